"""A rate of change a sentence gives against a base it states (`43명은 ... 5년 평균(33.0명)보다
10% 많음`): the rate must be the gap between the sentence's level and that base, over the base.
This needs no block: the sentence contradicts itself, whatever the blocks hold.

The base is the figure right before the rate, followed by its comparison word (`보다`, `대비`,
`에 비해`); the level is the nearest figure before the base that is neither a change the sentence
states (`4명(10.3%) 늘었고`), a detail in brackets, nor another base, in the base's clause unless
it is the sentence's topic (`43명은`); no figure may follow the rate in its clause (`20% 감소한
80억 원` gives the level after it). Both must be in one unit,
never a rate themselves (a change of a rate is in points, `_moves`' to judge), and unhedged. The
rate is allowed the rounding of its own last digit and of the two figures it is computed from.

The change right after a move between two rates (`30%에서 50%로 20% 높이고`) that is their
difference in points, written in per cent, is refused too (`points_as_percent`, run by `_moves`
on each move it reads), and so is a rate against a base when level and base are rates and it
is their gap in points (`77.7%로 2023년(74.0%)보다 3.7% 상승`)."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from fa_grounding._claims import in_brackets, states_a_change
from fa_grounding._figures._figure import _plain
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_rate_gaps", "points_as_percent", "stated_change")

# the base's comparison word right after it (and its bracket's end): `(33.0명)보다`, `33명 대비`
_COMPARED_WITH = re.compile(r"\s?[가-힣]{0,2}?\s?[)）]?\s?(?:보다|대비|에\s?비해)")
# a rate of change after the base, then the word of its direction
_RATE_SAID = re.compile(
    r"\s?%?\s?(?:[가-힣]{0,2}\s)?(?P<up>많|높|늘|증가|상승|웃돌)|\s?%?\s?(?:[가-힣]{0,2}\s)?"
    r"(?P<down>적|낮|줄|감소|하락|밑돌)"
)
_HUNDRED = Decimal(100)
# the end of a clause between the level and the base, unless the level is the topic (`43명은`)
_BREAK = re.compile(r"[,;]")
_TOPIC = re.compile(r"[가-힣]{0,2}?(?:은|는)(?![가-힣])")
# a figure's bracket of details right after it, with its counter before: `명(10.3%)`
_DETAIL = re.compile(r"[가-힣%]{0,2}\s?[(（][^()（）]{1,16}[)）]")


def check_rate_gaps(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a rate of change against a base the sentence gives is not the gap between
    the sentence's level and that base."""
    body = sentence.body
    numbers = [f for f in figures if f.kind == "number" and f.period != "ordinal"]
    for k, rate in enumerate(numbers):
        if rate.unit != "%" or rate.hedged or rate.bound or k == 0:
            continue
        if _RATE_SAID.match(body, rate.start + len(rate.raw.rstrip())) is None:
            continue
        base = numbers[k - 1]
        if not _a_base(body, base):
            continue
        kind = (base.unit, base.measure, base.period)
        level = next(
            (
                f
                for f in reversed(numbers[: k - 1])
                if (f.unit, f.measure, f.period) == kind
                and not _a_base(body, f)
                and not in_brackets(body, f.start)
                and not stated_change(body, f)
            ),
            None,
        )
        if level is None or any(f.hedged or f.bound or f.signed for f in (level, base)):
            continue
        between = body[level.start + len(level.raw) : base.start]
        if _BREAK.search(between) and _TOPIC.match(body, level.start + len(level.raw)) is None:
            continue  # (a level of another clause, `A사는 50억 원, B사는 전년(100억 원) 대비`)
        rest = body[rate.start + len(rate.raw) :].split(",")[0]
        if any(
            rate.start < f.start < rate.start + len(rate.raw) + len(rest)
            and (f.unit, f.measure, f.period) == kind
            for f in numbers
        ):
            # (the level after it: `전년(100억 원) 대비 20% 감소한 80억 원`; not a figure of
            # another kind, `2년 연속`)
            continue
        if base.unit == "%" and level.unit == "%" and _in_points(rate, base, level):
            # (two rates' gap in points, in per cent: `77.7%로 2023년(74.0%)보다 3.7% 상승`;
            # once: the by-value check may have refused it already)
            said = repr(rate.raw.strip())
            if not any(
                f.sentence_index == sentence.index and f.detail.startswith(said) for f in out
            ):
                out.append(_points_finding(sentence, rate, base, level, visible))
            return
        if base.unit in {"%", "%p"} or not base.value or level.value == base.value:
            continue
        low, high = _rates(level, base)
        slack = rate.quantum / 2
        if low - slack <= rate.value <= high + slack:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{rate.raw.strip()!r} is given as the change from {base.raw.strip()!r} to "
                f"{level.raw.strip()!r}, which is {_plain(round((low + high) / 2, 1))}%; "
                "restate the rate or the figures.",
            )
        )
        return


def stated_change(body: str, figure: Figure) -> bool:
    """Whether the sentence states the figure as a change, maybe with its rate in brackets
    between (`4명(10.3%) 늘었고`)."""
    if states_a_change(body, figure):
        return True
    end = figure.start + len(figure.raw.rstrip())
    bracket = _DETAIL.match(body, end)
    return bracket is not None and _RATE_SAID.match(body, bracket.end()) is not None


def _a_base(body: str, figure: Figure) -> bool:
    return _COMPARED_WITH.match(body, figure.start + len(figure.raw.rstrip())) is not None


def _rates(level: Figure, base: Figure) -> tuple[Decimal, Decimal]:
    """The least and greatest rate of change the two figures allow, each within the rounding
    of its last digit."""
    found = []
    for a in (level.value - level.quantum / 2, level.value + level.quantum / 2):
        for b in (base.value - base.quantum / 2, base.value + base.quantum / 2):
            if b:
                found.append(abs(a - b) / abs(b) * _HUNDRED)
    return min(found), max(found)


def points_as_percent(
    sentence: Sentence,
    numbers: list[Figure],
    first: Figure,
    second: Figure,
    visible: tuple[str, ...],
    *,
    out: list[Finding],
) -> None:
    """GR-03 when the change written right after a move between two rates (`30%에서 50%로 20%
    높이고`) is their difference in points written in per cent, and no change in per cent of
    theirs: the value may stand in a block as another rate, which finds it by value."""
    if first.unit != "%" or second.unit != "%":
        return
    after = [f for f in numbers if f.start > second.start]
    if (
        not after
        or after[0].unit != "%"
        or not _CHANGE_GAP.fullmatch(sentence.body, second.start + len(second.raw), after[0].start)
    ):
        return
    change = after[0]
    said = repr(change.raw.strip())
    if any(f.sentence_index == sentence.index and f.detail.startswith(said) for f in out):
        return  # (refused already, by value)
    if _in_points(change, first, second):
        out.append(_points_finding(sentence, change, first, second, visible))


def _in_points(change: Figure, first: Figure, second: Figure) -> bool:
    """Whether a change in per cent is the difference of two rates in points, and no change
    in per cent of theirs (over either)."""
    low, high = min(first.value, second.value), max(first.value, second.value)
    reach = change.quantum if change.approximate or change.hedged else change.quantum / 2
    relative = [(high - low) / low * _HUNDRED if low else None, (high - low) / high * _HUNDRED]
    return abs(change.value - (high - low)) <= reach and not any(
        r is not None and abs(change.value - r) <= reach for r in relative
    )


def _points_finding(
    sentence: Sentence, change: Figure, first: Figure, second: Figure, visible: tuple[str, ...]
) -> Finding:
    return _finding(
        "GR-03",
        sentence,
        visible,
        f"{change.raw.strip()!r} is the difference of {first.raw.strip()!r} and "
        f"{second.raw.strip()!r} in percentage points, written in per cent: write it in %p.",
    )


# Between the end of a move and its change: a particle and a comma (`50%로 20%`, `50%, up 20%`)
_CHANGE_GAP = re.compile(r"\s?(?:로|으로)?,?\s?(?:up|down|by|a rise of|a fall of)?\s?(?:약\s)?")
