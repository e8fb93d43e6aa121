"""A place a sentence gives a figure (`가장 적었다`, `두 번째로 많았다`, `그 다음이`) is held to
the place of that figure in a cited block's list in order (`A가 가장 많았고, B, C, D 순`)."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, rules

BLOCKS = [
    para(
        "L2",
        "○ 4개 구역의 수거량은 동부가 3,420톤으로 가장 많았고, 서부 2,980톤, 남부 2,410톤, "
        "북부 1,770톤 순이었다.",
    ),
    para("L3", "○ 분기별 민원은 1분기(412건), 2분기(388건), 3분기(350건) 순으로 많았다."),
    para(
        "L4",
        "○ 주차별 방문객은 2주차(1. 6.~1. 12.)가 8,100명으로 가장 많았고, 3주차(7,450명), "
        "1주차(6,020명) 순이었다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "동부가 3,420톤으로 가장 많았고, 그 다음이 서부(2,980톤)였다 [L2].",
        "북부는 1,770톤으로 가장 적었다 [L2].",
        "남부는 2,410톤으로 세 번째로 많았다 [L2].",
        "2분기 민원은 388건으로 두 번째로 많았다 [L3].",
        "2주차가 8,100명으로 가장 많았고, 그다음이 3주차(7,450명)임 [L4]",
        # a place among a part of the entries, and the top two given together
        "서부와 남부 중에서는 서부가 2,980톤으로 가장 많았다 [L2].",
        "동부와 서부가 각각 3,420톤, 2,980톤으로 가장 많았다 [L2].",
        "서부와 남부 중에서는 남부가 2,410톤으로 가장 적었다 [L2].",
        "서부와 남부 중에서는 서부가 2,980톤으로 가장 많았다 [L2].",
    ],
)
def test_a_place_the_blocks_list_gives_the_figure_passes(draft: str) -> None:
    report = check(draft, BLOCKS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the third of four called the smallest
        "남부가 2,410톤으로 가장 적었다 [L2].",
        # planted: the third given the second place after the first
        "동부가 3,420톤으로 가장 많았고, 그 다음이 남부(2,410톤)였다 [L2].",
        "2주차가 8,100명으로 가장 많았고, 그다음이 1주차(6,020명)임 [L4]",
        # planted: another place counted from the top
        "서부는 2,980톤으로 세 번째로 많았다 [L2].",
        "3분기 민원은 350건으로 두 번째로 많았다 [L3].",
        "The south was the second-highest at 2,410 tonnes [L2].",
        # planted: a place among them all is no place among a part
        "전체 중 남부가 2,410톤으로 가장 적었다 [L2].",
        "4개 구역 중 남부가 2,410톤으로 가장 적었다 [L2].",
        "4곳 중에서는 서부가 2,980톤으로 가장 많았다 [L2].",
        # planted: two given a first place together that are the last two
        "남부와 북부가 각각 2,410톤, 1,770톤으로 가장 많았다 [L2].",
    ],
)
def test_a_place_the_blocks_list_rules_out_fails(draft: str) -> None:
    report = check(draft, BLOCKS)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_GYMS = [
    para(
        "L8",
        "○ 시설별로는 중앙 암벽장이 2만 7,480명으로 가장 많았고, 북부 암벽장(1만 4,470명), "
        "남부 암벽장(1만 950명) 순이었다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the count a rank is among, the entries of the cited list
        ("세 곳 중 중앙 암벽장 이용객이 가장 많았습니다 [L8].", True),
        ("3개 시설 가운데 중앙 암벽장이 2만 7,480명으로 가장 많았다 [L8].", True),
        # planted: another count of them
        ("네 곳 중 중앙 암벽장 이용객이 가장 많았습니다 [L8].", False),
        ("2개 시설 가운데 중앙 암벽장이 2만 7,480명으로 가장 많았다 [L8].", False),
    ],
)
def test_a_count_a_rank_is_among_is_the_number_of_the_lists_entries(
    draft: str, passes: bool
) -> None:
    report = check(draft, _GYMS)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("북부 암벽장이 1만 4,470명으로 두 번째로 많았다 [L8].", True),
        # planted: the third of entries of one name given the second place
        ("남부 암벽장이 1만 950명으로 두 번째로 많았다 [L8].", False),
    ],
)
def test_entries_of_one_name_keep_their_places(draft: str, passes: bool) -> None:
    report = check(draft, _GYMS)
    assert report.ok is passes, report.format_text()


_HALLS = [
    para(
        "L10",
        "- 체육관별로는 누리체육관이 1,580건으로 가장 많았고, 한빛체육관(1,228건), "
        "새솔체육관(786건) 순임",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # entries listed together after the first place follow it together, in turn
        (
            "누리체육관이 1,580건으로 가장 많았고 한빛체육관(1,228건), 새솔체육관(786건)이 "
            "뒤를 이었다 [L10].",
            True,
        ),
        # planted: the two that follow listed out of the block's order
        (
            "누리체육관이 1,580건으로 가장 많았고 새솔체육관(786건), 한빛체육관(1,228건)이 "
            "뒤를 이었다 [L10].",
            False,
        ),
        # planted: the third given the second place alone
        ("누리체육관이 1,580건으로 가장 많았고, 새솔체육관이 786건으로 뒤를 이었다 [L10].", False),
    ],
)
def test_entries_listed_together_before_the_next_place_follow_in_turn(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HALLS)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("- 수거량은 동부가 3,420톤으로 가장 많음 [L2]\n- 그다음은 서부(2,980톤)임 [L2]", True),
        ("동부가 3,420톤으로 가장 많았다 [L2]. 다음으로 서부가 2,980톤이었다 [L2].", True),
        ("- 수거량은 북부가 1,770톤으로 가장 적음 [L2]\n- 그다음은 남부(2,410톤)임 [L2]", True),
        # planted: the third place given as the next one after the sentence naming the first
        ("- 수거량은 동부가 3,420톤으로 가장 많음 [L2]\n- 그다음은 남부(2,410톤)임 [L2]", False),
        ("동부가 3,420톤으로 가장 많았다 [L2]. 다음으로 북부가 1,770톤이었다 [L2].", False),
        ("- 수거량은 북부가 1,770톤으로 가장 적음 [L2]\n- 그다음은 서부(2,980톤)임 [L2]", False),
    ],
)
def test_a_sentence_opening_on_the_next_place_follows_the_place_before_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, BLOCKS)
    assert report.ok is passes, report.format_text()


_RESPECTIVE_RANKS = [
    para(
        "L5",
        "- 퇴적물 수거량도 은하동(88.2톤)과 별빛동(71.5톤)이 각각 1, 2위를 차지해 두 동이 "
        "전체의 41.3%를 차지했다.",
    ),
    para("L6", "- 참여 인원은 달빛동(412명), 은하동(388명), 별빛동(305명)이 각각 1·2·3위였다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("퇴적물 수거량은 은하동이 88.2톤으로 가장 많았다 [L5].", True),
        ("별빛동은 71.5톤으로 두 번째로 많았다 [L5].", True),
        ("참여 인원은 은하동이 388명으로 두 번째로 많았다 [L6].", True),
        ("은하동이 88.2톤으로 가장 많았고, 별빛동(71.5톤)이 뒤를 이었다 [L5].", True),
        # planted: a place the block's `각각` ranks give another figure
        ("퇴적물 수거량은 별빛동이 71.5톤으로 가장 많았다 [L5].", False),
        ("참여 인원은 별빛동이 305명으로 두 번째로 많았다 [L6].", False),
        ("Byeolbit-dong collected the most sediment, at 71.5 tonnes [L5].", False),
    ],
)
def test_places_a_block_gives_in_turn_with_respectively_hold(draft: str, passes: bool) -> None:
    report = check(draft, _RESPECTIVE_RANKS)
    assert report.ok is passes, report.format_text()


_AGES = [
    para(
        "L1",
        "연령대별로는 19~29세가 17.4%로 가장 높았고, 30~39세(13.0%), 40~49세(12.2%) 순이었다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("30~39세(13.0%)가 두 번째로 높다 [L1].", True),
        ("19~29세가 17.4%로 가장 높고, 30~39세(13.0%)가 두 번째로 높음 [L1]", True),
        # planted: the third of the list given the second place, its band before its bracket
        ("19~29세가 17.4%로 가장 높고, 40~49세(12.2%)가 두 번째로 높음 [L1]", False),
    ],
)
def test_a_band_before_its_bracket_is_no_figure_a_place_ranks(draft: str, passes: bool) -> None:
    assert ("GR-03" not in rules(draft, _AGES)) is passes
