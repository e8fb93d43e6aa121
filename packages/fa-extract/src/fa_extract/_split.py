"""Splitting over-long blocks, the same way for every format.

A block is what a read returns whole and what a citation is checked against, so a block longer
than the read budget would either break the budget or make a citation too coarse to check. Every
block longer than `Limits.max_block_chars` is cut into consecutive pieces at sentence ends, else
at line breaks, else at spaces, else at the cap itself; a table row (a spreadsheet row, a csv
record, a docx or pdf table row) is cut between its cells first, so a piece holds whole cells
where a cell fits. Pieces keep the block's kind, page, slide and flags. The format's numbering
(`Reader.renumber`) then names the pieces and every later block: a new block number where the
anchor counts blocks (`L15`), a part of the block where the anchor names one place in the file
(`x2.14.1`, `r14.2`, `s7n.1`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from ._model import TABLE_CONTINUED, TABLE_START, Block

__all__ = ("CELL_SEPARATOR", "split_blocks", "split_row", "split_text")

# A sentence ends at . ! ? (and their full-width forms) or at a CJK full stop, optionally
# followed by a closing quote or bracket, then white space (CJK stops need none).
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'\u201d\u2019)\]]*\s+|(?<=[\u3002\uff01\uff1f])\s*")
_LINE_END = re.compile(r"\n+")
_SPACE = re.compile(r"\s+")
_SEPARATORS = (_SENTENCE_END, _LINE_END, _SPACE)

CELL_SEPARATOR = " | "
"""How every reader joins the cells of a table row."""


def _parts(text: str, separator: re.Pattern[str]) -> list[str]:
    """`text` cut after each separator match; the separators stay with the part before."""
    parts: list[str] = []
    begin = 0
    for match in separator.finditer(text):
        if match.end() > begin:
            parts.append(text[begin : match.end()])
            begin = match.end()
    if begin < len(text):
        parts.append(text[begin:])
    return parts


def _pieces(text: str, cap: int, level: int) -> Iterator[str]:
    if len(text) <= cap:
        yield text
        return
    if level >= len(_SEPARATORS):
        for begin in range(0, len(text), cap):
            yield text[begin : begin + cap]
        return
    current = ""
    for part in _parts(text, _SEPARATORS[level]):
        if len(part) > cap:
            if current:
                yield current
                current = ""
            yield from _pieces(part, cap, level + 1)
        elif len(current) + len(part) > cap:
            yield current
            current = part
        else:
            current += part
    if current:
        yield current


def split_text(text: str, cap: int) -> list[str]:
    """`text` in consecutive pieces of at most `cap` characters, cut at the coarsest boundary.

    Pieces are stripped of the white space at their edges and white-space-only pieces are left
    out, so a piece never starts or ends with the space it was cut at.
    """
    if len(text) <= cap:
        return [text]
    return [piece.strip() for piece in _pieces(text, cap, 0) if piece.strip()] or [""]


def split_row(text: str, cap: int) -> list[str]:
    """A table row's text in consecutive pieces of at most `cap` characters, cut between cells.

    Cells are packed whole, in order, joined by `CELL_SEPARATOR`, so the pieces joined by it are
    the row again; a cell longer than `cap` is cut by `split_text` into pieces of its own.
    Linear in the row's length (a csv record of 1.9 million cells is one pass).
    """
    if len(text) <= cap:
        return [text]
    pieces: list[str] = []
    run: list[str] = []
    size = 0
    gap = len(CELL_SEPARATOR)
    for cell in text.split(CELL_SEPARATOR):
        if len(cell) > cap:
            if run:
                pieces.append(CELL_SEPARATOR.join(run))
                run, size = [], 0
            pieces.extend(split_text(cell, cap))
            continue
        if run and size + gap + len(cell) > cap:
            pieces.append(CELL_SEPARATOR.join(run))
            run, size = [], 0
        size += len(cell) + (gap if run else 0)
        run.append(cell)
    if run:
        pieces.append(CELL_SEPARATOR.join(run))
    return [piece for piece in pieces if piece.strip()] or [""]


def split_blocks(blocks: Sequence[Block], cap: int) -> tuple[list[Block], dict[int, int]]:
    """Blocks with every over-long one split, and where each old block's first piece now is.

    A table row is cut between cells (`split_row`), any other block by `split_text`. The
    anchors of the pieces are left as the original's: the caller renumbers the list. The
    pieces keep the block's flags, but for `table_start` and `table_continued`, which only the
    first piece keeps.
    """
    out: list[Block] = []
    first: dict[int, int] = {}
    for index, block in enumerate(blocks):
        first[index] = len(out)
        if len(block.text) <= cap:
            out.append(block)
            continue
        flags = block.flags
        cut = split_row if block.kind == "table_row" else split_text
        for piece in cut(block.text, cap):
            out.append(
                Block(
                    anchor=block.anchor,
                    kind=block.kind,
                    text=piece,
                    level=block.level,
                    page=block.page,
                    slide=block.slide,
                    flags=flags,
                )
            )
            # the pieces of a table's first row are that one row: the table starts once
            flags = tuple(f for f in flags if f not in (TABLE_START, TABLE_CONTINUED))
    return out, first
