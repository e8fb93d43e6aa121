"""The level a change reaches, in a table of two years and their change.

A row `중작 | 8,500 | 9,000 | 5.9` under `등급 | 2024년 | 2025년 | 증감률` says the price rose
5.9% to 9,000. A sentence that writes `중작은 8,500원으로 5.9% 인상됨` (or `rose 5.9% to KRW
8,500`) finds both figures in the row by value, yet gives the level the change starts from as
the level it reaches. The level after `(으)로` or `to` in a clause of change, or with its
change right after it (`45,100 tonnes, up 6.6%`, `45,100톤(전년 대비 6.6% 증가)`, also past the
base it is set against, `45,100 tonnes against 42,300, up 6.6%`), is the one of
the row's later year: a figure the row holds only in an earlier year's column, beside a later
year's column of the same measure, is refused; the base itself (after `against`, `versus`,
`compared with`) is no level reached; a level the sentence dates this year (`올해 9만 본`) is
the later year's too. Heads may name the two years in words (`출하량(전년) | 출하량(금년)`),
or the year before's alone beside the current one's (`꽃묘 본수 | 전년 본수`). In a row of
several measures each with its change after it (`출하량(전년) | 출하량(금년) | 증감률 |
평균가격(전년) | 평균가격(금년) | 증감률`),
the change of the clause (or of a row of the draft's own table giving one level and one
change) is the level's measure's: the row's change of another measure is refused.

The check holds only when the sentence names no year and no period word dates the figure (a
year the sentence names is `_periods`' to hold), when the figure's columns all name a year, and
when every other figure of the clause (the change) is one the row holds; else it says nothing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _BRACKETED, _year_of
from fa_grounding._crosschecks._columns import _CHANGE_HEAD
from fa_grounding._crosschecks._head_names import _head_words
from fa_grounding._findings import _finding
from fa_grounding._tables import _columns_of, _head_years, aligned_rows

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_reached_levels",)

# A level reached: `8,500원으로 5.9% 인상`, `9,000원으로 올랐다`, `294만 본으로` (its particle right
# after the figure and its unit), and the change words of its clause
_REACHED_KO = re.compile(r"\s?[가-힣%]{0,3}\s?(?:으로|로)(?=[\s,]|$)")
_CHANGE_KO = re.compile(r"인상|인하|증가|감소|늘|줄|상승|하락|올랐|오른|내렸|내린|확대|축소")
# `rose 5.9% to KRW 8,500`, `up 5.9% to 8,500`: a change word, then `to` right before the figure
_REACHED_EN = re.compile(
    r"\b(?:rose|fell|grew|increased|decreased|declined|dropped|climbed|went up|went down|up|down"
    r"|raised|cut|lowered)\b[^;]{0,40}?\bto\s(?:KRW\s?|₩\s?|US\$\s?|\$\s?)?$",
    re.IGNORECASE,
)
# A level with its change right after it (`45,100 tonnes, up 6.6%`, `45,100톤(전년 대비 6.6%
# 증가)`): the level the change reaches
_WITH_CHANGE_EN = re.compile(
    r"\s?[A-Za-z%]{0,12}\s?"
    # (the base it is set against between: `45,100 tonnes against 42,300, up 6.6%`)
    r"(?:\s?(?:against|versus|vs\.?|compared\s(?:with|to))\s[\d.,]+(?:\s[A-Za-z]{1,12})?)?"
    # (after a comma, or `and` / `with`: `76,000 visitors and a rise of only 5.5%`)
    r"(?:,\s|\s(?:and|with)\s)(?:(?:up|down|a rise of|a fall of|an increase of|a decrease of"
    r"|a drop of)\s(?:by\s)?(?:only\s|just\s)?[+\-−]?\d"
    # (`3 failures, one more than a year earlier`, `2 fewer than last year`)
    r"|(?:[\d.,]+|one|two|three|four|five|six|seven|eight|nine|ten)\s[A-Za-z%]{0,12}\s?"
    r"(?:more|fewer|less|higher|lower)\sthan\s(?:a\syear\s(?:earlier|before|ago)|last\syear"
    r"|the\syear\sbefore|the\sprevious\syear))",
    re.IGNORECASE,
)
_WITH_CHANGE_KO = re.compile(
    r"[가-힣%]{0,3}\s?[(（](?:전년\s?(?:동월|동기)?\s?대비\s?)?[+\-−△▲▼]?[\d.,]+\s?"
    r"[가-힣%]{0,3}\s?(?:증가|감소|상승|하락|늘어|줄어)"
    # (or past a word or two, a comparison with the year before and its change: `42,300톤에
    # 그쳐 전년 같은 달보다 6.6% 늘었다`, `42,300톤이며 전년 대비 6.6% 증가`)
    # (not a year before the figure describes: `76,000명이었던 전년보다`, `N명인 전년`)
    # (or a clause on, a word or three between, the measure named again: `82건이 선정됐으며, 선정
    # 건수는 전년 대비 4.9% 줄었다`; no word between that makes the figure the year before's,
    # `82건이었던`)
    r"|[가-힣%ℓ㎡㎥㎏㎞A-Za-z]{0,3}\s?(?:(?![가-힣]*[던인][\s,])[가-힣]{1,5},?\s){0,3}"
    r"(?<![던인]\s)(?<![던인])(?:전년|지난해|작년)\s?"
    r"(?:같은\s?(?:달|기간|분기)|동월|동기|동분기)?\s?(?:보다|대비)\s?(?:약\s)?"
    r"[+\-−△▲▼]?[\d.,]+\s?%?\s?(?:증가|감소|상승|하락|늘|줄)"
)
_CLAUSE_END = re.compile(r"[,;]\s|\.\s|\.$|，")
# Words right before a figure that set it as the base of a comparison (`45,100 tonnes against
# 42,300, up 6.6%`): the level the change starts from, never the one it reaches
_BASE_BEFORE_EN = re.compile(
    r"\b(?:against|versus|vs\.?|compared\s(?:with|to)|than)\s(?:KRW\s?|₩\s?)?$", re.IGNORECASE
)
# Words right before a figure that date it (`전년 8,500원`, `지난해 8,500원으로`): not this check's
_DATED_BEFORE = re.compile(r"(?:전년|작년|지난해|올해|금년|당초|종전|기존)[^\d]{0,6}$")
# This year named before a figure, past a month and a few words (`올해 9만 본`, `올해 4월
# 이용객은 76,000명`, `This year 90,000 seedlings`): the figure is the later year's level
_THIS_YEAR_BEFORE = re.compile(
    r"(?:올해|금년|\bthis\syear(?:'s)?)(?:\s?(?:1[0-2]|[1-9])\s?월)?[^\d,;.]{0,12}$",
    re.IGNORECASE,
)
# A head naming a year, less its year: the measure it heads (`2024 생산량` -> `생산량`)
_YEAR_IN_HEAD = re.compile(r"['’]?\d{2,4}\s?년?도?")


def check_reached_levels(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when the level a clause of change reaches is, in a cited row, an earlier year's
    only, beside a later year's column of the same measure."""
    body = sentence.body
    if any(_year_of(f) is not None for f in figures):
        return
    numbers = [f for f in figures if f.kind == "number"]
    if sentence.kind == "table_row" and sentence.head:
        _check_draft_row(sentence, numbers, visible, source=source, units=units, out=out)
    for figure in numbers:
        clause = _reached(body, figure)
        if clause is None or _ends_a_move(body, figure, numbers):
            continue
        said = repr(figure.raw.strip())
        if any(f.sentence_index == sentence.index and f.detail.startswith(said) for f in out):
            continue  # (one finding a figure: another check refused it already)
        others = [f for f in numbers if f is not figure and clause[0] <= f.start < clause[1]]
        for row in aligned_rows(visible, source):
            anchor, head = row[0], row[1]
            readings = source.readings(anchor, units.get(anchor))
            if (other := _other_measures_change(figure, others, row, readings, source)) is not None:
                out.append(_another_measures(sentence, row, figure, *other))
                return
            later = _later_level(figure, others, row, readings, source)
            if later is None:
                continue
            year, theirs, their_year = later
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is the level of {year} in {anchor} (header {head}), "
                    f"where the change starts; the level it reaches is {theirs!r} ({their_year}): "
                    "restate the later year's figure, or say it is the earlier one's.",
                )
            )
            return


def _check_draft_row(
    sentence: Sentence,
    numbers: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A row of the draft's own table giving one level and one change (`| 9월 | 44만 3천 건 |
    23.8% 증가 |`) gives the level's measure's change, as a clause does: GR-03 when a cited row
    holds the change only under another measure's change column, unless the draft's head over
    it names that measure (`| 주문 건수 | 거래액 증감률 |`)."""
    heads = sentence.head.strip().strip("|").split("|")
    lead = 1 if sentence.body.lstrip().startswith("|") else 0
    for row in aligned_rows(visible, source):
        anchor, head, row_cells, head_cells = row
        readings = source.readings(anchor, units.get(anchor))
        text = source.blocks[head].text
        changes = _change_columns(text, head_cells)
        held = {f.start: _columns_of(f, readings, row_cells) - {-1, 0} for f in numbers}
        levels = [f for f in numbers if held[f.start] and not held[f.start] & changes]
        moved = [f for f in numbers if held[f.start] and held[f.start] <= changes]
        if len(levels) != 1 or len(moved) != 1:
            continue
        cell = sentence.body.count("|", 0, moved[0].start) - lead
        over = _head_words(heads[cell]) if 0 <= cell < len(heads) else ""
        measures = {
            _head_words(_YEAR_WORD.sub("", _YEAR_IN_HEAD.sub("", _BRACKETED.sub("", text[a:b]))))
            for j, (a, b) in enumerate(head_cells)
            if j and j not in changes
        }
        if any(m and m in over for m in measures):
            continue  # (the draft's head names the measure whose change it gives)
        other = _other_measures_change(levels[0], moved, row, readings, source)
        if other is not None:
            out.append(_another_measures(sentence, row, levels[0], *other))
            return


def _another_measures(
    sentence: Sentence,
    row: tuple[str, str, list[tuple[int, int]], list[tuple[int, int]]],
    level: Figure,
    change: Figure,
    theirs: str,
) -> Finding:
    """The GR-03 of a change given beside a level that is another measure's change."""
    anchor, head = row[0], row[1]
    return _finding(
        "GR-03",
        sentence,
        (anchor, head),
        f"{change.raw.strip()!r} is the change of another measure in {anchor} (header {head}); "
        f"the change of the measure of {level.raw.strip()!r} beside it is {theirs!r}: restate "
        "that change, or the other measure's level.",
    )


def _reached(body: str, figure: Figure) -> tuple[int, int] | None:
    """The span of the clause of change whose reached level `figure` is, or None."""
    end = figure.start + len(figure.raw.rstrip())
    dated = _DATED_BEFORE.search(body, max(0, figure.start - 10), figure.start)
    if dated is not None and not dated.group().startswith(("올해", "금년")):
        return None
    if _BASE_BEFORE_EN.search(body, max(0, figure.start - 16), figure.start):
        return None
    if _THIS_YEAR_BEFORE.search(body, max(0, figure.start - 24), figure.start):
        # (dated this year: the clause's level is the later one, whatever its particle)
        stop = _CLAUSE_END.search(body, end)
        return (end, stop.start() if stop else len(body))
    if dated is not None:
        return None
    if _REACHED_KO.match(body, end):
        stop = _CLAUSE_END.search(body, end)
        span = (end, stop.start() if stop else len(body))
        return span if _CHANGE_KO.search(body, *span) else None
    change = _WITH_CHANGE_EN.match(body, end) or _WITH_CHANGE_KO.match(body, end)
    if change is not None:
        stop = _CLAUSE_END.search(body, change.end())
        return (end, stop.start() if stop else len(body))
    if _REACHED_EN.search(body, max(0, figure.start - 60), figure.start):
        starts = [m.end() for m in _CLAUSE_END.finditer(body, 0, figure.start)]
        return (starts[-1] if starts else 0, figure.start)
    return None


def _ends_a_move(body: str, figure: Figure, numbers: list[Figure]) -> bool:
    """Whether the sentence writes where the change starts before `figure` (`8,500원에서
    9,000원으로`, `fell from 6.3% to 5.9% and then to 5.4%`): a move, whose order `_moves`
    holds."""
    return any(
        f.start < figure.start
        # (in its own clause: `fell from 7 to 6 overall, but the centre had 2 failures`)
        and not _OTHER_CLAUSE.search(body, f.start + len(f.raw), figure.start)
        and (
            _MOVE_START_KO.match(body, f.start + len(f.raw.rstrip()))
            or _MOVE_START_EN.search(body, max(0, f.start - 12), f.start)
        )
        for f in numbers
    )


_MOVE_START_KO = re.compile(r"[가-힣%]{0,3}\s?에서")
_OTHER_CLAUSE = re.compile(r"[;]|\.\s|,?\s(?:but|while|whereas)\s|[가-힣](?:으나|지만|는데|반면)\s")
_MOVE_START_EN = re.compile(r"\bfrom\s(?:KRW\s?|₩\s?|US\$\s?|\$\s?)?$", re.IGNORECASE)


def _later_level(
    figure: Figure,
    others: list[Figure],
    row: tuple[str, str, list[tuple[int, int]], list[tuple[int, int]]],
    readings: list[Figure],
    source: _Source,
) -> tuple[str, str, str] | None:
    """(the figure's year or head, the later level, its year or head) when the cited row
    (`aligned_rows`') holds the figure only under an earlier year's head than another column
    of the same measure, and holds the clause's other figures; else None."""
    anchor, head, row_cells, head_cells = row
    held = _columns_of(figure, readings, row_cells) - {-1}
    if not held or any(not _columns_of(f, readings, row_cells) - {-1} for f in others):
        return None
    years = _head_years(source, head, head_cells)
    text = source.blocks[head].text
    named = [str(next(iter(y))) if len(y) == 1 else "" for y in years]
    if not any(years):
        # heads of the year before and this year in words (`출하량(전년) | 출하량(금년)`)
        words = [_YEAR_WORD.findall(text[a:b]) for a, b in head_cells]
        years = [{_WORD_YEARS[w[0]]} if len(w) == 1 else set() for w in words]
        named = [repr(text[a:b].strip()) for a, b in head_cells]
        _this_years_beside(text, head_cells, years)
    if any(len(years[c]) != 1 for c in held):
        return None
    measure = [_YEAR_WORD.sub("", _YEAR_IN_HEAD.sub("", text[a:b])).strip() for a, b in head_cells]
    for c in range(len(measure)):
        # (`꽃묘 본수` beside `전년 본수`: one measure, the current head's words the longer)
        measure[c] = next((m for m in measure if m and measure[c].endswith(" " + m)), measure[c])
    own = max(y for c in held for y in years[c])
    later = [
        c
        for c in range(len(head_cells))
        if c not in held
        and len(years[c]) == 1
        and next(iter(years[c])) > own
        and any(measure[c] == measure[h] for h in held)
    ]
    if not later:
        return None
    c = max(later, key=lambda k: next(iter(years[k])))
    a, b = row_cells[c]
    mine = next(h for h in sorted(held) if own in years[h])
    return named[mine], source.blocks[anchor].text[a:b].strip(), named[c]


# Heads that name a year in words, the year before or this one, as years apart by one
_YEAR_WORD = re.compile(r"전년도|전년|작년|지난해|금년도|금년|올해|당해\s?연도|당해")
_WORD_YEARS = {
    **dict.fromkeys(("전년도", "전년", "작년", "지난해"), -1),
    **dict.fromkeys(("금년도", "금년", "올해", "당해 연도", "당해연도", "당해"), 0),
}


def _this_years_beside(text: str, head_cells: list[tuple[int, int]], years: list[set[int]]) -> None:
    """Give this year (0) to each head that names no year but ends with the measure of a head
    of the year before (`꽃묘 본수` beside `전년 본수`): a table sets the year before's column
    beside the current one, which it leaves unnamed. Only when no head names this year."""
    if any(y == {0} for y in years):
        return
    measures = {
        m
        for (a, b), y in zip(head_cells, years, strict=True)
        if y == {-1} and (m := _YEAR_WORD.sub("", text[a:b]).strip())
    }
    for j, (a, b) in enumerate(head_cells):
        if j and not years[j] and any(text[a:b].strip().endswith(m) for m in measures):
            years[j] = {0}


def _change_columns(head_text: str, head_cells: list[tuple[int, int]]) -> set[int]:
    """The columns a row of heads heads as changes (`증감률`, `전년 대비`), the label's left out."""
    return {j for j, (a, b) in enumerate(head_cells) if j and _CHANGE_HEAD.search(head_text[a:b])}


def _other_measures_change(
    figure: Figure,
    others: list[Figure],
    row: tuple[str, str, list[tuple[int, int]], list[tuple[int, int]]],
    readings: list[Figure],
    source: _Source,
) -> tuple[Figure, str] | None:
    """(the change, the cell of the level's own change) when the cited row holds the clause's
    change only in the change column of another measure than the level's: in a row of several
    measures each with its change after it (`출하량(전년) | 출하량(금년) | 증감률 | 평균가격(전년)
    | 평균가격(금년) | 증감률`), a level and the change of its clause are one measure's."""
    anchor, head, row_cells, head_cells = row
    text = source.blocks[head].text
    changes = _change_columns(text, head_cells)
    group, groups = 0, [0] * len(head_cells)
    for j in range(1, len(head_cells)):
        if j not in changes and j - 1 in changes:
            group += 1  # a measure's columns after the change columns of the one before
        groups[j] = group
    if group < 1:
        return None  # (one measure, or no change column)
    held = _columns_of(figure, readings, row_cells) - {-1}
    if not held or held & changes or len({groups[c] for c in held}) != 1:
        return None
    mine = {c for c in changes if groups[c] == groups[next(iter(held))]}
    # the level's change: the change nearest it (a clause may go on to another measure's,
    # `2,592동으로 8.0% 늘었는데 연면적은 558만 ㎡로 7.0% 줄었어요`)
    for change in sorted(others, key=lambda f: abs(f.start - figure.start)):
        columns = _columns_of(change, readings, row_cells) - {-1}
        if not columns or not columns <= changes:
            continue
        if not columns & mine and len(mine) == 1:
            a, b = row_cells[next(iter(mine))]
            return change, source.blocks[anchor].text[a:b].strip()
        return None
    return None
