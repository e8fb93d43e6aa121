"""The writer: one parseable line per call, in the right day file, safe under two processes."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap
import time
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fa_trace import Tracer

FIXED = datetime(2026, 3, 5, 23, 59, 58, 123456, tzinfo=UTC)


def _lines(folder: Path, day: str) -> list[dict[str, object]]:
    text = (folder / f"{day}.jsonl").read_text(encoding="ascii")
    return [json.loads(line) for line in text.splitlines()]


def test_trace_record_writes_one_line_with_the_fields(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path / "traces", clock=lambda: FIXED)
    assert tracer.enabled and tracer.disabled_reason is None
    tracer.record(
        "read_document",
        duration_ms=12.34567,
        outcome="ok",
        args={"path": "docs/report.pdf", "start": 3, "end": 9, "recursive": False},
        counters={"blocks": 7, "pages": 2, "bytes": 40960, "cache_hit": True, "grade": "B"},
    )
    [line] = _lines(tmp_path / "traces", "2026-03-05")
    assert line["time"] == "2026-03-05T23:59:58.123Z"
    assert line["tool"] == "read_document"
    assert line["duration_ms"] == 12.346
    assert line["outcome"] == "ok"
    assert line["error_class"] is None
    assert line["pid"] == os.getpid()
    args = line["args"]
    assert isinstance(args, dict)
    assert args["start"] == 3 and args["end"] == 9 and args["recursive"] is False
    assert isinstance(args["path"], str) and args["path"].startswith("(rel)/")
    assert args["path"].endswith(".pdf")
    assert line["counters"] == {
        "blocks": 7,
        "pages": 2,
        "bytes": 40960,
        "cache_hit": True,
        "grade": "B",
    }
    assert "dropped_args" not in line
    assert tracer.lines_written == 1


def test_trace_day_file_follows_the_clock_in_utc(tmp_path: Path) -> None:
    moments = iter([FIXED, FIXED + timedelta(seconds=5)])
    tracer = Tracer(tmp_path, clock=lambda: next(moments))
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert len(_lines(tmp_path, "2026-03-05")) == 1
    assert len(_lines(tmp_path, "2026-03-06")) == 1


def test_trace_local_clock_is_converted_to_utc(tmp_path: Path) -> None:
    seoul = datetime(2026, 3, 6, 8, 0, 0, tzinfo=timezone(timedelta(hours=9)))
    tracer = Tracer(tmp_path, clock=lambda: seoul)
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    [line] = _lines(tmp_path, "2026-03-05")
    assert line["time"] == "2026-03-05T23:00:00.000Z"


def test_trace_error_outcome_and_class(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path, clock=lambda: FIXED)
    tracer.record(
        "inspect_document",
        duration_ms=3,
        outcome="PATH_NOT_FOUND",
        error_class="pypdf.errors.PdfReadError",
    )
    [line] = _lines(tmp_path, "2026-03-05")
    assert line["outcome"] == "PATH_NOT_FOUND"
    assert line["error_class"] == "PdfReadError"


def test_trace_call_context_records_counters_and_outcome(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path, clock=lambda: FIXED)
    with tracer.call("read_document", {"start": 0, "max_chars": 20000}) as call:
        call.counters.update(blocks=4, chars=1200)
        call.outcome = "DOCUMENT_TOO_LARGE"
    [line] = _lines(tmp_path, "2026-03-05")
    assert line["outcome"] == "DOCUMENT_TOO_LARGE"
    assert line["counters"] == {"blocks": 4, "chars": 1200}
    assert line["args"] == {"start": 0, "max_chars": 20000}
    assert isinstance(line["duration_ms"], float) and line["duration_ms"] >= 0


def test_trace_call_context_records_an_escaping_exception_and_reraises(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path, clock=lambda: FIXED)
    with pytest.raises(KeyError), tracer.call("scan_folder") as call:
        call.counters["files"] = 2
        raise KeyError("a message that must not be written")
    [line] = _lines(tmp_path, "2026-03-05")
    assert line["outcome"] == "EXCEPTION"
    assert line["error_class"] == "KeyError"
    assert line["counters"] == {"files": 2}
    assert "message" not in json.dumps(line)


def test_trace_none_folder_is_off_and_silent(caplog: pytest.LogCaptureFixture) -> None:
    tracer = Tracer(None)
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert not tracer.enabled
    assert tracer.disabled_reason == "TRACE_DIR_NOT_SET"
    assert caplog.records == []


def test_trace_torn_last_line_costs_only_itself(tmp_path: Path) -> None:
    (tmp_path / "2026-03-05.jsonl").write_bytes(b'{"v":1,"tool":"read_docu')
    tracer = Tracer(tmp_path, clock=lambda: FIXED)
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    lines = (tmp_path / "2026-03-05.jsonl").read_bytes().splitlines()
    assert len(lines) == 2
    assert json.loads(lines[1])["tool"] == "scan_folder"


@pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="POSIX links")
def test_trace_file_planted_as_symlink_is_not_followed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    target = tmp_path / "elsewhere.txt"
    target.write_text("untouched", encoding="utf-8")
    traces = tmp_path / "traces"
    traces.mkdir()
    (traces / "2026-03-05.jsonl").symlink_to(target)
    tracer = Tracer(traces, clock=lambda: FIXED)
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert target.read_text(encoding="utf-8") == "untouched"
    assert not tracer.enabled
    assert tracer.disabled_reason == "TRACE_WRITE_FAILED"
    assert len(caplog.records) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_trace_file_planted_as_fifo_fails_fast_instead_of_hanging(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "2026-03-05.jsonl")
    tracer = Tracer(tmp_path, clock=lambda: FIXED)
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert not tracer.enabled
    assert tracer.disabled_reason == "TRACE_WRITE_FAILED"


_WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from fa_trace import Tracer

    folder, name, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    tracer = Tracer(folder)
    (folder / f"ready-{name}").touch()
    while not (folder / "go").exists():
        time.sleep(0.005)
    for seq in range(count):
        tracer.record(
            "read_document",
            duration_ms=seq % 50,
            outcome="ok",
            args={"start": seq},
            counters={"seq": seq},
        )
    sys.exit(0 if tracer.enabled and tracer.lines_written == count else 1)
    """
)


@pytest.mark.slow
def test_trace_two_processes_5000_lines_each_leave_10000_parseable_lines(
    tmp_path: Path,
) -> None:
    count = 5000
    writers = [
        subprocess.Popen([sys.executable, "-c", _WRITER, str(tmp_path), name, str(count)])
        for name in ("a", "b")
    ]
    deadline = time.monotonic() + 60
    while not all((tmp_path / f"ready-{n}").exists() for n in ("a", "b")):
        assert time.monotonic() < deadline, "writers did not start"
        time.sleep(0.01)
    started = time.perf_counter()
    (tmp_path / "go").touch()
    assert [writer.wait(timeout=120) for writer in writers] == [0, 0]
    elapsed = time.perf_counter() - started

    [day_file] = tmp_path.glob("*.jsonl")
    raw = day_file.read_bytes()
    assert raw.endswith(b"\n")
    lines = raw.splitlines()
    assert len(lines) == 2 * count
    by_pid: dict[int, list[int]] = {}
    order: list[int] = []
    for line in lines:
        record = json.loads(line)
        by_pid.setdefault(record["pid"], []).append(record["counters"]["seq"])
        order.append(record["pid"])
    assert sorted(len(seqs) for seqs in by_pid.values()) == [count, count]
    for seqs in by_pid.values():
        assert seqs == list(range(count))
    # Reported, not asserted: how often the writers took turns depends on the scheduler.
    switches = sum(1 for a, b in itertools.pairwise(order) if a != b)
    print(
        f"\n2 x {count} lines in {elapsed:.2f} s ({2 * count / elapsed:.0f} lines/s), "
        f"{switches} writer switches"
    )
