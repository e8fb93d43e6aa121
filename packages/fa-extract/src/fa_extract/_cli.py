"""`fa-extract inspect|read|scan PATH [--json]`: the library from a terminal or a script.

Errors print as `CODE: message` on stderr with exit status 1 (2 for bad arguments); never a
traceback. With `--json` the output is the same structured result the MCP server returns.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ._errors import ExtractError
from ._extractor import Extractor
from ._reads import DEFAULT_MAX_CHARS
from ._scan import scan_folder

_BROKEN_PIPE = 141  # the status of a command stopped by a closed pipe (128 + SIGPIPE)

__all__ = ("main",)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fa-extract",
        description=(
            "Documents to anchored blocks (pdf, docx, pptx, hwp, hwpx, xlsx/xlsm, csv/tsv, txt, "
            "md, html, svg, png)."
        ),
    )
    sub = parser.add_subparsers(dest="command", required=True)
    inspect = sub.add_parser("inspect", help="grade, counts, toc and warnings (no body text)")
    inspect.add_argument("path", type=Path)
    inspect.add_argument("--toc-start", type=int, default=1, help="first toc entry (1-based)")
    inspect.add_argument("--json", action="store_true", help="structured output")
    read = sub.add_parser("read", help="anchored blocks within a character budget")
    read.add_argument("path", type=Path)
    read.add_argument("--start", type=int, default=1, help="first block (1-based)")
    read.add_argument("--end", type=int, default=None, help="last block (inclusive)")
    read.add_argument("--max-chars", type=int, default=DEFAULT_MAX_CHARS)
    read.add_argument("--json", action="store_true", help="structured output")
    scan = sub.add_parser("scan", help="supported files under a folder, without opening them")
    scan.add_argument("path", type=Path)
    scan.add_argument("--offset", type=int, default=0)
    scan.add_argument("--limit", type=int, default=200)
    scan.add_argument("--no-recursive", action="store_true")
    scan.add_argument("--json", action="store_true", help="structured output")
    return parser


def _dump(data: dict[str, Any]) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _table(rows: list[tuple[str, str]]) -> None:
    width = max((len(k) for k, _ in rows), default=0)
    for key, value in rows:
        print(f"{key.ljust(width)}  {value}")


def _run(args: argparse.Namespace) -> int:
    if args.command == "scan":
        if not args.path.is_dir():
            print("NOT_A_FOLDER: the path is not a folder; give a folder to scan.", file=sys.stderr)
            return 1
        result = scan_folder(
            args.path, offset=args.offset, limit=args.limit, recursive=not args.no_recursive
        )
        if args.json:
            _dump(result.to_dict())
            return 0
        for item in result.files:
            print(f"{item.estimated_grade:<3} {item.format:<5} {item.size_bytes:>12,}  {item.path}")
        skipped = ", ".join(f"{k} {v}" for k, v in result.skipped.items()) or "none"
        print(f"-- {len(result.files)} of {result.total_files} files; skipped: {skipped}")
        if result.next_offset is not None:
            print(f"-- more: --offset {result.next_offset}")
        return 0
    try:
        handle = args.path.open("rb")
    except OSError:
        print("PATH_NOT_FOUND: the file cannot be opened; check the path.", file=sys.stderr)
        return 1
    with handle, Extractor() as extractor:
        if args.command == "inspect":
            info = extractor.inspect(handle, args.path.name, toc_start=args.toc_start)
            if args.json:
                _dump(info.to_dict())
                return 0
            rows = [
                ("format", info.format),
                ("grade", info.grade),
                ("unit", info.unit),
                ("blocks", str(info.block_count)),
                ("characters", str(info.char_count)),
                ("pages", "-" if info.pages is None else str(info.pages)),
                ("slides", "-" if info.slides is None else str(info.slides)),
                ("title", info.title or "-"),
                ("image-only pages", ", ".join(map(str, info.image_only_pages)) or "-"),
                ("hidden blocks", str(info.hidden_blocks)),
                ("invisible chars removed", str(info.removed_invisible_chars)),
                ("read calls", str(info.estimated_read_calls)),
                ("flags", ", ".join(info.flags) or "-"),
                ("sha256", info.sha256),
            ]
            rows += [(f"warning {w.code}", f"{w.message} ({w.count})") for w in info.warnings]
            rows += [(f"toc {t.anchor}", "  " * (t.level - 1) + t.title) for t in info.toc]
            if info.toc_next_start is not None:
                rows.append(
                    (
                        "toc",
                        f"entries {info.toc_start}-{info.toc_next_start - 1} of "
                        f"{info.toc_total}; continue with --toc-start {info.toc_next_start}",
                    )
                )
            _table(rows)
            return 0
        result = extractor.read(
            handle, args.path.name, start=args.start, end=args.end, max_chars=args.max_chars
        )
        if args.json:
            _dump(result.to_dict())
            return 0
        for block in result.blocks:
            flags = f" [{', '.join(block.flags)}]" if block.flags else ""
            print(f"[{block.anchor}]{flags}")
            print(block.text)
            print()
        more = f"; continue with --start {result.next_start}" if result.next_start else ""
        print(f"-- blocks {result.start}-{result.end} of {result.total_blocks}{more}")
        return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `fa-extract` command; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return _run(args)
    except ExtractError as exc:
        print(f"{exc.code}: {exc.message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # Whoever read the output left early (`fa-extract read FILE | head`): not a defect.
        # Standard output goes nowhere from here, so the flush at exit cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return _BROKEN_PIPE
    except Exception:
        # A defect, not the user's file: say so without a traceback (it may hold paths).
        print(
            "INTERNAL_ERROR: fa-extract failed unexpectedly; this is a defect, please report it.",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
