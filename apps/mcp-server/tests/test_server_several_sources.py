"""Reports over several documents, and compare_documents: two years of one budget table."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from fa_gate import read_report
from fa_mcp_server import Toolbox, build_server
from fa_mcp_server._shape import blocks_of
from mcp import Client

pytestmark = pytest.mark.anyio

# What the generator writes: one table, two years. 인건비 and 연구비 change, 시설비 does not.
YEARS = {
    "2023": {
        "total": "1,250억 원",
        "rows": [("인건비", "300"), ("시설비", "120"), ("홍보비", "15")],
    },
    "2024": {
        "total": "1,320억 원",
        "rows": [("인건비", "310"), ("시설비", "120"), ("연구비", "45")],
    },
}


def _budget(path: Path, year: str) -> None:
    import docx

    spec = YEARS[year]
    document = docx.Document()
    document.add_heading(f"{year}년 예산 현황", level=1)
    document.add_paragraph(f"{year}년 총 예산은 {spec['total']}이다.")
    document.add_paragraph("(단위: 억원)")
    table = document.add_table(rows=1 + len(spec["rows"]), cols=2)
    for cell, text in zip(table.rows[0].cells, ("항목", "예산"), strict=True):
        cell.text = text
    for row, values in zip(table.rows[1:], spec["rows"], strict=True):
        for cell, text in zip(row.cells, values, strict=True):
            cell.text = text
    document.save(str(path))


@pytest.fixture(scope="module")
def budget_space(fresh_space: Any) -> Any:
    space = fresh_space
    _budget(space.root / "예산 2023.docx", "2023")
    _budget(space.root / "예산 2024.docx", "2024")
    return space


@pytest.fixture
async def client(budget_space: Any) -> AsyncIterator[Client]:
    with Toolbox(budget_space.config) as toolbox:
        async with Client(build_server(budget_space.config, toolbox=toolbox)) as connected:
            yield connected


OLD, NEW = "docs/예산 2023.docx", "docs/예산 2024.docx"


async def _call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert result.structured_content is not None
    return result.structured_content


async def _anchors(client: Client, path: str) -> dict[str, str]:
    read = await _call(client, "read_document", path=path)
    return {block["text"]: block["anchor"] for block in blocks_of(read)}


async def _draft(client: Client) -> str:
    old, new = await _anchors(client, OLD), await _anchors(client, NEW)
    a_total = old["2023년 총 예산은 1,250억 원이다."]
    b_total = new["2024년 총 예산은 1,320억 원이다."]
    a_row = old["인건비 | 300"]
    b_row = new["인건비 | 310"]
    return f"""\
# 2023·2024 예산 비교

## 요약 / Summary

총 예산은 1,250억 원에서 1,320억 원으로 늘었다 [A:{a_total}, B:{b_total}].

## 주요 내용 / Key points

- 인건비는 300억 원에서 310억 원이 되었다 [A:{a_row}, B:{b_row}].

## 구조 / Structure

- 두 문서는 같은 표 하나를 담고 있다 [A:meta, B:meta].

## 수치와 날짜 / Figures and dates

- 2024년 총 예산 1,320억 원 [B:{b_total}].

## 확인하지 못한 것 / Not verified

- 예산이 늘어난 까닭은 문서에 없다 [A:{a_total}].
"""


async def test_compare_aligns_two_years_by_row_label_with_figures_by_value(
    client: Client,
) -> None:
    result = await _call(client, "compare_documents", path_a=OLD, path_b=NEW)
    assert [s["key"] for s in result["sources"]] == ["A", "B"]
    assert result["content_trust"].startswith("untrusted")
    entries = result["entries"]
    changed = {e["a_text"]: e for e in entries if e["status"] == "changed"}
    assert changed["인건비 | 300"]["b_text"] == "인건비 | 310"
    assert changed["인건비 | 300"]["figures"] == ["300 -> 310"]
    assert changed["2023년 총 예산은 1,250억 원이다."]["figures"] == [
        "2023년 -> 2024년",
        "1,250억 원 -> 1,320억 원",
    ]
    assert all(a.startswith("A:") for e in entries for a in e["a"])
    assert all(b.startswith("B:") for e in entries for b in e["b"])
    assert [e["a_text"] for e in entries if e["status"] == "removed"] == ["홍보비 | 15"]
    assert [e["b_text"] for e in entries if e["status"] == "added"] == ["연구비 | 45"]
    unchanged = [e for e in entries if e["status"] == "unchanged"]
    assert any(len(e["a"]) >= 1 and "a_text" not in e for e in unchanged)
    assert result["counts"]["removed"] == 1 and result["counts"]["added"] == 1


async def test_compare_pages_within_a_budget() -> None:
    from fa_mcp_server._compare import compare_documents

    def evidence(path: str, roots: object) -> tuple[str, str, tuple[Any, ...]]:
        from fa_extract import Block

        blocks = tuple(
            Block(anchor=f"L{i}", kind="paragraph", text=f"{path} 문단 {i}") for i in range(1, 41)
        )
        return f"docs/{path}", path[0] * 64, blocks

    first, _ = compare_documents(evidence, "a", "b", start=1, client_roots=None, max_chars=600)
    assert first.next_start is not None and first.entries
    second, _ = compare_documents(
        evidence, "a", "b", start=first.next_start, client_roots=None, max_chars=600
    )
    assert second.start == first.next_start
    assert first.total_entries == second.total_entries == 40  # each paragraph changed
    pages = [first, second]
    while pages[-1].next_start is not None:
        (more, _) = compare_documents(
            evidence, "a", "b", start=pages[-1].next_start, client_roots=None, max_chars=600
        )
        pages.append(more)
    shown = [entry.a[0] for page in pages for entry in page.entries]
    assert shown == [f"A:L{i}" for i in range(1, 41)]  # every entry once, in order
    assert all(
        len(json.dumps([e.model_dump(exclude_none=True) for e in p.entries], ensure_ascii=False))
        <= 600 + 200
        for p in pages
    )


async def test_a_report_of_two_documents_is_checked_with_qualified_anchors(
    client: Client,
) -> None:
    draft = await _draft(client)
    result = await _call(client, "check_summary_grounding", paths=[OLD, NEW], draft=draft)
    assert result["ok"] is True, result["findings"]
    assert [(s["key"], s["path"]) for s in result["sources"]] == [("A", OLD), ("B", NEW)]
    # A figure of 2024 cited to the 2023 document: caught, and the holder named.
    new = await _anchors(client, NEW)
    wrong = draft.replace("2024년 총 예산 1,320억 원 [B:", "2024년 총 예산 1,320억 원 [A:")
    result = await _call(client, "check_summary_grounding", paths=[OLD, NEW], draft=wrong)
    assert result["ok"] is False
    errors = [f for f in result["findings"] if f["severity"] == "error"]
    holder = f"B:{new['2024년 총 예산은 1,320억 원이다.']}"
    assert any(f["rule"] == "GR-03" and holder in f["detail"] for f in errors), errors
    # A bare anchor over two documents says how to cite.
    bare = draft.replace("[B:", "[", 1)
    result = await _call(client, "check_summary_grounding", paths=[OLD, NEW], draft=bare)
    assert any(f["rule"] == "GR-02" for f in result["findings"])


@pytest.mark.parametrize(
    "arguments",
    [{"path": OLD, "paths": [OLD, NEW]}, {}, {"paths": [OLD]}, {"paths": [OLD, OLD]}],
)
async def test_bad_combinations_of_path_and_paths_are_sources_invalid(
    client: Client, arguments: dict[str, Any]
) -> None:
    result = await client.call_tool(
        "check_summary_grounding", {"draft": "# x\n\ntext [L1].\n", **arguments}
    )
    assert result.is_error
    assert result.structured_content is not None
    assert result.structured_content["error"]["code"] == "SOURCES_INVALID"


async def test_a_report_of_two_documents_is_previewed_saved_and_names_both(
    client: Client, budget_space: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = await _draft(client)
    preview = await _call(client, "preview_save_report", paths=[OLD, NEW], draft=draft)
    assert preview["ok"] is True, preview["grounding_findings"]
    saved = await _call(
        client,
        "save_approved_report",
        paths=[OLD, NEW],
        draft=draft,
        approval_token=preview["approval_token"],
        approve=True,
    )
    assert "error" not in saved, saved
    written = Path(saved["saved"]["path"]).read_text(encoding="utf-8")
    header, _ = read_report(written)
    assert header["source"] == OLD and header["source_B"] == NEW
    log = budget_space.config.output_root / "_audit.jsonl"
    last = json.loads(log.read_text(encoding="utf-8").splitlines()[-1])
    assert last["event"] == "saved"
    assert (last["source"], last["source_B"]) == (OLD, NEW)
    assert last["source_B_sha256"] == preview["sources"][1]["sha256"]
    # `fa-mcp reports` lists both sources with their keys.
    from fa_mcp_server._cli import main

    assert main(["reports", "--config", str(budget_space.config_path)]) == 0
    out = capsys.readouterr().out
    assert f"A {OLD} (sha256 " in out and f"B {NEW} (sha256 " in out


async def test_changing_either_source_refuses_the_save_naming_it(
    client: Client, budget_space: Any
) -> None:
    draft = await _draft(client)
    preview = await _call(client, "preview_save_report", paths=[OLD, NEW], draft=draft)
    target = budget_space.root / "예산 2024.docx"
    original = target.read_bytes()
    try:
        _budget(target, "2024")  # a fresh save of the same content: new bytes, new sha256
        if target.read_bytes() == original:
            target.write_bytes(original + b"\0")
        result = await client.call_tool(
            "save_approved_report",
            {
                "paths": [OLD, NEW],
                "draft": draft,
                "approval_token": preview["approval_token"],
                "approve": True,
            },
        )
        assert result.is_error and result.structured_content is not None
        error = result.structured_content["error"]
        assert error["code"] == "SOURCE_CHANGED"
        assert f"B ({NEW})" in error["message"]
    finally:
        target.write_bytes(original)


async def test_the_prompt_over_two_documents_gives_both_with_qualified_anchors(
    client: Client,
) -> None:
    result = await _call(client, "build_analysis_prompt", paths=[OLD, NEW], language="en")
    assert [(s["key"], s["path"]) for s in result["sources"]] == [("A", OLD), ("B", NEW)]
    texts = {block["text"]: block["anchor"] for block in blocks_of(result)}
    assert texts["인건비 | 300"].startswith("A:") and texts["인건비 | 310"].startswith("B:")
    assert "[A:L14]" in result["writing_rules"]
    assert "### 문서 간 / Across documents" in result["report_template"]
    assert result["content_trust"].startswith("untrusted")
    assert any("paths" in action for action in result["next_actions"])


async def test_the_client_confirmation_form_names_both_sources(budget_space: Any) -> None:
    from mcp.types import ElicitRequestParams, ElicitResult

    asked: list[str] = []

    async def answer(context: Any, params: ElicitRequestParams) -> ElicitResult:
        asked.append(params.message)
        return ElicitResult(action="accept", content={"approve": True})

    with Toolbox(budget_space.config) as toolbox:
        server = build_server(budget_space.config, toolbox=toolbox)
        async with Client(server, elicitation_callback=answer) as connected:
            draft = await _draft(connected)
            preview = await _call(connected, "preview_save_report", paths=[OLD, NEW], draft=draft)
            saved = await connected.call_tool(
                "save_approved_report",
                {"paths": [OLD, NEW], "draft": draft, "approval_token": preview["approval_token"]},
            )
    assert not saved.is_error, saved.structured_content
    assert len(asked) == 1
    assert f"A '{OLD}'" in asked[0] and f"B '{NEW}'" in asked[0]
