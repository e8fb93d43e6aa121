"""A weekday a draft gives a row of a table by its name (a closing day, a market day, a
collection day) must be one of that row's weekday cells: `종묘 | 월요일` over a row that writes
`종묘 | … | 화요일` is refused. A weekday the draft writes with a date is the calendar's
business, not the row's, and a weekday another cited block writes is left to that block."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

CLOSING_DAYS = [
    {"anchor": "L1", "kind": "caption", "text": "<표 3> 관람료와 휴관일"},
    row("L2", "구분 | 대인 | 소인 | 휴관일", start=True),
    row("L3", "서문궁 | 3,000 | 1,500 | 화요일"),
    row("L4", "동문궁 | 3,000 | 1,500 | 월요일"),
    row("L5", "북릉 | 1,000 | 500 | 매주 월요일"),
    {
        "anchor": "L6",
        "kind": "paragraph",
        "text": "※ 휴관일이 공휴일이면 문을 열고 그다음 수요일에 쉽니다.",
    },
    {"anchor": "L7", "kind": "paragraph", "text": "○ 특별 관람: 2025. 9. 2.(화) 19:00 서문궁"},
]


@pytest.mark.parametrize(
    "draft",
    [
        "| 궁 | 휴관일 |\n|---|---|\n| 서문궁 | 화요일 [L3] |\n| 동문궁 | 월요일 [L4] |",
        "서문궁은 매주 화요일에 쉬고 [L3], 북릉은 월요일에 쉰다 [L5].",
        "동문궁의 휴관일은 월요일이다 [L4].",
        "Seomungung is closed on Tuesdays [L3].",
        "서문궁은 화요일에 쉬되 공휴일이면 수요일에 쉰다 [L3, L6].",
        "서문궁 특별 관람은 9월 2일(화) 19시이다 [L7].",
        "서문궁과 동문궁은 각각 화요일, 월요일에 쉰다 [L3, L4].",
    ],
)
def test_a_weekday_a_row_writes_passes(draft: str) -> None:
    assert check(draft, CLOSING_DAYS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "| 궁 | 휴관일 |\n|---|---|\n| 서문궁 | 화요일 [L3] |\n| 동문궁 | 화요일 [L4] |",
        "| 궁 | 휴관일 |\n|---|---|\n| 북릉 | 화요일 [L5] |",
        "서문궁은 매주 월요일에 쉰다 [L3].",
        "동문궁의 휴관일은 수요일이다 [L4].",
        "Seomungung is closed on Mondays [L3].",
        "서문궁은 일요일에 쉬되 공휴일이면 수요일에 쉰다 [L3, L6].",
    ],
)
def test_another_weekday_than_the_rows_fails(draft: str) -> None:
    report = check(draft, CLOSING_DAYS)
    assert [f.rule for f in report.findings if f.severity == "error"] == ["GR-03"]


SCHEDULE = [
    row("L1", "일자 | 요일 | 측정 지점", start=True),
    row("L2", "9. 22. | 월 | M-07, M-08"),
    row("L3", "9. 24. | 수요일 | M-09, M-10"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("- 9월 22일(월): M-07, M-08 [L2]", True),
        ("- 9월 24일 수요일: M-09, M-10 [L3]", True),
        ("- 9월 22일(화): M-07, M-08 [L2]", False),
        ("- 9월 24일(목): M-09, M-10 [L3]", False),
    ],
)
def test_a_dates_weekday_is_held_to_the_weekday_cell_of_its_row(draft: str, passes: bool) -> None:
    assert check(draft, SCHEDULE).ok is passes


def test_another_weekday_beside_a_row_of_a_date_is_no_weekday_of_the_row() -> None:
    # `다음 화요일로 순연` says when a visit moves, not the day the row's date falls on
    draft = "- 9월 22일(월) 측정, 비가 오면 다음 화요일로 순연 [L2]"
    assert check(draft, SCHEDULE).ok, check(draft, SCHEDULE).format_text()


PATROLS = [
    row("L1", "지역대 | 모집 인원 | 순찰 요일", start=True),
    row("L2", "도안지역대 | 6 | 수·토"),
    row("L3", "남하지역대 | 5 | 월·목"),
]


def test_runs_of_weekdays_given_to_rows_are_held_to_the_rows_runs() -> None:
    right = "도안지역대는 수·토요일에 [L2], 남하지역대는 월·목요일에 순찰한다 [L3]."
    assert check(right, PATROLS).ok, check(right, PATROLS).format_text()
    swapped = "도안지역대는 월·목요일에 [L2], 남하지역대는 수·토요일에 순찰한다 [L3]."
    assert {f.rule for f in check(swapped, PATROLS).errors} == {"GR-03"}


_HOURS = [
    row("L24", "대여소 | 평일 | 토요일 | 휴무 요일", start=True),
    row("L27", "구민회관 | 09:00~18:00 | 10:00~15:00 | 일요일, 공휴일"),
    row("L28", "시립도서관 | 09:00~18:00 | 09:00~18:00 | 매주 월요일"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a weekday a head names, given with the row's cell under it, is that column's
        ("시립도서관은 매주 월요일이 휴무이고 토요일에는 09:00~18:00 운영합니다 [L28].", True),
        ("구민회관은 토요일 10:00~15:00 운영하며 일요일과 공휴일은 쉽니다 [L27].", True),
        # planted: the head's weekday given as the row's closing day
        ("시립도서관은 토요일에 휴무입니다 [L28].", False),
        # planted: the head's weekday with another row's hours
        ("시립도서관은 토요일에는 10:00~15:00 운영합니다 [L28].", False),
    ],
)
def test_a_weekday_a_head_names_is_its_columns(draft: str, passes: bool) -> None:
    report = check(draft, _HOURS)
    assert report.ok is passes, report.format_text()


_PICKUP = [
    row("L30", "동 | 수거 요일 | 시간대 | 담당 수거반", start=True),
    row("L31", "가람동·누리동 | 월·목 | 09:00~13:00 | 1반"),
    row("L32", "다솜동·보람동 | 화·금 | 13:00~17:00 | 2반"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # weekdays a middle dot joins without `요일` (`화·금`) are weekdays given to the row
        ("- 보람동은 화·금 13:00~17:00에 2반이 수거함 [L32]", True),
        ("- 연·월·일 순으로 적은 수거 일지를 2반이 관리함 [L32]", True),
        # planted: another row's weekdays given to the cited row
        ("- 보람동은 월·목 13:00~17:00에 2반이 수거함 [L32]", False),
        ("- 보람동은 화·목 13:00~17:00에 수거함 [L32]", False),
    ],
)
def test_weekdays_joined_by_a_middle_dot_are_the_rows(draft: str, passes: bool) -> None:
    report = check(draft, _PICKUP)
    assert report.ok is passes, report.format_text()


_SPRAYING = [
    para("L48", "○ (하반기 정기 방제) 2025. 7. 21.(월) ~ 10. 31.(금), 주 2회(화·금) 06:00 ~ 09:00"),
    para("L49", "○ (집중 방제) 2025. 8. 4.(월) ~ 8. 29.(금), 다솜동·바름동 하천변"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the weekdays of a schedule, in English or Korean, are those the cited prose writes
        (
            "Routine spraying runs from Monday 21 July to Friday 31 October 2025, twice a week "
            "on Tuesdays and Fridays, 06:00–09:00 [L48].",
            True,
        ),
        ("정기 방제는 매주 화요일과 금요일 06:00~09:00에 한다 [L48].", True),
        # planted: a weekday the schedule does not write, in English and in Korean; a wrong
        # weekday of a date stays the calendar's
        (
            "Routine spraying runs twice a week on Tuesdays and Thursdays, 06:00–09:00 [L48].",
            False,
        ),
        ("정기 방제는 주 2회(화·목) 06:00~09:00에 한다 [L48].", False),
        ("Intensive spraying starts on Tuesday, 4 August [L49].", False),
    ],
)
def test_the_weekdays_of_a_schedule_are_those_the_prose_writes(draft: str, passes: bool) -> None:
    report = check(draft, _SPRAYING)
    assert report.ok is passes, report.format_text()


_VEHICLES = [
    row("L34", "차량 | 담당 동 | 운행 요일 | 운행 시간 | 1일 최대 인원", start=True),
    row("L35", "1호차 | 가람동·나래동 | 월·수·금 | 09:30~16:30 | 5"),
    row("L36", "2호차 | 다솜동·새봄동 | 화·목 | 10:00~17:00 | 6"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Vehicle No. 2 runs on Tuesdays and Thursdays, 10:00-17:00 [L36].", True),
        # planted: the other vehicle's weekdays given to the one cited row, named in English
        ("Vehicle No. 2 runs on Mondays, Wednesdays and Fridays, 10:00-17:00 [L36].", False),
    ],
)
def test_a_row_labelled_with_a_number_that_is_no_date_holds_its_weekdays(
    draft: str, passes: bool
) -> None:
    # `2호차` is a name with a digit, not a date whose weekday the calendar holds
    report = check(draft, _VEHICLES)
    assert report.ok is passes, report.format_text()
