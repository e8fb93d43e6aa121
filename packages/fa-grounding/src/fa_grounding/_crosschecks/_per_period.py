"""An amount or count given per period: `월 30만 원`, `연 최대 276만 원`, `주 2회`, `KRW
300,000 a month`. A sentence that keeps the figure but gives it per another period (`연 30만
원` for `월 30만 원`) states another quantity; the value alone cannot tell, so the words beside
the figure, in the sentence and in the block, are compared."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding
from fa_grounding._support import cited_numbers_of

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_periods_of_amounts", "period_of")

# The periods and their words before a figure (a word of its own: `월 30만 원`, not `3월 30만
# 원`), with a word of a bound or an average between (`연 최대 276만 원`, `월평균 12건`)
_BEFORE = {
    "day": r"하루|매일|일평균|일일|1일\s?평균",
    "week": r"주|매주|주당|주간",
    "month": r"월|매월|매달|월간|월평균|한\s?달(?:에)?|달마다",
    "year": r"연|매년|연간|연평균|한\s?해(?:에)?|해마다",
}
_PERIOD_BEFORE = re.compile(
    r"(?:^|(?<=[\s(（,:·/]))(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in _BEFORE.items())
    + r")\s?(?:최대|최고|최소|평균|약|기준|총|각)?\s?(?:[$₩]|US\$|KRW\s?|USD\s?)?$"
)
# The same after a figure: `/월`, `a month`, `per year`, `monthly`, `annually`
_AFTER = {
    "day": r"/\s?일|(?:a|per|each)\s+day|daily",
    "week": r"/\s?주|(?:a|per|each)\s+week|weekly",
    "month": r"/\s?월|(?:a|per|each)\s+month|monthly",
    "year": r"/\s?(?:연|년)|(?:a|per|each)\s+year|annually|yearly",
}
_PERIOD_AFTER = re.compile(
    r"\s?(?:[가-힣%]{1,2}\s?|[A-Za-z]{1,8}\s)?(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in _AFTER.items())
    + r")\b",
    re.IGNORECASE,
)
_REACH = 16


def period_of(text: str, figure: Figure) -> str | None:
    """The period `text` gives `figure` per (`day`, `week`, `month`, `year`), else None."""
    before = _PERIOD_BEFORE.search(text, max(0, figure.start - _REACH), figure.start)
    found = before or _PERIOD_AFTER.match(text, figure.start + len(figure.raw.rstrip()))
    if found is None:
        return None
    return next(name for name, value in found.groupdict().items() if value is not None)


def check_periods_of_amounts(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a figure per one period and every cited figure of its
    value is given per another (`연 30만 원` for `월 30만 원`). Silent when a cited figure of
    that value is given per no period, or per the sentence's."""
    for figure in figures:
        if figure.kind != "number" or figure.signed:
            continue
        mine = period_of(sentence.body, figure)
        if mine is None:
            continue
        theirs = {
            period_of(text, found) for text, found in cited_numbers_of(figure, visible, source)
        }
        if not theirs or None in theirs or mine in theirs:
            continue
        given = " or ".join(sorted(p for p in theirs if p))
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is given per {mine} here, but the cited block gives it "
                f"per {given}; restate the period.",
            )
        )
