"""The Korean Word and PowerPoint samples: `보고서.docx` and `발표.pptx`.

python-docx and python-pptx build the base; the parts they cannot write (a footnote, a tracked
change, a text box with its VML fallback) are added as raw XML. Every zip entry gets a fixed
timestamp and the core properties fixed dates, so the same code writes the same bytes, and the
golden file `evals/golden/samples_office.json` can be written by hand from the text below.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from fa_mcp_server._samples import write_files

if TYPE_CHECKING:
    from pptx.slide import Slide

__all__ = ("DOCX_NAME", "PPTX_NAME", "make_office")

DOCX_NAME = "보고서.docx"
PPTX_NAME = "발표.pptx"

_ZIP_TIME = (2024, 4, 12, 9, 0, 0)
_STAMP = "2024-04-12T09:00:00Z"
_AUTHOR = "한빛전자 경영기획팀"

# --- the words of the report (the golden file quotes these) -------------------------------------

REPORT_TITLE = "2024년 1분기 경영 실적 보고서"
REPORT_INTRO = "본 보고서는 2024년 3월 5일 기준으로 집계한 1분기 경영 실적을 정리한 것이다."
REPORT_SALES = "1분기 매출은 1,234억 원으로 전년 동기 대비 12.5% 증가했다."
REPORT_FOOTNOTE = "매출은 연결 재무제표 기준이며 사업부 간 내부 거래 56억 원을 제외한 금액이다."
REPORT_TABLE = (
    ("사업부", "매출(억 원)", "영업이익(억 원)", "증감률"),
    ("반도체", "620", "85", "15.2%"),
    ("디스플레이", "410", "32", "8.7%"),
    ("기타", "204", "11", "3.1%"),
    ("합계", "1,234", "128", "12.5%"),
)
REPORT_OVERSEAS = "해외 매출 비중은 63.4%로 전 분기보다 2.1%p 높아졌다."
# Tracked change: "9.8%" deleted, "10.4%" inserted (128 / 1,234 = 10.4%).
REPORT_MARGIN_BEFORE = "영업이익은 128억 원이며 영업이익률은 "
REPORT_MARGIN_DELETED = "9.8%"
REPORT_MARGIN_INSERTED = "10.4%"
REPORT_MARGIN_AFTER = "로 개선되었다."
REPORT_TEXTBOX = "핵심 요약: 2분기 매출 목표는 1,350억 원이다."
REPORT_PLAN = "신규 설비 투자 450억 원은 2024년 6월 30일까지 집행한다."
REPORT_HEADER = "한빛전자 대외비"

# --- the words of the slides ---------------------------------------------------------------------

SLIDE_TITLE = "2024년 1분기 실적 발표"
SLIDE_SUBTITLE = "경영기획팀 · 2024년 4월 12일"
SLIDE_RESULTS = "주요 실적"
SLIDE_BULLETS = (
    "매출 1,234억 원 (전년 대비 12.5% 증가)",
    "영업이익 128억 원, 영업이익률 10.4%",
    "해외 매출 비중 63.4%",
)
SLIDE_RESULTS_NOTES = "발표는 5분 이내로 하고 사업부별 수치는 다음 장의 표를 참고한다."
SLIDE_DIVISIONS = "사업부별 매출"
SLIDE_TABLE = (
    ("사업부", "매출(억 원)", "증감률"),
    ("반도체", "620", "15.2%"),
    ("디스플레이", "410", "8.7%"),
    ("기타", "204", "3.1%"),
)
SLIDE_PLAN = "2분기 계획"
SLIDE_GROUP = ("신규 설비 투자 450억 원", "2분기 매출 목표 1,350억 원")
SLIDE_PLAN_NOTES = "투자 일정은 2024년 6월 30일까지 확정한다."

_W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_RT_FOOTNOTES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes"
_CT_FOOTNOTES = "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"


def _core_xml(title: str) -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
        'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
        f"<dc:title>{title}</dc:title><dc:creator>{_AUTHOR}</dc:creator>"
        f"<cp:lastModifiedBy>{_AUTHOR}</cp:lastModifiedBy><cp:revision>1</cp:revision>"
        f'<dcterms:created xsi:type="dcterms:W3CDTF">{_STAMP}</dcterms:created>'
        f'<dcterms:modified xsi:type="dcterms:W3CDTF">{_STAMP}</dcterms:modified>'
        "</cp:coreProperties>"
    ).encode()


def _fixed_zip(raw: bytes, title: str) -> bytes:
    """Rewrite a package with fixed entry times and fixed core properties."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(raw)) as src, zipfile.ZipFile(out, "w") as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = _core_xml(title)
            entry = zipfile.ZipInfo(info.filename, date_time=_ZIP_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            dst.writestr(entry, data)
    return out.getvalue()


def _footnotes_xml() -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<w:footnotes xmlns:w="{_W_NS}">'
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p>'
        "</w:footnote>"
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r>'
        "<w:continuationSeparator/></w:r></w:p></w:footnote>"
        '<w:footnote w:id="1"><w:p><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
        f'<w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> {REPORT_FOOTNOTE}</w:t></w:r>'
        "</w:p></w:footnote></w:footnotes>"
    ).encode()


def _text_box_run() -> str:
    """A floating text box as Word writes it: DrawingML, with a VML copy as the fallback."""
    paragraph = f"<w:p><w:r><w:t>{REPORT_TEXTBOX}</w:t></w:r></w:p>"
    return (
        "<w:r "
        'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
        'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
        'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
        'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
        'xmlns:v="urn:schemas-microsoft-com:vml">'
        '<mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
        '<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" '
        'relativeHeight="2" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">'
        '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0'
        '</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0'
        '</wp:posOffset></wp:positionV><wp:extent cx="4572000" cy="457200"/>'
        '<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapTopAndBottom/>'
        '<wp:docPr id="10" name="요약 상자"/><wp:cNvGraphicFramePr/>'
        '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/'
        'wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm>'
        '<a:off x="0" y="0"/><a:ext cx="4572000" cy="457200"/></a:xfrm>'
        '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr>'
        f"<wps:txbx><w:txbxContent>{paragraph}</w:txbxContent></wps:txbx>"
        "<wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>"
        "</mc:Choice><mc:Fallback><w:pict>"
        '<v:shape id="summary" style="width:360pt;height:36pt" type="#_x0000_t202">'
        f"<v:textbox><w:txbxContent>{paragraph}</w:txbxContent></v:textbox></v:shape>"
        "</w:pict></mc:Fallback></mc:AlternateContent></w:r>"
    )


def build_docx() -> bytes:
    """The Korean report: title, headings, a table, a footnote, a text box, a tracked change."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part
    from docx.oxml import parse_xml

    ns = f'xmlns:w="{_W_NS}"'
    document = docx.Document()
    section = document.sections[0]
    section.header.paragraphs[0].text = REPORT_HEADER

    document.add_heading(REPORT_TITLE, level=0)
    document.add_heading("1. 개요", level=1)
    document.add_paragraph(REPORT_INTRO)
    sales = document.add_paragraph(REPORT_SALES)
    sales._p.append(
        parse_xml(
            f'<w:r {ns}><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
            '<w:footnoteReference w:id="1"/></w:r>'
        )
    )

    document.add_heading("2. 사업부별 실적", level=1)
    table = document.add_table(rows=len(REPORT_TABLE), cols=len(REPORT_TABLE[0]))
    table.style = "Table Grid"
    for row, values in zip(table.rows, REPORT_TABLE, strict=True):
        for cell, value in zip(row.cells, values, strict=True):
            cell.text = value
    margin = document.add_paragraph()
    margin._p.append(
        parse_xml(f'<w:r {ns}><w:t xml:space="preserve">{REPORT_MARGIN_BEFORE}</w:t></w:r>')
    )
    margin._p.append(
        parse_xml(
            f'<w:del {ns} w:id="101" w:author="김민지" w:date="{_STAMP}"><w:r>'
            f"<w:delText>{REPORT_MARGIN_DELETED}</w:delText></w:r></w:del>"
        )
    )
    margin._p.append(
        parse_xml(
            f'<w:ins {ns} w:id="102" w:author="김민지" w:date="{_STAMP}"><w:r>'
            f"<w:t>{REPORT_MARGIN_INSERTED}</w:t></w:r></w:ins>"
        )
    )
    margin._p.append(parse_xml(f"<w:r {ns}><w:t>{REPORT_MARGIN_AFTER}</w:t></w:r>"))
    document.add_heading("2.1 해외 매출", level=2)
    document.add_paragraph(REPORT_OVERSEAS)
    box = document.add_paragraph()
    box._p.append(parse_xml(_text_box_run().replace("<w:r ", f"<w:r {ns} ", 1)))
    document.add_heading("3. 향후 계획", level=1)
    document.add_paragraph(REPORT_PLAN)

    package = document.part.package
    footnotes = Part(PackURI("/word/footnotes.xml"), _CT_FOOTNOTES, _footnotes_xml(), package)
    document.part.relate_to(footnotes, RELATIONSHIP_TYPE.FOOTNOTES)
    assert RELATIONSHIP_TYPE.FOOTNOTES == _RT_FOOTNOTES

    out = io.BytesIO()
    document.save(out)
    return _fixed_zip(out.getvalue(), REPORT_TITLE)


def build_pptx() -> bytes:
    """The Korean deck: a title slide, bullets with notes, a table, a group with notes."""
    from pptx import Presentation
    from pptx.shapes.autoshape import Shape
    from pptx.text.text import TextFrame
    from pptx.util import Emu, Pt

    def frame(shape: object) -> TextFrame:
        if not isinstance(shape, Shape):
            raise TypeError("the slide layout lacks an expected placeholder")
        return shape.text_frame

    def notes(slide: Slide, text: str) -> None:
        notes_frame = slide.notes_slide.notes_text_frame
        if notes_frame is None:
            raise TypeError("the notes master lacks a body placeholder")
        notes_frame.text = text

    prs = Presentation()
    title_layout, content_layout, title_only = (
        prs.slide_layouts[0],
        prs.slide_layouts[1],
        prs.slide_layouts[5],
    )

    slide = prs.slides.add_slide(title_layout)
    frame(slide.shapes.title).text = SLIDE_TITLE
    frame(slide.placeholders[1]).text = SLIDE_SUBTITLE

    slide = prs.slides.add_slide(content_layout)
    frame(slide.shapes.title).text = SLIDE_RESULTS
    bullets = frame(slide.placeholders[1])
    bullets.text = SLIDE_BULLETS[0]
    for bullet in SLIDE_BULLETS[1:]:
        bullets.add_paragraph().text = bullet
    notes(slide, SLIDE_RESULTS_NOTES)

    slide = prs.slides.add_slide(title_only)
    frame(slide.shapes.title).text = SLIDE_DIVISIONS
    rows, cols = len(SLIDE_TABLE), len(SLIDE_TABLE[0])
    shape = slide.shapes.add_table(
        rows, cols, Emu(914400), Emu(1600200), Emu(7315200), Emu(1828800)
    )
    for r, values in enumerate(SLIDE_TABLE):
        for c, value in enumerate(values):
            shape.table.cell(r, c).text = value

    slide = prs.slides.add_slide(title_only)
    frame(slide.shapes.title).text = SLIDE_PLAN
    group = slide.shapes.add_group_shape()
    for i, text in enumerate(SLIDE_GROUP):
        box = group.shapes.add_textbox(
            Emu(914400), Emu(1828800 + i * 914400), Emu(6400800), Emu(685800)
        )
        box.text_frame.text = text
        box.text_frame.paragraphs[0].runs[0].font.size = Pt(24)
    notes(slide, SLIDE_PLAN_NOTES)

    out = io.BytesIO()
    prs.save(out)
    return _fixed_zip(out.getvalue(), SLIDE_TITLE)


def make_office(dest: Path) -> list[Path]:
    """Write `보고서.docx` and `발표.pptx` into `dest` (created if missing); return their paths.

    Deterministic: the same code writes the same bytes, so the golden file stays valid.

    Raises:
        OSError: `dest` cannot be created or written.
    """
    return write_files(dest, {DOCX_NAME: build_docx(), PPTX_NAME: build_pptx()})
