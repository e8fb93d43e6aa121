"""A price per a quantity of goods (`kg당 431원`) restated per another quantity is scaled by
the two quantities (`톤당 43만 1천 원`); the same digits per another quantity are refused."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_PRICE = [para("L21", "2025년 평균 계약 단가는 kg당 431원으로 전년(400원)보다 31원 올랐습니다.")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("평균 계약 단가는 kg당 431원이다 [L21].", True),
        ("평균 계약 단가는 kg당 431원(톤당 43만 1천 원)이다 [L21].", True),
        ("The average price was KRW 431,000 per tonne, up from KRW 400 per kg [L21].", True),
        ("평균 계약 단가는 1㎏당 431원으로 31원 올랐다 [L21].", True),
        # planted: the same digits per another quantity, or a wrong scaling
        ("평균 계약 단가는 톤당 431원이다 [L21].", False),
        ("The average price was KRW 431 per tonne [L21].", False),
        ("평균 계약 단가는 톤당 4만 3,100원이다 [L21].", False),
        ("평균 계약 단가는 g당 431원이다 [L21].", False),
    ],
)
def test_a_price_per_another_quantity_is_scaled(draft: str, passes: bool) -> None:
    report = check(draft, _PRICE)
    assert report.ok is passes, report.format_text()
