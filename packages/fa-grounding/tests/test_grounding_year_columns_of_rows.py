"""A figure must sit in the column of the year a sentence gives it, in the row it belongs to:
the row whose label the sentence writes last before it, when that row holds it; else any cited
row that holds it in that year's column. A figure another cited row also holds in another
year's column is not refused for it; one given the wrong year in its own row still is."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

OUTPUT = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: GWh, %)"},
    row("L2", "단지명 | 2023년 발전량 | 2024년 발전량 | 2023년 이용률 | 2024년 이용률", start=True),
    row("L3", "가온 | 70.2 | 73.6 | 26.7 | 28.0"),
    row("L4", "나래 | 245.3 | 262.8 | 28.0 | 30.0"),
    row("L5", "합계 | 315.5 | 336.4 | 27.4 | 29.0"),
]

CASES = [
    row("L1", "구분 | 2022년 | 2023년 | 2024년", start=True),
    row("L2", "개시 결정 | 3 | 4 | 2"),
    row("L3", "기각 | 1 | 2 | 3"),
]

HEAD = "| 단지 | 2024년 발전량 | 2024년 이용률 |\n|---|---|---|\n"


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        (HEAD + "| 가온 | 73.6GWh | 28.0% |\n| 나래 | 262.8GWh | 30.0% |\n\n[L3, L4, L5]", OUTPUT),
        ("2024년 가온의 이용률은 28.0%, 나래는 30.0%였다 [L3, L4].", OUTPUT),
        ("2023년 나래 이용률은 28.0%였다 [L3, L4].", OUTPUT),
        ("2024년 개시 결정은 2건, 기각은 3건이었다 [L2, L3].", CASES),
    ],
)
def test_a_figure_in_its_rows_year_column_passes(draft: str, blocks: list[dict]) -> None:
    assert check(draft, blocks).ok


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        (HEAD + "| 가온 | 73.6GWh | 26.7% |\n| 나래 | 262.8GWh | 30.0% |\n\n[L3, L4, L5]", OUTPUT),
        ("2024년 나래의 이용률은 28.0%였다 [L3, L4].", OUTPUT),
        ("2024년 개시 결정은 3건, 기각은 2건이었다 [L2, L3].", CASES),
        ("'24년 동의의결: 개시 결정 3건, 기각 2건 [L2][L3]", CASES),
    ],
)
def test_a_figure_of_another_year_in_its_own_row_fails(draft: str, blocks: list[dict]) -> None:
    errors = check(draft, blocks).errors
    assert errors and {f.rule for f in errors} == {"GR-03"}


_HALVES = [
    row("L10", "위반 유형 | 2025년 상반기 | 비중 | 2024년 상반기 | 증감", start=True),
    row("L11", "합계 | 73 | 100.0 | 84 | -11"),
    row("L12", "주류 판매·제공 | 24 | 32.9 | 29 | -5"),
]


def test_an_english_half_right_after_a_figure_is_that_figures_alone() -> None:
    # `down from 29 in the first half of 2024`: the half is the base's, not the 24's
    draft = (
        "Selling alcohol was the most common violation at 24 cases (32.9%), down from 29 in "
        "the first half of 2024 [L10, L12]."
    )
    report = check(draft, _HALVES)
    assert report.ok, report.format_text()
    # planted: the base taken from the other half's column
    wrong = check(draft.replace("from 29 in", "from 24 in"), _HALVES)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()
    # and a sentence whose half stands before its figures holds them all to it
    held = check("In the first half of 2024, alcohol cases were 24 [L10, L12].", _HALVES)
    assert "GR-03" in {f.rule for f in held.errors}, held.format_text()
