"""Drive the server with the official MCP Inspector command line: a client nobody here wrote.

Run as `python -m fa_mcp_server._inspector_check` (the nox `inspector` session does, with
`FA_INSPECTOR_NPX` set to the npx it found). It makes a throwaway workspace of samples, then runs
`npx -y @modelcontextprotocol/inspector@<INSPECTOR_VERSION> --cli --method ... -- <python> -m
fa_mcp_server serve --config <tmp>` to list the tools, call `list_allowed_roots`, call
`inspect_document` on a sample and on a missing file, and checks the JSON the Inspector prints.
The Inspector's own options come before `--`: after it, `--config` belongs to the server (the
Inspector has a `--config` option of its own). Exit status 0 when every check passes, 1
otherwise, 2 when it cannot run here (npx missing, or Node older than the Inspector needs).

The version is pinned: an unpinned `npx` resolves whatever the registry and the local Node allow
(on Node 20 it picked Inspector 0.15.0), so the check would test a different client on every
machine. `--can-run` only answers whether the check can run here (exit 0, or 2 with the reason),
which the nox session uses to skip with that reason.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from fa_mcp_server._console import say
from fa_mcp_server._stdio import EXPECTED_TOOLS, make_workspace, server_command

__all__ = ("run_inspector_check",)

INSPECTOR_VERSION = "2.12.0"
INSPECTOR = f"@modelcontextprotocol/inspector@{INSPECTOR_VERSION}"
NODE_MINIMUM = (22, 19, 0)
"""`engines.node` of the pinned Inspector (`npm view @modelcontextprotocol/inspector@2.12.0
engines`: `>=22.19.0`); change both together."""
NPX_ENV = "FA_INSPECTOR_NPX"
_NODE_VERSION = re.compile(r"v?(\d+)\.(\d+)\.(\d+)")
_CALL = ("--method", "tools/call", "--tool-name")
# `--tool-arg` takes any number of values: it must not be the last option before `--`, or it
# swallows the server's command line.
TOOL_IS_ERROR_EXIT = 5
"""How the pinned Inspector's CLI exits after printing a result with `isError: true`."""

TIMEOUT_S = 300.0
"""The first run downloads the Inspector from the npm registry; later runs take seconds."""


def _inspector(npx: str, config: Path, *options: str) -> dict[str, Any]:
    """Run the Inspector CLI once; its stdout is one JSON document.

    Inspector 2.x prints a tool's error result like any other and then exits with
    `TOOL_IS_ERROR_EXIT` (its stderr says `tool_is_error`), so that exit counts as an answer when
    the printed result is an error result.

    Raises:
        RuntimeError: the Inspector failed or printed something that is not a JSON object.
    """
    command = [npx, "-y", INSPECTOR, "--cli", *options, "--", *server_command(config)]
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT_S,
        check=False,
        stdin=subprocess.DEVNULL,
    )
    if done.returncode not in (0, TOOL_IS_ERROR_EXIT):
        tail = (done.stderr or done.stdout).strip()[-600:]
        msg = f"the Inspector exited {done.returncode}: {tail}"
        raise RuntimeError(msg)
    try:
        parsed = json.loads(done.stdout)
    except json.JSONDecodeError:
        msg = f"the Inspector printed no JSON: {done.stdout.strip()[:300]!r}"
        raise RuntimeError(msg) from None
    if not isinstance(parsed, dict):
        raise RuntimeError("the Inspector printed JSON that is not an object")
    if done.returncode == TOOL_IS_ERROR_EXIT and parsed.get("isError") is not True:
        msg = f"the Inspector exited {done.returncode} for a result that is not an error"
        raise RuntimeError(msg)
    return parsed


def node_version(npx: str) -> tuple[int, int, int] | None:
    """The version of the Node that runs beside `npx` (`node --version`), or None if unknown."""
    node = shutil.which("node", path=str(Path(npx).parent)) or shutil.which("node")
    if node is None:
        return None
    try:
        done = subprocess.run(
            [node, "--version"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = _NODE_VERSION.match(done.stdout.strip())
    if done.returncode != 0 or match is None:
        return None
    major, minor, patch = (int(part) for part in match.groups())
    return major, minor, patch


def why_not_runnable(npx: str | None) -> str | None:
    """Why the pinned Inspector cannot run here, or None when it can."""
    if not npx:
        return "Node's npx is not installed here"
    found = node_version(npx)
    if found is None:
        return "`node --version` did not answer, so the Node version is unknown"
    if found < NODE_MINIMUM:
        shown = ".".join(map(str, found))
        needed = ".".join(map(str, NODE_MINIMUM))
        return f"MCP Inspector {INSPECTOR_VERSION} needs Node {needed} or newer; this is {shown}"
    return None


def run_inspector_check(npx: str | None = None) -> int:
    """Run the Inspector checks and print one PASS/FAIL line each; return the exit status."""
    npx = npx or os.environ.get(NPX_ENV) or shutil.which("npx")
    reason = why_not_runnable(npx)
    if reason is not None or npx is None:
        say(f"SKIP  the MCP Inspector check: {reason}")
        return 2
    failed = 0

    def rule(name: str, ok: bool, why: str) -> None:
        nonlocal failed
        failed += not ok
        say(f"PASS  {name}" if ok else f"FAIL  {name}: {why}")

    with tempfile.TemporaryDirectory(prefix="fa-inspector-") as tmp:
        space = make_workspace(Path(tmp) / "workspace")
        root = space.root_name
        checks: list[tuple[str, list[str]]] = [
            ("tools/list", ["--method", "tools/list"]),
            ("list_allowed_roots", [*_CALL, "list_allowed_roots"]),
            (
                "inspect_document",
                ["--tool-arg", f"path={root}/보고서.pdf", *_CALL, "inspect_document"],
            ),
            (
                "inspect_document (missing file)",
                ["--tool-arg", f"path={root}/없는파일.pdf", *_CALL, "inspect_document"],
            ),
        ]
        answers: dict[str, dict[str, Any]] = {}
        for label, options in checks:
            try:
                answers[label] = _inspector(npx, space.config, *options)
            except (RuntimeError, subprocess.TimeoutExpired, OSError) as error:
                rule(f"the Inspector runs {label}", False, str(error))
    if failed:
        say(f"{4 - failed} answered, {failed} failed")
        return 1

    tools = answers["tools/list"].get("tools") or []
    names = {t.get("name") for t in tools}
    read_only = [t.get("name") for t in tools if (t.get("annotations") or {}).get("readOnlyHint")]
    rule(
        "Inspector tools/list: every tool, each with an input and an output schema",
        names == EXPECTED_TOOLS
        and all(t.get("inputSchema") and t.get("outputSchema") for t in tools),
        f"tools {sorted(map(str, names))}",
    )
    rule(
        "Inspector tools/list: every tool read-only but save_approved_report",
        len(read_only) == len(EXPECTED_TOOLS) - 1 and "save_approved_report" not in read_only,
        f"read-only: {read_only}",
    )
    roots = answers["list_allowed_roots"]
    rule(
        "Inspector calls list_allowed_roots: structured content names the samples root",
        roots.get("isError") is False
        and root
        in [r.get("name") for r in (roots.get("structuredContent") or {}).get("roots", [])],
        json.dumps(roots, ensure_ascii=False)[:300],
    )
    inspected = answers["inspect_document"]
    facts = inspected.get("structuredContent") or {}
    rule(
        "Inspector calls inspect_document: 보고서.pdf is grade B with a sha256 and next_actions",
        inspected.get("isError") is False
        and facts.get("grade") == "B"
        and len(str(facts.get("sha256", ""))) == 64
        and bool(facts.get("next_actions")),
        json.dumps(inspected, ensure_ascii=False)[:300],
    )
    missing = answers["inspect_document (missing file)"]
    error = (missing.get("structuredContent") or {}).get("error") or {}
    rule(
        "Inspector sees an error result: isError with code PATH_NOT_FOUND and a next step",
        missing.get("isError") is True
        and error.get("code") == "PATH_NOT_FOUND"
        and bool(error.get("next_step")),
        json.dumps(missing, ensure_ascii=False)[:300],
    )
    say(f"{5 - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    """`--can-run`: 0 when the check can run here, else 2 with the reason; otherwise run it."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["--can-run"]:
        reason = why_not_runnable(os.environ.get(NPX_ENV) or shutil.which("npx"))
        if reason is not None:
            say(reason)
            return 2
        return 0
    return run_inspector_check()


if __name__ == "__main__":
    sys.exit(main())
