"""`search_documents`: find the blocks that hold some words or figures across a folder.

The index (`fa_extract.SearchIndex`) lives in the state folder, never inside a root. Each call
walks the folder as `scan_folder` does (never following a link), opens every new or changed
file through the boundary (`Toolbox.boundary`, as the reads do), extracts it with the
server's one `Extractor` and indexes its blocks with their figures as `fa_grounding` reads them
(`block_figure_terms`: a bare `320` under `(단위: 억원)` is the term of `320억`). A call is
bounded: at most `MAX_FILES` files listed, `MAX_INDEX_BYTES` of new files read and
`INDEX_SECONDS` of indexing; what is left is said in the result, and the next call goes on.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import fa_extract
from fa_extract import Block, ExtractError, SearchIndex
from fa_gate import AllowedDir, GateError

from fa_mcp_server._errors import ServerError
from fa_mcp_server._models import (
    CONTENT_TRUST,
    FileHits,
    QueryFigure,
    SearchHitOut,
    SearchResult,
    UnreadableFile,
)

__all__ = (
    "INDEX_SECONDS",
    "MAX_FILES",
    "MAX_HITS",
    "MAX_INDEX_BYTES",
    "MAX_QUERY_CHARS",
    "SEARCH_INDEX_UNAVAILABLE",
    "SEARCH_QUERY_EMPTY",
    "SearchTool",
)

SEARCH_QUERY_EMPTY = "SEARCH_QUERY_EMPTY"
SEARCH_INDEX_UNAVAILABLE = "SEARCH_INDEX_UNAVAILABLE"

MAX_QUERY_CHARS = 200
MAX_HITS = 50
MAX_OFFSET = 350
"""Hits are ranked among the best 400 blocks (`fa_extract`'s candidates): pages stop there."""
MAX_FILES = 5_000
"""Files one call looks at; a larger folder is searched a sub folder at a time."""
MAX_INDEX_BYTES = 512 * 1024 * 1024
"""Bytes of new or changed files one call reads; the next call reads on."""
INDEX_SECONDS = 20.0
"""Wall clock one call spends indexing (a search of what is indexed follows)."""
SHOWN_FILES = 100
SHOWN_UNREADABLE = 50
INDEX_FILE = "search/index.sqlite3"

Progress = Callable[[int, int | None, str], None]


def _figure_terms(blocks: Sequence[Block]) -> Mapping[str, Iterable[str]]:
    """Each block's figures as terms, read as the check reads a cited block."""
    from fa_grounding import block_figure_terms

    found = block_figure_terms([b.to_dict() for b in blocks])
    return {anchor: [t for f in figures for t in f.terms] for anchor, figures in found.items()}


def _query_figures(query: str) -> tuple[str, list[tuple[str, list[str]]], list[QueryFigure]]:
    """The query without its figures, each figure's terms, and what each is searched as."""
    from fa_grounding import figure_terms

    words = query
    figures: list[tuple[str, list[str]]] = []
    shown: list[QueryFigure] = []
    for found in figure_terms(query, query=True):
        figures.append((found.raw, list(found.terms)))
        shown.append(QueryFigure(written=found.raw, value=found.value))
        words = words.replace(found.raw, " ", 1)
    return words, figures, shown


class SearchTool:
    """The index and the work of one `search_documents` call (thread-safe)."""

    def __init__(self, state_dir: Path) -> None:
        self._path = state_dir / INDEX_FILE
        self._index: SearchIndex | None = None
        self._lock = threading.Lock()

    def index(self) -> SearchIndex:
        with self._lock:
            if self._index is None:
                try:
                    self._index = SearchIndex(self._path, block_terms=_figure_terms)
                except (OSError, sqlite3.Error) as exc:
                    raise _unavailable() from exc
            return self._index

    def close(self) -> None:
        with self._lock:
            if self._index is not None:
                self._index.close()
                self._index = None

    def run(
        self,
        toolbox: Any,
        query: str,
        *,
        path: str,
        limit: int,
        offset: int,
        client_roots: Sequence[Path] | None,
        progress: Progress | None = None,
    ) -> tuple[SearchResult, dict[str, object]]:
        """Bring the index up to date for the folder (within budget), then search it."""
        words, figures, shown = _query_figures(query)
        if not fa_extract.query_words(words) and not any(t for _, t in figures):
            raise ServerError(
                SEARCH_QUERY_EMPTY,
                "The query has no word or figure to search for (only spaces or punctuation).",
            )
        boundary = toolbox.boundary(client_roots)
        folders = _folders(toolbox, boundary, path, client_roots)
        try:
            index = self.index()
            covered = _Refresh(toolbox, boundary, index, progress).run(folders)
            prefixes = [f.display for f in folders]
            hits = index.search(
                words, prefixes=prefixes, figures=figures, limit=limit, offset=offset
            )
            # files that failed first: a format fa does not read is expected, and listed last
            unreadable = sorted(
                index.unreadable(prefixes), key=lambda u: (u[1] == "FORMAT_UNSUPPORTED", u[0])
            )
            indexed = index.indexed_files(prefixes)
        except sqlite3.Error as exc:
            raise _unavailable() from exc
        shown_hits = _with_snippets(toolbox, boundary, hits.hits, words)
        end = offset + len(shown_hits)
        ranked = min(hits.total, fa_extract.SEARCH_CANDIDATES)
        next_offset = end if end < ranked and end <= MAX_OFFSET else None
        result = SearchResult(
            folders=[f.display for f in folders],
            matched=hits.matched,  # type: ignore[arg-type]
            figures=shown,
            content_trust=CONTENT_TRUST,  # type: ignore[arg-type]
            hits=shown_hits,
            total_hits=hits.total,
            offset=offset,
            next_offset=next_offset,
            file_counts=[
                FileHits(path=p, hits=n) for p, n in list(hits.files.items())[:SHOWN_FILES]
            ],
            indexed_files=indexed,
            not_indexed=covered.not_indexed,
            files_left_out=covered.left_out,
            unreadable=[UnreadableFile(path=p, code=c) for p, c in unreadable[:SHOWN_UNREADABLE]],
            unreadable_files=len(unreadable),
            next_actions=_actions(shown_hits, next_offset, covered, hits.matched, unreadable),
        )
        counters: dict[str, object] = {
            "hits": len(shown_hits),
            "total_hits": hits.total,
            "files_indexed_now": covered.indexed_now,
            "not_indexed": covered.not_indexed,
        }
        return result, counters


def _with_snippets(
    toolbox: Any, boundary: Any, hits: Sequence[fa_extract.SearchHit], query: str
) -> list[SearchHitOut]:
    """Each hit with a short piece of its block, cut from the document now (the index holds
    no text). A hit whose file no longer has that block there (changed since the walk) is
    left out."""
    texts: dict[str, list[Block] | None] = {}
    out: list[SearchHitOut] = []
    for hit in hits:
        if hit.path not in texts:
            try:
                with boundary.open_file(hit.path) as opened:
                    found = toolbox.extractor.evidence(opened.file, opened.name)
                texts[hit.path] = [b for b in found if b.kind != "meta"]
            except (ExtractError, GateError):
                texts[hit.path] = None
        blocks = texts[hit.path]
        if blocks is None or hit.block > len(blocks) or blocks[hit.block - 1].anchor != hit.anchor:
            continue
        snippet = SearchIndex.snippet(blocks[hit.block - 1].text, query)
        out.append(SearchHitOut(path=hit.path, anchor=hit.anchor, block=hit.block, snippet=snippet))
    return out


def _unavailable() -> ServerError:
    return ServerError(
        SEARCH_INDEX_UNAVAILABLE,
        "fa's search index in its state folder cannot be opened or written (the disk may be "
        "full, or the folder not writable).",
    )


def _folders(
    toolbox: Any, boundary: Any, path: str, client_roots: Sequence[Path] | None
) -> list[AllowedDir]:
    """The folders to search: the one named, or with an empty path every usable root."""
    if path:
        return [boundary.resolve_dir(path)]
    folders = []
    for root in toolbox.usable_roots(client_roots):
        try:
            folders.append(boundary.resolve_dir(root.name))
        except GateError:  # a root missing right now: nothing to search there
            continue
    if not folders:
        return [boundary.resolve_dir("")]  # raises the boundary's own error
    return folders


class _Covered:
    def __init__(self) -> None:
        self.indexed_now = 0
        self.not_indexed = 0
        self.left_out = 0


class _Refresh:
    """Index the new and changed files of some folders within one call's budget."""

    def __init__(
        self, toolbox: Any, boundary: Any, index: SearchIndex, progress: Progress | None
    ) -> None:
        self.toolbox = toolbox
        self.boundary = boundary
        self.index = index
        self.progress = progress
        self.deadline = time.monotonic() + INDEX_SECONDS
        self.budget = MAX_INDEX_BYTES
        self.covered = _Covered()

    def run(self, folders: Sequence[AllowedDir]) -> _Covered:
        work: list[tuple[str, int, int]] = []
        unsupported: set[str] = set()
        room = MAX_FILES
        for folder in folders:
            scan = fa_extract.scan_folder(folder.path, prefix=folder.display, limit=max(room, 1))
            page = scan.files if room > 0 else []
            room -= len(page)
            self.covered.left_out += scan.total_files - len(page)
            unsupported.update(f.path for f in page if f.unsupported is not None)
            listing = [(f.path, f.size_bytes, f.mtime_ns) for f in page]
            work += self.index.stale(folder.display, listing)
        for done, (path, size, mtime_ns) in enumerate(work):
            if path in unsupported:  # never opened: its extension says fa cannot read it
                self.index.add_unreadable(
                    path, size=size, mtime_ns=mtime_ns, code="FORMAT_UNSUPPORTED"
                )
                continue
            if time.monotonic() > self.deadline or size > self.budget:
                self.covered.not_indexed = sum(1 for p, _, _ in work[done:] if p not in unsupported)
                break
            self.budget -= size
            self._one(path, size, mtime_ns)
            self.covered.indexed_now += 1
            if self.progress is not None:
                self.progress(done + 1, len(work), "file")
        return self.covered

    def _one(self, path: str, size: int, mtime_ns: int) -> None:
        extractor = self.toolbox.extractor
        try:
            with self.boundary.open_file(path) as opened:
                info = extractor.inspect(opened.file, opened.name)
                if info.grade == "C":
                    raise ExtractError("DOCUMENT_NO_TEXT", "no text")
                if self.index.has_document(info.sha256):
                    blocks = None
                else:
                    opened.file.seek(0)
                    blocks = extractor.evidence(opened.file, opened.name)
        except (ExtractError, GateError) as exc:
            code = getattr(exc, "code", "DOCUMENT_CORRUPT")
            self.index.add_unreadable(path, size=size, mtime_ns=mtime_ns, code=code)
            return
        self.index.add(path, size=size, mtime_ns=mtime_ns, sha256=info.sha256, blocks=blocks)


def _actions(
    hits: Sequence[SearchHitOut],
    next_offset: int | None,
    covered: _Covered,
    matched: str,
    unreadable: Sequence[tuple[str, str]],
) -> list[str]:
    actions: list[str] = []
    if hits:
        first = hits[0]
        actions.append(
            f"Call read_document with path={first.path!r} and start={first.block} to read the "
            "best hit in its context (each hit's `block` is its start=); cite its anchor."
        )
    else:
        actions.append(
            "No block holds these words or figures: try fewer or other words, or another folder."
        )
    if matched == "any":
        actions.append("No block held every word and figure: these hits hold some of them.")
    if next_offset is not None:
        actions.append(f"Call search_documents with offset={next_offset} for more hits.")
    if covered.not_indexed:
        actions.append(
            f"{covered.not_indexed} file(s) were not read yet (this call's time or size "
            "budget): call search_documents again with the same query to cover them."
        )
    if covered.left_out:
        actions.append(
            f"{covered.left_out} file(s) lie past the {MAX_FILES}-file cap of one search: "
            "search a sub folder to cover them."
        )
    if unreadable:
        actions.append(
            "Files in `unreadable` could not be searched: tell the person why (the code says)."
        )
    return actions
