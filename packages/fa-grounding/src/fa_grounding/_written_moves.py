"""The moves a sentence writes between two figures of its own: where a move starts (`32.4세에서`,
`32.4세 →`, `from 287 to 214`) and which of two figures is the base the other is compared with
(`214명으로 전년 287명보다`). A change in per cent of them runs from that start or base."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from decimal import Decimal

    from fa_grounding._figures._figure import Figure

__all__ = ("BASE_NEXT", "MOVE_FROM", "own_moves")

# A figure named as the base of a comparison right after it (`245명보다`, `245명 대비`)
BASE_NEXT = re.compile(r"[가-힣]{0,2}\s?(?:보다|대비|에\s?비해)")
# What closes the start of a move (`32.4세에서`, `32.4세 →`)
MOVE_FROM = re.compile(r"\s?[가-힣]{0,2}?\s?(?:에서|→|->)")
# English `from` before a move's start and `to` after it
_ENGLISH_FROM = re.compile(r"\bfrom\s(?:about\s|some\s)?(?:KRW\s|₩\s?)?$", re.IGNORECASE)
_ENGLISH_TO = re.compile(r"\s?(?:[A-Za-z]+\s){0,2}?to\s", re.IGNORECASE)


def own_moves(body: str, own: Sequence[Figure]) -> dict[tuple[Decimal, Decimal], Decimal]:
    """(larger, smaller) -> the start of each move the sentence writes between two figures of
    its own in turn (`287명에서 214명으로`, `from 287 to 214`), or the base it compares the
    first with (`214명으로 전년 287명보다`): a change in per cent of them runs from that one."""
    numbers = [f for f in own if f.kind == "number" and f.value]
    moves: dict[tuple[Decimal, Decimal], Decimal] = {}
    for first, second in pairwise(numbers):
        end = first.start + len(first.raw)
        if BASE_NEXT.match(body, second.start + len(second.raw.rstrip())) is not None:
            # `214명으로 전년 287명보다`: the base of the comparison is the second
            a, b = abs(second.value), abs(first.value)
            if a != b:
                moves[(max(a, b), min(a, b))] = a
            continue
        if MOVE_FROM.match(body, end) is None and not (
            _ENGLISH_FROM.search(body, max(0, first.start - 16), first.start)
            and _ENGLISH_TO.match(body, end)
        ):
            continue
        a, b = abs(first.value), abs(second.value)
        if a != b:
            moves[(max(a, b), min(a, b))] = a
    return moves
