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

from fa_mcp_server._catalogue import person_language, text
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


def _writable_folder(label: str, folder: Path, lang: str = "en") -> Check:
    """A folder that exists and is writable, or can be created (its nearest parent is)."""
    if folder.exists():
        if not folder.is_dir():
            return Check(False, text("doctor.not_a_folder", lang, label=label, folder=folder))
        if not os.access(folder, os.W_OK | os.X_OK):
            return Check(False, text("doctor.not_writable", lang, label=label, folder=folder))
        return Check(True, f"{label} {folder}")
    parent = folder.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if os.access(parent, os.W_OK | os.X_OK):
        return Check(True, text("doctor.created_later", lang, label=label, folder=folder))
    return Check(
        False, text("doctor.cannot_create", lang, label=label, folder=folder, parent=parent)
    )


def _private_files(state_dir: Path, lang: str = "en") -> list[Check]:
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
            checks.append(Check(False, text("doctor.key_open", lang, path=entry)))
        else:
            checks.append(Check(True, text("doctor.key_private", lang, name=entry.name)))
    return checks


def _approval_check(config: Config, lang: str = "en") -> Check:
    """Which approval path saves use, and where that comes from."""
    from fa_mcp_server._install import HOST_APPROVAL

    if config.approval is not None:
        line = text("doctor.approval_set", lang, path=config.approval)
        if config.approval == "elicit":
            line += text("doctor.approval_elicit", lang)
        return Check(True, line)
    defaults = ", ".join(f"{host} {path}" for host, path in HOST_APPROVAL.items())
    return Check(True, text("doctor.approval_unset", lang, defaults=defaults))


def _approval_command_check(config: Config, lang: str = "en") -> Check:
    """The approval command a terminal save prints here, run as `fa-mcp --version` through a
    shell in a new terminal's environment, exactly as printed but for those words."""
    from fa_mcp_server._launch import Launch

    launch = Launch.current(config.source)
    line = launch.approve_line("K7Q2-M9XD")
    ran, said = launch.probe()
    if ran:
        return Check(True, text("doctor.command_ok", lang, line=line, said=said))
    return Check(False, text("doctor.command_fails", lang, line=line, said=said))


def _root_checks(config: Config, lang: str = "en") -> list[Check]:
    checks: list[Check] = []
    for root in config.roots:
        if not root.path.is_dir():
            checks.append(
                Check(False, text("doctor.root_missing", lang, name=root.name, path=root.path))
            )
        elif not os.access(root.path, os.R_OK | os.X_OK):
            checks.append(
                Check(False, text("doctor.root_unreadable", lang, name=root.name, path=root.path))
            )
        else:
            checks.append(Check(True, f"root {root.name}: {root.path}"))
    try:
        Boundary(config.roots)
    except GateError as error:
        checks.append(Check(False, f"roots: {error.message}"))
    return checks


def doctor_checks(config_path: str | None, language: str | None = None) -> list[Check]:
    """Every check, in order; stops after the config when it cannot be loaded. Lines speak
    `language` (default: the config's `language`, else the locale)."""
    checks: list[Check] = []
    try:
        config = load_config(config_path)
    except ConfigError as error:
        lang = language or person_language(None)
        hint = config_hint(error)
        tried = " and ".join(str(path) for path in error.tried)
        checks.append(
            Check(
                False,
                f"config ({error.key}): {error.message}"
                + (f" {hint}" if hint else "")
                + (text("doctor.tried", lang, tried=tried) if tried else "")
                + (
                    text("doctor.folders", lang, folders=", ".join(map(str, error.folders)))
                    if error.folders
                    else ""
                ),
                problems=len(error.problems),
            )
        )
        return checks
    lang = language or person_language(config.language)
    if config.local is not None:
        line = text("doctor.config_local", lang, source=config.source, local=config.local)
        checks.append(Check(True, line))
    else:
        checks.append(Check(True, f"config {config.source}"))
    checks.append(_approval_check(config, lang))
    checks.append(_approval_command_check(config, lang))
    checks += _root_checks(config, lang)
    checks.append(_writable_folder("output_root", config.output_root, lang))
    if config.trace_dir is None:
        checks.append(Check(True, text("doctor.trace_off", lang)))
    elif any(config.trace_dir.is_relative_to(root.path) for root in config.roots):
        checks.append(Check(False, text("doctor.trace_inside", lang, path=config.trace_dir)))
    else:
        checks.append(_writable_folder("trace_dir", config.trace_dir, lang))
    checks.append(_writable_folder("state_dir", config.state_dir, lang))
    checks += _private_files(config.state_dir, lang)
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
            checks.append(Check(False, text("doctor.package_missing", lang, package=package)))
    checks.append(Check(sys.version_info >= (3, 11), f"Python {sys.version.split()[0]}"))
    return checks


def run_doctor(config_path: str | None) -> int:
    """Print every check, then the count in the person's language; exit 1 when any needs
    fixing."""
    lang = person_language(_configured_language(config_path))
    checks = doctor_checks(config_path, lang)
    say(text("doctor.legend", lang))
    for check in checks:
        say(check.line())
    problems = sum(c.problems for c in checks if not c.ok)
    if not problems:
        say(text("doctor.all_passed", lang))
    elif problems == 1:
        say(text("doctor.one_problem", lang))
    else:
        say(text("doctor.problems", lang, count=problems))
    return 1 if problems else 0


def _configured_language(config_path: str | None) -> str | None:
    try:
        return load_config(config_path).language
    except ConfigError:
        return None
