"""Counts of years a sentence gives (`3년 연속`, `4년 사이`, `최근 5년 중`, `3년간`), held to the
years the cited blocks and their tables name: arithmetic fa checks itself."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._periods import _label_years
from fa_grounding._crosschecks._rows import table_rows
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import figure_years

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ("counts_cited_years", "counts_table_years", "covers_cited_years", "spans_cited_years")


# A count of years in a row: `3년 연속`, `2년째`, `3 consecutive years`, `3 years in a row`.
_IN_A_ROW_AFTER = re.compile(
    r"\s?(?:개년|년)\s?(?:연속|째|내리)|\s(?:consecutive|straight)\s(?:years|yrs)"
    r"|\syears\sin\sa\srow",
    re.IGNORECASE,
)
_MAX_IN_A_ROW = 30
_DIGITS = re.compile(r"\s*\d+")


# Years back from now (`3년 전`, `3 years ago`), not a deadline or a start (`1년 전까지`)
_AGO_AFTER = re.compile(r"\s?년\s?전(?!까지|부터|에)|\s(?:years?)\s(?:ago|earlier)\b")
_APART_AFTER = re.compile(r"\s?년\s?(?:사이|새|만에|동안|간)|\s(?:years?)\s(?:apart|later|on)\b")


def spans_cited_years(
    body: str,
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    *,
    both_ends: bool = False,
) -> bool:
    """Whether a count of years between (`4년 사이`, `4년 새`, `4년 만에`, `4년 동안`) is the
    distance from the first to the last year the cited blocks name (`2020년`, `2024년`: four),
    when the sentence names no year of its own, or from the one year it names to the cited
    years' other end (`2022년부터 2년 새` over rows of 2022 and 2024): arithmetic fa checks
    itself. With `both_ends`, whether it counts both end years instead (`5년 사이` for 2020 to
    2024), the way a span is counted the other way: the caller leaves it unconfirmed."""
    end = _count_end(body, figure, least=1)
    if end is None or figure.approximate:
        return False
    ago = _AGO_AFTER.match(body, end) is not None
    if (not ago and _APART_AFTER.match(body, end) is None) or (ago and both_ends):
        return False  # (years ago count one end only: `4년 전` of 2024 is 2020)
    years = [y for y in source.years(_with_heads(present, source)) if y > 0]  # (not months)
    if ago:
        # (`3년 전 243만 원`: back from the year the title reports, `2024년 ... 실태조사`)
        documents = {source.blocks[a].document for a in present}
        years += [
            y
            for d in documents
            for y in figure_years(source.title_figures(d))
            if y > 0 and len(documents) == 1
        ]
    if len(set(years)) < 2:
        # (`2022년에는 ... 23만 7,501명` and a block of the year its heading names, `2024년
        # 임금체불 현황`: the heading's year is that block's)
        headings = tuple(a for a in source.headings_over(present) if source.blocks[a].heading)
        years += [y for y in source.years(headings) if y > 0]
    if len(set(years)) < 2:
        return False
    named = {int(y) for y in _NAMED_YEAR.findall(body)} | {
        2000 + int(y) for y in _SHORT_YEAR.findall(body)
    }
    first, last = min(years), max(years)
    if len(named) > 1 or (named and not named & {first, last}):
        return False  # the sentence's own years span it (`_spans_its_dates`)
    counted = figure.value - 1 if both_ends else figure.value
    if not named and _RECENT_BEFORE.search(body, max(0, figure.start - 6), figure.start):
        # `최근 10년 새` over heads of 1988, 2014 and 2024: back from the last to one of them
        return any(counted == last - y for y in years)
    return counted == last - first


def _with_heads(present: tuple[str, ...], source: _Source) -> tuple[str, ...]:
    """The cited blocks and the rows of heads over the cited table rows: a row cited alone
    (`거래량 | 3,980 | 4,570 | 5,420`) names its years in its heads (`2022년 | 2023년 | 2024년`)."""
    heads = (h for a in present if source.blocks[a].table_row for h in source.head_rows(a))
    return tuple(dict.fromkeys((*present, *heads)))


# The recent years a span reaches back over (`최근 10년 새`, `지난 10년간`)
_RECENT_BEFORE = re.compile(r"(?:최근|지난|last|past)\s?$", re.IGNORECASE)
_NAMED_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})\s?년")
_SHORT_YEAR = re.compile(r"['’‘](\d{2})\s?년")


def counts_cited_years(
    body: str, figure: Figure, present: tuple[str, ...], source: _Source
) -> bool:
    """Whether a count of years in a row (`2022년 이후 3년 연속`, `2년째`) is at most the longest
    run of consecutive years the cited blocks name (`2022년`, `2023년`, `2024년`: three): a whole
    number from 2 to 30 with the words right after it. What happened in each of those years is
    the cited rows' to show; more years than they name is a figure they do not give."""
    end = _count_end(body, figure)
    if end is None or _IN_A_ROW_AFTER.match(body, end) is None:
        return False
    years = sorted(y for y in source.years(_with_heads(present, source)) if y > 0)  # (not months)
    longest = run = 1 if years else 0
    for before, after in pairwise(years):
        run = run + 1 if after == before + 1 else 1
        longest = max(longest, run)
    return figure.value <= longest


# A span of recent years a sentence compares among: `최근 5년 중`, `지난 5년간`, `최근 5개년`.
_RECENT_AMONG_AFTER = re.compile(r"\s?(?:개년|년)\s?(?:중|가운데|간|동안|사이)?(?![가-힣])")


def counts_table_years(
    body: str, figure: Figure, visible: tuple[str, ...], source: _Source
) -> bool:
    """Whether a span of recent years a sentence compares among (`최근 5년 중 합격률이 가장 낮았던
    해는 2023년`, citing the 2023 row only) is the number of years the rows of a cited row's
    table are labelled with, one row a year and no year missing between the first and the last:
    the cited row is one of them, and the comparison is the table's to show. Recent years may
    also be the cited year rows themselves when they end the table (`최근 3년 응시자는` citing
    its last three rows). A table of other rows (provinces) counts no years."""
    end = _count_end(body, figure)
    if end is None or _RECENT_AMONG_AFTER.match(body, end) is None:
        return False
    if _RECENT_BEFORE.search(body, 0, figure.start) is None:
        return False
    cited = [a for a in visible if source.blocks[a].table_row]
    for head in dict.fromkeys(source.header(a) for a in cited):
        if head is None:
            continue
        labels = [_label_years(r, source) for r in table_rows(source, head)]
        years = {y for found in labels if len(found) == 1 for y in found}
        if _every_year(years, figure):
            return True
        mine = [_label_years(a, source) for a in cited if source.header(a) == head]
        named = {y for found in mine if len(found) == 1 for y in found}
        if named and years and max(named) == max(years) and _every_year(named, figure):
            return True
    return False


# The words after a count of years that make it a duration (`3년간`, `3년 동안`)
_DURING_AFTER = re.compile(r"\s?(?:개년|년)\s?(?:간|동안)(?![가-힣])")


def covers_cited_years(
    body: str, figure: Figure, present: tuple[str, ...], source: _Source
) -> bool:
    """Whether a duration in years (`3년간 6.8%p 상승`) counts every year of a series the cited
    blocks show, both ends included (`2022년 | 2023년 | 2024년`: three), when the sentence names
    no year of its own: a duration covers the years the series shows, as a distance
    (`spans_cited_years`) steps between its ends. Only a series with no year missing."""
    end = _count_end(body, figure)
    if end is None or figure.approximate or _DURING_AFTER.match(body, end) is None:
        return False
    if _NAMED_YEAR.search(body) or _SHORT_YEAR.search(body):
        return False  # the sentence's own years span it (`_spans_its_dates`)
    return _every_year({y for y in source.years(_with_heads(present, source)) if y > 0}, figure)


def _count_end(body: str, figure: Figure, *, least: int = 2) -> int | None:
    """Where the digits of a count of years end in `body` (a figure may be read with its `년`),
    when the figure is a whole number from `least` to 30 with no unit; else None."""
    if figure.kind != "number" or figure.unit or figure.measure:
        return None
    if figure.value != figure.value.to_integral() or not least <= figure.value <= _MAX_IN_A_ROW:
        return None
    digits = _DIGITS.match(body, figure.start)
    return digits.end() if digits is not None else None


def _every_year(years: set[int], figure: Figure) -> bool:
    """Whether `years` are as many as the figure counts, with no year missing between the first
    and the last."""
    return len(years) == figure.value and max(years) - min(years) + 1 == len(years)
