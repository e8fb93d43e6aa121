"""A list in order a block gives (`가람시가 7,250마리로 가장 많았으며, 누리시 6,830마리, 다온군
5,450마리 순`) told again keeps its order, with its figures or without them, in Korean or in
English."""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, rules

CULLING = [
    para(
        "L11",
        "시군별로는 가람시가 7,250마리로 가장 많았으며, 누리시 6,830마리, 다온군 5,450마리, "
        "바로군 4,440마리 순이었다.",
    )
]
MONTHS = [
    para(
        "L10",
        "월별로는 5월이 941건으로 가장 많았고, 6월(838건), 4월(798건) 순이었다. 4~6월 3개월 "
        "동안 발생한 사고는 2,577건이었다.",
    )
]
BOATS = [
    para(
        "L21",
        "시도별 낚시어선은 전남이 1,180척으로 가장 많았고, 충남 905척, 경남 720척 순이었으며, "
        "이용객은 충남이 112만 3천 명으로 가장 많았다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("시군별 포획은 누리시가 가장 많았고, 가람시, 다온군, 바로군 순임 [L11].", CULLING),
        ("가람시, 다온군, 누리시 순으로 많았다 [L11].", CULLING),
        ("월별로는 5월이 941건으로 가장 많았고, 4월(798건), 6월(838건) 순이었다 [L10].", MONTHS),
        (
            "Jeonnam has the most boats with 1,180, followed by Gyeongnam with 905 and Chungnam "
            "with 720 [L21].",
            BOATS,
        ),
    ],
)
def test_a_list_told_in_another_order_fails(draft: str, blocks: list) -> None:
    assert "GR-03" in rules(draft, blocks), draft


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("시군별 포획은 가람시가 가장 많았고, 누리시, 다온군, 바로군 순임 [L11].", CULLING),
        ("가람시, 다온군, 바로군 순으로 많았다 [L11].", CULLING),
        ("월별로는 5월이 941건으로 가장 많았고, 6월(838건), 4월(798건) 순이었다 [L10].", MONTHS),
        (
            "Jeonnam has the most boats with 1,180, followed by Chungnam with 905 and Gyeongnam "
            "with 720 [L21].",
            BOATS,
        ),
        # a sentence that gives no order may name the entries in any
        ("다온군은 5,450마리, 가람시는 7,250마리를 포획했다 [L11].", CULLING),
        # another measure's first place, told with no list of the block's
        ("이용객은 충남이 112만 3천 명으로 가장 많았다 [L21].", BOATS),
    ],
)
def test_a_list_told_in_the_blocks_order_passes(draft: str, blocks: list) -> None:
    assert ok(draft, blocks), draft


def test_an_entry_written_twice_is_not_placed_by_either() -> None:
    # `4월` and `6월` stand in a span before the list too: only `5월` is placed, so no order
    # of two entries is read
    assert ok("4월부터 6월까지 5월이 941건으로 가장 많았고, 6월, 4월 순이었다 [L10].", MONTHS)
    # planted: the two entries written once each, the other way round, still fail
    assert "GR-03" in rules("봄철에는 5월이 가장 많았고, 4월, 6월 순이었다 [L10].", MONTHS)


def test_a_list_of_names_alone_keeps_its_order() -> None:
    blocks = [para("L39", "○ 동점자는 장애 정도, 소득 수준 순으로 높은 점수를 받은 사람을 선정함")]
    assert ok("동점자는 장애 정도, 소득 수준 순으로 우선 선정함 [L39].", blocks)
    assert "GR-03" in rules("동점자는 소득 수준, 장애 정도 순으로 우선 선정함 [L39].", blocks)


def test_a_list_whose_last_entries_follow_the_first_ranks_them_in_turn() -> None:
    blocks = [
        para("L22", "감소율은 남강군이 9.2%로 가장 컸고, 동해군(5.8%), 한빛시(5.6%)가 뒤를 이었다")
    ]
    assert ok("감소율은 남강군이 9.2%로 가장 컸고 동해군(5.8%)이 두 번째였다 [L22].", blocks)
    wrong = "감소율은 남강군이 9.2%로 가장 컸고 한빛시(5.6%)가 두 번째였다 [L22]."
    assert "GR-03" in rules(wrong, blocks)
