"""Every answer bounded, however large one row is: over real stdio, a workbook row of 16,384
cells, one csv record of a huge cell, a csv of 300,000 columns and an xls row of a million
Hangul characters are read in parts (`x1.2.1`, `r2.3`) that each answer keeps within the read
budget, through `read_document`, `build_analysis_prompt`, the `doc://` resource and the
`analyse_document` prompt, and a part is cited like any block."""

from __future__ import annotations

import io
import itertools
import json
from pathlib import Path
from typing import Any

import anyio
import fa_extract
import pytest
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._stdio import call, data_of, error_code, make_workspace, open_session
from mcp.types import TextContent, TextResourceContents

MAX_ANSWER_TOKENS = 16_000
"""The stated maximum of one answer's structured content (or one resource or prompt text), in
estimated tokens; hosts cap a result at about 25,000."""

HEADINGS = 50_000
"""A Markdown file of this many headings (a 3,000-article law has a 169,000-character toc)."""

HANGUL = "가나다라마바사아자차카타파하" * 2_000  # one shared string of 28,000 characters


def _wide_xlsx() -> bytes:
    import xlsxwriter

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("넓은 표")
    sheet.write_row(0, 0, ["항목", "값"])
    sheet.write_row(1, 0, [f"{n}번 매출 {n * 7}원" for n in range(16_384)])
    sheet.write_row(2, 0, ["합계", 12])
    book.close()
    return out.getvalue()


def _long_xls() -> bytes:
    import xlwt

    book = xlwt.Workbook(encoding="utf-8")
    sheet = book.add_sheet("긴 행")
    sheet.write(0, 0, "항목")
    for column in range(40):
        sheet.write(1, column, HANGUL)
    sheet.write(2, 0, "합계")
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _huge_record() -> bytes:
    lines = "\n".join(f"{n}번째 줄은 {n * 3}건이다." for n in range(30_000))
    return ('제목,내용\n첫째,"' + lines + '"\n끝,1\n').encode()


def _many_columns() -> bytes:
    return ",".join(str(n) for n in range(300_000)).encode() + b"\n1,2\n"


FILES = {
    "wide.xlsx": _wide_xlsx,
    "long.xls": _long_xls,
    "record.csv": _huge_record,
    "columns.csv": _many_columns,
}


def _tokens(value: Any) -> int:
    return fa_extract.estimate_tokens(json.dumps(value, ensure_ascii=False))


async def _walk(config: Path, root: str, errlog: Any) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    async with open_session(config, errlog=errlog, timeout=120) as session:
        for name in FILES:
            path = f"{root}/{name}"
            reads: list[dict[str, Any]] = []
            start: int | None = 1
            while start is not None and len(reads) < 4:
                answer = await call(session, "read_document", {"path": path, "start": start})
                reads.append(data_of(answer))
                start = reads[-1].get("next_start")
            inspected = data_of(await call(session, "inspect_document", {"path": path}))
            last = inspected["block_count"]
            tail = await call(session, "read_document", {"path": path, "start": last})
            reads.append(data_of(tail))
            prompt = data_of(await call(session, "build_analysis_prompt", {"path": path}))
            resource = (await session.read_resource(f"doc://{path}")).contents[0]
            assert isinstance(resource, TextResourceContents)
            got = await session.get_prompt("analyse_document", {"path": path, "language": "ko"})
            texts = [m.content.text for m in got.messages if isinstance(m.content, TextContent)]
            seen[name] = {
                "reads": reads,
                "inspect": inspected,
                "prompt": prompt,
                "resource": resource.text,
                "prompt_texts": texts,
            }
        part = next(b for b in blocks_of(seen["wide.xlsx"]["reads"][1]))
        cell = part["text"].split(" | ")[0]
        number = cell.split("번")[0]
        draft = f"{number}번 매출은 {int(number) * 7:,}원이다 [{part['anchor']}]."
        wrong = f"{number}번 매출은 {int(number) * 7 + 1:,}원이다 [{part['anchor']}]."
        for key, text in (("right", draft), ("wrong", wrong)):
            result = await call(
                session,
                "check_summary_grounding",
                {"path": f"{root}/wide.xlsx", "draft": text},
            )
            seen[key] = (error_code(result), data_of(result))
        toc_pages = []
        toc_start: int | None = 1
        while toc_start is not None and len(toc_pages) < 3:
            args = {"path": f"{root}/headings.md", "toc_start": toc_start}
            toc_pages.append(data_of(await call(session, "inspect_document", args)))
            toc_start = toc_pages[-1]["toc_next_start"]
        last = {"path": f"{root}/headings.md", "toc_start": HEADINGS}
        toc_pages.append(data_of(await call(session, "inspect_document", last)))
        seen["toc"] = toc_pages
        whole = part["anchor"].rsplit(".", 1)[0]
        result = await call(
            session,
            "check_summary_grounding",
            {"path": f"{root}/wide.xlsx", "draft": draft.replace(part["anchor"], whole)},
        )
        seen["whole"] = (error_code(result), data_of(result))
    return seen


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    base = tmp_path_factory.mktemp("bounded")
    space = make_workspace(base / "workspace")
    for name, build in FILES.items():
        (space.samples / name).write_bytes(build())
    headings = "".join(f"## 제{n}조 목적\n\n" for n in range(1, HEADINGS + 1))
    (space.samples / "headings.md").write_text(headings, encoding="utf-8")
    with (base / "stderr.log").open("w", encoding="utf-8") as errlog:
        return anyio.run(_walk, space.config, space.root_name, errlog)


@pytest.mark.parametrize("name", list(FILES))
def test_every_read_of_a_huge_row_stays_within_the_budget(
    walked: dict[str, Any], name: str
) -> None:
    seen = walked[name]
    for read in seen["reads"]:
        assert blocks_of(read), name
        assert _tokens(read) <= MAX_ANSWER_TOKENS, name
        assert all(len(b["text"]) <= fa_extract.Limits().max_block_chars for b in blocks_of(read))
    assert _tokens(seen["prompt"]) <= MAX_ANSWER_TOKENS
    assert fa_extract.estimate_tokens(seen["resource"]) <= MAX_ANSWER_TOKENS
    assert sum(fa_extract.estimate_tokens(t) for t in seen["prompt_texts"]) <= MAX_ANSWER_TOKENS
    # the reads page on through the row: each continues where the last stopped
    reads = seen["reads"][:-1]
    assert len(reads) >= 2
    for before, after in itertools.pairwise(reads):
        assert after["start"] == before["next_start"]
    assert seen["inspect"]["estimated_read_calls"] >= 2


@pytest.mark.parametrize(
    ("name", "row"),
    [("wide.xlsx", "x1.2"), ("long.xls", "x1.2"), ("record.csv", "r2"), ("columns.csv", "r1")],
)
def test_a_huge_row_is_read_as_numbered_parts_of_its_row(
    walked: dict[str, Any], name: str, row: str
) -> None:
    anchors = [b["anchor"] for read in walked[name]["reads"][:-1] for b in blocks_of(read)]
    parts = [a for a in anchors if a.startswith(row + ".")]
    assert parts[:3] == [f"{row}.1", f"{row}.2", f"{row}.3"]
    last = blocks_of(walked[name]["reads"][-1])[-1]["anchor"]
    assert not last.startswith(row + ".")  # the row after it keeps its own anchor


def test_a_part_of_a_row_is_cited_and_checked(walked: dict[str, Any]) -> None:
    code, report = walked["right"]
    assert code is None and report["ok"], report
    code, report = walked["wrong"]
    assert code is None and not report["ok"]
    assert {f["rule"] for f in report["findings"] if f["severity"] == "error"} == {"GR-03"}
    code, report = walked["whole"]
    assert code is None and report["ok"], report["findings"]


def test_a_toc_of_50000_headings_comes_in_pages_within_the_budget(walked: dict[str, Any]) -> None:
    pages = walked["toc"]
    titles = [t["title"] for page in pages[:-1] for t in page["toc"]]
    assert titles == [f"제{n}조 목적" for n in range(1, len(titles) + 1)]
    for page in pages:
        assert _tokens(page) <= MAX_ANSWER_TOKENS
        assert page["toc_total"] == HEADINGS and page["block_count"] == HEADINGS
    first = pages[0]
    assert first["toc_start"] == 1 and first["toc_next_start"] == len(first["toc"]) + 1
    assert any(f"toc_start={first['toc_next_start']}" in a for a in first["next_actions"])
    assert [t["title"] for t in pages[-1]["toc"]] == [f"제{HEADINGS}조 목적"]
    assert pages[-1]["toc_next_start"] is None
