"""The smoke walk over two documents: two years of one budget table, compared and reported.

Two DOCX files are generated into the throwaway workspace (never into a configured root: the
walk edits one of them): `예산 2023.docx` and `예산 2024.docx`, one heading, the year's total
and a table under `(단위: 억원)` whose `인건비` row changes. Over real stdio the walk compares
them, writes a report from the comparison citing `[A:..]` and `[B:..]`, checks it (a 2024
figure cited to the 2023 document is caught and the 2024 block that holds it named), previews,
saves with the person's yes in the chat, reads the front matter and the audit line for both
sources, then changes the 2024 file after a new preview and sees the save refused naming it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from fa_mcp_server._stdio import data_of, error_code

__all__ = ("BUDGETS", "plant_budgets", "several_documents")

BUDGETS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "예산 2023.docx": ("1,250억 원", [("인건비", "300"), ("시설비", "120"), ("홍보비", "15")]),
    "예산 2024.docx": ("1,320억 원", [("인건비", "310"), ("시설비", "120"), ("연구비", "45")]),
}
"""What the generator writes: each year's total and its table rows (label, 억원)."""


def _budget(path: Path, name: str, *, note: str | None = None) -> None:
    import docx

    total, rows = BUDGETS[name]
    year = name.split()[1].split(".", maxsplit=1)[0]
    document = docx.Document()
    document.add_heading(f"{year}년 예산 현황", level=1)
    document.add_paragraph(f"{year}년 총 예산은 {total}이다.")
    document.add_paragraph("(단위: 억원)")
    table = document.add_table(rows=1 + len(rows), cols=2)
    for cell, text in zip(table.rows[0].cells, ("항목", "예산"), strict=True):
        cell.text = text
    for row, values in zip(table.rows[1:], rows, strict=True):
        for cell, text in zip(row.cells, values, strict=True):
            cell.text = text
    if note is not None:  # after everything: no anchor the report cites moves
        document.add_paragraph(note)
    document.save(str(path))


def plant_budgets(folder: Path) -> None:
    """Write the two budget years into `folder` (a throwaway workspace's samples)."""
    for name in BUDGETS:
        _budget(folder / name, name)


Rule = Callable[[str, bool, str], object]


def _draft(entries: Sequence[Mapping[str, Any]]) -> tuple[str, str, str] | None:
    """A comparison report from the entries, the same report with the 2024 total cited to
    2023, and the 2024 block that holds that total."""
    changed = {str(e.get("a_text")): e for e in entries if e.get("status") == "changed"}
    total = changed.get("2023년 총 예산은 1,250억 원이다.")
    row = changed.get("인건비 | 300")
    if total is None or row is None:
        return None
    a_total, b_total = total["a"][0], total["b"][0]
    a_row, b_row = row["a"][0], row["b"][0]
    draft = f"""\
# 2023·2024 예산 비교

## 요약 / Summary

총 예산은 1,250억 원에서 1,320억 원으로 늘었다 [{a_total}, {b_total}].

## 주요 내용 / Key points

### 문서별 / Per document

- 2023년 인건비는 300억 원이다 [{a_row}].

### 문서 간 / Across documents

- 인건비는 300억 원에서 310억 원이 되었다 [{a_row}, {b_row}].

## 구조 / Structure

- 두 문서는 같은 표 하나를 담고 있다 [A:meta, B:meta].

## 수치와 날짜 / Figures and dates

- 2024년 총 예산 1,320억 원 [{b_total}].

## 확인하지 못한 것 / Not verified

- 예산이 늘어난 까닭은 문서에 없다 [{a_total}].
"""
    wrong = draft.replace(f"1,320억 원 [{b_total}]", f"1,320억 원 [{a_total}]")
    return draft, wrong, b_total


async def several_documents(walk: Any, rule: Rule) -> None:
    """The walk above; nothing when the two budget files are not in the workspace."""
    folder = walk.space.samples
    if not all((folder / name).is_file() for name in BUDGETS):
        return
    a, b = (walk.path(name) for name in BUDGETS)
    compared = data_of(await walk.call("compare_documents", path_a=a, path_b=b))
    entries: list[Mapping[str, Any]] = list(compared.get("entries") or ())
    row = next((e for e in entries if e.get("a_text") == "인건비 | 300"), {})
    rule(
        "compare_documents pairs the 인건비 row of both years and lists its figure by value",
        row.get("status") == "changed" and row.get("figures") == ["300 -> 310"],
        json.dumps(row, ensure_ascii=False)[:200],
    )
    made = _draft(entries)
    if made is None:
        rule("a comparison report is drafted from compare_documents", False, "entries missing")
        return
    draft, wrong, holder = made
    checked = data_of(await walk.call("check_summary_grounding", paths=[a, b], draft=draft))
    rule(
        "a report over two documents citing [A:..] and [B:..] passes the check",
        checked.get("ok") is True,
        str(checked.get("findings"))[:300],
    )
    caught = data_of(await walk.call("check_summary_grounding", paths=[a, b], draft=wrong))
    details = [
        str(f.get("detail"))
        for f in caught.get("findings") or ()
        if f.get("rule") == "GR-03" and f.get("severity") == "error"
    ]
    rule(
        "a 2024 figure cited to the 2023 document is caught, naming the 2024 block",
        caught.get("ok") is False and any(holder in detail for detail in details),
        "; ".join(details)[:300],
    )
    preview = data_of(await walk.call("preview_save_report", paths=[a, b], draft=draft))
    token = preview.get("approval_token")
    saved = (
        data_of(
            await walk.call(
                "save_approved_report",
                paths=[a, b],
                draft=draft,
                approval_token=token,
                approve=True,
            )
        ).get("saved")
        or {}
    )
    name = saved.get("output_name")
    report = walk.space.output_root / str(name)
    head = report.read_text(encoding="utf-8")[:2000] if report.is_file() else ""
    audit = walk.space.output_root / "_audit.jsonl"
    lines = audit.read_text(encoding="utf-8").splitlines() if audit.is_file() else []
    last = json.loads(lines[-1]) if lines else {}
    rule(
        "the report of two documents is saved; its front matter and audit line name both",
        f'source: "{a}"' in head
        and f'source_B: "{b}"' in head
        and last.get("event") == "saved"
        and (last.get("source"), last.get("source_B")) == (a, b),
        f"{name}: {head[:200]!r}; audit {last.get('event')}",
    )
    again = data_of(await walk.call("preview_save_report", paths=[a, b], draft=draft))
    target = folder / "예산 2024.docx"
    original = target.read_bytes()
    try:
        _budget(target, "예산 2024.docx", note="수정본.")
        refused = await walk.call(
            "save_approved_report",
            paths=[a, b],
            draft=draft,
            approval_token=again.get("approval_token"),
            approve=True,
        )
        message = str((data_of(refused).get("error") or {}).get("message"))
        rule(
            "changing the 2024 source refuses the save, naming it (SOURCE_CHANGED)",
            error_code(refused) == "SOURCE_CHANGED" and f"B ({b})" in message,
            f"{error_code(refused)}: {message[:200]}",
        )
    finally:
        target.write_bytes(original)
