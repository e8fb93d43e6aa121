"""A new user's first hour, over real stdio: grade C documents get one next step that works,
pictures in Word and PowerPoint can be looked at, and long calls report real progress.

The documents are generated here (reportlab, python-docx, python-pptx, Pillow), so every value
asserted is one the generator wrote.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import docx
import pytest
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._stdio import Workspace, data_of, error_of, images_of, make_workspace
from fa_mcp_server._stdio import open_session as _open_session
from PIL import Image
from pptx import Presentation
from pptx.util import Emu

PAGES = 30
ENTRIES = 600
ALT = "분기별 매출 막대그래프"
TIMEOUT_S = 60


def _picture(size: tuple[int, int]) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (20, 120, 200)).save(out, format="PNG")
    return out.getvalue()


def _documents(space: Workspace) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(space.samples / "긴문서.pdf"), pagesize=A4)
    for n in range(1, PAGES + 1):
        pdf.setFont("Helvetica", 12)
        pdf.drawString(72, 760, f"Page {n} of the long report, with enough text to read.")
        pdf.showPage()
    pdf.save()

    document = docx.Document()
    document.add_paragraph("그림 앞 문단이다.")
    document.add_picture(io.BytesIO(_picture((64, 32))))
    document.inline_shapes[-1]._inline.docPr.set("descr", ALT)
    document.save(str(space.samples / "그림.docx"))

    (space.samples / "그림.hwpx").write_bytes(_hwpx_with_picture(_picture((48, 24))))

    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])  # blank: no title, no text
    pic = slide.shapes.add_picture(io.BytesIO(_picture((32, 32))), Emu(0), Emu(0))
    pic._element.nvPicPr.cNvPr.attrib.pop("descr", None)  # python-pptx writes the file name
    prs.save(str(space.samples / "그림만.pptx"))

    many = space.samples / "많은폴더"
    many.mkdir()
    for n in range(ENTRIES):
        (many / f"{n:04d}.pdf").write_bytes(b"")


def _hwpx_with_picture(png: bytes) -> bytes:
    """An HWPX package (zip and XML, written here): a paragraph holding a PNG picture whose
    shape comment (개체 설명) is ALT."""
    import zipfile

    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?><opf:package '
        'xmlns:opf="http://www.idpf.org/2007/opf/"><opf:manifest>'
        '<opf:item id="section0" href="Contents/section0.xml" media-type="application/xml"/>'
        '<opf:item id="image1" href="BinData/image1.png" media-type="image/png"/>'
        '</opf:manifest><opf:spine><opf:itemref idref="section0"/></opf:spine></opf:package>'
    )
    section = (
        '<?xml version="1.0" encoding="UTF-8"?><hs:sec '
        'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section" '
        'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" '
        'xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core">'
        '<hp:p><hp:run><hp:t>그림 앞 문단이다.</hp:t><hp:pic id="1">'
        f'<hc:img binaryItemIDRef="image1"/><hp:shapeComment>{ALT}</hp:shapeComment>'
        "</hp:pic></hp:run></hp:p></hs:sec>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("mimetype", "application/hwp+zip", compress_type=zipfile.ZIP_STORED)
        zf.writestr("Contents/content.hpf", manifest)
        zf.writestr("Contents/section0.xml", section)
        zf.writestr("BinData/image1.png", png)
    return out.getvalue()


@pytest.fixture(scope="module")
def space(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workspace]:
    made = make_workspace(tmp_path_factory.mktemp("firsthour") / "workspace")
    _documents(made)
    yield made


def _run(space: Workspace, steps: Any) -> Any:
    async def main() -> Any:
        errlog_path = space.base / "stderr.log"
        with errlog_path.open("w", encoding="utf-8") as errlog:
            async with _open_session(space.config, errlog=errlog) as session:
                with anyio.fail_after(TIMEOUT_S):
                    return await steps(session)

    return anyio.run(main)


def _path(space: Workspace, name: str) -> str:
    return f"{space.root_name}/{name}"


@pytest.mark.parametrize("name", ["도형만.svg", "그림만.pptx"])
def test_a_grade_c_document_that_fa_cannot_show_gets_one_next_step_that_works(
    space: Workspace, name: str
) -> None:
    path = _path(space, name)

    async def steps(session: Any) -> tuple[Any, ...]:
        facts = await session.call_tool("inspect_document", {"path": path})
        read = await session.call_tool("read_document", {"path": path})
        image = await session.call_tool("read_document_image", {"path": path})
        return facts, read, image

    facts, read, image = _run(space, steps)
    data = data_of(facts)
    assert data["grade"] == "C"
    first = data["next_actions"][0]
    assert "Ask the person for a PDF or PNG copy" in first
    assert "cannot help" in first
    # Neither read tool sends the model to the other one.
    read_error, image_error = error_of(read), error_of(image)
    assert read_error is not None and read_error["code"] == "DOCUMENT_NO_TEXT"
    assert "read_document_image instead" not in read_error["message"]
    assert "PDF or PNG copy" in read_error["message"]
    assert image_error is not None and image_error["code"] == "NO_IMAGE_FOR_FORMAT"
    assert "PDF" in image_error["message"]


def test_a_scan_still_goes_to_read_document_image_with_its_page(space: Workspace) -> None:
    async def steps(session: Any) -> Any:
        return await session.call_tool("inspect_document", {"path": _path(space, "스캔.pdf")})

    data = data_of(_run(space, steps))
    assert data["grade"] == "C"
    assert "read_document_image with page=1" in data["next_actions"][0]


def test_a_word_picture_is_a_block_and_can_be_looked_at(space: Workspace) -> None:
    path = _path(space, "그림.docx")

    async def steps(session: Any) -> tuple[Any, Any]:
        read = await session.call_tool("read_document", {"path": path})
        image = await session.call_tool("read_document_image", {"path": path, "anchor": "L2"})
        return read, image

    read, image = _run(space, steps)
    data = data_of(read)
    blocks = [(b["anchor"], b["kind"], b["text"], b.get("flags")) for b in blocks_of(data)]
    assert blocks == [
        ("L1", "paragraph", "그림 앞 문단이다.", None),
        ("L2", "image", ALT, ["alt_text"]),
    ]
    assert any("anchor='L2'" in action for action in data["next_actions"])
    assert error_of(image) is None
    ((mime, png),) = images_of(image)
    assert mime == "image/png"
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert Image.open(io.BytesIO(png)).size == (64, 32)
    facts = data_of(image)
    assert (facts["anchor"], facts["width"], facts["height"]) == ("L2", 64, 32)


async def _with_progress(session: Any, tool: str, args: dict[str, Any]) -> list[tuple[Any, ...]]:
    seen: list[tuple[Any, ...]] = []

    async def progress(value: float, total: float | None, message: str | None) -> None:
        seen.append((value, total, message))

    result = await session.call_tool(tool, args, progress_callback=progress)
    assert not result.is_error, data_of(result)
    with anyio.fail_after(10):  # notifications may trail the result
        while not seen or seen[-1][0] == 0:
            await anyio.sleep(0.01)
        await anyio.sleep(0.2)
    return seen


def test_inspecting_a_long_pdf_reports_pages_done_of_total(space: Workspace) -> None:
    path = _path(space, "긴문서.pdf")

    async def steps(session: Any) -> list[tuple[Any, ...]]:
        return await _with_progress(session, "inspect_document", {"path": path})

    seen = _run(space, steps)
    values = [value for value, _, _ in seen]
    assert values == sorted(set(values))  # MCP: progress grows with every notification
    assert seen[0][:2] == (0, None)
    assert seen[-1][:2] == (PAGES, PAGES)
    assert seen[-1][2] == f"inspect_document: page {PAGES} of {PAGES}"


def test_scanning_a_large_folder_reports_entries_walked(space: Workspace) -> None:
    path = _path(space, "많은폴더")

    async def steps(session: Any) -> list[tuple[Any, ...]]:
        return await _with_progress(session, "scan_folder", {"path": path, "limit": 10})

    seen = _run(space, steps)
    assert (500, None) in [(value, total) for value, total, _ in seen]
    assert seen[-1][:2] == (ENTRIES, ENTRIES)


def test_the_workspace_documents_are_what_the_generator_wrote(space: Workspace) -> None:
    assert sum(1 for _ in (space.samples / "많은폴더").iterdir()) == ENTRIES
    assert Path(space.samples / "긴문서.pdf").stat().st_size > 0


def test_an_hwpx_picture_is_a_block_and_can_be_looked_at(space: Workspace) -> None:
    path = _path(space, "그림.hwpx")

    async def steps(session: Any) -> tuple[Any, Any]:
        read = await session.call_tool("read_document", {"path": path})
        image = await session.call_tool("read_document_image", {"path": path, "anchor": "L2"})
        return read, image

    read, image = _run(space, steps)
    blocks = [(b["anchor"], b["kind"], b["text"]) for b in blocks_of(data_of(read))]
    assert blocks == [("L1", "paragraph", "그림 앞 문단이다."), ("L2", "image", ALT)]
    assert error_of(image) is None
    ((mime, png),) = images_of(image)
    assert mime == "image/png" and Image.open(io.BytesIO(png)).size == (48, 24)
