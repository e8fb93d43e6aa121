"""Which character shapes of an HWP 5.0 document are set in a symbol font (Symbol, Wingdings),
from its DocInfo records: the HWP half of reading a symbol font's private-use characters as
the font draws them (`symbol_fonts`; `hwp_records.symbol_units` rewrites the text)."""

from __future__ import annotations

import struct

from .hwp_records import utf16
from .symbol_fonts import symbol_font, translation

__all__ = ("symbol_shapes",)


def _u16(data: bytes, offset: int) -> int:
    return struct.unpack_from("<H", data, offset)[0] if len(data) >= offset + 2 else 0


def _u32(data: bytes, offset: int) -> int:
    return struct.unpack_from("<I", data, offset)[0] if len(data) >= offset + 4 else 0


# CHAR_SHAPE's font of each language (a WORD each, in ID_MAPPINGS' order: Hangul, Latin, Hanja,
# Japanese, other, symbol, user), in the order a symbol font is looked for: the symbol and user
# languages first, where a private-use character is most likely set.
_FONT_SLOTS = (5, 6, 4, 1, 0, 2, 3)


def symbol_shapes(
    mappings: list[bytes], faces: list[bytes], shapes: list[bytes]
) -> dict[int, dict[int, str]]:
    """Per character shape id whose fonts include Symbol or Wingdings, the translation of that
    font's private-use characters (`symbol_fonts`). DocInfo lists the fonts of each language in
    turn (FACE_NAME: a BYTE of attributes, then a WORD-length name), ID_MAPPINGS counting them
    (its INT32s 1 to 7); empty when no font is one of them (most documents)."""
    names = [utf16(data[3 : 3 + 2 * _u16(data, 1)]) for data in faces]
    if not mappings or not any(symbol_font(name) for name in names):
        return {}
    counts = [_u32(mappings[0], 4 * k) for k in range(1, 8)]
    languages: list[list[str]] = []
    at = 0
    for count in counts:
        languages.append(names[at : at + count])
        at += count
    tables: dict[str, dict[int, str]] = {}
    found: dict[int, dict[int, str]] = {}
    for shape_id, data in enumerate(shapes):
        for slot in _FONT_SLOTS:
            face_id = _u16(data, 2 * slot)
            fonts = languages[slot]
            face = fonts[face_id] if face_id < len(fonts) else ""
            table = symbol_font(face)
            if table is not None:
                key = face.strip().lower()
                if key not in tables:
                    tables[key] = translation(table)
                found[shape_id] = tables[key]
                break
    return found
