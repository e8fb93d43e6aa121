"""PDF: a ruled table that runs on over a page break is one table, not two (`table_continued`)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from fa_extract import Block, Extractor, Limits
from fa_extract._document import finalize
from fa_extract._readers.pdf import parse
from fa_extract._split import split_blocks

HEAD = "2025년도 예산안 설명자료"
COLUMNS = (60.0, 200.0, 330.0, 460.0)
HEADER = ("구분", "2024년", "2025년")
FIRST = [HEADER, ("인건비", "1,200", "1,350"), ("운영비", "830", "910")]
SECOND = [("사업비", "4,560", "5,020"), ("합계", "6,590", "7,280")]
TABLE_FLAGS = {"table_start", "table_continued"}
CONTINUED = ("table", "table_continued")


@dataclass(frozen=True)
class Line:
    """A line of text at height `y`."""

    y: float
    text: str


@dataclass(frozen=True)
class Table:
    """A ruled table from `top` down, rows 20 points high; a row of one cell spans the width."""

    top: float
    columns: Sequence[float]
    rows: Sequence[Sequence[str]]


def _report(pages: Sequence[Sequence[Line | Table]]) -> bytes:
    """A Korean report of reportlab pages, each with the running head and a printed page
    number, so the reader flags them as the page's furniture (three pages or more)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if "HYSMyeongJo-Medium" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont("HYSMyeongJo-Medium"))
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, invariant=1)
    for number, items in enumerate(pages, start=1):
        pdf.setFont("HYSMyeongJo-Medium", 10)
        pdf.drawString(60, 800, HEAD)
        for item in items:
            if isinstance(item, Line):
                pdf.drawString(60, item.y, item.text)
                continue
            xs = list(item.columns)
            ys = [item.top - 20 * k for k in range(len(item.rows) + 1)]
            for y in ys:
                pdf.line(xs[0], y, xs[-1], y)
            for k, cells in enumerate(item.rows):
                for x in xs if len(cells) > 1 else (xs[0], xs[-1]):
                    pdf.line(x, ys[k], x, ys[k + 1])
                for x, cell in zip(xs, cells, strict=False):
                    pdf.drawString(x + 4, ys[k] - 14, cell)
        pdf.drawString(290, 40, f"- {number} -")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _blocks(data: bytes) -> list[Block]:
    return list(finalize(parse(data, Limits())).blocks)


def _rows(blocks: list[Block]) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(b.anchor, b.text, b.flags) for b in blocks if b.kind == "table_row"]


def _joined(rows: Sequence[Sequence[str]]) -> list[str]:
    return [" | ".join(cells) for cells in rows]


def _budget(second: Sequence[Line | Table]) -> bytes:
    """The budget table at the bottom of page 1, with `second` at the top of page 2."""
    return _report(
        [
            [
                Line(760, "1. 세출예산 현황"),
                Line(720, "2025년 세출예산은 전년보다 늘었다."),
                Line(200, "표 1. 성질별 세출예산"),
                Line(164, "(단위: 백만원)"),
                Table(150, COLUMNS, FIRST),
            ],
            [*second, Line(600, "사업비가 가장 많이 늘었다.")],
            [Line(760, "2. 세입예산 현황"), Line(720, "세입은 국세 수입이 중심이다.")],
        ]
    )


def test_a_table_continued_on_the_next_page_does_not_start_again() -> None:
    blocks = _blocks(_budget([Table(780, COLUMNS, SECOND)]))
    rows = _joined(FIRST + SECOND)
    head, table = ("header",), ("table",)
    assert [(b.anchor, b.text, b.flags) for b in blocks] == [
        ("p1.1", HEAD, head),
        ("p1.2", "1. 세출예산 현황", ()),
        ("p1.3", "2025년 세출예산은 전년보다 늘었다.", ()),
        ("p1.4", "표 1. 성질별 세출예산", ()),
        ("p1.5", "(단위: 백만원)", ()),
        ("p1.6", rows[0], ("table", "table_start")),
        ("p1.7", rows[1], table),
        ("p1.8", rows[2], table),
        ("p1.9", "- 1 -", ("footer",)),
        ("p2.1", HEAD, head),
        # only the page's number and the next page's running head stand between the parts
        ("p2.2", rows[3], ("table", "table_continued")),
        ("p2.3", rows[4], table),
        ("p2.4", "사업비가 가장 많이 늘었다.", ()),
        ("p2.5", "- 2 -", ("footer",)),
        ("p3.1", HEAD, head),
        ("p3.2", "2. 세입예산 현황", ()),
        ("p3.3", "세입은 국세 수입이 중심이다.", ()),
        ("p3.4", "- 3 -", ("footer",)),
    ]


def test_a_header_row_the_next_page_repeats_stays_a_row_of_the_table() -> None:
    # Hancom and Word repeat a table's header row on each page: the page prints it, so it is
    # kept as a row (its text as printed), but it starts no table of its own.
    blocks = _blocks(_budget([Table(780, COLUMNS, [HEADER, *SECOND])]))
    rows = _rows(blocks)
    assert [text for _, text, _ in rows] == _joined([*FIRST, HEADER, *SECOND])
    assert [flags for _, _, flags in rows] == [
        ("table", "table_start"),
        ("table",),
        ("table",),
        ("table", "table_continued"),
        ("table",),
        ("table",),
    ]


def test_a_title_row_the_next_page_repeats_continues_the_table() -> None:
    # A row of one cell across the grid starts a table of its own, unless it is the table's
    # first row again (a title inside the grid, repeated on each page).
    title = ("표 1. 성질별 세출예산",)
    blocks = _blocks(_budget([Table(780, COLUMNS, [title, *SECOND])]))
    assert next((b.text, b.flags) for b in blocks if b.page == 2 and "table" in b.flags) == (
        title[0],
        ("table", "table_start"),
    )
    # on three pages: the third page's title is the table's, not the second page's part's
    third = [("예비비", "100", "120")]
    data = _report(
        [
            [Line(760, "표 아래는 사업별 예산이다."), Table(150, COLUMNS, [title, *FIRST])],
            [Table(780, COLUMNS, [title, *SECOND])],
            [Table(780, COLUMNS, [title, *third]), Line(600, "끝.")],
        ]
    )
    rows = [(b.page, b.text, b.flags) for b in _blocks(data) if b.kind == "table_row"]
    assert [text for _, text, _ in rows] == _joined([title, *FIRST, title, *SECOND, title, *third])
    assert [(page, flags) for page, text, flags in rows if text == title[0]] == [
        (1, ("table", "table_start")),
        (2, CONTINUED),
        (3, CONTINUED),
    ]


def test_a_table_on_three_pages_continues_twice() -> None:
    body = [(f"사업{k}", f"{k},000", f"{k},100") for k in range(1, 4)]
    data = _report(
        [
            [Line(760, "표 2. 사업별 예산"), Table(140, COLUMNS, FIRST)],
            [Table(780, COLUMNS, [(f"항목{k}", str(k), str(k + 1)) for k in range(36)])],
            [Table(780, COLUMNS, body), Line(680, "끝.")],
        ]
    )
    flags = [(b.page, b.flags) for b in _blocks(data) if TABLE_FLAGS & {*b.flags}]
    assert flags == [(1, ("table", "table_start")), (2, CONTINUED), (3, CONTINUED)]


def _starts(data: bytes) -> list[tuple[int | None, str]]:
    return [(b.page, b.text) for b in _blocks(data) if TABLE_FLAGS & {*b.flags}]


def test_tables_that_differ_stay_two_tables() -> None:
    # Each second part starts a table of its own: other columns, edges moved, a caption or a
    # paragraph before it, a title row of its own across the grid.
    cases: dict[str, list[Line | Table]] = {
        "fewer columns": [Table(780, COLUMNS[:3], [row[:2] for row in SECOND])],
        "more columns": [Table(780, (*COLUMNS, 560.0), [(*row, "비고") for row in SECOND])],
        "edges moved": [Table(780, tuple(x + 6 for x in COLUMNS), SECOND)],
        "a caption": [Line(770, "표 2. 기관별 세출예산"), Table(750, COLUMNS, SECOND)],
        "a paragraph": [Line(770, "계속해서 사업비를 본다."), Table(750, COLUMNS, SECOND)],
        "a title row": [Table(780, COLUMNS, [("표 2. 기관별 세출예산",), *SECOND])],
    }
    for case, second in cases.items():
        starts = _starts(_budget(second))
        assert [page for page, _ in starts] == [1, 2], case
        flags = [b.flags for b in _blocks(_budget(second)) if b.page == 2 and "table" in b.flags]
        assert ("table", "table_start") in flags and CONTINUED not in flags, case


def test_a_table_after_a_page_of_text_starts() -> None:
    # The page before ends with a paragraph, not with the table: nothing to continue.
    data = _report(
        [
            [Table(700, COLUMNS, FIRST), Line(300, "표 아래의 설명 문단이다.")],
            [Table(780, COLUMNS, SECOND)],
            [Line(760, "끝.")],
        ]
    )
    assert [page for page, _ in _starts(data)] == [1, 2]
    assert all("table_continued" not in b.flags for b in _blocks(data))


def test_the_worker_gives_the_continued_flag(extractor: Extractor) -> None:
    data = _budget([Table(780, COLUMNS, SECOND)])
    blocks = extractor.read(io.BytesIO(data), "예산.pdf").blocks
    assert [(b.anchor, b.flags) for b in blocks if b.anchor in ("p1.6", "p2.2")] == [
        ("p1.6", ("table", "table_start")),
        ("p2.2", ("table", "table_continued")),
    ]


def test_a_long_continued_row_is_continued_once() -> None:
    # A row cut into pieces (`max_block_chars`) is one row: only its first piece opens the part.
    text = " | ".join(f"셀 {k}번의 긴 내용입니다." for k in range(600))
    row = Block("p2.2", "table_row", text, page=2, flags=("table", "table_continued"))
    pieces, _ = split_blocks([row], 4000)
    # cut between cells: the pieces joined by the cell separator are the row
    assert len(pieces) > 1 and " | ".join(p.text for p in pieces) == text
    assert [p.flags for p in pieces] == [CONTINUED] + [("table",)] * (len(pieces) - 1)
