"""fa-trace: privacy-safe traces of tool calls, their report, and a canary harness.

A trace line holds counts, codes, classes and timings of one tool call, never document text,
a draft, a title, an error's options or an absolute path. See README.md for the full rules.
"""

from fa_trace._errors import (
    CanaryFoundError,
    CanaryPathNotFoundError,
    TraceArgumentError,
    TraceError,
)
from fa_trace._logs import DEFAULT_LIBRARY_LOGGERS, LibraryLogGuard
from fa_trace._policy import (
    DEFAULT_ARG_ALLOWLIST,
    DEFAULT_COUNTER_ENUMS,
    KNOWN_EXTENSIONS,
    MAX_STRING,
    ArgRule,
    fold_path,
)
from fa_trace._report import ToolStats, TraceReport, render_table, report
from fa_trace._tracer import TraceCall, Tracer
from fa_trace.canary import Canary, Hit, assert_no_canary, find_canary

__all__ = (  # noqa: RUF022 - grouped by topic (STYLE.md), not alphabetically
    # writing traces
    "Tracer",
    "TraceCall",
    # what may be written
    "DEFAULT_ARG_ALLOWLIST",
    "DEFAULT_COUNTER_ENUMS",
    "KNOWN_EXTENSIONS",
    "MAX_STRING",
    "ArgRule",
    "fold_path",
    # library log records
    "DEFAULT_LIBRARY_LOGGERS",
    "LibraryLogGuard",
    # reading traces
    "report",
    "render_table",
    "TraceReport",
    "ToolStats",
    # canary harness (also as fa_trace.canary)
    "Canary",
    "Hit",
    "find_canary",
    "assert_no_canary",
    # errors
    "TraceError",
    "TraceArgumentError",
    "CanaryPathNotFoundError",
    "CanaryFoundError",
)
