"""What the spreadsheet readers share: one row as one line of text (xlsx, xls, csv), and one
sheet's rows as blocks (xlsx, xls).

A dense row (every cell from the first column to the last filled one has a value) is its cells
joined with ` | `, like a docx table row. A sparse row keeps each value's column letter
(`B: 1,234 | D: 5.6%`), so a figure can be told apart from its neighbour's even when the blank
cells between them are gone, and a person finds it in the sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .._errors import DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._limits import Limits
from .._model import TABLE_START, Block, DocWarning, Parsed, TocEntry

__all__ = (
    "Budget",
    "SheetRows",
    "column_letter",
    "column_number",
    "hidden_rows",
    "macros_not_run",
    "row_text",
    "unread_formats",
)

_TOC_CHARS = 200
# Without a defined table, the header is the first row with two or more values among the first
# rows (a title or a unit note such as `(단위: 백만원)` often stands alone above it), else the
# first row.
_HEADER_SEARCH_ROWS = 5


def column_letter(number: int) -> str:
    """Excel's name of a 1-based column number (1 -> A, 27 -> AA)."""
    letters = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


@lru_cache(maxsize=4096)
def column_number(letters: str) -> int:
    """The 1-based number of an upper-case column name (A -> 1, AA -> 27); 0 if not one."""
    number = 0
    for char in letters:
        if not "A" <= char <= "Z":
            return 0
        number = number * 26 + ord(char) - 64
    return number


def _clean(value: str) -> str:
    # A cell's own line breaks and tabs would break the one-row-one-line reading.
    return " ".join(value.split())


def row_text(cells: Sequence[tuple[int, str]]) -> str:
    """The text of a row given its (column number, displayed value) pairs in column order.

    Empty values are dropped; the result is "" for a row without any value.
    """
    filled = [(col, text) for col, raw in cells if (text := _clean(raw))]
    if not filled:
        return ""
    dense = all(col == i for i, (col, _) in enumerate(filled, start=1))
    if dense:
        return " | ".join(text for _, text in filled)
    return " | ".join(f"{column_letter(col)}: {text}" for col, text in filled)


def _limit(message: str) -> ExtractError:
    return ExtractError(DOCUMENT_LIMIT_EXCEEDED, message)


@dataclass(slots=True)
class Budget:
    """What a whole workbook may hold, counted as its rows are read: cells with a value and
    characters of values (`max_cells`, `max_chars`)."""

    limits: Limits
    cells: int = 0
    chars: int = 0


class SheetRows:
    """One sheet's rows into blocks `x<sheet>.<row>`, as every workbook reader gives them.

    Each row with a value is a `table_row` flagged `table`; the sheet's first row and each
    defined table's header row (`headers`) are flagged `table_start`; a header row is also
    `heading` (a defined table's, else the first row with two values or more among the first
    five, else the first row) and the sheet's first one is its toc entry (`Sheet name: header
    text`) unless the sheet is hidden. A row of a hidden sheet is `hidden`, as is a row the
    reader says is (a hidden row or column, an invisible format). The caps apply while reading.
    """

    def __init__(
        self,
        parsed: Parsed,
        budget: Budget,
        number: int,
        name: str,
        *,
        hidden: bool = False,
        headers: set[int] | None = None,
    ) -> None:
        self.parsed = parsed
        self.budget = budget
        self.number = number
        self.name = name
        self.hidden = hidden
        self.headers = headers or set()
        self.rows = 0
        self.header: int | None = None  # index in parsed.blocks of the sheet's header row
        self.first: int | None = None

    def add(
        self,
        number: int,
        cells: list[tuple[int, str]],
        *,
        hidden: bool = False,
        unformatted: bool = False,
    ) -> None:
        """Row `number` (as the sheet numbers it) from its (column, displayed value) pairs;
        `unformatted` when a value is shown raw because its number format cannot be read.

        Raises:
            ExtractError: DOCUMENT_LIMIT_EXCEEDED (too many rows, cells, characters or blocks).
        """
        if not cells:
            return
        cells.sort(key=lambda cell: cell[0])
        line = row_text(cells)
        if not line:
            return
        self.rows += 1
        budget, limits, blocks = self.budget, self.budget.limits, self.parsed.blocks
        budget.cells += len(cells)
        budget.chars += len(line)
        if budget.chars > limits.max_chars:
            raise _limit(
                f"The workbook holds more than {limits.max_chars} characters of values; "
                "save the sheets you need in a smaller workbook."
            )
        if self.rows > limits.max_sheet_rows:
            raise _limit(
                f"A sheet has more than {limits.max_sheet_rows} rows with values; save "
                "the rows you need in a smaller workbook."
            )
        if budget.cells > limits.max_cells:
            raise _limit(
                f"The workbook has more than {limits.max_cells} cells with values; save "
                "the sheets you need in a smaller workbook."
            )
        if len(blocks) >= limits.max_blocks:
            raise _limit(
                f"The workbook has more than {limits.max_blocks} rows with values; save "
                "the sheets you need in a smaller workbook."
            )
        flags = ["table"]
        if self.rows == 1 or number in self.headers:  # a sheet's first row, a table's head
            flags.append(TABLE_START)
        if number in self.headers:
            flags.append("heading")
        if hidden or self.hidden:
            flags.append("hidden")
        if unformatted:
            flags.append("unformatted")
        anchor = f"x{self.number}.{number}"
        blocks.append(Block(anchor, "table_row", line, flags=tuple(flags)))
        if self.header is None and (
            number in self.headers
            or (not self.headers and self.rows <= _HEADER_SEARCH_ROWS and len(cells) > 1)
        ):
            self.header = len(blocks) - 1
        if self.first is None:
            self.first = len(blocks) - 1

    def finish(self) -> None:
        """Flag the sheet's header row `heading` and give the sheet its toc entry."""
        header = self.header
        if header is None and not self.headers:
            header = self.first
        if header is None:
            return
        blocks = self.parsed.blocks
        block = blocks[header]
        if "heading" not in block.flags:
            flags = ("table", "heading", *block.flags[1:])
            blocks[header] = Block(block.anchor, block.kind, block.text, flags=flags)
        if not self.hidden:
            title = f"{self.name}: {block.text}"[:_TOC_CHARS]
            self.parsed.toc.append(TocEntry(block.anchor, 1, title))


def hidden_rows(count: int) -> DocWarning:
    """The warning for `count` rows a person does not see in Excel (flagged `hidden`)."""
    return DocWarning(
        "HIDDEN_TEXT",
        "Some rows are not visible in Excel (a hidden sheet or row, a value in a hidden "
        "column or under the ;;; format); they are flagged hidden and cannot be the only "
        "support of a claim.",
        count,
    )


def unread_formats(count: int) -> DocWarning:
    """The warning for `count` cells shown raw because their number format cannot be read."""
    return DocWarning(
        "NUMBER_FORMAT_UNREAD",
        "Some cells have a number format fa cannot read (a '[' never closed, which Excel "
        "refuses to enter); their stored value is shown as General shows it and their rows are "
        "flagged unformatted: Excel may show them otherwise (a date as a serial number).",
        count,
    )


def macros_not_run() -> DocWarning:
    """The warning for a workbook that holds macros (xlsm, an .xls with a VBA project)."""
    return DocWarning(
        "MACROS_NOT_RUN",
        "The workbook contains macros. fa never runs them; the values shown are the ones "
        "saved in the file.",
    )
