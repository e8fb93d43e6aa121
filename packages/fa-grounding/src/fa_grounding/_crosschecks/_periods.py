"""Cross-checks of the period a figure is given: the column a year, quarter, half or month
heads must be the one the sentence gives the figure, and a row whose label names a year must
hold the figures the sentence gives that year."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._anchors import document_of
from fa_grounding._claims import states_a_change
from fa_grounding._clauses import (
    CLAUSE_END,
    clause_anchors,
    clauses,
    closed_before,
    dated_after,
    dated_bases_of,
    own_clause_year,
)
from fa_grounding._crosschecks._earlier_figures import same_period_figures
from fa_grounding._crosschecks._english_years import (
    english_period_after,
    english_year_after,
    english_years,
)
from fa_grounding._crosschecks._move_spans import SPAN_BETWEEN, SPAN_YEARS, since_year
from fa_grounding._crosschecks._moves import _BASE_BRACKET, _a_move, dated_by_period
from fa_grounding._crosschecks._period_heads import check_day_columns, held_to_heads, periods_row
from fa_grounding._crosschecks._refused_years import cell_year_starts, refuse_years
from fa_grounding._crosschecks._year_words import (
    _QUESTION_END,
    _THIS_YEAR,
    asked_last_year,
    opening_last_year,
)
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _NO_YEARS, figure_years, matches
from fa_grounding._figures._read import extract_figures
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence
from fa_grounding._tables import _cells, _columns_of, _head_of, _head_span, _head_years
from fa_grounding._units import Unit

if TYPE_CHECKING:
    from fa_grounding._source import _Source


# Words naming the year before the sentence's year, right before a figure (`전년 705.6`,
# `작년(93.1%)`, `a year earlier`); not as the base of a comparison (`전년보다 73.8% 늘었다`,
# `전년 대비`: the figure after it is the sentence's year's change)
_PREVIOUS_YEAR = re.compile(
    r"(?:전년|작년|지난해|전년도|그 전해|前年|previous year|prior year|a year earlier|last year)"
    r"(?!도?\s?(?:동기\s?|같은 기간\s?)?(?:보다|대비|에\s?비해))[^\d.,;]{0,8}$",
    re.IGNORECASE,
)
_BEFORE_REACH = 16
# Words dating a figure by the document's own year, not the year a sentence names, right before
# it or before the figure it is joined to by a middle dot (`지난해 105척·962억 원`)
_OF_THE_DOCUMENT = re.compile(
    r"(?:올해|금년|지난해|작년|this year|last year)[^\d.,;]{0,8}"
    r"(?:\d[\d,]*(?:\.\d+)?\s?[가-힣%]{0,3}\s?[·ㆍ]\s?)?$",
    re.I,
)
_YEAR_BEFORE_WORDS = re.compile(r"지난해|작년|전년|last year|the year before|a year earlier", re.I)
_YEAR_AT = re.compile(r"(?:(?:19|20)\d\d|['’]\d\d)\s?년도?\s?$")  # (`2020년 `, right before)


def _named_years(figures: list[Figure]) -> set[object]:
    """The years the sentence's dates, quarters and halves name."""
    return {
        f.key[0] for f in figures if f.kind in {"date", "quarter", "half"} and f.key[0] is not None
    }


# A year in brackets right after a figure names its year (`3시간 51분(2019년)에서`).
_YEAR_IN_BRACKETS = re.compile(
    r"\s?[가-힣%]{0,3}\s?[(（]\s*['’]?((?:19|20)\d\d|\d\d)\s?년?(?:도)?\s*[)）]"
)


def _year_right_before(body: str, figure: Figure, figures: list[Figure]) -> int | None:
    """The year of a date, quarter or half written right before `figure` (a particle or a few
    words between, no other number): `'23년 45.8%`, `'25년 상반기 45.3%`; or in brackets right
    after it (`3시간 51분(2019년)`)."""
    after = _YEAR_IN_BRACKETS.match(body, figure.start + len(figure.raw.rstrip()))
    if after is not None:
        year = int(after.group(1))
        return year if year >= 1900 else 2000 + year
    # (and an English year, `in 2025`, that a verb stating its level joins to the figure)
    english = english_years(body, figures) if _STATED_AS.search(body) else set()
    before = [
        f
        for f in figures
        if f.start < figure.start
        and figure.start - (f.start + len(f.raw)) <= _BEFORE_REACH
        and (
            (f.kind in {"date", "quarter", "half"} and isinstance(f.key[0], int))
            or (f.kind == "number" and f.raw.isdigit() and int(f.value) in english)
        )
    ]
    if not before:
        return None
    last = before[-1]
    between = [f for f in figures if last.start < f.start < figure.start and f.kind == "number"]
    gap = body[last.start + len(last.raw) : figure.start]
    if between or (_LATIN.search(gap) and _STATED_AS.fullmatch(gap) is None):
        # English puts a figure's year after it (`$0.47 in December 2013 and ...`), but for a
        # verb that states the period's level (`in November 2025 numbered 980`)
        return None
    return int(last.key[0]) if last.kind != "number" else int(last.value)  # type: ignore[arg-type]


_LATIN = re.compile(r"[A-Za-z]")
# The verb between a period and the level it states (`in 2025 numbered 980`, `in May stood at`)
_STATED_AS = re.compile(
    r",?\s(?:numbered|totall?ed|stood at|came to|amounted to|reached|was|were)"
    r"(?:\s(?:about|around|some|roughly|nearly|almost))?\s",
    re.IGNORECASE,
)


def _start_has_own_year(body: str, start: Figure, end: Figure, figures: list[Figure]) -> bool:
    """Whether the start of a move names its own year: in brackets right after it (`41건
    (2023년)에서`), or right before it when the end names one too (`'23년 45.8%에서 '25년
    45.3%로`)."""
    if _YEAR_IN_BRACKETS.match(body, start.start + len(start.raw.rstrip())) is not None:
        return True
    return (
        _year_right_before(body, start, figures) is not None
        and _year_right_before(body, end, figures) is not None
    )


def _month_right_before(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether a month is written right before `figure`, no other figure between (`10월
    92.35로`), in Korean order (English writes the month after its figure)."""
    return _month_before(body, figure, figures) is not None


def _month_before(body: str, figure: Figure, figures: list[Figure]) -> tuple[object, ...] | None:
    """The (year, month) of the date written right before `figure`, as `_month_right_before`
    finds it; None when there is none."""
    before = [f for f in figures if f.start < figure.start]
    if not before or before[-1].kind != "date" or before[-1].key[1:] == (None, None):
        return None  # (a day alone, `18일`, counts: its month is the heads')
    last = before[-1]
    gap = body[last.start + len(last.raw) : figure.start]
    if len(gap) > _BEFORE_REACH or _LATIN.search(gap):
        return None
    return tuple(last.key[:2])


_COMPARED_WITH = re.compile(r"\s?(?:보다|대비|에\s?비해)")
# The English words before a period a sentence only compares with (`Against H1 2024`,
# `compared with the first half of 2024`, `up 3.2% on 2024`); `from` and `since` are left out:
# they start a span as often (`From 2024, the fee is`)
_COMPARED_BEFORE_EN = re.compile(
    r"\b(?:against|compared (?:with|to)|versus|vs\.?|relative to|on)\s(?:the\s)?$", re.IGNORECASE
)


def _a_base(text: str, figure: Figure) -> bool:
    """Whether `text` writes the period `figure` as a base it compares with (`2023년 대비`,
    `2024년 상반기보다`, `Against H1 2024`), not as the period of its figures."""
    return (
        _COMPARED_WITH.match(text, figure.start + len(figure.raw)) is not None
        or _COMPARED_BEFORE_EN.search(text, max(0, figure.start - 24), figure.start) is not None
    )


def _dated_by_words(words: str, visible: tuple[str, ...], source: _Source) -> int | None:
    """The year `올해` or `지난해` (`this year`, `last year`) names: that of the cited blocks'
    date line, or the one before it; None without one date line."""
    from fa_grounding._document_year import release_year  # (it imports this module)

    dated = {y for a in visible if (y := release_year(source, document_of(a))) is not None}
    if len(dated) != 1:
        return None
    return next(iter(dated)) - (1 if _LAST_YEAR_WORDS.match(words) else 0)


_LAST_YEAR_WORDS = re.compile(r"지난해|작년|last year", re.IGNORECASE)
# The year before in words right before a figure it dates (`지난해 11건에서`, `지난해(13억
# 원)보다`), not as the base of a comparison whose figure is the change (`지난해보다 4만 명`)
_LAST_YEAR_AT = re.compile(
    r"(?:지난해|작년)(?!도?\s?(?:동기\s?|같은 기간\s?)?(?:보다|대비|에\s?비해))"
    # (past the quarter it names: `지난해 3분기 68.5%에서`)
    r"(?:\s?[1-4]\s?분기)?[^\d.,;]{0,8}$"
)


def _last_year_figures(
    body: str, figures: list[Figure], visible: tuple[str, ...], source: _Source
) -> dict[int, int]:
    """The figures of a sentence naming no year that the year before in words dates, by their
    starts: the year before the cited blocks' date line. None of them when a cited document's
    title names that year: a report on the year before its date line (`2024년 실태조사` dated 2025)
    leaves `지난해` between the year it reports and the one before (`5,320톤으로 지난해(4,850톤)
    보다`), so it dates nothing."""
    out: dict[int, int] = {}
    for figure in figures:
        if figure.kind != "number" or figure.start < 0:
            continue
        words = _LAST_YEAR_AT.search(_before(body, figure))
        if words and (own := _dated_by_words(words[0], visible, source)):
            out[figure.start] = own
    titled = {y for a in visible for y in source.title_periods(document_of(a))[1]}
    return {} if titled & set(out.values()) else out


def _before(body: str, figure: Figure, reach: int = _BEFORE_REACH) -> str:
    """The few characters of `body` right before `figure`."""
    return body[max(0, figure.start - reach) : figure.start]


# An English base after `from` in a clause of change (`up 48 (7.7%) from 620`, `rose 8.6% to
# 541 from 498`, `up from KRW 25,000`), and the end of a move after its start (`from 5 to 8`)
_BASE_FROM_EN = re.compile(
    r"\b(?:up|down|rose|fell|increased|decreased|grew|declined|dropped|climbed|gained|lost)\b"
    r"[^;]{0,40}?\bfrom\s(?:KRW\s?|₩\s?|US\$\s?|\$\s?)?$",
    re.IGNORECASE,
)
_FROM_REACH = 60
_TO_AFTER_EN = re.compile(r"[^;,]{0,30}?\bto\s(?:KRW\s?|₩\s?|US\$\s?|\$\s?)?\d", re.IGNORECASE)


# An English base after its figure: `413,180 a year earlier`, `in the previous year`.
_BASE_AFTER_EN = re.compile(
    r"\s?(?:[A-Za-z]{1,10}\s)?(?:a year (?:earlier|ago|before)|the (?:previous|prior|year) "
    r"(?:year|before)|(?:in )?the previous year|last year)\b",
    re.IGNORECASE,
)


# A head that gives the share of the period column before it (`2025. 9월 말 | 비중 | 2026. 9월
# 말 | 비중`): a flat header's way of merging the period over both.
_SHARE_HEAD = re.compile(r"^\s*(?:비\s?중|구성비|점유율)(?:\s?[(（]%[)）])?\s*$")


def _shares_of_years(
    source: _Source, head: str, head_cells: list[tuple[int, int]], column_years: list[set[int]]
) -> list[set[int]]:
    """`column_years` with each share column that names no year given the year of the column
    right before it, when that one names a year."""
    text = source.blocks[head].text
    out = list(column_years)
    for j in range(1, len(out)):
        a, b = head_cells[j]
        if not out[j] and out[j - 1] and _SHARE_HEAD.match(text[a:b]):
            out[j] = out[j - 1]
    return out


def _framed_periods(sentence: Sentence, figures: list[Figure], source: _Source) -> list[Figure]:
    """The one period the sentence's frame names (`○ 2024년 재원 구성` over its items, `Q. 1분기
    ... ?` before its answer), when the sentence names none of its own; placed before the
    sentence (start -1), so that it heads every figure of it."""
    if not sentence.context or any(f.kind in {"date", "quarter", "half"} for f in figures):
        return []
    framed = [
        f._replace(start=-1)
        for f in source.sentence_figures(sentence.context)
        if f.kind in {"date", "quarter", "half"}
        # (a year the frame only compares with is not its period: `2023년 대비`)
        and not _COMPARED_WITH.match(sentence.context, f.start + len(f.raw))
    ]
    return framed if len({(f.kind, f.key) for f in framed}) == 1 else []


def _compared_year(sentence: Sentence, figures: list[Figure], source: _Source) -> int | None:
    """The one year the sentence only compares with (`2023년 대비`, `2023년보다`), or, for one
    that names no period of its own and opens on the period of the sentence before (`같은
    기간`), the one year that sentence only compares with."""
    own = [f for f in figures if f.kind in {"date", "quarter", "half"}]
    if own:
        text, dated = sentence.body, own
    elif sentence.context:
        text = sentence.context
        dated = [f for f in source.sentence_figures(text) if f.kind in {"date", "quarter", "half"}]
    else:
        return None
    years = _named_years(dated)
    base = _named_years([f for f in dated if _a_base(text, f)])
    if len(years) != 1 or years != base or not all(f.kind == "date" for f in dated):
        return None
    year = next(iter(years))
    return year if isinstance(year, int) else None


def _compared_starts(body: str, figures: list[Figure], year: int | None) -> dict[int, int]:
    """figure start -> the year compared with, for the start of each move of the sentence that
    has no year of its own (`2023년 대비 보유자는 168명에서 157명으로`: 168 is 2023's)."""
    if year is None:
        return {}
    numbers = [f for f in figures if f.kind == "number"]
    return {
        a.start: year
        for a, b in pairwise(numbers)
        if _a_move(body, a, b)
        and not _YEAR_AT.search(body, 0, a.start)
        and not _start_has_own_year(body, a, b, figures)
    }


def _check_part_columns(
    sentence: Sentence,
    figures: list[Figure],
    held: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> set[int]:
    """The periods shorter than a year a sentence names, each held to its column like a year:
    one quarter, one half, one day, one or several months (of `_check_columns`). Returns the
    starts of the figures refused, which get no second finding."""
    flagged: set[int] = set()
    # (a quarter's end, `3분기 말`, read as its last month, names its quarter too)
    quarters = {r.key for f in figures for r in (f, *f.others) if r.kind == "quarter"}
    if len(quarters) == 1:
        # one quarter named (`2025년 1분기`) under quarter heads (`2025. 1/4 | 2025. 2/4`): the
        # figure must sit under that quarter, as under a year
        for quarter, dated in _quarters_of(
            sentence.body, figures, held, quarters, visible, source=source
        ):
            flagged |= _check_quarter_columns(
                sentence, dated, visible, quarter, source=source, units=units, out=out
            )
    halves = {f.key[:2] for f in figures if f.kind == "half"}
    if len(halves) == 1 and not quarters:
        # one half named (`'26년 상반기`) under heads of halves (`2025 상반기 | 2026 상반기`);
        # written in English right after a figure, the half is that figure's alone (`down from
        # 29 in the first half of 2024`); a figure of the same half of another year is held to
        # that year's (`against 29 in the same period of 2024`, `전년 동기(29건)`)
        half = next(f for f in figures if f.kind == "half")
        ahead = [f for f in figures if f.start < half.start]
        if ahead and english_period_after(sentence.body, ahead[-1], half) is not None:
            held = [ahead[-1]]
        year, part = next(iter(halves))
        # (a move's end after a start the half dates is the later period's: `2024년 하반기
        # 6.3%에서 3.5%로`)
        moves = [(a, b) for a, b in pairwise(held) if _a_move(sentence.body, a, b)]
        # (and so is every later move's end: `..., 합주실 B도 430시간에서 398시간으로`)
        first = next((a for a, _ in moves if dated_by_period(sentence.body, a, figures)), None)
        ends = {b.start for a, b in moves if first is not None and a.start >= first.start}
        held = [f for f in held if f.start not in ends]
        if _a_base(sentence.body, half):
            # a half the sentence only compares with (`Against H1 2024, ... from 72 to 88`,
            # `2024년 상반기 대비 72명에서 88명으로`) dates the start of a move alone
            held = [a for a, b in pairwise(held) if _a_move(sentence.body, a, b)]
        others = same_period_figures(sentence.body, held, year, part)
        for figure in held:
            # the same half of a year in words, the date line's (`2024년 상반기 160시간에서
            # 올해 상반기 144시간으로`): that year's
            words = _OF_THE_DOCUMENT.search(_before(sentence.body, figure))
            if words and (own := _dated_by_words(words[0], visible, source)) is not None:
                others.setdefault(figure.start, own)
        for period in {(year, part), *((y, part) for y in others.values())}:
            flagged |= _check_quarter_columns(
                sentence, [f for f in held if others.get(f.start, year) == period[0]], visible,
                period, source=source, units=units, out=out, kind="half",
            )  # fmt: skip
    days = {f.key for f in figures if f.kind == "date" and f.key[2] is not None}
    if len(days) == 1 and not quarters and not halves:
        # one day named (`연휴 마지막 날(18일) ... 3,254곳`) under heads of days: the sentence's
        # one figure, or with several the one written right after the day
        numbers = [f for f in figures if f.kind == "number"]
        if len(numbers) > 1:
            numbers = [f for f in numbers if _month_right_before(sentence.body, f, figures)]
        flagged |= _check_quarter_columns(
            sentence, numbers, visible, next(iter(days)), source=source, units=units,
            out=out, kind="day",
        )  # fmt: skip
    months = {f.key[:2] for f in figures if f.kind == "date" and f.key[1] is not None}
    if len(months) > 1 and not quarters and not halves:
        # several months (`9월 -11.0%에서 10월 -1.3%로`): each figure written right after its
        # month is held to that month's column
        for month in months:
            numbers = [
                f
                for f in figures
                if f.kind == "number" and _month_before(sentence.body, f, figures) == month
            ]
            flagged |= _check_quarter_columns(
                sentence, numbers, visible, month, source=source, units=units,
                out=out, kind="date",
            )  # fmt: skip
    if len(months) == 1 and not quarters and not halves:
        # one month named (`2025년 9월말`) under month heads (`'25.8말 | '25.9말`): likewise,
        # for the sentence's one figure, or with several for the figure written right after
        # the month (`9월 92.35에서 92.31로`: the second may be another month's)
        numbers = [f for f in figures if f.kind == "number" and f.start not in flagged]
        if len(numbers) > 1:
            numbers = [f for f in numbers if _month_right_before(sentence.body, f, figures)]
        flagged |= _check_quarter_columns(
            sentence, numbers, visible, next(iter(months)), source=source, units=units,
            out=out, kind="date",
        )  # fmt: skip
    return flagged


# The year before in words right before a quarter (`지난해 3분기`, `전년 3분기`)
_YEAR_BEFORE = re.compile(r"(?:지난해|작년|전년)\s?$")
_MOVE_FROM = re.compile(r"\s?(?:에서|부터)\s")


def _quarters_of(
    body: str,
    figures: list[Figure],
    held: list[Figure],
    quarters: set[tuple[object, ...]],
    visible: tuple[str, ...],
    *,
    source: _Source,
) -> list[tuple[tuple[object, ...], list[Figure]]]:
    """The one quarter a sentence names, with the figures it dates. Right after the year before
    in words (`지난해 3분기 68.5%에서 올해 66.1%로`) it is that quarter of the year before the
    one the title names, and dates the start of the move after it alone (every figure when
    there is none); the other figures are the title year's quarter."""
    quarter = next(iter(quarters))
    named = next((f for f in figures for r in (f, *f.others) if r.kind == "quarter"), None)
    if (
        named is None
        or quarter[0] is not None
        or not _YEAR_BEFORE.search(body, max(0, named.start - 6), named.start)
    ):
        return [(quarter, held)]
    years = {y for a in visible for y in source.title_periods(document_of(a))[1] if y > 0}
    if len(years) != 1:
        return [(quarter, held)]
    year = next(iter(years))
    numbers = [f for f in held if f.kind == "number" and f.start > named.start]
    starts = [
        a
        for a, b in pairwise(numbers)
        if _a_move(body, a, b) or _MOVE_FROM.match(body, a.start + len(a.raw))
    ]
    before = [starts[0]] if starts else held
    rest = [f for f in held if f not in before]
    return [((year - 1, *quarter[1:]), before), ((year, *quarter[1:]), rest)]


def _draft_head_years(sentence: Sentence, figures: list[Figure]) -> dict[int, int]:
    """figure start -> the one year the head of the draft's own table writes over its cell."""
    if sentence.kind != "table_row" or not sentence.head:
        return {}
    heads = [
        {y for y in figure_years(extract_figures(cell)) if y > 0}
        for cell in sentence.head.strip().strip("|").split("|")
    ]
    if not any(len(h) == 1 for h in heads):
        return {}
    body = sentence.body
    lead = 1 if body.lstrip().startswith("|") else 0
    out: dict[int, int] = {}
    for figure in figures:
        cell = body.count("|", 0, figure.start) - lead
        if figure.kind == "number" and 0 <= cell < len(heads) and len(heads[cell]) == 1:
            out[figure.start] = next(iter(heads[cell]))
    return out


def _starts_a_move(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether a figure starts a move to the number after it (`520만 원에서 494만 원으로`)."""
    after = next((f for f in figures if f.kind == "number" and f.start > figure.start), None)
    return after is not None and _a_move(body, figure, after)


def _check_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure of a cited row must sit in the column of the year the sentence gives it.

    `2023년 매출은 1조 2,354억 원` citing the row `매출액 | 12,354 | 9,031` under the header
    `구분 | 2024 | 2023` finds both values but puts them in the wrong years. Checked only when
    the sentence names one year, the row has as many cells as its header, and the figure's
    column is headed by other years only (a column headed `증감률` fits any year).

    It runs past 150 lines because it is one pass: the year each figure is given (the
    sentence's, a compared one's, a frame's, a head's) and the column each cited row puts it
    in are read together, and split apart the halves would hand a dozen values to each other.
    """
    flagged: set[int] = set()  # figures a period's column check refused: no second finding
    figures = [*figures, *_framed_periods(sentence, figures, source)]
    # a base in brackets (`작년 같은 기간(48.7만)보다`) is the period compared with, not this one
    # (and an English one, `up 2.0% from 413,180 a year earlier`)
    bases = {
        f.start
        for f in figures
        if _BASE_BRACKET.match(sentence.body, f.start)
        or _BASE_AFTER_EN.match(sentence.body, f.start + len(f.raw))
    }
    held = [f for f in figures if f.start not in bases]
    flagged |= _check_part_columns(
        sentence, figures, held, visible, source=source, units=units, out=out
    )
    # (not a year a cited row holds under the head it is written with: `(2024년 개소)`)
    attributes = cell_year_starts(sentence.body, figures, visible, source)
    named = _named_years([f for f in figures if f.start not in attributes])
    named |= english_years(sentence.body, figures)
    compared = _compared_year(sentence, [f for f in figures if f.start >= 0], source)
    if named and named == _named_years([f for f in figures if _a_base(sentence.body, f)]):
        # only a year the sentence compares with names no year of its figures (`올해 ...
        # 214,300건으로 2023년보다 늘었다`)
        named = set()
    # (or the question it answers names it: `Q. 올해 9월 실적은? A. 9월 가동률은 66.3%`)
    this_year = _THIS_YEAR.search(sentence.body) or (
        _QUESTION_END.search(sentence.context)
        and _THIS_YEAR.search(sentence.context)
        and not _YEAR_BEFORE_WORDS.search(sentence.context)
    )
    if not named and this_year:
        # `올해 1~9월 ...`: the year the document's title names, when it names one
        titled = {y for a in visible for y in source.title_periods(document_of(a))[1] if y > 0}
        # (else the year of its date line, of the title's years when it names several)
        # (imported here: `_document_year` imports this module)
        from fa_grounding._document_year import release_year

        dated = {y for a in visible if (y := release_year(source, document_of(a))) is not None}
        if len(titled) == 1:
            named = set(titled)
        elif not _YEAR_BEFORE_WORDS.search(sentence.body):
            # (not beside the year before in words, `지난해 31곳에서 올해 38곳으로`: each its own)
            named = dated & titled if titled else dated
    elif (
        not named
        and (last := opening_last_year(sentence.body, figures) or asked_last_year(sentence))
        and (own := _dated_by_words(last, visible, source))
        and own not in {f.key[0] for f in figures if f.start in attributes}
    ):
        named = {own}  # `지난해 생산량이 ...`: the year before the cited blocks' date line
    # a row of the draft's own table: the year its head writes over each cell (`| 항목 | '24년 |
    # '25년 |`)
    years_of = _draft_head_years(sentence, figures)
    # the start of a move is the year the sentence compares with (`2023년 대비 168명에서 157명으로`)
    compared_starts = _compared_starts(sentence.body, figures, compared) if not named else {}
    years_of |= compared_starts
    # a figure the year before in words dates, in a sentence naming no year (`지난해 11건에서`)
    # (also beside this year in words, `지난해 3분기 68.5%에서 올해 66.1%로`: each its own)
    beside = bool(this_year) and _YEAR_BEFORE_WORDS.search(sentence.body) is not None
    last_year = (
        {} if named and not beside else _last_year_figures(sentence.body, figures, visible, source)
    )
    years_of |= {start: year for start, year in last_year.items() if start not in years_of}
    dated_bases = set(last_year) | dated_bases_of(sentence.body, figures)  # (held to columns)
    if not named and not years_of:
        return
    # each figure's year: the sentence's one year, or with several the year written right
    # before the figure (`'23년 45.8%에서 '25년 상반기 45.3%로`); a figure after `전년` the year
    # before the sentence's
    trailing = english_year_after(sentence.body, figures)
    # (the sentence's years all a figure's own, `from 600 in 2023`: `last year` after another
    # figure is the year before the date line's, not before that figure's)
    own_years = bool(trailing) and named <= set(trailing.values())
    earlier: set[int] = set()  # English bases of a year before the sentence's
    for figure in figures:
        if figure.kind != "number" or figure.start in flagged or figure.start in years_of:
            continue
        year = next(iter(named)) if len(named) == 1 else None
        after = _BASE_AFTER_EN.match(sentence.body, figure.start + len(figure.raw))
        if own_years and after and _LAST_YEAR_WORDS.search(after[0]):
            if (own := _dated_by_words("last year", visible, source)) is not None:
                years_of[figure.start] = own
        elif isinstance(year, int) and after:
            # `down from 9.8 days the year before`: a base the words date to the year before
            years_of[figure.start] = year - 1
            dated_bases.add(figure.start)
        elif trailing and named <= set(trailing.values()):
            # `up 20.7% from KRW 4.25 billion in 2024`: an English year right after a figure
            # is that figure's, not the sentence's (its other figures are another year's)
            if figure.start in trailing:
                years_of[figure.start] = trailing[figure.start]
        elif (
            isinstance(year, int)
            and _BASE_FROM_EN.search(_before(sentence.body, figure, _FROM_REACH))
            and not _TO_AFTER_EN.match(sentence.body, figure.start + len(figure.raw))
        ):
            # `up 48 (7.7%) from 620`, `rose 8.6% to 541 from 498`: a base of some year
            # before the sentence's (not the start of a move `from 5 to 8`)
            years_of[figure.start] = year
            earlier.add(figure.start)
        elif len(named) == 1:
            year = next(iter(named))
            dating = [f for f in figures if f.kind != "number" and f.key[:1] == (year,)]
            if (
                isinstance(year, int)
                and not closed_before(sentence, figure, dating)
                and not dated_after(sentence.body, figure, dating, figures)
            ):
                # (a year only a later clause names, after this one's citation or with a figure
                # of its own after a comma, dates it not; nor the year of `올해`, `지난해`, the
                # date line's: `2023년 198,400건, 지난해 205,600건, 올해 214,300건`)
                before = _before(sentence.body, figure)
                document = _OF_THE_DOCUMENT.search(before)
                if document and (own := _dated_by_words(document[0], visible, source)):
                    years_of[figure.start] = own
                    continue
                previous = _PREVIOUS_YEAR.search(before) or (
                    beside and _starts_a_move(sentence.body, figure, figures)
                )  # (`지난해 280만 원에서 올해 266만 원으로, 큰소도 520만 원에서 494만 원으로`)
                years_of[figure.start] = year - 1 if previous else year
        elif (own := _year_right_before(sentence.body, figure, figures)) is not None:
            years_of[figure.start] = own
    if not years_of:
        return
    by_clause = clauses(sentence)
    # a figure is the row's the sentence names last before it, when that row holds it (`개시
    # 결정 3건, 기각 2건`); else a cited row that holds it in its year's column may be its, whatever
    # another holds in another year's (`| 탐라 | ... | 28.0% |` under `2024년 이용률` citing the
    # whole table, 28.0 also another row's 2023 figure)
    fits: dict[int, set[str]] = {}
    refused: dict[int, dict[str, tuple[str, list[int]]]] = {}
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) != len(head_cells):
            # a row of years under merged heads (`센터 수 | 운영 예산` over `| 2023 | 2024 |
            # 2023 | 2024`) that lines up with the row names its columns' years
            head, head_cells = periods_row(source, anchor, head, row_cells, head_cells)
        elif not any(_head_years(source, head, head_cells)):
            # so does one under heads naming no year (`연령대 | 검진 | 검진` over `연령대 |
            # 2023년 | 2024년`), its corner that of the heads: a row of heads, not of figures
            head, head_cells = periods_row(
                source, anchor, head, row_cells, head_cells, cornered=True
            )
        span = _head_span(len(row_cells), len(head_cells))
        merged_last = span is None and len(row_cells) > len(head_cells) >= 3
        if (span is None and not merged_last) or len(row_cells) < 3:
            continue
        head_years = _head_years(source, head, head_cells)
        # each row cell under its head; a head over `span` cells (`2026` over `예산액 | 구성비`,
        # a header row whose merged cells fa gives once) covers them all
        merged = _merged_years(head_years, len(row_cells)) if span is None else None
        if merged is not None:
            # each year merged over as many cells (`2024년` over `인원 | 비율`), the other heads
            # over one each (`증감(명)`)
            column_years = [head_years[h] for h in merged]
        elif span is None:
            # a last head over the row's last cells (`증감` over `△32,397 | △3.5`), when it
            # names no year (merged heads of years elsewhere cannot be placed)
            if head_years[-1]:
                continue
            column_years = [head_years[min(j, len(head_cells) - 1)] for j in range(len(row_cells))]
        else:
            column_years = [head_years[_head_of(j, span)] for j in range(len(row_cells))]
            if span == 1:
                column_years = _shares_of_years(source, head, head_cells, column_years)
        if not any(y in years for years in column_years for y in years_of.values()):
            continue  # the header does not name the sentence's years: nothing to compare
        readings = source.readings(anchor, units.get(anchor))
        # (not a span between a move's ends, `45개에서 2년 만에 100개로`: the end is that many
        # years after the start)
        numbers = [
            f
            for f in figures
            if f.kind == "number"
            and not SPAN_BETWEEN.match(sentence.body, f.start + len(f.raw.rstrip()))
        ]
        later_by = {
            b.start: int(found[1])
            for a, b in pairwise(numbers)
            if (found := SPAN_YEARS.search(sentence.body, a.start, b.start)) is not None
        }
        # (the start of a move without a year of its own, `올해 ... 420만 원에서 427만 원으로`;
        # the one year before a move whose end has none heads the move, not its start:
        # `2024년 고발은 41건에서 36건으로` ends in 2024)
        moves = [(a, b) for a, b in pairwise(numbers) if _a_move(sentence.body, a, b)]
        # (since a year, `2022년 이후 366곳에서 327곳으로`: the start is the year's, the end later)
        since = len(named) == 1 and since_year(sentence.body, figures, next(iter(named)))
        # (a year right before the start dates the start: `2020년 38,900명에서 35,200명으로`)
        dated = {
            a.start
            for a, _ in moves
            if _YEAR_AT.search(sentence.body, 0, a.start)
            or _LAST_YEAR_AT.search(_before(sentence.body, a))
            or dated_by_period(sentence.body, a, figures)
        }
        ends = {
            b.start
            for a, b in moves
            if since or (a.start in dated and not _YEAR_AT.search(sentence.body, 0, b.start))
        }
        origins = {
            a.start
            for a, b in moves
            if not since
            and a.start not in dated
            and a.start not in compared_starts
            and not _start_has_own_year(sentence.body, a, b, figures)
        }
        # a later move naming no year of its own runs between the same years as the dated one
        # before it (`2024년 160시간에서 144시간으로 줄었고, 합주실 B도 430시간에서 398시간으로`)
        first = min(dated, default=None)
        later = [
            (a, b)
            for a, b in moves
            if first is not None
            and a.start > first
            and a.start in origins
            and not _YEAR_AT.search(sentence.body, 0, b.start)
        ]
        ends |= {b.start for _, b in later}
        origins -= {a.start for a, _ in later}
        for figure in figures:
            meant = years_of.get(figure.start)
            if (
                figure.kind != "number"
                or meant is None
                or figure.start in origins
                or (figure.start in bases and figure.start not in dated_bases)
                # a figure of a clause citing other blocks (`9,500원으로 500원 오르고[L5],
                # 2023년(8,000원)과 비교하면 ...[L22]`): the year of another clause dates it not
                or (
                    (own := clause_anchors(sentence, by_clause, figure, visible))
                    and anchor not in own
                )
            ):
                continue
            columns = _columns_of(figure, readings, row_cells)
            columns.discard(-1)
            if not columns:
                continue
            if figure.start in earlier:
                fit = any(
                    not column_years[c]
                    or any(isinstance(y, int) and y < meant for y in column_years[c])
                    for c in columns
                )
            else:
                fit = any(not column_years[c] or meant in column_years[c] for c in columns) or (
                    figure.start in ends
                    and any(
                        isinstance(y, int)
                        and y > meant
                        and y - meant == later_by.get(figure.start, y - meant)
                        for c in columns
                        for y in column_years[c]
                    )
                )
            if fit:
                fits.setdefault(figure.start, set()).add(anchor)
                continue
            shown = sorted({y for c in columns for y in column_years[c]})
            refused.setdefault(figure.start, {})[anchor] = (head, shown)
    refuse_years(
        sentence,
        figures,
        visible,
        fits=fits,
        refused=refused,
        years=years_of,
        source=source,
        out=out,
    )


_PERIOD_WORD = {"quarter": "quarter", "date": "month", "half": "half-year"}


def _check_quarter_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    quarter: tuple[object, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
    kind: str = "quarter",
) -> set[int]:
    """`_check_columns` for a quarter: `2025년 1분기 ... 0.7%` citing the row `GDP | 0.1 | -0.2
    | 0.7` under `구 분 | 2024. 4/4 | 2025. 1/4 | 2025. 2/4` puts 0.7 in the wrong quarter. With
    `kind` `date`, the same for a month (year, month) under month heads (`'25.8말 | '25.9말`)."""

    if kind == "day":
        # a day (`18일`, `9. 18.`) under heads of days (`9. 16.(월) | 9. 17.(화) | 9. 18.(수)`)
        return check_day_columns(
            sentence, figures, visible, quarter, source=source, units=units, out=out
        )
    if quarter[0] is None:
        # a period without its year (`11월`) under heads of it in two years (`2025년 11월 |
        # 2026년 11월`) is the one of the year the document's title names (`2026년 11월 수출입
        # 동향`), when it names one
        years = {y for a in visible for y in source.title_periods(document_of(a))[1] if y > 0}
        if len(years) == 1:
            quarter = (next(iter(years)), *quarter[1:])
            titled = True
        else:
            titled = False
    else:
        titled = False

    def same(theirs: tuple[object, ...]) -> bool:
        # both with the same year, or the sentence's without one (`1분기 건수` heads of a table
        # whose caption names the year; `10월` of a sentence under `2026년 10월`)
        return theirs[1] == quarter[1] and (
            quarter[0] is None or theirs[0] == quarter[0] or (titled and theirs[0] is None)
        )

    return held_to_heads(
        sentence, figures, visible, same=same, word=_PERIOD_WORD[kind], source=source,
        units=units, out=out,
        heads_of=lambda found: found.key[:2] if found.kind == kind else None,
        merged=True,
    )  # fmt: skip


_DATED = frozenset({"date", "quarter", "half"})


def _row_named_apart(
    body: str, figure: Figure, figures: list[Figure], row: str, source: _Source
) -> bool:
    """Whether the sentence names the label of the row holding the figure (`합계`) in a clause
    of its own, after the clause of the year it names."""
    label = source.blocks[row].text.split(" | ", 1)[0].strip()
    dated = [f.start for f in figures if f.start < figure.start and f.kind in _DATED]
    year_at = max(dated, default=-1)
    at = body.rfind(label, 0, figure.start) if label else -1
    return at > year_at >= 0 and CLAUSE_END.search(body, year_at, at) is not None


def _check_row_years(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A sentence naming one year, citing a row whose label names that year (`전년(2023) 계`)
    beside rows whose labels do not, must take that row's figures: `2023년 재활용률은 61.2%`
    citing `계 | ... | 61.2` and `전년(2023) 계 | ... | 60.0` gives 2023 the other row's
    figure."""
    written = _named_years(figures)
    named = written | english_years(sentence.body, figures)
    if not named:
        return
    # with several years, or English ones (which follow their figure), each figure is the year
    # written right before it (`2022년 538면에서 2023년 695면으로`) or right after it in English
    # (`412 in 2022 to 538 in 2023`), if any
    own_years: dict[int, int] = {}
    if len(named) > 1 or not written:
        own_years = _own_years(sentence.body, figures)
        if not own_years:
            return
    year = next(iter(named))
    rows = [a for a in visible if source.blocks[a].table_row]
    heads = {source.header(a) for a in rows}
    # rows of a label and cells: not the heads, nor a title held as a row of one cell
    rows = [a for a in rows if a not in heads and " | " in source.blocks[a].text]
    if len(rows) < 2:
        return
    labelled = {a: _label_years(a, source) for a in rows}
    numbers = [f for f in figures if f.kind == "number"]
    origins = {
        a.start
        for a, b in pairwise(numbers)
        if _a_move(sentence.body, a, b) and not _YEAR_AT.search(sentence.body, 0, a.start)
    }
    # a year only dating the base in the bracket right after it (`2023년(31건)보다`) names the
    # year of that base alone
    bases = dated_bases_of(sentence.body, figures)
    for figure in figures:
        if bases and figure.start not in bases:
            continue
        if figure.kind != "number" or states_a_change(sentence.body, figure):
            continue  # a change (`2건 감소`) is between rows, no row's own figure
        if _OF_THE_DOCUMENT.search(_before(sentence.body, figure)):
            continue  # `2023년 23.0%, 지난해 25.1%, 올해 28.0%`: years the release dates
        if own_years:
            if figure.start not in own_years:
                continue
            meant = own_years[figure.start]
            own = None
        else:
            # a figure after `전년` is the year before's (`'25년 6건으로 전년 8건보다`)
            previous = _PREVIOUS_YEAR.search(_before(sentence.body, figure)) is not None
            if figure.start in origins:
                # the start of a move the year heads, not written right after it (`2024년
                # 주차면은 538면에서 695면으로`): the year before's, unless the year ends a span
                if not isinstance(year, int) or _YEAR_SPANS.search(sentence.body):
                    continue
                previous = True
            meant = year - 1 if previous and isinstance(year, int) else year
            own = own_clause_year(sentence.body, figure, figures)
        if own is not None:
            # `2024년 말 48곳이며, 올해 ... 60곳`: a clause after the year's that names its own
            # year in words takes that year's row, or none when the words name no year
            meant = _dated_by_words(own, visible, source)
            if meant is None:
                continue
        target = [a for a in rows if meant in labelled[a]]
        if len(target) != 1:
            continue
        if any(
            matches(figure, t, _NO_YEARS) for t in source.readings(target[0], units.get(target[0]))
        ):
            continue
        holders = [
            a
            for a in rows
            if a != target[0]
            and meant not in labelled[a]
            # (a row of the same table: another's years may stand in its columns)
            and source.header(a) == source.header(target[0])
            and any(matches(figure, t, _NO_YEARS) for t in source.readings(a, units.get(a)))
        ]
        if holders and _row_named_apart(sentence.body, figure, figures, holders[0], source):
            continue  # `2025년은 12억 원이며, 5년 합계는 1,000억 원`: the total row's own clause
        if holders:
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (holders[0], target[0]),
                    f"{figure.raw.strip()!r} is in {holders[0]}, but the row of {meant} is "
                    f"{target[0]}; restate the figure of that row, or the year of the row "
                    "that holds it.",
                )
            )
            return


def _own_years(body: str, figures: list[Figure]) -> dict[int, int]:
    """figure start -> the year written right before the figure (`2022년 538면`, not the end of
    a span of years, `2020~2024년 478명`) or right after it in English (`412 in 2022`); not the
    start of a move whose end has no year of its own."""
    own = english_year_after(body, figures)
    for figure in figures:
        if figure.kind != "number" or figure.start in own:
            continue
        year = _year_right_before(body, figure, figures)
        if year is None:
            continue
        dating = [f for f in figures if f.start < figure.start and f.kind in _DATED]
        if dating and _SPAN_END.search(body, 0, dating[-1].start):
            continue
        own[figure.start] = year
    # the start of a move whose end has no year of its own: the year may head the whole move
    # (`2024년 신청 건수는 142건에서 236건으로`), so it dates neither
    numbers = [f for f in figures if f.kind == "number"]
    for start, end in pairwise(numbers):
        if start.start in own and end.start not in own and _a_move(body, start, end):
            del own[start.start]
    return own


# A year that ends or starts a span (`2024년까지`, `2022년 이후`, `2년간`): a move under it runs
# over more than the year before
_YEAR_SPANS = re.compile(r"년\s?(?:까지|이후|부터|동안|간)|\d\s?년\s?(?:새|사이)")
# What stands before the end of a span of years (`2020~`, `2020-`, `2020년부터 `, `'24.9~'`)
_SPAN_END = re.compile(r"(?:[~∼\-–]|[0-9]년?\s?부터)\s*['’]?$")


def _label_years(anchor: str, source: _Source) -> set[int]:
    """The years a table row's first cell (its label) names: `전년(2023) 계` names 2023."""
    text = source.blocks[anchor].text
    first = _cells(text)[0] if text else ""
    end = len(first)
    return {y for y in figure_years([f for f in source.figures(anchor) if f.start < end]) if y > 0}


def _merged_years(head_years: list[set[int]], cells: int) -> list[int] | None:
    """For each of a row's `cells`, the head over it, when every head naming a year is merged
    over the same number of cells (two or more) and every other head over one: `구분 | 2024년 |
    2025년 | 증감(명)` over `4급 | 21,345 | 9.4 | 21,802 | 9.9 | 457`. None when no such
    number fits."""
    years = [i for i, y in enumerate(head_years) if y and i > 0]
    others = len(head_years) - len(years)
    if not years or (cells - others) % len(years) != 0:
        return None
    width = (cells - others) // len(years)
    if width < 2:
        return None
    heads: list[int] = []
    for i in range(len(head_years)):
        heads.extend([i] * (width if i in years else 1))
    return heads if len(heads) == cells else None
