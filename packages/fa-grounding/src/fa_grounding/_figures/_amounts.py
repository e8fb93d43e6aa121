"""One number the scanner found, read as a figure: its multiplier (`12억`, `1.2 million`),
unit, precision, hedge, bound, direction word (`감소`, `fell`) and period (`3년`, `2분기`)."""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from itertools import pairwise

from fa_grounding._figures._figure import _ONE, Figure, _year
from fa_grounding._figures._hedges import (
    _BOUND_AFTER,
    _BOUND_BEFORE,
    _BOUND_VERB,
    _BOUND_WORD,
    _hedge_before,
)
from fa_grounding._figures._measures import MEASURES, Measure, per_measure, read_measure
from fa_grounding._figures._pieces import (
    _BIG_KU,
    _COUNTERS,
    _ENG_MULT,
    _KU_CHARS,
    _KU_VALUE,
    _PIECE,
)

_GLUED_MULT = frozenset({"K", "k", "M", "B"})


# The end of a figure, its unit after it, then a space: what an operator written apart from
# the next figure follows (`1억 1,000만 원 + `, `62,000원 + `, `50억 - `)
_OPERAND_BEFORE = re.compile(r"\d(?:[.,]\d+)*\s?(?:[만억조천]\s?)?(?:원|%|[가-힣]{0,2})?\s$")


def _opens_line(text: str, start: int) -> bool:
    """Whether only spaces stand between the start of `text` (or of its line) and `start`."""
    line = text.rfind("\n", 0, start) + 1
    return not text[line:start].strip()


def _told_direction(text: str, start: int, end: int) -> tuple[bool, bool]:
    """(falls, rises) for an unsigned figure at `text[start:end]`, from the words around it: a
    direction word right after it (or its counter), after a rate in brackets after it, after
    the list it opens (`3.3%p, ... 각각 하락`, `각각 0.3%p, 0.6%p 떨어졌다`), or an English verb
    before it (`rose 2.7%`)."""
    after = text[end : end + 2].lstrip()[:1]
    falls = (after in _FALLS_FIRST or "가" <= after <= "힣") and _FALLS_AFTER.match(
        text, end
    ) is not None
    rises = not falls and _RISES_AFTER.match(text, end) is not None
    if (
        not falls
        and not rises
        and after in _CLOSING
        and _BRACKETED_RATE.search(text, max(0, end - 40), end)
    ):
        # the rate in brackets after an amount (`3088억원(11.8%) 줄었다`) shares the word
        # after the bracket with the amount
        falls = _FALLS_AFTER.match(text, end + 1) is not None
        rises = not falls and _RISES_AFTER.match(text, end + 1) is not None
    if not falls and not rises and _LISTED_NEXT.match(text, end) is not None:
        # a change listed before `각각 하락` (`3.3%p, 벌크선은 3.1%로 0.9%p 각각 하락`): the
        # word after `각각` is each listed change's, unless a word of its own comes first
        shared = _RESPECTIVE_MOVE.search(text, end, end + _RESPECTIVE_REACH)
        if shared is not None and not _OWN_MOVE.search(text, end, shared.start()):
            falls = _FALLS_AFTER.match(text, shared.end()) is not None
            rises = not falls and _RISES_AFTER.match(text, shared.end()) is not None
        elif _RESPECTIVE_BEFORE.search(text, max(0, start - 6), start):
            # `각각 0.3%p, 0.6%p 떨어졌다`: the word after the list is each change's
            listed = _LIST_RUN.match(text, end)
            if listed is not None:
                falls = _FALLS_AFTER.match(text, listed.end()) is not None
                rises = not falls and _RISES_AFTER.match(text, listed.end()) is not None
    if not falls and not rises and start > 0:
        # English puts the verb first: `rose 2.7%`, `fell by 3%`
        before = _DIRECTION_BEFORE.search(text, max(0, start - _DIRECTION_REACH), start)
        falls = before is not None and (before.group("down") or before.group("down_of")) is not None
        rises = before is not None and (before.group("up") or before.group("up_of")) is not None
    return falls, rises


def _number_figure(match: re.Match[str], text: str) -> Figure:
    amount, sign, unit_text, currency, eng, yeo, hedge2 = match.group(
        "amount", "sign", "unit", "cur1", "eng_mult", "yeo", "hedge2"
    )
    start, end = match.start(), match.end()
    if _KU_CHARS.isdisjoint(amount):
        value = Decimal(amount.replace(",", ""))
        quantum = _quantum(amount, multiplied=False)
        multiplied = False
    else:
        value, quantum = _korean_amount(amount)
        multiplied = True
    glued = eng is not None and "." in amount and eng in _GLUED_MULT  # `28.8K`, `1.5M users`
    # `802K beds`: a K glued to three digits or more is thousands (`4K`, `10K` stay as written)
    glued = glued or (eng == "K" and len(amount.replace(",", "")) >= 3)
    if eng and (currency or glued or len(eng.strip()) > 2):  # `$12.3M`, not the M of `3M`
        mult = Decimal(_ENG_MULT[eng.strip().lower()])
        value *= mult
        quantum *= mult
        multiplied = True
    raw = match.group(0)
    apart = bool(sign) and sign[0] in "-–+" and sign != sign.rstrip()
    if apart and (
        (sign[0] != "+" and _opens_line(text, start))
        or _OPERAND_BEFORE.search(text, max(0, start - 8), start)
    ):
        # `- 75세 이상: ...`: a 개조식 item's dash, then a space, is its bullet, not a minus;
        # `1억 1,000만 원 + 15억 원`, `50억 원 - 40억 원`: between two figures, an operator
        raw, start, sign = raw[len(sign) :], start + len(sign), ""
    sign = sign.strip() if sign else ""
    if sign in {"△", "▼", "▽", "-", "–"}:
        value = -value
    if unit_text and not unit_text.isascii():
        unit_text = unicodedata.normalize("NFKC", unit_text)  # `㎒` is `MHz`, `㎇` is `GB`
    unit = _unit(unit_text, currency) if unit_text or currency else None
    if unit == "B":
        # sizes compare in bytes, decimal multiples: `85MB` is not `85GB`, `1TB` is `1,000GB`
        mult = _BYTE_SCALE[unit_text.strip().lower()]
        value, quantum, multiplied = value * mult, quantum * mult, mult != 1
    elif unit == "Hz":
        mult = _HERTZ_SCALE[unit_text.strip().lower()]
        value, quantum, multiplied = value * mult, quantum * mult, mult != 1
    elif unit == "bps":
        mult = _BITRATE_SCALE[unit_text.strip().lower()]
        value, quantum, multiplied = value * mult, quantum * mult, mult != 1
    if text[end : end + 1] == ")" and start >= 1:
        # accounting notation: `$(6,547) million` and `($3) million` are negative amounts, and
        # the scale after the bracket belongs to the figure inside it; an amount whose scale
        # word is inside the bracket is a gloss (`France (USD 23.26 billion)`), and so is one
        # of a currency's code in letters (`course (KRW 60,000)`): the notation writes symbols
        accounting = not multiplied and (
            text[start - 2 : start] == "$("
            or (text[start - 1] == "(" and currency and not currency.strip()[:1].isalpha())
        )
        if accounting and not sign:
            unit, value, sign = "USD" if not currency else unit, -value, "-"
        inside = text[start - 1] == "(" or _PRIOR_BEFORE.search(text, max(0, start - 9), start)
        scale = _PAREN_MULT.match(text, end + 1) if accounting or inside else None
        if scale and not multiplied:
            mult = Decimal(_ENG_MULT[(scale.group(1) or scale.group(2)).lower()])
            value, quantum, multiplied = value * mult, quantum * mult, True
    elif not multiplied and not unit_text and text[end : end + 2].lstrip()[:1] == "(":
        prior = _PRIOR_AFTER.match(text, end)
        scale = _PAREN_MULT.match(text, prior.end()) if prior is not None else None
        if scale is not None:
            mult = Decimal(_ENG_MULT[(scale.group(1) or scale.group(2)).lower()])
            value, quantum, multiplied = value * mult, quantum * mult, True
    before = _hedge_before(text, start)
    hedged = bool(yeo or hedge2 or before)
    bound = _BOUND_BEFORE.get(before) if before else None
    approximate = bool(yeo) or (before is not None and bound is None)
    if hedge2:
        word = _BOUND_WORD.search(hedge2)
        verb = _BOUND_VERB.search(hedge2) if word is None else None
        if verb is not None:
            bound = "max" if verb.group("max") else "min"
        else:
            bound = _BOUND_AFTER[word.group(0)] if word else bound
    if bound is None and (yeo or (hedge2 and hedge2.rstrip().endswith("여"))):
        # `2천여 곳`, `130여 개`: that many and more, short of the next step of its last digit
        bound = "min"
    falls = rises = reframed = False
    if not sign:
        falls, rises = _told_direction(text, start, end)
    else:
        # a sign whose next word says it is not the amount's direction: `+3.8조원 개선` of a
        # deficit, or a word against the sign itself (`감소폭 △2.1만명 확대`)
        reframed = (
            _REFRAMED_AFTER.match(text, end) is not None
            or (_FALLS_AFTER.match(text, end) if value > 0 else _RISES_AFTER.match(text, end))
            is not None
        )
    figure = Figure(
        "number", raw, value, unit, quantum, bool(sign), hedged, (multiplied,), start,
        None, falls,
        approximate=approximate,
    )  # fmt: skip
    if not (sign or unit or multiplied or yeo or hedge2):
        period = _PERIOD_AFTER.match(text, end)
        if period is not None and period.group("days") and figure.value <= _LAST_DAY:
            period = None  # `14일` is a day of the month (read as a date elsewhere)
        if period is not None:
            name = next(part for part in period.groups() if part)
            figure = figure._replace(period=_PERIOD_NAMES[name])
            # a bound or a hedge after the period's word (`5분 가까이`, `3시간 이상`, `2년 남짓`)
            after = _HEDGE_AFTER_PERIOD.match(text, period.end())
            if after is not None and not hedged:
                figure = figure._replace(hedged=True)
                hedged, bound = True, _PERIOD_BOUNDS.get(after.group(0).strip(), bound)
        elif (
            _ORDINAL_AFTER.match(text, end) is not None
            or _ORDINAL_LIST_AFTER.match(text, end) is not None
            or _ROUND_BEFORE_DATE.match(text, end) is not None
            or (_ENGLISH_ORDINAL.match(text, end) is not None and end == start + len(amount))
        ):
            # `2차년도`, `3~5차년도`, `세 번째`, `the 102nd`, the 1 of `1·2차`: which year or
            # item, not how many
            figure = figure._replace(period="ordinal")
            nth = _ENGLISH_ORDINAL.match(text, end)
            if nth is not None and (counted := _NTH_PERIOD.match(text, nth.end())) is not None:
                # (`its 13th year` is also `13년째`, the years counted to it)
                figure = figure._replace(others=(figure._replace(period=counted.group(1)),))
        elif (length := _LENGTH_AFTER.match(text, end)) is not None:
            name = length.group("l") or _LENGTH_NAMES[length.group("k")]
            figure = figure._replace(period=name)
        named = _named_date(amount, text, start, end)
        if named is not None:
            figure = figure._replace(as_date=named)
    if eng in {"m", "mm"} and not multiplied and not unit:
        figure = figure._replace(period=eng)  # `3,454m`, `700m`: metres, not millions
    if rises or reframed:
        figure = figure._replace(rises=rises, reframed=reframed)
    # (a unit of measure the hedge's counter took, `250톤 이상`: read from the number's end)
    figure = _measured(figure, text, match.end("hedge2") - len(hedge2) if hedge2 else end)
    if figure.unit is None and figure.period is None and figure.measure is None:
        counted = _COUNTER_AFTER.match(text, end)
        if counted is not None:
            figure = figure._replace(counter=counted.group(1))
    if bound == "max" or _CAP_AFTER.match(text, end) is not None:
        figure = figure._replace(capped=True)
    return figure._replace(bound=bound) if bound else figure


_LENGTHS = frozenset({"km", "m", "cm", "mm"})
# A counter word right after a number (`1,200명`, `5천만 명이`, `12곳에`): a count of things. Only
# words that count and name nothing else are read, and only when a particle, a space, a mark or
# the end follows (`대비`, `회의` and `호선` are other words).
COUNTER_WORDS = (
    "명|건|개소|개사|개교|개|곳|가구|세대|마리|척|회|인|대|편|권|병상|학급|그루|필지"
    "|장|매"  # sheets (`현수막 5만 7,100장`, `전단 300매`)
)
"""The counter words that count things and name nothing else, longest first where one begins
another (`개소` before `개`)."""
_COUNTER_AFTER = re.compile(
    rf"\s?({COUNTER_WORDS})(?=$|[^가-힣]|[이가은는을를의에로과와도만씩당입임인일였으까보부])"
)
_RATE_MEASURES = {"‰": ("%", Decimal(10)), "bp": ("%p", Decimal(100))}
# A speed word before a length (`초속 47m`), also over the first figure of a pair of bounds
# (`초속 33m 이상 44m 미만`).
_SPEED_BEFORE = re.compile(
    r"(초속|분속|시속)\s?(?:[\d.,]+\s?(?:m|km|㎞)\s?(?:이상|초과|부터|에서)\s?)?$"
)
_SPEED_REACH = 24
# A time a measure is counted per, written before it (`시간당 0.184μSv`, `연간 1mSv`), and a
# range's first end between (`시간당 0.061~`).
_PER_BEFORE = re.compile(r"(?:(시간|초|분)\s?당|(연)\s?간)\s?(?:[\d.,]+\s?[~∼]\s?)?$")
_PER_BEFORE_REACH = 20
_SPEED_SECONDS = {
    "초속": (Decimal(1), "s"),
    "분속": (Decimal(60), "min"),
    "시속": (Decimal(3600), "h"),
}
_BELOW_ZERO = re.compile(r"영하\s?$")
# A bound right after a unit of measure (`5kg 이상`, `100㎡ 이하`)
_BOUND_AFTER_UNIT = re.compile(r"\s?(이상|이하|미만|초과|넘게|넘는)(?![가-힣])")


def _measured(figure: Figure, text: str, end: int) -> Figure:
    """`figure` with the unit of measure written after it (`_measures.read_measure`), the
    direction word after that unit (`1.8ha 증가`), and the sign `영하` gives a temperature.

    A per-mille figure (`2.7‰`) becomes the percentage it is (0.27%). Currencies, rates, bytes
    and hertz keep their own units; durations keep their periods.
    """
    if figure.unit is not None or (figure.period is not None and figure.period not in _LENGTHS):
        return figure
    found = read_measure(text, end)
    if found is None and figure.period in _LENGTHS:
        # a length the number took close up (`10m`) may begin a longer unit (`10m/s`)
        back = end - len(figure.period)
        whole = read_measure(text, back) if text.startswith(figure.period, back) else None
        found = whole if whole is not None and whole[1] > end else (MEASURES[figure.period], end)
    if found is None:
        return figure
    measure, unit_end = found
    speed = _SPEED_BEFORE.search(text, max(0, figure.start - _SPEED_REACH), figure.start)
    if speed is not None and measure.dimension == "length":
        # `초속 47m` is 47 m/s, `시속 169㎞` 169 km/h
        per, symbol = _SPEED_SECONDS[speed.group(1)]
        scale = measure.scale / per
        measure = Measure(
            f"{measure.symbol}/{symbol}", "speed", scale, scale * per == measure.scale
        )
    per = _PER_BEFORE.search(text, max(0, figure.start - _PER_BEFORE_REACH), figure.start)
    if per is not None and measure.per is None and measure.dimension != "speed":
        # `시간당 0.184μSv` is 0.184 μSv/h (also for a range's second end: `시간당 0.061~0.184μSv`)
        based = per_measure(measure, per.group(1) or per.group(2), 0)
        measure = based[0] if based is not None else measure
    figure = figure._replace(measure=measure, period=None)
    bounded = _BOUND_AFTER_UNIT.match(text, unit_end)
    if bounded is not None and figure.bound is None:
        # `5kg 이상`, `3㎞ 미만`: the bound after the unit is the figure's
        figure = figure._replace(bound=_BOUND_AFTER[bounded.group(1)], hedged=True)
    if measure.symbol in _RATE_MEASURES:
        unit, per = _RATE_MEASURES[measure.symbol]
        figure = figure._replace(
            value=figure.value / per, quantum=figure.quantum / per, unit=unit, measure=None
        )
    if not figure.signed and not (figure.falls or figure.rises) and unit_end > end:
        falls = _FALLS_AFTER.match(text, unit_end) is not None
        rises = not falls and _RISES_AFTER.match(text, unit_end) is not None
        figure = figure._replace(falls=falls, rises=rises)
    if not figure.signed and _BELOW_ZERO.search(text, max(0, figure.start - 4), figure.start):
        figure = figure._replace(value=-figure.value, signed=True)
    return figure


# A bare two-digit number followed by 년 names a year in Korean plans and reports (`20년 ISP,
# 23년 구축`, `(16년 46.6%)`), unless the words around it make it a span of years: `20년간`,
# `20년 동안`, `20년 만에`, `20년째`, `20년 이상`, `20년 전`, `지난 20년`, `향후 20년`; nor is a
# decade (`90년대`).
_YEAR_WORD_AFTER = re.compile(
    r"\s?년(?!\s?(?:간|동안|째|이상|이하|이내|미만|초과|넘|가량|정도|마다|주기|씩|가까이|남짓|안팎"
    r"|내외|이래|연속|대|(?:전|후|차|만|새|여)(?:에|의|이|인|은|는|부터|까지|보다|으로|로|이다)?(?![가-힣])))"
)
# `(16) 2,305,601 → (17) 3,101,601`: a series whose years stand in brackets before each figure.
_SERIES_AFTER = re.compile(r"\)\s?[△▲▽▼+\-]?\d[\d,.]*[^\s→⇒]{0,4}\s?[→⇒]")
_SERIES_BEFORE = re.compile(r"[→⇒]\s?\($")
_SPAN_BEFORE = re.compile(
    r"(?:지난|최근|향후|과거|앞으로|약|근|무려|매|장장|불과|거의|최소|최대)\s?$"
)
# A year and month written as a decimal in a timeline: `(경과) 14.9 기획 → 15.5 수립`, or alone
# in brackets: `시행(18.5)`. Only a bare decimal followed by a word or an arrow, or bracketed
# alone (not a unit, a rate or more digits).
_YEAR_MONTH = re.compile(r"(?P<y>\d{2})\.(?P<m>1[0-2]|[1-9])")
_YEAR_MONTH_AFTER = re.compile(r"\s?(?:[가-힣](?<![년월일조억만천백원명개건배점이미초])|[→~∼⇒])")


_PERIOD_AFTER = re.compile(
    r"\s?(?:(년|개월|달)(?!러|도|생|대)|(시간|분|초)(?!기|의|과|반|등|순|말|위|야)"
    # English periods, as a sentence column writes them: `2 years and 4 months`, `75 years`;
    # not the comparison after a change (`268,000 year on year`)
    r"|(years?|months?|hours?|minutes?|seconds?|weeks?|days?)\b(?!-|\s(?:on|over)\s(?:year|month|week|quarter))"
    # weeks (`6주`, `6주간`, `2주일`; not `6주년`, `1주당`, `3주기`, `2주차`, shares `주식`) and
    # days counted (`14일간`, `14일 동안`; a bare `14일` is a day of the month)
    r"|(주)(?:간|일)?(?![년당기차식주택민])|(일)(?=간|\s?동안)"
    # and a count of days no month has (`14,655일`, `120일`): after a number above 31 (the
    # number is checked where the pattern is used)
    r"|(?P<days>일)(?=\s|$|[,.)~·]|로|은|는|이(?!내)|의|을|를|에|과|와|도|만|까지|째)"
    # a log's abbreviations: `30 min`, `2 hrs`, `10 sec`, and `0.008s` after a decimal (not the
    # decade `1990s`)
    r"|(?P<abbr>min|mins|hrs?|sec|secs)\b|(?<=\.\d)(?P<s>s)\b|(?<=\.\d\d)(?P<s2>s)\b"
    r"|(?<=\.\d\d\d)(?P<s3>s)\b"
    # a school term (`2학기`, `8학기 연속`) and a century (`16세기`): compared as terms and
    # centuries only, never as a round (`1차`), a year or a count
    r"|(학기)|(세기))"
)
_LAST_DAY = 31

# An ordinal counter after a number (`2차년도`, `2번째`, `3회차`, `1순위`, `1차 위반`, `2차 접종`; a
# range `3~5차년도` is joined): the number names a year or an item of a series, so it never
# supports a duration (`5년`), and a heading naming it (`(1차 위반 기준)`) lends it to the
# blocks under it. (`차이`, `차액`, `차감` are a difference, `차량` a vehicle.)
# The period an English ordinal counts (`13th year`, `the 3rd month`)
_NTH_PERIOD = re.compile(r"\s(year|month|week|day)\b")
_ORDINAL_AFTER = re.compile(r"\s?(?:차년도|차연도|차년|번째|회차|순위|차(?![이액감량선로종]))")
# ... or the first of a list of them that shares the last one's word (`1·2차`, `1, 2차년도`)
_ORDINAL_LIST_AFTER = re.compile(
    r"\s?[·ㆍ,]\s?\d{1,2}\s?(?:차년도|차연도|차년|회차|차(?![이액감량선로종]))"
)
# A round or a cohort given its date (`1회 2/22(토)`, `2회는 4. 26.`, `3회: 6월 28일`, a row's
# `1기 | 6. 6.(금)`): `제1회` or `제1기` without its `제`, which round, not how many times (a
# count before a month alone, `연 2회 3월과 9월`, stays a count).
_ROUND_BEFORE_DATE = re.compile(
    r"\s?(?:회|기)(?:[은는]\s?|\s?[:：|]\s?|\s)(?:(?:19|20)\d\d\s?[./년-]\s?)?(?:1[0-2]|0?[1-9])"
    r"\s?(?:[./]\s?(?:3[01]|[12]\d|0?[1-9])(?![\d,])|월\s?(?:3[01]|[12]\d|0?[1-9])\s?일)"
)
# an English ordinal glued to its digits (`102nd`, `11th`, `1st`)
_ENGLISH_ORDINAL = re.compile(r"(?:st|nd|rd|th)\b")


# A cap written after the figure and its counter or unit: `56개월 이내`, `7.5억원 이내`, `200nm
# 이하`.
_CAP_AFTER = re.compile(r"\s?(?:[가-힣A-Za-z%]{1,3}\s?)?(?:이내|이하)(?![가-힣])")
# A bound or a hedge right after a count of a period's word: `5분 가까이` (at most, close),
# `3시간 이상`, `2년 남짓`
_HEDGE_AFTER_PERIOD = re.compile(
    r"\s?(?:이상|이하|미만|초과|넘게|넘는|가까이|가까운|가깝게|가량|정도|쯤|내외|남짓|안팎)"
    r"(?![가-힣])"
)
_PERIOD_BOUNDS = {"이상": "min", "초과": "min", "넘게": "min", "넘는": "min", "이하": "max",
                  "미만": "max", "가까이": "max", "가까운": "max", "가깝게": "max"}  # fmt: skip
_PERIOD_NAMES = {"년": "year", "개월": "month", "달": "month", "시간": "hour", "분": "minute",
                 "초": "second", "year": "year", "month": "month", "hour": "hour",
                 "minute": "minute", "second": "second", "years": "year", "months": "month",
                 "hours": "hour", "minutes": "minute", "seconds": "second", "week": "week",
                 "weeks": "week", "day": "day", "days": "day", "주": "week", "일": "day",
                 "min": "minute", "mins": "minute", "hr": "hour", "hrs": "hour", "sec": "second",
                 "secs": "second", "s": "second", "학기": "term", "세기": "century"}  # fmt: skip


_LENGTH_AFTER = re.compile(
    r"\s?(?:(?P<l>km|cm|mm|m)(?![A-Za-z²³/])|(?P<k>킬로미터|센티미터|밀리미터|미터))"
)
_LENGTH_NAMES = {"킬로미터": "km", "센티미터": "cm", "밀리미터": "mm", "미터": "m"}


def _named_date(amount: str, text: str, start: int, end: int) -> tuple[int, int | None] | None:
    """The year (or year and month) a bare source number may name; None if it names none."""
    if len(amount) == 2 and amount.isdigit():
        before = _SPAN_BEFORE.search(text, max(0, start - 8), start)
        if _YEAR_WORD_AFTER.match(text, end) and before is None:
            return _year(amount) or 0, None
        if start > 0 and text[start - 1] == "(" and text[end : end + 1] == ")":
            series = _SERIES_AFTER.match(text, end) or _SERIES_BEFORE.search(
                text, max(0, start - 4), start
            )
            if series is not None:
                return _year(amount) or 0, None
        return None
    month = _YEAR_MONTH.fullmatch(amount)
    bracketed = start > 0 and text[start - 1] == "(" and text[end : end + 1] == ")"  # `(18.5)`
    if (
        month is not None
        and (bracketed or _YEAR_MONTH_AFTER.match(text, end) is not None)
        and (start == 0 or text[start - 1] not in "+-.,")
    ):
        return _year(month.group("y")) or 0, int(month.group("m"))
    return None


# Quantities whose growth is a fall of what they measure (a loss, a deficit, a 감소폭): a draft
# sentence about one may say `늘었다` of a figure the source writes with a minus, so in such a
# sentence the draft's direction words are not judged.
_INVERTED = re.compile(
    r"적자|손실|결손|감소\s?폭|하락\s?폭|낙폭|마이너스|\b(?:loss|losses|deficit|deficits"
    r"|shortfall|deficiency)\b",
    re.IGNORECASE,
)


# Where a clause of a draft sentence ends (`컸고, `, `늘었으며 `, `;`): a loss or a 감소 폭 one
# clause is about leaves the next clause's direction words their meaning
_CLAUSE_END = re.compile(
    r"[;；]\s|(?:었|았|였|했|하|되|졌|났|이|컸|렸|웠)고,?\s|[가-힣]고,\s|며,?\s|지만,?\s|반면"
)


def undirected(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` of a draft sentence, without their direction words in a clause about a loss
    or a deficit."""
    if not _INVERTED.search(text) or not any(f.rises or f.falls for f in figures):
        return figures
    cuts = [0, *(m.end() for m in _CLAUSE_END.finditer(text)), len(text) + 1]
    inverted = [(a, b) for a, b in pairwise(cuts) if _INVERTED.search(text, a, b)]
    return [
        f._replace(rises=False, falls=False, inverted=1 if f.rises else -1)
        if (f.rises or f.falls) and any(a <= f.start < b for a, b in inverted)
        else f
        for f in figures
    ]


def direction(figure: Figure) -> int:
    """The direction a figure states: -1 a decrease (`△8.5조`, `8.5조 감소`), 1 an increase
    (`+0.3%p`, `▲0.3`, `0.3%p 상승`), 0 none (a bare level, or a sign that a word reframes)."""
    if figure.falls or (figure.value < 0 and not figure.reframed):
        return -1
    if figure.rises or (figure.signed and figure.value > 0 and not figure.reframed):
        return 1
    return 0


# A decrease told in words right after a figure: `2.7조 원 감소`, `3만 명 줄어`, `5% lower`.
# The characters such words (or the counters before them) start with: a cheap test first.
_CLOSING = frozenset(")）")
# a rate alone in brackets right after an amount: `3088억원(11.8%`, `12만명(0.4%`, `6,500원(약 2.6%`
_BRACKETED_RATE = re.compile(
    r"\d[\d,.]*\s?[가-힣A-Za-z$€£¥₩]{0,4}\s?[(（](?:약|about|approx\.)?\s?[+\-−]?\d[\d.,]*\s?%p?$"
)
_FALLS_FIRST = frozenset(
    "(원달명개건호곳가세톤대회필주채이은는씩정감줄하축순떨적내인밑빠후역단짧lfdsptb↓"
)
# A counter the list above does not name (`회선`, `단자`, `가입자`): a short word that ends in no
# particle (`원으로 줄었다` gives a level, not a change).
_ANY_COUNTER = r"[가-힣]{0,2}[가-힣](?<![로에서지터는은를을의과와도만])(?<!보다)"
# `떨어진 곳`, `떨어져 있는`: a distance away, no fall (`10m 떨어진 곳에서 측정`)
_AWAY = r"진\s?(?:곳|지점|거리|위치|장소)|져\s?(?:있|서\s?측정)"
# A word of how far a change went, between the figure and its direction (`소폭 감소`, `크게 늘어`)
_DEGREE = r"(?:(?:소폭|대폭|크게|다소|약간|조금|큰\s?폭으로)\s?)?"
_FALLS_AFTER = re.compile(
    rf"\s?(?:(?:{_COUNTERS}|{_ANY_COUNTER}|이|가|은|는|씩|가량|정도)\s?)?(?:\([^()]{{1,12}}\)\s?)?"
    # (a direction word after `각각` or `모두` is each listed figure's: `15명, 27명 각각 줄어`;
    # a word of degree may stand between: `200톤(0.4%) 소폭 감소`)
    r"(?:(?:각각|모두)\s?)?" + _DEGREE + r"(?:감소|줄어|줄었|줄고|줄며|줄일|하락|축소|순감|감액"
    rf"|떨어(?!{_AWAY})|적자(?!\s?폭)|내린|내렸|내려|내림|인하|하회"
    # a span cut short (`23일 단축`; a saving, `3조 원 절감`, is its own size, no fall)
    r"|단축"
    # a balance's own word for its side below zero (`2.2조 원 순매도`, `2.2조 원을 순매도`)
    r"|(?:[을를]\s?)?(?:순매도|순유출|감액|삭감)"
    r"|낮은|낮게|낮았|낮다|낮음|낮습|낮아|적었|적은|적게|적다|적음|적습|적어"
    # (a comparison going on to the next clause: `200원 낮고`, `3건 적으며`)
    r"|낮고|낮으며|낮으나|낮지만|적고|적으며|적으나|적지만"
    # (a price told as cheaper: `200원 저렴하다`, `200원 싸다`)
    r"|저렴|(?<!비)(?:싸[고다게며]|싼|쌌|쌉)|cheaper\b"
    r"|밑돌|빠졌|빠진|후퇴|역성장"
    # a span or a wait told as shorter (`5.2개월 짧았다`)
    r"|짧았|짧은|짧게|짧다|짧아|짧음|짧습|shorter\b"
    # a gap or a lead told as narrowed (`1.3%p 좁혀졌다`, `격차를 2%p 좁혔다`)
    r"|좁혀|좁혔|좁힌|좁아|좁은|lower\b|less\b|fewer\b"
    r"|down\b|below\b|decrease|decline|slump|plunge|tumble|drop\b|fall\b|↓)"
)
# A change listed before others (`3.3%p,`, `3.3%p와`) that a direction word after `각각` or
# `모두` closes: how far ahead that word is looked for, and words that end the list first (a
# direction of its own, a sentence's end)
# (past the first change's counter: `15건, 27건 각각 줄어`, `각각 15일, 27일 줄었다`)
# (or a unit of measure, `190kg, 가공식품은 40kg 각각 줄었다`)
_LISTED_NEXT = re.compile(
    r"(?:[가-힣]{1,2}(?<![와과및])|[A-Za-z㎏㎡㎥㎞ℓ]{1,3})?\s?(?:,|，|와|과|및)"
)
_RESPECTIVE_REACH = 60
_RESPECTIVE_MOVE = re.compile(r"\s(?:각각|모두)(?=\s?[가-힣])")
_RESPECTIVE_BEFORE = re.compile(r"(?:각각|모두)\s?$")
# the rest of a list of changes after its first (`, 0.6%p`, `와 12건`)
_LIST_RUN = re.compile(
    r"(?:[가-힣]{1,2}(?<![와과및]))?(?:\s?(?:,|，|와|과|및)\s?[+\-−]?\d[\d.,]*\s?(?:%p|%|[가-힣]{1,2})?)+"
)
_OWN_MOVE = re.compile(
    r"증가|감소|늘|줄|상승|하락|올랐|올라|내렸|내려|높아|낮아|떨어|확대|축소|다\.|[.;]\s|\n"
)
# The same for an increase: `8.5조 원 늘었다`, `0.3%p 상승`, `2.7% higher`. Only the word right
# after the figure (or after its counter, a particle or a bracketed rate, `12만명(0.4%) 증가`)
# is read: `336.5조 원으로 늘었다` gives a level, not the change, and stays unjudged.
_RISES_AFTER = re.compile(
    rf"\s?(?:\([^()]{{1,12}}\)\s?)?(?:(?:{_COUNTERS}|{_ANY_COUNTER}|이|가|은|는|씩|가량|정도)\s?)?"
    r"(?:\([^()]{1,12}\)\s?)?"
    r"(?:(?:각각|모두)\s?)?" + _DEGREE + r"(?:증가|늘어|늘었|늘고|늘며|늘린|늘려|늘면|늘어난"
    r"|상승|올랐|올라|오른|오름|올린|인상|확대|상회|웃돌"
    r"|높은|높게|높았|높다|높음|높습|높아|많았|많은|많게|많다|많음|많습|많아"
    r"|높고|높으며|높으나|높지만|많고|많으며|많으나|많지만|비싸|비쌌|비싼|비쌉|dearer\b"
    r"|길었|길게|길다|길어|길음|길습|longer\b"
    r"|순증|증액|벌어(?!들)|벌렸|넓어|넓혀|넓혔|넓힌|(?:[을를]\s?)?(?:순매수|순유입|증액)|higher\b|above\b|up\b(?!\s+(?:to|front)\b|-front)|increase|rise\b|rising\b|jump\b|gain\b|surge\b|↑)"
)
# English direction verbs before the figure they govern, with at most `by` between (or the same
# change in other terms: `an increase of 440 or about 31.0%`), within `_DIRECTION_REACH`.
_DIRECTION_REACH = 40
_DIRECTION_BEFORE = re.compile(
    r"\b(?:(?P<up>rose|rises|risen|increased|increases|grew|grown|gained|climbed|jumped"
    r"|expanded|expands|added|adds|advanced|advances|soared|surged"
    # (`make up 18.1%` is a share, no rise)
    r"|(?<!make\s)(?<!makes\s)(?<!made\s)(?<!making\s)up)"
    r"|(?P<down>fell|falls|fallen|declined|declines|decreased|decreases|dropped|slipped|down"
    r"|shortened|dipped|dips|slid|slides|eased|eases|lost|loses|shed|sheds|shrank|shrunk"
    r"|contracted|contracts)"
    # (a noun of the change and `of`: `a rise of about 12%`, `a drop of 5%`)
    r"|(?P<up_of>rise|increase|growth|gain|jump)\sof"
    r"|(?P<down_of>fall|drop|decrease|decline|reduction)\sof)"
    # (or the same change in other terms after the first, `an increase of 440 or about 31.0%`)
    r"(?:\s(?:[$₩€£]\s?|US\$)?\d[\d.,]*(?:\s?[A-Za-z%]{1,12})?(?:\s?,|\sor))?"
    r"\s(?:by\s)?(?:(?:about|around|roughly|nearly|almost|approximately|some)\s)?"
    r"(?:[$₩€£]\s?|US\$)?$"
)
# Words after a signed figure that say what its sign means: `+3.8조원 개선` of a deficit.
_REFRAMED_AFTER = re.compile(
    rf"\s?(?:(?:{_COUNTERS})\s?)?(?:\([^()]{{1,12}}\)\s?)?(?:개선|악화|완화|전환|improv|worsen|deteriorat)"
)


_PAREN_MULT = re.compile(
    r"\s?(?:(thousand|million|billion|trillion|mn|bn|millionen|milliarden)\b|(mio\.|mrd\.))",
    re.IGNORECASE,
)
# German tables give the prior year in brackets before the scale: `266,1 (273,8) Mio. EUR`,
# `464,7(Vj.399,4)Mio. EUR`: the scale belongs to both figures.
_PRIOR_AFTER = re.compile(r"\s?\((?:Vj\.\s?|Vorjahr:?\s?)?[\d.,]+\)")
_PRIOR_BEFORE = re.compile(r"\((?:Vj\.\s?|Vorjahr:?\s?)$")


def _korean_amount(amount: str) -> tuple[Decimal, Decimal]:
    """`1조 2,345억` -> its value and the step of its last written digit.

    Korean groups digits by 만, 억 and 조: 천, 백 and 십 count inside a group, which the next big
    unit multiplies as a whole, so `7천5백만` is (7천 + 5백) x 만 = 75,000,000; a number after the
    last big unit is added as it is (`3만2100` = 32,100).
    """
    value = Decimal(0)
    group = Decimal(0)
    quantum = _ONE
    for piece in _PIECE.finditer(amount):
        digits, ku = piece.group(1), piece.group(2) or ""
        small = big = _ONE
        for ch in ku:
            if ch in _BIG_KU:
                big *= _KU_VALUE[ch]
            else:
                small *= _KU_VALUE[ch]
        number = Decimal(digits.replace(",", "")) * small
        step = _quantum(digits, multiplied=bool(ku)) * small
        if big != _ONE:
            value += (group + number) * big
            group = Decimal(0)
            quantum = step * big
        else:
            group += number
            quantum = step
    return value + group, quantum


_STEPS = tuple(Decimal(1).scaleb(-k) for k in range(40))


def _quantum(digits: str, *, multiplied: bool) -> Decimal:
    """The step of the last written digit: 12.3 -> 0.1; 6,300 -> 100; 2024 -> 1."""
    if "." in digits:
        places = len(digits) - digits.index(".") - 1
        return _STEPS[places] if places < len(_STEPS) else Decimal(1).scaleb(-places)
    if digits[-1] != "0":
        return _ONE
    bare = digits.replace(",", "")
    trailing = len(bare) - len(bare.rstrip("0"))
    significant = len(bare) - trailing
    # Trailing zeros only mean rounding when the writer shows it (thousands separators or five
    # digits or more) and keeps two significant digits; `2020` is a year, `1,000` may be exact.
    if multiplied or significant < 2 or trailing == 0 or ("," not in digits and len(bare) < 5):
        return _ONE
    return Decimal(10) ** trailing


_BYTE_SCALE = {"b": Decimal(1), "byte": Decimal(1), "bytes": Decimal(1), "kb": Decimal(10**3),
               "mb": Decimal(10**6), "gb": Decimal(10**9), "tb": Decimal(10**12),
               "pb": Decimal(10**15),
               "kib": Decimal(2**10), "mib": Decimal(2**20), "gib": Decimal(2**30),
               "tib": Decimal(2**40), "pib": Decimal(2**50),
               "바이트": Decimal(1), "킬로바이트": Decimal(10**3), "메가바이트": Decimal(10**6),
               "기가바이트": Decimal(10**9), "테라바이트": Decimal(10**12)}  # fmt: skip
# Data rates compare in bits per second: `1.02Gbps` is `1,021.36Mbps` rounded (a plain `bps` is
# basis points, `250 bps`, and never read here).
_BITRATE_SCALE = {"bps": Decimal(1), "kbps": Decimal(10**3), "mbps": Decimal(10**6),
                  "gbps": Decimal(10**9), "tbps": Decimal(10**12)}  # fmt: skip
# Frequencies compare in hertz: `2.45 GHz` is `2,450 MHz`, never `2.45 MHz`.
_HERTZ_SCALE = {"hz": Decimal(1), "khz": Decimal(10**3), "mhz": Decimal(10**6),
                "ghz": Decimal(10**9), "thz": Decimal(10**12)}  # fmt: skip


def _unit(unit: str | None, currency: str | None) -> str | None:
    if currency:
        c = currency.strip()
        return {
            "$": "USD", "US$": "USD", "USD": "USD", "₩": "KRW", "KRW": "KRW", "£": "GBP",
            "¥": "JPY", "￥": "JPY", "JPY": "JPY",
        }.get(c, "EUR")  # fmt: skip
    if not unit:
        return None
    u = unit.strip().lower().replace(" ", "")
    if u in {"%p", "%포인트", "퍼센트포인트", "pp", "p.p."} or u.startswith("percentagepoint"):
        return "%p"
    if u in {"%", "퍼센트", "percent", "pct", "prozent"} or u.startswith("percent"):
        return "%"
    if u in {"원", "won", "krw"}:
        return "KRW"
    if u in {"달러", "dollar", "dollars", "usd"}:
        return "USD"
    if u in {"위안", "元", "yuan", "rmb", "cny"}:
        return "CNY"  # `35万元`, `35만 위안`, `350,000 yuan`: never 원 nor $
    if u in {"엔", "yen", "jpy"}:
        return "JPY"  # `1兆円`, `1조 엔`, `¥1 trillion`: never 원 nor 위안
    if u in _HERTZ_SCALE:
        return "Hz"
    if u in _BITRATE_SCALE:
        return "bps"
    if u in _BYTE_SCALE:
        return "B"
    return "EUR"
