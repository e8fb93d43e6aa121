"""An amount given per period (`월 30만 원`, `연 최대 276만 원`, `KRW 300,000 a month`): a draft
that keeps the amount but gives it per another period (`연 30만 원`) is wrong."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

SUPPORT = [
    para("L1", "- 간병비: 중증 환자에게 월 30만 원"),
    para("L2", "- 특수식이 구입비: 연 최대 276만 원(월 23만 원)"),
    para("L3", "- 상담: 주 2회, 1회 50분"),
    para("L4", "지원 인원은 1,240명, 예산은 30억 원이다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "간병비는 월 30만 원이 지급됩니다 [L1].",
        "간병비는 매월 30만 원씩 받습니다 [L1].",
        "간병비는 30만 원입니다 [L1].",
        "특수식이 구입비는 연 최대 276만 원, 월 23만 원입니다 [L2].",
        "특수식이 구입비는 연간 276만 원까지입니다 [L2].",
        "The care allowance is KRW 300,000 a month [L1].",
        "Special diets are covered up to KRW 2.76 million per year [L2].",
        "상담은 주 2회입니다 [L3].",
        "예산은 연 30억 원입니다 [L4].",
    ],
)
def test_an_amount_per_the_blocks_period_passes(draft: str) -> None:
    report = check(draft, SUPPORT)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "간병비는 연 30만 원이 지급됩니다 [L1].",
        "간병비는 매년 30만 원씩 받습니다 [L1].",
        "특수식이 구입비는 월 최대 276만 원입니다 [L2].",
        "특수식이 구입비는 연 23만 원입니다 [L2].",
        "The care allowance is KRW 300,000 a year [L1].",
        "Special diets are covered up to KRW 2.76 million per month [L2].",
        "상담은 월 2회입니다 [L3].",
    ],
)
def test_an_amount_given_per_another_period_fails(draft: str) -> None:
    report = check(draft, SUPPORT)
    assert any(f.rule == "GR-03" for f in report.errors), report.format_text()


def test_a_wrong_amount_per_the_right_period_still_fails() -> None:
    assert not check("간병비는 월 35만 원이 지급됩니다 [L1].", SUPPORT).ok


_FEES = [
    {"anchor": "L11", "kind": "caption", "text": "<표 1> 차종별 대여 요금(10분당)"},
    {"anchor": "L12", "kind": "caption", "text": "(단위: 원)"},
    row("L13", "차종 | 현행(10분) | 개정(10분)", start=True),
    row("L15", "소형 | 2,300 | 2,400"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The 10-minute fee for a compact car rises from KRW 2,300 to KRW 2,400 [L15].", True),
        # planted: a quantity a fee is per that no head or caption over the row writes
        ("The 15-minute fee for a compact car rises from KRW 2,300 to KRW 2,400 [L15].", False),
    ],
)
def test_an_english_fee_for_a_quantity_is_per_the_quantity_its_heads_write(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FEES)
    assert report.ok is passes, report.format_text()


_RENTALS = [
    {"anchor": "L11", "kind": "caption", "text": "<표 1> 공구 분류별 대여료"},
    {"anchor": "L12", "kind": "caption", "text": "(단위: 원/일)"},
    row("L13", "구분 | 현행 대여료 | 개정 대여료 | 연체료", start=True),
    row("L15", "전동 공구 | 2,000 | 2,500 | 1,000"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "전동 공구 대여료는 1일 2,000원에서 2,500원으로 오른다 [L15].",
        "전동 공구 연체료는 1일 1,000원으로 그대로다 [L15].",
    ],
)
def test_one_day_before_an_amount_is_the_period_a_unit_line_per_day_gives(draft: str) -> None:
    report = check(draft, _RENTALS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        # planted: a base of two days, which the unit line does not give
        ("전동 공구 대여료는 2일 2,000원이다 [L15].", _RENTALS),
        # planted: a base of another counter than the unit line's
        ("전동 공구 대여료는 1시간 2,000원이다 [L15].", _RENTALS),
        # planted: a unit line per nothing, so the first of a month is a date no block gives
        (
            "전동 공구 대여료는 1일 2,000원이다 [L15].",
            [*_RENTALS[:1], {**_RENTALS[1], "text": "(단위: 원)"}, *_RENTALS[2:]],
        ),
        # planted: the amount per day is not the row's
        ("전동 공구 대여료는 1일 3,000원이다 [L15].", _RENTALS),
    ],
)
def test_a_base_the_unit_line_does_not_give_still_fails(draft: str, blocks: list) -> None:
    report = check(draft, blocks)
    assert any(f.rule == "GR-03" for f in report.errors), report.format_text()


_BIKES = [
    para("L35", "(단위: 대, 원)"),
    row("L36", "구분 | 보유 대수 | 기본 이용료(1시간) | 초과 요금(30분당)", start=True),
    row("L37", "어린이 자전거 | 120 | 1,000 | 500"),
    row("L38", "성인 자전거 | 40 | 2,000 | 1,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("어린이 자전거: 기본 1시간 1,000원, 초과 시 30분당 500원 [L36, L37]", True),
        ("성인 자전거 초과 요금은 30분당 1,000원이다 [L36, L38].", True),
        ("성인 자전거는 1시간에 2,000원이다 [L36, L38].", True),
        # planted: an amount per the head's period restated per another
        ("어린이 자전거: 기본 1시간 1,000원, 초과 시 1시간당 500원 [L36, L37]", False),
        ("성인 자전거 초과 요금은 10분당 1,000원이다 [L36, L38].", False),
        ("어린이 자전거 기본 이용료는 30분당 1,000원이다 [L36, L37].", False),
        # planted: the base of a period is no one's figure, but its amount is still held
        ("성인 자전거는 1시간에 1,000원이다 [L36, L38].", False),
        ("성인 자전거는 2시간 2,000원이다 [L36, L38].", False),
    ],
)
def test_an_amount_keeps_the_period_its_columns_head_gives(draft: str, passes: bool) -> None:
    report = check(draft, _BIKES)
    assert report.ok is passes, report.format_text()


_LIMITS = [
    para("L32", "○ 1회 최소 2시간, 최대 6시간 이용하며, 1팀당 월 이용 한도는 40시간"),
    para("L33", "○ 시설의 주 이용 시간대는 평일 19시 이후임"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a month before the topic it limits (`월 이용 한도는 40시간`) gives the figure per month
        ("Each team may use up to 40 hours a month [L32].", True),
        ("팀별 월 이용 한도는 40시간이다 [L32].", True),
        ("팀별로 40시간까지 이용할 수 있다 [L32].", True),
        # `주` before a topic is `main` as often as a week: it gives no period
        ("The rooms are used most after 19:00 each weekday [L33].", True),
        # planted: the month's limit given per week
        ("Each team may use up to 40 hours a week [L32].", False),
        ("팀별 주 40시간까지 이용 가능 [L32].", False),
    ],
)
def test_a_period_before_the_topic_it_limits_gives_the_figure_per_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _LIMITS)
    assert report.ok is passes, report.format_text()
