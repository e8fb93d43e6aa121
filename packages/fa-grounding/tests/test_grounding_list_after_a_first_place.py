"""A list in order after its first place is given in words (`가온동이 2,860kg으로 가장 많았고,
나래동(2,410kg), 마루동(2,150kg) 순`) starts at the second place; the first is the subject the
words give it."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

_RANKED = [
    para(
        "L12",
        "동별 폐건전지 수거량은 가온동이 2,860kg으로 가장 많았고, 나래동(2,410kg), "
        "마루동(2,150kg) 순이었다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "1위는 가온동으로 2,860kg이다 [L12].",
        "2위는 나래동(2,410kg), 3위는 마루동이다 [L12].",
        "| 순위 | 동 | 수거량 | 근거 |\n|---|---|---|---|\n| 1 | 가온동 | 2,860kg | [L12] |\n"
        "| 2 | 나래동 | 2,410kg | [L12] |",
    ],
)
def test_the_places_after_a_first_place_in_words_count_from_two(draft: str) -> None:
    report = check(draft, _RANKED)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the second given the first place, and the third the second
        "1위는 나래동으로 2,410kg이다 [L12].",
        "2위는 마루동이다 [L12].",
    ],
)
def test_a_place_given_another_entry_still_fails(draft: str) -> None:
    assert not check(draft, _RANKED).ok


_SAVINGS = [
    para(
        "L20",
        "○ 시설별로는 구청 본관이 1억 1,230만 원으로 가장 많았고, 구민체육센터(9,150만 원), "
        "중앙도서관(4,580만 원) 순이었다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "The main building saved the most, KRW 112.3 million, followed by the sports centre at "
        "KRW 91.5 million [L20].",
        "구청 본관이 가장 많이 절감했고, 그다음으로 구민체육센터가 9,150만 원을 아꼈다 [L20].",
    ],
)
def test_an_english_second_place_after_a_first_given_its_entrys_figure_passes(draft: str) -> None:
    report = check(draft, _SAVINGS)
    assert report.ok and not report.unconfirmed, report.format_text()


def test_an_english_second_place_given_the_thirds_figure_fails() -> None:
    draft = (
        "The main building saved the most at KRW 112.3 million, followed by the Central Library "
        "at KRW 45.8 million [L20]."
    )
    assert not check(draft, _SAVINGS).ok


def test_an_english_second_place_named_only_in_english_words_is_unconfirmed() -> None:
    draft = "The main building saved the most, followed by the sports centre [L20]."
    report = check(draft, _SAVINGS)
    assert report.ok, report.format_text()
    assert [f.rule for f in report.unconfirmed] == ["GR-07"], report.format_text()


_HOURS = [
    para(
        "L40",
        "○ 대관 시간은 개인연습실이 2,116시간으로 가장 많았고, 합주실 A(610시간), "
        "합주실 B(398시간), 피아노실(392시간), 녹음실(144시간) 순이었음",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a first place in English words of a place (`came first`, `ranked first`)
        # gives `followed by` after it the second place
        (
            "The individual rooms came first with 2,116 hours, followed by ensemble room A "
            "with 610 hours [L40].",
            True,
        ),
        ("Individual rooms ranked first at 2,116 hours, followed by room A at 610 [L40].", True),
        # planted: the second place given the fourth's figure
        (
            "By booked hours, the individual practice rooms came first with 2,116 hours, "
            "followed by the piano room with 392 hours [L40].",
            False,
        ),
        (
            "Individual rooms ranked first at 2,116 hours, followed by the piano room at 392 "
            "[L40].",
            False,
        ),
    ],
)
def test_an_english_first_place_of_a_verb_gives_the_place_after_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HOURS)
    assert report.ok is passes, report.format_text()
