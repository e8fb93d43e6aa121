"""Figures in units of measure compare by dimension and size, in any spelling of the unit."""

from __future__ import annotations

from decimal import Decimal

import fa_grounding
import pytest
from fa_grounding._figures._measures import MEASURES, Measure


def _ok(draft: str, block: str) -> bool:
    return fa_grounding.check(draft, {"L1": block}).ok


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("구간 길이는 3,500m다 [L1].", "구간 길이는 3.5㎞이다."),
        ("구간 길이는 3.5km다 [L1].", "구간 길이는 3,500m이다."),
        ("발전량은 1.2TWh였다 [L1].", "발전량은 1,200GWh였다."),
        ("발전량은 1,200GWh였다 [L1].", "발전량은 1.2TWh였다."),
        ("예비전력은 약 7.4GW다 [L1].", "예비전력은 740만kW로 예상된다."),
        ("처리량은 1만 2천 톤이다 [L1].", "처리량은 12,000톤이다."),
        ("처리량은 12,000㎏이다 [L1].", "처리량은 12톤이다."),
        ("면적은 84m2다 [L1].", "전용면적 84㎡"),
        ("면적은 약 25평이다 [L1].", "전용면적 84㎡"),
        ("재배면적은 38만 6천㎡다 [L1].", "재배면적 38.6ha"),
        ("CO2 농도는 420ppm이다 [L1].", "이산화탄소 농도 420ppm"),
        ("저수량은 1.2억㎥이다 [L1].", "저수량 120,000,000㎥"),
        ("강수량은 120.5㎜였다 [L1].", "강수량 120.5mm"),
        ("치명률은 0.27%다 [L1].", "치명률 2.7‰"),
        ("물동량은 250만 TEU다 [L1].", "물동량은 2,500,000TEU이다."),
        ("기온은 -3.2℃였다 [L1].", "평균기온 영하 3.2℃"),
        ("The plant produced 266.88 million tonnes [L1].", "생산량 26,688만 톤"),
        ("첨부파일은 최대 10메가바이트다 [L1].", "첨부파일 용량: 파일당 10MB"),
        ("용량은 2기가바이트다 [L1].", "용량 2,000MB"),
        ("용량은 512킬로바이트다 [L1].", "용량 512KB"),
        ("레지오넬라균은 1 CFU/mL 이하다 [L1].", "레지오넬라균 1,000 CFU/L 이하"),
        ("대장균은 200 CFU/100mL 미만이어야 한다 [L1].", "대장균 | 200개/100mL 미만"),
        ("대장균은 2,000개/L 미만이어야 한다 [L1].", "대장균 | 200개/100mL 미만"),
    ],
)
def test_a_figure_restated_in_another_spelling_or_size_of_its_unit_passes(
    draft: str, block: str
) -> None:
    assert _ok(draft, block)


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("하루 처리량은 12㎏이다 [L1].", "하루 처리량은 12톤이다."),
        ("구간 길이는 3.5m다 [L1].", "구간 길이는 3.5㎞이다."),
        ("발전량은 1,200MWh였다 [L1].", "발전량은 1,200GWh였다."),
        ("신재생 발전량은 63.2GWh였다 [L1].", "신재생 발전량은 63.2TWh였다."),
        ("치명률은 2.7%다 [L1].", "치명률 2.7‰"),
        ("물동량은 250만 톤이다 [L1].", "물동량은 250만TEU이다."),
        ("농도는 420ppb다 [L1].", "이산화탄소 농도 420ppm"),
        ("면적은 84평이다 [L1].", "전용면적 84㎡"),
        ("강수량은 120.5㎝였다 [L1].", "강수량 120.5mm"),
        ("1일 최대 용량은 200㎍이다 [L1].", "1일 최대 200mg"),
        ("설비는 전년보다 8.7% 늘었다 [L1].", "설비는 전년보다 8.7GW 늘었다."),
        ("첨부파일은 최대 10기가바이트다 [L1].", "첨부파일 용량: 파일당 10MB"),
        ("첨부파일은 최대 10메가바이트다 [L1].", "첨부파일 용량: 파일당 10KB"),
        ("Legionella must stay at 1,000 CFU/mL or less [L1].", "레지오넬라균 1,000 CFU/L 이하"),
        ("대장균은 200개/mL 미만이어야 한다 [L1].", "대장균 | 200개/100mL 미만"),
        ("대장균은 200개/L 미만이어야 한다 [L1].", "대장균 | 200개/100mL 미만"),
    ],
)
def test_a_figure_in_another_unit_or_size_fails(draft: str, block: str) -> None:
    assert not _ok(draft, block)


def test_a_direction_word_after_a_unit_is_read() -> None:
    head = {"anchor": "L1", "kind": "table_row", "flags": ["table", "table_start"]}
    row = [
        {**head, "text": "구분 | 2023 | 2024 | 증감"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "flags": ["table"],
            "text": "토마토 | 21.7 | 19.9 | ▼1.8",
        },
    ]
    assert fa_grounding.check("토마토 재배면적은 1.8ha 줄었다 [L2].", row).ok
    assert not fa_grounding.check("토마토 재배면적은 1.8ha 증가했다 [L2].", row).ok


def _written(value: Decimal) -> str:
    return format(value.normalize(), "f")


def _spelling(measure: Measure) -> str:
    """The first spelling the registry holds for `measure`."""
    return next(s for s, m in MEASURES.items() if m == measure)


SAMPLE = Decimal("12.5")
EXACT = sorted((s, m) for s, m in MEASURES.items() if m.exact and m.dimension != "per mille")


@pytest.mark.parametrize(("spelling", "measure"), EXACT, ids=[s for s, _ in EXACT])
def test_every_unit_matches_its_own_value_and_no_value_differing_in_a_digit(
    spelling: str, measure: Measure
) -> None:
    block = f"측정값은 {SAMPLE}{_spelling(measure)}이다."
    assert _ok(f"측정값은 {SAMPLE}{spelling}이다 [L1].", block)
    for wrong in ("13.5", "12.6", "22.5"):
        assert not _ok(f"측정값은 {wrong}{spelling}이다 [L1].", block), wrong


@pytest.mark.parametrize(("spelling", "measure"), EXACT, ids=[s for s, _ in EXACT])
def test_every_unit_matches_its_value_in_another_unit_of_its_dimension(
    spelling: str, measure: Measure
) -> None:
    others = [m for m in {*MEASURES.values()} if m.dimension == measure.dimension and m.exact]
    for other in others:
        converted = SAMPLE * measure.scale / other.scale
        if converted != converted.quantize(Decimal("0.001")) or converted >= 10**15:
            continue  # a size too fine or too large to write out plainly
        block = f"측정값은 {_written(converted)}{_spelling(other)}이다."
        assert _ok(f"측정값은 {SAMPLE}{spelling}이다 [L1].", block), block
        wrong = f"측정값은 {_written(converted * 10)}{_spelling(other)}이다."
        assert not _ok(f"측정값은 {SAMPLE}{spelling}이다 [L1].", wrong), wrong


PRICE = [
    {"anchor": "L1", "kind": "list_item", "text": "- 분양가 상한(3.3㎡당): 1,848만 원"},
    {"anchor": "L2", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "대지면적 | 4,826.40㎡ (1,460.0평)"},
    {"anchor": "L3", "kind": "paragraph", "text": "노선 길이는 12㎞이다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "3.3㎡(1평)당 1,848만 원이다 [L1].",
        "대지는 4,826㎡(약 1,460평)이다 [L2].",
        "노선은 12㎞(12,000m)이다 [L3].",
    ],
)
def test_a_measure_restated_in_brackets_in_another_unit_passes(draft: str) -> None:
    report = fa_grounding.check(draft, PRICE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "3.3㎡(2평)당 1,848만 원이다 [L1].",  # 2평 is 6.6㎡: no restatement, and not cited
        "대지는 4,826㎡(약 1,600평)이다 [L2].",
        "노선은 12㎞(1,200m)이다 [L3].",
        "노선은 15㎞(15,000m)이다 [L3].",  # the measure itself is wrong: still refused
    ],
)
def test_a_bracketed_measure_that_restates_nothing_is_checked(draft: str) -> None:
    assert not fa_grounding.check(draft, PRICE).ok


BANDS = [
    {"anchor": "L1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 대역 | 대역폭"},
    {"anchor": "L2", "kind": "table_row", "flags": ["table"],
     "text": "A블록 | 3.70~3.80㎓ | 100㎒"},
    {"anchor": "L3", "kind": "paragraph", "text": "요금제는 월 5㎇를 준다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "A블록은 3.7~3.8GHz, 100MHz폭이다 [L2].",
        "A블록은 3,700~3,800MHz다 [L2].",
        "월 5GB를 준다 [L3].",
        "월 5,000MB를 준다 [L3].",
    ],
)
def test_sizes_and_frequencies_in_one_compatibility_character_are_read(draft: str) -> None:
    report = fa_grounding.check(draft, BANDS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "A블록은 3.7~3.8MHz다 [L2].",
        "A블록의 대역폭은 100GHz다 [L2].",
        "A블록은 3.6~3.8GHz다 [L2].",
        "월 5MB를 준다 [L3].",
    ],
)
def test_a_size_or_frequency_of_another_scale_fails(draft: str) -> None:
    assert not fa_grounding.check(draft, BANDS).ok


RESIDUES = [
    {"anchor": "L1", "kind": "list_item",
     "text": "- 건멸치 2건은 납이 480 ㎍/㎏으로 기준(300 ㎍/㎏)의 1.6배였다."},
    {"anchor": "L2", "kind": "list_item", "text": "- 꽃게 카드뮴 기준은 0.5 ㎎/㎏ 이하이다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "건멸치 납은 0.48 mg/kg으로 기준 0.3 mg/kg의 1.6배였다 [L1].",
        "건멸치 납은 480 μg/kg이었다 [L1].",
        "건멸치 납은 480ppb였다 [L1].",
        "꽃게 카드뮴 기준은 0.5ppm 이하다 [L2].",
        "꽃게 카드뮴 기준은 500 ㎍/㎏ 이하다 [L2].",
    ],
)
def test_a_mass_fraction_restated_in_another_unit_passes(draft: str) -> None:
    report = fa_grounding.check(draft, RESIDUES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "건멸치 납은 480 mg/kg이었다 [L1].",
        "건멸치 납은 480ppm이었다 [L1].",
        "꽃게 카드뮴 기준은 0.5 ㎍/㎏ 이하다 [L2].",
        "꽃게 카드뮴 기준은 0.5 g/kg 이하다 [L2].",
    ],
)
def test_a_mass_fraction_off_by_a_scale_fails(draft: str) -> None:
    assert not fa_grounding.check(draft, RESIDUES).ok


SPEEDS = [
    {"anchor": "L1", "kind": "list_item",
     "text": "- 평균 다운로드 속도는 5G 1,021.36Mbps, LTE 178.42Mbps, 기가인터넷 923.7Mbps이다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "5G 평균 다운로드 속도는 약 1.02Gbps다 [L1].",
        "LTE는 약 178Mbps다 [L1].",
        "기가인터넷은 923.7Mbps였다 [L1].",
    ],
)
def test_a_data_rate_restated_in_another_scale_passes(draft: str) -> None:
    report = fa_grounding.check(draft, SPEEDS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "5G 평균 다운로드 속도는 약 1.02Mbps다 [L1].",
        "LTE는 약 178Gbps다 [L1].",
        "기가인터넷은 923.7Kbps였다 [L1].",
    ],
)
def test_a_data_rate_of_another_scale_fails(draft: str) -> None:
    assert not fa_grounding.check(draft, SPEEDS).ok


def test_plain_bps_stays_basis_points() -> None:
    block = [{"anchor": "L1", "text": "EBITDA margin improved 250 basis points."}]
    assert fa_grounding.check("The margin improved 250 bps [L1].", block).ok
    assert not fa_grounding.check("The margin improved 250 Mbps [L1].", block).ok


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        # a rate of measures in another size of either unit
        ("선량률은 61~184nSv/h다 [L1].", "공간감마선량률은 시간당 0.061~0.184μSv로 나타났다."),
        ("선량률은 0.184μSv/h다 [L1].", "선량률 184nSv/h"),
        ("농도는 0.0114kBq/L다 [L1].", "삼중수소 11.4Bq/L"),
        # the base left unsaid, on either side
        ("피폭선량은 최대 0.0172mSv였다 [L1].", "주민 피폭선량 최대 0.0172mSv/년"),
        ("피폭선량은 연간 17.2μSv였다 [L1].", "주민 피폭선량은 최대 0.0172mSv이다."),
        # a range's first end takes its second's unit
        ("구간은 3~5㎞다 [L1].", "구간은 3,000~5,000m이다."),
        ("중심 최대풍속이 초속 33m 이상 44m 미만이다 [L1].", "강: 33~44㎧"),
        # a speed written close up, its `m` no million (`10m/s`)
        ("풍속이 초속 10m 이상이면 감속한다 [L1].", "가. 순간 풍속 10m/s 이상: 감속 운행"),
        ("하동은 18m/s, 거제는 15m/s다 [L1].", "운행 중지 풍속은 하동 18m/s, 거제 15m/s"),
        ("하동은 18m/s다 [L1].", "운행 중지 풍속은 하동 초속 18m"),
    ],
)
def test_a_rate_of_measures_compares_by_size_of_both_units(draft: str, block: str) -> None:
    report = fa_grounding.check(draft, {"L1": block})
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("선량률은 61~184μSv/h다 [L1].", "공간감마선량률은 시간당 0.061~0.184μSv로 나타났다."),
        ("선량률은 0.184mSv/h다 [L1].", "선량률 184nSv/h"),
        ("피폭선량은 최대 0.0172μSv였다 [L1].", "주민 피폭선량 최대 0.0172mSv/년"),
        # two bases never convert, nor a rate into another dimension
        ("선량은 1mSv/h다 [L1].", "선량한도 1mSv/년"),
        ("농도는 11.4Bq/㎏이다 [L1].", "삼중수소 11.4Bq/L"),
        ("구간은 3~5m다 [L1].", "구간은 3,000~5,000m이다."),
        ("중심 최대풍속이 초속 33m 이상 40m 미만이다 [L1].", "강: 33~44㎧"),
        ("풍속이 초속 12m 이상이면 감속한다 [L1].", "가. 순간 풍속 10m/s 이상: 감속 운행"),
        ("풍속이 10km/h 이상이면 감속한다 [L1].", "가. 순간 풍속 10m/s 이상: 감속 운행"),
        ("하동은 18m/s다 [L1].", "하동 케이블카 노선 길이 18m"),
        ("하동은 18m다 [L1].", "운행 중지 풍속은 하동 18m/s"),
    ],
)
def test_a_rate_of_measures_in_a_wrong_size_or_base_fails(draft: str, block: str) -> None:
    assert not _ok(draft, block)


def test_a_number_in_a_unit_of_another_kind_is_unconfirmed_not_refused() -> None:
    block = "대청댐은 방류량을 초당 2,500㎥에서 3,000㎥로 증량"
    report = fa_grounding.check("대청댐은 초당 2500톤에서 3000톤으로 늘린다 [L1].", {"L1": block})
    assert report.ok
    assert {f.rule for f in report.findings} == {"GR-07"}
    # one dimension: a wrong size is still an error
    assert not _ok("처리량은 2,500㎏이다 [L1].", "처리량은 2,500톤이다.")
    assert not _ok("대청댐은 초당 2600톤을 방류한다 [L1].", block)


_LOAN_ROW = "대환자금 | 업체당 5천만 원 | 연 4.5% 고정 | 5년(2년 거치 3년 분할상환)"


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        # a rate is no duration, a duration no rate
        ("대환자금 금리는 연 2.0% 고정입니다 [L1].", _LOAN_ROW),
        ("대환자금 금리는 연 3%입니다 [L1].", _LOAN_ROW),
        ("거치 기간은 4.5년입니다 [L1].", _LOAN_ROW),
        # an amount of money is no duration, a duration no amount
        ("연체 기간은 4.5개월입니다 [L1].", _LOAN_ROW),
        ("거치 기간 중 이자는 2원입니다 [L1].", _LOAN_ROW),
        # a count of people or things is no amount, rate or duration, nor they a count
        ("지원 한도는 업체당 5천만 명입니다 [L1].", _LOAN_ROW),
        ("지원 업체는 5개입니다 [L1].", _LOAN_ROW),
        ("신청자는 4.5명입니다 [L1].", _LOAN_ROW),
        ("접수 건수는 1,200건이다 [L1].", "접수 금액은 1,200원이다."),
        ("접수 금액은 1,200원이다 [L1].", "접수 건수는 1,200건이다."),
        ("지원 금액은 320억 원이다 [L1].", "지원 인원은 320억 명이다."),
        ("대상 기간은 12개월이다 [L1].", "대상 기업은 12곳이다."),
        # `10대` (vehicles, or a decade of age) is a count: no rate nor amount
        ("지원율을 10% 높인다 [L1].", "관광택시 10대를 특별 운행한다."),
        ("운행비는 10만 원이다 [L1].", "관광택시 10만 대를 운행한다."),
    ],
)
def test_a_figure_of_another_kind_of_quantity_fails(draft: str, block: str) -> None:
    assert not _ok(draft, block)


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        ("대환자금 한도는 업체당 5천만 원, 금리는 연 4.5% 고정입니다 [L1].", _LOAN_ROW),
        ("대출 기간은 5년으로 2년 거치 후 3년간 나누어 갚습니다 [L1].", _LOAN_ROW),
        ("지원 인원은 1,200명이다 [L1].", "지원 인원은 1,200명이다."),
        # a count restated with another counter, or none, is still the count
        ("지원 가구는 1,200세대다 [L1].", "지원 가구는 1,200가구다."),
        ("지원 인원은 1,200이다 [L1].", "지원 인원은 1,200명이다."),
        ("지원 인원은 1,200명이다 [L1].", "지원 인원 | 1,200"),
        ("택시 10대를 운행한다 [L1].", "관광택시 10대를 특별 운행한다."),
        ("20대 참여자가 가장 많다 [L1].", "연령별로는 20대가 가장 많았다."),
        # a change's comparison is no duration (`year on year`)
        ("Employment rose by 268,000 year on year [L1].", "취업자는 전년동월대비 26만 8천명 증가"),
        # a count under a table's declared counter, and a bare rate cell
        ("입양은 1,200마리였다 [L2].", {"L1": "(단위: 마리, %)", "L2": "입양 | 1,200 | 12.5"}),
        ("입양률은 12.5%였다 [L2].", {"L1": "(단위: 마리, %)", "L2": "입양 | 1,200 | 12.5"}),
    ],
)
def test_a_figure_of_its_own_kind_of_quantity_passes(draft: str, block: object) -> None:
    blocks = block if isinstance(block, dict) else {"L1": block}
    assert fa_grounding.check(draft, blocks).ok, fa_grounding.check(draft, blocks).findings


_CAPACITY = "<표 1> 유형별 국고보조 한도 (단위: ㎏/일, 억 원)"
_STATIONS = [
    {"anchor": "L9", "kind": "caption", "text": _CAPACITY},
    {"anchor": "L10", "kind": "table_row", "text": "유형 | 용량 | 한도", "flags": ["table_start"]},
    {"anchor": "L11", "kind": "table_row", "text": "일반형 | 250 이상 | 15", "flags": ["table"]},
    {"anchor": "L20", "kind": "paragraph", "text": "화물선 총톤수 500t 이상 386척"},
]


def test_a_unit_of_measure_keeps_a_bound_after_it_and_a_rate_per_day_is_its_measures() -> None:
    assert fa_grounding.check("일반형은 하루 250kg 이상 충전해야 한다 [L11].", _STATIONS).ok
    assert fa_grounding.check("화물선은 총톤수 500톤 이상 386척이다 [L20].", _STATIONS).ok
    # planted: tonnes for kilograms, the bound after the unit
    assert not fa_grounding.check("일반형은 하루 250톤 이상 충전해야 한다 [L11].", _STATIONS).ok
    assert not fa_grounding.check("화물선은 총톤수 500kg 이상 386척이다 [L20].", _STATIONS).ok


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Roughly 70% of the cameras are 2-megapixel or better [L1].", True),
        ("200만 화소 이상 카메라가 69.9%입니다 [L1].", True),
        ("Cameras of 2 million pixels or more are 69.9% [L1].", True),
        # planted: another resolution, in each spelling
        ("Roughly 70% of the cameras are 3-megapixel or better [L1].", False),
        ("300만 화소 이상 카메라가 69.9%입니다 [L1].", False),
    ],
)
def test_picture_elements_compare_in_any_spelling(draft: str, passes: bool) -> None:
    blocks = {"L1": "○ 200만 화소 이상 고화질 카메라 비중은 69.9%로 5.7%p 높아졌음"}
    assert fa_grounding.check(draft, blocks).ok is passes


_COURSE = {
    "L1": "이수 기준: 교육시간의 80% 이상(5시간 이상) 참석 시 수료증 발급, 상시학습 6시간 인정"
}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Attend at least 80% (five hours) to earn six hours of credit [L1].", True),
        ("Attendance of 80% or more, five-hour minimum, earns credit [L1].", True),
        # planted: a span in words the block does not give
        ("Attend at least 80% (four hours) to earn six hours of credit [L1].", False),
        ("Attend at least 80% (five hours) to earn two weeks of credit [L1].", False),
    ],
)
def test_a_span_of_time_in_english_words_is_a_figure(draft: str, passes: bool) -> None:
    assert fa_grounding.check(draft, _COURSE).ok is passes


_SHIFTS = {
    "L1": "○ 근무 시간: 09:00 ~ 16:00(휴게 1시간 포함, 1일 6시간), 3일 연속 근무 후 1일 휴무"
}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Shifts give six working hours a day [L1].", True),
        ("Staff work three consecutive days, then rest one full day [L1].", True),
        ("Shifts include a one-hour break and six paid hours [L1].", True),
        # planted: a span in words, with a word between it and its unit, the block does not give
        ("Shifts give seven working hours a day [L1].", False),
        ("Staff work four consecutive days, then rest one full day [L1].", False),
        ("Staff work three consecutive days, then rest two full days [L1].", False),
    ],
)
def test_a_span_of_time_in_words_counts_across_a_word_before_its_unit(
    draft: str, passes: bool
) -> None:
    report = fa_grounding.check(draft, _SHIFTS)
    assert (report.ok and not report.unconfirmed) is passes, report.format_text()


_PERMITS = {"L1": "○ 허가 기간: 허가일로부터 2년 범위에서 정함(1회에 한해 6개월 연장 가능)"}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Permits run for up to two years, extendable once by six months [L1].", True),
        ("A permit lasts at most 2 years, with one six-month extension [L1].", True),
        # planted: years and months in words the block does not give
        ("Permits run for up to three years, extendable once by six months [L1].", False),
        ("Permits run for up to five years [L1].", False),
        ("Permits run for up to two years, extendable once by three months [L1].", False),
    ],
)
def test_years_and_months_in_english_words_are_figures(draft: str, passes: bool) -> None:
    # (a wrong one is refused, or unconfirmed where the block's figures sum to it, as digits are)
    report = fa_grounding.check(draft, _PERMITS)
    assert (report.ok and not report.unconfirmed) is passes, report.format_text()


def test_a_count_of_the_periods_shown_in_words_is_no_span() -> None:
    blocks = {"L1": "청구 건수 | 1,102,300 | 1,187,600 | 1,291,400"}
    draft = "Requests grew over the same three years: 1,102,300, 1,187,600 and 1,291,400 [L1]."
    assert fa_grounding.check(draft, blocks).ok


def test_a_wrong_figure_beside_a_count_of_the_periods_shown_still_fails() -> None:
    blocks = {"L1": "청구 건수 | 1,102,300 | 1,187,600 | 1,291,400"}
    draft = "Requests grew over the same three years: 1,102,300, 1,187,600 and 1,219,400 [L1]."
    assert not fa_grounding.check(draft, blocks).ok


_COUNTS_PER_VOLUME = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 개/100mL)"},
    {
        "anchor": "L2",
        "kind": "table_row",
        "text": "시설 | 대장균",
        "flags": ["table", "table_start"],
    },
    {"anchor": "L3", "kind": "table_row", "text": "중앙공원 바닥분수 | 120", "flags": ["table"]},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("중앙공원 대장균은 120개/100mL였다 [L1, L3].", True),
        ("중앙공원 대장균은 120 CFU/100mL였다 [L1, L3].", True),
        ("중앙공원 대장균은 1,200개/L였다 [L1, L3].", True),
        # planted: the count given per millilitre, a hundred times the declared unit's
        ("중앙공원 대장균은 120개/mL였다 [L1, L3].", False),
    ],
)
def test_a_table_declared_in_counts_per_volume_reads_its_cells_so(draft: str, passes: bool) -> None:
    report = fa_grounding.check(draft, _COUNTS_PER_VOLUME)
    assert report.ok is passes, report.format_text()
