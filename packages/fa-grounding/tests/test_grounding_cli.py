"""The command line: exit codes 0/1/2, text and JSON output."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fa_grounding._cli import main

BLOCKS = {"L1": "누리호 총 길이 47.2 m", "L2": "최대 직경 3.5 m"}


def write(tmp_path: Path, blocks: object, draft: str) -> tuple[str, str]:
    blocks_file = tmp_path / "blocks.json"
    draft_file = tmp_path / "draft.md"
    blocks_file.write_text(json.dumps(blocks, ensure_ascii=False), encoding="utf-8")
    draft_file.write_text(draft, encoding="utf-8")
    return str(blocks_file), str(draft_file)


def test_ok_draft_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    blocks, draft = write(tmp_path, BLOCKS, "총 길이는 47.2m다 [L1].")
    assert main(["check", "--blocks", blocks, "--draft", draft]) == 0
    assert capsys.readouterr().out.startswith("PASS")


def test_findings_exit_1_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    read_document = {"blocks": [{"anchor": a, "text": t} for a, t in BLOCKS.items()], "unit": "x"}
    blocks, draft = write(tmp_path, read_document, "총 길이는 48.2m다 [L1].")
    assert main(["check", "--blocks", blocks, "--draft", draft, "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False
    assert data["findings"][0]["rule"] == "GR-03"


@pytest.mark.parametrize(
    "blocks",
    ["not json", [1, 2], {"L1": "a", "bad anchor": "b"}, {"blocks": [{"anchor": "L1"}]}],
)
def test_bad_input_exits_2_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], blocks: object
):
    blocks_file = tmp_path / "blocks.json"
    blocks_file.write_text(blocks if isinstance(blocks, str) else json.dumps(blocks))
    draft = tmp_path / "draft.md"
    draft.write_text("문장이다 [L1].", encoding="utf-8")
    assert main(["check", "--blocks", str(blocks_file), "--draft", str(draft)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.startswith("fa-grounding:")


def test_missing_file_message_has_no_absolute_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    missing = tmp_path / "secret-dir" / "nope.json"
    assert main(["check", "--blocks", str(missing), "--draft", str(missing)]) == 2
    err = capsys.readouterr().err
    assert "nope.json" in err
    assert str(tmp_path) not in err


def test_usage_error_exits_2(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit) as exited:
        main(["check", "--draft", "x.md"])
    assert exited.value.code == 2


def test_python_dash_m_runs(tmp_path: Path):
    blocks, draft = write(tmp_path, BLOCKS, "직경은 3.5 m다 [L2].")
    done = subprocess.run(
        [sys.executable, "-m", "fa_grounding", "check", "--blocks", blocks, "--draft", draft],
        capture_output=True,
        text=True,
        check=False,
        encoding="utf-8",
    )
    assert done.returncode == 0, done.stderr
    assert "PASS" in done.stdout
