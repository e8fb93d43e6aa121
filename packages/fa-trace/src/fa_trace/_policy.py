"""What may enter a trace line. Everything else is dropped here, in code.

The rules are allow-lists: a value is kept only when its name is listed and its type and form
match. A last pass over the finished record checks every string against one narrow ASCII
pattern, so even a mistake in an earlier rule cannot let document text, a non-ASCII character
or an absolute path reach the file.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import os
import re
import unicodedata
from collections.abc import Collection, Mapping
from types import MappingProxyType
from typing import Literal

MAX_STRING = 40
"""No string longer than this is ever written (SPEC section 7)."""

MAX_ARG_INT = 10**9
MAX_COUNTER_INT = 10**15
MAX_COUNTERS = 32
OTHER = "(other)"

ArgRule = Literal["int", "bool", "path"] | frozenset[str]
"""How one allow-listed argument is kept: an integer, a boolean, a folded path, or one value of
a closed set of strings (anything outside the set is written as ``(other)``)."""

_FORMATS = frozenset(
    {"pdf", "docx", "pptx", "hwp", "hwpx", "xlsx", "xls", "csv", "txt", "md", "html", "svg", "png"}
    | {"markdown", "json", "text"}
)

DEFAULT_ARG_ALLOWLIST: Mapping[str, ArgRule] = MappingProxyType(
    {
        "start": "int",
        "end": "int",
        "max_chars": "int",
        "page": "int",
        "offset": "int",
        "limit": "int",
        "recursive": "bool",
        "format": _FORMATS,
        "language": frozenset({"ko", "en", "auto"}),
        "report_type": frozenset({"summary", "structure", "analysis", "brief", "outline"}),
        "path": "path",
        "folder": "path",
        "source": "path",
    }
)
"""The server's tool arguments that may appear in a trace, and how. ``draft``,
``approval_token``, ``options`` and every free-text argument are absent on purpose."""

DEFAULT_COUNTER_ENUMS: Mapping[str, frozenset[str]] = MappingProxyType(
    {
        "grade": frozenset({"A", "B", "C", "B?"}),
        "format": _FORMATS | {"unknown"},
        "unit": frozenset({"block", "paragraph", "row", "page", "slide", "line", "text", "image"}),
        "cache": frozenset({"hit", "miss"}),
    }
)
"""Counters whose value may be a string, and the closed set each string must come from.
Numbers and booleans are kept under any counter name matching ``[a-z][a-z0-9_]*``."""

KNOWN_EXTENSIONS = frozenset(
    {"pdf", "docx", "pptx", "hwp", "hwpx", "xlsx", "xlsm", "csv", "tsv", "txt", "md", "markdown"}
    | {"html", "htm", "svg", "png", "json", "jsonl", "toml", "doc", "ppt", "xls", "jpg", "jpeg"}
)
"""Extensions kept on a folded path. Any other extension could be chosen by a document's
author, so it is dropped."""

_SAFE_STRING = re.compile(r"[A-Za-z0-9_.:?()/#+-]{0,40}")
_TOOL = re.compile(r"[a-z][a-z0-9_.-]{0,39}")
_CODE = re.compile(r"[A-Z][A-Z0-9_]{0,39}")
_CLASS = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")
_DOTTED_CLASS = re.compile(r"(?:[A-Za-z_][A-Za-z0-9_]{0,39}\.){0,8}[A-Za-z_][A-Za-z0-9_]{0,39}")
_COUNTER_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
_WINDOWS_ABSOLUTE = re.compile(r"[A-Za-z]:|[\\/]{2}")


def clean_tool(value: object) -> str:
    """A tool name as written: lower-case identifier or ``(other)``."""
    return value if isinstance(value, str) and _TOOL.fullmatch(value) else OTHER


def clean_outcome(value: object) -> str:
    """``ok`` or an UPPER_SNAKE error code; anything else becomes ``(other)``."""
    if value == "ok":
        return "ok"
    return value if isinstance(value, str) and _CODE.fullmatch(value) else OTHER


def clean_error_class(value: object) -> str | None:
    """An exception's class name without its module (never its message)."""
    if value is None:
        return None
    if isinstance(value, BaseException):
        value = type(value).__name__
    elif isinstance(value, type):
        value = value.__name__
    if not isinstance(value, str):
        return OTHER
    if not _DOTTED_CLASS.fullmatch(value):
        return OTHER
    name = value.rpartition(".")[2]
    return name if _CLASS.fullmatch(name) else OTHER


def clean_duration(value: object) -> float | None:
    """A finite, non-negative duration in milliseconds, rounded to microseconds."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    number = float(value)
    if not math.isfinite(number) or number < 0:
        return None
    return round(number, 3)


def fold_path(value: object, *, key: bytes) -> str | None:
    """Reduce a path to ``(abs)/<id>.<ext>`` or ``(rel)/<id>.<ext>``.

    File and folder names can be chosen by a document's author (a canary planted in a file
    name must never reach a trace), so no part of the name is kept: ``<id>`` is eight hex
    digits of an HMAC of the whole path under ``key``, a random key held only in memory, which
    lets one session's lines be grouped by file without revealing or confirming any name.
    The extension survives only when it is in ``KNOWN_EXTENSIONS``.
    """
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if not isinstance(value, str):
        return None
    text = unicodedata.normalize("NFC", value)
    absolute = (
        text.startswith(("/", "\\", "~"))
        or _WINDOWS_ABSOLUTE.match(text) is not None
        or text[:5].lower() == "file:"
    )
    prefix = "(abs)" if absolute else "(rel)"
    if text.strip() in ("", "."):
        return f"{prefix}/."
    tail = re.split(r"[\\/]", text.rstrip("\\/"))[-1]
    stem, dot, extension = tail.rpartition(".")
    extension = extension.lower()
    suffix = f".{extension}" if dot and stem and extension in KNOWN_EXTENSIONS else ""
    digest = hmac.new(key, text.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()
    return f"{prefix}/{digest[:8]}{suffix}"


def clean_args(
    args: Mapping[str, object] | None,
    allowlist: Mapping[str, ArgRule],
    *,
    key: bytes,
) -> tuple[dict[str, object], int]:
    """Keep only allow-listed arguments in their allowed form; return them and how many
    arguments were dropped."""
    kept: dict[str, object] = {}
    dropped = 0
    for name, value in (args or {}).items():
        rule = allowlist.get(name) if isinstance(name, str) else None
        cleaned = _apply_rule(rule, value, key=key) if rule is not None else None
        if cleaned is None:
            dropped += 1
        else:
            kept[name] = cleaned
    return kept, dropped


def _apply_rule(rule: ArgRule, value: object, *, key: bytes) -> object | None:
    if rule == "int":
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_ARG_INT:
            return value
        return None
    if rule == "bool":
        return value if isinstance(value, bool) else None
    if rule == "path":
        return fold_path(value, key=key)
    if isinstance(rule, frozenset):
        return value if isinstance(value, str) and value in rule else OTHER
    return None


def clean_counters(
    counters: Mapping[str, object] | None,
    enums: Mapping[str, Collection[str]],
) -> dict[str, object]:
    """Keep numeric and boolean counters under safe names, and strings only from a closed set."""
    kept: dict[str, object] = {}
    for name, value in (counters or {}).items():
        if len(kept) >= MAX_COUNTERS:
            break
        if not isinstance(name, str) or not _COUNTER_NAME.fullmatch(name):
            continue
        if isinstance(value, bool):
            kept[name] = value
        elif isinstance(value, int):
            if abs(value) <= MAX_COUNTER_INT:
                kept[name] = value
        elif isinstance(value, float):
            if math.isfinite(value) and abs(value) <= MAX_COUNTER_INT:
                kept[name] = round(value, 3)
        elif isinstance(value, str):
            allowed = enums.get(name)
            if allowed is not None and value in allowed:
                kept[name] = value
    return kept


def is_safe_string(value: str) -> bool:
    """The last gate: short, ASCII, and only characters a code, id or folded path needs."""
    return _SAFE_STRING.fullmatch(value) is not None


def enforce_safe(value: object) -> object | None:
    """Rebuild a record keeping only numbers, booleans, None and safe strings, at any depth.

    Runs over every finished record, so a rule written too loosely above is still caught here.
    """
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, str):
        return value if is_safe_string(value) else None
    if isinstance(value, dict):
        out: dict[str, object] = {}
        for name, item in value.items():
            if not isinstance(name, str) or not is_safe_string(name):
                continue
            cleaned = enforce_safe(item)
            if cleaned is not None or item is None:
                out[name] = cleaned
        return out
    return None
