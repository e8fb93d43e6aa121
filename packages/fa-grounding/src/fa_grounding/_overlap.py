"""Lexical overlap between a sentence and its cited blocks (GR-05, a hint only:
`_check_overlap`).

Korean is compared on character bigrams of each word with its particle or ending cut off:
spacing and particles (`누리는`, `누리가`, `배포되었다`) vary too much for whitespace words.
Latin words are lower-cased and cut to six letters, a crude stem.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._anchors import local_anchor
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._source import _Source


_LATIN = re.compile(r"[A-Za-z][A-Za-z'-]+")
_STOP = frozenset(
    re.findall(
        r"\w+",
        "the and for with that this from are was were has have had its which into also been "
        "than but not they their there these those will would can could may might our your "
        "his her about over after before between under more less most such each other",
    )
)
# Endings and particles cut from the end of a Korean word before pairing. The stem is matched
# lazily, so the longest ending that leaves a stem of one syllable or more is the one cut.
_ENDINGS = [
    "되었다",
    "하였다",
    "했습니다",
    "합니다",
    "됩니다",
    "입니다",
    "이었다",
    "였다",
    "했다",
    "한다",
    "된다",
    "이다",
    "되어",
    "하여",
    "하고",
    "으로",
    "에서",
    "에게",
    "까지",
    "부터",
    "보다",
    "처럼",
    "이며",
    "이고",
    "라고",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "에",
    "의",
    "로",
    "와",
    "과",
    "도",
    "만",
    "다",
    "며",
    "고",
    "서",
]
_KOREAN_WORD = re.compile(rf"([가-힣]+?)(?:{'|'.join(_ENDINGS)})?(?![가-힣])")


def searchable(text: str) -> str:
    """A block's text as tokens are looked up in it: lower case, one space between words."""
    return " ".join(text.lower().split())


def tokens(text: str) -> set[str]:
    """Korean character bigrams (particles cut off) and Latin word stems of `text`."""
    found: set[str] = set()
    for stem in _KOREAN_WORD.findall(text):
        if len(stem) < 2:
            continue
        found.update(stem[i : i + 2] for i in range(len(stem) - 1))
    for word in _LATIN.findall(text):
        lowered = word.lower()
        if len(lowered) > 2 and lowered not in _STOP:
            found.add(lowered[:6])
    return found


MIN_OVERLAP = 0.25
"""Below this share of a sentence's words (Korean: bigrams) found in its cited blocks: GR-05."""
_MIN_TOKENS = 4


def shares_words(sentence: Sentence, source: _Source, anchors: tuple[str, ...]) -> bool:
    """Whether `anchors` hold enough of the sentence's words (Korean: character pairs) that it
    would raise no GR-05 citing them (hidden text aside); a sentence of fewer than four words
    never does."""
    mine = source.sentence_tokens(sentence.body)
    if len(mine) < _MIN_TOKENS:
        return False
    theirs = "\n".join(
        source.searchable(a)
        for b in anchors
        for a in source.resolve(b)
        if not source.blocks[a].hidden
    )
    return sum(1 for t in mine if t in theirs) / len(mine) >= MIN_OVERLAP


def _check_overlap(
    sentence: Sentence,
    source: _Source,
    present: tuple[str, ...],
    out: list[Finding],
    *,
    figures: int,
    supported: int,
) -> None:
    if all(local_anchor(a) == "meta" or source.blocks[a].pictured for a in present):
        # a sentence about the document itself (`문서는 두 개의 텍스트로 되어 있다 [meta]`, the
        # report template's limits), or about a picture or a scanned page (read through the
        # host's vision), restates no passage of text: its words are the writer's own
        return
    # Figures found in the cited blocks count as shared words: a sentence that restates a table
    # row shares its numbers, not its wording.
    mine = source.sentence_tokens(sentence.body)
    total = len(mine) + figures
    if total < _MIN_TOKENS:
        return
    # no token holds a line break, so none can match across two blocks joined by one
    theirs = "\n".join(source.searchable(a) for a in present)
    shared = sum(1 for t in mine if t in theirs) + supported
    if shared / total < MIN_OVERLAP:
        out.append(
            _finding(
                "GR-05",
                sentence,
                present,
                f"only {shared} of {total} words, figures or Korean character pairs of this "
                f"sentence occur in {', '.join(present)}; check that these are the blocks it "
                "restates.",
            )
        )
