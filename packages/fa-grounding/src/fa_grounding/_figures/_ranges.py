"""Two figures joined into one range: `3~5%`, `2023-2024년`, `between 10 and 12`, `1월~3월`:
the first takes the unit, multiplier and year the second is written with."""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal

from fa_grounding._figures._figure import Figure, _year, _year_like
from fa_grounding._figures._normalise import normalise_digits
from fa_grounding._figures._pieces import _ENG_MULT, _KU_VALUE, _PIECE, _WEEKDAY_RE

_BETWEEN = re.compile(r"\b(?:between|zwischen)\s$")
_RANGE_WORDS = frozenset({"~", "∼", "〜", "–", "—", "-", "to", "부터", "에서", "through"})
_MONTH_VALUES = frozenset(Decimal(m) for m in range(1, 13))


def _join_ranges(text: str, figures: Iterator[Figure]) -> Iterator[Figure]:
    """Give the first end of a range the unit and multiplier of the second: `1~2억원`, `10~15%`.

    Each figure is let go once the next one is known, so the stream stays lazy.
    """
    first = next(figures, None)
    if first is None:
        return
    for following in figures:
        joined, after = _join_pair(text, first, following)
        yield joined
        first = after
    yield first


_BY_BEFORE = re.compile(r"\bby\s+\$?$")
# What may stand between the years of a range or list: `19∼22년`, `16‧18년`, `12 → 18년`.
_YEAR_GAPS = frozenset({"~", "∼", "〜", "-", "–", "·", "‧", "・", "∙", "ㆍ", ",", "→"})


def _join_pair(text: str, first: Figure, second: Figure) -> tuple[Figure, Figure]:
    if (
        second.as_date is not None
        and second.as_date[1] is None
        and first.kind == "number"
        and first.as_date is None
        and not (first.unit or first.signed or first.hedged)
        and len(first.raw) == 2
        and first.raw.isdigit()
        and text[first.start + 2 : second.start].strip() in _YEAR_GAPS
    ):
        # `19∼22년`, `16‧18년`: the first end is a year too (the range is joined below as well)
        first = first._replace(as_date=(_year(first.raw) or 0, None))
    if first.kind == "date" and second.kind == "date" and second.key[:2] == (None, None):
        # `5월 12일(월)~14일(수)`: the second end is a day of the first's month
        if first.key[1] is not None:
            gap = _WEEKDAY_RE.sub("", text[first.start + len(first.raw) : second.start])
            if gap.strip() in _RANGE_WORDS:
                second = second._replace(key=(first.key[0], first.key[1], second.key[2]))
        return first, second
    if (
        first.kind == "number"
        and second.kind == "date"
        and second.key[1] is not None
        and second.key[2] is None
        and first.unit is None
        and not first.signed
        and first.value in _MONTH_VALUES
    ):
        # `6~8월`: the first end is a month too
        gap = text[first.start + len(first.raw) : second.start]
        if gap.strip() in _RANGE_WORDS:
            month = Figure("date", first.raw, key=(second.key[0], int(first.value), None))
            return month._replace(start=first.start), second
        return first, second
    if (
        first.kind == "time"
        and second.kind == "time"
        and first.key[2] is True
        and first.key[0] >= 12  # type: ignore[operator]
        and second.key[2] is False
        and first.key[0] < second.key[0] + 12 < 24  # type: ignore[operator]
        and text[first.start + len(first.raw) : second.start].strip() in _RANGE_WORDS
    ):
        # `오후 2시 ~ 5시`: the second end is of the first's afternoon too (17:00)
        hour = int(second.key[0]) + 12  # type: ignore[arg-type]
        return first, second._replace(key=(hour, *second.key[1:2], True), others=())
    if (
        second.kind == "time"
        and first.kind == "number"
        and first.raw.isdigit()
        and len(first.raw) <= 2
        and first.value <= 24
        and (
            (gap := text[first.start + len(first.raw) : second.start].strip()) in _RANGE_WORDS
            or (gap == "and" and _BETWEEN.search(text, 0, first.start) is not None)
        )
    ):
        # `9~12시`, `09-12시`, `between 5 and 9 a.m.`: the first end is an hour too, of the same
        # half of the day when the text says so before it (`오후 1~3시`)
        hour = int(first.value)
        before = text[max(0, first.start - 4) : first.start]
        if hour < 12 and ("오후" in before or "저녁" in before or "밤" in before):
            hour += 12
        time = Figure("time", first.raw, key=(hour, 0, hour != int(first.value)))
        return time._replace(start=first.start), second
    if first.kind != "number" or second.kind != "number" or first.signed:
        return first, second
    if first.unit is not None and first.unit != second.unit:
        return first, second  # `27% to £988 million` is two figures, not a range
    if (
        _year_like(first)
        and first.raw.isdigit()
        and not first.key[0]
        and (second.unit is not None or (second.key and second.key[0]))
    ):
        return first, second  # `36.2 million in 2025 to 40.2 million`: a year, then an amount
    gap = text[first.start + len(first.raw) : second.start]
    if gap.strip() == "to" and _BY_BEFORE.search(text, max(0, first.start - 6), first.start):
        return first, second  # `rose by 323,000 to 23.829 million`: a change, then a level
    if gap.strip() not in _RANGE_WORDS and not (
        # `zwischen 1,29 und 1,35 Milliarden Pfund`, `between 1.29 and 1.35 billion`
        gap.strip() in {"and", "und"}
        and _BETWEEN.search(text, max(0, first.start - 10), first.start) is not None
    ):
        return first, second
    value, quantum = first.value, first.quantum
    second_mult = bool(second.key and second.key[0])
    first_mult = bool(first.key and first.key[0])
    if second_mult and not first_mult and second.quantum > 1:
        # the second end's multiplier: the step of its last digit tells its scale
        scale = _scale(second)
        value, quantum = value * scale, quantum * scale
    joined = Figure(
        "number",
        first.raw,
        value=value,
        unit=first.unit or second.unit,
        quantum=quantum,
        hedged=first.hedged or second.hedged,
        key=(first_mult or second_mult,),
        start=first.start,
        as_date=first.as_date,
        measure=first.measure or (second.measure if first.unit is None else None),
    )
    if second.period in {"ordinal", "term", "century"}:
        # `3~5차년도`: both ends name years of a plan; `16~17세기` both centuries
        joined = joined._replace(period=second.period)
    if first.hedged and not second.hedged:
        second = second._replace(hedged=True)
    return joined, second


def _scale(figure: Figure) -> Decimal:
    """The multiplier a Korean or English unit word gave a figure (억 -> 10^8), or a size or
    frequency its unit gave it (`3.80㎓` -> 10^9)."""
    raw = normalise_digits(figure.raw)
    if figure.unit in {"Hz", "B", "bps"}:
        written = _WRITTEN.match(raw)
        if written is not None and Decimal(written.group(0).replace(",", "")):
            return figure.value / Decimal(written.group(0).replace(",", ""))
    for word, mult in _ENG_MULT.items():
        # (`Milliarden`, `Mio.`: German words start with a capital and may end with a dot)
        flags = re.IGNORECASE if len(word) > 2 else 0
        if re.search(rf"\d\s?{re.escape(word)}(?![A-Za-z])", raw, flags):
            return Decimal(mult)
    pieces = list(_PIECE.finditer(raw))
    scale = Decimal(1)
    if pieces and pieces[0].group(2):
        for ch in pieces[0].group(2):
            scale *= _KU_VALUE[ch]
    return scale


_WRITTEN = re.compile(r"\d[\d,]*(?:\.\d+)?")
