"""The font signal of CJK text PDFium cannot decode, and which of it pypdf can.

A Type0 font whose encoding is a predefined CJK CMap (`GBK-EUC-H`, `90ms-RKSJ-V`,
`UniKS-UCS2-H`, ...), with no ToUnicode map and no embedded font program, leaves the mapping
from codes to characters to the reader's built-in tables. PDFium has them for horizontal
writing, but measured on PDFium 7.1 (159.0.8149) it drops every character of the vertical
(`-V`) CMaps, and so the text of such a page is silently missing. pypdf decodes the CMaps that
name a character encoding Python has (GB, GBK, GB18030, Big Five, Shift-JIS) and the Unicode
ones (UCS-2, UTF-16); for the others (`B5pc`, `EUC`, `KSC`, `KSCms`, `H`, `V`, ...) its text is
wrong characters, so it is never taken.

Runs only inside the worker; reads pypdf's objects, never its text, so it is cheap.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ("CJK_CMAP", "PYPDF_DECODES", "cjk_cmap_in_bytes", "cjk_count", "cjk_fonts")

CJK_CMAP = re.compile(
    r"(?:GB|GBK|GBpc|GBK2K|GBT|GBTpc|UniGB|B5|B5pc|ETen|ETenms|HKscs|UniCNS|"
    r"90ms|90msp|90pv|83pv|Add|Ext|EUC|UniJIS|UniJIS2004|KSC|KSCms|KSCpc|UniKS|H|V)"
    r"(?:-[A-Za-z0-9]+)*"
)
"""Predefined CJK CMap names (ISO 32000-1, 9.7.5.2), without the leading slash."""

PYPDF_DECODES = re.compile(
    r"(?:GB-EUC|GBpc-EUC|GBK-EUC|GBK2K|ETen-B5|ETenms-B5|90ms-RKSJ|"
    r"Uni(?:GB|CNS|JIS|KS)-(?:UCS2|UTF16))-[HV]"
)
"""The predefined CMaps whose codes pypdf turns into the right characters (measured)."""

_MAX_FORMS = 32
_IN_BYTES = re.compile(rb"/Encoding\s*/(" + CJK_CMAP.pattern.encode() + rb")(?=[\s/>\]])")


def cjk_cmap_in_bytes(data: bytes, *, packed: bool = False) -> bool:
    """Whether the file's objects name a predefined CJK CMap as an encoding.

    Objects written in the open are searched; with `packed`, those inside object streams too
    (decoded within the repair's caps). A file that names none has no font with the signal, so
    pypdf is not opened for it; it is also the signal when pypdf cannot open the file.
    """
    if _IN_BYTES.search(data) is not None:
        return True
    if not packed:
        return False
    from .pdf_repair import object_stream_texts

    return any(_IN_BYTES.search(text) is not None for text in object_stream_texts(data))


# Runs rather than single characters: a Korean page is a few hundred words, not thousands of
# matches.
_CJK_RUN = re.compile("[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]+")


def cjk_count(text: str) -> int:
    """Characters of the CJK scripts: Han, kana, Hangul (syllables and jamo), CJK symbols."""
    return sum(map(len, _CJK_RUN.findall(text)))


def _signal(font: Any) -> str | None:
    """The font's predefined CJK CMap when the font carries the signal, else None."""
    if font.get("/Subtype") != "/Type0" or "/ToUnicode" in font:
        return None
    encoding = font.get("/Encoding")
    if not isinstance(encoding, str) or not CJK_CMAP.fullmatch(encoding.lstrip("/")):
        return None
    descendants = font.get("/DescendantFonts")
    descendant = descendants[0].get_object() if descendants else None
    descriptor = descendant.get("/FontDescriptor") if descendant is not None else None
    if descriptor is not None:
        descriptor = descriptor.get_object()
        if any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
            return None
    return encoding.lstrip("/")


def cjk_fonts(page: Any) -> set[str]:
    """The predefined CJK CMaps of the page's fonts that carry the signal (see the module).

    Looks at the page's fonts and those of its form XObjects, one level deep and at most
    _MAX_FORMS of them; any malformed entry is skipped.
    """
    found: set[str] = set()
    resources = [page.get("/Resources")]
    forms = 0
    while resources:
        holder = resources.pop()
        if holder is None:
            continue
        holder = holder.get_object()
        fonts = holder.get("/Font")
        if fonts is not None:
            for reference in fonts.get_object().values():
                try:
                    cmap = _signal(reference.get_object())
                except (AttributeError, IndexError, KeyError, TypeError):
                    continue
                if cmap:
                    found.add(cmap)
        objects = holder.get("/XObject")
        if objects is None or forms >= _MAX_FORMS:
            continue
        for reference in objects.get_object().values():
            xobject = reference.get_object()
            if forms < _MAX_FORMS and xobject.get("/Subtype") == "/Form":
                forms += 1
                resources.append(xobject.get("/Resources"))
    return found
