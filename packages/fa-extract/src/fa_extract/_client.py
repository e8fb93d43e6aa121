"""The caller's side of the worker: start it, talk to it, kill it when a limit fires.

One warm worker per Extractor serves requests one at a time. The wall clock is enforced here:
when a request runs past `Limits.wall_seconds`, the worker's whole process group is killed and
the call fails with DOCUMENT_TIMEOUT. Those two, an error frame the worker sent and a worker
ended by its CPU limit (SIGXCPU), are verdicts about the document: the caller may remember them.

A worker that dies without a verdict (killed from outside, out of memory, killed while starting,
or found dead when a request arrives) says nothing about the document: it is replaced and the
call runs once more. Only when the second worker dies too does the call fail, with
DOCUMENT_LIMIT_EXCEEDED raised as `WorkerLostError`, which the caller must not remember: the next
call tries again, so a kill never turns into a refusal that sticks.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import queue
import selectors
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from . import _errors as e
from ._errors import ExtractError, InvariantError
from ._limits import Limits
from ._progress import UNITS
from ._wire import WireError, frame_head, read_frame, take_frame, write_frame

__all__ = ("WorkerClient", "WorkerLostError")

_START_SECONDS = 60.0
_KNOWN_CODES = frozenset(
    {
        e.FORMAT_UNSUPPORTED,
        e.FORMAT_MISMATCH,
        e.DOCUMENT_EMPTY,
        e.DOCUMENT_TOO_LARGE,
        e.DOCUMENT_CORRUPT,
        e.DOCUMENT_ENCRYPTED,
        e.DOCUMENT_DRM_PROTECTED,
        e.DOCUMENT_LIMIT_EXCEEDED,
        e.DOCUMENT_TIMEOUT,
        e.DOCUMENT_ENCODING_UNKNOWN,
        e.BLOCK_RANGE_INVALID,
        e.NO_IMAGE_FOR_FORMAT,
        e.PDF_PAGE_HAS_NO_IMAGE,
        e.SERVER_INVARIANT_BROKEN,
    }
)


Progress = Callable[[int, int, str], None]
"""(parts done, parts in all, unit: page, slide or part) of the document being parsed."""


def _progress_step(frame: dict[str, Any]) -> tuple[int, int, str] | None:
    """A progress frame's numbers when they make sense; a frame from a subverted worker that
    does not is dropped, never passed on."""
    step, unit = frame.get("progress"), frame.get("unit")
    if not isinstance(step, list) or len(step) != 2 or unit not in UNITS:
        return None
    done, total = step
    if type(done) is not int or type(total) is not int or not 0 <= done <= total <= 10**9:
        return None
    return done, total, str(unit)


def _timeout() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_TIMEOUT,
        "Reading the document took longer than the time limit and was stopped; the file is "
        "hostile or too complex. Split it or export a simpler copy.",
    )


def _died() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        "Reading the document exceeded the worker's CPU limit and was stopped; the file is "
        "hostile or too complex.",
    )


class WorkerLostError(ExtractError):
    """Two workers in a row died on this request without a verdict: never cached."""


def _lost() -> WorkerLostError:
    return WorkerLostError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        "The extraction worker stopped twice while reading this document (it was killed or ran "
        "out of memory); the file may be hostile or too complex, or the machine is short of "
        "memory. Nothing was remembered about the file: try once more, and if it fails again "
        "split it or export a simpler copy.",
    )


class _WorkerDiedError(Exception):
    """The worker process ended without answering; `returncode` says how."""

    def __init__(self, returncode: int | None) -> None:
        super().__init__("worker died")
        self.returncode = returncode

    @property
    def cpu_limit(self) -> bool:
        """Ended by its own CPU limit: a verdict about the request, not an outside kill."""
        xcpu = getattr(signal, "SIGXCPU", None)
        return xcpu is not None and self.returncode == -xcpu


# Where the pipes can be polled (POSIX), a request is written and its answer read on the
# calling thread, the wall clock bounding both through the poll; elsewhere (Windows, whose
# pipes cannot be polled) a thread per request does the blocking I/O while the caller waits
# on the clock. The thread cost a small file about 0.2 ms and, on about one request in two
# sent back to back (most likely its hand-offs waiting for the interpreter's lock), up to
# 3.5 ms more: most of the fixed cost of a read.
_POLLED = os.name == "posix"
_READ_CHUNK = 1 << 16
"""What one read asks of the pipe: its default capacity, all a read can return. os.read
allocates what it is asked for: 1 MiB cost about 50 us a read, 64 KiB 5 us."""
_JOINED_PAYLOAD = 1 << 16
"""A payload up to this size is sent in one write with its frame's head (copied once); a
larger one is written from its own buffer."""


def _send(fd: int, pending: list[memoryview]) -> None:
    """Write what the non-blocking pipe takes now, dropping what was written from `pending`."""
    while pending:
        try:
            written = os.write(fd, pending[0])
        except BlockingIOError:
            return
        pending[0] = pending[0][written:]
        if not pending[0]:
            pending.pop(0)


def _limits_argument(limits: Limits) -> str:
    """The worker's limits, given once on its command line: a request carrying them cost
    about 20 us of JSON and a `Limits` built again, on each side, every time."""
    return json.dumps(dataclasses.asdict(limits), separators=(",", ":"))


class _Worker:
    def __init__(self, limits: Limits) -> None:
        env = dict(os.environ)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "fa_extract._worker", _limits_argument(limits)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            env=env,
        )
        self._inbox = bytearray()  # bytes read from the worker, not yet a whole frame
        self._selector: selectors.BaseSelector | None = None
        if _POLLED:
            assert self.proc.stdin is not None and self.proc.stdout is not None
            os.set_blocking(self.proc.stdin.fileno(), False)
            self._selector = selectors.DefaultSelector()
            self._selector.register(self.proc.stdout.fileno(), selectors.EVENT_READ)

    def exchange(
        self,
        header: dict[str, Any] | None,
        payload: bytes,
        timeout: float,
        on_progress: Progress | None = None,
    ) -> tuple[dict[str, Any], bytes] | None:
        """Send a request (or only wait for a frame when header is None); None on timeout.

        Progress frames before the answer go to `on_progress` on the calling thread (so a
        server can forward them from the thread it runs the call in); the wall clock covers
        sending the request, them and the answer together.
        """
        if self._selector is None:
            return self._exchange_threaded(header, payload, timeout, on_progress)
        deadline = time.monotonic() + timeout
        proc = self.proc
        assert proc.stdin is not None and proc.stdout is not None
        out_fd, in_fd = proc.stdout.fileno(), proc.stdin.fileno()
        pending: list[memoryview] = []
        if header is not None:
            head = frame_head(header, len(payload))
            if len(payload) <= _JOINED_PAYLOAD:  # one write: the worker is woken once
                pending = [memoryview(head + payload)]
            else:
                pending = [memoryview(head), memoryview(payload)]
        try:
            _send(in_fd, pending)  # most requests fit the pipe: no poll for writing
            if pending:
                self._selector.register(in_fd, selectors.EVENT_WRITE)
            while True:
                frame = take_frame(self._inbox)
                if frame is not None:
                    if "progress" not in frame[0]:
                        return frame
                    step = _progress_step(frame[0])
                    if step is not None and on_progress is not None:
                        try:
                            on_progress(*step)
                        except BaseException:
                            self.kill()  # its answer must not be read as the next request's
                            raise
                    continue
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    self.kill()
                    return None
                for key, _ in self._selector.select(remaining):
                    if key.fd == out_fd:
                        chunk = os.read(out_fd, _READ_CHUNK)
                        if not chunk:
                            raise WireError("worker closed")
                        self._inbox += chunk
                    elif pending:
                        _send(in_fd, pending)
                        if not pending:
                            self._selector.unregister(in_fd)
        except (OSError, ValueError):
            raise WireError("worker closed") from None
        finally:
            if pending and self._selector is not None:
                with contextlib.suppress(KeyError, ValueError, OSError):
                    self._selector.unregister(in_fd)

    def _exchange_threaded(
        self,
        header: dict[str, Any] | None,
        payload: bytes,
        timeout: float,
        on_progress: Progress | None = None,
    ) -> tuple[dict[str, Any], bytes] | None:
        """`exchange` where the pipes cannot be polled: a thread does the blocking I/O."""
        frames: queue.Queue[tuple[dict[str, Any], bytes] | Exception] = queue.Queue()
        proc = self.proc

        def run() -> None:
            try:
                assert proc.stdin is not None and proc.stdout is not None
                if header is not None:
                    write_frame(proc.stdin, header, payload)
                while True:
                    frame = read_frame(proc.stdout)
                    frames.put(frame)
                    if "progress" not in frame[0]:
                        return
            except (WireError, OSError, ValueError) as exc:
                frames.put(exc)

        thread = threading.Thread(target=run, name="fa-extract-worker-io", daemon=True)
        thread.start()
        deadline = time.monotonic() + timeout
        while True:
            try:
                item = frames.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.kill()
                thread.join(5.0)
                return None
            if isinstance(item, Exception):
                raise WireError("worker closed")
            if "progress" not in item[0]:
                return item
            step = _progress_step(item[0])
            if step is not None and on_progress is not None:
                on_progress(*step)

    def reap(self) -> int | None:
        """After the pipe broke: wait for the process to end and return how it ended.

        A process that closed its pipe but does not end is killed; its status then says our
        kill (-SIGKILL), which is not a verdict either.
        """
        proc = self.proc
        self.close_pipes(wait=0.0)
        try:
            proc.wait(5.0)
        except subprocess.TimeoutExpired:
            self.kill()
        return proc.returncode

    def kill(self) -> None:
        proc = self.proc
        if proc.poll() is None:
            with contextlib.suppress(OSError):
                if hasattr(os, "killpg"):
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
        self.close_pipes()

    def close_pipes(self, wait: float = 10.0) -> None:
        proc = self.proc
        if self._selector is not None:
            self._selector.close()
            self._selector = None
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        if wait > 0:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(wait)

    def stop(self) -> None:
        """Ask the worker to end (stdin closed); kill it if it does not."""
        proc = self.proc
        if proc.stdin is not None:
            with contextlib.suppress(OSError):
                proc.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(2.0)
        self.kill()


class WorkerClient:
    """Thread-safe access to one warm worker process."""

    def __init__(self, limits: Limits) -> None:
        self._limits = limits
        self._lock = threading.Lock()
        self._worker: _Worker | None = None
        self._closed = False
        self.starts = 0

    def _ensure(self) -> _Worker:
        worker = self._worker
        if worker is not None and worker.proc.poll() is None:
            return worker
        if worker is not None:
            worker.kill()
            self._worker = None
        worker = _Worker(self._limits)
        self.starts += 1
        try:
            ready = worker.exchange(None, b"", _START_SECONDS)
        except WireError:
            # Gone before saying ready. Killed by a signal (from outside, or the memory
            # limit) says nothing about fa or the file: the caller starts another. An exit
            # with a status is an installation defect (an import failed).
            returncode = worker.reap()
            if returncode is not None and returncode < 0:
                raise _WorkerDiedError(returncode) from None
            ready = None
        if ready is None or ready[0].get("ready") is not True:
            worker.kill()
            raise InvariantError(
                "The extraction worker did not start. This is a defect or an installation "
                "problem in fa, not in the file: stop and report it."
            )
        self._worker = worker
        return worker

    def _attempt(
        self, request: dict[str, Any], payload: bytes, progress: Progress | None
    ) -> tuple[dict[str, Any], bytes]:
        """One request on a live worker (started if needed); the frame it answered.

        Raises:
            _WorkerDiedError: the worker ended without an answer (at start or during the request).
            ExtractError: DOCUMENT_TIMEOUT (the wall clock fired: a verdict).
        """
        worker = self._ensure()
        try:
            frame = worker.exchange(request, payload, self._limits.wall_seconds, progress)
        except WireError:
            self._worker = None
            raise _WorkerDiedError(worker.reap()) from None
        if frame is None:
            self._worker = None
            raise _timeout()
        if frame[0].get("restart"):
            worker.stop()
            self._worker = None
        return frame

    def call(
        self, header: dict[str, Any], payload: bytes, *, progress: Progress | None = None
    ) -> tuple[dict[str, Any], bytes]:
        """Run one request in the worker and return its successful response; `progress`
        receives (done, total, unit) of a long parse as the worker reports it.

        A worker that dies without answering is replaced and the request sent once more.

        Raises:
            ExtractError: the worker's error code, DOCUMENT_TIMEOUT, DOCUMENT_LIMIT_EXCEEDED
                (the CPU limit ended the worker); `WorkerLostError` (DOCUMENT_LIMIT_EXCEEDED, not a
                verdict) when the second worker died too.
            InvariantError: the worker cannot start, or answered something unknown.
        """
        request = dict(header)
        if progress is not None:
            request["progress"] = True
        with self._lock:
            if self._closed:
                raise InvariantError("The extractor was used after close(); this is a defect.")
            try:
                response, out = self._attempt(request, payload, progress)
            except _WorkerDiedError as first:
                if first.cpu_limit:
                    raise _died() from None
                try:
                    response, out = self._attempt(request, payload, progress)
                except _WorkerDiedError as second:
                    if second.cpu_limit:
                        raise _died() from None
                    raise _lost() from None
        if response.get("ok") is True:
            return response, out
        code = response.get("code")
        message = response.get("message")
        if code not in _KNOWN_CODES or not isinstance(message, str):
            raise InvariantError(
                "The extraction worker returned an unknown error. This is a defect in fa, not "
                "in the file: stop and report it."
            )
        if code == e.SERVER_INVARIANT_BROKEN:
            raise InvariantError(message[:500])
        raise ExtractError(code, message[:500])

    def close(self) -> None:
        """Stop the worker; later calls fail."""
        with self._lock:
            self._closed = True
            if self._worker is not None:
                self._worker.stop()
                self._worker = None
