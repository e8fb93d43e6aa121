"""HWP distribution documents (배포용 문서): the view-only body in `ViewText/SectionN`.

A distribution document is meant to be read, not edited: Hancom stores the body AES-128-ECB
encrypted with a key that the file itself carries. Each `ViewText` section starts with a
`HWPTAG_DISTRIBUTE_DOC_DATA` record of 256 bytes, scrambled by XOR with bytes from the MSVC
`rand()` sequence seeded by its first four bytes; unscrambled, its 16 bytes at
`4 + (byte 0 & 15)` are the AES key of the rest of the stream (then inflated as usual).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

from .hwp_records import DISTRIBUTE_DOC_DATA, damaged

__all__ = ("decrypt_view_text",)

_SEED_SIZE = 256


def _msvc_rand(seed: int) -> Iterator[int]:
    """The MSVC C runtime's `rand()` after `srand(seed)`: 15-bit values."""
    while True:
        seed = (seed * 214013 + 2531011) & 0xFFFFFFFF
        yield (seed >> 16) & 0x7FFF


def _key(seed_data: bytes) -> bytes:
    """The AES key hidden in the 256-byte distribution record."""
    data = bytearray(seed_data)
    rand = _msvc_rand(struct.unpack_from("<I", data, 0)[0])
    xor = 0
    left = 0
    for i in range(_SEED_SIZE):
        if left == 0:
            xor = next(rand) & 0xFF
            left = (next(rand) & 0xF) + 1
        if i >= 4:
            data[i] ^= xor
        left -= 1
    offset = 4 + (data[0] & 0xF)
    return bytes(data[offset : offset + 16])


def decrypt_view_text(stream: bytes) -> bytes:
    """The plain (still compressed, if the file is) bytes of one ViewText section.

    Raises:
        ExtractError: DOCUMENT_CORRUPT when the section does not start with the 256-byte
            distribution record.
    """
    if len(stream) < 4 + _SEED_SIZE:
        raise damaged("a view-only section is too short")
    (head,) = struct.unpack_from("<I", stream, 0)
    if head & 0x3FF != DISTRIBUTE_DOC_DATA or head >> 20 != _SEED_SIZE:
        raise damaged("a view-only section does not start with its key record")
    key = _key(stream[4 : 4 + _SEED_SIZE])
    body = stream[4 + _SEED_SIZE :]
    body = body[: len(body) - len(body) % 16]
    decryptor = Cipher(algorithms.AES(key), modes.ECB()).decryptor()  # noqa: S305 (Hancom's scheme)
    return decryptor.update(body) + decryptor.finalize()
