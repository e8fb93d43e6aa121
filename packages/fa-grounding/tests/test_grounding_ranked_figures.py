"""A rank or a superlative the sentence gives a figure of a cited table (`두 번째로 많았다`,
`가장 높았음`): fa ranks the figure among the table's like figures (down its column, or across
its row when the sentence names the column), and refuses the rank the cited rows contradict."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

VIOLATIONS = [
    para("L1", "<표 1> 위반 유형별 적발 현황 (단위: 건, %)"),
    row("L2", "구분 | 학교급식소 | 공급업체 | 합계 | 비중", start=True),
    row("L3", "보존식 미보관 | 11 | - | 11 | 17.2"),
    row("L4", "건강진단 미실시 | 9 | 8 | 17 | 26.6"),
    row("L5", "소비기한 경과 | 6 | 7 | 13 | 20.3"),
    row("L6", "위생 기준 위반 | 5 | 9 | 14 | 21.9"),
    row("L7", "기타 | 4 | 5 | 9 | 14.1"),
    row("L8", "합계 | 35 | 29 | 64 | 100.0"),
]
QUARTERS = [
    para("L1", "<표 2> 분기별 지수 (단위: 포인트, %)"),
    row("L2", "구분 | 1분기 | 2분기 | 3분기 | 4분기", start=True),
    row("L3", "KOSPI | 2,481.12 | 2,612.40 | 2,735.87 | 2,874.52"),
    row("L4", "전분기 대비 | 3.4 | 5.3 | 4.7 | 5.1"),
    row("L5", "KOSDAQ | 702.55 | 741.08 | 725.33 | 798.64"),
    row("L6", "전분기 대비 | 3.6 | 5.5 | △2.1 | 10.1"),
]

AGES = [
    para("L1", "<표 3> 참여자 연령대별 현황 (단위: 명, %)"),
    row("L2", "구분 | 65~69세 | 70대 | 80세 이상 | 계", start=True),
    row("L3", "참여자 수 | 198,420 | 667,500 | 164,080 | 1,030,000"),
    row("L4", "비중 | 19.3 | 64.8 | 15.9 | 100.0"),
]
FALLS = [
    para("L1", "<표 4> 권역별 농도 (단위: ㎍/㎥, %)"),
    row("L2", "권역 | 2024 | 2025 | 증감률", start=True),
    row("L3", "수도권 | 18.1 | 16.9 | △6.6"),
    row("L4", "충청권 | 20.0 | 18.4 | △8.0"),
    row("L5", "호남권 | 17.0 | 17.2 | 1.2"),
]


def verdicts(draft: str, blocks: list[dict[str, object]]) -> set[str]:
    return {f.rule for f in check(draft, blocks).findings if f.rule in {"GR-03", "GR-07"}}


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("건강진단 미실시가 17건(26.6%)으로 가장 많았다 [L4].", VIOLATIONS),
        ("위생 기준 위반은 14건으로 두 번째로 많았다 [L4, L6].", VIOLATIONS),
        ("소비기한 경과는 13건(20.3%)으로 세 번째로 많았다 [L4, L5, L6].", VIOLATIONS),
        ("기타는 9건으로 가장 적었다 [L7].", VIOLATIONS),
        ("KOSPI 상승률은 2분기가 5.3%로 가장 높았음 [L3, L4].", QUARTERS),
        ("KOSDAQ 상승률은 3분기에 △2.1%로 가장 낮았다 [L6].", QUARTERS),
        ("The 2nd quarter was the highest at 5.3% [L4].", QUARTERS),
        # a column the sentence names, not its row: across the row, totals left out
        ("70대가 667,500명(64.8%)으로 가장 많았다 [L3, L4].", AGES),
        ("80세 이상은 15.9%로 가장 적었다 [L4].", AGES),
        # the largest fall is the most negative
        ("충청권의 감소율이 8.0%로 가장 컸다 [L3, L4].", FALLS),
        ("수도권은 6.6% 줄어 감소율이 가장 작았다 [L3, L4].", FALLS),
        # the total row and the share column are not ranked with the rows
        ("학교급식소 적발은 보존식 미보관이 11건으로 가장 많았다 [L3].", VIOLATIONS),
    ],
)
def test_a_rank_the_table_bears_out_passes(draft: str, blocks: list[dict[str, object]]) -> None:
    assert verdicts(draft, blocks) == set(), check(draft, blocks).format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("소비기한 경과는 13건(20.3%)으로 두 번째로 많았다 [L4, L5, L6].", VIOLATIONS),
        ("위생 기준 위반은 14건으로 가장 많았다 [L4, L6].", VIOLATIONS),
        ("KOSPI 상승률은 4분기가 5.1%로 가장 높았음 [L3, L4].", QUARTERS),
        ("KOSDAQ 상승률은 1분기에 3.6%로 가장 낮았다 [L6].", QUARTERS),
        ("The 4th quarter was the highest at 5.1% [L4].", QUARTERS),
        ("65~69세가 198,420명으로 가장 많았다 [L3].", AGES),
        ("수도권의 감소율이 6.6%로 가장 컸다 [L3, L4].", FALLS),
    ],
)
def test_a_rank_the_cited_rows_contradict_fails(
    draft: str, blocks: list[dict[str, object]]
) -> None:
    assert "GR-03" in verdicts(draft, blocks), check(draft, blocks).format_text()


def test_a_rank_only_uncited_rows_contradict_is_unconfirmed() -> None:
    draft = "위생 기준 위반은 14건으로 가장 많았다 [L6]."
    assert verdicts(draft, VIOLATIONS) == {"GR-07"}


def test_a_word_that_only_begins_with_a_superlative_ranks_nothing() -> None:
    blocks = {"L1": "평균 최고기온은 29.3℃였고, 평균 최저기온은 21.1℃로 역대 2위였다."}
    assert check("평균 최저기온은 21.1℃로 역대 2위였다 [L1].", blocks).ok
    assert not check("평균 최저기온은 21.1℃로 역대 1위를 기록했다 [L1].", blocks).ok
    # the superlative itself still ranks first
    first = {"L1": "폭염일수는 다솔시가 35일로 최다였고, 다음은 가람시(31일)였다."}
    assert check("폭염일수는 다솔시가 1위였다 [L1].", first).ok


def test_a_bound_in_english_ranks_nothing() -> None:
    # `at least`, `at most`: a floor or a cap, not the least or the most of the column
    draft = "The target share is at least 14% of the cases [L6]."
    assert verdicts(draft, VIOLATIONS) == set()
    assert verdicts("The target share is at most 21.9% [L6].", VIOLATIONS) == set()
    # the superlative itself still ranks: 21.9% is not the least of the cited rows
    assert "GR-03" in verdicts("The least share was 21.9% [L3, L4, L6].", VIOLATIONS)


GROWTH = [
    para("L1", "증가율은 인천(9.4%), 대전(8.7%), 세종(5.8%) 순으로 높았다."),
    row("L2", "시도 | 출생아 | 증가율", start=True),
    row("L3", "인천 | 15,040 | 9.4"),
    row("L4", "대전 | 7,850 | 8.7"),
    row("L5", "세종 | 2,930 | 5.8"),
]


def _table(first: str, rows: str, cite: str) -> str:
    return f"| {first} | 시도 | 출생아 | 증가율 |\n|---|---|---|---|\n{rows}\n\n출처: {cite}"


RANKED_ROWS = "| 1 | 인천 | 15,040명 | 9.4% |\n| 2 | 대전 | 7,850명 | 8.7% |"


def test_a_column_of_ranks_in_the_drafts_table_holds_ranks_not_figures() -> None:
    report = check(_table("순위", RANKED_ROWS, "[L1][L3][L4]"), GROWTH)
    assert report.ok and not report.unconfirmed, report.format_text()
    # a rank no cited block writes is unconfirmed, shown to the person, never silent
    report = check(_table("순위", RANKED_ROWS, "[L3][L4]"), GROWTH)
    assert report.ok and len(report.unconfirmed) == 2, report.format_text()
    # the row's other figures are still checked
    wrong = RANKED_ROWS.replace("8.7%", "8.9%")
    assert not check(_table("순위", wrong, "[L1][L3][L4]"), GROWTH).ok


def test_a_column_of_row_numbers_in_the_drafts_table_holds_no_figures() -> None:
    assert check(_table("연번", RANKED_ROWS, "[L3][L4]"), GROWTH).ok
    # a number under any other head is still a figure, and the other cells are still checked
    assert not check(_table("구분", RANKED_ROWS, "[L3][L4]"), GROWTH).ok
    wrong = RANKED_ROWS.replace("7,850명", "7,580명")
    assert not check(_table("연번", wrong, "[L3][L4]"), GROWTH).ok


EMPLOYMENT = [
    row("L1", "시도 | 2023 | 2024 | 증감", start=True),
    row("L2", "대전 | 60.4 | 61.7 | 1.3"),
    row("L3", "서울 | 66.0 | 66.3 | 0.3"),
    row("L4", "강원 | 56.3 | 55.1 | △1.2"),
    row("L5", "부산 | 59.0 | 58.8 | △0.2"),
]


def test_the_size_of_a_change_ranks_the_change_not_the_level() -> None:
    good = (
        "상승폭은 대전(+1.3%p, 60.4%→61.7%)이 가장 컸고, "
        "하락폭은 강원(△1.2%p, 56.3%→55.1%)이 가장 컸음 [L2][L3][L4][L5]"
    )
    assert check(good, EMPLOYMENT).ok, check(good, EMPLOYMENT).format_text()
    wrong = "상승폭은 서울(+0.3%p, 66.0%→66.3%)이 가장 컸음 [L2][L3][L4][L5]"
    assert not check(wrong, EMPLOYMENT).ok
    wrong_fall = "하락폭은 부산(△0.2%p, 59.0%→58.8%)이 가장 컸음 [L2][L3][L4][L5]"
    assert not check(wrong_fall, EMPLOYMENT).ok
    # each rank takes the size named last before it
    turned = (
        "하락폭은 강원(△1.2%p, 56.3%→55.1%)이 가장 컸고, "
        "상승폭은 대전(+1.3%p, 60.4%→61.7%)이 가장 컸음 [L2][L3][L4][L5]"
    )
    assert check(turned, EMPLOYMENT).ok, check(turned, EMPLOYMENT).format_text()


def test_the_top_so_many_counts_the_cited_rows_the_sentence_lists() -> None:
    good = "증가폭 상위 2개 시도는 대전(1.3%p)과 서울(0.3%p)이다 [L2][L3]."
    assert check(good, EMPLOYMENT).ok, check(good, EMPLOYMENT).format_text()
    assert not check(good.replace("상위 2개", "상위 3개"), EMPLOYMENT).ok


BANDS_OF_BAC = [
    row("L1", "구분 | 단속(건) | 비율(%)", start=True),
    row("L2", "면허정지(0.03% 이상~0.08% 미만) | 3,517 | 37.1"),
    row("L3", "면허취소(0.08% 이상) | 5,638 | 59.5"),
    row("L4", "측정거부 | 327 | 3.4"),
    row("L5", "상반기 계 | 9,482 | 100.0"),
]


def test_a_total_row_is_never_ranked_though_the_ranked_rows_label_brackets_a_rate() -> None:
    good = "면허취소(0.08% 이상)가 5,638건, 59.5%로 가장 많았다 [L1][L2][L3][L4]"
    report = check(good, BANDS_OF_BAC)
    assert report.ok and not report.unconfirmed, report.format_text()
    wrong = "면허정지(0.03% 이상~0.08% 미만)가 37.1%로 가장 많았다 [L1][L2][L3][L4]"
    assert not check(wrong, BANDS_OF_BAC).ok


_LEASES = [
    {"anchor": "L20", "kind": "caption", "text": "(단위: 건, 만 원, %)"},
    row("L21", "용도 | 대부 건수 | 연간 대부료 합계 | 평균 감면율", start=True),
    row("L22", "교육용시설 | 14 | 3,920 | 50.0"),
    row("L23", "문화시설 | 12 | 3,150 | 48.5"),
    row("L26", "소득증대시설 | 17 | 5,610 | 27.5"),
]


def test_each_rank_word_ranks_the_figure_before_it_though_that_figure_writes_a_comma() -> None:
    # `5,610만 원으로 가장 많지만 ... 27.5%로 가장 낮습니다`: the comma of `5,610` ends no clause
    draft = (
        "소득증대시설 대부가 17건, 연간 대부료 합계 5,610만 원으로 가장 많지만 평균 감면율은 "
        "27.5%로 가장 낮습니다 [L21, L22, L23, L26]."
    )
    report = check(draft, _LEASES)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the two ranks swapped
    swapped = draft.replace("가장 많지만", "가장 적지만").replace("가장 낮습니다", "가장 높습니다")
    assert not check(swapped, _LEASES).ok


_BUSES = [
    row("L10", "시도 | 유치원 | 어린이집 | 학원 | 계", start=True),
    row("L11", "서울 | 2,210 | 4,170 | 4,260 | 10,640"),
    row("L12", "경기 | 3,650 | 5,870 | 7,290 | 16,810"),
    row("L13", "전국 | 10,000 | 20,600 | 23,080 | 53,680"),
]


def test_a_whole_the_rank_is_among_and_a_national_row_are_not_ranked() -> None:
    # `10,640대 가운데 가장 많습니다` ranks 4,260, not the whole; `전국` sums the rows
    among = "서울에서는 학원이 4,260대로 서울 전체 10,640대 가운데 가장 많습니다 [L10, L11]."
    report = check(among, _BUSES)
    assert report.ok and not report.unconfirmed, report.format_text()
    top = "시도 가운데 경기가 16,810대로 가장 많다 [L10, L11, L12, L13]."
    report = check(top, _BUSES)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a smaller figure called the largest still fails
    assert not check(among.replace("학원이 4,260대", "유치원이 2,210대"), _BUSES).ok
    assert not check("서울이 10,640대로 가장 많다 [L10, L11, L12, L13].", _BUSES).ok


def test_an_english_rank_word_ranks_the_figure_after_it_in_its_clause() -> None:
    # `highest for A at 26.6% and lowest for B at 14.1%`: English names the rank before its
    # figure, even where a figure of the clause before stands right in front of it
    draft = (
        "The share was highest for missing health checks at 26.6% and lowest for other "
        "violations at 14.1% [L4, L7]."
    )
    assert check(draft, VIOLATIONS).ok, check(draft, VIOLATIONS).format_text()
    # planted: the two figures swapped
    swapped = draft.replace("26.6%", "X").replace("14.1%", "26.6%").replace("X", "14.1%")
    assert not check(swapped, VIOLATIONS).ok
    # a figure before its rank word, with nothing after it, is still the one ranked
    before = "Other violations at 14.1% was the highest share [L3, L4, L5, L6, L7]."
    assert not check(before, VIOLATIONS).ok


COMPLEXES = [
    row("L25", "순위 | 단지 | 주택형 | 공급 | 신청 | 경쟁률", start=True),
    row("L26", "1 | 서울 마곡 | 26㎡ | 40 | 12,360 | 309.0"),
    row("L27", "2 | 서울 고덕강일 | 36㎡ | 62 | 14,570 | 235.0"),
    row("L28", "3 | 경기 과천 | 16㎡ | 30 | 5,100 | 170.0"),
]


def test_an_english_rank_ranks_the_value_at_names_past_a_figure_in_a_name() -> None:
    draft = "The most contested was Magok 26㎡, at 309 to 1 [L26, L27, L28]."
    assert check(draft, COMPLEXES).ok, check(draft, COMPLEXES).format_text()
    # planted: the rank given to the second complex's rate
    assert not check(draft.replace("309", "235"), COMPLEXES).ok


@pytest.mark.parametrize("ending", ["순이었다.", "순였다.", "순이었으며, 나머지는 줄었다."])
def test_a_list_in_order_ranks_its_entries_whatever_its_ending(ending: str) -> None:
    blocks = [
        para(
            "L12",
            "시도별 귀농가구는 경북(1,870가구)이 가장 많았고, 전남(1,705가구), "
            f"충남(1,236가구), 경남(1,170가구) {ending}",
        )
    ]
    draft = "경북이 1,870가구로 가장 많았고, 2위 전남(1,705가구)과는 165가구 차이였다 [L12]."
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a rank past the list's last entry
    assert not check(draft.replace("2위 전남", "5위 전남"), blocks).ok


def test_a_list_in_order_gives_each_place_its_own_entry() -> None:
    blocks = [para("L40", "자립도는 서울(76.8%)이 가장 높고 세종(62.5%), 경기(58.9%) 순이었다.")]
    assert check("2위는 세종(62.5%)이다 [L40].", blocks).ok
    assert check("3위 경기는 58.9%다 [L40].", blocks).ok
    # planted: the third entry called second, by name or by its figure
    assert not check("2위는 경기(58.9%)다 [L40].", blocks).ok
    assert not check("2위는 58.9%였다 [L40].", blocks).ok


def test_each_list_in_order_of_a_block_ranks_only_its_own_entries() -> None:
    blocks = [
        para(
            "L10",
            "지역별로는 중동(184.9억 달러), 아시아(71.1억 달러) 순이며, "
            "국가별로는 사우디아라비아(119억 달러), 카타르(47.5억 달러) 순이다.",
        )
    ]
    assert check("국가별 2위는 카타르(47.5억 달러)다 [L10].", blocks).ok
    assert not check("국가별 2위는 미국이다 [L10].", blocks).ok


_STEPS = [
    {
        "anchor": "L5",
        "kind": "list_item",
        "text": "○ 개최 건수는 1,102건으로 늘었고, 국가 순위는 2023년 4위에서 한 계단 올랐다.",
    }
]


def test_a_rank_moved_up_by_steps_the_block_counts_is_that_rank() -> None:
    draft = "- 국가 순위 4위에서 3위로 상승[L5]"
    report = check(draft, _STEPS)
    assert report.ok, report.format_text()
    # planted: a rank the steps do not give, and a rise in rank called a fall
    assert not check(draft.replace("3위로", "2위로"), _STEPS).ok
    assert not check(draft.replace("상승", "하락"), _STEPS).ok


_SCORES = [
    row("L22", "평가 항목 | 배점", start=True),
    row("L23", "한옥 보전 가치 | 30"),
    row("L24", "경관 기여도 | 25"),
    row("L25", "사업 계획 | 20"),
    row("L26", "주민 참여 | 15"),
]


def test_a_superlative_after_a_list_of_figures_names_the_top_of_them() -> None:
    # `30점, 25점이 가장 크다`: the two are the top two
    draft = "평가 배점은 한옥 보전 가치 30점[L23], 경관 기여도 25점[L24]이 가장 크다."
    assert check(draft, _SCORES).ok, check(draft, _SCORES).format_text()
    # planted: a third-ranked figure in the list of the top two, refused where the rows
    # above it are cited, unconfirmed where they are not
    wrong = "평가 배점은 한옥 보전 가치 30점[L23], 사업 계획 20점[L24, L25]이 가장 크다."
    assert not check(wrong, _SCORES).ok
    unsure = check(wrong.replace("[L24, L25]", "[L25]"), _SCORES)
    assert unsure.unconfirmed, unsure.format_text()


_OBJECTIONS = [
    row("L19", "시도 | 신청 | 인용 | 기각 | 취하 | 인용률", start=True),
    row("L23", "경기 | 352 | 98 | 231 | 23 | 27.8"),
    row("L28", "전남 | 265 | 71 | 178 | 16 | 26.8"),
    row("L29", "경북 | 231 | 62 | 155 | 14 | 26.8"),
    row("L30", "강원 | 102 | 31 | 66 | 5 | 30.4"),
]
_THREE_ROWS = (
    "| 시도 | 이의신청(건) | 근거 |\n|---|---|---|\n| 경기 | 352 | [L23] |\n"
    "| 전남 | 265 | [L28] |\n| 경북 | 231 | [L29] |\n\n"
)


def test_a_count_of_the_rows_a_draft_table_or_its_citation_holds_is_confirmed() -> None:
    after_table = _THREE_ROWS + "세 곳의 이의신청은 모두 848건이다[L23][L28][L29]."
    report = check(after_table, _OBJECTIONS)
    assert report.ok, report.format_text()
    cited = "경기·전남·경북·강원 4개 시도는 모두 이의신청이 100건을 넘었다[L23, L28, L29, L30]."
    report = check(cited, _OBJECTIONS)
    assert report.ok, report.format_text()
    # planted: another count of the same rows fails
    assert not check(after_table.replace("세 곳", "네 곳"), _OBJECTIONS).ok
    assert not check(cited.replace("4개 시도", "6개 시도"), _OBJECTIONS).ok


@pytest.mark.parametrize(
    "opening",
    [
        "주요 3개 시도의 이의신청 현황입니다 [L19].\n\n",
        "세 곳의 현황은 다음과 같습니다.\n\n",
        "이의신청이 많은 시도 3곳을 정리했습니다 [L19].\n",
    ],
)
def test_a_count_of_the_rows_of_the_draft_table_right_after_it_is_confirmed(opening: str) -> None:
    draft = opening + _THREE_ROWS.removesuffix("\n\n")
    report = check(draft, _OBJECTIONS)
    assert report.ok, report.format_text()
    # planted: another count fails
    assert not check(draft.replace("3", "4", 1).replace("세 곳", "네 곳"), _OBJECTIONS).ok


def test_a_count_a_paragraph_away_from_a_draft_table_is_no_count_of_its_rows() -> None:
    away = "주요 3개 시도의 이의신청 현황입니다 [L19].\n\n강원은 102건이다 [L30].\n\n"
    assert not check(away + _THREE_ROWS, _OBJECTIONS).ok


_SESSIONS = [
    row("L20", "의회 | 정례회 | 임시회 | 회기 일수", start=True),
    row("L21", "가온시의회 | 2 | 8 | 95"),
    row("L22", "나래시의회 | 2 | 7 | 88"),
    row("L23", "다온군의회 | 2 | 6 | 72"),
    row("L24", "합계 | 6 | 21 | 255"),
]


def test_a_count_of_the_rows_a_cited_total_row_sums_is_confirmed() -> None:
    draft = "3개 의회의 회기 일수는 합계 255일이다 [L24]."
    assert check(draft, _SESSIONS).ok, check(draft, _SESSIONS).format_text()
    # the total said further on, after the row's other figures
    far = "○ 3개 의회 회기: 정례회 6회, 임시회 21회, 회기 일수 합계 255일 [L24]"
    assert check(far, _SESSIONS).ok, check(far, _SESSIONS).format_text()
    assert not check(far.replace("3개", "4개"), _SESSIONS).ok
    # planted: a count other than the rows the total sums, or a data row cited for the total
    assert not check(draft.replace("3개", "4개"), _SESSIONS).ok
    assert not check("3개 의회의 회기 일수는 95일이다 [L21].", _SESSIONS).ok


def test_a_names_figure_is_no_count_of_the_cited_rows() -> None:
    # (4 rows cited: `강원은 4건` is a figure given to 강원, which no cell holds)
    draft = "강원은 취하가 4건, 경북은 14건이다[L23, L28, L29, L30]."
    assert not check(draft, _OBJECTIONS).ok


BELLS = [
    para("L1", "표 2. 시설 유형별 비상벨 설치 현황 (단위: 개소, %)"),
    row("L2", "시설 유형 | 시설 수 | 비상벨 설치 | 설치율", start=True),
    row("L3", "공원 화장실 | 84 | 80 | 95.2"),
    row("L4", "지하철역 | 42 | 42 | 100.0"),
    row("L5", "개방화장실 | 68 | 55 | 80.9"),
    row("L6", "기타(주차장·시장) | 15 | 12 | 80.0"),
    row("L7", "합계 | 209 | 189 | 90.4"),
]


def test_a_rate_called_lowest_ranks_down_its_column_not_against_its_rows_counts() -> None:
    draft = (
        "지하철역은 설치율 100.0%였고 [L4], 주차장·시장 등 기타 시설이 80.0%로 가장 낮았다 [L6]."
    )
    report = check(draft, BELLS)
    assert report.ok, report.format_text()
    # planted: a rate called lowest while a cited row's rate is lower still fails
    wrong = "지하철역은 설치율 100.0%였고 [L4], 개방화장실이 80.9%로 가장 낮았다 [L5, L6]."
    assert not check(wrong, BELLS).ok


_VISITS = [
    row("L11", "시설 | 2024년 | 2025년 | 증감 | 증감률", start=True),
    row("L12", "하늘숲추모공원 | 61,240 | 66,180 | 4,940 | 8.1"),
    row("L13", "솔바람 봉안당 | 28,500 | 27,360 | -1,140 | -4.0"),
    row("L14", "은행골 자연장지 | 9,800 | 11,270 | 1,470 | 15.0"),
]


def test_a_rank_is_not_of_the_bracketed_figures_of_the_rivals_it_beats() -> None:
    # `B(8.1%)와 C(-4.0%)를 제치고 ... 가장 높았다`: the rank is the subject's 15.0%
    draft = (
        "은행골 자연장지 성묘객은 1만 1,270명으로 15.0% 늘어, 하늘숲추모공원(8.1%)과 솔바람 "
        "봉안당(-4.0%)을 제치고 증가율이 가장 높았다 [L12, L13, L14]."
    )
    report = check(draft, _VISITS)
    assert report.ok, report.format_text()
    # planted: the subject given a rate the table does not rank first
    wrong = draft.replace("15.0% 늘어", "4.9% 늘어").replace("[L12, L13, L14]", "[L12, L13]")
    assert not check(wrong, _VISITS).ok
    swapped = (
        "하늘숲추모공원은 8.1% 늘어, 은행골 자연장지(15.0%)를 제치고 증가율이 가장 높았다 "
        "[L12, L14]."
    )
    assert "GR-03" in {f.rule for f in check(swapped, _VISITS).errors}


_KINDS = [
    para("L22", "(단위: 명, 억 원, %, 만 원)"),
    row("L23", "구분 | 환자 수 | 진료 수입 | 수입 비중 | 1인당 진료비", start=True),
    row("L24", "상급종합병원 | 71,420 | 3,480 | 28.7 | 487"),
    row("L25", "종합병원 | 84,960 | 1,690 | 13.9 | 199"),
]


def test_across_a_row_a_rank_is_held_only_to_cells_of_its_own_unit() -> None:
    # one cited row: its 명 and 억 원 are no rivals of its 만 원
    report = check("1인당 진료비는 487만 원으로 종별 가운데 가장 높았다 [L24].", _KINDS)
    assert not report.errors, report.format_text()
    # planted: the rows of the column, cited, still rank it
    assert not check("1인당 진료비는 199만 원으로 가장 높았다 [L24, L25].", _KINDS).ok


_QUARTERS_IN_ONE_UNIT = [
    para("L1", "(단위: 억 원)"),
    row("L2", "구분 | 1분기 | 2분기 | 3분기", start=True),
    row("L3", "매출 | 120 | 150 | 130"),
]


def test_across_a_row_of_one_unit_a_wrong_rank_still_fails() -> None:
    assert check("2분기가 150억 원으로 가장 많았다 [L3].", _QUARTERS_IN_ONE_UNIT).ok
    # planted: a quarter that is not the largest
    assert not check("3분기가 130억 원으로 가장 많았다 [L3].", _QUARTERS_IN_ONE_UNIT).ok


_NATIONS = [
    para(
        "L6",
        "□ 국적별로는 일본이 40만 2,150명(40.8%)으로 가장 많았고, 중국 23만 8,760명(24.2%), "
        "미국 9만 8,420명(10.0%) 순이었다.",
    )
]


@pytest.mark.parametrize("ending", ["1위입니다", "1위임", "1위인 나라다", "1위도 지켰다"])
def test_a_rank_before_a_copula_is_read_as_a_rank(ending: str) -> None:
    report = check(f"일본이 약 40만 명으로 {ending} [L6].", _NATIONS)
    assert report.ok, report.format_text()
    # planted: a rank the block's order contradicts
    wrong = check(f"일본이 약 40만 명으로 {ending.replace('1위', '2위')} [L6].", _NATIONS)
    assert not wrong.ok, wrong.format_text()


def test_a_list_in_orders_first_place_goes_to_its_first_entry_alone() -> None:
    # planted: the second entry called first, though the block ranks its first by `가장`
    assert not check("중국이 23만 8,760명으로 1위였다 [L6].", _NATIONS).ok
    falls = [
        para(
            "L19",
            "○ 「떨어짐」이 286명(35.2%)으로 가장 많았고, 「끼임」 88명(10.8%), 「부딪힘」 "
            "69명(8.5%) 순이었다.",
        )
    ]
    assert check("○ 떨어짐 사고사망자 286명으로 1위 [L19]", falls).ok
    assert check("○ 끼임 사고사망자 88명으로 2위 [L19]", falls).ok
    assert not check("○ 부딪힘 사고사망자 69명으로 2위 [L19]", falls).ok


DRUG_CLASSES = [
    para("L22", "(단위: 건, %)"),
    row("L23", "순위 | 약효군 | 보고 건수 | 비중 | 중대한 이상사례", start=True),
    row("L24", "1 | 해열·진통·소염제 | 52,340 | 18.7 | 2,184"),
    row("L25", "2 | 항생물질제제 | 41,875 | 15.0 | 2,763"),
    row("L26", "3 | 조영제 | 28,906 | 10.3 | 1,942"),
    row("L27", "4 | 항악성종양제 | 24,118 | 8.6 | 3,507"),
    row("L28", "5 | 백신류 | 19,452 | 6.9 | 1,126"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "약효군별로 보면 보고 건수 1위는 해열·진통·소염제(5만 2,340건)였습니다 [L24].",
        "중대한 이상사례는 보고 건수 4위인 항악성종양제가 3,507건으로 상위 5개 약효군 가운데 "
        "가장 많았습니다 [L24, L25, L26, L27, L28].",
    ],
)
def test_a_rank_and_a_count_of_the_rows_ranked_among_are_no_row_figures(draft: str) -> None:
    report = check(draft, DRUG_CLASSES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # a rank no cited row holds, though ranks are no label's or owner's figures
        "약효군별로 보면 보고 건수 2위는 해열·진통·소염제(5만 2,340건)였습니다 [L24].",
        "보고 건수 1위는 항생물질제제(4만 1,875건)였습니다 [L25].",
    ],
)
def test_a_wrong_rank_still_fails_where_ranks_are_no_figures(draft: str) -> None:
    assert "GR-03" in verdicts(draft, DRUG_CLASSES)


def test_a_figure_of_another_row_before_among_still_fails() -> None:
    # 2,184 is 해열·진통·소염제's: `가운데` after it makes it no count of the rows
    draft = "항악성종양제는 2,184건 가운데 중대 사례가 많았다 [L24, L27]."
    assert "GR-03" in verdicts(draft, DRUG_CLASSES)


CALL_TYPES = [
    para("L16", "(단위: 건, %)"),
    row("L17", "벌집 제거 | 38,412 | 43.9", start=True),
    row("L18", "동물 포획 | 21,705 | 24.8"),
]


def test_a_rank_before_a_compared_row_is_no_level_of_the_gap() -> None:
    draft = "벌집 제거(38,412건)는 2위인 동물 포획(21,705건)보다 1만 6,707건 많았음 [L17, L18]"
    assert "GR-03" not in verdicts(draft, CALL_TYPES), check(draft, CALL_TYPES).format_text()
    # planted: the gap is 16,707, held to the two levels past the rank
    assert "GR-03" in verdicts(draft.replace("6,707", "6,717"), CALL_TYPES)


LEARNERS = [
    para(
        "L11",
        "시도별 학습자 수는 경기가 8,120명으로 가장 많았고, 전남(6,350명), 경북(5,910명), "
        "서울(5,840명) 순이었다.",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "경기가 8,120명으로 가장 많았고 전남이 6,350명으로 2위였다 [L11].",
        "경북은 5,910명으로 세 번째로 많았다 [L11].",
        "Gyeonggi had the most learners, while Jeonnam came second with 6,350 [L11].",
        "Gyeongbuk ranked third with 5,910 learners [L11].",
    ],
)
def test_a_list_after_its_first_place_in_words_counts_on_from_second(draft: str) -> None:
    report = check(draft, LEARNERS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "경기가 8,120명으로 가장 많았고 전남이 6,350명으로 3위였다 [L11].",
        "Gyeonggi had the most learners, while Jeonnam came third with 6,350 [L11].",
        "Jeonnam was third with 6,350 learners [L11].",
        "Seoul came in third place with 5,840 learners [L11].",
    ],
)
def test_a_place_of_the_list_given_to_another_entry_fails(draft: str) -> None:
    assert not check(draft, LEARNERS).ok, draft


def test_an_english_ordinal_of_a_thing_is_no_rank() -> None:
    blocks = [
        para("L1", "3분기 학습자는 6,350명으로 가장 많았고, 경북(5,910명), 서울(5,840명) 순이었다.")
    ]
    assert check("The third quarter had 6,350 learners [L1].", blocks).ok


_EXPORTS = [
    para(
        "L25",
        "○ 국가별 수출액은 일본 2,865만 달러(50.3%), 중국 1,420만 달러(24.9%), "
        "미국 860만 달러(15.1%) 순",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("국가별로는 일본이 50.3%로 1위예요 [L25].", True),
        ("중국은 24.9%로 2위라서 뒤를 쫓고 있어요 [L25].", True),
        # planted: a rank spoken before a copula ending given to another place
        ("국가별로는 중국이 24.9%로 1위예요 [L25].", False),
        ("미국은 15.1%로 2위라서 뒤를 쫓고 있어요 [L25].", False),
    ],
)
def test_a_rank_before_a_spoken_ending_is_a_rank(draft: str, passes: bool) -> None:
    report = check(draft, _EXPORTS)
    assert report.ok is passes, report.format_text()


_REQUESTS = [
    row("L32", "동 | 2024년 상반기 | 2025년 상반기 | 전년 대비 증감률", start=True),
    row("L33", "가람동 | 1,050 | 1,218 | 16.0"),
    row("L34", "누리동 | 1,200 | 1,260 | 5.0"),
    row("L36", "보람동 | 1,400 | 1,596 | 14.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a place of an English verb (`came second`, `ranked first`) ranks its figure
        ("Boram-dong came first with 1,596 requests [L36].", True),
        ("Nuri-dong ranked second with 1,260 [L34].", True),
        # planted: the third's figure given the second place, and the second's the first
        ("Garam-dong came second with 1,218 [L33, L34, L36].", False),
        ("Nuri-dong came first with 1,260 [L33, L34, L36].", False),
    ],
)
def test_a_place_of_an_english_verb_ranks_its_figure(draft: str, passes: bool) -> None:
    report = check(draft, _REQUESTS)
    assert report.ok is passes, report.format_text()


_DRILLS = [
    row("L18", "구 | 지하차도 | 차단시설 | 센서 | 훈련 횟수 | 평균 차단 시간(분)", start=True),
    row("L19", "동구 | 8 | 6 | 32 | 6 | 4.5"),
    row("L20", "서구 | 10 | 8 | 40 | 8 | 3.9"),
    row("L21", "남구 | 6 | 5 | 24 | 5 | 4.6"),
    row("L22", "북구 | 7 | 5 | 28 | 5 | 4.0"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # of a span of time, the fastest is the least and the slowest the most
        ("Seo-gu closed its barriers fastest, at 3.9 minutes [L19, L20, L21, L22].", True),
        ("Nam-gu was slowest at 4.6 minutes [L19, L20, L21, L22].", True),
        ("평균 차단 시간은 서구가 3.9분으로 가장 짧았다 [L19, L20, L21, L22].", True),
        ("평균 차단 시간은 남구가 4.6분으로 가장 길었다 [L19, L20, L21, L22].", True),
        # (`긴급` is no rank of length)
        ("가장 긴급한 훈련은 남구 5회였다 [L19, L20, L21, L22].", True),
        # a figure in several cells ranks where the rank holds: 8 is 서구's drills too
        ("Seo-gu ran the most drills (8) [L19, L20, L21, L22].", True),
        # planted: the rank said the other way, or of a figure no cell ranks so
        ("Seo-gu was slowest at 3.9 minutes [L19, L20, L21, L22].", False),
        ("평균 차단 시간은 남구가 4.6분으로 가장 짧았다 [L19, L20, L21, L22].", False),
        ("Dong-gu ran the most drills (6) [L19, L20, L21, L22].", False),
    ],
)
def test_speed_ranks_a_span_of_time_from_the_least(draft: str, passes: bool) -> None:
    report = check(draft, _DRILLS)
    assert report.ok is passes, report.format_text()


_WARDS = [
    para("L1", "<표 2> 동별 신고 건수 (단위: 건)"),
    row("L2", "동 | 개인 | 법인 | 계", start=True),
    row("L3", "새봄동 | 7,210 | 1,480 | 8,690"),
    row("L4", "하늘동 | 6,050 | 2,960 | 9,010"),
    row("L5", "누리동 | 4,380 | 910 | 5,290"),
    row("L6", "바다동 | 3,120 | 3,540 | 6,660"),
    row("L7", "합계 | 20,760 | 8,890 | 29,650"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("법인 신고는 바다동이 3,540건으로 가장 많았고, 하늘동(2,960건)이 그다음임 [L4, L6].",
         True),
        ("법인 신고는 바다동이 3,540건으로 가장 많았고, 그다음은 하늘동(2,960건)이다 [L4, L6].",
         True),
        ("법인 신고는 누리동이 910건으로 가장 적었고, 새봄동(1,480건)이 두 번째였다 [L3, L5].",
         True),
        ("Corporate filings were highest in Bada-dong at 3,540, followed by Haneul-dong at 2,960 "
         "[L4, L6].", True),
        # entries listed together after the first place follow it in turn
        ("법인 신고는 바다동이 3,540건으로 가장 많았고, 하늘동(2,960건), 새봄동(1,480건)이 뒤를 "
         "이었다 [L3, L4, L6].", True),
        ("- 법인 신고는 바다동이 3,540건으로 가장 많음 [L6]\n- 그다음은 하늘동(2,960건)임 [L4, L6]",
         True),
        # planted: the third place given as the next one, cited rows or not, in the sentence
        # naming the first or in the one after it
        ("- 법인 신고는 바다동이 3,540건으로 가장 많음 [L6]\n"
         "- 그다음은 새봄동(1,480건)임 [L3, L4, L6]", False),
        ("법인 신고는 바다동이 3,540건으로 가장 많았고, 새봄동(1,480건)이 그다음임 [L3, L4, L6].",
         False),
        ("법인 신고는 바다동이 3,540건으로 가장 많았고, 새봄동(1,480건)이 그다음임 [L3, L6].",
         False),
        ("법인 신고는 누리동이 910건으로 가장 적었고, 하늘동(2,960건)이 두 번째였다 [L3, L4, L5].",
         False),
        ("Corporate filings were highest in Bada-dong at 3,540, followed by Saebom-dong at 1,480 "
         "[L3, L4, L6].", False),
    ],
)  # fmt: skip
def test_a_next_place_after_a_first_runs_the_first_places_way(draft: str, passes: bool) -> None:
    report = check(draft, _WARDS)
    if passes:
        assert report.ok, report.format_text()
    else:
        assert report.findings, report.format_text()


_DEPARTMENTS = [
    para("L1", "<표 2> 진료과목별 신청 건수 (단위: 건)"),
    row("L2", "진료과목 | 2024년", start=True),
    row("L3", "정형외과 | 540"),
    row("L4", "내과 | 415"),
    row("L5", "치과 | 470"),
    row("L6", "기타 | 880"),
    row("L7", "합계 | 2,305"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("정형외과가 540건으로 가장 많았고, 치과(470건)가 그다음이었다 [L3, L5].", True),
        ("Orthopedics had the most requests, at 540 [L3].", True),
        # planted: a named row above the place given still refutes it
        ("정형외과가 540건으로 가장 많았고, 내과(415건)가 그다음이었다 [L3, L4, L5].", False),
        ("치과가 470건으로 가장 많았다 [L3, L5].", False),
        # planted: a row of the rest the sentence cites is ranked with the others
        ("정형외과가 540건으로 가장 많았다 [L3, L6].", False),
    ],
)  # fmt: skip
def test_a_row_of_the_rest_is_not_ranked_among_the_named_rows(draft: str, passes: bool) -> None:
    report = check(draft, _DEPARTMENTS)
    if passes:
        assert report.ok and not report.findings, report.format_text()
    else:
        assert not report.ok, report.format_text()


_MONTHS = [
    row("L29", "구분 | 1월 | 2월 | 3월 | 4월 | 계", start=True),
    row("L30", "기부 건수 | 690 | 640 | 760 | 800 | 2,890"),
    row("L31", "이용 건수 | 2,180 | 2,010 | 2,350 | 2,470 | 9,010"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("기부 건수가 가장 적은 달은 2월(640건)임 [L30].", True),
        ("기부 건수가 가장 많은 달은 4월(800건)이다 [L30].", True),
        ("Donations were lowest in the month of February, at 640 [L30].", True),
        # planted: another month than the one the row ranks there
        ("기부 건수가 가장 적은 달은 1월(690건)임 [L30].", False),
        ("기부 건수가 가장 많은 달은 3월(760건)이다 [L30].", False),
    ],
)
def test_a_rank_of_months_ranks_across_a_row_of_months(draft: str, passes: bool) -> None:
    report = check(draft, _MONTHS)
    assert report.ok is passes, report.format_text()


_GRADES_BY_AGE = [
    para("L11", "(단위: 명, %)"),
    row("L12", "연령대 | 측정 인원 | 1등급 | 2등급 | 3등급 | 참가", start=True),
    row("L13", "청소년 | 420 | 18.1 | 27.4 | 31.0 | 23.5"),
    row("L16", "합계 | 3,400 | 12.2 | 24.3 | 35.7 | 27.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("등급 분포는 3등급이 35.7%로 가장 많았고, 참가 27.8%, 2등급 24.3% 순이었다 [L16].", True),
        # planted: a grade's share that is not the largest of the row's shares
        ("등급 분포는 참가가 27.8%로 가장 많았다 [L16].", False),
    ],
)
def test_a_rank_across_a_row_leaves_out_a_column_of_people(draft: str, passes: bool) -> None:
    assert check(draft, _GRADES_BY_AGE).ok is passes
