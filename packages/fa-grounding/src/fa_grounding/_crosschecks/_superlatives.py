"""The first place a block gives in words, and whose it is.

A block writes a first place in prose: `증가율은 민간일자리 연계가 14.9%로 가장 높았다`,
`증가율은 국립부산과학관이 11.0%로 가장 높았으며`. A draft may keep the figure and give the place
to another name (`국립중앙과학관이 11.0%로 가장 높았음`), or keep the measure and give the place
to another figure (`public jobs showing the fastest growth at 11.7%`, a figure of a table row
cited beside it). Each figure is in a cited block, so the check by value passes both; this
module compares the first place itself.

- Another figure: the sentence ranks first a figure of the same kind (unit and counter) as the
  one a cited block ranks first in the same direction, of the same measure (the rate or count
  the block's clause names, or in English a word of that measure: `growth` for `증가율`), and
  no cited block ranks the sentence's figure first.
- Another name: the sentence's figure is the one the block ranks first, and the name the
  sentence makes its subject (`국립중앙과학관이`) is in no cited block, while the block's subject
  (`국립부산과학관이`) is not in the sentence and shares its kind's word (`과학관`): a sibling
  of the same kind, not the same name spelled otherwise.

Silent when a side cannot tell (no first place in words, two of the same kind, no subject)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._clauses import clause_anchors, clauses
from fa_grounding._crosschecks._list_places import among_a_part
from fa_grounding._crosschecks._orders import entries_in_order
from fa_grounding._crosschecks._ranked import _claims, _ranked_figure
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._findings import _finding

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_first_places",)

# The measure a block's clause ranks by: a word ending in a rate or a count (`증가율`, `비중`,
# `참여자 수`, `관람객`), and the English words of the same measure
_MEASURE = re.compile(r"([가-힣]{1,6}(?:[률율]|비중|비율))(?:은|는|이|가|로|에서)?(?![가-힣])")
_ENGLISH_OF = (
    (re.compile(r"증가|증감|상승|성장|늘"), re.compile(r"grow|growth|increase|rise|rose|fastest")),
    (re.compile(r"감소|하락|줄"), re.compile(r"declin|decrease|fall|fell|drop")),
    (re.compile(r"비중|비율|점유"), re.compile(r"share|proportion|portion")),
)
# A subject right before its figure in a clause (`국립부산과학관이 11.0%로`)
# (or a Korean name an English sentence writes in Latin letters, read as the name, before its
# verb: `경기 added 20 beds` of `Gyeonggi added 20 beds`)
_SUBJECT = re.compile(
    r"([가-힣A-Za-z·]{2,}?)(?:이|가|은|는)\s?$|([가-힣·]{2,})\s(?:[a-z]+\s){1,3}$"
)
_ENGLISH_COUNT = re.compile(r"\s[a-z]{3,}")  # (`20 beds`: a count in English words)
_KIND_WORD = 2  # the shortest word of a kind two siblings share (`과학관`, `일자리`)
_REACH = 24


def check_first_places(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a first place another figure or another name than the
    cited block that writes it."""
    body = sentence.body
    for at, rank, up, word in _claims(body):
        mine = _ranked_figure(body, figures, at) if rank == 1 else None
        if mine is None or among_a_part(body, at):
            continue  # (a first place among a part: `동부와 서부 중에서는 서부가 가장 많았다`)
        # (an English sentence counts in its own words, before the figure or after it: `the
        # most visitors ... at 8,640`, `20 beds`)
        english = (
            _ENGLISH_COUNT.match(body, mine.start + len(mine.raw)) is not None
            or HANGUL.search(body) is None
        )
        theirs = list(_firsts(mine, up, visible, source, english=english))
        if not theirs:
            continue
        same = [t for t in theirs if matches(mine, t[1], _NO_YEARS)]
        if same:
            _check_subject(sentence, mine, same[0], visible, source=source, out=out)
            continue
        if len({t[1].value for t in theirs}) != 1:
            continue  # two first places of one kind: which is meant cannot be told
        anchor, first, clause = theirs[0]
        if _top_of_several(mine, figures, anchor, first, source):
            continue  # `경기와 서울이 각각 55,980명, 39,650명으로 가장 많았다`: the top two
        # (the block's own list after its first place holds the sentence's figure: `경기가
        # 55,980명으로 가장 많았고, 서울 39,650명, ... 순` ranks 39,650 below the first)
        if not _same_measure(clause, body) and not _listed_after(mine, anchor, first, source):
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor,),
                f"{word!r} is given to {mine.raw.strip()!r} here, but {anchor} gives that first "
                f"place to {first.raw.strip()!r}; restate the figure it ranks first.",
            )
        )


def _firsts(
    mine: Figure, up: bool, visible: tuple[str, ...], source: _Source, *, english: bool = False
) -> list[tuple[str, Figure, str]]:
    """(block, figure, its clause) for each first place a cited paragraph gives in the
    direction `up`, of a figure of `mine`'s kind (`english`: the sentence counts in English
    words, `20 beds`)."""
    found = []
    for anchor in visible:
        if source.blocks[anchor].table_row:
            continue
        text = source.blocks[anchor].text
        figures = source.figures(anchor)
        for at, rank, their_up, _ in _claims(text):
            if rank != 1 or their_up != up:
                continue
            first = _ranked_figure(text, figures, at)
            if first is None or first.unit != mine.unit:
                continue
            if first.counter != mine.counter and not (english and not mine.counter):
                continue  # (an English count's word, `20 beds`, is any Korean counter's)
            start = max((text.rfind(c, 0, first.start) for c in ",.;"), default=-1) + 1
            found.append((anchor, first, text[start:at]))
    return found


def _top_of_several(
    mine: Figure, figures: list[Figure], anchor: str, first: Figure, source: _Source
) -> bool:
    """Whether the sentence ranks first the top few of the block's list together: it gives the
    first place's figure too, and every figure of its kind the block writes between the first
    and `mine` (`경기와 부산이 ... 가장 많았다` leaves out 서울's, between them: no top two)."""
    if not any(matches(f, first, _NO_YEARS) for f in figures):
        return False
    end = next((f.start for f in source.figures(anchor) if matches(mine, f, _NO_YEARS)), -1)
    between = [
        f
        for f in source.figures(anchor)
        if first.start < f.start < end and (f.unit, f.counter) == (first.unit, first.counter)
    ]
    return end > first.start and all(
        any(matches(g, f, _NO_YEARS) for g in figures) for f in between
    )


def _listed_after(mine: Figure, anchor: str, first: Figure, source: _Source) -> bool:
    """Whether the block writes `mine` after its first place's figure in the same sentence,
    as a later entry of the same kind (`경기가 55,980명으로 가장 많았고, 서울 39,650명`)."""
    text = source.blocks[anchor].text
    end = min((i for i in (text.find(". ", first.start), len(text)) if i >= 0), default=len(text))
    return any(
        first.start < f.start < end
        and f.unit == first.unit
        and f.counter == first.counter
        and matches(mine, f, _NO_YEARS)
        for f in source.figures(anchor)
    )


def _same_measure(clause: str, body: str) -> bool:
    """Whether the sentence names the measure the block's clause ranks by."""
    measure = _MEASURE.search(clause)
    if measure is None:
        return False
    word = measure.group(1)
    if word in body:
        return True
    lowered = body.lower()
    return any(korean.search(word) and english.search(lowered) for korean, english in _ENGLISH_OF)


def _check_subject(
    sentence: Sentence,
    mine: Figure,
    theirs: tuple[str, Figure, str],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence makes a sibling of the block's subject the subject of the
    first place (`국립중앙과학관이` for `국립부산과학관이`), a name no cited block holds."""
    anchor, first, _ = theirs
    body, text = sentence.body, source.blocks[anchor].text
    said = _SUBJECT.search(body, max(0, mine.start - _REACH), mine.start)
    given = _SUBJECT.search(text, max(0, first.start - _REACH), first.start)
    if said is None or given is None:
        return
    name, owner = said.group(1) or said.group(2), given.group(1)
    if name == owner or owner in body:
        return
    # (the blocks of the figure's own clause, when the sentence cites clause by clause)
    own = clause_anchors(sentence, clauses(sentence), mine, visible) or visible
    if any(name in source.blocks[a].text for a in own):
        return
    kind = _shared_end(name, owner)
    if (len(kind) < _KIND_WORD or kind in {name, owner}) and not _listed_together(
        name, owner, source.blocks[anchor].document, source
    ):
        return
    out.append(
        _finding(
            "GR-03",
            sentence,
            (anchor,),
            f"{mine.raw.strip()!r} is given to {name} here, but {anchor} gives it, and its first "
            f"place, to {owner}; restate whose it is.",
        )
    )


def _listed_together(name: str, owner: str, document: str, source: _Source) -> bool:
    """Whether a block of the document lists both names as entries of one list in order
    (`육류(…)가 9,280건으로 가장 많았고, 과일류 7,540건, … 순`): siblings, whatever their words."""
    return any(
        {name, owner} <= {entry for entry, _ in entries}
        for block in source.blocks.values()
        if block.document == document
        for entries in entries_in_order(block.text)
    )


def _shared_end(a: str, b: str) -> str:
    """The longest ending two words share (`과학관` of `국립중앙과학관` and `국립부산과학관`)."""
    k = 0
    while k < min(len(a), len(b)) and a[-1 - k] == b[-1 - k]:
        k += 1
    return a[len(a) - k :] if k else ""
