"""`fa-gate`: the command line for people.

    fa-gate audit verify [--config PATH] [--json]

prints `OK: N records` (exit 0) or where the audit chain breaks and why (exit 1); a config that
cannot be loaded exits 2 with the reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from fa_gate._config import load_config
from fa_gate._errors import ConfigError
from fa_gate._save import verify_audit

__all__ = ("main",)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `fa-gate` command; return the exit code (0 ok, 1 broken chain, 2 bad config)."""
    parser = argparse.ArgumentParser(prog="fa-gate", description="fa's save gate and audit log.")
    commands = parser.add_subparsers(dest="command", required=True)
    audit = commands.add_parser("audit", help="the hash-chained audit log of saved reports")
    audit_commands = audit.add_subparsers(dest="audit_command", required=True)
    verify = audit_commands.add_parser(
        "verify", help="prove the chain: seq, hashes, HMACs and the head anchor"
    )
    verify.add_argument("--config", metavar="PATH", help="config file (default: config/roots.toml)")
    verify.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)

    try:
        config = load_config(args.config)
    except ConfigError as error:
        print(f"fa-gate: config error ({error.key}): {error.message}", file=sys.stderr)
        return 2
    result = verify_audit(config)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    elif result.ok:
        print(f"OK: {result.records} records")
    elif result.broken_at is None:
        # The chain holds; a save was cut short, or a report has no saved line.
        names = f" ({', '.join(result.unaudited)})" if result.unaudited else ""
        print(f"NOT OK: {result.reason}{names} ({result.records} records, chain intact)")
    else:
        print(
            f"BROKEN at record {result.broken_at}: {result.reason} "
            f"({result.records} records verified before it)"
        )
    return 0 if result.ok else 1


if __name__ == "__main__":  # pragma: no cover - `python -m fa_gate` goes through __main__.py
    sys.exit(main())
