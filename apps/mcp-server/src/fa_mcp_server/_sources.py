"""A report drawn from several documents: which sources a call names, and their evidence.

The check, preview and save tools take one document (`path`) or several (`paths`, 2 to
`fa_gate.MAX_SOURCES`), never both. The sources get keys in the order `paths` names them (`A`
the first, `B` the second), and their blocks are handed to the checker and the gate with
qualified anchors (`A:L1`, ..., `A:meta`, `B:L1`, ...): a draft cites `[B:L14]`. A sha256 the
model sends (one per source, in the same order) that no longer matches is `SOURCE_CHANGED`
naming the source that changed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import fa_extract
from fa_extract import Block
from fa_gate import MAX_SOURCES

from fa_mcp_server._errors import SOURCE_CHANGED, ServerError
from fa_mcp_server._models import SourceInfo

__all__ = (
    "KEYS",
    "SOURCES_INVALID",
    "Sources",
    "check_sent_sha256",
    "first",
    "qualified",
    "several_evidence",
    "several_prompt",
    "source_infos",
    "sources_named",
)

SOURCES_INVALID = "SOURCES_INVALID"
KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:MAX_SOURCES]

Sources = str | tuple[str, ...]
"""One display path, or several in key order (what `fa_gate.SaveGate` takes as `source`)."""

Evidence = Callable[[str, Sequence[Path] | None], tuple[str, str, tuple[Block, ...]]]


def sources_named(path: str | None, paths: Sequence[str] | None) -> str | tuple[str, ...]:
    """The one path or the several a call names.

    Raises:
        ServerError: `SOURCES_INVALID` when both or neither are given, or `paths` does not
            name 2 to `MAX_SOURCES` different documents.
    """
    if (path is None) == (paths is None):
        raise ServerError(
            SOURCES_INVALID,
            "Give either path (one document) or paths (several), not both and not neither.",
        )
    if paths is None:
        assert path is not None
        return path
    if not 2 <= len(paths) <= MAX_SOURCES:
        raise ServerError(
            SOURCES_INVALID,
            f"paths names 2 to {MAX_SOURCES} documents (it named {len(paths)}); for one "
            "document pass path instead.",
        )
    if len(set(paths)) != len(paths):
        raise ServerError(SOURCES_INVALID, "paths names the same document twice.")
    return tuple(paths)


def qualified(blocks: Sequence[Block], key: str) -> tuple[Block, ...]:
    """The blocks with their anchors qualified by the document's key (`L1` -> `B:L1`)."""
    return tuple(dataclasses.replace(block, anchor=f"{key}:{block.anchor}") for block in blocks)


def several_evidence(
    evidence: Evidence, paths: tuple[str, ...], client_roots: Sequence[Path] | None
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[Block, ...]]:
    """(display paths, sha256s, every block with qualified anchors) of several documents.

    Raises:
        ServerError: `SOURCES_INVALID` when two paths name one document.
        What `evidence` raises for a path (the first that fails).
    """
    displays: list[str] = []
    digests: list[str] = []
    blocks: list[Block] = []
    for key, path in zip(KEYS, paths, strict=False):
        display, digest, found = evidence(path, client_roots)
        if display in displays:
            raise ServerError(
                SOURCES_INVALID,
                f"paths names one document twice (sources {KEYS[displays.index(display)]} and "
                f"{key}).",
            )
        displays.append(display)
        digests.append(digest)
        blocks.extend(qualified(found, key))
    return tuple(displays), tuple(digests), tuple(blocks)


def check_sent_sha256(sent: str | Sequence[str] | None, current: Sources, shas: Sources) -> None:
    """Refuse a sha256 the model sent that is not the document's now (`SOURCE_CHANGED`).

    `current` is the display path (or paths) and `shas` their sha256 now; with several
    sources `sent` is a list in the same order.

    Raises:
        ServerError: `SOURCE_CHANGED` naming the source that changed; `SOURCES_INVALID` when
            the sha256 values sent do not match the sources in number or form.
    """
    if sent is None:
        return
    if isinstance(shas, str):
        if not isinstance(sent, str):
            raise ServerError(SOURCES_INVALID, "With path, sha256 is one value, not a list.")
        if sent != shas:
            raise ServerError(
                SOURCE_CHANGED,
                "The document changed since the sha256 you sent was read: its anchors and text "
                "may differ from what the draft was written from, so it was not checked.",
            )
        return
    if isinstance(sent, str) or len(sent) != len(shas):
        raise ServerError(
            SOURCES_INVALID,
            f"With paths, sha256 is a list of {len(shas)} values, one per path in its order.",
        )
    changed = [i for i, (a, b) in enumerate(zip(sent, shas, strict=True)) if a != b]
    if changed:
        which = ", ".join(f"{KEYS[i]} ({current[i]})" for i in changed)
        raise ServerError(
            SOURCE_CHANGED,
            f"Source {which} changed since the sha256 you sent was read: its anchors and text "
            "may differ from what the draft was written from, so it was not checked.",
        )


def source_infos(displays: Sources, shas: Sources) -> list[SourceInfo] | None:
    """The `sources` field of a result: None for one document."""
    if isinstance(displays, str) or isinstance(shas, str):
        return None
    return [
        SourceInfo(key=key, path=display, sha256=digest)
        for key, display, digest in zip(KEYS, displays, shas, strict=False)
    ]


def first(value: Sources) -> str:
    """The one source's value, or the first's (`A`) of several."""
    return value if isinstance(value, str) else value[0]


Read = Callable[[str, int], tuple[str, Any]]
"""(path, max_chars) -> (display path, fa_extract.ReadResult) of the document's first blocks."""


def several_prompt(
    read: Read, paths: tuple[str, ...], *, budget: int, language_name: str
) -> tuple[dict[str, Any], dict[str, object]]:
    """build_analysis_prompt over several documents, as `PromptResult`'s JSON form.

    The budget is shared evenly: each document gives its first blocks within its share, with
    anchors qualified by its key; `sources` says where each one's unread rest starts.
    """
    share = max(1, budget // len(paths))
    blocks: list[Block] = []
    sources: list[dict[str, Any]] = []
    displays: list[str] = []
    for key, path in zip(KEYS, paths, strict=False):
        display, result = read(path, share)
        if display in displays:
            raise ServerError(
                SOURCES_INVALID,
                f"paths names one document twice (sources {KEYS[displays.index(display)]} and "
                f"{key}).",
            )
        displays.append(display)
        blocks.extend(qualified(result.blocks, key))
        source: dict[str, Any] = {
            "key": key,
            "path": display,
            "sha256": result.sha256,
            "total_blocks": result.total_blocks,
        }
        if result.next_start is not None:
            source["next_start"] = result.next_start
        sources.append(source)
    actions = [
        f"Write the report in {language_name} following writing_rules and report_template, "
        "citing every block with its document's key as given ([A:L3], [B:p2.1]).",
    ]
    for source in sources:
        if "next_start" in source:
            actions.insert(
                0,
                f"Document {source['key']} has more: call read_document with its path and "
                f"start={source['next_start']}, and cite those blocks as "
                f"[{source['key']}:<anchor>].",
            )
    actions.append(
        "Then call check_summary_grounding with paths (in this order), the draft and sha256 "
        "as the list of the sources' sha256."
    )
    result = {
        "next_actions": actions,
        "path": sources[0]["path"],
        "sha256": sources[0]["sha256"],
        "sources": sources,
        # `start` (1), `next_start` (each source says its own) and `end` (total_blocks, or
        # none) left out, as in one read's (`_models.drop_left_out`)
        "total_blocks": len(blocks),
        # the compact shape of a single read (states said once), anchors qualified
        "blocks": fa_extract.compact_blocks(blocks),
    }
    return result, {"blocks": len(blocks), "sources": len(paths)}
