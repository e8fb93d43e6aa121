"""Cross-check of figures next to words a sentence copies from a cited block: each in its place.

A draft that copies a block's wording (`집행이 끝난 날부터 2년, ... 해지된 날부터 3년`) puts each
figure where the block has one. When the words right before a draft's figure (or right after
it) stand once in a cited block, a figure of the block right after (or before) them, and the
draft's figure is not that one but another figure of the same block, the draft has moved the
block's figures between the places of its wording: they are swapped (`끝난 날부터 3년, ...
해지된 날부터 2년`; `60% 가산점을 준다` where the block writes `40% 가산점을 준다`). Only
such a swap is reported. A figure the block does not hold at all is the by-value check's, and
words the block writes more than once, or too few of them, tell no place.

`copied_from_cell` tells the columns check when a draft's figure stands after the words its own
cell writes before it (`시청 별관 3층` of `시청 별관 3층 회의실`), in a draft cell that joins two.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import states_a_change
from fa_grounding._crosschecks._head_names import _head_words
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._measures import end_past_unit
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence
from fa_grounding._tables import _column

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source


_CONTEXT_WORDS = 3
"""How many words right before or after a figure make the place it is copied to."""
_CONTEXT_WEIGHT = 10
"""How much those words must hold: a Hangul syllable counts two, a Latin letter one (`서류 심사
점수`, `집행이 끝난 날부터`; not `및 그 외`)."""
_WORDS = rf"(?:[가-힣A-Za-z]+\s+){{{_CONTEXT_WORDS - 1}}}[가-힣A-Za-z]+"
# the words right before a figure (whole words: not the unit of a figure before them, the `년`
# of `2024년`), a space or an opening bracket before the figure
_BEFORE = re.compile(rf"(?<![\d가-힣A-Za-z.,])({_WORDS})\s?[(（]?\s?$")
# the Korean words right after a figure, past a unit glued to it and a space (`20% 가산점을
# 별도로 받고`); English words after a figure are too often its period's (`for the quarter ended`)
_AFTER = re.compile(
    rf"[가-힣A-Za-z%]{{0,3}}?(?:\s|[)）]\s?)((?:[가-힣]+\s+){{{_CONTEXT_WORDS - 1}}}[가-힣]+)"
    r"(?![가-힣A-Za-z])"
)
# a figure that opens a move or a range (`10만 원에서 11만 원으로`): its place holds both ends
_MOVE_AFTER = re.compile(r"[가-힣A-Za-z%]{0,3}?\s?(?:에서|부터|→|->|~|∼)")


# a whole a part of which follows it (`8기 중`, `210개 지점 가운데`)
_WHOLE_OF = re.compile(r"[가-힣A-Za-z%]{0,3}\s?(?:중|가운데)\s")

# the scale a score is out of, right after its number (`100점 만점에`)
_SCALE_AFTER = re.compile(r"\s?점?\s?만점")


def _weight(words: str) -> int:
    return sum(2 if "가" <= ch <= "힣" else 1 for ch in words if ch.isalpha())


def check_copied_places(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure next to words the sentence copies from a cited block must be the block's
    figure next to those words, when the block holds the sentence's figure elsewhere. A figure
    another finding already refused is left to that finding."""
    if any(f.rule == "GR-03" for f in out):
        return
    body = sentence.body
    for figure in figures:
        if figure.kind != "number" or _MOVE_AFTER.match(body, end_past_unit(body, figure)):
            continue  # (a move's start shares its place with its end: `7.2시간에서 4.6시간으로`)
        for words, before in _places(body, figure):
            swapped = _swapped(figure, words, before, visible, source, body=body)
            if swapped is None:
                continue
            anchor, there = swapped
            side = "follows" if before else "comes before"
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} {side} '{' '.join(words)}' here, but {anchor} "
                    f"writes {there.raw.strip()!r} there and {figure.raw.strip()!r} elsewhere; "
                    "restate the figure of that place.",
                )
            )
            return


def _places(body: str, figure: Figure) -> list[tuple[list[str], bool]]:
    """The words right before and right after a draft's figure that may make its place (the
    words, and whether they stand before it): words the sentence writes once, so a parallel
    wording (`3년 이하 징역 ... 5년 이하 징역`) makes no place."""
    places: list[tuple[list[str], bool]] = []
    spaced = " ".join(body.split())  # (words the body spaces any way, counted without a pattern)
    before = _BEFORE.search(body, max(0, figure.start - 60), figure.start)
    after = _AFTER.match(body, figure.start + len(figure.raw))
    for found, side in ((before, True), (after, False)):
        if found is None or _weight(found.group(1)) < _CONTEXT_WEIGHT:
            continue
        words = found.group(1).split()
        if spaced.count(" ".join(words)) == 1:
            places.append((words, side))
    return places


def _swapped(
    figure: Figure,
    words: list[str],
    before: bool,
    visible: tuple[str, ...],
    source: _Source,
    *,
    body: str,
) -> tuple[str, Figure] | None:
    """The cited block and its figure at the place the words make, when the block writes the
    words once, an amount of the figure's unit there that is not the figure, and the figure
    elsewhere; None otherwise."""
    # only blocks that hold the first word are read with a pattern made for these words
    holding = [a for a in visible if words[0] in source.blocks[a].text]
    if not holding:
        return None
    joined = r"\s+".join(map(re.escape, words))
    place = re.compile(joined + r"\s?[(（]?\s?" if before else r"(?<![가-힣A-Za-z])" + joined)
    for anchor in holding:
        text = source.blocks[anchor].text
        found = list(place.finditer(text))
        if len(found) != 1:
            continue
        theirs = source.figures(anchor)
        if before:
            there = [f for f in theirs if f.start == found[0].end()]
        else:
            # the figure whose text, its unit and a closing bracket end right before the words
            there = [
                f
                for f in theirs
                if _GAP.fullmatch(text, f.start + len(f.raw), found[0].start()) is not None
            ]
        if (
            not there
            or any(f.kind != "number" or _year_like(f) for f in there)
            # a change is no level of the place (`871명 줄어든 3만 9,712명` of `39,712명으로
            # ... 871명 줄었다`)
            or any(states_a_change(text, f) != states_a_change(body, figure) for f in there)
            or any(_MOVE_AFTER.match(text, f.start + len(f.raw)) for f in there)
            # (a whole and its part at one place, `화장로 8기 중 6기만`: the part may stand there)
            or any(
                _WHOLE_OF.match(text, f.start + len(f.raw)) is not None
                and any(g.start > f.start and matches(figure, g, _NO_YEARS) for g in theirs)
                for f in there
            )
            # (the scale of a score is no score: `만족도는 100점 만점에 88.4점`)
            or any(_SCALE_AFTER.match(text, f.start + len(f.raw)) for f in there)
            or all(f.unit != figure.unit or f.period != figure.period for f in there)
            or any(matches(figure, f, _NO_YEARS) for f in there)
            # the place's figure restated in a bracket right after it (`550,000㎥(55만 톤)`)
            or any(
                _RESTATED.fullmatch(text, f.start + len(f.raw), g.start) is not None
                and matches(figure, g, _NO_YEARS)
                for f in there
                for g in theirs
            )
            or not any(f not in there and matches(figure, f, _NO_YEARS) for f in theirs)
        ):
            continue
        return anchor, there[0]
    return None


# Between a figure (its unit and a closing bracket) and the words of its place right after it
_GAP = re.compile(r"\s?[)）]?\s?")
# Between a figure and its restatement in a bracket right after it (`550,000㎥(`)
_RESTATED = re.compile(r"\s?[^\s\d()（）,]{0,4}\s?[(（]\s?")

__all__ = ("check_copied_places", "copied_from_cell")


# How many letters right before a figure, copied from its cell, put it in that cell
_COPIED_BEFORE = 4


def copied_from_cell(
    body: str,
    figure: Figure,
    row: tuple[str, list[tuple[int, int]]],
    *,
    found: list[tuple[int, Figure]],
    named_cells: list[str],
) -> bool:
    """Whether the words right before a draft's figure are those right before it in the cited
    cell that holds it (`시청 별관 3층` of `시청 별관 3층 회의실`), and no words of the named
    column's cell (`named_cells`): a draft's cell that joins two of the row's cells (`일정` and
    `장소`) writes each in its own words."""
    row_text, row_cells = row
    mine = _head_words(body[max(0, figure.start - 3 * _COPIED_BEFORE) : figure.start])
    for _, theirs in found:
        if not matches(figure, theirs, _NO_YEARS):
            continue
        column = _column(row_cells, theirs.start)
        if column < 0:
            continue
        words = _head_words(row_text[row_cells[column][0] : theirs.start])
        if (
            len(words) >= _COPIED_BEFORE
            and mine.endswith(words[-_COPIED_BEFORE:])
            and not any(words[-_COPIED_BEFORE:] in cell for cell in named_cells)
        ):
            return True
    return False
