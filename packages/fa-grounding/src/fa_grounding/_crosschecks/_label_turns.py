"""Several column heads a sentence names by their numbers, each with its own figure.

A table whose heads are a series of numbered steps (`위반 행위 | 1차 위반 | 2차 위반 | 3차 이상
위반`) gives a row one figure a step. A sentence that names steps and gives each a figure
(`1차 10만 원, 2차 30만 원`, `KRW 100,000 for a first offence and KRW 300,000 for a second`)
must give each step the figure under its head. In Korean a step's figure is the first after it;
in English the figure right before `for a second` (or `for the second`) is the step's.

Only heads numbered in a series from the first (`1차 | 2차 | 3차`, beside heads of words such
as `근거 조항`) are read as steps, one a head, and only a figure the row
holds in one of the series' columns is held to its step's column; a figure the row does not
hold is the check by value's."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _RANK_EN_WORDS
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding
from fa_grounding._tables import _column, _columns_of

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("check_steps_in_turn", "check_written_steps")

# An English step after its figure (`300,000 for a second`, `for the third offence`, `a 30-day
# suspension on the second`)
_ENGLISH_STEP = re.compile(
    r"\s?-?(?:[A-Za-z]+\s){0,2}?(?:for|on)\s(?:a|the|each)\s"
    r"(?P<n>first|second|third|fourth|fifth)\b",
    re.IGNORECASE,
)
# A Korean step right before its figure (`2차 30만 원`, `2차 위반 시 30만 원`), or with one word
# of what the figure is between (`2차 영업정지 30일`, `2차 과태료 60만 원`)
_KOREAN_STEP = re.compile(
    r"(?P<n>\d{1,2})\s?(?:차|회|단계|번째)(?:\s?(?:위반|이상|적발))?(?:\s?시)?"
    r"(?:\s?[가-힣]{2,6})?\s?$"
)
_REACH = 16


def check_steps_in_turn(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a numbered step's head a figure the cited row holds under
    another step's."""
    pairs = _pairs(sentence.body, figures)
    if not pairs:
        return
    # each step's figure, where the cited rows hold it: (step column, columns holding it, row)
    seen: dict[int, list[tuple[int, set[int], str, str]]] = {}
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) != len(head_cells) or len(head_cells) < 3:
            continue
        steps: dict[int, int] = {}  # step number -> its column
        for f in source.figures(head):
            column = _column(head_cells, f.start)
            if column > 0 and f.kind == "number" and f.value == int(f.value):
                steps.setdefault(int(f.value), column)
        if sorted(steps) != list(range(1, len(steps) + 1)) or len(steps) < 2:
            continue  # no series of numbered steps from the first (`1차 | 2차 | 3차`)
        if len(set(steps.values())) != len(steps):
            continue  # (two steps under one head, `2~3차`: no step has its own column)
        readings = source.readings(anchor, units.get(anchor))
        for k, (step, figure) in enumerate(pairs):
            held = _columns_of(figure, readings, row_cells) - {-1}
            if step in steps and held and held <= set(steps.values()):
                seen.setdefault(k, []).append((steps[step], held, anchor, head))
    for k, rows in seen.items():
        # (a figure some cited row holds under its step is that row's: `각각 30만 원` beside)
        if any(column in held for column, held, _, _ in rows):
            continue
        step, figure = pairs[k]
        _, _, anchor, head = rows[0]
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor, head),
                f"{figure.raw.strip()!r} is given to step {step} here, but {anchor} holds it "
                f"under another step's head of {head}; restate the figure of step {step}.",
            )
        )
        return


def check_written_steps(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a step a figure the cited blocks' own text gives only to
    other steps (`1차 30만 원, 2차 60만 원, 3차 이상 90만 원` for `2차 90만 원`), and gives the
    sentence's step a figure of its own. A figure some cited block gives the step named (under
    another subject too) passes."""
    pairs = _pairs(sentence.body, figures)
    if not pairs:
        return
    written = [
        (anchor, _pairs(source.blocks[anchor].text, source.figures(anchor))) for anchor in visible
    ]
    for step, figure in pairs:
        steps_holding: set[int] = set()
        named_steps: set[int] = set()
        first = ""
        for anchor, theirs in written:
            for their_step, theirs_figure in theirs:
                named_steps.add(their_step)
                if matches(figure, theirs_figure, _NO_YEARS):
                    steps_holding.add(their_step)
                    first = first or anchor
        if not steps_holding or step in steps_holding or step not in named_steps:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (first,),
                f"{figure.raw.strip()!r} is given to step {step} here, but {first} gives it to "
                f"step {min(steps_holding)}; restate the figure of step {step}.",
            )
        )
        return


def _pairs(body: str, figures: list[Figure]) -> list[tuple[int, Figure]]:
    """(step, its figure) for each numbered step the sentence names with a figure: in Korean
    only when it names two steps or more (one step named alone is `_check_labels`' and the
    named columns' to judge)."""
    # (a bare day, `10일`, may be a number of days: `1차 영업정지 10일, 2차 30일`)
    numbers = [f for f in figures if (f.kind == "number" and f.value >= 1) or _a_day(f)]
    english: list[tuple[int, Figure]] = []
    korean: list[tuple[int, Figure]] = []
    for figure in numbers:
        end = figure.start + len(figure.raw.rstrip())
        step = _ENGLISH_STEP.match(body, end)
        if step is not None and not any(end < f.start < step.end() for f in numbers):
            english.append((_RANK_EN_WORDS[step.group("n").lower()], figure))
            continue
        named = _KOREAN_STEP.search(body, max(0, figure.start - _REACH), figure.start)
        if named is not None:
            korean.append((int(named.group("n")), figure))
    if len({step for step, _ in korean}) < 2:
        korean = []
    return english + korean


def _a_day(figure: Figure) -> bool:
    return figure.kind == "date" and figure.key[:2] == (None, None)
