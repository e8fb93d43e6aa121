"""`대` after a figure is a band (`30대`, `6천억 원대`) or the counter of machines and vehicles
(`888대`): where the cited block counts the same thing in 대, a draft's `약 900대` is that count
hedged and rounded, not the band 900 to 999."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_BARRELS = [para("L21", "- 4년간 모두 888대, 저장 용량 2,030톤의 빗물 저금통 설치를 지원했다.")]
_AGES = [para("L5", "- 신청자의 평균 연령은 38세로, 30대가 가장 많았다.")]


def test_a_hedged_count_in_dae_of_a_block_counting_in_dae_is_a_rounding() -> None:
    report = check("설치 지원 누계는 약 900대다 [L21].", _BARRELS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        # planted: a count rounded wrongly, and the band of ages still a band
        ("설치 지원 누계는 약 800대다 [L21].", _BARRELS),
        ("신청자는 40대가 가장 많았다 [L5].", _AGES),
    ],
)
def test_a_count_or_band_the_block_does_not_give_still_fails(draft: str, blocks: list) -> None:
    assert not check(draft, blocks).ok
