"""Two figures an English sentence gives in the other order than a cited block lists their
entries, naming the entries in words fa does not read: whose each is cannot be told, so the
pair is unconfirmed (GR-07, shown to the person), never refused and never passed in silence."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

CAPS = [
    para(
        "L1",
        "○ 소득 기준: 청년 1인 가구 기준 중위소득 120% 이하, 신혼부부·예비신혼부부 가구 기준 "
        "중위소득 150% 이하",
    ),
    para("L2", "- 모집 인원: 90명(청소년 40명, 성인 50명)"),
    para(
        "L3",
        "이는 지난해 같은 기간(기부 4,120건, 이용 12,850건)보다 기부는 480건(11.7%), 이용은 "
        "1,450건(11.3%) 각각 늘어난 수치다.",
    ),
    para("L4", "○ 참여 가구는 42,600가구로 전년 동기(38,900가구)보다 3,700가구(9.5%) 늘었다."),
]


def _unconfirmed(draft: str) -> bool:
    report = check(draft, CAPS)
    assert report.ok, report.format_text()
    return any(f.rule == "GR-07" for f in report.findings)


@pytest.mark.parametrize(
    "draft",
    [
        "Income caps: single young households up to 150% of the median income, newlywed and "
        "engaged couples up to 120% [L1].",
        "The library is recruiting 90 volunteers (50 teenagers and 40 adults) [L2].",
        "Donations grew by 11.3% and uses by 11.7% [L3].",
    ],
)
def test_figures_in_the_other_order_than_the_blocks_entries_are_unconfirmed(draft: str) -> None:
    assert _unconfirmed(draft)


@pytest.mark.parametrize(
    "draft",
    [
        "Income caps: single young households up to 120% of the median income, newlywed and "
        "engaged couples up to 150% [L1].",
        "The library is recruiting 90 volunteers (40 teenagers and 50 adults) [L2].",
        "Donations grew by 11.7% and uses by 11.3% [L3].",
        "Participating households rose by 3,700 (9.5%) to 42,600 [L4].",
    ],
)
def test_figures_in_the_blocks_order_or_of_one_entry_are_left_alone(draft: str) -> None:
    assert not _unconfirmed(draft)


def test_a_korean_sentence_is_left_to_the_owners_check() -> None:
    report = check("소득 기준은 신혼부부 150%, 청년 1인 가구 120% 이하임 [L1].", CAPS)
    assert not any(f.rule == "GR-07" for f in report.findings), report.format_text()


ROWS = [
    para("L1", "<표 3> 사유별 처리 건수"),
    row("L2", "구분 | 2024년 | 2025년 | 증감"),
    row("L3", "교환(규격 미달) | 41 | 27 | △14"),
    row("L4", "교환(배송 지연) | 18 | 12 | △6"),
    row("L5", "계 | 59 | 39 | △20"),
]


def _rows_unconfirmed(draft: str) -> bool:
    report = check(draft, ROWS)
    return any(f.rule == "GR-07" for f in report.findings)


@pytest.mark.parametrize(
    "draft",
    [
        "Exchanges for undersized goods went from 18 to 12, and those for late delivery from 41 "
        "to 27 [L3, L4].",
        "Undersized goods caused 18 exchanges in 2024 and late deliveries 41 [L3, L4].",
    ],
)
def test_two_rows_figures_in_the_other_order_in_english_are_unconfirmed(draft: str) -> None:
    assert _rows_unconfirmed(draft)


@pytest.mark.parametrize(
    "draft",
    [
        "Exchanges for undersized goods went from 41 to 27, and those for late delivery from 18 "
        "to 12 [L3, L4].",
        "규격 미달 교환은 18건에서 12건으로, 배송 지연 교환은 41건에서 27건으로 줄었다 [L3, L4].",
        "Exchanges fell from 59 to 39 in all, 41 of them in 2024 for undersized goods [L3, L5].",
    ],
)
def test_rows_in_their_order_a_korean_sentence_or_one_row_are_left_alone(draft: str) -> None:
    assert not _rows_unconfirmed(draft)


RANKED = [
    para("L1", "<표 1> 유형별 민원 건수"),
    row("L2", "유형 | 건수"),
    row("L3", "소음 | 12"),
    row("L4", "악취 | 30"),
    row("L5", "불법 주차 | 21"),
]


def test_three_rows_figures_from_the_largest_down_are_left_alone_as_a_ranking() -> None:
    draft = (
        "Odours drew the most complaints (30), then illegal parking (21) and noise (12) "
        "[L3, L4, L5]."
    )
    report = check(draft, RANKED)
    assert not any(f.rule == "GR-07" for f in report.findings), report.format_text()


def test_two_rows_figures_from_the_larger_down_are_still_unconfirmed() -> None:
    # (a swap keeps the rows' order of names and gives the larger figure first as often)
    report = check("Noise drew 30 complaints and odours 12 [L3, L4].", RANKED)
    assert any(f.rule == "GR-07" for f in report.findings), report.format_text()


def test_a_row_that_sums_the_rows_above_it_is_no_rival_whatever_its_label() -> None:
    blocks = [*RANKED, row("L6", "연간 | 63")]
    draft = "Complaints totalled 63 over the year, 30 of them about odours [L4, L6]."
    report = check(draft, blocks)
    assert not any(f.rule == "GR-07" for f in report.findings), report.format_text()


def test_rows_each_cited_apart_are_left_alone() -> None:
    draft = (
        "Exchanges for late delivery went from 18 to 12 [L4], and those for undersized goods "
        "from 41 to 27 [L3]."
    )
    assert not _rows_unconfirmed(draft)
