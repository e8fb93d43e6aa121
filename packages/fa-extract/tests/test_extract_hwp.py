"""HWP 5.0 and HWPX: real files from the corpus, checked against their own records and XML.

Expected text never comes from fa's output: for HWPX it is the `hp:t` text of the section XML
read with the standard library's parser; for HWP the PARA_TEXT records read by a few lines
here, or the preview text (`PrvText`) Hancom stores beside the body.
"""

from __future__ import annotations

import importlib.util
import re
import struct
import zipfile
import zlib
from pathlib import Path
from xml.etree import ElementTree as ET

import olefile
import pytest
from fa_extract import Block, ExtractError, Extractor, estimate_grade, scan_folder

# The builders live beside the tests (tests are not a package: loaded by path).
_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)

HP = "{http://www.hancom.co.kr/hwpml/2011/paragraph}"
_HANGUL = re.compile("[\uac00-\ud7a3]")


def _syllables(text: str) -> int:
    return len(_HANGUL.findall(text))


def _evidence(extractor: Extractor, path: Path, name: str | None = None) -> list[Block]:
    with path.open("rb") as fh:
        return [b for b in extractor.evidence(fh, name or path.name) if b.anchor != "meta"]


def _inspect(extractor: Extractor, path: Path, name: str | None = None):
    with path.open("rb") as fh:
        return extractor.inspect(fh, name or path.name)


def _code(extractor: Extractor, data: bytes, name: str) -> str:
    import io

    with pytest.raises(ExtractError) as info:
        extractor.inspect(io.BytesIO(data), name)
    return info.value.code


def _hwpx_text(path: Path) -> str:
    """Every `hp:t` of every section, text and tails of its inline children, plainly parsed."""
    parts: list[str] = []
    with zipfile.ZipFile(path) as zf:
        for name in sorted(
            n for n in zf.namelist() if re.fullmatch(r"Contents/section\d+\.xml", n)
        ):
            root = ET.fromstring(zf.read(name))
            for t in root.iter(f"{HP}t"):
                parts.append("".join(t.itertext()))
    return "\n".join(parts)


def _hwp_para_text(path: Path) -> str:
    """Every PARA_TEXT record of the body sections, decoded whole (controls included)."""
    ole = olefile.OleFileIO(str(path))
    compressed = struct.unpack_from("<I", ole.openstream("FileHeader").read(), 36)[0] & 1
    out: list[str] = []
    for entry in ole.listdir():
        if entry[0] != "BodyText":
            continue
        raw = ole.openstream(entry).read()
        data = zlib.decompress(raw, -15) if compressed else raw
        pos = 0
        while pos + 4 <= len(data):
            (head,) = struct.unpack_from("<I", data, pos)
            pos += 4
            size = head >> 20
            if size == 0xFFF:
                (size,) = struct.unpack_from("<I", data, pos)
                pos += 4
            if head & 0x3FF == 67:
                out.append(data[pos : pos + size].decode("utf-16-le", "replace"))
            pos += size
    return "\n".join(out)


# The kordoc file numbers seven paragraphs with its numbering 1, level 1 `^1.` in HANGUL_SYLLABLE
# (가. to 사.: 한메일, 한팩스, 한컴주소록, 한컴 사전, 한컴타자연습, 한컴문서찾기, 한컴유틸리티).
_LABEL_SYLLABLES = {"KO_kordoc_HWP5-nopassword-123456.hwpx": 7}


@pytest.mark.parametrize(
    "name",
    [
        "KO_hwpjs_footnote-endnote.hwpx",
        "KO_hwpxlib_Table.hwpx",
        "KO_kordoc_HWP5-nopassword-123456.hwpx",
        "KO_openhanji_sxa_owpml-structure-coverage.hwpx",  # a table outside any paragraph
    ],
)
def test_hwpx_every_hangul_syllable_of_the_xml_is_read(
    extractor: Extractor, corpus: Path, name: str
) -> None:
    path = corpus / "hwpx" / name
    expected = _syllables(_hwpx_text(path))
    blocks = [b for b in _evidence(extractor, path) if b.kind != "image"]  # shape comments
    assert expected > 0
    # and the labels Hancom draws before numbered paragraphs, which no `hp:t` holds
    assert sum(_syllables(b.text) for b in blocks) == expected + _LABEL_SYLLABLES.get(name, 0)
    assert _inspect(extractor, path).grade == "A"


@pytest.mark.parametrize("name", ["KO_hwpjs_noori.hwp", "KO_rhwp_KTX.hwp"])
def test_hwp_every_hangul_syllable_of_the_records_is_read(
    extractor: Extractor, corpus: Path, name: str
) -> None:
    path = corpus / "hwp" / name
    expected = _syllables(_hwp_para_text(path))
    # Pictures' blocks hold their shape comments, which are not paragraph text.
    blocks = [b for b in _evidence(extractor, path) if b.kind != "image"]
    assert expected > 100
    assert sum(_syllables(b.text) for b in blocks) == expected
    info = _inspect(extractor, path)
    assert info.grade == "A" and info.format == "hwp" and info.unit == "paragraph or table row"


def test_hwp_tables_are_rows_with_cells_joined(extractor: Extractor, corpus: Path) -> None:
    blocks = _evidence(extractor, corpus / "hwp" / "KO_hwpjs_noori.hwp")
    rows = [b for b in blocks if b.kind == "table_row"]
    assert rows and all("table" in b.flags for b in rows)
    assert any(b.text.count(" | ") >= 3 for b in rows)
    assert [b.anchor for b in blocks] == [f"L{i}" for i in range(1, len(blocks) + 1)]


def test_hwpx_table_rows_match_the_cells_of_the_xml(extractor: Extractor, corpus: Path) -> None:
    path = corpus / "hwpx" / "KO_hwpxlib_Table.hwpx"
    with zipfile.ZipFile(path) as zf:
        root = ET.fromstring(zf.read("Contents/section0.xml"))
    expected = [
        " | ".join(" ".join("".join(t.itertext()) for t in tc.iter(f"{HP}t")).strip() for tc in tr)
        for tr in root.iter(f"{HP}tr")
    ]
    rows = [b.text for b in _evidence(extractor, path) if b.kind == "table_row"]
    assert [r.rstrip(" |") for r in rows] == [e.rstrip(" |") for e in expected]


def test_hwpx_notes_follow_the_body_with_matching_marks(extractor: Extractor, corpus: Path) -> None:
    path = corpus / "hwpx" / "KO_hwpjs_footnote-endnote.hwpx"
    blocks = _evidence(extractor, path)
    body = [b for b in blocks if b.kind == "paragraph"]
    notes = [b for b in blocks if b.kind in ("footnote", "endnote")]
    assert blocks[: len(body)] == body, "notes come after the body"
    assert "[^1]" in body[0].text and "[^2]" in body[0].text
    assert "[^i]" in body[1].text and "[^ii]" in body[1].text
    assert [n.text.split(" ", 1)[0] for n in notes] == ["[^1]", "[^2]", "[^i]", "[^ii]"]
    assert [n.kind for n in notes] == ["footnote", "footnote", "endnote", "endnote"]
    assert all(n.kind in n.flags for n in notes)


def test_hwpx_tracked_changes_are_read_as_accepted(extractor: Extractor, corpus: Path) -> None:
    path = corpus / "hwpx" / "KO_hwpxlib_ChangeTrack.hwpx"
    with zipfile.ZipFile(path) as zf:
        xml = zf.read("Contents/section0.xml").decode()
    deleted = re.search(r"<hp:deleteBegin[^>]*/>([^<]*)<hp:deleteEnd", xml)
    inserted = re.search(r"<hp:insertBegin[^>]*/>([^<]*)<hp:insertEnd", xml)
    assert deleted and inserted
    text = " ".join(b.text for b in _evidence(extractor, path))
    assert inserted.group(1) in text
    assert deleted.group(1).strip() not in text
    codes = [w.code for w in _inspect(extractor, path).warnings]
    assert "TRACKED_CHANGES" in codes


def test_hwpx_text_after_a_tab_and_a_change_marker_is_kept(extractor: Extractor) -> None:
    import io

    data = hb.hwpx_file(
        hb.hwpx_paragraph(
            "<hp:t>앞<hp:tab/>탭뒤<hp:lineBreak/>줄뒤<hp:insertBegin/>삽입<hp:insertEnd/>끝</hp:t>"
        )
    )
    blocks = list(extractor.evidence(io.BytesIO(data), "합성.hwpx"))
    assert blocks[0].text == "앞\t탭뒤\n줄뒤삽입끝"


def test_hwp_distribution_document_reads_its_view_text_never_the_placeholder(
    extractor: Extractor, corpus: Path
) -> None:
    path = corpus / "hwp" / "KO_hwplib_distribution.hwp"
    ole = olefile.OleFileIO(str(path))
    preview = ole.openstream("PrvText").read().decode("utf-16-le", "replace")
    placeholder = zlib.decompress(ole.openstream("BodyText/Section0").read(), -15)
    placeholder_text = placeholder.decode("utf-16-le", "replace")
    assert "배포용 문서" in placeholder_text
    info = _inspect(extractor, path)
    assert info.grade == "A"
    assert "distribution" in info.flags
    assert "DISTRIBUTION_DOCUMENT" in [w.code for w in info.warnings]
    text = "\n".join(b.text for b in _evidence(extractor, path))
    assert "배포용 문서" not in text
    words = list(re.findall(r"[\uac00-\ud7a3]{2,}", preview))[:40]
    assert len(words) >= 20
    assert all(w in text for w in words)


def test_password_hwp_and_hwpx_are_encrypted(extractor: Extractor, corpus: Path) -> None:
    for path in (
        corpus / "hwp" / "KO_hwpjs_password-12345.hwp",
        corpus / "hwpx" / "KO_kordoc_HWP5-password-123456.hwpx",
    ):
        assert _code(extractor, path.read_bytes(), path.name) == "DOCUMENT_ENCRYPTED"


def test_hwp3_gets_the_version_code_naming_its_version(extractor: Extractor, corpus: Path) -> None:
    path = corpus / "hwp" / "KO_kordoc_HWP3-password-123456.hwp"
    import io

    with pytest.raises(ExtractError) as info:
        extractor.inspect(io.BytesIO(path.read_bytes()), path.name)
    assert info.value.code == "FORMAT_VERSION_UNSUPPORTED"
    assert "HWP 3.0" in info.value.message and "HWPX" in info.value.message
    # The same file under the other Hancom name gets the same answer.
    assert _code(extractor, path.read_bytes(), "옛문서.hwpx") == "FORMAT_VERSION_UNSUPPORTED"


def test_the_container_decides_not_the_extension(extractor: Extractor, corpus: Path) -> None:
    hwp = corpus / "hwp" / "KO_rhwp_KTX.hwp"
    hwpx = corpus / "hwpx" / "KO_hwpxlib_Table.hwpx"
    as_hwpx = _evidence(extractor, hwp, "바뀐이름.hwpx")
    assert [b.text for b in as_hwpx] == [b.text for b in _evidence(extractor, hwp)]
    as_hwp = _evidence(extractor, hwpx, "바뀐이름.hwp")
    assert [b.text for b in as_hwp] == [b.text for b in _evidence(extractor, hwpx)]
    assert "FORMAT_RENAMED" in [w.code for w in _inspect(extractor, hwp, "x.hwpx").warnings]


def test_hwp_built_file_tables_notes_and_page_breaks(extractor: Extractor) -> None:
    import io

    section = (
        hb.paragraph("첫 문단" + hb.extended(11, "tbl "), 0)
        + hb.ctrl("tbl ", 1)
        + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 2, 2))
        + hb.cell(0, 0, 2, rowspan=2)
        + hb.paragraph("합친칸", 2)
        + hb.cell(1, 0, 2)
        + hb.paragraph("나", 2)
        + hb.cell(1, 1, 2)
        + hb.paragraph("라" + hb.extended(11, "tbl "), 2)
        + hb.ctrl("tbl ", 3)
        + hb.record(hb.TABLE, 4, struct.pack("<IHH", 0, 1, 1))
        + hb.cell(0, 0, 4)
        + hb.paragraph("안쪽", 4)
        + hb.paragraph("각주" + hb.extended(17, "fn  ") + " 뒤" + hb.TAB + "탭", 0, page_break=True)
        + hb.ctrl("fn  ", 1)
        + hb.record(hb.LIST_HEADER, 2, b"\x00" * 8)
        + hb.paragraph("각주 본문", 2)
        + hb.paragraph("머리" + hb.extended(16, "head"), 0)
        + hb.ctrl("head", 1)
        + hb.record(hb.LIST_HEADER, 2, b"\x00" * 8)
        + hb.paragraph("머리말 글", 2)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "합성.hwp"))
    got = [(b.kind, b.text, b.flags, b.page) for b in blocks if b.anchor != "meta"]
    assert got == [
        ("paragraph", "첫 문단", (), 1),
        ("table_row", "합친칸 | 나", ("table", "table_start"), 1),
        ("table_row", "| 라", ("table",), 1),
        ("table_row", "안쪽", ("table",), 1),  # a table in a cell goes on its table's rows
        ("paragraph", "각주[^1] 뒤\t탭", (), 2),
        ("paragraph", "머리", (), 2),
        ("footnote", "[^1] 각주 본문", ("footnote",), 2),
        ("header", "머리말 글", ("header",), 2),
    ]


def test_hwp_pages_come_from_the_saved_line_layout(extractor: Extractor) -> None:
    """A line placed above the line before it starts a page (or the next column of a
    multi-column section); page and column breaks turn as they say; a table's cells never turn
    a page; a new section starts a page. Without a saved layout, the page breaks alone count."""
    import io

    def para(text: str, *tops: int, **breaks: bool) -> bytes:
        return hb.paragraph(text, 0, **breaks) + hb.line_seg(1, *tops)

    first = (
        para("하나", 0, 1600)
        + para("둘 (다음 쪽에서 이어짐)", 60000, 61600, 0, 1600)  # runs on to page 2
        + para("셋", 3200)
        + para("넷" + hb.extended(11, "tbl "), 4800)
        + hb.ctrl("tbl ", 1)
        + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1))
        + hb.cell(0, 0, 2)
        + hb.paragraph("표 안", 2)
        + hb.line_seg(3, 0)  # a cell's own layout starts at its top: no page
        + para("다섯", 900)  # above the line before it: page 3
        + para("여섯", 2500, page_break=True)  # a page break turns whatever the position
        + para("일곱" + hb.extended(2, "cold"), 0)  # page 5, two columns from here
        + hb.columns(2, 1)
        + para("여덟", 1600)
        + para("아홉", 0, 1600)  # the second column, still page 5
        + para("열", 0)  # page 6, first column
        + para("열하나", 0, column_break=True)  # page 6, second column
    )
    second = para("둘째 구역", 0, 1600)  # a new section starts page 7, one column again
    second += para("둘째 구역 둘", 0)  # page 8
    data = hb.hwp_file(
        hb.deflate(first),
        extra={"BodyText/Section1": hb.deflate(second)},
    )
    blocks = [b for b in extractor.evidence(io.BytesIO(data), "쪽.hwp") if b.anchor != "meta"]
    assert [(b.text, b.page) for b in blocks] == [
        ("하나", 1),
        ("둘 (다음 쪽에서 이어짐)", 1),
        ("셋", 2),
        ("넷", 2),
        ("표 안", 2),
        ("다섯", 3),
        ("여섯", 4),
        ("일곱", 5),
        ("여덟", 5),
        ("아홉", 5),
        ("열", 6),
        ("열하나", 6),
        ("둘째 구역", 7),
        ("둘째 구역 둘", 8),
    ]
    info = extractor.inspect(io.BytesIO(data), "쪽.hwp")
    assert info.pages == 8


def test_hwpx_pages_come_from_the_saved_line_layout(extractor: Extractor) -> None:
    import io

    def para(text: str, *tops: int, attrs: str = "", inner: str = "") -> str:
        segs = "".join(f'<hp:lineseg textpos="0" vertpos="{top}" flags="393216"/>' for top in tops)
        return (
            f'<hp:p paraPrIDRef="0"{attrs}><hp:run charPrIDRef="0">{inner}<hp:t>{text}</hp:t>'
            f"</hp:run><hp:linesegarray>{segs}</hp:linesegarray></hp:p>"
        )

    body = (
        para("하나", 0, 1600)
        + para("둘", 60000, 0)  # runs on to page 2
        + para("셋", 1600)
        + para("넷", 800)  # page 3
        + para("다섯", 2000, attrs=' pageBreak="1"')  # page 4
        + para("여섯", 0, 1600, inner='<hp:ctrl><hp:colPr colCount="2"/></hp:ctrl>')  # page 5
        + para("일곱", 0, 1600)  # second column
        + para("여덟", 0)  # page 6
        + para("아홉", 0, attrs=' columnBreak="1"')  # second column
    )
    data = hb.hwpx_file(body)
    blocks = [b for b in extractor.evidence(io.BytesIO(data), "쪽.hwpx") if b.anchor != "meta"]
    assert [(b.text, b.page) for b in blocks] == [
        ("하나", 1),
        ("둘", 1),
        ("셋", 2),
        ("넷", 3),
        ("다섯", 4),
        ("여섯", 5),
        ("일곱", 5),
        ("여덟", 6),
        ("아홉", 6),
    ]


def test_a_line_after_a_page_tall_table_is_on_the_next_page(extractor: Extractor) -> None:
    """A table set like a character is its paragraph's line, as tall as the table: a line that
    starts above that line's middle cannot share its page, though it sits lower than its top."""
    import io

    section = (
        hb.paragraph("표 앞", 0)
        + hb.line_seg(1, 1000)
        + hb.paragraph(hb.extended(11, "tbl "), 0)
        + hb.line_seg(1, 2600, height=62000)  # the table fills the rest of the page
        + hb.ctrl("tbl ", 1)
        + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1))
        + hb.cell(0, 0, 2)
        + hb.paragraph("표 안", 2)
        + hb.paragraph("표 뒤", 0)
        + hb.line_seg(1, 5000)  # lower than the table's top, above its middle: the next page
        + hb.paragraph("그 아래", 0)
        + hb.line_seg(1, 6600)
    )
    data = hb.hwp_file(hb.deflate(section))
    blocks = [b for b in extractor.evidence(io.BytesIO(data), "표.hwp") if b.anchor != "meta"]
    assert [(b.text, b.page) for b in blocks] == [
        ("표 앞", 1),
        ("표 안", 1),
        ("표 뒤", 2),
        ("그 아래", 2),
    ]
    body = (
        '<hp:p paraPrIDRef="0"><hp:run><hp:t>표 앞</hp:t></hp:run><hp:linesegarray>'
        '<hp:lineseg vertpos="1000" vertsize="1000"/></hp:linesegarray></hp:p>'
        '<hp:p paraPrIDRef="0"><hp:run><hp:tbl rowCnt="1" colCnt="1"><hp:tr><hp:tc>'
        "<hp:subList><hp:p><hp:run><hp:t>표 안</hp:t></hp:run></hp:p></hp:subList></hp:tc>"
        "</hp:tr></hp:tbl></hp:run><hp:linesegarray>"
        '<hp:lineseg vertpos="2600" vertsize="62000"/></hp:linesegarray></hp:p>'
        '<hp:p paraPrIDRef="0"><hp:run><hp:t>표 뒤</hp:t></hp:run><hp:linesegarray>'
        '<hp:lineseg vertpos="5000" vertsize="1000"/></hp:linesegarray></hp:p>'
    )
    blocks = [
        b
        for b in extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "표.hwpx")
        if b.anchor != "meta"
    ]
    assert [(b.text, b.page) for b in blocks] == [("표 앞", 1), ("표 안", 1), ("표 뒤", 2)]


def test_a_table_that_runs_on_past_its_page_counts_the_pages_it_takes(
    extractor: Extractor,
) -> None:
    """A table's control keeps its height on the page where it starts; its rows' heights say
    how tall it really is. What runs past that part continues on the next pages (a page body
    is the paper less its margins, header and footer), so what follows the table is there."""
    import io

    body = 84000 - 7000 - 3000 - 2000 - 2000  # 70,000 units a page
    rows = b"".join(  # five rows of 30,000: 150,000 in all, 60,000 of them on the first page
        hb.cell(0, row, 2, height=30000) + hb.paragraph(f"행 {row}", 2) for row in range(5)
    )
    section = (
        hb.paragraph("첫 쪽" + hb.extended(2, "secd"), 0)
        + hb.line_seg(1, 0)
        + hb.section_def(1, height=84000, top=7000, bottom=3000, header=2000, footer=2000)
        + hb.paragraph(hb.extended(11, "tbl "), 0)
        + hb.line_seg(1, 5000, height=60000)
        + hb.table_ctrl(1, 60000)
        + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 5, 1))
        + rows
        + hb.paragraph("표 뒤", 0)  # below the last 20,000 of the table's third page
        + hb.line_seg(1, 21000)
    )
    assert 60000 + 2 * body > 150000 > 60000 + body
    data = hb.hwp_file(hb.deflate(section))
    blocks = [b for b in extractor.evidence(io.BytesIO(data), "긴 표.hwp") if b.anchor != "meta"]
    assert [(b.text, b.page) for b in blocks][-1] == ("표 뒤", 3)
    assert [b.page for b in blocks if b.kind == "table_row"] == [1] * 5

    cells = "".join(
        f"<hp:tr><hp:tc><hp:subList><hp:p><hp:run><hp:t>행 {row}</hp:t></hp:run></hp:p>"
        f'</hp:subList><hp:cellAddr colAddr="0" rowAddr="{row}"/><hp:cellSpan colSpan="1" '
        f'rowSpan="1"/><hp:cellSz width="10000" height="30000"/></hp:tc></hp:tr>'
        for row in range(5)
    )
    xml = (
        '<hp:p paraPrIDRef="0"><hp:run><hp:secPr><hp:pagePr landscape="WIDELY" width="59528" '
        'height="84000"><hp:margin header="2000" footer="2000" left="4252" right="4252" '
        'top="7000" bottom="3000"/></hp:pagePr></hp:secPr><hp:t>첫 쪽</hp:t></hp:run>'
        '<hp:linesegarray><hp:lineseg vertpos="0" vertsize="1000"/></hp:linesegarray></hp:p>'
        '<hp:p paraPrIDRef="0"><hp:run><hp:tbl rowCnt="5" colCnt="1"><hp:sz width="10000" '
        f'height="60000"/><hp:pos treatAsChar="1"/>{cells}</hp:tbl></hp:run><hp:linesegarray>'
        '<hp:lineseg vertpos="5000" vertsize="60000"/></hp:linesegarray></hp:p>'
        '<hp:p paraPrIDRef="0"><hp:run><hp:t>표 뒤</hp:t></hp:run><hp:linesegarray>'
        '<hp:lineseg vertpos="21000" vertsize="1000"/></hp:linesegarray></hp:p>'
    )
    blocks = [
        b
        for b in extractor.evidence(io.BytesIO(hb.hwpx_file(xml)), "긴 표.hwpx")
        if b.anchor != "meta"
    ]
    assert [(b.text, b.page) for b in blocks][-1] == ("표 뒤", 3)
    assert [b.page for b in blocks if b.kind == "table_row"] == [1] * 5


# The table of contents of the corpus RFP (KO_rhwp_kps-ai-rfp.hwp) as its author's Hancom
# Office numbered it: each heading and its page. The pages before the one numbered 1 are the
# cover and the contents.
_RFP_CONTENTS = (
    ("1. 사업일반", 1), ("2. 추진배경 및 필요성", 1), ("3. 사업범위", 1), ("4. 기대효과", 2),
    ("1. 사업목표", 3), ("2. 구축 서비스 목표", 3), ("3. 추진체계", 6), ("4. 추진일정", 7),
    ("1. 요구사항 총괄", 8), ("2. 상세 요구사항", 10), ("가. 시스템 장비구성 요구사항", 10),
    ("나. 기능 요구사항", 11), ("다. 인터페이스 요구사항", 16), ("라. 성능 요구사항", 17),
    ("마. 데이터 요구사항", 18), ("바. 품질 요구사항", 19), ("사. 테스트 요구사항", 20),
    ("아. 보안 요구사항", 21), ("자. 프로젝트 관리 요구사항", 25),
    ("차. 프로젝트 지원 요구사항", 28), ("1. 보안준수 사항", 29), ("2. 제안서 효력", 29),
    ("3. 제안서 작성지침 및 유의사항", 30), ("4. 제안서 형식", 31), ("5. 제안서 제출", 31),
    ("6. 제안서 제출일정 및 방법", 31), ("7. 제안설명회", 31), ("8. 제안서 보상", 32),
    ("9. 제안서 작성목차", 33), ("10. 제안서 세부작성지침", 34), ("1. 입찰참가자격", 36),
    ("2. 입찰 및 낙찰 방식", 40), ("3. 기술제안서 평가방법", 41),
    ("4. 기술제안서 세부평가기준", 43), ("5. 기타사항", 47),
    ("6. 입찰서류 및 제안서 제출안내", 47),
)  # fmt: skip


def test_hwp_pages_land_where_the_documents_own_contents_say(
    extractor: Extractor, corpus: Path
) -> None:
    """A real 73-page RFP: every heading is on the page its table of contents gives, after the
    cover and the contents (the saved layout's lines, page-tall tables, tables that run on to
    the next page and page breaks all counted; page breaks alone put 4 of the 36 right)."""
    blocks = _evidence(extractor, corpus / "hwp" / "KO_rhwp_kps-ai-rfp.hwp")
    # the contents (a box of one line per entry) end with its last entry, `붙임. 별지서식 48`
    last = max(i for i, b in enumerate(blocks) if "별지서식 48" in b.text)
    body = blocks[last + 1 :]

    def squeezed(text: str) -> str:
        return "".join(text.split())

    got = []
    for title, _ in _RFP_CONTENTS:
        heading = next(b for b in body if squeezed(b.text).startswith(squeezed(title)))
        got.append((title, heading.page))
    assert got == [(title, page + 2) for title, page in _RFP_CONTENTS]


def test_hwp_and_hwpx_copies_of_one_document_agree_on_pages(
    extractor: Extractor, corpus: Path
) -> None:
    """The same document saved by Hancom as HWP and as HWPX: the same text on the same pages,
    each read from its own format's saved layout."""
    hwp = [(b.text, b.page) for b in _evidence(extractor, corpus / "hwp" / "KO_hwpjs_noori.hwp")]
    hwpx = _evidence(extractor, corpus / "hwpx" / "KO_hwpjs_noori.hwpx")
    assert hwp == [(b.text, b.page) for b in hwpx]
    assert max(page or 0 for _, page in hwp) > 1


def test_hwp_text_outside_the_bmp_and_byte_pairs_that_look_like_controls(
    extractor: Extractor,
) -> None:
    """A surrogate pair is two units but one character (in the text, and in the payload of a
    control, which is skipped by units), and `A가` holds the bytes of a control across its two
    units: none may shift where the controls after them are read."""
    import io

    # A footnote control whose reserved units happen to form a surrogate pair.
    note = hb.extended(17, "fn  ")
    note = note[:3] + "\U00010000" + note[5:]
    assert len(note.encode("utf-16-le")) == 16
    section = (
        hb.paragraph("A가𠀀 앞" + note + "뒤 𠀁" + hb.TAB + "끝", 0)
        + hb.ctrl("fn  ", 1)
        + hb.record(hb.LIST_HEADER, 2, b"\x00" * 8)
        + hb.paragraph("각주 𠀂", 2)
        + hb.paragraph("가A" + hb.TAB + "나", 0)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "합성.hwp"))
    got = [(b.kind, b.text) for b in blocks if b.anchor != "meta"]
    assert got == [
        ("paragraph", "A가𠀀 앞[^1]뒤 𠀁\t끝"),
        ("paragraph", "가A\t나"),
        ("footnote", "[^1] 각주 𠀂"),
    ]


def test_hwp_one_unit_controls_read_as_the_specification_says(extractor: Extractor) -> None:
    """Codes 0, 10, 13 and 24-31 take one unit each: a fixed-width space (31) and a
    non-breaking space (30) read as spaces, 24 as a hyphen, 10 as a line break, the rest as
    nothing. Without any eight-unit control in the paragraph and with one (where a one-unit
    code inside the control's own units must not be read)."""
    import io

    one_unit = "예산" + chr(31) + "3만" + chr(30) + "명" + chr(24) + "끝" + chr(10) + "둘" + chr(0)
    one_unit += "셋" + chr(13) + "넷" + chr(25)
    fake = hb.extended(17, "fn  ")
    fake = fake[:3] + chr(31) + chr(10) + fake[5:]  # one-unit codes among the control's units
    section = (
        hb.paragraph(one_unit, 0)
        + hb.paragraph("앞" + chr(31) + "칸" + fake + "뒤" + chr(30) + "끝", 0)
        + hb.ctrl("fn  ", 1)
        + hb.record(hb.LIST_HEADER, 2, b"\x00" * 8)
        + hb.paragraph("각주", 2)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "합성.hwp"))
    got = [b.text for b in blocks if b.anchor != "meta"]
    assert got == ["예산 3만 명-끝\n둘셋넷", "앞 칸[^1]뒤 끝", "[^1] 각주"]


def test_scan_lists_hwp_and_hwpx_with_grade_a(tmp_path: Path) -> None:
    (tmp_path / "보고서.hwp").write_bytes(b"x")
    (tmp_path / "계획.HWPX").write_bytes(b"x")
    assert estimate_grade(".hwp") == estimate_grade("hwpx") == "A"
    result = scan_folder(tmp_path, prefix="r")
    assert sorted((f.format, f.estimated_grade) for f in result.files) == [
        ("hwp", "A"),
        ("hwpx", "A"),
    ]


def test_hwp_memos_hidden_comments_and_text_boxes(extractor: Extractor) -> None:
    import io

    section = (
        hb.paragraph("본문" + hb.extended(15, "tcmt"), 0)
        + hb.ctrl("tcmt", 1)
        + hb.record(hb.LIST_HEADER, 2, b"\x00" * 8)
        + hb.paragraph("숨은 설명", 2)
        + hb.paragraph(hb.extended(3, "%%me") + "메모 달린 문단", 0)
        + hb.field("%%me", 1, number=4)
        # a paragraph one level below another that no list announces is no memo: body text
        + hb.paragraph("아래 문단", 1)
        + hb.paragraph("그림" + hb.extended(11, "gso "), 0)
        + hb.ctrl("gso ", 1)
        + hb.record(76, 2, b"\x00" * 8)  # SHAPE_COMPONENT
        + hb.record(hb.LIST_HEADER, 3, b"\x00" * 8)
        + hb.paragraph("글상자 글", 3)
        + hb.memo_list(4)  # the memo: its own record after the last paragraph
        + hb.paragraph("메모 내용", 1)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "합성.hwp"))
    got = [(b.kind, b.text, b.flags) for b in blocks if b.anchor != "meta"]
    assert got == [
        ("paragraph", "본문", ()),
        ("paragraph", "숨은 설명", ("hidden",)),
        ("paragraph", "메모 달린 문단", ()),
        ("paragraph", "아래 문단", ()),
        ("paragraph", "그림", ()),
        ("paragraph", "글상자 글", ("textbox",)),
        ("comment", "[L3] 메모 내용", ("comment",)),
    ]


def test_hwpx_memos_hidden_comments_headers_and_nested_tables(extractor: Extractor) -> None:
    import io

    cell = '<hp:tc><hp:subList>{}</hp:subList><hp:cellAddr colAddr="{}" rowAddr="0"/></hp:tc>'
    inner = '<hp:tbl rowCnt="1"><hp:tr>' + cell.format(hb.hwpx_paragraph("<hp:t>안쪽</hp:t>"), 0)
    inner += "</hp:tr></hp:tbl>"
    outer = (
        '<hp:tbl rowCnt="1"><hp:tr>'
        + cell.format(hb.hwpx_paragraph("<hp:t>바깥</hp:t>" + inner), 0)
        + cell.format(hb.hwpx_paragraph("<hp:t>옆칸</hp:t>"), 1)
        + "</hp:tr></hp:tbl>"
    )
    body = (
        hb.hwpx_paragraph(
            "<hp:t>본문</hp:t><hp:ctrl><hp:hiddenComment><hp:subList>"
            + hb.hwpx_paragraph("<hp:t>숨은 설명</hp:t>")
            + "</hp:subList></hp:hiddenComment></hp:ctrl>"
            + "<hp:ctrl><hp:footer><hp:subList>"
            + hb.hwpx_paragraph("<hp:t>꼬리말</hp:t>")
            + "</hp:subList></hp:footer></hp:ctrl>"
        )
        + hb.hwpx_paragraph(outer)
        + '<hp:memogroup><hp:memo id="1"><hp:paraList>'
        + hb.hwpx_paragraph("<hp:t>메모 내용</hp:t>")
        + "</hp:paraList></hp:memo></hp:memogroup>"
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "합성.hwpx"))
    got = [(b.kind, b.text, b.flags) for b in blocks if b.anchor != "meta"]
    assert got == [
        ("paragraph", "본문", ()),
        ("paragraph", "숨은 설명", ("hidden",)),
        ("table_row", "바깥 | 옆칸", ("table", "table_start")),
        ("table_row", "안쪽", ("table",)),
        ("comment", "메모 내용", ("comment",)),
        ("footer", "꼬리말", ("footer",)),
    ]


def test_hwpx_objects_outside_paragraphs_are_read(extractor: Extractor) -> None:
    """Writers other than Hancom Office put tables, controls and runs straight under the
    section, and a cell's paragraphs straight under `hp:tc` (no `hp:subList`); their text is
    the document's like any other (openhanji's OWPML fixtures are written so)."""
    import io

    table = (
        '<ht:tbl xmlns:ht="http://www.hancom.co.kr/hwpml/2011/table">'
        "<ht:tr><ht:tc>" + hb.hwpx_paragraph("<hp:t>형식</hp:t>") + "</ht:tc>"
        "<ht:tc>" + hb.hwpx_paragraph("<hp:t>상태</hp:t>") + "</ht:tc></ht:tr>"
        "<ht:tr><ht:tc>" + hb.hwpx_paragraph("<hp:t>바이너리</hp:t>") + "</ht:tc>"
        "<ht:tc><hp:subList>" + hb.hwpx_paragraph("<hp:t>예정</hp:t>") + "</hp:subList>"
        "</ht:tc></ht:tr></ht:tbl>"
    )
    body = (
        "<hp:ctrl><hp:header><hp:subList>"
        + hb.hwpx_paragraph("<hp:t>머리말 글</hp:t>")
        + "</hp:subList></hp:header></hp:ctrl>"
        + hb.hwpx_paragraph("<hp:t>첫 문단</hp:t>")
        + table
        + '<hp:run charPrIDRef="0"><hp:t>문단 밖 글</hp:t></hp:run>'
        + hb.hwpx_paragraph("<hp:t>끝 문단</hp:t>")
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "바깥.hwpx"))
    got = [(b.kind, b.text) for b in blocks if b.anchor != "meta"]
    assert got == [
        ("paragraph", "첫 문단"),
        ("table_row", "형식 | 상태"),
        ("table_row", "바이너리 | 예정"),
        ("paragraph", "문단 밖 글"),
        ("paragraph", "끝 문단"),
        ("header", "머리말 글"),
    ]


def test_a_table_before_its_paragraphs_text_comes_before_it(extractor: Extractor) -> None:
    """Hancom Office anchors a table to a paragraph. One before the paragraph's text that is
    placed like a character, or floats at the top of the paragraph with text above and below
    it only, is shown above that text, so it is read before it; one floating lower down (a
    vertical offset from the paragraph) or after the text is read after it."""
    import io

    cell = '<hp:tc><hp:subList>{}</hp:subList><hp:cellAddr colAddr="0" rowAddr="0"/></hp:tc>'
    table = '<hp:tbl rowCnt="1" textWrap="TOP_AND_BOTTOM"><hp:pos {}/><hp:tr>{}</hp:tr></hp:tbl>'

    def hwpx_table(text: str, pos: str) -> str:
        return table.format(pos, cell.format(hb.hwpx_paragraph(f"<hp:t>{text}</hp:t>")))

    body = hb.hwpx_paragraph(
        "<hp:ctrl><hp:header><hp:subList>"
        + hb.hwpx_paragraph("<hp:t>머리말 글</hp:t>")
        + "</hp:subList></hp:header></hp:ctrl>"
        + hwpx_table("표 먼저", 'treatAsChar="1"')
        + hwpx_table("떠 있는 표", 'treatAsChar="0" vertRelTo="PARA" vertOffset="0"')
        + "<hp:t>표 아래 글</hp:t>"
        + hwpx_table("글 다음 표", 'treatAsChar="1"')
    ) + hb.hwpx_paragraph(
        hwpx_table("아래 표", 'treatAsChar="0" vertRelTo="PARA" vertOffset="2202"')
        + "<hp:t>표 위 글</hp:t>"
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "표먼저.hwpx"))
    got = [(b.kind, b.text) for b in blocks if b.anchor != "meta"]
    expected = [
        ("table_row", "표 먼저"),
        ("table_row", "떠 있는 표"),
        ("paragraph", "표 아래 글"),
        ("table_row", "글 다음 표"),
        ("paragraph", "표 위 글"),
        ("table_row", "아래 표"),
        ("header", "머리말 글"),
    ]
    assert got == expected

    def hwp_table(text: str, attr: int, offset: int) -> bytes:
        # The object's common properties: attributes (bit 0 like a character, bits 3-4 the
        # vertical reference, 2 the paragraph; bits 21-23 the wrap, 1 top and bottom), then the
        # vertical offset.
        header = "tbl "[::-1].encode("latin-1") + struct.pack("<Ii", attr, offset)
        return (
            hb.record(hb.CTRL_HEADER, 1, header)
            + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1))
            + hb.cell(0, 0, 2)
            + hb.paragraph(text, 2)
        )

    floating = 2 << 3 | 1 << 21
    tbl = hb.extended(11, "tbl ")
    section = (
        hb.paragraph(hb.extended(16, "head") + tbl + tbl + "표 아래 글" + tbl, 0)
        + hb.ctrl("head", 1)
        + hb.record(hb.LIST_HEADER, 2, b"\x00" * 8)
        + hb.paragraph("머리말 글", 2)
        + hwp_table("표 먼저", 1, 0)
        + hwp_table("떠 있는 표", floating, 0)
        + hwp_table("글 다음 표", 1, 0)
        + hb.paragraph(tbl + "표 위 글", 0)
        + hwp_table("아래 표", floating, 2202)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "표먼저.hwp"))
    assert [(b.kind, b.text) for b in blocks if b.anchor != "meta"] == expected


def test_a_captions_automatic_number_is_the_number_hancom_saved(extractor: Extractor) -> None:
    """A caption's 표 3 or 그림 2 is an automatic number Hancom Office saves with the file
    (HWP: the WORD after the attributes of an `atno` control; HWPX: `hp:autoNum num`), shown
    in digits unless its format says otherwise. A page number is not one number for the
    document, so it is left out, and so is a number in another format (Ⅲ, 다)."""
    import io

    def atno(kind: int, number: int, shape: int = 0) -> bytes:
        attr = kind | shape << 4  # bits 0-3: page, footnote, endnote, picture, table, equation
        payload = "atno"[::-1].encode("latin-1") + struct.pack("<IH", attr, number)
        return hb.record(hb.CTRL_HEADER, 1, payload + b"\x00" * 6)

    number = hb.extended(18, "atno")
    section = (
        hb.paragraph("표 " + number + " 연도별 예산", 0)
        + atno(4, 3)
        + hb.paragraph("그림 " + number + " 조직도", 0)
        + atno(3, 2)
        + hb.paragraph("쪽 " + number + " 끝", 0)
        + atno(0, 1)
        + hb.paragraph("표 " + number + " 로마 숫자", 0)
        + atno(4, 3, shape=2)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "번호.hwp"))
    expected = ["표 3 연도별 예산", "그림 2 조직도", "쪽  끝", "표  로마 숫자"]
    assert [b.text for b in blocks if b.anchor != "meta"] == expected

    def auto(kind: str, number: int, shape: str = "DIGIT") -> str:
        return (
            f'<hp:ctrl><hp:autoNum num="{number}" numType="{kind}">'
            f'<hp:autoNumFormat type="{shape}"/></hp:autoNum></hp:ctrl>'
        )

    body = (
        hb.hwpx_paragraph("<hp:t>표 </hp:t>" + auto("TABLE", 3) + "<hp:t> 연도별 예산</hp:t>")
        + hb.hwpx_paragraph("<hp:t>그림 </hp:t>" + auto("PICTURE", 2) + "<hp:t> 조직도</hp:t>")
        + hb.hwpx_paragraph("<hp:t>쪽 </hp:t>" + auto("PAGE", 1) + "<hp:t> 끝</hp:t>")
        + hb.hwpx_paragraph(
            "<hp:t>표 </hp:t>" + auto("TABLE", 3, "ROMAN_CAPITAL") + "<hp:t> 로마 숫자</hp:t>"
        )
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "번호.hwpx"))
    assert [b.text for b in blocks if b.anchor != "meta"] == expected


def test_hancom_private_use_characters_are_mapped_or_flagged(extractor: Extractor) -> None:
    import io

    # U+F53A is how Hancom writes ᄒᆞᆫ (of ᄒᆞᆫ글) in metadata; U+F0FE is the Wingdings check box
    # Korean forms use; U+F03A0 (a key cap) has no standard meaning and stays, flagged.
    section = hb.paragraph("\uf53a글 \uf0fe 해당", 0) + hb.paragraph("\U000f03a0 누름", 0)
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "기호.hwp"))
    assert blocks[0].text == "\u1112\u119e\u11ab글 \u2611 해당"
    assert "private_use" not in blocks[0].flags
    assert "private_use" in blocks[1].flags


def test_headings_come_from_outline_shapes_and_outline_styles(extractor: Extractor) -> None:
    import io

    doc_info = hb.para_shape(None) + hb.para_shape(2) + hb.style("바탕글", "Normal")
    doc_info += hb.style("개요 1", "Outline 1")
    section = (
        hb.paragraph("1. 모양이 개요", 0, shape=1)
        + hb.paragraph("2. 스타일이 개요", 0, style=1)
        + hb.paragraph("본문", 0)
    )
    data = hb.hwp_file(hb.deflate(section), extra={"DocInfo": hb.deflate(doc_info)})
    blocks = list(extractor.evidence(io.BytesIO(data), "개요.hwp"))
    assert [(b.kind, b.level) for b in blocks[:3]] == [
        ("heading", 2),
        ("heading", 1),
        ("paragraph", None),
    ]
    header = (
        '<hh:refList><hh:paraProperties><hh:paraPr id="3"><hh:heading type="OUTLINE" '
        'level="2"/></hh:paraPr></hh:paraProperties><hh:styles><hh:style id="5" '
        'name="개요 2" engName="Outline 2"/></hh:styles></hh:refList>'
    )
    body = (
        '<hp:p paraPrIDRef="3"><hp:run><hp:t>가. 모양</hp:t></hp:run></hp:p>'
        '<hp:p paraPrIDRef="0" styleIDRef="5"><hp:run><hp:t>나. 스타일</hp:t></hp:run></hp:p>'
    )
    with_header = hb.hwpx_file(body, header=header)
    info = extractor.inspect(io.BytesIO(with_header), "개요.hwpx")
    assert [(t.anchor, t.level, t.title) for t in info.toc] == [
        ("L1", 3, "가. 모양"),
        ("L2", 2, "나. 스타일"),
    ]


_HH = "http://www.hancom.co.kr/hwpml/2011/head"
_OUTLINES = (
    '<P:paraPr id="3"><P:heading type="OUTLINE" level="2"/></P:paraPr>'
    '<P:paraPr id="4"><P:heading type="NUMBER" level="0"/></P:paraPr>'
)
_STYLES = '<P:style id="5" name="개요 2" engName="Outline 2"/><P:style id="6" name="바탕글"/>'
_FONTS = '<P:fontfaces><P:fontface lang="HANGUL"><P:font id="0" face="함초롬바탕"/></P:fontface>'
_FONTS += "</P:fontfaces>"


def _header_xml(
    template: str = "<P:head {ns}>{fonts}<P:refList><P:paraProperties>{shapes}"
    "</P:paraProperties><P:styles>{styles}</P:styles></P:refList></P:head>",
    prefix: str = "hh:",
) -> str:
    ns = f'xmlns:{prefix[:-1]}="{_HH}"' if prefix else f'xmlns="{_HH}"'
    text = template.format(ns=ns, fonts=_FONTS, shapes=_OUTLINES, styles=_STYLES)
    return '<?xml version="1.0" encoding="UTF-8"?>' + text.replace("P:", prefix)


@pytest.mark.parametrize(
    "header_xml",
    [
        _header_xml(),  # as Hancom writes it
        _header_xml(prefix=""),  # a default namespace
        _header_xml(prefix="head:"),  # another prefix
        # A self-closing element, a name in a comment, another prefix inside, a namespace
        # declared below the root: the heading part is not cut out and the whole header is read.
        _header_xml(
            "<P:head {ns}><P:refList><P:paraProperties>{shapes}</P:paraProperties>"
            "<P:styles>{styles}</P:styles><P:numberings/></P:refList></P:head>"
        ).replace("<hh:numberings/>", "<!-- hh:paraProperties, hh:styles -->"),
        _header_xml(
            "<P:head {ns}><P:refList><P:paraProperties/><P:paraProperties>{shapes}"
            "</P:paraProperties><P:styles>{styles}</P:styles></P:refList></P:head>"
        ),
        _header_xml(
            '<P:head {ns}><P:refList xmlns:x="' + _HH + '"><x:paraProperties>{shapes}'
            "</x:paraProperties><P:styles>{styles}</P:styles></P:refList></P:head>"
        ),
        _header_xml(
            "<P:head {ns}><P:refList><P:paraProperties>{shapes}</P:paraProperties>"
            "<P:styles>{styles}</P:styles></P:refList><P:compatibleDocument "
            'targetProgram="HWP201X"/></P:head>'
        ).replace('"HWP201X"', '"hh:styles"'),
    ],
)
def test_hwpx_heading_levels_whatever_the_header_spelling(
    extractor: Extractor, header_xml: str
) -> None:
    import io

    body = (
        '<hp:p paraPrIDRef="3"><hp:run><hp:t>가. 모양</hp:t></hp:run></hp:p>'
        '<hp:p paraPrIDRef="4"><hp:run><hp:t>번호 문단</hp:t></hp:run></hp:p>'
        '<hp:p paraPrIDRef="0" styleIDRef="5"><hp:run><hp:t>나. 스타일</hp:t></hp:run></hp:p>'
        '<hp:p paraPrIDRef="0" styleIDRef="6"><hp:run><hp:t>본문</hp:t></hp:run></hp:p>'
    )
    data = hb.hwpx_file(body, header_xml=header_xml)
    info = extractor.inspect(io.BytesIO(data), "개요.hwpx")
    assert [(t.anchor, t.level, t.title) for t in info.toc] == [
        ("L1", 3, "가. 모양"),
        ("L3", 2, "나. 스타일"),
    ]


def test_hwpx_heading_part_of_real_headers_is_cut_and_reads_alike() -> None:
    """The heading part (`hwpx._heading_part`) of every HWPX header in the repository's corpus
    is cut out, is much smaller than the header, and gives the levels, paragraph heads,
    numberings and bullets the whole header gives."""
    from fa_extract._limits import Limits
    from fa_extract._readers import hwpx
    from fa_extract._readers.ooxml import Package

    root = Path(__file__).resolve().parents[3] / "evals" / "corpus" / "hwpx"
    checked = 0
    for path in sorted(root.glob("*.hwpx")):
        if "password" in path.name:
            continue
        pkg = Package(path.read_bytes(), Limits(), hwpx.HWPX)
        raw = pkg.read("Contents/header.xml")
        assert raw is not None
        part = hwpx._heading_part(raw)
        assert part is not None and len(part) < 0.7 * len(raw), path.name
        header, cut = pkg.xml("Contents/header.xml"), pkg.parse(part, recover=False)
        assert header is not None and cut is not None
        whole, piece = hwpx._outline_levels(header), hwpx._outline_levels(cut)
        assert piece[:2] == whole[:2], path.name
        assert piece[2].shapes == whole[2].shapes, path.name  # the paragraph heads too
        assert hwpx._numberings(cut) == hwpx._numberings(header), path.name
        checked += 1
    assert checked >= 4


def test_a_bulleted_or_numbered_paragraph_of_an_outline_style_is_no_heading(
    extractor: Extractor,
) -> None:
    """Korean reports set their ○ and - items in the outline styles (개요 2, 개요 3) with the
    paragraph's head switched to a bullet or a number: list items, not headings. An outline
    style whose paragraph has no head at all is still a heading."""
    import io

    doc_info = hb.para_shape(None) + hb.para_shape(2, head=3) + hb.para_shape(3, head=2)
    doc_info += hb.style("바탕글", "Normal") + hb.style("개요 1", "Outline 1")
    doc_info += hb.style("개요 2", "Outline 2")
    section = (
        hb.paragraph("추진 배경", 0, style=1)  # the style's heading, no head of its own
        + hb.paragraph("○ 우리나라는 세계 최고 수준의 전자정부를 구축", 0, shape=1, style=2)
        + hb.paragraph("1) 기관간 연계 미흡", 0, shape=2, style=2)
    )
    data = hb.hwp_file(hb.deflate(section), extra={"DocInfo": hb.deflate(doc_info)})
    blocks = list(extractor.evidence(io.BytesIO(data), "개조식.hwp"))
    assert [(b.kind, b.level) for b in blocks[:3]] == [
        ("heading", 1),
        ("paragraph", None),
        ("paragraph", None),
    ]
    header = (
        '<hh:refList><hh:paraProperties><hh:paraPr id="1"><hh:heading type="BULLET" '
        'idRef="1" level="1"/></hh:paraPr><hh:paraPr id="2"><hh:heading type="NUMBER" '
        'idRef="1" level="2"/></hh:paraPr></hh:paraProperties><hh:styles><hh:style id="5" '
        'name="개요 1" engName="Outline 1"/><hh:style id="6" name="개요 2" engName="Outline 2"/>'
        "</hh:styles></hh:refList>"
    )
    body = (
        '<hp:p paraPrIDRef="0" styleIDRef="5"><hp:run><hp:t>추진 배경</hp:t></hp:run></hp:p>'
        '<hp:p paraPrIDRef="1" styleIDRef="6"><hp:run><hp:t>○ 전자정부 구축</hp:t></hp:run></hp:p>'
        '<hp:p paraPrIDRef="2" styleIDRef="6"><hp:run><hp:t>1) 연계 미흡</hp:t></hp:run></hp:p>'
    )
    info = extractor.inspect(io.BytesIO(hb.hwpx_file(body, header=header)), "개조식.hwpx")
    assert [(t.anchor, t.level, t.title) for t in info.toc] == [("L1", 1, "추진 배경")]


def test_equations_and_dutmal_read_inline(extractor: Extractor) -> None:
    import io

    script = "a over b"
    eq = hb.record(88, 2, struct.pack("<IH", 0, len(script)) + script.encode("utf-16-le"))
    dut = "tdut"[::-1].encode("latin-1")
    for text in ("본말", "덧말"):
        dut += struct.pack("<H", len(text)) + text.encode("utf-16-le")
    section = (
        hb.paragraph("식" + hb.extended(11, "eqed") + "끝", 0)
        + hb.ctrl("eqed", 1)
        + eq
        + hb.paragraph("앞" + hb.extended(23, "tdut") + "뒤", 0)
        + hb.record(71, 1, dut + b"\x00" * 8)
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "식.hwp"))
    assert [b.text for b in blocks[:2]] == ["식 a over b 끝", "앞본말(덧말)뒤"]
    body = hb.hwpx_paragraph(
        "<hp:t>앞</hp:t><hp:dutmal><hp:mainText>본말</hp:mainText><hp:subText>덧말</hp:subText>"
        '</hp:dutmal><hp:compose composeText="가나"/><hp:equation><hp:script>x^2</hp:script>'
        "</hp:equation><hp:t>뒤</hp:t>"
    )
    blocks = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "식.hwpx"))
    assert blocks[0].text == "앞본말(덧말)가나 x^2 뒤"


def _hwp_table(rows: list[tuple[str, str]]) -> bytes:
    """A body paragraph holding only a table of `rows` (two columns)."""
    out = hb.paragraph(hb.extended(11, "tbl "), 0) + hb.ctrl("tbl ", 1)
    out += hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, len(rows), 2))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            out += hb.cell(c, r, 2) + hb.paragraph(text, 2)
    return out


def test_hwp_and_hwpx_tables_side_by_side_each_start(extractor: Extractor) -> None:
    import io

    first, second = [("연도", "예산"), ("2024", "5")], [("지역", "인원"), ("서울", "12")]
    # Hancom keeps an empty paragraph between two tables: it makes no block
    section = _hwp_table(first) + hb.paragraph("", 0) + _hwp_table(second)
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "표.hwp"))

    def hwpx_table(rows: list[tuple[str, str]]) -> str:
        cells = "".join(
            "<hp:tr>"
            + "".join(
                f"<hp:tc><hp:subList>{hb.hwpx_paragraph(f'<hp:t>{text}</hp:t>')}</hp:subList>"
                f'<hp:cellAddr colAddr="{c}" rowAddr="{r}"/></hp:tc>'
                for c, text in enumerate(row)
            )
            + "</hp:tr>"
            for r, row in enumerate(rows)
        )
        return hb.hwpx_paragraph(f'<hp:tbl rowCnt="{len(rows)}" colCnt="2">{cells}</hp:tbl>')

    body = hwpx_table(first) + hb.hwpx_paragraph("") + hwpx_table(second)
    as_hwpx = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "표.hwpx"))
    for found in (blocks, as_hwpx):
        assert [(b.text, b.flags) for b in found if b.anchor != "meta"] == [
            ("연도 | 예산", ("table", "table_start")),
            ("2024 | 5", ("table",)),
            ("지역 | 인원", ("table", "table_start")),
            ("서울 | 12", ("table",)),
        ]


def test_hwpx_chart_gives_its_title_categories_and_series(extractor: Extractor) -> None:
    """Hancom Office keeps an HWPX chart as a DrawingML chart part (`Chart/chart1.xml`, named
    by `hp:chart chartIDRef`), inside an `hp:switch` whose default is an OLE object for older
    programs: its title, categories and series are read as docx reads a chart, after the
    paragraph that holds it."""
    import io

    chart = (
        '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" '
        'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart>'
        "<c:title><c:tx><c:rich><a:p><a:r><a:t>연도별 매출</a:t></a:r></a:p></c:rich></c:tx>"
        "</c:title><c:plotArea><c:barChart><c:ser><c:tx><c:strRef><c:strCache>"
        '<c:pt idx="0"><c:v>매출(억원)</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat>'
        '<c:strRef><c:strCache><c:pt idx="0"><c:v>2023년</c:v></c:pt><c:pt idx="1">'
        "<c:v>2024년</c:v></c:pt></c:strCache></c:strRef></c:cat><c:val><c:numRef>"
        '<c:numCache><c:pt idx="0"><c:v>1234</c:v></c:pt>'
        '<c:pt idx="1"><c:v>1350</c:v></c:pt></c:numCache></c:numRef></c:val></c:ser>'
        "</c:barChart></c:plotArea></c:chart></c:chartSpace>"
    )
    switch = (
        '<hp:switch><hp:case hp:required-namespace="http://www.hancom.co.kr/hwpml/2016/'
        'ooxmlchart"><hp:chart id="7" chartIDRef="Chart/chart1.xml"><hp:sz width="45075" '
        'height="16800"/><hp:pos treatAsChar="1"/></hp:chart></hp:case><hp:default>'
        '<hp:ole id="7" binaryItemIDRef="ole1"/></hp:default></hp:switch>'
    )
    body = hb.hwpx_paragraph("<hp:t>매출 추이는 다음과 같다.</hp:t>" + switch) + hb.hwpx_paragraph(
        "<hp:t>끝</hp:t>"
    )
    data = hb.hwpx_file(body, binaries={"chart1": ("Chart/chart1.xml", chart.encode())})
    blocks = list(extractor.evidence(io.BytesIO(data), "차트.hwpx"))
    assert [(b.kind, b.text) for b in blocks if b.anchor != "meta"] == [
        ("paragraph", "매출 추이는 다음과 같다."),
        ("chart_title", "연도별 매출"),
        ("chart_categories", "2023년 | 2024년"),
        ("chart_series", "매출(억원) | 1234 | 1350"),
        ("paragraph", "끝"),
    ]


def test_a_layout_box_holding_only_a_table_starts_a_table(extractor: Extractor) -> None:
    """Korean reports often put a table in a one-cell box (a table of one cell): the box's own
    row has no text, so the first row fa emits is the inner table's, and it starts the box's
    table, even right after another table's rows."""
    import io

    inner = (
        hb.ctrl("tbl ", 3)
        + hb.record(hb.TABLE, 4, struct.pack("<IHH", 0, 2, 2))
        + hb.cell(0, 0, 4)
        + hb.paragraph("지역", 4)
        + hb.cell(1, 0, 4)
        + hb.paragraph("인원", 4)
        + hb.cell(0, 1, 4)
        + hb.paragraph("서울", 4)
        + hb.cell(1, 1, 4)
        + hb.paragraph("12", 4)
    )
    box = (
        hb.paragraph(hb.extended(11, "tbl "), 0)
        + hb.ctrl("tbl ", 1)
        + hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1))
        + hb.cell(0, 0, 2)
        + hb.paragraph(hb.extended(11, "tbl "), 2)
        + inner
    )
    section = _hwp_table([("연도", "예산"), ("2024", "5")]) + box
    blocks = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "상자.hwp"))
    assert [(b.text, b.flags) for b in blocks if b.anchor != "meta"] == [
        ("연도 | 예산", ("table", "table_start")),
        ("2024 | 5", ("table",)),
        ("지역 | 인원", ("table", "table_start")),
        ("서울 | 12", ("table",)),
    ]


def test_hwpx_charts_naming_one_part_parse_it_once() -> None:
    """A hostile section of 2,000 charts that all name one part (here the section itself, which
    is no chart) parses that part once, not 2,000 times, and makes no chart block."""
    from unittest import mock

    from fa_extract._limits import Limits
    from fa_extract._readers import hwpx as hwpx_reader
    from fa_extract._readers.ooxml import Package

    chart = '<hp:chart id="1" chartIDRef="Contents/section0.xml"/>'
    body = hb.hwpx_paragraph("<hp:t>표지</hp:t>" + chart * 2000)
    data = hb.hwpx_file(body)
    with mock.patch.object(Package, "xml", autospec=True, side_effect=Package.xml) as spy:
        parsed = hwpx_reader.parse(data, Limits())
    assert [b.text for b in parsed.blocks] == ["표지"]
    assert [c.args[1] for c in spy.call_args_list].count("Contents/section0.xml") == 2


def test_a_one_cell_table_of_paragraphs_is_a_frame(extractor: Extractor) -> None:
    """Korean reports box a passage in a table of one cell (□ 비전 ... □ 추진원칙 ...): its
    paragraphs are blocks of their own, flagged `textbox`, not one row joining them all; a
    one-cell table of one paragraph stays a row, and so does any table of two cells."""
    import io

    lines = ["□ 비전 디지털로 여는 좋은 세상", "□ 추진원칙", "△ 최종 이용자의 관점에서"]
    box = hb.paragraph(hb.extended(11, "tbl "), 0) + hb.ctrl("tbl ", 1)
    box += hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1)) + hb.cell(0, 0, 2)
    box += b"".join(hb.paragraph(line, 2) for line in lines)
    single = hb.paragraph(hb.extended(11, "tbl "), 0) + hb.ctrl("tbl ", 1)
    single += hb.record(hb.TABLE, 2, struct.pack("<IHH", 0, 1, 1)) + hb.cell(0, 0, 2)
    single += hb.paragraph("붙임 1", 2)
    section = box + single + _hwp_table([("연도", "예산"), ("2024", "5")])
    hwp = list(extractor.evidence(io.BytesIO(hb.hwp_file(hb.deflate(section))), "상자.hwp"))

    def cell(paragraphs: list[str]) -> str:
        inner = "".join(hb.hwpx_paragraph(f"<hp:t>{text}</hp:t>") for text in paragraphs)
        return (
            f'<hp:tc><hp:subList>{inner}</hp:subList><hp:cellAddr colAddr="0" rowAddr="0"/></hp:tc>'
        )

    body = hb.hwpx_paragraph(f'<hp:tbl rowCnt="1" colCnt="1"><hp:tr>{cell(lines)}</hp:tr></hp:tbl>')
    body += hb.hwpx_paragraph(
        f'<hp:tbl rowCnt="1" colCnt="1"><hp:tr>{cell(["붙임 1"])}</hp:tr></hp:tbl>'
    )
    hwpx = list(extractor.evidence(io.BytesIO(hb.hwpx_file(body)), "상자.hwpx"))
    framed = [(b.kind, text, ("textbox",)) for b, text in zip(hwp, lines, strict=False)]
    assert [(b.kind, b.text, b.flags) for b in hwp[:3]] == [
        ("paragraph", text, ("textbox",)) for text in lines
    ], framed
    assert [(b.kind, b.text, b.flags) for b in hwp[3:6]] == [
        ("table_row", "붙임 1", ("table", "table_start")),
        ("table_row", "연도 | 예산", ("table", "table_start")),
        ("table_row", "2024 | 5", ("table",)),
    ]
    assert [(b.kind, b.text, b.flags) for b in hwpx if b.anchor != "meta"] == [
        *(("paragraph", text, ("textbox",)) for text in lines),
        ("table_row", "붙임 1", ("table", "table_start")),
    ]
