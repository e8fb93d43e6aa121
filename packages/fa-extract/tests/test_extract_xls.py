"""Legacy Excel 97-2003 workbooks (.xls): written here with xlwt, each value and format the test
puts in the file stated as Excel shows it; hostile streams built with the compound-file writer
of `hwp_build`; one real workbook made by Excel (xlrd's `Formate.xls`)."""

from __future__ import annotations

import datetime as dt
import importlib.util
import io
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import xlwt  # pyright: ignore[reportMissingTypeStubs] (xlwt ships no stubs)
from fa_extract import ExtractError, Extractor
from fa_extract._document import finalize
from fa_extract._limits import Limits
from fa_extract._preflight import preflight
from fa_extract._readers import reader_for
from fa_extract._readers.xls import parse

CORPUS = Path(__file__).resolve().parents[3] / "evals" / "corpus"
_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_build)
compound_file = _build.compound_file


def _xls(build: Callable[[Any], None]) -> bytes:
    book = xlwt.Workbook(encoding="utf-8")
    build(book)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _budget(book: Any) -> None:
    sheet = book.add_sheet("예산")
    money = xlwt.easyxf(num_format_str="#,##0")
    share = xlwt.easyxf(num_format_str="0.0%")
    day = xlwt.easyxf(num_format_str="yyyy-mm-dd")
    sheet.write(0, 0, "(단위: 천원)")
    for col, head in enumerate(("구분", "예산", "집행률", "기준일")):
        sheet.write(1, col, head)
    sheet.write(2, 0, "인건비")
    sheet.write(2, 1, 1234000, money)
    sheet.write(2, 2, 0.125, share)
    sheet.write(2, 3, dt.date(2025, 3, 5), day)
    sheet.write(3, 0, "운영비")
    sheet.write(3, 1, 56000, money)
    sheet.write(3, 2, True)
    sheet.write(5, 1, "띄운 행")  # column B only: a sparse row keeps its letter


def _rows(data: bytes) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(b.anchor, b.text, b.flags) for b in parse(data, Limits()).blocks]


def test_rows_read_as_excel_shows_them_with_sheet_row_anchors() -> None:
    parsed = parse(_xls(_budget), Limits())
    assert [(b.anchor, b.text) for b in parsed.blocks] == [
        ("x1.1", "(단위: 천원)"),
        ("x1.2", "구분 | 예산 | 집행률 | 기준일"),
        ("x1.3", "인건비 | 1,234,000 | 12.5% | 2025-03-05"),
        ("x1.4", "운영비 | 56,000 | TRUE"),
        ("x1.6", "B: 띄운 행"),
    ]
    assert parsed.format == "xls"


def test_the_header_row_is_flagged_and_is_the_sheets_toc_entry() -> None:
    parsed = parse(_xls(_budget), Limits())
    flags = {b.anchor: b.flags for b in parsed.blocks}
    assert flags["x1.1"] == ("table", "table_start")
    assert "heading" in flags["x1.2"]
    assert [(t.anchor, t.title) for t in parsed.toc] == [
        ("x1.2", "예산: 구분 | 예산 | 집행률 | 기준일")
    ]


def _hidden(book: Any) -> None:
    shown = book.add_sheet("보이는 시트")
    shown.write(0, 0, "이름")
    shown.write(0, 1, "값")
    shown.write(1, 0, "가")
    shown.write(1, 1, 1)
    shown.write(2, 0, "숨은 행")
    shown.row(2).hidden = True
    shown.write(3, 0, "나")
    shown.write(3, 2, "숨은 열의 값")
    shown.col(2).hidden = True
    shown.write_merge(4, 4, 0, 1, "병합된 칸")
    secret = book.add_sheet("숨은 시트")
    secret.write(0, 0, "비밀")
    secret.visibility = 1


def test_hidden_sheets_rows_and_columns_are_flagged_and_merged_cells_read_once() -> None:
    parsed = parse(_xls(_hidden), Limits())
    rows = {b.anchor: (b.text, "hidden" in b.flags) for b in parsed.blocks}
    assert rows == {
        "x1.1": ("이름 | 값", False),
        "x1.2": ("가 | 1", False),
        "x1.3": ("숨은 행", True),
        "x1.4": ("A: 나 | C: 숨은 열의 값", True),
        "x1.5": ("병합된 칸", False),
        "x2.1": ("비밀", True),
    }
    assert "HIDDEN_TEXT" in [w.code for w in parsed.warnings]
    assert [t.title.split(":")[0] for t in parsed.toc] == ["보이는 시트"]  # not the hidden one


def test_dates_follow_the_workbooks_1904_base() -> None:
    def build(book: Any) -> None:
        book.dates_1904 = True
        book.add_sheet("날짜").write(
            0, 0, dt.date(2024, 2, 29), xlwt.easyxf(num_format_str="yyyy-mm-dd")
        )

    assert [(anchor, text) for anchor, text, _ in _rows(_xls(build))] == [("x1.1", "2024-02-29")]


def test_through_preflight_and_finalize_an_xls_is_grade_a() -> None:
    data = _xls(_budget)
    limits = Limits()
    fmt = preflight(data, "예산.xls", limits)
    reader = reader_for(fmt)
    assert fmt == "xls" and reader is not None
    doc = finalize(reader.load().parse(data, limits))
    assert doc.grade == "A" and doc.blocks[2].anchor == "x1.3"


def _biff(*records: tuple[int, bytes]) -> bytes:
    return b"".join(struct.pack("<HH", kind, len(body)) + body for kind, body in records)


BOF = (0x0809, struct.pack("<HHHHII", 0x0600, 0x0005, 0, 0, 0, 0))
EOF_RECORD = (0x000A, b"")


def test_a_password_protected_workbook_is_encrypted_before_any_cell_is_read() -> None:
    stream = _biff(BOF, (0x002F, b"\x01\x00" + bytes(52)), EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_ENCRYPTED"
    assert "never asks for a password" in caught.value.message


def test_a_flood_of_formatted_blank_cells_is_refused_from_its_records() -> None:
    # One MULBLANK record names 255 blank cells in 516 bytes: 10,000 records name 2,550,000
    # cells, past `max_cells`, in a 5 MB stream; xlrd would build every one of them.
    blanks = struct.pack("<HH", 0, 0) + struct.pack("<H", 15) * 255 + struct.pack("<H", 254)
    stream = _biff(BOF, *[(0x00BE, blanks)] * 10_000, EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_a_record_past_the_end_of_its_stream_is_corrupt() -> None:
    stream = _biff(BOF) + struct.pack("<HH", 0x0203, 400) + b"\x00" * 10
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_CORRUPT"


def test_a_compound_file_without_a_workbook_is_a_mismatch() -> None:
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"WordDocument": b"\x00" * 64}), Limits())
    assert caught.value.code == "FORMAT_MISMATCH"
    assert "not an Excel workbook" in caught.value.message


@pytest.mark.parametrize(
    ("body", "step"),
    [
        (b"<html><body><table><tr><td>1</td></tr></table></body></html>", "Rename it to .html"),
        (
            b'<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">'
            b"</Workbook>",
            "save it as .xlsx",
        ),
        ("이름,값\n가,1\n".encode(), "Rename it to .csv"),
        # Excel's "Single File Web Page" (MHTML) saved under .xls, as four of xls2xlsx's test
        # files are: its HTML is quoted-printable inside MIME parts, which fa's HTML reader
        # does not unpack, so "rename it to .html" would send the person to a second refusal.
        (
            b"MIME-Version: 1.0\nX-Document-Type: Workbook\nContent-Type: multipart/related; "
            b'boundary="----=_NextPart_01"\n\n------=_NextPart_01\nContent-Type: text/html\n\n'
            b'<html xmlns:x=3D"urn:schemas-microsoft-com:office:excel"><table><tr><td>1</td>'
            b"</tr></table></html>\n",
            "save it as .xlsx",
        ),
    ],
)
def test_text_under_an_excel_name_says_what_it_is_and_what_to_do(body: bytes, step: str) -> None:
    with pytest.raises(ExtractError) as caught:
        preflight(body, "다운로드.xls", Limits())
    assert caught.value.code == "FORMAT_MISMATCH"
    assert step in caught.value.message


def test_excels_own_workbook_reads_every_sheet_in_tab_order() -> None:
    """`Formate.xls` (xlrd's tests, saved by Excel): four sheets named with umlauts, names and
    dates in custom formats on the first."""
    data = (CORPUS / "xls" / "xlrd_Formate.xls").read_bytes()
    parsed = parse(data, Limits())
    sheets = sorted({b.anchor.split(".")[0] for b in parsed.blocks})
    assert sheets == ["x1", "x2", "x3", "x4"]
    assert [t.title.split(":")[0] for t in parsed.toc] == ["Blätt1", "ÖÄÜ", "Blätt3", "Formate"]
    first = [b.text for b in parsed.blocks if b.anchor.startswith("x1.")]
    assert first[0].startswith("Huber | ") and first[1].startswith("Äcker | ")


def test_an_xls_named_xlsx_is_told_to_take_its_own_name() -> None:
    with pytest.raises(ExtractError) as caught:
        preflight(_xls(_budget), "예산.xlsx", Limits())
    assert caught.value.code == "FORMAT_MISMATCH"
    assert "Rename it to .xls" in caught.value.message


def test_a_workbook_that_is_a_storage_not_a_stream_is_corrupt_not_a_crash() -> None:
    # Found by damaging xlwt's sample files: one changed byte in a directory entry made the
    # `Workbook` entry a storage, and olefile's size query raised TypeError.
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook/Sheet": b"\x00" * 64}), Limits())
    assert caught.value.code == "DOCUMENT_CORRUPT"


def _difat_ending_in_difsect(data: bytes) -> bytes:
    """The workbook with the last pointer of its (one) DIFAT sector set to DIFSECT, as the
    program behind xlrd's `issue85.xls` (a 9 MB product export) writes it; the specification
    wants ENDOFCHAIN there, and olefile refuses anything else."""
    shift, first, count = (
        struct.unpack_from("<H", data, 0x1E)[0],
        *struct.unpack_from("<II", data, 0x44),
    )
    assert count == 1  # the workbook is big enough to need one DIFAT sector, no more
    size = 1 << shift
    last = (first + 1) * size + size - 4
    assert struct.unpack_from("<I", data, last)[0] == 0xFFFFFFFE
    return data[:last] + struct.pack("<I", 0xFFFFFFFC) + data[last + 4 :]


def test_a_large_workbook_whose_difat_ends_in_difsect_is_read() -> None:
    def build(book: Any) -> None:
        sheet = book.add_sheet("큰 시트")
        for row in range(130):  # 130 strings of 30,000 syllables: 7.8 MB, past 109 FAT sectors
            sheet.write(row, 0, "가" * 30_000 + str(row))
        sheet.write(0, 1, "끝")

    data = _difat_ending_in_difsect(_xls(build))
    parsed = parse(data, Limits())
    assert len(parsed.blocks) == 130
    assert parsed.blocks[0].text.endswith("0 | 끝")
    assert parsed.blocks[129].text == "가" * 30_000 + "129"


def test_an_xlsx_named_xls_is_told_to_take_its_own_name() -> None:
    import xlsxwriter  # pyright: ignore[reportMissingTypeStubs]

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out)
    book.add_worksheet().write(0, 0, "값")
    book.close()
    with pytest.raises(ExtractError) as caught:
        preflight(out.getvalue(), "다운로드.xls", Limits())
    assert caught.value.code == "FORMAT_MISMATCH"
    assert "Rename it to .xlsx" in caught.value.message


@pytest.mark.parametrize(
    ("value", "code", "shown"),
    [
        (dt.date(2025, 3, 5), 'yyyy"년" m"월" d"일"', "2025년 3월 5일"),
        (dt.date(2025, 3, 5), "[$-412]yyyy-mm-dd", "2025-03-05"),
        (1234567, "[$₩-412]#,##0", "₩1,234,567"),
        (1234567, '#,##0"원"', "1,234,567원"),
        (-1234.5, "[Red]#,##0;[Blue](#,##0)", "(1,235)"),
        (0, '#,##0;-#,##0;"-"', "-"),
        (123456789, "0.00E+00", "1.23E+08"),
        (1.25, "# ?/?", "1 1/4"),
        # A number in a cell formatted as text (`@`, Excel's "텍스트"), as exports put their
        # codes and years: Excel shows the number as typed, not the `@`.
        (12345, "@", "12345"),
        (2024, '"연도: "@', "2024"),
        # Names under the Korean locale (`[$-412]`) are Korean, as Excel writes them; the
        # system long date and time (`[$-F800]`, `[$-F400]`, what Excel's "long date" picks)
        # follow a Korean system, as the built-in locale formats do.
        (dt.date(2025, 3, 5), '[$-412]yyyy"년" m"월" d"일" dddd', "2025년 3월 5일 수요일"),
        (dt.date(2025, 3, 5), '[$-412]mmmm d"일" (ddd)', "3월 5일 (수)"),
        (dt.datetime(2025, 3, 5, 14, 30), "[$-412]AM/PM h:mm", "오후 2:30"),
        (dt.date(2025, 3, 5), "[$-F800]dddd\\,\\ mmmm\\ dd\\,\\ yyyy", "2025년 3월 5일 수요일"),
        (dt.datetime(2025, 3, 5, 14, 30, 5), "[$-F400]h:mm:ss\\ AM/PM", "오후 2:30:05"),
        (dt.date(2025, 3, 5), "[$-409]dddd, mmmm dd, yyyy", "Wednesday, March 05, 2025"),
        # Elapsed times as xls2xlsx's `timedelta1.xls` holds them, beside the values its author
        # wrote out (1:57:57 stored as 0.0819097222192795 days, a hair under 7,077 seconds):
        # letters escaped or quoted in a time format are text, not hours, minutes or seconds.
        (0.0819097222192795, "[h]\\hm\\ms\\s", "1h57m57s"),
        (0.0819097222192795, '[h]" hours "mm" min"', "1 hours 57 min"),
        (0.0819097222192795, "[s]", "7077"),
        (0.0819097222192795, "[m]:ss", "117:57"),
        # A date cell holding 0, as exports write a missing date (pyexcel's `date_field.xls`):
        # Excel shows the 1900 system's day 0, "January 0, 1900", not 1899-12-31.
        (0, "DD/MM/YY", "00/01/00"),
        (0.5, "yyyy-mm-dd hh:mm", "1900-01-00 12:00"),
        (1, "yyyy-mm-dd", "1900-01-01"),
    ],
)
def test_korean_and_other_number_formats_show_as_excel_shows_them(
    value: object, code: str, shown: str
) -> None:
    def build(book: Any) -> None:
        book.add_sheet("형식").write(0, 0, value, xlwt.easyxf(num_format_str=code))

    assert [text for _, text, _ in _rows(_xls(build))] == [shown]


def test_a_password_record_after_write_protection_is_still_encrypted() -> None:
    stream = _biff(BOF, (0x0086, b""), (0x002F, b"\x01\x00" + bytes(52)), EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_ENCRYPTED"


def test_a_password_record_deep_in_the_stream_is_damage_not_encryption() -> None:
    # Excel writes FILEPASS right after the workbook's BOF (after WRITEPROT at most). Found by
    # damaging the length of one NAME record of a real workbook: the records after it were
    # read out of step and one header came out as FILEPASS, and fa called the file
    # password-protected; a person would have asked its owner for a password it never had.
    codepage, interface = (0x0042, struct.pack("<H", 1200)), (0x00E1, b"\x00\x00")
    stream = _biff(BOF, interface, codepage, (0x002F, b"\x01\x00" + bytes(52)), EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_CORRUPT"


@pytest.mark.parametrize(("bof", "version"), [(0x0009, "2.x"), (0x0209, "3.0"), (0x0409, "4.0")])
def test_an_excel_2_to_4_worksheet_is_an_old_version_with_its_step(bof: int, version: str) -> None:
    # Before Excel 5 a worksheet was its BIFF stream alone, without a compound file; none of
    # 112 real .xls files from package registries was one, so fa names it rather than reads it.
    number = struct.pack("<HH", 0, 0) + b"\x00\x00\x00" + struct.pack("<d", 1.5)
    data = _biff((bof, struct.pack("<HH", 0, 0x0010)), (0x0003, number), EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        preflight(data, "옛 자료.xls", Limits())
    assert caught.value.code == "FORMAT_VERSION_UNSUPPORTED"
    assert f"Excel {version}" in caught.value.message
    assert "save it as .xlsx" in caught.value.message


def _xf() -> tuple[int, bytes]:
    return (0x00E0, struct.pack("<HHHBBBBIIH", 0, 0, 0xFFF5, 0x20, 0, 0, 0, 0, 0, 0x20C0))


def _name(index: int) -> tuple[int, bytes]:
    label = f"N{index}".encode()
    return (
        0x0018,
        struct.pack("<HBBHHHBBBB", 0, 0, len(label), 0, 0, 0, 0, 0, 0, 0) + b"\x00" + label,
    )


@pytest.mark.parametrize(
    ("records", "what"),
    [
        # xlrd builds an object for each style: 200,000 XF records (4.7 MB) took it 3.9 s
        # and 276 MB, a 100 MB file would take minutes. A cell names its style in 16 bits,
        # so no workbook uses more than 65,536 (the real ones held up to 423).
        ([_xf()] * 65_537, "cell styles"),
    ],
)
def test_a_flood_of_styles_is_refused_from_its_records(
    records: list[tuple[int, bytes]], what: str
) -> None:
    stream = _biff(BOF, *records, EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"
    assert what in caught.value.message


def test_a_flood_of_column_ranges_in_a_sheet_is_refused_from_its_records() -> None:
    # xlrd writes each COLINFO record into every column it covers (up to 256): 300,000 of
    # them took 2 s. A sheet has 256 columns; the real ones held up to 30 ranges.
    every_column = (0x007D, struct.pack("<HHHHHH", 0, 255, 0, 15, 0x01, 0))
    sheet_bof = (0x0809, struct.pack("<HHHHII", 0x0600, 0x0010, 0, 0, 0, 0))
    stream = _biff(BOF, EOF_RECORD, sheet_bof, *[every_column] * 1_025, EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits())
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"
    assert "column" in caught.value.message


def test_merged_ranges_count_against_the_cells_a_workbook_may_hold() -> None:
    # One MERGEDCELLS record names 1,027 ranges in 8 KB; xlrd keeps a tuple for each.
    ranges = struct.pack("<H", 1_027) + struct.pack("<HHHH", 0, 1, 0, 1) * 1_027
    sheet_bof = (0x0809, struct.pack("<HHHHII", 0x0600, 0x0010, 0, 0, 0, 0))
    stream = _biff(BOF, EOF_RECORD, sheet_bof, *[(0x00E5, ranges)] * 100, EOF_RECORD)
    with pytest.raises(ExtractError) as caught:
        parse(compound_file({"Workbook": stream}), Limits(max_cells=100_000))
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_a_compound_file_whose_directory_is_garbage_is_corrupt_not_another_format() -> None:
    # xls2xlsx's `workbook_corruption.xls`: its directory's first entry is noise, so no
    # stream at all can be found; that is damage, not a Word or Hangul file renamed.
    data = bytearray(compound_file({"Workbook": _biff(BOF, EOF_RECORD)}))
    directory = (struct.unpack_from("<I", data, 0x30)[0] + 1) * 512
    data[directory : directory + 64] = bytes(range(7, 71))  # the root's name
    data[directory + 66] = 0  # its type: empty, where the root must be
    data[directory + 76 : directory + 80] = b"\xff" * 4  # no child: no stream to be found
    with pytest.raises(ExtractError) as caught:
        parse(bytes(data), Limits())
    assert caught.value.code == "DOCUMENT_CORRUPT"


def test_a_real_workbooks_times_read_as_its_author_wrote_them_beside() -> None:
    """`timedelta1.xls` (xls2xlsx's tests, a BIFF 5 stream): each row holds a date, time or
    elapsed time in column A and, in column B, the text its author expected Excel to show."""
    parsed = parse((CORPUS / "xls" / "xls2xlsx_timedelta1.xls").read_bytes(), Limits())
    rows = [b.text.split(" | ") for b in parsed.blocks[1:]]
    assert len(rows) == 7
    assert all(shown == expected for shown, expected in rows), rows


def _one_sheet_book(*globals_records: tuple[int, bytes]) -> bytes:
    """A workbook of one sheet holding 1.5 in A1, with `globals_records` in its globals."""
    font = (0x0031, struct.pack("<HHHHHBBBB", 200, 0, 0x7FFF, 400, 0, 0, 0, 0, 0) + b"\x01\x00A")
    head = _biff(BOF, *[font] * 5, *[_xf()] * 16, *globals_records)
    sheet_at = len(head) + 13 + 4  # after its BOUNDSHEET (13 bytes) and the globals' EOF
    boundsheet = (0x0085, struct.pack("<IBB", sheet_at, 0, 0) + b"\x01\x00S")
    sheet_bof = (0x0809, struct.pack("<HHHHII", 0x0600, 0x0010, 0, 0, 0, 0))
    number = (0x0203, struct.pack("<HHHd", 0, 0, 15, 1.5))
    stream = head + _biff(boundsheet, EOF_RECORD, sheet_bof, number, EOF_RECORD)
    return compound_file({"Workbook": stream})


@pytest.mark.parametrize(
    "formula",
    [
        b"\x23\x01\x00\x00\x00",  # the name refers to itself: xlrd gives up on the workbook
        b"\x1e\x01\x00" + b"\x13" * 4_000,  # 4,000 nested negations
    ],
)
def test_a_name_xlrd_cannot_evaluate_does_not_cost_the_workbook_its_cells(formula: bytes) -> None:
    # fa reads no defined name (a formula's cached value is in its cell), but xlrd evaluates
    # every one and refused a whole workbook for a name referring to itself.
    name = (0x0018, struct.pack("<HBBH", 0, 0, 1, len(formula)) + bytes(8) + b"\x00N" + formula)
    assert [text for _, text, _ in _rows(_one_sheet_book(name))] == ["1.5"]


def test_an_empty_workbook_is_no_text_with_a_workbooks_step(extractor: Extractor) -> None:
    """A workbook whose sheets hold no value has nothing to read; the step says so, not to ask
    for a picture of it (found on the held-out set: five exports of empty sheets)."""

    def build(book: Any) -> None:
        book.add_sheet("빈 시트")

    with pytest.raises(ExtractError) as caught:
        extractor.read(io.BytesIO(_xls(build)), "빈 통계.xls")
    assert caught.value.code == "DOCUMENT_NO_TEXT"
    assert "no values" in caught.value.message and "PNG" not in caught.value.message
