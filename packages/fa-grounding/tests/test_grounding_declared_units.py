"""Units a table declares once: counters and units of measure in a caption or a column head,
a row's own unit in its label, prices per unit, and rates that scale nothing."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

LIVESTOCK = [
    para("L1", "사육 마릿수 (단위: 천 마리, %)"),
    row("L2", "구분 | 2024 | 2025 | 증감 | 증감률", start=True),
    row("L3", "돼지 | 11,326 | 11,398 | 72 | 0.6"),
]
PORTS = [
    row("L1", "구분 | 부산항 | 인천항", start=True),
    row("L2", "입항 선박(척) | 1,830 | 592"),
    row("L3", "평균 체선시간(시간) | 38.1 | 17.0"),
    row("L4", "컨테이너(TEU) | 642,843 | 39,812"),
]
FUEL = [
    para("L1", "(단위: 원/ℓ)"),
    row("L2", "구분 | 이번 주 | 전주 대비", start=True),
    row("L3", "휘발유 | 1,730.9 | ▼2.2"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("돼지는 1,139만 8천 마리다 [L3].", LIVESTOCK),
        ("돼지는 7만 2천 마리 늘었다 [L3].", LIVESTOCK),
        ("인천항 평균 체선시간은 17시간이다 [L3].", PORTS),
        ("인천항 평균 체선시간은 1,020분이다 [L3].", PORTS),
        ("부산항 입항 선박은 1,830척이다 [L2].", PORTS),
        ("인천항 컨테이너는 3만 9,812TEU다 [L4].", PORTS),
        ("휘발유는 ℓ당 1,730.9원으로 2.2원 내렸다 [L3].", FUEL),
    ],
)
def test_a_figure_in_the_declared_unit_passes(draft: str, blocks: list) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("돼지는 1,139만 8천 톤이다 [L3].", LIVESTOCK),
        ("인천항 평균 체선시간은 17분이다 [L3].", PORTS),
        ("인천항 컨테이너는 3만 9,812톤이다 [L4].", PORTS),
        ("휘발유는 1,730.9ℓ다 [L3].", FUEL),
    ],
)
def test_a_figure_in_another_unit_than_the_declared_one_fails(draft: str, blocks: list) -> None:
    assert not check(draft, blocks).ok


def test_a_row_label_unit_is_that_rows_only() -> None:
    # `(척)` of L2 counts ships, and is not lent to L3's hours
    assert not check("인천항 입항 선박은 592시간이다 [L2].", PORTS).ok
    assert not check("인천항 평균 체선시간은 17분이다 [L2][L3].", PORTS).ok
    assert check("인천항은 592척, 체선시간 17시간이다 [L2][L3].", PORTS).ok


# A table titled with several units (`(단위: %; 건; 억원)`), a head binding one of them to its
# column, and a row whose label declares its own (`임금체불액(억원)`): that row is in 억원 in
# every column, not the n-th unit in the n-th column.
TITLED = [
    {"anchor": "r1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "고용률 및 임금체불 현황 (단위: %; 건; 억원)"},
    {"anchor": "r2", "kind": "table_row", "flags": ["table"],
     "text": "구분 | 2023년 | 2024년 | 2025년 상반기 | 전년대비 증감(%p·건)"},
    {"anchor": "r3", "kind": "table_row", "flags": ["table"],
     "text": "임금체불 신고 건수 | 142,011 | 150,387 | 78,204 | -3,112"},
    {"anchor": "r4", "kind": "table_row", "flags": ["table"],
     "text": "임금체불액(억원) | 17,845 | 20,448 | 10,017 | -"},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 체불액은 2조 448억 원이다 [r2][r4].",
        "2025년 상반기 체불액은 1조 17억 원이다 [r2][r4].",
        "2023년 체불액은 1조 7,845억 원이다 [r2][r4].",
        "2024년 신고는 15만 387건, 체불액은 2조 448억 원이다 [r2][r3][r4].",
    ],
)
def test_a_rows_own_unit_holds_in_every_column(draft: str) -> None:
    report = check(draft, TITLED)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 체불액은 2,448억 원이다 [r2][r4].",
        "2024년 체불액은 2조 448만 원이다 [r2][r4].",
        "2024년 체불액은 1조 7,845억 원이다 [r2][r4].",
    ],
)
def test_a_rows_own_unit_still_refuses_a_wrong_scale_or_column(draft: str) -> None:
    assert not check(draft, TITLED).ok


LINES = [
    {"anchor": "L1", "kind": "paragraph", "text": "<기술방식별 가입 회선> (단위: 천 회선, %)"},
    row("L2", "구분 | 2025.8월말 | 2025.9월말 | 증감 | 증감률", start=True),
    row("L3", "5G | 36,871 | 37,025 | 154 | 0.4"),
    {"anchor": "L4", "kind": "paragraph", "text": "<무선 데이터 트래픽> (단위: TB)"},
    row("L5", "구분 | 2025.7월 | 2025.8월", start=True),
    row("L6", "5G | 871,044 | 905,118"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "5G 회선은 8월말 3,687만 1천에서 9월말 3,702만 5천 회선으로 15만 4천 회선 늘었다 [L3].",
        "9월말 5G 회선은 약 3,703만 회선이다 [L1][L3].",
        "8월 5G 트래픽은 905,118TB였다 [L6].",
        "8월 5G 트래픽은 약 905PB였다 [L6].",
    ],
)
def test_a_declared_count_or_size_unit_reads_the_tables_figures(draft: str) -> None:
    report = check(draft, LINES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "9월말 5G 회선은 370만 2천 5백 회선이다 [L3].",
        "8월 5G 트래픽은 905,118GB였다 [L6].",
        "5G 회선은 15만 4천 회선 줄었다 [L3].",
    ],
)
def test_a_declared_count_or_size_unit_still_refuses_another_scale(draft: str) -> None:
    assert not check(draft, LINES).ok


TURNOUT = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위: 명, %)"},
    row("L2", "시·도 | 선거인수 | 투표자수 | 투표율 | 제8회 대비 증감(%p)", start=True),
    row("L3", "서울 | 8,301,452 | 4,764,933 | 57.4 | 4.2"),
    row("L4", "광주 | 1,195,416 | 719,641 | 60.2 | 22.5"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "광주 투표율은 60.2%로 제8회보다 22.5%p 올랐다 [L2][L4].",
        "| 서울 | 57.4% | +4.2%p | [L3] |",
        "서울 선거인수는 830만 1,452명이다 [L3].",
    ],
)
def test_a_rate_head_binds_its_column_beside_the_captions_units(draft: str) -> None:
    report = check(draft, TURNOUT)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "광주 투표율은 22.5% 올랐다 [L4].",
        "서울 투표율은 4.2% 올랐다 [L3].",  # the change is in %p
        "광주 투표율은 60.2%p다 [L4].",
    ],
)
def test_a_rate_heads_column_keeps_its_own_unit(draft: str) -> None:
    assert not check(draft, TURNOUT).ok


TRADE = [
    {"anchor": "L1", "kind": "paragraph", "text": "<표 1> 11월 수출입 총괄 (단위: 억 달러, %)"},
    row("L2", "구분 | 2025년 11월 | 2026년 11월 | 증감률", start=True),
    row("L3", "무역수지 | 24.2 | 64.5 | -"),
    row("L4", "수출 | 578.8 | 612.4 | 5.8"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2026년 11월 무역수지는 64.5억 달러 흑자였다 [L3].",
        "2025년 11월 무역수지는 24.2억 달러였다 [L3].",
        "2026년 11월 수출은 612.4억 달러로 5.8% 늘었다 [L4].",
    ],
)
def test_units_pair_with_value_cells_only_when_the_row_has_one_for_each(draft: str) -> None:
    report = check(draft, TRADE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    # (`64.5%` is not refused: a caption declaring two units does not say which column is in
    # which, so a bare cell may be either)
    [
        "2026년 11월 무역수지는 64.5만 달러였다 [L3].",
        "2026년 11월 무역수지는 46.5억 달러였다 [L3].",
    ],
)
def test_a_rows_figures_in_another_unit_still_fail(draft: str) -> None:
    assert not check(draft, TRADE).ok


EXCESS = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위: %, bp)"},
    row("L2", "구분 | 1분기 | 2분기 | 상반기 누적", start=True),
    row("L3", "기금 전체 수익률 | -0.18 | 5.62 | 5.43"),
    row("L4", "초과수익 | 17 | 13 | 30"),
    row("L5", "시도 | 발견율(‰) | 재학대 건수(건)", start=True),
    row("L6", "전북 | 5.10 | 112"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2분기 초과수익은 13bp였다 [L1][L2][L4].",
        "상반기 누적 초과수익은 0.30%p였다 [L1][L2][L4].",
        "전북의 발견율은 5.10‰였다 [L6].",
        "전북의 발견율은 0.51%였다 [L6].",
    ],
)
def test_basis_points_and_per_mille_a_table_declares_are_read(draft: str) -> None:
    report = check(draft, EXCESS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2분기 초과수익은 13%p였다 [L1][L2][L4].",
        "상반기 누적 초과수익은 3.0%p였다 [L1][L2][L4].",
        "전북의 발견율은 5.10%였다 [L6].",
    ],
)
def test_a_rate_of_another_scale_than_the_declared_one_fails(draft: str) -> None:
    assert not check(draft, EXCESS).ok


CHARGERS = [
    row("L1", "시·도 | 전기차(대) | 충전기(기) | 충전기 1기당 전기차(대)", start=True),
    row("L2", "서울 | 98,700 | 70,500 | 1.4"),
]


def test_a_base_in_any_counter_is_the_tables_not_a_figure() -> None:
    assert check("서울은 전기차 약 9.9만 대, 충전기 1기당 1.4대다 [L2].", CHARGERS).ok
    assert not check("서울은 충전기 2기당 1.4대다 [L2].", CHARGERS).ok
    assert not check("서울은 충전기 1기당 1.7대다 [L2].", CHARGERS).ok
    # a word that only begins with 당 is no base (`3명 당선`)
    blocks = [{"anchor": "L1", "text": "시의원 선거에서 5명이 당선되었다."}]
    assert not check("시의원 3명 당선 [L1].", blocks).ok


FEES = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위: 원, 국외 발급은 US$)"},
    {"anchor": "L2", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "종류 | 국내(원) | 국외(US$)"},
    {"anchor": "L3", "kind": "table_row", "flags": ["table"],
     "text": "복수여권 10년(58면) | 53,000 | 50"},
]  # fmt: skip


def test_a_head_naming_a_currency_alone_declares_its_column() -> None:
    draft = "10년 복수여권 수수료는 국내 5만 3천 원, 재외공관 신청 시 50달러입니다 [L3]."
    report = check(draft, FEES)
    assert report.ok, report.format_text()
    assert not check("재외공관 신청 시 수수료는 53달러입니다 [L3].", FEES).ok
    assert not check("국내 수수료는 50원입니다 [L3].", FEES).ok


AID = [
    row(
        "r1",
        "연도 | ODA 총액(백만 달러) | 양자 | 다자 | 양자 중 무상 | GNI 대비 ODA 비율(%) | "
        "전년 대비 증감률(%)",
        start=True,
    ),
    row("r2", "2024 | 3,940 | 3,071 | 869 | 1,915 | 0.22 | 25.9"),
]


def test_a_unit_on_the_first_column_of_figures_holds_for_the_parts_after_it() -> None:
    draft = "In 2024, bilateral ODA was USD 3,071 million, grants USD 1,915 million [r2]."
    report = check(draft, AID)
    assert report.ok, report.format_text()
    assert not check("2024년 양자 ODA는 3,071억 달러였다 [r2].", AID).ok
    # a rate's column keeps its own unit: 25.9 is no amount
    assert not check("2024년 증감액은 2,590만 달러였다 [r2].", AID).ok


WEIGHTS = [
    row("r1", "품목 | 가중치(천분비) | 지수(2020=100) | 전월비(%) | 전년동월비(%) | 기여도(%p)",
        start=True),
    row("r2", "외식 | 144.9 | 121.73 | 0.3 | 4.8 | 0.72"),
    row("r3", "휘발유 | 20.8 | 121.97 | 1.5 | △0.9 | △0.02"),
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "외식은 가중치 144.9‰로 1년 새 4.8% 올라 0.72%p를 기여했다 [r2].",
        "휘발유(가중치 약 21‰)는 전년동월비 0.9% 하락했다 [r3].",
        "외식의 가중치는 14.49%다 [r2].",
        "사과 물가지수는 121.73(2020=100)이다 [r2].",
    ],
)
def test_a_head_in_per_mille_and_an_index_base_are_read(draft: str) -> None:
    report = check(draft, WEIGHTS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "외식의 가중치는 144.9%다 [r2].",
        "휘발유의 가중치는 20.8%다 [r3].",
        "외식 물가지수는 121.73(2015=100)이다 [r2].",
    ],
)
def test_a_per_mille_read_as_a_percent_or_another_base_year_fails(draft: str) -> None:
    assert not check(draft, WEIGHTS).ok


def test_a_measure_written_with_its_unit_is_not_read_in_the_tables_declared_unit() -> None:
    blocks = [
        {"anchor": "L1", "kind": "caption", "text": "<표 2> 리콜 내역 (단위: 대)"},
        {"anchor": "L2", "kind": "table_row", "text": "차종 | 대수 | 결함 내용",
         "flags": ["table", "table_start"]},
        {"anchor": "L3", "kind": "table_row", "text": "아이오닉 6 | 21,907 | 12V 배터리 충전 불가",
         "flags": ["table"]},
    ]  # fmt: skip
    assert check("아이오닉 6은 21,907대, 12V 배터리 충전 불가 결함이다 [L3].", blocks).ok
    assert not check("아이오닉 6은 21,907대, 24V 배터리 충전 불가 결함이다 [L3].", blocks).ok


# a caption under its table (`<표 3> ... (단위: 억 원)` after the last row), then a heading
FINES_BELOW = [
    row("L1", "법률 | 2023년 | 2024년", start=True),
    row("L2", "공정거래법 | 6,215 | 3,847"),
    row("L3", "하도급법 | 412 | 286"),
    {"anchor": "L4", "kind": "caption", "text": "<표 3> 법률별 과징금 (단위: 억 원)"},
    para("L5", "4. 처리 기간"),
]
# two tables with captions over them: the second caption is not the first table's
CAPTIONS_ABOVE = [
    {"anchor": "L1", "kind": "caption", "text": "<표 1> 건수"},
    row("L2", "법률 | 2024년", start=True),
    row("L3", "공정거래법 | 3,847"),
    {"anchor": "L4", "kind": "caption", "text": "<표 2> 과징금 (단위: 억 원)"},
    row("L5", "법률 | 2024년", start=True),
    row("L6", "하도급법 | 286"),
]


@pytest.mark.parametrize(
    "draft",
    ["'24년 공정거래법 과징금은 3,847억 원이다 [L2].", "하도급법 과징금은 286억 원이다 [L3][L4]."],
)
def test_a_caption_under_its_table_declares_the_tables_unit(draft: str) -> None:
    report = check(draft, FINES_BELOW)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    ["공정거래법 과징금은 3,847만 원이다 [L2].", "공정거래법 과징금은 3,847백만 원이다 [L2]."],
)
def test_another_unit_than_the_caption_under_the_table_declares_fails(draft: str) -> None:
    assert not check(draft, FINES_BELOW).ok


def test_a_caption_over_the_next_table_declares_nothing_for_the_table_above_it() -> None:
    assert not check("공정거래법 과징금은 3,847억 원이다 [L3].", CAPTIONS_ABOVE).ok
    assert check("하도급법 과징금은 286억 원이다 [L6].", CAPTIONS_ABOVE).ok


def test_a_bracket_naming_no_unit_leaves_the_captions_unit_to_the_figures() -> None:
    blocks = [
        {"anchor": "L1", "kind": "caption", "text": "<표 1> 연령별 월 지원금액 (단위: 만 원)"},
        row("L2", "연령(개월) | 부모급여(가정양육) | 부모급여(어린이집) | 아동수당", start=True),
        row("L3", "0~11개월 | 100 | 보육료 바우처 58.4 + 현금 41.6 | 10"),
    ]
    report = check("0~11개월은 바우처 58.4만 원과 현금 41.6만 원이다 [L3].", blocks)
    assert report.ok, report.format_text()
    assert not check("0~11개월은 바우처 58.4만 원과 현금 41.6천 원이다 [L3].", blocks).ok
    assert not check("0~11개월 아동수당은 10개월이다 [L3].", blocks).ok


def test_a_row_label_in_days_reads_its_cells_as_days_beside_a_caption_of_counts() -> None:
    blocks = [
        {"anchor": "L1", "kind": "caption", "text": "<표 1> 연도별 처리 현황 (단위: 건, %)"},
        row("L2", "구분 | 2023년 | 2024년", start=True),
        row("L3", "처리 계 | 4,214 | 4,087"),
        row("L4", "평균 처리기간(일) | 127 | 112"),
    ]
    assert check("평균 처리기간은 112일(전년 127일)이다 [L4].", blocks).ok
    assert not check("평균 처리기간은 121일이다 [L4].", blocks).ok
    assert not check("평균 처리기간은 112개월이다 [L4].", blocks).ok


def test_a_count_written_with_its_own_counter_keeps_it_under_a_declared_unit():
    # `4회` under `(정원 단위: 명)` is the fourth session, not four people
    blocks = [
        {"anchor": "L11", "kind": "caption", "text": "<표 1> 교육 일정 (정원 단위: 명)"},
        {"anchor": "L12", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "회차 | 교육일 | 정원"},
        {"anchor": "L16", "kind": "table_row", "flags": ["table"],
         "text": "4회(야간) | 2025. 9. 17.(수) | 30"},
    ]  # fmt: skip
    assert check("야간반(4회차)은 9월 17일이다 [L16].", blocks).ok
    # planted: another session
    assert not check("야간반(5회차)은 9월 17일이다 [L16].", blocks).ok


RATES_AND_POINTS = [
    {"anchor": "L11", "kind": "caption", "text": "<표 1> 대상별 과의존위험군 비율 (단위: %, %p)"},
    {"anchor": "L13", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 2023년 | 2024년 | 전년 대비 증감"},
    {"anchor": "L14", "kind": "table_row", "flags": ["table"], "text": "전체 | 23.1 | 23.4 | 0.3"},
    {"anchor": "L15", "kind": "table_row", "flags": ["table"],
     "text": "유아동 | 26.6 | 25.7 | △0.9"},
]  # fmt: skip


def test_a_table_declaring_per_cent_and_points_gives_points_to_its_change_column() -> None:
    assert check("전체 비율은 23.4%로 전년 대비 0.3%p 상승했다 [L14].", RATES_AND_POINTS).ok
    assert check("유아동은 25.7%로 0.9%p 낮아졌다 [L15].", RATES_AND_POINTS).ok
    # planted: the change in per cent, and a level in points
    assert not check("전체 비율은 23.4%로 전년 대비 0.3% 상승했다 [L14].", RATES_AND_POINTS).ok
    assert not check("전체 비율은 23.4%p다 [L14].", RATES_AND_POINTS).ok


def test_points_go_to_a_change_column_named_in_a_lower_row_of_heads() -> None:
    blocks = [
        RATES_AND_POINTS[0],
        {"anchor": "L12", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "구분 | 2023년 | 2024년 | 전년 대비"},
        {"anchor": "L13", "kind": "table_row", "flags": ["table"],
         "text": "구분 | 과의존위험군 | 과의존위험군 | 증감"},
        {"anchor": "L14", "kind": "table_row", "flags": ["table"],
         "text": "전체 | 23.1 | 23.4 | 0.3"},
    ]  # fmt: skip
    assert check("전체 비율은 23.4%로 전년 대비 0.3%p 상승했다 [L14].", blocks).ok
    assert not check("전체 비율은 23.4%로 전년 대비 0.3% 상승했다 [L14].", blocks).ok


def test_units_listed_for_rows_are_not_given_to_columns_of_years() -> None:
    # `(단위: 건, 억 원, 만 원, %)` over `'22년 | '23년 | '24년 | 증감률`: as many units as value
    # cells, but columns of years measure one thing each row; the units are the rows'
    blocks = [
        {"anchor": "L20", "kind": "caption", "text": "<참고> 현황 (단위: 건, 억 원, 만 원, %)"},
        {"anchor": "L21", "kind": "table_row", "text": "구분 | '22년 | '23년 | '24년 | 증감률",
         "flags": ["table", "table_start"]},
        {"anchor": "L23", "kind": "table_row", "text": "피해액 | 1,451 | 1,965 | 2,210 | 12.5",
         "flags": ["table"]},
    ]  # fmt: skip
    draft = "'22년 1,451억 원이던 피해액은 '24년 2,210억 원까지 불어났다 [L23]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: a figure the row does not hold, in any of the declared units
    assert not check(draft.replace("2,210억", "2,310억"), blocks).ok


def test_a_change_column_under_units_with_counts_holds_points() -> None:
    blocks = [
        {"anchor": "L18", "kind": "caption", "text": "<표 2> 소음 유형별 비중 (단위: 건, %, %p)"},
        {"anchor": "L19", "kind": "table_row", "text": "유형 | 건수 | 비중 | 2023년 비중 | 증감",
         "flags": ["table", "table_start"]},
        {"anchor": "L20", "kind": "table_row", "text": "걷는 소리 | 4,413 | 67.0 | 67.9 | △0.9",
         "flags": ["table"]},
    ]  # fmt: skip
    draft = "걷는 소리는 4,413건으로 비중은 67.0%로 전년(67.9%)보다 0.9%p 낮아졌다 [L20]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: the points written as per cent
    assert not check(draft.replace("0.9%p", "0.9%"), blocks).ok


def test_a_change_of_a_named_rate_beside_a_change_of_counts_holds_points() -> None:
    # `인용률 증감` is a change of a rate, in points; `처리 증감` a change of counts, in 건
    blocks = [
        {"anchor": "L7", "kind": "caption", "text": "<표 1> 분야별 현황 (단위: 건, %, %p)"},
        {"anchor": "L8", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "분야 | 처리 건수 | 인용률 | 처리 증감 | 인용률 증감"},
        {"anchor": "L11", "kind": "table_row", "flags": ["table"],
         "text": "영업정지 | 2,418 | 19.6 | 157 | △0.7"},
    ]  # fmt: skip
    draft = "영업정지는 처리 건수가 157건 늘었지만 인용률은 19.6%로 0.7%p 낮아졌다 [L11]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("0.7%p", "0.7%"), blocks).ok


_BACKLOG = [
    {"anchor": "L20", "kind": "caption", "text": "<표 2> 주요국 수주잔량 비교 (단위: 만 CGT, %)"},
    row("L21", "국가 | '24.6월 말 | '25.6월 말 | 증감률 | 점유율", start=True),
    row("L24", "일본 | 1,145 | 1,032 | △9.9 | 6.7"),
]


def test_a_declared_scale_over_a_unit_fa_does_not_know_still_scales_the_cells() -> None:
    draft = "일본의 수주잔량은 1,032만 CGT로 9.9% 줄어 점유율이 6.7%에 그쳤다[L24]."
    report = check(draft, _BACKLOG)
    assert report.ok, report.format_text()
    # planted: a changed digit, another scale, a unit of another dimension
    for wrong in ("1,023만 CGT", "1,032천 CGT", "1,032만 톤"):
        assert not check(draft.replace("1,032만 CGT", wrong), _BACKLOG).ok, wrong


_FESTIVALS = [
    {"anchor": "L5", "kind": "caption", "text": "<표 1> 축제별 방문객 (단위: 만 명, %, 억 원)"},
    row("L6", "축제명 | 개최 기간 | 방문객 | 외국인 비율 | 경제적 파급효과", start=True),
    row("L7", "화천산천어축제 | 1. 4.(토)~1. 26.(일) | 128 | 9.6 | 1,124"),
    row("L8", "보령머드축제 | 7. 18.(금)~8. 3.(일) | 96 | 15.2 | 1,385"),
]


def test_a_weekday_in_brackets_after_a_date_declares_no_unit() -> None:
    # `1. 26.(일)`: Sunday, not a unit of days over the row's figures
    draft = "화천산천어축제 방문객은 128만 명, 보령머드축제는 96만 명이었다 [L7, L8]."
    report = check(draft, _FESTIVALS)
    assert report.ok, report.format_text()
    assert not check(draft.replace("128만", "182만"), _FESTIVALS).ok


def test_a_column_total_is_read_in_the_unit_the_caption_declares() -> None:
    # 128 and 96 under (단위: 만 명, ...): together 224만 명, computed, so unconfirmed
    draft = "두 축제의 방문객은 합계 224만 명이다 [L7, L8]."
    report = check(draft, _FESTIVALS)
    assert report.ok and report.unconfirmed, report.format_text()
    assert not check(draft.replace("224만", "314만"), _FESTIVALS).ok


_PRICES = [
    {"anchor": "L26", "kind": "caption", "text": "<표 3> 소매가격 (단위: 원/포기, 원/개, %)"},
    row("L27", "품목 | 단위 | '23년 | '24년 | 전년 대비", start=True),
    row("L30", "배추(9월) | 포기 | 6,050 | 9,320 | 54.0"),
]


def test_a_unit_column_naming_what_a_price_is_per_keeps_the_price() -> None:
    # `원/포기` over a row whose 단위 cell is `포기`: the cells are 원 per 포기
    draft = "9월 배추 소매가격은 포기당 9,320원으로 전년(6,050원) 대비 54.0% 올랐다 [L27, L30]."
    report = check(draft, _PRICES)
    assert report.ok, report.format_text()
    assert not check(draft.replace("9,320원", "9,230원"), _PRICES).ok


REGISTRATION_FEES = [
    {"anchor": "L1", "kind": "paragraph", "text": "<표 2> 상표 설정등록료 (단위: 원)"},
    {
        "anchor": "L2",
        "kind": "table_row",
        "text": "구분 | 1개 류당 금액 | 납부 시기",
        "flags": ["table", "table_start"],
    },
    {
        "anchor": "L3",
        "kind": "table_row",
        "text": "설정등록료(10년분) | 211,000 | 송달일부터 2개월 이내",
        "flags": ["table"],
    },
]


def test_a_count_of_years_worth_in_a_rows_label_declares_no_unit() -> None:
    assert check("10년분 설정등록료는 211,000원이다[L3].", REGISTRATION_FEES).ok
    assert not check("10년분 설정등록료는 221,000원이다[L3].", REGISTRATION_FEES).ok


REMOVALS = [
    para("L1", "(단위: ㎡, 톤)"),
    row("L2", "시군 | 철거 면적 | 처리량", start=True),
    row("L3", "영동군 | 18,330 | 302"),
    para("L4", "(단위: ha, 시간·분, 대)"),
    row("L5", "발생 일시 | 발생 장소 | 피해 면적 | 진화 소요 시간 | 투입 헬기", start=True),
    row("L6", "3. 22.(토) 13:40 | 경북 ○○군 | 187.3 | 21시간 40분 | 34"),
    para("L7", "(단위: 억 원, %, 개소, 만 톤)"),
    row("L8", "연도 | 사업비 | 증감률 | 착수 개소 | 흡수량", start=True),
    row("L9", "2020 | 612 | - | 5 | 23.1"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "영동군은 1만 8,330㎡를 철거해 302톤을 처리했다 [L3].",
        "피해 면적은 187.3ha, 투입 헬기는 34대였다 [L6].",
        "2020년 사업비는 612억 원, 흡수량은 23.1만 톤이었다 [L9].",
    ],
)
def test_units_of_different_kinds_go_to_their_own_value_cells(draft: str) -> None:
    report = check(draft, REMOVALS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "영동군 철거 면적은 18,330톤이었다 [L3].",
        "영동군 처리량은 302㎡였다 [L3].",
    ],
)
def test_a_cell_given_the_unit_of_the_other_column_fails(draft: str) -> None:
    assert not check(draft, REMOVALS).ok


INTEGRITY = [
    para("L1", "(단위: 점)"),
    row("L2", "구분 | 2023년 | 2024년 | 증감 | 증감률", start=True),
    row("L3", "종합청렴도 | 78.6 | 83.9 | +5.3 | 6.7"),
]


def test_a_change_column_of_a_table_in_points_holds_points_not_per_cent() -> None:
    assert check("종합청렴도는 83.9점으로 5.3점 높아졌다 [L3].", INTEGRITY).ok
    assert not check("종합청렴도는 83.9점으로 5.3% 높아졌다 [L3].", INTEGRITY).ok
    # a rate of change under its own head may still be a rate the table does not declare
    report = check("종합청렴도는 83.9점으로 6.7% 높아졌다 [L3].", INTEGRITY)
    assert report.ok, report.format_text()


DUST = [
    para("L1", "(단위: ㎍/㎥, %)"),
    row("L2", "구분 | 도시숲 내부 | 인근 도심 | 저감률", start=True),
    row("L3", "미세먼지(PM10) | 31.2 | 42.5 | 26.6"),
]


def test_a_unit_per_a_unit_in_a_caption_is_one_unit_not_two() -> None:
    for draft in (
        "PM10 was 31.2 µg/m³ inside the forest against 42.5 µg/m³ in the city [L3].",
        "도시숲 내부 미세먼지는 31.2㎍/㎥로 26.6% 낮았다 [L3].",
    ):
        assert check(draft, DUST).ok, check(draft, DUST).format_text()
    # planted: another concentration, or a mass alone, still fails
    assert not check("도시숲 내부 미세먼지는 31.2㎎/㎥였다 [L3].", DUST).ok
    assert not check("도시숲 내부 미세먼지는 32.1㎍/㎥였다 [L3].", DUST).ok


_WEDDINGS = [
    {"anchor": "L19", "kind": "caption", "text": "단위: 건, %"},
    row("L20", "연도 | 예식 건수 | 전년 대비 증감률", start=True),
    row("L22", "2022년 | 803 | 31.2"),
    row("L23", "2023년 | 1,046 | 30.3"),
]


def test_a_cell_a_caption_binds_to_per_cent_is_no_change_in_points() -> None:
    draft = "2023년 예식 건수는 1,046건으로 전년 대비 30.3% 증가했다 [L23]."
    assert check(draft, _WEDDINGS).ok, check(draft, _WEDDINGS).format_text()
    assert check("2023년 증감률은 30.3이다 [L23].", _WEDDINGS).ok
    # planted: the change in per cent written in points
    wrong = check(draft.replace("30.3%", "30.3%p"), _WEDDINGS)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()


_REVENUE = [
    para("L35", "표 3. 연도별 외국인 환자 진료 수입"),
    para("L36", "(단위: 억 원, 만 원, %)"),
    row("L37", "연도 | 진료 수입 | 전년 대비 증감률 | 1인당 진료비", start=True),
    row("L38", "2022년 | 4,180 | - | 168"),
    row("L39", "2023년 | 7,460 | 78.5 | 133"),
    row("L40", "2024년 | 12,120 | 62.5 | 123"),
]


def test_a_captions_rate_goes_to_the_column_a_head_of_a_rate_heads_whatever_its_order() -> None:
    # the caption lists 억 원, 만 원, % but the rate's column is the second of three
    draft = (
        "1인당 진료비는 2022년 168만 원, 2023년 133만 원, 2024년 123만 원으로 해마다 "
        "하락했다 [L38, L39, L40]. 진료 수입은 2024년에 62.5% 늘어 1조 2,120억 원이었다 [L40]."
    )
    report = check(draft, _REVENUE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the rate's cell in the unit of the column after it, and the reverse
        "2024년 1인당 진료비는 62.5만 원이었다 [L40].",
        "2024년 진료 수입 증감률은 123%였다 [L40].",
        "2024년 진료 수입은 12,120만 원이었다 [L40].",
    ],
)
def test_a_cell_read_in_a_unit_its_columns_head_does_not_take_fails(draft: str) -> None:
    assert not check(draft, _REVENUE).ok, check(draft, _REVENUE).format_text()


_BUDGET = [
    para(
        "L9",
        "다. 총 지원 예산: 1,280백만 원(교육 운영 420백만 원, 박람회 참가 지원 560백만 원, "
        "상품 개발 300백만 원)",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "총 1,280백만 원(교육 운영 420, 박람회 참가 지원 560, 상품 개발 300) [L9]",
        "예산은 1,280백만 원(교육 420, 박람회 560)이다 [L9].",
    ],
)
def test_bare_parts_in_brackets_after_an_amount_take_its_unit(draft: str) -> None:
    report = check(draft, _BUDGET)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a part with a digit changed, the parts still within the whole
        "총 1,280백만 원(교육 운영 410, 박람회 참가 지원 560, 상품 개발 300) [L9]",
        # planted: parts that add up to more than the whole take no unit from it
        "총 1,280백만 원(교육 운영 420, 박람회 참가 지원 960) [L9]",
        # planted: a bare number alone in brackets is no list of parts
        "총 1,280백만 원(420) [L9]",
    ],
)
def test_bare_parts_in_brackets_not_in_the_block_still_fail(draft: str) -> None:
    assert not check(draft, _BUDGET).ok, check(draft, _BUDGET).format_text()


INSPECTIONS = [
    para("L1", "<표 1> 시설 유형별 점검 결과"),
    para("L2", "(단위: 호·세대·개소, %, %p)"),
    row("L3", "구분 | 점검 대상 | 부적합 | 부적합률 | 전년 부적합률 | 증감", start=True),
    row("L4", "단독주택(호) | 412,300 | 38,760 | 9.4 | 10.2 | -0.8"),
    row("L5", "다중이용시설 소계(개소) | 143,500 | 16,373 | 11.4 | 12.2 | -0.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("다중이용시설 부적합률은 11.4%로 0.8%p 낮아졌습니다 [L5].", True),
        ("Detached houses: 9.4%, 0.8 percentage points below 10.2% [L4].", True),
        ("다중이용시설 143,500개소를 점검했습니다 [L5].", True),
        ("다중이용시설 부적합률은 11.4%로 0.9%p 낮아졌습니다 [L5].", False),
        ("다중이용시설 부적합률은 0.8% 낮아졌습니다 [L5].", False),
        ("다중이용시설 부적합률은 11.4%로 0.8%p 높아졌습니다 [L5].", False),
    ],
)
def test_a_rows_own_counter_leaves_the_tables_rates_to_its_columns(
    draft: str, passes: bool
) -> None:
    assert check(draft, INSPECTIONS).ok is passes


SESSIONS = [
    para("L20", "(단위: 일, 회, 명)"),
    row("L21", "구분 | 운영일 | 회차 | 정원", start=True),
    row("L22", "계 | 14 | 28 | 1,120"),
]


def test_an_ordinal_of_sessions_counts_the_sessions_a_table_counts_in_its_unit() -> None:
    assert check("하반기 천체관측은 총 14일간 28회차, 정원 1,120명으로 운영함 [L22].", SESSIONS).ok
    # planted: another count of sessions, and the count read as days, still fail
    assert not check("하반기 천체관측은 총 27회차로 운영함 [L22].", SESSIONS).ok
    assert not check("하반기 천체관측은 총 28일간 운영함 [L22].", SESSIONS).ok


_BASIS = [
    {"anchor": "L35", "kind": "caption", "text": "(단위: 천 원)"},
    row("L36", "항목 | 산출 근거 | 금액", start=True),
    row("L37", "강사비 | 시간당 50,000원 × 2시간 × 56회 | 5,600"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # an amount a cell writes with its own currency word keeps it under the table's unit
        ("강사비는 시간당 5만 원이다 [L37].", True),
        ("Instructors are paid KRW 50,000 an hour [L37].", True),
        ("강사비 총액은 560만 원이다 [L37].", True),
        # planted: the total's bare cell read in won as written, and another hourly rate
        ("강사비 총액은 5,600원이다 [L37].", False),
        ("강사비는 시간당 6만 원이다 [L37].", False),
    ],
)
def test_an_amount_with_its_own_currency_word_keeps_it_under_a_tables_unit(
    draft: str, passes: bool
) -> None:
    report = check(draft, _BASIS)
    assert report.ok is passes, report.format_text()


_CROWDS = [
    {"anchor": "L24", "kind": "caption", "text": "(단위: 명, 명/㎡)"},
    row("L25", "일자 | 최대 동시 인원 | 발생 시각 | 최대 밀집도", start=True),
    row("L26", "10. 3.(금) | 21,400 | 20:10 | 3.1"),
    row("L28", "10. 5.(일) | 18,900 | 19:50 | 2.7"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `(일)` after a date is Sunday, no unit of the row's figures
        ("금요일 약 2만 1천 명, 일요일 약 1만 9천 명이었다 [L26, L28].", True),
        ("일요일 최대 동시 인원은 18,900명이었다 [L28].", True),
        # planted: a count beyond what the hedge allows
        ("일요일 최대 동시 인원은 약 2만 5천 명이었다 [L28].", False),
    ],
)
def test_a_weekday_in_brackets_after_a_row_date_is_no_unit(draft: str, passes: bool) -> None:
    report = check(draft, _CROWDS)
    assert report.ok is passes, report.format_text()


_FEES = [
    {"anchor": "L20", "kind": "caption", "text": "(단위: 시간, 원)"},
    row("L21", "구분 | 유모차 | 휠체어", start=True),
    row("L22", "1회 대여 시간 | 4 | 6"),
    row("L23", "연체료(30분당) | 500 | 300"),
    row("L24", "1일 연체료 상한 | 10,000 | 5,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # units listed one a row (`시간`, then `원`), though there are as many as value columns:
        # a row whose label names money is in won in every column
        ("유모차 연체료 상한은 1일 10,000원, 휠체어는 5,000원이다 [L24].", True),
        ("Strollers are lent for 4 hours and wheelchairs for 6 [L22].", True),
        # planted: a fee in another unit, and a wrong amount
        ("유모차 연체료 상한은 1일 10,000시간이다 [L24].", False),
        ("유모차 연체료 상한은 1일 12,000원이다 [L24].", False),
    ],
)
def test_units_a_row_label_names_are_the_rows_not_the_columns(draft: str, passes: bool) -> None:
    report = check(draft, _FEES)
    assert report.ok is passes, report.format_text()


_AGE_SHARES = [
    para("L24", "(단위: 명, %, %p)"),
    row(
        "L25",
        "연령대 | 2024년 인원 | 2024년 비중 | 2025년 인원 | 2025년 비중 | 비중 증감",
        start=True,
    ),
    row("L28", "70~74세 | 19 | 33.9 | 24 | 38.7 | 4.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("70~74세는 24명, 비중 38.7%로 전년 대비 4.8%p 상승함 [L28].", True),
        ("70~74세는 2024년 19명에서 2025년 24명으로 늘었다 [L28].", True),
        # planted: a change of a share in points written in per cent
        ("70~74세 비중은 38.7%로 전년 대비 4.8% 상승함 [L28].", False),
        # planted: a count of people read as a share
        ("70~74세 비중은 24%였다 [L28].", False),
    ],
)
def test_a_change_of_a_share_beside_counts_is_in_points_and_counts_in_people(
    draft: str, passes: bool
) -> None:
    assert check(draft, _AGE_SHARES).ok is passes
