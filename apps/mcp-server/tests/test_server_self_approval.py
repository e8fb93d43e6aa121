"""Can the model approve its own save? Exactly what fa claims, tested.

A model with a shell tool can run `fa-mcp approve CODE` under a pseudo-terminal and type yes.
fa refuses that command when it runs as a descendant of the host that started the server (the
shell tool's commands are), and says so. It does not stop a command the model first detached
from the host (a double fork): that limit is tested too, so the README's words stay exact.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from fa_gate import TerminalApprovals, load_config
from fa_mcp_server import Toolbox
from fa_mcp_server._host import ancestors, host_pid

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="a pseudo-terminal and /proc (Linux)"
)

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


def _waiting_save(space: Any, tmp_path: Path, host: int) -> tuple[str, str, Path]:
    config_path = tmp_path / "terminal.toml"
    config_path.write_text(
        space.config_path.read_text(encoding="utf-8") + 'approval = "terminal"\n',
        encoding="utf-8",
    )
    with Toolbox(load_config(config_path)) as box:
        box.host_pid = host  # the process playing the host that started the server
        preview, _ = box.preview_save_report("docs/report.pdf", draft=DRAFT, client_roots=None)
    assert preview.approval_token and preview.approval_code
    return preview.approval_token, preview.approval_code, config_path


def _approve_argv(code: str, config: Path) -> list[str]:
    return [sys.executable, "-m", "fa_mcp_server", "approve", code, "--config", str(config)]


ENGLISH = {**os.environ, "LC_ALL": "C.UTF-8"}  # the messages asserted here are the English ones


def _typed_yes() -> tuple[int, int]:
    import pty

    leader, follower = pty.openpty()
    os.write(leader, b"yes\n")
    return leader, follower


def test_the_server_records_its_host_and_not_a_launcher() -> None:
    # Under pytest the nearest ancestor that is not uv, a shell or python is the host.
    host = host_pid()
    assert host is None or host in ancestors()


def test_the_shell_tool_case_is_refused(space: Any, tmp_path: Path) -> None:
    # The test process plays the host: the command runs as its child, as a shell tool's does.
    token, code, config = _waiting_save(space, tmp_path, os.getpid())
    leader, follower = _typed_yes()
    try:
        done = subprocess.run(
            _approve_argv(code, config),
            stdin=follower,
            capture_output=True,
            timeout=60,
            check=False,
            env=ENGLISH,
        )
    finally:
        os.close(follower)
        os.close(leader)
    assert done.returncode == 2
    assert "inside the assistant's own session" in done.stderr.decode()
    assert not TerminalApprovals(load_config(config)).approved(token)


def test_a_terminal_of_the_persons_own_is_accepted(space: Any, tmp_path: Path) -> None:
    # The host is another process (a sibling, as the person's own terminal is to the host).
    host = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        token, code, config = _waiting_save(space, tmp_path, host.pid)
        leader, follower = _typed_yes()
        try:
            done = subprocess.run(
                _approve_argv(code, config),
                stdin=follower,
                capture_output=True,
                timeout=60,
                check=False,
            )
        finally:
            os.close(follower)
            os.close(leader)
    finally:
        host.kill()
        host.wait()
    assert done.returncode == 0, done.stderr.decode()
    assert TerminalApprovals(load_config(config)).approved(token)


def test_a_command_detached_from_the_host_is_not_caught(space: Any, tmp_path: Path) -> None:
    # The limit the README states: a double fork re-parents the command away from the host, so
    # fa no longer sees the host above it, and a yes typed by a program is taken.
    token, code, config = _waiting_save(space, tmp_path, os.getpid())
    leader, follower = _typed_yes()
    status = tmp_path / "status"
    command = " ".join(f"'{word}'" for word in _approve_argv(code, config))
    # The shell holds the terminal as fd 3 for the background list (which would otherwise
    # read /dev/null), starts it and exits: the list is re-parented away from this process.
    script = f"exec 3<&0; ( {command} <&3 >/dev/null 2>&1; echo $? > '{status}' ) &"
    try:
        subprocess.run(["/bin/sh", "-c", script], stdin=follower, check=True, timeout=30)
        deadline = time.monotonic() + 60
        while not status.exists() or not status.read_text().strip():
            assert time.monotonic() < deadline, "the detached command did not finish"
            time.sleep(0.1)
    finally:
        os.close(follower)
        os.close(leader)
    assert status.read_text().strip() == "0"
    assert TerminalApprovals(load_config(config)).approved(token)
