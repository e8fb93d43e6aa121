"""A per cent given as a share of a base (`평년의 20.5% 수준`, `20.5% of the normal`) and a
per cent given as a change from it (`평년보다 20.5% 줄었다`) state different quantities with one
value: 20.5% of a base is a fall of 79.5%. A sentence that turns one into the other is wrong."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding
from fa_grounding._support import cited_numbers_of

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_shares_and_changes", "row_rate_against")

# A per cent of a base: `평년(104.6mm)의 20.5%`, `20.5% of the normal`
_SHARE_BEFORE = re.compile(r"의\s?$")
_SHARE_AFTER = re.compile(
    r"\s?of\s+(?:the\s+|its\s+|their\s+)?(?:normal|average|previous|prior|last|year|target"
    r"|total|base|level|usual)",
    re.IGNORECASE,
)


# A per cent of a base that a word after it makes a change (`개인 관람료의 20%를 할인한`)
_MOVED_AFTER = re.compile(
    r"\s?(?:[을를이가]|만큼)?\s?(?:할인|감면|감액|인하|인상|절감|절약|줄|늘|감소|증가|차감|공제|삭감"
    r"|추가|상승|하락|높|낮|적|많|off\b|discount|more\b|less\b)",
    re.IGNORECASE,
)


# A verb of saving or cutting earlier in the sentence, whose object a per cent of the level
# before restates (`saves about 261 MWh a year, roughly 42% of previous use`)
_SAVED_BEFORE = re.compile(
    r"\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?|reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)?"
    r"|trim(?:s|med|ming)?)\b[^.;]*$",
    re.IGNORECASE,
)
_OF_BEFORE = re.compile(r"\s?of\s+(?:the\s+|its\s+|their\s+)?(?:previous|prior)", re.IGNORECASE)


def _a_share(text: str, figure: Figure) -> bool:
    """Whether `text` gives the per cent `figure` as a share of a base, not as a change."""
    if figure.unit != "%" or figure.falls or figure.rises or figure.signed:
        return False
    end = figure.start + len(figure.raw.rstrip())
    if _MOVED_AFTER.match(text, end):
        return False
    if _OF_BEFORE.match(text, end) and _SAVED_BEFORE.search(text, 0, figure.start):
        return False  # what was saved, as a share of the level before: a change
    return bool(
        _SHARE_BEFORE.search(text, max(0, figure.start - 2), figure.start)
        or _SHARE_AFTER.match(text, end)
    )


def _kind(text: str, figure: Figure) -> str:
    """What a cited per cent is: a `change`, a `share` of a base, or `other`."""
    if figure.falls or figure.rises:
        return "change"
    return "share" if _a_share(text, figure) else "other"


def check_shares_and_changes(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence calls a per cent a change (`20.5% 줄었다`) that every cited
    block of its value gives as a share of a base (`평년의 20.5%`), or calls a share what every
    cited block gives as a change."""
    for figure in figures:
        if figure.kind != "number" or figure.unit != "%" or figure.signed:
            continue
        change = figure.falls or figure.rises
        share = _a_share(sentence.body, figure)
        if not (change or share):
            continue
        plain = figure._replace(falls=False, rises=False, positive=False)
        kinds = {
            "change"
            if found.falls or found.rises
            else "share"
            if _a_share(text, found)
            else "other"
            for text, found in cited_numbers_of(plain, visible, source)
        }
        wrong = {"share"} if change else {"change"}
        if kinds != wrong:
            continue
        said, given = ("change", "share of its base") if change else ("share", "change")
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is given as a {said} here, but the cited block gives it "
                f"as a {given}; the two are different quantities: restate it as the block does.",
            )
        )


# A head of a column of rates (`감면율`, `인상률(%)`, `집행률`): its words before `율`/`률`
_RATE_HEAD = re.compile(r"^\s*(?P<stem>[가-힣]{2,8})\s?[율률](?:\s?[(（]%[)）])?\s*$")


_REACH = 8


def row_rate_against(
    body: str, figure: Figure, visible: tuple[str, ...], source: _Source
) -> tuple[str, str, str] | None:
    """(anchor, head, cell) when the one cited table row that writes a rate under a head the
    sentence names (`감면율`, or its words right after the figure: `3,000원(25%) 감면된다`)
    writes another rate than `figure`: a per cent the sentence works out from its own figures
    is then not the row's rate, whatever the arithmetic gives (`3,000원` is 25% of 12,000 but
    20% of the 15,000 it is cut from). Several such rows (`누적 달성률` over three years' rows)
    name no one row's rate."""
    if figure.kind != "number" or figure.unit != "%":
        return None
    # (the words right after the figure, past its bracket and particle: `(25%) 감면`, and the
    # head right before it: `감면율은 25%`)
    after = re.sub(r"\s", "", body[figure.start + len(figure.raw) :][:_REACH])
    before = re.sub(r"\s", "", body[max(0, figure.start - _REACH) : figure.start])
    rates: list[tuple[str, str, str, list[Decimal]]] = []
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) != len(head_cells):
            continue
        head_text, row_text = source.blocks[head].text, source.blocks[anchor].text
        for (a, b), (c, d) in zip(head_cells, row_cells, strict=True):
            rate = _RATE_HEAD.match(head_text[a:b])
            stem = rate["stem"] if rate is not None else ""
            if not stem or (
                stem not in after and f"{stem}율" not in before and f"{stem}률" not in before
            ):
                continue
            written = [
                f.value for f in source.figures(anchor) if f.kind == "number" and c <= f.start < d
            ]
            if written:
                rates.append((anchor, head_text[a:b].strip(), row_text[c:d].strip(), written))
    if len(rates) != 1:
        return None
    anchor, head, cell, written = rates[0]
    reach = figure.quantum if figure.approximate else figure.quantum / 2
    if all(abs(abs(v) - figure.value) > reach for v in written):
        return anchor, head, cell
    return None
