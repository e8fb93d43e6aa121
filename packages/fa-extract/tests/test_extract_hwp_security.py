"""Hostile HWP and HWPX files: each ends in a stable code, bounded by a limit, never a crash.

The files are built here from their definitions (`hwp_build`): a valid compound file whose
section inflates to 1 GiB, a flood of empty records, 3,000 nested tables, an HWPX zip bomb, an
entity bomb, truncations, a password flag, a renamed JPEG. None asserts a time: the limits are
what bound them. After them the same extractor still reads a good file.
"""

from __future__ import annotations

import importlib.util
import io
import struct
import tracemalloc
import zipfile
from pathlib import Path

import pytest
from fa_extract import ExtractError, Extractor, Limits
from fa_extract._readers import hwp, hwp_blocks, hwpx

_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)


def _code(extractor: Extractor, data: bytes, name: str) -> str:
    with pytest.raises(ExtractError) as info:
        extractor.inspect(io.BytesIO(data), name)
    return info.value.code


def _parse_code(module: object, data: bytes, limits: Limits | None = None) -> str:
    with pytest.raises(ExtractError) as info:
        module.parse(data, limits or Limits())  # type: ignore[attr-defined]
    return info.value.code


def test_a_section_that_inflates_to_a_gibibyte_stops_at_the_section_cap() -> None:
    data = hb.hwp_file(hb.zeros_deflate(1))
    assert len(data) < 2_000_000
    tracemalloc.start()
    try:
        assert _parse_code(hwp, data) == "DOCUMENT_LIMIT_EXCEEDED"
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 3 * Limits().max_hwp_section_bytes


def test_a_huge_line_layout_is_read_within_a_bounded_number_of_lines() -> None:
    """A body paragraph whose line layout (PARA_LINE_SEG) is 40 MB: its lines give pages, but
    never more lines than a real paragraph has, so reading it costs no more than its bytes."""
    size = 40 * 1024 * 1024
    section = hb.paragraph("본문", 0) + hb.line_seg(1, 0) + hb.record(16 + 53, 1, b"\x00" * size)
    section += hb.paragraph("다음", 0)
    data = hb.hwp_file(hb.deflate(section))
    tracemalloc.start()
    try:
        parsed = hwp.parse(data, Limits())
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert [b.text for b in parsed.blocks] == ["본문", "다음"]
    assert peak < 3 * size


def test_tables_that_claim_billions_of_units_cost_no_loop() -> None:
    """A thousand body tables whose cells claim 4 billion units each: the pages they would run
    on to are counted, never walked, and capped per table."""
    page = hb.section_def(1, height=84000, top=7000, bottom=3000, header=2000, footer=2000)
    section = hb.paragraph("첫 쪽" + hb.extended(2, "secd"), 0) + hb.line_seg(1, 0) + page
    table = (
        hb.paragraph(hb.extended(11, "tbl "), 0)
        + hb.line_seg(1, 0, height=60000)
        + hb.table_ctrl(1, 60000)
        + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1))
        + hb.cell(0, 0, 2, height=0xFFFFFFFF)
        + hb.paragraph("칸", 2)
    )
    data = hb.hwp_file(hb.deflate(section + table * 1000))
    parsed = hwp.parse(data, Limits())
    assert max(b.page or 0 for b in parsed.blocks) <= 1 + 1000 * hwp_blocks.Layout.MOST_TURNS


def test_millions_of_empty_records_meet_the_record_cap() -> None:
    section = struct.pack("<I", hb.PARA_HEADER) * 3_000_000
    data = hb.hwp_file(hb.deflate(section))
    assert _parse_code(hwp, data) == "DOCUMENT_LIMIT_EXCEEDED"


def test_three_thousand_nested_hwp_tables_meet_the_nesting_cap() -> None:
    parts = []
    for depth in range(3000):
        level = (2 * depth) & 0x3FF
        parts.append(
            hb.paragraph("표" + hb.extended(11, "tbl "), level)
            + hb.ctrl("tbl ", (level + 1) & 0x3FF)
            + hb.record(hb.TABLE, (level + 2) & 0x3FF, struct.pack("<IHH", 0, 1, 1))
            + hb.cell(0, 0, (level + 2) & 0x3FF)
        )
    data = hb.hwp_file(hb.deflate(b"".join(parts)))
    assert _parse_code(hwp, data) == "DOCUMENT_LIMIT_EXCEEDED"


def test_three_thousand_nested_hwpx_tables_are_refused() -> None:
    inner = "<hp:t>가장 안</hp:t>"
    for _ in range(3000):
        inner = (
            '<hp:tbl rowCnt="1" colCnt="1"><hp:tr><hp:tc><hp:subList>'
            f"<hp:p><hp:run>{inner}</hp:run></hp:p></hp:subList></hp:tc></hp:tr></hp:tbl>"
        )
    data = hb.hwpx_file(hb.hwpx_paragraph(inner))
    assert _parse_code(hwpx, data) == "DOCUMENT_LIMIT_EXCEEDED"


def test_hwpx_zip_bomb_is_refused_before_parsing(extractor: Extractor) -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("mimetype", "application/hwp+zip")
        zf.writestr("Contents/content.hpf", "<opf:package/>")
        zf.writestr("Contents/section0.xml", b"<hs:sec>" + b" " * (8 << 20) + b"</hs:sec>")
    assert _code(extractor, out.getvalue(), "폭탄.hwpx") == "DOCUMENT_LIMIT_EXCEEDED"


def test_hwpx_entity_expansion_is_refused(extractor: Extractor) -> None:
    prolog = (
        '<!DOCTYPE hs:sec [<!ENTITY a "가가가가가가가가가가"><!ENTITY b "&a;&a;&a;&a;&a;&a;">'
        '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;">]>'
    )
    data = hb.hwpx_file(hb.hwpx_paragraph("<hp:t>&c;</hp:t>"), prolog=prolog)
    assert _code(extractor, data, "엔티티.hwpx") == "DOCUMENT_CORRUPT"
    assert _parse_code(hwpx, data) == "DOCUMENT_CORRUPT"


@pytest.mark.parametrize("keep", [0.05, 0.3, 0.5, 0.8, 0.97])
@pytest.mark.parametrize(
    "name",
    ["hwp/KO_hwpjs_noori.hwp", "hwp/KO_hwplib_distribution.hwp", "hwpx/KO_hwpxlib_Table.hwpx"],
)
def test_truncated_files_end_in_a_stable_code(corpus: Path, name: str, keep: float) -> None:
    data = (corpus / name).read_bytes()
    cut = data[: int(len(data) * keep)]
    module = hwp if name.endswith(".hwp") else hwpx
    first = None
    for _ in range(2):
        try:
            if module is hwpx:
                hwpx.preflight_hwpx(cut, Limits())
            parsed = module.parse(cut, Limits())
            outcome = f"blocks:{len(parsed.blocks)}"
        except ExtractError as exc:
            outcome = exc.code
        assert outcome in ("DOCUMENT_CORRUPT",) or outcome.startswith("blocks:")
        first = first or outcome
        assert outcome == first


def test_a_password_flag_is_encrypted_and_drm_is_drm() -> None:
    section = hb.deflate(hb.paragraph("비밀", 0))
    assert _parse_code(hwp, hb.hwp_file(section, flags=0x3)) == "DOCUMENT_ENCRYPTED"
    assert _parse_code(hwp, hb.hwp_file(section, flags=0x13)) == "DOCUMENT_DRM_PROTECTED"
    manifest = (
        '<odf:file-entry full-path="Contents/section0.xml"><odf:encryption-data/></odf:file-entry>'
    )
    data = hb.hwpx_file(hb.hwpx_paragraph("<hp:t>비밀</hp:t>"), manifest=manifest)
    assert _parse_code(hwpx, data) == "DOCUMENT_ENCRYPTED"


def test_a_renamed_jpeg_is_a_mismatch(extractor: Extractor) -> None:
    jpeg = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"\x00" * 200
    assert _code(extractor, jpeg, "사진.hwp") == "FORMAT_MISMATCH"
    assert _code(extractor, jpeg, "사진.hwpx") == "FORMAT_MISMATCH"


def test_an_ole_file_that_is_not_hwp_is_a_mismatch() -> None:
    data = hb.compound_file({"WordDocument": b"\x00" * 100})
    assert _parse_code(hwp, data) == "FORMAT_MISMATCH"


def test_a_version_4_header_gets_the_version_code() -> None:
    data = hb.compound_file(
        {
            "FileHeader": hb.file_header(1, (4, 0, 0, 0)),
            "BodyText/Section0": hb.deflate(hb.paragraph("x", 0)),
        }
    )
    assert _parse_code(hwp, data) == "FORMAT_VERSION_UNSUPPORTED"


def test_a_record_running_past_its_section_is_corrupt() -> None:
    section = hb.paragraph("앞", 0) + struct.pack("<I", hb.PARA_TEXT | 1 << 10 | 100 << 20) + b"ab"
    assert _parse_code(hwp, hb.hwp_file(hb.deflate(section))) == "DOCUMENT_CORRUPT"


def test_total_text_is_bounded_by_the_character_cap() -> None:
    section = b"".join(hb.paragraph("가" * 1000, 0) for _ in range(50))
    limits = Limits(max_chars=10_000)
    assert _parse_code(hwp, hb.hwp_file(hb.deflate(section)), limits) == "DOCUMENT_LIMIT_EXCEEDED"


def test_the_extractor_keeps_serving_after_hostile_files(
    extractor: Extractor, corpus: Path
) -> None:
    for data, name in (
        (hb.hwp_file(hb.zeros_deflate(1)), "폭탄.hwp"),
        (hb.hwp_file(hb.deflate(struct.pack("<I", hb.PARA_HEADER) * 3_000_000)), "홍수.hwp"),
    ):
        assert _code(extractor, data, name) == "DOCUMENT_LIMIT_EXCEEDED"
    path = corpus / "hwp" / "KO_rhwp_KTX.hwp"
    with path.open("rb") as fh:
        assert extractor.inspect(fh, path.name).grade == "A"


def test_hostile_row_spans_cost_no_more_than_the_rows_there_are() -> None:
    cells = "".join(
        f"<hp:tr><hp:tc><hp:subList>{hb.hwpx_paragraph('<hp:t>칸</hp:t>')}</hp:subList>"
        f'<hp:cellAddr colAddr="0" rowAddr="{r}"/><hp:cellSpan colSpan="1" rowSpan="999999"/>'
        "</hp:tc></hp:tr>"
        for r in range(3000)
    )
    data = hb.hwpx_file(hb.hwpx_paragraph(f'<hp:tbl rowCnt="999999">{cells}</hp:tbl>'))
    assert _parse_code(hwpx, data) == "DOCUMENT_LIMIT_EXCEEDED"
    # One tall merged cell beside ordinary rows is a real table: its rows keep their columns.
    rows = "".join(
        f"<hp:tr><hp:tc><hp:subList>{hb.hwpx_paragraph(f'<hp:t>{r}행</hp:t>')}</hp:subList>"
        f'<hp:cellAddr colAddr="1" rowAddr="{r}"/></hp:tc></hp:tr>'
        for r in range(1, 50)
    )
    tall = (
        f"<hp:tr><hp:tc><hp:subList>{hb.hwpx_paragraph('<hp:t>병합</hp:t>')}</hp:subList>"
        '<hp:cellAddr colAddr="0" rowAddr="0"/><hp:cellSpan colSpan="1" rowSpan="50"/></hp:tc>'
        f"<hp:tc><hp:subList>{hb.hwpx_paragraph('<hp:t>0행</hp:t>')}</hp:subList>"
        '<hp:cellAddr colAddr="1" rowAddr="0"/></hp:tc></hp:tr>'
    )
    data = hb.hwpx_file(hb.hwpx_paragraph(f'<hp:tbl rowCnt="50">{tall}{rows}</hp:tbl>'))
    texts = [b.text for b in hwpx.parse(data, Limits()).blocks]
    assert texts[:2] == ["병합 | 0행", "| 1행"]
    assert len(texts) == 50


def test_the_caps_hold_for_the_whole_document_not_each_section() -> None:
    def three_sections(section: bytes) -> bytes:
        streams = {"FileHeader": hb.file_header(1)}
        streams.update({f"BodyText/Section{i}": hb.deflate(section) for i in range(3)})
        return hb.compound_file(streams)

    big = hb.paragraph("가", 0) + bytes(900_000)  # a paragraph, then empty records
    limits = Limits(max_hwp_section_bytes=1 << 20, max_uncompressed_bytes=2 << 20)
    assert len(hwp.parse(hb.hwp_file(hb.deflate(big)), limits).blocks) == 1
    assert _parse_code(hwp, three_sections(big), limits) == "DOCUMENT_LIMIT_EXCEEDED"
    many = b"".join(hb.paragraph("가", 0) for _ in range(200))  # 400 records
    limits = Limits(max_hwp_records=1000)
    assert len(hwp.parse(hb.hwp_file(hb.deflate(many)), limits).blocks) == 200
    assert _parse_code(hwp, three_sections(many), limits) == "DOCUMENT_LIMIT_EXCEEDED"


def test_a_damaged_doc_info_costs_the_heading_levels_not_the_text() -> None:
    section = hb.deflate(hb.paragraph("본문은 읽힌다", 0))
    data = hb.hwp_file(section, extra={"DocInfo": b"\xff\xfe not deflate"})
    assert [b.text for b in hwp.parse(data, Limits()).blocks] == ["본문은 읽힌다"]
