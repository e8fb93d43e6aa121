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


def _metafile_pictures_hwp() -> bytes:
    """Three described pictures stored as metafiles: a placeable WMF, a WMF without the
    placeable header (as Hancom also stores them), an EMF."""
    gso = hb.extended(11, "gso ")
    section = b"".join(
        hb.paragraph(f"그림 {n}" + gso, 0) + hb.picture(f"차트 {n}", n, 1) for n in (1, 2, 3)
    )
    doc_info = hb.bin_data(1, "wmf", mode=2) + hb.bin_data(2, "wmf") + hb.bin_data(3, "emf")
    return hb.hwp_file(
        hb.deflate(section),
        extra={
            "DocInfo": hb.deflate(doc_info),
            "BinData/BIN0001.wmf": hb.wmf(),
            "BinData/BIN0002.wmf": hb.deflate(hb.wmf(placeable=False)),
            "BinData/BIN0003.emf": hb.deflate(hb.emf()),
        },
    )


def _metafile_pictures_hwpx() -> bytes:
    def pic(ref: str, n: int) -> str:
        return (
            f'<hp:pic id="{n}"><hc:img xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core" '
            f'binaryItemIDRef="{ref}"/><hp:shapeComment>차트 {n}</hp:shapeComment></hp:pic>'
        )

    body = "".join(
        hb.hwpx_paragraph(f"<hp:t>그림 {n}</hp:t>" + pic(f"image{n}", n)) for n in (1, 2, 3)
    )
    return hb.hwpx_file(
        body,
        binaries={
            "image1": ("BinData/image1.wmf", hb.wmf()),
            "image2": ("BinData/image2.wmf", hb.wmf(placeable=False)),
            "image3": ("BinData/image3.emf", hb.emf()),
        },
    )


@pytest.mark.parametrize(
    ("name", "build"),
    [("차트.hwp", _metafile_pictures_hwp), ("차트.hwpx", _metafile_pictures_hwpx)],
)
def test_a_metafile_picture_is_refused_naming_its_format(
    extractor: Extractor, name: str, build: object
) -> None:
    """WMF and EMF pictures (a release's charts) are drawings Windows renders itself: fa has no
    renderer for them, and says so, naming the format, whichever header the file starts with."""
    data = build()  # type: ignore[operator]
    read = extractor.read(io.BytesIO(data), name)
    assert [(b.anchor, b.kind) for b in read.blocks][1::2] == [
        ("L2", "image"),
        ("L4", "image"),
        ("L6", "image"),
    ]
    for anchor, fmt in (("L2", "WMF"), ("L4", "WMF"), ("L6", "EMF")):
        with pytest.raises(ExtractError) as info:
            extractor.image(io.BytesIO(data), name, anchor=anchor)
        assert info.value.code == "NO_IMAGE_FOR_FORMAT"
        assert f"({fmt})" in info.value.message
        assert "metafile" in info.value.message


def test_a_document_holding_only_an_embedded_object_is_not_blank(extractor: Extractor) -> None:
    """An OLE object (a chart or a sheet pasted from Excel, which fa does not read) is content:
    a document holding only one is grade C, not empty."""
    ole_component = hb.record(16 + 60, 2, b"$elo$elo" + bytes(188)) + hb.record(
        16 + 68, 3, bytes(24)
    )  # SHAPE_COMPONENT, then SHAPE_COMPONENT_OLE below it
    section = hb.paragraph(hb.extended(11, "gso "), 0) + hb.ctrl("gso ", 1) + ole_component
    hwpx_body = hb.hwpx_paragraph('<hp:ole id="1" binaryItemIDRef="ole1"/>')
    for name, data in (
        ("차트.hwp", hb.hwp_file(hb.deflate(section))),
        ("차트.hwpx", hb.hwpx_file(hwpx_body)),
    ):
        assert extractor.inspect(io.BytesIO(data), name).grade == "C"
