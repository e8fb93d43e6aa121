"""Malformed requests get the JSON-RPC error the specification names, and the server goes on.

`screen_line` decides each line; the stdio tests send raw bytes to a real server process (a
client built on the SDK cannot send most of these lines at all).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from fa_mcp_server._stdio import EXPECTED_TOOLS, MALFORMED_LINES, RawSession, make_workspace
from fa_mcp_server._transport import MAX_LINE_BYTES, early_id, screen_line

CANARY = "zq7CanaryLine9x"


@pytest.mark.parametrize(("name", "line", "code", "request_id"), MALFORMED_LINES)
def test_each_malformed_line_is_answered_with_its_code_and_id(
    name: str, line: bytes, code: int, request_id: object
) -> None:
    accepted, answer = screen_line(line.decode("utf-8", "surrogateescape"))
    assert not accepted, name
    assert answer is not None, name
    assert answer["jsonrpc"] == "2.0"
    assert answer["id"] == request_id
    assert answer["error"]["code"] == code


@pytest.mark.parametrize(
    "line",
    [
        '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"x","arguments":{}}}',
        '{"jsonrpc":"2.0","method":"notifications/initialized"}',
        '{"jsonrpc":"2.0","id":3,"result":{}}',
        # A surrogate pair written as escapes is one character, and valid.
        '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"\\ud83d\\ude00"}}',
        '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"보고서"}}',
    ],
)
def test_a_well_formed_message_passes_unchanged(line: str) -> None:
    assert screen_line(line + "\n") == (True, None)


@pytest.mark.parametrize(
    "line",
    [
        "",
        "   \n",
        # JSON-RPC answers neither a notification nor a response, even a malformed one.
        '{"jsonrpc":"2.0","method":"notifications/x","params":[1]}',
        '{"jsonrpc":"2.0","id":9,"result":"\\ud800"}',
    ],
)
def test_blank_lines_and_malformed_notifications_and_responses_get_no_answer(line: str) -> None:
    assert screen_line(line) == (False, None)


def test_an_answer_never_repeats_the_line() -> None:
    for line in (
        f'{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"p":"{CANARY}\\ud800"}}}}',
        f'{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":["{CANARY}"]}}',
        f'{{"jsonrpc":"2.0","id":3,"method":"{CANARY}',
        f'["{CANARY}"]',
    ):
        _, answer = screen_line(line)
        assert answer is not None
        assert CANARY not in json.dumps(answer)


def test_a_lone_surrogate_id_is_not_echoed() -> None:
    _, answer = screen_line('{"jsonrpc":"2.0","id":"\\ud800","method":"tools/list"}')
    assert answer is not None
    assert answer["id"] is None
    assert answer["error"]["code"] == -32600


@pytest.mark.slow
def test_over_real_stdio_every_malformed_line_is_answered_and_the_server_goes_on(
    tmp_path: Path,
) -> None:
    space = make_workspace(tmp_path / "workspace")
    with (
        (tmp_path / "stderr.log").open("w", encoding="utf-8") as errlog,
        RawSession(space.config, errlog=errlog) as raw,
    ):
        assert raw.initialize() is not None
        for name, line, code, request_id in MALFORMED_LINES:
            raw.send(line)
            answer = raw.receive(timeout=30)
            assert answer is not None, f"no answer to {name}"
            assert answer.get("id") == request_id, name
            assert answer["error"]["code"] == code, name
            assert raw.alive, name
        # Still serving, and in step: the next request gets its own answer.
        listed = raw.request(500, "tools/list")
        assert listed is not None
        assert len(listed["result"]["tools"]) == len(EXPECTED_TOOLS)
        called = raw.request(
            501,
            "tools/call",
            {"name": "list_allowed_roots", "arguments": {}},
        )
        assert called is not None
        assert called["result"].get("isError") is not True


def _peak_rss_mb(pid: int) -> float | None:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    match = re.search(r"VmHWM:\s+(\d+) kB", status)
    return int(match.group(1)) / 1024 if match else None


@pytest.mark.slow
def test_a_200_mb_request_line_is_answered_without_being_held(tmp_path: Path) -> None:
    """A line past MAX_LINE_BYTES is skipped in pieces and answered -32600 with its id; the
    server's peak memory stays far below the line (a 200 MB line took it to 958 MB)."""
    space = make_workspace(tmp_path / "workspace")
    draft = "가" * (200 * 1024 * 1024 // 3)
    line = json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 41,
            "method": "tools/call",
            "params": {"name": "check_summary_grounding", "arguments": {"draft": draft}},
        },
        ensure_ascii=False,
    ).encode()
    del draft
    assert len(line) > 200_000_000
    with (
        (tmp_path / "stderr.log").open("w", encoding="utf-8") as errlog,
        RawSession(space.config, errlog=errlog) as raw,
    ):
        assert raw.initialize() is not None
        raw.send(line)
        del line
        answer = raw.answer(41, timeout=120)
        assert answer is not None and answer["error"]["code"] == -32600
        assert f"{MAX_LINE_BYTES:,} bytes" in answer["error"]["message"]
        listed = raw.request(42, "tools/list")
        assert listed is not None and len(listed["result"]["tools"]) == len(EXPECTED_TOOLS)
        peak = _peak_rss_mb(raw.pid)
        if peak is not None:
            assert peak < 400, peak


@pytest.mark.parametrize(
    ("prefix", "expected"),
    [
        (b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{', 7),
        (b'{"id": "call-9", "jsonrpc": "2.0"', "call-9"),
        (b'{"jsonrpc":"2.0","method":"x","params":{"id":3', None),
        (b'{"jsonrpc":"2.0","id":[1],', None),
        (b"garbage", None),
    ],
)
def test_the_id_of_a_line_too_long_is_read_from_its_opening(
    prefix: bytes, expected: object
) -> None:
    assert early_id(prefix) == expected
