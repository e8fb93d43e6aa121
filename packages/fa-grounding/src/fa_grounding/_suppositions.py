"""Figures of a supposition: a count the sentence sets as an example (`어른 4명이 개인으로
입장하면`), which no cited block states, and an amount that count gives at a cited price
(`4,000원`). Neither is the document's to confirm nor to contradict: both are unconfirmed, for
the person approving to check. A figure in a supposition whose counter a cited block uses
(`65세 어른이 입장하면` over a row of `19~64세`) is checked as any other."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import Figure

if TYPE_CHECKING:
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("supposed", "supposed_amount")


# The end of a supposition after its count, within its clause and with no other figure between:
# a verb in `-면` (`입장하면`, `오면`), `경우` or `때`
_SUPPOSING = re.compile(r"[^,.;?!\n\d]{0,20}?([가-힣]*[가-힣](?:면|경우|때))(?=[\s,]|$)")
# Nouns that end in 면 and suppose nothing (`측면`, `반면`)
_NOT_SUPPOSING = frozenset(
    {
        "측면", "전면", "표면", "지면", "화면", "방면", "국면", "반면", "정면", "평면", "단면",
        "대면", "비대면", "양면", "내면", "외면", "이면", "수면", "노면", "사면", "장면", "서면",
        "당면", "직면", "일면", "도면",
    }
)  # fmt: skip


def supposed(body: str, figure: Figure, present: tuple[str, ...], source: _Source) -> bool:
    """Whether `figure` is a count a supposition sets (`어른 4명이 개인으로 입장하면`): a bare
    number with its counter, the clause going on to a verb in `-면`, `경우` or `때`, and no cited
    block counting with that counter."""
    if figure.kind != "number" or figure.unit is not None or figure.measure is not None:
        return False
    if not figure.counter or figure.hedged or figure.bound:
        return False
    found = _SUPPOSING.match(body, figure.start + len(figure.raw))
    if found is None or found.group(1) in _NOT_SUPPOSING:
        return False
    return not any(f.counter == figure.counter for a in present for f in source.figures(a))


def supposed_amount(
    figure: Figure,
    premises: list[Figure],
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> Figure | None:
    """The supposed count whose product with a cited amount of `figure`'s unit is `figure`
    (`4명` at `1,000` 원: `4,000원`), a table's cells read in their declared unit, or None."""
    if figure.kind != "number" or figure.unit is None or not premises:
        return None
    for premise in premises:
        for a in present:
            for f in source.readings(a, units.get(a)):
                if (
                    not f.bare_only
                    and f.unit == figure.unit
                    and abs(f.value) * premise.value == abs(figure.value)
                ):
                    return premise
    return None
