"""A change said the other way from the cited block's own change of that size (`4.3%p
낮아졌다` over `4.3%p 높아졌다`): refused before any arithmetic could explain its size, unless
two figures of the sentence give that size running the way the sentence says."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from fa_grounding._claims import _MOVE_WORDS, THAN_AFTER
from fa_grounding._figures._match import _NO_YEARS, matches

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("opposed_in_cited",)


def opposed_in_cited(
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    *,
    body: str,
    own: Sequence[Figure],
    before: Sequence[Figure],
) -> bool:
    """Whether a figure with a direction word and no sign is, by size, a figure a cited block
    gives with a direction word of its own (the other way, or it would have matched), and no
    two figures of the sentence (or of it and the one before) give that size running the way
    the sentence says: `4.3%p 낮아졌다` where the block writes `4.3%p 높아졌다` is refused, but
    `10명에서 13명으로 3명 늘었다` stays the sentence's own move whatever another row does."""
    if figure.signed or not (figure.rises or figure.falls):
        return False
    size = figure._replace(rises=False, falls=False, positive=False)
    if not any(
        (theirs.rises or theirs.falls) and matches(size, theirs, _NO_YEARS)
        for anchor in present
        for theirs in source.readings(anchor, units.get(anchor))
    ):
        return False
    said = 1 if figure.rises else -1
    for first, second in combinations([f for f in own if f is not figure], 2):
        way = _way_between(body, first, second, figure)
        if way is not None and way != -said:
            return False
    for base in own:
        if base is figure or THAN_AFTER.match(body, base.start + len(base.raw)) is None:
            continue
        for other in before:
            if _apart_by(base, other, figure) and (other.value > base.value) != (said < 0):
                return False
    return True


def _apart_by(one: Figure, two: Figure, figure: Figure) -> bool:
    """Whether two figures of a like unit lie `figure`'s size apart (rates in %, in points)."""
    unit = "%" if figure.unit == "%p" else figure.unit
    if one.kind != "number" or two.kind != "number" or one.unit != unit or two.unit != unit:
        return False
    return abs(abs(one.value - two.value) - abs(figure.value)) * 2 <= figure.quantum


def _way_between(body: str, first: Figure, second: Figure, figure: Figure) -> int | None:
    """The way two figures of the sentence `figure`'s size apart run (+1 up, -1 down): from
    the one before `보다` to the other, else from the first to the second when a move word
    stands between; 0 when they run some way the words do not tell; None when they are not
    that size apart."""
    if not _apart_by(first, second, figure):
        return None
    if THAN_AFTER.match(body, first.start + len(first.raw)):
        return 1 if second.value > first.value else -1
    if THAN_AFTER.match(body, second.start + len(second.raw)):
        return 1 if first.value > second.value else -1
    if _MOVE_WORDS.search(body, first.start + len(first.raw), second.start):
        return 1 if second.value > first.value else -1
    return 0
