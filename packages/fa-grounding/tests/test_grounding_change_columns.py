"""An unsigned figure under a `증감` head is a rise: Korean tables write a decrease `△180`.

`180억 원 줄었음` citing `| 580,000 | 562,000 | 18,000` under `구분 | 2026 | 2025 | 증 감` in
백만원 found 18,000 and passed, though the table says the budget grew by it.
"""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row, rules

BUDGET = [
    para("L1", "(단위: 백만원)"),
    row("L2", "구분 | 2026년 | 2025년 | 증 감 | 증감률", start=True),
    row("L3", "일반회계 | 526,000 | 513,400 | 12,600 | 2.5%"),
    row("L4", "특별회계 | 54,000 | 58,000 | △4,000 | △6.9%"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "일반회계는 126억 원 줄었다 [L1][L2][L3].",
        "일반회계는 전년보다 126억 원 감소했다 [L3].",
        "일반회계 증감률은 2.5% 감소다 [L3].",
    ],
)
def test_a_fall_given_to_an_unsigned_change_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, BUDGET)


@pytest.mark.parametrize(
    "draft",
    [
        "일반회계는 126억 원 늘었다 [L3].",
        "일반회계는 126억 원(2.5%) 증가했다 [L3].",
        "특별회계는 40억 원 줄었다 [L4].",
        "특별회계는 6.9% 감소했다 [L4].",
        "특별회계는 540억 원으로 줄었다 [L4].",  # the level, under a year's head
    ],
)
def test_a_change_in_the_direction_the_table_writes_passes(draft: str) -> None:
    assert ok(draft, BUDGET)


def test_a_column_of_another_head_is_not_judged() -> None:
    blocks = [
        para("L1", "(단위: 백만원)"),
        row("L2", "구분 | 2026년 | 2025년 | 차이", start=True),
        row("L3", "일반회계 | 526,000 | 513,400 | 12,600"),
    ]
    assert ok("일반회계는 126억 원 줄었다 [L3].", blocks)  # no 증감 head: as before


MONTHS = [
    row("L1", "월 | 사망자(명) | 사망자 전년 동월 대비(명)", start=True),
    row("L2", "2월 | 172 | △9"),
    row("L3", "3월 | 198 | 5"),
]


def test_an_unsigned_cell_under_a_year_on_year_head_is_a_rise() -> None:
    assert "GR-03" in rules("3월 사망자는 198명으로 전년 동월보다 5명 줄었다 [L3].", MONTHS)
    assert ok("3월 사망자는 198명으로 전년 동월보다 5명 늘었다 [L3].", MONTHS)
    assert ok("2월 사망자는 172명으로 전년 동월보다 9명 줄었다 [L2].", MONTHS)


SALES = [
    para("L1", "<표 1> 상품군별 거래액 (단위: 억 원, %)"),
    row("L2", "상품군 | 2025. 2. | 2025. 3. | 전월비 | 전년동월비 | 증가율", start=True),
    row("L3", "컴퓨터 | 6,012 | 6,127 | 1.9 | △4.1 | 2.0"),
    row("L4", "의복 | 14,308 | 17,962 | 25.5 | △2.5 | △1.0"),
]


@pytest.mark.parametrize("head", ["전월비", "전년동월비", "증가율"])
def test_a_column_of_changes_named_by_its_base_or_a_growth_rate_is_a_change_column(
    head: str,
) -> None:
    value = {"전월비": "1.9", "전년동월비": "4.1", "증가율": "2.0"}[head]
    fall, rise = (
        f"컴퓨터는 {head} {value}% 감소했다 [L3].",
        f"컴퓨터는 {head} {value}% 증가했다 [L3].",
    )
    if head == "전년동월비":  # the cell is signed: a fall is what it says
        assert ok(fall, SALES) and "GR-03" in rules(rise, SALES)
    else:  # planted: the unsigned cell is a rise
        assert "GR-03" in rules(fall, SALES) and ok(rise, SALES)


_STOPPED = [
    {"anchor": "L29", "kind": "caption", "text": "(단위: 일)"},
    {
        "anchor": "L30",
        "kind": "table_row",
        "text": "구분 | 2024년 | 2025년 | 증감",
        "flags": ["table", "table_start"],
    },
    {"anchor": "L31", "kind": "table_row", "text": "운영 중지 | 19 | 14 | △5", "flags": ["table"]},
    {"anchor": "L33", "kind": "table_row", "text": "강풍 | 5 | 6 | 1", "flags": ["table"]},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a signed day is a change of days, not a day of a month
        (
            "| 구분 | 2024년 | 2025년 | 증감 | 근거 |\n|---|---|---|---|---|\n"
            "| 운영 중지 | 19일 | 14일 | △5일 | L31 |\n| 강풍 | 5일 | 6일 | +1일 | L33 |",
            True,
        ),
        # planted: another change, and a fall written as a rise
        (
            "| 구분 | 2024년 | 2025년 | 증감 | 근거 |\n|---|---|---|---|---|\n"
            "| 운영 중지 | 19일 | 14일 | △4일 | L31 |",
            False,
        ),
        (
            "| 구분 | 2024년 | 2025년 | 증감 | 근거 |\n|---|---|---|---|---|\n"
            "| 운영 중지 | 19일 | 14일 | +5일 | L31 |",
            False,
        ),
    ],
)
def test_a_signed_day_in_a_change_column_is_a_change_of_days(draft: str, passes: bool) -> None:
    report = check(draft, _STOPPED)
    assert report.ok is passes, report.format_text()


# A row whose level and change are the same size: the level does not stand for the change.
ITEMS = [
    para("L1", "(단위: 건)"),
    row("L2", "항목 | 기준치 | 부적합 건수 | 전년 대비 증감", start=True),
    row("L3", "일반세균 | 100 이하 | 3 | 1"),
    row("L4", "대장균 | 불검출 | 1 | △1"),
    row("L5", "계 | - | 4 | △1"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "대장균은 1건 검출되어 전년 대비 1건 증가함 [L4].",
        "E. coli was detected in 1 test, up 1 from the year before [L4].",
        "대장균 부적합은 1건으로 전년보다 1건 늘었다 [L4].",
    ],
)
def test_a_rise_given_to_a_row_whose_change_column_writes_a_fall_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, ITEMS)


@pytest.mark.parametrize(
    "draft",
    [
        "대장균은 1건 검출되어 전년 대비 1건 감소함 [L4].",
        "일반세균은 3건으로 전년 대비 1건 증가함 [L3].",
        "대장균은 1건 검출되었다 [L4].",
        # a rise the block also writes in prose: the prose may be its source
        "대장균은 1건으로 전년보다 1건 늘었다 [L4][L6].",
    ],
)
def test_a_change_in_the_direction_of_the_change_column_passes(draft: str) -> None:
    blocks = [*ITEMS, para("L6", "대장균은 1건으로 전년보다 1건 늘었다.")]
    assert ok(draft, blocks)
