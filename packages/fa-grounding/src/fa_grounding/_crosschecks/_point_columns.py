"""A change in points is never a rate's level. A row `진해구 | 640 | 1.20 | 2.37 | 1.17` under
`구분 | 표준지 수 | 2024년 변동률 | 2025년 변동률 | 전년 대비` with the units `(단위: 필지, %, %p)`
gives the rate of 2024 (1.20%) and the change of the rate (1.17%p). A sentence writing `전년
대비 1.20%p 상승` finds 1.20 in the row, read in the declared %p, yet under a head of a rate
(`변동률`, ending in `률` or `율`). A figure in %p that a cited row holds only under heads of a
rate, beside a head of a change in points (`전년 대비`, `증감(%p)`, `차이`), is refused. So, the
other way, is a per cent held only under a head of a share's change (`비중 증감`, `점유율 차이`,
`증감(%p)`) beside a head of a rate of change (`증감률`): `비중은 2.0% 확대` for `2.0%p`."""

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

__all__ = ("check_point_columns",)

# A head of a rate's level (`2025년 변동률`, `가입률(%)`), not of a change in points
_RATE_HEAD = re.compile(r"[률율]\s*(?:[(（]\s*%\s*[)）])?\s*$")
_POINTS_HEAD = re.compile(r"대비|증감|차이|차$|%p|포인트|변동폭|증가폭|감소폭")
# A head of a share's or a rate's change, in points whatever the unit line (`비중 증감`, `%p`)
_SHARE_CHANGE_HEAD = re.compile(r"%p|포인트|(?:비중|구성비|점유율|비율)\s?(?:증감|차이|변동|변화)")


def check_point_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when a change in points sits, in a cited row, under heads of a rate only, beside
    a head of a change in points."""
    points = [f for f in figures if f.kind == "number" and f.unit == "%p"]
    rates = [f for f in figures if f.kind == "number" and f.unit == "%"]
    if not points and not rates:
        return
    for anchor, head, row_cells, head_cells in aligned_rows(visible, source):
        text = source.blocks[head].text
        heads = [text[a:b].strip() for a, b in head_cells]
        of_rates = {k for k, h in enumerate(heads) if k > 0 and _RATE_HEAD.search(h)}
        changes = [
            k for k, h in enumerate(heads) if k > 0 and k not in of_rates and _POINTS_HEAD.search(h)
        ]
        in_points = {k for k in changes if _SHARE_CHANGE_HEAD.search(heads[k])}
        readings = source.readings(anchor, units.get(anchor))
        for figure in points if of_rates and changes else ():
            held = _columns_of(figure, readings, row_cells) - {-1}
            if held and held <= of_rates:
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor, head),
                        f"{figure.raw.strip()!r} is a change in points, but {anchor} holds it "
                        f"under the rate {heads[min(held)]!r} (header {head}); the change "
                        f"column {heads[changes[0]]!r} holds "
                        f"{_cell(anchor, row_cells, changes[0], source)!r}: restate that figure.",
                    )
                )
                return
        for figure in rates if in_points and of_rates else ():
            held = _columns_of(figure, readings, row_cells) - {-1}
            if held and held <= in_points:
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor, head),
                        f"{figure.raw.strip()!r} is a per cent, but {anchor} holds it under "
                        f"{heads[min(held)]!r} (header {head}), a change in points: write it "
                        f"in %p, or restate the rate the head {heads[min(of_rates)]!r} gives.",
                    )
                )
                return


def _cell(anchor: str, row_cells: list[tuple[int, int]], k: int, source: _Source) -> str:
    a, b = row_cells[k]
    return source.blocks[anchor].text[a:b].strip()
