"""An English sentence names the sources of a budget in English words (`the national
government`, `the city` paying, `own contribution`): where a cited row is labelled with the
Korean name (`국비`, `시비`, `자부담`), the figure given to the English name must be that row's."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

_SHARES = [
    {"anchor": "L17", "kind": "caption", "text": "(단위: 만 원, %)"},
    row("L18", "구분 | 대당 단가 | 비율", start=True),
    row("L19", "국비 | 90 | 30"),
    row("L20", "시비 | 150 | 50"),
    row("L21", "자부담 | 60 | 20"),
    row("L22", "계 | 300 | 100"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "Of the 3 million won per bin, the national government pays 0.9 million won (30%) "
            "and the city 1.5 million won (50%) [L19, L20, L22].",
            True,
        ),
        ("The city's share is 50%, or 1.5 million won per bin [L20].", True),
        ("The remaining 600,000 won (20%) is their own contribution [L21].", True),
        ("Provincial funds are not used; the city pays 1.5 million won [L20].", True),
        # planted: the national and the city shares swapped
        (
            "Of the 3 million won per bin, the national government pays 1.5 million won (50%) "
            "and the city 0.9 million won (30%) [L19, L20, L22].",
            False,
        ),
        ("The city's share is 30%, or 0.9 million won per bin [L19, L20].", False),
        ("State funds cover 1.5 million won per bin [L19, L20].", False),
    ],
)
def test_a_budget_source_named_in_english_owns_its_rows_figure(draft: str, passes: bool) -> None:
    report = check(draft, _SHARES)
    assert report.ok is passes, report.format_text()


_CENTRES = [
    row("L3", "구분 | 센터 수 | 예산", start=True),
    row("L4", "시비 | 5 | 150"),
    row("L5", "국비 | 3 | 90"),
]


@pytest.mark.parametrize(
    "draft",
    [
        # a government's word with no money of its own after it names no share
        "The city opened 5 centres with city funds of 150 [L4].",
        "In the city, 3 centres run on national funds of 90 [L5].",
    ],
)
def test_a_government_named_without_its_money_is_no_budget_source(draft: str) -> None:
    report = check(draft, _CENTRES)
    assert report.ok, report.format_text()


_RATIOS = [
    row("L22", "구분 | 2025년 | 2026년 | 증감", start=True),
    row("L23", "도비 | 30 | 30 | 0"),
    row("L24", "군비 | 50 | 55 | 5"),
    row("L25", "자부담 | 20 | 15 | △5"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a clause citing another row than the one named in the clause before keeps its own
        (
            "The province keeps its 30% share [L23], the county's share rises from 50% to 55% "
            "[L24], and the villages' share falls from 20% to 15% [L25].",
            True,
        ),
        # planted: the named share given another row's figures in its own clause
        (
            "The province keeps its 30% share [L23], and the county's share rises from 20% to "
            "15% [L24, L25].",
            False,
        ),
    ],
)
def test_a_clause_citing_another_row_is_not_the_named_rows(draft: str, passes: bool) -> None:
    report = check(draft, _RATIOS)
    assert report.ok is passes, report.format_text()


FUNDING = [para("L1", "○ 지원 예산은 도비 2,400만 원(40%)과 군비 3,600만 원(60%)으로 구성된다.")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "It is funded KRW 24 million (40%) by the province and KRW 36 million by the "
            "county [L1].",
            True,
        ),
        (
            "It is funded KRW 36 million (60%) by the province and KRW 24 million by the "
            "county [L1].",
            False,
        ),
    ],
)
def test_a_government_named_after_its_money_owns_it(draft: str, passes: bool) -> None:
    report = check(draft, FUNDING)
    assert report.ok is passes, report.format_text()
