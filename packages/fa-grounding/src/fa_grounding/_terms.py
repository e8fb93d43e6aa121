"""Figures as search terms: find a value wherever a document writes it, however it is spelled.

The check compares a draft's figures with the cited blocks one pair at a time. A search over a
folder cannot: it needs each block's figures as strings an index can store, and a query's
figures as strings to look up. Both come from the check's own reading (`iter_figures`, and the
units a table row inherits from its caption or head), so `320억`, `32,000,000,000원` and a bare
`320` under `(단위: 억원)` give one term.

A term is a figure's kind and value at some precision: `n:32000000000`, `n%:12.5`,
`d:2025-03-05`, `q:2025-1`. A source figure gives a term for its exact value and one for its
value rounded to each of 2 to 6 significant digits, so a query written with fewer digits than
the source (`약 320억` for `32,012,000,000원`) finds it; a query figure gives the one term at
the precision it is written with, and never matches a source figure that is not that value
correctly rounded.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import NamedTuple

from fa_grounding._blocks import index_blocks
from fa_grounding._cited_units import _units_for
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._read import iter_figures
from fa_grounding._source import _Source

__all__ = ("FigureTerms", "block_figure_terms", "figure_terms")

_MAX_DIGITS = 6
"""Source figures are indexed at each precision from 2 significant digits up to this."""


class FigureTerms(NamedTuple):
    """One figure of a text: as written (`raw`), a short description, and its search terms."""

    raw: str
    value: str
    terms: tuple[str, ...]


def figure_terms(text: str, *, query: bool = False) -> tuple[FigureTerms, ...]:
    """The figures of `text` read alone, in order.

    With `query`, each figure has one term: its value at the precision written. Without, each
    has every term a source figure is indexed by (exact, and rounded to 2-6 significant digits).
    """
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    return tuple(_terms_of(f, query=query) for f in _visible(iter_figures(text)))


def block_figure_terms(blocks: object) -> dict[str, tuple[FigureTerms, ...]]:
    """Each block's figures, read as the check reads a cited block: a table row's bare numbers
    also in the unit its table declares (`(단위: 억원)`, a column's `금액(백만원)`).

    `blocks` is what `check` takes (a mapping anchor -> text, or blocks in document order with
    `anchor`, `text` and optional `flags` and `kind`). Raises what `check` raises on bad blocks.
    """
    source = _Source(index_blocks(blocks))
    anchors = tuple(source.blocks)
    units = _units_for_each(anchors, source)
    out: dict[str, tuple[FigureTerms, ...]] = {}
    for anchor in anchors:
        block = source.blocks[anchor]
        # a table's head row names its columns (`2024 | 2025`): its numbers are not amounts
        heads = block.table_start or block.heading
        figures = source.readings(anchor, None if heads else units.get(anchor))
        found = tuple(_terms_of(f, query=False) for f in _visible(iter(figures)))
        if found:
            out[anchor] = found
    return out


def _units_for_each(anchors: tuple[str, ...], source: _Source) -> Mapping[str, tuple]:
    """The units each block reads its bare figures in, from its own declaration or its table's
    (never another block's: a search hit stands alone)."""
    units: dict[str, tuple] = {}
    for anchor in anchors:
        found = _units_for((anchor,), source)
        if anchor in found:
            units[anchor] = found[anchor]
    return units


def _visible(figures: Iterable[Figure]) -> list[Figure]:
    """The figures worth a term: numbers, dates and periods; not codes or labels."""
    return [f for f in figures if f.kind in {"number", "date", "quarter", "half", "time"}]


def _terms_of(figure: Figure, *, query: bool) -> FigureTerms:
    if figure.kind != "number":
        term = _period_term(figure)
        return FigureTerms(figure.raw.strip(), figure.describe(), (term,))
    prefix = _number_prefix(figure)
    value = (
        abs(figure.value) if figure.measure is None else abs(figure.value) * figure.measure.scale
    )
    if query:
        terms = (prefix + _plain(_written(value, figure)),)
    else:
        seen: dict[str, None] = {prefix + _plain(value): None}
        for digits in range(2, _MAX_DIGITS + 1):
            seen.setdefault(prefix + _plain(_round(value, digits)), None)
        terms = tuple(seen)
    return FigureTerms(figure.raw.strip(), figure.describe(), terms)


def _number_prefix(figure: Figure) -> str:
    if figure.measure is not None:
        return f"m:{figure.measure.dimension}:"
    if figure.unit in {"%", "%p"}:
        return f"n{figure.unit}:"
    return "n:"


def _period_term(figure: Figure) -> str:
    parts = "-".join("" if p is None else str(p) for p in figure.key)
    return f"{figure.kind[0]}:{parts}"


def _written(value: Decimal, figure: Figure) -> Decimal:
    """A query figure's value at the precision its last written digit gives."""
    quantum = figure.quantum
    if figure.measure is not None:
        quantum = quantum * figure.measure.scale
    if quantum <= 0:
        return value
    steps = (value / quantum).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return steps * quantum


def _round(value: Decimal, digits: int) -> Decimal:
    if value == 0:
        return value
    exponent = value.adjusted() - digits + 1
    return value.quantize(Decimal(1).scaleb(exponent), rounding=ROUND_HALF_UP)


def _plain(value: Decimal) -> str:
    value = value.normalize()
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text
