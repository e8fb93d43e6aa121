"""`fa-mcp`: serve over stdio (the default), and the person's commands around the server.

While serving, stdout is the MCP protocol: nothing here writes to it then. Every other command
writes for a person through `_console.say`, and logs go to stderr.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
from collections.abc import Callable, Sequence
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING

from fa_mcp_server._console import say, warn

if TYPE_CHECKING:
    from fa_gate import AuditLog, Config, ConfigError

__all__ = ("main",)

_log = logging.getLogger("fa_mcp_server")

SDK_LOGGERS = ("mcp", "mcp_types")
"""The MCP SDK's logger trees, kept off stderr while serving (see `_serve`)."""

HOSTS = ("claude-code", "codex", "claude-desktop")


def _version() -> str:
    try:
        return version("fa-mcp-server")
    except PackageNotFoundError:
        return "unknown"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fa-mcp",
        description="fa: a local MCP server that hands out anchored evidence from documents "
        "and checks the summary a host model writes against it.",
    )
    parser.add_argument(
        "--config",
        metavar="PATH",
        help="config file (default: $FA_MCP_CONFIG, else config/roots.toml)",
    )
    parser.add_argument("--version", action="version", version=f"fa-mcp {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    serve = sub.add_parser("serve", help="run the MCP server over stdio (the default)")
    serve.add_argument(
        "--approval",
        choices=("elicit", "chat", "terminal"),
        default=None,
        help="this host's approval path when the config sets none (fa-mcp install writes it)",
    )
    approve = sub.add_parser(
        "approve", help="approve a waiting save, in your own terminal (the code is in the chat)"
    )
    approve.add_argument("code", metavar="CODE", help="the code the preview showed (K7Q2-M9XD)")
    sub.add_parser("demo", help="one whole cycle on the samples over real stdio")
    sub.add_parser("smoke", help="spawn the server and check the harness rules")
    samples = sub.add_parser("samples", help="generate the Korean sample documents")
    samples.add_argument("--dest", default="data/samples", metavar="DIR")
    evaluate = sub.add_parser("eval", help="compare extraction with the golden sets")
    evaluate.add_argument("--samples", default="data/samples", metavar="DIR")
    evaluate.add_argument("--golden", default="evals/golden", metavar="DIR")
    evaluate.add_argument("--reports", default="evals/reports", metavar="DIR")
    trace = sub.add_parser("trace-report", help="calls, errors and latency per tool")
    trace.add_argument("--days", type=int, default=7, metavar="N")
    trace.add_argument("--json", action="store_true")
    audit = sub.add_parser("audit", help="the audit log of saved reports")
    audit_sub = audit.add_subparsers(dest="audit_command", metavar="ACTION", required=True)
    verify = audit_sub.add_parser("verify", help="prove the audit log's hash chain")
    verify.add_argument("--json", action="store_true")
    reports = sub.add_parser("reports", help="list the saved reports with their full paths")
    reports.add_argument("--json", action="store_true")
    install = sub.add_parser("install", help="register fa with a host")
    install.add_argument("host", choices=HOSTS)
    install.add_argument("--print", dest="print_only", action="store_true", help="only print")
    sub.add_parser("doctor", help="check config, roots, folders, key files and versions")
    # `--config` is accepted after the command too (`fa-mcp serve --config x.toml`).
    # SUPPRESS as the default: a nested parser that did not see the option leaves it alone.
    for child in [*sub.choices.values(), verify]:
        child.add_argument(
            "--config",
            dest="sub_config",
            metavar="PATH",
            default=argparse.SUPPRESS,
            help=argparse.SUPPRESS,
        )
    return parser


def _load_config(config_path: str | None) -> Config | None:
    """The config, or None after telling the person on stderr what is wrong and what to do."""
    from fa_gate import ConfigError, load_config

    try:
        return load_config(config_path)
    except ConfigError as error:
        _tell_config_error(error)
        return None


def _tell_config_error(error: ConfigError) -> None:
    """The config's problems on stderr, with the files tried and what to do."""
    from fa_mcp_server._doctor import config_hint

    warn(f"fa-mcp: {error.code} ({error.key}): {error.message}")
    if error.tried:
        warn(f"fa-mcp: config file tried: {' and '.join(str(path) for path in error.tried)}")
    if error.folders:
        warn(f"fa-mcp: folders looked for: {', '.join(str(path) for path in error.folders)}")
    hint = config_hint(error)
    if hint is not None:
        warn(f"fa-mcp: {hint}")


def _serve_config_error(error: ConfigError) -> int:
    """Serve with a config that cannot be used: the host connects, lists the tools, and every
    call answers `CONFIG_INVALID` with the problems and the files tried (the host shows that;
    a server that exited before the handshake would only show "disconnected")."""
    from fa_trace import LibraryLogGuard

    from fa_mcp_server._config_error import build_config_error_server
    from fa_mcp_server._launch import Launch

    source = error.tried[0] if error.tried else None
    doctor = Launch.current(source).command("doctor")
    sdk_guard = LibraryLogGuard(SDK_LOGGERS, level=logging.WARNING)
    server, toolbox = build_config_error_server(error, doctor=doctor)
    with LibraryLogGuard(), sdk_guard, toolbox:
        _log.info("fa-mcp serving over stdio with an unusable config: every tool says why")
        server.run("stdio")
    return 0


def _serve(config_path: str | None, approval: str | None = None) -> int:
    from fa_gate import ConfigError, load_config
    from fa_trace import LibraryLogGuard

    from fa_mcp_server._server import build_server
    from fa_mcp_server._tools import Toolbox

    try:
        config = load_config(config_path)
    except ConfigError as error:
        _tell_config_error(error)
        return _serve_config_error(error)
    # The SDK's own loggers name what the client sent (a resource URI is a file name, even an
    # absolute path): their records are counted, and at WARNING and above replaced by a fixed
    # sentence, so stderr carries no argument value.
    sdk_guard = LibraryLogGuard(SDK_LOGGERS, level=logging.WARNING)
    with LibraryLogGuard(), sdk_guard, Toolbox(config, host_approval=approval) as toolbox:
        _settle_audit(toolbox.gate.audit)
        server = build_server(config, toolbox=toolbox)
        _log.info(
            "fa-mcp serving over stdio with %d allowed root(s), approval %s",
            len(config.roots),
            toolbox.approval,
        )
        server.run("stdio")
    return 0


def _settle_audit(audit: AuditLog) -> None:
    """What `audit verify` promises a server start does: finish or abandon a save a kill left
    open, move a torn last line aside, move a lagging head or seal forward (`recover`).

    Only when there is a log (a start without one creates nothing and imports no file lock).
    A log that fails its checks is left as it is and said so on stderr, in a fixed sentence:
    the server still reads and checks, and every save is refused until a person looks.
    """
    from fa_gate import ConfigError, SaveError

    if not audit.path.exists() and not audit.head_path.exists():
        return
    try:
        if audit.recover():
            _log.info("fa-mcp settled what an interrupted save left in the audit log")
    except (SaveError, ConfigError):
        warn(
            "fa-mcp: the audit log fails its checks, so every save will be refused; run "
            "`fa-mcp audit verify` to see why."
        )


def _trace_report(config_path: str | None, days: int, as_json: bool) -> int:
    from fa_trace import TraceError, render_table, report

    config = _load_config(config_path)
    if config is None:
        return 2
    if config.trace_dir is None:
        warn("fa-mcp: tracing is off (trace_dir is not set in the config).")
        return 1
    try:
        summary = report(config.trace_dir, days=days)
    except TraceError as error:
        warn(f"fa-mcp: {error.code}: {error.message}")
        return 2
    say(json.dumps(summary.to_dict(), indent=2) if as_json else render_table(summary))
    return 0


def _audit_verify(config_path: str | None, as_json: bool) -> int:
    from fa_gate import GateError, verify_audit

    config = _load_config(config_path)
    if config is None:
        return 2
    try:
        result = verify_audit(config)
    except GateError as error:
        warn(f"fa-mcp: {error.code}: {error.message}")
        return 1
    from fa_gate import AUDIT_FILE_NAME

    from fa_mcp_server._doctor import audit_summary

    log = config.output_root / AUDIT_FILE_NAME
    if as_json:
        say(json.dumps({**result.to_dict(), "log": str(log)}, indent=2))
    else:
        say(f"audit log {log}: {audit_summary(result)}")
    return 0 if result.ok else 1


def _reports(config_path: str | None, as_json: bool) -> int:
    """`fa-mcp reports`: the saved reports, newest first, with their full paths (read-only)."""
    from fa_gate import list_reports

    config = _load_config(config_path)
    if config is None:
        return 2
    reports, total = list_reports(config)
    if as_json:
        say(
            json.dumps(
                {
                    "output_root": str(config.output_root),
                    "total": total,
                    "reports": [r.to_dict() for r in reports],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    say(f"Reports are saved in {config.output_root} ({total} there).")
    for report in reports:
        how = f", approved via {report.approved_via}" if report.approved_via else ""
        source = (
            f"{report.source} (sha256 {report.source_sha256})"
            if report.source
            else "no fa header (not written by fa, or saved before reports had one)"
        )
        if len(report.sources) > 1:
            source = "s " + "; ".join(
                f"{key} {path} (sha256 {digest})" for key, path, digest in report.sources
            )
        say(f"{report.path}")
        say(f"  {report.saved_at or 'time unknown'}{how}; source {source}")
    if len(reports) < total:
        say(f"(the newest {len(reports)} of {total} are listed)")
    return 0


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_BROKEN_PIPE = 141  # the status of a command stopped by a closed pipe (128 + SIGPIPE)


def _printable(text: str) -> str:
    """The draft without control characters, so it cannot move the cursor or hide lines in the
    person's terminal (a previewed draft has none: ST-09; this holds even if one slipped in)."""
    return _CONTROL.sub("\ufffd", text)


def approve_command(
    config_path: str | None,
    code: str,
    *,
    ask: Callable[[str], str] = input,
    interactive: bool | None = None,
) -> int:
    """`fa-mcp approve CODE`: show the person the waiting save and record their yes or no.

    Only a person at an interactive terminal can answer: with stdin not a terminal (a model's
    shell tool, a pipe) nothing is approved. A no stops the waiting save at once. The screen
    speaks the person's language (`_catalogue`). Exit 0 approved, 1 not approved or nothing
    waits under that code, 2 not interactive or a bad config.
    """
    from fa_gate import GateError, TerminalApprovals

    from fa_mcp_server._catalogue import person_language, text

    config = _load_config(config_path)
    if config is None:
        return 2
    lang = person_language(config.language)
    if interactive is None:
        interactive = sys.stdin.isatty()
    if not interactive:
        warn(text("approve.not_interactive", lang))
        return 2
    approvals = TerminalApprovals(config)
    try:
        pending = approvals.pending(code)
    except GateError as error:
        warn(f"fa-mcp approve: {error.code}: {error.message}")
        return 2
    if pending is None:
        where = config.state_dir / "approvals"
        warn(text("approve.none_waiting", lang, state=where, config=config.source))
        return 1
    from fa_mcp_server._host import runs_under

    if pending.host_pid is not None and runs_under(pending.host_pid):
        warn(text("approve.inside_host", lang))
        return 2
    say(text("approve.header", lang, code=pending.code, expires=pending.expires_at))
    if pending.sources:
        for key, source in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", pending.sources, strict=False):
            say(text("approve.source_key", lang, letter=key, source=source))
    else:
        say(text("approve.source", lang, source=pending.source))
    say(text("approve.report", lang, report=config.output_root / pending.output_name))
    say(text("approve.draft_start", lang))
    say(_printable(pending.draft.rstrip("\n")))
    say(text("approve.draft_end", lang))
    if pending.unconfirmed:
        say(text("approve.unconfirmed", lang, count=len(pending.unconfirmed)))
        for line in pending.unconfirmed:
            say(f"  - {_printable(line)}")
    answer = ask(text("approve.question", lang)).strip().lower()
    if answer not in ("yes", "y", "예", "네", "ㅇ"):
        try:
            approvals.decline(pending)
        except (GateError, OSError):
            say(text("approve.decline_failed", lang))
            return 1
        say(text("approve.declined", lang))
        return 1
    try:
        approvals.approve(pending)
    except (GateError, OSError) as error:
        warn(text("approve.record_failed", lang, error=type(error).__name__))
        return 2
    say(text("approve.approved", lang))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run `fa-mcp` with `argv` (default: the process arguments); return the exit code."""
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(name)s: %(message)s")
    args = _parser().parse_args(argv)
    try:
        return _command(args)
    except BrokenPipeError:
        # Whoever read the output left early (`fa-mcp demo | head`): not a defect. Standard
        # output goes nowhere from here, so the flush at exit cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return _BROKEN_PIPE


def _command(args: argparse.Namespace) -> int:
    config: str | None = getattr(args, "sub_config", None) or args.config
    command = args.command or "serve"
    if command == "serve":
        return _serve(config, getattr(args, "approval", None))
    if command == "approve":
        return approve_command(config, args.code)
    if command == "demo":
        from fa_mcp_server._demo import run_demo

        return run_demo(config)
    if command == "smoke":
        from fa_mcp_server._smoke import run_smoke

        return run_smoke(config)
    if command == "samples":
        from fa_mcp_server._samples import make_samples

        made = make_samples(Path(args.dest))
        say(f"{len(made)} sample(s) written to {args.dest}:")
        for path in made:
            say(f"  {path.name}")
        return 0
    if command == "eval":
        from fa_mcp_server._eval import run_eval

        result = run_eval(Path(args.samples), Path(args.golden), Path(args.reports))
        say(result.summary)
        say(f"Report: {result.report_path}")
        return int(result)
    if command == "trace-report":
        return _trace_report(config, args.days, args.json)
    if command == "audit":
        return _audit_verify(config, args.json)
    if command == "reports":
        return _reports(config, args.json)
    if command == "install":
        from fa_mcp_server._install import install

        return install(args.host, config=config, print_only=args.print_only)
    from fa_mcp_server._doctor import run_doctor

    return run_doctor(config)


if __name__ == "__main__":  # pragma: no cover - `python -m fa_mcp_server._cli`
    sys.exit(main())
