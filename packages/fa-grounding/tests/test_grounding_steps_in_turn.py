"""Numbered steps a table heads (`1차 위반 | 2차 위반 | 3차 이상 위반`), each given its own figure
by a sentence (`1차 10만 원, 2차 20만 원`, `KRW 200,000 for a second`): each figure is held to
its step's column."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row, rules

FINES = [
    para("L28", "(단위: 만 원)"),
    row("L29", "위반 행위 | 1차 위반 | 2차 위반 | 3차 이상 위반", start=True),
    row("L30", "통제 구간 무단 출입 | 10 | 30 | 50"),
    row("L31", "공원 안 흡연 | 10 | 20 | 30"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "공원 안 흡연은 1차 10만 원, 2차 30만 원이다 [L31].",
        "Smoking is fined KRW 100,000 for a first offence and KRW 300,000 for a second [L31].",
        "Smoking costs KRW 200,000 for the third offence [L31].",
    ],
)
def test_a_step_given_another_steps_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, FINES), draft


@pytest.mark.parametrize(
    "draft",
    [
        "공원 안 흡연은 1차 10만 원, 2차 20만 원, 3차 이상 30만 원이다 [L31].",
        "Smoking is fined KRW 100,000 for a first offence and KRW 200,000 for a second [L31].",
        # a figure another cited row holds under the step named
        "무단 출입은 1차 10만 원, 2차 30만 원이고 흡연은 3차 이상 30만 원이다 [L30, L31].",
    ],
)
def test_each_step_given_its_own_figure_passes(draft: str) -> None:
    assert ok(draft, FINES), draft


_PENALTIES = [
    {"anchor": "L28", "kind": "caption", "text": "(단위: 만 원, 일)"},
    row("L29", "위반 사항 | 근거 조항 | 1차 위반 | 2차 위반 | 3차 위반", start=True),
    row("L30", "위생적 취급기준 위반 | 제3조제1항 | 과태료 30 | 과태료 60 | 과태료 90"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("위생적 취급기준 위반 과태료는 1차 30만 원, 2차 60만 원임 [L30]", True),
        # planted: the second step given the third's figure, beside a head of words
        ("위생적 취급기준 위반 과태료는 1차 30만 원, 2차 90만 원임 [L30]", False),
    ],
)
def test_steps_beside_a_head_of_words_keep_their_own_columns(draft: str, passes: bool) -> None:
    report = check(draft, _PENALTIES)
    assert report.ok is passes, report.format_text()
