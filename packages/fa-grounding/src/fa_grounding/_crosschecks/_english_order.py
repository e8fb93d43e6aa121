"""Figures an English sentence gives in another order than a cited block lists their entries.

`청년 1인 가구 기준 중위소득 120% 이하, 신혼부부 가구 기준 중위소득 150% 이하` gives each entry its
figure. An English sentence that names the entries in words fa does not read (`single young
households`, `newlyweds`: no Korean name, romanization or category word it knows) cannot be
told whose figure it gives each; the owners check reads no name there. When it gives two of
the block's listed figures, each of another entry, in the other order than the block does
(`single young households up to 150%, newlyweds up to 120%`), the sentence may have swapped
them: the pair is unconfirmed (GR-07), shown to the person, never refused, as a faithful
sentence may list the entries the other way round. The same order, a sentence written in
Korean, or one that names both entries in words fa reads (`women` for `여성`: the owners check
holds their figures), is left alone. Two rows of a cited table whose figures of one column the
sentence gives in the other order are read alike (`_rows_crossed`).
"""

from __future__ import annotations

import re
from decimal import Decimal
from itertools import combinations, pairwise
from typing import TYPE_CHECKING

from fa_grounding._anchors import find_citations
from fa_grounding._crosschecks._names import stem
from fa_grounding._crosschecks._rows import _total_row, table_rows
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._findings import _finding
from fa_grounding._report import UNCONFIRMED
from fa_grounding._tables import _column, cell_number

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_english_order",)

_ENGLISH = re.compile(r"[A-Za-z]{3,}")
# What opens an entry of a list: a comma, a bracket, a colon or a semicolon
_OPENS = re.compile(r"[,，(（:：;]")
_WORD = re.compile(r"[가-힣][가-힣·ㆍ]*")
# A word marked as the topic of its clause (`기부는 `)
_TOPIC = re.compile(r"([가-힣][가-힣·ㆍ]*[은는])\s")
# A digit written into a name, a word after it (`1인 가구`, `2차 접종`)
_LABEL = re.compile(r"\d[가-힣]{1,2}\s[가-힣]")
# Words that open a part of a list but name no entry of it: a total, a base, a period before
_NO_ENTRY = frozenset({"총", "합계", "모두", "전체", "전년", "지난해", "작년", "평균", "전국"})
# What a rate is given per, after its base (`10만 명당`)
_PER = re.compile(r"\s?[가-힣]{0,2}당")
_RANKED = 3
_MIN_PARTS = 2
"""How many rows above a row its cell must sum to make it a total."""
"""How many rows' figures a sentence gives from the largest down to rank the rows."""
# A bracket right after a figure and its counter (`480건(`)
_BRACKETED = re.compile(r"\s?[가-힣]{0,3}\s?[(（]\s?")


def _like(a: Figure, b: Figure) -> bool:
    """Whether two of a block's figures measure alike (`120%` and `150%`, `40명` and `50명`):
    only such figures can be swapped for each other."""
    return (a.unit, a.measure, a.period) == (b.unit, b.measure, b.period)


def _entries(text: str, figures: list[Figure]) -> dict[int, str]:
    """figure start -> the entry a block's list gives it: the topic of its part of the list
    (`기부` of `보다 기부는 480건`), else the word right after the mark that opens the part
    (`청년` of `소득 기준: 청년 1인 가구 기준 중위소득 120% 이하`, `성인` of `(청소년 40명,
    성인 50명)`), no figure between, and no total or base (`전년`, `평균`, `국가별`). A figure
    in brackets right after another (`480건(11.7%)`) is of that one's entry, and one right
    after another with no mark nor topic between (`3,700가구` after `(38,900가구)보다`) of none.
    A number written into a word (`1인 가구`) is the word's, and the base of a rate (`10만
    명당`) no entry's."""
    found: dict[int, str] = {}
    previous, last = 0, None
    for figure in sorted(figures, key=lambda f: f.start):
        end = figure.start + len(figure.raw)
        if _LABEL.match(text, figure.start):
            continue  # (`1인 가구`, `2차 접종`: part of a name)
        if _PER.match(text, end):
            previous, last = end, None
            continue  # (`인구 10만 명당`: the base of a rate, no entry's figure)
        between = text[previous : figure.start]
        marks = list(_OPENS.finditer(between))
        part = between[marks[-1].end() :] if marks else between
        topics = _TOPIC.findall(part)
        name = None
        if previous and last and _BRACKETED.fullmatch(between):
            name = last
        elif topics:
            name = stem(topics[-1])
        elif marks:
            word = _WORD.match(part.lstrip())
            name = stem(word.group(0)) if word is not None else None
        if name in _NO_ENTRY or (name is not None and name.endswith("별")):
            name = None  # (nor a word of what figures are given by, `국가별`)
        if name is not None and len(name) >= 2:
            found[figure.start] = name
        previous, last = end, name
    return found


def check_english_order(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-07 for two figures of an English sentence that a cited block of prose lists as two
    entries' in the other order (module doc)."""
    body = sentence.body  # (English words of names fa reads are Korean here)
    if any(f.rule == "GR-03" for f in out) or HANGUL.search(sentence.text):
        return
    if not _ENGLISH.search(body):
        return
    numbers = sorted(
        (f for f in figures if f.kind == "number" and not _year_like(f)), key=lambda f: f.start
    )
    if len(numbers) < 2:
        return
    if _rows_crossed(sentence, numbers, visible, source=source, out=out):
        return
    for anchor in visible:
        block = source.blocks[anchor]
        if block.table_row:
            continue
        theirs = [f for f in source.figures(anchor) if f.kind == "number"]
        owned = _entries(block.text, theirs)
        if len(set(owned.values())) < 2:
            continue
        # (draft figure, its place in the block, its entry there, the block's figure)
        placed: list[tuple[Figure, int, str, Figure]] = []
        for figure in numbers:
            held = [t for t in theirs if matches(figure, t, _NO_YEARS)]
            if len(held) == 1 and held[0].start in owned:
                placed.append((figure, held[0].start, owned[held[0].start], held[0]))
        crossed = next(
            (
                (a, b)
                for a, b in combinations(placed, 2)
                # (a before b in the draft, after it in the block; not two entries the sentence
                # names as fa reads them, whose figures the owners check holds)
                if a[2] != b[2]
                and a[1] > b[1]
                and _like(a[3], b[3])
                and not (a[2] in body and b[2] in body)
            ),
            None,
        )
        if crossed is None:
            continue
        (first, _, mine, _), (second, _, theirs_owner, _) = crossed
        out.append(
            _finding(
                UNCONFIRMED,
                sentence,
                (anchor,),
                f"{first.raw.strip()!r} and {second.raw.strip()!r}: {anchor} gives "
                f"{second.raw.strip()!r} to {theirs_owner} before {first.raw.strip()!r} to "
                f"{mine}, and this sentence gives them in the other order, naming the entries "
                "in words fa cannot match to the block's; check that each figure is given to "
                "its own entry before approving.",
            )
        )
        return


def _rows_crossed(
    sentence: Sentence,
    numbers: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> bool:
    """GR-07 for two figures of an English sentence held in one column by two cited rows of a
    table, given in the other order than the rows, when the sentence writes neither row's label
    as fa reads it (`salinity ... 14 to 9, breakage ... 35 to 21` over `불량(염도 초과) | 35 |
    21` and `불량(파손·변질) | 14 | 9`): the rows' names are words fa cannot match, so the
    figures may have been swapped between them. Left alone: rows cited in citations apart (the
    sentence tells whose each figure is); a total row, by its label (`계`) or by its cell being
    the sum of the column's cells above it (`연간` under four quarters), as a total is no rival;
    three rows' figures or more given from the largest down, as the sentence ranks the rows.
    Two rows given from the larger down are not left alone: a swap of two rows' figures reads
    so as often as a faithful reordering."""
    rows = [
        a
        for a in visible
        if source.blocks[a].table_row and source.header(a) is not None and not _total_row(source, a)
    ]
    if len(rows) < 2:
        return False
    groups = [
        {b for a in find_citations(sentence.text[start:end]).anchors for b in source.resolve(a)}
        for start, end in sentence.citations.spans
    ]
    _, position = source._order_index()
    body = sentence.body
    # (draft figure, its row's place in the document, its column, the row, the row's figure)
    placed: list[tuple[Figure, int, int, str, Figure]] = []
    for figure in numbers:
        held = [
            (row, theirs)
            for row in rows
            for theirs in source.figures(row)
            if theirs.kind == "number" and matches(figure, theirs, _NO_YEARS)
        ]
        if len(held) != 1:
            continue
        row, theirs = held[0]
        column = _column(source._cell_spans(row), theirs.start)
        if column > 0:
            placed.append((figure, position[row], column, row, theirs))
    for a, b in combinations(placed, 2):
        if not (
            a[3] != b[3]
            and a[1] > b[1]
            and a[2] == b[2]
            and source.header(a[3]) == source.header(b[3])
            and _like(a[4], b[4])
        ):
            continue
        head = source.header(a[3])
        column = [p[0].value for p in placed if p[2] == a[2] and source.header(p[3]) == head]
        if len(column) >= _RANKED and all(x > y for x, y in pairwise(column)):
            continue  # (three rows or more from the largest down: the sentence ranks them)
        if _sums_above(source, a[3], a[2]) or _sums_above(source, b[3], b[2]):
            continue  # (a row of the column's total, whatever its label: no rival)
        if not any({a[3], b[3]} <= group for group in groups):
            continue  # (each row cited apart: the sentence tells whose each figure is)
        first, second = (_label_stems(source.blocks[r].text) for r in (a[3], b[3]))
        if not (first - second) or not (second - first):
            continue  # (labels told apart by no word)
        if any(word in body for word in first ^ second):
            continue  # (a label fa reads: the owners check holds its figures)
        out.append(
            _finding(
                UNCONFIRMED,
                sentence,
                (a[3], b[3]),
                f"{a[0].raw.strip()!r} and {b[0].raw.strip()!r}: {b[3]} holds "
                f"{b[0].raw.strip()!r} and {a[3]}, below it, {a[0].raw.strip()!r} in the same "
                "column, and this sentence gives them in the other order, naming the rows in "
                "words fa cannot match to their labels; check that each figure is given to its "
                "own row before approving.",
            )
        )
        return True
    return False


def _label_stems(text: str) -> set[str]:
    """The Korean words of a table row's label, a bracket's included (`불량`, `파손`, `변질` of
    `불량(파손·변질)`), each as `stem` leaves it."""
    label = text.split(" | ", 1)[0]
    return {stem(w) for w in re.findall(r"[가-힣]{2,}", label)}


def _sums_above(source: _Source, row: str, column: int) -> bool:
    """Whether a row's cell in `column` is the sum of that column's cells in the table's rows
    above it, two or more (`연간 | 198` under quarters of 52, 86, 21 and 39)."""
    head = source.header(row)
    if head is None:
        return False
    rows = table_rows(source, head)
    above = rows[: rows.index(row)] if row in rows else []
    cells = [
        cell_number(source.figures(anchor), source._cell_spans(anchor), column)
        for anchor in [*above, row]
    ]
    *parts, total = cells
    if len(parts) < _MIN_PARTS or total is None or any(c is None for c in parts):
        return False
    return sum((c.value for c in parts if c is not None), Decimal(0)) == total.value
