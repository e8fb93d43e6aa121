"""Columns a table heads with grades (`구분 | A | B | C | D | 계`, `1등급 | 2등급 | 3등급`), named
by a sentence (`D등급은 공중전화부스 36대, 우체통 12개`): each figure after the grade it names is
that grade's, and a figure the cited row holds under another grade's head only was taken from
the neighbouring column. The figure nearest the grade is `_columns`' (a head the sentence names);
this reads the ones after it, up to the next grade named. A mention of several grades at once
(`C·D등급`) names no one column."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding
from fa_grounding._tables import _columns_of

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_grade_columns", "names_a_grade")

# A grade a sentence names (`D등급`, `2등급`, `Ⅱ등급`), not one of several at once (`C·D등급`)
_GRADE = re.compile(r"(?<![A-Za-z0-9ⅠⅡⅢⅣⅤ·ㆍ,/~])(?P<g>[A-E]|[1-9]|[ⅠⅡⅢⅣⅤ])\s?등급")
# A head that is a grade alone (`A`, `3등급`, `Ⅱ등급`)
_GRADE_CELL = re.compile(r"^\s*(?P<g>[A-E]|[1-9]|[ⅠⅡⅢⅣⅤ])\s?(?:등급)?\s*$")


# An English grade right after its figure (`8,050 were grade 5`, `5,000 grade 4`)
_GRADE_AFTER = re.compile(
    r"\s(?:(?:were|was|is|are|in|at|of)\s)?(?:grade|class|level)\s(?P<g>[A-E]|[1-9])\b",
    re.IGNORECASE,
)


def names_a_grade(body: str) -> bool:
    """Whether the sentence names one grade (`D등급`, `grade 5`): the check's condition."""
    return ("등급" in body and _GRADE.search(body) is not None) or (
        _GRADE_AFTER.search(body) is not None
    )


def check_grade_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when a figure after a grade the sentence names sits, in a cited row, under the head
    of another grade only."""
    body = sentence.body
    named = list(_GRADE.finditer(body))
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) != len(head_cells):
            continue
        text = source.blocks[head].text
        grades = {
            m["g"]: k
            for k, (a, b) in enumerate(head_cells)
            if k > 0 and (m := _GRADE_CELL.match(text[a:b])) is not None
        }
        if len(grades) < 2:
            continue
        readings = source.readings(anchor, units.get(anchor))
        numbers = [f for f in figures if f.kind == "number"]
        for figure in numbers:
            grade = _grade_of(body, figure, named, numbers)
            if grade is None or grade not in grades:
                continue
            held = _columns_of(figure, readings, row_cells) - {-1}
            if not held or grades[grade] in held or not held <= set(grades.values()):
                continue
            other = next(g for g, k in grades.items() if k in held)
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is given to grade {grade} here, but {anchor} "
                    f"holds it under the head {other} (header {head}); restate grade {grade}'s "
                    "figure.",
                )
            )
            return


def _grade_of(
    body: str, figure: Figure, named: list[re.Match[str]], numbers: list[Figure]
) -> str | None:
    """The grade the sentence gives a figure: an English one right after it (`8,050 were grade
    5`), or the Korean one it names last before it, past the figure nearest that grade (which
    `_columns`' named heads read)."""
    after = _GRADE_AFTER.match(body, figure.start + len(figure.raw.rstrip()))
    if after is not None:
        return after["g"].upper()
    before = [m for m in named if m.end() <= figure.start]
    if not before or not any(before[-1].end() <= f.start < figure.start for f in numbers):
        return None
    return before[-1]["g"]
