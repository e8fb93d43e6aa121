"""The `fa-mcp` command line: install --print, install merges, doctor, trace-report, audit."""

from __future__ import annotations

import json
import shlex
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from fa_gate import SaveGate, TerminalApprovals, load_config
from fa_mcp_server._cli import approve_command, main
from fa_mcp_server._doctor import doctor_checks
from fa_mcp_server._install import (
    SERVER_KEY,
    codex_block,
    desktop_config_path,
    desktop_entry,
    find_clone,
    merge_desktop_config,
)

CLONE = find_clone()


def test_find_clone_is_the_workspace() -> None:
    assert (CLONE / "uv.lock").is_file()
    assert (CLONE / "apps" / "mcp-server" / "pyproject.toml").is_file()


def test_install_claude_code_print(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FA_MCP_CONFIG", raising=False)
    assert main(["install", "claude-code", "--print"]) == 0
    out = capsys.readouterr().out.strip()
    assert shlex.split(out) == [
        "claude",
        "mcp",
        "add",
        "--scope",
        "user",
        SERVER_KEY,
        "--",
        "uv",
        "--directory",
        str(CLONE),
        "run",
        "fa-mcp",
        "serve",
        "--approval",
        "terminal",
    ]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell quoting")
def test_printed_claude_code_line_survives_spaces_korean_and_quotes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    clone = tmp_path / "내 문서" / "fa's clone"
    config = tmp_path / "설정 폴더" / "roots.toml"
    monkeypatch.setattr("fa_mcp_server._install.find_clone", lambda: clone)
    monkeypatch.setenv("FA_MCP_CONFIG", str(config))  # carried into the entry
    assert main(["install", "claude-code", "--print"]) == 0
    words = shlex.split(capsys.readouterr().out.strip())
    assert words[words.index("--directory") + 1] == str(clone)
    assert words[-2:] == ["--config", str(config.resolve())]
    assert main(["install", "codex", "--print"]) == 0
    entry = tomllib.loads(capsys.readouterr().out)["mcp_servers"][SERVER_KEY]
    assert entry["args"][1] == str(clone)
    assert entry["args"][-2:] == ["--config", str(config.resolve())]


def test_install_codex_print_is_valid_toml(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FA_MCP_CONFIG", raising=False)
    assert main(["install", "codex", "--print"]) == 0
    out = capsys.readouterr().out
    entry = tomllib.loads(out)["mcp_servers"][SERVER_KEY]
    # Codex's defaults (10 s to start, 60 s per call) cut a first `uv run` and the approval wait.
    assert entry["startup_timeout_sec"] >= 30
    assert entry["tool_timeout_sec"] > 1800  # the longest approval_wait_seconds a config allows
    assert entry["args"] == [
        "--directory",
        str(CLONE),
        "run",
        "fa-mcp",
        "serve",
        "--approval",
        "terminal",
    ]


def test_install_desktop_print_is_valid_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["install", "claude-desktop", "--print"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out[out.index("{") :])
    assert data["mcpServers"][SERVER_KEY]["args"][-4:] == ["fa-mcp", "serve", "--approval", "chat"]


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
    assert data["mcp_servers"][SERVER_KEY]["args"][-4:] == [
        "fa-mcp",
        "serve",
        "--approval",
        "terminal",
    ]
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


def test_doctor_names_what_to_fix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LC_ALL", "C.UTF-8")  # English, whatever this machine's locale
    bad = tmp_path / "bad.toml"
    bad.write_text('allowed_roots = ["missing-folder"]\noutput_root = "out"\n', encoding="utf-8")
    assert main(["--config", str(bad), "doctor"]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "OK: fine. FIX: what to change, and how."
    assert out.splitlines()[1].startswith("FIX  config (allowed_roots):")
    assert out.endswith("\n1 problem to fix.\n")
    bad.write_text('allowed_roots = ["missing-folder", "gone"]\nfoo = 1\n', encoding="utf-8")
    assert main(["--config", str(bad), "doctor"]) == 1
    assert capsys.readouterr().out.endswith("\n3 problems to fix.\n")


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
    assert main(["trace-report"]) == 2
    command_err = capsys.readouterr().err

    assert "does not exist" in doctor_out
    assert "`uv run fa-mcp samples`" in doctor_out
    # doctor and every command that reads the config give the same hint, and the file tried.
    assert "`uv run fa-mcp samples`" in command_err
    assert f"config file tried: {tmp_path / 'config' / 'roots.toml'}" in command_err


def test_the_samples_hint_is_only_for_the_samples_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mine.toml"
    mine.write_text('allowed_roots = ["/srv/없는 문서"]\n', encoding="utf-8")
    assert main(["trace-report", "--config", str(mine)]) == 2
    err = capsys.readouterr().err
    assert "/srv/없는 문서" in err  # the folder it looked for
    assert "fa-mcp samples" not in err


def test_config_errors_stop_commands_that_need_the_config(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `serve` starts anyway and answers CONFIG_INVALID (test_server_config_error).
    assert main(["audit", "verify", "--config", str(tmp_path / "nope.toml")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "CONFIG_INVALID" in captured.err


def test_a_missing_root_points_at_the_samples_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "roots.toml"
    config.write_text('allowed_roots = ["data/samples"]\noutput_root = "out"\n', encoding="utf-8")
    assert main(["trace-report", "--config", str(config)]) == 2
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
    assert verified["log"] == str(space.output / "_audit.jsonl")  # which log was checked
    assert main(["audit", "verify", "--config", config]) == 0
    assert capsys.readouterr().out.startswith(f"audit log {space.output / '_audit.jsonl'}: ")


def test_host_config_examples_match_what_install_writes() -> None:
    codex = tomllib.loads((CLONE / "config" / "codex-config.example.toml").read_text("utf-8"))
    example = codex["mcp_servers"][SERVER_KEY]
    written = tomllib.loads(codex_block(CLONE))["mcp_servers"][SERVER_KEY]
    assert example["args"][2:] == written["args"][2:]
    assert written["args"][2:] == ["run", "fa-mcp", "serve", "--approval", "terminal"]
    assert example["args"][0] == written["args"][0] == "--directory"
    for timeout in ("startup_timeout_sec", "tool_timeout_sec"):
        assert example[timeout] == written[timeout]
    desktop = json.loads(
        (CLONE / "config" / "claude_desktop_config.example.json").read_text("utf-8")
    )
    entry = desktop["mcpServers"][SERVER_KEY]
    assert set(entry) == {"command", "args"}
    assert entry["args"][2:] == desktop_entry(CLONE)["args"][2:]
    assert entry["args"][2:] == ["run", "fa-mcp", "serve", "--approval", "chat"]


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


# -- approval: the host defaults, doctor, and `fa-mcp approve` ---------------------------------

DRAFT = """\
# report.pdf 분석 / Analysis

## 요약 / Summary

Revenue in 2024 was 1,200 million won [p1]. The board approved the plan on 2024-03-05 [p2].

## 주요 내용 / Key points

- Revenue grew 15% from 2023 [p1].

## 구조 / Structure

- The first page covers revenue and the second page covers the board [p1, p2].

## 수치와 날짜 / Figures and dates

- The plan was approved with 7 votes [p2].

## 확인하지 못한 것 / Not verified

- Whether the plan was carried out is not stated in the document [p2].
"""


def test_doctor_shows_the_approval_setting(tmp_path: Path, space: Any) -> None:
    lines = [c.line() for c in doctor_checks(str(space.config_path))]
    assert any("approval: not set in the config" in line and "terminal" in line for line in lines)
    chosen = tmp_path / "chosen.toml"
    chosen.write_text(
        space.config_path.read_text(encoding="utf-8") + 'approval = "chat"\n', encoding="utf-8"
    )
    lines = [c.line() for c in doctor_checks(str(chosen))]
    assert "OK   approval: chat (set in the config; it wins over the host's default)" in lines


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_a_config_with_only_allowed_roots_passes_doctor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    (tmp_path / "docs").mkdir()
    minimal = tmp_path / "minimal.toml"
    minimal.write_text('allowed_roots = ["docs"]\n', encoding="utf-8")
    checks = doctor_checks(str(minimal))
    assert all(c.ok for c in checks), [c.line() for c in checks if not c.ok]
    assert any(str(tmp_path / "data" / "fa" / "reports") in c.text for c in checks)


def _waiting_save(space: Any, tmp_path: Path) -> tuple[str, str, Path]:
    """A preview in terminal mode: (token, code, config path)."""
    config_path = tmp_path / "terminal.toml"
    config_path.write_text(
        space.config_path.read_text(encoding="utf-8") + 'approval = "terminal"\n',
        encoding="utf-8",
    )
    config = load_config(config_path)
    from fa_mcp_server import Toolbox

    box = Toolbox(config)
    box.host_pid = None  # the person's screen is tested here, not where it runs
    try:
        preview, _ = box.preview_save_report("docs/report.pdf", draft=DRAFT, client_roots=None)
    finally:
        box.close()
    assert preview.approval_token and preview.approval_code
    return preview.approval_token, preview.approval_code, config_path


def test_approve_shows_the_draft_and_records_only_a_yes(
    space: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    token, code, config_path = _waiting_save(space, tmp_path)
    approvals = TerminalApprovals(load_config(config_path))
    asked: list[str] = []

    def answer(reply: str):
        def ask(prompt: str) -> str:
            asked.append(prompt)
            return reply

        return ask

    assert approve_command(str(config_path), code, ask=answer("no"), interactive=True) == 1
    assert not approvals.approved(token)
    assert approvals.declined(token)  # the waiting save is told at once
    out = capsys.readouterr().out
    assert "docs/report.pdf" in out and "Revenue in 2024 was 1,200 million won" in out
    # After a no the code approves nothing: the person asks for a new preview.
    assert approve_command(str(config_path), code, ask=answer("yes"), interactive=True) == 1
    assert not approvals.approved(token)
    token, code, config_path = _waiting_save(space, tmp_path)
    assert approve_command(str(config_path), code.lower(), ask=answer("yes"), interactive=True) == 0
    assert approvals.approved(token)
    assert len(asked) == 2
    assert approve_command(str(config_path), "AAAA-AAAA", ask=answer("yes"), interactive=True) == 1
    # Where it looked, and that another config may be the reason.
    err = capsys.readouterr().err
    assert str(config_path) in err and "--config" in err


def test_approve_refuses_without_an_interactive_terminal(
    space: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    token, code, config_path = _waiting_save(space, tmp_path)
    # Under pytest stdin is not a terminal, just as in a model's shell tool or a pipe.
    assert main(["approve", code, "--config", str(config_path)]) == 2
    assert "interactive terminal" in capsys.readouterr().err
    assert not TerminalApprovals(load_config(config_path)).approved(token)


def test_no_server_code_but_the_cli_can_approve() -> None:
    # The design rule behind terminal approval: only the person's command writes an approval.
    package = CLONE / "apps" / "mcp-server" / "src" / "fa_mcp_server"
    callers = sorted(
        path.name
        for path in package.rglob("*.py")
        if ".approve(" in path.read_text("utf-8") or ".decline(" in path.read_text("utf-8")
    )
    assert callers == ["_cli.py"]
    assert SaveGate  # the gate re-checks the approval itself (fa-gate tests)


def test_output_cut_short_by_its_reader_is_no_error() -> None:
    # `fa-mcp demo | head`: the reader leaves and the next write fails. That is the reader's
    # choice, not a defect: no traceback, the status a command stopped by a closed pipe has.
    # Here the reader is gone before the first write.
    import os
    import subprocess

    gone, out = os.pipe()
    os.close(gone)
    run = "import sys; from fa_mcp_server._cli import main; sys.exit(main())"
    try:
        child = subprocess.run(
            [sys.executable, "-c", run, "install", "claude-code", "--print"],
            stdout=out,
            stderr=subprocess.PIPE,
            timeout=120,
            check=False,
        )
    finally:
        os.close(out)
    assert (child.returncode, child.stderr.decode()) == (141, "")


def test_doctor_says_roots_local_toml_was_applied(
    space: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "roots.toml").write_text(
        space.config_path.read_text(encoding="utf-8"), encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("FA_MCP_CONFIG", raising=False)
    lines = [c.line() for c in doctor_checks(None)]
    assert not any("roots.local.toml" in line for line in lines)
    local = tmp_path / "config" / "roots.local.toml"
    local.write_text('approval = "chat"\n', encoding="utf-8")
    lines = [c.line() for c in doctor_checks(None)]
    assert any(f"with {local} applied over it" in line for line in lines), lines
    assert "OK   approval: chat (set in the config; it wins over the host's default)" in lines


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_the_readme_says_where_reports_go_for_every_config_route(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    readme = (CLONE / "README.md").read_text(encoding="utf-8")
    assert "reports go to `data/outputs` in the clone" in readme
    assert "reports go\n  to a per-user data folder" in readme
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("FA_MCP_CONFIG", raising=False)
    # The bundled file with a personal roots.local.toml over it: the clone's data/outputs.
    clone = tmp_path / "clone"
    (clone / "config").mkdir(parents=True)
    (clone / "config" / "roots.toml").write_bytes((CLONE / "config" / "roots.toml").read_bytes())
    (clone / "내 문서").mkdir()
    (clone / "config" / "roots.local.toml").write_text(
        'allowed_roots = ["내 문서"]\n', encoding="utf-8"
    )
    bundled = load_config(cwd=clone, environ={})
    assert bundled.output_root == (clone / "data" / "outputs").resolve()
    assert bundled.local == clone / "config" / "roots.local.toml"
    # Your own file, named by --config or FA_MCP_CONFIG, with only allowed_roots: per-user.
    own = tmp_path / "mine.toml"
    own.write_text(f'allowed_roots = ["{clone / "내 문서"}"]\n', encoding="utf-8")
    for config in (load_config(own, environ={}), load_config(environ={"FA_MCP_CONFIG": str(own)})):
        assert config.output_root == tmp_path / "xdg" / "fa" / "reports"


def test_approve_names_every_source_of_a_report_drawn_from_several(
    space: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, _, config_path = _waiting_save(space, tmp_path)  # a terminal-approval config
    approvals = TerminalApprovals(load_config(config_path))
    code = approvals.request(
        "fa1.several",
        source=("docs/예산 2023.hwp", "docs/예산 2024.hwpx"),
        output_name="예산_2023_hwp_plus1_00000000.md",
        draft="# 비교\n",
        expires_at="2099-01-01T00:00:00Z",
    )
    capsys.readouterr()
    assert approve_command(str(config_path), code, ask=lambda _: "no", interactive=True) == 1
    out = capsys.readouterr().out
    assert "A: docs/예산 2023.hwp" in out and "B: docs/예산 2024.hwpx" in out
