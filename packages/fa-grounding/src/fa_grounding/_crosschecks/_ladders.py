"""Named steps of a ladder: a weather advisory and its warning (`풍랑주의보`, `풍랑경보`), the
steps of a crisis alert (`관심`, `주의`, `경계`, `심각` 단계), grades in words (`우수`, `보통`,
`미흡` 등급), the sides of a range (`상한`, `하한`). A step is no figure, yet a draft that writes
`풍랑주의보` where its cited block writes `풍랑경보` states another fact. Each ladder is data
(`LADDERS`): its steps and the words that must stand with a step for it to be one (`단계`,
`등급`, a hazard before `주의보`), so a common word (`주의가 필요`, `보통 3일`) names no step.

A sentence's step is held to its cited blocks when a cited block writes another step of the
same ladder (of the same hazard), no cited block writes the sentence's step, and the sentence
does not write the block's step too; else nothing is said.

A grade written as an attribute of a name (`Ⅱ급인 흑두루미`, `3등급의 교량`) is held to the grade a
cited block writes the same way for that name, where the block writes it with another grade and
nowhere with the sentence's."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._names import stem
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("LADDERS", "check_grades_of_names", "check_ladder_steps")

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


# A grade or step given to a name as its attribute (`Ⅱ급인 흑두루미는`, `3등급의 교량`)
_GRADE_OF_NAME = re.compile(
    r"(?<![\w])(?P<grade>[ⅠⅡⅢⅣⅤⅰⅱⅲⅳⅴ]|\d{1,2})\s?(?P<unit>급|등급|단계)\s?(?:인|의)\s"
    r"(?P<name>[가-힣]{2,})"
)
_NAME_STEM = 2


def _grades_of_names(text: str) -> dict[tuple[str, str], set[str]]:
    """(unit, the name's first syllables) -> the grades a text gives that name as its attribute
    (`Ⅱ급인 흑두루미는`: 급, 흑두루 -> Ⅱ)."""
    found: dict[tuple[str, str], set[str]] = {}
    for m in _GRADE_OF_NAME.finditer(text):
        found.setdefault((m["unit"], m["name"][: _NAME_STEM + 1]), set()).add(m["grade"])
    return found


def check_grades_of_names(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a name another grade than the one a cited block gives it
    the same way (`Ⅰ급인 흑두루미` where the block writes `Ⅱ급인 흑두루미`)."""
    del figures  # (a grade is checked as a word of the name, its number by value elsewhere)
    for m in _GRADE_OF_NAME.finditer(sentence.body):
        key = (m["unit"], m["name"][: _NAME_STEM + 1])
        for anchor in visible:
            given = _grades_of_names(source.blocks[anchor].text).get(key, set())
            if given and m["grade"] not in given:
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"the sentence gives {stem(m['name'])} {m['grade']}{m['unit']}, but "
                        f"{anchor} gives it {', '.join(g + m['unit'] for g in sorted(given))}; "
                        "restate its grade.",
                    )
                )
                return
