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
from hypothesis import given
from hypothesis import strategies as st


def ok(draft: str, blocks: object) -> bool:
    return check(draft, blocks).ok


def rules(draft: str, blocks: object) -> set[str]:
    return {f.rule for f in check(draft, blocks).errors}


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


def test_a_draft_fraction_is_not_read_as_a_percentage() -> None:
    # the second reading is a source's: a draft's `25/1000` must be in the source as written
    assert not ok("보증금은 입찰금액의 25/1000 이상이다 [L1].", {"L1": "입찰금액의 2.5% 이상"})


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
