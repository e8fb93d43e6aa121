"""The tables of a source as a person reads them, before any figure is looked up.

Readers flatten a table into rows of cells joined with ` | `. Three things a person sees at a
glance are written back here, each returning the blocks (unchanged when nothing applies):

- `_spread_lettered_rows`: a sparse spreadsheet row written with its column letters
  (`B: 수의계약 | D: 1,310`) laid out cell by cell.
- `_captions_in_tables`: a title or unit line a CSV file or a sheet holds as a row above the
  heads read as the table's caption.
- `_fill_covered_cells`: a row's empty leading cells given the cells merged from above.

And the columns of a row, which the cross-checks share: the cell a position falls in
(`_column`), the cells that hold a figure (`_columns_of`), the years each head names
(`_head_years`), and whether a row of heads holds a figure as its label (`_names_by_figures`), a
period written in parts over a row's column (`split_over_heads`), and each cell of a row with
the head over it (`heads_over_cells`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._blocks import SourceBlock
from fa_grounding._counters import counter_of
from fa_grounding._figures._figure import Figure, _year_like
from fa_grounding._figures._match import _NO_YEARS, figure_years, matches
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._figures._read import iter_figures
from fa_grounding._units import cell_spans, declared_units

if TYPE_CHECKING:
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

# A cell of a sparse spreadsheet row as fa-extract writes it: its column's letters, a colon.
_LETTERED_CELL = re.compile(r"([A-Z]{1,3}): ")


def _spread_lettered_rows(blocks: dict[str, SourceBlock]) -> dict[str, SourceBlock]:
    """The blocks, with a sparse row (`B: 수의계약 | D: 1,310`) written out cell by cell.

    A spreadsheet row with empty cells keeps its column letters (fa-extract's `x2.14` and `r14`
    rows); the check aligns cells by position, so the row becomes `| 수의계약 |  | 1,310`:
    column A empty (a label merged from above fills it), C empty. Only a table row of two or
    more cells, each opening with letters in increasing column order, is read so.
    """
    out: dict[str, SourceBlock] | None = None
    width = 0  # cells of the table's last row written out in full (its heads, often)
    for anchor, block in blocks.items():
        if not block.table_row or block.table_start:
            width = 0
        if not block.table_row or ": " not in block.text:
            width = len(block.text.split(_CELL)) if block.table_row else 0
            continue
        cells = block.text.split(_CELL)
        if len(cells) < 2:
            width = len(cells)
            continue
        placed: dict[int, str] = {}
        for cell in cells:
            match = _LETTERED_CELL.match(cell)
            if match is None:
                break
            column = _column_number(match.group(1))
            if placed and column <= max(placed):
                break
            placed[column] = cell[match.end() :]
        else:
            # as many cells as the rows written in full, so columns line up with the heads
            row = [placed.get(k, "") for k in range(max(max(placed) + 1, width))]
            if out is None:
                out = dict(blocks)
            out[anchor] = replace(block, text=_CELL.join(row).strip())
    return blocks if out is None else out


def _column_number(letters: str) -> int:
    """`A` -> 0, `Z` -> 25, `AA` -> 26."""
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number - 1


_CELL = " | "


def _captions_in_tables(blocks: dict[str, SourceBlock]) -> dict[str, SourceBlock]:
    """The blocks, with the title and unit lines a table holds as rows read as its caption.

    A CSV file or a sheet is one table to its reader, so its title (`2025년 상반기 계약 현황`)
    and unit line (`(단위: 건 | 백만원)`) are rows above the row of heads. A row of one cell, or
    a row that only declares units, directly above a row of heads (two cells or more, no figure
    but periods and years: `구분 | 1분기 | 2분기`), is a caption: the heads' row begins the table,
    so the heads are found, and the caption lends its unit and period as a caption does.
    """
    out: dict[str, SourceBlock] | None = None
    order = list(blocks)
    for i in range(len(order) - 1):
        block, after = blocks[order[i]], blocks[order[i + 1]]
        if not (block.table_row and after.table_row) or after.table_start:
            continue
        # (a title whose unit bracket holds cell marks, `현황 (단위: 교 | 학급 | 명)`, is one cell)
        several = _CELL in _BRACKETS.sub(" ", block.text)
        if several and not any(mark in block.text for mark in _UNIT_MARKS):
            continue  # a row of cells and no bracket: no title, no unit line (the cheap test first)
        if block.document != after.document or not _heads_like(after.text):
            continue
        if several and not _declares_only(block.text):
            continue
        if out is None:
            out = dict(blocks)
        out[order[i + 1]] = replace(after, table_start=True, table_continued=False)
        # the caption, and a title of one cell or a unit line right above it (`부산항 11월
        # 실적` over `(단위: TEU / 척)`): as many as a caption is looked for above a table
        for k in range(i, max(-1, i - _CAPTION_ROWS), -1):
            above = out[order[k]]
            if k < i and not (
                above.table_row
                and above.document == block.document
                and (_CELL not in above.text or _declares_only(above.text))
            ):
                break
            out[order[k]] = replace(
                above, table_row=False, table_start=False, table_continued=False
            )
    return blocks if out is None else out


_HEAD_CHARS = 60
"""A column head is short: a longer cell is data (`성과로 신뢰받는 일 잘하는 정부 구현`)."""
_UNIT_MARKS = ("(", "（", "단위", "nit")
"""What a unit line holds (`(단위: 건 | 백만원)`, `Unit: USD`): a row of cells without any of them
is data or heads."""
_CAPTION_ROWS = 2
"""How many rows above a table's heads can be its caption (a title, then a unit line)."""


# A cell that is a figure alone (`1,052`, `△14`, `12.5%`, `-3`): a row of data has one.
_FIGURE_CELL = re.compile(r"[△▲▼▽+\-−]?\s?\d[\d,]*(?:\.\d+)?\s?%?")
_YEAR_CELL = re.compile(r"(?:19|20)\d\d")


def ends_heads(figure: Figure) -> bool:
    """Whether a row holding the figure is a row of figures, below the rows of heads: a number
    that is no year or date, or a phase that may be a count (`1단계 신청`)."""
    if figure.kind == "label":
        return bool(figure.others)
    return figure.kind == "number" and figure.as_date is None and not _year_like(figure)


def _heads_like(text: str) -> bool:
    """Whether a row reads as a table's heads: two cells or more, none of them a figure alone
    but a year (`구분 | 2024 | 2025`, `감염병 | 2025-W13 | 누계(1~14주)`)."""
    cells = [c.strip() for c in text.strip(" |").split("|")]
    if sum(1 for cell in cells if cell) < 2 or any(len(cell) > _HEAD_CHARS for cell in cells):
        return False  # (a merged head leaves cells empty: `구분 | 2024 |  | 2025`)
    return not any(
        _FIGURE_CELL.fullmatch(cell) and not _YEAR_CELL.fullmatch(cell) for cell in cells
    )


def _declares_only(text: str) -> bool:
    """Whether a row only declares units (`(단위: 건 | 백만원)`): it does, and holds no number
    or period written in digits (the `백만` of `백만원` is the unit's scale; `구분 | 2024년 |
    2025년 | 증감(명)` is a row of heads whose last head declares its unit)."""
    if _WORDS_OUTSIDE_UNITS.search(_UNIT_PARTS.sub(" ", text)) is not None:
        return False  # `구분 | 발생 횟수(회) | 최대 규모`: heads, each with or without its unit
    return bool(declared_units(text)) and not any(
        f.kind in {"number", "date", "quarter", "half"} and any(c.isdigit() for c in f.raw)
        for f in iter_figures(text)
    )


# What a unit line holds besides its units: brackets, and `단위:` or `Unit:` with what follows.
_BRACKETS = re.compile(r"[(（][^)）]*[)）]")
_UNIT_PARTS = re.compile(r"[(（][^)）]*[)）]|(?:단위|[Uu]nits?)\s*[:：].*")
_WORDS_OUTSIDE_UNITS = re.compile(r"[가-힣A-Za-z]{2,}")


def _fill_covered_cells(blocks: dict[str, SourceBlock]) -> dict[str, SourceBlock]:
    """The blocks, with a table row's empty leading cells given the text of the cells above.

    Korean tables merge their label columns (연도, 구분) over the rows of a group, and a reader
    gives a row under such a cell an empty place there: `| 2분기 | 120` under `2025년 | 1분기 |
    100`. A person reads the row as `2025년 | 2분기 | 120`, and so does the check. Only the
    cells before the row's first written one are filled, from the visible row just above in the
    same table (its first row, or a row right after another row) when it has as many cells: an
    empty cell further on is no data (`4월 |  |  |`), and a row of another width belongs to
    another table (a nested one) or another layout. A table whose rows start one cell further
    right each time (a fare table between stations) is a staircase, not merged cells: it is
    left as it is.
    """
    out: dict[str, SourceBlock] | None = None
    for table in _tables(blocks):
        cells = [_cells(block.text) for block in table]
        leads = [next((i for i, c in enumerate(row) if c.strip()), len(row)) for row in cells]
        rising = [lead for lead in leads if lead]
        if len(set(rising)) >= _STAIRCASE and all(a <= b for a, b in pairwise(leads)):
            continue
        for k in range(1, len(table)):
            row, over, lead = cells[k], cells[k - 1], leads[k]
            if 0 < lead < len(row) and len(over) == len(row) and any(over[:lead]):
                row[:lead] = over[:lead]
                block = table[k]
                if out is None:
                    out = dict(blocks)
                # joined as the readers join a row: ` | ` between cells, the ends trimmed
                out[block.anchor] = replace(block, text=" | ".join(row).strip())
    return blocks if out is None else out


_STAIRCASE = 3
"""Rows starting this many different cells to the right, each no further left than the one
before: a staircase (the half of a matrix left empty), not cells merged from above."""


def _tables(blocks: dict[str, SourceBlock]) -> Iterator[list[SourceBlock]]:
    """The visible rows of each table of two rows or more that has a row opening with an empty
    cell, in order: a table runs from a `table_start` row, or the first row after another
    block, to the next such row (a hidden row belongs to it and is left out); a PDF table's
    part on a later page (`table_continued`) goes on across the page's furniture between."""
    table: list[SourceBlock] = []
    between = False  # a page's furniture after the last row (a table may continue past it)
    for block in blocks.values():
        if block.furniture and not block.table_row and table:
            between = True
            continue
        if not block.table_row or block.table_start or (between and not block.table_continued):
            if len(table) > 1 and any(b.text.startswith("|") for b in table[1:]):
                yield table
            table = []
        between = False
        if block.table_row and not block.hidden:
            table.append(block)
    if len(table) > 1 and any(b.text.startswith("|") for b in table[1:]):
        yield table


def _cells(text: str) -> list[str]:
    return [text[a:b] for a, b in cell_spans(text)]


def _head_of(cell: int, span: int) -> int:
    """The head over a row's cell when each head but the first covers `span` cells."""
    return 1 + (cell - 1) // span if cell else 0


def _head_span(row: int, head: int) -> int | None:
    """How many row cells each head but the first covers: 1 when the row has as many cells as
    its header; k when a header of merged cells (`분 야 별 | 2026 | 2025 | 비교증감` over `총 계 |
    9,122 | 100% | 8,462 | 100% | 660 | 7.80%`) gives each head once over k cells; None when the
    cells do not line up so."""
    if row == head:
        return 1
    if head >= 3 and row > head and (row - 1) % (head - 1) == 0:
        return (row - 1) // (head - 1)
    return None


def _column(spans: list[tuple[int, int]], position: int) -> int:
    return next((i for i, (a, b) in enumerate(spans) if a <= position < b), -1)


def heads_over_cells(anchor: str, source: _Source) -> list[tuple[str, tuple[int, int]]]:
    """Each cell of a table row with the words of the head over it: (head, the cell's span in
    the row), when the row has as many cells as its header; empty otherwise."""
    table = source.under_head(anchor)
    if table is None:
        return []
    head, row_cells, head_cells = table
    if len(row_cells) != len(head_cells):
        return []
    text = source.blocks[head].text
    return [(text[a:b], cell) for (a, b), cell in zip(head_cells, row_cells, strict=True)]


def _head_years(source: _Source, head: str, head_cells: list[tuple[int, int]]) -> list[set[int]]:
    """The years each cell of the row of heads `head` names (`구분 | 2024 | 2025`)."""
    years: list[set[int]] = [set() for _ in head_cells]
    for found in source.figures(head):
        column = _column(head_cells, found.start)
        if column >= 0:
            years[column] |= {y for y in figure_years([found]) if y > 0}
    return years


def _columns_of(
    figure: Figure, readings: list[Figure], row_cells: list[tuple[int, int]]
) -> set[int]:
    """The cells of a row (by `row_cells`) whose `readings` support `figure`; -1 for one read
    outside every cell."""
    return {_column(row_cells, t.start) for t in readings if matches(figure, t, _NO_YEARS)}


def _names_by_figures(head: str, figure: Figure, source: _Source) -> bool:
    """Whether the header row `head` holds `figure` as a label: in its first cell (the table's
    own head), or in a header whose every other cell holds figures (a series of ages or sizes)."""
    spans = cell_spans(source.blocks[head].text)
    if len(spans) < 2:
        return False  # a title of one cell names no column (`현황 (2025년 제14주)`)
    found = [(f, _column(spans, f.start)) for f in source.figures(head)]
    series = len({c for _, c in found if c > 0}) == len(spans) - 1 > 1
    return any((series or c == 0) and matches(figure, f, _NO_YEARS) for f, c in found)


# A figure's word right after it in a head (`2인승` of `레일바이크(2인승)`), and the head's words
_LABEL_WORD = re.compile(r"\d+\s?([가-힣]{1,3})")
_HEAD_WORD = re.compile(r"[가-힣A-Za-z]{2,}")


def names_a_head_label(
    head: str,
    figure: Figure,
    sentence: tuple[str, list[Figure]],
    rows: tuple[str, ...],
    source: _Source,
) -> bool:
    """Whether the sentence names a head of the row of heads `head` by its words and the
    figure with its word (`레일바이크 2인승` of the head `레일바이크(2인승)`), and gives a figure
    right after it a figure a cited row of `rows` holds under that head (`25,000원`): the
    figure is the head's label, no amount. `sentence` is the sentence's body and figures."""
    body, written = sentence
    end = figure.start + len(figure.raw)
    mine = re.match(r"\s?([가-힣]{1,3})", body[end:])
    following = next((w for w in written if w.start >= end and w.kind == "number"), None)
    if figure.kind != "number" or mine is None or following is None:
        return False
    text = source.blocks[head].text
    spans = cell_spans(text)
    for found in source.figures(head):
        column = _column(spans, found.start)
        if column <= 0 or not matches(figure, found, _NO_YEARS):
            continue
        cell = text[slice(*spans[column])]
        word = _LABEL_WORD.match(cell, found.start - spans[column][0])
        if word is None or not mine.group(1).startswith(word.group(1)):
            continue
        others = [w for w in _HEAD_WORD.findall(cell) if w != word.group(1)]
        if not others or not all(w in body for w in others):
            continue
        for row in rows:
            cells = source._cell_spans(row)
            if source.header(row) != head or len(cells) != len(spans):
                continue
            under = [t for t in source.figures(row) if _column(cells, t.start) == column]
            if any(matches(following, t, _NO_YEARS) for t in under):
                return True
    return False


def cell_number(
    figures: list[Figure],
    spans: list[tuple[int, int]],
    column: int,
    keep: Callable[[Figure], bool] = lambda _f: True,
) -> Figure | None:
    """The one number a row's cell holds among `figures` (those `keep` keeps), by the row's
    cell `spans`; None for none, or for numbers of more than one value."""
    found = [
        f for f in figures if f.kind == "number" and _column(spans, f.start) == column and keep(f)
    ]
    return found[0] if len({f.value for f in found}) == 1 else None


_BESIDE = 6
"""How many characters from a draft figure a word of its head's cell may stand."""
_CELL_WORD = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")
# The words of a condition after a figure in a head's bracket, before it closes (` 감경)`)
_CONDITION_AFTER = re.compile(r"[가-힣%]?\s[가-힣]{2,}[^()（）|]*[)）]")
# The word of a basis right after a head's figure and its unit (`3.75㎡ 기준`)
_BASIS_AFTER = re.compile(r"[^\s\d|()（）]{0,3}\s?기준")


def _in_english(body: str, figure: Figure) -> bool:
    """Whether the words around a sentence's figure are English: no Hangul near it."""
    reach = 3 * _BESIDE
    near = body[max(0, figure.start - reach) : figure.start + len(figure.raw) + reach]
    return HANGUL.search(near) is None


# A range's first end and its mark, opening a head's cell (`31~`, `65-`)
_RANGE_OPENING = re.compile(r"\d[\d,.]*\s?[가-힣]{0,2}\s?[~∼-]\s?(?=\d)")


def names_a_head(figure: Figure, body: str, visible: tuple[str, ...], source: _Source) -> bool:
    """Whether the figure is one a head over a cited row names, written with the head's
    own counter after it (`70대가` for the head `70대`, `65세 이상` for `65세 이상`): the
    sentence names the column, whose figure the column checks hold to it. An English sentence
    names it with a span of time of the head's (`no more than 30 days` for `30일 이내`)."""
    mine = counter_of(body, figure)
    english = not mine and figure.period is not None and _in_english(body, figure)
    if not mine and not english:
        return False
    for anchor in visible:
        if not source.blocks[anchor].table_row:
            continue
        for head in source.head_rows(anchor):
            text = source.blocks[head].text
            # a head's own name, opening its cell (`70대`, `65세 이상`), not a total the
            # head gives in brackets (`수량(179종)`)
            starts = {a + len(text[a:b]) - len(text[a:b].lstrip()) for a, b in cell_spans(text)}
            # (and the end of a range that opens its cell: the 60 of `31~60일`)
            starts |= {m.end() for a in starts if (m := _RANGE_OPENING.match(text, a))}
            for f in source.figures(head):
                if (
                    f.start in starts
                    and f.kind == figure.kind
                    and (f.period == figure.period if english else counter_of(text, f) == mine)
                    # (a head's bound names the band, `20대 이하`: `their 20s or younger`)
                    and (matches(figure, f, _NO_YEARS) or f.value == figure.value)
                ):
                    return True
    return False


def conditions_a_head(figure: Figure, body: str, visible: tuple[str, ...], source: _Source) -> bool:
    """Whether the figure is a condition a head over a cited row sets its column, a bound
    (`단체(20명 이상)`) or a bracket of its cell (`자진 납부 시(20% 감경)`), written beside a word
    of that head's cell (`20명 이상 단체는`, `20% 감경`): a condition of the column, not a quantity
    any row holds. A head's figure that is neither (`수량(179종)`, a total) is not lent this way,
    nor one beside no word of its own cell (`head_condition` finds it for an unconfirmed
    finding)."""
    if figure.kind != "number":
        return False
    near = body[max(0, figure.start - _BESIDE) : figure.start + len(figure.raw) + _BESIDE]
    return any(any(w in near for w in words) for _, words in _conditions(figure, visible, source))


def head_condition(
    figure: Figure, body: str, visible: tuple[str, ...], source: _Source
) -> str | None:
    """The head over a cited row that writes the figure as a condition of its column (as
    `conditions_a_head`), for a figure an English sentence gives, whose words cannot be those
    of a Korean head; None otherwise (a Korean sentence that writes none of the head's words
    beside the figure gives it to something else)."""
    if figure.kind != "number" or not _in_english(body, figure):
        return None
    return next((head for head, _ in _conditions(figure, visible, source)), None)


def _conditions(
    figure: Figure, visible: tuple[str, ...], source: _Source
) -> Iterator[tuple[str, list[str]]]:
    """Each head over a cited row whose cell writes `figure` as a bound or in a bracket, with
    the words of that cell."""
    for anchor in visible:
        if not source.blocks[anchor].table_row:
            continue
        for head in source.head_rows(anchor):
            text = source.blocks[head].text
            spans = cell_spans(text)
            for f in source.figures(head):
                if not matches(figure, f, _NO_YEARS):
                    continue
                cell = next(((a, b) for a, b in spans if a <= f.start < b), None)
                if cell is None:
                    continue
                end = f.start + len(f.raw)
                opened = text.rfind("(", cell[0], f.start) > text.rfind(")", cell[0], f.start)
                # (a bracket's figure with a word of a condition after it, `(20% 감경)`, or
                # the basis of the column's figures, `3.75㎡ 기준 연 점용료`; not a total with
                # its counter alone, `수량(179종)`)
                if (
                    f.bound is None
                    and not (opened and _CONDITION_AFTER.match(text, end))
                    and _BASIS_AFTER.match(text, end) is None
                ):
                    continue
                yield head, _CELL_WORD.findall(f"{text[cell[0] : f.start]} {text[end : cell[1]]}")


def holding_columns(figure: Figure, found: list[tuple[int, Figure]], allowed: set[int]) -> set[int]:
    """The columns of a row whose cells hold `figure`: a cell that writes it as it is outweighs
    one it only rounds to (`0.4%` beside `0.35%` in the named column is the other's 0.4%)."""
    hits = [(c, f) for c, f in found if matches(figure, f, _NO_YEARS)]
    columns = {c for c, _ in hits}
    if all(f.value != figure.value and f.period == figure.period for c, f in hits if c in allowed):
        columns = {c for c, f in hits if f.value == figure.value} or columns
    return columns


def aligned_rows(
    visible: tuple[str, ...], source: _Source
) -> Iterator[tuple[str, str, list[tuple[int, int]], list[tuple[int, int]]]]:
    """(anchor, header, row cells, head cells) for each cited table row of three cells or more
    whose header has as many: a row whose every cell stands under its own head."""
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) == len(head_cells) >= 3:
            yield anchor, head, row_cells, head_cells


def split_over_heads(
    figure: Figure,
    figures: list[Figure],
    visible: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether a quarter or half with its year (`2024년 3분기`) is written in parts over the
    column of a cited table row that holds one of the sentence's numbers: its year in one row
    of heads (or the cell merged to its left) and the period in another of the same table, or
    both in a second row of heads under merged ones (`2026 상반기` under `등록`)."""
    if figure.kind not in {"quarter", "half"} or figure.key[0] is None:
        return False
    year, part = figure.key
    numbers = [f for f in figures if f.kind == "number"]
    for anchor in visible:
        if not source.blocks[anchor].table_row:
            continue
        cells = cell_spans(source.blocks[anchor].text)
        rows = source.head_rows(anchor)
        # the rows of heads that line up with the row cell for cell (a first row of merged
        # heads, `구분 | 출원 | 증감률 | 등록`, does not; its periods row under it does)
        heads = [h for h in rows if len(cell_spans(source.blocks[h].text)) == len(cells)]
        # (or the half the table's title names in words, `대여 건수(상반기 기준)`, over heads of
        # years)
        titled = figure.kind == "half" and _titled_half(anchor, source) == part
        if (len(rows) < 2 and not titled) or not heads:
            continue
        own = source.readings(anchor, units.get(anchor))
        for column, (start, end) in enumerate(cells):
            held = [f for f in own if start <= f.start < end]
            if not any(matches(n, f, frozenset()) for n in numbers for f in held):
                continue
            found = [f for h in heads for f in _over_column(source, h, column)]
            has_year = any(
                (f.kind == "number" and f.value == year) or f.key[:1] == (year,) for f in found
            )
            if has_year and (
                titled or any(f.kind == figure.kind and f.key[1] == part for f in found)
            ):
                return True
    return False


# A half in words (`상반기`, `first half`), by its number; the one pattern of halves in words
HALVES_IN_WORDS = {
    1: re.compile(r"상반기|first half|\bH1\b", re.IGNORECASE),
    2: re.compile(r"하반기|second half|\bH2\b", re.IGNORECASE),
}


def _titled_half(anchor: str, source: _Source) -> int | None:
    """The one half a table row's title or unit line names in words (`(상반기 기준)`)."""
    texts = [
        source.blocks[a].text
        for a in source.table_context(anchor)
        if not source.blocks[a].table_row
    ]
    named = {h for h, words in HALVES_IN_WORDS.items() if any(words.search(t) for t in texts)}
    return named.pop() if len(named) == 1 else None


def _over_column(source: _Source, head: str, column: int) -> list[Figure]:
    """The figures of the head over `column` in a row of heads: its own cell's, or those of the
    nearest written cell to its left (a head merged over several columns is written once)."""
    text = source.blocks[head].text
    spans = cell_spans(text)
    for k in range(column, -1, -1):
        start, end = spans[k]
        if text[start:end].strip():
            return [f for f in source.figures(head) if start <= f.start < end]
    return []
