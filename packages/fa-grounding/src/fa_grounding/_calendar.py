"""Calendar arithmetic a draft does on its own dates and times: a date so many days from a date
it states (`교육일 7일 전인 3월 11일`), the days between two dates it states (`기한보다 17일
앞선다`) and the minutes between two times it states (`15분 앞당겨진다`). fa checks this
arithmetic itself, so each is confirmed only when the count is exact."""

from __future__ import annotations

import re
from datetime import date, timedelta
from itertools import combinations, pairwise

from fa_grounding._figures._figure import Figure
from fa_grounding._figures._pieces import _APART

__all__ = ["apart_in_days", "between_dates", "between_times", "counted_from_date"]

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


def between_dates(body: str, figure: Figure, stated: list[Figure]) -> bool:
    """Whether a count of days or weeks said to lie between two dates (`17일 앞선다`, `2주 늦은`)
    is the distance between two whole dates in `stated`, the sentence's own figures or those of
    the one before it: a date without its year takes the other's year (either of a leap and a
    common year when neither names one). Exact: a hedged count is left to the other checks."""
    if not apart_in_days(body, figure) or figure.approximate or figure.signed:
        return False
    if figure.value != figure.value.to_integral():
        return False
    days = int(figure.value) * _DAYS.get(figure.period or "", 0)
    # each whole date as (year or None, month, day)
    dates: set[tuple[int | None, int, int]] = set()
    for f in stated:
        if f.kind != "date" or len(f.key) != 3:
            continue
        year, month, day = f.key
        if isinstance(month, int) and isinstance(day, int):
            dates.add((year if isinstance(year, int) else None, month, day))
    for (y1, m1, d1), (y2, m2, d2) in combinations(sorted(dates, key=repr), 2):
        named = y1 if y1 is not None else y2
        for year in (named,) if named is not None else _ANY_YEARS:
            try:
                one = date(y1 if y1 is not None else year, m1, d1)
                two = date(y2 if y2 is not None else year, m2, d2)
            except ValueError:
                continue
            if abs((two - one).days) == days:
                return True
    return False
