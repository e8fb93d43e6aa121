"""Shared fixtures for fa-extract tests: one warm extractor and generators of hostile PDFs."""

from __future__ import annotations

import io
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fa_extract import Extractor

# The repository's own corpus of real documents (evals/corpus, with MANIFEST.tsv and licences).
CORPUS = Path(__file__).resolve().parents[3] / "evals" / "corpus"


@pytest.fixture(scope="session")
def extractor() -> Iterator[Extractor]:
    """One extractor (one warm worker) for every test that uses default limits."""
    with Extractor() as ex:
        yield ex


@pytest.fixture(scope="session")
def corpus() -> Path:
    """The repository's corpus of real documents (`evals/corpus`): always present in a clone."""
    assert CORPUS.is_dir(), "evals/corpus is part of the repository"
    return CORPUS


def raw_pdf(objects: list[bytes], trailer: bytes = b"") -> bytes:
    """A PDF from numbered object bodies (1 0 obj ...), with a correct xref table."""
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(
        b"trailer\n<< /Size %d /Root 1 0 R %s>>\nstartxref\n%d\n%%%%EOF\n"
        % (len(objects) + 1, trailer, xref)
    )
    return out.getvalue()


def stream(content: bytes, *, compress: bool = True) -> bytes:
    """A stream object body."""
    if compress:
        data = zlib.compress(content, 9)
        return (
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + (b"\nendstream")
        )
    return b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream"


def one_page(content: bytes, *, font: bytes | None = None) -> bytes:
    """A one-page PDF drawing `content` with Helvetica as /F1 (or the given font dict)."""
    font = font or b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    return raw_pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
            font,
            stream(content),
        ]
    )


def text_flood(ops: int) -> bytes:
    """The SECURITY.md text flood: a small valid PDF with very many overlapping text operators.

    PDFium merges the overlapping glyphs into two characters, so the page looks implausibly
    short and goes to the pypdf fallback, whose extraction time grows with the operator count.
    """
    return one_page(b"BT /F1 12 Tf 72 700 Td\n" + b"(ab) Tj 0 -0.01 Td\n" * ops + b"ET\n")


def korean_pdf(pages: list[list[str]], **options: Any) -> bytes:
    """A reportlab PDF with the built-in Korean CID font; one list of lines per page."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if "HYSMyeongJo-Medium" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont("HYSMyeongJo-Medium"))
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, invariant=1, **options)
    for lines in pages:
        pdf.setFont("HYSMyeongJo-Medium", 11)
        y = 780
        for line in lines:
            pdf.drawString(60, y, line)
            y -= 18
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


@pytest.fixture(scope="session")
def pdfs() -> dict[str, Callable[..., bytes]]:
    """PDF builders: raw_pdf, stream, one_page, text_flood, korean_pdf."""
    return {
        "raw_pdf": raw_pdf,
        "stream": stream,
        "one_page": one_page,
        "text_flood": text_flood,
        "korean_pdf": korean_pdf,
    }
