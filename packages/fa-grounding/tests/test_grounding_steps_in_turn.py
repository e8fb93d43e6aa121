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


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("위생적 취급기준 위반은 1차 과태료 30만 원, 2차 과태료 60만 원임 [L30]", True),
        # planted: a word of the penalty between each step and its figure
        ("위생적 취급기준 위반은 1차 과태료 30만 원, 2차 과태료 90만 원임 [L30]", False),
    ],
)
def test_a_word_between_a_step_and_its_figure_keeps_the_pair(draft: str, passes: bool) -> None:
    report = check(draft, _PENALTIES)
    assert report.ok is passes, report.format_text()


_WRITTEN_STEPS = [
    para("L40", "○ 물 교체 기준 위반: 과태료 1차 30만 원, 2차 60만 원, 3차 이상 90만 원"),
    para(
        "L41", "○ 신고 없는 영업: 1차 60만 원, 2차 90만 원, 3차 120만 원 / 교육 미이수 1차 20만 원"
    ),
    para("L42", "○ Late report: KRW 100,000 for a first offence, KRW 300,000 for a second"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "물 교체 기준 위반 과태료는 1차 30만 원, 2차 90만 원이다 [L40].",
        "물 교체 기준 위반은 1차 30만 원, 3차 이상 60만 원이다 [L40].",
        "A late report costs KRW 300,000 for a first offence [L42].",
        "A late report costs KRW 100,000 for a first offence and KRW 100,000 for a second [L42].",
    ],
)
def test_a_step_given_another_steps_figure_in_a_blocks_text_fails(draft: str) -> None:
    report = check(draft, [*_WRITTEN_STEPS])
    assert "GR-03" in {f.rule for f in report.findings}, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "물 교체 기준 위반 과태료는 1차 30만 원, 2차 60만 원, 3차 이상 90만 원이다 [L40].",
        "A late report costs KRW 100,000 for a first offence and KRW 300,000 for a second [L42].",
        # a figure the block gives the step named under another subject too
        "두 위반의 과태료는 2차 60만 원, 3차 90만 원 이상이다 [L40, L41].",
        # one step named alone is no pair of steps
        "신고 없는 영업은 2차에 90만 원이다 [L41].",
    ],
)
def test_each_step_given_its_own_figure_in_a_blocks_text_passes(draft: str) -> None:
    assert ok(draft, [*_WRITTEN_STEPS]), draft


_SUSPENSIONS = [
    {"anchor": "L28", "kind": "caption", "text": "(단위: 일)"},
    row("L29", "위반 사항 | 근거 조항 | 1차 위반 | 2차 위반 | 3차 위반", start=True),
    row("L30", "야간 출입 위반 | 제9조제2호 | 영업정지 10 | 영업정지 30 | 영업정지 90"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("야간 출입 위반: 1차 영업정지 10일, 2차 30일 [L30]", True),
        ("A night visit draws a 10-day suspension on the first offence [L30].", True),
        # planted: an English step after `on the`, its figure glued to `-day`
        ("A night visit draws a 90-day suspension on the second offence [L30].", False),
        # planted: days read as a day of a month still pair with their step
        ("야간 출입 위반: 1차 영업정지 10일, 2차 90일 [L30]", False),
    ],
)
def test_days_of_a_step_pair_with_it(draft: str, passes: bool) -> None:
    report = check(draft, _SUSPENSIONS)
    assert report.ok is passes, report.format_text()
