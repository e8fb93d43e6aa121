"""Parts and shares of a whole (`3분의 1`, `1/200`, `10명 중 7명꼴`, `절반`), tenths
(`3할`), inches, and the other second readings of one spelling (`395k`, `1.2E+06`, a compact
date `20240315`)."""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from decimal import Decimal

from fa_grounding._figures._dates import _COMPACT_DATE, _DATE_WORD, _DATE_WORD_BEFORE, _QUARTER_END
from fa_grounding._figures._figure import _HUNDRED, _ONE, _PART, _SHARE, _TENTH, Figure
from fa_grounding._figures._hedges import _BOUND_AFTER, _hedge_before

# Second readings (`Figure.alternative`): an integer with a glued lowercase k (`395k samples`,
# not `3M` or `16M 램`, which stay as written), and a part of a whole, `25/1000`, `1/200` (a
# denominator of 2, 3, 4, 5, 10 or above 31, so no month/day; the numerator smaller; not a
# quarter, `3/4분기` or the head `2025. 3/4`) or
# `1000분의 25`, also read as a percentage.
_GLUED_THOUSANDS = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)k(?=[\s),.;:]|$)")
_FRACTION = re.compile(
    r"(?<![\d/.,])(?<!\d\.\s)(?P<n>\d{1,4})/"
    r"(?P<d>[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{2,3}|3[2-9]|[4-9]\d|10|[2-5])"
    r"(?![\d/.]|,\d|\s?분기|\s?[(（])"
    # (`1,000분의 1.25`: a whole with thousands separators, a part with decimals; `1천분의 0.5`,
    # `천분의 0.5`, `10만분의 1`: a whole in Korean units)
    r"|(?:(?<![\d.,])(?P<d2>\d{1,3}(?:,\d{3})+|\d{1,4})(?P<dk>[십백천만])?|(?<![\w])(?P<dk2>[백천만]))"
    r"\s?분의\s?(?P<n2>\d{1,4}(?:\.\d{1,3})?)(?![\d]|[.,]\d)"
)
_WHOLE_UNITS = {"십": 10, "백": 100, "천": 1000, "만": 10000}


def _whole(match: re.Match[str]) -> Decimal:
    """The whole of a part (`1000` of `1000분의 25`, `1000` of `1천분의 0.5` and `천분의 0.5`)."""
    written = match.group("d") or match.group("d2")
    whole = Decimal(written.replace(",", "")) if written else Decimal(1)
    unit = match.group("dk") or match.group("dk2")
    return whole * _WHOLE_UNITS[unit] if unit else whole


# Tenths and hundredths in words: `9할` is 90%, `3할 2푼` 32%, `3할 2푼 5리` 32.5% (`할인`,
# `할당`, `할증`, `할부` are words).
_TENTHS = re.compile(
    r"(?<![\d.,])(?P<h>10|[1-9])\s?할(?!인|당|증|부|애|거|머|아|수|지|\s?수\s?있)"
    r"(?:\s?(?P<p>[0-9])\s?푼)?(?:\s?(?P<r>[0-9])\s?리)?"
)
# A spreadsheet cell in Excel's scientific notation (`1.56E+11`), and a compact date, as a
# `date` column writes it (`20201231`): second readings of a source, never of a draft.
_SCIENTIFIC = re.compile(r"(?<![\w.,])(?P<m>\d(?:\.\d+)?)[Ee]\+(?P<e>\d{1,2})(?![\w.,])")


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
        whole = _whole(match)
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


# A bound after tenths (`4할 이상`, `6할을 넘는`, `3할 미만`)
_TENTHS_BOUND = re.compile(r"\s?(?:[을를이가]\s?)?(이상|넘게|넘는|넘어|넘은|초과|이하|미만)")


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
        bound = _TENTHS_BOUND.match(text, match.end())
        if bound is not None:
            read = read._replace(bound=_BOUND_AFTER[bound.group(1)])  # `4할 이상`: at least 40%
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
        whole = _whole(match)
        if not 0 < part < whole:
            continue
        yield Figure(
            "number", match.group(0), part / whole * _HUNDRED, "%", _ONE, start=match.start(),
            alternative=True, capped=_PART_CAP.match(text, match.end()) is not None,
        )  # fmt: skip


# a part of a whole as a threshold: `정원의 3분의 1 미만이면 폐강`
_PART_CAP = re.compile(r"\s?(?:이내|이하|미만)")


# An amount's parts in brackets right after it (`1,280백만 원(교육 운영 420, 상품 개발 300)`)
_BRACKET = re.compile(r"\s?[(（]([^()（）]{1,120})[)）]")
_MANTISSA = re.compile(r"\d[\d,]*(?:\.\d+)?")


def draft_bracket_parts(text: str, figures: list[Figure]) -> list[Figure]:
    """A draft's bare numbers in brackets right after an amount, as its parts, in the amount's
    unit and scale (`총 1,280백만 원(교육 운영 420, 박람회 560, 상품 개발 300)`: 420백만 원),
    when there are two or more and they add up to no more than the amount. An amount written in
    two parts (`12억 8,000만 원`) lends no scale."""
    if "(" not in text and "（" not in text:
        return figures
    out = list(figures)
    for whole in figures:
        if whole.kind != "number" or whole.unit is None or whole.unit == "%":
            continue
        numbers = _MANTISSA.findall(whole.raw)
        bracket = _BRACKET.match(text, whole.start + len(whole.raw.rstrip()))
        if len(numbers) != 1 or bracket is None:
            continue
        scale = whole.value / Decimal(numbers[0].replace(",", ""))
        inside = range(bracket.start(1), bracket.end(1))
        parts = [f for f in figures if f.start in inside]
        if len(parts) < 2 or any(
            f.kind != "number" or f.unit is not None or f.measure is not None or f.period
            for f in parts
        ):
            continue
        if sum(f.value for f in parts) * scale > whole.value:
            continue
        for part in parts:
            out[out.index(part)] = part._replace(
                value=part.value * scale,
                quantum=part.quantum * scale,
                unit=whole.unit,
                key=whole.key,
            )
    return out
