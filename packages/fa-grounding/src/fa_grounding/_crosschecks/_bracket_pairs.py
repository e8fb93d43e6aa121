"""A figure and the figure a cited block writes in brackets right after it are one pair
(`단체 주문 시 5%(1상자 33,250원), 조기 주문 시 3%(1상자 33,950원)`): the price in brackets is
the one that discount makes. A block of two such pairs or more, alike in kind (two rates, each
with its price), gives each figure its own partner. A sentence that joins one pair's first
figure to another pair's partner in one clause, or across an apposition (`a 3% early-order
discount, i.e. KRW 33,250 per box`), writing neither figure's own partner, has crossed the
pairs: refused, naming both. Nothing is said when the sentence also writes either own partner
(`120건과 80건은 각각 30%, 20%`), or when the two stand in clauses apart (`5%, while early
orders cost KRW 33,950`). It reads no names, so it holds in English as in Korean."""

from __future__ import annotations

import re
from itertools import permutations
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._crossed import _AND_BREAK, _kind
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_bracket_pairs",)

# A bracket right after a figure, and what it holds (`(1상자 33,250원)`)
_BRACKET = re.compile(r"[가-힣]{0,3}\s?[(（]([^()（）]{1,20})[)）]")
# An apposition after a comma: what follows restates what went before (`, i.e.`, `, 즉`)
_APPOSITION = re.compile(r",\s(?:i\.e\.|ie\.|that is|namely|or|which is|즉|곧)[,\s]", re.IGNORECASE)


def _pairs(text: str, figures: list[Figure]) -> list[tuple[Figure, Figure]]:
    """The block's figures each with the figure in brackets right after it: the bracket's last
    figure, a counted quantity before it aside (`1상자` of `(1상자 33,250원)`)."""
    numbers = sorted((f for f in figures if f.kind == "number"), key=lambda f: f.start)
    found = []
    for first in numbers:
        bracket = _BRACKET.match(text, first.start + len(first.raw))
        if bracket is None:
            continue
        inside = [f for f in numbers if bracket.start(1) <= f.start < bracket.end(1)]
        if not inside or len(inside) > 2:
            continue
        partner = inside[-1]
        if partner.start + len(partner.raw) >= bracket.end(1) - 2 and _kind(first) != _kind(
            partner
        ):
            found.append((first, partner))
    return found


def _joined(body: str, a: Figure, b: Figure) -> bool:
    """Whether the sentence joins two of its figures: no other clause between them, an
    apposition aside."""
    lo, hi = sorted((a, b), key=lambda f: f.start)
    between = _APPOSITION.sub(" ", body[lo.start + len(lo.raw) : hi.start])
    return _AND_BREAK.search(between) is None


def check_bracket_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 for a figure a sentence joins to another bracketed pair's partner (module doc)."""
    numbers = [f for f in figures if f.kind == "number"]
    if len(numbers) < 2 or any(f.rule == "GR-03" for f in out):
        return

    def written(theirs: Figure) -> list[Figure]:
        return [f for f in numbers if matches(f, theirs, _NO_YEARS)]

    for anchor in visible:
        pairs = _pairs(source.blocks[anchor].text, source.figures(anchor))
        for (first, own), (other, partner) in permutations(pairs, 2):
            if _kind(first) != _kind(other) or _kind(own) != _kind(partner):
                continue
            if first.value == other.value or own.value == partner.value:
                continue
            if written(own) or written(other):
                continue  # (the sentence writes an own partner: it may pair them right)
            crossed = next(
                (
                    (a, b)
                    for a in written(first)
                    for b in written(partner)
                    if a is not b and _joined(sentence.body, a, b)
                ),
                None,
            )
            if crossed is None:
                continue
            a, b = crossed
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{a.raw.strip()!r} and {b.raw.strip()!r} are of two pairs: {anchor} "
                    f"writes {own.raw.strip()!r} in brackets after {first.raw.strip()!r}, and "
                    f"{partner.raw.strip()!r} after {other.raw.strip()!r}; restate which figure "
                    "goes with which.",
                )
            )
            return
