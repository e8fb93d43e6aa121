"""Items of a list that each open on a label and a colon (`○ 국민기초생활보장 수급자: 전액
면제`, `○ 차상위계층: 50% 감면`) are sibling entries, every figure of an item its label's. A
clause of a sentence that names one sibling and gives a figure only another sibling's item
holds, naming that one not, gives the figure to the wrong entry: refused, naming both.

A draft may shorten a label (`기초생활수급자`, `차상위`): the subject of a clause (a word with
the particle of a topic or a subject, or before a colon) names a label when it is the label
without its spaces, a part of it of three syllables or more, or the label's last word after a
part of the words before it (`기초생활` + `수급자`). A word that names two labels names none,
and a word of two syllables (`운영` of `운영 시간`) names only a label it is whole. Nothing is
said of a figure two siblings' items hold, of a clause that also names the figure's own entry,
or of a run of fewer than two labelled items."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from fa_grounding._clauses import CLAUSE_BREAK
from fa_grounding._crosschecks._names import stem
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_labelled_items",)

# An item's mark, its label of Hangul words (no digit) and the colon after it
_LABELLED = re.compile(r"\s*([○◦•ㅇ▸▶□\-–·])\s*([가-힣][가-힣 ·ㆍ]{1,24}[가-힣])\s*[:：]\s*\S")
# A clause's subject: a word (not a counter after a digit) with the particle of a topic or a
# subject, or before a colon (`기초생활수급자는`, `차상위계층도`, `차상위:`)
_SUBJECT = re.compile(
    r"(?<![\d가-힣])((?:[가-힣]{1,10}\s)?[가-힣]{2,}?)(?:은|는|이|가|도|에게는|:|：)(?=\s)"
)
_WORD = re.compile(r"[가-힣]{2,}")
_MIN_ITEMS = 2
_MIN_PART = 2
_MIN_SHORT = 3
"""How many syllables a shortened label keeps at least."""


_CACHE: WeakKeyDictionary[_Source, list[dict[str, str]]] = WeakKeyDictionary()


def _runs(source: _Source) -> list[dict[str, str]]:
    """The runs of labelled items of the document: two items or more in a row that open with
    one mark, each anchor with its label (read once per check)."""
    if source in _CACHE:
        return _CACHE[source]
    found: list[dict[str, str]] = []
    run: dict[str, str] = {}
    mark = None
    for anchor, block in source.blocks.items():
        opening = None if block.table_row else _LABELLED.match(block.text)
        if opening is not None and (not run or opening.group(1) == mark):
            run[anchor] = opening.group(2)
            mark = opening.group(1)
            continue
        if len(run) >= _MIN_ITEMS:
            found.append(run)
        run, mark = {}, None
        if opening is not None:
            run[anchor], mark = opening.group(2), opening.group(1)
    if len(run) >= _MIN_ITEMS:
        found.append(run)
    _CACHE[source] = found
    return found


def _names(word: str, label: str) -> bool:
    """Whether a draft's word names a label, whole or shortened (module doc)."""
    whole = label.replace(" ", "")
    if word == whole:
        return True
    if len(word) < _MIN_SHORT:
        return False  # (`신고` of `신고처`, `운영` of `운영 시간`: a word of many labels)
    if word in whole:
        return True
    last = label.rsplit(maxsplit=1)[-1]
    rest = whole[: len(whole) - len(last)]
    head = word[: len(word) - len(last)]
    return word.endswith(last) and len(head) >= _MIN_PART and head in rest


def _named(clause: str, labels: set[str]) -> set[str]:
    """The labels the subjects of a clause name (a word with its particle, `기초생활수급자는`,
    or before a colon), each word naming one label only."""
    found: set[str] = set()
    for match in _SUBJECT.finditer(clause):
        written = match.group(1)
        # (the two words joined, `다자녀가정` of `다자녀 가정은`, else the last alone)
        hits = {label for label in labels if _names(written.replace(" ", ""), label)} or {
            label for label in labels if _names(written.split()[-1], label)
        }
        if len(hits) == 1:
            found |= hits
    return found


def _mentioned(clause: str, labels: set[str]) -> bool:
    """Whether any word of a clause, or two words joined, names one of `labels`."""
    found = _WORD.findall(clause)
    pairs = ["".join(p) for p in pairwise(found)]
    return any(_names(stem(w), label) for w in [*found, *pairs] for label in labels)


def check_labelled_items(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 for a figure a clause gives one labelled item's entry that only another's item
    holds (module doc)."""
    if any(f.rule == "GR-03" for f in out):
        return
    numbers = [f for f in figures if f.kind == "number" and not _year_like(f)]
    if not numbers:
        return
    runs = [run for run in _runs(source) if any(a in run for a in visible)]
    if not runs:
        return
    body = sentence.body
    breaks = [0, *(m.end() for m in CLAUSE_BREAK.finditer(body)), len(body)]
    for run in runs:
        labels = set(run.values())
        for figure in numbers:
            start = max(b for b in breaks if b <= figure.start)
            end = min(b for b in breaks if b > figure.start)
            named = _named(body[start:end], labels)
            holders = {
                run[a] for a in run if any(matches(figure, f, _NO_YEARS) for f in source.figures(a))
            }
            if len(named) != 1 or len(holders) != 1 or named & holders:
                continue
            if _mentioned(body[start:end], holders):
                continue  # (the figure's own entry written too: `A와 B는 각각 30%, 20%`)
            (owner,), (given,) = holders, named
            anchor = next(a for a in run if run[a] == owner)
            if anchor not in visible:
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} is given to {given!r} here, but {anchor} gives it "
                    f"to {owner!r}; restate the figure of {given!r}'s item.",
                )
            )
            return
