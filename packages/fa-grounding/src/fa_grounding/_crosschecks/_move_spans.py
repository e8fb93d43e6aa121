"""The spans a sentence's moves run over: from a year on (`2022년 이후 366곳에서 327곳으로`), or
over a count of years between their ends (`45개에서 2년 만에 100개로`), for the checks of the
columns of years (`_periods`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("SPAN_BETWEEN", "SPAN_YEARS", "since_year")

# A span between the two ends of a move, right after its count (`2년 만에`, `3년 새`), and the
# years it counts
SPAN_BETWEEN = re.compile(r"\s?년?\s?(?:만에|새에?|사이에?)(?![가-힣])")
SPAN_YEARS = re.compile(r"(?<![\d.,])(\d{1,2})\s?년\s?(?:만에|새에?|사이에?)(?![가-힣])")
# A year a span starts at (`2022년 이후`, `2022년부터`, `since 2022`)
_SINCE_AFTER = re.compile(r"\s?(?:이후|부터|이래|以後|以来)")
_SINCE_BEFORE = re.compile(r"\bsince\s$", re.IGNORECASE)


def since_year(body: str, figures: list[Figure], year: object) -> bool:
    """Whether the sentence's one year is where a span it speaks of starts (`2022년 이후 366곳에서
    327곳으로`): a move's start is that year's and its end a later year's."""
    return any(
        f.kind == "date"
        and f.key[0] == year
        and f.key[1] is None
        and (
            _SINCE_AFTER.match(body, f.start + len(f.raw)) is not None
            or _SINCE_BEFORE.search(body, 0, f.start) is not None
        )
        for f in figures
    )
