"""Names a figure is given by other than the one written right before it: another subject's
figure a block sets the topic's against, in brackets after the subject's name (`27.6% 늘어
아파트(23.5%)보다`), and a table row's name written before a column's head (`바다동 비중은
15.0%`). Read by `_owners`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._names import stem, words

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("BASE_AFTER_FIGURE", "rival_base", "row_before_head")

# The base of a comparison right after a block's figure (`6,200명보다`, `6,200명 대비`)
# (its bracket closed between: `전년(7,000원) 대비`)
BASE_AFTER_FIGURE = re.compile(r"[가-힣]{0,3}[)）]?\s?(?:보다|대비|에\s?비해|에\s?비하면)")
# ... unless another subject opens its bracket (`27.6% 늘어 아파트(23.5%)보다`): that subject's
# own level, the rival of the topic's, not the topic's earlier figure (`전년(684톤)보다`)
_NAME_OPENING = re.compile(r"(?<![가-힣])([가-힣]{2,8})\s?[(（]$")
_PERIOD_WORD = re.compile(
    r"전년|지난해|작년|전월|전분기|평년|예년|동기|기간|이전|종전|기존|당초|목표"
)


def rival_base(text: str, figure: Figure) -> str:
    """The subject whose figure a block's base of comparison is, in brackets after its name
    (`아파트(23.5%)보다`: 아파트), or "" for a period's (`전년(684톤)보다`) or none."""
    if BASE_AFTER_FIGURE.match(text, figure.start + len(figure.raw)) is None:
        return ""
    found = _NAME_OPENING.search(text, max(0, figure.start - 10), figure.start)
    if found is None or _PERIOD_WORD.search(found.group(1)) is not None:
        return ""
    # (the topic's own figure of that unit before it in the sentence, `27.6% 늘어`: a rival
    # set against it; with none, `제8회 지방선거 투표율(50.9%)보다 7.7%p 높은`, the base is
    # an earlier period's, whatever word opens its bracket)
    opening = max(text.rfind(". ", 0, found.start()), text.rfind(", ", 0, found.start()), -1)
    unit = re.sub(r"^[\d.,\s]+", "", figure.raw.strip())
    if re.search(r"\d\s?" + re.escape(unit), text[opening + 1 : found.start()]) is None:
        return ""
    return stem(found.group(1))


def row_before_head(body: str, figure: Figure, names: frozenset[str], heads: set[str]) -> str:
    """The row's name written right before a column's head right before a figure (`바다동
    비중은 15.0%`: 바다동), or ""."""
    before = [w for w in words(body) if w.end <= figure.start and w.name in names]
    if not before:
        return ""
    between = _HEAD_PARTICLE.sub("", body[before[-1].end : figure.start].replace(" ", ""))
    return before[-1].name if between in heads else ""


_HEAD_PARTICLE = re.compile(r"(?:은|는|이|가|의|도)$")
