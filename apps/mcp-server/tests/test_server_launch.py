"""The command lines fa prints for a person: the folder, the program, the config, the quoting."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from fa_gate import load_config
from fa_mcp_server._doctor import doctor_checks
from fa_mcp_server._launch import Launch, powershell_quote

CLONE = Path("/home/me/내 문서/fa clone")
CONFIG = Path("/home/me/설정 파일/fa's.toml")


def test_a_clone_prints_cd_then_uv_run_and_carries_the_config() -> None:
    launch = Launch(cwd=CLONE, project=CLONE, script=None, config=CONFIG)
    line = launch.approve_line("K7Q2-M9XD")
    assert shlex.split(line) == [
        "cd",
        str(CLONE),
        "&&",
        "uv",
        "run",
        "fa-mcp",
        "approve",
        "K7Q2-M9XD",
        "--config",
        str(CONFIG),
    ]


def test_the_default_lookup_needs_the_folder_and_no_config_option() -> None:
    launch = Launch(cwd=CLONE, project=CLONE, script=None, config=None)
    assert shlex.split(launch.approve_line("K7Q2-M9XD")) == [
        "cd",
        str(CLONE),
        "&&",
        "uv",
        "run",
        "fa-mcp",
        "approve",
        "K7Q2-M9XD",
    ]
    elsewhere = Launch(cwd=Path("/srv/work"), project=CLONE, script=None, config=None)
    words = shlex.split(elsewhere.approve_line("K7Q2-M9XD"))
    assert words[:6] == ["cd", "/srv/work", "&&", "uv", "run", "--project"]
    assert words[6] == str(CLONE)


def test_an_installed_script_is_named_by_its_absolute_path() -> None:
    script = Path("/opt/fa tools/bin/fa-mcp")
    launch = Launch(cwd=Path("/tmp"), project=None, script=script, config=CONFIG)
    assert shlex.split(launch.approve_line("K7Q2-M9XD")) == [
        str(script),
        "approve",
        "K7Q2-M9XD",
        "--config",
        str(CONFIG),
    ]


def test_windows_gets_powershell_literals() -> None:
    clone = Path("C:/Users/김/내 문서/fa")
    launch = Launch(cwd=clone, project=clone, script=None, config=None, windows=True)
    assert launch.approve_line("K7Q2-M9XD") == (f"cd '{clone}'; uv run fa-mcp approve K7Q2-M9XD")
    assert powershell_quote("it's") == "'it''s'"


def test_the_current_launch_names_a_chosen_config_and_not_the_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "config").mkdir()
    default = tmp_path / "config" / "roots.toml"
    monkeypatch.chdir(tmp_path)
    assert Launch.current(default).config is None
    chosen = tmp_path / "elsewhere.toml"
    assert Launch.current(chosen).config == chosen.resolve()
    # FA_MCP_CONFIG in the host entry's environment: the person's terminal lacks it, so it
    # is carried as --config.
    (tmp_path / "docs").mkdir()
    chosen.write_text('allowed_roots = ["docs"]\nstate_dir = "s"\noutput_root = "o"\n', "utf-8")
    config = load_config(environ={"FA_MCP_CONFIG": str(chosen)}, cwd=tmp_path)
    line = Launch.current(config.source).approve_line("K7Q2-M9XD")
    assert shlex.split(line)[-2:] == ["--config", str(chosen.resolve())]


def test_doctor_runs_the_printed_command(space: object) -> None:
    lines = [c.line() for c in doctor_checks(str(space.config_path))]  # type: ignore[attr-defined]
    command = [line for line in lines if "approval command" in line]
    assert len(command) == 1
    assert command[0].startswith("OK "), command
    assert "runs here: fa-mcp " in command[0]
