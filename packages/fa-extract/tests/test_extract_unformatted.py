"""A value whose number format fa cannot read is still shown: raw, and flagged.

An xlsx cell whose format code has an unclosed `[` gave no text, no flag and no warning, and a
workbook that used it throughout was graded C, "every sheet is empty". Such a cell now shows its
stored value as General shows it, its row is flagged `unformatted`, and a
`NUMBER_FORMAT_UNREAD` warning counts the cells. The workbooks are written with XlsxWriter and
xlwt, which store the format code as given.
"""

from __future__ import annotations

import io
from typing import Any

import pytest
import xlwt  # pyright: ignore[reportMissingTypeStubs] (xlwt ships no stubs)
from fa_extract import Limits
from fa_extract._document import Document, finalize
from fa_extract._invariants import check_document
from fa_extract._preflight import preflight
from fa_extract._readers.numfmt import format_number, is_unreadable
from fa_extract._worker import parse_document

BROKEN = ["[Red0.00", "#,##0[", "[$-412yyyy-mm-dd", '0.00 "원"[h', "[h:mm"]
READABLE = ["[Red]0.00", '"[" 0.00', "\\[0.00", "[$₩-412]#,##0", "[h]:mm", "General", "0.0%"]


def read(data: bytes, name: str) -> Document:
    limits = Limits()
    doc = finalize(parse_document(preflight(data, name, limits), data, limits))
    check_document(doc)
    return doc


@pytest.mark.parametrize("code", BROKEN)
def test_an_unclosed_bracket_makes_a_format_unreadable(code: str) -> None:
    assert is_unreadable(code)


@pytest.mark.parametrize("code", READABLE)
def test_closed_quoted_and_escaped_brackets_are_readable(code: str) -> None:
    assert not is_unreadable(code)
    assert format_number(1234.5, code)  # and they show something


def _xlsx(codes: list[str]) -> bytes:
    import xlsxwriter

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("예산")
    sheet.write_row(0, 0, ["항목", "금액", "비율"])
    for row, code in enumerate(codes, start=1):
        broken = book.add_format({"num_format": code})
        sheet.write(row, 0, f"항목 {row}")
        sheet.write_number(row, 1, 1234.5 * row, broken)
        sheet.write_number(row, 2, 0.125, book.add_format({"num_format": "0.0%"}))
    book.close()
    return out.getvalue()


def _xls(codes: list[str]) -> bytes:
    book = xlwt.Workbook(encoding="utf-8")
    sheet = book.add_sheet("예산")
    for column, head in enumerate(["항목", "금액", "비율"]):
        sheet.write(0, column, head)
    for row, code in enumerate(codes, start=1):
        sheet.write(row, 0, f"항목 {row}")
        sheet.write(row, 1, 1234.5 * row, xlwt.easyxf(num_format_str=code))
        sheet.write(row, 2, 0.125, xlwt.easyxf(num_format_str="0.0%"))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


@pytest.mark.parametrize(("name", "build"), [("broken.xlsx", _xlsx), ("broken.xls", _xls)])
def test_a_cell_under_an_unreadable_format_shows_its_raw_value_flagged(
    name: str, build: Any
) -> None:
    doc = read(build(BROKEN), name)
    rows = {b.anchor: b for b in doc.blocks}
    for row in range(2, len(BROKEN) + 2):
        block = rows[f"x1.{row}"]
        raw = f"{1234.5 * (row - 1):g}"
        assert block.text == f"항목 {row - 1} | {raw} | 12.5%", block.text
        assert "unformatted" in block.flags
    assert "unformatted" not in rows["x1.1"].flags
    warning = next(w for w in doc.warnings if w.code == "NUMBER_FORMAT_UNREAD")
    assert warning.count == len(BROKEN)


def _numbers_xlsx(code: str) -> bytes:
    import xlsxwriter

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet()
    broken = book.add_format({"num_format": code})
    for row in range(3):
        sheet.write_row(row, 0, [row * 10 + 1.5, row * 10 + 2.5], broken)
    book.close()
    return out.getvalue()


def _numbers_xls(code: str) -> bytes:
    book = xlwt.Workbook(encoding="utf-8")
    sheet = book.add_sheet("Sheet1")
    broken = xlwt.easyxf(num_format_str=code)
    for row in range(3):
        for column in range(2):
            sheet.write(row, column, row * 10 + column + 1.5, broken)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("name", "build"), [("only.xlsx", _numbers_xlsx), ("only.xls", _numbers_xls)]
)
def test_a_workbook_of_unreadable_formats_only_is_not_empty(name: str, build: Any) -> None:
    """Every value under the broken format: the workbook is read (grade A, its numbers raw),
    not graded C as if every sheet were empty."""
    doc = read(build("[Red0.00"), name)
    assert doc.grade == "A"
    assert [b.text for b in doc.blocks] == ["1.5 | 2.5", "11.5 | 12.5", "21.5 | 22.5"]
    assert all("unformatted" in b.flags for b in doc.blocks)
