"""Spellings with two readings are supported when either reading is, and never by a guess in
a third: `10.7일` (a date or a number of days), `3.15` (a decimal or 15 March), `22–28 Nov`
(the 22nd of November), `2천25` (2,025), `초속 47m` (a speed), `1,000명당 2.8명` (2.8‰)."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("폭염일수는 평년보다 3.2일 늘었다 [L1].", "폭염일수 13.9일(평년 대비 +3.2일)"),
        ("평년 폭염일수는 10.7일이다 [L1].", "폭염일수 | 13.9 | 10.7"),
        ("개정법은 3월 15일부터 시행된다 [L1].", "시행일: 3.15"),
        ("Detections between 1 Oct and 22 Nov rose to 42 [L1].", "검출(10.1~11.22): 42건"),
        ("In the week of 22–28 Nov 2023, cabbage fell [L1].", "【 2023. 11. 22. ~ 11. 28. 】"),
        ("메탄 농도는 2천25ppb다 [L1].", "메탄 2,025ppb"),
        ("입항 선박은 1천765척이다 [L1].", "입항 선박 1,765척"),
        ("최대풍속은 초속 47m였다 [L1].", "최대풍속 47㎧"),
        ("최대풍속은 시속 169㎞였다 [L1].", "최대풍속 169km/h"),
        ("영아사망률은 2.8‰였다 [L1].", "영아사망률(출생아 1,000명당) 2.8명"),
        ("영아사망률은 0.28%였다 [L1].", "출생아 1,000명당 2.8명"),
    ],
)
def test_either_reading_of_a_spelling_supports_it(draft: str, block: str) -> None:
    report = check(draft, {"L1": block})
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("폭염일수는 평년보다 3.3일 늘었다 [L1].", "폭염일수 13.9일(평년 대비 +3.2일)"),
        ("개정법은 3월 16일부터 시행된다 [L1].", "시행일: 3.15"),
        ("개정법은 4월 15일부터 시행된다 [L1].", "시행일: 3.15"),
        ("Detections between 2 Oct and 22 Nov rose to 42 [L1].", "검출(10.1~11.22): 42건"),
        ("In the week of 21–28 Nov 2023, cabbage fell [L1].", "【 2023. 11. 22. ~ 11. 28. 】"),
        ("메탄 농도는 2천52ppb다 [L1].", "메탄 2,025ppb"),
        ("최대풍속은 초속 47km였다 [L1].", "최대풍속 47㎧"),
        ("최대풍속은 시속 47m였다 [L1].", "최대풍속 47㎧"),
        ("영아사망률은 2.8%였다 [L1].", "출생아 1,000명당 2.8명"),
        # a count of months is no date: `4.5개월` is not the 5th of April
        ("교대 주기는 4.5주다 [L1].", "함정 교대: 4.5개월 주기"),
        # a rate is no date
        ("기준일은 3월 15일이다 [L1].", "성장률 3.15%"),
    ],
)
def test_a_figure_no_reading_supports_is_refused(draft: str, block: str) -> None:
    report = check(draft, {"L1": block})
    assert not report.ok, report.format_text()


TERMS = [
    {"anchor": "L1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 이용기간"},
    {"anchor": "L2", "kind": "table_row", "flags": ["table"],
     "text": "A블록 | 2026. 12. 1. ~ 2036. 11. 30.(10년)"},
    {"anchor": "L3", "kind": "paragraph",
     "text": "식약처는 2025년 11월 3일부터 28일까지 1,846건을 검사했다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "The licence runs from 1 December 2026 to 30 November 2036, a term of 10 years [L2].",
        "A블록 이용기간은 10년이다 [L2].",
        "It tested 1,846 samples from 3 to 28 November 2025 [L3].",
        "It tested 1,846 samples between 3 and 28 November 2025 [L3].",
    ],
)
def test_a_bracketed_span_and_an_english_day_range_read_both_ways(draft: str) -> None:
    report = check(draft, TERMS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "A블록 이용기간은 12년이다 [L2].",
        "It tested 1,846 samples from 4 to 28 November 2025 [L3].",
        "It tested 1,846 samples from 3 to 27 November 2025 [L3].",
    ],
)
def test_a_span_or_day_range_of_other_figures_fails(draft: str) -> None:
    assert not check(draft, TERMS).ok


COURT = [
    {"anchor": "r1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "사건번호 | 기일 | 시각 | 법정"},
    {"anchor": "r2", "kind": "table_row", "flags": ["table"],
     "text": "2025가합51234 | 2025-11-03(월) | 10:30 | 서관 제455호"},
    {"anchor": "L3", "kind": "table_row", "flags": ["table"],
     "text": "제1심 합의부 | 420.1 | 473.4 | 53.3"},
    {"anchor": "L4", "kind": "list_item",
     "text": "- 제396조 제1항: 항소는 판결서가 송달된 날부터 2주 이내에 하여야 한다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "변론기일은 11월 3일(월) 오전 10시 30분, 서관 455호 법정이다 [r2].",
        "1심 합의부 평균 처리기간은 약 473일이다 [L3].",
        "항소는 판결서가 송달된 날부터 14일 이내에 해야 한다 [L4].",
    ],
)
def test_a_label_without_its_je_and_a_span_of_days_read_both_ways(draft: str) -> None:
    report = check(draft, COURT)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "변론기일은 서관 425호 법정이다 [r2].",
        "2심 합의부 평균 처리기간은 약 473일이다 [L3].",
        "항소는 판결서가 송달된 날부터 7일 이내에 해야 한다 [L4].",
        "항소는 판결서가 송달된 날부터 21일 이내에 해야 한다 [L4].",
    ],
)
def test_another_label_or_span_of_days_fails(draft: str) -> None:
    assert not check(draft, COURT).ok


def test_a_number_of_days_with_a_decimal_keeps_its_direction_word() -> None:
    blocks = [
        {"anchor": "L1", "kind": "caption", "text": "<표 2> 평균 처리기간 (단위: 일)"},
        {"anchor": "L2", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "구분 | 2022년 | 2023년 | 증감"},
        {"anchor": "L3", "kind": "table_row", "flags": ["table"],
         "text": "항소심 | 332.7 | 323.8 | △8.9"},
    ]  # fmt: skip
    assert check("항소심 처리기간은 8.9일 줄었다 [L1][L3].", blocks).ok
    assert not check("항소심 처리기간은 8.9일 늘었다 [L1][L3].", blocks).ok


@pytest.mark.parametrize(
    ("draft", "ok"),
    [
        ("Judgment is delivered in Courtroom No. 1 [L1].", True),
        ("Judgment is delivered in Courtroom No. 2 [L1].", False),
        ("The case is heard by Division 3 [L1].", True),
        ("The case is heard by Division 4 [L1].", False),
        ("The limits of paragraph 1 apply [L2].", True),
        ("The limits of paragraph 2 apply [L2].", False),
    ],
)
def test_an_english_label_names_the_korean_one(draft: str, ok: bool) -> None:
    blocks = [
        {"anchor": "L1", "text": "대법원 제3부 | 판결선고기일 | 대법원 제1호 법정"},
        {"anchor": "L2", "text": "제1항의 기준은 표준산소농도 12%를 기준으로 한다."},
    ]
    assert check(draft, blocks).ok is ok


DAYS = [
    {"anchor": "r1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 2025.12.1~20 | 2026.12.1~20 | 증감률(%)"},
    {"anchor": "r2", "kind": "table_row", "flags": ["table"],
     "text": "수출액(천 달러) | 40287511 | 43028402 | 6.8"},
    {"anchor": "L3", "kind": "list_item",
     "text": "- 추석 연휴(10.3.~10.9.) 일평균 여객은 38만 2천 명"},
    {"anchor": "L4", "kind": "list_item", "text": "- 9월 12일(토) 제주공항 출발편 87편 결항"},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "12월 1~20일 수출액은 430억 2,840만 달러로 6.8% 늘었다 [r2].",
        "Exports for 1-20 December rose 6.8% [r2].",
        "추석 연휴(10월 3일~9일) 일평균 여객은 38.2만 명이었다 [L3].",
        "9월 12일(토요일) 87편이 결항됐다 [L4].",
    ],
)
def test_day_ranges_and_bracketed_weekdays_read_as_the_source_writes_them(draft: str) -> None:
    report = check(draft, DAYS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "12월 2~20일 수출액은 6.8% 늘었다 [r2].",
        "12월 1~21일 수출액은 6.8% 늘었다 [r2].",
        "추석 연휴(10월 3일~8일) 일평균 여객은 38.2만 명이었다 [L3].",
        "9월 12일(일요일) 87편이 결항됐다 [L4].",
    ],
)
def test_another_day_or_weekday_still_fails(draft: str) -> None:
    assert not check(draft, DAYS).ok


QUARTER_HEADS = [
    {"anchor": "L1", "kind": "table_row", "text": "구분 | 1분기 | 2분기 | 3분기 | 4분기",
     "flags": ["table", "table_start"]},
    {"anchor": "L2", "kind": "table_row", "text": "KOSDAQ | 702.55 | 741.08 | 725.33 | 798.64",
     "flags": ["table"]},
]  # fmt: skip


def test_a_quarters_end_is_also_the_quarter_a_table_heads() -> None:
    assert check("코스닥은 3분기 말 725.33이었다 [L2].", QUARTER_HEADS).ok
    assert check("KOSDAQ closed the 4th quarter at 798.64 [L2].", QUARTER_HEADS).ok
    # the other quarter's end is still held to its own column
    report = check("코스닥은 2분기 말 725.33이었다 [L2].", QUARTER_HEADS)
    assert "GR-03" in {f.rule for f in report.errors}


def test_a_quarters_end_and_another_quarter_hold_each_their_figures() -> None:
    draft = "코스닥은 3분기 말 725.33에서 4분기에 798.64로 마감했다 [L2]."
    assert check(draft, QUARTER_HEADS).ok, check(draft, QUARTER_HEADS).format_text()


HEAT = {"L1": "여름철 폭염일수는 13.9일, 열대야일수는 8.1일로 각각 평년(10.7일, 6.4일)보다 3.2일, "
              "1.7일 많았다."}  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "올여름 폭염일수는 약 14일, 열대야일수는 약 8일로 평년보다 각각 3.2일, 1.7일 많았다 [L1].",
        "폭염일수는 약 14일이었다 [L1].",
        "평년 열대야일수는 6.4일이었다 [L1].",
    ],
)
def test_a_count_of_days_is_read_as_days_not_a_day_of_the_month(draft: str) -> None:
    assert check(draft, HEAT).ok, check(draft, HEAT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "폭염일수는 약 16일이었다 [L1].",  # a count of days still compares by value
        "열대야일수는 9일로 평년보다 1.7일 많았다 [L1].",
        "폭염 특보는 14일에 발효됐다 [L1].",  # a day of the month stays a date
    ],
)
def test_a_count_of_days_of_another_value_fails(draft: str) -> None:
    assert not check(draft, HEAT).ok


SURCHARGE = {"L1": "연체금은 체납 보험료의 1,500분의 1을 매일 더하되 1,000분의 20을 넘지 못한다."}


def test_a_part_whose_whole_has_thousands_is_a_part_not_a_date() -> None:
    draft = "Surcharges accrue daily at 1/1,500 of the premium, capped at 20/1,000 [L1]."
    assert check(draft, SURCHARGE).ok, check(draft, SURCHARGE).format_text()
    assert not check("Surcharges accrue daily at 1/1,600 of the premium [L1].", SURCHARGE).ok


RESERVES = {
    "L1": "(단위: 조 원)",
    "L2": "구분 | 2021년 | 2025년 | 2026년(전망)",
    "L3": "누적 준비금 | 20.2 | 31.3 | 28.9",
}


def test_a_two_digit_year_beside_full_years_is_also_that_year() -> None:
    draft = "준비금은 2021년 20.2조 → 2025년 31.3조, 26년엔 28.9조로 줄어들 전망 [L1, L2, L3]."
    assert check(draft, RESERVES).ok, check(draft, RESERVES).format_text()
    assert not check(draft.replace("26년엔", "27년엔"), RESERVES).ok
    # alone, a number of years stays a duration
    assert not check("준비금은 26년간 28.9조였다 [L1, L2, L3].", RESERVES).ok


HOURS = {
    "L1": "- 2024년에는 본점만 월~금 운영",
    "L2": "□ 운영 확대: 본점·분점 연중무휴 전환(2025. 3. 1.부터)",
}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("24년엔 본점만 월~금 운영했고, 25. 3. 1.부터 연중무휴임 [L1, L2].", True),
        ("본점은 24년부터 월~금 운영함 [L1].", True),
        # planted: another year before a particle of time, another day of a two-digit year
        ("23년엔 본점만 월~금 운영했고, 25. 3. 1.부터 연중무휴임 [L1, L2].", False),
        ("24년엔 본점만 월~금 운영했고, 25. 3. 2.부터 연중무휴임 [L1, L2].", False),
        ("24년엔 본점만 월~금 운영했고, 24. 3. 1.부터 연중무휴임 [L1, L2].", False),
        # alone, a number of years a duration's word follows stays a duration
        ("본점은 24년간 월~금 운영함 [L1].", False),
    ],
)
def test_a_two_digit_year_before_a_particle_of_time_or_in_a_date_is_that_year(
    draft: str, passes: bool
) -> None:
    report = check(draft, HOURS)
    assert report.ok is passes, report.format_text()


def test_a_year_and_month_joined_by_a_stop_is_that_month_and_a_decimal() -> None:
    blocks = [
        {"anchor": "L1", "kind": "table_row", "text": "연월 | 원/달러 환율 | 전월비",
         "flags": ["table", "table_start"]},
        {"anchor": "L2", "kind": "table_row", "text": "2024.10 | 1,361.00 | 2.0",
         "flags": ["table"]},
    ]  # fmt: skip
    assert check("2024년 10월 환율은 1,361.00원으로 2.0% 올랐다 [L2].", blocks).ok
    assert not check("2024년 11월 환율은 1,361.00원이다 [L2].", blocks).ok
    assert not check("2023년 10월 환율은 1,361.00원이다 [L2].", blocks).ok


def test_a_range_of_abbreviated_year_months_reads_both_ends() -> None:
    blocks = [
        {"anchor": "L1", "kind": "table_row", "text": "연월 | 두바이유 | 전월비",
         "flags": ["table", "table_start"]},
        {"anchor": "L2", "kind": "table_row", "text": "2024.09 | 73.52 | △5.3", "flags": ["table"]},
        {"anchor": "L3", "kind": "table_row", "text": "2025.02 | 76.84 | △4.4", "flags": ["table"]},
    ]  # fmt: skip
    assert check("'24.9~'25.2 두바이유는 73.52달러에서 76.84달러가 됐다 [L2][L3].", blocks).ok
    assert not check("'24.8~'25.2 두바이유는 73.52달러에서 76.84달러가 됐다 [L2][L3].", blocks).ok


DEADLINE = [
    {
        "anchor": "L1",
        "kind": "list_item",
        "text": "가. 제출 기한: 2025년 11월 14일(금)까지(공람 기간 만료일부터 7일 이내)",
    },
    {"anchor": "L2", "kind": "list_item", "text": "나. 접수: 11월 3일부터 7일까지 방문 접수"},
]


@pytest.mark.parametrize(
    "draft",
    [
        "의견은 11월 14일(금)까지 낼 수 있습니다 [L1].",
        "공람 만료일부터 7일 이내인 11월 14일까지 제출합니다 [L1].",
        "기한은 만료일부터 일주일 이내다 [L1].",
        "방문 접수는 11월 7일까지다 [L2].",
    ],
)
def test_a_count_of_days_from_a_day_and_the_days_a_block_names_pass(draft: str) -> None:
    assert check(draft, DEADLINE).ok, check(draft, DEADLINE).format_text()


def test_a_count_of_days_from_a_day_lends_no_day_of_a_month() -> None:
    # `만료일부터 7일 이내` is seven days, never the 7th: `11월 7일` is not the deadline
    report = check("의견 제출은 11월 7일(금)까지 하면 됩니다 [L1].", DEADLINE)
    assert [f.rule for f in report.errors] == ["GR-03"]


_WHOLE_MONTHS = "다. 대상: 2011. 1. 1. ~ 2011. 6. 30. 안치분으로 2026년 상반기에 끝나는 1,186기"


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("2011년 상반기 안치분 1,186기다 [L1].", _WHOLE_MONTHS),
        ("2024년 3분기 실적이다 [L1].", "실적 기간: 2024. 7. 1. ~ 2024. 9. 30."),
        ("2024년 4분기 실적이다 [L1].", "실적 기간: 2024.10.1.~2024.12.31."),
        # (with their weekdays, and restated as the span without its year)
        ("2025년 4분기에 부과했다 [L1].", "부과 기간: 2025. 10. 1.(수) ~ 12. 31.(수)"),
        (
            "부과 기간(10. 1.~12. 31.) 중 57건 [L1].",
            "부과 기간: 2025. 10. 1.(수) ~ 12. 31.(수) 57건",
        ),
    ],
)
def test_a_span_of_dates_from_a_first_day_to_a_last_day_is_its_quarter_or_half(
    draft: str, block: str
) -> None:
    report = check(draft, {"L1": block})
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("2011년 하반기 안치분 1,186기다 [L1].", _WHOLE_MONTHS),
        ("2012년 상반기 안치분 1,186기다 [L1].", _WHOLE_MONTHS),
        ("2024년 3분기 실적이다 [L1].", "실적 기간: 2024. 7. 2. ~ 2024. 9. 30."),
        ("2025년 4분기에 부과했다 [L1].", "부과 기간: 2025. 10. 1.(수) ~ 12. 30.(화)"),
        (
            "부과 기간(10. 1.~12. 31.) 중 57건 [L1].",
            "부과 기간: 2025. 10. 1.(수) ~ 12. 30.(화) 57건",
        ),
        ("2024년 4분기에 부과했다 [L1].", "부과 기간: 2025. 10. 1.(수) ~ 12. 31.(수)"),
    ],
)
def test_a_span_of_dates_short_of_a_whole_quarter_or_half_is_not_it(draft: str, block: str) -> None:
    assert not check(draft, {"L1": block}).ok


_DENSITY = [
    para("L1", "○ 전통시장은 밀도가 천㎡당 59.8마리로 가장 높음"),
    {"anchor": "L2", "kind": "caption", "text": "(단위: 마리, 마리/천㎡)"},
    row("L3", "구역 | 개체 수 | 밀도", start=True),
    row("L4", "하천변 산책로 | 940 | 30.1"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Markets had 59.8 birds per 1,000 m² [L1].", True),
        ("전통시장 밀도는 1,000㎡당 59.8마리다 [L1].", True),
        ("Riverside trails had 30.1 birds per 1,000 m² [L4].", True),
        # planted: another base than the one the block or the unit line writes
        ("Markets had 59.8 birds per 10,000 m² [L1].", False),
        ("Riverside trails had 30.1 birds per 100 m² [L4].", False),
    ],
)
def test_a_base_of_a_rate_in_a_korean_place_word_reads_as_its_number(
    draft: str, passes: bool
) -> None:
    report = check(draft, _DENSITY)
    assert report.ok is passes, report.format_text()
