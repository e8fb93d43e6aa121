"""Cross-checks of the rows a sentence names: a figure the sentence gives a cited row it
names by its label (or a cited item of a list by its name) must be that row's, not another
cited row's."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from fa_grounding._claims import _AMONG_AFTER, _BRACKETED, _rate_base, _year_like, in_brackets
from fa_grounding._clauses import clause_anchors, clause_of, clause_span, clauses
from fa_grounding._crosschecks._alike import comparable
from fa_grounding._crosschecks._columns import _CHANGE_OR_SHARE
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _TOTAL_LABELS, _finding
from fa_grounding._tables import _cells, _column, names_a_head

if TYPE_CHECKING:
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit


_SPACES = re.compile(r"\s+")


def rows_of_figures(visible: tuple[str, ...], source: _Source) -> list[str]:
    """The cited table rows that are not their table's row of heads."""
    rows = [a for a in visible if source.blocks[a].table_row]
    heads = {source.header(a) for a in rows}
    return [a for a in rows if a not in heads]


def _cell_rows(visible: tuple[str, ...], source: _Source) -> list[str]:
    """The cited rows of a label and cells: not a row of heads, nor a title held as a row of
    one cell."""
    return [a for a in rows_of_figures(visible, source) if " | " in source.blocks[a].text]


def _check_row_names(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A sentence that names one of the cited rows by its label must take that row's figures.

    `행정민원 중 세무 분야 처리율은 95.0%` citing the rows `행정민원 | 인허가 | 642 | 610 | 95.0`
    and `행정민원 | 세무 | 773 | 752 | 97.3` names the second by the label only it holds (`세무`;
    `행정민원`, a merged cell, both hold) and gives it the first's figure. Checked only when the
    sentence names exactly one of the cited rows so and the label of its group (the first cell,
    merged over the rows), the figure is in no other cited block but the rows of that group,
    and no cited row is a total (`합계`, `전체`: `총 3,482건 중 세무 773건`).
    """
    rows = rows_of_figures(visible, source)
    if len(rows) < 2:
        return
    body = _SPACES.sub("", sentence.body)
    labels = {
        a: {
            _SPACES.sub("", cell)
            for cell in _cells(source.blocks[a].text)
            if cell.strip() and not any(ch.isdigit() for ch in cell)
        }
        for a in rows
    }
    if any(labels[a] & _TOTAL_LABELS for a in rows):
        return
    named = [
        a
        for a in rows
        if any(
            len(label) >= 2
            and label in body
            and not any(label in labels[b] for b in rows if b != a)
            for label in labels[a]
        )
    ]
    if len(named) != 1:
        return
    target = named[0]
    words = {a: _label_words(source.blocks[a].text) for a in rows}
    lowered = _bands_as_one(sentence.body).lower()
    if any(w in lowered for b in rows if b != target for w in words[b] - words[target]):
        return  # another row is named too, by a word of its label (`작품 완성도 60점`)
    # only the rows of the target's group: the rows under one merged label cell, which the
    # sentence names too (`행정민원 중 세무`); rows of other labels may be named in other words
    group = _cells(source.blocks[target].text)[0]
    if not group.strip() or _SPACES.sub("", group) not in body:
        return
    others = [a for a in visible if a not in rows]
    mine = source.readings(target, units.get(target))
    # (an English sentence naming the row by its Korean label may name the others in English
    # words: only the figures of the clause naming the row are its)
    clause = (
        _named_clause(sentence.body, labels[target])
        if _sentence_in_english(sentence.body)
        else None
    )
    by_clause = clauses(sentence)
    for figure in figures:
        if figure.kind != "number" or any(matches(figure, t, _NO_YEARS) for t in mine):
            continue
        if clause is not None and not clause[0] <= figure.start < clause[1]:
            continue
        own = clause_anchors(sentence, by_clause, figure, visible)
        if own and target not in own:
            continue  # (a clause citing other rows: `..., 군비 50% [L24], and ... 20% [L25]`)
        if _holders(figure, others, source, units):
            continue
        held = [
            a
            for a in _holders(figure, [a for a in rows if a != target], source, units)
            if _cells(source.blocks[a].text)[0] == group
        ]
        if not held:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (target, *held),
                f"{figure.raw.strip()!r} is in the row {', '.join(held)}, but the sentence names "
                f"the row {target} ({source.blocks[target].text[:40]!r}); restate that row's "
                "figure.",
            )
        )


_HANGUL_RUN = re.compile(r"[가-힣]{2,}")


def _sentence_in_english(body: str) -> bool:
    """Whether a sentence is written in English: no Korean word outside its brackets (`business
    viability (기업성)`), or only the few of Korean names read for English ones (`the
    county's share` read as `군비`'s), its Latin letters many times its Hangul."""
    plain = _BRACKETED.sub("", body)
    if _HANGUL_RUN.search(plain) is None:
        return True
    hangul = sum("가" <= ch <= "힣" for ch in plain)
    latin = sum("a" <= ch.lower() <= "z" for ch in plain)
    return latin >= _LATIN_MANY * hangul


_LATIN_MANY = 5


def _named_clause(body: str, labels: set[str]) -> tuple[int, int] | None:
    """The span of the clause of `body` where one of a row's labels is written; None when none
    is."""
    at = next((m.start() for label in labels if (m := re.search(re.escape(label), body))), None)
    return clause_span(body, at) if at is not None else None


# The words of a row's label: runs of two Hangul syllables or more, or three Latin letters.
_LABEL_WORD = re.compile(
    # (a band written as a range names its row too: `40~44세`, `4~6구간`)
    r"\d{1,3}~\d{1,3}(?:세|대|시|구간|분위|등급|단계|학년|급|인|명)|[가-힣]{2,}|[A-Za-z]{3,}"
)
# Words between a named row and a figure that give the figure to another subject: a superlative,
# a contrast, the rest, an average or total, a comparison's base (`최저는 12,000원`, `반면`).
_OTHER_SUBJECT = re.compile(
    r"가장|최고|최저|최대|최소|최다|반면|다른|나머지|평균|전체|합계|총|대비|보다|비해|이외|외에|각각"
    r"|\b(?:while|whereas|other|others|average|total|highest|lowest|compared)\b",
    re.IGNORECASE,
)


def _check_row_words(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure the sentence gives the one cited row it names must be in that row, not in
    another cited row: `세석은 15,000원` citing `세석 | 16,000 | 13,000` and `중청 | 15,000 |
    12,000` gives 세석 중청's figure.

    A row is named by a word of its cells that no other cited row holds (`세석` of `세석·장터목
    대피소(지리산)`; `대피소` names neither). Checked only when the sentence names
    exactly one cited row, for each figure of the name's clause (up to the next subject, `0~9세가`)
    that the named row does not hold but holds a figure of its kind, another cited row does,
    and no cited block outside the rows does, outside brackets and with no word between that
    gives the figure to another subject (`최저는`, `반면`, `평균`, `보다`).
    """
    # rows of a label and cells: not a title held as a row of one cell, nor a total row, whose
    # figures are the whole's (`총 2,620회 중 2분기 648회`), never another row's
    rows = _cell_rows(visible, source)
    heads = {source.header(a) for a in rows}
    rows = [a for a in rows if not _total_row(source, a)]
    if len(rows) < 2:
        return
    words = {a: _label_words(source.blocks[a].text) for a in rows}
    body = _bands_as_one(sentence.body).lower()
    named: dict[str, int] = {}
    for a in rows:
        others = set().union(*(words[b] for b in rows if b != a))
        found = [body.find(w) for w in words[a] - others if w in body]
        if found:
            named[a] = min(found)
    if len(named) > 1 and (by_clause := clauses(sentence)):
        # a sentence citing clause by clause names its rows clause by clause: each clause is
        # checked on its own cited rows (`들꽃농장이 ... [L14], 강변농장은 612가구 [L15, L16]`)
        for _, group in by_clause:
            own = tuple(a for a in visible if a in group)
            if own and own != visible:
                mine = [
                    f for f in figures if clause_anchors(sentence, by_clause, f, visible) == own
                ]
                _check_row_words(sentence, mine, own, source=source, units=units, out=out)
    if len(named) != 1:
        return
    target, at = next(iter(named.items()))
    if any(w in body for b in rows if b != target for w in words[b] - words[target]):
        return  # another row is named too, by a word it shares with a third (`쌍문1동`)
    # the clause of the named row: from its own particle to the next subject (`0~9세가`,
    # `체불액은`), whose figures are that subject's
    # (not a count as the subject, `강변농장은 612가구가 신청해`: the named row's own; a topic
    # that opens with a figure is another subject, `15~19년은`)
    own = _PARTICLE.search(body, at)
    start = own.end() if own is not None else at
    other = next((m for m in _PARTICLE.finditer(body, start) if not _COUNTED.fullmatch(m[0])), None)
    stop = other.start() if other is not None else len(body)
    if _sentence_in_english(sentence.body):
        # (an English sentence names its other rows in English words, after the clause)
        stop = min(stop, clause_span(body, at)[1])
    mine = source.readings(target, units.get(target))
    outside = [a for a in visible if a not in rows and a not in heads]
    by_clause = clauses(sentence)
    for figure in figures:
        own_anchors = clause_anchors(sentence, by_clause, figure, visible)
        if (
            figure.kind != "number"
            or not at <= figure.start < stop
            # (a clause citing other rows than the named one: `... [L24], and ... 20% [L25]`)
            or (own_anchors and target not in own_anchors)
            or _year_like(figure)
            or _rate_base(body, figure)
            or in_brackets(body, figure.start)
            # the count of the table's rows the sentence ranks among (`상위 5개 약효군 가운데`)
            or _counts_rows_among(sentence.body, figure, target, source)
            or _OTHER_SUBJECT.search(body, at, figure.start) is not None
            or any(matches(figure, t, _NO_YEARS) for t in mine)
            # a head's own name (`60대 이상` over the rows), not a figure of a row
            or names_a_head(figure, sentence.body, (target,), source)
            # a figure of a kind the named row holds none of is no figure of it (`+9.2%`
            # beside a row of TEU)
            or not any(comparable(figure, t, cell=True) for t in mine)
        ):
            continue
        if _holders(figure, outside, source, units):
            continue
        held = [
            a
            for a in _holders(figure, [a for a in rows if a != target], source, units)
            if not _compares_row_above(source, a, target) and not _share_of(source, a, target)
        ]
        told = any(
            f.sentence_index == sentence.index and f"{figure.raw.strip()!r} is in" in f.detail
            for f in out
        )  # the row-name check said it already
        if held and not told:
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (target, *held),
                    f"{figure.raw.strip()!r} is in the row {', '.join(held)}, but the sentence "
                    f"names the row {target} ({_cells(source.blocks[target].text)[0]!r}); "
                    "restate that row's figure.",
                )
            )


def _counts_rows_among(body: str, figure: Figure, target: str, source: _Source) -> bool:
    """Whether a count the sentence ranks among (`상위 5개 약효군 가운데`) is the number of rows
    of the named row's table, its heads and totals left out."""
    if _AMONG_AFTER.match(body, figure.start + len(figure.raw.rstrip())) is None:
        return False
    head = source.header(target)
    if head is None:
        return False
    heads = set(source.head_rows(target))
    rows = [
        r
        for r in table_rows(source, head)
        if r != head and r not in heads and not _total_row(source, r)
    ]
    return figure.value == len(rows)


def _share_of(source: _Source, row: str, target: str) -> bool:
    """Whether `row` gives the shares or changes of the named row of levels, as the next row
    of its table labelled so (`구성비` under `합격자`): its figures are the named row's too."""
    label = _cells(source.blocks[row].text)[0]
    return (
        source.header(row) == source.header(target)
        and _CHANGE_OR_SHARE.search(label) is not None
        and _CHANGE_OR_SHARE.search(_cells(source.blocks[target].text)[0]) is None
    )


def _label_words(text: str) -> set[str]:
    """The words of a row, lower case: of its label and of any cell of words (`용도 | 공동주택
    (아파트 168세대)` is named by `아파트` too)."""
    words = {w.lower() for w in _LABEL_WORD.findall(_bands_as_one(text))}
    # and a label that is one band (`10대`, `60대 이상`) or one numbered step (`2분기`, `3단계`):
    # the band or the step names its row
    label = _cells(text)[0].strip()
    band = _ONE_BAND.match(label) or _ONE_STEP.match(label)
    return words | {band[1]} if band else words


# A row's label that is one band of ages: `10대`, `65세`, `60대 이상`
_ONE_BAND = re.compile(r"(\d{1,3}\s?(?:세|대))(?:\s?(?:이상|이하|미만|초과))?$")
# A row's label that is one numbered step of a series: `2분기`, `3단계`, `제2차`, `1등급`
_ONE_STEP = re.compile(
    r"제?\s?(\d{1,2}\s?(?:분기|반기|단계|등급|구간|차|회차|차년도|학년|호선|권역|순위))$"
)


# A band written as a range, its unit after both ends or after the last (`만 65세~74세`, `65~74세`,
# `40 ~ 44세`)
_BAND = re.compile(
    r"(?<![\d.,])(\d{1,3})\s?(?:세|대|시|구간|분위|등급|단계|학년|급|인|명)?\s?[~∼～\-–]\s?"
    r"(\d{1,3})(세|대|시|구간|분위|등급|단계|학년|급|인|명)"
)


def _bands_as_one(text: str) -> str:
    """`text` with every band written as a range in one spelling (`65세~74세` -> `65~74세`),
    padded with spaces to its length so that places in it stay those of `text`."""
    return _BAND.sub(lambda m: f"{m[1]}~{m[2]}{m[3]}".ljust(len(m[0])), text)


# A subject or topic: a word and its particle before a space (`세석은 `, `0~9세가 `).
_PARTICLE = re.compile(r"[가-힣\w~·)]+(?:은|는|이|가)\s")
# A count as the subject (`612가구가 `), the named row's own
_COUNTED = re.compile(r"\d[\d,.]*\s?[가-힣]{1,3}(?:이|가)\s")


def _with_day_count(figure: Figure) -> tuple[Figure, ...]:
    """A figure, and for a day of the month written alone (`10일`) that no word made a count,
    its reading as that many days too: a row's cell under a head of days (`처리 기한(일)`)
    holds the count."""
    day = figure.key[2] if figure.kind == "date" and len(figure.key) == 3 else None
    if not isinstance(day, int) or figure.key[:2] != (None, None) or figure.others:
        return (figure,)
    count = Figure(
        "number", figure.raw.rstrip("일 "), Decimal(day), key=(False,), start=figure.start,
        period="day",
    )  # fmt: skip
    return (figure, count)


def _holders(
    figure: Figure, anchors: list[str], source: _Source, units: dict[str, tuple[Unit, ...]]
) -> list[str]:
    """The blocks of `anchors` that hold `figure`, read in their declared units."""
    return [
        a
        for a in anchors
        if any(matches(figure, t, _NO_YEARS) for t in source.readings(a, units.get(a)))
    ]


# The label of a row that gives the row above's change or rate (`전년 동월 대비`, `증감률`).
_COMPARING_LABEL = re.compile(r"대비|증감|률|비중|%")


def _compares_row_above(source: _Source, row: str, above: str) -> bool:
    """Whether `row` gives the change or rate of the row right above it, `above` (`컨테이너(만
    TEU) | ... | 268` over `전년 동월 대비 | ... | 3.1`): its figures are that row's too."""
    order, position = source._order_index()
    at = position[row]
    return (
        at > 0
        and order[at - 1] == above
        and bool(_COMPARING_LABEL.search(_cells(source.blocks[row].text)[0]))
    )


def table_rows(source: _Source, head: str) -> list[str]:
    """The rows of the table whose row of heads is `head`, in order."""
    order, position = source._order_index()
    rows = []
    for k in range(position[head] + 1, len(order)):
        anchor = order[k]
        if not source.blocks[anchor].table_row or source.header(anchor) != head:
            break
        rows.append(anchor)
    return rows


def _entries(source: _Source, anchor: str) -> list[tuple[str, list[int]]]:
    """The labelled entries of a table row: (label, the cells of its figures). A row of a table
    of pairs (`번호 | 식품 | 번호 | 식품` over `6 | 밀 | 16 | 쇠고기`) has one entry a pair, its
    label the pair's cell of words; any other row one entry, its label its first cell."""
    cells = _cells(source.blocks[anchor].text)
    head = source.header(anchor)
    heads = _cells(source.blocks[head].text) if head is not None else []
    paired = (
        len(heads) == len(cells) >= 4
        and len(heads) % 2 == 0
        and all(heads[k] == heads[k + 2] for k in range(len(heads) - 2))
    )
    if not paired:
        return [(cells[0], list(range(1, len(cells))))] if cells else []
    entries = []
    for k in range(0, len(cells), 2):
        a, b = cells[k], cells[k + 1]
        if any(ch.isdigit() for ch in a) != any(ch.isdigit() for ch in b):
            entries.append((b, [k]) if any(ch.isdigit() for ch in a) else (a, [k + 1]))
    return entries


# A row label marked as a part of the row above (`· 중소기업`, `- 가계대출`, `  ㅇ 주택`).
_SUB_ROW = re.compile(r"^\s*(?:[·ㆍ•▪\-–○ㅇ◦*]|\s{2})")


def _name(label: str) -> str:
    """A label's words a sentence names it by: the label without its bracketed detail and
    spaces."""
    return _SPACES.sub("", _BRACKETED.sub("", label))


def _check_uncited_rows(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure of a cited row the sentence gives a row of the same table it names but does not
    cite: `소비기한 경과는 14건` citing `위생 기준 위반 | 5 | 9 | 14`, or `16번이 ... 닭고기`
    citing the pairs `6 | 밀 | 16 | 쇠고기` (닭고기 is 15, in a row not cited).

    Checked only when the sentence names none of the labels of the figure's own entries, names
    exactly one entry of an uncited row of that table (by its whole label, two characters or
    more, not a total), that entry holds no such figure, and no word of the figure's own clause
    gives it to another subject (`보다`, `반면`, `평균`; a first place in another clause does not).
    """
    rows = rows_of_figures(visible, source)
    # (a comparison with the year before names no other subject, `전년보다`)
    to_a_period = _PERIOD_BASE.search(sentence.body) is not None
    if not rows or sentence.kind == "table_row":
        return
    body = _SPACES.sub("", _BRACKETED.sub("", sentence.body))
    for anchor in rows:
        head = source.header(anchor)
        if head is None:
            continue
        own = _entries(source, anchor)
        if any(_name(label) in _TOTAL_LABELS or _name(label) in body for label, _ in own):
            continue  # a total is every row's; a label of the row itself, the row checks read
        if own and _SUB_ROW.match(own[0][0]):
            continue  # `· 중소기업` under `기업대출`: a part of the row above, named by it
        # (a row of changes over the period before, `전년 대비 증감률(%)`, changes another row's
        # measure: its figure is that row's when that row's cells move by it)
        changes = to_a_period and any(_CHANGE_ROW.search(label) for label, _ in own)
        heads = {head, *source.head_rows(anchor)}  # (a row of heads names no row: `절기 | ...`)
        named = [
            (other, label, cells)
            for other in table_rows(source, head)
            if other not in visible and other not in heads
            for label, cells in _entries(source, other)
            if _LABEL_WORD.search(_name(label))
            and not any(ch.isdigit() for ch in label)
            and _name(label) in body
            and _name(label) not in _TOTAL_LABELS
        ]
        if len(named) != 1:
            continue
        other, label, cells = named[0]
        spans = source._cell_spans(anchor)
        theirs = [
            t for t in source.readings(other, units.get(other))
            if _column(source._cell_spans(other), t.start) in cells
        ]  # fmt: skip
        mine = source.readings(anchor, units.get(anchor))
        for figure in figures:
            if figure.kind != "number" or in_brackets(sentence.body, figure.start):
                continue
            # (a word of the figure's clause that gives it to another subject: `가장`, `보다`)
            clause = clause_of(sentence.body, figure.start)
            if _OTHER_SUBJECT.search(_PERIOD_BASE.sub(" ", clause)):
                continue
            held = {_column(spans, t.start) for t in mine if matches(figure, t, _NO_YEARS)}
            if not held or any(matches(figure, t, _NO_YEARS) for t in theirs):
                continue
            moved = source.readings(other, units.get(other))
            if changes and _moves_by(figure, held, moved, source._cell_spans(other)):
                continue  # `피해목은 전년보다 73.8% 늘었다` of 61.4 → 106.7 (만 그루)
            owners = [lab for lab, c in own if held & set(c)]
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, other),
                    f"{figure.raw.strip()!r} is {', '.join(repr(o) for o in owners)}'s in "
                    f"{anchor}, but the sentence gives it to {label!r} ({other}, which the "
                    "sentence does not cite); restate that row's figure or cite the row.",
                )
            )
            return


def _moves_by(
    figure: Figure, columns: set[int], readings: list[Figure], spans: list[tuple[int, int]]
) -> bool:
    """Whether the row's cells move by `figure` per cent from the column before one of
    `columns` to that column (73.8 of 61.4 → 106.7), rounded as the figure is written."""
    by_column = {_column(spans, t.start): t.value for t in readings if t.kind == "number"}
    exponent = figure.value.as_tuple().exponent
    step = Decimal(5) * Decimal(10) ** ((exponent if isinstance(exponent, int) else 0) - 1)
    for column in columns:
        before, after = by_column.get(column - 1), by_column.get(column)
        if before and after is not None:
            change = (after - before) / before * 100
            if abs(abs(change) - abs(figure.value)) <= step:
                return True
    return False


# A comparison with an earlier period of the same subject, no other subject (`전년보다`, `지난해
# 대비`, `전년 동기에 비해`, `compared with a year earlier`)
_PERIOD_BASE = re.compile(
    r"(?:전년|지난해|작년|전월|전분기|전기|예년|평년)(?:도)?\s?(?:동기\s?|같은 기간\s?)?"
    r"(?:보다|대비|에\s?비해)"
    r"|\bcompared (?:with|to) (?:a year earlier|the previous year|last year)\b",
    re.IGNORECASE,
)

# A row label naming a change of a measure another row holds (`전년 대비 증감률(%)`, `증감`)
_CHANGE_ROW = re.compile(r"증감|대비|증가율|감소율|변동|\bchange\b|\bgrowth\b", re.IGNORECASE)


def _total_row(source: _Source, anchor: str) -> bool:
    """Whether a table row totals the rows above it (`계`, `합계`, `전체`)."""
    label = _SPACES.sub("", _cells(source.blocks[anchor].text)[0])
    return label in _TOTAL_LABELS or bool(_label_words(source.blocks[anchor].text) & _TOTAL_LABELS)


# A bracket opening right after a figure, its counter or unit between (`1,468그루(8.5%)`)
_BRACKET_OPENS = re.compile(r"[가-힣A-Za-z%‰㎡㎞]{0,4}\s?[(（]")
# Words in a bracket that give the figure another subject than its row: the whole, a total, a
# comparison's base or its year (`(전체의 20.2%)`, `(전년 1,300그루)`)
_OTHER_THAN_ROW = re.compile(
    r"전체|합계|총|평균|대비|전년|작년|지난해|목표|계획|기준|\b(?:of|total|average|vs)\b", re.I
)
# A word of two syllables or more right before a figure of a bracket: a part it names
# (`일반 5,260억`), not the condition of `1장 초과 시 1장마다 50원` nor a counter's particle
_NAMED_PART = re.compile(r"(?<![\d가-힣A-Za-z])(?:[가-힣]{2,}|[A-Za-z]{3,})\s?(?=[+\-△▲▼]?\d)")


def _check_bracket_rows(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure in brackets right after another (`산딸나무 1,468그루(8.5%)`) is a detail of the
    same row of a cited table: when the first is in exactly one cited row and the bracketed one
    is in other cited rows only, the sentence gives the first's row another row's figure (the
    shares of two rows swapped). Not when the bracket names another subject (`전체의`, `전년`)
    or a part (`일반 5,260억`, `광산품 △3.2%`), the first figure is a total row's or the
    bracketed one is, or its row gives the first row's shares or changes (`구성비` under
    `합격자`)."""
    rows = _cell_rows(visible, source)
    if len(rows) < 2:
        return
    body = sentence.body
    numbers = sorted((f for f in figures if f.kind == "number"), key=lambda f: f.start)
    for figure in numbers:
        end = figure.start + len(figure.raw.rstrip())
        opens = _BRACKET_OPENS.match(body, end)
        if opens is None:
            continue
        close = next((i for i in range(opens.end(), len(body)) if body[i] in ")）"), len(body))
        inner = [f for f in numbers if opens.end() <= f.start < close]
        if not inner or _OTHER_THAN_ROW.search(body, opens.end(), close):
            continue
        if _NAMED_PART.search(body, opens.end(), close):
            continue  # `5,800억 원(일반 5,260억)`, `원재료 △3.0%(광산품 △3.2%)`: a named part
        mine = _holders(figure, rows, source, units)
        if len(mine) != 1 or _total_row(source, mine[0]):
            continue
        row = mine[0]
        # (each figure of the bracket: `(1장 초과 시 1장마다 50원)`, its `1장` in every row)
        for detail in inner:
            held = [a for a in _holders(detail, rows, source, units) if not _total_row(source, a)]
            if not held or row in held:
                continue
            if any(_compares_row_above(source, a, row) or _share_of(source, a, row) for a in held):
                continue
            break
        else:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (row, *held),
                f"{detail.raw.strip()!r}, in brackets after {figure.raw.strip()!r}, is in the "
                f"row {', '.join(held)}, but {figure.raw.strip()!r} is in the row {row} "
                f"({_cells(source.blocks[row].text)[0]!r}); restate that row's figure.",
            )
        )


# Between a row's name and the figure right after it: the rest of the name's word, then a
# colon or a space (`경제노동위원회 42건`, `교육은 41건`, `교육: 41건`)
_NAME_THEN_FIGURE = re.compile(r"([가-힣]{0,4})\s?[:：]?\s?")
# A word's end that makes the figure after it no figure of the name (`신청에 6,587건`, `20년
# 이상과 4년`, `은행보다 9.0%p`)
_NOT_ITS_FIGURE = re.compile(r"(?:에|에서|으로|로|와|과|을|를|의|보다|에게|부터|까지|및|중)$")


# An item of a list that names one subject before a colon and gives it its figures after
# (`- 청년창업기업(대표자 만 39세 이하): 30% 감면`): its name has no digit outside brackets
_NAMED_ITEM = re.compile(
    r"^\s*(?:[-○·•▶*□◦ㅇ]\s?)?(?P<name>(?:[^\d:：|()（）]|[(（][^()（）]*[)）]){2,40}?)"
    r"\s?[:：]\s?(?=.*\d)"
)


def _named_items(visible: tuple[str, ...], source: _Source) -> dict[str, str]:
    """The cited blocks outside tables that give one named subject its figures, each with its
    name (`청년창업기업(대표자 만 39세 이하)` of `- 청년창업기업(...): 30% 감면`): rows in all but
    their cells."""
    out: dict[str, str] = {}
    for anchor in visible:
        block = source.blocks[anchor]
        if block.table_row or block.heading:
            continue
        found = _NAMED_ITEM.match(block.text)
        if found is not None:
            out[anchor] = found.group("name")
    return out


_CHAIN_GAP = 3
"""How far apart two words of one name may stand (`수급자·차상위계층 및 장애인기업`)."""


# The end of a whole word, past its particle (`일반은`, `일반(`; not `출원` of `출원료`)
_WORD_END = re.compile(r"(?:은|는|이|가|의|에|도|와|과|로|으로)?(?![가-힣])")


def _chained(found: list[tuple[int, int]], anchor: str) -> tuple[int, int, str]:
    """A row's mention: its first word, through the words of its name that follow it close by
    (`여성기업·사회적경제기업` of the item `여성기업 및 사회적경제기업: 20% 감면`)."""
    start, end = found[0]
    for a, b in found[1:]:
        if a - end > _CHAIN_GAP:
            break
        end = max(end, b)
    return start, end, anchor


def _numbered_rows(
    figures: list[Figure], rows: list[str], source: _Source
) -> dict[str, list[tuple[int, int]]]:
    """The spans of the sentence's numbered names (`제1회`, `2회차`, `3차`) that name a cited row
    by the label of its first cell (`제1회 | 2. 22.(토) | 146`), each the label of one row only."""
    firsts = {
        a: [
            f
            for f in source.figures(a)
            if f.start < len(_cells(source.blocks[a].text)[0])
            and (f.kind == "label" or f.period == "ordinal")
        ]
        for a in rows
    }
    spans: dict[str, list[tuple[int, int]]] = {}
    for figure in figures:
        if figure.kind != "label" and figure.period != "ordinal":
            continue
        owners = [a for a in rows if any(matches(figure, f, _NO_YEARS) for f in firsts[a])]
        if len(owners) == 1:
            spans.setdefault(owners[0], []).append((figure.start, figure.start + len(figure.raw)))
    return spans


def _check_rows_in_turn(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """Cited rows the sentence names one after another, each followed by its figure
    (`경제노동위원회 42건, 교육위원회 41건`): two of them given each other's figures fail. A
    row is named by a word of its cells no other cited row holds, at the start of a word; its
    figure is the number right after the name (the rest of its word, a colon or a space
    between, never a particle that makes it another's: `신청에`, `보다`), outside brackets; or,
    both ways, a figure further on in each name's stretch up to the next name (`태안 ... 해안에서
    18.3km ..., 완도 ... 22.0km`); not in a sentence that says `각각` (its names and figures
    stand apart, checked as a list). A row is named too by the numbered label of its first cell
    (`1회` or `1회차` of `제1회 | 2. 22.(토)`), and its date is a figure like its numbers; a
    cited item of a list that names one subject before a colon (`청년창업기업(...): 30% 감면`)
    is a row named by the words of that name."""
    rows = _cell_rows(visible, source)
    rows = [a for a in rows if not _total_row(source, a)]
    items = _named_items(visible, source)
    rows += list(items)
    if len(rows) < 2:
        return
    body = _bands_as_one(sentence.body).lower()
    if "각각" in body or "respectively" in body:
        return
    words = {a: _label_words(items.get(a, source.blocks[a].text)) for a in rows}
    numbered = _numbered_rows(figures, rows, source)
    mentions: list[tuple[int, int, str]] = []
    for a in rows:
        others = set().union(*(words[b] for b in rows if b != a))
        # (a name at the start of a word: `은행` is not named inside `저축은행`)
        found = [
            (m.start(), m.end())
            for w in words[a] - others
            for m in re.finditer(rf"(?<![가-힣A-Za-z0-9]){re.escape(w)}", body)
        ] + numbered.get(a, [])
        if found:
            # (named by its label, the row's mention is there, not at a word of another cell
            # the sentence's topic shares: `신고 낙서 처리 기한은 ... 일반(공공시설물 낙서) 10일`)
            found.sort()
            label = _label_words(_cells(source.blocks[a].text)[0]) if a not in items else set()
            first = next(
                (
                    k
                    for k, (i, j) in enumerate(found)
                    if body[i:j] in label and _WORD_END.match(body, j) is not None
                ),
                0,
            )
            mentions.append(_chained(found[first:], a))
    if len(mentions) < 2:
        return
    mentions.sort()
    numbers = [
        f
        for f in figures
        if (f.kind == "date" or (f.kind == "number" and f.period != "ordinal"))
        and not _year_like(f)
        and not in_brackets(body, f.start)
        and not _rate_base(body, f)
    ]
    given: dict[str, Figure] = {}  # each named row's figure, right after its name
    told: dict[str, list[Figure]] = {}  # and every figure of its stretch, up to the next name
    for k, (_, end, row) in enumerate(mentions):
        stop = mentions[k + 1][0] if k + 1 < len(mentions) else len(body)
        own = [f for f in numbers if end <= f.start < stop]
        told[row] = own
        gap = _NAME_THEN_FIGURE.fullmatch(body, end, own[0].start) if own else None
        if gap is not None and not _NOT_ITS_FIGURE.search(gap.group(1)):
            given[row] = own[0]

    def swapped(figure: Figure, row: str, other: str) -> bool:
        # the row's figure is the other's and not its own, of a kind its own cells hold, in one
        # of its readings (`10일` as the tenth or as ten days, under `처리 기한(일)`)
        mine = source.readings(row, units.get(row))
        readings = _with_day_count(figure)
        return not any(
            matches(reading, theirs, _NO_YEARS) for reading in readings for theirs in mine
        ) and any(
            any(comparable(reading, theirs, cell=True) for theirs in mine)
            and bool(_holders(reading, [other], source, units))
            for reading in readings
        )

    def swapped_in_stretches(row: str, other: str) -> Figure | None:
        # a figure of the row's stretch that is the other's, while one of the other's stretch
        # is the row's (`태안 ... 504MW 규모로 해안에서 18.3km ..., 완도 ... 22.0km`)
        mine = next((f for f in told[row] if swapped(f, row, other)), None)
        if mine is not None and any(swapped(f, other, row) for f in told[other]):
            return mine
        return None

    for row in told:
        figure = given.get(row)
        # only a swap both ways: each of two named rows given the other's figure (a figure
        # another row also holds by chance, `5건` of 12 - 7 beside a row's 5, is no swap)
        held = [
            b
            for b in given
            if figure is not None
            and b != row
            and swapped(figure, row, b)
            and swapped(given[b], b, row)
        ]
        if not held:
            # or a figure further on in each row's stretch
            pairs = [(b, f) for b in told if b != row if (f := swapped_in_stretches(row, b))]
            held = [b for b, _ in pairs]
            figure = pairs[0][1] if pairs else None
        if held and figure is not None:
            what = "item" if row in items else "row"
            name = items.get(row, _cells(source.blocks[row].text)[0])
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (row, *held),
                    f"{figure.raw.strip()!r} is in the {what} {', '.join(held)}, but the "
                    f"sentence gives it to the {what} {row} ({name!r}), named before it; "
                    f"restate that {what}'s figure.",
                )
            )
