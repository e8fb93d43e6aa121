"""The format readers and the one registry that maps a format to its reader.

Each reader is a module of this package with `parse(data, limits) -> Parsed` and, for formats
that have pictures, `image(data, page, limits) -> ImageOut`. Reader modules import their
libraries (PDFium, lxml, Pillow) and run only inside the worker; this module imports none of
them, so the calling process can ask what a format is, what its anchors look like and how it is
graded without loading a parser. Adding a format means one reader module, one `Reader` line in
`READERS` and its tests; the machinery (preflight, worker, grading, invariants) knows formats
only through this table.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Literal

from .._limits import Limits
from .._model import Block

__all__ = (
    "READERS",
    "SUPPORTED_FORMATS",
    "EstimatedGrade",
    "Grading",
    "Numbering",
    "Reader",
    "estimate_grade",
    "format_of",
    "image_access",
    "reader_for",
)

EstimatedGrade = Literal["A", "B?", "C"]
ImageAccess = Literal["page", "file", "anchor"]

Grading = Literal["pages", "structure", "text", "image"]
"""How a document's grade follows from its blocks.

`pages`: each page is B with enough text, else C (listed as image-only); the document is B if any
page is. `structure`: A when any block has text (the reader keeps headings, tables, notes), else
C. `text`: B when any block has text, else C. `image`: always C (no text layer at all).
"""

Container = Literal["pdf", "png", "zip", "cfb", "svg", "hwp", "text"]

Numbering = Callable[[Sequence[Block]], list[str]]
"""The anchors of a block list in order, for a list in which an over-long block was split.

`finalize` splits every block longer than `Limits.max_block_chars` into consecutive pieces that
keep the block's kind, page, slide and flags, then asks the format's numbering for the anchors
of the whole list, so a split block and every block after it are numbered as the format
numbers blocks (`L14`, `L15`; `p3.4`, `p3.5`; `s7.2`, `s7.3`), or, where an anchor names one
place in the file rather than counting blocks, as parts of that place (`x2.14.1`, `r14.2`,
`s7n.1`: see `in_parts`).
"""


def numbered(prefix: str) -> Numbering:
    """Anchors `<prefix>1`, `<prefix>2`, ...: the n-th block of the document (docx, svg)."""

    def number(blocks: Sequence[Block]) -> list[str]:
        return [f"{prefix}{index}" for index in range(1, len(blocks) + 1)]

    return number


def page_paragraphs(blocks: Sequence[Block]) -> list[str]:
    """Anchors `p3.1`, `p3.2`, ...: the n-th block of its page (pdf)."""
    counts: dict[int, int] = {}
    anchors: list[str] = []
    for block in blocks:
        page = block.page or 0
        counts[page] = counts.get(page, 0) + 1
        anchors.append(f"p{page}.{counts[page]}")
    return anchors


def own_anchors(blocks: Sequence[Block]) -> list[str]:
    """The anchors the reader gave (a spreadsheet row `x2.14`, a csv record `r14`)."""
    return [block.anchor for block in blocks]


def in_parts(number: Numbering) -> Numbering:
    """`number`, with the pieces of one split block named as its parts: `x2.14.1`, `x2.14.2`.

    For formats whose anchor names one place in the file (a sheet's row, a csv record, a
    slide's notes), so a split keeps that name and every other block keeps its own: `number`
    gives each piece of a split block its block's anchor, and an anchor given more than once
    gets `.1`, `.2`, ... in order. A block that was not split keeps its anchor unchanged.
    """

    def number_parts(blocks: Sequence[Block]) -> list[str]:
        anchors = number(blocks)
        repeated = Counter(anchors)
        seen: dict[str, int] = {}
        named: list[str] = []
        for anchor in anchors:
            if repeated[anchor] == 1:
                named.append(anchor)
                continue
            seen[anchor] = seen.get(anchor, 0) + 1
            named.append(f"{anchor}.{seen[anchor]}")
        return named

    return number_parts


def slide_lines(blocks: Sequence[Block]) -> list[str]:
    """Anchors `s7.1`, `s7.2`, ... per slide; speaker notes keep `s7n` (pptx)."""
    counts: dict[int, int] = {}
    anchors: list[str] = []
    for block in blocks:
        slide = block.slide or 0
        if block.kind == "notes":
            anchors.append(f"s{slide}n")
            continue
        counts[slide] = counts.get(slide, 0) + 1
        anchors.append(f"s{slide}.{counts[slide]}")
    return anchors


@dataclass(frozen=True, slots=True)
class Reader:
    """What fa knows about one format without opening a file of it."""

    format: str
    """The name used everywhere (tool output, caches, the worker): usually the extension."""
    module: str
    """The reader module inside this package, imported only in the worker."""
    unit: str
    """What one block is, in words (a response's `unit`)."""
    anchor: str
    """Regular expression one anchor of this format must match in full."""
    containers: tuple[Container, ...]
    """What the magic bytes may say; anything else is FORMAT_MISMATCH."""
    grading: Grading
    estimated_grade: EstimatedGrade
    """The grade `scan_folder` promises without opening the file."""
    has_images: bool = False
    """The reader has `image()`: `read_document_image` can show this format. Formats graded by
    `pages` or `image` show a page (or the file); the others show an embedded picture by the
    anchor of its `image` block (`image(data, None, limits, anchor=...)`)."""
    preflight: Callable[[bytes, Limits], None] | None = None
    """A byte-level check run in the calling process before any worker (zip budget, DTDs)."""
    extensions: tuple[str, ...] = ()
    """Extensions beyond the format name that mean this format."""
    renumber: Numbering | None = None
    """How anchors are numbered after an over-long block is split; None: never split."""
    anchor_pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "anchor_pattern", re.compile(self.anchor))

    def load(self) -> ModuleType:
        """Import the reader module (in the worker)."""
        return importlib.import_module(f"{__name__}.{self.module}")


def _ooxml_preflight(data: bytes, limits: Limits) -> None:
    # ooxml imports zipfile and struct at module level and lxml only inside its parsers, so this
    # runs in the calling process without loading an XML library.
    from .ooxml import preflight_ooxml

    preflight_ooxml(data, limits)


def _hwp_preflight(data: bytes, limits: Limits) -> None:
    # hwp and hwpx import only the standard library at module level (olefile, cryptography and
    # lxml load inside their parsers), so this runs in the calling process too.
    from .hwp import preflight_hwp

    preflight_hwp(data, limits)


def _hwpx_preflight(data: bytes, limits: Limits) -> None:
    from .hwpx import preflight_hwpx

    preflight_hwpx(data, limits)


READERS: dict[str, Reader] = {
    reader.format: reader
    for reader in (
        Reader(
            format="pdf",
            module="pdf",
            unit="page paragraph",
            anchor=r"p[1-9][0-9]*\.[1-9][0-9]*",
            containers=("pdf",),
            grading="pages",
            estimated_grade="B?",
            has_images=True,
            renumber=page_paragraphs,
        ),
        Reader(
            format="docx",
            module="docx",
            unit="paragraph or table row",
            anchor=r"L[1-9][0-9]*",
            containers=("zip", "cfb"),
            grading="structure",
            estimated_grade="A",
            has_images=True,
            preflight=_ooxml_preflight,
            renumber=numbered("L"),
        ),
        Reader(
            format="pptx",
            module="pptx",
            unit="slide line or notes",
            anchor=r"s[1-9][0-9]*(?:\.[1-9][0-9]*|n(?:\.[1-9][0-9]*)?)",
            containers=("zip", "cfb"),
            grading="structure",
            estimated_grade="A",
            has_images=True,
            preflight=_ooxml_preflight,
            renumber=in_parts(slide_lines),
        ),
        Reader(
            format="hwp",
            module="hwp",
            unit="paragraph or table row",
            anchor=r"L[1-9][0-9]*",
            containers=("cfb", "zip", "hwp"),
            grading="structure",
            estimated_grade="A",
            has_images=True,
            preflight=_hwp_preflight,
            renumber=numbered("L"),
        ),
        Reader(
            format="hwpx",
            module="hwpx",
            unit="paragraph or table row",
            anchor=r"L[1-9][0-9]*",
            containers=("zip", "cfb", "hwp"),
            grading="structure",
            estimated_grade="A",
            has_images=True,
            preflight=_hwpx_preflight,
            renumber=numbered("L"),
        ),
        Reader(
            format="xlsx",
            module="xlsx",
            unit="sheet row",
            anchor=r"x[1-9][0-9]*\.[1-9][0-9]*(?:\.[1-9][0-9]*)?",
            containers=("zip", "cfb"),
            grading="structure",
            estimated_grade="A",
            preflight=_ooxml_preflight,
            extensions=("xlsm",),
            renumber=in_parts(own_anchors),
        ),
        Reader(
            format="xls",
            module="xls",
            unit="sheet row",
            anchor=r"x[1-9][0-9]*\.[1-9][0-9]*(?:\.[1-9][0-9]*)?",
            containers=("cfb",),
            grading="structure",
            estimated_grade="A",
            renumber=in_parts(own_anchors),
        ),
        Reader(
            format="csv",
            module="delimited",
            unit="row",
            anchor=r"r[1-9][0-9]*(?:\.[1-9][0-9]*)?",
            containers=("text",),
            grading="structure",
            estimated_grade="A",
            extensions=("tsv",),
            renumber=in_parts(own_anchors),
        ),
        Reader(
            format="txt",
            module="text",
            unit="paragraph",
            anchor=r"L[1-9][0-9]*",
            containers=("text",),
            grading="text",
            estimated_grade="B?",
            renumber=numbered("L"),
        ),
        Reader(
            format="md",
            module="markdown",
            unit="heading, paragraph, list item, table row or code block",
            anchor=r"L[1-9][0-9]*",
            containers=("text",),
            grading="structure",
            estimated_grade="A",
            extensions=("markdown",),
            renumber=numbered("L"),
        ),
        Reader(
            format="html",
            module="html",
            unit="heading, paragraph, list item or table row",
            anchor=r"L[1-9][0-9]*",
            containers=("text",),
            grading="structure",
            estimated_grade="A",
            extensions=("htm",),
            renumber=numbered("L"),
        ),
        Reader(
            format="svg",
            module="svg",
            unit="text element",
            anchor=r"t[1-9][0-9]*",
            containers=("svg",),
            grading="text",
            estimated_grade="B?",
            renumber=numbered("t"),
        ),
        Reader(
            format="png",
            module="png",
            unit="image",
            anchor=r"(?!)",
            containers=("png",),
            grading="image",
            estimated_grade="C",
            has_images=True,
        ),
    )
}
"""Every format fa reads, in the order the documentation lists them."""

SUPPORTED_FORMATS: tuple[str, ...] = tuple(READERS)
"""Formats (lower case, without the dot) that fa-extract reads."""

_BY_EXTENSION: dict[str, Reader] = {
    ext: reader for reader in READERS.values() for ext in (reader.format, *reader.extensions)
}


def reader_for(fmt: str) -> Reader | None:
    """The reader of a format name, or None."""
    return READERS.get(fmt)


def format_of(name: str) -> str | None:
    """The format named by a file name's extension (case-insensitive), or None if unsupported."""
    base = name.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]
    dot = base.rfind(".")
    if dot <= 0:  # no extension, or a dot file such as ".pdf"
        return None
    reader = _BY_EXTENSION.get(base[dot + 1 :].lower())
    return reader.format if reader else None


def estimate_grade(suffix: str) -> EstimatedGrade | None:
    """The grade a file of this extension can be expected to get, without opening it.

    `suffix` may be given with or without the dot (".pdf", "PDF"). Returns "A" for formats
    whose structure survives (docx, pptx, hwp, hwpx, xlsx, csv, md, html), "B?" for pdf, svg and txt
    (unconfirmed until inspected), "C" for png, None for an unsupported extension.
    """
    reader = _BY_EXTENSION.get(suffix.lower().lstrip("."))
    return reader.estimated_grade if reader else None


def image_access(fmt: str) -> ImageAccess | None:
    """How `read_document_image` shows a format: by `page` (pdf), the whole `file` (png), a
    picture by the `anchor` of its image block (docx, pptx, hwp, hwpx), or None (it cannot:
    svg, spreadsheets and text files)."""
    reader = READERS.get(fmt)
    if reader is None or not reader.has_images:
        return None
    if reader.grading == "pages":
        return "page"
    if reader.grading == "image":
        return "file"
    return "anchor"
