"""The noun phrase a text writes right before a figure: whether only a particle, a colon, a
bracket or spaces stand between a name and its figure (`tight`), the name a block's prose
writes right there (`direct_owners`), and a draft's noun there with the bare nouns that qualify
it (`head_noun`: `상반기 참여자 모집에 980명` is 모집's, 참여자 one word of its phrase);
and the noun of a verb a block's figure is the object of (`verbs_of`: `534톤을 퇴비화하고`).
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._names import _PERIOD_WORDS, Owner, words

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

# (and a symbol written before a figure: `경북 M 3.4`, `서울 No. 5`)
# (a period word may stand before the figure: `서울은 월 50만 원` is 서울's, by the month)
PER = r"(?:(?:" + "|".join(_PERIOD_WORDS) + r")\s)?"
# (a basis, with its hedge, may stand between them too: `의원급 기준 약 16,300원`)
# (and a colon before the period word: `강사 수당: 시간당 50,000원`)
_TIGHT = re.compile(
    # (`각` between: `동부권·남부권 각 3개소`, the figure of each name before it)
    r"^(?:은|는|이|가|의|에서|에선|에는|도|만)?\s?(?:각\s)?(?:[:：]\s?)?(?:기준\s(?:약\s?)?)?"
    + PER
    + r"[(:：\s]*(?:[A-Z][a-z]?\.?\s?)?$"
)


# An English figure's place after its name: `at` or `with`, maybe after the name's rank
# (`second at`, `next with`), a verb of having or recording (`Dasom-dong had 9`), of making up
# a count (`wheelchairs accounted for 5,780`, `strollers for 2,360` after it) or of being it
_AT_PLACE = re.compile(
    r"(?:(?:first|second|third|fourth|fifth|next|last|lowest|highest)\s)?(?:at|with)"
    r"|(?:had|has|have|gets?|got|recorded|records|reached|reaches|logged|posted|saw|sees)"
    r"|(?:accounted|accounts?)\sfor|for|(?:made|makes?)\sup|numbered|totall?ed|totals"
    r"|(?:stood|stands?)\sat|(?:came|comes?|amounted|amounts?)\sto|drew|draws?"
    r"|was|were|is|are"
)


def tight(gap: str) -> bool:
    """Whether only a particle, a colon, a bracket or spaces stand between a name and a figure."""
    stripped = gap.strip()
    if stripped in {"", "(", ":", "：", "|", "은", "는", "이", "가", "도", "에서", "에선", "에는"}:
        return True
    if stripped in {"과", "와"} or _AT_PLACE.fullmatch(stripped) is not None:
        return True  # `L과 28.5%` (a size's fruit), `L at 28.5%`, `Buk-gu second at 290`
    return _TIGHT.match(gap) is not None


def direct_owners(text: str, figure: Figure, names: frozenset[str]) -> set[str]:
    """The name a block's prose writes right before its figure, a particle, a bracket or spaces
    between (`밀원수 4,200ha`, `강원(5.1%)`); none when the word there is no name."""
    before = [w for w in words(text) if w.end <= figure.start]
    if not before or not tight(text[before[-1].end : figure.start]):
        return set()
    return {before[-1].name} & names


def head_noun(text: str, figure: Figure) -> tuple[str, set[str]]:
    """The noun right before a draft's figure (its particle, a space between) and the bare
    nouns right before it that qualify it (`상반기 참여자 모집에 980명`: 모집, and 참여자); an
    empty name when no noun stands right before the figure."""
    before = [w for w in words(text) if w.end <= figure.start]
    if not before or not tight(text[before[-1].end : figure.start]):
        return "", set()
    return before[-1].name, _qualifiers(text, before)


def _qualifiers(text: str, before: list[Owner]) -> set[str]:
    """The bare nouns (no particle, one space apart) right before the last word of `before`."""
    found: set[str] = set()
    for right, left in pairwise(reversed(before)):
        if text[left.end : right.start] != " " or text[left.start : left.end] != left.name:
            break
        found.add(left.name)
    return found


def alone_before(text: str, figure: Figure, head: str) -> bool:
    """Whether a block writes `head` before its figure with no noun qualifying it (`이번
    모집에는 ... 980명`; not `이서연 후보는 ... 44.97%`)."""
    before = [w for w in words(text) if w.end <= figure.start]
    heads = [k for k, w in enumerate(before) if w.name == head]
    return bool(heads) and not _qualifiers(text, before[: heads[-1] + 1])


__all__ = ("PER", "alone_before", "direct_owners", "head_noun", "tight", "verb_nouns", "verbs_of")


# A figure's object particle, its bracket between (`534톤(58.6%)을 `), and a verb made of a noun
# right after it (`퇴비화하고`, `집행해`, `이관했다`)
_OBJECT_OF = re.compile(r"\s?[가-힣㎡㎥%]{0,2}\s?(?:[(（][^()（）]{0,30}[)）])?\s?[을를]\s")
_VERB = re.compile(
    r"(?P<noun>[가-힣]{2,}?)(?:하고|하며|하여|해|했다|했고|했으며|하였다|하였고|하였으며|한|하는)"
    r"(?![가-힣])"
)


def verbs_of(text: str, figures: list[Figure], names: frozenset[str]) -> dict[int, tuple[int, str]]:
    """A block's verbs made of a name that a figure is the object of (`534톤을 퇴비화하고`):
    the verb's start -> (the figure's start, the name)."""
    found: dict[int, tuple[int, str]] = {}
    for figure in figures:
        particle = _OBJECT_OF.match(text, figure.start + len(figure.raw))
        verb = _VERB.match(text, particle.end()) if particle is not None else None
        if verb is not None and verb["noun"] in names:
            found[verb.start()] = (figure.start, verb["noun"])
    return found


def verb_nouns(text: str) -> set[str]:
    """The nouns of a block's verbs that an object comes before (`퇴비화` of `을 퇴비화하고`)."""
    return {m["noun"] for m in _VERB.finditer(text) if text[: m.start()].endswith(("을 ", "를 "))}
