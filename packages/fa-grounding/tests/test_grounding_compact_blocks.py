"""The blocks of a read_document result as the server sends them (states said once, then
`[anchor, text]` entries) are checked as the full blocks are."""

from __future__ import annotations

import fa_grounding

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
    ["L1", "(단위: 백만원)"],
    {"page": 1, "kind": "table_row"},
    ["L2", "항목 | 금액", ["table_start"]],
    ["L3", "사업비 | 1,200"],
    {"page": 2},
    ["L4", "숨은 글 3,000원", ["hidden"]],
]


def _findings(blocks: object, draft: str) -> list[tuple[str, str]]:
    return [(f.rule, f.severity) for f in fa_grounding.check(draft, blocks).findings]


def test_a_compact_read_checks_as_its_full_blocks() -> None:
    for draft in (
        "# 보고\n\n사업비는 12억 원이다 [L3].\n",
        "# 보고\n\n사업비는 1,300백만원이다 [L3].\n",
        "# 보고\n\n금액은 3,000원이다 [L4].\n",
    ):
        assert _findings(COMPACT, draft) == _findings(FULL, draft), draft


def test_a_hidden_entry_stays_hidden() -> None:
    report = fa_grounding.check("# 보고\n\n금액은 3,000원이다 [L4].\n", COMPACT)
    assert any(f.rule == "GR-06" for f in report.findings)


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
        ["L1", "(단위: 백만원)"],
        state(1, "table_row", table),
        ["L2", "구분 | 2024년 | 2025년", ["table_start"]],
        ["L3", "인건비 | 1,200 | 1,350"],
        state(1, "footer", footer),
        ["L4", "- 1 -"],
        state(2, "header", None if footer is None else ["header"]),
        ["L5", "2025년도 예산안 설명자료"],
        state(2, "table_row", table),
        ["L6", "사업비 | 4,560 | 5,020", ["table_continued"]],
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
    alone = [{"kind": "table_row", "flags": []}, ["L1", "사업비 | 5,020"]]
    assert _findings(alone, "# 보고\n\n사업비는 5,020이다 [L1].\n") == []
