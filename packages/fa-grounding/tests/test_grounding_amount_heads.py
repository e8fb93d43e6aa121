"""An amount a sentence gives the word of an amount head (`2,000만 원을 집행해`, `예산 2,000만
원`) is the one the cited row holds under that head (`집행액`), not under its neighbour's."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_BUDGET = [
    {"anchor": "L28", "kind": "caption", "text": "(단위: 백만 원, %)"},
    row("L29", "항목 | 예산액 | 집행액 | 집행률", start=True),
    row("L32", "전시·홍보 | 20.0 | 18.6 | 93.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("전시·홍보비는 1,860만 원을 집행해 집행률 93.0%를 기록함 [L32].", True),
        ("전시·홍보 예산 2,000만 원 중 1,860만 원을 집행함 [L32].", True),
        ("전시·홍보 예산은 2,000만 원, 집행률은 93.0%임 [L32].", True),
        # planted: the budget's amount given as the amount spent, and the other way round
        ("전시·홍보비는 2,000만 원을 집행해 집행률 93.0%를 기록함 [L32].", False),
        ("전시·홍보 예산은 1,860만 원임 [L32].", False),
        ("전시·홍보 예산 2,000만 원 중 2,000만 원을 집행함 [L32].", False),
    ],
)
def test_an_amount_given_the_word_of_an_amount_head_is_that_columns(
    draft: str, passes: bool
) -> None:
    report = check(draft, _BUDGET)
    assert report.ok is passes, report.format_text()


def test_a_word_of_no_amount_head_names_no_column() -> None:
    # `홍보` is no head's word: whose amount 2,000만 원 is, the row alone says
    report = check("홍보에 2,000만 원이 배정됐다 [L32].", _BUDGET)
    assert report.ok, report.format_text()
