"""Rows of column heads over a cited table row, lined up with its cells: the table's first
row, a row of heads under it that opens on its empty corner, and the columns a sparse
spreadsheet row names by letter."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._head_names import _head_words
from fa_grounding._units import cell_spans

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ["HeadRow", "rows_of_heads"]


HeadRow = tuple[
    str, str, list[tuple[int, int]], list[tuple[int, int]], tuple[list[int], list[int]], list[str]
]


def rows_of_heads(visible: tuple[str, ...], source: _Source) -> Iterator[HeadRow]:
    """For each cited table row, each row of heads over it that lines up with it (three heads
    at least): its table's first row, and a row of heads under it that opens on its empty
    corner (` | 2024 | 2025 | 급속 | 완속` under `구분 | 전기차 누적 등록 | 충전기 | ...`),
    cell for cell from the left, the heads merged down from the first row missing at its end.
    Yields (row, head row, the row's cells, the head's cells, their columns, the words of the
    head of the first row over each head: empty for the first row itself)."""
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        row_text = source.blocks[anchor].text
        first = source.blocks[head].text
        aligned = _aligned(row_text, row_cells, first, head_cells)
        if aligned is not None and len(head_cells) >= 3:
            yield anchor, head, row_cells, head_cells, aligned, [""] * len(head_cells)
        if _letter_columns(row_text, row_cells) is not None:
            continue
        for lower in source.head_rows(anchor)[1:]:
            text = source.blocks[lower].text
            cells = cell_spans(text)
            corner = text[slice(*cells[0])].strip()
            if not 3 <= len(cells) <= len(row_cells) or (
                corner and corner != first[slice(*head_cells[0])].strip()
            ):
                continue  # (a corner merged from above is filled with the first row's)
            spans = _first_row_spans(
                len(head_cells), ["", *(text[a:b].strip() for a, b in cells[1:])], len(row_cells)
            )  # (its heads merged down past the lower row are over one empty cell each)
            if spans is None:
                continue
            words = [_head_words(first[a:b]) for a, b in head_cells]
            lower_cells = ["", *(text[a:b].strip() for a, b in cells[1:])]
            parents = [""] * len(row_cells)
            for k, (start, width) in enumerate(spans):
                if start < len(lower_cells) and lower_cells[start]:
                    parents[start : start + width] = [words[k]] * width  # a head over heads
            lower_words = [_head_words(cell) for cell in lower_cells]
            every = [w for w in words + lower_words if w]
            for i, w in enumerate(lower_words):
                if w and sum(w in other or other in w for other in every) == 1:
                    # a head no other head's words hold (`피해액` under `2025년 7월 호우`) is
                    # named alone; `전주` under `증감률` beside `전주 평균 가격` needs its head
                    parents[i] = ""
            columns = list(range(len(cells)))
            yield anchor, lower, row_cells, cells, (list(range(len(row_cells))), columns), parents
            if aligned is None:
                # the first row too, each head over one column in its place (`이용률`, `승차율`
                # merged down past ` | 연간 | 1일 평균`); a head over several names none
                single = [k for k, (_, width) in enumerate(spans) if width == 1]
                yield (
                    anchor, head, row_cells, [head_cells[k] for k in single],
                    (list(range(len(row_cells))), [spans[k][0] for k in single]),
                    [""] * len(single),
                )  # fmt: skip


def _first_row_spans(heads: int, lower: list[str], columns: int) -> list[tuple[int, int]] | None:
    """The first column and width of each of a first row's `heads` over a row of heads under
    it, for a table of `columns` cells: a head over an empty cell below is merged down over
    that one column; the others share the runs of filled cells, one run each, or one run evenly
    (`전기차 누적 등록 | 충전기` over `2024 | 2025 | 급속 | 완속`). None when that does not add
    up."""
    lower = lower + [""] * (columns - len(lower))
    runs: list[tuple[int, int]] = []
    for j, cell in enumerate(lower):
        if cell and (not runs or runs[-1][1] != j):
            runs.append((j, j + 1))
        elif cell:
            runs[-1] = (runs[-1][0], j + 1)
    over_runs = heads - sum(1 for cell in lower if not cell)
    if not runs or over_runs < 1:
        return None
    if len(runs) == over_runs:
        widths = [[b - a] for a, b in runs]
    elif len(runs) == 1 and (runs[0][1] - runs[0][0]) % over_runs == 0:
        widths = [[(runs[0][1] - runs[0][0]) // over_runs] * over_runs]
    elif len(runs) == 1:
        # an uneven run: the one split that puts no head twice under one head above
        # (`등락률 | 기여도` over `전월비 | 전년동월비 | 전년동월비` is 2 and 1)
        start, end = runs[0]
        fits = [
            parts
            for parts in _splits(end - start, over_runs)
            if all(len(set(chunk)) == len(chunk) for chunk in _chunks(lower[start:end], parts))
        ]
        if len(fits) != 1:
            return None
        widths = [list(fits[0])]
    else:
        return None
    spans: list[tuple[int, int]] = []
    j = 0
    run = 0
    while j < columns:
        if not lower[j]:
            spans.append((j, 1))
            j += 1
            continue
        for width in widths[run]:
            spans.append((j, width))
            j += width
        run += 1
    return spans if len(spans) == heads else None


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write `total` as `parts` positive widths, in order."""
    if parts == 1:
        return [(total,)] if total > 0 else []
    return [
        (first, *rest)
        for first in range(1, total - parts + 2)
        for rest in _splits(total - first, parts - 1)
    ]


def _chunks(cells: list[str], widths: tuple[int, ...]) -> list[list[str]]:
    """`cells` cut into consecutive chunks of `widths`."""
    out, at = [], 0
    for width in widths:
        out.append(cells[at : at + width])
        at += width
    return out


_LETTERED = re.compile(r"([A-Z]{1,2}): ")


def _letter_columns(text: str, cells: list[tuple[int, int]]) -> list[int] | None:
    """The spreadsheet column of each cell when every cell opens with its letter (`J: 2005`),
    as fa writes a row whose empty cells it leaves out; else None."""
    columns = []
    for start, _ in cells:
        match = _LETTERED.match(text, start)
        if match is None:
            return None
        index = 0
        for letter in match.group(1):
            index = index * 26 + ord(letter) - ord("A") + 1
        columns.append(index - 1)
    return columns


def _aligned(
    row: str, row_cells: list[tuple[int, int]], head: str, head_cells: list[tuple[int, int]]
) -> tuple[list[int], list[int]] | None:
    """The columns of a row's cells and of its header's cells, in one numbering, or None when
    they cannot be lined up."""
    row_letters = _letter_columns(row, row_cells)
    head_letters = _letter_columns(head, head_cells)
    if row_letters is not None or head_letters is not None:
        # a header without letters starts at column A, as the sheet does
        return (
            row_letters if row_letters is not None else list(range(len(row_cells))),
            head_letters if head_letters is not None else list(range(len(head_cells))),
        )
    if len(row_cells) == len(head_cells):
        return list(range(len(row_cells))), list(range(len(head_cells)))
    corner = head[slice(*head_cells[0])].strip() if head_cells else ""
    if len(row_cells) == len(head_cells) + 1 and _CORNER.fullmatch(corner) is None:
        # heads without the row-label corner; a head that opens with its corner (`구분`) has
        # a head merged over two cells instead (`전년동기대비` over `증감 | 증감률`)
        return list(range(len(row_cells))), list(range(1, len(head_cells) + 1))
    return None


_CORNER = re.compile(
    r"구\s?분|항\s?목|분\s?류|종\s?류|지\s?역|시\s?[·ㆍ]?\s?[도군]|내\s?용|연\s?도|기\s?간|품\s?목"
    r"|업\s?종|부\s?문"
    r"|유\s?형|국\s?가|지\s?표"
)
