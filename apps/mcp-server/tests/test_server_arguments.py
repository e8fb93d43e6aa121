"""Argument refusals speak the catalogue (INVALID_ARGUMENT), and a check is bound to a sha256."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from mcp import Client
from mcp.types import TextContent

pytestmark = pytest.mark.anyio

CANARY = "zq7CanaryValue9x"
"""Sent inside refused values: it must never come back."""

REFUSED: list[tuple[str, dict[str, Any], str, str]] = [
    # (tool, arguments, the argument named, words of its rule)
    ("read_document", {"path": "docs/report.pdf", "start": 0}, "start", "at least 1"),
    ("read_document", {"path": "docs/report.pdf", "max_chars": 5}, "max_chars", "1000 to 48000"),
    ("read_document", {"path": "docs/report.pdf", "max_chars": 10**9}, "max_chars", "to 48000"),
    ("read_document", {"path": "docs/report.pdf", "end": 0}, "end", "at least 1"),
    ("read_document", {"path": "docs/report.pdf", "start": CANARY}, "start", "an integer"),
    ("check_summary_grounding", {"path": "docs/report.pdf", "draft": ""}, "draft", "1 to"),
    ("preview_save_report", {"path": "docs/report.pdf", "draft": ""}, "draft", "1 to"),
    ("inspect_document", {"path": CANARY * 300}, "path", "at most 4096"),
    (
        "build_analysis_prompt",
        {"path": "docs/report.pdf", "language": "fr"},
        "language",
        "one of ko, en",
    ),
    ("scan_folder", {"path": "docs", "recursive": CANARY}, "recursive", "true or false"),
    ("scan_folder", {"path": "docs", "limit": 0}, "limit", "1 to 1000"),
    ("read_document_image", {"path": "docs/photo.png", "page": -1}, "page", "at least 1"),
    ("read_document", {"start": 2}, "path", "required"),
    (
        "save_approved_report",
        {"path": "docs/report.pdf", "draft": "# x", "approval_token": ""},
        "approval_token",
        "1 to 1024",
    ),
    (
        "check_summary_grounding",
        {"path": "docs/report.pdf", "draft": "a [p1].", "sha256": CANARY},
        "sha256",
        "[0-9a-f]{64}",
    ),
]


def _error(result: Any) -> dict[str, Any]:
    assert result.is_error
    assert isinstance(result.structured_content, dict), result.content
    error = result.structured_content["error"]
    assert set(error) == {"code", "message", "next_step", "person"}
    text = result.content[0]
    assert isinstance(text, TextContent)
    assert text.text.startswith(f"{error['code']}: ")
    return error


@pytest.mark.parametrize(("tool", "arguments", "name", "rule"), REFUSED)
async def test_a_refused_argument_is_invalid_argument_with_its_name_and_rule(
    client: Client, tool: str, arguments: dict[str, Any], name: str, rule: str
) -> None:
    result = await client.call_tool(tool, arguments)
    error = _error(result)
    assert error["code"] == "INVALID_ARGUMENT"
    assert f"`{name}`" in error["message"]
    assert rule in error["message"]
    wire = result.model_dump_json()
    # Never pydantic's text, never the value sent.
    assert "pydantic" not in wire
    assert "input_value" not in wire
    assert CANARY not in wire


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("read_document", {"path": "docs/report.pdf", "bogus": 1}),
        ("list_allowed_roots", {"extra": True}),
        ("inspect_document", {"path": "docs/report.pdf", "ctx": {}}),
        ("check_summary_grounding", {"path": "docs/report.pdf", "draft": "x", "blocks": []}),
    ],
)
async def test_an_unknown_argument_is_refused_not_ignored(
    client: Client, tool: str, arguments: dict[str, Any]
) -> None:
    error = _error(await client.call_tool(tool, arguments))
    assert error["code"] == "INVALID_ARGUMENT"
    assert "is not an argument of" in error["message"]
    assert f"{tool} takes" in error["message"]


async def test_an_unknown_argument_with_an_odd_name_is_not_repeated(client: Client) -> None:
    result = await client.call_tool("inspect_document", {"path": "docs/x.pdf", CANARY + "/..": 1})
    assert _error(result)["code"] == "INVALID_ARGUMENT"
    assert CANARY not in result.model_dump_json()


async def test_input_schemas_are_closed_and_name_every_accepted_argument(client: Client) -> None:
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    for tool in tools.values():
        assert tool.input_schema.get("additionalProperties") is False, tool.name
    check = tools["check_summary_grounding"].input_schema
    assert set(check["properties"]) == {"path", "paths", "draft", "sha256"}
    # path (one document) or paths (several): exactly one, which the server checks itself
    assert set(check["required"]) == {"draft"}
    # Context, client roots and the confirmation are resolved by the server, never arguments.
    save = tools["save_approved_report"].input_schema
    assert set(save["properties"]) == {"path", "paths", "draft", "approval_token", "approve"}


async def test_a_refusal_is_traced_without_its_arguments(client: Client, space: Any) -> None:
    await client.call_tool("read_document", {"path": f"docs/{CANARY}.pdf", "start": 0})
    lines = [
        json.loads(line)
        for trace in sorted(space.traces.rglob("*.jsonl"))
        for line in trace.read_text(encoding="utf-8").splitlines()
    ]
    assert any(line.get("outcome") == "INVALID_ARGUMENT" for line in lines)
    assert not any(CANARY in json.dumps(line) for line in lines)


async def test_check_with_the_read_sha256_checks_and_a_changed_file_is_source_changed(
    client: Client, space: Any
) -> None:
    # The file is removed afterwards: other tests list the shared root.
    try:
        await _check_bound_to_sha256(client, space)
    finally:
        (space.root / "바뀌는.svg").unlink(missing_ok=True)


async def _check_bound_to_sha256(client: Client, space: Any) -> None:
    path = space.root / "바뀌는.svg"

    def svg(text: str) -> str:
        return f'<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="9">{text}</text></svg>'

    path.write_text(svg("매출은 120억 원이다."), encoding="utf-8")
    read = (await client.call_tool("read_document", {"path": "docs/바뀌는.svg"})).structured_content
    assert read is not None
    sha = read["sha256"]
    assert sha == hashlib.sha256(path.read_bytes()).hexdigest()
    draft = "매출은 120억 원이다 [t1]."
    arguments = {"path": "docs/바뀌는.svg", "draft": draft, "sha256": sha}
    same = await client.call_tool("check_summary_grounding", arguments)
    assert not same.is_error
    assert same.structured_content is not None
    assert same.structured_content["ok"] is True
    assert same.structured_content["sha256"] == sha

    # The file changes between the read and the check: the new text also has a t1, and the
    # same draft would be checked against a version its writer never read.
    path.write_text(svg("매출은 95억 원이다."), encoding="utf-8")
    changed = _error(await client.call_tool("check_summary_grounding", arguments))
    assert changed["code"] == "SOURCE_CHANGED"
    # Without a sha256 the check is of the file as it is now (and here it fails GR-03).
    unbound = await client.call_tool("check_summary_grounding", {**arguments, "sha256": None})
    assert unbound.structured_content is not None
    assert unbound.structured_content["ok"] is False
