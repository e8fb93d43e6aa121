"""Aligning two documents block by block (the pure part of compare_documents)."""

from __future__ import annotations

import fa_grounding
from fa_mcp_server._align import MAX_BLOCKS, align, figure_changes


def blocks(*items: tuple[str, str, str]) -> list[dict[str, str]]:
    return [{"anchor": a, "kind": k, "text": t} for a, k, t in items]


OLD = blocks(
    ("meta", "meta", "hwp, 6 blocks"),
    ("L1", "heading", "2023년 예산 현황"),
    ("L2", "paragraph", "총 예산은 1,250억 원이다."),
    ("L3", "table_row", "항목 | 예산 | 비고"),
    ("L4", "table_row", "인건비 | 300억 | 동결"),
    ("L5", "table_row", "시설비 | 120억 | 신규"),
    ("L6", "paragraph", "담당 부서는 기획재정과이다."),
)
NEW = blocks(
    ("meta", "meta", "hwpx, 6 blocks"),
    ("L1", "heading", "2023년 예산 현황"),
    ("L2", "paragraph", "총 예산은 1,320억 원이다."),
    ("L3", "table_row", "항목 | 예산 | 비고"),
    ("L4", "table_row", "연구비 | 45억 | 신규"),
    ("L5", "table_row", "인건비 | 310억 | 동결"),
    ("L6", "paragraph", "문의는 전화로 한다."),
)


def test_each_block_is_unchanged_changed_added_or_removed_with_both_anchors() -> None:
    result = align(OLD, NEW)
    as_list = [(e.status, e.a, e.b) for e in result.entries]
    assert as_list == [
        ("unchanged", ("A:L1",), ("B:L1",)),
        ("changed", ("A:L2",), ("B:L2",)),
        ("unchanged", ("A:L3",), ("B:L3",)),
        ("added", (), ("B:L4",)),
        ("changed", ("A:L4",), ("B:L5",)),  # the row is found by its label, though it moved
        ("removed", ("A:L5",), ()),
        ("removed", ("A:L6",), ()),
        ("added", (), ("B:L6",)),
    ]
    assert result.counts == {"unchanged": 2, "changed": 2, "added": 2, "removed": 2}
    assert not result.truncated
    changed = result.entries[1].to_dict()
    assert changed["a_text"] == "총 예산은 1,250억 원이다."
    assert changed["b_text"] == "총 예산은 1,320억 원이다."
    assert "a_text" not in result.entries[0].to_dict()  # an unchanged run carries no text


def test_runs_of_unchanged_blocks_are_one_entry() -> None:
    same = blocks(*((f"L{i}", "paragraph", f"문단 {i}") for i in range(1, 6)))
    (entry,) = align(same, same).entries
    assert entry.status == "unchanged"
    assert entry.a == tuple(f"A:L{i}" for i in range(1, 6))
    assert entry.b == tuple(f"B:L{i}" for i in range(1, 6))


def test_a_changed_block_lists_its_changed_figures_by_value() -> None:
    a_figures = fa_grounding.block_figure_terms(OLD)
    b_figures = fa_grounding.block_figure_terms(NEW)
    result = align(OLD, NEW, a_figures=a_figures, b_figures=b_figures)
    by_anchor = {e.a: e for e in result.entries if e.status == "changed"}
    assert by_anchor[("A:L2",)].figures == ("1,250억 원 -> 1,320억 원",)
    assert by_anchor[("A:L4",)].figures == ("300억 -> 310억",)


def test_a_figure_written_differently_with_the_same_value_is_no_change() -> None:
    old = fa_grounding.figure_terms("예산 1,250억 원, 증가율 5.6%")
    new = fa_grounding.figure_terms("예산 125,000,000,000원, 증가율 6.1%")
    assert figure_changes(old, new) == ("5.6% -> 6.1%",)
    assert figure_changes(old, old) == ()
    gone = fa_grounding.figure_terms("예산 1,250억 원")
    assert figure_changes(old, gone) == ("5.6% -> (none)",)


def test_spacing_alone_is_no_change() -> None:
    old = blocks(("L1", "paragraph", "사업 계획은  다음과 같다."))
    new = blocks(("L1", "paragraph", "사업 계획은 다음과\n같다."))
    (entry,) = align(old, new).entries
    assert entry.status == "unchanged"


def test_two_wholly_different_documents_are_all_removed_and_added() -> None:
    old = blocks(*((f"L{i}", "paragraph", f"가나다 {i}번째 문장") for i in range(3)))
    new = blocks(*((f"L{i}", "paragraph", f"English line {i * 7}") for i in range(2)))
    statuses = [e.status for e in align(old, new).entries]
    assert statuses == ["removed"] * 3 + ["added"] * 2


def test_a_long_document_is_aligned_in_its_first_blocks_and_says_so() -> None:
    long = [{"anchor": f"L{i}", "kind": "paragraph", "text": f"{i}"} for i in range(MAX_BLOCKS + 5)]
    result = align(long, long[:10])
    assert result.truncated
    assert result.counts["unchanged"] == 10
    assert result.counts["removed"] == MAX_BLOCKS - 10


def test_two_rows_of_different_labels_are_never_one_row_changed() -> None:
    old = blocks(("L1", "table_row", "홍보비 | 15"))
    new = blocks(("L1", "table_row", "연구비 | 45"))
    assert [e.status for e in align(old, new).entries] == ["removed", "added"]
