"""Packing whole blocks into read calls. `read` and `estimated_read_calls` share this code, so
the estimate is exactly the number of calls a reader who follows `next_start` will make.

Hosts cap a tool result in tokens, not characters (Claude Code: 25,000 by default), and a
result travels twice: as `structuredContent` and as its JSON text copy for older clients.
Claude Code and VS Code hand the model one of the two (the structured one when present); a host
that forwarded both would count both. So a read is packed against two budgets and stops at the
first one reached:

- `DEFAULT_MAX_TOKENS` (12,000) estimated tokens per copy: both copies together stay under
  24,000, below the 25,000 cap even in a host that counts both, with the envelope (path, sha256,
  `next_actions`) in the remaining thousand.
- `max_chars` characters (default `DEFAULT_MAX_CHARS`, 48,000), the caller's own knob.

Both are spent on what is actually sent: each block is priced on the larger of its two copies
(`_compact`: its entry, the state written before it when its fields change, the separator), so
a read of short Korean paragraphs fills its budget instead of reserving room for an envelope
it no longer sends.

Tokens are estimated per script, erring high (see `estimate_tokens`): a Hangul syllable, a CJK
ideograph, kana or any other non-ASCII character 1 token (measured rates for Korean are about
0.6 to 1 per character in current tokenizers); ASCII punctuation 1; an ASCII digit 1/2; an
ASCII letter 0.3 (English averages about one token per four characters); whitespace 0.3. A
block's anchor, quotes, brackets and state are estimated the same way, as the characters they
are.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate

from . import _compact
from ._model import Block, TocEntry

__all__ = (
    "DEFAULT_MAX_CHARS",
    "DEFAULT_MAX_TOKENS",
    "TOC_ENTRY_OVERHEAD_TOKENS",
    "TOC_MAX_TOKENS",
    "BlockCosts",
    "block_costs",
    "count_calls",
    "estimate_tokens",
    "pack",
    "toc_page_end",
)

DEFAULT_MAX_CHARS = 48_000
DEFAULT_MAX_TOKENS = 12_000
_LIST_BRACKETS = 2
"""The `[` and `]` of the structured list: its items are priced with one separator each."""
TOC_MAX_TOKENS = 6_000
"""One page of a table of contents, in estimated tokens (a 50,000-heading file gave a 9.7 MB
`inspect` answer before the toc was paged): the rest of an inspection is a few hundred tokens,
so an inspection stays far under the 16,000 a read may take."""
TOC_ENTRY_OVERHEAD_TOKENS = 30
"""An entry's JSON beside its title and anchor (`{"anchor": "", "level": 1, "title": ""}, ` is
26 estimated tokens)."""

_PUNCTUATION = bytes(range(0x21, 0x30)) + bytes(range(0x3A, 0x41)) + b"[\\]^_`{|}~"
_DIGITS = b"0123456789"
_NON_ASCII = bytes(range(0x80, 0x100))


def estimate_tokens(text: str) -> int:
    """A token count for `text` that errs high, per script (weights in the module docstring).

    Counted by C-level passes (encode, bytes.translate): a 300-page Korean document of 545,000
    characters is estimated in about a millisecond.
    """
    if not text:
        return 0
    # UTF-8 then dropping every byte >= 0x80 leaves exactly the ASCII characters, far faster
    # than encoding to ASCII with errors ignored.
    ascii_bytes = text.encode("utf-8", "surrogatepass").translate(None, _NON_ASCII)
    wide = len(text) - len(ascii_bytes)
    no_punctuation = ascii_bytes.translate(None, _PUNCTUATION)
    punctuation = len(ascii_bytes) - len(no_punctuation)
    no_digits = no_punctuation.translate(None, _DIGITS)
    digits = len(no_punctuation) - len(no_digits)
    # Letters and whitespace (and any ASCII control character) weigh the same.
    rest = len(no_digits)
    tenths = 10 * (wide + punctuation) + 5 * digits + 3 * rest
    return -(-tenths // 10)


def block_costs(block: Block, previous: Block | None) -> tuple[int, int]:
    """What one block costs against (the character budget, the token budget) when it follows
    `previous` in a read (None: it opens the read): its text and the larger of its two copies'
    frames (`_compact.frames`: anchor, extra flags, the state written before it, if any, and
    the separator). The text is estimated once; a character JSON escaping or a continuation
    line adds counts as a token, which errs high as the estimate does."""
    structured, lines, escaped, continued = _compact.frames(block, previous)
    chars = len(block.text) + max(len(structured) + escaped, len(lines) + continued)
    frame_tokens = max(estimate_tokens(structured) + escaped, estimate_tokens(lines) + continued)
    return chars, estimate_tokens(block.text) + frame_tokens


def _plain(text: str) -> bool:
    """True when neither copy adds a character to `text` (no escape, no continuation line)."""
    return _compact.NEEDS_ESCAPE.search(text) is None


class BlockCosts:
    """Running totals of what a document's blocks cost against both budgets.

    A read finds where it stops by bisecting these totals instead of pricing every block again
    on every call (and `inspect` every block again to count the calls): a document is priced
    once, when it is first read. `chars[n]` and `tokens[n]` are the costs of blocks 1..n, each
    block priced as it is written after the block before it; the block a read opens with
    states its own fields, so `last` adds what that costs beside its running price.
    """

    __slots__ = ("blocks", "chars", "tokens")

    def __init__(self, blocks: Sequence[Block]) -> None:
        self.blocks = blocks
        chars: list[int] = []
        tokens: list[int] = []
        before = _compact.INITIAL
        for i, block in enumerate(blocks):
            state = _compact.block_state(block)
            text = block.text
            held = _compact.placed(block.anchor, before)
            if state == held and len(block.flags) == len(state[4]) and _plain(text):
                # Most blocks: the state holds (a PDF's page as its anchor names it), no
                # extra flag, nothing to escape. The structured frame `"L14 ",` is as long as
                # the line's `[L14] ` and its line break, and its quotes and comma weigh more
                # than the brackets and the break.
                frame = f'"{block.anchor} ",' if text else f'"{block.anchor}",'
                chars.append(len(text) + len(frame))
                tokens.append(estimate_tokens(text) + estimate_tokens(frame))
            else:
                c, t = block_costs(block, blocks[i - 1] if i else None)
                chars.append(c)
                tokens.append(t)
            before = state
        self.chars = (0, *accumulate(chars))
        self.tokens = (0, *accumulate(tokens))

    def opening(self, start: int) -> tuple[int, int]:
        """What a read that opens with block `start` costs beyond the blocks' running prices:
        the structured list's two brackets, and the state block `start` writes for itself
        (which the running price wrote only where the block before it differed)."""
        chars, tokens = block_costs(self.blocks[start - 1], None)
        return (
            _LIST_BRACKETS + chars - (self.chars[start] - self.chars[start - 1]),
            _LIST_BRACKETS + tokens - (self.tokens[start] - self.tokens[start - 1]),
        )

    def last(self, start: int, max_chars: int, end: int | None = None, *, max_tokens: int) -> int:
        """`pack`'s answer: the last block number of a read that begins at `start`.

        Every block costs at least one character and one token, so both totals grow with each
        block and the blocks that fit are exactly those up to the last total within budget.
        """
        total = len(self.chars) - 1
        stop = total if end is None else min(end, total)
        extra_chars, extra_tokens = self.opening(start)
        by_chars = bisect_right(
            self.chars, self.chars[start - 1] + max_chars - extra_chars, start, stop + 1
        )
        by_tokens = bisect_right(
            self.tokens, self.tokens[start - 1] + max_tokens - extra_tokens, start, stop + 1
        )
        return max(start, min(by_chars, by_tokens) - 1)


def pack(
    blocks: Sequence[Block],
    start: int,
    max_chars: int,
    end: int | None = None,
    *,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    costs: BlockCosts | None = None,
) -> int:
    """The last block number (1-based) of a read that begins at `start`.

    Whole blocks only, within both budgets; always at least one block, so a single block larger
    than a budget is returned alone and reading still progresses. `costs` are the blocks'
    `BlockCosts` when the caller keeps them (a cached document); else they are priced here.
    """
    if costs is None:
        costs = BlockCosts(blocks)
    return costs.last(start, max_chars, end, max_tokens=max_tokens)


def count_calls(
    blocks: Sequence[Block],
    max_chars: int,
    *,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    costs: BlockCosts | None = None,
) -> int:
    """How many reads from block 1, each continuing at the previous `next_start`, cover all."""
    if costs is None:
        costs = BlockCosts(blocks)
    calls = 0
    start = 1
    while start <= len(blocks):
        start = costs.last(start, max_chars, max_tokens=max_tokens) + 1
        calls += 1
    return calls


def toc_page_end(toc: Sequence[TocEntry], start: int, max_tokens: int = TOC_MAX_TOKENS) -> int:
    """The last entry number (1-based) of a toc page that begins at `start`: whole entries
    within `max_tokens` (each its title's and anchor's estimates plus
    TOC_ENTRY_OVERHEAD_TOKENS), at least one. Costs only the entries of the page, so paging
    through a toc is linear."""
    spent = 0
    end = start - 1
    for entry in toc[start - 1 :]:
        spent += estimate_tokens(entry.title) + estimate_tokens(entry.anchor)
        spent += TOC_ENTRY_OVERHEAD_TOKENS
        if spent > max_tokens and end >= start:
            break
        end += 1
    return end
