"""HTML (saved web pages, exported reports) to blocks `L1..Ln` in document order.

Parsed with lxml's HTML parser (libxml2) with the network off: it knows HTML's own named
character references and nothing else, so a DOCTYPE with entity declarations stays inert (no
expansion, no entity bomb), it never fetches anything (no external entities, stylesheets,
scripts or images), and it stays linear on hostile markup (`<a<a<a...`, unclosed declarations),
where the standard library's `html.parser` goes quadratic. The tree is walked iteratively.
`script`, `style`, `template`, `noscript` and the head (except its `title`) are dropped.

Blocks: headings (with their level, into the toc), paragraphs, list items, table rows (cells
joined with ` | `, a row under a cell spanning rows keeping an empty place in its column,
a table inside a cell following the row that holds it), preformatted text (one block),
definition terms and descriptions, captions, and loose text between blocks; a block inside a
heading, list item, term, definition or caption keeps its kind. A picture's alt text is its
cell's or its link's text in a table cell or a link, else an `image` block flagged `alt_text`
after its block. An element hidden by its `hidden` attribute or an inline `display:none` /
`visibility:hidden` style is read, flagged `hidden`, and kept out of the visible block around
it: its text follows that block as a block of its own, so hidden text never lends its support
to a visible sentence.

The encoding is the one a `<meta charset>` in the first 4 KB names when the bytes agree with it,
else what `encoding.decode_text` finds (a CP949 page labelled UTF-8 is read as CP949 with an
`ENCODING_MISLABELLED` warning).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lxml import etree  # pyright: ignore[reportAttributeAccessIssue] (lxml ships no stubs)

from .._errors import DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._limits import Limits
from .._model import TABLE_START, DocWarning, Parsed, TocEntry
from .encoding import decode_text
from .pictures import ALT_TEXT_FLAG, IMAGE_KIND
from .text import Blocks, split_long

__all__ = ("parse",)

_META_CHARSET = re.compile(rb"<meta[^>]+charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:-]+)", re.IGNORECASE)
_XML_DECLARATION = re.compile(r"\A\ufeff?\s*<\?xml[^>]*\?>")
_HIDDEN_STYLE = re.compile(r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b", re.I)
_WS = re.compile(r"\s+")
_DROPPED = frozenset({"script", "style", "template", "noscript", "head", "svg", "math"})
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
     "track", "wbr", "param", "keygen"}
)  # fmt: skip
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_KINDS = {
    "p": "paragraph", "li": "list_item", "pre": "code", "dt": "term", "dd": "definition",
    "caption": "caption", "figcaption": "caption", "blockquote": "paragraph",
    "summary": "paragraph", "address": "paragraph",
}  # fmt: skip
# The elements whose kind a block inside them keeps (`<li><p>`, `<h1><center>`): a loose list's
# items and a centred heading are still items and a heading.
_CONTAINERS = frozenset({"li", "dt", "dd", "caption", "figcaption"}) | set(_HEADINGS)
# Elements that end the loose text before them (a `div` of text is a paragraph).
_BREAKS = frozenset(
    {"div", "section", "article", "main", "header", "footer", "nav", "aside", "body", "ul",
     "ol", "dl", "table", "thead", "tbody", "tfoot", "form", "fieldset", "figure", "hr",
     "details", "center"}
) | set(_KINDS) | set(_HEADINGS)  # fmt: skip
# What closes an open element of the same name implicitly, and where that search stops.
_SELF_CLOSING = {
    "p": frozenset(_BREAKS - {"p"}),
    "li": frozenset({"ul", "ol"}),
    "dt": frozenset({"dl"}),
    "dd": frozenset({"dl"}),
    "tr": frozenset({"table"}),
    "td": frozenset({"tr", "table"}),
    "th": frozenset({"tr", "table"}),
    "option": frozenset({"select"}),
}
_SPACED = frozenset({"a", "button", "td", "th"})
_MAX_DEPTH = 5000
# Every element costs a tree node before the walk starts; a page may have at most this many `<`
# per allowed element (start and end tags, comments) before it is refused unparsed.
_LT_PER_ELEMENT = 2
_TOC_CHARS = 200
# HTML's own caps on a cell's spans; `rowspan="0"` reaches the end of the table (its group).
_MAX_COLSPAN = 1000
_MAX_ROWSPAN = 65534
_SPAN = re.compile(r"\s*(\d+)")
# The empty places that cells spanning rows leave in the rows below them, at most this many
# plus 16 per cell of the page: a few spans over a long table fit, 50 spans held over a
# thousand rows of one cell do not.
_SPAN_PLACES = 4096
_SPAN_PLACES_PER_CELL = 16


def _join(cells: list[str]) -> str:
    """A row's cells joined as every reader joins them: ` | ` between cells, an empty cell
    kept as nothing between two separators (`구분 |  |  | 증 감`) so the columns stay aligned,
    the row's ends trimmed. Each cell's own spaces are already collapsed (`end_cell`)."""
    while cells and not cells[-1]:
        cells = cells[:-1]  # trailing empty cells carry no position worth keeping
    return " | ".join(cells).strip()


def _span(attrs: list[tuple[str, str | None]], name: str, cap: int) -> int:
    """A cell's `colspan` or `rowspan` as a browser reads it: leading digits, 1 when there
    are none or they say less than 1 (0 only means "to the end" for rowspan), at most `cap`."""
    for key, value in attrs:
        if key == name and value is not None:
            match = _SPAN.match(value)
            if match is None:
                return 1
            n = int(match.group(1)[:6])
            if n == 0 and name == "rowspan":
                return cap
            return min(max(n, 1), cap)
    return 1


@dataclass(slots=True)
class _Spans:
    """The cells of one open table that span rows: where they stand and how far they reach,
    so a row under them keeps an empty place in their column (as docx and hwp rows do) and
    its own cells stay under their headers."""

    active: list[list[int]] = field(default_factory=list)
    """[first column, columns, rows still covered] of the spans over the open row."""
    fresh: list[list[int]] = field(default_factory=list)
    """Spans that start in the open row: they cover the rows after it."""
    column: int = 0
    """The column the next cell of the open row takes."""


@dataclass(frozen=True, slots=True)
class _Item:
    """A finished block not yet given its anchor."""

    kind: str
    text: str
    level: int | None
    flags: tuple[str, ...]


@dataclass(slots=True)
class _Around:
    """The state of the table around a nested one, restored when the nested one ends."""

    row: list[str] | None
    row_hidden: list[str]
    cell: list[str] | None
    cell_hidden: bool
    spans: _Spans
    pending: list[_Item]
    sink: list[_Item] | None


def _hides(attrs: list[tuple[str, str | None]]) -> bool:
    for name, value in attrs:
        if name == "hidden":
            return True
        if name == "style" and value and _HIDDEN_STYLE.search(value):
            return True
    return False


class _Page:
    """Turns start tags, end tags and text, in document order, into blocks."""

    def __init__(self, parsed: Parsed, limits: Limits) -> None:
        self.parsed = parsed
        self.blocks = Blocks(parsed, limits)
        self.max_elements = limits.max_html_elements
        self.elements = 0
        # (tag, hidden, dropped) for every open element.
        self.stack: list[tuple[str, bool, bool]] = []
        self.visible: list[str] = []
        self.hidden: list[str] = []
        self.kind = "paragraph"
        self.level: int | None = None
        self.row: list[str] | None = None  # cells of the open table row
        self.row_hidden: list[str] = []
        self.cell: list[str] | None = None
        self.cell_hidden = False
        # The row and cell state of the tables around the open one (nested tables).
        self.tables: list[_Around] = []
        self.spans = _Spans()
        # The blocks of the tables inside the open row's cells, given after the row (`put`),
        # and where the open table's blocks go: None, the document; else the pending list of
        # the row whose cell holds it.
        self.pending: list[_Item] = []
        self.sink: list[_Item] | None = None
        self.cells = 0  # every cell of the page, for the budget of empty places
        self.places = 0
        # The next row of a table outside any cell is its first (TABLE_START).
        self.table_starts = False
        # Described pictures of the open block (alt text, hidden), made blocks after it.
        self.pictures: list[tuple[str, bool]] = []
        self.title: list[str] = []
        self.in_title = False

    # State of the innermost open element.
    def _hidden(self) -> bool:
        return bool(self.stack) and self.stack[-1][1]

    def _dropped(self) -> bool:
        return bool(self.stack) and self.stack[-1][2]

    def _pre(self) -> bool:
        return any(tag == "pre" for tag, _, _ in self.stack)

    def flush(self) -> None:
        """End the open block: its visible text, then its hidden text, each a block."""
        visible = "".join(self.visible)
        hidden = "".join(self.hidden)
        self.visible, self.hidden = [], []
        kind, level = self.kind, self.level
        self.kind, self.level = self.context()
        if kind != "code":
            visible = _WS.sub(" ", visible)
        hidden = _WS.sub(" ", hidden)
        flags = ("code",) if kind == "code" else ()
        for piece in split_long(visible.strip("\n")):
            self.put(_Item(kind, piece, level, flags))
        for piece in split_long(hidden):
            self.put(_Item(kind, piece, level, ("hidden",)))
        self.flush_pictures()

    def put(self, item: _Item) -> None:
        """A finished block: a block now, or, inside a table in a cell, after that cell's row
        (`sink`, the row's `pending`)."""
        if self.sink is not None:
            self.sink.append(item)
            return
        if item.kind == "table_row" and self.table_starts:
            item = _Item(
                item.kind, item.text, item.level, (*item.flags[:1], TABLE_START, *item.flags[1:])
            )
        anchor = self.blocks.add(item.kind, item.text, level=item.level, flags=item.flags)
        if anchor and item.kind == "table_row":
            self.table_starts = False
        if anchor and item.level is not None and "hidden" not in item.flags:
            title = " ".join(item.text.split())[:_TOC_CHARS]
            self.parsed.toc.append(TocEntry(anchor, item.level, title))

    def context(self) -> tuple[str, int | None]:
        """The kind (and heading level) of text that starts here: that of the innermost open
        heading, list item, term, definition or caption, else a paragraph; a table cell or a
        table in between ends the search (its text is the cell's)."""
        for tag, _, _ in reversed(self.stack):
            if tag in _HEADINGS:
                return "heading", _HEADINGS[tag]
            if tag in _CONTAINERS:
                return _KINDS[tag], None
            if tag in ("td", "th", "table"):
                break
        return "paragraph", None

    def picture(self, attrs: list[tuple[str, str | None]]) -> None:
        """`<img>`: its alt text, as a screen reader reads it. In a table cell it is the cell's
        text (a status icon's `완료`), in a link the link's text (a logo, a menu button);
        elsewhere a block of kind `image` flagged `alt_text` after the block that holds it, as
        docx places a picture. An empty alt (a decoration) says nothing."""
        alt = " ".join((dict(attrs).get("alt") or "").split())
        if not alt:
            return
        hidden = self._hidden() or _hides(attrs)
        if self.cell is not None:
            if hidden and not self.cell_hidden:
                self.row_hidden.append(alt)
            else:
                self.cell.append(f" {alt} ")
        elif self.row is None and any(open_tag == "a" for open_tag, _, _ in self.stack):
            # a linked picture (a logo, a menu button): its alt text is the link's text
            (self.hidden if hidden else self.visible).append(f" {alt} ")
        elif self.row is None:
            self.pictures.append((alt, hidden))

    def flush_pictures(self) -> None:
        pictures, self.pictures = self.pictures, []
        for alt, hidden in pictures:
            flags = (ALT_TEXT_FLAG, "hidden") if hidden else (ALT_TEXT_FLAG,)
            for piece in split_long(alt):
                self.put(_Item(IMAGE_KIND, piece, None, flags))

    def flush_row(self) -> None:
        self.end_cell()
        row, self.row = self.row, None
        if row is not None:
            # The row is done: every span over it reaches one row less, and the spans that
            # started in it cover the rows after it.
            spans = self.spans
            spans.active = [s for s in spans.active if s[2] > 1]
            for s in spans.active:
                s[2] -= 1
            spans.active += spans.fresh
            spans.active.sort()
            spans.fresh = []
            spans.column = 0
        hidden, self.row_hidden = self.row_hidden, []
        # Empty cells stay as empty places (`a | | c`): the columns of the rows keep lining up.
        if row is not None and any(cell for cell in row):
            self.put(_Item("table_row", _join(row), None, ("table",)))
        if hidden:
            self.put(_Item("table_row", _join(hidden), None, ("table", "hidden")))
        # Then what the tables inside its cells gave, as docx and hwp rows are followed.
        pending, self.pending = self.pending, []
        for item in pending:
            self.put(item)

    def start_cell(self, attrs: list[tuple[str, str | None]], hidden: bool) -> None:
        """A cell opens in the open row: first the empty places of the spans from above that
        stand before it, then its own place (a hidden cell takes none)."""
        assert self.row is not None
        spans = self.spans
        for first, width, _ in spans.active:
            if first > spans.column:
                break
            if first == spans.column:
                self.places += 1
                if self.places > _SPAN_PLACES + _SPAN_PLACES_PER_CELL * self.cells:
                    raise ExtractError(
                        DOCUMENT_LIMIT_EXCEEDED,
                        "The page's tables merge cells over far more rows than they have; "
                        "it is hostile or broken. Save the part you need.",
                    )
                self.row.append("")
                spans.column += width
        self.cells += 1
        if hidden:
            return
        width = _span(attrs, "colspan", _MAX_COLSPAN)
        rows = _span(attrs, "rowspan", _MAX_ROWSPAN)
        if rows > 1:
            spans.fresh.append([spans.column, width, rows - 1])
        spans.column += width

    def end_cell(self) -> None:
        if self.cell is None or self.row is None:
            self.cell = None
            return
        text = _WS.sub(" ", "".join(self.cell)).strip()
        (self.row_hidden if self.cell_hidden else self.row).append(text)
        self.cell = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements += 1
        if self.elements > self.max_elements:
            raise ExtractError(
                DOCUMENT_LIMIT_EXCEEDED,
                f"The page has more than {self.max_elements} elements; it is hostile or too "
                "large to read. Save the part you need.",
            )
        if tag == "title" and not self.title:
            self.in_title = True
        if tag in _SPACED and not self._dropped():
            self.data(" ")  # menu links sit side by side with no space between them
        if tag in _VOID:
            if tag == "br" and not self._dropped():
                self.data("\n")
            elif tag == "hr" and not self._dropped():
                self.flush()
            elif tag == "img" and not self._dropped():
                self.picture(attrs)
            return
        if tag in _SELF_CLOSING:
            self._close_implied(tag)
        hidden = self._hidden() or _hides(attrs)
        dropped = self._dropped() or tag in _DROPPED
        if len(self.stack) >= _MAX_DEPTH:
            raise ExtractError(
                DOCUMENT_LIMIT_EXCEEDED,
                "The page nests elements deeper than any real page; it is hostile or broken.",
            )
        self.stack.append((tag, hidden, dropped))
        if dropped:
            return
        if tag == "table":
            # A table inside a cell: its rows become blocks of their own, given after the row
            # whose cell holds it (that row is a block once its last cell ends), as in docx.
            if self.cell is None:
                self.flush()
                self.table_starts = True
            self.tables.append(
                _Around(
                    self.row, self.row_hidden, self.cell, self.cell_hidden, self.spans,
                    self.pending, self.sink,
                )
            )  # fmt: skip
            if self.cell is not None:
                self.sink = self.pending  # after the row whose cell holds it
            self.row, self.row_hidden, self.cell, self.cell_hidden = None, [], None, False
            self.spans, self.pending = _Spans(), []
        elif tag == "tr":
            self.flush_row()
            self.flush()
            self.row = []
        elif tag in ("td", "th") and self.row is not None:
            self.end_cell()
            self.start_cell(attrs, hidden)
            self.cell = []
            self.cell_hidden = hidden
        elif self.cell is not None:
            if tag in _BREAKS:
                self.cell.append(" ")
        elif tag in _BREAKS:
            # flush() leaves the kind of the open container (this tag included) for what
            # follows: a heading's level, a list item's, or a paragraph.
            self.flush()
            if tag in _KINDS and _KINDS[tag] != "paragraph" and tag not in _CONTAINERS:
                self.kind, self.level = _KINDS[tag], None

    def _close_implied(self, tag: str) -> None:
        stops = _SELF_CLOSING[tag]
        for index in range(len(self.stack) - 1, -1, -1):
            open_tag = self.stack[index][0]
            if open_tag == tag:
                while len(self.stack) > index:
                    self._pop()
                return
            if open_tag in stops:
                return

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        if not any(open_tag == tag for open_tag, _, _ in self.stack):
            return  # a stray end tag
        while self.stack:
            if self._pop() == tag:
                return

    def _pop(self) -> str:
        tag, _, dropped = self.stack.pop()
        if dropped:
            return tag
        if tag in _SPACED:
            self.data(" ")
        if tag in ("td", "th"):
            self.end_cell()
        elif tag == "tr":
            self.flush_row()
        elif tag == "table":
            self.flush_row()
            if self.tables:
                around = self.tables.pop()
                self.row, self.row_hidden = around.row, around.row_hidden
                self.cell, self.cell_hidden = around.cell, around.cell_hidden
                self.spans, self.pending, self.sink = around.spans, around.pending, around.sink
            if self.cell is not None:
                self.cell.append(" ")
        elif tag in _BREAKS and self.cell is None:
            self.flush()
        return tag

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title.append(data)
        if self._dropped() or (not self.stack and not data.strip()):
            return
        self.data(data)

    def data(self, text: str) -> None:
        if self.cell is not None:
            self.cell.append(text)
            return
        if self.row is not None:
            return  # text between cells of a row is whitespace in real pages
        (self.hidden if self._hidden() else self.visible).append(text)

    def close(self) -> None:
        while self.stack:
            self._pop()
        self.flush_row()
        self.flush()


def _tree(text: str) -> Any:
    """The page as an lxml tree: libxml2's HTML parser (linear on hostile markup such as
    `<a<a<a...`, which makes the standard library's parser quadratic), with no network, no
    comments and no processing instructions; it knows HTML's named entities and nothing else."""
    import lxml.html  # pyright: ignore[reportMissingImports]

    parser = lxml.html.HTMLParser(
        recover=True,
        no_network=True,
        remove_comments=True,
        remove_pis=True,
        huge_tree=False,
        default_doctype=False,
    )
    if not text.strip():
        return None
    # An XHTML page's XML declaration names an encoding, and libxml2 refuses a decoded string
    # that declares one; the bytes were already decoded by fa's own rules, so it is dropped.
    text = _XML_DECLARATION.sub("", text, count=1)
    try:
        root = lxml.html.document_fromstring(text, parser=parser)
    except etree.ParserError:  # nothing that makes an element: an empty page
        return None
    if any("depth" in str(entry.message).lower() for entry in parser.error_log):
        # libxml2 stops at 256 levels and drops the rest of the page: refuse, never truncate.
        raise ExtractError(
            DOCUMENT_LIMIT_EXCEEDED,
            "The page nests elements deeper than any real page; it is hostile or broken.",
        )
    return root


def _walk(root: Any, page: _Page) -> None:
    """Feed the tree to `page` as start tag, text, children, end tag, tail, iteratively."""
    if root is None:
        return
    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag
        if not isinstance(tag, str):  # comments and entities left by recovery
            if event == "end" and el.tail:
                page.handle_data(el.tail)
            continue
        tag = tag.lower()
        if event == "start":
            page.handle_starttag(tag, [(k, v) for k, v in el.attrib.items()])
            if el.text:
                page.handle_data(el.text)
        else:
            if tag not in _VOID:
                page.handle_endtag(tag)
            if el.tail:
                page.handle_data(el.tail)


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse an .html page into blocks `L<n>` (see the module docstring).

    Raises:
        ExtractError: DOCUMENT_ENCODING_UNKNOWN, DOCUMENT_LIMIT_EXCEEDED (too many elements or
            blocks, or nested too deep).
    """
    declared = _META_CHARSET.search(data[:4096])
    decoded = decode_text(data, declared.group(1).decode("ascii") if declared else None)
    parsed = Parsed(format="html", warnings=list(decoded.warnings))
    if data.count(b"<") > _LT_PER_ELEMENT * limits.max_html_elements:
        raise ExtractError(
            DOCUMENT_LIMIT_EXCEEDED,
            f"The page has far more tags than {limits.max_html_elements} elements need; it is "
            "hostile or too large to read. Save the part you need.",
        )
    page = _Page(parsed, limits)
    _walk(_tree(decoded.text), page)
    page.close()
    title = " ".join("".join(page.title).split())
    parsed.title = title or None
    hidden = sum(1 for b in parsed.blocks if "hidden" in b.flags)
    if hidden:
        parsed.warnings.append(
            DocWarning(
                "HIDDEN_TEXT",
                "Some elements are not displayed (the hidden attribute, display:none or "
                "visibility:hidden); their text is flagged hidden and cannot be the only "
                "support of a claim.",
                hidden,
            )
        )
    return parsed
