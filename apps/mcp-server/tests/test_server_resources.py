"""Beyond the tools: the `doc://` resources and the `analyse_document` prompt."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import textwrap
from typing import Any

import fa_gate
import pytest
from fa_mcp_server import CONTENT_TRUST
from fa_mcp_server._shape import blocks_of, parse_text_copy
from mcp import Client, MCPError
from mcp.types import TextContent, TextResourceContents

pytestmark = pytest.mark.anyio


async def test_roots_resource(client: Client, space: Any) -> None:
    listed = {str(r.uri) for r in (await client.list_resources()).resources}
    assert "doc://roots" in listed
    contents = (await client.read_resource("doc://roots")).contents[0]
    assert isinstance(contents, TextResourceContents)
    data = json.loads(contents.text)
    assert [r["name"] for r in data["roots"]] == ["docs"]
    assert str(space.base) not in contents.text


async def test_document_template_gives_the_first_labelled_page(client: Client, golden: Any) -> None:
    templates = (await client.list_resource_templates()).resource_templates
    assert [t.uri_template for t in templates] == ["doc://{+path}"]
    contents = (await client.read_resource("doc://docs/report.pdf")).contents[0]
    assert isinstance(contents, TextResourceContents)
    data = json.loads(contents.text)
    assert data["content_trust"] == CONTENT_TRUST
    assert [b["anchor"] for b in blocks_of(data)] == ["p1.1", "p2.1"]
    assert golden.pdf_page_1 in blocks_of(data)[0]["text"]


async def test_document_template_errors_carry_the_code(
    client: Client, space: Any, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG), pytest.raises(MCPError) as caught:
        await client.read_resource("doc://docs/missing-비밀.pdf")
    assert "비밀" not in caplog.text  # a file name the author chose never reaches the log
    assert caught.value.message.startswith("PATH_NOT_FOUND: ")
    assert caught.value.data["code"] == "PATH_NOT_FOUND"
    assert caught.value.data["next_step"]
    assert str(space.base) not in caught.value.message
    with pytest.raises(MCPError) as mismatch:
        await client.read_resource("doc://docs/fake.pdf")
    assert "FORMAT_MISMATCH" in mismatch.value.message


async def test_analyse_document_prompt(client: Client, golden: Any) -> None:
    prompts = (await client.list_prompts()).prompts
    assert [p.name for p in prompts] == ["analyse_document"]
    assert {a.name for a in prompts[0].arguments or []} == {"path", "language"}
    got = await client.get_prompt(
        "analyse_document", {"path": "docs/보고서.docx", "language": "en"}
    )
    first, second = got.messages
    assert isinstance(first.content, TextContent) and isinstance(second.content, TextContent)
    assert fa_gate.WRITING_RULES in first.content.text
    assert fa_gate.REPORT_TEMPLATE in first.content.text
    assert "English" in first.content.text
    assert golden.docx_paragraph not in first.content.text  # document text only in the data
    assert second.content.text.startswith("The document's blocks follow. " + CONTENT_TRUST)
    evidence, blocks = parse_text_copy(second.content.text.split("\n\n", 1)[1])
    assert evidence["content_trust"] == CONTENT_TRUST
    assert golden.docx_paragraph in [b.text for b in blocks]


async def test_prompt_error_carries_the_code(client: Client) -> None:
    with pytest.raises(MCPError) as caught:
        await client.get_prompt("analyse_document", {"path": "docs/none.pdf"})
    assert "PATH_NOT_FOUND" in caught.value.message


def test_server_process_never_imports_a_parser(space: Any) -> None:
    """Parsers live in fa_extract's worker; the server process must not load them."""
    script = textwrap.dedent(
        f"""
        import sys, anyio
        from fa_gate import load_config
        from fa_mcp_server import Toolbox, build_server
        from mcp import Client

        async def main():
            config = load_config({str(space.config_path)!r})
            with Toolbox(config) as toolbox:
                async with Client(build_server(config, toolbox=toolbox)) as client:
                    for path in ("docs/report.pdf", "docs/보고서.docx", "docs/sub/흐름도.svg"):
                        result = await client.call_tool("read_document", {{"path": path}})
                        assert not result.is_error, path
                    image = await client.call_tool(
                        "read_document_image", {{"path": "docs/photo.png"}}
                    )
                    assert not image.is_error
            banned = ("pypdfium2", "pypdf", "PIL", "docx", "pptx", "lxml", "reportlab")
            loaded = sorted(m for m in sys.modules if m.split(".")[0] in banned)
            print(",".join(loaded))

        anyio.run(main)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == ""
