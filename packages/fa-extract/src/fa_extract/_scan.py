"""Folder scan without opening a file: names, sizes and expected grades, paginated."""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from . import _errors as e
from ._errors import ExtractError
from ._readers import estimate_grade, format_of

__all__ = ("ScanResult", "ScannedFile", "scan_folder")

EstimatedGrade = Literal["A", "B?", "C"]


@dataclass(frozen=True, slots=True)
class ScannedFile:
    """One supported file found by a scan. `path` is `prefix/relative/posix/path`."""

    path: str
    format: str
    size_bytes: int
    estimated_grade: EstimatedGrade

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "path": self.path,
            "format": self.format,
            "size_bytes": self.size_bytes,
            "estimated_grade": self.estimated_grade,
        }


@dataclass(frozen=True, slots=True)
class ScanResult:
    """One page of a folder scan, in sorted path order.

    `total_files` counts every supported file (all pages); `skipped` counts what was left out by
    reason (`unsupported_format`, `symlink`, `hidden`, `office_lock`, `not_regular`,
    `unreadable_folder`); `next_offset` is None on the last page.
    """

    files: list[ScannedFile]
    skipped: dict[str, int]
    total_files: int
    offset: int
    next_offset: int | None
    recursive: bool = True

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "files": [f.to_dict() for f in self.files],
            "skipped": dict(self.skipped),
            "total_files": self.total_files,
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
) -> ScanResult:
    """List the supported files under `directory` with format, size and estimated grade.

    Never opens a file and never follows a symbolic link (a linked file or folder is counted
    as `symlink`); names starting with a dot are `hidden` (a hidden folder is not entered).
    pdf and svg are reported as `B?` because only inspection can confirm a text layer. The
    order is sorted by relative path, so `offset`/`limit` pages are stable.

    Raises:
        ExtractError: BLOCK_RANGE_INVALID when offset < 0 or limit < 1.
    """
    if offset < 0 or limit < 1:
        raise ExtractError(e.BLOCK_RANGE_INVALID, "offset must be 0 or more and limit at least 1.")
    found: list[tuple[str, str, os.DirEntry[str]]] = []
    skipped: Counter[str] = Counter()
    pending: list[tuple[str, str]] = [(os.fspath(directory), "")]
    while pending:
        folder, relative = pending.pop()
        try:
            with os.scandir(folder) as entries:
                base = f"{relative}/" if relative else ""
                for entry in entries:
                    name = entry.name
                    if name[0] == ".":
                        skipped["hidden"] += 1
                        continue
                    try:
                        if entry.is_file(follow_symlinks=False):
                            fmt = format_of(name)
                            if fmt is None:
                                skipped["unsupported_format"] += 1
                            elif name.startswith("~$"):
                                skipped["office_lock"] += 1
                            else:
                                found.append((base + name, fmt, entry))
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
            size = entry.stat(follow_symlinks=False).st_size
        except OSError:
            size = 0
        grade = estimate_grade(fmt)
        assert grade is not None
        path = f"{prefix.rstrip('/')}/{rel}" if prefix else rel
        files.append(ScannedFile(path, fmt, size, grade))
    end = offset + len(page)
    return ScanResult(
        files=files,
        skipped=dict(sorted(skipped.items())),
        total_files=len(found),
        offset=offset,
        next_offset=end if end < len(found) else None,
        recursive=recursive,
    )
