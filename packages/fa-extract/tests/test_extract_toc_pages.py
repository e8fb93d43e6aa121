"""The table of contents is bounded and paged like blocks, and checked in linear time.

A Markdown file of 50,000 headings gave a 9.7 MB `inspect` answer and cost 84-90 s of the
server's own CPU (the toc check rebuilt the set of anchors for every entry). The toc now comes
one page at a time (`toc_start`, `toc_next_start`, `toc_total`) within `TOC_MAX_TOKENS`.
"""

from __future__ import annotations

import io
import json

import pytest
from fa_extract import TOC_MAX_TOKENS, ExtractError, Extractor, estimate_tokens
from fa_extract._document import TITLE_CHARS, Document
from fa_extract._errors import InvariantError
from fa_extract._invariants import check_document
from fa_extract._model import Block, TocEntry

HEADINGS = 50_000


def _headings(count: int) -> bytes:
    return "".join(f"# {n}번째 조 제목\n\n" for n in range(1, count + 1)).encode()


def _toc_tokens(toc: tuple[TocEntry, ...]) -> int:
    shown = [{"anchor": t.anchor, "level": t.level, "title": t.title} for t in toc]
    return estimate_tokens(json.dumps(shown, ensure_ascii=False))


def test_fifty_thousand_headings_come_in_bounded_toc_pages(extractor: Extractor) -> None:
    data = _headings(HEADINGS)
    first = extractor.inspect(io.BytesIO(data), "headings.md")
    assert first.block_count == HEADINGS and first.toc_total == HEADINGS
    assert first.toc_start == 1 and first.toc[0].title == "1번째 조 제목"
    assert 1 < len(first.toc) < HEADINGS and _toc_tokens(first.toc) <= TOC_MAX_TOKENS
    assert first.toc_next_start == len(first.toc) + 1
    second = extractor.inspect(io.BytesIO(data), "headings.md", toc_start=first.toc_next_start)
    assert second.cache_hit and second.toc_start == first.toc_next_start
    assert second.toc[0].title == f"{second.toc_start}번째 조 제목"
    last = extractor.inspect(io.BytesIO(data), "headings.md", toc_start=HEADINGS)
    assert [t.title for t in last.toc] == [f"{HEADINGS}번째 조 제목"]
    assert last.toc_next_start is None


def test_following_toc_next_start_gives_every_entry_once(extractor: Extractor) -> None:
    data = _headings(3_000)
    titles: list[str] = []
    start: int | None = 1
    while start is not None:
        page = extractor.inspect(io.BytesIO(data), "three.md", toc_start=start)
        assert _toc_tokens(page.toc) <= TOC_MAX_TOKENS
        titles.extend(t.title for t in page.toc)
        start = page.toc_next_start
    assert titles == [f"{n}번째 조 제목" for n in range(1, 3_001)]


def test_a_toc_start_past_the_toc_is_a_range_error(extractor: Extractor) -> None:
    data = _headings(3)
    with pytest.raises(ExtractError) as info:
        extractor.inspect(io.BytesIO(data), "three.md", toc_start=4)
    assert info.value.code == "BLOCK_RANGE_INVALID" and "toc_start" in info.value.message
    empty = extractor.inspect(io.BytesIO(b"no heading here\n"), "plain.md")
    assert (empty.toc, empty.toc_total, empty.toc_next_start) == ((), 0, None)


def test_the_toc_check_is_linear_in_the_entries() -> None:
    """50,000 blocks and toc entries: the set of anchors is built once, not once per entry
    (that cost about 90 s); this completes in well under a second."""
    blocks = tuple(Block(f"L{n}", "heading", f"제목 {n}", level=1) for n in range(1, HEADINGS + 1))
    toc = tuple(TocEntry(f"L{n}", 1, f"제목 {n}") for n in range(1, HEADINGS + 1))
    check_document(_document(blocks, toc))
    with pytest.raises(InvariantError, match="toc entry"):
        check_document(_document(blocks, (*toc, TocEntry("L0", 1, "x"))))


def _document(blocks: tuple[Block, ...], toc: tuple[TocEntry, ...]) -> Document:
    return Document(
        format="md",
        grade="A",
        blocks=blocks,
        title=None,
        pages=None,
        slides=None,
        toc=toc,
        image_only_pages=(),
        warnings=(),
        flags=(),
        removed_invisible_chars=0,
    )


def test_a_toc_title_is_cut_so_one_entry_never_fills_a_page(extractor: Extractor) -> None:
    """A heading of 50,000 characters is split into blocks like any text, and its toc entry
    keeps the first TITLE_CHARS characters: a toc page always holds whole entries."""
    heading = " ".join(f"제{n}조" for n in range(12_000))
    data = f"# {heading}\n\n본문이다.\n\n## 둘째\n".encode()
    info = extractor.inspect(io.BytesIO(data), "long-heading.md")
    assert TITLE_CHARS - 1 <= len(info.toc[0].title) <= TITLE_CHARS
    assert info.toc[1].title == "둘째"
    assert heading.startswith(info.toc[0].title) and info.toc[0].anchor == "L1"
    assert _toc_tokens(info.toc) <= TOC_MAX_TOKENS


def test_a_document_title_is_cut_like_a_toc_title(extractor: Extractor) -> None:
    """A title is the author's (a Markdown file's first heading, a Word file's properties): a
    title of 18,000 characters would make every inspection that long."""
    title = "연간 보고서 " * 3_000
    data = f"# {title}\n\n본문이다.\n".encode()
    info = extractor.inspect(io.BytesIO(data), "titled.md")
    assert info.title is not None and 0 < len(info.title) <= TITLE_CHARS
    assert title.startswith(info.title)
