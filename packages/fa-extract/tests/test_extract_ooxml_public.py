"""Word and PowerPoint through the public path: `Extractor` (preflight, worker, hygiene, reads).

One extractor (one warm worker) serves the whole module; the hostile files here must come back
as clean codes while that same worker keeps serving the next document.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from fa_extract import ExtractError, Extractor

W = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
)
RT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"


def make_docx(body: str) -> bytes:
    ct = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(
            "[Content_Types].xml",
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
            'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
            f'<Override PartName="/word/document.xml" ContentType="{ct}"/></Types>',
        )
        zf.writestr(
            "_rels/.rels",
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f'<Relationship Id="rId1" Type="{RT}officeDocument" Target="word/document.xml"/>'
            "</Relationships>",
        )
        zf.writestr("word/document.xml", f"<w:document {W}><w:body>{body}</w:body></w:document>")
    return out.getvalue()


def p(text: str, rpr: str = "") -> str:
    return f'<w:p><w:r><w:rPr>{rpr}</w:rPr><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'


@pytest.fixture(scope="module")
def extractor() -> Iterator[Extractor]:
    with Extractor() as ex:
        yield ex


def test_ooxml_public_docx_reads_blocks_and_hides_hidden_text(extractor: Extractor) -> None:
    data = make_docx(p("제목") + p("계약 금액은 485,000 USD") + p("실제 금액 $1", "<w:vanish/>"))
    info = extractor.inspect(io.BytesIO(data), "계약서.docx")
    assert (info.format, info.grade, info.block_count, info.hidden_blocks) == ("docx", "A", 3, 1)
    result = extractor.read(io.BytesIO(data), "계약서.docx")
    assert [(b.anchor, b.text, b.flags) for b in result.blocks] == [
        ("L1", "제목", ()),
        ("L2", "계약 금액은 485,000 USD", ()),
        ("L3", "실제 금액 $1", ("hidden",)),
    ]


def test_ooxml_public_invisible_characters_are_removed_centrally(extractor: Extractor) -> None:
    data = make_docx(p("매출\u200b 1,234억\U000e0041 원"))
    info = extractor.inspect(io.BytesIO(data), "보이지않는.docx")
    assert info.removed_invisible_chars == 2
    blocks = extractor.evidence(io.BytesIO(data), "보이지않는.docx")
    assert [b.text for b in blocks if b.anchor == "L1"] == ["매출 1,234억 원"]


def test_ooxml_public_pptx_goes_through_the_worker(extractor: Extractor) -> None:
    from pptx import Presentation

    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "분기 실적"
    slide.notes_slide.notes_text_frame.text = "발표 메모"
    out = io.BytesIO()
    prs.save(out)
    info = extractor.inspect(io.BytesIO(out.getvalue()), "발표.pptx")
    assert (info.format, info.grade, info.slides, info.block_count) == ("pptx", "A", 1, 2)
    assert [t.title for t in info.toc] == ["분기 실적"]


def hostile_cases() -> list[tuple[str, bytes, str]]:
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        zf.writestr("word/document.xml", b" " * (8 * 1024 * 1024))
    plain = make_docx(p("잘린 문서") * 40)
    dtd = make_docx("<w:p/>")
    with zipfile.ZipFile(io.BytesIO(dtd)) as src:
        parts = {i.filename: src.read(i) for i in src.infolist()}
    parts["word/document.xml"] = (
        b'<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa">]>'
        + parts["word/document.xml"]
    )
    entity = io.BytesIO()
    with zipfile.ZipFile(entity, "w") as zf:
        for name, content in parts.items():
            zf.writestr(name, content)
    encrypted = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)
    encrypted += "EncryptionInfo".encode("utf-16-le") + "EncryptedPackage".encode("utf-16-le")
    return [
        ("bomb.docx", bomb.getvalue(), "DOCUMENT_LIMIT_EXCEEDED"),
        ("entity.docx", entity.getvalue(), "DOCUMENT_CORRUPT"),
        ("locked.pptx", encrypted, "DOCUMENT_ENCRYPTED"),
        ("cut.docx", plain[: len(plain) // 2], "DOCUMENT_CORRUPT"),
        ("renamed.docx", b"%PDF-1.7\n%%EOF\n", "FORMAT_MISMATCH"),
        ("slides.docx", _pptx_bytes(), "FORMAT_MISMATCH"),
    ]


def _pptx_bytes() -> bytes:
    from pptx import Presentation

    out = io.BytesIO()
    Presentation().save(out)
    return out.getvalue()


def test_ooxml_public_hostile_files_get_codes_and_the_worker_keeps_serving(
    extractor: Extractor,
) -> None:
    for name, data, code in hostile_cases():
        with pytest.raises(ExtractError) as caught:
            extractor.inspect(io.BytesIO(data), name)
        assert caught.value.code == code, name
        assert name not in caught.value.message
    info = extractor.inspect(io.BytesIO(make_docx(p("다음 문서"))), "다음.docx")
    assert info.block_count == 1


# --- ISO 29500 Strict (found by evals/bench/eval_unseen_files.py on mammoth.js's fixture) -------

_TRANSITIONAL = re.compile(
    rb"http://schemas\.openxmlformats\.org/"
    rb"(wordprocessingml|spreadsheetml|presentationml|drawingml|officeDocument)/2006/(\w+)"
)


def _strict(data: bytes) -> bytes:
    """The same package saved as Strict Open XML: every transitional namespace and relationship
    type rewritten to its `http://purl.oclc.org/ooxml/...` form, as Word's "Strict Open XML
    Document" writes them."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            part = src.read(info)
            if info.filename.endswith((".xml", ".rels")):
                part = _TRANSITIONAL.sub(rb"http://purl.oclc.org/ooxml/\1/\2", part)
            dst.writestr(info.filename, part)
    return out.getvalue()


def _strict_samples() -> list[tuple[str, bytes]]:
    import docx
    import xlsxwriter
    from pptx import Presentation
    from pptx.util import Inches

    document = docx.Document()
    document.add_heading("사업 개요", level=1)
    document.add_paragraph("올해 매출은 1,234억 원이다.")
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "항목"
    table.rows[0].cells[1].text = "금액"
    docx_out = io.BytesIO()
    document.save(docx_out)

    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "분기 실적"
    box = slide.shapes.add_textbox(Inches(1), Inches(3), Inches(4), Inches(1))
    box.text_frame.text = "영업이익 12% 증가"
    slide.notes_slide.notes_text_frame.text = "발표자 메모"
    pptx_out = io.BytesIO()
    deck.save(pptx_out)

    xlsx_out = io.BytesIO()
    book = xlsxwriter.Workbook(xlsx_out, {"in_memory": True})
    sheet = book.add_worksheet("예산")
    sheet.write_row(0, 0, ["항목", "금액"])
    sheet.write_row(1, 0, ["인건비", 1234])
    book.close()
    return [
        ("보고.docx", docx_out.getvalue()),
        ("발표.pptx", pptx_out.getvalue()),
        ("예산.xlsx", xlsx_out.getvalue()),
    ]


@pytest.mark.parametrize(("name", "data"), _strict_samples(), ids=["docx", "pptx", "xlsx"])
def test_ooxml_public_strict_packages_read_as_their_transitional_twin(
    extractor: Extractor, name: str, data: bytes
) -> None:
    strict = _strict(data)
    assert b"purl.oclc.org/ooxml" in zipfile.ZipFile(io.BytesIO(strict)).read("_rels/.rels")
    expected = [(b.anchor, b.kind, b.text) for b in extractor.evidence(io.BytesIO(data), name)]
    got = [(b.anchor, b.kind, b.text) for b in extractor.evidence(io.BytesIO(strict), name)]
    assert len(expected) > 2
    assert got == expected


def test_ooxml_public_strict_docx_from_mammoth_is_read(extractor: Extractor, corpus: Path) -> None:
    path = corpus / "docx" / "mammoth_strict-format.docx"
    with path.open("rb") as handle:
        blocks = extractor.evidence(handle, path.name)
    assert [b.text for b in blocks if b.anchor != "meta"] == ["Test"]  # its one w:t


def test_ooxml_public_zip_names_with_backslashes_read_as_their_twin(extractor: Extractor) -> None:
    # Found by evals/bench/eval_unseen_files.py on xlrd's apachepoi_49609.xlsx (Apache POI bug
    # 49609): some generators write `xl\workbook.xml`; Excel opens them, fa said "not an
    # Excel workbook".
    for name, data in _strict_samples():
        out = io.BytesIO()
        with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w") as dst:
            for info in src.infolist():
                dst.writestr(info.filename.replace("/", "\\"), src.read(info))
        twisted = out.getvalue()
        assert b"_rels\\.rels" in twisted
        expected = [(b.anchor, b.text) for b in extractor.evidence(io.BytesIO(data), name)]
        got = [(b.anchor, b.text) for b in extractor.evidence(io.BytesIO(twisted), name)]
        assert got == expected, name
