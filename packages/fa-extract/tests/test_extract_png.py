"""PNG: metadata only (grade C), a downscaled image for vision, and hostile images refused."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from fa_extract import ExtractError, Extractor, Limits
from PIL import Image


def _png(width: int, height: int, color: tuple[int, int, int] = (10, 120, 200)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), color).save(out, format="PNG")
    return out.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _header_only(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IEND", b"")


def test_png_is_grade_c_with_its_size_in_meta(extractor: Extractor) -> None:
    data = _png(300, 200)
    info = extractor.inspect(io.BytesIO(data), "사진.png")
    assert (info.format, info.grade, info.unit, info.block_count) == ("png", "C", "image", 0)
    meta = extractor.evidence(io.BytesIO(data), "사진.png")
    assert [b.anchor for b in meta] == ["meta"]
    assert "Image size: 300 x 200 pixels." in meta[0].text


def test_large_png_is_downscaled_and_reencoded(extractor: Extractor) -> None:
    data = _png(3000, 1000)
    image = extractor.image(io.BytesIO(data), "큰사진.png")
    assert (image.source, image.page) == ("png", None)
    assert (image.original_width, image.original_height) == (3000, 1000)
    assert (image.width, image.height) == (1568, 523)
    with Image.open(io.BytesIO(image.png)) as decoded:
        assert decoded.size == (1568, 523)
        assert decoded.convert("RGB").getpixel((10, 10)) == (10, 120, 200)


def test_pixel_bomb_in_74_bytes(extractor: Extractor) -> None:
    data = _header_only(100_000, 100_000)
    assert len(data) < 100
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(data), "bomb.png")
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_hundred_megapixels_are_refused_by_default(extractor: Extractor) -> None:
    # Pillow only warns at this size and would decode it; fa's own cap refuses it.
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(_header_only(10_000, 10_000)), "100mpx.png")
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_warning_zone_is_an_error_under_the_cap() -> None:
    from fa_extract._readers.png import parse

    with pytest.raises(ExtractError) as caught:
        parse(_png(400, 300), Limits(max_image_pixels=100_000))
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_ztxt_bomb_is_refused(extractor: Extractor) -> None:
    good = _png(4, 4)
    bomb = _chunk(b"zTXt", b"Comment\x00\x00" + zlib.compress(b"A" * 50_000_000, 9))
    data = good[:33] + bomb + good[33:]
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(data), "ztxt.png")
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_truncated_png_is_corrupt(extractor: Extractor) -> None:
    data = _png(200, 200, (1, 2, 3))
    noisy = io.BytesIO()
    Image.effect_noise((300, 300), 64).save(noisy, format="PNG")
    for sample in (data[: len(data) - 30], noisy.getvalue()[:2000]):
        with pytest.raises(ExtractError) as caught:
            extractor.inspect(io.BytesIO(sample), "잘림.png")
        assert caught.value.code == "DOCUMENT_CORRUPT"
