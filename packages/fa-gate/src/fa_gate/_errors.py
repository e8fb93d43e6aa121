"""The errors of fa-gate: one base with a stable code, subclasses that also inherit a built-in.

Codes are the catalogue of AGENTS.md section 6. A message is a sentence a person understands,
with the next step; it never holds an absolute path, a root list or document text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = (
    "CONFIG_INVALID",
    "NOT_A_FILE",
    "PATH_HARDLINK",
    "PATH_INVALID",
    "PATH_NOT_FOUND",
    "PATH_OUTSIDE_ROOTS",
    "ConfigError",
    "GateError",
    "PathError",
)

# Codes (AGENTS.md section 6), spelled once here so every module uses the same string.
CONFIG_INVALID = "CONFIG_INVALID"
PATH_OUTSIDE_ROOTS = "PATH_OUTSIDE_ROOTS"
PATH_NOT_FOUND = "PATH_NOT_FOUND"
NOT_A_FILE = "NOT_A_FILE"
PATH_INVALID = "PATH_INVALID"
PATH_HARDLINK = "PATH_HARDLINK"


class GateError(Exception):
    """A refusal by fa-gate: `code` is a stable UPPER_SNAKE string, `message` a sentence.

    `str(error)` is the message alone, so it can be shown as it is.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        # Keeps the code through pickling (errors cross process boundaries in tests and workers).
        return (type(self), (self.code, self.message))


class ConfigError(GateError, ValueError):
    """The configuration (`config/roots.toml` or the file given instead) cannot be used.

    `code` is always `CONFIG_INVALID`; `key` names the config key at fault (`"file"` when the
    file itself is missing or is not TOML), the first one when several are; `problems` lists
    every `(key, message)` found in the file (the message then lists them all); `tried` the
    config files `load_config` read or looked for, and `folders` the roots it looked for that
    do not exist (absolute, for the person: the message itself names no path).
    """

    def __init__(
        self, key: str, message: str, *, problems: tuple[tuple[str, str], ...] | None = None
    ) -> None:
        super().__init__(CONFIG_INVALID, message)
        self.key = key
        self.problems = problems if problems is not None else ((key, message),)
        self.tried: tuple[Path, ...] = ()  # the config files `load_config` read or looked for
        self.folders: tuple[Path, ...] = ()  # the folders looked for that do not exist

    @property
    def keys(self) -> tuple[str, ...]:
        """Every key at fault, in the order found (each once)."""
        return tuple(dict.fromkeys(key for key, _ in self.problems))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild_config_error, (self.key, self.message, self.problems))


def _rebuild_config_error(
    key: str, message: str, problems: tuple[tuple[str, str], ...]
) -> ConfigError:
    return ConfigError(key, message, problems=problems)


class PathError(GateError, PermissionError):
    """A path the model sent was refused by the allowed-roots boundary.

    Codes: `PATH_OUTSIDE_ROOTS`, `PATH_NOT_FOUND`, `NOT_A_FILE`, `PATH_INVALID`,
    `PATH_HARDLINK`.
    """


# Save-gate errors (SaveError and its codes) are defined below by the save gate.

DRAFT_NOT_CLEAN = "DRAFT_NOT_CLEAN"
APPROVAL_TOKEN_MISMATCH = "APPROVAL_TOKEN_MISMATCH"  # noqa: S105 - an error code, not a secret
APPROVAL_TOKEN_EXPIRED = "APPROVAL_TOKEN_EXPIRED"  # noqa: S105 - an error code, not a secret
SOURCE_CHANGED = "SOURCE_CHANGED"
OUTPUT_INSIDE_ANALYSIS_ROOT = "OUTPUT_INSIDE_ANALYSIS_ROOT"
OUTPUT_WRITE_FAILED = "OUTPUT_WRITE_FAILED"
APPROVAL_DECLINED = "APPROVAL_DECLINED"
APPROVAL_TOKEN_USED = "APPROVAL_TOKEN_USED"  # noqa: S105 - an error code, not a secret
APPROVAL_REQUIRED = "APPROVAL_REQUIRED"
APPROVAL_UNAVAILABLE = "APPROVAL_UNAVAILABLE"
APPROVAL_TIMEOUT = "APPROVAL_TIMEOUT"


class SaveError(GateError, PermissionError):
    """The save gate refused to approve or write a report; nothing was written.

    Codes, in the order `SaveGate.save` checks them: `OUTPUT_INSIDE_ANALYSIS_ROOT`,
    `DRAFT_NOT_CLEAN`, `APPROVAL_TOKEN_MISMATCH`, `APPROVAL_TOKEN_EXPIRED`, `SOURCE_CHANGED`,
    `APPROVAL_REQUIRED` (a terminal approval is missing), `APPROVAL_TOKEN_USED` (the token saved
    once already), then `OUTPUT_WRITE_FAILED` (the write or its audit record failed and was
    rolled back).
    """
