"""A figure a block gives the period before, written as the figure of the period itself.

A block states a level and, for comparison, the level of the period before: `1일 평균 1,240식을
제공하여 전년 동기(1,130식) 대비 110식 증가`, `2024년 제11회에는 1,385점이 응모되어
전년(1,240점) 대비`. A draft that writes `an average of 1,130 meals a day in the first half of
2025` or `제11회 시화전에는 1,240점` finds its figure in the block, by value, yet gives the earlier
period's level to the period the block reports. The sentence says it is the earlier one when it
writes a word of it beside the figure (`전년 1,130식`, `1,130식에서`, `up from 1,130`, `1,130 a
year earlier`) or dates it to an earlier year than the block's (`2024년 상반기 1,130식`); a
word of it that a name or a year of the block's own period stands between (`지난해 제11회
시화전에는 1,240점`) dates what follows to that period, not to the one before.

The check holds only a figure every cited match of which is such a figure of the period
before, in a block that writes its own level of the same count beside it (or a change after
it, `전년(684.0톤)보다 35.0톤 늘었으며`, whose level a cited block writes); else it says
nothing."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING, NamedTuple

from fa_grounding._claims import _year_of, in_brackets
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._measures import end_past_unit
from fa_grounding._findings import _finding
from fa_grounding._tables import _column

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_earlier_figures", "same_period_figures")

# A block's words for the period before (`전년`, `전년 동기`, `전월`, `직전 분기`; `지난해` and
# `작년` only before their figure's bracket or `같은 기간`, as a report also writes them for the
# period it reports), and what may stand before its figure (`전년 실적 1,020명`)
_EARLIER = re.compile(
    r"(?:전년도?|前年|전월(?!세)|전분기|전반기|직전\s?(?:연도|분기|반기|월|회차)?"
    r"|(?:지난해|작년)(?=\s?(?:동기|같은\s?기간|[(（])))"
    r"(?:\s?(?:동기|동월|동분기|같은\s?기간|같은\s?달|말))?(?:\s?(?:실적|수준|기준))?"
)
# between the words and the figure: the bracket they open, or a space
_OPENS = re.compile(r"\s?[(（](?:각각\s?)?")
_REACH = 2
_MEASURE = 2
"""How many characters a head's measure (`횟수` of `전년 동기 횟수`) has at least."""
# A draft's words making a figure the earlier period's: before it (Korean or English) ...
_EARLIER_BEFORE = re.compile(
    r"전년|작년|지난해|前年|전월(?!세)|전분기|전반기|직전|종전|이전|기존|그\s?전(?:해|달|년)|전해"
    r"|(?:\d+|한|두)\s?(?:년|해|달|개월|분기)\s?전(?![가-힣])"
    r"|\b(?:from|than|compared|against|versus|vs\.?|below|above|previous(?:ly)?|prior|last|earlier|before"
    r"|ago|preceding|year-(?:earlier|ago))\b",
    re.IGNORECASE,
)
# (a comparison the words open, not the figure's date: `전년 대비 9.7% 증가한 1,130식`)
_COMPARED = re.compile(r"대비|보다|비해|比")
# ... or right after it (`1,130식에서`, `1,130식이던`, `1,130 → 1,240`, `1,130 a year earlier`)
_EARLIER_AFTER = re.compile(
    r"\s?(?:[가-힣]{1,4}\s?){0,2}?(?:[(（][^()（）]{0,30}[)）])?[)）]?\s?"
    r"(?:에서|보다|대비|에\s?비해|이던|였던|이었던|던\s)"
    r"|\s?[가-힣]{0,3}\s?(?:→|->|⇒|➝|~)"
    r"|\s?(?:[A-Za-z,]+\s){0,4}?(?:a year (?:earlier|before|ago)|the (?:previous|prior|preceding)"
    r"|last year|in the (?:previous|prior|same period)|earlier|before|previously)\b",
    re.IGNORECASE,
)
# A figure the sentence gives as a change or a gap, not a level (`차이는 38분`, `6건 늘었다`,
# `38 more`): a level of the period before that equals it is a coincidence of values. (A level
# reached, `1,130식으로 늘었다`, is still a level: its particle stands between.)
_CHANGE_BEFORE = re.compile(
    r"(?:차이|격차|차|증감|변동폭|증가폭|감소폭)(?:는|은|가|이|도)?\s?$"
    r"|\b(?:by|difference of|gap of)\s$",
    re.IGNORECASE,
)
_CHANGE_AFTER = re.compile(
    # (not past the particle of a level reached: `14억 1,000만 원으로 줄었다`)
    r"\s?(?![가-힣]?으?로\s)[가-힣]{0,2}\s?"
    r"(?:늘|줄|증가|감소|많|적|높|낮|길|짧|빠르|늦|차이|상승|하락|더)"
    r"|\s?(?:[A-Za-z]+\s)?(?:more|fewer|higher|lower|less|longer|shorter|faster|slower"
    r"|greater|larger|smaller|up|down)\b",
    re.IGNORECASE,
)
_WINDOW = 40
# (a comparison with the period before after the figure says the figure is not that period's:
# `14억 1,000만 원으로 전년 대비 12.5% 줄었다`)
_PERIOD_COMPARED = re.compile(
    r"(?:전년|지난해|작년|전월|전분기)\s?(?:동기\s?)?(?:대비|보다|에\s?비해)"
)
# where a sentence's clause begins, looking back from a figure
_CLAUSE_BREAK = re.compile(r"[.;!?]\s|,(?!\d)|，")


def check_earlier_figures(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a figure as its period's and every cited figure of its
    value is one a block gives the period before, beside the block's own level."""
    body = sentence.body
    for figure in figures:
        if figure.kind != "number" or _year_like(figure) or _a_change(body, figure):
            continue
        found = _earlier_only(figure, visible, source)
        if found is None:
            continue
        anchor, before, current = found
        if _under_earlier_head(sentence, figure):
            continue  # (`| 구역 | 초과율 | 전년 |`: the draft's own head says it)
        if _said_earlier(body, figure, figures, source, (anchor, before.start, visible)):
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor,),
                f"{figure.raw.strip()!r} is the figure {anchor} gives the period before "
                f"({before.words.strip()}), not its level for the period itself "
                f"({current.raw.strip()!r}); restate the figure, or say it is the earlier "
                "period's.",
            )
        )


def _under_earlier_head(sentence: Sentence, figure: Figure) -> bool:
    """Whether a row of the draft's own table puts `figure` under a head of the period before
    (`전년`, `전년 동기(건)`, `Previous year`)."""
    if sentence.kind != "table_row" or not sentence.head:
        return False
    heads = sentence.head.strip().strip("|").split("|")
    lead = 1 if sentence.body.lstrip().startswith("|") else 0
    cell = sentence.body.count("|", 0, figure.start) - lead
    return 0 <= cell < len(heads) and _EARLIER_BEFORE.search(heads[cell]) is not None


def _a_change(body: str, figure: Figure) -> bool:
    """Whether the sentence gives `figure` as a change or a gap rather than a level."""
    end = figure.start + len(figure.raw.rstrip())
    return (
        _CHANGE_BEFORE.search(body, max(0, figure.start - 12), figure.start) is not None
        or _CHANGE_AFTER.match(body, end) is not None
    )


def _earlier_only(
    figure: Figure, visible: tuple[str, ...], source: _Source
) -> tuple[str, _Earlier, Figure] | None:
    """(the block, its words of the period before, its own level) when every cited number of
    `figure`'s value is one a block gives the period before, beside a level of its own of the
    same count (in a table's row, a cell under a head of the period before beside the cell of
    its measure's head without those words); else None."""
    result: tuple[str, _Earlier, Figure] | None = None
    for anchor in visible:
        text = source.blocks[anchor].text
        numbers = [f for f in source.figures(anchor) if f.kind == "number"]
        for found in numbers:
            if not matches(figure, found, _NO_YEARS):
                continue
            if source.blocks[anchor].table_row:
                cell = _earlier_cell(anchor, found, numbers, source)
                if cell is None:
                    return None
                result = result or (anchor, cell[0], cell[1])
                continue
            words = _earlier_words(text, found)
            if words is None:
                return None  # a match the block gives as no earlier period's
            before = _Earlier(words.group(0), words.start())
            current = next(
                (
                    f
                    for f in reversed(numbers)
                    if f.start < before.start
                    and f.counter == found.counter
                    and f.unit == found.unit
                    and f.value != found.value
                    and _earlier_words(text, f) is None
                ),
                None,
            )
            if current is None:
                current = _level_past_change(text, numbers, found, visible, source)
            if current is None:
                return None
            result = result or (anchor, before, current)
    return result


class _Earlier(NamedTuple):
    """A block's words of the period before a figure (`전년 동기`), and where they start."""

    words: str
    start: int


def _earlier_cell(
    anchor: str, found: Figure, numbers: list[Figure], source: _Source
) -> tuple[_Earlier, Figure] | None:
    """For a cited row's cell under a head of the period before (`전년 동기 횟수`), the head's
    words of it and the row's cell under the head of the same measure without them (`서비스
    횟수`); None for a cell under any other head."""
    table = source.under_head(anchor)
    if table is None:
        return None
    head, row_cells, head_cells = table
    if len(row_cells) != len(head_cells):
        return None
    heads = [source.blocks[head].text[a:b].strip() for a, b in head_cells]
    column = _column(row_cells, found.start)
    words = _EARLIER.match(heads[column]) if column > 0 else None
    measure = heads[column][words.end() :].strip() if words is not None else ""
    if words is None or len(measure) < _MEASURE or _COMPARED.match(measure):
        return None  # (`전년 대비`: a column of changes, no level of the period before)
    for f in numbers:
        other = _column(row_cells, f.start)
        if (
            other > 0
            and other != column
            and heads[other].endswith(measure)
            and _EARLIER.match(heads[other]) is None
            and f.value != found.value
        ):
            return _Earlier(words.group(0), found.start), f
    return None


def _level_past_change(
    text: str, numbers: list[Figure], found: Figure, visible: tuple[str, ...], source: _Source
) -> Figure | None:
    """The level a block's change after its figure of the period before reaches, when a cited
    block writes it (`수거량은 전년(684.0톤)보다 35.0톤(5.1%) 늘었으며` beside another block's
    `719.0톤`); else None."""
    change = next(
        (
            f
            for f in numbers
            if f.start > found.start
            and f.unit == found.unit
            and f.counter == found.counter
            and _BLOCK_CHANGE.match(text, f.start + len(f.raw.rstrip())) is not None
        ),
        None,
    )
    if change is None:
        return None
    falls = _BLOCK_CHANGE.match(text, change.start + len(change.raw.rstrip()))
    reached = (
        found.value - change.value if falls and falls.group("down") else found.value + change.value
    )
    return next(
        (
            f
            for anchor in visible
            for f in source.figures(anchor)
            if f.kind == "number" and f.unit == found.unit and f.value == reached
        ),
        None,
    )


# A block's change after its figure, past a bracketed rate (`35.0톤(5.1%) 늘었으며`, `20개 줄었다`)
_BLOCK_CHANGE = re.compile(
    r"\s?[가-힣]{0,2}?\s?(?:[(（][^()（）]{1,12}[)）]\s?)?"
    r"(?:(?P<up>늘|증가|상승|많)|(?P<down>줄|감소|하락|적))"
)


def _earlier_words(text: str, found: Figure) -> re.Match[str] | None:
    """The block's words of the period before that `found` is the figure of, if any: right
    before it, or opening the bracket it stands in."""
    for words in _EARLIER.finditer(text, max(0, found.start - 30), found.start):
        end = words.end()
        opens = _OPENS.match(text, end)
        if opens is not None:
            close = min(
                (i for i in (text.find(")", end), text.find("）", end)) if i >= 0),
                default=len(text),
            )
            if opens.end() <= found.start < close:
                return words
        elif end <= found.start <= end + _REACH and not text[end : found.start].strip():
            return words
    return None


def _said_earlier(
    body: str,
    figure: Figure,
    figures: list[Figure],
    source: _Source,
    where: tuple[str, int, tuple[str, ...]],
) -> bool:
    """Whether the sentence gives `figure` as the earlier period's: a word of it beside the
    figure, or a year before the block's dating the figure's clause. `where`: the block of
    the match, where its words of the period before start, and the cited blocks."""
    anchor, before, visible = where
    if _EARLIER_TOPIC.match(body) is not None and _OWN_PERIOD.search(body) is None:
        return True  # `A. 지난해 시즌에는 ... 좌석 점유율은 76.1%였습니다`: the whole sentence's
    start = max(0, figure.start - _WINDOW)
    # (a comma in a bracket parts its figures, not the clause: `그 전해(81일, 497회)보다`)
    breaks = [
        b
        for b in _CLAUSE_BREAK.finditer(body, start, figure.start)
        if not in_brackets(body, b.start())
    ]
    if breaks:
        start = breaks[-1].end()
    own = [f for f in source.figures(anchor) if f.start < before]
    reported = set(source.years(visible))
    for document in {source.blocks[a].document for a in visible}:
        reported |= source.title_periods(document)[1]
    if not reported:
        # (the year its document's lead names, for a block naming none)
        from fa_grounding._document_year import lead_year  # (it imports the cross-checks)

        reported = {y for a in visible if (y := lead_year(source, a)) is not None}
    for word in _EARLIER_BEFORE.finditer(body, start, figure.start):
        if _LAST_YEAR.fullmatch(word.group(0)) and _last_year_reported(
            visible, source, set(source.years(visible)) or reported
        ):
            continue  # `지난해 관람객은` of a report on last year: the period itself
        between = body[word.end() : figure.start]
        dated = [
            f
            for f in figures
            if word.end() <= f.start < figure.start and (f.kind == "label" or _year_of(f))
        ]
        # a name or a year of the block's own period between dates what follows to it
        between_ok = not any(matches(f, g, _NO_YEARS) for f in dated for g in own)
        if between_ok and _COMPARED.search(between) is None:
            return True
    after = _EARLIER_AFTER.match(body, end_past_unit(body, figure))  # (`23.0㎏ → 21.3㎏`)
    if after is not None and _PERIOD_COMPARED.search(after.group(0)) is None:
        return True
    year = _nearest_year(body, figure, figures, start)
    if year is None:
        return False
    return bool(reported) and year < max(reported)


def _last_year_reported(visible: tuple[str, ...], source: _Source, reported: set[int]) -> bool:
    """Whether the year before the cited blocks' date line is the latest year of `reported`
    (the years the blocks name, else their documents' titles): `지난해` of a report dated 2025
    on 2024 names the report's own period."""
    from fa_grounding._document_year import release_year  # (it imports the cross-checks)

    dated = {y for a in visible if (y := release_year(source, source.blocks[a].document))}
    return len(dated) == 1 and bool(reported) and next(iter(dated)) - 1 == max(reported)


_LAST_YEAR = re.compile(r"지난해|작년|last", re.IGNORECASE)
# A sentence opening on the period before as its topic (`지난해 시즌에는`, `A. 전년에는`, `Last
# season,`), and the words of the reported period that would date a clause of it otherwise
_EARLIER_TOPIC = re.compile(
    r"(?:[QA][.:]\s?)?(?:(?:지난해|작년|전년|지난)\s?(?:시즌|해|연도|기간)?\s?(?:에는|엔|에)\s"
    r"|(?:Last|In the previous|The previous)\s(?:year|season)\b)",
    re.IGNORECASE,
)
_OWN_PERIOD = re.compile(r"올해|금년|올\s?시즌|이번\s?시즌|this\s(?:year|season)", re.IGNORECASE)


def _nearest_year(body: str, figure: Figure, figures: list[Figure], start: int) -> int | None:
    """The year of the figure's clause nearest before it, or written right after it in
    English (`1,130 meals in 2024`)."""
    years = [
        (f, y)
        for f in figures
        if (y := _year_of(f) or _period_year(f)) is not None and f is not figure
    ]
    before = [y for f, y in years if start <= f.start < figure.start]
    if before:
        return before[-1]
    end = figure.start + len(figure.raw)
    after = [y for f, y in years if end <= f.start <= end + 24]
    return after[0] if after and re.search(r"[A-Za-z]", body[end : end + 24]) else None


def _period_year(figure: Figure) -> int | None:
    """The year of a half, a quarter or a month the draft writes with one (`2025년 상반기`)."""
    if figure.kind in {"half", "quarter", "date"} and figure.key:
        year = figure.key[0]
        return year if isinstance(year, int) else None
    return None


# The same period of another year written right after a figure in English (`29 in the same
# period of 2024`, `29 cases during the same half last year`) or right before it in Korean
# (`2024년 같은 기간(29건)`, `전년 동기 29건`): that figure's period
_SAME_AFTER = re.compile(
    r"(?:\s[a-z]+){0,2}\s(?:in|for|during|over)\s(?:the\s)?same\s(?:period|half|quarter)"
    r"\s(?:(?:of|in)\s(?P<y>(?:19|20)\d\d)\b|(?P<prev>(?:of\s)?last\syear|a\syear\searlier))",
    re.IGNORECASE,
)
_SAME_BEFORE = re.compile(
    r"(?:(?P<y>(?:19|20)\d\d)\s?년|(?P<prev>전년|지난해|작년))\s?"
    # (or the half itself, `전년 하반기 1억 6,650만 원`)
    r"(?:같은\s?기간|동기|(?P<half>상반기|하반기))"
    r"(?:에는|에|은|는)?\s?[(（]?\s?(?:대비\s)?$"
)


def same_period_figures(
    body: str, figures: list[Figure], year: object, part: object = None
) -> dict[int, int]:
    """figure start -> the year whose same period (as the one of `year` the sentence names)
    the sentence gives the figure: `24 in 2025, against 29 in the same period of 2024`,
    `2025년 상반기 24건으로 전년 동기(29건)보다`; a half in words (`전년 하반기`) when it is the
    sentence's half `part` (1 or 2)."""
    found: dict[int, int] = {}
    for figure in figures:
        match = _SAME_AFTER.match(body, figure.start + len(figure.raw)) or _SAME_BEFORE.search(
            body, max(0, figure.start - 20), figure.start
        )
        if match is None:
            continue
        half = match.groupdict().get("half")
        if half and _HALVES[half] != part:
            continue  # (another half than the sentence's: not the same period)
        if match.group("y"):
            found[figure.start] = int(match.group("y"))
        elif isinstance(year, int):
            found[figure.start] = year - 1
    # (an English list before the phrase shares it: `186 farms and 530 workers in the same
    # period of 2024`)
    for a, b in reversed(list(pairwise(figures))):
        gap = body[a.start + len(a.raw) : b.start]
        if b.start in found and a.start not in found and _LISTED.fullmatch(gap):
            found[a.start] = found[b.start]
    return {start: y for start, y in found.items() if y != year}


_HALVES = {"상반기": 1, "하반기": 2}
_LISTED = re.compile(r"(?:\s[A-Za-z]+){0,2}\s?(?:,\s?|\sand\s)(?:[A-Za-z]+\s)?")
