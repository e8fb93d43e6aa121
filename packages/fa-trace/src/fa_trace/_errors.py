"""The package's errors: one base class with a stable code and a sentence for a person."""

from __future__ import annotations


class TraceError(Exception):
    """Base of every error fa-trace raises.

    The tracer itself never raises into its caller; these errors come from the report, the
    command line and the canary harness, where failing loudly is the point.
    """

    code: str = "TRACE_ERROR"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class TraceArgumentError(TraceError, ValueError):
    """An argument to a public function is out of its allowed range."""

    code = "TRACE_BAD_ARGUMENT"


class CanaryPathNotFoundError(TraceError, FileNotFoundError):
    """A path handed to the canary search does not exist.

    A search that silently skipped a missing file would report "no canary" and prove nothing,
    so a missing path is an error.
    """

    code = "CANARY_PATH_NOT_FOUND"


class CanaryFoundError(TraceError, AssertionError):
    """A canary token was found where it must never appear."""

    code = "CANARY_FOUND"
