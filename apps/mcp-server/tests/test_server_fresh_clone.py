"""On a fresh clone, started as a host starts it, the approval command fa prints lands the save.

Nothing but the printed line is used: the clone is a copy of this repository's files in a new
folder, the server runs as `fa-mcp install` registers it (`uv --directory <clone> run fa-mcp
serve --approval terminal --config <file>`), and the line is typed into `/bin/sh` from an
unrelated folder, with no virtual environment on PATH, in a terminal that is not the host's
descendant (the person's own window).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from fa_gate import read_report
from fa_mcp_server._install import find_clone
from fa_mcp_server._launch import terminal_environment
from mcp import ClientSession, StdioServerParameters, stdio_client

pytestmark = [
    pytest.mark.slow,
    pytest.mark.anyio,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a POSIX shell and a pty"),
    pytest.mark.skipif(shutil.which("uv") is None or shutil.which("git") is None, reason="uv, git"),
]

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


def _fresh_clone(target: Path) -> Path:
    """This repository's files (tracked and new, none ignored) copied into `target`."""
    source = find_clone()
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=source,
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8")
    for name in filter(None, listed.split("\0")):
        origin = source / name
        if origin.is_file():
            copy = target / name
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(origin, copy)
    return target


def _type_yes_in_a_terminal_of_its_own(line: str, cwd: Path, status: Path) -> None:
    """Run `line` through /bin/sh with a pseudo-terminal where yes was typed, detached from
    this process (the host here), as a window the person opened is; its exit code goes to
    `status`."""
    import pty

    leader, follower = pty.openpty()
    os.write(leader, b"yes\n")
    run = f"/bin/sh -c {shlex.quote(line)} <&3 >/dev/null 2>&1"
    script = f"exec 3<&0; ( {run}; echo $? > {shlex.quote(str(status))} ) &"
    try:
        subprocess.run(
            ["/bin/sh", "-c", script],
            stdin=follower,
            cwd=cwd,
            env=terminal_environment(),
            check=True,
            timeout=30,
        )
        deadline = time.monotonic() + 240
        while not (status.exists() and status.read_text().strip()):
            assert time.monotonic() < deadline, "the approval command did not finish"
            time.sleep(0.2)
    finally:
        os.close(follower)
        os.close(leader)


async def test_the_printed_command_lands_the_save_on_a_fresh_clone(
    space: Any, tmp_path: Path
) -> None:
    clone = _fresh_clone(tmp_path / "새 클론")  # a space and Korean in the clone's path
    env = terminal_environment()
    params = StdioServerParameters(
        command="uv",
        args=[
            *("--directory", str(clone), "run", "fa-mcp", "serve", "--approval", "terminal"),
            *("--config", str(space.config_path)),
        ],
        env=env,
    )
    elsewhere = tmp_path / "somewhere else"
    elsewhere.mkdir()
    status = tmp_path / "status"
    with (tmp_path / "server.err").open("w", encoding="utf-8") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            with anyio.fail_after(240):
                await session.initialize()
            arguments = {"path": "docs/report.pdf", "draft": DRAFT}
            preview = await session.call_tool("preview_save_report", arguments)
            data = preview.structured_content or {}
            line = data["approval_command"]
            assert shlex.split(line)[:2] == ["cd", str(clone)]

            async def person() -> None:
                await anyio.to_thread.run_sync(
                    _type_yes_in_a_terminal_of_its_own, line, elsewhere, status
                )

            async with anyio.create_task_group() as group:
                group.start_soon(person)
                with anyio.fail_after(300):
                    saved = await session.call_tool(
                        "save_approved_report",
                        {**arguments, "approval_token": data["approval_token"]},
                    )
    assert status.read_text().strip() == "0"
    assert not saved.is_error, saved.content
    info = (saved.structured_content or {})["saved"]
    header, _ = read_report(Path(info["path"]).read_text(encoding="utf-8"))
    assert header["approved_via"] == "terminal"
