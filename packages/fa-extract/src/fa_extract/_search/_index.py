"""The search index: every block of every indexed file, its word and figure terms, in SQLite.

One database file (the caller puts it in the state folder, never inside a root). Documents are
kept by sha256, so two copies of a file are indexed once and a renamed file is not read again;
files (by the path the tools name them, `<root>/<relative>`) point at their document with the
size and modification time seen when it was indexed, which is how a changed file is noticed
without reading it. Terms live in an FTS5 table whose "text" is the block's terms joined by
spaces: FTS5 keeps the inverted index and ranks by BM25; the terms themselves come from
`_words` (bigrams, stems) and from the caller (figures, as `fa_grounding` reads them). Safe
against several servers at once: SQLite's own locking (WAL, a busy timeout), one transaction
per document, and a document written twice is the same rows.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
import sqlite3
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from .._model import Block
from ._words import query_words, text_terms

__all__ = ("BlockTerms", "SearchHit", "SearchHits", "SearchIndex")

BlockTerms = Callable[[Sequence[Block]], Mapping[str, Iterable[str]]]
"""Extra terms for a document's blocks, by anchor (the server gives each block's figures)."""

SCHEMA_VERSION = 1
"""Raised when the tables or the terms change: an index of another version is rebuilt."""

CANDIDATES = 400
"""The best-ranked blocks (BM25) re-ranked by whether they hold the query as typed."""

SNIPPET_CHARS = 160
BUSY_TIMEOUT_MS = 10_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS files(
    path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
    sha256 TEXT, code TEXT);
CREATE INDEX IF NOT EXISTS files_sha256 ON files(sha256);
CREATE TABLE IF NOT EXISTS docs(sha256 TEXT PRIMARY KEY, blocks INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS blocks(
    id INTEGER PRIMARY KEY, sha256 TEXT NOT NULL, number INTEGER NOT NULL,
    anchor TEXT NOT NULL, text TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS blocks_sha256 ON blocks(sha256);
CREATE VIRTUAL TABLE IF NOT EXISTS terms
    USING fts5(words, tokenize='unicode61 remove_diacritics 0');
"""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One block that matches: the file, the block's anchor and number (`start=` of a read),
    and a short piece of its text around the match."""

    path: str
    anchor: str
    block: int
    snippet: str


@dataclass(frozen=True, slots=True)
class SearchHits:
    """One page of hits, best first; `files` counts every matching block per file (all pages)."""

    hits: list[SearchHit]
    files: dict[str, int]
    total: int
    matched: str
    """`all`: every word and figure is in each hit; `any`: none held all, so any of them."""


def _token(term: str) -> str:
    """A figure term as one FTS5 token (its own alphabet: no separators to split on)."""
    return "f" + hashlib.blake2b(term.encode("utf-8"), digest_size=8).hexdigest()


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def _like(prefix: str) -> str:
    escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return escaped.rstrip("/") + "/%"


class SearchIndex:
    """The index at `path` (created when missing, rebuilt when of another version or damaged).

    Thread-safe (one connection behind a lock); several processes may share the file.
    """

    def __init__(self, path: Path, *, block_terms: BlockTerms | None = None) -> None:
        self.path = path
        self._block_terms = block_terms
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open()
        except sqlite3.DatabaseError:  # a damaged file is only a cache: start again
            for suffix in ("", "-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    Path(f"{path}{suffix}").unlink()
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=False)
        db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version != SCHEMA_VERSION:
            with db:
                for table in ("terms", "blocks", "docs", "files"):
                    db.execute(f"DROP TABLE IF EXISTS {table}")
                db.executescript(_SCHEMA)
                db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        return db

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # keeping it current ------------------------------------------------------------------

    def stale(
        self, prefix: str, listing: Sequence[tuple[str, int, int]]
    ) -> list[tuple[str, int, int]]:
        """The files of `listing` (path, size, mtime_ns) under the folder `prefix` that need
        reading: new, or of another size or time than when indexed. Files the index holds
        under `prefix` that `listing` lacks are dropped (removed, or left out of the scan)."""
        present = {path: (size, mtime) for path, size, mtime in listing}
        with self._lock, self._db:
            rows = self._db.execute(
                "SELECT path, size, mtime_ns FROM files WHERE path = ? OR path LIKE ? ESCAPE '\\'",
                (prefix, _like(prefix)),
            ).fetchall()
            known = {path: (size, mtime) for path, size, mtime in rows}
            gone = [(path,) for path in known if path not in present]
            if gone:
                self._db.executemany("DELETE FROM files WHERE path = ?", gone)
                self._drop_orphans()
        return [item for item in listing if known.get(item[0]) != (item[1], item[2])]

    def has_document(self, sha256: str) -> bool:
        """Whether the blocks of the document with this sha256 are indexed."""
        with self._lock:
            found = self._db.execute("SELECT 1 FROM docs WHERE sha256 = ?", (sha256,)).fetchone()
        return found is not None

    def add(
        self,
        path: str,
        *,
        size: int,
        mtime_ns: int,
        sha256: str,
        blocks: Sequence[Block] | None = None,
    ) -> None:
        """Record that `path` (of that size and time) holds the document `sha256`, indexing
        its `blocks` unless the document is indexed already (then `blocks` may be None)."""
        extra: Mapping[str, Iterable[str]] = {}
        rows: list[tuple[int, str, str, str]] = []
        if blocks is not None and not self.has_document(sha256):
            readable = [b for b in blocks if b.kind != "meta"]
            if self._block_terms is not None:
                extra = self._block_terms(readable)
            for number, block in enumerate(readable, start=1):
                words = text_terms(block.text)
                words.extend(_token(term) for term in extra.get(block.anchor, ()))
                rows.append((number, block.anchor, block.text, " ".join(words)))
        with self._lock, self._db:
            if rows:
                self._put_document(sha256, rows)
            self._db.execute(
                "INSERT OR REPLACE INTO files(path, size, mtime_ns, sha256, code) "
                "VALUES (?, ?, ?, ?, NULL)",
                (path, size, mtime_ns, sha256),
            )
            self._drop_orphans()

    def _put_document(self, sha256: str, rows: list[tuple[int, str, str, str]]) -> None:
        if self._db.execute("SELECT 1 FROM docs WHERE sha256 = ?", (sha256,)).fetchone():
            return  # another server indexed it meanwhile
        for number, anchor, text, words in rows:
            cursor = self._db.execute(
                "INSERT INTO blocks(sha256, number, anchor, text) VALUES (?, ?, ?, ?)",
                (sha256, number, anchor, text),
            )
            self._db.execute(
                "INSERT INTO terms(rowid, words) VALUES (?, ?)", (cursor.lastrowid, words)
            )
        self._db.execute("INSERT INTO docs(sha256, blocks) VALUES (?, ?)", (sha256, len(rows)))

    def add_unreadable(self, path: str, *, size: int, mtime_ns: int, code: str) -> None:
        """Record that `path` could not be read, with the error code that says why (it is read
        again when it changes)."""
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO files(path, size, mtime_ns, sha256, code) "
                "VALUES (?, ?, ?, NULL, ?)",
                (path, size, mtime_ns, code),
            )
            self._drop_orphans()

    def _drop_orphans(self) -> None:
        orphans = self._db.execute(
            "SELECT sha256 FROM docs WHERE sha256 NOT IN "
            "(SELECT sha256 FROM files WHERE sha256 IS NOT NULL)"
        ).fetchall()
        for (sha,) in orphans:
            self._db.execute(
                "DELETE FROM terms WHERE rowid IN (SELECT id FROM blocks WHERE sha256 = ?)",
                (sha,),
            )
            self._db.execute("DELETE FROM blocks WHERE sha256 = ?", (sha,))
            self._db.execute("DELETE FROM docs WHERE sha256 = ?", (sha,))

    def unreadable(self, prefixes: Sequence[str]) -> list[tuple[str, str]]:
        """(path, code) of every file under the folders that could not be read, by path."""
        where, args = _under(prefixes)
        with self._lock:
            rows = self._db.execute(
                _with(
                    "SELECT path, code FROM files WHERE code IS NOT NULL AND (?W) ORDER BY path",
                    where,
                ),
                args,
            ).fetchall()
        return [(path, code) for path, code in rows]

    def indexed_files(self, prefixes: Sequence[str]) -> int:
        """How many files under the folders are indexed with their text."""
        where, args = _under(prefixes)
        with self._lock:
            row = self._db.execute(
                _with("SELECT count(*) FROM files WHERE sha256 IS NOT NULL AND (?W)", where),
                args,
            ).fetchone()
        return int(row[0])

    # searching ---------------------------------------------------------------------------

    def search(
        self,
        query: str,
        *,
        prefixes: Sequence[str],
        figures: Sequence[tuple[str, Sequence[str]]] = (),
        limit: int = 20,
        offset: int = 0,
    ) -> SearchHits:
        """The blocks under the folders `prefixes` that hold every word of `query` and every
        figure (each given as its written form and its terms, which `query`'s text should no
        longer contain), best first; when none holds all, those holding any."""
        words = query_words(query)
        groups = [_word_group(forms) for forms in words]
        groups += [
            "(" + " OR ".join(_quote(_token(t)) for t in terms) + ")"
            for _, terms in figures
            if terms
        ]
        if not groups:
            return SearchHits([], {}, 0, "all")
        where, args = _under(prefixes, column="f.path")
        pattern = _snippet_pattern(words)
        with self._lock:
            matched = "all"
            files = self._counts(" AND ".join(groups), where, args)
            if not files and len(groups) > 1:
                matched = "any"
                files = self._counts(" OR ".join(groups), where, args)
            expression = " AND ".join(groups) if matched == "all" else " OR ".join(groups)
            rows = self._db.execute(
                _with(
                    "SELECT f.path, b.anchor, b.number, b.text FROM terms "
                    "JOIN blocks b ON b.id = terms.rowid JOIN files f ON f.sha256 = b.sha256 "
                    "WHERE terms MATCH ? AND (?W) ORDER BY bm25(terms), f.path, b.number "
                    "LIMIT ?",
                    where,
                ),
                (expression, *args, max(CANDIDATES, offset + limit)),
            ).fetchall()
        phrase = _phrase(query)
        ranked = sorted(
            enumerate(rows),
            key=lambda item: (phrase is None or phrase not in _compact(item[1][3]), item[0]),
        )
        page = [
            SearchHit(path, anchor, number, _snippet(text, pattern))
            for _, (path, anchor, number, text) in ranked[offset : offset + limit]
        ]
        return SearchHits(page, files, sum(files.values()), matched)

    def _counts(self, expression: str, where: str, args: Sequence[str]) -> dict[str, int]:
        rows = self._db.execute(
            _with(
                "SELECT f.path, count(*) FROM terms JOIN blocks b ON b.id = terms.rowid "
                "JOIN files f ON f.sha256 = b.sha256 WHERE terms MATCH ? AND (?W) "
                "GROUP BY f.path ORDER BY count(*) DESC, f.path",
                where,
            ),
            (expression, *args),
        ).fetchall()
        return {path: int(count) for path, count in rows}


def _with(sql: str, where: str) -> str:
    """`sql` with its folder condition (`?W`): fixed text with placeholders, never a value."""
    return sql.replace("?W", where)


def _under(prefixes: Sequence[str], *, column: str = "path") -> tuple[str, list[str]]:
    if not prefixes:
        return "0", []
    clauses, args = [], []
    for prefix in prefixes:
        clauses.append(f"{column} = ? OR {column} LIKE ? ESCAPE '\\'")
        args += [prefix.rstrip("/"), _like(prefix)]
    return " OR ".join(clauses), args


def _word_group(forms: list[list[str]]) -> str:
    alternatives = []
    for terms in forms:
        if len(terms) == 1 and len(terms[0]) == 1:  # one syllable: any piece it begins
            alternatives.append(_quote(terms[0]) + "*")
        else:
            alternatives.append("(" + " AND ".join(_quote(t) for t in terms) + ")")
    return "(" + " OR ".join(alternatives) + ")"


_SPACE = re.compile(r"\s+")


def _compact(text: str) -> str:
    return _SPACE.sub("", text).lower()


def _phrase(query: str) -> str | None:
    compact = _compact(query)
    return compact or None


def _snippet_pattern(words: list[list[list[str]]]) -> re.Pattern[str] | None:
    """Where a snippet centres: the shortest form of any query word, spaces allowed between
    its characters (a document may space `사업 계획`)."""
    pieces = []
    for forms in words:
        shortest = min(forms, key=len)
        chars = shortest[0] + "".join(term[-1] for term in shortest[1:])
        pieces.append(r"\s*".join(re.escape(ch) for ch in chars))
    if not pieces:
        return None
    return re.compile("|".join(sorted(pieces, key=len, reverse=True)), re.IGNORECASE)


def _snippet(text: str, pattern: re.Pattern[str] | None) -> str:
    """At most SNIPPET_CHARS of `text` around the first match (from the start when none)."""
    if len(text) <= SNIPPET_CHARS:
        return text
    found = pattern.search(text) if pattern is not None else None
    if found is None:
        return text[: SNIPPET_CHARS - 1] + "…"
    start = max(0, found.start() - SNIPPET_CHARS // 3)
    end = min(len(text), start + SNIPPET_CHARS)
    start = max(0, end - SNIPPET_CHARS)
    head = "…" if start > 0 else ""
    tail = "…" if end < len(text) else ""
    return head + text[start:end].strip() + tail
