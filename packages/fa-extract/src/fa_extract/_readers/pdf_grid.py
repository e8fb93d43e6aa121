"""Ruled tables of one PDF page: grids found in the page's vector rules.

Runs only inside the worker. A rule is a thin filled rectangle (`re f`, one rule along its
middle) or an axis-aligned stroked line (`m l S`; a stroked rectangle outline gives its four
sides). Rules on one line (within `_SAME_LINE` points) that overlap or touch are merged; rules
that cross or meet form a net, and a net whose rules enclose at least two rows by two columns
of cells is a grid. The grid's cells are the rectangles its rules close: where an inner rule is
missing, the cells on both sides are one cell spanning them (a merged cell), and a net where
that does not give rectangles, or where a rule stops part way along a cell's side, is no grid.
A net of two column rules or more whose top and bottom rules run on past its outer column
rules is a table open at its sides: it ends where those rules end.

Path objects inside form XObjects count as on the page (their matrices composed with the form
objects' matrices, as deep as `pdf._page_facts` walks forms). The work is bounded per page: at
most MAX_PATHS path objects (`pdf._page_facts` lists them and stops after that many), at most
_MAX_SEGMENTS path segments read, _MAX_RULES merged rules and _MAX_CELLS cells per grid; a page
past a cap has no grids and keeps the line-by-line reading. Paths are sized from their bounds
before any segment is read: a mark smaller than a cell, or one filled shape thicker than a
rule, is never read, nor a page whose paths cannot give three rules across and two down; a
path is read up to its first curve or slanted line only.
"""

from __future__ import annotations

import ctypes
import functools
import itertools
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ("MAX_PATHS", "Grid", "page_grids")

MAX_PATHS = 4000
"""Path objects a page may draw for its grids to be looked for (a ruled table of 50 rows by 10
columns drawn cell by cell as four lines each is 2,000)."""
_MAX_SEGMENTS = 40_000
_MAX_RULES = 1200
_MAX_CELLS = 20_000
_NEAR = 1.5
"""Points apart that still count as meeting (rounding of a generator, a rule's width)."""
_SAME_LINE = 4.0
"""Points apart that still count as one line: a rule drawn twice, a double rule's halves, a
box's drop shadow (no cell is narrower: no text fits in one)."""
_THIN = 2.5
"""The widest filled rectangle that is a rule rather than a shaded area."""
_FLAT = 0.5
_MIN_SIDE = 6.0
"""The shortest side a cell with text has (a line of 5-point text and no margin)."""
_MIN_RULE = 2.0


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of a grid: its first row and column and how many of each it spans."""

    row: int
    col: int
    rows: int
    cols: int


@dataclass(slots=True)
class Grid:
    """A ruled table: column edges `xs` left to right, row edges `ys` top to bottom (PDF
    points, y up), its cells and, for each position row * len(columns) + column, the index of
    the cell that covers it."""

    xs: list[float]
    ys: list[float]
    cells: list[Cell]
    owner: list[int]
    _rows_up: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rows_up = [-y for y in self.ys]

    @property
    def left(self) -> float:
        return self.xs[0]

    @property
    def right(self) -> float:
        return self.xs[-1]

    @property
    def top(self) -> float:
        return self.ys[0]

    @property
    def bottom(self) -> float:
        return self.ys[-1]

    def cell_at(self, x: float, y: float) -> int | None:
        """The index of the cell holding the point, or None outside the grid."""
        if not (self.xs[0] <= x <= self.xs[-1] and self.ys[-1] <= y <= self.ys[0]):
            return None
        columns = len(self.xs) - 1
        col = min(max(bisect_right(self.xs, x) - 1, 0), columns - 1)
        row = min(max(bisect_right(self._rows_up, -y) - 1, 0), len(self.ys) - 2)
        return self.owner[row * columns + col]

    def bounds(self, index: int) -> tuple[float, float, float, float]:
        """A cell's left, right, bottom and top."""
        cell = self.cells[index]
        return (
            self.xs[cell.col],
            self.xs[cell.col + cell.cols],
            self.ys[cell.row + cell.rows],
            self.ys[cell.row],
        )


class _PathCalls:
    """PDFium's path functions through lean prototypes (handles as integers), as
    `pdf._ObjectCalls` does for the object walk. Out-parameters are plain addresses of
    buffers the caller holds (`ctypes.addressof`): a typed pointer argument costs ctypes a
    conversion per call, which more than doubled the cost of the calls made once per path
    and once per segment."""

    def __init__(self, raw: Any) -> None:
        handle, number = ctypes.c_void_p, ctypes.c_int
        real = ctypes.c_void_p  # a float's address

        def lean(function: Any, result: Any, *arguments: Any) -> Any:
            address = ctypes.cast(function, ctypes.c_void_p).value
            if address is None:
                raise ImportError("PDFium is missing a path function.")
            return ctypes.CFUNCTYPE(result, *arguments)(address)

        self.matrix = lean(raw.FPDFPageObj_GetMatrix, number, handle, ctypes.c_void_p)
        self.bounds = lean(raw.FPDFPageObj_GetBounds, number, handle, real, real, real, real)
        self.draw_mode = lean(raw.FPDFPath_GetDrawMode, number, handle, handle, handle)
        self.count = lean(raw.FPDFPath_CountSegments, number, handle)
        self.segment = lean(raw.FPDFPath_GetPathSegment, handle, handle, number)
        self.point = lean(raw.FPDFPathSegment_GetPoint, number, handle, real, real)
        self.kind = lean(raw.FPDFPathSegment_GetType, number, handle)
        self.closes = lean(raw.FPDFPathSegment_GetClose, number, handle)
        self.move, self.line = raw.FPDF_SEGMENT_MOVETO, raw.FPDF_SEGMENT_LINETO


@functools.cache
def _path_calls(raw: Any) -> _PathCalls:
    return _PathCalls(raw)


_Matrix = tuple[float, float, float, float, float, float]
_IDENTITY: _Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _then(inner: _Matrix, outer: _Matrix) -> _Matrix:
    """`inner` followed by `outer` (PDF's row-vector convention)."""
    a, b, c, d, e, f = inner
    A, B, C, D, E, F = outer  # noqa: N806 - the matrix's own letters
    return (
        a * A + b * C,
        a * B + b * D,
        c * A + d * C,
        c * B + d * D,
        e * A + f * C + E,
        e * B + f * D + F,
    )


class _Rules:
    """Horizontal rules (y, x0, x1) and vertical ones (x, y0, y1) as they are drawn."""

    def __init__(self) -> None:
        self.across: list[tuple[float, float, float]] = []
        self.down: list[tuple[float, float, float]] = []

    def line(self, x0: float, y0: float, x1: float, y1: float) -> None:
        if abs(y1 - y0) <= _FLAT and abs(x1 - x0) >= _MIN_RULE:
            self.across.append(((y0 + y1) / 2, min(x0, x1), max(x0, x1)))
        elif abs(x1 - x0) <= _FLAT and abs(y1 - y0) >= _MIN_RULE:
            self.down.append(((x0 + x1) / 2, min(y0, y1), max(y0, y1)))

    def filled(self, points: Sequence[tuple[float, float]]) -> None:
        """A filled shape of straight sides: a rule along its middle when it is thin."""
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        left, right, bottom, top = min(xs), max(xs), min(ys), max(ys)
        width, height = right - left, top - bottom
        if height <= _THIN and width >= _MIN_RULE and width > height:
            self.across.append(((top + bottom) / 2, left, right))
        elif width <= _THIN and height >= _MIN_RULE and height > width:
            self.down.append(((left + right) / 2, bottom, top))


def _slanted(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) > _FLAT and abs(a[1] - b[1]) > _FLAT


def _read_paths(raw: Any, paths: Sequence[tuple[int, tuple[int, ...]]]) -> _Rules | None:
    """The rules the paths draw, or None past _MAX_SEGMENTS segments read. `paths`: each path
    object with the form objects it sits in, outermost first.

    A path is read up to its first curve or slanted line: from there on it is a drawing (a
    glyph outline, a map, a chart), not rules, and gives none. That keeps a page of drawings
    cheap: a few segments per path.
    """
    calls = _path_calls(raw)
    rules = _Rules()
    budget = _MAX_SEGMENTS
    buffer = (ctypes.c_float * 6)()
    address = ctypes.addressof(buffer)
    forms: dict[tuple[int, ...], _Matrix] = {(): _IDENTITY}
    fill_mode, stroke = ctypes.c_int(), ctypes.c_int()
    at_fill, at_stroke = ctypes.addressof(fill_mode), ctypes.addressof(stroke)
    x, y = ctypes.c_float(), ctypes.c_float()
    at_x, at_y = ctypes.addressof(x), ctypes.addressof(y)
    edges = [ctypes.c_float() for _ in range(4)]
    refs = [ctypes.addressof(edge) for edge in edges]
    segment_of, point_of, kind_of, closes = calls.segment, calls.point, calls.kind, calls.closes
    move, line = calls.move, calls.line
    # First the paths that may give rules, from three calls each: a grid needs three rules
    # across and two down (a table open at its sides), so a page whose paths cannot give
    # them reads no segment at all.
    chosen: list[tuple[int, tuple[int, ...], int, bool, bool]] = []
    across = down = 0
    for path, chain in paths:
        # The bounds hold the stroke, so no side is longer: a mark smaller than any cell's
        # side gives no rule (asked first: most paths of a page of drawings are such). Inside
        # a form the bounds are in the form's space: there every path may give any.
        width = height = 0.0
        if not chain and calls.bounds(path, *refs):
            width, height = edges[2].value - edges[0].value, edges[3].value - edges[1].value
            if width < _MIN_SIDE and height < _MIN_SIDE:
                continue
        count = calls.count(path)
        if count < 2:
            continue
        if not calls.draw_mode(path, at_fill, at_stroke):
            continue
        filled, stroked = fill_mode.value != 0, stroke.value != 0
        if not (filled or stroked):
            continue  # a clipping path or an invisible one draws nothing
        if width or height:
            # One filled shape thicker than a rule gives none; one line gives one, its way.
            if not stroked and count <= 5 and width > _THIN and height > _THIN:
                continue
            if count == 2:
                across += width > height
                down += height >= width
                chosen.append((path, chain, count, filled, stroked))
                continue
        across += count
        down += count
        chosen.append((path, chain, count, filled, stroked))
    if across < 3 or down < 2:
        return rules
    for path, chain, count, filled, stroked in chosen:
        outer = forms.get(chain)
        if outer is None:
            outer = _IDENTITY
            for form in chain:
                if calls.matrix(form, address):
                    outer = _then(tuple(buffer), outer)  # type: ignore[arg-type]
            forms[chain] = outer
        matrix = outer
        if calls.matrix(path, address):
            matrix = _then(tuple(buffer), outer)  # type: ignore[arg-type]
        a, b, c, d, e, f = matrix
        shapes: list[list[tuple[float, float]]] = []  # subpaths as lists of points
        straight = True
        read = 0
        for read in range(1, min(count, budget) + 1):
            segment = segment_of(path, read - 1)
            if not segment or not point_of(segment, at_x, at_y):
                straight = False
                break
            px, py = x.value, y.value
            point = (a * px + c * py + e, b * px + d * py + f)
            kind = kind_of(segment)
            if kind == move or not shapes:
                shapes.append([point])
            elif kind != line or _slanted(shapes[-1][-1], point):
                straight = False
                break
            else:
                shapes[-1].append(point)
            # A filled shape is closed whether it says so or not: only a stroke asks.
            if stroked and closes(segment):
                shape = shapes[-1]
                if _slanted(shape[-1], shape[0]):
                    straight = False
                    break
                shape.append(shape[0])
                shapes.append([shape[0]])
        else:
            if count > budget:
                return None  # past the page's budget of segments
        budget -= read
        if not straight:
            continue  # a drawing: no rules from it
        for shape in shapes:
            if len(shape) < 2:
                continue
            if stroked:
                for (x0, y0), (x1, y1) in itertools.pairwise(shape):
                    rules.line(x0, y0, x1, y1)
            if filled and len(shape) > 2:
                rules.filled(shape)
    return rules


def _merged(rules: list[tuple[float, float, float]]) -> dict[float, list[tuple[float, float]]]:
    """Rules on one line (each position within _SAME_LINE of the one before, all within twice
    that) at that line's mean position, their overlapping or touching extents merged."""
    out: dict[float, list[tuple[float, float]]] = {}
    rules.sort()
    start = 0
    while start < len(rules):
        end = start + 1
        while (
            end < len(rules)
            and rules[end][0] - rules[end - 1][0] <= _SAME_LINE
            and rules[end][0] - rules[start][0] <= 2 * _SAME_LINE
        ):
            end += 1
        group = rules[start:end]
        position = sum(rule[0] for rule in group) / len(group)
        spans: list[tuple[float, float]] = []
        for _, low, high in sorted(group, key=lambda rule: rule[1]):
            if spans and low <= spans[-1][1] + _NEAR:
                if high > spans[-1][1]:
                    spans[-1] = (spans[-1][0], high)
            else:
                spans.append((low, high))
        out[position] = spans
        start = end
    return out


def _covered(spans: Sequence[tuple[float, float]], low: float, high: float) -> float:
    """How much of low..high the spans cover."""
    total = 0.0
    for a, b in spans:
        if b <= low or a >= high:
            continue
        total += min(b, high) - max(a, low)
    return total


class _Sets:
    """Union-find over integers."""

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, item: int) -> int:
        parent = self.parent
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    def join(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def page_grids(raw: Any, paths: Sequence[tuple[int, tuple[int, ...]]]) -> list[Grid]:
    """The clean grids the page's path objects draw (see the module's rules); none when the
    page draws more than MAX_PATHS paths or past the other caps."""
    if len(paths) > MAX_PATHS:
        return []
    rules = _read_paths(raw, paths)
    if rules is None or len(rules.across) < 3 or len(rules.down) < 2:
        return []
    across = _merged(rules.across)
    down = _merged(rules.down)
    flat = [(y, a, b) for y, spans in across.items() for a, b in spans]
    upright = [(x, a, b) for x, spans in down.items() for a, b in spans]
    if len(flat) + len(upright) > _MAX_RULES:
        return []
    # Nets: rules that cross or meet, within _NEAR.
    sets = _Sets(len(flat) + len(upright))
    for i, (y, x0, x1) in enumerate(flat):
        for j, (x, y0, y1) in enumerate(upright):
            if x0 - _NEAR <= x <= x1 + _NEAR and y0 - _NEAR <= y <= y1 + _NEAR:
                sets.join(i, len(flat) + j)
    nets: dict[int, tuple[set[float], set[float]]] = {}
    for i, (y, _, _) in enumerate(flat):
        nets.setdefault(sets.find(i), (set(), set()))[1].add(y)
    for j, (x, _, _) in enumerate(upright):
        nets.setdefault(sets.find(len(flat) + j), (set(), set()))[0].add(x)
    grids: list[Grid] = []
    for found_xs, found_ys in nets.values():
        if len(found_xs) < 2 or len(found_ys) < 3:
            continue
        xs, ys = sorted(found_xs), sorted(found_ys, reverse=True)
        sides = _open_sides(xs, ys, across)
        lines = down
        if sides:
            lines = dict(down)
            for x in sides:
                lines[x] = [(ys[-1], ys[0])]
            xs = sorted((*xs, *sides))
        if len(xs) >= 3:
            grid = _grid(xs, ys, across, lines)
            if grid is not None:
                grids.append(grid)
    # Two grids that overlap (a net inside another's cell, drawn apart) are neither kept.
    return [
        g
        for g in grids
        if not any(
            h is not g
            and g.left < h.right
            and h.left < g.right
            and g.bottom < h.top
            and h.bottom < g.top
            for h in grids
        )
    ]


def _open_sides(
    xs: list[float], ys: list[float], across: dict[float, list[tuple[float, float]]]
) -> list[float]:
    """Where a table open at its sides ends: a net of two column rules or more whose top and
    bottom rules both run on past its first (last) column rule, to within _SAME_LINE of each
    other, is closed there (Korean reports and LaTeX leave the outer sides of a table open).
    """

    def span(y: float) -> tuple[float, float] | None:
        for low, high in across[y]:
            if low <= xs[0] + _NEAR and high >= xs[-1] - _NEAR:
                return low, high
        return None

    top, bottom = span(ys[0]), span(ys[-1])
    if top is None or bottom is None:
        return []
    sides: list[float] = []
    if min(top[0], bottom[0]) < xs[0] - _SAME_LINE and abs(top[0] - bottom[0]) <= _SAME_LINE:
        sides.append(max(top[0], bottom[0]))
    if max(top[1], bottom[1]) > xs[-1] + _SAME_LINE and abs(top[1] - bottom[1]) <= _SAME_LINE:
        sides.append(min(top[1], bottom[1]))
    return sides


def _grid(
    xs: list[float],
    ys: list[float],
    across: dict[float, list[tuple[float, float]]],
    down: dict[float, list[tuple[float, float]]],
) -> Grid | None:
    """The grid of a net's column edges `xs` and row edges `ys` (top first), or None when its
    rules do not close rectangular cells."""
    columns, rows = len(xs) - 1, len(ys) - 1
    if columns * rows > _MAX_CELLS:
        return None

    def side(spans: Sequence[tuple[float, float]], low: float, high: float) -> bool | None:
        """Whether a cell's side is ruled: True, False, or None for part of it (a rule that
        stops part way: no clean grid)."""
        length = high - low
        covered = _covered(spans, low, high)
        if covered >= length - 2 * _NEAR:
            return True
        if covered <= 2 * _NEAR:
            return False
        return None

    sets = _Sets(columns * rows)
    for r in range(rows):
        top, bottom = ys[r], ys[r + 1]
        for c in range(columns + 1):
            ruled = side(down[xs[c]], bottom, top)
            if ruled is None:
                return None
            if not ruled:
                if c in (0, columns):
                    return None  # the frame is open
                sets.join(r * columns + c - 1, r * columns + c)
    for r in range(rows + 1):
        for c in range(columns):
            ruled = side(across[ys[r]], xs[c], xs[c + 1])
            if ruled is None:
                return None
            if not ruled:
                if r in (0, rows):
                    return None
                sets.join((r - 1) * columns + c, r * columns + c)
    extents: dict[int, list[int]] = {}  # root: [first row, first column, last row, last column]
    sizes: dict[int, int] = {}
    for r in range(rows):
        for c in range(columns):
            root = sets.find(r * columns + c)
            sizes[root] = sizes.get(root, 0) + 1
            extent = extents.get(root)
            if extent is None:
                extents[root] = [r, c, r, c]
            else:
                extent[2] = max(extent[2], r)
                extent[1] = min(extent[1], c)
                extent[3] = max(extent[3], c)
    cells: list[Cell] = []
    index_of: dict[int, int] = {}
    for root, (r0, c0, r1, c1) in sorted(extents.items(), key=lambda item: item[1][:2]):
        if (r1 - r0 + 1) * (c1 - c0 + 1) != sizes[root]:
            return None  # merged positions that are not a rectangle
        index_of[root] = len(cells)
        cells.append(Cell(r0, c0, r1 - r0 + 1, c1 - c0 + 1))
    if len({cell.row for cell in cells}) < 2 or len({cell.col for cell in cells}) < 2:
        return None
    owner = [index_of[sets.find(k)] for k in range(columns * rows)]
    return Grid(xs, ys, cells, owner)
