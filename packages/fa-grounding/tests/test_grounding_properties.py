"""Property tests: any spelling of a value matches it; a different value never does."""

import datetime as dt

from fa_grounding import check
from hypothesis import given, settings
from hypothesis import strategies as st

FULL_WIDTH = str.maketrans("0123456789,.", "０１２３４５６７８９，．")
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]  # fmt: skip


def korean(n: int) -> str:
    """1234567891234 -> '1조 2,345억 6,789만 1,234' (empty parts left out)."""
    parts = []
    for unit, size in (("조", 10**12), ("억", 10**8), ("만", 10**4)):
        if n >= size:
            parts.append(f"{n // size:,}{unit}")
            n %= size
    if n:
        parts.append(f"{n:,}")
    return " ".join(parts)


def amount_spellings(n: int) -> list[str]:
    return [f"{n}원", f"{n:,}원", f"{n:,}원".translate(FULL_WIDTH), f"{korean(n)}원", f"₩{n:,}"]


def date_spellings(d: dt.date) -> list[str]:
    return [
        f"{d.year}년 {d.month}월 {d.day}일",
        d.isoformat(),
        f"{d.year}. {d.month}. {d.day}.",
        f"{d.year}.{d.month:02d}.{d.day:02d}",
        f"{d.year}/{d.month:02d}/{d.day:02d}",
        f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
        f"{d.day} {MONTHS[d.month - 1]} {d.year}",
    ]


def passes(draft_value: str, source_value: str) -> bool:
    return check(f"값은 {draft_value}이다 [L1].", {"L1": f"기준 값 {source_value} 기록"}).ok


amounts = st.integers(min_value=1, max_value=10**13).filter(lambda n: n % 10 != 0)
dates = st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date(2099, 12, 31))


@settings(max_examples=60, deadline=None)
@given(amounts, st.data())
def test_any_spelling_of_an_amount_matches(n: int, data: st.DataObject):
    draft = data.draw(st.sampled_from(amount_spellings(n)))
    source = data.draw(st.sampled_from(amount_spellings(n)))
    assert passes(draft, source)


@settings(max_examples=60, deadline=None)
@given(amounts, amounts, st.data())
def test_a_different_amount_never_matches(n: int, m: int, data: st.DataObject):
    if n == m:
        return
    draft = data.draw(st.sampled_from(amount_spellings(m)))
    source = data.draw(st.sampled_from(amount_spellings(n)))
    assert not passes(draft, source)


@settings(max_examples=60, deadline=None)
@given(dates, st.data())
def test_any_spelling_of_a_date_matches(d: dt.date, data: st.DataObject):
    draft = data.draw(st.sampled_from(date_spellings(d)))
    source = data.draw(st.sampled_from(date_spellings(d)))
    assert passes(draft, source)


@settings(max_examples=60, deadline=None)
@given(dates, dates, st.data())
def test_a_different_date_never_matches(d: dt.date, e: dt.date, data: st.DataObject):
    if d == e:
        return
    draft = data.draw(st.sampled_from(date_spellings(e)))
    source = data.draw(st.sampled_from(date_spellings(d)))
    assert not passes(draft, source)


percents = st.decimals(min_value=0, max_value=999, places=2, allow_nan=False).filter(
    lambda x: x > 0 and x * 100 % 10 != 0
)


@settings(max_examples=40, deadline=None)
@given(percents, st.data())
def test_percent_spellings_match_and_percentage_points_never_do(x: object, data: st.DataObject):
    spelled = data.draw(st.sampled_from([f"{x}%", f"{x}퍼센트", f"{x} percent", f"{x}％"]))
    assert passes(spelled, f"{x}%")
    assert not passes(f"{x}%p", f"{x}%")


markdownish = st.text(
    alphabet=st.sampled_from(
        list("가나다 약여억만조천년월일시분 .,:;-~%$₩△▲|#*[]()\"'“”‘’「」L p s n t 0123456789\n")
    ),
    max_size=120,
)


@settings(max_examples=150, deadline=None)
@given(markdownish, markdownish)
def test_any_text_gives_a_report_never_an_exception(draft: str, source: str):
    report = check(draft, {"L1": source, "p2": source[::-1]})
    assert report.not_verifiable
    assert report.ok == (not report.errors)
    for finding in report.findings:
        assert finding.rule in {"GR-01", "GR-02", "GR-03", "GR-04", "GR-05", "GR-06"}
