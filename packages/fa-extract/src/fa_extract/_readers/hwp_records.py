"""HWP 5.0 record streams: bounded inflation, the record tree, paragraph text with controls.

A section stream (`BodyText/SectionN`) is raw deflate of a run of records. Each record has a
32-bit header: tag (10 bits), level (10 bits), size (12 bits; 0xFFF means a 32-bit size
follows). A record's children are the records after it with a deeper level. The caps apply
while reading, before any tree is built: the inflated size of a section, the number of records.
Of the line layouts (PARA_LINE_SEG) only the body paragraphs' are kept, beside the tree: they
give pages (`hwp_blocks.Layout`).
"""

from __future__ import annotations

import re
import struct
import zlib
from bisect import bisect_right
from codecs import utf_16_le_decode
from collections.abc import Callable
from typing import NamedTuple

from .._errors import DOCUMENT_CORRUPT, ExtractError
from .._limits import Limits
from .hwp_blocks import Layout, too_complex

__all__ = (
    "BIN_DATA",
    "BULLET",
    "CHAR_SHAPE",
    "CTRL_HEADER",
    "FACE_NAME",
    "ID_MAPPINGS",
    "LINE_SEG",
    "LIST_HEADER",
    "MEMO_LIST",
    "NUMBERING",
    "PAGE_DEF",
    "PARA_CHAR_SHAPE",
    "PARA_HEADER",
    "PARA_TEXT",
    "SHAPE_COMPONENT",
    "SHAPE_COMPONENT_OLE",
    "SHAPE_COMPONENT_PICTURE",
    "TABLE",
    "Rec",
    "ctrl_id",
    "damaged",
    "inflate",
    "line_positions",
    "para_text",
    "payloads",
    "records",
    "symbol_units",
    "utf16",
)

# Tags (HWPTAG_BEGIN = 16).
ID_MAPPINGS = 16 + 1
BIN_DATA = 16 + 2
FACE_NAME = 16 + 3
CHAR_SHAPE = 16 + 5
NUMBERING = 16 + 7
BULLET = 16 + 8
PARA_SHAPE = 16 + 9
STYLE = 16 + 10
DISTRIBUTE_DOC_DATA = 16 + 12
PAGE_DEF = 16 + 57
PARA_HEADER = 16 + 50
PARA_TEXT = 16 + 51
PARA_CHAR_SHAPE = 16 + 52
LINE_SEG = 16 + 53
CTRL_HEADER = 16 + 55
LIST_HEADER = 16 + 56
TABLE = 16 + 61
MEMO_LIST = 16 + 77
SHAPE_COMPONENT = 16 + 60
SHAPE_COMPONENT_OLE = 16 + 68
SHAPE_COMPONENT_PICTURE = 16 + 69
EQEDIT = 16 + 72

_HEADER = struct.Struct("<I")


def damaged(detail: str) -> ExtractError:
    """DOCUMENT_CORRUPT for an HWP file, naming what is broken (never document text)."""
    return ExtractError(
        DOCUMENT_CORRUPT,
        f"The HWP file is damaged ({detail}). Open it in Hancom Office, save a new copy (HWPX "
        "or PDF) and try that copy.",
    )


def inflate(raw: bytes, limits: Limits, left: int | None = None) -> bytes:
    """Raw deflate, never more than `max_hwp_section_bytes` out (nor `left`, what the
    document's sections may still inflate to in all).

    Why capped output rather than a declared size: a section declares nothing, and a 1 MB
    stream can inflate to a gigabyte; the cap stops the inflater itself.
    """
    cap = limits.max_hwp_section_bytes
    whole = left is not None and left < cap
    if left is not None:
        cap = min(cap, max(left, 0))
    inflater = zlib.decompressobj(-15)
    try:
        out = inflater.decompress(raw, cap + 1)
    except zlib.error as exc:
        raise damaged("a compressed section cannot be inflated") from exc
    if len(out) > cap:
        if whole:
            raise too_complex(
                f"its sections inflate past {limits.max_uncompressed_bytes} bytes in all"
            )
        raise too_complex(f"a section inflates past {cap} bytes")
    if not inflater.eof:
        raise damaged("a compressed section ends early")
    return out


class Rec(NamedTuple):
    """One record: its tag, level, payload and the records under it.

    A named tuple built with `tuple.__new__`: a section holds thousands of records and this is
    the one object made per record; that costs less than a class's `__init__`, and the fields
    read as fast.
    """

    tag: int
    level: int
    data: bytes
    children: list[Rec]


# Leaf records of a paragraph that carry no text (PARA_CHAR_SHAPE, PARA_RANGE_TAG, and
# PARA_LINE_SEG but a body paragraph's): a third of a section's records, never built.
_LEAVES = frozenset({16 + 52, 16 + 54})
_BODY_LINES = LINE_SEG | 1 << 10  # a LINE_SEG's tag and level bits under a body paragraph
_LINE = 36  # bytes per line segment; the vertical position is the second 32-bit field
_TOP_HEIGHT = struct.Struct("<ii")


def _flat(
    data: bytes, most: int, limits: Limits, where: str, keep: frozenset[int]
) -> tuple[list[Rec], int]:
    """The records with a tag in `keep`, flat, in stream order, and how many records the stream
    holds (an empty `keep` only counts: how a flood is refused before any object is made).

    Its header decoding is `_tree`'s, written out in both rather than shared: a call per
    record would cost more than the rest of the loop."""
    found: list[Rec] = []
    new = tuple.__new__
    unpack = _HEADER.unpack_from
    pos = 0
    end = len(data)
    count = 0
    while pos + 4 <= end:
        (head,) = unpack(data, pos)
        pos += 4
        size = head >> 20
        if size == 0xFFF:
            if pos + 4 > end:
                raise damaged("a record header is cut off")
            (size,) = unpack(data, pos)
            pos += 4
        if pos + size > end:
            raise damaged(f"a record runs past the end of its {where}")
        count += 1
        if count > most:
            raise too_complex(f"it holds more than {limits.max_hwp_records} records")
        tag = head & 0x3FF
        if tag in keep:
            found.append(new(Rec, (tag, (head >> 10) & 0x3FF, data[pos : pos + size], [])))
        pos += size
    return found, count


def _tree(
    data: bytes, where: str, leaves: frozenset[int] = _LEAVES
) -> tuple[list[Rec], int, dict[int, bytes]]:
    """The top-level records of a stream, each with its subtree (text-less leaves left out),
    how many records the stream holds, and the line layouts of the top-level records that have
    one (the payload of its PARA_LINE_SEG, by the record's index). The caller has bounded the
    count (`records`).

    A record's parent is the nearest record before it with a smaller level: the open records
    form a chain of rising levels (`levels`, with each one's children in `kids`), and a record
    closes every open one at its level or deeper. A record that runs past the end is found
    after the loop (the position then lies past the end): the loop itself only reads headers.
    """
    roots: list[Rec] = []
    lines: dict[int, bytes] = {}  # a top-level record's index: its line layout
    levels = [-1]  # the open records' levels, the stream itself first
    kids = [roots]  # and where each one's children go
    close_level, close_kids = levels.pop, kids.pop
    open_level, open_kids = levels.append, kids.append
    new = tuple.__new__
    unpack = _HEADER.unpack_from
    top = -1  # the level of the deepest open record
    into = roots  # its children
    pos = 0
    end = len(data)
    count = 0
    while pos + 4 <= end:
        (head,) = unpack(data, pos)
        pos += 4
        size = head >> 20
        if size == 0xFFF:
            if pos + 4 > end:
                raise damaged("a record header is cut off")
            (size,) = unpack(data, pos)
            pos += 4
        count += 1
        tag = head & 0x3FF
        if tag in leaves:  # a leaf has no children: skipping it moves no other record
            pos += size
            continue
        if tag == LINE_SEG:  # a leaf too; a body paragraph's is kept beside the tree
            if head & 0xFFFFF == _BODY_LINES and roots:
                lines[len(roots) - 1] = data[pos : pos + size]
            pos += size
            continue
        level = (head >> 10) & 0x3FF
        if level <= top:
            while levels[-1] >= level:
                close_level()
                close_kids()
            into = kids[-1]
        children: list[Rec] = []
        into.append(new(Rec, (tag, level, data[pos : pos + size], children)))
        open_level(level)
        open_kids(children)
        top = level
        into = children
        pos += size
    if pos > end:
        raise damaged(f"a record runs past the end of its {where}")
    return roots, count, lines


def records(
    data: bytes,
    limits: Limits,
    most: int | None = None,
    where: str = "section",
    *,
    char_shapes: bool = False,
) -> tuple[list[Rec], int, dict[int, bytes]]:
    """The top-level records of a stream, each with its subtree (text-less leaves left out),
    how many records it holds, and the line layouts of its top-level records, by index
    (`line_positions` reads one). `char_shapes` keeps each paragraph's PARA_CHAR_SHAPE (a
    leaf left out otherwise), for a document that sets text in a symbol font. `most` is what
    the document may still hold (by default `max_hwp_records`): the cap is on the whole
    document, so a thousand sections of a thousand records cost no more than one section of a
    million.

    A stream large enough to hold more than `most` records (4 bytes per empty record) is
    counted first: a flood then costs one cheap pass, not the objects of half a million records.
    A stream too small to hold more (or one that passed the count) needs no count while the
    tree is built.

    Raises:
        ExtractError: DOCUMENT_LIMIT_EXCEEDED (more records than `most`), DOCUMENT_CORRUPT (a
            record runs past the end of the stream).
    """
    if most is None:
        most = limits.max_hwp_records
    if len(data) // 4 > most:
        _flat(data, most, limits, where, frozenset())
    return _tree(data, where, _LEAVES - {PARA_CHAR_SHAPE} if char_shapes else _LEAVES)


def payloads(data: bytes, tags: tuple[int, ...], limits: Limits) -> dict[int, list[bytes]]:
    """The payloads of every record with one of these tags, by tag, in stream order (DocInfo),
    with the checks and caps of `records` but no tree.

    Raises:
        ExtractError: as `records`.
    """
    out: dict[int, list[bytes]] = {tag: [] for tag in tags}
    most = limits.max_hwp_records
    if len(data) // 4 > most:
        _flat(data, most, limits, "stream", frozenset())
    found, _ = _flat(data, most, limits, "stream", frozenset(tags))
    for rec in found:
        out[rec.tag].append(rec.data)
    return out


def line_positions(layout: bytes) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The vertical position and the height of each line of a PARA_LINE_SEG payload, in order
    (where Hancom's last layout put the line on its page), of its first `Layout.MOST_LINES`
    lines."""
    count = min(len(layout) // _LINE, Layout.MOST_LINES)
    if count == 1:  # most paragraphs: one line
        top, height = _TOP_HEIGHT.unpack_from(layout, 4)
        return (top,), (height,)
    if not count:
        return (), ()
    fields = struct.unpack_from(f"<{count * 9}i", layout)
    return fields[1::9], fields[2::9]


def ctrl_id(rec: Rec) -> str:
    """The four-letter id of a control header (`tbl `, `gso `, `fn  `), as Hancom spells it."""
    return rec.data[:4][::-1].decode("latin-1") if len(rec.data) >= 4 else ""


# Control characters of PARA_TEXT: which take one UTF-16 unit and which take eight.
_CHAR_TEXT = {10: "\n", 24: "-", 30: " ", 31: " "}
_ONE_UNIT = frozenset({0, 10, 13, *range(24, 32)})
_EXTENDED = frozenset({1, 2, 3, 11, 12, 14, 15, 16, 17, 18, 21, 22, 23})
_CONTROL = re.compile("[\x00-\x1f]")
# The controls that take eight units (inline and extended): a text without one holds only
# one-unit controls, which a translation table maps in one pass.
_WIDE = re.compile("[\x01-\x09\x0b\x0c\x0e-\x17]")
_ONE_UNIT_TEXT = {code: _CHAR_TEXT.get(code, "") for code in _ONE_UNIT}
_UNITS = struct.Struct("<H")


def para_text(data: bytes, on_control: Callable[[int], str]) -> str:
    """The text of a PARA_TEXT payload; `on_control(i)` gives the text for the i-th extended
    control (a note mark, an equation), in the order of the paragraph's control headers.

    Codes 0, 10, 13 and 24-31 take one unit; 4-9, 19, 20 (inline, tab 9 among them) and the
    extended controls take eight. Text between controls is decoded as it stands.

    Why decode first and search the text: one decode of the payload and a search over
    characters costs less than a search over bytes, which stops at every byte pair that only
    looks like a control across two units. It needs one character per unit: when a surrogate
    pair (a character outside the BMP) made two units one, the units are taken one by one and
    each piece of text between controls is decoded on its own.
    """
    end = len(data) - len(data) % 2
    text = utf16(data if end == len(data) else data[:end])
    paired = len(text) * 2 != end
    search = _CONTROL.search
    if not paired:
        if text[-1:] == "\r" and search(text, 0, len(text) - 1) is None:
            return text[:-1]  # most paragraphs: text, then the paragraph end, no other control
        if _WIDE.search(text) is None:
            return text.translate(_ONE_UNIT_TEXT)  # fixed-width spaces, line breaks, the end
    if paired:
        text = "".join(chr(u) for (u,) in _UNITS.iter_unpack(data[:end]))
    out: list[str] = []
    pos = 0  # start of the text not yet copied, in units
    units = end // 2
    index = 0
    while pos < units:
        match = search(text, pos)
        if match is None:
            out.append(_piece(text[pos:], paired))
            break
        at = match.start()
        if at > pos:
            out.append(_piece(text[pos:at], paired))
        code = ord(text[at])
        if code in _ONE_UNIT:
            out.append(_CHAR_TEXT.get(code, ""))
            pos = at + 1
        else:
            if code == 9:
                out.append("\t")
            elif code in _EXTENDED:
                out.append(on_control(index))
                index += 1
            pos = at + 8
    return "".join(out)


def _piece(text: str, paired: bool) -> str:
    """A run of text between controls; taken unit by unit (`paired`), decoded as UTF-16."""
    return utf16(text.encode("utf-16-le", "surrogatepass")) if paired else text


def utf16(data: bytes) -> str:
    """UTF-16LE text, bad units replaced (the codec itself: `bytes.decode` would go through a
    Python-level wrapper for this codec on every call)."""
    return utf_16_le_decode(data, "replace", True)[0]


_SYMBOL_UNIT = re.compile(rb"[\x20-\xff]\xf0")  # a unit of U+F020-F0FF, at either parity
_SHAPE_RUN = struct.Struct("<II")


def symbol_units(data: bytes, shapes: bytes, tables: dict[int, dict[int, str]]) -> bytes:
    """A PARA_TEXT payload with each private-use character of a symbol font (U+F020-F0FF)
    replaced by what its font draws: `shapes` is the paragraph's PARA_CHAR_SHAPE (where each
    run of a character shape starts, in units, and its id), `tables` a translation per
    character shape set in Symbol or Wingdings. Controls are stepped over as `para_text`
    reads them (one unit or eight), so a control's own units are never taken for text."""
    if _SYMBOL_UNIT.search(data) is None:
        return data
    runs = [_SHAPE_RUN.unpack_from(shapes, at) for at in range(0, len(shapes) - 7, 8)]
    starts = [start for start, _ in runs]
    units = [u for (u,) in _UNITS.iter_unpack(data[: len(data) - len(data) % 2])]
    out: list[str] = []
    i = 0
    while i < len(units):
        unit = units[i]
        if unit < 32:
            step = 1 if unit in _ONE_UNIT else 8
            out.extend(map(chr, units[i : i + step]))
            i += step
            continue
        if 0xF020 <= unit <= 0xF0FF:
            run = bisect_right(starts, i) - 1
            table = tables.get(runs[run][1]) if run >= 0 else None
            if table is not None and unit in table:
                out.append(table[unit])
                i += 1
                continue
        out.append(chr(unit))
        i += 1
    return "".join(out).encode("utf-16-le", "surrogatepass")
