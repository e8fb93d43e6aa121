"""Lexical checks on path text, the same on every operating system.

A path the model sends is refused here, before any filesystem call, when it holds a form that
means something special somewhere: NUL and control characters, bidi controls that disguise a
name, Windows drive letters, UNC and device prefixes, alternate data streams (`:`), backslashes,
components ending in a dot or a space (Windows drops them, so the name checked would not be the
name opened), and reserved device names (`CON`, `NUL`, `COM1.pdf`, ...). Refusing them on Linux
too means a path accepted in tests is accepted for the same reason on Windows.
"""

from __future__ import annotations

import re
from pathlib import PurePath

__all__ = (
    "MAX_COMPONENTS",
    "MAX_COMPONENT_BYTES",
    "MAX_PATH_CHARS",
    "is_within",
    "lexical_problem",
    "split_components",
)

MAX_PATH_CHARS = 4096
"""Longer input is refused before it is looked at (PATH_MAX on Linux)."""

MAX_COMPONENT_BYTES = 255
"""A component longer than this (in UTF-8 bytes) cannot exist on common filesystems."""

MAX_COMPONENTS = 256
"""Deeper input is refused: it bounds the folders held open while a path is walked."""

# Windows reserves these names in every folder, with any extension, case-insensitively
# ("nul.pdf" is the null device). The superscript digits count too.
_RESERVED = re.compile(r"(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|(COM|LPT)[0-9\u00b9\u00b2\u00b3])", re.I)

# C0 and C1 controls and DEL; bidi embeddings, overrides, isolates and marks (they make a name
# display as something else).
_BAD_CHARS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def lexical_problem(text: str, *, single: bool = False) -> str | None:
    """Say why `text` is not an acceptable path (or, with `single`, one name), else None.

    The reason is a short phrase for an error message; it never quotes the input.
    """
    if not text:
        return "is empty"
    if len(text) > MAX_PATH_CHARS:
        return f"is longer than {MAX_PATH_CHARS} characters"
    if _BAD_CHARS.search(text):
        return "contains a NUL, control or bidi-control character"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "is not valid Unicode text"
    if "\\" in text:
        return "contains a backslash; separate folders with / (Windows path forms are not accepted)"
    if ":" in text:
        return "contains a colon (a drive letter or a Windows stream name)"
    parts = [text] if single else text.split("/")
    if single and ("/" in text or text in (".", "..")):
        return "must be one plain name"
    if len(parts) > MAX_COMPONENTS:
        return f"has more than {MAX_COMPONENTS} folder levels"
    for part in parts:
        if part in ("", ".", ".."):
            continue
        if len(part.encode("utf-8")) > MAX_COMPONENT_BYTES:
            return f"has a name longer than {MAX_COMPONENT_BYTES} bytes"
        if part[-1] in ". ":
            return "has a name ending in a dot or a space (Windows would drop it)"
        if _RESERVED.fullmatch(part.split(".", 1)[0].rstrip(" ")):
            return "uses a reserved Windows device name (CON, NUL, COM1, ...)"
    return None


def split_components(text: str) -> list[str]:
    """The non-empty components of a `/`-separated path, keeping `.` and `..` for the walk."""
    return [part for part in text.split("/") if part]


def is_within(path: PurePath, folder: PurePath) -> bool:
    """True when `path` is `folder` or lies under it, compared by whole components.

    Both must be absolute and already resolved; `/data/root_evil` is not within `/data/root`.
    """
    return path == folder or folder in path.parents
