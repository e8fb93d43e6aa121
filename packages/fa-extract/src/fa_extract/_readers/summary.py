"""The title a compound file's summary information holds (MS-OLEPS property sets): Hancom's
`HwpSummaryInformation`, Office's `SummaryInformation`.

Why our own: olefile's property reader follows a property's declared count, so a title declared
as a vector of two billion strings loops until the worker's wall clock stops it. Here only the
first section is read, at most `_MOST_PROPERTIES` entries of its table, and only the title
(property 2) and the code page (property 1), each as one string whose length must fit in the
section: the work is bounded by the stream's size, and a damaged set gives no title.
"""

from __future__ import annotations

import struct

__all__ = ("MOST_SUMMARY_BYTES", "summary_title")

MOST_SUMMARY_BYTES = 1 << 20
"""A summary-information stream larger than this is not read: a real one is a few KB."""

_U32 = struct.Struct("<I")
_CODEPAGE, _TITLE = 1, 2
_VT_I2, _VT_LPSTR, _VT_LPWSTR = 0x02, 0x1E, 0x1F
_MOST_PROPERTIES = 1024
_MOST_TITLE = 4096  # characters: a title longer than this is not one
_CODECS = {1200: "utf-16-le", 65001: "utf-8", 949: "cp949", 932: "cp932", 936: "gbk"}
_CODECS |= {950: "cp950", 1250: "cp1250", 1251: "cp1251", 1252: "cp1252", 10000: "mac_roman"}


def _u32(data: bytes, offset: int) -> int | None:
    if offset < 0 or offset + 4 > len(data):
        return None
    return _U32.unpack_from(data, offset)[0]


def _text(section: bytes, at: int, codec: str) -> str | None:
    kind, length = _u32(section, at), _u32(section, at + 4)
    if kind is None or length is None or length > _MOST_TITLE:
        return None
    start = at + 8
    if kind == _VT_LPWSTR:
        raw = section[start : start + 2 * length]
        text = raw.decode("utf-16-le", "replace") if len(raw) == 2 * length else None
    elif kind == _VT_LPSTR:
        raw = section[start : start + length]
        text = raw.decode(codec, "replace") if len(raw) == length else None
    else:
        return None
    if text is None:
        return None
    return " ".join(text.replace("\x00", " ").split()) or None


def summary_title(data: bytes) -> str | None:
    """The title of a summary-information stream's first property set, spaces collapsed; None
    without one, or when the set is damaged."""
    if len(data) < 48 or data[:2] != b"\xfe\xff" or not _u32(data, 24):
        return None
    offset = _u32(data, 44) or 0
    size = _u32(data, offset)
    if size is None or size < 8:
        return None
    section = data[offset : offset + size]
    count = min(_u32(section, 4) or 0, (len(section) - 8) // 8, _MOST_PROPERTIES)
    where: dict[int, int] = {}
    for index in range(count):
        pid, at = struct.unpack_from("<II", section, 8 + 8 * index)
        if pid in (_CODEPAGE, _TITLE) and pid not in where:
            where[pid] = at
    if _TITLE not in where:
        return None
    codec = "cp1252"
    if _CODEPAGE in where and _u32(section, where[_CODEPAGE]) == _VT_I2:
        at = where[_CODEPAGE] + 4
        if at + 2 <= len(section):
            number = struct.unpack_from("<H", section, at)[0]
            codec = _CODECS.get(number, codec)
    return _text(section, where[_TITLE], codec)
