"""Two documents aligned block by block: what is unchanged, changed, added and removed.

A pure function over two block lists (no files, no server). Each block gets a key: a table row
is keyed by its label (its first cell, `예산 | 1,250 | ...` -> `예산`), so a row whose figures
changed still pairs with its old self; any other block by its text with spacing normalised.
The n-th block of a key in A can pair only with the n-th block of that key in B (rows of one
label pair in order), so each key occurs once per side and the longest run of pairs that keeps
both documents' order is a longest increasing subsequence (patience diff), found in
O(n log n). Paired blocks are unchanged (same text) or changed (a row with new cells); a
stretch between two pairs is paired block by block when two texts are alike enough
(`SIMILAR`, looking at most `WINDOW` blocks ahead), and the rest are removed (only in A) or
added (only in B).

Cost: hashing the keys, the subsequence in O(n log n), and at most `MAX_SIMILARITY_CHECKS`
similarity measures of at most `MAX_SIMILARITY_CHARS` characters each (past that budget, a
stretch is removed and added without pairing). Longer documents are aligned in their first
`MAX_BLOCKS` blocks and the result says so (`truncated`).
"""

from __future__ import annotations

import bisect
import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = (
    "MAX_BLOCKS",
    "SIMILAR",
    "WINDOW",
    "Alignment",
    "Entry",
    "align",
    "figure_changes",
)

MAX_BLOCKS = 20_000
"""Each side is aligned in at most this many blocks."""

WINDOW = 8
"""In a stretch that differs, a block looks this many blocks ahead on the other side for its
pair."""

SIMILAR = 0.5
"""Two texts this alike (difflib's ratio, 0..1) are one block changed, not one removed and one
added."""

MAX_SIMILARITY_CHARS = 1_000
"""A similarity is measured on at most this many characters of each text."""

MAX_SIMILARITY_CHECKS = 10_000
"""One alignment measures at most this many similarities."""

Status = Literal["unchanged", "changed", "added", "removed"]

_SPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Entry:
    """One step of the alignment.

    `a` and `b` are the qualified anchors (`A:L3`, `B:L4`) of the blocks on each side: several
    for a run of unchanged blocks, one for a changed block, none on the side a block is missing
    from. `a_text` and `b_text` are the texts of a changed, removed or added block (an
    unchanged run has none: its text is in either document). `figures` lists, for a changed
    block, each figure whose value changed (`1,250억 -> 1,320억`).
    """

    status: Status
    a: tuple[str, ...] = ()
    b: tuple[str, ...] = ()
    a_text: str | None = None
    b_text: str | None = None
    figures: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; the texts and figures only where the entry has them."""
        out: dict[str, Any] = {"status": self.status, "a": list(self.a), "b": list(self.b)}
        if self.a_text is not None:
            out["a_text"] = self.a_text
        if self.b_text is not None:
            out["b_text"] = self.b_text
        if self.figures:
            out["figures"] = list(self.figures)
        return out


@dataclass(frozen=True, slots=True)
class Alignment:
    """The entries in document order, the count of blocks of each status, and whether a side
    was longer than `MAX_BLOCKS` (only its first blocks were aligned)."""

    entries: tuple[Entry, ...]
    counts: Mapping[str, int] = field(default_factory=dict)
    truncated: bool = False


@dataclass(frozen=True, slots=True)
class _Block:
    anchor: str
    key: str
    text: str
    normal: str


def align(
    a_blocks: Iterable[object],
    b_blocks: Iterable[object],
    *,
    a_figures: Mapping[str, Sequence[object]] | None = None,
    b_figures: Mapping[str, Sequence[object]] | None = None,
) -> Alignment:
    """Align document A's blocks with document B's.

    A block is anything with `anchor`, `kind` and `text` (attributes or keys), in document
    order; the `meta` block (which describes the file, not its content) is left out. The
    anchors come back qualified (`A:L3`). `a_figures`/`b_figures` map an anchor to its figures
    (what `fa_grounding.block_figure_terms` gives: `raw`, `terms`); with them a changed block
    lists its changed figures.
    """
    a_list, a_cut = _keyed(a_blocks, "A")
    b_list, b_cut = _keyed(b_blocks, "B")
    entries: list[Entry] = []
    budget = [MAX_SIMILARITY_CHECKS]
    i = j = 0
    for pair_i, pair_j in _kept_pairs(a_list, b_list):
        _pair_stretch(
            entries,
            a_list[i:pair_i],
            b_list[j:pair_j],
            a_figures=a_figures,
            b_figures=b_figures,
            budget=budget,
        )
        _add_pair(entries, a_list[pair_i], b_list[pair_j], a_figures, b_figures)
        i, j = pair_i + 1, pair_j + 1
    _pair_stretch(
        entries, a_list[i:], b_list[j:], a_figures=a_figures, b_figures=b_figures, budget=budget
    )
    counts = {"unchanged": 0, "changed": 0, "added": 0, "removed": 0}
    for entry in entries:
        counts[entry.status] += max(len(entry.a), len(entry.b))
    return Alignment(entries=tuple(entries), counts=counts, truncated=a_cut or b_cut)


def figure_changes(a: Sequence[object], b: Sequence[object]) -> tuple[str, ...]:
    """The figures whose value changed between two versions of a block, `old -> new`.

    Figures are compared by value (their first term, the exact one), in order: `1,250억` and
    `125,000,000,000원` are one value, so spelling one differently is no change. A figure only
    in A is `old -> (none)`, only in B `(none) -> new`.
    """
    a_items, b_items = _figures(a), _figures(b)
    matcher = difflib.SequenceMatcher(
        None, [v for _, v in a_items], [v for _, v in b_items], autojunk=False
    )
    changes: list[str] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        olds = [raw for raw, _ in a_items[i1:i2]]
        news = [raw for raw, _ in b_items[j1:j2]]
        for index in range(max(len(olds), len(news))):
            old = olds[index] if index < len(olds) else "(none)"
            new = news[index] if index < len(news) else "(none)"
            changes.append(f"{old} -> {new}")
    return tuple(changes)


# -- keys -------------------------------------------------------------------------------------


def _field(block: object, name: str) -> str:
    value = block.get(name) if isinstance(block, Mapping) else getattr(block, name, None)
    return value if isinstance(value, str) else ""


def _keyed(blocks: Iterable[object], key: str) -> tuple[list[_Block], bool]:
    out: list[_Block] = []
    for block in blocks:
        anchor = _field(block, "anchor")
        if not anchor or anchor == "meta":
            continue
        if len(out) == MAX_BLOCKS:
            return out, True
        text = _field(block, "text")
        normal = _normal(text)
        out.append(_Block(f"{key}:{anchor}", _key(_field(block, "kind"), normal), text, normal))
    return out, False


def _normal(text: str) -> str:
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text)).strip().casefold()


def _key(kind: str, normal: str) -> str:
    """A table row by its label (first cell), anything else by its whole (normalised) text."""
    if kind == "table_row" and " | " in normal:
        return "row\0" + normal.split(" | ", 1)[0].strip()
    return "text\0" + normal


# -- pairing ----------------------------------------------------------------------------------


def _kept_pairs(a_list: list[_Block], b_list: list[_Block]) -> list[tuple[int, int]]:
    """The pairs (i, j) of blocks with one key, the n-th of A's with the n-th of B's, that keep
    both orders: the longest increasing subsequence of j taken in i's order."""
    seen: dict[str, int] = {}
    where: dict[tuple[str, int], int] = {}
    for j, y in enumerate(b_list):
        n = seen.get(y.key, 0)
        seen[y.key] = n + 1
        where[(y.key, n)] = j
    seen.clear()
    candidates: list[tuple[int, int]] = []
    for i, x in enumerate(a_list):
        n = seen.get(x.key, 0)
        seen[x.key] = n + 1
        j = where.get((x.key, n))
        if j is not None:
            candidates.append((i, j))
    tails: list[int] = []  # tails[k]: the smallest j ending an increasing run of length k + 1
    tail_at: list[int] = []  # the candidate index of that tail
    before: list[int] = [-1] * len(candidates)
    for index, (_, j) in enumerate(candidates):
        k = bisect.bisect_left(tails, j)
        if k == len(tails):
            tails.append(j)
            tail_at.append(index)
        else:
            tails[k] = j
            tail_at[k] = index
        before[index] = tail_at[k - 1] if k else -1
    kept: list[tuple[int, int]] = []
    index = tail_at[-1] if tail_at else -1
    while index >= 0:
        kept.append(candidates[index])
        index = before[index]
    kept.reverse()
    return kept


def _add_pair(
    entries: list[Entry],
    x: _Block,
    y: _Block,
    a_figures: Mapping[str, Sequence[object]] | None,
    b_figures: Mapping[str, Sequence[object]] | None,
) -> None:
    if x.normal == y.normal:
        last = entries[-1] if entries else None
        if last is not None and last.status == "unchanged":
            entries[-1] = Entry("unchanged", (*last.a, x.anchor), (*last.b, y.anchor))
        else:
            entries.append(Entry("unchanged", (x.anchor,), (y.anchor,)))
        return
    figures: tuple[str, ...] = ()
    if a_figures is not None and b_figures is not None:
        figures = figure_changes(a_figures.get(x.anchor[2:], ()), b_figures.get(y.anchor[2:], ()))
    entries.append(Entry("changed", (x.anchor,), (y.anchor,), x.text, y.text, figures))


def _similar(x: _Block, y: _Block, budget: list[int]) -> bool:
    """Whether two blocks are one block changed. Two table rows are only by their label
    (which differs here, or they would have paired already), so never."""
    if x.key.startswith("row\0") and y.key.startswith("row\0"):
        return False
    if budget[0] <= 0:
        return False
    budget[0] -= 1
    left, right = x.normal[:MAX_SIMILARITY_CHARS], y.normal[:MAX_SIMILARITY_CHARS]
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    return (
        matcher.real_quick_ratio() >= SIMILAR
        and matcher.quick_ratio() >= SIMILAR
        and (matcher.ratio() >= SIMILAR)
    )


def _pair_stretch(
    entries: list[Entry],
    olds: list[_Block],
    news: list[_Block],
    *,
    a_figures: Mapping[str, Sequence[object]] | None,
    b_figures: Mapping[str, Sequence[object]] | None,
    budget: list[int],
) -> None:
    """A stretch that differs on both sides: pair alike blocks in order, the rest removed or
    added, in document order. `budget` holds how many similarities may still be measured."""
    j = 0
    for x in olds:
        match = next(
            (k for k in range(j, min(j + WINDOW, len(news))) if _similar(x, news[k], budget)),
            None,
        )
        if match is None:
            entries.append(Entry("removed", (x.anchor,), (), a_text=x.text))
            continue
        for y in news[j:match]:
            entries.append(Entry("added", (), (y.anchor,), b_text=y.text))
        _add_pair(entries, x, news[match], a_figures, b_figures)
        j = match + 1
    for y in news[j:]:
        entries.append(Entry("added", (), (y.anchor,), b_text=y.text))


def _figures(items: Sequence[object]) -> list[tuple[str, str]]:
    """(as written, exact value term) of each figure; a second reading of the same written
    figure (`12.5` as a number and as a date) is left out."""
    out: list[tuple[str, str]] = []
    for item in items:
        raw = getattr(item, "raw", None)
        terms = getattr(item, "terms", ())
        if not isinstance(raw, str) or not terms:
            continue
        if out and out[-1][0] == raw:
            continue
        out.append((raw, str(terms[0])))
    return out
