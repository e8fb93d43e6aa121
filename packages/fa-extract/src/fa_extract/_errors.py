"""The one error type of fa-extract: a stable code and a message a person can act on."""

from __future__ import annotations

__all__ = ("ExtractError", "InvariantError")

# Codes (AGENTS.md section 6). Kept here so every module spells them the same way.
FORMAT_UNSUPPORTED = "FORMAT_UNSUPPORTED"
FORMAT_MISMATCH = "FORMAT_MISMATCH"
FORMAT_VERSION_UNSUPPORTED = "FORMAT_VERSION_UNSUPPORTED"
DOCUMENT_EMPTY = "DOCUMENT_EMPTY"
DOCUMENT_TOO_LARGE = "DOCUMENT_TOO_LARGE"
DOCUMENT_CORRUPT = "DOCUMENT_CORRUPT"
DOCUMENT_ENCRYPTED = "DOCUMENT_ENCRYPTED"
DOCUMENT_DRM_PROTECTED = "DOCUMENT_DRM_PROTECTED"
DOCUMENT_LIMIT_EXCEEDED = "DOCUMENT_LIMIT_EXCEEDED"
DOCUMENT_TIMEOUT = "DOCUMENT_TIMEOUT"
DOCUMENT_ENCODING_UNKNOWN = "DOCUMENT_ENCODING_UNKNOWN"
DOCUMENT_NO_TEXT = "DOCUMENT_NO_TEXT"
BLOCK_RANGE_INVALID = "BLOCK_RANGE_INVALID"
NO_IMAGE_FOR_FORMAT = "NO_IMAGE_FOR_FORMAT"
PDF_PAGE_HAS_NO_IMAGE = "PDF_PAGE_HAS_NO_IMAGE"
SERVER_INVARIANT_BROKEN = "SERVER_INVARIANT_BROKEN"


class ExtractError(Exception):
    """A document could not be extracted (or a request about it was invalid).

    `code` is a stable UPPER_SNAKE string from AGENTS.md section 6; `message` is a sentence that
    says what happened and what to do next. Neither ever contains a path or document text.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def __reduce__(self) -> tuple[type[ExtractError], tuple[str, str]]:
        return (type(self), (self.code, self.message))


class InvariantError(ExtractError, AssertionError):
    """A result failed self-verification before leaving: a defect in fa, not in the file."""

    def __init__(self, message: str, code: str = SERVER_INVARIANT_BROKEN) -> None:
        super().__init__(code, message)

    def __reduce__(self) -> tuple[type[ExtractError], tuple[str, str]]:  # type: ignore[override]
        return (type(self), (self.message, self.code))
