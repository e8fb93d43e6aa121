"""A block's figure that is the object of a verb made of a noun (`534톤을 퇴비화하고`) is that
noun's, not the next figure's: a draft giving the noun the other figure (`퇴비화는 242톤`) is
refused. A rate beside a count the verb takes is never that count's rival."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_LEAVES = [
    para(
        "L9",
        "구는 수거한 낙엽 가운데 534톤(58.6%)을 퇴비화하고 242톤(26.5%)을 펠릿 연료로 만들었다.",
    ),
]
_CAMERAS = [para("L10", "○ 무인단속카메라는 계획 40대 중 33대를 설치하여 달성률 82.5%")]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("수거 낙엽 가운데 퇴비화는 534톤, 펠릿 연료화는 242톤이었다 [L9].", _LEAVES),
        ("퇴비화한 낙엽은 534톤(58.6%)이다 [L9].", _LEAVES),
        ("- 무인단속카메라 40대 계획 중 33대 설치(82.5%) [L10]", _CAMERAS),
    ],
)
def test_a_verbs_object_is_its_nouns_figure(draft: str, blocks: list) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the two uses' tonnages swapped
        "수거 낙엽 가운데 퇴비화는 242톤, 펠릿 연료화는 534톤이었다 [L9].",
        "낙엽 퇴비화는 242톤, 연료화는 534톤이었다 [L9].",
    ],
)
def test_a_noun_given_the_figure_after_its_verbs_object_fails(draft: str) -> None:
    assert not check(draft, _LEAVES).ok


_PLANS = [
    para(
        "L10",
        "○ 무인단속카메라는 계획 40대 중 33대를 설치하여 달성률 82.5%, 옐로카펫은 계획 20개소를 "
        "모두 설치하여 달성률 100.0%",
    ),
]


def test_a_rate_swapped_between_names_that_also_own_counts_still_fails() -> None:
    # a rate is no rival of a count, but is of the other name's rate
    good = "달성률은 무인단속카메라 82.5%, 옐로카펫 100.0%다 [L10]."
    assert check(good, _PLANS).ok, check(good, _PLANS).format_text()
    assert not check("달성률은 무인단속카메라 100.0%, 옐로카펫 82.5%다 [L10].", _PLANS).ok
