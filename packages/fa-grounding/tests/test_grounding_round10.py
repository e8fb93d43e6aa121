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

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check


def ok(draft: str, blocks: object) -> bool:
    return check(draft, blocks).ok


def rules(draft: str, blocks: object) -> set[str]:
    return {f.rule for f in check(draft, blocks).errors}


def _row(anchor: str, text: str, *, start: bool = False) -> dict[str, object]:
    flags = ["table", "table_start"] if start else ["table"]
    return {"anchor": anchor, "text": text, "kind": "table_row", "flags": flags}


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
