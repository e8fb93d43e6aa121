"""Round 12: the held-out batch `r12-a-*` (blocks fa extracted from an eKoNLPy slide deck saved
as PDF, a konlpy bill and two sdist texts; 예산정책처 분석 요약, 감사결과 요지, 시·도 보도자료,
경영공시 요약, 개조식 주간보고, 사내 메신저, English and Japanese summaries).

Classes the checker misread:

1. A source's span of months written `2005.5 - 2017.12`, `2004.1 ∼ 2017.12` or `2005. 4 -
   2017. 4` names two months: its first end was read as the decimal 2005.5 (and `- 2017` as a
   negative number), so `’05.5월~’17.12월` and `2005年5月から` were refused.
2. The name of a law or plan in `「」` (`「행정절차법 일부개정법률안」`) names a document the
   source names: it is no quote of the cited block, so a sentence citing the block of its date
   was refused. A name the document never writes is still refused.
3. A `□` line without a figure followed by `○` or `-` items is the heading of those items, no
   claim to cite (`□ 행정절차법 개정안 동향`).
4. A message's opening that only announces what follows (`점검 결과 공유드려요.`) is no claim.

Caught now:

5. A native numeral before `배` is a multiple (`두 배`, `세 배`): a multiple no block writes is
   refused, as `2배` was.
6. A label and its figure in a cited block (`negative precision: 65%`, `2012도10269: 1 건`) tell
   which figure is whose: a sentence that gives the label another label's figure of the block
   (`negative precision은 69%`) is refused.
The held-out batch `r12-b-*` (an EU table of a LaTeX PDF, a case-law log, an HWP, a csv, a
slide PDF) met the checker fixed on classes 1 to 6 and was refused no faithful draft. Found in
`r12-a` too, and fixed after `r12-b` was measured:

8. The last head of a table whose cells a PDF separates only by spaces (`문서 구분 문서수 평균
   문장수 최대 문장수` over `뉴스 206,223 15 340`) heads the row's last cell: a sentence naming it
   (`최대 문장수는 15문장`) must give that cell's figure. Heads of several words cannot be told
   apart in such a row, so no other head is lined up.

Each class has faithful restatements of other shapes that must pass.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules

# 1. spans of months in a source
SPANS = {
    "p10.2": "• 의사록 수집대상 기간 : 2005.5 - 2017.12",
    "p11.4": "• 수집대상 기간 : 2004.1 ∼ 2017.12",
    "p31.2": "분석기간 : 2005. 4 - 2017. 4",
    "p31.3": "• 지표 변동폭 : 1.5 - 2.5 사이, 증감 2.5 - 1.2",
}


@pytest.mark.parametrize(
    "draft",
    [
        "의사록 수집 기간은 ’05.5월~’17.12월이다 [p10.2].",
        "의사록은 2005년 5월부터 2017년 12월까지 모았다 [p10.2].",
        "金融通貨委員会の議事録は2005年5月から2017年12月までを収集した [p10.2]。",
        "뉴스는 ’04년 1월부터 ’17년 12월까지 수집했다 [p11.4].",
        "The news runs from January 2004 to December 2017 [p11.4].",
        "분석 기간은 2005년 4월~2017년 4월이다 [p31.2].",
        "분석은 ’05.4월부터 ’17.4월까지다 [p31.2].",
    ],
)
def test_a_span_of_months_in_a_source_names_both_months(draft: str) -> None:
    assert ok(draft, SPANS), check(draft, SPANS).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "의사록 수집 기간은 ’05.6월~’17.12월이다 [p10.2].",
        "뉴스는 ’05년 1월부터 ’17년 12월까지 수집했다 [p11.4].",
        "분석 기간은 2005년 4월~2017년 5월이다 [p31.2].",
    ],
)
def test_another_month_than_the_span_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, SPANS)


def test_decimals_around_a_dash_stay_decimals() -> None:
    # `1.5 - 2.5` is no month: the span needs a four-digit year at both ends
    assert ok("변동폭은 1.5~2.5 사이다 [p31.3].", SPANS)
    assert "GR-03" in rules("2001년 5월부터 변동폭을 쟀다 [p31.3].", SPANS)


# 2. names of laws and plans in 「」
BILL = {
    "L1": "행정절차법 일부개정법률안",
    "L5": "발의연월일 : 2010.  11.  15.",
    "L13": "(20인)",
    "L93": "제43조 중 “20일이상”을 “50일 이상”으로 한다.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "「행정절차법 일부개정법률안」은 2010. 11. 15.(월) 20인이 발의하였다 [L5, L13].",
        "『행정절차법 일부개정법률안』은 20인이 발의했다 [L13].",
        "「행정절차법」 개정안은 2010년 11월 15일 발의됐다 [L5].",
        "개정안은 제43조 중 “20일이상”을 “50일 이상”으로 고친다 [L93].",
        "“행정절차법 일부개정법률안”에 따르면 20인이 발의했다 [L13].",
    ],
)
def test_the_name_of_a_law_the_document_names_is_no_quote(draft: str) -> None:
    assert ok(draft, BILL), check(draft, BILL).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "「행정소송법 일부개정법률안」은 20인이 발의했다 [L13].",
        "개정안은 제43조 중 “20일 이내”를 “50일 이상”으로 고친다 [L93].",
        "개정안은 「20인 발의 법률안」이다 [L13].",
    ],
)
def test_a_name_the_document_never_writes_and_a_reworded_quote_are_refused(draft: str) -> None:
    assert "GR-04" in rules(draft, BILL)


# 3. a □ heading over its items
@pytest.mark.parametrize(
    "draft",
    [
        "□ 행정절차법 개정안 동향\n ○ 20인 발의(’10.11.15.)임 [L5, L13]",
        "□ 개정안 동향\n  - 20인 발의임 [L13]\n  - 2010. 11. 15. 발의 [L5]",
        "■ 주요 내용\nㅇ 제43조의 “20일이상”을 “50일 이상”으로 함 [L93]",
        "□ 추진 경과\n  ◦ 2010. 11. 15. 발의됨 [L5]",
        "□ 향후 계획\n· 20인 공동발의 법안 검토 예정 [L13]",
    ],
)
def test_a_box_line_over_its_items_is_a_heading(draft: str) -> None:
    assert ok(draft, BILL), check(draft, BILL).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # a box line with no items under it is a claim too
        "□ 개정안은 의원 발의임\n\n본문은 20인 발의다 [L13].",
        # and an uncited item under a heading stays uncited
        "□ 개정안 동향\n ○ 20인 발의임 [L13]\n ○ 의원 발의임",
    ],
)
def test_a_box_line_that_is_a_claim_must_cite(draft: str) -> None:
    assert "GR-01" in rules(draft, BILL)


def test_a_box_line_with_a_figure_is_a_claim() -> None:
    # a box line with a figure is a claim: since round 14 it is checked against the citations
    # of its items, and L5 does not hold `20인`
    assert "GR-03" in rules("□ 20인 발의\n ○ 2010. 11. 15. 발의임 [L5]", BILL)


# 4. an announcing opening
LOG = {"L3": "법령 본문 길이(JSON dump): 229,780 chars\n발견된 첨부 링크: 0건"}


@pytest.mark.parametrize(
    "draft",
    [
        "점검 결과 공유드려요. 본문은 22만9780자였어요 [L3]",
        "판례 검색 점검 결과 공유드립니다. 첨부 링크는 0건이었습니다 [L3]",
        "이번 주 테스트 결과 안내드립니다. 본문 길이는 229,780자입니다 [L3].",
        "회의 내용 전달드려요. 링크는 0건입니다 [L3]",
        "금주 점검 현황 보고드립니다. 본문은 229,780자, 링크는 0건입니다 [L3].",
    ],
)
def test_an_announcing_opening_is_no_claim(draft: str) -> None:
    assert ok(draft, LOG), check(draft, LOG).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # an announcement that states something is a claim
        "첨부 링크가 없다는 점검 결과 공유드려요. 본문은 22만9780자였어요 [L3]",
        "점검 결과 이상 없음을 알려드립니다. 본문은 22만9780자였어요 [L3]",
        "본문 길이 23만 자 결과 공유드립니다. 링크는 0건 [L3]",
    ],
)
def test_an_announcement_with_a_claim_must_cite(draft: str) -> None:
    # refused, or, when the figure is in the block its paragraph's citation names, shown as
    # unconfirmed: never passed in silence
    found = {f.rule for f in check(draft, LOG).findings}
    assert "GR-01" in found or "GR-07" in found


# 5. native multiples
TABLE = {
    "p8.7": "금통위 의사록 151 165 326",
    "p8.8": "뉴스 206,223 15 340",
    "p9.1": "처리 속도는 기존의 2배, 비용은 3배로 늘었다.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "처리 속도는 기존의 두 배가 됐다 [p9.1].",
        "비용은 세 배로 늘었다 [p9.1].",
        "속도는 2배, 비용은 3배다 [p9.1].",
        "비용이 세 배나 들었다 [p9.1].",
        "속도가 두 배로 빨라졌고 비용도 세 배가 됐다 [p9.1].",
    ],
)
def test_a_native_multiple_the_block_writes_passes(draft: str) -> None:
    assert ok(draft, TABLE), check(draft, TABLE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "의사록의 평균 문장수는 뉴스의 두 배 수준이다 [p8.7, p8.8].",
        "비용은 네 배로 늘었다 [p9.1].",
    ],
)
def test_a_native_multiple_no_block_writes_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, TABLE)


# 6. a label's figure in a cited block
ACC = {
    "p28.6": "정확도 비교 (out-of-sample)\n• Market approach - accuracy: 68% (positive "
    "precision: 63%, negative precision: 74%)\n• Lexical approach - accuracy: 67% (positive "
    "precision: 69%, negative precision: 65%)",
    "p22.4": "• positive precision: 84%, positive recall 81%\n• negative precision: 79%, negative"
    " recall 83%\n• 최종 n-gram수는 positive 18,685개, negative\n21,280개",
    "L2": "extracted: ['2012도10269', '2018헌바8']\n  2012도10269: 1 건 (exact=True)\n  "
    "2018헌바8: 2 건 (exact=False)",
}


@pytest.mark.parametrize(
    "draft",
    [
        "Lexical approach의 negative precision은 65%였다 [p28.6].",
        "negative precision은 74%와 65%였다 [p28.6].",
        "Lexical approach는 accuracy 67%, positive precision 69%다 [p28.6].",
        "positive recall은 81%, negative recall은 83%다 [p22.4].",
        "precision은 84%와 79%다 [p22.4].",
        "최종 n-gram은 positive 1만8천여 개, negative 2만1천여 개다 [p22.4].",
        "2012도10269는 1건, 2018헌바8은 2건이 검색됐다 [L2].",
        "두 판례는 각각 1건, 2건이다 [L2].",
        "negative와 positive precision은 각각 79%, 84%다 [p22.4].",
    ],
)
def test_a_label_given_its_own_figure_passes(draft: str) -> None:
    assert ok(draft, ACC), check(draft, ACC).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Lexical approach의 negative precision은 69%였다 [p28.6].",
        "negative recall은 81%다 [p22.4].",
        "2012도10269는 2건이 검색됐어요 [L2].",
        "The negative precision was 69% [p28.6].",
    ],
)
def test_a_label_given_another_labels_figure_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, ACC)


# a case number beside a date (held before this round; kept as a guard for 6)
CASES = {"L1": "find_precedent_by_citation('대법원 2025. 1. 29. 선고 2025도15970 판결')"}


def test_a_case_number_is_one_code() -> None:
    assert ok("‘대법원 2025. 1. 29. 선고 2025도15970 판결’을 찾았다 [L1].", CASES)
    assert ok("2025도15970 판결은 2025년 1월 29일 선고됐다 [L1].", CASES)
    assert "GR-03" in rules("2025도15907 판결을 찾았다 [L1].", CASES)
    assert "GR-03" in rules("2024도15970 판결을 찾았다 [L1].", CASES)


# 8. the last head of a table whose cells a PDF separates by spaces
SPACED = [
    {
        "anchor": "p8.6",
        "kind": "table_row",
        "flags": ["table"],
        "text": "문서 구분 문서수 평균 문장수 최대 문장수",
    },
    {
        "anchor": "p8.7",
        "kind": "table_row",
        "flags": ["table"],
        "text": "금통위 의사록 151 165 326",
    },
    {"anchor": "p8.8", "kind": "table_row", "flags": ["table"], "text": "뉴스 206,223 15 340"},
    {
        "anchor": "p8.9",
        "kind": "table_row",
        "flags": ["table"],
        "text": "분석보고서 26,284 49 2,515",
    },
    {
        "anchor": "p9.1",
        "kind": "table_row",
        "flags": ["table"],
        "text": "Country Population Area Capital",
    },
    {
        "anchor": "p9.2",
        "kind": "table_row",
        "flags": ["table"],
        "text": "Austria 8.9 83,879 Vienna",
    },
]


@pytest.mark.parametrize(
    "draft",
    [
        "뉴스 기사의 최대 문장수는 340문장이다 [p8.8].",
        "뉴스는 206,223건, 평균 15문장이다 [p8.8].",
        "분석보고서의 최대 문장수는 2,515문장이다 [p8.9].",
        "의사록은 151건으로 평균 165문장, 최대 326문장이다 [p8.7].",
        "의사록의 평균 문장수는 165문장이다 [p8.7].",
        "Austria's population figure is 8.9 and its capital is Vienna [p9.2].",
        "뉴스 206,223건의 최대 문장수는 340이다 [p8.8].",
    ],
)
def test_the_last_head_of_a_spaced_table_takes_the_last_cell(draft: str) -> None:
    assert ok(draft, SPACED), check(draft, SPACED).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "뉴스 기사의 최대 문장수는 15문장에 그친다 [p8.8].",
        "분석보고서의 최대 문장수는 49문장이다 [p8.9].",
        "의사록 최대 문장수: 165 [p8.7]",
    ],
)
def test_another_cell_for_the_last_head_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, SPACED)


# 6 (review). labels listed before their figures take them in turn
FIN = {
    "L1": "매출액: 1,200억 원, 영업이익: 150억 원, 순이익: 90억 원",
    "L2": "• 남자 1,234명, 여자 1,456명",
}


@pytest.mark.parametrize(
    "draft",
    [
        "positive precision과 negative precision은 69%, 65%다 [p28.6].",
        "positive와 negative precision은 69%와 65%다 [p28.6].",
        "The positive and negative precision were 69% and 65% [p28.6].",
    ],
)
def test_labels_listed_before_their_figures_take_them_in_turn(draft: str) -> None:
    assert ok(draft, ACC), check(draft, ACC).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "영업이익은 150억 원, 순이익은 90억 원이다 [L1].",
        "매출액 대비 영업이익은 150억 원이다 [L1].",
        "이익은 150억 원이다 [L1].",
        "여자는 1,456명으로 남자(1,234명)보다 많다 [L2].",
        "남자보다 여자가 1,456명으로 많다 [L2].",
        "현원은 남자 1,234명, 여자 1,456명이다 [L2].",
    ],
)
def test_list_labels_in_other_shapes_pass(draft: str) -> None:
    assert ok(draft, FIN), check(draft, FIN).format_text()


@pytest.mark.parametrize(
    "draft",
    ["영업이익은 90억 원이다 [L1].", "여자는 1,234명이다 [L2].", "순이익: 150억 원 [L1]"],
)
def test_list_labels_given_another_entry_are_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, FIN)


# Found in review of classes 4 and 6, with faithful sentences of other shapes (failing first):
# an opening announcing what follows in its other common forms (`아래와 같이 알려드립니다.`,
# `다음과 같이 안내합니다.`) was an uncited claim; a list opened by a colon (`참여 기관: 대학 12곳,
# 연구소 8곳`) gave its first entry no label, so `연구소는 12곳` passed.
NOTICE = {"L1": "교체 예산은 45만 원이며 3월 5일까지 집행한다."}


@pytest.mark.parametrize(
    "draft",
    [
        "아래와 같이 알려드립니다.\n교체 예산은 45만 원입니다 [L1].",
        "다음과 같이 보고드립니다. 교체 예산은 45만 원입니다 [L1].",
        "다음과 같이 안내합니다. 예산은 3월 5일까지 집행합니다 [L1].",
        "점검 결과를 아래와 같이 공유합니다. 교체 예산은 45만 원입니다 [L1].",
        "하기와 같이 공지합니다.\n- 교체 예산: 45만 원 [L1]",
        "회의 내용을 다음과 같이 전달드립니다. 예산은 45만 원입니다 [L1].",
    ],
)
def test_an_announcing_opening_in_other_forms_is_no_claim(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "다음과 같이 예산이 삭감되었음을 알려드립니다. 교체 예산은 45만 원입니다 [L1].",
        "아래와 같이 예산은 50만 원입니다. 교체 예산은 45만 원입니다 [L1].",
        "예산 집행이 끝났음을 다음과 같이 보고드립니다. 예산은 45만 원입니다 [L1].",
    ],
)
def test_an_opening_that_says_something_must_cite(draft: str) -> None:
    assert "GR-01" in rules(draft, NOTICE)


AGENCIES = {"L1": "참여 기관: 대학 12곳, 연구소 8곳, 기업 20곳"}


@pytest.mark.parametrize(
    "draft",
    [
        "대학은 12곳이다 [L1].",
        "연구소는 8곳이다 [L1].",
        "기업이 20곳으로 가장 많다 [L1].",
        "참여 기관 가운데 대학은 12곳이다 [L1].",
        "대학 12곳, 연구소 8곳이 참여한다 [L1].",
    ],
)
def test_a_list_opened_by_a_colon_gives_its_first_entry_a_label(draft: str) -> None:
    assert ok(draft, AGENCIES), check(draft, AGENCIES).format_text()


@pytest.mark.parametrize("draft", ["연구소는 12곳이다 [L1].", "대학은 20곳이다 [L1]."])
def test_a_colon_opened_list_entry_given_another_figure_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, AGENCIES)


# Found in review on the KBO rules PDF, now read cell by cell: a time given to a column the
# sentence names was not lined up with that column (only numbers were), so `7월 토요일 경기는
# 17:00` passed over `7월 | 18:00 | 17:00 |` under `구분 | 토요일 | 일요일/공휴일 | 평일`.
SCHEDULE = [
    {"anchor": "p1.3", "text": "구분 | 토요일 | 일요일 | 평일", "kind": "table_row",
     "flags": ["table", "table_start"]},
    {"anchor": "p1.4", "text": "3월 | 17:00 | 14:00 | 18:30", "kind": "table_row",
     "flags": ["table"]},
    {"anchor": "p1.8", "text": "7월 | 18:00 | 17:00 | 18:30", "kind": "table_row",
     "flags": ["table"]},
    {"anchor": "p2.1", "text": "교시 | 시작 | 종료", "kind": "table_row",
     "flags": ["table", "table_start"]},
    {"anchor": "p2.2", "text": "1교시 | 09:00 | 09:50", "kind": "table_row", "flags": ["table"]},
]  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "7월 토요일 경기는 18:00에 시작한다 [p1.8].",
        "7월 일요일 경기는 17:00, 평일 경기는 18:30에 시작한다 [p1.8].",
        "3월 평일 경기는 오후 6시 30분에 시작한다 [p1.4].",
        "3월에는 토요일 17:00, 일요일 14:00에 경기를 시작한다 [p1.4].",
        "1교시는 9시에 시작해 9시 50분에 끝난다 [p2.2].",
        "1교시 수업은 09:00부터 09:50까지다 [p2.2].",
    ],
)
def test_a_time_in_the_column_the_sentence_names_passes(draft: str) -> None:
    assert ok(draft, SCHEDULE), check(draft, SCHEDULE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "7월 토요일 경기는 17:00에 시작한다 [p1.8].",
        "3월 토요일 경기는 14:00에 시작한다 [p1.4].",
        "3월 평일 경기는 17:00에 시작한다 [p1.4].",
    ],
)
def test_a_time_from_another_column_than_the_one_named_is_refused(draft: str) -> None:
    assert "GR-03" in rules(draft, SCHEDULE)


def test_a_row_ending_in_empty_cells_keeps_them() -> None:
    # The readers join cells with ` | ` and trim the row: `7월 | 18:00 | 17:00 |` has an empty
    # last cell (a merged one from above), and `4월 |  |  |` three of them.
    from fa_grounding._units import cell_spans

    def cells(text: str) -> list[str]:
        return [text[a:b] for a, b in cell_spans(text)]

    assert cells("7월 | 18:00 | 17:00 |") == ["7월", "18:00", "17:00", ""]
    assert cells("4월 |  |  |") == ["4월", "", "", ""]
    assert cells("| 합계 | 12 |") == ["", "합계", "12", ""]
    # empty cells whose spaces were collapsed (an HTML reader's `구분 | | | 증 감`)
    assert cells("구분 | | | 증 감") == ["구분", "", "", "증 감"]
    assert cells("| | 580,000") == ["", "", "580,000"]
    assert cells("a | b") == ["a", "b"]


TRIMMED = [
    {"anchor": "p1.3", "text": "구분 | 토요일 | 일요일/공휴일 | 평일", "kind": "table_row",
     "flags": ["table", "table_start"]},
    {"anchor": "p1.4", "text": "3월 | 17:00 | 14:00 | 18:30", "kind": "table_row",
     "flags": ["table"]},
    {"anchor": "p1.8", "text": "7월 | 18:00 | 17:00 |", "kind": "table_row", "flags": ["table"]},
]  # fmt: skip


def test_a_named_column_lines_up_in_a_row_ending_in_an_empty_cell() -> None:
    assert "GR-03" in rules("7월 토요일 경기는 17:00에 시작한다 [p1.8].", TRIMMED)
    assert ok("7월 토요일 경기는 18:00에 시작한다 [p1.8].", TRIMMED)
