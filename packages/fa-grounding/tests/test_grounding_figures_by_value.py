"""Numbers, dates and amounts compared by value (GR-03)."""

import pytest
from fa_grounding import check


def gr03(draft: str, source: str) -> bool:
    report = check(f"{draft} [L1].", {"L1": source})
    return any(f.rule == "GR-03" for f in report.findings)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("1,200", "1200"),
        ("1.2천", "1,200"),
        ("12억 원", "1,200,000,000원"),
        ("1조 2,345억원", "1,234,500,000,000원"),
        ("3억 5천만 원", "350,000,000원"),
        ("１２％", "12%"),
        ("2024년 3월 5일", "2024-03-05"),
        ("2024-03-05", "2024. 3. 5."),
        ("2024. 3. 5.", "March 5, 2024"),
        ("5 March 2024", "2024/03/05"),
        ("3월 23일", "3/23(토)"),
        ("2018년 9월 3일", "2018. 9. 3.(월)"),
        ("2024년", "2024. 3. 5."),
        ("2024년 1분기", "1Q24"),
        ("Q3 2024", "2024년 3분기"),
        ("third quarter of 2024", "Q3 2024"),
        ("오후 3시 30분", "15:30"),
        ("9 a.m.", "09:00"),
        ("오후 7시", "19:00"),
        ("10~15%", "10%~15%"),
        ("1~2억원", "1억~2억원"),
        ("12.3%", "12.34%"),
        ("6,300명", "6,312명"),
        ("약 6,000명", "6,300명"),
        ("about $767,000", "$766,865"),
        ("$1.2 billion", "1,200,000,000달러"),
        ("3.2% 감소", "△3.2%"),
        ("-3.2%", "△3.2%"),
        ("+2.1%", "▲2.1%"),
        ("제3조", "제 3 조(보험금의 지급사유)"),
        ("02-2110-2430", "장인숙(02-2110-2430)"),
        ("3.5%p", "3.5%p"),
        ("3.5%p", "3.5퍼센트포인트"),
        ("50 percent", "50%"),
    ],
)
def test_same_value_in_another_spelling_matches(draft: str, source: str):
    assert not gr03(draft, source)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("1,300", "1,200"),
        ("3.5%p", "3.5%"),
        ("3.5%", "3.5%p"),
        ("1,200달러", "1,200원"),
        ("€1,200", "$1,200"),
        ("-3.2%", "3.2%"),
        ("△3.2%", "+3.2%"),
        ("2024-03-06", "2024년 3월 5일"),
        ("2023년", "2024. 3. 5."),
        ("오후 9시", "09:00"),
        ("Q2 2024", "2024년 1분기"),
        ("12.4%", "12.34%"),
        ("6,312명", "6,300명"),
        ("약 7,000명", "6,300명"),
        ("제4조", "제3조(보험금의 지급사유)"),
        ("02-2110-2431", "02-2110-2430"),
        ("2020", "2024"),
        ("13억 원", "1,200,000,000원"),
        ("27.1 million", "27,087"),
    ],
)
def test_a_different_value_is_an_error(draft: str, source: str):
    assert gr03(draft, source)


def test_the_finding_names_the_uncited_block_that_has_the_value():
    report = check(
        "공모에는 약 400명이 참여했다 [L19].", {"L19": "6,300명 참여", "L21": "약 400명"}
    )
    (finding,) = [f for f in report.findings if f.rule == "GR-03"]
    assert "L21" in finding.detail
    assert finding.anchors == ("L19",)


def test_the_finding_shows_the_nearest_figure_of_the_cited_block():
    report = check("총 길이는 42.7m이다 [L32].", {"L32": "총 길이 | 47.2 m | 25.8 m"})
    (finding,) = report.errors
    assert "47.2" in finding.detail


def test_hedged_tolerance_is_stated_in_the_report():
    report = check("약 6,000명이 참여했다 [L1].", {"L1": "6,300명이 참여했다."})
    assert report.ok
    assert any("5%" in item for item in report.not_verifiable)
    assert "5%" in report.tolerance["hedged"]


def test_anchor_like_words_and_list_markers_in_the_draft_are_not_figures():
    draft = "1. L14 단락과 같이 누리는 3단이다 [L1].\n2) 끝이다 [L1]."
    assert check(draft, {"L1": "3단형 발사체"}).ok


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("약 70%", "136개교(70.5%)"),  # at its own last digit, 70.5% is 70%
        ("약 60%", "60.5%"),
        ("약 4%", "4.4%"),
    ],
)
def test_a_hedged_round_rate_is_the_rate_rounded_at_its_last_digit(draft: str, source: str) -> None:
    assert not gr03(draft, source)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("약 71%", "70.4%"),
        ("약 70%", "74.6%"),
        ("약 70%", "65.5%"),
        ("약 4%", "4.5%"),
    ],
)
def test_a_hedged_rate_rounded_wrongly_or_far_fails(draft: str, source: str) -> None:
    assert gr03(draft, source)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        # a threshold the source states is restated, never another one on its side
        ("5,500만 원 미만 차량은 100% 지원", "5,300만 원 미만 100% 지원, 5,300만 원 이상 50% 지원"),
        ("8,100만 원 이상은 미지원", "8,500만 원 이상 미지원"),
        ("연 600만 원 이하", "연 570만 원 이하"),
    ],
)
def test_a_bound_restating_a_stated_threshold_must_be_that_threshold(
    draft: str, source: str
) -> None:
    assert gr03(draft, source)


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        ("5,300만 원 미만 차량은 100% 지원", "5,300만 원 미만 100% 지원, 5,300만 원 이상 50% 지원"),
        ("약 3만 명 이상", "29,800명 이상"),
        ("1만 건 이상", "10,234건"),  # a bound of an exact figure keeps its reach
    ],
)
def test_a_bound_restating_a_stated_threshold_rounded_passes(draft: str, source: str) -> None:
    assert not gr03(draft, source)


def test_an_amount_glossed_in_brackets_is_no_accounting_negative() -> None:
    source = "프랑스 232억 5,823만 달러, 미국 111억 9,858만 달러"
    assert not gr03("after France (USD 23.26 billion) and the US (USD 11.20 billion)", source)
    # a bracket closing right after the digits is still a negative: the scale stands outside
    lost = check("net income was $6,547 million [L1].", {"L1": "net income $(6,547) million"})
    assert {f.rule for f in lost.findings} == {"GR-07"}  # its sign unconfirmed, not dropped
    assert not gr03("net income was -$6,547 million", "net income $(6,547) million")


def test_an_amount_in_a_currencys_letters_in_brackets_is_a_gloss_not_a_negative() -> None:
    # (accounting notation writes a symbol: `($3) million`; `(KRW 60,000)` glosses a course)
    assert not gr03("new sellers complete an 8-hour course (KRW 60,000)", "8시간, 교육비 60,000원")
    assert gr03("new sellers complete an 8-hour course (KRW 66,000)", "8시간, 교육비 60,000원")
    assert gr03("net loss of ($3) million", "순손실 300만 달러")


CAPS = {"L8": "총자산 2억 5,100만 원 이하, 자동차가액 3,803만 원 이하"}


@pytest.mark.parametrize(
    "draft",
    [
        "자동차가액은 약 3,800만 원 이하다 [L8].",
        "Total assets of no more than KRW 251 million [L8].",
        "Car value not more than KRW 38.03 million [L8].",
    ],
)
def test_a_cap_restated_hedged_or_as_a_negated_floor_holds(draft: str) -> None:
    assert check(draft, CAPS).ok, check(draft, CAPS).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "자동차가액은 3,800만 원 이하다 [L8].",  # unhedged: another cap
        "자동차가액은 약 3,700만 원 이하다 [L8].",  # hedged, but not its rounding
        "Total assets of no less than KRW 251 million [L8].",  # a floor for a cap
    ],
)
def test_another_cap_or_a_floor_for_a_cap_fails(draft: str) -> None:
    assert not check(draft, CAPS).ok


THRESHOLDS = [
    {"anchor": "L27", "kind": "paragraph", "text": "(단위: 원)"},
    {"anchor": "L28", "kind": "table_row", "text": "4인 | 6,097,773 | 3,841,597 | 3,963,552",
     "flags": ["table", "table_start"]},
]  # fmt: skip


def test_a_hedged_cap_rounding_a_tables_threshold_holds() -> None:
    good = "4인 가구 소득 기준은 월 약 384만 원 이하입니다 [L28]."
    assert check(good, THRESHOLDS).ok, check(good, THRESHOLDS).format_text()
    # planted: unhedged it is another cap, and hedged a cap it does not round to still fails
    assert not check(good.replace("약 ", ""), THRESHOLDS).ok
    assert not check(good.replace("384만", "383만"), THRESHOLDS).ok
