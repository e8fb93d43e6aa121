"""Damaged PDFs that PDFium cannot open as they are: rebuilt, read, and said to be recovered."""

from __future__ import annotations

import io
import re
import zlib
from collections.abc import Callable
from pathlib import Path

import pypdfium2
import pytest
from fa_extract import ExtractError, Extractor, Inspection, Limits
from fa_extract._readers.pdf import parse
from fa_extract._readers.pdf_repair import candidates
from reportlab.lib.pdfencrypt import StandardEncryption

Builders = dict[str, Callable[..., bytes]]

# One sentence per page, each with its own number, so a page out of place is seen.
SENTENCES = [f"{n}쪽: 지역 {n}의 매출은 {n * 111}억 원이다." for n in range(1, 7)]


def _six_pages(pdfs: Builders, **options: object) -> bytes:
    return pdfs["korean_pdf"]([[sentence] for sentence in SENTENCES], **options)


def _object_at(data: bytes, number: int) -> int:
    match = re.search(rb"(?<![0-9])%d 0 obj" % number, data)
    assert match is not None
    return match.start()


def _pages_object(data: bytes) -> int:
    match = re.search(rb"(\d+) 0 obj\s*<<[^>]*/Type /Pages\b", data)
    assert match is not None
    return int(match.group(1))


def _content_streams(data: bytes) -> list[int]:
    # reportlab writes page dictionaries first, then the catalog and page tree, then one
    # content stream per page, in page order.
    return [int(n) for n in re.findall(rb"/Contents (\d+) 0 R", data)]


def _read_all(extractor: Extractor, data: bytes) -> tuple[list[str], Inspection]:
    info = extractor.inspect(io.BytesIO(data), "잘린파일.pdf")
    blocks = extractor.read(io.BytesIO(data), "잘린파일.pdf").blocks
    return [b.text for b in blocks], info


def _recovered_message(info: Inspection) -> str:
    assert "recovered" in info.flags
    return next(w.message for w in info.warnings if w.code == "PDF_RECOVERED")


def test_a_cut_off_download_keeps_its_whole_pages_with_their_numbers(
    extractor: Extractor, pdfs: Builders
) -> None:
    data = _six_pages(pdfs)
    streams = _content_streams(data)
    # Cut in the middle of page 5's content stream: no index, no trailer, pages 5 and 6 empty.
    cut = data[: _object_at(data, streams[4]) + 40]
    with pytest.raises(pypdfium2.PdfiumError):
        pypdfium2.PdfDocument(cut)
    texts, info = _read_all(extractor, cut)
    assert len(texts) == 6
    for number in range(4):
        assert SENTENCES[number] in texts[number]
    assert texts[4].strip() == texts[5].strip() == ""
    assert info.image_only_pages == (5, 6)
    assert "order" not in _recovered_message(info)  # the page tree was the document's own


def test_a_lost_page_tree_is_rebuilt_from_the_page_objects(
    extractor: Extractor, pdfs: Builders
) -> None:
    data = _six_pages(pdfs)
    start = _object_at(data, _pages_object(data))
    end = data.index(b"endobj", start) + len(b"endobj")
    # Blank out the page tree in place: the index still points at it, and finds spaces.
    broken = data[:start] + b" " * (end - start) + data[end:]
    texts, info = _read_all(extractor, broken)
    assert [SENTENCES[n] in texts[n] for n in range(6)] == [True] * 6
    assert "order" in _recovered_message(info)


def test_a_trailer_without_its_root_uses_the_documents_own_catalog(
    extractor: Extractor, pdfs: Builders
) -> None:
    data = _six_pages(pdfs)
    broken = data.replace(b"/Root", b"/Rxxx")
    texts, info = _read_all(extractor, broken)
    assert [SENTENCES[n] in texts[n] for n in range(6)] == [True] * 6
    assert "order" not in _recovered_message(info)


def test_a_recovered_page_has_an_image(extractor: Extractor, pdfs: Builders) -> None:
    data = _six_pages(pdfs)
    cut = data[: _object_at(data, _content_streams(data)[4]) + 40]
    image = extractor.image(io.BytesIO(cut), "a.pdf", page=2)
    assert image.png.startswith(b"\x89PNG")


def test_an_encrypted_file_is_never_rebuilt(pdfs: Builders) -> None:
    # Its key is in the trailer a rebuild would replace: the text would come out as noise.
    data = _six_pages(pdfs, encrypt=StandardEncryption("user-password", ownerPassword="o"))
    cut = data[: data.rindex(b"trailer")]
    assert b"/Encrypt" not in cut  # only the encryption dictionary itself is left
    assert list(candidates(cut)) == []


def test_an_encrypted_cut_off_file_gives_a_code(extractor: Extractor, pdfs: Builders) -> None:
    data = _six_pages(pdfs, encrypt=StandardEncryption("user-password", ownerPassword="o"))
    cut = data[: data.rindex(b"trailer")]
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(cut), "a.pdf")
    assert caught.value.code in ("DOCUMENT_CORRUPT", "DOCUMENT_ENCRYPTED")


def test_the_rebuilt_index_grows_with_the_objects_not_with_their_numbers() -> None:
    body = b"<< /Type /Page /MediaBox [0 0 10 10] >>"
    data = b"%PDF-1.4\n8000000 0 obj\n" + body + b"\nendobj\n"
    data += b"99999999999 0 obj\n" + body + b"\nendobj\n"  # past the largest legal number
    rebuilt = list(candidates(data))
    assert [how for how, _ in rebuilt] == ["page_tree"]
    assert len(rebuilt[0][1]) < len(data) + 1000


def test_garbage_with_pdf_words_gives_a_code(extractor: Extractor) -> None:
    # 40,000 object headers and page dictionaries, nothing a page could be drawn from.
    noise = b"%PDF-1.7\n" + b"1 0 obj << /Type /Page /Kids 7 >> 2 0 obj obj endobj " * 20_000
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(noise), "a.pdf")
    assert caught.value.code == "DOCUMENT_CORRUPT"


def test_more_object_headers_than_a_real_file_holds_propose_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from fa_extract._readers import pdf_repair as _pdf_repair

    page = b"%d 0 obj\n<< /Type /Page /MediaBox [0 0 10 10] >>\nendobj\n"
    data = b"%PDF-1.4\n" + b"".join(page % n for n in range(1, 21))
    assert [how for how, _ in candidates(data)] == ["page_tree"]
    monkeypatch.setattr(_pdf_repair, "_MAX_OBJECTS", 10)
    assert list(candidates(data)) == []


def test_pypdfs_repair_is_time_boxed() -> None:
    # The last attempt, pypdf rebuilding the index, stops at `recovery_seconds`.
    noise = b"%PDF-1.7\n" + b"1 0 obj << /Type /Page /Kids 7 >> 2 0 obj obj endobj " * 20_000
    with pytest.raises(ExtractError) as caught:
        parse(noise, Limits(recovery_seconds=0.001))
    assert caught.value.code == "DOCUMENT_CORRUPT"
    assert "took longer than 0.001 s" in caught.value.message
    with pytest.raises(ExtractError) as caught:
        parse(noise, Limits())
    assert "took longer" not in caught.value.message


def test_a_damaged_file_after_an_encrypted_one_is_not_called_encrypted(pdfs: Builders) -> None:
    # PDFium keeps its last error across documents; the worker parses many files in turn.
    locked = pdfs["korean_pdf"]([["비밀"]], encrypt=StandardEncryption("pw", ownerPassword="o"))
    with pytest.raises(ExtractError) as caught:
        parse(locked, Limits())
    assert caught.value.code == "DOCUMENT_ENCRYPTED"
    broken = _six_pages(pdfs).replace(b"/Pages", b"/Paxes", 1)
    parsed = parse(broken, Limits())
    assert "recovered" in parsed.flags
    assert [SENTENCES[n] in parsed.blocks[n].text for n in range(6)] == [True] * 6


_PACKED_TEXT = b"Objects packed in a stream survive the cut."


def _packed_pdf(*, catalog_packed: bool, stream: bytes | None = None) -> bytes:
    """A PDF 1.5 file cut off before its index, with its page and font inside an object stream.

    `stream` replaces the object stream's compressed bytes.
    """
    packed = {
        3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        4: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    }
    catalog = b"<< /Type /Catalog /Pages 2 0 R >>"
    if catalog_packed:
        packed[1] = catalog
    header = body = b""
    for number, text in packed.items():
        header += b"%d %d " % (number, len(body))
        body += text + b"\n"
    compressed = zlib.compress(header + body) if stream is None else stream
    content = zlib.compress(b"BT /F1 12 Tf 72 700 Td (" + _PACKED_TEXT + b") Tj ET")
    out = b"%PDF-1.5\n"
    if not catalog_packed:
        out += b"1 0 obj\n" + catalog + b"\nendobj\n"
    out += b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
    out += b"5 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content)
    out += content + b"\nendstream\nendobj\n"
    out += b"6 0 obj\n<< /Type /ObjStm /N %d /First %d /Filter /FlateDecode /Length %d >>\n" % (
        len(packed),
        len(header),
        len(compressed),
    )
    return out + b"stream\n" + compressed + b"\nendstream\nendobj\n"


@pytest.mark.parametrize("catalog_packed", [False, True])
def test_objects_inside_an_object_stream_are_found(catalog_packed: bool) -> None:
    data = _packed_pdf(catalog_packed=catalog_packed)
    with pytest.raises(pypdfium2.PdfiumError):
        pypdfium2.PdfDocument(data)
    parsed = parse(data, Limits())
    assert "recovered" in parsed.flags
    assert [b.text.strip() for b in parsed.blocks] == [_PACKED_TEXT.decode()]


def test_an_object_stream_bomb_is_decoded_only_up_to_its_cap() -> None:
    from fa_extract._readers import pdf_repair as _pdf_repair

    # 64 MiB of zeros compress to 64 KiB; decoding stops at the cap, and no object is found in
    # the zeros, so the page cannot be rebuilt.
    bomb = zlib.compressobj(9)
    compressed = b"".join(bomb.compress(bytes(1 << 20)) for _ in range(64)) + bomb.flush()
    data = _packed_pdf(catalog_packed=False, stream=compressed)
    body = data.index(b"<< /Type /ObjStm")
    first, decoded = _pdf_repair._inflate(data, body, _pdf_repair._MAX_UNPACKED) or (0, b"")
    assert first > 0 and len(decoded) == _pdf_repair._MAX_UNPACKED
    assert [how for how, _ in candidates(data)] == ["catalog"]
    with pytest.raises(ExtractError) as caught:
        parse(data, Limits())
    assert caught.value.code == "DOCUMENT_CORRUPT"


def test_an_object_stream_cut_short_gives_the_objects_before_the_cut() -> None:
    from fa_extract._readers import pdf_repair as _pdf_repair

    # Object 10 is listed without any text of its own; 11 and 12 follow it.
    header = b"10 0 11 0 12 6 "
    decoded = header + b"[1 2] (the third object)"
    whole = list(_pdf_repair._members(len(header), decoded))
    # Each keeps its place in the header, which is how an index entry names it.
    assert [(index, number) for index, number, _ in whole] == [(1, 11), (2, 12)]
    cut = list(_pdf_repair._members(len(header), decoded[: len(header) + 3]))
    assert [(index, number) for index, number, _ in cut] == [(1, 11)]


def _blank_page_tree(data: bytes) -> bytes:
    """The file with the (last) catalog's page-tree root overwritten by spaces, in place."""
    number = re.findall(rb"/Pages\s+(\d+)\s+0\s+R", data)[-1]
    roots = list(re.finditer(rb"(?<![0-9])" + number + rb" 0 obj.*?endobj", data, re.S))
    assert roots
    root = roots[-1]
    return data[: root.start()] + b" " * (root.end() - root.start()) + data[root.end() :]


def test_a_linearized_file_whose_update_lost_its_page_tree_keeps_every_page(
    corpus: Path,
) -> None:
    # docling's file: a linearized one-page PDF, then an update adding page 2 with a new tree.
    # PDFium opens the damaged update as the one-page revision, silently.
    data = (corpus / "pdf" / "docling_code_and_formula.pdf").read_bytes()
    whole = parse(data, Limits())
    damaged = parse(_blank_page_tree(data), Limits())
    assert (damaged.pages, whole.pages) == (2, 2)
    assert sum(len(b.text) for b in damaged.blocks) == sum(len(b.text) for b in whole.blocks)
    assert "recovered" in damaged.flags and "recovered" not in whole.flags
    assert "PDF_RECOVERED" in {w.code for w in damaged.warnings}


def test_a_lost_page_tree_leaves_out_the_pages_of_another_tree(corpus: Path) -> None:
    # SF424: one page in the catalog's tree, five more in a template's tree left in the file.
    data = (corpus / "pdf" / "pypdf_SF424_page2.pdf").read_bytes()
    whole = parse(data, Limits())
    damaged = parse(_blank_page_tree(data), Limits())
    assert (damaged.pages, whole.pages) == (1, 1)
    assert [b.text for b in damaged.blocks] == [b.text for b in whole.blocks]
    assert "recovered" in damaged.flags
