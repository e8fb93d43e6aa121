"""Tables that follow each other with no block between them (flag `table_start`).

A third of the tables in the HWP and HWPX files fa was measured on stand right after another
table's rows: the empty paragraph Hancom keeps between them makes no block. Without a mark,
the rows of the second table took the first table's head row and the unit declared above it.
"""

from __future__ import annotations

import fa_grounding

START = ["table", "table_start"]
ROW = ["table"]


def _two_tables(first: list[str] = START, second: list[str] = START) -> list[dict[str, object]]:
    return [
        {"anchor": "L1", "kind": "paragraph", "text": "연도별 예산 (단위: 억원)"},
        {"anchor": "L2", "kind": "table_row", "text": "구분 | 2023년 | 2024년", "flags": first},
        {"anchor": "L3", "kind": "table_row", "text": "예산 | 5 | 7", "flags": ROW},
        {"anchor": "L4", "kind": "table_row", "text": "구분 | 30~34세 | 35~39세", "flags": second},
        {"anchor": "L5", "kind": "table_row", "text": "인원 | 120 | 140", "flags": ROW},
        {"anchor": "L6", "kind": "table_row", "text": "신청 | 90 | 110", "flags": ROW},
    ]


def _errors(draft: str, blocks: list[dict[str, object]]) -> list[str]:
    return [f.rule for f in fa_grounding.check(draft, blocks).errors]


def test_a_row_takes_the_head_of_its_own_table_not_of_the_table_above() -> None:
    blocks = _two_tables()
    assert _errors("30~34세 인원은 120명이다 [L5].", blocks) == []
    assert _errors("35~39세 신청은 110명이다 [L6].", blocks) == []
    # the first table's heads name no column of the second
    assert _errors("2024년 인원은 140명이다 [L5].", blocks) == ["GR-03"]
    # and its own rows keep its heads
    assert _errors("2024년 예산은 7억원이다 [L3].", blocks) == []


def test_the_unit_declared_above_a_table_stays_with_that_table() -> None:
    blocks = _two_tables()
    assert _errors("2023년 예산은 5억원이다 [L3].", blocks) == []
    # 120 of the second table is a head count, not 120억원
    assert _errors("30~34세 인원 관련 예산은 120억원이다 [L5].", blocks) == ["GR-03"]


def test_without_the_flag_rows_that_follow_each_other_are_one_table() -> None:
    # what a caller that sends no flags gets, as before: the heads of the first row
    blocks = _two_tables(first=ROW, second=ROW)
    assert _errors("2024년 예산은 7억원이다 [L3].", blocks) == []
    assert _errors("2023년 예산은 5억원이다 [L3].", blocks) == []


def test_the_flag_counts_on_table_rows_only() -> None:
    blocks = _two_tables()
    blocks[0]["flags"] = ["table_start"]  # a paragraph: not a row, whatever its flags say
    assert _errors("30~34세 인원은 120명이다 [L5].", blocks) == []


def test_rows_of_one_group_each_named_by_a_word_of_their_label_keep_their_figures() -> None:
    blocks = [
        {"anchor": "L1", "kind": "table_row", "text": "단계 | 항목 | 배점",
         "flags": ["table", "table_start"]},
        {"anchor": "L2", "kind": "table_row", "text": "2차 인터뷰 | 작품 완성도 및 발전성 | 60",
         "flags": ["table"]},
        {"anchor": "L3", "kind": "table_row", "text": "2차 인터뷰 | 유통·관객 개발 계획 | 40",
         "flags": ["table"]},
    ]  # fmt: skip
    good = "2차 인터뷰는 작품 완성도 60점, 유통·관객 개발 계획 40점이다 [L2][L3]."
    assert fa_grounding.check(good, blocks).ok, fa_grounding.check(good, blocks).format_text()
    assert not fa_grounding.check(
        "2차 인터뷰에서 유통·관객 개발 계획은 60점이다 [L2][L3].", blocks
    ).ok


def test_a_second_row_of_heads_is_no_row_a_sentence_names() -> None:
    blocks = [
        {"anchor": "L29", "kind": "table_row", "text": "절기 | 한랭질환 | 수도 계량기",
         "flags": ["table", "table_start"]},
        {"anchor": "L30", "kind": "table_row", "text": "절기 | 환자 수 | 동파 건수", "flags": ROW},
        {"anchor": "L31", "kind": "table_row", "text": "2020-2021 | 433 | 28,516", "flags": ROW},
        {"anchor": "L35", "kind": "table_row", "text": "2024-2025 | 334 | 8,153", "flags": ROW},
    ]  # fmt: skip
    draft = "'20-'21절기 2만 8,516건이던 동파 건수는 '24-'25절기 8,153건으로 줄었다[L31, L35]."
    assert _errors(draft, blocks) == [], fa_grounding.check(draft, blocks).format_text()
    assert _errors(draft.replace("8,153건으로", "9,153건으로"), blocks) == ["GR-03"]
