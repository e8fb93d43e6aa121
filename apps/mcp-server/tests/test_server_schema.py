"""What a host sees before calling anything: the tools, annotations, schemas, instructions."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest
from fa_mcp_server import INSTRUCTIONS
from fa_mcp_server._stdio import EXPECTED_TOOLS
from mcp import Client

pytestmark = pytest.mark.anyio


async def test_the_fixed_tools_and_exactly_one_writes(client: Client) -> None:
    tools = (await client.list_tools()).tools
    assert {t.name for t in tools} == EXPECTED_TOOLS
    writers = [t.name for t in tools if not (t.annotations and t.annotations.read_only_hint)]
    assert writers == ["save_approved_report"]
    for tool in tools:
        notes = tool.annotations
        assert notes is not None
        assert notes.open_world_hint is False
        if tool.name == "save_approved_report":
            assert notes.destructive_hint is True  # it may overwrite an earlier report
            assert notes.idempotent_hint is False
        else:
            assert notes.read_only_hint is True
            assert notes.destructive_hint is False
            assert notes.idempotent_hint is True
        assert tool.title
        assert tool.description


async def test_every_tool_publishes_an_output_schema_with_next_actions(client: Client) -> None:
    for tool in (await client.list_tools()).tools:
        schema = tool.output_schema
        assert schema is not None, tool.name
        assert schema["type"] == "object"
        success, failure = schema["anyOf"]
        assert "next_actions" in success["required"], tool.name
        assert failure == {"required": ["error"]}


async def test_output_schemas_are_published_lean(client: Client) -> None:
    # Hosts validate every result against these; `$ref`s and `anyOf [T, null]` per optional
    # field cost them about half again as much on a long read (see `_models.lean_schema`).
    for tool in (await client.list_tools()).tools:
        text = json.dumps(tool.output_schema)
        assert "$ref" not in text and "$defs" not in text, tool.name
        assert '{"type": "null"}' not in text, tool.name
        jsonschema.validators.validator_for(tool.output_schema).check_schema(tool.output_schema)


async def test_results_and_errors_both_fit_the_published_schema(client: Client) -> None:
    # Clients such as the TypeScript SDK check structured content against the output schema
    # for error results too.
    schemas = {t.name: t.output_schema for t in (await client.list_tools()).tools}
    calls = [
        ("list_allowed_roots", {}),
        ("read_document", {"path": "docs/report.pdf"}),
        ("read_document", {"path": "docs/missing.pdf"}),
        ("inspect_document", {"path": ""}),
        ("read_document_image", {"path": "docs/보고서.docx"}),
        ("save_approved_report", {"path": "docs/report.pdf", "draft": "x", "approval_token": "y"}),
    ]
    for name, args in calls:
        result = await client.call_tool(name, args)
        jsonschema.validate(result.structured_content, schemas[name])
        if name == "list_allowed_roots":
            with pytest.raises(jsonschema.ValidationError):
                jsonschema.validate({"roots": []}, schemas[name])


async def test_input_schemas_are_typed_and_bounded(client: Client) -> None:
    tools = {t.name: t.input_schema for t in (await client.list_tools()).tools}
    read = tools["read_document"]["properties"]
    assert read["start"]["minimum"] == 1
    assert read["max_chars"]["maximum"] >= read["max_chars"]["minimum"]
    assert tools["read_document"]["required"] == ["path"]
    assert tools["scan_folder"]["properties"]["limit"]["maximum"] == 1000
    assert tools["build_analysis_prompt"]["properties"]["language"]["enum"] == ["ko", "en"]
    save = tools["save_approved_report"]
    assert set(save["required"]) == {"draft", "approval_token"}  # path or paths: one of them
    # Resolved parameters (client roots, the confirmation) are not arguments the model sends.
    for schema in tools.values():
        assert "client_roots" not in schema["properties"]
        assert "confirmation" not in schema["properties"]
    for name in ("inspect_document", "check_summary_grounding", "preview_save_report"):
        path = tools[name]["properties"]["path"]
        assert path.get("maxLength", 0) == 4096 or {"type": "string", "maxLength": 4096} in [
            {k: v for k, v in option.items() if k in {"type", "maxLength"}}
            for option in path.get("anyOf", [])
        ]


async def test_no_document_text_in_descriptions_or_instructions(
    client: Client, golden: Any
) -> None:
    listed = (await client.list_tools()).tools
    fixed_text = json.dumps([t.model_dump() for t in listed], ensure_ascii=False) + INSTRUCTIONS
    for text in (golden.pdf_page_1, golden.docx_paragraph, golden.docx_heading, *golden.svg_texts):
        assert text not in fixed_text


async def test_instructions_reach_the_client(client: Client) -> None:
    assert client.instructions == INSTRUCTIONS
    info = client.server_info
    assert info is not None
    assert info.name == "fa"
    assert info.version
