"""A year word or an English year dates every figure joined to the one beside it: `지난해
105척·962억 원` gives both figures last year's, and `9 stations (37.5%) in 2024` gives 2024 to the
figure before the bracket as to the one in it. A figure of another year's column still fails."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

_TABLE = [
    para("L1", "배포 일시: 2025. 4. 8.(화)"),
    para("L2", "<표 2> 연도별 정비 실적"),
    row("L3", "구분 | 2023년 | 2024년 | 2025년(계획)"),
    row("L4", "정비 건수 | 64 | 71 | 80"),
    row("L5", "사업비(억 원) | 412 | 455 | 506"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "정비 건수와 사업비는 2023년 64건·412억 원, 지난해 71건·455억 원, 올해 80건·506억 원이다 "
        "[L4, L5].",
        "2023년 64건ㆍ412억 원에서 작년 71건ㆍ455억 원으로 늘었다 [L4, L5].",
    ],
)
def test_a_year_word_dates_both_figures_a_middle_dot_joins(draft: str) -> None:
    report = check(draft, _TABLE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: last year given the figure of 2023's column after the dot
        "정비 건수와 사업비는 2023년 64건·412억 원, 지난해 71건·412억 원, 올해 80건·506억 원이다 "
        "[L4, L5].",
        # planted: this year given last year's figure after the dot
        "정비 건수와 사업비는 2023년 64건·412억 원, 지난해 71건·455억 원, 올해 80건·455억 원이다 "
        "[L4, L5].",
    ],
)
def test_a_figure_of_another_years_column_after_the_dot_still_fails(draft: str) -> None:
    report = check(draft, _TABLE)
    assert not report.ok, report.format_text()


_GRADES = [
    row("L1", "등급 | 2024년 | 2025년 | 2024년 비중 | 2025년 비중"),
    row("L2", "A | 9 | 11 | 37.5 | 45.8"),
    row("L3", "B | 10 | 9 | 41.7 | 37.5"),
]


_RATED = [
    para("L1", "○ A등급 비율은 45.8%로 전년(37.5%) 대비 8.3%p 상승"),
    row("L2", "등급 | 2024년 | 2025년 | 증감 | 구성비(2025년)"),
    row("L3", "A | 9 | 11 | 2 | 45.8"),
    row("L4", "B | 10 | 9 | △1 | 37.5"),
]


def test_an_english_year_after_a_bracket_dates_the_figure_before_it() -> None:
    draft = (
        "Eleven stations were rated A, or 45.8% [L1]. That is up from 9 stations (37.5%) in "
        "2024, a rise of 8.3 percentage points [L1, L3]."
    )
    report = check(draft, _RATED)
    assert report.ok, report.format_text()


def test_a_figure_of_another_years_column_before_a_bracket_still_fails() -> None:
    # planted: 11 is 2025's, given to 2024 before a bracket and the year
    report = check("Stations rated A rose to 11 in 2025, up from 11 (37.5%) in 2024 [L2].", _GRADES)
    assert not report.ok, report.format_text()
