"""PDF: CJK text drawn with fonts that are not embedded and have a predefined CMap.

Files are made with reportlab (its CID fonts are never embedded), or written object by object
when reportlab cannot write the encoding; each must give back the text it was made with, or be
flagged where neither reader can map the glyphs.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from fa_extract import Limits
from fa_extract._document import Document, finalize
from fa_extract._readers.pdf import parse

Builders = dict[str, Callable[..., bytes]]

CHINESE = "中华人民共和国国务院公告"
TRADITIONAL = "中華民國行政院公告"
JAPANESE = "日本国憲法の前文です"
KOREAN = "대한민국 헌법 전문입니다"


def _read(data: bytes) -> Document:
    return finalize(parse(data, Limits()))


def _codes(doc: Document) -> set[str]:
    return {w.code for w in doc.warnings}


def _reportlab(font: str, encoding: str | None, text: str, codec: str | None) -> bytes:
    """One page: `text` in a reportlab CID font, then a Latin line in the same font."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import CIDFont, UnicodeCIDFont
    from reportlab.pdfgen import canvas

    cid = UnicodeCIDFont(font) if encoding is None else CIDFont(font, encoding)
    if cid.fontName not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(cid)
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, invariant=1)
    pdf.setFont(cid.fontName, 14)
    for y, line in ((700, text), (680, "Total 2024: 1,234")):
        # reportlab writes a CIDFont's codes as given: the text in the encoding's own bytes.
        pdf.drawString(72, y, line if codec is None else line.encode(codec).decode("latin-1"))
    pdf.save()
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("font", "encoding", "text", "codec"),
    [
        ("STSong-Light", "GBK-EUC-H", CHINESE, "gbk"),
        ("STSong-Light", None, CHINESE, None),  # UniGB-UCS2-H
        ("MSung-Light", "ETenms-B5-H", TRADITIONAL, "cp950"),
        ("HeiseiMin-W3", "90ms-RKSJ-H", JAPANESE, "cp932"),
        ("HeiseiMin-W3", None, JAPANESE, None),  # UniJIS-UCS2-H
        ("HYSMyeongJo-Medium", None, KOREAN, None),  # UniKS-UCS2-H
        ("HYGothic-Medium", None, KOREAN, None),
        ("HYSMyeongJo-Medium", "KSCms-UHC-H", KOREAN, "cp949"),
        # Vertical Korean CMaps PDFium does read (measured; unlike KSC-EUC-V below).
        ("HYSMyeongJo-Medium", "UniKS-UCS2-V", KOREAN, "utf-16-be"),
        ("HYSMyeongJo-Medium", "KSCms-UHC-V", KOREAN, "cp949"),
    ],
)
def test_cjk_fonts_pdfium_reads_keep_their_text(
    font: str, encoding: str | None, text: str, codec: str | None
) -> None:
    doc = _read(_reportlab(font, encoding, text, codec))
    page = "\n".join(b.text for b in doc.blocks)
    assert text in page and "1,234" in page
    assert not any("garbled" in b.flags for b in doc.blocks)
    # PDFium reads these itself (Korean from reportlab's HYSMyeongJo-Medium and
    # HYGothic-Medium included): nothing is recovered, nothing is replaced.
    assert not _codes(doc) & {"PDF_TEXT_RECOVERED", "PDF_TEXT_FALLBACK", "PDF_TEXT_UNDECODED"}


@pytest.mark.parametrize(
    ("font", "encoding", "text", "codec"),
    [
        ("STSong-Light", "GBK-EUC-V", CHINESE, "gbk"),
        ("STSong-Light", "UniGB-UCS2-V", CHINESE, "utf-16-be"),
        ("MSung-Light", "ETenms-B5-V", TRADITIONAL, "cp950"),
        ("HeiseiMin-W3", "90ms-RKSJ-V", JAPANESE, "cp932"),
        ("HeiseiMin-W3", "UniJIS-UCS2-V", JAPANESE, "utf-16-be"),
    ],
)
def test_vertical_cjk_text_pdfium_drops_is_recovered(
    font: str, encoding: str, text: str, codec: str
) -> None:
    data = _reportlab(font, encoding, text, codec)
    import pypdfium2 as pdfium

    # The case itself: PDFium keeps the Latin line and drops every CJK character.
    pdfium_text = pdfium.PdfDocument(data)[0].get_textpage().get_text_range()
    assert "1,234" in pdfium_text and text.replace(" ", "")[0] not in pdfium_text
    doc = _read(data)
    page = "\n".join(b.text for b in doc.blocks)
    assert text in page and "1,234" in page
    warning = next(w for w in doc.warnings if w.code == "PDF_TEXT_RECOVERED")
    assert (warning.count, warning.message.endswith("pages p1.")) == (1, True)


@pytest.mark.parametrize(
    ("font", "encoding", "text", "codec"),
    [
        ("HYSMyeongJo-Medium", "KSC-EUC-V", KOREAN, "euc_kr"),
        ("MSung-Light", "B5pc-V", TRADITIONAL, "big5"),
    ],
)
def test_cjk_text_neither_reader_maps_is_flagged_not_replaced(
    font: str, encoding: str, text: str, codec: str
) -> None:
    # PDFium drops these and pypdf would return wrong characters for them.
    doc = _read(_reportlab(font, encoding, text, codec))
    assert all("garbled" in b.flags for b in doc.blocks)
    assert "\n".join(b.text for b in doc.blocks) == "Total 2024: 1,234"
    warning = next(w for w in doc.warnings if w.code == "PDF_TEXT_UNDECODED")
    assert "read_document_image" in warning.message and "p1" in warning.message
    assert not _codes(doc) & {"PDF_TEXT_RECOVERED", "PDF_TEXT_FALLBACK"}


def test_a_recovered_page_among_others_is_named(pdfs: Builders) -> None:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for data in (
        pdfs["korean_pdf"]([["첫 쪽은 한국어 본문입니다."]]),
        _reportlab("STSong-Light", "GBK-EUC-V", CHINESE, "gbk"),
        pdfs["korean_pdf"]([["셋째 쪽도 한국어 본문입니다."]]),
    ):
        for page in PdfReader(io.BytesIO(data)).pages:
            writer.add_page(page)
    buffer = io.BytesIO()
    writer.write(buffer)
    doc = _read(buffer.getvalue())
    warning = next(w for w in doc.warnings if w.code == "PDF_TEXT_RECOVERED")
    assert (warning.count, "pages p2." in warning.message) == (1, True)
    assert [b.page for b in doc.blocks if CHINESE in b.text] == [2]
    assert "첫 쪽은 한국어 본문입니다." in doc.blocks[0].text


def test_a_recovered_page_after_a_latin_page_in_a_font_not_embedded() -> None:
    # Page 1 draws Helvetica (never embedded): the file is asked once, there, whether it names
    # a predefined CJK CMap; it does (page 2's), so page 2's fonts must still be looked at.
    from pypdf import PdfReader, PdfWriter
    from reportlab.pdfgen import canvas

    cover = io.BytesIO()
    pdf = canvas.Canvas(cover, invariant=1)
    pdf.setFont("Helvetica", 12)
    pdf.drawString(72, 700, "A cover page in Latin letters, drawn with Helvetica.")
    pdf.save()
    writer = PdfWriter()
    for data in (cover.getvalue(), _reportlab("STSong-Light", "GBK-EUC-V", CHINESE, "gbk")):
        for page in PdfReader(io.BytesIO(data)).pages:
            writer.add_page(page)
    buffer = io.BytesIO()
    writer.write(buffer)
    doc = _read(buffer.getvalue())
    warning = next(w for w in doc.warnings if w.code == "PDF_TEXT_RECOVERED")
    assert (warning.count, "pages p2." in warning.message) == (1, True)
    assert [b.page for b in doc.blocks if CHINESE in b.text] == [2]


def test_japanese_without_an_index_is_flagged_for_the_image(corpus: Path) -> None:
    # pdfminer's simple3.pdf: Japanese in `Ryumin-Light` with the `V` CMap, no ToUnicode, no
    # font file, no cross-reference table; PDFium drops the kana and pypdf cannot open it.
    doc = _read((corpus / "pdf" / "pdfminer_simple3-japanese.pdf").read_bytes())
    assert "Hello" in doc.blocks[0].text
    assert all("garbled" in b.flags for b in doc.blocks)
    warning = next(w for w in doc.warnings if w.code == "PDF_TEXT_UNDECODED")
    assert warning.message.endswith("pages p1.")


@pytest.mark.parametrize(
    ("font", "glyphs"),
    [("HYSMyeongJo-Medium", ("년", "월", "일", "합", "계")), ("STSong-Light", ("年", "月", "日"))],
)
def test_single_cjk_glyphs_among_cjk_text_are_not_lost(font: str, glyphs: tuple[str, ...]) -> None:
    # Found by evals/bench/eval_unseen_files.py on pdf2docx's Chinese e-invoice: forms draw a
    # date's 年 月 日 and vertical labels one glyph per text object. Without a system font for
    # a CJK font that is not embedded, PDFium places such an object at a point and leaves its
    # glyph out of the text, while the lines beside it read; the page had plenty of CJK text,
    # so nothing was recovered or flagged. (With such a font installed PDFium keeps them.)
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if font not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont(font))
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, invariant=1)
    pdf.setFont(font, 12)
    body = KOREAN if font.startswith("HY") else CHINESE
    pdf.drawString(72, 700, body)
    pdf.drawString(72, 680, "2024")
    for x, glyph in zip(range(110, 400, 40), glyphs, strict=False):
        pdf.drawString(x, 680, glyph)
    pdf.save()
    doc = _read(buffer.getvalue())
    page = "\n".join(b.text for b in doc.blocks)
    assert body in page and "2024" in page
    assert all(glyph in page for glyph in glyphs), page
    assert not any("garbled" in b.flags for b in doc.blocks)
