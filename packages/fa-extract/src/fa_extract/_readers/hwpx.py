"""Hancom HWPX (.hwpx, OWPML: a zip of XML parts) to blocks, anchors `L1..Ln` as for docx.

The zip is checked like an OOXML package before any XML is parsed (`ooxml.check_zip`: entry
count, declared sizes, ratios, no DTD), and every part is parsed with the same hardened lxml
parser. Sections are `Contents/section*.xml` in the order of the package's spine
(`Contents/content.hpf`). A section is `hp:p` paragraphs of `hp:run`s holding `hp:t` text (with
inline `hp:tab`, `hp:lineBreak` and tracked-change markers whose surrounding text is kept),
controls (`hp:ctrl`: notes, headers, footers, hidden comments), tables (`hp:tbl`/`hp:tr`/`hp:tc`
with their cell addresses and spans), drawing objects whose `hp:drawText` is a text box, and
pictures (`hp:pic`: the shape comment makes the `image` block, `hc:img` names the zip part
through the manifest).
Memos (`hp:memo`) are read after the notes. Tracked changes are read as accepted (insertions in,
deletions out) with a `TRACKED_CHANGES` warning, as for docx. Names are matched by local name,
so the 2011 and 2016 namespaces read alike. A password-protected package (its manifest lists
encrypted parts) is DOCUMENT_ENCRYPTED; an HWP 5.0 file named .hwpx is read as HWP. Of the
header (`Contents/header.xml`) only the paragraph shapes and styles are parsed, for heading
levels (`_heading_part`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import islice
from typing import TYPE_CHECKING

from .._errors import DOCUMENT_CORRUPT, FORMAT_MISMATCH, ExtractError
from .._images import ImageOut
from .._limits import Limits
from .._model import Parsed
from .flow import block_number, tracked_changes
from .hwp import check_signature
from .hwp_blocks import (
    LIST_ITEM,
    MASTER_PAGE,
    Assembler,
    Cell,
    Gathered,
    Layout,
    Pending,
    Sink,
    encrypted,
    outline_style_level,
    renamed_warning,
)
from .hwp_heads import BULLET, NUMBER, OUTLINE, Head, Heads, Level, labelled
from .ooxml import Package, Wording, chart_lines, check_zip
from .pictures import picture_image
from .symbol_fonts import symbol_font, translation

if TYPE_CHECKING:
    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue] (lxml ships no stubs)

__all__ = ("image", "package_image", "parse", "parse_package", "preflight_hwpx")

_CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
HWPX = Wording("HWPX file", "Hancom Office")
_SECTION = re.compile(r"contents/section(\d{1,5})\.xml")
_MASTER = re.compile(r"contents/masterpage(\d{1,5})\.xml")
_SIMPLE = {"tab": "\t", "lineBreak": "\n", "hyphen": "-", "hypen": "-", "nbSpace": " "}
_SIMPLE["fwSpace"] = " "
_SHAPES = frozenset(
    {"rect", "ellipse", "arc", "polygon", "curve", "connectLine", "container", "textart", "line"}
)
_NOTES = {"footNote": "footnote", "endNote": "endnote"}
_HEADERS = {"header": "header", "footer": "footer"}


# Local names by qualified tag: a section repeats a few dozen tags tens of thousands of times,
# and a lookup costs less than splitting each. Bounded, so a file of made-up tags cannot grow it.
_LOCAL_NAMES: dict[str, str] = {}
_MOST_NAMES = 4096


def _local(el: etree._Element) -> str:
    tag = el.tag
    name = _LOCAL_NAMES.get(tag)
    if name is None:
        if not isinstance(tag, str):  # a comment or processing instruction
            return ""
        name = tag.rpartition("}")[2]
        if len(_LOCAL_NAMES) < _MOST_NAMES:
            _LOCAL_NAMES[tag] = name
    return name


def _hwpx_package(names: set[str]) -> str | None:
    if "contents/content.hpf" in names or "mimetype" in names:
        return None
    return (
        "The file is a zip archive but not an HWPX document (it has no Contents/content.hpf). "
        "Check that the file has the right extension."
    )


def preflight_hwpx(data: bytes, limits: Limits) -> None:
    """Refuse a hostile or broken HWPX zip before any parser sees it (zip budget, no DTD).

    An HWP 5.0 compound file named .hwpx passes here and is read as HWP by `parse`.

    Raises:
        ExtractError: FORMAT_VERSION_UNSUPPORTED (HWP 3.x under any name), FORMAT_MISMATCH,
            DOCUMENT_CORRUPT, DOCUMENT_LIMIT_EXCEEDED, DOCUMENT_ENCRYPTED.
    """
    check_signature(data)
    if data.startswith(_CFB):
        return
    check_zip(data, limits, HWPX, _hwpx_package)


def _int(raw: str | None, default: int = 0) -> int:
    if raw is None or not raw.isascii() or not raw.isdigit() or len(raw) > 6:
        return default
    return int(raw)


def _line_positions(p: etree._Element) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The vertical position and the height of each line of a paragraph (its
    `hp:linesegarray`, usually its last child), in order; empty without a saved layout."""
    lines = p[-1] if len(p) else None
    if lines is None or _local(lines) != "linesegarray":
        lines = next((c for c in p if _local(c) == "linesegarray"), None)
    if lines is None:
        return (), ()
    segs = list(islice(lines, Layout.MOST_LINES))
    tops = [seg.get("vertpos") for seg in segs]
    heights = [seg.get("vertsize") for seg in segs]
    try:
        return tuple(map(int, tops)), tuple(map(int, heights))  # what Hancom writes: decimals
    except (TypeError, ValueError):  # a missing or odd one: read as 0
        return tuple(_int(top) for top in tops), tuple(_int(h) for h in heights)


def _page_body(sec_pr: etree._Element) -> int:
    """The height of a page's body from `hp:secPr`: its `hp:pagePr` paper height (its width
    when turned, `landscape="NARROWLY"`; Hancom writes `WIDELY` for an upright page) less the
    top and bottom margins, the header and the footer of its `hp:margin`; 0 without them."""
    page = next((c for c in sec_pr if _local(c) == "pagePr"), None)
    if page is None:
        return 0
    margin = next((c for c in page if _local(c) == "margin"), None)
    if margin is None:
        return 0
    paper = _int(page.get("width" if page.get("landscape") == "NARROWLY" else "height"))
    used = sum(_int(margin.get(side)) for side in ("top", "bottom", "header", "footer"))
    return max(paper - used, 0)


def _auto_number(el: etree._Element) -> str:
    """`hp:autoNum` as shown: the number Hancom saved (`num`) of a picture, table or equation,
    in digits. A page number differs from page to page and a note's mark is read with the
    note: those, and numbers in other formats (Ⅲ, 다), read as nothing."""
    if el.get("numType") not in ("PICTURE", "TABLE", "EQUATION"):
        return ""
    shape = next((c for c in el if _local(c) == "autoNumFormat"), None)
    if shape is not None and shape.get("type", "DIGIT") != "DIGIT":
        return ""
    number = el.get("num") or ""
    return number if number.isascii() and number.isdigit() and len(number) <= 6 else ""


def _stands_above(tbl: etree._Element) -> bool:
    """Whether a table before its paragraph's text is shown above that text: placed like a
    character (or placed nowhere: a writer that gives no position means where it stands), or
    floating at the top of the paragraph with text only above and below it."""
    pos = next((c for c in tbl if _local(c) == "pos"), None)
    if pos is None or pos.get("treatAsChar") != "0":
        return True
    return (
        pos.get("vertRelTo") == "PARA"
        and tbl.get("textWrap", "TOP_AND_BOTTOM") == "TOP_AND_BOTTOM"
        and _int(pos.get("vertOffset"), 1) == 0
    )


class _Walker(Sink):
    """One pass over the sections' XML, feeding the assembler in document order."""

    def __init__(
        self,
        asm: Assembler,
        levels: dict[str, int],
        style_levels: dict[str, int],
        limits: Limits,
        *,
        heads: Heads | None = None,
        binaries: dict[str, str] | None = None,
        parts: Callable[[str], etree._Element | None] | None = None,
        symbols: dict[str, dict[int, str]] | None = None,
    ) -> None:
        super().__init__(asm, limits)
        self.levels = levels
        self.style_levels = style_levels
        self.heads = heads or Heads({})
        self.binaries = binaries or {}  # a picture's binary item id: its part in the zip
        self.parts = parts  # a part of the package, parsed (a chart's), or None
        # the runs set in a symbol font: per character shape id, its private-use translation
        self.symbols = symbols or {}
        self.charts: dict[str, list[tuple[str, str]]] = {}  # a chart part's lines, by name
        self.deleting = False
        self.tracked = 0
        self.layout = Layout()
        self.columns: int | None = None  # a column definition the paragraph just read holds
        self.beyond = 0  # how far its tables run past the part shown where they start

    # --- paragraphs -------------------------------------------------------------------------

    def section(self, root: etree._Element) -> None:
        """A section's body paragraphs, each on the page the saved layout puts it (`Layout`:
        the `hp:lineseg` vertical positions of its `hp:linesegarray`)."""
        layout = self.layout
        layout.section()
        self.heads.outline = ""  # until the section's `hp:secPr` names its outline numbering
        laid_out = False
        for p in root:
            if _local(p) != "p":
                if isinstance(p.tag, str):  # outside any paragraph: on the page it follows
                    self.outside(p, ())
                continue
            tops, heights = _line_positions(p)
            laid_out = laid_out or bool(tops)
            self.page = layout.paragraph(
                tops, heights, p.get("pageBreak") == "1", p.get("columnBreak") == "1"
            )
            self.columns = None
            self.beyond = 0
            self.paragraph(p, ())
            if self.columns is not None:  # applies from the next paragraph on
                layout.set_columns(self.columns)
            if self.beyond > 0:
                layout.overflow(self.beyond)
        if layout.page > 1 or laid_out:
            self.asm.page_info = True

    def blocks(self, el: etree._Element, flags: tuple[str, ...]) -> None:
        """Every paragraph under a section or a sub-list, in order."""
        for child in el:
            if _local(child) == "p":
                self.paragraph(child, flags)
            elif isinstance(child.tag, str):
                self.outside(child, flags)

    def outside(self, el: etree._Element, flags: tuple[str, ...]) -> None:
        """A run, table or control outside any paragraph, read as a paragraph holding it alone:
        Hancom Office never writes one, other writers put tables and controls straight under
        the section."""
        gathered = Gathered()
        if _local(el) == "run":
            for child in el:
                self.inline(child, gathered)
        else:
            self.inline(el, gathered)
        self.paragraph_blocks(gathered, None, flags, self.page, top=self.at_top)

    def sub_lists(self, el: etree._Element, flags: tuple[str, ...]) -> None:
        """The paragraphs of every `hp:subList` (or `hp:paraList`) directly under `el`."""
        for child in el:
            if _local(child) in ("subList", "paraList"):
                self.blocks(child, flags)

    def paragraph(self, p: etree._Element, flags: tuple[str, ...]) -> None:
        page = self.page
        gathered = Gathered()
        self.gather(p, gathered)
        self.head(p, gathered)
        level = self.levels.get(p.get("paraPrIDRef") or "")
        if level is None:
            level = self.style_levels.get(p.get("styleIDRef") or "")
        self.paragraph_blocks(gathered, level or None, flags, page, top=self.at_top)

    def head(self, p: etree._Element, gathered: Gathered) -> None:
        """Put the label Hancom shows before a headed paragraph (`가.`, `1.`, `-`) before its
        text; the paragraph counts even without text. Notes, headers, footers and memos are
        neither labelled nor counted."""
        shape = p.get("paraPrIDRef") or ""
        if shape not in self.heads.shapes or self.into is not None or self.header_kind:
            return
        label = self.heads.label(shape)
        text = gathered.joined() if label else ""
        if text:
            gathered.text = [labelled(label, text)]

    def gather(self, p: etree._Element, into: Gathered) -> None:
        symbols = self.symbols
        for run in p:
            name = _local(run)
            if name == "run":
                table = symbols.get(run.get("charPrIDRef") or "") if symbols else None
                first = len(into.text)
                for child in run:
                    if _local(child) == "t":  # most of a run: its text, read here directly
                        self.text(child, into)
                    else:
                        self.inline(child, into)
                if table is not None:  # a run in Symbol or Wingdings: that font's characters
                    into.text[first:] = [piece.translate(table) for piece in into.text[first:]]
            elif name == "switch":
                self.switch(run, into)

    def switch(self, el: etree._Element, into: Gathered) -> None:
        """`hp:switch`: the first case (the newer form), else the default; never both."""
        chosen = next((c for c in el if _local(c) == "case"), None)
        if chosen is None:
            chosen = next((c for c in el if _local(c) == "default"), None)
        if chosen is not None:
            for child in chosen:
                if _local(child) == "run":
                    for inner in child:
                        self.inline(inner, into)
                else:
                    self.inline(child, into)

    def inline(self, el: etree._Element, into: Gathered) -> None:
        name = _local(el)
        if name == "t":
            self.text(el, into)
        elif name == "ctrl":
            for ctrl in el:
                cname = _local(ctrl)
                if cname in _NOTES:
                    into.text.append(self.note(ctrl, _NOTES[cname]))
                elif cname in _HEADERS:
                    into.anchor(ctrl, leads=True)
                elif cname == "hiddenComment":
                    into.hidden.append(self.list_text(ctrl))
                elif cname == "fieldBegin" and ctrl.get("type") == "MEMO":
                    self.field_memo(ctrl, into)
                elif cname == "colPr":
                    self.columns = _int(ctrl.get("colCount"), 1)
                elif cname == "autoNum":
                    into.text.append(_auto_number(ctrl))
        elif name == "tbl" or name in _SHAPES or name in ("pic", "ole", "equation", "chart"):
            if name == "equation":
                script = next((c for c in el if _local(c) == "script"), None)
                if script is not None and script.text and script.text.strip():
                    into.text.append(f" {script.text.strip()} ")
            into.anchor(el, leads=name == "tbl" and _stands_above(el))
        elif name == "switch":
            self.switch(el, into)
        elif name == "dutmal":  # 덧말: the main text, its small annotation after it
            main = next((c for c in el if _local(c) == "mainText"), None)
            sub = next((c for c in el if _local(c) == "subText"), None)
            if main is not None and main.text:
                into.text.append(main.text)
            if sub is not None and sub.text and sub.text.strip():
                into.text.append(f"({sub.text.strip()})")
        elif name == "compose":  # 글자 겹침: the characters drawn on top of each other
            into.text.append(el.get("composeText") or "")
        elif name == "secPr":  # the section's page (how tall its body is), its outline numbers
            self.layout.body = _page_body(el)
            self.heads.outline = el.get("outlineShapeIDRef") or ""

    def text(self, t: etree._Element, into: Gathered) -> None:
        """`hp:t` with its inline children: tabs, breaks, and tracked-change markers, whose
        tails carry the text that follows them."""
        out = into.text
        # Each `.text` or `.tail` makes a new string from lxml's tree: read each once.
        text = t.text
        if text and not self.deleting:
            out.append(text)
        for child in t:
            name = _local(child)
            if name in _SIMPLE:
                if not self.deleting:
                    out.append(_SIMPLE[name])
            elif name == "insertBegin":
                self.tracked += 1
            elif name == "deleteBegin":
                self.tracked += 1
                self.deleting = True
            elif name == "deleteEnd":
                self.deleting = False
            tail = child.tail
            if tail and not self.deleting:
                out.append(tail)

    def list_text(self, el: etree._Element) -> str:
        parts: list[str] = []
        for sub in el:
            if _local(sub) in ("subList", "paraList"):
                for p in sub:
                    if _local(p) == "p":
                        gathered = Gathered()
                        self.gather(p, gathered)
                        parts.append(" ".join(gathered.joined().split()))
        return " ".join(p for p in parts if p)

    # --- controls and objects ---------------------------------------------------------------

    def note(self, el: etree._Element, kind: str) -> str:
        mark = self.asm.next_mark(kind)
        first = len(self.asm.notes[kind])
        with self.nested(into=self.asm.notes[kind], rename=kind, redirect=True):
            self.sub_lists(el, (kind,))
        self.note_into(kind, first, mark)
        return mark

    def objects(self, found: list[etree._Element], flags: tuple[str, ...]) -> None:
        for el in found:
            name = _local(el)
            if name in _HEADERS:
                kind = _HEADERS[name]
                with self.nested(rename=kind, header_kind=kind, redirect=True):
                    self.sub_lists(el, (kind,))
                continue
            with self.nested():
                if name == "tbl":
                    self.table(el, flags)
                else:
                    if name == "chart":
                        self.chart(el, flags)
                    self.shape(el, flags)

    def chart(self, el: etree._Element, flags: tuple[str, ...]) -> None:
        """`hp:chart`: the DrawingML chart part its `chartIDRef` names (`Chart/chart1.xml`), read
        as docx reads a chart (`ooxml.chart_lines`). A chart part that cannot be read costs the
        chart, not the document."""
        ref = (el.get("chartIDRef") or "").lstrip("/")
        if not ref or self.parts is None:
            return
        lines = self.charts.get(ref)
        if lines is None:  # each part is parsed once, however many charts name it
            try:
                root = self.parts(ref)
            except ExtractError as exc:
                if exc.code != DOCUMENT_CORRUPT:
                    raise
                root = None
            lines = self.charts[ref] = chart_lines(root) if root is not None else []
        for kind, text in lines:
            self.emit(Pending(kind, text, flags, None, self.page))

    def shape(self, el: etree._Element, flags: tuple[str, ...]) -> None:
        """Text boxes (`hp:drawText`) of a drawing object or group, flagged `textbox`, then the
        caption. The search stops at every sub-list: what a text box holds is its paragraphs'."""
        box_flags = flags if "textbox" in flags else (*flags, "textbox")
        caption: etree._Element | None = None
        if _local(el) == "pic":
            self.read_picture(el, flags)
        elif _local(el) == "ole":  # content fa does not read: the document is not blank
            self.asm.pictures += 1
        stack = list(el)
        stack.reverse()
        while stack:
            node = stack.pop()
            name = _local(node)
            if name == "drawText":
                self.sub_lists(node, box_flags)
            elif name == "caption":
                caption = node
            elif name == "pic":  # a picture inside a group (hp:container), entered as before
                self.read_picture(node, flags)
                stack.extend(reversed(list(node)))
            elif name not in ("subList", "paraList"):
                stack.extend(reversed(list(node)))
        if caption is not None:
            self.sub_lists(caption, flags)

    def read_picture(self, pic: etree._Element, flags: tuple[str, ...]) -> None:
        """`hp:pic`: its shape comment (개체 설명) as an `image` block, its bytes the zip part
        its `hc:img` names through the manifest."""
        description = ""
        media: str | None = None
        for child in pic:
            name = _local(child)
            if name == "shapeComment":
                description = child.text or ""
            elif name == "img" and media is None:
                media = self.binaries.get(child.get("binaryItemIDRef") or "")
        self.picture(description, media, flags)

    def table(self, tbl: etree._Element, flags: tuple[str, ...]) -> None:
        cells: list[Cell] = []
        tallest: dict[int, int] = {}  # per row, its tallest cell of one row
        caption: etree._Element | None = None
        for r, tr in enumerate(c for c in tbl if _local(c) in ("tr", "caption")):
            if _local(tr) == "caption":
                caption = tr
                continue
            for c_index, tc in enumerate(c for c in tr if _local(c) == "tc"):
                cell = Cell(row=r, col=c_index, row_span=1, col_span=1, text="")
                pieces: list[str] = []
                hidden: list[str] = []
                height = 0
                for part in tc:
                    name = _local(part)
                    if name == "cellSz":
                        height = _int(part.get("height"), 0)
                    elif name == "cellAddr":
                        cell.row = _int(part.get("rowAddr"), r)
                        cell.col = _int(part.get("colAddr"), c_index)
                    elif name == "cellSpan":
                        cell.row_span = _int(part.get("rowSpan"), 1)
                        cell.col_span = _int(part.get("colSpan"), 1)
                    elif name in ("subList", "p"):  # a cell's paragraphs, or one bare
                        for p in part if name == "subList" else (part,):
                            if _local(p) == "p":
                                gathered = Gathered()
                                self.gather(p, gathered)
                                self.head(p, gathered)
                                pieces.append(gathered.joined())
                                hidden.extend(gathered.hidden)
                                cell.objects.extend(gathered.objects)
                                cell.memos.extend(gathered.memos)
                cell.text = " ".join(" ".join(pieces).split())
                cell.paragraphs = pieces
                cell.hidden = " ".join(" ".join(hidden).split())
                cells.append(cell)
                if cell.row_span == 1 and height > tallest.get(cell.row, 0):
                    tallest[cell.row] = height
        if self.depth == 1 and self.into is None and self.header_kind is None:
            # A body paragraph's table: its rows, one after another, against the part shown
            # where it starts (`hp:sz`); `section` turns the pages of what runs past.
            shown = next((c for c in tbl if _local(c) == "sz"), None)
            if shown is not None:
                beyond = sum(tallest.values()) - _int(shown.get("height"), 0)
                self.beyond = max(self.beyond, beyond)
        rows = _int(tbl.get("rowCnt"), 0) or (max((c.row for c in cells), default=0) + 1)
        self.table_rows(cells, rows, flags, self.page)
        if caption is not None:
            self.sub_lists(caption, flags)

    def memos(self, root: etree._Element) -> None:
        """Memo text (`hp:memo`), wherever the section keeps it, as `comment` blocks. A memo of
        the memo group says nothing of where it stands: its blocks name no place."""
        for memo in root.iter("{*}memo"):
            with self.nested(into=self.asm.comments, rename="comment", redirect=True):
                self.sub_lists(memo, ("comment",))

    def field_memo(self, field: etree._Element, into: Gathered) -> None:
        """A memo saved as a field (`hp:fieldBegin type="MEMO"`, its paragraphs in its
        `hp:subList`): read into the memos in reading order; its place is the paragraph (or
        the table row) holding the field."""
        first = len(self.asm.comments)
        with self.nested(into=self.asm.comments, rename="comment", redirect=True):
            self.sub_lists(field, ("comment",))
        self.memo(first, into)

    def master_page(self, root: etree._Element) -> None:
        """A master page part (`Contents/masterpage0.xml`): its paragraphs once, after the
        headers and footers, flagged `master_page`."""
        with self.nested(header_kind=MASTER_PAGE, redirect=True):
            self.sub_lists(root, (MASTER_PAGE,))


def _manifest(hpf: etree._Element | None) -> dict[str, str]:
    """The package's parts by manifest id (`Contents/content.hpf`): sections, pictures."""
    hrefs: dict[str, str] = {}
    if hpf is not None:
        for el in hpf.iter("{*}item"):
            hrefs[el.get("id") or ""] = (el.get("href") or "").lstrip("/")
    return hrefs


def _sections(pkg: Package, hpf: etree._Element | None) -> list[str]:
    """Section parts in the spine's order (`hpf`, the parsed `Contents/content.hpf`); by number
    when the package has no usable spine."""
    spine: list[str] = []
    if hpf is not None:
        hrefs = _manifest(hpf)
        for ref in hpf.iter("{*}itemref"):
            href = hrefs.get(ref.get("idref") or "", "")
            if _SECTION.fullmatch(href.lower()) and href not in spine:
                spine.append(href)
    if spine:
        return spine
    numbered = []
    for name in pkg.names():
        match = _SECTION.fullmatch(name.lower())
        if match:
            numbered.append((int(match.group(1)), name))
    return [name for _, name in sorted(numbered)]


def _outline_levels(
    header: etree._Element | None,
) -> tuple[dict[str, int], dict[str, int], Heads]:
    """Heading levels (1-based) by paragraph-shape id (heading type OUTLINE, 개요; NUMBER and
    BULLET are `LIST_ITEM`) and by style id (the outline styles 개요 N / Outline N), and the
    paragraph heads (`hwp_heads`): what each shape heads its paragraphs with, the numberings'
    levels and the bullets' characters. One pass over each kind of element."""
    shapes: dict[str, int] = {}
    styles: dict[str, int] = {}
    heads: dict[str, Head] = {}
    if header is None:
        return shapes, styles, Heads(heads)
    for para_pr in header.iter("{*}paraPr"):
        for heading in para_pr.iter("{*}heading"):
            kind = _HEAD_KINDS.get(heading.get("type") or "")
            if kind is not None:
                shape = para_pr.get("id") or ""
                level = _int(heading.get("level"), 0) + 1
                shapes[shape] = level if kind == OUTLINE else LIST_ITEM
                heads[shape] = Head(kind, heading.get("idRef") or "", level)
            break
    for style in header.iter("{*}style"):
        level = outline_style_level(style.get("name") or "", style.get("engName") or "")
        if level is not None:
            styles[style.get("id") or ""] = level
    return shapes, styles, Heads(heads, load=lambda: _numberings(header))


def _numberings(header: etree._Element) -> tuple[dict[str, dict[int, Level]], dict[str, str]]:
    """The header's numberings (their levels by number) and bullets (their characters)."""
    numberings: dict[str, dict[int, Level]] = {}
    bullets: dict[str, str] = {}
    for numbering in header.iter("{*}numbering"):
        levels = numberings.setdefault(numbering.get("id") or "", {})
        for head in numbering.iter("{*}paraHead"):
            level = _int(head.get("level"), 1)
            start = _int(head.get("start"), 1)
            levels[level] = Level(head.text or "", head.get("numFormat") or "DIGIT", start)
    for bullet in header.iter("{*}bullet"):
        bullets[bullet.get("id") or ""] = bullet.get("char") or ""
    return numberings, bullets


_HEAD_KINDS = {"OUTLINE": OUTLINE, "NUMBER": NUMBER, "BULLET": BULLET}
_HEADER = "Contents/header.xml"
# The header's root start tag (`hh:head` with its namespace declarations), after an optional
# XML declaration.
_HEAD_OPEN = re.compile(rb"\s*(?:<\?xml[^>]*\?>\s*)?(<([A-Za-z_][\w.-]*:)?head[\s>][^>]*>)")


def _element_bytes(raw: bytes, name: bytes, prefix: bytes) -> bytes | None:
    """The bytes of the header's one `name` element, start tag to end tag, when the name occurs
    exactly twice in the header (its two tags, spelt with the root's prefix); else None."""
    first = raw.find(name)
    if first < 0:
        return b""
    second = raw.find(name, first + 1)
    if second < 0 or raw.find(name, second + 1) >= 0:
        return None
    start = first - 1 - len(prefix)
    after = raw[first + len(name) : first + len(name) + 1]
    if raw[start:first] != b"<" + prefix or not (after.isspace() or after == b">"):
        return None
    end = raw.find(b">", second)
    if raw[second - 2 - len(prefix) : second] != b"</" + prefix or end < 0:
        return None
    if raw[second + len(name) : end].strip():
        return None
    return raw[start : end + 1]


def _heading_part(raw: bytes) -> bytes | None:
    """The part of a header that gives heading levels and paragraph heads: its root with only
    the numberings and bullets (`hh:numberings`, `hh:bullets`), the paragraph shapes
    (`hh:paraProperties`) and the styles (`hh:styles`) in it; None when they cannot be cut out
    cleanly (the whole header is parsed then).

    Why: a header is mostly fonts, character shapes and borders, often larger than the
    sections; these two elements are about a third of it, and parsing them alone takes a third
    of the time. The cut is checked, never trusted: each name must occur as one start tag and
    one end tag, and the piece must be well-formed (`Package.parse` without recovery).
    """
    head = _HEAD_OPEN.match(raw)
    if head is None:
        return None
    prefix = head.group(2) or b""
    pieces = [head.group(1)]
    for name in (b"numberings", b"bullets", b"paraProperties", b"styles"):
        piece = _element_bytes(raw, name, prefix)
        if piece is None:
            return None
        pieces.append(piece)
    pieces.append(b"</" + prefix + b"head>")
    return b"".join(pieces)


def _header(pkg: Package) -> etree._Element | None:
    """The header parsed for heading levels: its heading part (`_heading_part`) when that can
    be cut out, else the whole part."""
    raw = pkg.read(_HEADER)
    if raw is None:
        return None
    part = _heading_part(raw)
    if part is not None:
        root = pkg.parse(part, recover=False)
        if root is not None:
            return root
    return pkg.parse(raw)


# The languages of a character shape's fonts (`hh:fontRef`), in the order a symbol font is
# looked for: the symbol and user slots first, where a private-use character is most likely
# set, then the others.
_FONT_SLOTS = ("symbol", "user", "other", "latin", "hangul", "hanja", "japanese")
_SYMBOL_FACE = re.compile(rb'face="\s*(?:symbol|wingdings)\s*"', re.IGNORECASE)


def _symbol_runs(pkg: Package) -> dict[str, dict[int, str]]:
    """Per character shape id (`hh:charPr`) whose fonts include Symbol or Wingdings, the
    translation of that font's private-use characters (`symbol_fonts`): a run set in it reads
    as the font draws it. Empty, and the header not parsed for it, when no font face of the
    header is one of them (most documents)."""
    raw = pkg.read(_HEADER)
    if raw is None or _SYMBOL_FACE.search(raw) is None:
        return {}
    root = pkg.parse(raw)
    if root is None:
        return {}
    faces: dict[tuple[str, str], str] = {}  # (language, font id): the font's face name
    for fontface in root.iter("{*}fontface"):
        lang = (fontface.get("lang") or "").lower()
        for font in fontface.iter("{*}font"):
            faces[(lang, font.get("id") or "")] = font.get("face") or ""
    tables: dict[str, dict[int, str]] = {}
    found: dict[str, dict[int, str]] = {}
    for char_pr in root.iter("{*}charPr"):
        ref = next(char_pr.iter("{*}fontRef"), None)
        if ref is None:
            continue
        for slot in _FONT_SLOTS:
            face = faces.get((slot, ref.get(slot) or ""), "")
            table = symbol_font(face)
            if table is not None:
                key = face.strip().lower()
                if key not in tables:
                    tables[key] = translation(table)
                found[char_pr.get("id") or ""] = tables[key]
                break
    return found


def _title(hpf: etree._Element | None) -> str | None:
    if hpf is None:
        return None
    el = next(hpf.iter("{*}title"), None)
    if el is not None and el.text and el.text.strip():
        return " ".join(el.text.split())
    return None


def _read_package(
    data: bytes, limits: Limits
) -> tuple[Package, Assembler, _Walker, etree._Element | None]:
    """Walk every section of an HWPX zip: the package, its blocks, the walker and the parsed
    `content.hpf` (for the title)."""
    pkg = Package(data, limits, HWPX)
    manifest = pkg.xml("META-INF/manifest.xml")
    if manifest is not None and next(manifest.iter("{*}encryption-data"), None) is not None:
        raise encrypted("HWPX")
    hpf = pkg.xml("Contents/content.hpf")  # parsed once: the spine, pictures, then the title
    sections = _sections(pkg, hpf)
    if not sections:
        raise ExtractError(
            FORMAT_MISMATCH,
            "The file is a zip archive but not an HWPX document (it has no sections). Check "
            "that the file has the right extension.",
        )
    asm = Assembler(limits)
    shapes, styles, heads = _outline_levels(_header(pkg))
    walker = _Walker(
        asm,
        shapes,
        styles,
        limits,
        heads=heads,
        binaries=_manifest(hpf),
        parts=pkg.xml,
        symbols=_symbol_runs(pkg),
    )
    for name in sections:
        root = pkg.xml(name)
        if root is None:
            continue
        walker.deleting = False
        walker.section(root)
        walker.memos(root)
    for name in _master_pages(pkg, hpf):
        root = pkg.xml(name)
        if root is not None:
            walker.master_page(root)
    return pkg, asm, walker, hpf


def _master_pages(pkg: Package, hpf: etree._Element | None) -> list[str]:
    """Master page parts (`Contents/masterpage0.xml`, 바탕쪽) in the manifest's order, else by
    number from the zip's names."""
    listed = [h for h in _manifest(hpf).values() if _MASTER.fullmatch(h.lower())]
    if listed:
        return list(dict.fromkeys(listed))
    numbered = []
    for name in pkg.names():
        match = _MASTER.fullmatch(name.lower())
        if match:
            numbered.append((int(match.group(1)), name))
    return [name for _, name in sorted(numbered)]


def parse_package(data: bytes, limits: Limits, fmt: str, *, renamed: bool = False) -> Parsed:
    """Read an HWPX zip as format `fmt` (`hwp` when one carries that name).

    Raises:
        ExtractError: as `parse`.
    """
    pkg, asm, walker, hpf = _read_package(data, limits)
    warnings = pkg.warnings()
    if walker.tracked:
        warnings.append(tracked_changes(walker.tracked))
    if renamed:
        warnings.append(renamed_warning("HWPX", fmt))
    return asm.finish(fmt, warnings=warnings, flags=set(), title=_title(hpf))


def image(data: bytes, page: int | None, limits: Limits, *, anchor: str = "") -> ImageOut:
    """The picture of the `image` block `anchor` (`L5`) of an HWPX package, as a PNG (an HWP
    compound file named .hwpx goes to the HWP reader). `page` is not used.

    Raises:
        ExtractError: the codes of `parse` and `pictures.picture_image`.
    """
    del page
    check_signature(data)
    if data.startswith(_CFB):
        from .hwp import image as hwp_image

        return hwp_image(data, None, limits, anchor=anchor)
    return package_image(data, limits, anchor)


def package_image(data: bytes, limits: Limits, anchor: str) -> ImageOut:
    """The picture of block `anchor` of an HWPX zip, whatever its file is named."""
    pkg, asm, _, _ = _read_package(data, limits)
    found = asm.ordered()
    number = block_number(anchor)
    item = found[number - 1] if 0 < number <= len(found) else None
    return picture_image(pkg.read, item, limits, "document")


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse an .hwpx file into blocks `L1..Ln` (see the module docstring).

    Raises:
        ExtractError: DOCUMENT_ENCRYPTED (a password-protected package), FORMAT_MISMATCH,
            FORMAT_VERSION_UNSUPPORTED, DOCUMENT_CORRUPT, DOCUMENT_LIMIT_EXCEEDED.
    """
    check_signature(data)
    if data.startswith(_CFB):
        from .hwp import parse_ole

        return parse_ole(data, limits, "hwpx", renamed=True)
    return parse_package(data, limits, "hwpx")
