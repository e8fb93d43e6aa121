"""Names that stand in a list: a run of names joined by `와`/`과`, `,`, `및` or a middle dot
before a `각각` (`adjacent_run`), a name joined by a middle dot split into its parts
(`split_dotted`), and the names that open the clauses before a `각각`, one each
(`clause_topics`). `_owners` pairs the figures a `각각` lists with them in turn, and the terms
of a ratio (`ratio_of`) likewise."""

from __future__ import annotations

import re
from itertools import pairwise

from fa_grounding._crosschecks._names import Owner

__all__ = ("adjacent_run", "clause_topics", "ratio_of", "split_dotted")


_TOPIC_PARTICLE = re.compile(r"[은는이가]$")


def clause_topics(text: str, names: list[Owner], end: int, size: int) -> list[Owner]:
    """The names that open the clauses before a `각각`, one each, when there are as many as
    the figures it lists (`충청권은 31곳 중 28곳, 호남권은 41곳 중 36곳이 지정돼 지정률은 각각
    90.3%, 87.8%`): each written with a topic or subject particle and followed by a comma
    before the next. The name right before `각각` is what the list measures (`지정률은`), no
    topic of its own."""
    topics = [w for w in names if _TOPIC_PARTICLE.search(text[w.start : w.end])]
    if topics and not text[topics[-1].end : end].strip():
        topics = topics[:-1]
    if len(topics) != size or len({w.name for w in topics}) != size:
        return []
    if not all("," in text[a.end : b.start] for a, b in pairwise(topics)):
        return []
    return topics


def split_dotted(text: str, every: list[Owner], names: frozenset[str]) -> list[Owner]:
    """The words of `every` that name owners, a word joined by a middle dot that is no name
    itself split into its parts when each is one (`서울·부산은 각각`: 서울 and 부산, in turn)."""
    out = []
    for w in every:
        if w.name in names:
            out.append(w)
            continue
        parts = re.split(r"[·ㆍ]", w.name)
        if len(parts) < 2 or not all(p in names for p in parts):
            continue
        at = w.start
        for part in parts:
            start = text.index(part, at)
            out.append(Owner(part, start, start + len(part)))
            at = start + len(part)
    return out


def adjacent_run(text: str, names: list[Owner], size: int | None = None) -> list[Owner]:
    """The last run of names joined as a list (`장티푸스와 세균성이질`, `A, B 및 C`) before a
    `각각`: the words of a run are linked by `와`/`과` on the word or `,`, `및`, `·`, `and`
    between. With `size`, the last run of that many names (`배추와 무의 도매가격은 각각 12.5%,
    8.3%` pairs 배추 and 무, not the head noun after them)."""
    runs: list[list[Owner]] = []
    for owner in names:
        if runs and _linked(text, runs[-1][-1], owner):
            runs[-1].append(owner)
        else:
            runs.append([owner])
    runs = [run for run in runs if len(run) >= 2]
    if size is not None:
        runs = [run for run in runs if len(run) == size] or [
            run[:size] for run in runs if len(run) > size
        ]
    return runs[-1] if runs else []


_LINK_BETWEEN = re.compile(r"\s?(?:,|및|and|&|·|ㆍ|/)\s?")


def _linked(text: str, first: Owner, second: Owner) -> bool:
    """Whether two names stand in one list: `배추와 무`, `배추, 무`, `배추 및 무`."""
    between = text[first.end : second.start]
    if text[first.start : first.end].endswith(("와", "과", "랑")) and not between.strip():
        return True
    return _LINK_BETWEEN.fullmatch(between) is not None


# A ratio of two terms (`60:40`, `1:1`), which gives the names listed before it its terms in
# turn as `각각` would; not a time of day (`12:30`).
_RATIO = re.compile(r"(?<![\d:.])(\d{1,3})\s?:\s?(\d{1,3})(?![\d:])")


def ratio_of(text: str) -> re.Match[str] | None:
    """The first ratio of two terms in `text` that is no time of day, or None."""
    for found in _RATIO.finditer(text):
        if not (int(found[1]) <= 24 and len(found[2]) == 2):
            return found
    return None
