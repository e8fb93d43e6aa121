"""A figure and the figure a cited block writes in brackets right after it are one pair
(`5%(1상자 33,250원)`): a sentence that joins one pair's figure to another pair's partner, and
writes neither's own, is refused; one that keeps each pair, or writes them in clauses apart, is
not."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

BLOCKS = [
    para(
        "L1",
        "○ 감면: 경로 우대 시 입장료의 30%(1인 4,900원), 지역 주민은 20%(1인 5,600원) 감면",
    ),
    para("L2", "○ 참가 현황: 초등부 84명(35.0%), 중등부 156명(65.0%)"),
]


def _refused(draft: str) -> bool:
    return any(f.rule == "GR-03" for f in check(draft, BLOCKS).findings)


@pytest.mark.parametrize(
    "draft",
    [
        "Residents get a 20% discount, i.e. KRW 4,900 per person [L1].",
        "경로 우대는 30% 감면으로 1인 5,600원이다 [L1].",
        "중등부는 84명(65.0%)이었다 [L2].",
        "The middle-school group had 156 entrants (35.0%) [L2].",
    ],
)
def test_a_figure_joined_to_another_pairs_partner_is_refused(draft: str) -> None:
    assert _refused(draft)


@pytest.mark.parametrize(
    "draft",
    [
        "Residents get a 20% discount, i.e. KRW 5,600 per person [L1].",
        "경로 우대는 30% 감면으로 1인 4,900원이다 [L1].",
        "감면율은 경로 30%, 주민 20%이고, 1인 요금은 각각 4,900원, 5,600원이다 [L1].",
        "Seniors get 30% off, while residents pay KRW 5,600 [L1].",
        "중등부는 156명(65.0%)으로 초등부 84명보다 많았다 [L2].",
    ],
)
def test_pairs_kept_or_written_in_clauses_apart_are_left_alone(draft: str) -> None:
    assert not _refused(draft), check(draft, BLOCKS).format_text()
