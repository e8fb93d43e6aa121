"""The Korean samples through the MCP tools, against the hand-written golden files.

`evals/golden/samples_*.json` say what `fa_mcp_server._samples` put into each file; here every
document goes through inspect, read (following next_start) and image over an in-memory client,
so the server, its harness and the extractor agree with them end to end.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from fa_gate import load_config
from fa_mcp_server import Toolbox, build_server
from fa_mcp_server._install import find_clone
from fa_mcp_server._samples import make_samples
from fa_mcp_server._shape import blocks_of
from mcp import Client
from mcp.server.mcpserver import MCPServer

pytestmark = pytest.mark.anyio

GOLDEN = find_clone() / "evals" / "golden"
DOCUMENTS = [
    doc
    for name in (
        "samples_office.json",
        "samples_pdf_svg_png.json",
        "samples_hwpx.json",
        "samples_sheets.json",
    )
    for doc in json.loads((GOLDEN / name).read_text(encoding="utf-8"))["documents"]
]


@pytest.fixture(scope="module")
def samples_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MCPServer]:
    base = tmp_path_factory.mktemp("fa-samples")
    make_samples(base / "samples")
    config_path = base / "fa.toml"
    config_path.write_text(
        "\n".join(
            [
                f"allowed_roots = [{json.dumps(str(base / 'samples'))}]",
                f"output_root = {json.dumps(str(base / 'outputs'))}",
                f"state_dir = {json.dumps(str(base / 'state'))}",
            ]
        ),
        encoding="utf-8",
    )
    config = load_config(config_path)
    with Toolbox(config) as toolbox:
        yield build_server(config, toolbox=toolbox)


@pytest.fixture
async def samples_client(samples_server: MCPServer) -> AsyncIterator[Client]:
    async with Client(samples_server) as client:
        yield client


async def _call(client: Client, tool: str, **args: Any) -> tuple[bool, dict[str, Any]]:
    result = await client.call_tool(tool, args)
    assert result.structured_content is not None
    return result.is_error, result.structured_content


@pytest.mark.parametrize("doc", DOCUMENTS, ids=[d["file"] for d in DOCUMENTS])
async def test_sample_through_the_tools(samples_client: Client, doc: dict[str, Any]) -> None:
    path = f"samples/{doc['file']}"
    failed, facts = await _call(samples_client, "inspect_document", path=path)
    assert not failed, facts
    assert (facts["grade"], facts["block_count"]) == (doc["grade"], doc["block_count"])
    if "toc" in doc:
        assert facts["toc"] == doc["toc"]
    if "image_only_pages" in doc:
        assert facts["image_only_pages"] == doc["image_only_pages"]

    if "read_error" in doc:
        failed, error = await _call(samples_client, "read_document", path=path)
        assert failed
        assert error["error"]["code"] == doc["read_error"]
    else:
        anchors: list[str] = []
        hidden: list[str] = []
        start: int | None = 1
        while start is not None:
            failed, page = await _call(samples_client, "read_document", path=path, start=start)
            assert not failed, page
            anchors += [b["anchor"] for b in blocks_of(page)]
            hidden += [b["anchor"] for b in blocks_of(page) if "hidden" in b.get("flags", [])]
            start = page.get("next_start")
        assert anchors == doc["anchors"]
        assert hidden == doc.get("hidden_anchors", [])

    if "image_error" in doc:
        failed, error = await _call(samples_client, "read_document_image", path=path)
        assert failed
        assert error["error"]["code"] == doc["image_error"]
    else:
        spec = doc["image"]
        args: dict[str, Any] = {"path": path}
        if "page" in spec:
            args["page"] = spec["page"]
        failed, image = await _call(samples_client, "read_document_image", **args)
        assert not failed, image
        assert image["source"] == spec["source"]
        assert max(image["width"], image["height"]) <= spec["max_edge"]


def test_golden_files_cover_every_sample(tmp_path: Path) -> None:
    made = {p.name for p in make_samples(tmp_path)}
    assert made == {d["file"] for d in DOCUMENTS}


async def test_hidden_text_is_pointed_out(samples_client: Client) -> None:
    # 흐름도.svg carries a hidden text node (t5 in the golden file).
    _, facts = await _call(samples_client, "inspect_document", path="samples/흐름도.svg")
    assert facts["hidden_blocks"] == 1
    failed, read = await _call(samples_client, "read_document", path="samples/흐름도.svg")
    assert not failed
    for actions in (facts["next_actions"], read["next_actions"]):
        assert any("hidden" in action for action in actions)
