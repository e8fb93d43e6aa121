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
    {"page": 1, "kind": "table_row", "flags": ["table"]},
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
