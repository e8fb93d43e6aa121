"""Command line: ``fa-trace report [--dir PATH] [--days N] [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from fa_trace._errors import TraceError
from fa_trace._report import render_table, report

DEFAULT_TRACE_DIR = Path("data/traces")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (0 done, 2 bad input)."""
    parser = argparse.ArgumentParser(
        prog="fa-trace", description="Summarise fa's privacy-safe tool-call traces."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    summary = commands.add_parser(
        "report", help="calls, errors by code, and p50/p95 duration per tool"
    )
    summary.add_argument(
        "--dir",
        type=Path,
        default=DEFAULT_TRACE_DIR,
        help="the trace folder (default: data/traces)",
    )
    summary.add_argument(
        "--days", type=int, default=7, help="how many UTC days, today included (default: 7)"
    )
    summary.add_argument("--json", action="store_true", help="print JSON instead of a table")
    options = parser.parse_args(argv)
    try:
        result = report(options.dir, days=options.days)
    except TraceError as exc:
        print(f"fa-trace: {exc.message}", file=sys.stderr)
        return 2
    if options.json:
        print(json.dumps(result.to_dict(), indent=2))
    else:
        sys.stdout.write(render_table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
