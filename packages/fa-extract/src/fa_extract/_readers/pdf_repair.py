"""Rebuilt copies of a damaged PDF that PDFium could not open, for PDFium to try again.

A PDF names its objects in a cross-reference index at the end and its pages in a tree the
catalog points to. A cut-off download loses the index, and often the tree, while the pages
drawn before the cut are still whole in the bytes. This module finds every `N G obj` in the
bytes, and every object inside the (Flate) object streams among them, and writes, after the
original bytes, a fresh index (a table, or a cross-reference stream when some objects live in
object streams) and trailer:

1. `catalog`: pointing at the last catalog found, so the document's own page tree, page order
   and outline are used (a trailer that lost its `/Root`, a broken index);
2. `page_tree`: a new catalog and page tree listing the page objects in file order, for when
   the tree itself is gone (the page order is then a guess). When the last catalog names its
   tree, only the pages whose `/Parent` chain leads to that tree's root are listed, so a page
   of another tree left in the file (a template, an earlier edit) does not reappear.

Encrypted files (whose key lives in the lost trailer) get no copy, and the caller goes on to
pypdf. Pure byte work, linear in the file's size, with memory bounded by the number of objects
found (at most _MAX_OBJECTS) and the bytes decoded from object streams (_MAX_UNPACKED each,
_MAX_UNPACKED_TOTAL in all).
"""

from __future__ import annotations

import io
import re
import zlib
from collections.abc import Iterator
from typing import Literal

__all__ = ("Candidate", "candidates", "object_stream_texts", "tree_pages")

Candidate = tuple[Literal["catalog", "page_tree"], bytes]

_SPACE = b" \t\r\n\f\x00"
# The `N G` before an `obj` keyword, at the end of the bytes searched.
_NUMBERS = re.compile(rb"(?<![0-9])(\d{1,10})[ \t\r\n\f\x00]+(\d{1,5})[ \t\r\n\f\x00]+\Z")
_DELIMITERS = _SPACE + b"<[(/%"
# An encryption dictionary that survived the loss of the trailer pointing at it.
_SECURITY_HANDLER = re.compile(rb"/Filter\s*/Standard(?![A-Za-z0-9])")
_CATALOG = re.compile(rb"/Type\s*/Catalog(?![A-Za-z0-9])")
_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z0-9])")
_PAGES = re.compile(rb"/Type\s*/Pages(?![A-Za-z0-9])")
_PARENT = re.compile(rb"/Parent\s+(\d{1,10})\s+\d{1,5}\s+R")
_TREE = re.compile(rb"/Pages\s+(\d{1,10})\s+\d{1,5}\s+R")
# How many /Parent links are followed up from a page before giving up (a cycle, or noise).
_MAX_DEPTH = 64
_OBJECT_STREAM = re.compile(rb"/Type\s*/ObjStm(?![A-Za-z0-9])")
# /First as a direct number (a reference to it cannot be followed in a damaged file).
_FIRST = re.compile(rb"/First\s+(\d{1,9})(?!\s+\d+\s+R)")
_FILTERS = re.compile(rb"/([A-Z][A-Za-z0-9]*Decode)\b")
# How far into an object its dictionary's /Type is looked for (before any stream data).
_HEAD_BYTES = 4096
# The largest object number a cross-reference table may declare.
_MAX_OBJECT_NUMBER = 8_388_607
# More object headers than any real file holds: the bytes are noise, and no copy is proposed
# (which also bounds the time and memory the search may take).
_MAX_OBJECTS = 2_000_000
# Decoded bytes of one object stream, and of all of them: a Flate bomb stops here.
_MAX_UNPACKED = 16 * 1024 * 1024
_MAX_UNPACKED_TOTAL = 64 * 1024 * 1024


def _scan(data: bytes) -> _Found | None:
    """Every object of `data` classified; None for encrypted files and for noise."""
    if b"/Encrypt" in data or _SECURITY_HANDLER.search(data):
        return None
    found = _Found()
    previous: tuple[int, int, int, int] | None = None
    for count, item in enumerate(_objects(data)):
        if count >= _MAX_OBJECTS:
            return None
        if previous is not None:
            found.classify(data, previous, item[0])
        previous = item
    if previous is not None:
        found.classify(data, previous, len(data))
    found.unpack(data)
    return found


def tree_pages(data: bytes) -> int:
    """How many page objects of the file (their last definitions) belong to the last
    catalog's page tree, by their `/Parent` chain; 0 when that cannot be told."""
    found = _scan(data)
    if found is None:
        return 0
    catalogs = found.numbers("catalog")
    root = found.trees.get(catalogs[-1]) if catalogs else None
    if root is None:
        return 0
    return sum(1 for n in found.numbers("page") if found.reaches(n, root))


def candidates(data: bytes) -> Iterator[Candidate]:
    """Yield repaired copies of `data`, the most faithful first; none for encrypted files."""
    found = _scan(data)
    if found is None:
        return
    catalogs = found.numbers("catalog")
    if catalogs:
        yield "catalog", _with_index(data, found, b"", catalogs[-1])
    pages = found.numbers("page")
    root = found.trees.get(catalogs[-1]) if catalogs else None
    if root is not None:
        # Only the pages of the catalog's own tree, when any can be told apart.
        pages = [n for n in pages if found.reaches(n, root)] or pages
    if pages:
        top = max((*found.offsets, *found.packed))
        tree, catalog = top + 1, top + 2
        kids = b" ".join(b"%d %d R" % (n, found.generation(n)) for n in pages)
        extra = (
            b"%d 0 obj\n<< /Type /Pages /Kids [%s] /Count %d >>\nendobj\n"
            b"%d 0 obj\n<< /Type /Catalog /Pages %d 0 R >>\nendobj\n"
            % (tree, kids, len(pages), catalog, tree)
        )
        yield "page_tree", _with_index(data, found, extra, catalog)


class _Found:
    """The objects found in the bytes: where each is, and which are catalogs and pages."""

    def __init__(self) -> None:
        # Objects written in the open: number -> (offset, generation).
        self.offsets: dict[int, tuple[int, int]] = {}
        # Objects inside an object stream: number -> (the stream's number, index in it).
        self.packed: dict[int, tuple[int, int]] = {}
        self.kinds: dict[int, str] = {}
        # Where an object stands in the file, for ordering pages: (offset, index in a stream).
        self.place: dict[int, tuple[int, int]] = {}
        # Object streams: number -> offset of their dictionary.
        self.streams: dict[int, int] = {}
        # A page's or a page-tree node's /Parent, and a catalog's page-tree root.
        self.parents: dict[int, int] = {}
        self.trees: dict[int, int] = {}

    def classify(self, data: bytes, found: tuple[int, int, int, int], end: int) -> None:
        """Record one object (`end`: where the next one starts)."""
        start, number, generation, body = found
        if number > _MAX_OBJECT_NUMBER:
            return
        head = data[body : min(end, body + _HEAD_BYTES)].split(b"stream", 1)[0]
        # A later definition of the same number (an incremental update) replaces the earlier.
        self.offsets[number] = (start, generation)
        self.place[number] = (start, 0)
        self.streams.pop(number, None)
        self._kind(number, head)
        if _OBJECT_STREAM.search(head):
            self.streams[number] = body

    def _kind(self, number: int, head: bytes) -> None:
        self.parents.pop(number, None)
        self.trees.pop(number, None)
        if _CATALOG.search(head):
            self.kinds[number] = "catalog"
            tree = _TREE.search(head)
            if tree is not None:
                self.trees[number] = int(tree.group(1))
            return
        if _PAGE.search(head):
            self.kinds[number] = "page"
        elif _PAGES.search(head):
            self.kinds[number] = "pages"
        else:
            self.kinds.pop(number, None)
            return
        parent = _PARENT.search(head)
        if parent is not None:
            self.parents[number] = int(parent.group(1))

    def reaches(self, number: int, root: int) -> bool:
        """Whether the /Parent chain from `number` leads to `root` (itself possibly lost)."""
        for _ in range(_MAX_DEPTH):
            parent = self.parents.get(number)
            if parent is None:
                return False
            if parent == root:
                return True
            number = parent
        return False

    def unpack(self, data: bytes) -> None:
        """Find the objects inside object streams that were not also written in the open."""
        budget = _MAX_UNPACKED_TOTAL
        for stream, body in self.streams.items():
            if budget <= 0:
                return
            unpacked = _inflate(data, body, min(budget, _MAX_UNPACKED))
            if unpacked is None:
                continue
            budget -= len(unpacked[1])
            for index, number, text in _members(*unpacked):
                if number in self.offsets or number > _MAX_OBJECT_NUMBER or index > 0xFFFF:
                    continue
                self.packed[number] = (stream, index)
                self.place[number] = (self.offsets[stream][0], index + 1)
                self._kind(number, text[:_HEAD_BYTES])

    def numbers(self, kind: str) -> list[int]:
        """The objects of one kind, in the order they stand in the file."""
        chosen = [n for n, k in self.kinds.items() if k == kind]
        return sorted(chosen, key=self.place.__getitem__)

    def generation(self, number: int) -> int:
        return self.offsets[number][1] if number in self.offsets else 0


def object_stream_texts(data: bytes) -> Iterator[bytes]:
    """The decoded contents of the file's object streams, within the same caps as repair."""
    budget = _MAX_UNPACKED_TOTAL
    for match in _OBJECT_STREAM.finditer(data):
        if budget <= 0:
            return
        # The stream's dictionary starts before its /Type; `_inflate` looks for `stream`.
        body = max(0, data.rfind(b"obj", 0, match.start()))
        unpacked = _inflate(data, body, min(budget, _MAX_UNPACKED))
        if unpacked is not None:
            budget -= len(unpacked[1])
            yield unpacked[1]


def _inflate(data: bytes, body: int, limit: int) -> tuple[int, bytes] | None:
    """(/First, the decoded bytes) of the object stream whose dictionary starts at `body`.

    Only Flate without predictors (what writers use for object streams); a stream cut off by a
    truncated file gives the objects before the cut. At most `limit` bytes are decoded.
    """
    at = data.find(b"stream", body, body + _HEAD_BYTES)
    if at == -1:
        return None
    head = data[body:at]
    first = _FIRST.search(head)
    if first is None or b"/DecodeParms" in head:
        return None
    filters = _FILTERS.findall(head)
    if filters and filters != [b"FlateDecode"]:
        return None
    at += len(b"stream")
    at += 2 if data[at : at + 2] == b"\r\n" else 1
    end = data.find(b"endstream", at, at + _MAX_UNPACKED)
    raw = data[at : end if end != -1 else at + _MAX_UNPACKED]
    if not filters:
        return int(first.group(1)), raw[:limit]
    try:
        return int(first.group(1)), zlib.decompressobj().decompress(raw, limit)
    except zlib.error:
        return None


def _members(first: int, unpacked: bytes) -> Iterator[tuple[int, int, bytes]]:
    """(index, number, text) of each object of a decoded object stream that has its text.

    The index is the object's place in the stream's header, which is how an index entry names
    it; objects past the end of a stream cut short are left out.
    """
    values = unpacked[:first].split()
    if len(values) % 2 or not all(v.isdigit() for v in values):
        return
    pairs = [(int(values[i]), int(values[i + 1])) for i in range(0, len(values), 2)]
    for index, (number, offset) in enumerate(pairs):
        end = pairs[index + 1][1] if index + 1 < len(pairs) else len(unpacked) - first
        text = unpacked[first + offset : first + end] if 0 <= offset <= end else b""
        if text.strip():
            yield index, number, text


def _objects(data: bytes) -> Iterator[tuple[int, int, int, int]]:
    """(offset, number, generation, offset after `obj`) of every `N G obj` in `data`.

    Looks for the keyword with `bytes.find` and reads the two numbers backwards, which is many
    times faster than a regular expression that must try every digit of a binary file.
    """
    at = data.find(b"obj")
    while at != -1:
        after = at + 3
        if at > 0 and data[at - 1] in _SPACE and (after == len(data) or data[after] in _DELIMITERS):
            numbers = _NUMBERS.search(data, max(0, at - 40), at)
            if numbers is not None:
                yield numbers.start(), int(numbers.group(1)), int(numbers.group(2)), after
        at = data.find(b"obj", after)


def _runs(numbers: list[int]) -> Iterator[list[int]]:
    """Consecutive runs of sorted numbers: the index grows with the objects, not their numbers."""
    start = 0
    for index in range(1, len(numbers) + 1):
        if index == len(numbers) or numbers[index] != numbers[index - 1] + 1:
            yield numbers[start:index]
            start = index


def _with_index(data: bytes, found: _Found, extra: bytes, root: int) -> bytes:
    """`data`, then `extra` objects and an index of every object, pointing at `root`.

    A classic cross-reference table when every object is in the open; a cross-reference stream
    when some live inside object streams (a table cannot point into a stream).
    """
    out = io.BytesIO()
    out.write(data)
    out.write(b"\n")
    table = dict(found.offsets)
    base = out.tell()
    for start, number, generation, _ in _objects(extra):
        table[number] = (base + start, generation)
    out.write(extra)
    start = out.tell()
    if not found.packed:
        out.write(b"xref\n0 1\n0000000000 65535 f\r\n")
        numbers = sorted(n for n in table if n > 0)
        for run in _runs(numbers):
            out.write(b"%d %d\n" % (run[0], len(run)))
            out.writelines(b"%010d %05d n\r\n" % table[n] for n in run)
        size = (numbers[-1] if numbers else 0) + 1
        trailer = b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
        out.write(trailer % (size, root, start))
        return out.getvalue()
    own = max((*table, *found.packed)) + 1
    table[own] = (start, 0)
    rows = [b"\x00\x00\x00\x00\x00\xff\xff"]  # object 0, free
    numbers = sorted(n for n in (*table, *found.packed) if n > 0)
    for number in numbers:
        if number in table:
            offset, generation = table[number]
            rows.append(
                b"\x01" + offset.to_bytes(4, "big") + min(generation, 0xFFFF).to_bytes(2, "big")
            )
        else:
            stream, index = found.packed[number]
            rows.append(b"\x02" + stream.to_bytes(4, "big") + index.to_bytes(2, "big"))
    index = b" ".join(b"%d %d" % (run[0], len(run)) for run in _runs([0, *numbers]))
    content = b"".join(rows)
    out.write(
        b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Index [%s] /Root %d 0 R /Length %d >>\n"
        b"stream\n" % (own, own + 1, index, root, len(content))
    )
    out.write(content)
    out.write(b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % start)
    return out.getvalue()
