"""A column head that says the basis its figures are given on (`3.75㎡ 기준 연 점용료`): a draft
restating a row's figure on that basis, beside the head's words, writes the basis as the head's
condition, not as a quantity of the row; the basis given otherwise, or another one, still
fails."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_FEES = [
    {"anchor": "L33", "kind": "caption", "text": "(단위: 원/㎡, 원)"},
    row("L34", "등급 | 해당 도로 | 1㎡당 점용료 | 3.75㎡ 기준 연 점용료", start=True),
    row("L35", "1등급 | 가온대로 | 52,000 | 195,000"),
    row("L36", "2등급 | 나루로 | 41,000 | 153,750"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "- 판매대 3.75㎡ 기준 연 점용료: 1등급 약 20만 원, 2등급 약 15만 원 [L35, L36]",
        "1등급 도로의 연 점용료는 3.75㎡ 기준 195,000원이다 [L35].",
    ],
)
def test_the_basis_a_head_writes_beside_its_words_is_the_heads(draft: str) -> None:
    report = check(draft, _FEES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: another basis than the head's
        "1등급 도로의 연 점용료는 4㎡ 기준 195,000원이다 [L35].",
        # planted: the head's basis given to the row as its area, with none of the head's words
        "1등급 도로의 판매대 면적은 3.75㎡이다 [L35].",
    ],
)
def test_a_basis_the_head_does_not_write_or_given_to_a_row_fails(draft: str) -> None:
    report = check(draft, _FEES)
    assert any(f.rule == "GR-03" for f in report.errors), report.format_text()
