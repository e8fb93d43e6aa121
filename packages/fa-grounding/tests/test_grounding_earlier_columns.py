"""A level the sentence gives as the later period's is not the cell of the column before.

A row that sets a level beside the year before's (`역전로 | 84,000 | 90,000 | △6,000` under
`꽃묘 본수 | 전년 본수 | 증감`, or `4월 | 76,000 | 80,200 | 5.5` under `2024년 | 2025년 | 증감률`)
holds both values, so each alone is found by value. A sentence that dates the figure this year
(`올해 9만 본`), or gives it with the row's change as the level that changed (`with 76,000
visitors and a rise of 5.5%`), took the earlier column's cell for the later one.
"""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, row, rules

PLANTS = [
    para("L1", "2025. 3. 24.(월)"),
    para("L2", "(단위: ㎡, 본)"),
    row("L3", "구간 | 식재 면적 | 꽃묘 본수 | 전년 본수 | 증감", start=True),
    row("L4", "중앙로 | 3,200 | 128,000 | 120,000 | 8,000"),
    row("L5", "역전로 | 2,100 | 84,000 | 90,000 | △6,000"),
]

VISITORS = [
    para("L1", "(단위: 명, %)"),
    row("L2", "월 | 2024년 | 2025년 | 전년 대비 증감률", start=True),
    row("L3", "3월 | 72,500 | 79,800 | 10.1"),
    row("L4", "4월 | 76,000 | 80,200 | 5.5"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("역전로 구간은 올해 9만 본 심고 전년보다 6,000본 줄었습니다 [L5].", PLANTS),
        ("역전로에는 올해 90,000본을 심는다 [L5].", PLANTS),
        ("This year 90,000 seedlings go into Yeokjeon-ro [L5].", PLANTS),
        ("April grew the least, with 76,000 visitors and a rise of only 5.5% [L4].", VISITORS),
        ("4월 이용객은 76,000명으로 5.5% 늘었다 [L4].", VISITORS),
        ("올해 4월 이용객은 76,000명이었다 [L4].", VISITORS),
    ],
)
def test_a_level_given_as_the_later_periods_from_the_column_before_is_refused(
    draft: str, blocks: list[dict[str, object]]
) -> None:
    assert "GR-03" in rules(draft, blocks)


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("역전로 구간은 올해 8만 4,000본 심고 전년보다 6,000본 줄었습니다 [L5].", PLANTS),
        ("역전로는 전년 9만 본에서 올해 84,000본으로 줄었다 [L5].", PLANTS),
        ("역전로는 올해 84,000본으로 전년(90,000본)보다 6,000본 적다 [L5].", PLANTS),
        ("역전로는 지난해 90,000본을 심었고 올해는 6,000본 줄었다 [L5].", PLANTS),
        ("Yeokjeon-ro gets 84,000 this year against 90,000 last year [L5].", PLANTS),
        ("April grew the least, with 80,200 visitors and a rise of only 5.5% [L4].", VISITORS),
        ("4월 이용객은 2024년 76,000명에서 80,200명으로 5.5% 늘었다 [L4].", VISITORS),
        ("April visitors rose 5.5% from 76,000 to 80,200 [L4].", VISITORS),
        ("4월 이용객은 전년(76,000명)보다 5.5% 늘었다 [L4].", VISITORS),
        ("4월 이용객은 76,000명이었던 전년보다 5.5% 늘었다 [L4].", VISITORS),
        ("In April 2024 there were 76,000 visitors [L4].", VISITORS),
        ("4월 이용객은 1년 전 76,000명이었다 [L4].", VISITORS),
    ],
)
def test_a_level_of_the_column_before_named_as_such_passes(
    draft: str, blocks: list[dict[str, object]]
) -> None:
    assert ok(draft, blocks)


GRANTS = [
    para("L1", "<표 1> 분야별 신청·선정 현황 (단위: 건, 백만 원, %)"),
    row(
        "L2",
        "분야 | 신청 건수 | 선정 건수 | 경쟁률 | 지원금 | 전년 선정 건수 | 선정 건수 증감률",
        start=True,
    ),
    row("L3", "문학 | 412 | 78 | 5.28 : 1 | 1,024 | 82 | △4.9"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "문학 분야는 412건이 신청해 78건이 선정됐으며, 선정 건수는 전년 대비 4.9% 줄었다 [L3].",
            True,
        ),
        ("문학은 전년 82건에서 78건으로 4.9% 줄었다 [L3].", True),
        ("문학은 82건이었던 선정 건수가 올해 78건으로, 전년 대비 4.9% 줄었다 [L3].", True),
        # planted: the year before's count given as this year's, its change in the next clause
        (
            "문학 분야는 412건이 신청해 82건이 선정됐으며, 선정 건수는 전년 대비 4.9% 줄었다 [L3].",
            False,
        ),
    ],
)
def test_a_level_before_a_clause_of_its_change_over_the_year_before_is_the_later_years(
    draft: str, passes: bool
) -> None:
    assert ("GR-03" not in rules(draft, GRANTS)) is passes


_PRICES = [
    {"anchor": "L1", "kind": "heading", "text": "2025년 1~9월 가축시장 경매 결과"},
    {"anchor": "L2", "kind": "caption", "text": "(단위: 만 원)"},
    row("L3", "구분 | 2024년 | 2025년 | 증감", start=True),
    row("L4", "암송아지 | 280 | 266 | △14"),
    row("L5", "수송아지 | 400 | 418 | 18"),
    row("L6", "큰소(암소) | 520 | 494 | △26"),
]


def test_a_bare_move_after_one_from_last_year_to_this_year_starts_last_year() -> None:
    draft = (
        "암송아지는 지난해 280만 원에서 올해 266만 원으로 내렸고, 큰소(암소)도 520만 원에서 "
        "494만 원으로 내렸다 [L4, L6]."
    )
    assert ok(draft, _PRICES)


@pytest.mark.parametrize(
    "draft",
    [
        "암송아지는 지난해 280만 원에서 올해 266만 원으로 내렸고, 큰소(암소)는 494만 원에서 "
        "520만 원으로 올랐다 [L4, L6].",
        "암송아지는 지난해 280만 원에서 올해 266만 원으로 내렸고, 수송아지는 418만 원에서 "
        "400만 원으로 내렸다 [L4, L5].",
    ],
)
def test_a_bare_move_after_one_from_last_year_run_backwards_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, _PRICES)
