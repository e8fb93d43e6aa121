"""Excel (.xlsx, .xlsm) to one block per non-empty row: `x2.14` is sheet 2, row 14.

Read straight from the zip after `preflight_ooxml` (zip budget, no DTD), with lxml's incremental
parser under the same hardening as `ooxml.Package` (no entities, no network, no DTD, no huge
text nodes), and never through a spreadsheet engine: nothing is calculated and no macro runs. A
formula contributes the value Excel cached when the file was saved; a formula saved without one
is counted in a `FORMULAS_NOT_CALCULATED` warning. Worksheets are streamed row by row and each
row is dropped once read, so memory follows the widest row, not the sheet, and rows without a
value (a million formatted empty rows) produce nothing and count against nothing.

Sheets are numbered in the workbook's tab order, chart sheets included (they have no rows), so
`x2.14` is the second tab, row 14 as Excel numbers it. A row's text is its displayed values in
column order (`cells.row_text`: ` | ` between them, the column letter kept where cells are
sparse). Values are shown as the sheet displays them (`numfmt`): `1,234,000`, `12.5%`,
`2025-03-05`; booleans as TRUE/FALSE, errors as written (`#DIV/0!`), shared and inline strings
without their phonetic guides. A merged range holds its value in its first cell, so it appears
once.

Flags: every row is `table`; a header row (the header of a defined table, else the first row
with two or more values among the sheet's first five, else its first row) is also `heading`, and
the sheet's first header row is its toc entry (`Sheet name: header text`); a row
of a hidden or very hidden sheet, a hidden row, and a row with a value in a hidden column or
under the invisible format `;;;` is `hidden` as a whole, so what a person cannot see never
supports a claim. Limits: cells with a value (`max_cells`), shared strings
(`max_shared_strings`), non-empty rows per sheet (`max_sheet_rows`), blocks (`max_blocks`),
characters (`max_chars`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import IO, Any

from lxml import etree  # pyright: ignore[reportAttributeAccessIssue] (lxml ships no stubs)

from .._errors import DOCUMENT_CORRUPT, DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._limits import Limits
from .._model import DocWarning, Parsed
from .cells import Budget, SheetRows, column_number, hidden_rows, macros_not_run, unread_formats
from .numfmt import BUILTIN_FORMATS, format_number, general, is_invisible, is_unreadable
from .ooxml import HARDENED_XML, Package, R

__all__ = ("parse",)

_MAIN_NAMESPACES = (
    "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "http://purl.oclc.org/ooxml/spreadsheetml/main",  # ISO strict
)
_CELL_REF = re.compile(r"([A-Z]{1,3})([0-9]{1,7})$")
_RANGE_START = re.compile(r"\$?([A-Z]{1,3})\$?([0-9]{1,7})")
_MAX_COLUMN = 16384
_TRUE = ("1", "true")


def _limit(message: str) -> ExtractError:
    return ExtractError(DOCUMENT_LIMIT_EXCEEDED, message)


def _iterparse(stream: IO[bytes], tags: tuple[str, ...]) -> Any:
    """lxml's incremental parser, hardened like `ooxml`'s tree parser (`HARDENED_XML`)."""
    return etree.iterparse(stream, events=("end",), tag=tags, **HARDENED_XML)


def _drop(el: Any) -> None:
    """Free an element read to its end, and the siblings before it (bounded memory)."""
    el.clear()
    parent = el.getparent()
    if parent is not None:
        while el.getprevious() is not None:
            del parent[0]


@dataclass(slots=True)
class _Style:
    code: str
    invisible: bool
    general: bool


@dataclass(slots=True)
class _Sheet:
    number: int
    name: str
    part: str | None
    hidden: bool
    headers: set[int] = field(default_factory=set)


class _Workbook:
    def __init__(self, data: bytes, limits: Limits) -> None:
        self.pkg = Package(data, limits)
        self.limits = limits
        self.main, root = self.pkg.main_root(
            lambda root: etree.QName(root).namespace in _MAIN_NAMESPACES,
            "The file is an Office document but not an Excel workbook. Check its extension "
            "(.docx for Word, .pptx for PowerPoint).",
        )
        self.s = "{" + etree.QName(root).namespace + "}"
        # Parts read whole come in transitional names (`Package.xml` translates Strict ones);
        # the streamed ones (shared strings, worksheets) keep the names the file wrote.
        self.stream_s = "{" + _MAIN_NAMESPACES[1] + "}" if self.pkg.strict else self.s
        self._v, self._is, self._f = (f"{self.stream_s}{name}" for name in ("v", "is", "f"))
        pr = root.find(f"{self.s}workbookPr")
        self.date1904 = pr is not None and (pr.get("date1904") or "").lower() in _TRUE
        self.sheets: list[_Sheet] = []
        sheets = root.find(f"{self.s}sheets")
        for number, el in enumerate(sheets if sheets is not None else (), start=1):
            state = (el.get("state") or "visible").lower()
            part = self.pkg.rel_target(self.main, el.get(f"{R}id") or "")
            name = " ".join((el.get("name") or f"Sheet{number}").split())
            self.sheets.append(_Sheet(number, name, part, state in ("hidden", "veryhidden")))
        self.styles = self._styles()
        self.shared = self._shared_strings()
        self.budget = Budget(limits)
        self.uncalculated = 0
        self.unformatted = 0  # cells shown raw: their number format cannot be read

    def _styles(self) -> list[_Style]:
        targets = self.pkg.targets(self.main, "styles")
        root = self.pkg.xml(targets[0]) if targets else None
        if root is None:
            return []
        custom: dict[int, str] = {}
        fmts = root.find(f"{self.s}numFmts")
        for el in fmts if fmts is not None else ():
            try:
                custom[int(el.get("numFmtId") or "")] = el.get("formatCode") or "General"
            except ValueError:
                continue
        styles: list[_Style] = []
        xfs = root.find(f"{self.s}cellXfs")
        for xf in xfs if xfs is not None else ():
            try:
                fmt_id = int(xf.get("numFmtId") or "0")
            except ValueError:
                fmt_id = 0
            code = custom.get(fmt_id) or BUILTIN_FORMATS.get(fmt_id, "General")
            styles.append(_Style(code, is_invisible(code), code.strip().lower() == "general"))
        return styles

    def _shared_strings(self) -> list[str]:
        targets = self.pkg.targets(self.main, "sharedStrings")
        stream = self.pkg.open(targets[0]) if targets else None
        if stream is None:
            return []
        s = self.stream_s
        si_tag, t_tag, r_tag = f"{s}si", f"{s}t", f"{s}r"
        most = self.limits.max_shared_strings
        strings: list[str] = []
        with stream:
            for _, si in _iterparse(stream, (si_tag,)):
                parts: list[str] = []
                for child in si:
                    if child.tag == t_tag:
                        parts.append(child.text or "")
                    elif child.tag == r_tag:  # a rich-text run; phonetic runs (rPh) are skipped
                        parts.extend(t.text or "" for t in child.iterchildren(t_tag))
                strings.append("".join(parts))
                if len(strings) > most:
                    raise _limit(
                        f"The workbook has more than {most} shared strings; it is hostile or "
                        "far larger than a real workbook. Save the sheets you need on their own."
                    )
                _drop(si)
        return strings

    def table_headers(self, sheet: _Sheet) -> None:
        """Rows that are the header row of a defined table (Insert > Table) on this sheet."""
        if sheet.part is None:
            return
        for target in self.pkg.targets(sheet.part, "table"):
            root = self.pkg.xml(target)
            if root is None or (root.get("headerRowCount") or "1") == "0":
                continue
            match = _RANGE_START.match(root.get("ref") or "")
            if match:
                sheet.headers.add(int(match.group(2)))

    def value(self, c: Any) -> tuple[str, bool]:
        """(displayed text, invisible) of one cell element."""
        s = self.stream_s
        kind = c.get("t") or "n"
        raw: str | None = None
        inline: Any = None
        formula = False
        for child in c:
            tag = child.tag
            if tag == self._v:
                raw = child.text
            elif tag == self._is:
                inline = child
            elif tag == self._f:
                formula = True
        style = self._style(c.get("s"))
        invisible = style.invisible if style else False
        if kind == "inlineStr":
            if inline is None:
                return "", False
            parts = [t.text or "" for t in inline.iterchildren(f"{s}t")]
            for run in inline.iterchildren(f"{s}r"):
                parts.extend(t.text or "" for t in run.iterchildren(f"{s}t"))
            return "".join(parts), invisible
        if raw is None:
            if formula:
                self.uncalculated += 1
            return "", False
        if kind == "s":
            try:
                return self.shared[int(raw)], invisible
            except (ValueError, IndexError):
                return "", False
        if kind == "b":
            return ("TRUE" if raw.strip() in _TRUE else "FALSE"), invisible
        if kind in ("str", "e"):
            return raw, invisible
        if kind == "d":
            return raw.removesuffix("T00:00:00"), invisible
        try:
            number = float(raw)
        except ValueError:
            return raw, invisible
        if invisible:  # `;;;` shows nothing; the stored value is what is hidden
            return general(number), True
        if style is None or style.general:
            return general(number), False
        if is_unreadable(style.code):
            self.unformatted += 1
            return general(number), False
        return format_number(number, style.code, self.date1904), False

    def _style(self, index: str | None) -> _Style | None:
        if not index:
            return self.styles[0] if self.styles else None
        try:
            return self.styles[int(index)]
        except (ValueError, IndexError):
            return None

    def read_sheet(self, sheet: _Sheet, parsed: Parsed) -> None:
        """Append the non-empty rows of one worksheet as blocks; stream, never hold the sheet."""
        stream = self.pkg.open(sheet.part) if sheet.part else None
        if stream is None:
            return
        s = self.stream_s
        row_tag, col_tag, c_tag = f"{s}row", f"{s}col", f"{s}c"
        hidden_columns: set[int] = set()
        previous_row = 0
        rows = SheetRows(
            parsed,
            self.budget,
            sheet.number,
            sheet.name,
            hidden=sheet.hidden,
            headers=sheet.headers,
        )
        with stream:
            for _, el in _iterparse(stream, (row_tag, col_tag)):
                if el.tag == col_tag:
                    if (el.get("hidden") or "").lower() in _TRUE:
                        first, last = _int(el.get("min")), _int(el.get("max"))
                        if 1 <= first <= last:
                            hidden_columns.update(range(first, min(last, _MAX_COLUMN) + 1))
                    continue
                number = _int(el.get("r")) or previous_row + 1
                if number <= previous_row:
                    # Excel writes rows in ascending order and refuses a file that does not;
                    # a repeated row number would also give two blocks one anchor.
                    raise ExtractError(
                        DOCUMENT_CORRUPT,
                        "A sheet lists its rows out of order, which Excel never writes. Open the "
                        "file in Excel, save a new copy and try that copy.",
                    )
                previous_row = number
                cells: list[tuple[int, str]] = []
                hidden = (el.get("hidden") or "").lower() in _TRUE
                unformatted = self.unformatted
                column = 0
                for c in el.iterchildren(c_tag):
                    ref = _CELL_REF.match(c.get("r") or "")
                    column = column_number(ref.group(1)) if ref else column + 1
                    text, invisible = self.value(c)
                    if not text.strip():
                        continue
                    cells.append((column, text))
                    if invisible or column in hidden_columns:
                        hidden = True
                _drop(el)
                rows.add(number, cells, hidden=hidden, unformatted=self.unformatted > unformatted)
        rows.finish()


def _int(raw: str | None) -> int:
    if raw is None or not raw.isascii() or not raw.isdigit() or len(raw) > 9:
        return 0
    return int(raw)


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse an .xlsx or .xlsm into blocks `x<sheet>.<row>` (see the module docstring).

    Runs inside the extraction worker after `preflight_ooxml`; returns raw text.

    Raises:
        ExtractError: `FORMAT_MISMATCH` (an Office zip that is not a workbook),
            `DOCUMENT_CORRUPT` (broken zip or XML), `DOCUMENT_LIMIT_EXCEEDED` (too many cells,
            rows, shared strings or blocks).
    """
    try:
        book = _Workbook(data, limits)
        parsed = Parsed(format="xlsx")
        for sheet in book.sheets:
            book.table_headers(sheet)
            book.read_sheet(sheet, parsed)
    except etree.XMLSyntaxError as exc:
        if "depth" in str(exc).lower() or "huge" in str(exc).lower():
            raise _limit(
                "A part of the workbook is nested or sized past any real workbook."
            ) from exc
        raise ExtractError(
            DOCUMENT_CORRUPT,
            "A sheet of the workbook is not well-formed XML. Open it in Excel, save a new copy "
            "and try that copy.",
        ) from exc
    parsed.title = book.pkg.core_title()
    parsed.warnings.extend(book.pkg.warnings())
    hidden = sum(1 for b in parsed.blocks if "hidden" in b.flags)
    if hidden:
        parsed.warnings.append(hidden_rows(hidden))
    if book.unformatted:
        parsed.warnings.append(unread_formats(book.unformatted))
    if book.uncalculated:
        parsed.warnings.append(
            DocWarning(
                "FORMULAS_NOT_CALCULATED",
                "Some formulas were saved without a calculated value (the file was written by a "
                "program that does not calculate); fa never calculates, so those cells are "
                "empty here. Open the file in Excel and save it to fill them in.",
                book.uncalculated,
            )
        )
    if book.pkg.has("xl/vbaProject.bin"):
        parsed.flags.add("macros")
        parsed.warnings.append(macros_not_run())
    return parsed
