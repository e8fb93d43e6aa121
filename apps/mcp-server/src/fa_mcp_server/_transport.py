"""The stdio transport: the SDK's own reader and writer, behind a guard that answers bad lines.

mcp 2.3's `stdio_server` parses each line with `jsonrpc_message_adapter.validate_json` and, when
that fails, puts the exception on the read stream, where the session drops it (logged at debug).
So a truncated line, a lone surrogate (which the SDK's JSON parser refuses) or `params` that is
not an object got no answer at all, and the host waited for its own timeout. Raw bytes that are
not UTF-8 were decoded with `errors="replace"`, changing what the caller sent in silence.

This module wraps the transport, not the SDK: it holds the process's stdin and stdout itself
(moving fd 0 to the null device and fd 1 to stderr while serving, as the SDK does, so stray
output cannot corrupt the protocol) and hands `stdio_server` a line reader that screens every
line first. A line the SDK accepts passes unchanged. Any other line is answered with the
JSON-RPC error the specification names, carrying the request's id when one can be read:

- parse error (-32700, id null): not JSON (a truncated line);
- invalid request (-32600): JSON, but not a request object;
- invalid params (-32602): a request whose `params` is not an object, or holds a string that is
  not valid Unicode (a lone surrogate escape, or raw bytes that are not UTF-8).

A malformed notification or response is dropped: JSON-RPC answers neither. No answer repeats
any part of the line.

A line longer than `MAX_LINE_BYTES` (4 MiB; the largest request fa takes, a 100,000-character
draft, is under 0.6 MiB even with every character escaped) is never held whole: the first 4 MiB
are read, the rest is skipped in 64 KiB pieces, and the request is answered invalid request
(-32600) with its id when the line opens with it (as SDK clients write `{"jsonrpc":"2.0","id":`).
A 200 MB line took the server to 958 MB; it now costs the cap.
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import IO, Any, BinaryIO, cast

import anyio
from mcp.server.stdio import stdio_server
from mcp.types import INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, jsonrpc_message_adapter
from pydantic import ValidationError

__all__ = ("MAX_LINE_BYTES", "early_id", "guarded_stdio", "screen_line")

MAX_LINE_BYTES = 4 * 1024 * 1024
"""The longest line the stdio transport reads; a longer one is skipped and answered."""
_SKIP_CHUNK = 64 * 1024

_SURROGATE = re.compile("[\ud800-\udfff]")

_PARSE = (
    PARSE_ERROR,
    "Parse error: the line is not one JSON value in UTF-8; send one JSON-RPC message per line.",
)
_NOT_OBJECT = (INVALID_REQUEST, "Invalid Request: a message must be a JSON-RPC 2.0 object.")
_BAD_REQUEST = (
    INVALID_REQUEST,
    'Invalid Request: a request needs "jsonrpc": "2.0", a string "method" and an integer or '
    'string "id".',
)
_PARAMS_NOT_OBJECT = (INVALID_PARAMS, 'Invalid params: "params" must be a JSON object.')
_BAD_TEXT = (
    INVALID_PARAMS,
    "Invalid params: a string in the request is not valid Unicode (a lone surrogate, or bytes "
    "that are not UTF-8); send the text as UTF-8.",
)
_TOO_LONG = (
    INVALID_REQUEST,
    f"Invalid Request: the message is longer than {MAX_LINE_BYTES:,} bytes, the most one line "
    "may hold (a draft is at most 100,000 characters); send a shorter one.",
)
# The id of a request whose line is too long to parse, when the line opens with it, before any
# nested value (`{"jsonrpc":"2.0","id":7,"method":...`); else the answer's id is null.
_EARLY_ID = re.compile(rb'\A\s*\{[^{}\[\]]*?"id"\s*:\s*(-?\d{1,18}|"[^"\\]{0,200}")')
_UNFIT = (
    INVALID_REQUEST,
    "Invalid Request: the message does not fit JSON-RPC 2.0 as MCP uses it.",
)


def _has_surrogate(value: object) -> bool:
    """True when any string (key or value) inside a parsed JSON value holds a surrogate."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            for key, inner in item.items():
                stack.append(key)
                stack.append(inner)
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _error(request_id: int | str | None, error: tuple[int, str]) -> dict[str, Any]:
    code, message = error
    return {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}


def screen_line(line: str) -> tuple[bool, dict[str, Any] | None]:
    """Decide one line: (pass it to the SDK?, the error response to send instead, if any).

    `line` is the raw line decoded with `surrogateescape`, so bytes that are not UTF-8 show up
    as surrogates. (True, None): a message the SDK accepts. (False, response): answer it.
    (False, None): drop it (a blank line, a malformed notification or response).
    """
    if not line.strip():
        return False, None
    if not _SURROGATE.search(line):
        try:
            jsonrpc_message_adapter.validate_json(line, by_name=False)
        except ValidationError:
            pass
        else:
            return True, None
    try:
        # Python's parser keeps a lone surrogate escape as a character instead of failing, so
        # the request's id can still be read and the answer reaches the waiting caller.
        value = json.loads(line)
    except (ValueError, RecursionError):
        return False, _error(None, _PARSE)
    if not isinstance(value, dict):
        return False, _error(None, _NOT_OBJECT)
    raw_id = value.get("id")
    valid_id = (isinstance(raw_id, int) and not isinstance(raw_id, bool)) or (
        isinstance(raw_id, str) and not _SURROGATE.search(raw_id)
    )
    request_id = cast("int | str", raw_id) if valid_id else None
    if "method" not in value:
        if "id" in value and ("result" in value or "error" in value):
            return False, None  # a response from the client: nothing answers a response
        return False, _error(request_id, _NOT_OBJECT)
    if "id" not in value:
        return False, None  # a notification: JSON-RPC never answers one
    method = value.get("method")
    if (
        not valid_id
        or value.get("jsonrpc") != "2.0"
        or not isinstance(method, str)
        or _SURROGATE.search(method)
    ):
        return False, _error(request_id, _BAD_REQUEST)
    if "params" in value and not isinstance(value["params"], dict):
        return False, _error(request_id, _PARAMS_NOT_OBJECT)
    if _has_surrogate(value.get("params")):
        return False, _error(request_id, _BAD_TEXT)
    return False, _error(request_id, _UNFIT)


def early_id(prefix: bytes) -> int | str | None:
    """The id a request line opens with (`{"jsonrpc":"2.0","id":7,...`), else None."""
    match = _EARLY_ID.match(prefix)
    if match is None:
        return None
    try:
        value = json.loads(match.group(1).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if isinstance(value, str) and _SURROGATE.search(value):
        return None
    return value if isinstance(value, (int, str)) else None


class _Wire:
    """The protocol's byte streams (private duplicates of fd 0 and 1) and one write lock, so a
    guard's answer and the SDK's own messages never interleave on a line."""

    def __init__(self, reader: BinaryIO, writer: BinaryIO) -> None:
        self.reader = reader
        self.writer = writer
        self.lock = threading.Lock()

    def write(self, text: str) -> None:
        data = text.encode("utf-8", "surrogatepass")
        with self.lock:
            self.writer.write(data)
            self.writer.flush()


class _LineGuard(io.TextIOBase):
    """The text stream `stdio_server` reads: only the lines the SDK accepts come out."""

    def __init__(self, wire: _Wire) -> None:
        super().__init__()
        self._wire = wire

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> str:
        del size  # the SDK reads whole lines
        reader = self._wire.reader
        while True:
            raw = reader.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return ""
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                request_id = early_id(raw[:4096])
                del raw
                while (rest := reader.readline(_SKIP_CHUNK)) and not rest.endswith(b"\n"):
                    pass  # the rest of the line, dropped piece by piece, never held
                self._wire.write(json.dumps(_error(request_id, _TOO_LONG)) + "\n")
                continue
            line = raw.decode("utf-8", "surrogateescape")
            accepted, answer = screen_line(line)
            if accepted:
                return line
            if answer is not None:
                self._wire.write(json.dumps(answer, ensure_ascii=False) + "\n")


class _LineWriter(io.TextIOBase):
    """The text stream `stdio_server` writes: whole lines, under the wire's lock."""

    def __init__(self, wire: _Wire) -> None:
        super().__init__()
        self._wire = wire

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self._wire.write(text)
        return len(text)

    def flush(self) -> None:
        return None


class _AsyncLineWriter(anyio.AsyncFile[str]):
    """`_LineWriter` for `stdio_server`, whose flush is no thread hop.

    The SDK writes each message then flushes it, each through a worker thread; the line is
    already flushed by `_Wire.write`, so a second hop per message would only wake a thread to
    do nothing (measured in evals/bench/README.md, 2026-12-01 server section).
    """

    async def flush(self) -> None:
        return None


def _private_copy(fd: int) -> int:
    """A close-on-exec duplicate of `fd` above the standard descriptors."""
    if sys.platform == "win32":  # pragma: no cover - no fcntl
        return os.dup(fd)
    import fcntl

    return fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)


@asynccontextmanager
async def guarded_stdio() -> AsyncIterator[tuple[Any, Any]]:
    """Serve over this process's stdin and stdout: `(read_stream, write_stream)` for
    `Server.run`, with every incoming line screened by `screen_line`.

    While serving, fd 0 reads the null device and fd 1 writes to stderr; both are restored on
    exit. The private copies stay open: a reader thread may still block on one.
    """
    wire_in, wire_out = _private_copy(0), _private_copy(1)
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
        os.dup2(2, 1)
    finally:
        os.close(null)
    wire = _Wire(
        os.fdopen(wire_in, "rb", closefd=False),
        os.fdopen(wire_out, "wb", closefd=False),
    )
    stdin = anyio.wrap_file(cast("IO[str]", _LineGuard(wire)))
    stdout = _AsyncLineWriter(cast("IO[str]", _LineWriter(wire)))
    try:
        async with stdio_server(stdin=stdin, stdout=stdout) as streams:
            yield streams
    finally:
        with suppress(OSError):
            os.dup2(wire_out, 1)
        with suppress(OSError):
            os.dup2(wire_in, 0)
