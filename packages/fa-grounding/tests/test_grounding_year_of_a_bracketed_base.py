"""A year written right before a bracketed base of a comparison (`2024년 3월(95억 원)보다`) dates
that base, held to its column, and not the sentence's figure before it (`114억 원으로`), which
is the later column's."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_ISSUES = [
    {"anchor": "L10", "kind": "caption", "text": "(단위: 억 원, %)"},
    row("L11", "구분 | 2024년 | 2025년 | 증감 | 증감률", start=True),
    row("L14", "3월 | 95 | 114 | 19 | 20.0"),
]


def test_a_year_before_a_bracketed_base_dates_the_base_alone() -> None:
    draft = "3월 발행액은 114억 원으로 2024년 3월(95억 원)보다 19억 원(20.0%) 증가함 [L14]"
    report = check(draft, _ISSUES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the base given the other year's figure
        "3월 발행액은 95억 원으로 2024년 3월(114억 원)보다 19억 원 줄었다 [L14]",
        "3월 발행액은 114억 원으로 2023년(95억 원)보다 늘었다 [L14]",
        # planted: the sentence's own figure dated by a year before it
        "2024년 3월 발행액은 114억 원이다 [L14]",
    ],
)
def test_a_bracketed_base_of_another_years_column_still_fails(draft: str) -> None:
    assert not check(draft, _ISSUES).ok
