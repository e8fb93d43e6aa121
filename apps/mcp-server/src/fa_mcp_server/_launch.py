"""The `fa-mcp` command line a person can type on this installation, as the server prints it.

A host starts fa as `uv --directory <clone> run fa-mcp serve`, so `fa-mcp` is on no PATH the
person's terminal has: a bare `fa-mcp approve K7Q2-M9XD` is `command not found`. And a config
the host named (`--config`, or `FA_MCP_CONFIG` in the host entry's environment) is unknown to
that terminal, where the same command would read another config and find no waiting save.

So every command fa prints for a person is built here from what this process knows:

- the folder the server runs in (the clone, for every entry `fa-mcp install` writes), where the
  default config lookup (`config/roots.toml` with `config/roots.local.toml`) starts;
- how `fa-mcp` runs there: `uv run fa-mcp` inside a uv project (the clone), else the absolute
  path of the `fa-mcp` script of this environment (an installed wheel);
- the config file, as `--config <absolute path>`, when it is not the one the default lookup in
  that folder finds;
- the shell: POSIX quoting (`shlex.quote`: a clone under `내 문서` stays one word) on Linux and
  macOS, PowerShell on Windows (single-quoted literals, `;` between commands, `&` before a
  quoted program).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = ("Launch", "powershell_quote", "terminal_environment")

PROBE_SECONDS = 120
"""How long `doctor` lets the printed command start (a first `uv run` may sync the clone)."""


def _in_a_virtual_environment(folder: str) -> bool:
    """Whether a PATH entry is a virtual environment's program folder (`<venv>/bin`)."""
    return (Path(folder).parent / "pyvenv.cfg").is_file()


def terminal_environment(environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a new terminal the person opens: this one without any virtual
    environment on PATH (a host's `uv run` puts one there, `uv run nox` two) and without the
    host entry's `FA_MCP_CONFIG`."""
    env = dict(os.environ if environ is None else environ)
    env["PATH"] = os.pathsep.join(
        part
        for part in env.get("PATH", "").split(os.pathsep)
        if part and not _in_a_virtual_environment(part)
    )
    for name in ("VIRTUAL_ENV", "FA_MCP_CONFIG", "UV_PROJECT_ENVIRONMENT"):
        env.pop(name, None)
    return env


def shell_argv(line: str, *, windows: bool) -> list[str]:
    """The program and arguments that run `line` the way a person's terminal would."""
    if windows:
        return ["powershell", "-NoProfile", "-NonInteractive", "-Command", line]
    return ["/bin/sh", "-c", line]


_PLAIN_WORD = re.compile(r"[A-Za-z0-9_./:=-]+")


def powershell_quote(text: str) -> str:
    """`text` as one PowerShell word: as it is when plain (`approve`, `K7Q2-M9XD`), else a
    single-quoted literal (a `'` inside doubled), where nothing is expanded."""
    if _PLAIN_WORD.fullmatch(text) and not text.startswith("-"):
        return text
    return "'" + text.replace("'", "''") + "'"


def _project_of(prefix: Path) -> Path | None:
    """The uv project whose environment `prefix` is (`<project>/.venv`), if it is one."""
    parent = prefix.parent
    if prefix.name == ".venv" and (parent / "pyproject.toml").is_file():
        return parent
    return None


@dataclass(frozen=True, slots=True)
class Launch:
    """How a person runs `fa-mcp` for this server: where, with which program and config."""

    cwd: Path
    """The folder the server runs in (the default config lookup starts there)."""
    project: Path | None
    """The uv project that runs fa (`uv run fa-mcp`), or None for an installed script."""
    script: Path | None
    """The absolute `fa-mcp` program when there is no project (else None)."""
    config: Path | None
    """The config file to name with `--config`, or None when the default lookup finds it."""
    windows: bool = False

    @classmethod
    def current(cls, config_source: Path | None, *, cwd: Path | None = None) -> Launch:
        """This process: its folder, its environment's project or script, and its config."""
        here = (cwd or Path.cwd()).resolve()
        windows = sys.platform.startswith("win")
        project = _project_of(Path(sys.prefix).resolve())
        script: Path | None = None
        if project is None:
            bin_dir = Path(sys.executable).parent
            found = shutil.which("fa-mcp", path=str(bin_dir))
            script = Path(found).resolve() if found else None
        config = None
        if config_source is not None:
            source = config_source.resolve()
            if source != here / "config" / "roots.toml":
                config = source
        return cls(cwd=here, project=project, script=script, config=config, windows=windows)

    def _quote(self, text: str) -> str:
        return powershell_quote(text) if self.windows else shlex.quote(text)

    def command(self, *args: str) -> str:
        """The line a person types in a terminal to run `fa-mcp <args>` for this server."""
        words = [*args]
        if self.config is not None:
            words += ["--config", str(self.config)]
        tail = " ".join(self._quote(word) for word in words)
        if self.project is not None:
            inside = self.cwd == self.project or self.cwd.is_relative_to(self.project)
            run = "uv run" if inside else f"uv run --project {self._quote(str(self.project))}"
            program = f"{run} fa-mcp"
        elif self.script is not None:
            program = ("& " if self.windows else "") + self._quote(str(self.script))
        else:
            program = f"{self._quote(sys.executable)} -m fa_mcp_server"
            if self.windows:
                program = "& " + program
        needs_folder = self.project is not None or self.config is None
        if not needs_folder:
            return f"{program} {tail}"
        joiner = "; " if self.windows else " && "
        return f"cd {self._quote(str(self.cwd))}{joiner}{program} {tail}"

    def probe(self) -> tuple[bool, str]:
        """Run this installation's `fa-mcp --version` as printed, in a new terminal's
        environment: (it ran, what it said or why not). `doctor` uses it."""
        line = self.command("--version")
        try:
            done = subprocess.run(
                shell_argv(line, windows=self.windows),
                capture_output=True,
                env=terminal_environment(),
                stdin=subprocess.DEVNULL,
                timeout=PROBE_SECONDS,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            return False, type(error).__name__
        out = done.stdout.decode("utf-8", "replace").strip()
        err = done.stderr.decode("utf-8", "replace").strip().splitlines()
        if done.returncode == 0 and out.startswith("fa-mcp"):
            return True, out
        return False, f"exit {done.returncode}: {err[-1] if err else out[:200]}"

    def approve_line(self, code: str) -> str:
        """The approval command for `code` (`cd <clone> && uv run fa-mcp approve K7Q2-M9XD`)."""
        return self.command("approve", code)
