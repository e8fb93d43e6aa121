"""Checks on the raw bytes before any parser sees them: size, magic bytes, zip budget.

Runs in the calling process and imports no parser: a wrong or hostile file is refused here in
microseconds, without a worker.
"""

from __future__ import annotations

import re
from typing import BinaryIO

from . import _errors as e
from ._errors import ExtractError
from ._limits import Limits
from ._readers import format_of, reader_for
from ._unsupported import unsupported_message

__all__ = ("preflight", "read_capped", "sniff")

_PDF = b"%PDF-"
_PNG = b"\x89PNG\r\n\x1a\n"
_ZIP = b"PK\x03\x04"
_CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_HWP_OLD = b"HWP Document File"  # HWP 3.x and older: not OLE, a header of their own
# PDF readers accept a header a little after the start (some producers prepend junk).
_PDF_HEADER_WINDOW = 1024
_SVG_WINDOW = 64 * 1024
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
# An `<html` (or `<!DOCTYPE html`) before the first `<svg` makes the file a web page.
_HTML_ROOT = re.compile(rb"<(?:!doctype\s+)?html[\s>]", re.IGNORECASE)


def read_capped(file: BinaryIO, limits: Limits) -> bytes:
    """Read the whole file, but never more than `max_file_bytes` + 1 bytes.

    Raises:
        ExtractError: DOCUMENT_EMPTY (zero bytes), DOCUMENT_TOO_LARGE (over the cap),
            DOCUMENT_CORRUPT (the file could not be read).
    """
    cap = limits.max_file_bytes
    chunks: list[bytes] = []
    total = 0
    try:
        while total <= cap:
            chunk = file.read(min(1024 * 1024, cap + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError:
        raise ExtractError(
            e.DOCUMENT_CORRUPT, "The file could not be read from disk; check that it is readable."
        ) from None
    if total == 0:
        raise ExtractError(
            e.DOCUMENT_EMPTY, "The file is empty (0 bytes); there is nothing to read."
        )
    if total > cap:
        raise ExtractError(
            e.DOCUMENT_TOO_LARGE,
            f"The file is larger than the {cap // (1024 * 1024)} MB limit; split it or "
            "export the part you need.",
        )
    return b"".join(chunks)


def sniff(data: bytes) -> str | None:
    """The container the bytes look like, or None.

    "pdf", "png", "zip", "cfb", "hwp" (HWP 3.x and older) by their magic bytes; "svg" for XML
    whose first element is an `svg` (an HTML page with an inline drawing is not one); "text" for
    anything else without a NUL byte in its first 64 KB, or starting with a UTF-16 byte order mark
    (Excel's "Unicode text"). Which text format it is (csv, txt, md, html) only the extension says.
    """
    if _PDF in data[:_PDF_HEADER_WINDOW]:
        return "pdf"
    if data.startswith(_PNG):
        return "png"
    if data.startswith(_ZIP):
        return "zip"
    if data.startswith(_CFB):
        return "cfb"
    if data.startswith(_HWP_OLD):
        return "hwp"
    if data.startswith(_UTF16_BOMS):
        return "text"
    head = data[:_SVG_WINDOW]
    head = head.removeprefix(b"\xef\xbb\xbf")
    svg = head.find(b"<svg")
    if head.lstrip()[:1] == b"<" and svg >= 0 and _HTML_ROOT.search(head, 0, svg) is None:
        return "svg"
    if b"\x00" not in head:
        return "text"
    return None


# What the first bytes show, named for a person, when they show another format fa reads.
_REALLY = {"pdf": "PDF", "png": "PNG image", "svg": "SVG image"}
# Formats whose files are binary containers: unknown bytes under their name are most often a
# document encrypted by an organisation's DRM (문서보안), which wraps the whole file.
_BINARY_DOCUMENTS = frozenset({"pdf", "docx", "pptx", "xlsx", "xlsm", "hwp", "hwpx", "png"})


_WORKBOOKS = frozenset({"xls", "xlsx", "xlsm"})
_SPREADSHEET_XML = b"urn:schemas-microsoft-com:office:spreadsheet"
_XLSX_PART = b"xl/workbook.xml"
# The BOF record opening a worksheet of Excel 2.x, 3.0 and 4.0: its BIFF stream alone, without
# the compound file of Excel 5 and later (then a sheet type, worksheet 0x0010 or workbook 0x0100).
_OLD_EXCEL = {b"\x09\x00": "2.x", b"\x09\x02": "3.0", b"\x09\x04": "4.0"}


def _text_workbook(data: bytes) -> str:
    """What a text file named as a workbook is and what to do: web systems export their tables
    as a web page or as CSV under an Excel name, and Excel opens those without a word."""
    head = data[:_SVG_WINDOW].lower()
    if head.lstrip().startswith(b"mime-version:") and b"multipart/related" in head:
        # Excel's "Single File Web Page" (.mht): its HTML is quoted-printable inside MIME
        # parts, which the HTML reader does not unpack, so renaming it would not help.
        return (
            'it is a web archive (MHTML, Excel\'s "Single File Web Page"). Open it in Excel, '
            "save it as .xlsx and try that copy."
        )
    if _SPREADSHEET_XML in head:
        return (
            "it is an Excel 2003 XML spreadsheet. Open it in Excel, save it as .xlsx and try "
            "that copy."
        )
    if b"<table" in head or b"<html" in head or b"<!doctype html" in head:
        return (
            "it is a web page (HTML) holding a table, as many web systems export their tables "
            "under an Excel name. Rename it to .html and try again."
        )
    return (
        "it is plain text, most often a CSV file a web system exported under an Excel name. "
        "Rename it to .csv and try again."
    )


def _article(word: str) -> str:
    """`a` or `an` before an abbreviation read letter by letter (an HWP, a PDF, an XLSX)."""
    return "an" if word[:1].upper() in "AEFHILMNORSX" else "a"


def _mismatch(fmt: str, container: str | None, data: bytes = b"") -> ExtractError:
    """FORMAT_MISMATCH saying what the bytes are instead, when fa can tell, and what to do."""
    named = fmt.upper()
    first = (
        f"The file's contents are not {_article(named)} {named} file although its name ends "
        f"in .{fmt}"
    )
    if container == "text" and fmt in _WORKBOOKS:
        return ExtractError(e.FORMAT_MISMATCH, f"{first}: {_text_workbook(data)}")
    old_excel = None
    if fmt == "xls" and len(data) >= 8 and 4 <= int.from_bytes(data[2:4], "little") <= 16:
        old_excel = _OLD_EXCEL.get(data[:2])  # a BOF record of its size, 4 to 16 bytes
    if container is None and old_excel is not None:
        return ExtractError(
            e.FORMAT_VERSION_UNSUPPORTED,
            f"The file is an Excel {old_excel} worksheet, a format from before Excel 97 that fa "
            "does not read. Open it in Excel or LibreOffice, save it as .xlsx and try that copy.",
        )
    if container == "zip" and fmt == "xls" and _XLSX_PART in data:
        # Web systems label their .xlsx downloads .xls too; the part's name is stored in the
        # zip's headers, uncompressed.
        return ExtractError(
            e.FORMAT_MISMATCH,
            f"{first}: it is an Excel workbook of 2007 or later (.xlsx). Rename it to .xlsx and "
            "try again.",
        )
    if container in _REALLY:
        really = _REALLY[container]
        return ExtractError(
            e.FORMAT_MISMATCH,
            f"{first}: they are {_article(really)} {really}. Rename it to .{container} and try "
            "again.",
        )
    if container is None and fmt in _BINARY_DOCUMENTS:
        return ExtractError(
            e.FORMAT_MISMATCH,
            f"{first}, nor any format fa knows. A document protected by an organisation's DRM "
            "(문서보안) looks like this outside its viewer: open it there and save or print an "
            "unprotected copy (PDF), or ask its owner for one; otherwise export it again from "
            "the program that made it.",
        )
    return ExtractError(
        e.FORMAT_MISMATCH,
        f"{first}; open it in the program that made it and export it again.",
    )


_PRINTABLE = frozenset(range(0x20, 0x7F)) | {0x09, 0x0A, 0x0D}


def _utf16_without_mark(data: bytes) -> bool:
    """Whether text-named bytes look like UTF-16 written without a byte order mark: a NUL in
    every other byte at one parity only (the high byte of ASCII characters), beside printable
    ASCII. Binary bytes have their NULs anywhere; a Korean syllable ending in 00 (`가`, U+AC00)
    puts a few on the other side, so up to one in ten there is allowed."""
    head = data[: _SVG_WINDOW - _SVG_WINDOW % 2]
    units = len(head) // 2
    if units < 4:
        return False
    for nul, other in ((0, 1), (1, 0)):  # big-endian, little-endian
        high, low = head[nul::2], head[other::2]
        ascii_units = [b for h, b in zip(high, low, strict=True) if h == 0]
        if len(ascii_units) * 10 < units * 3 or low.count(0) * 10 > len(ascii_units):
            continue
        printable = sum(1 for b in ascii_units if b in _PRINTABLE)
        if printable * 10 >= len(ascii_units) * 9:
            return True
    return False


def preflight(data: bytes, name: str, limits: Limits) -> str:
    """Check the bytes against the extension and the format's budget; return the format.

    The container the magic bytes show must be one the format's reader accepts; then the
    reader's own byte-level check runs (for OOXML: the encrypted container, the zip budget).

    Raises:
        ExtractError: FORMAT_UNSUPPORTED, FORMAT_MISMATCH, DOCUMENT_ENCODING_UNKNOWN (text
            in UTF-16 without a byte order mark), DOCUMENT_ENCRYPTED (an Office file
            inside an encrypted container), DOCUMENT_LIMIT_EXCEEDED (OOXML zip budget), or
            DOCUMENT_CORRUPT.
    """
    fmt = format_of(name)
    reader = reader_for(fmt) if fmt else None
    if fmt is None or reader is None:
        raise ExtractError(e.FORMAT_UNSUPPORTED, unsupported_message(name))
    container = sniff(data)
    if container is None and "text" in reader.containers and _utf16_without_mark(data):
        # Text, in an encoding fa does not guess (the byte order is not said): the encoding's
        # code and its step, not "not a TXT file".
        raise ExtractError(
            e.DOCUMENT_ENCODING_UNKNOWN,
            "The text is UTF-16 without a byte order mark, so its encoding is not said and fa "
            "does not guess it. Open it in an editor or Excel and save it again as UTF-8.",
        )
    if container not in reader.containers:
        raise _mismatch(fmt, container, data)
    if reader.preflight is not None:
        reader.preflight(data, limits)
    return fmt
