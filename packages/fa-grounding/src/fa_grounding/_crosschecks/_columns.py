"""Cross-checks of a figure against the column or row of a cited table that holds it: a change
column (`증감`), a column named in the sentence, the last column head, a row named in the
sentence, and the labels of columns. (The columns and rows of periods are `_periods`'.)"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from fa_grounding._claims import (
    _rate_base,
    _year_like,
    comma_between,
    in_brackets,
    states_a_change,
)
from fa_grounding._crosschecks._copied import copied_from_cell
from fa_grounding._crosschecks._head_names import (
    _BASE_AFTER_HEAD,
    _GRADE_HEAD,
    _ORDINAL_HEAD,
    _TOTALS,
    _UNIT_IN_HEAD,
    _hangul,
    _head_words,
    _heads_as_named,
    _in_body,
    _mention,
    _mentions,
    _names_a_head,
    _opens,
    _pairs_in_turn,
    _plain_ratio,
    _told_in,
    joined_heads,
    named_apart,
    past_own_bracket,
    rows_it_names,
    told_words,
)
from fa_grounding._crosschecks._head_rows import HeadRow, rows_of_heads
from fa_grounding._crosschecks._month_heads import months_named
from fa_grounding._crosschecks._moves import _as_number
from fa_grounding._crosschecks._names import INCLUDING
from fa_grounding._figures._amounts import COUNTER_WORDS
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _TOTAL_LABELS, _finding
from fa_grounding._report import UNCONFIRMED, Finding
from fa_grounding._sentences import Sentence
from fa_grounding._tables import _column, _columns_of, _head_of, _head_span, holding_columns
from fa_grounding._units import Unit

if TYPE_CHECKING:
    from fa_grounding._source import _Source


# A table's column of changes (`증 감`, `증감액`, `증감률`, `전년 대비 증감`, one named by its base,
# `전월비`, `전년동월비`, or a growth rate, `증가율`): Korean tables write a decrease there with `△`
# or `-`, so an unsigned figure in it is a rise.
_CHANGE_HEAD = re.compile(
    r"증\s?감|대\s?비|변\s?동|등\s?락|증가\s?[율률]|성장\s?률|상승\s?률"
    r"|전\s?(?:년|월|분기|기|주|일|년\s?동월|년\s?동기|년\s?동분기)\s?비"
)
_DECREASE_MARKS = frozenset("△▽▼-−–(")


def _check_change_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure the sentence says fell (`180억 원 줄었다`) must not be an unsigned cell under a
    `증감` head: the table would write that decrease `△18,000`. Nor may a figure it says rose
    be a cell there written as a decrease (`△1`) when the row's only other cell of that size is
    a level (`대장균 | 1 | △1` for `1건 검출되어 전년 대비 1건 증가`): `matches` finds the level
    and would let the rise pass. Judged only when the row has as many cells as its header (or
    each head spans as many cells) and the cell holds the figure alone."""
    _check_rises_in_change_columns(sentence, figures, visible, source=source, units=units, out=out)
    falling = [f for f in figures if f.kind == "number" and f.falls and not f.signed]
    # a cited block that writes the decrease supports it (`3건↓ [r8]` beside `3건↑ [r9]`)
    falling = [
        f
        for f in falling
        if not any(
            (theirs.falls or (theirs.signed and theirs.value < 0)) and matches(f, theirs, _NO_YEARS)
            for a in visible
            for theirs in source.readings(a, units.get(a))
        )
    ]
    for anchor in visible:
        row = _row_changes(source, anchor)
        if row is None or not row[2]:
            continue
        text, row_cells, changes, head_of = row
        for figure in falling:
            for theirs in source.readings(anchor, units.get(anchor)):
                column = _column(row_cells, theirs.start)
                if column not in changes or theirs.signed or theirs.falls:
                    continue
                cell = text[slice(*row_cells[column])].strip()
                if cell[:1] in _DECREASE_MARKS or not matches(
                    figure._replace(falls=False), theirs, _NO_YEARS
                ):
                    continue
                head_name = head_of(column)
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"{figure.raw.strip()!r} is said to be a decrease, but {anchor} writes "
                        f"{cell!r} under {head_name!r} without a sign, which in this table is "
                        "an increase (a decrease is written △ or -); say it rose, or cite the "
                        "block that gives the decrease.",
                    )
                )
                return


def _row_changes(
    source: _Source, anchor: str
) -> tuple[str, list[tuple[int, int]], set[int], Callable[[int], str]] | None:
    """The cited row's text, its cells, the columns of changes among them and each column's
    head, when the row lines up with its header; None otherwise."""
    table = source.under_head(anchor)
    if table is None:
        return None
    head, row_cells, head_cells = table
    span = _head_span(len(row_cells), len(head_cells))
    if span is None:
        return None
    head_text = source.blocks[head].text

    def head_of(column: int) -> str:
        return head_text[slice(*head_cells[_head_of(column, span)])].strip()

    changes = {j for j in range(1, len(row_cells)) if _CHANGE_HEAD.search(head_of(j))}
    return source.blocks[anchor].text, row_cells, changes, head_of


def _check_rises_in_change_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when a figure the sentence says rose is, in a cited row, a cell under a `증감` head
    written as a decrease, and no cited block writes it as a rise (a direction word, a plus
    sign, an unsigned cell of a change column): only levels of that size remain."""
    rising = [f for f in figures if f.kind == "number" and f.rises and not f.signed]
    if not rising:
        return
    rows = {a: c for a in visible if (c := _row_changes(source, a)) is not None and c[2]}
    if not rows:
        return
    for figure in rising:
        said = repr(figure.raw.strip())
        if any(f.sentence_index == sentence.index and f.detail.startswith(said) for f in out):
            continue  # (found nowhere by value: that finding says so already)
        plain = figure._replace(rises=False)
        fallen: tuple[str, str, str] | None = None
        written = False
        for anchor in visible:
            row = rows.get(anchor)
            for theirs in source.readings(anchor, units.get(anchor)):
                if theirs.kind != "number" or not matches(
                    plain, theirs._replace(signed=False, value=abs(theirs.value)), _NO_YEARS
                ):
                    continue
                column = None if row is None else _column(row[1], theirs.start)
                if row is not None and column in row[2]:
                    cell = row[0][slice(*row[1][column])].strip()
                    if (theirs.signed and theirs.value < 0) or cell[:1] in _DECREASE_MARKS:
                        fallen = fallen or (anchor, cell, row[3](column))
                        continue
                    written = True
                elif theirs.rises or (theirs.signed and theirs.value > 0) or row is None:
                    written = True  # (a rise a block writes, or a figure of its prose)
        if fallen is None or written:
            continue
        anchor, cell, head_name = fallen
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor,),
                f"{figure.raw.strip()!r} is said to be a rise, but {anchor} writes {cell!r} "
                f"under {head_name!r}, a decrease; the other cells of that size are levels, "
                "not changes. Say it fell, or cite the block that gives the rise.",
            )
        )
        return


def _check_labels(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure of a cited row must sit under the column head the sentence names by figures.

    `’24년 30~34세 출산율은 46.0명` citing the row `’24년 | 20.7 | 70.4 | 46.0` under the header
    `연령별 출산율 | 25~29세 | 30~34세 | 35~39세` names the column `30~34세` with figures only its
    head holds, and gives it the figure of `35~39세`. Checked only when every head but the first
    (the row labels) holds figures, as a series of ages or sizes does (a head that is a total,
    `수량(179종)` beside `주요 자료`, names no column), the row has as many cells as its header,
    and the sentence's head-only figures all fall in one of those columns.
    """
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        # a row may run on past heads that open with an empty corner cell (`| Jan | Feb ...`
        # over `Max. Temperatur (°C) | 4,8 | ... | Ø | 15,1`): the corner lines up with the
        # row labels, so the columns under the heads line up too
        corner = source.blocks[head].text.startswith("|")
        if len(head_cells) < 3 or not (
            len(row_cells) == len(head_cells) or (corner and len(row_cells) > len(head_cells))
        ):
            continue
        head_figures = [(f, _column(head_cells, f.start)) for f in source.figures(head)]
        labelled = {c for _, c in head_figures if c > 0}
        head_text = source.blocks[head].text
        # (a total's head among them, `시즌 계`, `합계`, holds no figure of the series)
        totals = {
            c
            for c, (a, b) in enumerate(head_cells)
            if c > 0
            and c not in labelled
            and (head_text[a:b].split() or [""])[-1] in _TOTAL_LABELS | {"평균"}
        }
        if labelled | totals != set(range(1, len(head_cells))) or not labelled:
            continue
        readings = source.readings(anchor, units.get(anchor))
        named: set[int] = set()
        heads_named: set[int] = set()  # where the sentence writes a head's bounded band
        for figure in figures:
            # a number, or a month without year or day (`7월` under `| Jan | ... | Jul |`);
            # years are `_check_columns`'s, with its exceptions (`증감` fits any year)
            month = figure.kind == "date" and figure.key[0] is None and figure.key[2] is None
            # (a bounded band of ages that a head writes as it is, `60대 이상`, names that head,
            # though a cell of 64.9 is "60 or more"; `1천만 원 이하` may be an amount)
            mine = (figure.value, figure.unit, figure.bound)
            bands = {c for f, c in head_figures if f.bound and (f.value, f.unit, f.bound) == mine}
            if bands and figure.bound and _AGE_BAND.search(figure.raw):
                named |= bands
                heads_named.add(figure.start)
                continue
            if (figure.kind != "number" and not month) or any(
                matches(figure, t, _NO_YEARS) for t in readings
            ):
                continue
            named |= {c for f, c in head_figures if matches(figure, f, _NO_YEARS)}
        named |= months_named(sentence.body, head_figures)
        if len(named) != 1 or 0 in named or -1 in named:
            continue
        if len(set(_KOREAN_MONTH.findall(sentence.body))) > 1:
            continue  # `1월 ... -6.4℃로 ..., 11월도 3.8℃로`: each clause names its own month
        label = named.pop()
        for written in figures:
            # (a count of days read as a day, `일수가 21일로`, is its count)
            figure = _as_number(written)
            if figure is None or figure.start in heads_named:
                continue
            columns = _columns_of(figure, readings, row_cells)
            columns.discard(-1)
            if not columns or label in columns or not columns <= labelled:
                continue
            if len(found_in_row := _in_row(figures, readings)) > 1 and any(
                label in _columns_of(f, readings, row_cells) for f in found_in_row
            ):
                # the sentence gives the named column its figure and another figure besides
                # (`3분기 평균 79.9%, 8월이 84.2%`): which figure the name belongs to is
                # ambiguous, so this one is unconfirmed, not refused
                out.append(
                    _finding(
                        UNCONFIRMED,
                        sentence,
                        (anchor, head),
                        f"{figure.raw.strip()!r} is in another column of {anchor} than the one "
                        f"the sentence names (column {label + 1} of the header {head}), which "
                        "holds another of its figures; whose figure it is stays unconfirmed.",
                    )
                )
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is in another column of {anchor} than the one the "
                    f"sentence names (column {label + 1} of the header {head}); restate the "
                    "figure of that column.",
                )
            )


_AGE_BAND = re.compile(r"\d\s?(?:대|세)")
_KOREAN_MONTH = re.compile(r"(?<![\d.])(1[0-2]|[1-9])\s?월")


def _in_row(figures: list[Figure], readings: list[Figure]) -> list[Figure]:
    """The sentence's numbers that a cited row holds."""
    return [
        f for f in figures if f.kind == "number" and any(matches(f, t, _NO_YEARS) for t in readings)
    ]


_CELL_KINDS = frozenset({"number", "time"})


def _check_named_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """The figure a sentence gives a column head it names in words must sit in that column.

    `애리조나의 Montgomery GI Bill - Active Duty 수급자는 18,588명` citing the row `ARIZONA | AZ |
    18588 | 21012 | ...` under `State Name | State Abbreviate | Post-9/11GI Bill Program |
    Montgomery GI Bill - Active Duty | ...` gives the named column the figure of another. A head
    is named when its words (at least 6 letters or digits with at least 4 letters, spacing and
    marks ignored: heads of years and ages are `_check_columns`' and `_check_labels`') occur in
    the sentence and no longer named head contains them, or, in a row of the draft's own
    Markdown table, when the draft's head over the figure's cell is that head's words. Only the
    number nearest the mention is the column's, and only when the row's cell under the head
    holds a number (a head over names, `county`, says what the row is about). Cells line up by
    position, by the column letter a sparse spreadsheet row writes (`J: 2005`), or one off when
    the heads lack the row-label corner (a chart's categories over its series).
    """
    drafted = sentence.kind == "table_row" and bool(sentence.head)
    body = _head_words(sentence.body)
    if len(body) < 6 and not drafted:
        return  # (a row of the draft's own table names its heads in the draft's head row)
    numbers = _cell_figures(sentence, figures)
    if not numbers:
        return
    body = _plain_ratio(body)
    if drafted:
        visible = rows_it_names(sentence, visible, source)
    rows = list(rows_of_heads(visible, source))
    for anchor, head, row_cells, head_cells, aligned, parents in rows:
        head_text = source.blocks[head].text
        row_columns, head_columns = aligned
        # (a head's own year is the year checks': `2026년 의결액` is named by `의결액` too)
        words = _heads_as_named(head_text, head_cells, body)
        brackets = [_bracket(head_text[a:b]) for a, b in head_cells]
        # what each head is written in: its bracket, or the counter of a count (`지원 건수`)
        measured = [b or _head_counter(w) for b, w in zip(brackets, words, strict=True)]
        # what else the sentence must name with a head: the head merged over it in the row
        # above (`충전기` over `급속`), or a bracket that tells two heads of one name apart
        # (`지방비(서울)`, `지방비(경남 거창)`), which names, not measures
        told = [
            parents[i] or (b if b and sum(w == words[i] for w in words) > 1 else "")
            for i, b in enumerate(brackets)
        ]
        told_body = told_words(sentence.body)  # (not a base's: `전년(9,600원)보다`)
        named = [
            i
            for i, w in enumerate(words)
            if head_columns[i] != row_columns[0]
            and (
                (_names_a_head(w) and _in_body(w, body))
                # the bracket that tells two heads of one name apart, named alone (`기준전망`
                # of `2025년 여름(기준전망)` beside `2025년 여름(상한전망)`) when no other head
                # holds its words (`서울` of `지방비(서울)` beside `합계(서울 기준)` names none)
                or (
                    told[i] != w
                    and _names_a_head(told[i])
                    and _told_in(told[i], told_body)
                    and sum(told[i] in _head_words(head_text[a:b]) for a, b in head_cells) == 1
                )
                # a grade's letter, in brackets or before `등급` (`우수(A) 5개`, `B등급 60%`)
                # (not in a row of the draft's own table, whose heads say what its cells are)
                or (
                    _GRADE_HEAD.fullmatch(w) is not None
                    and not drafted
                    and _mention(w, sentence.body) is not None
                )
            )
            and _told_in(told[i], told_body)
        ]
        for i in named:
            if words[i] not in body and _told_in(told[i], told_body):
                words[i] = told[i]  # named by its bracket alone: the sentence's words for it
        named = [i for i in named if not any(j != i and words[i] in words[j] for j in named)]
        # a head named as a part the figure includes (`지방교육세 포함 62,500원`) names the
        # table's total column instead, or none when the table has no one total
        totals = _total_of(words, head_columns, row_columns[0])
        named = [i for i in named if not _included(words[i], body) or totals is not None]
        group = {i: {head_columns[i]} for i in named}
        if not any(parents) and len(source.head_rows(anchor)) > 1:
            for i in named:
                group[i] |= _merged_columns(head_text, head_cells, head_columns, i)
        if not named and any(parents):
            # a head of a lower row named by its words alone, under merged heads the sentence
            # names none of (`전년동월비` under `등락률` and under `기여도`): the figure must sit
            # under one of the heads of those words
            alike = [
                i
                for i, w in enumerate(words)
                if head_columns[i] != row_columns[0] and _names_a_head(w) and w in body
            ]
            if len(alike) > 1 and len({words[i] for i in alike}) == 1:
                named = [alike[0]]
                group = {alike[0]: {head_columns[i] for i in alike}}
        if len(named) == 1 and _names_another(
            body, words, named[0], head_columns, row_columns[0], told=told
        ):
            named = []  # `매출(억 원)은 ... 영업이익(억 원)은 ...` lists the figures of both
        if not named and not drafted:
            continue
        readings = source.readings(anchor, units.get(anchor))
        found = [(row_columns[_column(row_cells, f.start)], f) for f in readings]
        found = [(c, f) for c, f in found if _column(row_cells, f.start) >= 0]
        if len(named) > 1:
            # (a head over words, `판정` of `주의`, takes no figure in turn)
            named = [i for i in named if any(c in group.get(i, ()) for c, _ in found)]
        for pair, figure in _named_pairs(
            sentence, numbers, words=words, named=named, found=found, row_columns=row_columns,
            own_heads=not any(parents), brackets=brackets,
        ):  # fmt: skip
            label = pair
            if pair < 0 or (pair in named and _included(words[pair], body)):
                # (a head named as included, `지방교육세 포함`: the total's column)
                if totals is None:
                    continue
                label = totals
            column = head_columns[label]
            allowed = group.get(label, {column})
            if not any(c in allowed for c, f in found if f.kind == figure.kind):
                continue  # the named head's cell holds no figure of the kind
            columns = holding_columns(figure, found, allowed)
            if not columns or columns & allowed or row_columns[0] in columns:
                continue
            if columns & _family(words, label, head_columns):
                continue
            apart = (head_text, head_cells, head_columns)
            if named_apart(figure, columns, words[label], sentence.body, head=apart):
                continue  # `현원은 전년 말 93명에서`: `전년 말 현원` named, its words apart
            end = figure.start + len(figure.raw)
            changed = figure.falls or figure.rises or states_a_change(sentence.body, figure)
            # (a change in points is never a rate's level: `가입률` names no column of `0.3%p`)
            heads_of_change = _CHANGE_HEAD_WORDS if figure.unit != "%p" else _CHANGE_OF_RATE
            if changed and not (
                heads_of_change.search(words[label]) or heads_of_change.search(told[label])
            ):
                continue  # a change (`40병상 늘고`) is no level of the named level's column
            after = _head_words(sentence.body[end : end + _UNIT_REACH])
            if _in_other_heads_unit(after, measured[label], columns, head_columns, measured):
                continue  # `급속충전기 평균 출력 68kW`: a power, under the head in kW
            row_text = source.blocks[anchor].text
            held = [
                row_text[slice(*row_cells[_column(row_cells, f.start)])]
                for _, f in found
                if matches(figure, f, _NO_YEARS)
            ]
            if any(words[label] in _head_words(cell) for cell in held):
                continue  # the cell holding it says the head's word too (`대회신기록(종전 10초94)`)
            if any(_a_cell_of_words(cell) and _head_words(cell) in body for cell in held):
                # the words of the cell it stands in, copied whole (`최근 3년 관심 이상
                # 발령일수`), not a figure with its unit (`200kWh 이하`)
                continue
            named_cells = [
                _head_words(row_text[slice(*row_cells[j])])
                for j in range(len(row_cells))
                if row_columns[j] in allowed
            ]
            if copied_from_cell(
                sentence.body, figure, (row_text, row_cells), found=found, named_cells=named_cells
            ):
                continue  # `시청 별관 3층` of the cell `시청 별관 3층 회의실`: that cell's words
            if _written_in_column(figure, column, head=head, rows=rows, source=source, units=units):
                continue  # `각각 1,800㎡`: another cited row writes it as is in the named column
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is in another column of {anchor} than the one the "
                    f"sentence names ({head_text[slice(*head_cells[label])].strip()!r} of the "
                    f"header {head}); restate the figure of that column.",
                )
            )


_COPIED_CELL = 6


"""How many Korean syllables (twice as many Latin letters) make a cell one of words, whose
figure a sentence copying it whole gives no column."""


def _a_cell_of_words(cell: str) -> bool:
    latin = sum(1 for ch in cell if ch.isascii() and ch.isalpha())
    return _hangul(cell) >= _COPIED_CELL or latin >= 2 * _COPIED_CELL


def _written_in_column(
    figure: Figure,
    column: int,
    *,
    head: str,
    rows: list[HeadRow],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether a cited row under the same heads writes `figure` exactly, as its value, in the
    named column (`중앙빙상장 | 1,800` for `각각 1,800㎡`, beside a total row whose `1,750` it only
    rounds to); a figure the sentence hedges (`약 0.8`) as the value it rounds there (`0.81`)."""
    for anchor, theirs, row_cells, _, (row_columns, _), _ in rows:
        if theirs != head:
            continue
        for f in source.readings(anchor, units.get(anchor)):
            cell = _column(row_cells, f.start)
            if (
                cell >= 0
                and row_columns[cell] == column
                and (abs(f.value) == abs(figure.value) or figure.hedged)
                and matches(figure, f, _NO_YEARS)
            ):
                return True
    return False


def _family(words: list[str], label: int, head_columns: list[int]) -> set[int]:
    """The columns of the named head's change, share or rate (`접수` of `접수 증감률(%)`, `징수액`
    of `전년 대비 징수액 증감`, `집행` of `집행률`), never of another period of it (`전년 동기
    접종률`)."""
    return {
        head_columns[j]
        for j, w in enumerate(words)
        if words[label] in w
        and (
            _CHANGE_OR_SHARE.search(rest := w.replace(words[label], ""))
            or (w.startswith(words[label]) and rest in {"률", "율"})
        )
    }


def _check_last_head(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A sentence naming the last head of a table whose cells a PDF separates only by spaces
    (`문서 구분 문서수 평균 문장수 최대 문장수` over `뉴스 206,223 15 340`) gives it the row's last
    cell. Heads of several words cannot be told apart there, so only the last head, after which
    no other head stands, is lined up with a cell: the row's last, when it is a number."""
    numbers = [f for f in figures if f.kind == "number" and not _year_like(f)]
    if not numbers:
        return
    body = _head_words(sentence.body)
    for anchor in visible:
        row = source.blocks[anchor]
        head = source.header(anchor)
        if not row.table_row or head is None or "|" in row.text or "|" in source.blocks[head].text:
            continue
        words = source.blocks[head].text.split()
        last = _last_head(words, body)
        if last is None:
            continue
        readings = [f for f in source.readings(anchor, units.get(anchor)) if f.kind == "number"]
        if len(readings) < 2 or not row.text.rstrip().endswith(readings[-1].raw.strip()):
            continue  # the row's last cell is no number: the last head is over words
        # the first number after the mention, or the sentence's only number
        after = [f for f in numbers if last in _head_words(sentence.body[: f.start])]
        figure = after[0] if after else (numbers[0] if len(numbers) == 1 else None)
        if figure is None or matches(figure, readings[-1], _NO_YEARS):
            continue
        if not any(matches(figure, f, _NO_YEARS) for f in readings[:-1]):
            continue  # not another cell of the row: checked by the other rules
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor, head),
                f"{figure.raw.strip()!r} is in another column of {anchor} than its last, "
                f"{' '.join(words[-2:])!r} of the header {head}, which the sentence names; "
                f"restate {readings[-1].raw.strip()!r}.",
            )
        )


def _last_head(words: list[str], body: str) -> str | None:
    """The head row's last head as the sentence names it (spacing ignored): its last two words,
    or its last word when no other word of the row repeats it; None if not named."""
    if len(words) < 4 or any(ch.isdigit() for ch in "".join(words[-2:])):
        return None
    two = _head_words("".join(words[-2:]))
    if len(two) >= 4 and two in body:
        return two
    one = _head_words(words[-1])
    if len(one) >= 3 and one in body and sum(_head_words(w) == one for w in words) == 1:
        return one
    return None


def _names_another(
    body: str,
    words: list[str],
    named: int,
    head_columns: list[int],
    label_column: int,
    *,
    told: list[str],
) -> bool:
    """Whether the sentence also names another head of the row in words (two Hangul letters or
    three others at least, with the bracket that tells it from a head of the same name): then
    its figures may belong to either column."""
    return any(
        i != named
        and head_columns[i] != label_column
        and (w not in words[named] or (told[i] and told[i] != told[named]))
        and (len(w) >= 3 or (len(w) == 2 and all("가" <= ch <= "힣" for ch in w)))
        and w in body
        and _told_in(told[i], body)
        for i, w in enumerate(words)
    )


def _merged_columns(
    head_text: str, head_cells: list[tuple[int, int]], head_columns: list[int], i: int
) -> set[int]:
    """The columns of a first-row head over rows of heads under it: its own and those of the
    empty heads after it, which it is merged over (`합계출산율 | |` over `2023년 | 2024년 |
    증감`)."""
    columns = {head_columns[i]}
    j = i + 1
    while j < len(head_cells) and not head_text[slice(*head_cells[j])].strip():
        columns.add(head_columns[j])
        j += 1
    return columns


def _bracket(head: str) -> str:
    """The words of the bracket a head ends in (`서울` of `지방비(서울)`, `kw` of `출력(kW)`)."""
    found = _UNIT_IN_HEAD.search(head)
    return _head_words(found.group(0)) if found else ""


_UNIT_REACH = 6
"""How many characters after a draft's figure are read for the unit it is written in."""


# A head that counts in a counter word (`지원 건수`, `가구수`): it holds figures in that counter.
_COUNT_HEAD = re.compile(rf"({COUNTER_WORDS})\s?수$")


def _head_counter(words: str) -> str:
    """The counter a head of a count counts in (`건` of `지원건수`), else empty."""
    match = _COUNT_HEAD.search(words)
    return match.group(1) if match else ""


def _in_other_heads_unit(
    after: str,
    unit: str,
    columns: set[int],
    head_columns: list[int],
    brackets: list[str],
) -> bool:
    """Whether a figure is written in the unit (`after` it, letters and digits only) that the
    bracket of the head over the cell holding it gives (`68kW` under `급속 평균 출력(kW)`),
    and the named head's bracket, `unit`, gives another (`(기)`): then the sentence gives the
    figure to the head of its unit, whatever else it names."""
    theirs = {brackets[i] for i, c in enumerate(head_columns) if c in columns and brackets[i]}
    return (
        bool(theirs)
        and unit not in theirs
        and any(after.startswith(b) and not b.isdigit() for b in theirs)
        and not (unit and after.startswith(unit))
    )


def _cell_figures(sentence: Sentence, figures: list[Figure]) -> list[Figure]:
    """The figures a named column may hold: numbers, and times (a timetable's `토요일 | 일요일`
    over `7월 | 18:00 | 17:00`); not the base of a rate (`1인 1박`: nobody's figure), nor an
    ordinal (`1순위`: a label). A spelling read as a date first with a number as its other
    reading (`9.8일`: 9 September, or 9.8 days) is that number here."""
    readings = [
        f
        if f.kind in _CELL_KINDS or f.kind == "label"  # (`1단계`, a row's name, or a count)
        else next((o for o in f.others if o.kind == "number"), f)
        for f in figures
    ]
    return [
        f
        for f in readings
        if f.kind in _CELL_KINDS and f.period != "ordinal" and not _rate_base(sentence.body, f)
    ]


def _draft_cell(sentence: Sentence, at: int) -> int | None:
    """The cell of a row of the draft's own Markdown table that position `at` falls in, or None
    for any other sentence."""
    if sentence.kind != "table_row" or not sentence.head:
        return None
    return sentence.body.count("|", 0, at)


# The words of a head that make it a change or a share of another head's quantity.
_CHANGE_OR_SHARE = re.compile(r"증감|증가|감소|변동|비율|비중|구성비|change|share", re.IGNORECASE)
# A Korean topic or subject particle, or a colon, right after a named head (`최저경쟁가격은`).
# So does a head before the noun it qualifies and that noun's particle (`5인 이상 가구는`).
_TOPIC_AFTER = re.compile(r"(?:\s[가-힣]{1,3})?\s?(?:은|는|이|가|:|：)(?![가-힣])")


# What joins the terms of one cell's expression (`42만 원 + 3억 원 초과금액의 0.35%`): a plus
# or a times sign first, then no break of clause (a row's label may stand between)
_JOINED = re.compile(r"\s?[+×][^,;]{0,24}")
# A head used as the verb of a condition (`전자출원하면 ... 62,000원`): its figure follows.
_CONDITION_AFTER = re.compile(r"(?:하면|할\s?때|하는\s?경우)(?![가-힣])")
# A counter, the thing it counts and an object particle after a figure (`1개 류를`)
_COUNTED_OBJECT = re.compile(rf"\s?(?:{COUNTER_WORDS})\s?[가-힣]{{1,4}}(?:을|를)(?![가-힣])")
# A counter between a figure and the head it counts (`32개 차종`, `11곳 기관`).
# (a counter word, never a particle or an ending: `92.31로 전월 대비`, `37.2%이며 전년동월대비`)
_COUNTER_GAP = re.compile(rf"\s?(?:{COUNTER_WORDS}|종|기)\s")


def _named_pairs(
    sentence: Sentence,
    numbers: list[Figure],
    *,
    words: list[str],
    named: list[int],
    found: list[tuple[int, Figure]],
    row_columns: list[int],
    own_heads: bool = True,
    brackets: list[str] | None = None,
) -> Iterator[tuple[int, Figure]]:
    """(head cell, draft figure) for each column head the sentence names: by its words in the
    sentence (the number nearest the mention, not inside it, nor inside the head's own bracket
    written after it (`고위직(4급 이상)이면 0.8점`), nor of the row's label, `Series 2`),
    or, in a row of a draft's Markdown table, by the draft's own head over the figure's cell
    (`own_heads`: not for a row of heads under another, whose heads the draft's do not name
    alone). A figure under a draft head that names a head of the block is that head's alone:
    the row's label naming another (`| 2025년 상반기 전체 | 3.3일 |` under `평균 처리 일수`)
    says whose row it is, not whose column."""
    by_draft_head = (
        list(_draft_head_pairs(sentence, sentence.head, numbers, words))
        if sentence.kind == "table_row" and sentence.head and own_heads
        else []
    )
    headed = {id(f) for _, f in by_draft_head}
    numbers = [f for f in numbers if id(f) not in headed]
    if len(named) == 1:
        label = named[0]
        labels = [f for c, f in found if c == row_columns[0]]
        # a head named again (`1차 10만 원 [L39], ... 1차부터 40만 원 [L40]`): each mention
        # names the figures nearer it than any other mention
        mentions = _mentions(words[label], sentence.body)
        for mention in mentions:
            nearest = [f for f in numbers if _nearest(f, mentions) is mention]
            bracket = brackets[label] if brackets else ""
            for figure in _named_at(
                sentence, mention, nearest, words=words[label], bracket=bracket, labels=labels
            ):
                yield label, figure
                numbers = [f for f in numbers if f is not figure]
    if len(named) > 1:
        # (not a figure of the row's label: `1단계 구간이 200kWh` names the row, then its cell)
        labels = [f for c, f in found if c == row_columns[0]]
        unlabelled = [f for f in numbers if not any(matches(f, t, _NO_YEARS) for t in labels)]
        yield from _pairs_in_turn(sentence, unlabelled, words, named, brackets)
    yield from by_draft_head


def _draft_head_pairs(
    sentence: Sentence, head: str, numbers: list[Figure], words: list[str]
) -> Iterator[tuple[int, Figure]]:
    """(head cell, draft figure) for the figures of a row of the draft's own Markdown table
    (under the draft's `head` row) whose draft head names one head of the block (of
    `_named_pairs`)."""
    heads = [joined_heads(cell) for cell in head.strip().strip("|").split("|")]
    bounds = [i for i, ch in enumerate(sentence.body) if ch == "|"]
    lead = 1 if sentence.body.lstrip().startswith("|") else 0

    def cell_of(figure: Figure) -> int:
        return sum(1 for b in bounds if b < figure.start) - lead

    for figure in numbers:
        if in_brackets(sentence.body, figure.start):
            continue  # `16만 3,858건 감소(-5.6%)`: a detail of the cell's figure, not the head's
        cell = cell_of(figure)
        if not 0 <= cell < len(heads):
            continue
        # (heads a slash joins, `일반/우선 분양`, each take the cell's figures in turn)
        together = [f for f in numbers if cell_of(f) == cell] if len(heads[cell]) > 1 else []
        if together and len(together) != len(heads[cell]):
            continue
        mine = heads[cell][together.index(figure)] if together else heads[cell][0]
        if _ORDINAL_HEAD.fullmatch(mine):
            # `2차` over the block's `2차 위반`: the one block head it opens, at a number's start
            opened = [i for i, w in enumerate(words) if _opens(mine, w)]
            if len(opened) == 1:
                yield opened[0], figure
            continue
        if not _names_a_head(mine):
            continue
        # a head of six letters or more, or a Korean one of two syllables (`특별회계`, `합계`),
        # as `_names_a_head` takes a head the sentence names
        # (or, with `대비` as the heads' `비`, the very head: `평년 대비` is `평년비`, not `평년`)
        whole = {mine, _plain_ratio(mine)}
        fits = [
            i
            for i, w in enumerate(words)
            if (
                (min(len(w), len(mine)) >= 6 or (_hangul(w) >= 2 and _hangul(mine) >= 2))
                and (mine in w or w in mine)
            )
            or w in whole
        ]
        if len(fits) > 1:
            # (`귀성` names `귀성(2. 16. 출발)`, written whole but for its bracket, not `지난해
            # 설 귀성`)
            fits = [i for i in fits if words[i] in whole] or fits
        if len(fits) == 1:
            # (a head named as included, `지방교육세 포함`, stands for the total's column: -1)
            yield (-1 if _included(words[fits[0]], mine) else fits[0]), figure


_ITEM_ENDS = ",，·ㆍ"


def _nearest(figure: Figure, mentions: list[re.Match[str]]) -> re.Match[str]:
    """The mention of a head a figure stands nearest."""
    end = figure.start + len(figure.raw.rstrip())
    return min(mentions, key=lambda m: min(abs(figure.start - m.end()), abs(m.start() - end)))


def _named_at(
    sentence: Sentence,
    mention: re.Match[str],
    numbers: list[Figure],
    *,
    words: str,
    bracket: str,
    labels: list[Figure],
) -> list[Figure]:
    """The figures one mention of a head names (of `_named_pairs`): the number nearest it, not
    inside it, nor inside the head's own bracket, nor of the row's label; with each figure a
    `+` joins on after it."""
    body = sentence.body
    # in a row of the draft's own table, a head named inside a cell (`| 98.7% | 최다 접수 |`,
    # a remark) names only that cell's figures: the others sit under the draft's heads;
    # named in the row's first cell, its label (`| 80세 이상 | 19.3% |`), the whole row's
    own = _draft_cell(sentence, mention.start())
    if own is not None and own == (1 if body.lstrip().startswith("|") else 0):
        own = None
    end = past_own_bracket(body, mention, bracket)
    included = _INCLUDED_AFTER.match(body, end)
    if included is not None:
        end = included.end()  # `지방교육세를 포함해 25만 원`: the total after it
        numbers = [f for f in numbers if f.start >= end]
    elif _BASE_AFTER_HEAD.match(body, end):
        return []  # `벤치마크를 27bp 밑돌았다`: the head is what a figure is measured against
    candidates = [
        f
        for f in numbers
        if not mention.start() <= f.start < end
        and not any(matches(f, theirs, _NO_YEARS) for theirs in labels)
        and (own is None or _draft_cell(sentence, f.start) == own)
        # (a count of what a verb takes, `1개 류를 전자출원하면`: the object's, no cell's)
        and _COUNTED_OBJECT.match(body, f.start + len(f.raw.rstrip())) is None
        # (a change in points of a rate, `합격률은 1.2%p 하락한 79.8%`: the level is the head's)
        and not (f.unit == "%p" and (f.falls or f.rises) and not _CHANGE_OF_RATE.search(words))
    ]
    glued = [f for f in candidates if f.start + len(f.raw.rstrip()) == mention.start()]
    if glued:
        candidates = glued  # `5~6년차`: the head is the word of the figure glued before it
    elif (
        _TOPIC_AFTER.match(body, end)
        or _CONDITION_AFTER.match(body, end)
        or _opens_bracket(body, mention.start())
    ):
        # `최저경쟁가격은 블록당 3,120억 원`: a head with its particle names what follows it;
        # so does a head opening a bracket (`150만 원 (내일준비지원금 최대 55만 원)`)
        candidates = [f for f in candidates if f.start >= end] or candidates
    elif any(f.start >= end for f in candidates):
        # `대지 합계 65,677㎡, 연간 대부료 합계 2,171만 원`: a comma (or a middle dot, `3천
        # 원·월 정기권`) between a figure and the head after it closes that figure's item
        candidates = [
            f
            for f in candidates
            if f.start >= end
            or not comma_between(
                body, f.start + len(f.raw), mention.start(), numbers, marks=_ITEM_ENDS
            )
        ]
    counting = [
        f for f in candidates if _COUNTER_GAP.fullmatch(body, f.start + len(f.raw), mention.start())
    ]
    if counting:
        return [counting[-1]]  # `32개 차종 5,142대`: the head is what the figure before it counts
    if not candidates:
        return []
    chosen = min(
        candidates,
        # the nearer; on a tie the one before (`9시에 시작해`), but after a head opening a
        # bracket (`15%(누진공제 126만 원)` names 126만)
        key=lambda f: (
            min(abs(f.start - end), abs(f.start + len(f.raw) - mention.start())),
            (f.start < mention.start()) == _opens_bracket(body, mention.start()),
        ),
    )
    named = [chosen]
    # a cell's expression restated whole (`42만 원 + 3억 원 초과금액의 0.35%`): each figure the
    # `+` joins on is the same head's
    end = chosen.start + len(chosen.raw)
    for joined in sorted((f for f in candidates if f.start >= end), key=lambda f: f.start):
        if _JOINED.fullmatch(body, end, joined.start) is None:
            break
        named.append(joined)
        end = joined.start + len(joined.raw)
    return named


# The words of a head of changes (`증감`, `등락`, `전년동월비`); with a rate's (`등락률`), what a
# change may sit under; with a gap's (`전년 대비`, `%p`), what a rate's change in points may sit
# under (a rate itself, `가입률`, is no head of its change)
_CHANGES = r"증감|증가|감소|변동|등락|비$|change"
_CHANGE_HEAD_WORDS = re.compile(rf"{_CHANGES}|률|율", re.IGNORECASE)
_CHANGE_OF_RATE = re.compile(rf"{_CHANGES}|대비|차이|%p|포인트", re.IGNORECASE)


# Words naming a head as a part the figure includes (`지방교육세 포함`, `지방교육세를 포함해`,
# `지방교육세를 더한`): the figure is the total the head's column adds to
_INCLUDED_AFTER = re.compile(rf"\s?(?:을|를)?\s?(?:{INCLUDING})[가-힣]{{0,2}}\s?")


def _included(words: str, body: str) -> bool:
    """Whether the sentence (as `_head_words` gives it) names the head of `words` as a part
    the figure includes."""
    return re.search(rf"{re.escape(words)}(?:을|를)?(?:{INCLUDING})", body) is not None


def _total_of(words: list[str], head_columns: list[int], label_column: int) -> int | None:
    """The one head of a total (`합계`, `계`) among a table's heads, past its label column."""
    found = [i for i, w in enumerate(words) if w in _TOTALS and head_columns[i] != label_column]
    return found[0] if len(found) == 1 else None


def _opens_bracket(text: str, start: int) -> bool:
    """Whether the text at `start` follows an opening bracket (`(누진공제 126만 원)`)."""
    return text[:start].rstrip().endswith(("(", "（"))
