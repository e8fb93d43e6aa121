"""Numbers written in words: Korean (`칠천이백삼십만 원`), native Korean (`두 배`, `세 곳`),
Chinese (`二年`), English (`twenty-five`, `3 million`), German (`drei`, `im März`) and spelled
decimals (`two point five`)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from decimal import Decimal

from fa_grounding._figures._figure import Figure
from fa_grounding._figures._hedges import _BOUND_AFTER, _hedge_before
from fa_grounding._figures._normalise import _GERMAN

_SMALL_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "eins": 1,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "sechs": 6,
    "sieben": 7,
    "acht": 8,
    "neun": 9,
    "zehn": 10,
    "zwölf": 12,
}
_DIGIT_WORD = "zero|one|two|three|four|five|six|seven|eight|nine"
_SPELLED = re.compile(
    rf"\b(\d+|{'|'.join(_SMALL_WORDS)})-point-((?:{_DIGIT_WORD})(?:-(?:{_DIGIT_WORD}))*)\b",
    re.IGNORECASE,
)


def _spelled_decimals(text: str) -> str:
    """`677-point-four` -> `677.4`, `three-point-two` -> `3.2` (broadcast style), padded in front
    so that the text keeps its length and every later position."""

    def number(match: re.Match[str]) -> str:
        whole = match.group(1).lower()
        whole = whole if whole.isdigit() else str(_SMALL_WORDS[whole])
        fraction = "".join(str(_SMALL_WORDS[w.lower()]) for w in match.group(2).split("-"))
        written = f"{whole}.{fraction}"
        return written.rjust(len(match.group(0)))

    return _SPELLED.sub(number, text)


# Korean numerals in words: `칠천이백삼십만 원`, `금칠천이백삼십만원`, `사백여 명`, `삼십만 명`.
# Only a numeral of two syllables or more with a place word (십, 백, 천, 만, 억, 조), standing
# alone (not inside a word, not after digits: `7천5백만` is read by the digit scanner) and
# followed by a counter, is a figure: `일부`, `이번`, `백 명` (a surname?) and `수십억` (some
# tens of 억, no value) are not.
_KO_DIGIT = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_KO_ONE = "[일이삼사오육칠팔구]"
_KO_GROUP = rf"(?:{_KO_ONE}?천)?(?:{_KO_ONE}?백)?(?:{_KO_ONE}?십)?{_KO_ONE}?"
_KO_WORDS = re.compile(
    rf"(?:(?<![가-힣\d.,])|(?<=[(\s]금))(?<![만억조]\s)"
    # (`조` and `억` open no numeral alone: `조사원` is an enumerator, not 1조 4원)
    rf"(?![조억])(?P<w>(?:{_KO_GROUP}조)?(?:{_KO_GROUP}억)?(?:{_KO_GROUP}만)?{_KO_GROUP})(?P<yeo>여)?"
    r"(?=\s?(?P<counter>원|명|건|개|곳|가구|세대|톤|회|부|배|년|개월|달러|퍼센트"
    # (a unit of measure only as a rate's base: `천㎡당 59.8마리`, `마리/천㎡`)
    r"|(?P<measure>㎡|㎢|㎥|㎞|㎏|m²|km²|ha)(?![A-Za-z])))"
)
# Chinese numerals in words before a counter: `二年`, `十五个工作日`, `三个工作日` (after
# `normalise_digits`, 年 and 日 are 년 and 일). One character is enough: Chinese has no particle
# that looks like a numeral.
_ZH_WORDS = re.compile(
    r"(?<![一二两三四五六七八九十百千零〇])(?P<w>[一二两三四五六七八九十百千零〇]+)"
    r"(?=(?P<counter>년|个月|個月|个|個|天|일|名|人|次|周|倍|元))"
)
_ZH_DIGIT = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
             "九": 9, "零": 0, "〇": 0}  # fmt: skip
_ZH_PLACE = {"十": 10, "百": 100, "千": 1000}
_KO_PLACE = {"십": 10, "백": 100, "천": 1000}
_KO_BIG = {"만": 10**4, "억": 10**8, "조": 10**12}
# The base of a rate written as one place word: `인구 천 명당`, `만 가구당` (1,000, 10,000).
_PER_BASE = {"백", "천", "만"}


def _chinese_words(text: str) -> Iterator[Figure]:
    for match in _ZH_WORDS.finditer(text):
        total = 0
        digit: int | None = None
        for ch in match.group("w"):
            if ch in _ZH_DIGIT:
                digit = (digit or 0) * 10 + _ZH_DIGIT[ch] if digit is not None else _ZH_DIGIT[ch]
            else:
                total += (digit if digit is not None else 1) * _ZH_PLACE[ch]
                digit = None
        value = total + (digit or 0)
        if value == 0:
            continue
        counter = match.group("counter")
        figure = Figure("number", match.group(0), Decimal(value), start=match.start(), key=(False,))
        if counter == "년" or counter.endswith("月"):
            figure = figure._replace(period="year" if counter == "년" else "month")
        yield figure


# Korean native numerals before a counter: `세 곳`, `두 차례`, `다섯 명`, `열두 곳`, `스무 명`,
# `석 달`. Only a numeral standing alone, a space, then the counter, which a particle or the end
# of the word follows (`세 곳에서`, `두 차례나`; not `세 회사`, `두 분기`, `세 달러`), is a figure.
# `한` (one) is not read: it is also the verb form `한` (did), and `한 곳`, `한 번` are as
# often "the place that did" and "once tried". An ordinal (`두 번째`, `세 차례째`) names an
# item and counts nothing. A pair (`두세 곳`, `대여섯 명`) is no one value and is not read.
_NATIVE_ONES = {"한": 1, "두": 2, "세": 3, "석": 3, "네": 4, "넉": 4, "다섯": 5, "여섯": 6,
                "일곱": 7, "여덟": 8, "아홉": 9}  # fmt: skip
_NATIVE_TENS = {"열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40, "쉰": 50}
_NATIVE_WORDS = re.compile(
    r"(?<![가-힣])(?:(?P<tens>열|스물|서른|마흔|쉰)(?P<ones>한|두|세|네|다섯|여섯|일곱|여덟|아홉)?"
    r"|(?P<alone>스무|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉))"
    r"\s(?P<counter>개소|개국|개사|개|곳|군데|명|분|사람|차례|번|회|가지|건|대|권|장|채|마리|달|해"
    # a multiple (`두 배`, `세 배로`), compared with a block's `2배`
    r"|시간|주|팀|층|배)"
    r"(?!째)(?=[^가-힣]|$|[이가은는을를의에와과도만씩로으나뿐까부당여며고다라요])"
)


_SHARE_AFTER = re.compile(r"\s?중\s?(?:한|하나|두|둘|세|셋)(?![가-힣])")


def _native_words(text: str) -> Iterator[Figure]:
    for match in _NATIVE_WORDS.finditer(text):
        if match.group("alone"):
            value = _NATIVE_ONES.get(match.group("alone"), _NATIVE_TENS.get(match.group("alone")))
        else:
            value = _NATIVE_TENS[match.group("tens")]
            value += _NATIVE_ONES[match.group("ones")] if match.group("ones") else 0
        if value is None or _SHARE_AFTER.match(text, match.end()) is not None:
            continue  # `세 명 중 한 명`, `다섯 곳 중 한 곳꼴`: a share glossing a rate, no count
        start = match.start()
        counter = match.group("counter")
        after = _BOUND_AFTER_RE.match(text, match.end())
        hedged = _hedge_before(text, start) is not None or after is not None
        figure = Figure(
            "number", match.group(0), Decimal(value), None, Decimal(1), False, hedged, (False,),
            start,
        )  # fmt: skip
        yield _bounded(figure, after, _NATIVE_PERIODS.get(counter))


def _korean_words(text: str) -> Iterator[Figure]:
    for match in _KO_WORDS.finditer(text):
        word = match.group("w")
        # one place word alone is a figure only as the base of a rate: `인구 천 명당`
        # (or of a unit's slash: `마리/천㎡`, `건/만 명`)
        per_base = word in _PER_BASE and (
            text.startswith("당", match.end("counter"))
            or text[: match.start("w")].rstrip().endswith("/")
        )
        if match.group("measure") and not per_base:
            continue
        if not per_base and (
            len(word) < 2 or not any(ch in _KO_PLACE or ch in _KO_BIG for ch in word)
        ):
            continue
        total = group = 0
        digit: int | None = None
        for ch in word:
            if ch in _KO_DIGIT:
                digit = _KO_DIGIT[ch]
            elif ch in _KO_PLACE:
                group += (digit or 1) * _KO_PLACE[ch]
                digit = None
            else:
                total += (group + (digit or 0) or 1) * _KO_BIG[ch]
                group, digit = 0, None
        value = total + group + (digit or 0)
        bare = str(value)
        quantum = Decimal(10) ** (len(bare) - len(bare.rstrip("0")))
        counter = match.group("counter")
        unit = {"원": "KRW", "달러": "USD", "퍼센트": "%"}.get(counter)
        start = match.start("w")
        hedged = bool(match.group("yeo")) or _hedge_before(text, start) is not None
        after = _BOUND_AFTER_RE.match(text, match.end("counter"))
        figure = Figure(
            "number", match.group(0) + counter, Decimal(value), unit, quantum, False,
            hedged or after is not None, (True,), start,
        )  # fmt: skip
        yield _bounded(figure, after, _WORD_PERIODS.get(counter))


def _bounded(figure: Figure, after: re.Match[str] | None, period: str | None) -> Figure:
    """A number word's figure with the bound a word after it gives (`이상`) and the period its
    counter names (`세 해`, `이천 년`)."""
    if after is not None:
        figure = figure._replace(bound=_BOUND_AFTER[after.group(0).strip()])
    if period is not None:
        figure = figure._replace(period=period)
    return figure


# The counters that make a number word a period: native (`세 해`, `두 달`) and Sino-Korean.
_NATIVE_PERIODS = {"해": "year", "달": "month"}
_WORD_PERIODS = {"년": "year", "개월": "month"}
_BOUND_AFTER_RE = re.compile(r"\s?(?:이상|이하|미만|초과|넘게|넘는)")


_UNIT_WORDS = ("zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
               "|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen")  # fmt: skip
_TEN_WORDS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_NUMBER_WORDS = re.compile(
    rf"\b(?:(?P<tens>{_TEN_WORDS})(?:-(?P<ones>one|two|three|four|five|six|seven|eight|nine))?"
    # (`three-stage` is three; `one-third`, `two-thirds`, `one-to-one` are no counts)
    rf"|(?P<unit>{_UNIT_WORDS}))\b(?!-(?:thirds?|halves|half|quarters?|[a-z]*ths?|to|and|or)\b)"
    # a scale word after it: `fifty thousand men` is 50,000
    r"(?:\s+(?P<scale>hundred|thousand|million|billion|Millionen|Milliarden)\b)?",
    re.IGNORECASE,
)
_WORD_SCALE = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_WORD_SCALE |= {"millionen": 10**6, "milliarden": 10**9}
# German number words, as a German source writes them (`um gut acht Prozent`, `drei Millionen
# Euro`); looked for only in a text with German amount words, so English text pays nothing.
_GERMAN_WORDS = re.compile(
    r"\b(?P<unit>eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\b"
    r"(?:\s+(?P<scale>Millionen|Milliarden)\b)?"
)
# A German month named alone in a source (`Von Januar bis März`): it supports a draft's month
# (`1~3월`), as a second reading; a draft's month names are read as dates only with a day or a
# year, as before.
_GERMAN_MONTHS = (
    "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
    "Oktober", "November", "Dezember",
)  # fmt: skip
_MONTH_ALONE = re.compile(r"\b(?P<m>" + "|".join(_GERMAN_MONTHS) + r")\b")
# A table cell that is a month's short name (a header row `| Jan | Feb | Mär | ... | Dez`, English
# or German): the column's month, as a second reading like a German month named alone.
_SHORT_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "mär": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "sept": 9, "oct": 10, "okt": 10, "nov": 11, "dec": 12, "dez": 12,
}  # fmt: skip
_MONTH_CELL = re.compile(
    r"(?:^|(?<=\| ))(?P<m>" + "|".join(sorted(_SHORT_MONTHS, key=len, reverse=True)) + r")\.?"
    r"(?=\s?\||\s*$)",
    re.I,
)


def _number_words(text: str) -> Iterator[Figure]:
    """`nine`, `Twelve`, `twenty-five`, `fifty thousand`, `acht` as spelled numbers (see
    `Figure.spelled`), and German months named alone as second readings of a month."""
    for match in _MONTH_ALONE.finditer(text):
        month = _GERMAN_MONTHS.index(match.group("m")) + 1
        yield Figure(
            "date", match.group(0), key=(None, month, None), start=match.start(), alternative=True
        )
    for match in _MONTH_CELL.finditer(text) if "|" in text else ():
        month = _SHORT_MONTHS[match.group("m").lower()]
        yield Figure(
            "date", match.group(0), key=(None, month, None), start=match.start(), alternative=True
        )
    german = _GERMAN_WORDS.finditer(text) if _GERMAN.search(text) is not None else iter(())
    for match in itertools.chain(_NUMBER_WORDS.finditer(text), german):
        word = (match.groupdict().get("tens") or match.group("unit")).lower()
        value = _SMALL_WORDS[word] + (
            _SMALL_WORDS[match.group("ones").lower()] if match.groupdict().get("ones") else 0
        )
        if match.group("scale"):
            value *= _WORD_SCALE[match.group("scale").lower()]
        yield Figure("number", match.group(0), Decimal(value), start=match.start(), spelled=True)


# An English number word that counts a span of time (`four hours`, `two weeks`, a `three-month`
# term): a duration a sentence states, checked as the figure it is; months and years only in a
# compound (`over four years`, `the two years shown` count the periods a table shows); one
# word may stand between the count and its unit (`seven working hours`, `three consecutive
# days`), never a word that joins the count to something else (`two of the days`)
_SPELLED_SPAN = re.compile(
    r"(?:\s(?!(?:of|per|a|an|the|and|or|to|in|on|for|each|than|more|less"
    rf"|{_UNIT_WORDS}|{_TEN_WORDS})\b)[a-z]+)?"
    r"[\s-](?:(?P<hour>hours?)|(?P<minute>minutes?)|(?P<day>days?)|(?P<week>weeks?)"
    r"|(?P<month>months?)|(?P<year>years?))\b",
    re.IGNORECASE,
)
# Words before a count that make it one of the periods shown (`the same three days`, `over the
# past two weeks`)
_PERIODS_SHOWN = re.compile(r"\b(?:the|these|those|same|past|last|next|first|over|all)\s$", re.I)


def spelled_durations(text: str, figures: list[Figure]) -> list[Figure]:
    """The spelled numbers of `figures` that count a span of time (`four hours`, `two years`,
    `six months`, not `the past three years`), as that
    duration (spelled, so not a draft's figure in words, which are left alone)."""
    out = []
    for figure in figures:
        if not figure.spelled or figure.kind != "number" or not figure.raw.isalpha():
            continue
        span = _SPELLED_SPAN.match(text, figure.start + len(figure.raw))
        shown = _PERIODS_SHOWN.search(text, max(0, figure.start - 8), figure.start)
        if span is not None and span.lastgroup is not None and shown is None:
            out.append(figure._replace(spelled=False, period=span.lastgroup))
    return out
