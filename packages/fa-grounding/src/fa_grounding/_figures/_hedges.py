"""The words that hedge a figure (`약`, `가량`, `about`) and bound it (`이상`, `미만`,
`over`, `up to`)."""

from __future__ import annotations

import re

# The last character before a figure that a hedge word can leave (its last letter or a space).
_HEDGE_ENDS = frozenset("약략의대소tTdDyYlLeEa.rRnNoOwW")
_SPACES = frozenset(" \t\u00a0")
# Words right before a figure that hedge it (`약 6,300명`, `about 12%`).
_HEDGE_WORDS = (
    "약",
    "대략",
    "about",
    "approximately",
    "approx.",
    "around",
    "roughly",
    "nearly",
    "almost",
    "some",
    "circa",
    "ca.",
    "an estimated",
    "over",
    # (a negated bound before the bound it negates: `no more than` is at most)
    "no more than",
    "not more than",
    "no less than",
    "not less than",
    "no fewer than",
    "more than",
    "at least",
    "under",
    "less than",
    "up to",
    "above",
    "below",
    "거의",
    "최대",
    "최소",
)


def _hedge_before(text: str, start: int) -> str | None:
    """The hedge word (a whole word, not the end of 요약 or handsome) right before `start`."""
    if start == 0:
        return None
    last = text[start - 1]
    if last in _SPACES and start > 1:
        last = text[start - 2]  # `약 6,300명`: the word ends one space before the figure
    if last not in _HEDGE_ENDS:
        return None
    tail = text[max(0, start - 16) : start].rstrip().lower()
    if not tail.endswith(_HEDGE_WORDS):
        return None
    for word in _HEDGE_WORDS:
        if tail.endswith(word):
            before = tail[: -len(word)][-1:]
            return None if before.isalnum() else word
    return None


# Bounds: `1만 건 이상` and `over $1 billion` say the value is at least the figure, `미만` and
# `up to` at most; `6천억 원대` that it lies between the figure and its next step.
_BOUND_BEFORE = {"over": "min", "more than": "min", "at least": "min", "above": "min",
                 "no more than": "max", "not more than": "max", "no less than": "min",
                 "not less than": "min", "no fewer than": "min",
                 "최소": "min", "under": "max", "less than": "max", "below": "max",
                 "up to": "max", "최대": "max"}  # fmt: skip
_BOUND_AFTER = {"이상": "min", "넘게": "min", "넘는": "min", "넘어": "min", "넘은": "min",
                "초과": "min", "이하": "max", "미만": "max", "대": "band"}  # fmt: skip
_BOUND_WORD = re.compile("|".join(sorted(_BOUND_AFTER, key=len, reverse=True)) + r"$")
# the same said with a verb: `에 못 미친다`, `를 밑돌았다`, `가까이` (at most), `을 웃돌았다` (at
# least)
_BOUND_VERB = re.compile(
    r"(?P<max>못\s?미.|밑돌|밑도|밑돈|하회|가까이|가까운|가깝게|육박)$"
    r"|(?P<min>웃돌|웃도|웃돈|상회|넘었|넘겼|넘긴|넘길)$"
)
