"""Parts of a row or record too long for one block (`x2.14.1`, `r14.2`, `s7n.1`): cited one by
one, or all together by the row's own anchor (`[x2.14]`), as `[p3]` cites a page."""

import pytest
from fa_grounding import ANCHOR_PATTERN, check
from fa_grounding._anchors import find_citations, page_of

PARTS = [
    {"anchor": "x2.1", "kind": "table_row", "text": "지역 | 인구", "flags": ["table", "heading"]},
    {"anchor": "x2.14.1", "kind": "table_row", "text": "서울 | 9,386,034", "flags": ["table"]},
    {"anchor": "x2.14.2", "kind": "table_row", "text": "부산 | 3,293,362", "flags": ["table"]},
    {"anchor": "x2.15", "kind": "table_row", "text": "합계 | 12,679,396", "flags": ["table"]},
    {"anchor": "r14.1", "kind": "table_row", "text": "Seoul | 9386034", "flags": ["table"]},
    {"anchor": "r14.2", "kind": "table_row", "text": "Busan | 3293362", "flags": ["table"]},
    {"anchor": "s7n.1", "kind": "notes", "text": "Budget rose 12% in 2024.", "flags": ["notes"]},
    {"anchor": "s7n.2", "kind": "notes", "text": "Staff grew to 340.", "flags": ["notes"]},
]


@pytest.mark.parametrize("anchor", ["x2.14.1", "x1.1.30", "r14.2", "r1.1", "s7n.1", "s12n.10"])
def test_row_parts_are_in_the_grammar(anchor: str):
    assert ANCHOR_PATTERN.fullmatch(anchor)
    assert find_citations(f"문장 [{anchor}].").anchors == (anchor,)


@pytest.mark.parametrize("anchor", ["x2.14.0", "x2.14.01", "r14.0", "s7n.0", "s7n1", "x2.1.2.3"])
def test_malformed_parts_are_outside_the_grammar(anchor: str):
    assert not ANCHOR_PATTERN.fullmatch(anchor)
    assert f"[{anchor}]" in find_citations(f"문장 [{anchor}].").malformed


def test_a_part_belongs_to_its_row():
    assert page_of("x2.14.2") == "x2.14"
    assert page_of("r14.1") == "r14"
    assert page_of("s7n.3") == "s7n"
    assert page_of("x2.14") is None and page_of("r14") is None and page_of("s7.2") is None


def test_a_part_is_checked_against_its_own_text():
    assert check("부산 인구는 3,293,362명이다 [x2.14.2].", PARTS).ok
    report = check("서울 인구는 9,386,034명이다 [x2.14.2].", PARTS)
    assert [f.rule for f in report.errors] == ["GR-03"]
    assert "x2.14.1" in report.errors[0].detail


def test_the_row_anchor_cites_every_part_of_its_row():
    assert check("서울은 9,386,034명, 부산은 3,293,362명이다 [x2.14].", PARTS).ok
    assert check("Seoul had 9386034 people and Busan 3293362 [r14].", PARTS).ok
    assert check("Budget rose 12% and staff grew to 340 [s7n].", PARTS).ok


def test_a_row_without_parts_is_no_citation_of_other_rows():
    report = check("합계는 12,679,396명이다 [x2.16].", PARTS)
    assert any(f.rule == "GR-02" and "x2.16" in f.detail for f in report.errors)
