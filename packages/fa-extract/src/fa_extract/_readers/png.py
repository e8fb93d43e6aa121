"""PNG: no text layer, so no blocks; the file is validated and described (grade C).

Runs only inside the worker. Pillow is told the bytes are PNG (never guessing a format, which
could hand EPS bytes to Ghostscript), decompression-bomb warnings are errors, and the pixel cap
is fa's own.
"""

from __future__ import annotations

import io
import warnings
from typing import Any

from .. import _errors as e
from .._errors import ExtractError
from .._images import ImageOut, encode_png
from .._limits import Limits
from .._model import Parsed

__all__ = ("image", "open_png", "parse")


def open_png(data: bytes, limits: Limits) -> Any:
    """Open and fully decode a PNG within the pixel cap; return the Pillow image.

    Raises:
        ExtractError: DOCUMENT_LIMIT_EXCEEDED (too many pixels, oversized text chunks),
            DOCUMENT_CORRUPT (truncated or not decodable).
    """
    from PIL import Image

    Image.MAX_IMAGE_PIXELS = limits.max_image_pixels
    too_big = ExtractError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        f"The image has more than {limits.max_image_pixels:,} pixels; reduce its size first.",
    )
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data), formats=["PNG"])
            width, height = image.size
            if width * height > limits.max_image_pixels:
                raise too_big
            image.load()
    except ExtractError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise too_big from None
    except MemoryError:
        raise
    except ValueError:
        # Pillow refuses text chunks that decompress past its cap (zTXt/iTXt bombs).
        raise ExtractError(
            e.DOCUMENT_LIMIT_EXCEEDED,
            "The PNG carries oversized compressed metadata; it is hostile or damaged.",
        ) from None
    except Exception:
        raise ExtractError(
            e.DOCUMENT_CORRUPT,
            "The PNG is damaged or truncated and could not be decoded; export it again.",
        ) from None
    return image


def parse(data: bytes, limits: Limits) -> Parsed:
    """Validate the PNG and report its size; a PNG has no text blocks (grade C).

    Raises:
        ExtractError: see `open_png`.
    """
    image = open_png(data, limits)
    parsed = Parsed(format="png")
    parsed.image_size = image.size
    image.close()
    return parsed


def image(data: bytes, page: int | None, limits: Limits) -> ImageOut:
    """The PNG itself, downscaled and re-encoded (metadata chunks are not carried over).

    A PNG has one picture, so `page` is ignored.

    Raises:
        ExtractError: see `open_png`.
    """
    image = open_png(data, limits)
    original = image.size
    png, size = encode_png(image, limits)
    return ImageOut(png, size, original, None, "png")
