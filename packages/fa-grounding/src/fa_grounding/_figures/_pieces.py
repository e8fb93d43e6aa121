"""The pieces the scanner's patterns are built from: a number, a Korean multiplier (`만`,
`억`), counters, month names in four languages, and the values of multipliers."""

from __future__ import annotations

import re

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
# Years named for what they count: a school year, a fiscal or business year (`2025학년도`,
# `2025회계연도`, `’24학년도`).
_SCHOOL_YEAR = r"(?:학년도|(?:회계|사업)\s?연도)"
# the marks between the two ends of a span (`2005.5 - 2017.12`, `2004.1 ∼ 2017.12`)
_SPAN_MARK = r"[~∼\-–]"
# The words after a count of days that make it the distance from one date to another: earlier or
# later than, before or after, left until (`17일 앞선다`, `3일 늦은`, `열흘 남았다`, `17 days
# ahead of`)
_APART = (
    r"앞[서선섰섭당]|빠[르른]|빨[리랐]|이[르른]|일찍|먼저|늦|뒤[에인]?(?![가-힣])|지연|남[아았은는]|차이"
    r"|ahead\b|earlier\b|before\b|later\b|after\b|early\b|late\b|behind\b|prior\b|left\b"
    r"|remaining\b|apart\b"
)
_WEEKDAY = r"[(（](?:월|화|수|목|금|토|일)[)）]"
_YEAR_SEP = r"[·‧・∙ㆍ~∼〜\-–→]"
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


_WEEKDAY_RE = re.compile(r"[(（](?:월|화|수|목|금|토|일)[)）]")


_KU_CHARS = frozenset(_KU_VALUE)


_BIG_KU = frozenset("만억조")
