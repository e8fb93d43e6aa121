"""The labels Hancom draws before numbered, outline and bulleted paragraphs (HWP and HWPX).

A Hancom file stores no label, only the paragraph shape's head: fa counts the paragraphs as
Hancom does and writes `1.`, `가.`, `-` before the text. The golden values are what the built
files define (their numberings and bullets) and, for the real files, what the documents say of
themselves (`가 (새번호 목록 시작)`).
"""

from __future__ import annotations

import importlib.util
import io
import struct
from pathlib import Path

import pytest
from fa_extract import Extractor
from fa_extract._readers.hwp_heads import BULLET, NUMBER, OUTLINE, Head, Heads, Level

# The builders live beside the tests (tests are not a package: loaded by path).
_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)


def _texts(extractor: Extractor, data: bytes, name: str) -> list[str]:
    """The texts of the document's blocks (its `meta` block left out)."""
    return [b.text for b in extractor.evidence(io.BytesIO(data), name) if b.kind != "meta"]


# --- the counting ---------------------------------------------------------------------------

LEVELS = {1: Level("^1.", "DIGIT"), 2: Level("^2.", "HANGUL_SYLLABLE"), 3: Level("^3)", "DIGIT")}


def heads(**numberings: dict[int, Level]) -> Heads:
    shapes = {
        "one": Head(NUMBER, "1", 1),
        "two": Head(NUMBER, "1", 2),
        "three": Head(NUMBER, "1", 3),
        "outline": Head(OUTLINE, "", 1),
        "dash": Head(BULLET, "1", 1),
        "dot": Head(BULLET, "7", 1),
        "none": Head(NUMBER, "0", 1),
    }
    return Heads(shapes, {"1": LEVELS, **numberings}, {"1": "-"})


def test_a_level_counts_up_and_resets_the_deeper_ones() -> None:
    h = heads()
    labels = [h.label(s) for s in ("one", "two", "two", "three", "one", "two", "plain")]
    assert labels == ["1.", "가.", "나.", "1)", "2.", "가.", ""]


def test_a_level_skipped_on_the_way_down_counts_at_its_start() -> None:
    h = Heads(
        {"deep": Head(NUMBER, "1", 2), "top": Head(NUMBER, "1", 1)},
        {"1": {1: Level("^1.", start=3), 2: Level("^1-^2", start=5)}},
        {},
    )
    assert [h.label("deep"), h.label("deep"), h.label("top"), h.label("deep")] == [
        "3-5",
        "3-6",
        "4.",
        "4-5",
    ]


def test_n_is_every_level_down_to_the_paragraphs_in_digits() -> None:
    h = Heads({"3": Head(NUMBER, "1", 3)}, {"1": {3: Level("^N", "HANGUL_SYLLABLE")}}, {})
    assert [h.label("3"), h.label("3")] == ["1.1.1.", "1.1.2."]


def test_a_numbering_the_file_does_not_define_numbers_in_digits() -> None:
    h = Heads({"x": Head(NUMBER, "9", 2)}, {}, {})
    assert [h.label("x"), h.label("x")] == ["1.1.", "1.2."]


def test_outline_paragraphs_take_their_sections_numbering() -> None:
    h = heads()
    assert h.label("outline") == ""  # a section that names none
    h.outline = "1"
    assert [h.label("outline"), h.label("two"), h.label("outline")] == ["1.", "가.", "2."]


def test_bullets_and_ids_of_nothing() -> None:
    h = heads()
    assert [h.label("dash"), h.label("dot"), h.label("none")] == ["-", "●", ""]
    invisible = Heads({"b": Head(BULLET, "1", 1)}, {}, {"1": "\u00ad"})
    assert invisible.label("b") == ""


def test_a_format_fa_does_not_write_gives_no_label_but_counts() -> None:
    h = Heads(
        {"1": Head(NUMBER, "1", 1), "2": Head(NUMBER, "1", 2)},
        {"1": {1: Level("^1.", "DIGIT"), 2: Level("^2.", "HANGUL_PHONETIC")}},
        {},
    )
    assert [h.label("1"), h.label("2"), h.label("2"), h.label("1")] == ["1.", "", "", "2."]


@pytest.mark.parametrize(
    ("number_format", "shown"),
    [
        ("CIRCLED_DIGIT", ["①", "②", "③"]),
        ("HANGUL_JAMO", ["ㄱ", "ㄴ", "ㄷ"]),
        ("CIRCLED_HANGUL_SYLLABLE", ["㉮", "㉯", "㉰"]),
        ("ROMAN_CAPITAL", ["I", "II", "III"]),  # in letters, as Word's upperRoman
        ("LATIN_SMALL", ["a", "b", "c"]),
    ],
)
def test_number_formats(number_format: str, shown: list[str]) -> None:
    h = Heads({"1": Head(NUMBER, "1", 1)}, {"1": {1: Level("^1", number_format)}}, {})
    assert [h.label("1") for _ in range(3)] == shown


def test_a_hostile_numbering_gives_no_label() -> None:
    h = Heads(
        {"long": Head(NUMBER, "1", 1), "big": Head(NUMBER, "2", 1)},
        {"1": {1: Level("^1." * 400)}, "2": {1: Level("^1.", start=10**9)}},
        {},
    )
    assert [h.label("long"), h.label("big")] == ["", ""]


# --- HWPX -----------------------------------------------------------------------------------

HEADER = (
    "<hh:refList>"
    '<hh:numberings><hh:numbering id="1" start="0">'
    '<hh:paraHead level="1" start="1" numFormat="DIGIT">^1.</hh:paraHead>'
    '<hh:paraHead level="2" start="1" numFormat="HANGUL_SYLLABLE">^2.</hh:paraHead>'
    "</hh:numbering>"
    '<hh:numbering id="2" start="0">'
    '<hh:paraHead level="1" start="1" numFormat="CIRCLED_DIGIT">^1</hh:paraHead>'
    "</hh:numbering></hh:numberings>"
    '<hh:bullets><hh:bullet id="1" char="-" useImage="0"/></hh:bullets>'
    '<hh:paraProperties><hh:paraPr id="0"/>'
    '<hh:paraPr id="1"><hh:heading type="OUTLINE" idRef="0" level="0"/></hh:paraPr>'
    '<hh:paraPr id="2"><hh:heading type="OUTLINE" idRef="0" level="1"/></hh:paraPr>'
    '<hh:paraPr id="3"><hh:heading type="NUMBER" idRef="2" level="0"/></hh:paraPr>'
    '<hh:paraPr id="4"><hh:heading type="BULLET" idRef="1" level="0"/></hh:paraPr>'
    "</hh:paraProperties></hh:refList>"
)


def _p(shape: int, text: str) -> str:
    inner = f"<hp:run><hp:t>{text}</hp:t></hp:run>" if text else "<hp:run/>"
    return f'<hp:p paraPrIDRef="{shape}">{inner}</hp:p>'


def _cell(*paragraphs: str) -> str:
    return f"<hp:tc><hp:subList>{''.join(paragraphs)}</hp:subList></hp:tc>"


def test_hwpx_paragraphs_read_with_the_labels_hancom_draws(extractor: Extractor) -> None:
    sec_pr = '<hp:p paraPrIDRef="0"><hp:run><hp:secPr outlineShapeIDRef="1"/></hp:run></hp:p>'
    note = (
        '<hp:p paraPrIDRef="0"><hp:run><hp:t>근거</hp:t><hp:ctrl><hp:footNote><hp:subList>'
        f"{_p(3, '각주의 문단')}</hp:subList></hp:footNote></hp:ctrl></hp:run></hp:p>"
    )
    table = (
        '<hp:p paraPrIDRef="0"><hp:run><hp:tbl rowCnt="1" colCnt="2"><hp:tr>'
        f"{_cell(_p(3, '첫 칸'))}{_cell(_p(4, '둘째 칸'))}</hp:tr></hp:tbl></hp:run></hp:p>"
    )
    body = (
        sec_pr
        + _p(1, "사업 개요")
        + _p(2, "추진 배경")
        + _p(3, "")  # an empty numbered paragraph: counted, no block
        + _p(3, "과제 하나")
        + note
        + table
        + _p(2, "추진 체계")
        + _p(1, "세부 계획")
        + _p(4, "일정 확정")
    )
    data = hb.hwpx_file(body, header=HEADER)
    texts = _texts(extractor, data, "계획.hwpx")
    assert texts[:7] == [
        "1. 사업 개요",
        "가. 추진 배경",
        "② 과제 하나",
        "근거[^1]",
        "③ 첫 칸 | - 둘째 칸",
        "나. 추진 체계",
        "2. 세부 계획",
    ]
    assert "- 일정 확정" in texts
    assert "[^1] 각주의 문단" in texts  # a note is neither labelled nor counted


def test_hwpx_header_without_numberings_reads_as_before(extractor: Extractor) -> None:
    header = (
        '<hh:refList><hh:paraProperties><hh:paraPr id="1"><hh:heading type="NUMBER" '
        'idRef="0" level="0"/></hh:paraPr></hh:paraProperties></hh:refList>'
    )
    data = hb.hwpx_file(_p(1, "번호 없는 문단"), header=header)
    assert _texts(extractor, data, "a.hwpx") == ["번호 없는 문단"]


# --- HWP 5 ----------------------------------------------------------------------------------


def _shape(head: int, level: int, numbering: int) -> bytes:
    """A PARA_SHAPE: head type (bits 23-24) and level (bits 25-27), the numbering's or bullet's
    1-based id at byte 30."""
    prop = (head << 23) | (level << 25)
    data = struct.pack("<I6iHHH4h", prop, 0, 0, 0, 0, 0, 0, 0, numbering, 0, 0, 0, 0, 0)
    return hb.record(16 + 9, 0, data + b"\x00" * 12)


def _numbering(*levels: tuple[str, int, int]) -> bytes:
    """A NUMBERING record: seven levels (format text, number format code, start), the start
    number, then the seven level starts."""
    padded = list(levels) + [("", 0, 1)] * (7 - len(levels))
    data = b""
    for text, code, _ in padded:
        data += struct.pack("<IhhI", code << 5, 0, 50, 0xFFFFFFFF)
        data += struct.pack("<H", len(text)) + text.encode("utf-16-le")
    data += struct.pack("<H", 1) + struct.pack("<7I", *(start for _, _, start in padded))
    return hb.record(16 + 7, 0, data)


def _bullet(mark: str) -> bytes:
    return hb.record(16 + 8, 0, struct.pack("<IhhI", 0, 0, 50, 0) + mark.encode("utf-16-le"))


def _section_def(outline: int) -> bytes:
    """A section definition (`secd`) naming its outline numbering (a WORD at byte 18)."""
    data = b"dces" + struct.pack("<IHHHIH", 0, 0, 0, 0, 8000, outline) + b"\x00" * 29
    return hb.record(hb.CTRL_HEADER, 1, data)


def test_hwp_paragraphs_read_with_the_labels_hancom_draws(extractor: Extractor) -> None:
    doc_info = (
        _numbering(("^1.", 0, 1), ("^2.", 8, 1))  # 1: digits, then 가나다
        + _numbering(("(^1)", 0, 3))  # 2: (3), (4), ...
        + _bullet("-")
        + _shape(0, 0, 0)
        + _shape(1, 0, 0)  # shape 1: outline level 1
        + _shape(1, 1, 0)  # shape 2: outline level 2
        + _shape(2, 0, 2)  # shape 3: numbering 2
        + _shape(3, 0, 1)  # shape 4: bullet 1
    )
    first = hb.paragraph(hb.extended(2, "secd"), 0) + _section_def(1)
    section = (
        first
        + hb.paragraph("사업 개요", 0, shape=1)
        + hb.paragraph("추진 배경", 0, shape=2)
        + hb.paragraph("과제 하나", 0, shape=3)
        + hb.paragraph("과제 둘", 0, shape=3)
        + hb.paragraph("추진 체계", 0, shape=2)
        + hb.paragraph("세부 계획", 0, shape=1)
        + hb.paragraph("일정 확정", 0, shape=4)
    )
    data = hb.hwp_file(hb.deflate(section), extra={"DocInfo": hb.deflate(doc_info)})
    texts = _texts(extractor, data, "계획.hwp")
    assert texts == [
        "1. 사업 개요",
        "가. 추진 배경",
        "(3) 과제 하나",
        "(4) 과제 둘",
        "나. 추진 체계",
        "2. 세부 계획",
        "- 일정 확정",
    ]


def test_a_cut_numbering_record_costs_its_labels_only(extractor: Extractor) -> None:
    doc_info = hb.record(16 + 7, 0, b"\x00" * 20) + _shape(0, 0, 0) + _shape(2, 0, 1)
    section = hb.paragraph("본문", 0) + hb.paragraph("번호 문단", 0, shape=1)
    data = hb.hwp_file(hb.deflate(section), extra={"DocInfo": hb.deflate(doc_info)})
    texts = _texts(extractor, data, "cut.hwp")
    assert texts == ["본문", "번호 문단"]  # numbering 1 is unreadable: no label, the text whole


# --- real files -----------------------------------------------------------------------------


def test_hwp_lists_that_start_anew_and_go_on(extractor: Extractor, corpus: Path) -> None:
    # Each paragraph of rhwp's sample says whether its list starts anew (새번호 목록 시작) or
    # goes on from the list before it (앞번호) or from an earlier one (이전 번호).
    path = corpus / "hwp" / "KO_rhwp_para-head-num-2.hwp"
    texts = _texts(extractor, path.read_bytes(), path.name)
    assert texts == [
        "문단번호테스트",
        "가. 가 (새번호 목록 시작)",
        "나. 나 (앞번호 목록에 이어)",
        "가. 다 (새번호 목록 시작)",
        "다. 라 (이전 번호 목록에 이어)",
        "1. 마 (새번호 목록 시작)",
        "2. 바 (앞번호 목록에 이어)",
    ]


def test_hwpx_numbered_list_of_a_hancom_file(extractor: Extractor, corpus: Path) -> None:
    path = corpus / "hwpx" / "KO_kordoc_HWP5-nopassword-123456.hwpx"
    texts = _texts(extractor, path.read_bytes(), path.name)
    labelled = [
        t for t in texts if t in {"마. 한컴타자연습", "바. 한컴문서찾기", "사. 한컴유틸리티"}
    ]
    assert labelled == ["마. 한컴타자연습", "바. 한컴문서찾기", "사. 한컴유틸리티"]


@pytest.mark.parametrize("mark", ["\ud800", "\x00", "\x07"])
def test_a_bullet_that_is_no_character_gives_no_label(extractor: Extractor, mark: str) -> None:
    unit = struct.pack("<H", ord(mark))
    bullet = hb.record(16 + 8, 0, struct.pack("<IhhI", 0, 0, 50, 0) + unit)
    doc_info = bullet + _shape(0, 0, 0) + _shape(3, 0, 1)
    section = hb.paragraph("글머리 문단", 0, shape=1)
    data = hb.hwp_file(hb.deflate(section), extra={"DocInfo": hb.deflate(doc_info)})
    assert _texts(extractor, data, "bullet.hwp")[0] == "글머리 문단"
