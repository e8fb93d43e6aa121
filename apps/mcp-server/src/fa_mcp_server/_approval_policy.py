"""Whether a save may write: the approval decision, as plain functions (no MCP in here).

The save tool gathers what happened (the approval path, whether the client's form asked and
what the person answered there, how fast, the model's `approve` argument, and in terminal mode
what the person typed), and these functions say what follows: save (and how the person
approved), refuse (with the catalogue code and a message for the model), or wait for the
terminal. The gate checks the token and, for a terminal save, the approval record once more
before writing; this module only decides whether to ask it to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from fa_mcp_server._errors import (
    APPROVAL_DECLINED,
    APPROVAL_REQUIRED,
    APPROVAL_TIMEOUT,
    APPROVAL_UNAVAILABLE,
)

__all__ = ("MIN_HUMAN_SECONDS", "Decision", "decide", "decide_terminal")

MIN_HUMAN_SECONDS = 1.0
"""A decline faster than this was not a person's answer."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What a save does next: `save` (with `approved_via`), `refuse` (with `code` and
    `message`) or `wait` (for the person's answer in a terminal)."""

    action: Literal["save", "refuse", "wait"]
    approved_via: str | None = None
    code: str | None = None
    message: str = ""


def _refuse(code: str, message: str) -> Decision:
    return Decision("refuse", code=code, message=message)


def decide(
    path: str,
    *,
    asked: bool,
    confirmed: bool,
    answer_seconds: float | None,
    approve: bool | None,
) -> Decision:
    """The decision for one save.

    `path` is the server's approval path (`elicit`, `chat`, `terminal`); `asked` whether the
    client's form was shown (elicit mode, and the client has one); `confirmed` whether the
    person accepted it with a yes; `answer_seconds` how long the answer took (None when not
    timed); `approve` the model's argument (chat mode).
    """
    if asked:
        if confirmed:
            return Decision("save", approved_via="elicitation")
        if answer_seconds is not None and answer_seconds < MIN_HUMAN_SECONDS:
            return _refuse(
                APPROVAL_UNAVAILABLE,
                "The client declined the confirmation faster than a person could read it, "
                "so it declines on its own: this client cannot ask the person here.",
            )
        return _refuse(APPROVAL_DECLINED, "The person declined saving this report in the client.")
    if path == "terminal":
        return Decision("wait")
    if approve is True:
        return Decision("save", approved_via="chat")
    if approve is False:
        return _refuse(APPROVAL_DECLINED, "The person said no to saving this report.")
    return _refuse(
        APPROVAL_REQUIRED,
        "This server saves only after the person approves in the conversation: show "
        "them the whole draft, ask, and pass approve=true only after they say yes.",
    )


def decide_terminal(
    *,
    requested: bool,
    approved: bool,
    declined: bool,
    waited: float,
    wait: float,
    command: str,
) -> Decision:
    """One look at a terminal save's state: `save` once the person approved, `refuse` on no
    request, a no, or the wait run out, else `wait` (look again)."""
    if not requested:
        return _refuse(
            APPROVAL_REQUIRED,
            "No terminal approval was requested for this token. Call preview_save_report: "
            "it gives the code the person approves with.",
        )
    if approved:
        return Decision("save", approved_via="terminal")
    if declined:
        return _refuse(
            APPROVAL_DECLINED, "The person said no in the terminal to saving this report."
        )
    if waited >= wait:
        return _refuse(
            APPROVAL_TIMEOUT,
            f"The person did not approve within {wait:g} seconds (the command is: {command}). "
            "Nothing was written.",
        )
    return Decision("wait")
