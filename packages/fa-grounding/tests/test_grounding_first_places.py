"""A first place a block gives in words (`증가율은 A가 14.9%로 가장 높았다`) is not given to
another figure of the same measure, nor to a sibling name the blocks do not hold."""

from __future__ import annotations

import pytest
from grounding_drafts import ok, para, row, rules

JOBS = [
    para(
        "L1",
        "○ 유형별로는 공공일자리 1,620명, 민간일자리 연계 540명, 자활근로 320명이었으며, "
        "증가율은 민간일자리 연계가 14.9%로 가장 높았다.",
    ),
    para("L2", "(단위: 명, %)"),
    row("L3", "구분 | 2022년 | 2023년 | 2024년 | 증가율", start=True),
    row("L4", "공공일자리 | 1,380 | 1,450 | 1,620 | 11.7"),
]
MUSEUMS = [
    para(
        "L1",
        "증가율은 국립부산과학관이 11.0%로 가장 높았으며, 국립광주과학관은 부분 휴관으로 "
        "전년보다 3만 2천 명(5.0%) 감소했다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("증가율은 공공일자리가 11.7%로 가장 높았다 [L1, L4].", JOBS),
        ("Public jobs showed the fastest growth at 11.7% [L1, L4].", JOBS),
        ("증가율은 국립중앙과학관이 11.0%로 가장 높았음 [L1].", MUSEUMS),
    ],
)
def test_a_first_place_given_to_another_figure_or_sibling_fails(draft: str, blocks: list) -> None:
    assert "GR-03" in rules(draft, blocks), draft


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("증가율은 민간일자리 연계가 14.9%로 가장 높았다 [L1].", JOBS),
        ("Private placements grew fastest, at 14.9% [L1].", JOBS),
        ("공공일자리 참여자가 1,620명으로 가장 많았다 [L1].", JOBS),
        ("증가율은 국립부산과학관이 11.0%로 가장 높았음 [L1].", MUSEUMS),
        ("증가율은 부산과학관이 11.0%로 가장 높았음 [L1].", MUSEUMS),
    ],
)
def test_the_blocks_own_first_place_passes(draft: str, blocks: list) -> None:
    assert ok(draft, blocks), draft


def test_a_first_place_of_another_measure_is_not_held_to_it() -> None:
    blocks = [
        para("L1", "○ 증가율은 민간일자리 연계가 14.9%로 가장 높았다."),
        para("L2", "○ 참여자 비중은 공공일자리가 65.3%로 가장 높았다."),
    ]
    # the sentence's measure is the share, whose first place the second block gives
    assert ok("참여자 비중은 공공일자리가 65.3%로 가장 높았다 [L1, L2].", blocks)
    # planted: the growth measure's first place given the share's figure still fails
    cited = "증가율은 공공일자리가 65.3%로 가장 높았다 [L1, L3]."
    assert "GR-03" in rules(cited, [*blocks, para("L3", "○ 공공일자리 참여자 비중 65.3%")])


REGIONS = [para("L9", "○ 경기가 55,980명으로 가장 많았고, 서울 39,650명, 부산 17,520명 순임")]


def test_a_later_entry_of_the_blocks_list_given_its_first_place_fails() -> None:
    wrong = "시도별로는 서울이 39,650명으로 가장 많았고, 부산 17,520명이 뒤를 이었다 [L9]."
    assert "GR-03" in rules(wrong, REGIONS)
    assert ok("경기가 55,980명으로 가장 많았고, 서울 39,650명이 뒤를 이었다 [L9].", REGIONS)
    # the top of several, the first's figure given too, is no first place given away
    both = "경기와 서울이 각각 55,980명, 39,650명으로 가장 많았다 [L9]."
    assert ok(both, REGIONS), both
    # planted: a top two that leaves out the second place still fails
    assert "GR-03" in rules("경기와 부산이 각각 55,980명, 17,520명으로 가장 많았다 [L9].", REGIONS)


_SEIZED_GOODS = [
    para(
        "L22",
        "○ 품목별로는 육류(소시지·육포 등)가 9,280건으로 가장 많았고, 과일류 7,540건, "
        "채소·종자류 3,860건 순임",
    ),
    para("L23", "- 물량 기준으로는 과일류가 21,300kg으로 가장 많음"),
]
_BY_COUNT = "건수로는 육류가 9,280건으로 1위였고 [L22], "


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (_BY_COUNT + "물량으로는 과일류가 21,300kg으로 가장 많았다 [L23].", True),
        # planted: the first place by weight given to a sibling the list names, in the other
        # clause's block or in no cited block
        (_BY_COUNT + "물량으로도 육류가 21,300kg으로 가장 많았다 [L23].", False),
        ("물량으로는 채소·종자류가 21,300kg으로 가장 많았다 [L23].", False),
    ],
)
def test_a_first_place_given_to_a_sibling_of_the_blocks_list_fails(
    draft: str, passes: bool
) -> None:
    assert ok(draft, _SEIZED_GOODS) is passes, draft


_MONTHS = [
    para("L6", "월별로는 5월이 10,870명으로 가장 많았고, 4월(9,410명), 6월(8,640명) 순이었다."),
    para("L8", "6월 이용객은 8,640명으로 전년 대비 24.3% 늘어 월별 증가율이 가장 높았다."),
    para("L9", "여자부 매화급(60kg 이하)은 18명으로 4명 늘어 증가율이 가장 높았다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # an English sentence counts in its words before the figure (`the most visitors ... at`)
        ("May had the most visitors in the first half, at 10,870 [L6].", True),
        ("June had the fastest growth, 24.3%, with 8,640 visitors [L8].", True),
        # a bracket before an English rank qualifies the name: no figure it ranks
        ("The women's Maehwa class (60 kg and under) grew fastest, up 4 to 18 [L9].", True),
        # planted: the first place given the third's figure
        ("June had the most visitors in the first half at 8,640 [L6, L8].", False),
    ],
)
def test_an_english_first_place_counted_in_words_before_its_figure(
    draft: str, passes: bool
) -> None:
    assert ok(draft, _MONTHS) is passes
