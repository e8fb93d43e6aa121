"""A date and the time of day written right after it are one moment: a draft that gives the
time to another day than the one a cited block writes it with is refused; a time a block writes
alone may be any day's."""

from __future__ import annotations

import pytest
from fa_grounding import check

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
