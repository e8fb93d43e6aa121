"""Round 4: spellings of a Korean tender notice, a press release, a paper and forms that the
checker had not seen: Korean numerals in words (`칠천이백삼십만 원`), a part of a whole
(`25/1000`, `1000분의 25`) restated as a percentage, an integer with a glued `k` (`395k
samples`), a month and day in running text (`9. 3. 낮 12시`) and citations in full-width
brackets (`【L5】`, `［L6］`).

Each class has faithful restatements that must pass and restatements off in one digit that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from hypothesis import given
from hypothesis import strategies as st

BID = {"L5": "②기초금액 : 금72,300,000원(금칠천이백삼십만원)(※부가가치세 포함)"}
DIGITS_ONLY = {"L5": "②기초금액 : 금72,300,000원(※부가가치세 포함)"}


# 1. Korean numerals in words are figures, in a draft and in a source
@pytest.mark.parametrize(
    "draft",
    [
        "기초금액은 칠천이백삼십만 원이다 [L5].",
        "기초금액은 금칠천이백삼십만원이다 [L5].",
        "기초금액은 약 칠천이백만 원이다 [L5].",
    ],
)
def test_korean_numeral_words_that_hold_the_value_pass(draft: str) -> None:
    assert ok(draft, DIGITS_ONLY)
    assert ok(draft, BID)


@pytest.mark.parametrize(
    "draft",
    [
        "기초금액은 칠천삼백이십만 원이다 [L5].",
        "기초금액은 칠천이백사십만 원이다 [L5].",
        "기초금액은 팔천이백삼십만 원이다 [L5].",
        "기초금액은 칠천만 원이다 [L5].",  # 3% off without a hedge
        "기초금액은 칠천이백삼십만 달러다 [L5].",
    ],
)
def test_korean_numeral_words_that_differ_fail(draft: str) -> None:
    assert "GR-03" in rules(draft, DIGITS_ONLY)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("참여자는 사백여 명이다 [L1].", "연구자 약 400명의 선호도 조사"),
        ("참여자는 삼십만 명이다 [L1].", "참여자 300,000명"),
        ("예산은 이천오백만 원이다 [L1].", "예산 2천5백만원"),
        ("기간은 이십 년이다 [L1].", "기간 20년"),
    ],
)
def test_korean_numeral_words_read_by_value(draft: str, source: str) -> None:
    assert ok(draft, {"L1": source})


@pytest.mark.parametrize(
    "draft",
    [
        "일부 업체는 이번 입찰에 참여했다 [L1].",  # 일부, 이번: words, not numerals
        "수십억 원 규모의 사업이다 [L1].",  # 수십억: no value
        "업체가 백 명을 고용한다 [L1].",  # one syllable: not read
        "금액은 7천5백만 원이다 [L1].",  # digits with place words: the digit scanner's
    ],
)
def test_words_that_are_not_numerals_are_not_figures(draft: str) -> None:
    assert ok(draft, {"L1": "입찰 업체 일부 사업 7천5백만원"})


@given(st.integers(min_value=1, max_value=9), st.integers(min_value=1, max_value=9))
def test_a_numeral_in_words_differing_in_a_digit_fails(first: int, second: int) -> None:
    words = "일이삼사오육칠팔구"
    draft = f"금액은 {words[first - 1]}천{words[second - 1]}백만 원이다 [L1]."
    source = {"L1": "금액 72,000,000원"}
    assert ok(draft, source) == ((first, second) == (7, 2))


# 2. A part of a whole (`25/1000`, `1000분의 25`) also holds its percentage
@pytest.mark.parametrize(
    "source",
    [
        "①입찰금액의 25/1000 이상을 납부하여야 하며",
        "①입찰금액의 1000분의 25 이상을 납부하여야 하며",
    ],
)
def test_a_part_of_a_whole_supports_its_percentage(source: str) -> None:
    blocks = {"L15": source}
    assert ok("입찰보증금은 입찰금액의 2.5% 이상이다 [L15].", blocks)
    assert ok("The bid deposit is at least 2.5% of the bid [L15].", blocks)
    assert ok("입찰보증금은 입찰금액의 1000분의 25 이상이다 [L15].", blocks)
    assert ok("입찰보증금은 입찰금액의 2.5%다 [L15].", blocks)
    for wrong in ("5%", "2.4%", "3.5%", "25%", "0.25%", "2.6%"):
        assert "GR-03" in rules(f"입찰보증금은 입찰금액의 {wrong}다 [L15].", blocks)


def test_a_third_rounds_honestly() -> None:
    blocks = {"L1": "정원의 1/3 이내에서 선발"}
    assert ok("정원의 33.3% 이내에서 뽑는다 [L1].", blocks)
    assert not ok("정원의 34% 이내에서 뽑는다 [L1].", blocks)


@pytest.mark.parametrize(
    "source",
    ["일정 5/14(수)", "2024년 1/4분기 실적", "8/31/2024 기준", "비율 7/5"],
)
def test_dates_quarters_and_improper_fractions_hold_no_percentage(source: str) -> None:
    for draft in ("35.7%", "25%", "140%"):
        assert not ok(f"비율은 {draft}다 [L1].", {"L1": source})


def test_a_draft_fraction_is_read_as_its_percentage() -> None:
    # batch d: a draft's `25/1000` is 2.5% (see 11 below), never its two numbers
    assert ok("보증금은 입찰금액의 25/1000 이상이다 [L1].", {"L1": "입찰금액의 2.5% 이상"})
    assert not ok("보증금은 입찰금액의 35/1000 이상이다 [L1].", {"L1": "입찰금액의 2.5% 이상"})
    assert not ok("보증금은 입찰금액의 25/1000 이상이다 [L1].", {"L1": "입찰금액 25, 1000"})


# 3. An integer with a glued lowercase k in a source is also thousands
def test_glued_k_in_a_source_is_also_thousands() -> None:
    blocks = {"p1.15": "PubTabNet (395k\nsamples), FinTabNet (113k samples) and three more"}
    assert ok("PubTabNet has 395,000 samples and FinTabNet 113,000 [p1.15].", blocks)
    assert ok("PubTabNet에는 39만5천 개 표본이 있다 [p1.15].", blocks)
    assert ok("PubTabNet has 395k samples [p1.15].", blocks)
    for wrong in ("394,000", "395,500", "113,100", "131,000", "3,950,000"):
        assert not ok(f"There are {wrong} samples [p1.15].", blocks)


def test_glued_k_in_a_draft_is_read_as_written() -> None:
    # a draft's `395k` is 395: the thousands reading is offered by sources only
    assert not ok("PubTabNet has 395k samples [L1].", {"L1": "PubTabNet has 395,000 samples"})


# 4. A month and day in running Korean text do not end the sentence
def test_month_and_day_in_running_text_do_not_split() -> None:
    blocks = {
        "L2": "보도일시 | 2018. 9. 4.(화) 조간(온라인 9. 3. 12:00)부터 보도해 주시기 바랍니다."
    }
    report = check("온라인 기사는 9. 3. 낮 12시부터 보도할 수 있었다 [L2].", blocks)
    assert report.ok and report.sentences_checked == 1
    assert not ok("온라인 기사는 9. 5. 낮 12시부터 보도할 수 있었다 [L2].", blocks)
    assert not ok("온라인 기사는 9. 3. 낮 1시부터 보도할 수 있었다 [L2].", blocks)


# 5. Full-width brackets are a malformed citation (GR-02), with the fix
@pytest.mark.parametrize(
    "draft",
    [
        "기초금액은 7,230만 원이다 【L5】.",
        "기초금액은 7,230만 원이다 ［L5］.",
        "기초금액은 7,230만 원이다【L5】.",
        "기초금액은 7,230만 원이다 〔L5〕.",
        "기초금액은 7,230만 원이다 （L5）.",
        "기초금액은 7,230만 원이다 ［L5, L6］.",
        "기초금액은 7,230만 원이다 [L5】.",
    ],
)
def test_full_width_brackets_are_malformed_citations(draft: str) -> None:
    report = check(draft, BID)
    found = [f for f in report.errors if f.rule == "GR-02"]
    assert found, report.format_text()
    assert "[L14]" in found[0].detail and "write anchors in square brackets" in found[0].detail


def test_full_width_brackets_without_an_anchor_are_text() -> None:
    assert ok("기초금액은 【부가세 포함】 7,230만 원이다 [L5].", BID)


# 6. Chinese dates, times, 万 and numerals in words read as the Korean ones
CN = {
    "L50": "提交谈判文件截止时间：2021年8月10日14时00分 （北京时间）",
    "L60": "谈判响应确认时间：2021年8月9日下午17时前（谈判响应确认函样张附后）。",
    "L108": "1 | 歌山镇农贸市场经营管理权项目 | 二年 | 35万元/年",
    "L57": "起7个工作日内以书面形式提出质疑，可以在答复期满后十五个工作日内投诉。",
}


@pytest.mark.parametrize(
    "draft",
    [
        "제출 마감은 2021년 8월 10일 오후 2시다 [L50].",
        "마감은 2021. 8. 10. 14:00이다 [L50].",
        "Bids close at 2 p.m. on August 10, 2021 [L50].",
        "참가 확인은 8월 9일 오후 5시 전까지다 [L60].",
        "예산은 연 35만 위안이다 [L108].",
        "The budget is 350,000 yuan a year [L108].",
        "서비스 기간은 2년, 곧 24개월이다 [L108].",
        "이의는 7영업일, 신고는 15영업일 안에 한다 [L57].",
    ],
)
def test_chinese_dates_units_and_numerals_pass(draft: str) -> None:
    assert ok(draft, CN), check(draft, CN).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "제출 마감은 2021년 8월 11일 오후 2시다 [L50].",
        "제출 마감은 2021년 8월 10일 오후 3시다 [L50].",
        "마감은 2021. 8. 10. 14:10이다 [L50].",
        "참가 확인은 8월 9일 오후 7시 전까지다 [L60].",
        "예산은 연 36만 위안이다 [L108].",
        "예산은 연 35만 원이다 [L108].",  # 元 is yuan, never won
        "The budget is $350,000 a year [L108].",
        "서비스 기간은 3년이다 [L108].",
        "서비스 기간은 20개월이다 [L108].",
        "신고는 16영업일 안에 한다 [L57].",
        "신고는 5영업일 안에 한다 [L57].",
    ],
)
def test_chinese_dates_units_and_numerals_off_by_one_fail(draft: str) -> None:
    assert "GR-03" in rules(draft, CN)


# 7. A table row's leading ordinal cell is no rate
def test_a_leading_ordinal_cell_supports_no_rate() -> None:
    blocks = {"L173": "10 | 履约保证金：履约保证金为中标价的5%，在合同签订前缴纳"}
    assert ok("이행보증금은 낙찰가의 5%다 [L173].", blocks)
    assert not ok("이행보증금은 낙찰가의 10%다 [L173].", blocks)
    assert ok("10번 항목은 이행보증금이다 [L173].", blocks)  # bare, as written


# 8. A draft may name the row it cites
@pytest.mark.parametrize(
    "draft",
    [
        "12행의 Delta 값은 48이다 [x1.12].",
        "Row 12 has Delta 48 [x1.12].",
        "12번째 행의 Delta는 48이다 [x1.12].",
        "csv의 12행은 48이다 [r12].",
    ],
)
def test_the_cited_row_number_is_no_figure(draft: str) -> None:
    assert ok(draft, {"x1.12": "67 | 18 | 15 | 48", "r12": "67,18,15,48"})


@pytest.mark.parametrize("row", [11, 13, 21, 2])
def test_another_row_number_is_still_a_figure(row: int) -> None:
    blocks = {"x1.12": "67 | 18 | 15 | 48"}
    assert not ok(f"{row}행의 Delta 값은 48이다 [x1.12].", blocks)
    assert not ok(f"Row {row} has Delta 48 [x1.12].", blocks)


# 9. Chart heads `1st Qtr`, `2nd Quarter` are quarters
QTR = {"s1.7": "1st Qtr | 2nd Qtr | 3rd Qtr | 4th Qtr", "s1.8": "Sales | 8.2 | 3.2 | 1.4 | 1.2"}


@pytest.mark.parametrize(
    "draft",
    [
        "1분기 매출은 8.2로 가장 컸다 [s1.7][s1.8].",
        "3분기에는 1.4로 줄었다 [s1.7][s1.8].",
        "Sales fell from 8.2 in the first quarter to 1.2 in the fourth [s1.7][s1.8].",
        "Q4 sales were 1.2 [s1.7][s1.8].",
    ],
)
def test_ordinal_quarter_heads_are_quarters(draft: str) -> None:
    assert ok(draft, QTR), check(draft, QTR).format_text()


def test_ordinal_quarter_heads_name_only_their_quarters() -> None:
    blocks = {"s1.7": "1st Qtr | 2nd Quarter", "s1.8": "Sales | 8.2 | 3.2"}
    assert ok("2분기 매출은 3.2였다 [s1.7][s1.8].", blocks)
    for quarter in (3, 4):
        assert not ok(f"{quarter}분기 매출은 3.2였다 [s1.7][s1.8].", blocks)
    assert not ok("Sales were 3.3 in the second quarter [s1.7][s1.8].", blocks)


# 10. The 1 of `1인분`, `1인당` is "per", not a figure; other counts stay figures
def test_per_one_is_not_a_figure() -> None:
    blocks = {"L21": "Leaves | Ash, Elm, Maple | 50", "L20": "| Food | Calories per portion"}
    assert ok("잎은 1인분에 50칼로리다 [L21].", blocks)
    assert ok("잎은 1인당 50칼로리다 [L21].", blocks)
    assert not ok("잎은 2인분에 50칼로리다 [L21].", blocks)
    assert not ok("잎은 1인분에 60칼로리다 [L21].", blocks)
    assert not ok("잎은 11인분에 50칼로리다 [L21].", blocks)


# 11. A draft's part of a whole is its percentage; `1/200` in a source too
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("이행보증금은 낙찰가의 20분의 1이다 [L1].", "履约保证金为中标价的5%"),
        ("보증금은 낙찰가의 1/50 수준이다 [L1].", "保证金为中标价的2%"),
        ("예산의 1/5 이상을 쓴다 [L1].", "예산의 20%를 집행"),
        ("예산의 4분의 1을 쓴다 [L1].", "예산의 25%를 집행"),
        ("예산의 1/4 수준을 쓴다 [L1].", "예산의 24.5%를 집행"),  # 수준 hedges it
        ("속도는 인터프리터의 0.5% 수준이다 [L1].", "runs at 1/200 the speed"),
        ("속도는 인터프리터의 200분의 1이다 [L1].", "runs at 1/200 the speed"),
        ("입찰금액의 1000분의 25 이상이다 [L1].", "입찰금액의 25/1000 이상"),
    ],
)
def test_parts_of_a_whole_compare_as_percentages(draft: str, source: str) -> None:
    assert ok(draft, {"L1": source}), check(draft, {"L1": source}).format_text()


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("이행보증금은 낙찰가의 10분의 1이다 [L1].", "履约保证金为中标价的5%"),
        ("이행보증금은 낙찰가의 25분의 1이다 [L1].", "履约保证金为中标价的5%"),
        ("예산의 3분의 1을 쓴다 [L1].", "예산의 25%를 집행"),
        ("예산의 1/4을 쓴다 [L1].", "예산의 24.5%를 집행"),  # exact without a hedge
        ("예산의 1/5 이상을 쓴다 [L1].", "예산의 30%를 집행"),
        ("속도는 인터프리터의 100분의 1이다 [L1].", "runs at 1/200 the speed"),
        ("속도는 인터프리터의 0.6% 수준이다 [L1].", "runs at 1/200 the speed"),
        ("입찰금액의 1000분의 35 이상이다 [L1].", "입찰금액의 25/1000 이상"),
    ],
)
def test_parts_of_a_whole_off_in_a_digit_fail(draft: str, source: str) -> None:
    assert not ok(draft, {"L1": source})


def test_a_month_and_day_in_a_draft_stays_a_date() -> None:
    assert ok("일정은 3/5(수)이다 [L1].", {"L1": "일정 3월 5일(수)"})
    assert not ok("일정은 3/6(목)이다 [L1].", {"L1": "일정 3월 5일(수)"})


# 12. Frequencies compare in hertz
def test_frequencies_compare_in_hertz() -> None:
    blocks = {"p1.2": "a single core with AMD EPYC 7763 CPU @2.45 GHz."}
    assert ok("The CPU ran at 2,450 MHz [p1.2].", blocks)
    assert ok("CPU 클럭은 2.45GHz다 [p1.2].", blocks)
    for wrong in ("2.45 MHz", "2,540 MHz", "2.54 GHz", "24.5 GHz", "245 MHz"):
        assert not ok(f"The CPU ran at {wrong} [p1.2].", blocks)
