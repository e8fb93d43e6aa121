"""Figures crossed between two clauses: a sentence that gives two subjects two figures each, one
clause a subject, citing the two blocks that give them (`the cocoon price rose 5.0% to 40,500
won, while powder rose 6.6% to 126,000 won [L37, L38]`), where each clause takes one figure from
each block, and the figures of one kind (the two rises) sit in the other clause's block. Swapping
them puts each clause's figures in one block: the sentence gave each subject the other's. It
reads no names, so it holds in English as in Korean."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fa_grounding import _support
from fa_grounding._clauses import CLAUSE_BREAK
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_crossed_clauses",)


def _clauses_figures(body: str, figures: list[Figure]) -> list[list[Figure]]:
    """The sentence's figures, by the clause they stand in."""
    out: list[list[Figure]] = [[]]
    breaks = [m.end() for m in CLAUSE_BREAK.finditer(body)]
    at = 0
    for figure in sorted(figures, key=lambda f: f.start):
        while at < len(breaks) and breaks[at] <= figure.start:
            at += 1
            out.append([])
        out[-1].append(figure)
    return [clause for clause in out if clause]


def _kind(figure: Figure) -> str:
    """What a figure measures, for telling its pair apart: its kind and unit."""
    return repr((figure.kind, figure.unit, figure.measure))


def check_crossed_clauses(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """Two clauses of two figures each, of two kinds, each figure held by one cited block only,
    where each clause takes one figure from each of two blocks and the figures of a kind sit in
    the two blocks the other way round from the other kind's: refused, naming the pair."""
    if len(visible) < 2:
        return
    numbers = [f for f in figures if f.kind == "number" and f.value != 0]
    if len(numbers) < 4:
        return

    def home(figure: Figure) -> str | None:
        held = [a for a in visible if _support.supported_by_any(figure, (a,), source, (a,), units)]
        return held[0] if len(held) == 1 else None

    pairs: list[tuple[Figure, Figure, str, str]] = []
    for clause in _clauses_figures(sentence.body, numbers):
        if len(clause) != 2 or _kind(clause[0]) == _kind(clause[1]):
            continue
        a, b = sorted(clause, key=_kind)
        home_a, home_b = home(a), home(b)
        if home_a is not None and home_b is not None and home_a != home_b:
            pairs.append((a, b, home_a, home_b))
    for k, (a, b, home_a, home_b) in enumerate(pairs):
        for c, d, home_c, home_d in pairs[k + 1 :]:
            if (_kind(a), _kind(b)) == (_kind(c), _kind(d)) and (home_a, home_b) == (
                home_d,
                home_c,
            ):
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        visible,
                        f"{a.raw.strip()!r} and {c.raw.strip()!r} are crossed: {home_b} gives "
                        f"{b.raw.strip()!r} with {c.raw.strip()!r}, and {home_d} gives "
                        f"{d.raw.strip()!r} with {a.raw.strip()!r}, but this sentence pairs "
                        "each with the other's; restate which figure is whose.",
                    )
                )
                return
