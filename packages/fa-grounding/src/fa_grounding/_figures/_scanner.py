"""The main scanner: every number, date, quarter, half, time and list of years of a text,
read by one regular expression (`_SCAN`) and turned into figures; a count of years followed by
a count of months (`1년 6개월`) is one duration."""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from fa_grounding._figures._amounts import _number_figure
from fa_grounding._figures._figure import Figure, _year
from fa_grounding._figures._measures import read_measure
from fa_grounding._figures._pieces import (
    _APOS,
    _BIG_KU,
    _COUNTERS,
    _KU,
    _KU_VALUE,
    _MONTH_NUMBER,
    _MONTHS,
    _MONTHS_DE,
    _MONTHS_FR,
    _NUM,
    _PIECE,
    _SCHOOL_YEAR,
    _SPAN_MARK,
    _WEEKDAY,
    _YEAR_GLUED,
    _YEAR_SEP,
)

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
    r"|USD\b|KRW\b|EUR\b|[KMGTP]i?B(?![A-Za-z])|bytes?\b|[kKMGT]?Hz(?![A-Za-z])"
    # sizes in Korean words (`10메가바이트`)
    r"|(?:킬로|메가|기가|테라)?바이트"
    # the same sizes and frequencies as one compatibility character each (`100㎒`, `3.5㎓`, `5㎇`),
    # and data rates (`1,021.36Mbps`, `1Gbps`)
    r"|[㎅㎆㎇㎐㎑㎒㎓㎔]|[kKMGT]bps(?![A-Za-z])))?"
    # hedges and bounds after the figure, maybe after its counter: 130여 개, 1만 건 이상, 6천억 원대
    rf"(?P<hedge2>(?:\s?(?:{_COUNTERS}))?\s?(?:가량|정도|쯤|내외|남짓|안팎|여(?![가-힣])|이상|이하"
    # `6천억 원대`, `20%대`, `30대` are bands; a spaced `10만 대` counts vehicles (the counter 대)
    r"|넘게|넘는|넘어|넘은|초과|미만|(?<!\s)대(?=[로의를가이에은는다였\s.,)]|$)"
    # bounds in words: `500명에 (조금) 못 미친다`, `500명을 밑돈다` below, `1만 명을 웃돌았다` above
    r"|에\s?(?:(?:조금|약간|살짝|다소|소폭)\s?)?못\s?미[치쳐쳤친칠칩]"
    r"|[을를]\s?(?:(?:조금|약간|살짝|다소|소폭)\s?)?(?:밑돌|밑도|밑돈|하회|웃돌|웃도|웃돈|상회)"
    # and `1조 원을 넘는다`, `9천 명을 넘겼다`, `9,500명이 넘는다` above
    r"|[을를이가]\s?넘(?:는|었|어|은|겼|긴|길)"
    # close to, from below: `10만 대 가까이`, `36% 가까운`, `1조 원에 육박`
    r"|가까이|가까운|가깝게|에\s?육박"
    r"))?)"
)
# The counters of a numbered class (`제1종 구역`, `제2급`, `제1군`)
_CLASSES = frozenset({"종", "급", "군"})
_SCAN = re.compile(
    "|".join(
        (
            # An index's base year: `2020=100` names the year 2020; its 100 is the notation.
            r"(?P<ibase>(?<![\d.,])(?P<iby>(?:19|20)\d\d)\s?=\s?100(?![\d.,]))",
            # A notice's number with its year: 공고 제2020-269호, compared as a code (`No.
            # 2020-269`) and as its 호.
            r"(?P<kdocket>제\s?(?P<kdk>(?:19|20)\d\d[-–‑](?P<kdn>\d{1,6}))\s?호)",
            # Article, clause and other numbered labels: 제3조, 제2항, 제21대, 제2종 구역.
            # (and the branch of an article, `제36조의3`, is part of its name)
            # (not the end of a word, `과제 18종`: a count of kinds)
            r"(?P<label>(?:(?<![가-힣])제\s?|제)(?P<ln>\d+)\s?(?P<lk>조|항|호|관|장|절|편|목|차|회|기|대|심|권|부|위|종|급|군)"
            r"(?:(?<=조)의\s?(?P<lb>\d{1,3})(?!\d))?)",
            # An English reference to an article of a Korean law: `Article 7` is 제7조, `Article
            # 71(2)4` 제71조제2항제4호, `Art. 35` 제35조; the branch of `Article 50-3` (제50조의3)
            # is part of its name.
            # (a comma before a space ends it: `Under Article 17, the contractor`)
            # (a list of them, `Articles 6 and 10`, `Articles 4, 6 and 11`, is each an article,
            # each with its branch: `Articles 12 and 12-2`)
            r"(?P<articles>\bArticles\s(?P<alist>\d{1,4}(?:-\d{1,3})?"
            r"(?:(?:,\s?|,?\s(?:and|or)\s)\d{1,4}(?:-\d{1,3})?)+)"
            r"(?![\d.(]|,\d))|"
            r"(?P<article>\bArt(?:icle|\.)\s?(?P<an>\d{1,4})(?:-(?P<ab>\d{1,3})(?=\())?"
            r"(?:\((?P<ap>\d{1,3})\)(?P<ah>\d{1,3})?)?"
            r"(?:-(?P<ab2>\d{1,3})(?![\d.]|,\d))?(?![\d.]|,\d))",
            # An English round of an exam or a series: `round 2` is 제2회, `cohort 7` 제7기,
            # `session 3` 제3회; `cohorts 6 to 9` and `rounds 1 and 2` name both ends
            r"(?P<round>\b(?:[Rr]ound|[Cc]ohort|[Ss]ession)(?P<rs>s)?\s(?P<rn>\d{1,3})"
            r"(?(rs)\s?(?:-|–|~|to|and|&)\s?(?P<rn2>\d{1,3})|)(?!\d|[.,:]\d))",
            # A phase of a project or a plan, a name and no amount: `2단계`, `제2단계` and
            # `Phase 2` or `Stage 2` (`stage-2`) are one label, `2-6단계` one of a span of
            # phases (a half step, `2.5단계`, stays a number)
            r"(?P<stage>\b(?:[Pp]hase|[Ss]tage|PHASE|STAGE)[\s-](?P<pn>\d{1,2})(?![\d.,])"
            r"|(?<![\d.,])(?:제\s?)?(?P<sn>\d{1,2})(?:\s?[-~∼]\s?(?P<sn2>\d{1,2}))?\s?단계)",
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
            # Half-years: 2019년 하반기, ’20년 상반기, 19.下, ’20.上 (the year is required), and a
            # table's head `2025 상반기` (four digits, then the half).
            rf"(?P<halfyear>(?:(?P<hy>(?:19|20)\d\d)|(?:(?<={_APOS})|(?<![\d.,]))(?P<hy2>\d{{2}}))"
            r"(?:\s?년\s*(?P<hh>상반기|하반기)|(?(hy)\s(?P<hh3>상반기|하반기)|(?!))"
            r"|\.\s?(?P<hh2>[上下])(?:半期)?))",
            # Abbreviated years with a date: ’25.5.14. / ’24.12.10일(화) / ’25.5월.
            # (The year's mark is looked behind, so the scan starts at the digits.)
            rf"(?P<adate>(?<={_APOS})(?P<ay>\d{{2}})\.\s?(?P<am>1[0-2]|0?[1-9])\.\s?"
            r"(?P<ad>3[01]|[12]\d|0?[1-9])(?!\d)\.?(?:\s?일)?"
            rf"|(?<={_APOS})(?P<ay2>\d{{2}})\.\s?(?P<am2>1[0-2]|0?[1-9])(?:\s?월|\.(?![\d,])"
            # the start of a range of them (`’24.9~’25.2`), or the end of the text
            rf"|(?=\s?[~∼]\s?{_APOS}\d{{2}}\.)|(?=\s*$)"
            # a timeline entry: `○ ’10. 10  군 현지 실사단 파견`, `’10. 11 외교부 ...`
            r"|(?=\s+[^\s\d%％원명개건억만천조분차회위배년~∼.,:)（(\-–])))",
            # Lists and ranges of years: 2019‧21‧23년, ’19~’23년, 2019·2021·2023년.
            rf"(?P<ylist>(?:(?<={_APOS})\d{{2}}|(?<![\d.,])(?:19|20)\d\d)(?:\s?{_YEAR_SEP}\s?"
            rf"{_APOS}?\d{{2}}(?:\d\d)?)+\s?년(?:도)?"
            rf"|(?<={_APOS})\d{{2}}(?:\s?{_YEAR_SEP}\s?{_APOS}\d{{2}})+(?!\d))",
            # Abbreviated years: ’25년, ’25., ’25, (25년), 25년도, 24년 말.
            rf"(?P<ayear>(?<={_APOS})(?P<ay3>\d{{2}})(?:\s?년(?:도)?|\s?{_SCHOOL_YEAR}"
            rf"|(?=[,~∼\s)]|\.(?![1-4]/4)|$|{_YEAR_GLUED}))"
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
            # (a four-digit year's dot, a space, then the month with `월`: `2026. 1월`)
            r"|(?<![\d.,])(?P<dy6>(?:19|20)\d\d)\.\s(?P<dm6>1[0-2]|0?[1-9])(?=\s?월)"
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
            rf"|(?:(?<=[~∼])|(?<=[~∼]\s))(?P<dd3>3[01]|[12]\d|0?[1-9])\.?(?=\s?{_WEEKDAY})"
            # (an English day of the month alone, `on the 19th`)
            r"|(?<=\bon the )(?P<dd4>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)\b"
            r"(?=\s*(?:$|[,.;:)\]\[]|(?:of|and|or|to|at|from|until|through)\b)))",
            # US month/day/year: 8/31/2024; day/month/year as Europe and Latin America write it
            # when the day cannot be a month: 29/01/2020.
            r"(?P<usd>(?<![\d/])(?:(?P<um>1[0-2]|0?[1-9])/(?P<ud>3[01]|[12]\d|0?[1-9])"
            r"|(?P<ed3>3[01]|2\d|1[3-9])/(?P<em4>1[0-2]|0?[1-9]))/(?P<uy>(?:19|20)\d\d|\d\d)(?![\d/]))",
            # A year on its own: 2024년, 2024년도.
            # and the years of a school, an account or a business: 2025학년도, 2025회계연도.
            rf"(?P<kyear>(?P<ky2>\d{{4}})\s?(?:년|{_SCHOOL_YEAR}))",
            # Clock times: 09:00, 오후 3시 30분, 3 p.m.
            r"(?P<time>(?:(?P<tap1>오전|오후)\s?)?(?P<th>\d{1,2}):(?P<tm>\d{2})(?::\d{2})?"
            r"(?:\s?(?P<tap2>[ap]\.m\.|[ap]m\b|AM\b|PM\b))?"
            r"|(?:(?P<tap3>오전|오후|새벽|저녁|밤)\s?)?(?P<kh>\d{1,2})\s?시(?!간|대|각|장|점|작|기|청|민|설)"
            # (seconds are read with the minutes and, as in `2:10:54`, not compared)
            r"(?:\s?(?P<kmin>\d{1,2})\s?분(?:\s?\d{1,2}\s?초)?|\s?(?P<half>반))?"
            r"|(?P<eh>\d{1,2})\s?(?P<tap4>[ap]\.m\.|[ap]m\b|AM\b|PM\b))",
            # Month/day: 3/23(토).
            # (not a part whose whole has thousands, `1/1,500`)
            r"(?P<md>(?<![\d.,/])(?P<sm>1[0-2]|0?[1-9])/(?P<sd>3[01]|[12]\d|0?[1-9])(?![\d/]|,\d))",
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
            rf"|\b(?P<ed2>\d{{1,2}})(?:st|nd|rd|th|er|\.)?\s+(?P<em2>{_MONTHS})(?![A-Za-zÀ-ÿ])\.?,?"
            r"(?:\s+(?P<ey2>(?:19|20)\d\d))?"
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
_SHAPE_AFTER = frozenset("=-./:~–‑년월일시분학회사상하단Q)apAPsnrt·‧・∙ㆍ∼〜") | frozenset(
    "JFMASONDjfmode"
)
# Where a figure can start, besides digits: signs, currencies, 제, 오전/오후, Q, USD, KRW, EUR,
# FY, a round or phase, No./Docket/Case and capitalised month names (whole tokens, so that an
# ordinary capital or syllable costs no scan attempt).
_LEAD = re.compile(
    r"제|Art|[Rr]ound|[Cc]ohort|[Ss]ession|[Pp]hase|[Ss]tage|PHASE|STAGE|[△▲▼▽+\-–$₩€£¥￥]|오전|오후|새벽|저녁|밤|Q|USD|KRW|EUR|JPY|US\$|FY"
    r"|(?:[Nn]os?|Dkt|[Dd]ocket|Case)\b|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
)
# Month names in capitals, German and French start a figure too (`JUNE 11TH`, `Mai 2020`, `mai
# 2020`); the longer lead is used only for a text that holds one, so other text pays nothing.
_OTHER_MONTHS = re.compile(
    rf"JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|{_MONTHS_DE}|\b(?:{_MONTHS_FR})\b"
)
_LEAD_MONTHS = re.compile(f"{_LEAD.pattern}|{_OTHER_MONTHS.pattern}")
_APOS_CHARS = frozenset("’‘'`´′")


_ANCHORISH_TOKEN = re.compile(
    r"(?<![A-Za-z0-9])(?:L[1-9]\d*|s[1-9]\d*\.[1-9]\d*|s[1-9]\d*n(?:\.[1-9]\d*)?"
    r"|p[1-9]\d*(?:\.[1-9]\d*)?|t[1-9]\d*|x[1-9]\d*\.[1-9]\d*(?:\.[1-9]\d*)?"
    r"|r[1-9]\d*(?:\.[1-9]\d*)?)(?![A-Za-z0-9])"
)


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
        if figure.period in _THEN:
            held = figure  # (`약 3시간 51분`: the hedge is the whole duration's)
            continue
        yield figure
    if held is not None:
        yield held


# A web address: its digits (`/pds/1/200406/`, `Art_ID=29790`) are a path, not figures.
_WEB_ADDRESS = re.compile(r"\b(?:https?://|www\.)[^\s\"'<>()\[\]]+")


# Only a unit whose spelling holds a digit (`m3`, `CO2`) needs its end found again.
_DIGIT_IN_UNIT = re.compile(r"[^\d\s][^\s]{0,8}?\d")
_UNIT_REACH = 12


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
            figure = _number_figure(match, text)
            yield figure
            if (
                figure.measure is not None
                and _DIGIT_IN_UNIT.search(text, match.end(), match.end() + _UNIT_REACH)
                and (found := read_measure(text, match.end()))
            ):
                # the digits of its unit are no figures (`CO2` of `12.5MtCO2e`, `m3` of `㎍/m3`)
                consumed = max(consumed, found[1])
            continue
        figure = _figure(match, kind)
        if figure is not None:
            yield from figure


_ARTICLE_ITEM = re.compile(r"(\d{1,4})(?:-(\d{1,3}))?")
"""An article of an English list, with its branch (`12-2`: 제12조의2)."""


def _figure(match: re.Match[str], kind: str | None) -> list[Figure] | None:
    """The figure(s) a non-number match stands for; None for an inline enumerator."""
    g = match.group
    start = match.start()
    raw = g(0)
    if kind == "label":
        key: tuple[object, ...] = (g("lk"), int(g("ln")))
        if g("lb"):
            key = (*key, int(g("lb")))  # 제36조의3
        found = [Figure("label", raw, key=key, start=start)]
        if g("lk") in _CLASSES:
            # `제1종`, `제2급`: a class, which English numbers (`Class 1`, `Zone 1`) as well
            number = Figure("number", g("ln"), Decimal(g("ln")), key=(False,), start=start)
            found.append(number._replace(alternative=True))
        return found
    if kind == "round":
        series = "기" if raw[:1] in "Cc" else "회"
        first = Figure("label", raw, key=(series, int(g("rn"))), start=start)
        if not g("rn2"):
            return [first]
        last = Figure("label", g("rn2"), key=(series, int(g("rn2"))), start=match.start("rn2"))
        return [first._replace(raw=raw[: match.end("rn") - start]), last]
    if kind == "stage":
        # (also a count of phases, `3단계 개발 모델` for `a three-stage model`: a second reading)
        n = int(g("pn") or g("sn"))
        if g("sn2"):  # `2-6단계`: one name of phases 2 to 6
            return [Figure("label", raw, key=("단계", n, int(g("sn2"))), start=start)]
        # (a count of stages, never a length or an amount: `5단계` is no `5㎝`)
        count = Figure("number", raw, Decimal(n), None, Decimal(1), False, False, (False,), start)
        count = count._replace(counter="단계")
        return [Figure("label", raw, key=("단계", n), start=start, others=(count,))]
    if kind == "articles":
        first = match.start("alist")
        return [
            Figure("label", item.group(0),
                   key=("조", int(item[1]), *((int(item[2]),) if item[2] else ())),
                   start=first + item.start())
            for item in _ARTICLE_ITEM.finditer(g("alist"))
        ]  # fmt: skip
    if kind == "article":
        branch = g("ab") or g("ab2")
        article: tuple[object, ...] = (
            ("조", int(g("an")), int(branch)) if branch else ("조", int(g("an")))
        )
        parts = [("항", g("ap")), ("호", g("ah"))]
        return [Figure("label", raw, key=article, start=start)] + [
            Figure("label", raw, key=(k, int(n)), start=start) for k, n in parts if n
        ]
    if kind == "code":
        # compared by their digit groups: `(02) 3450-5400` is `02-3450-5400`
        return [Figure("code", raw, key=("-".join(_DIGIT_RUN.findall(raw)),), start=start)]
    if kind == "docket":
        return [Figure("code", raw, key=(_DASHES.sub("-", g("dk")),), start=start)]
    if kind == "ibase":
        return [Figure("date", raw, key=(int(g("iby")), None, None), start=start)]
    if kind == "kdocket":
        return [
            Figure("code", raw, key=(_DASHES.sub("-", g("kdk")),), start=start),
            Figure("label", raw, key=("호", int(g("kdn"))), start=start, alternative=True),
        ]
    if kind == "ylist":
        return _year_list(raw, start)
    if kind in {
        "iso", "kdot", "kor", "kyear", "md", "mdot", "eng", "adate", "ayear", "sdot", "dday", "usd"
    }:  # fmt: skip
        year = month = day = None
        if kind == "dday":
            day = int(g("dd2") or g("dd3") or g("dd4"))
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
            year = _year(g("dy") or g("dy2") or g("dy3") or g("dy4") or g("dy5") or g("dy6"))
            month = int(g("dm") or g("dm2") or g("dm3") or g("dm4") or g("dm5") or g("dm6"))
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
        half = 1 if (g("hh") or g("hh2") or g("hh3")) in {"상반기", "上"} else 2
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
