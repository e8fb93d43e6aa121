"""PDF: ruled tables (grids drawn with vector rules) read cell by cell, one block per row."""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Sequence

from fa_extract import Extractor, Limits
from fa_extract._document import finalize
from fa_extract._readers.pdf import parse

Builders = dict[str, Callable[..., bytes]]

# A table's column edges (left to right) and row edges (top to bottom), in points.
COLUMNS = (72.0, 172.0, 272.0, 472.0)
ROWS = (700.0, 680.0, 650.0, 630.0)


def _text(x: float, y: float, text: str, *, size: int = 10, mode: int = 0) -> bytes:
    return b"BT %d Tr /F1 %d Tf %.1f %.1f Td (%s) Tj ET\n" % (mode, size, x, y, text.encode())


def _filled(h: Sequence[tuple[float, float, float]], v: Sequence[tuple[float, float, float]]):
    """Rules as thin filled rectangles (`re f`): horizontal (y, x0, x1), vertical (x, y0, y1)."""
    out = b"".join(b"%.1f %.2f %.1f 0.5 re f\n" % (x0, y - 0.25, x1 - x0) for y, x0, x1 in h)
    return out + b"".join(b"%.2f %.1f 0.5 %.1f re f\n" % (x - 0.25, y0, y1 - y0) for x, y0, y1 in v)


def _stroked(h: Sequence[tuple[float, float, float]], v: Sequence[tuple[float, float, float]]):
    """Rules as stroked lines (`m l S`)."""
    out = b"".join(b"%.1f %.1f m %.1f %.1f l S\n" % (x0, y, x1, y) for y, x0, x1 in h)
    return out + b"".join(b"%.1f %.1f m %.1f %.1f l S\n" % (x, y0, x, y1) for x, y0, y1 in v)


def _full(columns: Sequence[float], rows: Sequence[float]):
    """Every rule of a plain grid, as (horizontal, vertical) lists."""
    across = [(y, columns[0], columns[-1]) for y in rows]
    down = [(x, rows[-1], rows[0]) for x in columns]
    return across, down


def _cells_text(dy: float = 0.0, dx: float = 0.0) -> bytes:
    """The 3x3 table's text: a wrapped cell (two lines) and an empty one."""
    return b"".join(
        _text(x + dx, y - dy, s)
        for x, y, s in (
            (76, 686, "Item"),
            (176, 686, "Qty"),
            (276, 686, "Note"),
            (76, 668, "Apples"),
            (176, 668, "12"),
            (276, 668, "fresh from the"),
            (276, 656, "north farm"),
            (76, 636, "Pears"),
            (276, 636, "late"),
        )
    )


TABLE_ROWS = ["Item | Qty | Note", "Apples | 12 | fresh from the north farm", "Pears |  | late"]


def _read(data: bytes) -> list[tuple[str, str, tuple[str, ...]]]:
    doc = finalize(parse(data, Limits()))
    return [(b.kind, b.text, b.flags) for b in doc.blocks]


def _rows(blocks: list[tuple[str, str, tuple[str, ...]]]) -> list[str]:
    return [text for kind, text, _ in blocks if kind == "table_row"]


def test_a_ruled_table_is_read_cell_by_cell(pdfs: Builders) -> None:
    data = pdfs["one_page"](_filled(*_full(COLUMNS, ROWS)) + _cells_text())
    assert _read(data) == [
        ("table_row", TABLE_ROWS[0], ("table", "table_start")),
        ("table_row", TABLE_ROWS[1], ("table",)),
        ("table_row", TABLE_ROWS[2], ("table",)),
    ]


def test_rules_drawn_as_lines_or_as_cell_outlines_read_alike(pdfs: Builders) -> None:
    lines = pdfs["one_page"](_stroked(*_full(COLUMNS, ROWS)) + _cells_text())
    outlines = b"".join(
        b"%.1f %.1f %.1f %.1f re S\n" % (x0, y1, x1 - x0, y0 - y1)
        for x0, x1 in itertools.pairwise(COLUMNS)
        for y0, y1 in itertools.pairwise(ROWS)
    )
    boxes = pdfs["one_page"](outlines + _cells_text())
    assert _rows(_read(lines)) == TABLE_ROWS
    assert _rows(_read(boxes)) == TABLE_ROWS


def test_a_merged_cell_keeps_the_columns_as_docx_does(pdfs: Builders) -> None:
    # `Sales` spans two columns (no rule at x=272 in the first row); `North` spans two rows
    # (no rule at y=660 in the first column).
    across = [(700, 72, 372), (680, 72, 372), (660, 172, 372), (640, 72, 372)]
    down = [(72, 640, 700), (172, 640, 700), (272, 640, 680), (372, 640, 700)]
    text = b"".join(
        _text(x, y, s)
        for x, y, s in (
            (76, 686, "Region"),
            (200, 686, "Sales"),
            (76, 656, "North"),
            (176, 666, "640"),
            (276, 666, "9%"),
            (176, 646, "594"),
            (276, 646, "16%"),
        )
    )
    assert _rows(_read(pdfs["one_page"](_filled(across, down) + text))) == [
        "Region | Sales",
        "North | 640 | 9%",
        "| 594 | 16%",
    ]


def _korean_table() -> bytes:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if "HYSMyeongJo-Medium" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont("HYSMyeongJo-Medium"))
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, invariant=1)
    pdf.setFont("HYSMyeongJo-Medium", 10)
    pdf.drawString(72, 740, "표 1. 연도별 매출 현황")
    xs, ys = [72, 200, 330, 460], [720, 700, 672, 652]
    pdf.grid(xs, ys)
    for x, y, s in (
        (76, 706, "구분"),
        (204, 706, "2023년"),
        (334, 706, "2024년"),
        (76, 686, "매출"),
        (204, 686, "1,234억 원"),
        (334, 686, "1,500억 원"),
        (334, 676, "(잠정)"),
        (76, 658, "영업이익"),
        (204, 658, "56억 원"),
        (334, 658, "72억 원"),
    ):
        pdf.drawString(x, y, s)
    pdf.drawString(72, 620, "매출은 전년보다 늘었다.")
    pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def test_a_korean_table_between_paragraphs_stands_in_reading_order() -> None:
    assert _read(_korean_table()) == [
        ("paragraph", "표 1. 연도별 매출 현황", ()),
        ("table_row", "구분 | 2023년 | 2024년", ("table", "table_start")),
        ("table_row", "매출 | 1,234억 원 | 1,500억 원 (잠정)", ("table",)),
        ("table_row", "영업이익 | 56억 원 | 72억 원", ("table",)),
        ("paragraph", "매출은 전년보다 늘었다.", ()),
    ]


def test_two_tables_on_a_page_each_start(pdfs: Builders) -> None:
    lower = [y - 200 for y in ROWS]
    rules = _filled(*_full(COLUMNS, ROWS)) + _filled(*_full(COLUMNS, lower))
    content = rules + _cells_text() + _text(72, 560, "Between the tables.") + _cells_text(200)
    blocks = _read(pdfs["one_page"](content))
    assert [(kind, text) for kind, text, _ in blocks] == [
        *(("table_row", row) for row in TABLE_ROWS),
        ("paragraph", "Between the tables."),
        *(("table_row", row) for row in TABLE_ROWS),
    ]
    assert [flags for _, _, flags in blocks].count(("table", "table_start")) == 2


def test_text_without_a_closed_grid_keeps_the_line_reading(pdfs: Builders) -> None:
    # One box around a passage (a grid of one cell) and an underline close no table; the
    # ruled table below them does.
    lower = [y - 300 for y in ROWS]
    content = (
        b"60 560 300 60 re S 72 520 m 300 520 l S\n"
        + _text(72, 600, "A boxed passage on its first line")
        + _text(72, 588, "and its second line.")
        + _text(72, 524, "An underlined heading")
        + _filled(*_full(COLUMNS, lower))
        + _cells_text(300)
    )
    assert _read(pdfs["one_page"](content)) == [
        ("paragraph", "A boxed passage on its first line\nand its second line.", ()),
        ("paragraph", "An underlined heading", ()),
        ("table_row", TABLE_ROWS[0], ("table", "table_start")),
        ("table_row", TABLE_ROWS[1], ("table",)),
        ("table_row", TABLE_ROWS[2], ("table",)),
    ]


def test_a_grid_with_a_rule_stopping_part_way_is_not_a_table(pdfs: Builders) -> None:
    across, down = _full(COLUMNS, ROWS)
    down[1] = (COLUMNS[1], 640.0, ROWS[0])  # stops inside the last row: not clean
    lower = [y - 200 for y in ROWS]
    content = _filled(across, down) + _cells_text() + _filled(*_full(COLUMNS, lower))
    blocks = _read(pdfs["one_page"](content + _cells_text(200)))
    # The first table keeps the line reading (its wrapped cell's lines apart), the second
    # is read cell by cell.
    assert [text for _, text, _ in blocks if "north farm" in text] == [
        "north farm",
        TABLE_ROWS[1],
    ]
    assert [flags for _, _, flags in blocks].count(("table", "table_start")) == 1
    assert _rows(blocks)[-3:] == TABLE_ROWS


def test_hidden_text_in_a_cell_stays_hidden(pdfs: Builders) -> None:
    content = _filled(*_full(COLUMNS, ROWS)) + _cells_text() + _text(176, 636, "999", mode=3)
    blocks = _read(pdfs["one_page"](content))
    assert blocks[2] == ("table_row", "Pears |  | late", ("table",))
    assert blocks[3] == ("table_row", "999", ("hidden", "table"))
    assert not any("999" in text for _, text, flags in blocks if "hidden" not in flags)


def test_rules_inside_a_form_xobject_count(pdfs: Builders) -> None:
    rules = _filled(*_full(COLUMNS, ROWS))
    # The form is drawn shifted by 10 points (its own /Matrix) and 5 more (a `cm` before Do).
    shifted = _cells_text(dx=15)
    data = pdfs["raw_pdf"](
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font "
            b"<< /F1 4 0 R >> /XObject << /R 6 0 R >> >> /Contents 5 0 R >>",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            pdfs["stream"](b"q 1 0 0 1 5 0 cm /R Do Q\n" + shifted),
            b"<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 10 0] "
            b"/Length %d >>\nstream\n" % len(rules) + rules + b"\nendstream",
        ]
    )
    assert _rows(_read(data)) == TABLE_ROWS


def test_a_flood_of_paths_skips_grid_finding(pdfs: Builders) -> None:
    # 200,000 tiny filled squares on the first page, beside the same table as the second
    # page: past the cap of path objects the first page keeps the line reading; one path of
    # 200,000 straight segments (a square traced over and over: past the cap of segments)
    # does the same on the third.
    table = _filled(*_full(COLUMNS, ROWS)) + _cells_text()
    flood = b"0 0 0.1 0.1 re f\n" * 200_000
    long_path = b"0 0 m " + b"10 0 l 10 10 l 0 10 l 0 0 l " * 50_000 + b"S\n"
    pages = [flood + table, table, long_path + table]
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R 5 0 R 7 0 R] /Count 3 >>",
    ]
    for k, content in enumerate(pages):
        objects += [
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font "
            b"<< /F1 9 0 R >> >> /Contents %d 0 R >>" % (4 + 2 * k),
            pdfs["stream"](content),
        ]
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    doc = finalize(parse(pdfs["raw_pdf"](objects), Limits()))
    by_page = {page: [b for b in doc.blocks if b.page == page] for page in (1, 2, 3)}
    assert [b.text for b in by_page[2]] == TABLE_ROWS
    for page in (1, 3):
        assert not any("table_start" in b.flags for b in by_page[page])
        assert "north farm" in " ".join(b.text for b in by_page[page])


def test_the_kbo_time_table_reads_as_the_page_shows(corpus) -> None:
    # Read by eye from the rendered page: a 4-column table whose months share merged cells.
    data = (corpus / "pdf" / "KO_autorag_kbo_table_text.pdf").read_bytes()
    rows = [
        (b.text, b.flags) for b in finalize(parse(data, Limits())).blocks if b.kind == "table_row"
    ]
    assert rows[:9] == [
        ("구분 | 토요일 | 일요일/공휴일 | 평일", ("table", "table_start")),
        ("3월 | 17:00 | 14:00 | 18:30", ("table",)),
        ("4월 |  |  |", ("table",)),
        ("5월 |  |  |", ("table",)),
        ("6월 | 17:00 |", ("table",)),
        ("7월 | 18:00 | 17:00 |", ("table",)),
        ("8월 |  |  |", ("table",)),
        ("9월 | 17:00 | 14:00 |", ("table",)),
        ("10월 |  |  |", ("table",)),
    ]
    table = (corpus / "pdf" / "KO_autorag_kbo_only_table.pdf").read_bytes()
    rows = [b.text for b in finalize(parse(table, Limits())).blocks if b.kind == "table_row"]
    assert rows[0] == "구분 | 변경 전 | 변경 후"
    assert rows[2].startswith("KBO 피치클락 규정 | ")
    assert rows[2].endswith(
        " | 경기장 내 카운트다운 타이머(피치클락)를 이용해 경기진행 속도를 향상"
    )
    assert rows[3].startswith("제26조 [불공정 정보의 입수 및 관련 행위 금지] | ")
    assert rows[-1] == "|  | 대기심과 루심간 무전기 사용"
    assert len(rows) == 6


def test_a_table_ruled_only_between_columns_is_one_row_per_line(pdfs: Builders) -> None:
    # A LaTeX-style table: a frame, column rules, a rule under the header and none between
    # the body's rows: each body line is a row of its own, not one cell of five lines.
    columns, rows = (72.0, 172.0, 272.0, 372.0), (700.0, 680.0, 620.0)
    body = [("No", "85.7", "87.9"), ("AP", "89.2", "87.4"), ("MP", "91.2", "88.3")]
    text = b"".join(
        _text(x + 4, 686, s) for x, s in zip(columns, ("Pool", "IIIT5K", "SVT"), strict=False)
    )
    for k, cells in enumerate(body):
        text += b"".join(
            _text(x + 4, 664 - 14 * k, s) for x, s in zip(columns, cells, strict=False)
        )
    blocks = _read(pdfs["one_page"](_stroked(*_full(columns, rows)) + text))
    assert _rows(blocks) == [
        "Pool | IIIT5K | SVT",
        "No | 85.7 | 87.9",
        "AP | 89.2 | 87.4",
        "MP | 91.2 | 88.3",
    ]


def test_a_framed_figure_with_one_label_is_no_table(pdfs: Builders) -> None:
    # Axes drawn as a 2x2 grid with one label in it (a figure), above a real table.
    figure = _stroked(*_full((72.0, 172.0, 272.0), (780.0, 750.0, 720.0)))
    content = figure + _text(80, 760, "x-axis") + _filled(*_full(COLUMNS, ROWS)) + _cells_text()
    blocks = _read(pdfs["one_page"](content))
    assert blocks[0] == ("paragraph", "x-axis", ())
    assert _rows(blocks) == TABLE_ROWS


def test_a_turned_page_reads_its_cells_top_down(pdfs: Builders) -> None:
    # PDFium gives a /Rotate 90 page's lines bottom up; a cell's lines are read top down.
    data = pdfs["raw_pdf"](
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Rotate 90 /Resources "
            b"<< /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            pdfs["stream"](_filled(*_full(COLUMNS, ROWS)) + _cells_text()),
        ]
    )
    assert _rows(_read(data)) == TABLE_ROWS


def test_a_table_open_at_its_sides_with_wrapped_rows_is_read(pdfs: Builders) -> None:
    # Rules at the top, under the header and at the bottom run past the two column rules
    # (no outer sides, as Korean reports and LaTeX draw tables); the body's two rows have no
    # rule between them and their cells wrap: each row starts where every cell has a line.
    across = [(700.0, 60.0, 480.0), (680.0, 60.0, 480.0), (620.0, 60.0, 480.0)]
    down = [(200.0, 620.0, 700.0), (340.0, 620.0, 700.0)]
    text = b"".join(
        _text(x, y, s)
        for x, y, s in (
            (64, 686, "Action"),
            (204, 686, "Labor cost"),
            (344, 686, "Cost"),
            (64, 668, "Wiring change"),
            (204, 668, "79 work-hours at"),
            (204, 656, "$85 per hour"),
            (344, 668, "$10,505"),
            (64, 640, "Sensor test"),
            (204, 640, "40 work-hours"),
            (344, 640, "$3,400"),
        )
    )
    blocks = _read(pdfs["one_page"](_stroked(across, down) + text))
    assert _rows(blocks) == [
        "Action | Labor cost | Cost",
        "Wiring change | 79 work-hours at $85 per hour | $10,505",
        "Sensor test | 40 work-hours | $3,400",
    ]
    assert blocks[0][2] == ("table", "table_start")


def test_the_worker_gives_the_rows_of_a_ruled_table(extractor: Extractor, pdfs: Builders) -> None:
    # The public path (preflight, the isolated worker, hygiene, anchors): the same rows.
    data = pdfs["one_page"](_filled(*_full(COLUMNS, ROWS)) + _cells_text())
    blocks = extractor.read(io.BytesIO(data), "표.pdf").blocks
    assert [(b.anchor, b.kind, b.text, b.flags) for b in blocks] == [
        ("p1.1", "table_row", TABLE_ROWS[0], ("table", "table_start")),
        ("p1.2", "table_row", TABLE_ROWS[1], ("table",)),
        ("p1.3", "table_row", TABLE_ROWS[2], ("table",)),
    ]


def test_a_framed_page_of_two_columns_is_no_table(pdfs: Builders) -> None:
    # A frame around the page, a rule under its title and one between its two columns of 45
    # lines each close a grid of 2 by 2 cells; its cells are a page's columns, not a table's.
    rules = b"40 40 532 712 re S 40 700 m 572 700 l S 306 40 m 306 700 l S\n"
    title = _text(60, 720, "Newsletter") + _text(330, 720, "Spring issue")
    body = b"".join(
        _text(x, 680 - 14 * k, f"Line {k} of the {side} column.")
        for k in range(45)
        for x, side in ((60, "left"), (330, "right"))
    )
    blocks = _read(pdfs["one_page"](rules + title + body))
    assert not any("table_start" in flags for _, _, flags in blocks)
    assert any(text.startswith("Line 0 of the left column.") for _, text, _ in blocks)
