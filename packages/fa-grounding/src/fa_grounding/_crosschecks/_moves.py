"""A move the sentence states from one figure to another (`82.7%에서 82.5%로 상승`, `from 4.1%
to 3.8%, up`): its direction word must agree with the two figures' order. This needs no block:
a sentence saying a rate rose to a lower figure contradicts itself, however each figure is
found."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

# What joins the two figures: `A에서 B로`, `A → B`, `A->B`, `from A to B`.
_BETWEEN = re.compile(
    r"^\s*(?:[가-힣%]{0,3}\s?)?(?:에서|→|⇒|->|－>|➝)\s*"
    # the year or period of the second figure between (`11.8%에서 '10년 29.1%로`)
    r"(?:[’'`]?\d{2,4}\s?년(?:도)?\s*(?:에는|에|엔|은|는)?\s*)?$"
    r"|^\s*(?:[가-힣%]{0,3}\s?)?to\s*(?:(?:19|20)\d\d\s*)?$"
)
_FROM_BEFORE = re.compile(r"\bfrom\s*$", re.IGNORECASE)
# The direction word after the second figure (within a few characters: `로 상승했다`, `으로 늘어`).
_AFTER = re.compile(
    r"^,?\s?[가-힣%]{0,3}?\s?(?:로|으로)?,?\s?(?:(?P<up>상승|증가|늘|올|확대|개선|높아|up\b|rose|increas)|(?P<down>하락|감소|줄|떨어|내려|축소|낮아|down\b|fell|decreas))"
)
_REACH = 16


def check_moves(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence moves a figure up to a lower one, or down to a higher one."""
    body = sentence.body
    numbers = [f for f in figures if f.kind == "number" and not f.signed]
    for first, second in pairwise(numbers):
        if first.unit != second.unit or first.value == second.value:
            continue
        between = body[first.start + len(first.raw.rstrip()) : second.start]
        if _BETWEEN.match(between) is None:
            continue
        after = _AFTER.match(body[second.start + len(second.raw.rstrip()) :][:_REACH])
        if after is None:
            continue
        rose = after.group("up") is not None
        if rose == (second.value > first.value):
            continue
        word = after.group("up") or after.group("down")
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"the sentence says the figure went from {first.raw.strip()!r} to "
                f"{second.raw.strip()!r} and calls it {word!r}, but that is a "
                f"{'fall' if rose else 'rise'}; restate the direction or the figures.",
            )
        )
