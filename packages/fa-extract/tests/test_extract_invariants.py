"""Self-verification: a result that contradicts its document is a server defect."""

from __future__ import annotations

import dataclasses

import pytest
from fa_extract import Block, InvariantError
from fa_extract._document import Document
from fa_extract._invariants import check_document, check_read
from fa_extract._results import ReadResult


def _doc(**changes: object) -> Document:
    base = Document(
        format="pdf",
        grade="B",
        blocks=(
            Block("p1.1", "paragraph", "첫 쪽에는 충분한", page=1),
            Block("p1.2", "paragraph", "본문이 있습니다.", page=1),
            Block("p2.1", "page", "", page=2),
        ),
        title=None,
        pages=2,
        slides=None,
        toc=(),
        image_only_pages=(2,),
        warnings=(),
        flags=(),
        removed_invisible_chars=0,
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def _read(doc: Document, **changes: object) -> ReadResult:
    base = ReadResult(
        blocks=doc.blocks[:1],
        start=1,
        end=1,
        next_start=2,
        total_blocks=3,
        unit="page paragraph",
        grade="B",
        sha256="0" * 64,
        char_count=len(doc.blocks[0].text),
        cache_hit=False,
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_a_consistent_document_and_read_pass() -> None:
    doc = _doc()
    check_document(doc)
    check_read(_read(doc), doc)


@pytest.mark.parametrize(
    "changes",
    [
        {"grade": "C"},
        {"image_only_pages": ()},
        {"pages": 3},
        {"blocks": (Block("p1.1", "paragraph", "본문이 충분히 있는 쪽입니다.", page=1),) * 2},
        {
            "blocks": (
                Block("", "page", "본문이 충분히 있는 쪽입니다.", page=1),
                Block("p2.1", "page", "", page=2),
            )
        },
        {
            "blocks": (
                Block("meta", "page", "본문이 충분히 있는 쪽입니다.", page=1),
                Block("p2.1", "page", "", page=2),
            )
        },
        # A page without any block, and pages out of order.
        {"blocks": (Block("p1.1", "paragraph", "본문이 충분히 있는 쪽입니다.", page=1),)},
        {
            "blocks": (
                Block("p2.1", "page", "", page=2),
                Block("p1.1", "paragraph", "본문이 충분히 있는 쪽입니다.", page=1),
            )
        },
    ],
)
def test_document_contradictions_are_caught(changes: dict[str, object]) -> None:
    with pytest.raises(InvariantError) as caught:
        check_document(_doc(**changes))
    assert caught.value.code == "SERVER_INVARIANT_BROKEN"
    assert "not in the file" in caught.value.message


@pytest.mark.parametrize(
    "changes",
    [
        {"char_count": 3},
        {"end": 2},
        {"next_start": None},
        {"grade": "C"},
        {"blocks": (Block("p1.1", "paragraph", "다른 글", page=1),)},
        {"total_blocks": 5},
    ],
)
def test_read_contradictions_are_caught(changes: dict[str, object]) -> None:
    doc = _doc()
    with pytest.raises(InvariantError):
        check_read(_read(doc, **changes), doc)


def _wire(blocks: list[object]) -> dict[str, object]:
    return {
        "format": "docx",
        "grade": "A",
        "blocks": blocks,
        "title": None,
        "pages": None,
        "slides": None,
        "toc": [],
        "image_only_pages": [],
        "warnings": [],
        "flags": [],
        "removed_invisible_chars": 0,
        "image_size": None,
        "split": False,
    }


def test_the_worker_wire_form_round_trips() -> None:
    blocks = (
        Block("L1", "heading", "제목", level=1, page=1),
        Block("L2", "paragraph", "본문", flags=("hidden",)),
        Block("s1.1", "text", "slide", slide=1),
    )
    wired = _wire([b.to_dict() for b in blocks])
    assert Document.from_wire(wired).blocks == blocks


@pytest.mark.parametrize(
    "block",
    [
        ["L1", "paragraph", "text"],  # not an object
        "L1",
        {"anchor": "L1", "kind": "paragraph"},  # no text
        {"anchor": 1, "kind": "paragraph", "text": "x"},
        {"anchor": "L1", "kind": "paragraph", "text": 3},
        {"anchor": "L1", "kind": "paragraph", "text": "x", "page": True},
        {"anchor": "L1", "kind": "paragraph", "text": "x", "level": "1"},
        {"anchor": "L1", "kind": "paragraph", "text": "x", "slide": 1.5},
        {"anchor": "L1", "kind": "paragraph", "text": "x", "flags": "hidden"},
        {"anchor": "L1", "kind": "paragraph", "text": "x", "flags": [1]},
    ],
)
def test_a_malformed_block_from_the_worker_is_an_invariant_error(block: object) -> None:
    with pytest.raises(InvariantError):
        Document.from_wire(_wire([block]))
