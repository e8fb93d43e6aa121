"""The fields an audit line may record, in the order they are written, and the check each
value must pass (a relative path, a name, a sha256, a count, an approval path, a time, a code)."""

from __future__ import annotations

import re
from collections.abc import Callable

from fa_gate._paths import lexical_problem
from fa_gate._token import MAX_SOURCES

APPROVED_VIA = ("token", "chat", "elicitation", "terminal")
"""How a person approved a save: the token alone, in the chat, in the client's form, or in a
terminal (`fa-mcp approve`)."""

# Allowed fields in the order they are written; each with the check its value must pass.
_SHA = re.compile(r"[0-9a-f]{64}")
_CODE = re.compile(r"[A-Z][A-Z0-9_]{1,63}")
_ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z")


def _is_relative_path(value: object) -> bool:
    if not isinstance(value, str) or lexical_problem(value) is not None:
        return False
    return all(part not in ("", ".", "..") for part in value.split("/"))


def _is_name(value: object) -> bool:
    return isinstance(value, str) and lexical_problem(value, single=True) is None


def _is_sha(value: object) -> bool:
    return value is None or (isinstance(value, str) and _SHA.fullmatch(value) is not None)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


_FIELDS: dict[str, Callable[[object], bool]] = {
    "intent_seq": _is_count,
    "source": _is_relative_path,
    "output_name": _is_name,
    "draft_sha256": _is_sha,
    "source_sha256": _is_sha,
    "sources": _is_count,
    # the other sources of a report drawn from several (`source` is the first, key A)
    **{
        name: check
        for key in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[1:MAX_SOURCES]
        for name, check in ((f"source_{key}", _is_relative_path), (f"source_{key}_sha256", _is_sha))
    },
    "sha256": _is_sha,
    "previous_sha256": _is_sha,
    "bytes_written": _is_count,
    "approved_via": lambda v: v in APPROVED_VIA,
    "token_sha256": _is_sha,
    "expires_at": lambda v: isinstance(v, str) and _ISO.fullmatch(v) is not None,
    "code": lambda v: isinstance(v, str) and _CODE.fullmatch(v) is not None,
    "torn_bytes": _is_count,
    "moved_to": _is_name,
    "unconfirmed": _is_count,
    "from_images": _is_count,
}


def _recorded_fields(record: dict[str, object]) -> dict[str, str | int | None]:
    """The recordable fields of a parsed line (what `_check_fields` accepts)."""
    return {
        name: value
        for name, value in record.items()
        if name in _FIELDS and (value is None or isinstance(value, str | int))
    }
