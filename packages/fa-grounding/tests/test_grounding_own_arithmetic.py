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


OLDEST = [
    para("L1", "□ 최고령 합격자는 김○○(82세, 1943년생) 씨다."),
    para("L2", "○ 최연소 합격자는 박○○(14세, 2011년생) 군이다."),
    para("L3", "○ 증가율은 호국원이 5.9%로 가장 높았으며, 민주묘지는 2.5%로 가장 낮았다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "최고령 합격자는 82세, 최연소 합격자는 14세로 두 사람의 나이 차이는 68세다[L1, L2].",
        "호국원(5.9%)이 가장 높고 민주묘지(2.5%)가 가장 낮아 두 곳의 차이는 3.4%p였다[L3].",
        "호국원은 5.9%, 민주묘지는 2.5%로 두 시설 간 격차는 3.4%p다[L3].",
    ],
)
def test_the_two_sides_of_a_gap_the_sentence_states_count_themselves(draft: str) -> None:
    assert check(draft, OLDEST).ok


@pytest.mark.parametrize(
    "draft",
    [
        "최고령 합격자는 82세, 최연소 합격자는 14세로 세 사람의 나이 차이는 68세다[L1, L2].",
        "최고령 합격자는 82세, 최연소 합격자는 14세로 두 사람의 나이 차이는 67세다[L1, L2].",
        "호국원의 증가율은 5.9%로 두 곳의 차이가 가장 컸다[L3].",
    ],
)
def test_a_gaps_sides_miscounted_or_a_wrong_gap_fails(draft: str) -> None:
    assert not check(draft, OLDEST).ok


FEES = [para("L1", "○ 15㎜ 기본요금: 월 1,000원 → 1,100원")]


@pytest.mark.parametrize(
    "draft",
    [
        "○ 15㎜ 기본요금은 월 1,000원에서 1,100원으로 10% 오름[L1]",
        "○ 15㎜ 기본요금은 월 1,000원에서 1,100원으로 올라 인상률은 10%임[L1]",
    ],
)
def test_a_change_in_per_cent_told_in_a_noun_of_direction_is_its_own_arithmetic(
    draft: str,
) -> None:
    assert check(draft, FEES).ok


@pytest.mark.parametrize(
    "draft",
    [
        "○ 15㎜ 기본요금은 월 1,000원에서 1,100원으로 12% 오름[L1]",
        "○ 15㎜ 기본요금은 월 1,000원에서 1,100원으로 10% 내림[L1]",
    ],
)
def test_a_change_in_per_cent_of_the_wrong_size_or_way_fails(draft: str) -> None:
    assert not check(draft, FEES).ok


_PENALTIES = [
    row("L27", "위반 내용 | 근거 | 건수 | 처분", start=True),
    row("L28", "건강진단 미실시 | 식품위생법 제40조제1항 | 6 | 과태료"),
    row("L29", "식품위생교육 미이수 | 식품위생법 제41조제1항 | 4 | 과태료"),
    para("L35", "- 과태료 10건은 건당 20만 원씩 총 200만 원을 부과하였음"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "과태료 10건은 건강진단 미실시 6건과 식품위생교육 미이수 4건이며 [L28, L29], 건당 "
        "20만 원씩 총 200만 원이 부과됐다 [L35].",
        "과태료 10건은 건강진단 미실시 6건, 식품위생교육 미이수 4건이다 [L28, L29].",
    ],
)
def test_a_whole_its_clause_adds_up_from_the_parts_it_names_is_its_own_arithmetic(
    draft: str,
) -> None:
    report = check(draft, _PENALTIES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # a whole the parts do not make, with or without a block that writes it elsewhere
        "과태료 11건은 건강진단 미실시 6건과 식품위생교육 미이수 4건이며 [L28, L29], 건당 "
        "20만 원씩 총 200만 원이 부과됐다 [L35].",
        "과태료 10건은 건강진단 미실시 5건과 식품위생교육 미이수 5건이다 [L28, L29].",
        # parts joined by no list, a change between them
        "과태료 10건은 6건 늘었고 식품위생교육 미이수는 4건이다 [L28, L29].",
    ],
)
def test_a_whole_its_named_parts_do_not_make_is_still_refused(draft: str) -> None:
    assert not check(draft, _PENALTIES).ok


_FEES = [
    row("L13", "구분 | 방문공증 | 전자공증 | 차액 | 감면율", start=True),
    row("L14", "사서증서 인증 | 20,000 | 15,000 | 5,000 | 25"),
    row("L16", "번역문 인증 | 15,000 | 12,000 | 3,000 | 20"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("번역문 인증은 방문 15,000원, 전자 12,000원으로 3,000원(20%) 감면된다 [L16].", True),
        ("번역문 인증은 15,000원 가운데 12,000원(80%)을 전자로 낸다 [L16].", True),
        ("번역문 인증의 감면율은 20%로, 3,000원이 감면된다 [L16].", True),
        ("번역문 인증의 감면율은 25%로, 3,000원이 감면된다 [L16].", False),
        # planted: the share of the smaller of the sentence's amounts, not of its whole
        ("번역문 인증은 방문 15,000원, 전자 12,000원으로 3,000원(25%) 감면된다 [L16].", False),
    ],
)
def test_a_rate_the_sentence_works_out_is_held_to_the_rate_its_one_cited_row_writes(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FEES)
    assert report.ok is passes, report.format_text()


_CLAY_TOPUP = [
    para("L31", "상반기 황토 보충량은 모두 186톤으로, 지난해 상반기 112톤보다 74톤 많았다."),
]


@pytest.mark.parametrize(
    ("draft", "passes", "unconfirmed"),
    [
        # a multiple hedged before it (`약 1.7배`) of the sentence's own two measures, 186/112
        # rounded at its last digit, is arithmetic fa checks
        ("- 보충량은 186톤으로 지난해 상반기(112톤)보다 74톤, 약 1.7배 많음 [L31]", True, False),
        # planted: a multiple the two do not give, hedged or not
        ("- 보충량은 186톤으로 지난해 상반기(112톤)보다 약 1.9배 많음 [L31]", False, False),
    ],
)
def test_a_multiple_hedged_before_it_of_the_sentences_own_figures(
    draft: str, passes: bool, unconfirmed: bool
) -> None:
    report = check(draft, _CLAY_TOPUP)
    assert report.ok is passes, report.format_text()
    assert bool(report.unconfirmed) is unconfirmed, report.format_text()
