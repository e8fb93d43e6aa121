"""The image every reader hands back: a PNG within the edge cap, and how it was made.

Runs only inside the worker; the readers that have images (png, pdf, docx, pptx, hwp, hwpx)
produce them.
Every result is a PNG whose longest edge is at most `Limits.image_max_edge` (about what vision
models take without downscaling again), encoded with the fastest zlib level: on a rendered page
the encoder, not the renderer, is the bottleneck.
"""

from __future__ import annotations

import io
import warnings
from typing import Any

from . import _errors as e
from ._errors import ExtractError
from ._limits import Limits

__all__ = ("ImageOut", "decode_image", "encode_png")

_FAST_PNG = 1


class ImageOut:
    """A PNG produced in the worker, with how it was made."""

    __slots__ = ("height", "original_height", "original_width", "page", "png", "source", "width")

    def __init__(
        self,
        png: bytes,
        size: tuple[int, int],
        original: tuple[int, int],
        page: int | None,
        source: str,
    ) -> None:
        self.png = png
        self.width, self.height = size
        self.original_width, self.original_height = original
        self.page = page
        self.source = source

    def header(self) -> dict[str, Any]:
        """The metadata that travels beside the PNG bytes."""
        return {
            "width": self.width,
            "height": self.height,
            "original_width": self.original_width,
            "original_height": self.original_height,
            "page": self.page,
            "source": self.source,
        }


def decode_image(data: bytes, fmt: str, limits: Limits, noun: str) -> Any:
    """Open and fully decode `data` as `fmt` (`PNG`, `JPEG`, `BMP`) within the pixel cap; return the
    Pillow image. `noun` (`PNG`, `picture`) names it in the messages.

    Pillow is told the format (never left to guess, which could hand EPS bytes to Ghostscript),
    and its decompression-bomb warning is an error, so the cap is fa's own.

    Raises:
        ExtractError: DOCUMENT_LIMIT_EXCEEDED (too many pixels, oversized text chunks),
            DOCUMENT_CORRUPT (truncated or not decodable).
    """
    from PIL import Image

    Image.MAX_IMAGE_PIXELS = limits.max_image_pixels
    too_big = ExtractError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        f"The {noun} has more than {limits.max_image_pixels:,} pixels; reduce its size first.",
    )
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data), formats=[fmt])
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
            f"The {noun} carries oversized compressed metadata; it is hostile or damaged.",
        ) from None
    except Exception:
        raise ExtractError(
            e.DOCUMENT_CORRUPT,
            f"The {noun} is damaged or truncated and could not be decoded; export it again.",
        ) from None
    return image


def encode_png(image: Any, limits: Limits) -> tuple[bytes, tuple[int, int]]:
    from PIL import Image

    if image.mode not in ("1", "L", "LA", "RGB", "RGBA", "P"):
        image = image.convert("RGBA" if "A" in image.getbands() else "RGB")
    edge = limits.image_max_edge
    if max(image.size) > edge:
        scale = edge / max(image.size)
        size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
        if image.mode in ("1", "P"):
            image = image.convert("L" if image.mode == "1" else "RGBA")
        image = image.resize(size, Image.Resampling.BILINEAR, reducing_gap=2.0)
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=_FAST_PNG)
    return out.getvalue(), image.size
