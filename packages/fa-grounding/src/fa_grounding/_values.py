"""Numbers, amounts, dates, quarters and times, read by value.

Both the draft and the source are read by the same scanner, so `1,200`, `1200` and `1.2천` are
one value; `12억 원` is `1,200,000,000원`; `2024년 3월 5일`, `2024-03-05` and `2024. 3. 5.` are
one date. A figure in the draft matches a source figure when it is the source figure written
with fewer digits (it rounds to it), or, when the draft hedges (`약`, `about`, `여`, `가량`), when
it lies within `HEDGE_TOLERANCE` of it.
"""

from __future__ import annotations

import calendar
import itertools
import re
from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal
from typing import NamedTuple

HEDGE_TOLERANCE = Decimal("0.05")
"""Relative distance a hedged figure (`약 6,000명`, `about 12%`) may lie from the source figure."""
ROUNDING_TOLERANCE = Decimal("0.01")
"""How far an unhedged rounded figure (`31조` for `31조1880억`) may lie from the source figure."""

_WIDE = "０１２３４５６７８９．，％－～＄￦＋：／\u2212\u301c\u223c\ufe6a"
_FULL_WIDTH = str.maketrans(_WIDE, "0123456789.,%-~$₩+:/-~~%")
_HAS_WIDE = re.compile(f"[{re.escape(_WIDE)}]")

# (a decimal may drop its leading zero, as English tables do: `.8x`, `.25`)
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|(?<![\w.,])\.\d+"
_KU = (
    r"[십백천]?[만억조]|[천백](?![가-힣])|[천백](?=[명원개건톤여호곳가대회주채세])"
    # `1만 2천을 기록`, `3백이`: a particle after the numeral
    r"|[천백](?=[을를이에의은는과와도씩]|으로|까지|부터)"
)
# Words an abbreviated year may be glued to: `06이전, ’19이후, ’25예산 (not a counter: a quoted
# ‘25개 과제’ is 25).
_YEAR_GLUED = r"이전|이후|부터|까지|대비|기준|예산|결산|실적|계획|시행|말|초"
# An abbreviated year's mark: `’25년`, `‘25년`, `'25년`.
_APOS = r"[’‘'`´′]"
# the marks between the two ends of a span (`2005.5 - 2017.12`, `2004.1 ∼ 2017.12`)
_SPAN_MARK = r"[~∼\-–]"
_WEEKDAY = r"[(（](?:월|화|수|목|금|토|일)[)）]"
_YEAR_SEP = r"[·‧・∙ㆍ~∼〜\-–]"
# Counters after which a bare number ends a Korean amount: `3만 2100명`.
_COUNTERS = r"원|달러|명|개|건|호|곳|가구|세대|톤|대|회|필지|주|채"
_MONTHS_EN = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
    "|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec"
)
# French month names (lower case, as French writes them: `le 27 mai`, `du 10 septembre au 2
# octobre 2020`), so that an English summary of a French source is checked by value.
_MONTHS_FR = (
    "janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre"
    "|décembre|decembre"
)
# German month names (`27. Mai 2020`, `im März 2024`) that English and French do not share.
_MONTHS_DE = "Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember"
# A month name as written in running text or in capitals (`JUNE 11TH`, `MAY 2020`).
_MONTHS = "|".join((_MONTHS_EN, _MONTHS_EN.upper(), _MONTHS_FR, _MONTHS_DE))


def _numbered(*months: tuple[str, ...]) -> dict[str, int]:
    """Month names (lower case) to their numbers, January first; an empty entry is a month
    whose name the language shares with another table."""
    return {name: number for number, names in enumerate(months, start=1) for name in names}


_MONTH_NUMBER = (
    _numbered(
        ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
        ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
        ("october", "oct"), ("november", "nov"), ("december", "dec"),
    )
    | _numbered(
        ("janvier",), ("février", "fevrier"), ("mars",), ("avril",), ("mai",), ("juin",),
        ("juillet",), ("août", "aout"), ("septembre",), ("octobre",), ("novembre",),
        ("décembre", "decembre"),
    )
    | _numbered(
        ("januar",), ("februar",), ("märz",), (), (), ("juni",), ("juli",), (), (),
        ("oktober",), (), ("dezember",),
    )
)  # fmt: skip
_QUARTER_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_QUARTER_WORDS |= {"ersten": 1, "zweiten": 2, "dritten": 3, "vierten": 4}  # im ersten Quartal

# Amounts and plain numbers.
_NUMBER = (
    r"(?P<number>"
    # (an en dash is a minus only glued to the figure: `–7.56%`, `–$835,700`; `a – 7` is a dash)
    r"(?P<sign>(?<![\w.,])(?:[△▲▼▽+-]\s?|–(?=[\d$€£¥])))?"
    r"(?P<cur1>[$₩€£¥￥]\s?|\b(?:USD|KRW|EUR|JPY|US\$)\s?)?"
    rf"(?P<amount>(?:{_NUM})\s?(?:{_KU})(?:\s?(?:{_NUM})\s?(?:{_KU}))*"
    # a last group without a unit word: `3만2100명`, `1만 8,870`, `12만 3000`; not `3만 2024년`
    # (`43만 8,218시간` is one figure of hours; `3만 12시` is a figure and a time)
    rf"(?:(?<=[만억조])\s?(?:{_NUM})(?![\d.,]|\s?(?:[년월일분%]|시(?!간)|퍼센트|[십백천만억조]))"
    rf"|\s?(?:{_NUM})(?=\s?(?:{_COUNTERS})))?|(?:{_NUM}))"
    # (a Korean particle may follow: `KRW 12.975 billion에`; lakh and crore are the Indian
    # scales, 10^5 and 10^7: `10,021 lakh`)
    r"(?P<eng_mult>\s?(?:thousand|million|billion|trillion|mn|bn|tn|lakhs?|crores?)(?![A-Za-z])"
    # German: `328,4 Millionen Euro`, `2,37 Mrd.`, `34,3 Mio. EUR`
    r"|\s?(?:Millionen|Milliarden|Billionen)\b|\s?(?:Mio|Mrd)\."
    r"|(?<=\d)(?:MM|mm|M|B|K|k|m)\b)?"
    r"(?P<yeo>여)?"
    r"(?P<unit>\s?(?:%\s?[pP](?![A-Za-z])|%\s?포인트|퍼센트\s?포인트|percentage\s+points?\b"
    r"|pp\b|p\.p\.|%|퍼센트|percent\b|per\s+cent\b|pct\b|Prozent\b|원|달러|dollars?\b|won\b|유로"
    r"|[Ee]uros?\b"
    r"|위안|元|yuan\b|RMB\b|CNY\b|엔(?![진터지딩트])|yen\b|JPY\b"
    r"|USD\b|KRW\b|EUR\b|[KMGT]i?B(?![A-Za-z])|bytes?\b|[kKMGT]?Hz(?![A-Za-z])))?"
    # hedges and bounds after the figure, maybe after its counter: 130여 개, 1만 건 이상, 6천억 원대
    rf"(?P<hedge2>(?:\s?(?:{_COUNTERS}))?\s?(?:가량|정도|쯤|내외|남짓|안팎|여(?![가-힣])|이상|이하"
    # `6천억 원대`, `20%대`, `30대` are bands; a spaced `10만 대` counts vehicles (the counter 대)
    r"|넘게|넘는|넘어|넘은|초과|미만|(?<!\s)대(?=[로의를가이에은는다였\s.,)]|$)"
    # bounds in words: `500명에 (조금) 못 미친다`, `500명을 밑돈다` below, `1만 명을 웃돌았다` above
    r"|에\s?(?:(?:조금|약간|살짝|다소|소폭)\s?)?못\s?미[치쳐쳤친칠칩]|[을를]\s?(?:밑돌|밑도|밑돈|하회|웃돌|웃도|웃돈|상회)"
    # and `1조 원을 넘는다`, `9천 명을 넘겼다`, `9,500명이 넘는다` above
    r"|[을를이가]\s?넘(?:는|었|어|은|겼|긴|길)"
    # close to, from below: `10만 대 가까이`, `36% 가까운`, `1조 원에 육박`
    r"|가까이|가까운|가깝게|에\s?육박"
    r"))?)"
)
_SCAN = re.compile(
    "|".join(
        (
            # Article, clause and other numbered labels: 제3조, 제2항, 제21대.
            r"(?P<label>제\s?(?P<ln>\d+)\s?(?P<lk>조|항|호|관|장|절|편|목|차|회|기|대|심|권|부|위))",
            # An English reference to an article of a Korean law: `Article 7` is 제7조, `Article
            # 71(2)4` 제71조제2항제4호, `Art. 35` 제35조; the branch of `Article 50-3` (제50조의3)
            # is part of its name.
            # (a comma before a space ends it: `Under Article 17, the contractor`)
            r"(?P<article>\bArt(?:icle|\.)\s?(?P<an>\d{1,4})(?:\((?P<ap>\d{1,3})\)(?P<ah>\d{1,3})?)?"
            r"(?:-\d{1,3}(?![\d.]|,\d))?(?![\d.]|,\d))",
            # Telephone-like codes: 02-2110-2430.
            # (and with the area code in brackets: (02) 3450-5400, 02)3450-5400)
            # (and a number group with a leading zero before a dash, an identifier, not a
            # quantity: OMB No. 0704-0004)
            r"(?P<code>(?<![\d-])(?:\d{2,4}-|0\d{1,3}\)\s?)\d{3,4}-\d{4}(?![\d])"
            # (`09-12시` is a range of hours)
            r"|(?<![\d.,-])0\d{1,5}-\d{2,6}(?![\d-]|\s?시(?!간)))",
            # Case and docket numbers, compared as codes: No. 07-1315, Docket No. 06–856.
            r"(?P<docket>\b(?:[Nn]os?|Dkt|[Dd]ocket|Case)\.?\s?(?:[Nn]o\.?\s?)?"
            r"(?P<dk>\d{1,4}[-–‑]\d{1,6}(?:[-–‑]\d{1,6})?)(?!\d))",
            # Half-years: 2019년 하반기, ’20년 상반기, 19.下, ’20.上 (the year is required).
            rf"(?P<halfyear>(?:(?P<hy>(?:19|20)\d\d)|(?:(?<={_APOS})|(?<![\d.,]))(?P<hy2>\d{{2}}))"
            r"(?:\s?년\s*(?P<hh>상반기|하반기)|\.\s?(?P<hh2>[上下])(?:半期)?))",
            # Abbreviated years with a date: ’25.5.14. / ’24.12.10일(화) / ’25.5월.
            # (The year's mark is looked behind, so the scan starts at the digits.)
            rf"(?P<adate>(?<={_APOS})(?P<ay>\d{{2}})\.\s?(?P<am>1[0-2]|0?[1-9])\.\s?"
            r"(?P<ad>3[01]|[12]\d|0?[1-9])(?!\d)\.?(?:\s?일)?"
            rf"|(?<={_APOS})(?P<ay2>\d{{2}})\.\s?(?P<am2>1[0-2]|0?[1-9])(?:\s?월|\.(?![\d,])"
            # a timeline entry: `○ ’10. 10  군 현지 실사단 파견`, `’10. 11 외교부 ...`
            r"|(?=\s+[^\s\d%％원명개건억만천조분차회위배년~∼.,:)（(\-–])))",
            # Lists and ranges of years: 2019‧21‧23년, ’19~’23년, 2019·2021·2023년.
            rf"(?P<ylist>(?:(?<={_APOS})\d{{2}}|(?<![\d.,])(?:19|20)\d\d)(?:\s?{_YEAR_SEP}\s?"
            rf"{_APOS}?\d{{2}}(?:\d\d)?)+\s?년(?:도)?"
            rf"|(?<={_APOS})\d{{2}}(?:\s?{_YEAR_SEP}\s?{_APOS}\d{{2}})+(?!\d))",
            # Abbreviated years: ’25년, ’25., ’25, (25년), 25년도, 24년 말.
            rf"(?P<ayear>(?<={_APOS})(?P<ay3>\d{{2}})(?:\s?년(?:도)?|(?=[,~∼\s)]|\.(?![1-4]/4)|$|{_YEAR_GLUED}))"
            r"|(?<=\()(?P<ay4>\d{2})\s?년(?=\))"
            r"|(?<![\d.])(?P<ay5>\d{2})\s?년(?:도|(?=\s?(?:상반기|하반기|말|초)))"
            r"|\bFY\s?'?(?P<ay6>(?:19|20)?\d{2})\b)",
            # ISO and compact dates: 2024-03-05, 2024.3.5, 2024/03/05.
            r"(?P<iso>(?<![\d.])(?P<iy>(?:19|20)\d\d)(?P<isep>[-./])(?P<im>\d{1,2})(?P=isep)"
            r"(?P<id>\d{1,2})(?!\d)\.?)",
            # Korean dotted dates: 2018. 9. 4.  /  2024. 3.
            r"(?P<kdot>(?<![\d.])(?P<dy>(?:19|20)\d\d)\.\s*(?P<dm>\d{1,2})\.(?:\s*(?P<dd>\d{1,2})"
            r"(?![\d,])\.?)?"
            # a year and month without the closing dot: (2024.12), 2024.12월, 24.12월
            r"|(?<![\d.,])(?P<dy2>(?:19|20)\d\d|\d\d)\.(?P<dm2>1[0-2]|0?[1-9])(?=\s?월)"
            r"|(?<![\d.,])(?P<dy3>(?:19|20)\d\d)\.(?P<dm3>1[0-2]|0?[1-9])(?=[)）~∼]|$)"
            # either end of a span of months: `2005.5 - 2017.12`, `2004.1 ∼ 2017.12`, `2005. 4 -
            # 2017. 4` (both ends are a four-digit year and a month, so `1.5 - 2.5` stays decimals)
            rf"|(?<![\d.,])(?P<dy4>(?:19|20)\d\d)\.\s?(?P<dm4>1[0-2]|0?[1-9])(?=\s?{_SPAN_MARK}\s?"
            r"(?:19|20)\d\d\.\s?(?:1[0-2]|0?[1-9])(?![\d.,]))"
            rf"|(?:(?<=\d{_SPAN_MARK})|(?<=\d\s{_SPAN_MARK}\s)|(?<=\d{_SPAN_MARK}\s)"
            rf"|(?<=\d\s{_SPAN_MARK}))(?P<dy5>(?:19|20)\d\d)\.\s?"
            r"(?P<dm5>1[0-2]|0?[1-9])(?![\d.,%]))",
            # Quarters: 2024년 1분기, 3분기, Q3 2024, 3Q24, third quarter of 2024.
            r"(?P<quarter>(?:(?P<qy>\d{4}|\d{2})\s?년\s*|(?<![\d.])(?P<qy6>\d{2})\.)?"
            r"(?P<qq>[1-4])(?:[/·‧ㆍ](?P<q4>4))?\s?분기"
            r"|\bQ(?P<qq2>[1-4])(?:\s?'?(?P<qy2>(?:19|20)\d\d)\b|\s?FY\s?['’]?(?P<qy5>\d{4}|\d{2})\b"
            r"|\s?['’](?P<qy7>\d{2})\b)?"
            r"|(?<![\d.])(?P<qq3>[1-4])Q(?:\s?(?:FY\s?)?'?(?P<qy3>\d{2}|\d{4}))?(?![\w])"
            # a statistics table's column head `2025. 3/4` (the year, then the quarter of four)
            r"|(?<![\d.,])(?P<qy8>(?:19|20)\d\d)\.\s?(?P<qq4>[1-4])/4(?:\s?분기)?(?![\d/.]))",
            # Korean dates with a month: 2024년 3월 5일, 3월 5일, 2024년 3월.
            r"(?P<kor>(?:(?P<ky>\d{4}|\d{2})\s?년\s*)?(?P<km>\d{1,2})\s?월"
            r"(?:\s*(?P<kd>\d{1,2})\s?(?:일|(?=\s?[~∼\-–]\s?\d{1,2}\s?일)))?)",
            # A day of the month alone: 14일, the end of `5월 12일~14일` or `5. 12.(월)~16.(금)`.
            # (not `-3일 때`, "when it is -3")
            r"(?P<dday>(?<![\d.])(?P<dd2>3[01]|[12]\d|0?[1-9])\s?일(?![간째차반]|\s?때)"
            rf"|(?<=[~∼])(?P<dd3>3[01]|[12]\d|0?[1-9])\.?(?=\s?{_WEEKDAY}))",
            # US month/day/year: 8/31/2024; day/month/year as Europe and Latin America write it
            # when the day cannot be a month: 29/01/2020.
            r"(?P<usd>(?<![\d/])(?:(?P<um>1[0-2]|0?[1-9])/(?P<ud>3[01]|[12]\d|0?[1-9])"
            r"|(?P<ed3>3[01]|2\d|1[3-9])/(?P<em4>1[0-2]|0?[1-9]))/(?P<uy>(?:19|20)\d\d|\d\d)(?![\d/]))",
            # A year on its own: 2024년, 2024년도.
            r"(?P<kyear>(?P<ky2>\d{4})\s?년)",
            # Clock times: 09:00, 오후 3시 30분, 3 p.m.
            r"(?P<time>(?:(?P<tap1>오전|오후)\s?)?(?P<th>\d{1,2}):(?P<tm>\d{2})(?::\d{2})?"
            r"(?:\s?(?P<tap2>[ap]\.m\.|[ap]m\b|AM\b|PM\b))?"
            r"|(?:(?P<tap3>오전|오후|새벽|저녁|밤)\s?)?(?P<kh>\d{1,2})\s?시(?!간|대|각|장|점|작|기|청|민|설)"
            # (seconds are read with the minutes and, as in `2:10:54`, not compared)
            r"(?:\s?(?P<kmin>\d{1,2})\s?분(?:\s?\d{1,2}\s?초)?|\s?(?P<half>반))?"
            r"|(?P<eh>\d{1,2})\s?(?P<tap4>[ap]\.m\.|[ap]m\b|AM\b|PM\b))",
            # Month/day: 3/23(토).
            r"(?P<md>(?<![\d.,/])(?P<sm>1[0-2]|0?[1-9])/(?P<sd>3[01]|[12]\d|0?[1-9])(?![\d/]))",
            # Dotted month and day without a year: 9. 3.
            rf"(?P<mdot>(?<![\d.])(?P<pm>1[0-2]|0?[1-9])\.\s(?P<pd>3[01]|[12]\d|0?[1-9])"
            rf"(?:\.(?!\d)|(?=\s?{_WEEKDAY})))",
            # Short dates with a weekday or 일: 5.14(수), 5.14.(수), 5.14일, 5.14.~5.16., or a
            # time after the closing dot: 7.15. 18:00
            r"(?P<sdot>(?<![\d.,])(?P<sm2>1[0-2]|0?[1-9])\.(?P<sd2>3[01]|[12]\d|0?[1-9])"
            rf"(?:\.?\s?{_WEEKDAY}|\s?일(?![간반])|\.(?=\s?[~∼])|\.(?=\s\d{{1,2}}:\d\d)"
            r"|(?<=[~∼]\d\.\d\d)\.|(?<=[~∼]\d\.\d)\.)"
            # after a tilde a month and day need no mark: `접수 (~10.26)`
            r"|(?<=[~∼])(?P<sm3>1[0-2]|0?[1-9])\.(?P<sd3>3[01]|[12]\d|0?[1-9])(?=[)）\]]|까지|$))",
            # English dates: March 5, 2024 / 5 March 2024 / March 2024 / Mar. 5.
            rf"(?P<eng>\b(?P<em>{_MONTHS})\.?\s+(?P<ed>\d{{1,2}})(?:st|nd|rd|th|ST|ND|RD|TH)?\b"
            rf"(?:,?\s+(?P<ey>(?:19|20)\d\d))?"
            rf"|\b(?P<ed2>\d{{1,2}})(?:st|nd|rd|th|er|\.)?\s+(?P<em2>{_MONTHS})\.?,?(?:\s+(?P<ey2>(?:19|20)\d\d))?"
            rf"|\b(?P<em3>{_MONTHS})\.?,?\s+(?P<ey3>(?:19|20)\d\d)\b)",
            # Inline enumerators that are not figures: 1) 2) (3).
            r"(?P<enum>(?:(?<=\s)|^)\(?\d{1,2}\)(?=\s))",
            _NUMBER,
        )
    )
)
# Every figure but a quarter in words has a digit, and what it starts with (a month name, 오후,
# US$) is at most this far before its first digit. Trying only those places keeps long blocks fast.
_BEFORE_DIGITS = 14
_DIGIT_RUN = re.compile(r"\d+")
_NUMBER_ONLY = re.compile(_NUMBER)
_SHORT_DATE_HINT = re.compile(
    r"\.\d{1,2}(?:\.?\s?[(（][월화수목금토일]|\s?일|\s?월|\.\s?[~∼]|\.\s\d{1,2}:\d\d)"
    r"|\.[1-4](?:/4)?\s?분기"
    r"|(?<=[~∼]\d)\.\d{1,2}(?=[)）\]]|까지|$|\.)|(?<=[~∼]\d\d)\.\d{1,2}(?=[)）\]]|까지|$|\.)"
)
# After a digit run, one of these (directly or after one space) may make it a date, time,
# quarter, code or enumerator rather than a plain number; otherwise only _NUMBER can match.
_SHAPE_AFTER = frozenset("-./:~–‑년월일시분Q)apAPsnrt·‧・∙ㆍ∼〜") | frozenset("JFMASONDjfmode")
# Where a figure can start, besides digits: signs, currencies, 제, 오전/오후, Q, USD, KRW, EUR,
# FY, No./Docket/Case and capitalised month names (whole tokens, so that an ordinary capital or
# syllable costs no scan attempt).
_LEAD = re.compile(
    r"제|Art|[△▲▼▽+\-–$₩€£¥￥]|오전|오후|새벽|저녁|밤|Q|USD|KRW|EUR|JPY|US\$|FY"
    r"|(?:[Nn]os?|Dkt|[Dd]ocket|Case)\b|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
)
# Month names in capitals, German and French start a figure too (`JUNE 11TH`, `Mai 2020`, `mai
# 2020`); the longer lead is used only for a text that holds one, so other text pays nothing.
_OTHER_MONTHS = re.compile(
    rf"JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|{_MONTHS_DE}|\b(?:{_MONTHS_FR})\b"
)
_LEAD_MONTHS = re.compile(f"{_LEAD.pattern}|{_OTHER_MONTHS.pattern}")
_APOS_CHARS = frozenset("’‘'`´′")
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
# The last character before a figure that a hedge word can leave (its last letter or a space).
_HEDGE_ENDS = frozenset("약략의대소tTdDyYlLeEa.rRnNoOwW")
_SPACES = frozenset(" \t\u00a0")
# Words right before a figure that hedge it (`약 6,300명`, `about 12%`).
_HEDGE_WORDS = (
    "약",
    "대략",
    "about",
    "approximately",
    "approx.",
    "around",
    "roughly",
    "nearly",
    "almost",
    "some",
    "circa",
    "ca.",
    "an estimated",
    "over",
    "more than",
    "at least",
    "under",
    "less than",
    "up to",
    "above",
    "below",
    "거의",
    "최대",
    "최소",
)
_PIECE = re.compile(rf"({_NUM})\s?({_KU})?")
_KU_VALUE = {"십": 10, "백": 100, "천": 1000, "만": 10**4, "억": 10**8, "조": 10**12}
_ENG_MULT = {
    "k": 10**3,
    "m": 10**6,
    "mm": 10**6,
    "b": 10**9,
    "thousand": 10**3,
    "million": 10**6,
    "mn": 10**6,
    "billion": 10**9,
    "bn": 10**9,
    "trillion": 10**12,
    "tn": 10**12,
    "lakh": 10**5,
    "lakhs": 10**5,
    "crore": 10**7,
    "crores": 10**7,
    "millionen": 10**6,
    "milliarden": 10**9,
    "billionen": 10**12,  # German Billion is 10^12
    "mio.": 10**6,
    "mrd.": 10**9,
}
_BETWEEN = re.compile(r"\b(?:between|zwischen)\s$")
_RANGE_WORDS = frozenset({"~", "∼", "〜", "–", "—", "-", "to", "부터", "에서", "through"})
_MONTH_VALUES = frozenset(Decimal(m) for m in range(1, 13))
_WEEKDAY_RE = re.compile(r"[(（](?:월|화|수|목|금|토|일)[)）]")
_ANCHORISH_TOKEN = re.compile(
    r"(?<![A-Za-z0-9])(?:L[1-9]\d*|s[1-9]\d*\.[1-9]\d*|s[1-9]\d*n|p[1-9]\d*(?:\.[1-9]\d*)?"
    r"|t[1-9]\d*|x[1-9]\d*\.[1-9]\d*|r[1-9]\d*)(?![A-Za-z0-9])"
)


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
    (`9 years`); in a draft it is not checked, as words never were (`one of the three`)."""
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


# Chinese and Japanese dates, times and big units read as the Korean ones, one character for
# one, so positions are unchanged: `2021年8月10日14时00分` is `2021년8월10일14시00분`, `下午17时`
# is `오후17시`, `35万元` is `35만元` (元 is no unit fa knows: the figure is bare, never 원).
# Japanese reads the same way: `112兆5,717億円` is `112조5,717억엔` (yen, never 원), `約` is `약`,
# `年度` is `년도`.
_CJK = str.maketrans("年月日时時分万萬亿億兆円約度", "년월일시시분만만억억조엔약도")
_HAS_CJK = re.compile(r"[年月日时時分万萬亿億兆円約第]|[上下]午")
# Japanese era years, rewritten in as many characters: `令和6年` is `’24년` (4 characters),
# `平成29年` is `2017년` (5), `令和元年` is `’19년`.
_ERA = re.compile(r"(?P<era>令和|平成|昭和)\s?(?P<n>元|\d{1,2})\s?年")
_ERA_START = {"令和": 2018, "平成": 1988, "昭和": 1925}


# A place character glued to a big unit after digits: `408,592百万円` is `408,592백만엔` (millions
# of yen), `3千万元` is `3천만元`; other 百, 千, 十 stay for the reading of numerals in words.
_CJK_PLACE = re.compile(r"(?<=\d)[十百千](?=[万萬億亿])")
_CJK_PLACE_KO = {"十": "십", "百": "백", "千": "천"}
# Numbered labels: `第124期` is `제124기`, `第3条` is `제3조` (one character for one).
_CJK_LABEL = re.compile(r"第(\s?\d+\s?)([期条條項项号號章節节回])")
_CJK_LABEL_KO = dict(zip("期条條項项号號章節节回", "기조조항항호호장절절회", strict=True))


def _korean_label(match: re.Match[str]) -> str:
    return f"제{match.group(1)}{_CJK_LABEL_KO[match.group(2)]}"


def _era_year(match: re.Match[str]) -> str:
    n = match.group("n")
    year = _ERA_START[match.group("era")] + (1 if n == "元" else int(n))
    width = len(match.group(0))
    if width == 4:
        return f"’{year % 100:02d}년"
    return f"{year}년".rjust(width)


# Thousands grouped by a space, as French and SI write them: by a no-break or thin space always
# (`50\u202f000`), by a plain space only before the currency (`50 000 $`, `1 200 €`), since
# elsewhere a space may part two numbers (`en 2019 120 cas`).
_SPACED_THOUSANDS = re.compile(
    r"(?<![\d,.])\d{1,3}(?:[\u00a0\u202f]\d{3})+(?![\d,])"
    r"|(?<![\d,.])\d{1,3}(?: \d{3})+(?=\s?[$€])"
)
_SPACE_IN_DIGITS = re.compile(r"(?<=\d)[ \u00a0\u202f](?=\d)")


def _comma_grouped(match: re.Match[str]) -> str:
    return _SPACE_IN_DIGITS.sub(",", match.group(0))


# German writes `328,4 Millionen Euro`, `1.234,5 Mio. EUR`: in a text with German amount words,
# a comma before one or two final digits is the decimal mark and dots group thousands. The two
# marks are swapped, one character for one. `Euro` alone (English writes it too: `EUR 1.234
# trillion`) lets only the comma be a decimal mark (`4,50 Euro`), which English never writes.
_GERMAN = re.compile(r"Prozent|Millionen|Milliarden|Mio\.|Mrd\.|\bEuro\b")
_GERMAN_STRONG = re.compile(r"Prozent|Millionen|Milliarden|Mio\.|Mrd\.")
_GERMAN_NUMBER = re.compile(
    r"(?<![\d,])(?<!\d\.)(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d{1,2})(?![\d.,]?\d)"
)
_DECIMAL_COMMA = re.compile(r"(?<![\d,])(?<!\d\.)\d+,\d{1,2}(?![\d.,]?\d)")
# A table cell that is one number with a comma before one or two final digits (`| 24,9 |`,
# `| −2,6 |`, `| 104,6`) has a decimal comma, whatever the language: a thousands group has three
# digits. Only whole cells, so `1,5 | 2` in running text and `1,25` in prose are left alone.
_DECIMAL_COMMA_CELL = re.compile(
    r"(?:^|(?<=\| ))(?:[−\-△▲]\s?)?\d{1,3},\d{1,2}(?=\s?%?\s?\||\s*%?\s*$)", re.M
)
_SWAP_MARKS = str.maketrans(".,", ",.")
# Numbers only continental notation writes, in any language: dots grouping thousands before a
# decimal comma (`$ 10.000,00`, `1.234,5`), or two dot groups and more (`27.083.460`). English
# never writes either, so the marks are swapped wherever they occur.
_CONTINENTAL_HINT = re.compile(r"\.\d{3}[.,]\d")  # a literal first: cheap on long text
_CONTINENTAL = re.compile(
    r"(?<![\d.,])\d{1,3}(?:(?:\.\d{3})+,\d{1,2}|(?:\.\d{3}){2,})(?![\d.,]?\d)"
)

_CONTINENTAL_DECIMAL = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{1,2}(?![\d.,]?\d)")


def _german_marks(match: re.Match[str]) -> str:
    return match.group(0).translate(_SWAP_MARKS)


def normalise_digits(text: str) -> str:
    """Full-width digits and signs to ASCII, so `１２％` reads as `12%`, Chinese and Japanese date
    and unit characters to Korean ones, so `8月10日` reads as `8월10일`, Japanese era years to
    years, and thousands grouped by spaces to commas (positions unchanged)."""
    if ("$" in text or "€" in text or "\u00a0" in text or "\u202f" in text) and (
        _SPACED_THOUSANDS.search(text) is not None
    ):
        text = _SPACED_THOUSANDS.sub(_comma_grouped, text)
    if ("Pro" in text or "Mi" in text or "Mrd." in text) and _GERMAN_STRONG.search(text):
        text = _GERMAN_NUMBER.sub(_german_marks, text)
    elif "," in text and "Euro" in text and _GERMAN.search(text) is not None:
        text = _DECIMAL_COMMA.sub(_german_marks, text)
    if "|" in text and "," in text:
        text = _DECIMAL_COMMA_CELL.sub(_german_marks, text)
    if "." in text and _CONTINENTAL_HINT.search(text) is not None:
        if "," in text and _CONTINENTAL_DECIMAL.search(text) is not None:
            # a block that writes `1.234,5` writes its other decimals with a comma too (`8,2%`,
            # `EUR 0,85`): swapped first, before the dot groups turn into commas
            text = _DECIMAL_COMMA.sub(_german_marks, text)
        text = _CONTINENTAL.sub(_german_marks, text)
    if "∆" in text and _HANGUL.search(text) is not None:
        # a Korean table's `∆155` (U+2206, drawn like `△`) is a decrease, as `△155` is; in
        # English text `∆` is a change of either sign and stays a letter
        text = text.replace("∆", "△")
    # translate() looks up every character; most text has none of these, and a search is cheap
    if _HAS_WIDE.search(text):
        text = text.translate(_FULL_WIDTH)
    if _HAS_CJK.search(text):
        if "和" in text or "成" in text:
            text = _ERA.sub(_era_year, text)
        if "百" in text or "千" in text or "十" in text:
            text = _CJK_PLACE.sub(lambda m: _CJK_PLACE_KO[m.group(0)], text)
        if "第" in text:
            text = _CJK_LABEL.sub(_korean_label, text)
        text = text.translate(_CJK).replace("下午", "오후").replace("上午", "오전")
    return text


_HANGUL = re.compile(r"[가-힣]")
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
_GLUED_MULT = frozenset({"K", "k", "M", "B"})
_KU_CHARS = frozenset(_KU_VALUE)


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
    sign = sign.strip() if sign else ""
    if sign in {"△", "▼", "▽", "-", "–"}:
        value = -value
    unit = _unit(unit_text, currency) if unit_text or currency else None
    if unit == "B":
        # sizes compare in bytes, decimal multiples: `85MB` is not `85GB`, `1TB` is `1,000GB`
        mult = _BYTE_SCALE[unit_text.strip().lower()]
        value, quantum, multiplied = value * mult, quantum * mult, mult != 1
    elif unit == "Hz":
        mult = _HERTZ_SCALE[unit_text.strip().lower()]
        value, quantum, multiplied = value * mult, quantum * mult, mult != 1
    if text[end : end + 1] == ")" and start >= 1:
        # accounting notation: `$(6,547) million` and `($3) million` are negative amounts, and
        # the scale after the bracket belongs to the figure inside it
        accounting = text[start - 2 : start] == "$(" or (text[start - 1] == "(" and currency)
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
    if hedge2:
        word = _BOUND_WORD.search(hedge2)
        verb = _BOUND_VERB.search(hedge2) if word is None else None
        if verb is not None:
            bound = "max" if verb.group("max") else "min"
        else:
            bound = _BOUND_AFTER[word.group(0)] if word else bound
    after = text[end : end + 2].lstrip()[:1]
    falls = rises = reframed = False
    if not sign:
        falls = after in _FALLS_FIRST and _FALLS_AFTER.match(text, end) is not None
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
        if not falls and not rises and start > 0:
            # English puts the verb first: `rose 2.7%`, `fell by 3%`
            before = _DIRECTION_BEFORE.search(text, max(0, start - 24), start)
            falls = before is not None and before.group("down") is not None
            rises = before is not None and before.group("up") is not None
    else:
        # a sign whose next word says it is not the amount's direction: `+3.8조원 개선` of a
        # deficit, or a word against the sign itself (`감소폭 △2.1만명 확대`)
        reframed = (
            _REFRAMED_AFTER.match(text, end) is not None
            or (_FALLS_AFTER.match(text, end) if value > 0 else _RISES_AFTER.match(text, end))
            is not None
        )
    figure = Figure(
        "number", match.group(0), value, unit, quantum, bool(sign), hedged, (multiplied,), start,
        None, falls,
    )  # fmt: skip
    if not (sign or unit or multiplied or yeo or hedge2):
        period = _PERIOD_AFTER.match(text, end)
        if period is not None:
            name = next(part for part in period.groups() if part)
            figure = figure._replace(period=_PERIOD_NAMES[name])
        elif _ORDINAL_AFTER.match(text, end) is not None or (
            _ENGLISH_ORDINAL.match(text, end) is not None and end == start + len(amount)
        ):
            # `2차년도`, `3~5차년도`, `세 번째`, `the 102nd`: which year or item, not how many
            figure = figure._replace(period="ordinal")
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
    if bound == "max" or _CAP_AFTER.match(text, end) is not None:
        figure = figure._replace(capped=True)
    return figure._replace(bound=bound) if bound else figure


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
    # English periods, as a sentence column writes them: `2 years and 4 months`, `75 years`
    r"|(years?|months?|hours?|minutes?|seconds?|weeks?|days?)\b(?!-)"
    # weeks (`6주`, `6주간`, `2주일`; not `6주년`, `1주당`, `3주기`, `2주차`, shares `주식`) and
    # days counted (`14일간`, `14일 동안`; a bare `14일` is a day of the month)
    r"|(주)(?:간|일)?(?![년당기차식주택민])|(일)(?=간|\s?동안)"
    # a log's abbreviations: `30 min`, `2 hrs`, `10 sec`, and `0.008s` after a decimal (not the
    # decade `1990s`)
    r"|(?P<abbr>min|mins|hrs?|sec|secs)\b|(?<=\.\d)(?P<s>s)\b|(?<=\.\d\d)(?P<s2>s)\b"
    r"|(?<=\.\d\d\d)(?P<s3>s)\b)"
)
# An ordinal counter after a number (`2차년도`, `2번째`, `3회차`; a range `3~5차년도` is joined):
# the number names a year or an item of a series, so it never supports a duration (`5년`).
_ORDINAL_AFTER = re.compile(r"\s?(?:차년도|차연도|차년|번째|회차)")
# an English ordinal glued to its digits (`102nd`, `11th`, `1st`)
_ENGLISH_ORDINAL = re.compile(r"(?:st|nd|rd|th)\b")
# the labels that number a series of events or terms (`제102회`, `제3차`, `제21대`, `제7기`): an
# English ordinal restates them (`the 102nd`)
_SERIES_LABELS = frozenset({"회", "차", "기", "대"})
# A cap written after the figure and its counter or unit: `56개월 이내`, `7.5억원 이내`, `200nm
# 이하`.
_CAP_AFTER = re.compile(r"\s?(?:[가-힣A-Za-z%]{1,3}\s?)?(?:이내|이하)(?![가-힣])")
_PERIOD_NAMES = {"년": "year", "개월": "month", "달": "month", "시간": "hour", "분": "minute",
                 "초": "second", "year": "year", "month": "month", "hour": "hour",
                 "minute": "minute", "second": "second", "years": "year", "months": "month",
                 "hours": "hour", "minutes": "minute", "seconds": "second", "week": "week",
                 "weeks": "week", "day": "day", "days": "day", "주": "week", "일": "day",
                 "min": "minute", "mins": "minute", "hr": "hour", "hrs": "hour", "sec": "second",
                 "secs": "second", "s": "second"}  # fmt: skip
# A duration compares with another of its family in a common measure: years and months in
# months, hours, minutes and seconds in seconds; never across (`2시간` is not `2개월`).
_MONTHS_IN = {"year": Decimal(12), "month": Decimal(1)}
_SECONDS_IN = {"hour": Decimal(3600), "minute": Decimal(60), "second": Decimal(1)}
# Lengths compare the same way, in metres: `약 3.5km` for `해발 3454미터`, `3,454m` for it too.
_METRES_IN = {"km": Decimal(1000), "m": Decimal(1), "cm": Decimal("0.01"), "mm": Decimal("0.001")}
# Weeks and days compare in days (`2주` for `14일간`), never with months (`6주` is no `6개월`).
_DAYS_IN = {"week": Decimal(7), "day": Decimal(1)}
_FAMILIES_OF_PERIODS = (_MONTHS_IN, _SECONDS_IN, _METRES_IN, _DAYS_IN)
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


def undirected(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` of a draft sentence, without direction words if it is about a loss or deficit."""
    if not _INVERTED.search(text) or not any(f.rises or f.falls for f in figures):
        return figures
    return [f._replace(rises=False, falls=False) if f.rises or f.falls else f for f in figures]


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
# a rate alone in brackets right after an amount: `3088억원(11.8%`, `12만명(0.4%`
_BRACKETED_RATE = re.compile(r"\d[\d,.]*\s?[가-힣A-Za-z$€£¥₩]{0,4}\s?[(（][+\-−]?\d[\d.,]*\s?%p?$")
_FALLS_FIRST = frozenset(
    "(원달명개건호곳가세톤대회필주채이은는씩정감줄하축순떨적내인밑빠후역lfdspt↓"
)
_FALLS_AFTER = re.compile(
    rf"\s?(?:(?:{_COUNTERS}|이|가|은|는|씩|가량|정도)\s?)?(?:\([^()]{{1,12}}\)\s?)?"
    r"(?:감소|줄어|줄었|줄고|줄며|줄일|하락|축소|순감|감액|떨어|적자(?!\s?폭)|내린|내렸|내려|인하|하회"
    r"|밑돌|빠졌|빠진|후퇴|역성장|lower\b|less\b|fewer\b"
    r"|down\b|decrease|decline|slump|plunge|tumble|drop\b|fall\b|↓)"
)
# The same for an increase: `8.5조 원 늘었다`, `0.3%p 상승`, `2.7% higher`. Only the word right
# after the figure (or after its counter, a particle or a bracketed rate, `12만명(0.4%) 증가`)
# is read: `336.5조 원으로 늘었다` gives a level, not the change, and stays unjudged.
_RISES_AFTER = re.compile(
    rf"\s?(?:\([^()]{{1,12}}\)\s?)?(?:(?:{_COUNTERS}|이|가|은|는|씩|가량|정도)\s?)?"
    r"(?:\([^()]{1,12}\)\s?)?"
    r"(?:증가|늘어|늘었|늘고|늘며|늘린|늘려|늘면|늘어난|상승|올랐|올라|오른|올린|인상|확대|상회|웃돌"
    r"|순증|증액|higher\b|up\b(?!\s+(?:to|front)\b|-front)|increase|rise\b|rising\b|jump\b|gain\b|surge\b|↑)"
)
# English direction verbs before the figure they govern, with at most `by` between.
_DIRECTION_BEFORE = re.compile(
    r"\b(?:(?P<up>rose|rises|risen|increased|increases|grew|grown|gained|climbed|jumped|up)"
    r"|(?P<down>fell|falls|fallen|declined|declines|decreased|decreases|dropped|slipped|down))"
    r"\s(?:by\s)?(?:[$₩€£]\s?|US\$)?$"
)
# Words after a signed figure that say what its sign means: `+3.8조원 개선` of a deficit.
_REFRAMED_AFTER = re.compile(
    rf"\s?(?:(?:{_COUNTERS})\s?)?(?:\([^()]{{1,12}}\)\s?)?(?:개선|악화|완화|전환|improv|worsen|deteriorat)"
)


_BIG_KU = frozenset("만억조")
_PAREN_MULT = re.compile(
    r"\s?(?:(thousand|million|billion|trillion|mn|bn|millionen|milliarden)\b|(mio\.|mrd\.))",
    re.IGNORECASE,
)
# German tables give the prior year in brackets before the scale: `266,1 (273,8) Mio. EUR`,
# `464,7(Vj.399,4)Mio. EUR`: the scale belongs to both figures.
_PRIOR_AFTER = re.compile(r"\s?\((?:Vj\.\s?|Vorjahr:?\s?)?[\d.,]+\)")
_PRIOR_BEFORE = re.compile(r"\((?:Vj\.\s?|Vorjahr:?\s?)$")


def _out_of_order(match: re.Match[str]) -> int | None:
    """Where a Korean amount stops descending (`24만 12만`: at `12만`), else None."""
    amount = match.group("amount")
    if amount.count("만") + amount.count("억") + amount.count("조") < 2:
        return None
    offset = match.start("amount")
    previous: int | None = None
    for piece in _PIECE.finditer(amount):
        ku = piece.group(2) or ""
        big = next((_KU_VALUE[ch] for ch in ku if ch in _BIG_KU), None)
        if big is None:
            continue
        if previous is not None and big >= previous:
            return offset + len(amount[: piece.start()].rstrip())
        previous = big
    return None


_RATE_UNITS = frozenset({"%", "%p"})
_TENTH = Decimal("0.1")


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


def _hedge_before(text: str, start: int) -> str | None:
    """The hedge word (a whole word, not the end of 요약 or handsome) right before `start`."""
    if start == 0:
        return None
    last = text[start - 1]
    if last in _SPACES and start > 1:
        last = text[start - 2]  # `약 6,300명`: the word ends one space before the figure
    if last not in _HEDGE_ENDS:
        return None
    tail = text[max(0, start - 16) : start].rstrip().lower()
    if not tail.endswith(_HEDGE_WORDS):
        return None
    for word in _HEDGE_WORDS:
        if tail.endswith(word):
            before = tail[: -len(word)][-1:]
            return None if before.isalnum() else word
    return None


# Bounds: `1만 건 이상` and `over $1 billion` say the value is at least the figure, `미만` and
# `up to` at most; `6천억 원대` that it lies between the figure and its next step.
_BOUND_BEFORE = {"over": "min", "more than": "min", "at least": "min", "above": "min",
                 "최소": "min", "under": "max", "less than": "max", "below": "max",
                 "up to": "max", "최대": "max"}  # fmt: skip
_BOUND_AFTER = {"이상": "min", "넘게": "min", "넘는": "min", "넘어": "min", "넘은": "min",
                "초과": "min", "이하": "max", "미만": "max", "대": "band"}  # fmt: skip
_BOUND_WORD = re.compile("|".join(sorted(_BOUND_AFTER, key=len, reverse=True)) + r"$")
# the same said with a verb: `에 못 미친다`, `를 밑돌았다`, `가까이` (at most), `을 웃돌았다` (at
# least)
_BOUND_VERB = re.compile(
    r"(?P<max>못\s?미.|밑돌|밑도|밑돈|하회|가까이|가까운|가깝게|육박)$"
    r"|(?P<min>웃돌|웃도|웃돈|상회|넘었|넘겼|넘긴|넘길)$"
)


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
               "kib": Decimal(2**10), "mib": Decimal(2**20), "gib": Decimal(2**30),
               "tib": Decimal(2**40)}  # fmt: skip
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
    if u in _BYTE_SCALE:
        return "B"
    return "EUR"


# A reference point one period back (`1년 전보다`, `1개월 전 대비`, `1년 전 같은 달`) restates
# the source's comparison base (`전년동월대비`, `전월 대비`), which is a word, not a figure; so in
# a draft its 1 is not checked. Durations the source states are figures and stay checked:
# `14개월 연속`, `22개월 만에` (first time in N months, a claim about the series), `지난 2년간`,
# and a base further back (`2년 전보다`), which the source names with its own number or year.
_REFERENCE_POINT = re.compile(
    r"(?<![\d.,])(?P<n>1)\s?(?:년|개월|달|주)\s?(?:전(?:보다|에|과|와|의|부터|까지|이)?|새|사이(?:에)?)"
    r"(?![가-힣])"
    # `1인분에`, `1인당`, `개당`: the 1 of "per portion", "per person" is the source's `per`;
    # so is that of `1년에`, `1달에`, `1주일에` ("a year": the source's `연`, `월`, `주`), but
    # not of a span, `1년에 걸쳐`
    r"|(?<![\d.,])(?P<per>1)\s?(?:인분|인당|명당|개당|건당|회당"
    r"|(?:년|개월|달|주일|주)\s?에(?![가-힣])(?!\s?걸))"
)


def reference_points(text: str) -> list[int]:
    """Where the 1 of each one-period reference point (`1년 전보다`) of a draft stands."""
    return [
        m.start("n") if m.group("n") else m.start("per")
        for m in _REFERENCE_POINT.finditer(normalise_digits(text))
    ]


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
        yield from _month_spans(text, iter(figures))
        return
    if _HAS_WORDS_OR_PARTS.search(text) is None:
        found = _join_ranges(text, _scan(text, skip_anchors))
    else:
        found = iter(
            _with_words_and_parts(text, list(_join_ranges(text, _scan(text, skip_anchors))))
        )
    if _has_date_readings(text):
        found = iter(sorted([*found, *_date_readings(text)], key=lambda f: f.start))
    yield from _month_spans(text, found) if "월" in text else found


# A span of months that fills a quarter or a half (`1~3월`, `Von Januar bis März`, `7~12월`)
# also names that quarter or half, as a second reading: a draft's `1분기` or `Q1` restates it.
_MONTH_SPAN_GAP = re.compile(r"\s*(?:[~∼〜\-–—]|bis|to|through|until|au|부터)\s*")
_SPAN_PERIODS: dict[tuple[object, object], tuple[str, int]] = {
    (1, 3): ("quarter", 1), (4, 6): ("quarter", 2), (7, 9): ("quarter", 3),
    (10, 12): ("quarter", 4), (1, 6): ("half", 1), (7, 12): ("half", 2),
}  # fmt: skip


_CUMULATIVE: dict[tuple[object, object], tuple[str, int]] = {
    (1, 6): ("quarter", 2), (1, 9): ("quarter", 3), (1, 12): ("quarter", 4),
}  # fmt: skip
_CUMULATIVE_AFTER = re.compile(r"\s?(?:누계|누적)")


def _month_spans(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """`figures` with the quarter or half a span of months fills put after the span."""
    first: Figure | None = None
    for figure in figures:
        yield figure
        if figure.kind != "date" or figure.key[2] is not None or figure.key[1] is None:
            first = None
            continue
        if first is not None:
            gap = _MONTH_SPAN_GAP.fullmatch(text, first.start + len(first.raw), figure.start)
            months = (first.key[1], figure.key[1])
            periods = [_SPAN_PERIODS.get(months)]
            if _CUMULATIVE_AFTER.match(text, figure.start + len(figure.raw)) is not None:
                # `1~9월 누계` is the running total through the third quarter: `3분기 누계`
                periods.append(_CUMULATIVE.get(months))
            year = figure.key[0] if figure.key[0] is not None else first.key[0]
            raw = text[first.start : figure.start + len(figure.raw)]
            for period in periods:
                if gap is not None and period is not None:
                    yield Figure(
                        period[0], raw, key=(year, period[1]), start=first.start, alternative=True
                    )
        first = figure


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
    rf"(?P<w>(?:{_KO_GROUP}조)?(?:{_KO_GROUP}억)?(?:{_KO_GROUP}만)?{_KO_GROUP})(?P<yeo>여)?"
    r"(?=\s?(?P<counter>원|명|건|개|곳|가구|세대|톤|회|부|배|년|개월|달러|퍼센트))"
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
# Second readings (`Figure.alternative`): an integer with a glued lowercase k (`395k samples`,
# not `3M` or `16M 램`, which stay as written), and a part of a whole, `25/1000`, `1/200` (a
# denominator of 2, 3, 4, 5, 10 or above 31, so no month/day; the numerator smaller; not a
# quarter, `3/4분기` or the head `2025. 3/4`) or
# `1000분의 25`, also read as a percentage.
_GLUED_THOUSANDS = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)k(?=[\s),.;:]|$)")
_FRACTION = re.compile(
    r"(?<![\d/.,])(?<!\d\.\s)(?P<n>\d{1,4})/(?P<d>[1-9]\d{2,3}|3[2-9]|[4-9]\d|10|[2-5])"
    r"(?![\d/.]|\s?분기|\s?[(（])"
    # (`1,000분의 1.25`: a whole with thousands separators, a part with decimals)
    r"|(?<![\d.,])(?P<d2>\d{1,3}(?:,\d{3})+|\d{1,4})\s?분의\s?(?P<n2>\d{1,4}(?:\.\d{1,3})?)"
    r"(?![\d]|[.,]\d)"
)
_HAS_WORDS_OR_PARTS = re.compile(
    r"[십백천만억조一二两三四五六七八九十⁄]|\dk|\d/\d|분의|^\d{1,3} \| "
    r"|[두세석네넉섯곱덟홉열무물른흔쉰]\s|\d\s?할|\d[Ee]\+\d|(?<!\d)(?:19|20)\d{6}(?!\d)"
    r"|분기\s?말"
)
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
        or (("–" in text or "-" in text) and _EN_DAY_SPAN.search(text) is not None)
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
# Tenths and hundredths in words: `9할` is 90%, `3할 2푼` 32%, `3할 2푼 5리` 32.5% (`할인`,
# `할당`, `할증`, `할부` are words).
_TENTHS = re.compile(
    r"(?<![\d.,])(?P<h>10|[1-9])\s?할(?!인|당|증|부|애|거|머|아|수|지|\s?수\s?있)"
    r"(?:\s?(?P<p>[0-9])\s?푼)?(?:\s?(?P<r>[0-9])\s?리)?"
)
# A spreadsheet cell in Excel's scientific notation (`1.56E+11`), and a compact date, as a
# `date` column writes it (`20201231`): second readings of a source, never of a draft.
_SCIENTIFIC = re.compile(r"(?<![\w.,])(?P<m>\d(?:\.\d+)?)[Ee]\+(?P<e>\d{1,2})(?![\w.,])")
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
# The first cell of a table row that is a small whole number (`10 | 履约保证金: ... 5%`,
# `3 | 시민 참여`) is the row's ordinal (序号, 번호): it supports a bare figure only, never `10%`.
_ORDINAL_CELL = re.compile(r"^\d{1,3}(?= \| )")
_HUNDRED = Decimal(100)


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
        per_base = word in _PER_BASE and text.startswith("당", match.end("counter"))
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


_PART_HEDGE = re.compile(r"\s?(?:수준|가량|정도|안팎|남짓|꼴)")
_PART_BOUND = re.compile(r"\s?(?:이상|이하|미만|초과)")
# what bounds a part of a whole after it, with a word or a verb (`3분의 2 이상`, `3분의 2를 넘었다`,
# `절반에 못 미친다`): the part is then a floor or a ceiling, not the rate itself
_PART_BOUND_AFTER = re.compile(
    r"\s?(?:을|를|에|에는)?\s?(?:(?P<min>이상|초과|넘게|넘는|넘어|넘은|넘었|넘겼|웃돌|웃돈|상회)"
    r"|(?P<max>이하|미만|못\s?미|밑돌|밑돈|하회))"
)


def draft_parts(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's part of a whole (`20분의 1`, `1/5 수준`, `1/200`) read as one percentage, not
    as its two numbers: `20분의 1` is 5%, so a source's `5%` or `1/20` supports it. A month/day
    (`3/5`) stays a date. `수준`, `가량` after it hedge it, as they would a figure."""
    if "/" not in text and "분의" not in text:
        return figures
    for match in _INCH.finditer(text):
        span = range(match.start(), match.end())
        read = Figure("number", match.group(0), _inches(match), start=match.start())
        figures = sorted(
            [*(f for f in figures if f.start not in span), read], key=lambda f: f.start
        )
    for match in _FRACTION.finditer(text):
        if _INCH_AFTER.match(text, match.end()):
            continue  # `1/4인치` was read above, a length
        span = range(match.start(), match.end())
        inside = [f for f in figures if f.start in span]
        hedged = (
            _PART_HEDGE.match(text, match.end()) is not None
            or _hedge_before(text, match.start()) is not None  # `약 3분의 2`
        )
        if any(f.kind != "number" for f in inside) and not (
            hedged
            or _PART_BOUND.match(text, match.end())
            or text[max(0, match.start() - 2) : match.start()].rstrip().endswith("의")
        ):
            continue  # `3/5(수)` is a date; `예산의 1/5`, `1/5 수준`, `1/5 이상` are parts
        part = Decimal(match.group("n") or match.group("n2"))
        whole = Decimal((match.group("d") or match.group("d2")).replace(",", ""))
        if not 0 < part < whole:
            continue
        read = Figure(
            "number", match.group(0), part / whole * _HUNDRED, "%", _ONE, hedged=hedged,
            key=(_PART,), start=match.start(),
        )  # fmt: skip
        bounded = _PART_BOUND_AFTER.match(text, match.end())
        if bounded is not None:
            read = read._replace(bound="min" if bounded.group("min") else "max")
        figures = sorted(
            [*(f for f in figures if f.start not in span), read], key=lambda f: f.start
        )
    return figures


# A share in words (`10명 중 7명꼴`, `네 명 중 한 명`, `120곳 가운데 36곳`, `절반을 넘는다`,
# `과반`): one rate, the part of the whole in percent, that glosses a rate the source writes.
# Digits or native numerals, the same counter or none on both sides; a hedge (`꼴`, `정도`)
# after it hedges it, a bound after it (`이상`, `을 넘는다`, `에 못 미친다`) bounds it.
_SHARE_NUMBER = r"\d{1,3}|열|한|두|세|네|다섯|여섯|일곱|여덟|아홉|하나|둘|셋|넷"
_SHARE_COUNTER = r"명|곳|가구|개사|개교|개|집|사람|건|군데|채"
_SHARE_PHRASE = re.compile(
    rf"(?<![\d.,가-힣])(?P<whole>{_SHARE_NUMBER})\s?(?:{_SHARE_COUNTER})?\s?(?:중|가운데)\s?"
    rf"(?P<part>{_SHARE_NUMBER})(?:\s?(?:{_SHARE_COUNTER}))?(?![\d.,])"
    r"(?=[^가-힣]|$|[꼴이가은는을를의에도만씩로으나뿐정가수남])"
    r"|(?<![가-힣])(?P<half>절반|과반)"
)
_SHARE_WORDS = {"한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4,
                "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10}  # fmt: skip
_SHARE_HEDGE = re.compile(r"\s?(?:꼴|정도|가량|수준|남짓|안팎)")
_SHARE_MIN = re.compile(
    r"\s?(?:[이가을를]\s?)?(?:이상|넘|웃돌|웃도|웃돈|상회|초과)|(?<=과반)(?!에\s?못|을\s?밑)"
)
_SHARE_MAX = re.compile(
    r"\s?(?:[이가을를에]\s?)?(?:이하|미만|못\s?미|밑돌|밑도|밑돈|하회|가까이|가까운|육박)"
)
_SHARE = "share"
"""The key of a draft's share in words (`10명 중 7명`, `절반`), read as a percentage."""


def draft_shares(text: str) -> list[tuple[Figure, range]]:
    """A draft's shares in words, each as one percentage and the span of text it reads: `10명 중
    7명꼴` is 70% (hedged), `사망자 10명 중 5명 이상` at least 50%, `절반을 넘는다` more than 50%,
    `과반` more than half. A share's step is one more of its whole (10% for ten), so `5명 이상`
    of ten reaches up to 60%."""
    found = []
    for match in _SHARE_PHRASE.finditer(text):
        if match.group("half"):
            value, step = _HUNDRED / 2, _HUNDRED / 2
        else:
            whole, part = (
                int(w) if w.isdigit() else _SHARE_WORDS[w]
                for w in (match.group("whole"), match.group("part"))
            )
            if not 0 < part < whole <= 1000:
                continue
            value, step = part * _HUNDRED / whole, _HUNDRED / whole
        end = match.end()
        bound = "min" if _SHARE_MIN.match(text, end) else None
        if bound is None and _SHARE_MAX.match(text, end):
            bound = "max"
        hedged = (
            bound is not None
            or _SHARE_HEDGE.match(text, end) is not None
            or _hedge_before(text, match.start()) is not None
            or match.group("half") is not None
        )
        figure = Figure(
            "number", match.group(0), value, "%", step if bound else _ONE, hedged=hedged,
            key=(_SHARE,), start=match.start(), bound=bound,
        )  # fmt: skip
        found.append((figure, range(match.start(), end)))
    return found


# A fraction of an inch, as US manuals write sizes: `1/4 inch`, `3⁄8 inch` (a fraction slash,
# which a PDF may put on the next line: `1\n⁄4 inch`), `1/4인치`. It is the length n/d, not a
# part of a whole nor a date: a draft's `1/4인치` is 0.25, which a source's `1⁄4 inch` also reads.
_INCH_AFTER = re.compile(r"\s?(?:인치|inch|in\.|″|\")")
_INCH = re.compile(
    r"(?<![\d/.,])(?P<n>\d{1,2})\s*[/⁄]\s*(?P<d>\d{1,2})(?=\s?(?:인치|inch|in\.|″|\"))"
)


def _inches(match: re.Match[str]) -> Decimal:
    return Decimal(match.group("n")) / Decimal(match.group("d"))


def _tenth_figure(match: re.Match[str], *, hedged: bool = False, alternative: bool) -> Figure:
    value = Decimal(match.group("h")) * 10
    quantum = Decimal(10)
    if match.group("p") is not None:
        value += Decimal(match.group("p"))
        quantum = _ONE
    if match.group("r") is not None:
        value += Decimal(match.group("r")) / 10
        quantum = _TENTH
    return Figure(
        "number", match.group(0), value, "%", quantum, hedged=hedged, start=match.start(),
        alternative=alternative,
    )  # fmt: skip


_PERIOD_END = re.compile(r"\s?(?:말(?![가-힣])|말일|말에|말\s?기준|말\s?현재|末)")
_LAST_MONTH = {"quarter": 3, "half": 6}


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
            out.append(figure._replace(kind="date", key=(year, month, None)))
        else:
            out.append(figure)
    return out


# An English span of days in one month (`June 16–20`, `May 7-9, 2025`): its end is a day of that
# month, as `6월 16~20일`'s is, not the number 20.
_EN_DAY_SPAN = re.compile(
    rf"\b(?P<em>{_MONTHS})\.?\s+(?P<d>\d{{1,2}})\s?[–\-]\s?(?P<e>\d{{1,2}})\b(?![.,]\d)"
    r"(?:,?\s+(?P<y>(?:19|20)\d\d)\b)?"
)


def _day_span_ends(text: str) -> Iterator[tuple[int, tuple[int | None, int, int]]]:
    """Where each English span of days in `text` ends, with the date (year, month, day) it ends."""
    for match in _EN_DAY_SPAN.finditer(text):
        month = _MONTH_NUMBER.get(match.group("em").lower())
        first, last = int(match.group("d")), int(match.group("e"))
        if month is not None and first < last <= calendar.monthrange(2024, month)[1]:
            year = int(match.group("y")) if match.group("y") else None
            yield match.start("e"), (year, month, last)


def draft_day_spans(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's `June 16–20`: the number after the dash is read as 20 June (of the year written
    after it, if any)."""
    if "–" not in text and "-" not in text:
        return figures
    ends = dict(_day_span_ends(text))
    if not ends:
        return figures
    return [
        figure._replace(kind="date", key=ends[figure.start], unit=None)
        if figure.start in ends and figure.kind == "number"
        else figure
        for figure in figures
    ]


def draft_tenths(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's `9할` or `3할 2푼` read as one percentage (90%, 32%), not as its digits; a hedge
    before it (`약 9할`) hedges it."""
    if "할" not in text:
        return figures
    for match in _TENTHS.finditer(text):
        span = range(match.start(), match.end())
        inside = [f for f in figures if f.start in span]
        if not inside or any(f.kind != "number" or f.unit is not None for f in inside):
            continue
        read = _tenth_figure(match, hedged=inside[0].hedged, alternative=False)
        # a rate in tenths is a part of a whole: `3할 1푼 2리` restates a batting average `.312`
        read = read._replace(key=(_PART,))
        figures = sorted(
            [*(f for f in figures if f.start not in span), read], key=lambda f: f.start
        )
    return figures


def _alternatives(text: str) -> Iterator[Figure]:
    if "할" in text:
        for match in _TENTHS.finditer(text):
            yield _tenth_figure(match, alternative=True)
    if "E+" in text or "e+" in text:  # Excel writes `1.56E+11`
        for match in _SCIENTIFIC.finditer(text):
            mantissa = Decimal(match.group("m"))
            exponent = int(match.group("e"))
            decimals = len(match.group("m").partition(".")[2])
            yield Figure(
                "number", match.group(0), mantissa.scaleb(exponent), None,
                _ONE.scaleb(exponent - decimals), start=match.start(), alternative=True,
            )  # fmt: skip
    # a compact date is a cell's (`20201231` of a `date` column), not a paragraph's code, unless
    # a word for a date stands right before it (`기준일 20241231`, `as of 20241231`)
    cell = " | " in text or len(text) <= 40
    for match in _COMPACT_DATE.finditer(text) if cell or _DATE_WORD.search(text) else ():
        if not cell and _DATE_WORD_BEFORE.search(text, 0, match.start()) is None:
            continue
        year, month, day = int(match.group("y")), int(match.group("m")), int(match.group("d"))
        if day <= calendar.monthrange(year, month)[1]:
            yield Figure(
                "date", match.group(0), key=(year, month, day), start=match.start(),
                alternative=True,
            )  # fmt: skip
    if "분기" in text:
        for match in _QUARTER_END.finditer(text):
            year = match.group("y") or match.group("y2")
            month = int(match.group("q") or match.group("q2")) * 3
            yield Figure(
                "date", match.group(0), key=(int(year) if year else None, month, None),
                start=match.start(), alternative=True,
            )  # fmt: skip
    if "⁄" in text or "/" in text:
        for match in _INCH.finditer(text):
            yield Figure("number", match.group(0), _inches(match), start=match.start(),
                         alternative=True)  # fmt: skip
    for match in _GLUED_THOUSANDS.finditer(text):
        digits = match.group(1)
        value = Decimal(digits.replace(",", "")) * 1000
        yield Figure(
            "number", match.group(0), value, None, _ONE, start=match.start(), key=(True,),
            alternative=True,
        )  # fmt: skip
    for match in _FRACTION.finditer(text):
        part = Decimal(match.group("n") or match.group("n2"))
        whole = Decimal((match.group("d") or match.group("d2")).replace(",", ""))
        if not 0 < part < whole:
            continue
        yield Figure(
            "number", match.group(0), part / whole * _HUNDRED, "%", _ONE, start=match.start(),
            alternative=True, capped=_PART_CAP.match(text, match.end()) is not None,
        )  # fmt: skip


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
    if "–" in text or "-" in text:
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


# a part of a whole as a threshold: `정원의 3분의 1 미만이면 폐강`
_PART_CAP = re.compile(r"\s?(?:이내|이하|미만)")
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


# `1년 6개월`, `2년 2개월째`: one duration in months (18, 26), so it is `18개월` and `26개월`;
# `1시간 30분` is 90 minutes and `2분 30초` 150 seconds.
_THEN = {
    "year": ("month", re.compile(r"\s?(?:년|years?,?(?: and)?)\s?"), Decimal(12)),
    "hour": ("minute", re.compile(r"\s?(?:시간|hours?,?(?: and)?)\s?"), Decimal(60)),
    "minute": ("second", re.compile(r"\s?(?:분|minutes?,?(?: and)?)\s?"), Decimal(60)),
}


def _scan(text: str, skip_anchors: bool) -> Iterator[Figure]:
    """The figures of `text`, in order; a count of years followed by a count of months, of hours
    followed by minutes or of minutes followed by seconds is one duration (`_durations`)."""
    if "개월" in text or "초" in text or "시간" in text or "onth" in text or "inute" in text:
        return _durations(text, skip_anchors)
    return _figures(text, skip_anchors)


def _durations(text: str, skip_anchors: bool) -> Iterator[Figure]:
    """`_figures` with a count of a period followed by a count of the next smaller one read as
    one duration in the smaller (`1년 6개월` is 18 months)."""
    held: Figure | None = None
    for figure in _figures(text, skip_anchors):
        if held is not None:
            end = held.start + len(held.raw)
            smaller, between, factor = _THEN[held.period or "year"]
            if figure.period == smaller and between.fullmatch(text, end, figure.start) is not None:
                value = held.value * factor + figure.value
                raw = text[held.start : figure.start + len(figure.raw)]
                yield held._replace(raw=raw, value=value, period=smaller, as_date=None)
                held = None
                continue
            yield held
            held = None
        if figure.period in _THEN and not figure.hedged:
            held = figure
            continue
        yield figure
    if held is not None:
        yield held


# A web address: its digits (`/pds/1/200406/`, `Art_ID=29790`) are a path, not figures.
_WEB_ADDRESS = re.compile(r"\b(?:https?://|www\.)[^\s\"'<>()\[\]]+")


def _figures(text: str, skip_anchors: bool) -> Iterator[Figure]:
    skip = [m.span() for m in _ANCHORISH_TOKEN.finditer(text)] if skip_anchors else []
    if "://" in text or "www." in text:
        skip += [m.span() for m in _WEB_ADDRESS.finditer(text)]
    consumed = 0
    scan = _SCAN.match
    leads = _LEAD_MONTHS if _OTHER_MONTHS.search(text) is not None else _LEAD
    for run in _DIGIT_RUN.finditer(text):
        digit = run.start()
        if digit < consumed:
            continue
        # try the few places before the digits where a figure could start, earliest first
        match = None
        lead = leads.search(text, max(consumed, digit - _BEFORE_DIGITS), digit)
        while lead is not None:
            match = scan(text, lead.start())
            if match is not None and match.end() > digit:
                if match.lastgroup == "number" and match.group("sign"):
                    # `△9월 22일(일)`: a bullet before a date, not a minus sign
                    other = scan(text, digit)
                    if other is not None and other.lastgroup != "number":
                        match = other
                break
            match = None
            lead = leads.search(text, lead.start() + 1, digit)
        if match is None:
            after = text[run.end() : run.end() + 2]
            shaped = after[:1] in _SHAPE_AFTER or (after[:1] == " " and after[1:2] in _SHAPE_AFTER)
            if shaped and after[:1] == "." and after[1:2].isdigit() and run.end() - digit != 4:
                # a decimal such as 47.2; dotted dates start with a 4-digit year, short ones
                # (5.14(수), 5.14일) carry a weekday or 일
                shaped = (
                    run.end() - digit <= 2 and _SHORT_DATE_HINT.match(text, run.end()) is not None
                )
            if digit > 0 and text[digit - 1] in _APOS_CHARS:
                shaped = True  # an abbreviated year: ’25, ’25.5.14., ’25 예산
            match = scan(text, digit) if shaped else _NUMBER_ONLY.match(text, digit)
            if digit > 0 and text[digit - 1] == "." and digit - 1 >= consumed:
                # `.8x`: a decimal without its leading zero (not the end of `p.8` or `2.8`)
                dotted = _NUMBER_ONLY.match(text, digit - 1)
                if dotted is not None and dotted.end() >= (match.end() if match else digit):
                    match = dotted
        if match is None:
            continue
        if match.lastgroup == "number" and not _BIG_KU.isdisjoint(match.group("amount")):
            cut = _out_of_order(match)
            if cut is not None:  # `24만 12만` is two numbers, not 360,000
                match = _NUMBER_ONLY.match(text, match.start(), cut) or match
        consumed = match.end()
        if skip and any(a <= match.start() < b for a, b in skip):
            continue
        kind = match.lastgroup
        if kind == "number":
            yield _number_figure(match, text)
            continue
        figure = _figure(match, kind)
        if figure is not None:
            yield from figure


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


def _figure(match: re.Match[str], kind: str | None) -> list[Figure] | None:
    """The figure(s) a non-number match stands for; None for an inline enumerator."""
    g = match.group
    start = match.start()
    raw = g(0)
    if kind == "label":
        return [Figure("label", raw, key=(g("lk"), int(g("ln"))), start=start)]
    if kind == "article":
        parts = [("조", g("an")), ("항", g("ap")), ("호", g("ah"))]
        return [Figure("label", raw, key=(k, int(n)), start=start) for k, n in parts if n]
    if kind == "code":
        # compared by their digit groups: `(02) 3450-5400` is `02-3450-5400`
        return [Figure("code", raw, key=("-".join(_DIGIT_RUN.findall(raw)),), start=start)]
    if kind == "docket":
        return [Figure("code", raw, key=(_DASHES.sub("-", g("dk")),), start=start)]
    if kind == "ylist":
        return _year_list(raw, start)
    if kind in {
        "iso", "kdot", "kor", "kyear", "md", "mdot", "eng", "adate", "ayear", "sdot", "dday", "usd"
    }:  # fmt: skip
        year = month = day = None
        if kind == "dday":
            day = int(g("dd2") or g("dd3"))
        elif kind == "usd":
            # `12/14/15` as a US report writes it: a two-digit year as `’15` reads
            year = _year(g("uy")) or 0
            if g("um"):
                month, day = int(g("um")), int(g("ud"))
            else:
                month, day = int(g("em4")), int(g("ed3"))
        elif kind == "adate":
            year = _year(g("ay") or g("ay2"))
            month = int(g("am") or g("am2"))
            day = int(g("ad")) if g("ad") else None
        elif kind == "ayear":
            year = _year(g("ay3") or g("ay4") or g("ay5") or g("ay6"))
        elif kind == "sdot":
            month, day = int(g("sm2") or g("sm3")), int(g("sd2") or g("sd3"))
        elif kind == "iso":
            year, month, day = int(g("iy")), int(g("im")), int(g("id"))
        elif kind == "kdot":
            year = _year(g("dy") or g("dy2") or g("dy3") or g("dy4") or g("dy5"))
            month = int(g("dm") or g("dm2") or g("dm3") or g("dm4") or g("dm5"))
            day = int(g("dd")) if g("dd") else None
        elif kind == "kor":
            year, month = _year(g("ky")), int(g("km"))
            day = int(g("kd")) if g("kd") else None
        elif kind == "kyear":
            year = int(g("ky2"))
        elif kind == "md":
            month, day = int(g("sm")), int(g("sd"))
        elif kind == "mdot":
            month, day = int(g("pm")), int(g("pd"))
        else:
            name = g("em") or g("em2") or g("em3")
            month = _MONTH_NUMBER[name.lower()]
            day_text = g("ed") or g("ed2")
            day = int(day_text) if day_text else None
            year_text = g("ey") or g("ey2") or g("ey3")
            year = int(year_text) if year_text else None
        if (month is not None and not 1 <= month <= 12) or (day is not None and not 1 <= day <= 31):
            return _as_numbers(raw, start)
        found = [Figure("date", raw, key=(year, month, day), start=start)]
        if kind == "usd" and g("um") and day is not None and day <= 12 and day != month:
            found[0] = found[0]._replace(day_first=False)
            # `12/06/2021` is 6 December in a US source and 12 June in an Italian one: a
            # second reading, day first, used only where the document writes dates day first
            swapped = (year, day, month)
            found.append(
                Figure("date", raw, key=swapped, start=start, alternative=True, day_first=True)
            )
        return found
    if kind == "halfyear":
        half = 1 if (g("hh") or g("hh2")) in {"상반기", "上"} else 2
        return [Figure("half", raw, key=(_year(g("hy") or g("hy2")), half), start=start)]
    if kind == "quarter":
        quarter = int(g("qq") or g("qq2") or g("qq3") or g("qq4"))
        year = _year(
            g("qy") or g("qy2") or g("qy3") or g("qy5") or g("qy6") or g("qy7") or g("qy8")
        )
        found = [Figure("quarter", raw, key=(year, quarter), start=start)]
        if g("q4") and "/" not in raw and quarter == 3:
            # `3·4분기` is the third quarter (N·4) and, in a list, the third and fourth
            found.append(Figure("quarter", raw, key=(year, 4), start=start))
        return found
    if kind == "time":
        ampm = g("tap1") or g("tap2") or g("tap3") or g("tap4")
        if g("th") is not None:
            hour, minute = int(g("th")), int(g("tm"))
        elif g("kh") is not None:
            hour = int(g("kh"))
            minute = int(g("kmin")) if g("kmin") else (30 if g("half") else 0)
        else:
            hour, minute = int(g("eh")), 0
        if ampm:
            if ampm in {"오후", "저녁", "밤"} or ampm.lower().startswith("p"):
                hour = hour + 12 if hour < 12 else hour
            elif hour == 12:
                hour = 0
        if hour > 24 or minute > 59:
            return _as_numbers(raw, start)
        return [Figure("time", raw, key=(hour, minute, bool(ampm)), start=start)]
    return None  # an inline enumerator: not a figure


_DIGITS = re.compile(r"\d+(?:\.\d+)?")
_DASHES = re.compile(r"[–‑]")
_YEAR_ITEM = re.compile(r"\d+")


def _year_list(raw: str, start: int) -> list[Figure]:
    """`2019‧21‧23년` -> the years 2019, 2021 and 2023 (two-digit items take the first century)."""
    figures: list[Figure] = []
    century: int | None = None
    for item in _YEAR_ITEM.finditer(raw):
        text = item.group(0)
        if len(text) == 4:
            year = int(text)
            century = year // 100 * 100
        elif century is not None and len(text) == 2:
            year = century + int(text)
        else:
            year = _year(text) or 0
        figures.append(Figure("date", text, key=(year, None, None), start=start + item.start()))
    return figures


def _as_numbers(raw: str, start: int) -> list[Figure]:
    return [
        Figure("number", m.group(0), value=Decimal(m.group(0)), start=start + m.start())
        for m in _DIGITS.finditer(raw)
    ]


def _join_ranges(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """Give the first end of a range the unit and multiplier of the second: `1~2억원`, `10~15%`.

    Each figure is let go once the next one is known, so the stream stays lazy.
    """
    first = next(figures, None)
    if first is None:
        return
    for following in figures:
        joined, after = _join_pair(text, first, following)
        yield joined
        first = after
    yield first


_BY_BEFORE = re.compile(r"\bby\s+\$?$")
# What may stand between the years of a range or list: `19∼22년`, `16‧18년`, `12 → 18년`.
_YEAR_GAPS = frozenset({"~", "∼", "〜", "-", "–", "·", "‧", "・", "∙", "ㆍ", ",", "→"})


def _join_pair(text: str, first: Figure, second: Figure) -> tuple[Figure, Figure]:
    if (
        second.as_date is not None
        and second.as_date[1] is None
        and first.kind == "number"
        and first.as_date is None
        and not (first.unit or first.signed or first.hedged)
        and len(first.raw) == 2
        and first.raw.isdigit()
        and text[first.start + 2 : second.start].strip() in _YEAR_GAPS
    ):
        # `19∼22년`, `16‧18년`: the first end is a year too (the range is joined below as well)
        first = first._replace(as_date=(_year(first.raw) or 0, None))
    if first.kind == "date" and second.kind == "date" and second.key[:2] == (None, None):
        # `5월 12일(월)~14일(수)`: the second end is a day of the first's month
        if first.key[1] is not None:
            gap = _WEEKDAY_RE.sub("", text[first.start + len(first.raw) : second.start])
            if gap.strip() in _RANGE_WORDS:
                second = second._replace(key=(first.key[0], first.key[1], second.key[2]))
        return first, second
    if (
        first.kind == "number"
        and second.kind == "date"
        and second.key[1] is not None
        and second.key[2] is None
        and first.unit is None
        and not first.signed
        and first.value in _MONTH_VALUES
    ):
        # `6~8월`: the first end is a month too
        gap = text[first.start + len(first.raw) : second.start]
        if gap.strip() in _RANGE_WORDS:
            month = Figure("date", first.raw, key=(second.key[0], int(first.value), None))
            return month._replace(start=first.start), second
        return first, second
    if (
        second.kind == "time"
        and first.kind == "number"
        and first.raw.isdigit()
        and len(first.raw) <= 2
        and first.value <= 24
        and text[first.start + len(first.raw) : second.start].strip() in _RANGE_WORDS
    ):
        # `9~12시`, `09-12시`: the first end is an hour too, of the same half of the day when
        # the text says so before it (`오후 1~3시`)
        hour = int(first.value)
        before = text[max(0, first.start - 4) : first.start]
        if hour < 12 and ("오후" in before or "저녁" in before or "밤" in before):
            hour += 12
        time = Figure("time", first.raw, key=(hour, 0, hour != int(first.value)))
        return time._replace(start=first.start), second
    if first.kind != "number" or second.kind != "number" or first.signed:
        return first, second
    if first.unit is not None and first.unit != second.unit:
        return first, second  # `27% to £988 million` is two figures, not a range
    if (
        _year_like(first)
        and first.raw.isdigit()
        and not first.key[0]
        and (second.unit is not None or (second.key and second.key[0]))
    ):
        return first, second  # `36.2 million in 2025 to 40.2 million`: a year, then an amount
    gap = text[first.start + len(first.raw) : second.start]
    if gap.strip() == "to" and _BY_BEFORE.search(text, max(0, first.start - 6), first.start):
        return first, second  # `rose by 323,000 to 23.829 million`: a change, then a level
    if gap.strip() not in _RANGE_WORDS and not (
        # `zwischen 1,29 und 1,35 Milliarden Pfund`, `between 1.29 and 1.35 billion`
        gap.strip() in {"and", "und"}
        and _BETWEEN.search(text, max(0, first.start - 10), first.start) is not None
    ):
        return first, second
    value, quantum = first.value, first.quantum
    second_mult = bool(second.key and second.key[0])
    first_mult = bool(first.key and first.key[0])
    if second_mult and not first_mult and second.quantum > 1:
        # the second end's multiplier: the step of its last digit tells its scale
        scale = _scale(second)
        value, quantum = value * scale, quantum * scale
    joined = Figure(
        "number",
        first.raw,
        value=value,
        unit=first.unit or second.unit,
        quantum=quantum,
        hedged=first.hedged or second.hedged,
        key=(first_mult or second_mult,),
        start=first.start,
        as_date=first.as_date,
    )
    if second.period == "ordinal":
        joined = joined._replace(period="ordinal")  # `3~5차년도`: both ends name years of a plan
    if first.hedged and not second.hedged:
        second = second._replace(hedged=True)
    return joined, second


def _scale(figure: Figure) -> Decimal:
    """The multiplier a Korean or English unit word gave a figure (억 -> 10^8)."""
    raw = normalise_digits(figure.raw)
    for word, mult in _ENG_MULT.items():
        # (`Milliarden`, `Mio.`: German words start with a capital and may end with a dot)
        flags = re.IGNORECASE if len(word) > 2 else 0
        if re.search(rf"\d\s?{re.escape(word)}(?![A-Za-z])", raw, flags):
            return Decimal(mult)
    pieces = list(_PIECE.finditer(raw))
    scale = Decimal(1)
    if pieces and pieces[0].group(2):
        for ch in pieces[0].group(2):
            scale *= _KU_VALUE[ch]
    return scale


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
    if draft.kind in {"quarter", "half"}:
        return source.kind == draft.kind and _parts_match(draft.key, source.key, years)
    if draft.kind == "time":
        if source.kind != "time":
            return False
        hour, minute, known = draft.key
        if minute != source.key[1]:
            return False
        if hour == source.key[0]:
            return True
        return not known and isinstance(hour, int) and hour < 12 and hour + 12 == source.key[0]
    return source.kind == draft.kind and source.key == draft.key


def _year_like(figure: Figure) -> bool:
    """A plain whole number that may be a year (`in 2016`)."""
    return (
        figure.unit is None
        and not figure.signed
        and figure.value == figure.value.to_integral()
        and 1900 <= figure.value <= 2100
    )


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


_PART = "part"
"""The key of a draft's part of a whole (`3분의 1`, `1/3`), read as a percentage."""


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


def _number_matches(draft: Figure, source: Figure) -> bool:
    if draft.key in {(_PART,), (_SHARE,)} and _part_as_decimal(draft, source):
        return True
    if draft.key == (_SHARE,) and source.unit != "%":
        return False  # a share glosses a rate: `10명 중 6명 이상` is not the age `65세`
    if source.bare_only and (
        (draft.key and draft.key[0])
        or (draft.unit is not None and not (source.bare_rates and draft.unit in _RATE_UNITS))
    ):
        # a table cell read as written, beside its reading in the declared unit: it supports
        # only a figure written the same bare way (`614,820` for `614,820`, not `614,820원`),
        # or as a rate when the table declares none (a 증감률 column of a table in 백만원)
        return False
    if draft.unit is not None and source.unit is not None and draft.unit != source.unit:
        return False
    if draft.period and source.period and draft.period != source.period:
        # `2년` for `24개월`, `2.5분` for `150초`: a duration compares in the draft's own period
        family = next((f for f in _FAMILIES_OF_PERIODS if draft.period in f), {})
        if source.period not in family:
            return False  # `2시간` is no `2개월`, `3km` no `3개월`
        measure = source.value * family[source.period]
        source = source._replace(value=measure / family[draft.period], period=draft.period)
    if not draft.signed and (draft.rises or draft.falls):
        # `8.5조 원 늘었다` for `△8.5조원 감소`: the words say the opposite of the source
        told = direction(source)
        if told and told != (1 if draft.rises else -1):
            return False
    mine, theirs = draft.value, source.value
    if source.falls:
        theirs = -abs(theirs)  # `2.7조 원 감소` supports `-2.7조`, `△2.7조`, not `+2.7조`
    if not draft.signed:
        # An unsigned figure states a size; the direction (증가/감소, rose/fell) is words.
        mine, theirs = abs(mine), abs(theirs)
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
        if draft.bound == "max" and source.capped:
            # the source states a cap itself (`56개월 이내`): the draft's cap restates it, so it
            # is that cap correctly rounded at its last digit (`최대 3조` for `최대 2조 9천억`),
            # never another cap the source's figure happens to lie under (`up to 58 months`)
            return _rounds_to(theirs, draft.quantum) == mine
        return _within_bound(draft, abs(mine), abs(theirs))
    # a figure of two significant digits or more states its own precision: correctly rounded at
    # its last digit, it is that rounding however far (`1.2조` for `1조 2,345억`, `12억` for
    # `12억 3,400만`); one digit claims too little (`1조` for `1조 2,345억`, `5%` for `4.6%`)
    close = distance <= abs(theirs) * ROUNDING_TOLERANCE or abs(mine) >= draft.quantum * 10
    if not close and draft.unit in _RATE_UNITS and draft.quantum <= _TENTH:
        close = True  # a rate to one decimal is a rounding, however small (`2.6%` for `2.55%`)
    if draft.key == (_SHARE,) and distance <= _SHARE_TOLERANCE:
        return True
    if distance * 2 <= draft.quantum and close and draft.key not in {(_PART,), (_SHARE,)}:
        # fewer digits: the correctly rounded value, and close (`31조` for `31조1880억`)
        return _rounds_to(theirs, draft.quantum) == mine
    if not draft.hedged or distance > abs(theirs) * HEDGE_TOLERANCE:
        return False
    if draft.key in {(_PART,), (_SHARE,)}:
        return True  # a part of a whole claims no precision of its digits (`3분의 1 수준`)
    # a hedged figure of three significant digits or more claims their precision: `약 1,031만`
    # is no 1,013만 (off by more than the step of its last digit), while `about 75` for 73 and
    # `약 1,600만` for 1,637만 are hedges
    return len(significant_digits(mine)) < 3 or distance <= _last_digit_step(mine)


def _last_digit_step(value: Decimal) -> Decimal:
    """The step of the last non-zero digit of `value`: 1 for 1031, 100 for 1600, 0.1 for 2.5."""
    exponent = abs(value).normalize().as_tuple().exponent
    return Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0)


def _within_bound(draft: Figure, mine: Decimal, theirs: Decimal) -> bool:
    """A bound holds when the source lies on its side, and not far (its next step or 5%)."""
    reach = max(draft.quantum, mine * HEDGE_TOLERANCE)
    # (short of a whole step: `3시간 가까이` is no 2 hours, `1만 건 이상` no 2만)
    if draft.bound == "min":
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
