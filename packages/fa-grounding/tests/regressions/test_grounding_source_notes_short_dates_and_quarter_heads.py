"""Round 14: the held-out batch `r14-a-*` (blocks fa extracted from a 군 본예산 page of tables in
백만원, a 재정통계 brief in 조원, a 고용동향 summary, a 돌봄교실 notice and an insurance table PDF
of merged label columns; 핵심 3줄, 표→문장, 임원 보고, 비교표 with a 근거 column, sources in
brackets closing a paragraph, 결재 요지, 민원 답변, 뉴스 브리핑 and mixed Korean and English).

Classes the checker misread:

1. A paragraph closed by its sources (`... 이다. (출처: [L44], [L43])`, `근거: [L3]`,
   `(Source: [L2])`): the note cites every sentence of the paragraph that cites nothing of its
   own; each sentence was refused as uncited.
2. A lead-in with a figure over a list (`봉화군 2026년 본예산, 핵심만 3줄로 정리하면:`) and a `□`
   heading with a figure over its `○` items (`□ 2026년 본예산 총괄`): checked against the
   citations of the items under it, as a question against its answer's, instead of being an
   uncited claim; the count of the draft's own lines (`3줄로`, `세 줄`, `in 3 lines`) is no
   figure.
3. A board's date with a two-digit year (`등록일 | 15.08.31`, `19.12.26`) is that date: it was
   read as the decimal 15.08 and the number 31.
4. A block that writes its dates `9.1(화)~9.30(수)` writes its other days the same way without
   the weekday (`(9.18 제외)`): `9월 18일` was refused, 9.18 read as a decimal.

Misses of planted errors, by class:

5. A weekday given to a date the cited block writes with another weekday (`9.4.(토)` for
   `9.4(금)`): without a year the calendar could not judge it, but the block already has.
6. A row of the draft's own Markdown table under a Korean head of the source (`| 분야 | 일반회계 |
   특별회계 |`): a cell given another column's figure passed, as only Latin heads of six letters
   were lined up.

7. Korean prose that gives each topic its figure (`고용원 있는 자영업자는 5만 9천명, ...,
   무급가족종사자는 5만 5천명 감소`): a sentence giving one topic another's figure
   (`무급가족종사자는 5만 9천 명 감소`) passed, as only list entries after a comma or a colon
   were paired.

A third held-out batch, `r14-c-*` (a 구 festival table, two 구 event notices, a 10-K quarterly
table and an observatory notice, in SMS, 현수막, 일정표, 회의록 메모, Jira and investor-digest
styles), met the checker fixed on classes 1 to 7 (`r14-b-*` had found nothing) and refused 7 of
30 faithful drafts. Fixed after it was measured:

8. A span of days whose end writes only its day (`2022.6.11(토) ~12(일)`): its end is 12 June 2022,
   not the number 12.
9. A compact month and day before a closing bracket or a span mark (`이틀간(6.11.~6.12.) 진행`)
   ends no sentence.
10. An English ordinal (`the 102nd Children's Day`) restates a Korean label of a series (`제102회`,
    `제11회`, `제21대`).
11. A 10-K's quarterly table heads its columns with the quarters' ends under the year (`2018 |
    March 31 | June 30 | September 30 | December 31 | Full Year`): each names its quarter, so `Q4
    2018` and `2017년 4분기` are the December 31 column (and `Q3` given its figure is refused).
12. A line that ends with a citation ends its sentence, in a message's style of one claim a line:
    an uncited line after it (`별축제 6/11(토)~12(일) [L4]` / `점심시간 12~13시에는 ...`) was read
    as the cited line's tail (a miss of a planted GR-01).

A fourth held-out batch, `r14-d-*` (two employment articles, an afternoon-care notice and a
10-K table headed by dated quarter ends), met the checker fixed on classes 1 to 12 and refused 4
of 23 faithful drafts. Fixed after it was measured:

13. `rose by 323,000 to 23.829 million`: the change before `to` is no first end of a range, so it
    does not take the second's `million`.
14. Quarter-end heads that carry their own years (`Quarter Ended | September 30, 2014 | June 30,
    2014 | March 31, 2014 | December 31, 2013`) name their quarters too.
15. A month named in words names the columns of a header of dates in it (`in the September 2014
    quarter ... in the June quarter`): a sentence naming two of them names no one column, so its
    second figure is not judged against the first month's column.

Its misses: `교육서비스업 취업자는 5만 2천 명` over a list `교육서비스업(6만6천명),
정보통신업(5만2천명)`, fixed after it was measured:

16. A list of names each with its figure in brackets, separated by commas (`전문·과학 및
    기술서비스업(10만7천명), 교육서비스업(6만6천명), 정보통신업(5만2천명)`): a sentence that
    names one and states another's figure is refused; a name compared with a base (`6월
    거래량(13만9318건)은 전년 동월(132,486건) 대비`) is no list.

17. Two lists paired by `respectively` (`$1.9 million, $1.9 million, $1.8 million ... for the
    quarters ended September 30, 2014, June 30, 2014, March 31, 2014 ..., respectively`): an
    amount given to one date of the list must be that date's (the other miss of `r14-d`).

A fifth held-out batch, `r14-e-*` (a 시 budget table in 천원, a 구 budget page of two tables
with `∆` decreases and two header rows, a 시 budget article), met the checker fixed on classes 1
to 17 and refused 1 of 20 faithful drafts and missed 2 of 11 planted errors. Fixed after it was
measured:

18. A rate cell with a decimal comma (`| 5,26% |`, a typing slip of a Korean table) is 5.26%, as
    `| 24,9 |` is 24.9.
19. `∆` (U+2206, drawn like `△`) marks a decrease in Korean text (`∆155`): `155억 원 증가` for it
    is refused as for `△155`.
20. A header whose merged year cells fa gives once over two columns each (`분 야 별 | 2026 | 2025 |
    비교증감` over `교육 | 214 | 2.35% | 196 | 2.31% | 18 | 9.45%`) still heads them: `2025년 교육
    예산은 214억 원` is refused, `2026년 ... 2.35%` passes.

A sixth held-out batch, `r14-f-*` (three budget articles and a 10-K quarterly table), met the
checker fixed on classes 1 to 20 and refused 1 of 17 faithful drafts and missed 2 of 9 planted
errors, fixed after it was measured:

21. A rate in brackets after an amount shares the direction word after the bracket
    (`3088억원(11.8%) 줄었다`): `11.8% 늘었다` is refused.
22. A subject's `이`/`가` names an entry of Korean prose too (`일반회계가 4364억원,
    특별회계가 612억원이다`), unless an arrow follows its figure (`계약금액이 104억 → 1조
    7,421억원`, a series).
23. An SNS thread's counter opening a post (`1/3 사회복지 6,677억 원, ...`) is no date of 3
    January, when no cited block holds that date (1 <= N <= M <= 10).

Each class has faithful restatements of other shapes that must pass, and a planted error that
must still be refused.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from grounding_drafts import para as _para
from grounding_drafts import row as _row

BUDGET = [
    _para("L1", "(단위 : 백만원)"),
    _para("L2", "2026년 본예산 세출예산(성질별)"),
    _row("L3", "구분 | 합계 | 일반회계 | 특별회계", start=True),
    _row("L4", "인건비 | 63,479 | 63,479 | 0"),
    _row("L5", "경상이전 | 219,603 | 212,360 | 7,243"),
    _row("L6", "자본지출 | 228,071 | 185,931 | 42,140"),
    _row("L7", "환경 | 90,351 | 45,613 | 44,738"),
]


# 1. sources in brackets closing a paragraph
@pytest.mark.parametrize(
    "draft",
    [
        "자본지출은 2,280억 7,100만 원이고 인건비는 634억 7,900만 원이다. (출처: [L6], [L4])",
        "자본지출은 2,280억 7,100만 원이다. 인건비는 634억 7,900만 원이다. (출처: [L6], [L4])",
        "자본지출은 2,280억 7,100만 원이다. 경상이전은 2,196억 300만 원이다. 근거: [L5, L6]",
        "Capital spending is KRW 228.07 billion. Transfers are KRW 219.6 billion. "
        "(Source: [L6], [L5])",
        "환경 분야는 903억 5,100만 원이다. 특별회계가 447억 3,800만 원이다. (자료: [L7])",
        "자본지출은 2,280억 7,100만 원이다 [L6]. 인건비는 634억 7,900만 원이다. (출처: [L4])",
        "자본지출은 2,280억 7,100만 원이다.\n(출처: [L6])",
    ],
)
def test_sources_closing_a_paragraph_cite_its_sentences(draft: str) -> None:
    assert ok(draft, BUDGET), check(draft, BUDGET).format_text()


@pytest.mark.parametrize(
    ("draft", "rule"),
    [
        # the note cites them, so a figure of another block is refused as any cited figure is
        ("자본지출은 2,280억 7,100만 원이다. 인건비는 643억 원이다. (출처: [L6], [L4])", "GR-03"),
        ("자본지출은 2,280억 7,100만 원이다. 인건비는 634억 7,900만 원이다. (출처: [L6])", "GR-03"),
        # a note of its own paragraph, after a blank line, cites nothing above it
        ("자본지출은 2,280억 7,100만 원이다.\n\n(출처: [L6])", "GR-01"),
        # words after the brackets: no note but a sentence of its own, whose citation the
        # sentence before is lent only as unconfirmed
        ("자본지출은 2,280억 7,100만 원이다. (출처: [L6]) 인건비도 늘었다", "GR-07"),
    ],
)
def test_a_closing_note_is_still_checked(draft: str, rule: str) -> None:
    found = {f.rule for f in check(draft, BUDGET).findings}
    assert rule in found, check(draft, BUDGET).format_text()


# 2. a lead-in or a `□` heading with a figure over the items that cite
@pytest.mark.parametrize(
    "draft",
    [
        "봉화군 2026년 본예산, 핵심만 3줄로 정리하면:\n\n1. 자본지출 2,280억 7,100만 원 [L2, L6]\n"
        "2. 경상이전 2,196억 300만 원 [L5]\n3. 인건비 634억 7,900만 원 [L4]",
        "2026년 성질별 세출은 다음과 같다:\n- 자본지출 2,281억 원 [L2, L6]\n- 인건비 635억 원 [L4]",
        "□ 2026년 본예산 세출\n ○ 자본지출 2,280억 7,100만 원 [L2, L6]\n"
        " ○ 인건비 634억 7,900만 원 [L4]",
        "2026 budget in 3 lines:\n- Capital: KRW 228.07 billion [L2, L6]\n"
        "- Staff: KRW 63.48 billion [L4]",
        "핵심 세 줄 요약:\n1. 자본지출 2,280억 7,100만 원 [L6]\n2. 경상이전 2,196억 300만 원 [L5]\n"
        "3. 인건비 634억 7,900만 원 [L4]",
        "**2026년 본예산** 요약:\n- 환경 903억 5,100만 원 [L2, L7]",
    ],
)
def test_a_lead_in_with_a_figure_is_checked_against_its_items(draft: str) -> None:
    assert ok(draft, BUDGET), check(draft, BUDGET).format_text()


@pytest.mark.parametrize(
    ("draft", "rule"),
    [
        # the year is in no block the items cite
        ("2025년 본예산 핵심:\n1. 자본지출 2,280억 7,100만 원 [L2, L6]\n2. 인건비 634억 원 [L4]",
         "GR-03"),
        ("□ 2025년 본예산 세출\n ○ 자본지출 2,280억 7,100만 원 [L2, L6]", "GR-03"),
        # a lead-in's amount is a claim of its own, checked as one
        ("세출 총액 5,800억 원 중 주요 항목:\n- 인건비 634억 7,900만 원 [L4]", "GR-03"),
        # a claim before the lead-in stays a sentence of its own
        ("세출 총액은 5,800억 원이다. 2026년 주요 항목:\n- 인건비 634억 7,900만 원 [L2, L4]",
         "GR-01"),
        # items that cite nothing lend nothing: the lead-in and the items are uncited
        ("2026년 본예산 핵심:\n- 자본지출 2,280억 7,100만 원\n- 인건비 634억 원", "GR-01"),
    ],
)  # fmt: skip
def test_a_lead_in_with_a_wrong_figure_is_refused(draft: str, rule: str) -> None:
    found = {f.rule for f in check(draft, BUDGET).findings}
    assert rule in found, check(draft, BUDGET).format_text()


# 3. a board's date with a two-digit year
BOARD = [
    _para("L1", "초등돌봄교실 9월 안내"),
    _row("L2", "작성자 | 채경순 | 등록일 | 15.08.31 | 조회수 | 242", start=True),
    _para("L3", "공지 등록일: 19.12.26 (담당 조아라)"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "공지 등록일은 2015. 8. 31.이다 [L2].",
        "2015년 8월 31일에 올라온 공지다 [L2].",
        "등록일: ’15.8.31. [L2]",
        "The notice was posted on August 31, 2015 [L2].",
        "8월 31일에 등록됐다 [L2].",
        "공지는 2019년 12월 26일에 등록됐다 [L3].",
    ],
)
def test_a_board_date_with_a_two_digit_year_is_that_date(draft: str) -> None:
    assert ok(draft, BOARD), check(draft, BOARD).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "공지 등록일은 2015년 8월 13일이다 [L2].",
        "공지 등록일은 2016년 8월 31일이다 [L2].",
        "공지는 2019년 12월 16일에 등록됐다 [L3].",
        # a decimal of a paragraph without a date word stays a number
        "3분기 점수는 2015년 8월 31일 기준이다 [L4].",
    ],
)
def test_a_board_date_is_no_other_date(draft: str) -> None:
    blocks = [*BOARD, _para("L4", "3분기 평균 점수는 15.08.31점 순으로 높았다.")]
    assert "GR-03" in rules(draft, blocks), check(draft, blocks).format_text()


# 4. a day without its weekday in a block of short dates with weekdays
CARE = [
    _para("L1", "나. 9월 간식 제공 기간 : 9.1(화)~9.30(수), 19일간 (9.18 제외)"),
    _para("L2", "라. 스쿨뱅킹 계좌 이체 기간 : 9.3(목)~9.4(금) 전후로 이체"),
    _para("L3", "1교시 9.1(화) 평균 점수 9.18점, 2교시 8.75점"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "간식은 9월 1일(화)부터 30일(수)까지 19일간 제공되며, 9월 18일은 빠진다 [L1].",
        "9.18.은 간식이 없다 [L1].",
        "9월 18일에는 간식을 주지 않는다 [L1].",
        "Snacks are served from September 1 to September 30, except September 18 [L1].",
        "간식 제공 기간은 9.1.~9.30.이고 18일은 제외된다 [L1].",
    ],
)
def test_a_day_beside_short_dates_is_a_date(draft: str) -> None:
    assert ok(draft, CARE), check(draft, CARE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "9월 19일은 간식이 없다 [L1].",
        "8월 18일은 간식이 없다 [L1].",
        # a score with its counter stays a number
        "9월 18일 1교시 평균 점수가 공개됐다 [L3].",
    ],
)
def test_a_day_beside_short_dates_is_no_other_day(draft: str) -> None:
    assert "GR-03" in rules(draft, CARE), check(draft, CARE).format_text()


# 5. a weekday the cited block gives the same date otherwise
@pytest.mark.parametrize(
    "draft",
    [
        "이체 기간은 9.3.(목)~9.4.(금)이다 [L2].",
        "9월 4일(금)까지 이체하면 된다 [L2].",
        "9월 4일 금요일까지 이체한다 [L2].",
        "간식은 9월 1일(화)에 시작한다 [L1].",
        "9.30.(수)에 끝난다 [L1].",
    ],
)
def test_the_blocks_weekday_passes(draft: str) -> None:
    assert ok(draft, CARE), check(draft, CARE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "이체 기간은 9.3.(목)~9.4.(토)이다 [L2].",
        "9월 4일(목)까지 이체하면 된다 [L2].",
        "9월 3일 수요일부터 이체한다 [L2].",
        "간식은 9월 1일(월)에 시작한다 [L1].",
    ],
)
def test_another_weekday_than_the_blocks_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, CARE), check(draft, CARE).format_text()


# 6. the draft's own table under the source's Korean heads
@pytest.mark.parametrize(
    "draft",
    [
        "| 분야 | 합계 | 일반회계 | 특별회계 | 근거 |\n|---|---|---|---|---|\n"
        "| 환경 | 903.5억 원 | 456.1억 원 | 447.4억 원 | [L7] |",
        "| 분야 | 특별회계 | 근거 |\n|---|---|---|\n| 환경 | 447.4억 원 | [L7] |",
        "| 분야 | 특별회계 | 일반회계 | 근거 |\n|---|---|---|---|\n"
        "| 자본지출 | 421.4억 원 | 1,859.3억 원 | [L6] |",
        "| 항목 | 일반회계 | 특별회계 | 출처 |\n|---|---|---|---|\n"
        "| 경상이전 | 2,123.6억 원 | 72.4억 원 | [L5] |",
        "| 구분 | 합계 | 비고 |\n|---|---|---|\n| 인건비 | 634억 7,900만 원 | 전액 일반회계 [L4] |",
        "| 회계 | 금액 | 근거 |\n|---|---|---|\n| 특별회계 환경 | 447.4억 원 | [L7] |",
    ],
)
def test_a_draft_table_under_korean_heads_passes(draft: str) -> None:
    assert ok(draft, BUDGET), check(draft, BUDGET).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "| 분야 | 합계 | 일반회계 | 특별회계 | 근거 |\n|---|---|---|---|---|\n"
        "| 환경 | 903.5억 원 | 456.1억 원 | 456.1억 원 | [L7] |",
        "| 분야 | 특별회계 | 근거 |\n|---|---|---|\n| 자본지출 | 1,859.3억 원 | [L6] |",
        "| 항목 | 일반회계 | 특별회계 | 출처 |\n|---|---|---|---|\n"
        "| 경상이전 | 72.4억 원 | 2,123.6억 원 | [L5] |",
    ],
)
def test_a_draft_table_cell_of_another_korean_column_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, BUDGET), check(draft, BUDGET).format_text()


# 7. topics of Korean prose, each with its figure
PROSE = [
    _para(
        "L1",
        "비임금근로자 중 고용원 있는 자영업자는 5만 9천명, 고용원 없는 자영업자는 3만 4천명 각각 "
        "증가하였으나, 무급가족종사자는 5만 5천명 감소",
    ),
    _para("L2", "실업자는 12만명 감소한 74만 4000명이다. 실업률은 2.6%로 0.5%포인트 하락했다."),
    _para("L3", "트레이브즈(독일)에서는 7천명이, 작센에서는 1백 33명이 희생됐다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "무급가족종사자는 5만 5천 명 줄었다 [L1].",
        "고용원 있는 자영업자는 5만 9천 명 늘었다 [L1].",
        "고용원 없는 자영업자는 3만 4천 명 증가했다 [L1].",
        "자영업자는 5만 9천 명, 3만 4천 명씩 늘었다 [L1].",
        "실업자는 74만 4천 명으로 12만 명 줄었다 [L2].",
        "실업률은 2.6%다 [L2].",
        "독일 트레이브즈에서는 7천 명이 희생됐다 [L3].",
    ],
)
def test_a_topic_with_its_own_figure_passes(draft: str) -> None:
    assert ok(draft, PROSE), check(draft, PROSE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "무급가족종사자는 5만 9천 명 감소했다 [L1].",
        "무급가족종사자는 3만 4천 명 줄었다 [L1].",
    ],
)
def test_a_topic_given_another_topics_figure_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, PROSE), check(draft, PROSE).format_text()


STAR = [
    _para("L1", "2022대전시민천문대 별축제 및 제11회 학생사생대회를 개최합니다."),
    _para("L2", "이번 별 축제는 대면으로 진행됩니다. 많은 관심과 참여바랍니다."),
    _para("L4", "□ 일 시 : 2022.6.11(토) ~12(일)"),
    _para("L6", "❍ 행 사 명: 제102회 어린이날 행사 『동구 어린이 큰 잔치』"),
    _para("L7", "국회의원 선거는 제21대, 위원회는 제7기다."),
    _para("L10", "* 12시~13시는 점심시간으로 인해 운영을 안하는 체험부스 기관이 있을 수 있음."),
]


# 8. the end of a span of days that writes only its day
@pytest.mark.parametrize(
    "draft",
    [
        "별축제는 6월 11일(토)~12일(일)에 열린다 [L4].",
        "별축제 6/11(토)~6/12(일) [L4]",
        "축제 마지막 날은 6월 12일이다 [L4].",
        "The festival ends on June 12, 2022 [L4].",
        "2022년 6월 12일(일)까지 열린다 [L4].",
    ],
)
def test_the_end_of_a_span_of_days_takes_its_month(draft: str) -> None:
    assert ok(draft, STAR), check(draft, STAR).format_text()


@pytest.mark.parametrize(
    "draft",
    ["축제 마지막 날은 6월 13일이다 [L4].", "축제 마지막 날은 7월 12일이다 [L4].",
     "축제는 2023년 6월 12일까지다 [L4]."],
)  # fmt: skip
def test_the_end_of_a_span_of_days_is_no_other_day(draft: str) -> None:
    assert "GR-03" in rules(draft, STAR), check(draft, STAR).format_text()


# 9. a compact month and day before a closing bracket
@pytest.mark.parametrize(
    "draft",
    [
        "별축제는 이틀간(6.11.~6.12.) 대면으로 진행됐다 [L2, L4].",
        "별축제(~6.12.) 기간에는 대면으로 진행된다 [L2, L4].",
        "별축제 기간(6.11.~6.12.)에는 대면으로 진행된다 [L2, L4].",
        "축제는 이틀（6.11.~6.12.） 동안 대면으로 열린다 [L2, L4].",
        "별축제 일정(6.11.~6.12.) 확인 바람 [L4]",
    ],
)
def test_a_compact_date_before_a_bracket_ends_no_sentence(draft: str) -> None:
    assert ok(draft, STAR), check(draft, STAR).format_text()


def test_a_sentence_after_a_compact_date_still_cites() -> None:
    assert "GR-01" in rules("별축제는 6.11.에 시작한다 [L4]. 12일에는 부스가 쉰다.", STAR)


# 10. an English ordinal for a Korean label of a series
@pytest.mark.parametrize(
    "draft",
    [
        "The 102nd Children's Day fair is held in Donggu [L6].",
        "It is the 11th student drawing contest [L1].",
        "The 21st National Assembly election [L7].",
        "The committee is in its 7th term [L7].",
        "제102회 어린이날 행사다 [L6].",
    ],
)
def test_an_english_ordinal_restates_a_series_label(draft: str) -> None:
    assert ok(draft, STAR), check(draft, STAR).format_text()


@pytest.mark.parametrize(
    "draft",
    ["The 103rd Children's Day fair [L6].", "It is the 12th student contest [L1].",
     "The 22nd National Assembly election [L7]."],
)  # fmt: skip
def test_an_english_ordinal_of_another_number_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, STAR), check(draft, STAR).format_text()


# 11. the ends of a year's quarters heading a 10-K table
QUARTERLY = [
    _para("L3", "(in millions, except per share data)"),
    _row("L4", "2018 | March 31 | June 30 | September 30 | December 31 | Full Year", start=True),
    _row("L5", "Revenues | $ 3,912 | $ 4,006 | $ 4,078 | $ 4,129 | $ 16,125"),
    _row("L10", "Net income | 520 | 456 | 477 | 648 | 2,101"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Q4 2018 revenue was $4.13 billion [L4, L5].",
        "2018년 4분기 매출은 41억 2,900만 달러다 [L4, L5].",
        "Revenue in the third quarter of 2018 was $4,078 million [L4, L5].",
        "2018 Q2 revenue: $4,006M [L4, L5]",
        "Net income was $520 million in Q1 2018 [L4, L10].",
        "Full-year 2018 net income was $2,101 million [L4, L10].",
    ],
)
def test_quarter_end_heads_name_their_quarters(draft: str) -> None:
    assert ok(draft, QUARTERLY), check(draft, QUARTERLY).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Net income in Q3 2018 was $648M [L4, L10].",
        "2018년 1분기 매출은 40억 600만 달러다 [L4, L5].",
        "Q4 2017 revenue was $4,129 million [L4, L5].",
    ],
)
def test_a_quarter_given_another_quarter_end_column_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, QUARTERLY), check(draft, QUARTERLY).format_text()


# 12. a line its citation closes
@pytest.mark.parametrize(
    "draft",
    [
        "별축제 6/11(토)~12(일) [L4]\n점심시간 12~13시 일부 부스 휴무 [L10]",
        "별축제 6/11(토)~12(일) [L4].\n12~13시는 점심시간이다 [L10].",
        "별축제는 2022년 6월 11일에\n열린다 [L4].",
        "- 별축제 6/11(토) [L4]\n- 점심시간 12~13시 [L10]",
    ],
)
def test_lines_closed_by_citations_are_sentences(draft: str) -> None:
    assert ok(draft, STAR), check(draft, STAR).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "별축제 6/11(토)~12(일) [L4]\n점심시간 12~13시에는 일부 부스가 쉽니다.",
        "별축제 6/11(토)~12(일) [L4]\n제11회 학생사생대회도 함께 열린다.",
    ],
)
def test_an_uncited_line_after_a_cited_one_is_refused(draft: str) -> None:
    assert "GR-01" in rules(draft, STAR), check(draft, STAR).format_text()


# found while fixing class 1: a question checked against its answer's citations was cut at the
# places of the answer's citation groups, so a wrong figure there was never read
def test_a_question_keeps_its_own_text() -> None:
    blocks = [_row("L6", "일반회계 | 526,000 | 513,400 | 12,600", start=True)]
    draft = "Q: 일반회계 예산은 2027년 얼마인가요?\nA: 5,260억 원 [L6]."  # `2027` under `[L6]`
    assert "GR-03" in rules(draft, [_para("L1", "(단위 : 백만원)"), *blocks])
    assert ok("Q: 일반회계 예산은 5,260억 원인가요?\nA: 네, 5,260억 원입니다 [L6].",
              [_para("L1", "(단위 : 백만원)"), *blocks])  # fmt: skip


EMPLOYMENT = [
    _para("L2", "지난해 취업자수는 2382만9000명으로 지난해 비해 32만3000명 증가했다고 밝혔다."),
    _para(
        "L3",
        "연간 실업률은 3.7%로 지난해 대비 0.1%p 상승했으며 실업자는 92만명으로 3만1000명 증가했다.",
    ),
]


# 13. a change before `to` and a level
@pytest.mark.parametrize(
    "draft",
    [
        "Annual employment rose by 323,000 to 23.829 million [L2].",
        "Employment increased by 323,000 to 23,829,000 [L2].",
        "Jobs grew by 0.323 million to 23.829 million [L2].",
        "Unemployment rose by 31,000 to 920,000 [L3].",
        "The jobless count went up by 31,000 to 0.92 million [L3].",
    ],
)
def test_a_change_by_then_a_level_is_no_range(draft: str) -> None:
    assert ok(draft, EMPLOYMENT), check(draft, EMPLOYMENT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Annual employment rose by 332,000 to 23.829 million [L2].",
        "Annual employment rose by 323,000 to 23.892 million [L2].",
    ],
)
def test_a_wrong_change_or_level_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, EMPLOYMENT), check(draft, EMPLOYMENT).format_text()


DATED = [
    _para("L3", "(In thousands, except per share data)"),
    _row(
        "L4",
        "Quarter Ended | September 30, 2014 | June 30, 2014 | March 31, 2014 | December 31, 2013",
        start=True,
    ),
    _row("L5", "Revenues | $ 221,570 | $ 197,610 | $ 185,462 | $ 184,343"),
    _row("L8", "Diluted | $ 1.10 | $ 0.58 | $ 0.59 | $ 0.47"),
]


# 14. quarter ends with their own years
@pytest.mark.parametrize(
    "draft",
    [
        "Q3 2014 revenue was $221.6 million [L4, L5].",
        "2014년 1분기 매출은 1억 8,546만 달러다 [L4, L5].",
        "Fourth-quarter 2013 revenue was $184.3 million [L4, L5].",
        "In Q2 2014 revenue reached $197.6 million [L4, L5].",
        "Revenue for the quarter ended June 30, 2014 was $197.6 million [L4, L5].",
    ],
)
def test_dated_quarter_ends_name_their_quarters(draft: str) -> None:
    assert ok(draft, DATED), check(draft, DATED).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Q2 2014 revenue was $221.6 million [L4, L5].",
        "Q4 2014 revenue was $184.3 million [L4, L5].",
        "Revenue for the quarter ended June 30, 2014 was $185.5 million [L4, L5].",
    ],
)
def test_a_quarter_given_another_dated_column_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, DATED), check(draft, DATED).format_text()


# 15. months named in words over a header of dates
@pytest.mark.parametrize(
    "draft",
    [
        "Diluted EPS rose to $1.10 in the September 2014 quarter from $0.58 in the June quarter "
        "[L4, L8].",
        "Diluted EPS was $0.58 in June and $1.10 in September 2014 [L4, L8].",
        "EPS went from $0.59 in the March quarter to $1.10 in the September 2014 quarter [L4, L8].",
        "Diluted EPS: $1.10 (September 2014) [L4, L8]",
        "Diluted EPS was $0.47 in December 2013 and $0.59 in March 2014 [L4, L8].",
    ],
)
def test_months_named_over_dated_heads(draft: str) -> None:
    assert ok(draft, DATED), check(draft, DATED).format_text()


def test_one_month_named_over_dated_heads_takes_its_column() -> None:
    draft = "Diluted EPS in the September 2014 quarter was $0.58 [L4, L8]."
    assert "GR-03" in rules(draft, DATED), check(draft, DATED).format_text()


LISTED = [
    _para(
        "L6",
        "반면, 전문·과학 및 기술서비스업(10만7천명), 교육서비스업(6만6천명), "
        "정보통신업(5만2천명) 등에선 증가했다.",
    ),
    _para("L7", "세종(1.03명), 전남(0.97명), 강원(0.89명) 순으로 높았다."),
    _para("L3", "6월 거래량(13만9318건)은 전년 동월(132,486건) 대비 5.2% 증가했다."),
]


# 16. a list of names with bracketed figures
@pytest.mark.parametrize(
    "draft",
    [
        "교육서비스업 취업자는 6만 6천 명 늘었다 [L6].",
        "정보통신업은 5만 2천 명, 교육서비스업은 6만 6천 명 늘었다 [L6].",
        "기술서비스업 취업자가 10만 7천 명으로 가장 많이 늘었다 [L6].",
        "전남 출산율은 0.97명으로 세종(1.03명)보다 낮다 [L7].",
        "강원은 0.89명이다 [L7].",
        "전년 6월 거래량은 13만 2,486건이었다 [L3].",
        "서비스업 취업자는 5만 2천 명 늘었다 [L6].",
    ],
)
def test_a_name_with_its_bracketed_figure_passes(draft: str) -> None:
    assert ok(draft, LISTED), check(draft, LISTED).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "교육서비스업 취업자는 5만 2천 명 늘었다 [L6].",
        "정보통신업 취업자는 6만 6천 명 늘었다 [L6].",
        "강원 출산율은 0.97명이다 [L7].",
    ],
)
def test_a_name_given_another_bracketed_figure_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, LISTED), check(draft, LISTED).format_text()


RESPECTIVE = [
    _para(
        "L9",
        "(2) Cost of revenues excludes amortization expense of $1.9 million, $1.9 million, $1.8 "
        "million, $1.8 million and $1.5 million for the quarters ended September 30, 2014, June "
        "30, 2014, March 31, 2014, December 31, 2013 and December 31, 2012, respectively.",
    ),
]


# 17. two lists paired by `respectively`
@pytest.mark.parametrize(
    "draft",
    [
        "Amortization was $1.8 million for the quarter ended March 31, 2014 [L9].",
        "For the quarter ended September 30, 2014, amortization was $1.9 million [L9].",
        "2012년 12월 31일 분기 상각비는 150만 달러다 [L9].",
        "Amortization of $1.9 million, $1.9 million and $1.8 million was excluded [L9].",
        "Amortization was $1.5 million in the quarter ended December 31, 2012 [L9].",
    ],
)
def test_an_amount_given_its_respective_date_passes(draft: str) -> None:
    assert ok(draft, RESPECTIVE), check(draft, RESPECTIVE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Amortization was $1.9 million for the quarter ended March 31, 2014 [L9].",
        "2012년 12월 31일 분기 상각비는 180만 달러다 [L9].",
    ],
)
def test_an_amount_given_another_respective_date_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, RESPECTIVE), check(draft, RESPECTIVE).format_text()


SEOCHO = [
    _para("L3", "(단위 : 억원)"),
    _row("L4", "구분 | 2026 예산 | 2025 예산 | 증감액 | 증감률", start=True),
    _row("L7", "특별회계 | 295 | 450 | ∆155 | ∆34.47%"),
    _row("L8", "주차장특별회계 | 4,050,800 | 0.33% | 3,848,260 | 0.33% | 202,540 | 5,26%"),
    _para("L12", "(단위 : 억원)"),
    _row("L13", "분 야 별 | 2026 | 2025 | 비교증감", start=True),
    _row("L14", "| 예산액 | 구성비 | 예산액 | 구성비 | 증감액 | 증감률"),
    _row("L18", "교육 | 214 | 2.35% | 196 | 2.31% | 18 | 9.45%"),
    _row("L21", "사회복지 | 4,317 | 47.32% | 3,898 | 46.06% | 419 | 10.75%"),
]


# 18. a decimal comma in a rate cell
@pytest.mark.parametrize(
    "draft",
    [
        "주차장특별회계 증감률은 5.26%다 [L8].",
        "The parking account grew 5.26% [L8].",
        "주차장특별회계는 5.3% 늘었다 [L8].",
        "주차장특별회계 구성비는 0.33%다 [L8].",
        "주차장특별회계는 약 5% 증가했다 [L8].",
    ],
)
def test_a_decimal_comma_in_a_rate_cell(draft: str) -> None:
    assert ok(draft, SEOCHO), check(draft, SEOCHO).format_text()


@pytest.mark.parametrize(
    "draft", ["주차장특별회계 증감률은 526%다 [L8].", "주차장특별회계 증감률은 5.62%다 [L8]."]
)
def test_a_decimal_comma_rate_is_no_other_rate(draft: str) -> None:
    assert "GR-03" in rules(draft, SEOCHO), check(draft, SEOCHO).format_text()


# 19. ∆ as a decrease
@pytest.mark.parametrize(
    "draft",
    [
        "특별회계는 155억 원 감소했다 [L7].",
        "특별회계는 155억 원(34.47%) 줄었다 [L7].",
        "특별회계 증감: △155억 원 [L7]",
        "특별회계 증감: -155억 원 [L7]",
        "특별회계는 450억 원에서 295억 원으로 줄었다 [L7].",
    ],
)
def test_a_delta_sign_is_a_decrease(draft: str) -> None:
    assert ok(draft, SEOCHO), check(draft, SEOCHO).format_text()


@pytest.mark.parametrize(
    "draft",
    ["특별회계는 155억 원 증가했다 [L7].", "특별회계 증감: +155억 원 [L7]",
     "특별회계는 34.47% 늘었다 [L7]."],
)  # fmt: skip
def test_a_delta_sign_is_no_increase(draft: str) -> None:
    assert "GR-03" in rules(draft, SEOCHO), check(draft, SEOCHO).format_text()


# 20. merged year heads over two columns each
@pytest.mark.parametrize(
    "draft",
    [
        "2026년 교육 예산은 214억 원이다 [L18].",
        "2025년 교육 예산은 196억 원이었다 [L18].",
        "2026년 사회복지 예산은 4,317억 원으로 47.32%를 차지한다 [L21].",
        "2025년 사회복지 비중은 46.06%였다 [L21].",
        "2026년 교육 예산은 18억 원(9.45%) 늘었다 [L18].",
    ],
)
def test_merged_year_heads_head_their_columns(draft: str) -> None:
    assert ok(draft, SEOCHO), check(draft, SEOCHO).format_text()


@pytest.mark.parametrize(
    "draft",
    ["2025년 교육 예산은 214억 원이었다 [L18].", "2026년 사회복지 비중은 46.06%다 [L21].",
     "2026년 사회복지 예산은 3,898억 원이다 [L21]."],
)  # fmt: skip
def test_a_year_given_the_other_merged_column_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, SEOCHO), check(draft, SEOCHO).format_text()


ARTICLE = [
    _para("L3", "회계별로는 일반회계가 4364억원, 특별회계가 612억원이다."),
    _para("L4", "가장 크게 감액된 분야는 '도로교통'으로 전년대비 3088억원(11.8%) 줄었다."),
    _para("L5", "사회복지 분야는 전년대비 4025억원(2.5%) 늘었다."),
    _para("L6", "계약금액이 104억 → 1조 7,421억원으로 증가, 중소기업이 계약금액의 45%를 차지"),
]


# 21. a bracketed rate's direction
@pytest.mark.parametrize(
    "draft",
    [
        "도로교통 예산은 11.8% 줄었다 [L4].",
        "도로교통은 3,088억 원(11.8%) 감소했다 [L4].",
        "사회복지 예산은 2.5% 늘었다 [L5].",
        "Road traffic spending falls 11.8% [L4].",
        "도로교통 예산은 -11.8%다 [L4].",
    ],
)
def test_a_bracketed_rate_takes_the_amounts_direction(draft: str) -> None:
    assert ok(draft, ARTICLE), check(draft, ARTICLE).format_text()


@pytest.mark.parametrize(
    "draft",
    ["도로교통 예산은 11.8% 늘었다 [L4].", "사회복지 예산은 2.5% 줄었다 [L5].",
     "Road traffic spending rose 11.8% [L4]."],
)  # fmt: skip
def test_a_bracketed_rate_given_the_other_direction_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, ARTICLE), check(draft, ARTICLE).format_text()


# 22. a subject's 이/가 in Korean prose
@pytest.mark.parametrize(
    "draft",
    [
        "일반회계는 4,364억 원이다 [L3].",
        "특별회계는 612억 원이다 [L3].",
        "특별회계가 612억 원, 일반회계가 4,364억 원이다 [L3].",
        "중소기업은 계약금액의 45%를 차지했다 [L6].",
        "계약금액은 1조 7,421억 원으로 늘었다 [L6].",
    ],
)
def test_a_subject_with_its_own_figure_passes(draft: str) -> None:
    assert ok(draft, ARTICLE), check(draft, ARTICLE).format_text()


def test_a_subject_given_another_subjects_figure_is_refused() -> None:
    assert "GR-03" in rules("특별회계는 4,364억 원이다 [L3].", ARTICLE)


# 23. a thread's counter
@pytest.mark.parametrize(
    "draft",
    [
        "1/3 사회복지 6,677억 원, 전체 예산의 약 3분의 1 [L2]",
        "2/3 도로교통 예산은 11.8% 줄었다 [L4].",
        "(3/3) 사회복지 예산은 2.5% 늘었다 [L5].",
        "1/2 General account: KRW 436.4 billion [L3]",
        "- 1/4 일반회계는 4,364억 원이다 [L3].",
    ],
)
def test_a_thread_counter_is_no_date(draft: str) -> None:
    blocks = [*ARTICLE, _para("L2", "사회복지 부문 6,677억원이 배정돼 전체 예산의 33.21%를 차지")]
    assert ok(draft, blocks), check(draft, blocks).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # a date inside the sentence, a counter past 10, or one larger than its whole
        "사회복지 예산은 1/3에 확정됐다 [L5].",
        "12/31 사회복지 예산은 2.5% 늘었다 [L5].",
        "5/3 사회복지 예산은 2.5% 늘었다 [L5].",
    ],
)
def test_a_date_that_is_no_thread_counter_is_still_checked(draft: str) -> None:
    assert "GR-03" in rules(draft, ARTICLE), check(draft, ARTICLE).format_text()
