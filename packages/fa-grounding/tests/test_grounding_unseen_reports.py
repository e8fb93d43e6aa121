"""Round 3: spellings of Korean government plans and RFPs (and English summaries of them) that
the checker had not seen: bare two-digit years (`20년`, `19∼22년`), half-years (`19.下`),
quarters after a short year (`20.1분기`), year.month timelines (`14.9 → 16.3`), units declared
inline with a year (`(18년, 천만건)`), byte sizes, `1만 2천을`, and interval brackets.

Each class has faithful restatements that must pass and one-digit-off ones that must fail.
"""

import pytest
from fa_grounding import check
from hypothesis import given
from hypothesis import strategies as st


def ok(draft: str, blocks: object) -> bool:
    return check(draft, blocks).ok


def gr03(draft: str, blocks: object) -> bool:
    return any(f.rule == "GR-03" for f in check(draft, blocks).errors)


# 1. Bare two-digit years in a source (`20년 ISP, 23년 구축`), ranges and lists of them
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2020년", "* 20년 ISP, 23년 구축 완료"),
        ("2023년", "* 20년 ISP, 23년 구축 완료"),
        ("2016년", "오프라인 발급율(16년 46.6%) 등 고려"),
        ("2018년", "☞ 18년 기준 전국 지자체의 종이고지서"),
        ("2010년", "☞ 10년 美 오바마 정부에서 도입"),
        ("2019년", "경쟁적 기술개발(19∼22년)로"),
        ("2022년", "경쟁적 기술개발(19∼22년)로"),
        ("2020년", "(20～21년 선도부처 적용 후)"),
        ("2016년", "16~30년까지 105조원 파급효과"),
        ("2030년", "16~30년까지 105조원 파급효과"),
        ("2016년", "UN전자정부평가에서 2010‧12‧14년 1위, 16‧18년 3위"),
        ("2018년", "UN전자정부평가에서 2010‧12‧14년 1위, 16‧18년 3위"),
        ("2012년", "12 → 18년까지 참여기업수가 258 → 3,505개"),
    ],
)
def test_a_bare_two_digit_year_in_a_source_supports_the_full_year(draft: str, source: str):
    assert ok(f"{draft}에 해당한다 [L1].", {"L1": source})


def test_an_english_year_is_supported_by_a_bare_two_digit_korean_year():
    block = {"L1": "UN전자정부평가에서 2010‧12‧14년 1위, 16‧18년 3위"}
    assert ok("Korea ranked third in 2016 and 2018 [L1].", block)
    assert gr03("Korea ranked third in 2016 and 2019 [L1].", block)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2021년", "* 20년 ISP, 23년 구축 완료"),
        ("2015년", "오프라인 발급율(16년 46.6%) 등 고려"),
        ("2023년", "경쟁적 기술개발(19∼22년)로"),
        ("2017년", "UN전자정부평가에서 2010‧12‧14년 1위, 16‧18년 3위"),
        # a span of years is not a year: `20년간`, `지난 20년`, `20년 만에`, `20년 이상`
        ("2020년", "지난 20년간 운영했다"),
        ("2020년", "최근 20년 동안 늘었다"),
        ("2020년", "20년 만에 처음이다"),
        ("2020년", "20년 이상 근속한 직원"),
        ("2020년", "향후 20년 계획"),
        ("1990년", "90년대 초반 도입"),
    ],
)
def test_another_year_or_a_span_of_years_does_not_support_the_year(draft: str, source: str):
    assert gr03(f"{draft}에 해당한다 [L1].", {"L1": source})


@given(st.integers(min_value=2000, max_value=2059), st.integers(min_value=2000, max_value=2059))
def test_a_bare_two_digit_year_supports_its_year_and_no_other(year: int, other: int):
    block = {"L1": f"* {year % 100:02d}년 구축 완료"}
    assert ok(f"{year}년에 구축했다 [L1].", block)
    if other != year:
        assert gr03(f"{other}년에 구축했다 [L1].", block)


def test_a_draft_duration_is_not_read_as_a_year():
    # the draft's own `20년` stays the number 20: it is not supported by `2020년`
    assert gr03("사업은 20년간 이어졌다 [L1].", {"L1": "2020년 사업 개시"})


# 2. Half-years and quarters after a short year: 19.下, 20.上, 20.1분기
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2019년 하반기", "(19.下, 연차별 계획 마련)"),
        ("2020년 상반기", "모바일 행정 활성화 (20.上 전략 재수립)"),
        ("2020년 상반기", "(‘20.上, 지자체 관련지침에도 반영)"),
        ("2019년 하반기", "2019년 하반기 착수"),
        ("2019년", "(19.下, 연차별 계획 마련)"),
        ("2020년 1분기", "20.1분기까지 제도 마련"),
        ("2020년", "20.1분기까지 제도 마련"),
        ("2024년", "2024년 1분기 실적"),
    ],
)
def test_half_years_and_quarters_after_a_short_year_match(draft: str, source: str):
    assert ok(f"{draft}에 마련한다 [L1].", {"L1": source})


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2019년 상반기", "(19.下, 연차별 계획 마련)"),
        ("2020년 하반기", "모바일 행정 활성화 (20.上 전략 재수립)"),
        ("2018년 하반기", "(19.下, 연차별 계획 마련)"),
        ("2020년 3분기", "20.1분기까지 제도 마련"),
        ("2021년 1분기", "20.1분기까지 제도 마련"),
    ],
)
def test_another_half_or_quarter_never_matches(draft: str, source: str):
    assert gr03(f"{draft}에 마련한다 [L1].", {"L1": source})


# 3. Year.month timelines: (경과) 14.9 기획 → 15.5 수립 → 16.3 전국서비스
TIMELINE = "※ (경과) 14.9 서비스 기획 → 15.5 추진계획 수립 → 16.3 전국서비스 → 17.11 온라인신청"


@pytest.mark.parametrize("draft", ["2014년 9월", "2015년 5월", "2016년 3월", "2017년 11월"])
def test_a_year_month_in_a_timeline_supports_the_month(draft: str):
    assert ok(f"{draft}에 시작했다 [L1].", {"L1": TIMELINE})


@pytest.mark.parametrize("draft", ["2014년 8월", "2016년 5월", "2017년 1월", "2024년 9월"])
def test_another_month_never_matches_a_timeline_entry(draft: str):
    assert gr03(f"{draft}에 시작했다 [L1].", {"L1": TIMELINE})


def test_a_decimal_with_a_unit_is_not_a_year_month():
    assert gr03("2014년 9월에 조사했다 [L1].", {"L1": "평균 14.9% 상승"})
    assert gr03("2014년 9월에 조사했다 [L1].", {"L1": "평균 14.9조원 증가"})


# 4. A unit declared inline with its reference year: 건수(‘18년 천만건), 건수(18년, 천만건)
@pytest.mark.parametrize(
    "source",
    [
        "* 종이고지서 건수(‘18년 천만건) : 국세 1.1, 지방세 19.5, 4대보험 12.5",
        "* 종이고지서 건수(18년, 천만건) : 국세 1.1, 지방세 19.5, 4대보험 12.5",
        "* 종이고지서 건수(2018년 기준, 천만건) : 국세 1.1, 지방세 19.5, 4대보험 12.5",
    ],
)
def test_a_unit_declared_inline_with_a_year_scales_the_figures(source: str):
    assert ok("지방세 고지서는 1억 9,500만 건, 국세는 1,100만 건이다 [L1].", {"L1": source})
    assert gr03("지방세 고지서는 1,950만 건이다 [L1].", {"L1": source})
    assert gr03("지방세 고지서는 1억 5,900만 건이다 [L1].", {"L1": source})


def test_a_year_in_brackets_alone_declares_no_unit():
    assert gr03("국세 고지서는 1,100만 건이다 [L1].", {"L1": "* 종이고지서(18년) : 국세 1.1"})


# 5. Byte sizes: MB is not GB
@pytest.mark.parametrize(
    ("draft", "source"),
    [("85MB", "85MB"), ("85 MB", "85MB"), ("1,000GB", "1TB"), ("0.5GB", "500MB")],
)
def test_byte_sizes_match_by_value(draft: str, source: str):
    assert ok(f"용량은 {draft}이다 [L1].", {"L1": f"전체 용량은 {source}입니다."})


@pytest.mark.parametrize(
    ("draft", "source"), [("85GB", "85MB"), ("85KB", "85MB"), ("58MB", "85MB"), ("85원", "85MB")]
)
def test_another_byte_unit_or_digit_never_matches(draft: str, source: str):
    assert gr03(f"용량은 {draft}이다 [L1].", {"L1": f"전체 용량은 {source}입니다."})


# 6. A Korean numeral ending in 천 or 백 before a particle: 매출 1만 2천을 기록
@pytest.mark.parametrize("draft", ["1만 2천을", "1만2천을", "1만 2천이", "3백을"])
def test_a_korean_numeral_before_a_particle_is_one_value(draft: str):
    value = "300" if draft.startswith("3백") else "12000"
    assert ok(f"매출 {draft} 기록했다 [x1.3].", {"x1.3": f"Widget B | 10 | {value}"})


def test_a_korean_numeral_before_a_particle_with_a_digit_changed_fails():
    assert gr03("매출 1만 3천을 기록했다 [x1.3].", {"x1.3": "Widget B | 10 | 12000"})


# 7. An interval in square brackets is not a citation: its figures are checked
def test_an_interval_in_brackets_is_not_a_malformed_citation():
    block = {"L1": "We search for the optimal max length in the range of [50, 1000]."}
    report = check("max_tokens was searched in the range [50, 1000] [L1].", block)
    assert report.ok, report.format_text()
    assert gr03("max_tokens was searched in the range [50, 2000] [L1].", block)


def test_a_bracketed_number_list_is_still_a_malformed_citation():
    report = check("The plan has 156 call centres [1, 2].", {"L1": "156개 콜센터"})
    assert any(f.rule == "GR-02" for f in report.errors)


# 1b. A word that only starts like a span word (`18년 전수조사`, `20년 차세대`) keeps the year
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2018년", "※ 18년 전수조사 결과"),
        ("2020년", "20년 후속 사업"),
        ("2021년", "21년 차세대 개통"),
    ],
)
def test_a_year_before_a_word_that_starts_like_a_span_word_is_a_year(draft: str, source: str):
    assert ok(f"{draft}에 해당한다 [L1].", {"L1": source})


@pytest.mark.parametrize("source", ["20년 전에 시작", "20년 후에 완료", "20년 차에 접어든"])
def test_a_span_of_years_before_a_particle_is_not_a_year(source: str):
    assert gr03("2020년에 해당한다 [L1].", {"L1": source})


# 8. A series with its years in brackets: (16) 2,305,601 → (17) 3,101,601 → (18) 4,754,302
SERIES = "※ 국민신문고 민원 추이 : (16) 2,305,601 → (17) 3,101,601 → (18) 4,754,302"


@pytest.mark.parametrize(
    "draft", ["2016년 230만 5,601건", "2018년 475만 4,302건", "2017년 약 310만 건"]
)
def test_the_years_of_a_bracketed_series_support_the_year(draft: str):
    assert ok(f"민원은 {draft}이었다 [L1].", {"L1": SERIES})


@pytest.mark.parametrize("draft", ["2019년 475만 4,302건", "2015년 230만 5,601건"])
def test_a_year_outside_a_bracketed_series_fails(draft: str):
    assert gr03(f"민원은 {draft}이었다 [L1].", {"L1": SERIES})


def test_a_bracketed_enumerator_is_still_not_a_figure():
    # `(12) 항목` in a numbered list is an enumerator: the draft's 2012년 is not supported
    assert gr03("2012년에 정했다 [L1].", {"L1": "(12) 하도급 계획서를 제출한다"})


# 9. Durations in years and months: 2년 is 24개월
@pytest.mark.parametrize(
    ("draft", "source"),
    [("2년", "착수일로부터 24개월 (730일간)"), ("24개월", "사업기간 2년"), ("3달", "3개월")],
)
def test_a_duration_in_years_matches_the_same_in_months(draft: str, source: str):
    assert ok(f"사업기간은 {draft}이다 [L1].", {"L1": source})


@pytest.mark.parametrize(
    ("draft", "source"),
    [("3년", "착수일로부터 24개월"), ("20개월", "사업기간 2년"), ("2개월", "2년")],
)
def test_a_different_duration_never_matches(draft: str, source: str):
    assert gr03(f"사업기간은 {draft}이다 [L1].", {"L1": source})


# Properties: the new readings never accept a value with a digit changed.
def _one_digit_changed(n: int, position: int, digit: int) -> int | None:
    text = str(n)
    index = position % len(text)
    if text[index] == str(digit) or (index == 0 and digit == 0):
        return None
    return int(text[:index] + str(digit) + text[index + 1 :])


@given(
    st.integers(min_value=2000, max_value=2059),
    st.integers(min_value=1, max_value=12),
    st.integers(min_value=2000, max_value=2059),
    st.integers(min_value=1, max_value=12),
)
def test_a_timeline_entry_supports_its_month_and_no_other(y: int, m: int, y2: int, m2: int):
    block = {"L1": f"※ (경과) {y % 100:02d}.{m} 서비스 기획 → 추진계획 수립"}
    assert ok(f"{y}년 {m}월에 기획했다 [L1].", block)
    if (y2, m2) != (y, m):
        assert gr03(f"{y2}년 {m2}월에 기획했다 [L1].", block)


@given(
    st.integers(min_value=10, max_value=99_999),
    st.integers(min_value=0, max_value=9),
    st.integers(min_value=0, max_value=9),
    st.sampled_from(["KB", "MB", "GB", "TB"]),
)
def test_a_byte_size_with_one_digit_changed_never_matches(n: int, position: int, digit: int, u):
    block = {"L1": f"전체 용량은 {n:,}{u}입니다."}
    assert ok(f"용량은 {n:,}{u}이다 [L1].", block)
    other = _one_digit_changed(n, position, digit)
    # (a changed last digit of 0 reads as honest rounding, `1,050KB` for `1,051KB`, as anywhere)
    if other is not None and other % 10:
        assert gr03(f"용량은 {other:,}{u}이다 [L1].", block)


@given(
    st.integers(min_value=11, max_value=999),
    st.integers(min_value=0, max_value=9),
    st.integers(min_value=0, max_value=9),
)
def test_an_inline_declared_figure_with_one_digit_changed_never_matches(n, position, digit):
    # `(18년, 천만건) : 국세 12.3` is 1억 2,300만 건
    block = {"L1": f"* 종이고지서 건수(18년, 천만건) : 국세 {n / 10}"}
    assert ok(f"국세 고지서는 {n * 1_000_000:,}건이다 [L1].", block)
    other = _one_digit_changed(n, position, digit)
    if other is not None and other % 10:  # (a last digit 0 is honest rounding, as anywhere)
        assert gr03(f"국세 고지서는 {other * 1_000_000:,}건이다 [L1].", block)


@given(st.integers(min_value=1, max_value=30), st.integers(min_value=1, max_value=360))
def test_a_duration_matches_only_the_same_number_of_months(years: int, months: int):
    block = {"L1": f"사업기간은 착수일로부터 {years * 12}개월"}
    assert ok(f"사업기간은 {years}년이다 [L1].", block)
    if months != years * 12:
        assert gr03(f"사업기간은 {months}개월이다 [L1].", block)


# Held-out batch (r3-h-*): what the fixed checker still refused.
# 10. An abbreviated year glued to a word: `06이전, ’19이후, ’25예산
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2006년", "DB접근제어 | DB Safer | `06이전"),
        ("2019년", "’19이후 도입"),
        ("2025년", "’25예산안"),
    ],
)
def test_an_abbreviated_year_glued_to_a_word_is_the_year(draft: str, source: str):
    assert ok(f"{draft}에 도입했다 [L1].", {"L1": source})


def test_an_abbreviated_year_glued_to_a_word_supports_no_other_year():
    assert gr03("2016년 이전에 도입했다 [L1].", {"L1": "DB접근제어 | DB Safer | `06이전"})


# 11. A decimal with a glued K, M or B is thousands, millions, billions: 28.8K, 1.5M users
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("28,800bps", "28.8K 이상의 모뎀"),
        ("28.8K", "28.8K 이상의 모뎀"),
        ("1.5 million", "1.5M users"),
    ],
)
def test_a_decimal_with_a_glued_multiplier_is_scaled(draft: str, source: str):
    assert ok(f"The modem needs {draft} [L1].", {"L1": source})


@pytest.mark.parametrize(
    ("draft", "source"), [("28,000bps", "28.8K 이상의 모뎀"), ("15 million", "1.5M users")]
)
def test_a_scaled_decimal_with_a_digit_changed_fails(draft: str, source: str):
    assert gr03(f"The modem needs {draft} [L1].", {"L1": source})


def test_an_integer_with_a_glued_letter_stays_as_written():
    # `3M`, `16M 램`: an integer with a letter may be a name or a size, read as written
    assert ok("램은 16M 이상이다 [L1].", {"L1": "16M 램 이상"})


# 12. Telephone numbers with the area code in brackets: (02) 3450-5400 = 02-3450-5400
@pytest.mark.parametrize("draft", ["02-3450-5400", "(02) 3450-5400", "02)3450-5400"])
def test_a_telephone_number_matches_in_any_bracket_spelling(draft: str):
    assert ok(f"전화는 {draft}이다 [L1].", {"L1": "전  화: (02) 3450-5400  팩  스: (02) 3450-5401"})


@pytest.mark.parametrize("draft", ["02-3450-5500", "(031) 3450-5400", "02-3450-5402"])
def test_another_telephone_number_fails(draft: str):
    assert gr03(
        f"전화는 {draft}이다 [L1].", {"L1": "전  화: (02) 3450-5400  팩  스: (02) 3450-5401"}
    )


# 13. English number words in a source support digits in a draft: `nine years` for `9 years`
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("9 years", "he worked in the ITSO for nine years"),
        ("9 built-in", "Table 3-2 lists the nine built-in global variables."),
        ("25 members", "a board of twenty-five members"),
        ("12 months", "Twelve months later"),
    ],
)
def test_a_number_word_in_a_source_supports_the_digits(draft: str, source: str):
    assert ok(f"It has {draft} [L1].", {"L1": source})


@pytest.mark.parametrize(
    ("draft", "source"),
    [("8 years", "for nine years"), ("19 years", "for nine years"), ("52 members", "twenty-five")],
)
def test_another_number_never_matches_a_number_word(draft: str, source: str):
    assert gr03(f"It has {draft} [L1].", {"L1": source})


def test_a_number_word_in_a_draft_is_not_checked():
    # `one of the`, `three teams`: words in a draft are not figures, as before
    assert ok("One of the three teams leads the work [L1].", {"L1": "The team leads the work."})


def test_a_quoted_count_after_an_opening_quote_is_not_a_year():
    assert ok("과제는 25개다 [L1].", {"L1": "이른바 ‘25개 과제’를 선정했다"})


# 14. A year and month in brackets after a two-digit year: 법제화·시행(18.5)
def test_a_bracketed_short_year_month_supports_the_month():
    block = {"L1": "최근 유럽연합(EU)이 데이터이동권으로 법제화·시행(18.5)"}
    assert ok("The EU enacted it in May 2018 [L1].", block)
    assert gr03("The EU enacted it in June 2018 [L1].", block)
    assert gr03("The EU enacted it in May 2019 [L1].", block)


# 15. English half-years for Korean ones: the second half of 2019, H2 2019, 2H19 for 19.下
HALF = {"L1": "ㅇ 컴퓨터 이용환경 개선(19.下, 연차별 계획 마련)"}


@pytest.mark.parametrize(
    "draft",
    ["the second half of 2019", "H2 2019", "2H19", "the second half of fiscal 2019", "2019"],
)
def test_an_english_half_year_matches_a_korean_one(draft: str):
    assert ok(f"The plan was drawn up in {draft} [L1].", HALF)


@pytest.mark.parametrize("draft", ["the first half of 2019", "H1 2019", "the second half of 2018"])
def test_another_english_half_year_fails(draft: str):
    assert gr03(f"The plan was drawn up in {draft} [L1].", HALF)


def test_a_half_year_the_blocks_do_not_name_is_judged_by_the_months_they_give():
    # the cited header names no half, but its June 30 falls in the first half of 2024
    header = {"L1": "6 Months Ended | Jun. 30, 2024 | Jun. 30, 2023"}
    assert ok("Profit rose in the first half of 2024 [L1].", header)
    assert gr03("Profit rose in the first half of 2022 [L1].", header)
    # planted: the half the block's month does not fall in
    assert gr03("Profit rose in the second half of 2024 [L1].", header)
    assert ok("Profit rose in the first half [L1].", {"L1": "Profit rose."})


_SPAN = {"L1": "조사 기간은 2011. 1. 1. ~ 2011. 6. 29.이다."}
_AUGUST = {"L1": "조사는 2011년 8월 3일(수)에 했다."}


def test_a_half_year_holding_the_months_a_block_gives_passes():
    assert ok("조사는 2011년 상반기에 했다 [L1].", _SPAN)
    assert ok("The survey ran in the second half of 2011 [L1].", _AUGUST)
    assert ok("조사는 2011년 하반기에 했다 [L1].", {"L1": "조사는 8. 3.(수)에 했다. (2011년)"})


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        # planted: the other half of the months the cited blocks give
        ("조사는 2011년 하반기에 했다 [L1].", _SPAN),
        ("조사는 2011년 상반기에 했다 [L1].", _AUGUST),
        ("The survey ran in the first half of 2011 [L1].", _AUGUST),
        # planted: another year, with the right half
        ("조사는 2012년 하반기에 했다 [L1].", _AUGUST),
    ],
)
def test_a_half_year_none_of_the_blocks_months_fall_in_fails(draft: str, blocks: dict) -> None:
    assert gr03(draft, blocks), check(draft, blocks).format_text()


_CUMULATIVE = [
    {"anchor": "L15", "kind": "heading", "text": "2. 분기별 수익률 (2025년)"},
    {"anchor": "L16", "kind": "paragraph", "text": "(단위: bp)"},
    {"anchor": "L17", "kind": "table_row", "text": "구분 | 1분기 | 2분기 | 상반기 누적"},
    {"anchor": "L18", "kind": "table_row", "text": "초과수익 | 17 | 13 | 30"},
]
_CUMULATIVE[2]["flags"] = ["table", "table_start"]
_CUMULATIVE[3]["flags"] = ["table"]


def test_a_half_a_head_writes_without_its_year_takes_the_year_the_heading_gives():
    report = check("2025년 상반기 누적 초과수익은 30bp였다 [L18].", _CUMULATIVE)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: another year for the half the head names
    assert not check("2024년 상반기 누적 초과수익은 30bp였다 [L18].", _CUMULATIVE).ok
    # planted: the half the head does not name
    assert not check("2025년 하반기 누적 초과수익은 30bp였다 [L18].", _CUMULATIVE).ok


def test_a_half_year_of_a_block_giving_its_year_alone_is_unconfirmed():
    # `2024년` is all the block gives: which half is the sentence's words, shown to the person
    report = check("2024년 상반기 이익이 늘었다 [L1].", {"L1": "2024년 이익 증가"})
    assert report.ok, report.format_text()
    assert [f.rule for f in report.unconfirmed] == ["GR-07"], report.format_text()
    assert "상반기" in report.unconfirmed[0].detail
    # planted: a year the block does not give still fails
    assert gr03("2023년 상반기 이익이 늘었다 [L1].", {"L1": "2024년 이익 증가"})
