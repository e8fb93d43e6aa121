"""Moves and changes. A move the sentence states from one figure to another (`82.7%에서 82.5%로
상승`, `from 4.1% to 3.8%, up`): its direction word must agree with the two figures' order (this
needs no block: a sentence saying a rate rose to a lower figure contradicts itself), and its
order with the cited table's (`현행 | 개정`, `2024 | 2025`). A change the sentence calls a rise
or a fall must run the way the two values the cited block gives it run. A figure the sentence
places above or below another of its own (`842kcal 제공, 기준(867kcal)을 웃돎`) must lie on that
side of it."""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from itertools import pairwise
from typing import TYPE_CHECKING

from fa_grounding._claims import in_brackets, states_a_change
from fa_grounding._crosschecks._names import band_spans
from fa_grounding._crosschecks._rate_gaps import points_as_percent
from fa_grounding._figures._figure import _plain
from fa_grounding._figures._match import _NO_YEARS, HEDGE_TOLERANCE, matches
from fa_grounding._findings import _finding
from fa_grounding._signs import rise_beside_signed_falls
from fa_grounding._tables import _columns_of, _head_years, cell_number
from fa_grounding._units import cell_spans

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

# What joins the two figures: `A에서 B로`, `A → B`, `A->B`, `from A to B`.
_BETWEEN = re.compile(
    r"^\s*(?:[가-힣%]{0,3}\s?)?(?:에서|→|⇒|->|－>|➝)\s*"
    # the year or period of the second figure between (`11.8%에서 '10년 29.1%로`, `160시간에서
    # 올해 상반기 144시간으로`)
    r"(?:(?:[’'`]?\d{2,4}\s?년(?:도)?|올해|금년|지난해|작년)?\s*(?:[1-4]\s?분기|[상하]반기)?"
    r"\s*(?:에는|에|엔|은|는)?\s*)?"
    # (or the span between the ends: `45개에서 2년 만에 100개로`)
    r"(?:\d{1,2}\s?년\s?(?:만에|새에?|사이에?)\s*)?$"
    r"|^\s*(?:[가-힣%]{0,3}\s?)?to\s*(?:(?:19|20)\d\d\s*)?$"
)
_FROM_BEFORE = re.compile(r"\bfrom\s*$", re.IGNORECASE)
# In Korean the end of a move takes `로`, `으로` or `까지` (`70,000원에서 82,000원으로`); a second
# figure without it after `에서` is the size of the change (`70,000원에서 12,000원 올라`).
_DESTINATION = re.compile(r"[가-힣%]{0,3}?\s?(?:로|으로|까지)")


def _a_move(body: str, first: Figure, second: Figure) -> bool:
    """Whether the sentence moves from `first` to `second` (`A에서 B로`, `A → B`, `from A to
    B`), not from `first` by `second`."""
    between = body[first.start + len(first.raw.rstrip()) : second.start]
    if _BETWEEN.match(between) is None:
        return False
    if "에서" not in between:
        return True
    return _DESTINATION.match(body, second.start + len(second.raw.rstrip())) is not None


_PERIOD_GAP = re.compile(r"\s?(?:은|는|에는|에)?\s?")


def dated_by_period(body: str, start: Figure, figures: list[Figure]) -> bool:
    """Whether a quarter or a half stands right before a move's start (`2024년 하반기 6.3%에서
    3.5%로`): it dates the start, the end being a later period."""
    return any(
        p.kind in {"quarter", "half"}
        and p.start < start.start
        and _PERIOD_GAP.fullmatch(body, p.start + len(p.raw), start.start) is not None
        for p in figures
    )


# The direction word after the second figure (within a few characters: `로 상승했다`, `으로 늘어`),
# past the size of the move when the sentence writes it (`로 4.0%p 상승했다`).
_AFTER = re.compile(
    r"^,?\s?[가-힣%]{0,3}?\s?(?:로|으로)?,?\s?(?:\d[\d.,]*\s?(?:%p|%|[가-힣]{1,3})?\s?)?"
    r"(?:(?P<up>상승|증가|늘|올|확대|개선|높아|up\b|rose|increas)|(?P<down>하락|감소|줄|떨어|내려|축소|낮아|down\b|fell|decreas))"
)
_REACH = 24
# An English verb of direction before `from` and the move's start, past the size of the move
# (`rose by 4 from last year's 7`, `fell, from`) and a few words of the start's period
_VERB_BEFORE = re.compile(
    r"\b(?:(?P<up>rose|risen|increased?|grew|grown|climbed|jumped|went\sup)"
    r"|(?P<down>fell|fallen|decreased?|dropped|declined?|went\sdown|shrank))"
    r"(?:\s+by\s+(?:about\s)?[\d.,]+\s?(?:%p?|[a-z]+)?)?,?\s+from\s+(?:[A-Za-z']+\s+){0,3}$",
    re.IGNORECASE,
)
_BEFORE_REACH = 60


_RANK_AFTER = re.compile(r"\s?위(?:[에로를는가이와의인]|[,)）\]]|\s|$)")


def check_moves(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence moves a figure up to a lower one, or down to a higher one, or
    from the value a cited block's prose moves it to back to where the block starts it
    (`30%에서 50%로` of a block's `50%에서 30%로`)."""
    body = sentence.body
    numbers = [f for f in figures if f.kind == "number" and not f.signed]
    for first, second in pairwise(numbers):
        if first.unit != second.unit:
            continue
        sizes = _lengths(first, second)
        if sizes is None or sizes[0] == sizes[1]:
            continue
        if not _a_move(body, first, second):
            continue
        backwards = _reversed_in(first, second, visible, source)
        if backwards is not None:
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (backwards,),
                    f"the sentence moves the figure from {first.raw.strip()!r} to "
                    f"{second.raw.strip()!r}, but {backwards} moves it from "
                    f"{second.raw.strip()!r} to {first.raw.strip()!r}; restate the move the "
                    "way the block makes it.",
                )
            )
            continue
        points_as_percent(sentence, numbers, first, second, visible, out=out)
        after = _AFTER.match(body[second.start + len(second.raw.rstrip()) :][:_REACH])
        if after is None:
            # (an English verb before the move: `rose by 4 from last year's 7 to 3`)
            after = _VERB_BEFORE.search(body[max(0, first.start - _BEFORE_REACH) : first.start])
        if after is None:
            continue
        rose = after.group("up") is not None
        # (a rank rises as its number falls: `4위에서 3위로 상승`)
        ranks = all(_RANK_AFTER.match(body, f.start + len(f.raw.rstrip())) for f in (first, second))
        if rose == ((sizes[1] > sizes[0]) != ranks):
            continue
        word = after.group("up") or after.group("down")
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"the sentence says the figure went from {first.raw.strip()!r} to "
                f"{second.raw.strip()!r} and calls it {word!r}, but that is a "
                f"{'fall' if rose else 'rise'}; restate the direction or the figures.",
            )
        )


_SECONDS = {"second": 1, "minute": 60, "hour": 3600}
_MONTHS = {"month": 1, "year": 12}


def _lengths(first: Figure, second: Figure) -> tuple[Decimal, Decimal] | None:
    """The two figures' values to compare, durations in one unit (`6분` and `4분 30초` in
    seconds, `2년` and `18개월` in months); None when only one is a duration."""
    for scale in (_SECONDS, _MONTHS):
        if first.period in scale and second.period in scale:
            return first.value * scale[first.period], second.value * scale[second.period]
    if first.period != second.period and (
        {first.period, second.period} & (set(_SECONDS) | set(_MONTHS))
    ):
        return None
    return first.value, second.value


def _reversed_in(
    first: Figure, second: Figure, visible: tuple[str, ...], source: _Source
) -> str | None:
    """The cited prose block that moves the same two values the other way (from `second` to
    `first`) and never this way; None when none does."""
    for anchor in visible:
        block = source.blocks[anchor]
        if block.table_row:
            continue
        found = [f for f in source.figures(anchor) if f.kind == "number" and not f.signed]
        moves = {
            (a.value, b.value)
            for a, b in pairwise(found)
            if a.unit == b.unit == first.unit and _a_move(block.text, a, b)
        }
        if (second.value, first.value) in moves and (first.value, second.value) not in moves:
            return anchor
    return None


# A figure the block gives as the value before a change: after `전년`, `전월`, `직전` (`전년
# (86.6%)`, `전년 303ℓ보다`), or as the start of a move (`96.2%에서`, `from 96.2%`).
_EARLIER_BEFORE = re.compile(
    r"(?:전년|전월|전분기|전기|전년도|작년|지난해|직전|종전|前年|\bfrom)"
    r"(?:\s?동기|\s?동월|\s?말|\s?대비)?[\s(（:]{0,3}$",
    re.IGNORECASE,
)
_EARLIER_AFTER = re.compile(r"^\s?(?:에서|→|->)")
_CHANGE_REACH = 80


def _implied_direction(text: str, found: list[Figure], change: Figure) -> int | None:
    """+1 or -1 when the block gives the two values a change runs between (an earlier one and
    another before the change, in the same units, differing by the change), else None."""
    before = [
        f
        for f in found
        if f.kind == "number"
        and change.start - _CHANGE_REACH <= f.start < change.start
        and f is not change
    ]
    signs: set[int] = set()
    for earlier in before:
        prefix = text[max(0, earlier.start - 12) : earlier.start]
        suffix = text[earlier.start + len(earlier.raw.rstrip()) :][:4]
        if not (_EARLIER_BEFORE.search(prefix) or _EARLIER_AFTER.match(suffix)):
            continue
        for other in before:
            if other is earlier or other.unit != earlier.unit or other.measure != earlier.measure:
                continue
            if change.unit != earlier.unit and not (change.unit == "%p" and earlier.unit == "%"):
                continue
            if change.measure != earlier.measure:
                continue
            difference = other.value - earlier.value
            if difference and abs(abs(difference) - change.value) <= change.quantum / 2:
                signs.add(1 if difference > 0 else -1)
    return next(iter(signs)) if len(signs) == 1 else None


def check_change_directions(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence calls a change a fall (`0.5%p 하락`) that the cited block gives
    as the difference of two values running the other way (`87.1%로 전년(86.6%) 대비 0.5%p
    개선`), or a rise that runs down. Judged only when every cited figure the change matches
    is unsigned, has no direction word of its own, and its two values are unambiguous."""
    for figure in figures:
        if figure.kind != "number" or figure.signed or not (figure.falls or figure.rises):
            continue
        plain = figure._replace(falls=False, rises=False)
        implied: set[int | None] = set()
        signed_beside = False
        for anchor in visible:
            found = source.figures(anchor)
            text = source.blocks[anchor].text
            for theirs in found:
                if theirs.kind != "number" or not matches(plain, theirs, _NO_YEARS):
                    continue
                if theirs.signed or theirs.falls or theirs.rises:
                    implied.add(None)
                elif rise_beside_signed_falls(text, found, theirs):
                    implied.add(1)  # `(1.8%)` beside `(△1.3%)`: the block signs its falls
                    signed_beside = True
                else:
                    implied.add(_implied_direction(text, found, theirs))
        said = -1 if figure.falls else 1
        if implied != {-said}:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is called a {'fall' if said < 0 else 'rise'}, but the "
                + (
                    "cited block writes it unsigned beside the falls it marks with △, so it "
                    "rose; restate the direction."
                    if signed_beside
                    else f"cited block gives it as the change between two values that "
                    f"{'rose' if said < 0 else 'fell'}; restate the direction."
                ),
            )
        )


# A base's figure in brackets: `평년(3.9일)보다`, `전년(8건) 대비`.
_BASE_BRACKET = re.compile(
    r"[\d.,]+\s?[가-힣%A-Za-z]{0,3}[)）]\s?(?:보다|대비|에\s?비해"
    # or a level given to a name in its bracket, the subject compared (`폐업(204개)이`)
    r"|(?:이|가|은|는)(?![가-힣]))"
)


def _as_number(figure: Figure) -> Figure | None:
    """A figure as the number it states: itself, or a date's reading as a count (`11일` of
    `열대야일수는 11일로`, `3.9일`); None for none."""
    if figure.kind == "number":
        # (a count of days read from a day, `11일로`, compares as the bare counts beside it)
        days = figure.period == "day" and figure.others and figure.others[0].kind == "date"
        return figure._replace(period=None) if days else figure
    count = next((o for o in figure.others if o.kind == "number"), None)
    # (in days, as the bare figures beside it are: `3.9일` and `14.4일` read no period)
    return count._replace(period=None) if count is not None else None


# The base a change is measured from, right after its figure: `8건보다`, `8건에서`, `8건 대비`.
_BASE_WORD = re.compile(
    r"\s?[가-힣%]{0,3}?\s?[)）]?\s?(?:보다|에서|대비|에\s?비해|과\s?비교|와\s?비교)"
)


def check_change_sizes(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence states two levels and the change between them, and the change is
    not their difference: `6건으로 전년 8건보다 3건 감소` (8 - 6 is 2), `43.0%에서 45.2%로
    2.5%p 상승`. This needs no block: the sentence contradicts itself, whatever the blocks hold.

    Only a change in the levels' own unit (or `%p` of rates) is checked, never a rate of change
    (`3.5% 증가`), and only when the two levels are the last two figures before it outside
    brackets, one of them followed by its base word (`보다`, `에서`, `대비`). Hedged figures
    (`약 5.3조`) are left alone; a level written with a unit word (`5.3조`) is allowed its
    rounding.
    """
    body = sentence.body
    # a figure in brackets is a detail of the one before (`6건(0등급 5건, 등급외 1건)으로`),
    # unless the bracket is a base's (`평년(3.9일)보다`); a count of days read as a day (`11일로`)
    # is its count
    bands = band_spans(body)  # (`65~74세(54,455건)보다`: the band names, 54,455 is the level)
    numbers = [
        f
        for f in map(_as_number, figures)
        if f is not None
        and f.period != "ordinal"  # (`1차 심사(14.8개월)보다`: a label, no level)
        # (`2위인 동물 포획(21,705건)보다`: a rank, no level)
        and _RANK_AFTER.match(body, f.start + len(f.raw.rstrip())) is None
        and (not in_brackets(body, f.start) or _BASE_BRACKET.match(body, f.start))
        and not any(a <= f.start < b for a, b in bands)
    ]
    for k, change in enumerate(numbers):
        if k < 2 or not any(ch.isdigit() for ch in change.raw):
            continue
        if not states_a_change(body, change):
            continue  # (`8,900명으로 줄었다`: the level moved to, not the change)
        first, second = numbers[k - 2], numbers[k - 1]
        if any(f.hedged or f.bound or f.signed for f in (first, second, change)):
            continue
        if states_a_change(body, first) or states_a_change(body, second):
            continue  # `31개교 줄었지만, 누적은 3,896개교에서 34개교 늘었다`: a change, no level
        if _GAP_BEFORE.search(body, max(0, first.start - 8), first.start):
            continue  # `경의중앙선(46분)보다 24.5분, 광역버스(66분)보다 44.5분`: gaps, not levels
        if not first.period == second.period == change.period:
            continue  # `제1활주로`, `3년`: no level of the change's
        if first.unit != second.unit or first.measure != second.measure:
            continue
        if change.unit != first.unit and not (change.unit == "%p" and first.unit == "%"):
            continue
        if change.unit == "%" or (change.measure != first.measure and change.measure is not None):
            continue
        if not any(
            _BASE_WORD.match(body, f.start + len(f.raw.rstrip())) is not None
            for f in (first, second)
        ):
            continue
        difference = abs(first.value - second.value)
        slack = sum(
            f.quantum / 2 for f in (first, second, change) if f.key and f.key[0]
        )  # a figure with a unit word (`5.3조`) is a rounding of its last digit
        if abs(change.value - difference) <= slack:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{change.raw.strip()!r} is given as the change between {first.raw.strip()!r} "
                f"and {second.raw.strip()!r}, which differ by {_plain(difference)}; "
                "restate the change or the figures.",
            )
        )


# A comparison of a figure with the one right after it, as the reference: the reference is
# bracketed or followed by its particle (`기준(867kcal)을 웃돎`, `상한(800mg 미만)을 12mg 초과`,
# `기준 867kcal보다 높았다`), then at most a size of the gap, then the word placing the first
# figure above or below it.
_COMPARED = re.compile(
    r"[^\d\s()（）]{0,6}?\s?(?:미만|이하|이상|초과)?\s?[)）]?\s?"
    r"(?P<p>을|를|보다|대비|에\s?비해|에)\s?"
    r"(?:[\d.,]+\s?[^\s\d.,()（）]{0,4}\s?(?:[(（][^()（）]{1,12}[)）]\s?)?)?"
    r"(?:(?P<up>웃돌|웃돎|상회|초과|넘었|넘어|넘은|넘는|넘겼|높았|높은|높게|높다|높음|많았|많은|많다|많음"
    r"|길었|길다|길어|길게)"
    r"|(?P<down>밑돌|밑돎|하회|못\s?미치|못\s?미쳤|못\s?미침|미달|낮았|낮은|낮게|낮다|낮음|적었|적은|적다|적음"
    r"|짧았|짧다|짧아|짧게|짧은)"
    # a change over the reference (`522㎏으로 전년(514㎏)보다 감소`): after `보다`, `대비` only
    r"|(?P<rise>증가|늘었|늘어|늘고|상승|올랐|올라)|(?P<fall>감소|줄었|줄어|줄고|하락|내렸|내려|떨어))"
)
# What may stand between the compared figure and its reference: no other subject (`열량은`), no
# move (`에서`, `→`) and no end of a clause, within a short reach.
# (`같은 기간` is no subject: `9명으로 전년 같은 기간(12명)보다`)
_OTHER_SUBJECT = re.compile(r"[가-힣](?<!같)(?:은|는|이|가)\s|에서|→|->|;|\.\s")
_COMPARE_REACH = 30
_GAP_BEFORE = re.compile(r"(?:보다|대비|에\s?비해|[)）])\s?$")


def _level_of_details(body: str, figure: Figure, numbers: list[Figure]) -> Figure | None:
    """The figure a bracket of details follows, when `figure` is the last detail in it
    (`1,204명(민간 860명, 소방·해경 344명)을`: 1,204, the level a comparison after it is of)."""
    opened = body.rfind("(", 0, figure.start)
    closed = body.find(")", figure.start)
    if opened < 0 or closed < 0 or ")" in body[opened : figure.start]:
        return None
    if any(f.start > figure.start and f.start < closed for f in numbers):
        return None  # not the bracket's last figure
    # (its counter or unit between: `1,204명(`)
    before = [
        f
        for f in numbers
        if f.start < opened and len(body[f.start + len(f.raw.rstrip()) : opened].strip()) <= 3
    ]
    return before[-1] if before else None


def check_comparisons(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when the sentence places one of its figures above another it compares it with, and
    it is below (or the other way): `842kcal 제공, 기준(867kcal)을 웃돎`. This needs no block.

    Only two figures of one unit, the reference right after the compared one with nothing
    between them that names another subject, are judged; a figure right after the comparison
    word is its subject (`기준보다 낮은 842kcal`), and such a sentence is left alone.
    """
    body = sentence.body
    # (and a level below zero as written: `-5.1℃로 평년(-4.6℃)보다 0.5℃ 높았다` is lower)
    bands = band_spans(body)  # (a band's ends name it: `65~74세(54,455건)보다`)
    numbers = [
        f
        for f in figures
        if f.kind == "number"
        and f.period != "ordinal"  # (`1차 심사(14.8개월)보다`: a label, no level)
        and (not f.signed or f.value < 0)
        and not any(a <= f.start < b for a, b in bands)
    ]
    for detail, second in pairwise(numbers):
        # (the last detail in a bracket after a level is compared as that level, from the
        # bracket's end: `1,204명(민간 860명, 소방·해경 344명)을 ... 부산(1,185명)보다 많았다`)
        level = _level_of_details(body, detail, numbers)
        closed = body.find(")", detail.start) + 1 if level is not None else 0
        first = level or detail
        if first.value == second.value or (first.unit, first.measure, first.period) != (
            second.unit,
            second.measure,
            second.period,
        ):
            continue
        if _GAP_BEFORE.search(body, max(0, first.start - 8), first.start):
            continue  # `평년(12.5도)보다 1.1도`: the first figure is a gap, not a level
        end = closed or first.start + len(first.raw.rstrip())
        between = body[end : second.start]
        if len(between) > _COMPARE_REACH or _OTHER_SUBJECT.search(between):
            continue
        after = second.start + len(second.raw.rstrip())
        compared = _COMPARED.match(body, after)
        if compared is None or (compared.group("p") == "에" and compared.group("up")):
            continue  # (`기준에 넘다` is no Korean; `에 못 미치다` is)
        changed = compared.group("rise") or compared.group("fall")
        particle = compared.group("p")
        if changed and particle not in {"보다", "대비"} and "비해" not in particle:
            continue  # (`기준을 증가` is no comparison)
        if re.match(r"\s?[\d.,]+", body[compared.end() :][:12]):
            continue  # `기준보다 낮은 842kcal`: the figure after is the subject (below)
        above = compared.group("up") is not None or compared.group("rise") is not None
        if above == (first.value > second.value):
            _check_like_periods(sentence, (first, second), visible, source=source, out=out)
            continue
        word = compared.group("up") or compared.group("down") or changed
        told = (
            f"calls {first.raw.strip()!r} {'a rise' if above else 'a fall'} from"
            if changed
            else f"places {first.raw.strip()!r} {'above' if above else 'below'}"
        )
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"the sentence {told} {second.raw.strip()!r} ({word!r}), but it is "
                f"{'below' if above else 'above'} it; restate the comparison or the figures.",
            )
        )


# A comparison word that qualifies the figure after it (`계획(3,500그루)보다 많은 3,290그루`,
# `기준보다 낮은 842kcal`): its subject comes after it
_QUALIFYING = re.compile(
    r"[)）]?\s?(?:보다|에\s?비해)\s?(?:(?P<up>많은|높은|큰|긴|웃도는|넘는)|(?P<down>적은|낮은|작은"
    r"|짧은|밑도는|못\s?미치는))\s?(?=\d)"
)


def check_subjects_after_a_comparison(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a comparison word puts the figure right after it above or below the
    reference right before it, and it is not (`계획(3,500그루)보다 많은 3,290그루`): the
    reference and the subject in one unit and counter, the subject the next number written.
    This needs no block."""
    body = sentence.body
    numbers = sorted(
        (f for f in figures if f.kind == "number" and not f.signed and f.period != "ordinal"),
        key=lambda f: f.start,
    )
    for reference, subject in pairwise(numbers):
        end = reference.start + len(reference.raw.rstrip())
        word = _QUALIFYING.search(body, end, subject.start + 1)
        if word is None or word.end() != subject.start or word.start() - end > _UNIT_REACH:
            continue
        if (reference.unit, reference.measure, reference.period, reference.counter) != (
            subject.unit,
            subject.measure,
            subject.period,
            subject.counter,
        ) or reference.value == subject.value:
            continue
        above = word.group("up") is not None
        if above == (subject.value > reference.value):
            continue
        said = word.group("up") or word.group("down")
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"the sentence places {subject.raw.strip()!r} {'above' if above else 'below'} "
                f"{reference.raw.strip()!r} ({said!r}), but it is "
                f"{'below' if above else 'above'} it; restate the comparison or the figures.",
            )
        )


_UNIT_REACH = 8
"""How far after a reference figure its counter and bracket may run before `보다`."""


def _check_like_periods(
    sentence: Sentence,
    pair: tuple[Figure, Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """GR-03 when a figure and the reference it is compared with come from columns of one
    cited table that head different years (`0.69명으로 전국 평균(0.75명)에 못 미침`: 0.69 under
    2023, 0.75 under 2024): a comparison sets figures of one period side by side."""
    first, second = pair
    if _OTHER_PERIOD.search(
        sentence.body, max(0, second.start - _OTHER_PERIOD_REACH), second.start
    ):
        return  # `전년(11.3%)보다`, `2023년(36.0권)보다`: another period, named as such
    found = [_period_in_table(figure, visible, source) for figure in pair]
    if any(f is None for f in found):
        return
    (table_a, year_a, at_a), (table_b, year_b, at_b) = found  # type: ignore[misc]
    if table_a != table_b or year_a == year_b:
        return
    out.append(
        _finding(
            "GR-03",
            sentence,
            (at_a, at_b),
            f"the sentence compares {first.raw.strip()!r} (the column of {year_a} in {at_a}) "
            f"with {second.raw.strip()!r} (the column of {year_b} in {at_b}); compare the "
            "figures of one year.",
        )
    )


# The words before a reference that name it another period than the compared figure's.
_OTHER_PERIOD = re.compile(
    r"전년|작년|지난해|전월|전분기|전기|동기|평년|예년|이전|종전|당초|과거|\d\s?년|['’]\d\d|학년도"
    r"|분기|반기|\d\s?월|year|month|quarter|prior|previous|last|earlier|\b(?:19|20)\d\d\b",
    re.IGNORECASE,
)
_OTHER_PERIOD_REACH = 14


def _period_in_table(
    figure: Figure, visible: tuple[str, ...], source: _Source
) -> tuple[str, int, str] | None:
    """(the table's first row of heads, the one year its heads give the column, the row) of
    the one cited table row and column that holds `figure` as written, or None."""
    places = []
    for anchor in visible:
        if not source.blocks[anchor].table_row:
            continue
        head = source.header(anchor)
        if head is None:
            continue
        row_cells = source._cell_spans(anchor)
        columns = _columns_of(figure, source.figures(anchor), row_cells) - {-1}
        for column in columns:
            years: set[int] = set()
            for row in source.head_rows(anchor):
                cells = source._cell_spans(row)
                if len(cells) == len(row_cells):
                    years |= _head_years(source, row, cells)[column]
            places.append((head, years, anchor))
    if len(places) != 1 or len(places[0][1]) != 1:
        return None
    head, years, anchor = places[0]
    return head, next(iter(years)), anchor


# A level the sentence compares with the year before, and the direction it gives: `39.8만
# 가구로 전년보다 증가`, `41.6만 가구로 전년 대비 줄었다`.
_OVER_YEAR_BEFORE = re.compile(
    r"\s?[^\d\s]{0,6}?\s?(?:로|으로)\s?(?:전년|작년|지난해|전년도)\s?(?:보다|대비|에\s?비해)\s?"
    r"(?:[가-힣]{1,4}\s)?(?:(?P<size>[\d.,]+)\s?[가-힣%]{0,3}\s?)?"
    r"(?:(?P<up>증가|늘|상승|올|많아|높아)|(?P<down>감소|줄|하락|내려|떨어|적어|낮아))"
)


def check_levels_over_the_year_before(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """GR-03 when the sentence says a level rose or fell over the year before (`2023년 39.8만
    가구로 전년보다 증가`) and the cited row that holds it under a year's column holds a higher
    (or lower) figure under the year before's column (`39.9 | 39.8`)."""
    body = sentence.body
    for figure in figures:
        if figure.kind != "number" or figure.signed or in_brackets(body, figure.start):
            continue
        said = _OVER_YEAR_BEFORE.match(body, figure.start + len(figure.raw.rstrip()))
        if said is None:
            continue
        rose = said.group("up") is not None
        for anchor in visible:
            table = source.under_head(anchor)
            if table is None:
                before = _prose_year_before(source, anchor, figure)
                if before is not None and before[0].value != before[1].value:
                    mine, theirs = before[0].value, before[1].value
                    _check_size(
                        sentence, figure, figures, said, (anchor, before[1], mine - theirs), out=out
                    )
                    if rose != (mine > theirs):
                        out.append(
                            _finding(
                                "GR-03",
                                sentence,
                                (anchor,),
                                f"the sentence says {figure.raw.strip()!r} "
                                f"{'rose' if rose else 'fell'} over the year before, but "
                                f"{anchor} gives the year before {before[1].raw.strip()!r}; "
                                "restate the direction.",
                            )
                        )
                    break
                continue
            head, row_cells, head_cells = table
            if len(row_cells) != len(head_cells):
                continue
            years = _head_years(source, head, head_cells)
            readings = source.readings(anchor, units.get(anchor))
            columns = _columns_of(figure, readings, row_cells)
            columns.discard(-1)
            if len(columns) != 1:
                continue
            column = columns.pop()
            if len(years[column]) != 1:
                continue
            year = next(iter(years[column]))
            before = [c for c, ys in enumerate(years) if ys == {year - 1}]

            # each cell as `figure`'s match there was read (its unit, not a bare reading)
            def kept(f: Figure, like: Figure = figure) -> bool:
                return not f.bare_only and f.unit == like.unit

            here = cell_number(readings, row_cells, column, kept)
            there = cell_number(readings, row_cells, before[0], kept) if before else None
            if here is None or there is None or here.value == there.value:
                continue
            mine, theirs = here.value, there.value
            _check_size(sentence, figure, figures, said, (anchor, there, mine - theirs), out=out)
            if rose == (mine > theirs):
                break
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"the sentence says {figure.raw.strip()!r} {'rose' if rose else 'fell'} over "
                    f"the year before, but {anchor} gives {year - 1} {_plain(theirs)}, "
                    f"{'higher' if rose else 'lower'} than {_plain(mine)}; restate the direction.",
                )
            )
            break


def changed_between_years(
    figure: Figure,
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    body: str,
    figures: list[Figure],
) -> bool:
    """Whether a change the sentence states with its direction (`1년 새 3곳 늘었다`) is the
    difference between a cited row's cells under two years, both under one measure's head
    (`알뜰주유소` over `'23년 | '24년`: 248 to 251), the way it runs: arithmetic fa checks
    itself. The two years are a year and the one before, or the ones the sentence names: its
    two years (`2022년보다 2024년에`), its one year and the row's last (`2022년 이후`), or a
    count of years between (`2년 새`). Of several cited rows, only the one whose label the
    sentence writes since its figure before (`환경부는 0.7일 늘었다`)."""
    if figure.kind != "number" or figure.signed or not (figure.rises or figure.falls):
        return False
    pairs = _named_year_pairs(body, figures)
    if figure.unit == "%":
        return False  # a change in % of two cells is a rate of change, of two rates a mistake
    rows = [a for a in visible if source.blocks[a].table_row]
    if len(rows) > 1:
        # (since the figure before that is no year nor a count of years: `거래량은 2년 새`)
        start = max(
            (
                f.start + len(f.raw)
                for f in figures
                if f.start < figure.start and f.kind == "number" and f.period is None
            ),
            default=0,
        )
        stretch = body[start : figure.start].replace(" ", "")
        visible = tuple(
            a
            for a in rows
            if (label := _cells_of(source.blocks[a].text)[0].replace(" ", "")) and label in stretch
        )
    allowed = {"%", None} if figure.unit == "%p" else {figure.unit}  # (points of % cells)
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) != len(head_cells):
            continue
        # each row of heads: its cells, and the years each names (`'23년 | '24년`)
        heads = [
            (_cells_of(source.blocks[h].text), _head_years(source, h, spans))
            for h in source.head_rows(anchor) or (head,)
            if len(spans := cell_spans(source.blocks[h].text)) == len(head_cells)
        ]
        years = [
            set[int]().union(*(named[c] for _, named in heads)) for c in range(len(head_cells))
        ]
        readings = source.readings(anchor, units.get(anchor))
        last = max((y for ys in years if len(ys) == 1 for y in ys), default=None)
        steps = [
            (earlier, later)
            for later, found in enumerate(years)
            if len(found) == 1
            for earlier, ys in enumerate(years)
            if len(ys) == 1
            and pairs(next(iter(ys)), next(iter(found)), last)
            # (one measure over both: the heads above the years agree, `알뜰주유소` twice)
            and not any(cells[earlier] != cells[later] for cells, named in heads if not any(named))
        ]
        # each unit the caption declares reads every cell (`(단위: 억 원, 원/톤)`): a change holds
        # in one of them, both cells read alike
        for declared in dict.fromkeys(f.declared for f in readings):

            def kept(f: Figure, declared: str | None = declared) -> bool:
                return not f.bare_only and f.unit in allowed and f.declared == declared

            for earlier, later in steps:
                here = cell_number(readings, row_cells, later, kept)
                there = cell_number(readings, row_cells, earlier, kept)
                if here is None or there is None or here.value == there.value:
                    continue
                if abs(here.value - there.value) == abs(figure.value) and figure.rises == (
                    here.value > there.value
                ):
                    return True
    return False


_YEARS_APART = re.compile(r"(?<![\d.,])(\d{1,2})\s?년\s?(?:새|사이|간|동안|만에)")


def _named_year_pairs(body: str, figures: list[Figure]) -> Callable[[int, int, int | None], bool]:
    """Which two year columns (earlier, later, and the row's last year) a sentence's change
    may run between: a year and the one before; with a count of years between (`2년 새`), years
    that far apart; with two years named, those two; with one, it and the row's last year."""
    named = sorted(
        {
            year
            for f in figures
            if f.kind == "date" and f.key[1:] == (None, None) and isinstance(year := f.key[0], int)
        }
    )
    apart = _YEARS_APART.search(body)
    span = int(apart.group(1)) if apart is not None else None

    def pairs(earlier: int, later: int, last: int | None) -> bool:
        if later - earlier == 1 or later - earlier == span:
            return True
        if len(named) == 2:
            return (earlier, later) == (named[0], named[1])
        return len(named) == 1 and earlier == named[0] and later == last

    return pairs


def _cells_of(text: str) -> list[str]:
    """A row of heads' cells, stripped, an empty one taking the head before it (merged over
    it: `평균 처리 기간(일) |  |` heads two columns)."""
    cells: list[str] = []
    for a, b in cell_spans(text):
        cell = text[a:b].strip()
        cells.append(cell or (cells[-1] if cells else ""))
    return cells


def _check_size(
    sentence: Sentence,
    level: Figure,
    figures: list[Figure],
    said: re.Match[str],
    given: tuple[str, Figure, Decimal],
    *,
    out: list[Finding],
) -> None:
    """GR-03 when the size of the change the sentence gives over the year before (`11건으로
    전년보다 6건 늘었다`) is not the difference of the level and the year before's figure the
    block gives (`11건으로 전년(6건)보다`: 5), at the size's last digit. Only a size in the
    level's own unit (or in points of a level in per cent): `3% 늘었다` is a rate of change."""
    if said.group("size") is None:
        return
    anchor, before, difference = given
    at = said.start("size")
    size = next((f for f in figures if f.start == at and f.kind == "number"), None)
    off = abs(abs(difference) - abs(size.value)) if size is not None else Decimal(0)
    if size is None or off * 2 <= size.quantum:
        return
    if size.approximate and off <= abs(difference) * HEDGE_TOLERANCE:
        return  # `약 2,000종 늘었다` of a change of 2,025: hedged, within a hedge's reach
    if (size.unit, size.measure) != (level.unit, level.measure) and not (
        level.unit == "%" and size.unit == "%p"
    ):
        return
    if size.counter and not _counted_as(sentence.body, level, size.counter):
        return  # `1만 1,583홀로 전년보다 3개소`: the size of another level's change
    out.append(
        _finding(
            "GR-03",
            sentence,
            (anchor,),
            f"{size.raw.strip()!r} is given as the change over the year before, but {anchor} "
            f"gives the year before {before.raw.strip()!r}, a change of {_plain(abs(difference))};"
            " restate the change.",
        )
    )


def _prose_year_before(
    source: _Source, anchor: str, figure: Figure
) -> tuple[Figure, Figure] | None:
    """(the block's figure for `figure`, the figure it gives the year before right after it:
    `24개로 전년(27개) 대비`), or None when the block writes no such pair."""
    text = source.blocks[anchor].text
    found = [f for f in source.figures(anchor) if f.kind == "number"]
    for k, mine in enumerate(found):
        if not matches(figure, mine, _NO_YEARS):
            continue
        # the figure right after `전년`, past any in the level's own bracket (`24개(18.5%)로
        # 전년(27개)`, `761명(전년 745명 대비`)
        end = mine.start + len(mine.raw)
        for theirs in found[k + 1 :]:
            between = text[end : theirs.start]
            if len(between) > _YEAR_BEFORE_REACH:
                break
            if _YEAR_BEFORE_WORD.search(between):
                if theirs.counter and not _counted_as(text, mine, theirs.counter):
                    return None  # `1만 1,583홀로 전년(519개소)`: another level's year before
                return mine, theirs
            if "(" not in between and "（" not in between:
                break
    return None


def _counted_as(text: str, figure: Figure, counter: str) -> bool:
    """Whether `figure` counts with `counter`: its own, or the word written right after it when
    fa knows no counter of it (`1만 1,583홀로`)."""
    if figure.counter:
        return figure.counter == counter
    return text[figure.start + len(figure.raw) :].lstrip().startswith(counter)


_YEAR_BEFORE_WORD = re.compile(r"(?:전년|작년|지난해)\s?[(（]?\s?$")
_YEAR_BEFORE_REACH = 24
