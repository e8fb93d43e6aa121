"""Findings: one built for a rule and a sentence, and the GR-03 finding for a figure no
cited block holds, which says where the figure is found instead (another block), how it may
have been derived (a change, a total, a ratio) and the nearest cited value."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from itertools import combinations
from typing import TYPE_CHECKING, NamedTuple

from fa_grounding._claims import _MOVE_WORDS
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import HEDGE_TOLERANCE, _in_draft_measure
from fa_grounding._named_figures import _TABLE_WORD
from fa_grounding._operation_words import (
    _CHANGE_WORDS,
    _COMPUTED_WORDS,
    _DIVIDED_WORDS,
    _EXTENDED_WORDS,
    _MONTHLY,
    _NAMED_SUM,
    _OVER_BETWEEN,
    _PER_MONTH,
    _PER_ONE_WORDS,
    _PERCENT_OF,
    _REMAINDER_WORDS,
    _SHARE_WORDS,
    _TIMES_AFTER,
    _TOTAL_WORDS,
    _YEARLY_BEFORE,
    _half_of,
)
from fa_grounding._report import SEVERITY, UNCONFIRMED, Finding
from fa_grounding._sentences import Sentence
from fa_grounding._units import Unit, cell_spans
from fa_grounding._written_moves import BASE_NEXT, MOVE_FROM, own_moves

if TYPE_CHECKING:
    from fa_grounding._source import _Source


def _finding(rule: str, sentence: Sentence, anchors: tuple[str, ...], detail: str) -> Finding:
    return Finding(rule, SEVERITY[rule], sentence.index, sentence.text, anchors, detail)


def _figure_finding(
    sentence: Sentence,
    source: _Source,
    present: tuple[str, ...],
    figure: Figure,
    units: dict[str, tuple[Unit, ...]],
    *,
    own: Sequence[Figure] = (),
    opposed: bool = False,
) -> Finding:
    """The finding for a figure no cited block holds: an error, or unconfirmed when the
    sentence computes it from figures of the cited blocks. `own` are the sentence's figures: a
    figure an uncited block holds is an error (the sentence cites the wrong block) unless it is
    computed from two figures the sentence itself states (`13.3%로 전년(11.3%)보다 2.0%p
    높다`). `opposed`: the cited block gives the figure's size with the other direction word,
    so it is refused as that figure, not explained by where else its value stands."""
    cited = ", ".join(present)
    detail = f"{figure.raw.strip()!r} ({figure.describe()}) is not in the cited block(s) {cited}"
    if units:
        applied = sorted({u.name for found in units.values() for u in found})
        read = ", ".join(a for a in present if a in units)
        detail += (
            f" (the bare figures of {read} were also read in the declared unit(s) "
            f"{', '.join(applied)})"
        )
    if figure.hedged:
        detail += f", not even within the ±{float(HEDGE_TOLERANCE) * 100:g}% a hedge allows"
    elsewhere = [
        a
        for a in source.holders(figure, present)
        if _holds_as_rate(figure, a, source) and not _numbers_a_table_only(figure, a, source)
    ]
    derived = None
    near = None
    if opposed:
        # `4.3%p 낮아졌다` where the cited block writes `4.3%p 높아졌다` (`_opposed`): the
        # block's own change said the other way, never a difference an uncited block writes
        elsewhere = []
    if elsewhere:
        derived = _derivation(
            sentence.body, figure, present, source, units, own=own, context=sentence.context
        )
        if (
            derived is not None
            and derived.kind not in {"ratio", "remainder"}
            and derived.kind != "column"
            and not _of_own_figures(derived.operands, figure, own)
            and not _start_of_move(sentence.body, figure, derived, own)
            and not _over_the_year_before(
                derived, figure, own, present=present, source=source, body=sentence.body
            )
        ):
            # (a ratio of two cited figures stays explained, `약 6배` of 1,281.6 and 214.5,
            # `1차 금액의 4배` of 200 and 50, a column's total over every cited row, `모두
            # 합하면 500명` of four rows, and so does what is left of one cited row,
            # `41 | 36` for `미지정 5곳`: an uncited block's same small value, `6` of `6개`, is
            # no wrong citation)
            derived = None
        if derived is None:
            shown = ", ".join(elsewhere[:3]) + (" and others" if len(elsewhere) > 3 else "")
            detail += f"; the same value appears in {shown}, which this sentence does not cite"
    else:
        near = _nearest(figure, present, source, units)
        # (a hedged rate is its correct rounding, so `약 58.8%` is no 59.8: only a rate within a
        # step of its last digit is that rate)
        loose = close = near is not None and _close(figure, near)
        if close and near is not None and not figure.hedged:
            # a directed figure without a hedge is the block's only at its own last digit
            # (`478억 원 많다` is no 501: a difference, computed)
            close = abs(abs(near.value) - abs(figure.value)) * 2 <= figure.quantum
        if not close or not (figure.hedged or figure.signed or figure.rises or figure.falls):
            # a hedged or directed figure close to one the block states is that figure,
            # rounded or signed otherwise (`약 8만 명` for `8만2,328명`, `△17.9` called an
            # increase): no computation; a plain figure claims its digits (`88.3%` is no 89.4)
            derived = _derivation(
                sentence.body, figure, present, source, units, own=own, context=sentence.context
            )
            if (
                derived is not None
                and loose
                and _small_operand(derived, figure)
                and not _start_of_move(sentence.body, figure, derived, own)
            ):
                derived = None  # `244` beside 246: a near miss, not 246 less a cell of 2
    against = _moved_against(derived, figure, own, sentence.body) if derived else None
    if against is not None:
        # `6,650억 원에서 6,420억 원으로 3.5% 증가`: the sentence's own figures fall
        return _finding("GR-03", sentence, present, f"{detail}; {against}.")
    if (
        derived is not None
        and derived.exact
        and not figure.approximate
        and _of_own_figures(derived.operands, figure, own)
        and (exactly := _result(derived)) != abs(figure.value)
    ):
        # the sentence states the operands: their sum or difference is exact, so a figure
        # cut or rounded without a hedge is wrong (`50억 원과 7억 5천만 원을 합한 57억 원`)
        detail += (
            f"; it is {derived.told} there, which is {figure._replace(value=exactly).describe()} "
            "exactly: write that, or hedge a rounded figure (약, about)"
        )
        return _finding("GR-03", sentence, present, detail + ".")
    if derived is not None and derived.kind == "percent_of_rates":
        # a difference of two rates written in per cent: refused, whatever the arithmetic
        detail += f"; it is {derived.told} there: write the difference of two rates in %p"
    elif derived is not None:
        detail += (
            f"; it is {derived.told} there: a figure computed from the source. It is "
            "unconfirmed, not refused: fa compares the figures a block states and does not "
            "vouch for arithmetic, so the person approving sees it; to confirm it, cite a "
            "block that states it or write the block's own figures"
        )
        return _finding(UNCONFIRMED, sentence, present, detail + ".")
    elif near is not None:
        detail += f"; the nearest figure there is {near.raw.strip()!r} ({near.describe()})"
        told = figure.inverted or (1 if figure.rises else -1 if figure.falls else 0)
        theirs = 1 if near.rises else -1 if near.falls else 0
        if abs(near.value) == abs(figure.value) and told and theirs and told != theirs:
            detail += (
                f", which the block calls {'a rise' if theirs > 0 else 'a fall'} while the "
                f"sentence calls it {'a rise' if told > 0 else 'a fall'}"
            )
    return _finding("GR-03", sentence, present, detail + ".")


_YEAR_BEFORE_WORDS = re.compile(r"전년|지난해|작년|전년도|\ba year (?:earlier|before)\b")


def _over_the_year_before(
    derived: Derivation,
    figure: Figure,
    own: Sequence[Figure],
    *,
    present: tuple[str, ...],
    source: _Source,
    body: str,
) -> bool:
    """Whether a change over the year before (`51.7%로 전년 대비 1.1%p 올랐다`) is the exact
    difference of the sentence's level, in a cited row labelled with its year, and a figure of
    the cited row labelled the year before: computed from the cited rows, not a wrong citation
    of an uncited block that happens to write the same value."""
    if derived.kind != "difference" or not (figure.rises or figure.falls):
        return False
    if _YEAR_BEFORE_WORDS.search(body) is None:
        return False
    from fa_grounding._crosschecks._periods import _label_years  # (it reads this module)

    stated = {abs(f.value) for f in own if f is not figure and f.kind == "number"}
    mine = [abs(o.value) for o in derived.operands if abs(o.value) in stated]
    other = [abs(o.value) for o in derived.operands if abs(o.value) not in stated]
    if len(mine) != 1 or len(other) != 1:
        return False
    labelled: dict[str, int] = {}
    for anchor in present:
        years = _label_years(anchor, source) if source.blocks[anchor].table_row else set()
        if len(years) == 1:
            labelled[anchor] = next(iter(years))

    def years_of(value: Decimal) -> set[int]:
        return {
            year
            for anchor, year in labelled.items()
            if any(abs(f.value) == value for f in source.figures(anchor))
        }

    before = years_of(other[0])
    return any(year - 1 in before for year in years_of(mine[0]))


def _moved_against(
    derived: Derivation, figure: Figure, own: Sequence[Figure], body: str
) -> str | None:
    """What is wrong with a change in per cent, or a difference, of the sentence's own two
    figures whose direction word goes against their move (`6,650억 원에서 6,420억 원으로 3.5%
    증가`, `88,000원에서 90,000원으로 2,000원 내린다`), or None."""
    move = _move_before(body, figure, derived, own)
    if move is not None and figure.rises != (abs(move[1].value) > abs(move[0].value)):
        return _called_against(figure, *move)
    if derived.kind != "change" or not (figure.rises or figure.falls):
        return None
    values = {abs(f.value) for f in derived.operands}
    mine = sorted(
        (f for f in own if f is not figure and f.kind == "number" and abs(f.value) in values),
        key=lambda f: f.start,
    )
    if len({abs(f.value) for f in mine}) != len(values) or len(values) != 2:
        return None
    first, last = mine[0], mine[-1]
    if abs(first.value) == abs(last.value) or (abs(last.value) > abs(first.value)) == figure.rises:
        return None
    if _MOVE_WORDS.search(body, first.start + len(first.raw), last.start) is None:
        return None  # `52억 원으로 전년(47억 원)보다`: a base, not a move from the first
    return _called_against(figure, first, last)


def _called_against(figure: Figure, first: Figure, last: Figure) -> str:
    """The words of a finding for a change called against the move from `first` to `last`."""
    moved, called = ("a rise", "a fall") if figure.falls else ("a fall", "a rise")
    return (
        f"the sentence's own figures go from {first.raw.strip()!r} to {last.raw.strip()!r}, "
        f"{moved}, while it calls the change {called}"
    )


def _numbers_a_table_only(figure: Figure, anchor: str, source: _Source) -> bool:
    """Whether an uncited block holds the figure's value only as the number of a table or
    figure it titles (`<표 3>`): a name, never the value a sentence cited wrongly."""
    text = source.blocks[anchor].text
    same = [
        f
        for f in source.figures(anchor)
        if f.kind == "number" and abs(f.value) == abs(figure.value)
    ]
    return bool(same) and all(
        f.raw.strip().isdigit() and _TABLE_WORD.search(text, max(0, f.start - 8), f.start)
        for f in same
    )


def _holds_as_rate(figure: Figure, anchor: str, source: _Source) -> bool:
    """Whether an uncited block holding a rate's value (`52%`) may hold it as a rate: written
    in % or bare, and not a bare cell of a table whose declared units name no rate (the `52`
    of `충청권 | 52` under `(단위: 개소)` counts places). A figure of any other unit is held
    as written."""
    if figure.unit not in {"%", "%p"}:
        return True
    from fa_grounding._cited_units import _units_for  # (it reads `_source`, which reads this)

    declared = _units_for((anchor,), source).get(anchor, ())
    no_rate = bool(declared) and all(u.unit not in {"%", "%p"} for u in declared)
    for found in source.figures(anchor):
        if found.kind != "number" or abs(found.value) != abs(figure.value):
            continue
        if found.unit in {"%", "%p"}:
            return True
        if found.unit is None and not found.counter and found.measure is None and not no_rate:
            return True
    return False


def computed_from_own(
    sentence: Sentence,
    figure: Figure,
    own: Sequence[Figure],
    *,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether `figure` is the exact difference or sum of two figures the sentence itself
    states (`41건에서 36건으로 5건 줄었다`, `13.3%로 전년(11.3%)보다 2.0%p 높다`), each a figure of
    the cited blocks: arithmetic fa checks itself, so the figure is confirmed. A ratio, a share
    or a change in per cent stays unconfirmed (they round by convention), and so does a figure
    a cited block holds by size but with another sign or direction (`91회 증가` of `△91`):
    that disagreement is the block's, whatever the arithmetic gives."""
    derived = _derivation(
        sentence.body, figure, present, source, units, own=own, context=sentence.context
    )
    if derived is None or not derived.exact or not _of_own_figures(derived.operands, figure, own):
        return False
    if not figure.approximate and _result(derived) != abs(figure.value):
        return False  # rounded without a hedge: `_figure_finding` refuses it
    stated = source.sentence_figures(sentence.body)
    if (figure.rises or figure.falls) and not _of_own_figures(derived.operands, figure, stated):
        # operands the sentence before states (a draft table's rows): what the sentence
        # compares with (`24,000원보다`, `회원제보다`) must be the smaller for a rise, the larger
        # for a fall, where the sentence tells which it is
        return (
            _runs_from_its_base(
                sentence.body,
                figure,
                derived,
                stated=stated,
                present=present,
                source=source,
                units=units,
            )
            is not False
        )
    moved = _moved_way(sentence.body, figure, derived, stated)  # (its own move, not before's)
    if moved is not None:
        return moved
    near = _nearest(figure, present, source, units)
    if near is None or abs(near.value) != abs(figure.value):
        return True
    # the gap a block states from the other side (`비수도권(59.4%)이 수도권(65.6%)보다 6.2%p
    # 낮아` for `수도권은 65.6%로 비수도권(59.4%)보다 6.2%p 높다`): the sentence's own order of
    # its two figures, subject first, must give its direction
    if derived.kind != "difference" or not (figure.rises or figure.falls):
        return False
    values = [abs(f.value) for f in derived.operands]
    mine = [f for f in own if f is not figure and f.kind == "number" and abs(f.value) in values]
    if len({abs(f.value) for f in mine}) != 2:
        return False
    subject, reference = sorted(mine, key=lambda f: f.start)[:2]

    def size(f: Figure) -> Decimal:
        # (below zero as written: `-5.1℃로 평년(-4.6℃)보다` is 0.5℃ lower)
        return f.value if subject.signed or reference.signed else abs(f.value)

    if _MOVE_WORDS.search(sentence.body, subject.start + len(subject.raw), reference.start):
        # a move from the first to the second (`31곳에서 30곳으로 1곳 줄었다`): its way
        return figure.rises == (size(reference) > size(subject))
    return figure.rises == (size(subject) > size(reference))


def left_of(
    body: str,
    figure: Figure,
    own: Sequence[Figure],
    *,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether `figure` is what is left of one of `own` after another, and the sentence says it
    is a remainder (`아직 준공되지 않은 사업은 56개소` after `88개소 중 준공은 32개소`): its words
    name the operation, so the figures it is computed from may be another sentence's."""
    derived = _derivation(body, figure, present, source, units, own=own)
    return (
        derived is not None
        and derived.kind == "remainder"
        and derived.exact
        and _of_own_figures(derived.operands, figure, own)
        and _result(derived) == abs(figure.value)
    )


def _moved_way(
    body: str, figure: Figure, derived: Derivation, own: Sequence[Figure]
) -> bool | None:
    """Whether a change said to rise or fall runs the way of the move the sentence writes
    between its two operands (`88,000원에서 90,000원으로 2,000원 내린다` is no fall); None when
    the change has no direction word or its operands are not written as a move."""
    move = _move_before(body, figure, derived, own)
    if move is None:
        return None
    start, end = move
    return figure.rises == (abs(end.value) > abs(start.value))


def _move_before(
    body: str, figure: Figure, derived: Derivation, own: Sequence[Figure]
) -> tuple[Figure, Figure] | None:
    """The move the sentence writes right before a difference said to rise or fall, between
    the difference's two operands (`88,000원에서 90,000원으로`: a clause's own), else None."""
    if derived.kind != "difference" or not (figure.rises or figure.falls):
        return None
    values = {abs(f.value) for f in derived.operands}
    before = [f for f in own if f.start < figure.start and f.kind == "number"]
    if len(values) != 2 or len(before) < 2:
        return None
    start, end = before[-2:]
    if {abs(start.value), abs(end.value)} != values:
        return None
    if _MOVE_WORDS.search(body, start.start + len(start.raw), end.start) is None:
        return None
    return start, end


# The name a sentence compares with (`회원제보다`, `회원제 대비`, `회원제에 비해`)
_BASE_NAME = re.compile(r"([가-힣A-Za-z][가-힣A-Za-z0-9·]*)\s?(?:보다|대비|에\s?비해)")


def _runs_from_its_base(
    body: str,
    figure: Figure,
    derived: Derivation,
    *,
    stated: Sequence[Figure],
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> bool | None:
    """Whether a difference said to rise or fall runs from the operand the sentence compares
    with: the one it states itself as the base (`24,000원보다 월 18,000원 늘었다`), or that of
    the cited row named before `보다` (`대중형이 회원제보다 16.2%p 높다`: 회원제's 15.9 to
    대중형's 32.1); None when the sentence does not tell which is the base."""
    if derived.kind != "difference" or len(derived.operands) != 2:
        return None
    first, second = (abs(o.value) for o in derived.operands)
    mine = [f for f in stated if f is not figure and abs(f.value) in {first, second}]
    if len({abs(f.value) for f in mine}) == 1:
        own = mine[0]
        other = second if abs(own.value) == first else first
        if BASE_NEXT.match(body, own.start + len(own.raw.rstrip())):
            return figure.rises == (other > abs(own.value))
        return None  # (`24,000원이었으므로 ... 늘어난 셈`: the level or the base, unsaid)
    base = _BASE_NAME.search(body, 0, figure.start)
    if base is None:
        return None
    name = base.group(1)
    labels = {
        a: source.blocks[a].text.split(" | ", 1)[0].replace(" ", "")
        for a in present
        if source.blocks[a].table_row
    }
    rows = [a for a, label in labels.items() if label and (label in name or name in label)]
    if len(rows) != 1:
        return None
    readings = source.readings(rows[0], units.get(rows[0]))
    held = {abs(f.value) for f in readings if f.kind == "number"}
    if (first in held) == (second in held):
        return None
    base_value, other = (first, second) if first in held else (second, first)
    return figure.rises == (other > base_value)


def _of_own_figures(operands: tuple[Figure, ...], figure: Figure, own: Sequence[Figure]) -> bool:
    """Whether every figure a computed one follows from is one the sentence itself states."""
    values = {abs(f.value) for f in own if f is not figure and f.kind == "number"}
    return all(abs(f.value) in values for f in operands)


_TOTAL_LABELS = frozenset({"합계", "전체", "계", "총계", "소계", "총", "합", "total", "Total"})
"""The labels of a table row that totals the rows above it, which a sentence names in its own
words (`총`, `모두`)."""
_TOTAL_TERMS = 24
"""How many of the cited figures a total of three is looked for among (2,024 triples: three
rows of five cells, each read in two declared units, fill fifteen)."""
_DERIVED_CANDIDATES = 40
"""How many figures of the cited blocks the explanation pairs (a bounded 1,600 pairs)."""


class Derivation(NamedTuple):
    """How a figure follows from figures of the cited blocks: the words that say it, the
    figures it follows from, and its kind (`_EXACT`: arithmetic fa checks itself, `column`
    the total of one column over every cited row; a ratio, a share and a change in per cent
    round by convention; `percent_of_rates`, a difference of two rates written in %, is an
    error)."""

    told: str
    operands: tuple[Figure, ...]
    kind: str

    @property
    def exact(self) -> bool:
        return self.kind in _EXACT


_EXACT = frozenset({"difference", "remainder", "sum", "column", "year"})


def _small_operand(derived: Derivation, figure: Figure) -> bool:
    """Whether a derivation leans on an operand under a tenth of the figure (246 - 2 = 244): a
    term in the figure's unit, not a rate it is taken at (`15,000원의 30%`), nor one of the
    many cells a column's total adds up."""
    return derived.kind != "column" and any(
        f.unit == figure.unit and abs(f.value) * 10 < abs(figure.value) for f in derived.operands
    )


def _start_of_move(body: str, figure: Figure, derived: Derivation, own: Sequence[Figure]) -> bool:
    """Whether `figure` starts a move the sentence writes (`32.4세에서 33.9세로`) and is what its
    end less a cited change gives: the end, the larger operand, is the sentence's own next
    figure (`남자는 1.5세 상승` of a block giving 33.9세 now)."""
    moves = MOVE_FROM.match(body, figure.start + len(figure.raw)) is not None
    if derived.kind != "difference" or not moves:
        return False
    later = [f for f in own if f.start > figure.start and f.kind == "number"]
    big = max(derived.operands, key=lambda f: abs(f.value))
    return bool(later) and later[0].value == big.value and later[0].unit == figure.unit


def _result(derived: Derivation) -> Decimal:
    """What an exact derivation gives, unrounded: the sum of its operands, the difference of
    its two, or twelve times its one."""
    values = [abs(f.value) for f in derived.operands]
    if derived.kind in {"sum", "column"}:
        return Decimal(sum(values))
    if derived.kind == "year":
        return values[0] * 12
    return abs(values[0] - values[1])


def _derivation(
    body: str,
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    *,
    own: Sequence[Figure] = (),
    context: str = "",
) -> Derivation | None:
    """How a refused figure follows from two figures of the cited blocks, when the sentence
    says it does (a change, a total, a ratio): `the difference of '1,250억 원' and '1,000억 원'`.
    The line a list item stands under (`context`) may say it is a sum of named parts
    (`초기 부담(사용료+관리비)` over `- 관내: 55만 원`).

    It explains a finding, and an exact one of the sentence's own figures confirms it
    (`computed_from_own`). The figures must be correct roundings at the draft figure's last
    digit, so a wrong digit is not explained away. A year of a monthly amount (`월 42,000원(연
    504,000원)`) is twelve times it.
    """
    if figure.kind != "number" or figure.key not in {(), (False,), (True,)}:
        return None
    after = body[figure.start + len(figure.raw) :]
    times = _TIMES_AFTER.match(after) is not None
    yearly = _YEARLY_BEFORE.search(body, max(0, figure.start - 6), figure.start) is not None
    # (a signed figure, `+19개`, and a move, `552개 → 571개`, are changes)
    computed = _COMPUTED_WORDS.search(body) is not None
    change = computed or _CHANGE_WORDS.search(body) is not None or figure.signed or "→" in body
    total = (
        computed
        or _TOTAL_WORDS.search(body) is not None
        or _EXTENDED_WORDS.search(body) is not None
        or _NAMED_SUM.search(f"{context} {body}") is not None
    )
    divided = _DIVIDED_WORDS.search(body) is not None
    share = figure.unit == "%" and (divided or _SHARE_WORDS.search(body) is not None)
    remainder = _REMAINDER_WORDS.search(body) is not None
    halved = _half_of(body, figure)
    per_one = _PER_ONE_WORDS.search(body) is not None
    threshold = _threshold_before(body, figure, own)
    if not (
        times
        or divided
        or halved
        or per_one
        or threshold is not None
        or change
        or total
        or share
        or yearly
        or _PER_MONTH.search(body)
        or _PERCENT_OF.search(body)
        or remainder
    ):
        return None
    seen: dict[tuple[Decimal, str | None], Figure] = {}
    held_in: dict[tuple[Decimal, str | None], str] = {}
    twice: set[tuple[Decimal, str | None]] = set()  # values two cited blocks each hold
    counted: dict[tuple[Decimal, str], Figure] = {}  # each value in each counter it is read in
    stated = {abs(f.value) for f in own if f is not figure and f.kind == "number"}
    for anchor in present:
        for theirs in source.readings(anchor, units.get(anchor)):
            if len(seen) >= _DERIVED_CANDIDATES and abs(theirs.value) not in stated:
                continue  # (past the cap, only the values the sentence states itself)
            if (
                theirs.kind == "number"
                and not theirs.bare_only
                # (a second reading as a duration or a rate: `30일 연장`, `100분의 60`)
                and (not theirs.alternative or theirs.period == "day" or theirs.unit == "%")
                and theirs.value
                and theirs.period != "ordinal"  # (`3~4차년도`: which years, no operand)
            ):
                key = (abs(theirs.value), theirs.unit)
                seen.setdefault(key, theirs)
                if theirs.unit is None:
                    counted.setdefault((abs(theirs.value), _counter(theirs)), theirs)
                if held_in.setdefault(key, anchor) != anchor:
                    twice.add(key)
    # the cited figures in the figure's unit of measure (`6m84` in cm for a difference in cm),
    # the sentence's own first: of two pairs that give the figure, the one it states
    listed = [_in_draft_measure(figure, f) or f for f in seen.values()]
    moved = own_moves(body, [f for f in own if f is not figure])
    found = sorted(listed, key=lambda f: abs(f.value) not in stated)
    mine = abs(figure.value)

    def near(value: Decimal) -> bool:
        return abs(value - mine) * 2 <= figure.quantum

    if yearly and _MONTHLY.search(body):
        for a in found:
            if a.unit == figure.unit and near(abs(a.value) * 12):
                return Derivation(f"twelve months of {a.raw.strip()!r}", (a,), "year")
    if _PERCENT_OF.search(body) and (part := _part_at_a_rate(figure, found, near)) is not None:
        return part
    if _PER_MONTH.search(body):
        for a in found:
            if a.unit == figure.unit and near(abs(a.value) / 12):
                return Derivation(f"a month of {a.raw.strip()!r}", (a,), "month")
    for a in found:
        twofold = total and (abs(a.value), a.unit) in twice and a.unit == figure.unit
        if twofold and near(abs(a.value) * 2):  # `각 25점`, two items: together 50점
            return Derivation(f"twice {a.raw.strip()!r}", (a, a), "sum")
        for b in found:
            if a is b:
                continue
            big, small = abs(a.value), abs(b.value)
            own_pair = big in stated and small in stated  # (the sentence's own two levels)
            if (times or divided) and a.unit == b.unit and big > small and near(big / small):
                told = f"the ratio of {a.raw.strip()!r} to {b.raw.strip()!r}"
                return Derivation(told, (a, b), "ratio")
            if times or a.unit != b.unit:
                continue
            if (
                figure.unit == "%"
                and a.unit not in {"%", "%p"}
                and change
                and big > small
                # a rise from the smaller, or a fall from the larger, in per cent; of levels the
                # sentence does not state, the way its word says (a rise over the later level
                # is none), while its own two levels tell their way themselves
                # (a move the sentence writes, `from 287 to 214`, runs from its start alone)
                and (
                    (
                        not (figure.falls and not own_pair)
                        and moved.get((big, small), small) == small
                        and near((big - small) / small * 100)
                    )
                    or (
                        not (figure.rises and not own_pair)
                        and moved.get((big, small), big) == big
                        and near((big - small) / big * 100)
                    )
                )
            ):
                told = f"the change between {b.raw.strip()!r} and {a.raw.strip()!r} in per cent"
                return Derivation(told, (a, b), "change")
            if (
                figure.unit == "%p"
                and a.unit == "%"
                and change
                and big > small
                and near(big - small)
            ):
                told = f"the difference of {a.raw.strip()!r} and {b.raw.strip()!r} in points"
                return Derivation(told, (a, b), "difference")
            if figure.unit != a.unit:
                continue
            if change and big > small and near(big - small):
                rates = a.unit == "%"  # (and the figure's: a difference of rates written in %)
                points = " in percentage points (%p, not %)" if rates else ""
                told = f"the difference of {a.raw.strip()!r} and {b.raw.strip()!r}{points}"
                return Derivation(told, (a, b), "percent_of_rates" if rates else "difference")
            if total and near(big + small):
                told = f"the sum of {a.raw.strip()!r} and {b.raw.strip()!r}"
                return Derivation(told, (a, b), "sum")
    # (after the pairs: `두 항목을 합치면 50점으로, 총점 100점의 절반` is the sum of its two)
    for a in found:
        if a.unit != figure.unit:
            continue
        if halved and near(abs(a.value) / 2):
            return Derivation(f"half of {a.raw.strip()!r}", (a,), "half")
        if threshold is not None and abs(a.value) - abs(threshold.value) == mine > 0:
            told = f"the part of {a.raw.strip()!r} over {threshold.raw.strip()!r}"
            return Derivation(told, (a, threshold), "difference")
    if per_one and (each := _per_one_of(body, figure, [*found, *counted.values()], near)):
        return each
    if remainder and (left := _left_in_one_block(figure, present, source, units, near)):
        return left
    # (a rate the sentence calls a rise or a fall is a change, no share: `49건(3.0%) 증가`)
    moving = figure.rises or figure.falls
    if share and not moving and (part := _share_of(figure, found, own, near)) is not None:
        return part
    if total:
        terms = [f for f in listed if f.unit == figure.unit][:_TOTAL_TERMS]
        for a, b, c in combinations(terms, 3):
            if near(abs(a.value) + abs(b.value) + abs(c.value)):
                named = ", ".join(repr(f.raw.strip()) for f in (a, b, c))
                return Derivation(f"the sum of {named}", (a, b, c), "sum")
        return _column_total(figure, present, source, units, near)
    return None


def _share_of(
    figure: Figure, found: Sequence[Figure], own: Sequence[Figure], near: Callable[[Decimal], bool]
) -> Derivation | None:
    """The share in per cent of one cited amount in another that the figure is, the sentence's
    own amounts among the parts (`합치면 169,313명으로 전체의 약 66.8%`), or None."""
    mine_too = [
        f for f in own if f is not figure and f.kind == "number" and f.unit not in {"%", "%p"}
    ]
    for a in found:
        for b in [*found, *mine_too]:
            big, small = abs(a.value), abs(b.value)
            same = a.unit == b.unit and a.unit not in {"%", "%p"}
            if same and big > small and near(small / big * 100):
                told = f"the share of {b.raw.strip()!r} in {a.raw.strip()!r} in per cent"
                return Derivation(told, (a, b), "share")
    return None


def _close(figure: Figure, near: Figure) -> bool:
    """Whether a cited figure is within a hedge's tolerance of the draft's, and, for a rate in
    %, within one step of the draft figure's last digit."""
    gap = abs(abs(near.value) - abs(figure.value))
    if figure.unit == "%" and gap > figure.quantum:
        return False
    return gap <= abs(near.value * HEDGE_TOLERANCE)


def _per_one_of(
    body: str, figure: Figure, found: Sequence[Figure], near: Callable[[Decimal], bool]
) -> Derivation | None:
    """A cited amount in the figure's unit shared out over a cited count of 2 or more (`과태료
    31건(총 4,650만 원)` for `1건당 평균 150만 원`), or None. Not over a power of ten: an amount
    a tenth of a cited one is as likely a slip of scale (`2천만 원` for `2억 원`). A count may be
    shared out over a count of another counter (`57,100장` over `1,284명`: `1인당 약 44장`)."""
    counts = [
        f
        for f in found
        if f.unit is None
        and (f.measure is None or _counter(f))
        and abs(f.value) >= 2
        and not (f.value == f.value.to_integral() and str(int(abs(f.value))).rstrip("0") == "1")
    ]
    after = body[figure.start + len(figure.raw.rstrip()) :].lstrip()
    for a in found:
        counter = figure.counter
        if not counter and (declared := _counter(a)) and after.startswith(declared):
            counter = declared  # one only the block declares: `약 3.7실` of `(단위: 곳, 실)`
        counted = figure.unit is None and counter != "" and _counter(a) == counter
        if not counted and (a.unit != figure.unit or a.unit is None):
            continue
        for count in counts:
            if counted and _counter(count) in {"", counter}:
                continue  # (`1,284명` per `57,100장`: the two counters differ)
            if near(abs(a.value) / abs(count.value)):
                told = f"{a.raw.strip()!r} per one of {count.raw.strip()!r}"
                return Derivation(told, (a, count), "ratio")
    return None


def _counter(figure: Figure) -> str:
    """The counter word of a count: written after it (`1,284명`), or declared for its column or
    block (`(단위: 명, 장)`); empty for none."""
    if figure.counter:
        return figure.counter
    measure = figure.measure
    counted = measure is not None and measure.dimension.startswith(_COUNT_OF)
    return measure.dimension.removeprefix(_COUNT_OF) if measure is not None and counted else ""


_COUNT_OF = "count of "


def _threshold_before(body: str, figure: Figure, own: Sequence[Figure]) -> Figure | None:
    """The sentence's figure right before `figure` when the words between make `figure` the
    part of an amount over it (`40억 원을 넘는 10억 8,500만 원`), in the same unit; else None."""
    before = [f for f in own if f.start < figure.start and f.kind == "number"]
    if not before or before[-1].unit != figure.unit:
        return None
    last = before[-1]
    # (the figure's text may hold the words: `40억 원을 넘는` is read with its bound)
    between = _OVER_BETWEEN.fullmatch(body, last.start, figure.start)
    return last if between is not None else None


def _part_at_a_rate(
    figure: Figure, found: Sequence[Figure], near: Callable[[Decimal], bool]
) -> Derivation | None:
    """A cited amount's part at a cited rate, or what is left of it, that the figure is
    (`45,000원의 50%를 감면받아 22,500원`, `상한의 90%를 적용 ... 260.1원`), or None."""
    rates = [f for f in found if f.unit == "%"]
    for a in found:
        if a.unit != figure.unit or a.unit == "%":
            continue
        for rate in rates:
            kept = abs(a.value) * abs(rate.value) / 100
            if near(kept) or near(abs(a.value) - kept):
                told = f"{rate.raw.strip()!r} of {a.raw.strip()!r}, or what is left"
                return Derivation(told, (a, rate), "percent_of")
    return None


def _left_in_one_block(
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    near: Callable[[Decimal], bool],
) -> Derivation | None:
    """What is left of one figure of a cited block after another of the same block, in the
    figure's unit (`호남권 | 41 | 36`: 5 left), exact unless the figure is hedged; two blocks'
    figures never pair."""
    for anchor in present:
        cells = [
            f
            for f in source.readings(anchor, units.get(anchor))
            if f.kind == "number"
            and f.unit == figure.unit
            and f.value
            and not f.alternative
            and not f.bare_only
        ]
        for a in cells:
            for b in cells:
                left = abs(a.value) - abs(b.value)
                # (exact, unless hedged: what is left is counted, not rounded)
                if left > 0 and (left == abs(figure.value) or (figure.approximate and near(left))):
                    told = f"what is left of {a.raw.strip()!r} after {b.raw.strip()!r}"
                    return Derivation(told, (a, b), "remainder")
    return None


_MAX_SUMMED_ROWS = 12
"""How many cited rows a column's total is looked for over."""


def _column_total(
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    near: Callable[[Decimal], bool],
) -> Derivation | None:
    """The total of one column over every cited row of a table (`3급 18.4 ... 6급 5.3`, summed
    `모두 합해 50.4%`), a cited total row left out (`합계 | 15 | 12,000`: cited for the whole the
    sentence compares with), when it is the figure; None otherwise."""
    rows = [
        a
        for a in present
        if source.blocks[a].table_row
        and source.blocks[a].text.split(" | ", 1)[0].replace(" ", "") not in _TOTAL_LABELS
    ]
    if not 2 <= len(rows) <= _MAX_SUMMED_ROWS:
        return None
    # column -> the unit a cell is read in (none: as written) -> that reading of each row
    columns: dict[int, dict[str | None, list[Figure]]] = {}
    for anchor in rows:
        text = source.blocks[anchor].text
        spans = cell_spans(text)
        readings = source.readings(anchor, units.get(anchor))
        for j, (a, b) in enumerate(spans):
            for f in readings:
                if (
                    a <= f.start < b
                    and f.kind == "number"
                    and not f.alternative
                    and f.unit in {figure.unit, None}
                ):
                    read = columns.setdefault(j, {}).setdefault(f.declared, [])
                    if len(read) < rows.index(anchor) + 1:
                        read.append(f)  # (the first reading of the cell in that unit)
    for j, read in sorted(columns.items()):
        for cells in read.values():
            numbered = [f.value for f in cells] == [Decimal(k) for k in range(1, len(cells) + 1)]
            if numbered:
                continue  # a column of the rows' numbers (`1 | 2 | 3`), nothing to total
            if len(cells) == len(rows) and near(sum((abs(f.value) for f in cells), Decimal(0))):
                told = f"the sum of the {len(rows)} cited rows' column {j + 1}"
                return Derivation(told, tuple(cells), "column")
    return None


def _nearest(
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> Figure | None:
    if figure.kind != "number":
        candidates = [
            f
            for a in present
            for f in source.figures(a)
            if f.kind == figure.kind and not (f.alternative and f.kind == "label")  # not a `②`
        ]
        # (a label of the same kind first: `제17조` for `제27조`, never `4단계`)
        same = [f for f in candidates if f.kind != "label" or f.key[:1] == figure.key[:1]]
        return (same or candidates or [None])[0]
    best: tuple[Decimal, Figure] | None = None
    for anchor in present:
        found = source.readings(anchor, units.get(anchor))
        for theirs in found:
            if theirs.kind != "number" or theirs.bare_only:
                continue
            if figure.unit and theirs.unit not in {None, figure.unit}:
                continue
            if figure.unit in {"%", "%p"} and (theirs.measure is not None or theirs.counter):
                continue  # a count is no rate, however close (`54 개소` for `약 52%`)
            distance = abs(abs(theirs.value) - abs(figure.value))
            if best is None or distance < best[0]:
                best = (distance, theirs)
    return best[1] if best else None


def head_condition_finding(sentence: Sentence, head: str, figure: Figure) -> Finding:
    """The unconfirmed finding of a figure a head over the cited rows writes as a condition of
    its column (`_tables.head_condition`), which the sentence gives in other words."""
    return _finding(
        UNCONFIRMED,
        sentence,
        (head,),
        f"{figure.raw.strip()!r} is written in {head}, a head over the cited row(s), as a "
        "condition of its column, but not beside a word of that head: whether the sentence "
        "gives it as that condition cannot be told; check it before approving.",
    )
