"""A move between two figures and a change between two: a move a sentence states (`A에서 B로`)
must run the way the cited table runs (from the earlier column to the later), and a change the
sentence calls a rise or a fall must agree with the two values the cited block gives it."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

TARIFF = [
    row("L1", "업종 | 사용량 구간(㎥/월) | 현행(원/㎥) | 개정(원/㎥) | 인상률", start=True),
    row("L2", "가정용 | 0~20 | 580 | 620 | 6.9%"),
    row("L3", "일반용 | 0~50 | 1,150 | 1,240 | 7.8%"),
]
YEARS = [
    row("L1", "구분 | 2023 | 2024 | 2025 | 증감", start=True),
    row("L2", "유수율 | 86.4 | 86.6 | 87.1 | ▲0.5"),
]
DESCENDING = [
    row("L1", "구분 | 2025 | 2024", start=True),
    row("L2", "매출액(억원) | 1,240 | 1,150"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("가정용 요금은 ㎥당 580원에서 620원으로 오른다 [L1][L2].", TARIFF),
        ("가정용 0~20㎥ 구간은 580원에서 620원으로 조정된다 [L2].", TARIFF),
        ("일반용은 1,150원 → 1,240원 [L3].", TARIFF),
        ("유수율은 2023년 86.4%에서 2025년 87.1%로 높아졌다 [L1][L2].", YEARS),
        ("매출액은 1,150억 원에서 1,240억 원으로 늘었다 [L1][L2].", DESCENDING),
    ],
)
def test_a_move_that_runs_with_the_table_passes(draft: str, blocks: list) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("가정용 요금은 ㎥당 620원에서 580원으로 조정된다 [L1][L2].", TARIFF),
        ("일반용은 1,240원 → 1,150원 [L3].", TARIFF),
        ("유수율은 87.1%에서 86.6%로 바뀌었다 [L2].", YEARS),
        ("매출액은 1,240억 원에서 1,150억 원으로 바뀌었다 [L1][L2].", DESCENDING),
    ],
)
def test_a_move_against_the_tables_order_fails(draft: str, blocks: list) -> None:
    report = check(draft, blocks)
    assert not report.ok
    assert any(f.rule == "GR-03" for f in report.findings)


LEAKS = [
    para(
        "L1",
        "유수율은 87.1%로 전년(86.6%) 대비 0.5%p 개선되었고, "
        "급수량은 307ℓ로 전년 303ℓ보다 4ℓ 변동했다.",
    ),
    para("L2", "농어촌 보급률은 96.2%에서 96.8%로 0.6%p 바뀌었다."),
    para("L3", "체납액은 1,240억 원으로 전년(1,300억 원) 대비 60억 원 차이가 난다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "유수율은 87.1%로 전년 대비 0.5%p 상승했다 [L1].",
        "급수량은 4ℓ 늘었다 [L1].",
        "농어촌 보급률은 0.6%p 올랐다 [L2].",
        "체납액은 60억 원 줄었다 [L3].",
        "유수율은 0.5%p 개선됐다 [L1].",
    ],
)
def test_a_change_called_the_way_its_two_values_run_passes(draft: str) -> None:
    report = check(draft, LEAKS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "유수율 87.1%, 전년 대비 0.5%p 하락 [L1].",
        "급수량은 4ℓ 줄었다 [L1].",
        "농어촌 보급률은 0.6%p 떨어졌다 [L2].",
        "체납액은 60억 원 늘었다 [L3].",
    ],
)
def test_a_change_called_against_its_two_values_fails(draft: str) -> None:
    report = check(draft, LEAKS)
    assert not report.ok
    assert any(f.rule == "GR-03" for f in report.findings)


def test_a_figure_after_a_start_without_a_destination_particle_is_the_change() -> None:
    blocks = [para("L1", "보상비는 2025년 70,000원에서 12,000원 인상된 82,000원이다.")]
    report = check("보상비는 70,000원에서 12,000원 올라 82,000원이 됐다 [L1].", blocks)
    assert report.ok, report.format_text()
    # a move to the destination still has its direction judged
    assert not check("보상비는 82,000원에서 70,000원으로 올랐다 [L1].", blocks).ok


# Each block holds every figure of the drafts below, so only the sentence's own arithmetic
# can fail them.
LEVELS = [
    para("L1", "2025년 집계: 6건 | 8건 | 2건 | 3건 | 5건 | 등급외 1건"),
    para("L2", "집계: 43.0% | 45.2% | 2.2%p | 2.5%p"),
    para("L3", "집계: 1조 5,380억 원 | 1조 7,340억 원 | 1,960억 원 | 1,860억 원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "'25년 사건·고장은 6건으로 전년 8건보다 2건 감소했다 [L1].",
        # a figure in brackets is a detail of the level, not a level
        "'25년 사건·고장은 6건(등급외 1건)으로 전년 8건보다 2건 감소했다 [L1].",
        "독서율은 43.0%에서 45.2%로 2.2%p 상승했다 [L2].",
        "국비는 1조 7,340억 원에서 1조 5,380억 원으로 1,960억 원 줄었다 [L3].",
        # a rate of change is not the difference
        "사건·고장은 8건에서 6건으로 줄었다 [L1].",
        # a change after a change and one level: the figure before is no level of it
        "사건은 8건에서 6건으로 2건 줄었지만, 고장은 3건에서 5건 늘었다 [L1].",
    ],
)
def test_a_change_that_is_the_difference_of_its_two_levels_passes(draft: str) -> None:
    report = check(draft, LEVELS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "'25년 사건·고장은 6건으로 전년 8건보다 3건 감소했다 [L1].",
        "'25년 사건·고장은 6건으로 전년 8건보다 5건 감소했다 [L1].",
        "독서율은 43.0%에서 45.2%로 2.5%p 상승했다 [L2].",
        "국비는 1조 7,340억 원에서 1조 5,380억 원으로 1,860억 원 줄었다 [L3].",
        "사건은 8건에서 6건으로 2건 줄었지만, 고장은 3건에서 5건으로 3건 늘었다 [L1].",
    ],
)
def test_a_change_that_is_not_the_difference_of_its_two_levels_fails(draft: str) -> None:
    report = check(draft, LEVELS)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


_FEES = [
    {"anchor": "L1", "kind": "caption", "text": "<표 3> 구간별 수수료 (단위: 원)"},
    row("L2", "신청 금액 | 현행 | 개정", start=True),
    row("L3", "1,000만 원 초과 5,000만 원 이하 | 66,000 | 60,000"),
    row("L4", "5,000만 원 초과 1억 원 이하 | 88,000 | 90,000"),
]


@pytest.mark.parametrize(
    "draft",
    [
        # the second clause's move rises, its change is called a fall
        "1,000만 원 초과 구간 수수료는 66,000원에서 60,000원으로 6,000원 내리고, 5,000만 원 초과"
        " 구간은 88,000원에서 90,000원으로 2,000원 내린다[L3, L4].",
        "5,000만 원 초과 구간 수수료는 88,000원에서 90,000원으로 2,000원 인하된다[L4].",
        "5,000만 원 초과 구간 수수료는 88,000원 → 90,000원, 2,000원 감소[L4].",
        "1,000만 원 초과 구간 수수료는 66,000원에서 60,000원으로 6,000원 오른다[L3].",
    ],
)
def test_a_change_called_against_the_move_the_sentence_writes_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, _FEES)


@pytest.mark.parametrize(
    "draft",
    [
        "1,000만 원 초과 구간 수수료는 66,000원에서 60,000원으로 6,000원 내리고, 5,000만 원 초과"
        " 구간은 88,000원에서 90,000원으로 2,000원 오른다[L3, L4].",
        "5,000만 원 초과 구간 수수료는 88,000원 → 90,000원, 2,000원 인상[L4].",
    ],
)
def test_a_change_called_the_way_the_sentence_moves_passes(draft: str) -> None:
    report = check(draft, _FEES)
    assert report.ok and not report.unconfirmed, report.format_text()


_MEAL = {
    "L1": "고등학교 | 열량 기준 867kcal | 실제 842kcal | 나트륨 상한 1,000mg 미만 | 실제 958mg"
}


@pytest.mark.parametrize(
    "draft",
    [
        "고등학교 열량: 1식 평균 842kcal 제공, 기준(867kcal)을 웃돎 [L1]",
        "고등학교는 842kcal로 기준(867kcal)을 넘었다 [L1].",
        "고등학교 나트륨은 958mg으로 상한(1,000mg 미만)을 초과했다 [L1].",
        "고등학교는 842kcal로 기준 867kcal보다 높았다 [L1].",
    ],
)
def test_a_figure_placed_above_a_higher_one_or_below_a_lower_one_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, _MEAL)


@pytest.mark.parametrize(
    "draft",
    [
        "고등학교 열량: 1식 평균 842kcal 제공, 기준(867kcal)에 못 미침 [L1]",
        "고등학교는 842kcal로 기준(867kcal)을 밑돌았다 [L1].",
        "고등학교 나트륨은 958mg으로 상한(1,000mg 미만)을 넘지 않았다 [L1].",
        "고등학교 나트륨은 958mg으로 상한(1,000mg 미만) 이내였다 [L1].",
        # a figure after the comparison is its subject: `기준보다 낮은 842kcal`
        "열량 기준은 867kcal이고, 실제는 기준(867kcal)보다 낮은 842kcal였다 [L1].",
        # another subject between: the comparison is not the first figure's
        "나트륨 958mg, 열량은 기준(867kcal)을 밑돌았다 [L1].",
    ],
)
def test_a_figure_placed_on_its_own_side_of_another_passes(draft: str) -> None:
    assert "GR-03" not in rules(draft, _MEAL)


def rules(draft: str, blocks: dict[str, str]) -> set[str]:
    return {f.rule for f in check(draft, blocks).findings if f.severity == "error"}


def test_a_gap_before_a_reference_is_no_level_compared_with_it() -> None:
    blocks = {"L1": "평균기온은 13.6도로 평년(12.5도)보다 1.1도, 1998년(13.5도)보다 0.1도 높았다."}
    draft = "평년(12.5도)보다 1.1도, 1998년(13.5도)보다 0.1도 높았다 [L1]."
    assert "GR-03" not in rules(draft, blocks)


def test_a_change_against_a_base_in_brackets_must_be_their_difference() -> None:
    blocks = {"L1": "나래군 | 28 | 13.6 | +14.4 | 11 | 3.9 | +7.1"}
    wrong = "나래군의 열대야일수는 11일로 평년(3.9일)보다 14.4일 많았다 [L1]."
    assert "GR-03" in rules(wrong, blocks)
    assert "GR-03" not in rules(
        "나래군의 열대야일수는 11일로 평년(3.9일)보다 7.1일 많았다 [L1].", blocks
    )
    # a bracketed detail that is no base stays out (`6건(등급외 1건)으로`)
    details = {"L1": "사고는 6건(등급외 1건)으로 전년 8건보다 2건 줄었다."}
    assert "GR-03" not in rules("사고는 6건(등급외 1건)으로 전년 8건보다 2건 줄었다 [L1].", details)


def test_two_gaps_each_after_its_base_are_no_levels_of_a_change() -> None:
    blocks = {"L1": "소요시간은 경의중앙선(46분) 대비 24.5분, 광역버스(66분) 대비 44.5분 단축"}
    draft = "경의중앙선(46분)보다 24.5분, 광역버스(66분)보다 44.5분 줄어듭니다 [L1]."
    assert "GR-03" not in rules(draft, blocks)


HOUSEHOLDS = [
    para("L1", "<표 1> 다문화가구 추이 (단위: 만 가구)"),
    row("L2", "구분 | 2022년 | 2023년 | 2024년 | 2025년", start=True),
    row("L3", "다문화가구 | 39.9 | 39.8 | 40.2 | 41.6"),
]


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("다문화가구는 2023년 39.8만 가구로 전년보다 감소했다 [L3].", False),
        ("다문화가구는 2024년 40.2만 가구로 전년보다 늘었다 [L3].", False),
        ("다문화가구는 2023년 39.8만 가구로 전년보다 증가 [L3].", True),
        ("다문화가구는 2025년 41.6만 가구로 전년 대비 줄었다 [L3].", True),
    ],
)
def test_a_level_said_to_rise_over_the_year_before_must_be_above_it(draft: str, fails: bool):
    assert ("GR-03" in rules(draft, HOUSEHOLDS)) is fails


GRADED = {
    "L1": "○ 양호(B) 이상 기관은 65개(50.0%)로 전년(62개, 47.7%) 대비 3개 증가하였으며, "
    "미흡(D) 이하 기관은 24개(18.5%)로 전년(27개) 대비 3개 감소하였다."
}


def test_a_level_said_to_rise_over_the_year_before_a_block_writes_must_be_above_it():
    assert "GR-03" not in rules("미흡(D) 이하 기관은 24개로 전년 대비 3개 줄었다 [L1].", GRADED)
    assert "GR-03" in rules("미흡(D) 이하 기관도 24개로 전년 대비 3개 증가했다 [L1].", GRADED)
    assert "GR-03" in rules("양호(B) 이상은 65개로 전년보다 감소했다 [L1].", GRADED)


_YIELD = {"L1": "10a당 생산량은 522㎏으로 전년(514㎏)보다 8㎏(1.6%) 증가하였다."}


@pytest.mark.parametrize(
    "draft",
    [
        "10a당 생산량은 522㎏으로 전년(514㎏)보다 8㎏(1.6%) 감소하였다 [L1].",
        "10a당 생산량은 522㎏으로 전년(514㎏) 대비 줄었다 [L1].",
        "10a당 생산량은 514㎏으로 전년(522㎏)에 비해 늘었다 [L1].",
    ],
)
def test_a_level_called_a_change_the_wrong_way_from_its_bracketed_base_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, _YIELD)


@pytest.mark.parametrize(
    "draft",
    [
        "10a당 생산량은 522㎏으로 전년(514㎏)보다 8㎏(1.6%) 증가하였다 [L1].",
        "10a당 생산량은 522㎏으로 전년(514㎏) 대비 늘었다 [L1].",
        # a figure after the change is its subject
        "전년(514㎏)보다 8㎏ 늘어난 522㎏이다 [L1].",
    ],
)
def test_a_level_called_a_change_its_way_from_its_bracketed_base_passes(draft: str) -> None:
    assert "GR-03" not in rules(draft, _YIELD)


_CASES = {"L1": "기술자료 유용 사건은 11건으로 전년(6건)보다 5건 늘었다."}


def test_the_size_of_a_change_over_the_year_before_is_the_difference_the_block_gives() -> None:
    assert "GR-03" not in rules("기술자료 유용 사건은 11건으로 전년보다 5건 늘었다 [L1].", _CASES)
    assert "GR-03" in rules("기술자료 유용 사건은 11건으로 전년보다 6건 늘었다 [L1].", _CASES)
    # a rate of change is no difference of counts
    assert "GR-03" not in rules(
        "기술자료 유용 사건은 11건으로 전년보다 83% 늘었다 [L1].",
        {"L1": "기술자료 유용 사건은 11건으로 전년(6건)보다 83% 늘었다."},
    )


_RATES = [
    {"anchor": "L1", "kind": "table_row", "text": "시도 | 2023년 | 2024년",
     "flags": ["table", "table_start"]},
    {"anchor": "L2", "kind": "table_row", "text": "전국 | 0.72 | 0.75", "flags": ["table"]},
    {"anchor": "L3", "kind": "table_row", "text": "인천 | 0.69 | 0.76", "flags": ["table"]},
]  # fmt: skip


def test_a_figure_compared_with_a_reference_of_another_years_column_fails() -> None:
    ok = "인천 합계출산율은 0.76명으로 전국 평균(0.75명)을 웃돌았다 [L2][L3]."
    assert "GR-03" not in rules(ok, _RATES)
    wrong = "인천 합계출산율은 0.69명으로 전국 평균(0.75명)에 못 미쳤다 [L2][L3]."
    assert "GR-03" in rules(wrong, _RATES)
    # a reference named as another period compares two years on purpose
    years = "인천 합계출산율은 0.76명으로 전년(0.69명)보다 높다 [L3]."
    assert "GR-03" not in rules(years, _RATES)


def test_a_level_with_details_in_brackets_is_compared_by_the_level() -> None:
    blocks = {"L35": "강원 | 1,204 | 860 | 344 | 298", "L31": "부산 | 1,185 | 840 | 345 | 250"}
    draft = "강원은 1,204명(민간 860명, 해경 344명)으로 부산(1,185명)보다 많았다 [L31, L35]."
    assert "GR-03" not in rules(draft, blocks)
    # planted: the level itself below the reference
    low = {**blocks, "L35": "강원 | 1,104 | 760 | 344 | 298"}
    assert "GR-03" in rules(draft.replace("1,204", "1,104").replace("860", "760"), low)


_SHARE = [
    {
        "anchor": "L10",
        "kind": "list_item",
        "text": "○ 2024. 11. 1. 시술분부터 45세 이상 여성의 본인부담률을 50%에서 30%로 낮춰 "
        "차등을 없앴다.",
    }
]


def test_a_move_the_block_makes_is_not_reversed() -> None:
    good = "45세 이상 여성의 본인부담률은 50%에서 30%로 낮아졌다 [L10]."
    report = check(good, _SHARE)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the move reversed, its direction word agreeing with the reversed order
    reversed_move = "45세 이상 여성의 본인부담률은 30%에서 50%로 높아졌다 [L10]."
    assert "GR-03" in {f.rule for f in check(reversed_move, _SHARE).errors}


_COURSES = [
    {
        "anchor": "L5",
        "kind": "paragraph",
        "text": "□ 2024년 말 기준 전국 골프장은 총 522개소, 1만 1,583홀로 전년(519개소)보다 3개소 "
        "늘었다고 밝혔다.",
    }
]


def test_the_year_before_of_another_counter_is_no_base_of_a_level() -> None:
    # `1만 1,583홀로 전년(519개소)`: the year before counts 개소, as 522개소 does, not 홀
    draft = "2024년 말 기준 전국 골프장은 522개소, 1만 1,583홀로 전년보다 3개소 늘었습니다 [L5]."
    report = check(draft, _COURSES)
    assert report.ok, report.format_text()
    assert not check(draft.replace("3개소 늘", "4개소 늘"), _COURSES).ok


def test_a_move_between_durations_in_other_units_compares_their_lengths() -> None:
    blocks = [para("L36", "○ 출근 시간대 배차 간격을 6분에서 4분 30초로 줄일 계획이다.")]
    draft = "출근 시간대 배차 간격을 6분에서 4분 30초로 줄일 예정이다 [L36]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: the same move called a rise
    assert not check(draft.replace("줄일", "늘릴"), blocks).ok


def test_a_level_below_zero_compared_with_its_base_keeps_its_sign() -> None:
    blocks = [
        row("L18", "구분 | 1월 | 2월", start=True),
        row("L19", "평균기온(2024/25) | -6.4 | -5.1"),
        row("L20", "평균기온(평년) | -6.8 | -4.6"),
    ]
    draft = "2월 평균기온은 -5.1℃로 평년(-4.6℃)보다 0.5℃ 낮았다 [L19, L20]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: the gap called a rise, as if the temperatures had no sign
    assert not check(draft.replace("낮았다", "높았다"), blocks).ok


def test_levels_in_brackets_after_their_names_are_the_levels_a_change_compares() -> None:
    blocks = [para("L8", "○ 전국 서점은 2,341개로 89개(3.7%) 줄었고, 폐업 204개, 개업 115개였다.")]
    draft = (
        "전국 서점은 2,341개로 1년 새 89개(3.7%) 줄었고, 폐업(204개)이 개업(115개)보다 89개 "
        "많았다[L8]."
    )
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: a gap the two levels do not make
    assert not check(draft.replace("보다 89개", "보다 98개"), blocks).ok


_BANDS = [
    para("L6", "○ 연령대별로는 75세 이상이 78,415건(59.0%)으로 많았고, 65~74세는 54,455건이었다.")
]


def test_a_bands_ends_are_no_levels_of_a_comparison() -> None:
    draft = "75세 이상(78,415건)이 65~74세(54,455건)보다 23,960건 많았다[L6]."
    report = check(draft, _BANDS)
    assert report.ok, report.format_text()
    # planted: a gap the two levels do not give, and the comparison turned round
    assert not check(draft.replace("23,960건", "24,960건"), _BANDS).ok
    assert not check("65~74세(78,415건)가 75세 이상(54,455건)보다 적었다[L6].", _BANDS).ok
    assert not check("75세 이상(54,455건)이 65~74세(78,415건)보다 많았다[L6].", _BANDS).ok


def test_a_subject_after_a_comparison_word_must_sit_on_its_side_of_the_reference() -> None:
    blocks = [para("L13", "솔내시 | 3,500 | 3,290 | 94.0")]
    for good in (
        "솔내시는 계획(3,500그루)보다 적은 3,290그루를 심었다 [L13].",
        "솔내시는 계획(3,500그루)에 못 미치는 3,290그루를 심었다 [L13].",
    ):
        assert check(good, blocks).ok, check(good, blocks).format_text()
    wrong = "솔내시는 계획(3,500그루)보다 많은 3,290그루를 심었다 [L13]."
    assert "GR-03" in {f.rule for f in check(wrong, blocks).errors}
    # another counter after the word is no subject of the comparison
    other = "솔내시는 계획(3,500그루)보다 많은 3,290명이 참여했다 [L13]."
    assert not any("places" in f.detail for f in check(other, blocks).findings)


SUBSIDIES = [
    row("L1", "구 | 노선 수 | 2024년(억 원) | 2025년(억 원)", start=True),
    row("L2", "서구 | 18 | 46.2 | 51.3"),
    row("L3", "남구 | 11 | 28.4 | 31.6"),
]
FIRST = "서구는 46.2억 원에서 51.3억 원으로 5.1억 원 늘어납니다 [L2]. "


@pytest.mark.parametrize(
    "second",
    [
        "남구는 28.4억 원에서 31.6억 원으로 3.2억 원 줄어듭니다 [L3].",
        "남구는 28.4억 원에서 31.6억 원으로 3.2억 원 감소했다 [L3].",
    ],
)
def test_a_change_against_its_own_move_fails_after_a_sentence_with_figures(second: str) -> None:
    # the sentence before's figures lend no way out of its own move's direction
    assert not check(FIRST + second, SUBSIDIES).ok
    assert not check(second, SUBSIDIES).ok


def test_a_change_with_its_own_move_passes_after_a_sentence_with_figures() -> None:
    assert check(
        FIRST + "남구는 28.4억 원에서 31.6억 원으로 3.2억 원 늘어납니다 [L3].", SUBSIDIES
    ).ok


_TWO_WAYS = {
    "L8": "○ 특수학급 배치 비율은 전년 61.8%에서 62.8%로 1.0%p 높아진 반면, 특수학교 배치 비율은 "
    "24.9%에서 23.9%로 1.0%p 낮아졌다."
}


@pytest.mark.parametrize(
    "draft",
    [
        "특수학교 배치 비율은 1.0%p 낮아져 23.9%를 기록했다 [L8].",
        "특수학급 배치 비율은 62.8%로 1.0%p 상승했다 [L8].",
        "특수학교 배치 비율은 24.9%에서 1.0%p 하락했다 [L8].",
    ],
)
def test_a_change_a_block_gives_two_ways_runs_the_way_of_the_clause_of_its_figures(
    draft: str,
) -> None:
    report = check(draft, _TWO_WAYS)
    assert report.ok and not report.warnings, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "특수학교 배치 비율 역시 1.0%p 상승해 23.9% 기록 [L8].",
        "특수학급 배치 비율은 62.8%로 1.0%p 하락했다 [L8].",
        "The special-school share fell to 23.9%, up 1.0%p [L8].",
    ],
)
def test_a_change_given_the_other_clauses_direction_fails(draft: str) -> None:
    assert "GR-03" in {f.rule for f in check(draft, _TWO_WAYS).errors}


_RATES_MOVED = {
    "L7": "□ 지난해 청산율은 79.0%였으며, 이는 2023년(80.2%)보다 1.2%p 낮아진 수치다.",
    "L41": "학생선수 의무교육 이수율은 92.4%로 전년(88.1%)보다 4.3%p 높아졌다.",
    "L50": "A지구 인원은 10명에서 13명으로 늘었고, B지구는 3명 감소했다.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "청산율은 79.0%였습니다 [L7]. 이는 2023년(80.2%)보다 1.2%p 낮아진 수준입니다 [L7].",
        "이수율은 92.4%로 전년(88.1%)보다 4.3%p 높아졌습니다 [L41].",
        # the sentence's own move gives the size its way, whatever another subject does
        "A지구 인원은 10명에서 13명으로 3명 늘었다 [L50].",
    ],
)
def test_a_change_said_the_way_its_block_or_its_own_figures_run_passes(draft: str) -> None:
    report = check(draft, _RATES_MOVED)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # the block's own change said the other way, though two figures give its size
        "청산율은 79.0%였습니다 [L7]. 이는 2023년(80.2%)보다 1.2%p 높아진 수준입니다 [L7].",
        "이수율은 92.4%로 전년(88.1%)보다 4.3%p 낮아졌습니다 [L41].",
    ],
)
def test_a_change_the_block_gives_the_other_way_fails_whatever_its_arithmetic(
    draft: str,
) -> None:
    assert "GR-03" in {f.rule for f in check(draft, _RATES_MOVED).errors}


_SHARES_MOVED = {
    "L47": "국비 | 20.0 | 24.0 | 4.0",
    "L49": "시군비 | 65.0 | 61.0 | △4.0",
}


def test_a_moves_direction_word_after_its_size_is_held_to_the_move() -> None:
    good = (
        "국비 비중은 20.0%에서 24.0%로 4.0%p 높아졌고, 시군비 비중도 65.0%에서 61.0%로 4.0%p "
        "하락했다 [L47, L49]."
    )
    assert check(good, _SHARES_MOVED).ok, check(good, _SHARES_MOVED).format_text()
    # planted: the second move falls but is called a rise
    assert "GR-03" in {
        f.rule for f in check(good.replace("하락했다", "상승했다"), _SHARES_MOVED).errors
    }


_FARES = {
    "L29": "특별교통수단 기본요금은 시내버스 일반 요금보다 200원 낮고, 시외 운행 시 2배를 적용함"
}


@pytest.mark.parametrize(
    "draft",
    [
        "기본요금은 시내버스 일반 요금보다 200원 낮습니다 [L29].",
        "기본요금은 시내버스 일반 요금보다 200원 저렴합니다 [L29].",
        "기본요금은 시내버스보다 200원 쌉니다 [L29].",
    ],
)
def test_a_gap_said_the_way_the_blocks_comparison_runs_passes(draft: str) -> None:
    report = check(draft, _FARES)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "기본요금은 시내버스 일반 요금보다 200원 높습니다 [L29].",
        "기본요금은 시내버스 일반 요금보다 200원 비쌉니다 [L29].",
    ],
)
def test_a_gap_said_against_the_blocks_comparison_word_fails(draft: str) -> None:
    assert "GR-03" in {f.rule for f in check(draft, _FARES).errors}


_ARRIVAL = {
    "L11": "○ 생활안전 출동의 평균 현장 도착 시간은 10.6분으로 전년(10.9분)보다 0.3분 단축됐다."
}


@pytest.mark.parametrize(
    "draft",
    [
        "평균 도착 시간은 10.6분으로 전년(10.9분)보다 0.3분 빨라졌다 [L11].",
        "Crews arrived in 10.6 minutes, 0.3 minutes faster than the 10.9 minutes before [L11].",
        "평균 도착 시간은 10.6분으로 전년보다 0.3분 일찍 도착했다 [L11].",
    ],
)
def test_a_time_told_as_faster_restates_a_shortened_time(draft: str) -> None:
    report = check(draft, _ARRIVAL)
    assert report.ok and not report.unconfirmed, report.format_text()


def test_a_shortened_time_told_as_later_is_never_confirmed() -> None:
    report = check("평균 도착 시간은 10.6분으로 전년보다 0.3분 늦어졌다 [L11].", _ARRIVAL)
    assert not report.ok or report.unconfirmed, report.format_text()
    # planted: `일찍` lends no other size than the block's
    assert not check("평균 도착 시간은 전년보다 0.5분 일찍 도착했다 [L11].", _ARRIVAL).ok


def test_a_hedged_change_over_the_year_before_within_a_hedges_reach_holds() -> None:
    blocks = [
        {"anchor": "L7", "kind": "paragraph",
         "text": "대체자료는 총 17,650종으로, 전년(15,625종)보다 2,025종(13.0%) 증가하였다."},
    ]  # fmt: skip
    good = "대체자료는 약 1만 7,700종으로 전년보다 약 2,000종 늘었다 [L7]."
    assert check(good, blocks).ok, check(good, blocks).format_text()
    # planted: unhedged, or hedged past a hedge's reach, the change still fails
    assert not check(good.replace("약 2,000종", "2,000종"), blocks).ok
    assert not check(good.replace("약 2,000종", "약 1,800종"), blocks).ok


_CASES_BY_COUNTY = [
    {"anchor": "L25", "kind": "caption", "text": "(단위: 명)"},
    row("L26", "시군 | 2025년 | 2024년 | 증감", start=True),
    row("L27", "솔내군 | 9 | 12 | △3"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("솔내군은 9명으로 전년 같은 기간(12명)보다 3명 감소했다 [L27].", True),
        # planted: a fall called a rise, the base after `같은 기간`
        ("솔내군은 9명으로 전년 같은 기간(12명)보다 3명 증가했다 [L27].", False),
        ("솔내군은 9명으로 지난해 같은 기간 12명보다 많았다 [L27].", False),
    ],
)
def test_a_comparison_with_the_same_period_before_keeps_its_direction(
    draft: str, passes: bool
) -> None:
    report = check(draft, _CASES_BY_COUNTY)
    assert report.ok is passes, report.format_text()


_REDUCTIONS = [
    para(
        "L34",
        "○ 65세 이상 이용객의 감면율을 30%에서 50%로 20%p 높이고, ○○시민 감면(20%)은 유지한다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("감면율을 30%에서 50%로 20%p 높이고, 시민 감면(20%)은 유지한다 [L34].", True),
        ("감면율은 30%에서 50%로 올랐다 [L34].", True),
        # planted: the two rates' difference in points written in per cent, though the value
        # stands in the block as another rate
        ("감면율을 30%에서 50%로 20% 높이고, 시민 감면(20%)은 유지한다 [L34].", False),
        ("The reduction rose from 30% to 50%, up 20% [L34].", False),
    ],
)
def test_a_difference_of_two_rates_a_sentence_moves_between_is_in_points(
    draft: str, passes: bool
) -> None:
    report = check(draft, _REDUCTIONS)
    assert report.ok is passes, report.format_text()


_COSTS = [
    para("L21", "(단위: 천 원, 명, 원)"),
    row("L22", "구분 | 약제비 | 투약 인원 | 1인당 비용", start=True),
    row("L23", "2024년 상반기 | 38,400 | 1,280 | 30,000"),
    row("L24", "2025년 상반기 | 42,050 | 1,450 | 29,000"),
]
_SHARES = [
    para("L34", "(단위: 건, %)"),
    row("L35", "방식 | 2024년 상반기 | 비중 | 2025년 상반기 | 비중", start=True),
    row("L36", "방문 | 590 | 52.2 | 612 | 48.9"),
]


@pytest.mark.parametrize(
    ("draft", "blocks", "passes"),
    [
        ("1인당 비용은 30,000원에서 29,000원으로 1,000원 줄었다 [L23, L24].", _COSTS, True),
        ("The in-person share fell from 52.2% to 48.9% [L36].", _SHARES, True),
        # planted: the move told from the later period's figure to the earlier one's
        ("1인당 비용은 29,000원에서 30,000원으로 1,000원 증가함 [L23, L24].", _COSTS, False),
        ("The in-person share rose from 48.9% to 52.2% [L36].", _SHARES, False),
    ],
)
def test_a_move_runs_the_way_the_tables_rows_or_repeated_heads_run(
    draft: str, blocks: list[dict[str, object]], passes: bool
) -> None:
    assert check(draft, blocks).ok is passes


VIOLATIONS = [para("L1", "○ 위반 사례는 3건으로 지난해(7건)보다 4건 줄었다.")]


@pytest.mark.parametrize(
    "draft",
    [
        "Violations fell by 4 from last year's 7 to 3 cases this year [L1].",
        "Violations dropped from 7 to 3 [L1].",
        "Violations decreased, from 7 to 3 [L1].",
    ],
)
def test_an_english_verb_before_a_move_the_way_it_runs_passes(draft: str) -> None:
    report = check(draft, VIOLATIONS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Violations rose by 4 from last year's 7 to 3 cases this year [L1].",
        "Violations increased from 7 to 3 [L1].",
        "Violations went up, from 7 to 3 [L1].",
    ],
)
def test_an_english_verb_before_a_move_against_it_fails(draft: str) -> None:
    report = check(draft, VIOLATIONS)
    assert any(f.rule == "GR-03" for f in report.findings), draft


SLUDGE = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 톤, %, %p)"},
    row("L2", "구분 | 2023년 | 2024년 | 증감 | 증감률 | 2024년 비중 | 비중 증감", start=True),
    row("L3", "소각 | 53,100 | 52,900 | △200 | △0.4 | 29.0 | △1.1"),
    row("L4", "고형연료화 | 65,500 | 74,800 | 9,300 | 14.2 | 41.0 | 3.8"),
    row("L5", "위탁 매립 | 24,900 | 19,200 | △5,700 | △22.9 | 10.5 | △3.6"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "소각은 200톤(0.4%) 소폭 감소했습니다 [L3].",
        "위탁 매립은 24,900톤에서 19,200톤으로 5,700톤(22.9%) 줄었고 [L5], 소각도 200톤(0.4%) "
        "소폭 감소했습니다 [L3].",
        "고형연료화는 9,300톤 크게 늘었습니다 [L4].",
        "소각은 200톤 다소 줄었음 [L3].",
    ],
)
def test_a_change_with_a_word_of_degree_before_its_direction_is_confirmed(draft: str) -> None:
    report = check(draft, SLUDGE)
    assert report.ok, report.format_text()
    assert not any(f.rule == "GR-07" for f in report.findings), report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "소각은 200톤(0.4%) 소폭 증가했습니다 [L3].",
        "고형연료화는 9,300톤 크게 줄었습니다 [L4].",
    ],
)
def test_a_change_with_a_word_of_degree_against_its_sign_fails(draft: str) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, SLUDGE).errors), draft
