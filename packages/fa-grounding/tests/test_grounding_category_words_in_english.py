"""An English sentence names a Korean document's categories in English (`the Central plant` for
`중앙`, `women` for `여성`, `subway stations` for `지하철역`): the figure it gives the category is
the one the document gives the Korean name, in a table's column or beside the name in prose,
and another category's figure fails as it would in Korean. A word whose Korean name no block
writes names nothing."""

from __future__ import annotations

import pytest
from fa_grounding import check
from fa_grounding._crosschecks._category_words import with_category_words
from grounding_drafts import para, row

PLANTS = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: mg/L)"},
    row("L2", "항목 | 기준 | 중앙 | 동부 | 서부", start=True),
    row("L3", "T-N | 20 | 11.8 | 12.6 | 13.9"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Total nitrogen at the Central plant averaged 11.8 mg/L, under the 20 mg/L limit [L3].",
        "The eastern plant's total nitrogen was 12.6 mg/L [L3].",
        "Total nitrogen was 13.9 mg/L at the Western plant [L3].",
    ],
)
def test_a_column_named_by_its_english_word_holds_its_figure(draft: str) -> None:
    report = check(draft, PLANTS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Total nitrogen at the Central plant averaged 12.6 mg/L, under the 20 mg/L limit [L3].",
        "The eastern plant's total nitrogen was 13.9 mg/L [L3].",
    ],
)
def test_another_columns_figure_given_to_a_category_in_english_fails(draft: str) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, PLANTS).errors), draft


DRINKING = [para("L1", "○ 고위험 음주율은 남성 20.1%, 여성 8.3%로 나타났다.")]


@pytest.mark.parametrize(
    "draft",
    [
        "Men 20.1%, women 8.3% [L1].",
        "The high-risk drinking rate was 20.1% for men and 8.3% for women [L1].",
        "Among men the rate was 20.1%, and among women 8.3% [L1].",
    ],
)
def test_groups_of_people_given_their_own_figures_pass(draft: str) -> None:
    report = check(draft, DRINKING)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    ["Women 20.1%, men 8.3% [L1].", "Among women the rate was 20.1%, and among men 8.3% [L1]."],
)
def test_groups_of_people_given_each_others_figures_fail(draft: str) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, DRINKING).errors), draft


ROOMS = [
    para(
        "L1",
        "○ 시설 유형별로는 공공청사가 45개소로 가장 많았고, 도서관·문화시설(36개소), "
        "지하철역(31개소), 공원·체육시설(22개소) 순이었다.",
    ),
    para(
        "L2",
        "○ 도서관·문화시설은 1년 새 6개소가 늘었고, 공원·체육시설은 통합으로 2개소가 줄었다.",
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Libraries and cultural facilities added 6 rooms, while parks and sports facilities "
        "lost 2 [L2].",
        "Parks and sports facilities lost 2 rooms after mergers [L2].",
    ],
)
def test_a_category_a_cited_block_gives_its_figure_passes(draft: str) -> None:
    report = check(draft, ROOMS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Libraries and cultural facilities added 6 rooms, while subway stations lost 2 rooms [L2].",
        "Subway stations lost 2 rooms after mergers [L2].",
    ],
)
def test_a_sibling_category_no_cited_block_names_given_its_figure_fails(draft: str) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, ROOMS).errors), draft


def test_a_category_word_whose_korean_name_no_block_writes_stays_english() -> None:
    assert with_category_words("Women 20.1% [L1].", ["남성 20.1%"]) == "Women 20.1% [L1]."
    assert with_category_words("Women 20.1% [L1].", ["여성 20.1%"]) == "   여성 20.1% [L1]."


@pytest.mark.parametrize(
    ("english", "korean"),
    [
        ("the Central plant", "중앙"),
        ("Eastern", "동부"),
        ("newlywed couples", "신혼부부"),
        ("engaged couples", "예비신혼부부"),
        ("the elderly", "어르신"),
        ("people with disabilities", "장애인"),
        ("subway stations", "지하철역"),
        ("peak season", "성수기"),
        ("weekends", "주말"),
        ("off-season", "비수기"),
        ("adults", "성인"),
        ("the electricity incentive", "전기"),
        ("wheelchairs", "휠체어"),
        ("strollers", "유모차"),
    ],
)
def test_each_category_word_reads_as_the_korean_name_a_block_writes(
    english: str, korean: str
) -> None:
    assert korean in with_category_words(f"{english} 12", [f"{korean} 12"])


def test_a_category_named_after_its_figure_owns_it() -> None:
    faithful = "The high-risk drinking rate was 20.1% for men and 8.3% for women [L1]."
    swapped = "The high-risk drinking rate was 8.3% for men and 20.1% for women [L1]."
    assert check(faithful, DRINKING).ok, check(faithful, DRINKING).format_text()
    assert any(f.rule == "GR-03" for f in check(swapped, DRINKING).errors), swapped


USERS = [para("L1", "○ 이용자는 성인이 1,240명(62.0%), 청소년이 760명(38.0%)이었다.")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Adults accounted for 1,240 users (62.0%) and teenagers for 760 (38.0%) [L1].", True),
        ("Adults made up 1,240 of the users, teenagers 760 [L1].", True),
        ("Adults accounted for 760 users (38.0%) and teenagers for 1,240 (62.0%) [L1].", False),
        ("Teenagers numbered 1,240 and adults 760 [L1].", False),
    ],
)
def test_a_verb_of_making_up_a_count_joins_a_category_to_its_figure(
    draft: str, passes: bool
) -> None:
    report = check(draft, USERS)
    assert report.ok is passes, report.format_text()


def test_a_name_after_its_figure_moves_over_a_word_never_over_a_currency_or_a_joiner() -> None:
    texts = ["어르신 5,000원, 청소년 8,000원"]
    moved = with_category_words("Seniors pay KRW 5,000 and youth KRW 8,000 [L1].", texts)
    assert "KRW 5,000" in moved and "KRW 8,000" in moved
    kept = with_category_words("It is KRW 5,000 for seniors and KRW 8,000 for youth.", texts)
    assert kept.count("KRW") == 2 and " and " in kept


def test_a_name_that_qualifies_the_noun_after_its_figure_is_not_moved() -> None:
    texts = ["어린이 자전거 120대"]
    draft = "The park holds 120 children's bicycles [L1]."
    assert "어린이" not in with_category_words(draft, texts)
