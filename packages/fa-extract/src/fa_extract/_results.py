"""What the Extractor returns: an inspection (no body text), a read, a page image."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ._model import Block, DocWarning, Grade, TocEntry

__all__ = ("ImageSource", "Inspection", "PageImage", "ReadResult")

ImageSource = Literal["png", "embedded", "rendered"]


@dataclass(frozen=True, slots=True)
class Inspection:
    """The facts of a document without its body text: what `inspect_document` returns.

    `estimated_read_calls` is exact for reads with the default budget that follow `next_start`
    (0 for grade C: there is no text to read, use the image instead). `cache_hit` says the
    document was already parsed (same sha256) and the worker was not asked.
    """

    format: str
    grade: Grade
    unit: str
    sha256: str
    size_bytes: int
    block_count: int
    char_count: int
    pages: int | None
    slides: int | None
    title: str | None
    toc: tuple[TocEntry, ...]
    """One page of the toc: entries `toc_start` .. within `TOC_MAX_TOKENS`."""
    image_only_pages: tuple[int, ...]
    hidden_blocks: int
    removed_invisible_chars: int
    warnings: tuple[DocWarning, ...]
    flags: tuple[str, ...]
    estimated_read_calls: int
    cache_hit: bool
    toc_start: int = 1
    toc_total: int = 0
    """Entries in the whole toc."""
    toc_next_start: int | None = None
    """Where the next toc page begins (`inspect(..., toc_start=)`), None after the last."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "format": self.format,
            "grade": self.grade,
            "unit": self.unit,
            "sha256": self.sha256,
            "size_bytes": self.size_bytes,
            "block_count": self.block_count,
            "char_count": self.char_count,
            "pages": self.pages,
            "slides": self.slides,
            "title": self.title,
            "toc": [t.to_dict() for t in self.toc],
            "toc_start": self.toc_start,
            "toc_total": self.toc_total,
            "toc_next_start": self.toc_next_start,
            "image_only_pages": list(self.image_only_pages),
            "hidden_blocks": self.hidden_blocks,
            "removed_invisible_chars": self.removed_invisible_chars,
            "warnings": [w.to_dict() for w in self.warnings],
            "flags": list(self.flags),
            "estimated_read_calls": self.estimated_read_calls,
            "cache_hit": self.cache_hit,
        }


@dataclass(frozen=True, slots=True)
class ReadResult:
    """Whole blocks `start`..`end` of a document; `next_start` is where to continue (or None)."""

    blocks: tuple[Block, ...]
    start: int
    end: int
    next_start: int | None
    total_blocks: int
    unit: str
    grade: Grade
    sha256: str
    char_count: int
    cache_hit: bool

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "blocks": [b.to_dict() for b in self.blocks],
            "start": self.start,
            "end": self.end,
            "next_start": self.next_start,
            "total_blocks": self.total_blocks,
            "unit": self.unit,
            "grade": self.grade,
            "sha256": self.sha256,
            "char_count": self.char_count,
            "cache_hit": self.cache_hit,
        }


@dataclass(frozen=True, slots=True)
class PageImage:
    """A PNG for the host model's vision: the image itself, a scan's embedded image, or a render.

    `width`/`height` are the returned PNG's; `original_width`/`original_height` the source's
    (for a rendered page: at the render resolution before downscaling).
    """

    png: bytes
    width: int
    height: int
    page: int | None
    source: ImageSource
    original_width: int
    original_height: int
    anchor: str | None = None
    """The `image` block whose picture this is (docx, pptx, hwp, hwpx); None for pages and png."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe metadata (the PNG bytes are left out; send them as image content)."""
        return {
            "width": self.width,
            "height": self.height,
            "page": self.page,
            "anchor": self.anchor,
            "source": self.source,
            "original_width": self.original_width,
            "original_height": self.original_height,
            "png_bytes": len(self.png),
        }
