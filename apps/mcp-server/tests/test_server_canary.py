"""Canary test over real stdio: every tool on every sample, success and failure paths.

Two fresh canaries are planted. `secret` goes into what a document says: body text, a hidden
Word run, invisible PDF text, slide notes, SVG text, and metadata (core properties, PDF info,
SVG title, a PNG text chunk). `named` goes into file and folder names. The tool results must
carry them (the positive control: the search works and the documents were read), while traces,
the state folder, the audit log and the server's stderr (its logs) must not.

The audit log records a file by its display path (`<root>/<relative>`, AGENTS.md section 7), so
the file-name canary is allowed in an audit record's `source` and `output_name` fields and
nowhere else in it; the body canary is allowed nowhere.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import anyio
import pytest
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._stdio import (
    EXPECTED_TOOLS,
    SAMPLE_NAMES,
    Workspace,
    audit_files,
    call,
    data_of,
    error_code,
    make_workspace,
    open_session,
    result_bytes,
    write_draft,
)
from fa_trace import Canary, assert_no_canary, find_canary
from mcp import ClientSession

NAMED_COPIES = ("보고서.docx", "발표.pptx", "보고서.pdf", "흐름도.svg", "사진.png")
"""Samples copied under canary names: one of each format (the samples themselves run too)."""


def _docx(path: Path, secret: Canary) -> None:
    import docx

    document = docx.Document()
    document.core_properties.title = f"제목 {secret.korean}"
    document.core_properties.author = secret.ascii
    document.core_properties.subject = secret.korean
    document.core_properties.keywords = secret.ascii
    document.add_heading("점검 결과", level=1)
    document.add_paragraph(f"점검 코드 {secret.ascii}는 1,200건의 기록에서 확인되었다.")
    document.add_paragraph(f"담당 부서는 {secret.korean}이며 35명이 근무한다.")
    hidden = document.add_paragraph("보이는 문장이다. ")
    run = hidden.add_run(f"숨은 문장 {secret.ascii} {secret.korean}")
    run.font.hidden = True
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "코드"
    table.rows[0].cells[1].text = secret.ascii
    document.save(str(path))


def _pptx(path: Path, secret: Canary) -> None:
    from pptx import Presentation

    deck = Presentation()
    deck.core_properties.title = secret.korean
    deck.core_properties.author = secret.ascii
    from pptx.util import Inches

    slide = deck.slides.add_slide(deck.slide_layouts[5])
    title = slide.shapes.title
    assert title is not None
    title.text_frame.text = f"발표 {secret.korean}"
    box = slide.shapes.add_textbox(Inches(1), Inches(2), Inches(6), Inches(1))
    box.text_frame.text = f"매출 코드 {secret.ascii}는 12.5% 증가했다."
    notes = slide.notes_slide.notes_text_frame
    assert notes is not None
    notes.text = f"발표자 메모 {secret.korean} {secret.ascii}"
    deck.save(str(path))


def _pdf(path: Path, secret: Canary) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setTitle(secret.korean)
    pdf.setAuthor(secret.ascii)
    pdf.setSubject(f"{secret.ascii} {secret.korean}")
    pdf.setFont("Helvetica", 12)
    pdf.drawString(72, 760, f"Audit code {secret.ascii} covers 1,200 records.")
    invisible = pdf.beginText(72, 700)
    invisible.setTextRenderMode(3)  # text a reader cannot see
    invisible.textLine(f"hidden {secret.ascii}")
    pdf.drawText(invisible)
    pdf.showPage()
    pdf.save()


def _svg(path: Path, secret: Canary) -> None:
    path.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">'
        f"<title>{secret.korean}</title><desc>{secret.ascii}</desc>"
        f"<metadata>{secret.ascii} {secret.korean}</metadata>"
        f'<text x="10" y="30">단계 {secret.korean}</text>'
        f'<text x="10" y="60"><tspan>코드 {secret.ascii}</tspan></text></svg>',
        encoding="utf-8",
    )


def _png(path: Path, secret: Canary) -> None:
    from PIL import Image
    from PIL.PngImagePlugin import PngInfo

    info = PngInfo()
    info.add_text("Title", secret.ascii)
    info.add_itxt("Description", secret.korean)
    Image.new("RGB", (40, 30), (10, 120, 200)).save(path, format="PNG", pnginfo=info)


def _plant(space: Workspace, secret: Canary, named: Canary) -> None:
    """Write the body-canary documents (plain names) and copies of the samples under canary
    file and folder names, plus broken files under canary names for the failure paths."""
    body = space.samples / "본문"
    body.mkdir()
    _docx(body / "점검.docx", secret)
    _pptx(body / "발표자료.pptx", secret)
    _pdf(body / "기록.pdf", secret)
    _svg(body / "단계도.svg", secret)
    _png(body / "사진2.png", secret)
    folder = space.samples / f"{named.korean}_{named.ascii}"  # _every_tool names it the same way
    folder.mkdir()
    for sample in NAMED_COPIES:
        stem, ext = sample.rsplit(".", 1)
        shutil.copy(space.samples / sample, folder / f"{named.ascii}{stem}{named.korean}.{ext}")
    # Failure paths under canary names, with the body canary in their bytes.
    (folder / f"{named.ascii}가짜.pdf").write_bytes(f"not a pdf {secret.ascii}".encode())
    (folder / f"{named.korean}빈.docx").write_bytes(b"")
    (folder / f"{named.ascii}깨짐.docx").write_bytes(b"PK\x03\x04" + secret.ascii.encode() * 4)


Seen = list[tuple[str, str, str | None, bytes]]
"""(tool, path argument, error code or None, the result as wire JSON) of every call."""


async def _every_tool(
    session: ClientSession, space: Workspace, named: Canary, secret: Canary
) -> Seen:
    """Every tool on every file, success and failure paths."""
    seen: Seen = []

    async def tool(name: str, **arguments: Any) -> dict[str, Any]:
        result = await call(session, name, arguments)
        seen.append((name, arguments.get("path", ""), error_code(result), result_bytes(result)))
        return data_of(result)

    root = space.root_name
    await tool("list_allowed_roots")
    scanned = await tool("scan_folder", path=root, recursive=True)
    paths = [str(f["path"]) for f in scanned.get("files") or ()]
    previous: str | None = None  # compare_documents runs on each readable file and the last
    for path in paths:
        ext = path.rsplit(".", 1)[-1]
        facts = await tool("inspect_document", path=path)
        if "error" in facts:
            await tool("read_document", path=path)
            continue
        blocks: list[dict[str, Any]] = []
        start: Any = 1
        while isinstance(start, int):
            page = await tool("read_document", path=path, start=start)
            blocks += blocks_of(page)
            start = page.get("next_start")
        await tool("read_document", path=path, start=10**6)
        await tool("read_document_image", path=path, **({"page": 1} if ext == "pdf" else {}))
        await tool("build_analysis_prompt", path=path, language="en")
        if previous is not None:
            await tool("compare_documents", path_a=previous, path_b=path)
        previous = path
        draft = write_draft(str(facts.get("title") or "문서"), blocks)
        await tool("check_summary_grounding", path=path, draft=draft.text)
        wrong = draft.with_wrong_figure("\n".join(str(b.get("text")) for b in blocks))
        if wrong is not None:
            await tool("check_summary_grounding", path=path, draft=wrong[0])
            await tool("preview_save_report", path=path, draft=wrong[0])
            await tool(
                "save_approved_report",
                path=path,
                draft=wrong[0],
                approval_token="forged",
                approve=True,
            )
        await tool("preview_save_report", path=path, draft=draft.text)
        await tool(
            "save_approved_report",
            path=path,
            draft=draft.text,
            approval_token="forged",
            approve=True,
        )
    folder = f"{root}/{named.korean}_{named.ascii}"
    # A search over every file: the index in the state folder keeps neither body nor name.
    await tool("search_documents", query=secret.korean, path=root)
    await tool("search_documents", query=f"{secret.ascii} 매출", path=folder)
    await tool("inspect_document", path=f"{folder}/{named.ascii}없음.pdf")
    await tool("scan_folder", path=f"{root}/없는폴더")
    # One real save, of a body-canary document under a plain name.
    doc = f"{root}/본문/점검.docx"
    blocks = blocks_of(await tool("build_analysis_prompt", path=doc))
    draft = write_draft("점검", blocks).text
    token = (await tool("preview_save_report", path=doc, draft=draft)).get("approval_token")
    assert isinstance(token, str)
    saved = await tool(
        "save_approved_report", path=doc, draft=draft, approval_token=token, approve=True
    )
    assert "saved" in saved
    return seen


def _audit_outside_names(space: Workspace) -> str:
    """The audit records with their `source` and `output_name` fields left out."""
    kept: list[str] = []
    for path in audit_files(space):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            kept.append(
                json.dumps({k: v for k, v in record.items() if k not in ("source", "output_name")})
            )
    return "\n".join(kept)


@pytest.mark.slow
def test_no_canary_leaves_the_results(tmp_path: Path) -> None:
    secret, named = Canary.new("fabody"), Canary.new("faname")
    space = make_workspace(tmp_path / "workspace")
    _plant(space, secret, named)
    stderr_path = tmp_path / "server-stderr.log"

    async def run() -> Seen:
        with stderr_path.open("w", encoding="utf-8") as errlog:
            async with open_session(space.config, errlog=errlog) as session:
                return await _every_tool(session, space, named, secret)

    seen = anyio.run(run)
    stderr = stderr_path.read_bytes()
    results = [data for _, _, _, data in seen]

    # Coverage: every tool ran, and the failure paths really failed.
    assert {name for name, _, _, _ in seen} == EXPECTED_TOOLS
    codes = {code for _, _, code, _ in seen if code}
    assert {
        "BLOCK_RANGE_INVALID",
        "NO_IMAGE_FOR_FORMAT",
        "PATH_NOT_FOUND",
        "APPROVAL_TOKEN_MISMATCH",
        "DRAFT_NOT_CLEAN",
    } <= codes
    broken = {
        path.rsplit("/", 1)[-1].replace(named.ascii, "").replace(named.korean, ""): code
        for name, path, code, _ in seen
        if name == "inspect_document" and named.ascii in path and code
    }
    assert broken == {
        "가짜.pdf": "FORMAT_MISMATCH",
        "빈.docx": "DOCUMENT_EMPTY",
        "깨짐.docx": "DOCUMENT_CORRUPT",
        "없음.pdf": "PATH_NOT_FOUND",
    }
    inspected = {path for name, path, _, _ in seen if name == "inspect_document"}
    assert len(inspected) == len(SAMPLE_NAMES) + len(NAMED_COPIES) + 5 + 3 + 1

    # Positive controls: the results carry both canaries, in both spellings.
    hits = find_canary(secret, streams=results)
    assert {hit.variant for hit in hits} == {"ascii", "korean"}
    name_hits = find_canary(named, streams=results)
    assert {hit.variant for hit in name_hits} == {"ascii", "korean"}

    # Nothing left behind carries the body canary.
    assert space.trace_dir is not None
    assert list(space.trace_dir.glob("*.jsonl")), "no trace was written: nothing was tested"
    left_behind = [space.trace_dir, space.state_dir, *audit_files(space)]
    assert_no_canary(secret, paths=left_behind, streams=[stderr])
    # The file-name canary: nowhere in traces, state or logs; in the audit only as a name.
    assert_no_canary(named, paths=[space.trace_dir, space.state_dir], streams=[stderr])
    assert_no_canary(named, streams=[_audit_outside_names(space)])
    # The output root holds the one report (named after a plain-named source) and the audit.
    assert_no_canary(named, streams=[p.name for p in space.output_root.iterdir()])
