"""A column head the sentence names in words: the figure it names is the one the head's words
lead to (in Korean, a head with its particle, `최저경쟁가격은`, names the figure after it), and that
figure must sit in the head's column."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

AUCTION = [
    row("L1", "구분 | 대역 | 대역폭 | 최저경쟁가격", start=True),
    row("L2", "A블록 | 3.70~3.80㎓ | 100㎒ | 3,120억 원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "A블록 3.7~3.8GHz(100MHz폭), 최저경쟁가격은 3,120억 원이다 [L2].",
        "A블록 3.7~3.8GHz(각 100MHz폭), 최저경쟁가격은 블록당 3,120억 원 [L2].",
        "A블록의 최저경쟁가격은 3,120억 원, 폭은 100MHz다 [L2].",
    ],
)
def test_a_head_named_before_its_particle_names_the_figure_after_it(draft: str) -> None:
    report = check(draft, AUCTION)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "A블록 3.7~3.8GHz(100MHz폭), 최저경쟁가격은 100억 원이다 [L2].",
        "A블록 3.7~3.8GHz(각 100MHz폭), 최저경쟁가격은 블록당 3,100억 원 [L2].",
        "A블록의 최저경쟁가격은 100MHz다 [L2].",
    ],
)
def test_a_figure_after_a_named_head_of_another_column_fails(draft: str) -> None:
    assert not check(draft, AUCTION).ok


PAY = [
    row("L1", "계급 | 봉급 | 내일준비지원금", start=True),
    row("L2", "병장 | 1,500,000 | 550,000"),
    row("L3", "구분 | 접수 | 처리 | 미제 | 접수 증감률(%)", start=True),
    row("L4", "민사본안 | 862,415 | 851,077 | 371,905 | △1.2"),
    row("L5", "대상 | 대상자 수 | 접종자 수 | 접종률 | 전년 동기 접종률", start=True),
    row("L6", "임신부 | 1,842 | 598 | 32.5 | 30.9"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "| 계급 | 월 봉급 | 근거 |\n|---|---|---|\n"
        "| 병장 | 150만 원 (내일준비지원금 최대 55만 원 별도) | [L2] |",
        "병장 봉급은 150만 원(내일준비지원금 55만 원 별도)이다 [L1][L2].",
        "민사본안 접수는 1.2% 줄었다 [L4].",
        "민사본안 접수는 86만 2,415건이다 [L4].",
    ],
)
def test_a_head_in_brackets_or_heading_a_family_names_its_own_figure(draft: str) -> None:
    report = check(draft, PAY)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "병장 봉급은 55만 원이다 [L1][L2].",
        "민사본안 접수는 85만 1,077건이다 [L4].",
        "임신부 접종률은 30.9%다 [L6].",  # another period of the head, not its change
    ],
)
def test_a_figure_of_another_column_than_the_named_head_still_fails(draft: str) -> None:
    assert not check(draft, PAY).ok


ITEMS = [
    row("L1", "품목 | 2026년 11월 | 1~11월 누계 증감률", start=True),
    row("L2", "| 수출액 | 증감률"),
    row("L3", "석유제품 | 3,812 | △14.7 | △10.9"),
]


def test_a_corner_head_naming_the_rows_names_no_column() -> None:
    report = check("11월 감소 품목: 석유제품 -14.7%로 줄었다 [L3].", ITEMS)
    assert report.ok, report.format_text()
    assert not check("11월 감소 품목: 석유제품 -14.9%로 줄었다 [L3].", ITEMS).ok


LIBRARIES = [
    row("L1", "시·도 | 도서관 수(관) | 장서 | 1관당 봉사대상 인구(명)", start=True),
    row("L2", "| |  | 총계(권) | 1인당(권)"),
    row("L3", "서울 | 210 | 19,846,215 | 2.13 | 44,302"),
]


def test_a_corner_written_with_a_middle_dot_names_the_rows() -> None:
    draft = "| 시·도 | 도서관 수 | 근거 |\n|---|---|---|\n| 서울 | 210관 | [L3] |"
    report = check(draft, LIBRARIES)
    assert report.ok, report.format_text()


def test_a_head_a_figure_is_measured_against_names_no_column() -> None:
    blocks = [
        row("L1", "자산군 | 포트폴리오 | 벤치마크 | 초과수익", start=True),
        row("L2", "해외주식 | 2.04% | 2.31% | -27"),
        {"anchor": "L3", "kind": "heading", "text": "자산군별 초과수익 (단위: bp)"},
    ]
    assert check("해외주식은 벤치마크를 27bp 밑돌았다 [L2][L3].", blocks).ok
    assert not check("해외주식은 벤치마크를 72bp 밑돌았다 [L2][L3].", blocks).ok


CHARGERS = [
    row("L1", "구분 | 전기차 누적 등록 | 충전기 | 충전기 1기당 전기차", start=True),
    row("L2", "| 2024 | 2025 | 급속 | 완속"),
    row("L3", "서울 | 86,100 | 98,700 | 4,900 | 68,200 | 1.4"),
]


def test_a_second_row_of_heads_opening_on_its_corner_names_its_columns() -> None:
    # the row of heads under merged ones lines up from its empty corner; the heads merged
    # down from the first row (`충전기 1기당 전기차`) are left out at its end
    assert check("서울의 급속충전기는 4,900기, 완속충전기는 68,200기다 [L3].", CHARGERS).ok
    assert not check("서울의 급속충전기는 68,200기, 완속충전기는 4,900기다 [L3].", CHARGERS).ok
    assert check("서울 전기차는 2025년 98,700대다 [L3].", CHARGERS).ok
    assert not check("서울 전기차는 2025년 86,100대다 [L3].", CHARGERS).ok


SUBSIDY = [
    {"anchor": "L1", "kind": "heading", "text": "차종별 보조금 (단위: 만 원)"},
    row("L2", "구분 | 국비 상한 | 지방비(서울) | 지방비(경남 거창) | 합계(서울 기준)", start=True),
    row("L3", "소형 화물 | 1,050 | 260 | 900 | 1,310"),
]


def test_heads_told_apart_only_by_their_brackets_are_named_with_them() -> None:
    # `(서울)` and `(경남 거창)` are no units: they tell two heads of one word apart
    assert check("경남 거창은 소형 화물 지방비가 900만 원이다 [L1][L3].", SUBSIDY).ok
    assert check("서울의 소형 화물 지방비는 260만 원이다 [L1][L3].", SUBSIDY).ok
    assert not check("경남 거창은 소형 화물 지방비가 260만 원이다 [L1][L3].", SUBSIDY).ok
    assert not check("서울의 소형 화물 지방비는 900만 원이다 [L1][L3].", SUBSIDY).ok


OUTPUTS = [
    row("r1", "연도 | 급속충전기(기) | 완속충전기(기) | 급속 평균 출력(kW)", start=True),
    row("r2", "2021 | 15,067 | 91,646 | 68"),
]


def test_a_figure_in_the_unit_of_another_head_is_not_the_named_heads() -> None:
    # `68kW` is a power, and only the head in kW holds powers: the named `급속충전기(기)`
    # counts chargers
    assert check("급속충전기 평균 출력은 '21년 68kW였다 [r2].", OUTPUTS).ok
    assert not check("급속충전기는 '21년 91,646기였다 [r2].", OUTPUTS).ok


def test_heads_named_together_before_their_figures_pair_with_none() -> None:
    # `각각`: the figures follow both heads, so no head is followed by one of its own
    assert check("서울의 급속과 완속충전기는 각각 4,900기, 68,200기다 [L3].", CHARGERS).ok
    assert check("서울은 완속충전기 68,200기에 급속충전기 4,900기다 [L3].", CHARGERS).ok


RIDERS = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위: 만 명, %)"},
    row("L2", "구분 | 수송인원 | 이용률 | 승차율", start=True),
    row("L3", "| 연간 | 1일 평균"),
    row("L4", "SRT | 2,600 | 7.3 | 134.0 | 78.1"),
]


def test_heads_merged_down_past_a_lower_row_of_heads_keep_their_columns() -> None:
    assert check("SRT는 연간 2,600만 명을 수송했고 승차율은 78.1%였다 [L4].", RIDERS).ok
    assert check("SRT 이용률은 134.0%였다 [L4].", RIDERS).ok
    assert not check("SRT는 연간 2,600만 명을 수송했고 승차율은 134.0%였다 [L4].", RIDERS).ok


PRICES = [
    row("L1", "구분 | 가중치 | 등락률 | 기여도", start=True),
    row("L2", "|  | 전월비 | 전년동월비 | 전년동월비"),
    row("L3", "- 농산물 | 41.6 | -0.8 | 13.5 | 0.55"),
]
BEDS = [
    row("L1", "병원 | 개원 | 허가병상(병상) | 전년 대비", start=True),
    row("L2", "부산보훈병원 | 1983 | 800 | ▲40"),
]


def test_a_head_twice_under_heads_the_sentence_does_not_name_is_either() -> None:
    # `등락률` over two heads and `기여도` over one: the uneven split that puts no head twice
    # under one head above
    assert check("농산물: 전년동월대비 13.5% 상승 [L3].", PRICES).ok
    assert check("농산물: 전월 대비 0.8% 하락 [L3].", PRICES).ok
    assert not check("농산물: 전년동월대비 0.8% 하락 [L3].", PRICES).ok


def test_a_change_is_no_level_of_a_named_column_of_levels() -> None:
    assert check("보훈병원 허가병상: 부산 40병상 늘어 800병상 [L2].", BEDS).ok
    assert not check("부산보훈병원 허가병상은 40병상이다 [L2].", BEDS).ok


def test_a_detail_in_brackets_of_a_drafts_cell_is_not_its_heads() -> None:
    blocks = [
        row("L1", "연도 | 출동 건수 | 전년 대비 증감 | 증감률(%)", start=True),
        row("L2", "2020 | 2,766,136 | △163,858 | △5.6"),
    ]
    draft = (
        "| 연도 | 출동 건수 | 전년 대비 | 근거 |\n|---|---|---|---|\n"
        "| 2020 | 276만 6,136건 | 16만 3,858건 감소(-5.6%) | [L2] |"
    )
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("-5.6%", "-6.5%"), blocks).ok


DAMAGE = [
    {"anchor": "L4", "kind": "paragraph", "text": "(단위: 억 원, %)"},
    row("L1", "시도 | 2025년 7월 호우 | 복구비 비중", start=True),
    row("L2", " | 피해액 | 복구비"),
    row("L3", "충남 | 2,791 | 6,655 | 24.4"),
]
AGES = [
    row("L1", "구분 | 65~69세 | 70대 | 80세 이상 | 계", start=True),
    row("L2", "비중 | 19.3 | 64.8 | 15.9 | 100.0"),
]


def test_a_lower_head_no_other_head_holds_is_named_alone() -> None:
    assert check("충남: 피해액 2,791억 원, 복구비 비중 24.4% [L4][L3]", DAMAGE).ok
    assert not check("충남: 피해액 6,655억 원, 복구비 비중 24.4% [L4][L3]", DAMAGE).ok


def test_a_label_in_the_first_cell_of_a_drafts_row_names_the_rows_column() -> None:
    table = "| 연령대 | 비중 | 근거 |\n|---|---|---|\n"
    assert check(table + "| 80세 이상 | 15.9% | [L2] |", AGES).ok
    assert not check(table + "| 80세 이상 | 19.3% | [L2] |", AGES).ok


def test_a_head_a_figure_counts_names_that_figures_column() -> None:
    blocks = [
        row("L1", "제작·수입사 | 차종 | 대수", start=True),
        row("L2", "그 외 11개사 | 32 | 5,142"),
    ]
    assert check("그 외 11개사는 32개 차종 5,142대를 리콜합니다 [L2].", blocks).ok
    assert not check("그 외 11개사는 5,142개 차종 32대를 리콜합니다 [L2].", blocks).ok


def test_a_head_named_without_its_year_names_its_column() -> None:
    blocks = [
        row("L1", "구분 | 2025년 본예산 | 2026년 제출안 | 2026년 의결액", start=True),
        row("L2", "일반회계 | 84,720 | 88,150 | 87,960"),
    ]
    assert check("일반회계 의결액은 87,960이다 [L2].", blocks).ok
    assert not check("일반회계 의결액은 88,150이다 [L2].", blocks).ok


GRADES = [
    row("L1", "구분 | 세부유형 | S | A | B | C | D | E | 계", start=True),
    row("L2", "준정부기관 | 기금관리형 | 0 | 3 | 5 | 3 | 1 | 0 | 12"),
]
RATES = [
    row("L1", "구분 | S | A | B | C", start=True),
    row("L2", "직원 | 100% | 80% | 60% | 40%"),
]


def test_a_grade_letter_in_brackets_or_before_its_word_names_its_column() -> None:
    assert check("기금관리형 12개 중 우수(A) 3개, 양호(B) 5개 [L2].", GRADES).ok
    assert not check("기금관리형 12개 중 우수(A) 5개 [L2].", GRADES).ok
    assert check("직원 성과급은 A등급 80%, B등급 60%이다 [L2].", RATES).ok
    assert not check("직원 성과급은 A등급 80%, B등급 40%이다 [L2].", RATES).ok
    # a letter that is no grade's (an answer's `A.`) names nothing
    assert check("Q. 직원 성과급은?\nA. 80%와 60% 등입니다 [L2].", RATES).ok


def test_a_grade_in_a_row_of_the_drafts_own_table_leaves_the_columns_to_its_heads() -> None:
    blocks = [
        row("L1", "구분 | S | A | B", start=True),
        row("L2", "기관장 | 120% | 100% | 80%"),
        row("L3", "직원 | 250% | 200% | 150%"),
    ]
    table = (
        "| 구분 | 기관장 | 직원 |\n|---|---|---|\n| 공기업 A등급 | 100% | 200% |\n\n[L1, L2, L3]"
    )
    assert check(table, blocks).ok, check(table, blocks).format_text()


# a first row of heads merged over the empty cells after it, over a row of years
BIRTHS = [
    row("L1", "시도 | 출생아 수 | | | 합계출산율 | |", start=True),
    row("L2", "| 2023년 | 2024년 | 증감 | 2023년 | 2024년 | 증감"),
    row("L3", "서울 | 39,450 | 41,220 | 1,770 | 0.55 | 0.58 | 0.03"),
]


def test_a_head_merged_over_the_empty_heads_after_it_names_their_columns() -> None:
    draft = "서울 출생아는 41,220명으로 1,770명 늘었고 합계출산율은 0.58명이다 [L3]."
    assert check(draft, BIRTHS).ok, check(draft, BIRTHS).format_text()
    # a figure of the other merged head's columns still fails
    assert not check("서울 합계출산율은 41,220명이다 [L3].", BIRTHS).ok
    assert not check("서울 출생아 수는 0.58명이다 [L3].", BIRTHS).ok


NURSERIES = [
    {"anchor": "L1", "kind": "caption", "text": "<표 1> 유형별 어린이집 현황 (단위: 개소, 명, %)"},
    row("L2", "유형 | 개소 '23년 | 개소 '24년 | 정원 | 현원 | 이용률", start=True),
    row("L3", "국공립 | 6,310 | 6,480 | 247,300 | 213,900 | 86.5"),
]


def test_heads_each_writing_its_figure_after_a_figure_of_their_own_name_their_columns() -> None:
    good = "국공립어린이집은 6,480개소로 현원 213,900명, 이용률 86.5%다 [L3]."
    assert check(good, NURSERIES).ok, check(good, NURSERIES).format_text()
    wrong = good.replace("213,900", "247,300")
    assert not check(wrong, NURSERIES).ok
    # heads named without their figures right after them pair nothing (no guess)
    loose = "국공립어린이집은 6,480개소로 현원과 이용률은 각각 213,900명, 86.5%다 [L3]."
    assert check(loose, NURSERIES).ok


FORECAST = [
    row(
        "L1", "구분 | 2024년 여름(실적) | 2025년 여름(기준전망) | 2025년 여름(상한전망)", start=True
    ),
    row("L2", "공급예비력 | 10.6 | 12.5 | 8.8"),
]
SUBSIDIES_BY_CITY = [
    {"anchor": "L1", "kind": "caption", "text": "차종별 보조금 (단위: 만 원)"},
    row("L2", "구분 | 국비 상한 | 지방비(서울) | 지방비(경남 거창) | 합계(서울 기준)", start=True),
    row("L3", "소형 승용 | 530 | 120 | 1,000 | 650"),
]


def test_the_bracket_telling_two_heads_apart_names_its_column_alone() -> None:
    assert check("기준전망 기준 공급예비력은 12.5GW다 [L2].", FORECAST).ok
    assert not check("기준전망 기준 공급예비력은 8.8GW다 [L2].", FORECAST).ok
    assert not check("상한전망 공급예비력은 12.5GW다 [L2].", FORECAST).ok
    # a bracket's words another head holds too (`서울`) name no column alone
    draft = "서울에서는 국비 530만 원에 지방비 120만 원을 더해 650만 원이다 [L3]."
    assert check(draft, SUBSIDIES_BY_CITY).ok, check(draft, SUBSIDIES_BY_CITY).format_text()


PENALTIES = [
    para("L1", "(단위: 점)"),
    row("L2", "부패사건 유형 | 일반 직원 | 고위직(4급 이상) | 기관장", start=True),
    row("L3", "갑질·부당지시 | 0.4 | 0.8 | 1.5"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "고위직(4급 이상)이면 1.5점이 감점된다 [L3].",
        "갑질은 일반 직원이면 건당 0.4점, 고위직(4급 이상)이면 1.5점이 감점된다 [L3].",
        # a bracket of other words after the head is the sentence's figure for it
        "갑질은 일반 직원 0.4점, 고위직(1.5점)이다 [L3].",
    ],
)
def test_a_figure_after_the_heads_own_bracket_is_held_to_its_column(draft: str) -> None:
    report = check(draft, PENALTIES)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "고위직(4급 이상)이면 0.8점이 감점된다 [L3].",
        "갑질은 일반 직원이면 건당 0.4점, 고위직(4급 이상)이면 0.8점이 감점된다 [L3].",
        "갑질은 일반 직원 0.4점, 고위직(0.8점), 기관장 1.5점이다 [L3].",
    ],
)
def test_the_figure_of_a_head_written_with_its_own_bracket_passes(draft: str) -> None:
    report = check(draft, PENALTIES)
    assert report.ok, report.format_text()


TIERS = [
    row("L1", "구간 | 기타계절 | 하계(7~8월) | 전력량요금(원/kWh)", start=True),
    row("L2", "1단계 | 200kWh 이하 | 300kWh 이하 | 120.0"),
]


def test_the_rows_label_between_a_head_and_its_figure_is_not_the_heads_figure() -> None:
    good = "하계에는 1단계 구간이 300kWh 이하로 적용되며 전력량요금은 120.0원이다 [L1][L2]."
    assert check(good, TIERS).ok, check(good, TIERS).format_text()
    assert not check(good.replace("300kWh", "200kWh"), TIERS).ok


SCORES = [
    row("L1", "등급 | 현장평가 | 불시평가 | 총 배점", start=True),
    row("L2", "5성 | 700 | 300 | 1,000"),
    row("L3", "3성 | 500 | 200 | 700"),
]


def test_a_row_of_the_drafts_table_naming_a_cited_row_is_held_to_that_row_only() -> None:
    table = "| 등급 | 총 배점 |\n|---|---|\n| 5성 | 1,000점 |\n| 3성 | 700점 |\n\n[L2][L3]"
    assert check(table, SCORES).ok, check(table, SCORES).format_text()
    # the named row's other column still fails
    wrong = "| 등급 | 총 배점 |\n|---|---|\n| 3성 | 500점 |\n\n[L2][L3]"
    assert not check(wrong, SCORES).ok


_CREDITS = [
    row("L19", "구분 | 대기업 | 중견기업 | 중소기업", start=True),
    row("L22", "국가전략기술 기본공제 | 15 | 15 | 25"),
    row("L23", "국가전략기술 증가분 추가공제 | 10 | 10 | 10"),
    row("L24", "국가전략기술 최대 공제율 | 25 | 25 | 35"),
]
_CREDIT_TABLE = (
    "| 구분 | 대기업 | 중견기업 | 중소기업 |\n|---|---|---|---|\n"
    "| 기본공제 | 15% | 15% | 25% |\n| 최대 | 25% | 25% | 35% |\n\n"
    "위 표와 같이 중소기업은 최대 35%까지 공제받는다[L22][L23][L24]."
)


def test_a_row_of_the_drafts_table_named_by_part_of_a_cited_label_is_held_to_that_row() -> None:
    # (`기본공제` of `국가전략기술 기본공제`: its 25% is that row's 중소기업, not 최대's 대기업)
    report = check(_CREDIT_TABLE, _CREDITS)
    assert report.ok, report.format_text()
    # planted: the row's figures moved across its columns still fail
    swapped = _CREDIT_TABLE.replace("| 15% | 15% | 25% |", "| 25% | 15% | 15% |")
    assert not check(swapped, _CREDITS).ok


BILLS = [
    row("L1", "위원회 | 발의 | 가결 | 부결 | 계류·폐기", start=True),
    row("L2", "기획행정 | 58 | 50 | 2 | 6"),
    row("L3", "보건복지 | 63 | 55 | 1 | 7"),
    row("L4", "합계 | 312 | 268 | 7 | 37"),
    row("L5", "구간 | 노선 | 대상(주)", start=True),
    row("L6", "1구간 | 중앙로 외 2개 노선 | 620"),
    row("L7", "2구간 | 시청로 외 1개 노선 | 540"),
]
BILLS_TABLE = (
    "| 위원회 | 발의 | 가결 | 부결 | 계류·폐기 |\n|---|---|---|---|---|\n"
    "| 보건복지 | 63 | 55 | 1 | 7 |\n| 전체 | 312 | 268 | 7 | 37 |\n\n출처 [L2, L3, L4]"
)
SECTIONS_TABLE = (
    "| 구간 | 대상 |\n|---|---|\n| 1구간(중앙로 외) | 620주 |\n"
    "| 2구간(시청로 외) | 540주 |\n\n출처 [L6, L7]"
)


def test_a_drafts_row_naming_a_cited_row_in_other_words_is_held_to_it() -> None:
    # `전체` names the cited total row `합계`; `1구간(중앙로 외)` the row `1구간`
    for draft in (BILLS_TABLE, SECTIONS_TABLE):
        report = check(draft, BILLS)
        assert report.ok, report.format_text()
    # planted: the total row's figures moved across its columns still fail
    assert not check(BILLS_TABLE.replace("| 268 | 7 | 37 |", "| 268 | 37 | 7 |"), BILLS).ok
    assert (
        not check(SECTIONS_TABLE.replace("620주", "540주"), BILLS).ok
        or check(SECTIONS_TABLE.replace("620주", "540주"), BILLS).unconfirmed
    )


BANDS = [
    {"anchor": "L32", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 유아동 | 청소년 | 성인 | 60대"},
    {"anchor": "L37", "kind": "table_row", "flags": ["table"],
     "text": "뉴스 검색 | 0.3 | 1.1 | 14.1 | 24.7"},
]  # fmt: skip


def test_an_age_band_head_named_by_the_sentence_holds_its_own_figure() -> None:
    assert check("60대의 뉴스 검색 비중은 24.7%였다 [L32, L37].", BANDS).ok
    # planted: the adults' figure given to the band in their sixties
    assert not check("60대의 뉴스 검색 비중은 14.1%였다 [L32, L37].", BANDS).ok
    # an ordinal between the name and the figure is a label, no figure of the column
    assert not check("60대의 1순위 콘텐츠 중 뉴스 검색은 14.1%였다 [L32, L37].", BANDS).ok


PATIENTS = [
    row(
        "L1",
        "연령대 | 남자 환자 수 | 남자 유병률 | 여자 환자 수 | 여자 유병률 | 계 유병률",
        start=True,
    ),
    row("L2", "80~84세 | 82,500 | 15.93 | 175,900 | 22.74 | 19.98"),
]
FEES = [
    row("L1", "가구원 수 | 직장가입자 건강보험료 기준 | 지역가입자 건강보험료 기준", start=True),
    row("L2", "4인 | 258,930 | 249,600"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("80~84세 여자의 치매 유병률은 22.74%이다 [L2].", PATIENTS),
        ("80~84세 여성 유병률은 22.74%이다 [L2].", PATIENTS),
        ("4인 가구 직장가입자의 건강보험료 기준은 월 258,930원입니다 [L2].", FEES),
    ],
)
def test_a_head_named_word_by_word_with_particles_or_as_its_synonym_holds_its_column(
    draft: str, blocks: list
) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()
    # planted: the figure of another column given the named head
    wrong = draft.replace("22.74", "19.98").replace("258,930", "249,600")
    assert "GR-03" in {f.rule for f in check(wrong, blocks).errors}


COMMITTEES = [
    row("L1", "분과 | 남 | 여 | 계", start=True),
    row("L2", "안전분과 | 7 | 3 | 10"),
    row("L3", "복지분과 | 3 | 8 | 11"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "안전분과 위원은 10명(남성 7명, 여성 3명)이다 [L2].",
        "안전분과는 남자 7명, 여자 3명이다 [L2].",
    ],
)
def test_a_head_of_one_syllable_for_men_or_women_holds_its_column(draft: str) -> None:
    report = check(draft, COMMITTEES)
    assert report.ok, report.format_text()
    # planted: the two columns' figures swapped
    swapped = draft.replace("7", "#").replace("3", "7").replace("#", "3")
    assert "GR-03" in {f.rule for f in check(swapped, COMMITTEES).errors}


def test_a_one_syllable_head_is_not_named_inside_another_word() -> None:
    # `남구` names no head `남`; the count is the row's total
    draft = "남구 안전분과 위원은 10명이다 [L2]."
    assert check(draft, COMMITTEES).ok, check(draft, COMMITTEES).format_text()


def test_words_of_a_head_far_apart_name_no_head() -> None:
    # `남자 환자 수는 82,500명, 유병률은 ...`: `남자` and `유병률` are not the head `남자 유병률`
    draft = "80~84세 남자 환자 수는 82,500명, 전체 유병률은 19.98%다 [L2]."
    assert check(draft, PATIENTS).ok, check(draft, PATIENTS).format_text()


TRAVEL = [
    row(
        "L17",
        "구간 | 귀성(2. 16. 출발) | 귀경(2. 17. 출발) | 지난해 설 귀성 | 지난해 설 귀경",
        start=True,
    ),
    row("L20", "서울 ↔ 광주 | 6시간 20분 | 6시간 50분 | 6시간 40분 | 7시간 00분"),
]


def test_a_draft_head_naming_several_heads_holds_the_one_it_writes_whole() -> None:
    # the draft's `귀성` is `귀성(2. 16. 출발)` (its bracket a detail), not `지난해 설 귀성`
    table = "| 구간 | 귀성 | 귀경 |\n|---|---|---|\n| 서울↔광주 | {} | {} |\n\n위 표의 근거 [L20]."
    assert check(table.format("6시간 20분", "6시간 50분"), TRAVEL).ok
    # planted: the two columns swapped
    assert not check(table.format("6시간 50분", "6시간 20분"), TRAVEL).ok


def test_a_bracket_of_digits_names_no_head_inside_a_longer_number() -> None:
    # `비중('23) | 비중('24)`: the `24` of `22.4만` names neither
    blocks = [
        {"anchor": "L21", "kind": "caption", "text": "<표> 연령대별 등록장애인 (단위: 만 명, %)"},
        row("L22", "연령대 | 인원('23) | 인원('24) | 비중('23) | 비중('24)", start=True),
        row("L24", "20~39세 | 22.4 | 21.8 | 8.5 | 8.3"),
    ]
    draft = "20~39세는 22.4만 명에서 21.8만 명으로 줄었고, 비중도 8.5%에서 8.3%로 낮아졌다 [L24]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert "GR-03" in {
        f.rule for f in check("20~39세의 '24년 비중은 8.5%다 [L24].", blocks).findings
    }


_AGE_TABLE = [
    {
        "anchor": "L26",
        "kind": "caption",
        "text": "<표 3> 연령대별 피해자 비중 및 평균 보증금 (단위: %, 억 원)",
    },
    {
        "anchor": "L27",
        "kind": "table_row",
        "text": "구분 | 20대 이하 | 30대 | 40대 | 계",
        "flags": ["table", "table_start"],
    },
    {
        "anchor": "L28",
        "kind": "table_row",
        "text": "비중 | 25.9 | 47.3 | 26.8 | 100.0",
        "flags": ["table"],
    },
    {
        "anchor": "L29",
        "kind": "table_row",
        "text": "평균 보증금 | 1.31 | 1.58 | 1.72 | 1.54",
        "flags": ["table"],
    },
]


def test_an_english_decade_of_age_names_the_korean_age_head() -> None:
    draft = (
        "People in their 30s made up 47.3% of victims and those in their 20s or younger "
        "25.9% [L28]. The average deposit for victims in their 30s was KRW 158 million [L26, L29]."
    )
    report = check(draft, _AGE_TABLE)
    assert report.ok, report.format_text()
    # planted: a decade no head names
    assert not check(draft.replace("in their 30s made", "in their 50s made"), _AGE_TABLE).ok


_FINES = [
    {"anchor": "L30", "kind": "caption", "text": "<표 5> 과태료 부과기준 (단위: 만 원)"},
    row("L31", "위반행위 | 근거 법조문 | 1차 | 2차 | 3차 이상", start=True),
    row("L32", "원상복구 명령 불이행 | 지하수법 제39조 | 150 | 300 | 500"),
]


@pytest.mark.parametrize("ordinal", ["두 번째", "2번째"])
def test_an_ordinal_in_words_names_the_column_of_that_step(ordinal: str) -> None:
    draft = f"원상복구 명령을 {ordinal} 불이행하면 과태료 {{}}만 원이 부과된다 [L32]."
    report = check(draft.format(300), _FINES)
    assert report.ok, report.format_text()
    assert not check(draft.format(500), _FINES).ok


_SEASONS = [
    {"anchor": "L24", "kind": "caption", "text": "<표 3> 개최 시기별 축제 수 (단위: 개, %, 일)"},
    row("L25", "개최 시기 | 축제 수 | 비중 | 평균 기간", start=True),
    row("L28", "7~8월(여름) | 5 | 17.9 | 9.8"),
]


def test_a_figure_read_as_a_date_first_is_its_number_under_a_named_head() -> None:
    # `평균 개최 기간 9.8일`: 9.8 days, the figure nearest the head, not the 17.9% before it
    draft = "여름(7~8월)은 5개(17.9%)에 평균 개최 기간 9.8일이었다 [L28]."
    report = check(draft, _SEASONS)
    assert report.ok, report.format_text()
    # planted: the share given under the head of days
    assert not check("여름(7~8월)은 평균 개최 기간이 17.9일이었다 [L28].", _SEASONS).ok


_FEES = [
    {"anchor": "L11", "kind": "caption", "text": "<표 1> 입장료 (단위: 원)"},
    row("L12", "구분 | 개인 | 단체(20명 이상) | 비고", start=True),
    row("L13", "어른(19~64세) | 1,000 | 800 | -"),
    row("L14", "청소년(13~18세) | 700 | 500 | 중·고등학생"),
    para("L20", "○ 주차는 30대까지 가능하며 20명 이상이 타는 버스는 사전 예약"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "청소년은 개인 700원, 20명 이상 단체는 1인당 500원이다 [L14].",
        "청소년 단체(20명 이상) 입장료는 500원이다 [L14].",
    ],
)
def test_a_condition_a_column_head_writes_beside_its_name_is_the_heads(draft: str) -> None:
    report = check(draft, _FEES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "청소년은 30명 이상 단체면 1인당 500원이다 [L14].",  # the head's figure changed
        "청소년 개인 20명 이상은 700원이다 [L14].",  # the figure given to another head
        "청소년 20명 이상은 1인당 500원이다 [L14].",  # the head's name not written
    ],
)
def test_a_condition_no_head_writes_beside_the_name_still_fails(draft: str) -> None:
    assert not check(draft, _FEES).ok


_RESERVOIRS = [
    {"anchor": "L12", "kind": "caption", "text": "<표> 시·도별 저수율 (단위: %, %p)"},
    row("L13", "시·도 | 저수율 | 평년 | 평년 대비 | 전년", start=True),
    row("L19", "전남 | 41.3 | 69.8 | 59.2 | 73.5"),
]


def test_a_draft_head_with_a_word_of_comparison_names_that_head_not_its_shorter_one() -> None:
    table = "| 시·도 | 저수율(%) | 평년 대비(%) | 근거 |\n|---|---|---|---|\n"
    good = table + "| 전남 | 41.3 | 59.2 | [L19] |"
    assert check(good, _RESERVOIRS).ok, check(good, _RESERVOIRS).format_text()
    # planted: the normal year's own rate under the head of the rate against it
    assert not check(table + "| 전남 | 41.3 | 69.8 | [L19] |", _RESERVOIRS).ok


_SNOWMAKING = [
    {"anchor": "L17", "kind": "caption", "text": "<표 2> 월별 인공 제설 일수 (단위: 일)"},
    row("L18", "구분 | 11월 | 12월 | 1월 | 2월 | 시즌 계", start=True),
    row("L21", "인공 제설 일수(2024/25) | 9 | 21 | 17 | 11 | 58"),
]


def test_a_month_head_beside_a_total_head_holds_a_count_of_days_to_its_column() -> None:
    good = "월별로는 12월 인공 제설 일수가 21일로 가장 많았다 [L21]."
    assert check(good, _SNOWMAKING).ok, check(good, _SNOWMAKING).format_text()
    # planted: December's count given to January
    assert not check(good.replace("12월", "1월"), _SNOWMAKING).ok


def test_two_months_named_in_one_sentence_still_hold_their_figures_to_their_columns() -> None:
    # the one-head check stands aside for two months; each month's own check holds them
    blocks = [
        row("L18", "구분 | 11월 | 12월 | 1월 | 2월 | 시즌 계", start=True),
        row("L19", "평균기온(2024/25) | 3.8 | -3.2 | -6.4 | -5.1 | -"),
    ]
    good = "1월 평균기온은 -6.4℃, 11월은 3.8℃였다 [L19]."
    assert check(good, blocks).ok, check(good, blocks).format_text()
    # planted: the two months' figures swapped
    assert not check("1월 평균기온은 3.8℃, 11월은 -6.4℃였다 [L19].", blocks).ok


_GRADES = [
    para(
        "L5",
        "○ 1++등급 출현율은 25.7%로 전년보다 2.3%p 높아졌으며, 1등급 이상(1++·1+·1)은 79.4%였다.",
    ),
    {"anchor": "L7", "kind": "caption", "text": "<표 1> 한우 육질등급별 출현율 (단위: %, %p)"},
    row("L8", "구분 | 1++ | 1+ | 1 | 2 | 3 | 등외 | 1등급 이상", start=True),
    row("L10", "2024년 | 25.7 | 29.3 | 24.4 | 15.6 | 4.6 | 0.4 | 79.4"),
    row("L12", "거세우('24년) | 34.8 | 33.1 | 21.5 | 8.9 | 1.5 | 0.2 | 89.4"),
    row("L13", "암소('24년) | 13.6 | 24.2 | 28.3 | 24.1 | 8.9 | 0.9 | 66.1"),
]


def test_a_grade_written_with_its_pluses_names_its_head() -> None:
    # (`1++등급`: the head `1++`, not a figure 1 the rows hold)
    draft = "거세우의 1++등급 출현율(34.8%)은 암소(13.6%)보다 21.2%p 높았다[L12, L13]."
    report = check(draft, _GRADES)
    assert report.ok, report.format_text()
    # planted: a grade no head names is never passed in silence
    other = check(draft.replace("1++등급", "4++등급"), _GRADES)
    assert not other.ok or other.unconfirmed, other.format_text()


FUNERALS = [
    para("L1", "<표 3> 연도별 장례 지원 실적 (단위: 건, 백만 원, 만 원)"),
    row("L2", "연도 | 지원 건수 | 지원액 | 1인당 평균 지원액", start=True),
    row("L3", "2023 | 2,687 | 3,224 | 120.0"),
    row("L4", "2024 | 3,152 | 4,255 | 135.0"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 장례 지원액은 3,152건에 42억 5,500만 원이었다[L1, L4].",
        "2024년 지원액은 3,152건, 4,255백만 원이었다[L1, L4].",
    ],
)
def test_a_figure_counted_in_the_counter_another_head_counts_is_not_the_named_heads(
    draft: str,
) -> None:
    assert check(draft, FUNERALS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 지원 건수는 4,255건이었다[L1, L4].",
        "2024년 장례 지원액은 3,152백만 원이었다[L1, L4].",
        "2024년 1인당 평균 지원액은 3,152건에 120.0만 원이었다[L1, L4].",
    ],
)
def test_a_figure_of_another_column_than_its_counters_head_still_fails(draft: str) -> None:
    assert not check(draft, FUNERALS).ok


LIVING = [
    para("L1", "<표 1> 가구원 수별 월 생계비 지원 금액 (단위: 원)"),
    row("L2", "구분 | 1인 | 2인 | 3인 | 4인 | 5인 이상", start=True),
    row("L3", "2025년 월 지원액 | 483,000 | 791,000 | 1,012,000 | 1,243,000 | 1,452,000"),
]


def test_a_head_before_the_noun_it_qualifies_and_its_particle_names_the_figure_after_it() -> None:
    draft = "4인 가구는 월 124만 3천 원, 5인 이상 가구는 월 145만 2천 원이다[L2, L3]."
    assert check(draft, LIVING).ok


@pytest.mark.parametrize(
    "draft",
    [
        "4인 가구는 월 145만 2천 원, 5인 이상 가구는 월 124만 3천 원이다[L2, L3].",
        "5인 이상 가구는 월 124만 3천 원이다[L2, L3].",
    ],
)
def test_a_figure_after_a_qualified_head_of_another_column_fails(draft: str) -> None:
    assert not check(draft, LIVING).ok


DRILLS = [
    row("L1", "예비군 훈련 년차별 기준 (단위: 시간 / 원)"),
    row("L2", "구분 | 년차 | 훈련명 | 훈련시간 | 기간 | 훈련보상비", start=True),
    row("L3", "미지정 | 5~6년차 | 작계훈련 | 6 | 1회 | -"),
    row("L4", "지정 | 1~4년차 | 동원훈련 | 28 | 2박 3일 | 82,000"),
]


def test_a_head_glued_after_a_figure_names_that_figure_before_any_after_its_particle() -> None:
    assert check("5~6년차 예비군: 작계훈련 6시간, 연 1회 [L1][L3].", DRILLS).ok


def test_a_figure_glued_before_a_head_it_does_not_sit_under_fails() -> None:
    assert not check("6년차 예비군은 훈련시간이 28시간이다 [L1][L4].", DRILLS).ok


FILING_FEES = [
    row("L1", "구분 | 전자출원 | 서면출원 | 비고", start=True),
    row("L2", "그 밖의 출원 | 62,000 | 72,000 | 지정상품 10개 초과 시 1개마다 2,000원 가산"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "1개 류를 전자출원하면(고시 명칭 외) 출원료는 62,000원이다[L2].",
        "지정상품 10개 이하로 1개 류를 전자출원하면 출원료는 62,000원이다[L2].",
    ],
)
def test_a_count_a_named_heads_verb_takes_is_not_that_heads_figure(draft: str) -> None:
    assert check(draft, FILING_FEES).ok


def test_a_figure_of_another_column_after_a_verb_head_still_fails() -> None:
    draft = "1개 류를 전자출원하면 출원료는 72,000원이다[L2]."
    assert not check(draft, FILING_FEES).ok


BRACKETS = [
    row("L1", "과세표준 | 표준세율 | 1세대 1주택 특례세율", start=True),
    row("L2", "6천만 원 이하 | 0.1% | 0.05%"),
    row("L3", "3억 원 초과 | 57만 원 + 3억 원 초과금액의 0.4% | 42만 원 + 3억 원 초과금액의 0.35%"),
]


def test_a_cells_expression_restated_whole_is_its_columns() -> None:
    draft = "1세대 1주택 특례세율은 3억 원 초과 구간에서 42만 원 + 3억 원 초과금액의 0.35%이다[L3]."
    assert check(draft, BRACKETS).ok


def test_a_term_of_another_columns_expression_joined_on_fails() -> None:
    draft = "1세대 1주택 특례세율은 3억 원 초과 구간에서 42만 원 + 3억 원 초과금액의 0.4%이다[L3]."
    assert "GR-03" in {f.rule for f in check(draft, BRACKETS).findings}


ENROLMENT = [
    row("L1", "시도 | 가입 건수 | 가입률 | 전년 대비(%p)", start=True),
    row("L2", "서울 | 61,204 | 12.4 | △0.3"),
    row("L3", "경남 | 58,930 | 31.2 | △0.6"),
]


def test_changes_listed_after_respectively_take_the_word_after_the_list() -> None:
    draft = "서울과 경남은 가입률이 전년보다 각각 0.3%p, 0.6%p 떨어졌다[L2, L3]."
    assert check(draft, ENROLMENT).ok


def test_changes_listed_after_respectively_in_the_wrong_direction_fail() -> None:
    draft = "서울과 경남은 가입률이 전년보다 각각 0.3%p, 0.6%p 올랐다[L2, L3]."
    assert not check(draft, ENROLMENT).ok


PASS_RATES = [
    row("L1", "구분 | 응시자 | 합격자 | 합격률 | 전년 동회차 합격률 | 증감", start=True),
    row("L2", "중졸 | 1,186 | 947 | 79.8 | 81.0 | △1.2"),
]


def test_a_rates_level_after_its_change_in_points_is_held_to_the_rates_column() -> None:
    good = "중졸 검정고시 합격률은 전년 동회차보다 1.2%p 하락한 79.8%였다[L2]."
    assert check(good, PASS_RATES).ok
    wrong = "중졸 검정고시 합격률은 전년 동회차보다 1.2%p 하락한 81.0%였다[L2]."
    assert "GR-03" in {f.rule for f in check(wrong, PASS_RATES).findings}


INTEGRITY_GRADES = [
    row("L1", "기관 유형 | 대상 기관 수 | 1등급 | 2등급 | 3등급 | 평균 점수", start=True),
    row("L2", "전체 | 512 | 41 | 117 | 196 | 81.3"),
]


def test_a_label_listed_before_the_one_that_writes_its_counter_names_its_head() -> None:
    draft = "1·2등급 기관은 각각 41개와 117개다 [L2]."
    report = check(draft, INTEGRITY_GRADES)
    assert report.ok, report.format_text()
    # planted: a grade no head names, listed the same way, is still a figure to find
    for wrong in (
        "7·2등급 기관은 각각 41개와 117개다 [L2].",
        "1·6등급 기관은 각각 41개와 117개다 [L2].",
    ):
        assert not check(wrong, INTEGRITY_GRADES).ok, wrong


_PLOTS = [
    {"anchor": "L7", "kind": "caption", "text": "(단위: ㎡, 평, 만 원)"},
    row(
        "L8",
        "폐교명 | 대지 면적(㎡) | 대지 면적(평) | 건물 면적(㎡) | 연간 대부료(만 원)",
        start=True,
    ),
    row("L9", "금관분교장 | 12,480 | 3,775 | 1,245 | 412"),
    row("L14", "계 | 65,677 | 19,868 | 6,615 | 2,171"),
]


def test_a_head_named_after_a_comma_names_the_figure_after_it_not_the_one_before() -> None:
    # `대지 합계 65,677㎡, 연간 대부료 합계 2,171만 원`: the comma closes the item before
    draft = "대지 합계 65,677㎡, 연간 대부료 합계 2,171만 원 [L14]"
    report = check(draft, _PLOTS)
    assert report.ok, report.format_text()
    # planted: the named head given another column's figure still fails
    swapped = "대지 합계 65,677㎡, 연간 대부료 합계 6,615만 원 [L14]"
    assert not check(swapped, _PLOTS).ok


_DAY_AND_SEASON_FEES = [
    {"anchor": "L36", "kind": "caption", "text": "(단위: %, 원)"},
    row("L37", "구분 | 감면율 | 1일 이용료 | 월 정기권", start=True),
    row("L38", "일반 | - | 3,000 | 40,000"),
    row("L40", "청소년·65세 이상 | 50 | 1,500 | 20,000"),
]


def test_a_middle_dot_closes_the_item_before_a_head_as_a_comma_does() -> None:
    # `1일 3천 원·월 정기권 4만 원`: the dot ends the day fee's item, so the season ticket's
    # head names the figure after it
    for draft in (
        "일반 1일 3천 원·월 정기권 4만 원 [L38]",
        "청소년은 1일 1,500원ㆍ월 정기권 2만 원 [L40]",
    ):
        report = check(draft, _DAY_AND_SEASON_FEES)
        assert report.ok, (draft, report.format_text())
    # planted: the season ticket given the day fee, after the dot, still fails
    for wrong in (
        "일반 1일 3천 원·월 정기권 3천 원 [L38]",
        "일반 월 정기권 3천 원 [L38]",
        "청소년은 1일 1,500원·월 정기권 1,500원 [L40]",
    ):
        assert not check(wrong, _DAY_AND_SEASON_FEES).ok, wrong


_FINDINGS = [
    row("L31", "분야 | 지적 건수 | 비중", start=True),
    row("L32", "소방시설 미비 | 201 | 42.9"),
    row("L35", "요금표·신고증 미게시 | 63 | 13.5"),
]


def test_a_head_a_rate_is_a_share_of_names_the_whole_not_the_rates_column() -> None:
    # `지적 건수의 약 43%`: the rate is a share of the count column, written in the share column
    draft = "소방시설 미비가 전체 지적 건수의 약 43%를 차지했다 [L32]."
    report = check(draft, _FINDINGS)
    assert report.ok, report.format_text()
    # planted: a share the row does not give, and the count column's figure called the share
    assert not check(draft.replace("약 43%", "약 45%"), _FINDINGS).ok
    assert not check("소방시설 미비의 지적 건수는 42.9건이다 [L32].", _FINDINGS).ok


_RINKS = [
    {"anchor": "L13", "kind": "caption", "text": "(단위: ㎡, 명)"},
    row("L14", "시설명 | 링크 면적 | 링크 수용 인원 | 관람석", start=True),
    row("L15", "중앙빙상장 | 1,800 | 300 | 1,200"),
    row("L16", "동부빙상장 | 1,800 | 250 | 400"),
    row("L17", "서부빙상장 | 900 | 150 | 150"),
    row("L18", "합계 | 4,500 | 700 | 1,750"),
]


def test_a_figure_another_cited_row_writes_in_the_named_column_is_that_columns() -> None:
    # `1,800` is two rows' 링크 면적 as written, and only rounds to the total row's 관람석 1,750
    draft = (
        "링크 면적은 중앙·동부빙상장이 각각 1,800㎡, 서부빙상장이 900㎡로 세 곳을 합치면 "
        "4,500㎡입니다 [L15, L16, L17, L18]."
    )
    report = check(draft, _RINKS)
    assert report.ok, report.format_text()
    # planted: a figure only another column writes, named as the 링크 면적
    wrong = check("동부빙상장의 링크 면적은 400㎡입니다 [L16].", _RINKS)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()


FINES = [
    para("L1", "(단위: 만 원)"),
    row("L2", "구분 | 1차 위반 | 2차 위반 | 3차 위반", start=True),
    row("L3", "쇠고기 미표시 | 100 | 200 | 300"),
    row("L4", "표시 방법 위반 | 15 | 30 | 60"),
]
_TABLE = "| 구분 | 1차 | 2차 | 3차 | 근거 |\n|---|---|---|---|---|\n"


@pytest.mark.parametrize(
    ("rows", "passes"),
    [
        ("| 표시 방법 위반 | 15만 원 | 30만 원 | 60만 원 | [L4] |", True),
        ("| 쇠고기 미표시 | 100만 원 | 200만 원 | 300만 원 | [L3] |", True),
        ("| 표시 방법 위반 | 15만 원 | 60만 원 | 60만 원 | [L4] |", False),
        ("| 표시 방법 위반 | 30만 원 | 15만 원 | 60만 원 | [L4] |", False),
    ],
)
def test_a_draft_tables_ordinal_head_names_the_block_head_it_opens(rows: str, passes: bool) -> None:
    assert check(_TABLE + rows, FINES).ok is passes


_SCORES = [
    row("L35", "평가 항목 | 배점 | 주요 내용", start=True),
    row("L36", "조류 발생 빈도 | 40 | 최근 3년 관심 이상 발령일수"),
    row("L37", "취수원 영향도 | 30 | 상수원 취수구와의 거리"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("배점은 조류 발생 빈도가 크며, 최근 3년 관심 이상 발령일수로 평가 [L36, L37].", True),
        # planted: the cell's words with another figure, the named column given a wrong one
        ("배점은 조류 발생 빈도가 크며, 최근 5년 관심 이상 발령일수로 평가 [L36, L37].", False),
        ("조류 발생 빈도의 배점은 30점입니다 [L36, L37].", False),
    ],
)
def test_a_figure_inside_a_cell_the_sentence_copies_is_that_cells(draft: str, passes: bool) -> None:
    assert check(draft, _SCORES).ok is passes


_STEPS_TAKEN = [
    row("L31", "단계 | 내용 | 소요 기간", start=True),
    row("L35", "④ 심판 및 확정 | 심판 고지 후 14일 경과 시 확정 | 2주"),
]


def test_days_under_a_head_of_weeks_are_that_columns_weeks() -> None:
    head = "| 단계 | 소요 기간 | 근거 |\n|---|---|---|\n"
    good = head + "| 확정 | 심판 고지 후 14일 | [L35] |"
    assert check(good, _STEPS_TAKEN).ok, check(good, _STEPS_TAKEN).format_text()
    # planted: a span the column does not give
    assert not check(head + "| 확정 | 심판 고지 후 21일 | [L35] |", _STEPS_TAKEN).ok


POOLS = [
    para("L1", "(단위: mg/L, ℃, 회)"),
    row("L2", "시설 | 유리잔류염소 평균 | 유리잔류염소 범위 | 수온 평균", start=True),
    row("L3", "서부수영장 | 0.58 | 0.31~0.84 | 26.8"),
    row("L4", "남부수영장 | 0.81 | 0.60~1.12 | 28.3"),
]


def test_a_hedged_figure_rounding_the_named_columns_cell_passes() -> None:
    draft = "유리잔류염소 평균은 남부수영장이 약 0.8 mg/L로 가장 높음 [L3, L4]."
    report = check(draft, POOLS)
    assert report.ok, report.format_text()
    # planted: a hedged figure only another column rounds to still fails
    assert not check(draft.replace("약 0.8", "약 1.1"), POOLS).ok


_FEE_CHANGES = [
    para("L14", "(단위: 원/건)"),
    row("L15", "구분 | 현행 | 변경 | 증감", start=True),
    row("L18", "가금육 | 8,000 | 9,500 | 1,500"),
    row("L19", "유가공품 | 6,000 | 6,000 | 0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("유가공품은 6,000원 그대로 유지됨(증감 0) [L19].", True),
        ("유가공품은 6,000원으로 증감이 없다 [L19].", True),
        ("가금육 수수료는 9,500원으로 증감은 1,500원이다 [L18].", True),
        # planted: a level given the named change column, with or without a zero elsewhere
        ("가금육 수수료의 증감은 9,500원이다 [L18].", False),
        ("가금육 증감 8,000원, 유가공품 증감 0 [L18, L19].", False),
    ],
)
def test_a_head_given_a_zero_or_nothing_names_no_figure_before_it(draft: str, passes: bool) -> None:
    report = check(draft, _FEE_CHANGES)
    assert report.ok is passes, report.format_text()


_GRADE_COUNTS = [
    row("L15", "구분 | A | B | C | D | 계", start=True),
    row("L16", "공중전화부스 | 612 | 296 | 102 | 36 | 1,046"),
    row("L17", "우체통 | 401 | 154 | 45 | 12 | 612"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("철거 대상(D등급)은 공중전화부스 36대, 우체통 12개임 [L16, L17].", True),
        ("A등급은 공중전화부스 612대, B등급은 296대다 [L16].", True),
        # several grades at once name no one column
        ("C·D등급은 우체통 45개와 12개다 [L17].", True),
        # planted: the neighbouring grade's figure; beside several grades, a figure no cell
        # holds is still refused by value
        ("철거 대상(D등급)은 공중전화부스 36대, 우체통 45개임 [L16, L17].", False),
        ("C·D등급은 우체통 45개와 13개다 [L17].", False),
        ("A등급은 공중전화부스 612대, B등급은 102대다 [L16].", False),
    ],
)
def test_a_figure_after_a_grade_a_sentence_names_sits_under_that_grades_head(
    draft: str, passes: bool
) -> None:
    report = check(draft, _GRADE_COUNTS)
    assert report.ok is passes, report.format_text()


_SCRAPPING = [
    row("L25", "차종 | 5등급 | 4등급 | 계 | 비중(%)", start=True),
    row("L26", "승용 | 3,100 | 2,450 | 5,550 | 42.5"),
    row("L30", "계 | 8,050 | 5,000 | 13,050 | 100.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Of the 13,050 vehicles, 8,050 were grade 5 and 5,000 grade 4 [L30].", True),
        ("계 13,050대 중 5등급이 8,050대, 4등급이 5,000대다 [L30].", True),
        # planted: a grade no head names, and the two grades' figures swapped
        ("Of the 13,050 vehicles, 8,050 were grade 6 [L30].", False),
        ("Of the 13,050 vehicles, 5,000 were grade 5 and 8,050 grade 4 [L30].", False),
    ],
)
def test_an_english_grade_before_its_number_names_the_head_korean_writes_after_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SCRAPPING)
    assert report.ok is passes, report.format_text()


_PRICES = [
    {"anchor": "L22", "kind": "caption", "text": "(단위: 원/5kg, %)"},
    row("L23", "품목 | 2025년 11월 | 전년 동월 | 평년 | 전년 대비", start=True),
    row("L24", "감귤 | 12,800 | 11,600 | 10,900 | 10.3"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("감귤 평균 가격 12,800원은 평년 10,900원보다 높다 [L24].", True),
        # planted: the base of a comparison given another column's figure
        ("감귤 평균 가격 12,800원은 평년 11,600원보다 높다 [L24].", False),
    ],
)
def test_the_base_of_a_comparison_sits_under_the_head_it_is_given(draft: str, passes: bool) -> None:
    report = check(draft, _PRICES)
    assert report.ok is passes, report.format_text()


_EARLY_PAYMENT = [
    {"anchor": "L24", "kind": "caption", "text": "<표 2> 지연 기간별 과태료 (단위: 원)"},
    row("L26", "단계 | 지연 기간 | 과태료 | 조기 납부 시(20% 감경)", start=True),
    row("L27", "1단계 | 30일 이내 | 50,000 | 40,000"),
    row("L28", "2단계 | 31일 이상 | 100,000 | 80,000"),
]


def test_a_bracketed_condition_of_a_head_beside_its_words_is_the_heads() -> None:
    draft = "1단계 과태료는 50,000원이며 조기 납부 시 20% 감경되어 40,000원이다 [L27]."
    report = check(draft, _EARLY_PAYMENT)
    assert report.ok and not report.findings, report.format_text()


def test_a_bracketed_condition_of_a_head_in_english_words_is_unconfirmed() -> None:
    draft = (
        "The first-stage fine is KRW 50,000, or KRW 40,000 with the 20% early-payment cut [L27]."
    )
    report = check(draft, _EARLY_PAYMENT)
    assert report.ok, report.format_text()
    assert [f.rule for f in report.findings] == ["GR-07"], report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: another rate than the head's, in either language
        "1단계 과태료는 조기 납부 시 30% 감경되어 40,000원이다 [L27].",
        "The first-stage fine is KRW 40,000 with the 30% early-payment cut [L27].",
        # planted: the head's rate given to a row, with none of the head's words
        "1단계 과태료 인상률은 20%다 [L27].",
    ],
)
def test_a_condition_the_head_does_not_write_or_given_to_a_row_fails(draft: str) -> None:
    report = check(draft, _EARLY_PAYMENT)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_LATE = [
    {"anchor": "L10", "kind": "caption", "text": "(단위: 대)"},
    row("L11", "차종 | 30일 이내 | 31~60일 | 61일 이상 | 계", start=True),
    row("L16", "계 | 640 | 310 | 150 | 1,100"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "지연 30일 이내 640대, 31~60일 310대, 61일 이상 150대임 [L16].",
        "Of 1,100 overdue vehicles, 640 were no more than 30 days late [L16].",
    ],
)
def test_the_end_of_a_range_or_a_span_a_head_names_is_the_heads(draft: str) -> None:
    report = check(draft, _LATE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "지연 31~90일 310대임 [L16].",  # planted: a range end no head writes
        "지연 31~60일 150대임 [L16].",  # planted: the next column's figure for the range
        "Of 1,100 overdue vehicles, 640 were no more than 45 days late [L16].",  # another span
        "Of 1,100 overdue vehicles, 640 were no more than 30 weeks late [L16].",  # another unit
    ],
)
def test_a_range_no_head_names_or_given_another_columns_figure_fails(draft: str) -> None:
    report = check(draft, _LATE)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_MEMBERS = [
    {"anchor": "L12", "kind": "caption", "text": "(단위: 명)"},
    row("L13", "구분 | 정원 | 현원 | 결원 | 전년 말 현원", start=True),
    row("L14", "관현악단 | 98 | 91 | 7 | 93"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `전년 말` right before 93 names `전년 말 현원` beside `현원`: its column
        ("관현악단 현원은 전년 말 93명에서 91명으로 줄었음 [L14].", True),
        # planted: the longer head's words not right before its figure, or beside another head
        ("관현악단 현원은 93명으로 전년 말보다 2명 많음 [L14].", False),
        ("관현악단 결원은 전년 말 93명이었음 [L14].", False),
    ],
)
def test_a_longer_heads_words_right_before_a_figure_name_its_column(
    draft: str, passes: bool
) -> None:
    report = check(draft, _MEMBERS)
    assert report.ok is passes, report.format_text()


def test_a_count_of_times_the_sentence_lists_the_days_of_is_its_own() -> None:
    blocks = [
        row("L10", "단체 | 공연명 | 일자 | 시각", start=True),
        row("L11", "관현악단 | 제205회 정기연주회 | 10. 24.(금) ~ 10. 25.(토) | 19:30 / 17:00"),
    ]
    good = "제205회 정기연주회는 10. 24.(금) 19:30, 10. 25.(토) 17:00 두 차례 열림 [L11]"
    assert check(good, blocks).ok, check(good, blocks).format_text()
    # planted: a count of times that is not the number of its days
    wrong = good.replace("두 차례", "세 차례")
    assert "GR-03" in {f.rule for f in check(wrong, blocks).errors}, check(
        wrong, blocks
    ).format_text()


_SEATS = [
    {"anchor": "L18", "kind": "caption", "text": "(단위: 원)"},
    row("L19", "구분 | R석 | S석 | A석", start=True),
    row("L21", "합창단 정기공연 | 40,000 | 25,000 | 15,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("합창단 정기공연은 R석 40,000원, A석 15,000원입니다 [L21].", True),
        ("합창단 공연 S석은 25,000원이다 [L21].", True),
        # planted: a grade of capitals given the next grade's column
        ("합창단 정기공연은 R석 40,000원, A석 25,000원입니다 [L21].", False),
        ("합창단 공연 R석은 25,000원이다 [L21].", False),
    ],
)
def test_a_grade_of_capitals_names_its_column(draft: str, passes: bool) -> None:
    report = check(draft, _SEATS)
    assert report.ok is passes, report.format_text()


_SPENDING = [
    {"anchor": "L38", "kind": "caption", "text": "(단위: 천 원, %)"},
    row("L39", "항목 | 예산 | 집행 | 집행률", start=True),
    row("L41", "탄·표적 구입 | 12,600 | 11,240 | 89.2"),
    row("L42", "안전장비 | 6,400 | 5,600 | 87.5"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the rate of the head the verb names (`집행했어요`) is its rate column's (`집행률`)
        ("안전장비는 640만 원 중 560만 원(87.5%)을 집행했어요 [L42].", True),
        ("안전장비는 640만 원 중 87.5%를 집행했어요 [L42].", True),
        # planted: the budget given as spent, and the rate given to the budget
        ("안전장비는 640만 원 중 640만 원을 집행했어요 [L42].", False),
        ("안전장비 예산은 87.5%예요 [L42].", False),
        # planted: the other row's rate
        ("안전장비는 640만 원 중 560만 원(89.2%)을 집행했어요 [L41, L42].", False),
    ],
)
def test_a_rate_is_the_named_heads_rate_column(draft: str, passes: bool) -> None:
    report = check(draft, _SPENDING)
    assert report.ok is passes, report.format_text()


_ALLOTMENTS = [
    row("L13", "농장명 | 소재지 | 구획 수 | 구획 면적 | 일반 분양 | 우선 분양", start=True),
    row("L14", "새솔농장 | 한빛동 112 | 320 | 10 | 280 | 40"),
    row("L15", "들꽃농장 | 누리동 45-3 | 240 | 12 | 210 | 30"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a draft head joining two heads with a slash gives each a figure of its cell in turn
        (
            "| 농장 | 구획 수 | 일반/우선 분양 | 근거 |\n|---|---|---|---|\n"
            "| 새솔농장 | 320구획 | 280 / 40 | [L14] |\n| 들꽃농장 | 240구획 | 210 / 30 | [L15] |",
            True,
        ),
        # planted: the two figures of the cell in the other order
        (
            "| 농장 | 구획 수 | 일반/우선 분양 | 근거 |\n|---|---|---|---|\n"
            "| 새솔농장 | 320구획 | 40 / 280 | [L14] |",
            False,
        ),
    ],
)
def test_heads_a_slash_joins_take_the_cells_figures_in_turn(draft: str, passes: bool) -> None:
    report = check(draft, _ALLOTMENTS)
    assert report.ok is passes, report.format_text()


_HANDLING = [
    row("L16", "동 | 2024년 상반기 | 2025년 상반기 | 증감 | 평균 처리 일수", start=True),
    row("L17", "중앙동 | 402 | 451 | 49 | 2.8"),
    row("L18", "합계 | 1,208 | 1,284 | 76 | 3.3"),
]
_HEAD = "| 구분 | {head} | 근거 |\n|---|---|---|\n"


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the draft's head over the cell names the block's column; the row's label, which
        # names another head, says whose row it is
        (_HEAD.format(head="평균 처리 일수") + "| 2025년 상반기 전체 | 3.3일 | L18 |", True),
        (_HEAD.format(head="평균 처리 일수") + "| 2025년 상반기 중앙동 | 2.8일 | L17 |", True),
        (_HEAD.format(head="요청 건수") + "| 2025년 상반기 전체 | 1,284건 | L18 |", True),
        # planted: the draft's head names a column the figure is not in
        (_HEAD.format(head="평균 처리 일수") + "| 2025년 상반기 전체 | 76 | L18 |", False),
        # planted: a head naming no column of the block leaves the row's label to name it
        (_HEAD.format(head="요청 건수") + "| 2025년 상반기 전체 | 1,208건 | L18 |", False),
    ],
)
def test_a_draft_head_naming_a_column_outweighs_a_row_label_naming_another(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HANDLING)
    assert report.ok is passes, report.format_text()


_TAX = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 원)"},
    row("L2", "구분 | 기본세액 | 지방교육세 | 합계", start=True),
    row("L3", "법인(자본금 30억 원 이하) | 50,000 | 12,500 | 62,500"),
    row("L4", "법인(자본금 50억 원 초과) | 200,000 | 50,000 | 250,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("자본금 30억 원 이하 법인은 지방교육세 포함 62,500원을 낸다 [L3].", True),
        ("자본금 50억 원 초과 법인은 지방교육세를 포함해 25만 원이다 [L4].", True),
        ("| 구분 | 기본세액 | 지방교육세 포함 |\n|---|---|---|\n"
         "| 법인(자본금 30억 원 이하) | 5만 원 | 62,500원 [L3] |", True),
        ("자본금 30억 원 이하 법인의 지방교육세는 12,500원이다 [L3].", True),
        # planted: the head's own figure, or the base, given as the total that includes it
        ("자본금 30억 원 이하 법인은 지방교육세 포함 12,500원을 낸다 [L3].", False),
        ("자본금 50억 원 초과 법인은 지방교육세를 포함해 20만 원이다 [L4].", False),
        ("| 구분 | 지방교육세 포함 |\n|---|---|\n"
         "| 법인(자본금 30억 원 이하) | 12,500원 [L3] |", False),
        ("| 구분 | 지방교육세 포함 |\n|---|---|\n"
         "| 법인(자본금 30억 원 이하) | 50,000원 [L3] |", False),
    ],
)  # fmt: skip
def test_a_head_named_as_included_names_the_total_column(draft: str, passes: bool) -> None:
    report = check(draft, _TAX)
    assert report.ok is passes, report.format_text()


def test_a_head_named_as_included_names_no_column_of_a_table_without_a_total() -> None:
    blocks = [_TAX[0], row("L2", "구분 | 기본세액 | 지방교육세 | 납부액", start=True), _TAX[2]]
    report = check("자본금 30억 원 이하 법인은 지방교육세 포함 62,500원을 낸다 [L3].", blocks)
    assert report.ok, report.format_text()


_REPAIRS = [
    para("L1", "(단위: 개소, 만 원)"),
    row("L2", "사업 | 개소 | 개소당 단가 | 사업비", start=True),
    row("L3", "잠금장치·비상벨 설치 | 35 | 80 | 2,800"),
    row("L4", "안내 표지 정비 | 35 | 12 | 420"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "안내 표지 정비는 35개소에 개소당 12만 원씩 420만 원임 [L4].",
        "안내 표지는 개소당 12만 원이다 [L4].",
        "Signs cost KRW 120,000 per site at 35 sites [L4].",
    ],
)
def test_a_head_written_with_per_names_the_base_not_its_column(draft: str) -> None:
    report = check(draft, _REPAIRS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a price per site of another row, and the count given as the price
        "안내 표지 정비는 35개소에 개소당 80만 원씩이다 [L4].",
        "안내 표지 정비는 개소당 35만 원이다 [L4].",
        # planted: the head named alone still names its column
        "안내 표지 정비 개소는 12개소다 [L4].",
    ],
)
def test_a_figure_per_site_still_holds_its_column(draft: str) -> None:
    assert not check(draft, _REPAIRS).ok


_INTERVIEWS = [
    row("L23", "단계 | 일정 | 장소", start=True),
    row("L26", "면접 심사 | 6. 26.(목) ~ 6. 27.(금) 10:00 ~ 17:00 | 시청 별관 3층 회의실"),
]
_DRAFT_HEAD = "| 단계 | 일정 | 근거 |\n|---|---|---|\n"


@pytest.mark.parametrize(
    ("cell", "passes"),
    [
        ("6. 26.(목) ~ 6. 27.(금) 10시~17시, 시청 별관 3층", True),
        # planted: the floor's number given as a count of the schedule
        ("6. 26.(목) ~ 6. 27.(금) 중 3회", False),
    ],
)
def test_a_draft_cell_joining_two_cells_writes_each_figure_in_its_cells_words(
    cell: str, passes: bool
) -> None:
    report = check(f"{_DRAFT_HEAD}| 면접 | {cell} | [L26] |", _INTERVIEWS)
    assert report.ok is passes, report.format_text()


ICE = [
    row("L1", "측정일 | 낚시터 A구역 | 낚시터 B구역 | 썰매장 | 판정", start=True),
    row("L2", "2026. 1. 2.(금) | 22 | 19 | 21 | 주의"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "1. 2. 측정에서 낚시터 A구역 22cm, B구역 19cm로 주의 단계였음 [L2].",
        "1. 2. 측정에서 A구역 22cm, B구역 19cm, 썰매장 21cm였음 [L2].",
        "1. 2. 측정에서 B구역은 19cm로 가장 얇았음 [L2].",
        "1. 2.(금) 측정에서 낚시터 A구역 22cm, B구역 19cm로 주의 단계 판정을 받았음 [L2].",
    ],
)
def test_heads_sharing_a_word_are_named_by_the_rest(draft: str) -> None:
    report = check(draft, ICE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "1. 2. 측정에서 낚시터 A구역 22cm, B구역 21cm로 주의 단계였음 [L2].",
        "1. 2. 측정에서 A구역 19cm, B구역 22cm였음 [L2].",
        "1. 2. 측정에서 B구역은 21cm였음 [L2].",
        "1. 2.(금) 측정에서 낚시터 A구역 22cm, B구역 21cm로 주의 단계 판정을 받았음 [L2].",
    ],
)
def test_a_figure_given_the_rest_of_a_shared_head_is_that_heads(draft: str) -> None:
    assert not check(draft, ICE).ok, draft
