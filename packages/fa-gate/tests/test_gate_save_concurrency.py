"""Four processes saving at once through the public API leave one clean chain."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from fa_gate import Config, Root, SaveGate, verify_audit

# Runs in a fresh interpreter: `python -c WORKER base worker count`. Half the saves go to five
# sources every worker shares, so the same report is overwritten by different processes.
WORKER = r"""
import hashlib, sys
from pathlib import Path
from fa_gate import Config, Root, SaveGate

base, worker, count = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
config = Config(
    roots=(Root("docs", base / "docs"),), output_root=base / "out", trace_dir=None,
    state_dir=base / "state",
)
gate = SaveGate(config)
blocks = {"L1": "2024년 매출은 1,200억 원이다.", "L2": "영업이익은 35% 증가했다.", "meta": "pdf"}
sha = hashlib.sha256(b"source").hexdigest()
for n in range(count):
    source = f"docs/shared-{n % 5}.pdf" if n % 2 else f"docs/w{worker}/r{n}.pdf"
    draft = TEMPLATE.format(worker=worker, n=n)
    preview = gate.preview(draft, source=source, source_sha256=sha, blocks=blocks)
    gate.save(draft, source=source, current_sha256=sha, blocks=blocks,
              approval_token=preview.approval_token)
"""

TEMPLATE = """\
# 보고서 {worker}-{n}

## 요약 / Summary

2024년 매출은 1,200억 원이다 [L1].

## 주요 내용 / Key points

- 영업이익은 35% 증가했다 [L2].

## 구조 / Structure

- 문서는 두 문단이다 [meta].

## 수치와 날짜 / Figures and dates

- 매출 1,200억 원 [L1].

## 확인하지 못한 것 / Not verified

- 없음 / None [meta].
"""

WORKERS = 4
SAVES = 250


@pytest.mark.slow
def test_four_processes_saving_250_reports_each_leave_one_clean_chain(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    code = f"TEMPLATE = {TEMPLATE!r}\n{WORKER}"
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(tmp_path), str(worker), str(SAVES)],
            stderr=subprocess.PIPE,
        )
        for worker in range(WORKERS)
    ]
    for run in runs:
        _, err = run.communicate(timeout=600)
        assert run.returncode == 0, err.decode(errors="replace")[-2000:]

    config = Config(
        roots=(Root("docs", tmp_path / "docs"),),
        output_root=tmp_path / "out",
        trace_dir=None,
        state_dir=tmp_path / "state",
    )
    result = verify_audit(config)
    assert result.ok, result
    records = [
        json.loads(line)
        for line in (tmp_path / "out" / "_audit.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    assert result.records == len(records) == 3 * WORKERS * SAVES  # preview, intent, saved
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))
    saved = [r for r in records if r["event"] == "saved"]
    assert len(saved) == WORKERS * SAVES

    # Per report, each save replaced exactly what the one before it wrote, and the file on disk
    # is the last one audited: no write was lost or interleaved.
    last: dict[str, str | None] = defaultdict(lambda: None)
    for record in saved:
        assert record["previous_sha256"] == last[record["output_name"]]
        last[record["output_name"]] = record["sha256"]
    reports = {p.name: p for p in (tmp_path / "out").iterdir() if p.suffix == ".md"}
    assert set(reports) == set(last)
    assert len(reports) == 5 + WORKERS * SAVES // 2
    for name, path in reports.items():
        assert hashlib.sha256(path.read_bytes()).hexdigest() == last[name]
    expected = TEMPLATE.format(worker=0, n=0).encode()  # the draft, as the audit hashes it
    assert hashlib.sha256(expected).hexdigest() in {r["draft_sha256"] for r in saved}
    assert not [p for p in (tmp_path / "out").iterdir() if p.name.endswith(".tmp")]
    assert SaveGate(config).audit.recover() is False
