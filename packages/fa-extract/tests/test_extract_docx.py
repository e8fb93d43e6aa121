"""Word extraction, feature by feature, on small WordprocessingML fixtures written here.

The corpus has no content controls and no tracked insertion, so those (and every other feature)
get a fixture of a few lines of raw XML; each test says what Word would show and checks it.
"""

from __future__ import annotations

import io
import zipfile

import pytest
from fa_extract._limits import Limits
from fa_extract._model import Block, Parsed
from fa_extract._readers.docx import parse

NS = " ".join(
    f'xmlns:{prefix}="{uri}"'
    for prefix, uri in {
        "w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
        "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
        "mc": "http://schemas.openxmlformats.org/markup-compatibility/2006",
        "wp": "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
        "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
        "wps": "http://schemas.microsoft.com/office/word/2010/wordprocessingShape",
        "v": "urn:schemas-microsoft-com:vml",
        "m": "http://schemas.openxmlformats.org/officeDocument/2006/math",
        "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    }.items()
)
RT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
CT = "application/vnd.openxmlformats-officedocument.wordprocessingml."
PARTS = {  # part kind -> (root element, content type)
    "styles": ("styles", "styles+xml"),
    "numbering": ("numbering", "numbering+xml"),
    "footnotes": ("footnotes", "footnotes+xml"),
    "endnotes": ("endnotes", "endnotes+xml"),
    "comments": ("comments", "comments+xml"),
}


def make_docx(body: str, sect: str = "", **parts: str) -> bytes:
    """A .docx from a body and optional parts; `header1`/`footer1` are referenced by the section."""
    overrides = [f'<Override PartName="/word/document.xml" ContentType="{CT}document.main+xml"/>']
    rels = []
    files: dict[str, str] = {}
    for n, (kind, inner) in enumerate(parts.items(), start=1):
        base = kind.rstrip("0123456789")
        root, ctype = PARTS.get(base, ("hdr" if base == "header" else "ftr", base + "+xml"))
        files[f"word/{kind}.xml"] = f"<w:{root} {NS}>{inner}</w:{root}>"
        overrides.append(f'<Override PartName="/word/{kind}.xml" ContentType="{CT}{ctype}"/>')
        rels.append(f'<Relationship Id="rId{n}" Type="{RT}{base}" Target="{kind}.xml"/>')
        if base in ("header", "footer"):
            sect += f'<w:{base}Reference w:type="default" r:id="rId{n}"/>'
    files["word/document.xml"] = (
        f"<w:document {NS}><w:body>{body}<w:sectPr>{sect}</w:sectPr></w:body></w:document>"
    )
    files["word/_rels/document.xml.rels"] = (
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        + "".join(rels)
        + "</Relationships>"
    )
    files["_rels/.rels"] = (
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        f'<Relationship Id="rId1" Type="{RT}officeDocument" Target="word/document.xml"/>'
        "</Relationships>"
    )
    files["[Content_Types].xml"] = (
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" '
        'ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>' + "".join(overrides) + "</Types>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in files.items():
            zf.writestr(name, text)
    return out.getvalue()


def p(text: str, ppr: str = "", rpr: str = "") -> str:
    run_props = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
    return f'<w:p>{ppr}<w:r>{run_props}<w:t xml:space="preserve">{text}</w:t></w:r></w:p>'


def tc(content: str, tcpr: str = "") -> str:
    return f"<w:tc>{f'<w:tcPr>{tcpr}</w:tcPr>' if tcpr else ''}{content}</w:tc>"


def with_part(data: bytes, rid: str, rel_type: str, target: str, content: str) -> bytes:
    """The .docx `data` with one more part under `word/` and its relationship from the body."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            raw = src.read(info)
            if info.filename == "word/_rels/document.xml.rels":
                rel = f'<Relationship Id="{rid}" Type="{RT}{rel_type}" Target="{target}"/>'
                raw = raw.replace(b"</Relationships>", (rel + "</Relationships>").encode())
            dst.writestr(info, raw)
        dst.writestr(f"word/{target}", content)
    return out.getvalue()


def run(body: str, **parts: str) -> Parsed:
    return parse(make_docx(body, **parts), Limits())


def texts(parsed: Parsed) -> list[str]:
    return [b.text for b in parsed.blocks]


def by_text(parsed: Parsed, text: str) -> Block:
    return next(b for b in parsed.blocks if b.text == text)


def test_docx_anchors_are_l1_to_ln_in_order() -> None:
    parsed = run(p("첫째") + p("") + p("둘째") + p("셋째"))
    assert [(b.anchor, b.text) for b in parsed.blocks] == [
        ("L1", "첫째"),
        ("L2", "둘째"),
        ("L3", "셋째"),
    ]
    assert parsed.format == "docx"


STYLES = (
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>'
    "</w:style>"
    '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>'
    '<w:style w:type="paragraph" w:styleId="1"><w:name w:val="heading 1"/></w:style>'
    '<w:style w:type="paragraph" w:styleId="2"><w:name w:val="heading 2"/>'
    '<w:basedOn w:val="1"/></w:style>'
    '<w:style w:type="paragraph" w:styleId="MyOutline"><w:name w:val="보고서 소제목"/>'
    '<w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style>'
    '<w:style w:type="character" w:styleId="Secret"><w:name w:val="Secret"/>'
    "<w:rPr><w:vanish/></w:rPr></w:style>"
)


def test_docx_heading_levels_come_from_styles_and_make_the_toc() -> None:
    body = (
        p("연간 보고서", '<w:pPr><w:pStyle w:val="Title"/></w:pPr>')
        + p("개요", '<w:pPr><w:pStyle w:val="1"/></w:pPr>')
        + p("본문")
        + p("세부", '<w:pPr><w:pStyle w:val="2"/></w:pPr>')
        + p("소제목", '<w:pPr><w:pStyle w:val="MyOutline"/></w:pPr>')
        + p("직접 지정", '<w:pPr><w:outlineLvl w:val="1"/></w:pPr>')
    )
    parsed = run(body, styles=STYLES)
    assert [(b.kind, b.level, b.flags) for b in parsed.blocks] == [
        ("title", 1, ("heading",)),
        ("heading", 1, ("heading",)),
        ("paragraph", None, ()),
        ("heading", 2, ("heading",)),
        ("heading", 3, ("heading",)),
        ("heading", 2, ("heading",)),
    ]
    assert [(t.anchor, t.level, t.title) for t in parsed.toc] == [
        ("L1", 1, "연간 보고서"),
        ("L2", 1, "개요"),
        ("L4", 2, "세부"),
        ("L5", 3, "소제목"),
        ("L6", 2, "직접 지정"),
    ]
    assert parsed.title == "연간 보고서"


def test_docx_content_controls_at_every_level_are_read_in_order() -> None:
    sdt = "<w:sdt><w:sdtPr/><w:sdtContent>{}</w:sdtContent></w:sdt>"
    row = "<w:tr>{}</w:tr>"
    body = (
        p("앞")
        + sdt.format(p("블록 컨트롤"))
        + "<w:p><w:r><w:t>인라인 </w:t></w:r>"
        + sdt.format("<w:r><w:t>컨트롤</w:t></w:r>")
        + "</w:p>"
        + "<w:tbl>"
        + sdt.format(row.format(tc(p("행 컨트롤")) + sdt.format(tc(p("셀 컨트롤")))))
        + "</w:tbl>"
        + sdt.format("<w:tbl>" + row.format(tc(p("표 전체가 컨트롤"))) + "</w:tbl>")
        + p("뒤")
    )
    assert texts(run(body)) == [
        "앞",
        "블록 컨트롤",
        "인라인 컨트롤",
        "행 컨트롤 | 셀 컨트롤",
        "표 전체가 컨트롤",
        "뒤",
    ]


def test_docx_tables_join_cells_and_do_not_repeat_merged_cells() -> None:
    body = (
        "<w:tbl>"
        "<w:tr>" + tc(p("구분")) + tc(p("상반기"), '<w:gridSpan w:val="2"/>') + "</w:tr>"
        "<w:tr>"
        + tc(p("매출"), '<w:vMerge w:val="restart"/>')
        + tc(p("1분기 620"))
        + tc(p("2분기 410"))
        + "</w:tr>"
        "<w:tr>" + tc("<w:p/>", "<w:vMerge/>") + tc(p("3월 204")) + tc(p("6월 55")) + "</w:tr>"
        "</w:tbl>"
    )
    parsed = run(body)
    assert texts(parsed) == ["구분 | 상반기", "매출 | 1분기 620 | 2분기 410", "| 3월 204 | 6월 55"]
    assert [b.flags for b in parsed.blocks] == [("table", "table_start"), ("table",), ("table",)]
    assert all(b.kind == "table_row" for b in parsed.blocks)


def test_docx_nested_table_rows_follow_their_row() -> None:
    inner = "<w:tbl><w:tr>" + tc(p("안쪽 1")) + tc(p("안쪽 2")) + "</w:tr></w:tbl>"
    body = (
        "<w:tbl><w:tr>"
        + tc(p("바깥") + inner)
        + tc(p("옆 칸"))
        + "</w:tr><w:tr>"
        + tc(p("둘째 행"))
        + "</w:tr></w:tbl>"
    )
    assert texts(run(body)) == ["바깥 | 옆 칸", "안쪽 1 | 안쪽 2", "둘째 행"]


def test_docx_cell_paragraphs_read_as_one_line() -> None:
    body = "<w:tbl><w:tr>" + tc(p("첫 줄") + p("둘째 줄")) + tc(p("B")) + "</w:tr></w:tbl>"
    assert texts(run(body)) == ["첫 줄 둘째 줄 | B"]


def test_docx_tracked_changes_show_the_accepted_view_with_a_warning() -> None:
    body = (
        '<w:p><w:r><w:t xml:space="preserve">영업이익률은 </w:t></w:r>'
        '<w:del w:id="1" w:author="김"><w:r><w:delText>9.8%</w:delText></w:r></w:del>'
        '<w:ins w:id="2" w:author="김"><w:r><w:t>10.4%</w:t></w:r></w:ins>'
        "<w:r><w:t>이다.</w:t></w:r></w:p>"
        '<w:p><w:moveFrom w:id="3"><w:r><w:t>옮겨 간 문장</w:t></w:r></w:moveFrom></w:p>'
        '<w:p><w:moveTo w:id="4"><w:r><w:t>옮겨 온 문장</w:t></w:r></w:moveTo></w:p>'
        '<w:tbl><w:tr><w:trPr><w:del w:id="5" w:author="김"/></w:trPr>'
        + tc(p("지운 행"))
        + "</w:tr><w:tr>"
        + tc(p("남은 행"))
        + "</w:tr></w:tbl>"
    )
    parsed = run(body)
    assert texts(parsed) == ["영업이익률은 10.4%이다.", "옮겨 온 문장", "남은 행"]
    warning = {w.code: w for w in parsed.warnings}["TRACKED_CHANGES"]
    assert warning.count == 5


def test_docx_a_document_without_changes_has_no_tracked_warning() -> None:
    assert run(p("변경 없음")).warnings == []


def test_docx_hidden_runs_get_their_own_hidden_block() -> None:
    body = (
        '<w:p><w:r><w:t xml:space="preserve">계약 금액은 485,000 USD </w:t></w:r>'
        "<w:r><w:rPr><w:vanish/></w:rPr><w:t>실제로는 $1</w:t></w:r></w:p>"
        + p("전부 숨김", rpr="<w:vanish/>")
        + p("스타일로 숨김", rpr='<w:rStyle w:val="Secret"/>')
        + p("숨김 해제", rpr='<w:vanish w:val="0"/>')
    )
    parsed = run(body, styles=STYLES)
    assert [(b.text, b.flags) for b in parsed.blocks] == [
        ("계약 금액은 485,000 USD", ()),
        ("실제로는 $1", ("hidden",)),
        ("전부 숨김", ("hidden",)),
        ("스타일로 숨김", ("hidden",)),
        ("숨김 해제", ()),
    ]


def test_docx_text_boxes_are_read_once_from_drawingml_or_vml() -> None:
    box = "<w:txbxContent>" + p("{}") + "</w:txbxContent>"
    drawing = (
        "<w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>"
        + box.format("상자 안")
        + "</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>"
    )
    vml_copy = (
        "<w:pict><v:shape><v:textbox>" + box.format("상자 안") + "</v:textbox></v:shape></w:pict>"
    )
    vml_only = (
        "<w:pict><v:shape><v:textbox>" + box.format("VML 상자") + "</v:textbox></v:shape></w:pict>"
    )
    body = (
        "<w:p><w:r><w:t>본문</w:t></w:r><w:r><mc:AlternateContent>"
        f'<mc:Choice Requires="wps">{drawing}</mc:Choice><mc:Fallback>{vml_copy}</mc:Fallback>'
        "</mc:AlternateContent></w:r></w:p>"
        f"<w:p><w:r>{vml_only}</w:r></w:p>" + p("다음")
    )
    parsed = run(body)
    assert [(b.text, b.flags) for b in parsed.blocks] == [
        ("본문", ()),
        ("상자 안", ("textbox",)),
        ("VML 상자", ("textbox",)),
        ("다음", ()),
    ]


def test_docx_text_box_inside_a_table_follows_the_row() -> None:
    box = (
        "<w:r><w:pict><v:shape><v:textbox><w:txbxContent>"
        + p("셀 속 상자")
        + "</w:txbxContent></v:textbox></v:shape></w:pict></w:r>"
    )
    body = "<w:tbl><w:tr>" + tc(f"<w:p><w:r><w:t>셀</w:t></w:r>{box}</w:p>") + "</w:tr></w:tbl>"
    parsed = run(body)
    assert [(b.text, b.flags) for b in parsed.blocks] == [
        ("셀", ("table", "table_start")),
        ("셀 속 상자", ("textbox",)),
    ]


FOOTNOTES = (
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
    '<w:footnote w:id="7"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> 둘째로 '
    "참조된 각주</w:t></w:r></w:p></w:footnote>"
    '<w:footnote w:id="3"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> 먼저 '
    "참조된 각주</w:t></w:r></w:p><w:p><w:r><w:t>각주의 둘째 문단</w:t></w:r></w:p></w:footnote>"
    '<w:footnote w:id="9"><w:p><w:r><w:t>참조 없는 각주</w:t></w:r></w:p></w:footnote>'
)
ENDNOTES = (
    '<w:endnote w:id="1"><w:p><w:r><w:endnoteRef/></w:r><w:r><w:t xml:space="preserve"> 미주 '
    "내용</w:t></w:r></w:p></w:endnote>"
)


def test_docx_notes_follow_the_body_in_reference_order_with_matching_marks() -> None:
    body = (
        '<w:p><w:r><w:t>매출</w:t></w:r><w:r><w:footnoteReference w:id="3"/></w:r>'
        '<w:r><w:t xml:space="preserve"> 이익</w:t></w:r><w:r><w:footnoteReference w:id="7"/>'
        "</w:r></w:p>"
        '<w:p><w:r><w:t>결론</w:t></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p>'
    )
    parsed = run(body, footnotes=FOOTNOTES, endnotes=ENDNOTES)
    assert [(b.kind, b.text, b.flags) for b in parsed.blocks] == [
        ("paragraph", "매출[^1] 이익[^2]", ()),
        ("paragraph", "결론[^i]", ()),
        ("footnote", "[^1] 먼저 참조된 각주", ("footnote",)),
        ("footnote", "각주의 둘째 문단", ("footnote",)),
        ("footnote", "[^2] 둘째로 참조된 각주", ("footnote",)),
        ("endnote", "[^i] 미주 내용", ("endnote",)),
    ]


def test_docx_comments_are_their_own_flagged_blocks_after_the_notes() -> None:
    comments = (
        '<w:comment w:id="0" w:author="검토자">' + p("수치 확인 필요") + "</w:comment>"
        '<w:comment w:id="1" w:author="검토자">' + p("출처를 적을 것") + "</w:comment>"
    )
    body = (
        '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>본문</w:t></w:r>'
        '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>'
    )
    parsed = run(body, comments=comments)
    assert [(b.kind, b.text, b.flags) for b in parsed.blocks] == [
        ("paragraph", "본문", ()),
        ("comment", "수치 확인 필요", ("comment",)),
        ("comment", "출처를 적을 것", ("comment",)),
    ]


def test_docx_headers_and_footers_come_last_and_once() -> None:
    parsed = run(
        p("본문"),
        header1=p("대외비"),
        header2=p("대외비"),
        footer1=p("한빛전자") + p("- 1 -"),
    )
    assert [(b.kind, b.text, b.flags) for b in parsed.blocks] == [
        ("paragraph", "본문", ()),
        ("header", "대외비", ("header",)),
        ("footer", "한빛전자", ("footer",)),
        ("footer", "- 1 -", ("footer",)),
    ]
    assert all(b.page is None for b in parsed.blocks)


NUMBERING = (
    '<w:abstractNum w:abstractNumId="0">'
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
    '<w:lvlText w:val="%1."/></w:lvl>'
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="ganada"/>'
    '<w:lvlText w:val="%2)"/></w:lvl>'
    '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
    '<w:lvlText w:val="%1.%3"/></w:lvl></w:abstractNum>'
    '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/>'
    '<w:lvlText w:val="\uf0b7"/></w:lvl></w:abstractNum>'
    '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>'
    '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>'
    '<w:num w:numId="3"><w:abstractNumId w:val="0"/>'
    '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'
)


def item(text: str, num: int, level: int = 0) -> str:
    ppr = f'<w:pPr><w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="{num}"/></w:numPr></w:pPr>'
    return p(text, ppr)


def test_docx_list_items_carry_the_numbers_word_shows() -> None:
    body = (
        item("목표", 1)
        + item("매출", 1, 1)
        + item("이익", 1, 1)
        + item("세부", 1, 2)
        + item("계획", 1)
        + item("투자", 1, 1)
        + item("점", 2)
        + item("다시 시작", 3)
    )
    parsed = run(body, numbering=NUMBERING)
    assert texts(parsed) == [
        "1. 목표",
        "가) 매출",
        "나) 이익",
        "1.1 세부",
        "2. 계획",
        "가) 투자",
        "• 점",
        "1. 다시 시작",
    ]
    assert {b.kind for b in parsed.blocks} == {"list_item"}


def test_docx_runs_keep_tabs_breaks_symbols_and_math() -> None:
    body = (
        "<w:p><w:r><w:t>가</w:t><w:tab/><w:t>나</w:t><w:br/><w:t>다</w:t>"
        "<w:noBreakHyphen/><w:t>라</w:t></w:r>"
        '<w:hyperlink r:id="rId99"><w:r><w:t>링크</w:t></w:r></w:hyperlink>'
        '<w:fldSimple w:instr="PAGE"><w:r><w:t>7</w:t></w:r></w:fldSimple>'
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>DATE</w:instrText></w:r>'
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>2024-03-05</w:t></w:r>'
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
        "<m:oMath><m:r><m:t>x=1</m:t></m:r></m:oMath></w:p>"
    )
    assert texts(run(body)) == ["가\t나\n다-라링크72024-03-05x=1"]


def test_docx_pages_follow_the_rendered_page_breaks() -> None:
    body = (
        p("첫 쪽")
        + "<w:p><w:r><w:lastRenderedPageBreak/><w:t>둘째 쪽</w:t></w:r></w:p>"
        + "<w:p><w:r><w:t>여전히 둘째</w:t></w:r></w:p>"
        + "<w:p><w:r><w:lastRenderedPageBreak/><w:t>셋째 쪽</w:t></w:r></w:p>"
    )
    parsed = run(body)
    assert [b.page for b in parsed.blocks] == [1, 2, 2, 3]
    assert parsed.pages == 3


def test_docx_pages_fall_back_to_explicit_breaks_and_are_unset_without_any() -> None:
    body = p("앞") + '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' + p("뒤")
    assert [b.page for b in run(body).blocks] == [1, 2]
    assert [b.page for b in run(p("하나") + p("둘")).blocks] == [None, None]
    assert run(p("하나")).pages is None


def test_docx_chart_in_the_body_gives_its_text() -> None:
    chart = (
        '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" '
        'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart>'
        "<c:title><c:tx><c:rich><a:p><a:r><a:t>분기 매출</a:t></a:r></a:p></c:rich></c:tx>"
        "</c:title>"
        '<c:plotArea><c:barChart><c:ser><c:tx><c:strRef><c:strCache><c:pt idx="0"><c:v>매출'
        "</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:strCache>"
        '<c:pt idx="1"><c:v>2분기</c:v></c:pt><c:pt idx="0"><c:v>1분기</c:v></c:pt>'
        "</c:strCache></c:strRef></c:cat><c:val><c:numRef><c:numCache><c:formatCode>0%"
        '</c:formatCode><c:pt idx="0"><c:v>0.125</c:v></c:pt><c:pt idx="1"><c:v>0.2</c:v>'
        "</c:pt></c:numCache></c:numRef></c:val></c:ser></c:barChart></c:plotArea></c:chart>"
        "</c:chartSpace>"
    )
    data = make_docx(
        '<w:p><w:r><w:drawing><a:graphic><a:graphicData><c:chart r:id="rId5"/>'
        "</a:graphicData></a:graphic></w:drawing></w:r></w:p>"
    )
    parsed = parse(with_part(data, "rId5", "chart", "charts/chart1.xml", chart), Limits())
    assert [(b.kind, b.text) for b in parsed.blocks] == [
        ("chart_title", "분기 매출"),
        ("chart_categories", "1분기 | 2분기"),
        ("chart_series", "매출 | 12.5% | 20%"),
    ]


def test_docx_smartart_text_follows_its_paragraph() -> None:
    """A SmartArt diagram (an org chart, a process) keeps its text in the diagram's data part
    (`word/diagrams/data1.xml`, named by `dgm:relIds r:dm`): each node's text is a `diagram`
    block after the paragraph that holds the drawing, as pptx reads one; connectors have none."""
    dgm = "http://schemas.openxmlformats.org/drawingml/2006/diagram"
    data_part = (
        f'<dgm:dataModel xmlns:dgm="{dgm}" '
        'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst>'
        '<dgm:pt modelId="0" type="doc"><dgm:t><a:bodyPr/><a:p/></dgm:t></dgm:pt>'
        '<dgm:pt modelId="1"><dgm:t><a:bodyPr/><a:p><a:r><a:t>기획조정실</a:t></a:r></a:p>'
        "</dgm:t></dgm:pt>"
        '<dgm:pt modelId="2" type="parTrans"/>'
        '<dgm:pt modelId="3"><dgm:t><a:bodyPr/><a:p><a:r><a:t>예산팀 </a:t></a:r>'
        "<a:r><a:t>12명</a:t></a:r></a:p></dgm:t></dgm:pt>"
        "</dgm:ptLst></dgm:dataModel>"
    )
    data = make_docx(
        p("조직은 다음과 같다.") + '<w:p><w:r><w:drawing><wp:inline><a:graphic><a:graphicData uri="'
        f'{dgm}"><dgm:relIds xmlns:dgm="{dgm}" r:dm="rId7" r:lo="rId8" r:qs="rId9" '
        'r:cs="rId10"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>' + p("끝.")
    )
    part = with_part(data, "rId7", "diagramData", "diagrams/data1.xml", data_part)
    parsed = parse(part, Limits())
    assert [(b.kind, b.text) for b in parsed.blocks] == [
        ("paragraph", "조직은 다음과 같다."),
        ("diagram", "기획조정실"),
        ("diagram", "예산팀 12명"),
        ("paragraph", "끝."),
    ]


@pytest.mark.parametrize("flag_free", ["paragraph", "list_item"])
def test_docx_note_and_comment_kinds_replace_the_paragraph_kind(flag_free: str) -> None:
    body = (
        '<w:p><w:r><w:t>본문</w:t></w:r><w:r><w:footnoteReference w:id="3"/></w:r></w:p>'
        if flag_free == "paragraph"
        else item("목록", 1) + '<w:p><w:r><w:footnoteReference w:id="3"/></w:r></w:p>'
    )
    parsed = run(body, numbering=NUMBERING, footnotes=FOOTNOTES)
    notes = [b for b in parsed.blocks if "footnote" in b.flags]
    assert notes and all(b.kind == "footnote" for b in notes)


def test_docx_tables_side_by_side_each_start_and_a_nested_table_does_not() -> None:
    inner = "<w:tbl><w:tr>" + tc(p("안쪽")) + "</w:tr></w:tbl>"
    body = (
        "<w:tbl><w:tr>" + tc(p("연도")) + tc(p("예산")) + "</w:tr>"
        "<w:tr>" + tc(p("2024")) + tc(p("5")) + "</w:tr></w:tbl>"
        "<w:tbl><w:tr>" + tc(p("지역")) + tc(p("인원")) + "</w:tr>"
        "<w:tr>" + tc(p("서울") + inner) + tc(p("12")) + "</w:tr>"
        "<w:tr>" + tc(p("부산")) + tc(p("7")) + "</w:tr></w:tbl>"
    )
    parsed = run(body)
    assert [(b.text, b.flags) for b in parsed.blocks] == [
        ("연도 | 예산", ("table", "table_start")),
        ("2024 | 5", ("table",)),
        ("지역 | 인원", ("table", "table_start")),
        ("서울 | 12", ("table",)),
        ("안쪽", ("table",)),  # read as rows of the table around it
        ("부산 | 7", ("table",)),
    ]


def test_docx_one_cell_table_of_paragraphs_is_a_frame() -> None:
    """A table of one cell holding two paragraphs or more frames a passage (Korean documents
    saved from HWP keep their boxes so): its paragraphs are read as a text box's are, one block
    each, flagged `textbox`; a table inside it is a table of its own. A one-cell table of one
    paragraph stays a row."""
    inner = "<w:tbl><w:tr>" + tc(p("지역")) + tc(p("인원")) + "</w:tr></w:tbl>"
    body = (
        "<w:tbl><w:tr>"
        + tc(p("□ 추진배경") + p("○ 디지털 전환 가속") + inner)
        + "</w:tr></w:tbl>"
        + "<w:tbl><w:tr>"
        + tc(p("붙임 1"))
        + "</w:tr></w:tbl>"
    )
    parsed = run(body)
    assert [(b.kind, b.text, b.flags) for b in parsed.blocks] == [
        ("paragraph", "□ 추진배경", ("textbox",)),
        ("paragraph", "○ 디지털 전환 가속", ("textbox",)),
        ("table_row", "지역 | 인원", ("textbox", "table", "table_start")),
        ("table_row", "붙임 1", ("table", "table_start")),
    ]
