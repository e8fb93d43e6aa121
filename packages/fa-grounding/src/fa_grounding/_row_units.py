"""The units a table declares for its rows in turn: `(단위: 명, 만 원, 개월, 백만 원)` over

    구분 | 2023년 실적 | 2024년 실적 | 2025년 계획
    지원 인원 | 940 | 1,020 | 1,150
    1인당 월 지원액 | 30 | 33 | 35
    평균 지원 기간 | 4.2 | 4.5 | 4.8
    소요 예산 | 1,184 | 1,515 | 1,932

Every column heads a period, so no unit can be a column's: the table lists one unit a row, in
the rows' order, and `소요 예산` is in 백만 원, never in 만 원. Read in every declared unit, the
cell 1,515 would support `1,515만 원` too. A row takes its own unit only when the count of
units is the count of rows under the heads, every head but the first names a period, and no
row's label says it is of another kind than its unit (a rate under a count, an amount under a
rate); else the row keeps every declared unit, as before."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._units import cell_spans

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("days_of_a_months_row", "unit_of_row")

# A head naming a period: a year (`2024년`, `'24년`, `2024`), a half, a quarter or a month,
# with what was done in it (`2024년 실적`, `2025년 계획`, `2025년(목표)`)
_PERIOD_HEAD = re.compile(
    r"^(?:[(（]?(?:'?\d{2}|\d{4})\s?년?(?:도)?|[상하]반기|\d\s?분기|\d{1,2}\s?월)"
    r"(?:\s?[(（]?(?:실적|계획|목표|예산|전망|추정|잠정|예정|결산|기준)?[)）]?)*$"
)
# What a row's label says it counts: a rate, or an amount of money
_RATE_LABEL = re.compile(r"[률율]|비중|비율|점유|달성도|%")
_MONEY_LABEL = re.compile(r"액|예산|금|비용|단가|요금|수당|사업비")


def unit_of_row(anchor: str, source: _Source, units: tuple[Unit, ...]) -> Unit | None:
    """The one unit of `units` the table declares for the row `anchor`, when it declares one a
    row in turn; else None."""
    if len(units) < 2 or any(u.column >= 0 or u.row or u.partial for u in units):
        return None
    if len({u.name for u in units}) != len(units):
        return None
    head = source.header(anchor)
    if head is None:
        return None
    rows = _rows_under(head, anchor, source)
    if len(rows) != len(units) or anchor not in rows:
        return None
    text = source.blocks[head].text
    heads = [text[a:b].strip() for a, b in cell_spans(text)]
    if len(heads) < 2 or not all(_PERIOD_HEAD.match(h) for h in heads[1:]):
        return None
    for row, unit in zip(rows, units, strict=True):
        row_text = source.blocks[row].text
        spans = cell_spans(row_text)
        if len(spans) != len(heads):
            return None
        label = row_text[slice(*spans[0])]
        rate = _RATE_LABEL.search(label) is not None
        if (unit.unit in {"%", "%p"}) != rate:
            return None  # a rate's unit on a row of counts, or a row of rates in a count
        money = unit.unit not in {None, "%", "%p"}  # (a currency: `KRW`, `USD`)
        if money and rate:
            return None
        if not money and _MONEY_LABEL.search(label) and not rate:
            return None  # an amount's row in a unit of no money
    return units[rows.index(anchor)]


def _rows_under(head: str, anchor: str, source: _Source) -> list[str]:
    """The rows of the table of `anchor` below its heads, in order, to the table's end."""
    order, position = source._order_index()
    heads = set(source.head_rows(anchor)) | {head}
    rows: list[str] = []
    k = position[head] + 1
    while k < len(order):
        block = source.blocks[order[k]]
        if not block.table_row or block.table_start:
            break
        if order[k] not in heads:
            rows.append(order[k])
        k += 1
    return rows


_MONTH_LABEL = re.compile(r"\s*(\d{1,2})\s?월\s*$")


def days_of_a_months_row(
    figure: Figure, present: tuple[str, ...], source: _Source, units: dict[str, tuple[Unit, ...]]
) -> bool:
    """Whether a date without a year (`7월 9일`) is a cited row's month and one of its cells in
    days: the row's label is that month (`7월 | 6 | 9`) and the table declares the unit 일."""
    if figure.kind != "date" or len(figure.key) != 3 or figure.key[0] is not None:
        return False
    _, month, day = figure.key
    for anchor in present:
        block = source.blocks[anchor]
        label = _MONTH_LABEL.fullmatch(block.text.split(" | ", 1)[0]) if block.table_row else None
        if label is None or int(label.group(1)) != month:
            continue
        if any(
            f.kind == "number" and f.period == "day" and f.value == day
            for f in source.readings(anchor, units.get(anchor))
        ):
            return True
    return False
