"""The Extractor: preflight here, parsing in the worker, cache by sha256, checks before return."""

from __future__ import annotations

import hashlib
import sys
import threading
from collections import OrderedDict
from typing import BinaryIO

from . import _errors as e
from ._client import Progress, WorkerClient, WorkerLostError
from ._document import Document
from ._errors import ExtractError, InvariantError
from ._identity import Identity, IdentityCache
from ._invariants import check_document, check_inspection, check_read
from ._limits import Limits
from ._model import Block
from ._preflight import preflight, read_capped
from ._readers import READERS, image_access
from ._reads import DEFAULT_MAX_CHARS, DEFAULT_MAX_TOKENS, count_calls, pack, toc_page_end
from ._results import Inspection, PageImage, ReadResult

__all__ = ("Extractor",)

# Units of formats whose blocks are a workbook's rows (xlsx, xls, csv): empty sheets, not a picture.
_ROW_UNITS = frozenset({"sheet row", "row"})

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Errors are cached too (a hostile file that timed out should not cost the wall clock again),
# each charged as this many bytes against the cache budget. Only verdicts are: a worker
# lost without one (`WorkerLostError`: killed, out of memory) says nothing about these bytes.
_ERROR_COST = 1_000
_CACHED_CODES = frozenset(
    {e.DOCUMENT_CORRUPT, e.DOCUMENT_ENCRYPTED, e.DOCUMENT_LIMIT_EXCEEDED, e.DOCUMENT_TIMEOUT}
)


_Cached = Document | PageImage | ExtractError


_BLOCK_BYTES = 340
"""What a cached block holds beside its text and anchor strings, measured with tracemalloc on
CPython 3.11 (336-353 bytes for Hangul, CJK and ASCII blocks): the Block object, its kind and
flags and their tuple, and its two entries in the running read costs."""
_TOC_BYTES = 150


def document_bytes(doc: Document) -> int:
    """The memory a cached document holds, estimated: its strings as Python stores them (a
    Hangul or CJK character takes two bytes, ASCII one) and a measured cost per block."""
    size = _ERROR_COST
    for block in doc.blocks:
        size += sys.getsizeof(block.text) + sys.getsizeof(block.anchor) + _BLOCK_BYTES
    for entry in doc.toc:
        size += sys.getsizeof(entry.title) + sys.getsizeof(entry.anchor) + _TOC_BYTES
    return size


def _cost(value: _Cached) -> int:
    if isinstance(value, Document):
        return document_bytes(value)
    if isinstance(value, PageImage):
        return len(value.png)
    return _ERROR_COST


class _Cache:
    """LRU of parsed documents by (sha256, format) and of page images by (sha256, page),
    bounded by the memory they hold (`document_bytes`, bytes of PNG)."""

    def __init__(self, max_bytes: int) -> None:
        self._max = max_bytes
        self._items: OrderedDict[tuple[str, str], tuple[_Cached, int]] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    @property
    def size(self) -> int:
        """What the cached items hold, in bytes as charged."""
        return self._size

    def get(self, key: tuple[str, str]) -> _Cached | None:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            self._items.move_to_end(key)
            return item[0]

    def put(self, key: tuple[str, str], value: _Cached) -> None:
        cost = _cost(value)
        if cost > self._max:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._size -= old[1]
            self._items[key] = (value, cost)
            self._size += cost
            while self._size > self._max:
                _, (_, dropped) = self._items.popitem(last=False)
                self._size -= dropped


def _meta_text(doc: Document) -> str:
    parts = [f"Format: {doc.format.upper()}.", f"Grade: {doc.grade}."]
    if doc.pages is not None:
        parts.append(f"Pages: {doc.pages}.")
    if doc.slides is not None:
        parts.append(f"Slides: {doc.slides}.")
    parts.append(f"Blocks: {len(doc.blocks)} (one block is one {doc.unit}).")
    if doc.image_only_pages:
        listed = ", ".join(f"p{n}" for n in doc.image_only_pages)
        parts.append(f"Pages without a text layer: {len(doc.image_only_pages)} ({listed}).")
    if doc.image_size is not None:
        parts.append(f"Image size: {doc.image_size[0]} x {doc.image_size[1]} pixels.")
    if doc.title:
        parts.append(f"Title: {doc.title}")
    return " ".join(parts)


class Extractor:
    """Reads documents into anchored blocks through an isolated worker process.

    Owns one warm worker (started on first use) and a cache of parsed documents keyed by the
    sha256 of their bytes, so reading a long document in many calls parses it once. Thread-safe:
    calls from several threads share the cache and take turns at the worker. Use as a context
    manager, or call `close()`.
    """

    def __init__(self, limits: Limits | None = None) -> None:
        self._limits = limits or Limits()
        self._client = WorkerClient(self._limits)
        self._cache = _Cache(self._limits.cache_max_bytes)
        self._identities = IdentityCache()

    @property
    def limits(self) -> Limits:
        """The caps this extractor enforces."""
        return self._limits

    @property
    def worker_starts(self) -> int:
        """How many worker processes this extractor has started (a restart follows a kill)."""
        return self._client.starts

    def __enter__(self) -> Extractor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the worker process. The extractor cannot be used afterwards."""
        self._client.close()

    def _known(self, identity: Identity | None, name: str) -> tuple[Document, str, int] | None:
        """The parsed document of an open file seen before and unchanged since, found by its
        identity on disk without reading or hashing it (see `_identity`)."""
        found = self._identities.lookup(identity, name) if identity is not None else None
        if found is None:
            return None
        sha, fmt, size = found
        cached = self._cache.get((sha, fmt))
        if isinstance(cached, ExtractError):
            raise ExtractError(cached.code, cached.message)
        return (cached, sha, size) if isinstance(cached, Document) else None

    def _load(
        self, file: BinaryIO, name: str, progress: Progress | None = None
    ) -> tuple[Document, str, int, bool]:
        identity = self._identities.identify(file)
        known = self._known(identity, name)
        if known is not None:
            return (*known, True)
        data = read_capped(file, self._limits)
        fmt = preflight(data, name, self._limits)
        sha = hashlib.sha256(data).hexdigest()
        # Remembered only when the identity did not move while the bytes were read.
        if identity is not None and self._identities.identify(file) == identity:
            self._identities.remember(identity, name, sha, fmt, len(data))
        return self._parsed(data, fmt, progress, sha=sha)

    def _parsed(
        self, data: bytes, fmt: str, progress: Progress | None = None, *, sha: str | None = None
    ) -> tuple[Document, str, int, bool]:
        sha = sha or hashlib.sha256(data).hexdigest()
        key = (sha, fmt)
        cached = self._cache.get(key)
        if isinstance(cached, ExtractError):
            raise ExtractError(cached.code, cached.message)
        if isinstance(cached, Document):
            return cached, sha, len(data), True
        try:
            response, _ = self._client.call({"op": "parse", "format": fmt}, data, progress=progress)
        except InvariantError:
            raise
        except ExtractError as exc:
            if exc.code in _CACHED_CODES and not isinstance(exc, WorkerLostError):
                self._cache.put(key, exc)
            raise
        doc = Document.from_wire(response.get("document"))
        if doc.format != fmt:
            raise InvariantError("The worker answered for another format; this is a defect.")
        check_document(doc)
        self._cache.put(key, doc)
        return doc, sha, len(data), False

    def inspect(
        self,
        file: BinaryIO,
        name: str,
        *,
        toc_start: int = 1,
        progress: Progress | None = None,
    ) -> Inspection:
        """The document's facts without body text: grade, counts, toc, warnings, sha256.

        `file` is an open binary file positioned at 0; `name` is its file name (the extension
        picks the format, the magic bytes must agree). `progress` receives (done, total, unit)
        while a large document is parsed (nothing on a cache hit or a small document). The toc
        comes one page at a time, from entry `toc_start`, within `TOC_MAX_TOKENS`; the
        inspection says where the next page begins (`toc_next_start`).

        Raises:
            ExtractError: FORMAT_UNSUPPORTED, FORMAT_MISMATCH, DOCUMENT_EMPTY,
                DOCUMENT_TOO_LARGE, DOCUMENT_CORRUPT, DOCUMENT_ENCRYPTED,
                DOCUMENT_LIMIT_EXCEEDED, DOCUMENT_TIMEOUT, BLOCK_RANGE_INVALID (a `toc_start`
                past the last toc entry).
            InvariantError: a self-check failed (a defect in fa).
        """
        doc, sha, size, hit = self._load(file, name, progress)
        total = len(doc.toc)
        if toc_start < 1 or (toc_start > total and toc_start != 1):
            raise ExtractError(
                "BLOCK_RANGE_INVALID",
                f"toc_start {toc_start} is outside the table of contents, which has {total} "
                "entries; start from 1 or from the toc_next_start an inspection gave.",
            )
        toc_end = toc_page_end(doc.toc, toc_start) if total else 0
        calls = (
            count_calls(doc.blocks, DEFAULT_MAX_CHARS, costs=doc.costs) if doc.grade != "C" else 0
        )
        result = Inspection(
            format=doc.format,
            grade=doc.grade,
            unit=doc.unit,
            sha256=sha,
            size_bytes=size,
            block_count=len(doc.blocks),
            char_count=doc.char_count,
            pages=doc.pages,
            slides=doc.slides,
            title=doc.title,
            toc=doc.toc[toc_start - 1 : toc_end],
            image_only_pages=doc.image_only_pages,
            hidden_blocks=doc.hidden_blocks,
            removed_invisible_chars=doc.removed_invisible_chars,
            warnings=doc.warnings,
            flags=doc.flags,
            estimated_read_calls=calls,
            cache_hit=hit,
            toc_start=toc_start,
            toc_total=total,
            toc_next_start=toc_end + 1 if toc_end < total else None,
        )
        check_inspection(result, doc, calls)
        return result

    def read(
        self,
        file: BinaryIO,
        name: str,
        *,
        start: int = 1,
        end: int | None = None,
        max_chars: int = DEFAULT_MAX_CHARS,
        progress: Progress | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
    ) -> ReadResult:
        """Whole blocks from `start` (1-based) up to `end` or the first budget reached: `max_chars`
        characters, or `max_tokens` estimated tokens (`fa_extract.estimate_tokens`).

        An `end` past the last block means "to the end"; `next_start` says where to continue.

        Raises:
            ExtractError: any code of `inspect`; BLOCK_RANGE_INVALID (start outside
                1..total, end before start, or a budget below 1); DOCUMENT_NO_TEXT (grade C:
                nothing to read, use `image`).
            InvariantError: a self-check failed (a defect in fa).
        """
        doc, sha, _, hit = self._load(file, name, progress)
        total = len(doc.blocks)
        if doc.grade == "C":
            shown = image_access(doc.format)
            if READERS[doc.format].unit in _ROW_UNITS:
                raise ExtractError(
                    e.DOCUMENT_NO_TEXT,
                    "This workbook holds no values (grade C): every sheet is empty, so there is "
                    "nothing to read. Check with the person that it is the file they meant.",
                )
            raise ExtractError(
                e.DOCUMENT_NO_TEXT,
                "This document has no text layer (grade C): there is no text to read. "
                + (
                    "Look at it with read_document_image instead."
                    if shown in ("page", "file")
                    else "fa cannot show it as an image either: ask the person for a PDF or "
                    "PNG copy of it."
                ),
            )
        if max_chars < 1 or max_tokens < 1:
            raise ExtractError(
                e.BLOCK_RANGE_INVALID, "max_chars and max_tokens must be at least 1."
            )
        if not 1 <= start <= total or (end is not None and end < start):
            raise ExtractError(
                e.BLOCK_RANGE_INVALID,
                f"The range start={start} end={end} is not valid: the document has {total} "
                f"blocks (1 to {total}) and end cannot come before start.",
            )
        last = pack(doc.blocks, start, max_chars, end, max_tokens=max_tokens, costs=doc.costs)
        blocks = doc.blocks[start - 1 : last]
        result = ReadResult(
            blocks=blocks,
            start=start,
            end=last,
            next_start=last + 1 if last < total else None,
            total_blocks=total,
            unit=doc.unit,
            grade=doc.grade,
            sha256=sha,
            char_count=sum(len(b.text) for b in blocks),
            cache_hit=hit,
        )
        check_read(result, doc)
        return result

    def evidence(
        self, file: BinaryIO, name: str, *, progress: Progress | None = None
    ) -> tuple[Block, ...]:
        """Every block plus one `meta` block of document facts: everything a draft may cite.

        Raises:
            ExtractError: any code of `inspect`.
            InvariantError: a self-check failed (a defect in fa).
        """
        doc, _, _, _ = self._load(file, name, progress)
        meta = Block(anchor="meta", kind="meta", text=_meta_text(doc))
        return (*doc.blocks, meta)

    def image(
        self, file: BinaryIO, name: str, *, page: int | None = None, anchor: str | None = None
    ) -> PageImage:
        """A PNG for vision: the PNG itself (downscaled), one PDF page (1-based; default the
        first page without a text layer): a scan's embedded image or a rendering; or, for docx
        and pptx, the picture of the `image` block `anchor`.

        Raises:
            ExtractError: NO_IMAGE_FOR_FORMAT (svg; a docx, pptx, hwp or hwpx without a
                described picture; a picture stored as EMF, WMF, GIF, ...),
                BLOCK_RANGE_INVALID (no such page, or `anchor` is not an `image` block, or
                given for a format shown by page),
                PDF_PAGE_HAS_NO_IMAGE (nothing could be produced: a person should capture the
                screen), and the codes of `inspect`.
            InvariantError: a self-check failed (a defect in fa).
        """
        data = read_capped(file, self._limits)
        fmt = preflight(data, name, self._limits)
        reader = READERS[fmt]
        if not reader.has_images:
            raise ExtractError(
                e.NO_IMAGE_FOR_FORMAT,
                f"fa cannot show a {fmt} file as an image; read its text with read_document, or "
                "when it has none (grade C), ask the person for a PNG or PDF copy of it.",
            )
        if reader.grading not in ("pages", "image"):
            return self._picture(data, fmt, page, anchor)
        if anchor is not None:
            raise ExtractError(
                e.BLOCK_RANGE_INVALID,
                f"anchor names a picture of a docx or pptx; for a {fmt} file leave it empty"
                + (" and give page=N." if reader.grading == "pages" else "."),
            )
        paged = reader.grading == "pages"
        if not paged and page not in (None, 1):
            raise ExtractError(e.BLOCK_RANGE_INVALID, "A PNG has one image; leave page empty.")
        # Rendering and re-encoding cost far more than hashing: a model that looks at the same
        # page twice gets the same image from the cache.
        key = (hashlib.sha256(data).hexdigest(), f"image:{page}")
        cached = self._cache.get(key)
        if isinstance(cached, PageImage):
            return cached
        image = self._image_from_worker(data, fmt, page if paged else None)
        self._cache.put(key, image)
        return image

    def _picture(self, data: bytes, fmt: str, page: int | None, anchor: str | None) -> PageImage:
        """The picture of one `image` block (docx, pptx, hwp, hwpx), checked against the parsed
        blocks first, so a wrong anchor is answered from the cache without a worker call."""
        doc, sha, _, _ = self._parsed(data, fmt)
        pictures = [b.anchor for b in doc.blocks if b.kind == "image"]
        if not pictures:
            raise ExtractError(
                e.NO_IMAGE_FOR_FORMAT,
                "This document has no picture fa can show (only pictures with alt text or a "
                "title, in HWP and HWPX a shape comment, become blocks). Read its text with "
                "read_document, or when it has none (grade C), ask the person for a PDF copy.",
            )
        if page is not None or anchor not in pictures:
            shown = ", ".join(pictures[:10]) + (", ..." if len(pictures) > 10 else "")
            raise ExtractError(
                e.BLOCK_RANGE_INVALID,
                f"Name a picture by the anchor of its image block (anchor=), not a page: this "
                f"document's pictures are {shown}.",
            )
        key = (sha, f"image:{anchor}")
        cached = self._cache.get(key)
        if isinstance(cached, PageImage):
            return cached
        image = self._image_from_worker(data, fmt, None, anchor, split=doc.split)
        self._cache.put(key, image)
        return image

    def _image_from_worker(
        self,
        data: bytes,
        fmt: str,
        page: int | None,
        anchor: str | None = None,
        *,
        split: bool = False,
    ) -> PageImage:
        header: dict[str, object] = {"op": "image", "format": fmt, "page": page}
        if anchor is not None:
            header["anchor"] = anchor
            header["split"] = split  # the reader's own number differs from the anchor
        response, png = self._client.call(header, data)
        meta = response.get("image")
        if not isinstance(meta, dict) or not png.startswith(_PNG_SIGNATURE):
            raise InvariantError("The worker returned no PNG for an image request; a defect.")
        source = meta.get("source")
        if source not in ("png", "embedded", "rendered"):
            raise InvariantError("The worker named an unknown image source; a defect.")
        values: list[int] = []
        for key in ("width", "height", "original_width", "original_height"):
            value = meta.get(key)
            if not isinstance(value, int) or value <= 0:
                raise InvariantError("The worker returned an image without a size; a defect.")
            values.append(value)
        got_page = meta.get("page")
        paged = READERS[fmt].grading == "pages"
        if paged and not isinstance(got_page, int):
            raise InvariantError("The worker returned a page image without its page; a defect.")
        return PageImage(
            png=png,
            width=values[0],
            height=values[1],
            page=got_page if paged else None,
            source=source,
            original_width=values[2],
            original_height=values[3],
            anchor=anchor,
        )
