"""The words around a figure that name what it is, so a heading or caption that writes the
same figure in the same words lends it to a sentence: the word before it and the counter and
word after it (`상위 4개 분야`), the name a bare number gives a thing (`109 지역`), the end of
a band a share bounds (`상위 50%`), and the span a measure is over (`2주 이용요금`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("band_of", "counted_before", "measured_over", "named_after", "phrase_around")


# The word before a figure and the counter and word after it (`상위 | 4 | 개 분야`).
_WORD_BEFORE = re.compile(r"([가-힣A-Za-z]{2,})\s?$")
_WORDS_AFTER = re.compile(r"\s?([가-힣]{1,2})\s?([가-힣A-Za-z]{2,})")


# Two words before a count and its counter glued to it (`공실 점포 | 6 | 곳`): what it counts.
_TWO_WORDS_BEFORE = re.compile(r"(?<![가-힣])([가-힣]{2,}\s[가-힣]{2,})\s?$")
_COUNTER_AFTER = re.compile(r"([가-힣]{1,2})(?![가-힣]*\d)")


def counted_before(text: str, figure: Figure) -> tuple[str, str] | None:
    """(the two words before a count, its counter) when a counter other than the generic `개`
    is glued to it (`공실 점포 6곳`: what it counts, written before it), or None."""
    before = _TWO_WORDS_BEFORE.search(text, max(0, figure.start - 16), figure.start)
    end = figure.start + len(figure.raw.rstrip())
    counter = figure.counter or (m.group(1) if (m := _COUNTER_AFTER.match(text, end)) else "")
    if before is None or not counter or counter == "개" or figure.unit is not None:
        return None
    return before.group(1), counter


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


# The periods a measure is taken over (`2주 이용요금`, `1일 평균 처리량`, `3개월 누적`)
_SPANS = frozenset({"hour", "day", "week", "month", "year"})
# (past the span's own word glued to it: `주` of `2주`, `개월` of `3개월`)
_NEXT_WORDS = re.compile(r"[가-힣]{0,2}\s([가-힣]{2,})(?:\s([가-힣]{2,}))?")
_PARTICLE_END = re.compile(r"(?:은|는|이|가|을|를|의|에|과|와|도)$")


def measured_over(body: str, figure: Figure, text: str, theirs: Figure) -> bool:
    """Whether a span of time the sentence writes before what it measures (`2주 평균 요금`) is
    the one a heading or caption writes before the same measure (`2주 이용요금`): the same
    span, and a word of the two after it in the sentence is part of the word after it there."""
    if figure.period not in _SPANS or figure.unit is not None or figure.counter:
        return False
    if theirs.period != figure.period or theirs.value != figure.value:
        return False
    mine = _NEXT_WORDS.match(body, figure.start + len(figure.raw.rstrip()))
    found = _NEXT_WORDS.match(text, theirs.start + len(theirs.raw.rstrip()))
    if mine is None or found is None:
        return False
    measure = _PARTICLE_END.sub("", found.group(1))
    words = (_PARTICLE_END.sub("", w) for w in mine.groups() if w)
    return any(len(w) >= 2 and (w in measure or measure in w) for w in words)
