"""One spreadsheet row as one line of text, shared by the xlsx and csv readers.

A dense row (every cell from the first column to the last filled one has a value) is its cells
joined with ` | `, like a docx table row. A sparse row keeps each value's column letter
(`B: 1,234 | D: 5.6%`), so a figure can be told apart from its neighbour's even when the blank
cells between them are gone, and a person finds it in the sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

__all__ = ("column_letter", "column_number", "row_text")


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
