"""A negative figure restated without its sign: refused with the opposite sign or direction,
unconfirmed (shown to the person) when the sentence names no decrease at all."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

LOSS = {"L1": "당기순이익 -120억원, 수출 증감률 △5.2%, 평균기온 영하 3.2℃"}


@pytest.mark.parametrize(
    "draft",
    [
        "당기순이익은 120억 원 적자였다 [L1].",
        "당기순이익은 -120억 원이었다 [L1].",
        "수출은 5.2% 줄었다 [L1].",
        "수출 증감률은 △5.2%였다 [L1].",
        "평균기온은 영하 3.2℃였다 [L1].",
        "평균기온은 -3.2℃였다 [L1].",
    ],
)
def test_a_negative_figure_with_its_sign_or_a_word_of_decrease_is_confirmed(draft: str) -> None:
    report = check(draft, LOSS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "당기순이익은 120억 원이었다 [L1].",
        "수출 증감률은 5.2%였다 [L1].",
        "평균기온은 3.2℃였다 [L1].",
    ],
)
def test_a_negative_figure_restated_without_sign_or_decrease_is_unconfirmed(draft: str) -> None:
    report = check(draft, LOSS)
    assert report.ok, report.format_text()
    assert [f.rule for f in report.unconfirmed] == ["GR-07"], report.format_text()
    assert "negative" in report.unconfirmed[0].detail


@pytest.mark.parametrize(
    "draft",
    [
        "당기순이익은 120억 원 적자였고 수출은 5.2% 줄었다 [L1].",
        "당기순이익은 120억 원으로, 적자를 기록했다 [L1].",
        "수출 증감률은 5.2%로, 전년보다 줄었다 [L1].",
        "Net income was a loss of KRW 12 billion, and exports fell 5.2% [L1].",
    ],
)
def test_a_word_of_decrease_in_the_figures_clause_or_the_one_after_it_confirms(
    draft: str,
) -> None:
    report = check(draft, LOSS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "당기순이익은 120억 원이었고 수출은 5.2% 줄었다 [L1].",
        "수출은 5.2% 줄었으며 당기순이익은 120억 원이었다 [L1].",
        "Net income was KRW 12 billion, while exports fell 5.2% [L1].",
    ],
)
def test_a_word_of_decrease_in_another_clause_leaves_a_figure_unsigned(draft: str) -> None:
    report = check(draft, LOSS)
    assert any("negative" in f.detail for f in report.findings), report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "당기순이익은 +120억 원이었다 [L1].",
        "수출은 5.2% 늘었다 [L1].",
        "평균기온은 영상 3.2℃로 +3.2℃였다 [L1].",
    ],
)
def test_a_negative_figure_given_the_opposite_sign_or_direction_is_refused(draft: str) -> None:
    assert not check(draft, LOSS).ok


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("증가율은 약 4%다 [L1].", True),  # a hedged rate rounded to a whole point
        ("증가율은 약 5%다 [L1].", False),  # not the rounding of 4.4
        ("증가율은 4%다 [L1].", False),  # unhedged, one digit: too coarse
        ("매출은 약 1천억 원이다 [L1].", False),  # an amount keeps the hedge's 5%
    ],
)
def test_a_hedged_rate_is_its_correct_rounding_and_nothing_looser(draft: str, passes: bool) -> None:
    blocks = {"L1": "증가율 4.4%, 매출 1,260억원"}
    assert check(draft, blocks).ok is passes


def test_a_dash_bullet_before_a_figure_is_no_minus() -> None:
    blocks = {"L1": "- 75세 이상 어르신: 2025. 10. 15.(수) ~ 12. 31.(수)"}
    report = check("75세 이상 어르신은 10월 15일부터 접종한다 [L1].", blocks)
    assert report.ok and not report.warnings
    # a minus glued to its digits is still one
    assert check("기온은 -3도였다 [L1].", {"L1": "최저기온 -3℃"}).ok
    assert check("기온은 3도였다 [L1].", {"L1": "최저기온 - 3℃"}).unconfirmed


@pytest.mark.parametrize(
    "draft",
    [
        "5억 원 초과 20억 원 이하 구간의 상단 20억 원이면 1억 1,000만 원 + 15억 원 × 14% = 3억"
        " 2,000만 원이다[L1].",
        "출원료는 62,000원 + 6,000원 = 68,000원이다[L2].",
        "초과분은 50억 8,500만 원 - 40억 원 = 10억 8,500만 원이다[L3].",
    ],
)
def test_a_plus_or_minus_between_two_figures_is_arithmetic_not_a_sign(draft: str) -> None:
    blocks = {
        "L1": "5억 원 초과 20억 원 이하: 1억 1,000만 원 + 5억 원 초과금액의 14%, 다음 구간 3억"
        " 2,000만 원",
        "L2": "기본 62,000원, 10개 초과 시 1개마다 2,000원 가산, 13개이면 68,000원",  # (no 6,000)
        "L3": "환수액 50억 8,500만 원 중 40억 원 초과 구간의 금액은 10억 8,500만 원",
    }
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # the figure after the operator is still checked: one the block does not hold fails
    assert not check(
        draft.replace("15억 원 ×", "16억 원 ×")
        .replace("6,000원 =", "7,000원 =")
        .replace("- 40억", "- 41억"),
        blocks,
    ).ok


@pytest.mark.parametrize(
    "draft",
    [
        # a sign glued to its digits, or after a word, is still a sign
        "증감은 -15억 원이다[L1].",
        "증감은 전년 대비 - 15억 원이다[L1].",
    ],
)
def test_a_sign_glued_to_its_figure_or_after_words_stays_a_sign(draft: str) -> None:
    assert not check(draft, {"L1": "증감 +15억 원"}).ok


def test_a_hedged_figure_is_not_also_let_off_its_sign() -> None:
    blocks = {"L1": "건설업 | 402 | 356 | △46 | 43.8"}
    report = check("건설업은 전체의 약 48%를 차지했다 [L1].", blocks)
    assert [f.rule for f in report.errors] == ["GR-03"]
    # the figure correctly rounded, its sign lost, stays unconfirmed
    report = check("상환액은 회당 약 1,037달러다 [L1].", {"L1": "PMT | -$1,037.03"})
    assert report.ok and report.unconfirmed


NET = {
    "L1": "<표 4> 투자자별 순매수 (단위: 억 원, △는 순매도)",
    "L2": "개인 | △112,540 | 14,420",
    "L3": "기관 | △2,160 | △29,310",
}


@pytest.mark.parametrize(
    "draft",
    [
        "개인은 유가증권시장에서 11조 2,540억 원을 순매도했다 [L1, L2].",
        "개인은 코스닥에서 1조 4,420억 원을 순매수했다 [L1, L2].",
        "Institutions were net sellers of KRW 2.931 trillion on KOSDAQ [L1, L3].",
        "기관은 코스닥에서 2조 9,310억 원 순매도를 기록했다 [L1, L3].",
    ],
)
def test_a_net_sale_restated_as_a_net_sale_is_confirmed(draft: str) -> None:
    report = check(draft, NET)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "개인은 유가증권시장에서 11조 2,540억 원 순매수했다 [L1, L2].",
        "기관은 코스닥에서 2조 9,310억 원을 순매수했다 [L1, L3].",
    ],
)
def test_a_net_sale_restated_as_a_net_purchase_fails(draft: str) -> None:
    assert "GR-03" in {f.rule for f in check(draft, NET).findings if f.severity == "error"}


CUTS = {"L1": "도의회 심사 결과 제출안 대비 385억 원이 감액되고 165억 원이 증액되었다."}


def test_an_amount_cut_and_an_amount_added_keep_their_sides() -> None:
    assert check("의회는 385억 원을 감액하고 165억 원을 증액했다 [L1].", CUTS).ok
    assert "GR-03" in {
        f.rule for f in check("의회는 165억 원을 감액하고 385억 원을 증액했다 [L1].", CUTS).errors
    }


def test_a_span_cut_short_is_a_fall() -> None:
    blocks = [para("L1", "담합 사건 처리 기간은 512일로 전년(578일) 대비 66일 줄었다.")]
    for draft in (
        "담합 사건 처리 기간은 512일로 66일 단축되었다 [L1].",
        "담합 사건: 512일(전년 578일 대비 66일 단축) [L1]",
    ):
        report = check(draft, blocks)
        assert report.ok and not report.unconfirmed, report.format_text()
    assert not check("담합 사건 처리 기간은 512일로 66일 늘었다 [L1].", blocks).ok


def test_a_gap_narrowed_is_a_fall_and_a_gap_widened_a_rise() -> None:
    fell = [para("L1", "남녀 임금 격차는 29.3%로 전년(31.2%)보다 1.9%p 줄었다.")]
    rose = [para("L1", "남녀 임금 격차는 31.2%로 전년(29.3%)보다 1.9%p 늘었다.")]
    for draft in (
        "임금 격차는 29.3%로 1.9%p 좁혀졌다 [L1].",
        "임금 격차는 1년 새 1.9%p 좁아졌다 [L1].",
        "정부는 임금 격차를 1.9%p 좁혔다 [L1].",
    ):
        report = check(draft, fell)
        assert report.ok and not report.unconfirmed, report.format_text()
        assert not check(draft, rose).ok, draft
    for draft in ("임금 격차는 1.9%p 벌어졌다 [L1].", "임금 격차는 1.9%p 넓어졌다 [L1]."):
        report = check(draft, rose)
        assert report.ok and not report.unconfirmed, report.format_text()
        assert not check(draft, fell).ok, draft


_SHARES = [
    para(
        "L1",
        "○ 유조선 점유율은 38.8%로 7.6%p 높아졌으나, 컨테이너선은 21.5%로 3.3%p, 벌크선은 3.1%로 "
        "0.9%p 각각 하락하였다.",
    )
]


def test_a_direction_after_respectively_is_each_listed_changes() -> None:
    # `3.3%p, ... 0.9%p 각각 하락`: both listed changes fell, not the last alone
    for draft in ("컨테이너선은 21.5%로 3.3%p 하락했다 [L1].", "벌크선은 0.9%p 줄었다 [L1]."):
        report = check(draft, _SHARES)
        assert report.ok and not report.unconfirmed, report.format_text()
    for draft in ("컨테이너선은 21.5%로 3.3%p 상승했다 [L1].", "벌크선은 0.9%p 늘었다 [L1]."):
        assert not check(draft, _SHARES).ok, draft
    # a level before `로` is no change of the list
    assert check("컨테이너선 점유율은 21.5%다 [L1].", _SHARES).ok


_MONTHS = [para("L23", "6월은 7,900명으로 전년 같은 달보다 140명(1.7%) 감소했다.")]


@pytest.mark.parametrize(
    "verb", ["dipped", "slid", "eased", "shrank", "edged down", "contracted", "lost"]
)
def test_an_english_verb_of_a_fall_before_the_figure_keeps_its_sign(verb: str) -> None:
    report = check(f"June {verb} 1.7% to 7,900 [L23].", _MONTHS)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize("verb", ["edged up", "expanded", "added", "climbed", "advanced"])
def test_an_english_verb_of_a_rise_before_a_fall_fails(verb: str) -> None:
    report = check(f"June {verb} 1.7% to 7,900 [L23].", _MONTHS)
    assert not report.ok, report.format_text()


_RISE = [para("L24", "7월은 8,600명으로 전년 같은 달보다 150명(1.8%) 증가했다.")]


@pytest.mark.parametrize("verb", ["dipped", "slid", "eased", "lost", "shed", "shrank"])
def test_an_english_verb_of_a_fall_before_a_rise_fails(verb: str) -> None:
    report = check(f"July {verb} 1.8% to 8,600 [L24].", _RISE)
    assert not report.ok, report.format_text()


_FIELDS = [
    row("L26", "분야 | 사업장 수 | 비중 | 참여자 | 전년 대비 증감", start=True),
    row("L27", "환경정비 | 12 | 24.0 | 96 | △10"),
    row("L28", "행정지원 | 18 | 36.0 | 72 | 4"),
    row("L30", "마을돌봄 | 6 | 12.0 | 36 | 2"),
    row("L31", "골목상권 활성화 | 4 | 8.0 | 24 | △2"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "분야별 참여자는 전년 대비 환경정비가 10명 줄었고, "
            "행정지원은 4명, 마을돌봄은 2명 늘었음[L27, L28, L30].",
            True,
        ),
        ("행정지원과 마을돌봄 두 분야는 참여자가 늘었음 [L28, L30].", True),
        # planted: a fall given as a rise, its count no count of the cited rows (`2명 늘었음`
        # is no `2개 분야`) nor of a list before it (`4명, ... 2명` lists no names)
        (
            "분야별 참여자는 전년 대비 환경정비가 10명 줄었고, "
            "행정지원은 4명, 골목상권 활성화는 2명 늘었음[L27, L28, L31].",
            False,
        ),
        ("골목상권 활성화는 2명 늘었음[L28, L31].", False),
    ],
)
def test_a_rise_given_to_a_fall_is_no_count_of_rows_or_names(draft: str, passes: bool) -> None:
    report = check(draft, _FIELDS)
    assert report.ok is passes, report.format_text()


_SAVED = [
    row("L12", "청사 | 2024년 상반기 | 2025년 상반기 | 증감 | 절감률", start=True),
    row("L13", "본청 | 1,250,000 | 1,162,500 | △87,500 | 7.0"),
]


@pytest.mark.parametrize(
    ("draft", "silent"),
    [
        # a saving is a decrease told as such: `절감`, `절약`, `아꼈다`
        ("본청은 전기를 87,500kWh 절감했다 [L13].", True),
        ("본청 전기 절약량은 87,500kWh다 [L13].", True),
        ("| 청사 | 상반기 전기 절감량 | 근거 |\n|---|---|---|\n| 본청 | 87,500kWh | [L13] |", True),
        # planted: the saving told as a rise is refused; told with no word of it, unconfirmed
        ("본청 전기 사용량은 87,500kWh 늘었다 [L13].", False),
        ("본청 전기는 87,500kWh였다 [L13].", False),
        (
            "| 청사 | 상반기 전기 증가량 | 근거 |\n|---|---|---|\n| 본청 | 87,500kWh | [L13] |",
            False,
        ),
    ],
)
def test_a_saving_is_a_word_of_decrease(draft: str, silent: bool) -> None:
    report = check(draft, _SAVED)
    assert (report.ok and not report.unconfirmed) is silent, report.format_text()
