"""compare_documents: what changed between two documents, paged within the read budget.

Both documents are read whole (their citable blocks, as the check reads them), aligned by
`_align.align`, and the entries are handed out a page at a time: from `start`, as many as fit
in `fa_extract.DEFAULT_MAX_CHARS` characters of JSON (at least one), with `next_start` for the
rest. A run of unchanged blocks is cut into entries of at most `MAX_RUN` anchors a side, so one
entry never fills a page. Anchors come back qualified (`A:L3`, `B:L4`): a report written from
the comparison cites them as they are and is checked with `paths` = [A's path, B's path].
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

import fa_extract
from fa_extract import Block

from fa_mcp_server._align import Entry, align
from fa_mcp_server._errors import ServerError
from fa_mcp_server._models import (
    CONTENT_TRUST,
    CompareCounts,
    CompareEntry,
    CompareResult,
    SourceInfo,
)
from fa_mcp_server._sources import SOURCES_INVALID

__all__ = ("MAX_RUN", "compare_documents")

MAX_RUN = 200
"""An entry of unchanged blocks names at most this many anchors a side."""

Evidence = Callable[[str, Sequence[Path] | None], tuple[str, str, tuple[Block, ...]]]


def compare_documents(
    evidence: Evidence,
    path_a: str,
    path_b: str,
    *,
    start: int,
    client_roots: Sequence[Path] | None,
    max_chars: int = fa_extract.DEFAULT_MAX_CHARS,
) -> tuple[CompareResult, dict[str, object]]:
    """Compare A (`path_a`) with B (`path_b`): the page of entries from `start` (1-based).

    Raises:
        ServerError: `SOURCES_INVALID` when both paths name one document.
        What reading either document raises.
    """
    import fa_grounding  # the checker loads on first use, never to list the tools

    display_a, sha_a, blocks_a = evidence(path_a, client_roots)
    display_b, sha_b, blocks_b = evidence(path_b, client_roots)
    if display_a == display_b:
        raise ServerError(SOURCES_INVALID, "path_a and path_b name the same document.")
    alignment = align(
        blocks_a,
        blocks_b,
        a_figures=fa_grounding.block_figure_terms(blocks_a),
        b_figures=fa_grounding.block_figure_terms(blocks_b),
    )
    entries = [piece for entry in alignment.entries for piece in _split(entry)]
    page: list[CompareEntry] = []
    used = 0
    index = start - 1
    while index < len(entries):
        shown = entries[index].to_dict()
        size = len(json.dumps(shown, ensure_ascii=False))
        if page and used + size > max_chars:
            break
        page.append(CompareEntry.model_validate(shown))
        used += size
        index += 1
    next_start = index + 1 if index < len(entries) else None
    actions = []
    if next_start is not None:
        actions.append(f"Call compare_documents with start={next_start} for the next entries.")
    actions += [
        "Write the comparison citing both sides' anchors as they are ([A:L3, B:L4]); a figure "
        "of A's cited to B (or B's to A) fails the check.",
        "Then call check_summary_grounding with paths=[path_a, path_b] (in this order), the "
        "draft and sha256=[A's, B's].",
    ]
    if alignment.truncated:
        actions.insert(
            0,
            "A document is longer than compare_documents reads: say so in Not "
            "verified, and read the rest with read_document.",
        )
    result = CompareResult(
        next_actions=actions,
        sources=[
            SourceInfo(key="A", path=display_a, sha256=sha_a),
            SourceInfo(key="B", path=display_b, sha256=sha_b),
        ],
        start=start,
        next_start=next_start,
        total_entries=len(entries),
        counts=CompareCounts(**alignment.counts),
        truncated=alignment.truncated,
        content_trust=CONTENT_TRUST,
        entries=page,
    )
    counters: dict[str, object] = {
        "entries": len(page),
        "total_entries": len(entries),
        **{f"blocks_{status}": count for status, count in alignment.counts.items()},
    }
    return result, counters


def _split(entry: Entry) -> list[Entry]:
    """An unchanged run cut into entries of at most `MAX_RUN` anchors a side."""
    if entry.status != "unchanged" or len(entry.a) <= MAX_RUN:
        return [entry]
    return [
        Entry("unchanged", entry.a[i : i + MAX_RUN], entry.b[i : i + MAX_RUN])
        for i in range(0, len(entry.a), MAX_RUN)
    ]
