"""Rebuilt copies of a damaged PDF that PDFium could not open, for PDFium to try again.

A PDF names its objects in a cross-reference table at the end and its pages in a tree the
catalog points to. A cut-off download loses the table, and often the tree, while the pages
drawn before the cut are still whole in the bytes. This module finds every `N G obj` in the
bytes and writes, after the original bytes, a fresh cross-reference table and trailer:

1. `catalog`: pointing at the last catalog found, so the document's own page tree, page order
   and outline are used (a trailer that lost its `/Root`, a broken table);
2. `page_tree`: a new catalog and page tree listing every page object in file order, for when
   the tree itself is gone (the page order is then a guess, and a page left over from an
   earlier edit of the file can reappear).

Objects stored inside compressed object streams cannot be found this way; for those files, and
for encrypted ones (whose key lives in the lost trailer), nothing is proposed and the caller
goes on to pypdf. Pure byte work, linear in the file's size, with memory bounded by the number
of objects found (at most _MAX_OBJECTS).
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Literal

__all__ = ("Candidate", "candidates")

Candidate = tuple[Literal["catalog", "page_tree"], bytes]

_SPACE = b" \t\r\n\f\x00"
# The `N G` before an `obj` keyword, at the end of the bytes searched.
_NUMBERS = re.compile(rb"(?<![0-9])(\d{1,10})[ \t\r\n\f\x00]+(\d{1,5})[ \t\r\n\f\x00]+\Z")
_DELIMITERS = _SPACE + b"<[(/%"
# An encryption dictionary that survived the loss of the trailer pointing at it.
_SECURITY_HANDLER = re.compile(rb"/Filter\s*/Standard(?![A-Za-z0-9])")
_CATALOG = re.compile(rb"/Type\s*/Catalog(?![A-Za-z0-9])")
_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z0-9])")
# How far into an object its dictionary's /Type is looked for (before any stream data).
_HEAD_BYTES = 4096
# The largest object number a cross-reference table may declare.
_MAX_OBJECT_NUMBER = 8_388_607
# More object headers than any real file holds: the bytes are noise, and no copy is proposed
# (which also bounds the time and memory the search may take).
_MAX_OBJECTS = 2_000_000


def candidates(data: bytes) -> Iterator[Candidate]:
    """Yield repaired copies of `data`, the most faithful first; none for encrypted files."""
    if b"/Encrypt" in data or _SECURITY_HANDLER.search(data):
        return
    offsets: dict[int, tuple[int, int]] = {}
    kinds: dict[int, str] = {}
    previous: tuple[int, int, int, int] | None = None
    for count, found in enumerate(_objects(data)):
        if count >= _MAX_OBJECTS:
            return
        if previous is not None:
            _classify(data, previous, found[0], offsets, kinds)
        previous = found
    if previous is not None:
        _classify(data, previous, len(data), offsets, kinds)
    catalogs = [n for n, kind in kinds.items() if kind == "catalog"]
    if catalogs:
        last = max(catalogs, key=lambda n: offsets[n][0])
        yield "catalog", _with_table(data, offsets, b"", last)
    pages = sorted((n for n, kind in kinds.items() if kind == "page"), key=lambda n: offsets[n][0])
    if pages:
        top = max(offsets)
        tree, catalog = top + 1, top + 2
        kids = b" ".join(b"%d %d R" % (n, offsets[n][1]) for n in pages)
        extra = (
            b"%d 0 obj\n<< /Type /Pages /Kids [%s] /Count %d >>\nendobj\n"
            b"%d 0 obj\n<< /Type /Catalog /Pages %d 0 R >>\nendobj\n"
            % (tree, kids, len(pages), catalog, tree)
        )
        yield "page_tree", _with_table(data, offsets, extra, catalog)


def _classify(
    data: bytes,
    found: tuple[int, int, int, int],
    end: int,
    offsets: dict[int, tuple[int, int]],
    kinds: dict[int, str],
) -> None:
    """Record one object's offset, and whether it is a catalog or a page (`end`: the next)."""
    start, number, generation, body = found
    if number > _MAX_OBJECT_NUMBER:
        return
    head = data[body : min(end, body + _HEAD_BYTES)].split(b"stream", 1)[0]
    # A later definition of the same number (an incremental update) replaces the earlier.
    offsets[number] = (start, generation)
    if _CATALOG.search(head):
        kinds[number] = "catalog"
    elif _PAGE.search(head):
        kinds[number] = "page"
    else:
        kinds.pop(number, None)


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


def _with_table(data: bytes, offsets: dict[int, tuple[int, int]], extra: bytes, root: int) -> bytes:
    """`data` followed by `extra` objects, a cross-reference table of all objects, a trailer."""
    out = io.BytesIO()
    out.write(data)
    out.write(b"\n")
    table = dict(offsets)
    base = out.tell()
    for start, number, generation, _ in _objects(extra):
        table[number] = (base + start, generation)
    out.write(extra)
    start = out.tell()
    # One subsection per run of consecutive object numbers: the table grows with the objects
    # found, not with the largest number a file claims.
    out.write(b"xref\n0 1\n0000000000 65535 f\r\n")
    numbers = sorted(n for n in table if n > 0)
    run_start = 0
    for index in range(1, len(numbers) + 1):
        if index == len(numbers) or numbers[index] != numbers[index - 1] + 1:
            run = numbers[run_start:index]
            out.write(b"%d %d\n" % (run[0], len(run)))
            out.writelines(b"%010d %05d n\r\n" % table[n] for n in run)
            run_start = index
    size = (numbers[-1] if numbers else 0) + 1
    trailer = b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
    out.write(trailer % (size, root, start))
    return out.getvalue()
