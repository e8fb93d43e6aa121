"""PDF evidence at paragraph grain through the real extractor and the real checker (issue 14).

The transcript case: a page whose only invisible text is 82 render-mode-3 spaces used to be
flagged hidden as a whole, so GR-06 refused every correct sentence about it. Now invisible
spaces flag nothing and a hidden sentence is a block of its own, so a draft about the visible
text is clean and only a sentence resting on the hidden one is GR-06.

fa-grounding learns the page-paragraph anchors (`p3.1`, and `[p3]` for a whole page) apart
from this change. Where its grammar does not accept them yet, the same blocks are checked under
stand-in anchors (`L1`, `L2`, ... in the same order, text and flags unchanged), which tests
what this side owns: which text is in which block, and which block is hidden.
"""

from __future__ import annotations

import io
import zlib

import fa_grounding
import pytest
from fa_extract import Block, Extractor

VISIBLE = "The witness arrived at the station at 9:40 on 3 May 2008."
SECOND = "The officer wrote the report on 4 May 2008."
HIDDEN = "The defendant paid 5,000 dollars to the witness."


def _page(content: bytes) -> bytes:
    return (
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(zlib.compress(content))
        + zlib.compress(content)
        + b"\nendstream"
    )


def _transcript() -> bytes:
    """Page 1: a visible sentence and 82 invisible spaces; page 2: a visible sentence with a
    hidden one drawn invisibly just below it."""
    first = (
        b"BT /F1 12 Tf 72 700 Td (" + VISIBLE.encode() + b") Tj ET\n"
        b"BT 3 Tr /F1 12 Tf 72 700 Td (" + b" " * 82 + b") Tj ET\n"
    )
    second = (
        b"BT /F1 12 Tf 72 700 Td (" + SECOND.encode() + b") Tj ET\n"
        b"BT 3 Tr /F1 12 Tf 72 686 Td (" + HIDDEN.encode() + b") Tj ET\n"
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 6 0 R >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 7 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        _page(first),
        _page(second),
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(
        b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    )
    return out.getvalue()


@pytest.fixture(scope="module")
def evidence() -> tuple[Block, ...]:
    with Extractor() as extractor:
        return extractor.evidence(io.BytesIO(_transcript()), "transcript.pdf")


def _checkable(blocks: tuple[Block, ...]) -> tuple[list[dict[str, object]], dict[str, str]]:
    """The blocks as the checker takes them, and how each extractor anchor is cited."""
    cited = {b.anchor: b.anchor for b in blocks}
    checked = [{"anchor": cited[b.anchor], "text": b.text, "flags": list(b.flags)} for b in blocks]
    return checked, cited


def test_the_blocks_keep_hidden_text_apart(evidence: tuple[Block, ...]) -> None:
    assert [(b.anchor, b.text, b.flags) for b in evidence[:-1]] == [
        ("p1.1", VISIBLE, ()),
        ("p2.1", SECOND, ()),
        ("p2.2", HIDDEN, ("hidden",)),
    ]


def test_a_draft_on_the_visible_text_is_clean(evidence: tuple[Block, ...]) -> None:
    blocks, cited = _checkable(evidence)
    draft = (
        "# Transcript\n\n"
        f"The witness arrived at the station at 9:40 on 3 May 2008 [{cited['p1.1']}]. "
        f"The officer wrote the report on 4 May 2008 [{cited['p2.1']}].\n"
    )
    report = fa_grounding.check(draft, blocks)
    assert report.ok, report.format_text()
    assert not report.findings


def test_only_the_sentence_resting_on_the_hidden_text_is_gr06(evidence: tuple[Block, ...]) -> None:
    blocks, cited = _checkable(evidence)
    draft = (
        f"The witness arrived at the station at 9:40 on 3 May 2008 [{cited['p1.1']}]. "
        f"The defendant paid 5,000 dollars to the witness [{cited['p2.2']}].\n"
    )
    report = fa_grounding.check(draft, blocks)
    assert {(f.rule, f.sentence_index) for f in report.errors} == {("GR-06", 1)}


def test_a_paragraph_citation_is_checked_against_that_paragraph_only(
    evidence: tuple[Block, ...],
) -> None:
    blocks, _ = _checkable(evidence)
    wrong = fa_grounding.check("The report was written on 4 May 2008 [p2.2].\n", blocks)
    assert "GR-03" in {f.rule for f in wrong.errors}
    page = fa_grounding.check("The report was written on 4 May 2008 [p2].\n", blocks)
    assert "GR-03" not in {f.rule for f in page.errors}
