"""Calendar arithmetic a draft does on its own dates and times: a date so many days from a date
it states (`교육일 7일 전인 3월 11일`), the days between two dates it states (`기한보다 17일
앞선다`) and the minutes between two times it states (`15분 앞당겨진다`). fa checks this
arithmetic itself, so each is confirmed only when the count is exact."""

from __future__ import annotations

import re
from datetime import date, timedelta
from itertools import combinations, pairwise
from typing import TYPE_CHECKING

from fa_grounding._claims import THAN_AFTER
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._pieces import _APART

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = [
    "apart_in_days",
    "between_dates",
    "between_times",
    "counted_from_date",
    "written_otherwise",
]

# A count of days before or after right before a date (`7일 전인`, `3일 후인`, `10일 뒤`)
_DAYS_APART_BEFORE = re.compile(r"(?<![\d.])(\d{1,3})\s?일\s?(전|후|뒤)(?:인|에|까지)?\s?$")


def counted_from_date(body: str, figure: Figure, stated: list[Figure]) -> bool:
    """Whether a date written right after a count of days before or after (`교육일 7일 전인 3월
    11일`) is that many days from a date the sentence, or the one before, states (`3월 18일`),
    the year taken from the stated date when the figure names none."""
    if figure.kind != "date" or len(figure.key) != 3 or not all(figure.key[1:]):
        return False
    apart = _DAYS_APART_BEFORE.search(body, 0, figure.start)
    if apart is None:
        return False
    days = int(apart.group(1)) * (-1 if apart.group(2) == "전" else 1)
    for base in stated:
        if base is figure or base.kind != "date" or len(base.key) != 3:
            continue
        year, month, day = base.key
        if not (isinstance(month, int) and isinstance(day, int)):
            continue
        known = year if isinstance(year, int) else figure.key[0]
        # (no year on either side: a leap year and a common one, either may be meant)
        for y in (known,) if isinstance(known, int) else _ANY_YEARS:
            try:
                reached = date(y, month, day) + timedelta(days=days)
            except (ValueError, OverflowError):
                continue
            if (reached.month, reached.day) == figure.key[1:] and (
                not isinstance(figure.key[0], int) or reached.year == figure.key[0]
            ):
                return True
    return False


_ANY_YEARS = (2000, 2001)
_MINUTES = {"minute": 1, "hour": 60}


def between_times(figure: Figure, stated: list[Figure]) -> bool:
    """Whether a duration in minutes or hours (`15분 앞당겨진다`, `15분 뒤인`, `약 2시간이
    걸린다`) is the time between two times written one after the other (`05:30 → 05:15`, `14시
    정각 ... 14시 15분`, `07:50 출항해 09:50 도착`) in `stated`, the sentence's own figures or
    those of the one before it; a hedged one, rounded at its last digit."""
    if figure.kind != "number" or figure.period not in _MINUTES:
        return False
    minutes = figure.value * _MINUTES[figure.period]
    # (a hedged duration is within half a step of its last digit: `약 2시간` of 07:50 to 09:50,
    # or of 07:50 to 10:10)
    slack = figure.quantum * _MINUTES[figure.period] / 2 if figure.approximate else 0
    times = [f for f in stated if f.kind == "time" and len(f.key) >= 2]
    for earlier, later in pairwise(times):
        h1, m1, h2, m2 = (*earlier.key[:2], *later.key[:2])
        if not (
            isinstance(h1, int)
            and isinstance(m1, int)
            and isinstance(h2, int)
            and isinstance(m2, int)
        ):
            continue
        if abs(abs((h2 * 60 + m2) - (h1 * 60 + m1)) - minutes) <= slack:
            return True
    return False


_UNIT_REACH = 2
"""How many characters after a duration its unit is shown with (`6시간`, `30분`)."""
_SPAN_MARK = re.compile(r"\s?[~∼～\-–]\s?")
_SPAN_REACH = 24
"""How far after a span of times a duration counts it (`09:00 ~ 16:00(..., 1일 6시간)`)."""


def written_otherwise(
    figure: Figure, stated: list[Figure], present: tuple[str, ...], source: _Source
) -> str:
    """Why a duration that is the time between two times the sentence states (of
    `between_times`) is unconfirmed, when a cited block writing those two times writes other
    durations of its unit beside them (`09:00 ~ 16:00(휴게 1시간 포함, 1일 6시간)` for `seven
    hours`: its own count of the span, or of a part of it); else an empty string."""
    keys = {f.key[:2] for f in stated if f.kind == "time"}
    for anchor in present:
        theirs = source.figures(anchor)
        text = source.blocks[anchor].text
        # (the span the block writes from one of those times to another, `09:00 ~ 16:00`, and
        # the durations right after it)
        ends = [
            b.start + len(b.raw)
            for a, b in pairwise(f for f in theirs if f.kind == "time")
            if {a.key[:2], b.key[:2]} <= keys
            and _SPAN_MARK.fullmatch(text, a.start + len(a.raw), b.start) is not None
        ]
        other = [
            text[f.start : f.start + len(f.raw) + _UNIT_REACH].split(",")[0].rstrip(" )")
            for f in theirs
            if f.kind == "number"
            and f.period == figure.period
            and f.value != figure.value
            and any(0 <= f.start - end <= _SPAN_REACH for end in ends)
        ]
        if other:
            return (
                f"{figure.raw.strip()!r} is the time between the sentence's own times, but "
                f"{anchor} writes {', '.join(map(repr, other))} beside them (a break may be "
                "left out): which is meant is unconfirmed; check it before approving."
            )
    return ""


# A count of days said to lie between two dates (`17일 앞선다`, `17 days ahead of`), after its
# counter when the figure's text does not hold it
_APART_AFTER = re.compile(rf"\s?(?:일|주|days?|weeks?)?\s?(?:{_APART})")
_DAYS = {"day": 1, "week": 7}


def apart_in_days(body: str, figure: Figure) -> bool:
    """Whether a count of days or weeks is said to lie between two dates (`17일 앞선다`)."""
    return (
        figure.kind == "number"
        and figure.period in _DAYS
        and _APART_AFTER.match(body, figure.start + len(figure.raw)) is not None
    )


def between_dates(body: str, figure: Figure, own: list[Figure], before: list[Figure]) -> bool:
    """Whether a count of days or weeks said to lie between two dates (`17일 앞선다`, `2주 늦은`)
    is the distance between two whole dates of the sentence (`own`) or of it and the one before
    (`before`), running the way its word says: from the base (the date before `보다`, after
    `ahead of`, or the sentence before's) to the other, earlier for `앞서`, later for `늦다`
    (either way when the words name no base). A date without its year takes the other's year
    (either of a leap and a common year when neither names one). Exact: a hedged count is left
    to the other checks."""
    if not apart_in_days(body, figure) or figure.approximate or figure.signed:
        return False
    if figure.value != figure.value.to_integral():
        return False
    days = int(figure.value) * _DAYS.get(figure.period or "", 0)
    word = _APART_AFTER.match(body, figure.start + len(figure.raw))
    way = _way_of_words(word.group(0)) if word is not None else 0
    # each whole date as (year or None, month, day): whether the sentence compares with it,
    # and the dates only the sentence before writes
    marked: dict[tuple[int | None, int, int], bool] = {}
    from_before: set[tuple[int | None, int, int]] = set()
    for f in [*own, *before]:
        key = _whole_date(f)
        if key is None:
            continue
        if f in own:
            marked[key] = marked.get(key, False) or _is_base(body, f)
        elif key not in marked:
            from_before.add(key)
    keys = [*marked, *(k for k in from_before if k not in marked)]
    for (y1, m1, d1), (y2, m2, d2) in combinations(sorted(keys, key=repr), 2):
        named = y1 if y1 is not None else y2
        for year in (named,) if named is not None else _ANY_YEARS:
            try:
                one = date(y1 if y1 is not None else year, m1, d1)
                two = date(y2 if y2 is not None else year, m2, d2)
            except ValueError:
                continue
            if abs((two - one).days) != days:
                continue
            first, second = (y1, m1, d1), (y2, m2, d2)
            base = _base_of(first, second, marked, from_before)
            if way == 0 or base is None:
                return True
            subject_date, base_date = (two, one) if base == first else (one, two)
            if (subject_date - base_date).days * way > 0:
                return True
    return False


def _way_of_words(words: str) -> int:
    """-1 when the words put a date earlier than its base (`앞선다`), 1 later (`늦다`), else 0."""
    if _EARLIER.search(words):
        return -1
    return 1 if _LATER.search(words) else 0


def _whole_date(figure: Figure) -> tuple[int | None, int, int] | None:
    """A date figure's (year or None, month, day), or None when it names no whole day."""
    if figure.kind != "date" or len(figure.key) != 3:
        return None
    year, month, day = figure.key
    if not (isinstance(month, int) and isinstance(day, int)):
        return None
    return (year if isinstance(year, int) else None, month, day)


def _base_of(
    first: tuple[int | None, int, int],
    second: tuple[int | None, int, int],
    marked: dict[tuple[int | None, int, int], bool],
    from_before: set[tuple[int | None, int, int]],
) -> tuple[int | None, int, int] | None:
    """Which of two dates the comparison counts from: the one the sentence marks as its base,
    else the one only the sentence before writes; None when the words do not tell."""
    if marked.get(first, False) != marked.get(second, False):
        return first if marked.get(first, False) else second
    if (first in from_before) != (second in from_before):
        return first if first in from_before else second
    return None


# A date the sentence compares with (`3월 31일보다`, `ahead of the 31 March deadline`)
_BASE_BEFORE = re.compile(
    r"\b(?:ahead of|before|after|behind|than|earlier than|later than)\s(?:the\s)?$", re.I
)
# The words that make a day count earlier or later than its base
_EARLIER = re.compile(r"앞|빠|빨|이[르른]|일찍|먼저|\b(?:ahead|earlier|before|early|prior)\b")
_LATER = re.compile(r"늦|뒤|지연|\b(?:later|after|late|behind)\b")


def _is_base(body: str, figure: Figure) -> bool:
    """Whether the sentence compares with this date (`3월 31일보다`, `ahead of 31 March`)."""
    return (
        THAN_AFTER.match(body, figure.start + len(figure.raw)) is not None
        or _BASE_BEFORE.search(body, max(0, figure.start - 24), figure.start) is not None
    )
