"""A place a sentence gives a figure, against a cited block's list in order.

A block ranks its entries in a list that ends with `순` and says which way it runs: its first
entry is the largest or the smallest (`A가 29,770건으로 가장 많았고, B 26,870건, ..., E 13,010건
순`), or the words after `순` say so (`순으로 높았다`). A draft may take one entry's figure and
give it a place the list does not (`D가 15,210건으로 가장 적다`, `4월(214척)이 그 다음이었다`
where 4월 is third). Each figure is in the block, so the check by value passes them; this module
compares the place.

- A place counted from the list's own end (the largest of a list of the largest first): the
  entry's place in the list must be that place.
- A place counted from the other end (`가장 적다` of a list of the largest first): the list may
  stop before its last entry, so only a place the list itself rules out is refused: as many
  entries written after the figure's as the place counts, or more (`가장 적다` of the fourth
  of five).
- `그 다음`, `다음으로`, `뒤를 이었다`, `followed by` after a place the sentence gives: the next
  place, in the same direction, for the one figure of its clause.

Silent when the sentence ranks among a part of the entries (`실내 장소 중`), when the figure is
in no entry or in more than one, when an entry holds no figure of its kind or more than one (the
commas do not part the list entry by entry), and when the block's list says no direction."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._listed_names import RESPECTIVE
from fa_grounding._crosschecks._orders import _entries, lists_in_order
from fa_grounding._crosschecks._ranked import _claims, _ranked_figure, opening_place
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("among_a_part", "check_list_places", "counts_list_entries")

# The next place after one the sentence gives (`그 다음이`, `다음으로`, `뒤를 이었다`, `followed
# by`, `next came`)
_NEXT = re.compile(
    r"그\s?다음|(?<![가-힣])다음으로|뒤를\s?이[었어은음]|\bfollowed\sby\b|\bnext\scame\b",
    re.IGNORECASE,
)
# A rank among a part of the entries (`실내 장소 중`, `동부와 서부 중에서는`, `among indoor
# sites`): a place in the part. Not among them all (`전체 중`, `5곳 중`, `4개 구역 중`: a count).
_AMONG = re.compile(
    r"(?<![\d가-힣])(?!전체|전국|모든|총)[가-힣]+(?<![곳개건명])\)?\s?(?:중|가운데)"
    r"(?:에서는|에서|에선|에는)?\s|\bamong\b(?!\sall\b)",
    re.I,
)
_COUNT_BEFORE = re.compile(r"\d[\d,]*\s?[가-힣]{0,2}\s$")


def among_a_part(body: str, end: int) -> bool:
    """Whether the sentence before `end` ranks among a part of the entries, not all of them."""
    return any(
        _COUNT_BEFORE.search(body, 0, m.start()) is None for m in _AMONG.finditer(body, 0, end)
    )


# The direction a list's words after its `순` give (`순으로 많았다`, `순으로 낮았음`)
_WAY_AFTER = re.compile(r"\s?(?:으로|로)?\s?(?:(?P<up>많|높|크|컸)|(?P<down>적|낮|작))")
# The end of a clause of a sentence: a comma and a space (never a figure's `29,770`)
_CLAUSE_MARK = re.compile(r",\s|;\s")


def _places(
    body: str, figures: list[Figure], opening: tuple[Figure, int, bool, str] | None = None
) -> list[tuple[Figure, int, bool, str]]:
    """The places the sentence gives its figures: (figure, place, whether counted from the
    largest, the words); first the `opening` one of a sentence opening on the next place
    (`그다음은 서부(2,980톤)`)."""
    found: list[tuple[Figure, int, bool, str]] = [opening] if opening is not None else []
    for at, rank, up, word in _claims(body):
        mine = _ranked_figure(body, figures, at)
        if mine is not None and not _one_of_several(body, figures, mine, at):
            found.append((mine, rank, up, word))
    for mark in _NEXT.finditer(body):
        earlier = [p for p in found if p[0].start < mark.start()]
        if not earlier:
            continue
        marks = [m.end() for m in _CLAUSE_MARK.finditer(body, 0, mark.start())]
        start = marks[-1] if marks else 0
        end = next((m.start() for m in _CLAUSE_MARK.finditer(body, mark.end())), len(body))
        ranked, rank, up, _ = earlier[-1]
        if len(marks) > 1 and ranked.start < marks[-2]:
            continue  # (entries listed between the place and `그 다음` follow it together)
        # (of the ranked figure's kind: not the week of `4주차(9,300명)`)
        alike = [
            f
            for f in figures
            if f.kind == "number" and (f.unit, f.counter) == (ranked.unit, ranked.counter)
        ]
        if sum(ranked.start < f.start < mark.start() for f in alike) > 1:
            continue  # (`가장 많았고 B(1,228건), C(786건)이 뒤를 이었다`: B and C follow together)
        own = [f for f in alike if start <= f.start < end]
        if len(own) == 1:
            found.append((own[0], rank + 1, up, mark.group(0)))
    return found


# Between the figures of several a rank is given together (`각각 5,717억 원, 4,780억 원으로 가장
# 많았다`, `39.4%와 39.3%로 가장 높다`)
_JOINED = re.compile(r"[가-힣%]{0,2}\s?(?:,|와|과|및|and)\s?")


def _one_of_several(body: str, figures: list[Figure], mine: Figure, at: int) -> bool:
    """Whether the rank is given to several figures together, `mine` the last of them: the top
    few, whose places among themselves the sentence does not tell."""
    if RESPECTIVE.search(body, 0, at):
        return True
    return any(
        f.start < mine.start
        and (f.unit, f.counter) == (mine.unit, mine.counter)
        and _JOINED.fullmatch(body, f.start + len(f.raw), mine.start) is not None
        for f in figures
    )


def _lists(text: str, figures: list[Figure]) -> list[tuple[bool, list[list[Figure]]]]:
    """Each list in order of a block that says its direction: whether it runs from the largest,
    and each entry's figures."""
    found = []
    claims = _claims(text)
    for start, end, _ in lists_in_order(text):
        firsts = [up for at, rank, up, _ in claims if rank == 1 and start <= at < end]
        after = _WAY_AFTER.match(text, end)
        if firsts:
            up = firsts[0]
        elif after is not None:
            up = after.group("up") is not None
        else:
            continue
        # (every entry as the commas part them, two of one name too: `북부 암벽장`, `남부 암벽장`)
        parts = _entries(text[start:end])
        entries: list[list[Figure]] = []
        at = start
        for entry in parts:
            begin = text.find(entry, at)
            if begin < 0:
                break
            at = begin + len(entry)
            entries.append([f for f in figures if begin <= f.start < at and f.kind == "number"])
        if len(entries) == len(parts):
            found.append((up, entries))
    return found


def check_list_places(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a figure a place a cited block's list in order rules out
    (left to another finding that refused a figure of the sentence already)."""
    if any(f.rule == "GR-03" for f in out):
        return  # (a first place another figure holds is refused already: one finding of it)
    body = sentence.body
    places = _places(body, figures, opening_place(body, figures, sentence.context, source))
    if not places or among_a_part(body, len(body)):
        return
    for anchor in visible:
        if source.blocks[anchor].table_row:
            continue
        if _check_ranked_in_turn(sentence, places, anchor, source, out):
            return
        for up, entries in _lists(source.blocks[anchor].text, source.figures(anchor)):
            for mine, place, their_way, word in places:
                kind = [
                    [f for f in theirs if (f.unit, f.counter) == (mine.unit, mine.counter)]
                    for theirs in entries
                ]
                if any(len(own) != 1 for own in kind):
                    continue  # (entries the commas do not part one by one: no list to rank by)
                at = [k for k, own in enumerate(kind, 1) if matches(mine, own[0], _NO_YEARS)]
                if len(at) != 1:
                    continue
                k = at[0]
                wrong = k != place if their_way == up else len(entries) - k >= place
                if wrong:
                    out.append(
                        _finding(
                            "GR-03",
                            sentence,
                            (anchor,),
                            f"{word!r} makes {mine.raw.strip()!r} the {_ordinal(place)}"
                            f"{'largest' if their_way else 'smallest'} here, but {anchor} lists "
                            f"it {_ordinal(k).strip() or 'first'} of {len(entries)}, "
                            f"{'largest' if up else 'smallest'} first; restate its place.",
                        )
                    )
                    return


# Ranks a block gives its entries in turn (`은하동(88.2톤)과 별빛동(71.5톤)이 각각 1, 2위`,
# `각각 1·2·3위`)
_RANKS_IN_TURN = re.compile(
    r"각각\s?(?P<ranks>(?:\d{1,2}\s?(?:[,·ㆍ]|와\s|과\s|및\s)\s?)+\d{1,2})\s?위"
)


def _ranked_in_turn(text: str, figures: list[Figure]) -> list[tuple[Figure, int]]:
    """(figure, rank) for each rank a block's `각각` gives in turn to the figures right before
    it, as many figures as ranks, all of one unit and counter."""
    found: list[tuple[Figure, int]] = []
    for match in _RANKS_IN_TURN.finditer(text):
        ranks = [int(n) for n in re.findall(r"\d{1,2}", match.group("ranks"))]
        before = [
            f
            for f in figures
            if f.kind == "number" and f.start + len(f.raw.rstrip()) <= match.start()
        ][-len(ranks) :]
        if len(before) == len(ranks) and len({(f.unit, f.counter) for f in before}) == 1:
            found.extend(zip(before, ranks, strict=True))
    return found


def _check_ranked_in_turn(
    sentence: Sentence,
    places: list[tuple[Figure, int, bool, str]],
    anchor: str,
    source: _Source,
    out: list[Finding],
) -> bool:
    """GR-03 when the sentence gives a figure, counted from the largest, another place than
    the rank a cited block's `각각` gives it (of `check_list_places`); whether it did."""
    ranked = _ranked_in_turn(source.blocks[anchor].text, source.figures(anchor))
    for mine, place, largest, word in places:
        if not largest:
            continue  # (a rank in numbers counts from the top: no smallest place to hold)
        theirs = [
            rank
            for f, rank in ranked
            if (f.unit, f.counter) == (mine.unit, mine.counter) and matches(mine, f, _NO_YEARS)
        ]
        if len(theirs) == 1 and theirs[0] != place:
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{word!r} makes {mine.raw.strip()!r} the {_ordinal(place)}largest here, "
                    f"but {anchor} ranks it {theirs[0]}; restate its place.",
                )
            )
            return True
    return False


def _ordinal(n: int) -> str:
    """`second ` of `the second largest`; nothing for the first (`the largest`)."""
    return {1: "", 2: "second ", 3: "third "}.get(n, f"{n}th ")


# A count of what a rank is among, right after it (`세 곳 중`, `3개 시설 가운데`)
_AMONG_COUNT = re.compile(r"\s?[가-힣]{0,3}\s?(?:[가-힣]{1,6}\s)?(?:중|가운데)(?![가-힣])")


def counts_list_entries(
    body: str, figure: Figure, present: tuple[str, ...], source: _Source
) -> bool:
    """Whether a small count the sentence ranks among (`세 곳 중 ... 가장 많았다`) is the number
    of entries of a cited block's list in order (`A가 가장 많았고, B, C 순`)."""
    if figure.kind != "number" or not 2 <= figure.value <= _MAX_ENTRIES:
        return False
    if _AMONG_COUNT.match(body, figure.start + len(figure.raw.rstrip())) is None:
        return False
    # (entries counted as the commas part them: two of one name, `북부 클라이밍장`, `남부
    # 클라이밍장`, are two)
    return any(
        len(_entries(source.blocks[anchor].text[start:end])) == figure.value
        for anchor in present
        if not source.blocks[anchor].table_row
        for start, end, _ in lists_in_order(source.blocks[anchor].text)
    )


_MAX_ENTRIES = 10
