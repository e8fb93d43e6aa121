"""Round 9: drafts against blocks fa extracted from unseen files (batch `r9-a-*`).

Classes of spelling the checker misread:

1. `할` and `푼` are tenths and hundredths: `약 9할` restates `약 90%`, `3할 2푼` is 32%.
2. A PDF's mark inside a word it broke at a line end (`Tick\ufffeTock`) may stand for a hyphen
   the word has: the quote `‘Tick-Tock’` matches, as `TickTock` does.
3. A cell that is a compact date (`20201231`, a `date` column of a spreadsheet) is also the date
   2020-12-31, and a cell in Excel's scientific notation (`1.56E+11`) is also that number.
4. A bold label followed by a remark in brackets (`**시장 규모 비교** (회의 준비)`) is a title,
   not an uncited claim.
5. A weekday given with a date (`12월 3일 목요일`, `(목)`, `Tuesday, December 2, 2025`) must be
   that date's weekday: `2025년 12월 3일 목요일` is wrong, 3 December 2025 being a Wednesday.
6. An English number word glued to a hyphen (`three-stage`) is a figure of the source.
7. A sentence that names a column of the cited row's header in words (`Montgomery GI Bill -
   Active Duty`) must take that column's figure, not another column's.

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from grounding_drafts import row as _row

# 1. 할 and 푼
MARKET = {"L1": "암관련 사망 약 90%가 약물치료 내성과 연관이 있고, 타율은 0.325, 승률 32%다."}


@pytest.mark.parametrize(
    "draft",
    [
        "암 관련 사망의 약 9할이 약물치료 내성과 연관이 있다 [L1].",
        "승률은 3할 2푼이다 [L1].",
    ],
)
def test_tenths_restated(draft: str) -> None:
    assert ok(draft, MARKET), check(draft, MARKET).format_text()


@pytest.mark.parametrize(
    "draft", ["암 관련 사망의 약 8할이 내성과 연관된다 [L1].", "승률은 3할 5푼이다 [L1]."]
)
def test_tenths_are_checked(draft: str) -> None:
    assert rules(draft, MARKET) == {"GR-03"}


def test_tenths_in_a_source() -> None:
    blocks = {"L1": "응답자의 7할이 찬성했다."}
    assert ok("응답자의 70%가 찬성했다 [L1].", blocks)
    assert rules("응답자의 60%가 찬성했다 [L1].", blocks) == {"GR-03"}
    # 할인, 할당 are words, not tenths
    assert rules("할인율은 30%다 [L1].", {"L1": "3할인 행사를 한다."}) == {"GR-03"}


# 2. A PDF's hyphenation mark may stand for a hyphen
PDF = [
    {
        "anchor": "p3.3",
        "text": "Since 2007 Intel’s processors have followed a “Tick\ufffeTock” development model.",
    }
]


@pytest.mark.parametrize(
    "draft",
    [
        "Intel은 ‘Tick-Tock’ 개발 모델을 따랐다 [p3.3].",
        "Intel은 ‘TickTock’ 개발 모델을 따랐다 [p3.3].",
    ],
)
def test_quote_across_a_hyphenation_mark(draft: str) -> None:
    assert ok(draft, PDF), check(draft, PDF).format_text()


def test_quote_across_a_hyphenation_mark_still_checked() -> None:
    assert rules("Intel은 ‘Tick-Tack’ 모델을 따랐다 [p3.3].", PDF) == {"GR-04"}


# 3. Compact dates and scientific notation in a cell
SHEET = [
    _row("r1", "upchecd | date | bogosu | hang | amt", start=True),
    _row("r2", "380725 | 20201231 | 11 | 2000 | 73798549000"),
    _row("r3", "380725 | 20201231 | 11 | 4000 | 1.56E+11"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "기준일은 2020년 12월 31일이다 [r2].",
        "2020년 말 기준 항목 2000 금액은 약 738억 원이다 [r2].",
        "항목 4000의 금액은 1,560억 원이다 [r3].",
        "항목 4000의 금액은 0.156조 원이다 [r3].",
    ],
)
def test_compact_date_and_scientific_cell(draft: str) -> None:
    assert ok(draft, SHEET), check(draft, SHEET).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "기준일은 2021년 12월 31일이다 [r2].",
        "기준일은 2020년 11월 30일이다 [r2].",
        "항목 4000의 금액은 1,650억 원이다 [r3].",
        "항목 4000의 금액은 1.56조 원이다 [r3].",
    ],
)
def test_compact_date_and_scientific_cell_checked(draft: str) -> None:
    assert rules(draft, SHEET) == {"GR-03"}


def test_a_draft_compact_number_stays_a_number() -> None:
    # the second reading is a source's: a draft's `20201231` is not let off as a date
    assert rules("코드는 20201231이다 [L1].", {"L1": "기준일: 2020년 12월 31일"}) == {"GR-03"}


# 4. A bold title with a remark in brackets
def test_bold_title_with_a_remark_is_no_claim() -> None:
    blocks = {"L1": "시장은 약 156억불이다."}
    assert ok("**시장 규모 비교** (회의 준비)\n- 시장은 약 156억 불이다 [L1]", blocks)
    # a remark with a figure is a claim
    # (and the year, in no block, is wrong as well)
    assert rules("**시장 규모 비교** (2030년)\n- 시장은 약 156억 불이다 [L1]", blocks) == {
        "GR-01",
        "GR-03",
    }


# 5. Weekdays
PRESS = [
    _row("L4", "보도시점 | (온라인) 2025. 12. 2.(화) 16:00", start=True),
    _row("L5", "| (지 면) 2025. 12. 3.(수) 조간"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "지면은 2025년 12월 3일 수요일 조간이다 [L5].",
        "지면은 12월 3일(수) 조간이다 [L5].",
        "The story runs online on Tuesday, December 2, 2025 [L4].",
    ],
)
def test_weekday_restated(draft: str) -> None:
    assert ok(draft, PRESS), check(draft, PRESS).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "지면은 2025년 12월 3일 목요일 조간이다 [L5].",
        "지면은 12월 3일(목) 조간이다 [L5].",
        "The story runs online on Wednesday, December 2, 2025 [L4].",
    ],
)
def test_wrong_weekday_is_caught(draft: str) -> None:
    assert rules(draft, PRESS) == {"GR-03"}


def test_weekday_without_a_year_anywhere_is_not_judged() -> None:
    # no year in the draft or the block: the calendar cannot say
    assert ok("회의는 3월 5일(목)이다 [L1].", {"L1": "회의: 3월 5일(목)"})


# 6. English number words glued to a hyphen
def test_number_word_before_a_hyphen() -> None:
    blocks = [{"anchor": "p3.3", "text": "Intel settled on a new\nthree-stage development model"}]
    assert ok("Intel은 3단계 개발 모델을 택했다 [p3.3].", blocks)
    assert rules("Intel은 4단계 개발 모델을 택했다 [p3.3].", blocks) == {"GR-03"}


# 7. A column named in words
VA = [
    _row(
        "r3",
        "State Name | State Abbreviate | Post-9/11GI Bill Program | Montgomery GI Bill - Active "
        "Duty | Montgomery GI Bill - Selective Reserve | TOTAL",
        start=True,
    ),
    _row("r6", "ARIZONA | AZ | 18588 | 21012 | 2132 | 46,743"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "애리조나의 Montgomery GI Bill - Active Duty 수급자는 21,012명이다 [r6].",
        "애리조나의 Montgomery GI Bill - Selective Reserve 수급자는 2,132명이다 [r6].",
        "Arizona had 46,743 beneficiaries in total [r6].",
    ],
)
def test_named_column_restated(draft: str) -> None:
    assert ok(draft, VA), check(draft, VA).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "애리조나의 Montgomery GI Bill - Active Duty 수급자는 18,588명이다 [r6].",
        "애리조나의 Montgomery GI Bill - Selective Reserve 수급자는 21,012명이다 [r6].",
    ],
)
def test_named_column_wrong_figure(draft: str) -> None:
    assert rules(draft, VA) == {"GR-03"}


# 8. The end of a quarter or a half is its last month
@pytest.mark.parametrize(
    "draft",
    [
        "2020년 4분기 말 기준 항목 2000 금액은 약 738억 원이다 [r2].",
        "2020년 하반기 말 기준 금액은 약 738억 원이다 [r2].",
    ],
)
def test_quarter_end_is_its_last_month(draft: str) -> None:
    assert ok(draft, SHEET), check(draft, SHEET).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2020년 3분기 말 기준 항목 2000 금액은 약 738억 원이다 [r2].",
        "2020년 상반기 말 기준 금액은 약 738억 원이다 [r2].",
        "2020년 4분기 금액은 약 738억 원이다 [r2].",  # a quarter's flow is no date's stock
    ],
)
def test_quarter_end_checked(draft: str) -> None:
    assert rules(draft, SHEET) == {"GR-03"}


# 7b. A column named by the draft's own Markdown table head
@pytest.mark.parametrize(
    "row, good",
    [
        ("| 애리조나 | 18,588명 | 46,743명 | [r6] |", True),
        ("| 애리조나 | 21,012명 | 46,743명 | [r6] |", False),  # the Active Duty column's figure
    ],
)
def test_draft_table_head_names_the_column(row: str, good: bool) -> None:
    draft = "| 주 | Post-9/11 GI Bill | 합계 | 근거 |\n|---|---:|---:|---|\n" + row
    assert ok(draft, VA) is good, check(draft, VA).format_text()


# Held-out round 9 (`r9-b-*`)

# 9. English periods are durations: `2 years and 4 months` is 28 months
SENTENCES = [
    _row("r1", "last_name | first_name | age | sentence", start=True),
    _row("r5", "Acero | Longino | 35 | 2 years and 4 months"),
    _row("r6", "Adams | Kenneth | 21 | 75 years"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Acero의 형량은 2년 4개월이었다 [r5].",
        "Acero의 형량은 28개월이었다 [r5].",
        "Kenneth Adams는 75년형을 받았다 [r6].",
    ],
)
def test_english_durations(draft: str) -> None:
    assert ok(draft, SENTENCES), check(draft, SENTENCES).format_text()


@pytest.mark.parametrize(
    "draft", ["Acero의 형량은 2년 6개월이었다 [r5].", "Kenneth Adams는 75개월형을 받았다 [r6]."]
)
def test_english_durations_checked(draft: str) -> None:
    assert rules(draft, SENTENCES) == {"GR-03"}


# 10. `3D` names a technique, not a count
def test_three_d_is_no_figure() -> None:
    blocks = {"L9": "틀 없이 원료를 한 겹씩 쌓아서 물건을 만든다."}
    assert ok("3D printing builds objects layer by layer [L9].", blocks)
    assert ok("3D 프린팅은 원료를 한 겹씩 쌓는다 [L9].", blocks)
    assert rules("3D 프린터는 원료를 3겹씩 쌓는다 [L9].", blocks) == {"GR-03"}


# 11. The greeting and closing of a mail are no claims
def test_mail_greeting_and_closing() -> None:
    blocks = {"L36": "※ 규격서는 A4용지에 글자크기는 12포인트로 작성"}
    draft = (
        "안녕하세요, 문의하신 규격서 작성 기준을 알려드립니다.\n\n"
        "규격서는 12포인트로 작성합니다 [L36].\n\n감사합니다."
    )
    assert ok(draft, blocks), check(draft, blocks).format_text()
    assert ok("Hi Minji,\n\nThe form uses 12-point type [L36].\n\nBest regards,", blocks)
    # a greeting that carries a figure is a claim
    assert rules("안녕하세요, 기준은 12포인트입니다.\n\n감사합니다.", blocks) == {"GR-01"}


# 12. Cells written with their column letter line up with the header's columns
EXON = [
    _row(
        "r1",
        "last_name | first_name | age | race | state | convicted | exonerated | dna",
        start=True,
    ),
    _row("r19", "A: Addison | B: Ronald | C: 19 | E: MD | F: 1998 | G: 2005 | H: Y"),
]


@pytest.mark.parametrize(
    "draft, good",
    [
        ("Ronald Addison was exonerated in 2005 [r19].", True),
        ("Ronald Addison was convicted in 1998 [r19].", True),
        ("Ronald Addison was exonerated in 1998 [r19].", False),
        (
            "| Name | age | convicted | exonerated | 근거 |\n|---|---|---|---|---|\n"
            "| Ronald Addison | 19 | 1998 | 2005 | [r19] |",
            True,
        ),
        (
            "| Name | age | convicted | exonerated | 근거 |\n|---|---|---|---|---|\n"
            "| Ronald Addison | 19 | 2005 | 1998 | [r19] |",
            False,
        ),
    ],
)
def test_lettered_cells(draft: str, good: bool) -> None:
    assert ok(draft, EXON) is good, check(draft, EXON).format_text()


# 13. A chart's series line up with its categories
CHART = [
    {"anchor": "s1.1", "kind": "chart_categories", "text": "Category 1 | Category 2 | Category 3"},
    {"anchor": "s1.2", "kind": "chart_series", "text": "Series 2 | 2.4 | 4.4 | 1.8"},
]


@pytest.mark.parametrize(
    "draft, good",
    [
        ("Series 2의 Category 3 값은 1.8입니다 [s1.2][s1.1].", True),
        ("Series 2의 Category 3 값은 4.4입니다 [s1.2][s1.1].", False),
        ("Series 2는 2.4에서 4.4로 오릅니다 [s1.2].", True),
    ],
)
def test_chart_categories_name_columns(draft: str, good: bool) -> None:
    assert ok(draft, CHART) is good, check(draft, CHART).format_text()


# Held-out round 9 (`r9-c-*`)

FORMATS = [
    _row("x1.1", "description | entered | calculated", start=True),
    _row("x1.14", "one third | 0.333333 | 0.333333"),
    _row("x1.32", "Long Date | Friday, January 18, 2008 | Saturday, January 19, 2008"),
    _row("x1.45", "time | 2:10:54 | 2:10:54 AM"),
]


# 14. A weekday after the date's particle: `1월 19일은 일요일이다`
def test_weekday_after_a_particle() -> None:
    assert ok("2008년 1월 19일은 토요일이다 [x1.32].", FORMATS)
    assert rules("2008년 1월 19일은 일요일이다 [x1.32].", FORMATS) == {"GR-03"}
    assert rules("January 19, 2008 was a Sunday [x1.32].", FORMATS) == {"GR-03"}


# 15. Seconds of a Korean clock time: `오전 2시 10분 54초`
def test_clock_time_with_seconds() -> None:
    assert ok("time 행은 오전 2시 10분 54초를 보여준다 [x1.45].", FORMATS)
    assert rules("time 행은 오후 2시 10분 54초를 보여준다 [x1.45].", FORMATS) == {"GR-03"}


# 16. A part of a whole restates the decimal it rounds to: `3분의 1` for 0.333333
@pytest.mark.parametrize(
    "draft, good",
    [
        ("one third 행의 값은 3분의 1이다 [x1.14].", True),
        ("one third 행의 값은 1/3 수준이다 [x1.14].", True),  # a bare `1/3` is 3 January
        ("one third 행의 값은 4분의 1이다 [x1.14].", False),
    ],
)
def test_part_of_a_whole_as_a_decimal(draft: str, good: bool) -> None:
    assert ok(draft, FORMATS) is good, check(draft, FORMATS).format_text()


# Held-out round 9 (`r9-d-*`)

ALPS = {
    "L5": "유럽의 지붕..융프라우..해발 3454미터.. 융프라우 빙하의 두께가 약 700미터라지요. "
    '<IMG SRC="http://pds2.egloos.com/pds/1/200406/29/55/a0005655_1.jpg"> 2만년이 넘는 세월',
}


# 17. Lengths compare in metres: `약 3.5km` for `3454미터`
@pytest.mark.parametrize(
    "draft", ["융프라우는 해발 약 3.5km다 [L5].", "해발 3,454m, 빙하 두께 약 700m [L5]"]
)
def test_lengths_in_another_unit(draft: str) -> None:
    assert ok(draft, ALPS), check(draft, ALPS).format_text()


@pytest.mark.parametrize(
    "draft", ["융프라우는 해발 약 4.5km다 [L5].", "빙하 두께는 약 700km다 [L5]."]
)
def test_lengths_in_another_unit_checked(draft: str) -> None:
    assert rules(draft, ALPS) == {"GR-03"}


# 18. The digits of a web address are no figures
def test_web_address_digits_are_no_figures() -> None:
    # `200406` of the image's path once supported `20만 년`
    assert rules("바닥의 돌은 20만 년 동안 쌓였다 [L5].", ALPS) == {"GR-03"}
    assert ok("빙하가 2만 년 넘게 녹았다 [L5].", ALPS)


# 7c. A sentence that names two heads of the row lists the figures of both: no one column is
# named (found in the mcp-server demo's draft)
def test_two_heads_named_lists_both_columns() -> None:
    blocks = [
        _row("L6", "사업부 | 매출(억 원) | 영업이익(억 원) | 증감률", start=True),
        _row("L7", "반도체 | 620 | 85 | 15.2%"),
        _row("L9", "기타 | 204 | 11 | 3.1%"),
    ]
    draft = (
        "매출(억 원)은 반도체 620, 기타 204이고, 영업이익(억 원)은 각각 85, 11이다 [L6, L7, L9]."
    )
    assert ok(draft, blocks), check(draft, blocks).format_text()
    assert rules("기타의 영업이익(억 원)은 204다 [L9].", blocks) == {"GR-03"}


def test_a_weekday_the_source_writes_in_full_is_followed() -> None:
    # the source's own weekday, written out (`5일 목요일`), is followed even when the one year
    # the block names is not the date's (a review of 2025 held on 5 March 2026, a Thursday)
    blocks = {"L1": "2025년 실적 보고회: 3월 5일 목요일 14시"}
    assert ok("설명회는 3월 5일(목) 14시에 열린다 [L1].", blocks)
    assert ok("설명회는 3월 5일 목요일에 열린다 [L1].", blocks)
