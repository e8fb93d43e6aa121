"""The year of a paragraph that a table next to it restates.

A Korean report writes a paragraph of figures and then the table that holds them (`구별 지급
건수는 남구가 126건으로 가장 많았고, 동구 118건, ...` over `<표 4>` with the heads `구 | 2023년 |
2024년 | 증감`), or the table first and the paragraph after. The paragraph names no year; the
table's head over the column holding its figures does. A sentence citing the paragraph and
naming that year (`Nam-gu had the most paid claims in 2024 at 126`) states what the document
states. The year is lent only when the sentence's other figures found in the paragraph (two or
more) all stand in one column of the table, and that column's head names the year; a year of
another column (`in 2023 at 126`) is not lent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fa_grounding._claims import _year_of
from fa_grounding._crosschecks._rows import table_rows
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._tables import _column

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("dated_by_restated_table",)

_REACH = 4
"""How many blocks may stand between a paragraph and the table it restates (a caption, a unit
line, a note)."""
_MIN_FIGURES = 2
"""How many of the sentence's figures must stand in the one column."""


def dated_by_restated_table(
    figure: Figure,
    figures: list[Figure],
    visible: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether `figure`, a year alone, heads the one column of a table next to a cited
    paragraph that holds the sentence's figures the paragraph gives."""
    year = _year_of(figure)
    if year is None:
        return False
    others = [f for f in figures if f is not figure and f.kind == "number" and not _year_like(f)]
    for anchor in visible:
        if source.blocks[anchor].table_row:
            continue
        mine = source.readings(anchor, units.get(anchor))
        given = [f for f in others if any(matches(f, t, _NO_YEARS) for t in mine)]
        if len(given) < _MIN_FIGURES:
            continue
        for head in _tables_beside(anchor, source):
            if _heads_column_of(year, given, head, source, units):
                return True
    return False


def _tables_beside(anchor: str, source: _Source) -> list[str]:
    """The rows of heads of the table right after the block (past a few blocks that are no
    table rows) and of the table right before it, of the same document."""
    order, position = source._order_index()
    at = position[anchor]
    document = source.blocks[anchor].document
    heads = []
    for k in range(at + 1, min(len(order), at + _REACH + 2)):
        block = source.blocks[order[k]]
        if block.document != document:
            break
        if block.table_row:
            head = order[k] if block.table_start else source.header(order[k])
            if head is not None:
                heads.append(head)
            break
    for k in range(at - 1, max(-1, at - _REACH - 2), -1):
        block = source.blocks[order[k]]
        if block.document != document:
            break
        if block.table_row:
            head = source.header(order[k])
            if head is not None:
                heads.append(head)
            break
    return heads


def _heads_column_of(
    year: int,
    given: list[Figure],
    head: str,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether every figure of `given` stands in one column of the table under `head` (in one
    of its rows or several), and that column's head names `year`."""
    columns: set[int] | None = None
    head_cells: list[tuple[int, int]] = []
    for figure in given:
        held: set[int] = set()
        for row in table_rows(source, head):
            table = source.under_head(row)
            if table is None or len(table[1]) != len(table[2]):
                continue
            _, row_cells, head_cells = table
            held |= {
                _column(row_cells, t.start)
                for t in source.readings(row, units.get(row))
                if matches(figure, t, _NO_YEARS)
            }
        held.discard(-1)
        columns = held if columns is None else columns & held
        if not columns:
            return False
    if columns is None or len(columns) != 1:
        return False
    column = next(iter(columns))
    if not 0 < column < len(head_cells):
        return False
    a, b = head_cells[column]
    return any(_year_of(f) == year for f in source.figures(head) if a <= f.start < b)
