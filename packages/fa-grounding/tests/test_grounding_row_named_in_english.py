"""An English sentence that names one cited row by its Korean label in brackets (`business
viability (기업성)`) may name the others in English words, which fa does not read: only the
figures of the clause that names the row are held to that row."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

_WEIGHTS = [
    row("L36", "평가 항목 | 세부 내용 | 배점", start=True),
    row("L37", "공공성 | 지역 문제 해결, 취약계층 고용 | 25"),
    row("L38", "기업성 | 사업계획 타당성, 매출 실현 가능성 | 35"),
    row("L40", "공동체성 | 민주적 운영, 이익의 지역 환원 | 15"),
]


def test_other_rows_named_in_english_in_another_clause_keep_their_figures() -> None:
    draft = (
        "Business viability (기업성) carries the most weight at 35 points; public value gets 25 "
        "and community 15 [L37, L38, L40]."
    )
    report = check(draft, _WEIGHTS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the named row given another row's figure in its own clause
        "Business viability (기업성) carries 25 points [L37, L38, L40].",
        "기업성 배점은 25점이고 공동체성은 15점이다 [L37, L38, L40].",
    ],
)
def test_the_named_rows_clause_given_another_rows_figure_fails(draft: str) -> None:
    assert not check(draft, _WEIGHTS).ok


_GRADES = [
    para("L1", "- 급수별로는 2급 57명, 1급 42명, 3급 38명, 4급 21명 순임"),
    para("L2", "- 권역별 수거 횟수는 1구역 14회, 2구역 9회, 3구역 6회였다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Grade 2 was the most common level with 57 passers, followed by Grade 1 with 42 [L1].",
         True),
        ("Level 1 had 42 passers and Level 3 had 38 [L1].", True),
        ("Zone 2 had 9 pickups [L2].", True),
        # planted: the figures of two numbered classes given each other in English
        ("Grade 1 was the most common level with 57 passers, followed by Grade 2 with 42 [L1].",
         False),
        ("Level 3 had 42 passers [L1].", False),
        ("Zone 1 had 9 pickups and Zone 2 had 14 [L2].", False),
    ],
)  # fmt: skip
def test_an_english_numbered_class_names_the_korean_class(draft: str, passes: bool) -> None:
    report = check(draft, _GRADES)
    assert report.ok is passes, report.format_text()
