"""The rows of a draft's own Markdown table: the citations a row writes without brackets in a
column headed as the citations' (`| L16 |` under `| 근거 |`), and the unit a head declares for
the bare numbers under it (`반영 예산(억 원)` over `| 42.6 |`) or a row label for its cells."""

from __future__ import annotations

import re

from fa_grounding._anchors import ANCHOR_PATTERN, Citations

__all__ = ("citation_cell", "with_head_units")


# The head of a draft table's citation column (`근거`, `출처`, `Source`, `Anchor`)
_CITATION_HEAD = re.compile(
    r"\s*(?:근거|출처|인용|앵커|citations?|sources?|anchors?|refs?|references?)\s*", re.I
)
_ANCHOR_LIST = re.compile(
    rf"\s*{ANCHOR_PATTERN.pattern}(?:\s*[,，/]\s*{ANCHOR_PATTERN.pattern})*\s*"
)


def citation_cell(row: str, head: str) -> tuple[Citations, str] | None:
    """The citations a draft table's row writes without brackets in the column its head names
    as the citations' (`| 보드용 | 198 | L16 |` under `| 용도 | 공급량 | 근거 |`), and the row
    with that cell emptied; None when the table has no such column or the cell holds anything but
    anchors."""
    heads = [c.strip() for c in head.strip().strip("|").split("|")]
    cells = row.strip().strip("|").split("|")
    if len(heads) != len(cells):
        return None
    column = next((i for i, h in enumerate(heads) if _CITATION_HEAD.fullmatch(h)), None)
    if column is None or _ANCHOR_LIST.fullmatch(cells[column]) is None:
        return None
    anchors = tuple(dict.fromkeys(m.group(0) for m in ANCHOR_PATTERN.finditer(cells[column])))
    # (the cell stays, empty, so the row's cells still line up with the heads)
    rest = "| " + " | ".join("" if i == column else c.strip() for i, c in enumerate(cells)) + " |"
    return Citations(anchors, (), ()), rest


# A draft table's head ending in a unit of money or a rate (`반영 예산(억 원)`, `구성비(%)`),
# and a cell that is a bare number (`42.6`, `4,260`)
_DRAFT_HEAD_UNIT = re.compile(r"[(（]\s*((?:천|만|백만|천만|억|조)?\s?원|%)\s*[)）]\s*$")
_BARE_CELL = re.compile(r"(\s*)(-?\d[\d,]*(?:\.\d+)?)(\s*)")


# A draft table's row label ending in a unit, a scale and its counter too (`파일 다운로드(만 건)`,
# `이용자(천 명)`): the unit of the row's bare cells
_DRAFT_ROW_UNIT = re.compile(
    r"[(（]\s*((?:천|만|백만|천만|억|조)?\s?(?:원|건|명|개|곳|톤|가구|대|회|개소)|%)\s*[)）]\s*$"
)


def with_head_units(body: str, head: str) -> str:
    """A row of a draft's table with the unit its head declares written after each bare number
    under it (`| 42.6 |` under `반영 예산(억 원)` reads `42.6억 원`), or its own label declares for
    its cells (`| 파일 다운로드(만 건) | 2,105 |` reads `2,105만 건`), as the draft means it: a
    figure converted to another unit is checked in that unit, not as a bare number."""
    heads = head.strip().strip("|").split("|")
    lead = body.lstrip().startswith("|")
    cells = body.split("|")
    label = cells[lead] if len(cells) > lead else ""
    own = _DRAFT_ROW_UNIT.search(label)
    for k, cell in enumerate(cells):
        column = k - lead
        if not 0 <= column < len(heads):
            continue
        unit = _DRAFT_HEAD_UNIT.search(heads[column]) or (own if column > 0 else None)
        if unit is None:
            continue
        bare = _BARE_CELL.fullmatch(cell)
        if bare is not None:
            cells[k] = f"{bare.group(1)}{bare.group(2)}{unit.group(1)}{bare.group(3)}"
    return "|".join(cells)
