"""Numbered rounds of a schedule table (`제1회 | 2. 22.(토)`), restated without their `제`
(`1회 2/22(토)`, `2차 3. 8.`): the number names the round, and each round keeps its own date."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row, rules

SCHEDULE = [
    para("L1", "<표 2> 2025년 승급 심사 결과"),
    para("L2", "(단위: 명, %)"),
    row("L3", "회차 | 일자 | 응시 | 합격 | 합격률", start=True),
    row("L4", "제1회 | 2. 22.(토) | 146 | 131 | 89.7"),
    row("L5", "제2회 | 4. 26.(토) | 158 | 139 | 88.0"),
    row("L6", "제3회 | 6. 28.(토) | 171 | 156 | 91.2"),
    para("L7", "□ 제4회 승급 심사: 2025. 10. 11.(토) 예정"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "심사는 1회 2/22(토), 2회 4/26(토), 3회 6/28(토)였습니다 [L4, L5, L6].",
        "2회는 4/26(토)에 열렸습니다 [L5].",
        "3회: 6. 28.(토) [L6]",
        "하반기 4회는 10/11(토) 예정입니다 [L7].",
        # a count of rounds stays a count
        "상반기에 심사는 3회 열렸습니다 [L4, L5, L6].",
    ],
)
def test_a_round_named_without_its_je_before_its_date_passes(draft: str) -> None:
    assert ok(draft, SCHEDULE), draft


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a round number no cited row names
        "심사는 3회 4/26(토)였습니다 [L5].",
        "심사는 5회 2/22(토)였습니다 [L4].",
        # planted: two rounds given each other's dates, with and without `제` or `차`
        "심사는 1회 4/26(토), 2회 2/22(토)였습니다 [L4, L5].",
        "심사는 제1회 4/26(토), 제2회 2/22(토)였습니다 [L4, L5].",
        "심사는 1회차 4. 26.(토), 2회차 2. 22.(토)였습니다 [L4, L5].",
        # planted: a round given another round's figure
        "합격자는 1회차 139명, 2회차 131명이었습니다 [L4, L5].",
        "합격자는 1회 139명, 2회 131명이었습니다 [L4, L5].",
        # planted: a count of rounds no block gives
        "상반기에 심사는 4회 열렸습니다 [L4, L5, L6].",
    ],
)
def test_a_round_given_another_rounds_date_or_number_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, SCHEDULE), draft


def test_rounds_in_their_own_order_with_their_figures_pass() -> None:
    draft = "합격자는 1회차 131명, 2회차 139명, 3회차 156명이었습니다 [L4, L5, L6]."
    assert ok(draft, SCHEDULE), draft


_FIRST_ROUND = [
    {"anchor": "L8", "kind": "list_item", "text": "□ 1차 신청·접수 결과 (2. 2. ~ 2. 27.)"},
    {"anchor": "L9", "kind": "list_item",
     "text": "○ 접수 2,140건 중 1,986건 지급 결정(결정률 92.8%), 부적격 154건"},
    {"anchor": "L37", "kind": "list_item", "text": "□ 2차 신청·접수 계획 (5. 4. ~ 5. 29.)"},
]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the round a `□` heading names is lent to the items under it, as a period is
        ("- 1차 접수 2,140건 중 1,986건 지급 결정(결정률 92.8%) [L9]", True),
        # planted: another round than the heading's
        ("- 2차 접수 2,140건 중 1,986건 지급 결정(결정률 92.8%) [L9]", False),
    ],
)
def test_a_round_its_heading_names_is_lent_to_the_items_under_it(draft: str, passes: bool) -> None:
    report = check(draft, _FIRST_ROUND)
    assert report.ok is passes, report.format_text()
