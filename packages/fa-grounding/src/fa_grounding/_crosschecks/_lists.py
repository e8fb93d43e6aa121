"""Names that stand in a list: a run of names joined by `와`/`과`, `,`, `및` or a middle dot
before a `각각` (`adjacent_run`), a name joined by a middle dot split into its parts (before a
`각각`, `split_dotted`; anywhere, `split_dotted_words`, `dotted_parts`), and the names that open
the clauses before a `각각`, one each (`clause_topics`). `_owners` pairs the figures a `각각`
lists with them in turn (`listed_after`), and the terms of a ratio (`ratio_of`) likewise. A
topic heading a list of entries that name themselves is every entry's measure
(`measure_over_list`). Weekdays joined by a middle dot are a schedule (`WEEKDAY_LIST`)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._names import Owner

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = (
    "RANK_AFTER",
    "TOPIC_END",
    "WEEKDAY_LIST",
    "adjacent_run",
    "clause_topics",
    "dotted_parts",
    "listed_after",
    "measure_over_list",
    "ratio_of",
    "split_dotted",
    "split_dotted_words",
)

# a name written as the topic of its clause (`운영일수는 `)
TOPIC_END = re.compile(r"[은는]\s")
# a figure that is a place in a list (`5위`, `2등`, `3번째`)
RANK_AFTER = re.compile(r"\s?(?:위|등|번째)(?![가-힣])")


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


# (`와`/`과` between too, after a name read without it: a band, `25~29세와 30~34세`)
_LINK_BETWEEN = re.compile(r"\s?(?:,|및|and|&|·|ㆍ|/|와|과)\s?")


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


def listed_after(text: str, figures: Iterable[Figure], start: int) -> list[Figure]:
    """The figures a `각각` list gives in turn: the numbers from it on outside brackets, of the
    unit of the first (`각각 16.7%(43억 달러↑)와 24.1%(61억 달러↑)` lists 16.7% and 24.1%; a
    ratio, `60:40`, lists its own terms)."""
    after = [
        f
        for f in figures
        if f.kind == "number"
        and f.start >= start
        and not RANK_AFTER.match(text, f.start + len(f.raw))
        and text.count("(", start, f.start) <= text.count(")", start, f.start)
    ]
    if not after:
        return []
    first = after[0]
    listed = [first]
    for f in after[1:]:
        if (f.unit, f.measure) != (first.unit, first.measure):
            continue
        gap = _BRACKETED.sub("", text[listed[-1].start + len(listed[-1].raw) : f.start])
        if _LIST_GAP.fullmatch(gap) is None:
            break  # `각각 32명, 백두급이 32명`: a figure after a name of its own is that name's
        listed.append(f)
    return listed


# Between two figures of one `각각` list: a counter, a comma or a word of a list (`32명, 24명`,
# `16.7%와 24.1%`), no name
_LIST_GAP = re.compile(r"\s?[가-힣]{0,2}\s?(?:,|:|와|과|및|and|&|/|·)?\s?", re.IGNORECASE)
_BRACKETED = re.compile(r"[(（][^()（）]*[)）]")


def measure_over_list(
    text: str, candidates: list[Owner], since: int, figure: Figure, listed: list[Owner]
) -> set[str]:
    """The topic of a list whose entries each name themselves (`운영일수는 중앙 306일, 동부
    305일`): the measure every entry's figure is of, so it owns them all. An entry written as the
    topic (`입문반은 정원 20명, 중급반 정원 15명`) is no measure: the name after it comes again
    in the next entry."""
    written = [w for w in candidates if w.start >= since]
    topics = [w for w in written if TOPIC_END.match(text, w.end - 1)]
    after = {w.name for w in written if topics and w.start > topics[-1].end}
    if not topics or not after:
        return set()
    entry = _NEXT_ENTRY.match(text, figure.start + len(figure.raw))
    if entry is None:
        return set()
    names = {w.name for w in listed if entry.start(1) <= w.start < entry.end(1)}
    if not names or names & after:
        return set()
    return {w.name for w in topics}


# the next entry of a list: a name right before its figure, after a comma (`, 동부 305일`)
_NEXT_ENTRY = re.compile(r"[^,;\n]{0,10},\s?([가-힣A-Za-z]{1,12})\s?\d")


# Weekdays joined by a middle dot (`월·수·금`, `화ㆍ목`): a schedule, no name of an owner
WEEKDAY_LIST = re.compile(r"[월화수목금토일](?:[·ㆍ][월화수목금토일])+")


def dotted_parts(names: Iterable[str]) -> set[str]:
    """The parts of names joined by a middle dot, each of two letters or more (`서부권·남부권`:
    서부권 and 남부권), which a text may also write alone."""
    return {
        part
        for name in names
        if "·" in name or "ㆍ" in name
        for part in re.split(r"[·ㆍ]", name)
        if len(part) >= 2 and part != name
    }


def split_dotted_words(every: list[Owner], names: frozenset[str]) -> list[Owner]:
    """`every` with each word joined by a middle dot that is no name itself read as its parts
    when a part is one (`서부권·남부권 각 3개소`: both own the 3)."""
    out: list[Owner] = []
    for w in every:
        parts = re.split(r"[·ㆍ]", w.name)
        if w.name in names or len(parts) < 2 or not any(p in names for p in parts):
            out.append(w)
            continue
        at = w.start
        for part in parts:
            out.append(Owner(part, at, at + len(part)))
            at += len(part) + 1
    return out
