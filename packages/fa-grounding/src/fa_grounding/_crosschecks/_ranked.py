"""Ranked figures: a rank or a superlative a sentence gives one of its figures (`13건으로 두
번째로 많았다`, `4분기가 5.1%로 가장 높았음`, `the highest at 5.3%`), held to the cited table's
like figures. fa ranks the figure itself: down its column among the table's rows (totals left
out), or across its row among the columns of the same kind of head (`1분기 | 2분기 | ...`) when
the sentence names the figure's column by its head. A rank the cited rows contradict is an
error; one only uncited rows contradict is unconfirmed, shown to the person."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from fa_grounding._claims import _BRACKETED, _SECOND_IN_WORDS, comma_between, in_brackets
from fa_grounding._crosschecks._names import band_spans
from fa_grounding._crosschecks._rows import table_rows
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding
from fa_grounding._report import UNCONFIRMED
from fa_grounding._sentences import NEXT_PLACE_OPENING
from fa_grounding._tables import _cells, _column, cell_number

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit


# A rank in words and its direction: `가장 많았다`, `두 번째로 높은`, `최저`, `the highest`,
# `second-largest`, `came first`. The rank of `가장`, the superlatives and `first` is 1.
_UP = (
    # (`긴` as a word: not `가장 긴급한`)
    r"많|높|크|컸|최고|최대|최다|길었|길게|길다|긴(?![가-힣])|빨랐|빠른|빠르|highest|largest|biggest"
    r"|most"
    r"|greatest|fastest|quickest|longest"
)
_DOWN = (
    r"적었|적은|적다|적게|적음|적습|낮|작|최저|최소|짧|느렸|느린|lowest|smallest|fewest|least"
    r"|slowest|shortest"
)
# Words of speed: of a span of time (`3.9분으로 가장 빨랐다`, `fastest at 3.9 minutes`) the
# fastest is the shortest, the slowest the longest
_SPEED = re.compile(r"빨|빠르|느|fastest|quickest|slowest", re.IGNORECASE)
_SPANS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
_RANKED = re.compile(
    r"(?:(?P<most>가장|제일)\s?(?:(?P<u1>" + _UP + r")|(?P<d1>" + _DOWN + r"))"
    r"|(?P<n>첫|두|세|네|다섯)\s?번째로\s?(?:(?P<u2>" + _UP + r")|(?P<d2>" + _DOWN + r"))"
    # (not a floor or a cap: `at least 30%`, `at most`)
    r"|(?<!\bat\s)(?:the\s)?(?:(?P<en>second|third)[-\s])?"
    r"(?:(?P<u3>highest|largest|biggest|most|fastest|quickest|longest)"
    r"|(?P<d3>lowest|smallest|fewest|least|slowest|shortest))"
    r"\b"
    # (a place of a verb, `came first`, `ranked second`, `in first place`: from the largest)
    r"|\b(?:came|ranked|placed|finished|stood)\s(?:in\s)?(?:(?P<u4>first)|(?P<en2>second|third))\b"
    r"|\bin\s(?P<u5>first)\splace\b)",
    re.IGNORECASE,
)
_NTH = {"첫": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "second": 2, "third": 3}
# Rows that sum or compare the others, never ranked with them (`합계`, `전년 대비`, `비중`).
_NOT_RANKED = re.compile(
    r"합\s?계|총\s?계|소\s?계|(?:^|\s)계\s?$|^\s?전국\s?$|전체|연간|누계|평균|total|대비|증감|비중"
    r"|[률율]|%",
    re.I,
)
# A head over rates (`설치율`, `비중`, `증가율(%)`): its cell ranks down its column, never
# against the counts beside it in its row
_RATE_HEAD = re.compile(r"[률율]|비중|비율|%|\brate\b|\bshare\b", re.I)


# A row of the rest (`기타`, `꿀벌 등 기타`, `그 밖의 법인`, `Others`)
_REMAINDER = re.compile(
    r"(?:[가-힣·]{1,12}\s?등\s?)?(?:기타|그\s?외|그\s?밖(?:의)?)(?:\s?[가-힣]{1,6})?"
    r"|(?:all\s)?others?|etc\.?",
    re.IGNORECASE,
)


def _summary_row(label: str) -> bool:
    """Whether a row's label makes it a total or a rate of the others (`상반기 계`, `전년 대비`);
    a bracket in it is a detail of the row (`면허취소(0.08% 이상)`), no rate."""
    return _NOT_RANKED.search(_BRACKETED.sub("", label)) is not None


# A subject that is the size of a change (`상승폭`, `감소 폭`, `증감`): its rank is a change's.
_SIZE_OF_CHANGE = re.compile(r"(?:상승|하락|증가|감소|변동|인상|인하)\s?폭|증감폭|증감률")
_SIZE_OF_FALL = re.compile(r"(?:하락|감소|인하)\s?폭")
_CLOSE = re.compile(r"[)）]")


def _past_bracket(body: str, start: int, end: int) -> str:
    """The text from `start` to `end`, past the bracket `start` stands in, if it does."""
    if in_brackets(body, start):
        close = _CLOSE.search(body, start, end)
        if close is not None:
            return body[close.end() : end]
    return body[start:end]


def names_a_rank(body: str, before: str = "") -> bool:
    """Whether the sentence writes a rank in words (`가장 많았다`, `the lowest`), or opens on
    the place after the one the sentence `before` it ranks (`그다음은 서부(2,980톤)`)."""
    return _RANKED.search(body) is not None or (
        bool(before) and NEXT_PLACE_OPENING.match(body) is not None and names_a_rank(before)
    )


def opening_place(
    body: str, figures: list[Figure], before: str, source: _Source
) -> tuple[Figure, int, bool, str] | None:
    """The place a sentence opening on the next one gives (`그다음은 서부(2,980톤)`): the one
    after the last place the sentence `before` it gives, run its way, given to the first
    figure of the opening's clause of the kind of the one ranked there (not `2` of `2호선`
    before `(84.4%)`); else None."""
    opening = NEXT_PLACE_OPENING.match(body) if before else None
    earlier = _claims(before) if opening is not None else []
    if opening is None or not earlier:
        return None
    at, rank, up, _ = earlier[-1]
    theirs = _ranked_figure(before, source.sentence_figures(before), at)
    if theirs is None:
        return None
    own = [
        f
        for f in figures
        if f.kind == "number"
        and (f.unit, f.counter) == (theirs.unit, theirs.counter)
        and f.start >= opening.end()
        and not _CLAUSE_END.search(body, opening.end(), f.start)
    ]
    return (own[0], rank + 1, up, opening.group(0).strip()) if own else None


def _claims(body: str) -> list[tuple[int, int, bool, str]]:
    """The ranks the sentence writes in words: (start, rank, whether the largest first, text)."""
    found = []
    for match in _RANKED.finditer(body):
        nth = match.group("n") or match.group("en") or match.group("en2")
        rank = _NTH[nth.lower()] if nth else 1
        up = any(match.group(g) for g in ("u1", "u2", "u3", "u4", "u5", "en2"))
        found.append((match.start(), rank, up, match.group(0).strip()))
    return found


# A place given after a ranked one with no direction word of its own (`하늘동(2,960건)이
# 그다음임`, `B가 두 번째였다`, `followed by B at 2,960`): the next place, or the place it counts
# (the second place in words `_claims` reads, `그다음`, `뒤를 이었다`, `followed by`, and an
# ordinal without a direction word)
_NEXT_PLACE = re.compile(
    _SECOND_IN_WORDS.pattern + r"|(?<![가-힣])다음으로"
    r"|(?P<n>두|세|네|다섯)\s?번째(?!\s?로?\s?(?:" + _UP + r"|" + _DOWN + r"))",
    re.IGNORECASE,
)


def _next_places(
    body: str, figures: list[Figure], claims: list[tuple[int, int, bool, str]]
) -> list[tuple[int, int, bool, str]]:
    """The places the sentence gives after a ranked one without a direction word (of
    `_NEXT_PLACE`), run the way of the place before them: one figure between the two, so
    that entries listed together (`하늘동(2,960건), 새봄동(1,480건)이 뒤를 이었다`) rank none."""
    found: list[tuple[int, int, bool, str]] = []
    for match in _NEXT_PLACE.finditer(body):
        earlier = [c for c in claims + found if c[0] < match.start()]
        if not earlier:
            continue
        at, rank, up, _ = earlier[-1]
        ranked = _ranked_figure(body, figures, at)
        if ranked is None:
            continue
        # (English names the place before its figure: `followed by B at 2,960`)
        if not body[match.start()].isascii() and (
            sum(f.kind == "number" and ranked.start < f.start < match.start() for f in figures) != 1
        ):
            continue
        place = _NTH[match.group("n")] if match.group("n") else rank + 1
        found.append((match.start(), place, up, match.group(0).strip()))
    return found


_CLAUSE_END = re.compile(r"[,;]")
# The whole a rank is among, right after its figure (`10,640대 가운데`, `12건 중`)
_AMONG_AFTER = re.compile(r"[가-힣]{0,2}\s?(?:가운데|중)(?![가-힣])")
# `..., at 309 to 1`: the value a rank names, a comma before it or not
_AT_VALUE = re.compile(r",?\s?\bat\s$")


_APPOSITION = re.compile(r"\s?[A-Za-z ]{0,30},\s?(?:which (?:was|is)\s|making it\s)?")


def _ranked_figure(body: str, figures: list[Figure], at: int) -> Figure | None:
    """The figure a rank at `at` ranks: the last one before it in the same clause, one outside
    brackets first (`13건(20.3%)으로 두 번째로`: the count)."""
    # (the ends of a band that names an entry, `40~49세(12.2%)`, are none of its figures)
    bands = band_spans(body)
    numbers = [
        f
        for f in figures
        if f.kind == "number"
        and f.period != "ordinal"
        and not any(a <= f.start < b for a, b in bands)
    ]
    if body[at : at + 1].isascii():
        # English names the rank first (`highest for A at 26.6% and lowest for B at 14.1%`):
        # the first figure after it in its clause, before the next rank word, is the one
        end = len(body)
        own = _RANKED.match(body, at)
        if own is not None and (following := _RANKED.search(body, own.end())) is not None:
            end = following.start()
        # the value `at` names first (`the most contested was X 26㎡, at 309 to 1`: the
        # figure inside the name is the name's), in the rank's clause or right after a comma
        valued = [
            f
            for f in numbers
            if at < f.start < end
            and (value := _AT_VALUE.search(body, max(0, f.start - 6), f.start)) is not None
            and not _CLAUSE_END.search(body, at, value.start())
        ]
        ahead = [
            f for f in numbers if at < f.start < end and not _CLAUSE_END.search(body, at, f.start)
        ]
        if valued or ahead:
            return (valued or ahead)[0]
        # (or in an apposition after the figure's clause: `added 20 beds, the largest increase`)
        appositive = [
            f
            for f in numbers
            if f.start < at and _APPOSITION.fullmatch(body, f.start + len(f.raw), at)
        ]
        if appositive:
            return appositive[-1]
    # (the comma of a figure, `5,610만 원으로 가장 많지만`, ends no clause; a whole the rank
    # is among, `전체 10,640대 가운데 가장 많습니다`, is not what it ranks)
    before = [
        f
        for f in numbers
        if f.start < at
        and not comma_between(body, f.start + len(f.raw), at, figures)
        and _AMONG_AFTER.match(body, f.start + len(f.raw)) is None
    ]
    outside = [f for f in before if not in_brackets(body, f.start)]
    # (before an English rank, a bracket qualifies a name, `Maehwa class (60 kg and under) grew
    # fastest`: no figure it ranks)
    chosen = outside or ([] if body[at : at + 1].isascii() else before)
    if before and not outside and all(_beaten(body, f, at) for f in before):
        # `15.0% 늘어, B(8.1%)와 C(-4.0%)를 제치고 ... 가장 높았다`: the bracketed figures are
        # the rivals' it beats; the rank is the subject's, before them past the comma
        chosen = [
            f for f in numbers if f.start < before[0].start and not in_brackets(body, f.start)
        ][-1:]
    if _SIZE_OF_CHANGE.search(body, 0, at):
        # `상승폭은 대전(+1.3%p, 60.4%→61.7%)이 가장 컸고`: the rank is the change's (a comma
        # inside the bracket ends no clause)
        changes = [
            f
            for f in numbers
            if f.start < at
            and (f.signed or f.unit == "%p")
            and "," not in _past_bracket(body, f.start, at)
        ]
        chosen = changes[-1:] or chosen
    if chosen:
        return chosen[-1]
    # a rank named first (`가장 낮은 곳은 ... 55.7%`, `the highest at 5.3%`)
    after = [f for f in numbers if f.start > at and not _CLAUSE_END.search(body, at, f.start)]
    return after[0] if after else None


# What a sentence says of rivals its subject outranks (`B(8.1%)를 제치고`, `C(2.1%)보다`)
_BEATS = re.compile(r"제치|앞서|앞질|누르|따돌|보다")


def _beaten(body: str, figure: Figure, at: int) -> bool:
    """Whether a bracketed figure before a rank at `at` is a rival's the sentence's subject
    outranks: words of beating it between its bracket and the rank, no comma."""
    rest = _past_bracket(body, figure.start, at)
    words = _BEATS.search(rest)
    return words is not None and not _CLAUSE_END.search(rest, 0, words.start())


# The periods a rank is among, right after its words (`가장 적은 달은`, `가장 많았던 해`)
_PERIOD_RANKED = re.compile(
    r"[가-힣]{0,2}\s?(?:달|해|연도|분기|반기|시기)(?:은|는|이|가|에|의|으로|로)?(?![가-힣])"
    r"|\s(?:in\s)?(?:the\s)?(?:month|year|quarter)\b",
    re.IGNORECASE,
)
# A head naming a period (`1월`, `2024년`, `3분기`)
_PERIOD_HEAD = re.compile(r"\d\s?(?:월|년|분기|반기)(?![가-힣])")


def _among_its_row(
    body: str, figures: list[Figure], figure: Figure, at: int, row: list[Figure]
) -> bool:
    """Whether the rank is among the figures of the ranked figure's own row: the whole it is
    among, said between the figure and the rank, is a cell of that row (`학원이 4,260대로 서울
    전체 10,640대 가운데 가장 많습니다`, 10,640 the row's total)."""
    return any(
        figure.start < f.start < at
        and _AMONG_AFTER.match(body, f.start + len(f.raw)) is not None
        and any(matches(f, cell, _NO_YEARS) for cell in row)
        for f in figures
    )


def _cell_value(source: _Source, anchor: str, cell: int) -> Figure | None:
    """The one number a row's cell holds, read as written (a column's cells share their unit,
    so their order needs none)."""
    return cell_number(source.figures(anchor), source._cell_spans(anchor), cell)


def check_ranked_figures(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when the sentence gives a figure of a cited table row a rank the cited rows
    contradict (`두 번째로 많았다` of the third largest); unconfirmed when only rows it does not
    cite do. Ties allow any of the ranks they share."""
    body = sentence.body
    claims = _claims(body)
    claims = sorted(claims + _next_places(body, figures, claims))
    opening = opening_place(body, figures, sentence.context, source)
    if opening is not None:
        claims = [(opening[0].start, *opening[1:]), *claims]
    for k, (at, rank, largest, said) in enumerate(claims):
        figure = opening[0] if opening and k == 0 else _ranked_figure(body, figures, at)
        if figure is None:
            continue
        # (`fastest at 3.9 minutes`: the least time)
        up = not largest if figure.period in _SPANS and _SPEED.search(said) else largest
        # the words of the rank's own clause name its column: not those of the next rank's
        # (`가장 많았던 절기는 ... (447명)였고, 동파 건수가 가장 많았던`)
        end = len(body)
        if k + 1 < len(claims):
            commas = [m.start() for m in _CLAUSE_END.finditer(body, at, claims[k + 1][0])]
            end = commas[-1] if commas else claims[k + 1][0]
        compact = re.sub(r"\s", "", body[:end])
        # each cell of a cited row holding the figure is a place it may have; the rank holds
        # when it holds in one of them (`the most drills (8)`: 8 is 서구's drills and 동구's
        # underpasses), and is judged by the first row holding it in one cell only
        judged: list[Finding] | None = None
        for anchor in visible:
            head = source.header(anchor)
            if head is None or not source.blocks[anchor].table_row:
                continue
            spans = source._cell_spans(anchor)
            cells = {
                _column(spans, t.start)
                for t in source.readings(anchor, units.get(anchor))
                if matches(figure, t, _NO_YEARS)
            }
            cells.discard(-1)
            for cell in sorted(cells):
                trial = _judge_place(
                    sentence, visible, (figure, rank, up, said), (anchor, head, cell),
                    at=at, compact=compact, figures=figures, source=source, units=units,
                )  # fmt: skip
                if trial is None:
                    continue
                if not trial:
                    judged = []
                    break
                if judged is None and len(cells) == 1:
                    judged = trial
            if judged == []:
                break
        out.extend(judged or [])


def _judge_place(
    sentence: Sentence,
    visible: tuple[str, ...],
    claim: tuple[Figure, int, bool, str],
    place: tuple[str, str, int],
    *,
    at: int,
    compact: str,
    figures: list[Figure],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> list[Finding] | None:
    """The findings of a rank given the figure at one cell of a cited row (of
    `check_ranked_figures`): empty when the rank holds there, None when that cell ranks
    against nothing."""
    figure, rank, up, said = claim
    anchor, head, cell = place
    body = sentence.body
    spans = source._cell_spans(anchor)
    label = re.sub(r"\s", "", _cells(source.blocks[anchor].text)[0])
    # (a Korean rank named before its figure ranks rows: `가장 많았던 절기는
    # '22-'23절기(447명)`; English names every rank first, `the highest at 5.3%`)
    across = (
        (figure.start < at or body[at : at + 1].isascii())
        and _names_column(source, head, cell, compact, figures)
        and not (label and label in compact)
    ) or _among_its_row(body, figures, figure, at, source.readings(anchor, units.get(anchor)))
    # (a rank of periods, `가장 적은 달은 1월(690건)`, over heads of periods ranks across)
    period_word = _PERIOD_RANKED.match(body, at + len(said))
    head_cells = _cells(source.blocks[head].text)
    if period_word and cell < len(head_cells) and _PERIOD_HEAD.search(head_cells[cell]):
        across = True
    rivals = _rivals(source, anchor, head, cell, across, cited=visible)
    if across and rivals:
        # (across a row, only cells in the cell's own declared unit: `(단위: 명, 억 원,
        # %, 만 원)` over one row ranks no 만 원 among 명)
        units_of = _declared_by_cell(source, anchor, units)
        rivals = [
            r for r in rivals if _same_unit(units_of, cell, _column(spans, r[1].start))
        ] or _rivals(source, anchor, head, cell, False, cited=visible)
    if rivals is None:
        return None
    if rank == 1:
        # `30점, 경관 기여도 25점이 가장 크다`: the figures listed before it share the
        # top places with it, each the first of what is left
        listed = [abs(f.value) for f in _listed_before(body, figures, figure)]
        rivals = [r for r in rivals if not _takes(listed, abs(r[1].value))]
    mine = _cell_value(source, anchor, cell)
    if mine is None:
        return None
    # (`하락폭은 강원(△1.2%p)이 가장 컸음`: a fall's size, signed or not; the size
    # named last before the rank is its subject)
    sizes = list(_SIZE_OF_CHANGE.finditer(body, 0, at))
    fall = bool(sizes) and _SIZE_OF_FALL.match(sizes[-1].group(0)) is not None
    found: list[Finding] = []
    _judge(sentence, visible, (figure, mine, rank, up, said), rivals, found, fall=fall)
    return found


# Between two entries of one list: the first's unit, a comma or `와`/`과`, the next one's name
# (or a bracket's close and the next one's open: `경기(1만 1,420건)와 서울(8,105건)`)
_NEXT_ENTRY = re.compile(
    r"[^\s\d,·()（）]{0,3}\s?(?:[)）]\s?)?(?:[,·]|(?<=[가-힣)）])(?:와|과)\s)\s?[가-힣A-Za-z·\s]{0,20}"
    r"(?:[(（]\s?)?"
)


def _declared_by_cell(
    source: _Source, anchor: str, units: dict[str, tuple[Unit, ...]]
) -> dict[int, frozenset[str]]:
    """The units a row's cells are read in, by cell, as the table declares them."""
    spans = source._cell_spans(anchor)
    found: dict[int, set[str]] = {}
    for reading in source.readings(anchor, units.get(anchor)):
        if reading.declared is not None:
            found.setdefault(_column(spans, reading.start), set()).add(reading.declared)
    return {cell: frozenset(names) for cell, names in found.items()}


def _same_unit(units_of: dict[int, frozenset[str]], cell: int, other: int) -> bool:
    """Whether two cells of a row are read in the same declared unit (or either in none)."""
    mine, theirs = units_of.get(cell), units_of.get(other)
    return not mine or not theirs or mine == theirs


def _listed_before(body: str, figures: list[Figure], figure: Figure) -> list[Figure]:
    """The figures of `figure`'s unit and counter listed right before it in its clause, each
    after its entry's name (`한옥 보전 가치 30점, 경관 기여도 25점이`), nearest first."""
    found: list[Figure] = []
    after = figure
    for f in sorted((f for f in figures if f.start < figure.start), key=lambda f: -f.start):
        gap = body[f.start + len(f.raw) : after.start]
        if (f.unit, f.counter) != (figure.unit, figure.counter) or not _NEXT_ENTRY.fullmatch(gap):
            break
        found.append(f)
        after = f
    return found


def _takes(listed: list[Decimal], value: Decimal) -> bool:
    """Whether `value` is one of `listed`, taking it out of the list (each value once)."""
    if value in listed:
        listed.remove(value)
        return True
    return False


def _names_column(
    source: _Source, head: str, cell: int, compact: str, figures: list[Figure]
) -> bool:
    """Whether the sentence names the column of the row of heads `head` at `cell`: by its words
    (`4분기`) or by a period its head holds (`the 4th quarter`)."""
    head_cells = _cells(source.blocks[head].text)
    if cell >= len(head_cells):
        return False
    name = re.sub(r"\s", "", head_cells[cell])
    if name and name in compact:
        return True
    spans = source._cell_spans(head)
    periods = [f for f in figures if f.kind in {"quarter", "half", "date"}]
    return any(
        _column(spans, h.start) == cell and matches(f, h, _NO_YEARS)
        for h in source.figures(head)
        for f in periods
    )


def _rivals(
    source: _Source, anchor: str, head: str, cell: int, across: bool, *, cited: tuple[str, ...]
) -> list[tuple[str, Figure]] | None:
    """The like figures the table ranks the cell's figure among, with the row each stands in:
    across the row, among the columns that are not totals or rates (`계`, `비중`), when the
    sentence names the cell's column and not its row (`4분기가 5.1%로`, `70대가 ... 가장
    많았고`) and the column is not of rates (`설치율`); else down the column, among the rows
    that are not totals or rates of others (a row `전분기 대비` under `KOSPI`). None when the
    row does not line up with its heads. A row of the rest (`기타`) the sentence does not cite
    is no rival."""
    head_cells = _cells(source.blocks[head].text)
    row_cells = _cells(source.blocks[anchor].text)
    if len(head_cells) != len(row_cells) or cell == 0 or cell >= len(head_cells):
        return None
    if across and not _RATE_HEAD.search(head_cells[cell]):
        found = [
            (anchor, _cell_value(source, anchor, c))
            for c, name in enumerate(head_cells)
            if c and c != cell and name.strip() and not _NOT_RANKED.search(name)
        ]
        return [(a, f) for a, f in found if f is not None]
    label = row_cells[0]
    rows = []
    for other in table_rows(source, head):
        if other == anchor:
            continue
        cells = _cells(source.blocks[other].text)
        if len(cells) != len(row_cells) or not cells[0].strip():
            continue
        if _summary_row(cells[0]) and not _summary_row(label):
            continue
        if other not in cited and _REMAINDER.fullmatch(_BRACKETED.sub("", cells[0]).strip()):
            continue  # (`기타 | 952` uncited: the rest, no entry ranked among the named ones)
        value = _cell_value(source, other, cell)
        if value is not None:
            rows.append((other, value))
    return rows


def _judge(
    sentence: Sentence,
    visible: tuple[str, ...],
    claim: tuple[Figure, Figure, int, bool, str],
    rivals: list[tuple[str, Figure]],
    out: list[Finding],
    *,
    fall: bool = False,
) -> None:
    figure, mine, rank, up, said = claim
    if not rivals:
        return

    if mine.value < 0 and (not figure.signed or fall):
        # `감소율이 8.0%로 가장 컸고` of `△8.0`: the largest fall, among the other falls
        size = abs(mine.value)
        rivals = [(a, f._replace(value=-f.value)) for a, f in rivals if f.value < 0]
        mine = mine._replace(value=size)

    def beats(other: Figure) -> bool:
        return other.value > mine.value if up else other.value < mine.value

    above = [a for a, f in rivals if beats(f)]
    tied = [a for a, f in rivals if f.value == mine.value]
    if len(above) + 1 <= rank <= len(above) + 1 + len(tied):
        return
    cited_above = [a for a in above if a in visible]
    every_cited = all(a in visible for a, _ in rivals)
    true_rank = len(above) + 1
    where = ", ".join(above[:3]) if above else "none"
    if rank < len(cited_above) + 1 or every_cited:
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is called {said!r} (rank {rank}), but the table ranks "
                f"it {true_rank} of {len(rivals) + 1} (above it: {where}); restate the rank.",
            )
        )
        return
    out.append(
        _finding(
            UNCONFIRMED,
            sentence,
            visible,
            f"{figure.raw.strip()!r} is called {said!r} (rank {rank}), but rows the sentence does "
            f"not cite rank it {true_rank} (above it: {where}); the rank is unconfirmed, and the "
            "person approving sees it. Cite those rows, or restate the rank.",
        )
    )
