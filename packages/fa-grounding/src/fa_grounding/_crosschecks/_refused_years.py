"""The findings of the year columns check (`_periods._check_columns`): a figure a cited row
holds in another year's column than the one the sentence gives it, refused unless the row the
sentence names before it, or another cited row, holds it in that year's column."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _year_of
from fa_grounding._findings import _finding
from fa_grounding._tables import _cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("cell_year_starts", "refuse_years")


def refuse_years(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    fits: dict[int, set[str]],
    refused: dict[int, dict[str, tuple[str, list[int]]]],
    years: dict[int, int],
    source: _Source,
    out: list[Finding],
) -> None:
    """The findings of `_check_columns`: a figure some cited row holds in another year's column
    (`refused`, by anchor) is refused unless its own named row fits it, or, with no named row
    holding it, another cited row does (`fits`)."""
    for figure in figures:
        if figure.start not in refused:
            continue
        owner = _owner_row(sentence.body, figure, visible, source)
        if owner in fits.get(figure.start, set()) or (
            owner not in refused[figure.start] and figure.start in fits
        ):
            continue  # its named row, or with none that holds it another cited row, fits it
        anchor = owner if owner in refused[figure.start] else next(iter(refused[figure.start]))
        head, shown = refused[figure.start][anchor]
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor, head),
                f"{figure.raw.strip()!r} is in the column of {', '.join(map(str, shown))} "
                f"in {anchor} (header {head}), not of {years[figure.start]}; restate the "
                "figure of the year's column or the year of the figure's column.",
            )
        )


def _owner_row(body: str, figure: Figure, visible: tuple[str, ...], source: _Source) -> str | None:
    """The cited table row whose label the sentence writes last before a figure (`개시 결정 3건,
    기각 2건`: 2 is the row `기각`'s), or None when it writes no cited row's label before it."""
    best: tuple[int, str] | None = None
    for anchor in visible:
        if not source.blocks[anchor].table_row:
            continue
        label = _cells(source.blocks[anchor].text)[0]
        words = re.sub(r"\s+", "", re.sub(r"[(（][^)）]*[)）]", "", label))
        if len(words) < 2 or any(ch.isdigit() for ch in words):
            continue
        pattern = r"\s?".join(map(re.escape, words))
        for match in re.finditer(pattern, body[: figure.start]):
            if best is None or match.end() > best[0]:
                best = (match.end(), anchor)
    return best[1] if best is not None else None


# A cell that is a year alone (`2024`, `2024년`), and a head's words that name no period
_YEAR_CELL = re.compile(r"\s*((?:19|20)\d\d)\s?년?\s*")
_HEAD_WORD = re.compile(r"[가-힣]{2,}")
_PERIOD_WORDS = frozenset({"연도", "년도", "기간", "기준"})
_WORD_REACH = 8
# A cell of a value that is no year (`110.0`, `1,200`, `△3`)
_A_VALUE = re.compile(r"\s*[△▲+\-−]?(?!(?:19|20)\d\d\s*년?\s*$)\d[\d,.]*\s*")


def cell_year_starts(
    body: str, figures: list[Figure], visible: tuple[str, ...], source: _Source
) -> set[int]:
    """The starts of the sentence's years that a cited row holds as a cell, each written with a
    word of the head over that cell right after it (`하늘 나눔터(2024년 개소)`, `2024년에 개소한`
    of the cell `2024` under `개소 연도`): what the row is, no period of its other figures."""
    found: set[int] = set()
    for anchor in visible:
        head = source.header(anchor) if source.blocks[anchor].table_row else None
        if head is None:
            continue
        heads, cells = _cells(source.blocks[head].text), _cells(source.blocks[anchor].text)
        if len(heads) != len(cells) or not any(_A_VALUE.fullmatch(c) for c in cells[1:]):
            continue  # (a row of heads, `시도 | 2023년 | 2024년 | 탐사 연장(㎞)`: no value)
        for k in range(1, len(cells)):
            year = _YEAR_CELL.fullmatch(cells[k])
            words = set(_HEAD_WORD.findall(heads[k])) - _PERIOD_WORDS
            if year is None or not words:
                continue
            for figure in figures:
                end = figure.start + len(figure.raw)
                after = body[end : end + _WORD_REACH]
                if _year_of(figure) == int(year.group(1)) and any(w in after for w in words):
                    found.add(figure.start)
    return found
