"""The data every format is flattened into: blocks with anchors, and what a parser found."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Grade = Literal["A", "B", "C"]
"""A: structure survives (docx, pptx, hwp, hwpx, xlsx, csv, md, html). B: body text only (pdf,
svg, txt). C: no text (read the image)."""


TABLE_START = "table_start"
"""The flag of the first row of each table (with `table`): a table that follows another with
no block between them (Hancom's empty paragraph makes none) still starts where it starts. A
table inside a cell is read as rows of the table around it and has none of its own; when the
outer table has no text before it (a box holding a table), its first row carries the outer's."""

TABLE_CONTINUED = "table_continued"
"""The flag (with `table`, never with `table_start`) of the first row of a PDF ruled table on a
page that continues the table the page before ended with: the same columns, and nothing but
the pages' running heads, feet and numbers between them. Its rows read the table's header
row and declared unit across that furniture."""


@dataclass(frozen=True, slots=True)
class Block:
    """One citable unit of a document.

    `anchor` is what a draft cites (`L14`, `s7.2`, `s7n`, `p3`, `t2`, `meta`); `kind` says what
    the block is in the document's own terms (paragraph, heading, table_row, page, notes, ...);
    `flags` mark what a reader should know (hidden, table, footnote, comment, ...).
    """

    anchor: str
    kind: str
    text: str
    level: int | None = None
    page: int | None = None
    slide: int | None = None
    flags: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form; optional fields appear only when set, in the order the server's
        `read_document` publishes a block (so it sends this form as it is)."""
        out: dict[str, Any] = {"anchor": self.anchor, "kind": self.kind, "text": self.text}
        if self.flags:
            out["flags"] = list(self.flags)
        if self.level is not None:
            out["level"] = self.level
        if self.page is not None:
            out["page"] = self.page
        if self.slide is not None:
            out["slide"] = self.slide
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Block:
        """Inverse of `to_dict` (used to carry blocks across the worker boundary)."""
        return cls(
            anchor=str(data["anchor"]),
            kind=str(data["kind"]),
            text=str(data["text"]),
            level=data.get("level"),
            page=data.get("page"),
            slide=data.get("slide"),
            flags=tuple(data.get("flags", ())),
        )


@dataclass(frozen=True, slots=True)
class TocEntry:
    """A heading (docx), a slide title (pptx), an outline entry (pdf) or an entry of the
    document's own contents page (`_contents.py`): where it is, how deep."""

    anchor: str
    level: int
    title: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {"anchor": self.anchor, "level": self.level, "title": self.title}


@dataclass(frozen=True, slots=True)
class DocWarning:
    """Something the reader of an extraction should know, with a stable code and a count."""

    code: str
    message: str
    count: int = 1

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {"code": self.code, "message": self.message, "count": self.count}


@dataclass(slots=True)
class Parsed:
    """What one format parser returns, before hygiene, grading and invariants are applied."""

    format: str
    blocks: list[Block] = field(default_factory=list)
    title: str | None = None
    pages: int | None = None
    slides: int | None = None
    toc: list[TocEntry] = field(default_factory=list)
    warnings: list[DocWarning] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    image_only_pages: list[int] = field(default_factory=list)
    image_size: tuple[int, int] | None = None
    """Width and height in pixels, for formats that are an image (png)."""
