"""The read budget in tokens: hosts cap a tool result in tokens, so a read is sized by an
estimate that errs high per script, and long Latin-script documents take fewer calls."""

from __future__ import annotations

import io
from collections.abc import Callable

from fa_extract import DEFAULT_MAX_TOKENS, Block, Extractor, estimate_tokens
from fa_extract._compact import sent_size as sent
from fa_extract._reads import BlockCosts, block_costs, count_calls, pack
from hypothesis import given
from hypothesis import strategies as st

HOST_CAP = 25_000
"""Claude Code's default cap on one tool result, in tokens."""


def test_each_script_is_charged_its_own_weight() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("가나다") == 3  # Hangul: one token a syllable
    assert estimate_tokens("漢字かな") == 4  # CJK and kana: one a character
    assert estimate_tokens("abcdefghij") == 3  # ASCII letters: 0.3 each
    assert estimate_tokens("1234") == 2  # digits: 0.5 each
    assert estimate_tokens("{}[],") == 5  # punctuation: 1 each
    assert estimate_tokens("a b") == 1  # 0.3 * 3, rounded up
    assert estimate_tokens("é") == 1  # any other non-ASCII character: 1


@given(st.text(max_size=400))
def test_the_estimate_is_never_below_a_third_of_the_characters(text: str) -> None:
    # Every weight is at least 0.3: the estimate can only err high against a tokenizer that
    # packs at most ~3 characters of anything into one token.
    assert estimate_tokens(text) >= 0.3 * len(text) - 1e-9


def _pages(text: str, count: int) -> list[Block]:
    return [Block(f"p{n}", "page", text, page=n) for n in range(1, count + 1)]


@given(
    st.lists(st.sampled_from(["가", "a", "1", " ", ",", "字"]), min_size=1, max_size=300),
    st.integers(1, 200),
)
def test_every_read_but_a_lone_block_stays_within_the_token_budget(
    letters: list[str], count: int
) -> None:
    blocks = _pages("".join(letters), count)
    start = 1
    while start <= len(blocks):
        last = pack(blocks, start, 10**9)
        chunk = blocks[start - 1 : last]
        assert sent(chunk)[1] <= DEFAULT_MAX_TOKENS or len(chunk) == 1
        start = last + 1


def test_english_text_takes_fewer_calls_than_a_character_budget_gave() -> None:
    # 60 pages of 2,000 English characters: 12,000 characters a call took 12 calls.
    page = ("The quarterly revenue rose by a small margin while costs held steady. " * 30)[:2000]
    assert count_calls(_pages(page, 60), 48_000) <= 4


def test_both_copies_of_a_korean_read_stay_under_the_host_cap(
    extractor: Extractor, pdfs: dict[str, Callable[..., bytes]]
) -> None:
    line = "한국어 본문 문장이 이어집니다. 금액은 1,234,567원입니다. "
    data = pdfs["korean_pdf"]([[line * 2] * 30 for _ in range(40)])
    result = extractor.read(io.BytesIO(data), "긴문서.pdf", start=1)
    assert result.next_start is not None  # the budget, not the end, closed this read
    # The structured copy and the text copy, each bounded by the high estimate.
    assert 2 * sent(result.blocks)[1] <= HOST_CAP - 1_000
    # The read filled its budget: the next block would not have fitted.
    following = [
        *result.blocks,
        extractor.read(io.BytesIO(data), "긴문서.pdf", start=result.end + 1).blocks[0],
    ]
    assert sent(following)[1] > DEFAULT_MAX_TOKENS - 2 * len(following)


def _pack_block_by_block(
    blocks: list[Block], start: int, max_chars: int, end: int | None, max_tokens: int
) -> int:
    """The read's stop found the plain way: add whole blocks until a budget would be crossed."""
    stop = len(blocks) if end is None else min(end, len(blocks))
    last = start
    chars, tokens = block_costs(blocks[start - 1], None)
    chars, tokens = chars + 2, tokens + 2  # the structured list's brackets
    while last < stop:
        more_chars, more_tokens = block_costs(blocks[last], blocks[last - 1])
        chars, tokens = chars + more_chars, tokens + more_tokens
        if chars > max_chars or tokens > max_tokens:
            break
        last += 1
    return last


@given(
    st.lists(st.text(st.sampled_from("가a1 ,字"), max_size=120), min_size=1, max_size=60),
    st.integers(1, 60),
    st.one_of(st.none(), st.integers(1, 70)),
    st.integers(1, 3000),
    st.integers(1, 1500),
)
def test_packing_by_running_totals_stops_where_adding_block_by_block_does(
    texts: list[str], start: int, end: int | None, max_chars: int, max_tokens: int
) -> None:
    blocks = [Block(f"L{n}", "paragraph", t) for n, t in enumerate(texts, 1)]
    start = min(start, len(blocks))
    if end is not None and end < start:
        end = start
    costs = BlockCosts(blocks)
    expected = _pack_block_by_block(blocks, start, max_chars, end, max_tokens)
    assert pack(blocks, start, max_chars, end, max_tokens=max_tokens) == expected
    assert pack(blocks, start, max_chars, end, max_tokens=max_tokens, costs=costs) == expected
    calls, at = 0, 1
    while at <= len(blocks):
        at = _pack_block_by_block(blocks, at, max_chars, None, max_tokens) + 1
        calls += 1
    assert count_calls(blocks, max_chars, max_tokens=max_tokens, costs=costs) == calls
