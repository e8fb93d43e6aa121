"""A figure must sit in the column of the year a sentence gives it, in the row it belongs to:
the row whose label the sentence writes last before it, when that row holds it; else any cited
row that holds it in that year's column. A figure another cited row also holds in another
year's column is not refused for it; one given the wrong year in its own row still is."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

OUTPUT = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: GWh, %)"},
    row("L2", "단지명 | 2023년 발전량 | 2024년 발전량 | 2023년 이용률 | 2024년 이용률", start=True),
    row("L3", "가온 | 70.2 | 73.6 | 26.7 | 28.0"),
    row("L4", "나래 | 245.3 | 262.8 | 28.0 | 30.0"),
    row("L5", "합계 | 315.5 | 336.4 | 27.4 | 29.0"),
]

CASES = [
    row("L1", "구분 | 2022년 | 2023년 | 2024년", start=True),
    row("L2", "개시 결정 | 3 | 4 | 2"),
    row("L3", "기각 | 1 | 2 | 3"),
]

HEAD = "| 단지 | 2024년 발전량 | 2024년 이용률 |\n|---|---|---|\n"


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        (HEAD + "| 가온 | 73.6GWh | 28.0% |\n| 나래 | 262.8GWh | 30.0% |\n\n[L3, L4, L5]", OUTPUT),
        ("2024년 가온의 이용률은 28.0%, 나래는 30.0%였다 [L3, L4].", OUTPUT),
        ("2023년 나래 이용률은 28.0%였다 [L3, L4].", OUTPUT),
        ("2024년 개시 결정은 2건, 기각은 3건이었다 [L2, L3].", CASES),
    ],
)
def test_a_figure_in_its_rows_year_column_passes(draft: str, blocks: list[dict]) -> None:
    assert check(draft, blocks).ok


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        (HEAD + "| 가온 | 73.6GWh | 26.7% |\n| 나래 | 262.8GWh | 30.0% |\n\n[L3, L4, L5]", OUTPUT),
        ("2024년 나래의 이용률은 28.0%였다 [L3, L4].", OUTPUT),
        ("2024년 개시 결정은 3건, 기각은 2건이었다 [L2, L3].", CASES),
        ("'24년 동의의결: 개시 결정 3건, 기각 2건 [L2][L3]", CASES),
    ],
)
def test_a_figure_of_another_year_in_its_own_row_fails(draft: str, blocks: list[dict]) -> None:
    errors = check(draft, blocks).errors
    assert errors and {f.rule for f in errors} == {"GR-03"}


_HALVES = [
    row("L10", "위반 유형 | 2025년 상반기 | 비중 | 2024년 상반기 | 증감", start=True),
    row("L11", "합계 | 73 | 100.0 | 84 | -11"),
    row("L12", "주류 판매·제공 | 24 | 32.9 | 29 | -5"),
]


def test_an_english_half_right_after_a_figure_is_that_figures_alone() -> None:
    # `down from 29 in the first half of 2024`: the half is the base's, not the 24's
    draft = (
        "Selling alcohol was the most common violation at 24 cases (32.9%), down from 29 in "
        "the first half of 2024 [L10, L12]."
    )
    report = check(draft, _HALVES)
    assert report.ok, report.format_text()
    # planted: the base taken from the other half's column
    wrong = check(draft.replace("from 29 in", "from 24 in"), _HALVES)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()
    # and a sentence whose half stands before its figures holds them all to it
    held = check("In the first half of 2024, alcohol cases were 24 [L10, L12].", _HALVES)
    assert "GR-03" in {f.rule for f in held.errors}, held.format_text()


NOISE = [
    row("L17", "권역 | 지점 | 2023년 주간 | 2024년 주간 | 2023년 야간 | 2024년 야간", start=True),
    row("L18", "동부 | 12 | 66.2 | 65.4 | 56.8 | 55.9"),
    row("L19", "서부 | 10 | 64.1 | 63.5 | 54.2 | 53.6"),
]


def test_a_year_a_later_clause_names_dates_no_figure_before_its_citation() -> None:
    # `2024년` stands after the first clause's citation: the move 56.8 -> 55.9 is not its
    draft = (
        "동부는 야간 소음도가 56.8dB(A)에서 55.9dB(A)로 낮아졌고 [L18], 2024년 주간 소음도는 "
        "서부가 63.5dB(A)로 더 낮았다 [L18, L19]."
    )
    report = check(draft, NOISE)
    assert report.ok, report.format_text()
    # planted: the later clause's own figure in another year's column still fails
    assert not check(draft.replace("63.5dB(A)로", "64.1dB(A)로"), NOISE).ok
    # planted: a year before the first clause dates its figures
    early = "2024년 동부 야간 소음도는 56.8dB(A)였고 [L18], 서부 주간은 63.5dB(A)였다 [L18, L19]."
    assert not check(early, NOISE).ok


BATHS = [
    row("L13", "시군 | 2020년 | 2022년 | 2024년 | 증감", start=True),
    row("L14", "청주시 | 152 | 140 | 126 | -26"),
    row("L21", "계 | 398 | 366 | 327 | -71"),
]


@pytest.mark.parametrize("since", ["2022년 이후만 보면", "2022년부터 보면"])
def test_a_move_since_a_year_starts_in_it_and_ends_in_a_later_one(since: str) -> None:
    draft = f"{since} 도 전체 목욕장은 366곳에서 327곳으로 39곳 줄었다 [L21]."
    report = check(draft, BATHS)
    assert report.ok, report.format_text()
    # planted: a start of another year's column
    assert not check(draft.replace("366곳에서", "398곳에서").replace("39곳", "71곳"), BATHS).ok


AREAS = [
    row("L12", "시군 | 2022년 | 2023년 | 2024년 | 농가 수", start=True),
    row("L15", "임실군 | 3.1 | 3.4 | 3.3 | 11"),
    row("L18", "합계 | 18.0 | 20.2 | 22.7 | 71"),
]


def test_an_english_year_after_a_figure_and_its_unit_word_is_that_figures_alone() -> None:
    draft = "The area reached 22.7 ha in 2024 [L18]; Imsil-gun slipped from 3.4 ha to 3.3 ha [L15]."
    report = check(draft, AREAS)
    assert report.ok, report.format_text()
    # planted: the year's own figure from another year's column
    assert not check(draft.replace("22.7 ha", "20.2 ha"), AREAS).ok


DISPOSALS = [
    para("L1", "2024년 방치 자전거 처리 결과 보고"),
    para("L2", "2025. 2. 10.(월)"),
    row("L14", "구분 | 2023년 | 2024년 | 증감", start=True),
    row("L18", "폐기 | 600 | 700 | 100"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Scrapping rose from 600 bikes in 2023 to 700 last year [L18].",
        "Scrapping rose from 600 in 2023 to 700 bikes last year [L18].",
    ],
)
def test_last_year_after_a_figure_beside_another_figures_own_year_is_the_date_lines(
    draft: str,
) -> None:
    # `in 2023` is the figure 600's own year; `last year` is the one before the date line's
    report = check(draft, DISPOSALS)
    assert report.ok, report.format_text()
    # planted: the two years' figures turned about
    swapped = draft.replace("600", "#").replace("700", "600").replace("#", "700")
    assert not check(swapped, DISPOSALS).ok


BINS = [
    para("L1", "지난해 헌 옷 719톤 재활용"),
    para("L4", "2025. 2. 11.(화) 배포"),
    row("L15", "구분 | 2023년 수거함 | 2024년 수거함 | 2023년 수거량 | 2024년 수거량", start=True),
    row("L16", "가온동 | 70 | 62 | 170.2 | 186.4"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "Q: How much did Gaon-dong collect last year?\nA: 186.4 tonnes, from 62 bins [L16].",
            True,
        ),
        ("Q. 가온동의 지난해 수거량은?\nA. 186.4톤입니다 [L16].", True),
        ("Q: How much did Gaon-dong collect in 2023?\nA: 170.2 tonnes [L16].", True),
        # planted: the year before last's column, the question asking for last year
        (
            "Q: How much did Gaon-dong collect last year?\nA: 170.2 tonnes, from 62 bins [L16].",
            False,
        ),
        ("Q. 가온동의 지난해 수거량은?\nA. 170.2톤입니다 [L16].", False),
    ],
)
def test_last_year_in_the_question_dates_the_answer(draft: str, passes: bool) -> None:
    report = check(draft, BINS)
    assert report.ok is passes, report.format_text()


_CENTRES = [
    {"anchor": "L21", "kind": "caption", "text": "단위: 개소"},
    row("L22", "권역 | 2024년 | 2025년", start=True),
    row("L28", "강원권 | 0 | 1"),
    row("L29", "제주권 | 0 | 1"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("강원권과 제주권 각각 1개소로, 두 권역 모두 2024년에는 0개소였습니다 [L28, L29].", True),
        # planted: the later clause's year given the wrong figure, the year before a figure
        ("강원권과 제주권 각각 1개소로, 두 권역 모두 2024년에는 1개소였습니다 [L28, L29].", False),
        ("2024년 강원권과 제주권은 각각 1개소였습니다 [L28, L29].", False),
    ],
)
def test_a_year_a_later_clause_names_dates_only_that_clause(draft: str, passes: bool) -> None:
    assert check(draft, _CENTRES).ok is passes


_DAYS_BY_YEAR = [
    row("L27", "구분 | 2022년 | 2023년 | 2024년 | 전년 대비 증감", start=True),
    row("L32", "평균 처리 기간 | 9.8 | 9.4 | 8.7 | △0.7"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("It fell to 8.7 days in 2024, down from 9.4 days the year before [L27, L32].", True),
        ("It was 8.7 days in 2024 against 9.4 days a year earlier [L27, L32].", True),
        # planted: the figure of two years before, said to be the year before's
        ("It fell to 8.7 days in 2024, down from 9.8 days the year before [L27, L32].", False),
        ("It was 8.7 days in 2024 against 9.8 days a year earlier [L27, L32].", False),
    ],
)
def test_an_english_base_of_the_year_before_is_held_to_that_years_column(
    draft: str, passes: bool
) -> None:
    assert check(draft, _DAYS_BY_YEAR).ok is passes


def test_a_figure_the_release_dates_by_its_own_year_is_not_the_named_years() -> None:
    blocks = [
        row("L15", "구분 | 체납 건수 | 징수율", start=True),
        row("L16", "2023년 상반기 | 455,200 | 23.0"),
        row("L17", "2024년 상반기 | 438,900 | 25.1"),
        row("L18", "2025년 상반기 | 412,600 | 28.0"),
    ]
    good = "상반기 징수율은 2023년 23.0%, 지난해 25.1%, 올해 28.0%로 올랐다 [L16, L17, L18]."
    assert check(good, blocks).ok, check(good, blocks).format_text()
    # planted: the named year given another row's figure still fails
    assert not check(good.replace("2023년 23.0%", "2023년 25.1%"), blocks).ok


def test_a_year_right_before_a_moves_start_dates_the_start_not_the_end() -> None:
    blocks = [
        row("L40", "구분 | 2020년 | 2025년 | 증감", start=True),
        row("L41", "조사원 | 38,900 | 35,200 | △3,700"),
    ]
    good = "조사원은 2020년 38,900명에서 35,200명으로 3,700명 감소함 [L41]."
    assert check(good, blocks).ok, check(good, blocks).format_text()
    # planted: the start given the other year's figure, and an end given its own wrong year
    assert not check("조사원은 2020년 35,200명에서 38,900명으로 늘었다 [L41].", blocks).ok
    assert not check("조사원은 2020년 38,900명에서 2020년 35,200명으로 줄었다 [L41].", blocks).ok


_CENSUS = [
    para("L1", "보 도 자 료"),
    para("L3", "배포일시: 2025. 11. 20.(목) 12:00"),
    para("L14", "(단위: 만 가구, %)"),
    row("L15", "구분 | 2020년 가구 | 2020년 비율 | 2025년 가구 | 2025년 비율", start=True),
    row("L18", "방문 | 256.5 | 57.0 | 237.8 | 51.7"),
]


def test_this_year_in_words_is_the_date_lines_year_when_no_title_names_one() -> None:
    good = "올해 방문 조사로 응답한 가구는 237.8만 가구(51.7%)였다 [L18]."
    assert check(good, _CENSUS).ok, check(good, _CENSUS).format_text()
    # planted: this year given the 2020 column's figure
    assert not check("올해 방문 조사로 응답한 가구는 256.5만 가구(57.0%)였다 [L18].", _CENSUS).ok
    # beside the year before in words the date line names no year, as before this rule: the
    # sentence's figures are each checked by value only
    both = "방문 응답은 지난해 조사 없이 올해 237.8만 가구로 집계됐다 [L18]."
    assert check(both, _CENSUS).ok, check(both, _CENSUS).format_text()


_OUTPUT_BY_YEAR = [
    {"anchor": "L1", "kind": "heading", "text": "2024년 곤충산업 실태조사", "flags": ["title"]},
    para("L4", "2025. 6. 10.(화)"),
    {"anchor": "L13", "kind": "caption", "text": "(단위: 톤, 억 원)"},
    row("L14", "구분 | 2023 생산량 | 2024 생산량 | 2023 판매액 | 2024 판매액", start=True),
    row("L17", "꽃벵이 | 4,850 | 5,320 | 148 | 171"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("꽃벵이는 지난해 생산량이 5,320톤, 판매액이 171억 원이었다 [L17].", True),
        ("Last year the grubs yielded 5,320 tonnes worth 171억 원 [L17].", True),
        # the year before in words as the base of a comparison dates no figure of the sentence
        ("꽃벵이 생산량은 5,320톤으로 지난해보다 늘었다 [L17].", True),
        ("꽃벵이 생산량은 지난해 대비 늘어 5,320톤이었다 [L17].", True),
        # planted: the year before the date line's given the column of the year before it
        ("꽃벵이는 지난해 생산량이 4,850톤이었다 [L17].", False),
        ("꽃벵이의 작년 판매액은 148억 원이었다 [L17].", False),
        ("Last year the grubs yielded 4,850 tonnes [L17].", False),
    ],
)
def test_last_year_in_words_is_the_year_before_the_date_lines(draft: str, passes: bool) -> None:
    assert check(draft, _OUTPUT_BY_YEAR).ok is passes, check(draft, _OUTPUT_BY_YEAR).format_text()


_SUPPORT = [
    para("L1", "유소년 선수 지원 결과"),
    para("L2", "2025. 7. 1.(화)"),
    {"anchor": "L3", "kind": "caption", "text": "(단위: 백만 원)"},
    row("L4", "구분 | 2023 | 2024 | 2025", start=True),
    row("L5", "지원 예산 | 1,380 | 1,460 | 1,520"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("지원 예산은 1,520백만 원으로 지난해(1,460백만 원)보다 늘었다 [L5].", True),
        ("지원 예산은 지난해 1,460백만 원에서 1,520백만 원으로 늘었다 [L5].", True),
        ("지원 예산은 1,520백만 원으로 지난해보다 60백만 원 늘었다 [L5].", True),
        # planted: the year before in words given the column of the year before it
        ("지원 예산은 1,520백만 원으로 지난해(1,380백만 원)보다 늘었다 [L5].", False),
        ("지원 예산은 지난해 1,380백만 원에서 1,520백만 원으로 늘었다 [L5].", False),
    ],
)
def test_a_figure_the_year_before_in_words_dates_is_of_its_column(draft: str, passes: bool) -> None:
    assert check(draft, _SUPPORT).ok is passes, check(draft, _SUPPORT).format_text()


def test_last_year_as_a_base_dates_nothing_in_a_report_on_the_year_before_its_date() -> None:
    # the title names the year before the date line: `지난해` may be the year before that one
    good = "꽃벵이 생산량은 5,320톤으로 지난해(4,850톤)보다 늘었다 [L17]."
    assert check(good, _OUTPUT_BY_YEAR).ok, check(good, _OUTPUT_BY_YEAR).format_text()
    # planted: a base no column holds is still refused, by value
    bad = "꽃벵이 생산량은 5,320톤으로 지난해(4,700톤)보다 늘었다 [L17]."
    assert not check(bad, _OUTPUT_BY_YEAR).ok


_DAMAGE = [
    row("L14", "구분 | '22년 | '23년 | '24년 | '25년", start=True),
    row("L15", "피해목(만 그루) | 37.8 | 61.4 | 106.7 | 90.6"),
    row("L17", "전년 대비 증감률(%) | 22.7 | 62.4 | 73.8 | △15.1"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("피해목은 2024년에 전년보다 73.8% 늘었다 [L14, L17].", True),
        ("피해목은 2024년 전년도 대비 73.8% 증가했다 [L14, L17].", True),
        ("2024년 피해목은 106.7만 그루로 전년 61.4만 그루보다 늘었다 [L14, L15].", True),
        # planted: the change of the year before given to the year, after a comparison or not
        ("피해목은 2024년에 전년보다 62.4% 늘었다 [L14, L17].", False),
        ("2024년 피해목은 106.7만 그루로 전년 37.8만 그루보다 늘었다 [L14, L15].", False),
    ],
)
def test_a_figure_after_the_base_of_a_comparison_is_the_sentences_years(
    draft: str, passes: bool
) -> None:
    report = check(draft, _DAMAGE)
    assert report.ok is passes, report.format_text()


_HOLDERS = [
    row("L11", "구분 | 2023년 | 2024년 | 2025년 | 전년 대비 증감", start=True),
    row("L12", "보유자 | 168 | 161 | 157 | △4"),
    row("L13", "전승교육사 | 312 | 318 | 326 | 8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2023년 대비 보유자는 168명에서 157명으로 감소했다 [L12].", True),
        ("보유자는 2023년보다 11명 적은 157명이다 [L12].", True),
        (
            "- 2023년 대비 보유자는 168명에서 157명으로 감소함 [L12]\n"
            "- 같은 기간 전승교육사는 312명에서 326명으로 증가함 [L13]",
            True,
        ),
        (
            "2023년 대비 보유자는 168명에서 157명으로 줄었다 [L12]. 같은 기간 전승교육사는 "
            "312명에서 326명으로 늘었다 [L13].",
            True,
        ),
        # a sentence of the same period as one that names its year keeps that year
        ("2025년 보유자는 157명이다 [L12]. 같은 기간 전승교육사는 326명이다 [L13].", True),
        # planted: the start of the move taken from the year after the one compared with
        ("2023년 대비 보유자는 161명에서 157명으로 감소했다 [L12].", False),
        (
            "- 2023년 대비 보유자는 168명에서 157명으로 감소함 [L12]\n"
            "- 같은 기간 전승교육사는 318명에서 326명으로 증가함 [L13]",
            False,
        ),
        ("2025년 보유자는 157명이다 [L12]. 같은 기간 전승교육사는 318명이다 [L13].", False),
    ],
)
def test_the_start_of_a_move_is_the_year_the_sentence_compares_with(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HOLDERS)
    assert report.ok is passes, report.format_text()


_OFFICES = [
    row("L15", "구분 | 2024년 말 | 2025년 6월 말 | 증감", start=True),
    row("L24", "계 | 170 | 175 | 5"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Offices rose from 170 at end-2024 to 175 at end-June 2025 [L24].", True),
        ("Offices rose from 170 at the end of 2024 to 175 by end-June 2025 [L24].", True),
        ("There were 175 offices at end-June 2025 [L24].", True),
        # planted: the two years' figures swapped
        ("Offices fell from 175 at end-2024 to 170 at end-June 2025 [L24].", False),
        ("There were 170 offices at end-June 2025 [L24].", False),
    ],
)
def test_an_english_year_end_after_a_figure_is_that_figures_year(draft: str, passes: bool) -> None:
    report = check(draft, _OFFICES)
    assert report.ok is passes, report.format_text()


_FARMS = [
    row("L15", "시도 | 2023 | 2024 | 증감 | 증감률", start=True),
    row("L16", "경기 | 620 | 668 | 48 | 7.7"),
    row("L17", "경북 | 498 | 541 | 43 | 8.6"),
]
_LEAVES = [
    {"anchor": "L14", "kind": "caption", "text": "(단위: 원/㎏)"},
    row("L15", "등급 | 2022 | 2024 | 2025 | 인상률", start=True),
    row("L16", "우전 | 24,000 | 25,000 | 27,000 | 8.0"),
]


@pytest.mark.parametrize(
    ("draft", "blocks", "passes"),
    [
        ("Gyeonggi had 668 insect farms in 2024, up 48 (7.7%) from 620 [L16].", _FARMS, True),
        ("In 2024 Gyeongbuk farms rose 8.6% to 541 from 498 [L17].", _FARMS, True),
        ("In 2025 Ujeon leaves cost KRW 27,000/kg, up from KRW 25,000 [L16].", _LEAVES, True),
        ("In 2025 Ujeon leaves cost KRW 27,000/kg, up from KRW 24,000 [L16].", _LEAVES, True),
        # planted: the base given the sentence's own year's figure, or the sentence's figure
        # the base's
        ("In 2024 Gyeongbuk farms rose 8.6% to 541 from 541 [L17].", _FARMS, False),
        ("Gyeonggi had 620 insect farms in 2024, up 48 (7.7%) from 620 [L16].", _FARMS, False),
        # a base without a word of change is no base
        ("In 2025 Ujeon cost KRW 25,000/kg, from the spring harvest [L16].", _LEAVES, False),
    ],
)
def test_an_english_base_after_from_is_of_a_year_before_the_sentences(
    draft: str, blocks: list[dict], passes: bool
) -> None:
    assert check(draft, blocks).ok is passes, check(draft, blocks).format_text()


_INSPECTIONS = [
    {"anchor": "L1", "kind": "heading", "text": "겨울철 위생점검 결과 보고"},
    para("L2", "2025. 12. 12.(금) 보건위생과 공중위생팀"),
    {"anchor": "L13", "kind": "caption", "text": "(단위: 개소, 건)"},
    row("L14", "업종 | 2024년 점검 | 2025년 점검 | 2024년 위반 | 2025년 위반", start=True),
    row("L15", "목욕장업 | 210 | 236 | 31 | 24"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("올해 목욕장업은 236개소를 점검해 24건의 위반을 적발했다 [L15].", True),
        # planted: this year given last year's column, under a date line signed by its office
        ("올해 목욕장업은 210개소를 점검해 24건의 위반을 적발했다 [L15].", False),
    ],
)
def test_this_year_is_the_year_of_a_date_line_its_office_signs(draft: str, passes: bool) -> None:
    report = check(draft, _INSPECTIONS)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the same half of another year, named after the figures or before one: theirs
        (
            "Alcohol cases numbered 24 in the first half of 2025 [L12], against 29 cases and "
            "84 in all in the same period of 2024 [L11, L12].",
            True,
        ),
        ("2025년 상반기 주류 판매 위반은 24건으로 2024년 같은 기간(29건)보다 줄었다 [L12].", True),
        ("2025년 상반기 주류 판매 위반은 24건으로 전년 동기(29건)보다 줄었다 [L12].", True),
        # planted: the two halves' figures swapped
        (
            "Alcohol cases numbered 29 in the first half of 2025 [L12], against 24 in the same "
            "period of 2024 [L12].",
            False,
        ),
        ("2025년 상반기 주류 판매 위반은 29건으로 전년 동기(24건)보다 늘었다 [L12].", False),
        # planted: a figure of the named half held to it though the other is named after
        (
            "Alcohol cases numbered 29 in the first half of 2025, up from 24 a year before [L12].",
            False,
        ),
    ],
)
def test_a_figure_of_the_same_half_of_another_year_is_held_to_that_years_column(
    draft: str, passes: bool
) -> None:
    report = check(draft, _HALVES)
    assert report.ok is passes, report.format_text()


_VACANCY = [
    row("L22", "구분 | 2024년 하반기 | 2025년 하반기 | 증감", start=True),
    row("L27", "공실률(입찰 후) | 6.3 | 3.5 | △2.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the half right before a move's start dates the start; the end is the later half's
        ("입찰 후 공실률은 2024년 하반기 6.3%에서 3.5%로 2.8%p 낮아짐 [L27]", True),
        # planted: the move's ends swapped, and a figure of the other half given to the named one
        ("입찰 후 공실률은 2024년 하반기 3.5%에서 6.3%로 바뀜 [L27]", False),
        ("2025년 하반기 입찰 후 공실률은 6.3%임 [L27]", False),
    ],
)
def test_a_half_right_before_a_moves_start_dates_the_start_alone(draft: str, passes: bool) -> None:
    report = check(draft, _VACANCY)
    assert report.ok is passes, report.format_text()


_ROOM_HOURS = [
    para("L1", "2025. 7. 14.(월)"),
    {"anchor": "L32", "kind": "caption", "text": "(단위: 시간, %)"},
    row("L33", "연습실 | 2024년 상반기 | 2025년 상반기 | 증감 | 증감률", start=True),
    row("L35", "합주실 B | 430 | 398 | △32 | △7.4"),
    row("L38", "녹음실 | 160 | 144 | △16 | △10.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the same half of this year in words (`올해 상반기`), the date line's: that year's
        ("녹음실은 2024년 상반기 160시간에서 올해 상반기 144시간으로 16시간 줄었다 [L38].", True),
        ("녹음실 대관은 올해 상반기 144시간으로 2024년 상반기보다 줄었다 [L38].", True),
        ("합주실 B는 지난해 상반기 430시간에서 올해 상반기 398시간으로 감소함 [L35].", True),
        # a later move of the sentence runs between the same halves
        (
            "녹음실은 2024년 상반기 160시간에서 올해 상반기 144시간으로 줄었고 [L38], "
            "합주실 B도 430시간에서 398시간으로 감소함 [L35].",
            True,
        ),
        # planted: this year's half given the year before's figure, and the ends swapped
        ("녹음실은 2024년 상반기 160시간에서 올해 상반기 160시간으로 같았다 [L38].", False),
        ("녹음실은 2024년 상반기 144시간에서 올해 상반기 160시간으로 늘었다 [L38].", False),
        ("합주실 B는 올해 상반기 430시간으로 2024년 상반기보다 늘었다 [L35].", False),
        (
            "녹음실은 2024년 상반기 160시간에서 올해 상반기 144시간으로 줄었고 [L38], "
            "합주실 B는 398시간에서 430시간으로 늘었음 [L35].",
            False,
        ),
    ],
)
def test_the_same_half_of_this_year_in_words_is_the_date_lines(draft: str, passes: bool) -> None:
    report = check(draft, _ROOM_HOURS)
    assert report.ok is passes, report.format_text()


_YEARLY_HOURS = [
    row("L33", "연습실 | 2024년 | 2025년 | 증감", start=True),
    row("L35", "합주실 B | 430 | 398 | △32"),
    row("L38", "녹음실 | 160 | 144 | △16"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a later move naming no year runs between the years of the dated move before it
        (
            "녹음실은 2024년 160시간에서 144시간으로 줄었고 [L38], "
            "합주실 B도 430시간에서 398시간으로 감소함 [L35].",
            True,
        ),
        # planted: the later move's ends swapped, its start of the later year
        (
            "녹음실은 2024년 160시간에서 144시간으로 줄었고 [L38], "
            "합주실 B는 398시간에서 430시간으로 증가 [L35].",
            False,
        ),
        (
            "녹음실은 2024년 160시간에서 144시간으로 줄었고 [L38], "
            "합주실 B도 398시간에서 398시간으로 같았음 [L35].",
            False,
        ),
    ],
)
def test_a_later_move_runs_between_the_years_of_the_dated_one(draft: str, passes: bool) -> None:
    report = check(draft, _YEARLY_HOURS)
    assert report.ok is passes, report.format_text()


_RECRUITS = [
    para("L6", "○ 모집 규모: 농가 210호, 계절근로자 620명 내외"),
    row(
        "L14",
        "읍면 | 2024년 하반기 농가 | 2024년 하반기 인원 | 2025년 하반기 농가 | 2025년 하반기 인원",
        start=True,
    ),
    row("L20", "계 | 186 | 530 | 210 | 620"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # an English list before `in the same period of 2024` is that half's, every figure of it
        (
            "The county seeks 210 farms for about 620 workers in the second half of 2025 [L6], "
            "up from 186 farms and 530 workers in the same period of 2024 [L20].",
            True,
        ),
        # planted: this half's figure given to the same half of the year before
        (
            "The county seeks 210 farms for about 620 workers in the second half of 2025 [L6], "
            "up from 210 farms and 530 workers in the same period of 2024 [L20].",
            False,
        ),
    ],
)
def test_a_list_before_the_same_period_of_another_year_is_that_years(
    draft: str, passes: bool
) -> None:
    report = check(draft, _RECRUITS)
    assert report.ok is passes, report.format_text()


_SHELTERS = [
    para("L1", "스마트 버스정류장 쉼터 설치 현황"),
    para("L2", "2025. 6. 12.(목)"),
    para("L12", "(단위: 곳, 백만 원)"),
    row("L13", "연도 | 신규 설치 | 누적 | 예산 | 증감", start=True),
    row("L17", "2024 | 18 | 48 | 1,890 | 350"),
    row("L18", "2025(계획) | 12 | 60 | 1,380 | △510"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a clause that names its own year in words (`올해`) is not the year of the clause before
        (
            "지난해(2024년) 말 누적 설치는 48곳이며, "
            "올해 계획분을 포함하면 누적 60곳임 [L17, L18].",
            True,
        ),
        ("2024년 말 누적 48곳이며, 올해 계획까지 더하면 60곳입니다 [L17, L18].", True),
        # planted: the year named gets the other row's figure in its own clause
        (
            "지난해(2024년) 말 누적 설치는 60곳이며, "
            "올해 계획분을 포함하면 누적 60곳임 [L17, L18].",
            False,
        ),
        # planted: the clause of `올해` gets the row of 2024's figure
        (
            "지난해(2024년) 말 누적 설치는 48곳이며, "
            "올해 계획분을 포함하면 누적 48곳임 [L17, L18].",
            False,
        ),
    ],
)
def test_a_clause_naming_its_own_year_in_words_takes_that_years_row(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SHELTERS)
    assert report.ok is passes, report.format_text()


_KITCHENS = [
    para("L1", "보 도 자 료"),
    para("L2", "한빛시 소상공인지원과 | 배포 2025. 10. 14.(화) | 보도 시점: 즉시"),
    para("L10", "(단위: 팀, %)"),
    row(
        "L11", "구분 | 2024년 이용 팀 | 2025년 이용 팀 | 2024년 가동률 | 2025년 가동률", start=True
    ),
    row("L14", "9월 | 40 | 49 | 59.7 | 66.3"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `올해` of the date line `배포 2025. 10. 14.`, named in the answer or in its question
        ("올해 9월 조리대 가동률은 66.3%였습니다 [L14].", True),
        (
            "Q. 올해 9월 이용 실적은 어땠나요?\n"
            "A. 9월 이용 팀은 49팀, 가동률은 66.3%였습니다 [L14].",
            True,
        ),
        (
            "Q. 작년 9월 실적은 어땠나요?\nA. 9월 이용 팀은 40팀, 가동률은 59.7%였습니다 [L14].",
            True,
        ),
        # planted: the year before's column for this year's month
        ("올해 9월 조리대 가동률은 59.7%였습니다 [L14].", False),
        (
            "Q. 올해 9월 이용 실적은 어땠나요?\n"
            "A. 9월 이용 팀은 49팀, 가동률은 59.7%였습니다 [L14].",
            False,
        ),
    ],
)
def test_this_year_of_the_date_line_holds_a_figure_to_its_column(draft: str, passes: bool) -> None:
    report = check(draft, _KITCHENS)
    assert report.ok is passes, report.format_text()


_YEAR_ROWS = [
    para("L2", "2025. 8. 4.(월)"),
    row("L37", "연도 | 추락사고 | 사망 | 부상", start=True),
    row("L39", "2023년 | 31 | 5 | 26"),
    row("L40", "2024년 | 23 | 3 | 20"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("지난해 연간 추락사고는 23건으로 2023년(31건)보다 8건 적었다 [L39, L40].", True),
        ("2023년 추락사고는 31건이었다 [L39, L40].", True),
        # planted: the base in the year's bracket from another year's row, or the year's own
        # figure from the other row
        ("지난해 연간 추락사고는 31건으로 2023년(23건)보다 8건 많았다 [L39, L40].", False),
        ("2023년 추락사고는 23건이었다 [L39, L40].", False),
    ],
)
def test_a_year_before_a_bracketed_base_dates_that_base_in_rows_of_years(
    draft: str, passes: bool
) -> None:
    report = check(draft, _YEAR_ROWS)
    assert report.ok is passes, report.format_text()


_BUDGET_ITEMS = [
    {"anchor": "L51", "kind": "caption", "text": "(단위: 억 원)"},
    row("L52", "구분 | 2024년 | 2025년 | 증감", start=True),
    row("L53", "운항 위탁비 | 28 | 31 | 3"),
    row("L54", "선착장 유지관리비 | 9 | 11 | 2"),
    row("L56", "합계 | 42 | 48 | 6"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a sentence opening on a breakdown (`항목별로는`) of the one before takes its year
        (
            "2025년 운영 예산은 48억 원이다 [L56]. 항목별로는 운항 위탁비 31억 원, "
            "선착장 유지관리비 11억 원임 [L53, L54].",
            True,
        ),
        (
            "2025년 운영 예산은 48억 원이다 [L56]. 세부적으로는 운항 위탁비가 31억 원이다 [L53].",
            True,
        ),
        # planted: the year before's column in the breakdown
        (
            "2025년 운영 예산은 48억 원이다 [L56]. 항목별로는 운항 위탁비 28억 원, "
            "선착장 유지관리비 11억 원임 [L53, L54].",
            False,
        ),
    ],
)
def test_a_breakdown_of_the_sentence_before_takes_its_year(draft: str, passes: bool) -> None:
    report = check(draft, _BUDGET_ITEMS)
    assert report.ok is passes, report.format_text()


_SPACES = [
    row("L13", "연도 | 공유 주차면 | 참여 기관", start=True),
    row("L14", "2022년 | 412 | 18"),
    row("L15", "2023년 | 538 | 24"),
    row("L16", "2024년 | 695 | 31"),
    row("L17", "2025년(9월 말) | 874 | 39"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # each figure of several years is the year written with it: after it in English,
        # before it (or in brackets after it) in Korean
        (
            "Shared spaces grew from 412 in 2022 to 538 in 2023, 695 in 2024 and 874 at "
            "end-September 2025 [L14, L15, L16, L17].",
            True,
        ),
        ("공유 주차면은 2022년 412면에서 2023년 538면으로 늘었다 [L14, L15].", True),
        ("공유 주차면은 412면(2022년)에서 695면(2024년)으로 늘었다 [L14, L16].", True),
        # a year heading a whole move, or the end of a span of years, dates no one figure
        ("2024년 공유 주차면은 538면에서 695면으로 늘었다 [L15, L16].", True),
        ("2022~2024년 공유 주차면은 412면→538면→695면으로 늘었다 [L14, L15, L16].", True),
        # an English year names the figure before it alone (`The 2025 target` is no year)
        ("The 2025 target is 874 spaces, against 695 in 2024 [L16, L17].", True),
        ("2024년까지 2년간 공유 주차면은 412면에서 695면으로 늘었다 [L14, L16].", True),
        # planted: the start of a move the year heads, from a row before the year before's
        ("2024년 공유 주차면은 412면에서 695면으로 늘었다 [L14, L15, L16].", False),
        # planted: a figure given the year of another row
        ("Shared spaces grew from 538 in 2022 to 695 in 2023 [L14, L15, L16].", False),
        ("There were 695 shared spaces in 2023 [L15, L16].", False),
        ("공유 주차면은 2022년 538면에서 2023년 695면으로 늘었다 [L14, L15, L16].", False),
        ("공유 주차면은 538면(2022년)에서 695면(2023년)으로 늘었다 [L14, L15, L16].", False),
    ],
)
def test_each_figure_of_several_years_is_held_to_its_own_years_row(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SPACES)
    assert report.ok is passes, report.format_text()


_TWO_TABLES = [
    row("L20", "연도 | 국내 | 국외", start=True),
    row("L22", "2022년 | 260 | 232"),
    row("L26", "2024년 | 186 | 43"),
    row("L28", "구분 | 2022년 | 2023년 | 2024년", start=True),
    row("L31", "장애 아동 | 367 | 341 | 318"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a figure of another table, its years in columns, is not the wrong row of this one
        (
            "국외입양은 2022년 232명에서 2024년 43명으로 줄었고, "
            "장애 아동도 2022년 367명에서 2024년 318명으로 줄었다 [L22, L26, L31].",
            True,
        ),
        # planted: a figure of the other year's row of the same table
        ("국외입양은 2022년 43명에서 2024년 232명으로 늘었다 [L22, L26].", False),
    ],
)
def test_a_row_of_another_table_is_no_wrong_row_of_a_year(draft: str, passes: bool) -> None:
    report = check(draft, _TWO_TABLES)
    assert report.ok is passes, report.format_text()


_COMPLAINTS = [
    row("L35", "유형 | 2024년 | 2025년 | 증감 | 증감률", start=True),
    row("L36", "승차거부 | 386 | 251 | △135 | △35.0"),
    row("L41", "합계 | 980 | 796 | △184 | △18.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "Complaints in 2025 numbered 796, down 184 (18.8%) from the same period of 2024 [L41].",
            True,
        ),
        ("In 2025 complaints stood at about 800, against 980 in 2024 [L41].", True),
        ("Refusals in 2025 were 251, down from 386 [L36].", True),
        # planted: the level a verb gives the year before it is the other year's column
        (
            "Complaints in 2025 numbered 980, down 184 (18.8%) from the same period of 2024 [L41].",
            False,
        ),
        ("Refusals in 2025 were 386, down 135 [L36].", False),
    ],
)
def test_an_english_year_before_the_verb_stating_a_level_dates_it(draft: str, passes: bool) -> None:
    report = check(draft, _COMPLAINTS)
    assert report.ok is passes, report.format_text()


_BENCHES = [
    row("L9", "구분 | 2023년 | 2024년 | 2025년 | 증감", start=True),
    row("L15", "합계 | 45 | 70 | 100 | 30"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a count of years between a move's ends dates its end that many years on
        ("구 전체로는 2023년 45개에서 2년 만에 100개로 늘었음 [L15].", True),
        ("2023년 45개에서 1년 새 70개로 늘었음 [L15].", True),
        # planted: the end of another year than the span names
        ("구 전체로는 2023년 45개에서 2년 만에 70개로 늘었음 [L15].", False),
        ("2023년 45개에서 1년 새 100개로 늘었음 [L15].", False),
    ],
)
def test_a_span_between_a_moves_ends_dates_its_end(draft: str, passes: bool) -> None:
    report = check(draft, _BENCHES)
    assert report.ok is passes, report.format_text()


_SHARED_SPACES = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: ㎡, 가구)"},
    row("L2", "나눔터 | 개소 연도 | 면적 | 2024년 상반기 | 2025년 상반기 | 증감", start=True),
    row("L3", "하늘 | 2024 | 110.0 | 91 | 143 | 52"),
    row("L4", "중앙 | 2017 | 132.5 | 412 | 438 | 26"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("하늘 나눔터(2024년 개소)는 이용 가구가 91가구에서 143가구로 늘었다 [L3].", True),
        ("2024년에 개소한 하늘 나눔터는 이용 가구가 143가구다 [L3].", True),
        ("중앙 나눔터(2017년 개소)는 438가구가 이용했다 [L4].", True),
        # planted: the year a row holds as a cell, written as the period of another column
        ("2024년 하늘 나눔터 이용 가구는 143가구다 [L3].", False),
        ("하늘 나눔터(2024년 개소)는 2024년 상반기 143가구가 이용했다 [L3].", False),
        # planted: another opening year than the row's
        ("하늘 나눔터(2023년 개소)는 143가구가 이용했다 [L3].", False),
    ],
)
def test_a_year_a_row_holds_under_its_head_word_is_no_period_of_its_figures(
    draft: str, passes: bool
) -> None:
    report = check(draft, _SHARED_SPACES)
    assert report.ok is passes, report.format_text()


def test_a_year_a_row_of_heads_holds_still_dates_its_figures() -> None:
    blocks = [
        row("L25", "시도 | 지반침하 발생 | 지반침하 발생 | 공동 탐사", start=True),
        row("L26", "시도 | 2023년 | 2024년 | 탐사 연장(㎞)"),
        row("L29", "부산 | 19 | 17 | 318"),
    ]
    assert check("- 부산: 2024년 지반침하 17건, 탐사 318㎞ [L26, L29]", blocks).ok
    # planted: the year before's figure given to the year a head row names
    assert not check("- 부산: 2024년 지반침하 19건, 탐사 318㎞ [L26, L29]", blocks).ok
