"""The `fa-mcp` command line: install --print, install merges, doctor, trace-report, audit."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest
from fa_mcp_server._cli import main
from fa_mcp_server._doctor import doctor_checks
from fa_mcp_server._install import (
    SERVER_KEY,
    claude_code_command,
    codex_block,
    desktop_config_path,
    find_clone,
    merge_desktop_config,
)

CLONE = find_clone()


def test_find_clone_is_the_workspace() -> None:
    assert (CLONE / "uv.lock").is_file()
    assert (CLONE / "apps" / "mcp-server" / "pyproject.toml").is_file()


def test_install_claude_code_print(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["install", "claude-code", "--print"]) == 0
    out = capsys.readouterr().out.strip()
    assert out == f"claude mcp add {SERVER_KEY} -- uv --directory {CLONE} run fa-mcp serve"
    assert claude_code_command(CLONE)[:4] == ["claude", "mcp", "add", SERVER_KEY]


def test_install_codex_print_is_valid_toml(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["install", "codex", "--print"]) == 0
    out = capsys.readouterr().out
    entry = tomllib.loads(out)["mcp_servers"][SERVER_KEY]
    assert entry["args"] == ["--directory", str(CLONE), "run", "fa-mcp", "serve"]


def test_install_desktop_print_is_valid_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["install", "claude-desktop", "--print"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out[out.index("{") :])
    assert data["mcpServers"][SERVER_KEY]["args"][-2:] == ["fa-mcp", "serve"]


def test_install_config_option_is_passed_on(tmp_path: Path) -> None:
    config = tmp_path / "mine.toml"
    block = tomllib.loads(codex_block(CLONE, str(config)))
    assert block["mcp_servers"][SERVER_KEY]["args"][-2:] == ["--config", str(config.resolve())]


def test_desktop_merge_keeps_other_servers() -> None:
    existing = json.dumps(
        {"mcpServers": {"other": {"command": "x"}}, "globalShortcut": "Ctrl+Space"}
    )
    merged = json.loads(merge_desktop_config(existing, {"command": "uv", "args": []}))
    assert merged["mcpServers"]["other"] == {"command": "x"}
    assert merged["globalShortcut"] == "Ctrl+Space"
    assert merged["mcpServers"][SERVER_KEY] == {"command": "uv", "args": []}
    with pytest.raises(ValueError, match="not a JSON object"):
        merge_desktop_config("[1, 2]", {})


def test_desktop_config_path_per_os() -> None:
    env = {"HOME": "/h", "APPDATA": "C:\\Users\\u\\AppData\\Roaming"}
    mac = desktop_config_path("darwin", env)
    assert mac == Path("/h/Library/Application Support/Claude/claude_desktop_config.json")
    assert desktop_config_path("linux", {"HOME": "/h"}) == Path(
        "/h/.config/Claude/claude_desktop_config.json"
    )
    assert desktop_config_path("win32", env).name == "claude_desktop_config.json"
    assert desktop_config_path("win32", env).parent.name == "Claude"


def test_install_desktop_writes_backup_and_merges(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr("sys.platform", "linux")
    target = tmp_path / "xdg" / "Claude" / "claude_desktop_config.json"
    target.parent.mkdir(parents=True)
    target.write_text(json.dumps({"mcpServers": {"other": {"command": "x"}}}), encoding="utf-8")
    assert main(["install", "claude-desktop"]) == 0
    data = json.loads(target.read_text(encoding="utf-8"))
    assert set(data["mcpServers"]) == {"other", SERVER_KEY}
    backups = list(target.parent.glob("claude_desktop_config.json.*.bak"))
    assert len(backups) == 1
    assert json.loads(backups[0].read_text(encoding="utf-8")) == {
        "mcpServers": {"other": {"command": "x"}}
    }


def test_install_desktop_refuses_broken_json(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr("sys.platform", "linux")
    target = tmp_path / "Claude" / "claude_desktop_config.json"
    target.parent.mkdir(parents=True)
    target.write_text("{not json", encoding="utf-8")
    assert main(["install", "claude-desktop"]) == 1
    assert target.read_text(encoding="utf-8") == "{not json"


def test_install_codex_appends_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CODEX_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text('model = "o3"\n', encoding="utf-8")
    assert main(["install", "codex"]) == 0
    data = tomllib.loads((tmp_path / "config.toml").read_text(encoding="utf-8"))
    assert data["model"] == "o3"
    assert data["mcp_servers"][SERVER_KEY]["args"][-2:] == ["fa-mcp", "serve"]
    # A second install changes nothing and says so.
    before = (tmp_path / "config.toml").read_text(encoding="utf-8")
    assert main(["install", "codex"]) == 1
    assert (tmp_path / "config.toml").read_text(encoding="utf-8") == before


def test_doctor_on_a_good_config(space: Any, capsys: pytest.CaptureFixture[str]) -> None:
    config = str(space.config_path)
    checks = doctor_checks(config)
    assert all(c.ok for c in checks), [c.line() for c in checks if not c.ok]
    assert main(["doctor", "--config", config]) == 0
    out = capsys.readouterr().out
    assert "OK   root docs:" in out
    assert "All checks passed." in out


def test_doctor_names_what_to_fix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('allowed_roots = ["missing-folder"]\noutput_root = "out"\n', encoding="utf-8")
    assert main(["--config", str(bad), "doctor"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("FIX  config (allowed_roots):")
    assert "1 problem(s) to fix." in out


def test_doctor_on_a_fresh_clone_says_how_to_make_the_samples(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A clone without data/: the bundled config's root is missing until the samples are made.
    (tmp_path / "config").mkdir()
    repo_config = Path(__file__).resolve().parents[3] / "config" / "roots.toml"
    (tmp_path / "config" / "roots.toml").write_bytes(repo_config.read_bytes())
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("FA_MCP_CONFIG", raising=False)

    assert main(["doctor"]) == 1
    doctor_out = capsys.readouterr().out
    assert main(["serve"]) == 2
    serve_err = capsys.readouterr().err

    assert "does not exist" in doctor_out
    assert "`uv run fa-mcp samples`" in doctor_out
    # doctor and serve give the same hint.
    assert "`uv run fa-mcp samples`" in serve_err


def test_config_errors_stop_serve(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--config", str(tmp_path / "nope.toml")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "CONFIG_INVALID" in captured.err


def test_a_missing_root_points_at_the_samples_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "roots.toml"
    config.write_text('allowed_roots = ["data/samples"]\noutput_root = "out"\n', encoding="utf-8")
    assert main(["serve", "--config", str(config)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "CONFIG_INVALID (allowed_roots)" in captured.err
    assert "uv run fa-mcp samples" in captured.err


def test_trace_report_and_audit_verify(space: Any, capsys: pytest.CaptureFixture[str]) -> None:
    config = str(space.config_path)
    assert main(["trace-report", "--json", "--config", config]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {"calls", "errors", "tools"} <= set(report)
    assert main(["audit", "verify", "--json", "--config", config]) == 0
    verified = json.loads(capsys.readouterr().out)
    assert verified["ok"] is True


def test_host_config_examples_match_what_install_writes() -> None:
    codex = tomllib.loads((CLONE / "config" / "codex-config.example.toml").read_text("utf-8"))
    example = codex["mcp_servers"][SERVER_KEY]
    written = tomllib.loads(codex_block(CLONE))["mcp_servers"][SERVER_KEY]
    assert example["args"][2:] == written["args"][2:] == ["run", "fa-mcp", "serve"]
    assert example["args"][0] == written["args"][0] == "--directory"
    desktop = json.loads(
        (CLONE / "config" / "claude_desktop_config.example.json").read_text("utf-8")
    )
    entry = desktop["mcpServers"][SERVER_KEY]
    assert set(entry) == {"command", "args"}
    assert entry["args"][2:] == ["run", "fa-mcp", "serve"]


def test_samples_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["samples", "--dest", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made and all(name in out for name in made)


@pytest.mark.parametrize(
    "argv",
    [
        ["--config", "{c}", "audit", "verify", "--json"],
        ["audit", "--config", "{c}", "verify", "--json"],
        ["audit", "verify", "--config", "{c}", "--json"],
    ],
)
def test_config_option_anywhere(
    space: Any, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    filled = [a.format(c=space.config_path) for a in argv]
    assert main(filled) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True


def test_doctor_flags_a_trace_folder_inside_a_root(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    config = tmp_path / "fa.toml"
    config.write_text(
        'allowed_roots = ["docs"]\noutput_root = "out"\nstate_dir = "state"\n'
        'trace_dir = "docs/traces"\n',
        encoding="utf-8",
    )
    bad = [c.text for c in doctor_checks(str(config)) if not c.ok]
    assert len(bad) == 1
    assert bad[0].startswith("trace_dir ") and "inside an allowed root" in bad[0]


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("fa-mcp 0.1.")
