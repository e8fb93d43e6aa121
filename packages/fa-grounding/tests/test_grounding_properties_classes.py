"""Property tests per spelling class of issue 13: any faithful spelling of a value matches it; a
value that differs in any digit never does."""

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from fa_grounding import check
from hypothesis import assume, given, settings
from hypothesis import strategies as st

WEEKDAYS = "월화수목금토일"


def passes(draft: str, source: str) -> bool:
    return check(f"값은 {draft}이다 [L1].", {"L1": f"기준 {source} 기록"}).ok


def one_digit_changed(n: int, data: st.DataObject) -> int:
    digits = list(str(n))
    position = data.draw(st.integers(0, len(digits) - 1))
    choices = [d for d in "0123456789" if d != digits[position] and (position or d != "0")]
    digits[position] = data.draw(st.sampled_from(choices))
    return int("".join(digits))


# 1. Korean numerals with digits inside


def group_small(g: int) -> str:
    """2100 -> '2천1백', 7500 -> '7천5백', 45 -> '45'."""
    thousands, hundreds, rest = g // 1000, g // 100 % 10, g % 100
    return (
        (f"{thousands}천" if thousands else "")
        + (f"{hundreds}백" if hundreds else "")
        + (str(rest) if rest else "")
    )


def korean_parts(n: int, small: bool) -> list[str]:
    parts = []
    for unit, size in (("조", 10**12), ("억", 10**8), ("만", 10**4)):
        if n >= size:
            group = n // size
            parts.append((group_small(group) if small else f"{group:,}") + unit)
            n %= size
    if n:
        parts.append(group_small(n) if small else f"{n:,}")
    return parts


def numeral_spellings(n: int) -> list[str]:
    return [
        f"{n:,}명",
        f"{n}명",
        " ".join(korean_parts(n, small=False)) + "명",
        "".join(korean_parts(n, small=False)).replace(",", "") + "명",  # 3만2100명
        "".join(korean_parts(n, small=True)) + "명",  # 3만2천1백명
    ]


people = st.integers(min_value=10**4 + 1, max_value=10**13).filter(lambda n: n % 10 != 0)


@settings(max_examples=80, deadline=None)
@given(people, st.data())
def test_any_spelling_of_a_korean_numeral_matches(n: int, data: st.DataObject):
    draft = data.draw(st.sampled_from(numeral_spellings(n)))
    source = data.draw(st.sampled_from(numeral_spellings(n)))
    assert passes(draft, source), (draft, source)


@settings(max_examples=80, deadline=None)
@given(people, st.data())
def test_a_korean_numeral_with_one_digit_changed_never_matches(n: int, data: st.DataObject):
    m = one_digit_changed(n, data)
    assume(m % 10 != 0)
    draft = data.draw(st.sampled_from(numeral_spellings(m)))
    source = data.draw(st.sampled_from(numeral_spellings(n)))
    assert not passes(draft, source), (draft, source)


# 2. Abbreviated years


def year_spellings(year: int) -> list[str]:
    yy = f"{year % 100:02d}"
    spellings = [f"’{yy}년 예산", f"‘{yy}년 예산", f"'{yy}년 예산", f"’{yy}. 예산", f"’{yy}, 예산"]
    if year >= 2000:  # without a mark a two-digit year is read only in these forms
        spellings += [f"총계({yy}년)", f"{yy}년도 예산"]
    return spellings


years = st.integers(min_value=1960, max_value=2059)


@settings(max_examples=60, deadline=None)
@given(years, st.data())
def test_any_abbreviated_year_matches_the_full_year(year: int, data: st.DataObject):
    source = data.draw(st.sampled_from(year_spellings(year)))
    assert passes(f"{year}년 자료", source), source


@settings(max_examples=60, deadline=None)
@given(years, years, st.data())
def test_another_year_never_matches_an_abbreviated_year(year: int, other: int, data):
    assume(year != other)
    source = data.draw(st.sampled_from(year_spellings(year)))
    assert not passes(f"{other}년 자료", source), source


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(2000, 2059), min_size=2, max_size=4, unique=True), st.data())
def test_year_lists_hold_each_year_and_no_other(listed: list[int], data: st.DataObject):
    listed.sort()
    short = "‧".join([str(listed[0])] + [f"{y % 100:02d}" for y in listed[1:]]) + "년"
    full = "·".join(str(y) for y in listed) + "년"
    marked = "~".join(f"’{y % 100:02d}" for y in listed[:2]) + "년"
    for source, members in ((short, listed), (full, listed), (marked, listed[:2])):
        year = data.draw(st.sampled_from(members))
        assert passes(f"{year}년 조사", source), source
        other = data.draw(st.integers(2000, 2059).filter(lambda y, m=members: y not in m))
        assert not passes(f"{other}년 조사", source), source


# 3. Short dates


def short_date_spellings(d: dt.date) -> list[str]:
    weekday = f"({WEEKDAYS[d.weekday()]})"
    yy = f"{d.year % 100:02d}"
    return [
        f"{d.month}.{d.day}{weekday}",
        f"{d.month}.{d.day}.{weekday}",
        f"{d.month}.{d.day}일",
        f"{d.month}/{d.day}{weekday}",
        f"{d.month}월 {d.day}일{weekday}",
        f"’{yy}.{d.month}.{d.day}.",
        f"{d.year}/{d.month:02d}/{d.day:02d}",
        f"{d.year}. {d.month}. {d.day}.{weekday}",
    ]


dates = st.dates(min_value=dt.date(2000, 1, 1), max_value=dt.date(2059, 12, 31))


@settings(max_examples=80, deadline=None)
@given(dates, st.data())
def test_any_short_date_matches_a_korean_month_and_day(d: dt.date, data: st.DataObject):
    source = data.draw(st.sampled_from(short_date_spellings(d)))
    assert passes(f"{d.month}월 {d.day}일 행사", source), source


@settings(max_examples=80, deadline=None)
@given(dates, dates, st.data())
def test_another_month_or_day_never_matches_a_short_date(d: dt.date, e: dt.date, data):
    assume((d.month, d.day) != (e.month, e.day))
    source = data.draw(st.sampled_from(short_date_spellings(d)))
    assert not passes(f"{e.month}월 {e.day}일 행사", source), source


# 4. Signs

tenths = st.integers(min_value=1, max_value=99999).filter(lambda n: n % 10 != 0)


@settings(max_examples=60, deadline=None)
@given(tenths, st.data())
def test_korean_minus_signs_match_and_a_changed_digit_never_does(n: int, data: st.DataObject):
    value = Decimal(n) / 10
    source = data.draw(st.sampled_from([f"△{value}조원", f"▽{value}조원", f"{value}조원 감소"]))
    draft = data.draw(st.sampled_from([f"-{value}조 원", f"△{value}조 원", f"{value}조 원 감소"]))
    assert passes(draft, source), (draft, source)
    other = Decimal(one_digit_changed(n, data)) / 10
    assume(other != value and (other * 10) % 10 != 0)
    assert not passes(f"-{other}조 원", source), (other, source)
    assert not passes(f"+{value}조 원", source), source


# 5. Units declared once for a table

cells = st.integers(min_value=1001, max_value=99_999_999).filter(lambda n: n % 10 != 0)


def table(cell: int, caption: str = "(단위: 백만원)") -> list[dict[str, object]]:
    return [
        {"anchor": "L1", "kind": "paragraph", "text": caption},
        {"anchor": "L2", "kind": "table_row", "text": "구분 | 금액"},
        {"anchor": "L3", "kind": "table_row", "text": f"합계 | {cell:,}"},
    ]


def won_spellings(won: int) -> list[str]:
    return [f"{won:,}원", " ".join(korean_parts(won, small=False)) + " 원"]


@settings(max_examples=60, deadline=None)
@given(cells, st.data())
def test_a_bare_cell_is_read_in_the_declared_unit(cell: int, data: st.DataObject):
    draft = data.draw(st.sampled_from([*won_spellings(cell * 10**6), f"{cell:,}백만 원"]))
    assert check(f"합계는 {draft}이다 [L3].", table(cell)).ok, draft


@settings(max_examples=60, deadline=None)
@given(cells, st.data())
def test_a_bare_cell_with_one_digit_changed_never_matches(cell: int, data: st.DataObject):
    other = one_digit_changed(cell, data)
    assume(other % 10 != 0)
    draft = data.draw(st.sampled_from([*won_spellings(other * 10**6), f"{other:,}백만 원"]))
    assert not check(f"합계는 {draft}이다 [L3].", table(cell)).ok, draft
    # and the cell taken as won, not millions of won, never matches either
    assert not check(f"합계는 {cell:,}원이다 [L3].", table(cell)).ok


# 6. Honest rounding

sources = st.integers(min_value=10**5, max_value=10**9).filter(lambda n: n % 10 != 0)


@settings(max_examples=80, deadline=None)
@given(sources, st.integers(min_value=1, max_value=4))
def test_a_correctly_rounded_figure_matches_and_a_wrong_one_never(n: int, cut: int):
    step = 10**cut
    rounded = int((Decimal(n) / step).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * step
    if len(str(rounded).rstrip("0")) >= 2:  # `100,000` may be exact: zeros need 2 digits before
        # two significant digits state their own precision: the rounding matches, however far
        assert passes(f"{rounded:,}원", f"{n:,}원")
    for wrong in (rounded - step, rounded + step):
        if wrong // step % 10:  # written to the same step (more zeros would mean a coarser one)
            assert not passes(f"{wrong:,}원", f"{n:,}원")


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("만", 4), ("억", 8), ("조", 12)]), st.data())
def test_a_rounding_to_one_digit_matches_only_when_close(
    word: tuple[str, int], data: st.DataObject
):
    # one significant digit (`3만 원` for 31,234원) claims too little to stand unhedged beyond 1%
    name, power = word
    n = data.draw(st.integers(10**power, 10 ** (power + 1) - 1).filter(lambda k: k % 10 != 0))
    rounded = int((Decimal(n) / 10**power).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    assume(rounded < 10)
    close = abs(rounded * 10**power - n) <= n // 100
    assert passes(f"{rounded}{name} 원", f"{n:,}원") is close


# 7. English: dockets and fiscal years

dockets = st.tuples(st.integers(1, 99), st.integers(1, 99999))


@settings(max_examples=60, deadline=None)
@given(dockets, st.data())
def test_docket_numbers_match_as_codes(docket: tuple[int, int], data: st.DataObject):
    term, number = docket
    dash = data.draw(st.sampled_from(["-", "–", "‑"]))
    blocks = {"L1": f"No. {term:02d}{dash}{number}, Smith v. Jones, Inc., et al."}
    assert check(f"The case is No. {term:02d}-{number} [L1].", blocks).ok
    other = one_digit_changed(number, data)
    assert not check(f"The case is No. {term:02d}-{other} [L1].", blocks).ok


@settings(max_examples=40, deadline=None)
@given(st.integers(2000, 2059), st.integers(2000, 2059))
def test_fiscal_years_match_in_any_spelling(year: int, other: int):
    for source in (f"FY{year % 100:02d} revenue", f"FY{year} revenue", f"fiscal {year} revenue"):
        blocks = {"L1": source}
        assert check(f"In fiscal {year} revenue grew [L1].", blocks).ok, source
        assert check(f"In FY{year} revenue grew [L1].", blocks).ok, source
        if other != year:
            assert not check(f"In FY{other} revenue grew [L1].", blocks).ok, source
