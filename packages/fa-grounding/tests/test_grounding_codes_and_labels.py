"""Codes, labels and deadlines are compared as what they are, never as amounts; each exemption
has planted cases that must still fail."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para, row

AIR = {"L1": "초미세먼지(PM2.5) 평균 농도는 18㎍/㎥, 이산화탄소 농도는 420ppm이었다."}
FESTIVAL = [
    {"anchor": "L1", "kind": "heading", "text": "3. 제30회 한빛 국화축제 결과"},
    {"anchor": "L2", "kind": "list_item", "text": "- 방문객: 412,600명으로 전년 대비 11.8% 증가"},
]
DEADLINE = {"L1": "신청기한: 행사 2주 전까지"}
META = [
    {"anchor": "L1", "kind": "paragraph", "text": "예산 320억원"},
    {"anchor": "meta", "kind": "meta", "text": "Format: HWP. Grade: A. Blocks: 1. Title: 계획"},
]


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("PM2.5 농도는 18㎍/㎥였다 [L1].", AIR),
        ("CO2 농도는 420ppm이었다 [L1].", AIR),  # a code the block writes in words
        ("제30회 축제 방문객은 412,600명이었다 [L2].", FESTIVAL),
        ("The 30th festival drew 412,600 visitors [L2].", FESTIVAL),
        ("신청은 행사 2주 전까지다 [L1].", DEADLINE),
    ],
)
def test_codes_labels_and_deadlines_as_written_pass(draft: str, blocks: object) -> None:
    report = check(draft, blocks)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("PM10 농도는 18㎍/㎥였다 [L1].", AIR),
        ("제29회 축제 방문객은 412,600명이었다 [L2].", FESTIVAL),
        ("The 29th festival drew 412,600 visitors [L2].", FESTIVAL),
        ("신청은 행사 1주 전까지다 [L1].", DEADLINE),
        ("신청은 행사 3주 전까지다 [L1].", DEADLINE),
    ],
)
def test_a_wrong_code_label_or_deadline_fails(draft: str, blocks: object) -> None:
    assert not check(draft, blocks).ok


def test_a_sentence_about_the_document_itself_gets_no_overlap_warning() -> None:
    report = check("문서는 한 개의 블록으로 되어 있다 [meta].", META)
    assert report.ok and not report.findings, report.format_text()


def test_a_wrong_figure_about_the_document_itself_still_fails() -> None:
    # the overlap hint is left out for [meta] alone; its figures are checked all the same
    assert not check("문서는 세 개의 블록으로 되어 있다 [meta].", META).ok
    assert not check("문서 형식은 HWP이며 예산은 420억 원이다 [meta].", META).ok


def test_a_statutes_circled_paragraph_mark_is_that_paragraph() -> None:
    blocks = {"L2": "제7조(시간외근무) ① 시간외근무는 1일 4시간, 월 57시간을 초과할 수 없다."}
    assert check("제7조 제1항에 따라 하루 4시간을 넘을 수 없다 [L2].", blocks).ok
    assert check("Article 7(1) caps overtime at 4 hours a day [L2].", blocks).ok
    assert not check("제7조 제2항에 따라 하루 4시간을 넘을 수 없다 [L2].", blocks).ok


def test_an_articles_branch_is_part_of_its_name() -> None:
    blocks = {"L1": "지방세특례제한법 제36조의3 제1항: 200만원 한도"}
    assert check("Under Article 36-3(1), the reduction is capped at KRW 2 million [L1].", blocks).ok
    assert check("제36조의3 제1항에 따라 200만 원까지 감면된다 [L1].", blocks).ok
    assert not check("제36조의2 제1항에 따라 200만 원까지 감면된다 [L1].", blocks).ok


def test_a_count_of_the_names_a_sentence_lists_is_its_own() -> None:
    blocks = {"L7": "순천 14:31 발생, 16:15 진화", "L9": "고흥 16:18 발생, 17:05 진화"}
    assert check(
        "전남은 순천(14:31~16:15)과 고흥(16:18~17:05) 두 곳에서 발생했다 [L7][L9].", blocks
    ).ok
    assert not check(
        "전남은 순천(14:31~16:15)과 고흥(16:18~17:05) 세 곳에서 발생했다 [L7][L9].", blocks
    ).ok
    assert not check("전남은 순천과 고흥 등 5곳에서 발생했다 [L7][L9].", blocks).ok


_STAGES = {
    "L37": "○ 관심: 예비특보 발령 또는 수위 5㎝",
    "L38": "○ 주의: 호우주의보 또는 수위 10㎝",
    "L39": "○ 경계: 호우경보 또는 수위 15㎝",
    "L40": "○ 심각: 수위 30㎝ 이상",
}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        (
            "관심(5㎝), 주의(10㎝), 경계(15㎝), 심각(30㎝ 이상)의 4단계임 [L37, L38, L39, L40].",
            True,
        ),
        # planted: a count of stages the list does not make, a stage the blocks lack
        (
            "관심(5㎝), 주의(10㎝), 경계(15㎝), 심각(30㎝ 이상)의 5단계임 [L37, L38, L39, L40].",
            False,
        ),
        ("관심, 주의, 경계, 심각의 6단계임 [L37, L38, L39, L40].", False),
        ("경계는 4단계임 [L39].", False),
    ],
)
def test_a_stage_written_after_as_many_listed_names_counts_them(draft: str, passes: bool) -> None:
    report = check(draft, _STAGES)
    assert report.ok is passes, report.format_text()


def test_a_bound_inside_a_names_bracket_is_no_count_of_the_names_before_it() -> None:
    blocks = [
        row("L38", "감면 대상 | 감면율 | 증빙 서류", start=True),
        row("L41", "65세 이상 구민 | 30 | 신분증"),
        row("L42", "다자녀 가정(자녀 3명 이상) | 30 | 가족관계증명서"),
    ]
    draft = "65세 이상 구민과 다자녀 가정(자녀 {}명 이상)은 30%다 [L41, L42]."
    assert check(draft.format(3), blocks).ok, check(draft.format(3), blocks).format_text()
    # planted: two names listed before the bracket do not make its `2명 이상` their count
    assert not check(draft.format(2), blocks).ok


NOTICE = [{"anchor": "L1", "kind": "paragraph", "text": "문화재청 공고 제2020-269호"}]


@pytest.mark.parametrize(
    "draft",
    [
        "Notice No. 2020-269 announces the designations [L1].",
        "근거는 문화재청 공고 제2020-269호다 [L1].",
        "근거는 공고 제269호다 [L1].",
    ],
)
def test_a_notices_number_with_its_year_reads_as_a_code_and_as_its_number(draft: str) -> None:
    report = check(draft, NOTICE)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Notice No. 2020-296 announces the designations [L1].",
        "근거는 문화재청 공고 제2020-296호다 [L1].",
        "근거는 문화재청 공고 제2021-269호다 [L1].",
    ],
)
def test_a_notices_number_with_another_digit_fails(draft: str) -> None:
    assert not check(draft, NOTICE).ok


WEATHER_ACT = [
    {"anchor": "L1", "kind": "heading", "text": "1. 「기상법」"},
    {"anchor": "L2", "kind": "paragraph", "text": "제2조(정의) 용어의 뜻은 다음과 같다."},
    {"anchor": "L3", "kind": "list_item", "text": "9. “예보”란 예상을 발표하는 것을 말한다."},
    {"anchor": "L4", "kind": "list_item", "text": "10. “특보”란 재해 경고 예보를 말한다."},
    {"anchor": "L5", "kind": "paragraph", "text": "제13조(일반인을 위한 예보 및 특보)"},
    {"anchor": "L6", "kind": "list_item", "text": "① 기상청장은 예보 및 특보를 하여야 한다."},
    {"anchor": "L7", "kind": "list_item", "text": "③ 특보의 종류는 대통령령으로 정한다."},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "「기상법」 제2조 제10호는 특보를 재해 경고 예보로 정한다 [L2, L4].",
        "특보의 정의는 기상법 제2조 제10호에 있다 [L4].",
        "특보의 종류는 대통령령으로 정한다(「기상법」 제13조 제3항) [L7].",
    ],
)
def test_an_item_or_paragraph_of_a_statute_takes_its_article_and_number(draft: str) -> None:
    assert check(draft, WEATHER_ACT).ok, check(draft, WEATHER_ACT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "특보의 정의는 기상법 제2조 제11호에 있다 [L4].",
        "특보의 정의는 기상법 제3조 제10호에 있다 [L4].",
        "특보의 종류는 대통령령으로 정한다(「기상법」 제14조 제3항) [L7].",
        "특보의 종류는 대통령령으로 정한다(「기상법」 제13조 제2항) [L7].",
    ],
)
def test_another_article_or_item_number_of_a_statute_fails(draft: str) -> None:
    assert not check(draft, WEATHER_ACT).ok


def test_articles_listed_in_english_are_each_an_article() -> None:
    blocks = {"L1": "「다문화가족지원법」 제6조 및 제10조에 따라 다음과 같이 공고합니다."}
    assert check("Applications open under Articles 6 and 10 of the Act [L1].", blocks).ok
    assert not check("Applications open under Articles 6 and 11 of the Act [L1].", blocks).ok


SITES = [
    {"anchor": "L1", "kind": "heading", "text": "화성동탄2 A-14블록 행복주택 입주자 모집공고"},
    {"anchor": "L9", "kind": "paragraph", "text": "청년형 26㎡ 172호, 신혼형 36㎡ 210호다."},
    {"anchor": "L12", "kind": "paragraph", "text": "공급 호수는 총 430호이다."},
]


@pytest.mark.parametrize(
    "draft",
    [
        # a name with its number glued on (`동탄2`) and a block's code of one letter (`A-14`):
        # names of the document, not amounts
        "화성동탄2 A-14블록 행복주택은 총 430호를 공급한다 [L9, L12].",
        "동탄2 A-14블록은 청년형 26㎡가 172호다 [L9].",
    ],
)
def test_a_name_with_its_number_glued_on_is_a_name_not_an_amount(draft: str) -> None:
    assert check(draft, SITES).ok, check(draft, SITES).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # (the heading that names them is not cited: the document's other blocks are read)
        "화성동탄2 A-15블록 행복주택은 총 430호를 공급한다 [L9, L12].",  # another block's code
        "화성동탄3 A-14블록 행복주택은 총 430호를 공급한다 [L9, L12].",  # another site's number
        "화성동탄2 A-14블록 행복주택은 총 340호를 공급한다 [L9, L12].",  # the amount still counts
    ],
)
def test_a_name_or_code_with_other_digits_than_the_block_writes_fails(draft: str) -> None:
    assert not check(draft, SITES).ok


_FEES = [
    {"anchor": "L32", "kind": "caption", "text": "<표 4> 증명서 발급 수수료 (단위: 원)"},
    {"anchor": "L33", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "서류 | 방문 발급 | 무인민원발급기 | 온라인(정부24)"},
    {"anchor": "L35", "kind": "table_row", "flags": ["table"],
     "text": "가족관계증명서 | 1,000 | 500 | 무료"},
]  # fmt: skip


def test_a_name_with_its_number_glued_on_before_a_particle_is_a_name() -> None:
    draft = "가족관계증명서는 방문 발급 시 1,000원이고, 정부24에서는 무료입니다 [L35]."
    assert check(draft, _FEES).ok, check(draft, _FEES).format_text()
    # planted: another number glued to the name
    assert not check(draft.replace("정부24", "정부25"), _FEES).ok


CONTENTS = [
    {"anchor": "L31", "kind": "caption", "text": "<표 3> 대상별 1순위 이용 콘텐츠 비중 (단위: %)"},
    {"anchor": "L32", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 청소년 | 성인"},
    {"anchor": "L33", "kind": "table_row", "flags": ["table"], "text": "동영상 시청 | 38.5 | 29.4"},
]  # fmt: skip


def test_an_ordinal_the_title_over_a_cited_table_names_is_lent_to_its_rows() -> None:
    assert check("성인의 1순위 콘텐츠는 동영상 시청(29.4%)이다 [L33].", CONTENTS).ok
    # planted: an ordinal the title does not name
    assert not check("성인의 2순위 콘텐츠는 동영상 시청(29.4%)이다 [L33].", CONTENTS).ok


HOTLINE = [
    {"anchor": "L27", "kind": "caption", "text": "<표 3> 분기별 109 지역 연계 실적 (단위: 건, %)"},
    {"anchor": "L28", "kind": "table_row", "flags": ["table", "table_start"],
     "text": "구분 | 1분기 | 2분기 | 상반기"},
    {"anchor": "L29", "kind": "table_row", "flags": ["table"],
     "text": "상담 건수 | 6,842 | 7,315 | 14,157"},
]  # fmt: skip


def test_a_number_naming_what_the_title_over_a_cited_table_names_is_that_name() -> None:
    assert check("상반기 109 지역 상담은 14,157건이다 [L29].", HOTLINE).ok
    # planted: another number before the same word
    assert not check("상반기 119 지역 상담은 14,157건이다 [L29].", HOTLINE).ok


def test_a_tables_number_the_document_titles_is_a_name() -> None:
    blocks = [
        {"anchor": "L24", "kind": "caption", "text": "<참고 표 2> 용도별 사용 현황 (단위: 억 원)"},
        {"anchor": "L27", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "해외마케팅 | 412 | 35.8"},
    ]  # fmt: skip
    assert check("참고 표 2에 따르면 해외마케팅이 412억 원이다 [L27].", blocks).ok
    # planted: a table the document does not title
    assert not check("참고 표 3에 따르면 해외마케팅이 412억 원이다 [L27].", blocks).ok


def test_a_band_the_caption_over_a_cited_table_names_is_the_tables() -> None:
    blocks = [
        {"anchor": "L25", "kind": "caption", "text": "<참고> 본인부담금(상위 50% 기준) (단위: 원)"},
        {"anchor": "L26", "kind": "table_row", "text": "검사 항목 | 총 검진비용 | 본인부담금",
         "flags": ["table", "table_start"]},
        {"anchor": "L30", "kind": "table_row", "text": "저선량 흉부CT | 111,800 | 11,180",
         "flags": ["table"]},
    ]  # fmt: skip
    draft = (
        "흉부CT 검진비용은 11만 1,800원이고, 상위 50% 가입자의 본인부담금은 1만 1,180원이다 [L30]."
    )
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: another band, or the other end of the same one
    assert not check(draft.replace("상위 50%", "상위 40%"), blocks).ok
    assert not check(draft.replace("상위 50%", "하위 50%"), blocks).ok


def test_a_list_of_english_articles_keeps_each_articles_branch() -> None:
    blocks = {"L3": "「치매관리법」 제12조 및 제12조의2에 따라 다음과 같이 안내합니다."}
    draft = "The notice is issued under Articles 12 and 12-2 of the Dementia Management Act [L3]."
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: another branch or article
    assert not check(draft.replace("12-2", "12-3"), blocks).ok
    assert not check(draft.replace("Articles 12 and", "Articles 13 and"), blocks).ok


def test_a_code_of_letters_and_digits_is_a_name() -> None:
    blocks = [
        {"anchor": "L15", "kind": "table_row", "text": "시도 | H5N1 | H5N6 | 계",
         "flags": ["table", "table_start"]},
        {"anchor": "L16", "kind": "table_row", "text": "경기 | 9 | 1 | 10", "flags": ["table"]},
    ]  # fmt: skip
    assert check("경기 검출 10건은 H5N1 9건, H5N6 1건이다 [L16].", blocks).ok
    # planted: another subtype, and a count off
    assert not check("경기 검출 10건은 H5N8 9건, H5N6 1건이다 [L16].", blocks).ok
    assert not check("경기 검출 10건은 H7N9 9건, H5N6 1건이다 [L16].", blocks).ok
    assert not check("경기 검출 10건은 H5N1 8건, H5N6 1건이다 [L16].", blocks).ok


_HOUSEHOLDS = [
    {"anchor": "L1", "kind": "heading", "text": "2024년 1인 가구 생활실태 현황"},
    {"anchor": "L29", "kind": "paragraph", "text": "○ 노년층 단독주택·아파트 거주 88.9%"},
]


def test_a_household_size_the_document_names_is_a_label_not_a_count() -> None:
    report = check("노년 1인 가구는 88.9%가 단독주택이나 아파트에 산다[L29].", _HOUSEHOLDS)
    assert report.ok, report.format_text()
    # planted: a household size the document never names is still a figure to find
    assert not check("노년 2인 가구는 88.9%가 단독주택이나 아파트에 산다[L29].", _HOUSEHOLDS).ok


_DISTRICT = [
    {"anchor": "L5", "kind": "heading", "text": "1. 사업 개요"},
    {"anchor": "L6", "kind": "list_item", "text": "가. 사업지구명: 향교1지구 (남원시 향교동 일원)"},
    {"anchor": "L7", "kind": "list_item", "text": "나. 대상 토지: 412필지, 186,540㎡"},
]


def test_a_place_numbered_in_its_name_is_a_name_of_the_document() -> None:
    # (`향교1지구`, `쌍문1동`: the number names the place, written in another block)
    draft = "향교1지구 대상 토지는 412필지, 약 18만 6천㎡다[L7]."
    report = check(draft, _DISTRICT)
    assert report.ok, report.format_text()
    # planted: another number of the place the document names fails, and the amount still counts
    assert not check(draft.replace("향교1지구", "향교2지구"), _DISTRICT).ok
    assert not check(draft.replace("412필지", "421필지"), _DISTRICT).ok
    # a place the document never names is unconfirmed, never passed in silence
    unnamed = check(draft.replace("향교1지구", "가온3지구"), _DISTRICT)
    assert unnamed.ok and unnamed.unconfirmed, unnamed.format_text()


ROUNDS = [
    {"anchor": "L1", "kind": "paragraph", "text": "<표 3> 과목별 평균 점수 (단위: 점, %)"},
    {
        "anchor": "L2",
        "kind": "table_row",
        "text": "과목 | 제1회 평균 | 제2회 평균 | 증감",
        "flags": ["table", "table_start"],
    },
    {"anchor": "L3", "kind": "table_row", "text": "수학 | 57.9 | 60.4 | 2.5", "flags": ["table"]},
]


def test_a_label_a_head_over_the_cited_row_writes_is_that_rows() -> None:
    draft = "수학 평균 점수는 제1회 57.9점에서 제2회 60.4점으로 2.5점 올랐다[L3]."
    assert check(draft, ROUNDS).ok


def test_a_label_no_head_over_the_cited_row_writes_still_fails() -> None:
    draft = "수학 평균 점수는 제1회 57.9점에서 제3회 60.4점으로 2.5점 올랐다[L3]."
    assert not check(draft, ROUNDS).ok


def test_an_english_round_is_the_label_a_head_over_the_cited_row_writes() -> None:
    draft = "Mathematics averaged 60.4 points in round 2 [L3]."
    assert check(draft, ROUNDS).ok


def test_an_english_round_no_head_writes_fails() -> None:
    assert not check("Mathematics averaged 60.4 points in round 3 [L3].", ROUNDS).ok


_COHORTS = [
    para("L7", "- 모집 기수: 제6기 ~ 제9기(4개 과정)"),
    para("L8", "- 모집 인원: 총 68명"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "The autumn programme runs cohorts 6 to 9, with 68 places [L7, L8].",
        "Summary: 68 places across cohorts 6-9 [L7, L8].",
        "Cohort 9 is the last of the autumn [L7].",
        "Rounds 6 and 9 open the term [L7].",
    ],
)
def test_english_cohorts_and_rounds_are_the_numbered_terms_a_block_names(draft: str) -> None:
    assert check(draft, _COHORTS).ok, draft


@pytest.mark.parametrize(
    "draft",
    [
        # planted: an end of the span no block names
        "The autumn programme runs cohorts 6 to 10, with 68 places [L7, L8].",
        "Summary: 68 places across cohorts 5-9 [L7, L8].",
        "Cohort 11 is the last of the autumn [L7].",
        # planted: the count of places still held to the blocks beside the cohorts
        "The autumn programme runs cohorts 6 to 9, with 86 places [L7, L8].",
    ],
)
def test_an_english_cohort_no_block_names_still_fails(draft: str) -> None:
    assert not check(draft, _COHORTS).ok, draft


_SCORES = [
    para("L5", "○ 병원 이용자 만족도는 100점 만점에 88.4점으로 전년(85.1점)보다 3.3점 올랐다."),
    {"anchor": "L30", "kind": "caption", "text": "(단위: 점, 100점 만점)"},
    row("L31", "구분 | 2023 | 2024", start=True),
    row("L35", "종합 | 84.6 | 86.2"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "병원 이용자 만족도는 88.4점으로 전년 85.1점에서 3.3점 상승했습니다 [L5].",
        "Overall satisfaction rose to 86.2 out of 100 [L35].",
        "종합 만족도는 100점 만점에 86.2점이다 [L35].",
    ],
)
def test_the_scale_of_a_score_is_no_figure_of_its_place(draft: str) -> None:
    report = check(draft, _SCORES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a scale the document does not write, and the score given the scale's place
        "Overall satisfaction rose to 86.2 out of 10 [L35].",
        "종합 만족도는 5점 만점에 86.2점이다 [L35].",
        "병원 이용자 만족도는 100점 만점에 84.8점이다 [L5].",
    ],
)
def test_a_scale_or_score_the_document_does_not_write_still_fails(draft: str) -> None:
    assert not check(draft, _SCORES).ok


_ROUNDS = [
    {
        "anchor": "L32",
        "kind": "list_item",
        "text": "○ 2차: 2025. 10. 13.(월) 09:00 ~ 10. 24.(금) 18:00",
    },
    {
        "anchor": "L33",
        "kind": "list_item",
        "text": "○ 3차: 2025. 11. 10.(월) 09:00 ~ 11. 21.(금) 18:00",
    },
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Round 2 runs from Monday 13 to Friday 24 October 2025 [L32].", True),
        ("Round 3 runs from 10 to 21 November 2025 [L33].", True),
        # planted: another round's number
        ("Round 4 runs from 10 to 21 November 2025 [L33].", False),
    ],
)
def test_an_english_round_restates_a_numbered_term_of_any_series_word(
    draft: str, passes: bool
) -> None:
    report = check(draft, _ROUNDS)
    assert report.ok is passes, report.format_text()


_APPLICANTS = [
    para("L10", "올해 1·2차 신청자는 모두 14,670명으로, 이 가운데 6,000명이 선정되었다.")
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("In rounds 1 and 2, 14,670 people applied [L10].", True),
        ("1차와 2차 신청자는 모두 14,670명이다 [L10].", True),
        # planted: a round the list does not hold
        ("In rounds 1 and 3, 14,670 people applied [L10].", False),
        ("1차와 3차 신청자는 모두 14,670명이다 [L10].", False),
    ],
)
def test_each_round_of_a_list_sharing_one_word_is_a_round(draft: str, passes: bool) -> None:
    # `1·2차`: the 1 is the first round, as the 2 is the second
    report = check(draft, _APPLICANTS)
    assert report.ok is passes, report.format_text()


_PHASES = [
    {"anchor": "L6", "kind": "heading", "text": "1. 공사 개요"},
    para("L7", "- 공사명: 2025년 보호구역 안전시설 개선공사(2단계)"),
    para("L8", "- 공사 대상: 보호구역 24곳"),
    para("L10", "- 공사 금액: 23억 6,000만 원"),
    {"anchor": "L12", "kind": "heading", "text": "2. 단계별 사업비"},
    para("L13", "- 1단계: 2024년 준공, 사업비 12억 원"),
    para("L14", "- 3단계: 2026년 착수, 사업비 31억 원"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "2단계 공사 금액은 23억 6,000만 원이다 [L10].",
        "제2단계 공사는 보호구역 24곳이 대상이다 [L8].",
        "Phase 2 covers 24 school zones [L8].",
        "3단계는 2026년에 착수하며 사업비는 31억 원이다 [L14].",
        "Stage 3 starts in 2026 with KRW 3.1 billion [L14].",
        "The stage-3 works start in 2026 [L14].",
    ],
)
def test_a_phase_the_section_over_a_cited_block_names_is_that_blocks(draft: str) -> None:
    report = check(draft, _PHASES)
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # planted: a phase no block over the cited one names
        "3단계 공사 금액은 23억 6,000만 원이다 [L10].",
        "Phase 3 covers 24 school zones [L8].",
        # planted: another phase of the same list
        "2단계 사업비는 12억 원이다 [L13].",
        "2단계는 2026년에 착수한다 [L14].",
        "Phase 1 starts in 2026 [L14].",
        "The stage-1 works start in 2026 [L14].",
    ],
)
def test_a_phase_no_block_over_the_cited_one_names_alone_fails(draft: str) -> None:
    report = check(draft, _PHASES)
    assert not report.ok, report.format_text()


_PHASE_DATES = [
    row("L23", "단계 | 기간 | 주요 내용", start=True),
    row("L24", "1단계 신청 | 9. 15.(월) ~ 9. 26.(금) | 신청서 제출"),
    row("L25", "2단계 심사 | 9. 29.(월) ~ 9. 30.(화) | 요건 확인"),
    row("L26", "3단계 점검 | 11. 17.(월) ~ 11. 21.(금) | 민원 점검"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("3단계 점검은 11. 17.(월)부터 11. 21.(금)까지다 [L26].", True),
        # planted: the row above's phase; rows of phases and dates are no rows of heads
        ("2단계 점검은 11. 17.(월)부터 11. 21.(금)까지다 [L26].", False),
        ("Phase 1 checks run from 17 to 21 November [L26].", False),
    ],
)
def test_a_phase_of_another_row_of_dates_fails(draft: str, passes: bool) -> None:
    report = check(draft, _PHASE_DATES)
    assert report.ok is passes, report.format_text()


_SPAN_OF_PHASES = [
    {"anchor": "L5", "kind": "heading", "text": "2. 서측 부두 2-6단계 개발사업 개요"},
    para("L7", "○ 규모: 3선석, 안벽 길이 1,100m"),
    para("L8", "○ 배정 순위: ① 정기 항로 ② 환적 선사 ③ 부정기선"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("서측 부두 2-6단계는 3선석, 안벽 1.1km 규모다 [L7].", True),
        # planted: another span of phases, and one phase of the span
        ("서측 부두 2-5단계는 3선석, 안벽 1.1km 규모다 [L7].", False),
        ("서측 부두 6단계는 3선석 규모다 [L7].", False),
        # planted: a place in order the heading's span of phases does not name
        ("배정 2순위는 부정기선이다 [L8].", False),
    ],
)
def test_a_span_of_phases_is_one_name(draft: str, passes: bool) -> None:
    report = check(draft, _SPAN_OF_PHASES)
    assert report.ok is passes, report.format_text()


_SESSIONS = [
    row("L12", "회차 | 일자 | 대상 | 인원", start=True),
    row("L13", "1회 | 3. 12.(수) | 국가대표 선수 | 120명"),
    row("L14", "2회 | 3. 19.(수) | 청소년 선수 | 80명"),
    para("L18", "교육시간은 회차별 3시간(14:00~17:00)이며, 현장 교육은 10:00~16:00에 진행합니다."),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a round a row names without its `제` (`1회 | 3. 12.(수)`) is the English session
        ("Session 1 is on Wednesday 12 March, for 120 athletes [L13].", True),
        ("Session 2 is on Wednesday 19 March, for 80 athletes [L14].", True),
        # a time after `session` is no session's number
        ("Each session runs 14:00-17:00 and the field session 10:00-16:00 [L18].", True),
        # planted: a session no cited row names
        ("Session 2 is on Wednesday 12 March, for 120 athletes [L13].", False),
        ("Session 3 is on Wednesday 19 March, for 80 athletes [L14].", False),
        # planted: a time no block writes
        ("Each session runs 14:00-17:00 and the field session 10:00-15:00 [L18].", False),
    ],
)
def test_an_english_session_is_the_round_a_row_names(draft: str, passes: bool) -> None:
    assert check(draft, _SESSIONS).ok is passes, check(draft, _SESSIONS).format_text()


_TOUR_COHORTS = [
    row("L14", "기수 | 기간 | 대상 종 | 횟수", start=True),
    row("L15", "1기 | 6. 6.(금) ~ 6. 28.(토) | 애반딧불이 | 16"),
    row("L16", "2기 | 8. 22.(금) ~ 9. 13.(토) | 늦반딧불이 | 16"),
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # a cohort a row names before its dates (`1기 | 6. 6.(금)`) is the English round
        ("Round 1 (6–28 June, 16 tours) and Round 2 (22 August–13 September) [L15, L16].", True),
        ("Cohort 2 runs from 22 August to 13 September [L16].", True),
        ("1기는 6월 6일부터 6월 28일까지 16회 운영한다 [L15].", True),
        # planted: a round no cited row names, and a cohort given the other's dates
        ("Round 3 runs from 22 August to 13 September [L16].", False),
        ("Round 2 runs from 6 to 28 June [L15].", False),
    ],
)
def test_an_english_round_is_the_cohort_a_row_names_before_its_dates(
    draft: str, passes: bool
) -> None:
    assert check(draft, _TOUR_COHORTS).ok is passes, check(draft, _TOUR_COHORTS).format_text()


_ZONES = [
    {"anchor": "L25", "kind": "caption", "text": "단위: 가구"},
    {"anchor": "L26", "kind": "table_row", "text": "공항 | 제1종 | 제2종 | 제3종 | 계",
     "flags": ["table", "table_start"]},
    {"anchor": "L27", "kind": "table_row", "text": "김포 | 1,120 | 8,940 | 58,360 | 68,420",
     "flags": ["table"]},
]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # `제2종`, `제1급`, `제2군`: a numbered class is a label, compared as a code
        ("김포공항 주변 제1종·제2종 구역 가구는 각각 1,120가구, 8,940가구다 [L27].", True),
        ("제1종·제2종 구역 가구는 합하면 1만 60가구다 [L27].", True),
        # planted: a class the heads do not write; another class's column
        ("김포공항 주변 제4종 구역 가구는 8,940가구다 [L27].", False),
        ("김포공항 주변 제2종 구역 가구는 1,120가구다 [L27].", False),
    ],
)
def test_a_numbered_class_is_a_label_of_its_column(draft: str, passes: bool) -> None:
    report = check(draft, _ZONES)
    assert report.ok is passes, report.format_text()


_LIGHTING = [
    {"anchor": "L20", "kind": "table_row", "text": "구역 | 주거지 연직면 조도(lx)",
     "flags": ["table", "table_start"]},
    {"anchor": "L21", "kind": "table_row", "text": "제1종 | 10 이하", "flags": ["table"]},
    {"anchor": "L24", "kind": "table_row", "text": "제4종 | 25 이하", "flags": ["table"]},
    para("L26", "○ 측정 대상: 디지털 과제 18종과 관리구역 내 210개 지점"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # English numbers a class (`Zone 1`) as a Korean label writes it (`제1종`), and a count
        # of kinds after a word ending in 제 (`과제 18종`) is no label
        ("Illuminance is capped at 10 lx in Zone 1 and 25 lx in Zone 4 [L21, L24].", True),
        ("- 디지털 과제 18종 측정 [L26]", True),
        # planted: a zone the table does not write; another count of kinds
        ("Illuminance is capped at 25 lx in Zone 5 [L21, L24].", False),
        ("- 디지털 과제 19종 측정 [L26]", False),
    ],
)
def test_a_class_in_english_and_a_count_of_kinds_stay_numbers(draft: str, passes: bool) -> None:
    report = check(draft, _LIGHTING)
    assert report.ok is passes, report.format_text()


_GRADED = {"L8": "□ 대상: 관내 지하차도 31곳(침수위험 1등급 9곳, 2등급 15곳, 3등급 7곳)"}


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # the number of a grade's name in brackets after a labelled count is no figure of it
        ("관내 지하차도 31곳(1등급 9곳, 2등급 15곳, 3등급 7곳)을 점검함 [L8].", True),
        # planted: the grades given each other's counts, or another total
        ("관내 지하차도 31곳(1등급 15곳, 2등급 9곳, 3등급 7곳)을 점검함 [L8].", False),
        ("관내 지하차도 33곳(1등급 9곳, 2등급 15곳, 3등급 7곳)을 점검함 [L8].", False),
    ],
)
def test_a_grades_number_in_brackets_after_a_count_is_its_name(draft: str, passes: bool) -> None:
    report = check(draft, _GRADED)
    assert report.ok is passes, report.format_text()
