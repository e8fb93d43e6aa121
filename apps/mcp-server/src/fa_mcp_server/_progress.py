"""Real progress of one tool call, sent to the client from the thread the call runs in."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import anyio

if TYPE_CHECKING:
    from mcp.server.mcpserver import Context


class Progress:
    """Real progress of one call (pages, slides, parts or folder entries done of total), sent
    from the thread the call runs in to the client.

    MCP asks a progress value to grow with every notification, so a step that does not is
    dropped, and the closing "done" is sent only when it still adds something. A failure to
    send is swallowed: progress never fails a call.
    """

    def __init__(self, ctx: Context, tool: str) -> None:
        self._ctx = ctx
        self._tool = tool
        self._last = 0

    def __call__(self, done: int, total: int | None, unit: str) -> None:
        if done <= self._last:
            return
        self._last = done
        of = f" of {total}" if total is not None else ""
        message = f"{self._tool}: {unit} {done}{of}"
        with contextlib.suppress(Exception):
            anyio.from_thread.run(self._ctx.report_progress, done, total, message)

    async def start(self) -> None:
        with contextlib.suppress(Exception):
            await self._ctx.report_progress(0, None, f"{self._tool}: working")

    async def finish(self) -> None:
        if self._last == 0:
            with contextlib.suppress(Exception):
                await self._ctx.report_progress(1, 1, f"{self._tool}: done")
