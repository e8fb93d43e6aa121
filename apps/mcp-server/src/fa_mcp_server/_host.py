"""Whether `fa-mcp approve` runs inside the host's own session: the self-approval speed bump.

A model with a shell tool (Claude Code's Bash, Codex's shell) can run `fa-mcp approve CODE`
under a pseudo-terminal (`script -qc`, `expect`) and type its own yes. fa cannot tell a person's
keystrokes from a program's. What it can see is where the process runs: a shell tool's commands
are descendants of the host process that started the server (`claude`, `codex`), while a
terminal window the person opened is not. So the server records the host's process id with
each approval request, and `fa-mcp approve` refuses to run as that process's descendant.

This stops the direct case, the model running the printed command from its shell tool. It does
not stop a model that detaches the command from the host first (a double fork re-parents it to
init, or it runs inside a tmux server the person already has): such a process is no longer the
host's descendant. The claims here are exactly those two, and both are tested. The protection a
model cannot get around from inside is the host's own permission prompt for shell commands:
keep it on, and never allow-list `fa-mcp approve`, `script`, `expect` or `tmux` (README).

Linux reads `/proc/<pid>/stat`; macOS and the BSDs ask `ps`; on Windows (no cheap parent
lookup without a dependency) nothing is known and nothing is refused.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

__all__ = ("ancestors", "host_pid", "process", "runs_under")

_LAUNCHERS = frozenset(
    {"uv", "uvx", "python", "python3", "fa-mcp", "sh", "bash", "dash", "zsh", "fish"}
)
"""Processes between the host and the server that are not the host itself (`uv --directory
<clone> run fa-mcp serve` starts the server through uv, some hosts through a shell)."""
_MAX_DEPTH = 64


def process(pid: int) -> tuple[int, str] | None:
    """(parent pid, own command name) of process `pid`, or None when it cannot be read."""
    if sys.platform.startswith("linux"):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        name = stat[stat.find("(") + 1 : stat.rfind(")")]
        fields = stat[stat.rfind(")") + 2 :].split()
        try:
            return int(fields[1]), name
        except (IndexError, ValueError):
            return None
    if sys.platform.startswith("win"):
        return None
    try:
        done = subprocess.run(
            ["ps", "-o", "ppid=,comm=", "-p", str(pid)],  # noqa: S607 - the system's ps
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    parts = done.stdout.strip().split(None, 1)
    if done.returncode != 0 or len(parts) != 2 or not parts[0].isdigit():
        return None
    return int(parts[0]), Path(parts[1]).name


def ancestors(pid: int | None = None) -> list[int]:
    """The process ids above `pid` (default: this process), nearest first, init left out."""
    found: list[int] = []
    current = os.getpid() if pid is None else pid
    for _ in range(_MAX_DEPTH):
        info = process(current)
        if info is None or info[0] <= 1 or info[0] in found:
            break
        found.append(info[0])
        current = info[0]
    return found


def host_pid() -> int | None:
    """The process that started this server: the nearest ancestor that is not a launcher
    (`uv`, a shell, python), or None when it cannot be known."""
    for pid in ancestors():
        info = process(pid)
        if info is None:
            return None
        if info[1] not in _LAUNCHERS and not info[1].startswith("python"):
            return pid
    return None


def runs_under(pid: int) -> bool:
    """Whether this process descends from `pid` (the host that started the server)."""
    return pid in ancestors()
