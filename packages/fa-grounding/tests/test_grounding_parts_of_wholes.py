"""A part a sentence gives larger than the whole it is a part of (`30 ..., 63 of them`, `30건 중
63건`) contradicts itself: refused, whatever the blocks hold. A part no larger, a share, or two
figures of unlike units are left alone."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

TABLE = [
    para("L1", "<표 1> 유형별 민원 건수"),
    row("L2", "유형 | 건수"),
    row("L3", "소음 | 12"),
    row("L4", "악취 | 30"),
    row("L5", "불법 주차 | 21"),
    row("L6", "연간 | 63"),
]


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the total and a part swapped (the total row is no rival of the rows check)
        "Complaints totalled 30 over the year, 63 of them about odours [L4, L6].",
        "Complaints totalled 30, of which 63 were about odours [L4, L6].",
        "민원은 연간 30건 중 63건이 악취였다 [L4, L6].",
        "In 2025 complaints totalled 30, of which 63 were about odours [L4, L6].",
    ],
)
def test_a_part_larger_than_its_whole_fails(draft: str) -> None:
    report = check(draft, TABLE)
    assert any(f.rule == "GR-03" for f in report.errors), report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Complaints totalled 63 over the year, 30 of them about odours [L4, L6].",
        "민원은 연간 63건 중 30건이 악취였다 [L4, L6].",
        "Odours drew 30 complaints, 47.6% of the 63 [L4, L6].",
        # (`그중` may point back past the figure before it)
        "민원은 연간 63건으로 악취가 30건 늘었고, 그중 소음은 12건이다 [L3, L4, L6].",
    ],
)
def test_a_part_no_larger_than_its_whole_passes(draft: str) -> None:
    report = check(draft, TABLE)
    assert report.ok, report.format_text()
