"""Formats fa-extract reads: extension, unit of one block, grade a scan can promise."""

from __future__ import annotations

from pathlib import PurePath
from typing import Literal

__all__ = ("SUPPORTED_FORMATS", "UNITS", "estimate_grade", "format_of")

SUPPORTED_FORMATS: tuple[str, ...] = ("pdf", "docx", "pptx", "svg", "png")
"""File extensions (lower case, without the dot) that fa-extract reads."""

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
_ESTIMATES: dict[str, EstimatedGrade] = {"docx": "A", "pptx": "A", "pdf": "B?", "svg": "B?", "png": "C"}


def format_of(name: str) -> str | None:
    """The format named by a file name's extension (case-insensitive), or None if unsupported."""
    suffix = PurePath(name.replace("\\", "/")).suffix.lower().lstrip(".")
    return suffix if suffix in SUPPORTED_FORMATS else None


def estimate_grade(suffix: str) -> EstimatedGrade | None:
    """The grade a file of this extension can be expected to get, without opening it.

    `suffix` may be given with or without the dot (".pdf", "PDF"). Returns "A" for docx and
    pptx, "B?" for pdf and svg (unconfirmed until inspected), "C" for png, None otherwise.
    """
    return _ESTIMATES.get(suffix.lower().lstrip("."))
