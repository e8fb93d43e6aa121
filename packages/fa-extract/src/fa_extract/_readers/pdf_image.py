"""PDF page images: a scan's own embedded image, or the page rendered by PDFium.

Runs only inside the worker, imported on the first image request.
"""

from __future__ import annotations

import io
import warnings
from typing import Any

from .. import _errors as e
from .._document import MIN_PAGE_CHARS
from .._errors import ExtractError
from .._hygiene import non_ws_len
from .._images import ImageOut, encode_png
from .._limits import Limits

__all__ = ("page_image",)


def _no_image(page: int) -> ExtractError:
    return ExtractError(
        e.PDF_PAGE_HAS_NO_IMAGE,
        f"No image could be produced for page {page}. A person should open the PDF, capture "
        "that page as a screenshot and share the image.",
    )


def page_image(data: bytes, page: int | None, limits: Limits) -> ImageOut:
    """An image of one PDF page (1-based; default: the first page without a text layer, else 1).

    A page that is a scan (no text, exactly one image) gives its embedded image, taken out with
    pypdf; any other page, or a scan whose image codec pypdf cannot decode, is rendered with
    PDFium.

    Raises:
        ExtractError: BLOCK_RANGE_INVALID (no such page), DOCUMENT_ENCRYPTED, DOCUMENT_CORRUPT,
            PDF_PAGE_HAS_NO_IMAGE (nothing could be produced).
    """
    import pypdfium2 as pdfium
    from pypdfium2 import raw

    from .pdf import open_document

    opened = open_document(data)
    if opened is None:
        raise ExtractError(
            e.DOCUMENT_CORRUPT,
            "PDFium cannot open this damaged PDF to draw its pages; open it in a PDF viewer "
            "and print it to a new PDF.",
        )
    pdf, data, _ = opened
    try:
        count = len(pdf)
        if page is None:
            page = 1
            for index in range(count):
                try:
                    handle = pdf[index]
                except pdfium.PdfiumError:
                    continue  # a page that does not load is not a candidate
                textpage = handle.get_textpage()
                short = non_ws_len(textpage.get_text_range()) < MIN_PAGE_CHARS
                textpage.close()
                handle.close()
                if short:
                    page = index + 1
                    break
        if not 1 <= page <= count:
            raise ExtractError(
                e.BLOCK_RANGE_INVALID,
                f"Page {page} does not exist; the PDF has {count} pages (1 to {count}).",
            )
        try:
            handle = pdf[page - 1]
        except pdfium.PdfiumError:
            # The page's own structure is damaged (a cut-off or broken file): nothing to draw.
            raise _no_image(page) from None
        try:
            textpage = handle.get_textpage()
            chars = non_ws_len(textpage.get_text_range())
            textpage.close()
            images = 0
            others = 0
            for k in range(raw.FPDFPage_CountObjects(handle.raw)):
                kind = raw.FPDFPageObj_GetType(raw.FPDFPage_GetObject(handle.raw, k))
                if kind == raw.FPDF_PAGEOBJ_IMAGE:
                    images += 1
                elif kind in (raw.FPDF_PAGEOBJ_TEXT, raw.FPDF_PAGEOBJ_FORM):
                    others += 1
            if images == 1 and chars < MIN_PAGE_CHARS and not others:
                embedded = _embedded(data, page, limits)
                if embedded is not None:
                    return embedded
            return _render(handle, page, limits)
        finally:
            handle.close()
    finally:
        pdf.close()


def _embedded(data: bytes, page: int, limits: Limits) -> ImageOut | None:
    """The page's single embedded image via pypdf, or None when it cannot be decoded."""
    from PIL import Image

    Image.MAX_IMAGE_PIXELS = limits.max_image_pixels
    try:
        import pypdf

        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            reader = pypdf.PdfReader(io.BytesIO(data), strict=False)
            if reader.is_encrypted:
                reader.decrypt("")
            found = list(reader.pages[page - 1].images)
            if len(found) != 1:
                return None
            image = found[0].image
            if image is None or image.width * image.height > limits.max_image_pixels:
                return None
            original = image.size
            png, size = encode_png(image, limits)
    except MemoryError:
        raise
    except Exception:
        # JBIG2, CCITT variants and damaged streams: PDFium can still draw the page.
        return None
    return ImageOut(png, size, original, page, "embedded")


def _render(handle: Any, page: int, limits: Limits) -> ImageOut:
    width, height = handle.get_size()
    if width <= 0 or height <= 0:
        raise _no_image(page)
    scale = min(limits.render_dpi / 72.0, limits.image_max_edge / max(width, height))
    try:
        bitmap = handle.render(scale=scale)
        image = bitmap.to_pil()
    except MemoryError:
        raise
    except Exception:
        raise _no_image(page) from None
    if scale < limits.render_dpi / 72.0:
        # Scaled down to fit the edge cap: report the size the render resolution would give.
        original = (
            round(width * limits.render_dpi / 72.0),
            round(height * limits.render_dpi / 72.0),
        )
    else:
        original = image.size
    png, size = encode_png(image, limits)
    bitmap.close()
    return ImageOut(png, size, original, page, "rendered")
