"""A column head the sentence names in words: the figure it names is the one the head's words
lead to (in Korean, a head with its particle, `최저경쟁가격은`, names the figure after it), and that
figure must sit in the head's column."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

AUCTION = [
    row("L1", "구분 | 대역 | 대역폭 | 최저경쟁가격", start=True),
    row("L2", "A블록 | 3.70~3.80㎓ | 100㎒ | 3,120억 원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "A블록 3.7~3.8GHz(100MHz폭), 최저경쟁가격은 3,120억 원이다 [L2].",
        "A블록 3.7~3.8GHz(각 100MHz폭), 최저경쟁가격은 블록당 3,120억 원 [L2].",
        "A블록의 최저경쟁가격은 3,120억 원, 폭은 100MHz다 [L2].",
    ],
)
def test_a_head_named_before_its_particle_names_the_figure_after_it(draft: str) -> None:
    report = check(draft, AUCTION)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "A블록 3.7~3.8GHz(100MHz폭), 최저경쟁가격은 100억 원이다 [L2].",
        "A블록 3.7~3.8GHz(각 100MHz폭), 최저경쟁가격은 블록당 3,100억 원 [L2].",
        "A블록의 최저경쟁가격은 100MHz다 [L2].",
    ],
)
def test_a_figure_after_a_named_head_of_another_column_fails(draft: str) -> None:
    assert not check(draft, AUCTION).ok
