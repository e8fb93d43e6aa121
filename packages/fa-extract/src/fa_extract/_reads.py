"""Packing whole blocks into read calls. `read` and `estimated_read_calls` share this code, so
the estimate is exactly the number of calls a reader who follows `next_start` will make."""

from __future__ import annotations

from collections.abc import Sequence

from ._model import Block

__all__ = ("BLOCK_OVERHEAD", "DEFAULT_MAX_CHARS", "block_cost", "count_calls", "pack")

# The budget of one read response, in characters of block text plus a per-block overhead.
# Hosts cap a tool result at about 25,000 tokens. Korean costs about one token per 1 to 1.5
# characters (English about one per 4), so 12,000 characters stay under 12,000 tokens of text;
# each block's JSON (anchor, kind, page, flags, quotes and commas) is charged as BLOCK_OVERHEAD
# characters, so many small blocks cannot push a response past the cap either. The remainder
# leaves room for the response envelope and `next_actions`.
DEFAULT_MAX_CHARS = 12_000
BLOCK_OVERHEAD = 60


def block_cost(block: Block) -> int:
    """What one block costs against the read budget."""
    return len(block.text) + BLOCK_OVERHEAD


def pack(blocks: Sequence[Block], start: int, max_chars: int, end: int | None = None) -> int:
    """The last block number (1-based) of a read that begins at `start`.

    Whole blocks only; always at least one block, so a single block larger than the budget is
    returned alone and reading still progresses.
    """
    stop = len(blocks) if end is None else min(end, len(blocks))
    last = start
    spent = block_cost(blocks[start - 1])
    while last < stop:
        cost = block_cost(blocks[last])
        if spent + cost > max_chars:
            break
        spent += cost
        last += 1
    return last


def count_calls(blocks: Sequence[Block], max_chars: int) -> int:
    """How many reads from block 1, each continuing at the previous `next_start`, cover all."""
    calls = 0
    start = 1
    while start <= len(blocks):
        start = pack(blocks, start, max_chars) + 1
        calls += 1
    return calls
