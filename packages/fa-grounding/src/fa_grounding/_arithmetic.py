"""Arithmetic a sentence does on its own figures: a sum, a difference, a share, a product, a
quotient, an average, a rate of an amount or what is left of it, half of it, a fraction, the
parts of a total in a bracket (`computed_by_sentence`). The sentence names its operands, so
fa checks the arithmetic itself and confirms the figure; an operand it does not state leaves
the figure to `_findings._derivation`, which explains it as unconfirmed."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from itertools import combinations, pairwise
from typing import TYPE_CHECKING

from fa_grounding._claims import ABOVE_AFTER, BELOW_AFTER
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _last_digit_step
from fa_grounding._figures._measures import MEASURES, normal_spelling
from fa_grounding._operation_words import _CHANGE_WORDS, _TIMES_AFTER, _TIMES_SIGN, _TOTAL_WORDS
from fa_grounding._written_moves import BASE_NEXT, MOVE_FROM

if TYPE_CHECKING:
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("computed_by_sentence", "part_of_before")


def computed_by_sentence(body: str, figure: Figure, own: Sequence[Figure]) -> bool:
    """Whether `figure` is arithmetic on two other figures the sentence itself states, each
    checked on its own: their sum or difference in the same unit and counter (`7,200가구 중
    2,400가구를 ... 기존 표본은 약 4,800가구`; for rates in %, their sum only: a difference of rates
    is in %p), the share of one in the other (`220호로, 전체 430호의 약 51%`), or an amount
    times a count of months or a multiple (`월 6만 원씩 12개월 72만 원`, `30억 원의 1.2배`),
    correctly rounded at the figure's last digit; a sum or a difference is exact unless the
    figure is hedged (`57억 5천만 원` is no `57억 원`, but may be `약 58억 원`), a sentence that
    adds gives no difference, figures given to numbered steps are no sums of each other, a
    count times an amount per each of it is their product (`80회 ... 회당 2시간 ... 160시간`),
    how many whole ones a total holds at an amount per each is their quotient, cut down
    (`봉군당 12,000원 ... 300만 원 ... 250군까지`), and so is a total shared out per each of a
    count (`22톤은 ... 2,200가구에 ... 가구당 약 10kg`).
    The sentence names its operands, so nothing is guessed among the cited cells, and a wrong
    operand fails as its own figure. Not a figure with a sign or a direction word (`91회 증가`
    of 903 and 812 is a fall: the direction checks judge it), nor operands under 10 but a
    multiplier (small numbers are too often each other's sums and shares: `KTAS 4~5등급`)."""
    if figure.kind != "number" or abs(figure.value) < 1:
        return False
    mine = abs(figure.value)

    def near(value: Decimal) -> bool:
        return abs(value - mine) * 2 <= figure.quantum

    def exact(value: Decimal) -> bool:
        # a sum or a difference of two stated figures is exact: cut or rounded, it is hedged
        # (`약 9,800억 원` of 9,801억: rounded at its last digit that is not a trailing zero)
        return value == mine or (figure.approximate and _rounded_as(value, figure))

    if _beyond_whole(body, figure, own, near):
        return True  # `목표 대비 104.8%를 기록해 목표를 4.8% 웃돌았다`
    if _fraction_bounds(body, figure, own):
        return True  # `67.9%로 ... 3분의 2를 넘는다`: a rate the sentence states is past it
    if _bounded_multiple(body, figure, own):
        return True  # `6,573명으로 10대(1,195명)의 5배가 넘었다`
    if _multiple_of_move(body, figure, own):
        return True  # `40만 원에서 80만 원으로 두 배가 된다`
    if _named_parts(body, figure, own):
        return True  # `과태료 10건은 건강진단 미실시 6건과 위생교육 미이수 4건이며`
    if figure.unit == "%p" and _gap_of_moves(figure, own, near):
        return True  # `2.9% 늘고 ... 6.1% 줄어, 격차는 9.0%p`: a rise and a fall apart
    if figure.unit == "%" and not figure.signed and (figure.rises or figure.falls):
        # `3,100원에서 3,700원으로 약 19% 오른다`: the change in per cent from the first of the
        # sentence's own figures to the second, the way its direction word says
        return _changed_by(body, figure, own, near)
    if figure.signed or figure.rises or figure.falls:
        return False
    if _moved_by(figure, own, exact):
        return True  # `연 2.2% ... 각각 1.0%p 내려 ... 1.2%`: a level moved by a stated change
    if figure.unit == "%p" and any(
        exact(abs(a.value - b.value))
        for a, b in combinations((f for f in own if f.unit == "%" and not f.signed), 2)
    ):
        return True  # `81.4%로 가장 높고 ... 72.3%로 가장 낮아, 둘 사이에 9.1%p`: rates apart
    if abs(figure.value) < 10:
        # small figures are too often each other's sums; a total shared out per one of a count
        # says so in its words (`527명이 1,364명을 맡아 1인당 약 2.6명`)
        return any(
            (share := _shared_per_each(body, a, b, figure)) is not None and near(share)
            for a in own
            for b in own
            if a is not b and figure is not a and figure is not b and a.kind == b.kind == "number"
        )

    numbers = [
        f
        for f in own
        if f.kind == "number" and f.start != figure.start and f.value and f.period != "ordinal"
    ]
    # a sentence that says it adds (`합쳐`, `총`) and says no change gives a sum, never the
    # difference of its figures (`150만 원과 1,200만 원을 합쳐 총 1,050만 원` is wrong)
    adds = _TOTAL_WORDS.search(body) is not None and _CHANGE_WORDS.search(body) is None
    if _in_series(body, figure):
        # `1차 100만 원, 2차 200만 원, 3차 이상 300만 원`: each figure a step's of a series, none
        # the others' sum or difference
        numbers = [f for f in numbers if not _in_series(body, f)]
    if any(_half_of(body, a, figure) for a in numbers):
        return True  # `1,200만 원이며, 이 중 절반인 600만 원`: half of the whole
    parts = _bracketed_parts(body, figure, numbers)
    if len(parts) >= 2 and exact(sum((abs(f.value) for f in parts), Decimal(0))):
        return True  # `173개소(회원제 78개소, 대중형 86개소, 비회원제 9개소)`: the sum of its parts
    for a in numbers:
        for b in numbers:
            if a is b:
                continue
            x, y = abs(a.value), abs(b.value)
            if _per_each(body, a, b, figure) and near(x * y):
                return True  # `80회 ... 회당 2시간 ... 160시간`: a count times an amount per each
            if _each_given(body, a, b, figure) and near(x * y):
                return True  # `1,500명에게 30만 원씩 4억 5천만 원`: so much to each of a count
            if _per_each(body, figure, b, a) and mine == x // y:
                return True  # `봉군당 12,000원 ... 300만 원 ... 250군까지`: how many whole ones fit
            if (share := _shared_per_each(body, a, b, figure)) is not None and near(share):
                return True  # `22톤은 ... 2,200가구에 ... 가구당 약 10kg`: a total shared out
            multiplier = b.unit is None and (
                b.period in {"month", "year"}
                or _TIMES_AFTER.match(body, b.start + len(b.raw)) is not None
                # `5,000원 × 8매`: the sign between them
                or _TIMES_SIGN.fullmatch(body, a.start + len(a.raw), b.start) is not None
            )
            if multiplier and a.unit == figure.unit and a.unit is not None and near(x * y):
                return True
            if _of_rate(body, a, b, figure) and a.unit == figure.unit and near(x * y / 100):
                return True  # `42만 9,000원의 50%인 21만 4,500원`: a rate of an amount
            if _rest_of_whole(body, a, b, figure) and near(x * (100 - y) / 100):
                return True  # `150만 원 가운데 30%를 자부담하므로 ... 105만 원`: the rest of it
            if _less_rate(body, a, b, figure) and near(x * (100 - y) / 100):
                return True  # `500만 원에서 제세공과금 22%를 떼면 ... 390만 원`
            if _averaged(body, a, b, figure) and _rounded_as(x / y, figure):
                return True  # `3년간 ... 3만 1,400명으로 연평균 약 1만 500명`
            if _share_in_words(body, a, b, figure) and _rounded_as(y / x * 100, figure):
                return True  # `사망자 6명 중 4명(약 67%)`: small counts, the share said so
            if _FRACTION.search(figure.raw) and _fraction_of(a, b, figure):
                return True  # `12마리 중 3분의 2인 8마리`: a fraction in words, exact
            if min(x, y) < 10 or a.unit != b.unit:
                continue
            same = a.unit == figure.unit and a.counter == b.counter
            # (rates add up only where the sentence says it adds: `20%에서 30%로 ... 최대
            # 50%` is no sum)
            summed = exact(x + y) and (a.unit != "%" or _TOTAL_WORDS.search(body) is not None)
            if same and (summed or (not adds and a.unit not in {"%", "%p"} and exact(abs(x - y)))):
                return True
            if figure.unit == "%" and a.unit not in {"%", "%p"} and x < y and near(x / y * 100):
                return True
    return False


def _moved_by(figure: Figure, own: Sequence[Figure], exact: Callable[[Decimal], bool]) -> bool:
    """Whether `figure` is a level the sentence states before a change it states with a
    direction word, moved by that change (`담보 연 2.2%, 신용 연 3.7% ... 각각 1.0%p 내려 담보
    1.2%, 신용 2.7%`; `3,000원에서 500원 올라 3,500원`): the level before the change, the
    figure after it, the change in the level's unit (points for a rate in per cent)."""
    for change in own:
        if change.kind != "number" or change.signed or not (change.rises or change.falls):
            continue
        if not change.start < figure.start:
            continue
        unit = "%" if change.unit == "%p" else change.unit
        if figure.unit != unit or (change.unit == "%" and unit == "%"):
            continue  # (a change in per cent of a rate is no change in points)
        step = abs(change.value) if change.rises else -abs(change.value)
        for level in own:
            if level is figure or level is change or level.kind != "number":
                continue
            if level.unit != unit or level.signed or level.rises or level.falls:
                continue
            if level.start < change.start and exact(abs(level.value + step)):
                return True
    return False


# Between a cited level and the change a block moves it by (`3,000억 원에서 1,000억 원 증액`,
# `전년(3,000억원)보다 1,000억원 늘어난`)
_FROM_LEVEL = re.compile(r"[)）]?\s?(?:에서|보다|대비|에\s?비해)\s?")


def ends_a_block_move(
    figure: Figure,
    visible: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether `figure` is the level a cited block moves a level it states to by a change it
    states right after it with a direction word (`국비는 지난해 3,000억 원에서 1,000억 원
    증액` ends at 4,000억 원): the block's own arithmetic, exact (or, hedged, at the figure's
    last digit)."""
    if figure.kind != "number" or figure.signed or figure.rises or figure.falls:
        return False
    for anchor in visible:
        text = source.blocks[anchor].text
        found = source.readings(anchor, units.get(anchor))
        numbers = [f for f in found if f.kind == "number" and not f.alternative]
        for level, change in pairwise(numbers):
            if level.unit != figure.unit or level.signed or level.rises or level.falls:
                continue
            if change.signed or not (change.rises or change.falls):
                continue
            if change.unit != ("%p" if level.unit == "%" else level.unit):
                continue
            if _FROM_LEVEL.fullmatch(text, level.start + len(level.raw), change.start) is None:
                continue
            end = level.value + (abs(change.value) if change.rises else -abs(change.value))
            if end == figure.value or (
                figure.approximate and abs(end - figure.value) * 2 <= figure.quantum
            ):
                return True
    return False


# What may stand between a figure and the bracket listing its parts: its counter or a word
# (`173 courses (`, `173개소(`)
_BEFORE_PARTS = re.compile(r"[^\d()（）,.;]{0,12}?[(（]")


def _bracketed_parts(body: str, figure: Figure, numbers: Sequence[Figure]) -> list[Figure]:
    """The figures of the figure's unit and counter in a bracket right after it (`173개소(회원제
    78개소, 대중형 86개소, 비회원제 9개소)`): the parts the sentence says make it; none when the
    bracket holds a figure of another unit or counter (a share, `(12.5%)`)."""
    end = figure.start + len(figure.raw)
    opened = _BEFORE_PARTS.match(body, end)
    if opened is None:
        return []
    close = min(
        (i for i in (body.find(")", opened.end()), body.find("）", opened.end())) if i > 0),
        default=-1,
    )
    if close < 0:
        return []
    inside = [f for f in numbers if opened.end() <= f.start < close]
    if any(f.unit != figure.unit or f.counter != figure.counter for f in inside):
        return []
    return inside


# A whole given as the topic its parts then make (`10건은 `, `37건 중 `, `120명 가운데 `)
_WHOLE_AS_TOPIC = re.compile(r"\s?[가-힣]{0,3}?(?:은|는|\s?중|\s?가운데)\s")
# An English whole its parts then make (`Of the 37 sanctioned cases, 31 ... and 6 ...`)
_OF_THE_WHOLE = re.compile(r"\b[Oo](?:ut o)?f (?:the |all |these )?$")
# What joins a whole's parts (`6건과 ... 4건`, `6건, ... 4건`, `6건 및 ... 4건`)
_PARTS_JOINED = re.compile(r"\s?(?:과|와|,|및|그리고)\s")
# A part's counter before what joins or closes it (`6건과`, `4건이며`)
_COUNTER_NEXT = re.compile(
    r"\s?[가-힣]{1,2}?(?=과|와|,|\s?및|이며|이고|이다|입니다|였|이었|으로|로)"
)
# What closes the parts (`4건이며`, `4건이다`, `4건입니다`, `4건으로 구성`)
_PARTS_CLOSE = re.compile(r"\s?(?:이며|이고|이다|입니다|였다|였으며|이었다|으로\s?구성|로\s?구성)")


def _named_parts(body: str, figure: Figure, own: Sequence[Figure]) -> bool:
    """Whether a whole the sentence gives as its topic is the exact sum of the parts it names
    next, joined by `과`, `와`, a comma or `및` and closed by a copula (`과태료 10건은 건강진단
    미실시 6건과 식품위생교육 미이수 4건이며`), all of one unit and counter. The sentence says the
    parts make the whole, so small counts add up here too; a part the sentence gets wrong
    fails on its own, and a whole they do not add up to is no sum of them."""
    if figure.kind != "number" or figure.signed or figure.approximate:
        return False
    end = figure.start + len(figure.raw.rstrip())
    if _OF_THE_WHOLE.search(body, max(0, figure.start - 12), figure.start):
        # (English: the figures of its unit right after it, up to the first of another)
        parts = []
        for part in (f for f in own if f.start > end and f.kind == "number"):
            if part.unit != figure.unit or part.counter != figure.counter or part.signed:
                break
            parts.append(part)
        return len(parts) >= 2 and sum((abs(f.value) for f in parts), Decimal(0)) == abs(
            figure.value
        )
    topic = _WHOLE_AS_TOPIC.match(body, end)
    if topic is None:
        return False
    parts: list[Figure] = []
    for part in (f for f in own if f.start > end and f.kind == "number"):
        if part.unit != figure.unit or part.counter != figure.counter or part.signed:
            return False
        parts.append(part)
        after = part.start + len(part.raw.rstrip())
        counted = _COUNTER_NEXT.match(body, after)  # (its counter, `6건과`)
        after = counted.end() if counted is not None and part.counter else after
        if _PARTS_CLOSE.match(body, after) is not None:
            break
        if _PARTS_JOINED.match(body, after) is None:
            return False
    else:
        return False
    whole = sum((abs(f.value) for f in parts), Decimal(0))
    return len(parts) >= 2 and whole == abs(figure.value)  # two parts at least


# A fraction in words (`3분의 2`, `4분의 1`): a share that is exact, never rounded
_FRACTION = re.compile(r"\d\s?분의\s?\d")
_FRACTION_TOLERANCE = Decimal("1e-9")


def _fraction_of(whole: Figure, part: Figure, figure: Figure) -> bool:
    """Whether a fraction in words is exactly the share of one of the sentence's counts in a
    larger one of the same counter (`여우 12마리 중 3분의 2인 8마리`)."""
    return (
        whole.unit is None
        and part.unit is None
        and whole.counter == part.counter
        and abs(part.value) < abs(whole.value)
        and abs(abs(part.value) / abs(whole.value) * 100 - abs(figure.value)) < _FRACTION_TOLERANCE
    )


def _side_after(body: str, figure: Figure) -> bool | None:
    """True when the words right after `figure` place what it is compared with above it
    (`를 넘는다`, `웃돌았다`), False when below (`밑돌았다`), None when neither or both."""
    end = figure.start + len(figure.raw.rstrip())
    above = ABOVE_AFTER.match(body, end) is not None
    below = BELOW_AFTER.match(body, end) is not None
    return None if above == below else above


def _fraction_bounds(body: str, figure: Figure, own: Sequence[Figure]) -> bool:
    """Whether a fraction or tenths in words with a bound after it (`3분의 2를 넘는다`, `6할을
    넘는`, `절반에 못 미친다`) holds for the rate in % the sentence states before it (`67.9%로`),
    or right after the bound when the bound describes that rate (`6할을 넘는 62.8%`), on the
    side its word says."""
    if figure.unit != "%" or not (_FRACTION.search(figure.raw) or _TENTHS.search(figure.raw)):
        return False
    above = _side_after(body, figure)
    if above is None:
        return False
    rates = [f for f in own if f is not figure and f.unit == "%"]
    end = figure.start + len(figure.raw.rstrip())
    after = [f for f in rates if f.start > figure.start]
    if after and _DESCRIBES.fullmatch(body, end, after[0].start) is not None:
        return (abs(after[0].value) > figure.value) == above
    before = [f for f in rates if f.start < figure.start]
    return bool(before) and (abs(before[-1].value) > figure.value) == above


_TENTHS = re.compile(r"\d\s?할(?!인)")
# A bound that describes the rate right after it (`을 넘는 `, `에 못 미치는 `, `를 웃도는 `)
_DESCRIBES = re.compile(r"\s?[을를이가에]?\s?[가-힣]{1,4}(?:\s[가-힣]{1,3})?[는은]\s?")


_OF = re.compile(r"\s?의\s?")
# the name whose part a rate is (`최저매각가격의 10분의 1`), and the name right before an
# amount (`최저매각가격 17억`, `최저매각가격은 17억`)
_NAME_OF = re.compile(r"([가-힣]{2,})의\s?$")
_NAMED_BEFORE = re.compile(r"([가-힣]{2,})(?:[은는이가]|\s?[:：])?\s?$")
# What says the figure after a rate is that part (`50%인`, `50%에 해당하는`), not what is left
# (`50%를 감면받아 22,500원`: 45,000원 less its 50%, or its 50%, the words do not say)
_IS_PART = re.compile(r"\s?(?:인|에\s?해당하는|수준인)\s?")
# The word of an average right before a figure (`연평균 약`, `한 해 평균`, `월평균`)
_AVERAGE_BEFORE = re.compile(r"평균\s?(?:약\s?)?$|\b(?:an? )?average of\s?(?:about\s?)?$")


def _beyond_whole(
    body: str, figure: Figure, own: Sequence[Figure], near: Callable[[Decimal], bool]
) -> bool:
    """Whether a figure in % is how far another rate in % of the sentence lies over or under
    the whole, 100% (`목표 대비 104.8%를 기록해 목표를 4.8% 웃돌았다`; `96.0%로 4.0% 밑돌았다`),
    the way the word after it says."""
    if figure.unit != "%" or figure.signed:
        return False
    above = _side_after(body, figure)
    if above is None:
        return False
    for rate in own:
        if rate is figure or rate.unit != "%" or rate.start > figure.start:
            continue
        over = abs(rate.value) - 100
        if over and (over > 0) == above and near(abs(over)):
            return True
    return False


# A multiple said with a bound or a hedge after its `배`: over it (`5배가 넘었다`, `5배 이상`,
# `5배 남짓`), under it (`6배 가까이`), or about it (`5배 정도`, `5배 수준`)
_BOUNDED_TIMES = re.compile(
    r"\s?배\s?(?:가|를|이|에|로)?\s?(?:(?P<over>넘|이상|초과|남짓|웃돌|웃돈|over\b)"
    r"|(?P<under>가까|미만|못\s?미)"
    r"|(?P<about>가량|정도|수준|안팎))"
)


def _bounded_multiple(body: str, figure: Figure, own: Sequence[Figure]) -> bool:
    """Whether a multiple said with a bound or a hedge (`5배가 넘었다`, `6배 가까이`, `5배
    정도`, `두 배를 웃돈다`) holds for two figures the sentence states, of one unit and counter,
    two rates, two measures of one unit (`6㎡`) or 10 or more each: over it, at least the
    multiple and under the next; under it, above the one before; about it, or hedged before it
    (`약 1.7배`), within half a step of its last digit (`2.4배 수준` of 52.4% and 21.8%)."""
    if figure.kind != "number" or figure.unit is not None or figure.value <= 1:
        return False
    raw = figure.raw.rstrip()
    # (a multiple in words may hold its `배`: `두 배`)
    end = figure.start + (raw.rindex("배") if raw.endswith("배") else len(raw))
    bound = _BOUNDED_TIMES.match(body, end)
    if bound is None and not (figure.approximate and _TIMES_AFTER.match(body, end)):
        return False
    # (or hedged before it, `약 1.7배`: about it)
    about = bound is None or bound["about"] is not None
    times = abs(figure.value)
    # two rates or measures (`6㎡`) of any size, or two other figures of 10 or more each
    numbers = [
        f
        for f in own
        if f is not figure
        and f.kind == "number"
        and (f.unit == "%" or f.measure is not None or abs(f.value) >= 10)
    ]
    for a in numbers:
        for b in numbers:
            if a is b or a.unit != b.unit or abs(a.value) <= abs(b.value):
                continue
            if a.measure != b.measure:
                continue
            if a.counter and b.counter and a.counter != b.counter:
                continue
            ratio = abs(a.value) / abs(b.value)
            if bound is not None and bound["over"] and times <= ratio < times + 1:
                return True
            if bound is not None and bound["under"] and times - 1 < ratio <= times:
                return True
            if about and abs(ratio - times) * 2 <= figure.quantum:
                return True
    return False


def _multiple_of_move(body: str, figure: Figure, own: Sequence[Figure]) -> bool:
    """Whether a multiple (`두 배가 된다`, `3배로 오른다`) is the end of the move the sentence
    writes right before it over the move's start (`40만 원에서 80만 원으로 두 배`): the two
    figures last before it, of one unit, counter and measure, the first closing with `에서` or
    an arrow, the multiple a few characters after the second. A whole multiple is exact (`두
    배` of 120 to 180 is wrong) unless hedged (`약 3배`, rounded at its last digit); one with
    decimals (`2.4배`) is the ratio rounded at its last digit."""
    if figure.kind != "number" or figure.unit is not None or figure.value <= 1:
        return False
    raw = figure.raw.rstrip()
    if not raw.endswith("배") and _TIMES_AFTER.match(body, figure.start + len(raw)) is None:
        return False
    before = [
        f for f in own if f.kind == "number" and f.start < figure.start and f.period != "ordinal"
    ]
    if len(before) < 2:
        return False
    start, end = before[-2:]
    if start.value == 0 or figure.start - (end.start + len(end.raw.rstrip())) > _MOVE_GAP:
        return False
    if MOVE_FROM.match(body, start.start + len(start.raw.rstrip())) is None:
        return False
    if (start.unit, start.counter, start.measure) != (end.unit, end.counter, end.measure):
        return False
    ratio = abs(end.value) / abs(start.value)
    gap = abs(ratio - abs(figure.value)) * 2
    if figure.approximate:
        return gap <= figure.quantum
    return ratio == abs(figure.value) if figure.quantum >= 1 else gap < figure.quantum


# At most this many characters from the end of a move to its multiple (`80만 원으로 두 배`)
_MOVE_GAP = 8


def _of_rate(body: str, amount: Figure, rate: Figure, figure: Figure) -> bool:
    """Whether `figure` is said to be the part `rate` (in %, or a fraction, `10분의 1`) of
    `amount`, all three in a row (`42만 9,000원의 50%인 21만 4,500원`), or of the name the
    sentence gave `amount` before (`최저매각가격 17억 2,000만 원 ... 최저매각가격의 10분의 1인`)."""
    if rate.unit != "%" or amount.unit in {None, "%", "%p"} or amount.start > rate.start:
        return False
    if _IS_PART.fullmatch(body, rate.start + len(rate.raw.rstrip()), figure.start) is None:
        return False
    end = amount.start + len(amount.raw.rstrip())
    if _OF.fullmatch(body, end, rate.start) is not None:
        return True
    if _WHOLE_AFTER.match(body, end) is not None:
        return True  # `13억 5,000만 원 가운데 ... 자부담은 10%인`: the amount named as the whole
    named = _NAME_OF.search(body, 0, rate.start)
    given = _NAMED_BEFORE.search(body, 0, amount.start)
    return named is not None and given is not None and given.group(1) == named.group(1)


# An amount named as the whole its parts come out of (`13억 5,000만 원 가운데`, `... 원이며, 이
# 중`)
_WHOLE_AFTER = re.compile(r"[^\d,.]{0,4}?(?:[,，]\s?이)?\s?(?:가운데|중)(?![가-힣])")
# Half in words right before a figure (`절반인 600만 원`, `절반에 해당하는`)
_HALF_BEFORE = re.compile(r"(?<![가-힣])절반(?:인|에\s?해당하는|\s?수준인)\s?$")


def _half_of(body: str, amount: Figure, figure: Figure) -> bool:
    """Whether `figure` is half of `amount`, said in words right before it (`13억 5,000만 원
    가운데 국비가 절반인 6억 7,500만 원`, `1,200만 원이며, 이 중 절반인 600만 원`), the amount
    named as the whole before it."""
    end = amount.start + len(amount.raw.rstrip())
    return (
        amount.unit == figure.unit
        and amount.start < figure.start
        and _HALF_BEFORE.search(body, 0, figure.start) is not None
        and _WHOLE_AFTER.match(body, end) is not None
        and abs(amount.value) == abs(figure.value) * 2
    )


# `6명 중 4명`, `6명 가운데 4명`: the whole, then its part
# (after each count, its counter)
_PART_OF = re.compile(r"(?:[가-힣]{1,3})?\s?(?:중|가운데)\s?")
# the share right after the part (`4명(약 67%)`, `4명으로 66.7%`, `4명, 약 67%`)
_SHARE_NEXT = re.compile(r"(?:[가-힣]{1,3})?\s?(?:[(（]|으로|로|,)?\s?(?:약|about)?\s?")


def _share_in_words(body: str, whole: Figure, part: Figure, figure: Figure) -> bool:
    """Whether a rate in % comes right after a part of a whole the sentence writes as such
    (`사망자 6명 중 4명(약 67%)`), the two counts of one counter: the words say what is shared,
    so even small counts are its operands."""
    return (
        figure.unit == "%"
        and whole.unit is None
        and part.unit is None
        and (whole.counter == part.counter or not (whole.counter and part.counter))
        and abs(part.value) < abs(whole.value)
        and whole.start < part.start < figure.start
        and _PART_OF.fullmatch(body, whole.start + len(whole.raw.rstrip()), part.start) is not None
        and _SHARE_NEXT.fullmatch(body, part.start + len(part.raw.rstrip()), figure.start)
        is not None
    )


# A rate taken off an amount (`22%를 떼면`, `10%를 공제하면`, `30% 할인된`, `20% 낮춘`)
_TAKEN_OFF = re.compile(
    r"\s?[을를이가]?\s?(?:떼|빼|공제|차감|제외|할인|감면|감액|원천징수|낮춘|낮춰|낮추|줄인|깎은|깎아)"
)


def _less_rate(body: str, amount: Figure, rate: Figure, figure: Figure) -> bool:
    """Whether `figure` is what is left of `amount` once `rate` (in %) is taken off, the three in
    that order and the words saying the rate is taken off (`상금 500만 원에서 제세공과금 22%를
    떼면 실수령액은 390만 원`), in the amount's unit."""
    return (
        rate.unit == "%"
        and amount.unit not in {None, "%", "%p"}
        and amount.unit == figure.unit
        and amount.start < rate.start < figure.start
        and _TAKEN_OFF.match(body, rate.start + len(rate.raw.rstrip())) is not None
    )


# What may stand between a whole (`150만 원 가운데`) and the rate of its part: a name of a word
# or two (`자부담은`, `국비 부담은`)
_PART_NAME = re.compile(r"\s?(?:[가-힣]{1,6}\s?){0,2}")


def _rest_of_whole(body: str, amount: Figure, rate: Figure, figure: Figure) -> bool:
    """Whether `amount` is named as a whole (`150만 원 가운데`, `... 원이며, 이 중`) right before
    `rate` (in %), and `figure`, later and in the amount's unit, may be what is left of it once
    that part is taken (`최대 150만 원 가운데 30%를 자부담하므로 구가 지원하는 금액은 최대 105만
    원`): a whole and a rate of it give the part and the rest, both the sentence's arithmetic."""
    if rate.unit != "%" or amount.unit in {None, "%", "%p"} or amount.unit != figure.unit:
        return False
    if not amount.start < rate.start < figure.start:
        return False
    whole = _WHOLE_AFTER.match(body, amount.start + len(amount.raw.rstrip()))
    return whole is not None and _PART_NAME.fullmatch(body, whole.end(), rate.start) is not None


# One of the periods an amount is shared over, right before the amount (`1년에`, `한 해`, `월`)
_PER_PERIOD_BEFORE = re.compile(r"(?:1년|한\s?해|1개월|한\s?달)(?:에|당|마다)?\s?(?:약\s?)?$")
# `꼴` after an amount per each (`1만 7,500원꼴`, `12.5명꼴`)
_ABOUT_EACH_AFTER = re.compile(r"\s?(?:[가-힣]{1,2})?꼴")


def _averaged(body: str, total: Figure, periods: Figure, figure: Figure) -> bool:
    """Whether `figure` is called the average (`연평균`, `한 해 평균`) of a total the sentence
    states over a count of years or months it states (`3년간`, `12개월`), in the total's unit
    and counter."""
    return (
        periods.period in {"year", "month"}
        and periods.unit is None
        and total.period is None
        and total.unit == figure.unit
        and total.start < figure.start
        and (
            _AVERAGE_BEFORE.search(body, max(0, figure.start - 12), figure.start) is not None
            # `1년에 1만 7,500원꼴`: per one of the periods, about that much each
            or (
                _PER_PERIOD_BEFORE.search(body, max(0, figure.start - 12), figure.start) is not None
                and _ABOUT_EACH_AFTER.match(body, figure.start + len(figure.raw)) is not None
            )
        )
    )


def _rounded_as(value: Decimal, figure: Figure) -> bool:
    """Whether `value` rounds to the figure at its last digit written, or, for a hedged figure,
    at its last digit that is not a trailing zero (`약 1만 500` is 10,467 rounded to hundreds)."""
    step = Decimal(figure.quantum)
    if figure.approximate:
        step = max(step, _last_digit_step(abs(figure.value)))
    return abs(value - abs(figure.value)) * 2 <= step


# A step of a series right before a figure (`3차 이상 300만 원`, `2단계 40%`, `1순위 5점`).
_STEP_BEFORE = re.compile(
    r"\d{1,2}\s?(?:차|단계|등급|순위|회차|구간|급)\s?(?:이상|이하|위반)?\s?[:：]?\s?$"
)


def _in_series(body: str, figure: Figure) -> bool:
    """Whether a figure is given to a numbered step (`3차 이상 300만 원`)."""
    return _STEP_BEFORE.search(body, max(0, figure.start - 12), figure.start) is not None


def _changed_by(
    body: str, figure: Figure, own: Sequence[Figure], near: Callable[[Decimal], bool]
) -> bool:
    """Whether a change in per cent is the one from the figure the sentence states first to the
    one it states next (same unit, 10 or more each), in the direction its word says; or, when
    the next is the base it compares with (`268명으로 전년 245명보다`), from that base."""
    levels = [
        f
        for f in own
        if f.kind == "number" and f.start < figure.start and f.unit not in {"%", "%p"}
    ]
    for start, end in pairwise(levels):
        if BASE_NEXT.match(body, end.start + len(end.raw.rstrip())):
            start, end = end, start  # noqa: PLW2901 - the base is where the change starts
        x, y = abs(start.value), abs(end.value)
        if start.unit != end.unit or min(x, y) < 10 or x == y:
            continue
        if (y > x) == bool(figure.rises) and near(abs(y - x) / x * 100):
            return True
    return False


_PER_PERSON = re.compile(r"(?:1\s?)?인당|1\s?명당|명당")


def _per_each(body: str, count: Figure, each: Figure, figure: Figure) -> bool:
    """Whether `each` is an amount per one of what `count` counts (`80회` and `회당 2시간`), in
    the figure's own unit and measure."""
    end = count.start + len(count.raw.rstrip())
    word = count.counter or body[end : end + 1].strip()
    if not word or not "가" <= word[0] <= "힣":
        return False
    if (each.unit, each.measure, each.period) != (figure.unit, figure.measure, figure.period):
        return False
    before = body[max(0, each.start - 6) : each.start]
    # (people are counted in 명 and priced per 인: `8만 9,000명에 1인당 35만 원`)
    if f"{word}당" in before or (word == "명" and _PER_PERSON.search(before) is not None):
        return True
    # the period the amount per each is for, between (`개소당 6개월 60만 원`, `가구당 월 5만 원`)
    over = _OVER_A_PERIOD.search(body, max(0, each.start - 16), each.start)
    return over is not None and over.group(1).endswith(word)


# A per-each word, then the period its amount is for, right before the amount (`개소당 6개월 `,
# `가구당 월 `)
_OVER_A_PERIOD = re.compile(
    r"([가-힣]{1,3})당\s?(?:월|연|매월|매년|\d{1,2}\s?(?:개월|년|일|주|회)간?)\s?$"
)


# `씩` right after an amount: so much to each, or at each time (`30만 원씩`, `2시간씩`)
_EACH_AFTER = re.compile(r"\s?씩")


def _each_given(body: str, count: Figure, each: Figure, figure: Figure) -> bool:
    """Whether `figure` is a count of the sentence times an amount it gives each of them with
    `씩` (`75세 이상 1,500명에게 30만 원씩 4억 5천만 원`), the three in that order, the count
    with its counter and the amount in the figure's unit and measure."""
    return (
        bool(count.counter)
        and count.unit is None
        and count.start < each.start < figure.start
        and (each.unit, each.measure, each.period) == (figure.unit, figure.measure, figure.period)
        and _EACH_AFTER.match(body, each.start + len(each.raw.rstrip())) is not None
    )


_PER_EACH_REACH = 10


def _shared_per_each(body: str, count: Figure, total: Figure, figure: Figure) -> Decimal | None:
    """What `total` comes to per one of what `count` counts, in the figure's unit of measure,
    when the sentence says the figure is per one of them (`2,200가구에 ... 가구당 약 10kg` of
    `22톤`); None when it does not or the two measure different things."""
    if not count.value or total is count:
        return None
    # (`건당 평균 약 165만 원`: an average's word and a hedge may stand between)
    before = body[max(0, figure.start - _PER_EACH_REACH) : figure.start]
    if not count.counter:
        return _priced_per_measure(before, count, total, figure)
    per_person = count.counter == "명" and _PER_PERSON.search(before) is not None
    if f"{count.counter}당" not in before and not per_person:
        return None
    if (
        total.unit is None
        and figure.unit is None
        and total.measure is None
        and total.counter
        and body.startswith(total.counter, figure.start + len(figure.raw))
    ):
        # `188명이 2,346명을 맡아 1인당 약 12.5명꼴`: a count shared out per one of another
        return total.value / count.value
    if total.measure is not None and figure.measure is not None:
        if total.measure.dimension != figure.measure.dimension:
            return None
        return total.value * total.measure.scale / count.value / figure.measure.scale
    if (total.unit, total.measure) != (figure.unit, figure.measure) or total.unit is None:
        return None
    return total.value / count.value


# A unit of measure a price is per (`㎡당`, `1㎡당`, `평당`)
_PER_MEASURE = re.compile(r"(?:1\s?)?([^\s\d(（)）,]{1,6})\s?당")


def _priced_per_measure(
    before: str, count: Figure, total: Figure, figure: Figure
) -> Decimal | None:
    """What an amount comes to per one unit of a measure the sentence states (`1,652㎡ ...
    2억 4,780만 원은 ㎡당 15만 원꼴` of 247,800,000 / 1,652), in the unit the word before `당`
    names (`평당` of ㎡ converts); None when the words name no unit of the count's dimension or
    the amount is not in the figure's unit."""
    if count.measure is None or total.unit is None:
        return None
    if (total.unit, total.measure) != (figure.unit, figure.measure):
        return None
    words = list(_PER_MEASURE.finditer(before))
    if not words:
        return None
    per = MEASURES.get(normal_spelling(words[-1].group(1)))
    if per is None or per.dimension != count.measure.dimension:
        return None
    return total.value / (count.value * count.measure.scale / per.scale)


def _gap_of_moves(figure: Figure, own: Sequence[Figure], near: Callable[[Decimal], bool]) -> bool:
    """Whether a gap in points (`격차는 9.0%p`) lies between two rates of change the sentence
    states, each with the direction its word gives it (`2.9% 늘고`, `6.1% 줄어`: 9.0 apart)."""
    moves = [
        f.value if f.rises else -abs(f.value)
        for f in own
        if f is not figure and f.unit == "%" and (f.rises or f.falls) and not f.signed
    ]
    return any(near(abs(a - b)) for a, b in combinations(moves, 2))


def part_of_before(
    body: str, figure: Figure, own: Sequence[Figure], before: Sequence[Figure]
) -> Figure | None:
    """The amount of the sentence before whose part `figure` is, at the rate the sentence
    says it is (`응시수수료는 7,000원입니다. ... 50%인 3,500원을 돌려받습니다`): the rate right
    before the figure with `인`, the amount in the figure's unit; None when none gives it. That
    the rate is of that amount the words do not say: the caller leaves it unconfirmed."""
    if figure.kind != "number" or figure.unit in {None, "%", "%p"}:
        return None
    rates = [
        r
        for r in own
        if r.unit == "%"
        and r.start < figure.start
        and _IS_PART.fullmatch(body, r.start + len(r.raw.rstrip()), figure.start) is not None
    ]
    for rate in rates:
        for amount in before:
            if amount.kind != "number" or amount.unit != figure.unit:
                continue
            if _rounded_as(abs(amount.value) * abs(rate.value) / 100, figure):
                return amount
    return None
