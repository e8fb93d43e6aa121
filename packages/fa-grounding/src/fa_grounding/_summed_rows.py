"""The rows a table sums and counts: how many rows a cited total or average row sums (`관할
5개 시·군의 평균`), the years the year rows it sums span (`2020~2024년`, `5년간`), the quarters,
halves or months its period rows span (`1~3분기`, `3~8월`), how many rows a sentence ranks
among (`10개 구단 중 유일하게`), and the years a sentence says all of (`두 해 모두`). Each count
is the table's own, so a wrong count fails as any figure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _AMONG_AFTER
from fa_grounding._crosschecks._counted_years import _MAX_IN_A_ROW, _every_year
from fa_grounding._crosschecks._periods import _label_years
from fa_grounding._crosschecks._rows import table_rows
from fa_grounding._findings import _TOTAL_LABELS

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source

__all__ = (
    "counts_all_years",
    "counts_summed_rows",
    "counts_table_rows",
    "periods_a_total_sums",
    "years_a_total_sums",
)


# A count, what it counts and the average or total over them: `5개 시·군의 평균`, `3곳 평균`,
# `5개 권역 합계`, `4개 센터 전체로는` (a particle after the total), `두 차례 모집 인원을 합하면`.
_SUMMED_AFTER = re.compile(
    r"\s?[가-힣·]{1,5}(?:\s[가-힣·]{1,5}){0,3}\s?(?:의\s|\s)?"
    r"(?:평균|합계|전체|총계|합하면|합치면|더하면|합산하면|합|모두|총)"
    r"(?:으로|로|에서|의|은|는|이|가)*(?![가-힣])"
)
# or a total or an average said further on (`5개 시·군의회 2025년 회기: ... 회기 일수 합계 423일`)
_SUMMED_LATER = re.compile(r"(?<![가-힣])(?:평균|합계|총계|전체)(?![가-힣])")
_SUM_ROWS = _TOTAL_LABELS | {"평균"}
_WHOLE_TOTALS = _TOTAL_LABELS - {"소계"}
_MAX_SUMMED = 60


def counts_summed_rows(
    body: str, figure: Figure, visible: tuple[str, ...], source: _Source
) -> bool:
    """Whether a count is the number of rows a cited average or total row sums up (`관할 5개
    시·군의 평균` citing the row `평균 | 28.4 | ...` of a table of five 시·군; `네 차례 검진의
    정원은 모두`, `4개 시설 서고 면적 합계`): a whole number, its counter and, at most four
    short words on (or anywhere after it, as a word of its own), the average or total, or with
    no such word when the only cited rows are totals, equal to the count of the rows of that
    table that are not themselves averages or totals."""
    if figure.kind != "number" or figure.value != figure.value.to_integral():
        return False
    if not 2 <= figure.value <= _MAX_SUMMED or figure.unit or figure.measure:
        return False
    end = figure.start + len(figure.raw.rstrip())
    rows = [a for a in visible if source.blocks[a].table_row]
    # (citing a total row alone, a count of what it totals needs no word for the total:
    # `4개 단지(289MW)의 발전량은 705GWh` citing `합계 | 289 | ... | 705.0`)
    totals_only = bool(rows) and all(_label(source, a) in _WHOLE_TOTALS for a in rows)
    if (
        _SUMMED_AFTER.match(body, end) is None
        and _SUMMED_LATER.search(body, end) is None
        and not (totals_only and figure.counter)
    ):
        return False
    for anchor in visible:
        head = source.header(anchor)
        if head is None or _label(source, anchor) not in _SUM_ROWS:
            continue
        # (a second row of heads is no part: `| '23년 |`)
        if len(_parts(source, head, source.head_rows(anchor))) == figure.value:
            return True
    return False


# The words after a bare count that make it a count of years (`five years to 2024`)
_YEARS_AFTER = re.compile(r"\s?(?:개년|년|years?\b)")


def years_a_total_sums(
    body: str, figure: Figure, visible: tuple[str, ...], source: _Source
) -> bool:
    """Whether a year or a count of years is the span of the year rows a cited total row sums
    (`2020~2024년`, `Over 2020-2024`, `5년간` citing `합계 | 3,790 | 6,949` under rows labelled
    2020 to 2024, one a year with none missing): a year must be the first or the last of them,
    a count their number. A total over rows of places spans no years."""
    if figure.value != figure.value.to_integral() or figure.unit or figure.measure:
        return False
    if figure.kind == "date" and len(figure.key) == 3 and figure.key[1:] == (None, None):
        year = figure.key[0]
    elif figure.kind == "number" and not figure.approximate and 1900 <= figure.value <= 2100:
        year = int(figure.value)  # (an English year is read as a number: `Over 2020-2024`)
    elif figure.kind == "number" and (
        figure.period == "year" or _YEARS_AFTER.match(body, figure.start + len(figure.raw))
    ):
        year = None
    else:
        return False
    for anchor in visible:
        head = source.header(anchor)
        if head is None or _label(source, anchor) not in _WHOLE_TOTALS:
            continue
        parts = [_label_years(r, source) for r in _parts(source, head, source.head_rows(anchor))]
        if not parts or any(len(found) != 1 for found in parts):
            continue
        years = sorted(y for found in parts for y in found)
        if years[-1] - years[0] + 1 != len(years):
            continue
        if year in {years[0], years[-1]} or (year is None and figure.value == len(years)):
            return True
    return False


# The mark between a span's two ends (`Q1–Q3`, `1~3분기`, `Q1 to Q3`)
_SPAN_MARK = re.compile(r"\s?(?:[~∼〜\-–—]|to|through)\s?", re.IGNORECASE)
_PERIOD_ROWS = frozenset({"quarter", "half"})


def periods_a_total_sums(
    body: str, figure: Figure, figures: list[Figure], visible: tuple[str, ...], source: _Source
) -> bool:
    """Whether a quarter, half or month is an end of a span the sentence writes (`Q1–Q3 2025`,
    `1~3분기`, `3~8월`) whose ends are the first and the last of the period rows a cited total
    row sums (rows labelled 1분기 to 3분기, one period each, none missing), the span's year, if
    it names one, a year of the total's table (its caption or heads). A period alone, or a span
    of other rows, is no such end."""
    kind = _period_kind(figure)
    if kind is None:
        return False
    ends = _span_ends(body, figure, figures, kind)
    if ends is None:
        return False
    year = figure.key[0]
    for anchor in visible:
        head = source.header(anchor)
        if head is None or _label(source, anchor) not in _WHOLE_TOTALS:
            continue
        if year is not None and year not in source.years((anchor, *source.table_context(anchor))):
            continue
        parts = [
            _label_period(source, r, kind) for r in _parts(source, head, source.head_rows(anchor))
        ]
        if not parts or None in parts:
            continue
        numbers = [p for p in parts if p is not None]
        if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
            continue
        if ends == (numbers[0], numbers[-1]):
            return True
    return False


def _period_kind(figure: Figure) -> str | None:
    """`quarter` or `half` for those, `month` for a month with no day (`8월`, the 3 of `3~8월`),
    else None."""
    if figure.kind in _PERIOD_ROWS:
        return figure.kind
    if figure.kind == "date" and figure.key[2:] == (None,) and isinstance(figure.key[1], int):
        return "month"
    return None


def _span_ends(
    body: str, figure: Figure, figures: list[Figure], kind: str
) -> tuple[int, int] | None:
    """The first and last period of the span a quarter, half or month is an end of: the figure
    joined by a span's mark to another of its kind, or to a bare number before it (`1~3분기`)."""
    end = figure.start + len(figure.raw.rstrip())
    for other in figures:
        other_end = other.start + len(other.raw.rstrip())
        if other.start >= end and _SPAN_MARK.fullmatch(body, end, other.start):
            first, last = figure, other
        elif other_end <= figure.start and _SPAN_MARK.fullmatch(body, other_end, figure.start):
            first, last = other, figure
        else:
            continue
        ends = [_period_number(f, kind) for f in (first, last)]
        if ends[0] is not None and ends[1] is not None and ends[0] < ends[1]:
            return ends[0], ends[1]
    return None


def _period_number(figure: Figure, kind: str) -> int | None:
    """The number of a quarter, half or month (3 of `Q3 2025`, 8 of `8월`), or a bare whole
    number's (1 of `1~`)."""
    if _period_kind(figure) == kind and isinstance(figure.key[1], int):
        return figure.key[1]
    if figure.kind == "number" and not figure.unit and figure.value == figure.value.to_integral():
        return int(figure.value)
    return None


def _label_period(source: _Source, anchor: str, kind: str) -> int | None:
    """The one period of `kind` a table row's label names (`2분기`, `3월`), else None."""
    label = source.blocks[anchor].text.split(" | ", 1)[0]
    found = [f for f in source.figures(anchor) if f.start < len(label) and _period_kind(f) == kind]
    if len(found) != 1 or not isinstance(found[0].key[1], int):
        return None
    return found[0].key[1]


def counts_table_rows(body: str, figure: Figure, visible: tuple[str, ...], source: _Source) -> bool:
    """Whether a count the sentence ranks among (`10개 구단 중 유일하게`, `4개 구단 가운데 가장`)
    is the number of rows of a cited row's table, its rows of heads and its total and average
    rows left out: a whole number with its counter, then a word or two and `중`/`가운데`."""
    if figure.kind != "number" or figure.value != figure.value.to_integral():
        return False
    if not 2 <= figure.value <= _MAX_SUMMED or figure.unit or figure.measure or not figure.counter:
        return False
    if _AMONG_AFTER.match(body, figure.start + len(figure.raw.rstrip())) is None:
        return False
    for head in dict.fromkeys(source.header(a) for a in visible if source.blocks[a].table_row):
        if head is None:
            continue
        heads = source.head_rows(next(a for a in visible if source.header(a) == head))
        if len(_parts(source, head, heads)) == figure.value:
            return True
    return False


def _parts(source: _Source, head: str, heads: tuple[str, ...]) -> list[str]:
    """The rows of the table under `head` that a total or average row sums: not its rows of
    heads, nor totals and averages themselves."""
    return [
        r
        for r in table_rows(source, head)
        if _label(source, r) not in _SUM_ROWS and r not in heads and r != head
    ]


def _label(source: _Source, anchor: str) -> str:
    """A table row's first cell, without spaces."""
    return source.blocks[anchor].text.split(" | ", 1)[0].replace(" ", "")


# The words after a count of years that say of each of them (`두 해 모두`, `3년 모두`, `both`)
_ALL_AFTER = re.compile(r"\s?(?:개년|년|해)?\s?(?:모두|다|전부|내내)(?![가-힣])")


def counts_all_years(body: str, figure: Figure, years: frozenset[int]) -> bool:
    """Whether a count of years the sentence says all of (`도비 비중은 두 해 모두 15.0%`) is the
    number of years the cited blocks and their heads name, none missing between."""
    if figure.kind != "number" or figure.period != "year" or figure.unit or figure.measure:
        return False
    if figure.value != figure.value.to_integral() or not 2 <= figure.value <= _MAX_IN_A_ROW:
        return False
    if _ALL_AFTER.match(body, figure.start + len(figure.raw.rstrip())) is None:
        return False
    return _every_year({y for y in years if y > 0}, figure)
