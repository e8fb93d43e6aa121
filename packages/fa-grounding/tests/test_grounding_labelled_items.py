"""Items that each open on a label and a colon are sibling entries, each item's figures its
label's: a clause naming one label, whole or shortened, and giving a figure only another item
holds is refused; one giving each its own, or naming both, is not."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

ITEMS = [
    para("L1", "□ 감면 대상"),
    para("L2", "○ 국가유공자 및 유족: 사용료 전액 면제"),
    para("L3", "○ 장애인복지카드 소지자: 30% 감면(1회 2,100원)"),
    para("L4", "○ 다자녀 가정: 20% 감면(1회 2,400원)"),
    para("L5", "□ 신청: 관리사무소 방문 접수"),
]


def _refused(draft: str) -> bool:
    return any(f.rule == "GR-03" for f in check(draft, ITEMS).findings)


@pytest.mark.parametrize(
    "draft",
    [
        "국가유공자는 30% 감면, 장애인은 전액 면제입니다 [L2, L3].",
        "다자녀 가정은 30% 감면됩니다 [L3, L4].",
        "장애인복지카드 소지자는 1회 2,400원이다 [L3, L4].",
        "다자녀는 20% 감면, 장애인 카드 소지자는 1회 2,400원이다 [L3, L4].",
    ],
)
def test_a_figure_given_to_another_labelled_items_entry_is_refused(draft: str) -> None:
    assert _refused(draft)


@pytest.mark.parametrize(
    "draft",
    [
        "국가유공자는 전액 면제, 장애인은 30% 감면입니다 [L2, L3].",
        "다자녀 가정은 20% 감면되어 1회 2,400원이다 [L4].",
        "장애인복지카드 소지자와 다자녀 가정은 각각 30%, 20% 감면된다 [L3, L4].",
        "Disability-card holders get 30% off and large families 20% [L3, L4].",
    ],
)
def test_each_items_own_figure_or_both_named_is_left_alone(draft: str) -> None:
    assert not _refused(draft), check(draft, ITEMS).format_text()
