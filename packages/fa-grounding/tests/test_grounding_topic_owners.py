"""A block's topic (`볼링 입문반은`) owns every figure of its sentence up to the next topic, past
the words of its parts between (`정원 20명에 64명이 지원해 경쟁률 3.2 대 1`): a draft giving a
topic another topic's figure is refused, while the parts stay its own."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_APPLICANTS = [
    para(
        "L20",
        "○ 지난 3기 접수 결과 볼링 입문반은 정원 20명에 64명이 지원해 경쟁률 3.2 대 1, 양궁 "
        "입문반은 정원 12명에 54명이 지원해 경쟁률 4.5 대 1을 기록하였음",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "지난 3기 경쟁률은 볼링 입문반 3.2 대 1, 양궁 입문반 4.5 대 1이었음 [L20].",
        "볼링 입문반에는 64명, 양궁 입문반에는 54명이 지원했다 [L20].",
        "양궁 입문반 경쟁률은 4.5 대 1로 볼링(3.2 대 1)보다 높았다 [L20].",
    ],
)
def test_a_topics_figures_past_its_parts_words_are_its_own(draft: str) -> None:
    report = check(draft, _APPLICANTS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the two topics' rates swapped
        "지난 3기 경쟁률은 볼링 입문반 4.5 대 1, 양궁 입문반 3.2 대 1이었음 [L20].",
        # planted: the two topics' applicants swapped
        "볼링 입문반에는 54명, 양궁 입문반에는 64명이 지원했다 [L20].",
    ],
)
def test_a_topic_given_another_topics_figure_fails(draft: str) -> None:
    assert not check(draft, _APPLICANTS).ok
