"""A killed worker is replaced, never a verdict: real worker processes, real SIGKILL.

Workers are found through /proc (the children of this process running fa_extract._worker), so
these tests run on Linux only. Each kill is sent by a separate thread the way an operator or the
out-of-memory killer would: idle, in the middle of a request, or while the worker starts.
"""

from __future__ import annotations

import io
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from fa_extract import ExtractError, Extractor, Limits

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="finds worker processes through /proc"
)

Builders = dict[str, Callable[..., bytes]]
# Generous clocks: only the kills may end a worker in these tests, never a limit.
_LIMITS = Limits(wall_seconds=300, page_fallback_seconds=600, worker_cpu_seconds=300)


def _svg(text: str) -> bytes:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="9">{text}</text></svg>'
    ).encode()


def _workers() -> set[int]:
    """The live fa-extract worker processes started by this process (zombies excluded)."""
    found: set[int] = set()
    for children in Path("/proc/self/task").glob("*/children"):
        try:
            pids = children.read_text().split()
        except OSError:
            continue
        for pid in pids:
            try:
                command = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            if b"fa_extract._worker" in command:
                found.add(int(pid))
    return found


def _cpu_ticks(pid: int) -> int | None:
    """User plus system CPU ticks of a process, None once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat.rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


class _Killer(threading.Thread):
    """SIGKILLs workers: first `busy` (the idle worker, once it starts spending CPU on a
    request), then every worker that appears later, until `kills` were sent."""

    def __init__(self, *, kills: int, busy: int | None = None) -> None:
        super().__init__(name="worker-killer", daemon=True)
        self.kills = kills
        self.busy = busy
        self.known = _workers()
        self.baseline = _cpu_ticks(busy) if busy is not None else None
        self.killed: list[int] = []
        self.stop = threading.Event()

    def _kill(self, pid: int) -> None:
        os.kill(pid, signal.SIGKILL)
        self.killed.append(pid)
        self.known.add(pid)

    def run(self) -> None:
        # A bound on the thread's life, not an assertion: the test checks what was killed.
        deadline = time.monotonic() + 120
        while len(self.killed) < self.kills and not self.stop.is_set():
            if time.monotonic() > deadline:
                return
            if self.busy is not None:
                ticks = _cpu_ticks(self.busy)
                if ticks is not None and self.baseline is not None and ticks > self.baseline:
                    self._kill(self.busy)
                    self.busy = None
            else:
                for pid in sorted(_workers() - self.known):
                    self._kill(pid)
                    break
            time.sleep(0.002)


def _only_worker(before: set[int]) -> int:
    """The one worker this test's extractor runs (`before`: workers other tests left)."""
    workers = _workers() - before
    assert len(workers) == 1
    return next(iter(workers))


def test_a_worker_killed_while_idle_is_replaced_for_the_next_read() -> None:
    before = _workers()
    with Extractor(_LIMITS) as ex:
        for round_ in range(20):
            assert ex.read(io.BytesIO(_svg(f"before {round_}")), "a.svg").grade == "B"
            os.kill(_only_worker(before), signal.SIGKILL)
            # Straight after the kill, before anyone reaped the worker: a harmless one-line SVG
            # must still read, never DOCUMENT_LIMIT_EXCEEDED.
            read = ex.read(io.BytesIO(_svg(f"after {round_}")), "b.svg")
            assert read.blocks[0].text == f"after {round_}"
        assert ex.worker_starts == 21


def test_a_worker_killed_mid_read_is_replaced_and_the_read_answers(pdfs: Builders) -> None:
    before = _workers()
    with Extractor(_LIMITS) as ex:
        ex.read(io.BytesIO(_svg("warm")), "warm.svg")
        for round_ in range(3):
            flood = pdfs["text_flood"](20_000 + round_)
            starts = ex.worker_starts
            killer = _Killer(kills=1, busy=_only_worker(before))
            killer.start()
            inspection = ex.inspect(io.BytesIO(flood), "flood.pdf")
            killer.stop.set()
            killer.join()
            assert len(killer.killed) == 1
            assert inspection.grade == "B"
            assert inspection.cache_hit is False
            assert ex.worker_starts == starts + 1
            # The verdict the second worker reached is the one remembered.
            assert ex.inspect(io.BytesIO(flood), "flood.pdf").cache_hit is True


def test_two_deaths_give_the_limit_code_and_nothing_sticks(pdfs: Builders) -> None:
    flood = pdfs["text_flood"](20_000)
    before = _workers()
    with Extractor(_LIMITS) as ex:
        ex.read(io.BytesIO(_svg("warm")), "warm.svg")
        killer = _Killer(kills=2, busy=_only_worker(before))
        killer.start()
        with pytest.raises(ExtractError) as caught:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        killer.stop.set()
        killer.join()
        assert len(killer.killed) == 2
        assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"
        # Not remembered by sha256: with no one killing, the same bytes read.
        again = ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert again.grade == "B"
        assert again.cache_hit is False


def test_a_worker_killed_while_starting_is_started_again() -> None:
    for round_ in range(5):
        killer = _Killer(kills=1)
        killer.start()
        with Extractor(_LIMITS) as ex:
            read = ex.read(io.BytesIO(_svg(f"start {round_}")), "s.svg")
            killer.stop.set()
            killer.join()
            assert len(killer.killed) == 1
            assert read.blocks[0].text == f"start {round_}"
            assert ex.worker_starts == 2


def test_the_cpu_limit_is_still_a_verdict(pdfs: Builders) -> None:
    flood = pdfs["text_flood"](200_000)
    limits = Limits(worker_cpu_seconds=1, wall_seconds=120, page_fallback_seconds=600)
    with Extractor(limits) as ex:
        with pytest.raises(ExtractError) as caught:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"
        starts = ex.worker_starts
        # One worker spent on it (no retry), and the verdict is remembered: no second cost.
        assert starts == 1
        with pytest.raises(ExtractError) as again:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert again.value.code == "DOCUMENT_LIMIT_EXCEEDED"
        assert ex.worker_starts == starts
