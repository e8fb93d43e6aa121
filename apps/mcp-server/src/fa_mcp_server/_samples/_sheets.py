"""The Korean spreadsheet samples: `예산.xlsx` (XlsxWriter) and `명단.csv` (CP949, as Excel saves).

The workbook has a `(단위: 백만원)` table with a thousands-separated amount column, a percentage
column and a date column, a second sheet that is a defined table, and a hidden sheet. Values are
stored as Excel stores them (numbers with number formats, dates as serials), so the golden file
`evals/golden/samples_sheets.json` is written by hand from the constants below: the displayed
text is what Excel shows for each format.
"""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

from fa_mcp_server._samples import write_files
from fa_mcp_server._samples._office import _fixed_zip

__all__ = ("CSV_NAME", "XLSX_NAME", "build_csv", "build_xlsx", "make_sheets")

XLSX_NAME = "예산.xlsx"
CSV_NAME = "명단.csv"
BOOK_TITLE = "2025년 부서별 예산"

# --- the words of the workbook (the golden file quotes these) ------------------------------------
UNIT_NOTE = "(단위: 백만원)"
BUDGET_HEADER = ("부서", "예산", "집행률", "집행일")
# (department, budget in millions of won, execution rate, date of execution)
BUDGET_ROWS = (
    ("경영지원팀", 1234000, 0.125, dt.date(2025, 3, 5)),
    ("연구개발팀", 2500000, 0.482, dt.date(2025, 4, 30)),
    ("영업팀", 980500, 0.056, dt.date(2025, 6, 2)),
)
BUDGET_TOTAL = ("합계", 4714500)
FOOTNOTE = "집행률은 6월 말 기준이다."
PLAN_SHEET = "분기 계획"
PLAN_HEADER = ("분기", "목표(백만원)", "증감")
PLAN_ROWS = (("1분기", 1100000, 0.031), ("2분기", 1350000, -0.024))
HIDDEN_SHEET = "내부 메모"
HIDDEN_TEXT = "비공개: 예비비 300,000 백만원"

# --- the CSV ---------------------------------------------------------------------------------
CSV_ROWS = (
    ("이름", "부서", "입사일", "연봉(만원)"),
    ("김민준", "경영지원팀", "2019-03-04", "5,200"),
    ("이서연", "연구개발팀", "2021-07-19", "6,100"),
    ("박지훈", "영업팀", "2023-01-02", "4,350"),
)


def build_xlsx() -> bytes:
    """The Korean budget workbook (see the module docstring); deterministic bytes."""
    import xlsxwriter

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    book.set_properties({"title": BOOK_TITLE, "created": dt.datetime(2025, 7, 1)})
    money = book.add_format({"num_format": "#,##0"})
    rate = book.add_format({"num_format": "0.0%"})
    day = book.add_format({"num_format": "yyyy-mm-dd"})

    sheet = book.add_worksheet("예산")
    sheet.write("A1", UNIT_NOTE)
    sheet.write_row("A2", BUDGET_HEADER)
    for offset, (name, amount, share, when) in enumerate(BUDGET_ROWS):
        row = 2 + offset
        sheet.write_string(row, 0, name)
        sheet.write_number(row, 1, amount, money)
        sheet.write_number(row, 2, share, rate)
        sheet.write_datetime(row, 3, dt.datetime.combine(when, dt.time()), day)
    total_row = 2 + len(BUDGET_ROWS)
    sheet.write_string(total_row, 0, BUDGET_TOTAL[0])
    # A formula with its cached value, as Excel saves it; fa reads the value, never calculates.
    sheet.write_formula(total_row, 1, f"=SUM(B3:B{total_row})", money, BUDGET_TOTAL[1])
    sheet.write_string(total_row + 2, 0, FOOTNOTE)

    plan = book.add_worksheet(PLAN_SHEET)
    last = 1 + len(PLAN_ROWS)
    plan.add_table(
        0, 0, last - 1, 2, {"columns": [{"header": h} for h in PLAN_HEADER], "autofilter": False}
    )
    change = book.add_format({"num_format": "+0.0%;-0.0%"})
    for offset, (quarter, target, delta) in enumerate(PLAN_ROWS):
        plan.write_string(1 + offset, 0, quarter)
        plan.write_number(1 + offset, 1, target, money)
        plan.write_number(1 + offset, 2, delta, change)

    hidden = book.add_worksheet(HIDDEN_SHEET)
    hidden.write("A1", HIDDEN_TEXT)
    hidden.hide()
    book.close()
    return _fixed_zip(out.getvalue(), BOOK_TITLE)


def build_csv() -> bytes:
    """The staff list as Korean Excel saves "CSV": CP949, CRLF, quotes only where needed."""
    lines = []
    for row in CSV_ROWS:
        lines.append(",".join(f'"{cell}"' if "," in cell else cell for cell in row))
    return ("\r\n".join(lines) + "\r\n").encode("cp949")


def make_sheets(dest: Path) -> list[Path]:
    """Write `예산.xlsx` and `명단.csv` into `dest` (created if missing); return their paths.

    Raises:
        OSError: `dest` cannot be created or written.
    """
    return write_files(dest, {XLSX_NAME: build_xlsx(), CSV_NAME: build_csv()})
