"""The blocks of a read_document result as the server sends them (states said once, then
`"anchor text"` entries, or the `[anchor, text]` entries an older server sent) are checked as
the full blocks are."""

from __future__ import annotations

import fa_grounding
import pytest
from fa_grounding._blocks import index_blocks
from hypothesis import given
from hypothesis import strategies as st

FULL = [
    {"anchor": "L1", "kind": "paragraph", "text": "(단위: 백만원)", "page": 1},
    {
        "anchor": "L2",
        "kind": "table_row",
        "text": "항목 | 금액",
        "page": 1,
        "flags": ["table", "table_start"],
    },
    {"anchor": "L3", "kind": "table_row", "text": "사업비 | 1,200", "page": 1, "flags": ["table"]},
    {
        "anchor": "L4",
        "kind": "paragraph",
        "text": "숨은 글 3,000원",
        "page": 2,
        "flags": ["hidden"],
    },
]
COMPACT = [
    {"page": 1},
    "L1 (단위: 백만원)",
    {"page": 1, "kind": "table_row"},
    "L2+table_start 항목 | 금액",
    "L3 사업비 | 1,200",
    {"page": 2},
    "L4+hidden 숨은 글 3,000원",
]
OLDER = [
    {"page": 1},
    ["L1", "(단위: 백만원)"],
    {"page": 1, "kind": "table_row"},
    ["L2", "항목 | 금액", ["table_start"]],
    ["L3", "사업비 | 1,200"],
    {"page": 2},
    ["L4", "숨은 글 3,000원", ["hidden"]],
]
"""The same blocks as an older server sent them: entries as arrays."""


def _findings(blocks: object, draft: str) -> list[tuple[str, str]]:
    return [(f.rule, f.severity) for f in fa_grounding.check(draft, blocks).findings]


@pytest.mark.parametrize("compact", [COMPACT, OLDER], ids=["strings", "arrays"])
def test_a_compact_read_checks_as_its_full_blocks(compact: list[object]) -> None:
    for draft in (
        "# 보고\n\n사업비는 12억 원이다 [L3].\n",
        "# 보고\n\n사업비는 1,300백만원이다 [L3].\n",
        "# 보고\n\n금액은 3,000원이다 [L4].\n",
    ):
        assert _findings(compact, draft) == _findings(FULL, draft), draft


@pytest.mark.parametrize("compact", [COMPACT, OLDER], ids=["strings", "arrays"])
def test_a_hidden_entry_stays_hidden(compact: list[object]) -> None:
    report = fa_grounding.check("# 보고\n\n금액은 3,000원이다 [L4].\n", compact)
    assert any(f.rule == "GR-06" for f in report.findings)


def test_an_entry_string_is_read_at_its_first_space() -> None:
    # The text keeps its own spaces, `+`s and line breaks; an entry alone is an empty block.
    index = index_blocks([{"kind": "table_row"}, "L1+table_start+hidden  1 + 2 | 3\n4", {}, "L2"])
    assert [(b.anchor, b.text, b.hidden, b.table_start) for b in index.values()] == [
        ("L1", " 1 + 2 | 3\n4", True, True),
        ("L2", "", False, False),
    ]


def test_a_string_that_is_no_entry_is_refused() -> None:
    with pytest.raises(fa_grounding.InvalidBlocksError, match="anchor grammar"):
        index_blocks([{}, "사업비는 1,200이다"])


@given(st.from_regex(fa_grounding.ANCHOR_PATTERN, fullmatch=True))
def test_no_anchor_holds_a_space_or_a_plus(anchor: str) -> None:
    # What lets an entry string be cut at its first space and the `+`s before it.
    assert " " not in anchor and "+" not in anchor
    index = index_blocks([f"{anchor}+hidden a + b"])
    assert [(b.anchor, b.text, b.hidden) for b in index.values()] == [(anchor, "a + b", True)]


def _budget_over_a_page_break(footer: list[str] | None, table: list[str] | None) -> list[object]:
    """A table's two parts with a footer and a running head between (kinds footer and
    header), its states' flags written out, or left out (None) where the kind has its own."""

    def state(page: int, kind: str, flags: list[str] | None) -> dict[str, object]:
        state: dict[str, object] = {"page": page, "kind": kind}
        if flags is not None:
            state["flags"] = flags
        return state

    return [
        {"page": 1},
        "L1 (단위: 백만원)",
        state(1, "table_row", table),
        "L2+table_start 구분 | 2024년 | 2025년",
        "L3 인건비 | 1,200 | 1,350",
        state(1, "footer", footer),
        "L4 - 1 -",
        state(2, "header", None if footer is None else ["header"]),
        "L5 2025년도 예산안 설명자료",
        state(2, "table_row", table),
        "L6+table_continued 사업비 | 4,560 | 5,020",
    ]


def test_a_state_without_flags_gives_its_kind_the_kinds_own() -> None:
    # The row after the page's furniture continues the table (its unit reaches it) when the
    # states leave out the flags their kinds always have, as when they are written out.
    draft = "# 보고\n\n2025년 사업비는 50억 2천만원이다 [L6].\n"
    left_out = _budget_over_a_page_break(None, None)
    written = _budget_over_a_page_break(["footer"], ["table"])
    assert _findings(left_out, draft) == _findings(written, draft)
    assert not [rule for rule, severity in _findings(left_out, draft) if severity == "error"]
    # A row outside a table says so with an empty list: still a row by its kind, checked.
    alone = [{"kind": "table_row", "flags": []}, "L1 사업비 | 5,020"]
    assert _findings(alone, "# 보고\n\n사업비는 5,020이다 [L1].\n") == []


def test_a_tables_first_row_under_a_plain_state_opens_the_table() -> None:
    # fa-extract leaves out the state before a table's first row after a plain paragraph:
    # `+table_start` there makes the row and the rows after it a table's, until a state
    opened = [
        {"page": 3},
        "L1 <표 1> 예산 (단위: 억원)",
        "L2+table_start 구분 | 2025",
        "L3 사업비 | 50",
        {},
        "L4 본문",
    ]
    index = index_blocks(opened)
    assert index["L2"].table_row and index["L2"].table_start
    assert index["L3"].table_row and not index["L3"].table_start
    assert not index["L4"].table_row
    # the same blocks with the state written out, as an older fa sent them, read the same
    written = [*opened[:2], {"kind": "table_row"}, *opened[2:]]
    assert index_blocks(written) == index
    assert _findings(opened, "# 보고\n\n사업비는 5,000,000,000원이다 [L3].\n") == []
    # a table of one cell (a boxed title) opens the same way
    boxed = index_blocks(["L1 본문", "L2+table_start Ⅰ. 개 요", {}, "L3 본문"])
    assert boxed["L2"].table_row and boxed["L2"].table_start and not boxed["L3"].table_row
