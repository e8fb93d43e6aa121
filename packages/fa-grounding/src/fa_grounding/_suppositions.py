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

__all__ = ("rule_terms", "supposed", "supposed_amount")


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


# A verb in `-면` that sets a rule's condition (`가져오면`, `모으면`), and what ends the rule's
# consequent after it: a topic, a comma or a sentence's end
_CONDITION = re.compile(r"([가-힣]*[가-힣]면)\s")
_GIVES = re.compile(r"주는|준다|주고|지급|제공|드립|드린|드려|교환해|받을 수|받는다")
_CONSEQUENT_END = re.compile(r"[가-힣](?:은|는)\s|[,.;]\s|[,.;]$")


def rule_terms(text: str, figures: list[Figure]) -> set[int]:
    """The starts of a block's figures that are the terms of a rule (`10개를 가져오면 새 건전지
    1개를 주는`): from its clause's start to the verb in `-면`, and on to the end of what it
    gives (a topic, a comma, a sentence's end), a word of giving there. They set a rate of
    exchange, owned by no name."""
    terms: set[int] = set()
    for condition in _CONDITION.finditer(text):
        if condition.group(1) in _NOT_SUPPOSING:
            continue
        start = max(
            (m.end() for m in _CONSEQUENT_END.finditer(text, 0, condition.start())), default=0
        )
        after = _CONSEQUENT_END.search(text, condition.end())
        end = after.start() if after is not None else len(text)
        if _GIVES.search(text, condition.end(), after.end() if after else end) is None:
            continue  # (a place in `-면`, `증도면 일원`, sets no rule: nothing is given)
        terms |= {f.start for f in figures if start <= f.start < end}
    return terms
