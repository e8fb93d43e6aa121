"""The names a block lists with their figures, each the rival of the others for a figure:
entries of a list (`울진 37.3℃, 강릉 38.4℃`, `동부권(4.2%), 서부권(2.7%)`), a name opening a
bracket after a figure (`50,000원(고급반은 55,000원)`), and the names a `각각` list pairs."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._lists import adjacent_run, listed_after, ratio_of
from fa_grounding._crosschecks._names import _MIN_HANGUL, Owner, words
from fa_grounding._crosschecks._phrases import PER

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("RESPECTIVE", "SEPARATOR", "listed_names")

# The words that pair a list of names with a list of figures in turn
RESPECTIVE = re.compile(r"각각|respectively")

_GIVEN_GAP = re.compile(
    r"^\s?(?:은|는|이|가|도|의)?\s?"
    # (a comparison's base may stand between: `선발예정인원은 전년보다 419명`)
    r"(?:(?:전년|지난해|작년|전월|전분기)\s?(?:보다|대비)\s)?"
    # (a colon may stand before a word of per what: `강사 수당: 시간당 50,000원`)
    r"(?:[:：]\s?)?" + PER + r"[(:：,|]?\s?$"
)


def listed_names(text: str, figures: list[Figure]) -> set[str]:
    """The names a block lists with their figures: entries of a list (`울진 37.3℃, 강릉 38.4℃`,
    `동부권(4.2%), 서부권(2.7%)`, `충주 | 88.1 | 제천 | 79.6`), each a name right before its
    figure, the entries parted by a comma, a cell's edge, a middle dot, or `과` after a bracket
    (`홍콩(3,850만 달러, △4.2%)과 베트남(...)`); and the names a
    `각각` list pairs. A word before a figure outside such a list (`증가한 651조`) is none."""
    every = words(text)
    # (the figures of a name written with figures, `60대`, `2천억 원 이하분`, are the name's)
    labels = [(w.start, w.end) for w in every if w.name[:1].isdigit()]
    given: list[tuple[Owner, bool]] = []  # (name, whether a separator opens its entry)
    previous_end = 0
    for figure in sorted(figures, key=lambda f: f.start):
        if figure.kind != "number" or any(a <= figure.start < b for a, b in labels):
            continue
        before = [w for w in every if previous_end <= w.start and w.end <= figure.start]
        if (
            before
            and _GIVEN_GAP.match(text[before[-1].end : figure.start])
            and not _PREDICATE_END.search(text, before[-1].start, before[-1].end)
        ):
            opening = text[previous_end : before[-1].start]
            topic = text[before[-1].start : figure.start].rstrip().endswith(("은", "는"))
            opens = SEPARATOR.search(opening) is not None or (
                topic and _BRACKET_OPENING.fullmatch(opening) is not None
            )
            given.append((before[-1], previous_end > 0 and opens))
        previous_end = figure.start + len(figure.raw)
    found: set[str] = set()
    for i, (owner, opened) in enumerate(given):
        if opened:
            found.add(owner.name)
            if i > 0:
                found.add(given[i - 1][0].name)
    if len(found) < _MIN_HANGUL:
        found = set()
    respective = RESPECTIVE.search(text) or ratio_of(text)
    if respective is not None:
        after = len(listed_after(text, figures, respective.start()))
        run = adjacent_run(text, [w for w in every if w.end <= respective.start()], after)
        if len(run) >= 2:
            found.update(w.name for w in run)
    return found


# (or the end of a clause, `... 줄었고 접수인원은 13,883명`)
SEPARATOR = re.compile(r"[,|·ㆍ;，、]|[)）]\s?(?:과|와)\s|\s및\s|[가-힣](?:고|으며|며)\s")
# A bracket right after a figure that a name opens with its topic particle (`50,000원(고급반은
# 55,000원)`): an entry of its own
_BRACKET_OPENING = re.compile(r"[^\s\d]{0,3}[(（]\s?")
# A word that ends as a verb, an adjective or an adverbial phrase (`증가한`, `늘어난`, `탓에`,
# `기준으로`) describes the figure after it; it names no owner.
_PREDICATE_END = re.compile(
    r"(?:한|된|난|던|진|운|인|에|에서|로|고|며|서|면|게|지만|도록|해|하여)$"
)
