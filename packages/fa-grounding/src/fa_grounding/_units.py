"""Units declared once for a table: `(단위: 백만원)`, `(단위 : 억원, %)`, `(in millions)`.

Korean and English tables state their unit once, in the caption or a line above the table, and
write bare figures in the cells: under `(단위: 백만원)` the cell `614,820` is 614,820 x 10^6 won.
`declared_units` reads such a declaration; `apply_units` gives each bare figure of a block its
reading in the declared unit(s), keeping the figure as written for a draft that copies it bare.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from typing import NamedTuple

from fa_grounding._figures._amounts import (
    _BITRATE_SCALE,
    _BYTE_SCALE,
    _HERTZ_SCALE,
    _RATE_MEASURES,
)
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._measures import MEASURES, Measure, normal_spelling
from fa_grounding._figures._normalise import normalise_digits


class Unit(NamedTuple):
    """One declared unit: its name as written, its multiplier and its currency or percent."""

    name: str
    scale: Decimal
    unit: str | None
    partial: bool = False
    """The declaration makes exceptions (`except per share amounts`): some bare cells are not
    in this unit, so they are also read as written, for any draft."""
    column: int = -1
    """For a unit a column head declares (`피해액(억원)` in `연 도 | 발생건수(건) | 피해액(억원)`):
    the index of its cell, so it applies to that column of the rows below only; -1 for a unit
    declared for the whole table."""
    columns: int = 0
    """For a column head's unit: how many cells its header row has. A row with another count
    (merged cells) cannot be aligned, and takes each column unit as a table unit."""
    measure: Measure | None = None
    """The unit of measure declared (`(단위: 천 톤)`, `발전량(GWh)`), from the registry: the
    bare figures read in this unit carry it."""
    period: str | None = None
    """A duration declared (`평균 체선시간(시간)`): the bare figures read in it are durations."""
    row: bool = False
    """Declared by a row's own label (`입항 선박(척) | 1,830 | 592`): the unit of that row's
    figures only, never of the rows below it."""


# `(단위: 백만원)`, `단위 : 억원, %`, `[단위: 천명]`, `<단위: 조원>`
_KOREAN = re.compile(r"단위\s*[:：=]\s*([^()\[\]<>\n]{1,40})")
# `(Unit: KRW million)`, `(Units: USD thousands)`
_ENGLISH = re.compile(r"\b[Uu]nits?\s*:\s*([^()\[\]\n]{1,40})")
# `(in millions)`, `(in thousands of dollars)`, `(dollars in millions)`, `(In millions of U.S.
# dollars, except per share data)`, `($ in millions)`; the headnote of a statistical abstract in
# square brackets, `[In thousands (11,062.6 represents 11,062,600). For year ending ...]`; the
# Indian scales `(in Lakh)`, `(Rs. in crore)`
_IN = re.compile(
    r"[(\[](?:[^()\[\]\n]{0,30}?\s)?(?:(?P<cur>\$|US\$|USD|KRW|₩|dollars|won)\s+)?in\s+"
    r"(?P<scale>thousands|millions|billions|trillions|lakhs?|crores?)(?![A-Za-z])"
    r"(?:\s+of\s+(?P<cur2>U\.S\.\s+dollars|US\s+dollars|dollars|won|KRW|USD|euros))?"
    # without brackets only with a currency: `Financials in millions USD`
    r"|\bin\s+(?P<scale2>thousands|millions|billions|trillions)\s+(?:of\s+)?"
    r"(?P<cur3>USD|KRW|EUR|dollars|won)\b",
    re.IGNORECASE,
)
# Column heads of British and US statements: `£m`, `$m`, `€bn`, `$000`, `£'000`; and the SEC's
# `£ in Millions`.
_SYMBOL_SCALE = re.compile(r"(?<![\w$£€₩])(?:US)?([$£€₩])\s?(m|mn|bn|k|000|'000)(?![\w'])")
_SYMBOL_IN = re.compile(r"([$£€₩])\s+in\s+(thousands|millions|billions)\b", re.IGNORECASE)
_SYMBOL_UNIT = {"$": "USD", "£": "GBP", "€": "EUR", "₩": "KRW"}
_SYMBOL_SCALES = {"m": 10**6, "mn": 10**6, "bn": 10**9, "k": 10**3, "000": 10**3,
                  "'000": 10**3}  # fmt: skip
# A parenthesised list of units in a short caption: `(조원, %)`, `< 분야별 재원배분 > (억원)`.
_UNIT_ONLY = re.compile(r"[(（]\s*([^()（）\n]{1,30})\s*[)）]")
# A multiple of yuan standing alone as a word (after normalising, `万元` is `만元`): the unit of
# the row's bare figures.
# A weekday in brackets right after a date (`1. 26.(일)`, `3.15(토)`): never a unit.
_WEEKDAY = re.compile(r"[월화수목금토일]")
_DATE_END = re.compile(r"\d\.?\s?$")
_YUAN_WORD = re.compile(r"(?:^|(?<=\s))((?:십|백|천)?(?:만|억)元)(?=\s|$)")
_CAPTION_CHARS = 80
# (not a count of years glued to a word: `(10년분)` is ten years' worth, no year and minutes)
_REFERENCE_YEAR = re.compile(
    r"^[’‘'`]?(?:\d{2}|\d{4})\s?년(?:도)?(?:\s?(?:말|초|기준|현재))*(?![가-힣])\s*"
)
_LIST_AFTER = re.compile(r"\s*[:：]")
# Items of a list of units: commas, slashes and middle dots; a semicolon (`(단위: 명; %)`); and
# the ` | ` a reader puts where a CSV line had a comma (`(단위: 건 | 백만원)`).
_SPLIT = re.compile(r"\s*[,，/·ㆍ、;；|]\s*")
_CJK_UNITS = re.compile(r"[万萬亿億兆円]|单位|単位")
# In a declaration the place character stands alone before the big unit: `百万円`, `千万元`.
_CJK_PLACE = re.compile(r"[十百千](?=[万萬億亿])")
_CJK_PLACE_KO = {"十": "십", "百": "백", "千": "천"}
_KOREAN_SCALE = {"": 1, "십": 10, "백": 100, "천": 10**3, "만": 10**4, "십만": 10**5,
                 "백만": 10**6, "천만": 10**7, "억": 10**8, "십억": 10**9, "백억": 10**10,
                 "천억": 10**11, "조": 10**12}  # fmt: skip
_KOREAN_UNIT = re.compile(
    r"^(?P<scale>십만|백만|천만|십억|백억|천억|십|백|천|만|억|조)?\s?"
    r"(?P<what>원|달러|불|유로|위안|元|엔|명|개|건|호|가구|세대|톤|대|회|배|개소|곳|필지|주|천㎡|㎡|㎢|%p|%|％|퍼센트)$"
)
_ENGLISH_SCALE = {"thousand": 10**3, "thousands": 10**3, "million": 10**6, "millions": 10**6,
                  "mn": 10**6, "billion": 10**9, "billions": 10**9, "bn": 10**9,
                  "trillion": 10**12, "trillions": 10**12, "tn": 10**12, "lakh": 10**5,
                  "lakhs": 10**5, "crore": 10**7, "crores": 10**7}  # fmt: skip
_ENGLISH_UNIT = re.compile(
    r"^(?:(?P<cur>KRW|USD|US\$|\$|EUR|€|won|dollars?)\s*)?"
    r"(?P<scale>thousands?|millions?|billions?|trillions?|mn|bn|tn)"
    r"(?:\s+(?:of\s+)?(?P<cur2>KRW|USD|won|dollars?|euros?))?$",
    re.IGNORECASE,
)
_CURRENCY = {"원": "KRW", "달러": "USD", "불": "USD", "유로": "EUR", "%": "%", "％": "%",
             "퍼센트": "%", "%p": "%p", "krw": "KRW", "won": "KRW", "usd": "USD", "us$": "USD",
             "$": "USD", "dollar": "USD", "dollars": "USD", "u.s. dollars": "USD",
             "us dollars": "USD", "eur": "EUR", "€": "EUR", "euro": "EUR", "euros": "EUR",
             "₩": "KRW", "위안": "CNY", "元": "CNY", "엔": "JPY"}  # fmt: skip
_SCALE_WORDS = ("housands", "illions", "akh", "rore")
_CELL = " | "
# A column head ending in its unit: `피해액(억원)`, `발생건수 (건)`, `금액（백만원）`.
_HEAD_UNIT = re.compile(r"[(（]\s*([^()（）\n]{1,12})\s*[)）]\s*$")


def declared_counters(text: str) -> frozenset[str]:
    """Every item of a block's `단위` declaration as written (`(단위: 위, %)` gives `위` and
    `%`), counters the registry does not read among them: a counter spelled like a rank or
    a label (`위`, the counter for the dead) is a count in a document that declares it."""
    match = _KOREAN.search(text) if "단위" in text else None
    if match is None:
        return frozenset()
    return frozenset(item.strip() for item in _SPLIT.split(match.group(1)) if item.strip())


def declared_units(text: str) -> tuple[Unit, ...]:
    """The units a block declares for its table, in the order written; empty when none."""
    if "/" in text:
        text = _PER_UNIT.sub(lambda m: m.group(1) or m.group(2), text)
        # a measure per a measure the registry knows whole (`㎍/㎥`, `mg/L`): one unit, no list
        text = _RATIO_UNIT.sub(
            lambda m: m.group(0).replace("/", _WHOLE_SLASH) if _a_ratio(m.group(0)) else m.group(0),
            text,
        )
    if _CJK_UNITS.search(text) is not None:
        # Chinese and Japanese heads read as Korean ones: `中标金额（万元）` is `(만元)`,
        # `(単位:百万円)` is `(단위:백만엔)`
        text = text.replace("单位", "단위").replace("単位", "단위")
        text = normalise_digits(_CJK_PLACE.sub(lambda m: _CJK_PLACE_KO[m.group(0)], text))
    # substring tests first: most blocks declare nothing and need no regular expression
    match = (_KOREAN.search(text) if "단위" in text else None) or (
        _ENGLISH.search(text) if "nit" in text else None
    )
    if match:
        return _parse_list(match.group(1))
    symbol = _SYMBOL_SCALE.search(text) if any(c in text for c in "$£€₩") else None
    if symbol:
        scale = Decimal(_SYMBOL_SCALES[symbol.group(2).lower()])
        return (Unit(symbol.group(0), scale, _SYMBOL_UNIT[symbol.group(1)]),)
    symbol = _SYMBOL_IN.search(text) if "illions" in text or "housands" in text else None
    if symbol:
        scale = Decimal(_ENGLISH_SCALE[symbol.group(2).lower()])
        return (Unit(symbol.group(0), scale, _SYMBOL_UNIT[symbol.group(1)]),)
    found = _IN.search(text) if any(w in text for w in _SCALE_WORDS) else None
    if found:
        scale = Decimal(_ENGLISH_SCALE[(found.group("scale") or found.group("scale2")).lower()])
        currency = found.group("cur") or found.group("cur2") or found.group("cur3")
        unit = _CURRENCY.get(currency.lower()) if currency else None
        partial = "except" in text[found.end() : found.end() + 40].lower()
        return (Unit(found.group(0).strip("( "), scale, unit, partial),)
    if "元" in text:
        # a Chinese table's unit column, flattened into the row: `营业收入(Y) 万元 Y≥20000`
        alone = _YUAN_WORD.search(text)
        unit = _parse_one(alone.group(1)) if alone else None
        if unit is not None:
            return (unit,)
    if "(" not in text and "（" not in text:
        return ()
    if _CELL in text:
        heads = _column_units(text) or _row_unit(text)
        if heads:
            return heads
    long = len(text) > _CAPTION_CHARS
    for group in _UNIT_ONLY.finditer(text):
        if _WEEKDAY.fullmatch(group.group(1).strip()) and _DATE_END.search(text, 0, group.start()):
            continue  # `1. 26.(일)`: the weekday of a date, no unit of days
        if long and _LIST_AFTER.match(text, group.end()) is None:
            # in a longer block only a heading of a list counts: `건수(18년, 천만건) : 국세 1.1`
            continue
        # a reference year may come with the unit: `(‘18년 천만건)`, `(2018년 기준, 억원)`
        items = [_REFERENCE_YEAR.sub("", i).strip() for i in _SPLIT.split(group.group(1).strip())]
        items = [i for i in items if i]
        units = tuple(u for u in map(_parse_one, items) if u is not None)
        # every item must be a unit, else `(2024년)` or `(A)` would count as a declaration; and
        # a rate alone (`증감률(%)`) says nothing about the other figures
        if units and len(units) == len(items) and any(u.unit not in {"%", "%p"} for u in units):
            return units
    return ()


def cell_spans(text: str) -> list[tuple[int, int]]:
    """Where the cells of a row (`a | b | c`) begin and end; a row opening with `| ` has an
    empty first cell (the head of a row-label column), and one ending in ` |` an empty last
    cell (a reader trims the row: `7월 | 18:00 | 17:00 |`, `4월 |  |  |`). An empty cell
    whose spaces a writer collapsed (`구분 | | | 증 감`, not `구분 |  |  | 증 감`) is empty too."""
    spans: list[tuple[int, int]] = []
    start = 0
    if text.startswith("| "):
        spans.append((0, 0))
        start = 2
    while True:
        while text.startswith("| ", start):  # `| |`: a collapsed empty cell
            spans.append((start, start))
            start += 2
        end = text.find(_CELL, start)
        if end < 0:
            last = len(text)
            if text.endswith(" |") and last - 2 >= start:
                spans.append((start, last - 2))
                spans.append((last, last))
            elif text.endswith("|") and last - 1 == start:  # `|` alone after an empty cell
                spans.append((start, start))
                spans.append((last, last))
            else:
                spans.append((start, last))
            return spans
        spans.append((start, end))
        start = end + len(_CELL)


# The end of a date right before a bracket (`10. 5.`, `10/5`, `10월 5일`)
_DATE_BEFORE = re.compile(r"\d{1,2}\s?[./]\s?\d{1,2}\.?\s*$|\d\s?일\s*$")


# A row label naming money, or a span of time (`연체료`, `상한액`, `대여 시간`, `운영 기간`)
_MONEY_LABEL = re.compile(r"료|액|금|비용|단가|요금|예산")
_TIME_LABEL = re.compile(r"시간|기간|일수")


def _units_a_label_names(label: str, units: tuple[Unit, ...]) -> tuple[Unit, ...]:
    """The units of the one kind a row's label names among declared units of money and of
    time (`연체료` names `원`; `대여 시간` names `시간`), or none."""
    money = tuple(u for u in units if u.unit in {"KRW", "USD"})
    time = tuple(u for u in units if u.period in {"hour", "minute", "day", "month", "year"})
    if not money or not time:
        return ()
    says_money, says_time = bool(_MONEY_LABEL.search(label)), bool(_TIME_LABEL.search(label))
    if says_money == says_time:
        return ()
    return money if says_money else time


def _row_unit(text: str) -> tuple[Unit, ...]:
    """The unit a table row's own label declares for its figures (`입항 선박(척) | 1,830 |
    592`, `평균 체선시간(시간) | 38.1 | 17.0`): the label cell ends in a unit, a later cell
    holds a figure. It is that row's only, never the rows' below."""
    spans = cell_spans(text)
    if len(spans) < 2:
        return ()
    start, end = spans[0]
    head = _HEAD_UNIT.search(text, start, end)
    if head is not None and _DATE_BEFORE.search(text, start, head.start()):
        head = None  # (`10. 5.(일)`: a date's weekday, Sunday, no unit of the row)
    unit = _parse_one(head.group(1).strip()) if head else None
    if unit is None or not any(c.isdigit() for c in text[spans[1][0] :]):
        return ()
    return (unit._replace(row=True),)


def _column_units(text: str) -> tuple[Unit, ...]:
    """The units of a header row whose column heads carry their own (`발생건수(건) | 피해액(억원)`):
    each bound to its column. At least two heads must declare one, so a lone `금액(억원)` among
    the heads keeps its older meaning, a unit for the whole table."""
    spans = cell_spans(text)
    found: list[Unit] = []
    for index, (start, end) in enumerate(spans):
        head = _HEAD_UNIT.search(text, start, end)
        unit = _parse_one(head.group(1).strip()) if head else None
        if unit is not None:
            found.append(unit._replace(column=index, columns=len(spans)))
    if len(found) < 2 or all(u.unit in {"%", "%p"} and u.scale == 1 for u in found):
        return ()  # (heads of rates in per mille or basis points are read in their scale)
    first = found[0]
    if first.column == 1 and first.unit not in {"%", "%p"}:
        # the unit written once, on the first column of figures, for the parts after it
        # (`ODA 총액(백만 달러) | 양자 | 다자 | ...`), up to a head with a unit or a rate
        for index in range(2, len(spans)):
            if any(u.column == index for u in found) or _RATE_HEAD.search(
                text[slice(*spans[index])]
            ):
                break
            found.append(first._replace(column=index))
    return tuple(sorted(found, key=lambda u: u.column))


# A head of a rate, a share or a change, whose column is in no amount's unit.
_RATE_HEAD = re.compile(r"율|률|비중|비율|%|증감|대비|지수|평균")


def rate_heads(text: str) -> tuple[Unit, ...]:
    """The rates a header row's heads declare for their own columns (`제8회 대비 증감(%p)`,
    `증감률(%)`), each bound to its column: beside a caption's units (`(단위: 명, %)`), such a
    column is in its head's unit only."""
    if "%" not in text:
        return ()
    spans = cell_spans(text)
    found: list[Unit] = []
    for index, (start, end) in enumerate(spans):
        head = _HEAD_UNIT.search(text, start, end)
        unit = _parse_one(head.group(1).strip()) if head else None
        if unit is not None and unit.unit in {"%", "%p"}:
            found.append(unit._replace(column=index, columns=len(spans)))
    return tuple(found)


# A price per unit of measure (`원/ℓ`, `원/kWh`, `달러/배럴`, `$/bbl`): its figures are money.
_PER_UNIT = re.compile(
    r"(원|달러|불|유로|엔|위안|\$|USD|KRW)/[^\s,，、)/]+"
    # a measure per a day, a vehicle or a person (`㎏/일`, `kWh/대`): the measure's, no list
    r"|(㎏|kg|톤|ℓ|㎥|㎞|km|kWh|MWh|GWh|TWh|ha|㎡)/(?:일|월|년|시간|h|day|대|명|가구|호|인|회)"
    r"(?![가-힣A-Za-z])"
)


# Two units around a slash (`㎍/㎥`), and the slash kept inside one unit while a list is split
_RATIO_UNIT = re.compile(r"[^\s,，、()（）/:：]{1,4}/[^\s,，、()（）/]{1,6}")
_WHOLE_SLASH = "\u2215"


def _a_ratio(text: str) -> bool:
    """Whether `text` is one unit of measure per another that the registry knows whole
    (`㎍/㎥`, `mg/L`), not two units of a list (`건/명`)."""
    measure = _measure_of(text)
    return measure is not None and "/" in measure.symbol


def _parse_list(text: str) -> tuple[Unit, ...]:
    units: list[Unit] = []
    for item in _SPLIT.split(text.strip().rstrip(")）]>").strip()):
        unit = _parse_one(item.strip())
        if unit is not None:
            units.append(unit)
    return tuple(units)


def _parse_one(item: str) -> Unit | None:
    item = item.replace(_WHOLE_SLASH, "/")
    whole = _measure_of(item)
    if whole is not None and whole.symbol in _RATE_MEASURES:
        # a rate's own word, whose first syllable is no scale (`천분비` is per mille)
        unit, per = _RATE_MEASURES[whole.symbol]
        return Unit(item, Decimal(1) / per, unit)
    korean = _KOREAN_UNIT.match(item)
    if korean:
        scale = Decimal(_KOREAN_SCALE[korean.group("scale") or ""])
        what = korean.group("what")
        measure = _measure_of(what) or (_counted(what) if what in _COUNTER_WORDS else None)
        return Unit(item, scale, _CURRENCY.get(what), measure=measure)
    english = _ENGLISH_UNIT.match(item)
    if english:
        scale = Decimal(_ENGLISH_SCALE[english.group("scale").lower()])
        currency = english.group("cur") or english.group("cur2")
        return Unit(item, scale, _CURRENCY.get(currency.lower()) if currency else None)
    scaled = _SCALED_UNIT.match(item)
    if scaled is None:
        return _currency_alone(item)
    scale = Decimal(_KOREAN_SCALE[scaled.group("scale") or ""])
    what = scaled.group("what")
    measure = _measure_of(what)
    if measure is not None and measure.symbol in _RATE_MEASURES:
        unit, per = _RATE_MEASURES[measure.symbol]
        return Unit(item, scale / per, unit)  # `bp` (0.01%p), `‰` (0.1%)
    if measure is not None:
        return Unit(item, scale, None, measure=measure)  # `천TEU`, `GWh`, `만 톤`, `㎍/㎥`
    if what in _DECLARED_PERIODS:
        return Unit(item, scale, None, period=_DECLARED_PERIODS[what])  # `시간`, `개월`
    if what in _COUNTER_WORDS or (
        scaled.group("scale") in _COUNTING_SCALES
        and (_HANGUL_WORD.fullmatch(what) or _ACRONYM.fullmatch(what))
        and what not in _NOT_COUNTERS
    ):
        # `천 마리`, `척`, `병상`; and any short word or unit's acronym the registry does not
        # know counted in thousands or more (`천 회선`, `만 단자`, `만 CGT`; not `백다다기`, a
        # name, nor `천일`, days)
        return Unit(item, scale, None, measure=_counted(what))
    size = _SIZE_UNITS.get(unicodedata.normalize("NFKC", what).lower())
    if size is not None:
        return Unit(item, scale * size[1], size[0])  # `TB`, `MB`, `㎒`: bytes and hertz
    return _currency_alone(item)


def _currency_alone(item: str) -> Unit | None:
    """A currency written alone as its symbol or code (`국외(US$)`, `(USD)`, `(€)`)."""
    currency = _CURRENCY.get(item.strip().lower())
    return Unit(item, Decimal(1), currency) if currency not in {None, "%", "%p"} else None


_HANGUL_WORD = re.compile(r"[가-힣]{1,2}")
_ACRONYM = re.compile(r"[A-Z]{2,5}")
_COUNTING_SCALES = frozenset({"천", "만", "십만", "백만", "천만", "억"})
_NOT_COUNTERS = frozenset({"일", "년", "주", "월", "원", "배", "분", "초", "시간", "개월"})
# Sizes, frequencies and data rates a declaration may name, in the unit fa compares them in
# (bytes, hertz, bits per second; the scales the figure reader uses), never a lone `B`, which
# in a head is a label (`’25 정부안(B)`), nor a plain `bps`, which is basis points.
_SIZE_UNITS = {
    **{k: ("B", v) for k, v in _BYTE_SCALE.items() if k not in {"b", "byte", "bytes"}},
    **{k: ("Hz", v) for k, v in _HERTZ_SCALE.items()},
    **{k: ("bps", v) for k, v in _BITRATE_SCALE.items() if k != "bps"},
}


def unit_cell(text: str) -> Unit | None:
    """The unit a table's `단위` column writes for its row (`명`, `%`, `천일`, `억원`): a
    declaration's unit, or a number of days (in brackets `(일)` is a weekday; in a unit cell it
    can only be days)."""
    text = text.strip()
    unit = _parse_one(text) if text else None
    if unit is None:
        days = _SCALED_UNIT.match(text)
        if days is not None and days.group("what") == "일":
            unit = Unit(text, Decimal(_KOREAN_SCALE[days.group("scale") or ""]), None, period="day")
    return unit._replace(row=True) if unit is not None else None


# A unit the Korean and English forms above do not name: a scale, then a unit of measure, a
# duration or a counter (`천 마리`, `천TEU`, `만kW`, `GWh`, `시간`).
_SCALED_UNIT = re.compile(
    r"^(?P<scale>십만|백만|천만|십억|백억|천억|십|백|천|만|억|조)?\s?(?P<what>[^\s\d][^\s]{0,9})$"
)
# (not `일`, `년` or `주`: in brackets they are a weekday, a year's mark and a company, `(주)`)
_DECLARED_PERIODS = {"시간": "hour", "분": "minute", "초": "second", "개월": "month", "일": "day"}
_COUNTER_TEXT = """
마리 두 척 대 명 개 건 호 가구 세대 곳 개소 필지 그루 본 점 권 병상 종 개사
편 회 차례 인 가지 개교 학급 동 채 실 석 량 칸 쌍 켤레 장 매 부 통 송이 포기 상자
"""
_COUNTER_WORDS = frozenset(_COUNTER_TEXT.split())


def _counted(word: str) -> Measure:
    """A count of things a declaration names (`천 마리`, `척`): a dimension of its own, so its
    figures are never read as a mass, a length or a duration (`12톤` is no `12 (천 마리)`)."""
    return Measure(word, f"count of {word}", Decimal(1))


def _measure_of(what: str) -> Measure | None:
    """The registry's unit of measure a declaration names (`톤`, `㎡`, `GWh`), if any."""
    return MEASURES.get(normal_spelling(what))


def _bare(figure: Figure) -> bool:
    """A number written without a multiplier (`614,820`, `$ 2,178`), not a rate, a duration
    (`24개월`), a measure written with its unit (`12V 배터리`), a count written with its own
    counter (`4회` under `(정원 단위: 명)`), an amount written with its own currency word after
    it (`시간당 50,000원` under `(단위: 천 원)`; a symbol before it, `$ 2,178`, is bare) or a year
    (`(18년, 천만건)`, `(16) 2,305 →`)."""
    return (
        figure.kind == "number"
        and not figure.counter
        and _OWN_CURRENCY_WORD.search(figure.raw) is None
        and figure.measure is None
        and figure.unit not in {"%", "%p"}
        and not (figure.key and figure.key[0])
        and not figure.bare_only
        and figure.period is None
        and (figure.as_date is None or figure.as_date[1] is not None)
    )


_OWN_CURRENCY_WORD = re.compile(r"\d\s?(?:원|달러|엔|위안|유로)\s*$")
# A head over the change of a level, in the level's unit (`증감`, `증감(점)`, `전년 대비 증감`),
# not over a rate of change (`증감률`, `증감(%)`, `비중`).
_CHANGE_HEAD = re.compile(
    r"(?:전년\s?대비\s?)?(?:증감|증가|감소|변동|차이)(?:\s?[(（][^%％)）]*[)）])?"
)


def _change_cells(heads: str, text: str) -> frozenset[int]:
    """The cells of the row `text` under a head of changes in the level's unit, when the row
    lines up with its row of `heads`."""
    spans = cell_spans(heads)
    if _CELL not in text or len(spans) != len(cell_spans(text)):
        return frozenset()
    return frozenset(
        i for i, (a, b) in enumerate(spans) if _CHANGE_HEAD.fullmatch(heads[a:b].strip())
    )


# A head over a rate in per cent (`증감률`, `비중`, `구성비`, `점유율(%)`): narrower than
# `_RATE_HEAD`, whose changes, indices and averages may be in points or in no per cent
_RATE_WORDS = re.compile(r"[률율]|비중|구성비|비율|%")


def _heads_a_rate(head_row: str, width: int, at: int, cells: list[tuple[int, int]]) -> bool:
    """Whether the table's row of heads, as wide as the row, names a rate over the cell at
    `at` (not a change in points: `증감(%p)`)."""
    heads = head_row.split(_CELL) if head_row else []
    cell = next((i for i, (a, b) in enumerate(cells) if a <= at < b), -1)
    if len(heads) != width or not 0 <= cell < width:
        return False
    return _RATE_WORDS.search(heads[cell]) is not None and "%p" not in heads[cell]


def _rates_to_rate_heads(
    units: tuple[Unit, ...], head_row: str, cells: list[tuple[int, int]]
) -> tuple[Unit, ...]:
    """A caption's units, one a value cell, in the order of the columns: its rates in per cent
    to the cells under heads of rates and its other units, in order, to the rest (`(단위: 억
    원, 만 원, %)` over `연도 | 진료 수입 | 전년 대비 증감률 | 1인당 진료비`). As listed when
    the heads of rates are not as many as the rates, or do not line up with the row."""
    rates = [u for u in units if (u.unit, u.scale) == ("%", 1)]
    width = len(cells)
    rated = [i for i in range(1, width) if _heads_a_rate(head_row, width, cells[i][0], cells)]
    if not rates or len(rated) != len(rates) or len(units) != width - 1:
        return units
    others = iter(u for u in units if u not in rates)
    given = iter(rates)
    return tuple(next(given) if i in rated else next(others) for i in range(1, width))


def _one_number_a_cell(cells: list[tuple[int, int]], bare: list[Figure]) -> int:
    """How many value cells (all but the row's first) the row has when each holds exactly one
    of the bare numbers; 0 when any holds none or more than one."""
    held = [sum(1 for f in bare if a <= f.start < b) for a, b in cells[1:]]
    return len(held) if held and all(n == 1 for n in held) else 0


def apply_units(
    figures: list[Figure],
    units: tuple[Unit, ...],
    text: str = "",
    *,
    by_column: bool = True,
    head_row: str = "",
) -> list[Figure]:
    """`figures` (of the block `text`) with each bare number also read in the declared unit(s).

    Units bound to column heads apply to the figures of their own cell only, when the row has
    as many cells as its header; a cell whose head declares none takes the table's units, if
    any. Otherwise, when the block's bare numbers are as many as the units (`(단위: 조원, 조원,
    %)` over three columns), the n-th number takes the n-th unit (not with `by_column` False: a
    row under heads of years, whose units are the rows'), and else each bare number may be in
    any of them. The figure as written stays, marked `bare_only`; a rate too when no unit
    declared is one, unless `head_row` (the table's row of heads) writes over its cell a change of
    the declared unit (`증감` under `(단위: 점)`: points, never per cent).
    """
    if not units:
        return figures
    changes = _change_cells(head_row, text) if head_row else frozenset()
    bare = [f for f in figures if _bare(f)]
    if not bare:
        return figures
    heads = [u for u in units if u.column >= 0]
    spans = cell_spans(text) if heads and _CELL in text else []
    if heads and len(spans) != heads[0].columns:
        heads = []  # the row does not align with its header: every unit may apply
    if not heads and any(u.row for u in units):
        # a row whose label declares its unit (`임금체불액(억원) | 17,845 | 20,448`) is in that
        # unit in every column, whatever else the table or a cited head declares
        units = tuple(u for u in units if u.row)
    tables = tuple(u for u in units if u.column < 0 or not heads)
    split = {u.unit for u in heads} == {"%", "%p"}
    # the n-th bare number in the n-th unit, unless the units are of different kinds (`만
    # TEU`, `만 톤`): then each may be in any, and a figure's own unit picks
    cells = cell_spans(text) if _CELL in text else []
    by_column = (
        by_column
        and not heads
        and len(units) > 1
        and (
            # in a row of cells, the n-th value cell (after the row's label) in the n-th unit,
            # when each value cell holds one bare number and there is one for each unit:
            # `무역수지 | 24.2 | 64.5 | -` under `(단위: 억 달러, %)` has three value cells for two
            # units, and `3. 22. | 경북 ○○군 | 187.3` has a second label cell
            _one_number_a_cell(cells, bare) == len(units)
            if cells
            else len(bare) == len(units)
            and len({u.measure for u in units if u.measure is not None}) < 2
        )
    )
    named = _units_a_label_names(text[cells[0][0] : cells[0][1]], units) if cells else ()
    if by_column and named:
        # (a row whose label names one unit's kind, `1일 연체료 상한` under `(단위: 시간, 원)`,
        # is in that unit in every column: the units are the rows', listed in turn)
        by_column, units = False, named
    if by_column and cells and head_row:
        units = _rates_to_rate_heads(units, head_row, cells)
    out: list[Figure] = []
    column = 0
    for figure in figures:
        if not _bare(figure):
            out.append(figure)
            continue
        if heads:
            cell = next((i for i, (a, b) in enumerate(spans) if a <= figure.start < b), -1)
            choices = tuple(u for u in heads if u.column == cell) or tables
            if not choices:
                out.append(figure)  # a column without a unit: the cell as written
                continue
        elif by_column and cells:
            cell = next((i for i, (a, b) in enumerate(cells) if a <= figure.start < b), 0)
            if cell == 0:
                out.append(figure)  # the row's label (`2020 | 612 | 5`): in no column's unit
                continue
            choices = (units[cell - 1],)
        else:
            choices = (units[column],) if by_column else units
        column += 1
        # a currency written in the cell (`$ 2,178` under `(In millions)`) must agree with the
        # declared one, if any
        choices = tuple(u for u in choices if figure.unit is None or u.unit in {None, figure.unit})
        if not choices:
            out.append(figure)
            continue
        # (a table declaring a rate for some columns declares none for the others)
        rates = not any(u.unit in {"%", "%p"} for u in units)
        if split or (heads and all(u.unit == "%p" for u in choices)):
            # `(단위: %, %p)` bound column by column: each cell is a rate or points, no other
            # (and a column of changes bound to points, `(단위: 건, %, %p)`: points alone)
            out.append(figure._replace(bare_only=True, bare_rates=False))
        elif (
            by_column
            and cells
            and [(u.unit, u.scale) for u in choices] == [("%", 1)]
            and _heads_a_rate(head_row, len(cells), figure.start, cells)
        ):
            # `30.3` under `전년 대비 증감률` in the column `(단위: 건, %)` binds to per cent: a
            # rate, never points (a caption's order alone may not be the columns')
            out.append(figure._replace(bare_only=True, bare_rates=False))
        elif any(u.partial for u in units) or all(
            u.unit in {"%", "%p"} and u.scale == 1 for u in choices
        ):
            # `except per share amounts`, or only rates declared: a rate scales no count, so
            # the cell may be what it says (not a rate in `bp` or `‰`: `13` is 0.13%p)
            out.append(figure)
        else:
            cell = next((i for i, (a, b) in enumerate(cells) if a <= figure.start < b), -1)
            out.append(figure._replace(bare_only=True, bare_rates=rates and cell not in changes))
        for unit in choices:
            out.append(
                figure._replace(
                    value=figure.value * unit.scale,
                    quantum=figure.quantum * unit.scale,
                    unit=unit.unit or figure.unit,
                    key=(unit.scale != 1,),
                    declared=unit.name,
                    measure=unit.measure or figure.measure,
                    period=unit.period or figure.period,
                )
            )
    return out


def merged_over_empty(header: str) -> str:
    """A first row of heads over rows of heads under it, each head also written over the empty
    cells after it (`출생아 수 | | | 합계출산율 | |`: merged over them)."""
    cells = [header[a:b].strip() for a, b in cell_spans(header)]
    for k in range(1, len(cells)):
        if not cells[k]:
            cells[k] = cells[k - 1]
    return " | ".join(cells)
