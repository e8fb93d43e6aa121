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
