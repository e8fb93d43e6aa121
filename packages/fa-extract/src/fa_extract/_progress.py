"""Progress of one parse, from a reader inside the worker to the caller's progress callback.

A reader calls `report(done, total, unit)` as it goes (a PDF per page, a deck per slide, Word
per top-level body element). The worker installs a sink for the request it is serving (a
progress frame on the pipe); with no sink, as in a test calling a reader directly, `report`
does nothing. Only documents of at least `MIN_PARTS` parts report at all, at most every
`INTERVAL_SECONDS` and always at the last part, so a small document costs no frame and a large
one a few per second.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Literal

__all__ = ("INTERVAL_SECONDS", "MIN_PARTS", "UNITS", "Unit", "installed", "report")

Unit = Literal["page", "slide", "part"]
UNITS: frozenset[str] = frozenset({"page", "slide", "part"})
MIN_PARTS = 8
INTERVAL_SECONDS = 0.25

Sink = Callable[[int, int, str], None]


class _Route:
    """Where `report` goes for the request being served (one at a time in a worker)."""

    sink: Sink | None = None
    last: float = 0.0


_ROUTE = _Route()


def report(done: int, total: int, unit: Unit) -> None:
    """Tell the caller `done` of `total` parts are read (a no-op without a sink)."""
    sink = _ROUTE.sink
    if sink is None or total < MIN_PARTS:
        return
    now = time.monotonic()
    if done < total and now - _ROUTE.last < INTERVAL_SECONDS:
        return
    _ROUTE.last = now
    sink(done, total, unit)


class installed:  # noqa: N801 - used as a context manager, like contextlib's
    """`with installed(sink):` routes `report` to `sink` for one request."""

    def __init__(self, sink: Sink) -> None:
        self._sink = sink

    def __enter__(self) -> None:
        _ROUTE.sink, _ROUTE.last = self._sink, time.monotonic()

    def __exit__(self, *exc: object) -> None:
        _ROUTE.sink = None
