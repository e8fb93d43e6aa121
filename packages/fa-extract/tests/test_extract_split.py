"""No block larger than one read: over-long blocks are split the same way for every format, and
no read response grows past the stated maximum (AGENTS.md section 3)."""

from __future__ import annotations

import io
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from fa_extract import DEFAULT_MAX_CHARS, ExtractError, Extractor, Limits
from fa_extract._compact import sent_size as sent
from fa_extract._document import Document, finalize
from fa_extract._invariants import check_document
from fa_extract._model import Block, Parsed, TocEntry
from fa_extract._reads import DEFAULT_MAX_TOKENS
from fa_extract._split import split_text

Builders = dict[str, Callable[..., bytes]]

MAX_BLOCKS_TOKENS = 16_000
"""The stated maximum: the `blocks` of one read response, as JSON, in estimated tokens (the
hosts cap a result at 25,000 tokens; the envelope and a second copy of the text fit beside it)."""

CAP = Limits().max_block_chars
SENTENCE = "The council approved budget line {n} of 1,250 won on 2024-03-{d:02d}. "


def _paragraph(chars: int) -> str:
    text, n = "", 0
    while len(text) < chars:
        n += 1
        text += SENTENCE.format(n=n, d=n % 28 + 1)
    return text.strip()


def test_the_cap_leaves_room_for_a_whole_block_in_every_read() -> None:
    assert CAP + 60 <= DEFAULT_MAX_CHARS // 2


def test_a_long_paragraph_is_cut_after_sentences() -> None:
    text = _paragraph(100_000)
    pieces = split_text(text, CAP)
    assert all(0 < len(p) <= CAP for p in pieces)
    assert " ".join(pieces) == text
    assert all(p.endswith(".") for p in pieces)


def test_without_sentences_lines_then_spaces_then_the_cap_cut() -> None:
    lines = "\n".join(f"row {n} value {n * 7}" for n in range(3000))
    pieces = split_text(lines, 1000)
    assert all(len(p) <= 1000 for p in pieces) and "\n".join(pieces) == lines
    assert all(p.startswith("row ") for p in pieces)
    words = " ".join(["가나다라마바사"] * 2000)
    assert " ".join(split_text(words, 1000)) == words
    solid = "x" * 2500
    assert split_text(solid, 1000) == ["x" * 1000, "x" * 1000, "x" * 500]
    assert split_text("short", 1000) == ["short"]


def _parsed(fmt: str, blocks: list[Block], **facts: object) -> Parsed:
    parsed = Parsed(format=fmt, **facts)  # type: ignore[arg-type]
    parsed.blocks = blocks
    return parsed


def test_docx_blocks_after_a_split_are_renumbered_and_the_toc_follows() -> None:
    big = _paragraph(40_000)
    doc = finalize(
        _parsed(
            "docx",
            [
                Block("L1", "heading", "Budget", level=1),
                Block("L2", "paragraph", big),
                Block("L3", "heading", "Votes", level=1),
                Block("L4", "paragraph", "Seven members voted for it."),
            ],
            toc=[TocEntry("L1", 1, "Budget"), TocEntry("L3", 1, "Votes")],
        )
    )
    pieces = -(-len(big) // CAP)
    anchors = [b.anchor for b in doc.blocks]
    assert anchors == [f"L{n}" for n in range(1, len(doc.blocks) + 1)]
    assert len(doc.blocks) >= pieces + 3
    assert max(len(b.text) for b in doc.blocks) <= CAP
    assert {b.kind for b in doc.blocks[1:-2]} == {"paragraph"}
    votes = next(b for b in doc.blocks if b.text == "Votes")
    assert [(t.anchor, t.title) for t in doc.toc] == [("L1", "Budget"), (votes.anchor, "Votes")]


def test_pdf_pieces_stay_on_their_page_and_keep_the_flags() -> None:
    big = _paragraph(9_000)
    doc = finalize(
        _parsed(
            "pdf",
            [
                Block("p1.1", "paragraph", "Minutes of the meeting", page=1),
                Block("p1.2", "paragraph", big, page=1, flags=("hidden",)),
                Block("p1.3", "paragraph", "Signed by the chair.", page=1),
                Block("p2.1", "paragraph", "Annex one lists the members.", page=2),
            ],
            pages=2,
        )
    )
    assert [b.anchor for b in doc.blocks] == ["p1.1", "p1.2", "p1.3", "p1.4", "p1.5", "p2.1"]
    assert [b.flags for b in doc.blocks[1:4]] == [("hidden",)] * 3
    assert doc.blocks[4].text == "Signed by the chair."
    assert doc.hidden_blocks == 3


def test_pptx_lines_are_renumbered_per_slide_and_long_notes_become_parts() -> None:
    notes = _paragraph(6_000)
    doc = finalize(
        _parsed(
            "pptx",
            [
                Block("s1.1", "title", "Plan", slide=1),
                Block("s1.2", "text", _paragraph(5_000), slide=1),
                Block("s1n", "notes", notes, slide=1, flags=("notes",)),
                Block("s2.1", "title", "Next", slide=2),
                Block("s2n", "notes", "Short notes.", slide=2, flags=("notes",)),
            ],
            slides=2,
        )
    )
    anchors = [b.anchor for b in doc.blocks]
    assert anchors == ["s1.1", "s1.2", "s1.3", "s1n.1", "s1n.2", "s2.1", "s2n"]
    assert " ".join(b.text for b in doc.blocks[3:5]) == notes
    assert all(b.kind == "notes" and b.flags == ("notes",) for b in doc.blocks[3:5])


def test_svg_text_elements_are_renumbered() -> None:
    doc = finalize(
        _parsed("svg", [Block("t1", "text", _paragraph(4_500)), Block("t2", "text", "b")])
    )
    assert [b.anchor for b in doc.blocks] == ["t1", "t2", "t3"]


def test_a_smaller_cap_from_the_limits_is_used() -> None:
    parsed = _parsed("svg", [Block("t1", "text", _paragraph(3_000))])
    assert len(finalize(parsed, Limits(max_block_chars=500)).blocks) >= 6


def _docx_with_paragraph(text: str) -> bytes:
    import docx

    document = docx.Document()
    document.add_heading("Long paragraph", level=1)
    document.add_paragraph(text)
    document.add_paragraph("After the long paragraph.")
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def _pdf_with_paragraph(pdfs: Builders, lines: int, per_line: int) -> bytes:
    """One page of `lines` evenly spaced lines at 2 pt: one paragraph of lines * per_line."""
    body = b"".join(
        b"(" + (SENTENCE.format(n=n, d=n % 28 + 1) * 5)[:per_line].encode() + b") '\n"
        for n in range(lines)
    )
    content = b"BT /F1 1.6 Tf 2 TL 10 780 Td\n" + body + b"ET"
    return pdfs["raw_pdf"](
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
            b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(zlib.compress(content))
            + zlib.compress(content)
            + b"\nendstream",
        ]
    )


def _reads(extractor: Extractor, data: bytes, name: str) -> list[list[Block]]:
    """Every read a model following next_start makes, with the default budget."""
    responses: list[list[Block]] = []
    start: int | None = 1
    while start is not None:
        result = extractor.read(io.BytesIO(data), name, start=start)
        responses.append(list(result.blocks))
        start = result.next_start
    return responses


def _assert_bounded(responses: list[list[Block]], name: str) -> None:
    for blocks in responses:
        chars, tokens = sent(blocks)
        assert chars <= DEFAULT_MAX_CHARS, name
        assert len(blocks) == 1 or tokens <= DEFAULT_MAX_TOKENS
        assert tokens <= MAX_BLOCKS_TOKENS, name


def test_a_100000_character_paragraph_reads_within_the_budget(
    extractor: Extractor, pdfs: Builders
) -> None:
    text = _paragraph(100_000)
    responses = _reads(extractor, _docx_with_paragraph(text), "long.docx")
    _assert_bounded(responses, "long.docx")
    blocks = [b for r in responses for b in r]
    assert " ".join(b.text for b in blocks[1:-1]) == text
    assert blocks[-1].text == "After the long paragraph."
    pdf = _pdf_with_paragraph(pdfs, lines=380, per_line=270)
    responses = _reads(extractor, pdf, "long.pdf")
    _assert_bounded(responses, "long.pdf")
    blocks = [b for r in responses for b in r]
    assert sum(len(b.text) for b in blocks) >= 100_000
    # 100,000 characters cannot fit in one 48,000-character read: several reads, all page 1.
    assert len(responses) >= 3 and {b.page for b in blocks} == {1}


def test_no_read_of_any_corpus_file_exceeds_the_maximum(corpus: Path, extractor: Extractor) -> None:
    files = sorted(p for kind in ("pdf", "docx", "pptx", "svg") for p in (corpus / kind).iterdir())
    read = 0
    for path in files:
        try:
            responses = _reads(extractor, path.read_bytes(), path.name)
        except ExtractError:
            continue  # a documented code (test_extract_corpus), or a grade C document
        _assert_bounded(responses, path.name)
        read += 1
    assert read > 50


@pytest.mark.parametrize("chars", [CAP, CAP + 1])
def test_a_block_at_the_cap_is_not_split(chars: int) -> None:
    text = ("word " * chars)[:chars]
    doc = finalize(_parsed("svg", [Block("t1", "text", text)]))
    assert len(doc.blocks) == (1 if chars == CAP else 2)


def test_a_document_says_whether_a_split_moved_its_anchors() -> None:
    """`Document.split` tells the image path whether the reader's numbering still holds: it is
    set by a split that moved anchors."""
    short = [Block("L1", "paragraph", "One line."), Block("L2", "paragraph", "Two lines.")]
    assert finalize(_parsed("docx", short)).split is False
    long = [Block("L1", "paragraph", _paragraph(9_000)), Block("L2", "paragraph", "After.")]
    assert finalize(_parsed("docx", long)).split is True
    wired = finalize(_parsed("docx", long)).to_wire()
    assert Document.from_wire(wired).split is True


def test_a_split_first_row_starts_its_table_once() -> None:
    """The pieces of a row too long for a read are one row: only the first says it starts its
    table, so the rows after it still belong to the same table."""
    long_row = " | ".join(["가나다라마바사 아자차카타파하"] * 1500)
    doc = finalize(
        _parsed(
            "docx",
            [
                Block("L1", "table_row", long_row, flags=("table", "table_start")),
                Block("L2", "table_row", "합계 | 12", flags=("table",)),
            ],
        )
    )
    assert len(doc.blocks) > 2
    starts = [b.anchor for b in doc.blocks if "table_start" in b.flags]
    assert starts == ["L1"]
    assert all(b.flags == ("table",) for b in doc.blocks[1:])


def _cells(count: int, width: int, text: str = "가") -> list[str]:
    return [f"{n}{text * width}"[:width] for n in range(count)]


@pytest.mark.parametrize(
    ("fmt", "anchors"),
    [
        ("xlsx", ("x2.1", "x2.2", "x2.3")),
        ("xls", ("x2.1", "x2.2", "x2.3")),
        ("csv", ("r1", "r2", "r3")),
    ],
)
def test_a_row_too_long_for_a_block_becomes_parts_of_its_row(
    fmt: str, anchors: tuple[str, str, str]
) -> None:
    """A row keeps its own anchor (sheet and row, record): its parts are `x2.2.1`, `x2.2.2`,
    ... (`r2.1`, `r2.2`), cut between cells, each within the cap, together the whole row."""
    head, row, after = anchors
    cells = _cells(3_000, 9)
    long_row = " | ".join(cells)
    doc = finalize(
        _parsed(
            fmt,
            [
                Block(head, "table_row", "품목 | 금액", flags=("table", "table_start", "heading")),
                Block(row, "table_row", long_row, flags=("table",)),
                Block(after, "table_row", "합계 | 12", flags=("table",)),
            ],
            toc=[TocEntry(head, 1, "Sheet: 품목 | 금액")],
        )
    )
    check_document(doc)
    parts = doc.blocks[1:-1]
    assert len(parts) > 1
    assert [b.anchor for b in parts] == [f"{row}.{n}" for n in range(1, len(parts) + 1)]
    assert [doc.blocks[0].anchor, doc.blocks[-1].anchor] == [head, after]
    assert all(len(b.text) <= CAP for b in parts)
    assert " | ".join(b.text for b in parts) == long_row
    # cut between cells: every part is a run of whole cells
    assert [c for b in parts for c in b.text.split(" | ")] == cells
    assert all(b.kind == "table_row" and b.flags == ("table",) for b in parts)
    assert [t.anchor for t in doc.toc] == [head]
    assert doc.split is True


def test_a_cell_longer_than_a_block_is_cut_inside_its_row_part() -> None:
    huge = "가나다라마바사아자차카타파하 " * 1_000
    doc = finalize(
        _parsed("csv", [Block("r1", "table_row", f"앞 | {huge.strip()} | 뒤", flags=("table",))])
    )
    check_document(doc)
    assert [b.anchor for b in doc.blocks][:2] == ["r1.1", "r1.2"]
    assert all(len(b.text) <= CAP for b in doc.blocks)
    assert doc.blocks[0].text.startswith("앞") and doc.blocks[-1].text.endswith("뒤")


def _wide_xlsx(cells: int, text: str) -> bytes:
    import xlsxwriter

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("넓은 표")
    sheet.write_row(0, 0, ["항목", "값"])
    sheet.write_row(1, 0, [f"{text}{n}" for n in range(cells)])
    sheet.write_row(2, 0, ["합계", 12])
    book.close()
    return out.getvalue()


def _long_xls(cells: int, text: str) -> bytes:
    import xlwt

    book = xlwt.Workbook(encoding="utf-8")
    sheet = book.add_sheet("긴 행")
    sheet.write(0, 0, "항목")
    for column in range(cells):
        sheet.write(1, column, text)
    sheet.write(2, 0, "합계")
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _row_parts(responses: list[list[Block]], row: str) -> list[Block]:
    return [b for r in responses for b in r if b.anchor.startswith(row + ".")]


def test_a_sheet_row_of_16384_cells_is_read_in_parts_within_the_budget(
    extractor: Extractor,
) -> None:
    data = _wide_xlsx(16_384, "매출액 항목 ")
    responses = _reads(extractor, data, "wide.xlsx")
    _assert_bounded(responses, "wide.xlsx")
    parts = _row_parts(responses, "x1.2")
    cells = [c for b in parts for c in b.text.split(" | ")]
    assert cells == [f"매출액 항목 {n}" for n in range(16_384)]
    assert [b.anchor for b in parts] == [f"x1.2.{n}" for n in range(1, len(parts) + 1)]
    anchors = [b.anchor for r in responses for b in r]
    assert anchors[0] == "x1.1" and anchors[-1] == "x1.3"


def test_an_xls_row_of_a_million_hangul_characters_is_read_in_parts(
    extractor: Extractor,
) -> None:
    syllables = "가나다라마바사아자차카타파하" * 2_000  # 28,000 characters, one shared string
    data = _long_xls(40, syllables)
    assert len(data) < 200_000
    responses = _reads(extractor, data, "long.xls")
    _assert_bounded(responses, "long.xls")
    parts = _row_parts(responses, "x1.2")
    assert sum(len(b.text) for b in parts) >= 40 * len(syllables)
    assert all(len(b.text) <= CAP for b in parts)


def test_one_csv_record_of_a_huge_cell_and_one_of_many_columns_are_read_in_parts(
    extractor: Extractor,
) -> None:
    cell = "\n".join(f"{n}번째 줄의 설명 문장입니다." for n in range(20_000))
    data = ('제목,내용\n첫째,"' + cell + '"\n끝,1\n').encode()
    responses = _reads(extractor, data, "huge.csv")
    _assert_bounded(responses, "huge.csv")
    parts = _row_parts(responses, "r2")
    # the cells before a cell too long for a block are a part of their own
    assert parts[0].text == "첫째" and parts[1].text.startswith("0번째 줄") and len(parts) > 50
    assert "\n".join(b.text for b in parts[1:]).endswith("19999번째 줄의 설명 문장입니다.")
    columns = ",".join(str(n) for n in range(300_000)).encode() + b"\n1,2\n"
    responses = _reads(extractor, columns, "columns.csv")
    _assert_bounded(responses, "columns.csv")
    parts = _row_parts(responses, "r1")
    assert [c for b in parts for c in b.text.split(" | ")] == [str(n) for n in range(300_000)]
