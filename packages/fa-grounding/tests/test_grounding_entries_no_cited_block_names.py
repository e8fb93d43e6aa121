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


ROUNDS = [
    para("L1", "○ 8월 순회 일정"),
    {"anchor": "L2", "kind": "list_item", "text": "- 1차: 8. 5.(화) 동산보건진료소 관할 3개 마을"},
    {
        "anchor": "L3",
        "kind": "list_item",
        "text": "- 2차: 8. 7.(목) 서강보건진료소 관할 도서 지역(배편 07:40 출항)",
    },
    {"anchor": "L4", "kind": "list_item", "text": "- 3차: 8. 12.(화) 남포보건진료소 관할 2개 마을"},
    {
        "anchor": "L5",
        "kind": "list_item",
        "text": "- 4차: 8. 14.(목) 북촌·송림보건진료소 공동 순회",
    },
]


@pytest.mark.parametrize(
    "draft",
    [
        "2차 순회는 8. 7.(목) 남포보건진료소 관할 도서 지역이며 배편은 07:40에 출항함 [L3].",
        "The second round covers the island area of the Nampo post, with the ferry at 07:40 [L3].",
        "3차 순회는 동산보건진료소 관할 2개 마을임 [L4].",
    ],
)
def test_a_figure_of_one_record_in_a_list_given_to_another_records_entry_fails(
    draft: str,
) -> None:
    assert "GR-03" in rules(draft, ROUNDS)


@pytest.mark.parametrize(
    "draft",
    [
        "2차 순회는 8. 7.(목) 서강보건진료소 관할 도서 지역이며 배편은 07:40에 출항함 [L3].",
        "The second round covers the island area of the Seogang post, with the ferry at 07:40 "
        "[L3].",
        "3차 순회는 남포보건진료소 관할 2개 마을임 [L4].",
        "동산보건진료소 다음 순회는 8. 7.(목) 서강 지역으로 배편은 07:40 출항임 [L3].",
        "1차 동산(8. 5.)과 2차 서강(8. 7.) 순회가 이어짐 [L2, L3].",
    ],
)
def test_a_figure_given_to_its_own_records_entry_passes(draft: str) -> None:
    assert rules(draft, ROUNDS) == set()


def test_items_ending_in_the_same_verb_are_no_records() -> None:
    blocks = [
        para(
            "L1",
            "□ 출고금액은 1,480억 원으로 전년 대비 7.2% 증가하였으며, 전체 주류 출고금액의 "
            "1.6% 수준이다.",
        ),
        para("L2", "□ 출고량은 23,640kL로 전년보다 980kL(4.3%) 늘었으며, 과실주가 이끌었다."),
    ]
    draft = "출고금액은 1,480억 원으로 전년 대비 7.2% 늘었으며, 전체 주류 출고금액의 1.6%다 [L1]."
    assert rules(draft, blocks) == set()
