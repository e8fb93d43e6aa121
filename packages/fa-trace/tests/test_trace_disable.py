"""Tracing turns itself off, with one stderr line and no exception, when it must not write."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from fa_trace import Tracer


def _warnings(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "fa_trace" and r.levelno == logging.WARNING]


def test_trace_off_when_trace_dir_is_inside_an_allowed_root(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = tmp_path / "문서"
    traces = root / "sub" / "traces"
    tracer = Tracer(traces, allowed_roots=[tmp_path / "other", root])
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert not tracer.enabled
    assert tracer.disabled_reason == "TRACE_DIR_INSIDE_ALLOWED_ROOT"
    assert not traces.exists(), "nothing may be created inside an allowed root"
    [record] = _warnings(caplog)
    assert "inside an allowed root" in record.getMessage()
    assert str(tmp_path) not in record.getMessage()


def test_trace_off_when_trace_dir_is_the_root_itself(tmp_path: Path) -> None:
    assert Tracer(tmp_path, allowed_roots=[tmp_path]).disabled_reason == (
        "TRACE_DIR_INSIDE_ALLOWED_ROOT"
    )


def test_trace_off_when_trace_dir_differs_from_a_root_only_by_case(tmp_path: Path) -> None:
    root = tmp_path / "Docs"
    assert not Tracer(tmp_path / "docs" / "t", allowed_roots=[root]).enabled


def test_trace_on_for_a_sibling_that_only_shares_a_prefix(tmp_path: Path) -> None:
    root = tmp_path / "allowed"
    for sibling in ("allowed_evil", "allowed2", "allowed.bak", "allowed-old"):
        tracer = Tracer(tmp_path / sibling, allowed_roots=[root])
        assert tracer.enabled, sibling


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX symlinks")
def test_trace_off_when_trace_dir_is_a_symlink_into_a_root(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "inner").mkdir(parents=True)
    (tmp_path / "traces").symlink_to(root / "inner", target_is_directory=True)
    tracer = Tracer(tmp_path / "traces", allowed_roots=[root])
    assert tracer.disabled_reason == "TRACE_DIR_INSIDE_ALLOWED_ROOT"
    assert list((root / "inner").iterdir()) == []


def test_trace_off_when_a_file_stands_where_the_folder_should_be(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "traces"
    blocker.write_text("not a folder", encoding="utf-8")
    tracer = Tracer(blocker / "deeper")
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert not tracer.enabled
    assert tracer.disabled_reason == "TRACE_DIR_UNWRITABLE"
    [record] = _warnings(caplog)
    assert str(tmp_path) not in record.getMessage()
    assert blocker.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0, reason="root ignores folder permissions"
)
def test_trace_off_when_the_folder_is_read_only(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = tmp_path / "traces"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        tracer = Tracer(folder)
        tracer.record("scan_folder", duration_ms=1, outcome="ok")
    finally:
        folder.chmod(0o700)
    assert tracer.disabled_reason == "TRACE_DIR_UNWRITABLE"
    assert len(_warnings(caplog)) == 1


def test_trace_folder_removed_mid_session_disables_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = tmp_path / "traces"
    tracer = Tracer(folder)
    tracer.record("scan_folder", duration_ms=1, outcome="ok")
    for entry in folder.iterdir():
        entry.unlink()
    folder.rmdir()
    folder.write_text("a file now", encoding="utf-8")
    for _ in range(3):
        tracer.record("scan_folder", duration_ms=1, outcome="ok")
    assert tracer.disabled_reason == "TRACE_WRITE_FAILED"
    assert len(_warnings(caplog)) == 1


def test_trace_unresolvable_or_invalid_folders_never_raise(tmp_path: Path) -> None:
    loop = tmp_path / "loop"
    if sys.platform != "win32":
        loop.symlink_to(loop)
        assert Tracer(tmp_path / "t", allowed_roots=[loop]).disabled_reason == (
            "TRACE_DIR_UNCHECKABLE"
        )
    assert Tracer(tmp_path / "nul\x00byte").disabled_reason in (
        "TRACE_DIR_UNCHECKABLE",
        "TRACE_DIR_UNWRITABLE",
    )
    assert Tracer(12).disabled_reason == "TRACE_DIR_UNCHECKABLE"  # type: ignore[arg-type]


def test_trace_bad_inputs_never_raise(tmp_path: Path) -> None:
    class Hostile(dict):  # a mapping whose iteration fails
        def items(self):  # type: ignore[override]
            raise RuntimeError("boom")

    tracer = Tracer(tmp_path)
    tracer.record(
        "scan_folder",
        duration_ms=float("nan"),
        outcome=None,  # type: ignore[arg-type]
        args={"start": 10**30, "path": b"/bytes/path", "limit": True},
        counters={"blocks": float("inf"), "Bad Name": 1, "grade": "Z"},
    )
    line = (next(tmp_path.glob("*.jsonl"))).read_text(encoding="ascii")
    assert '"duration_ms":null' in line
    assert '"outcome":"(other)"' in line
    assert '"args":{}' in line and '"counters":{}' in line
    tracer.record("scan_folder", duration_ms=1, outcome="ok", args=Hostile(start=1))
    assert tracer.disabled_reason == "TRACE_INTERNAL_ERROR"


_FULL_DISK = textwrap.dedent(
    """
    import resource, signal, sys
    from fa_trace import Tracer

    tracer = Tracer(sys.argv[1])
    # A file-size limit makes the kernel refuse the write (EFBIG), the way a full disk
    # refuses it (ENOSPC): a real failed write, not a simulated one.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (600, 600))
    for seq in range(50):
        tracer.record("read_document", duration_ms=1.5, outcome="ok", counters={"seq": seq})
    print(tracer.disabled_reason, tracer.lines_written)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
def test_trace_write_failure_in_a_real_process_gives_one_stderr_line(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _FULL_DISK, str(tmp_path / "traces")],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    reason, written = done.stdout.split()
    assert reason == "TRACE_WRITE_FAILED"
    assert 0 < int(written) < 50
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    # The kernel cut the last write short; the writer reports that as a full disk and cuts
    # the torn bytes off again, so every line left is whole.
    assert "(ENOSPC)" in lines[0] or "(EFBIG)" in lines[0]
    assert str(tmp_path) not in done.stderr
    [day_file] = (tmp_path / "traces").glob("*.jsonl")
    raw = day_file.read_bytes()
    assert raw.endswith(b"\n")
    assert len(raw.splitlines()) == int(written)
