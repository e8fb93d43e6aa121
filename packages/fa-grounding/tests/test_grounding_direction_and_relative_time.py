"""A direction word that contradicts the source's sign, and relative time phrases.

Written after a spot check in the style of Statistics Korea and MOEF releases: `8.5조 원 늘었다`
passed against `△8.5조원 감소`, and `1년 전보다` was read as the figure 1.
"""

import pytest
from fa_grounding import check
from grounding_drafts import para, row

TAX = {"L1": "□ ’24년 국세수입은 336.5조원으로 전년 대비 △8.5조원 감소, 비중 0.3%p 상승"}
JOBS = {"L1": "ㅇ 취업자 수는 2,857만6천명으로 전년동월대비 12만2천명(0.4%) 증가"}


def gr03(draft: str, blocks: object) -> bool:
    return any(f.rule == "GR-03" for f in check(draft, blocks).errors)


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 국세수입은 336.5조 원으로 8.5조 원 늘었다 [L1].",
        "2024년 국세수입은 8.5조 원 증가했다 [L1].",
        "2024년 국세수입은 8.5조 원 올랐다 [L1].",
        "국세수입은 8.5조 원 확대됐다 [L1].",
        "국세수입은 8.5조 원 상승했다 [L1].",
    ],
)
def test_an_increase_word_against_a_negative_source_fails(draft: str):
    assert gr03(draft, TAX)


@pytest.mark.parametrize(
    "source",
    [
        "국세수입은 전년 대비 ▽8.5조원",
        "국세수입은 전년 대비 -8.5조원",
        "국세수입은 전년 대비 8.5조원 감소",
        "국세수입은 전년 대비 8.5조원(-2.5%) 감소",
    ],
)
def test_every_spelling_of_a_negative_source_rejects_an_increase(source: str):
    assert gr03("국세수입은 8.5조 원 늘었다 [L1].", {"L1": source})
    assert not gr03("국세수입은 8.5조 원 줄었다 [L1].", {"L1": source})


@pytest.mark.parametrize(
    "source", ["비중은 ▲0.3%p", "비중은 +0.3%p", "비중은 0.3%p 증가", "비중은 0.3%p(잠정) 상승"]
)
def test_a_decrease_word_against_a_positive_source_fails(source: str):
    assert gr03("비중은 0.3%p 줄었다 [L1].", {"L1": source})
    assert gr03("비중은 0.3%p 감소했다 [L1].", {"L1": source})
    assert not gr03("비중은 0.3%p 늘었다 [L1].", {"L1": source})


@pytest.mark.parametrize(
    "draft",
    [
        "2024년 국세수입은 336.5조 원으로 8.5조 원 줄었다 [L1].",
        "2024년 국세수입은 336.5조 원으로 8.5조 원 감소했다 [L1].",
        "2024년 국세수입은 336.5조 원으로 △8.5조 원 변동했다 [L1].",
        "2024년 국세수입은 336.5조 원으로 8.5조 원 줄었고 비중은 0.3%p 늘었다 [L1].",
        # a level followed by a direction word does not state the change: no judgement
        "2024년 국세수입은 336.5조 원으로 늘었다 [L1].",
    ],
)
def test_faithful_directions_pass(draft: str):
    assert check(draft, TAX).ok, check(draft, TAX).format_text()


def test_a_reframed_sign_is_no_direction():
    # `+3.8조원 개선` of a deficit: the deficit shrank, so `줄었다` is faithful
    blocks = {"L1": "ㅇ 관리재정수지는 정부안 △77.7 → 최종 △73.9조원으로 +3.8조원 개선"}
    assert check("관리재정수지 적자는 3.8조 원 줄었다 [L1].", blocks).ok


def test_a_sign_against_its_own_direction_word_is_no_direction():
    # `감소폭 △2.1만명 확대`: the 감소폭 widened by 2.1만; the sign does not say `확대` is wrong
    blocks = {"L1": "- 도소매업 취업자 감소폭은 △2.1만명 확대"}
    assert check("도소매업 취업자 감소폭은 2.1만 명 확대됐다 [L1].", blocks).ok
    assert check("도소매업 취업자 감소폭은 2.1만 명 커졌다 [L1].", blocks).ok


@pytest.mark.parametrize(
    ("draft", "source"),
    [
        (
            "Operating loss increased $2.1 million [L1].",
            "Change in operating income (loss): $(2.1) million",
        ),
        ("영업손실은 2.1조 원 늘었다 [L1].", "영업이익 증감 △2.1조원"),
        ("세수결손은 1.2조 원 증가했다 [L1].", "세수 증감 -1.2조원"),
    ],
)
def test_a_sentence_about_a_loss_or_deficit_is_not_judged(draft: str, source: str):
    # a loss that grows is a figure that falls: the words and the sign may both be right
    assert check(draft, {"L1": source}).ok, check(draft, {"L1": source}).format_text()


@pytest.mark.parametrize(
    ("draft", "source", "fails"),
    [
        ("Revenue was 2.7% higher [L1].", "Revenue fell 2.7% from a year ago.", True),
        ("Revenue rose 2.7% [L1].", "Revenue was 2.7% lower than a year ago.", True),
        ("Revenue fell 2.7% [L1].", "Revenue was 2.7% lower than a year ago.", False),
        ("Revenue increased by 2.7% [L1].", "Revenue rose 2.7% to $5 billion.", False),
        ("Revenue declined 2.7% [L1].", "Revenue rose 2.7% to $5 billion.", True),
        ("Revenue rose to $5 billion [L1].", "Revenue fell 2.7% to $5 billion.", False),
        # a bound, not a rise: `up to` is not `up`
        ("Costs rose by up to 2.7% [L1].", "Costs fell 2.7% from a year ago.", False),
    ],
)
def test_english_direction_words(draft: str, source: str, fails: bool):
    assert gr03(draft, {"L1": source}) is fails


@pytest.mark.parametrize(
    "draft",
    [
        "취업자는 2,857만 6천 명으로 1년 전보다 12.2만 명 늘었다 [L1].",
        "취업자는 1년 전에 비해 12만 2천 명 늘었다 [L1].",
        "취업자는 1년 전 같은 달보다 12.2만 명 많다 [L1].",
        "취업자는 1년 전과 비교해 12.2만 명 증가했다 [L1].",
        "취업자는 1개월 전 대비가 아니라 1년 전 대비 12.2만 명 늘었다 [L1].",
        "취업자는 한 달 전이 아니라 1년 전보다 12.2만 명 늘었다 [L1].",
    ],
)
def test_a_one_period_reference_point_is_not_a_figure(draft: str):
    assert check(draft, JOBS).ok, check(draft, JOBS).format_text()


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("취업자는 14개월 연속 증가했다 [L1].", False),
        ("취업자는 15개월 연속 증가했다 [L1].", True),
        ("취업자는 14개월 만에 증가했다 [L1].", False),
        ("취업자는 15개월 만에 증가했다 [L1].", True),
        ("취업자는 2년 전보다 12.2만 명 늘었다 [L1].", True),
        ("취업자는 지난 2년간 12.2만 명 늘었다 [L1].", True),
        ("취업자는 1년 전보다 13.2만 명 늘었다 [L1].", True),
    ],
)
def test_durations_the_source_states_are_still_figures(draft: str, fails: bool):
    blocks = {"L1": "ㅇ 취업자 수는 전년동월대비 12만2천명 증가하여 14개월 연속 증가"}
    assert gr03(draft, blocks) is fails


def test_a_move_to_a_lower_figure_called_a_rise_contradicts_itself() -> None:
    blocks = {"L1": "초등학교 참여율은 82.7%에서 82.5%로 0.2%p 하락하였다."}
    assert check("초등 참여율은 82.7%에서 82.5%로 하락했다 [L1].", blocks).ok
    assert [
        f.rule for f in check("초등 참여율은 82.7%에서 82.5%로 상승했다 [L1].", blocks).errors
    ] == ["GR-03"]
    assert [
        f.rule for f in check("초등 참여율은 82.5%에서 82.7%로 줄었다 [L1].", blocks).errors
    ] == ["GR-03"]
    assert not check("The rate went from 82.7% to 82.5%, up slightly [L1].", blocks).ok
    assert check("The rate went from 82.7% to 82.5%, down slightly [L1].", blocks).ok


def test_a_move_with_the_second_figures_year_between_is_read() -> None:
    blocks = {"L1": "피해구역 비율: ('09) 11.8% → ('10) 29.1%"}
    assert check("피해구역 비율은 '09년 11.8%에서 '10년 29.1%로 높아졌다 [L1].", blocks).ok
    assert not check("피해구역 비율은 '09년 11.8%에서 '10년 29.1%로 낮아졌다 [L1].", blocks).ok


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("연체율은 1년 전보다 0.06%p 높은 수준이다 [L1].", False),
        ("연체율은 1년 전보다 0.06%p 낮은 수준이다 [L1].", True),
        ("신고는 전년 동기보다 3,112건 적었다 [L2].", False),
        ("신고는 전년 동기보다 3,112건 많았다 [L2].", True),
    ],
)
def test_higher_lower_more_and_fewer_are_directions(draft: str, fails: bool) -> None:
    blocks = [
        {"anchor": "L1", "text": "연체율은 전년동월말(0.45%) 대비 0.06%p 상승하였다."},
        {"anchor": "L2", "text": "임금체불 신고 건수 | 78,204 | -3,112"},
    ]
    assert check(draft, blocks).ok is not fails


CASUALTIES = [
    {"anchor": "L1", "text": "사망·실종자는 전년 대비 15명 줄었으나 부상자는 27명 늘어 412명이다."},
]


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("사망·실종자는 15명 줄었고 부상자는 27명 늘었다 [L1].", False),
        ("사망·실종자는 15명, 부상자는 27명 각각 줄어 인명피해가 감소했다 [L1].", True),
        ("부상자는 전년보다 27명 많습니다 [L1].", False),
        ("부상자는 전년보다 27명 적습니다 [L1].", True),
        ("부상자 수가 27명 높아졌다 [L1].", False),
    ],
)
def test_a_direction_word_after_each_or_in_a_polite_ending_is_read(draft: str, fails: bool) -> None:
    assert check(draft, CASUALTIES).ok is not fails


def test_a_deficits_direction_word_is_held_to_the_blocks_word() -> None:
    blocks = {"L1": "○ 무역수지 적자는 3,067억원으로 전년에 비해 18.1% 감소"}
    assert check("무역수지 적자는 3,067억원으로 전년보다 18.1% 줄었어요 [L1].", blocks).ok
    report = check("무역수지 적자는 3,067억원으로 전년보다 18.1% 늘었어요 [L1].", blocks)
    assert not report.ok
    assert "calls a fall" in report.errors[0].detail
    # a balance written with a minus may still be a deficit that grew
    signed = {"L1": "무역수지 -3,067억원"}
    assert check("무역수지 적자가 3,067억원으로 늘었다 [L1].", signed).ok


MEALS = [
    {"anchor": "L1", "kind": "caption", "text": "<표 4> 학교급별 영양 기준 (단위: kcal, mg)"},
    {"anchor": "L2", "kind": "table_row", "text": "구분 | 열량 | 나트륨",
     "flags": ["table", "table_start"]},
    {"anchor": "L3", "kind": "table_row", "text": "초등학교 | 634 | 812", "flags": ["table"]},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "초등학교는 1식 평균 812mg을 제공했다 [L3].",
        "초등학교의 1식당 나트륨은 812mg이었다 [L3].",
        "초등학교 열량 기준은 1인 1식 기준 634kcal이다 [L3].",
        "초등학교는 1끼 평균 812mg이었다 [L3].",
    ],
)
def test_the_one_of_a_base_counted_per_is_not_a_figure(draft: str):
    assert check(draft, MEALS).ok, check(draft, MEALS).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "초등학교는 1식 평균 821mg을 제공했다 [L3].",  # the figure it bases is checked
        "초등학교는 2식 평균 812mg을 제공했다 [L3].",  # a base other than one is a figure
        "1월 평균 나트륨은 812mg이었다 [L3].",  # a month is no base
        "1분기 평균 나트륨은 812mg이었다 [L3].",  # nor a quarter
    ],
)
def test_a_base_counted_per_leaves_its_other_figures_checked(draft: str):
    assert gr03(draft, MEALS)


RELEASE_2025 = [
    {"anchor": "L1", "kind": "list_item", "text": "2025년 정책자금 12만 4,315건 신청"},
    {"anchor": "L2", "kind": "paragraph",
     "text": "○ 신청 건수는 12만 4,315건으로 전년(10만 8,940건)보다 14.1% 늘었다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "○ 신청 건수: '24년 10만 8,940건 → '25년 12만 4,315건(14.1% 증가) [L1][L2]",
        "2024년 신청은 10만 8,940건이었다 [L1, L2].",
    ],
)
def test_the_year_before_a_cited_year_is_the_year_of_its_jeonnyeon(draft: str):
    assert check(draft, RELEASE_2025).ok, check(draft, RELEASE_2025).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2023년 신청은 10만 8,940건이었다 [L1, L2].",  # two years before is no 전년
        "2024년 신청은 12만 4,315건이었다 [L1, L2].",  # the year's own figure is 2025's
        "신청은 2024년 이후 가장 많았다 [L1, L2].",  # a year with no figure after it
    ],
)
def test_a_year_no_jeonnyeon_names_is_still_refused(draft: str):
    assert not check(draft, RELEASE_2025).ok


def test_the_year_before_is_refused_where_no_block_names_the_year_after() -> None:
    # (the document's lead names it: `2025년 정책자금 ...` over L2 lends its year)
    assert check("2024년 신청은 10만 8,940건이었다 [L2].", RELEASE_2025).ok
    assert not check("2024년 신청은 10만 8,940건이었다 [L2].", RELEASE_2025[1:]).ok


def test_an_english_year_after_its_figure_is_the_year_a_block_calls_the_year_before() -> None:
    blocks = [
        {"anchor": "L1", "kind": "paragraph", "text": "2024년 청년 고용률 현황"},
        {"anchor": "L2", "kind": "paragraph", "text": "고용률은 62.9%로 전년(62.7%) 대비 상승"},
    ]
    draft = "The rate was 62.9% in 2024, up from 62.7% in 2023 [L1][L2]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # the year after's figure, or two years back, still fail
    assert not check("The rate was 62.9% in 2023 [L1][L2].", blocks).ok
    assert not check("The rate was 62.7% in 2022 [L1][L2].", blocks).ok


def test_a_figure_given_to_the_year_before_must_be_the_one_its_bracket_gives():
    # (the title names 2024, so the year itself is the document's)
    block = [
        {"anchor": "L1", "kind": "heading", "text": "2024년 자살사망자 통계 및 2025년 예산"},
        {"anchor": "L34", "kind": "list_item",
         "text": "○ 2025년 자살예방 예산은 562억 원으로 전년(455억 원) 대비 107억 원 증액되었다."},
    ]  # fmt: skip
    assert check("2025년 예산은 562억 원이다 [L34].", block).ok
    assert check("2024년 예산은 455억 원이었다 [L34].", block).ok
    # planted: this year's figure given to the year before
    assert not check("2024년 자살예방 예산은 562억 원이었다 [L34].", block).ok


_BUDGET_2025 = [
    {
        "anchor": "L12",
        "kind": "paragraph",
        "text": "□ 정부는 2025년 지원 예산을 412억 원으로 편성했다. 이는 전년(385억 원)보다 27억 원"
        "(7.0%) 늘어난 규모다.",
    }
]


@pytest.mark.parametrize(
    "draft",
    [
        "The 2025 budget is KRW 41.2 billion, KRW 2.7 billion more than in 2024 [L12].",
        "2025년 예산은 412억 원으로 2024년보다 27억 원 늘었다[L12].",
        "2025년 예산은 2024년 대비 7.0% 증가한 412억 원이다[L12].",
        "The 2025 budget is KRW 41.2 billion, up KRW 2.7 billion or 7.0% on 2024 [L12].",
        "The 2025 budget of KRW 41.2 billion is 7.0% up against 2024 [L12].",
    ],
)
def test_the_year_a_sentence_compares_with_is_the_cited_blocks_year_before(draft: str) -> None:
    report = check(draft, _BUDGET_2025)
    assert report.ok, report.format_text()
    # planted: a base year that is not the year before
    assert not check(draft.replace("2024", "2023"), _BUDGET_2025).ok


RIVERS = {"L1": "낙동강은 680일이었으며, 한강과 금강은 전년보다 각각 15일, 27일 줄었다."}
RIVER_CASES = {"L1": "한강과 금강의 점검 건수는 전년보다 각각 15건, 27건 줄었다."}


@pytest.mark.parametrize(
    ("draft", "blocks", "fails"),
    [
        ("한강과 금강은 전년보다 각각 15일, 27일 줄었다 [L1].", RIVERS, False),
        ("한강은 전년보다 15일 줄었습니다 [L1].", RIVERS, False),
        ("금강의 발령일수는 27일 감소했다 [L1].", RIVERS, False),
        ("한강과 금강은 전년보다 각각 15일, 27일 늘었습니다 [L1].", RIVERS, True),
        ("한강은 전년보다 15일 늘었습니다 [L1].", RIVERS, True),
        ("한강은 전년보다 16일 줄었습니다 [L1].", RIVERS, True),
        ("한강과 금강의 점검은 각각 15건, 27건 줄었다 [L1].", RIVER_CASES, False),
        ("한강의 점검은 15건 늘었다 [L1].", RIVER_CASES, True),
        ("한강과 금강의 점검은 각각 15건, 27건 늘었다 [L1].", RIVER_CASES, True),
    ],
)
def test_a_direction_after_a_list_of_counts_is_each_counts(
    draft: str, blocks: object, fails: bool
) -> None:
    assert gr03(draft, blocks) is fails


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("15일 많은 비가 내렸다 [L1].", False),
        ("접수는 15일 시작됐다 [L1].", False),
        ("접수는 16일 시작됐다 [L1].", True),
    ],
)
def test_a_day_of_the_month_before_a_verb_stays_a_date(draft: str, fails: bool) -> None:
    blocks = {"L1": "지난 15일 많은 비가 내렸고, 접수는 15일 시작됐다."}
    assert gr03(draft, blocks) is fails


ALERT_DAYS = [
    {"anchor": "L1", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "지점 | 발령일 | 해제일 | 발령일수(일)"},
    {"anchor": "L2", "kind": "table_row", "flags": ["table"],
     "text": "물금매리 | 7. 10.(목) | 10. 16.(목) | 99"},
    {"anchor": "L3", "kind": "table_row", "flags": ["table"],
     "text": "대청호 문의 | 7. 17.(목) | 10. 16.(목) | 92"},
]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("물금매리가 99일로 대청호 문의(92일)보다 7일 길었습니다 [L2, L3].", False),
        ("물금매리가 99일로 대청호 문의(92일)보다 8일 길었습니다 [L2, L3].", True),
        ("물금매리가 99일로 대청호 문의(92일)보다 7일 짧았습니다 [L2, L3].", True),
    ],
)
def test_days_between_two_counts_of_days_are_a_count_not_a_day(draft: str, fails: bool) -> None:
    assert gr03(draft, ALERT_DAYS) is fails


STAGE_DAYS = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 일)"},
    row("L2", "수계 | 관심 | 경계 | 계", start=True),
    row("L3", "낙동강 | 512 | 168 | 680"),
    row("L4", "금강 | 187 | 21 | 208"),
    row("L5", "영산강·섬진강 | 96 | 14 | 110"),
]


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("경계 발령일수는 낙동강 168일, 금강 21일, 영산강·섬진강 14일이었다 [L3, L4, L5].", False),
        ("경계 발령일수는 낙동강 168일, 금강 14일, 영산강·섬진강 21일이었다 [L3, L4, L5].", True),
        ("경계 발령일수는 금강 14일이었습니다 [L4, L5].", True),
    ],
)
def test_counts_of_days_a_count_word_opens_are_held_to_their_rows(draft: str, fails: bool) -> None:
    assert gr03(draft, STAGE_DAYS) is fails


_HALF_YEAR = [
    {"anchor": "L1", "kind": "heading", "text": "2025년 상반기 공공 CCTV 통합관제 운영 현황 보고"},
    {"anchor": "L32", "kind": "list_item",
     "text": "○ 범죄 검거 지원 702건, 실종자 발견 51건으로 전년 같은 기간(각각 615건, 42건)보다 "
     "각각 14.1%, 21.4% 늘었음"},
]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "fails"),
    [
        ("Arrest support rose to 702 from 615 in the same period of 2024 [L32].", False),
        ("Finds rose to 51 from 615 and 42 respectively in the same period of 2024 [L32].", False),
        ("검거 지원은 702건으로 2024년 같은 기간(615건)보다 늘었습니다 [L32].", False),
        # planted: another year, and a figure the year before does not give
        ("Arrest support rose to 702 from 615 in the same period of 2023 [L32].", True),
        ("Arrest support rose to 702 from 51 in the same period of 2024 [L32].", True),
    ],
)
def test_the_same_period_of_the_year_before_is_the_titles_year_less_one(
    draft: str, fails: bool
) -> None:
    assert gr03(draft, _HALF_YEAR) is fails


_MONTHS_OF_CHANGE = [
    para("L11", "○ 월별로는 6월 감소 폭이 540건(13.9%)으로 가장 컸으며, 4월은 260건(5.3%) 늘어남"),
    para("L12", "○ 영업손실은 1분기 2.1억 원 늘었으며, 매출은 2분기 3.4억 원 늘어남"),
    row("L14", "월 | 2024년 | 2025년 | 증감 | 증감률", start=True),
    row("L18", "4월 | 4,950 | 5,210 | 260 | 5.3"),
    row("L20", "6월 | 3,880 | 3,340 | △540 | △13.9"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("6월이 540건 줄어 감소 폭이 가장 컸고, 4월은 260건 늘었다 [L11, L18, L20].", True),
        ("영업손실은 2.1억 원 늘었고, 매출은 3.4억 원 늘었다 [L12].", True),
        # the clause about a loss or a 감소 폭 is not judged; the next clause still is
        ("영업손실은 2.1억 원 늘었고, 매출은 3.4억 원 줄었다 [L12].", False),
        ("6월이 540건 줄어 감소 폭이 가장 컸고, 4월도 260건 감소했다 [L11, L18, L20].", False),
        ("6월 감소 폭이 가장 컸으며, 4월도 260건(5.3%) 줄었다 [L18, L20].", False),
    ],
)
def test_a_loss_or_a_size_of_fall_frees_only_its_own_clause(draft: str, passes: bool):
    report = check(draft, _MONTHS_OF_CHANGE)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("반찬·조리식품은 전년 대비 190kg 줄었다 [L1].", True),
        ("가공식품은 40kg 줄었다 [L1].", True),
        # planted: a rise given to the first of the changes a `각각` closes as falls
        ("반찬·조리식품은 전년 대비 190kg 늘었다 [L1].", False),
    ],
)
def test_a_respective_direction_reaches_a_change_written_with_its_unit(
    draft: str, passes: bool
) -> None:
    blocks = {"L1": "반면 반찬·조리식품은 전년 대비 190kg, 가공식품은 40kg 각각 줄었다."}
    report = check(draft, blocks)
    assert report.ok is passes, report.format_text()
