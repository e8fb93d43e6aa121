"""One thread hand-off per tool call: the tool's work runs in a worker thread (it may parse for
seconds), and nothing else does. The client-roots and confirmation resolvers only read the
client's capabilities, so they run on the event loop; a synchronous resolver would cost the SDK
a second hand-off (a thread wake-up each way) on every call."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anyio.to_thread
import pytest
from mcp import Client

pytestmark = pytest.mark.anyio


async def test_a_read_hands_off_to_a_thread_once(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    await client.call_tool("read_document", {"path": "docs/report.pdf"})  # warm: worker up
    original = anyio.to_thread.run_sync
    handed: list[str] = []

    async def counting(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        handed.append(getattr(func, "__qualname__", "?"))
        return await original(func, *args, **kwargs)

    monkeypatch.setattr(anyio.to_thread, "run_sync", counting)
    for tool, args in (
        ("read_document", {"path": "docs/report.pdf"}),
        ("inspect_document", {"path": "docs/보고서.docx"}),
        ("list_allowed_roots", {}),
    ):
        handed.clear()
        result = await client.call_tool(tool, args)
        assert not result.is_error, result.content
        assert len(handed) == 1, (tool, handed)
