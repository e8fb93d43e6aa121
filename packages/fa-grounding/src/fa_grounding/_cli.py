"""`fa-grounding check --blocks BLOCKS.json --draft DRAFT.md [--json]`.

Exit 0 when the draft passes, 1 when there are error findings, 2 on bad input (a message on
stderr, no traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from fa_grounding._check import check
from fa_grounding._errors import GroundingError

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"fa-grounding: {message}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="fa-grounding",
        description="Check a Markdown summary that cites anchors against the anchored blocks.",
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    run = commands.add_parser("check", help="check a draft against blocks")
    run.add_argument(
        "--blocks",
        required=True,
        help="JSON: an object anchor -> text, or a read_document result with a 'blocks' list",
    )
    run.add_argument("--draft", required=True, help="the Markdown draft (UTF-8)")
    run.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


class _BadInputError(Exception):
    """Input the command line cannot use; its message is shown as is."""


def _read(path: str, what: str) -> str:
    name = Path(path).name or path
    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise _BadInputError(f"the {what} file {name!r} does not exist; check the path.") from None
    except UnicodeDecodeError:
        raise _BadInputError(
            f"the {what} file {name!r} is not UTF-8 text; save it as UTF-8."
        ) from None
    except OSError:
        msg = f"the {what} file {name!r} cannot be read; check its permissions."
        raise _BadInputError(msg) from None


def _load_blocks(text: str) -> object:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _BadInputError(
            f"the blocks file is not valid JSON (line {exc.lineno}, column {exc.colno})."
        ) from None
    if isinstance(data, dict) and isinstance(data.get("blocks"), list):
        return data["blocks"]
    if isinstance(data, dict):
        return data
    raise _BadInputError(
        "the blocks file must hold an object anchor -> text, or a read_document result with a "
        "'blocks' list."
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 ok, 1 error findings, 2 bad input)."""
    args = _parser().parse_args(argv)
    try:
        blocks = _load_blocks(_read(args.blocks, "blocks"))
        draft = _read(args.draft, "draft")
        report = check(draft, blocks)
    except _BadInputError as exc:
        print(f"fa-grounding: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except GroundingError as exc:
        print(f"fa-grounding: {exc.message} ({exc.code})", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(report.format_text())
    return EXIT_OK if report.ok else EXIT_FINDINGS


if __name__ == "__main__":
    sys.exit(main())
