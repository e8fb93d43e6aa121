"""What a file fa does not read is, and what a person can do about it.

Whether a format is supported comes only from the registry (`_readers.READERS`): a format a
reader is added for stops being described here without any change to this module. The table
below only names formats people often have (legacy Office, Hangul, pictures) and the supported
formats they can be saved as; every suggestion is filtered through the registry too.
"""

from __future__ import annotations

import re

from ._readers import READERS, SUPPORTED_FORMATS, format_of

__all__ = ("UNKNOWN_FORMAT", "extension_of", "unsupported_message", "unsupported_reason")

UNKNOWN_FORMAT = "unknown"
"""The format of a name without a usable extension."""

# An extension is reported only when it is short and plain: a file name is chosen by whoever
# wrote the document, and nothing else of it is echoed.
_PLAIN_EXTENSION = re.compile(r"[a-z0-9]{1,10}")

_KNOWN: dict[str, tuple[str, tuple[str, ...]]] = {
    "doc": ("a legacy Word 97-2003 document", ("docx", "pdf")),
    "dot": ("a legacy Word 97-2003 template", ("docx", "pdf")),
    "rtf": ("a Rich Text document", ("docx", "pdf")),
    "odt": ("an OpenDocument text", ("docx", "pdf")),
    "ppt": ("a legacy PowerPoint 97-2003 presentation", ("pptx", "pdf")),
    "pps": ("a legacy PowerPoint 97-2003 slide show", ("pptx", "pdf")),
    "odp": ("an OpenDocument presentation", ("pptx", "pdf")),
    "xls": ("a legacy Excel 97-2003 workbook", ("xlsx", "csv", "pdf")),
    "xlsx": ("an Excel workbook", ("csv", "pdf")),
    "ods": ("an OpenDocument spreadsheet", ("xlsx", "csv", "pdf")),
    "hwp": ("a Hangul (HWP) document", ("pdf", "docx")),
    "hwpx": ("a Hangul (HWPX) document", ("pdf", "docx")),
    "jpg": ("a JPEG picture", ("png",)),
    "jpeg": ("a JPEG picture", ("png",)),
    "gif": ("a GIF picture", ("png",)),
    "bmp": ("a bitmap picture", ("png",)),
    "tif": ("a TIFF picture", ("png", "pdf")),
    "tiff": ("a TIFF picture", ("png", "pdf")),
    "webp": ("a WebP picture", ("png",)),
    "heic": ("a HEIC photo", ("png",)),
}
_DEFAULT_TARGETS = ("pdf", "docx")


def extension_of(name: str) -> str:
    """The lower-case extension of a file name, or `unknown` when it has none (or an odd one)."""
    base = name.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]
    dot = base.rfind(".")
    ext = base[dot + 1 :].lower() if dot > 0 else ""
    return ext if _PLAIN_EXTENSION.fullmatch(ext) else UNKNOWN_FORMAT


def _targets(ext: str) -> list[str]:
    wanted = _KNOWN[ext][1] if ext in _KNOWN else _DEFAULT_TARGETS
    found = [fmt.upper() for fmt in wanted if fmt in READERS]
    return found or [fmt.upper() for fmt in _DEFAULT_TARGETS if fmt in READERS]


def unsupported_reason(name: str) -> str | None:
    """Why fa cannot read a file of this name, and what to do; None when fa reads it.

    Decided from the extension alone, like everything `scan_folder` reports: e.g. `a legacy Word
    97-2003 document (.doc), which fa does not read: save it as DOCX or PDF`.
    """
    if format_of(name) is not None:
        return None
    ext = extension_of(name)
    if ext == UNKNOWN_FORMAT:
        what = "a file without a plain file extension"
    else:
        what = f"{_KNOWN[ext][0]} (.{ext})" if ext in _KNOWN else f"a .{ext} file"
    targets = " or ".join(_targets(ext))
    return f"{what}, which fa does not read: save it as {targets}"


def unsupported_message(name: str) -> str:
    """The FORMAT_UNSUPPORTED message: the format found, what to do, and what fa reads."""
    reason = unsupported_reason(name) or "a format fa does not read"
    return (
        f"This is {reason} in the program that made it, and read that copy. fa reads "
        + ", ".join(SUPPORTED_FORMATS)
        + "."
    )
