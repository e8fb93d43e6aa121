"""The Korean PDF, SVG and PNG samples: same extensions, different grades, on purpose.

- `보고서.pdf`: four pages of Korean text with dates, counts and amounts, an outline (toc) and a
  title (grade B). Written with reportlab's built-in Korean CID fonts, which need no font file
  and which both PDFium and pypdf read back.
- `스캔.pdf`: two pages that are only an embedded image each, like a scanner makes (grade C).
- `도면.pdf`: page 1 is a vector drawing with no text, page 2 describes it in words (grade B,
  page 1 listed as image-only; its image is a rendering).
- `흐름도.svg`: a flow chart whose boxes are `text` elements with tspans (grade B); one label
  carries a zero-width space and one note is `display:none` (flagged hidden).
- `도형만.svg`: the same boxes without any text (grade C).
- `사진.png`: a 1800 x 1200 picture without text (grade C; its image is downscaled).

Deterministic: reportlab runs with `invariant=1` (fixed dates and document id), drawings use
fixed coordinates and PNGs are encoded with fixed settings, so the same code writes the same
bytes. `evals/golden/samples_pdf_svg_png.json` is written by hand from the constants below.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from fa_mcp_server._samples import write_files

__all__ = (
    "DRAWING_PDF",
    "FLOW_SVG",
    "PHOTO_PNG",
    "REPORT_PAGES",
    "REPORT_PDF",
    "REPORT_TITLE",
    "SCAN_PDF",
    "SHAPES_SVG",
    "make_pdf_svg_png",
)

REPORT_PDF = "보고서.pdf"
SCAN_PDF = "스캔.pdf"
DRAWING_PDF = "도면.pdf"
FLOW_SVG = "흐름도.svg"
SHAPES_SVG = "도형만.svg"
PHOTO_PNG = "사진.png"

REPORT_TITLE = "2024년 상반기 물류센터 운영 보고서"

# One tuple per page: the heading (an outline entry) and the lines under it.
REPORT_PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "1. 개요",
        (
            REPORT_TITLE,
            "작성일: 2024년 7월 15일 / 작성: 운영기획팀",
            "본 보고서는 2024년 1월 1일부터 6월 30일까지 평택 물류센터의 운영 실적을 정리한다.",
            "상반기 총 출고량은 48,250건으로 전년 동기 대비 7.3% 증가했다.",
            "같은 기간 반품은 1,930건으로 출고량의 4.0%였다.",
        ),
    ),
    (
        "2. 비용",
        (
            "상반기 운영 비용은 총 5억 8,300만 원이다.",
            "인건비는 3억 4,500만 원, 운송비는 1억 2,800만 원으로 집계되었다.",
            "포장재 비용은 6,200만 원, 시설 유지비는 4,800만 원이었다.",
            "출고 1건당 평균 비용은 12,083원으로 전년의 13,110원보다 낮아졌다.",
        ),
    ),
    (
        "3. 안전",
        (
            "상반기 안전사고는 2건이며 두 건 모두 경상이었다.",
            "지게차 운전자 안전교육은 3월 12일과 5월 21일에 두 차례 실시했다.",
            "교육 이수율은 96.5%로 목표치 95%를 넘었다.",
        ),
    ),
    (
        "4. 향후 계획",
        (
            "2024년 9월 1일부터 평택 제2센터를 가동한다.",
            "제2센터 투자 예산은 총 15억 원이며 자동 분류기 도입에 9억 원을 배정한다.",
            "하반기 출고 목표는 55,000건이다.",
        ),
    ),
)

DRAWING_TEXT = (
    "도면 설명",
    "1쪽의 도면은 제2센터 1층 배치도이다.",
    "하역장 3곳과 보관 구역 2곳, 사무실 1곳으로 구성된다.",
)

# The flow chart: the visible labels in document order, each a text element (t1..t4).
FLOW_STEPS: tuple[tuple[str, str], ...] = (
    ("1단계 접수", "고객 요청 등록"),
    ("2단계 검토", "담당: 김민수"),
    ("3단계 승인", "기한: 3일 이내"),
    ("4단계 보관", "보존 기간 5년"),
)
FLOW_HIDDEN_NOTE = "내부 메모: 승인 한도 1억 원"

_KOREAN_SANS = "HYGothic-Medium"
_KOREAN_SERIF = "HYSMyeongJo-Medium"


def _canvas(buffer: io.BytesIO, title: str) -> Any:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    for name in (_KOREAN_SANS, _KOREAN_SERIF):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(UnicodeCIDFont(name))
    pdf = canvas.Canvas(buffer, pagesize=A4, invariant=1, pageCompression=1)
    pdf.setTitle(title)
    pdf.setAuthor("운영기획팀")
    pdf.setCreator("fa samples")
    return pdf


def _report_pdf() -> bytes:
    buffer = io.BytesIO()
    pdf = _canvas(buffer, REPORT_TITLE)
    for number, (heading, lines) in enumerate(REPORT_PAGES, start=1):
        key = f"section{number}"
        pdf.bookmarkPage(key)
        pdf.addOutlineEntry(heading, key, level=0)
        pdf.setFont(_KOREAN_SANS, 16)
        pdf.drawString(72, 770, heading)
        pdf.setFont(_KOREAN_SERIF, 11)
        y = 735
        for line in lines:
            pdf.drawString(72, y, line)
            y -= 22
        pdf.setFont(_KOREAN_SANS, 9)
        pdf.drawString(290, 40, f"- {number} -")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _scan_image(seed: int) -> Any:
    """A grey page with dark bars where lines of text would be: what a scanner makes."""
    from PIL import Image, ImageDraw

    image = Image.new("L", (1240, 1754), 246)
    draw = ImageDraw.Draw(image)
    draw.rectangle((120, 120, 820, 170), fill=40)
    y = 260
    for row in range(24):
        width = 700 + ((row * 37 + seed * 53) % 300)
        draw.rectangle((120, y, 120 + width, y + 22), fill=70 + (row % 3) * 15)
        y += 52
    draw.ellipse((900, 1450, 1100, 1650), outline=30, width=6)
    return image


def _scan_pdf() -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import ImageReader

    buffer = io.BytesIO()
    pdf = _canvas(buffer, "스캔 문서")
    width, height = A4
    for seed in (1, 2):
        pdf.drawImage(ImageReader(_scan_image(seed)), 0, 0, width, height)
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def _drawing_pdf() -> bytes:
    buffer = io.BytesIO()
    c = _canvas(buffer, "제2센터 배치도")
    c.setLineWidth(2)
    c.rect(60, 120, 475, 640)
    for x in (60, 220, 380):
        c.rect(x + 10, 650, 140, 100)
    c.setLineWidth(1)
    c.rect(80, 300, 200, 300)
    c.rect(315, 300, 200, 300)
    c.circle(420, 200, 50)
    c.line(60, 620, 535, 620)
    c.showPage()
    c.setFont(_KOREAN_SANS, 16)
    c.drawString(72, 770, DRAWING_TEXT[0])
    c.setFont(_KOREAN_SERIF, 11)
    y = 735
    for line in DRAWING_TEXT[1:]:
        c.drawString(72, y, line)
        y -= 22
    c.showPage()
    c.save()
    return buffer.getvalue()


def _boxes(with_text: bool) -> str:
    parts: list[str] = []
    for index, (label, detail) in enumerate(FLOW_STEPS):
        x = 40 + index * 190
        parts.append(
            f'  <rect x="{x}" y="80" width="150" height="90" rx="12" fill="#eef4fb" '
            'stroke="#2b5d8a" stroke-width="2"/>'
        )
        if index < len(FLOW_STEPS) - 1:
            parts.append(
                f'  <path d="M{x + 150} 125 L{x + 190} 125" stroke="#2b5d8a" '
                'stroke-width="2" marker-end="url(#arrow)"/>'
            )
        if with_text:
            # The second label carries a zero-width space between its words, the kind of
            # invisible character extraction must remove and count.
            shown = label.replace(" ", " \u200b") if index == 1 else label
            parts.append(
                f'  <text x="{x + 75}" y="115" text-anchor="middle" font-size="16">'
                f'<tspan font-weight="bold">{shown}</tspan>'
                f'<tspan x="{x + 75}" dy="26" font-size="13">{detail}</tspan></text>'
            )
    if with_text:
        parts.append(
            f'  <text x="40" y="260" font-size="12" display="none">{FLOW_HIDDEN_NOTE}</text>'
        )
    body = "\n".join(parts)
    title = "<title>업무 흐름도</title>\n" if with_text else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" '
        'viewBox="0 0 800 300">\n'
        f"{title}"
        '  <defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="9" refY="5" '
        'orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="#2b5d8a"/></marker></defs>\n'
        f"{body}\n"
        "</svg>\n"
    )


def _photo_png() -> bytes:
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (1800, 1200), (200, 220, 235))
    draw = ImageDraw.Draw(image)
    for band in range(0, 1200, 8):
        shade = 235 - band // 12
        draw.rectangle((0, band, 1800, band + 8), fill=(shade - 40, shade - 20, shade))
    draw.polygon([(0, 1200), (500, 520), (900, 1200)], fill=(70, 95, 80))
    draw.polygon([(600, 1200), (1200, 420), (1800, 1200)], fill=(55, 80, 70))
    draw.ellipse((1350, 150, 1550, 350), fill=(250, 225, 140))
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def make_pdf_svg_png(dest: Path) -> list[Path]:
    """Write the six PDF, SVG and PNG samples into `dest` (created if missing); return paths.

    Raises:
        OSError: `dest` cannot be created or written.
    """
    contents: dict[str, bytes] = {
        REPORT_PDF: _report_pdf(),
        SCAN_PDF: _scan_pdf(),
        DRAWING_PDF: _drawing_pdf(),
        FLOW_SVG: _boxes(with_text=True).encode("utf-8"),
        SHAPES_SVG: _boxes(with_text=False).encode("utf-8"),
        PHOTO_PNG: _photo_png(),
    }
    return write_files(dest, contents)
