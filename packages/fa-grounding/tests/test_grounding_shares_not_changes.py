"""A per cent a block gives as a share of a base (`평년의 20.5% 수준`) is no change (`평년보다
20.5% 줄었다`), and a change is no share: the two state different quantities with one value."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

RAIN = [
    para("L1", "○ 누적 강수량은 21.4mm로 평년(104.6mm)의 20.5% 수준에 그쳤다."),
    para("L2", "○ 저수율은 전년보다 12.3% 줄었고, 유입량은 8.1% 늘었다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "누적 강수량은 21.4mm로 평년의 20.5% 수준이었습니다 [L1].",
        "Rainfall was 21.4mm, only 20.5% of the normal 104.6mm [L1].",
        "저수율은 전년보다 12.3% 줄었습니다 [L2].",
        "유입량은 8.1% 늘었습니다 [L2].",
    ],
)
def test_a_share_as_a_share_and_a_change_as_a_change_pass(draft: str) -> None:
    report = check(draft, RAIN)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "누적 강수량은 21.4mm로 평년(104.6mm)보다 20.5% 줄었음 [L1].",
        "강수량은 평년보다 20.5% 적었습니다 [L1].",
        "Rainfall was 20.5% below normal [L1].",
        "저수율은 전년의 12.3% 수준입니다 [L2].",
        "유입량은 전년의 8.1%에 그쳤습니다 [L2].",
    ],
)
def test_a_share_given_as_a_change_or_a_change_as_a_share_fails(draft: str) -> None:
    report = check(draft, RAIN)
    assert any(f.rule == "GR-03" for f in report.errors), report.format_text()


FARES = [
    para("L1", "- 단체 관람료는 개인 관람료의 20%를 할인한 금액임"),
    para("L2", "○ 대용량 충전소는 71기로 전체의 18.1%를 차지한다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "단체 관람료는 개인 관람료보다 20% 저렴합니다 [L1].",
        "Large stations make up 18.1% of the total [L2].",
    ],
)
def test_a_share_a_word_makes_a_change_and_a_share_made_up_pass(draft: str) -> None:
    report = check(draft, FARES)
    assert report.ok, report.format_text()


def test_a_share_that_rose_is_still_held_to_its_direction() -> None:
    assert not check("대용량 충전소 비중은 18.1% 늘었습니다 [L2].", FARES).ok


def test_a_share_a_word_makes_a_change_is_still_held_to_its_size() -> None:
    assert not check("단체 관람료는 개인 관람료보다 25% 저렴합니다 [L1].", FARES).ok


SAVINGS = [
    para(
        "L23",
        "연간 간판 전력 사용량은 625,000kWh에서 364,000kWh로 261,000kWh(41.8%) 줄었다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "The switch saves about 261 MWh a year, roughly 42% of previous use [L23].",
        "The switch cut use by 261,000 kWh, 41.8% of the previous level [L23].",
        "The switch saved 261,000 kWh (41.8%) [L23].",
    ],
)
def test_a_share_of_the_level_before_that_a_verb_saves_or_cuts_is_a_change(draft: str) -> None:
    report = check(draft, SAVINGS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the saving's rate given as what is left, its size changed, or as a share
        # of a whole that no verb of saving makes a change
        "Use fell to 41.8% of the previous level [L23].",
        "The switch saves about 261 MWh a year, roughly 48% of previous use [L23].",
        "The switch saves about 261 MWh a year, 41.8% of the total [L23].",
    ],
)
def test_a_saving_given_as_what_is_left_or_as_a_rise_fails(draft: str) -> None:
    report = check(draft, SAVINGS)
    assert not report.ok, report.format_text()
