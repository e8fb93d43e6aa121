"""One PDF page's text as paragraphs, from PDFium's text geometry; hidden text kept apart.

Runs only inside the worker. PDFium's page text (`get_text_range`) already comes in reading
order with a line break between lines; this module measures each line once (the loose boxes of
its first and last characters, and the text rectangles PDFium merges it into) and starts a new
paragraph where a reader sees one:

- a vertical gap between two lines wider than the page's usual gap between lines by a third of
  a line's height (paragraph spacing), or wider than one and a half lines in any case;
- a line that moves up or sideways past the previous one (a new column or a new text frame);
- a change of font size of more than a fifth (a heading and its body);
- an indented line after a line of the same paragraph's body (a first-line indent; the second
  line of a hanging indent does not count, since the paragraph's first line is the outdented one);
- a line after a short line ending a sentence.

A ruled table (a grid of `pdf_grid`) is read cell by cell: each character goes to the cell
holding the centre of its box, a cell's lines are joined with a space, and each row of the grid
is one `table_row` block, its cells joined with ` | ` as docx joins them (empty cells kept, a
merged cell's text once in the row where it starts and an empty cell in the rows below it that
it covers), the first flagged `table_start`; a grid row whose cells hold rows of lines with
no rule between them (a table ruled only between its columns) is cut where every cell with
text has a line at one height, a cell's wrapped lines staying with the row they continue.
The grid stands after the last line outside it, in reading order, that lies above it and
across its width (the line before it in its column), else before the first such line below
it. A grid is read only when it is clean and a table: a line with characters both inside and
outside it, a word whose characters fall in two cells, fewer than two rows with text, no row
with two cells of text (a figure's frame and its labels) or a cell of more than _CELL_LINES
lines (a page's column) leave its lines to the line-by-line reading below. Hidden characters
in a cell go to a hidden `table_row` after the row.

Outside grids, a table-like line, one whose text rectangles leave gaps wider than a line's
height between them (cells), is a block of its own (`table_row`); so is a run of lines on the
same baseline drawn cell by cell, joined with ` | ` as docx joins cells.

Hidden characters (render mode 3 without an image on the page, or outside the crop box) are
taken out of the paragraph they sit in and returned as a `hidden` block right after it; hidden
white space is dropped, so invisible spaces never flag visible text.
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import re
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .pdf_grid import Grid

__all__ = ("Paragraph", "hidden_characters", "page_paragraphs", "text_paragraphs")

_GAP_LINES = 0.3
_BLANK_GAP_LINES = 1.5
_SIZE_CHANGE = 1.2
_INDENT_LINES = 1.0
_CELL_GAP_LINES = 1.0
_SHORT_LINE = 0.75
_SPREAD = 0.8
_SENTENCE_END = tuple(".!?:;\u3002\uff01\uff1f\u2026\"'\u201d)")
_BLANK_LINES = re.compile(r"\n[ \t\r\f\v]*\n\s*")


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A block's worth of one page: its text, its kind and whether it is hidden text."""

    text: str
    kind: str = "paragraph"
    hidden: bool = False
    table_start: bool = False
    """The first row of a ruled table (`_model.TABLE_START`)."""
    columns: tuple[float, ...] = ()
    """A ruled table's row (hidden or not): its grid's column edges, left to right, by which
    `pdf` tells a table that runs on over a page break; empty for any other paragraph."""


# PDFium's FS_RECTF (left, top, right, bottom) as a plain array of floats, read in one go
# (unpacking its bytes is five times faster than reading a Structure's four fields).
_FloatRect = ctypes.c_float * 4
_read_rect = struct.Struct("4f").unpack_from


class _TextCalls:
    """PDFium's text-page geometry functions through lean prototypes (handles as integers).
    Out-parameters are plain addresses of buffers the caller holds (`ctypes.addressof`): a
    typed pointer argument costs ctypes a conversion per call, and these run per line and,
    in a ruled table, per character."""

    def __init__(self, raw: Any) -> None:
        handle, number, real = ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p

        def lean(function: Any, result: Any, *arguments: Any) -> Any:
            address = ctypes.cast(function, ctypes.c_void_p).value
            if address is None:
                raise ImportError("PDFium is missing a text-page function.")
            return ctypes.CFUNCTYPE(result, *arguments)(address)

        self.char_count = lean(raw.FPDFText_CountChars, number, handle)
        self.loose_box = lean(raw.FPDFText_GetLooseCharBox, number, handle, number, real)
        self.count_rects = lean(raw.FPDFText_CountRects, number, handle, number, number)
        self.rect = lean(raw.FPDFText_GetRect, number, handle, number, real, real, real, real)
        self.text_object = lean(raw.FPDFText_GetTextObject, handle, handle, number)
        self.char_box = lean(
            raw.FPDFText_GetCharBox, number, handle, number, real, real, real, real
        )
        self.render_mode = lean(raw.FPDFTextObj_GetTextRenderMode, number, handle)


@functools.cache
def _text_calls(raw: Any) -> _TextCalls:
    return _TextCalls(raw)


@dataclass(slots=True)
class _Line:
    start: int
    text: str
    stripped: str
    """`text` without its leading and trailing white space (stripped once, used thrice)."""
    left: float
    right: float
    top: float
    bottom: float
    height: float
    """One line's height, from a character in the middle (`top`..`bottom` may span two lines
    when PDFium joins a word hyphenated across a line end)."""
    cells: int = 1


def _measure(
    calls: _TextCalls, handle: int, start: int, text: str, *, box: Any, at_box: int
) -> _Line | None:
    """The geometry of one line of text that begins at character `start`, or None.

    `box` is a reusable rectangle at address `at_box` (built once per page: this runs once per
    line of every page).
    """
    tail = text.lstrip()
    if not tail:
        return None
    stripped = tail.rstrip()
    first = start + len(text) - len(tail)
    last = first + len(stripped) - 1
    loose_box = calls.loose_box
    if not loose_box(handle, first, at_box):
        return None
    left, top, right, bottom = _read_rect(box)
    height = last_height = top - bottom
    if last != first and loose_box(handle, last, at_box):
        _, last_top, last_right, last_bottom = _read_rect(box)
        right = max(right, last_right)
        bottom = min(bottom, last_bottom)
        last_height = last_top - last_bottom
    # When the first and last characters disagree on the height, one of them is a superscript,
    # a bullet or a hyphen whose box is not the line's: a character in the middle decides.
    if abs(height - last_height) > 0.1 * max(height, last_height):
        middle = start + len(text) // 2
        if (
            middle not in (first, last)
            and not text[middle - start].isspace()
            and loose_box(handle, middle, at_box)
        ):
            _, middle_top, _, middle_bottom = _read_rect(box)
            if middle_top > middle_bottom:
                height = middle_top - middle_bottom
    line = _Line(start, text, stripped, left, right, top, bottom, height if height > 1.0 else 1.0)
    # Prose runs at about half a line's height per character; only a line spread wider than
    # that can hold cells apart, and only then are its text rectangles asked for.
    if right - left > _SPREAD * line.height * (last - first + 1):
        line.cells = _cells(calls, handle, first, last - first + 1, line.height)
    return line


def _cells(calls: _TextCalls, handle: int, first: int, count: int, height: float) -> int:
    """How many runs of text the line holds with gaps wider than a line's height between."""
    rects = calls.count_rects(handle, first, count)
    if rects <= 1:
        return 1
    cells = 1
    left, top, right, bottom = (ctypes.c_double() for _ in range(4))
    at_edges = [ctypes.addressof(value) for value in (left, top, right, bottom)]
    previous_right: float | None = None
    for index in range(rects):
        if not calls.rect(handle, index, *at_edges):
            continue
        if previous_right is not None and left.value - previous_right > _CELL_GAP_LINES * height:
            cells += 1
        previous_right = right.value if previous_right is None else max(previous_right, right.value)
    return cells


def _same_row(a: _Line, b: _Line) -> bool:
    """b continues a's baseline to the right (a table drawn cell by cell)."""
    if b.left < a.right:
        return False
    overlap = min(a.top, b.top) - max(a.bottom, b.bottom)
    return overlap > 0.5 * min(a.height, b.height)


def _typical_gap(lines: Sequence[_Line]) -> float:
    """The median vertical gap between consecutive lines of one size that run down the page."""
    gaps = sorted(
        a.bottom - b.top
        for a, b in itertools.pairwise(lines)
        if b.top < a.top and max(a.height, b.height) <= _SIZE_CHANGE * min(a.height, b.height)
    )
    return gaps[len(gaps) // 2] if gaps else 0.0


def _breaks(
    previous: _Line, line: _Line, first_of_paragraph: _Line, widest: float, typical: float
) -> bool:
    """Whether `line` starts a new paragraph after `previous` (`typical`: the page's usual gap
    between lines, at least 0)."""
    height = max(previous.height, line.height)
    gap = previous.bottom - line.top
    if gap > typical + _GAP_LINES * height or gap > _BLANK_GAP_LINES * height:
        return True
    if line.top > previous.top + 0.5 * height:
        return True  # moved up: a new column or frame
    if line.left > previous.right + height:
        return True  # sideways past the previous line without a row between
    if height > _SIZE_CHANGE * min(previous.height, line.height):
        return True
    if previous is not first_of_paragraph and line.left > previous.left + _INDENT_LINES * height:
        return True
    width = previous.right - first_of_paragraph.left
    return (
        previous.stripped.endswith(_SENTENCE_END)
        and widest > 0
        and width < _SHORT_LINE * widest
        and previous is not first_of_paragraph
    )


def _split_hidden(text: str, start: int, hidden: Sequence[bool]) -> tuple[str, str]:
    visible: list[str] = []
    invisible: list[str] = []
    for offset, char in enumerate(text):
        index = start + offset
        if 0 <= index < len(hidden) and hidden[index]:
            invisible.append(char)
        else:
            visible.append(char)
    return "".join(visible), "".join(invisible)


def _emit(
    lines: list[_Line], kind: str, hidden: Sequence[bool] | None, out: list[Paragraph]
) -> None:
    joiner = " | " if kind == "table_row" else "\n"
    if hidden is None:
        out.append(Paragraph(joiner.join([line.stripped for line in lines]), kind))
        return
    shown: list[str] = []
    unseen: list[str] = []
    for line in lines:
        visible, invisible = _split_hidden(line.text, line.start, hidden)
        if visible.strip():
            shown.append(" ".join(visible.split()) if kind == "table_row" else visible.strip())
        if invisible.strip():
            unseen.append(invisible.strip())
    if shown:
        out.append(Paragraph(joiner.join(shown), kind))
    if unseen:
        out.append(Paragraph("\n".join(unseen), "paragraph", hidden=True))


def page_paragraphs(
    raw: Any,
    textpage: Any,
    text: str,
    hidden: Sequence[bool] | None = None,
    grids: Sequence[Grid] = (),
) -> list[Paragraph]:
    """The page's text as paragraphs in reading order (see the module's rules).

    `hidden` marks, per character index of the text page, the characters a reader cannot see;
    None when the page has none. `grids` are the page's ruled tables (`pdf_grid.page_grids`).
    When PDFium's character indices do not line up with the text (they always should), the
    text is grouped by blank lines instead, without geometry, and a page with hidden
    characters is then hidden as a whole.
    """
    calls = _text_calls(raw)
    handle = ctypes.cast(textpage.raw, ctypes.c_void_p).value or 0
    if calls.char_count(handle) != len(text):
        if hidden is not None and any(hidden):
            # Which characters are hidden cannot be told apart: the page is hidden as a whole.
            return [Paragraph(p.text, hidden=True) for p in text_paragraphs(text)]
        return text_paragraphs(text)
    lines: list[_Line] = []
    start = 0
    box = _FloatRect()
    at_box = ctypes.addressof(box)
    for piece in text.split("\r\n"):
        line = _measure(calls, handle, start, piece, box=box, at_box=at_box)
        if line is not None:
            lines.append(line)
        start += len(piece) + 2
    if not lines:
        return []
    # The page's measures come from all its lines, tables' too, as they did before tables
    # were read: the paragraphs around a table are cut as they were.
    widest = max(line.right - line.left for line in lines)
    rows = _rows(lines)
    # Clamped once here, not on every line: lines that overlap do not make a negative gap.
    typical = max(_typical_gap([row[0] for row in rows if len(row) == 1]), 0.0)
    tables = _tables(calls, handle, lines, grids, text=text, hidden=hidden) if grids else []
    out: list[Paragraph] = []
    if not tables:
        _flow(rows, widest, typical, hidden, out)
        return out
    taken = {id(line) for table in tables for line in table.lines}
    lines = [line for line in lines if id(line) not in taken]
    # Where each table stands: after the last line left above it and across its width (the
    # line before it in its column), else before the first line below it and across it.
    places: dict[int, list[_Table]] = {}
    for table in sorted(tables, key=lambda t: (-t.grid.top, t.grid.left)):
        grid = table.grid
        across = [
            k for k, line in enumerate(lines) if line.left < grid.right and line.right > grid.left
        ]
        above = [k for k in across if (lines[k].top + lines[k].bottom) / 2 > grid.top]
        below = [k for k in across if (lines[k].top + lines[k].bottom) / 2 < grid.bottom]
        place = above[-1] + 1 if above else below[0] if below else len(lines)
        places.setdefault(place, []).append(table)
    if lines:
        # Pieces of text between the tables, each cut into paragraphs on its own.
        cuts = sorted({0, len(lines), *places})
        for a, b in itertools.pairwise(cuts):
            for table in places.get(a, ()):
                out.extend(table.rows)
            _flow(_rows(lines[a:b]), widest, typical, hidden, out)
    for table in places.get(len(lines), ()):
        out.extend(table.rows)
    return out


def _rows(lines: Sequence[_Line]) -> list[list[_Line]]:
    """Lines on one baseline drawn cell by cell join into one table row."""
    rows: list[list[_Line]] = []
    for line in lines:
        if rows and _same_row(rows[-1][-1], line):
            rows[-1].append(line)
        else:
            rows.append([line])
    return rows


def _flow(
    rows: list[list[_Line]],
    widest: float,
    typical: float,
    hidden: Sequence[bool] | None,
    out: list[Paragraph],
) -> None:
    """Rows of lines outside ruled tables into paragraphs and table rows (`_breaks`)."""
    current: list[_Line] = []
    for row in rows:
        if len(row) > 1 or row[0].cells > 1:
            if current:
                _emit(current, "paragraph", hidden, out)
                current = []
            _emit(row, "table_row", hidden, out)
            continue
        line = row[0]
        if current and _breaks(current[-1], line, current[0], widest, typical):
            _emit(current, "paragraph", hidden, out)
            current = []
        current.append(line)
    if current:
        _emit(current, "paragraph", hidden, out)


@dataclass(slots=True)
class _Table:
    """A grid read: the lines it took and its rows as blocks."""

    grid: Grid
    lines: list[_Line]
    rows: list[Paragraph]


_OUTSIDE = -1
_UNKNOWN = -2
_CELL_LINES = 40
"""The most lines a table's cell holds (a form's longest field); more is a page's column."""


def _tables(
    calls: _TextCalls,
    handle: int,
    lines: Sequence[_Line],
    grids: Sequence[Grid],
    *,
    text: str,
    hidden: Sequence[bool] | None,
) -> list[_Table]:
    """The clean grids read cell by cell (see the module's rules), in no particular order."""
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    edges_out = [ctypes.addressof(value) for value in (left, right, bottom, top)]
    loose = _FloatRect()
    at_loose = ctypes.addressof(loose)
    loose_box, read_rect = calls.loose_box, _read_rect
    last, last_bounds = (_OUTSIDE, _OUTSIDE), (1.0, 0.0, 1.0, 0.0)  # no cell yet: holds nothing
    # Per line that reaches into a grid: its visible characters as (index, grid, cell).
    placed: list[tuple[_Line, list[tuple[int, int, int]]]] = []
    dirty: set[int] = set()
    for line in lines:
        near = [
            g
            for g, grid in enumerate(grids)
            if line.left < grid.right
            and line.right > grid.left
            and line.bottom < grid.top
            and line.top > grid.bottom
        ]
        if not near:
            continue
        chars: list[tuple[int, int, int]] = []
        edges: list[tuple[float, float]] = []  # each character's left and right, when known
        for offset, char in enumerate(line.text):
            if char.isspace():
                continue
            index = line.start + offset
            where: tuple[int, int] = (_UNKNOWN, _UNKNOWN)
            # The loose box (the glyph's advance by the font's height, one call): its centre
            # is on the line's middle, whatever the glyph's ink (a comma, a glyph of a font the
            # system lacks, whose ink box is its baseline). The ink box when it has none.
            x0 = x1 = y0 = y1 = 0.0
            ok = loose_box(handle, index, at_loose)
            if ok:
                x0, y1, x1, y0 = read_rect(loose)
            elif calls.char_box(handle, index, *edges_out):
                x0, x1, y0, y1 = left.value, right.value, bottom.value, top.value
                ok = True
            edges.append((x0, x1) if ok else (0.0, 0.0))
            if ok:
                mid_x, mid_y = (x0 + x1) / 2, (y0 + y1) / 2
                # Most characters are in the cell of the one before: its bounds first.
                a, b, c, d = last_bounds
                if a <= mid_x <= b and c <= mid_y <= d:
                    where = last
                else:
                    where = (_OUTSIDE, _OUTSIDE)
                    for g in near:
                        cell = grids[g].cell_at(mid_x, mid_y)
                        if cell is not None:
                            where = last = (g, cell)
                            last_bounds = grids[g].bounds(cell)
                            break
            chars.append((index, where[0], where[1]))
        _settle(chars)
        inside = {g for _, g, _ in chars if g >= 0}
        if not inside:
            continue
        if any(g < 0 for _, g, _ in chars):
            dirty |= inside  # a line both in and out of the grid
        # A word (characters one after the other, no space between, glyphs close) split over
        # two cells crosses a rule: the rules are not the table's. PDFium joins far glyphs
        # without a space too (`X` and `X` of two cells: `XX`); those cross nothing.
        for k, ((i, g, c), (j, h, d)) in enumerate(itertools.pairwise(chars)):
            close = edges[k + 1][0] - edges[k][1] < 0.5 * line.height
            if j == i + 1 and (g, c) != (h, d) and close:
                dirty.add(g if g >= 0 else h)
        placed.append((line, chars))
    spread = [{g for _, g, _ in chars if g >= 0} for _, chars in placed]
    # Each grid is read once; one that holds no table is unclean too.
    read: dict[int, _Table] = {}
    for g, grid in enumerate(grids):
        taken = [placed[k] for k, grids_of_line in enumerate(spread) if g in grids_of_line]
        if g in dirty or not taken:
            continue
        table = _read_grid(g, grid, taken, text, hidden)
        if table is None:
            dirty.add(g)
        else:
            read[g] = table
    # A line in a clean grid and an unclean one leaves both (it is read as one line).
    changed = bool(dirty)
    while changed:
        changed = False
        for grids_of_line in spread:
            if grids_of_line & dirty and not grids_of_line <= dirty:
                dirty |= grids_of_line
                changed = True
    return [table for g, table in read.items() if g not in dirty]


def _read_grid(
    g: int,
    grid: Grid,
    taken: list[tuple[_Line, list[tuple[int, int, int]]]],
    text: str,
    hidden: Sequence[bool] | None,
) -> _Table | None:
    """Grid `g` read from the lines it takes, or None when what it holds is no table: fewer
    than two rows with text, no row with two cells of text (a figure's frame and its labels),
    or a cell of more than _CELL_LINES lines (a page's column between a frame's rules)."""
    # Per cell, its visible characters line by line, and its hidden ones.
    shown: list[list[tuple[_Line, list[int]]]] = [[] for _ in grid.cells]
    unseen: list[list[int]] = [[] for _ in grid.cells]
    for line, chars in taken:
        for index, h, cell in chars:
            if h != g:
                continue
            if hidden is not None and hidden[index]:
                unseen[cell].append(index)
                continue
            pieces = shown[cell]
            if not pieces or pieces[-1][0] is not line:
                pieces.append((line, []))
            pieces[-1][1].append(index)
    if any(len(pieces) > _CELL_LINES for pieces in shown):
        return None
    table = _Table(grid, [line for line, _ in taken], [])
    invisible = [_cell_text(text, indexes) for indexes in unseen]
    rows, most = _grid_rows(grid, text, shown, invisible, table.rows)
    return table if rows >= 2 and most >= 2 else None


def _settle(chars: list[tuple[int, int, int]]) -> None:
    """Characters without a box take the place of the one before them on the line (the first
    ones, of the one after); a line of none at all is outside every grid."""
    known = next(((g, cell) for _, g, cell in chars if g != _UNKNOWN), (_OUTSIDE, _OUTSIDE))
    for k, (index, g, cell) in enumerate(chars):
        if g == _UNKNOWN:
            chars[k] = (index, known[0], known[1])
        else:
            known = (g, cell)


def _cell_text(text: str, indexes: Sequence[int]) -> str:
    """A cell's characters in the page's order: characters one after the other run on, any
    other step (a space, a line's end, another cell's text) is one space."""
    parts: list[str] = []
    previous = -2
    for index in indexes:
        if parts and index != previous + 1:
            parts.append(" ")
        parts.append(text[index])
        previous = index
    return "".join(parts)


def _grid_rows(
    grid: Grid,
    text: str,
    shown: list[list[tuple[_Line, list[int]]]],
    invisible: list[str],
    out: list[Paragraph],
) -> tuple[int, int]:
    """A grid's rows as `table_row` paragraphs, as docx gives a table: a cell where it starts,
    an empty entry where a cell from a row above covers the column, nothing for the columns a
    cell spans; rows without visible text left out, hidden cells in a hidden row after theirs.
    A grid row whose cells hold rows of lines side by side (`_bands`: a table ruled between
    its columns but not between its rows) is one row per such row. Returns how many rows have
    text and the most cells with text in one of them.
    """
    columns = len(grid.xs) - 1
    edges = tuple(grid.xs)
    first = True
    count = most = 0
    for r in range(len(grid.ys) - 1):
        entries: list[int | None] = []  # a cell starting in the row, or None: covered
        for c in range(columns):
            index = grid.owner[r * columns + c]
            cell = grid.cells[index]
            if cell.col != c:
                continue  # a column a cell spans from the left
            entries.append(index if cell.row == r else None)
        if all(entry is None for entry in entries):
            continue
        single = [k for k in entries if k is not None and grid.cells[k].rows == 1]
        bands = _bands({k: shown[k] for k in single})
        rows: list[list[str]] = []
        for band in bands or [None]:
            cells: list[str] = []
            for k in entries:
                if k is None or (band is not None and k not in single and rows):
                    cells.append("")  # covered, or a cell of more rows, read in the first
                elif band is None or k not in single:
                    cells.append(
                        _cell_text(text, [i for part in _top_down(shown[k]) for i in part])
                    )
                else:
                    cells.append(_cell_text(text, [i for j in band.get(k, ()) for i in j]))
            rows.append(cells)
        for cells in rows:
            filled = sum(1 for cell in cells if cell)
            if filled:
                row = " | ".join(cells).strip()
                out.append(Paragraph(row, "table_row", table_start=first, columns=edges))
                first = False
                count += 1
                most = max(most, filled)
        unseen = [invisible[k] for k in entries if k is not None and invisible[k]]
        if unseen:
            out.append(Paragraph(" | ".join(unseen), "table_row", hidden=True, columns=edges))
    return count, most


def _top_down(pieces: list[tuple[_Line, list[int]]]) -> list[list[int]]:
    """A cell's lines top to bottom, those on one line left to right: PDFium's order is not
    always the page's (a page turned by /Rotate reads its cells' lines bottom up)."""
    ordered = sorted(pieces, key=lambda piece: -(piece[0].top + piece[0].bottom))
    out: list[list[int]] = []
    same: list[tuple[_Line, list[int]]] = []
    for piece in ordered:
        line = piece[0]
        if same and (same[0][0].top + same[0][0].bottom - line.top - line.bottom) / 2 > (
            0.5 * same[0][0].height
        ):
            out += [part for _, part in sorted(same, key=lambda p: p[0].left)]
            same = []
        same.append(piece)
    out += [part for _, part in sorted(same, key=lambda p: p[0].left)]
    return out


def _bands(
    cells: dict[int, list[tuple[_Line, list[int]]]],
) -> list[dict[int, list[list[int]]]] | None:
    """A grid row's lines (of its cells of one row each) as rows of their own, top first, when
    the grid has no rule between them: the lines are grouped in bands across the row, and a
    new row starts at each band where every cell with text has a line; the bands between
    (a cell's wrapped text) belong to the row above. None when fewer than two bands are so
    (a cell whose text wraps beside cells of fewer lines stays one cell). Each row maps a cell
    to its lines' characters there."""
    filled = [k for k, pieces in cells.items() if pieces]
    found = sorted(
        ((line, k, part) for k, pieces in cells.items() for line, part in pieces),
        key=lambda item: -(item[0].top + item[0].bottom),
    )
    if len(filled) < 2 or len(found) < 4:
        return None
    bands: list[dict[int, list[list[int]]]] = []
    anchor: _Line | None = None
    for line, k, part in found:
        middle = (line.top + line.bottom) / 2
        if anchor is None or (anchor.top + anchor.bottom) / 2 - middle > 0.5 * anchor.height:
            bands.append({})
            anchor = line
        bands[-1].setdefault(k, []).append(part)
    starts = [b for b, band in enumerate(bands) if all(k in band for k in filled)]
    if len(starts) < 2:
        return None
    rows: list[dict[int, list[list[int]]]] = []
    for b, band in enumerate(bands):
        if not rows or (b in starts and b != starts[0]):
            rows.append({})
        for k, parts in band.items():
            rows[-1].setdefault(k, []).extend(parts)
    return rows


def text_paragraphs(text: str) -> list[Paragraph]:
    """Text without geometry (the pypdf fallback) as paragraphs cut at blank lines."""
    parts = [part.strip() for part in _BLANK_LINES.split(text.replace("\r\n", "\n"))]
    return [Paragraph(part) for part in parts if part]


def hidden_characters(
    raw: Any, textpage: Any, count: int, invisible_mode: bool, crop: tuple[float, ...] | None
) -> list[bool]:
    """Per character of the text page: drawn invisibly (render mode 3, when `invisible_mode`)
    or placed outside `crop` (left, bottom, right, top)."""
    calls = _text_calls(raw)
    handle = ctypes.cast(textpage.raw, ctypes.c_void_p).value or 0
    marks = [False] * count
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    at_edges = [ctypes.addressof(value) for value in (left, right, bottom, top)]
    modes: dict[int, bool] = {}
    for index in range(count):
        if invisible_mode:
            obj = calls.text_object(handle, index)
            if obj:
                invisible = modes.get(obj)
                if invisible is None:
                    invisible = modes[obj] = calls.render_mode(obj) == 3
                if invisible:
                    marks[index] = True
                    continue
        if crop is not None and calls.char_box(handle, index, *at_edges):
            x0, y0, x1, y1 = crop
            mid_x = (left.value + right.value) / 2
            mid_y = (bottom.value + top.value) / 2
            if right.value > left.value and not (x0 <= mid_x <= x1 and y0 <= mid_y <= y1):
                marks[index] = True
    return marks
