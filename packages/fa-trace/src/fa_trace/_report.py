"""Summaries of trace files: calls, errors by code, and latency per tool."""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from fa_trace._errors import TraceArgumentError
from fa_trace._policy import clean_outcome, clean_tool

MAX_DAYS = 3660
_DAY_FILE = re.compile(r"\d{4}-\d{2}-\d{2}\.jsonl")


@dataclass(frozen=True)
class ToolStats:
    """Calls, errors and latency of one tool over the report's days."""

    tool: str
    calls: int
    errors: int
    errors_by_code: dict[str, int]
    p50_ms: float | None
    p95_ms: float | None

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {
            "tool": self.tool,
            "calls": self.calls,
            "errors": self.errors,
            "errors_by_code": dict(self.errors_by_code),
            "p50_ms": self.p50_ms,
            "p95_ms": self.p95_ms,
        }


@dataclass(frozen=True)
class TraceReport:
    """What the trace files of a range of days say, tool by tool.

    ``skipped_lines`` counts lines that were not a trace record (a torn line after a crash, or
    a line from another program); they are left out of every figure.
    """

    first_day: date
    last_day: date
    files: int
    calls: int
    errors: int
    errors_by_code: dict[str, int]
    tools: tuple[ToolStats, ...]
    skipped_lines: int

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict, the form ``fa-trace report --json`` prints."""
        return {
            "first_day": self.first_day.isoformat(),
            "last_day": self.last_day.isoformat(),
            "files": self.files,
            "calls": self.calls,
            "errors": self.errors,
            "errors_by_code": dict(self.errors_by_code),
            "tools": [tool.to_dict() for tool in self.tools],
            "skipped_lines": self.skipped_lines,
        }


def report(trace_dir: Path | str, *, days: int = 7, today: date | None = None) -> TraceReport:
    """Summarise the trace files of the last ``days`` days, ``today`` (UTC) included.

    A missing trace folder or day file simply contributes nothing: a server that never traced
    has an empty report, not an error.

    Raises:
        TraceArgumentError: ``days`` is not between 1 and 3660.
    """
    if isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= MAX_DAYS:
        raise TraceArgumentError(f"days must be a whole number from 1 to {MAX_DAYS}.")
    last = today if today is not None else datetime.now(UTC).date()
    first = last - timedelta(days=days - 1)
    folder = Path(trace_dir)
    durations: dict[str, list[float]] = {}
    calls: Counter[str] = Counter()
    errors: dict[str, Counter[str]] = {}
    files = 0
    skipped = 0
    for offset in range(days):
        path = folder / f"{(first + timedelta(days=offset)).isoformat()}.jsonl"
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            continue
        except OSError:
            # A day file we may not read is reported as missing, never as an exception that
            # would carry its path.
            continue
        files += 1
        for line in raw.splitlines():
            parsed = _parse(line)
            if parsed is None:
                if line.strip():
                    skipped += 1
                continue
            tool, outcome, duration = parsed
            calls[tool] += 1
            errors.setdefault(tool, Counter())
            if outcome != "ok":
                errors[tool][outcome] += 1
            if duration is not None:
                durations.setdefault(tool, []).append(duration)
    tools = tuple(
        ToolStats(
            tool=name,
            calls=calls[name],
            errors=sum(errors[name].values()),
            errors_by_code=dict(sorted(errors[name].items())),
            p50_ms=_percentile(durations.get(name, []), 50),
            p95_ms=_percentile(durations.get(name, []), 95),
        )
        for name in sorted(calls)
    )
    total_errors: Counter[str] = Counter()
    for counter in errors.values():
        total_errors.update(counter)
    return TraceReport(
        first_day=first,
        last_day=last,
        files=files,
        calls=sum(calls.values()),
        errors=sum(total_errors.values()),
        errors_by_code=dict(sorted(total_errors.items())),
        tools=tools,
        skipped_lines=skipped,
    )


def _parse(line: bytes) -> tuple[str, str, float | None] | None:
    try:
        record = json.loads(line)
    except ValueError:
        return None
    if not isinstance(record, dict) or "tool" not in record or "outcome" not in record:
        return None
    duration = record.get("duration_ms")
    if not _is_duration(duration):
        duration = None
    # Names are checked again on the way out: a trace file is only as trusted as its folder.
    return clean_tool(record["tool"]), clean_outcome(record["outcome"]), duration


def _is_duration(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and value >= 0


def _percentile(values: Sequence[float], percent: int) -> float | None:
    """Nearest-rank percentile: always one of the measured values, never an interpolation."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(percent / 100 * len(ordered)))
    return round(float(ordered[rank - 1]), 3)


def render_table(summary: TraceReport) -> str:
    """The report as a plain-text table for a terminal, ending with a newline.

    One row per tool (calls, errors, p50 and p95 in milliseconds), a total row, then the
    errors by code.
    """
    header = ("tool", "calls", "errors", "p50 ms", "p95 ms")
    rows = [
        (t.tool, str(t.calls), str(t.errors), _ms(t.p50_ms), _ms(t.p95_ms)) for t in summary.tools
    ]
    rows.append(("total", str(summary.calls), str(summary.errors), "", ""))
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]

    def fmt(row: Sequence[str]) -> str:
        numbers = zip(row[1:], widths[1:], strict=True)
        cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in numbers]
        return "  ".join(cells).rstrip()

    lines = [
        f"fa-trace report: {summary.first_day.isoformat()} to {summary.last_day.isoformat()} "
        f"(UTC days), {summary.files} trace file(s)",
        "",
        fmt(header),
        fmt(["-" * w for w in widths]),
        *(fmt(row) for row in rows[:-1]),
        fmt(["-" * w for w in widths]),
        fmt(rows[-1]),
    ]
    if summary.errors_by_code:
        lines += ["", "errors by code:"]
        code_width = max(len(code) for code in summary.errors_by_code)
        lines += [
            f"  {code.ljust(code_width)}  {count}" for code, count in summary.errors_by_code.items()
        ]
    if summary.skipped_lines:
        lines += ["", f"{summary.skipped_lines} line(s) were not trace records and were skipped."]
    if not summary.calls:
        lines += ["", "No tool calls were traced in this period."]
    return "\n".join(lines) + "\n"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"
