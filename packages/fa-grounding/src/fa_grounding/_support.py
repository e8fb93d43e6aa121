"""Whether the cited blocks support a figure: looked up by value in each, in any of its
readings, with the years of the cited blocks lent to a date written without one."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._claims import _rate_base, priced_one
from fa_grounding._figures._figure import Figure, _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._tables import HALVES_IN_WORDS

if TYPE_CHECKING:
    from collections.abc import Iterator

    from fa_grounding._source import _Source
    from fa_grounding._units import Unit


def supported_by_any(
    figure: Figure,
    anchors: tuple[str, ...],
    source: _Source,
    present: tuple[str, ...],
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether one of `anchors` supports `figure` in any of its readings; a quarter or a half
    a draft writes as a span of months (`1~3월`) is also the span's two months, supported when
    the cited blocks give each (`1월 13일부터 3월 21일까지`)."""
    if any(supported(f, anchors, source, present, units) for f in (figure, *figure.others)):
        return True
    ends = _span_months(figure)
    return bool(ends) and all(supported(f, anchors, source, present, units) for f in ends)


# A span of months as a draft writes it (`1~3월`, `2025년 1월~3월`, `7월부터 12월`)
_MONTH_SPAN = re.compile(r"(?:^|[년\s])\d{1,2}\s?월?\s?(?:[~∼〜\-–—]|부터)\s?\d{1,2}\s?월$")
_MONTHS_IN = {"quarter": 3, "half": 6}  # how many months each period holds


def _span_months(figure: Figure) -> tuple[Figure, ...]:
    """The first and the last month of a quarter or a half written as a span of months, as
    dates of the figure's year; none for one written otherwise (`1분기`, `상반기`)."""
    if figure.kind not in _MONTHS_IN or _MONTH_SPAN.search(figure.raw.strip()) is None:
        return ()
    year, number = figure.key[0], figure.key[1]
    if not isinstance(number, int):
        return ()
    size = _MONTHS_IN[figure.kind]
    return tuple(
        Figure("date", figure.raw, key=(year, month, None), start=figure.start)
        for month in (size * (number - 1) + 1, size * number)
    )


def supported(
    figure: Figure,
    anchors: tuple[str, ...],
    source: _Source,
    present: tuple[str, ...],
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether one of `anchors` supports `figure`.

    A source date without a year may take it from the years of all cited blocks (`present`),
    or, for a whole date, the year its document writes for that very day in another block
    (`1월 20일(월)` of a notice dated `2025. 1. 20.(월)`). Finding those years reads every cited
    block to its end, so they are looked up only when the figure has a year and is not
    supported without them (more years only ever add matches).
    """
    if any(source.supports(anchor, figure, _NO_YEARS, units) for anchor in anchors):
        return True
    if figure.kind not in {"date", "quarter", "half"} or (
        figure.key[0] is None and (figure.kind == "quarter" or figure.key[1] is None)
    ):
        return False
    years = source.years(present)
    if any(source.supports(anchor, figure, years, units) for anchor in anchors):
        return True
    if figure.kind != "date" or not isinstance(year := figure.key[0], int) or year in years:
        return False
    if not isinstance(figure.key[2], int):
        return False  # a year or a month alone is no day the document writes
    documents = {source.blocks[a].document for a in source.holders(figure, anchors)}
    return any(
        source.blocks[anchor].document in documents
        and source.supports(anchor, figure, frozenset({year}), units)
        for anchor in anchors
    )


def names_a_half(anchors: tuple[str, ...], rows: tuple[str, ...], source: _Source) -> bool:
    """Whether one of `anchors`, or a head row over one of `rows`, names a half-year."""
    heads = tuple(h for a in rows for h in source.head_rows(a))
    return any(f.kind == "half" for a in anchors + heads for f in source.figures(a))


def half_in_words(figure: Figure, anchors: tuple[str, ...], source: _Source) -> bool:
    """Whether a cited block writes a half without its year in words (`하반기에`) that a
    draft's half without a year names (`the second half`)."""
    half = figure.key[1]
    return isinstance(half, int) and any(
        HALVES_IN_WORDS[half].search(source.blocks[a].text) for a in anchors
    )


def half_held(
    figure: Figure, anchors: tuple[str, ...], source: _Source, present: tuple[str, ...]
) -> str:
    """How the cited blocks hold a half-year none of them names with its year: `months` when a
    month they give in its year falls in it (`2011년 상반기` of `2011. 1. 1. ~ 2011. 6. 29.`;
    a date without a year takes the years of the cited blocks); `words` when they write that
    half without a year (the head `상반기 누적` under a heading of 2025), so its year is still
    checked; `year` when they give neither a month of its year nor a half, so its year is
    checked and the half is unconfirmed; `neither` when their months of its year or their half
    in words are all of the other half."""
    year, half = figure.key[0], figure.key[1]
    if not isinstance(half, int):
        return "year"
    texts = [source.blocks[anchor].text for anchor in anchors]
    if any(HALVES_IN_WORDS[half].search(text) for text in texts):
        return "words"
    lent = source.years(present)
    months = {
        reading.key[1]
        for anchor in anchors
        for found in source.figures(anchor)
        for reading in (found, *found.others)
        if reading.kind == "date"
        and isinstance(reading.key[1], int)
        and (reading.key[0] == year or (reading.key[0] is None and year in lent))
    }
    if any((month - 1) // 6 + 1 == half for month in months):
        return "months"
    if months or any(HALVES_IN_WORDS[3 - half].search(text) for text in texts):
        return "neither"
    return "year"


# A year a change starts or ends at (`2026년부터`, `2030년까지`, `from 2026`, `by 2030`)
_YEAR_BOUND_AFTER = re.compile(r"^\s?(?:년도?)?\s?(부터|까지|이후|이전|전까지)")
_YEAR_BOUND_IN = re.compile(
    r"((?:19|20)\d{2})\s?년도?\s?(부터|까지|이후|이전|전까지)"
    r"|\b(from|until|since|by|through)\s+((?:19|20)\d{2})\b",
    re.IGNORECASE,
)
_ENGLISH_BOUND = {"from": "부터", "since": "이후", "until": "까지", "by": "까지", "through": "까지"}


def bound_elsewhere(body: str, figure: Figure, blocks: tuple[str, ...], source: _Source) -> bool:
    """Whether a year the sentence gives as a start or an end (`2025년부터`), which only a
    heading or parent item lends, is one the cited blocks themselves give another year for
    (`2026년부터` under `□ 2025년 적자 규모를 ...`): the lent year is the heading's, not the
    start's."""
    if figure.kind == "number" and _year_like(figure):
        year = int(figure.value)  # `from 2025`: a year written as a plain number
    elif figure.kind == "date" and figure.key[1:] == (None, None) and figure.key[0] is not None:
        year = figure.key[0]
    else:
        return False
    after = body[figure.start + len(figure.raw) :]
    before = body[max(0, figure.start - 12) : figure.start].lower()
    bound = _YEAR_BOUND_AFTER.match(after)
    role = bound.group(1) if bound else None
    if role is None:
        words = re.search(r"\b(from|until|since|by|through)\s*$", before)
        role = _ENGLISH_BOUND[words.group(1)] if words else None
    if role is None:
        return False
    given = set()
    for anchor in blocks:
        for match in _YEAR_BOUND_IN.finditer(source.blocks[anchor].text):
            theirs, word = (
                (match.group(1), match.group(2))
                if match.group(1)
                else (match.group(4), _ENGLISH_BOUND[match.group(3).lower()])
            )
            if word == role:
                given.add(int(theirs))
    return bool(given) and year not in given


def cited_numbers_of(
    figure: Figure, visible: tuple[str, ...], source: _Source
) -> Iterator[tuple[str, Figure]]:
    """Each number of the cited blocks that `figure` matches by value, with its block's text
    (for a cross-check that reads the words around it there)."""
    for anchor in visible:
        text = source.blocks[anchor].text
        for found in source.figures(anchor):
            if found.kind == "number" and matches(figure, found, _NO_YEARS):
                yield text, found


# The label of a table row that is the change between the rows above it (`증감`, `전년 대비`)
_CHANGE_ROW = re.compile(
    r"(?:증감|증감률|차이|변동|전년\s?대비|전년\s?동기\s?대비)\s?(?:[(（][^()（）]*[)）])?"
)
_COMPARED_ROWS = 2


def compared_rows(anchor: str, source: _Source) -> tuple[str, ...]:
    """The two rows right above a cited row of change (`증감 | △28 | △120`) in its table, whose
    labels name the periods it compares (`2025년 상반기 계`, `2024년 상반기 계`); none for any
    other row."""
    block = source.blocks[anchor]
    label = block.text.split(" | ", 1)[0].strip() if block.table_row else ""
    if not label or _CHANGE_ROW.fullmatch(label) is None:
        return ()
    header = source.header(anchor)
    order = list(source.blocks)
    above: list[str] = []
    for name in reversed(order[: order.index(anchor)]):
        other = source.blocks[name]
        if not other.table_row or name == header or source.header(name) != header:
            break
        above.append(name)
        if len(above) == _COMPARED_ROWS:
            break
    return tuple(above) if len(above) == _COMPARED_ROWS else ()


def rate_base_of_tables(
    body: str,
    figure: Figure,
    anchors: tuple[str, ...],
    *,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether `figure` is the base a rate or a price is given per (`1,000명당`, `1박 요금`)
    that the tables of `anchors` write in their unit line, caption or heads."""
    context = tuple(dict.fromkeys(c for a in anchors for c in source.table_context(a)))
    per = priced_one(body, figure)
    if per is not None:
        # (`1박 요금`: the table must write that one itself, `1박`, not a `1` of its own, in
        # its unit line, caption or heads, or a row's label, `절임배추 1상자(20kg)`)
        # (imported here: the cross-checks import this module)
        from fa_grounding._crosschecks._rows import table_rows

        heads = {h for a in anchors if (h := source.header(a)) is not None}
        rows = [r for h in sorted(heads) for r in table_rows(source, h)]
        return any(f"1{per}" in source.compact(a) for a in (*context, *rows))
    return _rate_base(body, figure) and supported(figure, context, source, present, units)
