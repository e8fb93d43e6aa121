"""A per cent given as a share of a base (`평년의 20.5% 수준`, `20.5% of the normal`) and a
per cent given as a change from it (`평년보다 20.5% 줄었다`) state different quantities with one
value: 20.5% of a base is a fall of 79.5%. A sentence that turns one into the other is wrong."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding
from fa_grounding._support import cited_numbers_of

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_shares_and_changes",)

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


def _a_share(text: str, figure: Figure) -> bool:
    """Whether `text` gives the per cent `figure` as a share of a base, not as a change."""
    if figure.unit != "%" or figure.falls or figure.rises or figure.signed:
        return False
    end = figure.start + len(figure.raw.rstrip())
    if _MOVED_AFTER.match(text, end):
        return False
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
