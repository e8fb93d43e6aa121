"""A block's rule (`폐건전지 10개를 가져오면 새 건전지 1개를 주는`) sets terms, not a name's level:
its figures own no name, so a draft's count given that name (`새 건전지 8,640개가 지급`) is not
read as the rule's `1개` swapped. Figures outside the rule keep their owners."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_EXCHANGE = [
    para(
        "L36",
        "폐건전지 10개를 가져오면 새 건전지 1개를 주는 교환 보상은 상반기에 8,640개가 지급돼 전년 "
        "동기(6,910개)보다 1,730개(25.0%) 늘었다.",
    ),
]
_BINS = [
    para(
        "L9",
        "가온동은 수거함 18개에서 2,860kg을, 나래동은 수거함 15개에서 2,410kg을 거뒀으며, "
        "10kg 이상 모으면 종량제 봉투 1매를 준다.",
    ),
]


def test_a_rules_terms_own_no_name() -> None:
    report = check("교환 보상으로 상반기에만 새 건전지 8,640개가 지급됐다 [L36].", _EXCHANGE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: two names' figures swapped outside the block's rule
        "가온동은 2,410kg, 나래동은 2,860kg을 거뒀다 [L9].",
        # planted: the rule's own term changed
        "폐건전지 10개를 가져오면 새 건전지 2개를 준다 [L36].",
    ],
)
def test_figures_outside_a_rule_or_its_terms_still_fail(draft: str) -> None:
    blocks = _BINS if "L9" in draft else _EXCHANGE
    assert not check(draft, blocks).ok


def test_a_township_in_myeon_sets_no_rule() -> None:
    # planted: two townships' areas swapped; `증도면` ends in 면 but gives nothing
    blocks = [
        para(
            "L6",
            "○ 신규 지정 지역은 신안군 증도면 일원(31.2㎢), 고창군 심원면 일원(12.7㎢), 서천군 "
            "장항읍 일원(4.7㎢)이다.",
        )
    ]
    draft = "신규 지정지는 증도면 일원(31.2㎢), 심원면 일원(4.7㎢), 장항읍 일원(12.7㎢)이다 [L6]."
    assert not check(draft, blocks).ok
