"""A row of change (`증감`, `전년 대비`) under rows labelled by period runs between the
periods of the two rows over it: a sentence that names the period it is compared with
(`Compared with H1 2024`) and cites that row alone restates them."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_HALVES = [
    {"anchor": "L12", "kind": "caption", "text": "(단위: 건, %)"},
    row("L13", "구분 | 관내 | 관외 | 계 | 관외 비중", start=True),
    row("L19", "6월 | 352 | 77 | 429 | 17.9"),
    row("L20", "2025년 상반기 계 | 2,282 | 520 | 2,802 | 18.6"),
    row("L21", "2024년 상반기 계 | 2,310 | 640 | 2,950 | 21.7"),
    row("L22", "증감 | △28 | △120 | △148 | △3.1%p"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a cited row of change runs between the periods of the two rows over it
        ("Compared with H1 2024, resident cremations fell by 28 [L22].", True),
        ("2024년 상반기 대비 관외 화장은 120건 줄었다 [L22].", True),
        # planted: a period it does not run from; a figure of an uncited row it compares
        ("Compared with H1 2023, resident cremations fell by 28 [L22].", False),
        ("2024년 상반기 관내 화장은 2,310건이었다 [L22].", False),
    ],
)
def test_a_row_of_change_lends_the_periods_it_compares(draft: str, passes: bool) -> None:
    report = check(draft, _HALVES)
    assert report.ok is passes, report.format_text()
