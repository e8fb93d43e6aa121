"""`fa-mcp doctor`: check what the server needs before a host starts it, and say what to fix.

Each check is one line, `OK   ...` or `FIX  ...`. Nothing is created or changed. This runs in a
terminal for the person, so it may name absolute paths (the model never sees this output).
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from fa_gate import (
    AuditVerification,
    Boundary,
    Config,
    ConfigError,
    GateError,
    load_config,
    verify_audit,
)

from fa_mcp_server._console import say

__all__ = ("Check", "audit_summary", "config_hint", "doctor_checks", "run_doctor")

PACKAGES = ("fa-mcp-server", "fa-extract", "fa-grounding", "fa-gate", "fa-trace", "mcp")


@dataclass(frozen=True)
class Check:
    """One line of the doctor's report."""

    ok: bool
    text: str
    problems: int = 1
    """How many problems a failed check stands for (a config's every problem is one)."""

    def line(self) -> str:
        """`OK   text` or `FIX  text`."""
        return f"{'OK ' if self.ok else 'FIX'}  {self.text}"


def config_hint(error: ConfigError) -> str | None:
    """What to do about a config error beyond its message, or None; `serve` and `doctor` both
    say it, so a fresh clone hears "run `fa-mcp samples`" whichever it runs first."""
    if error.key == "allowed_roots" and any(
        folder.parts[-2:] == ("data", "samples") for folder in error.folders
    ):
        return (
            "the bundled config reads data/samples, which `uv run fa-mcp samples` (or "
            "`uv run fa-mcp demo`) creates; list your own folders in config/roots.local.toml."
        )
    return None


def audit_summary(result: AuditVerification) -> str:
    """One sentence on the audit chain for a person."""
    if result.ok:
        return f"{result.records} record(s), hash chain intact"
    if result.broken_at is None:  # the chain holds; a save or a report is unaccounted for
        names = f" ({', '.join(result.unaudited)})" if result.unaudited else ""
        return f"{result.records} record(s), hash chain intact, but {result.reason}{names}"
    return (
        f"hash chain broken at record {result.broken_at} ({result.reason}); keep the file "
        "as evidence and tell whoever maintains this machine"
    )


def _writable_folder(label: str, folder: Path) -> Check:
    """A folder that exists and is writable, or can be created (its nearest parent is)."""
    if folder.exists():
        if not folder.is_dir():
            return Check(False, f"{label} {folder} is not a folder; point the config elsewhere")
        if not os.access(folder, os.W_OK | os.X_OK):
            return Check(False, f"{label} {folder} is not writable; fix its permissions")
        return Check(True, f"{label} {folder}")
    parent = folder.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if os.access(parent, os.W_OK | os.X_OK):
        return Check(True, f"{label} {folder} (created on first use)")
    return Check(False, f"{label} {folder} cannot be created; {parent} is not writable")


def _private_files(state_dir: Path) -> list[Check]:
    """Key files in the state folder must be readable by their owner only (POSIX)."""
    if not state_dir.is_dir() or sys.platform.startswith("win"):
        return []
    checks: list[Check] = []
    for entry in sorted(state_dir.iterdir()):
        try:
            info = entry.lstat()
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        if info.st_mode & 0o077:
            checks.append(
                Check(False, f"key file {entry} is readable by others; run chmod 600 on it")
            )
        else:
            checks.append(Check(True, f"key file {entry.name} is private (0600)"))
    return checks


def _approval_check(config: Config) -> Check:
    """Which approval path saves use, and where that comes from."""
    from fa_mcp_server._install import HOST_APPROVAL

    if config.approval is not None:
        text = f"approval: {config.approval} (set in the config; it wins over the host's default)"
        if config.approval == "elicit":
            text += (
                "; hosts that decline confirmations on their own (Codex, the Claude Code VS "
                "Code extension) cannot save with it: use terminal or chat there"
            )
        return Check(True, text)
    defaults = ", ".join(f"{host} {path}" for host, path in HOST_APPROVAL.items())
    return Check(
        True,
        "approval: not set in the config; each host's entry sets it (`fa-mcp install` writes "
        f"{defaults}), else elicit",
    )


def _approval_command_check(config: Config) -> Check:
    """The approval command a terminal save prints here, run as `fa-mcp --version` through a
    shell in a new terminal's environment, exactly as printed but for those words."""
    from fa_mcp_server._launch import Launch

    launch = Launch.current(config.source)
    line = launch.approve_line("K7Q2-M9XD")
    ran, said = launch.probe()
    if ran:
        return Check(True, f"approval command (terminal): {line} (runs here: {said})")
    return Check(
        False,
        f"approval command (terminal): {line} does not run in a new terminal ({said}); "
        "install uv so that `uv` is on PATH, or run the server from its clone",
    )


def _root_checks(config: Config) -> list[Check]:
    checks: list[Check] = []
    for root in config.roots:
        if not root.path.is_dir():
            checks.append(Check(False, f"root {root.name}: {root.path} is missing; create it"))
        elif not os.access(root.path, os.R_OK | os.X_OK):
            checks.append(Check(False, f"root {root.name}: {root.path} is not readable"))
        else:
            checks.append(Check(True, f"root {root.name}: {root.path}"))
    try:
        Boundary(config.roots)
    except GateError as error:
        checks.append(Check(False, f"roots: {error.message}"))
    return checks


def doctor_checks(config_path: str | None) -> list[Check]:
    """Every check, in order; stops after the config when it cannot be loaded."""
    checks: list[Check] = []
    try:
        config = load_config(config_path)
    except ConfigError as error:
        hint = config_hint(error)
        tried = " and ".join(str(path) for path in error.tried)
        checks.append(
            Check(
                False,
                f"config ({error.key}): {error.message}"
                + (f" {hint}" if hint else "")
                + (f" (config file tried: {tried})" if tried else "")
                + (
                    f" (folders looked for: {', '.join(str(p) for p in error.folders)})"
                    if error.folders
                    else ""
                ),
                problems=len(error.problems),
            )
        )
        return checks
    if config.local is not None:
        text = f"config {config.source}, with {config.local} applied over it (its keys win)"
        checks.append(Check(True, text))
    else:
        checks.append(Check(True, f"config {config.source}"))
    checks.append(_approval_check(config))
    checks.append(_approval_command_check(config))
    checks += _root_checks(config)
    checks.append(_writable_folder("output_root", config.output_root))
    if config.trace_dir is None:
        checks.append(Check(True, "trace_dir not set: tracing is off"))
    elif any(config.trace_dir.is_relative_to(root.path) for root in config.roots):
        checks.append(
            Check(
                False,
                f"trace_dir {config.trace_dir} lies inside an allowed root, so tracing turns "
                "itself off; move it outside every root",
            )
        )
    else:
        checks.append(_writable_folder("trace_dir", config.trace_dir))
    checks.append(_writable_folder("state_dir", config.state_dir))
    checks += _private_files(config.state_dir)
    try:
        audit = verify_audit(config)
    except GateError as error:
        checks.append(Check(False, f"audit log: {error.message}"))
    else:
        checks.append(Check(audit.ok, f"audit log: {audit_summary(audit)}"))
    for package in PACKAGES:
        try:
            checks.append(Check(True, f"{package} {version(package)}"))
        except PackageNotFoundError:
            checks.append(Check(False, f"{package} is not installed; run `uv sync`"))
    checks.append(Check(sys.version_info >= (3, 11), f"Python {sys.version.split()[0]}"))
    return checks


def run_doctor(config_path: str | None) -> int:
    """Print every check; exit code 1 when any needs fixing."""
    checks = doctor_checks(config_path)
    for check in checks:
        say(check.line())
    problems = sum(c.problems for c in checks if not c.ok)
    if not problems:
        say("All checks passed.")
    else:
        say(f"{problems} problem{'s' if problems > 1 else ''} to fix.")
    return 1 if problems else 0
