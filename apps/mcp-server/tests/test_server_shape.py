"""Both copies of a read carry every block: the structured list and the text copy's lines each
rebuild the full blocks fa extracted, on every file of the repository's corpus."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import fa_extract
import pytest
from fa_gate import load_config
from fa_mcp_server import build_server
from fa_mcp_server._shape import parse_text_copy
from fa_mcp_server._tools import Toolbox
from mcp import Client
from mcp.types import TextContent

pytestmark = pytest.mark.anyio

CORPUS = Path(__file__).resolve().parents[3] / "evals" / "corpus"


async def _read_whole(client: Client, path: str) -> tuple[list[Any], list[Any]] | None:
    structured: list[fa_extract.Block] = []
    lines: list[fa_extract.Block] = []
    start: int | None = 1
    while start is not None:
        result = await client.call_tool("read_document", {"path": path, "start": start})
        if result.is_error:
            return None
        data = result.structured_content or {}
        structured += fa_extract.expand_blocks(data["blocks"])
        text = result.content[0]
        assert isinstance(text, TextContent)
        envelope, blocks = parse_text_copy(text.text)
        assert envelope == {k: v for k, v in data.items() if k != "blocks"}
        lines += blocks
        start = data.get("next_start")
    return structured, lines


async def test_each_copy_of_every_corpus_read_rebuilds_the_full_blocks(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    config_path = tmp_path / "fa.toml"
    config_path.write_text(
        f'allowed_roots = [{{ name = "docs", path = {json.dumps(str(root))} }}]\n'
        + "".join(
            f"{key} = {json.dumps(str(tmp_path / key))}\n"
            for key in ("output_root", "trace_dir", "state_dir")
        ),
        encoding="utf-8",
    )
    files = sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.parent != CORPUS)
    for source in files:
        target = root / "corpus" / source.parent.name / source.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    config = load_config(config_path)
    compared = 0
    with Toolbox(config) as toolbox, fa_extract.Extractor() as extractor:
        async with Client(build_server(config, toolbox=toolbox)) as client:
            for source in files:
                got = await _read_whole(client, f"docs/corpus/{source.parent.name}/{source.name}")
                if got is None:
                    continue
                with source.open("rb") as file:
                    expected = [
                        b for b in extractor.evidence(file, source.name) if b.kind != "meta"
                    ]
                assert got[0] == expected, source.name
                assert got[1] == expected, source.name
                compared += 1
    assert compared >= 80
