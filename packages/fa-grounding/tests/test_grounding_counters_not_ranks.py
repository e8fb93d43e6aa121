"""A counter spelled like a rank (`위`, the counter for the dead: `안장 38위`) is a count where
the document declares it a unit (`(단위: 위, %)`): its figure is checked by value, like any
count, and never held as a rank the cited blocks do not write. Where nothing declares it, `N위`
stays a rank."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row, rules

INTERMENTS = [
    para("L1", "<표 2> 안장 대상별 안장 현황 (단위: 위, %)"),
    row("L2", "구분 | '23년 | '24년 | 비중 | 전년 대비", start=True),
    row("L3", "참전유공자 | 9,870 | 10,240 | 57.5 | 370"),
    row("L4", "독립유공자 | 45 | 38 | 0.2 | △7"),
    row("L5", "합계 | 17,235 | 17,820 | 100.0 | 585"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "독립유공자 안장은 38위로 전년(45위)보다 7위 줄었다[L4].",
        "전체 안장은 17,820위로 전년보다 585위 늘었다[L5].",
        "참전유공자는 10,240위로 전체의 57.5%였다[L3].",
    ],
)
def test_a_count_of_the_dead_under_its_declared_unit_is_confirmed_by_value(draft: str) -> None:
    report = check(draft, INTERMENTS)
    assert report.ok
    assert not report.findings, [f.detail for f in report.findings]


@pytest.mark.parametrize(
    "draft",
    [
        "독립유공자 안장은 39위로 전년(45위)보다 6위 줄었다[L4].",
        "독립유공자 안장은 38위로 전년(46위)보다 줄었다[L4].",
        "전체 안장은 17,820위로 전년보다 586위 늘었다[L5].",
        "참전유공자는 10,420위였다[L3].",
    ],
)
def test_a_wrong_count_of_the_dead_is_still_an_error(draft: str) -> None:
    assert "GR-03" in rules(draft, INTERMENTS)


RANKED = [
    para("L1", "<표 1> 시도별 수출액 (단위: 억 달러)"),
    row("L2", "시도 | 수출액 | 순위", start=True),
    row("L3", "경기 | 1,420 | 1"),
    row("L4", "충남 | 930 | 2"),
]


def test_a_rank_no_block_writes_stays_unconfirmed_where_no_unit_is_declared_as_wi() -> None:
    report = check("경기의 수출액은 1,420억 달러로 5위다 [L3].", RANKED)
    assert not report.ok or any(f.rule == "GR-07" for f in report.findings)


CITIES = [
    para("L1", "<참고> 국내 도시 국제회의 개최 순위 (단위: 건, 위)"),
    row("L2", "도시 | 개최 건수 | 세계 순위", start=True),
    row("L3", "서울 | 384 | 3"),
    row("L4", "부산 | 152 | 14"),
    para("L5", "ㅇ 국가 순위는 2023년 4위에서 한 계단 올랐다."),
]


@pytest.mark.parametrize(
    "draft",
    ["서울은 384건으로 세계 3위다 [L3].", "국가 순위는 4위에서 3위로 올랐다 [L5]."],
)
def test_a_rank_under_a_unit_of_ranks_is_still_read_as_a_rank(draft: str) -> None:
    assert check(draft, CITIES).ok


@pytest.mark.parametrize(
    "draft",
    [
        "서울은 384건으로 세계 4위다 [L3].",
        "부산은 152건으로 세계 15위다 [L4].",
        "국가 순위는 4위에서 2위로 올랐다 [L5].",
    ],
)
def test_a_wrong_rank_under_a_unit_of_ranks_is_an_error(draft: str) -> None:
    assert "GR-03" in rules(draft, CITIES)
