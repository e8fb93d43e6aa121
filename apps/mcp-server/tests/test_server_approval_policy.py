"""The approval decision, without MCP: every path, every answer, what follows."""

from __future__ import annotations

import pytest
from fa_mcp_server._approval_policy import MIN_HUMAN_SECONDS, Decision, decide, decide_terminal


@pytest.mark.parametrize(
    ("path", "asked", "confirmed", "seconds", "approve", "expected"),
    [
        # elicit, the client's form asked the person
        ("elicit", True, True, 3.0, None, Decision("save", approved_via="elicitation")),
        ("elicit", True, True, 0.01, None, Decision("save", approved_via="elicitation")),
        ("elicit", True, False, 3.0, None, ("refuse", "APPROVAL_DECLINED")),
        ("elicit", True, False, MIN_HUMAN_SECONDS / 10, None, ("refuse", "APPROVAL_UNAVAILABLE")),
        ("elicit", True, False, None, None, ("refuse", "APPROVAL_DECLINED")),
        # the form's answer wins over the model's argument
        ("elicit", True, False, 3.0, True, ("refuse", "APPROVAL_DECLINED")),
        # elicit without a form falls back to chat; chat itself
        ("elicit", False, False, None, True, Decision("save", approved_via="chat")),
        ("chat", False, False, None, True, Decision("save", approved_via="chat")),
        ("chat", False, False, None, False, ("refuse", "APPROVAL_DECLINED")),
        ("chat", False, False, None, None, ("refuse", "APPROVAL_REQUIRED")),
        # terminal: approve=true is no substitute, the save waits for the person
        ("terminal", False, False, None, True, Decision("wait")),
        ("terminal", False, False, None, None, Decision("wait")),
    ],
)
def test_each_path_and_answer_decides_one_thing(
    path: str,
    asked: bool,
    confirmed: bool,
    seconds: float | None,
    approve: bool | None,
    expected: Decision | tuple[str, str],
) -> None:
    decision = decide(
        path, asked=asked, confirmed=confirmed, answer_seconds=seconds, approve=approve
    )
    if isinstance(expected, Decision):
        assert decision == expected
    else:
        assert (decision.action, decision.code) == expected
        assert decision.message


def _terminal(**changes: object) -> Decision:
    state: dict[str, object] = {
        "requested": True,
        "approved": False,
        "declined": False,
        "waited": 1.0,
        "wait": 120,
        "command": "cd '/내 문서/fa' && uv run fa-mcp approve K7Q2-M9XD",
    }
    state.update(changes)
    return decide_terminal(**state)  # type: ignore[arg-type]


def test_a_terminal_save_waits_until_a_yes_a_no_or_the_end_of_the_wait() -> None:
    assert _terminal() == Decision("wait")
    assert _terminal(approved=True) == Decision("save", approved_via="terminal")
    assert _terminal(declined=True).code == "APPROVAL_DECLINED"
    assert _terminal(approved=True, declined=True).action == "save"  # the gate checks again
    timeout = _terminal(waited=120.0)
    assert timeout.code == "APPROVAL_TIMEOUT"
    assert "uv run fa-mcp approve K7Q2-M9XD" in timeout.message  # the command, repeated
    assert _terminal(requested=False, approved=True).code == "APPROVAL_REQUIRED"
