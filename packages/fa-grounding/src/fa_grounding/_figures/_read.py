"""`iter_figures`: every reading of a text, in order: digits normalised, the scanner, the
numbers in words, second readings of dates and parts, ranges joined."""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from itertools import chain

from fa_grounding._figures._amounts import _FALLS_AFTER, _RISES_AFTER, _told_direction
from fa_grounding._figures._dates import (
    _HALF_HINT,
    _QTR_HINT,
    MONTH_LIST_HINT,
    _date_readings,
    _has_date_readings,
    _month_spans,
    _with_quarter_words,
    month_lists,
)
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._normalise import _GERMAN, normalise_digits
from fa_grounding._figures._parts import _FRACTION, _alternatives
from fa_grounding._figures._pieces import _APART
from fa_grounding._figures._ranges import _join_ranges
from fa_grounding._figures._scanner import _scan
from fa_grounding._figures._words import (
    _GERMAN_WORDS,
    _MONTH_ALONE,
    _MONTH_CELL,
    _NUMBER_WORDS,
    _chinese_words,
    _korean_words,
    _native_words,
    _number_words,
    _spelled_decimals,
)


def extract_figures(text: str, *, skip_anchors: bool = False) -> list[Figure]:
    """Every value in `text`, in order, with ranges (`10~15%`) sharing their unit.

    With `skip_anchors`, digits inside anchor-like words of a draft (`see L14`) are not figures.
    """
    return list(iter_figures(text, skip_anchors=skip_anchors))


def iter_figures(text: str, *, skip_anchors: bool = False) -> Iterator[Figure]:
    """`extract_figures`, one figure at a time, reading `text` only as far as asked.

    The scan runs left to right and each figure depends only on the text before and just after
    it, so the first N figures are the same whether or not the rest is ever read: a caller that
    finds what it needs early stops the scan there.
    """
    text = normalise_digits(text)
    if "-point-" in text:
        text = _spelled_decimals(text)
    # quarters and halves in words and number words are read apart: then read it all
    periods = (
        "uarter" in text
        or "UARTER" in text
        or "Quartal" in text
        or _QTR_HINT.search(text) is not None
        or _HALF_HINT.search(text) is not None
    )
    spelled = (
        _NUMBER_WORDS.search(text) is not None
        or _MONTH_ALONE.search(text) is not None
        or ("|" in text and _MONTH_CELL.search(text) is not None)
        or (_GERMAN.search(text) is not None and _GERMAN_WORDS.search(text) is not None)
    )
    if periods or spelled:
        scanned = list(_scan(text, skip_anchors))
        if periods:
            scanned = _with_quarter_words(text, scanned)
        figures = list(_join_ranges(text, iter(scanned)))
        if spelled:
            figures = sorted([*figures, *_number_words(text)], key=lambda f: f.start)
        if _HAS_WORDS_OR_PARTS.search(text) is not None:
            figures = _with_words_and_parts(text, figures)
        if _has_date_readings(text):
            figures = sorted([*figures, *_date_readings(text)], key=lambda f: f.start)
        yield from _seasons(
            text,
            _paragraph_marks(
                text,
                _span_years(
                    text,
                    _day_range_ends(
                        text,
                        _second_readings(
                            text,
                            _codes(
                                text,
                                _short_periods(
                                    text, _month_spans(text, _listed(text, iter(figures)))
                                ),
                            ),
                        ),
                    ),
                ),
            ),
        )
        return
    if _HAS_WORDS_OR_PARTS.search(text) is None:
        found = _join_ranges(text, _scan(text, skip_anchors))
    else:
        found = iter(
            _with_words_and_parts(text, list(_join_ranges(text, _scan(text, skip_anchors))))
        )
    if _has_date_readings(text):
        found = iter(sorted([*found, *_date_readings(text)], key=lambda f: f.start))
    yield from _seasons(
        text,
        _paragraph_marks(
            text,
            _span_years(
                text,
                _day_range_ends(
                    text,
                    _second_readings(
                        text,
                        _codes(
                            text,
                            _short_periods(
                                text,
                                _month_spans(text, _listed(text, found))
                                if any(c in text for c in _SPAN_HINT)
                                else _listed(text, found),
                            ),
                        ),
                    ),
                ),
            ),
        ),
    )


# A season or a fiscal year written as two years (`2024-2025절기`, `2024-25 season`, `2024/25
# 시즌`, `2023-24 회계연도`): both are years, never a number and a count
_SEASON = re.compile(
    r"(?<![\d.,])((?:19|20)\d{2})\s?[-–/]\s?((?:19|20)?\d{2})(?![\d.,])"
    r"(?=\s?(?:년도?\s?)?(?:절기|시즌|회계\s?연도|학년도|겨울|season|winter|fiscal|school))",
    re.IGNORECASE,
)
# ... and two years a slash joins, the second's last two digits alone, whatever word follows
# (`The 2025/26 support budget`)
_SLASHED_YEARS = re.compile(r"(?<![\d.,/])((?:19|20)\d{2})/(\d{2})(?![\d.,/])")


# A character of a span of months, in words or between whole dates (`1~3월`, `7. 1. ~ 9. 30.`)
_SPAN_HINT = ("월", "~", "∼", "〜")


def _seasons(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures`, the two years of a season written as a span (`2024-25 season`) read as years."""
    spans = {}
    found_seasons = chain(_SEASON.finditer(text), _SLASHED_YEARS.finditer(text))
    for found in found_seasons if "-" in text or "/" in text or "–" in text else ():
        first = int(found.group(1))
        second = int(found.group(2))
        if second < 100:
            second += first - first % 100
        if second == first + 1:
            spans[found.start(1)] = first
            spans[found.start(2)] = second
    for figure in figures:
        year = spans.get(figure.start)
        if year is not None and figure.kind == "number":
            yield Figure("date", figure.raw, key=(year, None, None), start=figure.start)
        else:
            yield figure


def _day_range_ends(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures`, with a bare number ending a span of days after a full date (`2026.12.1~20`)
    also read as that day of the date's month (20 December 2026): a second reading."""
    if _DAY_RANGE_HINT.search(text) is None:
        yield from figures  # no digit, span mark and digit: no span of days to read
        return
    previous: Figure | None = None
    for figure in figures:
        if (
            previous is not None
            and previous.kind == "date"
            and isinstance(previous.key[1], int)
            and isinstance(previous.key[2], int)
            and figure.kind == "number"
            and figure.raw.isdigit()
            and not figure.others
            and previous.key[2] < int(figure.raw) <= _LAST_DAY
            and _SPAN_MARK.fullmatch(text, previous.start + len(previous.raw), figure.start)
        ):
            day = Figure(
                "date", figure.raw, key=(*previous.key[:2], int(figure.raw)), start=figure.start
            )
            yield figure._replace(others=(day,))
            yield day._replace(alternative=True)
        else:
            yield figure
        if not figure.alternative:
            previous = figure


# Between the two ends of a span of dates: a weekday, then a span mark or a word of one
# (`2026. 3. 2.(월) ~ 6. 30.`, `3월 2일부터 6월 30일`, `2 March to Tuesday 30 June 2026`)
_DATES_SPAN = re.compile(
    r"\s?(?:[(（][월화수목금토일][)）])?\s?(?:[~∼～–-]|부터|to|until|through|till)\s?"
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s)?",
    re.IGNORECASE,
)
_DATE_PARTS = 3


def _dated_day(figure: Figure) -> bool:
    return (
        figure.kind == "date"
        and not figure.alternative
        and len(figure.key) == _DATE_PARTS
        and isinstance(figure.key[1], int)
        and isinstance(figure.key[2], int)
    )


def _span_years(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures`, with the end of a span of days that writes no year given the year of the end
    that does (`2026. 3. 2.(월) ~ 6. 30.` ends on 30 June 2026; `from 2 March to 30 June 2026`
    starts in 2026), a year later or earlier where the months run past December (`2025. 12.
    1. ~ 2. 27.` ends in 2026)."""
    if not _SPAN_YEAR_HINT.search(text):
        yield from figures
        return
    waiting: list[Figure] = []  # a yearless day and its second readings, until the next figure
    previous: Figure | None = None  # the last figure read as itself
    for read in figures:
        if read.alternative:
            if waiting:
                waiting.append(read)
            else:
                yield read
            continue
        figure = read
        if waiting:
            start = waiting[0]
            if (
                _dated_day(figure)
                and isinstance(figure.key[0], int)
                and _DATES_SPAN.fullmatch(text, start.start + len(start.raw), figure.start)
            ):
                year = figure.key[0] - (1 if start.key[1] > figure.key[1] else 0)
                waiting[0] = start._replace(key=(year, *start.key[1:]))
            yield from waiting
            waiting = []
        if (
            _dated_day(figure)
            and figure.key[0] is None
            and previous is not None
            and _dated_day(previous)
            and isinstance(previous.key[0], int)
            and _DATES_SPAN.fullmatch(text, previous.start + len(previous.raw), figure.start)
        ):
            year = previous.key[0] + (1 if figure.key[1] < previous.key[1] else 0)
            figure = figure._replace(key=(year, *figure.key[1:]))
        previous = figure
        if _dated_day(figure) and figure.key[0] is None:
            waiting = [figure]
            continue
        yield figure
    yield from waiting


_SPAN_YEAR_HINT = re.compile(r"[~∼～–\-]|부터|\bto\b|\buntil\b|\bthrough\b|\btill\b")


# The Roman numerals Unicode writes as one character (`Ⅲ`, not the letters `III`, which may
# be a word): the digits a Korean text gives a seismic intensity or a grade (`진도 Ⅲ`).
_ROMAN = re.compile("[\u2160-\u216b\u2170-\u217b]")
# A numeral after a space, a bracket or a colon, and not closing a list marker (`Ⅰ. 추진 배경`,
# `ⅴ) 재산`) nor glued to the word it numbers (`장해분류표Ⅱ`): a value.
_ROMAN_BEFORE = re.compile(r"[\s(（:：,·]")
_ROMAN_MARKER_ENDS = frozenset({".", ")", "）", "]"})
_ROMAN_VALUE = {chr(base + k): k + 1 for base in (0x2160, 0x2170) for k in range(12)}
# The paragraph marks of a Korean statute: `①` is 제1항 of its article (`제7조 ① ...`).
_CIRCLED = re.compile(r"[\u2460-\u2473]")


def _paragraph_marks(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures`, and each circled number of `text` read also as the paragraph it marks
    (`①` as 제1항): a second reading, so a draft's `제1항` or `Article 18(1)` restates it; and
    each Roman numeral character (`Ⅲ`, `Ⅳ`: an intensity scale, a grade) read as its number."""
    if _ROMAN.search(text) is not None:
        numerals = [
            Figure(
                "number",
                match.group(0),
                Decimal(_ROMAN_VALUE[match.group(0)]),
                key=(False,),
                start=match.start(),
            )
            for match in _ROMAN.finditer(text)
            if _ROMAN_BEFORE.match(text[match.start() - 1 : match.start()] or " ")
            and text[match.end() : match.end() + 1] not in _ROMAN_MARKER_ENDS
        ]
        figures = iter(sorted([*figures, *numerals], key=lambda f: f.start))
    if _CIRCLED.search(text) is None:
        yield from figures
        return
    marks = [
        Figure(
            "label",
            match.group(0),
            key=("항", ord(match.group(0)) - 0x2460 + 1),
            start=match.start(),
            alternative=True,
        )
        for match in _CIRCLED.finditer(text)
    ]
    yield from sorted([*figures, *marks], key=lambda f: f.start)


# A quarter or a month's end written short, as bank and insurer tables head their columns:
# `'25.2Q` (2025 Q2), `'24.9말` (the end of September 2024), `'25.10월` (October 2025).
_SHORT_PERIOD = re.compile(
    r"(?<![\d.])[’'‘`](?P<y>\d{2})\.(?:(?P<q>[1-4])Q(?![A-Za-z])"
    r"|(?P<m>1[0-2]|[1-9])(?:월|\s?말|월\s?말)(?![가-힣]))"
)


def _short_periods(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures` with each short period (`'25.2Q`, `'24.9말`) read as one quarter or month in
    place of the year and the number the scan reads in it."""
    if not any(mark in text for mark in "’'‘`"):
        yield from figures
        return
    spans = list(_SHORT_PERIOD.finditer(text))
    if not spans:
        yield from figures
        return
    pending = iter(spans)
    upcoming = next(pending, None)
    for figure in figures:
        while upcoming is not None and upcoming.start() <= figure.start:
            yield _period_of(upcoming)
            upcoming = next(pending, None)
        if any(match.start() <= figure.start < match.end() for match in spans):
            continue  # the year and the number inside a short period
        yield figure
    while upcoming is not None:
        yield _period_of(upcoming)
        upcoming = next(pending, None)


def _period_of(match: re.Match[str]) -> Figure:
    year = 2000 + int(match.group("y"))
    if match.group("q"):
        return Figure(
            "quarter", match.group(0), key=(year, int(match.group("q"))), start=match.start()
        )
    return Figure(
        "date", match.group(0), key=(year, int(match.group("m")), None), start=match.start()
    )


# Letters glued before digits: a code (`CO2`, `PM2.5`, `PM10`, `NO2`, `COVID-19`) or, after a
# number, a unit's power (`84m2`, `3m³`). Two letters or more, the first a capital, make a code;
# a quarter, a half or a fiscal year keep their own readings (`Q3`, `H1`, `FY24` are read before).
_GLUED_LETTERS = re.compile(
    r"(?<![A-Za-z0-9_])([A-Z][A-Za-z]{1,5})-?$"
    # a block's or a zone's letter (`A-14블록`, `C-3구역`)
    r"|(?<![A-Za-z0-9_])([A-Z])-$"
    # a place named with its number glued on (`동탄2`, `위례2`, `송도11`)
    r"|(?<![가-힣])([가-힣]{2,6})$"
)
# words a figure is glued to that are no name (`총430호`, `대비3%`)
_PARTICLE_ONE = frozenset("에은는이가을를의와과로도만")
_HANGUL_NOT_NAMES = re.compile(
    r"(?:총|약|각|월|연|전년|전월|대비|기준|최대|최소|평균|합계|제|만|억|조|천)$"
)
# The kind of place a number glued to a name numbers (`향교1지구`, `쌍문1동`, `가온2단지`,
# `상암2공구`, `종로3가`), then no other syllable but a particle
_PLACE_AFTER = re.compile(
    r"(?:지구|단지|공구|블록|구역|동|리|가|길)(?:[은는이가의에로과와도]|에서|에는)?(?![가-힣])"
)
_POWER = re.compile(r"\d\s?[A-Za-z]{1,3}$")
_MIXED_HINT = re.compile(r"[A-Z]\d[A-Z]")
_GLUED_DIGITS = re.compile(r"\d*(?:\.\d+)?")
_NOT_CODES = frozenset({"FY", "CY", "Q", "H", "No", "Rs", "US", "USD", "KRW", "EUR", "GBP", "JPY"})


# A code of letters and digits in turn (`H5N1`, `H1N1`, `A2B3`): one name, not two numbers.
_MIXED_CODE = re.compile(r"(?<![A-Za-z0-9_])[A-Z]\d{1,2}[A-Z]\d{1,2}(?![A-Za-z0-9_])")


def _codes(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures` with the digits of a code read as that code (a code of letters and digits in
    turn, `H5N1`, as one), and the power of a unit (`84m2`) dropped: neither is an amount."""
    mixed = [m.span() for m in _MIXED_CODE.finditer(text)] if _MIXED_HINT.search(text) else []
    for figure in figures:
        start = figure.start
        span = next(((a, b) for a, b in mixed if a <= start < b), None)
        if span is not None:
            if figure.kind == "number" and text[start - 1] == text[span[0]]:
                raw = text[span[0] : span[1]]  # (its first digits stand for the whole code)
                yield Figure("code", raw, key=("code", raw, ""), start=span[0])
            continue
        if figure.kind != "number" or start == 0:
            yield figure
            continue
        hangul = "가" <= text[start - 1] <= "힣"
        if hangul:
            # a name's number is small and bare: `화성동탄2 A-14블록`, not `총430호` or `대비3%`
            after = text[start + len(figure.raw) : start + len(figure.raw) + 1]
            if (
                len(figure.raw) > 2
                or not figure.raw.isdigit()
                or figure.unit
                or figure.measure is not None
                # (or a particle after it: `정부24에서는`; or the kind of place a number names
                # in a name: `향교1지구`, `쌍문1동`, `가온2단지`)
                or (
                    after
                    and not (after.isspace() or after in ",.)·" or after in _PARTICLE_ONE)
                    and _PLACE_AFTER.match(text, start + len(figure.raw)) is None
                )
                or _HANGUL_NOT_NAMES.search(text, max(0, start - 4), start)
            ):
                yield figure
                continue
        elif not text[start - 1].isascii():
            yield figure
            continue
        if not (text[start - 1].isalpha() or (text[start - 1] == "-" and start > 1)):
            yield figure
            continue
        if _POWER.search(text, max(0, start - 5), start) is not None and figure.value in {2, 3}:
            continue  # `84m2`, `5 km2`: the power of the unit after 84
        letters = _GLUED_LETTERS.search(text, max(0, start - 7), start)
        name = "" if letters is None else next(g for g in letters.groups() if g)
        if not name or name in _NOT_CODES or figure.signed or figure.unit:
            yield figure
            continue
        digits = figure.raw.strip()
        if _GLUED_DIGITS.match(text, start).group(0) != digits:  # type: ignore[union-attr]
            yield figure  # `AVX2 256-bit` read as the spaced thousands `2 256`: left as read
            continue
        raw = text[start - len(name) - (text[start - 1] == "-") : start] + digits
        # (a place's name is matched by its last two syllables: `화성동탄2` is the `동탄2` of
        # a block)
        letters_key = name[-2:] if hangul else name.upper()
        yield Figure(
            "code", raw, key=("code", letters_key, digits), start=start - len(raw) + len(digits)
        )


def _with_words_and_parts(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with Korean numerals in words and second readings put in place; the two
    numbers of a part of a whole (`25/1000`) then support only bare figures, not `25%`."""
    parts = [m.span() for m in _FRACTION.finditer(text)] if "/" in text or "분의" in text else []
    if parts:
        figures = [
            f._replace(bare_only=True)
            if f.kind == "number" and f.unit is None and any(a <= f.start < b for a, b in parts)
            else f
            for f in figures
        ]
    ordinal = _ORDINAL_CELL.match(text)
    if ordinal is not None:
        figures = [
            f._replace(bare_only=True) if f.start == 0 and f.kind == "number" else f
            for f in figures
        ]
    extra = [
        *_korean_words(text),
        *_native_words(text),
        *_chinese_words(text),
        *_alternatives(text),
    ]
    return sorted([*figures, *extra], key=lambda f: f.start) if extra else figures


_HAS_WORDS_OR_PARTS = re.compile(
    r"[십백천만억조一二两三四五六七八九十⁄]|\dk|\d/\d|분의|^\d{1,3} \| "
    r"|[두세석네넉섯곱덟홉열무물른흔쉰]\s|\d\s?할|\d[Ee]\+\d|(?<!\d)(?:19|20)\d{6}(?!\d)"
    r"|분기\s?말"
)


# The first cell of a table row that is a small whole number (`10 | 履约保证金: ... 5%`,
# `3 | 시민 참여`) is the row's ordinal (序号, 번호): it supports a bare figure only, never `10%`.
_ORDINAL_CELL = re.compile(r"^\d{1,3}(?= \| )")


# Spellings with two readings. `10.7일`: the 7th of October, or 10.7 days (`폭염일수 10.7일`);
# `3.15`: a decimal, or 15 March (`시행일: 3.15`, `(10.1~11.22)`); `22` of `22–28 Nov`: a
# number, or the 22nd of November; `1,000명당 2.8명`: a count, or 2.8‰ (0.28%).
_DECIMAL_DAYS = re.compile(r"\d{1,2}\.\d일$")
_MONTH_DOT_DAY = re.compile(r"(?P<m>1[0-2]|0?[1-9])\.(?P<d>3[01]|[12]\d|0?[1-9])")
_NOT_A_DATE_AROUND = re.compile(r"[\d.,]")
_DATE_ENDS = frozenset({"", " ", ")", "）", "(", "（", "~", "∼", "〜", ",", "]"})
_DATE_PARTICLES = ("부터", "까지", "에 ", "자 ", "자로", "일")
# The counter of a numbered label (`제455호`, `제1심`, `제3장`) written after a bare number, and
# then no other word (`2호선` is a line, `3부작` a series): a particle or a space may follow.
_LABEL_COUNTERS = frozenset("호심관장절편목권급")
_LABEL_WITHOUT_JE = re.compile(
    rf"\s?([{''.join(sorted(_LABEL_COUNTERS))}])(?=[^가-힣]|$|[은는이가을를의에로과와도만])"
)
_DAYS_SPAN_AFTER = re.compile(
    r"\s?(?:이내|안에|내에|이상|이하|미만|초과|넘|이후|후에?|전에?|동안|만에|째|간|가량|정도|남짓"
    rf"|씩|마다|(?:[을를]|까지)?\s?연장|{_APART})"
)
_DAYS_SPAN_BEFORE = re.compile(r"(?:부터|로부터|에서|후|뒤)\s?$")
_DAYS_MOVE_FROM = re.compile(r"에서\s?\d{1,3}일")
_ENGLISH_LABELS = {
    "no": "호", "number": "호", "item": "호", "room": "호", "division": "부", "chapter": "장",
    "section": "절", "paragraph": "항", "volume": "권", "vol": "권", "part": "편",
}  # fmt: skip
_ENGLISH_LABEL = re.compile(
    r"\b(No|Number|Item|Room|Division|Chapter|Section|Paragraph|Volume|Vol|Part)\.?\s?$",
    re.IGNORECASE,
)
_SPAN_CHARS = "~∼〜–-"
"""The marks a span of dates is written with (`10.3.~10.9.`, `2025.12.1~20`, `1-20`)."""
_AFTER_SPAN = frozenset(_SPAN_CHARS).__contains__
_SPAN_MARK = re.compile(rf"\s?[{_SPAN_CHARS}]\s?")
_DAY_RANGE_HINT = re.compile(rf"\d\.?\s?[{_SPAN_CHARS}]\s?\d")
_LAST_DAY = 31
_YEARS_IN_BRACKETS = re.compile(r"\d{1,2}년")
# (a weekday may name the span's end: `from Monday 7 to Friday 11 April`, `Fri 3 to Thu 9`)
_SPAN_TO = re.compile(
    r"\s?[–\-~∼〜]\s?|\s(?:to|until|till|through|and)\s"
    r"(?:(?:Mon|Tue|Tues|Wed|Wednes|Thu|Thur|Thurs|Fri|Sat|Satur|Sun)(?:day)?\.?,?\s)?",
    re.IGNORECASE,
)
_PER_THOUSAND = re.compile(r"(?:1,000|1000|1천|천)\s?명\s?당\s?(?:[가-힣]{1,6}\s?)?$")
_FRACTION_AFTER = re.compile(r"\.\d{1,3}(?!\d)")
_BPS_AFTER = re.compile(r"\s?bps\b")
_GLUED_KU = {"십": 10, "백": 100, "천": 1000, "만": 10_000}


def _second_readings(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures` with the numbers a Korean writer glues to a place word joined (`2천25` is
    2,025, `1천765` is 1,765), and every figure that has a second reading carrying it in
    `others`, followed by that reading as a figure of its own (`alternative`)."""
    pending: Figure | None = None
    for read in figures:
        current = read
        if pending is not None:
            joined = _glued(text, pending, read) or _compound(text, pending, read)
            if joined is not None:
                current = joined
            else:
                yield from _with_second(text, pending, read)
        pending = current
    if pending is not None:
        yield from _with_second(text, pending, None)


def _glued(text: str, first: Figure, second: Figure) -> Figure | None:
    """`2천` and `25` of `2천25`: one number, when the digits follow the place word at once and
    are fewer than it counts."""
    if first.kind != "number" or second.kind != "number" or first.unit or first.measure:
        return None
    end = first.start + len(first.raw)
    place = _GLUED_KU.get(first.raw[-1:])
    if place is None or second.start != end or second.signed or not second.raw.isdigit():
        return None
    if int(second.raw) >= place:
        return None
    return second._replace(
        raw=first.raw + second.raw,
        value=first.value + second.value,
        start=first.start,
        key=(True,),
        hedged=first.hedged or second.hedged,
    )


_TO_SECONDS = {"hour": 3600, "minute": 60, "second": 1}
_UNIT_LETTERS = re.compile(r"[A-Za-z가-힣]{1,2}")
_PERIOD_WORD = re.compile(r"(?:분|시간|min|mins|minutes?|h|hrs?|hours?)?")


def _compound(text: str, first: Figure, second: Figure) -> Figure | None:
    """One quantity written in two units: `1시간 12분 40초` (4,360 seconds, where the scan reads
    `1시간 12` and `40초`), and a record's decimals after its unit, `10초87` (10.87 seconds),
    `6m84` (6.84 m)."""
    if first.kind != "number" or second.kind != "number" or first.signed or second.signed:
        return None
    end = first.start + len(first.raw)
    between = text[end : second.start]
    if (
        first.period in _TO_SECONDS
        and second.period == "second"
        and first.period != "second"
        and _PERIOD_WORD.fullmatch(between.strip()) is not None
    ):
        seconds = first.value * _TO_SECONDS[first.period] + second.value
        return second._replace(raw=text[first.start : second.start] + second.raw, value=seconds,
                               start=first.start, quantum=second.quantum)  # fmt: skip
    glued = (first.period == "second" or first.measure is not None) and second.raw.isdigit()
    if not glued or second.unit or second.measure or second.period:
        return None
    unit_end = end if first.measure is not None or first.raw.endswith("초") else end + 1
    if _UNIT_LETTERS.fullmatch(text[end : second.start] or text[end - 1 : end]) is None:
        return None
    if second.start != max(unit_end, end) and not _UNIT_LETTERS.fullmatch(between):
        return None
    places = Decimal(1).scaleb(-len(second.raw))
    return first._replace(
        raw=text[first.start : second.start + len(second.raw)],
        value=first.value + Decimal(second.raw) * places,
        quantum=places,
    )


_YEAR_MONTH = re.compile(r"((?:19|20)\d\d)\.(0[1-9]|1[0-2])")
"""A year and a month joined by a full stop, as a monthly series labels its rows (`2024.09`)."""


# What makes a day of the month (`15일`) a count of days that moved: a word of a change right
# after it, or after the list it opens (`15일 줄었다`, `각각 15일, 27일 늘었다`), or a
# comparison before it in its clause (`평년보다 3일 많았다`); a bare `15일 많은 비` stays a date.
_DAYS_MOVED = re.compile(
    r"(?:[,，와과및]\s?\d{1,3}일\s?)*\s?(?:[(（][^()（）]{1,20}[)）]\s?)?(?:(?:각각|모두)\s?)?"
    r"(?:늘|줄|증가|감소|단축|연장|길어|길었|짧아|짧았|앞당|늦춰|늦어)"
)
_DAYS_COMPARED = re.compile(r"(?:보다|대비|에\s?비해|각각)[^.;,\d]{0,12}$")


def _days_moved(text: str, figure: Figure) -> Figure | None:
    """A day of the month that the words around it make a count of days with a direction
    (`전년보다 각각 15일, 27일 줄었다`): that count, else None."""
    if figure.kind != "date" or figure.key[:2] != (None, None) or not figure.raw.endswith("일"):
        return None
    day = figure.key[2]
    if not isinstance(day, int):
        return None
    start, end = figure.start, figure.start + len(figure.raw)
    falls, rises = _told_direction(text, start, end)
    if not (falls or rises):
        return None
    if not (_DAYS_MOVED.match(text, end) or _DAYS_COMPARED.search(text, max(0, start - 30), start)):
        return None
    return Figure(
        "number", figure.raw.rstrip("일 "), Decimal(day), key=(False,), start=start,
        period="day", falls=falls, rises=rises,
    )  # fmt: skip


def _with_second(text: str, figure: Figure, following: Figure | None) -> Iterator[Figure]:
    moved = _days_moved(text, figure)
    if moved is not None:
        yield moved  # a count of days, never a day of a month
        return
    second = _second_of(text, figure, following)
    if second is None:
        yield figure
        return
    if second.unit == "%" and figure.unit is None:
        # `1,000명당 2.8명` as written is a count: it supports `2.8명`, never `2.8%`
        figure = figure._replace(bare_only=True)
    if (
        second.period == "day"
        and _DAYS_SPAN_BEFORE.search(text, max(0, figure.start - 8), figure.start) is not None
        and _DAYS_SPAN_AFTER.match(text, figure.start + len(figure.raw)) is not None
    ):
        # `만료일부터 7일 이내`: counted from a day and bounded, a number of days and no day of
        # a month, so it never lends `11월 7일` a day
        yield second
        return
    yield figure._replace(others=(second,))
    yield second._replace(alternative=True)


def _second_of(text: str, figure: Figure, following: Figure | None) -> Figure | None:
    start, end = figure.start, figure.start + len(figure.raw)
    if figure.kind == "number" and (year_month := _YEAR_MONTH.fullmatch(figure.raw)):
        # `2024.10` heading a row of a monthly series: October 2024 as well as a decimal
        year, month = int(year_month[1]), int(year_month[2])
        return Figure("date", figure.raw, Decimal(0), key=(year, month, None), start=start)
    if figure.kind == "time" and not figure.key[2]:
        # `7:09` under `평균 현장도착시간(분:초)`, `1:12:40` of a record: a duration too
        parts = [int(p) for p in re.findall(r"\d+", figure.raw)]
        seconds = sum(p * 60**k for k, p in enumerate(reversed(parts)))
        fraction = _FRACTION_AFTER.match(text, end)
        value = Decimal(seconds) + (Decimal(fraction.group(0)) if fraction else 0)
        quantum = Decimal(1).scaleb(-(len(fraction.group(0)) - 1)) if fraction else Decimal(1)
        return Figure("number", figure.raw, value, quantum=quantum, start=start, period="second")
    if (
        figure.kind == "date"
        and figure.key[:2] == (None, None)
        and isinstance(figure.key[2], int)
        and figure.raw.endswith("일")
        and (
            _DAYS_SPAN_AFTER.match(text, end) is not None
            or _DAYS_SPAN_BEFORE.search(text, max(0, start - 8), start) is not None
            or _DAYS_MOVE_FROM.match(text, end) is not None
        )
    ):
        # `송달된 날부터 14일 이내`: a number of days as well as the 14th (`2주` restates it);
        # so is the start of a move to another day (`11일에서 6일로`), as its end is
        days = figure.key[2]
        return Figure("number", figure.raw, Decimal(days), key=(False,), start=start, period="day")
    if figure.kind == "date" and figure.key[0] is None and _DECIMAL_DAYS.match(figure.raw):
        if text[end : end + 1] in {"(", "（"}:
            return None  # `10.7일(월)`: a weekday makes it a date
        number = figure.raw[:-1]
        # `8.9일 늘었다`: the words after it give the number of days its direction
        falls = _FALLS_AFTER.match(text, end) is not None
        rises = not falls and _RISES_AFTER.match(text, end) is not None
        return Figure(
            "number", number, Decimal(number), quantum=Decimal("0.1"), start=start,
            falls=falls, rises=rises,
        )  # fmt: skip
    if (
        figure.kind == "date"
        and figure.key[1:] == (None, None)
        and _YEARS_IN_BRACKETS.fullmatch(figure.raw)
        and text[start - 1 : start] in {"(", "（"}
        and text[end : end + 1] in {")", "）"}
    ):
        # `2026. 12. 1. ~ 2036. 11. 30.(10년)`: a bracket holding only `10년` may be the span's
        # length as well as a year ('10)
        number = figure.raw[:-1]
        return Figure("number", number, Decimal(number), key=(False,), start=start, period="year")
    if figure.kind != "number" or figure.unit or figure.measure or figure.signed:
        return None
    label = (
        _LABEL_WITHOUT_JE.match(text, end)
        if figure.raw.isdigit() and _LABEL_COUNTERS.intersection(text[end : end + 2])
        else None
    )
    if label is not None and (start == 0 or text[start - 1] not in "제第"):
        # `서관 455호`, `1심`: the number a label names without its `제` (`제455호`, `제1심`)
        return Figure("label", figure.raw, key=(label.group(1), int(figure.raw)), start=start)
    latin = start >= 2 and (text[start - 2] == "." or "a" <= text[start - 2].lower() <= "z")
    named = (
        _ENGLISH_LABEL.search(text, max(0, start - 12), start)
        if latin and figure.raw.isdigit()
        else None
    )
    if named is not None:
        # `Division 1`, `Courtroom No. 1`, `Chapter 3`: the label a Korean text writes `제1부`,
        # `제1호`, `제3장`
        kind = _ENGLISH_LABELS[named.group(1).lower().rstrip(".")]
        return Figure("label", figure.raw, key=(kind, int(figure.raw)), start=start)
    if "bps" in text and _BPS_AFTER.match(text, end):
        # `250 bps`: basis points, or bits per second (`28,800 bps`)
        return figure._replace(value=figure.value / 100, quantum=figure.quantum / 100, unit="%p")
    if "당" in text and _PER_THOUSAND.search(text, max(0, start - 18), start):
        return figure._replace(value=figure.value / 10, quantum=figure.quantum / 10, unit="%")
    before = text[start - 1 : start] if start else ""
    after = text[end : end + 1]
    date = _MONTH_DOT_DAY.fullmatch(figure.raw) if "." in figure.raw else None
    if (
        date is not None
        and figure.period is None
        and not _NOT_A_DATE_AROUND.match(before or " ")
        and (
            after in _DATE_ENDS
            or text.startswith(_DATE_PARTICLES, end)
            # `10.3.~10.9.`: the dot a Korean date closes with, after a span mark
            or (after == "." and not text[end + 1 : end + 2].isdigit() and _AFTER_SPAN(before))
        )
    ):
        # a bare `M.D` ending there, before a bracket, a span mark or a particle of time (not
        # `4.5개월`, `3.15배`, `2.5명`)
        month, day = int(date.group("m")), int(date.group("d"))
        return Figure("date", figure.raw, key=(None, month, day), start=start)
    if (
        following is not None
        and following.kind == "date"
        and figure.raw.isdigit()
        and _SPAN_TO.fullmatch(text, end, following.start)
        and isinstance(following.key[2], int)
        and 1 <= int(figure.raw) < following.key[2]
    ):
        year, month, _ = following.key
        return Figure("date", figure.raw, key=(year, month, int(figure.raw)), start=start)
    return None


def _listed(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`month_lists` over `figures` when `text` lists months (`1·2월`), else `figures`."""
    return month_lists(text, figures) if MONTH_LIST_HINT.search(text) else figures
