"""Names joined by a middle dot (`서부권·남부권 각 3개소`) are each a name of their own, and own
the figure after them together; a list of weekdays (`월·수·금`) is a schedule, no owner.

A draft that moved one of the dotted names to another figure (`서부권 4개소, 동부권·남부권 각
3개소` for `동부권 4개소, 서부권·남부권 각 3개소`) passed: the dotted word was read as one name
that neither side wrote alone. A schedule's weekdays before a count of its days (`화·금 주 2회`)
were read as a name the row had given the figure after them.
"""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, row, rules

REGIONS = [para("L1", "- 권역별로는 동부권 4개소, 서부권·남부권 각 3개소, 북부권 2개소")]


@pytest.mark.parametrize(
    "draft",
    [
        "권역별로는 서부권 4개소, 동부권·남부권 각 3개소, 북부권 2개소임 [L1]",
        "서부권은 4개소임 [L1].",
        "남부권에는 4개소가 있다 [L1].",
    ],
)
def test_a_dotted_names_figure_given_to_another_name_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, REGIONS)


@pytest.mark.parametrize(
    "draft",
    [
        "권역별로는 동부권 4개소, 서부권·남부권 각 3개소, 북부권 2개소임 [L1]",
        "서부권과 남부권은 각 3개소이다 [L1].",
        "남부권은 3개소, 동부권은 4개소다 [L1].",
        "서부권·남부권은 3개소씩이다 [L1].",
    ],
)
def test_each_dotted_name_keeps_the_figure_after_them(draft: str) -> None:
    assert ok(draft, REGIONS)


CLEANING = [
    para("L1", "(단위: 회)"),
    row("L2", "공원 | 청소 주기 | 청소 요일 | 소독 주기 | 하반기 검사 횟수", start=True),
    row("L3", "중앙공원 | 주 3회 | 월·수·금 | 월 2회 | 48"),
    row("L4", "한강변공원 | 주 3회 | 월·수·금 | 월 2회 | 36"),
    row("L5", "솔숲공원 | 주 2회 | 화·금 | 월 1회 | 24"),
]


def test_a_schedules_weekdays_own_no_count() -> None:
    draft = (
        "중앙공원과 한강변공원은 월·수·금 주 3회 청소하고, 솔숲공원은 화·금 주 2회 청소합니다 "
        "[L3, L4, L5]."
    )
    assert ok(draft, CLEANING)


@pytest.mark.parametrize(
    "draft",
    [
        "중앙공원은 주 2회, 솔숲공원은 주 3회 청소한다 [L3, L5].",
        "솔숲공원은 화·금 주 3회 청소하고 중앙공원은 주 2회 청소한다 [L3, L5].",
    ],
)
def test_counts_of_a_schedule_swapped_between_rows_still_fail(draft: str) -> None:
    assert "GR-03" in rules(draft, CLEANING)
