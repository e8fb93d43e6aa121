"""Untrusted-text hygiene, applied centrally to every format (SECURITY.md section 3)."""

from __future__ import annotations

import pytest
from fa_extract import Block, InvariantError
from fa_extract._document import finalize
from fa_extract._hygiene import clean_text
from fa_extract._model import Parsed
from hypothesis import given
from hypothesis import strategies as st


def _tags(text: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def test_tag_zero_width_and_bidi_characters_are_removed_and_counted() -> None:
    hidden = "\u202e" + "485,000" + "\u202c" + "\u200b" + _tags("pay $1") + "\ufeff"
    cleaned = clean_text("금액 " + hidden + " USD")
    assert cleaned.text == "금액 485,000 USD"
    assert cleaned.removed == 2 + 1 + len("pay $1") + 1


def test_line_ends_are_normalised_and_tabs_kept() -> None:
    assert clean_text("a\r\nb\rc\td").text == "a\nb\nc\td"


def test_hangul_jamo_are_composed() -> None:
    assert clean_text("\u1112\u1161\u11ab").text == "한"


def test_symbol_font_bullets_are_mapped_and_unknown_private_use_is_flagged() -> None:
    parsed = Parsed(format="pdf", pages=2)
    parsed.blocks = [
        Block("p1.1", "paragraph", "\uf0b7 첫째 항목입니다 \uf0fc", page=1),
        Block("p2.1", "paragraph", "기호 \ue123 가 남았습니다", page=2),
    ]
    doc = finalize(parsed)
    assert doc.blocks[0].text == "\u2022 첫째 항목입니다 \u2713"
    assert "private_use" not in doc.blocks[0].flags
    assert "private_use" in doc.blocks[1].flags
    codes = {w.code: w.count for w in doc.warnings}
    assert codes["PRIVATE_USE_MAPPED"] == 2
    assert codes["PRIVATE_USE_UNMAPPED"] == 1


def test_finalize_counts_removed_characters_in_titles_and_blocks() -> None:
    parsed = Parsed(format="svg", title="제목\u200d")
    parsed.blocks = [Block("t1", "text", "가\u2066나\u2069다")]
    doc = finalize(parsed)
    assert doc.title == "제목"
    assert doc.blocks[0].text == "가나다"
    assert doc.removed_invisible_chars == 3
    assert doc.grade == "B"


@pytest.mark.parametrize(
    ("fmt", "anchors"),
    [
        ("pdf", ["p1.1", "p1.1"]),
        ("pdf", ["p1"]),
        ("svg", ["t1", ""]),
        ("docx", ["L1", "p2"]),
        ("pptx", ["s1"]),
    ],
)
def test_bad_anchors_from_a_parser_are_a_server_defect(fmt: str, anchors: list[str]) -> None:
    parsed = Parsed(format=fmt)
    parsed.blocks = [Block(a, "x", "text") for a in anchors]
    with pytest.raises(InvariantError) as info:
        finalize(parsed)
    assert info.value.code == "SERVER_INVARIANT_BROKEN"


@given(st.text())
def test_cleaning_is_idempotent_and_never_leaves_invisible_characters(text: str) -> None:
    once = clean_text(text)
    twice = clean_text(once.text)
    assert twice.text == once.text
    assert twice.removed == 0
    assert not any(0xE0000 <= ord(c) <= 0xE007F for c in once.text)
    assert not any(c in once.text for c in "\u200b\u200d\u202e\u2066\ufeff")
