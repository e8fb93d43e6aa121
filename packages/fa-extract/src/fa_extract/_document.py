"""A parsed document after central hygiene and grading, and its form on the worker wire.

`finalize` runs in the worker on every parser's output, whatever the format: invisible Unicode is
removed and counted, private-use symbols are mapped or flagged, over-long blocks are split, pages
are graded, and anchors are checked before anything crosses back to the caller.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ._contents import contents_toc
from ._errors import InvariantError
from ._hygiene import clean_text, non_ws_len
from ._limits import Limits
from ._model import Block, DocWarning, Grade, Parsed, TocEntry
from ._readers import READERS
from ._reads import BlockCosts
from ._split import split_blocks

__all__ = ("MIN_PAGE_CHARS", "TITLE_CHARS", "Document", "finalize", "grade_of")

TITLE_CHARS = 300
"""A document's title and a toc entry's title keep at most this many characters (a heading or
a title property can be any length; a heading's text is in its blocks), so an inspection stays
small and one toc entry never fills a toc page (`TOC_MAX_TOKENS`)."""

# A PDF page with fewer non-whitespace characters than this carries at most a page number or a
# stray header, so it is treated as a scan whose content lives in the image (grade C).
MIN_PAGE_CHARS = 8


@dataclass(frozen=True, slots=True)
class Document:
    """Everything fa knows about one document's content; cached by sha256 in the caller."""

    format: str
    grade: Grade
    blocks: tuple[Block, ...]
    title: str | None
    pages: int | None
    slides: int | None
    toc: tuple[TocEntry, ...]
    image_only_pages: tuple[int, ...]
    warnings: tuple[DocWarning, ...]
    flags: tuple[str, ...]
    removed_invisible_chars: int
    image_size: tuple[int, int] | None = None
    split: bool = False
    """Whether an over-long block was split, which moved every later anchor from the reader's
    own numbering (a picture is then found through `finalize(..., origins=)`)."""
    _costs: BlockCosts | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def costs(self) -> BlockCosts:
        """The blocks' running costs against the read budgets, priced on first use and kept
        with the cached document (two threads that race here compute the same value)."""
        costs = self._costs
        if costs is None:
            costs = BlockCosts(self.blocks)
            object.__setattr__(self, "_costs", costs)
        return costs

    @property
    def unit(self) -> str:
        """What one block is, in words."""
        return READERS[self.format].unit

    @property
    def char_count(self) -> int:
        """Characters of block text."""
        return sum(len(b.text) for b in self.blocks)

    @property
    def hidden_blocks(self) -> int:
        """Blocks flagged `hidden`."""
        return sum(1 for b in self.blocks if "hidden" in b.flags)

    def to_wire(self) -> dict[str, Any]:
        """JSON-safe form for the worker pipe."""
        return {
            "format": self.format,
            "grade": self.grade,
            "blocks": [b.to_dict() for b in self.blocks],
            "title": self.title,
            "pages": self.pages,
            "slides": self.slides,
            "toc": [t.to_dict() for t in self.toc],
            "image_only_pages": list(self.image_only_pages),
            "warnings": [w.to_dict() for w in self.warnings],
            "flags": list(self.flags),
            "removed_invisible_chars": self.removed_invisible_chars,
            "image_size": list(self.image_size) if self.image_size else None,
            "split": self.split,
        }

    @classmethod
    def from_wire(cls, data: Any) -> Document:
        """Rebuild from `to_wire` output, checking every type (the worker is not trusted).

        Raises:
            InvariantError: the data does not have the expected shape.
        """
        try:
            grade = data["grade"]
            if grade not in ("A", "B", "C"):
                raise TypeError("grade")
            size = data.get("image_size")
            if type(data["split"]) is not bool:
                raise TypeError("split")
            return cls(
                format=_str(data["format"]),
                grade=grade,
                blocks=tuple(_block(b) for b in data["blocks"]),
                title=None if data["title"] is None else _str(data["title"]),
                pages=_opt_int(data["pages"]),
                slides=_opt_int(data["slides"]),
                toc=tuple(
                    TocEntry(_str(t["anchor"]), _int(t["level"]), _str(t["title"]))
                    for t in data["toc"]
                ),
                image_only_pages=tuple(_int(n) for n in data["image_only_pages"]),
                warnings=tuple(
                    DocWarning(_str(w["code"]), _str(w["message"]), _int(w["count"]))
                    for w in data["warnings"]
                ),
                flags=tuple(_str(f) for f in data["flags"]),
                removed_invisible_chars=_int(data["removed_invisible_chars"]),
                image_size=(_int(size[0]), _int(size[1])) if size else None,
                split=data["split"],
            )
        except (KeyError, TypeError, ValueError, IndexError):
            raise InvariantError(
                "The extraction worker returned a malformed result. This is a defect in fa, "
                "not in the file: stop and report it."
            ) from None


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("str")
    return value


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("int")
    return value


def _opt_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def _block(data: Any) -> Block:
    # Runs once for every block of every parse, so the checks of `_str` and `_opt_int` are
    # written out here (exact types: JSON gives no subclasses, and `bool` is no `int`).
    if type(data) is not dict:
        raise TypeError("block")
    anchor, kind, text = data["anchor"], data["kind"], data["text"]
    if type(anchor) is not str or type(kind) is not str or type(text) is not str:
        raise TypeError("str")
    level, page, slide = data.get("level"), data.get("page"), data.get("slide")
    for number in (level, page, slide):
        if number is not None and type(number) is not int:
            raise TypeError("int")
    flags = data.get("flags", [])
    if type(flags) is not list or any(type(flag) is not str for flag in flags):
        raise TypeError("flags")
    return Block(anchor, kind, text, level, page, slide, tuple(flags))


def grade_of(fmt: str, blocks: tuple[Block, ...]) -> tuple[Grade, tuple[int, ...]]:
    """The document grade and, for paged formats, the pages graded C (image-only).

    The format's reader says how (`Reader.grading`): by pages (pdf: a page is B with at least
    MIN_PAGE_CHARS non-whitespace characters, else C; the document is B if any page is B), by
    structure (docx, pptx, hwp, hwpx, xlsx, csv, md, html: A if any block has content), by text
    (svg, txt: B if any block has content) or as an image (png: C). A document with no readable
    block is C.
    """
    grading = READERS[fmt].grading
    if grading == "pages":
        # A page is every block whose `page` it is (a PDF page is one or more paragraphs).
        chars: dict[int, int] = {}
        for index, block in enumerate(blocks):
            page = block.page or index + 1
            chars[page] = chars.get(page, 0) + non_ws_len(block.text)
        image_only = tuple(page for page, count in chars.items() if count < MIN_PAGE_CHARS)
        return ("B" if len(image_only) < len(chars) else "C"), image_only
    readable = any(b.text.strip() for b in blocks)
    if grading == "structure":
        return ("A" if readable else "C"), ()
    if grading == "text":
        return ("B" if readable else "C"), ()
    return "C", ()


_PLACE = re.compile(r"\[(L\d{1,7})\] ")


def _placed(block: Block, renamed: dict[str, str]) -> str:
    """A memo's text with the anchor of its place (`[L14] ...`, hwp and hwpx) as renumbered."""
    if block.kind != "comment" or not block.text.startswith("[L"):
        return block.text
    match = _PLACE.match(block.text)
    if match is None or match.group(1) not in renamed:
        return block.text
    return f"[{renamed[match.group(1)]}] {block.text[match.end() :]}"


def finalize(
    parsed: Parsed, limits: Limits | None = None, *, origins: dict[str, str] | None = None
) -> Document:
    """Apply hygiene, block splitting and grading to a parser's output, whatever the format.

    A block longer than `limits.max_block_chars` is split into consecutive blocks numbered by
    the format's `Reader.renumber` (toc entries follow their block's first piece), so no block
    is larger than one read can return. `origins`, when given, is filled with the parser's
    anchor of every final block (the same anchor unless a split moved it): how a picture asked
    for by its final anchor is found again in the parser's numbering.

    Raises:
        InvariantError: a parser produced an empty, duplicate or misformed anchor.
    """
    cap = (limits or Limits()).max_block_chars
    fmt = parsed.format
    reader = READERS.get(fmt)
    if reader is None:
        raise InvariantError(f"Unknown format from a parser: {fmt!r}.")
    pattern = reader.anchor_pattern
    removed = 0
    mapped = 0
    private_use_blocks = 0
    seen: set[str] = set()
    blocks: list[Block] = []
    for block in parsed.blocks:
        if not block.anchor or not pattern.fullmatch(block.anchor) or block.anchor in seen:
            raise InvariantError(
                "A parser produced an empty, duplicate or misformed anchor. This is a defect "
                "in fa, not in the file: stop and report it."
            )
        seen.add(block.anchor)
        cleaned = clean_text(block.text)
        removed += cleaned.removed
        mapped += cleaned.mapped
        flags = block.flags
        if cleaned.unmapped_private_use:
            private_use_blocks += 1
            if "private_use" not in flags:
                flags = (*flags, "private_use")
        if cleaned.text == block.text and flags is block.flags:
            blocks.append(block)  # already clean: the frozen block is kept, not rebuilt
            continue
        blocks.append(
            Block(
                anchor=block.anchor,
                kind=block.kind,
                text=cleaned.text,
                level=block.level,
                page=block.page,
                slide=block.slide,
                flags=flags,
            )
        )
    renamed: dict[str, str] = {}
    if reader.renumber is not None and any(len(b.text) > cap for b in blocks):
        pieces, first = split_blocks(blocks, cap)
        anchors = reader.renumber(pieces)
        renamed = {block.anchor: anchors[first[i]] for i, block in enumerate(blocks)}
        if len(set(anchors)) != len(anchors) or not all(map(pattern.fullmatch, anchors)):
            raise InvariantError(
                "Splitting a long block produced a duplicate or misformed anchor. This is a "
                "defect in fa, not in the file: stop and report it."
            )
        blocks = [
            Block(anchor, b.kind, _placed(b, renamed), b.level, b.page, b.slide, b.flags)
            for anchor, b in zip(anchors, pieces, strict=True)
        ]
        seen = set(anchors)
        if origins is not None:  # a piece keeps its block's anchor until it is renumbered
            origins.update(zip(anchors, (b.anchor for b in pieces), strict=True))
    elif origins is not None:
        origins.update((b.anchor, b.anchor) for b in blocks)
    title = None
    if parsed.title:
        cleaned_title = clean_text(parsed.title)
        removed += cleaned_title.removed
        title = " ".join(cleaned_title.text.split())[:TITLE_CHARS].rstrip() or None
    toc: list[TocEntry] = []
    for entry in parsed.toc:
        cleaned_entry = clean_text(entry.title)
        removed += cleaned_entry.removed
        text = " ".join(cleaned_entry.text.split())[:TITLE_CHARS].rstrip()
        anchor = renamed.get(entry.anchor, entry.anchor)
        if text and anchor in seen:
            toc.append(TocEntry(anchor, entry.level, text))
    from_contents = contents_toc(blocks)
    if len(from_contents) > len(toc):  # the author's contents page says more than the headings
        toc = [TocEntry(t.anchor, t.level, t.title[:TITLE_CHARS].rstrip()) for t in from_contents]
    warnings = list(parsed.warnings)
    if removed:
        warnings.append(
            DocWarning(
                "INVISIBLE_CHARS_REMOVED",
                "Invisible characters (zero-width, bidi controls, tag characters or control "
                "codes) were removed from the text; a document should not need them.",
                removed,
            )
        )
    if mapped:
        warnings.append(
            DocWarning(
                "PRIVATE_USE_MAPPED",
                "Symbol-font characters (bullets, arrows, check marks) were mapped to their "
                "standard characters.",
                mapped,
            )
        )
    if private_use_blocks:
        warnings.append(
            DocWarning(
                "PRIVATE_USE_UNMAPPED",
                "Some blocks contain private-use characters from symbol fonts that have no "
                "standard meaning; they are flagged private_use. Check those blocks against "
                "the page image before citing a symbol.",
                private_use_blocks,
            )
        )
    frozen = tuple(blocks)
    grade, image_only = grade_of(fmt, frozen)
    if image_only and grade == "B":
        warnings.append(
            DocWarning(
                "IMAGE_ONLY_PAGES",
                "Some pages have no text layer (scans or drawings); read them with "
                "read_document_image.",
                len(image_only),
            )
        )
    return Document(
        format=fmt,
        grade=grade,
        blocks=frozen,
        title=title,
        pages=parsed.pages,
        slides=parsed.slides,
        toc=tuple(toc),
        image_only_pages=image_only,
        warnings=tuple(warnings),
        flags=tuple(sorted(parsed.flags)),
        removed_invisible_chars=removed,
        image_size=parsed.image_size,
        split=any(old != new for old, new in renamed.items()),
    )
