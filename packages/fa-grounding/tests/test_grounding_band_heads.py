"""A band a column head names (`10대`, `60대 이상`) in a sentence over a cited table's rows: a
name of a column, not a bound on a quantity (`60대 이상` is not "a figure of 60 or more" that
any cell of 64.9 would satisfy), and the share row under a level row (`구성비` under `합격자`)
gives the level row's share, not another subject's figure."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

PASSED = [
    para("L1", "<표 2> 연령대별 합격자 (단위: 명, %)"),
    row("L2", "구분 | 10대 | 20대 | 30대 | 40대 | 50대 | 60대 이상 | 계", start=True),
    row("L3", "합격자 | 2,543 | 512 | 187 | 214 | 236 | 225 | 3,917"),
    row("L4", "구성비 | 64.9 | 13.1 | 4.8 | 5.5 | 6.0 | 5.7 | 100.0"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "합격자 중 10대가 2,543명으로 64.9%를 차지했고, 60대 이상 만학도도 225명(5.7%)이 "
        "합격했다[L3, L4].",
        "60대 이상 합격자는 225명으로 전체의 5.7%였다[L3, L4].",
        "합격자의 64.9%가 10대였다[L3, L4].",
    ],
)
def test_a_band_head_and_the_share_row_under_the_named_level_row_pass(draft: str) -> None:
    report = check(draft, PASSED)
    assert report.ok and not report.findings, [f.detail for f in report.findings]


@pytest.mark.parametrize(
    "draft",
    [
        "60대 이상 합격자는 236명으로 전체의 6.0%였다[L3, L4].",
        "60대 이상 합격자는 225명으로 전체의 6.0%였다[L3, L4].",
        "합격자 중 10대가 512명으로 64.9%를 차지했다[L3, L4].",
        "합격자 중 10대가 2,543명으로 13.1%를 차지했다[L3, L4].",
    ],
)
def test_a_band_given_another_bands_figure_still_fails(draft: str) -> None:
    assert not check(draft, PASSED).ok


BY_AGE = [
    para("L1", "<표 3> 연령대별 응시자·합격자 (단위: 명, %)"),
    row("L2", "연령대 | 응시자 | 합격자 | 합격률", start=True),
    row("L3", "10대 | 42,318 | 35,114 | 83.0"),
    row("L4", "20대 | 14,206 | 10,385 | 73.1"),
    row("L5", "60대 이상 | 3,704 | 2,877 | 77.7"),
]


def test_a_row_labelled_by_one_band_is_named_by_it() -> None:
    draft = (
        "60대 이상 응시자 3,704명 중 2,877명이 합격해 합격률 77.7%로, 10대(83.0%) 다음으로 "
        "높았다[L3, L4, L5]."
    )
    assert check(draft, BY_AGE).ok


@pytest.mark.parametrize(
    "draft",
    [
        "60대 이상 응시자 3,704명 중 합격률은 73.1%였다[L3, L4, L5].",
        "10대 응시자는 14,206명이었다[L3, L4, L5].",
    ],
)
def test_a_band_row_given_another_rows_figure_fails(draft: str) -> None:
    assert not check(draft, BY_AGE).ok
