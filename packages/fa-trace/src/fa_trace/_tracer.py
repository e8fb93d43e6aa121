"""The trace writer: one JSON line per tool call, appended under a file lock."""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import secrets
import stat
import threading
import time
import unicodedata
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from fa_trace._policy import (
    DEFAULT_ARG_ALLOWLIST,
    DEFAULT_COUNTER_ENUMS,
    ArgRule,
    clean_args,
    clean_counters,
    clean_duration,
    clean_error_class,
    clean_outcome,
    clean_tool,
    enforce_safe,
)

_log = logging.getLogger("fa_trace")

LOCK_NAME = ".trace.lock"
TRACE_FORMAT_VERSION = 1

# O_NOFOLLOW: a trace file swapped for a symlink (perhaps into an allowed root) is refused, not
# followed. O_NONBLOCK: a FIFO planted under a trace file's name fails at once instead of
# blocking the server for ever; on regular files it changes nothing.
_OPEN_FLAGS = (
    os.O_RDWR
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_BINARY", 0)
)


def _utc_now() -> datetime:
    return datetime.now(UTC)


class _LockTimeoutError(Exception):
    """Another process held the trace lock longer than the timeout."""


class _FlockLock:
    """An exclusive `flock` on the lock file, through one descriptor kept open.

    The same lock `filelock` takes on POSIX, so writers of either kind exclude each other, but
    without its per-call bookkeeping: an uncontended append costs two system calls. Threads of
    this process are kept apart by the tracer's own mutex (flock does not see threads).
    """

    def __init__(self, path: Path, timeout: float) -> None:
        import fcntl

        self._fcntl = fcntl
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        self._fd = os.open(path, flags, 0o600)
        self._timeout = timeout

    def __enter__(self) -> None:
        fcntl = self._fcntl
        deadline = time.monotonic() + self._timeout
        while True:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise _LockTimeoutError from None
                time.sleep(0.002)

    def __exit__(self, *exc: object) -> None:
        self._fcntl.flock(self._fd, self._fcntl.LOCK_UN)


class _PortableLock:
    """`filelock` where there is no flock (Windows), its timeout reported as `_LockTimeoutError`."""

    def __init__(self, path: Path, timeout: float) -> None:
        from filelock import FileLock

        self._lock = FileLock(str(path), timeout=timeout)

    def __enter__(self) -> None:
        from filelock import Timeout

        try:
            self._lock.acquire()
        except Timeout:
            raise _LockTimeoutError from None

    def __exit__(self, *exc: object) -> None:
        self._lock.release()


@dataclass
class TraceCall:
    """One tool call in progress, filled in by the caller inside ``Tracer.call``.

    Set ``outcome`` to the error code when the call fails in a handled way, and add counters
    (block counts, pages, bytes, ``cache_hit``) as they become known.
    """

    tool: str
    args: dict[str, object] = field(default_factory=dict)
    counters: dict[str, object] = field(default_factory=dict)
    outcome: str = "ok"
    error_class: str | None = None


class Tracer:
    """Appends one privacy-safe JSON line per tool call to ``<trace_dir>/YYYY-MM-DD.jsonl``.

    A line holds the time (UTC), the tool, the duration, the outcome code, the exception class
    (never its message), allow-listed arguments in allow-listed forms, and numeric counters.
    Everything else is dropped in code before the line is built; see ``fa_trace._policy``.

    The tracer never raises into its caller. It switches itself off, with one warning on the
    ``fa_trace`` logger (stderr), when the trace folder lies inside an allowed root, cannot be
    created or written, or a write fails (a full disk); ``enabled`` and ``disabled_reason``
    say so. ``trace_dir=None`` turns tracing off silently.

    Two processes may share one trace folder: every line is written with one ``write`` call
    while holding a lock on ``<trace_dir>/.trace.lock``. Lines are not fsynced: a trace is
    instrumentation, and losing the last lines on a power cut is acceptable.
    """

    def __init__(
        self,
        trace_dir: Path | str | None,
        *,
        allowed_roots: Sequence[Path | str] = (),
        arg_allowlist: Mapping[str, ArgRule] | None = None,
        counter_enums: Mapping[str, Collection[str]] | None = None,
        clock: Callable[[], datetime] = _utc_now,
        lock_timeout: float = 10.0,
    ) -> None:
        """Check the trace folder and get ready to write; never raises.

        ``allowed_roots`` are the folders the server may read: a trace folder inside any of
        them (compared by resolved path components, case- and normalisation-insensitively)
        turns tracing off. ``arg_allowlist`` replaces ``DEFAULT_ARG_ALLOWLIST``;
        ``counter_enums`` replaces ``DEFAULT_COUNTER_ENUMS``. ``clock`` returns the current
        time (used for the line's time and the file's day).
        """
        self.enabled = False
        self.disabled_reason: str | None = None
        self.lines_written = 0
        self._allowlist = dict(DEFAULT_ARG_ALLOWLIST if arg_allowlist is None else arg_allowlist)
        self._counter_enums = dict(
            DEFAULT_COUNTER_ENUMS if counter_enums is None else counter_enums
        )
        self._clock = clock
        # Pseudonyms for paths are keyed with a secret that lives only in this object, so an
        # id in a trace can neither be reversed nor checked against a guessed file name.
        self._key = secrets.token_bytes(16)
        self._mutex = threading.Lock()
        self._state_mutex = threading.Lock()
        if trace_dir is None:
            self.disabled_reason = "TRACE_DIR_NOT_SET"
            return
        try:
            self._dir = Path(trace_dir).expanduser()
            inside = _inside_any(self._dir, allowed_roots)
        except (OSError, RuntimeError, ValueError, TypeError):
            # Fail closed: a folder that cannot be placed might lie inside a root.
            self._disable(
                "TRACE_DIR_UNCHECKABLE",
                "the trace folder or an allowed root could not be resolved, so tracing cannot "
                "prove it stays outside the allowed roots",
            )
            return
        if inside:
            self._disable(
                "TRACE_DIR_INSIDE_ALLOWED_ROOT",
                "the trace folder lies inside an allowed root; choose a trace folder outside "
                "every folder the server may read",
            )
            return
        lock_path = self._dir / LOCK_NAME
        try:
            self._dir.mkdir(parents=True, exist_ok=True, mode=0o700)
            self._lock: _FlockLock | _PortableLock
            if os.name == "posix":  # flock on a descriptor kept open
                self._lock = _FlockLock(lock_path, lock_timeout)
            else:
                fd = os.open(lock_path, os.O_WRONLY | os.O_CREAT, 0o600)
                os.close(fd)
                self._lock = _PortableLock(lock_path, lock_timeout)
        except (OSError, ValueError) as exc:
            self._disable(
                "TRACE_DIR_UNWRITABLE",
                f"the trace folder cannot be created or written ({_errno_name(exc)}); "
                "check its permissions or choose another trace folder",
            )
            return
        self.enabled = True

    def record(
        self,
        tool: str,
        *,
        duration_ms: float,
        outcome: str,
        args: Mapping[str, object] | None = None,
        counters: Mapping[str, object] | None = None,
        error_class: str | None = None,
    ) -> None:
        """Append one line for a finished tool call; never raises.

        ``outcome`` is ``"ok"`` or an error code such as ``"PATH_NOT_FOUND"``. ``args`` are the
        tool's arguments: only allow-listed names in allow-listed forms are kept. ``counters``
        are numbers, booleans, or strings from the closed sets in ``counter_enums``.
        ``error_class`` is an exception's class name; its message is never accepted.
        """
        if not self.enabled:
            return
        try:
            now = self._clock().astimezone(UTC)
            kept_args, dropped = clean_args(args, self._allowlist, key=self._key)
            record: dict[str, object] = {
                "v": TRACE_FORMAT_VERSION,
                "time": now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z",
                "tool": clean_tool(tool),
                "duration_ms": clean_duration(duration_ms),
                "outcome": clean_outcome(outcome),
                "error_class": clean_error_class(error_class),
                "args": kept_args,
                "counters": clean_counters(counters, self._counter_enums),
                "pid": os.getpid(),
            }
            if dropped:
                record["dropped_args"] = dropped
            safe = enforce_safe(record)
            line = json.dumps(safe, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
            self._append(now.date().isoformat(), (line + "\n").encode("ascii"))
        except _LockTimeoutError:
            self._disable(
                "TRACE_LOCK_TIMEOUT",
                "the trace folder's lock was held too long by another process",
            )
        except OSError as exc:
            self._disable(
                "TRACE_WRITE_FAILED",
                f"a trace line could not be written ({_errno_name(exc)}); "
                "free disk space or fix the trace folder, then restart the server",
            )
        except Exception as exc:  # a trace must never break the tool call
            self._disable(
                "TRACE_INTERNAL_ERROR",
                f"building a trace line failed ({type(exc).__name__})",
            )

    @contextmanager
    def call(self, tool: str, args: Mapping[str, object] | None = None) -> Iterator[TraceCall]:
        """Time a block of code as one tool call and record it when the block ends.

        Inside the block, set ``call.outcome`` to an error code and add ``call.counters``. An
        exception escaping the block is recorded with outcome ``EXCEPTION`` (unless an outcome
        was already set) and its class name, then re-raised unchanged.
        """
        current = TraceCall(tool=tool, args=dict(args or {}))
        started = time.perf_counter()
        try:
            yield current
        except BaseException as exc:
            if current.outcome == "ok":
                current.outcome = "EXCEPTION"
            if current.error_class is None:
                current.error_class = type(exc).__name__
            raise
        finally:
            self.record(
                current.tool,
                duration_ms=(time.perf_counter() - started) * 1000.0,
                outcome=current.outcome,
                args=current.args,
                counters=current.counters,
                error_class=current.error_class,
            )

    def _append(self, day: str, data: bytes) -> None:
        path = self._dir / f"{day}.jsonl"
        with self._mutex, self._lock:
            fd = os.open(path, _OPEN_FLAGS, 0o600)
            try:
                info = os.fstat(fd)
                if not stat.S_ISREG(info.st_mode):
                    raise OSError(errno.EINVAL, "trace file is not a regular file")
                if info.st_size:
                    # A writer that died mid-line left no newline: start on a fresh line so
                    # only the torn line is lost, not this one too.
                    os.lseek(fd, info.st_size - 1, os.SEEK_SET)
                    if os.read(fd, 1) != b"\n":
                        data = b"\n" + data
                try:
                    written = os.write(fd, data)
                except OSError:
                    _cut_back(fd, info.st_size)
                    raise
                if written != len(data):
                    # A full disk may take part of a line. We hold the lock, so the bytes
                    # after the old size are ours: cut them off rather than leave a torn line.
                    _cut_back(fd, info.st_size)
                    raise OSError(errno.ENOSPC, "short write")
            finally:
                os.close(fd)
            self.lines_written += 1

    def _disable(self, reason: str, sentence: str) -> None:
        with self._state_mutex:
            first = self.enabled or self.disabled_reason is None
            self.enabled = False
            if first:
                self.disabled_reason = reason
        if first:
            _log.warning("fa-trace: tracing is off: %s.", sentence)


def _cut_back(fd: int, size: int) -> None:
    with contextlib.suppress(OSError):
        os.ftruncate(fd, size)


def _errno_name(exc: Exception) -> str:
    """The error's symbolic name (``ENOSPC``), never its message, which carries the path."""
    if isinstance(exc, OSError) and exc.errno is not None:
        return errno.errorcode.get(exc.errno, f"errno {exc.errno}")
    return type(exc).__name__


def _components(path: Path | str) -> tuple[str, ...]:
    resolved = Path(path).expanduser().resolve()
    return tuple(unicodedata.normalize("NFC", part).casefold() for part in resolved.parts)


def _inside_any(trace_dir: Path, roots: Sequence[Path | str]) -> bool:
    """True when ``trace_dir`` is, or lies under, any root.

    Compared by resolved path components, so ``/data/allowed_evil`` is not under
    ``/data/allowed`` but a symlink into a root is. Components are compared case-folded and
    NFC-normalised: on a case-insensitive or normalising disk two spellings are one folder,
    and where they are not, turning tracing off is the safe error.
    """
    target = _components(trace_dir)
    for root in roots:
        parts = _components(root)
        if target[: len(parts)] == parts:
            return True
    return False
