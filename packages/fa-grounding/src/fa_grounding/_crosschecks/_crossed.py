"""Figures crossed between two clauses: a sentence that gives two subjects two figures each, one
clause a subject, citing the two blocks that give them (`the cocoon price rose 5.0% to 40,500
won, while powder rose 6.6% to 126,000 won [L37, L38]`), where each clause takes one figure from
each block, and the figures of one kind (the two rises) sit in the other clause's block. Swapping
them puts each clause's figures in one block: the sentence gave each subject the other's. So
do two clauses of many figures, each all of one block's but one odd figure of the other's
(`_odd_ones_crossed`). It reads no names, so it holds in English as in Korean. Within one block
of prose that gives two subjects their figures (`기부 건수는 전년 동기(4,600건) 대비 600건(13.0%)
늘었고, 기부액은 ... 5,500만 원(11.3%) 증가`), two clauses that each take one subject's figure
and the other's figure of a kind both give are crossed alike (`_owners_crossed`): the subjects
are the block's, read from its prose, whatever words the sentence names them with."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from itertools import combinations, permutations
from typing import TYPE_CHECKING

from fa_grounding import _support
from fa_grounding._clauses import CLAUSE_BREAK
from fa_grounding._crosschecks._names import stem, words
from fa_grounding._crosschecks._owners import _TOPIC_WORD, prose_owners
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_crossed_clauses",)

# (a clause of many figures also ends at `and` or `과`/`와` before the next subject's)
_AND_BREAK = re.compile(CLAUSE_BREAK.pattern + r"|\sand\s|[가-힣][과와]\s")
_PAIR = 2
_MANY = 3
"""How many figures make a clause whose one figure from another block is odd."""


def _clauses_figures(
    body: str, figures: list[Figure], breaker: re.Pattern[str] = CLAUSE_BREAK
) -> list[list[Figure]]:
    """The sentence's figures, by the clause they stand in."""
    out: list[list[Figure]] = [[]]
    breaks = [m.end() for m in breaker.finditer(body)]
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
    numbers = [f for f in figures if f.kind == "number" and f.value != 0]
    if len(numbers) < 4:
        return
    if _owners_crossed(sentence, numbers, visible, source, out) or len(visible) < 2:
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
    if _odd_ones_crossed(sentence, numbers, home, visible, out):
        return
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


def _odd_ones_crossed(
    sentence: Sentence,
    numbers: list[Figure],
    home: Callable[[Figure], str | None],
    visible: tuple[str, ...],
    out: list[Finding],
) -> bool:
    """Two clauses of three figures or more, each taking all its figures from one block but
    one figure from the other's block, the two odd ones of one kind (`bottles (412,600 at KRW
    100 each) account for KRW 14.8 million and bags (185,000 at KRW 80 each) for KRW 41.3
    million` of `농약병 | 412,600개 | 개당 100 | 41.3` and `농약 봉지 | 185,000개 | 개당 80 |
    14.8`): the two are swapped. Whether it found them."""
    odd: list[tuple[Figure, str, str]] = []  # (the odd figure, its clause's block, its own)
    for clause in _clauses_figures(sentence.body, numbers, _AND_BREAK):
        homes = [home(f) for f in clause]
        counts = Counter(homes).most_common()
        if len(clause) < _MANY or None in homes or len(counts) != 2 or counts[1][1] != 1:
            continue
        (major, _), (minor, _) = counts
        assert major is not None and minor is not None
        odd.append(
            (next(f for f, h in zip(clause, homes, strict=True) if h == minor), major, minor)
        )
    for (a, clause_a, own_a), (b, clause_b, own_b) in combinations(odd, 2):
        if (clause_a, own_a) == (own_b, clause_b) and _kind(a) == _kind(b):
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    visible,
                    f"{a.raw.strip()!r} and {b.raw.strip()!r} are crossed: the other figures of "
                    f"{a.raw.strip()!r}'s clause are {clause_a}'s and those of "
                    f"{b.raw.strip()!r}'s clause {clause_b}'s, but {own_a} gives "
                    f"{a.raw.strip()!r} and {own_b} gives {b.raw.strip()!r}; restate which "
                    "figure is whose.",
                )
            )
            return True
    return False


def _owners_crossed(
    sentence: Sentence,
    numbers: list[Figure],
    visible: tuple[str, ...],
    source: _Source,
    out: list[Finding],
) -> bool:
    """Two clauses of two figures each, all four held once by one cited block of prose that
    gives them to two subjects, where each clause takes one figure of each subject and the two
    figures of one kind are each the other clause's subject's: refused. Whether it found them."""
    body = sentence.body
    said = {w.name for w in words(body)}
    for anchor in visible:
        block = source.blocks[anchor]
        if block.table_row:
            continue
        theirs = [f for f in source.figures(anchor) if f.kind == "number"]
        # (the names both write, and the block's topics, which an English sentence names in
        # words of its own: `the amount` for `기부액은`)
        topics = {stem(t) for t in _TOPIC_WORD.findall(block.text)}
        names = frozenset(({w.name for w in words(block.text)} & said) | topics)
        if len(theirs) < _PAIR * 2 or len(names) < _PAIR:
            continue
        owned = prose_owners(block.text, theirs, names, strict=False)

        def owner(
            figure: Figure,
            theirs: list[Figure] = theirs,
            owned: dict[int, set[str]] = owned,
        ) -> frozenset[str]:
            held = [t for t in theirs if matches(figure, t, _NO_YEARS)]
            if len(held) != 1:
                return frozenset()
            return frozenset(owned.get(held[0].start, ()))

        clauses = [c for c in _clauses_figures(body, numbers) if len(c) == _PAIR]
        read = [[(f, owner(f)) for f in clause] for clause in clauses]
        for first, second in combinations(read, 2):
            if any(not o for _, o in [*first, *second]):
                continue
            owners = {o for _, o in [*first, *second]}
            if len(owners) != _PAIR or any(a[1] == b[1] for a, b in (first, second)):
                continue
            for (p, p_owner), (q, q_owner) in permutations(first):
                for (r, r_owner), (t, t_owner) in permutations(second):
                    if _kind(q) != _kind(t) or _kind(p) == _kind(q) or _kind(r) == _kind(t):
                        continue
                    if p_owner == t_owner != q_owner == r_owner:
                        out.append(
                            _finding(
                                "GR-03",
                                sentence,
                                (anchor,),
                                f"{q.raw.strip()!r} and {t.raw.strip()!r} are crossed: "
                                f"{anchor} gives {q.raw.strip()!r} with {r.raw.strip()!r} and "
                                f"{t.raw.strip()!r} with {p.raw.strip()!r}, but this sentence "
                                "pairs each with the other's; restate which figure is whose.",
                            )
                        )
                        return True
    return False
