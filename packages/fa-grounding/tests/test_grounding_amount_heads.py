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


_FEES = [
    {"anchor": "L12", "kind": "caption", "text": "(단위: 원/일)"},
    row(
        "L13",
        "구분 | 대표 품목 | 현행 대여료 | 개정 대여료 | 현행 연체료 | 개정 연체료",
        start=True,
    ),
    row("L16", "대형 장비 | 고압세척기, 사다리 | 5,000 | 6,000 | 2,000 | 3,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("대형 장비의 연체료는 1일 2,000원에서 3,000원으로 오른다 [L16].", True),
        (
            "대형 장비 대여료는 5,000원에서 6,000원, 연체료는 2,000원에서 3,000원이 된다 [L16].",
            True,
        ),
        ("대형 장비는 6,000원에 빌릴 수 있다 [L16].", True),
        # planted: the new rental fee given as the late fee, after its old figure or alone
        ("대형 장비의 연체료는 1일 2,000원에서 6,000원으로 오른다 [L16].", False),
        ("대형 장비의 연체료는 6,000원이다 [L16].", False),
        ("대형 장비 대여료는 2,000원에서 3,000원으로 오른다 [L16].", False),
    ],
)
def test_an_amount_given_the_last_word_two_fee_heads_share_is_theirs(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FEES)
    assert report.ok is passes, report.format_text()
