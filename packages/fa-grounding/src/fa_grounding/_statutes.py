"""The article and item numbers a statute's blocks carry by their place: an item `10.` under
`제2조(정의)` is 제2조 제10호, a paragraph `③` under `제13조(...)` is of 제13조. A reader gives
each item and paragraph a block of its own, so the article's number is in the block above."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._source import _Source

# An item's number opening its block (`10. "특보"란 ...`, `3) ...`) and a paragraph's mark
# (`③ ...`); an article opening its block (`제13조(특보)`, `제18조의2 ...`).
_ITEM = re.compile(r"\s*(?P<n>\d{1,3})\s?[.)]\s")
_PARAGRAPH = re.compile(r"\s*[\u2460-\u2473]")
_ARTICLE = re.compile(r"\s*제\s?\d{1,4}\s?조")
_REACH = 40
"""How many blocks above a cited item its article is looked for."""


def statute_labels(source: _Source, present: tuple[str, ...]) -> set[tuple[object, ...]]:
    """The labels (`("조", 13)`, `("호", 10)`) the cited items and paragraphs of a statute carry
    by their place: the article of the nearest block above that opens with one (no heading
    between), and an item's own number as 호."""
    labels: set[tuple[object, ...]] = set()
    order, position = source._order_index()
    for anchor in present:
        text = source.blocks[anchor].text
        item = _ITEM.match(text)
        if item is None and _PARAGRAPH.match(text) is None:
            continue
        for k in range(position[anchor] - 1, max(-1, position[anchor] - _REACH), -1):
            above = source.blocks[order[k]]
            if _ARTICLE.match(above.text):
                article = next((f for f in source.figures(order[k]) if f.kind == "label"), None)
                if article is not None and article.key[:1] == ("조",):
                    labels.add(article.key)
                    if item is not None:
                        labels.add(("호", int(item.group("n"))))
                break
            if above.heading or above.document != source.blocks[anchor].document:
                break
    return labels
