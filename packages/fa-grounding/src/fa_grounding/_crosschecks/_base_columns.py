"""A change and the base a sentence sets it against (`전년 같은 달(77.9%) 대비 4.5%p 상승`,
`rose 4.5 points against 77.9%`) are of one line of a cited table: the base in one row and the
change in another share a column (the `2024년` row's and the `증감` row's 5월), and in one row
they share that row (`5월 | 77.9 | 83.4 | 5.5`). A change found only in another column of
another row than its base's (April's 4.5 of the `증감` row against May's 77.9) is another
period's change, refused when the change's row is a row of changes (its label `증감`, `전년
대비`) holding a figure in the base's column. Nothing is said when either figure is found in no
cited row, in a line with the other, or in a later period's row (`2024년 | 23 | △8` against
`2023년 | 31`: its changes are a column of their own)."""

from __future__ import annotations

import re
from decimal import Decimal
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._claims import states_a_change
from fa_grounding._crosschecks._bracketed_shares import cell_value
from fa_grounding._crosschecks._rows import rows_of_figures
from fa_grounding._findings import _finding
from fa_grounding._tables import _cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_base_columns",)

# A base's comparison word right after it, past its bracket (`(77.9%) 대비`, `74.0%보다`), and
# the change right after that
_BASE_THEN_CHANGE = re.compile(
    r"\s?%?\s?[가-힣]{0,2}?\s?[)）]?\s?(?:보다|대비|에\s?비해)\s?(?:약\s)?$"
)
# An English change before its base (`rose 3.5 points against 77.9%`, `up 12 from 340`)
_CHANGE_THEN_BASE = re.compile(
    r"\s?(?:%p|(?:percentage\s)?points?|%)?\s?(?:against|compared\s(?:with|to)|from|over)\s"
    r"(?:KRW\s?)?$",
    re.IGNORECASE,
)
# An English word of a change right before it (`rose 3.5 points`, `up by 12`)
_MOVED_BEFORE = re.compile(
    r"\b(?:rose|fell|up|down|increased|decreased|grew|dropped|declined|climbed|gained|lost)"
    r"\s(?:by\s)?$",
    re.IGNORECASE,
)
# The label of a row of changes, under heads of periods (`증감 | 3.5 | 4.5 | 5.5`)
_CHANGE_ROW = re.compile(r"증감|대비|변동|차이|전년비|change|difference", re.IGNORECASE)


def _number(cell: str) -> Decimal | None:
    """A cell's one number, its sign dropped (`△1.5` is 1.5: a direction word carries it)."""
    value = cell_value(cell)
    return None if value is None else abs(value)


def _places(value: Decimal, rows: list[str], source: _Source) -> list[tuple[str, int]]:
    """(row, column) of each cited row's cell holding `value`, the label cell left out."""
    return [
        (anchor, j)
        for anchor in rows
        for j, cell in enumerate(_cells(source.blocks[anchor].text))
        if j and _number(cell) == value
    ]


def check_base_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a change set against a base is found only off the base's line (module doc)."""
    if any(f.rule == "GR-03" for f in out):
        return
    rows = rows_of_figures(visible, source)
    if len(rows) < 2:
        return
    numbers = sorted((f for f in figures if f.kind == "number"), key=lambda f: f.start)
    for first, second in pairwise(numbers):
        gap = sentence.body[first.start + len(first.raw) : second.start]
        if _BASE_THEN_CHANGE.fullmatch(gap) is not None:
            base, change = first, second
        elif _CHANGE_THEN_BASE.fullmatch(gap) is not None:
            base, change = second, first
        else:
            continue
        if not states_a_change(sentence.body, change) and not _MOVED_BEFORE.search(
            sentence.body, max(0, change.start - 16), change.start
        ):
            continue
        bases = _places(Decimal(str(abs(base.value))), rows, source)
        changes = _places(Decimal(str(abs(change.value))), rows, source)
        if not bases or not changes:
            continue
        if any(
            source.header(b) == source.header(c) and (b == c or i == j)
            for b, i in bases
            for c, j in changes
        ):
            continue  # (in one line with its base)
        for b, i in bases:
            for c, _j in changes:
                if b == c or source.header(b) != source.header(c):
                    continue
                cells = _cells(source.blocks[c].text)
                if not cells or _CHANGE_ROW.search(cells[0]) is None:
                    # (a row of a later period, its change in a column of changes: `2024년 |
                    # 23 | △8` against `2023년 | 31`, in line by the table's own layout)
                    continue
                if i >= len(cells) or _number(cells[i]) is None:
                    continue
                head = source.header(b)
                heads = _cells(source.blocks[head].text) if head is not None else []
                column = heads[i].strip() if i < len(heads) else str(i)
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (b, c),
                        f"{change.raw.strip()!r} is set against {base.raw.strip()!r}, the "
                        f"figure of {column!r} in {b}, but {c} gives {column!r} the change "
                        f"{cells[i].strip()!r}: restate the change of the base's column.",
                    )
                )
                return
