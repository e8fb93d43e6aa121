"""The anchor grammar and how citations are read."""

import pytest
from fa_grounding import ANCHOR_PATTERN, check
from fa_grounding._anchors import find_citations


@pytest.mark.parametrize("anchor", ["L1", "L14", "s7.2", "s12.10", "s7n", "p3", "t2", "meta"])
def test_valid_anchors(anchor: str):
    assert ANCHOR_PATTERN.fullmatch(anchor)


@pytest.mark.parametrize(
    "anchor", ["L0", "L014", "l14", "s7", "s7.0", "s07.2", "p", "P3", "Meta", "t"]
)
def test_invalid_anchors(anchor: str):
    assert ANCHOR_PATTERN.fullmatch(anchor) is None


def test_lists_and_repeated_brackets():
    found = find_citations("a [L3, L5] b [s7.2][s7n] c [L3; p4] [meta]")
    assert found.anchors == ("L3", "L5", "s7.2", "s7n", "p4", "meta")
    assert found.malformed == ()


def test_links_checkboxes_footnotes_and_vectors_are_not_citations():
    found = find_citations("[문서](https://x.io/L3) [ ] [x] [^1] [0.65, -0.23, 0.17] [Figure 3]")
    assert found.anchors == ()
    assert found.malformed == ()


@pytest.mark.parametrize(
    "text",
    ["[L 14]", "[L014]", "[l14]", "[L3-L5]", "[L3–L5]", "[p.3]", "[P3]", "[s2.03]", "[L21, foo]",
     "[meta2]", "(L14)", "끝났다 [L19.", "[14]"],
)  # fmt: skip
def test_malformed_citations_are_reported(text: str):
    assert find_citations(text).malformed


def test_a_figure_is_held_to_the_citation_that_closes_its_clause() -> None:
    blocks = [
        {
            "anchor": "L1",
            "kind": "paragraph",
            "text": "제8조 국무총리는 5년마다 기본계획을 수립한다.",
        },
        {
            "anchor": "L2",
            "kind": "paragraph",
            "text": "제9조 중앙행정기관은 매년 시행계획을 수립한다.",
        },
    ]
    good = "제8조에 따라 5년마다 기본계획을 세우고 [L1], 제9조에 따라 매년 시행계획을 세운다 [L2]."
    assert check(good, blocks).ok, check(good, blocks).format_text()
    wrong = "제9조에 따라 5년마다 기본계획을 세우고 [L1], 매년 시행계획을 세운다 [L2]."
    assert not check(wrong, blocks).ok
    # one citation for the whole sentence holds every figure to all its blocks
    assert check("제9조와 제8조가 계획을 정한다 [L1][L2].", blocks).ok


def test_a_figure_another_clauses_figures_sum_to_is_still_held_to_its_own_clause() -> None:
    blocks = [
        {"anchor": "L26", "kind": "table_row", "text": "천체관측 | 3,000 | 2,000"},
        {"anchor": "L27", "kind": "table_row", "text": "야간 전시해설 | 2,000 | 1,000"},
    ]
    good = "Stargazing costs KRW 3,000 and KRW 2,000 [L26]; the night tour KRW 1,000 [L27]."
    assert check(good, blocks).ok, check(good, blocks).format_text()
    # planted: the other row's 1,000, which 3,000 - 2,000 also gives, in the first clause
    wrong = (
        "Stargazing costs KRW 3,000 for adults and KRW 1,000 for youths [L26]; "
        "the night tour costs KRW 2,000 for adults [L27]."
    )
    assert not check(wrong, blocks).ok
    # a whole its own clause adds up from its parts stays confirmed
    parts = [{"anchor": "L1", "kind": "paragraph", "text": "위반 6건, 미이수 4건"}]
    parts.append({"anchor": "L2", "kind": "paragraph", "text": "점검 20회"})
    assert check("과태료 10건은 위반 6건과 미이수 4건이며 [L1], 점검은 20회였다 [L2].", parts).ok


_MADRID = {
    "L1": "1 | 중국 | 5,812 | 6,347 | 9.2 | 25.5",
    "L2": "2 | 미국 | 4,105 | 4,288 | 4.5 | 17.2",
}


def test_an_english_conjunction_after_a_citation_opens_the_next_clause() -> None:
    draft = "China accounted for 6,347 (25.5%) [L1] and the US for 4,288 (17.2%) [L2]."
    report = check(draft, _MADRID)
    assert report.ok, report.format_text()
    # planted: a figure cited to the other clause's block is still held to its own
    swapped = "China accounted for 4,288 (17.2%) [L1] and the US for 6,347 (25.5%) [L2]."
    assert "GR-03" in {f.rule for f in check(swapped, _MADRID).findings}


_REGIONS = {
    "L12": "시도별로는 경북이 농가 5,236호, 봉군 45.2만 군으로 모든 항목에서 가장 많았다.",
    "L22": "경남은 농가 3,874호, 봉군 32.8만 군이다.",
}


def test_a_citation_inside_a_phrase_cites_its_name_and_closes_no_clause() -> None:
    # `경북[L12] 다음으로`: the citation names where 경북's figures are, inside the clause
    draft = "경남은 농가 3,874호, 봉군 32.8만 군으로 두 항목 모두 경북[L12] 다음으로 많았다[L22]."
    report = check(draft, _REGIONS)
    assert report.ok, report.format_text()
    # planted: a figure of neither block is still refused
    assert not check(draft.replace("3,874호", "3,847호"), _REGIONS).ok
    # a citation that ends its clause with a comma or an ending still holds its clause
    clauses = "경남은 농가 3,874호로[L12], 경북 다음으로 많았다[L22]."
    assert "GR-03" in {f.rule for f in check(clauses, _REGIONS).findings}


def test_a_last_citation_naming_every_earlier_one_speaks_for_the_whole_sentence() -> None:
    # `... 4,417억 원을 냈고[L13], 나머지 ... 4,515억 원이다[L12, L13]`: the last citation names
    # L13 again and adds L12, so it is the sentence's, not only its last clause's
    blocks = {
        "L12": "2024년분 고용부담금은 8,932억 원이다.",
        "L13": "1,000인 이상 대기업 부담금은 4,417억 원, 그 외 사업주는 4,515억 원이다.",
    }
    draft = (
        "2024년분 부담금 8,932억 원 가운데 대기업이 4,417억 원을 냈고[L13], "
        "그 외 사업주는 4,515억 원을 냈다[L12, L13]."
    )
    assert check(draft, blocks).ok, check(draft, blocks).format_text()
    # planted: a clause cited apart from the last citation is still held to its own
    apart = draft.replace("[L12, L13]", "[L12]")
    assert "GR-03" in {f.rule for f in check(apart, blocks).findings}


SESSIONS = [
    {"anchor": "L1", "kind": "paragraph", "text": "3. 주민설명회 일정"},
    {
        "anchor": "L2",
        "kind": "list_item",
        "text": "1차: 2025. 10. 14.(화) 14:00 도초면 행정복지센터",
    },
    {"anchor": "L3", "kind": "list_item", "text": "2차: 2025. 10. 16.(목) 10:00 수협 회의실"},
    {"anchor": "L4", "kind": "list_item", "text": "3차: 2025. 10. 21.(화) 14:00 군청 대회의실"},
]
ITEMS = (
    "\n- 1차: 10월 14일(화) 오후 2시, 도초면 행정복지센터 [L2]"
    "\n- 2차: 10월 16일(목) 오전 10시, 수협 회의실 [L3]"
    "\n- 3차: 10월 21일(화) 오후 2시, 군청 대회의실 [L4]"
)


def test_an_uncited_line_over_cited_items_is_unconfirmed_against_them() -> None:
    report = check("주민설명회는 세 차례 열립니다." + ITEMS, SESSIONS)
    assert report.ok
    unconfirmed = [f.anchors for f in report.findings if f.rule == "GR-07"]
    assert unconfirmed == [("L2", "L3", "L4")]


def test_an_uncited_line_over_items_stays_uncited_when_wrong_or_not_all_cite() -> None:
    # a figure the items' blocks refuse leaves the line uncited, as it was
    assert "GR-01" in {
        f.rule for f in check("주민설명회는 네 차례 열립니다." + ITEMS, SESSIONS).errors
    }
    # so does a list an item of which cites nothing
    items = ITEMS.replace(" [L4]", "")
    assert "GR-01" in {
        f.rule for f in check("주민설명회는 세 차례 열립니다." + items, SESSIONS).errors
    }
    # and a line of words alone, which gives nothing to check against them
    assert "GR-01" in {f.rule for f in check("주민설명회를 엽니다." + ITEMS, SESSIONS).errors}
    # and a line that is not right over the list
    apart = "주민설명회는 세 차례 열립니다.\n\n일정은 아래와 같습니다 [L1]." + ITEMS
    assert "GR-01" in {f.rule for f in check(apart, SESSIONS).errors}


def test_a_count_in_words_of_the_items_under_an_uncited_line_is_unconfirmed_not_uncited() -> None:
    # `세 가지` is words to fa, no figure: the number of items under the line is what it says
    items = ITEMS.replace("1차: 10월 14일(화) 오후 2시, ", "").replace("2차: ", "")
    report = check("설명회 장소는 세 곳입니다." + items, SESSIONS)
    assert report.ok and [f.rule for f in report.findings if f.rule == "GR-07"] == ["GR-07"]
    assert "GR-01" in {f.rule for f in check("설명회 장소는 네 곳입니다." + items, SESSIONS).errors}


def test_a_cited_line_over_a_list_is_held_to_its_blocks_whatever_the_lists_length() -> None:
    # three items under it do not make a wrong cited count of three right
    blocks = [*SESSIONS, {"anchor": "L5", "kind": "paragraph", "text": "설명회는 모두 4회 연다."}]
    assert not check("주민설명회는 모두 3회 열립니다 [L5]." + ITEMS, blocks).ok
    assert check("주민설명회는 모두 4회 열립니다 [L5]." + ITEMS, blocks).ok


_DISCOUNTS = [
    {"anchor": "L31", "kind": "table_row", "text": "1 | 기초생활수급자·차상위계층 농업인 | 50"},
    {"anchor": "L33", "kind": "table_row", "text": "3 | 청년농업인(만 40세 미만) | 30"},
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("기초생활수급자는 50% 감면받고 [L31], 청년농업인은 30% 감면받는다 [L33].", True),
        ("수급자는 50% [L31], 청년농업인은 30%입니다 [L33]. 둘 다 50%는 아닙니다 [L31].", True),
        # planted: the figure of the first clause written again in the second, whose block
        # gives another
        ("기초생활수급자는 50% 감면받고 [L31], 청년농업인도 50% 감면받는다 [L33].", False),
        ("Recipients get 50% off [L31], and young farmers under 40 also get 50% [L33].", False),
    ],
)
def test_a_figure_written_twice_is_held_to_the_clause_of_each_place(
    draft: str, passes: bool
) -> None:
    blocks = [{**b, "flags": ["table"]} for b in _DISCOUNTS]
    report = check(draft, blocks)
    assert report.ok is passes, report.format_text()
