"""Self-verification: the invariants every response must hold right before it leaves.

A violation is a defect in fa, never in the user's file: the tool returns
`SERVER_INVARIANT_BROKEN`, whose message says to stop and report it (AGENTS.md section 7).
The checks are mechanical and cheap: they look only at the structured result about to be sent.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from fa_mcp_server._errors import SERVER_INVARIANT_BROKEN, ServerError
from fa_mcp_server._models import CONTENT_TRUST, implied_end
from fa_mcp_server._shape import blocks_of

__all__ = ("ResponseInvariantError", "check_response")

# A block whose text has this many non-whitespace characters is readable text: the same
# threshold that decides a PDF page's grade (AGENTS.md section 3).
READABLE_CHARS = 8

_TEXT_FIELDS = ("blocks", "toc", "title", "findings", "grounding_findings", "hits")
_ANCHOR_NUMBER = re.compile(r"(?P<kind>[Lpt]|s)(?P<n>\d+)")
SHOWN_FILE_COUNTS = 100
"""search_documents lists at most this many files' counts."""
_SCAN_GRADES = frozenset({"A", "B?", "C"})
_GRADES = frozenset({"A", "B", "C"})


class ResponseInvariantError(ServerError):
    """A response broke an invariant; the message names the rule, never document text."""

    def __init__(self, tool: str, rule: str) -> None:
        super().__init__(
            SERVER_INVARIANT_BROKEN,
            f"fa's own self-check failed on the {tool} response ({rule}). This is a defect in "
            "the server, not in the file: stop this task and report it.",
        )
        self.rule = rule


def _readable(text: str) -> bool:
    return sum(1 for ch in text if not ch.isspace()) >= READABLE_CHARS


def _check_blocks(tool: str, payload: Mapping[str, Any]) -> None:
    blocks: Sequence[Mapping[str, Any]] = blocks_of(payload)
    anchors = [b.get("anchor") for b in blocks]
    if any(not isinstance(a, str) or not a.strip() for a in anchors):
        raise ResponseInvariantError(tool, "a block has an empty anchor")
    if len(set(anchors)) != len(anchors):
        raise ResponseInvariantError(tool, "two blocks share an anchor")
    if payload.get("content_trust") != CONTENT_TRUST:
        raise ResponseInvariantError(tool, "document text without its untrusted label")
    start = payload.get("start", 1)  # left out at its default
    end = payload.get("end")
    total = payload.get("total_blocks")
    if not isinstance(start, int) or not isinstance(total, int):
        raise ResponseInvariantError(tool, "start or total_blocks missing")
    if end is None and blocks:
        end = implied_end(payload)  # left out: next_start - 1, else total_blocks
    if end is not None:
        if len(blocks) != end - start + 1:
            raise ResponseInvariantError(tool, "returned blocks differ from end - start + 1")
        if end > total:
            raise ResponseInvariantError(tool, "end lies past total_blocks")
    next_start = payload.get("next_start")
    if next_start is not None and (end is None or next_start != end + 1 or next_start > total):
        raise ResponseInvariantError(tool, "next_start does not follow end")
    if next_start is None and end is not None and end < total:
        raise ResponseInvariantError(tool, "blocks remain but next_start is missing")
    grade = payload.get("grade")
    if grade is not None:
        if grade not in _GRADES:
            raise ResponseInvariantError(tool, "unknown grade")
        if grade in ("A", "B") and total == 0:
            raise ResponseInvariantError(tool, f"grade {grade} with zero blocks")
        if grade == "C" and any(
            b.get("kind") != "meta" and _readable(str(b.get("text", ""))) for b in blocks
        ):
            raise ResponseInvariantError(tool, "grade C with readable body blocks")


def _check_inspect(tool: str, payload: Mapping[str, Any]) -> None:
    grade = payload.get("grade")
    blocks = payload.get("block_count", 0)
    chars = payload.get("char_count", 0)
    if grade not in _GRADES:
        raise ResponseInvariantError(tool, "unknown grade")
    if grade in ("A", "B") and (blocks == 0 or chars == 0):
        raise ResponseInvariantError(tool, f"grade {grade} with no readable text")
    if payload.get("content_trust") != CONTENT_TRUST:
        raise ResponseInvariantError(tool, "document text without its untrusted label")
    if grade in ("A", "B") and payload.get("estimated_read_calls", 0) < 1:
        raise ResponseInvariantError(tool, "blocks to read but zero estimated read calls")
    pages = payload.get("pages")
    slides = payload.get("slides")
    for page in payload.get("image_only_pages", []):
        if pages is None or not 1 <= page <= pages:
            raise ResponseInvariantError(tool, "an image-only page outside the page count")
    toc_anchors = [t.get("anchor") for t in payload.get("toc", [])]
    if any(not isinstance(a, str) or not a for a in toc_anchors):
        raise ResponseInvariantError(tool, "a toc entry without an anchor")
    for anchor in toc_anchors:
        match = _ANCHOR_NUMBER.match(anchor)
        if match is None:
            continue
        kind, number = match["kind"], int(match["n"])
        limit = {"L": blocks, "p": pages, "s": slides, "t": blocks}[kind]
        if limit is None or not 1 <= number <= limit:
            raise ResponseInvariantError(tool, "a toc anchor points past the document")


def _check_scan(tool: str, payload: Mapping[str, Any]) -> None:
    files: Sequence[Mapping[str, Any]] = payload.get("files", [])
    offset = payload.get("offset", 0)
    total = payload.get("total_files", 0)
    paths = [f.get("path") for f in files]
    if len(set(paths)) != len(paths) or any(not p for p in paths):
        raise ResponseInvariantError(tool, "file paths are empty or repeated")
    if offset + len(files) > total:
        raise ResponseInvariantError(tool, "more files returned than total_files counts")
    next_offset = payload.get("next_offset")
    if next_offset is not None and next_offset != offset + len(files):
        raise ResponseInvariantError(tool, "next_offset does not follow the page")
    if next_offset is None and offset + len(files) < total:
        raise ResponseInvariantError(tool, "files remain but next_offset is missing")
    for f in files:
        if f.get("unsupported") is None and f.get("estimated_grade") not in _SCAN_GRADES:
            raise ResponseInvariantError(tool, "a scanned file has a grade scan cannot know")
        if f.get("unsupported") is not None and f.get("estimated_grade") is not None:
            raise ResponseInvariantError(tool, "a file fa cannot read has a grade")
    if not 0 <= payload.get("unsupported_files", 0) <= total:
        raise ResponseInvariantError(tool, "unsupported_files is not a part of total_files")


def _check_grounding(tool: str, payload: Mapping[str, Any]) -> None:
    findings = list(payload.get("findings", [])) + list(payload.get("grounding_findings", []))
    findings += list(payload.get("structure_findings", []))
    errors = sum(1 for f in findings if f.get("severity") == "error")
    counts = payload.get("counts")
    if counts is not None:
        warnings = sum(1 for f in findings if f.get("severity") == "warning")
        if counts.get("errors") != errors or counts.get("warnings") != warnings:
            raise ResponseInvariantError(tool, "counts differ from the findings they count")
    if payload.get("ok") is True and errors:
        raise ResponseInvariantError(tool, "ok with error findings")
    if payload.get("ok") is False and not errors:
        raise ResponseInvariantError(tool, "not ok without an error finding")
    if "approval_token" in payload and bool(payload.get("approval_token")) != bool(
        payload.get("ok")
    ):
        raise ResponseInvariantError(tool, "an approval token that does not match ok")
    if not payload.get("not_verifiable"):
        raise ResponseInvariantError(tool, "the not_verifiable list is missing")


def _check_search(tool: str, payload: Mapping[str, Any]) -> None:
    hits: Sequence[Mapping[str, Any]] = payload.get("hits", [])
    if any(not h.get("anchor") or not isinstance(h.get("block"), int) for h in hits):
        raise ResponseInvariantError(tool, "a hit without its anchor or block")
    counts = payload.get("file_counts", [])
    total = payload.get("total_hits")
    if not isinstance(total, int) or sum(c.get("hits", 0) for c in counts) > total:
        raise ResponseInvariantError(tool, "counts per file exceed total_hits")
    if hits and total < payload.get("offset", 0) + len(hits):
        raise ResponseInvariantError(tool, "more hits returned than total_hits counts")
    counted = {c.get("path") for c in counts}
    if len(counts) < SHOWN_FILE_COUNTS and any(h.get("path") not in counted for h in hits):
        raise ResponseInvariantError(tool, "a hit in a file with no count")
    next_offset = payload.get("next_offset")
    if next_offset is not None and next_offset != payload.get("offset", 0) + len(hits):
        raise ResponseInvariantError(tool, "next_offset does not follow the hits")


def check_response(tool: str, payload: Mapping[str, Any]) -> None:
    """Check one successful tool result (its structured content) before it is sent.

    Raises:
        ResponseInvariantError: when a rule is broken (code `SERVER_INVARIANT_BROKEN`).
    """
    actions = payload.get("next_actions")
    if (
        not isinstance(actions, list)
        or not actions
        or not all(isinstance(a, str) and a for a in actions)
    ):
        raise ResponseInvariantError(tool, "next_actions missing")
    if "blocks" in payload:
        _check_blocks(tool, payload)
    elif any(field in payload for field in _TEXT_FIELDS) and (
        payload.get("content_trust") != CONTENT_TRUST
    ):
        raise ResponseInvariantError(tool, "document text without its untrusted label")
    if "block_count" in payload:
        _check_inspect(tool, payload)
    if "files" in payload:
        _check_scan(tool, payload)
    if "hits" in payload:
        _check_search(tool, payload)
    if "not_verifiable" in payload:
        _check_grounding(tool, payload)
    if "width" in payload and not (payload["width"] >= 1 and payload.get("height", 0) >= 1):
        raise ResponseInvariantError(tool, "an image without a size")
