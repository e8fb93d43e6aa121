"""A block that writes its falls in brackets with `△` (`출고량 831천 kL(△1.3%)`) writes a rise
beside them unsigned (`출고금액 2조 5,880억 원(1.8%)`): a sentence calling that figure a fall
is refused, as it is for an unsigned cell under a `증감` head.
"""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, rules

SOJU = [
    para(
        "L1",
        "○ 희석식 소주는 출고량 831천 kL(△1.3%), 출고금액 2조 5,880억 원(1.8%)으로 맥주와 "
        "비슷한 흐름을 보였다.",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "희석식 소주는 출고량이 831천 kL로 1.3% 줄었고, 출고금액도 2조 5,880억 원으로 "
        "1.8% 감소했다[L1].",
        "Soju shipments by value fell 1.8% to KRW 2.588 trillion [L1].",
    ],
)
def test_a_fall_given_to_an_unsigned_bracket_beside_signed_falls_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, SOJU)


@pytest.mark.parametrize(
    "draft",
    [
        "희석식 소주는 출고량이 1.3% 줄었고, 출고금액은 1.8% 늘었다[L1].",
        "희석식 소주 출고금액은 2조 5,880억 원(1.8%)이었다[L1].",
    ],
)
def test_the_rise_and_the_fall_as_the_block_signs_them_pass(draft: str) -> None:
    assert ok(draft, SOJU)


def test_a_bracket_in_a_block_that_signs_no_fall_is_not_judged() -> None:
    blocks = [para("L1", "출고량 831천 kL(1.3%), 출고금액 2조 5,880억 원(1.8%)으로 집계됐다.")]
    assert ok("출고금액은 1.8% 감소했다[L1].", blocks)
