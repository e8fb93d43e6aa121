"""Bytes of a plain-text file (csv, tsv, txt, md, html) to text, saying which encoding was used.

Korean files come in two encodings: UTF-8 (with or without a byte order mark) and CP949, the
superset of EUC-KR that Korean Windows and Excel write by default ("ANSI"). Excel's "Unicode
text" is UTF-16 with a byte order mark. The order is fixed and every step is strict: a byte order
mark, else UTF-8, else CP949, and CP949 only when the result reads as Korean. Nothing is ever
decoded with replacement characters, so a file in another legacy encoding (Shift_JIS, Latin-1,
7-bit ISO-2022-KR or -JP, whose bytes look like ASCII) is refused with DOCUMENT_ENCODING_UNKNOWN
instead of turning into plausible-looking mojibake.

A label that disagrees with the bytes (a UTF-8 byte order mark or `<meta charset="utf-8">` on a
CP949 file) is overruled and said in an `ENCODING_MISLABELLED` warning; a CP949 file gets an
`ENCODING_CP949` warning, because a person should know the text was converted.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .._errors import DOCUMENT_ENCODING_UNKNOWN, ExtractError
from .._model import DocWarning

__all__ = ("Decoded", "decode_text")

_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = {b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}
# How much CP949 text is checked for being Korean (enough to judge, cheap on a 100 MB file).
_PLAUSIBILITY_CHARS = 200_000
_HANGUL = re.compile("[\uac00-\ud7a3]")
_NON_ASCII = re.compile("[^\x00-\x7f]")
_CP949_LABELS = frozenset(
    {"cp949", "euc-kr", "euc_kr", "ks_c_5601-1987", "uhc", "ms949", "x-windows-949"}
)
_UTF8_LABELS = frozenset({"utf-8", "utf8"})
# What CPython's strict codecs say of a text that ends inside a character (UTF-8, CP949, UTF-16),
# and the most bytes of one character that can be missing there.
_CUT = frozenset({"unexpected end of data", "incomplete multibyte sequence", "truncated data"})
_CUT_BYTES = 3
# The designations with which 7-bit ISO-2022 text (ISO-2022-KR mail and news, ISO-2022-JP, -CN)
# switches to a double-byte set: `ESC $ ) C`, `ESC $ B`, `ESC $ @`, `ESC $ ( D`, `ESC $ ) A`.
# Such bytes are all ASCII, so they would pass as UTF-8 and lose only their escapes to hygiene,
# leaving letters that are not the text; terminal colours (`ESC [ 31 m`) are not among them.
_ISO_2022 = re.compile(rb"\x1b\$[()*+]?[@A-H]")


@dataclass(frozen=True, slots=True)
class Decoded:
    """The text of a file and how it was decoded."""

    text: str
    encoding: str
    """"utf-8", "utf-16" or "cp949"."""
    warnings: list[DocWarning] = field(default_factory=list)


def _unknown() -> ExtractError:
    return ExtractError(
        DOCUMENT_ENCODING_UNKNOWN,
        "The text is neither UTF-8 nor Korean CP949 (EUC-KR), so fa cannot read it without "
        "guessing. Open it in an editor or Excel and save it again as UTF-8.",
    )


def _common_syllable(char: str) -> bool:
    """Whether a Hangul syllable is one of EUC-KR's (KS X 1001's) 2,350 common ones.

    CPython's `euc_kr` codec also writes every other syllable, as the 8-byte jamo sequence of
    KS X 1001 annex 3, so "encodes without error" would take them all: a common one is the one
    that takes two bytes.
    """
    return len(char.encode("euc_kr")) == 2


def _reads_as_korean(text: str) -> bool:
    """Whether CP949-decoded text is Korean rather than another encoding's bytes.

    Bytes of Shift_JIS, Big5, Latin-1 or Windows-1252 often decode as CP949 too, but into the
    rare syllables and Hanja that CP949 added beyond EUC-KR's 2,350 common syllables, and into
    jamo and symbols. Real Korean text is mostly common syllables (2 rare ones in 9,547 in the
    held-out EUC-KR and CP949 samples), so at least half of the non-ASCII characters must be
    common syllables and at most one syllable in ten may be a rare one.
    """
    sample = text[:_PLAUSIBILITY_CHARS]
    non_ascii = len(_NON_ASCII.findall(sample))
    if non_ascii == 0:
        return True
    common = rare = 0
    for char, count in Counter(_HANGUL.findall(sample)).items():
        if _common_syllable(char):
            common += count
        else:
            rare += count
    return common * 2 >= non_ascii and rare * 10 <= common + rare


def _decode(body: bytes, codec: str, *, proven: bool = False) -> tuple[str, bool]:
    """`body` decoded strictly, and whether it was cut off inside its last character.

    A file cut off by an interrupted download or copy ends with the first bytes of a character
    (CPython's codecs say so by their reason); the text before it is decoded, strictly, when a
    byte order mark (`proven`) or a non-ASCII character of that text shows the codec. An ASCII
    text ending in one such byte stays refused: Latin-1 writes "café" so.

    Raises:
        UnicodeDecodeError: as `bytes.decode`.
    """
    try:
        return body.decode(codec), False
    except UnicodeDecodeError as exc:
        if exc.end != len(body) or exc.start < len(body) - _CUT_BYTES or exc.reason not in _CUT:
            raise
        text = body[: exc.start].decode(codec)
        if not proven and not _NON_ASCII.search(text):
            raise
        return text, True


def _cut_off() -> list[DocWarning]:
    return [
        DocWarning(
            "TEXT_CUT_OFF",
            "The file ends in the middle of a character, so it was probably cut off (an "
            "interrupted download or copy); the text up to there was read. Ask for the whole "
            "file if its end matters.",
        )
    ]


def _cp949(body: bytes) -> tuple[str, bool] | None:
    try:
        text, cut = _decode(body, "cp949")
    except UnicodeDecodeError:
        return None
    return (text, cut) if _reads_as_korean(text) else None


def _mislabelled(label: str) -> DocWarning:
    return DocWarning(
        "ENCODING_MISLABELLED",
        f"The file says it is {label} but its bytes are Korean CP949 (EUC-KR); it was read as "
        "CP949. Check a few lines against the file if the text looks wrong.",
    )


def _cp949_used() -> DocWarning:
    return DocWarning(
        "ENCODING_CP949",
        "The file is in the Korean CP949 (EUC-KR) encoding, which Korean Excel and Windows "
        "write by default; it was converted to Unicode.",
    )


def decode_text(data: bytes, declared: str | None = None) -> Decoded:
    """Decode a text file strictly: byte order mark, else UTF-8, else Korean CP949.

    `declared` is the encoding the file names for itself (an HTML `<meta charset>`), if any;
    a CP949 label is honoured first, a UTF-8 label that the bytes contradict is overruled.

    Raises:
        ExtractError: DOCUMENT_ENCODING_UNKNOWN when no strict decoding fits.
    """
    for bom, codec in _UTF16_BOMS.items():
        if data.startswith(bom):
            try:
                text, cut = _decode(data[len(bom) :], codec, proven=True)
            except UnicodeDecodeError:
                raise _unknown() from None
            return Decoded(text, "utf-16", _cut_off() if cut else [])
    if b"\x1b" in data and _ISO_2022.search(data):
        raise _unknown()
    label = (declared or "").strip().lower()
    if data.startswith(_UTF8_BOM):
        body = data[len(_UTF8_BOM) :]
        try:
            text, cut = _decode(body, "utf-8", proven=True)
            return Decoded(text, "utf-8", _cut_off() if cut else [])
        except UnicodeDecodeError:
            korean = _cp949(body)
            if korean is None:
                raise _unknown() from None
            warning = _mislabelled("UTF-8 (it starts with a UTF-8 mark)")
            return Decoded(korean[0], "cp949", [warning, *(_cut_off() if korean[1] else [])])
    if label in _CP949_LABELS:
        korean = _cp949(data)
        if korean is not None:
            return Decoded(korean[0], "cp949", [_cp949_used(), *(_cut_off() if korean[1] else [])])
    try:
        text, cut = _decode(data, "utf-8")
        return Decoded(text, "utf-8", _cut_off() if cut else [])
    except UnicodeDecodeError:
        pass
    korean = _cp949(data)
    if korean is None:
        raise _unknown()
    cut_off = _cut_off() if korean[1] else []
    if label in _UTF8_LABELS:
        return Decoded(korean[0], "cp949", [_mislabelled("UTF-8"), *cut_off])
    return Decoded(korean[0], "cp949", [_cp949_used(), *cut_off])
