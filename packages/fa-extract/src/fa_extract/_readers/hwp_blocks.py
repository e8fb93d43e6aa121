"""What the HWP and HWPX readers share: the block order of a Hancom document, like docx.

Both readers walk their own structure (records, XML) and hand what they find to one `Assembler`,
which keeps the order AGENTS.md promises for docx and applies the caps on blocks and text while
the document is read, not after:

1. the body in document order: a paragraph is one block, a table row is one block (cells joined
   with ` | `, empty cells kept so columns stay aligned), nested tables right after the row that
   holds them, text boxes after the paragraph that anchors them (flagged `textbox`), hidden
   comments (숨은 설명) in their own block right after, flagged `hidden`;
2. footnotes, then endnotes, in reference order, each starting with the mark its reference got
   in the body (`[^1]` footnotes, `[^i]` endnotes, as for docx);
3. memos (`comment`), each starting with the anchor of the block it comments on in brackets
   (`[L14] 금액 확인 필요`) when the document says where it stands (`MemoTarget`);
4. headers, then footers, then master pages (바탕쪽, flagged `master_page`), each text once.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from bisect import bisect_right
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from .._errors import (
    DOCUMENT_DRM_PROTECTED,
    DOCUMENT_EMPTY,
    DOCUMENT_ENCRYPTED,
    DOCUMENT_LIMIT_EXCEEDED,
    ExtractError,
)
from .._limits import Limits
from .._model import DocWarning, Parsed
from .flow import TableStarts, numbered_blocks, roman
from .pictures import ALT_TEXT_FLAG, IMAGE_KIND

__all__ = (
    "LIST_ITEM",
    "MASTER_PAGE",
    "Assembler",
    "Cell",
    "Gathered",
    "Layout",
    "MemoTarget",
    "Pending",
    "Sink",
    "cells_to_rows",
    "certificate_encrypted",
    "drm_protected",
    "encrypted",
    "note_mark",
    "outline_style_level",
    "renamed_warning",
    "too_complex",
)

_MAX_ROMAN = 780

MASTER_PAGE = "master_page"
"""The flag (and the `Assembler.headers` key) of a master page's (바탕쪽) text: what Hancom
draws on every page of a section behind the body (running heads, an exam's answer-sheet
instructions), read once after the headers and footers."""


def note_mark(kind: str, n: int) -> str:
    """The mark of the n-th note: `[^1]` for footnotes, `[^i]` for endnotes (as docx does)."""
    if kind == "footnote" or n > _MAX_ROMAN:
        return f"[^{n}]"
    return f"[^{roman(n)}]"


def too_complex(detail: str) -> ExtractError:
    """DOCUMENT_LIMIT_EXCEEDED for a Hancom document, naming the cap that was hit."""
    return ExtractError(
        DOCUMENT_LIMIT_EXCEEDED,
        f"The Hancom document was refused: {detail}. It is hostile or far larger than a real "
        "document; save a smaller copy or split it.",
    )


def encrypted(fmt: str) -> ExtractError:
    """DOCUMENT_ENCRYPTED for a password-protected HWP or HWPX document (`fmt` names it)."""
    return ExtractError(
        DOCUMENT_ENCRYPTED,
        f"The {fmt} document is password-protected. fa never asks for a password: a person "
        "must open it in Hancom Office, remove the password and save a copy.",
    )


def drm_protected(fmt: str) -> ExtractError:
    """DOCUMENT_DRM_PROTECTED for an HWP document under document security (DRM, 문서보안): no
    password opens it, only the system that locked it can release a copy."""
    return ExtractError(
        DOCUMENT_DRM_PROTECTED,
        f"The {fmt} document is locked by document security (DRM, 문서보안): only the system "
        "that locked it can open it, on the computers it allows. A person must get a released "
        "copy (the organisation's document-security system can decrypt or export one, or the "
        "author can send one) or a PDF printed from it where the lock allows printing.",
    )


def certificate_encrypted(fmt: str) -> ExtractError:
    """DOCUMENT_ENCRYPTED for an HWP document encrypted to a certificate (공인인증서 암호화)."""
    return ExtractError(
        DOCUMENT_ENCRYPTED,
        f"The {fmt} document is encrypted to a certificate (공인인증서 암호화): only the holder "
        "of that certificate can open it. That person must open it in Hancom Office with the "
        "certificate and save a copy without the encryption.",
    )


def blank(fmt: str) -> ExtractError:
    """DOCUMENT_EMPTY for a document with no text, no picture and no embedded object (a blank
    or unfilled one)."""
    return ExtractError(
        DOCUMENT_EMPTY,
        f"The {fmt} document has nothing to read: its body, tables, notes, memos, headers and "
        "footers hold no text and it has no picture or embedded object (a blank document or "
        "an unfilled template). Check with the person that it is the file they meant.",
    )


LIST_ITEM = 0
"""The heading level of a paragraph whose shape heads it with a number or a bullet: none, even
in an outline style. Korean reports set their ○ and - items in 개요 N styles so."""

_OUTLINE_STYLE = re.compile(r"(?:개요|outline)\s*([1-9]|10)", re.IGNORECASE)


def outline_style_level(*names: str) -> int | None:
    """The heading level of Hancom's outline styles (개요 1-10, Outline 1-10), else None.

    Why styles too: authors often switch an outline style's numbering off, which clears the
    paragraph shape's outline bit, while the style still says the paragraph is a heading. A
    paragraph whose shape gives it a number or a bullet instead is a list item (`LIST_ITEM`).
    """
    for name in names:
        match = _OUTLINE_STYLE.fullmatch(name.strip())
        if match:
            return int(match.group(1))
    return None


def renamed_warning(real: str, named: str) -> DocWarning:
    """The warning for a file whose extension says the other Hancom format."""
    return DocWarning(
        "FORMAT_RENAMED",
        f"The file is really an {real} document although its name ends in .{named}; it was "
        "read as what it is. Rename it to avoid surprises in other programs.",
    )


class Layout:
    """Pages from the layout Hancom saved with the document: where each line of a body
    paragraph sat on its page and how tall it was (`PARA_LINE_SEG`, `hp:lineseg`), as docx
    pages come from Word's last rendering.

    Feed it the body's paragraphs in order. A line that starts above the middle of the line
    before it cannot be on the same page: it begins the next column of a multi-column section,
    or a new page. That covers a line placed higher up and a line after a table set in the text
    like a character, whose line is the table's height (a table that fills a page, then a
    paragraph near the top of the next). A page break always begins a page, a column break a
    column; a new section begins a page. A file saved without a layout (no lines) has pages
    from its breaks alone. Only body paragraphs count: cells, text boxes and notes have layouts
    of their own.

    A table that runs on past the part shown where it starts (its rows are taller than the
    height its control keeps) takes the next pages: `overflow`, with the page body from the
    section's page definition.

    Approximate, and short rather than long: a floating picture is no line, and a row whose
    cells all span more rows adds nothing to its table's height.
    """

    __slots__ = ("body", "column", "columns", "middle", "new_section", "page", "started")

    MOST_LINES = 4096
    """Lines read of one paragraph: 4,096 lines run over some eighty pages. A layout of
    millions is hostile; its pages past these lines are not counted."""

    MOST_TURNS = 10_000
    """Pages (or columns) one table may run on to: a height of billions is hostile."""

    def __init__(self) -> None:
        self.page = 1
        self.column = 0  # which column of the page (0: the first)
        self.columns = 1  # how many the section has here
        self.middle: int | None = None  # the middle of the line before (its top, half its height)
        self.started = False  # a body paragraph has been read
        self.new_section = False
        self.body = 0  # the height of a page's body (the paper less margins), 0 when unknown

    def section(self) -> None:
        """A new section begins: its first paragraph begins a page, in one column until the
        section defines its own."""
        self.new_section = True
        self.columns = 1

    def set_columns(self, count: int) -> None:
        """A column definition: from here the section has `count` columns, starting with the
        first."""
        self.columns = max(count, 1)
        self.column = 0

    def paragraph(
        self,
        tops: tuple[int, ...],
        heights: tuple[int, ...],
        page_break: int,
        column_break: int,
        columns: int | None = None,
    ) -> int:
        """The page a body paragraph begins on; `tops` and `heights` are its lines' vertical
        positions and heights (empty without a saved layout), a break nonzero when the
        paragraph has it, `columns` what a column definition in it says (from its first line
        on, which is placed as before). Its later lines move the count for what follows."""
        middle = self.middle
        higher = tops and middle is not None and tops[0] < middle  # placed above the last line
        if page_break or column_break or columns is not None or self.new_section:
            if self.started:
                if page_break or self.new_section:
                    self._next_page()
                elif column_break or higher:
                    self._next_column()
            self.new_section = False
            if columns is not None:
                self.set_columns(columns)
        elif higher:  # most paragraphs: no break, no column definition
            self._next_column()
        self.started = True
        page = self.page
        if tops:
            middle = tops[0] + heights[0] // 2
            if len(tops) > 1:
                for top, height in zip(tops[1:], heights[1:], strict=True):
                    if top < middle:
                        self._next_column()
                    middle = top + height // 2
            self.middle = middle
        return page

    def overflow(self, beyond: int) -> None:
        """A table of the paragraph just read runs `beyond` past the part shown where it
        starts: it takes the next pages (or columns) of `body` each, and what follows it
        starts below its last part. Nothing without a page body (`body` 0), and nothing for
        less than a fiftieth of one (borders and margins)."""
        body = self.body
        if body <= 0 or beyond * 50 < body:
            return
        turns = min(-(-beyond // body), self.MOST_TURNS)
        reached = self.column + turns  # counted, not looped: a hostile height costs nothing
        self.page += reached // self.columns
        self.column = reached % self.columns
        self.middle = (beyond - (turns - 1) * body) // 2

    def _next_column(self) -> None:
        if self.column + 1 < self.columns:
            self.column += 1
        else:
            self._next_page()

    def _next_page(self) -> None:
        self.page += 1
        self.column = 0


class MemoTarget:
    """Where a memo stands: the body block that holds its mark (a memo field), known once that
    block is emitted (`Sink.aim`); None while not (or never: a memo the file places nowhere)."""

    __slots__ = ("block",)

    def __init__(self) -> None:
        self.block: Pending | None = None


@dataclass(slots=True)
class Pending:
    """A block before its anchor is known (`media`: where a picture's bytes are; `about`: the
    place of the memo whose first block this is)."""

    kind: str
    text: str
    flags: tuple[str, ...] = ()
    level: int | None = None
    page: int | None = None
    media: str | None = None
    about: MemoTarget | None = None


class Gathered:
    """One paragraph's text, and what its controls put after it: the objects it anchors
    (tables, text boxes, headers) and its hidden comments.

    A plain slotted class: one is made per paragraph, thousands a file.
    """

    __slots__ = ("hidden", "leading", "memos", "objects", "text")

    def __init__(self) -> None:
        self.text: list[str] = []
        self.objects: list[Any] = []
        self.hidden: list[str] = []
        self.memos: list[MemoTarget] = []  # the memos whose fields stand in the paragraph
        # How many of `objects`, from the first, stand before the text (tables, headers and
        # footers before any visible character): Hancom Office shows such a table above the
        # paragraph's text, so its rows are read first.
        self.leading = 0

    def joined(self) -> str:
        """The paragraph's text, trimmed."""
        return "".join(self.text).strip()

    def anchor(self, obj: Any, *, leads: bool) -> None:
        """Keep an object the paragraph anchors; one that `leads` (a table, a header or footer)
        with no text and only leading objects before it stands before the text."""
        if leads and self.leading == len(self.objects) and not self.joined():
            self.leading += 1
        self.objects.append(obj)


# The first line of the shape comment Hancom Office writes into a picture it inserts (the Korean
# and the English program), the label of the line that names the picture's file, and the form of
# the lines after them: `원본 그림의 크기: 가로 1200pixel, 세로 153pixel`, `사진 찍은 날짜: ...`,
# `Software : www.inkscape.org` (the camera's data, as many lines as the file had).
_GENERATED_FIRST = frozenset({"그림입니다.", "This is Picture."})
_GENERATED_NAME = ("원본 그림의 이름", "Original Picture Name")
_LABELLED_LINE = re.compile(r"[^:：.!?。]{1,30}\s*[:：]")


def generated_comment(description: str) -> str | None:
    """What is left of a shape comment Hancom Office wrote by itself: the picture's file name
    (`조직도.png`), as docx keeps of a description that is only a file's name, else its first
    line (`그림입니다.`); None when the comment is not one (an author's text, or Hancom's lines
    with a sentence of the author's after them). The pixel size, the date and the camera after
    the name say nothing of what the picture shows."""
    lines = [line.strip() for line in description.splitlines() if line.strip()]
    if not lines or lines[0] not in _GENERATED_FIRST:
        return None
    if not all(_LABELLED_LINE.match(line) for line in lines[1:]):
        return None
    for line in lines[1:]:
        if line.startswith(_GENERATED_NAME):
            name = line.split(":", 1)[1].strip() if ":" in line else ""
            if name:
                return " ".join(name.split())
    return lines[0]


@dataclass(slots=True)
class Cell:
    """One table cell: where it sits, how far it spans, its text on one line."""

    row: int
    col: int
    row_span: int
    col_span: int
    text: str
    hidden: str = ""
    objects: list[Any] = field(default_factory=list)
    """What the cell's paragraphs anchor (nested tables, text boxes), read after the row."""
    paragraphs: list[str] = field(default_factory=list)
    """The texts of the cell's paragraphs, one each (`text` joins them): a table of one cell is
    a frame, and its paragraphs are blocks of their own (`Sink.table_rows`)."""
    memos: list[MemoTarget] = field(default_factory=list)
    """The memos whose fields stand in the cell: they comment on its row."""


def cells_to_rows(cells: list[Cell], rows: int) -> list[tuple[list[str], list[str], list[Cell]]]:
    """Cells into rows of texts, left to right, as docx shows a table.

    A cell spanning columns is one entry; a row covered by a cell spanning rows from above gets
    an empty entry there (as Word's merged cell does), so the columns of a row stay aligned.
    Each row comes with the cells that start in it (for what they anchor). Only rows where some
    cell starts are rows (a row of nothing but covered cells shows nothing), and the empty
    entries are capped: a hostile span of 65,535 rows costs no more than the rows there are.
    """
    by_row: dict[int, list[Cell]] = {}
    spanning: list[Cell] = []
    for cell in cells:
        by_row.setdefault(cell.row, []).append(cell)
        if cell.row_span > 1:
            spanning.append(cell)
    starts = sorted(by_row)
    covering: dict[int, list[Cell]] = {}
    budget = 16 * len(cells) + 4096
    for cell in spanning:
        span = min(cell.row_span, rows)
        if span <= 1:
            continue
        for r in starts[bisect_right(starts, cell.row) :]:
            if r >= cell.row + span:
                break
            covering.setdefault(r, []).append(cell)
            budget -= 1
            if budget < 0:
                raise too_complex("a table's merged cells cover more rows than it has")
    out: list[tuple[list[str], list[str], list[Cell]]] = []
    for r in starts:
        starting = by_row[r]
        covered = covering.get(r)
        if covered is None and all(a.col < b.col for a, b in pairwise(starting)):
            # Most rows: no cell from above, cells already left to right.
            hidden = [c.hidden for c in starting if c.hidden]
            out.append(([c.text for c in starting], hidden, starting))
            continue
        entries = [(c.col, c.text, c.hidden) for c in starting]
        entries += [(c.col, "", "") for c in covered or ()]
        entries.sort(key=lambda e: e[0])
        out.append(([e[1] for e in entries], [e[2] for e in entries if e[2]], starting))
    return out


@dataclass(slots=True)
class Assembler:
    """Collects blocks in the documented order and turns them into `Parsed`."""

    limits: Limits
    body: list[Pending] = field(default_factory=list)
    notes: dict[str, list[Pending]] = field(default_factory=lambda: {"footnote": [], "endnote": []})
    note_counts: dict[str, int] = field(default_factory=lambda: {"footnote": 0, "endnote": 0})
    comments: list[Pending] = field(default_factory=list)
    headers: dict[str, list[Pending]] = field(
        default_factory=lambda: {"header": [], "footer": [], MASTER_PAGE: []}
    )
    _seen: dict[str, set[str]] = field(
        default_factory=lambda: {"header": set(), "footer": set(), MASTER_PAGE: set()}
    )
    memo_targets: dict[int, MemoTarget] = field(default_factory=dict)
    """HWP: a memo's place by the number its field and its MEMO_LIST record share."""
    last: Pending | None = None  # the body block added last
    chars: int = 0
    count: int = 0
    title: str | None = None
    page_info: bool = False
    # pictures and OLE objects met, described or not: a document of them is not blank
    pictures: int = 0

    def _charge(self, text: str) -> None:
        self.chars += len(text)
        self.count += 1
        if self.chars > self.limits.max_chars:
            raise too_complex(f"more than {self.limits.max_chars} characters of text")
        if self.count > self.limits.max_blocks:
            raise too_complex(f"more than {self.limits.max_blocks} blocks")

    def add(self, item: Pending, into: list[Pending] | None = None) -> None:
        """Add one block to the body (or to `into`); blank text makes no block."""
        if not item.text.strip():
            return
        self._charge(item.text)
        if into is None:
            self.body.append(item)
            self.last = item
        else:
            into.append(item)

    def next_mark(self, kind: str) -> str:
        """Count a note reference in the body and return its mark."""
        self.note_counts[kind] += 1
        return note_mark(kind, self.note_counts[kind])

    def header_footer(self, kind: str, item: Pending) -> None:
        """A header, footer or master page block, kept once per distinct text."""
        if not item.text.strip() or item.text in self._seen[kind]:
            return
        self._seen[kind].add(item.text)
        self._charge(item.text)
        self.headers[kind].append(item)

    def ordered(self) -> list[Pending]:
        """Every block in anchor order: body, notes, memos, headers, footers, master pages
        (`L1` first)."""
        return [
            *self.body,
            *self.notes["footnote"],
            *self.notes["endnote"],
            *self.comments,
            *self.headers["header"],
            *self.headers["footer"],
            *self.headers[MASTER_PAGE],
        ]

    def finish(
        self, fmt: str, *, warnings: list[DocWarning], flags: set[str], title: str | None
    ) -> Parsed:
        """Anchors `L1..Ln` over body, notes, memos, headers, footers and master pages; the toc
        from headings; each placed memo's first block led by its place's anchor."""
        ordered = self.ordered()
        if not ordered and not self.pictures:
            raise blank(fmt.upper())
        if any(item.about is not None for item in self.comments):
            numbers = {id(item): n for n, item in enumerate(ordered, start=1)}
            for item in self.comments:
                target = item.about.block if item.about is not None else None
                if target is not None and id(target) in numbers:
                    item.text = f"[L{numbers[id(target)]}] {item.text}"
        blocks, toc = numbered_blocks(ordered, pages=self.page_info)
        pages = max((b.page for b in blocks if b.page is not None), default=None)
        return Parsed(
            format=fmt,
            blocks=blocks,
            title=title or self.title or (toc[0].title if toc else None),
            pages=pages,
            toc=toc,
            warnings=warnings,
            flags=flags,
        )


class Sink(TableStarts, ABC):
    """Where a reader's walker sends blocks: the body, a note list, the memos, or the headers.

    The HWP and HWPX walkers both derive from it, so they route, rename and bound nesting the
    same way: a note paragraph becomes kind `footnote`, a header paragraph kind `header`.
    """

    def __init__(self, asm: Assembler, limits: Limits) -> None:
        self.asm = asm
        self.limits = limits
        self.page = 1
        self.depth = 0
        self.into: list[Pending] | None = None  # None: the body
        self.header_kind: str | None = None
        self.rename: str | None = None

    @property
    def at_top(self) -> bool:
        """In the body, outside every table, text box and note."""
        return self.depth == 0 and self.into is None and self.header_kind is None

    def emit(self, item: Pending) -> None:
        """Send one block where the walker is."""
        if self.rename and item.kind == "paragraph":
            item.kind = self.rename
        if self.header_kind is not None:
            self.asm.header_footer(self.header_kind, item)
        else:
            self.asm.add(item, self.into)

    @contextmanager
    def nested(
        self,
        *,
        into: list[Pending] | None = None,
        rename: str | None = None,
        header_kind: str | None = None,
        redirect: bool = False,
    ) -> Iterator[None]:
        """One level deeper (bounded by `max_nesting_depth`), optionally sending blocks
        elsewhere (a note list, the memos, the headers)."""
        self.depth += 1
        if self.depth > self.limits.max_nesting_depth:
            raise too_complex(
                f"tables, text boxes or notes nest deeper than {self.limits.max_nesting_depth}"
            )
        saved = (self.into, self.rename, self.header_kind)
        if redirect:
            self.into, self.rename, self.header_kind = into, rename, header_kind
        try:
            yield
        finally:
            self.depth -= 1
            self.into, self.rename, self.header_kind = saved

    @abstractmethod
    def objects(self, found: list[Any], flags: tuple[str, ...]) -> None:
        """Read what a paragraph or cell anchors (each reader walks its own structure)."""

    def paragraph_blocks(
        self, gathered: Gathered, level: int | None, flags: tuple[str, ...], page: int, *, top: bool
    ) -> None:
        """A paragraph's blocks: its text (a heading when it has an outline level and stands at
        the top), its hidden comments right after, then what it anchors (what stands before
        the text, `Gathered.leading`, before it)."""
        leading = gathered.leading
        if leading:
            self.objects(gathered.objects[:leading], flags)
        text = gathered.joined()
        if text:  # blank text makes no block wherever it would go (Assembler.add)
            self.text_block(text, level, flags, page, top=top)
        if gathered.memos:
            self.aim(gathered.memos)
        if gathered.hidden:
            hidden = " ".join(h for h in gathered.hidden if h)
            if hidden:
                self.emit(Pending("paragraph", hidden, (*flags, "hidden"), None, page))
        if len(gathered.objects) > leading:
            self.objects(gathered.objects[leading:] if leading else gathered.objects, flags)

    def text_block(
        self, text: str, level: int | None, flags: tuple[str, ...], page: int, *, top: bool
    ) -> None:
        """A paragraph's text as its block: a heading when it has an outline level and stands
        at the top, else a paragraph."""
        if level is not None and not flags and top:
            self.emit(Pending("heading", text, ("heading",), level, page))
        else:
            self.emit(Pending("paragraph", text, flags, None, page))

    def table_rows(
        self, cells: list[Cell], rows: int, flags: tuple[str, ...], page: int | None
    ) -> None:
        """A table's blocks: one per row (hidden cell text in its own block after it), each
        followed by what its cells anchor (nested tables, text boxes)."""
        if len(cells) == 1 and self.frame(cells[0], flags, page):
            return
        row_flags = flags if "table" in flags else (*flags, "table")
        outermost = not self.in_cell
        if outermost:
            self.table_starts = True
        for texts, hiddens, row_cells in cells_to_rows(cells, rows):
            if any(texts):
                self.emit(
                    Pending(
                        "table_row",
                        " | ".join(texts).strip(),
                        self.row_flags(row_flags),
                        None,
                        page,
                    )
                )
            for cell in row_cells:
                if cell.memos:
                    self.aim(cell.memos)
            if hiddens:
                hidden_flags = (*self.row_flags(row_flags), "hidden")
                self.emit(Pending("table_row", " | ".join(hiddens), hidden_flags, None, page))
            for cell in row_cells:
                if cell.objects:
                    self.in_cell += 1
                    try:
                        self.objects(cell.objects, flags)
                    finally:
                        self.in_cell -= 1
        if outermost:
            self.table_starts = False

    def frame(self, cell: Cell, flags: tuple[str, ...], page: int | None) -> bool:
        """A table of one cell holding two paragraphs or more: a frame around a passage (the
        boxes of Korean reports, `□ 비전 ... □ 추진원칙 ...`), whose paragraphs are blocks of
        their own, flagged `textbox`, rather than one row joining them all. False (nothing
        emitted) for a cell of one paragraph, which stays a row."""
        texts = [" ".join(p.split()) for p in cell.paragraphs]
        texts = [t for t in texts if t]
        if len(texts) < 2:
            return False
        box_flags = flags if "textbox" in flags else (*flags, "textbox")
        for text in texts:
            self.emit(Pending("paragraph", text, box_flags, None, page))
        if cell.memos:
            self.aim(cell.memos)
        if cell.hidden:
            self.emit(Pending("paragraph", cell.hidden, (*box_flags, "hidden"), None, page))
        if cell.objects:  # a table in the frame is a table of its own, as in a text box
            self.objects(cell.objects, flags)
        return True

    def picture(self, description: str, media: str | None, flags: tuple[str, ...]) -> None:
        """A picture its author described (개체 설명, the shape comment): a block of kind
        `image` flagged `alt_text`, as docx has; `media` names where its bytes are. A picture
        without a description gets no block (as in docx). The comment Hancom Office writes by
        itself (`generated_comment`) is no description: its block keeps the picture's place
        and name, without `alt_text`."""
        self.asm.pictures += 1
        generated = generated_comment(description)
        if generated is not None:
            text, picture_flags = generated, flags
        else:
            text, picture_flags = " ".join(description.split()), (*flags, ALT_TEXT_FLAG)
        if text:
            self.emit(Pending(IMAGE_KIND, text, picture_flags, None, self.page, media))

    def aim(self, memos: list[MemoTarget]) -> None:
        """Place memos whose fields stood in what was just read: the body block added last
        (the paragraph's own, a cell's row; in a note, header or text box, the body block
        before it)."""
        for memo in memos:
            if memo.block is None:
                memo.block = self.asm.last

    def memo(self, first: int, into: Gathered) -> None:
        """After a memo's paragraphs were read into the memos from index `first`: its place is
        the paragraph `into` holding its field (an empty memo makes no block and no place)."""
        comments = self.asm.comments
        if len(comments) > first:
            target = MemoTarget()
            comments[first].about = target
            into.memos.append(target)

    def note_into(self, kind: str, first: int, mark: str) -> None:
        """Put a note's mark in front of its first block (or make a block of the mark alone)."""
        notes = self.asm.notes[kind]
        if len(notes) > first:
            notes[first].text = f"{mark} {notes[first].text}"
        else:
            self.asm.add(Pending(kind, mark, (kind,), None, self.page), notes)
