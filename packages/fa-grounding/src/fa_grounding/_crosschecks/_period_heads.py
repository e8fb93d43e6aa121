"""A figure of a cited row held to the column of the period a sentence names: the heads of
periods over the row (`held_to_heads`), a row of them under a first row of merged heads
(`periods_row`), and heads of days (`check_day_columns`). `_periods` decides which period a
sentence names and which of its figures it dates."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import Figure, _year_like
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence
from fa_grounding._tables import _column, _columns_of
from fa_grounding._units import Unit, cell_spans

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ("check_day_columns", "held_to_heads", "periods_row")


def check_day_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    day: tuple[object, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> set[int]:
    """`_check_quarter_columns` for a day: `18일 ... 3,254곳` citing `문 여는 병·의원 | 3,009 |
    3,254 | 3,840` under `구분 | 9. 15.(일) | 9. 16.(월) | 9. 18.(수)` puts 3,254 on another
    day. The day's month and year, when the sentence writes them, must agree too."""

    def same(theirs: tuple[object, ...]) -> bool:
        return theirs[2] == day[2] and all(
            mine is None or mine == their for mine, their in zip(day[:2], theirs[:2], strict=True)
        )

    def heads_of(found: Figure) -> tuple[object, ...] | None:
        return found.key if found.kind == "date" and found.key[2] is not None else None

    return held_to_heads(
        sentence, figures, visible, same=same, word="day", source=source, units=units,
        out=out, heads_of=heads_of, merged=False, at_least=2,
    )  # fmt: skip


def held_to_heads(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    same: Callable[[tuple[object, ...]], bool],
    word: str,
    heads_of: Callable[[Figure], tuple[object, ...] | None],
    merged: bool,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
    at_least: int = 1,
) -> set[int]:
    """GR-03 for each figure of a cited row that sits only under heads of other periods than
    the sentence's: `heads_of` reads a head figure's period (None for none), `same` says
    whether it is the sentence's; `merged` looks past a first row of merged heads to the row
    of periods under it; `at_least` heads of periods make a row of them. Returns the figures
    flagged."""
    flagged: set[int] = set()
    fits: set[int] = set()  # figures a cited row holds under the sentence's period
    refused: list[tuple[Figure, str, str]] = []
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if merged and len(row_cells) != len(head_cells):
            # a first row of merged heads (`구분 | 출원 | 증감률 | 등록`): the row of periods
            # under it that lines up with the row cell for cell
            head, head_cells = periods_row(source, anchor, head, row_cells, head_cells)
        if len(row_cells) != len(head_cells) or len(row_cells) < 3:
            continue
        heads: list[set[tuple[object, ...]]] = [set() for _ in head_cells]
        for found in source.figures(head):
            column = _column(head_cells, found.start)
            key = heads_of(found) if column >= 0 else None
            if key is not None:
                heads[column].add(key)
        if sum(1 for keys in heads if keys) < at_least or not any(
            same(key) for keys in heads for key in keys
        ):
            continue  # the header does not name the sentence's period: nothing to compare
        readings = source.readings(anchor, units.get(anchor))
        for figure in figures:
            if figure.kind != "number":
                continue
            columns = _columns_of(figure, readings, row_cells)
            columns.discard(-1)
            if not columns:
                continue
            if any(not heads[c] or any(same(k) for k in heads[c]) for c in columns):
                fits.add(figure.start)
                continue
            refused.append((figure, anchor, head))
    for figure, anchor, head in refused:
        if figure.start in fits or figure.start in flagged:
            continue  # (`9월 12명` under 9월 in one row, `12.2` rounded under 6월 in another)
        flagged.add(figure.start)
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor, head),
                f"{figure.raw.strip()!r} is in another {word}'s column in {anchor} (header "
                f"{head}); restate the figure of the {word}'s column.",
            )
        )
    return flagged


def periods_row(
    source: _Source,
    anchor: str,
    head: str,
    row_cells: list[tuple[int, int]],
    head_cells: list[tuple[int, int]],
    *,
    cornered: bool = False,
) -> tuple[str, list[tuple[int, int]]]:
    """The row of heads under a table's first that lines up with the row `anchor` cell for
    cell and names periods (`| 2025 상반기 | 2026 상반기 |  | 2025 상반기 | 2026 상반기`), with its
    cells; else the first row and its cells. A row of heads opening on its empty corner lines
    up from the left, the heads merged down from the first row missing at its end (` | 2024 |
    2025 | 급속 | 완속` over `서울 | 86,100 | 98,700 | 4,900 | 68,200 | 1.4`). `cornered`: only
    a row whose corner is empty or the first row's."""
    for h in source.head_rows(anchor)[1:]:
        text = source.blocks[h].text
        cells = cell_spans(text)
        # its corner empty, or filled with the first row's corner merged from above
        first = source.blocks[head].text
        corner = bool(cells) and text[slice(*cells[0])].strip() in {
            "",
            first[slice(*head_cells[0])].strip() if head_cells else "",
        }
        fits = len(cells) == len(row_cells) or (corner and 3 <= len(cells) < len(row_cells))
        if (
            fits
            and (corner or not cornered)
            and any(
                f.kind in {"date", "quarter", "half"} or _year_like(f) for f in source.figures(h)
            )
        ):
            return h, cells
    return head, head_cells
