"""A date and the time of day written right after it are one moment: a draft that gives the
time to another day than the one a cited block writes it with is refused; a time a block writes
alone may be any day's."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

CEREMONY = [
    {
        "anchor": "L1",
        "kind": "paragraph",
        "text": "□ 5월 25일 '실종아동의 날'을 맞아 2025. 5. 23.(금) 14:00 ○○센터에서 "
        "기념식을 연다.",
    },
    {"anchor": "L2", "kind": "paragraph", "text": "○ 접수: 2025. 5. 26.(월)부터, 운영 14:00~18:00"},
]


@pytest.mark.parametrize(
    "draft",
    [
        "기념식은 2025. 5. 23.(금) 14:00 ○○센터에서 열린다[L1].",
        "기념식은 5월 23일(금) 오후 2시에 열린다[L1].",
        "기념식은 23일(금) 오후 2시에 열린다[L1].",
        "실종아동의 날은 5월 25일이다[L1].",
        "접수는 2025. 5. 26.(월)부터이며 운영은 14:00~18:00이다[L2].",
    ],
)
def test_a_time_given_to_the_date_a_block_writes_it_with_passes(draft: str) -> None:
    assert check(draft, CEREMONY).ok


@pytest.mark.parametrize(
    "draft",
    [
        "기념식은 2025. 5. 25.(일) 14:00 ○○센터에서 열린다[L1].",
        "기념식은 5월 25일 오후 2시에 열린다[L1].",
        "기념식은 25일(일) 오후 2시에 열린다[L1].",
    ],
)
def test_a_time_given_to_another_day_than_the_blocks_fails(draft: str) -> None:
    assert not check(draft, CEREMONY).ok


_RECORDS = [
    {
        "anchor": "L5",
        "kind": "table_row",
        "text": "순위 | 남자부 | 기록",
        "flags": ["table", "table_start"],
    },
    {
        "anchor": "L6",
        "kind": "table_row",
        "text": "1위 | 하늘시청 김가람 | 2:08:51",
        "flags": ["table"],
    },
    {
        "anchor": "L7",
        "kind": "table_row",
        "text": "2위 | 바다군청 이누리 | 2:08:14",
        "flags": ["table"],
    },
    {"anchor": "L8", "kind": "paragraph", "text": "○ 출발은 08:00:30에 울렸다."},
]


@pytest.mark.parametrize(
    "draft",
    [
        "1위 김가람은 2:08:51을 기록했다 [L6].",
        "이누리의 기록은 2:08:14다 [L7].",
        "Kim Garam won in 2:08:51 [L6].",
        "출발 신호는 08:00:30이었다 [L8].",
    ],
)
def test_a_time_written_to_the_second_passes_with_the_blocks_seconds(draft: str) -> None:
    report = check(draft, _RECORDS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the other runner's seconds under the same hour and minute
        "1위 김가람은 2:08:14를 기록했다 [L6].",
        "Lee Nuri finished in 2:08:51 [L7].",
        "출발 신호는 08:00:03이었다 [L8].",
    ],
)
def test_a_time_written_to_the_second_with_other_seconds_fails(draft: str) -> None:
    report = check(draft, _RECORDS)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


DAILY = [
    {
        "anchor": "L11",
        "kind": "list_item",
        "text": "○ 활동 기간: 2026. 3. 9.(월) ~ 11. 30.(월), 1일 08:00 ~ 17:00(점심 1시간 포함)",
    },
    {
        "anchor": "L12",
        "kind": "list_item",
        "text": "○ 교육: 2026. 3. 3.(화) 09:00, 4. 1.(수) 14:00",
    },
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Placements run from Monday 9 March to Monday 30 November 2026, 08:00-17:00 [L11].", True),
        ("활동 기간은 2026. 3. 9.(월)~11. 30.(월)이며 하루 08:00~17:00 일함 [L11].", True),
        # planted: a time a block gives one day, given to another; `1일(수)` with its weekday is
        # a day of the month
        ("교육은 4. 1.(수) 09:00에 시작함 [L12].", False),
        ("교육은 3. 3.(화) 14:00에 시작함 [L12].", False),
    ],
)
def test_a_time_after_one_day_as_per_day_belongs_to_no_date(draft: str, passes: bool) -> None:
    report = check(draft, DAILY)
    assert report.ok is passes, report.format_text()


_CUP = [
    {"anchor": "L37", "kind": "list_item", "text": "□ 일시: 2024. 10. 12.(토) 09:00 ~ 17:00"},
    {
        "anchor": "L38",
        "kind": "list_item",
        "text": "□ 제15회 시장배 대회, 도내 21개 정, 개인전 186명",
    },
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The 15th Mayor's Cup was held on Saturday, 12 October 2024 [L37, L38].", True),
        ("The 15th Mayor's Cup drew 186 archers from 21 clubs [L38].", True),
        # planted: a day of a month name written whole stays a date
        ("The 15th Mayor's Cup was held on Saturday, 12 May 2024 [L37, L38].", False),
        ("The cup was held on 15 March 2024 [L37, L38].", False),
    ],
)
def test_a_month_name_is_a_whole_word(draft: str, passes: bool) -> None:
    report = check(draft, _CUP)
    assert report.ok is passes, report.format_text()


_DEADLINE = [
    row("L32", "접수 | 2025. 12. 8.(월) ~ 12. 19.(금) | 평일 09:00~18:00"),
    para(
        "L38", "- 접수 마감은 2025. 12. 19.(금) 18:00이며, 마감 시각 이후 접수분은 받지 않습니다."
    ),
    para("L40", "- 접수처: 복지관 본관 19층 일자리지원팀"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # an English day of the month alone (`on the 19th`) is a day, not a count
        ("Nothing is accepted after 18:00 on the 19th [L32, L38].", True),
        ("Applications close on the 19th, at 18:00 [L38].", True),
        # an ordinal before a noun (`on the 19th floor`) is no day
        ("Apply at the job support team on the 19th floor [L40].", True),
        # planted: another day given as the deadline's
        ("Nothing is accepted after 18:00 on the 20th [L32, L38].", False),
        ("Applications close on the 18th, at 18:00 [L38].", False),
    ],
)
def test_an_english_day_of_the_month_alone_is_a_day(draft: str, passes: bool) -> None:
    report = check(draft, _DEADLINE)
    assert report.ok is passes, report.format_text()


_TRAINING = [para("L33", "- 직무 교육: 2025. 9. 11.(목) ~ 12.(금) 14:00~17:00")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a span's end written with its day alone after a space (`~ 12.(금)`) is a day of the
        # start's month, its weekday held to the calendar
        ("- 직무 교육: 9. 11.(목) ~ 12.(금) 이틀간 14:00~17:00 [L33]", True),
        # planted: another end day, and a wrong weekday
        ("- 직무 교육: 9. 11.(목) ~ 13.(토) 사흘간 14:00~17:00 [L33]", False),
        ("- 직무 교육: 9. 11.(목) ~ 12.(토) 14:00~17:00 [L33]", False),
    ],
)
def test_a_spans_end_of_a_day_alone_after_a_space_is_a_day(draft: str, passes: bool) -> None:
    report = check(draft, _TRAINING)
    assert report.ok is passes, report.format_text()


_SURVEY = [
    para("L32", "□ 구는 2026년 사업을 위해 12. 1.(월)부터 12. 19.(금)까지 수요조사를 실시한다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the cited block's own weekday for a day goes before the calendar of a year it names
        ("수요조사는 12월 1일(월)부터 12월 19일(금)까지다 [L32].", True),
        # planted: the weekday of the day in 2026, a year the block names for something else
        ("수요조사는 12월 1일(화)부터 12월 19일(금)까지다 [L32].", False),
        ("수요조사 12월 1일(화) 시작 [L32].", False),
    ],
)
def test_a_blocks_own_weekday_for_a_day_goes_before_a_named_years_calendar(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SURVEY)
    assert report.ok is passes, report.format_text()


_DAILY = [
    para(
        "L7", "이는 전년 같은 기간보다 148건 줄어든 것으로, 하루 평균 15.5건의 화장이 이루어졌다."
    ),
    para("L9", "3월 2일 평균 기온은 4.1도로 평년보다 높았다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `1일 평균` is a day's average, its 1 no first of a month
        ("- 1일 평균 15.5건 화장함 [L7]", True),
        ("- 화장은 1일당 평균 15.5건임 [L7]", True),
        # planted: the average wrong; the first of a month before `평균` is still a date
        ("- 1일 평균 16.5건 화장함 [L7]", False),
        ("- 3월 1일 평균 기온은 4.1도였음 [L9]", False),
    ],
)
def test_the_one_of_a_days_average_is_no_date(draft: str, passes: bool) -> None:
    report = check(draft, _DAILY)
    assert report.ok is passes, report.format_text()


_SESSIONS = [
    {"anchor": "L14", "kind": "caption", "text": "(단위: 명)"},
    row("L15", "회차 | 운영 시간 | 정원", start=True),
    row("L16", "1회차 | 10:00~11:20 | 250"),
    row("L22", "계 | - | 1,500"),
    para("L30", "3월 2일 정원은 1,200명으로 줄였다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `1일 계`, `1일 정원`: a day's total and a day's places, the 1 no first of a month
        ("| 구분 | 정원 | 근거 |\n|---|---|---|\n| 1일 계 | 1,500명 | L22 |", True),
        ("1일 정원은 모두 1,500명이다 [L22].", True),
        ("1일 합계 정원은 1,500명이다 [L22].", True),
        # planted: the total wrong; a month's first day before `정원` is still a date
        ("| 구분 | 정원 | 근거 |\n|---|---|---|\n| 1일 계 | 1,600명 | L22 |", False),
        ("3월 1일 정원은 1,200명이었다 [L30].", False),
        # (a first of a month written without its month is still a date: `1일 계약`)
        ("1,500명과 1일 계약을 맺었다 [L22].", False),
    ],
)
def test_the_one_of_a_days_total_or_places_is_no_date(draft: str, passes: bool) -> None:
    report = check(draft, _SESSIONS)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("In-person consultations run 10 a.m.–12 p.m. and 2–5 p.m. [L1].", True),
        ("방문 상담은 오후 2시부터 오후 5시까지다 [L1].", True),
        ("Video consultations run 7 to 9 p.m. on Thursdays [L2].", True),
        # planted: another end of the afternoon span, or its end in the morning
        ("In-person consultations run 2–6 p.m. [L1].", False),
        ("방문 상담은 오후 2시부터 오전 5시까지다 [L1].", False),
        # an end past midnight is no afternoon hour
        ("The night desk runs 11 p.m. to 1 p.m. [L3].", False),
    ],
)
def test_the_end_of_an_afternoon_span_is_of_the_afternoon(draft: str, passes: bool) -> None:
    blocks = {
        "L1": "- 방문 상담: 오전 10시 ~ 12시, 오후 2시 ~ 5시 (1인당 30분 이내)",
        "L2": "- 화상 상담: 매주 목요일 오후 7시 ~ 9시",
        "L3": "- 야간 창구: 오후 11시 ~ 1시",
    }
    report = check(draft, blocks)
    assert report.ok is passes, report.format_text()
