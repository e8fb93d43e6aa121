"""Which figure is whose: a draft that gives two names each other's figures is refused, in
whichever order the block and the draft write names and figures."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row, rules

PROSE = [
    para("L1", "○ 어제 최저기온은 대관령 -8.1℃, 철원 -6.4℃로 올겨울 가장 낮았다."),
    para("L2", "- 같은 날 목포항은 12만 톤, 군산항은 9만 톤을 처리하였다."),
    para("L3", "□ 권역별로는 동부권(4.2%), 서부권(2.7%), 남부권(1.9%)이 늘었다."),
    para("L4", "○ 배추와 무의 도매가격은 전주 대비 각각 12.5%, 8.3% 올랐다."),
    row("L5", "구분 | 1공장 | 2공장", start=True),
    row("L6", "생산량(톤) | 3,410 | 2,870"),
    row("L7", "충주 | 88.1 | 제천 | 79.6"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "대관령은 -8.1℃, 철원은 -6.4℃까지 내려갔다 [L1].",
        "목포항이 12만 톤, 군산항이 9만 톤을 처리했다 [L2].",
        "서부권은 2.7% 늘었다 [L3].",
        "배추와 무는 각각 12.5%, 8.3% 올랐다 [L4].",
        "1공장 생산량은 3,410톤이었다 [L5][L6].",
        "제천은 79.6이다 [L7].",
    ],
)
def test_figures_given_to_their_own_names_pass(draft: str) -> None:
    assert check(draft, PROSE).ok, check(draft, PROSE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "대관령은 -6.4℃, 철원은 -8.1℃까지 내려갔다 [L1].",
        "목포항이 9만 톤, 군산항이 12만 톤을 처리했다 [L2].",
        "서부권은 4.2% 늘었다 [L3].",
        "배추와 무는 각각 8.3%, 12.5% 올랐다 [L4].",
        "무는 12.5% 올랐다 [L4].",
        "제천은 88.1이다 [L7].",
    ],
)
def test_a_figure_given_to_another_name_of_the_block_is_refused(draft: str) -> None:
    report = check(draft, PROSE)
    assert not report.ok, report.format_text()
    assert any(f.rule == "GR-03" for f in report.errors), report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # a base of comparison owns nothing: the figure is the subject's
        "철원(-6.4℃)보다 대관령이 더 추웠다 [L1].",
        # a name after its figure, joined by `의`, owns it in the block too
        "목포항 처리량은 12만 톤으로 군산항보다 많았다 [L2].",
        # names the block never gives a figure are no owners
        "항만 물동량은 목포 12만 톤이었다 [L2].",
    ],
)
def test_names_that_own_no_figure_raise_nothing(draft: str) -> None:
    assert check(draft, PROSE).ok, check(draft, PROSE).format_text()


# A table whose rows open with a group (`상위`, `하위`) before the row's own name: the group is
# written once, over the rows it spans (fa gives the rows under it an empty first cell: `| 부산`),
# and both label cells name the row's figures.
GROUPED = [
    {"anchor": "L1", "kind": "caption", "text": "<표 2> 시·도별 유수율 상·하위 (2025년, 단위: %)"},
    {"anchor": "L2", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 시·도 | 유수율 | 누수 건수(건)"},
    {"anchor": "L3", "kind": "table_row", "flags": ["table"], "text": "상위 | 서울 | 95.9 | 1,842"},
    {"anchor": "L4", "kind": "table_row", "flags": ["table"], "text": "| 부산 | 94.3 | 2,015"},
    {"anchor": "L5", "kind": "table_row", "flags": ["table"], "text": "하위 | 전남 | 74.6 | 6,917"},
    {"anchor": "L6", "kind": "table_row", "flags": ["table"], "text": "| 경북 | 76.2 | 8,304"},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 유수율 상위는 서울 95.9%, 부산 94.3%였다 [L1][L3][L4].",
        "하위는 전남 74.6%, 경북 76.2%다 [L5][L6].",
        "상위 서울의 누수는 1,842건이었다 [L3].",
    ],
)
def test_a_row_under_a_group_gives_its_own_name_its_figures(draft: str) -> None:
    report = check(draft, GROUPED)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "2025년 유수율 상위는 서울 94.3%, 부산 95.9%였다 [L1][L3][L4].",
        "하위는 전남 76.2%, 경북 74.6%다 [L5][L6].",
    ],
)
def test_names_swapped_across_the_rows_of_a_group_fail(draft: str) -> None:
    assert not check(draft, GROUPED).ok


CARRIERS = [
    para(
        "L1",
        "○ 사업자별 5G 회선은 SK텔레콤 1,712만 8천, KT 1,063만 2천, "
        "LG유플러스 882만 9천 회선 순이다.",
    ),
    para("L2", "○ 유료방송 가입자는 IPTV 2,134만 단자, 케이블TV 1,230만 단자였다."),
    para("L3", "- A블록 최저경쟁가격 3,120억 원, C블록 1,150억 원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "KT는 1,063만 2천 회선, SK텔레콤은 1,712만 8천 회선이다 [L1].",
        "IPTV 2,134만 단자, 케이블TV 1,230만 단자 [L2].",
        "C블록은 1,150억 원이다 [L3].",
    ],
)
def test_acronym_names_get_their_own_figures(draft: str) -> None:
    report = check(draft, CARRIERS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "KT 1,712만 8천, SK텔레콤 1,063만 2천 회선 [L1].",
        "IPTV 1,230만 단자, 케이블TV 2,134만 단자 [L2].",
        "C블록은 3,120억 원이다 [L3].",
    ],
)
def test_acronym_names_swapped_fail(draft: str) -> None:
    assert not check(draft, CARRIERS).ok


def test_a_model_code_names_no_owner() -> None:
    blocks = [para("L1", "GPT-4 정확도 86.4%, 사람 평가 89.8%")]
    assert check("GPT-4 정확도는 86.4%였다 [L1].", blocks).ok


VOTES = [
    para("L1", "○ 기호 1번 김민수 후보가 360,636표(득표율 51.98%)를 얻어 당선되었다."),
    para("L2", "○ 기호 2번 이서연 후보는 312,020표(득표율 44.97%)를 얻었다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "김민수 후보의 51.98%는 유효투표 기준이다 [L1].",
        "김민수 후보는 360,636표, 51.98%를 얻었다 [L1].",
    ],
)
def test_a_name_owning_figures_of_two_kinds_owns_both(draft: str) -> None:
    report = check(draft, VOTES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "김민수 후보는 44.97%를 얻었다 [L1][L2].",
        "김민수 후보는 312,020표를 얻었다 [L1][L2].",
    ],
)
def test_a_name_given_anothers_figure_of_the_same_kind_fails(draft: str) -> None:
    assert not check(draft, VOTES).ok


def test_a_rate_and_a_count_of_one_name_are_no_rivals() -> None:
    blocks = [para("L1", "○ 기호 1번 미래당 김민수 후보가 360,636표(득표율 51.98%)를 얻었다.")]
    report = check("김민수 후보의 51.98%도 유효투표 기준입니다 [L1].", blocks)
    assert report.ok, report.format_text()
    assert not check("김민수 후보의 44.97%도 유효투표 기준입니다 [L1].", blocks).ok


def test_an_instance_label_is_nobodys_figure() -> None:
    blocks = [
        para(
            "L1", "○ 민사본안 미제는 제1심 36만 761건, 항소심 5만 2,845건, 상고심 1만 8,281건이다."
        )
    ]
    report = check(
        "민사본안 미제는 1심 360,761건, 항소심 52,845건, 상고심 18,281건이다 [L1].", blocks
    )
    assert report.ok, report.format_text()
    assert not check("미제는 1심 52,845건, 항소심 360,761건이다 [L1].", blocks).ok


def test_a_symbol_between_a_name_and_its_figure_keeps_the_owner() -> None:
    blocks = [
        row("L1", "구분 | 발생 횟수 | 최대 규모", start=True),
        row("L2", "경북 | 15 | M 3.4"),
        row("L3", "충북 | 5 | M 3.1"),
    ]
    assert check("지역별 최대 규모: 경북 M 3.4, 충북 M 3.1 [L2][L3]", blocks).ok
    assert not check("지역별 최대 규모: 경북 M 3.1, 충북 M 3.4 [L2][L3]", blocks).ok


SHELTERS = [
    para("L1", "대피소 이용 요금 (1인 1박, 단위: 원)"),
    row("L2", "구분 | 성수기(7. 15.~8. 24.) | 비수기", start=True),
    row("L3", "세석·장터목 대피소(지리산) | 16,000 | 13,000"),
    row("L4", "중청 대피소(설악산) | 15,000 | 12,000"),
]


def test_a_price_per_person_and_night_gives_nobody_the_one() -> None:
    draft = (
        "지리산 세석·장터목 대피소는 1인 1박 성수기 1만 6천 원, 비수기 1만 3천 원이에요 "
        "[L1][L2][L3]."
    )
    report = check(draft, SHELTERS)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "지리산 세석·장터목 대피소는 2인 1박 성수기 1만 6천 원이에요 [L1][L2][L3].",
        "설악산 중청 대피소의 비수기 이용 요금은 1인 1박 15,000원이다 [L1][L2][L4].",
    ],
)
def test_a_price_per_person_and_night_is_still_the_rows_and_columns(draft: str) -> None:
    assert not check(draft, SHELTERS).ok


@pytest.mark.parametrize(
    "draft",
    [
        "세석은 15,000원이에요 [L1][L3][L4].",
        "세석·장터목 대피소는 성수기 15,000원, 비수기 12,000원이다 [L1][L3][L4].",
        "지리산 대피소는 비수기 12,000원이다 [L1][L3][L4].",
    ],
)
def test_a_figure_of_another_cited_row_given_the_row_the_sentence_names_fails(
    draft: str,
) -> None:
    report = check(draft, SHELTERS)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "세석은 16,000원이에요 [L1][L3][L4].",
        # the other row named too, or the figure given to another subject
        "세석은 16,000원, 중청은 15,000원이에요 [L1][L3][L4].",
        "세석은 16,000원으로 가장 비싸고, 가장 싼 곳은 12,000원이다 [L1][L3][L4].",
        "세석은 16,000원이고 설악산 쪽이 15,000원이다 [L1][L3][L4].",
        "대피소 요금은 15,000원에서 16,000원이다 [L1][L3][L4].",
    ],
)
def test_a_figure_of_another_cited_row_named_or_given_another_subject_passes(
    draft: str,
) -> None:
    report = check(draft, SHELTERS)
    assert report.ok, report.format_text()


QUARTERS = [
    para("L1", "표 1. 분기별 점검 실적 (단위: 회, 건)"),
    row("L2", "분기 | 점검 횟수 | 의심 신고", start=True),
    row("L3", "1분기 | 612 | 5"),
    row("L4", "2분기 | 648 | 8"),
    row("L5", "3분기 | 705 | 11"),
    row("L6", "4분기 | 655 | 6"),
    row("L7", "합계 | 2,620 | 30"),
]
QUARTERS_CITED = "[L3, L4, L5, L6, L7]"
QUARTERS_TABLE = "| 분기 | 점검 횟수 |\n|---|---|\n| 2분기 | {} |\n| 4분기 | {} |\n\n자료: 표 1 "


@pytest.mark.parametrize(
    "draft",
    [
        f"2분기 점검 횟수는 655회였다 {QUARTERS_CITED}.",
        QUARTERS_TABLE.format(655, 648) + QUARTERS_CITED,
    ],
)
def test_a_figure_of_another_numbered_step_given_the_step_the_sentence_names_fails(
    draft: str,
) -> None:
    report = check(draft, QUARTERS)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        f"2분기 점검 횟수는 648회, 4분기는 655회였다 {QUARTERS_CITED}.",
        QUARTERS_TABLE.format(648, 655) + QUARTERS_CITED,
        # the total row's figure is the whole's, said so
        f"연간 점검 횟수는 총 2,620회이고 2분기는 648회였다 {QUARTERS_CITED}.",
    ],
)
def test_the_figure_of_the_step_the_sentence_names_passes_beside_a_total_row(draft: str) -> None:
    report = check(draft, QUARTERS)
    assert report.ok, report.format_text()


def test_rows_named_by_a_word_two_of_them_share_are_all_named() -> None:
    blocks = [
        row("L1", "동 | 일자 | 부스", start=True),
        row("L2", "쌍문1동 | 10.26.(토) | 12"),
        row("L3", "방학2동 | 10.26.(토) | 5"),
        row("L4", "쌍문3동 | 10.26.(토) | 8"),
    ]
    report = check("쌍문3동·방학2동·쌍문1동 축제 모두 10.26.(토) [L2][L3][L4].", blocks)
    assert report.ok, report.format_text()
    assert not check("방학2동 부스는 12개다 [L2][L3][L4].", blocks).ok


SITE = [
    para("L1", "(단위: 기, 점)"),
    row("L2", "유구 | 시굴 | 1차 발굴 | 계 | 출토 유물", start=True),
    row("L3", "건물지(조선) | - | 4 | 4 | 57"),
    para("L4", "○ 조선시대 건물지 출토 백자편은 16~17세기로 판단됨"),
    para(
        "L5", "총 116개의 시굴갱에서 22기의 석곽과 17곳의 조선시대 건물지, 10곳의 석열유구를 확인"
    ),
]


@pytest.mark.parametrize(
    "draft",
    [
        "- 계곡부: 조선시대 건물지 4곳, 백자편 등 57점 출토, 16~17세기로 판단 [L1][L3][L4]",
        "시굴갱 116개에서 석곽 22기와 조선시대 건물지 17곳, 석열유구 10곳이 확인됐다 [L5].",
    ],
)
def test_an_era_dates_a_name_and_owns_no_figure(draft: str) -> None:
    report = check(draft, SITE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "시굴갱 116개에서 석곽 17기와 조선시대 건물지 22곳이 확인됐다 [L5].",
        "- 계곡부: 조선시대 건물지 4곳, 백자편 등 57점 출토, 15~16세기로 판단 [L1][L3][L4]",
    ],
)
def test_figures_beside_an_era_are_still_their_names(draft: str) -> None:
    assert not check(draft, SITE).ok


FARES = [
    para("L1", "※ 할인율: 어린이(6~12세) 50%, 청소년(13~18세) 10%, 노인(65세 이상) 30%"),
]


def test_a_bracket_saying_what_a_name_covers_lies_between_it_and_its_figure() -> None:
    assert check("할인율은 어린이 50%, 청소년 10%, 노인 30%입니다 [L1].", FARES).ok
    assert check("청소년은 13~18세를 말한다 [L1].", FARES).ok
    report = check("할인율은 어린이 50%, 청소년 30%, 노인 10%입니다 [L1].", FARES)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


ALLERGENS = [
    para("L1", "<표 5> 알레르기 유발 식품 번호"),
    row("L2", "번호 | 식품 | 번호 | 식품", start=True),
    row("L3", "5 | 대두 | 15 | 닭고기"),
    row("L4", "6 | 밀 | 16 | 쇠고기"),
    row("L5", "7 | 고등어 | 17 | 오징어"),
]
VIOLATION_ROWS = [
    para("L1", "<표 1> 위반 유형별 적발 현황 (단위: 건)"),
    row("L2", "구분 | 학교급식소 | 공급업체 | 합계", start=True),
    row("L3", "건강진단 미실시 | 9 | 8 | 17"),
    row("L4", "소비기한 경과 | 6 | 7 | 13"),
    row("L5", "위생 기준 위반 | 5 | 9 | 14"),
    row("L6", "합계 | 20 | 24 | 44"),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        # the sentence names a row (or an entry of a row of pairs) it does not cite, and gives
        # it the figure of the cited one
        ("식단표에 16번이 붙어 있으면 닭고기가 들어간 메뉴예요 [L4].", ALLERGENS),
        ("닭고기는 알레르기 번호 16번입니다 [L4].", ALLERGENS),
        ("소비기한 경과는 14건이었다 [L5].", VIOLATION_ROWS),
        ("공급업체의 위생 기준 위반은 7건이었다 [L4].", VIOLATION_ROWS),
    ],
)
def test_a_figure_given_to_a_row_the_sentence_does_not_cite_fails(
    draft: str, blocks: list[dict[str, object]]
) -> None:
    assert "GR-03" in {f.rule for f in check(draft, blocks).errors}


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("식단표에 16번이 붙어 있으면 쇠고기가 들어간 메뉴예요 [L4].", ALLERGENS),
        ("닭고기는 15번, 쇠고기는 16번입니다 [L3, L4].", ALLERGENS),
        ("소비기한 경과는 13건이었다 [L4].", VIOLATION_ROWS),
        # a row it names in its own words, beside another it compares with
        ("유통기한 지난 식품 보관이 13건으로 위생 기준 위반보다 적었다 [L4].", VIOLATION_ROWS),
        ("위생 기준 위반은 공급업체가 9건이었다 [L5].", VIOLATION_ROWS),
        # the total is nobody's row
        ("적발은 모두 44건으로 합계의 절반 이상이 공급업체였다 [L6].", VIOLATION_ROWS),
    ],
)
def test_a_figure_given_to_its_own_row_passes(draft: str, blocks: list[dict[str, object]]) -> None:
    assert "GR-03" not in {f.rule for f in check(draft, blocks).errors}, check(
        draft, blocks
    ).format_text()


EXEMPT = {"L1": "○ 소상공인이 아닌 자(상시근로자 5인 이상, 제조업·건설업·운수업·광업은 10인 이상)"}


def test_a_figure_the_sentences_topic_owns_in_the_block_is_the_topics() -> None:
    draft = (
        "제조업·건설업·운수업·광업은 상시근로자 10인 이상, 그 밖의 업종은 5인 이상이면 "
        "제외됩니다 [L1]."
    )
    assert check(draft, EXEMPT).ok, check(draft, EXEMPT).format_text()
    # a figure neither owns still fails, and so does the label's rival with a figure between
    wrong = "제조업·건설업·운수업·광업은 상시근로자 7인 이상이면 제외됩니다 [L1]."
    assert not check(wrong, EXEMPT).ok
    between = "제조업·건설업·운수업·광업은 2개 업종 외에도 상시근로자 10인 이상이면 제외 [L1]."
    assert not check(between, EXEMPT).ok


ARREARS = {"L1": "미수금은 2024년 말 기준 14조 1,000억 원으로, 2023년 말(13조 7,000억 원)보다 많다"}


def test_a_figure_a_blocks_prose_gives_another_year_fails() -> None:
    assert check("미수금은 2024년 말 기준 14조 1천억 원이다 [L1].", ARREARS).ok
    assert check("2023년 말 미수금은 13조 7,000억 원이었다 [L1].", ARREARS).ok
    assert not check("미수금이 2023년 말 기준 14조 1천억 원이다 [L1].", ARREARS).ok


PROTECTED = {
    "L6": "○ 전국 해양보호구역은 2023년 말 37개소 1,920.34㎢에서 2024년 말 39개소 1,983.47㎢로"
    " 늘어났다."
}


def test_the_end_or_start_of_a_period_names_no_owner() -> None:
    # (`말` of `2023년 말` is when, not whose: 39 is the protected areas' of 2024)
    draft = "2024년 말 전국 해양보호구역은 {}개소로 2023년 말({}개소)보다 늘었습니다[L6]."
    report = check(draft.format(39, 37), PROTECTED)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check(draft.format(37, 39), PROTECTED).ok


REPLACEMENTS = {
    "L8": "○ 남은 1만 4,169등은 '25년 8,200등, '26년 5,969등으로 나누어 교체하며, 사업비는 '25년"
    " 68억 원, '26년 53억 원이다."
}


def test_two_years_figures_of_one_kind_swapped_fail_beside_another_kind() -> None:
    # (each year has a count and an amount: the count of the other year is the swap)
    draft = "남은 1만 4,169등은 '25년 {}등, '26년 {}등으로 나누어 교체한다[L8]."
    assert check(draft.format("8,200", "5,969"), REPLACEMENTS).ok
    assert not check(draft.format("5,969", "8,200"), REPLACEMENTS).ok
    assert check("사업비는 '25년 68억 원, '26년 53억 원이다[L8].", REPLACEMENTS).ok
    assert not check("사업비는 '25년 53억 원, '26년 68억 원이다[L8].", REPLACEMENTS).ok


INSURANCE = [
    para("L8", "○ 2024년 지급 보험금은 1,127억 원이다."),
    para("L9", "○ 2023년 지급 보험금은 768억 원, 지급 건수는 9,846건이었다."),
]
FAULTS = [
    {"anchor": "L24", "kind": "caption", "text": "<표 4> 구별 고장 처리 현황 (단위: 건, %, 시간)"},
    row("L25", "구분 | 신고 | 처리 | 처리율 | 평균 수리 시간", start=True),
    row("L26", "동구 | 2,036 | 1,998 | 98.1 | 22.3"),
    row("L31", "합계 | 11,100 | 10,881 | 98.0 | 24.5"),
    para("L32", "고장 신고는 전년(12,480건)보다 1,380건(11.1%) 줄었다."),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        # a name of two words (`지급 보험금`, `고장 신고`) is one name, the figure the second's
        ("지급 보험금은 1,127억 원으로 2023년의 768억 원보다 359억 원 늘었다[L8][L9].", INSURANCE),
        (
            "고장 신고는 1만 1,100건으로 전년(1만 2,480건)보다 1,380건 줄었다[L31, L32].",
            FAULTS,
        ),
    ],
)
def test_a_name_of_two_words_owns_the_figure_its_second_word_holds(
    draft: str, blocks: list
) -> None:
    report = check(draft, blocks)
    assert report.ok and not report.unconfirmed, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "서울·부산은 각각 20건, 12건이다 [L1].",
        "서울·부산 신고는 각각 20건, 12건이다 [L1].",
    ],
)
def test_names_joined_by_a_middle_dot_before_respectively_take_the_figures_in_turn(
    draft: str,
) -> None:
    blocks = {"L1": "서울 신고 12건, 부산 신고 20건"}
    assert not check(draft, blocks).ok
    assert check(draft.replace("20건, 12건", "12건, 20건"), blocks).ok


def test_names_listed_apart_still_own_their_own_figures() -> None:
    blocks = {"L1": "서울 신고 12건, 부산 신고 20건"}
    # (the second word the two names share is not the holder: `부산` holds 20건)
    assert not check("서울 신고는 20건, 부산 신고는 12건이다 [L1].", blocks).ok
    assert not check("서울 신고는 20건이다 [L1].", blocks).ok


MONTHS = [
    row("L1", "구분 | 7월 | 8월 | 9월", start=True),
    row("L2", "컨테이너(만 TEU) | 271 | 258 | 268"),
    row("L3", "전년 동월 대비 | 4.2 | 1.6 | 3.1"),
    row("L4", "총 물동량 | 13,286 | 12,954 | 13,172"),
]


def test_a_rate_row_under_its_row_gives_that_rows_rate() -> None:
    assert check("9월 컨테이너는 268만 TEU로 전년 동월보다 3.1% 늘었다 [L2, L3].", MONTHS).ok
    # another row's figure, and another month's rate, are still refused
    assert not check("9월 컨테이너는 13,172로 늘었다 [L2, L3, L4].", MONTHS).ok
    assert not check("9월 컨테이너는 268로 전년 동월보다 1.6% 늘었다 [L2, L3].", MONTHS).ok


PROGRAMMES = [
    row("L1", "사업명 | 모집 인원 | 지원 기간", start=True),
    row("L2", "한국어교육 | 40 | 10"),
    row("L3", "부모교육 | 35 | 5"),
    row("L4", "언어발달 지원 | 25 | 6"),
]


def test_a_row_of_the_drafts_table_takes_the_figures_of_the_row_it_names() -> None:
    table = "| 사업 | 모집 인원 | 지원 기간 |\n|---|---|---|\n| 한국어교육 | 40명 | 10개월 |\n"
    assert check(table + "| 언어발달 지원 | 25명 | 6개월 |\n\n[L1, L2, L4]", PROGRAMMES).ok
    assert not check(table + "| 언어발달 지원 | 25명 | 10개월 |\n\n[L1, L2, L4]", PROGRAMMES).ok


SOURCES = [
    para("L1", "○ 원자력 비중은 29.6%로 2.3%p 상승하였으며, 석탄은 26.2%로 3.1%p 하락"),
    row("L2", "발전원 | 비중('24.7월) | 비중('25.7월) | 증감(%p)", start=True),
    row("L3", "원자력 | 27.3 | 29.6 | ▲2.3"),
    row("L4", "석탄 | 29.3 | 26.2 | ▼3.1"),
    row("L5", "LNG | 31.8 | 30.9 | ▼0.9"),
]


def test_two_names_swapped_over_their_rows_and_the_prose_above_them_fail() -> None:
    good = "석탄 비중은 26.2%로 3.1%p 하락한 반면, 원자력은 29.6%로 상승했다 [L1][L3][L4]."
    assert check(good, SOURCES).ok, check(good, SOURCES).format_text()
    swapped = "석탄 비중은 29.6%로 2.3%p 상승한 반면, 원자력은 26.2%로 3.1%p 하락했다 [L1][L3][L4]."
    assert not check(swapped, SOURCES).ok
    # a name every cited row shares (the column's) still tells no owner apart
    assert check("비중은 원자력 29.6%, 석탄 26.2%, LNG 30.9%다 [L1][L3][L4][L5].", SOURCES).ok


BANDS = [para("L1", "○ 300인 이상 기업 소속 육아휴직자가 전체의 63.2%, 30인 미만은 17.4%")]


@pytest.mark.parametrize(
    "draft",
    [
        "300인 이상 기업은 17.4%, 30인 미만 기업은 63.2%였다 [L1].",
        "육아휴직자의 17.4%가 300인 이상 기업 소속이었고, 30인 미만은 63.2%였다 [L1].",
    ],
)
def test_two_bands_of_sizes_given_each_others_figures_fail(draft: str) -> None:
    assert not check(draft, BANDS).ok


def test_bands_of_sizes_with_their_own_figures_pass() -> None:
    assert check("300인 이상은 63.2%, 30인 미만은 17.4%였다 [L1].", BANDS).ok
    assert check("육아휴직자의 63.2%가 300인 이상 기업 소속이었다 [L1].", BANDS).ok


DAYS = [para("L1", "요일별로는 토요일(19.6%)·금요일(17.8%) 순으로 높았다.")]


def test_a_name_after_a_lists_mark_opens_the_next_entry() -> None:
    assert check("요일별로는 토요일(19.6%)·금요일(17.8%) 순이었다 [L1].", DAYS).ok
    assert not check("요일별로는 금요일(19.6%)·토요일(17.8%) 순이었다 [L1].", DAYS).ok
    # a name right after a figure with no list mark still labels it (`752건 처리(97.3%)`)
    done = [para("L1", "접수 773건 중 752건 처리(97.3%), 21건 진행 중")]
    assert check("752건 처리(97.3%)를 마쳤다 [L1].", done).ok


LIMITS = [para("L1", "○ 직전 과세기간 총급여 7,500만 원 이하(종합소득 6,300만 원 이하)")]


def test_a_name_opening_a_bracket_with_its_own_figure_owns_that_figure() -> None:
    good = "직전 과세기간 총급여가 7,500만 원 이하(종합소득은 6,300만 원 이하)여야 한다 [L1]."
    assert check(good, LIMITS).ok, check(good, LIMITS).format_text()
    swapped = "직전 과세기간 총급여가 6,300만 원 이하(종합소득은 7,500만 원 이하)여야 한다 [L1]."
    assert not check(swapped, LIMITS).ok
    # a label in the bracket after a figure, before another entry, is still that figure's
    pay = [para("L1", "○ 보수: 월 2,156,880원(세전, 시급 10,320원 기준)")]
    assert check("월급은 세전 215만 원가량(시급 10,320원)이다 [L1].", pay).ok


def test_a_figure_written_with_a_thousands_separator_is_never_read_as_a_year():
    # `1,946명` lies between 1900 and 2100, but a year is not written with a comma: the two
    # subjects' figures swapped must fail as any others
    block = {"L12": "이 중 가석방 전자감독은 1,946명, 보석 전자감독은 1,102명이다."}
    assert not check("○ 보석 전자감독: 1,946명[L12]", block).ok
    assert check("○ 가석방 전자감독: 1,946명[L12]", block).ok
    # a year written plainly is still a year, not a swapped count
    years = {"L1": "서울은 2019년에, 부산은 2021년에 지정되었다."}
    assert check("부산은 2021년에 지정되었다 [L1].", years).ok


def test_a_row_label_in_two_cited_tables_owns_its_row_in_each():
    blocks = [
        {"anchor": "L12", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "구분 | 2023년 | 2024년 | 전년 대비"},
        {"anchor": "L15", "kind": "table_row", "flags": ["table"],
         "text": "유아동(만 3~9세) | 26.6 | 25.7 | △0.9"},
        {"anchor": "L16", "kind": "table_row", "flags": ["table"],
         "text": "청소년(만 10~19세) | 40.1 | 42.7 | 2.6"},
        {"anchor": "L24", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "구분 | 과의존위험군 | 일반사용자군 | 전체"},
        {"anchor": "L25", "kind": "table_row", "flags": ["table"],
         "text": "유아동 | 152 | 108 | 119"},
        {"anchor": "L26", "kind": "table_row", "flags": ["table"],
         "text": "청소년 | 331 | 241 | 268"},
    ]  # fmt: skip
    draft = "유아동 과의존위험군은 25.7%로 낮아졌고, 하루 이용 시간은 119분이다 [L15, L25]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: the teenagers' rate given to the young children
    assert not check(draft.replace("25.7%", "42.7%"), blocks).ok


def test_a_total_after_a_lists_entries_is_no_entrys_figure():
    block = {"L5": "운영 중인 자연휴양림은 국립 47곳, 공립 139곳, 사립 24곳 등 총 210곳이다."}
    assert check("운영 휴양림 210곳(국립 47·공립 139·사립 24) [L5]", block).ok
    # planted: one entry's figure given to another
    assert not check("휴양림은 국립 139곳, 공립 47곳으로 총 210곳이다 [L5].", block).ok


def test_a_period_word_before_a_figure_names_no_owner() -> None:
    # `월 200만 원`: a month is how often, not whose; the figure stays its subject's
    blocks = {
        "L7": "지류 상품권의 구매 한도는 월 50만 원에서 70만 원으로 늘어나며, "
        "모바일·카드형 상품권의 월 한도 200만 원은 그대로 유지된다."
    }
    draft = "- 지류 한도: 월 50만 원 → 70만 원 [L7]\n- 모바일·카드형 한도: 월 200만 원 유지 [L7]"
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: names around a period word still own their figures
    towns = {"L1": "서울은 월 50만 원, 부산은 월 30만 원을 지원한다."}
    assert check("서울은 월 50만 원을 지원한다 [L1].", towns).ok
    assert not check("서울은 월 30만 원을 지원한다 [L1].", towns).ok


def test_a_ratio_after_two_names_gives_them_its_terms_in_turn() -> None:
    blocks = {"L9": "지원 비율: 국비 60%, 지방비 40% (서울특별시는 국비 50%, 지방비 50%)"}
    assert check("국비와 지방비 분담은 60:40, 서울특별시는 50:50이다 [L9].", blocks).ok
    # planted: the terms in the other order
    assert not check("지방비와 국비 분담은 60:40이다 [L9].", blocks).ok


def test_a_copula_after_a_unit_names_no_owner() -> None:
    blocks = {
        "L13": "- 직접충격 소음 기준은 주간 1분 등가소음도 39dB(A), 최고소음도 57dB(A)이며, "
        "야간은 각각 34dB(A), 52dB(A)이다."
    }
    draft = "직접충격 소음은 주간 39dB(A)·57dB(A)이며, 야간 34dB(A)·52dB(A)이다 [L13]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("야간 34", "야간 39").replace("주간 39", "주간 34"), blocks).ok


def test_the_word_a_figure_counts_is_not_its_owner() -> None:
    # `다문화 가구가 1,240가구 줄었다`: 가구 is what 1,240 counts, the owner is 서울
    blocks = [
        {"anchor": "L5", "text": "○ 서울은 전년 대비 유일하게 감소(△1,240가구)했다."},
        {"anchor": "L7", "kind": "table_row", "text": "시도 | 가구 수 | 가구원 수 | 증감 | 증감률",
         "flags": ["table", "table_start"]},
        {"anchor": "L8", "kind": "table_row", "text": "서울 | 79,820 | 222,110 | △1,240 | △1.5",
         "flags": ["table"]},
    ]  # fmt: skip
    draft = "서울은 시도 가운데 유일하게 다문화 가구가 1,240가구(1.5%) 줄었다 [L5][L8]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    assert not check(draft.replace("1,240가구", "1,420가구"), blocks).ok
    # planted: a level of another column given to the word it counts still fails
    assert not check("서울은 다문화 가구가 222,110가구다 [L5][L8].", blocks).ok


_KINDS = [
    para(
        "L9",
        "○ 연금복권은 5,310억 원(27.0% 증가), 즉석복권은 6,150억 원(18.3% 증가), "
        "전자복권은 2,068억 원(27.1% 증가)으로 집계됐다.",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "즉석복권은 6,150억 원으로 18.3%, 전자복권은 2,068억 원으로 27.1% 증가했다[L9].",
        "즉석복권은 6,150억 원(18.3%), 전자복권은 2,068억 원(27.1%) 늘었다[L9].",
    ],
)
def test_a_figure_chained_after_a_names_figure_is_that_names(draft: str) -> None:
    report = check(draft, _KINDS)
    assert report.ok, report.format_text()
    # planted: the rates after the amounts swapped
    swapped = draft.replace("18.3%", "#").replace("27.1%", "18.3%").replace("#", "27.1%")
    assert not check(swapped, _KINDS).ok


_BARRED = [
    para(
        "L21",
        "○ 결격 사유: 금고 이상의 실형을 선고받고 그 집행이 끝난 날부터 2년이 지나지 않은 사람, "
        "복권 판매계약이 해지된 날부터 3년이 지나지 않은 사람",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "실형 집행이 끝난 날부터 2년, 판매계약이 해지된 날부터 3년이 지나지 않으면 신청할 수 "
        "없다[L21].",
        "판매계약이 해지된 뒤 3년, 실형은 집행 종료 후 2년이 지나야 신청할 수 있다[L21].",
    ],
)
def test_figures_after_words_copied_from_the_block_in_their_places_pass(draft: str) -> None:
    report = check(draft, _BARRED)
    assert report.ok, report.format_text()


def test_figures_swapped_after_words_copied_from_the_block_fail() -> None:
    draft = (
        "실형 집행이 끝난 날부터 3년, 판매계약이 해지된 날부터 2년이 지나지 않으면 신청할 수 "
        "없다[L21]."
    )
    report = check(draft, _BARRED)
    assert not report.ok
    assert "끝난 날부터" in report.errors[0].detail, report.format_text()


def test_a_figure_after_a_names_figure_in_a_tables_row_is_the_columns() -> None:
    heads = "주종 | 출고량 2023 | 출고량 2024 | 증감률 | 출고금액 2023 | 출고금액 2024 | 증감률"
    blocks = [
        {"anchor": "L7", "kind": "caption", "text": "<표 2> 전통주 출고 현황 (단위: kL, 억 원, %)"},
        row("L8", heads, start=True),
        row("L11", "과실주 | 1,140 | 1,265 | 11.0 | 142 | 161 | 13.4"),
    ]
    draft = (
        "과실주는 출고량이 1,140kL에서 1,265kL로 11.0% 늘었고, 출고금액은 161억 원으로 13.4% "
        "증가했다[L11]."
    )
    report = check(draft, blocks)
    assert report.ok, report.format_text()


_SCALING = [
    para(
        "L11",
        "○ 본인부담금은 의원급 기준 약 16,300원, 병원급 기준 약 18,100원 수준이다.",
    )
]


def test_a_name_before_its_basis_and_hedge_owns_the_figure() -> None:
    draft = "스케일링 본인부담금은 의원급 기준 약 16,300원, 병원급 기준 약 18,100원이다[L11]."
    report = check(draft, _SCALING)
    assert report.ok, report.format_text()
    # planted: the two fees swapped
    swapped = draft.replace("16,300", "#").replace("18,100", "16,300").replace("#", "18,100")
    assert not check(swapped, _SCALING).ok


_WEIGHTS = [para("L36", "○ 발표 심사: 서류 심사 점수 40%와 발표 심사 점수 60%를 합산")]
_BONUS = [
    para("L20", "○ 청년 기업은 20% 가산점을 별도로 받고, 지역 기업은 10% 가산점을 추가로 받는다.")
]


def test_figures_swapped_between_short_copied_words_or_before_copied_words_fail() -> None:
    good = "최종 순위는 서류 심사 점수 40%와 발표 심사 점수 60%를 합산해 결정한다[L36]."
    assert check(good, _WEIGHTS).ok
    swapped = good.replace("40%", "#").replace("60%", "40%").replace("#", "60%")
    assert not check(swapped, _WEIGHTS).ok
    # the words after the figure copied: `20% 가산점을 받고` is not the 10% of the other
    answer = "가산점은 청년 기업이 20% 가산점을 별도로 받고 지역 기업도 받는다[L20]."
    assert check(answer, _BONUS).ok, check(answer, _BONUS).format_text()
    wrong = check(answer.replace("20%", "10%"), _BONUS)
    assert not wrong.ok, wrong.format_text()


def test_among_names_no_owner() -> None:
    blocks = [
        row("L32", "항목 | 세부 내용 | 배점", start=True),
        row("L36", "재정 분담 | 자체 부담 비율 | 10"),
        row("L37", "합계 | - | 100"),
        para(
            "L38",
            "※ 총점 70점 이상인 기관 가운데 고득점 순으로 선정하되, 같은 도시에 이미 학당이 "
            "있는 경우 5점을 감점함",
        ),
    ]
    draft = (
        "100점 만점[L37] 가운데 70점 이상이어야 선정 대상이 되며, 같은 도시에 학당이 이미 "
        "있으면 5점이 감점된다[L38]."
    )
    report = check(draft, blocks)
    assert report.ok, report.format_text()


_KILNS = [
    para("L1", "전국 화장시설은 62개소, 화장로는 384기로 전년 대비 각각 1개소, 10기 늘었다."),
    para("L2", "하루 최대 화장 가능 건수는 1,536건(화장로 1기당 1일 4회 기준)이다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "화장로 384기가 하루 4회씩 가동하면 하루 1,536건까지 화장할 수 있다 [L2, L1].",
        "화장시설 62개소, 화장로 384기가 있다 [L1].",
    ],
)
def test_a_name_ending_in_a_particles_syllable_is_read_whole_too(draft: str) -> None:
    # `화장로` is a name of its own, not `화장` with `로`: the block's 화장로 owns 384
    report = check(draft, _KILNS)
    assert report.ok, report.format_text()


def test_a_figure_swapped_onto_a_name_ending_in_a_particles_syllable_fails() -> None:
    draft = "화장시설은 384개소, 화장로는 62기다 [L1]."
    assert "GR-03" in {f.rule for f in check(draft, _KILNS).errors}
    draft = "화장로 62기, 화장시설 384개소가 있다 [L1]."
    assert "GR-03" in {f.rule for f in check(draft, _KILNS).errors}


AGES = [
    row("L1", "연령 | 2022 | 2023 | 2024 | 증감", start=True),
    row("L2", "25~34세 | 41.5 | 40.8 | 40.2 | △0.6"),
    row("L3", "35~44세 | 36.0 | 35.9 | 36.7 | 0.8"),
    row("L4", "45~54세 | 32.4 | 32.6 | 33.5 | 0.9"),
]


def test_bands_of_ages_written_as_ranges_own_their_rows_figures() -> None:
    good = "- 35~44세 36.7%, 45~54세 33.5% [L3, L4]"
    report = check(good, AGES)
    assert report.ok and not report.unconfirmed, report.format_text()
    assert not check("- 35~44세 33.5%, 45~54세 36.7% [L3, L4]", AGES).ok
    assert not check("35∼44세는 33.5%로 45~54세(36.7%)보다 낮았다 [L3, L4].", AGES).ok


QUOTAS = [
    row("L1", "권역 | 기초지자체 수 | 지정 수 | 지정률", start=True),
    row("L2", "충청권 | 31 | 28 | 90.3"),
    row("L3", "호남권 | 41 | 36 | 87.8"),
]


def test_respectively_after_clauses_each_led_by_a_name_pairs_them_in_order() -> None:
    good = (
        "충청권은 31곳 중 28곳, 호남권은 41곳 중 36곳이 지정돼 지정률은 각각 90.3%, 87.8%였다 "
        "[L2, L3]."
    )
    report = check(good, QUOTAS)
    assert report.ok and not report.unconfirmed, report.format_text()
    swapped = good.replace("90.3%, 87.8%", "87.8%, 90.3%")
    assert not check(swapped, QUOTAS).ok


_PLANTING = [
    para(
        "L1",
        "올해 밀원수 4,200ha를 새로 심는다. 이는 지난해 식재 면적 3,150ha보다 33.3% 늘어난 "
        "규모이다.",
    )
]


def test_a_figure_whose_block_owner_the_sentence_names_before_it_is_that_owners() -> None:
    # `밀원수 신규 식재 면적은 4,200ha`: the block's owner of 4,200 (밀원수) opens the phrase
    draft = "올해 밀원수 신규 식재 면적은 4,200ha로 지난해 3,150ha보다 33.3% 늘어난다 [L1]."
    report = check(draft, _PLANTING)
    assert report.ok, report.format_text()
    # planted: the figures swapped, each after a stretch that names only the other owner
    swapped = "올해 식재 면적은 3,150ha로, 지난해 밀원수 4,200ha보다 늘어난다 [L1]."
    assert not check(swapped, _PLANTING).ok


_SURCHARGE = [
    para(
        "L1",
        "○ 심야할증은 22시부터 다음 날 04시까지 적용하며, 승객 수요가 많은 23시~02시에는 40%, "
        "그 밖의 시간(22~23시, 02~04시)에는 20%를 유지한다.",
    )
]


def test_spans_of_hours_own_their_figures() -> None:
    good = "23시~02시에는 40%, 22~23시와 02~04시에는 20%가 붙는다 [L1]."
    report = check(good, _SURCHARGE)
    assert report.ok and not report.unconfirmed, report.format_text()
    swapped = "23시~02시에는 20%, 22~23시와 02~04시에는 40%가 붙는다 [L1]."
    assert not check(swapped, _SURCHARGE).ok


_BRACKETS = [
    {"anchor": "L15", "kind": "caption", "text": "<표 2> 구간별 지원액 (단위: 만 원)"},
    row("L16", "소득 구간 | 연 지원액 | 반기 지원액", start=True),
    row("L17", "4~6구간 | 460 | 230"),
    row("L18", "7~8구간 | 380 | 190"),
]


def test_ranges_of_brackets_or_grades_are_names_that_own_their_rows() -> None:
    good = "4~6구간은 연 460만 원, 7~8구간은 연 380만 원을 지원받는다[L17, L18]."
    report = check(good, _BRACKETS)
    assert report.ok, report.format_text()
    swapped = "4~6구간은 연 380만 원, 7~8구간은 연 460만 원을 지원받는다[L17, L18]."
    assert not check(swapped, _BRACKETS).ok


_AUCTIONS = [
    row("L29", "구분 | 진행 건수 | 진행 건수 | 증감률 | 낙찰률", start=True),
    row("L30", "구분 | 2023년 | 2024년 | 증감률 | 2024년"),
    row("L31", "서울 | 7,412 | 9,874 | 33.2 | 29.8"),
    row("L35", "대구 | 5,127 | 4,918 | △4.1 | 26.4"),
]


def test_a_counts_change_in_per_cent_is_no_rival_of_the_count() -> None:
    # `진행 건수가 4.1% 줄었다`: the 4.1% is the count's change, not a figure of 건수 swapped
    draft = "시·도 가운데 대구만 진행 건수가 4.1% 줄었다 [L35]."
    report = check(draft, _AUCTIONS)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: the rows' rates swapped still fail
    swapped = "서울은 낙찰률이 26.4%, 대구는 29.8%였다 [L31, L35]."
    assert not check(swapped, _AUCTIONS).ok


_SUCCESS = [
    {"anchor": "L14", "kind": "caption", "text": "<표 2> 연령대별 임신 성공률 (단위: %)"},
    row("L15", "연령대 | 신선배아 | 동결배아", start=True),
    row("L16", "30세 미만 | 41.2 | 45.8"),
    row("L19", "40~44세 | 17.9 | 22.5"),
]


def test_a_row_labelled_by_a_range_is_named_by_it() -> None:
    # `40~44세 22.5%` names the row L19: its figures are no other row's given the first
    draft = "동결배아 성공률은 30세 미만 45.8%, 40~44세 22.5%로 23.3%p 차이가 났다 [L16][L19]."
    report = check(draft, _SUCCESS)
    assert report.ok, report.format_text()
    # planted: the figure of the row named first given to it
    assert not check("동결배아 성공률은 30세 미만이 22.5%다 [L16][L19].", _SUCCESS).ok


_DUES = [
    row("L13", "구분 | 온라인 | 방문", start=True),
    row("L14", "저작권 등록 | 20,000 | 25,000"),
    para("L20", "○ 등록면허세는 수수료와 별도로 1건당 3,600원을 납부하여야 합니다."),
]


def test_a_name_a_figure_is_set_apart_from_owns_none_of_it() -> None:
    # `수수료와 별도로 3,600원`: the 3,600원 is the tax's, set apart from the fee
    draft = "온라인 등록은 수수료 20,000원에 등록면허세 3,600원을 더해 23,600원이다 [L14, L20]."
    report = check(draft, _DUES)
    assert report.ok, report.format_text()
    # planted: a block that gives the set-apart name its own figure still holds it to it
    both = [para("L1", "등록면허세는 수수료와 별도로 3,600원이며, 수수료는 20,000원이다.")]
    assert check("등록면허세는 3,600원, 수수료는 20,000원이다 [L1].", both).ok
    assert not check("등록면허세는 20,000원, 수수료는 3,600원이다 [L1].", both).ok


_REQUIREMENTS = [
    para("L16", "제13조제4항에 따라 다음 3개 요건 중 2개 이상을 충족하는 지역이어야 한다."),
]


def test_the_name_a_count_is_of_owns_the_count() -> None:
    # `3개 요건 중 2개`: 3 is the count of 요건, as the draft's `요건 3개 중 2개` says
    draft = "신청 지역은 제13조제4항에 따른 쇠퇴 요건 3개 중 2개 이상을 충족해야 한다 [L16]."
    report = check(draft, _REQUIREMENTS)
    assert report.ok, report.format_text()
    assert not check(draft.replace("3개 중 2개", "4개 중 2개"), _REQUIREMENTS).ok


_FIELDS = [
    para(
        "L6",
        "○ 분야별로는 미술이 9만 1,265건(39.4%)으로 가장 많았고, 어문 5만 2,310건(22.6%), "
        "음악 3만 8,742건(16.7%) 순이었다.",
    )
]


def test_a_share_in_brackets_after_a_count_with_its_counter_is_the_counts_names() -> None:
    assert check("- 어문 5만 2,310건(22.6%) [L6]", _FIELDS).ok
    # planted: the shares swapped between two names' counts
    assert not check("- 어문 5만 2,310건(16.7%) [L6]", _FIELDS).ok


_EXPORTS = [
    para(
        "L9",
        "○ 반면 홍콩(3,850만 달러, △4.2%)과 베트남(1,790만 달러, △2.2%)은 현지 소비 둔화로 "
        "감소했다.",
    )
]


def test_a_name_before_a_colon_owns_every_figure_of_its_item() -> None:
    good = "- 홍콩: 3,850만 달러, 4.2% 감소 [L9]\n- 베트남: 1,790만 달러, 2.2% 감소 [L9]"
    report = check(good, _EXPORTS)
    assert report.ok, report.format_text()
    swapped = "- 홍콩: 3,850만 달러, 2.2% 감소 [L9]\n- 베트남: 1,790만 달러, 4.2% 감소 [L9]"
    assert not check(swapped, _EXPORTS).ok


_SALES = [
    {"anchor": "L15", "kind": "caption", "text": "<표 2> 업태별 매출 (단위: 개, 억 원, %)"},
    row("L16", "구분 | 점포 수 | 매출액 | 비중", start=True),
    row("L17", "시내면세점 | 21 | 107,318 | 75.3"),
    para("L33", "□ 시내 4개 주요 점포 매출 합계는 7조 5,329억 원으로 시내면세점 전체의 70.2%"),
]


def test_a_row_the_sentence_names_before_its_figure_holds_it_against_other_rows() -> None:
    draft = (
        "시내 4개 주요 점포 매출(7조 5,329억 원)은 시내면세점 전체 매출 10조 7,318억 원의 "
        "약 70%다 [L33][L17]."
    )
    report = check(draft, _SALES)
    assert report.ok, report.format_text()
    # planted: the rows' figures swapped
    swapped = draft.replace("7조 5,329억", "X").replace("10조 7,318억", "7조 5,329억")
    assert not check(swapped.replace("X", "10조 7,318억"), _SALES).ok


_IMPORTS = [
    {"anchor": "L7", "kind": "caption", "text": "<표 1> 김치 수급 현황 (단위: 만 톤, %)"},
    row("L8", "구분 | '22년 | '23년 | '24년 | 전년 대비", start=True),
    row("L12", "수입량(B) | 28.1 | 30.7 | 28.8 | △6.2"),
    para("L17", "□ '24년 김치 수입액은 1억 5,470만 달러, 수입 물량은 28만 7,500톤이었다."),
]


def test_a_figure_its_name_holds_rounded_elsewhere_is_that_names() -> None:
    # `수입량 ... 28.8` (만 톤) is 28만 7,500톤 rounded: the name's own figure, no swap
    draft = "'24년 김치 수입량은 28만 7,500톤, 만 톤 단위로는 약 28.8만 톤이다 [L17, L12]."
    report = check(draft, _IMPORTS)
    assert report.ok, report.format_text()
    # planted: a figure the name's row holds for another year, not rounded from the draft's
    assert not check("'24년 김치 수입량은 30.7만 톤이다 [L17, L12].", _IMPORTS).ok


_SHOPS = [
    {"anchor": "L15", "kind": "caption", "text": "<표 2> 업태별 매출 (단위: 개, 억 원, %)"},
    row("L16", "구분 | 점포 수 | 매출액 | 비중 | 전년 대비 증감률", start=True),
    row("L17", "시내면세점 | 21 | 107,318 | 75.3 | △0.8"),
    row("L18", "출국장면세점 | 18 | 32,047 | 22.5 | 20.4"),
]


def test_the_noun_a_count_counts_in_the_draft_owns_the_count_not_the_figure_after() -> None:
    # `18개 점포의 매출은`: 점포 is what 18 counts, as the row's `점포 수` column says; the
    # figure after it is the sales of those shops, not the shops' own figure
    draft = (
        "출국장면세점 18개 점포의 매출은 3조 2,047억 원으로 전체의 22.5%이며, 전년 대비 20.4% "
        "증가했다 [L18]."
    )
    report = check(draft, _SHOPS)
    assert report.ok, report.format_text()
    # planted: the other row's sales given to the shops counted
    wrong = "출국장면세점 18개 점포의 매출은 10조 7,318억 원이다 [L17, L18]."
    assert not check(wrong, _SHOPS).ok
    # planted: the count itself changed, the noun still counted
    assert not check(draft.replace("18개", "21개"), _SHOPS).ok


_MONTHS = [
    para(
        "L5",
        "○ 월별로는 어린이날이 있는 5월이 51만 3천 명으로 가장 많았고, 10월(42만 7천 명), "
        "4월(38만 2천 명) 순이었다.",
    ),
]


def test_months_own_their_figures_and_a_swap_between_them_fails() -> None:
    good = "월별로는 5월 관람객이 51만 3천 명, 10월이 42만 7천 명이었다 [L5]."
    assert check(good, _MONTHS).ok, check(good, _MONTHS).format_text()
    swapped = "월별로는 5월 관람객이 42만 7천 명, 10월이 51만 3천 명이었다 [L5]."
    assert not check(swapped, _MONTHS).ok


_DEPOSITS = [
    para(
        "L7",
        "□ 피해 보증금은 1억 원 이하가 43.2%, 1억 원 초과~2억 원 이하가 35.8%, 2억 원 초과~3억 원 "
        "이하가 16.4%, 3억 원 초과가 4.6%였다.",
    ),
    para("L13", "※ 2천억 원 이하분 0.1%, 2천억 원 초과 1조 원 이하분 0.5%, 1조 원 초과분 1.0%"),
    para("L6", "○ 총급여 7,500만 원 이하(종합소득 6,300만 원 이하)"),
]


def test_bands_of_amounts_before_their_figures_own_them() -> None:
    good = "- 2억 원 초과~3억 원 이하: 16.4% [L7]\n- 3억 원 초과: 4.6% [L7]"
    assert check(good, _DEPOSITS).ok, check(good, _DEPOSITS).format_text()
    swapped = "- 2억 원 초과~3억 원 이하: 4.6% [L7]\n- 3억 원 초과: 16.4% [L7]"
    assert not check(swapped, _DEPOSITS).ok
    rates = "매출액 2천억 원 이하분에는 0.1%, 1조 원 초과분에는 1.0%가 적용된다 [L13]."
    assert check(rates, _DEPOSITS).ok, check(rates, _DEPOSITS).format_text()
    assert not check(rates.replace("0.1%", "0.5%"), _DEPOSITS).ok


def test_a_threshold_of_an_amount_is_no_band_name() -> None:
    # `7,500만 원 이하(` is a threshold given to 총급여, not a name owning the bracket
    good = "총급여가 7,500만 원 이하(종합소득은 6,300만 원 이하)여야 한다 [L6]."
    assert check(good, _DEPOSITS).ok, check(good, _DEPOSITS).format_text()
    swapped = "총급여가 6,300만 원 이하(종합소득은 7,500만 원 이하)여야 한다 [L6]."
    assert not check(swapped, _DEPOSITS).ok


_SEASON = [
    para(
        "L7",
        "○ 전국 스키장 입장객은 432.4만 명으로 전 시즌 대비 3.1% 증가하였다. 강원 권역이 "
        "311.8만 명으로 전체의 72.1%를 차지하였으며, 경기 권역은 85.1만 명으로 4.1% 감소하였다.",
    )
]


def test_the_whole_a_share_is_of_owns_no_share() -> None:
    # `전체 입장객의 72.1%`: 입장객 is the whole, 강원 the share's owner
    good = "강원 권역이 전체 입장객의 72.1%를 차지했다 [L7]."
    assert check(good, _SEASON).ok, check(good, _SEASON).format_text()
    # planted: the share given to the other region the sentence names
    swapped = "경기 권역이 전체 입장객의 72.1%를 차지했고, 강원 권역은 85.1만 명이었다 [L7]."
    assert not check(swapped, _SEASON).ok


_DAMS = [
    para(
        "L15",
        "○ 다목적댐 20곳의 저수량은 66억 3,200만㎥로 예년의 110.9%이나, 용수댐 14곳은 예년의 "
        "93.5%에 그쳤다.",
    )
]


def test_the_usual_year_a_share_is_of_owns_no_share() -> None:
    good = "다목적댐 20곳은 예년의 110.9%지만, 용수댐 14곳은 예년의 93.5%에 그친다 [L15]."
    assert check(good, _DAMS).ok, check(good, _DAMS).format_text()
    swapped = "다목적댐은 예년의 93.5%지만, 용수댐은 예년의 110.9%에 그친다 [L15]."
    assert not check(swapped, _DAMS).ok


_GATE = [
    {"anchor": "L29", "kind": "caption", "text": "<표 3> 구단별 입장 수입 (단위: 억 원, %)"},
    row("L30", "구단 | 2023년 입장 수입 | 2024년 입장 수입 | 전년 대비", start=True),
    row("L31", "LG | 162.8 | 203.4 | 24.9"),
    row("L39", "NC | 99.7 | 97.3 | △2.4"),
]


def test_a_change_of_what_a_head_names_is_not_that_heads_level() -> None:
    good = "NC는 입장 수입도 2.4% 감소해 뒷걸음질했다 [L39]."
    assert check(good, _GATE).ok, check(good, _GATE).format_text()
    # planted: the year before's level given as this year's
    assert not check("NC의 2024년 입장 수입은 99.7억 원이었다 [L39].", _GATE).ok
    # planted: the other club's change
    assert not check("NC는 입장 수입이 24.9% 감소했다 [L31, L39].", _GATE).ok


_FIRST_TRAINS = [
    row("L22", "노선 | 방향 | 첫차(현행) | 첫차(변경)", start=True),
    row("L23", "1호선 | 서림행 | 05:30 | 05:15"),
    row("L25", "2호선 | 가온행 | 05:35 | 05:20"),
]


def test_times_of_day_swapped_between_named_lines_fail() -> None:
    good = "변경 후 평일 첫차는 1호선이 05:15, 2호선이 05:20에 출발한다 [L23, L25]."
    assert check(good, _FIRST_TRAINS).ok, check(good, _FIRST_TRAINS).format_text()
    swapped = "변경 후 평일 첫차는 1호선이 05:20, 2호선이 05:15에 출발한다 [L23, L25]."
    assert not check(swapped, _FIRST_TRAINS).ok


_GRADES = [
    para("L12", "□ 교량은 A·B등급이 87.0%로 양호하나, D·E등급이 257개소(0.7%)로 나타났다."),
    para(
        "L13", "○ 터널은 A등급 비율이 33.0%로 교량보다 7.0%p 높았으며, D·E등급은 14개소에 그쳤다."
    ),
]


def test_a_count_given_the_topic_that_owns_only_a_rate_is_unconfirmed_not_a_swap() -> None:
    # (the block gives `터널` only a rate, 33.0%: whose count 14 is the words leave open)
    draft = "교량의 D·E등급은 257개소(0.7%), 터널은 14개소로 합계 271개소다[L12][L13]."
    report = check(draft, _GRADES)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: a count the block gives that name of the same kind still fails as a swap
    assert not check("교량은 14개소, 터널은 257개소다[L12][L13].", _GRADES).ok
    assert not check("교량은 14개소, 터널은 257개소(0.7%)다[L12][L13].", _GRADES).ok


_CAUSES = [
    para(
        "L6",
        "○ 원인별로는 하수관로 손상이 41건(47.1%)으로 가장 많았고, 상수관로 손상 14건(16.1%), "
        "굴착공사 부실 12건(13.8%), 기타 11건(12.6%) 순이었다.",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "원인별로는 상수관로 손상이 41건으로 가장 많았고, 하수관로 손상 14건 순이었다[L6].",
        "하수관로 손상은 14건, 상수관로 손상은 41건이었다[L6].",
    ],
)
def test_a_pair_swapped_between_names_sharing_a_word_fails(draft: str) -> None:
    assert not check(draft, _CAUSES).ok


@pytest.mark.parametrize(
    "draft",
    [
        "원인별로는 하수관로 손상이 41건으로 가장 많았고, 상수관로 손상 14건 순이었다[L6].",
        "하수관로 손상(41건)이 상수관로 손상(14건)보다 많았다[L6].",
        "41건은 하수관로 손상, 14건은 상수관로 손상이었다[L6].",
    ],
)
def test_a_pair_given_its_own_names_sharing_a_word_passes(draft: str) -> None:
    report = check(draft, _CAUSES)
    assert report.ok, report.format_text()


_INCENTIVES = [
    row("L12", "구분 | 지원금(만 원) | 지급 수단 | 인원(명)", start=True),
    row("L13", "만 65세~74세 | 20 | 지역화폐 | 900"),
    row("L14", "만 75세 이상 | 30 | 지역화폐 | 1,500"),
]


def test_a_band_written_with_its_unit_at_both_ends_names_its_row() -> None:
    # (`65~74세` names the row `만 65세~74세`: the sentence names both rows, each with its own)
    draft = "75세 이상 1,500명에게 30만 원, 65~74세 900명에게 20만 원을 지급한다[L13, L14]."
    report = check(draft, _INCENTIVES)
    assert report.ok, report.format_text()
    # planted: the figures of the two rows swapped still fail
    swapped = "75세 이상 900명에게 20만 원, 65~74세 1,500명에게 30만 원을 지급한다[L13, L14]."
    assert not check(swapped, _INCENTIVES).ok


_CERTIFIED = [
    row("L14", "시도 | 유기농 | 무농약 | 계 | 농가 수 | 면적 비중", start=True),
    row("L15", "전남 | 19,842 | 11,235 | 31,077 | 19,604 | 42.3"),
    row("L24", "전국 | 44,856 | 28,562 | 73,418 | 51,237 | 100.0"),
]
_SURVEY = [
    para("L9", "□ 또한 국토부는 지표투과레이더(GPR) 장비로 상반기 중 도로 1,240㎞를 탐사하였다."),
    para("L11", "○ 이는 전년 동기 탐사 실적(1,030㎞) 대비 210㎞(20.4%) 늘어난 것이다."),
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("전국 인증 면적은 73,418ha, 인증 농가는 51,237호다[L24].", _CERTIFIED),
        ("GPR 탐사 연장은 1,240㎞로 전년 동기(1,030㎞)보다 약 20% 늘었다[L9, L11].", _SURVEY),
    ],
)
def test_a_noun_phrase_of_three_words_owns_its_figure(
    draft: str, blocks: list[dict[str, object]]
) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "전남 인증 면적은 73,418ha다[L15, L24].",
        "발화요인은 전기적 요인이 8,923건으로 가장 많았고, 부주의가 4,714건이었다[L8].",
        "지역별 소실률은 전남이 5.1%로 가장 낮았고 강원이 12.6%로 가장 높았다[L9].",
    ],
)
def test_a_topic_before_the_subject_lends_it_no_figure(draft: str) -> None:
    blocks = [
        *_CERTIFIED,
        para("L8", "○ 발화요인은 부주의 8,923건(45.8%), 전기적 요인 4,714건(24.2%) 순이었다."),
        para("L9", "□ 지역별로는 강원(5.1%)의 소실률이 가장 낮았고, 전남(12.6%)이 가장 높았다."),
    ]
    assert not check(draft, blocks).ok


_TOP_FEES = [
    {"anchor": "L19", "kind": "caption", "text": "<표 2> 시도별 이용요금 (단위: 만 원)"},
    row("L20", "시도 | 평균 | 최고 | 최저", start=True),
    row("L21", "전국 | 326 | 1,700 | 130"),
    para("L28", "※ 특실 기준 최고 요금은 서울 강남구 소재 조리원 4,020만 원"),
]


def test_a_word_of_two_things_the_sentence_gives_each_its_figure_owns_neither_alone() -> None:
    draft = "특실 최고 요금은 4천20만 원으로 일반실 최고 요금(1,700만 원)의 2배를 넘는다[L21, L28]."
    report = check(draft, _TOP_FEES)
    assert report.ok, report.format_text()
    # planted: the one figure of the word given the other thing's figure still fails
    assert not check("특실 기준 최고 요금은 1,700만 원이다[L21, L28].", _TOP_FEES).ok


_HOURS = [
    para(
        "L33",
        "□ 평균 운영 시간은 주 38.5시간으로 늘었으며, 오후 8시까지 운영하는 학교는 도시 "
        "2,310개교, 농촌 1,480개교이다.",
    )
]


def test_a_count_is_no_rival_of_a_span_of_hours_or_another_counter() -> None:
    # (`운영` owns 38.5시간 in the block: a span, no rival of a count of schools)
    report = check("- 오후 8시까지 운영: 2,310개교[L33]", _HOURS)
    assert report.ok, report.format_text()
    # planted: a count of the same counter given to the other schools still fails
    assert not check("운영하는 학교는 농촌이 2,310개교, 도시가 1,480개교다[L33].", _HOURS).ok


_APPLICANTS = [
    para(
        "L4", "□ 원서 접수 결과 4,330명 선발에 94,394명이 지원해 평균 21.8대 1의 경쟁률을 기록했다."
    ),
    para(
        "L5",
        "○ 이는 지난해 경쟁률 22.8대 1보다 낮아진 것으로, 선발예정인원은 전년보다 419명(8.8%) "
        "줄었고 접수인원은 13,883명(12.8%) 감소했다.",
    ),
]


def test_the_base_of_a_change_labels_no_figure() -> None:
    # (`전년보다 419명`: the year before is what the change is from, not whose 419 is)
    draft = "접수인원은 약 9만 4천 명으로, 전년보다 1만 3,883명(12.8%) 줄었다[L4, L5]."
    report = check(draft, _APPLICANTS)
    assert report.ok, report.format_text()
    # planted: the changes swapped between the two still fail
    swapped = "선발예정인원은 13,883명, 접수인원은 419명 줄었다[L5]."
    assert not check(swapped, _APPLICANTS).ok


def test_the_one_a_competition_ratio_is_of_is_nobodys_figure() -> None:
    # (`21.8대 1의 경쟁률`: the 1 is the ratio's, not the rate's figure)
    draft = "4,330명 선발에 94,394명이 접수해 평균 경쟁률이 21.8대 1이었다[L4]."
    report = check(draft, _APPLICANTS)
    assert report.ok, report.format_text()
    # planted: last year's ratio given to this year still fails
    assert not check(draft.replace("21.8대", "22.8대"), _APPLICANTS).ok


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        (
            "고장 신고 평균 처리 시간은 7.2시간에서 4.6시간으로 2.6시간 줄었다[L1].",
            "○ 고장 신고 평균 처리 시간은 4.6시간으로 전년(7.2시간) 대비 2.6시간 단축되었다.",
        ),
        (
            "도서관 1관당 봉사 대상 인구는 871명 줄어든 3만 9,712명이다[L1].",
            "○ 도서관 1관당 봉사 대상 인구는 39,712명으로 전년(40,583명)보다 871명 줄었다.",
        ),
        (
            "대상은 농가 412곳으로, 허가 농가 138곳과 신고 농가 274곳이다[L1].",
            "○ 배출시설 설치허가·신고 농가 412곳(허가 138곳, 신고 274곳)",
        ),
    ],
)
def test_a_figure_in_the_place_of_its_own_kind_is_not_moved(draft: str, block: str) -> None:
    # (a move's start shares its place with its end; a change is no level of the place; a
    # label the sentence writes with its own rival's name is that rival's)
    report = check(draft, {"L1": block})
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "block"),
    [
        (
            "고장 신고 평균 처리 시간은 7.2시간으로 전년(4.6시간) 대비 2.6시간 단축되었다[L1].",
            "○ 고장 신고 평균 처리 시간은 4.6시간으로 전년(7.2시간) 대비 2.6시간 단축되었다.",
        ),
        (
            "피해는 전파 227동, 반파 220동이다[L1].",
            "○ 주택 피해는 전파 220동, 반파 227동이다.",
        ),
    ],
)
def test_a_figure_moved_to_another_place_of_its_kind_still_fails(draft: str, block: str) -> None:
    assert not check(draft, {"L1": block}).ok


def test_an_entry_after_a_clause_end_is_a_rival_of_the_one_before() -> None:
    # (`... 419명 줄었고 접수인원은 13,883명`: two entries, the second opened by a clause end)
    assert not check("선발예정인원은 13,883명 줄었다[L5].", _APPLICANTS).ok
    assert check("선발예정인원은 419명 줄었다[L5].", _APPLICANTS).ok
    # `이 중` is no name: the part of a total given to the total's subject stays its own
    among = [para("L36", "□ 선임 신청은 405건이었고 이 중 312건이 선임되었다.")]
    report = check("선임된 사건 312건 가운데 운전면허가 가장 많았다[L36].", among)
    assert report.ok, report.format_text()


DISTRICTS = [
    para(
        "L1",
        "□ 구별로는 서구가 1,406억 원으로 전체의 25.8%를 차지하였고, 증가율은 서구(2.7%)가 "
        "가장 높고 동구(0.5%)가 가장 낮았다.",
    )
]


@pytest.mark.parametrize(
    "draft",
    [
        "구별 증가율은 서구(2.7%)가 가장 높고 동구(0.5%)가 가장 낮았다[L1].",
        "증가율은 서구가 2.7%로 가장 높았다[L1].",
    ],
)
def test_entries_after_a_measure_both_open_with_keep_their_figures(draft: str) -> None:
    assert check(draft, DISTRICTS).ok


def test_entries_swapped_after_a_measure_both_open_with_fail() -> None:
    draft = "구별 증가율은 동구(2.7%)가 가장 높고 서구(0.5%)가 가장 낮았다[L1]."
    assert "GR-03" in rules(draft, DISTRICTS)


SPECIES = [
    para("L1", "(단위: 그루, %)"),
    row("L2", "수종 | 식재 | 비중", start=True),
    row("L3", "이팝나무 | 3,652 | 28.1"),
    row("L4", "산딸나무 | 1,468 | 11.3"),
    row("L5", "메타세쿼이아 | 1,106 | 8.5"),
    row("L6", "계 | 6,226 | 47.9"),
]


def test_a_share_in_brackets_after_a_rows_count_must_be_that_rows() -> None:
    draft = "산딸나무 1,468그루(11.3%), 메타세쿼이아 1,106그루(8.5%)를 심었다 [L3, L4, L5]."
    report = check(draft, SPECIES)
    assert report.ok, report.format_text()
    swapped = "산딸나무 1,468그루(8.5%), 메타세쿼이아 1,106그루(11.3%)를 심었다 [L3, L4, L5]."
    assert "GR-03" in {f.rule for f in check(swapped, SPECIES).errors}


@pytest.mark.parametrize(
    "draft",
    [
        # a total with its parts named in brackets, and a share of the whole after the total
        "모두 6,226그루(산딸나무 1,468그루, 메타세쿼이아 1,106그루) [L4, L5, L6].",
        "산딸나무는 1,468그루로 6,226그루(11.3%) 가운데 일부다 [L4, L5, L6].",
        "산딸나무는 1,468그루(전체의 11.3%)다 [L4, L5, L6].",
    ],
)
def test_a_bracket_naming_a_part_or_the_whole_is_not_held_to_the_row_before_it(
    draft: str,
) -> None:
    report = check(draft, SPECIES)
    assert not any("in brackets after" in f.detail for f in report.findings), report.format_text()


COMMITTEES = [
    para("L1", "(단위: 건)"),
    row("L2", "위원회 | 발의 | 가결 | 부결", start=True),
    row("L3", "경제노동 | 49 | 42 | 1"),
    row("L4", "교육 | 49 | 41 | 2"),
    row("L5", "은행 | 18 | 12 | 5"),
    row("L6", "저축은행 | 9 | 6 | 3"),
]


def test_rows_named_in_turn_given_each_others_figures_fail() -> None:
    draft = "가결은 경제노동위원회 42건, 교육위원회 41건이었다 [L3, L4]."
    report = check(draft, COMMITTEES)
    assert report.ok, report.format_text()
    swapped = "가결은 경제노동위원회 41건, 교육위원회 42건이었다 [L3, L4]."
    assert "GR-03" in {f.rule for f in check(swapped, COMMITTEES).errors}


@pytest.mark.parametrize(
    "draft",
    [
        # a name inside another's word, and a figure after a particle that makes it another's
        "저축은행은 부결 3건으로 은행보다 적었다 [L5, L6].",
        "은행 가결 12건에 저축은행 6건이 더해졌다 [L5, L6].",
        # each figure its own row's
        "은행 18건, 저축은행 9건이 발의됐다 [L5, L6].",
    ],
)
def test_rows_named_in_turn_with_their_own_figures_pass(draft: str) -> None:
    report = check(draft, COMMITTEES)
    assert report.ok, report.format_text()


SITES = [
    para("L1", "(단위: MW, km)"),
    row("L2", "단지명 | 위치 | 설비용량 | 해안 이격거리", start=True),
    row("L3", "태안 해상 | 충남 태안 | 504 | 22.0"),
    row("L4", "완도 금일 | 전남 완도 | 600 | 18.3"),
]


def test_figures_further_on_in_two_named_rows_stretches_swapped_fail() -> None:
    # each row's figure after its name, a word or a particle apart (`해안에서 18.3km`)
    right = (
        "충남 태안 해상 단지는 504MW 규모로 해안에서 22.0km 떨어져 있고, 전남 완도 금일 "
        "단지(600MW)는 18.3km 거리입니다 [L3, L4]."
    )
    assert check(right, SITES).ok, check(right, SITES).format_text()
    swapped = right.replace("22.0km", "X").replace("18.3km", "22.0km").replace("X", "18.3km")
    assert "GR-03" in {f.rule for f in check(swapped, SITES).errors}
    # a swap one way only is no swap between the rows (checked by value elsewhere)
    one_way = right.replace("18.3km", "22.0km")
    assert not any("gives it to the row" in f.detail for f in check(one_way, SITES).findings)


def test_a_figure_of_a_total_row_labelled_gye_is_the_wholes_not_another_rows() -> None:
    blocks = [
        row("L1", "시도 | 2023 | 2024 | 증가 | 증가율", start=True),
        row("L2", "경기 | 126,540 | 372,680 | 6,180 | 5.1"),
        row("L3", "계 | 416,213 | 1,208,754 | 13,686 | 3.4"),
    ]
    draft = "경기의 증가분 6,180가구는 전국 증가분 1만 3,686가구의 약 45%를 차지한다 [L2][L3]."
    assert not any("names the row" in f.detail for f in check(draft, blocks).findings)
    # planted: the named row given another figure of its own kind still fails
    wrong = "경기의 증가분은 6,810가구다 [L2][L3]."
    assert not check(wrong, blocks).ok


_JUDGED = [para("L10", "□ 모두 612건을 점검해 597건이 적합, 15건이 부적합으로 판정됐다.")]


def test_a_name_after_a_counted_subject_owns_its_count_not_the_next() -> None:
    # `597건이 적합`: the name after the count and its subject particle is the count's
    right = "- 위생 점검: 612건 중 적합 597건, 부적합 15건 [L10]"
    assert check(right, _JUDGED).ok, check(right, _JUDGED).format_text()
    # planted: the two counts swapped between the two names
    swapped = "- 위생 점검: 612건 중 적합 15건, 부적합 597건 [L10]"
    assert "GR-03" in {f.rule for f in check(swapped, _JUDGED).errors}


_CITIES = [
    para("L9", "다. 교류 도시: 일본 마쓰에시(중학생 24명), 중국 웨이하이시(고등학생 16명)"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "교류 도시는 일본 마쓰에시 중학생 24명, 중국 웨이하이시 고등학생 16명이다 [L9].",
        "마쓰에시와 웨이하이시에 각각 24명, 16명이 간다 [L9].",
        "웨이하이시에는 고등학생 16명이 간다 [L9].",
    ],
)
def test_a_list_whose_brackets_open_with_a_word_keeps_each_names_figure(draft: str) -> None:
    report = check(draft, _CITIES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: the two cities' groups swapped, a second name between each city and figure
        "교류 도시: 일본 마쓰에시 고등학생 16명, 중국 웨이하이시 중학생 24명 [L9]",
        # planted: one city given the other's figure
        "마쓰에시에는 16명이 간다 [L9].",
    ],
)
def test_a_figure_the_list_gives_another_name_fails(draft: str) -> None:
    assert not check(draft, _CITIES).ok, check(draft, _CITIES).format_text()


_DECORATIONS = {
    "L6": "□ 훈격별로는 훈장 3,286점(30.6%), 포장 1,318점(12.3%), 대통령표창 2,951점(27.5%), "
    "국무총리표창 3,167점(29.5%)이 수여되었다."
}


@pytest.mark.parametrize(
    "draft",
    [
        "이어 대통령표창 2,951점(27.5%), 국무총리표창 3,167점(29.5%) 순이었습니다 [L6].",
        "국무총리표창은 3,167점으로 29.5%를 차지했다 [L6].",
    ],
)
def test_a_share_in_brackets_after_a_named_count_is_that_names(draft: str) -> None:
    report = check(draft, _DECORATIONS)
    assert report.ok and not report.warnings, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # the two grades' shares swapped
        "이어 대통령표창 2,951점(29.5%), 국무총리표창 3,167점(27.5%) 순이었습니다 [L6].",
        "대통령표창 2,951점(29.5%) [L6].",
    ],
)
def test_a_share_in_brackets_given_another_names_count_fails(draft: str) -> None:
    assert "GR-03" in {f.rule for f in check(draft, _DECORATIONS).errors}


_CAPACITY = {
    "L4": "2024년 4개 공공하수처리시설의 총 시설용량은 하루 550,000㎥(55만 톤)이며, 일평균 "
    "처리량은 452,250㎥로 평균 가동률은 82.2%였다."
}


def test_a_figure_copied_with_the_bracket_that_restates_it_is_that_places() -> None:
    good = "총 시설용량은 하루 55만 톤이며, 일평균 45만 2,250㎥를 처리했다 [L4]."
    assert check(good, _CAPACITY).ok, check(good, _CAPACITY).format_text()
    # planted: the two places' figures swapped still fail
    swapped = "총 시설용량은 하루 45만 2,250㎥이며, 일평균 처리량은 55만 톤이다 [L4]."
    assert not check(swapped, _CAPACITY).ok


FEES = [
    para("L1", "(단위: 원)"),
    row("L2", "구분 | 기본 | 금액 | 추가", start=True),
    row("L3", "문서 사본(B4 이하) | 1장 | 250 | 1장 초과 시 1장마다 50"),
    row("L4", "문서 사본(A3 이상) | 1장 | 300 | 1장 초과 시 1장마다 100"),
]


def test_each_figure_of_a_bracket_after_a_rows_figure_must_be_that_rows() -> None:
    draft = (
        "B4 이하 1장 250원(1장 초과 시 1장마다 50원), "
        "A3 이상 1장 300원(1장 초과 시 1장마다 100원)임 [L3, L4]"
    )
    report = check(draft, FEES)
    assert report.ok, report.format_text()
    # planted: the second bracket's last figure is the first row's
    assert "GR-03" in rules(draft.replace("100원)", "50원)"), FEES)


_BY_DISTRICT = {"L1": "- 구별 대수: 중구 210대, 남구 230대, 동구 260대, 북구 250대, 서구 300대"}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Dong-gu accounts for 260 of them and Buk-gu for 250 [L1].", True),
        ("Dong District has 260 and Seo District 300 [L1].", True),
        ("Jung-gu: 210, Nam-gu: 230 [L1].", True),
        # planted: two districts' figures swapped, in each spelling of their names
        ("Dong-gu accounts for 250 of them and Buk-gu for 260 [L1].", False),
        ("Dong District has 300 and Seo District 260 [L1].", False),
        ("Jung-gu: 230, Nam-gu: 210 [L1].", False),
    ],
)
def test_korean_names_in_latin_letters_own_the_blocks_figures(draft: str, passes: bool) -> None:
    assert check(draft, _BY_DISTRICT).ok is passes


_CITIES_IN_LATIN = {"L1": "○ 시도별로는 부산 412건, 대구 298건, 광주 175건 순이었다."}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Busan had 412 cases, Daegu 298 and Gwangju 175 [L1].", True),
        ("Pusan had 412 cases, Taegu 298 and Kwangju 175 [L1].", True),
        # planted: two cities swapped, in either spelling
        ("Pusan had 298 cases, Taegu 412 and Kwangju 175 [L1].", False),
        ("Busan had 412 cases, Daegu 175 and Gwangju 298 [L1].", False),
    ],
)
def test_older_romanizations_of_korean_names_are_the_same_names(draft: str, passes: bool) -> None:
    assert check(draft, _CITIES_IN_LATIN).ok is passes


BUDGETS = [
    para(
        "L1",
        "- 무료급식 18억 원 중 9억 원(50.0%), 자활 일자리 32억 원 중 15억 원(46.9%), "
        "시설 운영 36억 원 중 17억 원(47.2%) 집행",
    )
]


def test_a_part_written_after_its_whole_is_the_wholes_names() -> None:
    faithful = (
        "자활 일자리 32억 원 중 15억 원(46.9%), 시설 운영 36억 원 중 17억 원(47.2%) 집행 [L1]"
    )
    assert check(faithful, BUDGETS).ok, check(faithful, BUDGETS).format_text()
    # planted: the two parts swapped between their wholes
    swapped = "자활 일자리 32억 원 중 17억 원(47.2%), 시설 운영 36억 원 중 15억 원(46.9%) 집행 [L1]"
    assert not check(swapped, BUDGETS).ok


@pytest.mark.parametrize(
    ("draft", "text"),
    [
        (
            "위생 점검 612건 가운데 15건이 부적합으로 판정됐다 [L1].",
            "시는 612건을 점검했으며, 이 가운데 597건이 적합, 15건이 부적합으로 판정됐다.",
        ),
        (
            "부적합 농산물 306건 중 208건은 폐기됐다 [L1].",
            "부적합 농산물 306건 가운데 98건은 출하를 연기하고, 나머지 208건은 폐기 조치했다.",
        ),
    ],
)
def test_a_part_with_a_subject_of_its_own_is_that_subjects(draft: str, text: str) -> None:
    report = check(draft, [para("L1", text)])
    assert report.ok, report.format_text()


_AFTER_A_CONTRAST = [
    para(
        "L1",
        "- 주거용 연면적은 전년 동기 대비 10.0% 감소한 반면, 상업용과 교육·사회용은 각각 "
        "5.0%, 8.0% 증가하였다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("상업용과 교육·사회용은 각각 5.0%, 8.0% 증가했다 [L1].", True),
        ("주거용은 10.0% 줄고, 상업용은 5.0%, 교육·사회용은 8.0% 늘었다 [L1].", True),
        # planted: the two rates of the list swapped, in a list or each with its name
        ("상업용과 교육·사회용은 각각 8.0%, 5.0% 증가했다 [L1].", False),
        ("주거용 △10.0%, 상업용 8.0%, 교육·사회용 5.0% 증가 [L1].", False),
    ],
)
def test_a_respectively_list_after_a_contrast_pairs_its_own_names(draft: str, passes: bool) -> None:
    report = check(draft, _AFTER_A_CONTRAST)
    assert report.ok is passes, report.format_text()


_TWO_PAPERS = [para("L1", "○ 시험 과목: 필기시험 35문항(이론), 실기시험 45문항(실무)")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("시험은 필기 35문항(이론)과 실기 45문항(실무)으로 구성된다 [L1].", True),
        ("필기는 35문항, 실기는 45문항이다 [L1].", True),
        # planted: the two counts swapped between the names written short
        ("시험은 필기 45문항(이론)과 실기 35문항(실무)으로 구성된다 [L1].", False),
        ("필기는 45문항, 실기는 35문항이다 [L1].", False),
    ],
)
def test_a_name_written_short_is_the_blocks_longer_word(draft: str, passes: bool) -> None:
    report = check(draft, _TWO_PAPERS)
    assert report.ok is passes, report.format_text()


def test_one_figure_a_respectively_gives_every_name_tells_none_apart() -> None:
    blocks = [
        *_TWO_PAPERS,
        para("L2", "○ 합격 기준: 필기시험과 실기시험에서 각각 만점의 60% 이상 득점"),
    ]
    faithful = "필기 35문항, 실기 45문항이며 [L1], 과목별로 60% 이상이면 합격한다 [L2]."
    assert check(faithful, blocks).ok, check(faithful, blocks).format_text()
    # planted: the counts swapped, beside a block that gives both names one figure
    swapped = "필기 45문항, 실기 35문항이며 [L1], 과목별로 60% 이상이면 합격한다 [L2]."
    assert not check(swapped, blocks).ok


_PARCELS = [
    para(
        "L1",
        "○ 시도별로는 경기가 168개 지구 3만 6,210필지로 가장 많고, 전남 142개 지구 "
        "3만 1,055필지, 경북 131개 지구 2만 8,940필지 순이다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("경기 168개 지구, 3만 6,210필지 [L1]", True),
        ("전남은 142개 지구 3만 1,055필지였다 [L1].", True),
        # planted: another region's second figure after the name's own count
        ("경기 168개 지구, 3만 1,055필지 [L1]", False),
        ("경기는 168개 지구 2만 8,940필지였다 [L1].", False),
    ],
)
def test_the_noun_a_count_counts_is_no_owner_of_the_figure_after_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _PARCELS)
    assert report.ok is passes, report.format_text()


_POSTING_RATES = [
    para("L1", "<표 2> 시도별 게시 이행률 (단위: 곳, %, %p)"),
    row("L2", "시도 | 점검 | 이행 | 이행률 | 전년 | 증감", start=True),
    row("L3", "부산 | 310 | 287 | 92.6 | 93.4 | △0.8"),
    row("L4", "인천 | 240 | 225 | 93.8 | 91.0 | 2.8"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("부산은 이행률이 92.6%로 전년보다 0.8%p 하락했다 [L3].", True),
        ("인천은 93.8%로 전년 대비 2.8%p 올랐다 [L4].", True),
        # a comparison with another subject names two: the row check leaves it
        ("부산은 92.6%로 인천보다 낮았다 [L3].", True),
        # planted: a row's figures given to another row of the table the sentence does not cite,
        # beside a comparison with the year before
        ("인천은 이행률이 92.6%로 전년보다 0.8%p 하락했다 [L3].", False),
        ("인천은 전년 대비 0.8%p 하락한 92.6%였다 [L3].", False),
    ],
)
def test_a_comparison_with_the_year_before_names_no_other_subject(draft: str, passes: bool) -> None:
    report = check(draft, _POSTING_RATES)
    assert report.ok is passes, report.format_text()


def test_a_change_row_gives_its_figure_to_the_measure_it_changes() -> None:
    blocks = [
        row("L14", "구분 | '23년 | '24년 | '25년", start=True),
        row("L15", "피해목(만 그루) | 61.4 | 106.7 | 90.6"),
        row("L16", "발생 시군구(개) | 146 | 153 | 151"),
        row("L17", "전년 대비 증감률(%) | 62.4 | 73.8 | △15.1"),
    ]
    draft = "피해목은 2024년에 전년보다 73.8% 늘었다 [L14, L17]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: the change given to another row of the table, whose cells do not move by it
    assert not check("발생 시군구는 2024년에 전년보다 73.8% 늘었다 [L14, L17].", blocks).ok
    assert not check("발생 시군구는 2025년에 전년보다 15.1% 줄었다 [L14, L17].", blocks).ok


_GRADED_SITES = [
    para(
        "L42",
        "□ 운영 평가 결과 '우수(A)' 2개소(별마루·미리내), '보통(B)' 3개소(누리·은하수·초롱), "
        "'미흡(C)' 1개소(하늘빛)로 나타남",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("'보통(B)'는 누리·은하수·초롱 3개소, '미흡(C)'는 하늘빛 1개소임 [L42].", True),
        ("하늘빛은 1개소로 '미흡(C)'이었다 [L42].", True),
        # planted: the counts swapped between the members of two grades
        ("'보통(B)'는 누리·은하수·초롱 1개소, '미흡(C)'는 하늘빛 3개소임 [L42].", False),
        ("하늘빛은 3개소, 누리·은하수·초롱은 1개소임 [L42].", False),
    ],
)
def test_the_names_in_a_bracket_after_a_count_are_its_members(draft: str, passes: bool) -> None:
    report = check(draft, _GRADED_SITES)
    assert report.ok is passes, report.format_text()


_REGIONS = [
    row("L27", "권역 | 업체 수 | 비중", start=True),
    row("L28", "호남권 | 96 | 12.0"),
    row("L29", "충청권 | 74 | 9.3"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("By region, Honam has 96 firms and Chungcheong 74 [L28, L29].", True),
        ("The Honam region has 96 firms [L28].", True),
        # planted: the two regions' counts swapped, named without or with their unit
        ("By region, Honam has 74 firms and Chungcheong 96 [L28, L29].", False),
        ("The Honam region has 74 firms and the Chungcheong region 96 [L28, L29].", False),
    ],
)
def test_a_region_english_writes_without_its_unit_is_the_korean_name(
    draft: str, passes: bool
) -> None:
    report = check(draft, _REGIONS)
    assert report.ok is passes, report.format_text()


_WEIGHT_CLASSES = [
    row("L15", "구분 | 체급 | 기준 | 모집 인원 | 참가비", start=True),
    row("L16", "남자부 | 태백급 | 80.0kg 이하 | 32 | 1,500"),
    row("L17", "남자부 | 금강급 | 90.0kg 이하 | 32 | 1,500"),
    row("L18", "남자부 | 한라급 | 105.0kg 이하 | 32 | 2,000"),
    row("L19", "남자부 | 백두급 | 140.0kg 이하 | 24 | 2,500"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("태백·금강·한라급이 각각 32명, 백두급이 24명이다 [L16, L17, L18, L19].", True),
        # planted: the name after a respectively list given its neighbours' figure
        ("태백·금강·한라급이 각각 32명, 백두급이 32명이다 [L16, L17, L18, L19].", False),
    ],
)
def test_a_figure_after_a_name_of_its_own_ends_a_respectively_list(
    draft: str, passes: bool
) -> None:
    report = check(draft, _WEIGHT_CLASSES)
    assert report.ok is passes, report.format_text()


_PRICES = [
    para(
        "L37",
        "- 누에고치 평균 수매 가격은 kg당 40,500원으로 전년(38,000원)보다 2,500원(6.6%) 올랐다.",
    ),
    para(
        "L38",
        "- 건조 누에 분말 수매 가격은 kg당 126,000원으로 전년(120,000원) 대비 5.0% 상승했다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "The cocoon price rose 6.6% to 40,500 won per kg, while silkworm powder rose 5.0% "
            "to 126,000 won per kg [L37, L38].",
            True,
        ),
        ("누에고치는 6.6% 오른 40,500원, 누에 분말은 5.0% 오른 126,000원이다 [L37, L38].", True),
        # figures of one block in each clause, whatever the clauses' order
        (
            "Powder rose 5.0% to 126,000 won; cocoons rose 6.6% to 40,500 won [L37, L38].",
            True,
        ),
        # planted: the two rises swapped between the products, in English and in Korean
        (
            "The cocoon price rose 5.0% to 40,500 won per kg, while silkworm powder rose 6.6% "
            "to 126,000 won per kg [L37, L38].",
            False,
        ),
        ("누에고치는 5.0% 오른 40,500원, 누에 분말은 6.6% 오른 126,000원이다 [L37, L38].", False),
    ],
)
def test_two_clauses_that_cross_the_figures_of_two_cited_blocks_fail(
    draft: str, passes: bool
) -> None:
    report = check(draft, _PRICES)
    assert report.ok is passes, report.format_text()


_DECISIONS = [
    row("L14", "시도 | 신청 | 가결 | 보류 | 부결 | 가결률", start=True),
    row("L15", "경북 | 38 | 30 | 6 | 2 | 78.9"),
    row("L16", "전남 | 35 | 29 | 4 | 2 | 82.9"),
    row("L18", "경남 | 27 | 22 | 3 | 2 | 81.5"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("가결률은 전남이 82.9%로 가장 높았고 [L16], 경남이 81.5%로 뒤를 이었다 [L18].", True),
        # a comparison in the figure's own clause still gives it to another subject
        ("경남은 81.5%로 경북보다 높았다 [L18].", True),
        # planted: the neighbouring region's name, beside a first place of another clause
        ("가결률은 전남이 82.9%로 가장 높았고 [L16], 경북이 81.5%로 뒤를 이었다 [L18].", False),
    ],
)
def test_a_row_named_in_one_clause_is_not_let_off_by_a_first_place_in_another(
    draft: str, passes: bool
) -> None:
    report = check(draft, _DECISIONS)
    assert report.ok is passes, report.format_text()


_STAGES = [
    row("L31", "회차 | 일자 | 시간 | 무대 | 좌석 수", start=True),
    row("L32", "제1회 | 2026. 3. 14.(토) | 15:00 | 예악당 | 700"),
    row("L33", "제2회 | 2026. 4. 11.(토) | 15:00 | 우면당 | 300"),
    row("L34", "제3회 | 2026. 5. 9.(토) | 17:00 | 별맞이터 | 500"),
    para("L38", "- 별맞이터(야외 무대) 공연은 우천 시 우면당으로 장소를 변경함"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("제2회 공연은 4. 11.(토) 15:00 우면당이에요 [L33].", True),
        ("제1회는 예악당, 제2회는 우면당에서 열린다 [L32, L33].", True),
        ("별맞이터 공연은 비가 오면 우면당으로 옮긴다 [L34, L38].", True),
        # planted: another row's stage for the cited row
        ("제2회 공연은 4. 11.(토) 15:00 예악당이에요 [L33].", False),
        ("The second show is on 11 April at 15:00 in 예악당 [L33].", False),
        # with both rows cited, each clause naming a row by its label holds it to its word
        ("제1회(3. 14.)는 예악당, 제2회(4. 11.)는 우면당에서 열린다 [L32, L33].", True),
        ("제1회와 제2회는 예악당과 우면당에서 차례로 열린다 [L32, L33].", True),
        ("제1회는 예악당이 아니라 우면당보다 큰 무대다 [L32, L33].", True),
        # planted: the two rows' words swapped, clause by clause
        ("제1회(3. 14.)는 우면당, 제2회(4. 11.)는 예악당에서 열린다 [L32, L33].", False),
        ("제2회는 예악당에서 열리고 제1회는 우면당에서 열린다 [L32, L33].", False),
    ],
)
def test_a_word_of_a_column_of_words_is_the_cited_rows(draft: str, passes: bool) -> None:
    report = check(draft, _STAGES)
    assert report.ok is passes, report.format_text()


_VENUES = [
    row("L12", "연번 | 국가 | 도시 | 일자", start=True),
    row("L13", "1 | 카자흐스탄 | 알마티 | 2025. 9. 17.(수)"),
    row("L14", "2 | 몽골 | 울란바토르 | 2025. 10. 1.(수)"),
]


def test_a_serial_number_names_no_row_whose_word_a_clause_must_give() -> None:
    # `1` of `10월 1일` is a date's, not the row numbered 1
    draft = "울란바토르(몽골)는 10월 1일(수), 알마티는 9월 17일(수)이다 [L13, L14]."
    report = check(draft, _VENUES)
    assert report.ok, report.format_text()


_AWARDS = [
    row("L35", "순위 | 상 | 제품 | 업체(시군) | 점수", start=True),
    row("L38", "3 | 우수상 | 논뫼생막걸리 | 황산벌양조(논산시) | 87.3"),
    row("L39", "4 | 우수상 | 아미과실주 | 아미산술도가(당진시) | 86.9"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a name right before a figure (in brackets, or after a particle) owns it, in quotes too
        ("우수상은 '논뫼생막걸리'(87.3점)와 '아미과실주'(86.9점)가 받았음 [L38, L39].", True),
        ("논뫼생막걸리는 87.3점, 아미과실주는 86.9점이다 [L38, L39].", True),
        ("두 제품의 점수는 87.3점과 86.9점이다 [L38, L39].", True),
        # planted: the two rows' figures given each other's names
        ("우수상은 '논뫼생막걸리'(86.9점)와 '아미과실주'(87.3점)가 받았음 [L38, L39].", False),
        ("우수상은 「논뫼생막걸리」(86.9점)와 「아미과실주」(87.3점)가 받았음 [L38, L39].", False),
        ("논뫼생막걸리는 86.9점, 아미과실주는 87.3점이다 [L38, L39].", False),
    ],
)
def test_a_name_in_quotes_owns_the_figure_after_it(draft: str, passes: bool) -> None:
    report = check(draft, _AWARDS)
    assert report.ok is passes, report.format_text()


_QUALIFIED = [
    para("L3", "입원형은 120개소(중복 지정 포함), 가정형은 80개소(본점 제외)로 집계되었다."),
    para("L8", "○ 호스피스전문기관은 유형별로 총 192개소(중복 지정 포함)로 전년보다 늘었음"),
    para("L19", "○ 입원형 전문기관은 89개소, 병상은 1,826병상"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("전체 전문기관 192개소(중복 포함), 이 중 입원형 89개소 [L8, L19].", True),
        ("입원형은 120개소(중복 포함), 가정형은 80개소다 [L3].", True),
        # planted: the figures of names a qualifying bracket follows, swapped
        ("입원형은 80개소, 가정형은 120개소(중복 포함)다 [L3].", False),
        ("가정형은 120개소(중복 지정 포함)다 [L3].", False),
    ],
)
def test_a_bracket_qualifying_a_figure_names_no_owner(draft: str, passes: bool) -> None:
    assert check(draft, _QUALIFIED).ok is passes, check(draft, _QUALIFIED).format_text()


_RANGE_QUALIFIED = [
    para("L26", "- 신청 후 방문까지 3~5일(영업일 기준) 걸리며, 방문 전날 18:00까지 취소 가능"),
    para("L27", "- 회신은 서면 접수 7~10일(공휴일 제외), 방문 접수 40분 소요"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("신청 후 방문까지 영업일 기준 3~5일이 걸린다 [L26].", True),
        ("서면 접수는 공휴일을 빼고 7~10일이 걸린다 [L27].", True),
        # planted: the range given to the entry after it, and that entry's figure to the range's
        ("방문 접수는 7~10일이 걸린다 [L27].", False),
        ("서면 접수는 40분이 걸린다 [L27].", False),
    ],
)
def test_a_bracket_qualifying_a_range_names_no_owner(draft: str, passes: bool) -> None:
    assert check(draft, _RANGE_QUALIFIED).ok is passes, check(draft, _RANGE_QUALIFIED).format_text()


_BEDS = [
    para("L20", "- 기관 수는 서울 30개소, 경기 28개소, 부산 15개소 순"),
    para(
        "L21",
        "- 병상은 경기가 20병상 늘어 증가 폭이 가장 컸고, 세종은 1개소 16병상이 신규 지정되었음",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Gyeonggi added 20 beds, the largest increase of any region [L21].", True),
        ("Sejong got its first institution, with 16 beds [L21].", True),
        # planted: the first place given to a province the cited block does not name
        ("Seoul added 20 beds, the largest increase of any region [L21].", False),
        ("Busan added 20 beds, the largest increase of any region [L21].", False),
    ],
)
def test_a_province_in_latin_letters_is_its_korean_name_though_no_cited_block_names_it(
    draft: str, passes: bool
) -> None:
    assert check(draft, _BEDS).ok is passes, check(draft, _BEDS).format_text()


_THRESHOLDS = [
    para(
        "L9",
        "○ 하우스감귤은 당도 11.0°Brix 이상, 만감류(한라봉·천혜향)는 당도 12.5°Brix 이상이어야"
        " 한다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "하우스감귤은 당도 11.0°Brix 이상, 만감류(한라봉·천혜향)는 12.5°Brix 이상이다 [L9].",
            True,
        ),
        ("만감류는 당도 12.5°Brix 이상이어야 출하할 수 있다 [L9].", True),
        # planted: two subjects' figures swapped, an attribute both share before the first
        (
            "하우스감귤은 당도 12.5°Brix 이상, 만감류(한라봉·천혜향)는 11.0°Brix 이상이다 [L9].",
            False,
        ),
        ("하우스감귤은 당도 12.5°Brix 이상이어야 한다 [L9].", False),
    ],
)
def test_an_attribute_every_figure_shares_names_no_owner(draft: str, passes: bool) -> None:
    report = check(draft, _THRESHOLDS)
    assert report.ok is passes, report.format_text()


_SIZES = [para("L23", "○ 크기별 출하 비중은 M과 40.2%, L과 28.5%, S과 20.8%, 2L과 10.5%")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("크기별 비중은 M과 40.2%, L과 28.5%, S과 20.8%, 2L과 10.5%다 [L23].", True),
        (
            "By size, M made up 40.2%, followed by L at 28.5%, S at 20.8% and 2L at 10.5% [L23].",
            True,
        ),
        # planted: two sizes' shares swapped, in Korean and in English
        ("크기별 비중은 M과 40.2%, L과 28.5%, 2L과 20.8%, S과 10.5%다 [L23].", False),
        (
            "By size, M made up 40.2%, followed by L at 28.5%, 2L at 20.8% and S at 10.5% [L23].",
            False,
        ),
        ("S 10.5%, 2L 20.8% [L23].", False),
    ],
)
def test_a_size_or_grade_of_capitals_owns_its_figure(draft: str, passes: bool) -> None:
    report = check(draft, _SIZES)
    assert report.ok is passes, report.format_text()


_DISTRICTS = [
    para(
        "L22",
        "○ 구별로는 남구가 320개소로 가장 많았고, 서구 290개소, 북구 250개소, 중구 120개소 순임",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Nam-gu has the most at 320, with Seo-gu second at 290 [L22].", True),
        # planted: another district given the second place's figure, its rank between
        ("Nam-gu has the most at 320, with Buk-gu second at 290 [L22].", False),
    ],
)
def test_an_english_name_with_its_rank_before_its_figure_owns_it(draft: str, passes: bool) -> None:
    report = check(draft, _DISTRICTS)
    assert report.ok is passes, report.format_text()


_COUNTS = [
    para("L8", "○ 올 시즌에는 140경기가 치러졌으며, 지난 시즌과 비교하면 경기 수는 20경기 늘었다."),
    para("L9", "○ 올 시즌 경기 수는 140, 참가 팀 수는 12로 집계됐다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `수` of `경기 수` is the word of a count, no name owning the block's change
        ("올 시즌 경기 수는 140경기다 [L8].", True),
        # planted: two counts swapped, each named by the word before `수`
        ("올 시즌 경기 수는 12, 참가 팀 수는 140이다 [L9].", False),
    ],
)
def test_the_word_of_a_count_names_no_owner(draft: str, passes: bool) -> None:
    report = check(draft, _COUNTS)
    assert report.ok is passes, report.format_text()


_CALLS = [
    para("L3", "시는 '2025년 상반기 청년 일자리 참여자 모집' 결과 총 120명을 최종 선발했다."),
    para("L4", "이번 모집에는 모두 980명이 지원해 8.2 대 1의 경쟁률을 보였다."),
    para("L5", "○ 사무 보조 모집에는 640명, 현장 안내 모집에는 340명이 지원했다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `참여자` qualifies the word the block gives the figure to (`모집`): one noun phrase
        ("상반기 참여자 모집에 980명이 지원해 120명이 최종 선발됨 [L3, L4]", True),
        # planted: a qualifier the block gives another figure of the same word
        ("현장 안내 모집에는 640명이 지원했다 [L5].", False),
        ("사무 보조 모집에 340명, 현장 안내 모집에 640명이 지원했다 [L5].", False),
    ],
)
def test_a_word_qualifying_the_blocks_owner_of_a_figure_is_no_other_owner(
    draft: str, passes: bool
) -> None:
    report = check(draft, _CALLS)
    assert report.ok is passes, report.format_text()


_REDUCTIONS = [
    para("L35", "□ 감면 대상과 감면율"),
    para("L36", "- 국민기초생활보장 수급자·차상위계층 및 장애인기업: 50% 감면"),
    para("L37", "- 청년창업기업(대표자 만 39세 이하): 30% 감면"),
    para("L38", "- 여성기업 및 사회적경제기업: 20% 감면"),
    para("L39", "- 감면 사유가 둘 이상이면 감면율이 가장 높은 하나만 적용"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("청년창업기업은 30%, 여성기업·사회적경제기업은 20%가 감면됩니다 [L37, L38].", True),
        (
            "수급자·차상위계층 및 장애인기업은 50%, 청년창업기업은 30%가 감면되며, 사유가 둘 "
            "이상이면 가장 높은 하나만 적용됩니다 [L36, L37, L39].",
            True,
        ),
        # planted: two named items of a list given each other's figures
        ("청년창업기업은 20%, 여성기업·사회적경제기업은 30%가 감면됩니다 [L37, L38].", False),
        ("장애인기업은 30%, 청년창업기업은 50% 감면 [L36, L37].", False),
    ],
)
def test_named_items_of_a_list_keep_their_own_figures(draft: str, passes: bool) -> None:
    report = check(draft, _REDUCTIONS)
    assert report.ok is passes, report.format_text()


_DAYS_OF_TWO_KINDS = [
    para(
        "L34",
        "미세먼지 휴원은 지난해 11일에서 6일로 감소했지만, 우천 휴원은 7일에서 9일로 늘었다.",
    ),
    para("L35", "설명회 일정은 기관 사정으로 11일에서 16일로 연기되었다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("미세먼지 휴원은 11일에서 6일로 줄고, 우천 휴원은 7일에서 9일로 늘었다 [L34].", True),
        ("우천 휴원이 7일에서 9일로 늘었다 [L34].", True),
        ("설명회는 11일에서 16일로 미뤄졌다 [L35].", True),
        # planted: the two kinds' moves of days swapped, or one kind given the other's move
        ("우천 휴원은 11일에서 6일로 줄고, 미세먼지 휴원은 7일에서 9일로 늘었다 [L34].", False),
        ("우천 휴원이 11일에서 6일로 줄었다 [L34].", False),
        ("미세먼지 휴원은 7일에서 9일로 늘었다 [L34].", False),
        ("설명회는 11일에서 17일로 미뤄졌다 [L35].", False),
    ],
)
def test_a_move_of_days_belongs_to_the_name_it_is_written_for(draft: str, passes: bool) -> None:
    assert check(draft, _DAYS_OF_TWO_KINDS).ok is passes, check(
        draft, _DAYS_OF_TWO_KINDS
    ).format_text()


_MEASURE_OVER_A_LIST = [
    para("L13", "□ 2024년 운영일수는 중앙 306일, 동부 305일, 서부 276일임"),
    para("L14", "○ 입문반은 정원 20명, 중급반 정원 15명으로 운영함"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("서부빙상장의 운영일수가 276일로 가장 적었다 [L13].", True),
        ("운영일수는 중앙이 306일로 가장 길었다 [L13].", True),
        ("입문반 정원은 20명이다 [L14].", True),
        # planted: an entry given another entry's days, and an entry topic given the next
        # entry's figure
        ("서부의 운영일수는 305일이었다 [L13].", False),
        ("입문반 정원은 15명이다 [L14].", False),
    ],
)
def test_a_measure_heading_a_list_is_every_entrys(draft: str, passes: bool) -> None:
    assert check(draft, _MEASURE_OVER_A_LIST).ok is passes, check(
        draft, _MEASURE_OVER_A_LIST
    ).format_text()


_NAMES_WITH_PARTICLES = [
    para("L18", "동별로는 가람동이 10개로 가장 많고, 다솜동 9개, 마루동 7개 순이다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Garam-dong gets the most (10), followed by Dasom-dong with 9 [L18].", True),
        ("Dasom-dong had 9 and Maru-dong 7 [L18].", True),
        ("Maru-dong recorded 7, the fewest [L18].", True),
        # planted: a name the block writes with its particle (`가람동이`), or one after `with`
        # or a verb of having, given another's figure
        ("Garam-dong gets 9 [L18].", False),
        ("Garam-dong gets the most (10), followed by Maru-dong with 9 [L18].", False),
        ("Maru-dong recorded 9 [L18].", False),
    ],
)
def test_an_english_name_before_with_or_a_verb_of_having_owns_the_figure(
    draft: str, passes: bool
) -> None:
    assert check(draft, _NAMES_WITH_PARTICLES).ok is passes, check(
        draft, _NAMES_WITH_PARTICLES
    ).format_text()


_TOWNSHIPS = [
    row("L14", "읍면 | 2024년 | 2025년 | 증감 | 비중", start=True),
    row("L15", "가람읍 | 130 | 142 | 12 | 28.4"),
    row("L16", "솔내면 | 84 | 96 | 12 | 19.2"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Garam-eup accounted for 28.4% and Sollae-myeon 19.2% [L15, L16].", True),
        # planted: the two townships' shares swapped, one romanized with its sound change
        ("Garam-eup accounted for 19.2% and Sollae-myeon 28.4% [L15, L16].", False),
        ("Sollae-myeon had 142 households [L15, L16].", False),
    ],
)
def test_a_name_romanized_with_its_sound_change_is_the_blocks(draft: str, passes: bool) -> None:
    report = check(draft, _TOWNSHIPS)
    assert report.ok is passes, report.format_text()


_MONTHLY_RIDERS = [
    para(
        "L25", "○ 1월은 한강 결빙에 따른 결항 영향으로 6,210명에 그쳐 전년 같은 달 대비 5.6% 감소"
    ),
    row("L28", "구분 | 1월 | 2월 | 3월", start=True),
    row("L29", "2024년 | 6,580 | 6,890 | 10,120"),
    row("L30", "2025년 | 6,210 | 7,040 | 12,380"),
]


@pytest.mark.parametrize(
    ("draft", "passes", "unconfirmed"),
    [
        # `같은` of `전년 같은 달(6,580명)` is a word of the base, no name owning it
        (
            "1월 이용객은 6,210명으로 전년 같은 달(6,580명) 대비 5.6% 감소함 [L25, L29].",
            True,
            False,
        ),
        # planted: the base given the other year's figure still fails
        (
            "1월 이용객은 6,580명으로 전년 같은 달(6,210명) 대비 5.6% 감소함 [L25, L29].",
            False,
            False,
        ),
    ],
)
def test_the_word_same_of_a_base_names_no_owner(
    draft: str, passes: bool, unconfirmed: bool
) -> None:
    report = check(draft, _MONTHLY_RIDERS)
    assert report.ok is passes, report.format_text()
    assert bool(report.unconfirmed) is unconfirmed, report.format_text()


_CREMATORS = [
    para(
        "L48",
        "- 화장로 교체 공사는 2025. 9. 1.(월)부터 12. 31.(수)까지 진행되며, 공사 기간에는 "
        "화장로 8기 중 6기만 운영한다.",
    ),
    para("L49", "- 공사 기간 하루 예약 가능 회차는 40회에서 32회로 줄어든다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a part written where the block writes its whole and the part (`8기 중 6기만`)
        ("공사 기간에는 화장로 6기만 운영한다 [L48].", True),
        # planted: a figure the place does not hold; another block's figure moved there
        ("공사 기간에는 화장로 5기만 운영한다 [L48].", False),
        ("공사 기간에는 화장로 32기만 운영한다 [L48, L49].", False),
    ],
)
def test_a_part_after_the_words_of_its_whole_keeps_its_place(draft: str, passes: bool) -> None:
    report = check(draft, _CREMATORS)
    assert report.ok is passes, report.format_text()


_DEADLINES = [
    row("L46", "구분 | 대상 | 처리 기한(일) | 처리 방법", start=True),
    row("L47", "긴급 | 혐오·음란 표현 | 1 | 즉시 덧칠 또는 세척"),
    row("L48", "일반 | 공공시설물 낙서 | 5 | 세척·덧칠"),
    row("L49", "경미 | 사유 건물 외벽(소유자 동의) | 10 | 덧칠 지원"),
]
_FARMS = [
    row("L13", "농장 | 구획 수 | 신청 가구 | 경쟁률", start=True),
    row("L14", "들꽃농장 | 240 | 1,272 | 5.3"),
    row("L15", "햇살농장 | 180 | 612 | 3.4"),
    row("L16", "강변농장 | 260 | 942 | 3.6"),
]

_SHARES = [
    row("L27", "혼인 지속기간 | 2021 | 2022 | 2023 | 2024 | 증감", start=True),
    row("L28", "4년 이하 | 17.6 | 17.0 | 19.0 | 18.6 | △0.4"),
    row("L31", "15~19년 | 13.8 | 14.0 | 14.9 | 15.4 | 0.5"),
]


@pytest.mark.parametrize(
    ("draft", "blocks", "passes"),
    [
        ("처리 기한은 긴급(혐오·음란 표현) 1일, 일반(공공시설물) 5일, 경미 10일임 [L47, L48, L49].",
         _DEADLINES, True),
        ("긴급은 1일, 일반은 5일로 경미(10일)보다 짧음 [L47, L48, L49].", _DEADLINES, True),
        ("일반과 경미는 각각 5일, 10일 안에 처리함 [L48, L49].", _DEADLINES, True),
        ("들꽃농장이 240구획에 1,272가구가 몰려 5.3 대 1로 가장 치열했고 [L14], 햇살농장은 "
         "612가구가 신청해 3.4 대 1로 가장 낮았다 [L15, L16].", _FARMS, True),
        # (a topic that opens with a figure is the next subject; a count as the subject is not)
        ("4년 이하 비중은 19.0%에서 18.6%로 0.4%p 낮아졌고, 15~19년은 0.5%p 높아졌다 [L28, L31].",
         _SHARES, True),
        ("신고 낙서 처리 기한은 긴급 1일, 일반(공공시설물 낙서) 5일, 경미 10일임 [L47, L48, L49].",
         _DEADLINES, True),
        # planted: two named rows given each other's figures, each in its own stretch (also
        # when a word of one row's other cell opens the sentence: `신고 낙서`)
        ("신고 낙서 처리 기한은 긴급 1일, 일반(공공시설물 낙서) 10일, 경미 5일임 [L47, L48, L49].",
         _DEADLINES, False),
        ("처리 기한은 긴급(혐오·음란 표현) 1일, 일반(공공시설물) 10일, 경미 5일임 [L47, L48, L49].",
         _DEADLINES, False),
        ("들꽃농장이 240구획에 1,272가구가 몰려 5.3 대 1로 가장 치열했고 [L14], 강변농장은 "
         "612가구가 신청해 3.4 대 1로 가장 낮았다 [L15, L16].", _FARMS, False),
    ],
)  # fmt: skip
def test_each_row_a_sentence_names_in_turn_owns_the_figures_up_to_the_next(
    draft: str, blocks: list[dict[str, object]], passes: bool
) -> None:
    report = check(draft, blocks)
    assert report.ok is passes, report.format_text()


_TAXIS = [para("L14", "- 00시 증가분 2,070대 중 개인택시 1,410대, 법인택시 660대"),
          para("L15", "○ 연령대별로는 60대 412명, 70대 188명이 심야 운행에 참여")]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("00시 증가분 2,070대 중 개인택시가 1,410대, 법인택시가 660대예요 [L14].", True),
        ("참여 기사는 60대 412명, 70대 188명 [L15].", True),
        # planted: a count of vehicles is no band of ages: the two counts swapped still fail
        ("00시 증가분 2,070대 중 법인택시가 1,410대, 개인택시가 660대예요 [L14].", False),
        ("참여 기사는 60대 188명, 70대 412명 [L15].", False),
    ],
)
def test_a_count_in_dae_is_its_names_figure_not_a_band(draft: str, passes: bool) -> None:
    report = check(draft, _TAXIS)
    assert report.ok is passes, report.format_text()


_PAID = [
    para("L6", "- 지난해 보험금 지급 412건, 12억 3,800만 원으로 전년 대비 각각 15.1%, 9.8% 증가"),
    para("L7", "- The city paid 412 claims and KRW 1.238 billion, up 15.1% and 9.8% respectively."),
    para("L8", "□ 화장시설은 62개소, 화장로는 384기로 전년 대비 각각 1개소, 10기 늘었다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("지급액은 약 12억 4천만 원(412건)으로 전년보다 9.8% 늘었다 [L6].", True),
        (
            "지급 건수는 412건으로 15.1% 늘었고, 지급액은 12억 3,800만 원으로 9.8% 늘었다 [L6].",
            True,
        ),
        ("지급 412건, 12억 3,800만 원으로 각각 15.1%, 9.8% 증가 [L6].", True),
        ("Payouts rose 9.8% to KRW 1.238 billion [L7].", True),
        ("화장로는 384기로 10기 늘었고, 1기당 하루 처리 능력은 그대로다 [L8].", True),
        # planted: the change a `각각` list pairs with one level given to the other
        ("지급액은 약 12억 4천만 원(412건)으로 전년보다 15.1% 늘었다 [L6].", False),
        ("지급 건수는 412건으로 9.8% 늘었다 [L6].", False),
        ("Payouts rose 15.1% to KRW 1.238 billion [L7].", False),
        ("화장로는 384기로 1기 늘었다 [L8].", False),
    ],
)
def test_a_change_a_respective_list_pairs_with_a_level_is_that_levels(
    draft: str, passes: bool
) -> None:
    report = check(draft, _PAID)
    assert report.ok is passes, report.format_text()


_VISITORS = [
    para("L6", "한빛시립중앙도서관(관장 김서윤)은 5월 10일(토), 11일(일), 17일(토) 사흘간 "
         "도서관 앞 광장에서 연 '2025 봄 공공 헌책 교환 장터'에 시민 7,300명이 참여했다고 "
         "16일 밝혔다."),
    para("L7", "참여자는 지난해 봄 장터 6,200명보다 1,100명(17.7%) 늘었다."),
    para("L45", "장터 운영에는 자원봉사자 86명이 참여해 모두 1,032시간(1인 평균 12시간)을 "
         "봉사했다. 이 중 청소년 봉사자는 34명이었다."),
    para("L47", "관장은 \"가을 장터에서는 청소년 참여를 늘릴 방안을 마련하겠다\"고 말했다."),
]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a base the block compares with and a change it states are no level of the name; a
        # whole a part is counted in is not the part's
        ("참여자는 7,300명으로, 지난해 6,200명 대비 1,100명(17.7%) 증가함 [L6, L7].", True),
        ("청소년 봉사자는 86명 중 34명이었으며 [L45], 관장은 \"가을 장터에서는 청소년 참여를 "
         "늘릴 방안을 마련하겠다\"고 밝혔습니다 [L47].", True),
        # planted: the change given as the base, another part of the whole
        ("참여자는 7,300명으로, 지난해 6,200명 대비 6,200명 증가함 [L6, L7].", False),
        ("청소년 봉사자는 86명 중 46명이었습니다 [L45].", False),
    ],
)  # fmt: skip
def test_a_base_a_change_or_a_whole_is_no_rival_of_a_names_level(draft: str, passes: bool) -> None:
    report = check(draft, _VISITORS)
    assert report.ok is passes, report.format_text()


def test_a_label_word_inside_a_longer_word_names_no_row_in_turn() -> None:
    # `출원` of the label `그 밖의 출원` stands inside `출원료`, a word of the other row
    blocks = [
        row("L11", "구분 | 전자출원 | 서면출원 | 비고", start=True),
        row("L12", "그 밖의 출원 | 62,000 | 72,000 | 지정상품 10개 초과 시 1개마다 2,000원 가산"),
        row("L31", "감면 대상 | 감면율 | 대상 수수료", start=True),
        row("L32", "만 19세 이상 30세 미만 또는 65세 이상인 사람 | 50% | 출원료"),
    ]
    draft = (
        "만 19세 이상 30세 미만 청년이 지정상품 10개 이하로 1개 류를 전자출원하면 출원료 "
        "62,000원의 50%가 감면돼 31,000원만 내면 된다[L12][L32]."
    )
    report = check(draft, blocks)
    assert report.ok, report.format_text()


_FEES = [para("L1", "- 강사 수당: 시간당 50,000원(고급반은 55,000원)")]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("강사 수당은 시간당 50,000원이며, 고급반 강사 수당은 시간당 55,000원이다 [L1].", True),
        ("고급반은 시간당 55,000원이다 [L1].", True),
        ("강사 수당은 시간당 5만 원이다 [L1].", True),
        # planted: the general rate given to the class a bracket gives its own
        ("고급반 강사 수당도 시간당 5만 원이다 [L1].", False),
        ("고급반은 시간당 5만 원이다 [L1].", False),
        ("고급반은 5만 원이다 [L1].", False),
    ],
)
def test_a_word_of_per_what_owns_no_figure_and_a_bracket_names_its_own_entry(
    draft: str, passes: bool
) -> None:
    report = check(draft, _FEES)
    assert report.ok is passes, report.format_text()


_GRANTS = [
    para(
        "L1",
        "○ 2025년 전통예술 단체 지원금은 총 6,000백만 원으로 전년(5,600백만 원) 대비 7.1% 증가",
    ),
    para("L2", "○ 구강검사 비용은 전년(7,000원) 대비 500원 인상됨"),
    row("L3", "구분 | 인원 | 단가 | 합계", start=True),
    row("L4", "초등학교 1·4학년 | 19,680 | 7,500 | 27,180"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("전통예술 단체 지원금은 5,600백만 원에서 6,000백만 원으로 7.1% 늘었다 [L1].", True),
        ("구강검사 비용은 1인당 7,500원으로 전년 7,000원보다 500원 인상됨 [L2, L4].", True),
        # planted: the base given as this year's level, the level as the base
        ("전통예술 단체 지원금은 5,600백만 원이다 [L1].", False),
        ("전통예술 단체 지원금은 6,000백만 원에서 5,600백만 원으로 줄었다 [L1].", False),
    ],
)
def test_a_base_in_brackets_is_the_earlier_level_a_start_restates(draft: str, passes: bool) -> None:
    report = check(draft, _GRANTS)
    assert report.ok is passes, report.format_text()


_COLLECTED = [
    para(
        "L6",
        "- ○○구는 2024년 한 해 동안 구내 의류수거함에서 헌 옷 719.0톤을 수거해 전량 재활용 "
        "업체에 매각했다고 밝혔다.",
    ),
    para(
        "L7",
        "- 수거량은 전년(684.0톤)보다 35.0톤(5.1%) 늘었으며, 의류수거함은 260개에서 240개로 "
        "20개 줄었다.",
    ),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the block's change with its rate in brackets between (`35.0톤(5.1%) 늘었으며`) is no
        # rival of the level the sentence gives the same name
        ("- 2024년 의류수거함 헌 옷 수거량은 719톤으로 전년(684톤) 대비 35톤(5.1%) 증가함 [L6, L7]",
         True),
        # planted: the level another name's (the bins' count) given the amount collected
        ("- 2024년 헌 옷 수거량은 240톤, 의류수거함은 719개였다 [L6, L7]", False),
        # planted: the year before's base given as the level the rise reaches, its level in
        # another cited block
        ("- 2024년 의류수거함 헌 옷 수거량은 684톤으로 전년 대비 35톤(5.1%) 증가함 [L6, L7]",
         False),
        ("- 2024년 헌 옷 수거량은 684톤이었다 [L6, L7]", False),
    ],
)  # fmt: skip
def test_a_blocks_change_with_its_rate_in_brackets_is_no_rival_of_a_level(
    draft: str, passes: bool
) -> None:
    report = check(draft, _COLLECTED)
    assert report.ok is passes, report.format_text()


def test_an_earlier_periods_base_after_its_measure_word_stays_a_base() -> None:
    # `제8회 지방선거 투표율(50.9%)보다`: no figure of the topic before it, so no rival subject
    blocks = [
        para(
            "L5",
            "- 이는 2022년 제8회 지방선거 투표율(50.9%)보다 7.7%p 높은 수치로, 1995년 제1회 "
            "지방선거(68.4%) 이후 세 번째로 높은 투표율이다.",
        )
    ]
    draft = "투표율이 제8회 지방선거(50.9%)보다 7.7%p 올랐습니다 [L5]."
    report = check(draft, blocks)
    assert report.ok, report.format_text()


_GROWTH = [
    para("L8", "○ 주민센터 수거량은 전년 동기 대비 27.6% 늘어 아파트(23.5%)보다 증가율이 높았다.")
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("주민센터 수거량은 27.6% 늘어 아파트(23.5%)보다 증가율이 높았다 [L8].", True),
        ("주민센터는 27.6%, 아파트는 23.5% 늘었다 [L8].", True),
        # planted: the two subjects' rates swapped, the rival's in its bracket
        (
            "아파트 수거량이 전년 동기 대비 27.6% 늘어 주민센터(23.5%)보다 증가율이 높았음 [L8].",
            False,
        ),
        ("아파트는 27.6%, 주민센터는 23.5% 늘었다 [L8].", False),
    ],
)
def test_another_subjects_figure_a_block_compares_with_is_that_subjects(
    draft: str, passes: bool
) -> None:
    # `아파트(23.5%)보다`: the rival subject's own rate, not the topic's earlier figure
    report = check(draft, _GROWTH)
    assert report.ok is passes, report.format_text()


_BANDS = [
    para(
        "L19",
        "19~24세 비중은 전년보다 2.5%p 높아진 반면, 25~29세와 30~34세는 각각 1.5%p, 1.0%p "
        "낮아졌다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("25~29세와 30~34세는 각각 1.5%p, 1.0%p 하락함 [L19].", True),
        ("25~29세는 1.5%p, 30~34세는 1.0%p 낮아졌다 [L19].", True),
        # planted: the two bands of the `각각` list turned about
        ("30~34세와 25~29세는 각각 1.5%p, 1.0%p 하락함 [L19].", False),
    ],
)
def test_bands_joined_by_wa_before_respectively_are_a_list_in_turn(
    draft: str, passes: bool
) -> None:
    report = check(draft, _BANDS)
    assert report.ok is passes, report.format_text()


_BINS = [
    row("L12", "동 | 수거함 수 | 수거량 | 비중", start=True),
    row("L16", "마루동 | 18 | 7,290 | 15.0"),
    row("L17", "바다동 | 18 | 6,804 | 14.0"),
    row("L24", "유형 | 예산 | 집행액 | 집행률 | 전년 대비", start=True),
    row("L25", "우리동네살리기 | 7,500 | 6,600 | 88.0 | △1.2"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("수거량은 마루동 7,290ℓ, 바다동 6,804ℓ이며 바다동 비중은 14.0%임 [L16, L17].", True),
        # a head's word before a figure is no row (`집행률도 전년 대비`)
        ("우리동네살리기는 집행률도 전년 대비 △1.2%p 낮아졌다 [L25].", True),
        # planted: a row's name before a column's head, given another row's figure of it
        ("수거량은 마루동 7,290ℓ, 바다동 6,804ℓ이며 바다동 비중은 15.0%임 [L16, L17].", False),
    ],
)
def test_a_rows_name_before_a_columns_head_owns_the_figure_after_it(
    draft: str, passes: bool
) -> None:
    report = check(draft, _BINS)
    assert report.ok is passes, report.format_text()


RANKED_MONTHS = [
    para(
        "L1",
        "전년 대비 증가율은 6월이 15.1%로 가장 높았으며, 2월(13.2%)과 1월(11.9%)이 뒤를 "
        "이었다. 4월은 5.5% 증가에 그쳤다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("증가율은 6월이 15.1%로 가장 높았고 2월이 13.2%로 뒤를 이었다 [L1].", True),
        ("증가율은 6월이 15.1%로 가장 높았고 2월(13.2%), 1월(11.9%) 순이었다 [L1].", True),
        # planted: the second place's rate given to the third
        ("증가율은 6월이 15.1%로 가장 높았고 1월이 13.2%로 뒤를 이었다 [L1].", False),
        ("6월이 15.1%로 가장 높았고 1월(13.2%), 2월(11.9%)이 뒤를 이었다 [L1].", False),
    ],
)
def test_words_of_a_ranking_name_no_owner(draft: str, passes: bool) -> None:
    assert ("GR-03" not in rules(draft, RANKED_MONTHS)) is passes


KINDS = [
    para(
        "L1",
        "○ 종별로는 4종이 14만 2,610명(66.8%)으로 가장 많았고, 1종 2만 1,560명(10.1%), "
        "2종 1만 9,840명(9.3%), 3종 2만 9,470명(13.8%)이었다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("종별 비중은 4종 66.8%, 3종 13.8%, 1종 10.1%, 2종 9.3%다 [L1].", True),
        ("1종은 2만 1,560명으로 10.1%였다 [L1].", True),
        ("자격 종류는 모두 4종이다 [L1].", True),
        # planted: the shares of two numbered kinds swapped
        ("종별 비중은 4종 66.8%, 3종 13.8%, 2종 10.1%, 1종 9.3% 순이다 [L1].", False),
        ("2종은 10.1%이다 [L1].", False),
    ],
)
def test_a_numbered_kind_names_its_own_figures(draft: str, passes: bool) -> None:
    assert ("GR-03" not in rules(draft, KINDS)) is passes


CHANGES_BY_REGION = [
    row("L1", "시도 | 2024년 | 2025년 | 증감", start=True),
    row("L2", "서울 | 18 | 14 | △4"),
    row("L3", "경기 | 21 | 19 | △2"),
    row("L4", "대전 | 7 | 9 | 2"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("○ 시도별 증감: 서울 △4건, 경기 △2건, 대전 2건 [L2, L3, L4]", True),
        ("○ 경기는 2건 줄고 대전은 2건 늘었다 [L3, L4]", True),
        # planted: a rise of one row written as the fall another row of that size has
        ("○ 시도별 증감: 서울 △4건, 경기 △2건, 대전 △2건 [L2, L3, L4]", False),
    ],
)
def test_a_fall_of_another_row_is_not_a_rows_rise_of_that_size(draft: str, passes: bool) -> None:
    assert ("GR-03" not in rules(draft, CHANGES_BY_REGION)) is passes


_COLLECTION = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 개, 원, 백만 원)"},
    row("L2", "품목 | 수거량 | 단가 | 보상금", start=True),
    row("L3", "농약병 | 412,600개 | 개당 100 | 41.3"),
    row("L4", "농약 봉지 | 185,000개 | 개당 80 | 14.8"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "Pesticide bottles (412,600 at KRW 100 each) account for KRW 41.3 million and pesticide "
        "bags (185,000 at KRW 80 each) for KRW 14.8 million [L3, L4].",
        "농약병은 412,600개를 개당 100원에 수거해 41.3백만 원, 농약 봉지는 185,000개를 개당 80원에 "
        "수거해 14.8백만 원임 [L3, L4].",
    ],
)
def test_clauses_of_many_figures_each_of_its_own_row_pass(draft: str) -> None:
    report = check(draft, _COLLECTION)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Pesticide bottles (412,600 at KRW 100 each) account for KRW 14.8 million and pesticide "
        "bags (185,000 at KRW 80 each) for KRW 41.3 million [L3, L4].",
        "농약병은 412,600개를 개당 100원에 수거해 14.8백만 원, 농약 봉지는 185,000개를 개당 80원에 "
        "수거해 41.3백만 원임 [L3, L4].",
    ],
)
def test_the_odd_figures_of_two_clauses_of_many_swapped_fail(draft: str) -> None:
    assert any(f.rule == "GR-03" for f in check(draft, _COLLECTION).errors), draft


TWO_SUBJECTS = [
    para(
        "L1",
        "○ 방문 건수는 전년 동기(3,200건) 대비 416건(13.0%) 늘었고, 수수료 수입은 전년 동기"
        "(2억 1,500만 원) 대비 2,430만 원(11.3%) 증가하였다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "방문 건수는 3,200건에서 13.0% 늘었고, 수수료 수입은 2억 1,500만 원에서 11.3% "
            "늘었다 [L1].",
            True,
        ),
        (
            "Visits rose 13.0% from 3,200, while fee income rose 11.3% from KRW 215 million [L1].",
            True,
        ),
        (
            "방문 건수는 3,200건에서 11.3% 늘었고, 수수료 수입은 2억 1,500만 원에서 13.0% "
            "늘었다 [L1].",
            False,
        ),
        (
            "Visits rose 11.3% from 3,200, while fee income rose 13.0% from KRW 215 million [L1].",
            False,
        ),
    ],
)
def test_two_clauses_crossing_one_blocks_two_subjects_figures_fail(
    draft: str, passes: bool
) -> None:
    report = check(draft, TWO_SUBJECTS)
    assert report.ok is passes, report.format_text()
