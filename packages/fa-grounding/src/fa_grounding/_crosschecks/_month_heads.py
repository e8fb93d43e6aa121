"""Months named in words (`in February`, `im Juli`) and the columns of a header of months they
name: read only to find the column a sentence names, never a figure of the draft to support."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("months_named",)


# A month named in words (`in February`, `im Juli`): read only to find the column a sentence
# names under a header of months; alone it is no figure of the draft to support.
_MONTH_WORDS = {
    name: i % 12 + 1
    for i, name in enumerate(
        (
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December", "Januar", "Februar", "März",
            "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
            "Dezember",
        )
    )
}  # fmt: skip
_MONTH_WORD = re.compile(r"\b(" + "|".join(sorted(_MONTH_WORDS, key=len, reverse=True)) + r")\b")


def months_named(body: str, head_figures: list[tuple[Figure, int]]) -> set[int]:
    """The columns of a header of months that the sentence names by a month word."""
    months = {_MONTH_WORDS[m] for m in _MONTH_WORD.findall(body)} if body else set()
    if not months:
        return set()
    # a head of a month (`Jul`), or in a header of three dates or more (`September 30, 2014 |
    # June 30, 2014 | ...`) a head of a date in it: `in the June quarter`
    dated = {c for f, c in head_figures if f.kind == "date" and f.key[2] is not None}
    return {
        c
        for f, c in head_figures
        if f.kind == "date"
        and f.key[1] in months
        and ((f.key[0] is None and f.key[2] is None) or len(dated) >= 3)
    }
