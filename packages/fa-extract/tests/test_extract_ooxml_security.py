"""Hostile Word/PowerPoint files (SECURITY.md section 2, OOXML rows): a clean code, never a crash.

Every hostile file is built here, in a few lines, so each case stays a readable regression test.
Memory is bounded by asserting on tracemalloc's peak where the point is that nothing was
decompressed; no test measures time.
"""

from __future__ import annotations

import io
import socket
import struct
import tracemalloc
import warnings
import zipfile
from pathlib import Path

import pytest
from fa_extract._errors import ExtractError
from fa_extract._limits import Limits
from fa_extract._model import Parsed
from fa_extract._readers import docx as _docx
from fa_extract._readers import ooxml as _ooxml
from fa_extract._readers import pptx as _pptx
from fa_extract._readers.ooxml import preflight_ooxml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
)
DOC_CT = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
RELS_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
OFFICE_DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"


def content_types(overrides: str = "") -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" '
        'ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        f'<Override PartName="/word/document.xml" ContentType="{DOC_CT}"/>{overrides}</Types>'
    )


def document(body: str) -> str:
    head = '<?xml version="1.0" encoding="UTF-8"?>'
    return f"{head}<w:document {NS}><w:body>{body}</w:body></w:document>"


def make_docx(
    body: str = "<w:p><w:r><w:t>안녕하세요</w:t></w:r></w:p>",
    *,
    doc_xml: bytes | None = None,
    rels: str = "",
    parts: dict[str, bytes] | None = None,
    compression: int = zipfile.ZIP_DEFLATED,
) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression) as zf:
        zf.writestr("[Content_Types].xml", content_types())
        zf.writestr(
            "_rels/.rels",
            f'<Relationships xmlns="{RELS_NS}"><Relationship Id="rId1" Type="{OFFICE_DOC}" '
            'Target="word/document.xml"/></Relationships>',
        )
        zf.writestr("word/document.xml", doc_xml if doc_xml is not None else document(body))
        zf.writestr(
            "word/_rels/document.xml.rels",
            f'<Relationships xmlns="{RELS_NS}">{rels}</Relationships>',
        )
        for name, data in (parts or {}).items():
            zf.writestr(name, data)
    return out.getvalue()


def refused(data: bytes, limits: Limits | None = None) -> str:
    with pytest.raises(ExtractError) as caught:
        preflight_ooxml(data, limits or Limits())
    return caught.value.code


def parse_refused(data: bytes, parse=_docx.parse, limits: Limits | None = None) -> ExtractError:
    with pytest.raises(ExtractError) as caught:
        parse(data, limits or Limits())
    return caught.value


def test_ooxml_a_plain_docx_passes_preflight_and_parses() -> None:
    data = make_docx()
    preflight_ooxml(data, Limits())
    assert [b.text for b in _docx.parse(data, Limits()).blocks] == ["안녕하세요"]


# --- zip bomb, element flood, entries -------------------------------------------------------------


def test_ooxml_zip_bomb_is_refused_from_the_directory_without_decompressing() -> None:
    bomb = make_docx(doc_xml=document("").encode() + b" " * (8 * 1024 * 1024))
    assert len(bomb) < 64 * 1024
    tracemalloc.start()
    try:
        assert refused(bomb) == "DOCUMENT_LIMIT_EXCEEDED"
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2 * 1024 * 1024  # nothing near the 8 MiB part was ever held


def forge_declared_size(data: bytes, name: bytes, size: int) -> bytes:
    """Rewrite one entry's uncompressed size in the central directory only."""
    pos = data.index(b"PK\x01\x02")
    while True:
        pos = data.index(b"PK\x01\x02", pos)
        (name_len,) = struct.unpack_from("<H", data, pos + 28)
        if data[pos + 46 : pos + 46 + name_len] == name:
            return data[: pos + 24] + struct.pack("<I", size) + data[pos + 28 :]
        pos += 4


def test_ooxml_declared_part_size_over_the_cap_is_refused() -> None:
    forged = forge_declared_size(make_docx(), b"word/document.xml", 900_000_000)
    assert refused(forged) == "DOCUMENT_LIMIT_EXCEEDED"


def test_ooxml_declared_total_over_the_cap_is_refused() -> None:
    parts = {f"word/media/part{i}.xml": b"<x/>" * 2000 for i in range(4)}
    data = make_docx(parts=parts)
    preflight_ooxml(data, Limits())
    assert refused(data, Limits(max_uncompressed_bytes=20_000)) == "DOCUMENT_LIMIT_EXCEEDED"
    assert refused(data, Limits(max_part_bytes=5_000)) == "DOCUMENT_LIMIT_EXCEEDED"


def test_ooxml_element_flood_is_refused_by_ratio() -> None:
    flood = document("<w:p/>" * (1_200_000)).encode()
    assert refused(make_docx(doc_xml=flood)) == "DOCUMENT_LIMIT_EXCEEDED"


def test_ooxml_element_flood_under_the_ratio_meets_the_element_cap() -> None:
    data = make_docx("<w:p/>" * 6_000)
    preflight_ooxml(data, Limits())
    capped = Limits(max_xml_elements=5_000)
    assert parse_refused(data, limits=capped).code == "DOCUMENT_LIMIT_EXCEEDED"
    assert _docx.parse(data, Limits(max_xml_elements=10_000)).blocks is not None


def many_entries_zip(count: int) -> bytes:
    """A zip of `count` empty stored entries, written by hand (zipfile takes seconds for this)."""
    local, central = bytearray(), bytearray()
    for i in range(count):
        name = f"x/{i}.xml".encode()
        offset = len(local)
        local += struct.pack("<4s5H3I2H", b"PK\x03\x04", 20, 0, 0, 0, 0, 0, 0, 0, len(name), 0)
        local += name
        central += struct.pack(
            "<4s6H3I5H2I", b"PK\x01\x02", 20, 20, 0, 0, 0, 0, 0, 0, 0, len(name), 0, 0, 0, 0, 0,
            offset,
        )  # fmt: skip
        central += name
    total = min(count, 0xFFFF)
    eocd = struct.pack("<4s4H2IH", b"PK\x05\x06", 0, 0, total, total, len(central), len(local), 0)
    return bytes(local + central + eocd)


def test_ooxml_100k_entries_are_refused_from_the_end_record() -> None:
    data = many_entries_zip(100_000)
    assert refused(data) == "DOCUMENT_LIMIT_EXCEEDED"


def test_ooxml_entry_count_is_read_from_the_directory_when_the_end_record_lies() -> None:
    data = bytearray(many_entries_zip(300))
    struct.pack_into("<HH", data, len(data) - 22 + 8, 3, 3)  # the end record claims 3 entries
    assert refused(bytes(data), Limits(max_zip_entries=100)) in (
        "DOCUMENT_LIMIT_EXCEEDED",
        "DOCUMENT_CORRUPT",
    )


# --- DTDs: entity bombs and XXE -------------------------------------------------------------------

LAUGHS = (
    '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY a "lol">'
    + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(9))
    + f"]><w:document {NS}><w:body><w:p><w:r><w:t>&j;</w:t></w:r></w:p></w:body></w:document>"
)


def test_ooxml_entity_bomb_is_refused_by_preflight_and_by_the_parser_alone() -> None:
    data = make_docx(doc_xml=LAUGHS.encode())
    assert refused(data) == "DOCUMENT_CORRUPT"
    assert parse_refused(data).code == "DOCUMENT_CORRUPT"


def test_ooxml_xxe_is_refused_and_the_hardened_parser_never_reads_the_file(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("CANARY-4f1d 비밀", encoding="utf-8")
    xxe = (
        f'<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY x SYSTEM "{secret.as_uri()}">]>'
        f"<w:document {NS}><w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>"
    )
    data = make_docx(doc_xml=xxe.encode())
    assert refused(data) == "DOCUMENT_CORRUPT"
    error = parse_refused(data)
    assert "CANARY" not in error.message and str(tmp_path) not in error.message
    # Even without the DOCTYPE refusal, the parser itself neither loads nor expands the entity.
    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

    root = etree.fromstring(xxe.encode(), _ooxml._parser())
    assert b"CANARY" not in etree.tostring(root)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-16"])
def test_ooxml_doctype_in_utf16_is_refused(encoding: str) -> None:
    text = LAUGHS.replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-16"?>')
    assert refused(make_docx(doc_xml=text.encode(encoding))) == "DOCUMENT_CORRUPT"


def test_ooxml_doctype_in_a_relationship_part_is_refused() -> None:
    data = make_docx(parts={"word/_rels/other.xml.rels": b'<!DOCTYPE x [<!ENTITY y "z">]><x/>'})
    assert refused(data) == "DOCUMENT_CORRUPT"


def test_ooxml_doctype_behind_a_comment_that_mimics_a_root_is_refused() -> None:
    text = '<?xml version="1.0"?><!-- <w:document> -->' + LAUGHS.split("?>", 1)[1]
    assert refused(make_docx(doc_xml=text.encode())) == "DOCUMENT_CORRUPT"


def test_ooxml_doctype_after_the_root_is_not_mistaken_for_a_dtd() -> None:
    body = "<w:p><w:r><w:t>&lt;!DOCTYPE is only text here</w:t></w:r></w:p>"
    data = make_docx(body)
    preflight_ooxml(data, Limits())
    assert _docx.parse(data, Limits()).blocks[0].text == "<!DOCTYPE is only text here"


# --- external relationships -----------------------------------------------------------------------


def test_ooxml_external_targets_are_never_fetched_and_are_flagged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_network(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a network connection was attempted")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    rels = (
        '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/image" Target="http://127.0.0.1:9/track.png" TargetMode="External"/>'
        '<Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/hyperlink" Target="https://example.com/" TargetMode="External"/>'
    )
    body = (
        '<w:p><w:hyperlink r:id="rId8"><w:r><w:t>링크 글자</w:t></w:r></w:hyperlink></w:p>'
        '<w:p><w:r><w:drawing><a:blip xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/'
        'main" r:link="rId7"/></w:drawing><w:t>그림 옆</w:t></w:r></w:p>'
    )
    data = make_docx(body, rels=rels)
    preflight_ooxml(data, Limits())
    parsed = _docx.parse(data, Limits())
    assert [b.text for b in parsed.blocks] == ["링크 글자", "그림 옆"]
    warning = {w.code: w for w in parsed.warnings}["EXTERNAL_REFERENCES"]
    assert warning.count == 1  # the image; a hyperlink is ordinary and not counted


# --- password-protected, truncated, renamed ------------------------------------------------------

CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


def test_ooxml_password_protected_container_is_encrypted() -> None:
    data = CFB + bytes(504) + "EncryptionInfo".encode("utf-16-le") + bytes(64)
    data += "EncryptedPackage".encode("utf-16-le") + bytes(512)
    assert refused(data) == "DOCUMENT_ENCRYPTED"
    error = parse_refused(data)
    assert error.code in ("DOCUMENT_CORRUPT", "DOCUMENT_ENCRYPTED", "FORMAT_MISMATCH")


def test_ooxml_legacy_binary_office_file_is_a_mismatch() -> None:
    assert refused(CFB + bytes(1024) + "WordDocument".encode("utf-16-le")) == "FORMAT_MISMATCH"


def test_ooxml_truncated_file_whose_last_intact_bytes_are_an_embedded_package_is_corrupt() -> None:
    # Found by evals/bench/eval_unseen_files.py --damaged on python-pptx's chart decks: a cut
    # file whose last intact bytes are an embedded workbook stored uncompressed shows that
    # workbook's directory, and zipfile takes the bytes before it for a prefix. fa then named
    # the cut presentation "not a PowerPoint presentation", and a Word file with an embedded
    # Word file would even be read as that other document.
    inner = make_docx("<w:p><w:r><w:t>다른 문서</w:t></w:r></w:p>")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", content_types())
        zf.writestr(
            "_rels/.rels",
            f'<Relationships xmlns="{RELS_NS}"><Relationship Id="rId1" Type="{OFFICE_DOC}" '
            'Target="word/document.xml"/></Relationships>',
        )
        zf.writestr("word/document.xml", document("<w:p><w:r><w:t>본문</w:t></w:r></w:p>"))
        zf.writestr("word/embeddings/Document1.docx", inner, zipfile.ZIP_STORED)
    data = out.getvalue()
    cut = data[: data.index(inner) + len(inner)]  # the outer directory is lost
    assert refused(cut) == "DOCUMENT_CORRUPT"
    assert parse_refused(cut).code == "DOCUMENT_CORRUPT"
    assert [b.text for b in _docx.parse(data, Limits()).blocks] == ["본문"]  # whole, it reads


def test_ooxml_zip64_end_records_before_a_small_directory_are_read() -> None:
    # Some writers (.NET's System.IO.Packaging among them) always put the zip64 end record and
    # its locator between the central directory and the classic end record, even for a small
    # file whose offsets fit in 32 bits: the classic record's offset then points 76 bytes before
    # the record itself. Such a file is whole and must read.
    data = make_docx()
    eocd = data.rindex(b"PK\x05\x06")
    entries, size, offset = struct.unpack_from("<HII", data, eocd + 10)
    zip64 = struct.pack(
        "<4sQHHIIQQQQ", b"PK\x06\x06", 44, 45, 45, 0, 0, entries, entries, size, offset
    )
    locator = struct.pack("<4sIQI", b"PK\x06\x07", 0, eocd, 1)
    whole = data[:eocd] + zip64 + locator + data[eocd:]
    assert len(zipfile.ZipFile(io.BytesIO(whole)).namelist()) == len(
        zipfile.ZipFile(io.BytesIO(data)).namelist()
    )
    preflight_ooxml(whole, Limits())
    assert [b.text for b in _docx.parse(whole, Limits()).blocks] == ["안녕하세요"]


@pytest.mark.parametrize("twin", ["WORD/document.xml", "word\\document.xml"])
def test_ooxml_two_entries_that_name_one_part_are_refused(twin: str) -> None:
    # Part names are matched case-insensitively and with `\` read as `/` (as Office does), so
    # a second spelling of a part would decide which text is read: refused, never picked.
    data = make_docx(parts={twin: document("<w:p><w:r><w:t>다른 본문</w:t></w:r></w:p>").encode()})
    assert refused(data) == "DOCUMENT_CORRUPT"


def _encryption_bits(data: bytes, *, local: bool, central: bool) -> bytes:
    """`data` with the encryption bit (general purpose flag bit 0) set in every entry's local
    header (byte 6) and/or its central directory entry (byte 8)."""
    out = bytearray(data)
    for signature, offset, wanted in ((b"PK\x03\x04", 6, local), (b"PK\x01\x02", 8, central)):
        pos = out.find(signature) if wanted else -1
        while pos >= 0:
            flags = struct.unpack_from("<H", out, pos + offset)[0]
            struct.pack_into("<H", out, pos + offset, flags | 1)
            pos = out.find(signature, pos + 4)
    return bytes(out)


def test_ooxml_zip_entry_with_the_encryption_flag_is_encrypted() -> None:
    # an encrypted zip (7-Zip's ZipCrypto, AES) sets the bit in both headers of each entry
    data = _encryption_bits(make_docx(), local=True, central=True)
    assert refused(data) == "DOCUMENT_ENCRYPTED"


def test_ooxml_encryption_bit_in_one_header_only_is_damage() -> None:
    # one changed byte in the central directory: the parts themselves are not encrypted, and
    # calling the file password-protected would send its owner after a password it never had
    data = _encryption_bits(make_docx(), local=False, central=True)
    assert refused(data) == "DOCUMENT_CORRUPT"


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.9, -1, -10, -30])
def test_ooxml_truncated_file_is_corrupt(keep: float) -> None:
    data = make_docx(parts={"word/styles.xml": b"<w:styles/>" * 300})
    cut = data[: int(len(data) * keep)] if keep > 0 else data[: int(keep)]
    assert refused(cut) == "DOCUMENT_CORRUPT"
    assert parse_refused(cut).code == "DOCUMENT_CORRUPT"


def test_ooxml_damaged_compressed_part_is_corrupt_never_a_traceback() -> None:
    data = bytearray(make_docx("<w:p><w:r><w:t>" + "가나다라 " * 400 + "</w:t></w:r></w:p>"))
    start = data.index(b"word/document.xml") + len("word/document.xml") + 40
    data[start : start + 64] = bytes(64)
    try:
        preflight_ooxml(bytes(data), Limits())
    except ExtractError as error:
        assert error.code == "DOCUMENT_CORRUPT"
        return
    assert parse_refused(bytes(data)).code == "DOCUMENT_CORRUPT"


def test_ooxml_renamed_pdf_is_a_mismatch() -> None:
    assert refused(b"%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") == "FORMAT_MISMATCH"


def test_ooxml_plain_zip_without_content_types_is_a_mismatch() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        zf.writestr("readme.txt", "not an office file")
    assert refused(out.getvalue()) == "FORMAT_MISMATCH"


def test_ooxml_word_and_powerpoint_parsers_refuse_each_other() -> None:
    docx = make_docx()
    assert parse_refused(docx, _pptx.parse).code == "FORMAT_MISMATCH"
    from pptx import Presentation

    out = io.BytesIO()
    Presentation().save(out)
    assert parse_refused(out.getvalue(), _docx.parse).code == "FORMAT_MISMATCH"


def test_ooxml_core_preflight_routes_office_files_here() -> None:
    from fa_extract._preflight import preflight

    assert preflight(make_docx(), "보고서.docx", Limits()) == "docx"
    with pytest.raises(ExtractError) as caught:
        preflight(make_docx(doc_xml=LAUGHS.encode()), "보고서.docx", Limits())
    assert caught.value.code == "DOCUMENT_CORRUPT"


# --- structure that is odd rather than big -------------------------------------------------------


def test_ooxml_nesting_deeper_than_any_document_is_limit_exceeded() -> None:
    deep = "<w:tbl><w:tr><w:tc>" * 120 + "<w:p/>" + "</w:tc></w:tr></w:tbl>" * 120
    assert parse_refused(make_docx(deep)).code == "DOCUMENT_LIMIT_EXCEEDED"


def test_ooxml_duplicate_entry_names_are_corrupt() -> None:
    out = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with zipfile.ZipFile(out, "w") as zf:
            zf.writestr("[Content_Types].xml", content_types())
            zf.writestr("word/document.xml", document(""))
            zf.writestr("word/document.xml", document("<w:p/>"))
    assert refused(out.getvalue()) == "DOCUMENT_CORRUPT"


def test_ooxml_unusual_compression_method_is_corrupt() -> None:
    assert refused(make_docx(compression=zipfile.ZIP_BZIP2)) == "DOCUMENT_CORRUPT"


def test_ooxml_malformed_xml_is_recovered_with_a_warning() -> None:
    broken = f"<w:document {NS}><w:body><w:p><w:r><w:t>앞부분</w:t></w:r></w:p><w:p><w:r>"
    parsed = _docx.parse(make_docx(doc_xml=broken.encode()), Limits())
    assert parsed.blocks[0].text == "앞부분"
    assert "XML_RECOVERED" in {w.code for w in parsed.warnings}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 255)), min_size=1, max_size=8))
def test_ooxml_random_damage_gives_a_result_or_a_code(flips: list[tuple[int, int]]) -> None:
    data = bytearray(SAMPLE)
    for pos, value in flips:
        data[pos % len(data)] = value
    for parse in (_docx.parse, _pptx.parse):
        try:
            preflight_ooxml(bytes(data), Limits())
            result = parse(bytes(data), Limits())
        except ExtractError as error:
            assert error.code.isupper() and error.message
        else:
            assert isinstance(result, Parsed)


SAMPLE = make_docx(
    "<w:p><w:r><w:t>매출 1,234억 원</w:t></w:r></w:p>"
    "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>가</w:t></w:r></w:p></w:tc></w:tr></w:tbl>",
    compression=zipfile.ZIP_STORED,
)


def test_ooxml_hostile_numbers_in_lists_symbols_and_notes_stay_small() -> None:
    numbering = (
        '<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="999999999999"/>'
        '<w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%1."/></w:lvl>'
        '<w:lvl w:ilvl="1"><w:start w:val="9999"/><w:numFmt w:val="upperRoman"/>'
        '<w:lvlText w:val="%2)"/></w:lvl></w:abstractNum>'
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>'
    )
    rels = (
        '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/numbering" Target="numbering.xml"/>'
    )
    item = (
        '<w:p><w:pPr><w:numPr><w:ilvl w:val="{}"/><w:numId w:val="1"/></w:numPr></w:pPr>'
        "<w:r><w:t>항목</w:t></w:r></w:p>"
    )
    symbols = "".join(
        f'<w:r><w:sym w:font="Symbol" w:char="{code}"/></w:r>'
        for code in ("D800", "110000", "0", "ZZ", "F" * 5000, "41")
    )
    refs = "".join(f'<w:r><w:footnoteReference w:id="{i}"/></w:r>' for i in range(3000))
    body = item.format(0) + item.format(1) + f"<w:p>{symbols}<w:r><w:t>끝</w:t></w:r>{refs}</w:p>"
    data = make_docx(body, rels=rels, parts={"word/numbering.xml": numbering.encode()})
    texts = [b.text for b in _docx.parse(data, Limits()).blocks]
    assert texts[0] == "a. 항목"  # the absurd start is ignored, not spelled out
    assert texts[1] == "9999) 항목"  # past the letter range the label is decimal
    assert texts[2].startswith("A끝[^1][^2]") and texts[2].endswith("[^3000]")


KEEP = ("ppt/slides/", "ppt/notesSlides/", "ppt/pres", "ppt/_rels/", "_rels")


def _stored_pptx() -> bytes:
    """A small deck, re-zipped without compression so random flips land in the XML itself."""
    from pptx import Presentation

    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.add_table(2, 2, 0, 0, 914400, 914400).table.cell(0, 0).text = "표 칸"
    notes = slide.notes_slide.notes_text_frame
    assert notes is not None
    notes.text = "메모"
    packed, out = io.BytesIO(), io.BytesIO()
    prs.save(packed)
    with zipfile.ZipFile(packed) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            if info.filename.startswith(KEEP) or info.filename == "[Content_Types].xml":
                dst.writestr(info.filename, src.read(info))
    return out.getvalue()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(min_value=0), st.integers(0, 255)), min_size=1, max_size=8))
def test_ooxml_random_damage_to_a_deck_gives_a_result_or_a_code(
    flips: list[tuple[int, int]],
) -> None:
    global _DECK  # noqa: PLW0603 - built once, on first use
    if _DECK is None:
        _DECK = _stored_pptx()
    data = bytearray(_DECK)
    for pos, value in flips:
        data[pos % len(data)] = value
    try:
        preflight_ooxml(bytes(data), Limits())
        result = _pptx.parse(bytes(data), Limits())
    except ExtractError as error:
        assert error.code.isupper() and error.message
    else:
        assert isinstance(result, Parsed)


_DECK: bytes | None = None


def test_ooxml_the_deck_under_fuzzing_is_a_real_deck() -> None:
    blocks = _pptx.parse(_stored_pptx(), Limits()).blocks
    assert [(b.anchor, b.text) for b in blocks] == [("s1.1", "표 칸 |"), ("s1n", "메모")]
