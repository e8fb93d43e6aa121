"""A range of dates keeps its two ends together: a draft's `A부터 B까지` whose start is one range
of the cited block and whose end is another range's, around it or inside it, is refused."""

from __future__ import annotations

import pytest
from fa_grounding import check

HOLIDAY = {
    "L24": "○ 추석 연휴 기간(2025. 10. 3.(금) ~ 10. 9.(목)) 중 10. 6.(월) ~ 10. 8.(수)에는 "
    "접견을 실시하지 않습니다.",
}
ROUNDS = {"L3": "1차 접수는 3. 2.(월) ~ 3. 6.(금), 2차 접수는 3. 9.(월) ~ 3. 13.(금)이다."}


@pytest.mark.parametrize(
    "draft",
    [
        "10월 6일(월)부터 10월 8일(수)까지는 접견이 없다 [L24].",
        "추석 연휴는 10월 3일부터 10월 9일까지다 [L24].",
        "접견은 10. 6.~10. 8. 중단된다 [L24].",
        # two rounds one after the other, summed up from the first start to the last end
        "접수는 3월 2일부터 3월 13일까지 두 차례 받는다 [L3].",
        "2차 접수는 3월 9일(월)부터 3월 13일(금)까지다 [L3].",
    ],
)
def test_a_range_the_block_gives_or_spans_passes(draft: str) -> None:
    blocks = HOLIDAY if "L24" in draft else ROUNDS
    assert check(draft, blocks).ok, check(draft, blocks).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the start of the inner range with the end of the one around it
        "추석 연휴 중 10월 6일(월)부터 10월 9일(목)까지는 접견을 실시하지 않는다 [L24].",
        "접견은 10. 6.~10. 9. 중단된다 [L24].",
        # planted: the start of the outer range with the end of the inner one
        "추석 연휴는 10월 3일부터 10월 8일까지다 [L24].",
    ],
)
def test_a_range_joining_the_ends_of_two_nested_ranges_fails(draft: str) -> None:
    report = check(draft, HOLIDAY)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_TRAINING = [
    {
        "anchor": "L16",
        "kind": "table_row",
        "text": "1차 | 2025. 3. 18.(화) 14:00~16:00 | 서울 중구",
        "flags": ["table", "table_start"],
    },
    {"anchor": "L21", "kind": "list_item", "text": "○ 신청 마감: 교육일 7일 전 18:00까지"},
]


def test_a_date_counted_back_from_a_date_the_sentence_states_is_confirmed() -> None:
    draft = (
        "1차 교육은 3월 18일(화)에 열립니다[L16]. 신청은 교육일 7일 전인 3월 11일(화) 18:00까지 "
        "마감됩니다[L16, L21]."
    )
    report = check(draft, _TRAINING)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a day the count does not reach
    assert not check(draft.replace("3월 11일(화)", "3월 10일(월)"), _TRAINING).ok


SHELTER = {"L11": "○ 운영 시간: 평일 09:00~18:00, 주말·공휴일 10:00~17:00"}


@pytest.mark.parametrize(
    "draft",
    ["쉼터는 주말·공휴일에 10:00~17:00에 연다 [L11].", "쉼터는 평일 09:00~18:00에 연다 [L11]."],
)
def test_a_time_range_the_block_gives_passes(draft: str) -> None:
    assert check(draft, SHELTER).ok, check(draft, SHELTER).format_text()


def test_a_time_range_joining_two_ranges_ends_fails() -> None:
    # planted: the weekend's opening with the weekday's closing
    assert not check("쉼터는 주말·공휴일에도 10:00~18:00에 문을 연다 [L11].", SHELTER).ok


def test_an_english_span_of_days_with_weekdays_reads_its_start_as_a_day() -> None:
    blocks = {"L25": "○ 심사: 2025. 4. 7.(월) ~ 4. 11.(금), 서면심사 및 발표심사"}
    draft = "Screening runs from Monday 7 to Friday 11 April 2025[L25]."
    report = check(draft, blocks)
    assert report.ok, report.format_text()
    # planted: another first day still fails
    assert not check(draft.replace("Monday 7", "Tuesday 8"), blocks).ok


_CLOSED = {"L10": "- 휴무: 10. 3.(금) ~ 10. 9.(목) 추석 연휴 및 한글날 기간에는 출고·반납 불가"}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("No pick-ups from Fri 3 to Thu 9 October [L10].", True),
        ("No pick-ups from Fri 3 through Thu 9 October [L10].", True),
        ("No pick-ups from October 3 to 9 [L10].", True),
        ("No pick-ups from Oct 3 until Oct 9 [L10].", True),
        # planted: another first or last day, or a weekday the first day is not
        ("No pick-ups from Fri 4 to Thu 9 October [L10].", False),
        ("No pick-ups from October 3 to 10 [L10].", False),
        ("No pick-ups from Thu 3 to Thu 9 October [L10].", False),
    ],
)
def test_an_english_span_of_days_reads_both_ends_as_days_of_its_month(
    draft: str, passes: bool
) -> None:
    report = check(draft, _CLOSED)
    assert report.ok is passes, report.format_text()


_SURVEY = {
    "L7": "□ 도는 2025년 1월 13일(월)부터 3월 21일(금)까지 민박 2,860곳을 일제 점검했다.",
}


@pytest.mark.parametrize("span", ["2025년 1~3월", "2025년 1월~3월"])
def test_a_span_of_months_is_also_its_two_months_a_blocks_dates_fall_in(span: str) -> None:
    # `1~3월` is the first quarter, and also January to March: dates in both months give it
    report = check(f"도는 {span} 민박 2,860곳을 점검했다 [L7].", _SURVEY)
    assert report.ok, report.format_text()


@pytest.mark.parametrize("span", ["2025년 1~2월", "2025년 4~6월", "2024년 1~3월"])
def test_a_span_of_months_the_blocks_dates_do_not_end_in_fails(span: str) -> None:
    report = check(f"도는 {span} 민박 2,860곳을 점검했다 [L7].", _SURVEY)
    assert not report.ok, report.format_text()


_SESSIONS = {"L33": "- 체험 일정: 2025. 11. 8.(토), 11. 15.(토), 11. 22.(토) 10:00~12:00 (3회)"}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Sessions run on Saturdays, 8, 15 and 22 November 2025 [L33].", True),
        ("Sessions run on 8 and 15 November [L33].", True),
        # planted: a day of the list the block does not give
        ("Sessions run on Saturdays, 8, 16 and 22 November 2025 [L33].", False),
        ("Sessions run on 9 and 15 November [L33].", False),
    ],
)
def test_an_english_list_of_days_before_one_month_reads_each_as_a_day_of_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SESSIONS)
    assert report.ok is passes, report.format_text()


_FESTIVAL = {
    "L2": "배포일시: 2025. 10. 20.(월)",
    "L6": "축제는 지난 10월 3일(금)부터 10월 12일(일)까지 열려 412,600명이 찾았다.",
}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The festival ran from 3 to 12 October 2025 [L6].", True),
        ("The festival ran 3–12 October [L6].", True),
        # planted: a first day the block does not give
        ("The festival ran from 4 to 12 October 2025 [L6].", False),
        ("The festival ran 3–11 October [L6].", False),
    ],
)
def test_an_english_span_of_days_before_one_month_reads_its_first_as_a_day_of_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FESTIVAL)
    assert report.ok is passes, report.format_text()


_PHASES = {
    "L9": "○ 1단계 '기반 구축': 2024. 3. ~ 2024. 12., 3곳 14대",
    "L10": "○ 2단계 '확대 실증': 2025. 1. ~ 2025. 11., 5곳 22대(현 단계)",
}


@pytest.mark.parametrize(
    "draft",
    [
        "- 1단계: 2024. 3.~12., 3곳 14대 [L9]",
        "- 2단계: 2025. 1.~11., 5곳 22대 [L10]",
        "1단계는 2024.3.~12.에 3곳에서 했다 [L9].",
    ],
)
def test_a_dotted_span_of_months_writing_its_end_month_alone_is_read_as_that_month(
    draft: str,
) -> None:
    assert check(draft, _PHASES).ok, check(draft, _PHASES).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: another end month, another phase's span, another year
        "- 1단계: 2024. 3.~11., 3곳 14대 [L9]",
        "- 1단계: 2025. 1.~12., 3곳 14대 [L9]",
        "- 2단계: 2025. 1.~12., 5곳 22대 [L10]",
    ],
)
def test_a_dotted_span_of_months_ending_in_another_month_fails(draft: str) -> None:
    report = check(draft, _PHASES)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_CONTRACT = {
    "L29": "낙찰자는 10월 13일(월)부터 17일(금)까지 공단 상가운영팀에서 계약을 체결해야 한다.",
}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("계약은 10월 13일(월)~17일(금) 체결한다 [L29].", True),
        ("계약 기간은 10. 13.(월)부터 10. 17.(금)까지다 [L29].", True),
        # planted: another weekday for the span's end, whose day the block writes alone
        ("계약은 10월 13일(월)~17일(목) 체결한다 [L29].", False),
        ("계약 기간은 10. 13.(월)부터 10. 17.(토)까지다 [L29].", False),
    ],
)
def test_the_weekday_of_a_spans_end_is_held_to_the_blocks_end(draft: str, passes: bool) -> None:
    report = check(draft, _CONTRACT)
    assert report.ok is passes, report.format_text()


_HOURS = {"L37": "- 수거 시간: 배출 요일 05:00 ~ 09:00, 야간 순찰 18:00 ~ 22:00"}


@pytest.mark.parametrize(
    "draft",
    [
        "Crews collect the bags between 5 and 9 a.m. [L37].",
        "Crews collect the bags from 5 to 9 a.m. [L37].",
        "Night patrols run from 6 to 10 p.m. [L37].",
        "Night patrols run between 6 and 10 p.m. [L37].",
    ],
)
def test_an_english_range_of_hours_gives_its_first_end_the_seconds_half_of_the_day(
    draft: str,
) -> None:
    report = check(draft, _HOURS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a first hour the block does not give, in either half of the day
        "Crews collect the bags between 4 and 9 a.m. [L37].",
        "Night patrols run between 7 and 10 p.m. [L37].",
        # planted: the range given the other half of the day
        "Night patrols run from 6 to 10 a.m. [L37].",
    ],
)
def test_an_english_range_of_hours_the_block_does_not_give_fails(draft: str) -> None:
    assert not check(draft, _HOURS).ok


_HARVEST = [
    {"anchor": "L2", "kind": "paragraph", "text": "2025. 9. 22.(월)"},
    {"anchor": "L47", "kind": "list_item", "text": "- 수확: 2026. 3. 2.(월) ~ 6. 30.(화)"},
    {"anchor": "L48", "kind": "list_item", "text": "- 동절기 점검: 2025. 12. 1.(월) ~ 2. 27.(금)"},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Harvest runs from Monday 2 March to Tuesday 30 June 2026 [L47].", True),
        ("수확은 2026년 3월 2일부터 6월 30일까지임 [L47].", True),
        ("수확은 6월 30일에 끝남 [L47].", True),
        ("Winter checks run from 1 December 2025 to 27 February 2026 [L48].", True),
        # planted: the year of a span written on one end only, wrong for the other
        ("Harvest runs from Monday 2 March to Tuesday 30 June 2025 [L47].", False),
        ("수확은 2025년 6월 30일에 끝남 [L47].", False),
        ("Winter checks end on 27 February 2025 [L48].", False),
    ],
)
def test_a_span_of_dates_gives_its_year_to_the_end_that_writes_none(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HARVEST)
    assert report.ok is passes, report.format_text()
