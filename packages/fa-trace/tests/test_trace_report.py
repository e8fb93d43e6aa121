"""The report: calls, errors by code and p50/p95 per tool, as a table and as JSON."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from fa_trace import TraceArgumentError, Tracer, render_table, report
from fa_trace._cli import main

TODAY = date(2026, 3, 10)


def _write(folder: Path, day: str, lines: list[object]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines)
    (folder / f"{day}.jsonl").write_text(text, encoding="utf-8")


def _call(tool: str, ms: float, outcome: str = "ok") -> dict[str, object]:
    return {"v": 1, "tool": tool, "duration_ms": ms, "outcome": outcome}


@pytest.fixture
def traces(tmp_path: Path) -> Path:
    folder = tmp_path / "traces"
    # read_document: 20 calls taking 1..20 ms, two of them failing.
    reads = [_call("read_document", float(ms)) for ms in range(1, 21)]
    reads[3] = _call("read_document", 4.0, "PATH_NOT_FOUND")
    reads[7] = _call("read_document", 8.0, "DOCUMENT_TOO_LARGE")
    _write(folder, "2026-03-10", [*reads[:10], '{"v":1,"tool":"read_docu'])
    _write(folder, "2026-03-04", [*reads[10:], _call("scan_folder", 3.0, "PATH_NOT_FOUND")])
    # Outside a 7-day window ending 2026-03-10:
    _write(folder, "2026-03-03", [_call("scan_folder", 99.0)])
    return folder


def test_trace_report_counts_and_percentiles(traces: Path) -> None:
    summary = report(traces, days=7, today=TODAY)
    assert summary.first_day == date(2026, 3, 4)
    assert summary.files == 2
    assert summary.calls == 21
    assert summary.errors == 3
    assert summary.errors_by_code == {"DOCUMENT_TOO_LARGE": 1, "PATH_NOT_FOUND": 2}
    assert summary.skipped_lines == 1
    read, scan = summary.tools
    assert (read.tool, read.calls, read.errors) == ("read_document", 20, 2)
    # Nearest rank over 1..20 ms: p50 is the 10th value, p95 the 19th.
    assert (read.p50_ms, read.p95_ms) == (10.0, 19.0)
    assert (scan.tool, scan.calls, scan.p50_ms, scan.p95_ms) == ("scan_folder", 1, 3.0, 3.0)


def test_trace_report_window_includes_older_days_when_asked(traces: Path) -> None:
    summary = report(traces, days=8, today=TODAY)
    assert summary.calls == 22
    assert {t.tool: t.calls for t in summary.tools}["scan_folder"] == 2


def test_trace_report_of_a_missing_folder_is_empty(tmp_path: Path) -> None:
    summary = report(tmp_path / "never", today=TODAY)
    assert (summary.calls, summary.files, summary.tools) == (0, 0, ())
    assert "No tool calls were traced" in render_table(summary)


def test_trace_report_rejects_a_bad_day_count(tmp_path: Path) -> None:
    for days in (0, -1, 4000):
        with pytest.raises(TraceArgumentError) as raised:
            report(tmp_path, days=days)
        assert raised.value.code == "TRACE_BAD_ARGUMENT"


def test_trace_report_table_and_json(traces: Path) -> None:
    summary = report(traces, days=7, today=TODAY)
    table = render_table(summary)
    rows = {line.split()[0]: line.split()[1:] for line in table.splitlines() if line.strip()}
    assert rows["read_document"] == ["20", "2", "10.0", "19.0"]
    assert rows["scan_folder"] == ["1", "1", "3.0", "3.0"]
    assert rows["total"] == ["21", "3"]
    assert rows["PATH_NOT_FOUND"] == ["2"]
    data = json.loads(json.dumps(summary.to_dict()))
    assert data["calls"] == 21
    assert data["tools"][0] == {
        "tool": "read_document",
        "calls": 20,
        "errors": 2,
        "errors_by_code": {"DOCUMENT_TOO_LARGE": 1, "PATH_NOT_FOUND": 1},
        "p50_ms": 10.0,
        "p95_ms": 19.0,
    }


def test_trace_report_reads_what_the_tracer_wrote(tmp_path: Path) -> None:
    now = datetime(2026, 3, 10, 12, 0, tzinfo=UTC)
    tracer = Tracer(tmp_path, clock=lambda: now)
    for ms in (5.0, 1.0, 3.0):
        tracer.record("inspect_document", duration_ms=ms, outcome="ok")
    tracer.record("inspect_document", duration_ms=2.0, outcome="DOCUMENT_ENCRYPTED")
    [stats] = report(tmp_path, days=1, today=TODAY).tools
    assert (stats.calls, stats.errors, stats.p50_ms, stats.p95_ms) == (4, 1, 2.0, 5.0)


def test_trace_report_cli(traces: Path, capsys: pytest.CaptureFixture[str]) -> None:
    today = datetime.now(UTC).date().isoformat()
    _write(traces, today, [_call("scan_folder", 1.5), _call("read_document", 2.5, "X_FAILED")])
    assert main(["report", "--dir", str(traces), "--days", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["calls"], data["errors_by_code"]) == (2, {"X_FAILED": 1})
    assert main(["report", "--dir", str(traces), "--days", "1"]) == 0
    assert "scan_folder" in capsys.readouterr().out
    assert main(["report", "--dir", str(traces), "--days", "0"]) == 2
    assert "days" in capsys.readouterr().err
