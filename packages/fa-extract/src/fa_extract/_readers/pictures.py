"""Pictures in Word, PowerPoint, HWP and HWPX: the author's description as a block, the bytes
as an image.

A picture the author described (alt text, `descr`, or a title; in a Hancom document its shape
comment, 개체 설명) becomes a block of kind `image` whose text is that description, flagged
`alt_text`: the model learns the picture is there and what its author said it shows, and can
cite that. A description that is only the picture's file name or path is what the program
wrote (Word 2007 and 2010 the inserted file's path, Word for Mac its HFS path, python-pptx the
file's name): the block keeps the file's name, without its folders and without `alt_text`.
`read_document_image` with the block's anchor then shows the picture itself. Only
pictures stored inside the file are shown (a linked picture is never fetched), only PNG, JPEG
and BMP are decoded (Pillow is told which, never left to guess), and the pixel and edge caps
are `Limits.max_image_pixels` and `Limits.image_max_edge`.

Runs only inside the worker.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Protocol

from .. import _errors as e
from .._errors import ExtractError
from .._images import ImageOut, decode_image, encode_png
from .._limits import Limits
from .ooxml import A, Package, R

__all__ = (
    "ALT_TEXT_FLAG",
    "IMAGE_KIND",
    "Pictured",
    "blip_target",
    "description",
    "picture_image",
)

IMAGE_KIND = "image"
ALT_TEXT_FLAG = "alt_text"

# What a picture part's first bytes say it is, for the formats fa decodes and the ones it names.
# BMP too: Hancom keeps pasted screen captures as BMP, most pictures of many HWP files.
_DECODED = {b"\x89PNG\r\n\x1a\n": "PNG", b"\xff\xd8\xff": "JPEG", b"BM": "BMP"}
_NAMED = {
    b"\x01\x00\x00\x00": "EMF",
    b"\xd7\xcd\xc6\x9a": "WMF",
    # a WMF without the placeable header: its own header's type (1 in memory, 2 on disk), its
    # size in words (9) and version (0x0100 or 0x0300)
    b"\x01\x00\x09\x00\x00\x03": "WMF",
    b"\x02\x00\x09\x00\x00\x03": "WMF",
    b"\x01\x00\x09\x00\x00\x01": "WMF",
    b"\x02\x00\x09\x00\x00\x01": "WMF",
    b"GIF8": "GIF",
    b"II*\x00": "TIFF",
    b"MM\x00*": "TIFF",
    b"RIFF": "WebP",
    b"<svg": "SVG",
    b"<?xml": "SVG",
}


# A whole description that is a picture file's name, after any folders (`\`, `/`, or the `:` of
# an HFS path): nothing an author writes ends so unless it names a file and nothing else.
# Metafiles: drawings (a release's charts, often) that Windows and Office render themselves, from
# drawing commands. Rendering them here was measured (metafile-render 0.4.1, MIT, the one
# library on PyPI that does it off Windows): a chart of 200 shapes took 7 s at the size fa shows
# pictures, 2,000 to 20,000 shapes 17 to 29 s, on the shared two-core machine; Pillow renders
# them only on Windows. So fa says what they are instead.
_METAFILES = {"WMF": "a Windows metafile (WMF)", "EMF": "an enhanced Windows metafile (EMF)"}

_FILE_NAME = re.compile(
    r"(?:.*[\\/:])?\s*([^\\/:]{1,255}\.(?:jpe?g|jfif|png|gif|bmp|dib|tiff?|emf|wmf|svg|webp|heic))",
    re.IGNORECASE,
)


def _file_name(text: str) -> str | None:
    """The file's name when `text` is only a picture file's name or path, else None."""
    match = _FILE_NAME.fullmatch(text)
    if match is None or ". " in match.group(1):
        return None
    return match.group(1).strip()


def description(c_nv_pr: Any) -> tuple[str, bool]:
    """What a picture's `cNvPr` says of it: `descr`, or `title`, or `title: descr`, and whether
    an author wrote it. A file name or path in its place is the program's: its file's name is
    kept, with False (no `alt_text`); a title beside it is the description."""
    if c_nv_pr is None:
        return "", False
    descr = " ".join((c_nv_pr.get("descr") or "").split())
    title = " ".join((c_nv_pr.get("title") or "").split())
    descr_file = _file_name(descr) if descr else None
    title_file = _file_name(title) if title else None
    if title and title_file is None:
        if descr and descr_file is None and title != descr:
            return f"{title}: {descr}", True
        return (title, True) if not descr or descr_file is not None else (descr, True)
    if descr:
        return (descr_file, False) if descr_file is not None else (descr, True)
    return title_file or "", False


def blip_target(pkg: Package, part: str, picture: Any) -> str | None:
    """The part holding a picture's bytes (its first embedded `a:blip`), or None."""
    for blip in picture.iter(f"{A}blip"):
        target = pkg.rel_target(part, blip.get(f"{R}embed") or "")
        if target is not None:
            return target
    return None


def _no_picture(detail: str) -> ExtractError:
    return ExtractError(
        e.NO_IMAGE_FOR_FORMAT,
        f"{detail} Read its alt text with read_document, or ask the person for a screenshot.",
    )


class Pictured(Protocol):
    """A block a reader found: its kind, and for a picture the part holding its bytes."""

    kind: str
    media: str | None


def picture_image(
    read: Callable[[str], bytes | None], block: Pictured | None, limits: Limits, whose: str
) -> ImageOut:
    """The picture of `block` (None: no block has the anchor asked for), decoded (PNG, JPEG or
    BMP only) and re-encoded as a PNG. `read` gives the bytes of a block's `media` (a zip part, an
    HWP stream), None when there is none; `whose` (`document`, `presentation`) names the file.

    Raises:
        ExtractError: BLOCK_RANGE_INVALID (no block, or not one of kind image),
            NO_IMAGE_FOR_FORMAT (no embedded picture, or one stored as EMF, WMF, GIF, TIFF, ...
            which fa does not decode), DOCUMENT_LIMIT_EXCEEDED (over the pixel cap),
            DOCUMENT_CORRUPT (the picture cannot be decoded).
    """
    if block is None or block.kind != IMAGE_KIND:
        raise ExtractError(
            e.BLOCK_RANGE_INVALID,
            f"That anchor is not a picture of this {whose}; give the anchor of a block of kind "
            "image, as read_document lists them.",
        )
    target = block.media
    data = read(target) if target is not None else None
    if not data:
        raise _no_picture("This picture is not stored inside the file (it is linked or missing).")
    fmt = next((name for magic, name in _DECODED.items() if data.startswith(magic)), None)
    if fmt is None:
        named = next((name for magic, name in _NAMED.items() if data.startswith(magic)), None)
        if named in _METAFILES:
            raise _no_picture(
                f"This picture is {_METAFILES[named]}, a drawing (often a chart) that Windows "
                "and Office draw from its commands; fa has no metafile renderer, so it shows "
                "only PNG, JPEG and BMP pictures."
            )
        stored = f"as {named}" if named else "in a format fa does not know"
        raise _no_picture(
            f"This picture is stored {stored}; fa shows only PNG, JPEG and BMP pictures."
        )
    image = decode_image(data, fmt, limits, "picture")
    original = image.size
    png, size = encode_png(image, limits)
    return ImageOut(png, size, original, None, "embedded")
