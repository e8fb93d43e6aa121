"""Figures that name rather than count: the one unit an amount is given per (`1박 19,000원`,
`(단위: 원, 1박 기준)`), and the number of a table or figure the document titles (`참고 표 2`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import Figure

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ("names_a_household", "names_a_table", "per_one")


# `1박 19,000원`, `1회 1,000원`, `1인에 5만 원`: one of a counter, then the amount per it; or
# one of a unit of measure with `당` (`1kL당 88만 5,700원`, `1㎡당`)
_PER_ONE = re.compile(
    r"\s?([가-힣]{1,2}?)(?:에|당|의|에는)?\s(?=[\d약])"
    r"|\s?([A-Za-z㎏㎞㎡㎥㎖ℓ]{1,3})당\s?(?=[\d약])"
)
_ONE_OF = re.compile(r"\s?([가-힣]{1,2}?)(?:에|당|의|에는|은|는)?(?![가-힣])")


def per_one(body: str, figure: Figure, visible: tuple[str, ...], source: _Source) -> bool:
    """Whether `figure` is the one unit an amount is given per: an amount right after it
    (`1박 19,000원`, `1회 10분`), or the unit line over a cited table (`(단위: 원, 1박 기준)` for
    `1박 요금`); not when a cited block counts that unit with another number (`2박` would
    make `1박` a claim of its own)."""
    if figure.kind != "number" or figure.value != 1 or figure.raw.strip() != "1":
        return False
    end = figure.start + 1
    per = _PER_ONE.match(body, end) or _ONE_OF.match(body, end)
    unit = next((g for g in per.groups() if g), None) if per is not None else None
    if per is None or not unit:
        return False
    counter = re.escape(unit)
    if per.lastindex == 2 and any(f"/{unit}" in source.blocks[a].text for a in visible):
        return True  # `1kL당` of `885,700원/kL`: the block gives the amount per that unit
    other = re.compile(rf"(?<![\d.,])(?:[2-9]|\d{{2,}})\s?{counter}")
    if any(other.search(source.blocks[a].text) for a in visible):
        return False
    if _PER_ONE.match(body, end) is not None:
        return True
    one = re.compile(rf"(?<![\d.,])1\s?{counter}")
    return any(one.search(source.blocks[c].text) for a in visible for c in source.table_context(a))


_TABLE_WORD = re.compile(r"(?:표|그림|도표|Table|Figure|Fig\.)\s?[<〈(]?$", re.IGNORECASE)


def names_a_table(body: str, figure: Figure, source: _Source) -> bool:
    """Whether `figure` numbers a table or figure by its title (`참고 표 2`, `Table 3`) and a
    block of the document titles one so (`<참고 표 2> 바우처 사용 현황`): a name, not an amount;
    a number no title has (`표 3` of a document of tables 1 and 2) is checked as any figure."""
    if figure.kind != "number" or figure.unit or not figure.raw.strip().isdigit():
        return False
    word = _TABLE_WORD.search(body, max(0, figure.start - 8), figure.start)
    if word is None:
        return False
    titled = re.compile(
        rf"(?:표|그림|도표|Table|Figure|Fig\.)\s?{re.escape(figure.raw.strip())}(?!\d)",
        re.IGNORECASE,
    )
    return any(titled.search(block.text) for block in source.blocks.values())


# A household's size (`1인 가구`, `2인가구`): what kind of household, not a count
_HOUSEHOLD_AFTER = re.compile(r"\s?인\s?가구")


def names_a_household(body: str, figure: Figure, source: _Source) -> bool:
    """Whether `figure` is the size that names a kind of household (`1인 가구`) and a block of
    the document names that kind too: a label, as `2호선` is; a size no block names (`2인
    가구` in a report on `1인 가구`) is checked as any figure."""
    if figure.kind != "number" or not figure.raw.strip().isdigit() or not 1 <= figure.value <= 9:
        return False
    if _HOUSEHOLD_AFTER.match(body, figure.start + len(figure.raw.rstrip())) is None:
        return False
    named = re.compile(rf"(?<![\d.,]){int(figure.value)}\s?인\s?가구")
    return any(named.search(block.text) for block in source.blocks.values())
