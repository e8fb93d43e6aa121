"""Cross-check of figures after words a sentence copies from a cited block: each in its place.

A draft that copies a block's wording (`집행이 끝난 날부터 2년, ... 해지된 날부터 3년`) puts each
figure where the block has one. When the words right before a draft's figure stand once in a
cited block, a figure of the block right after them, and the draft's figure is not that one but
another figure of the same block, the draft has moved the block's figures between the places
of its wording: they are swapped (`끝난 날부터 3년, ... 해지된 날부터 2년`). Only such a swap is
reported. A figure the block does not hold at all is the by-value check's, and words the block
writes more than once, or too few of them, tell no place.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source


_CONTEXT_WORDS = 3
"""How many words right before a figure make the place it is copied to."""
_CONTEXT_CHARS = 7
"""How many letters those words hold at least (`집행이 끝난 날부터`; not `및 그 외`)."""
# the words right before a figure: Hangul or Latin words, spaces between, a space or an
# opening bracket before the figure
# (whole words: not the unit of a figure before them, the `년` of `2024년`)
_BEFORE = re.compile(
    rf"(?<![\d가-힣A-Za-z.,])((?:[가-힣A-Za-z]+\s+){{{_CONTEXT_WORDS - 1}}}[가-힣A-Za-z]+)"
    r"\s?[(（]?\s?$"
)


def check_copied_places(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure after words the sentence copies from a cited block must be the block's figure
    after those words, when the block holds the sentence's figure elsewhere. A figure another
    finding already refused is left to that finding."""
    if any(f.rule == "GR-03" for f in out):
        return
    body = sentence.body
    for figure in figures:
        if figure.kind != "number":
            continue
        before = _BEFORE.search(body, max(0, figure.start - 60), figure.start)
        if before is None or sum(ch.isalpha() for ch in before.group(1)) < _CONTEXT_CHARS:
            continue
        words = before.group(1).split()
        place = re.compile(r"\s+".join(map(re.escape, words)) + r"\s?[(（]?\s?")
        for anchor in visible:
            text = source.blocks[anchor].text
            found = list(place.finditer(text))
            if len(found) != 1:
                continue
            theirs = source.figures(anchor)
            # every reading of what stands there (`3` and `3분의 1`), if it is an amount of
            # the figure's unit (not the `10년` of `기여금(10년 복수여권 15,000원)`)
            there = [f for f in theirs if f.start == found[0].end()]
            if (
                not there
                or any(f.kind != "number" or _year_like(f) for f in there)
                or all(f.unit != figure.unit or f.period != figure.period for f in there)
                or any(matches(figure, f, _NO_YEARS) for f in there)
                or not any(
                    f.start != found[0].end() and matches(figure, f, _NO_YEARS) for f in theirs
                )
            ):
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} follows '{' '.join(words)}' here, but {anchor} "
                    f"writes {there[0].raw.strip()!r} after those words and "
                    f"{figure.raw.strip()!r} elsewhere; restate the figure of that place.",
                )
            )
            return


__all__ = ("check_copied_places",)
