"""A change a block gives two subjects in opposite directions (`특수학급 ... 1.0%p 높아진 반면,
특수학교 ... 1.0%p 낮아졌다`): the value alone cannot say which direction a sentence restates,
so the clause that also holds the sentence's other figures decides (`특수학교 ... 1.0%p 상승해
23.9%`: 23.9% is in the clause of the fall, so the rise is wrong)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_clause_directions",)

# Where a clause of a block ends: a comma or a semicolon before a space, `반면`, a full stop
_CLAUSE_END = re.compile(r"[,;]\s|반면|\.\s")


def _clause(text: str, position: int) -> tuple[int, int]:
    """The clause of `text` that `position` stands in."""
    start, end = 0, len(text)
    for mark in _CLAUSE_END.finditer(text):
        if mark.end() <= position:
            start = mark.end()
        elif mark.start() >= position:
            end = mark.start()
            break
    return start, end


def check_clause_directions(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a change the sentence calls a rise (or a fall) matches changes a cited block
    gives both ways, and the one clause of them that holds another figure of the sentence
    gives it the other way. Silent when no clause, or both, hold the sentence's other figures."""
    for figure in figures:
        if figure.kind != "number" or figure.signed or not (figure.falls or figure.rises):
            continue
        # (its size alone: neither its direction nor the sign its sentence's words give it)
        plain = figure._replace(falls=False, rises=False, positive=False)
        others = [f for f in figures if f is not figure and f.kind == "number"]
        for anchor in visible:
            found = source.figures(anchor)
            changes = [
                t
                for t in found
                if t.kind == "number"
                and not t.signed
                and (t.rises or t.falls)
                and matches(plain, t, _NO_YEARS)
            ]
            if len({t.rises for t in changes}) < 2:
                continue  # one way only: the direction checks judge it
            text = source.blocks[anchor].text
            ways: set[bool] = set()
            for change in changes:
                start, end = _clause(text, change.start)
                if any(
                    start <= f.start < end and f is not change and matches(o, f, _NO_YEARS)
                    for f in found
                    for o in others
                ):
                    ways.add(change.rises)
            if len(ways) != 1 or ways == {figure.rises}:
                continue
            rose = next(iter(ways))
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} is called a {'rise' if figure.rises else 'fall'}, "
                    f"but in {anchor} the clause that holds the sentence's other figures gives "
                    f"it as a {'rise' if rose else 'fall'}; restate the direction.",
                )
            )
            return
