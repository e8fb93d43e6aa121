"""The scale a score is given on (`86.2 out of 100`, `100점 만점에 88.4점`): no figure of the
claim, so it is held to the scale the document writes, not to the cited rows' values. A table
says its scale once, in its caption (`(단위: 점, 100점 만점)`), and its rows never again."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source

__all__ = ("scale_of_a_score",)

# A scale right before its number (`out of 100`, `만점 100점`) or right after it (`100점 만점`,
# `100-point scale`)
_BEFORE = re.compile(r"(?:\bout of|만점)\s?$", re.IGNORECASE)
_AFTER = re.compile(r"\s?(?:점\s?만점|-?\s?point scale)", re.IGNORECASE)


def scale_of_a_score(body: str, figure: Figure, visible: tuple[str, ...], source: _Source) -> bool:
    """Whether `figure` is the scale a score is given on, said as one, and a cited block or the
    caption or heads of its table writes that scale (`100점 만점`, `만점 100점`, `out of 100`)."""
    if figure.kind != "number" or figure.unit is not None or figure.signed:
        return False
    end = figure.start + len(figure.raw.rstrip())
    raw = figure.raw.rstrip()
    said = (
        _BEFORE.search(body, max(0, figure.start - 8), figure.start) is not None
        or _AFTER.match(body, end) is not None
        or (raw.endswith("점") and body.startswith("만점", end))
    )
    if not said:
        return False
    number = re.escape(raw.rstrip("점").strip())
    written = re.compile(
        rf"(?<![\d.,]){number}\s?점\s?만점|만점\s?{number}\s?점|\bout of {number}(?![\d.,])",
        re.IGNORECASE,
    )
    context = dict.fromkeys(a for v in visible for a in (v, *source.table_context(v)))
    return any(written.search(source.blocks[a].text) for a in context)
