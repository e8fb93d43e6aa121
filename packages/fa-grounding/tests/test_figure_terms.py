"""Figures as search terms: one value, however it is spelled, gives one term."""

from __future__ import annotations

import pytest
from fa_grounding import FigureTerms, block_figure_terms, figure_terms


def _query(text: str) -> set[str]:
    return {term for found in figure_terms(text, query=True) for term in found.terms}


def _indexed(blocks: object) -> dict[str, set[str]]:
    return {
        anchor: {term for found in figures for term in found.terms}
        for anchor, figures in block_figure_terms(blocks).items()
    }


def test_an_amount_in_korean_units_finds_the_same_amount_in_won() -> None:
    indexed = _indexed({"L1": "사업비는 32,000,000,000원이다."})
    assert _query("320억") <= indexed["L1"]


def test_a_bare_cell_under_a_declared_unit_is_found_by_its_amount() -> None:
    blocks = [
        {"anchor": "L1", "text": "<표 1> 사업별 예산 (단위: 억원)"},
        {
            "anchor": "L2",
            "kind": "table_row",
            "text": "구분 | 2024 | 2025",
            "flags": ["table", "table_start"],
        },
        {"anchor": "L3", "kind": "table_row", "text": "도로 | 300 | 320", "flags": ["table"]},
    ]
    indexed = _indexed(blocks)
    assert _query("320억 원") <= indexed["L3"]
    # the head row's years are not read as amounts of the declared unit
    assert not _query("2,024억") & indexed.get("L2", set())


def test_a_query_written_with_fewer_digits_finds_the_exact_source_figure() -> None:
    indexed = _indexed({"L1": "총 32,012,000,000원"})
    assert _query("320억") <= indexed["L1"]
    assert _query("320.1억") <= indexed["L1"]


@pytest.mark.parametrize("wrong", ["321억", "32억", "3,200억", "320만"])
def test_a_value_differing_in_a_digit_or_a_scale_is_not_found(wrong: str) -> None:
    indexed = _indexed({"L1": "사업비는 32,000,000,000원이다."})
    assert not _query(wrong) & indexed["L1"]


def test_percentages_and_plain_numbers_are_different_terms() -> None:
    indexed = _indexed({"L1": "참여율 12.5%, 학교 12.5곳"})
    assert _query("12.5%") <= indexed["L1"]
    assert _query("12.5%") != _query("12.5")


def test_units_of_measure_compare_by_their_size() -> None:
    indexed = _indexed({"L1": "연장 3,500m 구간"})
    assert _query("3.5㎞") <= indexed["L1"]
    assert not _query("3.5m") & indexed["L1"]


def test_dates_are_found_in_any_spelling() -> None:
    indexed = _indexed({"L1": "접수 마감: 2025. 3. 5.(수)"})
    assert _query("2025년 3월 5일") <= indexed["L1"]
    assert not _query("2025년 3월 6일") & indexed["L1"]


def test_each_figure_keeps_what_was_written() -> None:
    found = figure_terms("예산 1,250억 원에서 1,320억 원으로")
    assert [f.raw for f in found] == ["1,250억 원", "1,320억 원"]
    assert all(isinstance(f, FigureTerms) for f in found)


def test_text_must_be_a_string() -> None:
    with pytest.raises(TypeError):
        figure_terms(b"320")  # type: ignore[arg-type]
