"""A report over several documents cites qualified anchors (`[B:L14]`), and nothing a document
says (its title's period, a table's unit, a heading) speaks for another document's blocks."""

from __future__ import annotations

import pytest

from fa_grounding import ANCHOR_PATTERN, InvalidBlocksError, check

_BUDGET_2024 = [
    {"anchor": "A:L1", "kind": "heading", "text": "2024년 본예산 사업별 현황"},
    {"anchor": "A:L2", "kind": "paragraph", "text": "도로 정비 예산은 1,250억 원이다."},
    {"anchor": "A:L3", "kind": "paragraph", "text": "(단위: 억원)"},
    {"anchor": "A:meta", "kind": "meta", "text": "Format: hwp. Blocks: 3."},
]
_BUDGET_2025 = [
    {"anchor": "B:L1", "kind": "table_row", "text": "사업 | 예산", "flags": ["table"]},
    {"anchor": "B:L2", "kind": "table_row", "text": "도로 정비 | 1,320", "flags": ["table"]},
    {"anchor": "B:L3", "kind": "paragraph", "text": "도로 정비 예산은 1,320억 원으로 늘었다."},
    {"anchor": "B:meta", "kind": "meta", "text": "Format: hwpx. Blocks: 3."},
]
_BOTH = _BUDGET_2024 + _BUDGET_2025


def _rules(report: object) -> list[str]:
    return [f.rule for f in report.errors]  # type: ignore[attr-defined]


def test_the_grammar_takes_a_document_key_of_one_capital_letter() -> None:
    assert ANCHOR_PATTERN.fullmatch("B:L14")
    assert ANCHOR_PATTERN.fullmatch("A:p3.2")
    assert ANCHOR_PATTERN.fullmatch("C:x2.14.1")
    assert ANCHOR_PATTERN.fullmatch("L14")
    assert not ANCHOR_PATTERN.fullmatch("AB:L14")
    assert not ANCHOR_PATTERN.fullmatch("b:L14")


def test_figures_of_two_documents_are_each_found_in_their_own() -> None:
    draft = "도로 정비 예산은 1,250억 원 [A:L2]에서 1,320억 원 [B:L3]으로 늘었다."
    assert check(draft, _BOTH).ok
    assert check("도로 정비 예산은 1,250억 원에서 1,320억 원으로 늘었다 [A:L2, B:L3].", _BOTH).ok


def test_a_figure_cited_to_the_other_document_fails_and_names_where_it_is() -> None:
    report = check("올해 도로 정비 예산은 1,320억 원이다 [A:L2].", _BOTH)
    assert _rules(report) == ["GR-03"]
    assert "B:L3" in report.errors[0].detail


def test_an_unqualified_anchor_over_several_documents_says_how_to_cite() -> None:
    report = check("도로 정비 예산은 1,250억 원이다 [L2].", _BOTH)
    assert "GR-02" in _rules(report)
    detail = next(f.detail for f in report.errors if f.rule == "GR-02")
    assert "[A:L14]" in detail and "A, B" in detail


def test_an_anchor_after_a_qualified_one_in_the_same_brackets_is_of_that_document() -> None:
    assert check("예산은 1,320억 원이다 [B:L3, L2].", _BOTH).ok
    report = check("예산은 1,250억 원이다 [B:L3, L2].", _BOTH)
    assert _rules(report) == ["GR-03"]
    assert report.errors[0].anchors == ("B:L3", "B:L2")


def test_a_key_no_document_has_is_a_missing_anchor() -> None:
    report = check("도로 정비 예산은 1,250억 원이다 [C:L2].", _BOTH)
    assert _rules(report)[0] == "GR-02"


def test_a_table_opening_a_document_takes_no_unit_from_the_document_before() -> None:
    # B's rows follow A's `(단위: 억원)` in the list, but B declares no unit of its own
    report = check("도로 정비 예산은 1,320억 원이다 [B:L2].", _BOTH)
    assert not report.ok
    # the same rows under the caption of their own document read it
    rows = _BUDGET_2024[1:3] + _BUDGET_2025[:2]
    alone = [dict(b, anchor=f"L{i}") for i, b in enumerate(rows, 1)]
    assert check("도로 정비 예산은 1,320억 원이다 [L4].", alone).ok


def test_a_title_names_the_period_of_its_own_document_only() -> None:
    blocks = [
        {"anchor": "A:L1", "kind": "heading", "text": "2024년 3분기 민원 처리 현황"},
        {"anchor": "A:L2", "kind": "paragraph", "text": "처리 건수는 812건이다."},
        {"anchor": "B:L1", "kind": "heading", "text": "2025년 3분기 민원 처리 현황"},
        {"anchor": "B:L2", "kind": "paragraph", "text": "처리 건수는 905건이다."},
    ]
    assert check("2025년 3분기 처리 건수는 905건이다 [B:L2].", blocks).ok
    assert "GR-03" in _rules(check("2024년 3분기 처리 건수는 905건이다 [B:L2].", blocks))


def test_a_meta_sentence_of_one_document_needs_no_overlap() -> None:
    report = check("두 번째 문서는 한글 파일이다 [B:meta].", _BOTH)
    assert not [f for f in report.findings if f.rule == "GR-05"]


def test_blocks_with_and_without_a_key_cannot_be_mixed() -> None:
    with pytest.raises(InvalidBlocksError):
        check("예산은 1,250억 원이다 [A:L2].", [*_BUDGET_2024, {"anchor": "L9", "text": "x"}])


@pytest.mark.parametrize("written", ["[a:L2]", "[B: L2]", "[AB:L2]", "[B-L2]"])
def test_a_key_written_wrong_is_a_malformed_citation(written: str) -> None:
    report = check(f"도로 정비 예산은 1,250억 원이다 {written}.", _BOTH)
    assert "GR-02" in _rules(report) or "GR-01" in _rules(report)
    assert not report.ok
