"""Cross-check of the changes a cited block pairs with its levels by `각각` or `respectively`.

A block that writes `지급 412건, 12억 3,800만 원으로 전년 대비 각각 15.1%, 9.8% 증가` gives each
level before the `각각` the change after it in turn: the count rose 15.1%, the amount 9.8%. A
draft that gives one level the change of the other (`지급액은 약 12억 4천만 원으로 15.1% 늘었다`)
states a change the block gives another figure. The draft's level of a change is the figure of
the block's levels nearest to it in its clause, outside brackets (`약 12억 4천만 원(412건)으로`
names the amount; the count is a detail); a draft that lists its own `각각` pairs them itself and
is left to the list checks.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _rate_base, in_brackets, states_a_change
from fa_grounding._clauses import clause_span
from fa_grounding._crosschecks._lists import listed_after
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source

_CHANGE_UNITS = frozenset({"%", "%p"})
_RESPECTIVE = re.compile(r"각각|\brespectively\b", re.IGNORECASE)
# Where a block's sentence ends: its levels and their changes stand in one sentence
_SENTENCE_END = re.compile(r"[.。!?](?:\s|$)")


def check_respective_levels(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A change the sentence gives a level must be the one a cited block's `각각` list pairs
    with that level, not the one it pairs with another level. A figure another finding already
    refused is left to that finding."""
    body = sentence.body
    if any(f.rule == "GR-03" for f in out) or _RESPECTIVE.search(body):
        return
    numbers = [
        f
        for f in figures
        if f.kind == "number" and not _year_like(f) and not in_brackets(body, f.start)
    ]
    if len(numbers) < 2:
        return
    for anchor in visible:
        for levels, changes in _pairs(source.blocks[anchor].text, source.figures(anchor)):
            for figure in numbers:
                # (a change the sentence states, `15.1% 늘었다`, `9.8%`; never the one a rate
                # is per, `1기당`)
                if _rate_base(body, figure) or not (
                    figure.unit in _CHANGE_UNITS or states_a_change(body, figure)
                ):
                    continue
                found = _misplaced(body, figure, numbers, levels, changes)
                if found is None:
                    continue
                mine, theirs, own = found
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"{figure.raw.strip()!r} is given to {mine.raw.strip()!r} here, but "
                        f"{anchor} pairs it with {theirs.raw.strip()!r} and gives that level "
                        f"{own.raw.strip()!r}; restate the change the block gives this level.",
                    )
                )
                return


def _pairs(text: str, figures: list[Figure]) -> list[tuple[list[Figure], list[Figure]]]:
    """(levels, changes) for each `각각` or `respectively` list of a block: as many levels of
    its sentence before the word (outside brackets, no year) as figures it lists after it; a
    list in English (`412 claims and KRW 1.238 billion, up 15.1% and 9.8% respectively`) has its
    changes before the word."""
    out = []
    for found in _RESPECTIVE.finditer(text):
        start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, found.start())), default=0)
        end = next((m.start() for m in _SENTENCE_END.finditer(text, found.end())), len(text))
        own = [
            f
            for f in figures
            if f.kind == "number"
            and start <= f.start < end
            and not _year_like(f)
            and not in_brackets(text, f.start)
        ]
        if found.group(0).lower() == "respectively":
            before = [f for f in own if f.start < found.start()]
            unit = before[-1].unit if before else None
            changes = [f for f in before if f.unit == unit and unit is not None]
            levels = [f for f in before if f.unit != unit]
        else:
            changes = listed_after(text, own, found.end())
            levels = [f for f in own if f.start < found.start()]
        levels = levels[-len(changes) :] if changes else []
        if len(changes) >= 2 and len(levels) == len(changes):
            out.append((levels, changes))
    return out


def _misplaced(
    body: str,
    figure: Figure,
    numbers: list[Figure],
    levels: list[Figure],
    changes: list[Figure],
) -> tuple[Figure, Figure, Figure] | None:
    """(the draft's level, the block's level paired with the figure, that level's own change)
    when the draft gives a change of the list to a level the block pairs with another change."""
    paired = [i for i, c in enumerate(changes) if matches(figure, c, _NO_YEARS)]
    if len(paired) != 1:
        return None
    start, end = clause_span(body, figure.start)
    near = [
        f
        for f in numbers
        if f is not figure
        and start <= f.start < end
        and any(matches(f, level, _NO_YEARS) for level in levels)
    ]
    if not near:
        return None
    mine = min(near, key=lambda f: abs(f.start - figure.start))
    own = [j for j, level in enumerate(levels) if matches(mine, level, _NO_YEARS)]
    i = paired[0]
    if len(own) != 1 or own[0] == i:
        return None
    return mine, levels[i], changes[own[0]]


__all__ = ("check_respective_levels",)
