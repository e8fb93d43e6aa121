"""A named step of a ladder (`풍랑주의보`/`풍랑경보`, `관심`~`심각` 단계, `우수`~`미흡` 등급,
`상한`/`하한`) is the one the cited block writes; a common word that only looks like a step
names none."""

from __future__ import annotations

import pytest
from fa_grounding import check
from fa_grounding._crosschecks._ladders import LADDERS
from grounding_drafts import ok, para, rules

BANS = [
    para("L15", "- 1차 통제: 10. 3.(금) ~ 10. 4.(토), 풍랑주의보"),
    para("L16", "- 2차 통제: 10. 8.(수) ~ 10. 9.(목), 풍랑경보"),
]
CHLORINE = [para("L26", "○ 서부수영장: 8. 12.(화) 유리잔류염소 0.31 mg/L로 하한 미달 등 2회")]
ALERT = [para("L3", "○ 10. 2.(목) 위기경보를 경계 단계로 올리고 상황실 24명을 배치함")]
GRADES = [para("L5", "○ 2025년 평가 결과 12개 기관 중 8개 기관이 우수 등급을 받음")]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("2차 통제(10. 8.~10. 9.)는 풍랑주의보 때문이었다 [L16].", BANS),
        ("서부수영장 유리잔류염소는 0.31 mg/L로 상한을 초과했다 [L26].", CHLORINE),
        ("10. 2.(목) 위기경보가 심각 단계로 올랐다 [L3].", ALERT),
        ("12개 기관 중 8개 기관이 보통 등급이었다 [L5].", GRADES),
    ],
)
def test_another_step_of_the_blocks_ladder_fails(draft: str, blocks: list) -> None:
    assert "GR-03" in rules(draft, blocks), draft


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("2차 통제(10. 8.~10. 9.)는 풍랑경보 때문이었다 [L16].", BANS),
        ("1차는 풍랑주의보, 2차는 풍랑경보로 통제됐다(10. 3., 10. 8.) [L15, L16].", BANS),
        ("서부수영장 유리잔류염소는 0.31 mg/L로 하한에 못 미쳤다 [L26].", CHLORINE),
        # common words that only look like steps
        ("상황실 24명이 주의를 기울여 근무했다 [L3].", ALERT),
        ("12개 기관 중 8개 기관이 우수 등급으로 보통 수준을 넘었다 [L5].", GRADES),
    ],
)
def test_the_blocks_step_or_no_step_passes(draft: str, blocks: list) -> None:
    assert ok(draft, blocks), draft


def test_every_ladder_reads_each_of_its_steps() -> None:
    written = {
        "풍랑주의보": "풍랑경보",
        "호우경보": "호우주의보",
        "경계 단계": "심각 단계",
        "우수 등급": "미흡 등급",
        "상한을": "하한을",
    }
    for mine, theirs in written.items():
        assert any(ladder.search(mine) for ladder in LADDERS), mine
        assert any(ladder.search(theirs) for ladder in LADDERS), theirs


_ENDANGERED = [
    para(
        "L34",
        "멸종위기 야생생물은 Ⅰ급 8종, Ⅱ급 24종 등 총 32종이 관찰되었다. 특히 Ⅱ급인 흑두루미는 "
        "7,850마리가 관찰되었으며, Ⅰ급인 황새는 142마리가 확인되었다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Ⅱ급인 흑두루미는 7,850마리였다 [L34].", True),
        ("Ⅰ급인 황새는 142마리, Ⅱ급인 흑두루미는 7,850마리였다 [L34].", True),
        ("Ⅰ급 8종, Ⅱ급 24종이 관찰됐다 [L34].", True),
        # planted: each name given the other's grade
        ("Ⅰ급인 흑두루미는 7,850마리였다 [L34].", False),
        ("Ⅱ급인 황새는 142마리였다 [L34].", False),
    ],
)
def test_a_grade_given_to_a_name_is_the_one_its_block_gives_it(draft: str, passes: bool) -> None:
    report = check(draft, _ENDANGERED)
    assert report.ok is passes, report.format_text()
