"""The read tools over an in-memory client, in both protocol eras: success and error paths."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path
from typing import Any

import anyio
import fa_gate
import pytest
from fa_mcp_server import CONTENT_TRUST, Toolbox
from fa_mcp_server._demo import DEMO_DRAFT, demo_draft
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._stdio import make_workspace
from mcp import Client
from mcp.types import CallToolResult, ImageContent, TextContent

pytestmark = pytest.mark.anyio


async def ok(client: Client, tool: str, **args: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, args)
    assert not result.is_error, result.content
    data = result.structured_content
    assert isinstance(data, dict)
    assert data["next_actions"] and all(isinstance(a, str) for a in data["next_actions"])
    return data


async def fails(client: Client, tool: str, code: str, **args: Any) -> CallToolResult:
    result = await client.call_tool(tool, args)
    assert result.is_error
    assert result.structured_content is not None
    error = result.structured_content["error"]
    assert error["code"] == code, error
    assert error["message"] and error["next_step"]
    text = result.content[0]
    assert isinstance(text, TextContent)
    assert text.text.startswith(f"{code}: ")
    assert " Next: " in text.text
    return result


def _no_absolute_path(space: Any, result: Any) -> None:
    dumped = json.dumps(result, ensure_ascii=False, default=str)
    assert str(space.base) not in dumped


async def test_list_allowed_roots(client: Client, space: Any) -> None:
    data = await ok(client, "list_allowed_roots")
    assert data["roots"] == [{"name": "docs", "available": True}]
    assert data["output_root"]["name"] == "outputs"
    assert data["output_root"]["written_by"] == "save_approved_report"
    assert data["narrowed_by_client"] is False
    assert "scan_folder" in data["next_actions"][0]
    _no_absolute_path(space, data)


async def test_scan_folder_lists_supported_files_with_estimated_grades(client: Client) -> None:
    data = await ok(client, "scan_folder")
    grades = {f["path"]: f["estimated_grade"] for f in data["files"] if not f["unsupported"]}
    assert grades == {
        "docs/blank.pdf": "B?",
        "docs/empty.docx": "A",
        "docs/fake.pdf": "B?",
        "docs/long.docx": "A",
        "docs/photo.png": "C",
        "docs/report.pdf": "B?",
        "docs/sub/흐름도.svg": "B?",
        "docs/보고서.docx": "A",
    }
    # The legacy .doc is listed too, with its format and what to do, not hidden in a count.
    (notes,) = [f for f in data["files"] if f["unsupported"]]
    assert notes["path"] == "docs/notes.doc"
    assert notes["format"] == "doc"
    assert notes["estimated_grade"] is None
    assert "legacy Word 97-2003 document (.doc)" in notes["unsupported"]
    assert "save it as DOCX or PDF" in notes["unsupported"]
    assert (data["total_files"], data["unsupported_files"]) == (9, 1)
    assert data["skipped"] == {}
    assert data["next_offset"] is None
    assert any("unsupported" in action for action in data["next_actions"])
    flat = await ok(client, "scan_folder", path="docs", recursive=False)
    assert "docs/sub/흐름도.svg" not in {f["path"] for f in flat["files"]}
    sub = await ok(client, "scan_folder", path="docs/sub")
    assert [f["path"] for f in sub["files"]] == ["docs/sub/흐름도.svg"]


async def test_scan_folder_pages(client: Client) -> None:
    first = await ok(client, "scan_folder", path="docs", limit=3)
    assert len(first["files"]) == 3
    assert first["next_offset"] == 3
    assert any("offset=3" in a for a in first["next_actions"])
    last = await ok(client, "scan_folder", path="docs", offset=7, limit=3)
    assert len(last["files"]) == 2
    assert last["next_offset"] is None


async def test_scan_folder_errors(client: Client, space: Any) -> None:
    # With one root a bare name is relative to it: not there, rather than outside.
    await fails(client, "scan_folder", "PATH_NOT_FOUND", path="elsewhere")
    await fails(client, "scan_folder", "PATH_OUTSIDE_ROOTS", path="docs/../../outputs")
    missing = await fails(client, "scan_folder", "PATH_NOT_FOUND", path="docs/nothing-here")
    _no_absolute_path(space, missing.model_dump())
    invalid = await client.call_tool("scan_folder", {"limit": 0})
    assert invalid.is_error  # rejected by the input schema before any work


async def test_inspect_pdf_without_body_text(client: Client, golden: Any, space: Any) -> None:
    data = await ok(client, "inspect_document", path="docs/report.pdf")
    sha = hashlib.sha256((space.root / "report.pdf").read_bytes()).hexdigest()
    assert data["sha256"] == sha
    assert (data["format"], data["grade"], data["pages"], data["block_count"]) == ("pdf", "B", 2, 2)
    assert data["estimated_read_calls"] == 1
    assert data["content_trust"] == CONTENT_TRUST
    dumped = json.dumps(data, ensure_ascii=False)
    assert golden.pdf_page_1 not in dumped and "1,200 million" not in dumped
    assert "read_document" in data["next_actions"][0]


async def test_inspect_docx_toc_is_labelled(client: Client, golden: Any) -> None:
    data = await ok(client, "inspect_document", path="docs/보고서.docx")
    assert data["grade"] == "A"
    assert [t["title"] for t in data["toc"]] == [golden.docx_heading]
    assert data["content_trust"] == CONTENT_TRUST
    assert golden.docx_paragraph not in json.dumps(data, ensure_ascii=False)


async def test_inspect_grade_c_points_to_the_image(client: Client) -> None:
    data = await ok(client, "inspect_document", path="docs/blank.pdf")
    assert data["grade"] == "C"
    assert "read_document_image" in data["next_actions"][0]
    png = await ok(client, "inspect_document", path="docs/photo.png")
    assert png["grade"] == "C"


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("docs/notes.doc", "FORMAT_UNSUPPORTED"),
        ("docs/fake.pdf", "FORMAT_MISMATCH"),
        ("docs/empty.docx", "DOCUMENT_EMPTY"),
        ("docs/sub", "NOT_A_FILE"),
        ("docs/missing.pdf", "PATH_NOT_FOUND"),
        ("../outputs/report.pdf", "PATH_OUTSIDE_ROOTS"),
        ("/etc/passwd", "PATH_OUTSIDE_ROOTS"),
        ("docs/a\x00b.pdf", "PATH_INVALID"),
        ("", "PATH_INVALID"),
    ],
)
async def test_inspect_errors(client: Client, space: Any, path: str, code: str) -> None:
    result = await fails(client, "inspect_document", code, path=path)
    _no_absolute_path(space, result.model_dump())


async def test_format_unsupported_names_the_format_and_the_copy_that_works(client: Client) -> None:
    result = await fails(client, "inspect_document", "FORMAT_UNSUPPORTED", path="docs/notes.doc")
    error = (result.structured_content or {})["error"]
    assert "legacy Word 97-2003 document (.doc)" in error["message"]
    assert "save it as DOCX or PDF" in error["message"]


async def test_read_pdf_blocks(client: Client, golden: Any) -> None:
    data = await ok(client, "read_document", path="docs/report.pdf")
    assert [b["anchor"] for b in blocks_of(data)] == ["p1.1", "p2.1"]
    assert golden.pdf_page_1 in blocks_of(data)[0]["text"]
    assert golden.pdf_page_2 in blocks_of(data)[1]["text"]
    assert data["total_blocks"] == 2
    # A read from the first block to the last leaves out start (1) and next_start (none), and
    # end, which is then total_blocks.
    assert "start" not in data and "next_start" not in data and "end" not in data
    assert "flags" not in blocks_of(data)[0]  # optional block fields appear only when set
    assert data["content_trust"] == CONTENT_TRUST
    assert "check_summary_grounding" in data["next_actions"][0]
    second = await ok(client, "read_document", path="docs/report.pdf", start=2)
    assert [b["anchor"] for b in blocks_of(second)] == ["p2.1"]
    assert second["start"] == 2 and "end" not in second  # the last block: total_blocks


async def test_a_whole_reads_fixed_envelope_is_short_and_says_what_to_do(client: Client) -> None:
    # Every character of a read's envelope is paid on every call, in both copies (issue 29):
    # besides path and sha256 a whole read's fixed fields stay short, and still say how to
    # cite and what to call next, and the text copy's note what `#` lines and `+flags` mean.
    result = await client.call_tool("read_document", {"path": "docs/report.pdf"})
    data = result.structured_content or {}
    fixed = {k: v for k, v in data.items() if k not in ("path", "sha256", "blocks")}
    assert len(json.dumps(fixed, ensure_ascii=False, separators=(",", ":"))) <= 225  # 266 before
    (action,) = data["next_actions"]
    assert "[p1.1]" in action and "check_summary_grounding(" in action and "sha256" in action
    text = result.content[0]
    assert isinstance(text, TextContent)
    head = json.loads(text.text.partition("\n")[0])
    note = head.pop("blocks")
    assert "[anchor]" in note and "+flags" in note and "#" in note and "page" in note
    assert len(note) <= 60
    assert {k: v for k, v in head.items() if k not in ("path", "sha256")} == fixed


async def test_read_docx_structure(client: Client, golden: Any) -> None:
    data = await ok(client, "read_document", path="docs/보고서.docx")
    texts = [b["text"] for b in blocks_of(data)]
    assert texts[:2] == [golden.docx_heading, golden.docx_paragraph]
    assert blocks_of(data)[0]["anchor"] == "L1"
    assert "heading" in blocks_of(data)[0]["flags"]
    assert blocks_of(data)[0]["level"] == 1
    assert "지역 | 매출" in texts


async def test_read_svg_text_nodes(client: Client, golden: Any) -> None:
    data = await ok(client, "read_document", path="docs/sub/흐름도.svg")
    assert [(b["anchor"], b["text"]) for b in blocks_of(data)] == [
        ("t1", golden.svg_texts[0]),
        ("t2", golden.svg_texts[1]),
    ]
    assert data["grade"] == "B"


async def test_read_paginates_and_says_where_to_continue(client: Client) -> None:
    first = await ok(client, "read_document", path="docs/long.docx")
    # end is left out: a read with more to come ends just before its next_start.
    assert "end" not in first and first["next_start"] == len(blocks_of(first)) + 1
    assert f"start={first['next_start']}" in first["next_actions"][0]
    seen = [b["anchor"] for b in blocks_of(first)]
    start = first["next_start"]
    while start is not None:
        page = await ok(client, "read_document", path="docs/long.docx", start=start)
        seen += [b["anchor"] for b in blocks_of(page)]
        start = page.get("next_start")
    assert seen == [f"L{i}" for i in range(1, first["total_blocks"] + 1)]
    assert len(seen) == 1 + 60 + 1  # heading, paragraphs, table row


async def test_read_errors(client: Client) -> None:
    await fails(client, "read_document", "BLOCK_RANGE_INVALID", path="docs/report.pdf", start=9)
    bad = await client.call_tool("read_document", {"path": "docs/report.pdf", "start": 0})
    assert bad.is_error
    await fails(client, "read_document", "PATH_NOT_FOUND", path="docs/none.docx")


async def test_read_document_image_png(client: Client) -> None:
    result = await client.call_tool("read_document_image", {"path": "docs/photo.png"})
    assert not result.is_error
    caption, image = result.content
    assert isinstance(caption, TextContent) and isinstance(image, ImageContent)
    assert image.mime_type == "image/png"
    assert base64.b64decode(image.data).startswith(b"\x89PNG\r\n\x1a\n")
    data = result.structured_content
    assert data is not None
    assert (data["width"], data["height"], data["source"]) == (64, 48, "png")
    assert data["next_actions"]


async def test_read_document_image_errors(client: Client) -> None:
    await fails(client, "read_document_image", "NO_IMAGE_FOR_FORMAT", path="docs/보고서.docx")
    await fails(client, "read_document_image", "PATH_OUTSIDE_ROOTS", path="docs/../../photo.png")


async def test_build_analysis_prompt(client: Client) -> None:
    data = await ok(client, "build_analysis_prompt", path="docs/report.pdf", language="en")
    assert data["writing_rules"] == fa_gate.WRITING_RULES
    assert data["report_template"] == fa_gate.REPORT_TEMPLATE
    assert data["content_trust"] == CONTENT_TRUST
    assert [b["anchor"] for b in blocks_of(data)] == ["p1.1", "p2.1"]
    assert "English" in " ".join(data["next_actions"])
    korean = await ok(client, "build_analysis_prompt", path="docs/report.pdf")
    assert korean["language"] == "ko"
    bad = await client.call_tool(
        "build_analysis_prompt", {"path": "docs/report.pdf", "language": "fr"}
    )
    assert bad.is_error


async def test_check_summary_grounding(client: Client) -> None:
    good = await ok(
        client,
        "check_summary_grounding",
        path="docs/report.pdf",
        draft=(
            "Revenue in 2024 was 1,200 million won [p1]. The plan was approved on 2024-03-05 [p2]."
        ),
    )
    assert good["ok"] is True
    assert good["counts"]["errors"] == 0
    assert good["not_verifiable"]
    assert "preview_save_report" in good["next_actions"][0]
    wrong = await ok(
        client,
        "check_summary_grounding",
        path="docs/report.pdf",
        draft="Revenue in 2024 was 1,300 million won [p1]. The board met [p9].",
    )
    assert wrong["ok"] is False
    rules = {f["rule"] for f in wrong["findings"] if f["severity"] == "error"}
    assert {"GR-02", "GR-03"} <= rules
    assert wrong["counts"]["errors"] == sum(
        1 for f in wrong["findings"] if f["severity"] == "error"
    )


async def test_check_summary_grounding_errors(client: Client) -> None:
    await fails(
        client, "check_summary_grounding", "PATH_NOT_FOUND", path="docs/no.pdf", draft="x [p1]."
    )
    empty = await client.call_tool(
        "check_summary_grounding", {"path": "docs/report.pdf", "draft": ""}
    )
    assert empty.is_error


@pytest.mark.parametrize("tool", ["scan_folder", "read_document"])
async def test_progress_is_reported_when_asked(client: Client, tool: str) -> None:
    seen: list[tuple[float, float | None]] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        seen.append((value, total))

    args = {"path": "docs/report.pdf"} if tool == "read_document" else {}
    result = await client.call_tool(tool, args, progress_callback=progress)
    assert not result.is_error
    with anyio.fail_after(5):  # notifications may trail the result on JSON-RPC transports
        while len(seen) < 2:
            await anyio.sleep(0.01)
    # A small document or folder has no steps to count: "working", then "done".
    assert seen == [(0, None), (1, 1)]


def test_the_demo_draft_of_the_sample_passes_check_and_preview_with_no_finding(
    tmp_path: Path,
) -> None:
    space = make_workspace(tmp_path / "workspace")
    path = f"{space.root_name}/보고서.docx"
    with Toolbox(fa_gate.load_config(space.config)) as toolbox:
        read, _ = toolbox.read_document(
            path, start=1, end=None, max_chars=12_000, client_roots=None
        )
        blocks = blocks_of(read)
        assert demo_draft(blocks) is not None  # the sample is recognised
        checked, _ = toolbox.check_summary_grounding(path, draft=DEMO_DRAFT, client_roots=None)
        preview, _ = toolbox.preview_save_report(path, draft=DEMO_DRAFT, client_roots=None)
    assert checked.ok
    assert checked.findings == []
    assert preview.structure_findings == []
    assert preview.grounding_findings == []
    assert preview.approval_token is not None
    # The headline figure is in the summary, where a reader looks first.
    summary = DEMO_DRAFT.split("## 주요 내용")[0]
    assert "1,234억 원" in summary
    assert "12.5%" in summary


def test_another_document_gets_the_copied_draft_not_the_scripted_one() -> None:
    assert demo_draft([{"anchor": "L4", "text": "다른 문서의 문장이다."}]) is None
