"""PowerPoint extraction on decks built here with python-pptx (plus a little raw XML)."""

from __future__ import annotations

import io

from fa_extract._limits import Limits
from fa_extract._model import Parsed
from fa_extract._readers.pptx import parse
from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.util import Emu

E = Emu(914400)


def save(prs) -> Parsed:
    out = io.BytesIO()
    prs.save(out)
    return parse(out.getvalue(), Limits())


def lines(parsed: Parsed) -> list[tuple[str, str]]:
    return [(b.anchor, b.text) for b in parsed.blocks]


def test_pptx_titles_come_first_and_make_the_toc() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[0])
    slide.placeholders[1].text = "부제목"
    slide.shapes.title.text = "표지 제목"
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = "둘째 장"
    frame = slide.placeholders[1].text_frame
    frame.text = "첫 항목"
    frame.add_paragraph().text = "둘째 항목"
    parsed = save(prs)
    assert lines(parsed) == [
        ("s1.1", "표지 제목"),
        ("s1.2", "부제목"),
        ("s2.1", "둘째 장"),
        ("s2.2", "첫 항목"),
        ("s2.3", "둘째 항목"),
    ]
    first = parsed.blocks[0]
    assert (first.kind, first.level, first.slide, first.flags) == ("title", 1, 1, ("heading",))
    assert [(t.anchor, t.level, t.title) for t in parsed.toc] == [
        ("s1.1", 1, "표지 제목"),
        ("s2.1", 1, "둘째 장"),
    ]
    assert parsed.slides == 2 and parsed.format == "pptx"


def test_pptx_layout_placeholders_are_left_out() -> None:
    prs = Presentation()
    prs.slides.add_slide(prs.slide_layouts[1])  # title and body left empty
    parsed = save(prs)
    assert parsed.blocks == [] and parsed.slides == 1


def test_pptx_groups_are_entered_recursively_in_order() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    slide.shapes.add_textbox(E, E, E, E).text_frame.text = "그룹 앞"
    outer = slide.shapes.add_group_shape()
    outer.shapes.add_textbox(E, E, E, E).text_frame.text = "바깥 그룹"
    inner = outer.shapes.add_group_shape()
    inner.shapes.add_textbox(E, E, E, E).text_frame.text = "안쪽 그룹"
    slide.shapes.add_textbox(E, E, E, E).text_frame.text = "그룹 뒤"
    assert [text for _, text in lines(save(prs))] == [
        "그룹 앞",
        "바깥 그룹",
        "안쪽 그룹",
        "그룹 뒤",
    ]


def test_pptx_table_rows_are_lines_and_merged_cells_appear_once() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    table = slide.shapes.add_table(3, 3, E, E, E * 6, E * 2).table
    for r, row in enumerate(
        [("사업부", "매출", "비고"), ("반도체", "620", ""), ("기타", "204", "")]
    ):
        for c, value in enumerate(row):
            table.cell(r, c).text = value
    table.cell(1, 2).merge(table.cell(2, 2))
    table.cell(1, 2).text = "합쳐진 칸"
    parsed = save(prs)
    assert [b.text for b in parsed.blocks] == [
        "사업부 | 매출 | 비고",
        "반도체 | 620 | 합쳐진 칸",
        "기타 | 204 |",
    ]
    assert [(b.kind, b.flags) for b in parsed.blocks] == [
        ("table_row", ("table", "table_start")),
        ("table_row", ("table",)),
        ("table_row", ("table",)),
    ]


def test_pptx_chart_title_categories_and_series() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    data = CategoryChartData()
    data.categories = ["1분기", "2분기"]
    data.add_series("매출", (1234, 1350))
    data.add_series("이익", (128, 140.5))
    frame = slide.shapes.add_chart(XL_CHART_TYPE.COLUMN_CLUSTERED, E, E, E * 6, E * 4, data)
    frame.chart.has_title = True
    frame.chart.chart_title.text_frame.text = "분기 실적"
    assert [(b.kind, b.text) for b in save(prs).blocks] == [
        ("chart_title", "분기 실적"),
        ("chart_categories", "1분기 | 2분기"),
        ("chart_series", "매출 | 1234 | 1350"),
        ("chart_series", "이익 | 128 | 140.5"),
    ]


def test_pptx_notes_are_one_block_per_slide() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "제목"
    notes = slide.notes_slide.notes_text_frame
    notes.text = "첫 메모"
    notes.add_paragraph().text = "둘째 메모"
    parsed = save(prs)
    assert lines(parsed) == [("s1.1", "제목"), ("s1n", "첫 메모\n둘째 메모")]
    assert (parsed.blocks[1].kind, parsed.blocks[1].flags) == ("notes", ("notes",))


def test_pptx_hidden_slides_and_shapes_are_flagged_everywhere() -> None:
    prs = Presentation()
    shown = prs.slides.add_slide(prs.slide_layouts[5])
    shown.shapes.title.text = "보이는 장"
    box = shown.shapes.add_textbox(E, E, E, E)
    box.text_frame.text = "숨긴 도형"
    box._element.nvSpPr.cNvPr.set("hidden", "1")
    hidden = prs.slides.add_slide(prs.slide_layouts[5])
    hidden.shapes.title.text = "숨긴 장"
    hidden.notes_slide.notes_text_frame.text = "숨긴 장의 메모"
    hidden._element.set("show", "0")
    parsed = save(prs)
    assert [(b.anchor, b.flags) for b in parsed.blocks] == [
        ("s1.1", ("heading",)),
        ("s1.2", ("hidden",)),
        ("s2.1", ("heading", "hidden")),
        ("s2n", ("notes", "hidden")),
    ]
    assert [t.title for t in parsed.toc] == ["보이는 장"]
    assert {w.code: w.count for w in parsed.warnings}["HIDDEN_SLIDES"] == 1


def test_pptx_footer_placeholders_are_flagged() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    tree = slide.shapes._spTree
    tree.append(
        etree.fromstring(
            '<p:sp xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" '
            'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:nvSpPr>'
            '<p:cNvPr id="9" name="Footer"/><p:cNvSpPr/><p:nvPr><p:ph type="ftr" idx="11"/>'
            "</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:t>한빛전자 대외비"
            "</a:t></a:r></a:p></p:txBody></p:sp>"
        )
    )
    parsed = save(prs)
    assert [(b.kind, b.text, b.flags) for b in parsed.blocks] == [
        ("footer", "한빛전자 대외비", ("footer",))
    ]


def test_pptx_line_breaks_and_fields_stay_inside_their_line() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    frame = slide.shapes.add_textbox(E, E, E, E).text_frame
    frame.text = "첫 줄\v둘째 줄"  # python-pptx writes a vertical tab as <a:br/>
    assert [b.text for b in save(prs).blocks] == ["첫 줄\n둘째 줄"]


def test_pptx_two_tables_on_a_slide_each_start() -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    for top, rows in (
        (0, [("연도", "예산"), ("2024", "5")]),
        (3, [("지역", "인원"), ("서울", "12")]),
    ):
        table = slide.shapes.add_table(2, 2, E, E * (top + 1), E * 6, E * 2).table
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                table.cell(r, c).text = value
    parsed = save(prs)
    assert [(b.text, b.flags) for b in parsed.blocks] == [
        ("연도 | 예산", ("table", "table_start")),
        ("2024 | 5", ("table",)),
        ("지역 | 인원", ("table", "table_start")),
        ("서울 | 12", ("table",)),
    ]
