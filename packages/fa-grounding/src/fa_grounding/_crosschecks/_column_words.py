"""The words a table row writes in a column of words (`무대 | 우면당`, `장소 | 시청 대회의실`): a
sentence citing the row that gives it another row's word of that column (`제2회 공연은 ...
예악당이에요` citing the row of 제2회, whose 무대 is 우면당, 예악당 being 제1회's) took the
neighbouring row's cell. Only for rows of a series (labels alike but for their numbers: `제1회`,
`제2회`; `1호선`, `3호선`), not under a head of remarks (`비고`), where the sentence writes none of
the cited row's word, no cited block writes the other, and that word is no row's label."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _BRACKETED
from fa_grounding._crosschecks._rows import table_rows
from fa_grounding._findings import _finding
from fa_grounding._tables import _cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_column_words",)

# A cell of words: Hangul or Latin letters, no digits (`우면당`, `국립국악원 예악당`)
_WORD_CELL = re.compile(r"[가-힣A-Za-z][가-힣A-Za-z ·]{1,19}")
_SPACES = re.compile(r"\s+")
_DIGITS = re.compile(r"\d+")
# Heads over free words, not one name a row (`비고`, `내용`, `Remarks`)
_REMARKS = re.compile(r"비고|참고|내용|설명|사유|기타|특기|remarks?|notes?", re.IGNORECASE)


def _in_series(label: str, other: str) -> bool:
    """Whether two row labels are alike but for their numbers (`제1회`, `제2회`)."""
    shape = _DIGITS.sub("#", _SPACES.sub("", label))
    return "#" in shape and shape == _DIGITS.sub("#", _SPACES.sub("", other))


def _words(cell: str) -> str | None:
    """The cell's words without spaces, when the cell is words only (two characters or more)."""
    cell = cell.strip()
    if _WORD_CELL.fullmatch(cell) is None:
        return None
    plain = _SPACES.sub("", cell)
    return plain if len(plain) >= 2 else None


def check_column_words(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a cited row another row's word of a column of words: the
    sentence as a whole, or, when it cites rows of a series, a clause of it that names one row
    by its label (`제1회(3. 14.)는 우면당, 제2회(4. 11.)는 예악당`)."""
    before = len(out)
    _check_sentence(sentence, visible, source=source, out=out)
    if len(out) == before:
        _check_clauses(sentence, visible, source=source, out=out)


def _check_sentence(
    sentence: Sentence, visible: tuple[str, ...], *, source: _Source, out: list[Finding]
) -> None:
    body = _SPACES.sub("", sentence.body)
    cited = _SPACES.sub("", " ".join(source.blocks[a].text for a in visible))
    for anchor in visible:
        head = source.header(anchor)
        if head is None or anchor == head:
            continue
        mine = _cells(source.blocks[anchor].text)
        heads = _cells(source.blocks[head].text)
        for column, cell in enumerate(mine):
            word = _words(cell)
            if column == 0 or word is None or word in body:
                continue
            if len(heads) != len(mine) or _REMARKS.search(heads[column]):
                continue
            others = {
                theirs: other
                for other in table_rows(source, head)
                if other not in {anchor, head}
                and len(cells := _cells(source.blocks[other].text)) == len(mine)
                and (theirs := _words(cells[column])) is not None
                and theirs != word
                and _words(cells[0]) != theirs
                and _in_series(mine[0], cells[0])
            }
            given = [w for w in others if w in body and w not in cited and word not in w]
            if len(given) != 1:
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, others[given[0]]),
                    f"'{given[0]}' is the cell of {others[given[0]]} in this column; the cited "
                    f"row {anchor} writes '{cell.strip()}' there. Restate the cited row's word or "
                    "cite the row it belongs to.",
                )
            )
            return


# Where a clause ends: a comma or a semicolon, or a Korean clause's linking ending (`열리고 `);
# the full stops of a date (`3. 14.`) end none
_CLAUSE_END = re.compile(r"[,;]\s|[가-힣](?:고|며|으며|지만|는데|반면)\s")
_LETTER = re.compile(r"[가-힣A-Za-z]")


def _clauses(body: str) -> list[str]:
    """The clauses of `body`, its brackets left out."""
    return [part for part in _CLAUSE_END.split(_BRACKETED.sub(" ", body)) if part.strip()]


def _check_clauses(
    sentence: Sentence, visible: tuple[str, ...], *, source: _Source, out: list[Finding]
) -> None:
    """GR-03 when a clause names one cited row of a series by its label and gives it the word
    another cited row of the series writes in a column of words, without the row's own."""
    rows: dict[str, list[str]] = {}  # cited row -> its cells, for rows under one header
    head_of: dict[str, str] = {}
    for anchor in visible:
        head = source.header(anchor)
        if head is not None and anchor != head:
            rows[anchor] = _cells(source.blocks[anchor].text)
            head_of[anchor] = head
    for clause in _clauses(sentence.body):
        plain = _SPACES.sub("", clause)
        # (a label of letters and its number, `1기`, `제2회`: a bare serial number, `5`, names
        # no row in words, its digits being any figure's)
        named = [
            a
            for a, cells in rows.items()
            if _LETTER.search(cells[0])
            and any(_in_series(cells[0], rows[b][0]) for b in rows if b != a)
            and re.search(rf"(?<!\d){re.escape(_SPACES.sub('', cells[0]))}(?!\d)", plain)
        ]
        if len(named) != 1:
            continue
        anchor = named[0]
        mine = rows[anchor]
        heads = _cells(source.blocks[head_of[anchor]].text)
        if len(heads) != len(mine):
            continue
        for column, cell in enumerate(mine):
            word = _words(cell)
            if column == 0 or word is None or word in plain or _REMARKS.search(heads[column]):
                continue
            given = [
                (other, theirs)
                for other, cells in rows.items()
                if other != anchor
                and head_of[other] == head_of[anchor]
                and len(cells) == len(mine)
                and _in_series(mine[0], cells[0])
                and (theirs := _words(cells[column])) is not None
                and theirs != word
                and theirs in plain
                and word not in theirs
                and theirs not in word
            ]
            if len(given) != 1:
                continue
            other, theirs = given[0]
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, other),
                    f"'{theirs}' is the cell of {other} in this column; the clause naming "
                    f"'{mine[0].strip()}' gives it, but {anchor} writes '{cell.strip()}' there. "
                    "Restate each row's word.",
                )
            )
            return
