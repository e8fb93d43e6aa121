"""Issue 13: the spellings of real Korean (and English legal and financial) documents.

Each class has faithful restatements that must pass and one-digit-off ones that must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import para, row


def ok(draft: str, blocks: object) -> bool:
    return check(draft, blocks).ok


def gr03(draft: str, blocks: object) -> bool:
    return any(f.rule == "GR-03" for f in check(draft, blocks).errors)


# 1. Korean numerals with digits inside
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("32,100명", "3만2100명"),
        ("3.21만 명", "3만2100명"),
        ("12.45조 원", "12조4500억원"),
        ("12조 4,500억 원", "12조4500억원"),
        ("7,500만 원", "7천5백만 원"),
        ("75,000,000원", "7천5백만 원"),
        ("1억 2천만 원", "1억2천만원"),
        ("120,000,000원", "1억2천만원"),
        ("2,885만 7천 명", "2885만7000명"),
    ],
)
def test_korean_numerals_with_digits_inside_match(draft: str, source: str):
    assert ok(f"값은 {draft}이다 [L1].", {"L1": f"집계 결과 {source}으로 나타났다."})


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("32,200명", "3만2100명"),
        ("12.46조 원", "12조4500억원"),
        ("5,700만 원", "7천5백만 원"),
        ("1억 3천만 원", "1억2천만원"),
    ],
)
def test_korean_numerals_one_digit_off_fail(draft: str, source: str):
    assert gr03(f"값은 {draft}이다 [L1].", {"L1": f"집계 결과 {source}으로 나타났다."})


# 2. Abbreviated years
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2025년", "’25년 예산"),
        ("2025년", "‘25년 예산"),
        ("2025년", "'25년 예산"),
        ("2025년", "총지출(25년) 예산"),
        ("2025년", "’25. 총지출 673.3조원"),
        ("2025년", "’25, 총지출 673.3조원"),
        ("2025년", "25년도 예산"),
        ("2021년", "2019‧21‧23년 조사"),
        ("2023년", "2019·2021·2023년 조사"),
        ("2023년", "’19~’23년 평균"),
        ("1998년", "’98년 외환위기"),
        ("2024년 12월 10일", "’24.12.10일(화) 국회 본회의"),
        ("2024년 말", "’24년 말 기준"),
    ],
)
def test_abbreviated_years_match(draft: str, source: str):
    assert ok(f"{draft} 자료다 [L1].", {"L1": source})


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("2024년", "’25년 예산"),
        ("2015년", "25년도 예산"),
        ("2022년", "2019‧21‧23년 조사"),
        ("2098년", "’98년 외환위기"),
        ("2024년 12월 11일", "’24.12.10일(화) 국회 본회의"),
    ],
)
def test_abbreviated_years_one_digit_off_fail(draft: str, source: str):
    assert gr03(f"{draft} 자료다 [L1].", {"L1": source})


# 3. Short dates
@pytest.mark.parametrize(
    "source",
    [
        "5.14(수)",
        "5.14일",
        "5/14(수)",
        "5월 14일(수)",
        "’25.5.14.",
        "2025/05/14",
        "2025. 5. 14.(수)",
        "5.14.(수) 14:00",
    ],
)
def test_short_dates_match_a_korean_date(source: str):
    assert ok("설명회는 5월 14일에 열린다 [L1].", {"L1": f"설명회 일시: {source}, 서울"})


@pytest.mark.parametrize("source", ["5.14(수)", "5.14일", "’25.5.14.", "2025. 5. 14.(수)"])
@pytest.mark.parametrize("draft", ["5월 15일", "4월 14일", "6월 14일"])
def test_short_dates_another_day_or_month_fails(draft: str, source: str):
    assert gr03(f"설명회는 {draft}에 열린다 [L1].", {"L1": f"설명회 일시: {source}, 서울"})


def test_a_slashed_iso_date_is_year_month_day():
    blocks = {"L1": "시행일 2025/10/03"}
    assert ok("시행일은 2025년 10월 3일이다 [L1].", blocks)
    assert gr03("시행일은 2025년 3월 10일이다 [L1].", blocks)


def test_a_bullet_triangle_before_a_date_is_not_a_minus_sign():
    assert ok("9월 22일 개막식이 열린다 [L1].", {"L1": "△9월22일(일) -11:00 개막식"})


# 4. Signs and changes
@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("-3.4%", "증감률 △3.4%"),
        ("3.4% 감소", "증감률 △3.4%"),
        ("-2.1%", "증감률 ▽2.1%"),
        ("2.7조 원 늘었다", "+2.7조원 증가"),
        ("+2.7조 원", "+2.7조원 증가"),
        ("-4.1조 원", "국회 증감 △4.1조원"),
    ],
)
def test_korean_signs_match(draft: str, source: str):
    assert ok(f"변동은 {draft}이다 [L1].", {"L1": source})


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("+3.4%", "증감률 △3.4%"),
        ("-4.3%", "증감률 △3.4%"),
        ("2.8조 원 늘었다", "+2.7조원 증가"),
    ],
)
def test_korean_signs_wrong_fail(draft: str, source: str):
    assert gr03(f"변동은 {draft}이다 [L1].", {"L1": source})


# 5. Units declared once for a table
TABLE = [
    {"anchor": "L1", "kind": "paragraph", "text": "< 사업별 예산 현황 >"},
    {"anchor": "L2", "kind": "paragraph", "text": "(단위: 백만원)"},
    {"anchor": "L3", "kind": "table_row", "text": "구분 | 2024년 | 2025년"},
    {"anchor": "L4", "kind": "table_row", "text": "합계 | 589,310 | 614,820"},
    {"anchor": "L5", "kind": "paragraph", "text": "예산은 전년보다 늘었다."},
]


@pytest.mark.parametrize(
    "draft",
    [
        "올해 예산은 6,148억 2천만 원이다 [L4].",
        "올해 예산은 약 6,150억 원이다 [L4].",
        "올해 예산은 614,820백만 원이다 [L4].",
        "올해 예산은 6,148.2억 원이다 [L4].",
        "올해 예산 합계는 614,820이다 [L4].",
        "올해 예산은 6,148억 원이다 [L2, L4].",
    ],
)
def test_a_row_inherits_the_unit_declared_above_its_table(draft: str):
    assert ok(draft, TABLE)


@pytest.mark.parametrize(
    "draft",
    [
        "올해 예산은 6,418억 원이다 [L4].",
        "올해 예산은 614,820원이다 [L4].",
        "올해 예산은 6,148만 원이다 [L4].",
    ],
)
def test_a_wrong_reading_of_a_declared_unit_fails(draft: str):
    report = check(draft, TABLE)
    assert any(f.rule == "GR-03" for f in report.errors)
    assert "백만원" in report.errors[0].detail  # the finding names the unit it applied


def test_a_unit_in_another_cited_block_applies():
    blocks = {"L1": "(단위 : 억원, %)", "L9": "매출액 12,354 증가율 36.8"}
    assert ok("매출액은 1조 2,354억 원으로 36.8% 늘었다 [L1, L9].", blocks)
    assert not ok("매출액은 1조 2,354억 원이다 [L9].", blocks)


def test_units_map_to_columns_when_the_counts_agree():
    blocks = [
        {"anchor": "L1", "text": "(단위: 조원, 조원, %)"},
        {"anchor": "L2", "kind": "table_row", "text": "총지출 | 512.3 | 555.8 | 8.5"},
    ]
    assert ok("총지출은 555.8조 원으로 8.5% 늘었다 [L2].", blocks)
    assert gr03("총지출 증가율은 555.8%이다 [L2].", blocks)


@pytest.mark.parametrize(
    ("caption", "draft"),
    [
        ("단위: 천명", "취업자는 28,857천 명, 곧 2,885만 7천 명이다 [L2]."),
        ("(Unit: KRW million)", "Sales were KRW 614.8 billion [L2]."),
        ("(in thousands of dollars)", "Sales were $614.8 million [L2]."),
        ("(in millions)", "Sales were $614.82 billion [L2]."),
    ],
)
def test_other_declarations(caption: str, draft: str):
    cell = "28,857" if "천명" in caption else "614,820"
    blocks = [
        {"anchor": "L1", "text": caption},
        {"anchor": "L2", "flags": ["table"], "text": f"Total | {cell}"},
    ]
    assert ok(draft, blocks), check(draft, blocks).format_text()


def test_without_order_or_kind_a_bare_row_stays_bare():
    assert gr03("예산은 6,148억 원이다 [L4].", {"L2": "(단위: 백만원)", "L4": "합계 | 614,820"})


# 6. Honest rounding
@pytest.mark.parametrize(
    ("draft", "source", "passes"),
    [
        ("31.2조 원", "31조1880억원", True),
        ("31조 원", "31조1880억원", True),
        ("1천억 원", "1,260억원", False),
        ("2조 원", "2조 5천억원", False),
        ("500조 원", "462.3조원", False),
        ("약 1,300억 원", "1,260억원", True),
        ("약 1천억 원", "1,260억원", False),
        # two significant digits state their own precision, however far the rounding
        ("12억 원", "1,234,567,890원", True),
        ("1.2조 원", "1조 2,345억원", True),
        ("1.3조 원", "1조 2,345억원", False),
        ("1조 원", "1조 2,345억원", False),
        ("3만 명", "3만2100명", False),
        ("3.2만 명", "3만2100명", True),
        ("약 12억 원", "1,234,567,890원", True),
        ("31.1조 원", "31조1880억원", False),
        # a hedge of two significant digits may cut a step short, never round a step past
        ("약 1.5만 명", "1만 5,300명", True),
        ("약 1.6만 명", "1만 5,300명", False),
        ("1만8천여 명", "18,685명", True),
        ("약 1만 9천 명", "18,685명", True),
        # a last digit of 5 rounds to fives in a whole number, never in a decimal's place
        ("약 75만 명", "73만 명", True),
        ("약 2.4조 원", "2조 4,027억원", True),
        ("약 2.5조 원", "2조 4,027억원", False),
        # a hedged decimal of three digits or more keeps the step it writes: rounded or cut
        ("약 11.1km", "11,115m", True),
        ("약 11.2km", "11,115m", False),
        ("약 11.1km", "11,180m", True),
        ("약 1,031만 명", "1,030만 4천명", True),
        ("약 12.35억 원", "12억 3,480만원", True),
        ("약 12.36억 원", "12억 3,480만원", False),
    ],
)
def test_rounding_must_be_correct_and_close(draft: str, source: str, passes: bool):
    assert ok(f"규모는 {draft}이다 [L1].", {"L1": f"규모 {source}"}) is passes


def test_the_rounding_rule_is_stated_in_the_report():
    tolerance = check("규모는 31조 원이다 [L1].", {"L1": "31조1880억원"}).to_dict()["tolerance"]
    assert isinstance(tolerance, dict)
    assert "1%" in tolerance["rounding"]
    assert "±5%" in tolerance["hedged"]


# 7. English legal and financial text
def test_legal_abbreviations_do_not_end_a_sentence():
    blocks = {
        "L1": "No. 06-856, LaRue v. DeWolff, Boberg & Associates, Inc., et al.; see Fig. 2, "
        "Sec. 3 and § 3.2."
    }
    draft = (
        "In LaRue v. DeWolff, Boberg & Associates, Inc., et al. (No. 06-856) the U.S. Supreme "
        "Court heard an ERISA case, see Fig. 2 and Sec. 3 and § 3.2 of the brief [L1]."
    )
    report = check(draft, blocks)
    assert report.sentences_checked == 1
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The case is No. 06-856 [L1].", True),
        ("The case is No. 06-865 [L1].", False),
        ("The case is docket No. 07-856 [L1].", False),
    ],
)
def test_docket_numbers_compare_as_codes(draft: str, passes: bool):
    assert ok(draft, {"L1": "No. 06–856, LaRue v. DeWolff, Boberg & Associates, Inc."}) is passes


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("Revenue was $28.9 billion in fiscal 2024 [L1].", "FY24 net revenue of $28.9bn"),
        ("Revenue was $28.9bn in FY2024 [L1].", "fiscal 2024 revenue: 28.9 billion dollars"),
        ("Q4 FY24 revenue was $7.0 billion [L1].", "net revenue of $7.0 billion for Q4 FY24"),
        ("Revenue was $3.812 billion [L1].", "Net revenues were $3,812 million"),
    ],
)
def test_fiscal_years_and_amounts_match(draft: str, source: str):
    assert ok(draft, {"L1": source}), check(draft, {"L1": source}).format_text()


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("Revenue was $28.9 billion in fiscal 2023 [L1].", "FY24 net revenue of $28.9bn"),
        ("Q3 FY24 revenue was $7.0 billion [L1].", "net revenue of $7.0 billion for Q4 FY24"),
        ("Revenue was $3.821 billion [L1].", "Net revenues were $3,812 million"),
    ],
)
def test_fiscal_years_and_amounts_wrong_fail(draft: str, source: str):
    assert gr03(draft, {"L1": source})


# 8. Nothing to check
@pytest.mark.parametrize("draft", ["", "   \n\n", "# 요약\n", "# Title\n\n## Section\n"])
def test_a_draft_without_content_sentences_is_an_error(draft: str):
    report = check(draft, {"L1": "본문"})
    assert not report.ok
    assert "nothing to check" in report.errors[0].detail


# Spellings around the classes: ranges of days, decreases in words, bounds, English shorthands
@pytest.mark.parametrize(
    ("draft", "source", "passes"),
    [
        ("5월 14일", "기간: 5월 12일(월)~14일(수)", True),
        ("5월 15일", "기간: 5월 12일(월)~14일(수)", False),
        ("5월 14일", "기간: 5월 12~14일", True),
        ("7월 14일", "통계청이 14일 발표한 '2024년 7월 고용동향'", True),
        ("6월 14일", "통계청이 14일 발표한 '2024년 7월 고용동향'", False),
    ],
)
def test_days_of_a_month(draft: str, source: str, passes: bool):
    assert ok(f"{draft}에 발표했다 [L1].", {"L1": source}) is passes


@pytest.mark.parametrize(
    ("draft", "passes"),
    [("-2.7조 원", True), ("△2.7조 원", True), ("2.7조 원 감소", True), ("+2.7조 원", False)],
)
def test_a_decrease_in_words_is_a_minus(draft: str, passes: bool):
    assert ok(f"사업비 변동은 {draft}이다 [L1].", {"L1": "사업비는 2.7조 원 감소했다"}) is passes


@pytest.mark.parametrize(
    ("draft", "source", "passes"),
    [
        ("1만 건 넘게", "총 10,423건", True),
        ("1만 건 이상", "총 10,423건", True),
        ("6천억 원대", "매출 6,120억원", True),
        ("10억 달러 이상", "revenue of $1,032 million", True),
        ("1만 건", "총 10,423건", False),
        # a bound is rounded at its last digit that is not a trailing zero
        ("20원 넘게", "경유는 22.7원 하락", True),
        ("20원 넘게", "경유는 31.2원 하락", False),
        ("1,500명 넘게", "총 1,580명", True),
        ("1,500명 넘게", "총 1,620명", False),
        ("1,500명 넘게", "총 1,480명", False),
    ],
)
def test_bounds_are_hedges(draft: str, source: str, passes: bool):
    assert ok(f"규모는 {draft}이다 [L1].", {"L1": source}) is passes


@pytest.mark.parametrize(
    ("draft", "source", "passes"),
    [
        ("Revenue was $12.3M [L1].", "Revenue was $12,300,000", True),
        ("Revenue was over $1 billion [L1].", "revenue of $1,032 million", True),
        ("Revenue was over $1.1 billion [L1].", "revenue of $1,032 million", False),
        ("Revenue was $12.4M [L1].", "Revenue was $12,300,000", False),
        ("It was filed on August 31, 2024 [L1].", "Filed 8/31/2024", True),
        ("It was filed on August 30, 2024 [L1].", "Filed 8/31/2024", False),
    ],
)
def test_english_shorthands(draft: str, source: str, passes: bool):
    assert ok(draft, {"L1": source}) is passes


PDF_PAGE = [
    {"anchor": "p3.1", "kind": "paragraph", "text": "< 손익 현황 >"},
    {"anchor": "p3.2", "kind": "paragraph", "text": "(단위: 억원)"},
    {"anchor": "p3.3", "kind": "paragraph", "text": "매출액 12,354 9,031"},
    {"anchor": "p4.1", "kind": "paragraph", "text": "매출액 5,000"},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("매출액은 1조 2,354억 원이다 [p3.3].", True),
        ("매출액은 1조 2,345억 원이다 [p3.3].", False),
        ("매출액은 5,000억 원이다 [p4.1].", False),  # another page: no declaration there
    ],
)
def test_a_pdf_paragraph_inherits_a_declaration_earlier_on_its_page(draft: str, passes: bool):
    assert ok(draft, PDF_PAGE) is passes


def test_a_block_with_joined_cells_is_a_row_whatever_its_kind():
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "(단위: 억원)"},
        {"anchor": "L2", "kind": "paragraph", "text": "매출액 | 12,354 | 9,031"},
    ]
    assert ok("매출은 1조 2,354억 원이다 [L2].", blocks)


@pytest.mark.parametrize(("day", "passes"), [(16, True), (17, False)])
def test_a_range_of_dotted_days_with_weekdays(day: int, passes: bool):
    assert ok(f"행사는 5월 {day}일에 끝난다 [L1].", {"L1": "기간: 5. 12.(월)~16.(금)"}) is passes


def test_a_fiscal_year_in_words_matches_a_quarter_of_that_year():
    blocks = {"L1": "net revenue of $7.0 billion for Q3 FY24"}
    assert ok("In the third quarter of fiscal 2024 revenue was $7.0 billion [L1].", blocks)
    assert not ok("In the third quarter of fiscal 2023 revenue was $7.0 billion [L1].", blocks)


@pytest.mark.parametrize(
    ("draft", "passes"),
    [("2.6%", True), ("2.5%", False), ("3%", False), ("약 2.6%", True)],
)
def test_a_rate_rounded_to_one_decimal_is_a_rounding(draft: str, passes: bool):
    assert ok(f"증가율은 {draft}다 [L1].", {"L1": "증가율 2.55%"}) is passes


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("감소율은 -1.9%다 [L1].", "매출 1.9%↓"),
        ("Sales were £3.4 million [L1].", "sales of £3.4m"),
        ("Q3 2024 sales rose [L1].", "Q3'24 sales"),
    ],
)
def test_more_shorthands(draft: str, source: str):
    assert ok(draft, {"L1": source})


def test_a_draft_of_citations_only_has_nothing_to_check():
    report = check("[L1]\n\n[L1, L2]\n", {"L1": "본문", "L2": "본문"})
    assert not report.ok
    assert "nothing to check" in report.errors[-1].detail


@pytest.mark.parametrize(
    ("draft", "source", "passes"),
    [
        ("1만 건 이상", "총 10,423건", True),
        ("1만 건 이상", "총 9,800건", False),  # at least 10,000 is wrong for 9,800
        ("1만 건 넘게", "총 12,300건", True),
        ("1만 건 미만", "총 9,800건", True),
        ("1만 건 미만", "총 10,423건", False),
        ("6천억 원대", "매출 6,920억원", True),
        ("6천억 원대", "매출 5,980억원", False),
        ("최대 3조 원", "최대 2조 9천억원", True),
    ],
)
def test_bounds_hold_on_their_side(draft: str, source: str, passes: bool):
    assert ok(f"규모는 {draft}이다 [L1].", {"L1": source}) is passes


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Revenue was more than $1 billion [L1].", True),
        ("Revenue was under $1 billion [L1].", False),
        ("Revenue was at least $1.1 billion [L1].", False),
    ],
)
def test_english_bounds(draft: str, passes: bool):
    assert ok(draft, {"L1": "revenue of $1,032 million"}) is passes


IR_TABLE = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위 : 억원)"},
    {"anchor": "L2", "kind": "table_row", "text": "구분 | 2024 | 2023 | 증감률(%)"},
    {"anchor": "L3", "kind": "table_row", "text": "매출액 | 12,354 | 9,031 | 36.8"},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2024년 매출액은 1조 2,354억 원이다 [L3].", True),
        ("2023년 매출액은 9,031억 원이다 [L3].", True),
        ("2024년 매출액은 36.8% 늘었다 [L3].", True),  # a column without a year fits any year
        ("2023년 매출액은 1조 2,354억 원이다 [L3].", False),  # the 2024 column
        ("2024년 매출액은 9,031억 원이다 [L2, L3].", False),
    ],
)
def test_a_row_figure_sits_in_the_column_of_its_year(draft: str, passes: bool):
    report = check(draft, IR_TABLE)
    assert report.ok is passes
    if not passes:
        assert "column" in report.errors[0].detail


@pytest.mark.parametrize(
    ("source", "draft", "passes"),
    [
        ("기준 시점(2024.12)", "2024년 12월", True),
        ("기준 시점 2024.12월", "2024년 12월", True),
        ("기준 시점 24.12월", "2024년 12월", True),
        ("기준 시점(2024.12)", "2024년 11월", False),
        ("기간(2024.12~2025.3)", "2025년 3월", True),
    ],
)
def test_a_dotted_year_and_month(source: str, draft: str, passes: bool):
    assert ok(f"{draft} 기준이다 [L1].", {"L1": source}) is passes


@pytest.mark.parametrize(
    ("draft", "source", "passes"),
    [
        ("총 1만 8,870이다", "합계 18,870", True),
        ("총 12만 3000이다", "합계 123,000", True),
        ("총 1만 8,780이다", "합계 18,870", False),
        ("각각 24만, 12만 명이다", "각각 24만 12만 명", True),  # two numbers, not 36만
        ("모두 2412만 명이다", "각각 24만 12만 명", False),  # not one number glued together
    ],
)
def test_a_last_group_without_a_unit_word_and_units_that_do_not_descend(
    draft: str, source: str, passes: bool
):
    assert ok(f"값은 {draft} [L1].", {"L1": source}) is passes


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Investing cash flow was -$6,547 million in fiscal 2023 [L1].", True),
        ("Investing cash flow was an outflow of $6.5 billion in fiscal 2023 [L1].", True),
        ("Investing cash flow was +$6,547 million in fiscal 2023 [L1].", False),
    ],
)
def test_accounting_parentheses_are_negative(draft: str, passes: bool):
    blocks = {
        "L1": "Investing cash flows were $2 million in fiscal 2024 and $(6,547) million in 2023."
    }
    assert ok(draft, blocks) is passes


SEC_TABLE = [
    {"anchor": "L1", "kind": "paragraph", "text": "(In millions, except per share amounts)"},
    {
        "anchor": "L2",
        "kind": "table_row",
        "text": "Year ended December 31, 2022 | First Quarter | Second Quarter",
    },
    {"anchor": "L3", "kind": "table_row", "text": "Net sales | $ 2,178 | $1,669.1"},
    {"anchor": "L4", "kind": "table_row", "text": "Diluted earnings per share | 1.09 | 0.54"},
    {"anchor": "L5", "kind": "paragraph", "text": "Expenses were $10 million and ($3) million."},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Net sales in the first quarter of 2022 were $2.18 billion [L3].", True),
        ("Second-quarter net sales were $1.67 billion [L3].", True),
        ("Net sales in the third quarter of 2022 were $2.18 billion [L3].", False),
        ("Diluted EPS was $1.09 in the first quarter [L4].", True),
        ("Diluted EPS was $1.90 in the first quarter [L4].", False),
        ("Expenses included a $3 million credit [L5].", True),
        ("Expenses included a $30 million credit [L5].", False),
    ],
)
def test_a_financial_statement_table(draft: str, passes: bool):
    assert ok(draft, SEC_TABLE) is passes


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The budget is 677.4 trillion won, up 3.2 percent [L1].", True),
        ("The budget is 677.4 trillion won, up 3.3 percent [L1].", False),
    ],
)
def test_spelled_decimals_of_broadcast_style(draft: str, passes: bool):
    blocks = {"L1": "a budget of 677-point-four trillion won, a three-point-two percent increase"}
    assert ok(draft, blocks) is passes


def test_an_english_unit_list_declares_trillions():
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "(trillion, %)"},
        {"anchor": "L2", "kind": "table_row", "text": "Total expenditure | 656.6 | 677.4 | 3.2"},
    ]
    assert ok("Expenditure rises from 656.6 trillion won to 677.4 trillion won [L2].", blocks)


def test_a_caption_ending_in_a_unit_list_declares_it():
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "< 분야별 재원배분 > (조원, %)"},
        {"anchor": "L2", "kind": "table_row", "text": "교육 | 72.6 | 71.0 | △2.2"},
    ]
    assert ok("교육 예산은 72.6조 원에서 71.0조 원으로 2.2% 줄었다 [L2].", blocks)


def test_a_rate_column_head_alone_declares_nothing():
    blocks = [
        {"anchor": "L1", "kind": "table_row", "text": "구분 | 매출액 | 증감률(%)"},
        {"anchor": "L2", "kind": "table_row", "text": "A사 | 12,345 | 3.4"},
    ]
    assert ok("A사 매출액은 12,345원이다 [L2].", blocks)  # the bare cell keeps any unit


@pytest.mark.parametrize(
    ("draft", "blocks", "passes"),
    [
        ("Operating profit rose 27% to £988 million [L1].", {"L1": "up 27% to £988M"}, True),
        ("Operating profit rose 27% to £989 million [L1].", {"L1": "up 27% to £988M"}, False),
        ("환율은 전날보다 -9.8원 움직였다 [L1].", {"L1": "9.8원 내린 1,421.5원"}, True),
        ("환율은 전날보다 +9.8원 움직였다 [L1].", {"L1": "9.8원 내린 1,421.5원"}, False),
    ],
)
def test_a_percentage_before_to_is_no_range_and_a_fall_in_words_is_a_minus(
    draft: str, blocks: dict[str, str], passes: bool
):
    assert ok(draft, blocks) is passes


UK_TABLE = [
    {"anchor": "L1", "kind": "paragraph", "text": "For half year ended 30 June 2024"},
    {"anchor": "L2", "kind": "table_row", "text": "Note | £m | £m"},
    {"anchor": "L3", "kind": "table_row", "text": "Revenue | 572.6 | 553.9"},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Revenue was £572.6m [L3].", True),
        ("Revenue was £572.6 million [L3].", True),
        ("Revenue was £572.6 [L3].", False),
        ("Revenue was £527.6m [L3].", False),
    ],
)
def test_column_heads_in_pounds_millions_declare_the_unit(draft: str, passes: bool):
    assert ok(draft, UK_TABLE) is passes


@pytest.mark.parametrize(("first", "passes"), [(6, True), (5, False)])
def test_a_range_of_months(first: int, passes: bool):
    blocks = {"L1": "올해 여름(6~8월) 평균기온은 25.6도"}
    assert ok(f"{first}월부터 8월까지 평균기온은 25.6도였다 [L1].", blocks) is passes


def test_a_header_row_with_an_empty_first_cell_still_lines_up():
    blocks = [
        {"anchor": "L1", "kind": "table_row", "text": "| Q3 FY2025 | Q3 FY2024 | Change"},
        {"anchor": "L2", "kind": "table_row", "text": "(In millions, except per share amounts)"},
        {"anchor": "L3", "kind": "table_row", "text": "Net income | $ 1,779 | $ 1,705 | 4%"},
    ]
    assert ok("Net income was $1,779 million in Q3 FY2025 [L3].", blocks)
    assert not ok("Net income was $1,705 million in Q3 FY2025 [L3].", blocks)


@pytest.mark.parametrize(
    ("source", "draft", "passes"),
    [
        ("’24.3/4분기 성장률 0.1%", "2024년 3분기 성장률은 0.1%다", True),
        ("’24.3/4분기 성장률 0.1%", "2024년 4분기 성장률은 0.1%다", False),
        ("2025년 4·4분기 -0.3%", "2025년 4분기 성장률은 -0.3%다", True),
        ("1·4분기 0.2% 역성장", "1분기 성장률은 -0.2%다", True),  # 역성장: negative growth
        ("1·4분기 0.2% 역성장", "1분기 성장률은 +0.2%다", False),
        ("1·4분기 0.2% 역성장", "1분기에 0.2% 역성장했다", True),
        ("3·4분기 내리 0.1%", "4분기 성장률은 0.1%다", True),
    ],
)
def test_quarters_written_n_over_4(source: str, draft: str, passes: bool):
    assert ok(f"{draft} [L1].", {"L1": source}) is passes


def test_a_part_of_a_whole_in_korean_units_is_a_rate() -> None:
    blocks = {"L1": "지체상금률: 공사 1천분의 0.5, 물품 천분의 0.75"}
    assert check("지체상금률은 공사 0.5‰, 물품 0.75‰이다 [L1].", blocks).ok
    assert check("지체상금률은 공사 하루 0.05%다 [L1].", blocks).ok
    assert not check("지체상금률은 공사 하루 0.5%다 [L1].", blocks).ok


def test_an_ordinal_with_cha_is_lent_by_its_heading() -> None:
    blocks = [
        {"anchor": "L1", "kind": "heading", "text": "4. 주요 과태료 (1차 위반 기준)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "위험성평가 결과 미보존 | 300만원",
            "flags": ["table", "table_start"],
        },
    ]
    assert check("위험성평가 결과 미보존 과태료는 300만 원이다(1차 위반 기준) [L2].", blocks).ok
    assert not check("위험성평가 결과 미보존 과태료는 300만 원이다(2차 위반 기준) [L2].", blocks).ok


SERIES = [
    {"anchor": "r1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "지역 | 2026년 7월 | 2026년 8월 | 2026년 9월 | 2026년 10월"},
    {"anchor": "r2", "kind": "table_row", "flags": ["table"],
     "text": "세종 | 97.12 | 97.40 | 97.81 | 98.26"},
    {"anchor": "L3", "kind": "paragraph", "text": "2021년부터 2025년까지 매년 지원했다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        # a move (`에서 ... 으로`, `→`) counts the steps between its dates; a range (`~`,
        # `부터 ... 까지`) counts both ends: arithmetic of the sentence's own dates, confirmed
        "세종은 '26년 7월 97.12에서 10월 98.26으로 석 달 연속 올랐다 [r1][r2].",
        "세종은 7~10월 4개월간 올랐다 [r1][r2].",
        "2021년부터 2025년까지 5년간 지원했다 [L3].",
        # dates listed one by one (`과`, `·`, `,`) are counted as items
        "세종은 '26년 9월과 10월 두 달 동안 올랐다 [r1][r2].",
        "세종은 '26년 8월·9월·10월 석 달 모두 올랐다 [r1][r2].",
    ],
)
def test_a_duration_spanning_the_sentences_own_dates_as_it_counts_them_is_confirmed(
    draft: str,
) -> None:
    assert check(draft, SERIES).findings == ()


def test_a_distance_in_years_between_the_sentences_own_years_is_their_steps() -> None:
    # `'22년 ... '24년 ... 2년 새`: `새`, `사이`, `만에` after a duration count the steps
    blocks = {"L7": "지원 건수는 '22년 171,582건, '24년 213,408건이다."}
    draft = "'22년 171,582건이던 지원 건수는 '24년 213,408건으로 {} 늘었다 [L7]."
    for span in ("2년 새", "2년 사이", "2년 만에"):
        assert check(draft.format(span), blocks).findings == (), span
    report = check(draft.format("3년 새"), blocks)
    assert not report.ok or report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # the other count, or a sentence that names neither a move nor a range: unconfirmed
        "2021년부터 2025년까지 4년 동안 지원했다 [L3].",
        "세종은 '26년 7월 97.12에서 10월 98.26으로 넉 달 연속 올랐다 [r1][r2].",
        "세종은 '26년 7월과 10월 사이 석 달 동안 올랐다 [r1][r2].",
    ],
)
def test_a_duration_spanning_the_sentences_own_dates_counted_the_other_way_is_unconfirmed(
    draft: str,
) -> None:
    report = check(draft, SERIES)
    assert report.ok, report.format_text()
    assert [f.rule for f in report.findings] == ["GR-07"]


@pytest.mark.parametrize(
    "draft",
    [
        "세종은 '26년 7월 97.12에서 10월 98.26으로 두 달 연속 올랐다 [r1][r2].",
        "세종은 7~10월 6개월간 올랐다 [r1][r2].",
        "2021년부터 2025년까지 7년간 지원했다 [L3].",
        "세종은 석 달 연속 올랐다 [r2].",  # no dates of its own: the block must give it
        "세종은 '26년 9월과 10월 석 달 동안 올랐다 [r1][r2].",  # two months listed, not three
    ],
)
def test_a_duration_the_sentences_dates_do_not_span_fails(draft: str) -> None:
    assert not check(draft, SERIES).ok


INTENSITY = [
    {"anchor": "L1", "kind": "list_item", "text": "- 최대 진도: 울산 Ⅳ, 대구·부산 Ⅲ, 경북 Ⅱ"},
    {"anchor": "L2", "kind": "list_item", "text": "Ⅴ. 재산수색 용의자의 재산은 몰수되었다."},
    {"anchor": "L3", "kind": "paragraph", "text": "장해분류표Ⅱ에 따라 정한다."},
]


@pytest.mark.parametrize(
    "draft",
    [
        "최대 진도는 울산이 진도 4, 대구·부산이 진도 3이었다 [L1].",
        "울산은 진도 Ⅳ였다 [L1].",
    ],
)
def test_a_roman_numeral_of_a_scale_is_its_number(draft: str) -> None:
    report = check(draft, INTENSITY)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "울산은 진도 5였다 [L1].",
        "울산은 진도 Ⅴ였다 [L1].",
        "마을 다섯 곳이 몰수되었다 [L2].",  # a list marker `Ⅴ.` is no figure
        "장해분류표 2개에 따라 정한다 [L3].",  # nor a numeral glued to its word
    ],
)
def test_a_roman_numeral_of_another_value_or_a_marker_supports_nothing(draft: str) -> None:
    assert not check(draft, INTENSITY).ok


def test_abbreviated_years_joined_by_an_arrow_are_years():
    blocks = {"L12": "전년 대비 66.4%(’17년 128명 → ’18년 213명) 증가하였다."}
    assert check("장티푸스는 128명에서 213명으로 늘었다(’17→’18) [L12].", blocks).ok
    # planted: a year the block does not give
    assert not check("장티푸스는 128명에서 213명으로 늘었다(’16→’18) [L12].", blocks).ok


def test_a_range_whose_end_gives_only_its_day_spans_the_month_of_its_start():
    blocks = {"L18": "청약 접수는 3. 24.(월)~3. 28.(금) 받고, 당첨자는 6. 20.(금) 발표한다."}
    assert check("접수는 3월 24일(월)부터 28일(금)까지 5일간 받는다 [L18].", blocks).findings == ()
    # the range right before the duration is what it spans, not the sentence's last date
    later = "접수는 3월 24일(월)부터 28일(금)까지 5일간 받고, 발표는 6월 20일(금)이다 [L18]."
    assert check(later, blocks).findings == ()
    # planted: a span its dates do not give
    assert not check("접수는 3월 24일(월)부터 28일(금)까지 7일간 받는다 [L18].", blocks).ok


def test_a_cited_date_without_a_year_takes_the_year_the_document_writes_for_it():
    blocks = [
        {"anchor": "L2", "text": "2025. 1. 20.(월) 혈액관리본부"},
        {"anchor": "L9", "text": "2024년 헌혈 건수는 285만 건이었다."},
        {"anchor": "L11", "text": "캠페인은 1월 20일(월)부터 2월 7일(금)까지 운영한다."},
    ]
    draft = "캠페인은 2025년 1월 20일(월)부터 2월 7일(금)까지 진행된다 [L11]."
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a year the document never writes for that day, or another day, still fails
    assert not check(draft.replace("2025년", "2024년"), blocks).ok
    assert not check(draft.replace("1월 20일", "1월 21일"), blocks).ok
    # the date written whole in an uncited block of another document lends no year
    other = [{**b, "anchor": "B:" + b["anchor"]} for b in blocks[:1]] + [
        {**b, "anchor": "A:" + b["anchor"]} for b in blocks[1:]
    ]
    assert not check(draft.replace("[L11]", "[A:L11]"), other).ok


def test_a_count_of_days_with_its_rate_in_brackets_before_the_change_word_is_days():
    blocks = [
        {"anchor": "L17", "kind": "table_row", "text": "구분 | 2023년 | 2024년 | 증감 | 증감률",
         "flags": ["table", "table_start"]},
        {"anchor": "L18", "kind": "table_row", "text": "평균 처리 기간(일) | 21 | 14 | △7 | △33.3",
         "flags": ["table"]},
    ]  # fmt: skip
    draft = "평균 처리 기간은 21일에서 14일로 7일(33.3%) 줄었다 [L18]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: another count of days
    assert not check(draft.replace("7일(", "6일("), blocks).ok


def test_the_year_before_the_titles_year_is_the_blocks_jeonnyeon():
    blocks = [
        {"anchor": "L1", "kind": "heading", "text": "2025년 해수욕장 현황", "flags": ["title"]},
        {"anchor": "L43", "kind": "paragraph",
         "text": "□ 이안류 주의보는 총 14회 발령되어 전년(9회) 대비 5회 증가하였으며"},
    ]  # fmt: skip
    draft = "Advisories were issued 14 times in 2025, five more than the 9 issued in 2024 [L43]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: the year before given another figure
    assert not check(draft.replace("the 9 issued", "the 8 issued"), blocks).ok


_RAIN = {"L4": "누적 강수량은 248.7㎜로 평년의 70.5% 수준이다."}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("누적 강수량은 평년의 70%를 조금 웃도는 수준이다 [L4].", True),
        ("누적 강수량은 평년의 71%를 약간 밑도는 수준이다 [L4].", True),
        ("누적 강수량은 평년의 71%를 조금 웃도는 수준이다 [L4].", False),
        ("누적 강수량은 평년의 70%를 다소 밑도는 수준이다 [L4].", False),
    ],
)
def test_a_bound_in_words_with_an_adverb_holds_on_its_side(draft: str, passes: bool) -> None:
    assert check(draft, _RAIN).ok is passes, check(draft, _RAIN).format_text()


@pytest.mark.parametrize(
    ("draft", "holds"),
    [
        ("점검한 곳은 2천여 곳이다 [L1].", True),
        ("신고는 130여 건이다 [L2].", True),
        # `여` says more than the figure, short of its next step: below it, or past it, fails
        ("점검한 곳은 3천여 곳이다 [L1].", False),
        ("신고는 140여 건이다 [L2].", False),
        ("신고는 120여 건이다 [L2].", False),
    ],
)
def test_a_figure_with_yeo_is_that_many_and_more_short_of_its_next_step(
    draft: str, holds: bool
) -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "점검 대상 2,150곳"},
        {"anchor": "L2", "kind": "paragraph", "text": "신고 137건"},
    ]
    assert check(draft, blocks).ok is holds, check(draft, blocks).format_text()


@pytest.mark.parametrize(
    "word", ["조사원 접수는 9월 15일부터다", "조사 건수는 3만 1,240건이다", "억대 연봉"]
)
def test_a_word_opening_with_a_big_place_word_is_no_numeral(word: str) -> None:
    from fa_grounding._figures._read import extract_figures

    assert not any(f.value >= 10**8 for f in extract_figures(word)), word


def test_a_rank_before_a_joining_ending_is_a_rank() -> None:
    text = "인터넷 응답률은 세종이 61.2%로 가장 높았고, 대전(52.4%), 서울(50.8%) 순이었다."
    blocks = [{"anchor": "L20", "kind": "paragraph", "text": text}]
    assert check("세종이 61.2%로 1위고 대전 52.4%, 서울 50.8% 순이에요 [L20].", blocks).ok
    assert not check("대전이 52.4%로 1위고 세종 61.2% 순이에요 [L20].", blocks).ok


_MONTHS = [
    row("L25", "월 | 2024년 | 2025년 | 증감", start=True),
    row("L26", "1월 | 1,240 | 1,200 | △40"),
    row("L27", "2월 | 1,310 | 1,260 | △50"),
    row("L28", "3월 | 1,180 | 1,290 | 110"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # months listed with a middle dot share the last one's `월`: `1` of `1·2월` is January
        ("1·2월 대여는 전년보다 각각 40건, 50건 감소함 [L25, L26, L27]", True),
        ("1ㆍ2월 대여는 1,200건과 1,260건임 [L25, L26, L27]", True),
        # planted: a month of the list no cited row names
        ("2·3월 대여는 전년보다 각각 40건, 50건 감소함 [L25, L26, L27]", False),
        ("1·3월 대여는 전년보다 각각 40건, 50건 감소함 [L25, L26, L27]", False),
        # a list of three or more months (`1·2·3월`): each a month
        ("1·2·3월 대여 실적을 보면 3월만 늘었음 [L25, L26, L27, L28]", True),
        ("1·2·4월 대여 실적을 보면 2월만 줄었음 [L25, L26, L27, L28]", False),
    ],
)
def test_months_listed_with_a_middle_dot_are_each_a_month(draft: str, passes: bool) -> None:
    report = check(draft, _MONTHS)
    assert report.ok is passes, report.format_text()


_DOTTED_YEAR_MONTHS = [
    para("L1", "2025. 8. 11.(월)"),
    para("L42", "- 정비 결과는 2026. 1월 중 시 누리집에 공개"),
    para("L43", "- 운영 기간: 2025. 12월 ~ 2026. 2월"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("정비 결과는 2026년 1월 중 공개된다 [L42].", True),
        ("운영 기간은 2025년 12월부터 2026년 2월까지다 [L43].", True),
        # planted: a dotted year before a month with `월` read as the date line's year
        ("정비 결과는 2025년 1월 중 공개된다 [L42].", False),
        ("운영 기간은 2025년 12월부터 2025년 2월까지다 [L43].", False),
    ],
)
def test_a_dotted_year_before_a_month_with_wol_is_that_months_year(
    draft: str, passes: bool
) -> None:
    report = check(draft, _DOTTED_YEAR_MONTHS)
    assert report.ok is passes, report.format_text()


def test_a_month_an_uncited_sentence_gives_without_its_year_is_in_the_dotted_block() -> None:
    report = check("정비 결과는 1월 중 공개된다.", _DOTTED_YEAR_MONTHS)
    assert [f.rule for f in report.errors] == ["GR-01"], report.format_text()
    # (a month no block writes is still named as in no block)
    report = check("정비 결과는 3월 중 공개된다.", _DOTTED_YEAR_MONTHS)
    assert sorted(f.rule for f in report.errors) == ["GR-01", "GR-03"], report.format_text()


_WAIT = [
    para("L7", "평균 대기 시간은 18.4분으로, 전년 동기 23.1분보다 4.7분 짧아졌다."),
    para("L8", "차량 1대의 하루 운행 시간은 12시간 30분이다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a bound or a hedge after a count of minutes or hours is the figure's, as after a
        # counter (`5분 가까이` of 4.7분)
        ("평균 대기 시간은 18.4분으로 작년 23.1분보다 5분 가까이 줄었습니다 [L7].", True),
        ("하루 12시간 넘게 운행합니다 [L8].", True),
        # planted: a bound the difference does not meet; a bound past the block's duration
        ("평균 대기 시간은 18.4분으로 작년 23.1분보다 6분 가까이 줄었습니다 [L7].", False),
        ("하루 13시간 넘게 운행합니다 [L8].", False),
    ],
)
def test_a_bound_after_a_count_of_minutes_or_hours_is_the_figures(draft: str, passes: bool) -> None:
    report = check(draft, _WAIT)
    assert report.ok is passes, report.format_text()


_CAMPAIGN = [para("L1", "○ 대학가 캠페인: 9. 15.(월) ~ 9. 26.(금), 12:00~14:00, 3개 대학 교내")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("캠페인은 9. 15.(월)부터 9. 26.(금)까지 2주간 진행한다 [L1].", True),
        ("캠페인은 9. 15.(월)~9. 26.(금) 2주 동안 열린다 [L1].", True),
        # planted: more weeks than the range runs through, or a count with no range of its own
        ("캠페인은 9. 15.(월)부터 9. 26.(금)까지 3주간 진행한다 [L1].", False),
        ("캠페인은 9. 15.(월)부터 9. 19.(금)까지 2주간 진행한다 [L1].", False),
        ("캠페인은 2주간 진행한다 [L1].", False),
    ],
)
def test_a_count_of_weeks_is_the_weeks_its_range_of_days_runs_through(
    draft: str, passes: bool
) -> None:
    assert check(draft, _CAMPAIGN).ok is passes


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The zone is now in its 13th year [L1].", True),
        ("특구는 올해 지정 13년째다 [L1].", True),
        # planted: another year counted, or the count in another period
        ("The zone is now in its 14th year [L1].", False),
        ("The zone is in its 13th month [L1].", False),
    ],
)
def test_an_english_ordinal_year_is_the_years_counted_to_it(draft: str, passes: bool) -> None:
    blocks = [para("L1", "가람군 곶감 특구는 2013년 지정되었으며, 올해로 지정 13년째를 맞았다.")]
    assert check(draft, blocks).ok is passes
