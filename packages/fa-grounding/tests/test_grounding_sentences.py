"""Splitting Korean and English Markdown into content sentences."""

import pytest
from fa_grounding import check
from fa_grounding._sentences import split_sentences
from grounding_drafts import para, row


def texts(draft: str) -> list[str]:
    return [s.text for s in split_sentences(draft)]


def test_korean_endings_split_and_citation_after_period_stays():
    draft = "공모는 끝났다. [L3] 응모는 많았어요. 결과는 좋음. 다음 단계다 [L4]."
    assert texts(draft) == [
        "공모는 끝났다. [L3]",
        "응모는 많았어요.",
        "결과는 좋음.",
        "다음 단계다 [L4].",
    ]


def test_decimals_dotted_dates_and_abbreviations_do_not_split():
    draft = (
        "길이는 47.2 m이다 [L1]. 보도는 2018. 9. 4. 조간부터다 [L2]. "
        "Dr. Kim cites e.g. the U.S. data at 3.5% [L3]. It grew [L4]."
    )
    assert texts(draft) == [
        "길이는 47.2 m이다 [L1].",
        "보도는 2018. 9. 4. 조간부터다 [L2].",
        "Dr. Kim cites e.g. the U.S. data at 3.5% [L3].",
        "It grew [L4].",
    ]


def test_quotes_spanning_punctuation_stay_one_sentence():
    draft = '그는 "좋다. 하지만 어렵다."라고 말했다 [L4]. She said "No. Never!" twice [L5].'
    assert texts(draft) == [
        '그는 "좋다. 하지만 어렵다."라고 말했다 [L4].',
        'She said "No. Never!" twice [L5].',
    ]


def test_headings_title_rules_code_and_empty_lines_are_not_sentences():
    draft = (
        "# 제목\n\n## 개요\n\n본문이다 [L1].\n\n---\n\n```\n코드 12.\n```\n\n"
        "**요약**\n\nSetext title\n============\n\n마지막이다 [L2]."
    )
    assert texts(draft) == ["본문이다 [L1].", "마지막이다 [L2]."]


def test_list_items_are_sentences_even_without_a_period():
    draft = (
        "- 총 길이: 47.2 m [L32]\n* 최대 직경: 3.5 m [L33]\n1. 첫째다. 둘째다 [L1].\n- [ ] 할 일"
    )
    found = split_sentences(draft)
    assert [s.text for s in found] == [
        "총 길이: 47.2 m [L32]",
        "최대 직경: 3.5 m [L33]",
        "첫째다.",
        "둘째다 [L1].",
        "할 일",
    ]
    assert {s.kind for s in found} == {"list_item"}


def test_table_rows_are_sentences_but_header_and_separator_are_not():
    draft = "| 구분 | 값 |\n|---|:---:|\n| 길이 | 47.2 m [L32] |\n| 직경 | 3.5 m [L33] |"
    found = split_sentences(draft)
    assert [s.text for s in found] == ["| 길이 | 47.2 m [L32] |", "| 직경 | 3.5 m [L33] |"]
    assert [s.kind for s in found] == ["table_row", "table_row"]
    assert [s.citations.anchors for s in found] == [("L32",), ("L33",)]


def test_soft_wrapped_lines_join_into_one_paragraph():
    draft = "The FAA estimates that the proposal\naffects 73 airplanes [L4]."
    assert texts(draft) == ["The FAA estimates that the proposal affects 73 airplanes [L4]."]


def test_body_drops_citations_and_markup():
    (sentence,) = split_sentences("**누리**는 [링크](https://x.io/9) 3단이다 [L36].")
    assert sentence.body == "누리는 링크 3단이다  ."
    assert sentence.citations.anchors == ("L36",)


def test_lowercase_after_period_continues_an_english_sentence():
    assert texts("Costs are approx. five dollars [L1].") == ["Costs are approx. five dollars [L1]."]


def test_a_month_and_day_before_a_comma_in_brackets_ends_no_sentence() -> None:
    from fa_grounding._sentences import split_sentences

    draft = "○ 최고 농도: 0.187ppm(7. 28., 서울 강동구), 기준 0.3ppm 미만 [L8]"
    assert len(split_sentences(draft)) == 1


@pytest.mark.parametrize(
    "draft",
    [
        "10월 구직급여 신규신청 8만 2천 명 [L8]\n지급자는 59만 3천 명으로 늘었어요.",
        "3분기 매출 120억 원 [L2]\n영업이익은 15억 원이다.",
        "2025년 말 보급률 99.5% [L3]\nThe rate rose 0.1 points.",
    ],
)
def test_a_line_its_citation_closes_ends_its_sentence_however_it_begins(draft: str) -> None:
    sentences = split_sentences(draft)
    assert len(sentences) == 2
    assert sentences[0].citations.anchors
    assert not sentences[1].citations.anchors
    report = check(draft, [{"anchor": a, "text": "본문"} for a in ("L2", "L3", "L8")])
    assert "GR-01" in {f.rule for f in report.findings}


@pytest.mark.parametrize(
    "draft",
    [
        "**규모**: 3,000가구\n**지원 한도**: 가구당 200만 원\n**근거**: 제11조 [L3]",
        "**규모:** 3,000가구\n**지원 한도:** 가구당 200만 원\n**근거:** 제11조 [L3]",
        "규모: 3,000가구\n지원 한도: 가구당 200만 원\n근거: 제11조 [L3]",
        "Scale: 3,000 homes\nCap: KRW 2 million a home\nBasis: Article 11 [L3]",
    ],
)
def test_a_line_opening_with_a_label_and_colon_is_a_sentence_of_its_own(draft: str) -> None:
    sentences = split_sentences(draft)
    assert len(sentences) == 3
    assert [bool(s.citations.anchors) for s in sentences] == [False, False, True]
    blocks = [
        {"anchor": "L3", "text": "제11조에 따른다."},
        {"anchor": "L8", "text": "3,000가구(3,000 homes), 가구당 200만 원(KRW 2 million a home)"},
    ]
    report = check(draft, blocks)
    assert {f.sentence_index for f in report.findings if f.rule == "GR-01"} >= {0, 1}
    assert "GR-03" not in {f.rule for f in report.findings}


@pytest.mark.parametrize(
    "subject",
    ["**건명**: 상반기 현수막 정비 요약", "제목: 정비 결과 요약", "**Subject:** the notice"],
)
def test_a_subject_line_naming_the_draft_without_a_figure_is_no_claim(subject: str) -> None:
    draft = f"{subject}\n**과태료**: 412건 부과 [L7]"
    assert [s.body for s in split_sentences(draft)] == ["과태료: 412건 부과"]


def test_a_subject_line_with_a_figure_is_still_checked() -> None:
    draft = "**건명**: 2025년 상반기 정비 결과 412건\n**과태료**: 412건 부과 [L7]"
    report = check(draft, [{"anchor": "L7", "text": "과태료 412건을 부과했다."}])
    assert "GR-01" in {f.rule for f in report.findings}


_TREND = (
    "| 연도 | 도난 건수 | 근거 |\n|---|---|---|\n| 2020 | 18건 | [L17] |\n| 2022 | 11건 | [L19] |"
)
_TREND_BLOCKS = [
    {"anchor": "L17", "kind": "table_row", "text": "2020 | 18 | 412"},
    {"anchor": "L19", "kind": "table_row", "text": "2022 | 11 | 198"},
]


@pytest.mark.parametrize("gap", ["\n", "\n\n"])
def test_a_title_over_a_draft_table_names_it_and_claims_nothing(gap: str) -> None:
    draft = f"연도별 도난·회수 추이(발췌){gap}{_TREND}"
    assert [s.kind for s in split_sentences(draft)] == ["table_row", "table_row"]
    assert check(draft, _TREND_BLOCKS).ok


def test_a_title_over_a_draft_table_with_a_figure_is_checked_against_its_rows() -> None:
    assert check(f"2020~2022년 도난 추이\n\n{_TREND}", _TREND_BLOCKS).ok
    report = check(f"2020~2023년 도난 추이\n\n{_TREND}", _TREND_BLOCKS)
    assert "GR-03" in {f.rule for f in report.errors}, report.format_text()


@pytest.mark.parametrize(
    "title", ["연도별 도난 건수입니다.", "주요 연도의 도난 건수 추이임", "연도별 도난 건수예요:"]
)
def test_a_title_said_as_a_sentence_over_a_draft_table_claims_nothing(title: str) -> None:
    draft = f"{title}\n\n{_TREND}"
    assert [s.kind for s in split_sentences(draft)] == ["table_row", "table_row"]
    assert check(draft, _TREND_BLOCKS).ok
    # with a figure, it is checked against the rows' citations
    wrong = check(f"2020~2023년 도난 건수입니다.\n\n{_TREND}", _TREND_BLOCKS)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()


@pytest.mark.parametrize(
    "claim",
    ["도난이 가장 많은 해는 첫해입니다.", "도난은 줄어드는 추세입니다.", "첫해가 최다입니다."],
)
def test_a_copula_sentence_that_says_something_of_a_topic_over_a_table_is_a_claim(
    claim: str,
) -> None:
    report = check(f"{claim}\n\n{_TREND}", _TREND_BLOCKS)
    assert "GR-01" in {f.rule for f in report.errors}, report.format_text()


def test_a_cited_title_sentence_over_a_draft_table_cites_its_rows() -> None:
    # the rows take the citation of the line that names them, not of the sentence after them
    table = _TREND.replace(" [L17] |", " |").replace(" [L19] |", " |").replace(" 근거 |", "")
    table = table.replace("|---|---|---|", "|---|---|")
    draft = f"연도별 도난 건수입니다(발췌) [L17, L19].\n\n{table}\n\n추세는 뚜렷합니다 [L20]."
    blocks = [*_TREND_BLOCKS, {"anchor": "L20", "kind": "paragraph", "text": "추세는 뚜렷하다."}]
    report = check(draft, blocks)
    assert report.ok, report.format_text()
    wrong = check(draft.replace("| 18건 |", "| 19건 |"), blocks)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()


def test_a_line_of_citations_alone_after_a_table_cites_its_rows_not_the_title_over_it() -> None:
    # the title over the table cites its own block; the citations after the table are the rows'
    table = _TREND.replace(" [L17] |", " |").replace(" [L19] |", " |").replace(" 근거 |", "")
    table = table.replace("|---|---|---|", "|---|---|")
    blocks = [*_TREND_BLOCKS, {"anchor": "L16", "kind": "caption", "text": "연도별 도난 건수"}]
    draft = f"연도별 도난 건수입니다 [L16].\n\n{table}\n\n[L17, L19]"
    report = check(draft, blocks)
    assert report.ok, report.format_text()
    # planted: a row's figure the note's blocks do not hold still fails
    wrong = check(draft.replace("| 11건 |", "| 12건 |"), blocks)
    assert "GR-03" in {f.rule for f in wrong.errors}, wrong.format_text()


def test_a_sentence_over_a_draft_table_is_still_a_claim() -> None:
    report = check(f"도난은 크게 줄었다.\n\n{_TREND}", _TREND_BLOCKS)
    assert "GR-01" in {f.rule for f in report.errors}


def test_a_wrapped_line_with_a_colon_after_words_goes_on_its_sentence() -> None:
    draft = "The plan sets three goals for 2026 and one more\nfor 2027: a cap of 200 homes [L3]."
    assert len(split_sentences(draft)) == 1


@pytest.mark.parametrize(
    "opening",
    [
        "문의하신 건 답변드립니다.",
        "요청하신 사항에 대해 회신드립니다.",
        "질문 관련 답변드려요.",
        "문의하신 사회복무요원 관련 수치 회신드립니다.",
        "요청하신 부진국 현황입니다.",
        "문의하신 검사 결과예요.",
    ],
)
def test_an_opening_that_answers_a_question_cites_nothing(opening: str) -> None:
    draft = f"{opening} 부적합은 23건입니다 [L2]."
    report = check(draft, [{"anchor": "L2", "text": "부적합은 23건이다."}])
    assert report.ok, report.format_text()


@pytest.mark.parametrize(
    "opening",
    [
        "문의하신 3건 답변드립니다.",
        "요청하신 부진국은 3곳입니다.",
        # what the topic is said to be is a claim: `현황` named by words that say something
        "요청하신 부진국 수출은 줄어든 현황입니다.",
        "요청하신 현황은 없습니다.",
    ],
)
def test_an_answering_opening_with_a_figure_or_a_claim_still_needs_a_citation(
    opening: str,
) -> None:
    draft = f"{opening} 부적합은 23건입니다 [L2]."
    report = check(draft, [{"anchor": "L2", "text": "부적합은 23건이다."}])
    assert "GR-01" in {f.rule for f in report.findings}


@pytest.mark.parametrize(
    "opening",
    [
        "하반기 할인 요금 정리입니다.",
        "부적합 현황 요약이에요.",
        "점검 결과 공유입니다.",
        "팀장님, 심야 호출 건수 관련입니다.",
        "위생 점검 관련 건입니다.",
    ],
)
def test_an_opening_naming_its_summary_with_a_copula_claims_nothing(opening: str) -> None:
    draft = f"{opening} 부적합은 23건입니다 [L2]."
    report = check(draft, [{"anchor": "L2", "text": "부적합은 23건이다."}])
    assert report.ok and not report.findings, report.format_text()


@pytest.mark.parametrize(
    "opening",
    [
        # planted: a figure, or words that say something of what it names, make it a claim
        "할인율 30% 정리입니다.",
        "요금이 올라 요금 정리입니다.",
        "부적합은 없다는 요약입니다.",
        "부적합 23건 관련입니다.",
        "점검이 늦어진 것 관련입니다.",
    ],
)
def test_a_summary_naming_opening_with_a_figure_or_a_claim_needs_a_citation(opening: str) -> None:
    draft = f"{opening} 부적합은 23건입니다 [L2]."
    report = check(draft, [{"anchor": "L2", "text": "부적합은 23건이다."}])
    assert {f.rule for f in report.findings} & {"GR-01", "GR-07"}, report.format_text()


def test_a_bare_yes_or_no_answer_cites_nothing() -> None:
    draft = "Q. 올해 지진이 많은 편인가요?\nA. 아닙니다. 올해 지진은 64회입니다 [L2]."
    report = check(draft, [{"anchor": "L2", "text": "올해 지진은 64회 발생했다."}])
    assert report.ok, report.format_text()
    # a claim after the answer word still needs its citation
    uncited = "Q. 많은 편인가요?\nA. 아닙니다. 64회입니다."
    assert "GR-01" in {f.rule for f in check(uncited, [{"anchor": "L2", "text": "64회"}]).findings}


def test_an_elevations_abbreviation_ends_no_sentence() -> None:
    blocks = {"L1": "대청댐 | 73.99 | 76.5 | 81.2"}
    draft = "Daecheong Dam stood at EL. 73.99 m against a normal high of 76.5 m, 81.2% full [L1]."
    report = check(draft, blocks)
    assert report.ok, report.format_text()


_QUOTA = {
    "L1": "2026년 업종별 외국인력 도입 규모 (단위: 명)",
    "L2": "제조업 | 76,000 | △20.0%",
    "L3": "농축산업 | 13,000 | △18.8%",
}


def _rules(draft: str, blocks: dict[str, str]) -> set[str]:
    return {f.rule for f in check(draft, blocks).findings if f.severity == "error"}


def test_an_outline_item_over_deeper_items_is_their_heading_checked_against_their_citations():
    items = "\n - 제조업 7만 6천 명(△20.0%) [L1, L2]\n - 농축산업 1만 3천 명(△18.8%) [L3]"
    assert _rules("○ 2026년 업종별 도입 규모" + items, _QUOTA) == set()
    assert _rules("○ 업종별 도입 규모(2026년)" + items.replace(" - ", "   * "), _QUOTA) == set()
    # its figure is still checked: a year no cited block writes fails
    assert _rules("○ 2025년 업종별 도입 규모" + items, _QUOTA) == {"GR-03"}
    # an item at the same level is a claim of its own, and cites nothing (its year alone the
    # lead of the blocks names, as the opening of what follows)
    same_level = "○ 2026년 업종별 도입 규모 8만 9천 명\n○ 제조업 7만 6천 명 [L2]"
    assert "GR-01" in _rules(same_level, _QUOTA)


def test_a_box_line_over_numbered_items_is_their_heading_checked_against_their_citations():
    # `■ ... 요약` over `1.`, `2.` items: a 결재용 summary's title, as over `○` items
    items = "\n1. 제조업 7만 6천 명(△20.0%) [L1, L2]\n2. 농축산업 1만 3천 명(△18.8%) [L3]"
    assert _rules("■ 2026년 업종별 도입 규모 요약" + items, _QUOTA) == set()
    assert _rules("□ 업종별 도입 규모" + items, _QUOTA) == set()
    # planted: its figure is still checked, and a box line beside another is a claim
    assert _rules("■ 2025년 업종별 도입 규모 요약" + items, _QUOTA) == {"GR-03"}
    assert "GR-01" in _rules("■ 2026년 도입 규모 8만 9천 명\n■ 제조업 7만 6천 명 [L2]", _QUOTA)
    # a numbered line over numbered items is no heading of theirs
    assert "GR-01" in _rules("1. 2026년 도입 규모 8만 9천 명" + items, _QUOTA)


_INDEX = {
    "L1": "<표 2> 분기 말 지수 (2025년)",
    "L2": "구분 | 1분기 | 2분기",
    "L3": "KOSPI | 2,481.12 | 2,612.40",
}


def test_a_markdown_table_takes_the_citations_of_the_note_right_after_it():
    table = "| 분기 | KOSPI |\n|---|---|\n| 1분기 | 2,481.12 |\n| 2분기 | 2,612.40 |\n\n"
    for note in (
        "[L2, L3]",
        "(2025년 분기 말 기준) [L1, L2, L3]",
        "출처: [L2, L3]",
        "출처: 분기별 지수 현황 [L2, L3]",
        "(출처: 분기별 지수 현황 [L2, L3])",
        "(근거: [L2, L3])",
        "※ 출처: [L2][L3]",
        "- 출처: 분기별 지수 현황 [L2, L3]",
    ):
        assert _rules(table + note, _INDEX) == set(), note
    # its rows' figures are still checked against those citations
    wrong = table.replace("2,612.40", "2,621.40")
    assert _rules(wrong + "[L2, L3]", _INDEX) == {"GR-03"}
    # a closing sentence after the table (a claim of its own), a remark marked as the table's
    # note (`※`) and a note naming the source's table lend their citations too, and the rows'
    # figures are checked against them: a row the closing line's blocks do not hold fails
    claim = "KOSPI는 2분기에 2,612.40으로 마감했다 [L2, L3]."
    assert _rules(table + claim, _INDEX) == set()
    assert _rules(wrong + claim, _INDEX) == {"GR-03"}
    assert "GR-03" in _rules(table + "KOSPI는 2분기에 2,612.40으로 마감했다 [L1].", _INDEX)
    assert _rules(table + "※ 2분기 지수는 1분기보다 높다 [L2, L3]", _INDEX) == set()
    assert _rules(table + "출처: <표 2> [L2, L3]", _INDEX) == set()
    assert _rules(wrong + "※ 2분기 지수는 1분기보다 높다 [L2, L3]", _INDEX) == {"GR-03"}
    assert _rules(wrong + "출처: <표 2> [L2, L3]", _INDEX) == {"GR-03"}


def test_a_question_takes_the_citations_of_its_answer_after_a_bare_no():
    blocks = {"L1": "2025년 직장가입자 보험료율은 7.09%로 2024년과 같다."}
    draft = "Q. 2025년에 보험료율이 올랐나요?\nA. 아닙니다. 7.09%로 2024년과 같습니다 [L1]."
    assert _rules(draft, blocks) == set()
    # the question's own figure is still checked against the answer's citations
    assert _rules(draft.replace("2025년에", "2023년에"), blocks) == {"GR-03"}


def test_a_question_number_opening_its_line_is_no_quarter():
    blocks = {"L1": "7월 1일부터 8월 31일까지 1단계 상한은 300kWh로 높아진다."}
    for draft in (
        "Q3 요지: 7월 1일~8월 31일 1단계 상한은 300kWh다 [L1].",
        "Q3: 여름철 1단계 상한은 얼마인가요? 300kWh입니다 [L1].",
        "**질문 3 요약**: 1단계 상한은 300kWh다 [L1].",
    ):
        assert _rules(draft, blocks) == set(), draft
    # a quarter opening a claim is still a figure, and the rest is still checked
    assert _rules("Q3 상한은 300kWh다 [L1].", blocks) == {"GR-03"}
    assert _rules("Q3: 1단계 상한은 300kWh다 [L1].", blocks) == {"GR-03"}
    assert _rules("Q3 요지: 1단계 상한은 400kWh다 [L1].", blocks) == {"GR-03"}


def test_a_lead_in_over_a_table_takes_the_citations_its_note_lends_the_rows():
    table = "| 분기 | KOSPI |\n|---|---|\n| 1분기 | 2,481.12 |\n| 2분기 | 2,612.40 |\n\n"
    lead = "2025년 분기 말 지수는 다음과 같다.\n\n"
    assert _rules(lead + table + "(출처: [L1][L2][L3])", _INDEX) == set()
    # the lead-in's own figure is still checked against them
    assert _rules(lead.replace("2025년", "2024년") + table + "(출처: [L1][L2][L3])", _INDEX) == {
        "GR-03"
    }


def test_a_table_none_of_whose_rows_cites_takes_the_citations_of_the_line_over_it():
    table = "| 분기 | KOSPI |\n|---|---|\n| 1분기 | 2,481.12 |\n| 2분기 | 2,612.40 |\n"
    for lead in (
        "분기 말 지수는 다음과 같습니다 [L2, L3].\n\n",
        "주요 수치를 표로 정리했습니다 [L1, L2, L3]\n",
    ):
        assert _rules(lead + table, _INDEX) == set(), lead
    # the rows' figures are still checked against those citations
    wrong = table.replace("2,612.40", "2,621.40")
    assert _rules("분기 말 지수는 다음과 같습니다 [L2, L3].\n\n" + wrong, _INDEX) == {"GR-03"}
    assert "GR-03" in _rules("분기 말 지수는 다음과 같습니다 [L1].\n\n" + table, _INDEX)
    # with neither line citing, the rows cite nothing
    assert "GR-01" in _rules("분기 말 지수는 다음과 같습니다.\n\n" + table, _INDEX)


def test_a_table_takes_the_citations_of_the_line_announcing_it_over_a_sentence_after_it():
    table = "| 분기 | KOSPI |\n|---|---|\n| 1분기 | 2,481.12 |\n| 2분기 | 2,612.40 |\n\n"
    lead = "분기 말 지수를 정리하면 다음과 같습니다 [L2, L3].\n\n"
    after = "표의 지수는 2025년 기준입니다 [L1]."
    assert _rules(lead + table + after, _INDEX) == set()
    # the rows are still checked against the announcing line's citations
    assert _rules(lead + table.replace("2,612.40", "2,621.40") + after, _INDEX) == {"GR-03"}
    assert "GR-03" in _rules(lead.replace("L2, L3", "L1") + table + after, _INDEX)
    # a source note after the table is still the rows' citation
    note = "(출처: [L2][L3])"
    assert _rules(lead.replace("L2, L3", "L1") + table + note, _INDEX) == set()
    # a line over the table that announces nothing lends only when the line after cites nothing
    plain = "지수는 2025년 기준이다 [L2, L3].\n\n"
    assert "GR-03" in _rules(plain + table + after, _INDEX)


def test_a_sentence_going_on_with_the_next_shares_its_citation():
    blocks = {"L1": "제3조 청년이란 19세 이상 34세 이하인 사람이다. 다만, 법령에서 달리 정한다."}
    draft = "제3조는 청년을 19세 이상 34세 이하로 정의한다. 다만 법령에서 달리 정한다 [L1]."
    assert _rules(draft, blocks) == set()
    # its own figures are still checked against that citation
    assert _rules(draft.replace("34세", "39세"), blocks) == {"GR-03"}
    # a sentence that does not go on with it confirms nothing: the citation is lent only as
    # unconfirmed
    alone = "제3조는 청년을 19세 이상 34세 이하로 정의한다. 법령에서 달리 정한다 [L1]."
    assert [f.rule for f in check(alone, blocks).findings] == ["GR-07"]


_REDUCED = {
    "L27": "○ 3분기 실수납액은 4,860만 원",
    "L28": "○ 감면 적용 기업은 19개사로 전체 입주기업(68개사)의 27.9%",
    "L29": "- 청년창업기업 11개사(30% 감면), 여성기업·사회적경제기업 5개사(20% 감면)",
}


def test_a_sentence_the_next_goes_on_from_is_uncited_when_that_citation_holds_none_of_it():
    # planted: the sentence before `이 중 ...` cites nothing, and the block the next one cites
    # holds none of its figures: it is uncited, not refused against that block
    draft = (
        "감면을 적용받은 기업은 19개사로 입주기업의 27.9%입니다. "
        "이 중 청년창업기업이 11개사로 가장 많습니다 [L29]."
    )
    report = check(draft, _REDUCED)
    assert {f.rule for f in report.errors} == {"GR-01"}, report.format_text()
    # cited, it passes; a wrong figure beside one the borrowed block holds is refused there
    assert check(draft.replace("27.9%입니다.", "27.9%입니다 [L28]."), _REDUCED).ok
    wrong = "청년창업기업은 11개사로 30% 감면됩니다. 이 중 대표자가 여성인 곳은 없습니다 [L29]."
    assert check(wrong, _REDUCED).ok
    assert {f.rule for f in check(wrong.replace("30%", "40%"), _REDUCED).errors} == {"GR-03"}


_LINE_BLOCKS = {
    "L1": "공모 접수는 3월 2일(월)부터 3월 20일(금) 18시까지이며, 기한 후에는 받지 않는다.",
    "L2": "이번 전보 인원은 총 127명이다.",
}


def test_a_sentence_the_next_one_on_its_line_cites_for_is_unconfirmed_not_refused():
    # `A. B [L1].`: whether the line's one citation is meant for A too cannot be told, so A's
    # figures, all in L1, are shown to the person as unconfirmed rather than refused or passed
    draft = "접수는 3월 2일(월)부터 3월 20일(금) 18시까지입니다. 기한 후엔 받지 않아요 [L1]."
    report = check(draft, _LINE_BLOCKS)
    assert report.ok
    assert [f.rule for f in report.findings] == ["GR-07"]
    assert report.unconfirmed[0].anchors == ("L1",)
    assert "3월 20일" in report.unconfirmed[0].detail


def test_a_figure_the_next_citation_does_not_hold_leaves_the_sentence_uncited():
    # planted: the wrong day is in no block, so the sentence is uncited and its figure wrong
    wrong = "접수는 3월 2일(월)부터 3월 21일 18시까지입니다. 기한 후엔 받지 않아요 [L1]."
    assert _rules(wrong, _LINE_BLOCKS) == {"GR-01", "GR-03"}
    # planted: a figure another block holds is cited nowhere: uncited, not wrong
    elsewhere = "전보 인원은 총 127명입니다. 기한 후엔 받지 않아요 [L1]."
    assert _rules(elsewhere, _LINE_BLOCKS) == {"GR-01"}
    # planted: one figure held, one not
    half = "접수는 3월 2일부터이고 전보 인원은 127명입니다. 기한 후엔 받지 않아요 [L1]."
    assert _rules(half, _LINE_BLOCKS) == {"GR-01"}


_GAP = {"L4": "대졸 이상과 중졸 이하의 참여율 격차는 22.1%p로 전년(23.4%p)보다 1.3%p 줄었다."}


def test_an_opening_in_words_the_next_citation_holds_is_unconfirmed_not_refused():
    # `A. B [L4].`, A without a figure: whether L4 is meant for A too cannot be told, so A is
    # shown to the person when L4 holds its words as a cited sentence's must be held (GR-05)
    draft = "학력별 참여율 격차는 여전하지만 줄어드는 추세다. 격차는 22.1%p로 1.3%p 줄었다 [L4]."
    report = check(draft, _GAP)
    assert report.ok, report.format_text()
    assert [(f.rule, f.sentence_index) for f in report.findings] == [("GR-07", 0)]
    assert report.unconfirmed[0].anchors == ("L4",)
    # planted: words the block does not hold, a next paragraph, a sentence too short to tell
    for uncited in (
        "정부는 평생교육 바우처 예산을 크게 늘리기로 했다. 격차는 22.1%p다 [L4].",
        "학력별 참여율 격차는 여전하지만 줄어드는 추세다.\n\n격차는 22.1%p다 [L4].",
        "격차는 줄고 있다. 격차는 22.1%p다 [L4].",
    ):
        assert _rules(uncited, _GAP) == {"GR-01"}, uncited


def test_only_a_later_sentence_of_the_same_paragraph_lends_its_citation():
    # the citation of the next paragraph, or to a sentence without a figure, lends nothing
    next_paragraph = "접수는 3월 20일 18시까지입니다.\n\n기한 후엔 받지 않아요 [L1]."
    assert _rules(next_paragraph, _LINE_BLOCKS) == {"GR-01"}
    no_figure = "접수 기한은 엄격합니다. 기한 후엔 받지 않아요 [L1]."
    assert "GR-01" in _rules(no_figure, _LINE_BLOCKS)
    # a sentence that cites for itself is held to its own citation only
    own = "전보 인원은 127명입니다 [L2]. 접수는 3월 20일까지예요 [L1]."
    assert check(own, _LINE_BLOCKS).findings == ()


def test_an_uncited_figure_found_in_no_block_is_contradicted_as_well():
    draft = "전보 인원은 총 172명입니다.\n\n접수는 3월 20일까지입니다 [L1]."
    assert _rules(draft, _LINE_BLOCKS) == {"GR-01", "GR-03"}
    assert _rules(draft.replace("172", "127"), _LINE_BLOCKS) == {"GR-01"}


_LOG = {"L3": "법령 본문 길이(JSON dump): 229,780 chars\n발견된 첨부 링크: 0건"}


@pytest.mark.parametrize(
    "opening",
    [
        "팀장님, 점검 결과 공유드립니다.",
        "과장님 문의하신 건 정리드립니다.",
        "김 주무관님, 결과 정리해 드려요.",
        "팀장님, ○○구 안전점검 공고 건 요약드립니다.",  # a name masked with circles
    ],
)
def test_an_announcing_opening_after_a_form_of_address_is_no_claim(opening: str) -> None:
    draft = f"{opening}\n- 본문은 229,780자입니다 [L3].\n감사합니다."
    assert check(draft, _LOG).findings == ()
    # and `이상입니다.` closes a message as `감사합니다.` does
    closed = f"{opening}\n- 본문은 229,780자입니다 [L3].\n이상입니다."
    assert check(closed, _LOG).findings == (), check(closed, _LOG).format_text()
    # planted: a closing line that goes on to claim a figure still cites
    claimed = f"{opening}\n- 본문은 229,780자입니다 [L3].\n이상 링크는 3건입니다."
    assert "GR-01" in _rules(claimed, _LOG)


@pytest.mark.parametrize(
    "salutation",
    [
        "팀장님,",
        "팀장님께,",
        "김 주무관님께",
        "팀원 여러분께,",
        "○○초등학교 행정실 담당자님께,",
        "○○군 산림부서 담당자님께, 공고 내용 확인했습니다.",
    ],
)
def test_a_form_of_address_alone_opening_a_message_is_no_claim(salutation: str) -> None:
    draft = f"{salutation}\n\n본문은 229,780자입니다 [L3].\n\n감사합니다."
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    # planted: an address that goes on to say something still cites
    assert "GR-01" in _rules(f"{salutation} 본문은 23만 자입니다.\n\n링크는 0건 [L3].", _LOG)


_AUCTION_LOG = {"L31": "2024년 경매 진행 건수는 126,378건이다."}


def test_an_announcing_opening_naming_a_year_the_next_citation_holds_is_no_claim() -> None:
    draft = "팀장님, 2024년 경매 통계 요약드립니다. 진행 건수는 126,378건입니다 [L31]."
    report = check(draft, _AUCTION_LOG)
    assert report.findings == (), report.format_text()
    # planted: a year the cited block does not hold, or an opening that says something
    assert "GR-01" in _rules(draft.replace("2024년 경매", "2023년 경매"), _AUCTION_LOG)
    said = draft.replace("2024년 경매 통계 요약드립니다", "2024년 경매가 늘어 보고드립니다")
    assert check(said, _AUCTION_LOG).findings != ()


_EXAM_LOG = {"L6": "가. 제2회 검정고시 시험일: 2025. 8. 9.(토) 09:00"}


def test_an_announcing_opening_naming_a_label_the_next_citation_holds_is_no_claim() -> None:
    draft = "팀장님, 제2회 검정고시 관련 요약드립니다.\n시험은 8월 9일 09:00에 시작합니다[L6]."
    report = check(draft, _EXAM_LOG)
    assert report.findings == (), report.format_text()
    # planted: a label the cited block does not hold
    assert "GR-01" in _rules(draft.replace("제2회", "제3회"), _EXAM_LOG)


@pytest.mark.parametrize(
    "opening",
    [
        "팀장님, 본문은 22만 자입니다.",  # a claim with a figure after the address
        "팀장님, 첨부 링크가 없다는 점검 결과 공유드립니다.",  # a claim in the announcement
        "팀장님, 3건 정리드립니다.",  # a figure in the announcement
    ],
)
def test_an_opening_after_a_form_of_address_that_claims_must_cite(opening: str) -> None:
    draft = f"{opening}\n\n- 본문은 229,780자입니다 [L3]."
    assert "GR-01" in {f.rule for f in check(draft, _LOG).findings}


_VISITS = {
    "L5": "접견 시간: 평일 09:00 ~ 16:00 (점심시간 12:00 ~ 13:00 제외)",
    "L7": "접견은 1회 30분 이내로 한다.",
}


def test_a_tail_after_a_sentences_last_citation_is_lent_the_next_citation_as_unconfirmed():
    # `... 이내이며[L7], 오전 9시부터 오후 4시까지 가능합니다. 다만 ... [L5].`: the words after
    # the sentence's own citation cite nothing of their own; their figures, found in the block
    # the next sentence cites, are unconfirmed rather than refused
    draft = (
        "1회 30분 이내이며[L7], 평일 오전 9시부터 오후 4시까지 가능합니다. "
        "다만 낮 12시부터 1시까지는 접견이 없습니다[L5]."
    )
    report = check(draft, _VISITS)
    assert report.ok, report.format_text()
    assert {f.rule for f in report.unconfirmed} == {"GR-07"}
    assert any("L5" in f.anchors for f in report.unconfirmed)
    # planted: a wrong hour in the tail is refused
    assert not check(draft.replace("오후 4시까지", "오후 5시까지"), _VISITS).ok
    # planted: a figure before the citation, held by the next sentence's block only, is refused
    before = "평일 오전 9시부터 1회 30분 이내입니다[L7]. 다만 낮 12시부터 1시까지는 없습니다[L5]."
    assert not check(before, _VISITS).ok


_FEES = {
    "L12": "서울 3,214원, 경기 2,987원, 인천 2,851원으로 ㎡당 관리비 상위 3개 시도이다.",
    "L13": "부산 2,793원, 대구 2,705원이다.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "1. 서울 3,214원\n2. 경기 2,987원\n3. 인천 2,851원으로 상위 3개 시도다 [L12].",
        "- 서울 3,214원\n- 경기 2,987원\n- 인천 2,851원\n(㎡당 관리비 상위 3개 시도) [L12]",
    ],
)
def test_a_list_cited_only_by_its_last_item_or_closing_line_lends_it_as_unconfirmed(draft: str):
    report = check(draft, _FEES)
    assert report.ok, report.format_text()
    assert report.unconfirmed and all(f.anchors == ("L12",) for f in report.unconfirmed)
    # planted: a wrong figure in an item the closing citation does not hold
    assert not check(draft.replace("2,987원", "2,897원"), _FEES).ok


def test_an_item_left_uncited_in_a_list_whose_items_cite_is_uncited():
    # planted GR-01: the other items cite their own blocks, so the last one's is not the list's
    draft = "- 서울 3,214원 [L12]\n- 경기 2,987원\n- 부산 2,793원 [L13]"
    assert "GR-01" in {f.rule for f in check(draft, _FEES).errors}


def test_a_bare_announcing_verb_after_a_form_of_address_is_no_claim():
    draft = "팀장님, 공유드립니다.\n- 본문은 229,780자입니다 [L3].\n감사합니다."
    assert check(draft, _LOG).findings == ()
    # planted: a figure in the opening still needs a citation
    opening = check("팀장님, 2건 공유드립니다.\n\n- 본문 [L3]", _LOG)
    assert "GR-01" in {f.rule for f in opening.findings}


_TIMBER = {
    "L16": "보드용 | 198 | 39.8",
    "L17": "펄프용 | 112 | 22.5",
}


def test_a_citation_column_of_a_drafts_table_may_write_its_anchors_without_brackets():
    table = "| 용도 | 공급량(만 ㎥) | 비중 | 근거 |\n|---|---|---|---|\n"
    draft = table + "| 보드용 | 198 | 39.8% | L16 |\n| 펄프용 | 112 | 22.5% | L16, L17 |"
    assert check(draft, _TIMBER).ok, check(draft, _TIMBER).format_text()
    # planted: a figure its cell's anchor does not hold, and an anchor the document lacks
    assert not check(draft.replace("198", "189"), _TIMBER).ok
    assert "GR-02" in _rules(draft.replace("| L16 |", "| L99 |"), _TIMBER)
    # a column of other words is no citation column: its rows cite nothing
    other = "| 용도 | 공급량 | 비고 |\n|---|---|---|\n| 보드용 | 198 | L16 |"
    assert "GR-01" in _rules(other, _TIMBER)


def test_one_unit_an_amount_is_given_per_is_no_claim_of_its_own():
    fees = {"L13": "숲속의 집(중형) 6인 | 성수기 | 124,000원", "L15": "야영데크 | 19,000원"}
    assert check("A. 6인 기준 1박에 12만 4,000원입니다[L13].", fees).ok
    assert check("야영데크는 성수기에도 1박 19,000원입니다[L15].", fees).ok
    # the unit line over the cited table says what its amounts are per
    table = [
        {"anchor": "L10", "kind": "caption", "text": "<표 1> 이용 요금 (단위: 원, 1박 기준)"},
        {"anchor": "L11", "kind": "table_row", "flags": ["table", "table_start"],
         "text": "시설 | 수용 인원 | 성수기"},
        {"anchor": "L13", "kind": "table_row", "flags": ["table"],
         "text": "숲속의 집(중형) | 6인 | 124,000"},
    ]  # fmt: skip
    assert check("Q. 성수기 1박 요금은?\nA. 6인 기준 12만 4,000원입니다[L13].", table).ok
    # planted: a unit line that prices another unit lends nothing
    two = [dict(table[0], text="<표 1> 이용 요금 (단위: 원, 2박 기준)"), *table[1:]]
    assert not check("Q. 성수기 1박 요금은?\nA. 6인 기준 12만 4,000원입니다[L13].", two).ok
    # planted: the unit counted where the cited block counts it otherwise
    nights = {"L15": "야영데크 | 2박 | 19,000원"}
    assert not check("야영데크는 1박 19,000원입니다[L15].", nights).ok


@pytest.mark.parametrize(
    "closing",
    [
        "Best, Jiyoung",
        "Kind regards,\nMinji Kim",
        "감사합니다. 김민지 드림",
        "교육활동보호센터 드림",
        "한빛시 복지정책과 올림",
    ],
)
def test_a_sign_off_with_the_writers_name_is_no_claim(closing: str) -> None:
    draft = f"Hi team,\n\nThe text is 229,780 characters long [L3].\n\n{closing}"
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    # planted: a sign-off that carries a figure or a claim is one to cite
    assert "GR-01" in _rules(f"{draft} 2025", _LOG)
    assert "GR-01" in _rules(f"{draft}\n\n첨부 링크가 없음을 알려 드림", _LOG)


@pytest.mark.parametrize(
    "closing",
    ["참고 부탁드립니다.", "검토 부탁드립니다.", "확인 후 회신 부탁드립니다.", "참고 바랍니다."],
)
def test_a_request_to_the_reader_closing_a_message_is_no_claim(closing: str) -> None:
    draft = f"팀장님, 본문은 229,780자입니다 [L3]. {closing}"
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    # planted: a request that carries a figure or a claim is one to cite
    assert "GR-01" in _rules(f"{draft} 3월 5일까지 {closing}", _LOG)
    assert "GR-01" in _rules(f"{draft} 첨부 링크가 없으니 {closing}", _LOG)


@pytest.mark.parametrize(
    "opening",
    ["문의하신 지급 방식 안내드립니다.", "신청 절차 알려드립니다.", "바뀐 자격 요건 공유드립니다."],
)
def test_an_opening_announcing_what_it_answers_is_no_claim(opening: str) -> None:
    draft = f"{opening} 본문은 229,780자입니다 [L3]."
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    assert "GR-01" in _rules(draft.replace(opening, "3가지 지급 방식 안내드립니다."), _LOG)


@pytest.mark.parametrize(
    "opening",
    [
        "팀장님, 공단 보도자료 확인했습니다.",
        "보내주신 자료 검토했습니다.",
        "첨부 파일을 확인했어요.",
    ],
)
def test_an_opening_that_says_the_writer_read_the_document_is_no_claim(opening: str) -> None:
    draft = f"{opening} 본문은 229,780자입니다 [L3]."
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    # planted: one that says what the document holds, or with a figure, is a claim to cite
    assert "GR-01" in _rules(draft.replace(opening, "첨부 링크가 없는 것을 확인했습니다."), _LOG)
    assert "GR-01" in _rules(draft.replace(opening, "자료 3건 확인했습니다."), _LOG)


@pytest.mark.parametrize(
    "opening",
    [
        "말씀하신 수치 확인했습니다.",
        "문의하신 일정 다시 확인했어요.",
        "요청하신 예산 내역을 검토했습니다.",
        "Checked the figures you asked about.",
    ],
)
def test_an_opening_that_says_the_writer_checked_what_was_asked_is_no_claim(opening: str) -> None:
    draft = f"{opening} 본문은 229,780자입니다 [L3]."
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    # planted: one with a figure, or one that says what the check found, is a claim to cite
    assert "GR-01" in _rules(draft.replace(opening, "말씀하신 수치 14대 확인했습니다."), _LOG)
    assert "GR-01" in _rules(
        draft.replace(opening, "말씀하신 수치가 틀린 것을 확인했습니다."), _LOG
    )
    assert "GR-01" in _rules(draft.replace(opening, "Checked: the figure is 14."), _LOG)


@pytest.mark.parametrize(
    "opening", ["팀장님, 안녕하세요.", "팀장님, 환급 절차를 요약드립니다.", "과장님 설명드립니다."]
)
def test_a_greeting_or_summary_after_a_form_of_address_is_no_claim(opening: str) -> None:
    draft = f"{opening}\n본문은 229,780자입니다 [L3]."
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    assert "GR-01" in _rules(draft.replace(opening, "팀장님, 안녕하세요. 3건입니다."), _LOG)


def test_an_opening_announcing_hours_or_fees_is_no_claim() -> None:
    for opening in ("팀장님, 특별전 관람 시간 공유드립니다.", "이용 요금 안내드립니다."):
        draft = f"{opening}\n본문은 229,780자입니다 [L3]."
        assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    assert "GR-01" in _rules("관람 시간 2시간 안내드립니다.\n본문은 229,780자입니다 [L3].", _LOG)


def test_an_opening_announcing_a_notice_or_a_fee_is_no_claim() -> None:
    for opening in (
        "팀장님, 행정안전부 캠페인 공고 요약드립니다.",
        "하반기 주차 사용료 정리해 드립니다.",
    ):
        draft = f"{opening}\n본문은 229,780자입니다 [L3]."
        assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()


@pytest.mark.parametrize(
    "opening",
    [
        "팀장님, 신규 지정 병원 명단 공유드립니다.",
        "상반기 승강기 정기검사 실적 보고드립니다.",
        "과장님, 복권기금 배분안 요약드립니다.",
        "바뀐 금연 캠프 모집 요강 정리해 드립니다.",
        "결재 부탁드립니다.",
        "**검토 의견**: 우리 시 설 특별판매 계획 수립 시 참고 바랍니다.",
        "회의 참석 여부 회신 바랍니다.",
    ],
)
def test_an_opening_or_request_naming_what_follows_in_any_nouns_is_no_claim(opening: str) -> None:
    draft = f"{opening}\n본문은 229,780자입니다 [L3]."
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()


@pytest.mark.parametrize(
    "opening",
    [
        "요금이 인상되어 안내드립니다.",  # a reason
        "사업이 지연되었음을 알려드립니다.",  # a nominalised predicate
        "화재 원인은 전기 과열로 보고드립니다.",  # a topic and what is said of it
        "점검 결과 이상 없음을 보고드립니다.",  # what is or is not there
        "예산이 부족하니 결재 부탁드립니다.",  # a request with its reason
        "**검토 의견**: 국비가 늘어 참고 바랍니다.",  # after its label too
        "**검토 의견**: 국비 4,000억 원 참고 바랍니다.",  # a figure makes it a claim
        "공사 지연 때문에 양해 부탁드립니다.",
        "문의가 많아 다시 안내드립니다.",  # a subject and what it did, as a reason
        "신청자 3명 명단 공유드립니다.",  # a figure
        "3월 5일까지 결재 부탁드립니다.",
    ],
)
def test_an_opening_or_request_that_says_something_must_still_cite(opening: str) -> None:
    assert "GR-01" in _rules(f"{opening}\n본문은 229,780자입니다 [L3].", _LOG)


_LIFTS = {
    "L6": "승객용 762,318대(87.2%), 에스컬레이터 43,977대(5.0%), 화물용 41,052대(4.7%)",
    "L22": "자체점검 미실시: 1회 100만 원, 2회 200만 원",
}


@pytest.mark.parametrize(
    "draft",
    [
        "용도별 승강기 현황\n- 승객용: 약 76만 대, 전체의 87.2%[L6]\n"
        "- 에스컬레이터: 4만 3,977대[L6]",
        "위반 시 과태료 정리\n○ 자체점검 미실시: 1회 100만 원, 2회 200만 원[L22]",
    ],
)
def test_a_title_line_over_list_items_names_them_and_claims_nothing(draft: str) -> None:
    report = check(draft, _LIFTS)
    assert report.ok and not report.findings, report.format_text()


@pytest.mark.parametrize(
    ("draft", "rule"),
    [
        # a sentence over the items says something: it must cite
        ("승강기가 크게 늘었다\n- 승객용: 약 76만 대[L6]", "GR-01"),
        ("설치 현황은 양호함\n- 승객용: 약 76만 대[L6]", "GR-01"),
        # a title's figure is checked against the items' citations
        ("승강기 90만 대 현황\n- 승객용: 약 76만 대[L6]", "GR-03"),
    ],
)
def test_a_line_over_list_items_that_claims_or_holds_a_wrong_figure_still_fails(
    draft: str, rule: str
) -> None:
    assert rule in _rules(draft, _LIFTS), check(draft, _LIFTS).format_text()


_RATES = [
    {"anchor": "L19", "kind": "list_item", "text": "○ 맥주: 885,700원/kL"},
    {"anchor": "L20", "kind": "list_item", "text": "○ 탁주: 44,400원/kL (연 500kL 이하 50% 경감)"},
]


def test_the_one_unit_of_measure_an_amount_is_per_is_no_figure() -> None:
    draft = "맥주에는 1kL당 88만 5,700원, 탁주에는 1kL당 4만 4,400원의 종량세가 부과된다[L19, L20]."
    report = check(draft, _RATES)
    assert report.ok, report.format_text()
    # planted: a number of the unit that is no longer one is a claim of its own
    assert not check(draft.replace("1kL당 88만", "2kL당 88만"), _RATES).ok


@pytest.mark.parametrize("closing", ["자세한 표는 첨부드리겠습니다.", "세부 자료는 송부드립니다."])
def test_a_closing_that_sends_the_details_is_no_claim(closing: str) -> None:
    draft = f"본문은 229,780자입니다 [L3]. {closing}"
    assert check(draft, _LOG).findings == (), check(draft, _LOG).format_text()
    # planted: a topic said to be something is still a claim
    assert "GR-01" in _rules("본문은 229,780자입니다 [L3]. 원인은 과열로 보고드립니다.", _LOG)


_VIOLATIONS = {"L7": "○ 유형별: 교습비 등 게시 위반 784건(33.8%), 심야 교습시간 위반 521건(22.5%)"}


def test_items_under_a_title_line_that_cites_take_its_citation() -> None:
    draft = (
        "위반 유형별 적발 현황[L7]\n- 교습비 등 게시 위반: 784건(33.8%)\n"
        "- 심야 교습시간 위반: 521건(22.5%)"
    )
    report = check(draft, _VIOLATIONS)
    assert report.findings == (), report.format_text()
    # planted: an item's figure the title's citation does not hold
    assert "GR-03" in _rules(draft.replace("521건", "512건"), _VIOLATIONS)
    # a line that says something is no title: its items still cite nothing
    said = draft.replace("위반 유형별 적발 현황[L7]", "게시 위반이 가장 많았다[L7]")
    assert "GR-01" in _rules(said, _VIOLATIONS)


_DEFECTS = {
    "L9": "□ 부적합 유형별로는 누전차단기 불량이 1,024개 점포로 가장 많았고, 절연저항 미달 812개, "
    "접지 불량 597개, 배선 노후·손상 520개 순이었다."
}


@pytest.mark.parametrize(
    "lead",
    [
        "부적합 유형별 현황은 다음과 같습니다 [L9].",
        "유형별 현황은 아래와 같음 [L9]",
        "By type of defect, as follows [L9]:",
    ],
)
def test_items_under_a_line_that_announces_them_take_its_citation(lead: str) -> None:
    draft = f"{lead}\n○ 누전차단기 불량: 1,024개 점포\n○ 절연저항 미달: 812개\n○ 접지 불량: 597개"
    report = check(draft, _DEFECTS)
    assert report.ok, report.format_text()
    # planted: a figure the announced block does not hold, and two items' figures swapped
    assert "GR-03" in _rules(draft.replace("812개", "821개"), _DEFECTS)
    swapped = draft.replace("미달: 812개", "미달: 597개").replace("불량: 597개", "불량: 812개")
    assert "GR-03" in _rules(swapped, _DEFECTS)


def test_items_under_a_line_that_says_something_else_still_cite_nothing() -> None:
    draft = "누전차단기 불량이 가장 많았습니다 [L9].\n○ 절연저항 미달: 812개\n○ 접지 불량: 597개"
    assert "GR-01" in _rules(draft, _DEFECTS)


_PHARMACY = [
    {"anchor": "L1", "kind": "heading", "text": "추석 연휴 지킴이약국 운영 및 참여 약국 모집 공고"},
    {"anchor": "L9", "kind": "list_item", "text": "○ 지원금: 1일 8시간 운영 시 20만 원"},
]


def test_an_uncited_line_of_words_the_title_says_is_unconfirmed_not_uncited() -> None:
    # (`모집합니다`: the notice's own subject, said before the sentence that cites)
    draft = "○○시가 추석 연휴 지킴이약국 참여 약국을 모집합니다. 8시간 운영하면 20만 원입니다[L9]."
    report = check(draft, _PHARMACY)
    assert report.ok and report.unconfirmed, report.format_text()
    # planted: an uncited line with a figure, or with words no block says, still cites
    assert "GR-01" in _rules(draft.replace("참여 약국을", "참여 약국 30곳을"), _PHARMACY)
    other = "보건소는 응급실 야간 진료를 확대합니다. 8시간 운영하면 20만 원입니다[L9]."
    assert "GR-01" in _rules(other, _PHARMACY)


_TOWNS = [
    row("L18", "시·군 | 2014년 | 2024년", start=True),
    row("L19", "태백시 | 48,020 | 38,512"),
]


def test_a_question_before_a_short_named_answer_takes_the_citation_after_it() -> None:
    draft = (
        "Q. 최근 10년간 인구가 가장 많이 줄어든 곳은 어디인가요?\n"
        "A. 태백시입니다. 2014년 48,020명에서 2024년 38,512명으로 줄었습니다[L18, L19]."
    )
    report = check(draft, _TOWNS)
    assert report.ok, report.format_text()
    # planted: a span the cited years do not give, and an answer the blocks do not name
    assert not check(draft.replace("10년간", "20년간"), _TOWNS).ok
    other = check(draft.replace("태백시입니다", "정선군입니다"), _TOWNS)
    assert not other.ok, other.format_text()


_BUDGET = [
    {"anchor": "L16", "kind": "caption", "text": "(단위: 건, 백만 원, %)"},
    row("L17", "분야 | 채택 건수 | 반영 예산 | 구성비", start=True),
    row("L18", "안전·교통 | 86 | 4,260 | 28.7"),
    row("L19", "복지·보건 | 64 | 3,150 | 21.3"),
]
_CONVERTED = (
    "| 분야 | 채택 건수 | 반영 예산(억 원) | 구성비(%) |\n|---|---|---|---|\n"
    "| 안전·교통 | 86 | 42.6 | 28.7 |\n| 복지·보건 | 64 | 31.5 | 21.3 |\n\n"
    "※ 원문 단위(백만 원)를 억 원으로 환산[L16, L17, L18, L19]"
)


def test_a_draft_tables_head_gives_its_unit_to_the_bare_numbers_under_it() -> None:
    report = check(_CONVERTED, _BUDGET)
    assert report.ok, report.format_text()
    # planted: a cell off by a digit, or the unit its head declares off by a scale
    assert not check(_CONVERTED.replace("31.5", "31.8"), _BUDGET).ok
    assert not check(_CONVERTED.replace("(억 원)", "(백만 원)"), _BUDGET).ok


_ITEMS = (
    "\n- 출입시간 외 청소년 출입(제22조제1항제3호) [L20]"
    "\n- 주류 판매·제공 묵인(제22조제1항제4호) [L21]"
)
_CHECKED = [
    para("L20", "1) 출입시간 외 청소년 출입 허용(음악산업진흥법 제22조제1항제3호)"),
    para("L21", "2) 주류 판매·제공 및 반입 묵인(음악산업진흥법 제22조제1항제4호)"),
]


def test_a_lettered_item_over_dash_items_is_their_heading() -> None:
    report = check("라. 중점 점검 사항 요약" + _ITEMS, _CHECKED)
    assert report.ok, report.format_text()


def test_a_lettered_item_that_says_something_over_dash_items_is_a_claim() -> None:
    report = check("라. 점검 결과 모두 적발했다" + _ITEMS, _CHECKED)
    assert "GR-01" in {f.rule for f in report.errors}, report.format_text()


_USE = [
    {"anchor": "L21", "kind": "caption", "text": "(단위: 억 건, 만 건, 건)"},
    {"anchor": "L22", "kind": "table_row", "text": "구분 | 2023년 | 2024년 | 2025년",
     "flags": ["table", "table_start"]},
    {"anchor": "L23", "kind": "table_row", "text": "오픈API 호출(억 건) | 36.2 | 43.8 | 52.5",
     "flags": ["table"]},
    {"anchor": "L24", "kind": "table_row", "text": "파일 다운로드(만 건) | 2,105 | 1,972 | 1,846",
     "flags": ["table"]},
]  # fmt: skip


def test_a_unit_a_draft_tables_row_label_declares_reads_its_cells() -> None:
    table = (
        "연도별 이용 실적입니다 [L23, L24].\n\n| 구분 | 2023년 | 2024년 |\n|---|---|---|\n"
        "| 오픈API 호출(억 건) | 36.2 | 43.8 |\n| 파일 다운로드(만 건) | 2,105 | 1,972 |\n"
    )
    assert check(table, _USE).ok, check(table, _USE).format_text()
    # planted: the downloads' 만 건 written as 억 건
    assert not check(table.replace("다운로드(만 건)", "다운로드(억 건)"), _USE).ok


_SEIZURES = [
    para("L13", "<표 3> 공항별 휴대품 적발 건수 (단위: 건)"),
    row("L14", "구분 | 2024년 3분기 | 2025년 3분기 | 증감", start=True),
    row("L15", "인천공항 | 14,820 | 16,350 | 1,530"),
]
_SEIZURE_TABLE = """Seizures by airport, {period}:

| Airport | Q3 2024 | Q3 2025 | Source |
|---|---|---|---|
| Incheon | 14,820 | 16,350 | L15 |
"""


def test_a_lead_in_with_figures_over_a_table_takes_its_citation_column() -> None:
    faithful = _SEIZURE_TABLE.format(period="Q3 2024 vs Q3 2025")
    assert check(faithful, _SEIZURES).ok, check(faithful, _SEIZURES).format_text()
    # planted: a period of the lead-in no row's cited block holds
    assert not check(_SEIZURE_TABLE.format(period="Q3 2023 vs Q3 2025"), _SEIZURES).ok


_CONTACT = [
    {"anchor": "L40", "kind": "list_item", "text": "○ 단체 예약(20명 이상): 전화 접수"},
    {"anchor": "L51", "kind": "paragraph", "text": "※ 문의: 수상레저팀 ☎ 033-760-4821, 4823"},
]


def test_an_abbreviated_telephone_before_its_number_ends_no_sentence() -> None:
    draft = (
        "Group bookings (20 or more people) are taken by phone; the contact is the Water "
        "Leisure Team, tel. 033-760-4821 or 4823 [L40, L51]."
    )
    report = check(draft, _CONTACT)
    assert report.ok and not report.unconfirmed, report.format_text()
    # planted: a number the block does not give, after the same abbreviation
    assert not check(draft.replace("4821", "4812"), _CONTACT).ok


_COHORT_DATES = [{"anchor": "L37", "text": "12기 교육생 합격자 발표는 2025. 10. 13.(월)"}]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        # an announcing opening naming a cohort (`12기`) claims nothing, its cohort checked
        ("12기 일정 공유드려요. 합격자 발표는 10/13(월)입니다 [L37].", True),
        # planted: another cohort than the blocks', and a count, are still figures to find
        ("13기 일정 공유드려요. 합격자 발표는 10/13(월)입니다 [L37].", False),
        ("15명 일정 공유드려요. 합격자 발표는 10/13(월)입니다 [L37].", False),
    ],
)
def test_an_announcing_opening_may_name_a_cohort(draft: str, passes: bool) -> None:
    report = check(draft, _COHORT_DATES)
    assert report.ok is passes, report.format_text()


@pytest.mark.parametrize(
    "line",
    [
        "구별 기증 현황을 기증 권수가 많은 순으로 정리했습니다.",
        "Best regards, Reading Culture Team",
        "Kind regards,\nSeoul Library Reading Team",
    ],
)
def test_an_order_of_a_summary_or_a_teams_sign_off_claims_nothing(line: str) -> None:
    draft = f"부적합은 23건입니다 [L2].\n\n{line}"
    report = check(draft, [{"anchor": "L2", "text": "부적합은 23건이다."}])
    assert report.ok and not report.findings, report.format_text()


@pytest.mark.parametrize(
    "line",
    [
        # planted: a reason or a figure in the same shapes is a claim
        "요금이 올라 요금이 많은 순으로 정리했습니다.",
        "Best regards, 23 Teams",
    ],
)
def test_an_order_or_sign_off_with_a_claim_still_needs_a_citation(line: str) -> None:
    draft = f"부적합은 23건입니다 [L2].\n\n{line}"
    report = check(draft, [{"anchor": "L2", "text": "부적합은 23건이다."}])
    assert {f.rule for f in report.findings} & {"GR-01", "GR-07"}, report.format_text()


@pytest.mark.parametrize(
    ("draft", "count"),
    [
        ("Counts ran between 7 and 9 a.m. The total fell to 3,870 [L25].", 2),
        ("The desk opens at 10 a.m. It closes at 6 p.m. on weekdays [L3].", 2),
        ("Paper, cans, etc. Each goes in its own bin [L4].", 2),
        # a day, a month or a zone after the time goes on with the sentence
        ("The count starts at 7 a.m. Monday, 14 April [L23].", 1),
        ("Doors open at 9 a.m. KST for all zones [L2].", 1),
        ("It runs from 9 a.m. to 6 p.m. daily [L2].", 1),
    ],
)
def test_a_time_abbreviation_ends_a_sentence_before_a_capitalised_word(
    draft: str, count: int
) -> None:
    assert len(texts(draft)) == count, texts(draft)


@pytest.mark.parametrize(
    ("answer", "passes"),
    [
        ("A. 없습니다. 조례에 따라 상담료를 받지 않습니다 [L12].", True),
        ("A. 가능합니다. 상담료는 무료입니다 [L12].", True),
        # a subject and what it has or lacks is a claim of its own, uncited: not silent
        ("A. 상담료가 없습니다. 조례에 따라 상담료를 받지 않습니다 [L12].", False),
    ],
)
def test_a_bare_answer_of_there_is_or_is_not_claims_nothing_of_its_own(
    answer: str, passes: bool
) -> None:
    blocks = [para("L12", "○ 비용: 무료(조례에 따라 상담료를 받지 아니함)")]
    report = check(f"Q. 상담료가 있나요?\n{answer}", blocks)
    assert (report.ok and not report.findings) is passes, report.format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "6. 30. 기준 예산 4,800만 원 중 2,160만 원을 집행함 [L1].",
        "12. 1.(월) 기준 예산 4,800만 원 중 2,160만 원을 집행함 [L1].",
    ],
)
def test_a_line_opening_with_a_months_day_is_one_sentence_not_numbered_items(draft: str) -> None:
    (only,) = split_sentences(draft)
    assert only.kind == "sentence" and only.body.startswith(draft[:5])


def test_numbered_items_stay_items() -> None:
    kinds = [s.kind for s in split_sentences("1. 사업 개요 [L1]\n2. 13개 사업 추진 [L2]")]
    assert kinds == ["list_item", "list_item"]


def _camp(caption: str) -> list[dict[str, object]]:
    return [
        para("L10", "○ 사이트: 4개 유형 총 70면, 관리동 1동"),
        para("L11", caption),
        row("L13", "유형 | 면수 | 비수기 요금 | 성수기 요금", start=True),
        row("L14", "일반 오토캠핑 | 40 | 30,000 | 40,000"),
    ]


def test_the_one_a_price_is_for_that_its_table_writes_is_no_figure_of_another_clause() -> None:
    draft = "캠핑장은 4개 유형 70면이며 [L10], 일반 오토캠핑 1박 요금은 비수기 3만 원이다 [L14]."
    report = check(draft, _camp("<표 1> 사이트 유형별 면수 및 1박 요금(2025년)"))
    assert report.ok, report.format_text()
    # planted: a table that prices no night lends its `1` (`<표 1>`) to nothing
    assert not check(draft, _camp("<표 1> 사이트 유형별 면수 및 요금(2025년)")).ok


_BOXES = [
    {"anchor": "L1", "kind": "caption", "text": "(단위: 원, %)"},
    row("L2", "구분 | 2024년 | 2025년 | 전년 대비", start=True),
    row("L3", "절임배추 1상자(20kg) | 33,000 | 35,000 | 6.1"),
    row("L4", "합계(택배 포함) | 37,000 | 39,500 | 6.8"),
]


def test_the_one_a_price_is_for_that_a_row_of_its_table_writes_is_no_figure() -> None:
    draft = "택배비 포함 1상자 가격은 39,500원으로 전년 대비 6.8% 올랐습니다 [L4]."
    report = check(draft, _BOXES)
    assert report.ok, report.format_text()
    # planted: two boxes, and one bottle the table never prices, stay figures to find
    assert not check("택배비 포함 2상자 가격은 39,500원입니다 [L4].", _BOXES).ok
    assert not check("택배비 포함 1병 가격은 39,500원입니다 [L4].", _BOXES).ok
