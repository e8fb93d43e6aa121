"""Anchors of PDF paragraphs (`p3.2`, the page `p3`), spreadsheets (`x2.14`) and csv (`r14`)."""

import pytest
from fa_grounding import ANCHOR_PATTERN, check
from fa_grounding._anchors import find_citations

PAGE = [
    {"anchor": "p3.1", "kind": "paragraph", "text": "Section 2 describes the method."},
    {"anchor": "p3.2", "kind": "paragraph", "text": "The survey covered 1,204 households."},
    {"anchor": "p3.5", "kind": "paragraph", "text": "Response rate was 41.5%."},
    {"anchor": "p4.1", "kind": "paragraph", "text": "Results follow."},
]


@pytest.mark.parametrize("anchor", ["p3", "p3.1", "p12.40", "x2.14", "x1.1", "r14", "r1"])
def test_new_anchors_are_in_the_grammar(anchor: str):
    assert ANCHOR_PATTERN.fullmatch(anchor)


@pytest.mark.parametrize("anchor", ["p3.0", "p0.1", "x2", "x0.1", "x2.0", "r0", "r014", "R14"])
def test_malformed_new_anchors_are_outside_the_grammar(anchor: str):
    assert not ANCHOR_PATTERN.fullmatch(anchor)


@pytest.mark.parametrize("bad", ["[x2]", "[r 14]", "[p3.0]", "[x 2.14]", "[R14]"])
def test_malformed_new_citations_are_reported(bad: str):
    assert bad in find_citations(f"문장 {bad}.").malformed
    report = check(f"The rate was 41.5% {bad}.", PAGE)
    assert any(f.rule == "GR-02" and bad in f.detail for f in report.errors)


def test_a_page_citation_is_the_union_of_its_paragraphs():
    assert check("The response rate was 41.5% [p3].", PAGE).ok
    assert check("The survey covered 1,204 households at a 41.5% rate [p3].", PAGE).ok


def test_a_paragraph_citation_is_only_that_paragraph():
    report = check("The response rate was 41.5% [p3.2].", PAGE)
    assert [f.rule for f in report.errors] == ["GR-03"]
    assert "p3.5" in report.errors[0].detail


def test_a_page_without_paragraphs_does_not_exist():
    report = check("The rate was 41.5% [p9].", PAGE)
    assert any(f.rule == "GR-02" and "p9" in f.detail for f in report.errors)


def test_an_old_style_page_block_still_works():
    assert check("Rate 41.5% [p3].", {"p3": "Response rate was 41.5%."}).ok


def test_hidden_paragraph_of_a_page_keeps_gr06():
    blocks = [
        {"anchor": "p3.1", "text": "The survey covered households."},
        {"anchor": "p3.2", "text": "Response rate was 41.5%.", "flags": ["hidden"]},
    ]
    report = check("The response rate was 41.5% [p3].", blocks)
    assert [f.rule for f in report.errors] == ["GR-06"]
    only_hidden = check("The response rate was 41.5% [p3.2].", blocks)
    assert "GR-06" in {f.rule for f in only_hidden.errors}


def test_spreadsheet_and_csv_rows():
    blocks = {"x2.14": "서울 | 9,386,034 | 2024", "r14": "Seoul,9386034,2024"}
    assert check("서울 인구는 938만 6,034명이다 [x2.14].", blocks).ok
    assert check("Seoul had 9,386,034 people in 2024 [r14].", blocks).ok
    assert not check("Seoul had 9,386,043 people [r14].", blocks).ok


def test_a_hidden_header_row_does_not_support_a_visible_row():
    blocks = [
        {"anchor": "L1", "kind": "table_row", "text": "구분 | 2024", "flags": ["hidden"]},
        {"anchor": "L2", "kind": "table_row", "text": "매출 | 12,354"},
    ]
    report = check("2024년 매출은 12,354다 [L2].", blocks)
    assert not report.ok
