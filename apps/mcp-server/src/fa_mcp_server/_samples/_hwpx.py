"""The Korean HWPX sample (`계획.hwpx`), written with the standard library (zip + XML).

Deterministic (fixed zip dates and order), so `evals/golden/samples_hwpx.json` is written by hand
from the constants below: an outline heading, paragraphs, a table, a footnote, a text box and a
header, as Hancom Office stores them in OWPML.
"""

from __future__ import annotations

import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

from fa_mcp_server._samples import write_files

__all__ = ("build_hwpx", "make_hwpx")

NAME = "계획.hwpx"
TITLE = "2024년 하반기 사업 계획"
HEADING = "1. 추진 배경"
BODY = "상반기 매출은 2,480억 원으로 목표의 96.1%를 달성했다."
NOTE_REF = "하반기 투자 예산은 320억 원이다."
NOTE = "투자 예산은 이사회 승인 기준이며 2024년 7월 1일 확정되었다."
TABLE = (
    ("분기", "매출 목표(억 원)", "증감률"),
    ("3분기", "1,300", "4.8%"),
    ("4분기", "1,420", "9.2%"),
)
TEXT_BOX = "핵심: 연간 매출 목표 5,200억 원"
HEADER = "한빛전자 사업기획팀"

_NS = (
    'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section" '
    'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" '
    'xmlns:hh="http://www.hancom.co.kr/hwpml/2011/head" '
    'xmlns:opf="http://www.idpf.org/2007/opf/"'
)
_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>'
_DATE = (2024, 7, 1, 9, 0, 0)


def _p(inner: str, para_pr: str = "0") -> str:
    return (
        f'<hp:p paraPrIDRef="{para_pr}" styleIDRef="0">'
        f'<hp:run charPrIDRef="0">{inner}</hp:run></hp:p>'
    )


def _t(text: str) -> str:
    return f"<hp:t>{escape(text)}</hp:t>"


def _section() -> str:
    rows = "".join(
        "<hp:tr>"
        + "".join(
            f'<hp:tc><hp:subList>{_p(_t(cell))}</hp:subList><hp:cellAddr colAddr="{c}" '
            f'rowAddr="{r}"/><hp:cellSpan colSpan="1" rowSpan="1"/></hp:tc>'
            for c, cell in enumerate(row)
        )
        + "</hp:tr>"
        for r, row in enumerate(TABLE)
    )
    header = (
        '<hp:ctrl><hp:header applyPageType="BOTH">'
        f"<hp:subList>{_p(_t(HEADER))}</hp:subList></hp:header></hp:ctrl>"
    )
    note = f"<hp:ctrl><hp:footNote><hp:subList>{_p(_t(NOTE))}</hp:subList></hp:footNote></hp:ctrl>"
    box = (
        f"<hp:rect><hp:drawText><hp:subList>{_p(_t(TEXT_BOX))}</hp:subList></hp:drawText></hp:rect>"
    )
    table = f'<hp:tbl rowCnt="{len(TABLE)}" colCnt="{len(TABLE[0])}">{rows}</hp:tbl>'
    body = (
        _p(header + _t(TITLE), "1")
        + _p(_t(HEADING), "2")
        + _p(_t(BODY))
        + _p(_t(NOTE_REF) + note)
        + _p(table)
        + _p(box + _t(""))
    )
    return f"{_DECL}<hs:sec {_NS}>{body}</hs:sec>"


def _header_xml() -> str:
    # paraPr 1: outline level 1 (the title), paraPr 2: outline level 2 (the heading), 0: body.
    shapes = (
        '<hh:paraPr id="0"><hh:heading type="NONE" idRef="0" level="0"/></hh:paraPr>'
        '<hh:paraPr id="1"><hh:heading type="OUTLINE" idRef="0" level="0"/></hh:paraPr>'
        '<hh:paraPr id="2"><hh:heading type="OUTLINE" idRef="0" level="1"/></hh:paraPr>'
    )
    return (
        f"{_DECL}<hh:head {_NS}><hh:refList><hh:paraProperties>{shapes}</hh:paraProperties>"
        "</hh:refList></hh:head>"
    )


def _content_hpf() -> str:
    return (
        f"{_DECL}<opf:package {_NS}><opf:metadata><opf:title>{escape(TITLE)}</opf:title>"
        "<opf:language>ko</opf:language></opf:metadata><opf:manifest>"
        '<opf:item id="header" href="Contents/header.xml" media-type="application/xml"/>'
        '<opf:item id="section0" href="Contents/section0.xml" media-type="application/xml"/>'
        '</opf:manifest><opf:spine><opf:itemref idref="header" linear="yes"/>'
        '<opf:itemref idref="section0" linear="yes"/></opf:spine></opf:package>'
    )


def build_hwpx() -> bytes:
    """The sample's bytes: the same every time."""
    import io

    parts = (
        ("mimetype", "application/hwp+zip", zipfile.ZIP_STORED),
        (
            "version.xml",
            f'{_DECL}<hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" '
            'major="5" minor="1"/>',
            zipfile.ZIP_STORED,
        ),
        ("Contents/header.xml", _header_xml(), zipfile.ZIP_DEFLATED),
        ("Contents/section0.xml", _section(), zipfile.ZIP_DEFLATED),
        ("Contents/content.hpf", _content_hpf(), zipfile.ZIP_DEFLATED),
        (
            "META-INF/manifest.xml",
            f"{_DECL}<odf:manifest "
            'xmlns:odf="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
            zipfile.ZIP_DEFLATED,
        ),
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name, text, method in parts:
            info = zipfile.ZipInfo(name, date_time=_DATE)
            info.compress_type = method
            zf.writestr(info, text.encode("utf-8"))
    return out.getvalue()


def make_hwpx(dest: Path) -> list[Path]:
    """Write `계획.hwpx` into `dest` (created if missing); return its path.

    Raises:
        OSError: `dest` cannot be created or written.
    """
    return write_files(dest, {NAME: build_hwpx()})
