"""Cross-check of a range of dates or times: its two ends belong together. A draft's `10월
6일부터 10월 9일까지` whose start opens one range of a cited block (`10. 6. ~ 10. 8.`) and whose
end closes another around it (`10. 3. ~ 10. 9.`), or inside it, joins two ranges into one the
block never gives; so does `10:00~18:00` of `평일 09:00~18:00, 주말 10:00~17:00`."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._claims import _RANGE_GAP
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source


Day = tuple[int | None, int, int]


def _day(figure: Figure) -> Day | None:
    """A date figure's (year or None, month, day); None for one without a month and a day."""
    key = figure.key
    if figure.kind != "date" or len(key) != 3:
        return None
    year, month, day = key
    if not isinstance(month, int) or not isinstance(day, int):
        return None
    return (year if isinstance(year, int) else None, month, day)


_TIME_OF_DAY = -1
"""The year a time of day stands in as a `Day`: no year a date has."""


def _time(figure: Figure) -> Day | None:
    """A time of day as a `Day` (`_TIME_OF_DAY`, hour, minute), so ranges of times compare as
    ranges of dates do; None for any other figure."""
    if figure.kind != "time" or len(figure.key) < 2:
        return None
    hour, minute = figure.key[:2]
    if not isinstance(hour, int) or not isinstance(minute, int):
        return None
    return (_TIME_OF_DAY, hour, minute)


def _point(figure: Figure) -> tuple[str, Day] | None:
    """A date's or a time's place in its kind's order, with the kind."""
    day = _day(figure)
    if day is not None:
        return "date", day
    time = _time(figure)
    return ("time", time) if time is not None else None


def ranges(text: str, figures: list[Figure]) -> list[tuple[Day, Day]]:
    """The ranges of dates or of times `text` writes: two of one kind one after the other with
    `~` or `부터` between them."""
    points = sorted((f for f in figures if _point(f) is not None), key=lambda f: f.start)
    found = []
    for first, second in pairwise(points):
        gap = text[first.start + len(first.raw) : second.start]
        start, end = _point(first), _point(second)
        if (
            start is not None
            and end is not None
            and start[0] == end[0]
            and _RANGE_GAP.fullmatch(gap) is not None
        ):
            found.append((start[1], end[1]))
    return found


def _shown(point: Day) -> str:
    """A date as its month and day (`10/6`), a time as its hour and minute (`10:00`)."""
    if point[0] == _TIME_OF_DAY:
        return f"{point[1]:02d}:{point[2]:02d}"
    return f"{point[1]}/{point[2]}"


def _same(a: Day, b: Day) -> bool:
    if (a[0] == _TIME_OF_DAY) != (b[0] == _TIME_OF_DAY):
        return False  # a time is never a date
    return a[1:] == b[1:] and (a[0] is None or b[0] is None or a[0] == b[0])


def _inside(inner: tuple[Day, Day], outer: tuple[Day, Day]) -> bool:
    """Whether one range lies within another (months and days compared, one year assumed)."""
    return outer[0][1:] <= inner[0][1:] and inner[1][1:] <= outer[1][1:]


def _check_date_ranges(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A draft range whose start opens one cited range and whose end closes another, one of the
    two nested in the other, is GR-03; a range the blocks give, or one spanning ranges one after
    the other (`3월 2일부터 3월 13일까지 두 차례` of two rounds), passes."""
    mine = ranges(sentence.body, figures)
    if not mine:
        return
    theirs = [
        (anchor, given)
        for anchor in visible
        for given in ranges(source.blocks[anchor].text, source.figures(anchor))
    ]
    for start, end in mine:
        if any(_same(start, a) and _same(end, b) for _, (a, b) in theirs):
            continue
        opens = [(anchor, r) for anchor, r in theirs if _same(start, r[0])]
        closes = [(anchor, r) for anchor, r in theirs if _same(end, r[1])]
        for anchor, first in opens:
            other = next(
                (r for _, r in closes if r != first and (_inside(first, r) or _inside(r, first))),
                None,
            )
            if other is None:
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"the range from {_shown(start)} to {_shown(end)} joins the start of one "
                    f"range {anchor} gives ({_shown(first[0])} to {_shown(first[1])}) with the "
                    f"end of another ({_shown(other[0])} to {_shown(other[1])}): a range's two "
                    "ends belong together; restate the range the block gives.",
                )
            )
            return
