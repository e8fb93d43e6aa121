"""An amount or count given per period: `월 30만 원`, `연 최대 276만 원`, `주 2회`, `KRW
300,000 a month`. A sentence that keeps the figure but gives it per another period (`연 30만
원` for `월 30만 원`) states another quantity; the value alone cannot tell, so the words beside
the figure, in the sentence and in the block, are compared."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding
from fa_grounding._support import cited_numbers_of
from fa_grounding._tables import heads_over_cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("base_of_a_period", "check_periods_of_amounts", "period_of", "table_period")

# The periods and their words before a figure (a word of its own: `월 30만 원`, not `3월 30만
# 원`), with a word of a bound or an average between (`연 최대 276만 원`, `월평균 12건`)
# (also one of the period right before the amount, `1일 2,000원`; not a day of a month,
# `9월 1일 2,000원`)
_BEFORE = {
    "day": r"하루|매일|일평균|일일|1일\s?평균|(?<!월\s)(?<!월)1\s?일",
    "week": r"주|매주|주당|주간|1\s?주일?",
    "month": r"월|매월|매달|월간|월평균|한\s?달(?:에)?|달마다|1\s?개월",
    "year": r"연|매년|연간|연평균|한\s?해(?:에)?|해마다|1\s?년",
    "hour": r"시간당|1\s?시간당?",
    # a span of minutes (`30분당 500원`): named with its count, `30 minutes`
    "minutes": r"\d{1,3}\s?분당",
}
_PERIOD_BEFORE = re.compile(
    r"(?:^|(?<=[\s(（,:·/]))(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in _BEFORE.items())
    + r")(?:에)?\s?(?:최대|최고|최소|평균|약|기준|총|각)?\s?(?:[$₩]|US\$|KRW\s?|USD\s?)?$"
)
# The same after a figure: `/월`, `a month`, `per year`, `monthly`, `annually`
_AFTER = {
    "day": r"/\s?일|(?:a|per|each)\s+day|daily",
    "week": r"/\s?주|(?:a|per|each)\s+week|weekly",
    "month": r"/\s?월|(?:a|per|each)\s+month|monthly",
    "year": r"/\s?(?:연|년)|(?:a|per|each)\s+year|annually|yearly",
    "hour": r"/\s?시간|(?:an|per|each)\s+hour|hourly",
}
_PERIOD_AFTER = re.compile(
    r"\s?(?:[가-힣%]{1,2}\s?|[A-Za-z]{1,8}\s)?(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in _AFTER.items())
    + r")\b",
    re.IGNORECASE,
)
_REACH = 16


# A month or a year before the topic it limits (`1팀당 월 이용 한도는 40시간`, `연 지원액은 300만
# 원`): one or two short words, the last with its particle, between (not a week's `주`, which is
# also `main`: `주 이용 시간대는`)
_PERIOD_OF_TOPIC = re.compile(
    r"(?:^|(?<=[\s(（,:·/]))(?:(?P<month>월|매월|월간)|(?P<year>연|매년|연간))\s"
    r"(?:[가-힣]{1,4}\s)?[가-힣]{1,4}(?<=[가-힣])(?:은|는|이|가)\s(?:최대|최고|최소|평균|약|총)?\s?$"
)
_TOPIC_REACH = 24


def period_of(text: str, figure: Figure) -> str | None:
    """The period `text` gives `figure` per (`day`, `week`, `month`, `year`), else None."""
    before = _PERIOD_BEFORE.search(
        text, max(0, figure.start - _REACH), figure.start
    ) or _PERIOD_OF_TOPIC.search(text, max(0, figure.start - _TOPIC_REACH), figure.start)
    found = before or _PERIOD_AFTER.match(text, figure.start + len(figure.raw.rstrip()))
    if found is None:
        return None
    return _named(found)


def _named(found: re.Match[str]) -> str:
    """The period a match of `_BEFORE`'s words names (`30 minutes` of `30분당`)."""
    name, words = next((n, v) for n, v in found.groupdict().items() if v is not None)
    if name == "minutes":
        return f"{''.join(ch for ch in words if ch.isdigit())} minutes"
    return name


# The period a column's head gives its amounts (`초과 요금(30분당)`, `기본 이용료(1시간)`)
_HEAD_PERIOD = re.compile(
    r"[(（\s](?:(?P<minutes>\d{1,3}\s?분당?)|(?P<hour>1\s?시간|시간당)|(?P<day>1\s?일|일당)"
    r"|(?P<month>1\s?개월|월)|(?P<year>1\s?년|연간))[)）]"
)


def _head_period(anchor: str, figure: Figure, source: _Source) -> str | None:
    """The period the head over the figure's cell gives it (`500` under `초과 요금(30분당)`)."""
    cells = heads_over_cells(anchor, source)
    over = next((h for h, (a, b) in cells[1:] if a <= figure.start < b), None)
    found = _HEAD_PERIOD.search(f" {over}") if over is not None else None
    return _named(found) if found is not None else None


# An amount's unit per a period in a table's unit line or heads (`(단위: 원/일)`), and an amount's
# unit with none (`원`, `천 원`)
_MONEY_PER = re.compile(r"(?:원|달러|\$|USD|KRW)\s?/\s?(일|주|월|개월|년|연|시간)")
_MONEY = re.compile(r"(?:원|달러|\$|USD|KRW)(?!\s?/)")
_PERIOD_WORDS = {"일": "day", "주": "week", "월": "month", "개월": "month", "년": "year",
                 "연": "year", "시간": "hour"}  # fmt: skip


def table_period(anchor: str, source: _Source) -> str | None:
    """The period a table row's unit line or heads give every amount of its table (`(단위:
    원/일)`): one period, and no amount written per none beside it (`(단위: 원/일, 원)` tells
    no column's period); None otherwise."""
    texts = [source.blocks[a].text for a in source.table_context(anchor)]
    periods = {_PERIOD_WORDS[m.group(1)] for t in texts for m in _MONEY_PER.finditer(t)}
    if len(periods) != 1 or any(_MONEY.search(_MONEY_PER.sub("", t)) for t in texts):
        return None
    return periods.pop()


def check_periods_of_amounts(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a figure per one period and every cited figure of its
    value is given per another (`연 30만 원` for `월 30만 원`). Silent when a cited figure of
    that value is given per no period, or per the sentence's."""
    for figure in figures:
        if figure.kind != "number" or figure.signed:
            continue
        mine = period_of(sentence.body, figure)
        if mine is None:
            continue
        theirs = _cited_periods(figure, visible, source)
        if not theirs or None in theirs or mine in theirs:
            continue
        given = " or ".join(sorted(p for p in theirs if p))
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is given per {mine} here, but the cited block gives it "
                f"per {given}; restate the period.",
            )
        )


# One of a period written as a figure (`1일`, `1개월`), the base an amount right after it is per
_ONE_OF_A_PERIOD = re.compile(r"1\s?(?:일|주일?|개월|년|시간)")
# What may stand between the base and its amount (`1시간 2,000원`, `1시간에 2,000원`)
_TO_AMOUNT = re.compile(r"(?:에|당)?\s*")


def base_of_a_period(
    body: str, figure: Figure, figures: list[Figure], visible: tuple[str, ...], source: _Source
) -> bool:
    """Whether the figure is one of a period right before an amount (`1일 2,000원`), the base
    the amount is per, when a cited block gives that amount per the same period, in its words
    or its table's unit line (`(단위: 원/일)`): a base, not a day of a month. A base of more
    than one (`2일`), or of another period than the block's, is no such base."""
    one = _ONE_OF_A_PERIOD.match(body, figure.start)
    if one is None or one.end() < figure.start + len(figure.raw.strip()):
        return False  # (`1일` read whole, or `1` of `1시간` read as a duration)
    end = one.end()
    amount = next(
        (
            f
            for f in figures
            if f.kind == "number" and f.start >= end and _TO_AMOUNT.fullmatch(body, end, f.start)
        ),
        None,
    )
    if amount is None or (mine := period_of(body, amount)) is None:
        return False
    return mine in _cited_periods(amount, visible, source)


def _cited_periods(figure: Figure, visible: tuple[str, ...], source: _Source) -> set[str | None]:
    """The period each cited number of the figure's value is given per: in its block's words,
    else its table's unit line (None for none)."""
    return {
        period_of(text, found)
        or _head_period(anchor, found, source)
        or table_period(anchor, source)
        for anchor in visible
        for text, found in cited_numbers_of(figure, (anchor,), source)
    }
