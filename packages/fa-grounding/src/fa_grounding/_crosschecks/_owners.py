"""Which figure is whose: a figure a draft gives one name must not be the one a block gives
another.

A block that gives two subjects their figures (`울진 37.3℃, 강릉 38.4℃`, `부산항(-2.1%), 광양항
(-1.7%)`, a table row under `구분 | 부산항 | 인천항`, `A와 B는 각각 66.4%, 70.5%`) says whose each
figure is. A draft that swaps them (`울진은 38.4℃, 강릉은 37.3℃`) restates every figure and still
says something false. This module reads, on both sides, which name owns each figure, and reports
a draft figure whose name owns another figure in the cited blocks while the value belongs to a
different name there.

The names compared are the words both the draft and a cited block use, and the names a block
lists with their figures, each reduced to its stem (the particle taken off: `울진은` -> `울진`).
A name owns the figures written after it in a block (up to the next name), the list after its
colon, the figures of its row when it labels a table row, the figures of its column when it
heads one, and the figures a `각각`/`respectively` list pairs with it in order. In a draft, the
noun phrase right before a figure (its particle, a colon or a bracket between) owns it, or a
`각각` list does; a name marked as a base of comparison (`부산보다`, `전년 대비`) owns nothing.
Only names the blocks tell apart count: an attribute every entry shares (`객석 점유율`) owns
nothing. When a side cannot tell whose a figure is, nothing is reported: this check adds
refusals only where both sides name an owner.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from itertools import combinations, pairwise
from typing import TYPE_CHECKING, NamedTuple

from fa_grounding._claims import GLOSS, QUALIFIER, _ranks, _rate_base, states_a_change
from fa_grounding._crosschecks._alike import comparable, counted
from fa_grounding._crosschecks._english_names import with_class_names
from fa_grounding._crosschecks._listed_names import RESPECTIVE, SEPARATOR, listed_names
from fa_grounding._crosschecks._lists import (
    RANK_AFTER,
    TOPIC_END,
    WEEKDAY_LIST,
    adjacent_run,
    clause_topics,
    dotted_parts,
    listed_after,
    measure_over_list,
    ratio_of,
    split_dotted,
    split_dotted_words,
)
from fa_grounding._crosschecks._named_before import (
    BASE_AFTER_FIGURE,
    rival_base,
    row_before_head,
)
from fa_grounding._crosschecks._names import (
    Owner,
    _is_base,
    _words,
    compound_name,
    named_after_subject,
    second_term,
    short_names,
    stem,
    words,
)
from fa_grounding._crosschecks._per_period import base_of_a_period
from fa_grounding._crosschecks._phrases import (
    alone_before,
    direct_owners,
    head_noun,
    tight,
    verb_nouns,
    verbs_of,
)
from fa_grounding._crosschecks._rate_gaps import stated_change
from fa_grounding._crosschecks._told_apart import distinctive_names, shared_names
from fa_grounding._figures._figure import Figure, _year_like
from fa_grounding._figures._match import matches
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._findings import _finding
from fa_grounding._report import UNCONFIRMED
from fa_grounding._suppositions import rule_terms
from fa_grounding._units import cell_spans, merged_over_empty

if TYPE_CHECKING:
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

_TOPIC_WORD = re.compile(r"([가-힣]{2,})(?:은|는)\s")
# The particle of a topic at a word's last letter (`입문반은 `)
# A total after a list's entries: no entry's figure (`... 사립 24곳 등 총 210곳`)
_TOTAL_BEFORE = re.compile(r"(?<![가-힣])(?:총|합계|모두|전체|계)(?![가-힣])|\btotal\b")
_CELL = " | "
_MEMBERS = re.compile(r"[가-힣]{0,3}\s?[(（]([^()（）\d]{1,40})[)）]")
# Between a subject and its share of the whole or of the usual year: `이 전체 입장객의 `, `은 총
# 매출의 `, `은 예년의 `
_OF_THE_WHOLE = re.compile(
    r"(?:이|가|은|는)?\s(?:(?:전체|총)\s?(?:[가-힣]+\s)?[가-힣]+|예년|평년|전년|지난해)의\s?"
)


def prose_owners(
    text: str,
    figures: Iterable[Figure],
    names: frozenset[str],
    *,
    strict: bool,
    spans: dict[int, str] | None = None,
    chain: bool = False,
) -> dict[int, set[str]]:
    """figure start -> the names that own it in running text (a block's, or a draft's).

    In a block (`strict` False) a figure is owned by the names written since the figure before
    it in its sentence, or, when none is, by that figure's owners (`공급능력은 지난해(100.7GW)와
    비슷한 100.9GW`). In a draft (`strict`) only the one name right before the figure owns it
    (its particle, a colon, a bracket or spaces between). In both, a `각각` list pairs the names
    listed before it with the figures after it, in order. A word right after a figure is its
    unit or counter (`39만 1천 마리`), never a name; a rank (`5위`) is owned by nobody.
    `spans`, when given, receives for each owned figure of a block the text its owners were
    read from. With `chain`, a draft's figure right after a name's figure is the name's too
    (`_chained`): what a block's prose gives a name after its amount; a table's columns do not.
    It runs over 150 lines: one pass over the figures carries the state of the names before
    each (the previous figure's end and owners, the last two figures, the list pairs), which
    parts of it would have to hand each other at every step.
    """
    labels = [(w.start, w.end) for w in words(text) if w.name[:1].isdigit()]
    glosses = [m.span() for m in GLOSS.finditer(text)]
    figures = sorted(
        (
            f
            for f in figures
            if not _rank(text, f)
            and not _code(text, f)
            and not any(a <= f.start < b for a, b in labels)  # the 40 of `40대부`
            and not any(a <= f.start < b for a, b in glosses)  # the 13 of `청소년(13~18세)`
        ),
        key=lambda f: f.start,
    )
    units = {f.start + len(f.raw) for f in figures}
    # (nor the noun a `개` counts, `168개 지구`: the count's words, never a name)
    units |= {f.start + len(f.raw) + 1 for f in figures if f.counter == "개"}
    # (a word opening a bracket right after a figure that gives it a figure of its own is no
    # label of that figure: `7,500만 원 이하(종합소득 6,300만 원 이하)`; `800원(전자송달)` is)
    starts = [f.start for f in figures]
    # (in a draft, nor is a word begun inside a figure's own text, its unit: the `원` of
    # `6,150억 원(`)
    inside = [(f.start, f.start + len(f.raw)) for f in figures]
    # (nor a word of a bracket that qualifies the figure before it: `192개소(중복 지정 포함)`)
    # (or after the other end of a range the figure opens: `3~5일(영업일 기준)`)
    qualified = [
        m.span()
        for end in units
        if (m := QUALIFIER.match(text, _range_end(text, end)) or QUALIFIER.match(text, end))
    ]
    every = [
        w
        for w in words(text)
        if not any(
            0 <= w.start - end <= 1 and not _opens_own_entry(text, end, w, starts) for end in units
        )
        and not (strict and any(a < w.start < b for a, b in inside))
        and not any(a <= w.start < b for a, b in qualified)
    ]
    if not strict:
        # (a block's `서부권·남부권 각 3개소` gives both the 3; a draft's dotted names stay one
        # word, as they did: `통영·사천·밀양·거제 4곳` counts them, and owns nothing)
        every = split_dotted_words(every, names)
    listed = [w for w in every if w.name in names]
    # (in a block, the verb a figure is the object of owns it, never the figure after it:
    # `534톤(58.6%)을 퇴비화하고 242톤을`)
    verbs = {} if strict else verbs_of(text, figures, names)
    listed = [w for w in listed if w.start not in verbs]
    owned: dict[int, set[str]] = {}
    ratio = None
    respective = RESPECTIVE.search(text) or (ratio := ratio_of(text))
    if respective is not None:
        before = [
            w
            for w in split_dotted(text, every, names)
            if w.end <= respective.start() and not _is_base(text, w)
        ]
        after = listed_after(text, figures, respective.start())
        if ratio is not None:
            after = [f for f in after if f.start < ratio.end()]  # the ratio's own terms
        run = adjacent_run(text, before, len(after))
        if len(run) >= 2 and len(after) >= len(run):
            for owner, figure in zip(run, after, strict=False):
                owned.setdefault(figure.start, set()).add(owner.name)
            return owned
        if len(after) == 1 and len(adjacent_run(text, before)) >= 2:
            owned[after[0].start] = set()  # all the names' alike (`A와 B는 각각 60%`): nobody's
        # clauses each opened by a name: the list's figures are theirs in turn, the clauses'
        # own figures read as any others
        for owner, figure in zip(
            clause_topics(text, before, respective.start(), len(after)), after, strict=False
        ):
            owned[figure.start] = {owner.name}
    paired = set(owned)
    previous_end = 0
    previous_owners: set[str] = set()
    topic: set[str] = set()  # a block's names written with `은`/`는`, and the words before them
    measure: set[str] = set()  # a topic heading a list of other entries (`운영일수는 중앙 306일`)
    previous_span = ""
    last_two: list[Figure] = []  # a draft's last two figures
    for figure in figures:
        if figure.start in paired:
            previous_end = figure.start + len(figure.raw)
            continue
        if _sentence_break(text[previous_end : figure.start]):
            previous_owners, topic, measure = set(), set(), set()
        candidates = [w for w in listed if w.end <= figure.start and not _is_base(text, w)]
        if strict:
            # the noun phrase right before the figure (`대만 관광객은 118,330명`), of any
            # words; the names it holds own the figure
            before = [w for w in every if w.end <= figure.start and not _is_base(text, w)]
            if (
                before
                and (
                    tight(gap := text[before[-1].end : figure.start])
                    # `강원 권역이 전체 입장객의 72.1%`: the subject of a share of the whole
                    or _OF_THE_WHOLE.fullmatch(gap) is not None
                )
                and not _annotates(text, before[-1], figures)
            ):
                phrase = _phrase(text, before[-_PHRASE_WORDS:]) & names or (
                    # a name a word further back (`호남권 초미세먼지 농도는`) when the two words
                    # right before name nobody
                    _phrase(text, before[-_PHRASE_REACH:]) & names
                )
                # (the word a change counts is no owner of it: `가구가 1,240가구 줄었다`, while
                # a level it counts stays its: `가구가 79,820가구다`)
                if _CHANGE_AFTER.match(text, figure.start + len(figure.raw.rstrip())):
                    phrase = {n for n in phrase if not _counts(text, figure, n)}
                if phrase:
                    owned[figure.start] = phrase
            if figure.start not in owned and (head := _HEADED.match(text[: figure.start])):
                # `- 홍콩: 3,850만 달러, 2.2% 감소`: the one name before the colon, and no figure,
                # owns every figure of its item that no name after the colon owns
                heading = {w.name for w in listed if w.end <= head.end()}
                between = [
                    w
                    for w in listed
                    if head.end() <= w.start < figure.start
                    and not any(a <= w.start <= b + 1 for a, b in inside)
                ]
                if (
                    len(heading) == 1
                    and not between
                    and not any(f.start < head.end() for f in figures)
                ):
                    owned[figure.start] = heading
            if (
                chain
                and figure.start not in owned
                and last_two
                and last_two[-1].start in owned
                and _chained(text, listed, last_two, figure)
            ):
                # `즉석복권은 6,150억 원으로 18.3%`, `6,150억 원(18.3%)`: the name's figure
                owned[figure.start] = set(owned[last_two[-1].start])
            last_two = [*last_two[-1:], figure]
            continue
        if (judged := named_after_subject(text, figure, listed)) is not None:
            # `597건이 적합, 15건이 부적합으로`: the name after the counted subject is its, and
            # the next figure's names start after it
            owned[figure.start] = {judged.name}
            previous_end, previous_owners = judged.end, set()
            continue
        since = {w.name for w in candidates if w.start >= previous_end}
        if since:
            previous_owners = since
            previous_span = text[previous_end : figure.start]
            if any(TOPIC_END.match(text, w.end - 1) for w in candidates if w.start >= previous_end):
                # `볼링 입문반은 정원 20명에 64명이 지원해 경쟁률 3.2 대 1`: the topic owns every
                # figure of its sentence up to the next topic or the next entry a comma opens,
                # past the names of its parts
                topic = since
                measure = measure_over_list(text, candidates, previous_end, figure, listed)
            elif "," in previous_span:
                topic = set()
        elif _TOTAL_BEFORE.search(text[previous_end : figure.start]):
            previous_owners = set()  # `국립 47곳, ..., 사립 24곳 등 총 210곳`: the group's
        if previous_owners:
            owned[figure.start] = set(previous_owners) | topic | measure
        for at, name in verbs.values():
            if at == figure.start:
                owned.setdefault(figure.start, set()).add(name)
        counted = _counted_name(text, figure, listed)
        if counted is not None:
            # `다음 3개 요건 중`: the name a count is of, right after its counter, owns it too
            owned.setdefault(figure.start, set()).add(counted)
        head = _HEADED.match(text[: figure.start])
        if head is not None:
            # `대공연장(1,204석): 공연 86회, 관객 71,358명`: the name before the colon owns the
            # list after it
            heading = {w.name for w in listed if w.end <= head.end()}
            if heading:
                owned.setdefault(figure.start, set()).update(heading)
        after = _OF_AFTER.match(text, figure.start + len(figure.raw))
        if after is not None and stem(after.group(1)) in names:
            # `2대의 컴퓨터`: the name after `의` owns the figure before it
            owned.setdefault(figure.start, set()).add(stem(after.group(1)))
            if spans is not None:
                spans[figure.start] = previous_span
        previous_end = figure.start + len(figure.raw)
        if (members := _MEMBERS.match(text, previous_end)) is not None:
            # `2개소(누리·은하수)`: the names in a bracket right after a figure are its own,
            # never the next figure's
            theirs = {w.name for w in listed if members.start(1) <= w.start < members.end(1)}
            owned.setdefault(figure.start, set()).update(theirs)
            previous_end = members.end() if theirs else previous_end
    return owned


_RANGE_TAIL = re.compile(r"\s?[~∼～]\s?\d[\d,.]*")


def _range_end(text: str, end: int) -> int:
    """Where the range a figure ending at `end` opens ends (`3~5`), or `end` if it opens none."""
    tail = _RANGE_TAIL.match(text, end)
    return tail.end() if tail is not None else end


def _stretch_names(
    body: str, figures: list[Figure], figure: Figure, names: frozenset[str]
) -> set[str]:
    """The names written between the figure before `figure` (or the sentence's start) and it,
    not as a base of comparison (`지난해 3,150ha보다`)."""
    start = max((f.start + len(f.raw) for f in figures if f.start < figure.start), default=0)
    return {
        w.name
        for w in words(body)
        if start <= w.start and w.end <= figure.start and w.name in names and not _is_base(body, w)
    }


def _counted_name(text: str, figure: Figure, listed: list[Owner]) -> str | None:
    """The name a block's count is of, right after its counter and a space (`3개 요건`,
    `12곳 센터`), or None."""
    if not figure.counter or text[: figure.start].rstrip().endswith(("~", "∼", "-")):
        return None  # (the end of a range, `10~30만명 일자리`, counts with its start)
    end = figure.start + len(figure.raw.rstrip())
    gap = text[end : end + len(figure.counter) + 2]
    if not gap.lstrip().startswith(figure.counter):
        return None
    after = end + gap.index(figure.counter) + len(figure.counter)
    return next(
        (w.name for w in listed if w.start == after + 1 and text[after : after + 1] == " "),
        None,
    )


def _chained(text: str, listed: list[Owner], chain: list[Figure], figure: Figure) -> bool:
    """Whether a draft's `figure` is the name's that owns the figure right before it: only that
    figure's particle or a bracket stand between them (`6,150억 원으로 18.3%`) and the two are
    of different units (not a level and its change, `31,402명으로 368명 감소`), or the word of a
    part does (`32억 원 중 15억 원(`); and the name is the only one written in that figure's
    clause (`가석방으로 출소한 인원은 9,940명으로 36.0%` names two: whose the share is stays
    untold)."""
    previous = chain[-1]
    end = previous.start + len(previous.raw)
    if previous.counter and text.startswith(previous.counter, end):
        end += len(previous.counter)  # (its counter, `5만 2,310건(16.7%)`)
        if previous.counter == "개" and (counted := _COUNTED.match(text, end)) is not None:
            end = counted.end()  # (and the noun `개` counts, `168개 지구`)
    # (a part with its own subject after it is that subject's: `612건 가운데 15건이 부적합`)
    part = _PART_OF.fullmatch(text, end, figure.start) is not None and bool(
        _PART_ENDS.match(text, figure.start + len(figure.raw.rstrip()))
    )
    alike = (previous.unit, previous.counter) == (figure.unit, figure.counter)
    if not part and (alike or _CHAINED.fullmatch(text, end, figure.start) is None):
        return False
    clause = chain[0].start + len(chain[0].raw) if len(chain) > 1 else 0
    # (the words of one name count once: `자활 일자리`, spaces only between them)
    named = [w for w in listed if clause <= w.start < previous.start]
    return len(named) >= 1 and all(not text[a.end : b.start].strip() for a, b in pairwise(named))


# What may stand between a draft's figure (its unit read with it) and the next one its name
# owns: a particle or an opening bracket (`6,150억 원으로 `, `6,150억 원(`).
# (`이며`, `이고` open a clause of its own: `3억 원이며 12개 과제를 선정`)
_CHAINED = re.compile(r"\s?(?:으로|로|에)?\s?[(（,]?\s?")
_COUNTED = re.compile(r"\s[가-힣]{1,6}(?![\d가-힣])")
# ... or the word of a part of it, whatever the units (`32억 원 중 15억 원`, `120 of which 45`):
# the part is the same name's
_PART_OF = re.compile(r"\s?(?:중|가운데)\s|,?\s(?:of which|of whom)\s")
_PART_ENDS = re.compile(r"\s?(?:[(（,]|$)")
# A change word after a figure and its counter, past a bracket of its rate (`1,240가구(1.5%)
# 줄었다`).
_CHANGE_AFTER = re.compile(
    r"[가-힣]{0,3}\s?(?:[(（][^()（）]{0,20}[)）]\s?)?(?:줄|늘|감소|증가|하락|상승|올랐|내렸)"
)


def _counts(text: str, figure: Figure, name: str) -> bool:
    """Whether `name` is the word written right after the figure as what it counts (`가구` of
    `1,240가구`)."""
    end = figure.start + len(figure.raw.rstrip())
    return figure.counter == name or text[end : end + len(name) + 1].strip().startswith(name)


def _annotates(text: str, owner: Owner, figures: list[Figure]) -> bool:
    """Whether a name right after a figure labels that figure (`752건 처리(97.3%)`): the
    bracket after it then annotates the same entry, and the name owns no other figure. A name
    after a list's mark opens the next entry (`토요일(19.6%)·금요일(17.8%)`)."""
    starts = [f.start for f in figures]
    return any(
        0 <= owner.start - (f.start + len(f.raw)) <= 2
        and SEPARATOR.search(text, f.start + len(f.raw), owner.start) is None
        and not _opens_own_entry(text, f.start + len(f.raw), owner, starts)
        for f in figures
    )


def _phrase(text: str, candidates: list[Owner]) -> set[str]:
    """The names of the noun phrase that ends with the last candidate: the words before it
    separated by spaces or a genitive `의` alone (`지방 주택건설은`, `울산의 수검률은` own their
    figure together)."""
    phrase = [candidates[-1]]
    for owner in reversed(candidates[:-1]):
        between = text[owner.end : phrase[-1].start]
        if between.strip() not in {"", "의"} or owner.end == phrase[-1].start:
            break
        word = text[owner.start : owner.end]
        if word.endswith(_ADVERBIAL + _OBJECT) and not _own_ro(word):
            # `구장에서는 일몰 15분 전`: a place or a time, not part of the subject; `모형을
            # 추정한 끝에`: an object, not the subject
            break
        if len(phrase) >= _PHRASE_PAIR and any(
            w.endswith(_SUBJECT) and stem(w) != w
            for w in (word, text[phrase[-1].start : phrase[-1].end])
        ):
            # a third word back only when it and the one after it take no particle (`전국 인증
            # 면적은`; not `발화요인은 전기적 요인이`, nor `지역별 소실률은 전남이`)
            break
        phrase.append(owner)
    return {owner.name for owner in phrase}


_HANGUL_BASE = 0xAC00
_FINALS = 28
_FINAL_RIEUL = 8


def _own_ro(word: str) -> bool:
    """Whether a word's last `로` is its own syllable, not the particle: the particle after a
    syllable closed by a consonant other than ㄹ is `으로`, so `상수관로`, `탐방로` and `항로` are
    nouns, while `서울로` and `바다로` may be a place the figure goes to."""
    if len(word) < 2 or not word.endswith("로") or not "가" <= word[-2] <= "힣":
        return False
    final = (ord(word[-2]) - _HANGUL_BASE) % _FINALS
    return final not in {0, _FINAL_RIEUL}


# `2대의 컴퓨터`, and past an era that dates the name (`17곳의 조선시대 건물지`)
_OF_AFTER = re.compile(
    r"[가-힣]{0,2}의\s(?:[가-힣]+(?:시대|년대|세기|연대|시기|왕조)\s)?([가-힣]+)"
)


def _code(text: str, figure: Figure) -> bool:
    """A figure glued to a Latin letter before it is part of a code (`A4`, `PM10`, `CO2`)."""
    return (
        figure.start > 0 and text[figure.start - 1].isascii() and text[figure.start - 1].isalpha()
    )


_HEADED = re.compile(r"[^:：\n]{1,60}[:：]")
_ADVERBIAL = ("에서는", "에서", "에는", "에", "으로", "로", "까지", "부터", "에게")
_OBJECT = ("을", "를")
_SUBJECT = ("은", "는", "이", "가")
_PHRASE_PAIR = 2
_PHRASE_WORDS = 3
"""How many words before a draft's figure its noun phrase reaches (`대만 관광객은`)."""
_PHRASE_REACH = 3
"""How far it reaches when those words name nobody (`호남권 초미세먼지 농도는`)."""


def _rank(text: str, figure: Figure) -> bool:
    return RANK_AFTER.match(text, figure.start + len(figure.raw)) is not None


def _sentence_break(gap: str) -> bool:
    return any(mark in gap for mark in (". ", "다.", "\n", ";"))


def row_owners(
    text: str,
    header: str | None,
    figures: Iterable[Figure],
    names: frozenset[str],
    spans: dict[int, str],
) -> dict[int, set[str]]:
    """figure start -> the names that own it in a table row: the names in the row's cells
    before it (its label, or a name cell of a `name | value | name | value` row; a group and
    the row's own name, `상위 | 서울 | 95.9`, both) and the names in the head of its column."""
    figures = list(figures)
    owned = prose_owners(text.replace(_CELL, " , "), figures, names, strict=False, spans=spans)
    cell_at = cell_spans(text)
    cells = [text[a:b] for a, b in cell_at]
    first_figure = min((f.start for f in figures), default=len(text))
    named = [c for c in cells if any(w.name in names for w in words(c))]
    leading = [
        c
        for (_a, b), c in zip(cell_at, cells, strict=True)
        if b <= first_figure and any(w.name in names for w in words(c))
    ]
    if len(leading) > 1:
        labels = leading  # the cells before the row's first figure, each with a name
    else:
        labels = [named[0]] if (named and named[0] is cells[0]) or len(named) == 1 else []
    label_names = {w.name for label in labels for w in words(label) if w.name in names}
    if label_names:
        # the row's label (its first cell with words) owns every figure of the row
        for figure in figures:
            owned.setdefault(figure.start, set()).update(label_names)
            spans[figure.start] = spans.get(figure.start, "") + " " + " ".join(labels)
    if header is None:
        return owned
    head_at = cell_spans(header)
    if len(head_at) != len(cell_at):
        return owned  # a row that does not line up with its head: its columns are unknown
    for figure in figures:
        column = max((i for i, (a, _b) in enumerate(cell_at) if a <= figure.start), default=0)
        head = header[slice(*head_at[column])]
        head_names = {w.name for w in words(head) if w.name in names}
        if head_names:
            owned.setdefault(figure.start, set()).update(head_names)
            spans[figure.start] = spans.get(figure.start, "") + " " + head
    return owned


class Swap(NamedTuple):
    """A draft figure given to `name` while the cited block `anchor` gives it to `holders`;
    `own` is the figure that block gives to `name`."""

    figure: Figure
    name: str
    anchor: str
    holders: frozenset[str]
    own: Figure
    unlike: bool = False
    """The block gives `name` only figures of another kind (a rate, for a count): unconfirmed."""


class CitedBlock(NamedTuple):
    """What the check needs of a cited block: its anchor, text, figures and table head."""

    anchor: str
    text: str
    figures: list[Figure]
    header: str | None
    table_row: bool


def _draft_names(body: str) -> set[str]:
    """The words of a draft that may name owners, and before a `각각` the parts of a name joined
    by a middle dot (`서울·부산은 각각`: 서울 and 부산 too)."""
    names = {w.name for w in words(body)}
    if RESPECTIVE.search(body):
        names |= {p for name in names for p in re.split(r"[·ㆍ]", name) if p != name}
    return names


# A whole a part of it is counted in, right after its figure (`86명 중`, `210개 지점 가운데`)
_WHOLE_AFTER = re.compile(r"[가-힣]{0,3}\s?(?:중|가운데)\s")
# A draft's figure a move starts from or a comparison is based on (`5,600백만 원에서`, `7,000원
# 보다`, `from 5,600`)
_START_AFTER = re.compile(r"[가-힣]{0,3}[)）]?\s?(?:에서|보다|대비|에\s?비해)")
_START_BEFORE = re.compile(r"\b(?:from|than)\s$", re.IGNORECASE)


def _block_owned(
    blocks: list[CitedBlock], names: frozenset[str], short: dict[str, str]
) -> list[tuple[CitedBlock, Figure, set[str], str]]:
    """Each cited figure a name may own with the names that own it and the words it is given
    with (of `swaps`): a base the block compares with, a rate's base and a ratio's second term
    left out; a short name the draft writes (`필기`) as the block's longer one."""
    theirs: list[tuple[CitedBlock, Figure, set[str], str]] = []
    for block in blocks:
        bands = [w for w in _words(block.text) if w.name[:1].isdigit()]  # `35~44세 | 36.7`
        own = [
            f
            for f in block.figures
            if f.kind in {"number", "time"}
            and not _rate_base(block.text, f)
            and not second_term(block.text, f)
            # (a base the block compares with, `참여자는 지난해 6,200명보다 늘었다`: the
            # topic's earlier figure, never the level a draft gives it)
            and (
                BASE_AFTER_FIGURE.match(block.text, f.start + len(f.raw)) is None
                or rival_base(block.text, f)
            )
            and not any(w.start <= f.start < w.end for w in bands)
        ]
        own = [f for f in own if f.start not in rule_terms(block.text, own)]  # (`가져오면 1개를`)
        spans: dict[int, str] = {}
        if block.table_row:
            owned = row_owners(block.text, block.header, own, names, spans)
        else:
            owned = prose_owners(block.text, own, names, strict=False, spans=spans)
            for f in own:
                # (another subject's level in brackets after its name is its alone)
                if (rival := rival_base(block.text, f)) and rival in names:
                    owned[f.start], spans[f.start] = {rival}, rival
        theirs.extend(
            (block, f, {short.get(n, n) for n in owned.get(f.start, ())}, spans.get(f.start, ""))
            for f in own
        )
    return theirs


def _owned_figures(
    body: str,
    figures: list[Figure],
    blocks: list[CitedBlock],
    same: Callable[[Figure, Figure], bool],
) -> list[Figure]:
    """The sentence's figures a name may own (of `swaps`): counts, amounts and times, not a
    year, a rank, a rate's base, a ratio's second term or a label's number, nor a start or a
    base the blocks write as the base of their comparison."""
    labels = [w for w in _words(body) if w.name[:1].isdigit()]  # `60대`, `2호선`
    numbers = [
        f
        for f in figures
        if (
            # a number, not a share or a part of a whole; or a time of day (`05:20`); a count
            # of days too (`7일에서 9일로`)
            (
                f.kind == "number"
                and f.period in {None, "second", "minute", "hour", "day"}
                and f.key in {(), (False,), (True,)}
            )
            or f.kind == "time"
        )
        and not _year_like(f)
        and not _rank(body, f)
        and not _rate_base(body, f)  # `10a당`: the base of a rate, nobody's figure
        and not second_term(body, f)  # the `1` of `21.8대 1`
        and not any(w.start <= f.start < w.end for w in labels)
        and not any(o.kind == "label" for o in f.others)  # `1심`: the label 제1심
    ]
    # (a start or a base the sentence writes, `5,600백만 원에서`, that a block writes as the base
    # of its comparison, `전년(5,600백만 원) 대비`: the earlier level, which the blocks' own
    # figures, their bases left out, do not hold)
    bases = [
        f
        for b in blocks
        for f in b.figures
        if BASE_AFTER_FIGURE.match(b.text, f.start + len(f.raw)) is not None
        and not rival_base(b.text, f)
    ]
    return [
        f
        for f in numbers
        if not (
            (
                _START_AFTER.match(body, f.start + len(f.raw)) is not None
                or _START_BEFORE.search(body, max(0, f.start - 6), f.start) is not None
            )
            and any(same(f, b) for b in bases)
        )
    ]


def swaps(
    body: str,
    figures: list[Figure],
    blocks: list[CitedBlock],
    same: Callable[[Figure, Figure], bool],
) -> list[Swap]:
    """The draft's figures that the cited blocks give to another name than the draft does."""
    draft_names = _draft_names(body)
    block_names = set()
    rivals: set[str] = set()
    for block in blocks:
        block_names.update(w.name for w in words(block.text))
        block_names.update(dotted_parts({w.name for w in words(block.text)}))
        block_names.update(verb_nouns(block.text))
        rivals.update(listed_names(block.text, block.figures))
        if block.header is not None:
            block_names.update(w.name for w in words(block.header))
    # the names the draft shares with the blocks, and the names the blocks give figures to
    # (their rivals for a figure): a block's other words (its verbs, its adjectives) are none;
    # a name the draft writes short (`필기` of `필기시험`) is the block's longer word
    short = short_names(draft_names - block_names, block_names)
    names = frozenset(
        n
        for n in (draft_names & block_names) | rivals | set(short) | set(short.values())
        if WEEKDAY_LIST.fullmatch(n) is None
    )
    if len(names) < 2 or not draft_names & names:
        return []
    numbers = _owned_figures(body, figures, blocks, same)
    prose = not any(b.table_row for b in blocks)
    mine = prose_owners(body, numbers, names, strict=True, chain=prose)
    heads = {
        re.sub(r"\s|[(（][^()（）]*[)）]", "", cell)
        for b in blocks
        if b.header is not None
        for cell in b.header.split(_CELL)
    } - {""}
    # (the rows' own names, their first cells: not a head's word, `집행률도 전년 대비`)
    labels = (
        frozenset(w.name for b in blocks if b.table_row for w in words(b.text.split(_CELL, 1)[0]))
        & names
    )
    for figure in numbers:
        if figure.start not in mine and (row := row_before_head(body, figure, labels, heads)):
            mine[figure.start] = {row}  # `바다동 비중은 15.0%`: the row's, under the head
    if not mine:
        return []
    theirs = _block_owned(blocks, names, short)
    distinctive = distinctive_names(theirs)
    shared = shared_names(theirs)
    # the names only the cited rows' heads write, never a cited row itself
    in_rows = {w.name for b in blocks if b.table_row for w in words(b.text)}
    heads_only = {w.name for b in blocks if b.header is not None for w in words(b.header)} - in_rows
    listed = [w for w in words(body) if w.name in names]
    # the measure both the sentence and a block open with (`증가율은 서구(2.7%)가 ...`): every
    # entry's, though it stands nearest the first; where no entry's name follows a topic, the
    # topic is the owner (`서울은 월 50만 원`)
    topics = set(_TOPIC_WORD.findall(body)) & {
        t for b in blocks for t in _TOPIC_WORD.findall(b.text)
    }
    # the nouns the sentence's own counts count (`18개 점포의 매출은`): each is that count's,
    # never the owner of a figure written after it
    counted = {
        (f.start, name) for f in figures if (name := _counted_name(body, f, listed)) is not None
    }
    found: list[Swap] = []
    for figure in numbers:
        if _WHOLE_AFTER.match(body, figure.start + len(figure.raw)) is not None:
            continue  # `청소년 봉사자는 86명 중 34명`: the whole the name's part is of
        given = {
            n
            for n in mine.get(figure.start, set()) & distinctive
            if not any(start < figure.start and n == name for start, name in counted)
        }
        given = given - topics or given  # (a topic is an owner when no entry name follows it)
        if not given:
            continue  # the sentence names no owner the blocks tell apart (`객석 점유율`)
        matched = [(b, f, o, span) for b, f, o, span in theirs if same(figure, f)]
        named = mine.get(figure.start, set())
        stretch = _stretch_names(body, numbers, figure, names)
        head, qualifiers = head_noun(body, figure)
        if not matched or any(
            # (the words qualifying the noun right before the figure, `참여자 모집에 980명`, are
            # one phrase with it: where a block's prose gives the figure to that noun alone,
            # naming no subject of its own, `이번 모집에는 980명`, the qualifiers name no other)
            (
                not b.table_row
                and head in owners
                and not owners & distinctive
                and given <= qualifiers
                and alone_before(b.text, f, head)
            )
            or
            # the name written inside a longer word where the block gives the figure
            # (`배경농도` for `농도`) may still be its owner: nothing is claimed then; nor when
            # the sentence also names the block's owner (`강사 양성 예산은` of the row `강사
            # 양성`: 예산 is the column's attribute, not another subject); a name every row
            # shares (the group `상위` over `서울` and `부산`) tells no owner apart
            not owners
            or given & owners
            # (`당도`, an attribute of every figure of a line of prose, is no owner named)
            or (named if b.table_row else named & distinctive)
            & owners - shared - (topics if owners - topics else set())
            or all(n in span for n in given)
            # (nor when the name a block's prose writes right before the figure opens the
            # sentence's stretch to it: `밀원수 4,200ha` and `밀원수 신규 식재 면적은 4,200ha`)
            or (not b.table_row and stretch & direct_owners(b.text, f, names) & distinctive)
            for b, f, owners, span in matched
        ):
            continue
        # a cited row whose label the sentence writes on the way to the figure (`시내면세점
        # 전체 매출 10조 7,318억 원`) holds it: another row's figure of that name is no rival
        labelled = {
            b.anchor
            for b, _, _, _ in matched
            if b.table_row and stretch & {w.name for w in words(b.text.split(_CELL, 1)[0])}
        }
        for name in sorted(given, key=lambda n: -body.rfind(n, 0, figure.start)):
            if (
                name in heads_only
                and states_a_change(body, figure)
                and all(b.table_row for b, _, _, _ in matched)
            ):
                # a change of what a column's head names (`입장 수입도 2.4% 감소`): its own
                # column is the change's, not the head's level (`2023년 입장 수입 | 99.7`)
                continue
            own = _names_figures(name, figure, theirs, labelled, same)
            if not _a_change(body, figure) and not rival_base(body, figure):
                # (a change the block gives the name, `전년 대비 500원 인상됨`, is no rival of
                # the level the sentence gives it; a subject's figure a change is set against,
                # `27.6% 늘어 주민센터(23.5%)보다`, is of the change's kind)
                own = [(b, f) for b, f in own if not _a_change(b.text, f)]
            if any(same(f, figure) and not _sign_apart(figure, f) for _, f in own):
                break  # the name's own figure is this one rounded (`28.8만 톤` of 28만 7,500톤)
            if len(own) == 1 and any(
                other is not figure and name in mine.get(other.start, ()) and same(other, own[0][1])
                for other in numbers
            ):
                # the sentence gives the name its one figure too (`특실 최고 요금은 4,020만 원으로
                # 일반실 최고 요금(1,700만 원)의`): a word of two things, owning neither alone
                continue
            # a count the block gives the name only a rate beside (`터널은 A등급 비율이 33.0%로
            # ..., D·E등급은 14개소`): whose count it is, the words leave open
            alike = [(b, f) for b, f in own if not (figure.counter and f.unit in {"%", "%p"})]
            if own:
                block, _, holders, _ = matched[0]
                mark = Swap(figure, name, block.anchor, frozenset(holders), own[0][1], not alike)
                found.append(mark if not alike else mark._replace(own=alike[0][1]))
                break
    done = {swap.figure.start for swap in found}
    found.extend(
        swap
        for swap in _crossed(numbers, mine, theirs, distinctive, same)
        if swap.figure.start not in done
    )
    return found


def _sign_apart(mine: Figure, theirs: Figure) -> bool:
    """Whether a draft's figure written as a fall (`△2`) is a block's figure of that size that
    writes no fall (`대전 | 7 | 9 | 2`): the same size, told the other way."""
    return mine.signed and mine.value < 0 and not theirs.signed and not theirs.falls


# A raise or a cut right after a figure (`500원 인상됨`, `10% 인하`), beside the other words of
# a change `states_a_change` reads
_RAISED_AFTER = re.compile(r"\s?[가-힣]{0,2}?\s?(?:인상|인하)")


def _a_change(text: str, figure: Figure) -> bool:
    """Whether a block states `figure` as a change (`500원 인상됨`, `2건 감소`, `35.0톤(5.1%)
    늘었으며`)."""
    end = figure.start + len(figure.raw.rstrip())
    # (`stated_change`: also past a bracket of its rate, `35.0톤(5.1%) 늘었으며`)
    return stated_change(text, figure) or _RAISED_AFTER.match(text, end) is not None


def _names_figures(
    name: str,
    figure: Figure,
    theirs: list[tuple[CitedBlock, Figure, set[str], str]],
    labelled: set[str],
    same: Callable[[Figure, Figure], bool],
) -> list[tuple[CitedBlock, Figure]]:
    """The figures the cited blocks give `name` that could be the rivals of the draft's
    `figure`: of its kind (`comparable`), in the rows the sentence names by label if it names
    any, and not `figure` itself."""
    rate = figure.unit in {"%", "%p"}
    return [
        (b, f)
        for b, f, owners, _ in theirs
        if (not labelled or b.anchor in labelled)
        and name in owners
        and comparable(figure, f, cell=b.table_row)
        and not (rate and counted(b.text, f))
        # (a bare cell of a thousand or more is a count, no rate's rival: `대구 | 5,127 | 4,918 |
        # △4.1` gives 진행 건수 5,127, and its 4.1% is the count's change)
        and not (rate and abs(f.value) >= _NO_RATE)
        and not same(figure, f)
    ]


def _crossed(
    numbers: list[Figure],
    mine: dict[int, set[str]],
    theirs: list[tuple[CitedBlock, Figure, set[str], str]],
    distinctive: set[str],
    same: Callable[[Figure, Figure], bool],
) -> list[Swap]:
    """Two figures the sentence gives two names, which one cited block gives the other way
    round (`상수관로 손상이 41건, ... 하수관로 손상 14건` of `하수관로 손상이 41건, 상수관로 손상
    14건`): a swapped pair, even where a word both names share (`손상`) owns either figure."""
    found: list[Swap] = []
    for a, b in combinations(numbers, 2):
        first = mine.get(a.start, set()) & distinctive - mine.get(b.start, set())
        second = mine.get(b.start, set()) & distinctive - mine.get(a.start, set())
        if not first or not second or same(a, b):
            continue
        for block, f, owners, _ in theirs:
            if not same(a, f) or not second & owners or first & owners:
                continue
            other = [
                (g, o)
                for c, g, o, _ in theirs
                if c.anchor == block.anchor and same(b, g) and first & o and not second & o
            ]
            if other:
                name = sorted(first)[0]
                found.append(Swap(a, name, block.anchor, frozenset(owners), other[0][0]))
                break
    return found


def _opens_own_entry(text: str, end: int, word: Owner, starts: list[int]) -> bool:
    """Whether `word`, right after a figure ending at `end`, opens a bracket and writes its own
    figure right after it there (`이하(종합소득 6,300만 원`): it names that figure, not the
    one before; a remark before another entry (`(세전, 시급 ...`) does not."""
    if text[end : word.start] not in _OPENING:
        return False
    following = min((start for start in starts if start >= word.end), default=-1)
    return following >= 0 and _OWN_FIGURE_GAP.fullmatch(text, word.end, following) is not None


_OWN_FIGURE_GAP = re.compile(r"\s?(?:은|는|이|가|:)?\s?")
_QUOTE_MARKS = re.compile(r"['‘’\"“”「」『』]")


_NO_RATE = 1000
"""A cell of this size or more is a count or an amount, never a rate in % (nor read as one in a
caption's `%`)."""
_OPENING = frozenset("(（[")
_NO_YEARS: frozenset[int] = frozenset()


def check_owners(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure the sentence gives one name must not be the one a cited block gives another
    (`울진은 38.4℃` where the block writes `울진 37.3℃, 강릉 38.4℃`). A figure another finding
    already refused is left to that finding."""
    if any(f.rule == "GR-03" for f in out):
        return
    cited = [f for a in visible for f in source.figures(a) if f.kind == "number"]
    # (an English numbered class read as the Korean one the blocks write: `Grade 1` for `1급`)
    classed = with_class_names(sentence.body, [source.blocks[a].text for a in visible])
    if len(cited) < 2 or not (HANGUL.search(classed) or words(classed)):
        # one figure cited, or no Korean name nor code (`2L at 20.8%`): nobody else's figure
        return
    blocks = []
    for anchor in visible:
        block = source.blocks[anchor]
        head = source.header(anchor)
        header = source.blocks[head].text if head is not None else None
        if header is not None and len(source.head_rows(anchor)) > 1:
            header = merged_over_empty(header)
        # a table's cells also read in its declared unit (`69,853` in 천 마리 is 6,985만 3천)
        found = (
            source.readings(anchor, units.get(anchor))
            if block.table_row
            else source.figures(anchor)
        )
        blocks.append(CitedBlock(anchor, block.text, found, header, block.table_row))
    ranked = _ranks(sentence.body)  # (`보고 건수 1위는`: a rank, nobody's figure)
    # (nor the one of a period an amount is given per, `1시간 2,000원` under `이용료(1시간)`)
    bases = {
        f.start for f in figures if base_of_a_period(sentence.body, f, figures, visible, source)
    }
    amounts = [f for f in figures if f.start not in ranked and f.start not in bases]
    # (a name in quotes, `'논뫼생막걸리'(86.9점)`, is read as written without them, each mark a
    # space so that the figures keep their places)
    body = _QUOTE_MARKS.sub(" ", classed)
    for swap in swaps(body, amounts, blocks, lambda a, b: matches(a, b, _NO_YEARS)):
        texts = [b.text for b in blocks]
        if compound_name(sentence.body, swap.name, swap.holders, texts):
            continue  # `고장 신고는 1만 1,100건` of `신고 | 11,100`: one name of two words
        holders = ", ".join(sorted(swap.holders))
        if swap.unlike:
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    (swap.anchor,),
                    f"{swap.figure.raw.strip()!r} is given to {swap.name!r} here, but {swap.anchor}"
                    f" gives it to {holders}, and gives {swap.name!r} only "
                    f"{swap.own.raw.strip()!r}, a figure of another kind: whose figure it is, "
                    "fa cannot tell. It is unconfirmed, not refused: check it before approving.",
                )
            )
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (swap.anchor,),
                f"{swap.figure.raw.strip()!r} is given to {swap.name!r} here, but {swap.anchor} "
                f"gives it to {holders}, and gives {swap.name!r} {swap.own.raw.strip()!r}; "
                "restate the figure that block gives this name.",
            )
        )
        break


__all__ = ("CitedBlock", "Swap", "check_owners", "swaps")
