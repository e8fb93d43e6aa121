"""Preflight: size cap, magic bytes against the extension, before any parser runs."""

from __future__ import annotations

import io

import pytest
from fa_extract import ExtractError, Limits
from fa_extract._preflight import preflight, read_capped

PNG_1PX = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63f8cfc0f01f0005000201a2a5e0"
    "5f0000000049454e44ae426082"
)


def _code(data: bytes, name: str, limits: Limits | None = None) -> str:
    with pytest.raises(ExtractError) as info:
        preflight(read_capped(io.BytesIO(data), limits or Limits()), name, limits or Limits())
    return info.value.code


def test_empty_file() -> None:
    assert _code(b"", "빈파일.pdf") == "DOCUMENT_EMPTY"


def test_size_cap_reads_at_most_one_byte_more() -> None:
    class Counting(io.BytesIO):
        read_total = 0

        def read(self, size: int | None = -1) -> bytes:
            chunk = super().read(size)
            Counting.read_total += len(chunk)
            return chunk

    limits = Limits(max_file_bytes=1000)
    handle = Counting(b"%PDF-" + b"0" * 50_000)
    with pytest.raises(ExtractError) as info:
        read_capped(handle, limits)
    assert info.value.code == "DOCUMENT_TOO_LARGE"
    assert Counting.read_total == 1001


@pytest.mark.parametrize(
    ("data", "name"),
    [
        (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"0" * 100, "사진.pdf"),  # JPEG named .pdf
        (PNG_1PX, "문서.pdf"),
        (b"%PDF-1.7\n" + b"0" * 100, "그림.png"),
        (b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n", "그림.png"),  # EPS as png
        (b"%PDF-1.4\n", "도면.svg"),
        (b"<html><body>hi</body></html>", "도면.svg"),
        (b"%PDF-1.4\n" + b"0" * 100, "보고서.docx"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600, "옛문서.docx"),  # legacy .doc
    ],
)
def test_content_must_match_the_extension(data: bytes, name: str) -> None:
    assert _code(data, name) == "FORMAT_MISMATCH"


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("name", ["명단.csv", "notes.txt", "page.html", "readme.md"])
def test_utf16_text_without_a_byte_order_mark_is_an_encoding_not_a_format(
    codec: str, name: str
) -> None:
    # Found by evals/bench on uchardet's and weasyprint's samples (3 files): UTF-16 text that
    # starts without a byte order mark has a NUL in every other byte, so it was
    # FORMAT_MISMATCH, "not a TXT file", where the file is text in an encoding fa does not
    # guess: saving it again as UTF-8 is the step that works.
    data = "<p>name,price</p>\n사과,1200\nBob's pears, 900\n".encode(codec)
    with pytest.raises(ExtractError) as info:
        preflight(data, name, Limits())
    assert info.value.code == "DOCUMENT_ENCODING_UNKNOWN"
    assert "UTF-8" in info.value.message


def test_binary_bytes_named_as_text_are_still_a_mismatch() -> None:
    data = bytes(range(256)) * 4  # NUL bytes at no fixed place
    assert _code(data, "notes.txt") == "FORMAT_MISMATCH"
    assert _code(b"\x00\x00\x00\x01" * 100, "notes.txt") == "FORMAT_MISMATCH"


def test_encrypted_office_container_is_password_protected() -> None:
    data = (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 200 + "EncryptedPackage".encode("utf-16-le")
    )
    assert _code(data, "보고서.docx") == "DOCUMENT_ENCRYPTED"


@pytest.mark.parametrize("name", ["자료.hwt", "notes.rtf", "noext", "archive.zip", "old.ods"])
def test_unsupported_extension(name: str) -> None:
    assert _code(b"%PDF-1.4\n", name) == "FORMAT_UNSUPPORTED"


def test_formats_are_recognised_case_insensitively() -> None:
    limits = Limits()
    assert preflight(b"%PDF-1.4\nrest", "보고서.PDF", limits) == "pdf"
    assert preflight(PNG_1PX, "사진.Png", limits) == "png"
    svg = b'\xef\xbb\xbf<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'
    assert preflight(svg, "C:\\자료\\흐름도.SVG", limits) == "svg"


def test_messages_never_echo_the_name() -> None:
    with pytest.raises(ExtractError) as info:
        preflight(b"not a pdf at all", "/home/user/비밀/계약서.pdf", Limits())
    assert "계약서" not in info.value.message
    assert "/home" not in info.value.message


@pytest.mark.parametrize(
    ("name", "names_itself", "advice"),
    [
        ("옛날.doc", "legacy Word 97-2003 document (.doc)", "save it as DOCX or PDF"),
        ("발표.ppt", "legacy PowerPoint 97-2003 presentation (.ppt)", "save it as PPTX or PDF"),
        ("표.ods", "OpenDocument spreadsheet (.ods)", "save it as XLSX"),
        ("설치.exe", "a .exe file", "save it as PDF or DOCX"),
    ],
)
def test_format_unsupported_names_the_format_and_what_to_do(
    name: str, names_itself: str, advice: str
) -> None:
    with pytest.raises(ExtractError) as caught:
        preflight(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 64, name, Limits())
    assert caught.value.code == "FORMAT_UNSUPPORTED"
    assert names_itself in caught.value.message
    assert advice in caught.value.message


@pytest.mark.parametrize(
    ("name", "data", "says"),
    [
        # Unknown binary bytes under a document's name: most often an organisation's DRM.
        ("보안문서.hwp", b"\x9b\x00DRM-HEADER" + bytes(range(256)) * 8, "DRM"),
        ("보안문서.xlsx", b"\x01\x02" + bytes(range(256)) * 8, "DRM"),
        # Another format fa reads: it is named, with the extension to use.
        ("보고서.hwp", b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n", "they are a PDF"),
        ("사진.docx", b"\x89PNG\r\n\x1a\n" + bytes(64), "they are a PNG image"),
    ],
)
def test_a_mismatch_says_what_the_bytes_are_or_that_drm_may_hide_them(
    name: str, data: bytes, says: str
) -> None:
    with pytest.raises(ExtractError) as info:
        preflight(data, name, Limits())
    assert info.value.code == "FORMAT_MISMATCH"
    assert says in info.value.message
    assert (
        "an HWP" in info.value.message
        or "an XLSX" in info.value.message
        or ("a DOCX" in info.value.message)
    )
