"""The level a clause of change reaches (`9,000원으로 5.9% 인상`, `rose 5.9% to KRW 9,000`) is
the later year's of a cited row of two years and their change, never the level it starts from."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import row

_PRICES = [
    {"anchor": "L14", "kind": "caption", "text": "(단위: 원/㎏, %)"},
    row("L15", "등급 | 채엽 시기 | 2024년 | 2025년 | 증감률", start=True),
    row("L16", "우전 | 4. 20. 이전 | 25,000 | 27,000 | 8.0"),
    row("L18", "중작 | 5. 6. ~ 5. 20. | 8,500 | 9,000 | 5.9"),
]
_OUTPUT = [
    {"anchor": "L13", "kind": "caption", "text": "(단위: 톤, 억 원)"},
    row("L14", "구분 | 2023 생산량 | 2024 생산량 | 2023 판매액 | 2024 판매액", start=True),
    row("L17", "동애등에 | 4,850 | 5,320 | 148 | 171"),
]

_SHARES = [
    row("L27", "구분 | 2022년 | 2023년 | 2024년 | 전년 대비 증감", start=True),
    row("L31", "비공개 비율 | 6.3 | 5.9 | 5.4 | △0.5%p"),
]


@pytest.mark.parametrize(
    ("draft", "blocks", "passes"),
    [
        ("중작은 ㎏당 9,000원으로 5.9% 인상됨 [L18]", _PRICES, True),
        ("중작은 8,500원에서 9,000원으로 올랐다 [L18].", _PRICES, True),
        ("중작은 전년 8,500원보다 5.9% 오른 9,000원이다 [L18].", _PRICES, True),
        ("Chujak leaves rose 5.9% to KRW 9,000 a kilogram [L18].", _PRICES, True),
        ("동애등에 생산량은 5,320톤으로 늘었고 판매액은 171억 원이다 [L17].", _OUTPUT, True),
        # a move the sentence writes from its start is `_moves`' to hold, step by step
        ("The share withheld fell from 6.3% to 5.9% and then to 5.4% [L31].", _SHARES, True),
        # planted: a move written from its start is still held to the table's order, there
        ("The share withheld fell from 5.4% to 5.9% and then to 6.3% [L31].", _SHARES, False),
        ("중작은 9,000원에서 8,500원으로 올랐다 [L18].", _PRICES, False),
        # a year the sentence names is the year's column check's, not this one's
        ("2024년 중작은 8,500원이었고 2025년 9,000원으로 올랐다 [L18].", _PRICES, True),
        # planted: the level the change starts from given as the one it reaches
        ("중작은 ㎏당 8,500원으로 5.9% 인상됨 [L18]", _PRICES, False),
        ("Chujak leaves rose 5.9% to KRW 8,500 a kilogram [L18].", _PRICES, False),
        ("우전은 25,000원으로 올랐다 [L16].", _PRICES, False),
        ("동애등에 생산량은 4,850톤으로 늘었다 [L17].", _OUTPUT, False),
    ],
)
def test_the_level_a_change_reaches_is_the_later_years(
    draft: str, blocks: list[dict], passes: bool
) -> None:
    report = check(draft, blocks)
    assert report.ok is passes, report.format_text()


def test_a_change_the_row_does_not_hold_leaves_the_level_alone() -> None:
    # a change of another base than the row's (`두 해 전보다`): whose level it is stays open
    report = check("우전은 25,000원으로 4.2% 올랐다 [L16].", _PRICES)
    assert not any("where the change starts" in f.detail for f in report.findings)


_SHIPMENTS = [
    {"anchor": "L12", "kind": "caption", "text": "(단위: 톤, %)"},
    row("L13", "구분 | 2024년 | 2025년 | 전년 대비 증감 | 증감률", start=True),
    row("L14", "10월 | 42,300 | 45,100 | 2,800 | 6.6"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("October shipments were 45,100 tonnes, up 6.6% year on year [L14].", True),
        ("10월 출하량은 45,100톤(전년 대비 6.6% 증가)이다 [L14].", True),
        # planted: the level a change starts from, given with the change after it
        ("October shipments were 42,300 tonnes, up 6.6% year on year [L14].", False),
        ("October shipments reached 42,300 tonnes, an increase of 2,800 tonnes [L14].", False),
        ("10월 출하량은 42,300톤(전년 대비 6.6% 증가)이다 [L14].", False),
        # a level with a comparison with the year before and its change after it
        ("10월 출하량은 45,100톤으로 전년 같은 달보다 6.6% 늘었다 [L14].", True),
        ("10월 출하량은 42,300톤에 그쳐 전년 같은 달보다 6.6% 늘었다 [L14].", False),
        ("10월 출하량은 42,300톤이며 전년 대비 6.6% 증가했다 [L14].", False),
        # the base a comparison names before the change is no level reached
        ("October shipments were 45,100 tonnes against 42,300, up 6.6% [L14].", True),
        ("October: 45,100 tonnes versus 42,300 a year earlier, up 6.6% [L14].", True),
        ("October shipments were 45,100 tonnes compared with 42,300, up 6.6% [L14].", True),
        # planted: the two levels turned about, the base given the later year's level
        ("October shipments were 42,300 tonnes against 45,100, up 6.6% [L14].", False),
    ],
)
def test_a_level_given_with_its_change_after_it_is_the_later_years(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SHIPMENTS)
    assert report.ok is passes, report.format_text()


_FAILURES = [
    row("L29", "시설 | 2024년 상반기 | 2025년 상반기 | 증감", start=True),
    row("L32", "구민체육센터 | 2 | 3 | 1"),
    row("L33", "중앙도서관 | 5 | 3 | △2"),
    row("L34", "계 | 7 | 6 | △1"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("The sports centre had 3 failures, one more than a year earlier [L32].", True),
        ("The library logged 3 failures, 2 fewer than a year earlier [L33].", True),
        (
            "Failures fell from 7 to 6, but the sports centre had 3, one more than a year earlier "
            "[L32, L34].",
            True,
        ),
        # planted: the level the change starts from, given with the change in words after it
        # (also after a move of another clause)
        ("The sports centre had 2 failures, one more than a year earlier [L32].", False),
        (
            "Failures fell from 7 to 6, but the sports centre had 2, one more than a year earlier "
            "[L32, L34].",
            False,
        ),
        ("The library logged 5 failures, 2 fewer than last year [L33].", False),
    ],
)
def test_a_level_given_with_a_change_than_the_year_before_is_the_later_years(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FAILURES)
    assert report.ok is passes, report.format_text()


_FLOWERS = [
    {"anchor": "L19", "kind": "caption", "text": "(단위: 만 본, 원/속, %)"},
    row(
        "L20",
        "품목 | 출하량(전년) | 출하량(금년) | 증감률 | 평균가격(전년) | 평균가격(금년) | 증감률",
        start=True,
    ),
    row("L22", "국화 | 310 | 294 | △5.2 | 5,400 | 5,130 | △5.0"),
    row("L25", "카네이션 | 60 | 66 | 10.0 | 8,000 | 8,560 | 7.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # heads that name the year before and this year in words (`전년`, `금년`) order them too
        ("국화 경매 평균가격은 속당 5,130원으로 5.0% 하락함 [L22].", True),
        ("국화 출하량은 294만 본으로 5.2% 줄었다 [L22].", True),
        # planted: the level of the year before given as the one the change reaches
        ("국화 경매 평균가격은 속당 5,400원으로 5.0% 하락함 [L22].", False),
        ("국화 출하량은 310만 본으로 5.2% 줄었다 [L22].", False),
    ],
)
def test_heads_of_the_year_before_and_this_year_in_words_order_the_levels(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FLOWERS)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a change beside a level is the change of the level's measure
        ("The carnation price climbed 7.0% to KRW 8,560 per bunch [L25].", True),
        ("Carnation shipments rose 10.0% to 660,000 stems [L25].", True),
        (
            "카네이션 평균가격은 8,560원으로 7.0% 올랐고, 출하량은 66만 본으로 10.0% 늘었다 [L25].",
            True,
        ),
        # a clause that goes on to the other measure's change (`줄었으나 평균가격은 ...`)
        ("국화는 출하량이 294만 본으로 5.2% 줄었으나 평균가격도 5.0% 하락함 [L22].", True),
        ("카네이션 출하량은 66만 본으로 10.0% 늘었는데 가격은 7.0% 올랐다 [L25].", True),
        # planted: the change of the other measure of the row, beside the level
        ("The carnation price climbed 10.0% to KRW 8,560 per bunch [L25].", False),
        ("카네이션 평균가격은 8,560원으로 10.0% 올랐다 [L25].", False),
        ("카네이션 출하량은 66만 본으로 7.0% 늘었다 [L25].", False),
        ("카네이션 출하량은 66만 본으로 7.0% 늘었는데 가격은 10.0% 올랐다 [L25].", False),
    ],
)
def test_a_change_beside_a_level_is_the_change_of_its_measure(draft: str, passes: bool) -> None:
    report = check(draft, _FLOWERS)
    assert report.ok is passes, report.format_text()


_ORDERS = [
    {"anchor": "L11", "kind": "caption", "text": "(단위: 만 건, 억 원, %)"},
    row(
        "L12",
        "월 | 주문 건수(2024년) | 주문 건수(2025년) | 증감률 | 거래액(2024년) | 거래액(2025년) "
        "| 증감률",
        start=True,
    ),
    row("L15", "9월 | 36.5 | 44.3 | 21.4 | 91.7 | 113.5 | 23.8"),
]
_ORDER_TABLE = "| 월 | {} | {} | 근거 |\n|---|---|---|---|\n| 9월 | {} | {} | L15 |"


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a row of the draft's table with one level and one change: the level's measure's change
        (_ORDER_TABLE.format("주문 건수", "전년 동월 대비", "44만 3천 건", "21.4% 증가"), True),
        (_ORDER_TABLE.format("거래액", "전년 동월 대비", "113.5억 원", "23.8% 증가"), True),
        # the draft's head over the change names the other measure: its change, as said
        (_ORDER_TABLE.format("주문 건수", "거래액 증감률", "44만 3천 건", "23.8%"), True),
        # planted: the other measure's change beside the level
        (_ORDER_TABLE.format("주문 건수", "전년 동월 대비", "44만 3천 건", "23.8% 증가"), False),
        (_ORDER_TABLE.format("거래액", "증감률", "113.5억 원", "21.4%"), False),
    ],
)
def test_a_draft_rows_change_beside_its_one_level_is_the_levels_measures(
    draft: str, passes: bool
) -> None:
    report = check(draft, _ORDERS)
    assert report.ok is passes, report.format_text()


def test_a_level_in_a_symbol_unit_before_a_comparison_with_the_year_before_is_the_later_years() -> (
    None
):
    blocks = [
        row("L13", "월 | 2024년 | 2025년 | 전년 대비 증감률", start=True),
        row("L15", "2월 | 6,300 | 6,100 | △3.2"),
    ]
    faithful = "2월 수거량은 6,100ℓ에 그쳐 전년 같은 달보다 3.2% 줄었다 [L15]."
    assert check(faithful, blocks).ok, check(faithful, blocks).format_text()
    # planted: the year before's level given as the level the fall reaches
    assert not check(faithful.replace("6,100", "6,300"), blocks).ok
