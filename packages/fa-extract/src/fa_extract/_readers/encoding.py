"""Bytes of a plain-text file (csv, tsv, txt, md, html) to text, saying which encoding was used.

Korean files come in two encodings: UTF-8 (with or without a byte order mark) and CP949, the
superset of EUC-KR that Korean Windows and Excel write by default ("ANSI"). Excel's "Unicode
text" is UTF-16 with a byte order mark. The order is fixed and every step is strict: a byte order
mark, else UTF-8, else CP949, and CP949 only when the result reads as Korean. Nothing is ever
decoded with replacement characters, so a file in another legacy encoding (Shift_JIS, Latin-1)
is refused with DOCUMENT_ENCODING_UNKNOWN instead of turning into plausible-looking mojibake.

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


def _reads_as_korean(text: str) -> bool:
    """Whether CP949-decoded text is Korean rather than another encoding's bytes.

    Bytes of Shift_JIS or Latin-1 often decode as CP949 too, but into the rare syllables and
    Hanja that CP949 added beyond EUC-KR's 2,350 common syllables. Real Korean text is mostly
    common syllables, so at least half of the non-ASCII characters must be syllables that EUC-KR
    (KS X 1001) can write.
    """
    sample = text[:_PLAUSIBILITY_CHARS]
    non_ascii = len(_NON_ASCII.findall(sample))
    if non_ascii == 0:
        return True
    common = 0
    for char, count in Counter(_HANGUL.findall(sample)).items():
        try:
            char.encode("euc_kr")
        except UnicodeEncodeError:
            continue
        common += count
    return common * 2 >= non_ascii


def _cp949(body: bytes) -> str | None:
    try:
        text = body.decode("cp949")
    except UnicodeDecodeError:
        return None
    return text if _reads_as_korean(text) else None


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
                return Decoded(data[len(bom) :].decode(codec), "utf-16")
            except UnicodeDecodeError:
                raise _unknown() from None
    label = (declared or "").strip().lower()
    if data.startswith(_UTF8_BOM):
        body = data[len(_UTF8_BOM) :]
        try:
            return Decoded(body.decode("utf-8"), "utf-8")
        except UnicodeDecodeError:
            text = _cp949(body)
            if text is None:
                raise _unknown() from None
            return Decoded(text, "cp949", [_mislabelled("UTF-8 (it starts with a UTF-8 mark)")])
    if label in _CP949_LABELS:
        text = _cp949(data)
        if text is not None:
            return Decoded(text, "cp949", [_cp949_used()])
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    text = _cp949(data)
    if text is None:
        raise _unknown()
    if label in _UTF8_LABELS:
        return Decoded(text, "cp949", [_mislabelled("UTF-8")])
    return Decoded(text, "cp949", [_cp949_used()])
