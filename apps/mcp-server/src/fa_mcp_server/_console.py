"""Human output of the `fa-mcp` commands. Never used while serving: stdout is the protocol there."""

from __future__ import annotations

import sys

__all__ = ("say", "warn")


def say(text: str = "") -> None:
    """Write one line (or several) for a person to stdout."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def warn(text: str) -> None:
    """Write one line for a person to stderr."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()
