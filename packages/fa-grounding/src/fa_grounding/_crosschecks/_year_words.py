"""The words that date a sentence by the document's own year rather than by a year it writes:
this year in words (`올해`, `금년`, `this year`), and the year before in words opening a sentence
(`지난해 생산량은`, `Last year the grubs yielded`) or the question a sentence answers (`Q. How
much did Gaon-dong collect last year? A. 170.2 tonnes`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._sentences import Sentence

__all__ = ("asked_last_year", "opening_last_year")

# Words naming the year a document reports on (`올해`, `금년`, `this year`).
_THIS_YEAR = re.compile(r"올해|금년|올\s?(?:상반기|하반기|들어)|\bthis year\b", re.IGNORECASE)
_QUESTION_END = re.compile(r"[?？]\s*$")
# The year before in words dating a sentence: not the base of a comparison (`지난해보다`,
# `지난해 대비`, `from last year`, `than last year`), nor a part of it (`지난해 같은 기간`)
_LAST_YEAR_ALONE = re.compile(
    r"(?:지난해|작년)(?!도?\s?(?:동기|같은\s?기간|보다|대비|에\s?비해|와\s?비교|과\s?비교))"
    r"|(?<!from )(?<!than )(?<!over )(?<!on )(?<!since )(?<!with )\blast year\b(?!'s? level)",
    re.IGNORECASE,
)
# A year the question writes in digits (`2023년`, `in 2023`): it dates the answer itself
_YEAR_WRITTEN = re.compile(r"(?:19|20)\d\d")


def opening_last_year(body: str, figures: list[Figure]) -> str | None:
    """The year before in words when it opens a sentence that names no year (`지난해 생산량은
    5,320톤`, `Last year the grubs yielded ...`): before every figure of the sentence, and
    neither the base of a comparison (`지난해보다`, `from last year`) nor beside this year in
    words (`지난해 31곳에서 올해 38곳으로`: each its own)."""
    first = min((f.start for f in figures if f.kind == "number" and f.start >= 0), default=None)
    last = _LAST_YEAR_ALONE.search(body)
    if first is None or last is None or last.start() > first or _THIS_YEAR.search(body):
        return None
    return last[0]


def asked_last_year(sentence: Sentence) -> str | None:
    """The year before in words in the question a sentence answers (`How much did Gaon-dong
    collect last year?`), when the answer names no year of its own and the question no other
    year (not this year, not a year in digits)."""
    context = sentence.context
    if not _QUESTION_END.search(context) or _THIS_YEAR.search(context):
        return None
    if _YEAR_WRITTEN.search(context) or _LAST_YEAR_ALONE.search(sentence.body):
        return None
    found = _LAST_YEAR_ALONE.search(context)
    return found[0] if found else None
