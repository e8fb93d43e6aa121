"""The worker loads a library when a document needs it, not at start: most of its memory is
imports (pypdf alone brings the cryptography bindings, about 40 MB), and most PDFs never need
the pypdf fallback, nor Pillow."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import pytest
from fa_extract import Extractor

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads the worker's /proc/<pid>/maps"
)


def _mapped(extractor: Extractor) -> str:
    worker = extractor._client._worker  # the live worker process
    assert worker is not None
    return Path(f"/proc/{worker.proc.pid}/maps").read_text()


def test_a_text_pdf_loads_neither_pypdf_nor_pillow(pdfs: Any) -> None:
    with Extractor() as extractor:
        info = extractor.inspect(
            io.BytesIO(pdfs["korean_pdf"]([["본문 한 줄입니다. 두 번째 문장도 있습니다."]])),
            "a.pdf",
        )
        assert info.grade == "B"
        maps = _mapped(extractor)
    assert "/PIL/" not in maps
    assert "/cryptography/" not in maps
    assert "pdfium" in maps  # the one library a PDF needs is loaded


def test_an_image_request_loads_pillow_when_it_needs_it(pdfs: Any) -> None:
    with Extractor() as extractor:
        data = pdfs["korean_pdf"]([["그림으로 보기"]])
        image = extractor.image(io.BytesIO(data), "b.pdf", page=1)
        assert image.png.startswith(b"\x89PNG")
        assert "/PIL/" in _mapped(extractor)
