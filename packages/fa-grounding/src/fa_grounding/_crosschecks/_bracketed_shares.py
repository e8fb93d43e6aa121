"""A count and the share in brackets after it (`9건(23.3%)`, `380 (30.4%)`, `750 consultations
(60.0%)`) are of one column of a cited row: the share is the count over its column's total.

A row of two periods (`이용자 간 충돌 | 9 | 7 | 23.3` under `유형 | 2023~24 | 2024~25 | 비중`,
its total `계 | 38 | 30 | 100.0`) holds both counts, so a draft that writes the earlier count
with the later share (`9건(23.3%)`) finds each figure by value and still pairs two periods. The
share settles it by arithmetic: when no column holding the count makes it that share of the
column's total row (9 of 38 is 23.7%), while another column's count does (7 of 30 is 23.3%), the
count is of another column than its share. Columns of shares (a total of 100) are no counts.
Nothing is said without a total row, when the count's own column fits the share, or when the
sentence also writes the other column's figure (`48.7 ha and 112 households (19.5%)`: the share
may be of the first).
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._rows import _total_row, rows_of_figures, table_rows
from fa_grounding._findings import _finding
from fa_grounding._tables import _cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("cell_value", "check_bracketed_shares")

# Between a count and its share: its counter or a few words, then the opening bracket
# (`9건(`, `340 (`, `750 consultations (`)
_TO_SHARE = re.compile(r"\s?(?:[가-힣A-Za-z]{1,14}\s?){0,2}[(（]\s?$")
_NUMBER = re.compile(r"[△▲▼+\-−]?\d[\d,]*(?:\.\d+)?")
_HUNDRED = Decimal(100)


def cell_value(cell: str) -> Decimal | None:
    """A table cell's one number with its sign (`1,250`, `△10` is -10), or None."""
    found = _NUMBER.fullmatch(cell.strip())
    if found is None:
        return None
    try:
        return Decimal(re.sub(r"[,+]", "", found.group(0)).replace("△", "-").replace("−", "-"))
    except InvalidOperation:
        return None


def check_bracketed_shares(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a count's bracketed share is another column's count over its total, and no
    column holding the count gives that share (module doc)."""
    if any(f.rule == "GR-03" for f in out):
        return
    body = sentence.body
    ordered = sorted((f for f in figures if f.start >= 0), key=lambda f: f.start)
    for count, share in pairwise(ordered):
        if count.kind != "number" or count.unit == "%" or share.unit != "%":
            continue
        if _TO_SHARE.fullmatch(body, count.start + len(count.raw), share.start) is None:
            continue
        written = {Decimal(str(f.value)) for f in ordered if f.kind == "number"}
        for anchor in rows_of_figures(visible, source):
            found = _other_column(anchor, count, share, source)
            if found is None:
                continue
            head, theirs, total = found
            if cell_value(theirs) in written:
                # (the sentence writes that column's figure too, `48.7 ha and 112 households
                # (19.5%)`: the share may be of the pair's first)
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{count.raw.strip()!r} with the share {share.raw.strip()!r}: in {anchor} "
                    f"that share is of {theirs} of {total} (under {head!r}), and no column "
                    f"holding {count.raw.strip()!r} gives it; restate the count of the share's "
                    "column, or that column's share.",
                )
            )
            return


def _other_column(
    anchor: str, count: Figure, share: Figure, source: _Source
) -> tuple[str, str, str] | None:
    """(the head, the count and the total) of the column of the row `anchor` that gives the
    share, when a column of the row holds the count and none of those gives it; else None."""
    head = source.header(anchor)
    if head is None:
        return None
    cells = _cells(source.blocks[anchor].text)
    totals = next(
        (_cells(source.blocks[a].text) for a in table_rows(source, head) if _total_row(source, a)),
        None,
    )
    if totals is None or len(totals) != len(cells):
        return None
    places = Decimal(1).scaleb(-_decimals(share.raw)) / 2 + Decimal("0.001")
    wanted = Decimal(str(share.value))
    mine = Decimal(str(count.value))
    fits: list[int] = []
    held = False
    for j in range(1, len(cells)):
        value, total = cell_value(cells[j]), cell_value(totals[j])
        if value is None or total is None or total <= 0 or total == _HUNDRED:
            continue  # (a column of shares, its total 100, holds no count)
        gives = abs(value / total * _HUNDRED - wanted) <= places
        if value == mine:
            held = True
            if gives:
                return None
        elif gives:
            fits.append(j)
    if not held or len(fits) != 1:
        return None
    heads = _cells(source.blocks[head].text)
    j = fits[0]
    name = heads[j].strip() if j < len(heads) else str(j)
    return name, cells[j].strip(), totals[j].strip()


def _decimals(raw: str) -> int:
    """How many decimals a share is written with (`23.3%`: 1)."""
    found = re.search(r"\.(\d+)", raw)
    return len(found.group(1)) if found else 0
