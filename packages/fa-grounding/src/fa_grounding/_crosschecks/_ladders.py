"""Named steps of a ladder: a weather advisory and its warning (`풍랑주의보`, `풍랑경보`), the
steps of a crisis alert (`관심`, `주의`, `경계`, `심각` 단계), grades in words (`우수`, `보통`,
`미흡` 등급), the sides of a range (`상한`, `하한`). A step is no figure, yet a draft that writes
`풍랑주의보` where its cited block writes `풍랑경보` states another fact. Each ladder is data
(`LADDERS`): its steps and the words that must stand with a step for it to be one (`단계`,
`등급`, a hazard before `주의보`), so a common word (`주의가 필요`, `보통 3일`) names no step.

A sentence's step is held to its cited blocks when a cited block writes another step of the
same ladder (of the same hazard), no cited block writes the sentence's step, and the sentence
does not write the block's step too; else nothing is said."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("LADDERS", "check_ladder_steps")

_HAZARDS = r"풍랑|호우|대설|태풍|한파|폭염|건조|강풍|황사|미세먼지|초미세먼지|오존|해일|지진해일"
LADDERS: tuple[re.Pattern[str], ...] = (
    # a weather advisory or warning, by its hazard: the step is `주의보` or `경보`
    re.compile(rf"(?P<kind>{_HAZARDS})\s?(?P<step>주의보|중대경보|경보)"),
    # the steps of a crisis alert, before `단계` or `경보`
    re.compile(r"(?P<kind>)(?P<step>관심|주의|경계|심각)\s?(?:단계|경보)"),
    # the two sides of a range a standard sets (`하한 미달`, `상한을 초과`)
    re.compile(r"(?P<kind>)(?P<step>상한|하한)(?=\s?(?:[선치값]|을|를|이|가|은|는|에|\s|$))"),
    # grades in words, before `등급`
    re.compile(r"(?P<kind>)(?P<step>최우수|우수|양호|보통|미흡|불량|매우\s?미흡)\s?등급"),
)
"""Each ladder: a pattern whose `kind` group is what the step is of (a hazard; empty for one
ladder of its own) and whose `step` group is the step."""


def _steps(text: str) -> set[tuple[int, str, str]]:
    """(ladder, kind, step) of each step `text` writes."""
    return {
        (k, m.group("kind"), re.sub(r"\s", "", m.group("step")))
        for k, ladder in enumerate(LADDERS)
        for m in ladder.finditer(text)
    }


def check_ladder_steps(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence writes a step of a ladder its cited blocks do not, and a cited
    block writes another step of that ladder the sentence does not."""
    del figures  # (a step is no figure)
    mine = _steps(sentence.body)
    if not mine:
        return
    theirs = {anchor: _steps(source.blocks[anchor].text) for anchor in visible}
    cited = set().union(*theirs.values())
    for ladder, kind, step in sorted(mine):
        if (ladder, kind, step) in cited:
            continue
        for anchor, steps in theirs.items():
            other = sorted(
                s for (k, h, s) in steps if k == ladder and h == kind and (k, h, s) not in mine
            )
            if other:
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"'{kind}{step}' is not what {anchor} writes: it gives "
                        f"'{kind}{other[0]}'; restate the step.",
                    )
                )
                return
