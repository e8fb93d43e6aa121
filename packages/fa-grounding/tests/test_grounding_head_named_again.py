"""A column head a sentence names more than once (`1차 10만 원, ... 1차부터 40만 원`, clause by
clause of two rows): each time it is named, the figure nearest that mention is the head's, so
the second clause's figure must sit in the head's column too."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_FINES = [
    {"anchor": "L36", "kind": "caption", "text": "(단위: 만 원)"},
    row("L37", "위반 행위 | 근거 조항 | 1차 | 2차 | 3차 이상", start=True),
    row("L38", "안내문 미게시 | 제9조제1호 | 10 | 20 | 40"),
    row("L39", "점검표 미제출 | 제9조제2호 | 20 | 40 | 80"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "안내문 미게시는 1차 10만 원 [L36, L38], 점검표를 안 내면 1차 20만 원입니다 [L36, L39].",
        "안내문 미게시는 1차 10만 원 [L36, L38], 점검표를 안 내면 1차부터 20만 원입니다 "
        "[L36, L39].",
        "안내문 미게시는 1차 10만 원, 점검표 미제출은 1차 20만 원이다 [L36, L38, L39].",
        "안내문 미게시는 1차 10만 원, 2차 20만 원이고 점검표 미제출은 3차 이상 80만 원이다 "
        "[L36, L38, L39].",
    ],
)
def test_each_mention_of_a_head_takes_the_figure_nearest_it(draft: str) -> None:
    report = check(draft, _FINES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # the second offence's fine given to the first, in the second clause
        "안내문 미게시는 1차 10만 원 [L36, L38], 점검표를 안 내면 1차부터 40만 원입니다 "
        "[L36, L39].",
        "안내문 미게시는 1차 10만 원 [L36, L38], 점검표를 안 내면 1차 40만 원입니다 [L36, L39].",
        "안내문 미게시는 1차 10만 원, 점검표 미제출은 1차 80만 원이다 [L36, L38, L39].",
    ],
)
def test_a_figure_of_another_column_at_a_heads_second_mention_fails(draft: str) -> None:
    assert not check(draft, _FINES).ok
