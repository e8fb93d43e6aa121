"""Tables as fa reads spreadsheets and CSV files: one table holding its own title, unit line and
heads, and sparse rows that name their columns by letter (`B: 1,234 | D: 5.6%`)."""

from __future__ import annotations

from fa_grounding import check

_SHEET = [
    {
        "anchor": "r1",
        "kind": "table_row",
        "text": "2025년 상반기 시설 공사 계약 현황",
        "flags": ["table", "heading", "table_start"],
    },
    {"anchor": "r2", "kind": "table_row", "text": "(단위: 건 | 백만원)", "flags": ["table"]},
    {
        "anchor": "r3",
        "kind": "table_row",
        "text": "구분 | 방법 | 1분기 건수 | 1분기 금액 | 2분기 건수 | 2분기 금액",
        "flags": ["table"],
    },
    {
        "anchor": "r4",
        "kind": "table_row",
        "text": "공사 | 일반경쟁 | 14 | 9,120 | 17 | 11,340",
        "flags": ["table"],
    },
    {
        "anchor": "r5",
        "kind": "table_row",
        "text": "B: 수의계약 | C: 41 | D: 1,310 | E: 52 | F: 1,775",
        "flags": ["table"],
    },
    {"anchor": "meta", "kind": "meta", "text": "Format: CSV. Grade: A. Blocks: 5."},
]


def _errors(draft: str, blocks: list[dict[str, object]]) -> list[str]:
    return [f.rule for f in check(draft, blocks).errors]


def test_a_unit_line_whose_units_a_reader_split_into_cells_declares_them() -> None:
    assert _errors("공사 일반경쟁 1분기 계약은 91억 2천만 원이었다 [r4].", _SHEET) == []
    assert _errors("공사 일반경쟁 1분기 계약은 912억 원이었다 [r4].", _SHEET) == ["GR-03"]


def test_the_heads_are_the_row_after_the_title_and_the_unit_line() -> None:
    assert _errors("2분기 공사 일반경쟁 계약은 17건이었다 [r4].", _SHEET) == []
    # the figure of the neighbouring quarter's column is still refused
    assert _errors("1분기 공사 일반경쟁 계약은 17건이었다 [r4].", _SHEET) != []


def test_a_sparse_row_is_read_by_its_column_letters() -> None:
    assert _errors("수의계약은 2분기에 52건, 17억 7,500만 원이었다 [r5].", _SHEET) == []
    assert _errors("수의계약은 1분기에 52건이었다 [r5].", _SHEET) != []
    # the group label merged above (`공사`) reaches the sparse row's empty first column
    assert _errors("공사 수의계약은 1분기 41건이었다 [r5].", _SHEET) == []


def test_a_semicolon_separates_declared_units_too() -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "<표 3> 시도별 현황 (단위: 명; %)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "구분 | 인원 | 비율",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L3", "kind": "table_row", "text": "서울 | 1,250 | 12.5", "flags": ["table"]},
    ]
    assert _errors("서울은 1,250명, 12.5%였다 [L3].", blocks) == []


def test_a_rate_base_given_by_the_tables_unit_line_is_the_rows_own() -> None:
    blocks = [
        {
            "anchor": "L1",
            "kind": "paragraph",
            "text": "<표 2> 주별 의사환자 분율 (단위: 외래환자 1,000명당 명)",
        },
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "구분 | 제40주 | 제41주",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L3", "kind": "table_row", "text": "올 절기 | 7.2 | 8.8", "flags": ["table"]},
    ]
    assert _errors("제41주 의사환자 분율은 외래환자 1,000명당 8.8명이다 [L3].", blocks) == []
    # a base the table does not give is refused
    assert _errors("제41주 의사환자 분율은 외래환자 100명당 8.8명이다 [L3].", blocks) == ["GR-03"]


def test_a_decrease_one_cited_row_writes_is_not_refused_for_anothers_rise() -> None:
    blocks = [
        {
            "anchor": "L1",
            "kind": "table_row",
            "text": "감염병 | 이번 주 | 전주 대비 증감",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L2", "kind": "table_row", "text": "A형간염 | 38 | △3", "flags": ["table"]},
        {"anchor": "L3", "kind": "table_row", "text": "쯔쯔가무시증 | 12 | 3", "flags": ["table"]},
    ]
    assert _errors("A형간염 38건(3건 감소) [L2], 쯔쯔가무시증 12건(3건 증가) [L3].", blocks) == []
    # the unsigned cell alone, said to fall, is still refused
    assert _errors("쯔쯔가무시증은 3건 감소했다 [L3].", blocks) == ["GR-03"]


def test_a_year_head_of_a_school_or_fiscal_year_names_its_column() -> None:
    blocks = [
        {
            "anchor": "L1",
            "kind": "table_row",
            "text": "구분 | 충원율 2024학년도 | 충원율 2025학년도",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L2", "kind": "table_row", "text": "전문대학 | 87.9 | 85.2", "flags": ["table"]},
    ]
    assert _errors("전문대학의 2025학년도 충원율은 85.2%다 [L2].", blocks) == []
    assert _errors("전문대학의 '24학년도 충원율은 87.9%다 [L2].", blocks) == []
    assert _errors("전문대학의 2025학년도 충원율은 87.9%다 [L2].", blocks) == ["GR-03"]


def test_a_title_of_one_cell_names_no_column_of_the_rows_below() -> None:
    blocks = [
        {
            "anchor": "r1",
            "kind": "table_row",
            "text": "주간 발생 현황 (2025년 제14주)",
            "flags": ["table", "table_start"],
        },
        {
            "anchor": "r2",
            "kind": "table_row",
            "text": "감염병 | 이번 주 | 누계(1~14주)",
            "flags": ["table"],
        },
        {"anchor": "r3", "kind": "table_row", "text": "수두 | 1,187 | 9,843", "flags": ["table"]},
    ]
    assert _errors("수두는 이번 주 14건이었다 [r3].", blocks) == ["GR-03"]


_UNIT_COLUMN = [
    {
        "anchor": "r1",
        "kind": "table_row",
        "text": "구분 | 단위 | 2024년 1분기 | 2025년 1분기",
        "flags": ["table", "table_start"],
    },
    {
        "anchor": "r2",
        "kind": "table_row",
        "text": "재해자 수 | 명 | 31,402 | 32,877",
        "flags": ["table"],
    },
    {
        "anchor": "r3",
        "kind": "table_row",
        "text": "근로손실일수 | 천일 | 13,950 | 14,310",
        "flags": ["table"],
    },
]


def test_a_unit_column_gives_each_row_its_unit() -> None:
    assert _errors("2025년 1분기 근로손실일수는 약 1,431만 일이었다 [r3].", _UNIT_COLUMN) == []
    # the row's figure without its unit's scale is another amount
    assert _errors("2025년 1분기 근로손실일수는 14,310일이었다 [r3].", _UNIT_COLUMN) == ["GR-03"]
    assert _errors("2025년 1분기 재해자는 32,877명이었다 [r2].", _UNIT_COLUMN) == []


def test_a_count_of_days_above_a_month_is_a_duration() -> None:
    blocks = {"L1": "계약기간: 착수일로부터 120일"}
    assert check("계약기간은 착수일로부터 120일이다 [L1].", blocks).ok
    assert not check("계약기간은 착수일로부터 150일이다 [L1].", blocks).ok


_EMISSIONS = [
    {"anchor": "L1", "kind": "paragraph", "text": "<표 3> 온실가스 배출량 (단위: 백만tCO2eq, %)"},
    {
        "anchor": "L2",
        "kind": "table_row",
        "text": "부문 | 2023년 | 2024년 | 증감률",
        "flags": ["table", "table_start"],
    },
    {
        "anchor": "L3",
        "kind": "table_row",
        "text": "총배출량 | 712.4 | 698.3 | -2.0",
        "flags": ["table"],
    },
]


def test_tonnes_of_co2_equivalent_are_tonnes() -> None:
    assert _errors("2024년 총배출량은 6억 9,830만 톤이다 [L3].", _EMISSIONS) == []
    assert _errors("2024년 총배출량은 6,983만 톤이다 [L3].", _EMISSIONS) == ["GR-03"]


def test_a_figure_the_sentence_gives_the_year_before_sits_in_that_years_column() -> None:
    assert (
        _errors(
            "2024년 총배출량은 6억 9,830만 톤으로 전년 7억 1,240만 톤보다 줄었다 [L3].", _EMISSIONS
        )
        == []
    )
    assert _errors("2024년 총배출량은 7억 1,240만 톤이다 [L3].", _EMISSIONS) == ["GR-03"]
    assert (
        _errors(
            "2024년 총배출량은 7억 1,240만 톤으로 전년 6억 9,830만 톤보다 늘었다 [L3].", _EMISSIONS
        )
        != []
    )


def test_a_competition_rate_to_one_checks_its_first_figure() -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "<표 2> 분야별 경쟁률 (단위: 대 1)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "분야 | 2024년 | 2025년",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L3", "kind": "table_row", "text": "행정 | 38.5 | 31.2", "flags": ["table"]},
    ]
    assert _errors("2025년 행정 분야 경쟁률은 31.2대 1이다 [L3].", blocks) == []
    assert (
        _errors("2025년 행정 분야 경쟁률은 31.2 대 1로 전년(38.5대 1)보다 낮다 [L3].", blocks) == []
    )
    assert _errors("2025년 행정 분야 경쟁률은 13.2대 1이다 [L3].", blocks) == ["GR-03"]
    # in English too (`31.2 to 1`); a ratio to another number is two figures, each looked for
    assert _errors("In 2025 the admin field drew 31.2 to 1 [L3].", blocks) == []
    assert _errors("In 2025 the admin field drew 13.2 to 1 [L3].", blocks) == ["GR-03"]
    assert _errors("In 2025 the admin field drew 31.2 to 7 [L3].", blocks) == ["GR-03"]
    # a ratio in a list, a comma after its 1 (`38.5대 1, 31.2대 1`)
    listed = "행정 분야 경쟁률은 2024년 38.5대 1, 2025년 31.2대 1이다 [L3]."
    assert _errors(listed, blocks) == []
    assert _errors(listed.replace("31.2대", "13.2대"), blocks) == ["GR-03"]


def test_a_hedged_rate_is_the_rate_rounded_at_its_last_digit() -> None:
    blocks = {"L1": "시 전체 재활용률 61.2%"}
    assert check("재활용률은 약 61%다 [L1].", blocks).ok
    assert check("재활용률은 약 60%다 [L1].", blocks).ok
    assert not check("재활용률은 약 62%다 [L1].", blocks).ok


def test_a_year_a_rows_label_names_takes_that_rows_figures() -> None:
    blocks = [
        {
            "anchor": "r1",
            "kind": "table_row",
            "text": "구분 | 발생량 | 재활용률",
            "flags": ["table", "table_start"],
        },
        {"anchor": "r2", "kind": "table_row", "text": "계 | 4,407.1 | 61.2", "flags": ["table"]},
        {
            "anchor": "r3",
            "kind": "table_row",
            "text": "전년(2023) 계 | 4,512.4 | 60.0",
            "flags": ["table"],
        },
    ]
    assert _errors("2023년 재활용률은 60.0%였다 [r2][r3].", blocks) == []
    assert _errors("2023년 재활용률은 61.2%였다 [r2][r3].", blocks) == ["GR-03"]


def test_a_last_head_over_two_cells_leaves_the_year_columns_in_place() -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "<표 1> 쌀 생산량 총괄 (단위: ha, %)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "구분 | 2009년(A) | 2010년(B) | 증감",
            "flags": ["table", "table_start"],
        },
        {
            "anchor": "L3",
            "kind": "table_row",
            "text": "재배면적 | 924,471 | 892,074 | △32,397 | △3.5",
            "flags": ["table"],
        },
    ]
    assert _errors("2010년 벼 재배면적은 892,074ha였다 [L3].", blocks) == []
    assert _errors("2009년 벼 재배면적은 892,074ha였다 [L3].", blocks) == ["GR-03"]


def test_rows_in_a_declared_counter_tell_whose_figure_is_whose() -> None:
    blocks = [
        {"anchor": "r1", "kind": "paragraph", "text": "(단위: 천 마리)"},
        {
            "anchor": "r2",
            "kind": "table_row",
            "text": "축종 | 2016.2/4 | 2016.3/4",
            "flags": ["table", "table_start"],
        },
        {
            "anchor": "r3",
            "kind": "table_row",
            "text": "산란계 | 71,004 | 69,853",
            "flags": ["table"],
        },
        {"anchor": "r4", "kind": "table_row", "text": "육계 | 81,150 | 76,420", "flags": ["table"]},
    ]
    assert _errors("3분기 산란계는 6,985만 3천 마리, 육계는 7,642만 마리다 [r3][r4].", blocks) == []
    # (each of the two swapped figures is its own finding)
    swapped = _errors("3분기 산란계는 7,642만 마리, 육계는 6,985만 3천 마리다 [r3][r4].", blocks)
    assert set(swapped) == {"GR-03"}


def test_the_base_of_a_rate_is_nobodys_figure() -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "<표 3> 시도별 10a당 생산량 (단위: kg/10a)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "시도 | 2010년",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L3", "kind": "table_row", "text": "충남 | 505", "flags": ["table"]},
        {"anchor": "L4", "kind": "table_row", "text": "전북 | 515", "flags": ["table"]},
    ]
    assert (
        _errors("충남의 10a당 생산량은 505kg으로 전북(515kg)보다 적다 [L1][L3][L4].", blocks) == []
    )
    # the base owns nothing, and the names still own their figures: a swap fails
    assert (
        _errors("충남의 10a당 생산량은 515kg으로 전북(505kg)보다 많다 [L1][L3][L4].", blocks) != []
    )


def test_a_sentence_naming_its_rows_owner_and_a_columns_attribute_claims_no_swap() -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "(단위: 백만원)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "구 분 | ’24 예산(A) | ’25 정부안(B) | 증감(B-A)",
            "flags": ["table", "table_start"],
        },
        {
            "anchor": "L3",
            "kind": "table_row",
            "text": "교육 운영 | 61,200 | 57,850 | △3,350",
            "flags": ["table"],
        },
        {
            "anchor": "L4",
            "kind": "table_row",
            "text": "강사 양성 | 15,870 | 14,060 | △1,810",
            "flags": ["table"],
        },
    ]
    assert _errors("강사 양성 예산은 18억 1천만 원 감소한다 [L4].", blocks) == []
    # another row's figure given to a row the sentence names still fails
    swapped = "교육 운영 예산은 18억 1천만 원, 강사 양성 예산은 33억 5천만 원 감소한다 [L3][L4]."
    assert _errors(swapped, blocks) != []


def test_a_head_named_inside_a_bracket_names_the_figure_after_it() -> None:
    blocks = [
        {
            "anchor": "L1",
            "kind": "table_row",
            "text": "과세표준 | 세율 | 누진공제",
            "flags": ["table", "table_start"],
        },
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "1,400만원 초과 5,000만원 이하 | 15% | 126만원",
            "flags": ["table"],
        },
    ]
    assert _errors("5,000만 원 이하는 15%(누진공제 126만 원)가 적용된다 [L2].", blocks) == []


def test_a_lone_heads_unit_is_its_columns_when_the_caption_declares_the_tables() -> None:
    blocks = [
        {
            "anchor": "r1",
            "kind": "table_row",
            "text": "연령별 고용률 (단위: %; 건)",
            "flags": ["table", "heading", "table_start"],
        },
        {
            "anchor": "r2",
            "kind": "table_row",
            "text": "구분 | 2024년 | 2025년 | 증감(%p·건)",
            "flags": ["table"],
        },
        {
            "anchor": "r3",
            "kind": "table_row",
            "text": "청년층 고용률 | 45.8 | 45.3 | -0.5",
            "flags": ["table"],
        },
    ]
    assert _errors("2025년 청년층 고용률은 45.3%로 0.5%p 하락했다 [r3].", blocks) == []
    assert _errors("2025년 청년층 고용률은 45.8%다 [r3].", blocks) == ["GR-03"]


def test_with_several_years_each_figure_takes_the_year_written_before_it() -> None:
    blocks = [
        {
            "anchor": "r1",
            "kind": "table_row",
            "text": "구분 | 2023년 | 2024년 | 2025년 상반기",
            "flags": ["table", "table_start"],
        },
        {
            "anchor": "r2",
            "kind": "table_row",
            "text": "청년층 고용률 | 46.5 | 45.8 | 45.3",
            "flags": ["table"],
        },
    ]
    assert (
        _errors("청년층 고용률은 '23년 46.5에서 '25년 상반기 45.3으로 낮아졌다 [r2].", blocks) == []
    )
    assert _errors(
        "청년층 고용률은 '23년 45.8에서 '25년 상반기 45.3으로 낮아졌다 [r2].", blocks
    ) == ["GR-03"]


EVENTS = [
    {"anchor": "r1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "연도 | 사건·고장 계(건) | INES 0등급(건) | 등급외(건) | 불시정지(건)"},
    {"anchor": "r2", "kind": "table_row", "flags": ["table"], "text": "2024 | 8 | 6 | 2 | 5"},
    {"anchor": "r3", "kind": "table_row", "flags": ["table"], "text": "2025 | 6 | 5 | 1 | 3"},
]  # fmt: skip


def test_a_figure_after_the_previous_year_word_is_that_years_rows() -> None:
    draft = "'25년 사건·고장은 6건(등급외 1건)으로 전년 8건보다 2건 감소했다 [r2][r3]."
    assert _errors(draft, EVENTS) == []
    # the year's own figure from the year before's row still fails, and so does the year
    # before's from the year's row
    assert _errors("'25년 사건·고장은 8건으로 전년 6건보다 늘었다 [r2][r3].", EVENTS) == ["GR-03"]
    assert _errors("'25년 사건·고장은 6건으로 전년 3건보다 늘었다 [r2][r3].", EVENTS) == ["GR-03"]


MINISTRIES = [
    {"anchor": "r1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "부처 | 2025 | 2026 | 증감률"},
    *(
        {"anchor": f"r{i}", "kind": "table_row", "flags": ["table"], "text": text}
        for i, text in enumerate(
            (
                "과기정통부 | 64,231 | 66,120 | 2.9",
                "산업부 | 54,120 | 55,010 | 1.6",
                "중기부 | 14,806 | 17,930 | 21.1",
                "국방부 | 50,210 | 49,800 | △0.8",
            ),
            start=2,
        )
    ),
]  # fmt: skip


def test_a_count_of_the_cited_rows_compared_among_is_the_sentences_own() -> None:
    draft = "중기부는 21.1% 늘어 4개 부처 중 증가율이 가장 높다 [r2][r3][r4][r5]."
    assert _errors(draft, MINISTRIES) == []
    assert _errors(draft.replace("4개 부처", "5개 부처"), MINISTRIES) == ["GR-03"]
    # the count of the rows of the cited rows' table holds too, the rows cited or not; one
    # more than the table has still fails
    assert _errors("중기부는 21.1% 늘어 4개 부처 중 가장 높다 [r3][r4][r5].", MINISTRIES) == []
    assert _errors("중기부는 21.1% 늘어 5개 부처 중 가장 높다 [r3][r4][r5].", MINISTRIES) == [
        "GR-03"
    ]


TOWNS = [
    {"anchor": "L1", "kind": "caption", "text": "<표 2> 시·군별 폭염일수 (단위: 일)"},
    {"anchor": "L2", "kind": "table_row", "text": "시·군 | 폭염일수 | 평년",
     "flags": ["table", "table_start"]},
    {"anchor": "L3", "kind": "table_row", "text": "가람시 | 31 | 12.8", "flags": ["table"]},
    {"anchor": "L4", "kind": "table_row", "text": "나래군 | 28 | 13.6", "flags": ["table"]},
    {"anchor": "L5", "kind": "table_row", "text": "다솔시 | 35 | 15.1", "flags": ["table"]},
    {"anchor": "L6", "kind": "table_row", "text": "평균 | 31.3 | 13.8", "flags": ["table"]},
]  # fmt: skip


def test_a_count_of_the_rows_a_cited_average_sums_up_is_the_tables() -> None:
    assert check("관할 3개 시·군의 평균 폭염일수는 31.3일이다 [L6].", TOWNS).ok
    assert check("3곳 평균 폭염일수는 31.3일이다 [L6].", TOWNS).ok
    # another count, or a count without the average or total it sums up, is a figure
    assert not check("관할 4개 시·군의 평균 폭염일수는 31.3일이다 [L6].", TOWNS).ok
    assert not check("3개 시·군에서 폭염일수는 31.3일이다 [L6].", TOWNS).ok
    assert not check("관할 3개 시·군의 평균 폭염일수는 31.3일이다 [L5].", TOWNS).ok


def test_a_count_before_a_total_with_its_particle_is_the_tables_rows() -> None:
    # `3개 시·군 전체로는`, `3곳 합계에서`: the total's particle does not hide it
    total = [*TOWNS[:5], {**TOWNS[5], "text": "계 | 94 | 41.5"}]
    assert check("3개 시·군 전체로는 폭염일수가 94일이다 [L6].", total).ok
    assert check("3곳 합계에서 폭염일수는 94일이다 [L6].", total).ok
    assert not check("4개 시·군 전체로는 폭염일수가 94일이다 [L6].", total).ok
    assert not check("3개 시·군 전체로는 폭염일수가 94일이다 [L5].", total).ok


def test_a_count_of_what_the_only_cited_total_row_sums_is_the_tables_rows() -> None:
    # `4개 단지(289MW)의 발전량은`: citing a total row alone, its count needs no word for it
    total = [*TOWNS[:5], {**TOWNS[5], "text": "계 | 94 | 41.5"}]
    assert check("3개 시·군(94일)의 평년 일수는 41.5일이다 [L6].", total).ok
    assert not check("4개 시·군(94일)의 평년 일수는 41.5일이다 [L6].", total).ok
    assert not check("3개 시·군의 폭염일수는 94일이다 [L3, L6].", total).ok
    # nor for a subtotal, which sums some rows only
    subtotal = [*TOWNS[:5], {**TOWNS[5], "text": "소계 | 94 | 41.5"}]
    assert not check("3개 시·군의 폭염일수는 94일이다 [L6].", subtotal).ok


BUDGETS = [
    {"anchor": "L19", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "사업 | 2024년 | 2025년 | 증감 | 증감률"},
    {"anchor": "L21", "kind": "table_row", "flags": ["table"],
     "text": "자살예방사업 | 42.5 | 51.3 | 8.8 | 20.7"},
]  # fmt: skip


def test_an_english_year_right_after_a_figure_is_that_figures_alone() -> None:
    draft = "The 2025 budget is 51.3, up 20.7% from 42.5 in 2024 [L21]."
    assert check(draft, BUDGETS).ok, check(draft, BUDGETS).format_text()
    # planted: the two years' figures swapped
    swapped = "The 2025 budget is 42.5, up 20.7% from 51.3 in 2024 [L21]."
    assert not check(swapped, BUDGETS).ok


def test_a_total_the_sentence_names_in_a_clause_of_its_own_is_the_total_rows() -> None:
    blocks = [
        {"anchor": "L22", "kind": "caption", "text": "(단위: 억 원)"},
        {
            "anchor": "L23",
            "kind": "table_row",
            "text": "연도 | 국비 | 시비 | 계",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L24", "kind": "table_row", "text": "2025년 | 7 | 5 | 12", "flags": ["table"]},
        {"anchor": "L25", "kind": "table_row", "text": "2026년 | 52 | 34 | 86", "flags": ["table"]},
        {"anchor": "L29", "kind": "table_row", "text": "합계 | 59 | 39 | 98", "flags": ["table"]},
    ]
    good = "첫해인 2025년은 12억 원이며, 2년 합계는 98억 원이다 [L24, L29]."
    assert _errors(good, blocks) == []
    # planted: the total row's figure given to the year in the year's own clause
    assert _errors("2025년 국비 합계는 59억 원이다 [L24, L29].", blocks) == ["GR-03"]
    assert _errors("2025년은 12억 원이며, 합계는 86억 원이다 [L24, L29].", blocks) == ["GR-03"]
