"""A small count of months the sentence itself names (`in only two months: May ... and July`,
`5월과 7월 두 달`) is the sentence's own count: it states it by naming the months. A count that
is not the number of months it names is never passed in silence.
"""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row

MONTHS = [
    para("L1", "(단위: 건, %)"),
    row("L2", "월 | 2024년 | 2025년 | 전년 대비 증감률", start=True),
    row("L3", "5월 | 640 | 608 | △5.0"),
    row("L4", "6월 | 500 | 560 | 12.0"),
    row("L5", "7월 | 450 | 441 | △2.0"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Applications fell in only two months: May dropped from 640 to 608 and July from 450 "
        "to 441 [L3, L5].",
        "신청은 5월과 7월 두 달만 줄었다: 5월 608건, 7월 441건 [L3, L5].",
        "두 달(5월, 7월)은 각각 5.0%, 2.0% 줄었다 [L3, L5].",
        "In three months (May, June and July) applications came to 608, 560 and 441 [L3, L4, L5].",
    ],
)
def test_a_count_of_the_months_the_sentence_names_is_its_own(draft: str) -> None:
    assert ok(draft, MONTHS)


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a count that is not the number of months named
        "Applications fell in three months: May dropped from 640 to 608 and July from 450 to "
        "441 [L3, L5].",
        "신청은 5월과 7월 세 달 줄었다: 5월 608건, 7월 441건 [L3, L5].",
        # planted: no month named, the count is the draft's alone
        "Applications fell in two months [L3].",
    ],
)
def test_a_count_of_months_other_than_the_named_ones_is_never_silent(draft: str) -> None:
    # refused (GR-03), or unconfirmed (GR-07) when it is also a gap of the cited figures
    assert {f.rule for f in check(draft, MONTHS).findings} & {"GR-03", "GR-07"}
