"""A period a sentence only compares with (`2024년 상반기 대비`, `Against H1 2024`) dates the start
of the sentence's moves, never the figures it moves to: those are the later period's."""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, row, rules

HALVES = [
    para("L24", "(단위: 명, %)"),
    row("L25", "구분 | 2024년 상반기 | 2025년 상반기 | 증감", start=True),
    row("L27", "정원 | 72 | 88 | 16"),
    row("L29", "수료 | 56 | 71 | 15"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Against H1 2024, capacity grew from 72 to 88 places (+16) and completers from 56 to 71 "
        "(+15) [L25, L27, L29].",
        "Compared with H1 2024, capacity grew from 72 to 88 places [L25, L27].",
        "2024년 상반기 대비 정원은 72명에서 88명으로 16명 늘었다 [L25, L27].",
        "2024년 상반기보다 수료 인원은 56명에서 71명으로 늘었다 [L25, L29].",
    ],
)
def test_a_move_from_the_period_compared_with_passes(draft: str) -> None:
    assert ok(draft, HALVES), draft


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the move run backwards, its start the later half's figure
        "Against H1 2024, capacity grew from 88 to 72 places [L25, L27].",
        "2024년 상반기 대비 정원은 88명에서 72명으로 줄었다 [L25, L27].",
        # planted: the half is the figure's own period, not a base
        "In H1 2024, capacity was 88 places [L25, L27].",
        "2024년 상반기 정원은 88명이었다 [L25, L27].",
        # planted: a start no cited row holds
        "Against H1 2024, capacity grew from 70 to 88 places [L25, L27].",
    ],
)
def test_a_figure_of_the_wrong_half_still_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, HALVES), draft


YEARS = [
    row("L3", "구분 | 2023 | 2024 | 2025", start=True),
    row("L4", "수강료 | 4,000 | 5,000 | 6,000"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Against 2024, the fee rose from KRW 5,000 to KRW 6,000 [L3, L4].", True),
        ("Against 2024, the fee rose from KRW 4,000 to KRW 6,000 [L3, L4].", False),
        # `from` starts a span as often as it names a base: the year stays the figures'
        ("From 2024, the fee is KRW 5,000 [L3, L4].", True),
        ("From 2024, the fee is KRW 6,000 [L3, L4].", False),
    ],
)
def test_an_english_base_year_dates_only_the_start_of_a_move(draft: str, passes: bool) -> None:
    assert ok(draft, YEARS) is passes, draft


QUARTERS = [
    {"anchor": "L1", "kind": "heading", "text": "2025년 3분기 구립 체육관 대관 운영 결과 보고"},
    para("L3", "2025. 10. 17.(금)"),
    row("L22", "체육관 | 2024년 3분기 | 2025년 3분기 | 증감", start=True),
    row("L24", "새솔체육관 | 68.5 | 66.1 | △2.4"),
    row("L25", "누리체육관 | 71.2 | 74.0 | 2.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("가동률은 지난해 3분기 68.5%에서 올해 66.1%로 2.4%p 하락함 [L22, L24].", True),
        ("지난해 3분기 가동률은 68.5%였음 [L22, L24].", True),
        ("3분기 가동률은 66.1%로 전년 대비 2.4%p 낮음 [L22, L24].", True),
        # planted: the quarter of the year before given this year's figure, or the other way
        ("가동률은 지난해 3분기 66.1%에서 올해 68.5%로 2.4%p 상승함 [L22, L24].", False),
        ("지난해 3분기 가동률은 66.1%였음 [L22, L24].", False),
        ("3분기 가동률은 68.5%였음 [L22, L24].", False),
    ],
)
def test_a_quarter_of_the_year_before_in_words_is_held_to_its_column(
    draft: str, passes: bool
) -> None:
    assert ok(draft, QUARTERS) is passes, rules(draft, QUARTERS)
