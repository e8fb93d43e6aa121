"""Whose weekday: a weekday a cited block of prose gives one name, given by the draft to another
(`가람동·나루동은 화요일, 다솜동·마루동은 목요일` told as `가람동은 목요일`, or in English
`Garam-dong on Thursdays`).

Within each sentence of a text, a weekday written undated (`화요일`, `화·목요일`, `Tuesdays`; a
date's weekday is the calendar's) belongs to the list of names right before it, or, in a
sentence whose first weekday has none, to the list right after it with a particle or a colon
between (`화요일은 가람동, 목요일은 다솜동`); a block's sentence counts only when it sets two
weekdays or more apart so (a schedule of names; `일요일 경기` names no entry). The names are
the words the sentence and a cited block both write, each part of a name joined by a middle
dot (`가람동·나루동`) on its own. A weekday the draft gives a name is refused when the cited
prose gives that name other weekdays only and gives this one to another name; a name the
blocks give no weekday, or a weekday no other name has, is left to the schedule check."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._names import words
from fa_grounding._crosschecks._romanized import with_korean_names
from fa_grounding._crosschecks._weekdays import _WEEKDAYS_KO, _undated_weekdays
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_weekday_owners",)

# Where a block's sentence ends (`… 수거한다. 다만 …`, a line, a semicolon)
_SENTENCE_END = re.compile(r"(?<=[.;])\s+|\n")
_DOT = re.compile(r"[·ㆍ]")
# What stands between a name and its weekday after it (`가람동은 화요일`, `Garam on Tuesdays`),
# or between a weekday and its name after it (`화요일은 가람동`, `화요일에는: 가람동`)
_BEFORE_GAP = re.compile(r"\s*(?:(?:on|every)\s+)?(?:매주\s*)?")
_AFTER_GAP = re.compile(r"\s*(?:(?:은|는|에는|에|:)\s*(?:[:,]\s*)?|(?:,\s*)?for\s+)")
# What joins two names of one list (`가람동·나루동`, `가람동과 나루동`, `Garam and Naru`)
_LIST_GAP = re.compile(r"\s*(?:[,·ㆍ]|및|and|,\s?and)\s*")
_JOINED_BY_PARTICLE = re.compile(r"(?:과|와)$")
# A verb's ending, never a name (`겹치면`, `운영하고`)
_VERB_END = re.compile(r"(?:면|고|며|서|니|는데|지만|다|며는)$")


def _names(text: str) -> list[tuple[str, int, int, bool]]:
    """Each name of `text` as (name, start, end, joined to the next by `과`/`와`); a name of parts
    (`가람동·나루동은`) part by part; not a weekday (`화요일`) nor a verb (`겹치면`)."""
    found = []
    for word in words(text):
        raw = text[word.start : word.end]
        if "요일" in word.name or _VERB_END.search(raw) is not None:
            continue
        joined = _JOINED_BY_PARTICLE.search(raw) is not None
        found.extend((part, word.start, word.end, joined) for part in _DOT.split(word.name) if part)
    return found


def _run(text: str, named: list[tuple[str, int, int, bool]], k: int, step: int) -> set[str]:
    """The names of the list the `k`th of `named` stands in, read toward `step` (-1: back)."""
    run = {named[k][0]}
    while 0 <= k + step < len(named):
        a, b = (named[k + step], named[k]) if step < 0 else (named[k], named[k + step])
        # (parts of one word, `가람동·나루동`; a name joined by `과` or a list's mark)
        if (
            a[1] == b[1]
            or (a[3] and not text[a[2] : b[1]].strip())
            or _LIST_GAP.fullmatch(text[a[2] : b[1]])
        ):
            run.add(named[k + step][0])
        else:
            break
        k += step
    return run


def owned_weekdays(
    text: str, names: frozenset[str], *, contrast: bool = False
) -> dict[str, set[int]]:
    """name -> the weekdays `text` gives it (of `names`): in each sentence, the list of names
    right before each weekday (`가람동·나루동은 화요일`), or, in a sentence whose first weekday has
    none, the list right after each (`화요일은 가람동, 목요일은 다솜동`). With `contrast`, only a
    sentence giving two weekdays or more each to its names counts (a block's schedule of
    names, not `일요일 경기`)."""
    out: dict[str, set[int]] = {}
    start = 0
    for end in [m.start() for m in _SENTENCE_END.finditer(text)] + [len(text)]:
        part = text[start:end]
        start = end
        days = _undated_weekdays(part)
        named = [n for n in _names(part) if n[0] in names]
        if not days or not named:
            continue
        before = [_before(part, named, at) for _day, _word, at in days]
        after = [_after(part, named, at + len(word)) for _day, word, at in days]
        owners = before if before[0] else after
        if contrast and len({d for (d, _w, _a), own in zip(days, owners, strict=True) if own}) < 2:
            continue  # (a block's weekday of one thing, `일요일 경기`, sets no names apart)
        for (day, _word, _at), own in zip(days, owners, strict=True):
            for name in own:
                out.setdefault(name, set()).add(day)
    return out


def _before(text: str, named: list[tuple[str, int, int, bool]], at: int) -> set[str]:
    """The list of names right before a weekday at `at`."""
    k = max((i for i, n in enumerate(named) if n[2] <= at), default=None)
    if k is None or _BEFORE_GAP.fullmatch(text, named[k][2], at) is None:
        return set()
    return _run(text, named, k, -1)


def _after(text: str, named: list[tuple[str, int, int, bool]], end: int) -> set[str]:
    """The list of names right after a weekday ending at `end`."""
    k = min((i for i, n in enumerate(named) if n[1] >= end), default=None)
    if k is None or _AFTER_GAP.fullmatch(text, end, named[k][1]) is None:
        return set()
    return _run(text, named, k, 1)


def check_weekday_owners(
    sentence: Sentence, *, source: _Source, visible: tuple[str, ...], out: list[Finding]
) -> None:
    """GR-03 when the sentence gives a name a weekday the cited prose gives another name, and
    gives this name other weekdays only (module doc)."""
    if any(f.rule == "GR-03" for f in out):
        return
    prose = [a for a in visible if not source.blocks[a].table_row]
    texts = [source.blocks[a].text for a in prose]
    if not texts or not _undated_weekdays(sentence.body):
        return
    body = with_korean_names(sentence.body, texts)
    theirs_names = frozenset(n[0] for t in texts for n in _names(t) if len(n[0]) >= 2)
    names = frozenset(n[0] for n in _names(body)) & theirs_names
    if not names:
        return
    mine = owned_weekdays(body, names)
    for anchor, text in zip(prose, texts, strict=True):
        theirs = owned_weekdays(text, theirs_names, contrast=True)
        for name, days in sorted(mine.items()):
            own = theirs.get(name)
            if not own or days <= own:
                continue
            for day in sorted(days - own):
                holders = sorted(n for n, d in theirs.items() if day in d and n != name)
                if not holders:
                    continue
                given = "·".join(f"{_WEEKDAYS_KO[d]}요일" for d in sorted(own))
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"{_WEEKDAYS_KO[day]}요일 is given to {name!r} here, but {anchor} gives "
                        f"{name!r} {given} and {_WEEKDAYS_KO[day]}요일 to {', '.join(holders)}; "
                        "restate the weekday the block gives this name.",
                    )
                )
                return
