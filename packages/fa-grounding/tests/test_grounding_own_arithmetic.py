"""Arithmetic a sentence does on figures it states itself: a gap between two of its figures
in the direction its word says (`9.6개월로 14.8개월보다 5.2개월 짧았다`), and a total shared
out per one of a count (`527명이 1,364명을 맡아 1인당 약 2.6명`), however small the result. A
gap told in the wrong direction, or a share that is not the quotient, still fails."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row, rules

REVIEWS = [
    para("L1", "<표 4> 심사 단계별 처리 현황 (단위: 건, 명, 개월)"),
    row("L2", "구분 | 접수 | 처리 | 평균 심사 기간", start=True),
    row("L3", "1차 심사 | 11,520 | 9,874 | 14.8"),
    row("L4", "이의신청 | 4,215 | 3,806 | 9.6"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "이의신청의 평균 심사 기간은 9.6개월로 1차 심사(14.8개월)보다 5.2개월 짧았다[L3, L4].",
        "1차 심사의 평균 심사 기간은 14.8개월로 이의신청(9.6개월)보다 5.2개월 길었다[L3, L4].",
        "이의신청의 평균 심사 기간은 9.6개월로 1차 심사(14.8개월)보다 5.2개월 적었다[L3, L4].",
        "Appeals took 9.6 months on average, 5.2 months shorter than first reviews (14.8 months) "
        "[L3, L4].",
    ],
)
def test_a_gap_between_two_stated_figures_in_its_words_direction_is_confirmed(draft: str) -> None:
    assert check(draft, REVIEWS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "이의신청의 평균 심사 기간은 9.6개월로 1차 심사(14.8개월)보다 5.2개월 길었다[L3, L4].",
        "이의신청의 평균 심사 기간은 9.6개월로 1차 심사(14.8개월)보다 5.2개월 많았다[L3, L4].",
        "1차 심사의 평균 심사 기간은 14.8개월로 이의신청(9.6개월)보다 5.2개월 짧았다[L3, L4].",
        "이의신청의 평균 심사 기간은 9.6개월로 1차 심사(14.8개월)보다 5.3개월 짧았다[L3, L4].",
    ],
)
def test_a_gap_told_in_the_wrong_direction_or_size_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, REVIEWS)


GUARDIANS = [
    para("L1", "<표 2> 시도별 공공후견 지원 현황 (단위: 명)"),
    row("L2", "시도 | 공공후견인 | 피후견인 | 목표", start=True),
    row("L3", "계 | 527 | 1,364 | 1,500"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "공공후견인 527명이 피후견인 1,364명을 맡고 있어 1인당 약 2.6명 수준이다[L3].",
        "공공후견인 527명이 피후견인 1,364명을 맡아 1인당 평균 2.59명이다[L3].",
    ],
)
def test_a_count_shared_out_per_one_of_another_is_confirmed_however_small(draft: str) -> None:
    assert check(draft, GUARDIANS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "공공후견인 527명이 피후견인 1,364명을 맡고 있어 1인당 약 3.6명 수준이다[L3].",
        "공공후견인 527명이 피후견인 1,364명을 맡아 1인당 평균 2.4명이다[L3].",
        "공공후견인 527명이 피후견인 1,500명을 맡아 1인당 약 2.6명이다[L3].",
    ],
)
def test_a_share_per_one_that_is_not_the_quotient_fails(draft: str) -> None:
    assert not check(draft, GUARDIANS).ok
