"""What Word, PowerPoint and Excel files share: the zip preflight, bounded part reads, hardened XML.

An OOXML file is a zip of XML parts linked by relationships. Everything that can make one
expensive is visible before any XML is parsed: the entry count and the declared sizes live in the
zip's central directory, so `preflight_ooxml` refuses a zip bomb, an element flood or a 100k-entry
archive by reading that directory only, then reads the prolog of each XML part (the bytes before
its root element, where a DTD must stand) to refuse any `<!DOCTYPE`, which OOXML never uses and
entity bombs and XXE need. The parser refuses a DOCTYPE again in every part it parses.

`Package` is what the docx, pptx and xlsx parsers read through after preflight: part reads capped at
the declared size, one hardened lxml parser (no DTD, no entities, no network, no huge trees),
relationships resolved to part names, and external targets counted, never fetched.
"""

from __future__ import annotations

import io
import posixpath
import re
import struct
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING
from urllib.parse import unquote

from .._errors import (
    DOCUMENT_CORRUPT,
    DOCUMENT_ENCRYPTED,
    DOCUMENT_LIMIT_EXCEEDED,
    FORMAT_MISMATCH,
    ExtractError,
)
from .._limits import Limits
from .._model import DocWarning

if TYPE_CHECKING:
    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue] (lxml ships no stubs)

__all__ = (
    "HARDENED_XML",
    "OFFICE",
    "Package",
    "Rel",
    "Wording",
    "chart_lines",
    "check_zip",
    "diagram_lines",
    "drawing_text",
    "office_encrypted",
    "preflight_ooxml",
)

# Namespaces (transitional OOXML, which is what Word, PowerPoint, LibreOffice and Google write).
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
C = "{http://schemas.openxmlformats.org/drawingml/2006/chart}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
PKG_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
DC = "{http://purl.org/dc/elements/1.1/}"
DGM = "{http://schemas.openxmlformats.org/drawingml/2006/diagram}"

REL_OFFICE_DOCUMENT = (
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
)
REL_HYPERLINK = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink"
REL_CORE_PROPS = (
    "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties"
)

_CFB_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# A password-protected Office file is an OLE container with these two streams; either name
# alone is enough to tell it from a legacy .doc/.ppt.
_ENCRYPTION_STREAMS = ("EncryptionInfo".encode("utf-16-le"), "EncryptedPackage".encode("utf-16-le"))
_EOCD = b"PK\x05\x06"
_EOCD64_LOCATOR = b"PK\x06\x07"
_DOCTYPE_MARKS = (
    b"<!DOCTYPE",
    "<!DOCTYPE".encode("utf-16-le"),
    "<!DOCTYPE".encode("utf-16-be"),
)
# ISO 29500 Strict (Word's and Excel's "Strict Open XML" save) names the same elements and
# relationship types under `http://purl.oclc.org/ooxml/<area>/<name>` where transitional files
# say `http://schemas.openxmlformats.org/<area>/2006/<name>`. Each part is read in the
# transitional names, so every reader sees one vocabulary.
_STRICT_MARK = b"http://purl.oclc.org/ooxml/"
_STRICT = re.compile(
    rb"http://purl\.oclc\.org/ooxml/"
    rb"(wordprocessingml|spreadsheetml|presentationml|drawingml|officeDocument)/(\w+)"
)
_SCAN_CHUNK = 1024 * 1024
_PROLOG_BYTES = 1024  # the XML declaration and root start of a real part fit easily
_XML_SUFFIXES = (".xml", ".rels", ".vml")
# What the zip layer raises on a damaged archive (NotImplementedError: an unknown zip version or
# compression method; struct.error and ValueError: broken header fields).
_ZIP_ERRORS = (
    zipfile.BadZipFile,
    zipfile.LargeZipFile,
    zlib.error,
    EOFError,
    OSError,
    ValueError,
    NotImplementedError,
    struct.error,
)


def _err(code: str, message: str) -> ExtractError:
    return ExtractError(code, message)


# The directory entry of a BIFF workbook's stream, as a compound file spells its names.
_WORKBOOK_STREAM = "Workbook".encode("utf-16-le")


def office_encrypted() -> ExtractError:
    """DOCUMENT_ENCRYPTED for a password-protected Office file (docx, pptx, xlsx, xls)."""
    return _err(
        DOCUMENT_ENCRYPTED,
        "The document is password-protected. fa never asks for a password: a person must open "
        "it in Office, remove the password and save a copy.",
    )


@dataclass(frozen=True, slots=True)
class Wording:
    """How messages name a zip-of-XML format and the program that repairs it (OOXML, HWPX)."""

    noun: str
    app: str


OFFICE = Wording("Office file", "Word, PowerPoint or Excel")


def _corrupt(detail: str, wording: Wording = OFFICE) -> ExtractError:
    return _err(
        DOCUMENT_CORRUPT,
        f"The {wording.noun} is damaged ({detail}). Open it in {wording.app}, save a new copy "
        "and try that copy.",
    )


def _too_big(detail: str, wording: Wording = OFFICE) -> ExtractError:
    return _err(
        DOCUMENT_LIMIT_EXCEEDED,
        f"The {wording.noun} was refused before parsing: {detail}. It is hostile or far larger "
        "than a real document; save a smaller copy or split it.",
    )


def _part_key(filename: str) -> str:
    """How a zip entry is looked up: part names are case-insensitive, and some generators
    (Apache POI bug 49609) write `xl\\workbook.xml`, which Office opens as `xl/workbook.xml`."""
    return filename.replace("\\", "/").lower()


def _zip_entry_count(data: bytes, wording: Wording = OFFICE) -> int:
    """The entry count the end-of-central-directory record declares (zip64 aware)."""
    start = max(0, len(data) - (22 + 65535))
    pos = data.rfind(_EOCD, start)
    if pos < 0 or pos + 22 > len(data):
        raise _corrupt("the zip directory is missing, so the file is probably truncated", wording)
    (total,) = struct.unpack_from("<H", data, pos + 10)
    size, offset = struct.unpack_from("<II", data, pos + 12)
    zip64 = pos >= 20 and data[pos - 20 : pos - 16] == _EOCD64_LOCATOR
    # Where the directory ends: at the zip64 end record when one comes first (some writers,
    # .NET's packaging among them, always write one), else at this record.
    end = struct.unpack_from("<Q", data, pos - 20 + 8)[0] if zip64 else pos
    if offset != 0xFFFFFFFF and size != 0xFFFFFFFF and end - size != offset:
        # The directory found is not where its own record says, so it is not this file's: the
        # last intact bytes of a cut file were an embedded package (a workbook inside a deck),
        # which zipfile would read as the whole document behind a prefix.
        raise _corrupt("the zip directory is missing, so the file is probably truncated", wording)
    if total == 0xFFFF and zip64:
        (eocd64,) = struct.unpack_from("<Q", data, pos - 20 + 8)
        if eocd64 + 56 > len(data) or data[eocd64 : eocd64 + 4] != b"PK\x06\x06":
            raise _corrupt("the zip64 directory record is broken", wording)
        (total,) = struct.unpack_from("<Q", data, eocd64 + 32)
    return total


_ROOT_START = re.compile(rb"<[^?!]")


def _prolog(data: bytes, info: zipfile.ZipInfo) -> bytes | None:
    """The first few kilobytes of a part, read straight from its local header (no ZipExtFile).

    None when that shortcut does not apply; the caller then streams the part through zipfile.
    """
    offset = info.header_offset
    if data[offset : offset + 4] != b"PK\x03\x04":
        return None
    name_len, extra_len = struct.unpack_from("<HH", data, offset + 26)
    start = offset + 30 + name_len + extra_len
    raw = memoryview(data)[start : start + min(info.compress_size, 4 * _PROLOG_BYTES)]
    if info.compress_type == zipfile.ZIP_STORED:
        return bytes(raw[:_PROLOG_BYTES])
    try:
        return zlib.decompressobj(-15).decompress(raw, _PROLOG_BYTES)
    except zlib.error:
        return None


def _doctype_before_root(window: bytes) -> bool | None:
    """True/False when the window settles it (8-bit XML whose root starts in it), else None."""
    if window[:2] in (b"\xff\xfe", b"\xfe\xff") or b"\x00" in window[:4]:
        return None
    root = _ROOT_START.search(window)
    if root is None or b"<!--" in window[: root.start()]:
        return None  # no root yet, or a comment that could hide one: read on
    return any(mark in window[: root.start()] for mark in _DOCTYPE_MARKS)


def _has_doctype(zf: zipfile.ZipFile, data: bytes, info: zipfile.ZipInfo) -> bool:
    """Whether a part declares a DTD, reading as little of it as settles the question.

    A DOCTYPE is only a DTD before the root element starts (anywhere else lxml refuses the part),
    so an 8-bit part is read up to its root element (usually its first kilobyte, straight from
    the zip); a UTF-16 part, or one with a long prolog, is streamed whole in bounded chunks.
    """
    head = _prolog(data, info)
    if head is not None:
        settled = _doctype_before_root(head)
        if settled is not None:
            return settled
    keep = max(len(mark) for mark in _DOCTYPE_MARKS) - 1
    tail = b""
    with zf.open(info) as stream:
        while True:
            chunk = stream.read(_SCAN_CHUNK)
            if not chunk:
                return False
            window = tail + chunk
            settled = _doctype_before_root(window)
            if settled is not None:
                return settled
            if any(mark in window for mark in _DOCTYPE_MARKS):
                return True
            tail = window[-keep:]


def preflight_ooxml(data: bytes, limits: Limits) -> None:
    """Refuse a hostile or broken Word/PowerPoint/Excel file before any parser sees it.

    Reads the zip's central directory (entry count, declared sizes, compression ratios), then
    the prolog of every XML part (up to its root element) looking for `<!DOCTYPE`; it never
    builds an XML tree and never holds a whole part. Why: a 950 KB docx can declare a 900 MB
    part, and python-docx would read all of it.

    Raises:
        ExtractError: `DOCUMENT_ENCRYPTED` (a password-protected Office file is a CFB container,
            not a zip), `FORMAT_MISMATCH` (not a zip, a zip that is not an Office package, or a
            legacy binary .doc/.ppt/.xls), `DOCUMENT_CORRUPT` (truncated or broken zip, a DTD in a
            part), `DOCUMENT_LIMIT_EXCEEDED` (too many entries, too large, too compressed).
    """
    if data.startswith(_CFB_MAGIC):
        if any(name in data for name in _ENCRYPTION_STREAMS):
            raise office_encrypted()
        if _WORKBOOK_STREAM in data:
            raise _err(
                FORMAT_MISMATCH,
                "The file is a legacy Excel 97-2003 workbook named like an .xlsx. Rename it to "
                ".xls and try again.",
            )
        raise _err(
            FORMAT_MISMATCH,
            "The file is a legacy binary Office document (.doc, .ppt or .xls) named like a "
            ".docx, .pptx or .xlsx. Open it in Office and save it in the new format.",
        )
    if not data.startswith((b"PK\x03\x04", _EOCD)):
        raise _err(
            FORMAT_MISMATCH,
            "The bytes are not an Office (zip) file although the name says so. Check that the "
            "file has the right extension.",
        )
    check_zip(data, limits, OFFICE, _office_package)


def _office_package(names: set[str]) -> str | None:
    if "[content_types].xml" in names:
        return None
    return (
        "The file is a zip archive but not a Word, PowerPoint or Excel document (it has no "
        "[Content_Types].xml). Check that the file has the right extension."
    )


_LOCAL_HEADER = b"PK\x03\x04"


def _locally_encrypted(data: bytes, info: zipfile.ZipInfo) -> bool:
    """Whether the entry's local header (at its offset) sets the encryption bit too."""
    at = info.header_offset
    if data[at : at + 4] != _LOCAL_HEADER or len(data) < at + 8:
        return False
    return bool(data[at + 6] & 0x1)


def check_zip(
    data: bytes,
    limits: Limits,
    wording: Wording,
    is_package: Callable[[set[str]], str | None],
) -> None:
    """The zip budget of a zip-of-XML format, from its central directory, then no DTD.

    `is_package(names)` gets the lower-cased entry names and returns None for a package of the
    format, else the FORMAT_MISMATCH message. Shared by OOXML and HWPX.

    Raises:
        ExtractError: as `preflight_ooxml`, worded for the format.
    """
    declared = _zip_entry_count(data, wording)
    if declared > limits.max_zip_entries:
        raise _too_big(f"{declared} zip entries, the cap is {limits.max_zip_entries}", wording)
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except _ZIP_ERRORS as exc:
        raise _corrupt("its zip directory cannot be read", wording) from exc
    with zf:
        infos = zf.infolist()
        if len(infos) > limits.max_zip_entries:
            raise _too_big(
                f"{len(infos)} zip entries, the cap is {limits.max_zip_entries}", wording
            )
        seen: set[str] = set()
        total = 0
        for info in infos:
            key = _part_key(info.filename)
            if key in seen:
                raise _corrupt("two zip entries have the same name", wording)
            seen.add(key)
            if info.flag_bits & 0x1:
                if not _locally_encrypted(data, info):
                    # an encrypted entry says so in both its headers; one alone is a damaged
                    # byte, and "password-protected" would send the owner after no password
                    raise _corrupt("its zip directory and a part's own header disagree", wording)
                raise office_encrypted()
            if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
                raise _corrupt("a part uses a compression method Office never writes", wording)
            if info.file_size > limits.max_part_bytes:
                raise _too_big(
                    f"one part declares {info.file_size} bytes, the cap is {limits.max_part_bytes}",
                    wording,
                )
            total += info.file_size
            if total > limits.max_uncompressed_bytes:
                raise _too_big(
                    f"the parts declare more than {limits.max_uncompressed_bytes} bytes in total",
                    wording,
                )
            if info.file_size >= limits.ratio_floor_bytes:
                ratio = info.file_size / max(info.compress_size, 1)
                if ratio > limits.max_ratio:
                    raise _too_big(
                        f"one part is compressed {ratio:.0f} to 1, "
                        f"the cap is {limits.max_ratio:.0f}",
                        wording,
                    )
        mismatch = is_package(seen)
        if mismatch is not None:
            raise _err(FORMAT_MISMATCH, mismatch)
        try:
            for info in infos:
                if info.filename.lower().endswith(_XML_SUFFIXES) and _has_doctype(zf, data, info):
                    raise _corrupt(
                        "a part declares a DTD, which these files never do and entity attacks "
                        "need; it was refused on purpose",
                        wording,
                    )
        except RuntimeError as exc:  # an encrypted entry
            raise office_encrypted() from exc
        except _ZIP_ERRORS as exc:
            raise _corrupt("a compressed part cannot be read", wording) from exc


@dataclass(frozen=True, slots=True)
class Rel:
    """One relationship: its id, type URI, and target (a part name, or a URI when external)."""

    rid: str
    type: str
    target: str
    external: bool


HARDENED_XML = {
    "resolve_entities": False,
    "no_network": True,
    "load_dtd": False,
    "dtd_validation": False,
    "huge_tree": False,
    "remove_comments": True,
    "remove_pis": True,
}
"""lxml options of every OOXML parse (tree or incremental): no entities, no network, no DTD,
no huge trees, no comments or processing instructions."""


def _parser(*, recover: bool = False) -> etree.XMLParser:
    """The one hardened tree parser (`HARDENED_XML`). `recover` reads a malformed part as far
    as lxml can instead of refusing it."""
    # lxml is imported here, not at the top: the preflight above runs in the server process,
    # which loads no XML parser; parsing happens only in the extraction worker.
    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

    return etree.XMLParser(recover=recover, collect_ids=False, **HARDENED_XML)


class Package:
    """An OOXML zip after preflight: bounded part reads, hardened XML, resolved relationships.

    Part names are matched case-insensitively (OOXML part names are), and every failure of the
    zip or XML layer becomes an `ExtractError` with no part name or document text in it.
    """

    def __init__(self, data: bytes, limits: Limits, wording: Wording = OFFICE) -> None:
        self._wording = wording
        _zip_entry_count(data, wording)  # a directory that is this file's own, as in preflight
        try:
            self._zip = zipfile.ZipFile(io.BytesIO(data))
        except _ZIP_ERRORS as exc:
            raise _corrupt("its zip directory cannot be read", wording) from exc
        self._limits = limits
        self._data = data
        self._infos = {_part_key(info.filename): info for info in self._zip.infolist()}
        self._rels: dict[str, list[Rel]] = {}
        self._parser = _parser()
        self.external_targets = 0
        self.recovered_parts = 0
        # A part read by `xml` was in Strict names (and translated); parts streamed through
        # `open` are not translated, so their reader needs to know.
        self.strict = False

    def names(self) -> list[str]:
        """Every part name, as the zip spells it."""
        return [info.filename for info in self._zip.infolist()]

    def has(self, name: str) -> bool:
        """Whether the package holds a part of that name."""
        return name.lower() in self._infos

    def read(self, name: str) -> bytes | None:
        """A part's bytes, never more than it declared (and never more than the part cap)."""
        info = self._infos.get(name.lower())
        if info is None or info.is_dir():
            return None
        cap = min(info.file_size, self._limits.max_part_bytes)
        if info.flag_bits & 0x1:
            raise office_encrypted()
        fast = self._read_direct(info, cap)
        if fast is not None:
            return fast
        try:
            with self._zip.open(info) as stream:
                return stream.read(cap + 1)[:cap]
        except RuntimeError as exc:  # an encrypted entry
            raise office_encrypted() from exc
        except _ZIP_ERRORS as exc:
            raise _corrupt("a compressed part cannot be read", self._wording) from exc

    def open(self, name: str) -> IO[bytes] | None:
        """A part as a stream (zipfile stops at the declared size and checks the CRC), for parts
        read incrementally (worksheets); None when the part does not exist."""
        info = self._infos.get(name.lower())
        if info is None or info.is_dir():
            return None
        if info.flag_bits & 0x1:
            raise office_encrypted()
        try:
            return self._zip.open(info)
        except RuntimeError as exc:
            raise office_encrypted() from exc
        except _ZIP_ERRORS as exc:
            raise _corrupt("a compressed part cannot be read") from exc

    def _read_direct(self, info: zipfile.ZipInfo, cap: int) -> bytes | None:
        """A part straight from its bytes, CRC-checked; None sends the caller through zipfile.

        zipfile's reader costs more than the decompression itself for the many small parts of
        an Office file; this shortcut does the same work (bounded output, CRC check) in C.
        """
        offset = info.header_offset
        if self._data[offset : offset + 4] != b"PK\x03\x04":
            return None
        name_len, extra_len = struct.unpack_from("<HH", self._data, offset + 26)
        start = offset + 30 + name_len + extra_len
        raw = self._data[start : start + info.compress_size]
        if info.compress_type == zipfile.ZIP_STORED:
            out = raw[:cap]
        elif info.compress_type == zipfile.ZIP_DEFLATED:
            try:
                out = zlib.decompressobj(-15).decompress(raw, cap)
            except zlib.error:
                return None
        else:
            return None
        if len(out) != info.file_size or zlib.crc32(out) != info.CRC:
            return None
        return out

    def xml(self, name: str) -> etree._Element | None:
        """A part parsed with the hardened parser, or None when the part does not exist.

        A malformed part is parsed again in lxml's recovery mode (counted in `recovered_parts`)
        rather than losing the document; a part that cannot be recovered is DOCUMENT_CORRUPT.
        """
        raw = self.read(name)
        if raw is None:
            return None
        return self.parse(raw)

    def parse(self, raw: bytes, *, recover: bool = True) -> etree._Element | None:
        """XML bytes of this package (a part, or a piece of one) parsed as `xml` parses a part;
        without `recover`, XML that is not well-formed is None instead of a recovered tree.

        Raises:
            ExtractError: DOCUMENT_CORRUPT (a DTD, or XML that cannot be recovered),
                DOCUMENT_LIMIT_EXCEEDED (too many elements, too deep).
        """
        if any(mark in raw for mark in _DOCTYPE_MARKS):
            raise _corrupt("a part declares a DTD; it was refused on purpose", self._wording)
        most = self._limits.max_xml_elements
        if raw.count(b"<") > most:
            raise _too_big(f"one part holds more than {most} XML elements", self._wording)
        if _STRICT_MARK in raw:
            raw = _STRICT.sub(rb"http://schemas.openxmlformats.org/\1/2006/\2", raw)
            self.strict = True
        from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

        try:
            return etree.fromstring(raw, self._parser)
        except etree.XMLSyntaxError as exc:
            if "depth" in str(exc).lower():
                raise _too_big(
                    "its XML is nested deeper than any real document", self._wording
                ) from exc
            if not recover:
                return None
            try:
                root = etree.fromstring(raw, _parser(recover=True))
            except etree.XMLSyntaxError:
                root = None
            if root is None:
                raise _corrupt("a part is not well-formed XML", self._wording) from exc
            self.recovered_parts += 1
            return root

    def rels(self, source: str) -> list[Rel]:
        """The relationships of a part ("" for the package itself), targets resolved."""
        key = source.lower()
        if key in self._rels:
            return self._rels[key]
        folder, base = posixpath.split(source)
        root = self.xml(posixpath.join(folder, "_rels", base + ".rels"))
        found: list[Rel] = []
        if root is not None:
            for el in root.iter(f"{PKG_REL}Relationship"):
                rid = el.get("Id") or ""
                rtype = el.get("Type") or ""
                target = el.get("Target") or ""
                external = (el.get("TargetMode") or "").lower() == "external"
                if external:
                    if rtype != REL_HYPERLINK:
                        self.external_targets += 1
                    found.append(Rel(rid, rtype, target, True))
                    continue
                target = unquote(target)
                if target.startswith("/"):
                    resolved = target.lstrip("/")
                else:
                    resolved = posixpath.normpath(posixpath.join(folder, target))
                found.append(Rel(rid, rtype, resolved.lstrip("/"), False))
        self._rels[key] = found
        return found

    def rel_target(self, source: str, rid: str) -> str | None:
        """The part an internal relationship id of `source` points to."""
        for rel in self.rels(source):
            if rel.rid == rid and not rel.external:
                return rel.target
        return None

    def targets(self, source: str, type_suffix: str) -> list[str]:
        """Internal targets of `source` whose relationship type ends with `/type_suffix`."""
        return [
            rel.target
            for rel in self.rels(source)
            if not rel.external and rel.type.endswith("/" + type_suffix)
        ]

    def main_part(self) -> str | None:
        """The package's main document part (word/document.xml, ppt/presentation.xml, ...)."""
        for rel in self.rels(""):
            if rel.type == REL_OFFICE_DOCUMENT and not rel.external:
                return rel.target
        return None

    def main_root(
        self, accept: Callable[[etree._Element], bool], mismatch: str
    ) -> tuple[str, etree._Element]:
        """The main part's name and parsed root, when `accept(root)` says it is the expected
        kind of document.

        Raises:
            ExtractError: `FORMAT_MISMATCH` with `mismatch` (no main part, or another kind of
                Office document), and the codes of `xml`.
        """
        main = self.main_part()
        root = self.xml(main) if main is not None else None
        if main is None or root is None or not accept(root):
            raise ExtractError(FORMAT_MISMATCH, mismatch)
        return main, root

    def core_title(self) -> str | None:
        """`dc:title` from the core properties, when set."""
        for rel in self.rels(""):
            if rel.type == REL_CORE_PROPS and not rel.external:
                root = self.xml(rel.target)
                if root is not None:
                    el = root.find(f"{DC}title")
                    if el is not None and el.text and el.text.strip():
                        return " ".join(el.text.split())
        return None

    def warnings(self) -> list[DocWarning]:
        """What a reader should know about the package itself (external targets, repairs)."""
        out: list[DocWarning] = []
        if self.external_targets:
            out.append(
                DocWarning(
                    "EXTERNAL_REFERENCES",
                    "The document links to content outside the file (images, templates or "
                    "objects by URL). fa never fetches them; only the text inside the file is "
                    "shown.",
                    self.external_targets,
                )
            )
        if self.recovered_parts:
            out.append(
                DocWarning(
                    "XML_RECOVERED",
                    "Some parts were not well-formed XML and were read in recovery mode; a few "
                    "lines may be missing. Re-saving the file in Office usually repairs it.",
                    self.recovered_parts,
                )
            )
        return out


def first_choice(alternate: etree._Element) -> etree._Element | None:
    """The first `mc:Choice` of an `mc:AlternateContent` (the modern form), else its Fallback.

    Word and PowerPoint write the same content twice (DrawingML in the Choice, VML in the
    Fallback); reading both would duplicate every text box.
    """
    for child in alternate:
        if child.tag == f"{MC}Choice":
            return child
    for child in alternate:
        if child.tag == f"{MC}Fallback":
            return child
    return None


def _number_text(raw: str, percent: bool) -> str:
    try:
        value = float(raw)
    except ValueError:
        return raw.strip()
    if percent:
        return f"{value * 100:.15g}%"
    return f"{value:.15g}"


def _cache_points(ref: etree._Element | None, percent: bool = False) -> list[str]:
    """The cached values of a chart data reference, ordered by `idx`."""
    if ref is None:
        return []
    points: dict[int, str] = {}
    for pt in ref.iter(f"{C}pt"):
        v = pt.find(f"{C}v")
        if v is None or v.text is None:
            continue
        try:
            idx = int(pt.get("idx") or 0)
        except ValueError:
            continue
        points.setdefault(idx, v.text)
    is_num = ref.find(f".//{C}numCache") is not None
    return [_number_text(points[i], percent) if is_num else points[i] for i in sorted(points)]


def _rich_text(el: etree._Element | None) -> str:
    if el is None:
        return ""
    paras = []
    for p in el.iter(f"{A}p"):
        text = "".join(t.text or "" for t in p.iter(f"{A}t"))
        if text.strip():
            paras.append(text.strip())
    if paras:
        return " ".join(paras)
    # A title taken from a cell reference keeps its text in c:strRef/c:strCache.
    return " ".join(_cache_points(el.find(f".//{C}strRef")))


_AXES = frozenset({"catAx", "valAx", "dateAx", "serAx"})
_RUNS = frozenset({f"{A}r", f"{A}fld"})


def drawing_text(p: etree._Element) -> str:
    """A DrawingML paragraph (`a:p`) as shown: its runs' and fields' text, `a:br` as a line
    break, trimmed (pptx text frames and table cells, SmartArt nodes)."""
    parts: list[str] = []
    for child in p:
        tag = child.tag
        if tag in _RUNS:
            t = child.find(f"{A}t")
            if t is not None and t.text:
                parts.append(t.text)
        elif tag == f"{A}br":
            parts.append("\n")
    return "".join(parts).strip()


def diagram_lines(root: etree._Element) -> list[str]:
    """A SmartArt data part (`diagrams/data1.xml`) as lines: each node's paragraphs in the data
    model's order; the connectors and the document point hold none.

    Why the data part: it is what the author typed; the drawing cached beside it is a rendering
    of the same text, which would read it twice.
    """
    lines: list[str] = []
    for pt in root.iter(f"{DGM}pt"):
        body = pt.find(f"{DGM}t")
        if body is not None:
            lines.extend(text for p in body.iter(f"{A}p") if (text := drawing_text(p)))
    return lines


def chart_lines(root: etree._Element) -> list[tuple[str, str]]:
    """A chart part as (kind, text) lines: title, axis titles, categories, one line per series.

    Why the numbers: a summary may cite a chart's values, and the cached values in the chart
    part are exactly what the chart shows. A series line is its name then its values, `|` apart.
    """
    chart = root.find(f"{C}chart")
    if chart is None:
        return []
    lines: list[tuple[str, str]] = []
    title = _rich_text(chart.find(f"{C}title"))
    if title:
        lines.append(("chart_title", title))
    plot = chart.find(f"{C}plotArea")
    if plot is None:
        return lines
    seen_categories: set[tuple[str, ...]] = set()
    for group in plot:
        for ser in group.iter(f"{C}ser"):
            cat = ser.find(f"{C}cat")
            if cat is None:
                cat = ser.find(f"{C}xVal")
            categories = tuple(_cache_points(cat))
            if categories and categories not in seen_categories:
                seen_categories.add(categories)
                lines.append(("chart_categories", " | ".join(categories)))
            name = " ".join(_cache_points(ser.find(f"{C}tx")))
            val = ser.find(f"{C}val")
            if val is None:
                val = ser.find(f"{C}yVal")
            fmt = val.find(f".//{C}formatCode") if val is not None else None
            percent = fmt is not None and "%" in (fmt.text or "")
            values = _cache_points(val, percent)
            row = [part for part in (name, *values) if part]
            if row:
                lines.append(("chart_series", " | ".join(row)))
    for axis in plot:
        if isinstance(axis.tag, str) and axis.tag.rpartition("}")[2] in _AXES:
            axis_title = _rich_text(axis.find(f"{C}title"))
            if axis_title:
                lines.append(("chart_axis", axis_title))
    return lines
