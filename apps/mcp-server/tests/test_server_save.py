"""PREVIEW and SAVED: the token path, the client's confirmation, and every refusal."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import anyio
import pytest
from fa_gate import SaveGate, TerminalApprovals, read_report, verify_audit
from fa_mcp_server import Toolbox, _approval_policy, build_server
from fa_mcp_server._cli import main
from fa_mcp_server._launch import terminal_environment
from fa_mcp_server._server import REPORTS_URI
from mcp import Client
from mcp.types import ElicitRequestParams, ElicitResult

# Every test here checks a draft against the sample PDF (see conftest).
pytestmark = pytest.mark.anyio

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


async def _preview(client: Client, path: str, draft: str) -> dict[str, Any]:
    result = await client.call_tool("preview_save_report", {"path": path, "draft": draft})
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


async def _save(
    client: Client, path: str, draft: str, token: str, approve: bool | None = True
) -> Any:
    arguments: dict[str, Any] = {"path": path, "draft": draft, "approval_token": token}
    if approve is not None:
        arguments["approve"] = approve
    return await client.call_tool("save_approved_report", arguments)


def _code(result: Any) -> str:
    assert result.is_error
    return result.structured_content["error"]["code"]


async def test_preview_then_save_with_the_token(client: Client, space: Any) -> None:
    preview = await _preview(client, "docs/report.pdf", DRAFT)
    assert preview["ok"] is True, (preview["structure_findings"], preview["grounding_findings"])
    token = preview["approval_token"]
    assert token and preview["expires_at"]
    assert preview["output_name"].endswith(".md")
    assert "ask" in preview["next_actions"][0]
    saved = await _save(client, "docs/report.pdf", DRAFT, token)
    assert not saved.is_error, saved.content
    data = saved.structured_content
    assert data["confirmed_by"] == "chat"  # no form in this client: the person said yes in chat
    report = space.output / data["saved"]["output_name"]
    assert hashlib.sha256(report.read_bytes()).hexdigest() == data["saved"]["sha256"]
    assert verify_audit(space.config).ok


async def test_a_token_saves_once(client: Client, space: Any) -> None:
    preview = await _preview(client, "docs/report.pdf", DRAFT)
    token = preview["approval_token"]
    saved = await _save(client, "docs/report.pdf", DRAFT, token)
    assert not saved.is_error, saved.content
    again = await _save(client, "docs/report.pdf", DRAFT, token)
    assert _code(again) == "APPROVAL_TOKEN_USED"
    assert "preview_save_report" in again.structured_content["error"]["next_step"]
    assert verify_audit(space.config).ok


async def test_a_hard_linked_document_has_its_own_code(client: Client, space: Any) -> None:
    twin = space.base / "twin.pdf"  # a second name outside the root
    twin.hardlink_to(space.root / "report.pdf")
    try:
        result = await client.call_tool("inspect_document", {"path": "docs/report.pdf"})
    finally:
        twin.unlink()
    assert _code(result) == "PATH_HARDLINK"
    error = result.structured_content["error"]
    assert "copy" in error["message"] and "copy" in error["next_step"]


async def test_preview_refuses_a_token_for_a_bad_draft(client: Client) -> None:
    preview = await _preview(client, "docs/report.pdf", "Revenue was 9 won [p1].")
    assert preview["ok"] is False
    assert preview["approval_token"] is None
    assert any(f["severity"] == "error" for f in preview["structure_findings"])
    assert "Fix" in preview["next_actions"][0]


async def test_save_refusals(client: Client) -> None:
    preview = await _preview(client, "docs/report.pdf", DRAFT)
    token = preview["approval_token"]
    changed = DRAFT.replace("7 votes", "8 votes")
    assert _code(await _save(client, "docs/report.pdf", changed, token)) == "DRAFT_NOT_CLEAN"
    reworded = DRAFT.replace("grew", "rose")
    assert _code(await _save(client, "docs/report.pdf", reworded, token)) == (
        "APPROVAL_TOKEN_MISMATCH"
    )
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    assert _code(await _save(client, "docs/report.pdf", DRAFT, forged)) == (
        "APPROVAL_TOKEN_MISMATCH"
    )
    outside = await _save(client, "docs/../../etc/passwd", DRAFT, token)
    assert _code(outside) == "PATH_OUTSIDE_ROOTS"


async def test_source_changed_since_preview(space: Any, toolbox: Toolbox) -> None:
    # A copy of the pdf in the root, changed between preview and save.
    target = space.root / "changing.pdf"
    shutil.copyfile(space.root / "report.pdf", target)
    server = build_server(space.config, toolbox=toolbox)
    try:
        async with Client(server) as client:
            preview = await _preview(client, "docs/changing.pdf", DRAFT)
            assert preview["ok"] is True
            target.write_bytes(target.read_bytes() + b"\n% appended\n")
            refused = await _save(client, "docs/changing.pdf", DRAFT, preview["approval_token"])
            assert _code(refused) == "SOURCE_CHANGED"
    finally:
        target.unlink()


def _confirming(action: str, approve: bool = True, delay: float = 0.0) -> Any:
    asked: list[str] = []

    async def answer(context: Any, params: ElicitRequestParams) -> ElicitResult:
        asked.append(params.message)
        await anyio.sleep(delay)  # the time a person takes to read and answer
        if action == "accept":
            return ElicitResult(action="accept", content={"approve": approve})
        return ElicitResult(action=action)  # type: ignore[arg-type]

    answer.asked = asked  # type: ignore[attr-defined]
    return answer


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_client_confirmation_accepted(server: Any, space: Any, mode: str) -> None:
    answer = _confirming("accept")
    async with Client(server, mode=mode, elicitation_callback=answer) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        saved = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    assert not saved.is_error, saved.content
    assert saved.structured_content["confirmed_by"] == "client_confirmation"
    assert len(answer.asked) == 1
    assert "docs/report.pdf" in answer.asked[0]
    assert verify_audit(space.config).ok


@pytest.mark.parametrize(("action", "approve"), [("decline", True), ("accept", False)])
async def test_client_confirmation_declined_writes_nothing(
    server: Any, space: Any, action: str, approve: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_approval_policy, "MIN_HUMAN_SECONDS", 0.05)  # a quick person
    answer = _confirming(action, approve, delay=0.2)
    before = {p.name: p.read_bytes() for p in space.output.glob("*.md")}
    audit_before = verify_audit(space.config).records
    async with Client(server, elicitation_callback=answer) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        refused = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    assert _code(refused) == "APPROVAL_DECLINED"
    assert {p.name: p.read_bytes() for p in space.output.glob("*.md")} == before
    after = verify_audit(space.config)
    assert after.ok
    assert after.records == audit_before + 2  # preview_issued, then the declined save


# -- the approval path: elicit (a decline too fast is no person's), chat, terminal -------------


@pytest.mark.parametrize(
    ("action", "approve"), [("decline", True), ("cancel", True), ("accept", False)]
)
async def test_a_decline_faster_than_a_person_is_approval_unavailable(
    server: Any, space: Any, action: str, approve: bool
) -> None:
    answer = _confirming(action, approve)  # answers at once, as hosts that auto-decline do
    async with Client(server, elicitation_callback=answer) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        refused = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    assert _code(refused) == "APPROVAL_UNAVAILABLE"
    assert answer.asked
    next_step = refused.structured_content["error"]["next_step"]
    assert 'approval = "chat" or "terminal"' in next_step
    lines = (space.output / "_audit.jsonl").read_text(encoding="utf-8").splitlines()
    assert '"code":"APPROVAL_UNAVAILABLE"' in lines[-1]


def _toolbox(space: Any, toolbox: Toolbox, **changes: Any) -> Toolbox:
    """A Toolbox over the same extractor with another approval setting (not closed here)."""
    return Toolbox(replace(space.config, **changes), extractor=toolbox.extractor)


async def test_chat_approval_needs_approve_true_and_never_asks_the_client(
    space: Any, toolbox: Toolbox
) -> None:
    server = build_server(space.config, toolbox=_toolbox(space, toolbox, approval="chat"))
    answer = _confirming("accept")
    async with Client(server, elicitation_callback=answer) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        assert "approve=true" in preview["next_actions"][1]
        assert preview["approval_code"] is None
        token = preview["approval_token"]
        missing = await _save(client, "docs/report.pdf", DRAFT, token, approve=None)
        assert _code(missing) == "APPROVAL_REQUIRED"
        said_no = await _save(client, "docs/report.pdf", DRAFT, token, approve=False)
        assert _code(said_no) == "APPROVAL_DECLINED"
        saved = await _save(client, "docs/report.pdf", DRAFT, token, approve=True)
    assert not saved.is_error, saved.content
    assert saved.structured_content["confirmed_by"] == "chat"
    assert answer.asked == []  # the client's form is not used in chat mode


async def test_terminal_approval_waits_for_the_persons_command(
    space: Any, toolbox: Toolbox
) -> None:
    box = _toolbox(space, toolbox, approval="terminal", approval_wait_seconds=30)
    server = build_server(space.config, toolbox=box)
    approvals = TerminalApprovals(box.config)
    async with Client(server) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        code = preview["approval_code"]
        assert code and f"fa-mcp approve {code}" in preview["next_actions"][0]

        async def person() -> None:  # what `fa-mcp approve <code>` does, a moment later
            await anyio.sleep(0.3)
            pending = approvals.pending(code)
            assert pending is not None and pending.draft == DRAFT
            approvals.approve(pending)

        async with anyio.create_task_group() as group:
            group.start_soon(person)
            saved = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    assert not saved.is_error, saved.content
    assert saved.structured_content["confirmed_by"] == "terminal"
    assert verify_audit(space.config).ok


async def test_terminal_approval_times_out_and_approve_true_is_no_substitute(
    space: Any, toolbox: Toolbox
) -> None:
    box = _toolbox(space, toolbox, approval="terminal", approval_wait_seconds=1)
    server = build_server(space.config, toolbox=box)
    before = {p.name: p.read_bytes() for p in space.output.glob("*.md")}
    async with Client(server) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        refused = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
        assert _code(refused) == "APPROVAL_TIMEOUT"
        assert preview["approval_code"] in refused.structured_content["error"]["message"]
        # A token that never had a terminal request (previewed under another setting).
        chat = build_server(space.config, toolbox=_toolbox(space, toolbox, approval="chat"))
        async with Client(chat) as other:
            token = (await _preview(other, "docs/report.pdf", DRAFT))["approval_token"]
        unrequested = await _save(client, "docs/report.pdf", DRAFT, token)
        assert _code(unrequested) == "APPROVAL_REQUIRED"
    assert {p.name: p.read_bytes() for p in space.output.glob("*.md")} == before


async def test_a_no_in_the_terminal_reaches_the_waiting_save_as_declined(
    space: Any, toolbox: Toolbox
) -> None:
    box = _toolbox(space, toolbox, approval="terminal", approval_wait_seconds=60)
    server = build_server(space.config, toolbox=box)
    approvals = TerminalApprovals(box.config)
    async with Client(server) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        code = preview["approval_code"]

        async def person() -> None:  # what `fa-mcp approve <code>` does on a "no"
            await anyio.sleep(0.3)
            pending = approvals.pending(code)
            assert pending is not None
            approvals.decline(pending)

        async with anyio.create_task_group() as group:
            group.start_soon(person)
            refused = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    assert _code(refused) == "APPROVAL_DECLINED"  # not APPROVAL_TIMEOUT after the whole wait
    lines = (space.output / "_audit.jsonl").read_text(encoding="utf-8").splitlines()
    assert '"code":"APPROVAL_DECLINED"' in lines[-1]


async def test_terminal_approval_refuses_spent_forged_and_expired_tokens_as_chat_does(
    space: Any, toolbox: Toolbox
) -> None:
    box = _toolbox(space, toolbox, approval="terminal", approval_wait_seconds=60)
    server = build_server(space.config, toolbox=box)
    approvals = TerminalApprovals(box.config)
    async with Client(server) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        token = preview["approval_token"]
        pending = approvals.pending(preview["approval_code"])
        assert pending is not None
        approvals.approve(pending)
        saved = await _save(client, "docs/report.pdf", DRAFT, token)
        assert not saved.is_error, saved.content
        spent = await _save(client, "docs/report.pdf", DRAFT, token)
        assert _code(spent) == "APPROVAL_TOKEN_USED"
        forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
        assert _code(await _save(client, "docs/report.pdf", DRAFT, forged)) == (
            "APPROVAL_TOKEN_MISMATCH"
        )
        fresh = (await _preview(client, "docs/report.pdf", DRAFT))["approval_token"]
        box.gate = SaveGate(box.config, clock=lambda: time.time() + 10**7)  # long after expiry
        expired = await _save(client, "docs/report.pdf", DRAFT, fresh)
        assert _code(expired) == "APPROVAL_TOKEN_EXPIRED"


def _type_in_a_terminal(line: str, answer: str, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """Run `line` through /bin/sh, its stdin an interactive terminal where `answer` was typed."""
    import pty

    leader, follower = pty.openpty()
    try:
        os.write(leader, answer.encode() + b"\n")  # the terminal holds it until it is read
        return subprocess.run(
            ["/bin/sh", "-c", line],
            stdin=follower,
            capture_output=True,
            env=terminal_environment(),
            cwd=cwd,
            timeout=300,
            check=False,
        )
    finally:
        os.close(follower)
        os.close(leader)


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell and pseudo-terminal")
@pytest.mark.skipif(shutil.which("uv") is None, reason="uv is how a clone runs fa-mcp")
async def test_the_printed_approval_command_runs_in_a_shell_and_the_save_lands(
    space: Any, toolbox: Toolbox, tmp_path: Path
) -> None:
    # Nothing but the printed line is used: run from an unrelated folder, with no virtual
    # environment on PATH, the way a person pastes it into a new terminal.
    bare = subprocess.run(
        ["/bin/sh", "-c", "command -v fa-mcp"],
        env=terminal_environment(),
        capture_output=True,
        check=False,
    )
    assert bare.returncode != 0  # the old `fa-mcp approve CODE` would be `command not found`
    box = _toolbox(space, toolbox, approval="terminal", approval_wait_seconds=300)
    box.host_pid = None  # this test's shell is a child of pytest: see test_server_self_approval
    server = build_server(space.config, toolbox=box)
    async with Client(server) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        line = preview["approval_command"]
        assert line in preview["next_actions"][0]
        ran: list[subprocess.CompletedProcess[bytes]] = []

        async def person() -> None:
            ran.append(await anyio.to_thread.run_sync(_type_in_a_terminal, line, "yes", tmp_path))

        async with anyio.create_task_group() as group:
            group.start_soon(person)
            saved = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    assert ran[0].returncode == 0, ran[0].stderr.decode(errors="replace")
    assert not saved.is_error, saved.content
    assert saved.structured_content["confirmed_by"] == "terminal"
    report = space.output / saved.structured_content["saved"]["output_name"]
    assert (
        hashlib.sha256(report.read_bytes()).hexdigest()
        == (saved.structured_content["saved"]["sha256"])
    )


async def test_saved_reports_carry_a_header_and_are_listed_with_full_paths(
    client: Client, space: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    preview = await _preview(client, "docs/report.pdf", DRAFT)
    saved = await _save(client, "docs/report.pdf", DRAFT, preview["approval_token"])
    info = saved.structured_content["saved"]
    report = space.output / info["output_name"]
    assert info["path"] == str(report)
    assert str(report) in saved.structured_content["next_actions"][0]
    header, body = read_report(report.read_text(encoding="utf-8"))
    assert body == DRAFT
    assert header["source"] == "docs/report.pdf"
    assert header["source_sha256"] == preview["sha256"]
    assert header["approved_via"] == "chat"
    listed = json.loads((await client.read_resource(REPORTS_URI)).contents[0].text)  # type: ignore[union-attr]
    assert listed["output_root"] == str(space.output)
    newest = listed["reports"][0]
    assert (newest["path"], newest["source"]) == (str(report), "docs/report.pdf")
    # The person's command shows the same, with nothing written.
    before = sorted(p.name for p in space.output.iterdir())
    assert main(["reports", "--config", str(space.config_path)]) == 0
    out = capsys.readouterr().out
    assert str(report) in out and "docs/report.pdf" in out and preview["sha256"] in out
    assert sorted(p.name for p in space.output.iterdir()) == before


async def test_with_a_client_form_the_preview_does_not_ask_for_approve_true(
    server: Any, space: Any
) -> None:
    answer = _confirming("accept")
    async with Client(server, elicitation_callback=answer) as client:
        preview = await _preview(client, "docs/report.pdf", DRAFT)
        assert not any("approve=true" in action for action in preview["next_actions"])
        assert "no approve argument" in preview["next_actions"][1]
        saved = await _save(
            client, "docs/report.pdf", DRAFT, preview["approval_token"], approve=None
        )
    assert not saved.is_error, saved.content
    assert saved.structured_content["confirmed_by"] == "client_confirmation"


# -- unconfirmed figures reach the person on every approval path -------------------------------

UNCONFIRMED_DRAFT = DRAFT.replace(
    "- Revenue grew 15% from 2023 [p1].",
    "- Revenue grew 15% from 2023, the 2위 of its sector [p1].",
)


async def test_unconfirmed_figures_are_listed_for_the_model_and_the_clients_form(
    server: Any, space: Any
) -> None:
    answer = _confirming("accept")
    async with Client(server, elicitation_callback=answer) as client:
        checked = await client.call_tool(
            "check_summary_grounding", {"path": "docs/report.pdf", "draft": UNCONFIRMED_DRAFT}
        )
        preview = await _preview(client, "docs/report.pdf", UNCONFIRMED_DRAFT)
        saved = await _save(client, "docs/report.pdf", UNCONFIRMED_DRAFT, preview["approval_token"])
    assert checked.structured_content["ok"]
    lines = checked.structured_content["unconfirmed"]
    assert len(lines) == 1 and "rank 2" in lines[0]
    assert preview["ok"] and preview["unconfirmed"] == lines
    assert "unconfirmed" in preview["next_actions"][0]
    assert not saved.is_error, saved.content
    assert "1 item(s) unconfirmed" in answer.asked[0] and lines[0] in answer.asked[0]


async def test_a_draft_without_unconfirmed_figures_lists_none(client: Client) -> None:
    preview = await _preview(client, "docs/report.pdf", DRAFT)
    assert preview["unconfirmed"] == []
    assert not any("unconfirmed" in action for action in preview["next_actions"])


async def test_the_terminal_screen_shows_the_unconfirmed_figures(
    space: Any, toolbox: Toolbox, capsys: pytest.CaptureFixture[str]
) -> None:
    box = _toolbox(space, toolbox, approval="terminal")
    server = build_server(space.config, toolbox=box)
    async with Client(server) as client:
        preview = await _preview(client, "docs/report.pdf", UNCONFIRMED_DRAFT)
    pending = TerminalApprovals(box.config).pending(preview["approval_code"])
    assert pending is not None and pending.unconfirmed == tuple(preview["unconfirmed"])


SCAN_DRAFT = """\
# blank.pdf 분석 / Analysis

## 요약 / Summary

스캔한 쪽에는 매출 1,234억 원이 적혀 있다 [p1.1].

## 주요 내용 / Key points

- 쪽의 글자는 그림으로만 있다 [p1.1].

## 구조 / Structure

- 문서는 그림 한 쪽이다 [meta].

## 수치와 날짜 / Figures and dates

- 매출 1,234억 원 [p1.1].

## 확인하지 못한 것 / Not verified

- 없음 / None [meta].
"""


async def test_a_summary_of_a_scanned_page_is_saved_with_its_figures_marked_from_images(
    space: Any, toolbox: Toolbox
) -> None:
    server = build_server(space.config, toolbox=_toolbox(space, toolbox, approval="chat"))
    async with Client(server) as client:
        preview = await _preview(client, "docs/blank.pdf", SCAN_DRAFT)
        assert preview["ok"], preview
        assert len(preview["unconfirmed"]) == 2
        assert all("from an image" in line for line in preview["unconfirmed"])
        saved = await _save(
            client, "docs/blank.pdf", SCAN_DRAFT, preview["approval_token"], approve=True
        )
    assert not saved.is_error, saved.content
    name = saved.structured_content["saved"]["output_name"]
    header, body = read_report((space.output / name).read_text(encoding="utf-8"))
    assert body == SCAN_DRAFT
    assert header["unconfirmed_figures"] == "2"
    assert json.loads(header["figures_from_images"]) == [
        "sentence 1: '1,234억 원'",
        "sentence 4: '1,234억 원'",
    ]
