"""Cross-checks of figures the sentence pairs with each other: `각각`/respectively lists
of dates, a figure and its base year (`2023년 대비`), ranks, a year and its figure, a period
and its figure, and ordinals (`3차`, `2호선`) beside the figures they number."""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from fa_grounding._claims import _ranks, _year_of
from fa_grounding._crosschecks._orders import ORDER_ENDS, lists_in_order
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._figures._read import iter_figures
from fa_grounding._findings import _finding
from fa_grounding._report import UNCONFIRMED, Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._source import _Source


# `$1.9 million, $1.9 million, $1.8 million ... for the quarters ended September 30, 2014, June
# 30, 2014, March 31, 2014 ..., respectively`: two lists of one length, paired in order.
_RESPECTIVELY_END = re.compile(r",?\s*(?:respectively|각각)\b")


def _respective_pairs(text: str, figures: list[Figure]) -> list[tuple[Figure, Figure]]:
    """(date, amount) pairs of a clause that lists amounts, then as many full dates, then
    `respectively`; [] when the clause has no such lists."""
    end = _RESPECTIVELY_END.search(text)
    if end is None:
        return []
    start = max(text.rfind(". ", 0, end.start()), text.rfind("; ", 0, end.start())) + 1
    inside = [f for f in figures if start <= f.start < end.start() and not f.alternative]
    amounts = [f for f in inside if f.kind == "number" and (f.unit or (f.key and f.key[0]))]
    dates = [f for f in inside if f.kind == "date" and all(isinstance(k, int) for k in f.key)]
    if len(dates) < 2 or len(amounts) != len(dates):
        return []
    if max(f.start for f in amounts) > min(f.start for f in dates):
        return []  # the amounts first, then the dates: `A, B and C for X, Y and Z, respectively`
    return list(zip(dates, amounts, strict=True))


def _check_respective_dates(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A sentence that gives a date of a block's `respectively` lists an amount must give it
    that date's: `$1.9 million for the quarter ended March 31, 2014` over `$1.9 million, $1.9
    million, $1.8 million ... for the quarters ended September 30, 2014, June 30, 2014, March
    31, 2014 ..., respectively` states another quarter's amount."""
    dates = [f for f in figures if f.kind == "date" and all(isinstance(k, int) for k in f.key)]
    amounts = [f for f in figures if f.kind == "number"]
    if len(dates) != 1 or not amounts:
        return
    for anchor in visible:
        text = source.blocks[anchor].text
        if "respectively" not in text and "각각" not in text:
            continue
        pairs = _respective_pairs(text, source.figures(anchor))
        own = [amount for date, amount in pairs if date.key == dates[0].key]
        if len(own) != 1:
            continue
        for figure in amounts:
            if matches(figure, own[0], _NO_YEARS):
                continue
            if not any(matches(figure, amount, _NO_YEARS) for _, amount in pairs):
                continue  # not another date's amount: checked by the other rules
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} is given to {dates[0].raw.strip()!r} here, but "
                    f"{anchor} lists {own[0].raw.strip()!r} for it (respectively); restate that "
                    "amount.",
                )
            )
            return


# A comparison base right before its rate: `전기 대비 1.2%`, `전년 동기 대비로는 1.7%`, `전월(4만
# 8,915건) 대비 7.0%`, `전년동월비 5.0%`, a draft's `전월보다 7.0%`.
_BASE = re.compile(
    r"(?P<base>전년\s?동월|전년\s?동기|전년\s?동분기|전분기|전년|전월|전기|전주)\s?"
    r"(?:[(（][^()（）]{0,24}[)）]\s?)?(?:대비|비|보다|에\s?비해)(?:로는|로|는)?\s?"
)


def _base_pairs(text: str, figures: list[Figure]) -> list[tuple[str, Figure]]:
    """(base, the rate right after it) for each comparison base of `text`."""
    if "전" not in text:
        return []
    at = {f.start: f for f in figures if f.kind == "number"}
    pairs = []
    for match in _BASE.finditer(text):
        figure = at.get(match.end())
        if figure is not None:
            pairs.append((re.sub(r"\s", "", match.group("base")), figure))
    return pairs


def _check_bases(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A rate the sentence gives one comparison base (`전년 동기 대비 1.2%`) must not be the one a
    cited block gives another (`전기 대비 1.2% ... 전년 동기 대비로는 1.7%`): a block with two
    bases or more, each with its rate, tells which rate is whose."""
    for base, labelled in _base_pairs(sentence.body, figures):
        for anchor in visible:
            pairs = _base_pairs(source.blocks[anchor].text, source.figures(anchor))
            if len({b for b, _ in pairs}) < 2:
                continue
            own = [f for b, f in pairs if b == base]
            if not own or any(matches(labelled, f, _NO_YEARS) for f in own):
                continue
            if not any(b != base and matches(labelled, f, _NO_YEARS) for b, f in pairs):
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{labelled.raw.strip()!r} is given against {base} here, but {anchor} gives "
                    f"{base} {own[0].raw.strip()!r}; restate the rate of that base.",
                )
            )
            break


_Listed = dict[int, list[tuple[str, tuple[str, ...], tuple[Figure, ...]]]]
"""place -> (an entry's name, the numbers of its figure as written, its figures read by value)"""


_RANK_HEAD = re.compile(r"순위|등위|랭킹|\b[Rr]ank(?:ing)?\b")
# a source may rank in English: `ranking 4th overall`
_RANK_ENGLISH = re.compile(r"(?<![\d.,])(\d{1,3})(?:st|nd|rd|th)\b")


# A block ranks its first in words (`가장 많고`, `최다`) and, after it, its second (`다음은`).
# (`최고`, `최대` alone or with their particle, never the start of a word: `최고기온`, `최대전력`)
_FIRST_WORDS = re.compile(
    r"가장|1순위|(?:최다|최고|최대)(?:치|로|를|였|이|인|의|는|다)?(?![가-힣])"
)
# the subject a lead gives the first place with its figure (`가온동이 2,860kg으로 가장 많았고`)
_WORDED_FIRST = re.compile(
    r"(?P<name>[가-힣A-Za-z·]+?)(?:이|가|은|는)\s(?P<figure>\d[\d,.]*)\s?[가-힣A-Za-z%㎡]{0,3}"
    r"\s?(?:으로|로)?\s?가장"
)
_SECOND_WORDS = re.compile(r"다음은|다음으로|그\s?다음|뒤를\s?이")
# and a list in order ends with its last entry's figure in brackets and `순` (`사적연금(8.3%) 순`,
# `강원(0.89명) 순으로`, `경남(1,170가구) 순이었다`; not `순이익`, `순수출`, `순위`)
_IN_ORDER = re.compile(rf"[)）]\s?(?:{ORDER_ENDS})")
# an entry of such a list: its name and its figure in brackets (`전남(1,705가구)`)
_LISTED_ENTRY = re.compile(
    r"(?P<name>[가-힣A-Za-z·]+?)(?:이|가|은|는)?\s?[(（](?P<figure>[^()（）]*\d[^()（）]*)[)）]"
)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


# the name before an entry's figure, when the bracket follows that figure's counter (`중국 23만
# 8,760명(24.2%)`, `「떨어짐」이 286명(35.2%)`: the entry is 중국, not 명)
_NAME_BEFORE_FIGURE = re.compile(
    r"([가-힣A-Za-z·]+?)[」』”’\"'〉》]?(?:이|가|은|는)?\s?(\d[\d,.\s만억천]*)$"
)


def _entry_name(clause: str, entry: re.Match[str]) -> tuple[str, str]:
    """The name of an entry of a list in order, and the number right before its bracket when
    the bracket follows a figure's counter (else "")."""
    before = clause[: entry.start()]
    if before[-1:].isdigit() or before[-2:-1].isdigit():
        named = _NAME_BEFORE_FIGURE.search(before)
        if named is not None:
            written = named.group(2)
            plain = not re.search(r"[만억천]", written)  # (`23만 8,760`: no one number as written)
            return named.group(1), _numbers(written)[-1] if plain and _numbers(written) else ""
    return entry["name"], ""


def _first_place(clause: str, entries: list[re.Match[str]]) -> int:
    """The place of a list's first bracketed entry: 2 when the clause gave its first place
    before it, with its figure and `가장` (`경기가 8,120명으로 가장 많았고, 전남(6,350명),
    경북(5,910명) 순`), else 1."""
    lead = clause[: entries[0].start()] if entries else ""
    lead = re.sub(r"[(（][^()（）]*[)）]", "", lead)
    return 2 if _FIRST_WORDS.search(lead) and re.search(r"\d", lead) else 1


def _numbers(text: str) -> list[str]:
    """The numbers of `text` as written, without thousands separators (`1,705가구`: `1705`)."""
    return _NUMBER.findall(text.replace(",", ""))


def _check_ranks(
    sentence: Sentence,
    ranks: dict[int, tuple[int, bool, str]],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A rank the sentence gives (`2위`, `세 번째로 낮다`) must be one a cited block writes (`2위`,
    `두 번째`, or in words: `가장` the first, `다음은` after it the second). This check does not
    rank figures: that a figure is the third largest of a list is a claim the block must make
    (a rank in words of a table's figure is also ranked among the table's figures, by
    `_ranked`). A native ordinal where no cited block writes a rank names an item (`첫 번째 안`)."""
    written: set[int] = set()
    worded: set[int] = set()
    listed: _Listed = {}
    for anchor in visible:
        text = source.blocks[anchor].text
        written |= {rank for rank, _, _ in _ranks(text).values()}
        written |= {int(n) for n in _RANK_ENGLISH.findall(text)}
        written |= _ranks_moved(text)
        head = source.header(anchor)
        if _RANK_HEAD.search(text) or (
            head is not None and _RANK_HEAD.search(source.blocks[head].text)
        ):
            # a table of ranks (`순위 | 시도 | 출산율` over `1 | 세종 | 1.03`): its bare
            # integers are ranks
            written |= {
                int(f.value)
                for f in source.figures(anchor)
                if f.kind == "number" and f.unit is None and f.value == int(f.value) < 1000
            }
        if _FIRST_WORDS.search(text):
            worded.add(1)
            if _SECOND_WORDS.search(text):
                worded.add(2)
        after = 0  # where the list begins: past the list in order before it
        for ordered in _IN_ORDER.finditer(text):
            # `세종(1.03명), 전남(0.97명), 강원(0.89명) 순`: a list in order ranks its entries,
            # each by its place
            clause, after = text[after : ordered.start() + 1].rsplit("\n", 1)[-1], ordered.end()
            clause = re.split(r"[.!?]\s|[□ㅇ○]", clause)[-1]
            entries = list(_LISTED_ENTRY.finditer(clause))
            for place, entry in enumerate(entries, start=_first_place(clause, entries)):
                first = next(iter(_numbers(entry["figure"])), "")
                name, figure = _entry_name(clause, entry)
                listed.setdefault(place, []).append((name, (first,) if first else (), ()))
                if figure:
                    listed[place].append((name, (figure,), ()))  # `286명(35.2%)`: 286 too
        # a list in order whose figures stand outside brackets (`혈액검사(CBC) 3만 8,600원,
        # 종합백신(DHPPL) 2만 8,900원 순`): each entry at its place, with its figure's numbers;
        # a first place given in words (`... 4만 100원으로 가장 높았고,`) is left to `가장`,
        # since its clause may name more than the entry (`전체 900건 중 서울이 ...`); a list
        # with two bracketed entries between two commas (`서울(76.8%)이 가장 높고 세종(62.5%),
        # 경기(58.9%) 순`) has no place by its commas
        for start, _, entries in lists_in_order(text):
            if any(len(_LISTED_ENTRY.findall(entry)) > 1 for _, entry in entries):
                continue
            # (a list after its first place given in words, `가온동이 2,860kg으로 가장 많았고,
            # 나래동(2,410kg), 마루동(2,150kg) 순`, starts at the second)
            lead = re.split(r"[.!?]\s", text[: max(start, text.find(entries[0][1], start))])[-1]
            first = 2 if _FIRST_WORDS.search(lead) and re.search(r"\d", lead) else 1
            if first == 2 and (worded_first := _WORDED_FIRST.search(lead)) is not None:
                name, figure = worded_first["name"], worded_first["figure"]
                listed.setdefault(1, []).append((name, tuple(_numbers(figure)), ()))
            for place, (name, entry) in enumerate(entries, start=first):
                if not (place == 1 and _FIRST_WORDS.search(entry)):
                    read = tuple(f for f in iter_figures(entry) if f.kind == "number")
                    listed.setdefault(place, []).append((name, (), read))
    body = sentence.body
    numbers = set(_numbers(body))
    mine = [f for f in iter_figures(body) if f.kind == "number"]

    def given(written: tuple[str, ...], read: tuple[Figure, ...]) -> bool:
        """Whether the sentence writes an entry's figure: its numbers as written, or one of
        its figures by value (`38,600 won` of `3만 8,600원`)."""
        if written and set(written) <= numbers:
            return True
        return any(matches(m, f, _NO_YEARS) for m in mine for f in read)

    for at, (rank, native, raw) in ranks.items():
        if rank in written or (native and not written and rank not in listed):
            continue
        if (other := _ranked_other(body, at, rank, listed)) is not None:
            name, places = other
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    visible,
                    f"{raw!r} (rank {rank}) is given to {name} here, but the list in order of "
                    f"the cited block(s) puts {name} at place {places}; restate its place.",
                )
            )
            continue
        if any(name in body or given(w, r) for name, w, r in listed.get(rank, ())):
            continue  # the entry the list puts at that place, named or given its figure
        if rank in worded and rank not in listed:
            continue  # `가장` ranks its first (and `다음은` its second) in words
        if rank in listed and body.rstrip().endswith(("?", "？")):
            continue  # a question (`1·2위는?`) asks for the places: it gives them to no entry
        if rank in listed:
            entries = ", ".join(dict.fromkeys(name for name, _, _ in listed[rank]))
            others = [e for p, es in listed.items() if p != rank for e in es]
            if not HANGUL.search(body) and not any(
                name in body or given(w, r) for name, w, r in others
            ):
                # an English sentence that names the place's entry in words fa does not read
                # (`followed by father-headed households`) and gives no other entry's figure
                out.append(
                    _finding(
                        UNCONFIRMED,
                        sentence,
                        visible,
                        f"{raw!r} (rank {rank}): the list in order of the cited block(s) puts "
                        f"{entries} at that place; whether the entry this sentence names in "
                        "English is that one, fa cannot tell, so the place is unconfirmed: check "
                        "it before approving.",
                    )
                )
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    visible,
                    f"{raw!r} (rank {rank}): the list in order of the cited block(s) puts "
                    f"{entries} at that place, and this sentence names neither it nor its "
                    "figure.",
                )
            )
            continue
        counted = raw.endswith("위") and "위" in source.counters()
        if not written and not worded and not counted:
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    visible,
                    f"{raw!r} (rank {rank}): the cited block(s) {', '.join(visible)} write no "
                    "rank, and fa does not rank figures itself, so the rank is unconfirmed; the "
                    "person approving sees it. Cite a block that states the rank to confirm it.",
                )
            )
            continue
        stated = ", ".join(str(r) for r in sorted(written)) if written else "none"
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{raw!r} (rank {rank}) is not a rank the cited block(s) {', '.join(visible)} "
                f"write (ranks written: {stated})"
                + (", nor a count in the document's unit 위 they write" if counted else "")
                + "; fa does not rank figures itself, so cite the block that states the rank or "
                "drop it.",
            )
        )


def _ranked_other(body: str, at: int, rank: int, listed: _Listed) -> tuple[str, str] | None:
    """(name, its places) when the entry of a list in order the sentence names last before a
    rank in the rank's clause (`누리천문대가 41,250명으로 2위`) is listed at other places only,
    and the clause names no entry of the rank's place; else None."""
    breaks = list(_RANK_CLAUSE_BREAK.finditer(body, 0, at))
    start = breaks[-1].end() if breaks else 0
    named = [
        (body.rfind(name, start, at), name)
        for entries in listed.values()
        for name, _, _ in entries
        if len(name) >= _MIN_ENTRY and body.find(name, start, at) >= 0
    ]
    if not named:
        return None
    name = max(named)[1]
    places = sorted(p for p, entries in listed.items() if any(n == name for n, _, _ in entries))
    if rank in places or any(n in body[start:at] for n, _, _ in listed.get(rank, ())):
        return None
    return name, ", ".join(map(str, places))


_RANK_CLAUSE_BREAK = re.compile(r",\s|[가-힣](?:고|며|으며)\s|[.;]\s")
_MIN_ENTRY = 2


# A rank moved by steps (`4위에서 한 계단 올랐다`, `3위에서 2단계 하락`)
_RANK_STEPS = re.compile(
    r"(?P<rank>\d{1,3})\s?위에서\s?(?P<steps>한|두|세|네|다섯|\d{1,2})\s?(?:계단|단계|칸)\s?"
    r"(?:(?P<up>올랐|올라|상승|뛰어)|내려|하락|떨어)"
)
_STEP_WORDS = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5}


def _ranks_moved(text: str) -> set[int]:
    """The ranks a block reaches by moving one it writes by so many steps (`4위에서 한 계단
    올랐다` reaches 3위): a rank counted in words, written as surely as a rank in digits."""
    reached: set[int] = set()
    for moved in _RANK_STEPS.finditer(text):
        rank, steps = int(moved["rank"]), moved["steps"]
        count = _STEP_WORDS[steps] if steps in _STEP_WORDS else int(steps)
        reached.add(rank - count if moved["up"] else rank + count)
    return {r for r in reached if r > 0}


# A series entry of a block: a year and its figure right after it (`´08년 43척`, `2022: 19 건`).
_SERIES_GAP = re.compile(r"\s*[:：]?\s*")
# In a Korean draft, a year and the first figure after it in the same clause (`’08년 선박 피랍은
# 49척`); English puts the year after its figure (`$4.76 billion in 2025 to $7.54 billion`), so a
# gap with Latin letters pairs nothing.
_CLAUSE_GAP = re.compile(r"[^\dA-Za-z,;·、\n]{0,24}")
_RESPECTIVELY = re.compile(r"각각|respectively", re.IGNORECASE)
# Words after a draft's year that make it a base or a start, not the figure's year (`2023년 대비
# 매출은 120억 원`, `2023년보다`, `2023년 이후`, `2023년부터`, `2023년에서`)
_BASE_WORDS = re.compile(r"대비|보다|비해|비하여|비교|이후|이래|부터|에서|까지|이전|전\s|후\s|만에")


def _year_pairs(
    text: str,
    figures: list[Figure],
    gap: re.Pattern[str],
    *,
    listed: bool = True,
    name: Callable[[Figure], Any] | None = None,
    bases: bool | None = None,
) -> list[tuple[Any, Figure]]:
    """(year, the figure after it) for each year right before a number that is no year; without
    `listed`, not for a year that follows another year (`2023년과 2024년 … 각각 100억, 120억`:
    the figures go to the years in turn, not to the year next to them). `name` reads another
    period than a year (a quarter or half, `_period_of`). With `bases` (by default: without
    `listed`), a year named as a comparison's base (`2023년 대비 20%`) gives no figure."""
    skip_bases = not listed if bases is None else bases
    name_of = name or _year_of
    pairs = []
    before: Figure | None = None
    for year, labelled in pairwise(figures):
        after_year = before is not None and name_of(before) is not None
        before = year
        named = name_of(year)
        if named is None or labelled.kind != "number" or _year_of(labelled) is not None:
            continue
        if after_year and not listed:
            continue
        between = gap.fullmatch(text, year.start + len(year.raw), labelled.start)
        if between is not None and not (skip_bases and _BASE_WORDS.search(between.group())):
            pairs.append((named, labelled))
    return pairs


def _block_year_pairs(text: str, found: list[Figure]) -> list[tuple[Any, Figure]]:
    """A block's years with their figures: a series (`´08년 43척, ´09년 49척`), else each year
    and the first figure after it in its clause, a year named as a base left out (`2024년 말
    기준 14조 1,000억 원으로, 2023년 말(13조 7,000억 원)보다`). A block of one year gives the
    figure it brackets after `전년` to the year before (`2025년 예산은 562억 원으로 전년(455억
    원) 대비`: 455억 is 2024's)."""
    pairs = _year_pairs(text, found, _SERIES_GAP) or _year_pairs(
        text, found, _CLAUSE_GAP, listed=False
    )
    years = {year for year, _ in pairs}
    if len(years) == 1 and isinstance(year := next(iter(years)), int):
        starts = {f.start: f for f in found if f.kind == "number"}
        for before in _YEAR_BEFORE_BRACKET.finditer(text):
            figure = starts.get(before.end())
            if figure is not None:
                pairs.append((year - 1, figure))
    return pairs


# `전년(455억 원)`, `전년도(2024년, 455억 원)` opens on the year before's figure
_YEAR_BEFORE_BRACKET = re.compile(r"전\s?년도?\s?[(（](?:[^)）\d]{0,3}\d{4}년?,\s?)?\s*")


def _check_year_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives a year (`’08년 ... 49척`) must not be the one a cited block's
    series gives another year (`´08년 43척, ´09년 49척`; `2023: 10 건`, `2025: 13 건`): a block of
    two years or more, each with one figure, tells which figure is whose."""
    _check_period_figures(
        sentence,
        figures,
        visible,
        source=source,
        out=out,
        series=_block_year_pairs,
        same=operator.eq,
        says=lambda year, anchor, own: (
            f"is given to {year} here, but {anchor} gives {year} {own}; restate that figure."
        ),
    )


def _period_of(figure: Figure) -> tuple[str, object, object] | None:
    """The quarter or half a figure names (`2분기`, `2025년 상반기`), else None."""
    if figure.kind in {"quarter", "half"}:
        return (figure.kind, figure.key[0], figure.key[1])
    return None


def _same_period(a: tuple[str, object, object], b: tuple[str, object, object]) -> bool:
    """Quarters or halves that may be the same: a year missing on one side fits any."""
    return a[0] == b[0] and a[2] == b[2] and (a[1] is None or b[1] is None or a[1] == b[1])


def _check_period_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives a quarter or half (`1분기 매출은 6,410억 원`) must not be the
    one a cited block gives another (`2분기 매출은 6,410억 원으로 1분기(5,935억 원)보다`): a
    block of two quarters or halves or more, each with the figure after it in its clause, tells
    which figure is whose, as a block's series of years does. A block's prose names quarters as
    bases too (`2분기 매출이 1분기 대비 20% 늘었다`): those give no figure."""
    _check_period_figures(
        sentence,
        figures,
        visible,
        source=source,
        out=out,
        name=_period_of,
        series=lambda text, found: _year_pairs(
            text, found, _CLAUSE_GAP, name=_period_of, bases=True
        ),
        same=_same_period,
        says=lambda _period, anchor, own: (
            f"is given to another quarter or half here than {anchor} gives it; {anchor} gives "
            f"this one {own}."
        ),
    )


def _check_period_figures(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
    series: Callable[[str, list[Figure]], list[tuple[Any, Figure]]],
    same: Callable[[Any, Any], bool],
    says: Callable[[Any, str, str], str],
    name: Callable[[Figure], Any] | None = None,
) -> None:
    """What the year and period checks share: each figure the sentence gives a period (`name`,
    a year by default) is compared with the `series` of (period, figure) pairs a cited block
    gives, when it names two periods or more; the sentence's figure must not be another
    period's while its own period has one other figure (`says` words the finding)."""
    if _RESPECTIVELY.search(sentence.body):
        return  # `각각`, `respectively`: the figures go to the periods in turn
    for period, labelled in _year_pairs(
        sentence.body, figures, _CLAUSE_GAP, listed=False, name=name
    ):
        for anchor in visible:
            pairs = series(source.blocks[anchor].text, source.figures(anchor))
            if len({p for p, _ in pairs}) < 2:
                continue
            own = [b for p, b in pairs if same(period, p)]
            if len(own) > 1:
                # (`'25년 8,200등 ... '25년 68억 원`: the period's figure of the draft's unit)
                own = [b for b in own if b.unit == labelled.unit]
            if len(own) != 1 or matches(labelled, own[0], _NO_YEARS):
                continue
            if not any(not same(period, p) and matches(labelled, b, _NO_YEARS) for p, b in pairs):
                continue  # not another period's figure: checked by the other rules
            told = says(period, anchor, repr(own[0].raw.strip()))
            out.append(_finding("GR-03", sentence, (anchor,), f"{labelled.raw.strip()!r} {told}"))
            break


# What may stand between an ordinal and the figure it labels: its counter, a particle or a
# colon, `각`: `2차년도 : 11개월`, `2차년도는 11개월`, `3~5차년도 : 각 12개월`.
_PAIR_GAP = re.compile(
    r"\s?(?:차년도|차연도|차년|번째|회차)\s?(?:[:：]|에는|은|는|이|가|에|의|엔)?\s?(?:각각|각)?\s?"
)
_RANGE_GAP = re.compile(r"\s?[~∼〜]\s?")
_FAMILIES = ({"year", "month"}, {"hour", "minute", "second"})


def _ordinal_pairs(text: str, figures: list[Figure]) -> list[tuple[Figure, Figure]]:
    """(ordinal, the figure it labels) for each ordinal right before a number in `text`."""
    pairs = []
    for ordinal, labelled in pairwise(figures):
        if ordinal.period != "ordinal" or labelled.kind != "number":
            continue
        end = ordinal.start + len(ordinal.raw)
        if _PAIR_GAP.fullmatch(text, end, labelled.start) is not None:
            pairs.append((ordinal, labelled))
    # `3~5차년도 : 각 12개월` labels 3, 4 and 5 alike
    for first, last in pairwise(figures):
        if first.period != "ordinal" or last.period != "ordinal":
            continue
        if _RANGE_GAP.fullmatch(text, first.start + len(first.raw), last.start) is None:
            continue
        labelled = next((b for a, b in pairs if a is last), None)
        if labelled is None or not (0 < first.value < last.value <= first.value + 12):
            continue
        step = first.value
        while step < last.value:
            pairs.append((first._replace(value=step), labelled))
            step += 1
    return pairs


def _comparable(a: Figure, b: Figure) -> bool:
    """Two figures of one kind of quantity: durations of one family, or amounts in one unit."""
    if a.period and b.period:
        return any(a.period in family and b.period in family for family in _FAMILIES)
    return a.unit is not None and a.unit == b.unit


def _check_ordinal_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives an ordinal (`2차년도는 12개월`) must be the one a cited block
    gives it (`1차년도 : 9개월, 2차년도 : 11개월, 3~5차년도 : 각 12개월`), when the block gives
    that ordinal one figure of the same kind: 12개월 elsewhere in the block supports nothing."""
    for ordinal, labelled in _ordinal_pairs(sentence.body, figures):
        for anchor in visible:
            theirs = [
                b
                for a, b in _ordinal_pairs(source.blocks[anchor].text, source.figures(anchor))
                if matches(ordinal, a, _NO_YEARS) and _comparable(labelled, b)
            ]
            if len(theirs) != 1 or matches(labelled, theirs[0], _NO_YEARS):
                continue
            if not any(matches(labelled, f, _NO_YEARS) for f in source.figures(anchor)):
                continue  # not in the block at all: reported as unsupported already
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{labelled.raw.strip()!r} is given to {ordinal.raw.strip()!r} here, but "
                    f"{anchor} gives it {theirs[0].raw.strip()!r}; restate that figure.",
                )
            )
            break
