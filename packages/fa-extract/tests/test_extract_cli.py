"""The fa-extract command: tables for people, the server's JSON for scripts, codes on error."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from fa_extract._cli import main

Builders = dict[str, Callable[..., bytes]]


@pytest.fixture
def report(tmp_path: Path, pdfs: Builders) -> Path:
    path = tmp_path / "보고서.pdf"
    path.write_bytes(
        pdfs["korean_pdf"]([[f"{n}쪽: 매출은 {n},000억 원입니다."] for n in (1, 2, 3)])
    )
    return path


def test_inspect_json_is_the_structured_result(report: Path, capsys) -> None:
    assert main(["inspect", str(report), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["grade"], data["block_count"], data["unit"]) == ("B", 3, "page paragraph")
    assert "blocks" not in data and "text" not in json.dumps(data)


def test_read_json_starts_where_asked(report: Path, capsys) -> None:
    assert main(["read", str(report), "--json", "--start", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [b["anchor"] for b in data["blocks"]] == ["p2.1", "p3.1"]
    assert "2쪽: 매출은 2,000억 원입니다." in data["blocks"][0]["text"]
    assert data["next_start"] is None


def test_human_output(report: Path, capsys) -> None:
    assert main(["inspect", str(report)]) == 0
    out = capsys.readouterr().out
    assert "grade" in out and "B" in out
    assert main(["read", str(report), "--end", "1"]) == 0
    out = capsys.readouterr().out
    assert "[p1.1]" in out and "--start 2" in out


def test_scan(report: Path, capsys) -> None:
    assert main(["scan", str(report.parent), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["files"][0]["path"] == "보고서.pdf"


def test_errors_are_a_code_and_exit_non_zero(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "가짜.pdf"
    bad.write_bytes(b"\xff\xd8\xff\xe0 not a pdf")
    assert main(["inspect", str(bad), "--json"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("FORMAT_MISMATCH: ")
    assert "Traceback" not in err and str(tmp_path) not in err
    assert main(["read", str(tmp_path / "없음.pdf")]) == 1
    assert "PATH_NOT_FOUND" in capsys.readouterr().err


def test_output_cut_short_by_its_reader_is_no_error(report: Path) -> None:
    # `fa-extract read FILE | head`: the reader leaves and the next write fails. That is the
    # reader's choice, not a defect: no INTERNAL_ERROR, the status a command stopped by a
    # closed pipe has. Here the reader is gone before the first write.
    import os
    import subprocess
    import sys

    gone, out = os.pipe()
    os.close(gone)
    run = "import sys; from fa_extract._cli import main; sys.exit(main())"
    try:
        child = subprocess.run(
            [sys.executable, "-c", run, "read", str(report)],
            stdout=out,
            stderr=subprocess.PIPE,
            timeout=120,
            check=False,
        )
    finally:
        os.close(out)
    assert (child.returncode, child.stderr.decode()) == (141, "")
