"""Tool arguments the schema refuses become `INVALID_ARGUMENT`, in the catalogue's shape.

The SDK validates a tool's arguments with pydantic and, when they fail, answers with pydantic's
own text: its documentation URL, the rejected value echoed back, no code and no next step. It
also drops arguments the tool does not take in silence. The server (`_server._FaServer`)
refuses both with these messages, decided from the tool's published input schema (the one the
client sees, so the refusal and the schema never disagree): an unknown argument is refused
before the tool runs, and a validation error is rewritten as the argument's name and the rule
it breaks. The value is never repeated: it is the caller's data and may be a document's text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

__all__ = ("describe_rule", "invalid_arguments_message", "unknown_arguments_message")

_PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
_TYPE_NAMES = {
    "integer": "an integer",
    "string": "a string",
    "boolean": "true or false",
    "number": "a number",
    "object": "an object",
    "array": "a list",
    "null": "null",
}


def _shown(name: str) -> str:
    """An argument name as a message may show it: only plain identifiers are repeated."""
    return f"`{name}`" if _PLAIN_NAME.fullmatch(name) else "an argument with an unusual name"


def _bounds(low: Any, high: Any, unit: str) -> str:
    """A range rule in words (` from 1 to 9`, ` of at least 1 character`); "" when unbounded."""

    def counted(n: Any) -> str:
        return f"{n} {unit}{'s' if n != 1 else ''}" if unit else f"{n}"

    if low is not None and high is not None:
        return f" from {low} to {counted(high)}"
    if low is not None:
        return f" of at least {counted(low)}"
    if high is not None:
        return f" of at most {counted(high)}"
    return ""


def _one(schema: Mapping[str, Any]) -> str:
    if "enum" in schema:
        return "one of " + ", ".join(str(v) for v in schema["enum"])
    if "const" in schema:
        return f"exactly {schema['const']}"
    kind = schema.get("type")
    text = _TYPE_NAMES.get(kind, "a value") if isinstance(kind, str) else "a value"
    text += _bounds(schema.get("minimum"), schema.get("maximum"), "")
    text += _bounds(schema.get("minLength"), schema.get("maxLength"), "character")
    if "pattern" in schema:
        text += f" matching {schema['pattern']}"
    return text


def describe_rule(schema: Mapping[str, Any]) -> str:
    """What one property's JSON schema allows, in words (`an integer of at least 1`)."""
    options = schema.get("anyOf")
    if isinstance(options, list) and options:
        parts = [_one(o) for o in options if isinstance(o, Mapping) and o.get("type") != "null"]
        nullable = any(isinstance(o, Mapping) and o.get("type") == "null" for o in options)
        text = " or ".join(parts) or "a value"
        return text + (", or left out" if nullable else "")
    return _one(schema)


def _properties(schema: Mapping[str, Any]) -> Mapping[str, Any]:
    properties = schema.get("properties")
    return properties if isinstance(properties, Mapping) else {}


def _takes(tool: str, schema: Mapping[str, Any]) -> str:
    names = list(_properties(schema))
    if not names:
        return f"{tool} takes no arguments."
    return f"{tool} takes: {', '.join(names)}."


def unknown_arguments_message(
    tool: str, arguments: Iterable[str], schema: Mapping[str, Any]
) -> str | None:
    """The refusal for arguments the tool's schema does not name, or None when all are known."""
    known = _properties(schema)
    unknown = sorted(name for name in arguments if name not in known)
    if not unknown:
        return None
    shown = sorted({_shown(name) for name in unknown})
    noun = "is not an argument" if len(unknown) == 1 else "are not arguments"
    return f"{', '.join(shown)} {noun} of {tool}. {_takes(tool, schema)}"


def invalid_arguments_message(
    tool: str, failed: Sequence[tuple[str, str]], schema: Mapping[str, Any]
) -> str:
    """The refusal for arguments that break the schema: `failed` is (argument, error type)
    from the validation error; each is named with its rule, never with the value sent."""
    properties = _properties(schema)
    required = set(schema.get("required") or ())
    lines: list[str] = []
    for name in sorted({name for name, _ in failed}):
        kinds = {kind for n, kind in failed if n == name}
        prop = properties.get(name)
        rule = describe_rule(prop) if isinstance(prop, Mapping) else "not taken by this tool"
        if "missing" in kinds and name in required:
            lines.append(f"{_shown(name)} is required: {rule}.")
        else:
            lines.append(f"{_shown(name)} must be {rule}.")
    if not lines:
        lines.append(f"The arguments do not fit the tool's input schema. {_takes(tool, schema)}")
    return f"{tool} refused its arguments: " + " ".join(lines)
