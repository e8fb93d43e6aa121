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

from fa_mcp_server._catalogue import error_text

__all__ = (
    "APPROVAL_DECLINED",
    "APPROVAL_REQUIRED",
    "APPROVAL_TIMEOUT",
    "APPROVAL_UNAVAILABLE",
    "CONFIG_INVALID",
    "INTERNAL_ERROR",
    "INVALID_ARGUMENT",
    "NEXT_STEPS",
    "SERVER_INVARIANT_BROKEN",
    "SOURCE_CHANGED",
    "ServerError",
    "error_payload",
    "error_result",
    "exception_to_error",
)

_log = logging.getLogger("fa_mcp_server")

SERVER_INVARIANT_BROKEN = "SERVER_INVARIANT_BROKEN"
CONFIG_INVALID = "CONFIG_INVALID"
INTERNAL_ERROR = "INTERNAL_ERROR"
APPROVAL_DECLINED = "APPROVAL_DECLINED"
INVALID_ARGUMENT = "INVALID_ARGUMENT"
SOURCE_CHANGED = "SOURCE_CHANGED"
APPROVAL_REQUIRED = "APPROVAL_REQUIRED"
APPROVAL_TIMEOUT = "APPROVAL_TIMEOUT"
APPROVAL_UNAVAILABLE = "APPROVAL_UNAVAILABLE"

NEXT_STEPS: dict[str, str] = {
    CONFIG_INVALID: (
        "Tell the person fa's config has the problems the message lists; they fix the file it "
        "names (`fa-mcp doctor` checks it) and restart the server."
    ),
    "SOURCES_INVALID": (
        "Pass path for one document, or paths with 2 to 10 different documents (never both), "
        "and with paths a sha256 list of the same length, in the same order."
    ),
    "PATH_OUTSIDE_ROOTS": "Call list_allowed_roots and use a path inside one of its roots.",
    "PATH_NOT_FOUND": "Call scan_folder to see which files exist, then use one of its paths.",
    "NOT_A_FILE": "Pick a regular file from scan_folder's list.",
    "PATH_INVALID": "Send a plain relative path as scan_folder lists it.",
    "PATH_HARDLINK": (
        "Tell the person the file has a second hard link; they can copy it inside the root and "
        "you can read the copy."
    ),
    "FORMAT_UNSUPPORTED": (
        "Tell the person the format the message names and the copy that would work; or pick a "
        "file scan_folder lists without `unsupported`."
    ),
    "FORMAT_MISMATCH": (
        "Tell the person the file is not what its extension says (the message says what it "
        "is, or that it may be DRM-protected); ask for a readable copy."
    ),
    "FORMAT_VERSION_UNSUPPORTED": (
        "Tell the person the file is in an old version of its format (the message names it); "
        "ask them to save it as HWPX or PDF."
    ),
    "DOCUMENT_EMPTY": "Tell the person the file is empty; pick another.",
    "DOCUMENT_TOO_LARGE": "Tell the person the file is over the size cap; pick another.",
    "DOCUMENT_CORRUPT": "Tell the person the file cannot be parsed; pick another.",
    "DOCUMENT_ENCRYPTED": (
        "Tell the person the file is password-protected and must be unlocked by them; "
        "never ask for the password."
    ),
    "DOCUMENT_DRM_PROTECTED": (
        "Tell the person the file is locked by document security (DRM) and no password opens "
        "it; ask for a copy their document-security system releases, or a PDF of it."
    ),
    "DOCUMENT_LIMIT_EXCEEDED": "Tell the person the file is too complex or hostile to read.",
    "DOCUMENT_TIMEOUT": "Tell the person the file took too long to read; pick another.",
    "DOCUMENT_ENCODING_UNKNOWN": (
        "Tell the person the text file is in an unknown encoding; they can save it as UTF-8."
    ),
    "DOCUMENT_NO_TEXT": (
        "Do what inspect_document's next_actions say: read_document_image where fa can show "
        "the document, else ask the person for a PDF or PNG copy."
    ),
    "BLOCK_RANGE_INVALID": "Call inspect_document for the block count, then read inside it.",
    "NO_IMAGE_FOR_FORMAT": (
        "Read the text with read_document; if there is none, ask the person for a PDF or PNG copy."
    ),
    "PDF_PAGE_HAS_NO_IMAGE": "Ask the person to capture that page as a screenshot.",
    "DRAFT_NOT_CLEAN": (
        "Fix the findings in the draft, call check_summary_grounding, then preview again."
    ),
    "APPROVAL_TOKEN_MISMATCH": "Call preview_save_report again for this exact draft.",
    "APPROVAL_TOKEN_EXPIRED": "Call preview_save_report again and ask the person again.",
    "APPROVAL_TOKEN_USED": (
        "The report was saved with this token already; to save again, call preview_save_report "
        "and ask the person again."
    ),
    SOURCE_CHANGED: (
        "Read the document again (it changed since you read or previewed it), write the draft "
        "from the new blocks and check it again."
    ),
    "OUTPUT_INSIDE_ANALYSIS_ROOT": "Ask the person to move output_root in config/roots.toml.",
    "OUTPUT_WRITE_FAILED": "Nothing was written; tell the person and try again later.",
    APPROVAL_DECLINED: "Nothing was written; ask the person what to change.",
    INVALID_ARGUMENT: (
        "Call the tool again with that argument as the message and the tool's input schema "
        "say; leave out arguments the tool does not take."
    ),
    APPROVAL_UNAVAILABLE: (
        "This client declines confirmations without asking anyone. Ask the person to set "
        'approval = "chat" or "terminal" in the fa config (run `fa-mcp doctor`), restart the '
        "server, and save again."
    ),
    APPROVAL_REQUIRED: (
        "Nothing was written. Get the person's approval the way the preview's next_actions "
        "say (approve=true after they said yes, or `fa-mcp approve <code>`), then save again."
    ),
    APPROVAL_TIMEOUT: (
        "Nothing was written. Ask the person to run the preview's approval_command (the "
        "message repeats it) in a terminal, then call save_approved_report again."
    ),
    "SEARCH_QUERY_EMPTY": (
        "Call search_documents again with at least one word or figure in the query."
    ),
    "SEARCH_INDEX_UNAVAILABLE": (
        "Tell the person fa's state folder cannot hold the search index; meanwhile use "
        "scan_folder and read_document on the files that matter."
    ),
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


def error_payload(code: str, message: str, language: str = "en") -> dict[str, Any]:
    """The structured content of an error: `{"error": {"code", "message", "next_step",
    "person"}}`; `person` is one sentence for the person in their language (`_catalogue`),
    which the model may show as it is."""
    return {
        "error": {
            "code": code,
            "message": message,
            "next_step": NEXT_STEPS.get(code, _DEFAULT_NEXT),
            "person": error_text(code, language),
        }
    }


def error_result(code: str, message: str, language: str = "en") -> CallToolResult:
    """An MCP error result whose text and structured content carry the same code."""
    payload = error_payload(code, message, language)
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
