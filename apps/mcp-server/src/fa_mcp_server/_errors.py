"""The one place where a failure becomes an MCP error result.

Every library error (ExtractError, GateError and its PathError/ConfigError subclasses,
GroundingError) carries a stable `code` and a `message` written for a person, without paths or
document text. This module turns them into `CallToolResult(is_error=True)` with the catalogue's
next step (AGENTS.md section 6). Anything else becomes `INTERNAL_ERROR`: its text stays on the
server, only its class name is logged (to stderr).
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from fa_extract import ExtractError
from fa_gate import GateError
from mcp.types import CallToolResult, TextContent

__all__ = (
    "APPROVAL_DECLINED",
    "INTERNAL_ERROR",
    "NEXT_STEPS",
    "SERVER_INVARIANT_BROKEN",
    "ServerError",
    "error_payload",
    "error_result",
    "exception_to_error",
)

_log = logging.getLogger("fa_mcp_server")

SERVER_INVARIANT_BROKEN = "SERVER_INVARIANT_BROKEN"
INTERNAL_ERROR = "INTERNAL_ERROR"
APPROVAL_DECLINED = "APPROVAL_DECLINED"

NEXT_STEPS: dict[str, str] = {
    "CONFIG_INVALID": "Ask the person to fix config/roots.toml (run `fa-mcp doctor`).",
    "PATH_OUTSIDE_ROOTS": "Call list_allowed_roots and use a path inside one of its roots.",
    "PATH_NOT_FOUND": "Call scan_folder to see which files exist, then use one of its paths.",
    "NOT_A_FILE": "Pick a regular file from scan_folder's list.",
    "PATH_INVALID": "Send a plain relative path as scan_folder lists it.",
    "FORMAT_UNSUPPORTED": "Pick a pdf, docx, pptx, svg or png file.",
    "FORMAT_MISMATCH": "Tell the person the file is not what its extension says; pick another.",
    "DOCUMENT_EMPTY": "Tell the person the file is empty; pick another.",
    "DOCUMENT_TOO_LARGE": "Tell the person the file is over the size cap; pick another.",
    "DOCUMENT_CORRUPT": "Tell the person the file cannot be parsed; pick another.",
    "DOCUMENT_ENCRYPTED": (
        "Tell the person the file is password-protected and must be unlocked by them; "
        "never ask for the password."
    ),
    "DOCUMENT_LIMIT_EXCEEDED": "Tell the person the file is too complex or hostile to read.",
    "DOCUMENT_TIMEOUT": "Tell the person the file took too long to read; pick another.",
    "DOCUMENT_NO_TEXT": "Use read_document_image to read it through vision.",
    "BLOCK_RANGE_INVALID": "Call inspect_document for the block count, then read inside it.",
    "NO_IMAGE_FOR_FORMAT": "Use read_document for this format; it has no page images.",
    "PDF_PAGE_HAS_NO_IMAGE": "Ask the person to capture that page as a screenshot.",
    "DRAFT_NOT_CLEAN": (
        "Fix the findings in the draft, call check_summary_grounding, then preview again."
    ),
    "APPROVAL_TOKEN_MISMATCH": "Call preview_save_report again for this exact draft.",
    "APPROVAL_TOKEN_EXPIRED": "Call preview_save_report again and ask the person again.",
    "SOURCE_CHANGED": "Read the document again; it changed since the preview.",
    "OUTPUT_INSIDE_ANALYSIS_ROOT": "Ask the person to move output_root in config/roots.toml.",
    "OUTPUT_WRITE_FAILED": "Nothing was written; tell the person and try again later.",
    APPROVAL_DECLINED: "Nothing was written; ask the person what to change.",
    SERVER_INVARIANT_BROKEN: (
        "Stop this task and report a server defect to the person; the file is not at fault."
    ),
    INTERNAL_ERROR: "Tell the person fa failed unexpectedly; the server log has the details.",
}
_DEFAULT_NEXT = "Tell the person what failed, using the code above."


class ServerError(Exception):
    """A failure decided by the server itself (a declined approval, a broken invariant)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def error_payload(code: str, message: str) -> dict[str, Any]:
    """The structured content of an error: `{"error": {"code", "message", "next_step"}}`."""
    return {
        "error": {
            "code": code,
            "message": message,
            "next_step": NEXT_STEPS.get(code, _DEFAULT_NEXT),
        }
    }


def error_result(code: str, message: str) -> CallToolResult:
    """An MCP error result whose text and structured content carry the same code."""
    payload = error_payload(code, message)
    text = f"{code}: {message} Next: {payload['error']['next_step']}"
    return CallToolResult(
        is_error=True, content=[TextContent(text=text)], structured_content=payload
    )


def _is_grounding_error(exc: BaseException) -> bool:
    # fa_grounding is imported by the first call that checks a draft, not at start-up: until
    # then no exception can be one of its errors.
    grounding = sys.modules.get("fa_grounding")
    return grounding is not None and isinstance(exc, grounding.GroundingError)


def exception_to_error(exc: BaseException, *, tool: str) -> tuple[str, str]:
    """Map an exception to `(code, message)`; unknown exceptions become INTERNAL_ERROR.

    The libraries' messages are written for the model and hold no path or document text, so
    they pass through. For anything else only the class name is logged, never its text, which
    may quote a document or a path.
    """
    if isinstance(exc, ExtractError | GateError | ServerError) or _is_grounding_error(exc):
        return exc.code, exc.message  # type: ignore[attr-defined]
    _log.error("%s failed with an unexpected %s", tool, type(exc).__name__)
    return INTERNAL_ERROR, "fa failed unexpectedly while handling this call."
