"""Round 10: a robustness review of the rules of rounds 8 and 9 (batch `r10-a-*`).

Classes of spelling the checker misread:

1. A draft's tenths (`3할 1푼 2리`) restate a source's rate written as a decimal below 1, as a
   batting average is (`.312`), as a part of a whole does (`3분의 1` for `0.333333`).
2. In a block that writes continental notation (`EUR 1.234,5 million`, `€ 1.250,00`), a comma
   before one or two final digits is the decimal mark everywhere in it (`8,2%`), whatever the
   language.
3. A compact date (`20241231`) right after a word for a date (`기준일`, `일자`, `as of`) is that
   date in running text too, not only in a cell.
4. A leading-zero number before a dash and the hour it ranges to (`09-12시`) are hours, not an
   identifier like `0704-0004`.
5. A source's `3분기 말` is the quarter's last month (September), as a draft's is.
6. A short Korean column head (`면적(㎢)`, `2분기`) is named by the sentence too: the figure
   the sentence gives it must sit in its column.

Held-out batch `r10-b-*` (blocks fa extracted from Korean bills, workbooks and a slide PDF):

7. A timeline entry with an abbreviated year and a month (`○ ’10. 10  군 현지 실사단 파견`)
   holds that month, as `’10. 10월` does.
8. `up front` says when, not a rise: `costs $70,000 up front` restates `-$70,000`.
9. A page of a PDF may be a slide: `4번 슬라이드` citing `[p4.4]` names it, as `4쪽` does.
10. Korean words quoted over cited blocks with no Korean translate them (`‘도쿠시마’라는 지명`
    for `「徳島 (Tokushima)」`): no quote to compare.
11. A figure a PDF broke over two paragraphs of a page (`（計13` then `万記事）`) is read whole.

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from grounding_drafts import row as _row

# 1. tenths for a decimal rate
SEASON = {"L1": "주전 타자 타율 .312, 출루율 0.405. 구단은 시즌권을 30% 할인할 계획이다."}


@pytest.mark.parametrize(
    "draft", ["타율은 3할 1푼 2리였다 [L1].", "출루율은 4할 5리다 [L1].", "타율은 3할대다 [L1]."]
)
def test_tenths_restate_a_decimal_rate(draft: str) -> None:
    assert ok(draft, SEASON), check(draft, SEASON).format_text()


@pytest.mark.parametrize("draft", ["타율은 2할 9푼이었다 [L1].", "타율은 3할 2푼이었다 [L1]."])
def test_tenths_for_a_decimal_are_checked(draft: str) -> None:
    assert rules(draft, SEASON) == {"GR-03"}


# 2. a decimal comma beside continental notation
INVESTOR = {
    "L1": "Revenue reached EUR 1.234,5 million in 2024, up 8,2% on the year; "
    "the dividend is EUR 0,85 per share."
}


@pytest.mark.parametrize(
    "draft",
    ["Revenue was €1,234.5 million, up 8.2% [L1].", "The dividend is €0.85 per share [L1]."],
)
def test_decimal_comma_beside_continental_notation(draft: str) -> None:
    assert ok(draft, INVESTOR), check(draft, INVESTOR).format_text()


@pytest.mark.parametrize("draft", ["Revenue rose 8.3% [L1].", "The dividend is €0.58 [L1]."])
def test_decimal_comma_figures_are_checked(draft: str) -> None:
    assert rules(draft, INVESTOR) == {"GR-03"}


def test_a_decimal_comma_needs_continental_notation_in_the_block() -> None:
    # without `1.234,5` or `€ 1.250,00` in the block, `2,50` in prose is left as it was read
    blocks = {"L1": "Revenue was 1,250 dollars; costs were 2,50 of it."}
    assert rules("Costs were 2.5 [L1].", blocks) == {"GR-03"}


# 3. a compact date after a date word
SHEET = {"L1": "기준일 20241231, 누적 접수 1,107건", "L2": "접수번호 20241231번 외 1,107건"}


def test_compact_date_after_a_date_word() -> None:
    assert ok("2024년 12월 31일 기준 누적 접수는 1,107건이다 [L1].", SHEET)
    assert rules("2024년 12월 30일 기준 누적 접수는 1,107건이다 [L1].", SHEET) == {"GR-03"}


def test_compact_number_without_a_date_word_is_no_date() -> None:
    assert rules("2024년 12월 31일 접수분은 1,107건이다 [L2].", SHEET) == {"GR-03"}


# 4. hours with a leading zero
HOURS = {"L1": "□ 상담 시간: 평일 09-12시, OMB No. 0704-0004"}


@pytest.mark.parametrize(
    "draft",
    ["상담은 평일 오전 9시부터 12시까지다 [L1].", "서식 번호는 0704-0004다 [L1]."],
)
def test_leading_zero_hours(draft: str) -> None:
    assert ok(draft, HOURS), check(draft, HOURS).format_text()


def test_leading_zero_hours_are_checked() -> None:
    assert rules("상담은 평일 오전 9시부터 오후 1시까지다 [L1].", HOURS) == {"GR-03"}


# 5. a source's quarter end
PROGRESS = {"L1": "ㅇ 3분기 말 기준 공정률 62%", "L2": "ㅇ 3분기 공정률 62%"}


def test_source_quarter_end_is_its_last_month() -> None:
    assert ok("9월 말 기준 공정률은 62%다 [L1].", PROGRESS)
    assert rules("6월 말 기준 공정률은 62%다 [L1].", PROGRESS) == {"GR-03"}
    assert rules("9월 말 기준 공정률은 62%다 [L2].", PROGRESS) == {"GR-03"}


# 6. short Korean column heads
AREAS = [
    _row("L1", "지역 | 인구(명) | 면적(㎢)", start=True),
    _row("L2", "인구밀집지역 | 1,200 | 35"),
    _row("L3", "농촌지역 | 300 | 120"),
]
CHART = [
    {"anchor": "s4.1", "kind": "chart_categories", "text": "1분기 | 2분기 | 3분기 | 4분기"},
    {"anchor": "s4.2", "kind": "chart_series", "text": "2024 | 10 | 12 | 14 | 16"},
    {"anchor": "s4.3", "kind": "chart_series", "text": "2025 | 11 | 13 | 15 | 17"},
]


@pytest.mark.parametrize(
    "draft",
    [
        "농촌지역의 면적은 120㎢다 [L3].",
        "인구밀집지역의 면적은 35㎢다 [L2].",
        "농촌지역 인구는 300명, 면적은 120㎢다 [L3].",
    ],
)
def test_short_korean_heads(draft: str) -> None:
    assert ok(draft, AREAS), check(draft, AREAS).format_text()


def test_short_korean_head_takes_its_column() -> None:
    assert rules("농촌지역의 면적은 300㎢다 [L3].", AREAS) == {"GR-03"}


def test_quarter_category_takes_its_column() -> None:
    assert ok("2025년 3분기 값은 15입니다 [s4.3][s4.1].", CHART)
    assert rules("2025년 2분기 값은 15입니다 [s4.3][s4.1].", CHART) == {"GR-03"}


# 7. a timeline entry with an abbreviated year and month
TIMELINE = {
    "L1": "○  ’10. 10  군 현지 실사단 파견,  부대 파견 여건 확인‧점검",
    "L2": "○  ’10. 11 외교부,  기획재정부 등과 부대 파견계획 협조 완료",
}


def test_timeline_month_with_an_abbreviated_year() -> None:
    assert ok("현지 실사단은 2010년 10월에 파견됐다 [L1].", TIMELINE)
    assert ok("파견계획 협조는 2010년 11월에 끝났다 [L2].", TIMELINE)
    assert rules("현지 실사단은 2010년 9월에 파견됐다 [L1].", TIMELINE) == {"GR-03"}


def test_timeline_month_is_not_a_count() -> None:
    # a figure with a counter after the month stays a count
    assert rules("2010년 3월에 파견했다 [L1].", {"L1": "’10. 3 명 파견"}) == {"GR-03"}
    assert rules("2025년 3월 매출은 12억 원이다 [L1].", {"L1": "’25. 3 분기 매출 12억원"}) == {
        "GR-03"
    }


# 8. up front
OUTLAY = [_row("x1.1", "-$70,000", start=True), _row("x1.2", "$12,000")]


def test_up_front_is_no_direction() -> None:
    assert ok("The project costs $70,000 up front [x1.1].", OUTLAY)
    assert rules("The project costs $75,000 up front [x1.1].", OUTLAY) == {"GR-03"}
    # `up` after a figure is still a rise: a source's outflow does not say so
    assert rules("Cash flow was $70,000 up [x1.1].", OUTLAY) == {"GR-03"}


# 9. a slide of a deck saved as PDF
DECK = [
    {"anchor": "p4.1", "kind": "paragraph", "text": "4"},
    {"anchor": "p4.2", "kind": "paragraph", "text": "1995年の New York Times (14\n万記事)"},
]


def test_slide_number_names_a_pdf_page() -> None:
    assert ok("4번 슬라이드: 1995년 뉴욕타임스 기사 14만 건을 썼습니다 [p4.2].", DECK)
    assert ok("Slide 4: 140,000 New York Times articles from 1995 [p4.2].", DECK)
    assert rules("5번 슬라이드: 1995년 기사 14만 건 [p4.2].", DECK) == {"GR-03"}


# 10. a translation in quotes
NAMES = {"L1": "例. 「徳島 (Tokushima)」という地名は1回しか現れない。", "L2": "「徳島」は地名。"}


def test_korean_quote_over_a_source_without_korean_is_a_translation() -> None:
    assert ok("‘도쿠시마’라는 지명은 한 번만 나온다 [L1].", NAMES)
    # unchecked, so the report says it was not compared
    report = check("‘도쿠시마’라는 지명은 한 번만 나온다 [L1].", NAMES)
    assert any("translat" in item for item in report.not_verifiable)
    assert not any(
        "translat" in item for item in check("지명은 한 번 나온다 [L1].", NAMES).not_verifiable
    )
    # a quote of the source's own script is still compared
    assert rules("「德山」という地名 [L1].", NAMES) == {"GR-04"}
    # over a Korean block, a Korean quote is compared
    korean = {**NAMES, "L3": "도쿠시마현은 시코쿠에 있다."}
    assert rules("‘도쿠시마 공항’은 시코쿠에 있다 [L3].", korean) == {"GR-04"}


# 11. a figure broken over two paragraphs of a PDF page
BROKEN = [
    {"anchor": "p15.3", "kind": "paragraph", "text": "• 1995年の Reuters の記事１年分（計13"},
    {"anchor": "p15.4", "kind": "paragraph", "text": "万記事）を使用。"},
    {"anchor": "p16.1", "kind": "paragraph", "text": "万一の場合"},
]


def test_figure_broken_over_two_pdf_paragraphs() -> None:
    assert ok("로이터 기사 1년치, 모두 13만 건을 썼다 [p15.3, p15.4].", BROKEN)
    assert ok("모두 13만 건을 썼다 [p15].", BROKEN)
    assert rules("모두 15만 건을 썼다 [p15.3, p15.4].", BROKEN) == {"GR-03"}


def test_a_multiplier_opening_another_page_carries_nothing() -> None:
    assert rules("13만 건이다 [p16.1].", BROKEN) == {"GR-03"}
