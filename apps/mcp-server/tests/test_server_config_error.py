"""A bad config still lets the server start: every tool, resource and prompt says what is wrong.

A host shows "disconnected" for a server that exits before the handshake, and the reason then
sits in a log nobody opens; a server that answers `CONFIG_INVALID`, with the problems, the
config file and the folders it tried, lets the host (and the model) tell the person.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fa_mcp_server._stdio import EXPECTED_TOOLS, error_of, open_session
from mcp import MCPError

pytestmark = pytest.mark.anyio


async def test_a_bad_config_serves_config_invalid_from_every_tool(tmp_path: Path) -> None:
    config = tmp_path / "내 설정.toml"
    config.write_text(
        'allowed_roots = ["없는 폴더", "gone"]\nfoo = 1\napproval = "sometimes"\n',
        encoding="utf-8",
    )
    with (tmp_path / "server.err").open("w", encoding="utf-8") as errlog:
        async with open_session(config, errlog=errlog) as session:
            tools = (await session.list_tools()).tools
            assert {tool.name for tool in tools} == EXPECTED_TOOLS  # the same tools, published
            for name, arguments in [
                ("list_allowed_roots", {}),
                ("scan_folder", {}),
                ("read_document", {"path": "docs/a.pdf"}),
            ]:
                result = await session.call_tool(name, arguments)
                error = error_of(result)
                assert error is not None and error["code"] == "CONFIG_INVALID", name
                message = error["message"]
                assert "4 problems" in message  # two roots, an unknown key, a bad value
                assert str(config) in message  # the file's name
                assert str(tmp_path / "없는 폴더") in message  # the folder it looked for
                assert "restart" in error["next_step"] or "restart" in message
            with pytest.raises(MCPError) as resource:
                await session.read_resource("doc://roots")
            assert "CONFIG_INVALID" in str(resource.value)
            with pytest.raises(MCPError) as prompt:
                await session.get_prompt("analyse_document", {"path": "docs/a.pdf"})
            assert "CONFIG_INVALID" in str(prompt.value)
    assert "CONFIG_INVALID" in (tmp_path / "server.err").read_text(encoding="utf-8")
