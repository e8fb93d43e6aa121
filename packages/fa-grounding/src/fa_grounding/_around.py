"""The words around a figure that name what it is, so a heading or caption that writes the
same figure in the same words lends it to a sentence: the word before it and the counter and
word after it (`상위 4개 분야`), the name a bare number gives a thing (`109 지역`), and the end of
a band a share bounds (`상위 50%`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("band_of", "named_after", "phrase_around")


# The word before a figure and the counter and word after it (`상위 | 4 | 개 분야`).
_WORD_BEFORE = re.compile(r"([가-힣A-Za-z]{2,})\s?$")
_WORDS_AFTER = re.compile(r"\s?([가-힣]{1,2})\s?([가-힣A-Za-z]{2,})")


def band_of(text: str, figure: Figure) -> str | None:
    """The end of the range a share bounds as a band (`상위` of `상위 50%`, `bottom` of
    `bottom 20%`), or None (a count is no band: `상위 4개 국가` is not `상위 4개 분야`)."""
    if figure.unit != "%":
        return None
    found = _BAND_BEFORE.search(text, max(0, figure.start - 8), figure.start)
    return None if found is None else found.group(1).lower()


_BAND_BEFORE = re.compile(r"(상위|하위|top|bottom)\s?$", re.IGNORECASE)


def named_after(text: str, figure: Figure) -> str | None:
    """The word a bare number names right after it (`109 지역` of `109 지역 연계 실적`: the
    hotline's number, a name), or None: none follows, or the number has a unit or counter."""
    if figure.unit is not None or figure.counter or figure.period is not None:
        return None
    found = _NAME_AFTER.match(text, figure.start + len(figure.raw.rstrip()))
    return None if found is None else found.group(1)


_NAME_AFTER = re.compile(r" ([가-힣]{2,})")


def phrase_around(text: str, figure: Figure) -> tuple[str, str, str] | None:
    """(word before, counter, word after) around `figure` in `text`, or None when a part is
    missing."""
    before = _WORD_BEFORE.search(text, max(0, figure.start - 12), figure.start)
    after = _WORDS_AFTER.match(text, figure.start + len(figure.raw.rstrip()))
    if before is None or after is None:
        return None
    return before.group(1), after.group(1), after.group(2)
