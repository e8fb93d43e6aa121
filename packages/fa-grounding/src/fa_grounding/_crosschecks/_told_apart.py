"""The names that tell the cited blocks' figures apart, for the check of which figure is whose
(`_owners`): a name owning the figures of one block only, and the names every row shares."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._crosschecks._owners import CitedBlock
    from fa_grounding._figures._figure import Figure

__all__ = ("distinctive_names", "shared_names")


def distinctive_names(theirs: list[tuple[CitedBlock, Figure, set[str], str]]) -> set[str]:
    """The names that tell the blocks' figures apart: a name owning figures of one cited block
    only, and not every figure of it (`대만` of `중국 512,406명, ..., 대만 142,087명`, `대공연장`
    of its own line), never an attribute every entry shares (`객석 점유율` of two venues)."""
    blocks_of: dict[str, set[str]] = {}
    count_of: dict[tuple[str, str], int] = {}
    numbers_of: dict[str, int] = {}
    for block, _, owners, _ in theirs:
        numbers_of[block.anchor] = numbers_of.get(block.anchor, 0) + 1
        for name in owners:
            blocks_of.setdefault(name, set()).add(block.anchor)
            count_of[name, block.anchor] = count_of.get((name, block.anchor), 0) + 1
    single = len(numbers_of) == 1
    rows = {block.anchor for block, _, _, _ in theirs if block.table_row}

    def told_apart(name: str, anchors: set[str]) -> bool:
        if len(anchors) == 1:
            only = next(iter(anchors))
            return not single or count_of[name, only] < numbers_of[only]
        # a name with its own row and a line of prose that gives several names their figures
        # (`원자력 29.6%, ... 석탄은 26.2%` over the rows `원자력` and `석탄`): one subject
        prose = anchors - rows
        return (
            len(anchors & rows) == 1
            and len(prose) == 1
            and count_of[name, next(iter(prose))] < numbers_of[next(iter(prose))]
        )

    return {name for name, anchors in blocks_of.items() if told_apart(name, anchors)}


def shared_names(theirs: list[tuple[CitedBlock, Figure, set[str], str]]) -> set[str]:
    """The names owning figures in more than one cited block: a group over several rows
    (`상위` of `상위 | 서울` and `상위 | 부산`), a column's head. Not a row's label in rows of
    different tables (`유아동` in a table of rates and one of hours): one row of each."""
    blocks_of: dict[str, set[str]] = {}
    tables_of: dict[str, set[str | None]] = {}
    for block, _, owners, _ in theirs:
        for name in owners:
            blocks_of.setdefault(name, set()).add(block.anchor)
            tables_of.setdefault(name, set()).add(block.header if block.table_row else None)
    return {
        name
        for name, anchors in blocks_of.items()
        if len(anchors) > 1 and (None in tables_of[name] or len(tables_of[name]) < len(anchors))
    }
