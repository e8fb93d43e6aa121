"""The caller's side of the worker: start it, talk to it, kill it when a limit fires.

One warm worker per Extractor serves requests one at a time. The wall clock is enforced here:
when a request runs past `Limits.wall_seconds`, the worker's whole process group is killed and
the call fails with DOCUMENT_TIMEOUT; when the worker dies on its own (address-space or CPU
limit), the call fails with DOCUMENT_LIMIT_EXCEEDED. The next call starts a fresh worker.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import signal
import subprocess
import sys
import threading
from typing import Any

from . import _errors as e
from ._errors import ExtractError, InvariantError
from ._limits import Limits
from ._wire import WireError, read_frame, write_frame

__all__ = ("WorkerClient",)

_START_SECONDS = 60.0
_KNOWN_CODES = frozenset(
    {
        e.FORMAT_UNSUPPORTED,
        e.FORMAT_MISMATCH,
        e.DOCUMENT_EMPTY,
        e.DOCUMENT_TOO_LARGE,
        e.DOCUMENT_CORRUPT,
        e.DOCUMENT_ENCRYPTED,
        e.DOCUMENT_LIMIT_EXCEEDED,
        e.DOCUMENT_TIMEOUT,
        e.DOCUMENT_ENCODING_UNKNOWN,
        e.BLOCK_RANGE_INVALID,
        e.NO_IMAGE_FOR_FORMAT,
        e.PDF_PAGE_HAS_NO_IMAGE,
        e.SERVER_INVARIANT_BROKEN,
    }
)


def _timeout() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_TIMEOUT,
        "Reading the document took longer than the time limit and was stopped; the file is "
        "hostile or too complex. Split it or export a simpler copy.",
    )


def _died() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        "Reading the document exceeded the worker's memory or CPU limit and was stopped; the "
        "file is hostile or too complex.",
    )


class _Worker:
    def __init__(self, limits: Limits) -> None:
        env = dict(os.environ)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "fa_extract._worker", str(limits.worker_memory_bytes)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            env=env,
        )

    def exchange(
        self, header: dict[str, Any] | None, payload: bytes, timeout: float
    ) -> tuple[dict[str, Any], bytes] | None:
        """Send a request (or only wait for a frame when header is None); None on timeout."""
        box: dict[str, Any] = {}
        proc = self.proc

        def run() -> None:
            try:
                assert proc.stdin is not None and proc.stdout is not None
                if header is not None:
                    write_frame(proc.stdin, header, payload)
                box["frame"] = read_frame(proc.stdout)
            except (WireError, OSError, ValueError) as exc:
                box["error"] = exc

        thread = threading.Thread(target=run, name="fa-extract-worker-io", daemon=True)
        thread.start()
        thread.join(timeout)
        if thread.is_alive():
            self.kill()
            thread.join(5.0)
            return None
        if "frame" in box:
            return box["frame"]
        raise WireError("worker closed")

    def kill(self) -> None:
        proc = self.proc
        if proc.poll() is None:
            with contextlib.suppress(OSError):
                if hasattr(os, "killpg"):
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
        self.close_pipes()

    def close_pipes(self) -> None:
        proc = self.proc
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(10.0)

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
        worker = _Worker(self._limits)
        self.starts += 1
        try:
            ready = worker.exchange(None, b"", _START_SECONDS)
        except WireError:
            ready = None
        if ready is None or ready[0].get("ready") is not True:
            worker.kill()
            raise InvariantError(
                "The extraction worker did not start. This is a defect or an installation "
                "problem in fa, not in the file: stop and report it."
            )
        self._worker = worker
        return worker

    def call(self, header: dict[str, Any], payload: bytes) -> tuple[dict[str, Any], bytes]:
        """Run one request in the worker and return its successful response.

        Raises:
            ExtractError: the worker's error code, DOCUMENT_TIMEOUT, DOCUMENT_LIMIT_EXCEEDED.
        """
        request = dict(header)
        request["limits"] = dataclasses.asdict(self._limits)
        with self._lock:
            if self._closed:
                raise InvariantError("The extractor was used after close(); this is a defect.")
            worker = self._ensure()
            try:
                frame = worker.exchange(request, payload, self._limits.wall_seconds)
            except WireError:
                worker.kill()
                self._worker = None
                raise _died() from None
            if frame is None:
                self._worker = None
                raise _timeout()
            response, out = frame
            if response.get("restart"):
                worker.stop()
                self._worker = None
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
