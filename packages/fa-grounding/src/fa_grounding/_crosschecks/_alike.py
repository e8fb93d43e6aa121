"""Whether two figures are of one kind of quantity, so that one may stand for the other under one
name (`comparable`), and whether a block writes a figure as a count (`counted`, `33대` is never
the rival of `82.5%`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("comparable", "counted")

_RATES = frozenset({"%", "%p"})


def _a_count(figure: Figure) -> bool:
    """Whether a figure is written with a counter word (`33대`, `12곳`)."""
    return bool(figure.counter) or re.search(r"\d\s?[가-힣]$", figure.raw.strip()) is not None


def comparable(a: Figure, b: Figure, *, cell: bool = False) -> bool:
    """Two numbers of one kind of quantity, `a` a draft's and `b` a block's: the same unit, or
    none written on either side, never a draft's rate and a block's count; with `cell`, `b` is a
    table's cell, whose bare figure takes its unit from the column head, so it compares with a
    draft's `14.8㎍/㎥` too."""
    if a.period != b.period and (a.period or b.period) in {"term", "century"}:
        return False  # `16세기` is no count of `57점`
    if a.counter and b.counter and a.counter != b.counter:
        return False  # `2,310개교` is no count of `38.5시간`, nor `7건` of `3명`
    if (a.counter and b.period and b.unit is None) or (b.counter and a.period and a.unit is None):
        return False  # a count of schools and a span of hours
    if a.unit in _RATES and _a_count(b):
        # a draft's rate has no rival in a count the block gives the name (`33대를 설치하여
        # 달성률 82.5%`); a draft's count beside a block's rate is the owners' check to weigh
        return False
    if cell and a.kind == b.kind and b.unit is None and b.measure is None:
        return a.unit not in {"KRW", "USD", "EUR", "JPY", "CNY", "GBP"}
    return (a.kind == b.kind and a.unit == b.unit and a.measure == b.measure) or (
        a.kind == b.kind
        and (a.unit is None) != (b.unit is None)
        and a.measure == b.measure
        and (a.unit or b.unit) not in {"KRW", "USD", "EUR", "JPY", "CNY", "GBP"}
    )


def counted(text: str, figure: Figure) -> bool:
    """Whether a block writes a counter word right after `figure` (`360,636표`, `12곳`): a
    count, never the rival of a rate the same name owns beside it (`득표율 51.98%`)."""
    after = text[figure.start + len(figure.raw) : figure.start + len(figure.raw) + 1]
    return "가" <= after <= "힣" and after not in _PARTICLE_STARTS


_PARTICLE_STARTS = frozenset("이가은는을를의로으에와과도만보까부")
