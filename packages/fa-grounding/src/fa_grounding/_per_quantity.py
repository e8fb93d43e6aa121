"""Prices per a quantity of goods: `kg당 431원`, `KRW 27,000/kg`, `431,000 won per tonne`.

A price is given per a mass or a volume, and a draft may restate it per another one: `kg당
431원` is `톤당 43만 1천 원`, found by value only after the scale of the two quantities is
applied (`per_quantity_supported`). The same digits per another quantity (`톤당 431원` for `kg당
431원`) are a thousand times off, though the value alone matches (`check_per_quantity`).
The quantity is read from the words right before the price (`톤당`, `㎏당 평균`) or right after
it (`/kg`, `per tonne`), in the units registry's spellings."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._measures import MEASURES, normal_spelling
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._figures._measures import Measure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_per_quantity", "per_quantity_supported")

_QUANTITY = r"(?P<q>kg|㎏|킬로그램|톤|t|g|그램|ℓ|L|리터|㎥|mL|㎖)"
# `톤당 431원`, `㎏당 평균 27,000원`: the quantity before `당`, a word or two between
_BEFORE = re.compile(rf"(?:1\s?)?{_QUANTITY}\s?당(?:\s?[가-힣]{{1,4}}){{0,2}}\s?$")
# `27,000원/kg`, `KRW 431,000 per tonne`, `431 won a kilogram`
_AFTER = re.compile(
    r"\s?(?:/\s?|per\s|a\s)(?:1\s)?(?P<q>kg|㎏|kilograms?|kilos?|tonnes?|tons?|t|톤|grams?|g"
    r"|litres?|liters?|L|ℓ)\b",
    re.IGNORECASE,
)
_ALIASES = {"kilo": "kg", "kilogram": "kg", "ton": "t", "tonne": "t", "gram": "g",
            "litre": "L", "liter": "L"}  # fmt: skip
_PRICES = frozenset({"KRW", "USD", "EUR", "JPY", "CNY"})
_REACH = 16


def _per(text: str, figure: Figure) -> Measure | None:
    """The mass or volume a price is given per, read around it in `text`, or None."""
    if figure.kind != "number" or figure.unit not in _PRICES:
        return None
    before = _BEFORE.search(text[max(0, figure.start - _REACH) : figure.start])
    found = before or _AFTER.match(text, figure.start + len(figure.raw.rstrip()))
    if found is None:
        return None
    word = found["q"]
    word = (
        _ALIASES.get(word.lower().rstrip("s"), word) if word.isascii() and len(word) > 2 else word
    )
    measure = MEASURES.get(normal_spelling(word))
    return measure if measure is not None and measure.dimension in {"mass", "volume"} else None


def _priced(
    present: tuple[str, ...], source: _Source, per: Measure
) -> list[tuple[str, Figure, Measure]]:
    """The prices the blocks give per a quantity of `per`'s dimension, with that quantity."""
    found = []
    for anchor in present:
        text = source.blocks[anchor].text
        for theirs in source.figures(anchor):
            their_per = _per(text, theirs)
            if their_per is not None and their_per.dimension == per.dimension:
                found.append((anchor, theirs, their_per))
    return found


def per_quantity_supported(
    body: str, figure: Figure, present: tuple[str, ...], source: _Source
) -> bool:
    """Whether a price per a quantity is a cited block's price per another quantity of the same
    dimension, scaled (`톤당 43만 1천 원` of `kg당 431원`)."""
    per = _per(body, figure)
    if per is None:
        return False
    for _, theirs, their_per in _priced(present, source, per):
        if their_per.scale == per.scale or theirs.unit != figure.unit:
            continue
        ratio = their_per.scale / per.scale
        scaled = figure._replace(value=figure.value * ratio, quantum=figure.quantum * ratio)
        if matches(scaled, theirs, _NO_YEARS):
            return True
    return False


def check_per_quantity(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a price is given per another quantity than every cited price of its value."""
    for figure in figures:
        per = _per(sentence.body, figure)
        if per is None:
            continue
        same = [
            (anchor, theirs, their_per)
            for anchor, theirs, their_per in _priced(visible, source, per)
            if theirs.unit == figure.unit and matches(figure, theirs, _NO_YEARS)
        ]
        if not same or any(their_per.scale == per.scale for _, _, their_per in same):
            continue
        anchor, theirs, their_per = same[0]
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor,),
                f"{figure.raw.strip()!r} is a price per {per.symbol} here, but {anchor} gives "
                f"{theirs.raw.strip()!r} per {their_per.symbol}; restate the price per "
                f"{their_per.symbol}, or scale it to {per.symbol}.",
            )
        )
