"""A figure a cited block of prose gives one entry, given by the draft to another entry of the
document (a row of one of its tables, or a name listed beside the first) that no cited block
names, is refused; a draft naming the block's own entry, or an entry the block does not set
against it, is left alone."""

from __future__ import annotations

import pytest
from grounding_drafts import para, row, rules

TURNOUT = [
    para("L1", "동별 총회 참석 현황"),
    row("L2", "동 | 참석 인원 | 투표율", start=True),
    row("L3", "다온동 | 1,186 | 21.3"),
    row("L4", "나래동 | 598 | 12.7"),
    row("L5", "솔빛동 | 642 | 11.2"),
    para(
        "L6",
        "5개 동 평균 투표율은 16.1%로, 다온동이 21.3%로 가장 높았고 솔빛동이 11.2%로 가장 낮았다.",
    ),
    para("L7", "총회는 다온동 주민센터에서 열렸고 참석자는 모두 3,400명이었다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "투표율은 다온동이 21.3%로 가장 높았고 나래동이 11.2%로 가장 낮았다 [L6].",
        "Daon had the highest turnout at 21.3%, while Narae had the lowest at 11.2% [L6].",
        "Turnout was lowest in Narae-dong, at 11.2% [L6].",
    ],
)
def test_a_figure_given_to_an_entry_the_cited_block_does_not_name_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, TURNOUT)


@pytest.mark.parametrize(
    "draft",
    [
        "투표율은 다온동이 21.3%로 가장 높았고 솔빛동이 11.2%로 가장 낮았다 [L6].",
        "Daon had the highest turnout at 21.3%, while Solbit had the lowest at 11.2% [L6].",
        # the block's own entry named beside the other, which is no owner of the figure
        "솔빛동이 11.2%로 나래동보다도 낮았다 [L6].",
        # the other entry's own figure, its row cited
        "나래동 투표율은 12.7%였다 [L4].",
        # a figure the cited block gives no entry: a place is no owner of a count of all
        "나래동 주민도 참석한 총회 참석자는 모두 3,400명이었다 [L7].",
    ],
)
def test_the_entry_a_block_gives_the_figure_or_no_rival_entry_passes(draft: str) -> None:
    assert "GR-03" not in rules(draft, TURNOUT)


DONATIONS = [
    para("L1", "품목별로는 빵·떡류가 3,480kg(29.0%)으로 가장 많았고, 채소·과일 2,940kg(24.5%), "
         "반찬·조리식품 2,020kg(16.8%) 순이었다."),
    row("L2", "품목 | 2024년 | 2025년 | 비중", start=True),
    row("L3", "반찬·조리식품 | 2,210 | 2,020 | 16.8"),
    row("L4", "가공식품 | 2,040 | 2,000 | 16.7"),
]  # fmt: skip


def test_an_entry_of_a_table_elsewhere_given_a_listed_entry_s_figure_fails() -> None:
    draft = "가공식품이 2,020kg(16.8%)으로 3위였다 [L1]."
    assert "GR-03" in rules(draft, DONATIONS)
    assert "GR-03" not in rules(draft.replace("가공식품", "반찬·조리식품"), DONATIONS)
