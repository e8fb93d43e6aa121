"""Dates and periods read a second way: quarters and halves in words, month spans
(`1~6월` as a half), short dates (`15.08.31`), quarter ends (`March 31`), day spans (`June
16–20`), period ends (`분기 말`) and one-period reference points."""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from decimal import Decimal

from fa_grounding._figures._figure import Figure, _year
from fa_grounding._figures._hedges import _hedge_before
from fa_grounding._figures._normalise import normalise_digits
from fa_grounding._figures._pieces import _MONTH_NUMBER, _MONTHS, _QUARTER_WORDS, _WEEKDAY_RE

_QTR_HINT = re.compile(r"\d(?:st|nd|rd|th)[\s-]+(?:[Qq]tr|QTR)")
_HALF_HINT = re.compile(r"[Hh]alf|HALF|\bH[12]\b|\b[12]H\d\d\b")
_HALF_WORDS_RE = re.compile(
    r"\b(?P<hw>[Ff]irst|[Ss]econd|FIRST|SECOND)[\s-]+(?:half|Half|HALF)\b(?:\s+of)?"
    r"(?:\s+(?:fiscal\s+)?(?P<hy>(?:19|20)\d\d))?"
    r"|\b(?:H(?P<hn>[12])\s?(?:FY\s?)?'?|(?P<hn2>[12])H\s?'?)(?P<hy2>(?:19|20)?\d\d)\b"
    # a half named without its year (`H1 PBT +21%`): a half, not the number 1
    r"|\bH(?P<hn3>[12])\b(?!\s?(?:FY\s?)?'?\d)"
)
_QUARTER_WORDS_RE = re.compile(
    r"\b(?:(?P<qw>[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|FIRST|SECOND|THIRD|FOURTH"
    r"|ersten|zweiten|dritten|vierten)"
    # chart and table heads: `1st Qtr`, `2nd Quarter`, `3rd qtr.`
    r"|(?P<qo>[1-4])(?:st|nd|rd|th))[\s-]+"
    r"(?:quarter|Quarter|QUARTER|[Qq]tr\b\.?|QTR\b\.?|Quartals?\b)(?:\s+of)?"
    r"(?:\s+(?:fiscal\s+)?(?P<qy4>(?:19|20)\d\d))?"
)


# A reference point one period back (`1년 전보다`, `1개월 전 대비`, `1년 전 같은 달`) restates
# the source's comparison base (`전년동월대비`, `전월 대비`), which is a word, not a figure; so in
# a draft its 1 is not checked. Durations the source states are figures and stay checked:
# `14개월 연속`, `22개월 만에` (first time in N months, a claim about the series), `지난 2년간`,
# and a base further back (`2년 전보다`), which the source names with its own number or year.
_REFERENCE_POINT = re.compile(
    # (not `1주 전까지`, `1년 전부터`: a deadline or a start is a figure of its own)
    r"(?<![\d.,])(?P<n>1)\s?(?:년|개월|달|주)\s?(?:전(?:보다는|보다도|보다|에|과|와|의|이)?|새|사이(?:에)?)"
    r"(?![가-힣])"
    # `1인분에`, `1인당`, `개당`: the 1 of "per portion", "per person" is the source's `per`;
    # so is that of a thing counted once and averaged or measured per (`1식 평균`, `1식당`,
    # `1인 1식 기준`, `1가구 평균`; never a month or quarter, `1월 평균`), and of `1년에`,
    # `1달에`, `1주일에` ("a year": the source's `연`, `월`, `주`), but not of a span, `1년에 걸쳐`
    r"|(?<![\d.,])(?P<per>1)\s?(?:인분|인당|명당|개당|건당|회당"
    r"|(?:식|끼|인|명|가구|세대|회|건|개|대)\s?(?:당|평균|기준|(?=1\s?(?:식|끼)))"
    r"|(?:년|개월|달|주일|주)\s?에(?![가-힣])(?!\s?걸))"
    # and `1일 평균`, `1일당`, a day's total or places (`1일 계`, `1일 합계`, `1일 정원`, "a
    # day"; not the first of a month, `3월 1일 평균 기온`, nor `1일 계약`)
    r"|(?<![\d.,])(?<!월)(?<!월\s)(?<![.]\s)(?P<day>1)\s?일\s?"
    r"(?:당|평균|정원|(?:합|총)?계(?=[\s|,:]|$|[은는가의로]))"
    # the 1 of a ratio to one, `31.2대 1`, `31.2 to 1` (a competition rate): the rate is its
    # first figure
    # (a comma or a dot after it ends the ratio, unless a digit follows: `1,000` is no `1`)
    r"|(?:(?<=\d대 )|(?<=\d대)|(?<=\d 대 )|(?<=\d to ))(?P<ratio>1)(?!\d|[.,:]\d)"
)


def reference_points(text: str) -> list[int]:
    """Where the 1 of each one-period reference point (`1년 전보다`) of a draft stands."""
    return [
        m.start(next(g for g in ("n", "per", "day", "ratio") if m.group(g)))
        for m in _REFERENCE_POINT.finditer(normalise_digits(text))
    ]


# A span of months that fills a quarter or a half (`1~3월`, `Von Januar bis März`, `7~12월`)
# also names that quarter or half, as a second reading: a draft's `1분기` or `Q1` restates it.
# (the first day's weekday may stand before the mark: `2025. 10. 1.(수) ~ 12. 31.(수)`)
_MONTH_SPAN_GAP = re.compile(
    r"\s?(?:[(（][월화수목금토일][)）])?\s*(?:[~∼〜\-–—]|bis|to|through|until|au|부터)\s*"
)
_SPAN_PERIODS: dict[tuple[object, object], tuple[str, int]] = {
    (1, 3): ("quarter", 1), (4, 6): ("quarter", 2), (7, 9): ("quarter", 3),
    (10, 12): ("quarter", 4), (1, 6): ("half", 1), (7, 12): ("half", 2),
}  # fmt: skip


_CUMULATIVE: dict[tuple[object, object], tuple[str, int]] = {
    (1, 6): ("quarter", 2), (1, 9): ("quarter", 3), (1, 12): ("quarter", 4),
}  # fmt: skip
_CUMULATIVE_AFTER = re.compile(r"\s?(?:누계|누적)")


# A month of a list of months joined by middle dots (`1·2월`, `3ㆍ4월`): the hint, and the gap
MONTH_LIST_HINT = re.compile(r"\d\s?[·ㆍ]\s?\d{1,2}\s?월")
_MONTH_LIST_GAP = re.compile(r"\s?[·ㆍ]\s?")


def month_lists(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures` with each bare number before a middle dot and a month (`1` of `1·2월`, each of
    `1·3·4·5월`) read as that month: the months of a list share the last one's `월`."""
    found = list(figures)

    def bare_month(figure: Figure) -> bool:
        return (
            figure.kind == "number"
            and figure.unit is None
            and figure.period is None
            and not figure.signed
            and figure.raw.isdigit()
            and 1 <= int(figure.raw) <= 12
        )

    def joined(a: Figure, b: Figure) -> bool:
        return _MONTH_LIST_GAP.fullmatch(text, a.start + len(a.raw), b.start) is not None

    for k, figure in enumerate(found):
        # the month closing the run of bare months joined by middle dots this one opens
        j = k + 1
        while j < len(found) and bare_month(found[j]) and joined(found[j - 1], found[j]):
            j += 1
        last = found[j] if j < len(found) else None
        if (
            last is not None
            and bare_month(figure)
            and last.kind == "date"
            and last.key[1] is not None
            and last.key[2] is None
            and joined(found[j - 1], last)
        ):
            yield Figure("date", figure.raw, key=(last.key[0], int(figure.raw), None),
                         start=figure.start)  # fmt: skip
            continue
        yield figure


def _month_spans(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures` with the quarter or half a span of months fills put after the span (`1~3월`,
    and `2011. 1. 1. ~ 2011. 6. 30.`: from a month's first day to a month's last)."""
    first: Figure | None = None
    for figure in figures:
        yield figure
        if figure.kind != "date" or figure.key[1] is None:
            first = None
            continue
        whole = figure.key[2] is not None
        if (
            first is not None
            and (first.key[2] is not None) == whole
            and (not whole or _last_day(figure))
        ):
            gap = _MONTH_SPAN_GAP.fullmatch(text, first.start + len(first.raw), figure.start)
            months = (first.key[1], figure.key[1])
            periods = [_SPAN_PERIODS.get(months)]
            if _CUMULATIVE_AFTER.match(text, figure.start + len(figure.raw)) is not None:
                # `1~9월 누계` is the running total through the third quarter: `3분기 누계`
                periods.append(_CUMULATIVE.get(months))
            year = figure.key[0] if figure.key[0] is not None else first.key[0]
            same_year = first.key[0] is None or figure.key[0] in {None, first.key[0]}
            raw = text[first.start : figure.start + len(figure.raw)]
            for period in periods:
                if gap is not None and period is not None and same_year:
                    yield Figure(
                        period[0], raw, key=(year, period[1]), start=first.start, alternative=True
                    )
        # (a whole date starts a span only on its month's first day)
        first = figure if not whole or figure.key[2] == 1 else None


def _last_day(figure: Figure) -> bool:
    """Whether a whole date is the last day of its month (a leap year's February when the
    date writes no year)."""
    year, month, day = figure.key
    if not isinstance(month, int) or not 1 <= month <= 12:
        return False
    return day == calendar.monthrange(year if isinstance(year, int) else 2000, month)[1]


# The spellings `_date_readings` reads a second way: a board's date `15.08.31`, a day beside
# dates with weekdays `9.1(화)`, a header of quarter ends `| March 31 |`.
_SHORT_YEAR_HINT = re.compile(r"(?<![\d.])\d\d\.\d\d\.\d\d(?![\d.])")
_WEEKDAY_DATE_HINT = re.compile(r"\d\.?\s?[(（][월화수목금토일][)）]")


def _has_date_readings(text: str) -> bool:
    """Whether `text` may hold a spelling `_date_readings` reads (literal tests first: most
    text has none)."""
    return (
        ("." in text and _SHORT_YEAR_HINT.search(text) is not None)
        or ((")" in text or "）" in text) and _WEEKDAY_DATE_HINT.search(text) is not None)
        or (("~" in text or "∼" in text) and _MONTH_SPAN_END.search(text) is not None)
        or (_EN_DAY_SPAN_HINT.search(text) is not None and _EN_DAY_SPAN.search(text) is not None)
        or (
            " | " in text
            and ("31" in text or "30" in text)
            and _QUARTER_END_CELL.search(text) is not None
        )
    )


# A source's `3분기 말`, `2024년 4분기 말` is also the quarter's last month, as a draft's is
_QUARTER_END = re.compile(
    r"(?:(?P<y>(?:19|20)\d\d)\s?년\s*)?(?<![\d.])(?P<q>[1-4])\s?분기\s?말(?![가-힣])"
    r"|(?:(?P<y2>(?:19|20)\d\d)\s?년\s*)?(?<![\d.])(?P<q2>[1-4])\s?분기\s?말(?=일|에|기준|현재)"
)


_COMPACT_DATE = re.compile(
    r"(?<![\w.,-])(?P<y>(?:19|20)\d\d)(?P<m>0[1-9]|1[0-2])(?P<d>0[1-9]|[12]\d|3[01])(?![\w.-]|,\d)"
)
# A board's date with a two-digit year (`등록일 | 15.08.31`, `19.12.26`): in a cell or after a
# date word, as the compact date; month and day written with two digits each.
_SHORT_YEAR_DATE = re.compile(
    r"(?<![\w.,])(?P<y>\d{2})\.(?P<m>0[1-9]|1[0-2])\.(?P<d>0[1-9]|[12]\d|3[01])(?![\w.,]?\d|\.?[가-힣%])"
)
# A block that writes its days `9.1(화)~9.30(수)` writes a day without its weekday the same way
# (`(9.18 제외)`): a bare month and day, with nothing after it but a space or a bracket.
_SHORT_DATE_WITH_WEEKDAY = re.compile(
    r"(?<![\d.])(?:1[0-2]|0?[1-9])\.(?:3[01]|[12]\d|0?[1-9])\.?\s?[(（][월화수목금토일][)）]"
)
_BARE_MONTH_DAY = re.compile(
    r"(?<![\w.,])(?P<m>1[0-2]|0?[1-9])\.(?P<d>3[01]|[12]\d|0?[1-9])\.?(?=[\s)）,~]|$)"
    r"(?!\s?(?:[%조억만천백원명개건배점시분초]|[A-Za-z]))"
)
_DATE_WORD = re.compile(r"기준일|[일날]자|작성일|등록일|기준|as of|[Dd]ate")
_DAY_SPAN = re.compile(
    r"(?<![\d.])(?:(?P<y>(?:19|20)\d\d)\.\s?)?(?P<m>1[0-2]|0?[1-9])\.\s?(?P<d>3[01]|[12]\d|0?[1-9])"
    r"\.?\s?[(（][월화수목금토일][)）]\s?[~∼]\s?"
    r"(?P<end>(?P<e>3[01]|[12]\d|0?[1-9])(?:일)?\s?[(（][월화수목금토일][)）])"
)
# A header row of the ends of a year's quarters (`2018 | March 31 | June 30 | September 30 |
# December 31 | Full Year`, as a 10-K's quarterly table heads its columns): each names its quarter
_QUARTER_ENDS = {"march 31": 1, "june 30": 2, "september 30": 3, "december 31": 4,
                 "mar. 31": 1, "jun. 30": 2, "sept. 30": 3, "sep. 30": 3, "dec. 31": 4,
                 "3월 31일": 1, "6월 30일": 2, "9월 30일": 3, "12월 31일": 4}  # fmt: skip
_QUARTER_END_CELL = re.compile(
    r"(?:^|\| )(?P<c>(?i:march 31|june 30|september 30|december 31|mar\. 31|jun\. 30|sept?\. 30"
    r"|dec\. 31)|3월 31일|6월 30일|9월 30일|12월 31일)(?:,?\s(?P<cy>(?:19|20)\d\d))?(?= \||$)"
)
# A span of months of one year whose end writes only its month: `2025. 3. ~ 12.`, `2025.7.~12.`
_MONTH_SPAN_END = re.compile(
    r"(?<![\d.])(?P<y>(?:19|20)\d\d)\.\s?(?P<m>1[0-2]|0?[1-9])\.\s?[~∼]\s?"
    r"(?P<end>(?P<e>1[0-2]|0?[1-9])\.)(?!\s?\d)"
)
_YEAR_CELL = re.compile(r"(?:^|\| )(?P<y>(?:19|20)\d\d)(?= \||$)")


def _quarter_end_heads(text: str) -> Iterator[Figure]:
    """The quarters a header row of quarter ends names, under the one year it writes."""
    cells = list(_QUARTER_END_CELL.finditer(text))
    years = {m.group("y") for m in _YEAR_CELL.finditer(text)}
    if len(cells) < 3:
        return
    for match in cells:
        # each cell's own year (`September 30, 2014`), else the one year of the row (`2018 |`)
        year = match.group("cy") or (next(iter(years)) if len(years) == 1 else None)
        if year is None:
            continue
        quarter = _QUARTER_ENDS[match.group("c").lower()]
        yield Figure(
            "quarter", match.group("c"), key=(int(year), quarter), start=match.start("c"),
            alternative=True,
        )  # fmt: skip


_DATE_WORD_BEFORE = re.compile(
    r"(?:기준일|[일날]자|작성일|등록일|접수일|기준|as of|[Dd]ate[ds]?)\s?(?:[:：]\s?)?\(?$"
)


_PERIOD_END = re.compile(r"\s?(?:말(?![가-힣])|말일|말에|말\s?기준|말\s?현재|末)")
_LAST_MONTH = {"quarter": 3, "half": 6}


def draft_month_span_ends(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's `2024. 3.~12.`: the number after the mark is December 2024, the end of the span
    of months (a source reads it a second way too; a draft's number is its one reading)."""
    if "~" not in text and "∼" not in text:
        return figures
    ends = {
        match.start("end"): (int(match.group("y")), int(match.group("e")), None)
        for match in _MONTH_SPAN_END.finditer(text)
        if int(match.group("m")) < int(match.group("e"))
    }
    if not ends:
        return figures
    return [
        figure._replace(kind="date", key=ends[figure.start], unit=None, value=Decimal(0))
        if figure.start in ends and figure.kind == "number"
        else figure
        for figure in figures
    ]


def draft_period_ends(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's `4분기 말` or `상반기 말` is the last month of that quarter or half (December,
    June), a date: a source's `2020. 12. 31.` or `20201231` supports it, as it would `12월 말`."""
    if "말" not in text and "末" not in text:
        return figures
    out = []
    for figure in figures:
        ends = figure.kind in _LAST_MONTH and _PERIOD_END.match(
            text, figure.start + len(figure.raw)
        )
        year, part = figure.key if ends else (None, None)
        if ends and isinstance(part, int):
            month = part * _LAST_MONTH[figure.kind]
            # (the quarter or half stays a second reading: a table's head `3분기` names it)
            out.append(figure._replace(kind="date", key=(year, month, None), others=(figure,)))
        else:
            out.append(figure)
    return out


# What makes a draft's `14일` a count of days, not a day of the month: a count's word before it
# in its clause (`폭염일수는`, `기간은`), or a word after it that measures or compares (`14일간`,
# `3.2일 많았다`, `14일 이상`; past a bracket of its rate, `7일(33.3%) 줄었다`), or a hedge
# (`약 14일`).
# (or the list of counts it opens: `발령일수는 낙동강 168일, 금강 14일`)
_COUNT_BEFORE = re.compile(
    r"(?:일수|일 수|기간|동안)[^\d,.;]{0,12}(?:\d[\d,.]*일\s?,\s?[^\d,.;]{0,12})*$"
)
_COUNT_AFTER = re.compile(
    r"\s?(?:[(（][^()（）\n]{1,20}[)）]\s?)?"
    r"(?:간|동안|째|가량|정도|여|많|적|늘|줄|길|짧|이상|이하|넘|초과|미만|more|fewer|longer)"
)


def draft_day_counts(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's day of the month (`14일`) that its words make a count (`폭염일수는 약 14일`,
    `평년보다 3일 많았다`) is also read as that many days, a second reading: a source's `13.9일`
    supports it, and the day of the month still does."""
    if "일" not in text:
        return figures
    out = []
    for figure in figures:
        day = figure.key[2] if figure.kind == "date" and len(figure.key) == 3 else None
        if isinstance(day, int) and figure.key[:2] == (None, None) and not figure.others:
            hedge = _hedge_before(text, figure.start)
            end = figure.start + len(figure.raw)
            # (a sign right before it makes it a change of days: `△5일`, `+1일`)
            sign = _DAY_SIGN.search(text, max(0, figure.start - 2), figure.start)
            if (
                hedge is not None
                or sign is not None
                or _COUNT_BEFORE.search(text, max(0, figure.start - 60), figure.start)
                or _COUNT_AFTER.match(text, end)
            ):
                digits = figure.raw.rstrip("일 ")
                falls = sign is not None and sign.group(0).strip() in _FALL_SIGNS
                days = Figure(
                    "number", digits, Decimal(-day if falls else day), key=(False,),
                    start=figure.start, period="day", hedged=hedge is not None,
                    signed=sign is not None,
                )  # fmt: skip
                out.append(figure._replace(others=(days,)))
                continue
        out.append(figure)
    return out


# A sign right before a day's figure, of a change in days (`△5일`, `+1일`, `-2일`)
_DAY_SIGN = re.compile(r"[△▽▼▲+\-−]\s?$")
_FALL_SIGNS = frozenset("△▽▼-−")


# A particle right after a two-digit year (`26년엔`, `26년에는`, `26년은`), not a duration's word
# (`26년간`, `26년 동안`, `26년째`, `26년 만에`).
_SHORT_YEAR_AFTER = re.compile(r"년\s?(?:엔|에는|에|은|는|도|의|까지|부터)(?![가-힣])")


def draft_short_years(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's two-digit year without its apostrophe (`26년엔`), in a sentence that writes
    four-digit years (`2021년 ... 2025년 ...`) or before a particle of time (`24년엔`, `24년부터`)
    in any sentence, is also that year of their century (of this one with none), a second
    reading: a source's `2026년` supports it, and a source's `26년` (a duration) still does. A
    date with a two-digit year (`25. 1. 1.`) is that day of this century's year, not the
    number 25 before the day 1. 1."""
    figures = _short_year_dates(text, figures)
    full = {f.key[0] for f in figures if f.kind == "date" and isinstance(f.key[0], int)}
    out = []
    for figure in figures:
        after = figure.start + len(figure.raw)
        if (
            figure.kind == "number"
            and figure.period == "year"
            and figure.as_date is not None
            and not figure.others
            and _SHORT_YEAR_AFTER.match(text, after)
            and (
                any(year // 100 == figure.as_date[0] // 100 for year in full)
                or (len(figure.raw) == 2 and _TIME_PARTICLE.match(text, after) is not None)
            )
        ):
            year = Figure(
                "date", figure.raw, key=(figure.as_date[0], None, None), start=figure.start
            )
            out.append(figure._replace(others=(year,)))
            continue
        out.append(figure)
    return out


# A particle of time after a two-digit year (`24년엔`, `24년부터`): a year, not a duration
_TIME_PARTICLE = re.compile(r"년\s?(?:엔|에는|에|까지|부터)(?![가-힣])")
# A draft's date with a two-digit year, the number before a day read apart (`25. 1. 1.`)
_SHORT_YEAR_GAP = re.compile(r"\.\s?")


def _short_year_dates(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with each two-digit number right before a day of no year, a dot between (`25.
    1. 1.`), read with the day as one date of this century's year."""
    out: list[Figure] = []
    skip: set[int] = set()
    ordered = sorted(figures, key=lambda f: f.start)
    for k, figure in enumerate(ordered):
        day = ordered[k + 1] if k + 1 < len(ordered) else None
        if figure.start in skip:
            continue
        gap = _SHORT_YEAR_GAP.match(text, figure.start + len(figure.raw))
        if (
            day is not None
            and figure.kind == "number"
            and len(figure.raw) == 2
            and figure.raw.isdigit()
            and day.kind == "date"
            and day.key[0] is None
            and isinstance(month := day.key[1], int)
            and isinstance(date := day.key[2], int)
            and gap is not None
            and gap.end() == day.start
        ):
            year = 2000 + int(figure.raw)
            if date <= calendar.monthrange(year, month)[1]:
                raw = text[figure.start : day.start + len(day.raw)]
                out.append(day._replace(raw=raw, key=(year, month, date), start=figure.start))
                skip.add(day.start)
                continue
        out.append(figure)
    return out


# An English span of days in one month (`June 16–20`, `May 7-9, 2025`, `October 3 to 9`): its
# end is a day of that month, as `6월 16~20일`'s is, not the number 20.
_EN_DAY_SPAN = re.compile(
    rf"\b(?P<em>{_MONTHS})\.?\s+(?P<d>\d{{1,2}})(?:\s?[–\-]\s?|\s(?:to|until|till|through)\s)"
    r"(?P<e>\d{1,2})\b(?![.,]\d|\s?(?:%|[가-힣]))(?:,?\s+(?P<y>(?:19|20)\d\d)\b)?"
)
_EN_DAY_SPAN_HINT = re.compile(r"[–\-]|\s(?:to|until|till|through|and)\s")
# An English list or span of days before one month (`8, 15 and 22 November`, `3 to 12 October`,
# `3–12 October`): each day is of that month
_EN_DAY_LIST = re.compile(
    r"(?<![\d.,])(?P<days>\d{1,2}(?:,\s\d{1,2})+,?\s(?:and|&)\s|\d{1,2}(?:\s?[–\-]\s?"
    r"|\s(?:to|until|till|through)\s))\d{1,2}\s"
    rf"(?P<em>{_MONTHS})\b(?:,?\s+(?P<y>(?:19|20)\d\d)\b)?"
)


def _day_span_ends(text: str) -> Iterator[tuple[int, tuple[int | None, int, int]]]:
    """Where each English span of days in `text` ends, with the date (year, month, day) it ends."""
    for match in _EN_DAY_SPAN.finditer(text):
        month = _MONTH_NUMBER.get(match.group("em").lower())
        first, last = int(match.group("d")), int(match.group("e"))
        if month is not None and first < last <= calendar.monthrange(2024, month)[1]:
            year = int(match.group("y")) if match.group("y") else None
            yield match.start("e"), (year, month, last)


def _listed_days(text: str) -> Iterator[tuple[int, tuple[int | None, int, int]]]:
    """Where each day of an English list or span of days before its month (`8, 15 and 22
    November`, `3 to 12 October`) stands but the last (read with its month already), with its
    date."""
    for match in _EN_DAY_LIST.finditer(text):
        month = _MONTH_NUMBER.get(match.group("em").lower())
        if month is None:
            continue
        year = int(match.group("y")) if match.group("y") else None
        for day in re.finditer(r"\d{1,2}", match.group("days")):
            if 1 <= int(day.group(0)) <= calendar.monthrange(2024, month)[1]:
                yield match.start("days") + day.start(), (year, month, int(day.group(0)))


def draft_day_spans(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's `June 16–20`: the number after the dash is read as 20 June (of the year written
    after it, if any); and each day of a list before one month (`8, 15 and 22 November`) as a
    day of it."""
    if _EN_DAY_SPAN_HINT.search(text) is None:
        return figures
    ends = dict(_day_span_ends(text)) | dict(_listed_days(text))
    if not ends:
        return figures
    return [
        figure._replace(kind="date", key=ends[figure.start], unit=None)
        if figure.start in ends and figure.kind == "number"
        else figure
        for figure in figures
    ]


def _date_readings(text: str) -> Iterator[Figure]:
    """Second readings of a source's dates, looked for only where `_has_date_readings` finds
    their spelling: a board's date with a two-digit year (`15.08.31`), a bare day beside dates
    with weekdays (`(9.18 제외)` by `9.1(화)`), the end of a span of days (`6.11(토) ~12(일)`) and
    the quarters a header of quarter ends names (`2018 | March 31 | June 30 | ...`)."""
    cell = " | " in text or len(text) <= 40
    for match in _SHORT_YEAR_DATE.finditer(text) if cell or _DATE_WORD.search(text) else ():
        if not cell and _DATE_WORD_BEFORE.search(text, 0, match.start()) is None:
            continue
        year = _year(match.group("y"))
        month, day = int(match.group("m")), int(match.group("d"))
        if year is not None and day <= calendar.monthrange(year, month)[1]:
            yield Figure(
                "date", match.group(0), key=(year, month, day), start=match.start(),
                alternative=True,
            )  # fmt: skip
    if "(" in text and _SHORT_DATE_WITH_WEEKDAY.search(text) is not None:
        for match in _BARE_MONTH_DAY.finditer(text):
            if _WEEKDAY_RE.match(text, match.end()) is not None:
                continue  # read already, with its weekday
            month, day = int(match.group("m")), int(match.group("d"))
            if day <= calendar.monthrange(2024, month)[1]:  # a leap year: 2.29 is a day
                yield Figure(
                    "date", match.group(0), key=(None, month, day), start=match.start(),
                    alternative=True,
                )  # fmt: skip
    if "~" in text or "∼" in text:
        # `2022.6.11(토) ~12(일)`: the span's end takes the start's year and month
        for match in _DAY_SPAN.finditer(text):
            year = int(match.group("y")) if match.group("y") else None
            month, day = int(match.group("m")), int(match.group("e"))
            if int(match.group("d")) < day <= calendar.monthrange(year or 2024, month)[1]:
                yield Figure(
                    "date", match.group("end"), key=(year, month, day),
                    start=match.start("end"), alternative=True,
                )  # fmt: skip
    if " | " in text and _QUARTER_END_CELL.search(text) is not None:
        yield from _quarter_end_heads(text)
    if _EN_DAY_SPAN_HINT.search(text) is not None:
        # `June 15–20, 2009`: the span's end is 20 June 2009, as a draft's is read
        for start, key in _day_span_ends(text):
            end = text[start : start + 2].rstrip(" ,–-")
            yield Figure("date", end, key=key, start=start, alternative=True)
    if "~" in text or "∼" in text:
        # `2025. 3. ~ 12.`: the span's end is December 2025, not the number 12
        for match in _MONTH_SPAN_END.finditer(text):
            if int(match.group("m")) < int(match.group("e")):
                yield Figure(
                    "date", match.group("end"), key=(int(match.group("y")), int(match.group("e")),
                    None), start=match.start("end"), alternative=True,
                )  # fmt: skip


def _with_quarter_words(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with `third quarter of 2024`, `second half of 2019`, `H2 2019`, `2H19` and the
    like put in place."""
    for match in _QUARTER_WORDS_RE.finditer(text):
        word = match.group("qw")
        quarter = _QUARTER_WORDS[word.lower()] if word else int(match.group("qo"))
        year = _year(match.group("qy4"))
        inside = range(match.start(), match.end())
        figures = [f for f in figures if f.start not in inside]
        figures.append(Figure("quarter", match.group(0), key=(year, quarter), start=match.start()))
    for match in _HALF_WORDS_RE.finditer(text):
        word = match.group("hw")
        number = match.group("hn") or match.group("hn2") or match.group("hn3")
        half = (1 if word.lower() == "first" else 2) if word else int(number)
        year = _year(match.group("hy") or match.group("hy2"))
        inside = range(match.start(), match.end())
        figures = [f for f in figures if f.start not in inside]
        figures.append(Figure("half", match.group(0), key=(year, half), start=match.start()))
    figures.sort(key=lambda f: f.start)
    return figures
