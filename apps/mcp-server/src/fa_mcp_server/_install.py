"""`fa-mcp install <host>`: register the server with Claude Code, Codex or Claude Desktop.

Every host runs the same command, `uv --directory <clone> run fa-mcp serve --approval <path>`,
so the server runs from the clone with its own lock. Files are changed only after a backup, and
only our entry is added: other servers in the host's config are kept as they are.

`--approval` is the host's default approval path (an `approval` key in the fa config wins over
it). Codex and the Claude Code VS Code extension declare MCP elicitation and then decline it
without asking anyone, so neither gets `elicit`. Claude Code and Codex run next to a terminal,
and their shell tool has no interactive terminal of its own, so `terminal` (the person runs
`fa-mcp approve <code>`) is both at hand and the one path the model cannot fake through fa.
Claude Desktop users may have no terminal open: `chat` (the model asks in the conversation and
passes approve=true) is the default there.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from fa_mcp_server._console import say, warn

__all__ = (
    "CODEX_STARTUP_TIMEOUT_SEC",
    "CODEX_TOOL_TIMEOUT_SEC",
    "SERVER_KEY",
    "active_config",
    "claude_code_command",
    "codex_block",
    "desktop_config_path",
    "desktop_entry",
    "find_clone",
    "install",
    "merge_desktop_config",
    "shell_line",
)

SERVER_KEY = "file-analysis"
"""The name the server is registered under in every host."""

HOST_APPROVAL = {"claude-code": "terminal", "codex": "terminal", "claude-desktop": "chat"}
"""The approval path `install` writes for each host (see the module docstring for why)."""

CODEX_STARTUP_TIMEOUT_SEC = 60
"""Codex waits 10 s by default for a server to start; a first `uv run` in a clone (building
the environment) takes longer."""

CODEX_TOOL_TIMEOUT_SEC = 1900
"""Codex cuts a tool call at 60 s by default; a terminal save waits up to
`approval_wait_seconds` (120 by default, at most 1,800) for the person, plus the checks."""


def find_clone(start: Path | None = None) -> Path:
    """The workspace clone this package runs from (the folder holding `uv.lock` and `apps/`).

    Falls back to the current folder when fa runs from an installed wheel.
    """
    here = (start or Path(__file__)).resolve()
    for folder in [here, *here.parents]:
        if (folder / "uv.lock").is_file() and (folder / "apps" / "mcp-server").is_dir():
            return folder
    return Path.cwd().resolve()


def _serve_args(clone: Path, config: str | None, approval: str) -> list[str]:
    args = ["--directory", str(clone), "run", "fa-mcp", "serve", "--approval", approval]
    if config:
        args += ["--config", str(Path(config).resolve())]
    return args


def active_config(config: str | None, environ: Mapping[str, str] | None = None) -> str | None:
    """The config the entry must carry: `--config`, else `FA_MCP_CONFIG` (a host starts fa
    without the person's shell variables), as an absolute path; None for the default lookup."""
    from fa_gate import CONFIG_ENV

    env = os.environ if environ is None else environ
    chosen = config or env.get(CONFIG_ENV) or None
    return str(Path(chosen).resolve()) if chosen else None


def claude_code_command(clone: Path, config: str | None = None) -> list[str]:
    """The `claude mcp add` command line that registers fa with Claude Code, for every
    project of this user (`--scope user`; the default scope is the current folder only)."""
    args = _serve_args(clone, config, HOST_APPROVAL["claude-code"])
    return ["claude", "mcp", "add", "--scope", "user", SERVER_KEY, "--", "uv", *args]


def shell_line(words: list[str], *, windows: bool = sys.platform.startswith("win")) -> str:
    """`words` as one line to paste into a shell (POSIX quoting; PowerShell on Windows)."""
    if windows:
        from fa_mcp_server._launch import powershell_quote

        return " ".join(powershell_quote(word) for word in words)
    return shlex.join(words)


def codex_block(clone: Path, config: str | None = None, uv: str = "uv") -> str:
    """The TOML table to put into `~/.codex/config.toml`, with start-up and tool timeouts that
    let a first `uv run` start and a terminal approval wait."""
    args = ", ".join(
        json.dumps(a, ensure_ascii=False)
        for a in _serve_args(clone, config, HOST_APPROVAL["codex"])
    )
    return (
        f"[mcp_servers.{SERVER_KEY}]\ncommand = {json.dumps(uv, ensure_ascii=False)}\n"
        f"args = [{args}]\nstartup_timeout_sec = {CODEX_STARTUP_TIMEOUT_SEC}\n"
        f"tool_timeout_sec = {CODEX_TOOL_TIMEOUT_SEC}\n"
    )


def desktop_entry(clone: Path, config: str | None = None, uv: str = "uv") -> dict[str, Any]:
    """The `mcpServers` entry for Claude Desktop (which needs uv's absolute path)."""
    return {"command": uv, "args": _serve_args(clone, config, HOST_APPROVAL["claude-desktop"])}


def desktop_config_path(
    platform: str = sys.platform, environ: Mapping[str, str] | None = None
) -> Path:
    """Where Claude Desktop keeps `claude_desktop_config.json` on this operating system."""
    env = os.environ if environ is None else environ
    home = Path(env.get("HOME") or env.get("USERPROFILE") or Path.home())
    if platform == "darwin":
        base = home / "Library" / "Application Support"
    elif platform.startswith("win"):
        base = Path(env["APPDATA"]) if env.get("APPDATA") else home / "AppData" / "Roaming"
    else:
        base = Path(env["XDG_CONFIG_HOME"]) if env.get("XDG_CONFIG_HOME") else home / ".config"
    return base / "Claude" / "claude_desktop_config.json"


def merge_desktop_config(existing: str | None, entry: dict[str, Any]) -> str:
    """The config text with our server set and every other key and server kept.

    Raises:
        ValueError: the existing file is not a JSON object (it is left untouched).
    """
    data: Any = {} if existing is None or not existing.strip() else json.loads(existing)
    if not isinstance(data, dict):
        raise ValueError("the Claude Desktop config is not a JSON object")
    servers = data.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise ValueError("mcpServers in the Claude Desktop config is not an object")
    servers[SERVER_KEY] = entry
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _backup(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    backup = path.with_name(f"{path.name}.{stamp}.bak")
    shutil.copy2(path, backup)
    return backup


def _write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        Path(temp).replace(path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _install_claude_code(clone: Path, config: str | None, print_only: bool) -> int:
    command = claude_code_command(clone, config)
    shown = shell_line(command)
    if print_only or shutil.which("claude") is None:
        if not print_only:
            say("`claude` is not on PATH; run this where Claude Code is installed:")
        say(shown)
        return 0
    say(f"Running: {shown}")
    return subprocess.run(command, check=False).returncode


def _install_codex(clone: Path, config: str | None, print_only: bool) -> int:
    uv = shutil.which("uv") or "uv"
    block = codex_block(clone, config, uv)
    if print_only:
        say("# Add to ~/.codex/config.toml")
        say(block.rstrip("\n"))
        return 0
    home = Path(os.environ.get("CODEX_HOME") or Path.home() / ".codex")
    target = home / "config.toml"
    existing = target.read_text(encoding="utf-8") if target.is_file() else ""
    try:
        parsed = tomllib.loads(existing)
    except tomllib.TOMLDecodeError:
        warn(f"{target} is not valid TOML; fix it first, or paste this block by hand:")
        say(block.rstrip("\n"))
        return 1
    if SERVER_KEY in parsed.get("mcp_servers", {}):
        warn(f"{target} already has [mcp_servers.{SERVER_KEY}]; edit it by hand if it changed:")
        say(block.rstrip("\n"))
        return 1
    if target.is_file():
        say(f"Backed up {target} to {_backup(target)}")
    separator = "" if not existing or existing.endswith("\n\n") else "\n"
    _write_atomic(target, existing + separator + block)
    say(f"Registered fa as `{SERVER_KEY}` in {target}")
    return 0


def _install_desktop(clone: Path, config: str | None, print_only: bool) -> int:
    entry = desktop_entry(clone, config, shutil.which("uv") or "uv")
    target = desktop_config_path()
    if print_only:
        say(f"# Merge into {target}")
        say(json.dumps({"mcpServers": {SERVER_KEY: entry}}, ensure_ascii=False, indent=2))
        return 0
    existing = target.read_text(encoding="utf-8") if target.is_file() else None
    try:
        merged = merge_desktop_config(existing, entry)
    except ValueError as error:  # json.JSONDecodeError is a ValueError
        warn(f"{target} cannot be merged ({type(error).__name__}); fix it or use --print.")
        return 1
    if target.is_file():
        say(f"Backed up {target} to {_backup(target)}")
    _write_atomic(target, merged)
    say(f"Registered fa as `{SERVER_KEY}` in {target}; restart Claude Desktop.")
    return 0


def install(host: str, *, config: str | None = None, print_only: bool = False) -> int:
    """Register fa with `host` (`claude-code`, `codex`, `claude-desktop`); exit code."""
    clone = find_clone()
    config = active_config(config)
    if host == "claude-code":
        return _install_claude_code(clone, config, print_only)
    if host == "codex":
        return _install_codex(clone, config, print_only)
    return _install_desktop(clone, config, print_only)
