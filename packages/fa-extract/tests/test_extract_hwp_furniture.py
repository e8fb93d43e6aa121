"""HWP 5.0 and HWPX furniture: master pages (바탕쪽) and memos, in files built here from the
records and parts Hancom writes (`hwp_build`). Expected texts are what the builders put in."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path

from fa_extract import Block, Extractor

_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)

_FIELD_END = chr(4) + "\x00" * 6 + chr(4)  # an inline control of eight units
_MASTER_NS = 'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"'


def _blocks(extractor: Extractor, data: bytes, name: str) -> list[tuple[str, str, str, tuple]]:
    found: list[Block] = [
        b for b in extractor.evidence(io.BytesIO(data), name) if b.anchor != "meta"
    ]
    return [(b.anchor, b.kind, b.text, b.flags) for b in found]


def _secd_with_master_page(text: str) -> bytes:
    """A paragraph holding a section definition whose master page says `text`: the `secd`
    control, its PAGE_DEF, then the master page's list one level below the control."""
    return (
        hb.paragraph(hb.extended(2, "secd") + hb.extended(2, "cold"), 0)
        + hb.section_def(1, height=84188, top=5668, bottom=4252, header=4252, footer=4252)
        + hb.master_list(2)
        + hb.paragraph(text, 2)
        + hb.columns(1, 1)
    )


def test_hwp_master_pages_are_read_once_and_flagged_not_as_memos(extractor: Extractor) -> None:
    """A master page (바탕쪽) is its own thing: the one a section definition holds and the one
    Hancom writes after a section's last paragraph (a list one level below it, with no
    MEMO_LIST before it) are both read once, after the headers and footers, flagged
    `master_page`; neither is a memo nor body text."""
    section = (
        _secd_with_master_page("※ 답안지에 이름을 쓰시오")
        + hb.paragraph("1. 다음 물음에 답하시오", 0)
        + hb.paragraph("2. 둘째 물음", 0)
        + hb.master_list(1)  # the section's last master page, after its last paragraph
        + hb.paragraph("2026학년도 모의고사", 1)
        + hb.paragraph("※ 답안지에 이름을 쓰시오", 1)  # the same text again: read once
    )
    got = _blocks(extractor, hb.hwp_file(hb.deflate(section)), "시험지.hwp")
    assert got == [
        ("L1", "paragraph", "1. 다음 물음에 답하시오", ()),
        ("L2", "paragraph", "2. 둘째 물음", ()),
        ("L3", "paragraph", "※ 답안지에 이름을 쓰시오", ("master_page",)),
        ("L4", "paragraph", "2026학년도 모의고사", ("master_page",)),
    ]


def test_hwp_memo_is_its_own_record_and_names_the_block_it_comments_on(
    extractor: Extractor,
) -> None:
    """Memos are announced by MEMO_LIST after the last section's paragraphs; the memo's
    field (`%%me`) in the body names the paragraph it comments on, so the memo's block starts
    with that block's anchor."""
    section = (
        hb.paragraph("사업 개요", 0)
        + hb.paragraph(hb.extended(3, "%%me") + "예산은 3억 원이다." + _FIELD_END, 0)
        + hb.field("%%me", 1, number=1)
        + hb.paragraph("끝 문단", 0)
        + hb.memo_list(1)
        + hb.paragraph("금액 확인 필요", 1)
    )
    got = _blocks(extractor, hb.hwp_file(hb.deflate(section)), "메모.hwp")
    assert got == [
        ("L1", "paragraph", "사업 개요", ()),
        ("L2", "paragraph", "예산은 3억 원이다.", ()),
        ("L3", "paragraph", "끝 문단", ()),
        ("L4", "comment", "[L2] 금액 확인 필요", ("comment",)),
    ]


def test_hwpx_master_page_parts_are_read_once_and_flagged(extractor: Extractor) -> None:
    """`Contents/masterpage*.xml` (listed in the package's manifest) are read after the headers
    and footers, each paragraph once, flagged `master_page`."""
    master = (
        f'<?xml version="1.0" encoding="UTF-8"?><masterPage {_MASTER_NS} id="masterpage0" '
        'type="BOTH"><hp:subList>'
        + hb.hwpx_paragraph("<hp:t>답안지 작성 요령</hp:t>")
        + hb.hwpx_paragraph("<hp:t>2026학년도 모의고사</hp:t>")
        + "</hp:subList></masterPage>"
    )
    odd = master.replace("답안지 작성 요령", "홀수 쪽 머리").replace("masterpage0", "masterpage1")
    body = hb.hwpx_paragraph("<hp:t>1. 다음 물음에 답하시오</hp:t>")
    data = hb.hwpx_file(
        body,
        parts={
            "masterpage0": ("Contents/masterpage0.xml", master),
            "masterpage1": ("Contents/masterpage1.xml", odd),
        },
    )
    assert _blocks(extractor, data, "시험지.hwpx") == [
        ("L1", "paragraph", "1. 다음 물음에 답하시오", ()),
        ("L2", "paragraph", "답안지 작성 요령", ("master_page",)),
        ("L3", "paragraph", "2026학년도 모의고사", ("master_page",)),
        ("L4", "paragraph", "홀수 쪽 머리", ("master_page",)),
    ]


def _memo_field(text: str, commented: str) -> str:
    """A memo stored as a field: `hp:fieldBegin type="MEMO"` holding the memo's paragraphs,
    the commented text, then the field's end."""
    return (
        '<hp:p paraPrIDRef="0"><hp:run charPrIDRef="0"><hp:ctrl>'
        '<hp:fieldBegin id="1" type="MEMO" name="" editable="1" dirty="0" fieldid="627">'
        '<hp:parameters cnt="2"><hp:stringParam name="Author">검토자</hp:stringParam>'
        '<hp:integerParam name="Number">1</hp:integerParam></hp:parameters>'
        "<hp:subList>" + hb.hwpx_paragraph(f"<hp:t>{text}</hp:t>") + "</hp:subList>"
        "</hp:fieldBegin></hp:ctrl>"
        f"<hp:t>{commented}</hp:t>"
        '<hp:ctrl><hp:fieldEnd beginIDRef="1" fieldid="627"/></hp:ctrl></hp:run></hp:p>'
    )


def test_hwpx_memo_stored_as_a_field_is_read_with_its_block_anchor(
    extractor: Extractor,
) -> None:
    """A memo some writers save as a `MEMO` field is read (after the notes, as `comment`), its
    block starting with the anchor of the block it comments on; a memo in a table cell names
    the row; a memo of the memo group names none (the group says no place)."""
    cell = '<hp:tc><hp:subList>{}</hp:subList><hp:cellAddr colAddr="{}" rowAddr="{}"/></hp:tc>'
    table = (
        '<hp:tbl rowCnt="2"><hp:tr>'
        + cell.format(hb.hwpx_paragraph("<hp:t>항목</hp:t>"), 0, 0)
        + cell.format(hb.hwpx_paragraph("<hp:t>금액</hp:t>"), 1, 0)
        + "</hp:tr><hp:tr>"
        + cell.format(hb.hwpx_paragraph("<hp:t>인건비</hp:t>"), 0, 1)
        + cell.format(_memo_field("단위 확인", "1,200"), 1, 1)
        + "</hp:tr></hp:tbl>"
    )
    body = (
        hb.hwpx_paragraph("<hp:t>사업 개요</hp:t>")
        + _memo_field("금액 확인 필요", "예산은 3억 원이다.")
        + hb.hwpx_paragraph(table)
        + '<hp:memogroup><hp:memo id="9"><hp:paraList>'
        + hb.hwpx_paragraph("<hp:t>전체 검토</hp:t>")
        + "</hp:paraList></hp:memo></hp:memogroup>"
    )
    assert _blocks(extractor, hb.hwpx_file(body), "메모.hwpx") == [
        ("L1", "paragraph", "사업 개요", ()),
        ("L2", "paragraph", "예산은 3억 원이다.", ()),
        ("L3", "table_row", "항목 | 금액", ("table", "table_start")),
        ("L4", "table_row", "인건비 | 1,200", ("table",)),
        ("L5", "comment", "[L2] 금액 확인 필요", ("comment",)),
        ("L6", "comment", "[L4] 단위 확인", ("comment",)),
        ("L7", "comment", "전체 검토", ("comment",)),
    ]


def test_a_memo_names_its_block_after_a_long_paragraph_before_it_was_split(
    extractor: Extractor,
) -> None:
    """A paragraph longer than a block may be is split into blocks numbered on (`L1`, `L2`):
    the memo's place moves with the block it names, as the anchor a read gives it."""
    long = " ".join(["사업의 배경과 필요성을 설명하는 긴 문장입니다."] * 150)
    assert len(long) > 4000
    body = hb.hwpx_paragraph(f"<hp:t>{long}</hp:t>") + _memo_field(
        "금액 확인 필요", "예산은 3억 원이다."
    )
    got = _blocks(extractor, hb.hwpx_file(body), "긴 문단.hwpx")
    assert [(a, k) for a, k, _, _ in got] == [
        ("L1", "paragraph"),
        ("L2", "paragraph"),
        ("L3", "paragraph"),
        ("L4", "comment"),
    ]
    assert got[2][2] == "예산은 3억 원이다."
    assert got[3][2] == "[L3] 금액 확인 필요"
