"""The audit log: append-only, hash-chained, HMAC-signed JSON lines, with a head and a seal.

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
- The seal (`state_dir/audit.seal`, beside the key) holds the same seq and hash in one signed
  record, replaced whole (a rename) after the head. Because the line is fsynced before the seal
  is written, a seal past the end of the log is never a crash: it means lines were removed
  together with the newest head slot, or the log and its head were put back from an older copy.
  A seal that lags is a crash and is moved forward. (A copy of the log, the head and the seal
  rolled back together cannot be told from the real thing on this machine.)
- A missing seal is never taken on trust: every head slot says, under its signature, that the
  log is sealed (`"sealed":true`, the head's v2 domain). Deleting the seal, alone or with the
  last line and the newest head slot, leaves a head saying "sealed" and no seal: `verify`
  fails, appends are refused; deleting the head too is a missing head. Only a log whose slots
  are all v1 (from before seals) is sealed by its next append: the seal first (the first one
  fsynced), then the last line's head slot again in v2, so from then on both slots say so.
- A save is two lines around the rename that puts the report in place: `save_intent` (fsynced
  before the rename) and `saved` after it, which names its intent (`intent_seq`). A process
  killed in between leaves an open intent; the next append (or `recover`) looks at the report
  and finishes it: the bytes the intent names are in place -> `saved`, otherwise
  `save_abandoned`. `verify` reports an open intent, and any report in the output folder
  without a matching `saved` line.
- Every append runs under a lock on a separate `.lock` file (filelock). The chain is verified
  incrementally: the log remembers the end of the prefix it verified (file, offset, seq and the
  last line's hash) and, on the next append, checks that line is still there and verifies only
  the lines after it (seq, chain, HMAC, intents), so a log `verify` calls broken is never
  extended. The first append of a process verifies the whole log, and so does an append that
  finds the file replaced or its remembered line changed. (An edit made in place inside a prefix
  this process already verified is found by `verify` and by the next process, not by this one.)
  A torn last line (a write cut short) is moved aside to `<log>.torn-<time>-<id>`, the log
  truncated to its last complete line, and a `recovered_torn_tail` event appended.
- Appends fail closed: a line this key did not sign, a broken chain, a head or seal that
  disagrees with the log: nothing more is appended until a person looks (`fa-gate audit
  verify`).

Records hold the display path (`<root name>/<relative>`), the report's file name, hashes, codes
and counts: never document text, a draft, or an absolute path (`append` refuses them). An
approval token is recorded only as its sha256 (`token_sha256`), which is how a spent token is
known.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from fa_gate._audit_fields import _FIELDS, _recorded_fields
from fa_gate._audit_io import fsync_folder, head_mac, last_newline, read_at, seal_mac
from fa_gate._errors import APPROVAL_TOKEN_USED, OUTPUT_WRITE_FAILED, ConfigError, SaveError
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

AUDIT_EVENTS = frozenset(
    {
        "preview_issued",
        "save_intent",
        "saved",
        "save_abandoned",
        "save_refused",
        "recovered_torn_tail",
    }
)
"""The events a line can record."""

GENESIS = "0" * 64
_HEAD_SLOT = 256
_MAX_LINE = 256 * 1024  # ten sources of 4,096 characters each (16 KB as UTF-8) fit
_RECENT = 64  # line hashes kept in memory, for a head or seal that lags

_HMAC_TAIL = re.compile(rb',"hmac":"([0-9a-f]{64})"\}')
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


# What a `saved` line must repeat of its intent.
_INTENT_KEYS = ("source", "output_name", "sha256", "token_sha256")


@dataclass(frozen=True, slots=True)
class AuditVerification:
    """The result of checking the whole log.

    `records` counts the lines checked and found good; `broken_at` is the 1-based record (line)
    number where the log first fails, with `reason` saying how; both None when `ok`.
    `interrupted` is the record of a save that was cut short between its intent and its result
    (the next append or `recover` records how it ended); `unaudited` names reports in the output
    folder that no `saved` line accounts for (written or changed outside the gate).
    """

    ok: bool
    records: int
    broken_at: int | None = None
    reason: str | None = None
    interrupted: int | None = None
    unaudited: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict with the same fields."""
        return {
            "ok": self.ok,
            "records": self.records,
            "broken_at": self.broken_at,
            "reason": self.reason,
            "interrupted": self.interrupted,
            "unaudited": list(self.unaudited),
        }


@dataclass(frozen=True, slots=True)
class _Head:
    seq: int
    hash: str


class _ChainError(Exception):
    """The chain fails at record `number`, for `reason`."""

    def __init__(self, number: int, reason: str) -> None:
        super().__init__(reason)
        self.number = number
        self.reason = reason


@dataclass(slots=True)
class _Chain:
    """What a verified prefix of the log proves, and where it ends."""

    inode: int | None = None  # the log file this prefix was read from
    offset: int = 0  # end of the last verified line (after its newline)
    seq: int = 0
    hash: str = GENESIS
    last_start: int = 0  # where the last verified line starts
    recent: dict[int, str] = field(default_factory=dict)  # seq -> line hash, the last few
    open_intent: dict[str, object] | None = None
    spent: set[str] = field(default_factory=set)  # token_sha256 of every saved line
    saved: dict[str, str | None] = field(default_factory=dict)  # report -> its last sha256

    def copy(self) -> _Chain:
        return _Chain(
            self.inode,
            self.offset,
            self.seq,
            self.hash,
            self.last_start,
            dict(self.recent),
            None if self.open_intent is None else dict(self.open_intent),
            set(self.spent),
            dict(self.saved),
        )

    def feed(self, line: bytes, key: bytes) -> None:
        """Check one complete line (without its newline) after this prefix and take it in.

        Raises:
            _ChainError: the line is not signed, out of sequence, off the chain, or breaks the
                intent rule (an open intent is followed only by its result or a torn-tail
                recovery; a result names the open intent and repeats its report and hash).
        """
        number = self.seq + 1
        record = _parse_record(line, key)
        if record is None:
            raise _ChainError(number, "the line is not one this key signed (edited?)")
        seq = record["seq"]
        if seq != number:
            raise _ChainError(
                number, f"seq {seq} where {number} was expected (lines removed or reordered)"
            )
        if record["prev"] != self.hash:
            raise _ChainError(number, "prev does not match the previous line's hash")
        self._take_event(number, record)
        self.seq = number
        self.hash = hashlib.sha256(line).hexdigest()
        self.last_start = self.offset
        self.offset += len(line) + 1
        self.recent[number] = self.hash
        self.recent.pop(number - _RECENT, None)

    def _take_event(self, number: int, record: dict[str, object]) -> None:
        event = record["event"]
        intent = self.open_intent
        if intent is not None and event not in ("saved", "save_abandoned", "recovered_torn_tail"):
            raise _ChainError(
                number, f"record {intent['seq']} (a save's intent) was never finished or abandoned"
            )
        if event == "save_intent":
            self.open_intent = record
            return
        if event == "save_abandoned" or (event == "saved" and "intent_seq" in record):
            if intent is None or record.get("intent_seq") != intent["seq"]:
                raise _ChainError(number, "the line finishes a save whose intent is not open")
            if event == "saved" and any(record.get(k) != intent.get(k) for k in _INTENT_KEYS):
                raise _ChainError(number, "the saved line does not match its intent")
            self.open_intent = None
        if event == "saved":
            token = record.get("token_sha256")
            if isinstance(token, str):
                self.spent.add(token)
            name, sha = record.get("output_name"), record.get("sha256")
            if isinstance(name, str):
                self.saved[name] = sha if isinstance(sha, str) else None


@dataclass(slots=True)
class _Tail:
    """The open log (lock held), what its verified lines prove, and where the next line goes."""

    fd: int
    size: int
    chain: _Chain
    recovery: dict[str, str | int | None] | None = None

    @property
    def seq(self) -> int:
        return self.chain.seq


def _write_failed(what: str) -> SaveError:
    return SaveError(
        OUTPUT_WRITE_FAILED,
        f"The audit log {what}, so nothing was saved or approved. "
        "Run `fa-gate audit verify` and check the output folder.",
    )


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="milliseconds")[:-6] + "Z"


class AuditLog:
    """The audit log at `path`, its HMAC key at `key_path`, its head anchor at `head_path` and
    its seal at `seal_path` (default: `audit.seal` beside the key).

    Safe to use from several threads and processes at once: every append and every verify holds
    the lock file `<path>.lock`. Construction touches nothing on disk.
    """

    def __init__(
        self,
        path: Path,
        key_path: Path,
        head_path: Path,
        *,
        seal_path: Path | None = None,
        clock: Callable[[], float] = time.time,
        lock_timeout: float = 60.0,
    ) -> None:
        self.path = Path(path)
        self.key_path = Path(key_path)
        self.head_path = Path(head_path)
        self.seal_path = (
            Path(seal_path) if seal_path is not None else self.key_path.with_name("audit.seal")
        )
        self._clock = clock
        self._verified: _Chain | None = None  # the prefix this process has verified
        self._lock_timeout = lock_timeout
        self._lock: FileLock | None = None  # made on first use (see `_locked`)

    # -- public API -------------------------------------------------------------------------

    def append(self, event: str, **fields: str | int | None) -> int:
        """Append one event and return its sequence number.

        `fields` are among: intent_seq, source (a relative display path), output_name,
        draft_sha256, source_sha256, sources (how many, for a report drawn from several; the
        others are source_B, source_B_sha256 and so on), sha256, previous_sha256,
        bytes_written, approved_via, token_sha256, expires_at, code, torn_bytes, moved_to. A
        torn last line is recovered first, and an interrupted save is finished or abandoned.

        Raises:
            ValueError: an unknown event or field, or a value that fails its check (an absolute
                path, text where a hash belongs): a programming error, never written.
            SaveError: `OUTPUT_WRITE_FAILED` when the log cannot be locked or written, or any
                line, the head anchor or the seal is not what this key signed in this order
                (the log is refused, not extended).
            ConfigError: the audit key cannot be created or read.
        """
        with self._locked():
            return self._append_locked(event, fields)

    def recover(self) -> bool:
        """Repair what a crash can leave, and say whether anything needed repair.

        A torn last line is moved aside, the log truncated to its last complete line, and a
        `recovered_torn_tail` event appended; an interrupted save is finished (`saved`) or
        abandoned (`save_abandoned`) by what is at its report's name; a head anchor or seal
        that lags is moved forward. Run at start-up; `append` does the same on its own.

        Raises:
            SaveError: `OUTPUT_WRITE_FAILED` when the log cannot be locked, read or repaired, or
                a line, its head anchor or its seal is not what this key signed.
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
                repaired = tail.recovery is not None or tail.chain.open_intent is not None
                self._repair(key, tail)
                return repaired
            finally:
                os.close(tail.fd)

    def spent(self, token_sha256: str) -> bool:
        """Whether a `saved` line records this token's sha256 (a token saves once).

        Reads the log as an append does (under the lock, every line checked, a torn tail or an
        interrupted save settled first), so a spent token is known before anything waits on it.

        Raises:
            SaveError: `OUTPUT_WRITE_FAILED` when the log cannot be locked or read, or a line,
                its head anchor or its seal is not what this key signed.
        """
        if not self.path.exists():
            return False
        with self._locked():
            _key, tail = self._open_tail()
            try:
                return token_sha256 in tail.chain.spent
            finally:
                os.close(tail.fd)

    def verify(self) -> AuditVerification:
        """Check every line's seq, chain hash and HMAC, the intents, the head anchor, the seal,
        and every report in the log's folder against its last `saved` line.

        Never changes anything (a torn last line or an interrupted save is reported, not
        repaired; see `recover`). Takes the lock when it can, so a concurrent append is never
        read half-written.
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

    def _open_tail(self) -> tuple[bytes, _Tail]:
        """Key and verified tail of the log, a torn tail and an interrupted save repaired."""
        fresh = (not self.path.exists() or self.path.stat().st_size == 0) and (
            not self.head_path.exists()
        )
        key = self._key(create=fresh)
        if key is None:
            raise _write_failed("key is missing while the log or its head exists")
        if fresh:
            self._write_head(key, _Head(0, GENESIS))
            self._write_seal(key, _Head(0, GENESIS))
        tail = self._tail(key)
        try:
            self._repair(key, tail)
        except BaseException:
            os.close(tail.fd)
            raise
        return key, tail

    def _append_locked(self, event: str, fields: dict[str, str | int | None]) -> int:
        body_fields = self._check_fields(event, fields)
        key, tail = self._open_tail()
        try:
            self._write_line(key, tail, event, body_fields)
            return tail.seq
        finally:
            os.close(tail.fd)

    def _record_save(
        self,
        fields: Callable[[], dict[str, str | int | None]],
        commit: Callable[[], None],
        undo: Callable[[], None],
    ) -> int:
        """Record one save around its rename, under the lock; return the `saved` line's seq.

        `fields()` gives the intent's fields (it reads the report being replaced, so it runs
        under the lock); `commit()` renames the staged report into place; `undo()` puts back
        what was there. In order: refuse a spent token (`APPROVAL_TOKEN_USED`), write and fsync
        `save_intent`, commit, write `saved`. If `saved` cannot be written the rename is undone
        and the intent abandoned (or left open for the next append to settle by what is on
        disk, if even that cannot be written).
        """
        with self._locked():
            key, tail = self._open_tail()
            try:
                body = self._check_fields("save_intent", fields())
                token = body.get("token_sha256")
                if isinstance(token, str) and token in tail.chain.spent:
                    raise SaveError(
                        APPROVAL_TOKEN_USED,
                        "This approval token was already used for a save; a token approves one "
                        "save only. To save again, call preview_save_report and ask the person "
                        "again.",
                    )
                self._write_line(key, tail, "save_intent", body)
                intent_seq = tail.seq
                commit()
                done = self._check_fields("saved", {"intent_seq": intent_seq, **body})
                try:
                    self._write_line(key, tail, "saved", done)
                except SaveError:
                    undo()
                    with contextlib.suppress(SaveError):
                        self._abandon(key, tail, "OUTPUT_WRITE_FAILED")
                    raise
                return tail.seq
            finally:
                os.close(tail.fd)

    def _repair(self, key: bytes, tail: _Tail) -> None:
        """Record a torn tail that was moved aside, then settle an interrupted save."""
        if tail.recovery is not None:
            self._write_line(key, tail, "recovered_torn_tail", tail.recovery)
            tail.recovery = None
        intent = tail.chain.open_intent
        if intent is None:
            return
        expected = intent.get("sha256")
        name = intent.get("output_name")
        on_disk = self._report_sha256(name) if isinstance(name, str) else None
        if on_disk is not None and on_disk == expected:
            # The rename happened and the process died before its `saved` line: record it now.
            fields = _recorded_fields(intent)
            fields["intent_seq"] = _recorded_seq(intent)
            self._write_line(key, tail, "saved", self._check_fields("saved", fields))
        else:
            self._abandon(key, tail, "OUTPUT_WRITE_FAILED")

    def _abandon(self, key: bytes, tail: _Tail, code: str) -> None:
        intent = tail.chain.open_intent
        if intent is None:
            return
        fields: dict[str, str | int | None] = {"intent_seq": _recorded_seq(intent)}
        for name in ("source", "output_name"):
            value = intent.get(name)
            if isinstance(value, str):
                fields[name] = value
        fields["code"] = code
        self._write_line(key, tail, "save_abandoned", self._check_fields("save_abandoned", fields))

    def _report_sha256(self, name: str) -> str | None:
        """sha256 of the regular file `name` beside the log; None if missing or not a file."""
        if lexical_problem(name, single=True) is not None:
            return None
        try:
            fd = os.open(
                self.path.parent / name, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC | _BINARY
            )
        except OSError:
            return None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            digest = hashlib.sha256()
            while chunk := os.read(fd, 1 << 20):
                digest.update(chunk)
            return digest.hexdigest()
        except OSError:
            return None
        finally:
            os.close(fd)

    def _write_line(
        self, key: bytes, tail: _Tail, event: str, fields: dict[str, str | int | None]
    ) -> None:
        """Write one signed line after `tail` (one write, one fsync), then the head and seal."""
        record: dict[str, object] = {"seq": tail.seq + 1, "time": _iso(self._clock())}
        record["event"] = event
        record.update(fields)
        record["prev"] = tail.chain.hash
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
        chain = tail.chain.copy()
        chain.feed(line[:-1], key)  # our own line: the same rules as every other
        tail.chain = chain
        tail.size += len(line)
        self._verified = chain.copy()
        head = _Head(chain.seq, chain.hash)
        self._write_head(key, head)
        self._write_seal(key, head)

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
        """Open the log, move a torn tail aside, verify what is new, check the head and seal.

        The caller closes `fd`; when `recovery` is set it appends `recovered_torn_tail` first.
        """
        fd = self._open_log()
        try:
            size = os.fstat(fd).st_size
            recovery = self._recover_torn(fd, size)
            if recovery is not None:
                size = os.fstat(fd).st_size
            chain = self._verified_chain(fd, size, key)
            head, sealed = self._read_head(key)
            if head is None:
                raise _write_failed("head anchor is missing or damaged")
            if head != _Head(chain.seq, chain.hash):
                if not self._names_a_line(fd, chain, head):
                    raise _write_failed("and its head anchor disagree (was a line removed?)")
                self._write_head(key, _Head(chain.seq, chain.hash))  # a crash left it behind
            seal = self._read_seal(key)
            if seal is None and sealed:
                raise _write_failed(
                    "seal is missing, though its head says the log has been sealed (deleted?)"
                )
            if seal is None:  # a log from before seals: seal it, then say so in the head
                self._write_seal(key, _Head(chain.seq, chain.hash))
                self._write_head(key, _Head(chain.seq, chain.hash))
            elif seal != _Head(chain.seq, chain.hash):
                if seal.seq > chain.seq or not self._names_a_line(fd, chain, seal):
                    raise _write_failed(
                        "ends before its seal (lines removed from the end, or the log rolled "
                        "back to an older copy)"
                    )
                self._write_seal(key, _Head(chain.seq, chain.hash))
            self._verified = chain.copy()
            return _Tail(fd, size, chain, recovery)
        except BaseException:
            os.close(fd)
            raise

    def _verified_chain(self, fd: int, size: int, key: bytes) -> _Chain:
        """The chain over the whole log: what was verified before, plus the lines after it.

        The remembered prefix is trusted only if its last line is still there, byte for byte;
        otherwise (another process truncated or rewrote the log) the whole log is verified.
        """
        known = self._verified
        inode = os.fstat(fd).st_ino
        chain = known.copy() if known is not None else _Chain(inode)
        if known is not None and known.inode != inode:
            chain = _Chain(inode)  # the file was replaced (an editor saves by renaming)
        elif known is not None and known.seq > 0:
            length = known.offset - known.last_start - 1
            if (
                size < known.offset
                or hashlib.sha256(read_at(fd, known.last_start, length)).hexdigest() != known.hash
                or read_at(fd, known.offset - 1, 1) != b"\n"
            ):
                chain = _Chain(inode)
        data = read_at(fd, chain.offset, size - chain.offset)
        lines = data.split(b"\n")[:-1]  # the log ends with a newline (a torn tail was moved)
        try:
            for line in lines:
                chain.feed(line, key)
        except _ChainError as broken:
            raise _write_failed(f"is broken at record {broken.number} ({broken.reason})") from None
        return chain

    def _names_a_line(self, fd: int, chain: _Chain, head: _Head) -> bool:
        """True when `head` names an earlier line of the log (a lag), with that line's hash."""
        if head.seq >= chain.seq:
            return False
        if head.seq == 0:
            return head.hash == GENESIS
        known = chain.recent.get(head.seq)
        if known is None:
            lines = read_at(fd, 0, os.fstat(fd).st_size).split(b"\n")
            known = hashlib.sha256(lines[head.seq - 1]).hexdigest()
        return known == head.hash

    def _recover_torn(self, fd: int, size: int) -> dict[str, str | int | None] | None:
        """Move a torn last line aside and truncate; return the event fields, or None if whole."""
        if size == 0 or read_at(fd, size - 1, 1) == b"\n":
            return None
        good = last_newline(fd, size) + 1
        torn = read_at(fd, good, size - good)
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

    # -- the head anchor and the seal --------------------------------------------------------

    def _write_head(self, key: bytes, head: _Head) -> None:
        """Overwrite the head's slot `seq % 2` in place (one write, no rename, no fsync).

        Two slots mean a write cut short (a power loss) can spoil only the newer one; the older
        slot still names the line before, which reads as a lag.
        """
        mac = head_mac(key, head.seq, head.hash)
        body = {"seq": head.seq, "hash": head.hash, "sealed": True, "hmac": mac}
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

    def _read_head(self, key: bytes) -> tuple[_Head | None, bool]:
        """The newest head slot signed with `key` (None when missing or none is signed), and
        whether any signed slot says the log is sealed."""
        try:
            fd = os.open(self.head_path, os.O_RDONLY | _NOFOLLOW | _BINARY)
        except OSError:
            return None, False
        try:
            data = os.read(fd, 2 * _HEAD_SLOT)
        finally:
            os.close(fd)
        heads: list[_Head] = []
        sealed = False
        for chunk in data.split(b"\n"):
            try:
                body = json.loads(chunk)
                head = _Head(int(body["seq"]), str(body["hash"]))
                mac = str(body["hmac"])
                says_sealed = body.get("sealed") is True
            except (ValueError, KeyError, TypeError, AttributeError):
                continue
            if hmac.compare_digest(mac, head_mac(key, head.seq, head.hash, sealed=says_sealed)):
                heads.append(head)
                sealed = sealed or says_sealed
        return (max(heads, key=lambda h: h.seq) if heads else None), sealed

    def _write_seal(self, key: bytes, head: _Head) -> None:
        """Replace the seal whole (a new file renamed over it). Not fsynced once it exists: a
        seal lost to a power loss reads as a lag, and the line it names was fsynced before it.
        The first seal is fsynced with its folder, since a head saying "sealed" without it
        would read as a deleted seal."""
        body = {"seq": head.seq, "hash": head.hash, "hmac": seal_mac(key, head.seq, head.hash)}
        data = json.dumps(body, separators=(",", ":")).encode("ascii") + b"\n"
        temp = self.seal_path.with_name(f".{self.seal_path.name}.{secrets.token_hex(8)}.new")
        first = not self.seal_path.exists()
        try:
            fd = os.open(
                temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY, 0o600
            )
            try:
                if os.write(fd, data) != len(data):
                    raise OSError("short write")
                if first:
                    os.fsync(fd)
            finally:
                os.close(fd)
            temp.replace(self.seal_path)
            if first:
                fsync_folder(self.seal_path.parent)
        except OSError:
            with contextlib.suppress(OSError):
                temp.unlink()
            raise _write_failed("seal cannot be written") from None

    def _read_seal(self, key: bytes) -> _Head | None:
        """The seal; None when there is none yet (a log from before seals: written next).

        Raises:
            SaveError: `OUTPUT_WRITE_FAILED` when a seal is there but not signed with `key`
                (it is replaced whole, so a crash never leaves it half-written).
        """
        try:
            fd = os.open(self.seal_path, os.O_RDONLY | _NOFOLLOW | _BINARY)
        except FileNotFoundError:
            return None
        except OSError:
            raise _write_failed("seal cannot be read") from None
        try:
            data = os.read(fd, _HEAD_SLOT)
        finally:
            os.close(fd)
        try:
            body = json.loads(data)
            seal = _Head(int(body["seq"]), str(body["hash"]))
            mac = str(body["hmac"])
        except (ValueError, KeyError, TypeError):
            raise _write_failed("seal is damaged") from None
        if not hmac.compare_digest(mac, seal_mac(key, seal.seq, seal.hash)):
            raise _write_failed("seal is not signed with this key")
        return seal

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
        chain = _Chain()
        try:
            for line in complete:
                chain.feed(line, key)
        except _ChainError as broken:
            return AuditVerification(False, chain.seq, broken.number, broken.reason)
        records = chain.seq
        if rest:
            return AuditVerification(
                False, records, records + 1, "the last line is torn (a write was cut short)"
            )
        head, sealed = self._read_head(key)
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

        def line_hash(seq: int) -> str:
            return GENESIS if seq == 0 else hashlib.sha256(complete[seq - 1]).hexdigest()

        if head.hash != line_hash(head.seq):
            return AuditVerification(
                False, records, max(head.seq, 1), "the head anchor does not match that line"
            )
        try:
            seal = self._read_seal(key)
        except SaveError:
            return AuditVerification(False, records, records or 1, "the seal is damaged or forged")
        if seal is None and sealed:
            return AuditVerification(
                False,
                records,
                records or 1,
                "the seal is missing, though the head says the log has been sealed (deleted, "
                "perhaps with lines removed from the end)",
            )
        if seal is not None and seal.seq > records:
            return AuditVerification(
                False,
                records,
                records + 1,
                f"the seal says {seal.seq} records; the log ends after {records} (lines removed "
                "from the end with the newest head slot, or the log and head put back from an "
                "older copy)",
            )
        if seal is not None and seal.hash != line_hash(seal.seq):
            return AuditVerification(
                False, records, max(seal.seq, 1), "the seal does not match that line"
            )
        unaudited = self._unaudited(chain)
        intent = chain.open_intent
        if intent is not None:
            seq = intent["seq"]
            assert isinstance(seq, int)
            name = intent.get("output_name")
            landed = isinstance(name, str) and self._report_sha256(name) == intent.get("sha256")
            return AuditVerification(
                False,
                records,
                None,
                f"the save at record {seq} was interrupted before its result was recorded; its "
                f"report is {'in place' if landed else 'not in place'}. The next save (or a "
                "server start) records how it ended",
                interrupted=seq,
                unaudited=unaudited,
            )
        if unaudited:
            return AuditVerification(
                False,
                records,
                None,
                f"{len(unaudited)} report(s) in the output folder match no saved record "
                "(written or changed outside fa)",
                unaudited=unaudited,
            )
        return AuditVerification(True, records)

    def _unaudited(self, chain: _Chain) -> tuple[str, ...]:
        """Reports (`*.md` files) beside the log whose bytes no last `saved` line names."""
        try:
            names = sorted(os.listdir(self.path.parent))  # noqa: PTH208
        except OSError:
            return ()
        found: list[str] = []
        intent = chain.open_intent
        for name in names:
            if not name.endswith(".md") or name.startswith("."):
                continue
            digest = self._report_sha256(name)
            if digest is None:
                continue  # a folder or a link: not a report fa wrote
            if intent is not None and name == intent.get("output_name"):
                continue  # reported as the interrupted save
            if chain.saved.get(name) != digest:
                found.append(name)
        return tuple(found)


def _recorded_seq(record: dict[str, object]) -> int:
    seq = record["seq"]
    assert isinstance(seq, int)  # _parse_record checked it
    return seq


def _parse_record(line: bytes, key: bytes) -> dict[str, object] | None:
    """The record of a line signed with `key`; None when malformed or not signed with it."""
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
    except ValueError:
        return None
    if (
        not isinstance(record, dict)
        or not isinstance(record.get("seq"), int)
        or not isinstance(record.get("prev"), str)
        or record.get("event") not in AUDIT_EVENTS
    ):
        return None
    return record
