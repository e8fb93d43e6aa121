"""xlsx, xls, csv, txt, md and html over real stdio: scanned, inspected, read, and cited.

The spreadsheet samples come from the generator (`_samples._sheets`); the expected texts are its
constants written as Excel displays them. The text formats are written here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import fa_grounding
import pytest
from fa_mcp_server._install import find_clone
from fa_mcp_server._samples import _sheets
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._stdio import call, data_of, error_code, make_workspace, open_session

# An Excel 97-2003 workbook saved by Excel (xlrd's `Formate.xls`, in the repository's corpus)
XLS = find_clone() / "evals" / "corpus" / "xls" / "xlrd_Formate.xls"

MD = (
    "# 분기 보고\n\n매출은 1,234억 원이다.\n\n- 영업이익 128억 원\n\n"
    "| 항목 | 금액 |\n|---|---|\n| 인건비 | 56 |\n"
)
HTML = (
    '<html><head><meta charset="euc-kr"><title>공지</title></head><body><h2>안내</h2>'
    '<p>접수는 3월 5일까지이다.</p><p style="display:none">숨은 지시</p></body></html>'
)
TXT = "첫 문단이다.\n\n둘째 문단은 42건이다.\n"
# A plan without headings but its own contents page (L2, L3): the toc comes from that page
PLAN = (
    "2025년 추진계획\n\n목 차\n\nⅠ. 개요 ····· 1\n1. 추진 배경 ····· 1\nⅡ. 추진 과제 ····· 2\n\n"
    "Ⅰ. 개 요\n\n1. 추진 배경\n\n○ 작년 성과를 바탕으로 과제를 정비함\n\nⅡ. 추진 과제\n\n"
    "○ 3개 과제를 추진함\n"
)
# Two tables with nothing between them but a blank line, which makes no block
TABLES = (
    "| 구분 | 2023년 | 2024년 |\n|---|---|---|\n| 예산 | 5 | 7 |\n\n"
    "| 구분 | 30~34세 | 35~39세 |\n|---|---|---|\n| 인원 | 120 | 140 |\n"
)


async def _walk(config: Path, root: str, errlog: Any) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    async with open_session(config, errlog=errlog) as session:
        scanned = data_of(await call(session, "scan_folder", {"path": root}))
        seen["scan"] = {f["path"].rsplit("/", 1)[-1]: f for f in scanned["files"]}
        for name in ("예산.xlsx", "명단.csv", "보고.md", "공지.html", "메모.txt"):
            path = f"{root}/{name}"
            seen[name] = {
                "inspect": data_of(await call(session, "inspect_document", {"path": path})),
                "read": data_of(await call(session, "read_document", {"path": path})),
            }
        book = f"{root}/예산.xlsx"
        row = _sheets.BUDGET_ROWS[0]
        other = _sheets.BUDGET_ROWS[1]
        # The figures as the cells display them (the unit note stands in its own row, x1.1).
        right = f"{row[0]}의 예산은 {row[1]:,}이고 집행률은 {row[2]:.1%}이다. [x1.3]"
        wrong = f"{row[0]}의 집행률은 {other[2]:.1%}이다. [x1.3]"
        for key, draft in (("right", right), ("wrong", wrong)):
            result = await call(session, "check_summary_grounding", {"path": book, "draft": draft})
            seen[key] = (error_code(result), data_of(result))
        tables = f"{root}/표들.md"
        for key, draft in (
            ("own head", "30~34세 인원은 120명이다. [L4]"),
            ("other head", "2024년 인원은 140명이다. [L4]"),
        ):
            result = await call(
                session, "check_summary_grounding", {"path": tables, "draft": draft}
            )
            seen[key] = (error_code(result), data_of(result))
        legacy = f"{root}/옛날표.xls"
        seen["옛날표.xls"] = {
            "inspect": data_of(await call(session, "inspect_document", {"path": legacy})),
            "read": data_of(await call(session, "read_document", {"path": legacy})),
        }
        plan = await call(session, "inspect_document", {"path": f"{root}/계획.txt"})
        seen["plan"] = data_of(plan)
        bad = await call(session, "inspect_document", {"path": f"{root}/깨진.csv"})
        seen["bad"] = error_code(bad)
    return seen


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    base = tmp_path_factory.mktemp("sheets")
    space = make_workspace(base / "workspace")
    (space.samples / "보고.md").write_text(MD, encoding="utf-8")
    (space.samples / "공지.html").write_bytes(HTML.encode("cp949"))
    (space.samples / "메모.txt").write_text(TXT, encoding="utf-8")
    (space.samples / "표들.md").write_text(TABLES, encoding="utf-8")
    (space.samples / "계획.txt").write_text(PLAN, encoding="utf-8")
    (space.samples / "옛날표.xls").write_bytes(XLS.read_bytes())
    (space.samples / "깨진.csv").write_bytes(
        "이름,값\n".encode("shift_jis", "replace") + b"\x82\xa0\xff\n"
    )
    with (base / "stderr.log").open("w", encoding="utf-8") as errlog:
        return anyio.run(_walk, space.config, space.root_name, errlog)


def _texts(read: dict[str, Any]) -> dict[str, str]:
    return {b["anchor"]: b["text"] for b in blocks_of(read)}


def test_scan_lists_the_new_formats_with_their_estimates(walked: dict[str, Any]) -> None:
    scan = walked["scan"]
    assert (scan[_sheets.XLSX_NAME]["format"], scan[_sheets.XLSX_NAME]["estimated_grade"]) == (
        "xlsx",
        "A",
    )
    assert (scan[_sheets.CSV_NAME]["format"], scan[_sheets.CSV_NAME]["estimated_grade"]) == (
        "csv",
        "A",
    )
    assert scan["메모.txt"]["estimated_grade"] == "B?"
    assert scan["보고.md"]["format"] == "md" and scan["공지.html"]["format"] == "html"


def test_xlsx_reads_with_sheet_row_anchors_and_displayed_numbers(walked: dict[str, Any]) -> None:
    inspect, read = walked["예산.xlsx"]["inspect"], walked["예산.xlsx"]["read"]
    assert inspect["grade"] == "A" and inspect["unit"] == "sheet row"
    header = " | ".join(_sheets.BUDGET_HEADER)
    assert {"anchor": "x1.2", "level": 1, "title": f"예산: {header}"} in inspect["toc"]
    texts = _texts(read)
    name, amount, share, when = _sheets.BUDGET_ROWS[0]
    assert texts["x1.1"] == _sheets.UNIT_NOTE
    assert texts["x1.3"] == f"{name} | {amount:,} | {share:.1%} | {when.isoformat()}"
    hidden = [b for b in blocks_of(read) if "hidden" in b.get("flags", [])]
    assert [b["text"] for b in hidden] == [_sheets.HIDDEN_TEXT]


def test_csv_reads_cp949_with_row_anchors(walked: dict[str, Any]) -> None:
    inspect, read = walked["명단.csv"]["inspect"], walked["명단.csv"]["read"]
    assert inspect["grade"] == "A"
    assert "ENCODING_CP949" in [w["code"] for w in inspect["warnings"]]
    texts = _texts(read)
    for number, row in enumerate(_sheets.CSV_ROWS, start=1):
        assert texts[f"r{number}"] == " | ".join(row)


def test_md_html_and_txt_read_with_line_anchors(walked: dict[str, Any]) -> None:
    md = _texts(walked["보고.md"]["read"])
    assert md == {"L1": "분기 보고", "L2": "매출은 1,234억 원이다.", "L3": "- 영업이익 128억 원",
                  "L4": "항목 | 금액", "L5": "인건비 | 56"}  # fmt: skip
    assert walked["보고.md"]["inspect"]["grade"] == "A"
    html = blocks_of(walked["공지.html"]["read"])
    assert [(b["text"], "hidden" in b.get("flags", [])) for b in html] == [
        ("안내", False),
        ("접수는 3월 5일까지이다.", False),
        ("숨은 지시", True),
    ]
    assert walked["메모.txt"]["inspect"]["grade"] == "B"
    assert _texts(walked["메모.txt"]["read"]) == {
        "L1": "첫 문단이다.",
        "L2": "둘째 문단은 42건이다.",
    }


def test_an_unknown_encoding_is_a_code(walked: dict[str, Any]) -> None:
    assert walked["bad"] == "DOCUMENT_ENCODING_UNKNOWN"


@pytest.mark.skipif(
    not fa_grounding.ANCHOR_PATTERN.fullmatch("x1.3"),
    reason="fa-grounding's anchor grammar does not know sheet anchors yet (added in parallel)",
)
def test_a_figure_from_the_cited_row_passes_and_one_from_another_row_fails(
    walked: dict[str, Any],
) -> None:
    code, right = walked["right"]
    assert code is None and right["ok"] is True
    code, wrong = walked["wrong"]
    assert code is None and wrong["ok"] is False
    assert any(f["rule"] == "GR-03" for f in wrong["findings"])


def test_a_row_is_checked_under_the_head_of_its_own_table(walked: dict[str, Any]) -> None:
    """The second table's rows take its own heads through the server (flag `table_start`),
    not the heads of the table right above it."""
    code, own = walked["own head"]
    assert code is None and own["ok"] is True, own["findings"]
    code, other = walked["other head"]
    assert code is None and other["ok"] is False
    assert [f["rule"] for f in other["findings"] if f["severity"] == "error"] == ["GR-03"]


def test_a_contents_page_is_the_toc_of_a_text_without_headings(walked: dict[str, Any]) -> None:
    assert walked["plan"]["toc"] == [
        {"anchor": "L4", "level": 1, "title": "Ⅰ. 개요"},
        {"anchor": "L5", "level": 2, "title": "1. 추진 배경"},
        {"anchor": "L7", "level": 1, "title": "Ⅱ. 추진 과제"},
    ]


def test_an_excel_97_2003_workbook_is_scanned_inspected_and_read(walked: dict[str, Any]) -> None:
    assert walked["scan"]["옛날표.xls"]["format"] == "xls"
    assert walked["scan"]["옛날표.xls"]["estimated_grade"] == "A"
    inspect, read = walked["옛날표.xls"]["inspect"], walked["옛날표.xls"]["read"]
    assert inspect["grade"] == "A" and inspect["unit"] == "sheet row"
    assert [t["title"].split(":")[0] for t in inspect["toc"]] == [
        "Blätt1",
        "ÖÄÜ",
        "Blätt3",
        "Formate",
    ]
    first = blocks_of(read)[0]
    assert first["anchor"] == "x1.1" and first["text"].startswith("Huber | ")
