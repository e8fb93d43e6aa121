"""A figure a block gives the period before (`전년 동기(1,130식)`, `전년(1,240점)`) is no level
of the period the block reports: a sentence giving it so fails, one saying it is the earlier
period's passes."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import ok, para, row, rules

MEALS = [
    para("L1", "2025년 상반기 무료급식 추진 현황"),
    para(
        "L2",
        "○ 상반기 무료급식소 6개소에서 1일 평균 1,240식을 제공하여 전년 동기(1,130식) 대비 "
        "110식(9.7%) 증가",
    ),
]
CONTEST = [
    para("L1", "제12회 시화전 작품 공모 안내"),
    para("L2", "2025. 8. 18.(월)"),
    para(
        "L3",
        "○ 2024년 제11회 시화전에는 총 1,385점이 응모되어 전년(1,240점) 대비 145점 늘었음",
    ),
]
TARGET = [
    para("L1", "○ 2025년 지원 목표: 1,150명(전년 실적 1,020명 대비 130명 증가)"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("상반기 1일 평균 1,130식을 제공했다 [L2].", MEALS),
        ("The centres served 1,130 meals a day in the first half of 2025 [L2].", MEALS),
        ("전년 동기 대비 9.7% 늘어난 1,130식이었다 [L2].", MEALS),
        ("지난해 제11회 시화전에는 1,240점이 응모되었다 [L3].", CONTEST),
        ("2024년 제11회 시화전 응모작은 1,240점이었다 [L3].", CONTEST),
        ("2025년 지원 목표는 1,020명이다 [L1].", TARGET),
    ],
)
def test_the_earlier_periods_figure_given_as_the_periods_own_fails(
    draft: str, blocks: list
) -> None:
    assert "GR-03" in rules(draft, blocks), draft


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("급식은 전년 동기 1,130식에서 1,240식으로 늘었다 [L2].", MEALS),
        ("급식은 1,130식에서 1,240식으로 110식 늘었다 [L2].", MEALS),
        ("1일 평균 1,240식으로 전년 동기(1,130식)보다 9.7% 늘었다 [L2].", MEALS),
        ("Meals rose to 1,240 a day, up from 1,130 a year earlier [L2].", MEALS),
        ("The centres served 1,240 meals a day against 1,130 [L2].", MEALS),
        ("제11회 응모작은 1,385점으로 전년 1,240점보다 145점 많았다 [L3].", CONTEST),
        ("2023년 응모작은 1,240점이었다 [L3].", CONTEST),
        ("2025년 목표는 1,150명으로 전년 실적 1,020명보다 130명 많다 [L1].", TARGET),
    ],
)
def test_the_earlier_periods_figure_said_to_be_so_passes(draft: str, blocks: list) -> None:
    assert ok(draft, blocks), draft


NOISE = [
    para("L1", "○ 전국 평균 대기시간은 31분으로 전년 38분보다 7분 줄었으며, "
         "가장 긴 시도는 경기(52분), 가장 짧은 시도는 세종(14분)이었다."),
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "두 시도 간 차이는 38분이다 [L1].",
        "경기는 세종보다 38분 길다 [L1].",
        "Gyeonggi waits 38 minutes longer than Sejong [L1].",
    ],
)
def test_a_change_equal_to_the_earlier_level_is_no_level(draft: str) -> None:
    assert ok(draft, NOISE), draft


@pytest.mark.parametrize(
    "draft",
    [
        "평균 대기시간은 38분으로 줄었다 [L1].",
        "평균 대기시간은 38분이었다 [L1].",
        "The average wait was 38 minutes, down 7 minutes [L1].",
    ],
)
def test_a_level_reached_that_is_the_earlier_level_still_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, NOISE), draft


_DONATIONS = [
    para(
        "L12",
        "○ 후원금 모금액은 12억 3,400만 원으로 전년(14억 1,000만 원) 대비 "
        "1억 7,600만 원(12.5%) 감소",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("후원금 모금액은 12억 3,400만 원으로 전년 대비 12.5% 줄었다 [L12].", True),
        ("후원금 모금액은 전년 14억 1,000만 원에서 12억 3,400만 원으로 줄었다 [L12].", True),
        ("후원금 모금액은 12억 3,400만 원으로 14억 1,000만 원 대비 12.5% 줄었다 [L12].", True),
        # planted: the year before's amount given as the level, reached in money or compared
        ("후원금 모금액은 14억 1,000만 원으로 전년 대비 12.5% 줄었다 [L12].", False),
        ("후원금 모금액은 14억 1,000만 원으로 줄었다 [L12].", False),
    ],
)
def test_a_level_in_money_compared_with_the_year_before_is_this_periods(
    draft: str, passes: bool
) -> None:
    assert ok(draft, _DONATIONS) is passes, draft


_REPORT_ON_LAST_YEAR = [
    {"anchor": "L1", "kind": "heading", "text": "2024년 도내 공립 천문대 운영 현황 및 2025년 계획"},
    para("L2", "2025. 3. 10.(월)"),
    para("L7", "□ 5개 천문대 관람객은 총 220,500명으로 전년(231,400명) 대비 10,900명(4.7%) 감소함"),
    row("L25", "연도 | 관람객 | 증감률 | 운영일수", start=True),
    row("L26", "2024년 | 220,500 | △4.7 | 153"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("지난해 관람객은 220,500명으로 전년(231,400명)보다 줄었다 [L7, L26].", True),
        ("2023년 관람객은 231,400명이었다 [L7].", True),
        # planted: the year before's figure given to `지난해`, the report's own year
        ("지난해 도내 공립 천문대 관람객은 231,400명으로 집계됐다 [L7, L26].", False),
    ],
)
def test_last_year_of_a_report_on_last_year_is_its_own_period(draft: str, passes: bool) -> None:
    assert ok(draft, _REPORT_ON_LAST_YEAR) is passes, draft


_OCCUPANCY = [
    para(
        "L9",
        "○ 경기장의 평균 좌석 점유율은 83.8%를 기록해 전년(76.1%)보다 7.7%p 높아졌다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("A. 지난해 시즌에는 좌석 점유율이 76.1%였습니다 [L9].", True),
        ("Last season, seat occupancy was 76.1% [L9].", True),
        # planted: the period before's figure given to this season, with or without last
        # season named in another clause
        ("올 시즌 좌석 점유율은 76.1%였습니다 [L9].", False),
        ("지난해 시즌에는 관람객이 적었고, 올 시즌 좌석 점유율은 76.1%였습니다 [L9].", False),
    ],
)
def test_a_sentence_opening_on_the_period_before_gives_its_figures_to_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _OCCUPANCY)
    assert report.ok is passes, report.format_text()


_WASTE = [
    para(
        "L29",
        "- 설치 단지의 세대당 월평균 배출량은 21.3kg으로 전년 동기(23.0kg) 대비 1.7kg 줄었다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the start of a move written past its unit of measure (`23.0kg →`) is the period
        # before's
        ("- 세대당 월평균 배출량은 23.0kg → 21.3kg으로 1.7kg 줄었음 [L29]", True),
        ("- 세대당 월평균 배출량은 23.0㎏에서 21.3㎏으로 줄었음 [L29]", True),
        # planted: the period before's figure as the level reached, with or without its unit
        ("- 세대당 월평균 배출량은 21.3kg → 23.0kg으로 늘었음 [L29]", False),
        ("- 세대당 월평균 배출량은 23.0kg으로 1.7kg 줄었음 [L29]", False),
    ],
)
def test_a_figure_before_an_arrow_past_its_unit_is_the_period_befores(
    draft: str, passes: bool
) -> None:
    report = check(draft, _WASTE)
    assert report.ok is passes, report.format_text()


_HALVES = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 천 원, %)"},
    row("L2", "구분 | 2024년 하반기 | 2025년 하반기 | 증감 | 증감률", start=True),
    row("L3", "계 | 166,500 | 194,000 | 27,500 | 16.5"),
]


def test_a_figure_after_the_year_befores_same_half_is_that_halfs() -> None:
    draft = (
        "2025년 하반기 예산은 1억 9,400만 원으로 전년 하반기 1억 6,650만 원보다 2,750만 원(16.5%) "
        "늘었음 [L3]."
    )
    report = check(draft, _HALVES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 하반기 예산은 1억 9,400만 원으로 전년 하반기 1억 9,400만 원보다 늘었음 [L3].",
        "2025년 하반기 예산은 1억 6,650만 원으로 전년 하반기 1억 9,400만 원보다 늘었음 [L3].",
    ],
)
def test_this_halfs_figure_after_the_year_befores_half_fails(draft: str) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, _HALVES).errors), draft


_VISITS = [
    {"anchor": "L1", "kind": "caption", "text": "<표 1> 2025년 상반기 동별 이용 현황"},
    {"anchor": "L2", "kind": "caption", "text": "(단위: 명, 회)"},
    row("L3", "동 | 이용 어르신 | 서비스 횟수 | 전년 동기 횟수 | 증감", start=True),
    row("L4", "마루동 | 234 | 655 | 612 | 43"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "마루동은 234명이 655회 이용하여 가장 적었음 [L4].",
        "마루동은 655회로 전년 동기 612회보다 43회 늘었음 [L4].",
        "마루동은 612회에서 655회로 늘었음 [L4].",
        "Maru-dong's services rose to 655 from 612 a year earlier [L4].",
    ],
)
def test_a_cell_under_a_head_of_the_period_before_said_to_be_it_passes(draft: str) -> None:
    report = check(draft, _VISITS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "마루동은 234명이 612회 이용하여 가장 적었음 [L4].",
        "Maru-dong had 234 users and 612 services [L4].",
    ],
)
def test_a_cell_under_a_head_of_the_period_before_given_as_the_periods_own_fails(
    draft: str,
) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, _VISITS).errors), draft


def test_a_draft_tables_head_of_the_period_before_says_its_cells_are_that_periods() -> None:
    head = "| 동 | 횟수 | 전년 동기 | 근거 |\n|---|---|---|---|\n"
    report = check(head + "| 마루동 | 655회 | 612회 | [L4] |", _VISITS)
    assert report.ok, report.format_text()
    assert not check(head + "| 마루동 | 612회 | 655회 | [L4] |", _VISITS).ok


def test_a_column_of_changes_against_the_year_before_holds_no_earlier_level() -> None:
    blocks = [
        {"anchor": "L1", "kind": "caption", "text": "<표 4> 산지 벼값 (단위: 원, %)"},
        row("L2", "구분 | 2024. 9. 25. | 2025. 9. 25. | 전순 대비 | 전년 대비", start=True),
        row("L3", "산지 벼값(40㎏ 조곡) | 56,210 | 64,120 | △1.1 | 14.1"),
    ]
    draft = "산지 벼값은 약 6만 4천 원으로 전년 같은 시기(약 5만 6천 원)보다 14.1% 올랐습니다 [L3]."
    report = check(draft, blocks)
    assert report.ok, report.format_text()


def test_a_base_after_below_or_above_is_the_period_befores_and_the_level_still_held() -> None:
    assert check("Maru-dong logged 655 services, 43 above 612 [L4].", _VISITS).ok
    # planted: the period before's count as the level, this period's after `below`
    report = check("Maru-dong logged 612 services, 43 below 655 [L4].", _VISITS)
    assert any("period before" in f.detail for f in report.errors), report.format_text()
