"""A move from one figure to another told against a cited table's order in time: the first
under a later column than the second (`현행 | 개정`, `2024 | 2025`, a measure's head repeated
after each period's), or in a later row of periods (`2025년 상반기` below `2024년 상반기`)."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._moves import _a_move
from fa_grounding._findings import _finding
from fa_grounding._tables import _columns_of, _head_years

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_table_moves",)


# Column heads that say which side of a change a column is: the value before (`현행`, `종전`,
# `변경 전`) and after (`개정`, `변경 후`, `조정`). A `전` head is read first (`변경 전` holds
# `변경`).
_BEFORE_HEAD = re.compile(
    r"현행|종전|기존|당초|이전|(?:변경|개정|조정|인상|인하)\s?전|before|current", re.I
)
_AFTER_HEAD = re.compile(r"개정|변경|조정|인상|인하|이후|after|revised|new\b", re.I)


def _column_order(
    source: _Source, head: str, head_cells: list[tuple[int, int]]
) -> list[tuple[str, int] | None]:
    """Each column's place in time, from its head: (`year`, the year it names) or (`side`, 0
    before / 1 after a change); None when the head says neither."""
    text = source.blocks[head].text
    years = _head_years(source, head, head_cells)
    order: list[tuple[str, int] | None] = []
    for j, (a, b) in enumerate(head_cells):
        cell = text[a:b]
        if len(years[j]) == 1:
            order.append(("year", next(iter(years[j]))))
        elif years[j]:
            order.append(None)
        elif _BEFORE_HEAD.search(cell):
            order.append(("side", 0))
        elif _AFTER_HEAD.search(cell):
            order.append(("side", 1))
        else:
            order.append(None)
    # (a measure's head repeated after each period's, `2024년 상반기 | 비중 | 2025년 상반기 |
    # 비중`, is of the period to its left)
    names = [text[a:b].strip() for a, b in head_cells]
    for j in range(1, len(order)):
        if order[j] is None and names.count(names[j]) > 1 and order[j - 1] is not None:
            order[j] = order[j - 1]
    return order


def check_table_moves(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when the sentence moves from one figure to another (`620원에서 580원으로`) that a
    cited table row holds the other way round: the first under a later column than the second
    (`현행 | 개정`, `2024 | 2025`, or years in any order), or in a later row of periods than the
    second's (`2025년 상반기` below `2024년 상반기`). Judged only when each figure sits in one
    column of the row (or one cited row) and both heads (or labels) say where in time they are,
    the same way."""
    body = sentence.body
    numbers = [f for f in figures if f.kind == "number" and not f.signed]
    for first, second in pairwise(numbers):
        if not _a_move(body, first, second):
            continue
        rows = _rows_of_move(first, second, visible, source, units)
        if rows is not None:
            earlier, later = rows
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (earlier, later),
                    f"the sentence moves from {first.raw.strip()!r} to {second.raw.strip()!r}, "
                    f"but {later} gives {first.raw.strip()!r} the later period and {earlier} "
                    f"gives {second.raw.strip()!r} the earlier one; restate the move the way "
                    "the table runs.",
                )
            )
            continue
        for anchor in visible:
            table = source.under_head(anchor)
            if table is None:
                continue
            head, row_cells, head_cells = table
            if len(row_cells) != len(head_cells) or len(row_cells) < 3:
                continue
            readings = source.readings(anchor, units.get(anchor))
            columns = [_columns_of(f, readings, row_cells) - {-1} for f in (first, second)]
            if len(columns[0]) != 1 or len(columns[1]) != 1 or columns[0] == columns[1]:
                continue
            order = _column_order(source, head, head_cells)
            was, now = order[next(iter(columns[0]))], order[next(iter(columns[1]))]
            if was is None or now is None or was[0] != now[0] or was[1] <= now[1]:
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"the sentence moves from {first.raw.strip()!r} to {second.raw.strip()!r}, "
                    f"but {anchor} gives {second.raw.strip()!r} the earlier column and "
                    f"{first.raw.strip()!r} the later one (header {head}); restate the move "
                    "the way the table runs.",
                )
            )
            break


def _row_time(source: _Source, anchor: str) -> tuple[str, int] | None:
    """A table row's place in time from its label (`2024년 상반기`, `2025년`, `3분기`'s year and
    quarter), or None when the label names no one period."""
    label_end = len(source.blocks[anchor].text.split("|", 1)[0])
    found = [f for f in source.figures(anchor) if f.start < label_end]
    periods = [f for f in found if f.kind in {"date", "half", "quarter"}]
    if len(periods) != 1:
        return None
    period = periods[0]
    year = period.key[0]
    if not isinstance(year, int):
        return None
    if period.kind in {"half", "quarter"} and isinstance(period.key[1], int):
        return period.kind, year * 4 + period.key[1]
    if period.kind == "date" and period.key[1:] == (None, None):
        return "year", year
    return None


def _rows_of_move(
    first: Figure,
    second: Figure,
    visible: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> tuple[str, str] | None:
    """(the earlier row, the later row) when a move's start sits only in a cited row of a later
    period than the row its end sits in, one column of one table (`2024년 상반기 | ... | 30,000`
    over `2025년 상반기 | ... | 29,000` for `29,000원에서 30,000원으로`); else None."""
    places: list[list[tuple[str, int]]] = [[], []]
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        readings = source.readings(anchor, units.get(anchor))
        for k, figure in enumerate((first, second)):
            places[k] += [(anchor, c) for c in _columns_of(figure, readings, table[1]) - {-1, 0}]
    if len(places[0]) != 1 or len(places[1]) != 1:
        return None
    (start, column), (end, other) = places[0][0], places[1][0]
    if start == end or column != other or source.header(start) != source.header(end):
        return None
    was, now = _row_time(source, start), _row_time(source, end)
    if was is None or now is None or was[0] != now[0] or was[1] <= now[1]:
        return None
    return end, start
