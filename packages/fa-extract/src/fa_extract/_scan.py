"""Folder scan without opening a file: names, sizes and expected grades, paginated.

Every regular file the scan sees is listed, the ones fa cannot read too, with their format (from
the extension) and why they cannot be read: a person looking for a document in a folder of HWP
files must be told so, not shown an empty list.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from . import _errors as e
from ._errors import ExtractError
from ._readers import estimate_grade, format_of
from ._unsupported import extension_of, unsupported_reason

__all__ = ("ScanResult", "ScannedFile", "scan_folder")

EstimatedGrade = Literal["A", "B?", "C"]


ScanProgress = Callable[[int, int | None], None]
"""Called as `(entries seen, None)` while walking, then once `(entries seen, entries seen)`."""

PROGRESS_EVERY = 500
"""Entries between two progress calls while walking (a small folder never reports)."""


@dataclass(frozen=True, slots=True)
class ScannedFile:
    """One file found by a scan. `path` is `prefix/relative/posix/path`.

    A file fa reads has an `estimated_grade` and no `unsupported`; a file it does not read has
    `estimated_grade` None, its extension as `format` (`unknown` without one) and the reason,
    with what to do, in `unsupported`.
    """

    path: str
    format: str
    size_bytes: int
    estimated_grade: EstimatedGrade | None
    unsupported: str | None = None
    mtime_ns: int = 0
    """When the file was last changed (nanoseconds), as the scan saw it: how the search index
    notices a changed file without reading it. Not in `to_dict`."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "path": self.path,
            "format": self.format,
            "size_bytes": self.size_bytes,
            "estimated_grade": self.estimated_grade,
            "unsupported": self.unsupported,
        }


@dataclass(frozen=True, slots=True)
class ScanResult:
    """One page of a folder scan, in sorted path order.

    `total_files` counts every listed file (all pages), `unsupported_files` those of them fa
    does not read; `skipped` counts what was left out by reason (`symlink`, `hidden`,
    `office_lock`, `not_regular`, `unreadable_folder`); `next_offset` is None on the last page.
    """

    files: list[ScannedFile]
    skipped: dict[str, int]
    total_files: int
    offset: int
    next_offset: int | None
    recursive: bool = True
    unsupported_files: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "files": [f.to_dict() for f in self.files],
            "skipped": dict(self.skipped),
            "total_files": self.total_files,
            "unsupported_files": self.unsupported_files,
            "offset": self.offset,
            "next_offset": self.next_offset,
            "recursive": self.recursive,
        }


def scan_folder(
    directory: Path,
    *,
    prefix: str = "",
    offset: int = 0,
    limit: int = 200,
    recursive: bool = True,
    progress: ScanProgress | None = None,
) -> ScanResult:
    """List the files under `directory` with format, size and estimated grade.

    Files fa does not read are listed too, with their extension as format and the reason in
    `unsupported` (from the registry of readers: nothing here names a supported format). Never
    opens a file and never follows a symbolic link (a linked file or folder is counted as
    `symlink`); names starting with a dot are `hidden` (a hidden folder is not entered). pdf and
    svg are reported as `B?` because only inspection can confirm a text layer. The order is
    sorted by relative path, so `offset`/`limit` pages are stable. `progress`, when given, is
    called every `PROGRESS_EVERY` entries while walking and once at the end (a folder of fewer
    entries never reports).

    Raises:
        ExtractError: BLOCK_RANGE_INVALID when offset < 0 or limit < 1.
    """
    if offset < 0 or limit < 1:
        raise ExtractError(e.BLOCK_RANGE_INVALID, "offset must be 0 or more and limit at least 1.")
    found: list[tuple[str, str | None, os.DirEntry[str]]] = []
    skipped: Counter[str] = Counter()
    pending: list[tuple[str, str]] = [(os.fspath(directory), "")]
    seen = 0
    while pending:
        folder, relative = pending.pop()
        try:
            with os.scandir(folder) as entries:
                base = f"{relative}/" if relative else ""
                for entry in entries:
                    seen += 1
                    if progress is not None and seen % PROGRESS_EVERY == 0:
                        progress(seen, None)
                    name = entry.name
                    if name[0] == ".":
                        skipped["hidden"] += 1
                        continue
                    try:
                        if entry.is_file(follow_symlinks=False):
                            if name.startswith("~$"):
                                skipped["office_lock"] += 1
                            else:
                                found.append((base + name, format_of(name), entry))
                        elif entry.is_dir(follow_symlinks=False):
                            if recursive:
                                pending.append((entry.path, base + name))
                        elif entry.is_symlink():
                            skipped["symlink"] += 1
                        else:
                            skipped["not_regular"] += 1
                    except OSError:
                        skipped["not_regular"] += 1
        except OSError:
            skipped["unreadable_folder"] += 1
    found.sort(key=lambda item: item[0])
    page = found[offset : offset + limit]
    files: list[ScannedFile] = []
    for rel, fmt, entry in page:
        try:
            stat = entry.stat(follow_symlinks=False)
            size, mtime_ns = stat.st_size, stat.st_mtime_ns
        except OSError:
            size, mtime_ns = 0, 0
        path = f"{prefix.rstrip('/')}/{rel}" if prefix else rel
        if fmt is None:
            reason = unsupported_reason(entry.name)
            files.append(ScannedFile(path, extension_of(entry.name), size, None, reason, mtime_ns))
        else:
            files.append(ScannedFile(path, fmt, size, estimate_grade(fmt), None, mtime_ns))
    if progress is not None and seen >= PROGRESS_EVERY:
        progress(seen, seen)
    end = offset + len(page)
    return ScanResult(
        files=files,
        skipped=dict(sorted(skipped.items())),
        total_files=len(found),
        offset=offset,
        next_offset=end if end < len(found) else None,
        recursive=recursive,
        unsupported_files=sum(1 for _, fmt, _ in found if fmt is None),
    )
