"""A count and the share in brackets after it are of one column of a cited row: a count of one
period written with the share of another period's count (each found in the row by value) is
refused, by the arithmetic of the column's total."""

from __future__ import annotations

import pytest
from grounding_drafts import row, rules

ACCIDENTS = [
    {"anchor": "L41", "kind": "caption", "text": "(단위: 건, %)"},
    row("L43", "유형 | 2023~24 | 2024~25 | 비중", start=True),
    row("L44", "넘어짐 | 24 | 19 | 63.3"),
    row("L45", "이용자 간 충돌 | 9 | 7 | 23.3"),
    row("L46", "기타 | 5 | 4 | 13.3"),
    row("L48", "계 | 38 | 30 | 100.0"),
]
CHANNELS = [
    row("L38", "방식 | 2024년 건수 | 2024년 비중 | 2025년 건수 | 2025년 비중", start=True),
    row("L39", "방문 | 800 | 66.7 | 750 | 60.0"),
    row("L40", "전화 | 340 | 28.3 | 380 | 30.4"),
    row("L41", "화상 | 60 | 5.0 | 120 | 9.6"),
    row("L42", "계 | 1,200 | 100.0 | 1,250 | 100.0"),
]

FLOWERS = [
    row("L12", "시군 | 재배면적 | 농가 수 | 비중", start=True),
    row("L13", "천안시 | 62.4 | 138 | 25.0"),
    row("L14", "아산시 | 48.7 | 112 | 19.5"),
    row("L15", "기타 | 138.9 | 302 | 55.5"),
    row("L16", "계 | 250.0 | 552 | 100.0"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("- 넘어짐 19건(63.3%)으로 가장 많고 이용자 간 충돌 7건(23.3%)이 뒤를 이음 [L44, L45]",
         ACCIDENTS),
        ("By channel, phone had 380 consultations (30.4%) [L40].", CHANNELS),
        ("전화 상담은 2024년 340건(28.3%)에서 2025년 380건(30.4%)으로 늘었다 [L40].", CHANNELS),
        # the share after two figures of the row may be the first's (the area's, not the
        # households')
        ("Asan follows with 48.7 ha and 112 households (19.5%) [L14].", FLOWERS),
    ],
)  # fmt: skip
def test_a_count_with_the_share_of_its_own_column_passes(draft: str, blocks: list) -> None:
    assert "GR-03" not in rules(draft, blocks)


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("- 이용자 간 충돌 9건(23.3%)으로 뒤를 이음 [L45]", ACCIDENTS),
        ("By channel, phone had 340 consultations (30.4%) [L40].", CHANNELS),
        ("전화 상담은 340건(30.4%)이었다 [L40].", CHANNELS),
        # planted: the area's share given the households alone
        ("Asan has 112 households (19.5%) [L14].", FLOWERS),
    ],
)
def test_a_count_of_another_period_than_its_bracketed_share_fails(draft: str, blocks: list) -> None:
    assert "GR-03" in rules(draft, blocks)
