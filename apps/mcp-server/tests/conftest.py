"""Fixtures for the server's in-memory tests: one workspace of small generated documents, one
Toolbox (one extractor worker) for the whole session, and clients in both protocol eras.

The documents are written here with known text, so the tests assert against what the
generator put in the file, never against what the extractor happened to return.
"""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fa_gate import Config, load_config
from fa_mcp_server import Toolbox, build_server
from mcp import Client
from mcp.server.mcpserver import MCPServer

# What the generated documents say (the golden values of these tests).
PDF_PAGE_1 = "Revenue in 2024 was 1,200 million won, up 15% from 2023."
PDF_PAGE_2 = "The board approved the plan on 2024-03-05 with 7 votes."
DOCX_HEADING = "연간 보고서"
DOCX_PARAGRAPH = "올해 매출은 1,200억 원이며 직원은 35명이다."
DOCX_ROW = ("지역", "매출")
SVG_TEXTS = ("시작 단계", "검토 후 승인")
LONG_PARAGRAPHS = [f"Paragraph {i} " + "x" * 1_000 for i in range(1, 61)]
"""60 paragraphs of about 1,010 characters: more than one read budget (12,000 estimated tokens)."""


@dataclass(frozen=True)
class Space:
    """A throwaway workspace: one root `docs`, output/trace/state folders outside it."""

    base: Path
    root: Path
    output: Path
    traces: Path
    state: Path
    config_path: Path
    config: Config


def _pdf(path: Path, pages: list[str]) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=A4)
    for text in pages:
        if text:
            pdf.setFont("Helvetica", 12)
            pdf.drawString(72, 760, text)
        pdf.showPage()
    pdf.save()


def _docx(path: Path, paragraphs: list[str], *, heading: str, row: tuple[str, str]) -> None:
    import docx

    document = docx.Document()
    document.add_heading(heading, level=1)
    for text in paragraphs:
        document.add_paragraph(text)
    table = document.add_table(rows=1, cols=2)
    for cell, text in zip(table.rows[0].cells, row, strict=True):
        cell.text = text
    document.save(str(path))


def _svg(path: Path, texts: tuple[str, ...]) -> None:
    nodes = "".join(f'<text x="10" y="{30 * (i + 1)}">{t}</text>' for i, t in enumerate(texts))
    path.write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">{nodes}</svg>',
        encoding="utf-8",
    )


def _png(path: Path) -> None:
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), (200, 30, 30)).save(buffer, format="PNG")
    path.write_bytes(buffer.getvalue())


def write_config(space_base: Path, root: Path, output: Path, traces: Path, state: Path) -> Path:
    path = space_base / "fa.toml"
    lines = [
        f'allowed_roots = [{{ name = "docs", path = {json.dumps(str(root))} }}]',
        f"output_root = {json.dumps(str(output))}",
        f"trace_dir = {json.dumps(str(traces))}",
        f"state_dir = {json.dumps(str(state))}",
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def make_space(base: Path) -> Space:
    """Create the workspace and its documents under `base`."""
    root = base / "docs"
    (root / "sub").mkdir(parents=True)
    _pdf(root / "report.pdf", [PDF_PAGE_1, PDF_PAGE_2])
    _pdf(root / "blank.pdf", [""])
    _docx(root / "보고서.docx", [DOCX_PARAGRAPH], heading=DOCX_HEADING, row=DOCX_ROW)
    _svg(root / "sub" / "흐름도.svg", SVG_TEXTS)
    _png(root / "photo.png")
    _docx(root / "long.docx", LONG_PARAGRAPHS, heading="Long", row=("a", "b"))
    (root / "notes.doc").write_text("not a supported format", encoding="utf-8")
    (root / "fake.pdf").write_bytes(b"this is not a pdf at all")
    (root / "empty.docx").write_bytes(b"")
    output, traces, state = base / "outputs", base / "traces", base / "state"
    config_path = write_config(base, root, output, traces, state)
    return Space(base, root, output, traces, state, config_path, load_config(config_path))


@dataclass(frozen=True)
class Golden:
    """What the generated documents say, for tests to compare against."""

    pdf_page_1: str = PDF_PAGE_1
    pdf_page_2: str = PDF_PAGE_2
    docx_heading: str = DOCX_HEADING
    docx_paragraph: str = DOCX_PARAGRAPH
    docx_row: tuple[str, str] = DOCX_ROW
    svg_texts: tuple[str, ...] = SVG_TEXTS
    long_paragraphs: int = len(LONG_PARAGRAPHS)


@pytest.fixture(scope="session")
def golden() -> Golden:
    return Golden()


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session")
def space(tmp_path_factory: pytest.TempPathFactory) -> Space:
    return make_space(tmp_path_factory.mktemp("fa-server"))


@pytest.fixture(scope="session")
def toolbox(space: Space) -> Iterator[Toolbox]:
    with Toolbox(space.config) as box:
        yield box


@pytest.fixture(scope="session")
def server(space: Space, toolbox: Toolbox) -> MCPServer:
    return build_server(space.config, toolbox=toolbox)


@pytest.fixture(params=["auto", "legacy"])
async def client(request: pytest.FixtureRequest, server: MCPServer) -> AsyncIterator[Client]:
    async with Client(server, mode=request.param) as connected:
        yield connected


@pytest.fixture(scope="module")
def fresh_space(tmp_path_factory: pytest.TempPathFactory) -> Space:
    """A workspace of the module's own, for tests that add documents to the root."""
    return make_space(tmp_path_factory.mktemp("fa-fresh"))
