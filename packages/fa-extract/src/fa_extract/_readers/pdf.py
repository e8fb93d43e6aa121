"""PDF to one block per page: PDFium text, a per-page pypdf fallback, and repair of damaged files.

Runs only inside the worker process. PDFium (pypdfium2) is fast and reads Korean well, but it
silently drops text drawn with a non-embedded CJK font that has no ToUnicode map. A page whose
PDFium text is implausibly short (fewer than 8 non-whitespace characters, and fewer characters
than the text objects the page draws) is read again with pypdf; the reading with more letters
wins. A file PDFium cannot open is rebuilt from the objects in its bytes (`_pdf_repair`) and
read with PDFium; pypdf's own repair is the last attempt.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import io
import re
import signal
import threading
import warnings
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from .. import _errors as e
from .. import _progress as progress
from .._document import MIN_PAGE_CHARS
from .._errors import ExtractError
from .._hygiene import non_ws_len
from .._images import ImageOut
from .._limits import Limits
from .._model import TABLE_CONTINUED, TABLE_START, Block, DocWarning, Parsed, TocEntry
from .flow import roman
from .pdf_cjk import PYPDF_DECODES, cjk_cmap_in_bytes, cjk_count, cjk_fonts
from .pdf_grid import MAX_PATHS, page_grids
from .pdf_layout import Paragraph, hidden_characters, page_paragraphs, text_paragraphs
from .pdf_repair import candidates, tree_pages

__all__ = ("image", "open_document", "parse")

_MAX_TOC = 2000
_MAX_FORM_DEPTH = 6
_TEXT_RENDER_INVISIBLE = 3
_OFF_PAGE_MIN_CHARS = 2
_GARBLED_SAMPLE = 64
_MUTE_OBJECTS = 2000


class _TimeBoxError(Exception):
    """Raised inside a time-boxed call when its time is up."""


@contextlib.contextmanager
def time_box(seconds: float) -> Iterator[None]:
    """Interrupt pure-Python work (pypdf) after `seconds`, where a timer signal is available.

    Only the main thread of a POSIX process can receive SIGALRM; elsewhere the worker's wall
    clock, enforced by the parent, remains the bound.
    """
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable or seconds <= 0:
        yield
        return
    active = True

    def _expire(signum: int, frame: Any) -> None:
        if active:
            raise _TimeBoxError

    previous = signal.signal(signal.SIGALRM, _expire)
    # The timer repeats: an exception raised inside a destructor or a gc callback is swallowed
    # by Python, so one alarm alone could be lost; the next one lands in the library's code.
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.05)
    try:
        yield
    finally:
        active = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _encrypted() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_ENCRYPTED,
        "The PDF is password-protected; fa never asks for passwords. A person must open it and "
        "save a copy without the password first.",
    )


def _encrypted_for_certificates() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_ENCRYPTED,
        "The PDF is encrypted for the certificates of its recipients (public-key security) or "
        "for a rights-management server, not with a password, so fa cannot open it. Ask its "
        "sender for a copy without the encryption.",
    )


def _corrupt() -> ExtractError:
    return ExtractError(
        e.DOCUMENT_CORRUPT,
        "The PDF is damaged and could not be read, even with repair; open it in a PDF viewer "
        "and save or print it to a new PDF.",
    )


def _letters(text: str) -> int:
    return sum(1 for ch in text if ch.isalnum())


class _PageFacts:
    """What the page draws, counted from its object tree (not from the extracted text)."""

    __slots__ = (
        "crop",
        "found",
        "invisible_text_objects",
        "paths",
        "text_objects",
        "unembedded_font",
    )

    def __init__(self) -> None:
        self.found = 0
        """Non-whitespace characters of PDFium's text (counted once per page)."""
        self.text_objects = 0
        self.unembedded_font = False
        """Some text is drawn with a font whose program is not in the file."""
        self.invisible_text_objects = 0
        """Render-mode-3 text objects on a page without images (an OCR layer is not counted)."""
        self.crop: tuple[float, ...] | None = None
        """The crop box, when some text lies outside it."""
        self.paths: list[tuple[int, tuple[int, ...]]] = []
        """The path objects drawn (with the form objects each sits in, outermost first), for
        the ruled tables (`pdf_grid`): at most MAX_PATHS + 1, so a flood stops being listed."""

    @property
    def may_hide_text(self) -> bool:
        return bool(self.invisible_text_objects) or self.crop is not None


class _ObjectCalls:
    """PDFium's page-object functions, called through lean ctypes prototypes.

    A page can hold tens of thousands of objects and each one costs two or three calls; the
    typed prototypes of the bindings build a pointer object per result, which makes the walk
    about 40% slower than handles passed as plain integers. The functions are the same
    symbols of the same loaded library.
    """

    def __init__(self, raw: Any) -> None:
        handle, number = ctypes.c_void_p, ctypes.c_int

        def lean(function: Any, result: Any, *arguments: Any) -> Any:
            address = ctypes.cast(function, ctypes.c_void_p).value
            if address is None:
                raise ImportError("PDFium is missing a page-object function.")
            return ctypes.CFUNCTYPE(result, *arguments)(address)

        self.page_count = lean(raw.FPDFPage_CountObjects, number, handle)
        self.page_object = lean(raw.FPDFPage_GetObject, handle, handle, number)
        self.form_count = lean(raw.FPDFFormObj_CountObjects, number, handle)
        self.form_object = lean(raw.FPDFFormObj_GetObject, handle, handle, ctypes.c_ulong)
        self.kind = lean(raw.FPDFPageObj_GetType, number, handle)
        # -1 (FPDF_TEXTRENDERMODE_UNKNOWN) for any object that is not text.
        self.render_mode = lean(raw.FPDFTextObj_GetTextRenderMode, number, handle)
        self.image, self.form = raw.FPDF_PAGEOBJ_IMAGE, raw.FPDF_PAGEOBJ_FORM
        self.path = raw.FPDF_PAGEOBJ_PATH
        self.char_count = lean(raw.FPDFText_CountChars, number, handle)
        self.char_code = lean(raw.FPDFText_GetUnicode, ctypes.c_uint, handle, number)
        self.char_unmapped = lean(raw.FPDFText_HasUnicodeMapError, number, handle, number)
        self.text_font = lean(raw.FPDFTextObj_GetFont, handle, handle)
        self.font_embedded = lean(raw.FPDFFont_GetIsEmbedded, number, handle)
        # Out-parameters as plain addresses (`ctypes.addressof`), as in `pdf_layout`.
        self.bounds = lean(raw.FPDFPageObj_GetBounds, number, handle, *(ctypes.c_void_p,) * 4)
        self.object_text = lean(
            raw.FPDFTextObj_GetText, ctypes.c_ulong, handle, handle, ctypes.c_void_p, ctypes.c_ulong
        )


@functools.cache
def _object_calls(raw: Any) -> _ObjectCalls:
    return _ObjectCalls(raw)


def _page_facts(raw: Any, page: Any, textpage: Any, text: str, *, fonts_needed: bool) -> _PageFacts:
    """The page's facts; `unembedded_font` is only looked for when `fonts_needed` (it only
    matters in a file that names a predefined CJK CMap: one call per text object saved)."""
    facts = _PageFacts()
    calls = _object_calls(raw)
    render_mode, kind_of = calls.render_mode, calls.kind
    kind_image, kind_form = calls.image, calls.form
    text_objects = invisible = images = 0
    text_font, font_embedded = calls.text_font, calls.font_embedded
    fonts: dict[int, bool] = {}
    unembedded = False
    settled = not fonts_needed  # nothing more to learn from the fonts of this page
    kind_path, paths = calls.path, facts.paths
    page_handle = ctypes.cast(page.raw, ctypes.c_void_p).value
    # (count, getter, parent, depth, the form objects the parent sits in and is)
    pending: list[tuple[int, Any, Any, int, tuple[int, ...]]] = [
        (calls.page_count(page_handle), calls.page_object, page_handle, 0, ())
    ]
    while pending:
        count, get, parent, depth, chain = pending.pop()
        for k in range(count):
            obj = get(parent, k)
            mode = render_mode(obj)
            if mode >= 0:
                text_objects += 1
                if mode == _TEXT_RENDER_INVISIBLE:
                    invisible += 1
                if not settled:
                    # Fonts are few and shared by many objects: each is asked once.
                    font = text_font(obj)
                    if font and font not in fonts:
                        fonts[font] = font_embedded(font) == 1
                        unembedded = settled = not fonts[font]
                continue
            kind = kind_of(obj)
            if kind == kind_path:
                if len(paths) <= MAX_PATHS:
                    paths.append((obj, chain))
            elif kind == kind_image:
                images += 1
            elif kind == kind_form and depth < _MAX_FORM_DEPTH:
                pending.append(
                    (calls.form_count(obj), calls.form_object, obj, depth + 1, (*chain, obj))
                )
    facts.text_objects = text_objects
    facts.unembedded_font = unembedded
    # Invisible text over an image is an OCR layer: the reader sees the same words in the
    # scan. Invisible text without any image is text nobody sees.
    if invisible and not images:
        facts.invisible_text_objects = invisible
    # Text placed outside the visible page box: fewer characters inside the box than on the
    # page. One character of slack: a long line's last glyph may overrun the box's edge.
    facts.found = found = non_ws_len(text)
    if text_objects and found:
        left, bottom, right, top = page.get_cropbox()
        inside = textpage.get_text_bounded(left, bottom, right, top)
        if found - non_ws_len(inside) >= _OFF_PAGE_MIN_CHARS:
            facts.crop = (left, bottom, right, top)
    return facts


def _second_reading(text: str, hidden: list[bool] | None) -> list[Paragraph]:
    """pypdf's text of a page as paragraphs. pypdf cannot say which of its characters are
    hidden, so on a page where PDFium found hidden ones every paragraph is flagged hidden."""
    paragraphs = text_paragraphs(text)
    if hidden is not None and any(hidden):
        return [Paragraph(p.text, p.kind, hidden=True) for p in paragraphs]
    return paragraphs


def _names_cjk_cmap(data: bytes, memo: list[bool]) -> bool:
    if not memo:
        memo.append(cjk_cmap_in_bytes(data, packed=b"/ObjStm" in data))
    return memo[0]


def _mute_text(raw: Any, page: Any, textpage: Any, *, drawn: bool) -> str | None:
    """Whether a text object drawn with a font not embedded in the file yields no text:
    `"drawn"` when such an object has an extent, `"point"` when the only ones sit at a point,
    None when every object asked gave text.

    An object with an extent draws glyphs PDFium could not map to characters (measured: the
    vertical predefined CJK CMaps). One at a point is an empty string, or a single CJK glyph
    that no system font could place (measured on a machine without CJK fonts: PDFium leaves
    such a glyph out of the text, while a run of them beside it reads); pypdf decides which.
    Asking an object for its text scans the text page, so at most _MUTE_OBJECTS objects are
    asked, only on pages that already carry the CJK signal, and without `drawn` only the
    objects at a point (their bounds cost no scan): a page of thousands of words stays cheap.
    """
    calls = _object_calls(raw)
    textpage_handle = ctypes.cast(textpage.raw, ctypes.c_void_p).value
    page_handle = ctypes.cast(page.raw, ctypes.c_void_p).value
    pending = [(calls.page_count(page_handle), calls.page_object, page_handle, 0)]
    embedded: dict[int, bool] = {}
    edges = [ctypes.c_float() for _ in range(4)]
    at_edges = [ctypes.addressof(edge) for edge in edges]
    asked = 0
    found: str | None = None
    while pending:
        count, get, parent, depth = pending.pop()
        for k in range(count):
            obj = get(parent, k)
            if calls.render_mode(obj) < 0:
                if calls.kind(obj) == calls.form and depth < _MAX_FORM_DEPTH:
                    pending.append((calls.form_count(obj), calls.form_object, obj, depth + 1))
                continue
            font = calls.text_font(obj)
            if not font:
                continue
            if font not in embedded:
                embedded[font] = calls.font_embedded(font) == 1
            if embedded[font]:
                continue
            # An object that draws glyphs has an extent (an empty string has none; vertical
            # writing may have no width). The text length counts UTF-16 bytes with the
            # terminator: 2 means no character.
            if not calls.bounds(obj, *at_edges):
                continue
            extent = edges[2].value - edges[0].value + edges[3].value - edges[1].value > 0
            if not drawn and extent:
                continue
            if calls.object_text(obj, textpage_handle, None, 0) <= 2:
                if extent:
                    return "drawn"
                found = "point"
            asked += 1
            if asked >= _MUTE_OBJECTS:
                return found
    return found


def _garbled(raw: Any, textpage: Any) -> bool:
    """True when much of what the page shows was decoded without a character map.

    A font without a ToUnicode map and with a private encoding makes PDFium guess each
    character from its code, and the guess is often a wrong letter (`3HQČåQt` for a Czech
    `Pen`); PDFium marks each such character. A few marked characters are normal (a symbol
    font's bullets, a math font's digits); when at least a fifth of the visible characters, and
    at least MIN_PAGE_CHARS of them, are marked, the page's text cannot be trusted as evidence.
    Judged on an evenly spaced sample of at most _GARBLED_SAMPLE characters, so the cost per
    page is bounded; a font that covers a fifth of the page is always hit by the sample.
    """
    calls = _object_calls(raw)
    handle = ctypes.cast(textpage.raw, ctypes.c_void_p).value
    count = calls.char_count(handle)
    if count < MIN_PAGE_CHARS:
        return False
    step = max(1.0, count / _GARBLED_SAMPLE)
    visible = unmapped = 0
    position = 0.0
    while position < count:
        index = int(position)
        position += step
        code = calls.char_code(handle, index)
        if code <= 0x20 or 0x7F <= code <= 0x9F or chr(code).isspace():
            continue
        visible += 1
        if calls.char_unmapped(handle, index) == 1:
            unmapped += 1
    # Each sampled character stands for `step` characters of the page.
    return unmapped * 5 >= visible > 0 and unmapped * step >= MIN_PAGE_CHARS


class _Fallback:
    """pypdf opened at most once per document, only when a page needs it."""

    def __init__(self, data: bytes, limits: Limits) -> None:
        self._data = data
        self._limits = limits
        self._reader: Any = None
        self._failed = False
        self.timeouts = 0

    def page_text(self, index: int) -> str | None:
        """pypdf's text of one page, time-boxed; None when pypdf fails or runs out of time."""
        return self._ask(index, lambda page: page.extract_text())

    def cjk_fonts(self, index: int) -> set[str] | None:
        """The predefined CMaps of the page's fonts that carry the CJK signal
        (`pdf_cjk.cjk_fonts`), time-boxed; None when pypdf cannot tell."""
        return self._ask(index, cjk_fonts)

    def _ask(self, index: int, question: Any) -> Any:
        if self._failed:
            return None
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                if self._reader is None:
                    import pypdf

                    self._reader = pypdf.PdfReader(io.BytesIO(self._data), strict=False)
                    if self._reader.is_encrypted:
                        self._reader.decrypt("")
                with time_box(self._limits.page_fallback_seconds):
                    return question(self._reader.pages[index])
        except _TimeBoxError:
            self.timeouts += 1
            return None
        except MemoryError:
            raise
        except Exception:
            # Any failure of the fallback leaves PDFium's reading in place.
            self._failed = self._reader is None
            return None


def _pypdf_only(data: bytes, limits: Limits) -> Parsed:
    """Recovery when PDFium cannot open the file: pypdf rebuilds the cross-reference table."""
    import pypdf

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            with time_box(limits.recovery_seconds):
                reader = pypdf.PdfReader(io.BytesIO(data), strict=False)
                if reader.is_encrypted and not reader.decrypt(""):
                    raise _encrypted()
                count = len(reader.pages)
        except _TimeBoxError:
            raise ExtractError(
                e.DOCUMENT_CORRUPT,
                "The PDF is damaged, and rebuilding its index took longer than "
                f"{limits.recovery_seconds:g} s; open it in a PDF viewer and save or print it "
                "to a new PDF.",
            ) from None
        except ExtractError:
            raise
        except MemoryError:
            raise
        except Exception:
            raise _corrupt() from None
        if count > limits.max_blocks:
            raise _too_many_pages(limits)
        parsed = Parsed(format="pdf", pages=count)
        total = 0
        timeouts = 0
        for index in range(count):
            text = ""
            try:
                with time_box(limits.page_fallback_seconds):
                    text = reader.pages[index].extract_text()
            except _TimeBoxError:
                timeouts += 1
            except MemoryError:
                raise
            except Exception:
                text = ""
            total += len(text)
            if total > limits.max_chars:
                raise _too_much_text(limits)
            parsed.blocks.extend(page_blocks(index + 1, text_paragraphs(text)))
    parsed.flags.add("recovered")
    parsed.warnings.append(
        DocWarning(
            "PDF_RECOVERED",
            "The PDF is damaged; its text was recovered by rebuilding the file's index, and "
            "some text may be missing.",
        )
    )
    if timeouts:
        parsed.warnings.append(_fallback_timeout_warning(timeouts))
    return parsed


def _too_many_pages(limits: Limits) -> ExtractError:
    return ExtractError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        f"The PDF has more than {limits.max_blocks} pages; split it into smaller files.",
    )


def _too_much_text(limits: Limits) -> ExtractError:
    return ExtractError(
        e.DOCUMENT_LIMIT_EXCEEDED,
        f"The PDF holds more than {limits.max_chars} characters of text; split it into "
        "smaller files.",
    )


def _fallback_timeout_warning(count: int) -> DocWarning:
    return DocWarning(
        "PDF_PAGE_TIME_LIMIT",
        "Reading some pages a second way took too long and was stopped; those pages keep the "
        "text of the first reading.",
        count,
    )


def parse(data: bytes, limits: Limits) -> Parsed:
    """Extract each page's paragraphs (`p3.1`, `p3.2`, ...), the outline as toc, title, warnings.

    Raises:
        ExtractError: DOCUMENT_ENCRYPTED (a real password is needed), DOCUMENT_CORRUPT (not
            readable even with repair), DOCUMENT_LIMIT_EXCEEDED (too many pages or characters).
    """
    import pypdfium2 as pdfium
    from pypdfium2 import raw

    opened = open_document(data)
    if opened is None:
        parsed = _pypdf_only(data, limits)
        parsed.blocks = _page_furniture(parsed.blocks)
        return parsed
    pdf, read, how = opened
    try:
        parsed, columns = _parse_open(pdfium, pdf, raw, read, limits)
    finally:
        pdf.close()
    # Furniture first: a table continued on the next page is told across the page's heads.
    parsed.blocks = _continued_tables(_page_furniture(parsed.blocks), columns)
    if how is not None:
        message = (
            "The PDF is damaged (cut off, or its index is broken); fa rebuilt its index and "
            "read every page that is still whole."
        )
        if how == "page_tree":
            message += (
                " Its list of pages was lost too, so the pages are numbered in the order they "
                "are stored in the file, which may differ from the original order."
            )
        parsed.flags.add("recovered")
        parsed.warnings.append(DocWarning("PDF_RECOVERED", message))
    return parsed


def open_document(data: bytes) -> tuple[Any, bytes, str | None] | None:
    """PDFium's document for `data`: (document, the bytes it reads, how they were repaired).

    When PDFium cannot open the file, or opens it and finds no page, the rebuilt copies of
    `_pdf_repair` are tried in order and the first in which a page loads is used (`how` names
    it); text extraction and page images both open a file through here, so their page numbers
    agree. None when nothing opens (pypdf may still recover the text).

    Raises:
        ExtractError: DOCUMENT_ENCRYPTED (a real password is needed).
    """
    import pypdfium2 as pdfium
    from pypdfium2 import raw

    original = None
    try:
        original = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        # PDFium's last error is process-wide, and a failure that sets none leaves the previous
        # document's code in place: a password is only ever needed by a file that declares
        # encryption.
        code = getattr(exc, "err_code", None)
        if code == raw.FPDF_ERR_PASSWORD and b"/Encrypt" in data:
            raise _encrypted() from None
        # A security handler PDFium does not have: public-key encryption (/Adobe.PubSec),
        # for which pypdf has no handler either; a damaged file this is not.
        if code == raw.FPDF_ERR_SECURITY and b"/Encrypt" in data:
            raise _encrypted_for_certificates() from None
    at_least = 1
    if original is not None:
        if len(original) > 0 and not _pages_lost(data, len(original)):
            return original, data, None
        # Opened, but no page in its page tree, or fewer pages than the file holds: the tree
        # may be what is broken.
        at_least = max(1, len(original) + 1)
        original.close()
    for how, fixed in candidates(data):
        try:
            pdf = pdfium.PdfDocument(fixed)
        except pdfium.PdfiumError:
            continue
        if len(pdf) >= at_least and _some_page_loads(pdfium, pdf):
            return pdf, fixed, how
        pdf.close()
    if original is not None:
        return pdfium.PdfDocument(data), data, None
    return None


_LINEARIZED = re.compile(rb"/Linearized\s")
_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![A-Za-z0-9])")


def _pages_lost(data: bytes, count: int) -> bool:
    """Whether a linearized file holds more page objects than PDFium counts.

    PDFium takes a linearized file's page count from its first-page hints, so a file whose page
    tree is lost still opens, with the hinted pages only and no error. Page objects written in
    the open are counted (those inside object streams are not, so the test only errs towards
    trusting PDFium), and only pages whose `/Parent` chain leads to the catalog's tree count
    (pages of another tree left in the file do not); only then are the rebuilt copies tried.
    Measured case: an update that added a page to a linearized file, with the update's page
    tree damaged, opened as the earlier one-page revision.
    """
    if not _LINEARIZED.search(data, 0, 2048):
        return False
    return len(_PAGE_OBJECT.findall(data)) > count and tree_pages(data) > count


def _some_page_loads(pdfium: Any, pdf: Any) -> bool:
    for index in range(len(pdf)):
        try:
            pdf[index].close()
        except pdfium.PdfiumError:
            continue
        return True
    return False


def _parse_open(
    pdfium: Any, pdf: Any, raw: Any, data: bytes, limits: Limits
) -> tuple[Parsed, list[tuple[float, ...]]]:
    """The document's blocks, and per block the column edges of the ruled grid it is a row
    of (`Paragraph.columns`; empty for any other block), for `_continued_tables`."""
    count = len(pdf)
    if count > limits.max_blocks:
        raise _too_many_pages(limits)
    parsed = Parsed(format="pdf", pages=count)
    if raw.FPDF_GetSecurityHandlerRevision(pdf.raw) != -1:
        parsed.flags.add("encrypted")
        parsed.warnings.append(
            DocWarning(
                "PDF_ENCRYPTED",
                "The PDF is encrypted without a user password; it was read, but its owner may "
                "have restricted copying.",
            )
        )
    fallback = _Fallback(data, limits)
    columns: list[tuple[float, ...]] = []
    total = 0
    replaced = 0
    undecoded: list[int] = []
    hidden_count = 0
    garbled_pages: list[int] = []
    recovered: list[int] = []
    # Whether any font of the file names a predefined CJK CMap: asked once, and only when a
    # page first needs it (decoding object streams costs more than the rest of the test).
    cjk_named: list[bool] = []
    unreadable = 0
    for index in range(count):
        number = index + 1
        try:
            page = pdf[index]
        except pdfium.PdfiumError:
            # A page PDFium cannot load (a broken page tree) keeps its number, without text.
            unreadable += 1
            parsed.blocks.extend(page_blocks(number, []))
            columns.append(())
            continue
        textpage = page.get_textpage()
        try:
            text = original = textpage.get_text_range()
            # Once the file is known not to name a predefined CJK CMap, fonts are not asked.
            facts = _page_facts(
                raw, page, textpage, text, fonts_needed=not cjk_named or cjk_named[0]
            )
            garbled = _garbled(raw, textpage)
            hidden = None
            if facts.may_hide_text:
                hidden = hidden_characters(
                    raw, textpage, len(text), bool(facts.invisible_text_objects), facts.crop
                )
            # Ruled tables only where paths could draw them: a page of text asks nothing more.
            grids = page_grids(raw, facts.paths) if facts.paths else []
            paragraphs = page_paragraphs(raw, textpage, text, hidden, grids)
            # The CJK signal, cheapest test first: a font not embedded, few CJK characters in
            # PDFium's text, and an object of such a font that PDFium gave no text at all.
            named = facts.unembedded_font and _names_cjk_cmap(data, cjk_named)
            cjk = cjk_count(text) if named else None
            few = cjk is not None and (cjk < MIN_PAGE_CHARS or cjk * 10 < facts.found)
            silent = _mute_text(raw, page, textpage, drawn=few) if cjk is not None else None
            mute = few and silent == "drawn"
            # Any other object without text (single glyphs among CJK text that reads) is
            # a loss only if pypdf finds more CJK text on the page.
            partial = silent is not None and not mute
        finally:
            textpage.close()
            page.close()
        lost = False
        cmaps = fallback.cjk_fonts(index) if mute or partial else None
        if mute and cmaps is None:
            cmaps = {""}  # pypdf cannot open the file, but the file names such a CMap
        if cmaps and cjk is not None:
            # PDFium dropped text of a font with a predefined CJK CMap: pypdf's reading is
            # taken when it decodes that CMap and finds more CJK text. Otherwise, when PDFium
            # gave the page's text objects nothing (`mute`), neither reader maps the glyphs
            # and the page is flagged garbled; single glyphs left out (`partial`) stay so.
            other = None
            if all(PYPDF_DECODES.fullmatch(cmap) for cmap in cmaps):
                other = fallback.page_text(index)
            if other is not None and cjk_count(other) > cjk:
                text = other
                paragraphs = _second_reading(other, hidden)
                garbled = False
                recovered.append(number)
            elif mute:
                lost = True
        found = facts.found if text is original else non_ws_len(text)
        # Short text from more text objects than characters: PDFium dropped what they draw
        # (a page that only shows its number draws one object and keeps its digits).
        # A page whose lost text is in a CMap pypdf does not decode keeps PDFium's reading:
        # pypdf's would be wrong characters.
        if found < MIN_PAGE_CHARS and facts.text_objects > found and not lost:
            other = fallback.page_text(index)
            if other is not None and _letters(other) > _letters(text):
                text = other
                paragraphs = _second_reading(other, hidden)
                garbled = False
                replaced += 1
            if non_ws_len(text) < MIN_PAGE_CHARS:
                undecoded.append(number)
        total += len(text)
        if total > limits.max_chars:
            raise _too_much_text(limits)
        blocks = page_blocks(number, paragraphs, garbled=garbled or lost)
        hidden_count += sum(1 for b in blocks if "hidden" in b.flags)
        if lost:
            undecoded.append(number)
        elif garbled:
            garbled_pages.append(number)
        parsed.blocks.extend(blocks)
        columns.extend([p.columns for p in paragraphs] if paragraphs else [()])
        progress.report(number, count, "page")
    if replaced:
        parsed.warnings.append(
            DocWarning(
                "PDF_TEXT_FALLBACK",
                "Some pages use fonts the main reader could not decode; they were read with "
                "a second reader.",
                replaced,
            )
        )
    if recovered:
        parsed.warnings.append(
            DocWarning(
                "PDF_TEXT_RECOVERED",
                "Some pages draw CJK text with a font the main reader cannot decode (a "
                "predefined CJK character map without an embedded font); their text was "
                f"recovered with a second reader: pages {_page_list(recovered)}.",
                len(recovered),
            )
        )
    if undecoded:
        parsed.warnings.append(
            DocWarning(
                "PDF_TEXT_UNDECODED",
                "Some pages draw text that neither reader could decode (fonts without a "
                "character map, such as CJK fonts that are not embedded); their text is "
                "missing or wrong and flagged garbled where some remains. Use "
                f"read_document_image on pages {_page_list(undecoded)}.",
                len(undecoded),
            )
        )
    if garbled_pages:
        parsed.warnings.append(
            DocWarning(
                "PDF_TEXT_GARBLED",
                "Some pages use fonts without a character map, so much of their text may be "
                "wrong letters; they are flagged garbled. Compare them with "
                f"read_document_image before citing them: pages {_page_list(garbled_pages)}.",
                len(garbled_pages),
            )
        )
    if hidden_count:
        parsed.warnings.append(
            DocWarning(
                "HIDDEN_TEXT",
                "Some pages contain text a reader cannot see (invisible or outside the page); "
                "it is kept in blocks of its own flagged hidden, right after the paragraph it "
                "sits in, and cannot be the only support of a claim.",
                hidden_count,
            )
        )
    if fallback.timeouts:
        parsed.warnings.append(_fallback_timeout_warning(fallback.timeouts))
    if unreadable:
        parsed.warnings.append(
            DocWarning(
                "PDF_PAGE_UNREADABLE",
                "Some pages could not be loaded (the page structure is damaged); they are "
                "returned without text.",
                unreadable,
            )
        )
    parsed.title = _title(pdf)
    parsed.toc = _toc(pdf, count)
    return parsed, columns


# A page's printed number alone in a paragraph: `12`, `- 3 -`, `— 3 —`, `3 / 20`, `3 of 20`,
# `Page 3`, `p. 3`, `3쪽`, `3 페이지`.
_PAGE_NUMBER = re.compile(
    r"(?:[-–—]\s*)?(?:(?:page|p\.)\s*)?(\d{1,4})(?:\s*(?:/|of)\s*\d{1,4})?\s*(?:쪽|페이지)?"
    r"(?:\s*[-–—])?",
    re.IGNORECASE,
)
_NUMBERED_PAGES = 3  # pages whose numbers must run with the pages before any is taken for one


def _page_furniture(blocks: list[Block]) -> list[Block]:
    """`blocks` with each page's printed number (`_page_numbers`) and running head or foot
    (`_running_heads`) flagged, from one map of each page's visible paragraphs."""
    pages = _visible_lines(blocks)
    if len(pages) < _NUMBERED_PAGES:
        return blocks
    blocks = _running_heads(_page_numbers(blocks, pages), pages)
    # A head or foot of two lines (a title, then `GeoBase® 6`): once the outer line is flagged,
    # the line next to it stands at the page's edge in its turn.
    inner = _visible_lines(blocks)
    return _running_heads(_page_numbers(blocks, inner), inner)


def _visible_lines(blocks: list[Block]) -> dict[int, list[int]]:
    """Each page's visible paragraphs and lines read as rows of cells (a title and a date far
    apart on one line), by index, leaving out what is already flagged a header or footer; a
    ruled table's rows (from its `table_start` row on) are never a head or foot."""
    pages: dict[int, list[int]] = {}
    for index, block in enumerate(blocks):
        if block.page is None or block.kind not in _LINE_KINDS or _SET_APART & set(block.flags):
            continue
        pages.setdefault(block.page, []).append(index)
    return pages


def _page_numbers(blocks: list[Block], pages: dict[int, list[int]]) -> list[Block]:
    """`blocks` with each page's printed number flagged `footer` (`header` at the page's top):
    the last (else the first) visible paragraph of a page when its text is only a page number,
    and at least three pages print numbers that run with the pages (each number less its page
    the same: a cover and a contents before page 1 shift them all alike). A lone figure in the
    body (`2024`) runs with nothing and stays as it is. `pages`: each page's visible
    paragraphs, by index."""
    found: list[tuple[int, int, str]] = []  # (block index, number less page, flag)
    for page, indexes in pages.items():
        for index, flag in ((indexes[-1], "footer"), (indexes[0], "header")):
            match = _PAGE_NUMBER.fullmatch(blocks[index].text.strip())
            if match is not None:
                found.append((index, int(match.group(1)) - page, flag))
                break
    if not found:
        return blocks
    shift, count = Counter(shift for _, shift, _ in found).most_common(1)[0]
    if count < _NUMBERED_PAGES:
        return blocks
    out = list(blocks)
    for index, number_shift, flag in found:
        if number_shift == shift:
            out[index] = replace(out[index], flags=(*out[index].flags, flag))
    return out


_HEAD_CHARS = 120  # a running head is one short line
_LINE_KINDS = frozenset({"paragraph", "table_row"})
_SET_APART = frozenset({"hidden", "header", "footer", TABLE_START})
# a number as a page prints it: in digits, or in lower-case Roman numerals (front matter)
_NUMBER = re.compile(r"\d+|(?<![A-Za-z])[ivxl]{1,7}(?![A-Za-z])")
# front-matter page numbers in Roman numerals, by their text (`iii`: 3)
_ROMAN_PAGES = {roman(n): n for n in range(1, 200)}


def _without_page(line: str, page: int) -> str:
    """`line` with its first number that is `page` (the page's own, in digits or Roman
    numerals: `iii` on page 3) written `#`."""
    for match in _NUMBER.finditer(line):
        text = match.group()
        if (int(text) if text.isdigit() else _ROMAN_PAGES.get(text)) == page:
            return f"{line[: match.start()]}#{line[match.end() :]}"
    return line


def _running_heads(blocks: list[Block], pages: dict[int, list[int]]) -> list[Block]:
    """`blocks` with a page's running head flagged `header` (its running foot `footer`): the
    first (last) visible paragraph or line of cells of a page when the same line, but for the
    page's own number in it (`… (3/5)` on page 3, `GeoBase® iii`), stands there on at least
    three pages and on half the pages or more, and the page has other text besides. Chapter
    titles differ from page to page and stay as they are; so does a page's only text, however
    often it repeats."""
    out = list(blocks)
    for end, flag in ((0, "header"), (-1, "footer")):
        # Each line as written and with the page's own number taken out: a page takes the form
        # more pages share (`2004-06` on page 6 is a date, `(6/9)` the page's number).
        forms: list[tuple[int, str, str]] = []
        counts: Counter[str] = Counter()
        for indexes in pages.values():
            index = indexes[end]
            text = blocks[index].text.strip()
            if len(indexes) < 2 or len(text) > _HEAD_CHARS or flag in blocks[index].flags:
                continue
            written = " ".join(text.split())
            numbered = _without_page(written, blocks[index].page or 0)
            forms.append((index, written, numbered))
            counts.update({written, numbered})
        lines: dict[str, list[int]] = {}
        for index, written, numbered in forms:
            line = written if counts[written] >= counts[numbered] else numbered
            lines.setdefault(line, []).append(index)
        for same in lines.values():
            if len(same) >= _NUMBERED_PAGES and len(same) * 2 >= len(pages):
                for index in same:
                    if flag not in out[index].flags:
                        out[index] = replace(out[index], flags=(*out[index].flags, flag))
    return out


_SAME_EDGE = 2.0
"""Points apart that two pages' column edges may stand and still be one table's (a rule drawn
half a width further, a generator's rounding); a table laid out afresh moves its edges more."""
_FURNITURE = frozenset({"header", "footer"})


def _continued_tables(blocks: list[Block], columns: list[tuple[float, ...]]) -> list[Block]:
    """`blocks` with each ruled table that runs on from the page before flagged
    `table_continued` instead of `table_start` (its text unchanged).

    A page's ruled grid continues the grid of the page before when the grid is the first block
    of the page's body and the other the last of its page's (the body: every block but the
    running heads, feet and page numbers, so nothing else stands between them), and both have
    as many columns, each edge within _SAME_EDGE points of the other's. A first row of one
    cell across the grid (a title or a section of its own) starts a table unless it repeats
    the text of the table's first row; a repeated header row stays a row (a page prints it,
    and a citation may name it) but starts nothing. `columns`: per block, the column edges of
    the grid it is a row of, else empty.
    """
    bodies: dict[int, list[int]] = {}
    for index, block in enumerate(blocks):
        if block.page is not None and not _FURNITURE & set(block.flags):
            bodies.setdefault(block.page, []).append(index)
    out = blocks
    heads: dict[int, int] = {}  # the first row of each part continued -> its table's first row
    for page, body in bodies.items():
        first, before = body[0], bodies.get(page - 1)
        last = before[-1] if before else None
        if last is None or TABLE_START not in blocks[first].flags or not columns[last]:
            continue
        mine, theirs = columns[first], columns[last]
        if len(mine) != len(theirs) or any(
            abs(a - b) > _SAME_EDGE for a, b in zip(mine, theirs, strict=True)
        ):
            continue
        # the first row of the last grid of the page before (a walk within that page), and of
        # the table it belongs to
        start = last
        while start > 0 and TABLE_START not in out[start].flags and start not in heads:
            start -= 1
        head = heads.get(start, start)
        text = blocks[first].text
        if " | " not in text and text != out[head].text:
            continue  # one cell across the grid that is not the table's first row: a title
        if out is blocks:
            out = list(blocks)
        flags = tuple(TABLE_CONTINUED if f == TABLE_START else f for f in out[first].flags)
        out[first] = replace(out[first], flags=flags)
        heads[first] = head
    return out


def page_blocks(number: int, paragraphs: list[Paragraph], *, garbled: bool = False) -> list[Block]:
    """Blocks `p<number>.1`, `p<number>.2`, ... of one page; a page without text is one empty
    block, so every page keeps its number in the reading order and its grade."""
    if not paragraphs:
        return [Block(f"p{number}.1", "page", "", page=number)]
    blocks: list[Block] = []
    for k, paragraph in enumerate(paragraphs, start=1):
        flags: tuple[str, ...] = ("hidden",) if paragraph.hidden else ()
        if garbled:
            flags = (*flags, "garbled")
        if paragraph.kind == "table_row":
            flags = (*flags, "table", TABLE_START) if paragraph.table_start else (*flags, "table")
        blocks.append(
            Block(f"p{number}.{k}", paragraph.kind, paragraph.text, page=number, flags=flags)
        )
    return blocks


def _page_list(pages: list[int]) -> str:
    shown = ", ".join(f"p{n}" for n in pages[:20])
    return shown + (" and more" if len(pages) > 20 else "")


def _title(pdf: Any) -> str | None:
    try:
        title = str(pdf.get_metadata_value("Title") or "").strip()
    except Exception:
        return None
    return title[:500] or None


def _toc(pdf: Any, count: int) -> list[TocEntry]:
    entries: list[TocEntry] = []
    try:
        for item in pdf.get_toc(max_depth=8):
            if len(entries) >= _MAX_TOC:
                break
            dest = item.get_dest()
            index = dest.get_index() if dest is not None else None
            if index is None or not 0 <= index < count:
                continue
            title = (item.get_title() or "").strip()
            if title:
                # An outline entry points at its page: the page's first block.
                entries.append(TocEntry(f"p{index + 1}.1", item.level + 1, title[:300]))
    except Exception:
        # A broken outline (cycles, dangling destinations) costs the toc, not the document.
        return entries
    return entries


def image(data: bytes, page: int | None, limits: Limits) -> ImageOut:
    """An image of one page (1-based; None: the first page without a text layer, else 1).

    Raises:
        ExtractError: see `pdf_image.page_image`.
    """
    from .pdf_image import page_image

    return page_image(data, page, limits)
