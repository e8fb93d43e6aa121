"""Saved reports: the header each one opens with, and the list of what the output folder holds.

A report is found later by a person who was not in the conversation, so it says itself what it
reports on and how it came to be written. Every report opens with a YAML front-matter header:

    ---
    fa_report: 1
    source: "samples/보고서.docx"
    source_sha256: 3f2a...
    saved_at: 2026-12-02T00:50:00Z
    approved_via: terminal
    unconfirmed_figures: 1
    figures_from_images: ["sentence 3: '1,234억 원'"]
    ---

then a blank line and the draft as approved (`neutralise(draft)`). `source` is the document's
display path (`<root name>/<relative>`, never an absolute path), written as a JSON string, which
YAML reads as the same string; the other values are hex, a UTC time and a word. Markdown
viewers that know front matter hide it or show it as a table; the rest show it as text. The
approval token binds the draft; the audit log records the sha256 of the whole file written.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fa_gate._config import Config

__all__ = ("REPORT_HEADER_KEYS", "SavedReport", "list_reports", "read_report", "report_header")

REPORT_HEADER_KEYS = (
    "fa_report",
    "source",
    "source_sha256",
    "saved_at",
    "approved_via",
    "unconfirmed_figures",
    "figures_from_images",
)
_HEADER_VERSION = "1"
_HEAD_BYTES = 4096  # the header fits well inside: the longest display path is 4,096 bytes
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
MAX_LISTED = 1000
"""At most this many reports are listed (the newest first); `list_reports` says how many."""


def report_header(
    *,
    source: str,
    source_sha256: str,
    saved_at: str,
    approved_via: str,
    unconfirmed: int = 0,
    from_images: Sequence[str] = (),
) -> str:
    """The front matter a saved report opens with (ending in a blank line). `unconfirmed`
    counts the figures the check could neither confirm nor contradict; `from_images` names
    those read from a picture or a scanned page (`sentence 3: '1,234억 원'`)."""
    lines = [
        "---",
        f"fa_report: {_HEADER_VERSION}",
        f"source: {json.dumps(source, ensure_ascii=False)}",
        f"source_sha256: {source_sha256}",
        f"saved_at: {saved_at}",
        f"approved_via: {approved_via}",
        f"unconfirmed_figures: {unconfirmed}",
    ]
    if from_images:
        lines.append(f"figures_from_images: {json.dumps(list(from_images), ensure_ascii=False)}")
    lines.extend(["---", "", ""])
    return "\n".join(lines)


def read_report(text: str) -> tuple[dict[str, str], str]:
    """(header fields, body) of a report's text; no header (a report saved before headers, or
    another file) is ({}, text)."""
    if not text.startswith("---\n"):
        return {}, text
    end = text.find("\n---\n", 3)
    if end < 0:
        return {}, text
    fields: dict[str, str] = {}
    for line in text[4:end].split("\n"):
        key, sep, value = line.partition(": ")
        if not sep or key not in REPORT_HEADER_KEYS:
            continue
        if value.startswith('"'):
            with contextlib.suppress(ValueError):
                value = str(json.loads(value))
        fields[key] = value
    if fields.get("fa_report") != _HEADER_VERSION:
        return {}, text
    body = text[end + len("\n---\n") :]
    return fields, body.removeprefix("\n")


@dataclass(frozen=True, slots=True)
class SavedReport:
    """One report in the output folder, as its header says (None where it has none)."""

    name: str
    path: Path
    size_bytes: int
    saved_at: str | None
    source: str | None
    source_sha256: str | None
    approved_via: str | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "path": str(self.path),
            "size_bytes": self.size_bytes,
            "saved_at": self.saved_at,
            "source": self.source,
            "source_sha256": self.source_sha256,
            "approved_via": self.approved_via,
        }


def list_reports(config: Config) -> tuple[tuple[SavedReport, ...], int]:
    """The reports in `config.output_root` (regular `.md` files, never through a symlink), the
    newest first, at most `MAX_LISTED` of them, and how many there are. Reads only each file's
    first 4 KB (its header); writes nothing."""
    folder = config.output_root
    found: list[SavedReport] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return (), 0
    for entry in entries:
        if entry.name.startswith(".") or not entry.name.endswith(".md"):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        fields, _ = read_report(_head(Path(entry.path)))
        found.append(
            SavedReport(
                name=entry.name,
                path=Path(entry.path),
                size_bytes=info.st_size,
                saved_at=fields.get("saved_at"),
                source=fields.get("source"),
                source_sha256=fields.get("source_sha256"),
                approved_via=fields.get("approved_via"),
            )
        )
    found.sort(key=lambda r: (r.saved_at or "", r.name), reverse=True)
    return tuple(found[:MAX_LISTED]), len(found)


def _head(path: Path) -> str:
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _BINARY)
    except OSError:
        return ""
    try:
        data = os.read(fd, _HEAD_BYTES)
    except OSError:
        return ""
    finally:
        os.close(fd)
    text = data.decode("utf-8", "replace")
    end = text.find("\n---\n", 3)
    return text[: end + len("\n---\n")] if end >= 0 else ""
