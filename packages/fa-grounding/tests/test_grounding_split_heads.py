"""A period written in parts over a table's column: the year in one row of heads, the quarter
in the row under it. The sentence's quarter must be the one over its figure's column."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

EXPORTS = [
    row("L1", "구분 | 2024 | 2024 | 2025", start=True),
    row("L2", " | 2분기 | 3분기 | 1분기"),
    row("L3", "수출(억달러) | 110 | 120 | 95"),
]
MERGED = [
    row("L1", "구분 | 2024 |  | 2025", start=True),
    row("L2", " | 2분기 | 3분기 | 1분기"),
    row("L3", "수출(억달러) | 110 | 120 | 95"),
]


@pytest.mark.parametrize("blocks", [EXPORTS, MERGED])
@pytest.mark.parametrize(
    "draft",
    ["2024년 3분기 수출은 120억 달러다 [L3].", "2025년 1분기 수출은 95억 달러였다 [L3]."],
)
def test_a_quarter_under_its_year_in_the_heads_passes(draft: str, blocks: list) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize("blocks", [EXPORTS, MERGED])
@pytest.mark.parametrize(
    "draft",
    [
        "2024년 2분기 수출은 120억 달러다 [L3].",  # 120 is under 3분기
        "2025년 3분기 수출은 120억 달러다 [L3].",  # 3분기 is 2024's
        "2024년 1분기 수출은 95억 달러였다 [L3].",  # 1분기 is 2025's
    ],
)
def test_a_quarter_or_year_of_another_column_fails(draft: str, blocks: list) -> None:
    assert not check(draft, blocks).ok


INSURERS = [
    row("L1", "구분 | '24.3Q | '25.2Q | '25.3Q | 전분기 대비", start=True),
    row("L2", "자동차보험 손해율 | 80.6 | 82.1 | 85.4 | ▲3.3"),
    row("L3", "구분 | '24.9말 | '25.8말 | '25.9말 | 증감", start=True),
    row("L4", "중소기업대출 연체율 | 0.61 | 0.84 | 0.74 | △0.10"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 3분기 자동차보험 손해율은 85.4%다 [L1][L2].",
        "2분기 손해율은 82.1%였다 [L1][L2].",
        "2025년 9월말 중소기업대출 연체율은 0.74%다 [L3][L4].",
    ],
)
def test_short_period_heads_name_their_columns(draft: str) -> None:
    report = check(draft, INSURERS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 2분기 자동차보험 손해율은 85.4%다 [L1][L2].",
        "2025년 9월말 중소기업대출 연체율은 0.84%다 [L3][L4].",
    ],
)
def test_a_figure_of_another_short_period_column_fails(draft: str) -> None:
    assert not check(draft, INSURERS).ok


PRICES = [
    row(
        "r1", "지역 | 2026년 7월 | 2026년 8월 | 2026년 9월 | 2026년 10월 | 전월 대비(%)", start=True
    ),
    row("r2", "부산 | 92.48 | 92.40 | 92.35 | 92.31 | -0.04"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "부산은 10월 92.31로 전월 대비 0.04% 내렸다 [r2].",
        "부산 지수는 10월 92.31이다 [r1][r2].",
        "부산은 9월 92.35에서 92.31로 내렸다 [r2].",  # 92.31 is October's, after another figure
        "부산은 2026년 9월 92.35였다 [r2].",
    ],
)
def test_a_month_named_without_its_year_fits_its_column(draft: str) -> None:
    report = check(draft, PRICES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "부산은 10월 92.35로 전월 대비 0.04% 내렸다 [r2].",  # 92.35 is September's
        "부산 지수는 10월 92.35이다 [r1][r2].",
        "부산은 8월 92.48에서 92.31로 내렸다 [r2].",  # 92.48 is July's
    ],
)
def test_a_figure_right_after_a_month_of_another_column_fails(draft: str) -> None:
    assert not check(draft, PRICES).ok


# The periods in the second row of heads (`출원` and `등록` over two halves each), and years
# merged over two cells each (`2024년` over `인원 | 비율`) beside a head of one cell (`증감(명)`).
FILINGS = [
    row("L1", "구분 | 출원 | 증감률 | 등록", start=True),
    row("L2", "| 2025 상반기 | 2026 상반기 |  | 2025 상반기 | 2026 상반기"),
    row("L3", "특허 | 120,274 | 127,845 | 6.3 | 68,410 | 71,932"),
]
GRADES = [
    row("L1", "구분 | 2024년 | 2025년 | 증감(명)", start=True),
    row("L2", "| 인원 | 비율 | 인원 | 비율"),
    row("L3", "4급(보충역) | 21,345 | 9.4 | 21,802 | 9.9 | 457"),
    row("L4", "6급(병역면제) | 1,150 | 0.5 | 1,098 | 0.5 | △52"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("'26년 상반기 특허 등록은 71,932건이다 [L3].", FILINGS),
        ("2025년 상반기 특허 출원은 120,274건이었다 [L1][L3].", FILINGS),
        ("2025년 4급 판정 비율은 9.9%였다 [L1][L3].", GRADES),
        ("6급은 '24년 1,150명이었다 [L1][L4].", GRADES),
        ("2025년 6급은 1,098명으로 52명 줄었다 [L1][L4].", GRADES),
    ],
)
def test_periods_in_a_second_head_row_or_merged_over_two_cells_pass(
    draft: str, blocks: list
) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("'26년 상반기 특허 등록은 68,410건이다 [L3].", FILINGS),
        ("2026년 상반기 특허 출원은 120,274건이었다 [L1][L3].", FILINGS),
        ("2025년 4급 판정 비율은 9.4%였다 [L1][L3].", GRADES),
        ("6급은 '24년 1,098명이었다 [L1][L4].", GRADES),
    ],
)
def test_a_figure_of_another_period_under_such_heads_fails(draft: str, blocks: list) -> None:
    assert not check(draft, blocks).ok


def test_a_half_year_names_its_column_in_a_row_of_periods_under_merged_heads() -> None:
    titled = [
        {"anchor": "L9", "kind": "heading", "text": "2026년 상반기 지식재산권 출원 동향"},
        *FILINGS,
    ]
    assert check("'26년 상반기 특허 등록은 71,932건이다 [L3].", titled).ok
    # the title names the half, so only the column tells 68,410 is 2025's
    assert not check("'26년 상반기 특허 등록은 68,410건이다 [L3].", titled).ok


def test_a_month_without_its_year_takes_the_titles_year_under_two_years_heads() -> None:
    blocks = [
        {"anchor": "L1", "kind": "heading", "text": "2026년 11월 수출입 동향"},
        {"anchor": "L4", "kind": "paragraph", "text": "<표 1> 수출입 총괄 (단위: 억 달러, %)"},
        row("L2", "구분 | 2025년 11월 | 2026년 11월 | 증감률", start=True),
        row("L3", "일평균 수출 | 25.7 | 26.6 | 3.5"),
        {"anchor": "meta", "kind": "meta", "text": "Format: HTML. Title: 2026년 11월 수출입 동향"},
    ]
    assert check("11월 일평균 수출액은 26.6억 달러로 3.5% 늘었다 [L3].", blocks).ok
    report = check("11월 일평균 수출액은 25.7억 달러로 3.5% 늘었다 [L3].", blocks)
    assert [f.rule for f in report.findings] == ["GR-03"]  # one finding for the one figure


QUAKES = [
    row("L1", "구분 | 발생 횟수(회) | 최대 규모", start=True),
    row("L2", "| 2024년 동기 | 2025년"),
    row("L3", "해역 | 41 | 33 | M 3.9"),
]
CATCH = [
    {"anchor": "L1", "kind": "heading", "text": "2025년 3분기 누계 수산물 수출 동향"},
    {"anchor": "L2", "kind": "caption", "text": "(단위: 천 달러, 톤, %)"},
    row("L3", "품목 | 2024년 1~9월 | 2025년 1~9월 | 금액 증감률", start=True),
    row("L4", "| 물량 | 금액 | 물량 | 금액"),
    row("L5", "참치 | 151,200 | 418,190 | 146,300 | 405,200 | △3.1"),
    {"anchor": "meta", "kind": "meta", "text": "Title: 2025년 3분기 누계 수산물 수출 동향"},
]


def test_a_row_of_heads_with_a_unit_in_one_head_is_no_unit_line() -> None:
    draft = (
        "| 지역 | 2024년 동기 | 2025년 | 근거 |\n|---|---|---|---|\n"
        "| 해역 | 41회 | 33회 | [L2][L3] |"
    )
    report = check(draft, QUAKES)
    assert report.ok, report.format_text()
    assert not check("2025년 해역 지진은 40회였다 [L2][L3].", QUAKES).ok


def test_this_year_is_the_year_the_title_names() -> None:
    assert check("올해 1~9월 참치 수출 물량은 14만 6,300톤이었다 [L3][L5].", CATCH).ok
    assert not check("올해 1~9월 참치 수출 물량은 15만 1,200톤이었다 [L3][L5].", CATCH).ok


def test_a_year_from_a_row_of_years_under_merged_heads_is_lent() -> None:
    blocks = [
        {
            "anchor": "L1",
            "kind": "caption",
            "text": "<표 2> 시·도별 동물보호센터 (단위: 개소, 천 원)",
        },
        row("L2", "시·도 | 센터 수 | 운영 예산", start=True),
        row("L3", "| 2023 | 2024 | 2023 | 2024"),
        row("L4", "경기 | 28 | 31 | 9,126,300 | 10,084,720"),
    ]
    assert check("경기도 센터는 '24년 31개소다 [L4].", blocks).ok
    assert not check("경기도 센터는 '25년 31개소다 [L4].", blocks).ok
    # and that row holds each figure to its year's column
    assert not check("경기도 센터는 2024년 28개소다 [L4].", blocks).ok


HOLIDAY = [
    row("L1", "구분 | 9. 14.(토) | 9. 15.(일) | 9. 16.(월) | 9. 17.(화) | 9. 18.(수) | 일평균",
        start=True),
    row("L2", "문 여는 병·의원 | 27,766 | 3,009 | 3,254 | 1,785 | 3,840 | 7,931"),
]  # fmt: skip
MONTHS = [
    row("L1", "구분 | '23.3월 | 4월 | 6월 | 7월 | 8월 | 9월 | 10월", start=True),
    row("L2", "석유류 | -14.2 | -16.4 | -25.4 | -25.9 | -11.0 | -4.9 | -1.3"),
]


def test_a_days_figure_sits_under_that_days_head() -> None:
    assert check("연휴 마지막 날(18일) 문 여는 병·의원은 3,840곳이다 [L2].", HOLIDAY).ok
    assert not check("연휴 마지막 날(18일) 문 여는 병·의원은 3,254곳이다 [L2].", HOLIDAY).ok
    assert not check("9월 18일 문 여는 병·의원은 3,254곳이다 [L2].", HOLIDAY).ok


def test_each_of_several_months_takes_the_figure_written_after_it() -> None:
    assert check("석유류 하락 폭은 9월 -4.9%에서 10월 -1.3%로 줄었다 [L2].", MONTHS).ok
    assert not check("석유류 하락 폭은 9월 -11.0%에서 10월 -1.3%로 줄었다 [L2].", MONTHS).ok


STAY = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위: 분)"},
    row("L2", "구분 | 2019 | 2020", start=True),
    row("L3", "체류 시간 중앙값 | 231 | 188"),
]


def test_hours_and_minutes_with_a_hedge_and_a_bracketed_year_after_them() -> None:
    draft = "체류 시간 중앙값은 약 3시간 51분(2019년)에서 3시간 8분(2020년)으로 줄었다 [L3]."
    assert check(draft, STAY).ok, check(draft, STAY).format_text()
    assert not check(draft.replace("3시간 51분", "3시간 15분"), STAY).ok
    swapped = "체류 시간 중앙값은 3시간 8분(2019년)에서 약 3시간 51분(2020년)으로 늘었다 [L3]."
    assert not check(swapped, STAY).ok


def test_a_figure_a_head_over_the_cited_row_names_is_that_heads() -> None:
    blocks = [
        row("L1", "구분 | 65~69세 | 70대 | 80세 이상 | 계", start=True),
        row("L2", "참여자 수 | 198,420 | 667,500 | 164,080 | 1,030,000"),
    ]
    assert check("70대가 667,500명으로 가장 많았고 80세 이상은 16만 4,080명이다 [L2].", blocks).ok
    assert not check("60대가 667,500명으로 가장 많았다 [L2].", blocks).ok
    assert not check("75세 이상은 16만 4,080명이다 [L2].", blocks).ok


def test_years_in_the_second_row_of_heads_under_heads_of_as_many_cells_name_the_columns():
    # the first row of heads names the measure over each column (`일반건강검진` three times),
    # the row under it the years, cell for cell
    blocks = [
        row("L1", "연령대 | 일반건강검진 | 일반건강검진 | 일반건강검진 | 암검진", start=True),
        row("L2", "연령대 | 2023년 | 2024년 | 증감 | 2024년"),
        row("L3", "80세 이상 | 52.3 | 50.7 | △1.6 | 31.5"),
    ]
    assert check("80세 이상의 2024년 수검률은 50.7%였다 [L3].", blocks).ok
    assert check("80세 이상의 2023년 수검률은 52.3%였다 [L3].", blocks).ok
    # planted: the figure of the other year's column
    assert not check("80세 이상의 2024년 수검률은 52.3%였다 [L3].", blocks).ok


def test_a_draft_tables_year_heads_name_its_cells_years():
    blocks = [
        row("L15", "구분 | '24년 | '25년 | 증감", start=True),
        row("L17", "익수 사고(건) | 71 | 63 | △8"),
    ]
    table = "| 항목 | '24년 | '25년 | 근거 |\n|---|---|---|---|\n| 익수 사고 | {} | {} | [L17] |"
    assert check(table.format("71건", "63건"), blocks).ok
    # planted: the two years' figures swapped
    assert not check(table.format("63건", "71건"), blocks).ok


_SITES = [
    row("L19", "지점 | 서식지 면적 | 2024년 | 2025년 | 증감 | 증감률", start=True),
    row("L21", "논습지(B) | 12,600 | 860 | 912 | 52 | 6.0"),
    row("L22", "저수지 주변(C) | 9,800 | 530 | 468 | △62 | △11.7"),
]


def test_one_year_a_draft_tables_head_writes_with_its_measure_dates_its_cells() -> None:
    table = (
        "| 지점 | 2025년 개체 수 | 전년 대비 | 근거 |\n|---|---|---|---|\n"
        "| 논습지(B) | {} | +6.0% | L21 |\n| 저수지 주변(C) | {} | -11.7% | L22 |"
    )
    report = check(table.format("912", "468"), _SITES)
    assert report.ok, report.format_text()
    # planted: the year before's count under the head of 2025, in either row
    assert not check(table.format("860", "468"), _SITES).ok
    assert not check(table.format("912", "530"), _SITES).ok
    # a cell that names its own year or moves from the year before is not the head's alone
    moved = table.replace("2025년 개체 수", "2025년 개체 수(전년→올해)").format("860→912", "468")
    assert check(moved, _SITES).ok, check(moved, _SITES).format_text()


_MEALS = [
    para("L5", "□ 아동 급식 지원 단가를 1끼당 9,000원에서 9,500원으로 500원 올린다."),
    {"anchor": "L20", "kind": "caption", "text": "<참고 2> 급식 지원 단가 추이 (단위: 원)"},
    row("L21", "구분 | 2023년 | 2024년 | 2025년", start=True),
    row("L22", "급식 지원 단가 | 8,000 | 9,000 | 9,500"),
]


def test_a_year_one_clause_names_dates_no_figure_of_a_clause_citing_other_blocks() -> None:
    draft = (
        "급식 단가는 1끼 9,000원에서 9,500원으로 500원 오르고[L5], 2023년(8,000원)과 비교하면 "
        "2년 사이 1,500원 올랐다[L22]."
    )
    report = check(draft, _MEALS)
    assert report.ok, report.format_text()
    # planted: the year's own clause still holds its figure to the year's column
    assert not check("2023년 급식 단가는 9,000원이었다[L22].", _MEALS).ok


_FIRST_HALVES = [
    {"anchor": "L9", "kind": "caption", "text": "<표 1> 대여소별 대여 건수(상반기 기준)"},
    {"anchor": "L10", "kind": "caption", "text": "(단위: 건, %)"},
    row("L11", "대여소 | 2024년 대여 | 2025년 대여 | 증감 | 증감률", start=True),
    row("L12", "중앙점 | 9,800 | 11,270 | 1,470 | 15.0"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "The Central branch handled 11,270 rentals in H1 2025, up 1,470 (15.0%) [L11, L12].",
        "중앙점 대여는 2024년 상반기 9,800건에서 2025년 상반기 11,270건으로 늘었다 [L12].",
    ],
)
def test_a_half_the_caption_names_under_a_year_the_heads_name_passes(draft: str) -> None:
    report = check(draft, _FIRST_HALVES)
    assert report.ok and not report.findings, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the other half than the caption's
        "The Central branch handled 11,270 rentals in H2 2025 [L11, L12].",
        # planted: a year no head names
        "중앙점 대여는 2023년 상반기 9,800건이었다 [L12].",
    ],
)
def test_a_half_or_year_the_table_does_not_name_is_not_confirmed(draft: str) -> None:
    report = check(draft, _FIRST_HALVES)
    assert not report.ok or report.unconfirmed, report.format_text()


_PRICES_OF_TWO_YEARS = [
    row(
        "L20",
        "품목 | 출하량(전년) | 출하량(금년) | 증감률 | 평균가격(전년) | 평균가격(금년) | 증감률",
        start=True,
    ),
    row("L21", "장미 | 420 | 455 | 8.3 | 9,600 | 10,850 | 13.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("장미 평균가격은 속당 약 1만 1천 원으로 전년(9,600원)보다 13% 올랐음 [L21].", True),
        ("장미 평균가격은 10,850원으로 전년 대비 13.0% 상승 [L21].", True),
        # planted: the year before named as the head of the figure itself, or a base above a
        # level said to rise from it
        ("장미 전년 평균가격은 10,850원이었음 [L21].", False),
        ("장미 평균가격은 9,600원으로 전년(10,850원)보다 13% 올랐음 [L21].", False),
    ],
)
def test_the_year_before_as_a_base_tells_no_head_of_the_level(draft: str, passes: bool) -> None:
    report = check(draft, _PRICES_OF_TWO_YEARS)
    assert report.ok is passes, report.format_text()
