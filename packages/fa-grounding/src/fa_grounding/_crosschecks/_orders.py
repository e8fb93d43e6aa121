"""A list in order, told in the order the block gives it.

A block ranks its entries in a list that ends with `순` (`가람시가 7,250마리로 가장 많았으며,
누리시 6,830마리, 다온군 5,450마리 순이었다`, `5월이 941건으로 가장 많았고, 6월(838건), 4월(798건)
순`). A draft that writes the list again (`누리시가 가장 많았고, 가람시, 다온군 순`, `followed
by Gyeongnam and Chungnam`) must keep its order: each entry's figure may be right while the order
says something false, or the draft may name the entries without their figures at all.

The block's entries are read from its list (the name right before each entry's bracket or
figure); the sentence's order is where it writes each of those names, in its own list (up to its
`순`, or in English a sentence that says `followed by`, `then`, `ahead of`, `in that order`).
Only entries the sentence writes once are compared, and only where two of them or more are; a
sentence naming them in another order where it gives no order says nothing of it."""

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

__all__ = (
    "ORDER_ENDS",
    "check_orders",
    "entries_in_order",
    "gives_an_order",
    "lists_in_order",
)

# The end of a list in order (`순이었다`, `순으로`, `순임`; not `순이익`, `순위`, `순수`)
ORDER_ENDS = (
    r"순(?=으로|이며|이고|이다|이었|이에|이라|였|임|입|예요|[\s,.)]|$)"
    # (or its last entries said to follow the others: `한빛시(5.6%)가 뒤를 이었다`)
    r"|(?:이|가)?\s?뒤를\s?이(?:었|어|은|음)"
)
"""How a list in order ends, after its last entry; `_pairs` reads the same ending."""
_IN_ORDER = re.compile(rf"(?<=[\s)）가-힣A-Za-z\d])\s?(?:{ORDER_ENDS})")
_ENGLISH_ORDER = re.compile(
    r"\bfollowed by\b|\bthen\b|\bahead of\b|\bin that order\b|\bnext came\b", re.IGNORECASE
)
# Where a block's list begins: the sentence or the item it stands in
# (not a dotted date's dot: `2주차(12. 29.~1. 4.)가`)
_LIST_START = re.compile(r"(?<!\d)[.!?]\s|[□ㅇ○]\s?|\n")
# The entries of a list, apart at a comma outside brackets (never a figure's `27,910`)
_ENTRY_COMMA = re.compile(r",\s|、|，")
# An entry's name: the word right before its bracket or its figure (`6월(838건)`, `누리시
# 6,830마리`, `5월이 941건으로`), its particle off
_NAMED_NUMBER = (
    r"(?:\d{1,3}\s?[~∼-]\s?)?\d{1,3}\s?(?:월|분기|세|대|호선|구역|주차|회차|단계|학년)"
    r"(?:\s?(?:이하|이상|미만|초과))?"
)
_NAME_BEFORE = re.compile(rf"([가-힣A-Za-z·]+?|{_NAMED_NUMBER})(?:이|가|은|는|의)?\s?$")
# (a month or a band that names an entry, `5월이`, is no figure of it)
_FIGURE_OR_BRACKET = re.compile(
    rf"[(（]|(?!{_NAMED_NUMBER}(?:[이가은는의(（\s]|$))\d[\d,.]*\s?[가-힣%]"
)
_MIN_NAME = 2
_MAX_NAME = 12
# A clause's topic before a list of names (`동점자는 `, `순서는 `)
_TOPIC = re.compile(r"[가-힣]+(?:은|는)\s")


def gives_an_order(body: str) -> bool:
    """Whether a sentence writes a list in order (`... 순`, `followed by`)."""
    return _IN_ORDER.search(body) is not None or _ENGLISH_ORDER.search(body) is not None


# A name the sentence places another after (`천안시 다음으로 많고`, `after Seoul`): the list's
# reference point, not an entry the sentence lists (spaces left out, as in `check_orders`)
_AFTER_NAME = re.compile(r"(?:에|의)?(?:다음으로|다음가는|다음|뒤를이어|에이어|이어)")
_BEFORE_NAME = re.compile(r"(?:after|behind|secondonlyto|nexttoonly)$", re.IGNORECASE)


def _a_reference(span: str, at: int, length: int) -> bool:
    """Whether the name at `at` is what the sentence places another after, not an entry."""
    return bool(_AFTER_NAME.match(span, at + length) or _BEFORE_NAME.search(span[:at]))


def check_orders(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence writes two entries of a cited block's list in order the other
    way round."""
    del figures  # (the order is of names; each figure is checked on its own)
    body = sentence.body
    ends = _IN_ORDER.search(body)
    if ends is not None:
        span = body[: ends.start()]
    elif _ENGLISH_ORDER.search(body) is not None:
        span = body
    else:
        return
    span = span.replace(" ", "")  # (names of several words, `장애 정도`, kept whole)
    for anchor in visible:
        if source.blocks[anchor].table_row:
            continue
        for listed in entries_in_order(source.blocks[anchor].text):
            entries = [name for name, _ in listed]
            keys = {name: name.replace(" ", "") for name in entries}
            places = {
                n: span.find(k)
                for n, k in keys.items()
                if span.count(k) == 1 and not _a_reference(span, span.find(k), len(k))
            }
            written = [name for name in entries if name in places]
            if len(written) < 2:
                continue
            for first, second in pairwise(written):
                if places[first] > places[second]:
                    out.append(
                        _finding(
                            "GR-03",
                            sentence,
                            (anchor,),
                            f"the sentence lists {second} before {first}, but {anchor} ranks "
                            f"{first} before {second} ({', '.join(entries)} in that order); "
                            "restate the order.",
                        )
                    )
                    return


def entries_in_order(text: str) -> list[list[tuple[str, str]]]:
    """The entries of each list in order a block writes, in order: each entry's name and its
    text (`혈액검사(CBC) 3만 8,600원`)."""
    return [listed for _, _, listed in lists_in_order(text)]


def lists_in_order(text: str) -> list[tuple[int, int, list[tuple[str, str]]]]:
    """Each list in order a block writes: where its clause starts, where its `순` ends, and its
    entries in order (as `entries_in_order`)."""
    found = []
    after = 0
    for ends in _IN_ORDER.finditer(text):
        starts = [m.end() for m in _LIST_START.finditer(text, after, ends.start())]
        start = starts[-1] if starts else after
        clause = text[start : ends.start()]
        after = ends.end()
        listed: list[tuple[str, str]] = []
        named = 0  # (entries of one name, `북부 암벽장`, `남부 암벽장`, are entries all the same)
        for entry in _entries(clause):
            name = _entry_name(entry)
            named += bool(name)
            if name and all(name != n for n, _ in listed):
                listed.append((name, entry))
        if named >= _MIN_NAME:
            found.append((start, ends.end(), listed))
    return found


# The end of the first place's clause before the next entries (`가장 많았고 `, `많았으며 `,
# `가장 많고 `): the next entry starts after it
_CLAUSE_END = re.compile(r"(?<=[았었였했됐많높크적낮])(?:고|으며|며)\s(?=[가-힣])")


def _entries(clause: str) -> list[str]:
    """The parts of a list's clause apart at commas outside brackets, and at the end of the
    first place's clause (`한빛읍이 98,000판으로 가장 많았고 동산면(76,000판), ...`)."""
    parts, depth, start = [], 0, 0
    for k, ch in enumerate(clause):
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth = max(0, depth - 1)
        elif depth == 0 and _ENTRY_COMMA.match(clause, k):
            parts.append(clause[start:k])
            start = k + 1
        elif depth == 0 and (end := _CLAUSE_END.match(clause, k)) is not None:
            parts.append(clause[start:k])
            start = end.end()
    parts.append(clause[start:])
    return [p.strip() for p in parts if p.strip()]


def _entry_name(entry: str) -> str | None:
    """The name of one entry of a list: the word right before its first bracket or figure
    (a name that is itself a month, `5월이 941건`, stays whole); in a list of names alone
    (`동점자는 장애 정도, 소득 수준 순`), the entry's words after the clause's topic."""
    for mark in _FIGURE_OR_BRACKET.finditer(entry):
        named = _NAME_BEFORE.search(entry, 0, mark.start())
        if named is not None and len(named.group(1).replace(" ", "")) >= _MIN_NAME:
            return named.group(1).strip()
    if re.search(r"\d", entry):
        return None
    words = _TOPIC.split(entry)[-1].strip()
    return words if _MIN_NAME <= len(words.replace(" ", "")) <= _MAX_NAME else None
