"""A change in points (`1.17%p`) is the figure of a row's change column (`전년 대비`), never of a
column of a rate (`2024년 변동률`) that holds the same digits; and a share's change in points
(`비중 증감`) is never a per cent."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_RATES = [
    {"anchor": "L12", "kind": "caption", "text": "(단위: 필지, %, %p)"},
    row("L13", "구분 | 표준지 수 | 2024년 변동률 | 2025년 변동률 | 전년 대비", start=True),
    row("L18", "진해구 | 640 | 1.20 | 2.37 | 1.17"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("진해구는 변동률 2.37%로 전년 대비 1.17%p 상승했습니다 [L18].", True),
        ("진해구 변동률은 2024년 1.20%에서 2025년 2.37%로 올랐다 [L18].", True),
        ("Jinhae-gu's rate rose 1.17 percentage points to 2.37% [L18].", True),
        # planted: the change given the digits of the year before's rate
        ("진해구는 변동률 2.37%로 전년 대비 1.20%p 상승했습니다 [L18].", False),
        ("진해구 변동률은 1.20%p 올랐다 [L18].", False),
    ],
)
def test_a_change_in_points_is_the_change_columns(draft: str, passes: bool) -> None:
    report = check(draft, _RATES)
    assert report.ok is passes, report.format_text()


_SHARES = [
    {"anchor": "L13", "kind": "caption", "text": "(단위: 톤, %, %p)"},
    row(
        "L14",
        "국가 | 2024년 상반기 | 2025년 상반기 | 전년 대비 증감률 | 비중 | 비중 증감",
        start=True,
    ),
    row("L17", "베트남 | 12,400 | 14,870 | 19.9 | 16.5 | 2.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("베트남산은 19.9% 늘어 비중이 16.5%가 됐고, 비중은 2.0%p 확대됐다 [L17].", True),
        ("Vietnam's share rose 2.0 points to 16.5% [L17].", True),
        # planted: a share's change in points written as a per cent
        ("베트남산은 19.9% 늘어 비중이 16.5%가 됐고, 비중은 2.0% 확대됐다 [L17].", False),
        ("Vietnam's share rose 2.0% to 16.5% [L17].", False),
    ],
)
def test_a_shares_change_in_points_is_no_per_cent(draft: str, passes: bool) -> None:
    report = check(draft, _SHARES)
    assert report.ok is passes, report.format_text()
