"""Canaries planted in everything a tool call carries never reach a trace or stderr.

Each test first proves the canary was really in play (the positive control: the harness finds it
in what the tool call was given), then searches every trace byte and every captured log line.
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from fa_trace import DEFAULT_ARG_ALLOWLIST, LibraryLogGuard, Tracer
from fa_trace.canary import Canary, assert_no_canary, find_canary


@pytest.fixture
def stderr_log() -> Iterator[io.StringIO]:
    """Everything any logger emits, as the server's stderr handler would print it."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield stream
    finally:
        root.removeHandler(handler)


def _hostile_arguments(canary: Canary, documents: Path) -> list[dict[str, object]]:
    """Tool arguments carrying the canary in every slot a model or a document could fill."""
    calls: list[dict[str, object]] = []
    for value in canary.values:
        named = documents / value / f"{value}.pdf"
        calls += [
            {"path": str(named), "start": 0, "end": 5},
            {"path": f"{value}/{value}.docx", "format": value, "language": value},
            {"folder": str(documents / value), "recursive": True},
            {"source": f"C:\\Users\\{value}\\{value}.pptx", "report_type": value},
            {"path": f"\\\\{value}\\share\\{value}.{value}"},
            {"path": value, "folder": f"file:///{value}/", "source": f"~/{value}"},
            {"draft": f"# 보고서\n{value} [p1]", "approval_token": value},
            {"options": [str(named)], value: 1, "max_chars": value},
            {"page": value, "offset": [value], "limit": {"x": value}},
            {"format": value * 3, "language": value[:5]},
        ]
    return calls


def _hostile_counters(canary: Canary) -> list[dict[str, object]]:
    counters: list[dict[str, object]] = []
    for value in canary.values:
        counters += [
            {"blocks": 3, "title": value, "toc": [value], "grade": value},
            {"unit": value, "format": value, "cache": value, f"{value}!": True},
            {"excerpt": f"본문 {value} 발췌", "warnings": [value]},
        ]
    return counters


def test_trace_canaries_in_arguments_and_counters_never_reach_the_trace(
    tmp_path: Path, stderr_log: io.StringIO
) -> None:
    canary = Canary.new()
    traces = tmp_path / "traces"
    tracer = Tracer(traces, allowed_roots=[tmp_path / "documents"])
    calls = _hostile_arguments(canary, tmp_path / "documents")
    counters = _hostile_counters(canary)
    given = json.dumps([calls, counters], ensure_ascii=False)

    # Positive control: the canary is in what the tool calls carried.
    variants = {hit.variant for hit in find_canary(canary, streams=[given])}
    assert variants == {"ascii", "korean"}

    for index, args in enumerate(calls):
        tracer.record(
            "read_document",
            duration_ms=1.0,
            outcome="ok",
            args=args,
            counters=counters[index % len(counters)],
        )
    assert tracer.enabled
    assert tracer.lines_written == len(calls)
    assert_no_canary(canary, paths=[traces], streams=[stderr_log.getvalue()])

    # The allow-listed path arguments were kept, folded: the trace still says what was called.
    lines = [json.loads(x) for x in next(traces.glob("*.jsonl")).read_text("ascii").splitlines()]
    assert lines[0]["args"]["path"].startswith("(abs)/")
    assert lines[0]["args"]["path"].endswith(".pdf")
    assert lines[1]["args"]["path"].startswith("(rel)/")
    assert lines[1]["args"]["format"] == "(other)"


def test_trace_canaries_in_error_text_never_reach_the_trace(
    tmp_path: Path, stderr_log: io.StringIO
) -> None:
    canary = Canary.new()
    traces = tmp_path / "traces"
    tracer = Tracer(traces)
    messages = []
    for value in canary.values:
        message = f"[Errno 2] No such file or directory: '/home/kim/{value}/{value}.docx'"
        messages.append(message)
        with pytest.raises(FileNotFoundError), tracer.call("inspect_document") as call:
            call.args["path"] = f"/home/kim/{value}/{value}.docx"
            raise FileNotFoundError(message)
        with tracer.call("read_document", {"path": f"{value}.pdf"}) as call:
            call.outcome = "DOCUMENT_UNREADABLE"
            call.error_class = f"PdfReadError: {value}"
        tracer.record(
            "check_summary_grounding",
            duration_ms=2.0,
            outcome=f"GR_{value}",
            error_class=f"pypdf.errors.PdfReadError('{value}')",
            counters={"error": message, "options": [value]},
        )
    assert len(find_canary(canary, streams=messages)) >= 2  # positive control
    assert tracer.lines_written == 6
    assert_no_canary(canary, paths=[traces], streams=[stderr_log.getvalue()])
    raw = next(traces.glob("*.jsonl")).read_bytes()
    outcomes = [json.loads(line)["outcome"] for line in raw.splitlines()]
    assert outcomes[:3] == ["EXCEPTION", "DOCUMENT_UNREADABLE", "(other)"]


def test_trace_library_log_records_reach_neither_trace_nor_stderr(
    tmp_path: Path, stderr_log: io.StringIO
) -> None:
    canary = Canary.new()
    traces = tmp_path / "traces"
    tracer = Tracer(traces)
    records = [
        (
            "pypdf._reader",
            logging.WARNING,
            f"Illegal character in Name Object (b'/{canary.ascii}')",
        ),
        ("pypdf._cmap", logging.WARNING, f"Advanced encoding /{canary.korean} not implemented yet"),
        ("PIL.PngImagePlugin", logging.ERROR, f"iTXt chunk {canary.korean!r} too large"),
        ("lxml", logging.WARNING, f"Entity '{canary.ascii}' not defined"),
    ]

    # Positive control: without the guard, these records reach stderr with the canary.
    for name, level, message in records[:1]:
        logging.getLogger(name).log(level, message)
    assert find_canary(canary, streams=[stderr_log.getvalue()])
    stderr_log.seek(0)
    stderr_log.truncate()

    with LibraryLogGuard() as guard, tracer.call("read_document", {"start": 0}) as call:
        for name, level, message in records:
            logging.getLogger(name).log(level, message)
        call.counters["library_warnings"] = sum(guard.counts.values())
    assert guard.counts[("pypdf", "WARNING")] == 2
    assert guard.counts[("PIL", "ERROR")] == 1
    assert_no_canary(canary, paths=[traces], streams=[stderr_log.getvalue()])
    assert "PIL logged a record at ERROR" in stderr_log.getvalue()
    [line] = next(traces.glob("*.jsonl")).read_text("ascii").splitlines()
    assert json.loads(line)["counters"] == {"library_warnings": 4}


def test_trace_every_default_argument_name_is_covered_by_the_canary_run() -> None:
    canary = Canary.new()
    covered = {name for call in _hostile_arguments(canary, Path("/d")) for name in call}
    assert set(DEFAULT_ARG_ALLOWLIST) <= covered
