"""Columns of amounts a table heads with a word and `액` (`예산액 | 집행액 | 집행률`), named by a
sentence with the word alone, as a verb or a noun beside its amount (`2,000만 원을 집행해`,
`예산 2,000만 원`): the amount is that column's. One the cited row holds only under another
amount head (`예산액`) was taken from the neighbouring column. A head the sentence writes whole
(`집행액`) is `_columns`' to hold; a word two amount heads share names neither.

Heads of fees or costs that share their last word (`현행 대여료 | 개정 대여료 | 현행 연체료 | 개정
연체료`) are named the same way by that word (`연체료는 2,000원에서 3,000원으로`): the amount is
one of those columns'. A sentence naming one such word alone gives it every amount after it in
its clause (the end of a move as well as its start)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._clauses import clause_of
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
# A head of a fee or a cost, its last word the fee's (`개정 연체료`, `운영비(원)`)
_FEE_HEAD = re.compile(
    r"^\s*(?:[가-힣]{1,6}\s)?(?P<stem>[가-힣]{1,5}(?:료|비))\s*(?:[(（][^()（）]*[)）])?\s*$"
)
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
        stems: dict[str, set[int]] = {}
        heads: dict[int, str] = {}
        fees: dict[str, set[int]] = {}
        for k, (a, b) in enumerate(head_cells):
            cell = text[a:b]
            if k > 0 and (m := _AMOUNT_HEAD.match(cell)) is not None:
                stems.setdefault(m["stem"], set()).add(k)
                heads[k] = cell.strip()
            elif k > 0 and (m := _FEE_HEAD.match(cell)) is not None:
                fees.setdefault(m["stem"], set()).add(k)
                heads[k] = cell.strip()
        # (a fee's word one head alone ends with, `국비`, is that head written whole: `_columns`')
        stems |= {stem: ks for stem, ks in fees.items() if len(ks) > 1}
        whole = any(re.search(rf"{re.escape(s)}\s?(?:금)?액", body) for s in stems)
        if len(stems) < 2 or whole or any(_written_whole(h, body) for h in heads.values()):
            continue  # (a head written whole is `_columns`')
        readings = source.readings(anchor, units.get(anchor))
        for figure in amounts:
            stem = _stem_of(body, figure, stems)
            if stem is None:
                continue
            held = _columns_of(figure, readings, row_cells) - {-1}
            allowed = set().union(*stems.values())
            if not held or stems[stem] & held or not held <= allowed:
                continue
            other = heads[min(held)]
            row_text = source.blocks[anchor].text
            theirs = ", ".join(
                f"{heads[k]} {row_text[slice(*row_cells[k])].strip()!r}"
                for k in sorted(stems[stem])
            )
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is given to {stem!r} here, but {anchor} holds it "
                    f"under the head {other} (header {head}); its {theirs}: restate that figure.",
                )
            )
            return


def _stem_of(body: str, figure: Figure, stems: dict[str, set[int]]) -> str | None:
    """The word of an amount head the sentence writes right after the amount (`2,000만 원을
    집행해`) or right before it (`예산 2,000만 원`); or the one such word the sentence writes,
    of a fee's heads, before the amount in its clause (`연체료는 2,000원에서 3,000원으로`);
    None for none, or for two."""
    end = figure.start + len(figure.raw.rstrip())
    found = {
        stem
        for stem in stems
        if re.match(rf"{_AFTER}{re.escape(stem)}", body[end:])
        or re.search(rf"{re.escape(stem)}{_BEFORE}", body[max(0, figure.start - 16) : figure.start])
    }
    if not found:
        named = [s for s in stems if len(stems[s]) > 1 and s in body]
        if len(named) == 1 and not any(s in body for s in stems if s != named[0]):
            at = body.find(named[0])
            if at < figure.start and named[0] in clause_of(body, figure.start):
                found = set(named)
    return next(iter(found)) if len(found) == 1 else None


def _written_whole(head: str, body: str) -> bool:
    """Whether the sentence writes a head of more than one word whole (`개정 연체료`)."""
    return " " in head and re.sub(r"\s", "", head) in re.sub(r"\s", "", body)
