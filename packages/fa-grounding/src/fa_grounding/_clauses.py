"""Clauses of a sentence that cites clause by clause (`... 수립하며 [L31], ... 세운다 [L32].`):
where each citation closes its clause, and the anchors of the clause a figure stands in. A
figure of one clause is checked against its own clause's blocks, and a year one clause names
dates no figure of another."""

from __future__ import annotations

import itertools
import re

from fa_grounding._anchors import find_citations
from fa_grounding._figures._figure import Figure
from fa_grounding._sentences import Sentence

__all__ = (
    "CLAUSE_BREAK",
    "CLAUSE_END",
    "clause_anchors",
    "clause_of",
    "clauses",
    "closed_before",
    "dated_after",
    "own_clause_year",
    "place_in_text",
)

# Where a clause of a sentence's words ends, citations or not: a comma, a
# semicolon or a full stop, an English `while`, or a Korean connective ending (`높았고`,
# `늘었으며`, `많지만`, `반면`)
CLAUSE_BREAK = re.compile(
    r",\s|[;.]\s|\s(?:while|whereas)\s|[가-힣](?:고|며|으며|지만|는데|반면)\s", re.IGNORECASE
)


def clause_of(body: str, at: int) -> str:
    """The clause of `body` (by `CLAUSE_BREAK`) that the place `at` stands in."""
    start, end = clause_span(body, at)
    return body[start:end]


def clause_span(body: str, at: int) -> tuple[int, int]:
    """Where the clause of `body` (by `CLAUSE_BREAK`) that the place `at` stands in starts and
    ends."""
    start = max((m.end() for m in CLAUSE_BREAK.finditer(body, 0, at)), default=0)
    end = next((m.start() for m in CLAUSE_BREAK.finditer(body, at)), len(body))
    return start, end


def clauses(sentence: Sentence) -> list[tuple[int, tuple[str, ...]]]:
    """Where each citation of a sentence that cites clause by clause starts, and its anchors
    (`제9조에 따라 ... 수립하며 [L31], ... 세운다 [L32].`: two citations with words between,
    naming different blocks); empty for any other sentence, and for one whose last citation
    names every earlier one's blocks (`...[L13], ...[L12, L13].`)."""
    text = sentence.text
    # (a citation inside a phrase, `경북[L12] 다음으로 많았다`, `Notice No. 2025-12 [L1] caps`,
    # names where a name's figures are and closes no clause: its anchors are its clause's too)
    spans: list[tuple[int, int]] = []
    groups: list[tuple[str, ...]] = []
    inner: tuple[str, ...] = ()
    for k, (a, b) in enumerate(sentence.citations.spans):
        anchors = find_citations(text[a:b]).anchors
        if k == len(sentence.citations.spans) - 1 or _closes_clause(text, a, b):
            spans.append((a, b))
            groups.append(tuple(dict.fromkeys(inner + anchors)))
            inner = ()
        else:
            inner += anchors
    if len(spans) < 2:
        return []
    apart = all(text[b1:a2].strip(" ,.;") for (_, b1), (a2, _) in itertools.pairwise(spans))
    if not apart or len({frozenset(g) for g in groups}) < len(groups):
        return []
    if all(set(g) <= set(groups[-1]) for g in groups):
        return []  # the last citation names every earlier one's blocks: the whole sentence's
    return [(start, group) for (start, _), group in zip(spans, groups, strict=True)]


# Endings that close a Korean clause before a citation (`세우고 [L1]`, `수립하며[L31]`, `많지만`)
_CLAUSE_ENDING = re.compile(r"(?:고|며|면|나|서|여|만|데|니|해|요|다|음|함|됨|임)\s*$")


def _closes_clause(text: str, start: int, end: int) -> bool:
    """Whether the citation at `text[start:end]` closes a clause: punctuation or the end comes
    after it, or a clause's ending before it; not one between a name and the words that go on
    with it (`경북[L12] 다음으로`)."""
    after = text[end:].lstrip()
    if not after or not after[0].isalnum() or _CONJUNCTION.match(after) is not None:
        return True
    return _CLAUSE_ENDING.search(text, 0, start) is not None


# An English conjunction that opens the next clause after a citation (`6,347 [L25] and the US`)
_CONJUNCTION = re.compile(r"(?:and|but|while|whereas|whilst)\b", re.IGNORECASE)


def clause_anchors(
    sentence: Sentence,
    spans: list[tuple[int, tuple[str, ...]]],
    figure: Figure,
    visible: tuple[str, ...],
) -> tuple[str, ...]:
    """The visible anchors of the citation that closes the clause a figure stands in (of
    `clauses`); empty when the figure's place is not certain (its text written twice) or it
    comes after the last citation (a closing phrase, no clause of its own)."""
    if not spans:
        return ()
    raw = figure.raw.strip()
    at = place_in_text(sentence, figure)
    if at is None:
        return ()
    for start, group in spans:
        if start >= at + len(raw):
            return tuple(a for a in group if a in visible)
    return ()


def place_in_text(sentence: Sentence, figure: Figure) -> int | None:
    """Where a figure of the sentence's body stands in the sentence as written, outside the
    citations: its one place, or, for a figure written the same way more than once, each time a
    whole figure (`50% ... [L31], ... 50% ... [L33]`), its place among them in order. None when
    its text is also part of another figure (`5` of `5,695`) or the body and the sentence do not
    write it as often (a unit added from a table's head)."""
    text, body, raw = sentence.text, sentence.body, figure.raw.strip()
    if not raw:
        return None
    cited = sentence.citations.spans
    places = [
        m.start()
        for m in re.finditer(re.escape(raw), text)
        if not any(a <= m.start() < b for a, b in cited)
    ]
    if len(places) == 1:
        return places[0]
    if not all(_whole(text, at, raw) for at in places):
        return None
    written = [m.start() for m in re.finditer(re.escape(raw), body)]
    lead = len(figure.raw) - len(figure.raw.lstrip())
    if len(places) != len(written) or figure.start + lead not in written:
        return None
    return places[written.index(figure.start + lead)]


def _whole(text: str, at: int, raw: str) -> bool:
    """Whether `raw` at `at` is a whole figure, not part of a longer one (`5` of `5,695`)."""
    end = at + len(raw)
    return not (
        (at > 0 and (text[at - 1].isdigit() or text[at - 1] in ".,"))
        or (end < len(text) and text[end].isdigit())
        or (end + 1 < len(text) and text[end] in ".," and text[end + 1].isdigit())
    )


def closed_before(sentence: Sentence, figure: Figure, later: list[Figure]) -> bool:
    """Whether a citation closing its clause stands after `figure` and before each of `later`
    (`56.8에서 55.9로 낮아졌고 [L18], 2024년 주간 ...`): a year the next clause names dates
    nothing of this one. False when a figure's place is not certain (its text written twice)."""
    text = sentence.text

    def place(f: Figure) -> int | None:
        return place_in_text(sentence, f)

    at = place(figure)
    if at is None or not later:
        return False
    closing = next(
        (
            a
            for a, b in sentence.citations.spans
            if a > at + len(figure.raw.strip()) and _closes_clause(text, a, b)
        ),
        None,
    )
    if closing is None:
        return False
    return all((p := place(f)) is not None and p > closing for f in later)


# A comma that ends a clause, then the next clause's words up to its year
_COMMA_BETWEEN = re.compile(r"[,，]\s")


# A year's own figure in brackets right after it, the base of a comparison (`(95억 원)보다`)
_BASE_OF_ITS_OWN = re.compile(
    r"\s?(?:\d{1,2}\s?월)?\s?[(（][^()（）]*\d[^()（）]*[)）]\s?(?:보다|대비|에\s?비해|과\s?비교|와\s?비교)"
)


def dated_bases_of(body: str, figures: list[Figure]) -> set[int]:
    """The starts of the bases of a comparison a year dates right before their bracket
    (`2020년(4.2권)보다`, `2024년 3월(95억 원)보다`): held to that year's column, as a base said
    of no year is not."""
    return {
        f.start
        for f in figures
        if f.kind == "number"
        and (year := _YEAR_BEFORE_BRACKET.search(body, 0, f.start)) is not None
        and _BASE_OF_ITS_OWN.match(body, year.start("year") + len(year["year"]))
    }


# A year in digits right before the bracket a figure opens (`2020년(`, `2024년 3월(`)
_YEAR_BEFORE_BRACKET = re.compile(r"(?P<year>(?:19|20)\d{2}\s?년)(?:\s?\d{1,2}\s?월)?\s?[(（]$")


def dated_after(body: str, figure: Figure, later: list[Figure], figures: list[Figure]) -> bool:
    """Whether each of the years in `later` stands in a clause after the one of `figure`, a
    comma between, and dates a figure of its own there (`각각 1개소로, 두 권역 모두 2024년에는
    0개소였습니다`), or gives in brackets right after it the base of a comparison (`2024년
    3월(95억 원)보다`): that year dates nothing of the clause before."""
    if not later:
        return False
    end = figure.start + len(figure.raw)
    for year in later:
        if year.start >= end and _BASE_OF_ITS_OWN.match(body, year.start + len(year.raw)):
            continue  # `114억 원으로 2024년 3월(95억 원)보다`: the year of the base it gives
        if year.start < end or _COMMA_BETWEEN.search(body, end, year.start) is None:
            return False
        after = year.start + len(year.raw)
        if not any(f.kind == "number" and f.start >= after for f in figures):
            return False
    return True


# The kinds of figure that date a clause: a date, a quarter, a half
_DATED = frozenset({"date", "quarter", "half"})
# The end of a clause: a comma, or a clause's ending before a space (`12억 원이며 합계는`)
CLAUSE_END = re.compile(r",|(?:며|고|나)\s")


# A clause's own year in words (`올해`, `지난해`, `this year`)
_CLAUSE_YEAR_WORDS = re.compile(r"올해|금년|지난해|작년|\b(?:this|last) year\b", re.IGNORECASE)


def own_clause_year(body: str, figure: Figure, figures: list[Figure]) -> str | None:
    """The words of the year the figure's own clause names (`올해` of `..., 올해 계획분을
    포함하면 누적 60곳`) when a clause end stands between it and the period the sentence names
    before it; None when the clause names none."""
    dated = [f.start for f in figures if f.start < figure.start and f.kind in _DATED]
    if not dated:
        return None
    ends = list(CLAUSE_END.finditer(body, max(dated), figure.start))
    if not ends:
        return None
    words = _CLAUSE_YEAR_WORDS.search(body, ends[-1].end(), figure.start)
    return words.group(0) if words is not None else None
