"""Word and PowerPoint extraction on the repository's corpus of real files (`evals/corpus`).

Each file's source and licence are in `evals/corpus/MANIFEST.tsv`. Expectations below were
read from the files' XML, not from our output.
"""

from __future__ import annotations

import re
import zipfile
from collections import Counter
from pathlib import Path

import pytest
from fa_extract._limits import Limits
from fa_extract._model import Parsed
from fa_extract._readers import docx as _docx
from fa_extract._readers import pptx as _pptx
from fa_extract._readers.ooxml import preflight_ooxml
from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

CORPUS = Path(__file__).resolve().parents[3] / "evals" / "corpus"
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
HANGUL = re.compile(r"[가-힣]+")


def load(kind: str, name: str) -> Parsed:
    data = (CORPUS / kind / name).read_bytes()
    preflight_ooxml(data, Limits())
    return (_docx.parse if kind == "docx" else _pptx.parse)(data, Limits())


def joined(parsed: Parsed) -> str:
    return "\n".join(b.text for b in parsed.blocks)


def xml_paragraph_texts(path: Path, part_pattern: str, para: str, text: str) -> list[str]:
    out = []
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            if re.fullmatch(part_pattern, name):
                root = etree.fromstring(zf.read(name))
                out.extend("".join(t.text or "" for t in p.iter(text)) for p in root.iter(para))
    return out


def corpus_files(kind: str) -> list[str]:
    return sorted(p.name for p in (CORPUS / kind).glob(f"*.{kind}"))


@pytest.mark.parametrize("name", corpus_files("docx"))
def test_docx_every_corpus_file_parses_with_unique_anchors(name: str) -> None:
    parsed = load("docx", name)
    anchors = [b.anchor for b in parsed.blocks]
    assert anchors == [f"L{n}" for n in range(1, len(anchors) + 1)]
    assert all(b.text.strip() for b in parsed.blocks)


@pytest.mark.parametrize("name", corpus_files("pptx"))
def test_pptx_every_corpus_file_parses_with_unique_anchors(name: str) -> None:
    parsed = load("pptx", name)
    anchors = [b.anchor for b in parsed.blocks]
    assert len(set(anchors)) == len(anchors)
    assert all(re.fullmatch(r"s[1-9][0-9]*(\.[1-9][0-9]*|n)", a) for a in anchors)
    assert all(b.text.strip() for b in parsed.blocks)


def test_docx_korean_corpus_text_comes_through_whole() -> None:
    name = "KO_langchainkr_sample-word-document.docx"
    source = xml_paragraph_texts(CORPUS / "docx" / name, r"word/document\.xml", f"{W}p", f"{W}t")
    expected = Counter(w for text in source for w in HANGUL.findall(text))
    got = Counter(HANGUL.findall(joined(load("docx", name))))
    assert expected and got == expected
    paragraphs = [t.strip() for t in source if t.strip()]
    assert [b.text for b in load("docx", name).blocks] == paragraphs


def test_pptx_korean_corpus_text_comes_through_whole() -> None:
    name = "KO_langchainkr_sample-ppt.pptx"
    source = xml_paragraph_texts(
        CORPUS / "pptx" / name, r"ppt/slides/slide\d+\.xml", f"{A}p", f"{A}t"
    )
    expected = Counter(w for text in source for w in HANGUL.findall(text))
    got = Counter(HANGUL.findall(joined(load("pptx", name))))
    assert expected and got == expected


def test_docx_corpus_footnotes_endnotes_headers_and_footers() -> None:
    parsed = load("docx", "docx2python_example.docx")
    flagged = {(b.text, b.flags) for b in parsed.blocks}
    assert ("[^1] First footnote", ("footnote",)) in flagged
    assert ("[^ii] Second endnote", ("endnote",)) in flagged
    assert ("Header text", ("header",)) in flagged
    assert ("Footer text", ("footer",)) in flagged
    assert "Reference footnote 1[^1]" in joined(parsed)
    endnotes = load("docx", "mammoth_endnotes.docx")
    assert [b.text for b in endnotes.blocks if b.kind == "endnote"] == [
        "[^i] A tachyon walks into a bar.",
        "[^ii] Fin.",
    ]


def test_docx_corpus_comments_are_flagged() -> None:
    parsed = load("docx", "markitdown_test_with_comment.docx")
    comments = [b.text for b in parsed.blocks if b.flags == ("comment",)]
    assert comments == [
        "This is a test comment. 12df-321a",
        "Yet another comment in the doc. 55yiyi-asd09",
    ]


def test_docx_corpus_deletion_is_left_out() -> None:
    parsed = load("docx", "docxfix_single-deletion.docx")
    assert "dolor sit amet" not in joined(parsed)
    assert parsed.blocks[0].text.startswith("Lorem ipsum, consectetuer adipiscing elit.")
    assert [w.code for w in parsed.warnings] == ["TRACKED_CHANGES"]


def test_docx_corpus_text_boxes_appear_once() -> None:
    parsed = load("docx", "docling_drawingml.docx")
    boxes = [b.text for b in parsed.blocks if "textbox" in b.flags]
    assert sorted(boxes) == ["Fig – Torque v/s Speed characteristics", "Text 1", "Text 2"]
    libre = load("docx", "docx2python_libreoffice_conversion.docx")
    assert any("textbox" in b.flags for b in libre.blocks)


def test_docx_corpus_merged_cells_are_not_repeated() -> None:
    rows = [b.text for b in load("docx", "docx2python_merged_cells.docx").blocks]
    assert rows[0] == "0-0 | 0-12 | 0-3"  # 0-12 spans two columns and appears once
    assert rows[2] == "| 2-1 | 2-2 | 2-3"  # the cell merged down from 1-0 is empty below it


def test_pptx_corpus_notes_tables_groups_charts_and_diagrams() -> None:
    notes = load("pptx", "pptx_prs-notes.pptx")
    assert [(b.anchor, b.text) for b in notes.blocks] == [("s1n", "Notes")]
    shapes = joined(load("pptx", "pptx_shp-shapes.pptx"))
    for expected in ("shapes[3]", "shapes[4]", "Sales | 8.2 | 3.2 | 1.4 | 1.2", "Smart Art"):
        assert expected in shapes
    deck = load("pptx", "markitdown_test.pptx")
    text = joined(deck)
    assert "7 | 8 | 9 | 1b92870d-e3b5-4e65-8153-919f4ff45592 | 11 | 12" in text
    assert "This is a nested shape with content in 2 shapes" in text
    assert "a3f6004b-6f4f-4ea8-bee3-3741f4dc385f" in text


def test_pptx_corpus_slide_comments_are_flagged() -> None:
    parsed = load("pptx", "docling_powerpoint_comments.pptx")
    assert [b.text for b in parsed.blocks if b.flags == ("comment",)] == [
        "This is a sample reviewer comment",
        "This is a sample response",
        "This is a cool feature",
        "I need to try this out!",
    ]


@pytest.mark.parametrize("name", corpus_files("docx"))
def test_docx_fast_pass_reads_exactly_what_the_full_walk_reads(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = load("docx", name)

    def full_walk(self: _docx._Walker, p: object, into: object, hidden: bool) -> None:
        self.inline(p, into, hidden)  # pyright: ignore[reportArgumentType]

    monkeypatch.setattr(_docx._Walker, "gather", full_walk)
    assert load("docx", name) == fast
