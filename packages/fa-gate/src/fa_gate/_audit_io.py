"""Low-level parts of the audit log (`_audit`), kept apart so the log's logic reads alone:
reading at an offset, finding the last line, making a rename durable, and the signatures of
the head slots and the seal."""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
from pathlib import Path

__all__ = ("fsync_folder", "head_mac", "last_newline", "read_at", "seal_mac")

CHUNK = 65536
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_HEAD_DOMAIN = b"fa-gate audit head v1\0"  # a head slot written before seals existed
_SEALED_HEAD_DOMAIN = b"fa-gate audit head v2\0"  # a head slot that says the log is sealed
_SEAL_DOMAIN = b"fa-gate audit seal v1\0"


def head_mac(key: bytes, seq: int, digest: str, *, sealed: bool = True) -> str:
    """A head slot's signature: under the v2 domain for a slot that says the log is sealed
    (every slot written now), the v1 domain for one written before seals existed."""
    domain = _SEALED_HEAD_DOMAIN if sealed else _HEAD_DOMAIN
    return hmac.new(key, domain + f"{seq}:{digest}".encode(), hashlib.sha256).hexdigest()


def seal_mac(key: bytes, seq: int, digest: str) -> str:
    """The seal's signature over the seq and hash of the line it names."""
    return hmac.new(key, _SEAL_DOMAIN + f"{seq}:{digest}".encode(), hashlib.sha256).hexdigest()


def fsync_folder(folder: Path) -> None:
    """Make a rename inside `folder` durable (POSIX; Windows cannot open a folder, and NTFS
    journals the rename)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | _CLOEXEC)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def read_at(fd: int, offset: int, count: int) -> bytes:
    os.lseek(fd, offset, os.SEEK_SET)
    parts: list[bytes] = []
    while count > 0:
        chunk = os.read(fd, count)
        if not chunk:
            break
        parts.append(chunk)
        count -= len(chunk)
    return b"".join(parts)


def last_newline(fd: int, end: int) -> int:
    """Offset of the last `\\n` before `end`, or -1 when there is none."""
    while end > 0:
        start = max(0, end - CHUNK)
        index = read_at(fd, start, end - start).rfind(b"\n")
        if index >= 0:
            return start + index
        end = start
    return -1
