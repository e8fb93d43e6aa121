"""The counter written with a figure (`대` of `70대`; for `1` of `1·2등급`, the `등` the list's
last number writes), by which a sentence names a column head of the same counter."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure


def counter_of(text: str, figure: Figure) -> str:
    """The counter written with a figure (`대` of `70대`, `세` of `65세 이상`; `대` of an English
    decade, `their 30s`): the Hangul syllable its reading ends with, else the one right after
    it; empty for none."""
    raw = figure.raw.rstrip()
    end = figure.start + len(raw)
    raw = _BOUND_END.sub("", raw)  # `20대 이하`: the band's counter
    if raw and "가" <= raw[-1] <= "힣":
        return raw[-1]
    after = text[end : end + 1]
    if _DECADE.match(text, end) and raw.endswith("0"):
        return "대"  # `in their 30s`: the English decade of an age, Korean's `30대`
    if (word := _ENGLISH_COUNTER.search(text, max(0, figure.start - 8), figure.start)) is not None:
        return _ENGLISH_COUNTERS[word.group(1).lower()]  # `grade 5`: Korean's `5등급`
    if (grade := _GRADE_PLUSES.match(text, end)) is not None:
        return grade.group(0)  # `1++등급` of the head `1++`: a grade, not `1+`
    if (listed := _LISTED_BEFORE.match(text, end)) is not None:
        return listed.group(1)  # `1·2등급`, `3~5단계`: the counter the list's last writes
    return after if after and "가" <= after <= "힣" else ""


# An English word before a number that Korean writes as a counter after it (`grade 5` for
# `5등급`, `level 3` for `3단계`, `class 2` for `2급`): the counter's first syllable
_ENGLISH_COUNTERS = {"grade": "등", "level": "단", "stage": "단", "class": "급", "tier": "등"}
_ENGLISH_COUNTER = re.compile(r"\b(grade|level|stage|class|tier)\s$", re.IGNORECASE)


# A number listed before the last of a run of labels that alone writes their counter (`1·2등급`,
# `3~5단계`, `1, 2호선`): the counter after the next number
_LISTED_BEFORE = re.compile(r"(?:·|~|∼|～|, )\d{1,3}(?:(?:·|~|∼|～|, )\d{1,3})*([가-힣])")


_GRADE_PLUSES = re.compile(r"\+{1,2}(?![\d+])")


_DECADE = re.compile(r"s\b")
_BOUND_END = re.compile(r"\s?(?:이하|이상|미만|초과)$")
