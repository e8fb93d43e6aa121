"""A figure computed from the source stays refused, and the finding says how it was computed.

A host model asked for a summary often writes the change between two years or a total that no
block states (`250억 원 늘었다` over `1,250억 원` and `1,000억 원`). The check compares the
figures a block states and does not vouch for arithmetic, so such a figure, when it is a
correct rounding of the computation, is unconfirmed (GR-07): not refused, and shown to the
person approving, with what it was computed from. A figure that no computation gives is still
refused, and a difference of two rates written in % instead of %p is refused.
"""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

BUDGET = [
    para("L1", "2024년 예산은 1,250억 원으로 2023년 1,000억 원보다 늘었다."),
    row("L2", "구분 | 2023년 | 2024년", start=True),
    row("L3", "인건비 | 400 | 520"),
    para("L4", "(단위: 백만원)"),
]


def details(draft: str) -> list[str]:
    return [f.detail for f in check(draft, BUDGET).errors if f.rule == "GR-03"]


def unconfirmed(draft: str, blocks: list[dict[str, object]] = BUDGET) -> list[str]:
    report = check(draft, blocks)
    assert report.ok, report.errors
    return [f.detail for f in report.unconfirmed]


@pytest.mark.parametrize(
    ("draft", "told"),
    [
        (
            "2024년 예산은 전년보다 250억 원 늘었다 [L1].",
            "the difference of '1,250억 원' and '1,000억 원'",
        ),
        ("2024년 예산은 전년 대비 25% 증가했다 [L1].", "in per cent"),
        ("2023년과 2024년 예산을 합치면 2,250억 원이다 [L1].", "the sum of"),
        ("2024년 예산은 2023년의 1.25배다 [L1].", "the ratio of '1,250억 원' to '1,000억 원'"),
        ("인건비 증가분은 120백만원이다 [L2][L3][L4].", "the difference of"),
        ("인건비는 30% 늘었다 [L2][L3][L4].", "in per cent"),
        ("The 2024 budget was 250억 원 higher than in 2023 [L1].", "the difference of"),
    ],
)
def test_a_computed_figure_is_unconfirmed_and_explained(draft: str, told: str) -> None:
    found = unconfirmed(draft)
    assert any(told in d and "computed from the source" in d for d in found), found


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 예산은 전년보다 260억 원 늘었다 [L1].",  # no difference of the block's figures
        "2024년 예산은 전년 대비 27% 증가했다 [L1].",
        "2024년 예산은 250억 원이다 [L1].",  # says no change: a wrong figure, not a computed one
    ],
)
def test_a_wrong_figure_is_not_explained_as_computed(draft: str) -> None:
    found = details(draft)
    assert found and not any("computed from the source" in d for d in found), found


def test_a_difference_of_two_rates_is_told_in_points() -> None:
    blocks = [para("L1", "고용률은 62.3%로 1년 전 57.5%보다 높아졌다.")]
    found = [f.detail for f in check("고용률은 4.8% 높아졌다 [L1].", blocks).errors]
    assert any("in percentage points (%p, not %)" in d for d in found), found
    assert unconfirmed("고용률은 4.8%p 높아졌다 [L1].", blocks)


def test_a_share_and_a_total_of_three_are_unconfirmed_and_explained() -> None:
    beds = [
        para("L1", "종합병원 1,452병상, 병원 1,186병상, 요양병원 1,730병상"),
        para("L2", "환자 55명 중 15명이 숨졌다."),
    ]
    assert any("the sum of" in d for d in unconfirmed("병상은 모두 4,368병상이다 [L1].", beds))
    assert any("the share of" in d for d in unconfirmed("치명률은 약 27%다 [L2].", beds))
    assert not check("병상은 모두 4,386병상이다 [L1].", beds).ok
    assert not check("치명률은 약 37%다 [L2].", beds).ok


_RECOVERY = [
    para("L13", "○ 대불금 지급: 73건, 28억 6,000만 원 (전년 66건)"),
    para("L14", "○ 구상권 행사로 회수한 금액: 9억 5,000만 원"),
    para("L22", "○ 조정신청 수수료: 신청 금액 500만 원 이하 22,000원"),
    para("L27", "○ 기초생활수급자 면제, 차상위계층 50% 감면"),
    para("L9", "○ 환수액 50억 8,500만 원에 40억 원 초과 구간(4억 8,000만 원 + 초과금액의 4%) 적용"),
    para("L16", "○ 조정결정: 개시일부터 90일 이내, 필요하면 1회에 한해 30일까지 연장할 수 있다."),
    para("L12", "○ 조치: 고발 8건, 과태료 31건(총 4,650만 원), 원상회복 명령 14건"),
    para("L40", "○ 성장기반자금: 8개 분야, 업체당 2억 원 이내"),
    para("L41", "○ 설정등록료(10년분): 1개 류당 211,000원"),
    row("L29", "합계 | 1,284명 | 57,100장"),
    para("L30", "○ 구 금관분교장 연간 대부료 412만 원, 교육용시설은 대부료의 50% 감면"),
    para("L31", "○ 위원회는 80명 이내로 두고, 공개모집 위원은 정수의 100분의 60 이상으로 한다."),
]


@pytest.mark.parametrize(
    ("draft", "told"),
    [
        # a quotient said as a division
        ("회수액을 지급액으로 나누면 약 33% 수준입니다[L13, L14].", "the share of"),
        # half of a cited fee, said in words
        ("차상위계층은 절반만 내면 되므로 수수료는 11,000원입니다[L22, L27].", "half of"),
        # the part of a cited amount over a threshold the sentence names
        ("40억 원을 넘는 10억 8,500만 원의 4%가 더해진다[L9].", "over"),
        # a period with its extension
        ("조정결정은 개시일부터 90일 이내, 연장 시 최대 120일이다[L16].", "the sum of"),
        # an amount per one of a count (`1건당 평균`)
        ("과태료는 1건당 평균 150만 원 수준이다[L12].", "per one of"),
        # a count per one of a count of another counter
        ("참여자 1인당 평균 약 44장을 수거한 셈입니다[L29].", "per one of"),
        # a rate's part of a cited amount, the sentence saying it follows (`따라서`, `셈`)
        ("따라서 실제 부담액은 연 206만 원입니다[L30].", "'50%' of '412만 원'"),
        ("연 206만 원만 내는 셈입니다[L30].", "'50%' of '412만 원'"),
        # a minimum a cited share of a cited total gives, said to follow (`하므로`)
        ("공개모집이 정수의 100분의 60 이상이어야 하므로 최소 48명입니다[L31].", "of '80'"),
    ],
)
def test_a_quotient_a_half_or_an_excess_of_cited_figures_is_unconfirmed(
    draft: str, told: str
) -> None:
    found = unconfirmed(draft, _RECOVERY)
    assert any(told in d and "computed from the source" in d for d in found), found


@pytest.mark.parametrize(
    "draft",
    [
        "회수액을 지급액으로 나누면 약 38% 수준입니다[L13, L14].",
        "차상위계층은 절반만 내면 되므로 수수료는 12,000원입니다[L22, L27].",
        "40억 원을 넘는 11억 8,500만 원의 4%가 더해진다[L9].",
        "조정결정은 개시일부터 90일 이내, 연장 시 최대 150일이다[L16].",
        "과태료는 1건당 평균 160만 원 수준이다[L12].",
        "참여자 1인당 평균 약 47장을 수거한 셈입니다[L29].",
        "따라서 실제 부담액은 연 216만 원입니다[L30].",
        "공개모집이 정수의 100분의 60 이상이어야 하므로 최소 46명입니다[L31].",
        # a count over a count of the same counter is no amount per one
        "참여자 1인당 평균 약 44명을 만난 셈입니다[L29].",
        # `당` without an average is a limit, and a tenth is a slip of scale, not a quotient
        "성장기반자금은 업체당 최대 2천만 원까지 빌릴 수 있다[L40].",
        "설정등록료는 10년분 기준 1개 류당 평균 21,100원이다[L41].",
    ],
)
def test_a_wrong_quotient_half_or_excess_is_refused(draft: str) -> None:
    assert not check(draft, _RECOVERY).ok


RESERVE = [
    para("L1", "공급예비율은 13.3%로 전년 실적 11.3%보다 높다."),
    para("L2", "수요관리 자원은 2.0%p 늘었다."),
]


def test_a_difference_or_sum_of_the_sentences_own_cited_figures_is_confirmed() -> None:
    # fa checks the arithmetic of figures the sentence itself states, each found by value
    for draft in (
        "공급예비율은 13.3%로 전년(11.3%)보다 2.0%p 높다 [L1].",
        "공급예비율은 11.3%에서 13.3%로 2.0%p 올랐다 [L1].",
    ):
        report = check(draft, RESERVE)
        assert report.ok and not report.unconfirmed, report.format_text()
    report = check("2023년 1,000억 원과 2024년 1,250억 원을 합치면 2,250억 원이다 [L1].", BUDGET)
    assert report.ok and not report.unconfirmed, report.format_text()
    # a change in per cent of its own figures, correctly rounded, is arithmetic fa checks too
    report = check("예산은 1,000억 원에서 1,250억 원으로 25% 증가했다 [L1].", BUDGET)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check("예산은 1,000억 원에서 1,250억 원으로 30% 증가했다 [L1].", BUDGET).ok
    # a figure a cited block holds with the other direction is not confirmed by arithmetic
    sides = [para("L1", "예산안은 165억 원 감액, 385억 원 증액으로 심사되었다.")]
    assert not check("예산안은 165억 원 감액, 385억 원 감액으로 총 220억 원 차이다 [L1].", sides).ok
    # not computed from the sentence's own figures: the block that holds it is not cited
    found = [f.detail for f in check("공급예비율은 전년보다 2.0%p 높다 [L1].", RESERVE).errors]
    assert any("appears in L2" in d for d in found), found
    # a wrong difference of its own figures still fails
    assert not check("공급예비율은 13.3%로 전년(11.3%)보다 2.2%p 높다 [L1].", RESERVE).ok


CONTRIBUTION = [
    para("L1", "총급여 2,400만 원 이하: 월 최대 42,000원 지원"),
    para("L2", "2024년까지 같은 구간 월 최대 기여금은 24,000원"),
    row("L3", "시도 | '23년 말 | '24년 말", start=True),
    row("L4", "서울 | 552 | 571"),
]


def test_a_year_of_a_monthly_amount_and_a_signed_change_of_its_own_figures_are_confirmed() -> None:
    for draft in (
        "월 42,000원(연 504,000원)을 지원받는다 [L1].",
        "서울: 552개 → 571개(+19개) [L4]",
    ):
        report = check(draft, CONTRIBUTION)
        assert report.ok and not report.unconfirmed, report.format_text()
    assert not check("월 42,000원(연 540,000원)을 지원받는다 [L1].", CONTRIBUTION).ok
    assert not check("서울: 552개 → 571개(+21개) [L4]", CONTRIBUTION).ok


def test_a_change_of_figures_the_sentence_before_states_is_confirmed() -> None:
    draft = "2,400만 원 이하는 월 42,000원 [L1]. 2024년 24,000원보다 월 18,000원 늘었다 [L2]."
    report = check(draft, CONTRIBUTION)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("18,000원", "16,000원"), CONTRIBUTION).ok
    # two sentences back is no operand: the figure is not confirmed
    apart = "월 42,000원 [L1]. 구간은 2,400만 원 이하다 [L1]. 24,000원보다 월 18,000원 늘었다 [L2]."
    report = check(apart, CONTRIBUTION)
    assert not report.ok or report.unconfirmed


STAFF = [
    row("L1", "구분 | 2023년 | 2024년 | 증감", start=True),
    row("L2", "청소 인력 | 58 | 64 | 6"),
    row("L3", "합계 | 80 | 94 | 14"),
    row("L4", "경부선 | 96 | 92 | △4"),
    row("L5", "호남선 | 61 | 58 | △3"),
    para("L6", "민간공원 특례사업 88개소 중 준공 32개소, 공사 중 41개소, 협약 단계 15개소"),
]


@pytest.mark.parametrize(
    "draft",
    [
        # a level that happens to be the difference of the sentence before's two figures
        "인력은 80명에서 94명으로 14명 늘었다 [L3]. 청소 인력은 58명에서 66명으로 늘었다 [L2].",
        "Staff rose from 80 to 94 (+14) [L3]. Cleaning staff rose from 58 to 66 [L2].",
        # another line's change given to this line: 96 - 92 of the line before
        "경부선: 96개소에서 92개소 [L4]. 호남선: 58개소, 전년 대비 4개소 감소 [L5].",
    ],
)
def test_a_figure_only_the_sentence_befores_figures_give_is_unconfirmed(draft: str) -> None:
    report = check(draft, STAFF)
    assert report.unconfirmed or not report.ok, report.format_text()


def test_a_remainder_of_the_sentence_befores_figures_the_sentence_names_is_confirmed() -> None:
    draft = "특례사업 88개소 중 준공은 32개소 [L6]. 아직 준공되지 않은 사업은 56개소다 [L6]."
    report = check(draft, STAFF)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("56개소", "57개소"), STAFF).ok


def test_a_gap_the_block_states_from_the_other_side_takes_the_sentences_own_order() -> None:
    blocks = [para("L1", "비수도권 청년 고용률(59.4%)이 수도권(65.6%)보다 6.2%p 낮다.")]
    draft = "수도권은 65.6%로 비수도권(59.4%)보다 6.2%p 높다 [L1]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("높다", "낮다"), blocks).ok
    assert not check(draft.replace("6.2%p", "6.4%p"), blocks).ok


EXAMS = [
    row("L1", "구분 | 응시자 | 합격자", start=True),
    row("L2", "필기 | 1,074,575 | 712,384"),
    para("L3", "청약철회 보장 항목의 배점은 25점이다."),
    para("L4", "환급 처리 항목의 배점은 25점이다."),
    para("L5", "심사 항목 배점 합계는 100점이며, 50점 이상이면 인증한다."),
]


def test_a_figure_the_sentence_says_it_computes_is_checked_as_arithmetic() -> None:
    # `계산`, `산출`, `나머지`: the sentence says its figure is computed, here a difference of
    # its own two figures (362,191, rounded at its last digit)
    draft = (
        "필기 응시자 107만 4,575명 가운데 합격자는 71만 2,384명으로, "
        "불합격자는 약 36만 2천 명으로 계산된다 [L2]."
    )
    report = check(draft, EXAMS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a wrong difference, or one not rounded at its own last digit, still fails
    assert not check(draft.replace("36만 2천", "35만 2천"), EXAMS).ok
    assert not check(draft.replace("36만 2천", "36만 4천"), EXAMS).ok
    # without a word that computes, and without its operands in the sentence, a figure no
    # block holds is refused as before
    bare = "필기 불합격자는 약 36만 2천 명이다 [L2]."
    assert not check(bare, EXAMS).ok


@pytest.mark.parametrize(
    "draft",
    [
        # its own two figures, named by the sentence: their difference, share or product
        "필기 응시자 107만 4,575명 중 합격자는 71만 2,384명, 불합격자는 약 36만 2천 명 [L2].",
        "필기 응시자 1,074,575명 가운데 합격자 712,384명은 약 66.3%다 [L2].",
    ],
)
def test_arithmetic_on_the_sentences_own_figures_is_confirmed(draft: str) -> None:
    report = check(draft, EXAMS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the arithmetic off at its last digit
    wrong = draft.replace("36만 2천", "35만 2천").replace("66.3%", "67.3%")
    assert not check(wrong, EXAMS).ok


def test_a_sum_or_difference_of_the_sentences_own_figures_is_exact_unless_hedged() -> None:
    blocks = [para("L6", "○ 지원 규모: 총 57억 5천만 원 (농업창업 50억 원, 주택구입 7억 5천만 원)")]
    draft = "농업창업(50억 원)과 주택구입(7억 5천만 원)을 합한 총 지원 규모는 {}이다 [L6]."
    assert check(draft.format("57억 5천만 원"), blocks).ok
    assert check(draft.format("약 58억 원"), blocks).ok
    # planted: the sum cut short without a hedge is a figure no block or operand gives (58억
    # is the block's own total rounded at its last digit, as any restatement may round it)
    assert not check(draft.format("57억 원"), blocks).ok
    gap = "농업창업(50억 원)은 주택구입(7억 5천만 원)보다 {} 많다 [L6]."
    assert check(gap.format("42억 5천만 원"), blocks).ok
    assert not check(gap.format("43억 원"), blocks).ok


def test_own_arithmetic_leaves_directions_and_differences_of_rates_to_the_other_checks() -> None:
    rates = [para("L7", "소득 기준을 월평균소득의 120%에서 130%로 10%p 완화한다.")]
    assert not check("소득 기준은 120%에서 130%로 10% 완화된다 [L7].", rates).ok
    counts = [para("L4", "미소지진은 812회로 전년 동기(903회) 대비 91회 감소했다.")]
    assert not check("미소지진은 812회로 전년 동기(903회) 대비 91회 증가했다 [L4].", counts).ok


def test_a_sum_of_one_value_two_blocks_hold_is_a_sum_of_two_figures() -> None:
    draft = "두 항목은 각 25점이다 [L3, L4]. 두 항목을 합치면 50점이다 [L3, L4]."
    report = check(draft, EXAMS)
    assert report.ok, report.format_text()
    assert not check(draft.replace("50점", "60점"), EXAMS).ok
    # one block's 25 is not two figures: nothing sums to 50
    once = "항목은 25점이다 [L3]. 그 항목을 합치면 50점이다 [L3]."
    assert not check(once, EXAMS).ok


USE = [
    row("L1", "구분 | 과의존위험군 | 일반사용자군", start=True),
    row("L2", "청소년 하루 이용 시간(분) | 331 | 241"),
    para("L5", "<표 3> 1순위 이용 콘텐츠 (단위: %)"),
    row("L6", "구분 | 청소년 | 성인", start=True),
    row("L3", "동영상 시청 | 38.5 | 29.4"),
    row("L4", "메신저 | 21.7 | 24.8"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "청소년 과의존위험군은 일반사용자군보다 하루 90분 더 이용한다 [L2].",
        "동영상 시청과 메신저를 합한 비중은 54.2%다 [L3, L4].",
        "동영상 시청(약 29%)과 메신저(약 25%), 두 항목이 54.2%다 [L3, L4].",
    ],
)
def test_a_difference_said_with_more_or_a_sum_of_the_items_named_is_computed(draft: str) -> None:
    report = check(draft, USE)
    assert report.ok, report.format_text()
    # planted: the arithmetic off by one in its last digit
    wrong = draft.replace("90분", "80분").replace("54.2%", "55.2%")
    assert not check(wrong, USE).ok


SUPPLY = [
    para("L1", "<표 2> 시도별 모집 호수 (단위: 호, %)"),
    row("L2", "시도 | '23년 | '24년 | 증감 | 증감률 | 비중", start=True),
    row("L3", "서울 | 12,340 | 13,980 | 1,640 | 13.3 | 16.0"),
    row("L4", "경기 | 28,610 | 32,150 | 3,540 | 12.4 | 36.8"),
    row("L5", "인천 | 6,870 | 6,420 | △450 | △6.6 | 7.4"),
]


def test_a_total_of_three_rows_is_found_among_the_last_cells_of_wide_rows() -> None:
    report = check("서울·경기·인천을 합한 수도권 비중은 60.2%다 [L3, L4, L5].", SUPPLY)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check("서울·경기·인천을 합한 수도권 비중은 61.2%다 [L3, L4, L5].", SUPPLY).ok


def test_a_month_of_a_yearly_amount_is_unconfirmed_as_computed() -> None:
    blocks = [para("L16", "상대적 빈곤선은 중위소득 3,484만 원의 50%인 1,742만 원이다.")]
    draft = "빈곤선은 1,742만 원으로, 월로 환산하면 약 145만 원이다 [L16]."
    report = check(draft, blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a month's amount the yearly one does not give
    assert not check(draft.replace("145만", "154만"), blocks).ok


def test_an_amount_less_a_rate_is_unconfirmed_as_computed() -> None:
    blocks = [
        para("L12", "숲속의 집(소형) 비수기 주중 요금은 45,000원이다."),
        para("L18", "기초생활수급자는 비수기 주중 요금의 50%를 감면한다."),
    ]
    # the amount is the cited block's, not the sentence's: computed from the source
    draft = "수급자는 요금의 50%를 감면받아 22,500원만 낸다 [L12, L18]."
    report = check(draft, blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    # the sentence states the amount and the rate: its own arithmetic, confirmed
    own = check("수급자는 요금 45,000원의 50%를 감면받아 22,500원만 낸다 [L12, L18].", blocks)
    assert own.ok and not own.unconfirmed, own.format_text()
    draft = "수급자는 요금 45,000원의 50%를 감면받아 22,500원만 낸다 [L12, L18]."
    # planted: an amount no rate of the block gives
    assert not check(draft.replace("22,500원", "25,200원"), blocks).ok
    # the discount itself given as what is paid: never confirmed as a rate of the amount
    paid = check(draft.replace("50%", "30%").replace("22,500원", "13,500원"), blocks)
    assert not paid.ok or paid.unconfirmed, paid.format_text()


def test_a_change_in_per_cent_of_the_sentences_own_two_figures_is_confirmed() -> None:
    bags = [para("L21", "사업장용 100L 봉투 가격은 3,100원에서 3,700원으로 조정된다.")]
    draft = "사업장용 100L 봉투는 3,100원에서 3,700원으로 약 19% 오른다 [L21]."
    report = check(draft, bags)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the wrong direction, or a change its figures do not give
    assert not check(draft.replace("오른다", "내린다"), bags).ok
    assert not check(draft.replace("약 19%", "약 16%"), bags).ok


def test_a_hedged_rate_in_brackets_after_a_change_takes_the_changes_direction() -> None:
    # `6,500원(약 2.6%) 늘었다`: the word after the bracket is the rate's too
    fares = [para("L27", "1대당 1일 운송수입은 245,300원에서 251,800원으로 6,500원 늘었다.")]
    draft = "1대당 운송수입은 245,300원에서 251,800원으로 6,500원(약 2.6%) 늘었다 [L27]."
    report = check(draft, fares)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a rate the two figures do not give
    report = check(draft.replace("약 2.6%", "약 2.9%"), fares)
    assert not report.ok or report.unconfirmed, report.format_text()


DONATIONS = [
    row("L10", "연도 | 헌혈 건수 | 전년 대비(%)", start=True),
    row("L11", "2022년 | 2,649,000 | 1.7"),
    row("L12", "2023년 | 2,841,700 | 7.3"),
    row("L13", "2024년 | 2,856,420 | 0.5"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "헌혈 건수는 2022년 이후 3년 연속 늘었다 [L11][L12][L13].",
        "헌혈 건수는 2년째 늘었다 [L12, L13].",
        "Donations rose for 3 consecutive years [L11, L12, L13].",
    ],
)
def test_a_count_of_consecutive_years_the_cited_blocks_name_is_confirmed(draft: str) -> None:
    report = check(draft, DONATIONS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: more years in a row than the cited blocks name
    wrong = draft.replace("3년", "4년").replace("2년째", "3년째").replace("3 con", "4 con")
    assert not check(wrong, DONATIONS).ok


def test_a_change_said_in_the_present_is_the_difference_of_its_own_levels() -> None:
    blocks = [para("L6", "조정률: 기본요금 900원 → 930원, 1종 ㎞당 주행요금 44.3원 → 45.7원")]
    draft = (
        "기본요금은 900원에서 930원으로 30원, 주행요금은 44.3원에서 45.7원으로 1.4원 오릅니다 [L6]."
    )
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: off at its last digit
    assert not check(draft.replace("1.4원", "1.5원"), blocks).ok


def test_a_ratio_of_cited_figures_is_unconfirmed_though_its_value_is_elsewhere() -> None:
    # `약 6배` of 1,281.6 and 214.5 (5.97): a ratio the draft works out, shown to the person,
    # although an uncited block happens to write a 6
    blocks = [
        para("L17", "처분 유형은 6개로 나뉜다."),
        row("L26", "기관 유형 | 부과액(억 원) | 비중(%)", start=True),
        row("L27", "대기업 | 1,281.6 | 81.5"),
        row("L28", "중소기업 | 214.5 | 13.6"),
    ]
    report = check("대기업 부과액은 중소기업의 약 6배 수준이다 [L27, L28].", blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a ratio the cited figures do not give
    assert not check("대기업 부과액은 중소기업의 약 9배 수준이다 [L27, L28].", blocks).ok


def test_an_exact_multiple_of_cited_figures_is_unconfirmed_though_its_value_is_elsewhere() -> None:
    # `1차 금액의 4배` of 200 and 50, although an uncited block writes a 4
    blocks = [
        para("L20", "○ 출입 허가는 4개 유형으로 나뉜다."),
        para("L31", "<표> 위반 행위별 과태료 (단위: 만 원)"),
        row("L32", "위반 행위 | 1차 | 2차 | 3차 이상", start=True),
        row("L33", "허가 조건 위반 | 50 | 100 | 200"),
    ]
    report = check("허가 조건 위반은 3차 이상이 되면 1차 금액의 4배가 부과된다[L33].", blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check("허가 조건 위반은 3차 이상이 되면 1차 금액의 5배가 부과된다[L33].", blocks).ok


def test_a_list_whose_last_figure_is_the_sum_of_two_others_says_no_arithmetic() -> None:
    # `1차 100만 원, 2차 200만 원, 3차 이상 300만 원`: a list, not a total; 300 must be the row's
    blocks = [
        para("L18", "<표> 위반행위별 과태료 (단위: 만 원)"),
        row("L19", "위반행위 | 1차 위반 | 2차 위반 | 3차 이상 위반", start=True),
        row("L22", "GPS 미장착 | 100 | 200 | 400"),
    ]
    wrong = "GPS 미장착은 1차 100만 원, 2차 200만 원, 3차 이상 300만 원 [L22]."
    assert not check(wrong, blocks).ok
    assert check(wrong.replace("300만", "400만"), blocks).ok
    # a sentence that says it totals them is arithmetic still
    assert check("1차 100만 원과 2차 200만 원을 합하면 300만 원이다 [L22].", blocks).ok


def test_a_share_of_the_whole_said_with_jeonche_is_a_share() -> None:
    blocks = [
        para("L7", "대상 농가: 도내 1,214호 (육계 402호, 오리 317호, 기타 309호, 산란계 186호)")
    ]
    report = check("산란계 농가는 전체의 약 15%다 [L7].", blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a share the figures do not give
    assert not check("산란계 농가는 전체의 약 40%다 [L7].", blocks).ok


def test_a_sum_of_cited_shares_close_to_another_cell_is_still_a_sum() -> None:
    # 88.3% is 54.3 + 34.0; 89.4 lies within 5% of it, but an unhedged 88.3 claims its digits
    blocks = [
        para("L23", "<표> 연령대별 등록장애인 (단위: 만 명, %)"),
        row("L24", "연령대 | 인원 | 비중", start=True),
        row("L25", "40~64세 | 89.4 | 34.0"),
        row("L26", "65세 이상 | 142.9 | 54.3"),
    ]
    report = check("두 연령대의 비중을 합하면 88.3%다 [L25, L26].", blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check("두 연령대의 비중을 합하면 87.3%다 [L25, L26].", blocks).ok


def test_a_multiple_bounded_in_words_is_unconfirmed_though_its_value_is_elsewhere() -> None:
    blocks = [
        para("L8", "참여 기관은 2곳이다."),
        para("L14", "국립관 외국인 관람객 비중은 8.1%다."),
        para("L15", "공립관 외국인 관람객 비중은 3.6%다."),
    ]
    report = check("국립관은 공립관(3.6%)과 비교하면 2배가 넘는 수준이다 [L14, L15].", blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check("국립관은 공립관(3.6%)과 비교하면 5배가 넘는 수준이다 [L14, L15].", blocks).ok


def test_an_amount_added_with_deohae_to_the_sentence_befores_is_a_sum() -> None:
    blocks = [para("L28", "기초급여 월 최대 342,510원"), para("L29", "부가급여 월 9만 원")]
    draft = (
        "기초급여는 월 최대 34만 2,510원이다 [L28]. "
        "수급자는 부가급여 9만 원을 더해 월 최대 43만 2,510원을 받는다 [L28, L29]."
    )
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("43만 2,510", "44만 2,510"), blocks).ok


def test_a_fall_said_as_naeryeogatda_is_the_difference_of_its_own_rates() -> None:
    blocks = [para("L17", "2024년 1학기 금리 1.9%"), para("L21", "2026년 1학기 금리 1.6%")]
    draft = "금리는 2024년 1학기 1.9%에서 2026년 1학기 1.6%로 2년 사이 0.3%p 내려갔다 [L17, L21]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("0.3%p", "0.4%p"), blocks).ok


def test_a_count_times_an_amount_per_each_is_their_product() -> None:
    blocks = [
        para("L6", "수업은 회당 2시간이다."),
        para("L12", "최대 10개월, 80회까지 이용할 수 있다."),
    ]
    draft = "최대 10개월, 80회까지 이용할 수 있고 회당 2시간이므로 최대 160시간을 받는다 [L6][L12]."
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("160시간", "180시간"), blocks).ok


@pytest.mark.parametrize(
    "draft",
    [
        "80개소에 개소당 6개월 60만 원을 곱하면 지원금은 4,800만 원이다 [L7, L9].",
        "80개소에 개소당 월 10만 원이면 한 달에 800만 원이다 [L7, L9].",
    ],
)
def test_an_amount_per_each_for_a_period_times_the_count_is_their_product(draft: str) -> None:
    blocks = [
        para("L7", "가. 지정 규모: 80개소 내외"),
        para("L9", "다. 관리지원금: 개소당 월 10만 원(6개월 60만 원)"),
    ]
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a wrong product, and an amount per each of something the count does not count
    assert not check(draft.replace("4,800만", "4,900만").replace("800만", "900만"), blocks).ok
    other = draft.replace("개소당", "가구당")
    assert not check(other, blocks).ok or check(other, blocks).unconfirmed


def test_how_many_fit_a_total_at_an_amount_per_each_is_their_quotient() -> None:
    blocks = [para("L8", "○ 지원 단가: 봉군당 1만 2천 원, 농가당 최대 300만 원 한도")]
    draft = "봉군당 12,000원, 한도 300만 원이므로 {}까지 전액 지원받을 수 있다 [L8]."
    report = check(draft.format("250군"), blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a wrong count, a count of what the amount is not per, the quotient rounded up
    for wrong in ("240군", "250명"):
        assert not check(draft.format(wrong), blocks).ok, wrong
    odd = [para("L8", "○ 지원 단가: 봉군당 7,000원, 농가당 최대 100만 원 한도")]
    draft = "봉군당 7,000원, 한도 100만 원이므로 {}까지 지원받는다 [L8]."
    assert check(draft.format("142군"), odd).ok
    assert not check(draft.format("143군"), odd).ok


def test_a_total_shared_out_per_each_of_a_count_is_their_quotient() -> None:
    blocks = [para("L9", "김장 김치 22톤을 담가 취약계층 2,200가구에 전달한다.")]
    draft = "김치 22톤은 2,200가구에 전달되어 가구당 약 {} 꼴입니다 [L9]."
    report = check(draft.format("10kg"), blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a wrong share, or a share per another thing than the count counts
    assert not check(draft.format("12kg"), blocks).ok
    assert not check(draft.format("10kg").replace("가구당", "인당"), blocks).ok


def test_a_sentence_that_adds_gives_a_sum_never_a_difference() -> None:
    blocks = [para("L29", "5,000만 원 기부 시 세액공제: 150만 원 + 1,200만 원 = 1,350만 원")]
    draft = "150만 원과 1,200만 원을 합쳐 총 {}을 세액공제받는다 [L29]."
    assert check(draft.format("1,350만 원"), blocks).ok
    # planted: the difference of the two, where the sentence says it adds them
    assert not check(draft.format("1,050만 원"), blocks).ok


_PATIENTS = [
    row("L1", "연도 | 신규 환자 | 발생률", start=True),
    row("L2", "2020년 | 19,933 | 38.8"),
    row("L3", "2024년 | 15,640 | 30.5"),
]


@pytest.mark.parametrize("span", ["4년 사이", "4년 새", "4년 만에", "지난 4년 동안"])
def test_a_span_of_years_between_the_cited_years_is_their_distance(span: str) -> None:
    draft = f"{span} 신규 환자는 19,933명에서 15,640명으로 줄었다 [L2, L3]."
    report = check(draft, _PATIENTS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a span the cited years do not give; counted with both ends, it is unconfirmed
    assert not check(draft.replace("4년", "3년"), _PATIENTS).ok
    both = check(draft.replace("4년", "5년"), _PATIENTS)
    assert both.ok and len(both.unconfirmed) == 1, both.format_text()
    assert not check(draft.replace("4년", "6년"), _PATIENTS).ok


_COASTS = [
    {
        "anchor": "L15",
        "kind": "caption",
        "text": "<표 2> 시도별 무인도서 현황 (단위: 개, %, 천㎡, ㎞)",
    },
    row("L16", "시도 | 섬 수 | 비중 | 면적 | 해안선", start=True),
    row("L17", "전남 | 1,744 | 59.8 | 48,932 | 1,426.9"),
    row("L18", "합계 | 2,918 | 100.0 | 90,750 | 2,427.0"),
]


def test_a_hedged_share_of_a_total_near_another_rate_of_the_row_is_still_computed() -> None:
    # (`약 58.8%` is 1,426.9 of 2,427.0, not a rounding of the row's 59.8)
    draft = (
        "해안선이 가장 긴 시도는 전남(1,426.9㎞)으로, 전국 해안선의 약 58.8%를 차지한다[L17, L18]."
    )
    found = unconfirmed(draft, _COASTS)
    assert any("the share of" in d for d in found), found
    # planted: a share no pair of the cited figures gives
    assert not check(draft.replace("58.8%", "57.8%"), _COASTS).ok


_SESSIONS = [
    para("L6", "○ 올해 교육 정원은 총 500명이다."),
    row("L10", "차수 | 일시 | 정원", start=True),
    row("L11", "1차 | 4. 15.(화) | 120명"),
    row("L12", "2차 | 5. 20.(화) | 80명"),
    row("L13", "3차 | 9. 16.(화) | 200명"),
    row("L14", "4차 | 11. 11.(화) | 100명"),
]


def test_a_total_of_every_cited_row_is_computed_though_an_uncited_block_writes_it() -> None:
    draft = "올해 네 차례 교육 정원을 모두 합하면 {}명이다[L11, L12, L13, L14]."
    found = unconfirmed(draft.format(500), _SESSIONS)
    assert any("the sum of" in d for d in found), found
    # planted: a total the rows do not give
    assert not check(draft.format(520), _SESSIONS).ok


_SERIES = [
    {"anchor": "L31", "kind": "caption", "text": "<표 5> 보호조치 신청과 인용률 (단위: 건, %)"},
    row("L32", "구분 | 2022년 | 2023년 | 2024년", start=True),
    row("L33", "신청 | 318 | 342 | 376"),
    row("L38", "인용률 | 36.4 | 39.0 | 43.2"),
]


@pytest.mark.parametrize("span", ["3년간", "3년 동안", "2년간", "지난 2년 동안"])
def test_years_a_duration_covers_are_every_year_a_cited_series_shows_or_their_distance(
    span: str,
) -> None:
    # (`3년간` over columns of 2022, 2023 and 2024: the three years the series shows)
    draft = f"인용률은 36.4% → 39.0% → 43.2%로 {span} 6.8%p 상승했다[L38]."
    report = check(draft, _SERIES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize("span", ["4년간", "1년 동안", "5년 동안"])
def test_a_duration_neither_the_years_shown_nor_their_distance_fails(span: str) -> None:
    draft = f"인용률은 36.4% → 39.0% → 43.2%로 {span} 6.8%p 상승했다[L38]."
    assert not check(draft, _SERIES).ok


_SURVEYED = [
    {"anchor": "L2", "kind": "heading", "text": "산후조리원 2주 평균 이용요금 326만 원"},
    para("L3", "- 「2024년 산후조리 실태조사」 결과 발표"),
    para("L8", "○ 산후조리원 2주 이용요금은 평균 326만 원으로 '21년(243만 원) 대비 34.2% 올랐다."),
]


def test_years_ago_from_the_year_the_title_reports_to_a_cited_year_are_their_distance() -> None:
    # (`3년 전`: from the survey year the subtitle names, 2024, back to the cited '21)
    draft = "2주 평균 이용요금은 326만 원으로, 3년 전 243만 원보다 83만 원(34.2%) 올랐다[L8]."
    report = check(draft, _SURVEYED)
    assert report.ok, report.format_text()
    # planted: a span the two years do not give
    assert not check(draft.replace("3년 전", "4년 전"), _SURVEYED).ok


@pytest.mark.parametrize("draft", ["2020년부터 4년 새 신규 환자는 4,293명 줄었다 [L2, L3]."])
def test_a_span_of_years_from_the_one_year_the_sentence_names_is_confirmed(draft: str) -> None:
    report = check(draft, _PATIENTS)
    assert report.ok, report.format_text()
    assert not check(draft.replace("4년 새", "3년 새"), _PATIENTS).ok
    assert not check(draft.replace("2020년부터", "2021년부터"), _PATIENTS).ok


def test_months_of_the_cited_blocks_are_no_years_in_a_row() -> None:
    # the months a block names (1월 to 5월) make no run of years
    blocks = [para("L3", "월별 발생: 1월 10건, 2월 20건, 3월 40건, 4월 70건, 5월 110건")]
    assert not check("발생은 3년 연속 늘었다 [L3].", blocks).ok


_SEATS = [
    {"anchor": "L8", "kind": "caption", "text": "<표 1> 권역별 모집 규모 (단위: 개소)"},
    row("L9", "권역 | 우선 | 일반 | 계", start=True),
    row("L10", "수도권 | 216 | 54 | 270"),
    row("L11", "충청권 | 52 | 13 | 65"),
    row("L15", "합계 | 416 | 104 | 520"),
    {"anchor": "L30", "kind": "paragraph", "text": "수도권 신청률은 48%였다."},
]


def test_a_count_of_an_uncited_table_is_no_same_value_of_a_rate() -> None:
    # 52% is 270 of 520: computed, so unconfirmed; the 52 of L11 counts 개소, no rate
    draft = "수도권 모집 규모는 전체 520개소의 약 52%를 차지한다[L10, L15]."
    report = check(draft, _SEATS)
    assert report.ok, report.format_text()
    assert {f.rule for f in report.findings} == {"GR-07"}
    # planted: a rate an uncited block does write is still the wrong citation
    wrong = check(draft.replace("약 52%", "48%"), _SEATS)
    assert "GR-03" in {f.rule for f in wrong.findings if f.severity == "error"}


_FEES = [
    para("L18", "에스컬레이터 정밀안전검사 수수료: 429,000원"),
    para("L20", "불합격 후 재검사 수수료는 해당 검사 수수료의 50%로 한다."),
    para("L13", "2025~2027년 누적 부족 인력은 3만 1,400명으로 전망된다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "재검사를 받으면 수수료 42만 9,000원의 50%인 21만 4,500원을 낸다[L18, L20].",
        "2025~2027년 3년간 부족 인력은 3만 1,400명으로 연평균 약 1만 500명 꼴이다[L13].",
        "2025~2027년 3년간 부족 인력 3만 1,400명은 한 해 평균 약 1만 470명이다[L13].",
    ],
)
def test_a_rate_of_an_amount_or_an_average_over_years_the_sentence_states_is_confirmed(
    draft: str,
) -> None:
    report = check(draft, _FEES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "재검사를 받으면 수수료 42만 9,000원의 50%인 24만 1,500원을 낸다[L18, L20].",
        "재검사를 받으면 수수료 42만 9,000원의 50%인 22만 원을 낸다[L18, L20].",
        "2025~2027년 3년간 부족 인력은 3만 1,400명으로 연평균 약 1만 2천 명 꼴이다[L13].",
        "2025~2027년 3년간 부족 인력은 3만 1,400명으로 연평균 1만 500명이다[L13].",
    ],
)
def test_a_wrong_rate_of_an_amount_or_average_still_fails(draft: str) -> None:
    assert not check(draft, _FEES).ok


_DEATHS = [para("L28", "작업자 과실 사고 12건에서 사망자 4명이 나왔다. 전체 사망자는 6명이다.")]


@pytest.mark.parametrize(
    "draft",
    [
        "사망자 6명 중 4명(약 67%)이 작업자 과실 사고에서 나왔다[L28].",
        "사망자 6명 가운데 4명으로 66.7%가 작업자 과실 사고에서 나왔다[L28].",
    ],
)
def test_a_share_of_small_counts_the_sentence_states_in_so_many_words_is_confirmed(
    draft: str,
) -> None:
    report = check(draft, _DEATHS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a share the two counts do not give
    wrong = draft.replace("67%", "60%").replace("66.7%", "60.0%")
    assert not check(wrong, _DEATHS).ok


_TRACKS = [
    {"anchor": "L8", "kind": "caption", "text": "<표 1> 업종별 총매출액 (단위: 억 원, %)"},
    row("L9", "업종 | 2023년 | 2024년 | 증감액 | 증감률", start=True),
    row("L12", "경륜 | 21,300 | 20,480 | △820 | △3.8"),
    row("L13", "경정 | 6,650 | 6,420 | △230 | △3.5"),
    row("L14", "복권 | 67,507 | 73,348 | 5,841 | 3.5"),
]


def test_a_change_in_per_cent_against_the_way_its_own_figures_move_fails() -> None:
    draft = "경정 매출은 6,650억 원에서 6,420억 원으로 3.5% 감소했다[L13]."
    report = check(draft, _TRACKS)
    assert report.ok, report.format_text()
    # planted: the fall of its own two figures called a rise
    wrong = check(draft.replace("감소", "증가"), _TRACKS)
    assert not wrong.ok, wrong.format_text()
    assert "6,650억 원" in wrong.errors[0].detail
    # a level over its base in brackets is no move from the first figure to the second
    base = check("경정 매출은 6,420억 원으로 전년(6,650억 원)보다 3.5% 감소했다[L13].", _TRACKS)
    assert base.ok, base.format_text()


_TARGET = [para("L9", "□ 정비 실적은 총 12,577호로 목표(12,000호) 대비 104.8%를 달성하였다.")]


@pytest.mark.parametrize(
    "draft",
    [
        "지난해 정비는 약 1만 2,600호로 목표 대비 104.8%를 기록해 목표를 4.8% 웃돌았다[L9].",
        "목표 대비 104.8%로, 목표보다 4.8% 많았다[L9].",
    ],
)
def test_the_part_of_a_rate_over_a_whole_target_is_confirmed(draft: str) -> None:
    report = check(draft, _TARGET)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: an excess the rate does not give, or called a shortfall
    assert not check(draft.replace("4.8%", "5.8%"), _TARGET).ok
    under = check(draft.replace("웃돌았다", "밑돌았다").replace("많았다", "적었다"), _TARGET)
    assert not under.ok or under.unconfirmed, under.format_text()  # never confirmed


_AGES = [para("L10", "○ 연령별로는 20대 6,573명(30.8%), 10대 1,195명(5.6%)이다.")]


@pytest.mark.parametrize(
    "draft",
    [
        "20대가 6,573명으로 10대(1,195명)의 5배가 넘었다[L10].",
        "20대는 6,573명으로 10대 1,195명의 약 5.5배다[L10].",
        "20대 6,573명은 10대 1,195명의 6배 가까이 된다[L10].",
    ],
)
def test_a_rough_multiple_of_the_sentences_own_figures_is_confirmed(draft: str) -> None:
    report = check(draft, _AGES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "20대가 6,573명으로 10대(1,195명)의 6배가 넘었다[L10].",
        "20대는 6,573명으로 10대 1,195명의 약 4.5배다[L10].",
        "20대 6,573명은 10대 1,195명의 8배 가까이 된다[L10].",
    ],
)
def test_a_rough_multiple_its_own_figures_do_not_bear_out_is_never_confirmed(draft: str) -> None:
    report = check(draft, _AGES)
    assert not report.ok or report.unconfirmed, report.format_text()


_PARKS = [para("L5", "○ 1인당 조성 공원 면적은 13.8㎡로 시행규칙 제4조 기준(6㎡)을 넘었다.")]


def test_a_rough_multiple_of_two_small_measures_is_confirmed() -> None:
    # (measures with their unit are no small counts: `6㎡의 두 배를 넘는다` of 13.8㎡)
    draft = "1인당 조성 공원 면적은 13.8㎡로 제4조 기준인 6㎡의 두 배를 넘는다[L5]."
    report = check(draft, _PARKS)
    assert report.ok and not report.unconfirmed, report.format_text()
    for wrong in ("세 배를 넘는다", "두 배에 못 미친다"):
        bad = check(draft.replace("두 배를 넘는다", wrong), _PARKS)
        assert not bad.ok or bad.unconfirmed, bad.format_text()


_STEP_FINES = [
    {"anchor": "L19", "kind": "caption", "text": "<표 2> 위반 차수별 과태료 (단위: 만 원)"},
    row("L20", "위반 행위 | 근거 | 1차 | 2차 | 3차 이상", start=True),
    row("L21", "시설 관리 의무 위반 | 제4조 | 40 | 60 | 80"),
    row("L22", "검사 거부 | 제9조 | 120 | 180 | 360"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "시설 관리 의무 위반은 1차 40만 원에서 3차 이상 80만 원으로 두 배가 된다[L21].",
        "검사 거부 과태료는 120만 원에서 360만 원으로 3배로 오른다[L22].",
        "관리 의무 위반은 40만 원에서 80만 원으로 두 배가 되고, 검사 거부는 120만 원에서 "
        "360만 원으로 세 배로 늘어난다[L21, L22].",
    ],
)
def test_a_multiple_of_a_move_the_sentence_writes_is_confirmed(draft: str) -> None:
    # the multiple is the end of the move over its start, both figures the sentence's own
    report = check(draft, _STEP_FINES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "시설 관리 의무 위반은 1차 40만 원에서 3차 이상 80만 원으로 세 배가 된다[L21].",
        "검사 거부 과태료는 120만 원에서 360만 원으로 2배로 오른다[L22].",
        # the multiple of the first move said of the second
        "관리 의무 위반은 40만 원에서 80만 원으로 늘고, 검사 거부는 120만 원에서 "
        "180만 원으로 두 배로 늘어난다[L21, L22].",
    ],
)
def test_a_multiple_its_move_does_not_give_is_never_confirmed(draft: str) -> None:
    report = check(draft, _STEP_FINES)
    assert not report.ok or report.unconfirmed, report.format_text()


_GOOD_SHARE = [
    para("L5", "○ 기관장 평가 결과 우수 기관 비중은 1.1%p 늘었다."),
    {"anchor": "L7", "kind": "caption", "text": "<표 1> 연도별 결과 (단위: 개, %)"},
    row("L8", "실적연도 | 대상 | 양호 이상 비중", start=True),
    row("L9", "2021 | 130 | 50.6"),
    row("L10", "2023 | 87 | 50.6"),
    row("L11", "2024 | 87 | 51.7"),
]


def test_a_change_over_the_cited_row_of_the_year_before_is_no_wrong_citation() -> None:
    # the change is the difference of the sentence's level and the cited row of the year
    # before: computed, so unconfirmed, though an uncited block writes the same value
    draft = "'24년도 양호 이상 비중은 51.7%로 전년 대비 1.1%p 올랐다[L10, L11]."
    report = check(draft, _GOOD_SHARE)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a change the two rows do not give, or over a row of another year
    assert not check(draft.replace("1.1%p", "1.2%p"), _GOOD_SHARE).ok
    assert not check(draft.replace("L10, L11", "L9, L11"), _GOOD_SHARE).ok


_LOANS = [para("L34", "○ 저리 대출: 전세자금 5,126건 7,384억 원, 구입자금 1,208건 2,417억 원")]
_PRIZE = [
    para("L27", "○ 대상 상금: 500만 원"),
    para("L33", "○ 상금에서 제세공과금 22%를 원천징수한다."),
]


def test_a_hedged_total_of_its_own_parts_rounds_at_its_last_digit() -> None:
    draft = "저리 대출은 약 9,800억 원(전세자금 7,384억 원, 구입자금 2,417억 원)이다[L34]."
    report = check(draft, _LOANS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a total its parts do not round to
    assert not check(draft.replace("약 9,800억", "약 9,700억"), _LOANS).ok


def test_an_amount_less_its_stated_rate_is_the_sentences_arithmetic() -> None:
    draft = "상금 500만 원에서 제세공과금 22%를 떼면 실수령액은 390만 원이다[L27, L33]."
    report = check(draft, _PRIZE)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the part taken off given as what is left, and a wrong remainder
    for wrong in ("110만 원", "380만 원"):
        bad = check(draft.replace("390만 원", wrong), _PRIZE)
        assert not bad.ok or bad.unconfirmed, bad.format_text()


_SUPPORT = [para("L20", "○ 방제비 지원: 영업소당 최대 150만 원, 자부담 30%")]


@pytest.mark.parametrize(
    "draft",
    [
        # what is left of a whole once its part at a rate is borne by someone else
        "영업소는 최대 150만 원 가운데 30%를 자부담하므로 구가 지원하는 금액은 최대 105만 원"
        "이다[L20].",
        # the part at the rate itself
        "최대 150만 원 가운데 30%인 45만 원은 영업소가 부담한다[L20].",
    ],
)
def test_a_whole_and_a_rate_of_it_give_the_part_and_what_is_left(draft: str) -> None:
    report = check(draft, _SUPPORT)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize("wrong", ["100만 원", "120만 원", "35만 원"])
def test_a_figure_neither_the_part_nor_what_is_left_of_a_whole_fails(wrong: str) -> None:
    draft = (
        "영업소는 최대 150만 원 가운데 30%를 자부담하므로 구가 지원하는 금액은 최대 105만 원"
        "이다[L20]."
    )
    assert not check(draft.replace("105만 원", wrong), _SUPPORT).ok


_SALE = [
    row("L11", "연번 | 감정가 | 최저매각가격", start=True),
    row("L12", "1 | 2,150,000,000 | 1,720,000,000"),
    para("L18", "○ 매수신청보증: 최저매각가격의 10분의 1에 해당하는 금액을 제공하여야 합니다."),
    para("L25", "○ 유찰 시 최저매각가격을 20% 낮추어 새 매각기일을 정합니다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        # a rate of an amount named by the name the sentence gave it its figure
        "최저매각가격 17억 2,000만 원이며, 보증금은 최저매각가격의 10분의 1인 1억 7,200만 원이다 "
        "[L12][L18].",
        # an amount less a rate said with the verb that lowers it
        "유찰되면 최저매각가격은 17억 2,000만 원에서 20% 낮춘 13억 7,600만 원이 된다 [L12][L25].",
    ],
)
def test_a_rate_of_a_named_amount_or_an_amount_lowered_by_a_rate_is_confirmed(draft: str) -> None:
    report = check(draft, _SALE)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a wrong result
    for right, wrong in (("1억 7,200만", "1억 2,700만"), ("13억 7,600만", "13억 6,700만")):
        if right not in draft:
            continue
        bad = check(draft.replace(right, wrong), _SALE)
        assert not bad.ok or bad.unconfirmed, bad.format_text()


def test_a_rate_of_another_names_amount_is_no_arithmetic_of_the_sentence() -> None:
    draft = (
        "감정가 21억 5,000만 원, 최저매각가격 17억 2,000만 원이며, 보증금은 감정가의 10분의 1인 "
        "1억 7,200만 원이다 [L12][L18]."
    )
    report = check(draft, _SALE)
    assert not report.ok or report.unconfirmed, report.format_text()


_PROJECTS = [
    para(
        "L13",
        "○ 입체주소 구축 62억 원, 주소정보 기본도 고도화 48억 5,000만 원, 노후 주소정보시설 "
        "정비 71억 2,000만 원",
    )
]


def test_a_count_of_the_longer_names_a_sentence_lists_with_etc_is_its_own() -> None:
    draft = (
        "입체주소 구축(62억 원), 주소정보 기본도 고도화(48억 5,000만 원), 노후 주소정보시설 "
        "정비(71억 2,000만 원) 등 세 가지 사업을 합하면 181억 7,000만 원이다[L13]."
    )
    report = check(draft, _PROJECTS)
    assert report.ok, report.format_text()
    # planted: a count the list does not give
    assert not check(draft.replace("세 가지", "네 가지"), _PROJECTS).ok


_LOSS = [para("L28", "○ 식량작물 손해율 84.9%, 채소 139.3%")]


@pytest.mark.parametrize(
    "draft",
    [
        "식량작물은 84.9%로 유일하게 100%를 밑돌았다[L28].",
        "채소 손해율은 139.3%로 100%를 넘었다[L28].",
    ],
)
def test_the_whole_a_rate_is_compared_with_is_no_figure_to_find(draft: str) -> None:
    report = check(draft, _LOSS)
    assert report.ok and not report.findings, report.format_text()
    # planted: the rate on the wrong side of the whole
    turned = {"밑돌았다": "넘었다", "넘었다": "밑돌았다"}
    word = next(w for w in turned if w in draft)
    wrong = draft.replace(word, turned[word])
    assert not check(wrong, _LOSS).ok, check(wrong, _LOSS).format_text()


_GRADES = [
    {"anchor": "L26", "kind": "caption", "text": "<표 3> 급수별 취득 비중 (단위: %, %p)"},
    row("L27", "급수 | 2023년 | 2024년 | 증감", start=True),
    row("L28", "3급 | 17.9 | 18.4 | 0.5"),
    row("L29", "4급 | 16.2 | 16.9 | 0.7"),
    row("L30", "5급 | 9.5 | 9.8 | 0.3"),
    row("L31", "6급 | 5.1 | 5.3 | 0.2"),
]


def test_a_total_of_a_column_over_every_cited_row_is_unconfirmed_and_explained() -> None:
    draft = "2024년 3~6급 취득 비중은 모두 합해 50.4%였다[L28, L29, L30, L31]."
    report = check(draft, _GRADES)
    assert report.ok and report.unconfirmed, report.format_text()
    assert "sum" in report.findings[0].detail
    # planted: a total the column does not give
    assert not check(draft.replace("50.4%", "51.4%"), _GRADES).ok


def test_a_change_in_per_cent_from_the_base_named_after_its_level_is_confirmed() -> None:
    blocks = [para("L10", "○ 파견 교원은 268명으로 전년(245명)보다 23명 늘었다.")]
    draft = "파견 교원은 268명으로 전년 245명보다 23명, 약 9.4% 늘었다[L10]."
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the change over the level instead of over the base (23 / 268 = 8.6%)
    wrong = check(draft.replace("9.4%", "8.6%"), blocks)
    assert not wrong.ok or wrong.unconfirmed, wrong.format_text()
    fell = check(draft.replace("늘었다", "줄었다"), blocks)
    assert not fell.ok or fell.unconfirmed, fell.format_text()  # never confirmed


_SOLAR = [
    {"anchor": "L20", "kind": "caption", "text": "<표 2> 연도별 발전량 (단위: GWh, %)"},
    row("L21", "연도 | 발전량 | 증가율 | 총발전량 | 증가율 | 비중", start=True),
    row("L22", "'22년 | 25,837 | 17.9 | 594,400 | 2.6 | 4.3"),
    row("L24", "'24년 | 33,812 | 14.2 | 595,610 | 1.2 | 5.7"),
    para("L25", "○ 태양광 비중은 2년 새 1.4%p 높아졌다."),
]


def test_a_difference_of_its_own_rates_is_found_among_other_pairs_that_give_it() -> None:
    # 2.6 - 1.2 is 1.4 too, but the sentence's own figures are 4.3% and 5.7%
    draft = "태양광 비중은 '22년 4.3%에서 '24년 5.7%로 2년 새 1.4%p 높아졌다[L22, L24]."
    report = check(draft, _SOLAR)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("1.4%p", "1.5%p"), _SOLAR).ok


def test_a_multiple_in_words_of_two_small_rates_said_with_a_bound_is_confirmed() -> None:
    blocks = [para("L36", "○ 오피스텔 거주 비중: 청년 18.9%, 중장년 7.4%")]
    draft = "청년의 오피스텔 거주 비중은 18.9%로 중장년(7.4%)의 두 배를 웃돈다[L36]."
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    wrong = check(draft.replace("두 배", "세 배"), blocks)
    assert not wrong.ok or wrong.unconfirmed, wrong.format_text()


def test_a_hedged_total_of_two_places_the_sentence_counts_is_unconfirmed_and_explained() -> None:
    blocks = [para("L4", "○ 경기 181만 2천 가구, 서울 170만 6천 가구")]
    draft = "경기와 서울 두 곳에 약 352만 가구가 몰려 있다[L4]."
    report = check(draft, blocks)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("약 352만", "약 372만"), blocks).ok


def test_a_change_of_a_move_between_its_own_figures_runs_the_way_the_move_goes() -> None:
    blocks = [para("L11", "부산 | 31 | 30 | △1")]
    report = check("부산은 전통사찰이 31곳에서 30곳으로 1곳 줄었다[L11].", blocks)
    assert report.ok and not report.findings, report.format_text()
    # planted: the fall of the move called a rise
    assert not check("부산은 전통사찰이 31곳에서 30곳으로 1곳 늘었다[L11].", blocks).ok


def test_two_rates_of_a_sentence_add_up_only_where_it_says_it_adds() -> None:
    blocks = [
        para(
            "L7",
            "○ 가산율은 현행 20%에서 30%로 10%p 오르며, 의료취약지는 10%p를 추가로 가산받아 "
            "최대 40%까지 적용된다.",
        )
    ]
    draft = (
        "가산율은 20%에서 30%로 오르고, 의료취약지는 10%p 추가 가산을 받아 최대 40%까지 "
        "적용된다[L7]."
    )
    assert check(draft, blocks).ok
    # planted: 20% and 30% are a move, not parts of a sum
    assert not check(draft.replace("최대 40%", "최대 50%"), blocks).ok


def test_a_count_of_people_times_an_amount_per_person_is_their_product() -> None:
    blocks = [para("L6", "○ 지원 인원: 8만 9,000명"), para("L7", "○ 지원 금액: 1인당 35만 원")]
    draft = "총 지원 규모는 8만 9,000명에 1인당 35만 원을 곱한 311억 5,000만 원입니다[L6, L7]."
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("311억 5,000만", "315억 1,000만"), blocks).ok


_ROUNDS = [
    {"anchor": "L14", "kind": "caption", "text": "<표> 모집 일정 및 인원 (단위: 명)"},
    row("L15", "구분 | 신청 기간 | 모집 인원", start=True),
    row("L16", "1차 모집 | 3. 4. ~ 3. 21. | 70,000"),
    row("L17", "추가 모집 | 5. 12. ~ 5. 23. | 19,000"),
    row("L18", "합계 | - | 89,000"),
]


def test_a_count_of_the_rows_a_total_row_sums_said_with_an_adding_verb_is_the_tables() -> None:
    draft = "두 차례 모집 인원을 합하면 89,000명입니다[L16, L17, L18]."
    report = check(draft, _ROUNDS)
    assert report.ok and not report.findings, report.format_text()
    # planted: a count of rounds the table does not have
    assert not check(draft.replace("두 차례", "세 차례"), _ROUNDS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "두 차례 모집의 인원은 모두 89,000명입니다[L18].",
        "두 차례 모집 인원은 총 89,000명이다 [L18].",
        "두 차례 모집 신청 대상 인원 합계 89,000명 [L18].",
    ],
)
def test_a_count_of_the_rows_a_cited_total_row_sums_said_with_all_is_the_tables(
    draft: str,
) -> None:
    report = check(draft, _ROUNDS)
    assert report.ok, report.format_text()
    assert not check(draft.replace("두 차례", "세 차례"), _ROUNDS).ok


REGIONS = [
    row("L1", "권역 | 기초지자체 수 | 지정 지자체 수 | 지정률(%)", start=True),
    row("L2", "수도권 | 66 | 63 | 95.5"),
    row("L3", "호남권 | 41 | 36 | 87.8"),
    row("L4", "영남권 | 70 | 58 | 82.9"),
    # (an uncited block with the same small values: no wrong citation of what is left)
    para("L5", "2025년에는 4곳에서 5곳 내외를 추가 지정할 계획이다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "호남권은 5곳, 수도권은 3곳이 미지정 상태다 [L2, L3].",
        "영남권은 아직 지정되지 않은 지자체가 12곳 남아 있다 [L4].",
        "영남권의 잔여 지자체는 12곳이다 [L2, L3, L4].",
    ],
)
def test_a_remainder_of_two_figures_of_one_cited_row_is_unconfirmed_not_refused(
    draft: str,
) -> None:
    # what is left of a whole (`미지정`, `남은`, `잔여`): a difference of two cells of one
    # cited row, shown to the person rather than refused
    report = check(draft, REGIONS)
    assert report.ok and report.unconfirmed, report.format_text()


def test_a_remainder_stated_with_its_operands_is_confirmed() -> None:
    draft = "영남권은 기초지자체 70곳 중 58곳이 지정돼 미지정 지자체가 12곳이다 [L4]."
    report = check(draft, REGIONS)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("12곳", "11곳"), REGIONS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "호남권은 4곳, 수도권은 3곳이 미지정 상태다 [L2, L3].",  # no difference of L3
        "호남권은 미지정 지자체가 30곳이다 [L2, L3].",  # 66 - 36: two rows' cells
        "호남권은 5곳이 지정 상태다 [L3].",  # no word of what is left
    ],
)
def test_a_remainder_no_one_row_gives_is_still_refused(draft: str) -> None:
    assert not check(draft, REGIONS).ok


_STATIONS = [
    {"anchor": "L9", "kind": "list_item", "text": "○ 아파트 평균 응찰자 수는 8.3명으로 많았다."},
    {"anchor": "L25", "kind": "caption", "text": "<표 3> 시·도별 알뜰주유소 현황 (단위: 개소, %)"},
    row("L26", "시·도 | '23년 | '24년 | 낙찰률", start=True),
    row("L29", "경기 | 248 | 251 | 40.2"),
    row("L30", "전체 | 1,100 | 1,130 | 31.9"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "경기는 알뜰주유소가 1년 새 3곳 늘었다 [L29].",  # `<표 3>` numbers a table
        "경기 낙찰률은 전체보다 8.3%p 높았다 [L29, L30].",  # `8.3명으로` counts people
    ],
)
def test_a_table_number_or_a_count_elsewhere_is_no_wrong_citation_of_a_difference(
    draft: str,
) -> None:
    report = check(draft, _STATIONS)
    assert report.ok, report.format_text()


def test_a_value_held_only_as_a_table_number_still_fails_where_no_arithmetic_gives_it() -> None:
    # planted: the `3` of `<표 3>` excuses no figure the cited row does not give
    assert not check("경기 알뜰주유소는 3곳이다 [L29].", _STATIONS).ok
    assert not check("경기 낙찰률은 8.3%다 [L29].", _STATIONS).ok


_YEAR_COLUMNS = [
    {"anchor": "L25", "kind": "caption", "text": "<표 3> 시·도별 주유소 현황 (단위: 개소)"},
    row("L26", "시·도 | 전체 주유소 | 전체 주유소 | 알뜰주유소 | 알뜰주유소", start=True),
    row("L27", "시·도 | '23년 | '24년 | '23년 | '24년"),
    row("L29", "경기 | 2,389 | 2,361 | 248 | 251"),
]


@pytest.mark.parametrize(
    "draft",
    ["경기는 알뜰주유소가 1년 새 3곳 늘었다 [L29].", "경기 주유소는 1년 새 28곳 줄었다 [L29]."],
)
def test_a_change_between_the_year_columns_of_a_cited_row_is_confirmed(draft: str) -> None:
    report = check(draft, _YEAR_COLUMNS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    ["경기는 알뜰주유소가 1년 새 3곳 줄었다 [L29].", "경기 주유소는 1년 새 27곳 줄었다 [L29]."],
)
def test_a_change_the_year_columns_do_not_give_is_not_confirmed(draft: str) -> None:
    report = check(draft, _YEAR_COLUMNS)
    assert not report.ok or report.unconfirmed, report.format_text()


_DAYS = [
    {"anchor": "L20", "kind": "caption", "text": "<표 2> 기관별 평균 처리 기간 (단위: 일, %)"},
    row("L21", "기관 | 평균 처리 기간(일) |  | 기한 내 처리율(%) |  ", start=True),
    row("L22", " | '23년 | '24년 | '23년 | '24년"),
    row("L23", "국토교통부 | 9.4 | 8.7 | 93.6 | 95.1"),
    row("L28", "환경부 | 10.8 | 11.5 | 91.3 | 89.7"),
    row("L29", "전체 | 7.2 | 6.8 | 95.9 | 96.4"),
]


def test_a_change_between_year_columns_under_a_head_merged_over_them_is_confirmed() -> None:
    draft = "국토교통부는 평균 처리 기간이 0.7일 줄었지만 환경부는 0.7일 늘었다 [L23, L28]."
    report = check(draft, _DAYS)
    assert report.ok and not report.unconfirmed, report.format_text()
    wrong = draft.replace("환경부는 0.7일 늘었다", "환경부는 0.7일 줄었다")
    assert not check(wrong, _DAYS).ok or check(wrong, _DAYS).unconfirmed


def test_a_count_of_the_rows_under_two_rows_of_heads_leaves_the_heads_out() -> None:
    draft = "2개 기관 전체의 기한 내 처리율은 2024년 96.4%였다 [L29]."
    report = check(draft, _DAYS)
    assert report.ok, report.format_text()
    assert not check(draft.replace("2개 기관", "3개 기관"), _DAYS).ok


_PRICES = [
    {"anchor": "L15", "kind": "caption", "text": "<표 2> 배출권 거래 현황 (단위: 만 톤, 원/톤)"},
    row("L16", "구분 | 2022년 | 2023년 | 2024년 | 전년 대비", start=True),
    row("L17", "거래량 | 3,980 | 4,570 | 5,420 | 850"),
    row("L18", "평균 가격 | 12,600 | 10,280 | 9,870 | △410"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2022년 이후 평균 가격은 톤당 2,730원 떨어졌다 [L18].",  # 12,600 to the last, 9,870
        "평균 가격은 2022년보다 2024년에 2,730원 낮아졌다 [L18].",  # both years named
        "거래량은 2년 새 1,440만 톤 늘었다 [L17].",  # two years apart: 3,980 to 5,420
        "거래량은 2년 새 1,440만 톤 늘었다 [L16, L17].",  # its row of heads cited too
        "2023년 평균 가격은 2,320원 떨어졌다 [L18].",  # the year before, as before
    ],
)
def test_a_change_between_the_year_columns_the_sentence_names_is_confirmed(draft: str) -> None:
    report = check(draft, _PRICES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2022년 이후 평균 가격은 톤당 2,730원 올랐다 [L18].",  # the way it ran, reversed
        "2022년 이후 평균 가격은 톤당 2,370원 떨어졌다 [L18].",  # a digit swapped
        "2023년 이후 평균 가격은 톤당 2,730원 떨어졌다 [L18].",  # from the wrong year
        "거래량은 1년 새 1,440만 톤 늘었다 [L17].",  # a span the two columns do not make
        "거래량은 3년 새 1,440만 톤 늘었다 [L17].",  # more years than the heads name
    ],
)
def test_a_change_the_named_year_columns_do_not_give_is_not_confirmed(draft: str) -> None:
    report = check(draft, _PRICES)
    assert not report.ok or report.unconfirmed, report.format_text()


_PRIZES = [
    {"anchor": "L24", "kind": "caption", "text": "<표 2> 부문별 시상 내역 (단위: 편, 만 원)"},
    row("L25", "부문 | 상격 | 편수 | 상금(편당) | 소계", start=True),
    row("L26", "일반 | 대상 | 1 | 2,000 | 2,000"),
    row("L27", "일반 | 최우수상 | 2 | 1,000 | 2,000"),
    row("L28", "일반 | 우수상 | 4 | 800 | 3,200"),
    row("L29", "청소년 | 대상 | 1 | 1,000 | 1,000"),
    row("L32", "합계 | - | 8 | - | 8,200"),
]


def test_a_column_total_over_cited_rows_leaves_a_cited_total_row_out() -> None:
    draft = (
        "일반 부문 상금은 모두 7,200만 원으로 총 상금 8,200만 원의 대부분이다 [L26, L27, L28, L32]."
    )
    report = check(draft, _PRIZES)
    assert report.ok, report.format_text()
    assert len(report.unconfirmed) == 1, report.format_text()
    assert report.unconfirmed[0].detail.startswith("'7,200만 원'"), report.format_text()
    # planted: a total the rows do not sum to
    assert not check(draft.replace("7,200만", "7,400만"), _PRIZES).ok


def test_a_change_between_year_columns_holds_in_one_of_several_declared_units() -> None:
    # `억 원` reads 12,600 as 1조 2,600억 원 too: the cells read alike in `원/톤` give it
    caption = {"anchor": "L15", "kind": "caption", "text": "<표 2> (단위: 만 톤, 억 원, 원/톤, %)"}
    blocks = [caption, *_PRICES[1:]]
    report = check("2022년 이후 평균 가격은 톤당 2,730원 떨어졌다 [L18].", blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check("2022년 이후 평균 가격은 톤당 2,740원 떨어졌다 [L18].", blocks).ok


_BIRTHS = [
    para(
        "L8",
        "○ 번식에 성공한 멸종위기종은 17종 58마리였다. 시베리아호랑이 3마리, 레서판다 2마리, "
        "삵 4마리, 두루미 6마리 등이 새로 태어났다.",
    ),
    para("L9", "○ 증식한 여우 12마리 중 8마리를 2024. 10. 23. 방사했다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "이 가운데 시베리아호랑이·레서판다·삵·두루미가 모두 15마리다 [L8].",
        "시베리아호랑이와 레서판다, 두루미는 합쳐 11마리가 태어났다 [L8].",
        "증식한 여우 12마리 중 3분의 2인 8마리를 방사했다 [L9].",
        "시베리아호랑이와 두루미를 합한 개체가 9마리다 [L8].",
        "삵·두루미를 합친 수는 10마리였다 [L8].",
    ],
)
def test_a_total_of_listed_names_or_a_fraction_of_stated_counts_is_confirmed(draft: str) -> None:
    report = check(draft, _BIRTHS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "이 가운데 시베리아호랑이·레서판다·삵·두루미가 모두 16마리다 [L8].",  # 15, not 16
        "시베리아호랑이와 레서판다, 두루미는 합쳐 12마리가 태어났다 [L8].",  # 11
        "시베리아호랑이와 두루미를 합한 개체가 8마리다 [L8].",  # 9
        "증식한 여우 12마리 중 4분의 3인 8마리를 방사했다 [L9].",  # 8 of 12 is 2/3
    ],
)
def test_a_total_or_fraction_the_figures_do_not_give_fails(draft: str) -> None:
    assert not check(draft, _BIRTHS).ok


_ENTRY = [
    {"anchor": "L11", "kind": "caption", "text": "<표 1> 입장료 (단위: 원)"},
    row("L12", "구분 | 개인 | 단체 | 비고", start=True),
    row("L13", "어른(19~64세) | 1,000 | 800 | -"),
]


def test_a_count_a_supposition_sets_and_what_it_gives_are_unconfirmed() -> None:
    # `어른 4명이 ... 입장하면`: an example the sentence sets, which no block states; 4,000원 is
    # that count times the cited price, and 200원 the gap between two cited cells
    draft = "어른 4명이 개인으로 입장하면 4,000원이고, 단체로 오면 1인당 200원씩 저렴하다 [L13]."
    report = check(draft, _ENTRY)
    assert report.ok, report.format_text()
    assert len(report.unconfirmed) == 3, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "어른 4명이 개인으로 입장하면 5,000원이다 [L13].",  # 4 x 1,000 is 4,000
        "어른은 개인으로 입장하면 1,200원이다 [L13].",  # a price the row does not give
        "65세 어른이 입장하면 1,000원이다 [L13].",  # an age the row's label bounds (19~64세)
        "어른 4명이 입장하면 1인당 300원씩 저렴하다 [L13].",  # 1,000 - 800 is 200
    ],
)
def test_a_supposition_lets_no_wrong_figure_through(draft: str) -> None:
    assert not check(draft, _ENTRY).ok, check(draft, _ENTRY).format_text()


_COURSE_ROWS = [
    {"anchor": "L13", "kind": "caption", "text": "<표 2> 권역별 골프장 현황 (단위: 개소, 홀)"},
    row("L14", "권역 | 회원제 | 대중형 | 비회원제 | 홀 수", start=True),
    row("L16", "수도권 | 78 | 86 | 9 | 3,870"),
    para("L20", "○ 재배사 보조율: 국고 40%, 지방비 40%, 자부담 20%"),
    para("L23", "○ 173개 사업장이 신청했다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "The capital region had 173 courses (78 membership, 86 public and 9 "
        "non-membership) with 3,870 holes [L16].",
        "수도권 골프장은 173개소(회원제 78개소, 대중형 86개소, 비회원제 9개소)다 [L16].",
        "국고 40%와 지방비 40%를 합친 보조율은 80%이고, 나머지 20%는 자부담이다 [L20].",
    ],
)
def test_a_total_the_sentence_gives_with_its_parts_is_its_own_arithmetic(draft: str) -> None:
    report = check(draft, _COURSE_ROWS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "수도권 골프장은 174개소(회원제 78개소, 대중형 86개소, 비회원제 9개소)다 [L16].",
        "수도권 골프장은 173개소(회원제 78개소, 대중형 86개소)다 [L16].",  # two of three parts
        "국고 40%와 지방비 40%를 합친 보조율은 90%이다 [L20].",
    ],
)
def test_a_total_its_stated_parts_do_not_make_fails(draft: str) -> None:
    assert not check(draft, _COURSE_ROWS).ok


_MARGINS = [
    {"anchor": "L7", "kind": "caption", "text": "<표 1> 유형별 실적 (단위: 억 원, %)"},
    row("L8", "구분 | 매출액 | 영업이익률", start=True),
    row("L9", "회원제 | 14,025 | 15.9"),
    row("L10", "대중형 | 28,590 | 32.1"),
    para("L12", "○ 대중형 이용객 비중은 16.2%p 높았다."),
]


def test_a_difference_of_rates_a_draft_table_states_above_the_sentence_is_confirmed() -> None:
    table = (
        "| 구분 | 영업이익률 | 근거 |\n|---|---|---|\n| 회원제 | 15.9% | [L9] |\n"
        "| 대중형 | 32.1% | [L10] |\n\n"
    )
    draft = table + "대중형의 영업이익률이 회원제보다 16.2%p 높습니다[L9, L10]."
    report = check(draft, _MARGINS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a gap the rows do not make, whose value an uncited block writes
    off = table + "대중형의 영업이익률이 회원제보다 16.3%p 높습니다[L9, L10]."
    assert not check(off, _MARGINS).ok
    # planted: the gap called the other way
    wrong = table + "대중형의 영업이익률이 회원제보다 16.2%p 낮습니다[L9, L10]."
    assert not check(wrong, _MARGINS).ok


_CLUBS = [
    {"anchor": "L12", "kind": "caption", "text": "<표 1> 구단별 관중 (단위: 명, %)"},
    row("L13", "구단 | 관중 | 증감률", start=True),
    row("L14", "LG | 1,395,020 | 3.1"),
    row("L15", "두산 | 1,201,400 | 2.2"),
    row("L16", "한화 | 806,880 | 4.5"),
    row("L17", "NC | 701,200 | △1.2"),
    row("L18", "합계 | 4,104,500 | 2.0"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "NC는 관중이 1.2% 줄어 4개 구단 중 유일하게 뒷걸음질했다 [L17].",
        "한화는 증가율 4.5%로 4개 구단 가운데 가장 높았다 [L16].",
    ],
)
def test_a_count_of_the_rows_of_a_cited_rows_table_among_them_is_confirmed(draft: str) -> None:
    report = check(draft, _CLUBS)
    assert report.ok, report.format_text()


def test_a_count_among_more_rows_than_the_table_has_fails() -> None:
    assert not check("NC는 관중이 1.2% 줄어 5개 구단 중 유일하게 줄었다 [L17].", _CLUBS).ok


_VOUCHER = [para("L6", "○ 입장권 1매당 5,000원 할인, 1인당 월 최대 2매, 총 8매까지 사용")]


def test_a_product_written_with_a_times_sign_is_the_sentences_arithmetic() -> None:
    draft = "1인이 받을 수 있는 최대 할인액은 4만 원(5,000원 × 8매)이다 [L6]."
    report = check(draft, _VOUCHER)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("4만 원", "4만 5천 원"), _VOUCHER).ok


_TRAINS = [
    row("L22", "노선 | 첫차(현행) | 첫차(변경)", start=True),
    row("L23", "1호선 | 05:30 | 05:15"),
    row("L27", "3호선 | 05:40 | 05:30"),
    para("L10", "○ 배차 간격은 10분 안팎이다."),
]


def test_minutes_between_two_times_the_draft_states_are_its_arithmetic() -> None:
    table = (
        "| 노선 | 첫차 | 근거 |\n|---|---|---|\n| 1호선 | 05:30 → 05:15 | [L23] |\n"
        "| 3호선 | 05:40 → 05:30 | [L27] |\n\n"
    )
    draft = table + "첫차는 1호선이 15분, 3호선이 10분 앞당겨진다[L23, L27]."
    report = check(draft, _TRAINS)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("1호선이 15분", "1호선이 20분"), _TRAINS).ok
    alone = "사이렌은 14시 정각에 울리고 15분 뒤인 14시 15분에 그친다[L23]."
    assert not check(alone.replace("15분 뒤인", "10분 뒤인"), _TRAINS).ok


_SHARES = [
    para("L7", "○ 총사업비 13억 5,000만 원(국비 50%, 지방비 40%, 자부담 10%)"),
    para("L11", "○ 홍보·전수 활동비: 1인당 연 최대 1,200만 원(국비 50%, 지방비 50%)"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "총사업비 13억 5,000만 원 가운데 국비가 절반인 6억 7,500만 원이고, 자부담은 10%인 "
        "1억 3,500만 원이다 [L7].",
        "활동비는 연 최대 1,200만 원이며, 이 중 절반인 600만 원을 국비로 지원합니다 [L11].",
    ],
)
def test_half_or_a_rate_of_an_amount_the_sentence_calls_the_whole_is_its_arithmetic(
    draft: str,
) -> None:
    report = check(draft, _SHARES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "총사업비 13억 5,000만 원 가운데 국비가 절반인 6억 5,000만 원이다 [L7].",
        "총사업비 13억 5,000만 원 가운데 자부담은 10%인 1억 5,000만 원이다 [L7].",
        "활동비는 연 최대 1,200만 원이며, 이 중 절반인 500만 원을 국비로 지원합니다 [L11].",
    ],
)
def test_half_or_a_rate_the_amount_does_not_give_fails(draft: str) -> None:
    assert not check(draft, _SHARES).ok


_SEASONS = [
    row("L30", "절기 | 한랭질환자 | 동파", start=True),
    *(
        row(f"L{31 + k}", f"20{20 + k}-20{21 + k} | {n} | {m}")
        for k, (n, m) in enumerate(
            [(300, 28516), (320, 9000), (447, 12000), (380, 8500), (334, 8153)]
        )
    ),
]


def test_a_count_of_years_the_cited_rows_are_each_of_is_their_number() -> None:
    draft = (
        "최근 5년 중 한랭질환자가 가장 많았던 절기는 '22-'23절기(447명)였다"
        "[L31][L32][L33][L34][L35]."
    )
    report = check(draft, _SEASONS)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("최근 5년", "최근 6년"), _SEASONS).ok


_PASS_RATES = [
    para("L8", "○ 2024년 응시자는 865명으로 2020년 698명보다 늘었다."),
    row("L28", "연도 | 응시자 | 최종 합격자 | 최종 합격률", start=True),
    *(
        row(f"L{29 + k}", f"{2020 + k}년 | {n} | {p} | {r}")
        for k, (n, p, r) in enumerate(
            [
                (698, 143, 20.5),
                (731, 158, 21.6),
                (774, 171, 22.1),
                (812, 149, 18.3),
                (865, 182, 21.0),
            ]
        )
    ),
    row("L40", "시도 | 응시자 | 최종 합격자 | 최종 합격률", start=True),
    *(
        row(f"L{41 + k}", f"{name} | 100 | 20 | 20.0")
        for k, name in enumerate(["서울", "부산", "대구", "인천", "광주"])
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "최근 5년 중 최종 합격률이 가장 낮았던 해는 2023년(18.3%)이다[L32].",
        "최근 5년간 최종 합격자가 가장 많았던 해는 2024년으로 182명이었다[L33].",
        "Q. 최근 5년 중 최종 합격률이 가장 낮았던 해는?\nA. 2023년으로 18.3%였습니다[L32].",
    ],
)
def test_recent_years_compared_among_are_the_year_rows_of_the_cited_rows_table(
    draft: str,
) -> None:
    report = check(draft, _PASS_RATES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # one year more or fewer than the table's rows
        "최근 6년 중 최종 합격률이 가장 낮았던 해는 2023년(18.3%)이다[L32].",
        "최근 4년간 최종 합격자가 가장 많았던 해는 2024년으로 182명이었다[L33].",
        # five rows, but of provinces, not years
        "최근 5년 중 최종 합격률이 가장 낮았던 곳은 서울(20.0%)이다[L41].",
    ],
)
def test_recent_years_other_than_the_tables_year_rows_fail(draft: str) -> None:
    assert not check(draft, _PASS_RATES).ok


_VISITS = [
    para("L17", "○ 생활지원사 188명을 배치한다."),
    para("L18", "○ 방문 대상 홀몸 어르신은 2,346명이다."),
    para("L27", "○ 예시: 500만 원이 3년간 보관된 경우 이자는 5만 2,500원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "생활지원사 188명이 홀몸 어르신 2,346명을 맡게 되어 1인당 약 12.5명꼴이다[L17, L18].",
        "500만 원이 3년간 보관된 경우 이자는 5만 2,500원, 1년에 1만 7,500원꼴입니다[L27].",
    ],
)
def test_a_count_or_an_amount_per_one_said_with_ggol_is_the_sentences_arithmetic(
    draft: str,
) -> None:
    report = check(draft, _VISITS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "생활지원사 188명이 홀몸 어르신 2,346명을 맡게 되어 1인당 약 13.5명꼴이다[L17, L18].",
        "500만 원이 3년간 보관된 경우 이자는 5만 2,500원, 1년에 1만 5,000원꼴입니다[L27].",
    ],
)
def test_a_share_per_one_the_figures_do_not_give_fails(draft: str) -> None:
    assert not check(draft, _VISITS).ok


_MAIL = [
    para("L17", "○ 통상우편 접수량은 18.5억 통으로 6.1% 감소"),
    para("L19", "○ 소포우편 접수량은 4.2억 통으로 2.9% 증가"),
    para("L11", "○ 보수·보강 예산 6,179억 원 중 상반기 2,913억 원(47.1%) 집행"),
]


@pytest.mark.parametrize(
    "draft",
    ["소포우편은 2.9% 늘고 통상우편은 6.1% 줄어, 두 부문의 증감률 격차는 9.0%p였다[L17, L19]."],
)
def test_the_gap_between_a_rise_and_a_fall_in_points_is_its_arithmetic(draft: str) -> None:
    report = check(draft, _MAIL)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.replace("9.0%p", "9.6%p"), _MAIL).ok


def test_what_is_left_of_a_budget_the_sentence_rounds_is_a_remainder_unconfirmed() -> None:
    # (the sentence rounds the operands, `약 6,200억 원`, `약 2,900억 원`: what is left of the
    # cited row, 6,179 - 2,913, is unconfirmed, not refused)
    draft = (
        "예산 약 6,200억 원 가운데 47.1%(약 2,900억 원)가 집행돼 하반기 집행 가능 잔액은 "
        "3,266억 원이다[L11]."
    )
    report = check(draft, _MAIL)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("3,266억", "3,626억"), _MAIL).ok


_TUITION = [
    {"anchor": "L11", "kind": "caption", "text": "<표 1> 교습과정별 분당 교습비 상한 (단위: 원)"},
    row("L12", "교습과정 | 초등 | 중등 | 고등", start=True),
    row("L13", "보습(국·영·수 등) | 228 | 254 | 289"),
    para("L18", "※ 교습소는 위 상한의 90%를 적용"),
]


def test_a_rate_of_a_cited_amount_the_sentence_applies_is_unconfirmed_as_computed() -> None:
    # (`상한의 90%`: the sentence takes a part of an amount it does not state, 289 × 90%)
    draft = (
        "교습소는 학원 상한의 90%를 적용하므로, 고등 보습 교습소의 분당 상한은 260.1원이다"
        "[L13, L18]."
    )
    report = check(draft, _TUITION)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a part no cited amount gives at that rate, and another rate
    assert not check(draft.replace("260.1원", "262.1원"), _TUITION).ok
    assert not check(draft.replace("90%를", "80%를"), _TUITION).ok


_PAID = [para("L16", "○ 75세 이상 1,500명, 65~74세 900명에게 각각 30만 원, 20만 원 지급")]


def test_a_count_times_what_each_is_given_with_ssik_is_confirmed() -> None:
    draft = "75세 이상 1,500명에게 30만 원씩 4억 5천만 원이 배정된다[L16]."
    report = check(draft, _PAID)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a product the two figures do not give, and a count the amount is not each's
    assert not check(draft.replace("4억 5천만", "4억 8천만"), _PAID).ok
    assert not check("75세 이상 1,500명에게 4억 5천만 원이 배정된다[L16].", _PAID).ok


_FIRST_MARRIAGE = [
    para("L8", "○ 평균 초혼 연령은 남자 33.9세, 여자 31.6세로 전년 대비 각각 0.1세 상승하였다."),
    para("L9", "- 10년 전인 2014년에 비해 남자는 1.5세, 여자는 1.6세 상승"),
    para("L10", "○ 30.0세 이상 초혼 비중은 64.2%였다."),
]


def test_the_start_of_a_move_its_end_less_a_cited_change_gives_is_unconfirmed() -> None:
    # (`32.4세에서 33.9세로`: 33.9 less the cited 1.5, computed, not a near miss of 31.6)
    draft = "2014년보다 남자가 32.4세에서 33.9세로, 여자가 30.0세에서 31.6세로 높아졌다[L8, L9]."
    report = check(draft, _FIRST_MARRIAGE)
    assert report.ok and len(report.unconfirmed) == 2, report.format_text()
    # planted: a start no cited change gives still fails
    assert not check(draft.replace("32.4세", "32.6세"), _FIRST_MARRIAGE).ok
    assert not check(draft.replace("30.0세에서", "30.2세에서"), _FIRST_MARRIAGE).ok


_FERRY = [row("L23", "편 | 출항 | 도착", start=True), row("L24", "1편 | 07:50 | 09:50")]


@pytest.mark.parametrize("took", ["약 2시간", "2시간", "120분"])
def test_a_trip_between_two_times_the_sentence_writes_is_their_distance(took: str) -> None:
    draft = f"1편은 07:50에 출항해 09:50에 도착하며 {took}이 걸린다[L24]."
    report = check(draft, _FERRY)
    assert report.ok, report.format_text()


@pytest.mark.parametrize("took", ["약 3시간", "3시간", "100분"])
def test_a_trip_the_two_times_do_not_give_fails(took: str) -> None:
    assert not check(f"1편은 07:50에 출항해 09:50에 도착하며 {took}이 걸린다[L24].", _FERRY).ok


_FINES = [para("L14", "□ 위반 312건을 적발하고, 과태료 87건(총 1억 4,350만 원)을 부과했다.")]


def test_an_average_per_each_with_its_word_between_is_the_quotient() -> None:
    # (`건당 평균 약 165만 원`: 1억 4,350만 원 over 87건, an average's word between)
    draft = "과태료는 87건, 총 1억 4,350만 원이 부과되어 건당 평균 약 165만 원이었다[L14]."
    report = check(draft, _FINES)
    assert report.ok, report.format_text()
    assert not check(draft.replace("약 165만", "약 185만"), _FINES).ok


_REFUNDS = [
    para("L36", "○ 7급: 7,000원(저소득층 해당자는 면제)"),
    para("L37", "○ 제1차시험 전날까지 취소한 경우 50%를 반환합니다."),
]


def test_a_part_of_the_sentence_befores_amount_at_a_stated_rate_is_unconfirmed() -> None:
    draft = (
        "응시수수료는 7,000원입니다[L36]. 시험 전날까지 취소하면 50%인 3,500원을 돌려받습니다[L37]."
    )
    report = check(draft, _REFUNDS)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a part the rate does not give fails
    assert not check(draft.replace("3,500원", "3,000원"), _REFUNDS).ok


_STUDENTS = [
    row("L13", "국적 | 2023 | 2024", start=True),
    row("L14", "베트남 | 86,547 | 98,211"),
    row("L15", "중국 | 72,020 | 71,102"),
    row("L22", "계 | 234,012 | 253,434"),
]


def test_a_share_of_a_sum_the_sentence_states_in_a_cited_total_is_unconfirmed() -> None:
    draft = "베트남과 중국 유학생을 합치면 169,313명으로 전체의 약 66.8%를 차지한다[L14, L15, L22]."
    report = check(draft, _STUDENTS)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("약 66.8%", "약 72.8%"), _STUDENTS).ok


_MINING_TOWNS = [
    row("L18", "시·군 | 1988년 | 2014년 | 2024년", start=True),
    row("L20", "삼척시 | 109,322 | 70,286 | 62,418"),
]


def test_recent_years_reach_back_from_the_last_cited_year_to_another() -> None:
    # (`최근 10년 새`: 2014 to 2024 of heads that also name 1988)
    draft = "삼척시 인구는 최근 10년 새 70,286명에서 62,418명으로 줄었다[L18, L20]."
    report = check(draft, _MINING_TOWNS)
    assert report.ok, report.format_text()
    # planted: a span no two of the years give fails
    assert not check(draft.replace("10년", "12년"), _MINING_TOWNS).ok


_GRADED = [para("L43", "○ A등급 31.0%, B등급 36.9%, C등급 21.6%")]


def test_a_fraction_in_words_bounded_by_a_stated_rate_holds_on_its_side() -> None:
    # (`67.9%로 ... 3분의 2를 넘는다`: 67.9% is past two thirds)
    draft = "A·B등급을 합치면 67.9%로 3분의 2를 넘는다[L43]."
    report = check(draft, _GRADED)
    assert report.ok, report.format_text()
    # planted: a bound the stated rate does not meet still fails
    assert not check(draft.replace("3분의 2를 넘는다", "4분의 3을 넘는다"), _GRADED).ok


_WAGES = [
    {"anchor": "L16", "kind": "caption", "text": "<표 2> 성별 고용률과 임금 (단위: %, 만 원)"},
    row("L17", "구분 | 항목 | 비중 | 고용률 | 월평균 임금", start=True),
    row("L18", "성별 | 남성 | 23.8 | 70.2 | 299.8"),
    row("L19", "성별 | 여성 | 76.2 | 57.5 | 224.5"),
]


def test_a_gap_between_two_rows_of_the_drafts_table_is_their_difference() -> None:
    table = (
        "| 성별 | 월평균 임금 | 근거 |\n|---|---|---|\n| 남성 | 299.8만 원 | [L18] |\n"
        "| 여성 | 224.5만 원 | [L19] |\n\n"
    )
    draft = table + "남녀 간 월평균 임금 격차는 75.3만 원입니다[L18, L19]."
    report = check(draft, _WAGES)
    assert report.ok, report.format_text()
    assert not check(draft.replace("75.3만", "76.3만"), _WAGES).ok


TARGETS = [
    para("L1", "<표> 방송 수어 통역 비율 (단위: %)"),
    row("L2", "구분 | 2024년 실적 | 2027년 목표", start=True),
    row("L3", "지상파 | 6.9 | 7.0"),
]


def test_a_gap_left_to_a_target_is_unconfirmed_as_computed_not_refused() -> None:
    report = check("지상파는 2027년 목표(7.0%)까지 0.1%p만 남았다[L3].", TARGETS)
    assert report.ok and {f.rule for f in report.findings} == {"GR-07"}, report.format_text()
    assert not check("지상파는 2027년 목표(7.0%)까지 0.3%p만 남았다[L3].", TARGETS).ok


SLATE = [
    para("L1", "(단위: 동, 억 원)"),
    row("L2", "연도 | 지원 동수 | 사업비 | 국비", start=True),
    row("L3", "2021 | 18,200 | 1,002 | 501"),
    row("L4", "2025(계획) | 29,500 | 1,480 | 740"),
]


def test_a_said_change_near_another_cited_figure_is_still_the_rows_difference() -> None:
    # 1,480 - 1,002 = 478, a few per cent from the cited 501: computed, not 501 misread
    draft = "2025년 사업비는 2021년보다 478억 원 많다 [L3, L4]."
    report = check(draft, SLATE)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a change no arithmetic gives, and one a digit off the cited 501, still fail
    assert not check(draft.replace("478억", "488억"), SLATE).ok
    assert not check(draft.replace("478억", "502억"), SLATE).ok


_INSPECTED = [
    {"anchor": "L19", "kind": "caption", "text": "<표 2> 시군별 점검 결과 (단위: 곳, %)"},
    row("L20", "시군 | 점검 대상 | 부적합 | 부적합률", start=True),
    row("L21", "평창군 | 486 | 79 | 16.3"),
    row("L22", "강릉시 | 412 | 54 | 13.1"),
    row("L23", "속초시 | 238 | 31 | 13.0"),
    row("L24", "양양군 | 355 | 61 | 17.2"),
    row("L25", "홍천군 | 274 | 36 | 13.1"),
    row("L26", "정선군 | 197 | 22 | 11.2"),
]


def test_a_column_total_over_many_cited_rows_with_small_cells_is_unconfirmed() -> None:
    # 79 + 54 + 31 + 61 + 36 + 22: the small cells are terms of the total, no near miss
    draft = "6개 시군의 부적합 업소를 합하면 283곳이다 [L21, L22, L23, L24, L25, L26]."
    report = check(draft, _INSPECTED)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("283곳", "285곳"), _INSPECTED).ok


_ROOMS = [
    {"anchor": "L9", "kind": "caption", "text": "<표 1> 연도별 민박 현황 (단위: 곳, 실)"},
    row("L10", "구분 | 2023년 | 2024년 | 객실", start=True),
    row("L20", "합계 | 2,715 | 2,860 | 10,669"),
]


def test_an_average_per_place_in_a_counter_the_table_declares_is_unconfirmed() -> None:
    # 10,669실 over 2,860곳: the draft's `실` is the counter the caption declares
    draft = "곳당 평균 객실은 약 3.7실이다 [L20]."
    report = check(draft, _ROOMS)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("3.7실", "4.7실"), _ROOMS).ok


_FARES = [
    {"anchor": "L17", "kind": "caption", "text": "<표 1> 요금 (단위: 원)"},
    row("L18", "대인 왕복 | 15,000 | 12,000 | 10,000", start=True),
    para("L22", "○ 거제시민은 신분증 제시 시 왕복 요금의 30%를 할인한다."),
]


def test_an_amount_less_a_discount_the_sentence_names_is_unconfirmed() -> None:
    draft = "거제시민은 왕복 요금의 30%를 할인받아 대인 왕복을 1만 500원에 탄다 [L18, L22]."
    report = check(draft, _FARES)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: what the discount does not leave
    assert not check(draft.replace("1만 500원", "1만 1,000원"), _FARES).ok


_CHARGES = [
    {"anchor": "L24", "kind": "caption", "text": "<표 3> 사용료 (단위: 원)"},
    row("L25", "봉안당 사용료 | 400,000 | 1,200,000", start=True),
    row("L26", "관리비(15년 기준) | 150,000 | 450,000"),
]


def test_a_sum_the_line_over_an_item_names_with_a_plus_is_unconfirmed() -> None:
    draft = (
        "- 15년 기준 초기 부담(사용료+관리비)\n"
        "  - 관내: 55만 원 [L25, L26]\n"
        "  - 관외: 165만 원 [L25, L26]"
    )
    report = check(draft, _CHARGES)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("55만 원", "56만 원"), _CHARGES).ok


_COUNTIES = [
    {"anchor": "L8", "kind": "table_row", "text": "시·군 | 대상 | 수검 | 2024 | 2023 | 증감",
     "flags": ["table", "table_start"]},
    {"anchor": "L9", "kind": "table_row", "text": "가온시 | 9,800 | 8,790 | 89.7 | 88.0 | 1.7",
     "flags": ["table"]},
    {"anchor": "L10", "kind": "table_row", "text": "한빛시 | 16,920 | 15,736 | 93.0 | 91.2 | 1.8",
     "flags": ["table"]},
    {"anchor": "L11", "kind": "table_row", "text": "다솜군 | 4,100 | 3,380 | 82.4 | 81.0 | 1.4",
     "flags": ["table"]},
    {"anchor": "L12", "kind": "table_row", "text": "누리군 | 3,120 | 2,589 | 83.0 | 80.7 | 2.3",
     "flags": ["table"]},
    {"anchor": "L13", "kind": "table_row", "text": "합계 | 33,940 | 30,495 | 89.8 | 88.3 | 1.5",
     "flags": ["table"]},
]  # fmt: skip


def test_the_peers_a_superlative_ranks_among_are_its_tables_rows() -> None:
    draft = "한빛시는 93.0%로 4개 시·군 중 가장 높았다 [L10]."
    report = check(draft, _COUNTIES)
    assert report.ok, report.format_text()
    # planted: another count of peers than the table's rows (its total row is none)
    assert not check(draft.replace("4개", "5개"), _COUNTIES).ok
    assert not check(draft.replace("4개", "3개"), _COUNTIES).ok


_DEADLINE = [
    para("L2", "2025. 3. 14.(금) 국제협력과"),
    para("L53", "조례 제12조: 시장은 매년 3월 31일까지 전년도 실적을 시의회에 보고하여야 한다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "조례는 실적을 매년 3월 31일까지 보고하도록 한다 [L53]. 이번 보고는 2025년 3월 14일에 "
        "작성돼 기한보다 17일 앞섭니다 [L2, L53].",
        "보고일은 2025년 3월 14일로, 보고 기한인 3월 31일보다 17일 빠르다 [L2, L53].",
        "The report is dated 14 March 2025, 17 days ahead of the 31 March deadline [L2, L53].",
    ],
)
def test_days_between_two_dates_the_draft_states_are_its_arithmetic(draft: str) -> None:
    report = check(draft, _DEADLINE)
    assert report.ok and not report.unconfirmed, report.format_text()
    # a count that is not the days between them is still refused
    assert not check(draft.replace("17", "16"), _DEADLINE).ok
    assert not check(draft.replace("17", "18"), _DEADLINE).ok


@pytest.mark.parametrize(
    "draft",
    [
        # the report is 17 days before its deadline, not after it
        "조례는 실적을 매년 3월 31일까지 보고하도록 한다 [L53]. 이번 보고는 2025년 3월 14일에 "
        "작성돼 기한보다 17일 늦었습니다 [L2, L53].",
        "보고일은 2025년 3월 14일로, 보고 기한인 3월 31일보다 17일 늦다 [L2, L53].",
        "The report is dated 14 March 2025, 17 days after the 31 March deadline [L2, L53].",
    ],
)
def test_days_between_two_dates_said_the_other_way_fail(draft: str) -> None:
    assert not check(draft, _DEADLINE).ok


@pytest.mark.parametrize(
    "draft",
    [
        "최근 3년 응시자는 774명, 812명, 865명이다[L31, L32, L33].",
        "최근 2년 최종 합격률은 18.3%, 21.0%였다[L32, L33].",
    ],
)
def test_recent_years_are_the_cited_year_rows_that_end_the_table(draft: str) -> None:
    report = check(draft, _PASS_RATES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # one year more than the cited rows
        "최근 4년 응시자는 774명, 812명, 865명이다[L31, L32, L33].",
        # the cited rows are not the table's last years
        "최근 3년 응시자는 731명, 774명, 812명이다[L30, L31, L32].",
        # a year missing between the cited rows
        "최근 2년 최종 합격률은 22.1%, 21.0%였다[L31, L33].",
    ],
)
def test_recent_years_other_than_the_cited_rows_ending_the_table_fail(draft: str) -> None:
    assert not check(draft, _PASS_RATES).ok


_DAMS = [
    {"anchor": "L20", "kind": "caption", "text": "(단위: 개소, 억 원)"},
    row("L21", "연도 | 설치 개소 | 사업비", start=True),
    *(
        row(f"L{22 + k}", f"{2020 + k} | {n} | {m}")
        for k, (n, m) in enumerate(
            [(812, 1380), (745, 1312), (688, 1259), (905, 1702), (640, 1296)]
        )
    ),
    row("L27", "합계 | 3,790 | 6,949"),
    row("L30", "시도 | 누적 설치 | 2024년 설치", start=True),
    *(
        row(f"L{31 + k}", f"{name} | {n} | {m}")
        for k, (name, n, m) in enumerate(
            [
                ("강원", 3412, 142),
                ("경북", 2876, 118),
                ("경남", 2104, 96),
                ("전남", 1655, 71),
                ("기타", 5531, 213),
            ]
        )
    ),
    row("L36", "합계 | 15,578 | 640"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2020~2024년 사방댐 3,790개소가 설치됐다 [L27].",
        "5년간 사방댐 설치 사업비는 6,949억 원이다 [L27].",
        "최근 5년 사방댐 설치는 합계 3,790개소였다 [L27].",
        "Over 2020-2024, 3,790 erosion-control dams were built [L27].",
        "In the five years to 2024, 3,790 dams were built [L27].",
    ],
)
def test_the_years_a_cited_total_sums_are_its_span(draft: str) -> None:
    report = check(draft, _DAMS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2019~2024년 사방댐 3,790개소가 설치됐다 [L27].",
        "2020~2023년 사방댐 3,790개소가 설치됐다 [L27].",
        "4년간 사방댐 설치 사업비는 6,949억 원이다 [L27].",
        "Over 2020-2025, 3,790 erosion-control dams were built [L27].",
        # five rows summed, but of provinces, not years
        "5년간 누적 설치는 15,578개소다 [L36].",
    ],
)
def test_years_other_than_those_a_cited_total_sums_fail(draft: str) -> None:
    assert not check(draft, _DAMS).ok


_DESIGNATED = [
    {"anchor": "L15", "kind": "caption", "text": "(단위: 개소)"},
    row("L16", "시도 | 기존 | 신규 | 해제 | 계", start=True),
    row("L17", "전북 | 2,211 | 103 | 7 | 2,307"),
    row("L18", "충북 | 2,035 | 121 | 6 | 2,150"),
    row("L19", "충남 | 1,642 | 88 | 4 | 1,726"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "신규 지정은 충북이 전북(103개소)보다 18개소 많았습니다 [L17, L18].",
        "충남의 신규 지정은 88개소로 충북보다 33개소 적었다 [L18, L19].",
        "New designations in 충북 exceeded 전북's 103 sites by 18 [L17, L18].",
    ],
)
def test_a_gap_to_a_row_the_sentence_names_is_that_rows_cell_less_its_figure(draft: str) -> None:
    report = check(draft, _DESIGNATED)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # 121 - 103 is 18
        "신규 지정은 충북이 전북(103개소)보다 17개소 많았습니다 [L17, L18].",
        # the named row is not cited: its cell is no operand
        "신규 지정은 충남이 전북(103개소)보다 15개소 적었습니다 [L17, L18].",
    ],
)
def test_a_gap_the_named_rows_cells_do_not_give_fails(draft: str) -> None:
    assert not check(draft, _DESIGNATED).ok


_GROWTH_RATES = [
    row("L9", "구분 | 2023 | 2024 | 증감 | 증가율", start=True),
    row("L10", "성년후견 | 7,856 | 8,327 | 471 | 6.0"),
    row("L14", "계 | 11,141 | 11,593 | 452 | 4.1"),
]


def test_a_gap_between_named_rows_rates_is_in_points() -> None:
    good = "성년후견 청구 증가율은 6.0%로 전체 증가율(4.1%)보다 1.9%p 높았다[L10, L14]."
    assert check(good, _GROWTH_RATES).ok, check(good, _GROWTH_RATES).format_text()
    # planted: points written as a percentage
    assert not check(good.replace("1.9%p", "1.9%"), _GROWTH_RATES).ok


@pytest.mark.parametrize(
    "draft",
    [
        # the gap said the other way (121 is more than 103; 88 is less than 121): at most
        # unconfirmed, as a difference of two cited cells
        "신규 지정은 충북이 전북(103개소)보다 18개소 적었습니다 [L17, L18].",
        "충남의 신규 지정은 88개소로 충북보다 33개소 많았다 [L18, L19].",
    ],
)
def test_a_gap_to_a_named_row_said_the_other_way_is_never_confirmed(draft: str) -> None:
    report = check(draft, _DESIGNATED)
    assert not report.ok or report.unconfirmed, report.format_text()


def test_a_gap_of_another_column_is_never_confirmed() -> None:
    # 176 is 기존's gap (2,211 - 2,035), not 신규's: at most unconfirmed, as any difference of
    # two cited cells the sentence does not write
    report = check(
        "신규 지정은 충북이 전북(103개소)보다 176개소 많았습니다 [L17, L18].", _DESIGNATED
    )
    assert not report.ok or report.unconfirmed, report.format_text()


_PARCELS = [
    {"anchor": "L7", "kind": "caption", "text": "(단위: ㎡, 원)"},
    row("L8", "연번 | 소재지 | 지목 | 면적 | 최저입찰가격", start=True),
    row("L9", "1 | 화성시 송산면 독지리 | 답 | 1,652 | 247,800,000"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "독지리 답(1,652㎡)의 최저입찰가격 2억 4,780만 원은 ㎡당 15만 원꼴입니다 [L9].",
        "독지리 답 1,652㎡의 최저입찰가격 2억 4,780만 원은 1㎡당 15만 원이다 [L9].",
        "독지리 답 1,652㎡의 최저입찰가격 2억 4,780만 원은 평당 약 49만 6천 원이다 [L9].",
    ],
)
def test_an_amount_per_unit_of_a_stated_measure_is_the_sentences_arithmetic(draft: str) -> None:
    report = check(draft, _PARCELS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "독지리 답(1,652㎡)의 최저입찰가격 2억 4,780만 원은 ㎡당 16만 원꼴입니다 [L9].",
        # per 평 is 495,868원, not 150,000원
        "독지리 답 1,652㎡의 최저입찰가격 2억 4,780만 원은 평당 15만 원이다 [L9].",
        # a unit of another dimension
        "독지리 답 1,652㎡의 최저입찰가격 2억 4,780만 원은 km당 15만 원이다 [L9].",
    ],
)
def test_an_amount_per_unit_the_sentences_figures_do_not_give_fails(draft: str) -> None:
    assert not check(draft, _PARCELS).ok


_PLACEMENT = [
    para("L7", "○ 일반학교 특수학급 배치 비율은 62.8%, 특수학교 배치 비율은 23.9%이다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "일반학교 특수학급 배치 비중은 6할을 넘는 62.8%입니다 [L7].",
        "특수학급 배치 비율은 62.8%로 3분의 2에 못 미친다 [L7].",
        "특수학교 배치 비율은 4분의 1에 못 미치는 23.9%다 [L7].",
    ],
)
def test_a_fraction_in_words_the_sentences_rate_passes_on_its_side_holds(draft: str) -> None:
    report = check(draft, _PLACEMENT)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "일반학교 특수학급 배치 비중은 7할을 넘는 62.8%입니다 [L7].",  # 62.8% is under 70%
        "특수학교 배치 비율은 4분의 1을 넘는 23.9%다 [L7].",  # 23.9% is under a quarter
        "일반학교 특수학급 배치 비중은 6할을 넘는 63.8%입니다 [L7].",  # the rate is 62.8%
    ],
)
def test_a_fraction_in_words_on_the_wrong_side_of_the_rate_fails(draft: str) -> None:
    assert not check(draft, _PLACEMENT).ok


_UTILISATION = [
    {"anchor": "L14", "kind": "caption", "text": "(단위: 개, 천㎡, %)"},
    row("L15", "구분 | 단지 수 | 지정면적 | 분양률 | 가동률", start=True),
    row("L16", "국가 | 48 | 812,540 | 96.8 | 81.4"),
    row("L17", "일반 | 735 | 548,310 | 93.2 | 78.9"),
    row("L18", "도시첨단 | 52 | 9,870 | 88.5 | 76.1"),
    row("L19", "농공 | 487 | 66,100 | 96.1 | 72.3"),
]


def test_the_gap_in_points_between_two_rates_the_sentence_states_is_its_arithmetic() -> None:
    draft = (
        "유형별 가동률은 국가산업단지가 81.4%로 가장 높고 농공단지가 72.3%로 가장 낮아, 둘 "
        "사이에 9.1%p 차이가 납니다 [L16, L17, L18, L19]."
    )
    report = check(draft, _UTILISATION)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the gap wrong by a tenth, or written in per cent
    assert not check(draft.replace("9.1%p", "9.2%p"), _UTILISATION).ok
    assert not check(draft.replace("9.1%p", "9.1%"), _UTILISATION).ok


_ARREARS = [
    {"anchor": "L3", "kind": "heading", "text": "2024년 임금체불 현황 및 청산 실적"},
    para("L5", "○ 체불 피해 근로자는 28만 3,212명으로 전년 27만 5,432명보다 7,780명(2.8%) 늘었다."),
    para("L6", "○ 2022년에는 체불액 1조 3,472억 원, 피해 근로자 23만 7,501명이었다."),
]


def test_years_between_take_the_year_the_heading_gives_a_block_without_one() -> None:
    draft = "피해 근로자는 2년 사이 23만 7,501명에서 28만 3,212명으로 늘었다 [L5, L6]."
    report = check(draft, _ARREARS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a span the heading's year and the block's do not give
    assert not check(draft.replace("2년 사이", "4년 사이"), _ARREARS).ok


_LOAN_RATES = [
    para("L12", "라. 사업주 융자 이자율은 담보 융자 연 2.2%, 신용 융자 연 3.7%이며, 기간 중 각각 "
         "1.0%p 인하합니다."),
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "담보 융자 연 2.2%, 신용 융자 연 3.7%인데, 기간 중 각각 1.0%p 내려 담보 1.2%, 신용 "
        "2.7%가 적용됩니다 [L12].",
        "담보 융자 금리는 연 2.2%에서 1.0%p 인하돼 1.2%가 된다 [L12].",
    ],
)
def test_a_level_moved_by_a_change_the_sentence_states_is_its_arithmetic(draft: str) -> None:
    report = check(draft, _LOAN_RATES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # 3.7 - 1.0 is 2.7
        "담보 융자 연 2.2%, 신용 융자 연 3.7%인데, 기간 중 각각 1.0%p 내려 담보 1.2%, 신용 "
        "2.6%가 적용됩니다 [L12].",
        # a cut moved the other way
        "담보 융자 금리는 연 2.2%에서 1.0%p 인하돼 3.2%가 된다 [L12].",
    ],
)
def test_a_level_the_stated_change_does_not_reach_fails(draft: str) -> None:
    assert not check(draft, _LOAN_RATES).ok


_SAMPLES = [
    {"anchor": "L25", "kind": "caption", "text": "(단위: 건, ‰)"},
    row("L26", "구분 | 검사 건수 | 위반 | 위반율", start=True),
    row("L27", "소변 | 7,236 | 31 | 4.3"),
    row("L28", "혈액 | 1,948 | 6 | 3.1"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Of the 37 sanctioned cases, 31 came from urine samples and 6 from blood [L27, L28].",
        "제재 37건 중 소변 31건, 혈액 6건이었다 [L27, L28].",
    ],
)
def test_a_whole_the_sentence_then_splits_into_parts_is_their_sum(draft: str) -> None:
    report = check(draft, _SAMPLES)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a whole the parts do not add up to
    assert not check(draft.replace("37", "38"), _SAMPLES).ok


_FUNDS = [
    para("L4", "□ 국비 4,000억 원을 17개 시도에 교부한다."),
    para("L6", "○ 국비는 지난해 3,000억 원에서 1,000억 원 증액되었으며, 지자체는 예산을 더한다."),
    para("L7", "○ 시군비 비중은 전년(65.0%)보다 4.0%p 낮아졌다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "국비 지원액은 3,000억원에서 4,000억원으로 늘었다 [L6].",
        "시군비 비중은 61.0%로 낮아졌다 [L7].",
    ],
)
def test_the_level_a_block_moves_a_stated_level_to_is_the_blocks_own(draft: str) -> None:
    report = check(draft, _FUNDS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "국비 지원액은 3,000억원에서 5,000억원으로 늘었다 [L6].",  # 3,000 + 1,000
        "시군비 비중은 69.0%다 [L7].",  # 65.0 - 4.0
    ],
)
def test_a_level_the_blocks_move_does_not_reach_fails(draft: str) -> None:
    assert not check(draft, _FUNDS).ok


def test_a_level_moved_the_other_way_is_never_confirmed() -> None:
    # 3,000 - 1,000: the block's change is a rise, so at most unconfirmed, as any difference
    report = check("국비 지원액은 2,000억원으로 줄었다 [L6].", _FUNDS)
    assert not report.ok or report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    ("draft", "ok"),
    [
        ("특수학급 배치 비율은 6할 이상이다 [L7].", True),  # 62.8% is at least 60%
        ("특수학교 배치 비율은 3할 미만이다 [L7].", True),  # 23.9% is under 30%
        ("특수학급 배치 비율은 7할 이상이다 [L7].", False),
        ("특수학교 배치 비율은 2할 미만이다 [L7].", False),
    ],
)
def test_tenths_with_a_bound_hold_a_cited_rate_on_their_side(draft: str, ok: bool) -> None:
    assert check(draft, _PLACEMENT).ok is ok, check(draft, _PLACEMENT).format_text()


_SHARES_BY_YEAR = [
    {"anchor": "L45", "kind": "caption", "text": "단위: 억 원, %, %p"},
    row(
        "L46",
        "구분 | 2023년 금액 | 2023년 비중 | 2024년 금액 | 2024년 비중 | 비중 증감",
        start=True,
    ),
    row("L47", "국비 | 228 | 20.0 | 312 | 24.0 | +4.0"),
    row("L48", "도비 | 171 | 15.0 | 195 | 15.0 | 0.0"),
]


@pytest.mark.parametrize(
    ("draft", "ok"),
    [
        ("도비 비중은 두 해 모두 15.0%였다 [L48].", True),
        ("도비 비중은 2년 모두 15.0%였다 [L48].", True),
        ("도비 비중은 세 해 모두 15.0%였다 [L48].", False),  # the heads name two years
    ],
)
def test_the_years_a_sentence_says_all_of_are_the_cited_years(draft: str, ok: bool) -> None:
    assert check(draft, _SHARES_BY_YEAR).ok is ok, check(draft, _SHARES_BY_YEAR).format_text()


_CONTEST = [
    para("L4", "2026년 3월 23일"),
    para("L11", "접수 기간: 2026. 4. 6.(월) 10:00 ~ 5. 8.(금) 18:00"),
]


def test_weeks_after_a_date_the_sentence_before_states_run_from_it() -> None:
    draft = (
        "공고일은 2026년 3월 23일입니다 [L4]. 접수는 공고 2주 뒤인 4월 6일에 시작됩니다 [L4, L11]."
    )
    report = check(draft, _CONTEST)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the start said to come two weeks before the notice
    assert not check(draft.replace("2주 뒤인", "2주 앞선"), _CONTEST).ok


_FINES_BY_YEAR = [
    {"anchor": "L10", "kind": "caption", "text": "(단위: 곳, 만 원)"},
    row("L11", "연도 | 적발 업소 | 과태료 금액", start=True),
    row("L12", "2023 | 4,035 | 39,115"),
    row("L13", "2024 | 4,297 | 42,608"),
    row("L14", "2022 | 3,812 | 36,742"),
]


def test_a_gap_from_a_written_base_to_the_one_other_cited_row() -> None:
    good = "이는 2023년 3억 9,115만 원보다 3,493만 원 많은 금액입니다 [L12, L13]."
    report = check(good, _FINES_BY_YEAR)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a wrong size, the wrong direction
    assert not check(good.replace("3,493만", "3,494만"), _FINES_BY_YEAR).ok
    # (the other way: at most unconfirmed, as a difference of two cited cells)
    backwards = check(good.replace("많은", "적은"), _FINES_BY_YEAR)
    assert backwards.unconfirmed or not backwards.ok, backwards.format_text()
    # three rows cited: which is the other side is not told, so the gap is unconfirmed
    three = check(good.replace("L13]", "L13, L14]"), _FINES_BY_YEAR)
    assert three.unconfirmed, three.format_text()


_WAITING = [
    para("L9", "○ 2025. 10. 31. 기준 센터 42개소 운영"),
    para("L35", "○ 대기 아동은 214명으로 전년 같은 기간(287명)보다 73명(25.4%) 줄었다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The waiting list fell from 287 to 214 children, a drop of 73, or about 25% [L35].", True),
        ("대기 아동은 287명에서 214명으로 73명(약 25%) 줄었다 [L35].", True),
        ("대기 아동은 214명으로 전년 287명보다 약 25% 줄었다 [L35].", True),
        # planted: the change of a move the sentence writes taken over its end, not its start,
        # or over the level reached rather than the base it compares with
        (
            "The waiting list fell from 287 to 214 children, a drop of 73, or about 34% [L35].",
            False,
        ),
        ("대기 아동은 287명에서 214명으로 73명(약 34%) 줄었다 [L35].", False),
        ("대기 아동은 214명으로 전년 287명보다 약 34% 줄었다 [L35].", False),
    ],
)
def test_a_change_in_per_cent_of_a_written_move_runs_from_its_start(
    draft: str, passes: bool
) -> None:
    report = check(draft, _WAITING)
    assert report.ok is passes, report.format_text()


_INSTALLATION = [
    {"anchor": "L40", "kind": "caption", "text": "(단위: 천 원)"},
    row("L41", "구분 | 국비 | 시비 | 구비 | 계", start=True),
    row("L43", "신규 설치비(6개소) | 150,000 | 90,000 | 60,000 | 300,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("- 신규 설치비는 3억 원이며, 국비가 절반인 1억 5천만 원을 부담함 [L43]", True),
        ("- 구비 6천만 원의 절반은 3천만 원임 [L43]", True),
        # planted: a wrong figure before the clause whose word of half is another figure's is no
        # half of a cited figure (3천만 원 is half of the 구비 6천만 원)
        ("- 신규 설치비는 3천만 원이며, 국비가 절반인 1억 5천만 원을 부담함 [L43]", False),
    ],
)
def test_a_word_of_half_halves_only_the_figure_beside_it(draft: str, passes: bool) -> None:
    report = check(draft, _INSTALLATION)
    assert report.ok is passes, report.format_text()
    if passes:
        return
    assert any(f.rule == "GR-03" for f in report.findings), report.format_text()


_SHIFTS = [para("L21", "○ 근무 시간: 09:00 ~ 16:00(휴게 1시간 포함, 1일 6시간)")]


@pytest.mark.parametrize(
    ("draft", "rule"),
    [
        ("Shifts run 09:00–16:00, six working hours a day [L21].", None),
        ("근무는 09:00~16:00, 하루 6시간이다 [L21].", None),
        # the hours between the sentence's own times, where the block writes other hours for
        # them: unconfirmed, not confirmed
        ("Shifts run 09:00–16:00, seven working hours a day [L21].", "GR-07"),
        ("근무는 09:00~16:00, 하루 7시간이다 [L21].", "GR-07"),
    ],
)
def test_hours_between_the_sentences_times_yield_to_the_hours_a_block_writes(
    draft: str, rule: str | None
) -> None:
    report = check(draft, _SHIFTS)
    assert [f.rule for f in report.findings if f.rule != "GR-05"] == ([rule] if rule else []), (
        report.format_text()
    )


def test_a_duration_the_block_gives_another_thing_leaves_the_time_between_confirmed() -> None:
    blocks = [para("L25", "○ 훈련: 14:00 공습경보 발령(사이렌 3분) → 14:15 경계경보로 전환")]
    draft = (
        "공습경보는 14시 정각에 발령되고(사이렌 3분), 15분 뒤인 14시 15분 경계경보로 바뀐다 [L25]."
    )
    report = check(draft, blocks)
    assert report.ok and not report.findings, report.format_text()


_DURATIONS = [
    para("L26", "<표 3> 혼인 지속기간별 이혼 건수 및 구성비 (단위: 천 건, %, %p)"),
    row(
        "L27",
        "기간 | 2023년 건수 | 2024년 건수 | 2023년 구성비 | 2024년 구성비 | 구성비 증감",
        start=True,
    ),
    row("L28", "4년 이하 | 17.6 | 17.0 | 19.0 | 18.6 | △0.4"),
    row("L29", "5~9년 | 16.8 | 16.0 | 18.2 | 17.5 | △0.7"),
    row("L30", "10~14년 | 13.9 | 13.3 | 15.0 | 14.6 | △0.4"),
    row("L31", "15~19년 | 13.8 | 14.0 | 14.9 | 15.4 | 0.5"),
    row("L32", "20년 이상 | 30.3 | 30.9 | 32.8 | 33.9 | 1.1"),
]
_TABLE_THEN_SUM = (
    "| 기간 | 2024년 건수(천 건) | 구성비(%) |\n|---|---|---|\n"
    "| 4년 이하 | 17.0 | 18.6 |\n| 5~9년 | 16.0 | 17.5 |\n| 10~14년 | 13.3 | 14.6 |\n"
    "| 15~19년 | 14.0 | 15.4 |\n| 20년 이상 | 30.9 | 33.9 |\n\n"
    "위 표[L28, L29, L30, L31, L32]에서 20년 이상과 4년 이하를 합하면 {}%다[L28, L32]."
)


def test_a_sum_of_the_drafts_own_figures_is_confirmed_past_many_cited_values() -> None:
    # (the cited rows hold more values than the candidates read for an explanation: the
    # sentence's own values are kept, so 33.9 + 18.6 is found, not 19.0 + 18.6 + 14.9)
    report = check(_TABLE_THEN_SUM.format("52.5"), _DURATIONS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a sum no two of its own figures give is never confirmed
    wrong = check(_TABLE_THEN_SUM.format("53.5"), _DURATIONS)
    assert not wrong.ok or wrong.unconfirmed, wrong.format_text()
