"""The `Figure` a reading gives, and what every step of reading shares about it."""

from __future__ import annotations

from decimal import Decimal
from typing import NamedTuple

from fa_grounding._figures._measures import Measure


class Figure(NamedTuple):
    """One value read from text.

    `kind` is `number`, `date`, `quarter`, `time`, `label` or `code`. For a number, `value` is the
    value, `unit` one of None, "%", "%p", "KRW", "USD", "EUR", `quantum` the step of its last
    written digit, `signed` whether a sign was written, `hedged` whether it is hedged. For the
    other kinds `key` holds the parts (year, month, day; year, quarter; hour, minute; ...).
    """

    kind: str
    raw: str
    value: Decimal = Decimal(0)
    unit: str | None = None
    quantum: Decimal = Decimal(1)
    signed: bool = False
    hedged: bool = False
    key: tuple[object, ...] = ()
    start: int = 0
    declared: str | None = None
    """For a bare table figure read in a declared unit (`(단위: 백만원)`): that unit's name."""
    falls: bool = False
    """An unsigned number that the words right after it call a decrease (`2.7조 원 감소`)."""
    rises: bool = False
    """An unsigned number that the words right after it call an increase (`8.5조 원 늘었다`)."""
    reframed: bool = False
    """A signed number whose next word says what the sign means (`+3.8조원 개선` of a deficit):
    its sign tells no direction of the amount."""
    bare_only: bool = False
    """A bare table figure kept as written beside its declared-unit reading: it supports only a
    draft figure written without unit or multiplier."""
    bound: str | None = None
    """For a draft figure with a bound: `min` (`이상`, `over`), `max` (`미만`, `up to`) or `band`
    (`6천억 원대`: from the figure up to its next step)."""
    bare_rates: bool = False
    """For a `bare_only` figure: whether it may also support a rate (`%`), because the units
    declared for it hold none."""
    period: str | None = None
    """For a number followed by 년, 개월 or 달 (`24개월`, `2년`): `year` or `month`, so that a
    duration in years compares with one in months (`2년` is `24개월`, never `2개월`)."""
    spelled: bool = False
    """A number written as an English word (`nine years`): in a source it supports the digits
    (`9 years`); in a draft it is not checked, as words never were (`one of the three`),
    unless it counts a span of time (`two years`, `four hours`: `spelled_durations`)."""
    as_date: tuple[int, int | None] | None = None
    """The (year, month) a bare number may also name in a source: `20년 ISP` and `19∼22년` name
    the years 2020, 2019 and 2022 (month None); the timeline entry `14.9 기획 → 16.3 시행` the
    month 2014-09. It supports a draft's year or month; the number itself stays a number."""
    alternative: bool = False
    """A second reading a source offers of a figure it writes one way: `395k samples` is also
    395,000, the part `25/1000` or `1000분의 25` is also 2.5%. It supports a draft figure; a
    draft's own figures are read one way only, so a draft is never let off by a guess."""
    day_first: bool | None = None
    """For an ambiguous slash date (`12/06/2021`): True for its day-first reading (12 June),
    False for its month-first one (6 December); each supports a draft only in a document that
    writes its dates that way (`_Source.day_first`). None for any other figure."""
    capped: bool = False
    """A figure the words right after it call a cap (`56개월 이내`, `9.5억원 이하`, or `최대`, `up
    to` before it): a draft's cap restates it correctly rounded, never as a looser cap."""
    measure: Measure | None = None
    """The unit of measure written after a number (`3.5㎞`, `1,200GWh`, `12톤`), from the
    registry (`_measures.MEASURES`): a figure compares only with one of its dimension, converted
    to its size; None when no known unit is written (compared by value alone)."""
    others: tuple[Figure, ...] = ()
    """For a draft figure whose characters can be read two ways (`10.7일` a date or 10.7 days,
    `3.15` a decimal or 15 March, `22` of `22–28 Nov` a day): its other readings. The figure is
    supported when one of its readings is; a source offers its second readings as figures of
    their own (`alternative`)."""
    positive: bool = False
    """For a draft number written without a sign in a sentence that names no decrease, loss or
    value below zero: it states a value above zero, so a negative source figure (`-120억`,
    `△5.2%`, `2.7조 원 감소`) does not support it."""
    inverted: int = 0
    """For a draft figure of a sentence about a loss or a deficit, whose direction words are
    otherwise not judged (`적자가 늘었다` may restate a balance written with a minus): the
    direction its own word told (1 up, -1 down), held only against a block's direction word
    (`적자는 ... 18.1% 감소` is no `18.1% 늘었다`), never against a sign."""
    counter: str = ""
    """For a number written with no unit, period or measure: the counter word right after it
    (`명` of `1,200명`, `곳` of `12곳`), so that a count is never read as an amount of money, a
    rate or a duration (`5천만 명` is no `5천만 원`); empty when none is written."""
    approximate: bool = False
    """For a figure hedged by a word of approximation (`약`, `about`, `거의`, `10여`), not only by a
    bound (`이하`, `up to`): its trailing zeros are no digits it claims (`약 3,800만 원 이하` is
    3,803만 rounded at its last non-zero digit)."""

    def describe(self) -> str:
        """A short human description of the value, for findings."""
        if self.kind == "number":
            unit = {
                "%": "%",
                "%p": " percentage points",
                "KRW": " KRW",
                "USD": " USD",
                "B": " bytes",
            }.get(self.unit or "", f" {self.unit}" if self.unit else "")
            if self.measure is not None:
                unit = f" {self.measure.symbol}"
            shown = f"{_plain(self.value)}{unit}"
            return f"{shown}, read in the declared unit {self.declared}" if self.declared else shown
        if self.kind == "date":
            year, month, day = self.key
            if month is None:
                return f"year {year}" if year is not None else f"day {day} of a month"
            parts = [f"{year:04d}"] if isinstance(year, int) else []
            parts.append(f"{month:02d}")
            if isinstance(day, int):
                parts.append(f"{day:02d}")
            return "date " + "-".join(parts) + ("" if isinstance(year, int) else " (no year)")
        if self.kind == "quarter":
            year, quarter = self.key
            return f"Q{quarter}" + (f" {year}" if year is not None else "")
        if self.kind == "half":
            year, half = self.key
            return f"H{half}" + (f" {year}" if year is not None else "")
        if self.kind == "time":
            hour, minute, _ = self.key
            return f"time {hour:02d}:{minute:02d}"
        return self.raw.strip()


def _plain(value: Decimal) -> str:
    sign = "-" if value < 0 else ""
    value = abs(value)
    text = format(value.normalize(), "f") if value == value.to_integral() else format(value, "f")
    if "." in text:
        whole, frac = text.split(".")
        return f"{sign}{int(whole):,}.{frac}" if whole.isdigit() else sign + text
    return f"{sign}{int(text):,}"


_CENTURY_SPLIT = 60
"""A two-digit year below this is 20xx (`’25` is 2025), from it on 19xx (`’98` is 1998)."""


def _year(text: str | None) -> int | None:
    if text is None:
        return None
    year = int(text)
    if year >= 100:
        return year
    return year + 2000 if year < _CENTURY_SPLIT else year + 1900


_ONE = Decimal(1)


_TENTH = Decimal("0.1")


_HUNDRED = Decimal(100)


_SHARE = "share"
"""The key of a draft's share in words (`10명 중 7명`, `절반`), read as a percentage."""


def _year_like(figure: Figure) -> bool:
    """A plain whole number that may be a year (`in 2016`); one written with a thousands
    separator (`1,946명`) never is."""
    return (
        figure.unit is None
        and "," not in figure.raw
        and "，" not in figure.raw
        and not figure.signed
        and figure.value == figure.value.to_integral()
        and 1900 <= figure.value <= 2100
    )


_PART = "part"
"""The key of a draft's part of a whole (`3분의 1`, `1/3`), read as a percentage."""
