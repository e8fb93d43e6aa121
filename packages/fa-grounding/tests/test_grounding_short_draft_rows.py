"""A short row of the draft's own Markdown table (`| 재지정 | 20% | [L22] |`) names its column by
the draft's head row, however few words the row itself writes: its figure must sit under the
cited row's column of that head."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_SHARES = [
    {"anchor": "L19", "kind": "caption", "text": "(단위: 만 원, %)"},
    row("L20", "구분 | 지원 한도 | 자부담 비율 | 보조금 중 인건비 상한", start=True),
    row("L21", "신규(1차년도) | 5,000 | 20 | 30"),
    row("L22", "재지정(2차년도) | 3,000 | 30 | 20"),
]
_HEAD = "| 구분 | 자부담 비율 | 근거 |\n|---|---|---|\n"


@pytest.mark.parametrize(
    ("rows", "passes"),
    [
        ("| 신규 | 20% | [L21] |\n| 재지정 | 30% | [L22] |", True),
        ("| 재지정 | 30% | [L22] |", True),
        # planted: the neighbouring column's figure under the draft's head
        ("| 신규 | 20% | [L21] |\n| 재지정 | 20% | [L22] |", False),
        ("| 재지정 | 20% | [L22] |", False),
    ],
)
def test_a_short_draft_row_holds_its_figure_to_the_column_its_head_names(
    rows: str, passes: bool
) -> None:
    report = check(_HEAD + rows, _SHARES)
    assert report.ok is passes, report.format_text()
