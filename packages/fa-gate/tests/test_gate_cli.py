"""`fa-gate audit verify`: OK with a count, where the chain breaks, or a config error."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from fa_gate import SaveGate, load_config
from fa_gate._cli import main

BLOCKS = {"L1": "2024년 매출은 1,200억 원이다.", "meta": "pdf"}
DRAFT = """\
# 보고서

## 요약 / Summary

2024년 매출은 1,200억 원이다 [L1].

## 주요 내용 / Key points

- 매출은 1,200억 원이다 [L1].

## 구조 / Structure

- 한 문단이다 [meta].

## 수치와 날짜 / Figures and dates

- 1,200억 원 [L1].

## 확인하지 못한 것 / Not verified

- 없음 / None [meta].
"""
SHA = hashlib.sha256(b"source").hexdigest()


def setup_config(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    config = tmp_path / "roots.toml"
    config.write_text(
        'allowed_roots = ["docs"]\noutput_root = "out"\nstate_dir = "state"\n', encoding="utf-8"
    )
    return config


def save_one(config_path: Path) -> None:
    gate = SaveGate(load_config(config_path, environ={"HOME": "/nonexistent-home"}))
    preview = gate.preview(DRAFT, source="docs/a.pdf", source_sha256=SHA, blocks=BLOCKS)
    assert preview.approval_token is not None
    gate.save(
        DRAFT,
        source="docs/a.pdf",
        current_sha256=SHA,
        blocks=BLOCKS,
        approval_token=preview.approval_token,
    )


def test_verify_says_ok_with_the_record_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = setup_config(tmp_path)
    save_one(config)
    assert main(["audit", "verify", "--config", str(config)]) == 0
    # preview_issued, then save_intent and saved around the rename
    assert capsys.readouterr().out.strip() == "OK: 3 records"
    assert main(["audit", "verify", "--config", str(config), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "ok": True,
        "records": 3,
        "broken_at": None,
        "reason": None,
        "interrupted": None,
        "unaudited": [],
    }


def test_verify_says_where_the_chain_breaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = setup_config(tmp_path)
    save_one(config)
    log = tmp_path / "out" / "_audit.jsonl"
    lines = log.read_bytes().split(b"\n")
    lines[1] = lines[1].replace(b'"approved_via":"token"', b'"approved_via":"elicitation"')
    log.write_bytes(b"\n".join(lines))
    assert main(["audit", "verify", "--config", str(config)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("BROKEN at record 2:")
    assert str(tmp_path) not in out
    assert main(["audit", "verify", "--config", str(config), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["broken_at"] == 2


def test_verify_says_when_a_report_has_no_saved_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = setup_config(tmp_path)
    save_one(config)
    (tmp_path / "out" / "by-hand.md").write_text("# written outside fa\n", encoding="utf-8")
    assert main(["audit", "verify", "--config", str(config)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("NOT OK:") and "(by-hand.md)" in out and "chain intact" in out
    assert str(tmp_path) not in out


def test_a_bad_config_exits_2_and_names_the_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["audit", "verify", "--config", str(tmp_path / "missing.toml")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "config error (file)" in captured.err


def test_python_dash_m_runs_the_same_command(tmp_path: Path) -> None:
    config = setup_config(tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "fa_gate", "audit", "verify", "--config", str(config)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "OK: 0 records"
    assert not (tmp_path / "out").exists()  # verifying creates nothing
