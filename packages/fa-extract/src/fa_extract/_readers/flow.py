"""What the readers of flowing documents (word processors) share.

Their blocks are numbered `L1..Ln` in reading order, the table of contents lists every heading
that is not hidden, and tracked changes nobody accepted are read as accepted, with one warning.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from .._model import TABLE_START, Block, DocWarning, TocEntry

__all__ = (
    "Flowing",
    "TableStarts",
    "block_number",
    "numbered_blocks",
    "roman",
    "tracked_changes",
)

_ROMAN = (
    (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
    (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
)  # fmt: skip


def roman(n: int) -> str:
    """`n` in lower-case Roman numerals (`iv`), as endnote marks and front-matter pages are
    numbered."""
    out = []
    for value, digits in _ROMAN:
        while n >= value:
            out.append(digits)
            n -= value
    return "".join(out)


class Flowing(Protocol):
    """A block a reader found, before its anchor is known."""

    kind: str
    text: str
    flags: tuple[str, ...]
    level: int | None
    page: int | None


class TableStarts:
    """Where a walker of tables is, for the flag of a table's first row (`TABLE_START`): how
    deep inside table cells (`in_cell`: a table there continues the rows of the table around
    it) and whether the next row is the first the outermost table gives (`table_starts`, set
    when that table begins: its own first row, or the first of a table in its cells when a box
    holding a table has no text of its own)."""

    in_cell = 0
    table_starts = False

    def row_flags(self, flags: tuple[str, ...]) -> tuple[str, ...]:
        """A row's flags, with TABLE_START on the first row of the outermost table."""
        if not self.table_starts:
            return flags
        self.table_starts = False
        return (*flags, TABLE_START)


def numbered_blocks(items: Iterable[Flowing], *, pages: bool) -> tuple[list[Block], list[TocEntry]]:
    """The blocks `L1..Ln` of `items` in their order, and the toc of their headings.

    `pages` False leaves the page numbers out: the file records no pages (no page breaks, no
    saved layout), so every block would claim page 1.
    """
    blocks: list[Block] = []
    toc: list[TocEntry] = []
    for n, item in enumerate(items, start=1):
        anchor = f"L{n}"
        blocks.append(
            Block(
                anchor=anchor,
                kind=item.kind,
                text=item.text,
                level=item.level,
                page=item.page if pages else None,
                flags=item.flags,
            )
        )
        if item.level is not None and "heading" in item.flags and "hidden" not in item.flags:
            toc.append(TocEntry(anchor, item.level, " ".join(item.text.split())))
    return blocks, toc


def block_number(anchor: str) -> int:
    """The n of an anchor `Ln` (what `numbered_blocks` gave the n-th block), else 0."""
    digits = anchor[1:]
    if anchor[:1] == "L" and digits.isascii() and digits.isdigit() and len(digits) <= 7:
        return int(digits)
    return 0


def tracked_changes(count: int) -> DocWarning:
    """The `TRACKED_CHANGES` warning for `count` insertions and deletions read as accepted."""
    return DocWarning(
        "TRACKED_CHANGES",
        "The document has tracked changes nobody accepted or rejected yet. The text shows "
        "them accepted: insertions kept, deletions left out.",
        count,
    )
