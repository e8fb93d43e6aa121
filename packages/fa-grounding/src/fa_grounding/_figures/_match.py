"""Whether a draft figure matches a source figure: same kind and unit, and the value
equal, correctly rounded, within a hedge's tolerance or on a bound's side; and the keys and
digits figures are looked up by."""

from __future__ import annotations

import re
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal

from fa_grounding._figures._amounts import direction
from fa_grounding._figures._figure import _HUNDRED, _ONE, _PART, _SHARE, _TENTH, Figure, _year_like
from fa_grounding._figures._measures import per_base
from fa_grounding._figures._normalise import normalise_digits

HEDGE_TOLERANCE = Decimal("0.05")
"""Relative distance a hedged figure (`약 6,000명`, `about 12%`) may lie from the source figure."""
ROUNDING_TOLERANCE = Decimal("0.01")
"""How far an unhedged rounded figure (`31조` for `31조1880억`) may lie from the source figure."""


# the labels that number a series of events or terms (`제102회`, `제3차`, `제21대`, `제7기`): an
# English ordinal restates them (`the 102nd`)
_SERIES_LABELS = frozenset({"회", "차", "기", "대"})


# A duration compares with another of its family in a common measure: years and months in
# months, hours, minutes and seconds in seconds; never across (`2시간` is not `2개월`).
_MONTHS_IN = {"year": Decimal(12), "month": Decimal(1)}
_SECONDS_IN = {"hour": Decimal(3600), "minute": Decimal(60), "second": Decimal(1)}
# Lengths compare the same way, in metres: `약 3.5km` for `해발 3454미터`, `3,454m` for it too.
_METRES_IN = {"km": Decimal(1000), "m": Decimal(1), "cm": Decimal("0.01"), "mm": Decimal("0.001")}
# Weeks and days compare in days (`2주` for `14일간`), never with months (`6주` is no `6개월`).
_DAYS_IN = {"week": Decimal(7), "day": Decimal(1)}
_FAMILIES_OF_PERIODS = (_MONTHS_IN, _SECONDS_IN, _METRES_IN, _DAYS_IN)


_RATE_UNITS = frozenset({"%", "%p"})


def matches(draft: Figure, source: Figure, years: frozenset[int]) -> bool:
    """Whether the source figure supports the draft figure.

    `years` are the years that occur anywhere in the cited blocks, so `2018년 9월 3일` is
    supported by a block that says `2018. 9. 4.` in one place and `9. 3.` in another.
    """
    if draft.kind == "number":
        if source.kind == "number":
            if (
                source.as_date is not None
                and source.as_date[1] is None
                and _year_like(draft)
                and draft.value == source.as_date[0]
            ):
                return True  # `in 2016` for `16‧18년`
            return _number_matches(draft, source)
        if source.kind == "date" and draft.unit is None and not draft.signed:
            if source.key[:2] == (None, None):  # `14일`: a day of the month
                return source.key[2] == draft.value
            return source.key[0] == draft.value
        if source.key[:1] == ("code",) and draft.unit is None and draft.measure is None:
            return source.key[2] == draft.raw.strip()  # `2013` of `ICDAR2013`
        if source.kind in {"quarter", "half"} and draft.unit is None and not draft.signed:
            return source.key[0] == draft.value  # `fiscal 2024` and `Q3 FY24`; `2019` of 19.下
        if source.kind == "label" and draft.period == "ordinal" and source.key[0] in _SERIES_LABELS:
            return source.key[1] == draft.value  # `the 102nd` for `제102회`
        return False
    if draft.kind == "date":
        if (
            source.kind == "number"
            and source.as_date is not None
            and draft.key[2] is None
            and (draft.key[0], draft.key[1]) == source.as_date
        ):
            return True  # `2020년` for `20년 ISP`; `2014년 9월` for the timeline entry `14.9`
        if source.kind == "number" and draft.key[1] is None:
            wanted = draft.key[0] if draft.key[0] is not None else draft.key[2]
            return source.unit is None and source.value == wanted
        if source.kind in {"quarter", "half"} and draft.key[1:] == (None, None):
            return draft.key[0] is not None and source.key[0] == draft.key[0]  # `2024년` of Q1
        if source.kind != "date":
            return False
        return _parts_match(draft.key, source.key, years)
    if draft.kind == "label" and _an_english_round(draft, source):
        return True  # `Round 2` for `2차`, `제2회`
    if draft.kind in {"quarter", "half"}:
        return source.kind == draft.kind and _parts_match(draft.key, source.key, years)
    if draft.kind == "time":
        if source.kind != "time":
            return False
        hour, minute, known = draft.key
        if minute != source.key[1]:
            return False
        seconds = _seconds(draft.raw)
        if seconds is not None and seconds != (_seconds(source.raw) or 0):
            return False  # (a time to the second, `2:08:51`, holds its seconds too)
        if hour == source.key[0]:
            return True
        return not known and isinstance(hour, int) and hour < 12 and hour + 12 == source.key[0]
    return source.kind == draft.kind and source.key == draft.key


_SECONDS = re.compile(r"\d{1,2}:\d\d:(\d\d)")


def _seconds(raw: str) -> int | None:
    """The seconds a time writes (`2:08:51`: 51), or None when it writes none (`14:00`)."""
    found = _SECONDS.search(raw)
    return int(found.group(1)) if found else None


def _an_english_round(draft: Figure, source: Figure) -> bool:
    """Whether an English round (`Round 2`, read as `제2회`) restates a source's numbered term
    of any series word (`2차`, `제2기`): English has one word for them all."""
    # (the second of `rounds 6 and 9` is written as its digits alone)
    latin = (draft.raw[:1].isascii() and draft.raw[:1].isalpha()) or draft.raw.isdigit()
    if not latin or draft.key[0] not in _SERIES_LABELS or len(draft.key) != 2:
        return False
    if source.kind == "label" and len(source.key) == 2 and source.key[0] in _SERIES_LABELS:
        return source.key[1] == draft.key[1]
    # (or a round a table's row names without its `제`, `1회 | 3. 12.(수)`)
    return (
        source.kind == "number"
        and (
            source.period == "ordinal"
            or (source.counter in {"회", "차", "기"} and not source.period)
        )
        and source.value == draft.key[1]
    )


_DURATIONS = frozenset({"year", "month", "week", "day", "hour", "minute", "second"})


def _quantity(figure: Figure) -> str | None:
    """What a number counts, as far as its writing tells: money or a rate (its unit), a
    duration (its period), a count (its counter word), a unit of measure's dimension; None for
    a bare number, which may be any of them."""
    if figure.measure is not None:
        dimension = figure.measure.dimension
        return "count" if dimension.startswith("count of ") else f"measure {dimension}"
    if figure.unit is not None:
        return "rate" if figure.unit in _RATE_UNITS else f"unit {figure.unit}"
    if figure.period in _DURATIONS:
        return "duration"
    # (`10대` is ten vehicles or a decade of age, a count either way: never a rate nor money)
    return "count" if figure.counter or figure.raw.rstrip().endswith("대") else None


def _other_quantity(draft: Figure, source: Figure) -> bool:
    """Whether the two figures are of different kinds of quantity by their own writing: `연
    2.0%` is no `2년 거치`, `5천만 명` no `5천만 원`, `4.5년` no `4.5%`. Two measures are left
    to the comparison of measures, which converts them (and a length, which has no kind here)."""
    mine, theirs = _quantity(draft), _quantity(source)
    if mine is None or theirs is None or mine == theirs:
        return False
    return not (mine.startswith("measure") and theirs.startswith("measure"))


def _parts_match(
    draft: tuple[object, ...], source: tuple[object, ...], years: frozenset[int]
) -> bool:
    for position, (mine, theirs) in enumerate(zip(draft, source, strict=True)):
        if mine is None or mine == theirs:
            continue
        if theirs is None and position == 0 and mine in years:
            continue
        if theirs is None and position == 1 and isinstance(mine, int) and -mine in years:
            continue  # `14일` in a block that names the month elsewhere (`7월 고용동향`)
        return False
    return True


# A share in words glosses its rate as its nearest simple fraction: `네 명 중 한 명꼴` for
# 23.7%, `10명 중 7명` for 69.7%. It matches within this many percentage points (or the hedge's
# 5%, when wider), so `세 명 중 한 명꼴` is no 23.7%.
_SHARE_TOLERANCE = Decimal("2.5")


def _part_as_decimal(draft: Figure, source: Figure) -> bool:
    """Whether a bare source decimal below 1 is the draft's part of a whole, rounded at the
    source's last digit: `3분의 1` for `0.333333`, `4분의 1` for `0.25`."""
    if source.unit is not None or source.signed or not 0 < source.value < 1:
        return False
    return abs(draft.value / _HUNDRED - source.value) * 2 <= source.quantum


def _in_draft_measure(draft: Figure, source: Figure) -> Figure | None:
    """The source figure in the draft's unit of measure, or None when the two cannot be the
    same quantity: other dimensions (`12톤`, `12㎏` are one dimension; `12톤`, `12TEU` are not),
    or a unit of measure against a rate, a currency or a duration (`8.7%` is no `8.7GW`). A
    figure with no unit written beside one with a unit compares by value: a table writes its
    unit once, in a head."""
    if draft.measure is None or source.measure is None:
        bare, other = (draft, source) if draft.measure is None else (source, draft)
        # (an ordinal of sessions, `28회차`, counts the sessions a table counts in 회)
        sessions = (
            bare.period == "ordinal" and other.measure is not None and other.measure.symbol == "회"
        )
        return source if bare.unit is None and (bare.period is None or sessions) else None
    if draft.measure.dimension != source.measure.dimension:
        # `0.0172mSv` for `0.0172mSv/년`: a rate of measures restated without its base (either
        # side) compares by the measure before its slash; two bases never convert
        mine = per_base(draft.measure) or draft.measure
        theirs = per_base(source.measure) or source.measure
        if (draft.measure.per is None) == (source.measure.per is None):
            return None
        if mine.dimension != theirs.dimension:
            return None
        scale = theirs.scale / mine.scale
        return source._replace(
            value=source.value * scale, quantum=source.quantum * scale, measure=draft.measure
        )
    if draft.measure == source.measure:
        return source
    scale = source.measure.scale / draft.measure.scale
    return source._replace(
        value=source.value * scale, quantum=source.quantum * scale, measure=draft.measure
    )


# A block's count in 대 whose last digit no band starts at (`888대`, `1,204대`; not `30대`)
_COUNTED_IN_DAE = re.compile(r"[1-9]\s?대$")


def _number_matches(draft: Figure, source: Figure) -> bool:
    if draft.key in {(_PART,), (_SHARE,)} and _part_as_decimal(draft, source):
        return True
    if draft.key == (_SHARE,) and source.unit != "%":
        return False  # a share glosses a rate: `10명 중 6명 이상` is not the age `65세`
    if source.bare_only and (
        (draft.key and draft.key[0])
        or (draft.unit is not None and not (source.bare_rates and draft.unit in _RATE_UNITS))
        or draft.measure is not None
        or draft.period is not None
    ):
        # a table cell read as written, beside its reading in the declared unit: it supports
        # only a figure written the same bare way (`614,820` for `614,820`, not `614,820원`),
        # or as a rate when the table declares none (a 증감률 column of a table in 백만원)
        return False
    if draft.unit is not None and source.unit is not None and draft.unit != source.unit:
        return False
    if _other_quantity(draft, source):
        return False
    if draft.measure is not None or source.measure is not None:
        compared = _in_draft_measure(draft, source)
        if compared is None:
            return False
        source = compared
    if draft.period and source.period and draft.period != source.period:
        # `2년` for `24개월`, `2.5분` for `150초`: a duration compares in the draft's own period
        family = next((f for f in _FAMILIES_OF_PERIODS if draft.period in f), {})
        if source.period not in family:
            return False  # `2시간` is no `2개월`, `3km` no `3개월`
        measure = source.value * family[source.period]
        source = source._replace(value=measure / family[draft.period], period=draft.period)
    if (
        draft.inverted
        and (source.rises or source.falls)
        and draft.inverted != (1 if source.rises else -1)
    ):
        return False  # a sentence about a deficit: its direction word against the block's
    if not draft.signed and (draft.rises or draft.falls):
        # `8.5조 원 늘었다` for `△8.5조원 감소`: the words say the opposite of the source
        told = direction(source)
        if told and told != (1 if draft.rises else -1):
            return False
    mine, theirs = draft.value, source.value
    if source.falls:
        theirs = -abs(theirs)  # `2.7조 원 감소` supports `-2.7조`, `△2.7조`, not `+2.7조`
    if draft.positive and theirs < 0 and not source.reframed:
        return False  # a negative figure restated without its sign or any word of a decrease
    if not draft.signed:
        # An unsigned figure states a size; the direction (증가/감소, rose/fell) is words.
        mine, theirs = abs(mine), abs(theirs)
    if draft.bound == "band" and _COUNTED_IN_DAE.search(source.raw):
        # `약 900대` of `888대`: where the block counts machines in 대, the draft's 대 counts them
        # too, a hedged count rounded, not the band 900 to 999
        return _number_matches(draft._replace(bound=None), source)
    if draft.bound == "min" and source.capped:
        return False  # a cap is no floor: `60만 원 이상` for `연 60만 원 이내`
    distance = abs(mine - theirs)
    if distance == 0:
        return True
    if draft.bound is not None:
        if draft.bound == "max" and source.capped and draft.key in {(_PART,), (_SHARE,)}:
            # a threshold restated in words is the same part (`3분의 1에 못 미치면`), never a
            # looser one (`절반 미만` for `3분의 1 미만`)
            return distance <= _SHARE_TOLERANCE
        if (draft.bound == "max" and source.capped) or (
            draft.bound in {"min", "max"} and source.bound in {"min", "max"}
        ):
            # the source states a threshold itself (`56개월 이내`, `5,300만 원 미만`, `8,500만 원
            # 이상`): the draft's bound restates it, so it is that threshold correctly rounded at
            # its last digit (`최대 3조` for `최대 2조 9천억`, `약 3만 명 이상` for `29,800명
            # 이상`), never another one the source's figure happens to lie beside (`up to 58
            # months`, `5,500만 원 미만`)
            # (hedged, at its last non-zero digit: `약 3,800만 원 이하` for `3,803만 원 이하`)
            return _rounds_to(theirs, draft.quantum) == mine or (
                draft.approximate and _rounds_to(theirs, _last_digit_step(mine)) == mine
            )
        if draft.approximate and _rounds_to(theirs, draft.quantum) == mine:
            return True  # `약 384만 원 이하` of a table's threshold `3,841,597`: hedged, rounded
        return _within_bound(draft, abs(mine), abs(theirs))
    # a figure of two significant digits or more states its own precision: correctly rounded at
    # its last digit, it is that rounding however far (`1.2조` for `1조 2,345억`, `12억` for
    # `12억 3,400만`); one digit claims too little (`1조` for `1조 2,345억`, `5%` for `4.6%`)
    close = distance <= abs(theirs) * ROUNDING_TOLERANCE or abs(mine) >= draft.quantum * 10
    if not close and draft.unit in _RATE_UNITS and draft.quantum <= _TENTH:
        close = True  # a rate to one decimal is a rounding, however small (`2.6%` for `2.55%`)
    if draft.key == (_SHARE,) and distance <= _SHARE_TOLERANCE:
        return True
    if (
        draft.hedged
        and draft.unit in _RATE_UNITS
        and draft.key not in {(_PART,), (_SHARE,)}
        and distance * 2 <= draft.quantum
        and _rounds_to(theirs, draft.quantum) == mine
    ):
        # `약 4%` for 4.4%: a hedged rate rounded correctly to a whole point (an amount keeps
        # the hedge's 5%: `약 1천억 원` is no 1,260억); else, below, at its last non-zero digit
        # (`약 70%` for 70.5%)
        return True
    if distance * 2 <= draft.quantum and close and draft.key not in {(_PART,), (_SHARE,)}:
        # fewer digits: the correctly rounded value, and close (`31조` for `31조1880억`); a
        # hedged one may also be near, as below
        if _rounds_to(theirs, draft.quantum) == mine:
            return True
        if not draft.hedged:
            return False
    if not draft.hedged or distance > abs(theirs) * HEDGE_TOLERANCE:
        return False
    if draft.key in {(_PART,), (_SHARE,)}:
        return True  # a part of a whole claims no precision of its digits (`3분의 1 수준`)
    if draft.unit in _RATE_UNITS:
        # a hedged rate is the source's rate rounded at its last non-zero digit: `약 60%` for
        # 61.2%, never `약 62%` (61.2% is 61% at that digit) or `약 96%` for 95.4%
        return _rounds_to(theirs, _last_digit_step(mine)) == mine
    # a hedged figure of three significant digits or more claims their precision: `약 1,031만`
    # is no 1,013만 (off by more than the step of its last digit), while `about 75` for 73 and
    # `약 1,600만` for 1,637만 are hedges
    # (two significant digits claim more than one: the source rounded at the last of them, or
    # cut a step short of it below the source, `약 1,300억` for 1,260억 and `1만8천여` for
    # 18,685; never a step past it, `약 1.6만` for 1만 5,300, nor two steps off, `약 4.2조` for
    # 4조 4,010억; a last digit of 5 rounds to fives, `roughly 75` for 73, but not a decimal's,
    # which writes the step it keeps: `약 2.5조` is no 2조 4,027억)
    digits = significant_digits(mine)
    if len(digits) == 2:
        fives = digits.endswith("5") and "." not in draft.raw
        step = _last_digit_step(mine) * (5 if fives else 1)
        rounded = _rounds_to(theirs, step)
        return mine == rounded or (mine == rounded - step and mine <= abs(theirs))
    if len(digits) >= 3 and "." in draft.raw:  # (three digits or more)
        # a decimal writes the step it keeps: the source rounded or cut there (`약 11.1km` for
        # 11,115m or 11,180m, never `약 11.2km` for 11,115m)
        step = _last_digit_step(mine)
        cut = (abs(theirs) / step).to_integral_value(rounding=ROUND_DOWN) * step
        return mine in {_rounds_to(theirs, step), cut}
    return len(digits) < 3 or distance <= _last_digit_step(mine)


def _last_digit_step(value: Decimal) -> Decimal:
    """The step of the last non-zero digit of `value`: 1 for 1031, 100 for 1600, 0.1 for 2.5."""
    exponent = abs(value).normalize().as_tuple().exponent
    return Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0)


def _within_bound(draft: Figure, mine: Decimal, theirs: Decimal) -> bool:
    """A bound holds when the source lies on its side, and not far: its next step or 5%; a
    lower bound of two digits or more with trailing zeros, the next step of its last digit that
    is not one (`20원 넘게` reaches 30, `1,500명 넘게` 1,600; `100% 넘게` only 105%)."""
    reach = max(draft.quantum, mine * HEDGE_TOLERANCE)
    # (short of a whole step: `3시간 가까이` is no 2 hours, `1만 건 이상` no 2만)
    if draft.bound == "min":
        step = _last_digit_step(mine)
        if step * 2 <= mine:
            reach = max(reach, step)
        return mine <= theirs < mine + reach
    if draft.bound == "max":
        return mine - reach < theirs <= mine
    return mine <= theirs < mine + draft.quantum  # band: `6천억 원대` is 6천억 up to 7천억


def _rounds_to(value: Decimal, quantum: Decimal) -> Decimal:
    """`value` rounded half up (반올림) to a multiple of `quantum`."""
    steps = (value / quantum).quantize(_ONE, rounding=ROUND_HALF_UP)
    return steps * quantum


def figure_years(figures: list[Figure]) -> set[int]:
    """The years that the figures of a block mention (dates, quarters and plain year numbers),
    and, as negative numbers, the months its dates name (-7 for July)."""
    years: set[int] = set()
    for f in figures:
        if f.kind == "date" and isinstance(f.key[1], int):
            years.add(-f.key[1])
        if f.kind in {"date", "quarter", "half"} and isinstance(f.key[0], int):
            years.add(f.key[0])
        elif f.kind == "number" and f.as_date is not None and f.as_date[1] is None:
            years.add(f.as_date[0])
        elif (
            f.kind == "number"
            and f.unit is None
            and f.value == f.value.to_integral()
            and 1900 <= f.value <= 2100
        ):
            years.add(int(f.value))
    return years


# What `written_digits` cannot vouch for: digits of other scripts (read by `\d`, not in ASCII)
# and a Korean unit word (any last character of _KU) followed by more digits (`1조 2,345억`,
# whose parts are added up).
_OTHER_DIGIT = re.compile(r"[^\D0-9]")
_KU_THEN_DIGITS = re.compile(r"[만억조천백]\s?\d")


def written_digits(text: str) -> str | None:
    """`text` (digits normalised) with `,` and `.` taken out, to rule out values it cannot hold.

    Every number the scanner reads is its written digits (commas and point aside) times a power
    of ten (`12억`, `3.4 million`, the `1` of `1~2억`), so `significant_digits` of any number in
    `text` occur in a row in this string. None when that does not hold: digits of another script
    or a Korean amount of several parts, whose parts are added up.
    """
    text = normalise_digits(text)
    if _OTHER_DIGIT.search(text) or _KU_THEN_DIGITS.search(text):
        return None
    return text.replace(",", "").replace(".", "")


def significant_digits(value: Decimal) -> str:
    """The digits of a value without sign, point or leading and trailing zeros: 1200 -> `12`."""
    return "".join(map(str, abs(value).normalize().as_tuple().digits))


def lookup_key(figure: Figure) -> tuple[object, ...]:
    """An exact key for finding the same value in blocks the sentence did not cite."""
    if figure.kind == "number":
        return ("number", abs(figure.value).normalize())
    if figure.kind == "time":
        return ("time", figure.key[0], figure.key[1])
    return (figure.kind, *figure.key)


_NO_YEARS: frozenset[int] = frozenset()
"""The years `matches` is given when a source date without a year may take none."""
