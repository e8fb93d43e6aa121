"""A span of quarters or halves given to a cited total row (`Q1–Q3 2025` of `계 | 77,850` under
rows labelled 1분기 to 3분기): the span's ends are the first and last of the period rows the
total sums, in a table of the span's year; another span, a period alone, or another year fails."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_QUARTERS = [
    {"anchor": "L15", "kind": "caption", "text": "<표 1> 2025년 분기별 이용 실적"},
    {"anchor": "L16", "kind": "caption", "text": "(단위: 건, 천 원)"},
    row("L17", "분기 | 대여 건수 | 대여료 수입", start=True),
    row("L18", "1분기 | 14,600 | 21,900"),
    row("L19", "2분기 | 17,880 | 26,820"),
    row("L20", "3분기 | 19,420 | 29,130"),
    row("L21", "계 | 51,900 | 77,850"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Rental-fee income for Q1–Q3 2025 totalled 77.85 million won [L15, L16, L21].",
        "Rentals in Q1-Q3 came to 51,900 [L16, L21].",
        "2025년 1~3분기 대여료 수입은 7,785만 원이다 [L15, L16, L21].",
    ],
)
def test_a_span_of_the_quarters_a_cited_total_sums_is_its_span(draft: str) -> None:
    report = check(draft, _QUARTERS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a span past the rows the total sums
        "Rental-fee income for Q1–Q4 2025 totalled 77.85 million won [L15, L16, L21].",
        "Rental-fee income for Q2–Q3 2025 totalled 77.85 million won [L15, L16, L21].",
        # planted: the last quarter alone given the total
        "Rental-fee income for Q3 2025 totalled 77.85 million won [L15, L16, L21].",
        # planted: another year than the table's
        "Rental-fee income for Q1–Q3 2024 totalled 77.85 million won [L15, L16, L21].",
    ],
)
def test_a_span_or_period_a_cited_total_does_not_sum_fails(draft: str) -> None:
    assert not check(draft, _QUARTERS).ok


_MONTHS = [
    {"anchor": "L19", "kind": "caption", "text": "<표 2> 월별 게시 신청 건수"},
    {"anchor": "L20", "kind": "caption", "text": "(단위: 건, %)"},
    row("L21", "월 | 2024년 | 2025년 | 전년 대비 증감률", start=True),
    row("L22", "3월 | 520 | 572 | 10.0"),
    row("L23", "4월 | 600 | 654 | 9.0"),
    row("L24", "5월 | 640 | 608 | △5.0"),
    row("L25", "계 | 1,760 | 1,834 | 4.2"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "| 구분 | 2025년 신청 건수 | 근거 |\n|---|---|---|\n| 3~5월 계 | 1,834건 | L25 |",
        "3~5월 신청 건수는 모두 1,834건이다 [L25].",
        "Applications from March to May totalled 1,834 [L25].",
    ],
)
def test_a_span_of_the_months_a_cited_total_sums_is_its_span(draft: str) -> None:
    report = check(draft, _MONTHS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a span past the month rows the total sums, or short of them
        "| 구분 | 2025년 신청 건수 | 근거 |\n|---|---|---|\n| 3~6월 계 | 1,834건 | L25 |",
        "4~5월 신청 건수는 모두 1,834건이다 [L25].",
        # planted: the last month alone given the total
        "5월 신청 건수는 1,834건이다 [L25].",
    ],
)
def test_a_span_or_month_a_cited_total_does_not_sum_fails(draft: str) -> None:
    assert not check(draft, _MONTHS).ok
