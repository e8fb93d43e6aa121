"""A change and the base a sentence sets it against are of one line of a cited table: a change
of another period's column than its base's is refused, in either layout of the table."""

from __future__ import annotations

import pytest
from grounding_drafts import row, rules

BY_MONTH = [
    {"anchor": "L35", "kind": "caption", "text": "(단위: %, %p)"},
    row("L36", "구분 | 3월 | 4월 | 5월 | 6월", start=True),
    row("L37", "2024년 | 58.2 | 64.5 | 77.9 | 70.3"),
    row("L38", "2025년 | 61.7 | 69.0 | 83.4 | 68.8"),
    row("L39", "증감 | 3.5 | 4.5 | 5.5 | △1.5"),
]
YEAR_ROWS = [
    row("L38", "연도 | 사고 건수 | 사망 | 부상 | 증감", start=True),
    row("L39", "2023년 | 31 | 5 | 26 | △3"),
    row("L40", "2024년 | 23 | 3 | 20 | △8"),
]
BY_YEAR = [
    {"anchor": "L35", "kind": "caption", "text": "(단위: %, %p)"},
    row("L36", "월 | 2024년 | 2025년 | 증감", start=True),
    row("L37", "4월 | 64.5 | 69.0 | 4.5"),
    row("L38", "5월 | 77.9 | 83.4 | 5.5"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("- 5월 이용률은 전년 같은 달(77.9%) 대비 5.5%p 상승함 [L37, L39]", BY_MONTH),
        ("- 6월은 전년(70.3%)보다 1.5%p 낮아짐 [L37, L39]", BY_MONTH),
        ("- 5월 이용률은 전년 같은 달(77.9%) 대비 5.5%p 상승함 [L37, L38]", BY_YEAR),
        ("- May occupancy rose 5.5 points against 77.9% a year earlier [L37, L39]", BY_MONTH),
        # a later year's row, its change in a column of changes
        ("지난해 추락사고는 23건으로 2023년(31건)보다 8건 적었다 [L39, L40].", YEAR_ROWS),
    ],
)
def test_a_change_of_its_bases_column_or_row_passes(draft: str, blocks: list) -> None:
    assert "GR-03" not in rules(draft, blocks)


@pytest.mark.parametrize(
    "draft",
    [
        "- 전년 같은 달(77.9%) 대비 4.5%p 상승함 [L37, L39]",
        "- Occupancy rose 3.5 points against 77.9% a year earlier [L37, L39]",
    ],
)
def test_a_change_of_another_columns_period_than_its_base_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, BY_MONTH)
