"""Reading within a budget: whole blocks, exact call estimates, clear range errors."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from fa_extract import DEFAULT_MAX_CHARS, Block, ExtractError, Extractor
from fa_extract._compact import sent_size as sent
from fa_extract._reads import count_calls, pack
from hypothesis import given
from hypothesis import strategies as st

Builders = dict[str, Callable[..., bytes]]


def _blocks(lengths: list[int]) -> list[Block]:
    return [Block(f"p{i + 1}", "page", "가" * n, page=i + 1) for i, n in enumerate(lengths)]


@given(st.lists(st.integers(0, 5_000), min_size=1, max_size=60), st.integers(50, 9_000))
def test_following_next_start_reads_every_block_once_in_the_estimated_calls(
    lengths: list[int], budget: int
) -> None:
    blocks = _blocks(lengths)
    start, calls, seen = 1, 0, []
    while start <= len(blocks):
        end = pack(blocks, start, budget)
        chunk = blocks[start - 1 : end]
        assert chunk, "every call returns at least one block"
        assert sent(chunk)[0] <= budget or len(chunk) == 1
        seen.extend(chunk)
        start = end + 1
        calls += 1
    assert seen == blocks
    assert calls == count_calls(blocks, budget)


def test_read_pages_through_a_long_document(extractor: Extractor, pdfs: Builders) -> None:
    line = "한국어 본문 문장이 이어집니다. 금액은 1,234,567원입니다. "
    pages = [[line * 3] * 40 for _ in range(12)]
    data = pdfs["korean_pdf"](pages)
    info = extractor.inspect(io.BytesIO(data), "긴문서.pdf")
    start: int | None = 1
    calls = 0
    anchors: list[str] = []
    while start is not None:
        result = extractor.read(io.BytesIO(data), "긴문서.pdf", start=start)
        assert result.start == start
        assert result.end == result.start + len(result.blocks) - 1
        assert result.char_count == sum(len(b.text) for b in result.blocks)
        assert result.char_count <= DEFAULT_MAX_CHARS or len(result.blocks) == 1
        anchors += [b.anchor for b in result.blocks]
        start = result.next_start
        calls += 1
    # Every page in order, each numbered from its first paragraph.
    pages = [a.split(".")[0] for a in anchors]
    assert list(dict.fromkeys(pages)) == [f"p{n}" for n in range(1, 13)]
    assert anchors == [f"{page}.{pages[:i].count(page) + 1}" for i, page in enumerate(pages)]
    assert calls == info.estimated_read_calls > 1


def test_end_limits_a_read_and_next_start_continues(extractor: Extractor, pdfs: Builders) -> None:
    data = pdfs["korean_pdf"]([[f"{n}쪽의 본문 내용입니다."] for n in range(1, 6)])
    result = extractor.read(io.BytesIO(data), "a.pdf", start=2, end=3)
    assert [b.anchor for b in result.blocks] == ["p2.1", "p3.1"]
    assert (result.end, result.next_start, result.total_blocks) == (3, 4, 5)
    last = extractor.read(io.BytesIO(data), "a.pdf", start=5)
    assert last.next_start is None
    past = extractor.read(io.BytesIO(data), "a.pdf", start=4, end=99)
    assert [b.anchor for b in past.blocks] == ["p4.1", "p5.1"]


def test_a_block_larger_than_the_budget_comes_alone(extractor: Extractor, pdfs: Builders) -> None:
    # Page 2's first paragraph is 64 characters (the rest of its line runs off the page, a
    # hidden block after it): over a budget of 50 with its anchor and quotes.
    data = pdfs["korean_pdf"]([["짧은 첫 쪽 본문입니다."], ["긴 둘째 쪽 본문입니다. " * 20]])
    result = extractor.read(io.BytesIO(data), "a.pdf", start=1, max_chars=50)
    assert [b.anchor for b in result.blocks] == ["p1.1"]
    result = extractor.read(io.BytesIO(data), "a.pdf", start=2, max_chars=50)
    assert [b.anchor for b in result.blocks] == ["p2.1"]


@pytest.mark.parametrize(
    ("start", "end", "budget"),
    [(0, None, 100), (4, None, 100), (2, 1, 100), (1, None, 0)],
)
def test_out_of_range_reads_are_refused(
    extractor: Extractor, pdfs: Builders, start: int, end: int | None, budget: int
) -> None:
    data = pdfs["korean_pdf"]([["세 쪽 중 하나입니다."]] * 3)
    with pytest.raises(ExtractError) as caught:
        extractor.read(io.BytesIO(data), "a.pdf", start=start, end=end, max_chars=budget)
    assert caught.value.code == "BLOCK_RANGE_INVALID"
