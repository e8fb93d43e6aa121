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
