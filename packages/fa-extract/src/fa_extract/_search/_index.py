"""The search index: every block of every indexed file, its word and figure terms, in SQLite.

One database file (the caller puts it in the state folder, never inside a root). Documents are
kept by sha256, so two copies of a file are indexed once and a renamed file is not read again;
files point at their document with the size and modification time seen when it was indexed,
which is how a changed file is noticed without reading it. Terms live in an FTS5 table whose
"text" is the block's terms joined by spaces: FTS5 keeps the inverted index and ranks by BM25;
the terms come from `_words` (bigrams, stems) and from the caller (figures, as `fa_grounding`
reads them).

The index holds no document text and no file name: every term and every path is stored as a
keyed hash (BLAKE2b under `index.key` beside the database, 0600), so the state folder keeps
what fa's privacy rules allow (a snippet is cut from the document when a hit is returned).
A path is known again by its hash from the folder walked before each search, and a folder's
files by the hashes of their folders (`under`), so a search stays inside the folder asked.
Safe against several servers at once: SQLite's own locking (WAL, a busy timeout), one
transaction per document, and a document written twice is the same rows.
"""

from __future__ import annotations

import contextlib
import hashlib
import heapq
import os
import re
import secrets
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

SCHEMA_VERSION = 2
"""Raised when the tables or the terms change: an index of another version is rebuilt."""

CANDIDATES = 400
"""Hits are ranked (BM25) among at most this many blocks; pages stop there."""
KEY_BYTES = 32
MAX_REMEMBERED_PATHS = 200_000

SNIPPET_CHARS = 160
BUSY_TIMEOUT_MS = 10_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS files(
    path_id TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
    sha256 TEXT, code TEXT);
CREATE INDEX IF NOT EXISTS files_sha256 ON files(sha256);
CREATE TABLE IF NOT EXISTS under(folder_id TEXT NOT NULL, path_id TEXT NOT NULL,
    PRIMARY KEY (folder_id, path_id)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS under_path ON under(path_id);
CREATE TABLE IF NOT EXISTS docs(sha256 TEXT PRIMARY KEY, blocks INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS blocks(
    id INTEGER PRIMARY KEY, sha256 TEXT NOT NULL, number INTEGER NOT NULL, anchor TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS blocks_sha256 ON blocks(sha256);
CREATE VIRTUAL TABLE IF NOT EXISTS terms
    USING fts5(words, tokenize='unicode61 remove_diacritics 0');
"""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One block that matches: the file, the block's anchor and its number (`start=` of a
    read). The text is not in the index: `snippet` cuts a piece of it from the document."""

    path: str
    anchor: str
    block: int


@dataclass(frozen=True, slots=True)
class SearchHits:
    """One page of hits, best first; `files` counts every matching block per file (all pages)."""

    hits: list[SearchHit]
    files: dict[str, int]
    total: int
    matched: str
    """`all`: every word and figure is in each hit; `any`: none held all, so any of them."""


def _quote(term: str) -> str:
    return '"' + term + '"'


def _read_key(path: Path) -> bytes:
    """The index's hashing key, made on first use (0600; a second server reads the same)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        key = path.read_bytes()
        if len(key) != KEY_BYTES:
            raise sqlite3.DatabaseError("the index key is damaged") from None
        return key
    key = secrets.token_bytes(KEY_BYTES)
    with os.fdopen(fd, "wb") as out:
        out.write(key)
    return key


def _folders_of(path: str) -> list[str]:
    """Every folder a display path lies in (`a/b/c.pdf` -> `a`, `a/b`)."""
    parts = path.split("/")[:-1]
    return ["/".join(parts[: i + 1]) for i in range(len(parts))]


class SearchIndex:
    """The index at `path` (created when missing, rebuilt when of another version or damaged).

    Thread-safe (one connection behind a lock); several processes may share the file.
    """

    def __init__(self, path: Path, *, block_terms: BlockTerms | None = None) -> None:
        self.path = path
        self._block_terms = block_terms
        self._lock = threading.Lock()
        self._names: dict[str, str] = {}
        """Path ids seen by `stale` in this process, back to their paths."""
        self._ids: dict[str, str] = {}
        """Paths to their ids, remembered (the walk before each search hashes them all)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self._key = _read_key(path.with_name(path.name + ".key"))
        try:
            self._db = self._open()
        except sqlite3.DatabaseError:  # a damaged file is only a cache: start again
            for suffix in ("", "-wal", "-shm"):
                with contextlib.suppress(FileNotFoundError):
                    Path(f"{path}{suffix}").unlink()
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(
            self.path,
            timeout=BUSY_TIMEOUT_MS / 1000,
            check_same_thread=False,
            isolation_level="IMMEDIATE",
        )
        db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version != SCHEMA_VERSION:
            with db:
                for table in ("terms", "blocks", "docs", "under", "files"):
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

    def _hash(self, kind: str, value: str) -> str:
        digest = hashlib.blake2b(
            (kind + "\0" + value).encode("utf-8", "surrogatepass"), key=self._key, digest_size=8
        )
        return "h" + digest.hexdigest()

    def _id(self, path: str) -> str:
        found = self._ids.get(path)
        if found is None:
            found = self._hash("path", path)
            if len(self._ids) < MAX_REMEMBERED_PATHS:
                self._ids[path] = found
        return found

    def _folder(self, prefix: str) -> str:
        return self._hash("folder", prefix.rstrip("/"))

    # keeping it current ------------------------------------------------------------------

    def stale(
        self, prefix: str, listing: Sequence[tuple[str, int, int]]
    ) -> list[tuple[str, int, int]]:
        """The files of `listing` (path, size, mtime_ns) under the folder `prefix` that need
        reading: new, or of another size or time than when indexed. Files the index holds
        under `prefix` that `listing` lacks are dropped (removed, or left out of the scan)."""
        present = {self._id(path): (path, size, mtime) for path, size, mtime in listing}
        with self._lock, self._db:
            for path_id, (path, _, _) in present.items():
                self._names[path_id] = path
            rows = self._db.execute(
                "SELECT f.path_id, f.size, f.mtime_ns FROM under u "
                "JOIN files f ON f.path_id = u.path_id WHERE u.folder_id = ?",
                (self._folder(prefix),),
            ).fetchall()
            known = {path_id: (size, mtime) for path_id, size, mtime in rows}
            gone = [(path_id,) for path_id in known if path_id not in present]
            if gone:
                self._db.executemany("DELETE FROM files WHERE path_id = ?", gone)
                self._db.executemany("DELETE FROM under WHERE path_id = ?", gone)
                self._drop_orphans()
        return [
            item for path_id, item in present.items() if known.get(path_id) != (item[1], item[2])
        ]

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
        rows: list[tuple[int, str, str]] = []
        if blocks is not None and not self.has_document(sha256):
            readable = [b for b in blocks if b.kind != "meta"]
            if self._block_terms is not None:
                extra = self._block_terms(readable)
            for number, block in enumerate(readable, start=1):
                words = [self._hash("w", t) for t in text_terms(block.text)]
                words.extend(self._hash("f", t) for t in extra.get(block.anchor, ()))
                rows.append((number, block.anchor, " ".join(words)))
        with self._lock, self._db:
            if rows:
                self._put_document(sha256, rows)
            self._put_file(path, size, mtime_ns, sha256, None)

    def _put_file(
        self, path: str, size: int, mtime_ns: int, sha256: str | None, code: str | None
    ) -> None:
        path_id = self._id(path)
        self._names[path_id] = path
        self._db.execute(
            "INSERT OR REPLACE INTO files(path_id, size, mtime_ns, sha256, code) "
            "VALUES (?, ?, ?, ?, ?)",
            (path_id, size, mtime_ns, sha256, code),
        )
        self._db.executemany(
            "INSERT OR IGNORE INTO under(folder_id, path_id) VALUES (?, ?)",
            [(self._folder(folder), path_id) for folder in _folders_of(path)],
        )
        self._drop_orphans()

    def _put_document(self, sha256: str, rows: list[tuple[int, str, str]]) -> None:
        # The document's row first: inserting it takes the write lock (BEGIN IMMEDIATE), so a
        # second server that indexed it meanwhile is seen here, not as a duplicate later.
        added = self._db.execute(
            "INSERT OR IGNORE INTO docs(sha256, blocks) VALUES (?, ?)", (sha256, len(rows))
        )
        if added.rowcount == 0:
            return  # another server indexed it meanwhile
        for number, anchor, words in rows:
            cursor = self._db.execute(
                "INSERT INTO blocks(sha256, number, anchor) VALUES (?, ?, ?)",
                (sha256, number, anchor),
            )
            self._db.execute(
                "INSERT INTO terms(rowid, words) VALUES (?, ?)", (cursor.lastrowid, words)
            )

    def add_unreadable(self, path: str, *, size: int, mtime_ns: int, code: str) -> None:
        """Record that `path` could not be read, with the error code that says why (it is read
        again when it changes)."""
        with self._lock, self._db:
            self._put_file(path, size, mtime_ns, None, code)

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

    def _scope(self, prefixes: Sequence[str]) -> tuple[str, list[str]]:
        """The condition "a file under one of these folders" on `f.path_id`."""
        marks = ", ".join("?" for _ in prefixes) or "NULL"
        inner = "f.path_id IN (SELECT path_id FROM under WHERE folder_id IN (?M))"
        return inner.replace("?M", marks), [self._folder(p) for p in prefixes]

    def unreadable(self, prefixes: Sequence[str]) -> list[tuple[str, str]]:
        """(path, code) of every file under the folders that could not be read, by path (of
        the files this process has walked)."""
        where, args = self._scope(prefixes)
        with self._lock:
            rows = self._db.execute(
                _with(
                    "SELECT f.path_id, f.code FROM files f WHERE f.code IS NOT NULL AND ?W", where
                ),
                args,
            ).fetchall()
        found = [(self._names[i], code) for i, code in rows if i in self._names]
        return sorted(found)

    def indexed_files(self, prefixes: Sequence[str]) -> int:
        """How many files under the folders are indexed with their text."""
        where, args = self._scope(prefixes)
        with self._lock:
            row = self._db.execute(
                _with("SELECT count(*) FROM files f WHERE f.sha256 IS NOT NULL AND ?W", where),
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
        groups = [self._word_group(forms) for forms in query_words(query)]
        groups += [
            "(" + " OR ".join(_quote(self._hash("f", t)) for t in terms) + ")"
            for _, terms in figures
            if terms
        ]
        if not groups:
            return SearchHits([], {}, 0, "all")
        where, args = self._scope(prefixes)
        with self._lock:
            matched = "all"
            rows = self._matches(" AND ".join(groups), where, args)
            if not rows and len(groups) > 1:
                matched = "any"
                rows = self._matches(" OR ".join(groups), where, args)
        counts: dict[str, int] = {}
        for path_id, _, _, _ in rows:
            counts[path_id] = counts.get(path_id, 0) + 1
        files = dict(
            sorted(
                ((self._names[i], n) for i, n in counts.items() if i in self._names),
                key=lambda item: (-item[1], item[0]),
            )
        )
        best = heapq.nsmallest(
            min(CANDIDATES, offset + limit), rows, key=lambda r: (r[3], r[0], r[2])
        )
        page = [
            SearchHit(self._names[path_id], anchor, number)
            for path_id, anchor, number, _ in best[offset : offset + limit]
            if path_id in self._names
        ]
        return SearchHits(page, files, sum(files.values()), matched)

    def _matches(
        self, expression: str, where: str, args: Sequence[str]
    ) -> list[tuple[str, str, int, float]]:
        """Every matching block: (path id, anchor, number, BM25 rank, lower is better)."""
        return self._db.execute(
            _with(
                "SELECT f.path_id, b.anchor, b.number, bm25(terms) FROM terms "
                "JOIN blocks b ON b.id = terms.rowid JOIN files f ON f.sha256 = b.sha256 "
                "WHERE terms MATCH ? AND ?W",
                where,
            ),
            (expression, *args),
        ).fetchall()

    def _word_group(self, forms: list[list[str]]) -> str:
        alternatives = [
            "(" + " AND ".join(_quote(self._hash("w", t)) for t in terms) + ")" for terms in forms
        ]
        return "(" + " OR ".join(alternatives) + ")"

    @staticmethod
    def snippet(text: str, query: str) -> str:
        """At most SNIPPET_CHARS of a block's `text` around the first place that holds a word
        of `query` (spaces allowed between its characters), else from the start."""
        return _snippet(text, _snippet_pattern(query_words(query)))


def _with(sql: str, where: str) -> str:
    """`sql` with its folder condition (`?W`): fixed text with placeholders, never a value."""
    return sql.replace("?W", "(" + where + ")")


_SPACE = re.compile(r"\s+")


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
    text = _SPACE.sub(" ", text).strip()
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
