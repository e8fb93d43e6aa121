"""A gap between two cited rows of one table that the sentence compares by name: `충북이
전북(103개소)보다 18개소 많았다` citing the rows `전북 | 2,211 | 103 | ...` and `충북 | 2,035 |
121 | ...`. The sentence writes one side (103, found in 전북's row) and names the other row
(충북); the other side is that row's cell in the same column (121), and the gap is exact (or,
hedged, rounded at its last digit). The sentence's own figure and the name pick the operands,
so nothing is guessed among the cited cells: a row is named by its label, or, when the sentence
writes the base's figure (`2023년 3억 9,115만 원보다`) and cites one other row of its table, by
being that one row."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from fa_grounding._claims import THAN_AFTER
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._units import cell_spans

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("gap_to_named_row",)

# The words of a comparison (`전북보다`, `than`, `exceeded`)
_COMPARED = re.compile(r"보다|\bthan\b|\bexceed\w*|\btrail\w*")
_MIN_NAME = 2


def gap_to_named_row(
    body: str,
    figure: Figure,
    own: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether `figure` is the gap between a figure the sentence writes, found in one cited
    table row, and the cell of the same column in another cited row of that table whose label
    the sentence names."""
    if figure.kind != "number" or figure.signed or figure.value <= 0:
        return False
    if _COMPARED.search(body) is None:
        return False
    rows = [a for a in visible if source.blocks[a].table_row and source.header(a) is not None]
    if len(rows) < 2:
        return False
    for other in own:
        if other is figure or other.kind != "number":
            continue
        # (a gap between rates in % is in points: `1.9% 높았다` of 6.0% and 4.1% is wrong)
        if figure.unit != ("%p" if other.unit == "%" else other.unit):
            continue
        for first in rows:
            column = _column_of(other, first, source, units)
            if column is None:
                continue
            mine, theirs = column
            peers = [a for a in rows if a != first and source.header(a) == source.header(first)]
            # (the base written, `2023년 3억 9,115만 원보다`, and one other cited row of its
            # table: that row is the other side, named or not)
            implied = len(peers) == 1 and _is_base(body, other)
            for second in peers:
                if not (implied or _names_row(body, second, source)):
                    continue
                cell = _cell(second, mine, source, units, like=theirs)
                if cell is None or theirs.value == 0:
                    continue
                # (in the sentence's own scale: `103개소` of the cell `103`)
                gap = abs(cell.value - theirs.value) * other.value / theirs.value
                if not _equal(gap, figure):
                    continue
                # the way the gap runs: from the row named before `보다` (the base) to the other
                ahead = cell.value - theirs.value
                if (not implied and _base_of_comparison(body, second, source)) or (
                    implied and not _is_base(body, other)
                ):
                    ahead = -ahead
                if (figure.rises and ahead < 0) or (figure.falls and ahead > 0):
                    continue  # `충북이 전북(103개소)보다 18개소 적었다` of 121 and 103
                return True
    return False


def _column_of(
    other: Figure, anchor: str, source: _Source, units: dict[str, tuple[Unit, ...]]
) -> tuple[int, Figure] | None:
    """The column of the one cell of the row `other` matches, and that cell's figure."""
    spans = cell_spans(source.blocks[anchor].text)
    found = [
        (index, f)
        for f in source.readings(anchor, units.get(anchor))
        if f.kind == "number" and matches(other, f, _NO_YEARS)
        for index, (start, end) in enumerate(spans)
        if index > 0 and start <= f.start < end
    ]
    return found[0] if len({index for index, _ in found}) == 1 else None


def _cell(
    anchor: str,
    column: int,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    *,
    like: Figure,
) -> Figure | None:
    """The one number in the row's cell of `column`, read as the other side's cell was (bare,
    or in the declared unit: `42,608` under `(단위: 만 원)` as 4억 2,608만 원)."""
    spans = cell_spans(source.blocks[anchor].text)
    if column >= len(spans):
        return None
    start, end = spans[column]
    inside = [
        f
        for f in source.readings(anchor, units.get(anchor))
        if f.kind == "number"
        and not f.alternative
        and start <= f.start < end
        and (f.unit, f.measure, f.bare_only) == (like.unit, like.measure, like.bare_only)
    ]
    return inside[0] if len({f.value for f in inside}) == 1 else None


def _row_label(anchor: str, source: _Source) -> str:
    """A row's label: its first cell, a bracket left out (`충북`, `전북(2024)`)."""
    return re.sub(r"[(（].*?[)）]", "", source.blocks[anchor].text.split(" | ", 1)[0]).strip()


def _names_row(body: str, anchor: str, source: _Source) -> bool:
    """Whether the sentence writes the row's label."""
    label = _row_label(anchor, source)
    return len(label) >= _MIN_NAME and label in body


def _base_of_comparison(body: str, anchor: str, source: _Source) -> bool:
    """Whether the sentence names the row right before `보다` (`충북보다`, `충북(121개소)보다`)."""
    label = re.escape(_row_label(anchor, source))
    return any(THAN_AFTER.match(body, m.end()) for m in re.finditer(label, body))


def _is_base(body: str, figure: Figure) -> bool:
    """Whether the sentence writes `figure` right before `보다` (the base compared with)."""
    return THAN_AFTER.match(body, figure.start + len(figure.raw.rstrip())) is not None


def _equal(gap: Decimal, figure: Figure) -> bool:
    """Whether the gap is the figure: exactly, or, hedged, at its last digit."""
    if not figure.approximate:
        return gap == figure.value
    return abs(gap - figure.value) * 2 <= figure.quantum
