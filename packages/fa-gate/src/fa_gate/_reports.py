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

A report drawn from several documents names each of them with its key, the first (`A`) as
`source` and the others by key, after a count:

    sources: 2
    source: "samples/예산 2023.hwp"
    source_sha256: 3f2a...
    source_B: "samples/예산 2024.hwpx"
    source_B_sha256: 9c1d...

the same names its audit lines use. Then a blank line and the draft as approved
(`neutralise(draft)`). `source` is the document's
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
from fa_gate._token import MAX_SOURCES

__all__ = (
    "REPORT_HEADER_KEYS",
    "SavedReport",
    "list_reports",
    "read_report",
    "report_header",
    "report_sources",
)

_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:MAX_SOURCES]
REPORT_HEADER_KEYS = (
    "fa_report",
    "sources",
    "source",
    "source_sha256",
    *(name for key in _KEYS[1:] for name in (f"source_{key}", f"source_{key}_sha256")),
    "saved_at",
    "approved_via",
    "unconfirmed_figures",
    "figures_from_images",
)
_HEADER_VERSION = "1"
_HEAD_BYTES = 4096  # one source's header fits well inside: a display path is 4,096 characters
_MAX_HEAD_BYTES = 256 * 1024  # ten sources of 4,096 characters (16 KB as UTF-8) each fit
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
MAX_LISTED = 1000
"""At most this many reports are listed (the newest first); `list_reports` says how many."""


def report_header(
    *,
    source: str | Sequence[str],
    source_sha256: str | Sequence[str],
    saved_at: str,
    approved_via: str,
    unconfirmed: int = 0,
    from_images: Sequence[str] = (),
) -> str:
    """The front matter a saved report opens with (ending in a blank line). `unconfirmed`
    counts the figures the check could neither confirm nor contradict; `from_images` names
    those read from a picture or a scanned page (`sentence 3: '1,234억 원'`). Several sources
    are given as sequences in key order."""
    sources = (source,) if isinstance(source, str) else tuple(source)
    digests = (source_sha256,) if isinstance(source_sha256, str) else tuple(source_sha256)
    if not 0 < len(sources) <= MAX_SOURCES or len(digests) != len(sources):
        msg = f"give 1 to {MAX_SOURCES} sources, each with its sha256"
        raise ValueError(msg)
    lines = ["---", f"fa_report: {_HEADER_VERSION}"]
    if len(sources) > 1:
        lines.append(f"sources: {len(sources)}")
    for index, (path, digest) in enumerate(zip(sources, digests, strict=True)):
        name = "source" if index == 0 else f"source_{_KEYS[index]}"
        lines.append(f"{name}: {json.dumps(path, ensure_ascii=False)}")
        lines.append(f"{name}_sha256: {digest}")
    lines += [
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


def report_sources(fields: dict[str, str]) -> tuple[tuple[str, str, str | None], ...]:
    """The sources a report's header names, as (key, display path, sha256) in key order."""
    found = []
    for index, key in enumerate(_KEYS):
        name = "source" if index == 0 else f"source_{key}"
        if name not in fields:
            break
        found.append((key, fields[name], fields.get(f"{name}_sha256")))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class SavedReport:
    """One report in the output folder, as its header says (None where it has none).

    `source` and `source_sha256` are the first source's (key `A`); `sources` lists every
    source as (key, display path, sha256), one entry for a one-source report."""

    name: str
    path: Path
    size_bytes: int
    saved_at: str | None
    source: str | None
    source_sha256: str | None
    approved_via: str | None
    sources: tuple[tuple[str, str, str | None], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "sources": [
                {"key": key, "source": path, "sha256": digest} for key, path, digest in self.sources
            ],
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
                sources=report_sources(fields),
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
        # a header naming several long paths may run past the first read: read on, bounded
        while data.startswith(b"---\n") and b"\n---\n" not in data and len(data) < _MAX_HEAD_BYTES:
            more = os.read(fd, _HEAD_BYTES)
            if not more:
                break
            data += more
    except OSError:
        return ""
    finally:
        os.close(fd)
    text = data.decode("utf-8", "replace")
    end = text.find("\n---\n", 3)
    return text[: end + len("\n---\n")] if end >= 0 else ""
