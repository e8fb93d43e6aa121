"""HWP and HWPX refusals that say what is really wrong: a password, a document-security (DRM)
lock and a certificate each have their own words (DRM its own code, since no password opens
it), and a blank document is empty, not a scan without a text layer. Files built with
`hwp_build` from the FileHeader flags and records the HWP 5.0 specification defines."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path

import pytest
from fa_extract import ExtractError, Extractor

_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)

_BODY = hb.deflate(hb.paragraph("비밀 문서", 0))
# FileHeader property bits: 0x1 compressed, 0x2 password, 0x10 DRM, 0x100 encrypted to a
# certificate, 0x400 DRM with a certificate.
_PASSWORD, _DRM, _CERTIFICATE, _CERTIFICATE_DRM = 0x3, 0x11, 0x101, 0x401


def _refusal(extractor: Extractor, data: bytes, name: str) -> ExtractError:
    with pytest.raises(ExtractError) as info:
        extractor.inspect(io.BytesIO(data), name)
    return info.value


def test_a_password_says_to_remove_the_password(extractor: Extractor) -> None:
    error = _refusal(extractor, hb.hwp_file(_BODY, flags=_PASSWORD), "암호.hwp")
    assert error.code == "DOCUMENT_ENCRYPTED"
    assert "password" in error.message


@pytest.mark.parametrize("flags", [_DRM, _CERTIFICATE_DRM])
def test_a_drm_lock_is_its_own_code_and_never_asks_for_a_password(
    extractor: Extractor, flags: int
) -> None:
    """No password opens a document under DRM (문서보안): the person must get a copy the
    document-security system releases, so the host is told something else to do."""
    error = _refusal(extractor, hb.hwp_file(_BODY, flags=flags), "보안.hwp")
    assert error.code == "DOCUMENT_DRM_PROTECTED"
    assert "DRM" in error.message
    assert "password" not in error.message.lower()


def test_a_certificate_lock_names_the_certificate_not_a_password(extractor: Extractor) -> None:
    error = _refusal(extractor, hb.hwp_file(_BODY, flags=_CERTIFICATE), "인증서.hwp")
    assert error.code == "DOCUMENT_ENCRYPTED"
    assert "certificate" in error.message
    assert "remove the password" not in error.message


def test_a_blank_hwp_document_is_empty_not_a_scan(extractor: Extractor) -> None:
    """A blank document (a section definition and empty paragraphs, as Hancom saves a new
    file) has nothing to read: DOCUMENT_EMPTY, not the "no text layer" of a scan, whose advice
    (a PDF or PNG copy) would bring nothing either."""
    section = (
        hb.paragraph(hb.extended(2, "secd"), 0)
        + hb.section_def(1, height=84188, top=5668, bottom=4252, header=4252, footer=4252)
        + hb.paragraph("", 0)
        + hb.paragraph("   ", 0)
    )
    error = _refusal(extractor, hb.hwp_file(hb.deflate(section)), "빈 문서.hwp")
    assert error.code == "DOCUMENT_EMPTY"
    assert "blank" in error.message
    assert "text layer" not in error.message


def test_a_blank_hwpx_template_is_empty(extractor: Extractor) -> None:
    """An unfilled template: an empty table and empty paragraphs."""
    cell = '<hp:tc><hp:subList>{}</hp:subList><hp:cellAddr colAddr="{}" rowAddr="0"/></hp:tc>'
    table = (
        '<hp:tbl rowCnt="1"><hp:tr>'
        + cell.format(hb.hwpx_paragraph("<hp:t></hp:t>"), 0)
        + cell.format(hb.hwpx_paragraph("<hp:t> </hp:t>"), 1)
        + "</hp:tr></hp:tbl>"
    )
    body = hb.hwpx_paragraph("<hp:t></hp:t>") + hb.hwpx_paragraph(table)
    error = _refusal(extractor, hb.hwpx_file(body), "양식.hwpx")
    assert error.code == "DOCUMENT_EMPTY"
    assert "blank" in error.message


def test_a_document_of_undescribed_pictures_only_keeps_its_no_text_reading(
    extractor: Extractor,
) -> None:
    """A scan pasted into an HWP file (a picture no one described) is not blank: its content is
    in the picture, so it stays grade C and `read` says there is no text to read."""
    section = hb.paragraph(hb.extended(11, "gso "), 0) + hb.picture("", 1, 1)
    data = hb.hwp_file(hb.deflate(section))
    info = extractor.inspect(io.BytesIO(data), "스캔.hwp")
    assert info.grade == "C"
    with pytest.raises(ExtractError) as error:
        extractor.read(io.BytesIO(data), "스캔.hwp")
    assert error.value.code == "DOCUMENT_NO_TEXT"
