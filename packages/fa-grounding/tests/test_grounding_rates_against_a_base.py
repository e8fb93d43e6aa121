"""A rate of change a sentence gives against a base it states must be the gap between its level
and that base, over the base (`43명은 ... 5년 평균(33.0명)보다 30.3% 많음`), whatever the blocks
hold."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

_MALARIA = [
    para(
        "L32",
        "○ 올해 환자는 43명으로 전년 같은 기간(39명)보다 4명(10.3%) 증가하였고, "
        "5년 평균(33.0명)보다 10명(30.3%) 많음",
    ),
    para("L33", "○ A사 매출은 120억 원으로 전년(100억 원) 대비 20% 증가, B사는 50억 원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "올해 환자 43명은 전년 같은 기간(39명)보다 4명(10.3%) 늘었고, 5년 평균(33.0명)보다 "
        "30.3% 많음 [L32].",
        "올해 환자 43명은 5년 평균 33.0명 대비 30% 증가했다 [L32].",
        "올해 환자 43명은 5년 평균(33.0명)보다 10명(30.3%) 많다 [L32].",
        "A사 매출은 120억 원으로 전년(100억 원)보다 20% 늘었다 [L33].",
        # the level of another clause, and a level after the rate, are not its level
        "B사는 50억 원, A사는 전년(100억 원) 대비 20% 증가했다 [L33].",
        "A사 매출은 전년(100억 원) 대비 20% 증가한 120억 원이다 [L33].",
    ],
)
def test_a_rate_that_is_the_gap_over_the_base_passes(draft: str) -> None:
    report = check(draft, _MALARIA)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a count's digits given as the rate (10명 as 10%), after a clause of change
        "올해 환자 43명은 전년 같은 기간(39명)보다 4명(10.3%) 늘었고, 5년 평균(33.0명)보다 "
        "10% 많음 [L32].",
        "올해 환자 43명은 5년 평균(33.0명)보다 10% 많다 [L32].",
        "A사 매출은 120억 원으로 전년(100억 원) 대비 12% 증가했다 [L33].",
    ],
)
def test_a_rate_that_is_not_the_gap_over_the_base_fails(draft: str) -> None:
    report = check(draft, _MALARIA)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_RISE = [
    row("L11", "도 | 2024년 | 2025년 | 증감 | 증감률", start=True),
    row("L12", "강원 | 9,210 | 10,450 | 1,240 | 13.5"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Gangwon gets 10,450 workers, 1,240 more, a rise of 13.5% [L12].", True),
        ("강원은 10,450명으로 1,240명(13.5%) 증가 [L12].", True),
        # planted: the rise measured over the later level (1,240 of 10,450), not the base
        ("Gangwon gets about 10,500 workers, 1,240 more, a rise of about 12% [L12].", False),
        ("강원은 10,450명으로 1,240명(11.9%) 증가 [L12].", False),
    ],
)
def test_a_rate_of_a_rise_is_over_the_earlier_level_not_a_share_of_the_later(
    draft: str, passes: bool
) -> None:
    report = check(draft, _RISE)
    assert (not report.errors) is passes, report.format_text()
    if not passes:
        assert "GR-03" in {f.rule for f in report.errors}


_MEMBERS = [para("L40", "○ 동호회 회원은 1,420명에서 1,860명으로 440명(31.0%) 늘었다.")]


@pytest.mark.parametrize(
    ("draft", "silent"),
    [
        # the same change in other terms after the first (`an increase of 440 or about 31.0%`)
        # is a change in per cent too, from the earlier level
        ("Membership rose from 1,420 to 1,860, an increase of 440 or about 31.0% [L40].", True),
        ("Membership rose 440, or 31.0%, to 1,860 [L40].", True),
        # planted: the change in per cent worked out on the later level is not passed silently
        ("Membership rose from 1,420 to 1,860, an increase of 440 or about 23.7% [L40].", False),
    ],
)
def test_a_change_restated_in_per_cent_after_or_is_a_change(draft: str, silent: bool) -> None:
    report = check(draft, _MEMBERS)
    assert (report.ok and not report.unconfirmed) is silent, report.format_text()


_COLLECTION = [
    para("L11", "○ 2023년 대비 2024년 징수율은 3.7%p 상승하여 2년 연속 개선됨"),
    row("L15", "연도 | 부과액 | 징수액 | 징수율 | 전년 대비", start=True),
    row("L16", "2023년 | 812,400 | 601,200 | 74.0 | -"),
    row("L17", "2024년 | 905,000 | 703,200 | 77.7 | 3.7"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2024년 징수율은 77.7%로 2023년(74.0%)보다 3.7%p 상승함 [L11, L16, L17].", True),
        ("징수율은 77.7%로 전년(74.0%) 대비 5.0% 높아졌다 [L16, L17].", True),
        # planted: the gap of two rates in points written in per cent against the base
        ("2024년 징수율은 77.7%로 2023년(74.0%)보다 3.7% 상승함 [L11, L16, L17].", False),
        ("징수율은 77.7%로 74.0%보다 3.7% 높다 [L16, L17].", False),
        # (a figure of another kind after the rate is no level: `2년 연속`)
        (
            "2024년 징수율은 77.7%로 2023년(74.0%)보다 3.7% 상승하여 2년 연속 개선됨 [L11, L17].",
            False,
        ),
    ],
)
def test_the_gap_of_two_rates_against_a_base_is_in_points(draft: str, passes: bool) -> None:
    report = check(draft, _COLLECTION)
    assert report.ok is passes, report.format_text()
