"""A weekday a cited block of prose gives one name is not given by the draft to another name:
weekdays swapped between the names of a schedule are refused, in Korean and in English, with
the names before their weekdays or after them."""

from __future__ import annotations

import pytest
from grounding_drafts import para, rules

ROUNDS = [
    para(
        "L27",
        "- 수거 요일은 가람동·나루동은 화요일, 다솜동·마루동은 목요일로 하되, 일정이 겹치면 "
        "금요일에 추가 수거한다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "가람동·나루동은 화요일, 다솜동·마루동은 목요일에 수거한다 [L27].",
        "가람동은 화요일, 다솜동은 목요일에 수거한다 [L27].",
        "화요일에는 가람동·나루동, 목요일에는 다솜동·마루동을 수거한다 [L27].",
        "Garam-dong and Naru-dong on Tuesdays, Dasom-dong and Maru-dong on Thursdays [L27].",
        # a weekday the block gives no name: the schedule's, not a name's
        "일정이 겹치면 가람동도 금요일에 추가 수거한다 [L27].",
    ],
)
def test_the_weekday_a_block_gives_each_name_passes(draft: str) -> None:
    assert "GR-03" not in rules(draft, ROUNDS)


@pytest.mark.parametrize(
    "draft",
    [
        "가람동·나루동은 목요일, 다솜동·마루동은 화요일에 수거한다 [L27].",
        "가람동은 목요일에 수거한다 [L27].",
        "목요일에는 가람동·나루동, 화요일에는 다솜동·마루동을 수거한다 [L27].",
        "Garam-dong and Naru-dong on Thursdays, Dasom-dong and Maru-dong on Tuesdays [L27].",
    ],
)
def test_a_weekday_swapped_between_names_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, ROUNDS)


def test_a_weekday_of_one_thing_sets_no_names_apart() -> None:
    # `일요일 경기` is the Sunday game, no name's weekday against another's
    blocks = [
        para(
            "p1",
            "3, 4, 5, 9, 10월의 일요일 경기 중 특정경기에 한해 경기개시 시간 변경 가능\n"
            "홈구단이 요청할 경우 금요일에 한해 경기개시 시간을 19:00로 변경 가능함",
        )
    ]
    draft = "홈구단이 요청하면 금요일 경기 개시 시간을 19:00로 바꿀 수 있다 [p1]."
    assert "GR-03" not in rules(draft, blocks)
