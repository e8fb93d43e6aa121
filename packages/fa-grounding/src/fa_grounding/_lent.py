"""Citations a sentence's neighbours lend it: the words after a sentence's last citation, lent
the citation of a later sentence of its paragraph (a figure there only the lent blocks hold is
unconfirmed), and the figures of an uncited sentence that no block of the document holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fa_grounding._cited_units import _units_for
from fa_grounding._figures._figure import Figure
from fa_grounding._findings import _finding
from fa_grounding._report import UNCONFIRMED, Finding
from fa_grounding._sentences import Sentence
from fa_grounding._support import supported_by_any

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ("in_lent_tail", "in_no_block", "lent_to_tail")


def in_lent_tail(sentence: Sentence, figure: Figure, source: _Source) -> bool:
    """Whether `figure` stands in the words after the sentence's last citation (`tail`) and the
    citation a later sentence of its paragraph lends them holds it."""
    if not sentence.tail or not sentence.lent:
        return False
    tail_at = sentence.body.rfind(sentence.tail)
    if tail_at < 0 or figure.start < tail_at:
        return False
    units = _units_for(sentence.lent, source)
    return supported_by_any(figure, sentence.lent, source, sentence.lent, units)


def lent_to_tail(sentence: Sentence, figure: Figure) -> Finding:
    anchors = ", ".join(sentence.lent)
    return _finding(
        UNCONFIRMED,
        sentence,
        sentence.lent,
        f"{figure.raw.strip()!r} stands after this sentence's last citation and is not in the "
        f"blocks it cites; it is in {anchors}, which a later sentence of its paragraph cites, "
        "and whether that citation is meant for these words too cannot be told: cite "
        f"[{sentence.lent[0]}] after them to confirm it.",
    )


def in_no_block(sentence: Sentence, source: _Source) -> list[Finding]:
    """GR-03 for each figure of an uncited sentence that no block of the document holds in
    any of its readings: wrong wherever the sentence should have cited."""
    out = []
    for figure in source.sentence_figures(sentence.body):
        if not any(source.holders(f, ()) for f in (figure, *figure.others)):
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (),
                    f"{figure.raw.strip()!r} ({figure.describe()}) is in no block of the "
                    "document, and the sentence cites none: check the figure, then cite the "
                    "block it restates.",
                )
            )
    return out
