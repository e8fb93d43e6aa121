"""The years an English sentence writes as years: a plain four-digit number after a preposition
(`KRW 598.12 million in 2025`, `for 2024`), which names that year as `2025년` does, and the year
written right after a figure (`KRW 4.25 billion in 2024`, `29 in the first half of 2024`), which
is that figure's, or after a figure and the bracket after it (`9 stations (37.5%) in 2024`),
which is both figures'. A bare `2025` elsewhere may be any number."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("english_period_after", "english_year_after", "english_years")

# An English year after a preposition (`KRW 598.12 million in 2025`, `for 2024`, `In 2025,`,
# `at end-2024`) names that year as `2025년` does; a bare `2025` elsewhere may be any number.
_YEAR_PREPOSITION = re.compile(
    r"\b(?:(?:in|for|during|of|as of)\s|(?:(?:at|by|as at|as of)\s)?end-)$", re.IGNORECASE
)
_PREPOSITION_REACH = 14


def english_years(body: str, figures: list[Figure]) -> set[int]:
    """The plain year numbers of `figures` that an English preposition names as years."""
    return {
        int(f.value)
        for f in figures
        if f.kind == "number"
        and f.unit is None
        and f.raw.isdigit()
        and len(f.raw) == 4
        and 1900 <= f.value <= 2100
        and _YEAR_PREPOSITION.search(body, max(0, f.start - _PREPOSITION_REACH), f.start)
        is not None
    }


def english_year_after(body: str, figures: list[Figure]) -> dict[int, int]:
    """figure start -> the year an English preposition names right after it (`KRW 4.25
    billion in 2024`)."""
    years = english_years(body, figures)
    out: dict[int, int] = {}
    for figure, year in pairwise(figures):
        if year.kind == "number" and year.raw.isdigit() and int(year.value) in years:
            # (the preposition `english_years` read, and nothing else, between them)
            gap = body[figure.start + len(figure.raw) : year.start]
            # (`22.7 ha in 2024`, `695 shared spaces in 2023`: the words the figure counts)
            unit = _UNIT_WORDS.match(gap)
            if unit is not None:
                gap = gap[unit.end() :]
            if gap[:1].isspace() and _YEAR_PREPOSITION.fullmatch(gap.lstrip()) is not None:
                out[figure.start] = int(year.value)
        elif figure.kind == "number" and (period := english_period_after(body, figure, year)):
            out[figure.start] = period  # `29 in the first half of 2024`: the half's year
    for figure, inner, year in zip(figures, figures[1:], figures[2:], strict=False):
        # (`9 stations (37.5%) in 2024`: the year after a bracket dates the figure before it
        # and the one in it)
        if figure.kind != "number" or inner.kind != "number" or figure.start in out:
            continue
        if not (year.kind == "number" and year.raw.isdigit() and int(year.value) in years):
            continue
        gap = body[figure.start + len(figure.raw) : inner.start]
        unit = _UNIT_WORDS.match(gap)
        if unit is not None:
            gap = gap[unit.end() :]
        closing = body[inner.start + len(inner.raw) : year.start]
        if _OPENING.fullmatch(gap) and closing.startswith(")"):
            rest = closing[1:]
            if rest[:1].isspace() and _YEAR_PREPOSITION.fullmatch(rest.lstrip()) is not None:
                out[figure.start] = out[inner.start] = int(year.value)
    return out


_OPENING = re.compile(r"\s?\(")


# The unit or the words an English figure counts, right after it (` ha`, ` TEU`, ` shared
# spaces`): up to three words, none a preposition, a comparison's or a period's
_UNIT_WORDS = re.compile(
    r"(?:\s(?!(?:from|than|against|over|versus|vs|since|before|after|compared|with|and|or|to|by"
    r"|up|down|more|less|fewer|higher|lower|above|below|the|a|an|in|for|during|of|as|at|end"
    r"|year|years|earlier|ago|last|this|next|previous|prior)\b)[A-Za-z%-]+){1,3}(?=\s)",
    re.IGNORECASE,
)
# What stands between a figure and the English period right after it (` in the `, ` in `,
# ` at end-`)
_PERIOD_PREPOSITION = re.compile(
    r"\s(?:(?:in|for|during)\s(?:the\s)?|(?:at|by|as at|as of)\s(?:the\send\sof\s|end-))",
    re.IGNORECASE,
)


def english_period_after(body: str, figure: Figure, period: Figure) -> int | None:
    """The year of a quarter, a half or a month written in English right after a figure (`29 in
    the first half of 2024`, `175 at end-June 2025`), which is that figure's; None otherwise."""
    month = period.kind == "date" and period.key[1] is not None and period.key[2] is None
    if (period.kind not in {"quarter", "half"} and not month) or not isinstance(period.key[0], int):
        return None
    if not period.raw[:1].isalpha():
        return None
    gap = body[figure.start + len(figure.raw) : period.start]
    return period.key[0] if _PERIOD_PREPOSITION.fullmatch(gap) is not None else None
