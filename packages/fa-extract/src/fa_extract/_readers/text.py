"""Plain text (.txt) to one block per paragraph, anchors `L1..Ln` in reading order.

The encoding is decided by `encoding.decode_text` (UTF-8, UTF-16 with a mark, or Korean CP949,
said in a warning). A paragraph is a run of non-blank lines; blank lines and form feeds separate
them. A paragraph longer than `PARAGRAPH_CHARS` (a file that never leaves a blank line) is cut
at line breaks into several blocks, so a citation still points at a few lines, not the whole
file. Line breaks inside a paragraph are kept.

`Blocks` numbers blocks and enforces the block and character caps for the markdown and HTML
readers too.
"""

from __future__ import annotations

import re

from .._errors import DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._limits import Limits
from .._model import Block, Parsed
from .encoding import decode_text

__all__ = ("PARAGRAPH_CHARS", "Blocks", "parse")

PARAGRAPH_CHARS = 2000
_SEPARATOR = re.compile(r"\n[ \t\f\v]*\n|\f")


class Blocks:
    """Blocks of a line-oriented format, numbered `L1..` in the order they are added."""

    def __init__(self, parsed: Parsed, limits: Limits) -> None:
        self.parsed = parsed
        self._max = limits.max_blocks
        self._max_chars = limits.max_chars
        self._chars = 0

    def add(
        self, kind: str, text: str, *, level: int | None = None, flags: tuple[str, ...] = ()
    ) -> str | None:
        """Append a block unless its text is blank; return its anchor (None when skipped)."""
        text = text.strip()
        if not text:
            return None
        blocks = self.parsed.blocks
        if len(blocks) >= self._max:
            raise ExtractError(
                DOCUMENT_LIMIT_EXCEEDED,
                f"The document has more than {self._max} blocks; split it or keep the part "
                "you need.",
            )
        self._chars += len(text)
        if self._chars > self._max_chars:
            raise ExtractError(
                DOCUMENT_LIMIT_EXCEEDED,
                f"The document holds more than {self._max_chars} characters of text; split it "
                "or keep the part you need.",
            )
        anchor = f"L{len(blocks) + 1}"
        blocks.append(Block(anchor, kind, text, level=level, flags=flags))
        return anchor


def split_long(text: str, limit: int = PARAGRAPH_CHARS) -> list[str]:
    """`text` cut at line breaks into pieces of at most about `limit` characters.

    A single line longer than the limit stays whole: cutting inside a line could split a number.
    """
    if len(text) <= limit:
        return [text]
    pieces: list[str] = []
    current: list[str] = []
    size = 0
    for line in text.split("\n"):
        if current and size + len(line) > limit:
            pieces.append("\n".join(current))
            current, size = [], 0
        current.append(line)
        size += len(line) + 1
    if current:
        pieces.append("\n".join(current))
    return pieces


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse a .txt into paragraph blocks `L<n>` (see the module docstring).

    Raises:
        ExtractError: DOCUMENT_ENCODING_UNKNOWN, DOCUMENT_LIMIT_EXCEEDED (too many blocks).
    """
    decoded = decode_text(data)
    parsed = Parsed(format="txt", warnings=list(decoded.warnings))
    blocks = Blocks(parsed, limits)
    text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
    for paragraph in _SEPARATOR.split(text):
        for piece in split_long(paragraph.strip("\n")):
            blocks.add("paragraph", piece)
    return parsed
