"""Formats fa-extract reads: extension, unit of one block, grade a scan can promise."""

from __future__ import annotations

from typing import Literal

__all__ = ("SUPPORTED_FORMATS", "UNITS", "estimate_grade", "format_of")

SUPPORTED_FORMATS: tuple[str, ...] = ("pdf", "docx", "pptx", "svg", "png")
"""File extensions (lower case, without the dot) that fa-extract reads."""

_FORMAT_SET = frozenset(SUPPORTED_FORMATS)

UNITS: dict[str, str] = {
    "pdf": "page",
    "docx": "paragraph or table row",
    "pptx": "slide line or notes",
    "svg": "text element",
    "png": "image",
}

EstimatedGrade = Literal["A", "B?", "C"]

# Without opening a file only the format is known: docx/pptx keep their structure (A), png has no
# text (C), and whether a pdf or svg carries text is unknown until it is inspected (B?).
_ESTIMATES: dict[str, EstimatedGrade] = {
    "docx": "A",
    "pptx": "A",
    "pdf": "B?",
    "svg": "B?",
    "png": "C",
}


def format_of(name: str) -> str | None:
    """The format named by a file name's extension (case-insensitive), or None if unsupported."""
    base = name.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]
    dot = base.rfind(".")
    if dot <= 0:  # no extension, or a dot file such as ".pdf"
        return None
    suffix = base[dot + 1 :].lower()
    return suffix if suffix in _FORMAT_SET else None


def estimate_grade(suffix: str) -> EstimatedGrade | None:
    """The grade a file of this extension can be expected to get, without opening it.

    `suffix` may be given with or without the dot (".pdf", "PDF"). Returns "A" for docx and
    pptx, "B?" for pdf and svg (unconfirmed until inspected), "C" for png, None otherwise.
    """
    return _ESTIMATES.get(suffix.lower().lstrip("."))
