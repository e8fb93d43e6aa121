"""PNG: no text layer, so no blocks; the file is validated and described (grade C).

Runs only inside the worker; the decoding and its caps are `_images.decode_image`.
"""

from __future__ import annotations

from .._images import ImageOut, decode_image, encode_png
from .._limits import Limits
from .._model import Parsed

__all__ = ("image", "parse")


def parse(data: bytes, limits: Limits) -> Parsed:
    """Validate the PNG and report its size; a PNG has no text blocks (grade C).

    Raises:
        ExtractError: see `decode_image`.
    """
    image = decode_image(data, "PNG", limits, "PNG")
    parsed = Parsed(format="png")
    parsed.image_size = image.size
    image.close()
    return parsed


def image(data: bytes, page: int | None, limits: Limits) -> ImageOut:
    """The PNG itself, downscaled and re-encoded (metadata chunks are not carried over).

    A PNG has one picture, so `page` is ignored.

    Raises:
        ExtractError: see `decode_image`.
    """
    image = decode_image(data, "PNG", limits, "PNG")
    original = image.size
    png, size = encode_png(image, limits)
    return ImageOut(png, size, original, None, "png")
