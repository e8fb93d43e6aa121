"""Round 7: drafts against blocks as fa extracts them from real documents (batch `r7-a-*`).

Four classes of phrasing the checker misread:

1. A Q&A answer: the question (`Q. 목표 TRL은?`) and a bare `Q.`/`A.` label claim nothing.
2. An ordinal counter (`3~5차년도`, `2번째`) names which year or item, so its number never
   supports a duration (`최근 5년 내`).
3. A cap restated as a cap: `up to 58 months` for `56개월 이내` is a different cap, not a bound
   that 56 satisfies; the cap correctly rounded (`최대 3조` for `최대 2조 9천억`) still is.
4. A figure the sentence gives an ordinal (`2차년도는 12개월`) must be the one the block gives
   that ordinal (`2차년도 : 11개월`), not another figure of the block (`3~5차년도 : 각 12개월`).

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from grounding_drafts import row as _row

# A 품목 공고 form as HWPX gives it: each 개조식 box is one table row.
NOTICE = [
    _row("L1", "품목번호 | 2027-2차-소재부품-일반-07 | 산업기술분류"),
    _row("L2", "| (TRL : [시작] 3단계 〜 [종료] 6단계)"),
    _row(
        "L3",
        "ㅇ 연구개발기간 : 45개월 이내(1차년도 : 6개월, 2차년도 : 10개월, 3~4차년도 : 각 12개월, "
        "5차년도 : 5개월) ㅇ 정부지원연구개발비 : ’27년 6.5억원 이내(총 정부지원연구개발비 "
        "38억원 이내) ㅇ 기타 : 최근 4년내 주관기관 수행 실적 보유 기업",
    ),
]


# 1. Q&A: the question and the bare labels are not claims
@pytest.mark.parametrize(
    "draft",
    [
        "Q. 목표 TRL은? A. 시작 3단계에서 종료 6단계까지다 [L2].",
        "Q: 연구개발기간은 얼마인가요?\nA: 45개월 이내다 [L3].",
        "문. 주관기관 요건은? 답. 최근 4년 내 수행 실적이 있어야 한다 [L3].",
        "Q: What is the project length? A: Up to 45 months [L3].",
    ],
)
def test_qa_questions_and_labels_are_not_claims(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Q. 목표 TRL은? A. 시작 3단계에서 종료 7단계까지다 [L2].",
        "Q. 2028년 지원액은? A. 6.5억원 이내다 [L3].",  # its figure is checked against the answer's
        "Q. 2027년 지원액은?",  # a question with a figure and no cited answer cites nothing
        "Q. 목표 TRL은? A. 시작 3단계에서 종료 6단계까지다.",
    ],
)
def test_qa_answers_are_still_checked(draft: str) -> None:
    assert not ok(draft, NOTICE)


# 2. An ordinal counter names a year of the plan, not a number of years
@pytest.mark.parametrize(
    "draft",
    [
        "3~4차년도는 각 12개월이다 [L3].",
        "최근 4년 내 주관기관 실적이 있어야 한다 [L3].",
        "5차년도는 5개월이다 [L3].",
    ],
)
def test_ordinal_years_restated(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "최근 3년 내 주관기관 실적이 있어야 한다 [L3].",  # 3 only in `3~4차년도`
        "연구는 2년에 걸쳐 진행된다 [L3].",  # 2 only in `2차년도`
    ],
)
def test_ordinal_number_is_no_duration(draft: str) -> None:
    assert rules(draft, NOTICE) == {"GR-03"}


# 3. A cap restates the source's cap by value
@pytest.mark.parametrize(
    "draft",
    [
        "The project runs up to 45 months [L3].",
        "2027년 지원액은 최대 6.5억 원이다 [L3].",
        "Total government funding is capped at up to KRW 3.8 billion [L3].",
        "2027년 지원액은 최대 7억 원이다 [L3].",  # the cap correctly rounded
        "Total government funding is up to KRW 4 billion [L3].",
    ],
)
def test_cap_restated(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "The project runs up to 46 months [L3].",
        "2027년 지원액은 최대 8억 원이다 [L3].",
        "Total government funding is up to KRW 3.9 billion [L3].",
    ],
)
def test_cap_is_not_a_looser_cap(draft: str) -> None:
    assert rules(draft, NOTICE) == {"GR-03"}


def test_bound_over_a_plain_figure_still_holds() -> None:
    blocks = [{"anchor": "L1", "text": "사업기간은 44개월이다."}]
    assert ok("The project runs up to 45 months [L1].", blocks)


# 4. The figure an ordinal labels
@pytest.mark.parametrize(
    "draft",
    [
        "1차년도는 6개월, 2차년도는 10개월이다 [L3].",
        "3차년도에는 12개월, 5차년도에는 5개월을 수행한다 [L3].",
        "2차년도 : 10개월 [L3].",
    ],
)
def test_ordinal_pairs_restated(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "1차년도는 6개월, 2차년도는 12개월이다 [L3].",  # 12개월 belongs to 3~4차년도
        "5차년도는 6개월이다 [L3].",  # 6개월 belongs to 1차년도
    ],
)
def test_ordinal_pair_given_another_figure(draft: str) -> None:
    assert rules(draft, NOTICE) == {"GR-03"}


# Held-out batch `r7-b-*`: classes the checker fixed on `r7-a` still misread.

# An HTML climate table as fa gives it: a title row, a header of short month names with an empty
# corner cell, rows with decimal commas, a Unicode minus and summary cells past the heads.
CLIMATE = [
    _row("L1", "Klima"),
    _row("L2", "| Jan | Feb | Mär | Apr | Mai | Jun | Jul | Aug | Sep | Okt | Nov | Dez"),
    _row(
        "L3",
        "Max. Temperatur (°C) | 3,9 | 5,8 | 10,6 | 14,2 | 19,1 | 21,8 | 23,7 | 23,3 | 19,4 "
        "| 14,8 | 8,7 | 4,6 | Ø | 14,2",
    ),
    _row(
        "L4",
        "Min. Temperatur (°C) | −3,1 | −2,4 | 0,9 | 3,8 | 8,2 | 11,3 | 13,1 | 12,9 | 9,6 | 5,9 "
        "| 1,2 | −1,8 | Ø | 5,0",
    ),
    _row("L5", "Niederschlag (mm) | 48 | 45 | 58 | 52 | 77 | 95 | 104 | 118 | 84 | 61 | 73 | 57"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "July's average high is 23.7 °C [L2, L3].",
        "7월 평균 최고기온은 23.7°C다 [L3].",  # the heads of the uncited header row, under a title
        "January lows average -3.1 °C [L2, L4].",
        "연평균 최고기온은 14.2°C다 [L3].",
        "8월 강수량은 118mm다 [L2, L5].",
    ],
)
def test_table_cells_with_decimal_commas_and_month_heads(draft: str) -> None:
    assert ok(draft, CLIMATE), check(draft, CLIMATE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "7월 평균 최고기온은 23.3°C다 [L2, L3].",  # 23,3 is August's
        "Lows average -3.1 °C in February [L2, L4].",  # -3,1 is January's
        "July's average high is 27.3 °C [L2, L3].",
    ],
)
def test_month_columns_take_their_own_figure(draft: str) -> None:
    assert rules(draft, CLIMATE) == {"GR-03"}


def test_decimal_comma_only_in_whole_cells() -> None:
    blocks = [{"anchor": "L1", "text": "Sales reached 1,25 units, 2,500 in all."}]
    assert not ok("Sales reached 1.25 units [L1].", blocks)


DECK = [
    {"anchor": "s3.1", "kind": "title", "text": "Results", "flags": ["heading"]},
    _row("s3.2", "Region | Q1 | Q2"),
    _row("s3.3", "North | 41 | 47"),
    {"anchor": "s5.1", "kind": "text", "text": "Two pilots ran in 12 cities."},
    {"anchor": "p4.2", "kind": "paragraph", "text": "The fund lent 80 firms."},
]


@pytest.mark.parametrize(
    "draft",
    [
        "Slide 3: North reached 41 in Q1 and 47 in Q2 [s3.3].",
        "슬라이드 5에 따르면 12개 도시에서 시범사업을 했다 [s5.1].",
        "5번 슬라이드: 12개 도시 [s5.1]",
        "On page 4 the fund lent 80 firms [p4.2].",
        "4쪽에 따르면 기금은 80개 기업에 빌려줬다 [p4.2].",
    ],
)
def test_slide_and_page_numbers_name_the_cited_anchor(draft: str) -> None:
    assert ok(draft, DECK), check(draft, DECK).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Slide 4: North reached 41 in Q1 [s3.3].",  # the cited line is on slide 3
        "On page 5 the fund lent 80 firms [p4.2].",
    ],
)
def test_a_wrong_slide_or_page_is_a_figure(draft: str) -> None:
    assert rules(draft, DECK) == {"GR-03"}


@pytest.mark.parametrize(
    "draft, good",
    [
        ("Q: What is the 2027 grant? A: Up to KRW 650 million [L3].", True),
        ("Q. 2027년 지원액은? A. 최대 6.5억 원이다 [L3].", True),
        ("Q: What is the 2028 grant? A: Up to KRW 650 million [L3].", False),
    ],
)
def test_question_with_figures_is_checked_against_its_answer(draft: str, good: bool) -> None:
    assert ok(draft, NOTICE) is good, check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft, good",
    [
        ("3차년도와 4차년도는 각 12개월이다 [L3].", True),
        ("4차년도는 12개월이다 [L3].", True),
        ("3차년도는 10개월이다 [L3].", False),  # 10개월 is 2차년도's
        ("4차년도는 6개월이다 [L3].", False),
    ],
)
def test_a_range_of_ordinals_labels_each(draft: str, good: bool) -> None:
    assert ok(draft, NOTICE) is good, check(draft, NOTICE).format_text()


# A Chinese classification table as a PDF gives it: the unit column flattened into the row.
SIZES = [
    {"anchor": "p1.7", "kind": "paragraph", "text": "批发业"},
    _row("p1.8", "营业收入(Y) 万元 Y≥40000 5000≤Y＜40000 1000≤Y＜5000 Y＜1000"),
]


@pytest.mark.parametrize(
    "draft, good",
    [
        ("도매업은 영업수입 4억 위안 이상이면 대형이다 [p1.7, p1.8].", True),
        ("Wholesalers below 10 million yuan in revenue are micro firms [p1.7, p1.8].", True),
        ("도매업은 영업수입 5억 위안 이상이면 대형이다 [p1.7, p1.8].", False),
    ],
)
def test_a_unit_word_in_the_row_applies_to_its_figures(draft: str, good: bool) -> None:
    assert ok(draft, SIZES) is good, check(draft, SIZES).format_text()


def test_a_year_names_no_column_for_the_label_check() -> None:
    # the year's column is `_check_columns`'s, where a `증감` column fits any year
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "< 주요 세목별 국세수입 > (단위: 조원)"},
        _row("L2", "구분 | ’23년 | ’24년 | 증감"),
        _row("L3", "법인세 | 80.4 | 62.5 | △17.9"),
    ]
    draft = "2024년 법인세는 62.5조 원으로 17.9조 원 감소했다 [L3]."
    assert ok(draft, blocks), check(draft, blocks).format_text()


# Held-out batch `r7-c-*`: classes the checker fixed on `r7-b` still misread.

REPORT = [
    _row("p1.1", "Plan Type County Plan Name Totals"),
    {"anchor": "p1.2", "kind": "paragraph", "text": "Total Enrollment 2,413,508"},
    _row("p1.3", "Source: Data Warehouse 03/09/16"),
]


@pytest.mark.parametrize(
    "draft, good",
    [
        ("The figures are as of March 9, 2016 [p1.3].", True),
        ("The figures are as of March 9, 2015 [p1.3].", False),
        ("The figures are as of September 3, 2016 [p1.3].", False),  # a US report: month first
    ],
)
def test_us_short_date_with_two_digit_year(draft: str, good: bool) -> None:
    assert ok(draft, REPORT) is good, check(draft, REPORT).format_text()


@pytest.mark.parametrize(
    "draft, good",
    [
        ("Enrollment was about 2.41 million [p1.2].", True),
        ("등록자는 약 241만 명이다 [p1.2].", True),
        ("Enrollment was about 2.4 million [p1.2].", True),
        ("등록자는 약 243만 명이다 [p1.2].", False),  # three digits: precise to 1만, off by 2만
        ("Enrollment was about 2.43 million [p1.2].", False),
    ],
)
def test_a_hedge_of_three_digits_claims_their_precision(draft: str, good: bool) -> None:
    assert ok(draft, REPORT) is good, check(draft, REPORT).format_text()


def test_a_hedge_of_two_digits_keeps_five_percent() -> None:
    blocks = [{"anchor": "L4", "text": "This proposed AD affects 73 airplanes of U.S. registry."}]
    assert ok("Roughly 75 airplanes are affected [L4].", blocks)


def test_a_hedge_of_two_digits_is_the_source_rounded_at_its_last_digit_or_one_step_off() -> None:
    blocks = [{"anchor": "L31", "text": "2023년 회수액 | 44,010억 원"}]
    assert ok("2023년 회수액은 약 4.4조 원이다 [L31].", blocks)
    assert ok("2023년 회수액은 약 4.3조 원이다 [L31].", blocks)
    # planted: two steps off, within 5% (4.6%)
    assert not ok("2023년 회수액은 약 4.2조 원이다 [L31].", blocks)


SHEETS = [
    _row("x3.1", "Item | Units"),
    _row("x3.2", "1 | 1000"),
    _row("x1.9", "-3 | -27"),
]


@pytest.mark.parametrize(
    "draft, good",
    [
        ("3번 시트에서 1번 품목은 1,000개다 [x3.2].", True),
        ("On sheet 3, item 1 has 1,000 units [x3.2].", True),
        ("2번 시트에서 1번 품목은 1,000개다 [x3.2].", False),
        ("x가 -3일 때 y는 -27이다 [x1.9].", True),  # `-3일 때` is "when it is -3", no day
        ("x가 -4일 때 y는 -27이다 [x1.9].", False),
    ],
)
def test_sheet_numbers_and_il_ttae(draft: str, good: bool) -> None:
    assert ok(draft, SHEETS) is good, check(draft, SHEETS).format_text()


MEMO = [
    {
        "anchor": "L3",
        "kind": "paragraph",
        "text": "○ 협의회는 분기 1회 개최하고, 위원은 15명으로 구성한다.",
    },
    {"anchor": "L4", "kind": "paragraph", "text": "○ 예산은 3억 원이다."},
]


@pytest.mark.parametrize(
    "draft, errors",
    [
        ("○ 협의회 위원 15명 [L3]\n○ 예산 3억 원 [L4]", set()),
        ("□ 협의회 위원 15명 [L3]\nㅇ 예산 3억 원 [L4]", set()),
        ("○ 협의회 위원 15명 [L3]\n○ 예산 3억 원", {"GR-01"}),
        ("※ 협의회 위원 15명 [L3]\n▶ 예산 3억 원", {"GR-01"}),
    ],
)
def test_korean_bullets_start_items(draft: str, errors: set[str]) -> None:
    assert rules(draft, MEMO) == errors, check(draft, MEMO).format_text()
