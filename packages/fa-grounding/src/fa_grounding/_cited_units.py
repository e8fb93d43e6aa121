"""The units a sentence's cited blocks are read in: each block's own declaration, its table's,
a `단위` column's cell, and what the other cited blocks declare; a head that names a unit of the
table's line (`개소` under `(단위: 개소, 만 원)`) holds its column to that unit."""

from __future__ import annotations

import re

from fa_grounding._anchors import page_of
from fa_grounding._claims import _BRACKETED
from fa_grounding._row_units import unit_of_row
from fa_grounding._source import _NOTE_CHARS, _Source
from fa_grounding._tables import heads_over_cells
from fa_grounding._units import Unit, cell_spans, unit_cell

_UNIT_HEAD = re.compile(r"단\s?위")


def _other_table(source: _Source, declarer: str, anchor: str) -> bool:
    """Whether two paragraphs of one PDF page lie in different tables (a title between them)."""
    if declarer == anchor or page_of(declarer) is None or page_of(declarer) != page_of(anchor):
        return False
    return source.section(declarer) != source.section(anchor)


def _unit_column(anchor: str, source: _Source) -> tuple[Unit, ...]:
    """The unit a table row's cell under a `단위` head writes for the row (`근로손실일수 | 천일 |
    14,208 | 14,655`), if its header has such a column and the row as many cells."""
    if not source.blocks[anchor].table_row:
        return ()
    text = source.blocks[anchor].text
    for head, cell in heads_over_cells(anchor, source)[1:]:
        if _UNIT_HEAD.fullmatch(head.strip()):
            unit = unit_cell(text[slice(*cell)])
            return (unit,) if unit is not None else ()
    return ()


def _units_for(present: tuple[str, ...], source: _Source) -> dict[str, tuple[Unit, ...]]:
    """The declared units each cited block's bare figures are read in.

    A block's own declaration or, for a table row, its table's; then any unit another cited
    block declares (a sentence citing a caption and a row takes the caption's unit).
    """
    context: list[tuple[str, Unit]] = []
    for anchor in present:
        if not source.blocks[anchor].hidden:  # hidden text declares nothing for visible text
            # a row's own label declares for that row alone (`입항 선박(척) | 1,830`)
            context.extend((anchor, u) for u in source.declared(anchor) if not u.row)
    out: dict[str, tuple[Unit, ...]] = {}
    for anchor in present:
        primary = source.declared(anchor)
        if primary and len(source.blocks[anchor].text) > _NOTE_CHARS:
            # a long note declares the unit of the table and goes on with counts of its own,
            # as written (`[In thousands ... by 12,910 agencies with a total population of
            # 247,526,916]`): its own figures are also read as written
            primary = tuple(u._replace(partial=True) for u in primary)
        column = _unit_column(anchor, source)
        if column and all(u.unit is None for u in column):
            # a count in the 단위 column may be what the table's prices are per (`포기` under
            # `(단위: 원/포기)`): the table's money units stay beside it
            column += tuple(
                u._replace(row=True)
                for u in source.inherited(anchor)
                if u.unit not in {None, "%", "%p"}
            )
        in_turn = None
        if not column and not primary and source.blocks[anchor].table_row:
            # a table declaring one unit a row, in the rows' order, gives this row its own
            in_turn = unit_of_row(anchor, source, source.inherited(anchor))
        primary = column or primary or ((in_turn,) if in_turn else source.inherited(anchor))
        if primary and all(u.row for u in primary):
            # a row's own counter picks among the table's counters (`소계(개소)` under `(단위:
            # 호·세대·개소, %, %p)`); the table's rates stay for its columns of rates and changes
            primary += tuple(
                u for u in source.inherited(anchor) if u.unit in {"%", "%p"} and not u.row
            )
        extra: list[Unit] = []
        for declarer, unit in context:
            if unit in primary or unit in extra or _other_table(source, declarer, anchor):
                continue
            if in_turn is not None and not source.blocks[declarer].table_row:
                continue  # (the caption of the row's table: its unit for this row is chosen)
            extra.append(unit)
        units = _rates_and_points(anchor, primary + tuple(extra), source)
        units = _units_named_by_heads(anchor, units, source)
        if units:
            out[anchor] = units
    return out


_POINTS_HEAD = re.compile(r"증\s?감|기여도|차\s?이|%p|포인트")
_RATE_HEAD = re.compile(r"[률율]")
# a rate or a share a change column of a table with counts besides may be of (`비중 증감`)
_RATE_OR_SHARE_HEAD = re.compile(r"[률율]|비중|구성비")
# the words of a head that only say it is a change (`전년 대비 증감(%p)`)
_CHANGE_WORDS = re.compile(r"전년|전월|동기|대비|증감|차이|변동|기여도|%p|포인트|[()（）\s]")
# a rate of change (`증감률`, `증가율`), as against a change of a rate (`인용률 증감`)
_RATE_OF_CHANGE = re.compile(r"(?:증감|증가|감소|변동|등락)\s?[률율]")


def _rates_and_points(anchor: str, units: tuple[Unit, ...], source: _Source) -> tuple[Unit, ...]:
    """A table declaring `%` and `%p` (`(단위: %, %p)`): the points are its columns of changes
    of a rate (`증감`, `차이`, `기여도`), the per cent every other column's (a level, a rate of
    change: `증감률`, `전월비`), when the row lines up with its header; with other units besides
    (`(단위: 건, %, %p)`), only the columns of changes are bound, to the points."""
    rates = [u for u in units if u.column < 0]
    if not {("%", 1), ("%p", 1)} <= {(u.unit, u.scale) for u in rates}:
        return units
    # (a table declaring counts or amounts besides, `(단위: 건, %, %p)`: only its columns of
    # changes are bound, to the points; every other column keeps the table's units)
    others = [u for u in rates if u.unit not in {"%", "%p"}]
    rates = [u for u in rates if u.unit in {"%", "%p"}]
    if (table := source.under_head(anchor)) is None:
        return units
    head, row_cells, head_cells = table
    if len(row_cells) != len(head_cells):
        return units
    # a change of a rate (`증감`, `차이`, `기여도`), not a rate of change (`증감률`, `전월비`),
    # in any row of heads (`전년 대비` over `증감`)
    change = set()
    for row in source.head_rows(anchor) or (head,):
        text = source.blocks[row].text
        cells = cell_spans(text)
        if len(cells) != len(head_cells):
            continue
        change |= {
            j
            for j, (a, b) in enumerate(cells)
            if _POINTS_HEAD.search(text[a:b])
            and not _RATE_OF_CHANGE.search(text[a:b])
            and (
                # with counts besides, a change of a rate or a share (`인용률 증감`, `비중
                # 증감`) or a bare one (`증감`), not a change of a count the head names (`처리
                # 증감`)
                _RATE_OR_SHARE_HEAD.search(text[a:b])
                or not _CHANGE_WORDS.sub("", text[a:b]).strip()
                if others
                else not _RATE_HEAD.search(text[a:b])
            )
        }
    if not change or len(change) >= len(head_cells) - 1:
        return units
    per_cent = next(u for u in rates if u.unit == "%")
    points = next(u for u in rates if u.unit == "%p")
    if others:
        bound = tuple(points._replace(column=j, columns=len(head_cells)) for j in sorted(change))
        return tuple(u for u in units if u is not points) + bound
    bound = tuple(
        (points if j in change else per_cent)._replace(column=j, columns=len(head_cells))
        for j in range(1, len(head_cells))
    )
    return tuple(u for u in units if u not in rates) + bound


# Heads that count people, in the unit `명` (`측정 인원`, `참가 인원`)
_PEOPLE_HEAD = re.compile(r"인원$")


def _names_unit(head: str, unit: Unit) -> bool:
    """Whether a head (spaces and brackets left out) is in a unit of the unit line by its words:
    the unit's name (`개소`), a count of it (`건수`, `가구수`), or people for `명` (`측정인원`)."""
    name = re.sub(r"\s", "", unit.name)
    if not name or unit.unit is not None:
        return False  # (money and rates name no head by their words)
    return head in {name, f"{name}수"} or (name == "명" and _PEOPLE_HEAD.search(head) is not None)


def _units_named_by_heads(
    anchor: str, units: tuple[Unit, ...], source: _Source
) -> tuple[Unit, ...]:
    """A unit line listing fewer units than a row has values (`(단위: 개소, 만 원)` over `사업 |
    개소 | 개소당 단가 | 사업비`, `(단위: 명, %)` over `측정 인원 | 1등급 | ...`): a head in a
    unit by its words (`_names_unit`) is in that unit alone, and every other column in the
    line's other units, so a count of sites is never read as money (`35` as `35만 원`). Only
    when the row lines up with its header and one or more heads, not all, name one unit of the
    line."""
    free = [u for u in units if u.column < 0 and not u.row]
    if len(free) < 2 or (table := source.under_head(anchor)) is None:
        return units
    head, row_cells, head_cells = table
    if len(row_cells) != len(head_cells) or len(head_cells) - 1 <= len(free):
        return units
    text = source.blocks[head].text
    heads = [re.sub(r"\s", "", _BRACKETED.sub("", text[a:b])) for a, b in head_cells]
    named = [(u, {j for j in range(1, len(heads)) if _names_unit(heads[j], u)}) for u in free]
    named = [(u, columns) for u, columns in named if columns]
    if len(named) != 1 or len(named[0][1]) >= len(heads) - 1:
        return units
    unit, columns = named[0]
    n = len(head_cells)
    bound = [unit._replace(column=j, columns=n) for j in sorted(columns)]
    # (a column bound already, `증감` to `%p` by `_rates_and_points`, keeps its unit alone)
    taken = {u.column for u in units if u.column >= 0}
    bound += [
        u._replace(column=j, columns=n)
        for j in range(1, n)
        if j not in columns and j not in taken
        for u in free
        if u is not unit
    ]
    return tuple(u for u in units if u not in free) + tuple(bound)
