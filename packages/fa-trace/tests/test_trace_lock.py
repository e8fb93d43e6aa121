"""The lock between processes sharing a trace folder: held by another process past the timeout,
tracing turns itself off instead of blocking the tool call; released, lines go on."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from fa_trace import Tracer
from fa_trace._tracer import LOCK_NAME

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="holds the lock with flock")

_HOLDER = textwrap.dedent(
    """
    import fcntl, os, sys, time
    fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    open(sys.argv[2], "w").close()
    time.sleep(float(sys.argv[3]))
    """
)


def _hold(lock: Path, ready: Path, seconds: float) -> subprocess.Popen[bytes]:
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(lock), str(ready), str(seconds)])
    deadline = time.monotonic() + 30
    while not ready.exists():
        assert time.monotonic() < deadline, "the holder did not start"
        time.sleep(0.01)
    return holder


def test_a_lock_held_past_the_timeout_turns_tracing_off(tmp_path: Path) -> None:
    traces = tmp_path / "traces"
    tracer = Tracer(traces, lock_timeout=0.2)
    assert tracer.enabled
    holder = _hold(traces / LOCK_NAME, tmp_path / "ready", 30)
    try:
        tracer.record("scan_folder", duration_ms=1.0, outcome="ok")
    finally:
        holder.kill()
        holder.wait()
    assert not tracer.enabled
    assert tracer.disabled_reason == "TRACE_LOCK_TIMEOUT"
    assert list(traces.glob("*.jsonl")) == []


def test_a_lock_released_within_the_timeout_is_waited_for(tmp_path: Path) -> None:
    traces = tmp_path / "traces"
    tracer = Tracer(traces, lock_timeout=30)
    holder = _hold(traces / LOCK_NAME, tmp_path / "ready", 0.3)
    try:
        tracer.record("scan_folder", duration_ms=1.0, outcome="ok")
    finally:
        holder.wait()
    assert tracer.enabled
    assert tracer.lines_written == 1
