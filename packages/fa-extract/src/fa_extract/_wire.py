"""Framing of the worker pipe: a JSON header and an opaque byte payload, both length-prefixed.

JSON, never pickle, crosses from the worker to the caller: a worker subverted by a hostile file
must not be able to run code in the server by what it sends back.
"""

from __future__ import annotations

import json
import struct
from typing import IO, Any

__all__ = ("MAGIC", "frame_head", "read_frame", "take_frame", "write_frame")

MAGIC = b"FA1\n"
_HEADER = struct.Struct(">I")
_PAYLOAD = struct.Struct(">Q")
_MAX_HEADER = 1 << 30
_MAX_PAYLOAD = 1 << 31


class WireError(Exception):
    """The pipe closed or carried something that is not a frame."""


def _read_exact(stream: IO[bytes], size: int) -> bytes:
    chunks: list[bytes] = []
    remaining = size
    while remaining:
        chunk = stream.read(min(remaining, 1 << 20))
        if not chunk:
            raise WireError("closed")
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


def frame_head(header: dict[str, Any], payload_size: int) -> bytes:
    """A frame's bytes before its payload: the magic, the header and the payload's length."""
    raw = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return MAGIC + _HEADER.pack(len(raw)) + raw + _PAYLOAD.pack(payload_size)


def write_frame(stream: IO[bytes], header: dict[str, Any], payload: bytes = b"") -> None:
    """Write one frame and flush."""
    stream.write(frame_head(header, len(payload)))
    if payload:
        stream.write(payload)
    stream.flush()


def read_frame(stream: IO[bytes]) -> tuple[dict[str, Any], bytes]:
    """Read one frame.

    Raises:
        WireError: the stream ended or the bytes are not a well-formed frame.
    """
    if _read_exact(stream, len(MAGIC)) != MAGIC:
        raise WireError("magic")
    (size,) = _HEADER.unpack(_read_exact(stream, _HEADER.size))
    if size > _MAX_HEADER:
        raise WireError("header size")
    try:
        header = json.loads(_read_exact(stream, size).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise WireError("header") from None
    if not isinstance(header, dict):
        raise WireError("header type")
    (length,) = _PAYLOAD.unpack(_read_exact(stream, _PAYLOAD.size))
    if length > _MAX_PAYLOAD:
        raise WireError("payload size")
    return header, _read_exact(stream, length) if length else b""


def take_frame(buffer: bytearray) -> tuple[dict[str, Any], bytes] | None:
    """Take the first frame off the front of `buffer` (bytes read so far from a pipe); None
    while it is incomplete. The same checks as `read_frame`, each as soon as its bytes are in.

    Raises:
        WireError: the bytes are not a well-formed frame.
    """
    if len(buffer) < len(MAGIC):
        return None
    if buffer[: len(MAGIC)] != MAGIC:
        raise WireError("magic")
    at = len(MAGIC) + _HEADER.size
    if len(buffer) < at:
        return None
    (size,) = _HEADER.unpack_from(buffer, len(MAGIC))
    if size > _MAX_HEADER:
        raise WireError("header size")
    if len(buffer) < at + size + _PAYLOAD.size:
        return None
    (length,) = _PAYLOAD.unpack_from(buffer, at + size)
    if length > _MAX_PAYLOAD:
        raise WireError("payload size")
    end = at + size + _PAYLOAD.size + length
    if len(buffer) < end:
        return None
    with memoryview(buffer) as view:  # one copy of each part, none of the slices
        raw, payload = bytes(view[at : at + size]), bytes(view[end - length : end])
    del buffer[:end]
    try:
        header = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise WireError("header") from None
    if not isinstance(header, dict):
        raise WireError("header type")
    return header, payload
