"""The server's stderr carries no value a client sent: the SDK's loggers are kept off it.

The MCP SDK logs a failed resource read with its URI (a file name, even an absolute path the
client chose). A fresh canary goes into every place a client can put a value: resource URIs
(a file that exists, one that does not, an absolute path, another scheme), the prompt's path,
a tool's refused and unknown arguments, and malformed raw lines. The answers must carry it
(the positive control: it was sent and seen); the server's stderr must not.
"""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest
from fa_mcp_server._stdio import RawSession, make_workspace, open_session, result_bytes
from fa_trace import Canary, assert_no_canary, find_canary

pytestmark = pytest.mark.slow


async def _as_client(space_config: Path, errlog_path: Path, sent: Canary, absolute: str) -> bytes:
    """Every client-chosen value with the canary; what came back, as bytes."""
    seen: list[str] = []
    name = sent.ascii
    with errlog_path.open("w", encoding="utf-8") as errlog:
        async with open_session(space_config, errlog=errlog) as session:
            for uri in (
                f"doc://samples/{name}.svg",
                f"doc://samples/{sent.korean}/{name}.pdf",
                f"doc://{absolute}/{name}.pdf",
                f"file:///{name}/{sent.korean}.txt",
                f"doc://samples/{name}%00.pdf",
            ):
                try:
                    result = await session.read_resource(uri)
                    seen.append(result.model_dump_json())
                except Exception as error:  # the positive control reads the error text
                    seen.append(str(error))
            try:
                await session.get_prompt("analyse_document", {"path": f"samples/{name}.pdf"})
            except Exception as error:
                seen.append(str(error))
            for arguments in (
                {"path": f"samples/{name}.pdf", "start": 0},
                {"path": f"samples/{name}.pdf", name: 1},
                {"path": f"samples/{name}.pdf", "max_chars": name},
            ):
                result = await session.call_tool("read_document", arguments)
                seen.append(result_bytes(result).decode("utf-8"))
    return "\n".join(seen).encode("utf-8")


def test_stderr_holds_no_client_value(tmp_path: Path) -> None:
    sent = Canary.new("fauri")
    space = make_workspace(tmp_path / "workspace")
    # A file under the canary's name, so one URI reads a real document.
    (space.samples / f"{sent.ascii}.svg").write_bytes((space.samples / "흐름도.svg").read_bytes())
    absolute = str(space.samples)
    stderr_sdk = tmp_path / "sdk-stderr.log"
    answers = anyio.run(_as_client, space.config, stderr_sdk, sent, absolute)

    stderr_raw = tmp_path / "raw-stderr.log"
    with (
        stderr_raw.open("w", encoding="utf-8") as errlog,
        RawSession(space.config, errlog=errlog) as raw,
    ):
        assert raw.initialize() is not None
        lines = [
            # Not JSON: the SDK would log nothing, but nor may the guard.
            f'{{"jsonrpc":"2.0","id":1,"method":"{sent.ascii}'.encode(),
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "id": 2,
                    "method": "resources/read",
                    "params": {"uri": f"doc://{absolute}/{sent.ascii}"},
                }
            ).encode(),
            json.dumps({"jsonrpc": "2.0", "id": 3, "method": sent.ascii, "params": {}}).encode(),
        ]
        for line in lines:
            raw.send(line)
            assert raw.receive(timeout=30) is not None

    # Positive control: the canary went out and came back in the answers the client got.
    assert find_canary(sent, streams=[answers])
    assert_no_canary(sent, streams=[stderr_sdk.read_bytes(), stderr_raw.read_bytes()])
    # Nor the absolute path of the samples.
    for log in (stderr_sdk, stderr_raw):
        assert absolute not in log.read_text(encoding="utf-8")
