"""Every real PDF, SVG and PNG of the repository's corpus gives a result or a documented code."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from fa_extract import ExtractError, Extractor

DOCUMENTED = {
    "plumber_empty.pdf": "DOCUMENT_EMPTY",
    "odl_fake-jpg.pdf": "FORMAT_MISMATCH",
    "plumber_password-example.pdf": "DOCUMENT_ENCRYPTED",
    # Encrypted for a recipient's certificate: no password opens them (they were corrupt).
    "pyhanko_minimal-pubkey-aes256.pdf": "DOCUMENT_ENCRYPTED",
    "pyhanko_pubkey-ecc-test.pdf": "DOCUMENT_ENCRYPTED",
}
EXPECTED_GRADES = {
    "KO_autorag_korean_texts_two_page.pdf": "B",
    "docling_ocr_test.pdf": "C",
    "markitdown_medical_report_scan.pdf": "C",
    "sf_imagemagick-CCITTFax.pdf": "C",
    "pypdf_r2-empty-password.pdf": "B",
    "docling_logo.svg": "C",
    "autorag_jikji-hero.svg": "B",
}


def test_every_corpus_file_gives_a_result_or_a_documented_code(
    corpus: Path, extractor: Extractor
) -> None:
    files = sorted(p for kind in ("pdf", "svg", "png") for p in (corpus / kind).iterdir())
    assert len(files) > 40
    for path in files:
        with path.open("rb") as handle:
            try:
                info = extractor.inspect(handle, path.name)
            except ExtractError as exc:
                assert DOCUMENTED.get(path.name) == exc.code, path.name
                continue
        assert path.name not in DOCUMENTED, path.name
        if path.name in EXPECTED_GRADES:
            assert info.grade == EXPECTED_GRADES[path.name], path.name
        if info.grade == "C":
            # Nothing to read: the image must be available instead, never a silent nothing.
            if info.format in ("pdf", "png"):
                with path.open("rb") as handle:
                    page = info.image_only_pages[0] if info.image_only_pages else None
                    assert extractor.image(handle, path.name, page=page).png
        else:
            assert info.char_count > 0 and info.estimated_read_calls >= 1


def test_a_pdf_encrypted_for_certificates_says_so(corpus: Path, extractor: Extractor) -> None:
    # Found by evals/bench on pyhanko's test files: PDFium answers "unsupported security
    # scheme" and pypdf "only the standard handler", so 12 files encrypted for their recipients'
    # certificates (/Filter /Adobe.PubSec) were DOCUMENT_CORRUPT, whose next step (re-save the
    # damaged file) cannot work.
    for name in ("pyhanko_minimal-pubkey-aes256.pdf", "pyhanko_pubkey-ecc-test.pdf"):
        path = corpus / "pdf" / name
        assert b"/Adobe.PubSec" in path.read_bytes()
        with path.open("rb") as handle, pytest.raises(ExtractError) as caught:
            extractor.inspect(handle, path.name)
        assert caught.value.code == "DOCUMENT_ENCRYPTED", name
        assert "certificate" in caught.value.message


def test_korean_text_survives(corpus: Path, extractor: Extractor) -> None:
    path = corpus / "pdf" / "KO_autorag_korean_texts_two_page.pdf"
    with path.open("rb") as handle:
        blocks = extractor.read(handle, path.name).blocks
    text = "".join(b.text for b in blocks)
    assert "보험계약자" in text
    hangul = sum(1 for ch in text if "가" <= ch <= "힣")
    assert hangul > 1500


def test_encryption_with_an_empty_password_is_flagged(corpus: Path, extractor: Extractor) -> None:
    path = corpus / "pdf" / "pypdf_r2-empty-password.pdf"
    with path.open("rb") as handle:
        assert "encrypted" in extractor.inspect(handle, path.name).flags


def test_mojibake_from_a_font_without_a_unicode_map_is_flagged(
    corpus: Path, extractor: Extractor
) -> None:
    # MANIFEST: "font with non-Unicode CMap (pypdf and PDFium give mojibake)".
    path = corpus / "pdf" / "pdfminer_non-unicode-cmap.pdf"
    with path.open("rb") as handle:
        blocks = extractor.evidence(handle, path.name)
    assert "garbled" in blocks[0].flags
    # Real files whose few unmapped characters are symbols, math digits or control codes: every
    # text PDF of the corpus but the ones whose text really is wrong letters.
    garbled = {"pdfminer_non-unicode-cmap.pdf", "odl_invalid-chars.pdf", "sf_habibi-arabic.pdf"}
    for path in sorted((corpus / "pdf").glob("*.pdf")):
        if path.name in garbled or path.name in DOCUMENTED:
            continue
        with path.open("rb") as handle:
            try:
                info = extractor.inspect(handle, path.name)
            except ExtractError:
                continue
        assert "PDF_TEXT_GARBLED" not in {w.code for w in info.warnings}, path.name


def test_a_file_whose_page_tree_is_gone_is_recovered(corpus: Path, extractor: Extractor) -> None:
    # The class of damage of a real datasheet (too large to keep here) that PDFium and pypdf
    # refuse: its page tree object is missing while the pages themselves are whole. Built from a
    # real file by blanking its /Pages object in place (same length, so every offset holds).
    path = corpus / "pdf" / "markitdown_test.pdf"
    data = path.read_bytes()
    tree = re.search(
        rb"\d+ 0 obj\s*<<(?:(?!endobj).)*?/Type\s*/Pages\b(?:(?!endobj).)*endobj", data, re.S
    )
    assert tree is not None
    damaged = data[: tree.start()] + b" " * (tree.end() - tree.start()) + data[tree.end() :]
    whole = extractor.inspect(io.BytesIO(data), path.name)
    info = extractor.inspect(io.BytesIO(damaged), path.name)
    assert info.grade == "B"
    assert "recovered" in info.flags
    assert "PDF_RECOVERED" in {w.code for w in info.warnings}
    assert info.char_count == whole.char_count > 1000
