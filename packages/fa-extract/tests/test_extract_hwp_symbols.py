"""Symbol-font characters in HWP and HWPX: a character set in Symbol or Wingdings is stored in
the private-use area (U+F000 plus its code in the font) and means what that font draws there.
The tables are held against the published mapping code by code (`symbol_fonts.tsv`), and the
readers map a character by the font its run is set in, in files built here."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path

from fa_extract import Extractor
from fa_extract._readers.symbol_fonts import SYMBOL, WINGDINGS, symbol_font

_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)

_PUBLISHED = Path(__file__).with_name("symbol_fonts.tsv")


def _published() -> dict[str, dict[int, int]]:
    tables: dict[str, dict[int, int]] = {"SYMBOL": {}, "WINGDINGS": {}}
    for line in _PUBLISHED.read_text(encoding="utf-8").splitlines():
        if line.startswith(("#", "font\t")) or not line.strip():
            continue
        font, code, point = line.split("\t")
        tables[font][int(code, 16)] = int(point, 16)
    return tables


def test_symbol_and_wingdings_tables_match_the_published_mapping_code_by_code() -> None:
    """Every code the published tables map is mapped to the same character, but for a target
    that is itself a private-use character (Symbol's Apple logo at 0xF0), left unmapped so its
    block keeps the `private_use` flag; no code is mapped that the tables do not map."""
    published = _published()
    assert len(published["SYMBOL"]) == 190 and len(published["WINGDINGS"]) == 223
    for name, ours in (("SYMBOL", SYMBOL), ("WINGDINGS", WINGDINGS)):
        for code, point in published[name].items():
            if 0xE000 <= point <= 0xF8FF:
                assert code not in ours, (name, hex(code))
            else:
                assert ours.get(code) == point, (name, hex(code))
        assert set(ours) <= set(published[name])
    assert symbol_font(" wingdings ") is WINGDINGS and symbol_font("Symbol") is SYMBOL
    assert symbol_font("Wingdings 2") is None and symbol_font("함초롬바탕") is None


# The same private-use codes in three fonts: U+F09E is Wingdings' bullet operator (∙, U+2219),
# U+F061 and U+F06C Symbol's alpha and lambda, U+F06C Wingdings' medium black circle (⚫).
_RUNS = [("해제", 0), ("\uf09e", 1), ("해지 ", 0), ("\uf061\uf06c", 2), (" \uf06c", 1)]
_EXPECTED = "해제\u2219해지 \u03b1\u03bb \u26ab"


def test_hwpx_private_use_characters_are_read_by_their_runs_font(extractor: Extractor) -> None:
    """HWPX: a run's `charPrIDRef` names its character shape, whose `hh:fontRef` names a font
    of each language; a run in Wingdings or Symbol (in whichever language slot) reads as that
    font's characters. A code the font's table lacks (Wingdings' 0xFF) stays private-use and
    flags its block; one in a run of an ordinary font keeps fa's general mapping."""
    fonts = "".join(
        f'<hh:fontface lang="{lang}" fontCnt="3"><hh:font id="0" face="함초롬바탕"/>'
        '<hh:font id="1" face="Wingdings"/><hh:font id="2" face="Symbol"/></hh:fontface>'
        for lang in ("HANGUL", "LATIN", "HANJA", "JAPANESE", "OTHER", "SYMBOL", "USER")
    )
    slots = ("hangul", "latin", "hanja", "japanese", "other", "symbol", "user")

    def char_pr(pid: int, refs: dict[str, int]) -> str:
        ref = " ".join(f'{slot}="{refs.get(slot, 0)}"' for slot in slots)
        return f'<hh:charPr id="{pid}" height="1000"><hh:fontRef {ref}/></hh:charPr>'

    header = (
        f'<hh:refList><hh:fontfaces itemCnt="7">{fonts}</hh:fontfaces>'
        '<hh:charProperties itemCnt="3">'
        + char_pr(0, {})
        + char_pr(1, dict.fromkeys(slots, 1))
        + char_pr(2, {"symbol": 2, "user": 2})
        + "</hh:charProperties></hh:refList>"
    )
    runs = "".join(
        f'<hp:run charPrIDRef="{pid}"><hp:t>{text}</hp:t></hp:run>' for text, pid in _RUNS
    )
    body = (
        f'<hp:p paraPrIDRef="0">{runs}</hp:p>'
        + '<hp:p paraPrIDRef="0"><hp:run charPrIDRef="0"><hp:t>확인 \uf0fc</hp:t></hp:run></hp:p>'
        + '<hp:p paraPrIDRef="0"><hp:run charPrIDRef="1"><hp:t>끝 \uf0ff</hp:t></hp:run></hp:p>'
    )
    blocks = [
        (b.text, b.flags)
        for b in extractor.evidence(io.BytesIO(hb.hwpx_file(body, header=header)), "기호.hwpx")
        if b.anchor != "meta"
    ]
    assert blocks == [
        (_EXPECTED, ()),
        ("확인 \u2713", ()),  # fa's general mapping of a check mark, font unknown
        ("끝 \uf0ff", ("private_use",)),
    ]


def test_hwp_private_use_characters_are_read_by_their_runs_font(extractor: Extractor) -> None:
    """HWP: PARA_CHAR_SHAPE says where each run of a character shape starts (in PARA_TEXT's
    units, an inline control counting eight), CHAR_SHAPE names a font per language, and
    DocInfo's FACE_NAME records list each language's fonts in turn (ID_MAPPINGS counts them)."""
    text = "".join(t for t, _ in _RUNS)
    starts: list[tuple[int, int]] = []
    at = 0
    for piece, shape in _RUNS:
        starts.append((at, shape))
        at += len(piece)
    # a tab (an inline control of eight units) before the text moves every run by eight
    runs = [(0, 0), *((start + 8, shape) for start, shape in starts)]
    section = (
        hb.paragraph(hb.TAB + text, 0)
        + hb.para_char_shape(1, *runs)
        + hb.paragraph("끝 \uf0ff", 0)
        + hb.para_char_shape(1, (0, 1))
    )
    faces = b"".join(
        hb.face_name(name) for _ in range(7) for name in ("함초롬바탕", "Wingdings", "Symbol")
    )
    doc_info = (
        hb.id_mappings((3, 3, 3, 3, 3, 3, 3))
        + faces
        + hb.char_shape((0, 0, 0, 0, 0, 0, 0))
        + hb.char_shape((1, 1, 1, 1, 1, 1, 1))
        + hb.char_shape((0, 0, 0, 0, 0, 2, 2))
    )
    data = hb.hwp_file(hb.deflate(section), extra={"DocInfo": hb.deflate(doc_info)})
    blocks = [
        (b.text, b.flags)
        for b in extractor.evidence(io.BytesIO(data), "기호.hwp")
        if b.anchor != "meta"
    ]
    assert blocks == [(_EXPECTED, ()), ("끝 \uf0ff", ("private_use",))]
