"""A row under a cell merged from above: its empty leading cells are that cell's.

Korean tables merge their label columns (연도, 구분) over the rows of a group. Every reader of
fa-extract gives such a row an empty place there (`| 2분기 | 120` under `2025년 | 1분기 |
100`), so a sentence citing the row alone named a year the row did not show.
"""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, row, rules

SALES = [
    row("L1", "연도 | 분기 | 매출(억 원)", start=True),
    row("L2", "2025년 | 1분기 | 100"),
    row("L3", "| 2분기 | 120"),
    row("L4", "2026년 | 1분기 | 130"),
    row("L5", "| 2분기 | 150"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 2분기 매출은 120억 원이었다 [L3].",
        "2026년 2분기 매출은 150억 원이다 [L5].",
        "’26년 2분기 매출 150억 원 [L5]",
    ],
)
def test_a_covered_row_takes_the_year_of_the_cell_above(draft: str) -> None:
    assert ok(draft, SALES)


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 2분기 매출은 150억 원이다 [L5].",  # the other group's year
        "2025년 1분기 매출은 120억 원이었다 [L3].",  # the quarter of the row above
        "2024년 2분기 매출은 120억 원이었다 [L3].",
    ],
)
def test_a_covered_row_takes_nothing_else(draft: str) -> None:
    assert "GR-03" in rules(draft, SALES)


def test_two_merged_columns_are_both_taken() -> None:
    blocks = [
        row("L1", "연도 | 반기 | 분기 | 건수", start=True),
        row("L2", "2025년 | 상반기 | 1분기 | 12건"),
        row("L3", "|  | 2분기 | 15건"),
        row("L4", "| 하반기 | 3분기 | 18건"),
    ]
    assert ok("2025년 2분기에는 15건이었다 [L3].", blocks)
    assert ok("2025년 3분기에는 18건이었다 [L4].", blocks)
    assert "GR-03" in rules("2024년 3분기에는 18건이었다 [L4].", blocks)


def test_a_label_cell_with_a_figure_is_taken_too() -> None:
    blocks = [
        row("L1", "연령 | 성별 | 인원", start=True),
        row("L2", "65세 이상 | 남 | 1,200명"),
        row("L3", "| 여 | 1,350명"),
    ]
    assert ok("65세 이상 여성은 1,350명이다 [L3].", blocks)
    assert "GR-03" in rules("70세 이상 여성은 1,350명이다 [L3].", blocks)


def test_empty_cells_after_the_first_stay_empty() -> None:
    # `4월 |  |  |` has no games yet: the times of March are not April's
    blocks = [
        row("p1.3", "구분 | 토요일 | 일요일 | 평일", start=True),
        row("p1.4", "3월 | 17:00 | 14:00 | 18:30"),
        row("p1.5", "4월 |  |  |"),
    ]
    assert "GR-03" in rules("4월 토요일 경기는 17:00에 시작한다 [p1.5].", blocks)


def test_a_row_of_another_table_lends_nothing() -> None:
    first = [
        row("L1", "연도 | 분기 | 매출(억 원)", start=True),
        row("L2", "2025년 | 1분기 | 100"),
    ]
    # a new table (its first row), a paragraph between, a row of another width
    assert "GR-03" in rules(
        "2025년 2분기 매출은 120억 원이다 [L3].", [*first, row("L3", "| 2분기 | 120", start=True)]
    )
    assert "GR-03" in rules(
        "2025년 2분기 매출은 120억 원이다 [L4].",
        [*first, para("L3", "(계속)"), row("L4", "| 2분기 | 120")],
    )
    assert "GR-03" in rules(
        "2025년 2분기 매출은 120억 원이다 [L3].", [*first, row("L3", "| 2분기 | 120 | 비고")]
    )


def test_a_hidden_row_lends_nothing() -> None:
    blocks = [
        row("L1", "연도 | 분기 | 매출(억 원)", start=True),
        {"anchor": "L2", "text": "2025년 | 1분기 | 100", "kind": "table_row",
         "flags": ["table", "hidden"]},
        row("L3", "| 2분기 | 120"),
    ]  # fmt: skip
    assert "GR-03" in rules("2025년 2분기 매출은 120억 원이다 [L3].", blocks)


def test_a_quote_of_the_covered_row_still_matches_its_own_text() -> None:
    assert ok('2분기 항목은 "2분기 | 120"으로 적혀 있다 [L3].', SALES)


def test_a_staircase_of_empty_cells_is_no_merge() -> None:
    # a fare table between stations (KTX's): each row starts one cell further right, and the
    # empty cells before it are the half of the matrix that repeats the other
    blocks = [
        row("L1", "역 | 가역 | 나역 | 다역 | 라역", start=True),
        row("L2", "1구간 | 100원 | 200원 | 300원 | 400원"),
        row("L3", "| 2구간 | 150원 | 250원 | 350원"),
        row("L4", "|  | 3구간 | 120원 | 220원"),
        row("L5", "|  |  | 4구간 | 130원"),
    ]
    assert ok("3구간 요금은 120원이다 [L4].", blocks)
    assert "GR-03" in rules("1구간 요금은 120원이다 [L4].", blocks)


def test_a_merged_cell_reaches_the_part_of_its_table_on_the_next_page() -> None:
    blocks = [
        row("p1.1", "연도 | 분기 | 매출(억 원)", start=True),
        row("p1.2", "2025년 | 1분기 | 100"),
        {"anchor": "p1.3", "text": "- 1 -", "kind": "paragraph", "flags": ["footer"]},
        {"anchor": "p2.1", "text": "2025 사업 보고", "kind": "paragraph", "flags": ["header"]},
        {"anchor": "p2.2", "text": "| 2분기 | 120", "kind": "table_row",
         "flags": ["table", "table_continued"]},
    ]  # fmt: skip
    assert ok("2025년 2분기 매출은 120억 원이었다 [p2.2].", blocks)
    # without the flag, the row on the next page is another table's
    other = [*blocks[:4], row("p2.2", "| 2분기 | 120")]
    assert "GR-03" in rules("2025년 2분기 매출은 120억 원이었다 [p2.2].", other)
