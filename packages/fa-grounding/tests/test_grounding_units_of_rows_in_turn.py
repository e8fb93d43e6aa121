"""A table whose columns are periods and whose unit line lists one unit a row, in the rows'
order: each row is read in its own unit, never in another row's."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row, rules


def _housing(*, total: bool = False, heads: str = "구분 | 2023년 실적 | 2024년 실적 | 2025년 계획"):
    rows = [
        para("L1", "(단위: 명, 만 원, 개월, 백만 원)"),
        row("L2", heads, start=True),
        row("L3", "지원 인원 | 940 | 1,020 | 1,150"),
        row("L4", "1인당 월 지원액 | 30 | 33 | 35"),
        row("L5", "평균 지원 기간 | 4.2 | 4.5 | 4.8"),
        row("L6", "소요 예산 | 1,184 | 1,515 | 1,932"),
    ]
    if total:
        rows.append(row("L7", "비고 | 1 | 1 | 1"))
    return rows


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 지원 인원은 1,020명이었다 [L3].",
        "1인당 월 지원액은 33만 원이었다 [L4].",
        "평균 지원 기간은 4.5개월이었다 [L5].",
        "소요 예산은 15억 1,500만 원이었다 [L6].",
        "소요 예산은 1,515백만 원이었다 [L1, L6].",
        "The budget was KRW 1.515 billion in 2024 [L6].",
    ],
)
def test_a_row_in_its_own_unit_passes(draft: str) -> None:
    assert ok(draft, _housing()), draft


@pytest.mark.parametrize(
    "draft",
    [
        "소요 예산은 1,515만 원이었다 [L6].",
        "소요 예산은 1,515만 원이었다 [L1, L6].",
        "The budget was KRW 15.15 million in 2024 [L6].",
        "1인당 월 지원액은 33백만 원이었다 [L4].",
    ],
)
def test_a_row_in_another_rows_unit_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, _housing()), draft


def test_rows_more_than_units_keep_every_unit() -> None:
    # a row more than the units listed: which unit is whose cannot be told, so each is read
    # in every unit, as before
    assert ok("소요 예산은 1,515만 원이었다 [L6].", _housing(total=True))


def test_columns_that_are_no_periods_keep_every_unit() -> None:
    # a column may be a unit's (`인원 | 지원액 | ...`): the units are not the rows'
    heads = "구분 | 서울 | 부산 | 대구"
    assert ok("소요 예산은 1,515만 원이었다 [L6].", _housing(heads=heads))


def test_a_rate_row_under_a_count_keeps_every_unit() -> None:
    blocks = [
        para("L1", "(단위: 명, %)"),
        row("L2", "구분 | 2024년 | 2025년", start=True),
        row("L3", "이수율 | 81.0 | 83.5"),
        row("L4", "이수자 | 410 | 455"),
    ]
    # the units are listed in another order than the rows (a rate first): both stay
    assert ok("2025년 이수율은 83.5%였다 [L3].", blocks)
    assert ok("2025년 이수자는 455명이었다 [L4].", blocks)


_CANCELLED_DAYS = [
    para("L45", "<표 3> 7~8월 기상 악화 결항 일수"),
    para("L46", "(단위: 일)"),
    row("L47", "구분 | 2024년 | 2025년 | 증감", start=True),
    row("L48", "7월 | 6 | 9 | 3"),
    row("L49", "8월 | 5 | 7 | 2"),
    para("L44", "- 결항 사유: 강풍 9일, 호우 5일, 짙은 안개 2일"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("올해 결항 일수는 7월 9일, 8월 7일이었다 [L48, L49].", True),
        ("7월 9일, 8월 7일이었고 [L48, L49], 사유는 강풍 9일이다 [L44].", True),
        # planted: a count no cell of the month's row holds, and a month no cited row labels
        ("올해 결항 일수는 7월 7일이었다 [L48].", False),
        ("올해 결항 일수는 9월 9일이었다 [L48, L49].", False),
    ],
)
def test_a_month_and_its_days_are_a_months_row_in_a_table_of_days(draft: str, passes: bool) -> None:
    report = check(draft, _CANCELLED_DAYS)
    assert report.ok is passes, report.format_text()
