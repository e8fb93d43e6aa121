"""Columns of amounts a table heads with a word and `액` (`예산액 | 집행액 | 집행률`), named by a
sentence with the word alone, as a verb or a noun beside its amount (`2,000만 원을 집행해`,
`예산 2,000만 원`): the amount is that column's. One the cited row holds only under another
amount head (`예산액`) was taken from the neighbouring column. A head the sentence writes whole
(`집행액`) is `_columns`' to hold; a word two amount heads share names neither."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding
from fa_grounding._tables import _columns_of, aligned_rows

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_stem_columns",)

# A head of amounts: a word of two syllables or more and `액` or `금액` (`집행액`, `지원금액`),
# with its unit in brackets or not
_AMOUNT_HEAD = re.compile(r"^\s*(?P<stem>[가-힣]{2,6}?)(?:금)?액\s*(?:[(（][^()（）]*[)）])?\s*$")
_CURRENCIES = frozenset({"KRW", "USD", "EUR", "JPY", "CNY"})
# between an amount and the word after it (`2,000만 원을 집행`), or the word and the amount
# after it (`예산 2,000만 원`, `예산은 2,000만 원`)
_AFTER = r"\s?[을를이가은는도]?\s?"
_BEFORE = r"(?![률율])\s?(?:[은는이가도]|으로|로)?\s?(?:총\s?)?$"


def check_stem_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when an amount the sentence gives the word of an amount head sits, in a cited row,
    under another amount head only."""
    body = sentence.body
    amounts = [f for f in figures if f.kind == "number" and f.unit in _CURRENCIES]
    if not amounts:
        return
    for anchor, head, row_cells, head_cells in aligned_rows(visible, source):
        text = source.blocks[head].text
        stems = {
            m["stem"]: k
            for k, (a, b) in enumerate(head_cells)
            if k > 0 and (m := _AMOUNT_HEAD.match(text[a:b])) is not None
        }
        if len(stems) < 2 or any(re.search(rf"{re.escape(s)}\s?(?:금)?액", body) for s in stems):
            continue  # (a head written whole is `_columns`')
        readings = source.readings(anchor, units.get(anchor))
        for figure in amounts:
            stem = _stem_of(body, figure, stems)
            if stem is None:
                continue
            held = _columns_of(figure, readings, row_cells) - {-1}
            if not held or stems[stem] in held or not held <= set(stems.values()):
                continue
            other = next(s for s, k in stems.items() if k in held)
            a, b = row_cells[stems[stem]]
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is given to {stem!r} here, but {anchor} holds it "
                    f"under the head {other}액 (header {head}); its {stem}액 is "
                    f"{source.blocks[anchor].text[a:b].strip()!r}: restate that figure.",
                )
            )
            return


def _stem_of(body: str, figure: Figure, stems: dict[str, int]) -> str | None:
    """The word of an amount head the sentence writes right after the amount (`2,000만 원을
    집행해`) or right before it (`예산 2,000만 원`); None for none, or for two."""
    end = figure.start + len(figure.raw.rstrip())
    found = {
        stem
        for stem in stems
        if re.match(rf"{_AFTER}{re.escape(stem)}", body[end:])
        or re.search(rf"{re.escape(stem)}{_BEFORE}", body[max(0, figure.start - 16) : figure.start])
    }
    return next(iter(found)) if len(found) == 1 else None
