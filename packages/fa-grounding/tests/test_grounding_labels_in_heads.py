"""A figure a head writes as a label with its word (`레일바이크(2인승)`), named with the head's
words (`레일바이크 2인승`) right before the cited row's figure under that head (`25,000원`), is
the head's label, no amount the row lacks. A label given the figure of another head's column,
or named with no figure of its own column after it, stays refused.
"""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

FARES = [
    para("L15", "(단위: 원)"),
    row("L16", "구분 | 출렁다리 | 레일바이크(2인승) | 레일바이크(4인승) | 스카이워크", start=True),
    row("L17", "일반 | 3,000 | 25,000 | 36,000 | 4,000"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "레일바이크 2인승 25,000원·4인승 36,000원, 스카이워크 4,000원임 [L17]",
        "레일바이크(2인승)는 25,000원이다 [L17].",
    ],
)
def test_a_heads_label_named_before_its_columns_figure_passes(draft: str) -> None:
    report = check(draft, FARES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the two seats' fares swapped, or one seat given the other's fare
        "레일바이크 2인승 36,000원·4인승 25,000원 [L17]",
        "레일바이크 4인승은 25,000원이다 [L17].",
        # planted: a label of no head, and a label with no figure of its column after it
        "레일바이크 3인승은 25,000원이다 [L17].",
        "레일바이크 2인승이 운행된다 [L17].",
    ],
)
def test_a_heads_label_beside_another_columns_figure_fails(draft: str) -> None:
    assert not check(draft, FARES).ok
