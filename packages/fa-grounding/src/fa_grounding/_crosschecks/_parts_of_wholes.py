"""A part larger than its whole: a sentence that gives a count and then a part of it (`63 of
them`, `of which 63`, `30건 중 63건`) contradicts itself when the part is larger, whatever the
blocks hold (`Complaints totalled 30 over the year, 63 of them about odours`, a total and a part
swapped). The whole is the figure right before the part, a year aside (`9,739 in 2009, of which
4,801`); only like figures are compared: one unit and one counter (`5개국 가운데 ... 93건` counts
two things), never a share, which is a part of a hundred. `이 중` and `그중` are left alone: they
may point back past the figure before (`87종으로 ... 7종 늘었고, 이 중 34종`)."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import _year_like
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_parts_of_wholes",)

# What stands between a whole and its part: English `..., 63 of them`, `, of which 63`; Korean
# `30건 중 63건`, `30건 가운데 63건`
_PART_AFTER = re.compile(r"\s?(?:of\s(?:them|which|these|those|whom))\b", re.IGNORECASE)
_WHICH_BEFORE = re.compile(r",?\s(?:of\s(?:which|whom))\s(?:about\s|some\s)?$", re.IGNORECASE)
_KOREAN_BETWEEN = re.compile(r"\s?[가-힣]{0,3}\s?(?:중|가운데)\s(?:[가-힣]{1,8}\s){0,2}$")
_REACH = 80


def _like(whole: Figure, part: Figure) -> bool:
    """Whether two figures count alike: no share, one unit and one counter, or none."""
    if whole.unit in {"%", "%p"} or part.unit in {"%", "%p"}:
        return False
    return (whole.unit, whole.measure, whole.counter) == (part.unit, part.measure, part.counter)


def check_parts_of_wholes(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 for a part a sentence gives larger than its whole (module doc)."""
    del source
    body = sentence.body
    numbers = sorted(
        (f for f in figures if f.kind == "number" and not _year_like(f)), key=lambda f: f.start
    )
    for whole, part in pairwise(numbers):
        between = body[whole.start + len(whole.raw) : part.start]
        if len(between) > _REACH or not _like(whole, part):
            continue
        end = part.start + len(part.raw)
        written = (
            (_PART_AFTER.match(body, end) is not None and "," in between)
            or _WHICH_BEFORE.search(between) is not None
            or _KOREAN_BETWEEN.fullmatch(between) is not None
        )
        if written and part.value > whole.value > 0:
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    visible,
                    f"{part.raw.strip()!r} is given as a part of {whole.raw.strip()!r}, but it "
                    "is larger than its whole; restate the whole and the part.",
                )
            )
            return
