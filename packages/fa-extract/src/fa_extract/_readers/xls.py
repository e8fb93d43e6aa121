"""Legacy Excel 97-2003 workbooks (.xls, BIFF 5 to 8) to one block per non-empty row, as xlsx.

Korean public bodies and their web systems still publish and export `.xls`; this reader gives
them the blocks, anchors (`x2.14`: the second tab, row 14 as Excel numbers it), flags and caps of
xlsx (`cells.SheetRows`).

The compound file is opened with olefile and its `Workbook` (BIFF 8) or `Book` (BIFF 5) stream
counted before any cell is built (`_census`): records, cells (blank ones too: a range of
formatted blanks is one record for 256 cells), the tab order of sheets with their kinds, and the
encryption record (`FILEPASS`: DOCUMENT_ENCRYPTED). Only then does xlrd (BSD, pure Python, the
reader pandas uses for .xls) parse the stream: nothing is calculated (BIFF keeps each formula's
last value), no macro runs.

Values are shown as the sheet displays them through each cell's own number format (`numfmt`, as
xlsx: `1,234,000`, `12.5%`, `2025-03-05`, by the workbook's 1900 or 1904 date base), booleans as
TRUE/FALSE, errors as Excel writes them (`#DIV/0!`). A merged range holds its value in its first
cell, so it appears once. A row of a hidden sheet, a hidden row, and a row with a value in a
hidden column or under the invisible format `;;;` is `hidden`. Chart and macro sheets count in
the tab order and have no rows.
"""

from __future__ import annotations

import struct
from typing import Any

from .._errors import (
    DOCUMENT_CORRUPT,
    DOCUMENT_LIMIT_EXCEEDED,
    FORMAT_MISMATCH,
    ExtractError,
)
from .._limits import Limits
from .._model import Parsed
from .cells import Budget, SheetRows, hidden_rows, macros_not_run, unread_formats
from .numfmt import format_number, general, is_invisible, is_unreadable
from .ooxml import office_encrypted
from .summary import MOST_SUMMARY_BYTES, summary_title

__all__ = ("parse",)

_CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_HEADER = struct.Struct("<HH")
_FILEPASS = 0x002F
_FILEPASS_BY = 3  # FILEPASS is the second record, or the third after WRITEPROT
_BOUNDSHEET = 0x0085
_ONE_CELL = frozenset({0x0203, 0x027E, 0x00FD, 0x0204, 0x0205, 0x0006, 0x0201, 0x00D6})
_MULRK, _MULBLANK = 0x00BD, 0x00BE
_BOF, _COLINFO, _MERGEDCELLS = 0x0809, 0x007D, 0x00E5
# Records xlrd builds an object for, named for a person, at most 65,536 of each kind: a cell
# names its style, a style its font and format, in 16 bits (the real workbooks held up to 423
# styles); past that it is a flood (200,000 styles took xlrd 3.9 s and 276 MB).
_COUNTED = {0x00E0: "cell styles", 0x0031: "fonts", 0x041E: "number formats"}
# Defined names (NAME): fa reads none (a formula's last value is in its cell), but xlrd
# evaluates every one and gives up on the whole workbook for one it cannot (a name referring
# to itself); each is handed to xlrd under a record number it skips.
_NAME, _SKIPPED = 0x0018, 0x0000
_MOST_OF_A_KIND = 65_536
# Column ranges (COLINFO) in one sheet: xlrd writes each into every column it covers, and a
# sheet has 256 columns (the real ones held up to 30 ranges).
_MOST_COLUMN_RANGES = 1_024
_WORKSHEET = 0
_MOST_RECORDS = 4_000_000  # a stream of records this many is a flood, not a workbook
_DIFSECT, _ENDOFCHAIN = 0xFFFFFFFC, 0xFFFFFFFE


def _refused(code: str, message: str) -> ExtractError:
    return ExtractError(code, message)


def _corrupt() -> ExtractError:
    return _refused(
        DOCUMENT_CORRUPT,
        "The Excel 97-2003 workbook is damaged. Open it in Excel, save it as .xlsx and try that "
        "copy.",
    )


def _census(stream: bytes, limits: Limits) -> tuple[list[tuple[int, int]], list[int]]:
    """The sheets of a BIFF workbook stream in tab order, as (kind, visibility) pairs (kind 0 is
    a worksheet; visibility 0 shown, 1 hidden, 2 very hidden), and where its NAME records
    start, after counting its records and cells against the caps. One pass over the record
    headers, nothing built.

    Raises:
        ExtractError: DOCUMENT_ENCRYPTED (a FILEPASS record where Excel writes it: the
            second record, or the third after WRITEPROT), DOCUMENT_LIMIT_EXCEEDED (more
            records or cells than a workbook holds), DOCUMENT_CORRUPT (a record past the end, a
            FILEPASS elsewhere).
    """
    sheets: list[tuple[int, int]] = []
    names: list[int] = []
    unpack = _HEADER.unpack_from
    pos, end, records, cells, column_ranges = 0, len(stream), 0, 0, 0
    kinds = dict.fromkeys(_COUNTED, 0)
    most_cells = limits.max_cells
    while pos + 4 <= end:
        kind, size = unpack(stream, pos)
        pos += 4
        records += 1
        if kind in _ONE_CELL:
            cells += 1
        elif kind == _MULRK:
            cells += max(size - 6, 0) // 6
        elif kind == _MULBLANK:
            cells += max(size - 6, 0) // 2
        elif kind == _MERGEDCELLS and size >= 2:  # each range is a tuple in xlrd, 2+ cells
            cells += int.from_bytes(stream[pos : pos + 2], "little")
        elif kind in kinds:
            kinds[kind] += 1
            if kinds[kind] > _MOST_OF_A_KIND:
                raise _refused(
                    DOCUMENT_LIMIT_EXCEEDED,
                    f"The workbook holds more than {_MOST_OF_A_KIND} {_COUNTED[kind]}, more "
                    "than its cells can use; it is hostile or damaged. Save the sheets you "
                    "need in a new workbook (.xlsx).",
                )
        elif kind == _COLINFO:
            column_ranges += 1
            if column_ranges > _MOST_COLUMN_RANGES:
                raise _refused(
                    DOCUMENT_LIMIT_EXCEEDED,
                    f"A sheet describes more than {_MOST_COLUMN_RANGES} column ranges for its "
                    "256 columns; it is hostile or damaged. Save the sheets you need in a new "
                    "workbook (.xlsx).",
                )
        elif kind == _BOF:
            column_ranges = 0
        elif kind == _NAME:
            names.append(pos - 4)
        elif kind == _BOUNDSHEET and size >= 6:
            sheets.append((stream[pos + 5], stream[pos + 4] & 0x03))
        elif kind == _FILEPASS:
            # Excel writes it right after the workbook's BOF (a WRITEPROT may come between);
            # anywhere else it is a header read out of step after a damaged length.
            if records <= _FILEPASS_BY:
                raise office_encrypted()
            raise _corrupt()
        if cells > most_cells or records > _MOST_RECORDS:
            raise _refused(
                DOCUMENT_LIMIT_EXCEEDED,
                f"The workbook holds more than {most_cells} cells (formatted blank cells "
                "count); it is hostile or far larger than a real workbook. Save the sheets you "
                "need in a smaller workbook (.xlsx).",
            )
        pos += size
    if pos > end:
        raise _corrupt()
    return sheets, names


def _without_names(stream: bytes, names: list[int]) -> bytes:
    """The stream with each NAME record renumbered to one xlrd skips (see `_NAME`)."""
    if not names:
        return stream
    out = bytearray(stream)
    for pos in names:
        out[pos : pos + 2] = _SKIPPED.to_bytes(2, "little")
    return bytes(out)


def _difat_end_mended(data: bytes) -> bytes:
    """The compound file with the last pointer of its DIFAT chain (the list of FAT sectors past
    the header's 109, in files over 6.8 MB) set to ENDOFCHAIN where the file has DIFSECT.

    Some exporters write DIFSECT there (xlrd's `issue85.xls`, a 9 MB product list Excel opens);
    olefile refuses anything but ENDOFCHAIN or FREESECT, though the chain is whole. The walk
    follows at most the header's count of DIFAT sectors, each inside the file.
    """
    if len(data) < 512:
        return data
    shift = struct.unpack_from("<H", data, 0x1E)[0]
    first, count = struct.unpack_from("<II", data, 0x44)
    if count == 0 or shift not in (9, 12):
        return data
    size = 1 << shift
    sector, end = first, -1
    for _ in range(min(count, len(data) // size)):
        end = (sector + 1) * size + size - 4  # the sector's last pointer: the next one
        if sector >= _DIFSECT or end + 4 > len(data):
            return data
        sector = struct.unpack_from("<I", data, end)[0]
    if sector != _DIFSECT or end < 0:
        return data
    return data[:end] + struct.pack("<I", _ENDOFCHAIN) + data[end + 4 :]


def _workbook_stream(data: bytes, limits: Limits) -> tuple[bytes, str | None, bool]:
    """The BIFF stream of an .xls compound file, its title (summary information) and whether
    it holds a VBA project (macros)."""
    if not data.startswith(_CFB):
        raise _refused(
            FORMAT_MISMATCH,
            "The file's contents are not an Excel 97-2003 workbook although its name ends in "
            ".xls. Open it in the program that made it and export it again.",
        )
    import olefile

    try:
        ole: Any = olefile.OleFileIO(_difat_end_mended(data))  # its stubs want bytes names
    except Exception as exc:  # olefile raises OSError, ValueError and its own types
        raise _corrupt() from exc
    with ole:
        name = next((n for n in ("Workbook", "Book") if ole.exists(n)), None)
        if name is None and not ole.listdir():  # no stream at all: a directory of noise
            raise _corrupt()
        if name is None:
            raise _refused(
                FORMAT_MISMATCH,
                "The file is a compound document but not an Excel workbook (it has no Workbook "
                "stream): perhaps a Word (.doc) or Hangul (.hwp) file renamed. Check its "
                "extension.",
            )
        # A damaged directory can make any entry a storage, where olefile's size and stream
        # calls raise TypeError: every call on an entry is inside the guard.
        try:
            if ole.get_size(name) > limits.max_file_bytes:
                raise _corrupt()
            stream = ole.openstream(name).read()
            title = _title(ole)
            macros = ole.exists("_VBA_PROJECT_CUR")
        except ExtractError:
            raise
        except Exception as exc:
            raise _corrupt() from exc
    return stream, title, macros


def _title(ole: Any) -> str | None:
    """The title of the summary information Excel writes (File > Properties), if any
    (`summary.summary_title`: bounded work on a damaged set)."""
    name = "\x05SummaryInformation"
    if not ole.exists(name) or ole.get_size(name) > MOST_SUMMARY_BYTES:
        return None
    return summary_title(ole.openstream(name).read())


class _Discard:
    """Where xlrd's notes about odd records go: nowhere (never a document byte in a log)."""

    def write(self, _text: str) -> int:
        return 0


class _Book:
    """xlrd's workbook read for display: each cell's shown text and whether it is invisible."""

    def __init__(self, book: Any) -> None:
        import xlrd

        self.book = book
        self.xlrd = xlrd
        self.date1904 = book.datemode == 1
        self.unformatted = 0  # cells shown raw: their number format cannot be read
        self.codes: dict[int, str] = {
            key: fmt.format_str for key, fmt in book.format_map.items() if fmt.format_str
        }
        # Per cell style (XF): its format code, whether it shows nothing (`;;;`), whether it is
        # General. Worked out once per style, not per cell: a sheet has few styles.
        self.styles: dict[int, tuple[str, bool, bool]] = {}

    def style(self, xf_index: int) -> tuple[str, bool, bool]:
        found = self.styles.get(xf_index)
        if found is None:
            xf_list = self.book.xf_list
            code = "General"
            if 0 <= xf_index < len(xf_list):
                code = self.codes.get(xf_list[xf_index].format_key, "General")
            found = (code, is_invisible(code), code.strip().lower() == "general")
            self.styles[xf_index] = found
        return found

    def value(self, ctype: int, value: Any, xf_index: int) -> tuple[str, bool]:
        """(displayed text, invisible) of one cell."""
        x = self.xlrd
        if ctype in (x.XL_CELL_EMPTY, x.XL_CELL_BLANK):
            return "", False
        code, invisible, plain = self.style(xf_index)
        if ctype == x.XL_CELL_TEXT:
            return str(value), invisible
        if ctype == x.XL_CELL_BOOLEAN:
            return ("TRUE" if value else "FALSE"), invisible
        if ctype == x.XL_CELL_ERROR:
            return x.error_text_from_code.get(value, "#N/A"), invisible
        number = float(value)
        if invisible:  # `;;;` shows nothing; the stored value is what is hidden
            return general(number), True
        if plain:
            return general(number), False
        if is_unreadable(code):
            self.unformatted += 1
            return general(number), False
        return format_number(number, code, self.date1904), False


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse an .xls workbook into blocks `x<sheet>.<row>` (see the module docstring).

    Raises:
        ExtractError: FORMAT_MISMATCH (a compound file that is not a workbook),
            DOCUMENT_ENCRYPTED, DOCUMENT_CORRUPT, DOCUMENT_LIMIT_EXCEEDED.
    """
    import xlrd
    from xlrd.biffh import XLRDError

    stream, title, macros = _workbook_stream(data, limits)
    tabs, names = _census(stream, limits)
    try:
        book = xlrd.open_workbook(
            file_contents=_without_names(stream, names),
            formatting_info=True,
            ragged_rows=True,
            logfile=_Discard(),
        )
    except XLRDError as exc:  # encryption was ruled out by the census: this is damage
        raise _corrupt() from exc
    except (MemoryError, RecursionError):
        raise
    except Exception as exc:  # xlrd raises struct, index and assertion errors on damage
        raise _corrupt() from exc
    shown = _Book(book)
    parsed = Parsed(format="xls", title=title)
    budget = Budget(limits)
    # Tab numbers of the worksheets xlrd lists (it skips chart and macro sheets, which keep
    # their place in the tab order); a stream without sheet records numbers them in order.
    numbers = [n for n, (kind, _) in enumerate(tabs, start=1) if kind == _WORKSHEET]
    for index in range(book.nsheets):
        sheet = book.sheet_by_index(index)
        number = numbers[index] if index < len(numbers) else index + 1
        hidden_sheet = sheet.visibility != 0
        rows = SheetRows(parsed, budget, number, " ".join(sheet.name.split()), hidden=hidden_sheet)
        hidden_columns = {c for c, info in sheet.colinfo_map.items() if info.hidden}
        for r in range(sheet.nrows):
            info = sheet.rowinfo_map.get(r)
            hidden = bool(info is not None and info.hidden)
            cells: list[tuple[int, str]] = []
            unformatted = shown.unformatted
            types = sheet.row_types(r)
            values = sheet.row_values(r)
            for c, (ctype, value) in enumerate(zip(types, values, strict=True)):
                text, invisible = shown.value(ctype, value, sheet.cell_xf_index(r, c))
                if not text.strip():
                    continue
                cells.append((c + 1, text))
                if invisible or c in hidden_columns:
                    hidden = True
            rows.add(r + 1, cells, hidden=hidden, unformatted=shown.unformatted > unformatted)
        rows.finish()
    hidden = sum(1 for b in parsed.blocks if "hidden" in b.flags)
    if hidden:
        parsed.warnings.append(hidden_rows(hidden))
    if shown.unformatted:
        parsed.warnings.append(unread_formats(shown.unformatted))
    if macros:
        parsed.flags.add("macros")
        parsed.warnings.append(macros_not_run())
    return parsed
