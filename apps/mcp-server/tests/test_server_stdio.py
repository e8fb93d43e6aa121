"""The real-stdio harness and the demo, run as a user runs them.

`run_smoke` spawns the server as a subprocess and judges every harness rule from the wire; the
demo walks one sample from DISCOVER to SAVED in a folder laid out like a fresh clone.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from fa_gate import neutralise, read_report
from fa_mcp_server._demo import DEMO_DRAFT, run_demo
from fa_mcp_server._smoke import run_smoke
from fa_mcp_server._stdio import SAMPLE_NAMES, make_workspace, write_config

REPO_CONFIG = Path(__file__).resolve().parents[3] / "config" / "roots.toml"


@pytest.mark.slow
def test_smoke_passes_every_rule_on_a_throwaway_config(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    space = make_workspace(tmp_path / "workspace")

    code = run_smoke(str(space.config))

    out = capsys.readouterr().out
    lines = out.splitlines()
    failed = [line for line in lines if line.startswith("FAIL")]
    assert failed == []
    assert code == 0
    passed = [line for line in lines if line.startswith("PASS")]
    assert len(passed) >= 25
    assert lines[-1] == f"{len(passed)} passed, 0 failed"
    # The rules the issue names are all among them.
    for rule in ("GR-03", "one-character change", "audit", "traces hold no", "B?", "PNG"):
        assert any(rule in line for line in passed), rule
    # The walk really saved a report outside the root, and traces were written.
    assert list(space.output_root.glob("*.md"))
    assert list((tmp_path / "workspace" / "traces").glob("*.jsonl"))


def test_smoke_fails_and_says_why_when_the_config_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_config(
        tmp_path / "fa.toml",
        roots={"samples": tmp_path / "no-such-folder"},
        output_root=tmp_path / "out",
        trace_dir=tmp_path / "traces",
        state_dir=tmp_path / "state",
    )

    code = run_smoke(str(config))

    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert lines[0].startswith("FAIL  a workspace with the samples and a config: ConfigError")
    assert lines[-1] == "0 passed, 1 failed"


@pytest.mark.slow
def test_demo_on_a_fresh_clone_makes_samples_and_saves_a_checked_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "config").mkdir()
    shutil.copy(REPO_CONFIG, tmp_path / "config" / "roots.toml")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("FA_MCP_CONFIG", raising=False)

    code = run_demo(None)

    out = capsys.readouterr().out
    assert code == 0, out
    assert sorted(p.name for p in (tmp_path / "data" / "samples").iterdir()) == sorted(SAMPLE_NAMES)
    # The planted number was caught, then put back before the save.
    planted = re.search(r"writes (\S+) where the source says (\S+)", out)
    assert planted is not None
    wrong, right = planted.groups()
    assert re.search(r"\[CHECK\]\s+GR-03 on sentence", out)
    report_line = next(line for line in out.splitlines() if line.startswith("report: "))
    report = tmp_path / report_line.removeprefix("report: ")
    assert report.parent == tmp_path / "data" / "outputs"
    text = report.read_text(encoding="utf-8")
    assert f" {right}" in text
    assert f" {wrong}" not in text
    assert re.search(r"\[L\d+\]", text)
    # The report is the scripted short analysis, with the sample's headline figure, and the
    # draft that follows the template exactly passed without a single warning.
    header, body = read_report(text)
    assert body == neutralise(DEMO_DRAFT)
    assert header["source"].endswith(".docx") and header["approved_via"]
    assert "1분기 매출은 1,234억 원으로 전년 동기 대비 12.5% 증가했다 [L4]" in text
    assert "errors 0, warnings 0" in out
    assert "    ## 수치와 날짜 / Figures and dates" in out  # the report is shown, too
    audit_line = next(line for line in out.splitlines() if line.startswith("audit: "))
    assert "data/outputs/_audit.jsonl, line" in audit_line
    assert "event saved" in audit_line
