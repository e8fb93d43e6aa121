"""Knowing an open file again without reading it: its identity on disk mapped to its sha256.

Finding a parsed document in the cache needs the sha256 of the file's bytes, and hashing means
reading the whole file on every call: a long document read in sixty calls was read and hashed
sixty times. The identity of the already-open descriptor (`fstat`: device, inode, size,
modification and change times in nanoseconds) names the same bytes as long as none of those
moves, so a call whose identity was seen before skips both. Any write moves the change time
(which no user call can set back), so a rewrite, even one of the same size with its
modification time restored, is read and hashed again.

Timestamps advance in coarse ticks (a few milliseconds on common file systems), so two writes
within one tick could leave the identity unchanged. As git does for its index ("racy git"),
an identity is trusted only when the file has been still for `settle_ns` when it is seen:
a file changed in the last two seconds is hashed on every call until it settles.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from typing import BinaryIO

__all__ = ("Identity", "IdentityCache")

Identity = tuple[int, int, int, int, int]
"""(st_dev, st_ino, st_size, st_mtime_ns, st_ctime_ns) of an open file."""


class IdentityCache:
    """A bounded, thread-safe map of (identity, file name) to (sha256, format, size)."""

    settle_ns = 2_000_000_000
    """How long a file must have been unchanged before its identity is trusted."""

    def __init__(self, max_entries: int = 4096) -> None:
        self._max = max_entries
        self._items: OrderedDict[tuple[Identity, str], tuple[str, str, int]] = OrderedDict()
        self._lock = threading.Lock()

    def identify(self, file: BinaryIO) -> Identity | None:
        """The identity of an open file, or None when it has no descriptor or is too fresh."""
        try:
            info = os.fstat(file.fileno())
        except (OSError, ValueError, AttributeError):  # BytesIO and friends: no descriptor
            return None
        changed = max(info.st_mtime_ns, info.st_ctime_ns)
        if time.time_ns() - changed < self.settle_ns:
            return None
        return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)

    def lookup(self, identity: Identity, name: str) -> tuple[str, str, int] | None:
        """(sha256, format, size) remembered for this identity and name, if any."""
        with self._lock:
            found = self._items.get((identity, name))
            if found is not None:
                self._items.move_to_end((identity, name))
            return found

    def remember(self, identity: Identity, name: str, sha256: str, fmt: str, size: int) -> None:
        """Remember what the bytes under `identity` hashed to (call after reading them)."""
        with self._lock:
            self._items[(identity, name)] = (sha256, fmt, size)
            self._items.move_to_end((identity, name))
            while len(self._items) > self._max:
                self._items.popitem(last=False)
