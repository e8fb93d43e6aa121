"""A list in order a block gives (`가람시가 7,250마리로 가장 많았으며, 누리시 6,830마리, 다온군
5,450마리 순`) told again keeps its order, with its figures or without them, in Korean or in
English."""

from __future__ import annotations

import pytest
from fa_grounding import check
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


_FEES = [
    para(
        "L1",
        "항목별로는 X-ray 촬영 평균이 4만 100원으로 가장 높았고, 혈액검사(CBC) 3만 8,600원, "
        "종합백신(DHPPL) 2만 8,900원 순이었다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("혈액검사가 3만 8,600원으로 두 번째였다 [L1].", True),
        ("X-ray 촬영이 4만 100원으로 1위였다 [L1].", True),
        ("종합백신은 2만 8,900원으로 세 번째로 높았다 [L1].", True),
        # planted: the third entry given the second place, in words or as a rank
        ("X-ray 촬영이 가장 높았고, 종합백신(DHPPL)이 2만 8,900원으로 두 번째였다 [L1].", False),
        ("종합백신이 2만 8,900원으로 2위였다 [L1].", False),
        ("The blood test came second at 38,600 won [L1].", True),
        ("The blood test came third at 38,600 won [L1].", False),
    ],
)
def test_a_rank_is_held_to_the_place_of_a_list_whose_figures_stand_outside_brackets(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FEES)
    assert report.ok is passes, report.format_text()


def test_a_first_place_whose_clause_names_a_whole_is_left_to_its_words() -> None:
    text = "전체 900건 중 서울이 300건으로 가장 많았고, 부산 200건, 대구 100건 순이었다."
    blocks = [para("L1", text)]
    assert check("서울이 1위, 부산이 2위였다 [L1].", blocks).ok
    # planted: the third place given the second
    assert not check("대구가 2위였다 [L1].", blocks).ok


def test_a_list_with_two_entries_between_commas_takes_no_place_from_its_commas() -> None:
    blocks = [
        para(
            "L1",
            "○ 시·도별 재정자립도는 서울(76.8%)이 가장 높고 세종(62.5%), 경기(58.9%) 순이었다.",
        )
    ]
    assert check("2위는 세종(62.5%)이다 [L1].", blocks).ok
    # planted: the third entry called second
    assert not check("1위는 서울(76.8%)이고, 2위는 경기(58.9%)다 [L1].", blocks).ok


_VISITORS = [
    para(
        "L9",
        "○ 천문대별 관람객은 별마루천문대가 68,400명으로 가장 많았고, 미리내천문대(52,300명), "
        "누리천문대(41,250명) 순임",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "별마루천문대가 68,400명으로 1위, 미리내천문대가 52,300명으로 2위, "
            "누리천문대가 41,250명으로 3위다 [L9].",
            True,
        ),
        ("1위는 별마루천문대, 2위는 미리내천문대다 [L9].", True),
        ("미리내천문대는 누리천문대를 제치고 2위였다 [L9].", True),
        # planted: two places swapped between the entries of one sentence
        (
            "별마루천문대가 68,400명으로 1위, 누리천문대가 41,250명으로 2위, "
            "미리내천문대가 52,300명으로 3위다 [L9].",
            False,
        ),
    ],
)
def test_each_rank_of_a_sentence_is_held_to_the_entry_its_clause_names(
    draft: str, passes: bool
) -> None:
    report = check(draft, _VISITORS)
    assert report.ok is passes, report.format_text()


_SPENDING = [
    para(
        "L10",
        "- 잠종 구입 지원의 집행률이 95.0%로 가장 높았고, 누에 분말 품질관리(76.0%), "
        "양잠 기술교육·컨설팅(75.0%) 순임",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "잠종 구입 지원(95.0%)이 가장 높았고, 누에 분말 품질관리(76.0%)가 그다음으로 "
            "높았음 [L10]",
            True,
        ),
        ("잠종 구입 지원이 가장 높았고 누에 분말 품질관리가 뒤를 이었다 [L10].", True),
        # several entries after the first follow it in turn: no one of them is second alone
        (
            "잠종 구입 지원(95.0%)이 가장 높았고, 누에 분말 품질관리(76.0%), "
            "양잠 기술교육·컨설팅(75.0%)이 뒤를 이었다 [L10].",
            True,
        ),
        # `그다음` of no first place is no rank
        ("그다음 단계로 양잠 기술교육·컨설팅(75.0%)을 점검한다 [L10].", True),
        # planted: the second place in words given to the third entry
        (
            "잠종 구입 지원(95.0%)이 가장 높았고, 양잠 기술교육·컨설팅(75.0%)이 그다음으로 "
            "높았음 [L10]",
            False,
        ),
        ("잠종 구입 지원이 가장 높았고 양잠 기술교육·컨설팅이 뒤를 이었다 [L10].", False),
    ],
)
def test_the_place_after_a_first_in_words_is_the_second(draft: str, passes: bool) -> None:
    report = check(draft, _SPENDING)
    assert report.ok is passes, report.format_text()


_ROASTERIES = [
    para("L8", "- 천안시가 171개소(41.0%)로 가장 많고, 아산시 92개소(22.1%), 공주시 30개소 순임"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("아산시가 92개소로 천안시 다음으로 많고, 공주시 30개소 순입니다 [L8].", True),
        ("Asan had 92, second only to Cheonan, followed by Gongju with 30 [L8].", True),
        # planted: the entries after the reference point told in another order
        ("공주시가 천안시 다음으로 많고, 아산시 순입니다 [L8].", False),
        ("아산시가 92개소로 가장 많고, 천안시, 공주시 순입니다 [L8].", False),
    ],
)
def test_a_name_another_is_placed_after_is_no_entry_of_the_order(draft: str, passes: bool) -> None:
    report = check(draft, _ROASTERIES)
    assert report.ok is passes, report.format_text()


_TRAYS = [
    para(
        "L1",
        "읍면별로는 한빛읍이 98,000판으로 가장 많았고 동산면(76,000판), 서림면(74,000판) "
        "순이었으며, 남강면은 전년보다 3,000판 줄었다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("한빛읍(98,000판)이 가장 많고 동산면, 서림면 순입니다 [L1].", True),
        ("Hanbit-eup led, followed by Dongsan-myeon and Seorim-myeon [L1].", True),
        # planted: the entries after the first place's clause told the other way round
        ("읍면별 순위는 한빛읍(98,000판)이 가장 많고 서림면, 동산면 순입니다 [L1].", False),
        ("한빛읍이 가장 많았으며 서림면, 동산면 순이었다 [L1].", False),
    ],
)
def test_the_entry_after_a_first_places_clause_is_the_lists_next(draft: str, passes: bool) -> None:
    assert ("GR-03" not in {f.rule for f in check(draft, _TRAYS).errors}) is passes
