"""The document's title lends its period, and a lead-in in words introduces its list.

A Korean statistics release or budget document names its month, quarter or year in the title
(`2025년 8월 고용동향`) and its body says `취업자는 2,880만 명으로 ...` without it. A summary
writes `8월 취업자는 2,880만 명` citing the body: faithful, and it was refused for a month no
cited block named. The title (a block of kind `title`, a heading opening the document, or the
title fa's `meta` block names) now lends its periods, and only its periods. So does the nearest
heading above a cited block that names a period (`6. 2025년 추진 계획`), when the block and its
table's heads name no year of their own, and the lead of a document (its first block naming
a year, alone) to the blocks after it that name none.
"""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row, rules

RELEASE = [
    {"anchor": "L1", "kind": "title", "text": "2025년 8월 고용동향"},
    para("L2", "취업자는 2,880만 명으로 전년 동월 대비 18만 명 증가했다."),
    para("L3", "고용률은 62.8%로 전년 동월 대비 0.3%p 상승했다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "8월 취업자는 2,880만 명으로 18만 명 늘었다 [L2].",
        "2025년 8월 고용률은 62.8%였다 [L3].",
        "’25년 8월 고용률 62.8% [L3]",
        "In August 2025, 28.8 million people were employed [L2].",
        "□ 2025년 8월 고용동향\n  ○ 취업자는 2,880만 명 [L2]",
        "2025년 8월 고용동향의 핵심은 다음과 같다.\n\n- 취업자 2,880만 명 [L2]\n"
        "- 고용률 62.8% [L3]",
    ],
)
def test_the_title_lends_its_period(draft: str) -> None:
    assert ok(draft, RELEASE)


@pytest.mark.parametrize(
    "draft",
    [
        "7월 취업자는 2,880만 명이었다 [L2].",
        "2024년 8월 고용률은 62.8%였다 [L3].",
        "3분기 고용률은 62.8%였다 [L3].",
        "2025년 8월 고용률은 63.8%였다 [L3].",  # the title lends a period, never a figure
    ],
)
def test_the_title_lends_no_other_period_and_no_figure(draft: str) -> None:
    assert "GR-03" in rules(draft, RELEASE)


def test_the_title_the_meta_block_names_lends_too() -> None:
    blocks = [
        para("L1", "취업자는 2,880만 명으로 전년 동월 대비 18만 명 증가했다."),
        {"anchor": "meta", "kind": "meta",
         "text": "Format: HWP. Grade: A. Pages: 3. Blocks: 40 (one block is one paragraph or "
                 "table row). Title: 2025년 8월 고용동향"},
    ]  # fmt: skip
    assert ok("8월 취업자는 2,880만 명이다 [L1].", blocks)
    assert "GR-03" in rules("9월 취업자는 2,880만 명이다 [L1].", blocks)


def test_a_heading_lends_its_period_only_to_the_blocks_after_it() -> None:
    opening = [{"anchor": "L1", "kind": "heading", "text": "2025년 상반기 실적"}]
    body = [para("L2", "매출은 1,200억 원이다.")]
    assert ok("2025년 상반기 매출은 1,200억 원이다 [L2].", opening + body)
    later = [para("L1", "실적 보고"), {"anchor": "L2", "kind": "heading", "text": "2025년 상반기"}]
    blocks = [*later, para("L3", "매출은 1,200억 원이다.")]
    assert ok("2025년 상반기 매출은 1,200억 원이다 [L3].", blocks)
    # a heading after the block heads the next section, not the block's
    after = [
        para("L1", "매출은 1,200억 원이다."),
        {"anchor": "L2", "kind": "heading", "text": "2025년 상반기"},
    ]
    assert "GR-03" in rules("2025년 상반기 매출은 1,200억 원이다 [L1].", after)


_PLAN = [
    {"anchor": "L36", "kind": "heading", "text": "5. 향후 계획"},
    para("L37", "□ 2025년 적자 규모를 28억 원 이내로 줄이기 위해 대관 확대를 추진함"),
    para("L38", "○ 성인 이용료 5,000원을 2026년부터 6,000원으로 조정하는 방안을 검토함"),
    para("L39", "○ 대관은 2025년부터 주말 야간으로 넓힘"),
]


def test_a_parent_item_lends_no_start_the_item_gives_another_year_for() -> None:
    # the parent item's 2025 heads the plan; the item starts the new fee in 2026
    assert ok("성인 이용료는 2026년부터 6,000원으로 조정을 검토한다 [L38].", _PLAN)
    assert ok("2025년 계획에 따라 성인 이용료 6,000원 조정을 검토한다 [L38].", _PLAN)
    assert ok("대관은 2025년부터 주말 야간으로 넓힌다 [L39].", _PLAN)
    # planted: the parent item's year given as the item's start
    assert "GR-03" in rules("성인 이용료는 2025년부터 6,000원으로 조정한다 [L38].", _PLAN)
    assert "GR-03" in rules("The adult fee rises to KRW 6,000 from 2025 [L38].", _PLAN)


def test_a_row_of_quarters_takes_the_titles_year() -> None:
    blocks = [
        {"anchor": "L1", "kind": "title", "text": "2025년 분기별 실적"},
        row("L2", "분기 | 매출(억 원)", start=True),
        row("L3", "1분기 | 100"),
        row("L4", "2분기 | 120"),
    ]
    assert ok("2025년 2분기 매출은 120억 원이다 [L4].", blocks)
    assert "GR-03" in rules("2024년 2분기 매출은 120억 원이다 [L4].", blocks)
    assert "GR-03" in rules("2025년 1분기 매출은 120억 원이다 [L4].", blocks)


@pytest.mark.parametrize(
    "lead",
    ["주요 내용은 다음과 같다.", "주요 내용은 아래와 같습니다.", "The key points are as follows."],
)
def test_a_lead_in_in_words_without_a_figure_is_no_claim(lead: str) -> None:
    assert ok(f"{lead}\n\n- 취업자는 2,880만 명이다 [L2]", RELEASE)


def test_a_claim_before_a_lead_in_is_still_a_claim() -> None:
    draft = "취업자는 2,880만 명이다. 주요 내용은 다음과 같다.\n\n- 고용률 62.8% [L3]"
    assert "GR-01" in rules(draft, RELEASE)


CAPTIONED = [
    para("L1", "2026년 본예산 회계별 예산규모"),
    para("L2", "(단위: 백만원)"),
    row("L3", "구분 | 예산액 | 구성비", start=True),
    row("L4", "합계 | 580,000 | 100%"),
]


def test_a_tables_caption_lends_its_period_to_its_rows() -> None:
    assert ok("2026년 본예산은 5,800억 원이다 [L4].", CAPTIONED)
    assert "GR-03" in rules("2027년 본예산은 5,800억 원이다 [L4].", CAPTIONED)


def test_a_long_paragraph_before_a_table_is_no_caption() -> None:
    text = (
        "2024년에 시작한 사업은 2026년까지 이어지며, 회계별 규모는 아래 표와 같이 편성되었고 "
        "특별회계의 비중이 늘었으며 세부 내역은 붙임에 적었다."
    )
    blocks = [para("L1", text), *CAPTIONED[1:]]
    assert len(text) > 80
    assert "GR-03" in rules("2024년 합계는 5,800억 원이다 [L4].", blocks)


SEMESTER = [
    {"anchor": "L1", "kind": "heading", "text": "1. 신청 기간"},
    {"anchor": "L2", "kind": "list_item",
     "text": "○ 재학생: 2025. 5. 26.(월) 9시 ~ 6. 24.(화) 18시"},
    {"anchor": "meta", "kind": "meta",
     "text": "Format: HTML. Grade: A. Blocks: 2 (one block is one heading, paragraph, list item "
             "or table row). Title: 2025학년도 2학기 국가장학금 1차 신청 안내"},
]  # fmt: skip


def test_the_title_lends_its_semester_and_round() -> None:
    assert ok("2학기 국가장학금 1차 신청: 5/26(월) 09:00 ~ 6/24(화) 18:00 [L2].", SEMESTER)


@pytest.mark.parametrize(
    "draft",
    [
        "1학기 국가장학금 1차 신청: 5/26(월) 09:00 ~ 6/24(화) 18:00 [L2].",
        "2학기 국가장학금 2차 신청: 5/26(월) 09:00 ~ 6/24(화) 18:00 [L2].",
        # a semester is no round: `1차` of the title lends no `1학기`
        "국가장학금 1학기 신청: 5/26(월) 09:00 ~ 6/24(화) 18:00 [L2].",
    ],
)
def test_the_title_lends_no_other_semester_or_round(draft: str) -> None:
    assert "GR-03" in rules(draft, SEMESTER)


OUTLINE = [
    {"anchor": "L1", "kind": "heading", "text": "□ 장학금 현황"},
    {"anchor": "L2", "kind": "list_item",
     "text": "○ 2024년 학생 1인당 연간 장학금은 약 383만 원으로 전년(370만 원) 대비 3.5% 증가"},
    {"anchor": "L3", "kind": "list_item",
     "text": "- 전체 장학금 총액은 5조 2,641억 원이며, 이 중 국가장학금이 3조 8,902억 원(73.9%)"},
    {"anchor": "L4", "kind": "list_item", "text": "○ 2025년 등록금 인상 대학은 136개교"},
    {"anchor": "L5", "kind": "list_item", "text": "- 동결 대학은 57개교"},
]  # fmt: skip


def test_an_items_parent_item_lends_its_year() -> None:
    assert ok("2024년 장학금 총액은 약 5.3조 원이다 [L3].", OUTLINE)
    assert ok("2025년 동결 대학은 57곳이다 [L5].", OUTLINE)


@pytest.mark.parametrize(
    "draft",
    [
        "2023년 장학금 총액은 약 5.3조 원이다 [L3].",
        "2025년 장학금 총액은 약 5.3조 원이다 [L3].",  # the year of another item's children
        "2024년 동결 대학은 57곳이다 [L5].",
    ],
)
def test_an_item_takes_no_year_its_parent_does_not_name(draft: str) -> None:
    assert "GR-03" in rules(draft, OUTLINE)


SECTORS = [
    {"anchor": "L1", "kind": "heading", "text": "2026년 분야별 지원 규모(상위 4개 분야)"},
    row("L2", "분야 | 규모(억원) | 비중(%)", start=True),
    row("L3", "교통 | 15,333 | 28.2"),
    para("L4", "※ 기타 분야 합계 2조 5,175억 원(46.3%), 비중은 총규모 대비"),
]


def test_a_heading_lends_a_figure_the_sentence_writes_in_its_words() -> None:
    draft = "상위 4개 분야 외 기타 분야는 합계 약 2.5조 원으로 전체의 46.3%입니다 [L4]."
    assert ok(draft, SECTORS)


@pytest.mark.parametrize(
    "draft",
    [
        "상위 5개 분야 외 기타 분야는 합계 약 2.5조 원이다 [L4].",
        "상위 4개 국가 외 기타 분야는 합계 약 2.5조 원이다 [L4].",
        "하위 4개 분야 외 기타 분야는 합계 약 2.5조 원이다 [L4].",
    ],
)
def test_a_heading_lends_no_figure_in_other_words(draft: str) -> None:
    assert "GR-03" in rules(draft, SECTORS)


FINANCES = [
    {"anchor": "L1", "kind": "caption", "text": "<표 1> 연도별 재원 (단위: 조 원)"},
    {"anchor": "L2", "kind": "table_row", "text": "구분 | 2024년 | 2025년",
     "flags": ["table", "table_start"]},
    {"anchor": "L3", "kind": "table_row", "text": "보험료 수입 | 83.4 | 87.9", "flags": ["table"]},
    {"anchor": "L4", "kind": "table_row", "text": "정부지원금 | 11.1 | 12.3", "flags": ["table"]},
]  # fmt: skip
QUARTERS = [
    {"anchor": "L1", "kind": "table_row", "text": "구분 | 1분기 | 2분기",
     "flags": ["table", "table_start"]},
    {"anchor": "L2", "kind": "table_row", "text": "수소차 | 1,108 | 2,035", "flags": ["table"]},
]  # fmt: skip


def test_an_outline_headings_period_holds_its_items_figures_to_its_column() -> None:
    items = "○ 2024년 재원 구성\n- 보험료 수입 83.4조 원, 정부지원금 {} [L3, L4]"
    assert ok(items.format("11.1조 원"), FINANCES)
    assert "GR-03" in rules(items.format("12.3조 원"), FINANCES)


def test_a_questions_period_holds_its_answers_figures_to_its_column() -> None:
    qa = "Q. 1분기 수소차 신규 등록은?\nA. {}대였습니다 [L2]."
    assert ok(qa.format("1,108"), QUARTERS)
    assert "GR-03" in rules(qa.format("2,035"), QUARTERS)
    # an answer that names its own period is held to it
    assert ok("Q. 1분기 수소차 신규 등록은?\nA. 2분기에는 2,035대였습니다 [L2].", QUARTERS)


FUELS = [
    {"anchor": "L1", "kind": "caption", "text": "<표 1> 연료별 등록대수 (단위: 만 대, %)"},
    {"anchor": "L2", "kind": "table_row",
     "text": "구분 | 2025. 9월 말 | 비중 | 2026. 9월 말 | 비중 | 증감",
     "flags": ["table", "table_start"]},
    {"anchor": "L3", "kind": "table_row", "text": "하이브리드 | 198.2 | 7.6 | 241.6 | 9.1 | 43.4",
     "flags": ["table"]},
]  # fmt: skip


def test_a_share_column_after_a_period_column_is_that_periods() -> None:
    assert ok("2026년 9월 말 하이브리드차는 241.6만 대로 9.1%를 차지했다 [L3].", FUELS)
    wrong = "2026년 9월 말 하이브리드차는 241.6만 대로 7.6%를 차지했다 [L3]."
    assert "GR-03" in rules(wrong, FUELS)


CAPS = [
    {"anchor": "L1", "kind": "heading", "text": "2026년 본인부담상한액"},
    {"anchor": "L2", "kind": "table_row", "text": "구분 | 2025년 | 2026년",
     "flags": ["table", "table_start"]},
    {"anchor": "L3", "kind": "table_row", "text": "8분위 | 420 | 427", "flags": ["table"]},
]  # fmt: skip


def test_the_start_of_a_move_is_the_period_befores() -> None:
    assert ok("2026년 8분위 상한액은 420에서 427로 올랐다 [L3].", CAPS)
    # the move's end is still held to the sentence's year, and a start with its own year to it
    assert "GR-03" in rules("2026년 8분위 상한액은 427에서 420으로 내렸다 [L3].", CAPS)
    assert "GR-03" in rules("8분위 상한액은 2025년 427에서 2026년 420으로 내렸다 [L3].", CAPS)


def test_one_year_before_a_move_whose_end_names_none_heads_the_move() -> None:
    # `2026년 ... 420에서 427로`: the move ends in 2026, its start is the year before's
    assert ok("2026년 상한액은 420에서 427로 올랐다 [L3].", CAPS)
    assert ok("Q. 2026년 상한액은?\nA. 상한액은 420에서 427로 올랐습니다 [L3].", CAPS)
    # a start with its year in brackets, and the end's wrong year, still fail
    assert "GR-03" in rules("상한액은 427(2025년)에서 420으로 내렸다 [L3].", CAPS)
    assert "GR-03" in rules("2025년 상한액은 420에서 427로 올랐다 [L3].", CAPS)


PORTS = [
    {"anchor": "L1", "kind": "table_row", "text": "항만 | 2024. 3분기 | 2025. 3분기 | 증감률",
     "flags": ["table", "table_start"]},
    {"anchor": "L2", "kind": "table_row", "text": "광양항 | 48.7 | 47.1 | △3.3",
     "flags": ["table"]},
]  # fmt: skip


def test_a_base_in_brackets_is_not_held_to_the_sentences_period() -> None:
    assert ok("광양항 2025년 3분기는 47.1로 작년 같은 기간(48.7)보다 3.3% 줄었다 [L2].", PORTS)
    wrong = "광양항 2025년 3분기는 48.7로 작년 같은 기간(47.1)보다 늘었다 [L2]."
    assert "GR-03" in rules(wrong, PORTS)


QUARTER_ROWS = [
    {"anchor": "L1", "kind": "heading", "text": "2025년 3분기 항만 물동량"},
    {"anchor": "L2", "kind": "table_row", "text": "구분 | 2024년 3분기 | 2025년 3분기",
     "flags": ["table", "table_start"]},
    {"anchor": "L3", "kind": "table_row", "text": "광양항 | 48.7 | 47.1", "flags": ["table"]},
]  # fmt: skip


def test_a_base_in_brackets_is_not_held_to_the_quarter_the_sentence_names() -> None:
    assert ok("광양항 3분기는 47.1로 작년 같은 기간(48.7)보다 줄었다 [L3].", QUARTER_ROWS)
    wrong = "광양항 3분기는 48.7로 작년 같은 기간(47.1)보다 늘었다 [L3]."
    assert "GR-03" in rules(wrong, QUARTER_ROWS)


MIGRANTS = [
    {"anchor": "L1", "kind": "table_row", "text": "구분 | 2024년 | 2025년",
     "flags": ["table", "table_start"]},
    {"anchor": "L2", "kind": "table_row", "text": "계 | 413,180 | 421,260", "flags": ["table"]},
]  # fmt: skip


def test_an_english_base_a_year_earlier_is_not_held_to_the_sentences_year() -> None:
    assert ok("They totalled 421,260 in 2025, up from 413,180 a year earlier [L2].", MIGRANTS)
    wrong = "They totalled 413,180 in 2025, up from 421,260 a year earlier [L2]."
    assert "GR-03" in rules(wrong, MIGRANTS)


DEATHS = [
    {"anchor": "L1", "kind": "table_row", "text": "구분 | 계 | 6월 | 7월 | 8월 | 9월",
     "flags": ["table", "table_start"]},
    {"anchor": "L2", "kind": "table_row", "text": "사망자 수 | 147 | 18 | 51 | 66 | 12",
     "flags": ["table"]},
    {"anchor": "L3", "kind": "table_row", "text": "비중 | 100.0 | 12.2 | 34.7 | 44.9 | 8.2",
     "flags": ["table"]},
]  # fmt: skip


def test_a_month_figure_one_cited_row_holds_under_its_month_is_not_refused_for_another() -> None:
    assert ok("○ 6월 18명(12.2%), 9월 12명(8.2%) [L1, L2, L3]", DEATHS)
    assert "GR-03" in rules("○ 7월 18명(12.2%), 9월 12명(8.2%) [L1, L2, L3]", DEATHS)


BIRTHS_RELEASE = [
    {"anchor": "L1", "kind": "heading", "text": "2024년 출생 통계(확정) 보도자료"},
    {"anchor": "L2", "kind": "paragraph", "text": "배포일시: 2025. 2. 26.(수) 12:00"},
    {"anchor": "L3", "kind": "paragraph", "text": "2024년 출생아 수는 242,150명이다."},
    {"anchor": "L4", "kind": "paragraph", "text": '담당 부서는 "인구동향과 출생통계팀"이다.'},
]


def test_the_documents_own_title_may_be_quoted_by_name() -> None:
    draft = "2025. 2. 26.(수) 배포 '2024년 출생 통계(확정)': 출생아 242,150명 [L2][L3]."
    assert ok(draft, BIRTHS_RELEASE)
    # words the title does not hold, and a quote of another uncited block, still fail
    assert "GR-04" in rules("'2024년 출생 통계(잠정)': 출생아 242,150명 [L3].", BIRTHS_RELEASE)
    assert "GR-04" in rules("담당은 '인구동향과 출생통계팀'이다 [L3].", BIRTHS_RELEASE)


_REPORT = [
    {"anchor": "L1", "kind": "heading", "text": "2024 저작권 보호 현황 보고서(요약)"},
    para("L37", "2023년 기준 저작권 산업 매출액은 152조 4,380억 원으로 전년 대비 4.3% 증가하였다."),
]


def test_the_title_lends_no_year_to_a_block_that_writes_its_own() -> None:
    assert ok("2023년 기준 저작권 산업 매출액은 152조 4,380억 원이다 [L37].", _REPORT)
    # planted: the title's year given to a figure its block dates to another year
    assert "GR-03" in rules("2024년 기준 저작권 산업 매출액은 152조 4,380억 원이다 [L37].", _REPORT)


NOTICE = [
    {"anchor": "L1", "kind": "heading", "text": "환경부 공고 제2025-412호"},
    {"anchor": "L2", "kind": "heading", "text": "2026년도 배출권 할당 신청 안내"},
    para("L3", "할당대상업체는 다음과 같이 신청서를 제출하여야 합니다."),
    {"anchor": "L8", "kind": "heading", "text": "2. 신청 및 제출 기한"},
    row("L9", "구분 | 제출 기한", start=True),
    row("L10", "할당 신청서 | 2025. 10. 31.(금) 18:00까지"),
    para("L11", "2027년도 할당 신청은 따로 공고합니다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Q. 2026년도 할당 신청서는 언제까지 내나요?\nA. 2025년 10월 31일(금) 오후 6시까지입니다"
        "[L10].",
        "2026년도 할당 신청서는 2025년 10월 31일까지 낸다 [L10].",
    ],
)
def test_a_heading_right_after_the_opening_one_is_the_title_too(draft: str) -> None:
    # `환경부 공고 제2025-412호` numbers the notice; the heading after it is its title
    assert ok(draft, NOTICE)


@pytest.mark.parametrize(
    "draft",
    [
        "Q. 2024년도 할당 신청서는 언제까지 내나요?\nA. 2025년 10월 31일(금) 오후 6시까지입니다"
        "[L10].",
        "2027년도 할당 신청서는 2025년 10월 31일까지 낸다 [L10].",  # another block's year
    ],
)
def test_a_period_neither_opening_heading_names_is_still_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, NOTICE)


RELEASE_AFTER_LABEL = [
    {"anchor": "L1", "kind": "heading", "text": "보도자료"},
    {"anchor": "L2", "kind": "heading", "text": "'24년 인삼류 수출 2억 7,350만 달러"},
    para("L6", "○ 수출 물량은 6,842톤으로 전년(6,315톤)보다 8.3% 늘었다."),
    para("L10", "□ 농식품부는 '25년 인삼류 수출 목표를 3억 달러로 정했다."),
]


def test_the_title_lends_no_year_where_the_cited_block_dates_the_same_words_otherwise() -> None:
    assert ok("'24년 인삼류 수출 물량은 6,842톤이었다 [L6].", RELEASE_AFTER_LABEL)
    # planted: the target of '25년 given the title's year
    draft = "농식품부는 '24년 인삼류 수출 목표를 3억 달러로 잡았다 [L10]."
    assert "GR-03" in rules(draft, RELEASE_AFTER_LABEL)


COLD_RELEASE = [
    {"anchor": "L1", "kind": "heading", "text": "질병관리청 보도자료 | 보도시점: 2025. 3. 12.(수)"},
    {"anchor": "L2", "kind": "heading", "text": "한랭질환자 334명 신고, 전년보다 12.1% 감소"},
    para("L3", "- 2024-2025절기 한랭질환 응급실 감시체계 운영 결과 발표 -"),
    para("L5", "□ 한랭질환자는 총 334명으로 전년 동기(380명) 대비 46명(12.1%) 감소하였다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "지난 겨울(2024-2025절기) 한랭질환자는 334명으로 전년보다 12.1% 줄었다 [L2].",
        "Cold-related illness cases fell 12.1% to 334 in the 2024-25 season [L5].",
        "2024/25 시즌 한랭질환자는 334명이었다 [L5].",
    ],
)
def test_a_season_of_two_years_under_a_subtitle_naming_it_is_its_period(draft: str) -> None:
    assert ok(draft, COLD_RELEASE)


@pytest.mark.parametrize(
    "draft",
    [
        "지난 겨울(2023-2024절기) 한랭질환자는 334명이었다 [L2].",
        "Cases fell 12.1% to 334 in the 2023-24 season [L5].",
    ],
)
def test_a_season_neither_title_nor_subtitle_names_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, COLD_RELEASE)


def _release_under(line: str) -> list[dict[str, object]]:
    return [
        {"anchor": "L1", "kind": "heading", "text": "보건복지부 보도자료"},
        {"anchor": "L2", "kind": "heading", "text": "산후조리원 2주 평균 이용요금 326만 원"},
        para("L3", line),
        para("L8", "○ 산후조리원 2주 이용요금은 평균 326만 원으로 전년보다 올랐다."),
    ]


def test_a_subtitle_opened_by_a_dash_alone_is_the_title_too() -> None:
    blocks = _release_under("- 「2024년 산후조리 실태조사」 결과 발표, 산모 10명 중 8~9명 이용")
    assert ok("2024년 2주 평균 이용요금은 326만 원이다 [L8].", blocks)
    # an item with its colon under the title is no subtitle: it lends the sentence no year
    item = _release_under("- 조사기간: 2024년 6월~8월")
    assert "GR-03" in rules("2024년 2주 평균 이용요금은 326만 원이다 [L8].", item)
    # and a year neither names is refused
    assert "GR-03" in rules("2023년 2주 평균 이용요금은 326만 원이다 [L8].", blocks)


_FEE_TABLE = [
    {"anchor": "L19", "kind": "caption", "text": "<표 2> 시도별 2주 이용요금 (단위: 만 원)"},
    row("L20", "시도 | 평균 | 최고 | 최저", start=True),
    row("L22", "서울 | 487 | 1,700 | 253"),
]


def test_the_span_a_caption_measures_over_is_lent_to_the_same_measure() -> None:
    # (`2주 평균 요금` of the caption `2주 이용요금`: the span of the price, not a count)
    assert ok("서울의 2주 평균 요금은 487만 원이다 [L22].", _FEE_TABLE)
    # planted: another span, and the same span of another thing, still fail
    assert "GR-03" in rules("서울의 3주 평균 요금은 487만 원이다 [L22].", _FEE_TABLE)
    assert "GR-03" in rules("서울은 2주 만에 487만 원을 냈다 [L22].", _FEE_TABLE)


_EXAM = [
    {"anchor": "L1", "kind": "heading", "text": "인사혁신처 공고 제2025-51호"},
    {"anchor": "L2", "kind": "heading", "text": "국가공무원 7급 공개경쟁채용시험 계획 공고"},
    para("L26", "○ 응시연령: 20세 이상(2005. 12. 31. 이전 출생자)"),
]


def test_a_grade_the_title_names_is_lent_as_a_label() -> None:
    # (`7급`: the grade of the service the notice is for, a label, not a count)
    assert ok("7급 공채는 20세 이상이면 응시할 수 있다[L26].", _EXAM)
    # planted: a grade the title does not name fails
    assert "GR-03" in rules("9급 공채는 20세 이상이면 응시할 수 있다[L26].", _EXAM)


def heading(anchor: str, text: str) -> dict[str, object]:
    return {"anchor": anchor, "kind": "heading", "text": text}


SECTIONS = [
    heading("L1", "국민권익위원회 보도자료"),
    para("L2", "보도일시: 2024. 12. 19.(목)"),
    heading("L3", "2024년도 공공기관 종합청렴도 평가 결과"),
    para("L4", "□ 전체 평균은 81.3점으로 전년(80.7점) 대비 0.6점 상승했다."),
    heading("L5", "6. 2025년 추진 계획"),
    heading("L6", "가. 지원 목표"),
    para("L7", "사업비: 92억 원(국비 46억 원)"),
    row("L8", "연도 | 평균", start=True),
    row("L9", "'23년 | 80.7"),
    para("L10", "2023년 기준 감점 기관은 91개였다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2024년도 종합청렴도 평균은 81.3점이었다 [L4].",
        "2025년 사업비는 92억 원이다 [L7].",
    ],
)
def test_the_nearest_heading_naming_a_period_lends_it_to_the_blocks_under_it(draft: str) -> None:
    assert ok(draft, SECTIONS), rules(draft, SECTIONS)


@pytest.mark.parametrize(
    "draft",
    [
        # another year than the heading's
        "2023년도 종합청렴도 평균은 81.3점이었다 [L4].",
        "2024년 사업비는 92억 원이다 [L7].",
        # a block dated by its own row label or its own words keeps its year
        "2024년 평균은 80.7점이었다 [L9].",
        "2024년 감점 기관은 91개였다 [L10].",
    ],
)
def test_a_heading_lends_no_other_year_nor_one_over_a_block_dated_itself(draft: str) -> None:
    assert "GR-03" in rules(draft, SECTIONS)


# A release whose title names no year: its date line does (`보도일시: 2025. 7. 14.(월)`).
_DATED_RELEASE = [
    {"anchor": "L1", "kind": "heading", "text": "가람시, 상반기 불법 현수막 16만 8,690장 정비"},
    para("L2", "보도일시: 2025. 7. 14.(월) 배포 즉시 | 담당부서: 광고물관리팀"),
    para("L3", "□ 가람시는 올해 상반기 불법 현수막 16만 8,690장을 수거했다."),
    para("L11", "□ 9월 1일(월)부터 10월 31일(금)까지 가을철 집중 정비를 추진할 계획이다."),
    para("L12", "□ 지난 상반기에는 3월 10일부터 정비했다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        # a year-less date the block's weekday pins to the year of the release
        "가을철 집중 정비는 2025-09-01부터 2025-10-31까지다 [L11].",
        "가을철 정비는 2025년 9월 1일 시작한다 [L11].",
        # `올해` of a release is the year of its date line
        "Garam City removed 168,690 banners in the first half of 2025 [L3].",
        "2025년 상반기 수거량은 16만 8,690장이다 [L3].",
    ],
)
def test_the_release_date_lends_its_year_to_this_year_and_to_dates_its_weekday_pins(
    draft: str,
) -> None:
    assert ok(draft, _DATED_RELEASE)


@pytest.mark.parametrize(
    "draft",
    [
        # a year the weekday does not give, and the year before the release
        "가을철 집중 정비는 2024-09-01부터 시작한다 [L11].",
        "가을철 정비는 2026년 9월 1일 시작한다 [L11].",
        "2024년 상반기 수거량은 16만 8,690장이다 [L3].",
        "Garam City removed 168,690 banners in the second half of 2025 [L3].",
        # a date without a weekday and without `올해` takes no year from the date line
        "2025년 3월 10일부터 정비했다 [L12].",
    ],
)
def test_the_release_date_lends_no_other_year(draft: str) -> None:
    assert "GR-03" in rules(draft, _DATED_RELEASE)


# A notice dated by a line that is a date alone, under its title
_DATED_NOTICE = [
    {"anchor": "L1", "kind": "heading", "text": "제12회 성인문해교육 시화전 작품 공모 안내"},
    para("L2", "2025. 8. 18.(월)"),
    para("L3", "○ 수상작 전시: 10. 24.(금) ~ 11. 2.(일), 10일간"),
]


def test_a_date_alone_on_a_line_under_the_title_dates_the_document() -> None:
    good = "Winning works are shown from Friday 24 October to Sunday 2 November 2025 [L3]."
    assert ok(good, _DATED_NOTICE)
    # planted: the weekday pins no other year, and a line of more than a date is no date line
    assert "GR-03" in rules(good.replace("2025", "2026"), _DATED_NOTICE)
    moved = [_DATED_NOTICE[0], para("L2", "접수 마감 2025. 8. 18.(월) 18:00"), _DATED_NOTICE[2]]
    assert "GR-03" in rules(good, moved)


_LAST_YEARS = [
    para("L1", "공공 예식장 38곳으로 늘린다"),
    para("L2", "보도일시: 2025. 3. 12.(수) 조간 | 담당부서: 가족정책과"),
    para("L6", "□ 지난해 공공 예식장 예식은 1,284건으로 전년(1,046건)보다 22.8% 증가하였다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "공공 예식장 예식은 2024년 1,284건이다 [L6].",
        "Public venues hosted 1,284 ceremonies in 2024 [L6].",
    ],
)
def test_last_year_in_words_is_the_year_before_the_date_line(draft: str) -> None:
    report = check(draft, _LAST_YEARS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "공공 예식장 예식은 2025년 1,284건이다 [L6].",
        "공공 예식장 예식은 2023년 1,284건이다 [L6].",
        "Public venues hosted 1,284 ceremonies in 2023 [L6].",
    ],
)
def test_a_year_other_than_the_one_before_the_date_line_is_not_last_year(draft: str) -> None:
    assert not check(draft, _LAST_YEARS).ok


_AGAINST_LAST_YEARS_HALF = [
    para("L1", "상반기 산지 위판 금액 6,000억 원, 전년 대비 3.4% 증가"),
    para("L3", "보도일시: 2025. 7. 15.(화) 11:00"),
    para("L6", "kg당 평균 단가는 5,660원으로, 지난해 상반기 5,321원보다 339원 올랐다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2025년 상반기 kg당 평균 단가는 5,660원이었다 [L6].", True),
        ("The average price rose by 339 won to 5,660 won in the first half of 2025 [L6].", True),
        # planted: another half, and years the date line does not give
        ("2025년 하반기 kg당 평균 단가는 5,660원이었다 [L6].", False),
        ("2023년 상반기 kg당 평균 단가는 5,660원이었다 [L6].", False),
        ("The average price was 5,660 won in the first half of 2026 [L6].", False),
    ],
)
def test_a_half_set_against_last_years_is_the_half_of_the_date_lines_year(
    draft: str, passes: bool
) -> None:
    report = check(draft, _AGAINST_LAST_YEARS_HALF)
    assert report.ok is passes, report.format_text()


_LED_IN_ITEMS = [
    para("L33", "향후 계획"),
    para(
        "L34",
        "해양수산부는 하반기에 위판장 저온 경매장 전환 사업 3차 공모를 실시한다.",
    ),
    para("L35", "- 공모 기간: 2025. 8. 4.(월) ~ 8. 22.(금)"),
    para("L36", "- 선정 결과 발표: 2025. 9. 12.(금)"),
    para("L37", "정부는 1차 사업 결과도 공개한다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("3차 공모는 2025. 8. 4.(월)부터 8. 22.(금)까지 접수한다 [L35].", True),
        ("3차 공모 결과는 9. 12.(금)에 발표된다 [L36].", True),
        # planted: another round, and a label of a paragraph that leads in no list
        ("4차 공모는 2025. 8. 4.(월)부터 8. 22.(금)까지 접수한다 [L35].", False),
        ("1차 공모 결과는 9. 12.(금)에 발표된다 [L36].", False),
    ],
)
def test_the_paragraph_that_leads_in_a_list_lends_its_label_to_the_items(
    draft: str, passes: bool
) -> None:
    report = check(draft, _LED_IN_ITEMS)
    assert report.ok is passes, report.format_text()


_YEARS_OF_A_RELEASE = [
    para("L2", "올해 상반기 수입 식물 검역 21만 4천 건, 전년 대비 4.2% 증가"),
    para("L4", "배포일시: 2025. 7. 22.(화) 10:00"),
    row("L11", "구분 | 2023년 | 2024년 | 2025년 | 전년 대비 증감률", start=True),
    row("L12", "검역 건수 | 198,400 | 205,600 | 214,300 | 4.2"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("검역 건수는 2023년 198,400건, 지난해 205,600건, 올해 214,300건이었다 [L12].", True),
        ("올해 검역 건수는 214,300건으로 2023년보다 늘었다 [L12].", True),
        # planted: this year's and last year's figures swapped, and last year's given this year
        ("검역 건수는 2023년 198,400건, 지난해 214,300건, 올해 205,600건이었다 [L12].", False),
        ("올해 검역 건수는 205,600건으로 2023년보다 늘었다 [L12].", False),
    ],
)
def test_this_year_and_last_year_beside_a_named_year_are_the_date_lines(
    draft: str, passes: bool
) -> None:
    report = check(draft, _YEARS_OF_A_RELEASE)
    assert report.ok is passes, report.format_text()


_SAME_PERIOD_A_YEAR_EARLIER = [
    para("L3", "보도일시: 2025. 7. 15.(화) 11:00"),
    para(
        "L9",
        "2025년 상반기 총매출액은 1조 1,240억 원으로 전년 동기(1조 890억 원)보다 350억 원(3.2%) "
        "증가했다.",
    ),
    para("L20", "○ 상반기 관측 가능 일수는 97일로 전년 동기(84일)보다 13일 늘었다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Sales came to KRW 1.124 trillion in H1 2025, up 3.2% on H1 2024 [L9].", True),
        ("총매출액은 1조 1,240억 원으로 2024년 상반기보다 3.2% 늘었다 [L9].", True),
        ("In H1 2025 there were 97 observable nights, 13 more than a year earlier [L20].", True),
        ("2025년 상반기 관측 가능 일수는 97일이었다 [L20].", True),
        # planted: the year before given the period's own figure, another half, another year
        ("2024년 상반기 총매출액은 1조 1,240억 원이었다 [L9].", False),
        ("Sales came to KRW 1.124 trillion, up 3.2% on H1 2023 [L9].", False),
        ("In H2 2025 there were 97 observable nights [L20].", False),
        ("2024년 상반기 관측 가능 일수는 97일이었다 [L20].", False),
    ],
)
def test_the_same_period_a_year_earlier_is_the_year_before_the_blocks_period(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SAME_PERIOD_A_YEAR_EARLIER)
    assert report.ok is passes, report.format_text()


def test_a_second_half_a_release_of_january_reports_is_the_year_befores() -> None:
    blocks = [
        para("L3", "보도일시: 2026. 1. 20.(화) 11:00"),
        para("L6", "○ 하반기 관측 가능 일수는 88일로 전년 동기(80일)보다 8일 늘었다."),
    ]
    assert check("2025년 하반기 관측 가능 일수는 88일이었다 [L6].", blocks).ok
    # planted: the year of the date line, whose second half had not begun
    assert not check("2026년 하반기 관측 가능 일수는 88일이었다 [L6].", blocks).ok


_TITLED_WITHOUT_A_DATE_LINE = [
    {
        "anchor": "L1",
        "kind": "heading",
        "text": "2026년 주요 철새 도래지 겨울철 동시 조사 결과 보고",
    },
    para("L2", "2026. 2. 10.(화) / 경상남도 환경정책과"),
    row("L27", "종 | 등급 | 2025년 | 2026년 | 증감", start=True),
    row("L33", "황새 | Ⅰ급 | 6 | 9 | 3"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Ⅰ급 황새는 올해 9마리 관찰됐다 [L33].", True),
        ("황새는 지난해 6마리에서 올해 9마리로 늘었다 [L33].", True),
        # planted: this year given the year before's column
        ("Ⅰ급 황새는 올해 6마리 관찰됐다 [L33].", False),
    ],
)
def test_this_year_is_the_titles_year_without_a_date_line(draft: str, passes: bool) -> None:
    report = check(draft, _TITLED_WITHOUT_A_DATE_LINE)
    assert report.ok is passes, report.format_text()


_LAST_YEARS_RELEASE = [
    {"anchor": "L1", "kind": "heading", "text": "보도자료"},
    {"anchor": "L2", "kind": "heading", "text": "지난해 누에고치 생산량 54.9톤, 4.8% 증가"},
    para("L4", "2025. 4. 10.(목)"),
    para("L10", "- 누에고치 생산량은 54.9톤으로 전년(52.4톤)보다 2.5톤(4.8%) 증가했다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2024년 누에고치 생산량은 54.9톤이다 [L10].", True),
        ("Cocoon output rose 4.8% to 54.9 tonnes in 2024 [L10].", True),
        # planted: the release's own year, the year before the one reported, or that year's
        # figure given the reported year
        ("2025년 누에고치 생산량은 54.9톤이다 [L10].", False),
        ("2023년 누에고치 생산량은 54.9톤이다 [L10].", False),
        ("2024년 누에고치 생산량은 52.4톤이다 [L10].", False),
    ],
)
def test_a_title_naming_last_year_in_words_lends_the_year_before_its_date_line(
    draft: str, passes: bool
) -> None:
    report = check(draft, _LAST_YEARS_RELEASE)
    assert report.ok is passes, report.format_text()


_AGAINST_LAST_YEAR = [
    para("L3", "배포일시: 2025. 9. 15.(월) 12:00"),
    para("L22", "참가자는 612,400명으로 지난해 548,300명보다 64,100명(11.7%) 증가했다."),
    para("L31", "전체 사업비 중 국비 비율은 48.0%로 지난해 47.4%보다 0.6%p 높아졌다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2025년 참가자는 612,400명이다 [L22].", True),
        ("Participation reached 612,400 in 2025 [L22].", True),
        ("The central share was 48.0% in 2025, up from 47.4% in 2024 [L31].", True),
        ("The central share was 48.0%, 0.6 points higher than in 2024 [L31].", True),
        ("The central share was 48.0%, 0.6 points higher than in 2023 [L31].", False),
        # planted: the year before given this year's figure, or another year
        ("2024년 참가자는 612,400명이다 [L22].", False),
        ("Participation reached 612,400 in 2023 [L22].", False),
        ("2025년 참가자는 548,300명이다 [L22].", False),
    ],
)
def test_a_block_set_against_last_year_speaks_of_its_date_lines_year(
    draft: str, passes: bool
) -> None:
    report = check(draft, _AGAINST_LAST_YEAR)
    assert report.ok is passes, report.format_text()


_SURVEY = [
    {"anchor": "L1", "kind": "heading", "text": "차 산업, 가공업체 매출 455억 원으로 10.4% 성장"},
    para("L2", "보도일시: 2025. 3. 18.(화) 배포 즉시"),
    para("L3", "도는 「차산업법」 제5조에 따른 2024년 차 산업 실태조사 결과를 발표했다."),
    para("L4", "도내 차 가공업체는 131개소로 전년(126개소)보다 5개소 늘었다."),
    para("L5", "올해 가공업체 지원 예산은 12억 원이다."),
    para("L6", "2023년 수출액은 1,240천 달러였다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Tea processors numbered 131 in 2024, five more than a year earlier [L4].", True),
        ("2024년 도내 가공업체는 131개소였다 [L4].", True),
        # planted: another year than the one the lead names, for a block naming none
        ("2023년 도내 가공업체는 131개소였다 [L4].", False),
        ("Tea processors numbered 131 in 2025 [L4].", False),
        # a block naming its year in words or digits keeps its own
        ("2024년 가공업체 지원 예산은 12억 원이다 [L5].", False),
        ("2024년 수출액은 1,240천 달러였다 [L6].", False),
    ],
)
def test_a_block_naming_no_year_is_of_the_year_its_documents_lead_names(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SURVEY)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2023년 도내 가공업체는 126개소였다 [L4].", True),
        ("Tea processors numbered 131, up from 126 in 2023 [L4].", True),
        ("가공업체는 2023년 126개소에서 2024년 131개소로 늘었다 [L4].", True),
        # planted: the year before the lead's given to the block's own figure, the figure of
        # `전년` given to the lead's year or to another year before it
        ("Tea processors numbered 131 in 2023 [L4].", False),
        ("2024년 도내 가공업체는 126개소였다 [L4].", False),
        ("2022년 도내 가공업체는 126개소였다 [L4].", False),
        ("가공업체는 2023년 131개소에서 2024년 126개소로 줄었다 [L4].", False),
    ],
)
def test_the_year_before_the_leads_is_that_of_a_blocks_figure_of_the_year_before(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SURVEY)
    assert report.ok is passes, report.format_text()


def test_a_lead_naming_several_years_lends_none() -> None:
    blocks = [*_SURVEY[:2], para("L3", "2023년과 2024년 실태조사를 비교했다."), *_SURVEY[3:]]
    assert not check("2024년 도내 가공업체는 131개소였다 [L4].", blocks).ok


def test_a_block_before_the_lead_takes_no_year_from_it() -> None:
    blocks = [_SURVEY[0], _SURVEY[1], _SURVEY[3], para("L9", "2026년 발사를 목표로 한다.")]
    assert not check("2026년 도내 가공업체는 131개소였다 [L4].", blocks).ok


_BOOTHS = [
    {"anchor": "L1", "kind": "title", "text": "2025 전통놀이 한마당 결과 보고"},
    para("L2", "2025. 9. 26.(금)"),
    para("L30", "○ 체험 부스 방문객은 6,480명으로 집계"),
    para("L37", "○ 2026년 체험 부스를 4개에서 6개로 확대하고 예선을 3단계로 개편"),
    para("L38", "○ 1973년 이래 가장 많은 팀이 참가"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("체험 부스는 2026년에 4개에서 6개로 늘린다 [L37].", True),
        ("2025년 체험 부스 방문객은 6,480명이었다 [L30].", True),
        ("2025년에는 1973년 이래 가장 많은 팀이 참가했다 [L38].", True),
        # planted: the title's year given to a block that opens with another year of its own
        ("체험 부스는 2025년에 4개에서 6개로 늘린다 [L37].", False),
    ],
)
def test_a_block_opening_with_its_own_year_takes_not_the_titles(draft: str, passes: bool) -> None:
    report = check(draft, _BOOTHS)
    assert report.ok is passes, report.format_text()


_HALF_AGAINST_2023 = [
    para("L2", "한빛시 자원순환과 | 배포일시: 2025. 9. 15.(월)"),
    para(
        "L9",
        "올해 상반기 참여 매장은 612곳으로 지난해 같은 기간 455곳보다 157곳 늘었다. "
        "2023년 상반기 298곳과 비교하면 두 배가 넘는다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2025년 상반기 참여 매장은 612곳이다 [L9].", True),
        ("Participating cafes rose to 612 in H1 2025 [L9].", True),
        ("2023년 상반기에는 298곳이 참여했다 [L9].", True),
        # planted: another half or year, or the figure the block gives the year it compares with
        ("2025년 하반기 참여 매장은 612곳이다 [L9].", False),
        ("2024년 상반기 참여 매장은 612곳이다 [L9].", False),
        ("2025년 상반기 참여 매장은 298곳이다 [L9].", False),
    ],
)
def test_this_year_in_words_lends_the_date_lines_year_beside_a_year_compared_with(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HALF_AGAINST_2023)
    assert report.ok is passes, report.format_text()


_HALF_LEAD = [
    {"anchor": "L2", "kind": "heading", "text": "상반기 커피 생두 수입량 9만 톤 돌파"},
    row("L3", "관세청 수출입통계과 | 보도일시: 2025. 8. 12.(화) 12:00 | 담당: 사무관"),
    para("L5", "- 2025년 상반기 커피 생두 수입량은 90,000톤으로 전년 동기 대비 5.3% 증가"),
    {"anchor": "L8", "kind": "heading", "text": "국가별 수입 동향"},
    para("L10", "국가별 수입량은 브라질이 28,450톤(31.6%)으로 가장 많았다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Brazil was the largest source in H1 2025 at 28,450 tonnes [L10].", True),
        ("2025년 상반기 브라질산은 28,450톤이었다 [L10].", True),
        # planted: another half or year than the lead's
        ("Brazil was the largest source in H2 2025 at 28,450 tonnes [L10].", False),
        ("2024년 상반기 브라질산은 28,450톤이었다 [L10].", False),
    ],
)
def test_a_lead_naming_its_half_lends_it_with_its_year(draft: str, passes: bool) -> None:
    report = check(draft, _HALF_LEAD)
    assert report.ok is passes, report.format_text()


_SEASON_BUDGET = [
    {
        "anchor": "L20",
        "kind": "caption",
        "text": "<표 3> 2025/26 시즌 수출 지원 예산 (단위: 백만 원, %)",
    },
    {
        "anchor": "L21",
        "kind": "paragraph",
        "text": "총액 4,800백만 원으로 전 시즌(4,200백만 원)보다 14.3% 증가",
    },
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The 2025/26 support budget totals KRW 4.8 billion, up 14.3% [L20, L21].", True),
        # planted: another season, written the same way
        ("The 2024/25 support budget totals KRW 4.8 billion, up 14.3% [L20, L21].", False),
    ],
)
def test_two_years_a_slash_joins_are_a_season_whatever_word_follows(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SEASON_BUDGET)
    assert report.ok is passes, report.format_text()


_HEADLINE = [
    {"anchor": "L1", "kind": "heading", "text": "보도자료"},
    {"anchor": "L2", "kind": "paragraph", "text": "가온시설공단 | 보도일시: 2025. 10. 10.(금)"},
    {"anchor": "L3", "kind": "heading", "text": "가온역 지하상가 공실 점포 6곳 모두 새 주인 찾아"},
    {"anchor": "L4", "kind": "heading", "text": "평균 경쟁률 7.5대 1, 낙찰가율 117.4%"},
    {"anchor": "L6", "kind": "paragraph", "text": "이번 입찰에는 모두 45명이 참가했다."},
]


def test_a_count_a_headline_writes_after_the_same_words_is_lent_to_its_section() -> None:
    draft = "가온역 지하상가 공실 점포 6곳 입찰에 총 45명이 참가했다 [L6]."
    report = check(draft, _HEADLINE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "가온역 지하상가 공실 점포 7곳 입찰에 총 45명이 참가했다 [L6].",  # planted: another count
        "가온역 지하상가 신규 점포 6곳 입찰에 총 45명이 참가했다 [L6].",  # planted: other words
        "가온역 지하상가 공실 점포 6개 입찰에 총 45명이 참가했다 [L6].",  # planted: `개` is any
    ],
)
def test_a_count_the_headline_does_not_write_with_those_words_fails(draft: str) -> None:
    report = check(draft, _HEADLINE)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_RELEASE = [
    {"anchor": "L1", "kind": "heading", "text": "보도자료"},
    {"anchor": "L4", "kind": "paragraph", "text": "2025. 7. 14.(월) 배포 / 보도 시점: 즉시"},
    para(
        "L23",
        "상반기 입장 수입은 312백만 원으로 전년 동기 268백만 원보다 44백만 원(16.4%) 증가했다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the same half a year before the date line's, as the base of a comparison
        (
            "Revenue came to KRW 312 million, KRW 44 million more than the KRW 268 million "
            "recorded in H1 2024 [L23].",
            True,
        ),
        ("Revenue rose to KRW 312 million from KRW 268 million in H1 2024 [L23].", True),
        # planted: another year, another half
        (
            "Revenue came to KRW 312 million, KRW 44 million more than the KRW 268 million "
            "recorded in H1 2023 [L23].",
            False,
        ),
        ("Revenue rose to KRW 312 million from KRW 268 million in H2 2024 [L23].", False),
    ],
)
def test_the_half_before_a_release_dated_in_its_opening_line_is_the_same_half_a_year_back(
    draft: str, passes: bool
) -> None:
    report = check(draft, _RELEASE)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    "title",
    [
        "[결재용 요약] 향후 일정",
        "[요약] 8월 고용 동향",
        "【보고】 향후 일정",
        "[Summary] next steps",
    ],
)
def test_a_title_opening_with_a_bracketed_tag_names_its_items(title: str) -> None:
    report = check(f"{title}\n1. 취업자: 2,880만 명 [L2]\n2. 고용률: 62.8% [L3]", RELEASE)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "title",
    [
        # planted: a tagged line that says something, or a figure its items' blocks lack
        "[결재용 요약] 취업자는 2,880만 명으로 늘었음",
        "[요약] 7월 고용 동향",
    ],
)
def test_a_tagged_line_that_claims_or_misdates_still_fails(title: str) -> None:
    # (a claim over items is checked against their citations, and unconfirmed for its own)
    report = check(f"{title}\n1. 취업자: 2,880만 명 [L2]\n2. 고용률: 62.8% [L3]", RELEASE)
    assert not (report.ok and not report.unconfirmed), report.format_text()


_RESTATED = [
    para("L42", "구별 지급 건수는 남구가 126건으로 가장 많았고, 동구 118건, 북구 87건 순이었다."),
    {"anchor": "L43", "kind": "caption", "text": "<표 4> 구별 보험금 지급 건수"},
    {"anchor": "L44", "kind": "caption", "text": "(단위: 건)"},
    row("L45", "구 | 2023년 | 2024년 | 증감", start=True),
    row("L46", "동구 | 102 | 118 | 16"),
    row("L47", "남구 | 97 | 126 | 29"),
    row("L48", "북구 | 71 | 87 | 16"),
    para("L49", "남구는 전년보다 29건 늘어 증가 폭이 가장 컸다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the table right after the paragraph holds its figures under one year's head
        ("Nam-gu had the most paid claims in 2024 at 126, then Dong-gu (118) [L42].", True),
        ("2024년 구별 지급 건수는 남구 126건, 동구 118건, 북구 87건 순이었다 [L42].", True),
        # planted: another year's head, a figure the column lacks, one figure alone
        ("Nam-gu had the most paid claims in 2023 at 126, then Dong-gu (118) [L42].", False),
        ("2024년 구별 지급 건수는 남구 126건, 동구 102건이었다 [L42].", False),
        ("2024년 남구 지급 건수는 126건이었다 [L42].", False),
        ("2024년 남구는 29건 늘었다 [L49].", False),
    ],
)
def test_a_year_heads_the_column_of_the_table_that_restates_a_cited_paragraph(
    draft: str, passes: bool
) -> None:
    report = check(draft, _RESTATED)
    assert report.ok is passes, report.format_text()


_FRIDGE_RULES = [
    para("L16", "○ 기부 식품은 소비기한(유통기한)이 3일 이상 남은 포장 식품에 한함"),
    para("L17", "- 우유 등 유제품은 소비기한이 2일 이상 남은 경우에 한함"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("유제품은 소비기한이 2일 이상 남아야 한다 [L17].", True),
        ("포장 식품은 소비기한이 3일 이상 남아야 한다 [L16].", True),
        # planted: the parent item's count of days given to the item under it
        ("유제품은 소비기한이 3일 이상 남아야 한다 [L17].", False),
        ("유제품은 3일 이내 소비기한이 남은 경우에 한한다 [L17].", False),
    ],
)
def test_a_parent_items_count_of_days_lends_no_day_to_the_item_under_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FRIDGE_RULES)
    assert report.ok is passes, report.format_text()
