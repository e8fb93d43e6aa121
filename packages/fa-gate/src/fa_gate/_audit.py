"""The audit log: append-only, hash-chained, HMAC-signed JSON lines, with a head anchor.

One line per event, written as compact JSON with a fixed field order:

    {"seq":7,"time":"2026-11-30T02:15:35.123Z","event":"saved","source":"docs/a.pdf",
     "output_name":"a_pdf_1a2b3c4d.md",...,"prev":"<sha256 of line 6>","hmac":"<hex>"}

- `seq` counts from 1 with no gap; `prev` is the sha256 of the previous line's bytes (64 zeros
  for the first line); `hmac` is HMAC-SHA256, with a key kept in `state_dir` (outside the log's
  folder), over the line's exact bytes without the `,"hmac":"..."` member. The chain catches an
  edited, deleted or reordered line; the HMAC catches a full rewrite by someone without the key.
- The head anchor (`state_dir/audit.head`) holds the last line's seq and hash, signed with the
  same key, in one of two slots overwritten in turn after each line (not fsynced). It catches a
  removed last line. It may lag behind the log (a crash between the line and the head, or a
  power loss that lost or spoiled the newest slot): lines past it are still chained and signed,
  so only a lag is forgiven, never a head past the end or a head whose hash differs from its
  line. The next append moves a lagging head forward.
- Every append runs under a lock on a separate `.lock` file (filelock), reads the tail, writes
  the line with one `write` and an `fsync`, then moves the head. A torn last line (a write cut
  short) is moved aside to `<log>.torn-<time>-<id>`, the log is truncated to its last complete
  line, and a `recovered_torn_tail` event is appended.
- Appends fail closed: if the last line is not one this key signed, or the head and the log
  disagree, nothing more is appended until a person looks (`fa-gate audit verify`).

Records hold the display path (`<root name>/<relative>`), the report's file name, hashes, codes
and counts: never document text, a draft, or an absolute path (`append` refuses them).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from fa_gate._errors import OUTPUT_WRITE_FAILED, ConfigError, SaveError
from fa_gate._paths import lexical_problem
from fa_gate._token import load_key

if TYPE_CHECKING:
    from filelock import FileLock

__all__ = (
    "AUDIT_EVENTS",
    "AUDIT_FILE_NAME",
    "AuditLog",
    "AuditVerification",
)

AUDIT_FILE_NAME = "_audit.jsonl"
"""The log's file name inside the output root."""

AUDIT_EVENTS = frozenset({"preview_issued", "saved", "save_refused", "recovered_torn_tail"})
"""The events a line can record."""

GENESIS = "0" * 64
_HEAD_DOMAIN = b"fa-gate audit head v1\0"
_HEAD_SLOT = 256
_MAX_LINE = 8192
_CHUNK = 65536

# Allowed fields in the order they are written; each with the check its value must pass.
_SHA = re.compile(r"[0-9a-f]{64}")
_CODE = re.compile(r"[A-Z][A-Z0-9_]{1,63}")
_ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z")
_HMAC_TAIL = re.compile(rb',"hmac":"([0-9a-f]{64})"\}')
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


def _is_relative_path(value: object) -> bool:
    if not isinstance(value, str) or lexical_problem(value) is not None:
        return False
    return all(part not in ("", ".", "..") for part in value.split("/"))


def _is_name(value: object) -> bool:
    return isinstance(value, str) and lexical_problem(value, single=True) is None


def _is_sha(value: object) -> bool:
    return value is None or (isinstance(value, str) and _SHA.fullmatch(value) is not None)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


_FIELDS: dict[str, Callable[[object], bool]] = {
    "source": _is_relative_path,
    "output_name": _is_name,
    "draft_sha256": _is_sha,
    "source_sha256": _is_sha,
    "sha256": _is_sha,
    "previous_sha256": _is_sha,
    "bytes_written": _is_count,
    "approved_via": lambda v: v in ("token", "elicitation"),
    "expires_at": lambda v: isinstance(v, str) and _ISO.fullmatch(v) is not None,
    "code": lambda v: isinstance(v, str) and _CODE.fullmatch(v) is not None,
    "torn_bytes": _is_count,
    "moved_to": _is_name,
}


@dataclass(frozen=True, slots=True)
class AuditVerification:
    """The result of checking the whole log.

    `records` counts the lines checked and found good; `broken_at` is the 1-based record (line)
    number where the chain first fails, with `reason` saying how; both None when `ok`.
    """

    ok: bool
    records: int
    broken_at: int | None = None
    reason: str | None = None

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict with the same four fields."""
        return {
            "ok": self.ok,
            "records": self.records,
            "broken_at": self.broken_at,
            "reason": self.reason,
        }


@dataclass(frozen=True, slots=True)
class _Head:
    seq: int
    hash: str


@dataclass(slots=True)
class _Tail:
    """The open log (lock held) and its last line: where the next line goes."""

    fd: int
    size: int
    seq: int
    hash: str
    recovery: dict[str, str | int | None] | None = None


def _write_failed(what: str) -> SaveError:
    return SaveError(
        OUTPUT_WRITE_FAILED,
        f"The audit log {what}, so nothing was saved or approved. "
        "Run `fa-gate audit verify` and check the output folder.",
    )


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="milliseconds")[:-6] + "Z"


class AuditLog:
    """The audit log at `path`, its HMAC key at `key_path` and its head anchor at `head_path`.

    Safe to use from several threads and processes at once: every append and every verify holds
    the lock file `<path>.lock`. Construction touches nothing on disk.
    """

    def __init__(
        self,
        path: Path,
        key_path: Path,
        head_path: Path,
        *,
        clock: Callable[[], float] = time.time,
        lock_timeout: float = 60.0,
    ) -> None:
        self.path = Path(path)
        self.key_path = Path(key_path)
        self.head_path = Path(head_path)
        self._clock = clock
        self._lock_timeout = lock_timeout
        self._lock: FileLock | None = None  # made on first use (see `_locked`)

    # -- public API -------------------------------------------------------------------------

    def append(self, event: str, **fields: str | int | None) -> int:
        """Append one event and return its sequence number.

        `fields` are among: source (a relative display path), output_name, draft_sha256,
        source_sha256, sha256, previous_sha256, bytes_written, approved_via, expires_at, code,
        torn_bytes, moved_to. A torn last line is recovered first.

        Raises:
            ValueError: an unknown event or field, or a value that fails its check (an absolute
                path, text where a hash belongs): a programming error, never written.
            SaveError: `OUTPUT_WRITE_FAILED` when the log cannot be locked or written, or its
                last line or head anchor is not what this key signed (the log is refused, not
                extended).
            ConfigError: the audit key cannot be created or read.
        """
        with self._locked():
            return self._append_locked(event, fields)

    def recover(self) -> bool:
        """Repair what a crash can leave, and say whether a torn last line was found.

        A torn last line is moved aside, the log truncated to its last complete line, and a
        `recovered_torn_tail` event appended; a head anchor that lags is moved forward.
        Run at start-up; `append` does the same on its own when it meets a torn line.

        Raises:
            SaveError: `OUTPUT_WRITE_FAILED` when the log cannot be locked, read or repaired, or
                its last line or head anchor is not what this key signed.
            ConfigError: the audit key cannot be read.
        """
        with self._locked():
            if not self.path.exists() and not self.head_path.exists():
                return False
            key = self._key(create=False)
            if key is None:
                raise _write_failed("key is missing while the log or its head exists")
            tail = self._tail(key)
            try:
                if tail.recovery is None:
                    return False
                self._write_line(key, tail, "recovered_torn_tail", tail.recovery)
                return True
            finally:
                os.close(tail.fd)

    def verify(self) -> AuditVerification:
        """Check every line's seq, chain hash and HMAC, and the head anchor.

        Never changes anything (a torn last line is reported, not repaired; see `recover`).
        Takes the lock when it can, so a concurrent append is never read half-written.
        """
        if not self.path.exists():
            return self._verify()  # nothing to lock, and verify creates nothing
        try:
            with self._locked():
                return self._verify()
        except SaveError:
            return self._verify()

    # -- locking ----------------------------------------------------------------------------

    @contextmanager
    def _locked(self) -> Iterator[None]:
        # filelock is imported on the first append, not when the server starts and lists tools.
        from filelock import FileLock, Timeout

        lock = self._lock
        if lock is None:
            lock = self._lock = FileLock(
                self.path.with_name(self.path.name + ".lock"),
                timeout=self._lock_timeout,
                mode=0o600,
                preserve_lock_file=True,
                # filelock polls a held lock; its default 50 ms wait made four busy writers
                # spend most of their time asleep. A held lock is held for a few fsyncs.
                poll_interval=0.002,
            )
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock.acquire()
        except Timeout:
            raise _write_failed("stayed locked by another process for too long") from None
        except OSError:
            raise _write_failed("lock file cannot be created") from None
        try:
            yield
        finally:
            lock.release()

    # -- appending (lock held) --------------------------------------------------------------

    def _append_locked(self, event: str, fields: dict[str, str | int | None]) -> int:
        body_fields = self._check_fields(event, fields)
        fresh = (not self.path.exists() or self.path.stat().st_size == 0) and (
            not self.head_path.exists()
        )
        key = self._key(create=fresh)
        if key is None:
            raise _write_failed("key is missing while the log or its head exists")
        if fresh:
            self._write_head(key, _Head(0, GENESIS))
        tail = self._tail(key)
        try:
            if tail.recovery is not None:
                self._write_line(key, tail, "recovered_torn_tail", tail.recovery)
            self._write_line(key, tail, event, body_fields)
            return tail.seq
        finally:
            os.close(tail.fd)

    def _write_line(
        self, key: bytes, tail: _Tail, event: str, fields: dict[str, str | int | None]
    ) -> None:
        """Write one signed line after `tail` (one write, one fsync), then move the head."""
        record: dict[str, object] = {"seq": tail.seq + 1, "time": _iso(self._clock())}
        record["event"] = event
        record.update(fields)
        record["prev"] = tail.hash
        body = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        mac = hmac.new(key, body, hashlib.sha256).hexdigest()
        line = body[:-1] + f',"hmac":"{mac}"}}\n'.encode("ascii")
        if len(line) > _MAX_LINE:
            msg = "audit record too long"
            raise ValueError(msg)
        try:
            written = os.write(tail.fd, line)
            if written != len(line):
                raise OSError("short write")
            os.fsync(tail.fd)
        except OSError:
            # A line that is not durable must not stay: the caller undoes what it records.
            with contextlib.suppress(OSError):
                os.ftruncate(tail.fd, tail.size)
            raise _write_failed("cannot be written (is the disk full?)") from None
        tail.seq += 1
        tail.size += len(line)
        tail.hash = hashlib.sha256(line[:-1]).hexdigest()
        self._write_head(key, _Head(tail.seq, tail.hash))

    def _check_fields(
        self, event: str, fields: dict[str, str | int | None]
    ) -> dict[str, str | int | None]:
        if event not in AUDIT_EVENTS:
            msg = f"unknown audit event {event!r}"
            raise ValueError(msg)
        ordered: dict[str, str | int | None] = {}
        for name, check in _FIELDS.items():
            if name in fields:
                value = fields[name]
                if value is not None and not check(value):
                    msg = f"audit field {name!r} has a value that may not be recorded"
                    raise ValueError(msg)
                ordered[name] = value
        unknown = set(fields) - set(_FIELDS)
        if unknown:
            msg = f"unknown audit fields {sorted(unknown)!r}"
            raise ValueError(msg)
        return ordered

    def _key(self, *, create: bool) -> bytes | None:
        return load_key(self.key_path, create=create)

    def _open_log(self) -> int:
        try:
            return os.open(
                self.path,
                os.O_RDWR | os.O_CREAT | os.O_APPEND | _NOFOLLOW | _CLOEXEC | _BINARY,
                0o600,
            )
        except OSError:
            raise _write_failed("cannot be opened (is it a symlink or a folder?)") from None

    def _tail(self, key: bytes) -> _Tail:
        """Open the log, move a torn tail aside, and check the last line against the head.

        The caller closes `fd`; when `recovery` is set it appends `recovered_torn_tail` first.
        """
        fd = self._open_log()
        try:
            size = os.fstat(fd).st_size
            recovery = self._recover_torn(fd, size)
            if recovery is not None:
                size = os.fstat(fd).st_size
            head = self._read_head(key)
            if size == 0:
                if head is None or head.seq != 0:
                    raise _write_failed("is empty or missing while its head anchor says otherwise")
                return _Tail(fd, 0, 0, GENESIS, recovery)
            line = _last_line(fd, size)
            parsed = _parse_line(line, key)
            if parsed is None:
                raise _write_failed("ends with a line this key did not sign")
            seq, prev = parsed
            line_hash = hashlib.sha256(line).hexdigest()
            if head is None:
                raise _write_failed("head anchor is missing or damaged")
            if head != _Head(seq, line_hash):
                if not self._head_lags(fd, head, seq, prev):
                    raise _write_failed("and its head anchor disagree (was a line removed?)")
                self._write_head(key, _Head(seq, line_hash))  # a crash left it behind
            return _Tail(fd, size, seq, line_hash, recovery)
        except BaseException:
            os.close(fd)
            raise

    def _head_lags(self, fd: int, head: _Head, seq: int, prev: str) -> bool:
        """True when `head` names an earlier line of the log, with that line's hash."""
        if head.seq >= seq:
            return False
        if head.seq == seq - 1:
            return head.hash == prev
        if head.seq == 0:
            return head.hash == GENESIS
        lines = _read_at(fd, 0, os.fstat(fd).st_size).split(b"\n")
        return hashlib.sha256(lines[head.seq - 1]).hexdigest() == head.hash

    def _recover_torn(self, fd: int, size: int) -> dict[str, str | int | None] | None:
        """Move a torn last line aside and truncate; return the event fields, or None if whole."""
        if size == 0 or _read_at(fd, size - 1, 1) == b"\n":
            return None
        good = _last_newline(fd, size) + 1
        torn = _read_at(fd, good, size - good)
        stamp = datetime.fromtimestamp(self._clock(), UTC).strftime("%Y%m%dT%H%M%SZ")
        aside = self.path.with_name(f"{self.path.name}.torn-{stamp}-{secrets.token_hex(4)}")
        try:
            out = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY, 0o600)
            try:
                os.write(out, torn)
                os.fsync(out)
            finally:
                os.close(out)
            os.ftruncate(fd, good)
            os.fsync(fd)
        except OSError:
            raise _write_failed("has a torn last line that could not be moved aside") from None
        return {"torn_bytes": len(torn), "moved_to": aside.name}

    # -- the head anchor --------------------------------------------------------------------

    def _write_head(self, key: bytes, head: _Head) -> None:
        """Overwrite the head's slot `seq % 2` in place (one write, no rename, no fsync).

        Two slots mean a write cut short (a power loss) can spoil only the newer one; the older
        slot still names the line before, which reads as a lag.
        """
        body = {"seq": head.seq, "hash": head.hash, "hmac": _head_mac(key, head)}
        data = json.dumps(body, separators=(",", ":")).encode("ascii")
        slot = data.ljust(_HEAD_SLOT - 1) + b"\n"
        try:
            self.head_path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(self.head_path, os.O_WRONLY | os.O_CREAT | _NOFOLLOW | _BINARY, 0o600)
            try:
                os.lseek(fd, (head.seq % 2) * _HEAD_SLOT, os.SEEK_SET)
                if os.write(fd, slot) != len(slot):
                    raise OSError("short write")
            finally:
                os.close(fd)
        except OSError:
            raise _write_failed("head anchor cannot be written") from None

    def _read_head(self, key: bytes) -> _Head | None:
        """The newest head slot signed with `key`; None when missing or none is signed."""
        try:
            fd = os.open(self.head_path, os.O_RDONLY | _NOFOLLOW | _BINARY)
        except OSError:
            return None
        try:
            data = os.read(fd, 2 * _HEAD_SLOT)
        finally:
            os.close(fd)
        heads: list[_Head] = []
        for chunk in data.split(b"\n"):
            try:
                body = json.loads(chunk)
                head = _Head(int(body["seq"]), str(body["hash"]))
                mac = str(body["hmac"])
            except (ValueError, KeyError, TypeError):
                continue
            if hmac.compare_digest(mac, _head_mac(key, head)):
                heads.append(head)
        return max(heads, key=lambda h: h.seq) if heads else None

    # -- verifying --------------------------------------------------------------------------

    def _verify(self) -> AuditVerification:
        log_exists = self.path.exists()
        head_exists = self.head_path.exists()
        try:
            key = self._key(create=False)
        except ConfigError:
            return AuditVerification(False, 0, 1, "the audit key cannot be read")
        if key is None:
            if not head_exists and (not log_exists or self.path.stat().st_size == 0):
                return AuditVerification(True, 0)
            return AuditVerification(False, 0, 1, "the audit key is missing")
        try:
            fd = os.open(self.path, os.O_RDONLY | _NOFOLLOW | _BINARY)
        except FileNotFoundError:
            data = b""
        except OSError:
            return AuditVerification(False, 0, 1, "the audit log cannot be opened")
        else:
            with os.fdopen(fd, "rb") as handle:
                data = handle.read()
        lines = data.split(b"\n")
        complete, rest = lines[:-1], lines[-1]
        prev = GENESIS
        records = 0
        for number, line in enumerate(complete, start=1):
            parsed = _parse_line(line, key)
            if parsed is None:
                return AuditVerification(
                    False, records, number, "the line is not one this key signed (edited?)"
                )
            seq, line_prev = parsed
            if seq != number:
                return AuditVerification(
                    False,
                    records,
                    number,
                    f"seq {seq} where {number} was expected (lines removed or reordered)",
                )
            if line_prev != prev:
                return AuditVerification(
                    False, records, number, "prev does not match the previous line's hash"
                )
            prev = hashlib.sha256(line).hexdigest()
            records = number
        if rest:
            return AuditVerification(
                False, records, records + 1, "the last line is torn (a write was cut short)"
            )
        head = self._read_head(key)
        if head is None:
            if records == 0 and not head_exists:
                return AuditVerification(True, 0)
            return AuditVerification(
                False, records, records or 1, "the head anchor is missing or not signed"
            )
        if head.seq > records:
            return AuditVerification(
                False,
                records,
                records + 1,
                f"the head anchor says {head.seq} records; the log ends after {records}"
                " (lines were removed from the end)",
            )
        expected = GENESIS if head.seq == 0 else hashlib.sha256(complete[head.seq - 1]).hexdigest()
        if head.hash != expected:
            return AuditVerification(
                False, records, max(head.seq, 1), "the head anchor does not match that line"
            )
        return AuditVerification(True, records)


def _head_mac(key: bytes, head: _Head) -> str:
    return hmac.new(
        key, _HEAD_DOMAIN + f"{head.seq}:{head.hash}".encode(), hashlib.sha256
    ).hexdigest()


def _parse_line(line: bytes, key: bytes) -> tuple[int, str] | None:
    """(seq, prev) of a line signed with `key`; None when malformed or not signed with it."""
    match = _HMAC_TAIL.search(line)
    if match is None or match.end() != len(line):
        return None
    body = line[: match.start()] + b"}"
    if not hmac.compare_digest(
        match.group(1).decode("ascii"), hmac.new(key, body, hashlib.sha256).hexdigest()
    ):
        return None
    try:
        record = json.loads(body)
        seq, prev = record["seq"], record["prev"]
    except (ValueError, KeyError, TypeError):
        return None
    if (
        not isinstance(seq, int)
        or not isinstance(prev, str)
        or record.get("event") not in (AUDIT_EVENTS)
    ):
        return None
    return seq, prev


def _read_at(fd: int, offset: int, count: int) -> bytes:
    os.lseek(fd, offset, os.SEEK_SET)
    parts: list[bytes] = []
    while count > 0:
        chunk = os.read(fd, count)
        if not chunk:
            break
        parts.append(chunk)
        count -= len(chunk)
    return b"".join(parts)


def _last_newline(fd: int, end: int) -> int:
    """Offset of the last `\\n` before `end`, or -1 when there is none."""
    while end > 0:
        start = max(0, end - _CHUNK)
        index = _read_at(fd, start, end - start).rfind(b"\n")
        if index >= 0:
            return start + index
        end = start
    return -1


def _last_line(fd: int, size: int) -> bytes:
    """The last complete line (without its `\\n`) of a log that ends with `\\n`."""
    start = _last_newline(fd, size - 1) + 1
    return _read_at(fd, start, size - 1 - start)
