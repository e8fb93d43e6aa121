"""`check`: a cited Markdown draft against its anchored blocks."""

from __future__ import annotations

import datetime as dt
import operator
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from decimal import Decimal
from difflib import SequenceMatcher
from itertools import pairwise
from typing import Any

from fa_grounding._anchors import page_of
from fa_grounding._blocks import SourceBlock, index_blocks
from fa_grounding._errors import InputTypeError
from fa_grounding._overlap import searchable, tokens
from fa_grounding._quotes import (
    closest_span,
    compact,
    contains_in_order,
    find_quotes,
    normalise,
    quote_parts,
)
from fa_grounding._report import SEVERITY, Finding, Report
from fa_grounding._sentences import Sentence, split_sentences
from fa_grounding._units import Unit, apply_units, cell_spans, declared_units
from fa_grounding._values import (
    HEDGE_TOLERANCE,
    ROUNDING_TOLERANCE,
    Figure,
    draft_day_spans,
    draft_parts,
    draft_period_ends,
    draft_shares,
    draft_tenths,
    extract_figures,
    figure_years,
    iter_figures,
    lookup_key,
    matches,
    normalise_digits,
    reference_points,
    significant_digits,
    undirected,
    written_digits,
)

MIN_OVERLAP = 0.25
"""Below this share of a sentence's words (Korean: bigrams) found in its cited blocks: GR-05."""
_MIN_TOKENS = 4
_NO_YEARS: frozenset[int] = frozenset()
_DIMENSIONS = re.compile(r"[1-4]D(?![A-Za-z0-9])")
_DIGIT_LOOKUPS = 8
"""How many numbers `_Source.holders` looks up by their digits before it indexes every block."""

_NOT_VERIFIABLE = (
    "Whether the summary conveys the meaning of the cited blocks: the checks compare citations, "
    "figures and quotes, not meaning.",
    "Whether the summary omits something important: blocks that no sentence cites are not read "
    "for omissions.",
    "Whether each cited anchor is the right one: a figure found in a cited block may still "
    "support a different claim than the sentence makes.",
    "Whether a direction of change (증가/감소, rose/fell) is right: a figure written without a "
    "sign is compared by size; its direction is judged only when a direction word right after "
    "it (or, in English, right before it) meets a source figure with a sign or direction word.",
)
_TOLERANCE = {
    "rounding": "a figure written with fewer digits matches only when it is the source figure "
    "correctly rounded (half up) at its last written digit, and either keeps two significant "
    "digits or more or lies within "
    f"{float(ROUNDING_TOLERANCE) * 100:g}% of it (31.2조 or 31조 for 31조1880억, 1.2조 for "
    "1조 2,345억, 12억 for 12억 3,400만, 12.3% for 12.34%, 6,300 for 6,312; not 1조 for 1조 "
    "2,345억, not 1천억 for 1,260억, not 2조 for 2조 5천억, not 1.3조 for 1조 2,345억); a rate "
    "(%, %p) correctly rounded to one decimal always counts (2.6% for 2.55%); trailing zeros "
    "count as rounding only with thousands separators or a unit word (만, 억, million)",
    "hedged": f"beyond that a hedge (약, 여, 가량, about, approximately) is needed, and a hedged "
    f"figure matches within ±{float(HEDGE_TOLERANCE) * 100:g}% of the source figure (one of three "
    "significant digits or more also within the step of its last digit: 약 1,013만 for "
    "10,132,875, not 약 1,031만); a bound "
    "(이상, 넘게, over, more than; 미만, 이하, under, up to; 6천억 원대) holds when the source "
    "lies on its side, within the figure's next step or 5%",
    "units": "% and %p (percentage points) never match each other; 원, 달러 and € never match "
    "each other; a figure without a unit matches any unit",
    "declared_units": "a unit declared for a table ((단위: 백만원), (단위 : 억원, %), (in "
    "millions)) applies to the bare figures of the cited blocks and of the rows of the table it "
    "heads, so the cell 614,820 under (단위: 백만원) is 6,148.2억 원; several units map to the "
    "columns when the counts agree, else any of them may apply",
}


# A 개조식 report's heading line and the items under it (`□ ...` over `ㅇ ...`, `○ ...`, `- ...`,
# `※ ...`), and how many blocks above an item are read to find its heading.
_HEADING_MARK = re.compile(r"\s*[□■]")
_ITEM_MARK = re.compile(r"\s*(?:[ㅇ○◦•※▸▶]|-(?!\d)|–(?!\d))")
_HEADING_REACH = 12


def _spans_as_periods(figures: list[Figure]) -> list[Figure]:
    """A draft's span of months that fills a quarter or half (`2025년 1~6월`) read as that
    period, not as two bare months: a block's `2025년 상반기` supports it, and a block's own
    `1~6월` reads as the same period. The span's months give way to the period."""
    periods = [f for f in figures if f.alternative and f.kind in _PERIOD_KINDS]
    if not periods:
        return figures
    covered = {
        d.start
        for p in periods
        for d in figures
        if d.kind == "date" and p.start <= d.start < p.start + len(p.raw)
    }
    kept = [f for f in figures if f.start not in covered or f.kind != "date"]
    return [f._replace(alternative=False) if f in periods else f for f in kept]


_PERIOD_KINDS = frozenset({"quarter", "half"})


def _fill_covered_cells(blocks: dict[str, SourceBlock]) -> dict[str, SourceBlock]:
    """The blocks, with a table row's empty leading cells given the text of the cells above.

    Korean tables merge their label columns (연도, 구분) over the rows of a group, and a reader
    gives a row under such a cell an empty place there: `| 2분기 | 120` under `2025년 | 1분기 |
    100`. A person reads the row as `2025년 | 2분기 | 120`, and so does the check. Only the
    cells before the row's first written one are filled, from the visible row just above in the
    same table (its first row, or a row right after another row) when it has as many cells: an
    empty cell further on is no data (`4월 |  |  |`), and a row of another width belongs to
    another table (a nested one) or another layout. A table whose rows start one cell further
    right each time (a fare table between stations) is a staircase, not merged cells: it is
    left as it is.
    """
    out: dict[str, SourceBlock] | None = None
    for table in _tables(blocks):
        cells = [_cells(block.text) for block in table]
        leads = [next((i for i, c in enumerate(row) if c.strip()), len(row)) for row in cells]
        rising = [lead for lead in leads if lead]
        if len(set(rising)) >= _STAIRCASE and all(a <= b for a, b in pairwise(leads)):
            continue
        for k in range(1, len(table)):
            row, over, lead = cells[k], cells[k - 1], leads[k]
            if 0 < lead < len(row) and len(over) == len(row) and any(over[:lead]):
                row[:lead] = over[:lead]
                block = table[k]
                if out is None:
                    out = dict(blocks)
                # joined as the readers join a row: ` | ` between cells, the ends trimmed
                out[block.anchor] = replace(block, text=" | ".join(row).strip())
    return blocks if out is None else out


_STAIRCASE = 3
"""Rows starting this many different cells to the right, each no further left than the one
before: a staircase (the half of a matrix left empty), not cells merged from above."""


def _tables(blocks: dict[str, SourceBlock]) -> Iterator[list[SourceBlock]]:
    """The visible rows of each table of two rows or more that has a row opening with an empty
    cell, in order: a table runs from a `table_start` row, or the first row after another
    block, to the next such row (a hidden row belongs to it and is left out); a PDF table's
    part on a later page (`table_continued`) goes on across the page's furniture between."""
    table: list[SourceBlock] = []
    between = False  # a page's furniture after the last row (a table may continue past it)
    for block in blocks.values():
        if block.furniture and not block.table_row and table:
            between = True
            continue
        if not block.table_row or block.table_start or (between and not block.table_continued):
            if len(table) > 1 and any(b.text.startswith("|") for b in table[1:]):
                yield table
            table = []
        between = False
        if block.table_row and not block.hidden:
            table.append(block)
    if len(table) > 1 and any(b.text.startswith("|") for b in table[1:]):
        yield table


def _cells(text: str) -> list[str]:
    return [text[a:b] for a, b in cell_spans(text)]


class _Source:
    """The blocks, indexed once; per-block work is done lazily and cached.

    The caches are keyed by a block's text, not its anchor: what is read from a block depends
    only on its text, and documents repeat text (table cells, headers and footers on every page),
    so each distinct text is read once per check.
    """

    def __init__(self, blocks: dict[str, SourceBlock]) -> None:
        self.blocks = _fill_covered_cells(blocks)
        self._figures: dict[str, list[Figure]] = {}
        self._pending: dict[str, Iterator[Figure]] = {}
        self._read: set[str] = set()
        self._years: dict[str, set[int]] = {}
        self._compact: dict[str, str] = {}
        self._searchable: dict[str, str] = {}
        self._digits: dict[str, str | None] = {}
        self._keys: dict[str, set[tuple[object, ...]]] = {}
        self._lookups = 0
        self._everywhere: dict[tuple[object, ...], list[str]] | None = None
        # the same for the sentences of the draft: a long summary restates some sentences
        self._sentence_figures: dict[str, list[Figure]] = {}
        self._sentence_tokens: dict[str, set[str]] = {}
        self._sentence_shares: dict[str, list[tuple[Figure, range]]] = {}
        # PDF paragraph blocks by page (`p3` -> p3.1, p3.2, ...), built on first use
        self._pages: dict[str, tuple[str, ...]] | None = None
        # declared units: by text, and what each table row inherits (built on first use)
        self._declared: dict[str, tuple[Unit, ...]] = {}
        self._inherited: dict[str, tuple[Unit, ...]] = {}
        self._sections: dict[str, int] = {}
        self._day_first: bool | None = None
        self.translated_quotes = False  # a quote was taken for a translation, not compared
        self._order: list[str] | None = None
        self._position: dict[str, int] = {}
        self._readings: dict[tuple[str, tuple[Unit, ...]], list[Figure]] = {}
        self._carried: dict[str, Figure | None] = {}
        self._labels: dict[str, list[tuple[tuple[str, ...], Figure]]] = {}
        self._bracket_lists: dict[str, list[tuple[str, Figure]]] = {}
        self._sentence_labels: dict[str, list[tuple[tuple[str, ...], Figure]]] = {}
        self._lowered: dict[str, str] = {}
        self._title: tuple[list[Figure], frozenset[int]] | None = None

    def resolve(self, anchor: str) -> tuple[str, ...]:
        """The blocks an anchor cites: itself, or for a page `p3` every block `p3.N`."""
        if anchor in self.blocks:
            return (anchor,)
        if self._pages is None:
            pages: dict[str, list[str]] = {}
            for name in self.blocks:
                page = page_of(name)
                if page is not None:
                    pages.setdefault(page, []).append(name)
            self._pages = {page: tuple(names) for page, names in pages.items()}
        return self._pages.get(anchor, ())

    def declared(self, anchor: str) -> tuple[Unit, ...]:
        """The units the block itself declares (`(단위: 백만원)`)."""
        text = self.blocks[anchor].text
        found = self._declared.get(text)
        if found is None:
            found = self._declared[text] = declared_units(text)
        return found

    def inherited(self, anchor: str) -> tuple[Unit, ...]:
        """The units a table row (or a PDF paragraph) inherits from a declaration above it.

        Blocks come in document order: a row takes the declaration of the nearest row above it
        in the same table, else of the caption or paragraph (one of the two blocks) just before
        the table. A PDF page's paragraphs (`p3.4`) carry no kinds, as a PDF has no tables, so a
        paragraph takes the last declaration made earlier on its page. Only the blocks above
        the cited one are read, back to what decides.
        """
        block = self.blocks[anchor]
        page = page_of(anchor)
        if not block.table_row and page is None:
            return ()
        found = self._inherited.get(anchor)
        if found is not None:
            return found
        order, position = self._order_index()
        i = position[anchor]
        units: tuple[Unit, ...] = ()
        if block.table_row:
            while (above := self._row_above(order, i)) is not None:
                i = above
                units = self.declared(order[i])
                if units:
                    break
            if not units or all(u.column >= 0 for u in units):
                # units bound to column heads leave the other columns to the caption's unit
                while (above := self._row_above(order, i)) is not None:
                    i = above
                for k in (i - 1, i - 2):
                    if k < 0 or self.blocks[order[k]].table_row:
                        break  # a table right above this one: its caption is not this one's
                    caption = self.declared(order[k])
                    if caption:
                        units += caption
                        break
        if not units and page is not None:
            # back to the last declaration on the page, but not past the title of this
            # paragraph's own table: the unit of the table above it is not its unit (the
            # page its table starts on, for a row of a table continued from a page before)
            page = page_of(order[i])
            while i > 0 and page_of(order[i - 1]) == page and not _is_title(self, order[i]):
                i -= 1
                units = self.declared(order[i])
                if units:
                    # a guess: a PDF does not say which rows, or which column, a unit above
                    # heads (`Population (in Lakh)` heads one column of the rows below), so the
                    # figures are also read as written
                    units = tuple(u._replace(partial=True) for u in units)
                    break
        self._inherited[anchor] = units
        return units

    def section(self, anchor: str) -> int:
        """Where the table of a PDF paragraph starts on its page: the position of the nearest
        table title at or above it (`Table 325. Arrests by Race: 2009`), else of the page's first
        block; -1 for a block of no page. Two paragraphs of one page in different sections
        belong to different tables, and a unit one declares is not the other's."""
        page = page_of(anchor)
        if page is None:
            return -1
        found = self._sections.get(anchor)
        if found is not None:
            return found
        order, position = self._order_index()
        i = position[anchor]
        while i > 0 and page_of(order[i - 1]) == page and not _is_title(self, order[i]):
            i -= 1
        self._sections[anchor] = i
        return i

    def header(self, anchor: str) -> str | None:
        """The first row of the table a row belongs to (its column heads), if not the row."""
        if not self.blocks[anchor].table_row:
            return None
        order, position = self._order_index()
        i = position[anchor]
        while (above := self._row_above(order, i)) is not None:
            i = above
        # a one-cell row above rows of several cells is the table's title (`Reading List`,
        # `Hallo` of an HTML page whose tables follow each other): the heads are the next row
        while (
            i + 1 < position[anchor]
            and " | " not in self.blocks[order[i]].text
            and " | " in self.blocks[order[i + 1]].text
        ):
            i += 1
        return order[i] if order[i] != anchor else None

    def heading(self, anchor: str) -> str | None:
        """The `□` line a 개조식 item (`ㅇ`, `○`, `-`) stands under, if the blocks above it up to
        that line are items too: `□ 2025년 3/4분기 가구당 월평균 소득은 ...` over `ㅇ 근로소득은
        ...` names the period the item restates. None for any other block."""
        if _ITEM_MARK.match(self.blocks[anchor].text) is None:
            return None
        order, position = self._order_index()
        i = position[anchor]
        for k in range(i - 1, max(-1, i - 1 - _HEADING_REACH), -1):
            text = self.blocks[order[k]].text
            if _HEADING_MARK.match(text) is not None:
                return order[k]
            if _ITEM_MARK.match(text) is None:
                return None
        return None

    def title_periods(self) -> tuple[list[Figure], frozenset[int]]:
        """The period figures (dates, quarters, halves, years) of the document's title (a
        block flagged `title`, else the title the `meta` block names), and its years."""
        if self._title is None:
            text = next((b.text for b in self.blocks.values() if b.title), "")
            meta = self.blocks.get("meta")
            if not text and meta is not None and _META_TITLE in meta.text:
                text = meta.text.rsplit(_META_TITLE, 1)[1]
            figures = [f for f in iter_figures(text) if _names_period(f)] if text else []
            self._title = (figures, frozenset(figure_years(figures)))
        return self._title

    def title_supports(
        self, figure: Figure, present: tuple[str, ...], units: dict[str, tuple[Unit, ...]]
    ) -> bool:
        """Whether the document's title names the period a draft's figure gives the cited
        blocks: `8월 취업자는 2,880만 명 [L6]` of a release titled `2025년 8월 고용동향`, whose
        body names no month, or `2025년 2분기` for a row `2분기` under that title's year."""
        figures, years = self.title_periods()
        if not figures:
            return False
        if any(self._matches(figure, theirs, _NO_YEARS) for theirs in figures):
            return True
        if figure.kind not in {"date", "quarter", "half"}:
            return False
        lent = self.years(present) | years
        return any(self.supports(anchor, figure, lent, units) for anchor in present)

    def caption(self, anchor: str) -> str | None:
        """The caption of the table a row belongs to, when it names a period: a short block
        (one of the two just before the table's first row, as for its unit) such as `2026년 본
        예산 회계별 예산규모` or `<표 3> 2025년 분기별 실적`. None for any other block."""
        if not self.blocks[anchor].table_row:
            return None
        order, position = self._order_index()
        i = position[anchor]
        while (above := self._row_above(order, i)) is not None:
            i = above
        for k in (i - 1, i - 2):
            if k < 0 or self.blocks[order[k]].table_row:
                return None
            text = self.blocks[order[k]].text
            if len(text) <= _CAPTION_CHARS and any(map(_names_period, self.figures(order[k]))):
                return order[k]
        return None

    def _row_above(self, order: list[str], i: int) -> int | None:
        """The position of the row of the same table just above the row at `i`, if any: none
        when it is its table's first row (`table_start`), so two tables with nothing between
        them stay two tables. A row opening a table's part on a later page (`table_continued`)
        reaches the rows above across the pages' running heads, feet and numbers."""
        k = i - 1
        if self.blocks[order[i]].table_continued:
            while k >= 0 and self.blocks[order[k]].furniture:
                k -= 1
        if k < 0 or self.blocks[order[i]].table_start or not self.blocks[order[k]].table_row:
            return None
        return k

    def _order_index(self) -> tuple[list[str], dict[str, int]]:
        if self._order is None:
            self._order = list(self.blocks)
            self._position = {name: i for i, name in enumerate(self._order)}
        return self._order, self._position

    def readings(self, anchor: str, units: tuple[Unit, ...] | None) -> list[Figure]:
        """Every figure of the block, bare numbers also read in `units` (none: as written)."""
        if not units:
            return self.figures(anchor)
        key = (self.blocks[anchor].text, units)
        found = self._readings.get(key)
        if found is None:
            found = self._readings[key] = apply_units(
                self.figures(anchor), units, self.blocks[anchor].text
            )
        return found

    def sentence_figures(self, body: str) -> list[Figure]:
        """The figures of a draft sentence (without its citations); do not change the list."""
        found = self._sentence_figures.get(body)
        if found is None:
            found = _spans_as_periods(undirected(body, extract_figures(body, skip_anchors=True)))
            # a number word of a draft (`one of the three`) is not checked, as words never were;
            # a second reading (`395k` as 395,000) is a source's, never a draft's
            found = [f for f in found if not (f.spelled or f.alternative)]
            if "D" in body:  # `3D 프린팅`, `2D barcode`: a technique's name, not a count
                found = [f for f in found if not _DIMENSIONS.match(body, f.start)]
            read = normalise_digits(body)
            found = draft_period_ends(read, draft_tenths(read, draft_parts(read, found)))
            found = draft_day_spans(read, found)
            points = reference_points(body)
            if points:  # `1년 전보다` names the comparison base, not a figure
                found = [f for f in found if f.kind != "number" or f.start not in points]
            self._sentence_figures[body] = found
        return found

    def sentence_shares(self, body: str) -> list[tuple[Figure, range]]:
        """The shares in words of a draft sentence (`10명 중 7명꼴`), each with its span."""
        found = self._sentence_shares.get(body)
        if found is None:
            found = self._sentence_shares[body] = draft_shares(normalise_digits(body))
        return found

    def sentence_tokens(self, body: str) -> set[str]:
        """The overlap tokens of a draft sentence (without its citations); do not change the set."""
        found = self._sentence_tokens.get(body)
        if found is None:
            found = self._sentence_tokens[body] = tokens(body)
        return found

    def under_head(
        self, anchor: str
    ) -> tuple[str, list[tuple[int, int]], list[tuple[int, int]]] | None:
        """A table row's header row (`header`) with the cells of both, or None."""
        head = self.header(anchor)
        if head is None:
            return None
        return head, cell_spans(self.blocks[anchor].text), cell_spans(self.blocks[head].text)

    def label_pairs(self, anchor: str) -> list[tuple[tuple[str, ...], Figure]]:
        """The block's list entries of a label and its figure (`negative precision: 65%`)."""
        text = self.blocks[anchor].text
        if text not in self._labels:
            self._labels[text] = _label_pairs(text, self.figures(anchor), listed=True)
        return self._labels[text]

    def bracket_list(self, anchor: str) -> list[tuple[str, Figure]]:
        """The block's lists of names with bracketed figures (`교육서비스업(6만6천명), ...`)."""
        text = self.blocks[anchor].text
        found = self._bracket_lists.get(text)
        if found is None:
            at = {f.start: f for f in self.figures(anchor) if f.kind == "number"}
            found = self._bracket_lists[text] = _bracket_list(text, at)
        return found

    def gives_a_figure(self, anchor: str, word: str) -> bool:
        """Whether the block writes `word` (lower case) right before a figure (`recall 81%`)."""
        text = self.blocks[anchor].text
        lowered = self._lowered.get(text)
        if lowered is None:
            lowered = self._lowered[text] = text.lower()
        at = lowered.find(word)
        while at >= 0:
            end = at + len(word)
            if lowered[end : end + 1] in _TOPIC_PARTICLES:
                end += 1  # `무급가족종사자는 5만 5천명`
            if _ENTRY_GAP.match(lowered, end) is not None:
                return True
            at = lowered.find(word, at + 1)
        return False

    def sentence_labels(self, body: str) -> list[tuple[tuple[str, ...], Figure]]:
        """The labels a draft sentence gives its figures (`negative recall은 81%`)."""
        if body not in self._sentence_labels:
            found = _label_pairs(body, self.sentence_figures(body), listed=False)
            self._sentence_labels[body] = found
        return self._sentence_labels[body]

    def figures(self, anchor: str) -> list[Figure]:
        """Every figure of the block (reads the rest of it if a search stopped early)."""
        text = self.blocks[anchor].text
        found = self._figures.setdefault(text, [])
        pending = self._pending.pop(text, None)
        if pending is not None:
            found.extend(pending)
        elif text not in self._read:
            found.extend(iter_figures(text))
        self._read.add(text)
        return found

    def supports(
        self,
        anchor: str,
        figure: Figure,
        years: frozenset[int],
        units: dict[str, tuple[Unit, ...]] | None = None,
    ) -> bool:
        """Whether the block has a figure that supports `figure`, reading no further than needed.

        `units` maps anchors to the units their bare figures are read in.
        """
        if self._supports_own(anchor, figure, years, units):
            return True
        carried = self.carried(anchor)
        return carried is not None and self._matches(figure, carried, years)

    def carried(self, anchor: str) -> Figure | None:
        """The figure a PDF broke over two paragraphs of a page, read in the second one: `（計13`
        then `万記事）を使用` is 13万 (the digits end the paragraph before, the multiplier opens
        this one). None for any other block."""
        if anchor in self._carried:
            return self._carried[anchor]
        found = None
        head = self.blocks[anchor].text.lstrip()[:1]
        number = re.fullmatch(r"(p[1-9]\d*)\.([1-9]\d*)", anchor) if head in _MULTIPLIERS else None
        before = f"{number.group(1)}.{int(number.group(2)) - 1}" if number is not None else ""
        if before in self.blocks:
            tail = _TRAILING_DIGITS.search(self.blocks[before].text)
            if tail is not None:
                joined = tail.group(0) + self.blocks[anchor].text.lstrip()[:12]
                first = next(iter_figures(joined), None)
                if (
                    first is not None
                    and first.kind == "number"
                    and len(first.raw) > len(tail.group(0))
                ):
                    found = first._replace(alternative=True)
        self._carried[anchor] = found
        return found

    def _supports_own(
        self,
        anchor: str,
        figure: Figure,
        years: frozenset[int],
        units: dict[str, tuple[Unit, ...]] | None,
    ) -> bool:
        applied = units.get(anchor) if units else None
        if applied:
            return any(
                self._matches(figure, theirs, years) for theirs in self.readings(anchor, applied)
            )
        text = self.blocks[anchor].text
        found = self._figures.setdefault(text, [])
        if any(self._matches(figure, theirs, years) for theirs in found):
            return True
        if text in self._read:
            return False
        pending = self._pending.get(text)
        if pending is None:
            pending = self._pending[text] = iter_figures(text)
        for theirs in pending:
            found.append(theirs)
            if self._matches(figure, theirs, years):
                return True
        del self._pending[text]
        self._read.add(text)
        return False

    def _matches(self, figure: Figure, theirs: Figure, years: frozenset[int]) -> bool:
        return matches(figure, theirs, years) and (
            theirs.day_first is None or theirs.day_first == self.day_first()
        )

    def day_first(self) -> bool:
        """Whether the document writes its slash dates day first: some date cannot be month
        first (`29/01/2020`) and none cannot be day first (`8/31/2024`). Read once, and only
        when an ambiguous date (`12/06/2021`) would support a draft's date read day first."""
        if self._day_first is None:
            days = months = 0
            for block in self.blocks.values():
                if "/" in block.text:
                    for first, second in _SLASH_DATE.findall(block.text):
                        days += int(first) > 12 >= int(second)
                        months += int(second) > 12 >= int(first)
            self._day_first = days > 0 and months == 0
        return self._day_first

    def years(self, anchors: tuple[str, ...]) -> frozenset[int]:
        """The years that the figures of these blocks mention (reads each block to its end)."""
        years: set[int] = set()
        for anchor in anchors:
            text = self.blocks[anchor].text
            found = self._years.get(text)
            if found is None:
                found = self._years[text] = figure_years(self.figures(anchor))
            years |= found
        return frozenset(years)

    def compact(self, anchor: str) -> str:
        text = self.blocks[anchor].text
        found = self._compact.get(text)
        if found is None:
            found = self._compact[text] = compact(text)
        return found

    def searchable(self, anchor: str) -> str:
        text = self.blocks[anchor].text
        found = self._searchable.get(text)
        if found is None:
            found = self._searchable[text] = searchable(text)
        return found

    def holders(self, figure: Figure, exclude: tuple[str, ...]) -> list[str]:
        """Blocks not in `exclude` that hold exactly this value, in document order.

        Reading every block is the costliest step of a check. So for the first few lookups, a
        number is looked for only in the blocks whose digits could hold it (`written_digits`);
        after that, or for a date or other figure, every block is read once into an index.
        """
        self._lookups += 1
        if self._everywhere is None and figure.kind == "number" and self._lookups <= _DIGIT_LOOKUPS:
            key = lookup_key(figure)
            digits = significant_digits(figure.value)
            return [
                anchor
                for anchor in self.blocks
                if anchor not in exclude
                and self._may_hold(anchor, digits)
                and key in self._lookup_keys(anchor)
            ]
        if self._everywhere is None:
            everywhere: dict[tuple[object, ...], list[str]] = {}
            for anchor in self.blocks:
                for found in self.figures(anchor):
                    bucket = everywhere.setdefault(lookup_key(found), [])
                    if not bucket or bucket[-1] != anchor:
                        bucket.append(anchor)
            self._everywhere = everywhere
        return [a for a in self._everywhere.get(lookup_key(figure), []) if a not in exclude]

    def _may_hold(self, anchor: str, digits: str) -> bool:
        text = self.blocks[anchor].text
        if text not in self._digits:
            self._digits[text] = written_digits(text)
        written = self._digits[text]
        return written is None or digits in written

    def _lookup_keys(self, anchor: str) -> set[tuple[object, ...]]:
        text = self.blocks[anchor].text
        found = self._keys.get(text)
        if found is None:
            found = self._keys[text] = {lookup_key(f) for f in self.figures(anchor)}
        return found


def check(draft: str, blocks: object) -> Report:
    """Check a Markdown draft that cites anchors against the anchored blocks of its source.

    Every content sentence must cite (GR-01) anchors that exist (GR-02); its numbers, dates and
    amounts must appear, by value, in a cited block (GR-03); its direct quotes must match a cited
    block (GR-04); low word overlap with the cited blocks is a warning (GR-05); support that is
    only hidden text is an error (GR-06). Passing does not mean the summary is correct: see
    `Report.not_verifiable`.

    A citation `[p3]` stands for every block `p3.N` of page 3. A unit declared for a table
    (`(단위: 백만원)`) applies to the bare figures of the cited blocks and, when `blocks` come in
    document order with kinds, to the rows of the table it heads. A draft without a content
    sentence is an error: there is nothing to check.

    Args:
        draft: the Markdown summary.
        blocks: a mapping anchor -> text, or an iterable of dicts or objects with `anchor`,
            `text` and optionally `flags` (a block flagged `"hidden"` is hidden text, one
            flagged `"table"` a table row, `"table_start"` the first row of its table,
            `"table_continued"` the first row of its part on a later page, `"header"` and
            `"footer"` a page's furniture) and `kind` (`"table_row"`).

    Raises:
        InputTypeError: `draft` is not a string or `blocks` is not an accepted shape.
        InvalidBlocksError: a block has no anchor or text, an anchor is outside the grammar, or
            an anchor repeats.
    """
    if not isinstance(draft, str):
        raise InputTypeError(f"draft must be a string of Markdown, not {type(draft).__name__}.")
    source = _Source(index_blocks(blocks))
    findings: list[Finding] = []
    checked = 0
    citations = 0
    hedged_used = False
    sentences = split_sentences(draft)
    for sentence in sentences:
        checked += 1
        citations += len(sentence.citations.anchors)
        found, hedged = _check_sentence(sentence, source)
        findings.extend(found)
        hedged_used = hedged_used or hedged
    if not any(_has_words(s.body) for s in sentences):
        findings.append(
            Finding(
                "GR-01",
                SEVERITY["GR-01"],
                0,
                "",
                (),
                "the draft has no content sentence (only a title, headings, citations or "
                "whitespace), so there is nothing to check; write the summary's sentences, each "
                "citing the anchor of the block it restates, e.g. [L14].",
            )
        )
    not_verifiable = _NOT_VERIFIABLE
    if source.translated_quotes:
        not_verifiable += (
            "Whether a quote in Korean of a source with no Korean translates it faithfully: "
            "a translation was not compared with the source's words.",
        )
    if hedged_used:
        not_verifiable += (
            f"Whether a hedged figure (약, about) is a fair approximation: it was accepted "
            f"within ±{float(HEDGE_TOLERANCE) * 100:g}% of the source figure.",
        )
    return Report(tuple(findings), not_verifiable, checked, citations, dict(_TOLERANCE))


# A draft may name the sheet or csv row it cites (`row 18`, `12행`, `12번째 행` for `[x1.18]`,
# `[r12]`): that number is the anchor's, which no cell holds. Only the row of a cited anchor is
# let through; any other row number is still a figure to find.
_ROW_BEFORE = re.compile(r"(?:\b[Rr]ows?|행)\s?$")
_ROW_AFTER = re.compile(r"\s?(?:번째\s?)?행(?![가-힣])|\s?(?:번째\s?)?행(?=[은는이의에을과도])")


def _cited_rows(anchors: tuple[str, ...]) -> frozenset[int]:
    rows: set[int] = set()
    for anchor in anchors:
        if anchor[:1] == "x" and "." in anchor:  # x2.14, and a part of its row x2.14.3
            rows.add(int(anchor.split(".")[1]))
        elif anchor[:1] == "r" and anchor[1:].partition(".")[0].isdigit():
            rows.add(int(anchor[1:].partition(".")[0]))
    return frozenset(rows)


_SLIDE_BEFORE = re.compile(r"(?:\b[Ss]lides?|슬라이드)\s?$")
_SLIDE_AFTER = re.compile(r"\s?(?:번째\s?)?(?:번\s?)?슬라이드")
_SHEET_BEFORE = re.compile(r"(?:\b[Ss]heets?|시트)\s?$")
_SHEET_AFTER = re.compile(r"\s?(?:번째\s?)?(?:번\s?)?시트")
_PAGE_BEFORE = re.compile(r"(?:\b[Pp]ages?|\bp\.|페이지)\s?$")
_PAGE_AFTER = re.compile(
    r"\s?(?:쪽|페이지|면)(?![가-힣])|\s?(?:쪽|페이지|면)(?=[은는이의에을과도])"
)


# a page of a PDF may be a slide of a deck saved as PDF: `4번 슬라이드` citing `[p4.4]` names it
_PAGE_OR_SLIDE_BEFORE = re.compile(f"(?:{_PAGE_BEFORE.pattern})|(?:{_SLIDE_BEFORE.pattern})")
_PAGE_OR_SLIDE_AFTER = re.compile(f"(?:{_PAGE_AFTER.pattern})|(?:{_SLIDE_AFTER.pattern})")


_PLACE_WORDS = {
    "s": (_SLIDE_BEFORE, _SLIDE_AFTER),
    "p": (_PAGE_OR_SLIDE_BEFORE, _PAGE_OR_SLIDE_AFTER),
    "x": (_SHEET_BEFORE, _SHEET_AFTER),
}


def _cited_places(anchors: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """The slides (`s7.2`, `s7n`), pages (`p3.2`, `[p3]`) and sheets (`x2.14`) the cited
    anchors lie on, by the anchor's letter."""
    places: dict[str, set[int]] = {}
    for anchor in anchors:
        number = re.match(r"([spx])(\d+)(?:[.n]|$)", anchor)
        if number is not None:
            places.setdefault(number.group(1), set()).add(int(number.group(2)))
    return {letter: frozenset(numbers) for letter, numbers in places.items()}


def _names_cited_place(body: str, figure: Figure, places: dict[str, frozenset[int]]) -> bool:
    """`Slide 3: ...` citing `[s3.5]`, `5쪽` citing `[p5.2]`, `3번 시트` citing `[x3.2]`: the
    anchor's slide, page or sheet."""
    if figure.kind != "number" or figure.unit:
        return False
    end = figure.start + len(figure.raw)
    head = body[max(0, figure.start - 10) : figure.start]
    for letter, numbers in places.items():
        before, after = _PLACE_WORDS[letter]
        if figure.value in numbers and (
            before.search(head) is not None or after.match(body, end) is not None
        ):
            return True
    return False


def _names_cited_row(body: str, figure: Figure, rows: frozenset[int]) -> bool:
    if figure.kind != "number" or figure.unit or figure.value not in rows:
        return False
    end = figure.start + len(figure.raw)
    return (
        _ROW_BEFORE.search(body, max(0, figure.start - 5), figure.start) is not None
        or _ROW_AFTER.match(body, end) is not None
    )


def _has_words(body: str) -> bool:
    """Whether a sentence says anything besides its citations (a letter or a digit)."""
    return any(ch.isalnum() for ch in body)


def _finding(rule: str, sentence: Sentence, anchors: tuple[str, ...], detail: str) -> Finding:
    return Finding(rule, SEVERITY[rule], sentence.index, sentence.text, anchors, detail)


def _check_sentence(sentence: Sentence, source: _Source) -> tuple[list[Finding], bool]:
    out: list[Finding] = []
    cited = sentence.citations.anchors
    for bad in sentence.citations.malformed:
        out.append(
            _finding(
                "GR-02",
                sentence,
                cited,
                f"malformed citation {bad}: write anchors in square brackets exactly as "
                "read_document gives them, e.g. [L14], [s7.2], [p3.2], [x2.14], [r14] or "
                "[L3, L5].",
            )
        )
    if not cited:
        out.append(
            _finding(
                "GR-01",
                sentence,
                (),
                "this content sentence cites no anchor; add the anchor of the block it "
                "restates, e.g. [L14], or remove the sentence.",
            )
        )
        return out, False
    resolved = {a: source.resolve(a) for a in cited}
    missing = tuple(a for a in cited if not resolved[a])
    if missing:
        listed = ", ".join(missing)
        out.append(
            _finding(
                "GR-02",
                sentence,
                missing,
                f"cited anchor(s) {listed} do not exist in this document; cite only anchors "
                "that read_document returned for this file.",
            )
        )
    # a page anchor (`p3`) stands for all of its paragraph blocks (`p3.1`, `p3.2`, ...)
    present = tuple(dict.fromkeys(b for a in cited for b in resolved[a]))
    if not present:
        return out, False
    visible = tuple(a for a in present if not source.blocks[a].hidden)
    hidden = tuple(a for a in present if source.blocks[a].hidden)
    if not visible:
        out.append(
            _finding(
                "GR-06",
                sentence,
                hidden,
                f"the only cited block(s) {', '.join(hidden)} are hidden text in the source (a "
                "reader of the document cannot see them); cite visible text or drop the claim.",
            )
        )
    hedged_used, figures, supported = _check_figures(
        sentence, source=source, present=present, visible=visible, hidden=hidden, out=out
    )
    _check_quotes(sentence, source=source, present=present, visible=visible, hidden=hidden, out=out)
    _check_overlap(sentence, source, present, out, figures=figures, supported=supported)
    return out, hedged_used


def _check_figures(
    sentence: Sentence,
    *,
    source: _Source,
    present: tuple[str, ...],
    visible: tuple[str, ...],
    hidden: tuple[str, ...],
    out: list[Finding],
) -> tuple[bool, int, int]:
    """Check the sentence's figures; returns (a hedge was used, figures, figures supported)."""
    figures = source.sentence_figures(sentence.body)
    shares = source.sentence_shares(sentence.body)
    units = _units_for(present, source) if figures else {}
    if shares and any(f.unit == "%" for a in visible for f in source.figures(a)):
        # a share in words (`10명 중 7명꼴`, `절반을 넘는다`) glosses a cited rate: it is that
        # rate, unless its two counts are the cited block's own (`120곳 가운데 36곳`); with no
        # rate cited, its digits stay counts and a share of words alone is words
        for share, span in shares:
            inside = [f for f in figures if f.start in span]
            if inside and all(_supported(f, visible, source, present, units) for f in inside):
                continue
            figures = sorted(
                [*(f for f in figures if f.start not in span), share], key=lambda f: f.start
            )
    ranks = _ranks(sentence.body)
    if not figures:
        if ranks:  # `두 번째로 높았다`: a rank in words and no figure
            _check_ranks(sentence, ranks, visible, source=source, out=out)
        return False, 0, 0
    # a cited table row also shows its column heads: `2024년 합계는 ... [L4]` with 2024 above
    heads = tuple(
        dict.fromkeys(
            h
            for a in visible
            if (h := source.header(a)) is not None
            and h not in present
            and not source.blocks[h].hidden
        )
    )
    hedged_used = False
    supported = 0
    halves: bool | None = None
    headings: tuple[str, ...] | None = None
    rows = _cited_rows(present)
    places = _cited_places(present)
    if places:
        # `Slide 3: ...` of `[s3.5]`: the anchor's slide or page, not a figure of the text
        named = [f for f in figures if _names_cited_place(sentence.body, f, places)]
        supported += len(named)
        figures = [f for f in figures if f not in named]
    for written in figures:
        figure = written
        if rows and _names_cited_row(sentence.body, figure, rows):
            supported += 1  # `row 18` of `[x1.18]`: the anchor's row, not a figure of the text
            continue
        if figure.start in ranks:
            supported += 1  # `2위`, `3번째로`: a rank, checked by `_check_ranks`
            continue
        hedged_used = hedged_used or figure.hedged
        searched, context = visible, present
        period = _names_period(figure)
        if period and headings is None:
            # a 개조식 item's `□` heading, and a table row's caption, name the period they head
            headings = tuple(
                dict.fromkeys(
                    h
                    for a in visible
                    if (h := source.heading(a) or source.caption(a)) is not None
                    and h not in present
                )
            )
        if figure.kind == "half":
            if halves is None:
                halves = any(
                    f.kind == "half" for a in visible + (headings or ()) for f in source.figures(a)
                )
            if not halves:
                # the cited blocks name no half-year: the half is words they do not state (a
                # header `6 Months Ended Jun. 30, 2024`), so only its year is checked
                if figure.key[0] is None:
                    supported += 1  # `the first half` without a year: words, as before
                    continue
                figure = figure._replace(kind="date", key=(figure.key[0], None, None))
        if period and (heads or headings):
            # the header row's years count too: `First Quarter` under `Year ended ... 2022`;
            # and a 개조식 item's `□` heading names the period of its items
            lent = heads + (headings or ())
            searched, context = visible + lent, present + lent
        elif heads:
            # and its figures that name columns (`25~29세 | 30~34세`) or the table (its first
            # cell, `여자인구 1천 명당`), never a total in a head (`수량(179종)`): a figure given
            # to a row is then checked against the column by `_check_labels`
            naming = tuple(h for h in heads if _names_by_figures(h, figure, source))
            searched, context = visible + naming, present + naming
        if _supported(figure, searched, source, context, units):
            supported += 1
            continue
        if _thread_counter(sentence.body, figure):
            supported += 1  # `1/3 사회복지 ...`: the post's place in a thread, not a date
            continue
        if period and source.title_supports(figure, present, units):
            # a release's title names the period its body restates without it
            supported += 1
            continue
        if hidden and _supported(figure, hidden, source, present, units):
            if visible:
                out.append(
                    _finding(
                        "GR-06",
                        sentence,
                        hidden,
                        f"{figure.raw.strip()!r} appears only in hidden text ({', '.join(hidden)}),"
                        " not in any visible cited block; a reader of the document cannot see it.",
                    )
                )
            continue
        out.append(_figure_finding(sentence, source, present, figure, units))
    if heads or any(source.blocks[a].table_row for a in visible):
        _check_last_head(sentence, figures, visible, source=source, units=units, out=out)
        _check_columns(sentence, figures, visible, source=source, units=units, out=out)
        _check_labels(sentence, figures, visible, source=source, units=units, out=out)
        _check_named_columns(sentence, figures, visible, source=source, units=units, out=out)
        _check_row_names(sentence, figures, visible, source=source, units=units, out=out)
        if any(f.falls and not f.signed for f in figures):
            _check_change_columns(sentence, figures, visible, source=source, units=units, out=out)
    if any(f.kind == "date" for f in figures) and _WEEKDAY_NAMED.search(sentence.body):
        _check_weekdays(sentence, figures, visible, source=source, out=out)
    if any(f.period == "ordinal" for f in figures):
        _check_ordinal_pairs(sentence, figures, visible, source=source, out=out)
    if any(_year_of(f) is not None for f in figures):
        _check_year_pairs(sentence, figures, visible, source=source, out=out)
    if any(f.kind in {"quarter", "half"} for f in figures):
        _check_period_pairs(sentence, figures, visible, source=source, out=out)
    _check_label_pairs(sentence, figures, visible, source=source, out=out)
    if ranks:
        _check_ranks(sentence, ranks, visible, source=source, out=out)
    _check_bases(sentence, figures, visible, source=source, out=out)
    _check_bracketed(sentence, figures, visible, source=source, out=out)
    _check_named_brackets(sentence, figures, visible, source=source, out=out)
    if any(f.kind == "date" for f in figures):
        _check_respective_dates(sentence, figures, visible, source=source, out=out)
    return hedged_used, len(figures), supported


# `$1.9 million, $1.9 million, $1.8 million ... for the quarters ended September 30, 2014, June
# 30, 2014, March 31, 2014 ..., respectively`: two lists of one length, paired in order.
_RESPECTIVELY_END = re.compile(r",?\s*(?:respectively|각각)\b")


def _respective_pairs(text: str, figures: list[Figure]) -> list[tuple[Figure, Figure]]:
    """(date, amount) pairs of a clause that lists amounts, then as many full dates, then
    `respectively`; [] when the clause has no such lists."""
    end = _RESPECTIVELY_END.search(text)
    if end is None:
        return []
    start = max(text.rfind(". ", 0, end.start()), text.rfind("; ", 0, end.start())) + 1
    inside = [f for f in figures if start <= f.start < end.start() and not f.alternative]
    amounts = [f for f in inside if f.kind == "number" and (f.unit or (f.key and f.key[0]))]
    dates = [f for f in inside if f.kind == "date" and all(isinstance(k, int) for k in f.key)]
    if len(dates) < 2 or len(amounts) != len(dates):
        return []
    if max(f.start for f in amounts) > min(f.start for f in dates):
        return []  # the amounts first, then the dates: `A, B and C for X, Y and Z, respectively`
    return list(zip(dates, amounts, strict=True))


def _check_respective_dates(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A sentence that gives a date of a block's `respectively` lists an amount must give it
    that date's: `$1.9 million for the quarter ended March 31, 2014` over `$1.9 million, $1.9
    million, $1.8 million ... for the quarters ended September 30, 2014, June 30, 2014, March
    31, 2014 ..., respectively` states another quarter's amount."""
    dates = [f for f in figures if f.kind == "date" and all(isinstance(k, int) for k in f.key)]
    amounts = [f for f in figures if f.kind == "number"]
    if len(dates) != 1 or not amounts:
        return
    for anchor in visible:
        text = source.blocks[anchor].text
        if "respectively" not in text and "각각" not in text:
            continue
        pairs = _respective_pairs(text, source.figures(anchor))
        own = [amount for date, amount in pairs if date.key == dates[0].key]
        if len(own) != 1:
            continue
        for figure in amounts:
            if matches(figure, own[0], _NO_YEARS):
                continue
            if not any(matches(figure, amount, _NO_YEARS) for _, amount in pairs):
                continue  # not another date's amount: checked by the other rules
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} is given to {dates[0].raw.strip()!r} here, but "
                    f"{anchor} lists {own[0].raw.strip()!r} for it (respectively); restate that "
                    "amount.",
                )
            )
            return


# A list of names each with its figure in brackets: `전문·과학 및 기술서비스업(10만7천명),
# 교육서비스업(6만6천명), 정보통신업(5만2천명)`, `세종(1.03명), 전남(0.97명)`.
_NAMED_BRACKET = re.compile(r"(?P<name>[가-힣A-Za-z][가-힣A-Za-z·]{1,20})\s?[(（](?=[-−△▲+]?\d)")


_LIST_GAP = re.compile(r"\s*(?:[,·ㆍ]|와|과|및)\s*")
_CLOSE = re.compile(r"[)）]")
_LIST_AFTER_BRACKET = re.compile(r"[)）]\s*(?:[,·ㆍ]|와|과|및)")


def _bracket_list(text: str, at: dict[int, Figure]) -> list[tuple[str, Figure]]:
    """The entries of `text`'s lists of names with bracketed figures, each list of two entries
    or more that only a comma, a middle dot or `와`/`과`/`및` separate (`A(1명), B(2명)`); a name
    compared with a base (`6월 거래량(13만9318건)은 전년 동월(132,486건) 대비`) is no list."""
    if not _LIST_AFTER_BRACKET.search(text):
        return []  # no bracket followed by a list's separator: no list of two entries
    found = [m for m in _NAMED_BRACKET.finditer(text) if m.end() in at]
    entries: list[tuple[str, Figure]] = []
    run: list[re.Match[str]] = []
    for match in found:
        close = _CLOSE.search(text, run[-1].end()) if run else None
        joined = (
            close is not None
            and _LIST_GAP.fullmatch(text, close.end(), match.start("name")) is not None
        )
        if not joined:
            if len(run) >= 2:
                entries.extend((m.group("name"), at[m.end()]) for m in run)
            run = []
        run.append(match)
    if len(run) >= 2:
        entries.extend((m.group("name"), at[m.end()]) for m in run)
    return entries


def _check_named_brackets(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure a cited block gives one name in brackets must not be given to another name of
    the same list: `교육서비스업 취업자는 5만 2천 명` over `교육서비스업(6만6천명),
    정보통신업(5만2천명)` names 교육서비스업 and states 정보통신업's figure. Judged only when the
    sentence writes a name of the list whose figure it does not state and none whose figure it
    states."""
    numbers = [f for f in figures if f.kind == "number"]
    if not numbers:
        return
    for anchor in visible:
        text = source.blocks[anchor].text
        if ")" not in text and "）" not in text:
            continue
        entries = source.bracket_list(anchor)
        if len({name for name, _ in entries}) < 2:
            continue
        theirs = source.figures(anchor)
        bracketed = {id(f) for _, f in entries}
        written = {name for name, _ in entries if name in sentence.body}
        if not written:
            continue
        for figure in numbers:
            owners = {name for name, f in entries if matches(figure, f, _NO_YEARS)}
            if not owners or owners & written:
                continue
            if any(id(f) not in bracketed and matches(figure, f, _NO_YEARS) for f in theirs):
                continue  # the block gives the value outside its list too
            if any(matches(figure, f, _NO_YEARS) for name, f in entries if name in written):
                continue
            named = sorted(written)[0]
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} is {sorted(owners)[0]}'s figure in {anchor}, but the "
                    f"sentence gives it to {named}; restate {named}'s figure.",
                )
            )
            break


# A comparison base right before its rate: `전기 대비 1.2%`, `전년 동기 대비로는 1.7%`, `전월(4만
# 8,915건) 대비 7.0%`, `전년동월비 5.0%`, a draft's `전월보다 7.0%`.
_BASE = re.compile(
    r"(?P<base>전년\s?동월|전년\s?동기|전년\s?동분기|전분기|전년|전월|전기|전주)\s?"
    r"(?:[(（][^()（）]{0,24}[)）]\s?)?(?:대비|비|보다|에\s?비해)(?:로는|로|는)?\s?"
)


def _base_pairs(text: str, figures: list[Figure]) -> list[tuple[str, Figure]]:
    """(base, the rate right after it) for each comparison base of `text`."""
    if "전" not in text:
        return []
    at = {f.start: f for f in figures if f.kind == "number"}
    pairs = []
    for match in _BASE.finditer(text):
        figure = at.get(match.end())
        if figure is not None:
            pairs.append((re.sub(r"\s", "", match.group("base")), figure))
    return pairs


def _check_bases(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A rate the sentence gives one comparison base (`전년 동기 대비 1.2%`) must not be the one a
    cited block gives another (`전기 대비 1.2% ... 전년 동기 대비로는 1.7%`): a block with two
    bases or more, each with its rate, tells which rate is whose."""
    for base, labelled in _base_pairs(sentence.body, figures):
        for anchor in visible:
            pairs = _base_pairs(source.blocks[anchor].text, source.figures(anchor))
            if len({b for b, _ in pairs}) < 2:
                continue
            own = [f for b, f in pairs if b == base]
            if not own or any(matches(labelled, f, _NO_YEARS) for f in own):
                continue
            if not any(b != base and matches(labelled, f, _NO_YEARS) for b, f in pairs):
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{labelled.raw.strip()!r} is given against {base} here, but {anchor} gives "
                    f"{base} {own[0].raw.strip()!r}; restate the rate of that base.",
                )
            )
            break


# A figure a block gives an average or a target in brackets: `도 평균(1.9명)`, `연간 목표(3조 원)`.
_BRACKETED = re.compile(r"(?P<label>평균|목표)\s?[(（]")
_NAMES_BRACKETED = {"평균": re.compile(r"평균|average", re.IGNORECASE),
                    "목표": re.compile(r"목표|target", re.IGNORECASE)}  # fmt: skip
_COMPARED_AFTER = re.compile(r"[^\s\d]{0,4}\s?(?:보다|에\s?비해|대비|과\s?비교|와\s?비교)")


def _check_bracketed(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure a cited block gives only an average or a target (`2.4명으로 도 평균(1.9명)보다`)
    is not the subject's: a sentence that states it (`1.9명이다`) and names no average or target
    is refused; one that compares with it (`1.9명보다 많다`) is not judged."""
    for anchor in visible:
        text = source.blocks[anchor].text
        if "평균" not in text and "목표" not in text:
            continue
        theirs = source.figures(anchor)
        at = {f.start: f for f in theirs if f.kind == "number"}
        for match in _BRACKETED.finditer(text):
            given = at.get(match.end())
            label = match.group("label")
            if given is None or _NAMES_BRACKETED[label].search(sentence.body):
                continue
            for figure in figures:
                if figure.kind != "number" or not matches(figure, given, _NO_YEARS):
                    continue
                if _COMPARED_AFTER.match(sentence.body, figure.start + len(figure.raw)):
                    continue
                if any(
                    f is not given and f.kind == "number" and matches(figure, f, _NO_YEARS)
                    for f in theirs
                ):
                    continue  # the block gives the value to something else too
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"{figure.raw.strip()!r} is the {label}'s figure in {anchor} "
                        f"({match.group('label')}({given.raw.strip()})), not the subject's; name "
                        f"the {label} or restate the subject's figure.",
                    )
                )


# A rank: `2위`, `3번째로`, or a native ordinal `두 번째` (not `열두 번째`, `2번째 행`).
_RANK = re.compile(
    r"(?<![\d.,])(?P<d>\d{1,3})\s?(?:위|번째)(?![\s]?행)"
    r"(?=[^가-힣]|$|[는를로에의이와과다였지권])"
    r"|(?<![가-힣])(?P<n>첫|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?번째(?![\s]?행)"
)
_RANK_HEAD = re.compile(r"순위|등위|랭킹|\b[Rr]ank(?:ing)?\b")
# a source may rank in English: `ranking 4th overall`
_RANK_ENGLISH = re.compile(r"(?<![\d.,])(\d{1,3})(?:st|nd|rd|th)\b")
_RANK_NATIVE = {"첫": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8,
                "아홉": 9, "열": 10}  # fmt: skip
# A block ranks its first in words (`가장 많고`, `최다`) and, after it, its second (`다음은`).
_FIRST_WORDS = re.compile(r"가장|최다|최고|최대|1순위")
_SECOND_WORDS = re.compile(r"다음은|다음으로|그\s?다음|뒤를\s?이")
# and a list in order ends with its last entry's figure in brackets and `순` (`사적연금(8.3%) 순`,
# `강원(0.89명) 순으로`; not `순이익`, `순수출`, `순위`)
_IN_ORDER = re.compile(r"[)）]\s?순(?=으로|이며|이고|이다|임|입니다|[\s,.)]|$)")
_BRACKETED_FIGURE = re.compile(r"[(（][^()（）]*\d[^()（）]*[)）]")


def _ranks(text: str) -> dict[int, tuple[int, bool, str]]:
    """The ranks a text writes, by start: (rank, written in words, as written)."""
    if "위" not in text and "번째" not in text:
        return {}
    found = {}
    for match in _RANK.finditer(normalise_digits(text)):
        if match.group("d"):
            found[match.start()] = (int(match.group("d")), False, match.group(0))
        else:
            found[match.start()] = (_RANK_NATIVE[match.group("n")], True, match.group(0))
    return found


def _check_ranks(
    sentence: Sentence,
    ranks: dict[int, tuple[int, bool, str]],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A rank the sentence gives (`2위`, `세 번째로 낮다`) must be one a cited block writes (`2위`,
    `두 번째`, or in words: `가장` the first, `다음은` after it the second). fa does not rank
    figures itself: that a figure is the third largest of a list is a claim the block must make.
    A native ordinal where no cited block writes a rank names an item (`첫 번째 안`), no rank."""
    written: set[int] = set()
    worded: set[int] = set()
    for anchor in visible:
        text = source.blocks[anchor].text
        written |= {rank for rank, _, _ in _ranks(text).values()}
        written |= {int(n) for n in _RANK_ENGLISH.findall(text)}
        head = source.header(anchor)
        if _RANK_HEAD.search(text) or (
            head is not None and _RANK_HEAD.search(source.blocks[head].text)
        ):
            # a table of ranks (`순위 | 시도 | 출산율` over `1 | 세종 | 1.03`): its bare
            # integers are ranks
            written |= {
                int(f.value)
                for f in source.figures(anchor)
                if f.kind == "number" and f.unit is None and f.value == int(f.value) < 1000
            }
        if _FIRST_WORDS.search(text):
            worded.add(1)
            if _SECOND_WORDS.search(text):
                worded.add(2)
        for ordered in _IN_ORDER.finditer(text):
            # `세종(1.03명), 전남(0.97명), 강원(0.89명) 순`: a list in order ranks its entries
            clause = text[: ordered.start() + 1].rsplit("\n", 1)[-1]
            clause = re.split(r"[.!?]\s|[□ㅇ○]", clause)[-1]
            worded |= set(range(1, len(_BRACKETED_FIGURE.findall(clause)) + 1))
    for rank, native, raw in ranks.values():
        if rank in written or rank in worded or (native and not written):
            continue
        stated = ", ".join(str(r) for r in sorted(written)) if written else "none"
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{raw!r} (rank {rank}) is not a rank the cited block(s) {', '.join(visible)} "
                f"write (ranks written: {stated}); fa does not rank figures itself, so cite the "
                "block that states the rank or drop it.",
            )
        )


def _year_of(figure: Figure) -> int | None:
    """The year a figure names on its own (`’08년`, `2023년`, a bare `2022`), else None."""
    if figure.kind == "date" and len(figure.key) == 3 and figure.key[1:] == (None, None):
        year = figure.key[0]
        return year if isinstance(year, int) else None
    return int(figure.value) if _year_like(figure) else None


# A series entry of a block: a year and its figure right after it (`´08년 43척`, `2022: 19 건`).
_SERIES_GAP = re.compile(r"\s*[:：]?\s*")
# In a Korean draft, a year and the first figure after it in the same clause (`’08년 선박 피랍은
# 49척`); English puts the year after its figure (`$4.76 billion in 2025 to $7.54 billion`), so a
# gap with Latin letters pairs nothing.
_CLAUSE_GAP = re.compile(r"[^\dA-Za-z,;·、\n]{0,24}")
_RESPECTIVELY = re.compile(r"각각|respectively", re.IGNORECASE)
# Words after a draft's year that make it a base or a start, not the figure's year (`2023년 대비
# 매출은 120억 원`, `2023년보다`, `2023년 이후`, `2023년부터`, `2023년에서`)
_BASE_WORDS = re.compile(r"대비|보다|비해|비하여|비교|이후|이래|부터|에서|까지|이전|전\s|후\s|만에")


def _year_pairs(
    text: str,
    figures: list[Figure],
    gap: re.Pattern[str],
    *,
    listed: bool = True,
    name: Callable[[Figure], Any] | None = None,
    bases: bool | None = None,
) -> list[tuple[Any, Figure]]:
    """(year, the figure after it) for each year right before a number that is no year; without
    `listed`, not for a year that follows another year (`2023년과 2024년 … 각각 100억, 120억`:
    the figures go to the years in turn, not to the year next to them). `name` reads another
    period than a year (a quarter or half, `_period_of`). With `bases` (by default: without
    `listed`), a year named as a comparison's base (`2023년 대비 20%`) gives no figure."""
    skip_bases = not listed if bases is None else bases
    name_of = name or _year_of
    pairs = []
    before: Figure | None = None
    for year, labelled in pairwise(figures):
        after_year = before is not None and name_of(before) is not None
        before = year
        named = name_of(year)
        if named is None or labelled.kind != "number" or _year_of(labelled) is not None:
            continue
        if after_year and not listed:
            continue
        between = gap.fullmatch(text, year.start + len(year.raw), labelled.start)
        if between is not None and not (skip_bases and _BASE_WORDS.search(between.group())):
            pairs.append((named, labelled))
    return pairs


def _check_year_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives a year (`’08년 ... 49척`) must not be the one a cited block's
    series gives another year (`´08년 43척, ´09년 49척`; `2023: 10 건`, `2025: 13 건`): a block of
    two years or more, each with one figure, tells which figure is whose."""
    _check_period_figures(
        sentence,
        figures,
        visible,
        source=source,
        out=out,
        series=lambda text, found: _year_pairs(text, found, _SERIES_GAP),
        same=operator.eq,
        says=lambda year, anchor, own: (
            f"is given to {year} here, but {anchor} gives {year} {own}; restate that figure."
        ),
    )


def _period_of(figure: Figure) -> tuple[str, object, object] | None:
    """The quarter or half a figure names (`2분기`, `2025년 상반기`), else None."""
    if figure.kind in {"quarter", "half"}:
        return (figure.kind, figure.key[0], figure.key[1])
    return None


def _same_period(a: tuple[str, object, object], b: tuple[str, object, object]) -> bool:
    """Quarters or halves that may be the same: a year missing on one side fits any."""
    return a[0] == b[0] and a[2] == b[2] and (a[1] is None or b[1] is None or a[1] == b[1])


def _check_period_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives a quarter or half (`1분기 매출은 6,410억 원`) must not be the
    one a cited block gives another (`2분기 매출은 6,410억 원으로 1분기(5,935억 원)보다`): a
    block of two quarters or halves or more, each with the figure after it in its clause, tells
    which figure is whose, as a block's series of years does. A block's prose names quarters as
    bases too (`2분기 매출이 1분기 대비 20% 늘었다`): those give no figure."""
    _check_period_figures(
        sentence,
        figures,
        visible,
        source=source,
        out=out,
        name=_period_of,
        series=lambda text, found: _year_pairs(
            text, found, _CLAUSE_GAP, name=_period_of, bases=True
        ),
        same=_same_period,
        says=lambda _period, anchor, own: (
            f"is given to another quarter or half here than {anchor} gives it; {anchor} gives "
            f"this one {own}."
        ),
    )


def _check_period_figures(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
    series: Callable[[str, list[Figure]], list[tuple[Any, Figure]]],
    same: Callable[[Any, Any], bool],
    says: Callable[[Any, str, str], str],
    name: Callable[[Figure], Any] | None = None,
) -> None:
    """What the year and period checks share: each figure the sentence gives a period (`name`,
    a year by default) is compared with the `series` of (period, figure) pairs a cited block
    gives, when it names two periods or more; the sentence's figure must not be another
    period's while its own period has one other figure (`says` words the finding)."""
    if _RESPECTIVELY.search(sentence.body):
        return  # `각각`, `respectively`: the figures go to the periods in turn
    for period, labelled in _year_pairs(
        sentence.body, figures, _CLAUSE_GAP, listed=False, name=name
    ):
        for anchor in visible:
            pairs = series(source.blocks[anchor].text, source.figures(anchor))
            if len({p for p, _ in pairs}) < 2:
                continue
            own = [b for p, b in pairs if same(period, p)]
            if len(own) != 1 or matches(labelled, own[0], _NO_YEARS):
                continue
            if not any(not same(period, p) and matches(labelled, b, _NO_YEARS) for p, b in pairs):
                continue  # not another period's figure: checked by the other rules
            told = says(period, anchor, repr(own[0].raw.strip()))
            out.append(_finding("GR-03", sentence, (anchor,), f"{labelled.raw.strip()!r} {told}"))
            break


# A label right before its figure, as a list of pairs writes it: `negative precision: 65%`,
# `positive recall 81%`, `2012도10269: 1 건`; in a draft a particle or a linking word may follow
# the label (`negative recall은 81%`, `The negative precision was 69%`). Prose with other words
# between a label and its figure (`총수입은 전년보다 39.6조원 늘어`) pairs nothing.
_LABEL = (
    r"(?:(?<![\w.])(?P<first>[A-Za-z]{2,}|[가-힣]{2,})\s+)?(?<![\w.+])(?P<last>[A-Za-z]{2,}"
    r"|[가-힣]{2,}?|\d+[가-힣]{1,3}\d+)"
)
_BLOCK_LABEL = re.compile(_LABEL + r"(?:\s*[:：=]\s*|\s+)$")
_DRAFT_LABEL = re.compile(
    _LABEL + r"(?:은|는|이|가|의)?(?:\s*[:：=]\s*|\s+)"
    r"(?:(?i:was|were|is|are|of|at|stood at|reached)\s+)?$"
)
# labels that name nothing (`총 25개`, `약 30%`)
_EMPTY_LABELS = frozenset(
    {"전체", "합계", "소계", "모두", "각각", "total", "about", "and", "or", "the", "was", "were",
     "is", "are", "of", "at", "than", "up", "to", "by", "from", "over", "under", "nearly"}
)  # fmt: skip
_LABEL_LOOKBACK = 28
# a draft figure followed by another in a list (`69%, 65%`, `69%와 65%`, `69% and 65%`)
_LIST_AFTER = re.compile(r"\s*(?:,|와|과|및|and|&)\s*[△▲+\-−–$€£¥₩]?\d")
_ENTRY_GAP = re.compile(r"(?:\s*[:：=]\s*|\s+)[△▲+\-−–]?\d")
_PARTICLE_END = re.compile(r"(?:에서|에는|으로|에|은|는|이|가|의|을|를|로|과|와)$")
# where a list's entry starts: a line, a comma, a bracket, a bullet, a spaced dash, or the colon
# after the list's own name (`참여 기관: 대학 12곳, 연구소 8곳`)
_ENTRY_START = re.compile(r"(?:^|[,;:：(\[•·|\n]|\s[-–])[\s*•·-]*$")


def _label_before(text: str, figure: Figure, *, listed: bool) -> tuple[str, ...]:
    """The one or two words right before `figure` that label it, lowercased; () if none. A
    `listed` label starts an entry of a list: after a comma, a bracket, a bullet, a spaced dash
    or a line start, never right after another figure (`1018.5 mm 5위`)."""
    window = text[max(0, figure.start - _LABEL_LOOKBACK) : figure.start]
    if not window or not (window[-1].isspace() or window[-1] in ":：="):
        return ()  # a figure glued to the word before it (`총29건`) has no label
    words = (_BLOCK_LABEL if listed else _DRAFT_LABEL).search(window)
    if words is None:
        return ()
    last = words.group("last")
    topic = _TOPIC.search(last) if listed else None
    if (
        topic is not None
        and topic.group(0) in "이가"
        and _SERIES_NEXT.match(text, figure.start + len(figure.raw)) is not None
    ):
        # a subject's `이`/`가` also names a series (`계약금액이 104억 → 1조 7,421억원`): an entry
        # only when no arrow or span mark follows its figure
        return ()
    if topic is not None:
        # Korean prose names its topics with a particle (`고용원 있는 자영업자는 5만 9천명,
        # ..., 무급가족종사자는 5만 5천명 감소`): each is an entry, wherever it starts; a place
        # or a time (`독일에서는`, `3월에는`) is no topic of a figure
        last = last[: topic.start()]
        if _PARTICLE_END.search(last):
            return ()
    elif listed and _ENTRY_START.search(window, 0, words.start()) is None:
        return ()
    first = words.group("first")
    if first is not None and _PARTICLE_END.search(first):
        first = None  # `테스트에서 2012도10269는`: a phrase of its own, not part of the label
    label = tuple(w.lower() for w in (first, last) if w)
    return () if label[-1] in _EMPTY_LABELS else label


# the topic or subject particle after a noun of two syllables or more (`자영업자는`, `일반회계가`)
_TOPIC = re.compile(r"(?<=[가-힣]{2})[은는이가]$")
_TOPIC_PARTICLES = frozenset("은는이가")
_SERIES_NEXT = re.compile(r"[^\s,]{0,3}\s?[→⇒~∼]")


def _same_label(ours: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Whether a draft's label is a block's: the same words, or the block label's last word."""
    return ours == theirs or (len(ours) == 1 and ours[-1] == theirs[-1])


def _label_pairs(
    text: str, figures: list[Figure], *, listed: bool
) -> list[tuple[tuple[str, ...], Figure]]:
    """(label, figure) for each number of `text` with a label right before it: a block's list
    entries (`listed`), or a draft's label with its particle (`negative recall은 81%`)."""
    pairs = []
    for figure in figures:
        if figure.kind != "number" or _year_like(figure):
            continue
        if not listed and _LIST_AFTER.match(text, figure.start + len(figure.raw)):
            continue  # `positive와 negative precision은 69%, 65%`: the figures go in turn
        label = _label_before(text, figure, listed=listed)
        if label:
            pairs.append((label, figure))
    return pairs


def _check_label_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives a label (`negative precision은 69%`) must not be the one a
    cited block gives another label (`positive precision: 69%, negative precision: 65%`): the
    block's labels, each right before its figure, tell which figure is whose."""
    if _RESPECTIVELY.search(sentence.body):
        return  # `각각`, `respectively`: the figures go to the labels in turn
    for label, labelled in source.sentence_labels(sentence.body):
        if labelled not in figures:
            continue  # `Slide 3` of `[s3.5]` names the anchor's slide: no figure
        for anchor in visible:
            if not source.gives_a_figure(anchor, label[-1]):
                continue  # the block gives the label no figure: nothing to compare
            pairs = source.label_pairs(anchor)
            if len({name for name, _ in pairs}) < 2:
                continue  # a list of two labels or more tells which figure is whose
            own = [f for name, f in pairs if _same_label(label, name)]
            if not own or any(matches(labelled, f, _NO_YEARS) for f in own):
                continue
            if not any(
                not _same_label(label, name) and matches(labelled, f, _NO_YEARS)
                for name, f in pairs
            ):
                continue  # not another label's figure: checked by the other rules
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{labelled.raw.strip()!r} is given to {' '.join(label)!r} here, but "
                    f"{anchor} gives it {own[0].raw.strip()!r}; restate that figure.",
                )
            )
            break


# What may stand between an ordinal and the figure it labels: its counter, a particle or a
# colon, `각`: `2차년도 : 11개월`, `2차년도는 11개월`, `3~5차년도 : 각 12개월`.
_PAIR_GAP = re.compile(
    r"\s?(?:차년도|차연도|차년|번째|회차)\s?(?:[:：]|에는|은|는|이|가|에|의|엔)?\s?(?:각각|각)?\s?"
)
_RANGE_GAP = re.compile(r"\s?[~∼〜]\s?")
_FAMILIES = ({"year", "month"}, {"hour", "minute", "second"})


def _ordinal_pairs(text: str, figures: list[Figure]) -> list[tuple[Figure, Figure]]:
    """(ordinal, the figure it labels) for each ordinal right before a number in `text`."""
    pairs = []
    for ordinal, labelled in pairwise(figures):
        if ordinal.period != "ordinal" or labelled.kind != "number":
            continue
        end = ordinal.start + len(ordinal.raw)
        if _PAIR_GAP.fullmatch(text, end, labelled.start) is not None:
            pairs.append((ordinal, labelled))
    # `3~5차년도 : 각 12개월` labels 3, 4 and 5 alike
    for first, last in pairwise(figures):
        if first.period != "ordinal" or last.period != "ordinal":
            continue
        if _RANGE_GAP.fullmatch(text, first.start + len(first.raw), last.start) is None:
            continue
        labelled = next((b for a, b in pairs if a is last), None)
        if labelled is None or not (0 < first.value < last.value <= first.value + 12):
            continue
        step = first.value
        while step < last.value:
            pairs.append((first._replace(value=step), labelled))
            step += 1
    return pairs


def _comparable(a: Figure, b: Figure) -> bool:
    """Two figures of one kind of quantity: durations of one family, or amounts in one unit."""
    if a.period and b.period:
        return any(a.period in family and b.period in family for family in _FAMILIES)
    return a.unit is not None and a.unit == b.unit


def _check_ordinal_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives an ordinal (`2차년도는 12개월`) must be the one a cited block
    gives it (`1차년도 : 9개월, 2차년도 : 11개월, 3~5차년도 : 각 12개월`), when the block gives
    that ordinal one figure of the same kind: 12개월 elsewhere in the block supports nothing."""
    for ordinal, labelled in _ordinal_pairs(sentence.body, figures):
        for anchor in visible:
            theirs = [
                b
                for a, b in _ordinal_pairs(source.blocks[anchor].text, source.figures(anchor))
                if matches(ordinal, a, _NO_YEARS) and _comparable(labelled, b)
            ]
            if len(theirs) != 1 or matches(labelled, theirs[0], _NO_YEARS):
                continue
            if not any(matches(labelled, f, _NO_YEARS) for f in source.figures(anchor)):
                continue  # not in the block at all: reported as unsupported already
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{labelled.raw.strip()!r} is given to {ordinal.raw.strip()!r} here, but "
                    f"{anchor} gives it {theirs[0].raw.strip()!r}; restate that figure.",
                )
            )
            break


def _column(spans: list[tuple[int, int]], position: int) -> int:
    return next((i for i, (a, b) in enumerate(spans) if a <= position < b), -1)


# An English year after a preposition (`KRW 598.12 million in 2025`, `for 2024`, `In 2025,`)
# names that year as `2025년` does; a bare `2025` elsewhere may be any number.
_YEAR_PREPOSITION = re.compile(r"\b(?:in|for|during|of|as of)\s$", re.IGNORECASE)


def _english_years(body: str, figures: list[Figure]) -> set[int]:
    """The plain year numbers of `figures` that an English preposition names as years."""
    return {
        int(f.value)
        for f in figures
        if f.kind == "number"
        and f.unit is None
        and f.raw.isdigit()
        and len(f.raw) == 4
        and 1900 <= f.value <= 2100
        and _YEAR_PREPOSITION.search(body, max(0, f.start - 9), f.start) is not None
    }


def _check_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure of a cited row must sit in the column of the year the sentence gives it.

    `2023년 매출은 1조 2,354억 원` citing the row `매출액 | 12,354 | 9,031` under the header
    `구분 | 2024 | 2023` finds both values but puts them in the wrong years. Checked only when
    the sentence names one year, the row has as many cells as its header, and the figure's
    column is headed by other years only (a column headed `증감률` fits any year).
    """
    quarters = {f.key for f in figures if f.kind == "quarter"}
    if len(quarters) == 1:
        # one quarter named (`2025년 1분기`) under quarter heads (`2025. 1/4 | 2025. 2/4`): the
        # figure must sit under that quarter, as under a year
        _check_quarter_columns(
            sentence, figures, visible, next(iter(quarters)), source=source, units=units, out=out
        )
    named = {
        f.key[0] for f in figures if f.kind in {"date", "quarter", "half"} and f.key[0] is not None
    }
    named |= _english_years(sentence.body, figures)
    if len(named) != 1:
        return
    year = named.pop()
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        span = _head_span(len(row_cells), len(head_cells))
        if span is None or len(row_cells) < 3:
            continue
        head_years: list[set[int]] = [set() for _ in head_cells]
        for found in source.figures(head):
            column = _column(head_cells, found.start)
            if column >= 0:
                head_years[column] |= {y for y in figure_years([found]) if y > 0}
        # each row cell under its head; a head over `span` cells (`2026` over `예산액 | 구성비`,
        # a header row whose merged cells fa gives once) covers them all
        column_years = [head_years[_head_of(j, span)] for j in range(len(row_cells))]
        if not any(year in years for years in column_years):
            continue  # the header does not name the sentence's year: nothing to compare
        readings = source.readings(anchor, units.get(anchor))
        for figure in figures:
            if figure.kind != "number":
                continue
            columns = {
                _column(row_cells, theirs.start)
                for theirs in readings
                if matches(figure, theirs, _NO_YEARS)
            }
            columns.discard(-1)
            if not columns or any(not column_years[c] or year in column_years[c] for c in columns):
                continue
            shown = sorted({y for c in columns for y in column_years[c]})
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is in the column of {', '.join(map(str, shown))} "
                    f"in {anchor} (header {head}), not of {year}; restate the figure of the "
                    "year's column or the year of the figure's column.",
                )
            )


# A thread's counter opening a post (`1/3 사회복지 6,677억 원 ...`, `(2/5) ...`).
_THREAD_COUNTER = re.compile(r"\(?(?P<n>\d{1,2})/(?P<m>\d{1,2})\)?\s")


def _thread_counter(body: str, figure: Figure) -> bool:
    """Whether `figure` is the `N/M` (1 <= N <= M <= 10) that opens the sentence, as the posts
    of a thread number themselves; checked only when no cited block holds it as a date."""
    if figure.kind != "date" or figure.start > 1:
        return False
    match = _THREAD_COUNTER.match(body)
    return (
        match is not None
        and match.start("n") == figure.start
        and 1 <= int(match.group("n")) <= int(match.group("m")) <= 10
    )


# A table's column of changes (`증 감`, `증감액`, `증감률`, `전년 대비 증감`): Korean tables write a
# decrease there with `△` or `-`, so an unsigned figure in it is a rise.
_CHANGE_HEAD = re.compile(r"증\s?감")
_DECREASE_MARKS = frozenset("△▽▼-−–(")


def _check_change_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure the sentence says fell (`180억 원 줄었다`) must not be an unsigned cell under a
    `증감` head: the table would write that decrease `△18,000`. (A rise given to a signed cell
    is the direction check of `matches`.) Judged only when the row has as many cells as its
    header (or each head spans as many cells) and the cell holds the figure alone."""
    falling = [f for f in figures if f.kind == "number" and f.falls and not f.signed]
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        span = _head_span(len(row_cells), len(head_cells))
        if span is None:
            continue
        head_text = source.blocks[head].text
        changes = {
            j
            for j in range(1, len(row_cells))
            if _CHANGE_HEAD.search(head_text[slice(*head_cells[_head_of(j, span)])])
        }
        if not changes:
            continue
        text = source.blocks[anchor].text
        for figure in falling:
            for theirs in source.readings(anchor, units.get(anchor)):
                column = _column(row_cells, theirs.start)
                if column not in changes or theirs.signed or theirs.falls:
                    continue
                cell = text[slice(*row_cells[column])].strip()
                if cell[:1] in _DECREASE_MARKS or not matches(
                    figure._replace(falls=False), theirs, _NO_YEARS
                ):
                    continue
                head_name = head_text[slice(*head_cells[_head_of(column, span)])].strip()
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"{figure.raw.strip()!r} is said to be a decrease, but {anchor} writes "
                        f"{cell!r} under {head_name!r} without a sign, which in this table is "
                        "an increase (a decrease is written △ or -); say it rose, or cite the "
                        "block that gives the decrease.",
                    )
                )
                return


def _head_of(cell: int, span: int) -> int:
    """The head over a row's cell when each head but the first covers `span` cells."""
    return 1 + (cell - 1) // span if cell else 0


def _head_span(row: int, head: int) -> int | None:
    """How many row cells each head but the first covers: 1 when the row has as many cells as
    its header; k when a header of merged cells (`분 야 별 | 2026 | 2025 | 비교증감` over `총 계 |
    9,122 | 100% | 8,462 | 100% | 660 | 7.80%`) gives each head once over k cells; None when the
    cells do not line up so."""
    if row == head:
        return 1
    if head >= 3 and row > head and (row - 1) % (head - 1) == 0:
        return (row - 1) // (head - 1)
    return None


def _check_quarter_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    quarter: tuple[object, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """`_check_columns` for a quarter: `2025년 1분기 ... 0.7%` citing the row `GDP | 0.1 | -0.2
    | 0.7` under `구 분 | 2024. 4/4 | 2025. 1/4 | 2025. 2/4` puts 0.7 in the wrong quarter."""

    def same(theirs: tuple[object, ...]) -> bool:
        return (
            theirs[1] == quarter[1]
            and None not in (theirs[0], quarter[0])
            and (theirs[0] == quarter[0])
        )

    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        if len(row_cells) != len(head_cells) or len(row_cells) < 3:
            continue
        heads: list[set[tuple[object, ...]]] = [set() for _ in head_cells]
        for found in source.figures(head):
            column = _column(head_cells, found.start)
            if column >= 0 and found.kind == "quarter":
                heads[column].add(found.key)
        if not any(same(key) for keys in heads for key in keys):
            continue  # the header does not name the sentence's quarter: nothing to compare
        readings = source.readings(anchor, units.get(anchor))
        for figure in figures:
            if figure.kind != "number":
                continue
            columns = {
                _column(row_cells, theirs.start)
                for theirs in readings
                if matches(figure, theirs, _NO_YEARS)
            }
            columns.discard(-1)
            if not columns or any(not heads[c] or any(same(k) for k in heads[c]) for c in columns):
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is in another quarter's column in {anchor} (header "
                    f"{head}); restate the figure of the quarter's column.",
                )
            )


def _names_by_figures(head: str, figure: Figure, source: _Source) -> bool:
    """Whether the header row `head` holds `figure` as a label: in its first cell (the table's
    own head), or in a header whose every other cell holds figures (a series of ages or sizes)."""
    spans = cell_spans(source.blocks[head].text)
    found = [(f, _column(spans, f.start)) for f in source.figures(head)]
    series = len({c for _, c in found if c > 0}) == len(spans) - 1 > 1
    return any((series or c == 0) and matches(figure, f, _NO_YEARS) for f, c in found)


def _check_labels(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A figure of a cited row must sit under the column head the sentence names by figures.

    `’24년 30~34세 출산율은 46.0명` citing the row `’24년 | 20.7 | 70.4 | 46.0` under the header
    `연령별 출산율 | 25~29세 | 30~34세 | 35~39세` names the column `30~34세` with figures only its
    head holds, and gives it the figure of `35~39세`. Checked only when every head but the first
    (the row labels) holds figures, as a series of ages or sizes does (a head that is a total,
    `수량(179종)` beside `주요 자료`, names no column), the row has as many cells as its header,
    and the sentence's head-only figures all fall in one of those columns.
    """
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        # a row may run on past heads that open with an empty corner cell (`| Jan | Feb ...`
        # over `Max. Temperatur (°C) | 4,8 | ... | Ø | 15,1`): the corner lines up with the
        # row labels, so the columns under the heads line up too
        corner = source.blocks[head].text.startswith("|")
        if len(head_cells) < 3 or not (
            len(row_cells) == len(head_cells) or (corner and len(row_cells) > len(head_cells))
        ):
            continue
        head_figures = [(f, _column(head_cells, f.start)) for f in source.figures(head)]
        labelled = {c for _, c in head_figures if c > 0}
        if len(labelled) != len(head_cells) - 1:
            continue
        readings = source.readings(anchor, units.get(anchor))
        named: set[int] = set()
        for figure in figures:
            # a number, or a month without year or day (`7월` under `| Jan | ... | Jul |`);
            # years are `_check_columns`'s, with its exceptions (`증감` fits any year)
            month = figure.kind == "date" and figure.key[0] is None and figure.key[2] is None
            if (figure.kind != "number" and not month) or any(
                matches(figure, t, _NO_YEARS) for t in readings
            ):
                continue
            named |= {c for f, c in head_figures if matches(figure, f, _NO_YEARS)}
        named |= _months_named(sentence.body, head_figures)
        if len(named) != 1 or 0 in named or -1 in named:
            continue
        label = named.pop()
        for figure in figures:
            if figure.kind != "number":
                continue
            columns = {
                _column(row_cells, theirs.start)
                for theirs in readings
                if matches(figure, theirs, _NO_YEARS)
            }
            columns.discard(-1)
            if not columns or label in columns or not columns <= labelled:
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is in another column of {anchor} than the one the "
                    f"sentence names (column {label + 1} of the header {head}); restate the "
                    "figure of that column.",
                )
            )


# A weekday written with a date: `12월 3일(수)`, `12. 3.(수)`, `12월 3일 수요일` after it,
# `Wednesday, December 3, 2025` or `Wed, Dec. 3` before it.
_WEEKDAYS_KO = "월화수목금토일"
_WEEKDAYS_EN = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY_NAMED = re.compile(
    r"[(（][월화수목금토일][)）]|[월화수목금토일]요일"
    r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\b",
    re.IGNORECASE,
)
_WEEKDAY_AFTER = re.compile(
    r"\.?\s?(?:[(（](?P<p>[월화수목금토일])[)）]|(?:[은는이가도]\s)?(?P<w>[월화수목금토일])요일"
    r"|(?:,?\s(?:was|is|falls on)\s(?:a\s)?)(?P<e>Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b"
    # (an English weekday in brackets: `October 15 (Thu)`, `15 October 2025 (Wednesday)`)
    r"|\s?[(（](?P<e2>Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?[)）])",
    re.IGNORECASE,
)
_WEEKDAY_INSIDE = re.compile(r"[(（]([월화수목금토일])[)）]\s*$")
_WEEKDAY_BEFORE = re.compile(
    r"\b(?P<e>Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+(?:the\s+)?$", re.IGNORECASE
)


def _weekday_written(body: str, figure: Figure) -> int | None:
    """The weekday (0 = Monday) written right after or before a draft's date, or None."""
    inside = _WEEKDAY_INSIDE.search(figure.raw)  # `9.4.(토)`, read with its date
    if inside is not None:
        return _WEEKDAYS_KO.index(inside.group(1))
    after = _WEEKDAY_AFTER.match(body, figure.start + len(figure.raw.rstrip()))
    if after is not None:
        if after.group("e") or after.group("e2"):
            return _WEEKDAYS_EN.index((after.group("e") or after.group("e2"))[:3].lower())
        return _WEEKDAYS_KO.index(after.group("p") or after.group("w"))
    before = _WEEKDAY_BEFORE.search(body, max(0, figure.start - 14), figure.start)
    if before is not None:
        return _WEEKDAYS_EN.index(before.group("e").lower())
    return None


def _check_weekdays(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A weekday written with a date must be that date's: `2025년 12월 3일 목요일` is wrong, 3
    December 2025 being a Wednesday. The year is the date's own, else the one year the cited
    blocks name; without a year the calendar cannot say. A cited block that writes the same day
    with the same weekday is followed (the source's word, right or wrong, is checked elsewhere).
    """
    for figure in figures:
        if figure.kind != "date" or figure.key[1] is None or not isinstance(figure.key[2], int):
            continue
        written = _weekday_written(sentence.body, figure)
        if written is None:
            continue
        year, month, day = figure.key
        if not isinstance(month, int) or not isinstance(day, int):
            continue
        if not isinstance(year, int):
            years = {y for y in source.years(visible) if y > 0}  # (-m: a month named alone)
            if len(years) != 1:
                _check_block_weekday(sentence, figure, written, visible, source=source, out=out)
                continue
            year = next(iter(years))
        try:
            date = dt.date(year, month, day)
        except ValueError:
            continue
        if date.weekday() == written:
            continue
        mark = _WEEKDAYS_KO[written]
        same = re.compile(rf"(?<!\d){day}\s?[.일]?\s?(?:[(（]{mark}[)）]|{mark}요일)")
        if any(same.search(source.blocks[a].text) for a in visible):
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is given the weekday {_WEEKDAYS_KO[written]}요일, but "
                f"{date.isoformat()} is a {_WEEKDAYS_KO[date.weekday()]}요일 ({date:%A}); "
                "restate the date's weekday.",
            )
        )


def _check_block_weekday(
    sentence: Sentence,
    figure: Figure,
    written: int,
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """Without a year the calendar cannot judge a weekday, but a cited block that writes the
    same month and day with a weekday (`9.4(금)`, `9월 4일(금)`) has: another one (`9.4.(토)`) is
    refused, unless a cited block also writes the draft's."""
    month, day = figure.key[1], figure.key[2]
    same_day = re.compile(
        rf"(?<![\d.]){month}\s?(?:[./]|월)\s?{day}\s?[.일]?\s?"
        r"(?:[(（](?P<p>[월화수목금토일])[)）]|(?P<w>[월화수목금토일])요일)"
    )
    told: set[int] = set()
    for anchor in visible:
        text = source.blocks[anchor].text
        if str(day) not in text:
            continue
        for match in same_day.finditer(text):
            told.add(_WEEKDAYS_KO.index(match.group("p") or match.group("w")))
    if not told or written in told:
        return
    shown = "·".join(_WEEKDAYS_KO[w] for w in sorted(told))
    out.append(
        _finding(
            "GR-03",
            sentence,
            visible,
            f"{figure.raw.strip()!r} is given the weekday {_WEEKDAYS_KO[written]}요일, but the "
            f"cited block(s) write {month}월 {day}일 as {shown}요일; restate the block's weekday.",
        )
    )


def _head_words(text: str) -> str:
    """A column head or a sentence reduced to its letters and digits, lower case."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


_CELL_KINDS = frozenset({"number", "time"})


def _check_named_columns(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """The figure a sentence gives a column head it names in words must sit in that column.

    `애리조나의 Montgomery GI Bill - Active Duty 수급자는 18,588명` citing the row `ARIZONA | AZ |
    18588 | 21012 | ...` under `State Name | State Abbreviate | Post-9/11GI Bill Program |
    Montgomery GI Bill - Active Duty | ...` gives the named column the figure of another. A head
    is named when its words (at least 6 letters or digits with at least 4 letters, spacing and
    marks ignored: heads of years and ages are `_check_columns`' and `_check_labels`') occur in
    the sentence and no longer named head contains them, or, in a row of the draft's own
    Markdown table, when the draft's head over the figure's cell is that head's words. Only the
    number nearest the mention is the column's, and only when the row's cell under the head
    holds a number (a head over names, `county`, says what the row is about). Cells line up by
    position, by the column letter a sparse spreadsheet row writes (`J: 2005`), or one off when
    the heads lack the row-label corner (a chart's categories over its series).
    """
    body = _head_words(sentence.body)
    if len(body) < 6:
        return
    # numbers, and times (a timetable's `토요일 | 일요일 | 평일` over `7월 | 18:00 | 17:00 | 18:30`)
    numbers = [f for f in figures if f.kind in _CELL_KINDS]
    if not numbers:
        return
    drafted = sentence.kind == "table_row" and bool(sentence.head)
    for anchor in visible:
        table = source.under_head(anchor)
        if table is None:
            continue
        head, row_cells, head_cells = table
        head_text = source.blocks[head].text
        aligned = _aligned(source.blocks[anchor].text, row_cells, head_text, head_cells)
        if aligned is None or len(head_cells) < 3:
            continue
        row_columns, head_columns = aligned
        words = [_head_words(_UNIT_IN_HEAD.sub("", head_text[a:b])) for a, b in head_cells]
        named = [
            i
            for i, w in enumerate(words)
            if head_columns[i] != row_columns[0] and _names_a_head(w) and w in body
        ]
        named = [i for i in named if not any(j != i and words[i] in words[j] for j in named)]
        if len(named) == 1 and _names_another(body, words, named[0], head_columns, row_columns[0]):
            named = []  # `매출(억 원)은 ... 영업이익(억 원)은 ...` lists the figures of both
        if len(named) != 1 and not drafted:
            continue
        readings = source.readings(anchor, units.get(anchor))
        found = [(row_columns[_column(row_cells, f.start)], f) for f in readings]
        found = [(c, f) for c, f in found if _column(row_cells, f.start) >= 0]
        for label, figure in _named_pairs(
            sentence, numbers, words=words, named=named, found=found, row_columns=row_columns
        ):
            column = head_columns[label]
            if not any(c == column for c, f in found if f.kind == figure.kind):
                continue  # the named head's cell holds no figure of the kind
            columns = {c for c, f in found if matches(figure, f, _NO_YEARS)}
            if not columns or column in columns or row_columns[0] in columns:
                continue
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor, head),
                    f"{figure.raw.strip()!r} is in another column of {anchor} than the one the "
                    f"sentence names ({head_text[slice(*head_cells[label])].strip()!r} of the "
                    f"header {head}); restate the figure of that column.",
                )
            )


def _check_last_head(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A sentence naming the last head of a table whose cells a PDF separates only by spaces
    (`문서 구분 문서수 평균 문장수 최대 문장수` over `뉴스 206,223 15 340`) gives it the row's last
    cell. Heads of several words cannot be told apart there, so only the last head, after which
    no other head stands, is lined up with a cell: the row's last, when it is a number."""
    numbers = [f for f in figures if f.kind == "number" and not _year_like(f)]
    if not numbers:
        return
    body = _head_words(sentence.body)
    for anchor in visible:
        row = source.blocks[anchor]
        head = source.header(anchor)
        if not row.table_row or head is None or "|" in row.text or "|" in source.blocks[head].text:
            continue
        words = source.blocks[head].text.split()
        last = _last_head(words, body)
        if last is None:
            continue
        readings = [f for f in source.readings(anchor, units.get(anchor)) if f.kind == "number"]
        if len(readings) < 2 or not row.text.rstrip().endswith(readings[-1].raw.strip()):
            continue  # the row's last cell is no number: the last head is over words
        # the first number after the mention, or the sentence's only number
        after = [f for f in numbers if last in _head_words(sentence.body[: f.start])]
        figure = after[0] if after else (numbers[0] if len(numbers) == 1 else None)
        if figure is None or matches(figure, readings[-1], _NO_YEARS):
            continue
        if not any(matches(figure, f, _NO_YEARS) for f in readings[:-1]):
            continue  # not another cell of the row: checked by the other rules
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor, head),
                f"{figure.raw.strip()!r} is in another column of {anchor} than its last, "
                f"{' '.join(words[-2:])!r} of the header {head}, which the sentence names; "
                f"restate {readings[-1].raw.strip()!r}.",
            )
        )


def _last_head(words: list[str], body: str) -> str | None:
    """The head row's last head as the sentence names it (spacing ignored): its last two words,
    or its last word when no other word of the row repeats it; None if not named."""
    if len(words) < 4 or any(ch.isdigit() for ch in "".join(words[-2:])):
        return None
    two = _head_words("".join(words[-2:]))
    if len(two) >= 4 and two in body:
        return two
    one = _head_words(words[-1])
    if len(one) >= 3 and one in body and sum(_head_words(w) == one for w in words) == 1:
        return one
    return None


def _names_another(
    body: str, words: list[str], named: int, head_columns: list[int], label_column: int
) -> bool:
    """Whether the sentence also names another head of the row in words (two Hangul letters or
    three others at least): then its figures may belong to either column."""
    return any(
        i != named
        and head_columns[i] != label_column
        and w not in words[named]
        and (len(w) >= 3 or (len(w) == 2 and all("가" <= ch <= "힣" for ch in w)))
        and w in body
        for i, w in enumerate(words)
    )


def _hangul(words: str) -> int:
    return sum("가" <= ch <= "힣" for ch in words)


def _names_a_head(words: str) -> bool:
    # a Korean head of two syllables or more (`면적`, `2분기`) is a word of its own; Latin heads
    # need six characters, as short ones (`age`, `Q1`) are also parts of other words
    return (len(words) >= 6 and sum(ch.isalpha() for ch in words) >= 4) or sum(
        "가" <= ch <= "힣" for ch in words
    ) >= 2


# the unit a head writes after its name (`면적(㎢)`, `인구(명)`): the name alone is what a
# sentence writes
_UNIT_IN_HEAD = re.compile(r"\s?[(（][^()（）]{1,12}[)）]\s*$")


_LETTERED = re.compile(r"([A-Z]{1,2}): ")


def _letter_columns(text: str, cells: list[tuple[int, int]]) -> list[int] | None:
    """The spreadsheet column of each cell when every cell opens with its letter (`J: 2005`),
    as fa writes a row whose empty cells it leaves out; else None."""
    columns = []
    for start, _ in cells:
        match = _LETTERED.match(text, start)
        if match is None:
            return None
        index = 0
        for letter in match.group(1):
            index = index * 26 + ord(letter) - ord("A") + 1
        columns.append(index - 1)
    return columns


def _aligned(
    row: str, row_cells: list[tuple[int, int]], head: str, head_cells: list[tuple[int, int]]
) -> tuple[list[int], list[int]] | None:
    """The columns of a row's cells and of its header's cells, in one numbering, or None when
    they cannot be lined up."""
    row_letters = _letter_columns(row, row_cells)
    head_letters = _letter_columns(head, head_cells)
    if row_letters is not None or head_letters is not None:
        # a header without letters starts at column A, as the sheet does
        return (
            row_letters if row_letters is not None else list(range(len(row_cells))),
            head_letters if head_letters is not None else list(range(len(head_cells))),
        )
    if len(row_cells) == len(head_cells):
        return list(range(len(row_cells))), list(range(len(head_cells)))
    if len(row_cells) == len(head_cells) + 1:  # heads without the row-label corner
        return list(range(len(row_cells))), list(range(1, len(head_cells) + 1))
    return None


# The row labels of a total, which a sentence names in its own words (`총`, `모두`)
_TOTAL_LABELS = frozenset({"합계", "전체", "계", "총계", "소계", "총", "합", "total", "Total"})
_SPACES = re.compile(r"\s+")


def _check_row_names(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    out: list[Finding],
) -> None:
    """A sentence that names one of the cited rows by its label must take that row's figures.

    `행정민원 중 세무 분야 처리율은 95.0%` citing the rows `행정민원 | 인허가 | 642 | 610 | 95.0`
    and `행정민원 | 세무 | 773 | 752 | 97.3` names the second by the label only it holds (`세무`;
    `행정민원`, a merged cell, both hold) and gives it the first's figure. Checked only when the
    sentence names exactly one of the cited rows so and the label of its group (the first cell,
    merged over the rows), the figure is in no other cited block but the rows of that group,
    and no cited row is a total (`합계`, `전체`: `총 3,482건 중 세무 773건`).
    """
    rows = [a for a in visible if source.blocks[a].table_row]
    if len(rows) < 2:
        return
    heads = {source.header(a) for a in rows}
    rows = [a for a in rows if a not in heads]
    if len(rows) < 2:
        return
    body = _SPACES.sub("", sentence.body)
    labels = {
        a: {
            _SPACES.sub("", cell)
            for cell in _cells(source.blocks[a].text)
            if cell.strip() and not any(ch.isdigit() for ch in cell)
        }
        for a in rows
    }
    if any(labels[a] & _TOTAL_LABELS for a in rows):
        return
    named = [
        a
        for a in rows
        if any(
            len(label) >= 2
            and label in body
            and not any(label in labels[b] for b in rows if b != a)
            for label in labels[a]
        )
    ]
    if len(named) != 1:
        return
    target = named[0]
    # only the rows of the target's group: the rows under one merged label cell, which the
    # sentence names too (`행정민원 중 세무`); rows of other labels may be named in other words
    group = _cells(source.blocks[target].text)[0]
    if not group.strip() or _SPACES.sub("", group) not in body:
        return
    others = [a for a in visible if a not in rows]
    mine = source.readings(target, units.get(target))
    for figure in figures:
        if figure.kind != "number" or any(matches(figure, t, _NO_YEARS) for t in mine):
            continue
        if any(
            matches(figure, t, _NO_YEARS) for a in others for t in source.readings(a, units.get(a))
        ):
            continue
        held = [
            a
            for a in rows
            if a != target
            and _cells(source.blocks[a].text)[0] == group
            and any(matches(figure, t, _NO_YEARS) for t in source.readings(a, units.get(a)))
        ]
        if not held:
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                (target, *held),
                f"{figure.raw.strip()!r} is in the row {', '.join(held)}, but the sentence names "
                f"the row {target} ({source.blocks[target].text[:40]!r}); restate that row's "
                "figure.",
            )
        )


def _draft_cell(sentence: Sentence, at: int) -> int | None:
    """The cell of a row of the draft's own Markdown table that position `at` falls in, or None
    for any other sentence."""
    if sentence.kind != "table_row" or not sentence.head:
        return None
    return sentence.body.count("|", 0, at)


def _named_pairs(
    sentence: Sentence,
    numbers: list[Figure],
    *,
    words: list[str],
    named: list[int],
    found: list[tuple[int, Figure]],
    row_columns: list[int],
) -> Iterator[tuple[int, Figure]]:
    """(head cell, draft figure) for each column head the sentence names: by its words in the
    sentence (the number nearest the mention, not inside it nor of the row's label, `Series 2`),
    or, in a row of a draft's Markdown table, by the draft's own head over the figure's cell."""
    if len(named) == 1:
        label = named[0]
        mention = re.search(
            r"[\W_]*".join(re.escape(ch) for ch in words[label]), sentence.body, re.IGNORECASE
        )
        labels = [f for c, f in found if c == row_columns[0]]
        # in a row of the draft's own table, a head named inside a cell (`| 98.7% | 최다 접수 |`,
        # a remark) names only that cell's figures: the others sit under the draft's heads
        own = _draft_cell(sentence, mention.start()) if mention is not None else None
        candidates = [
            f
            for f in numbers
            if mention is not None
            and not mention.start() <= f.start < mention.end()
            and not any(matches(f, theirs, _NO_YEARS) for theirs in labels)
            and (own is None or _draft_cell(sentence, f.start) == own)
        ]
        if mention is not None and candidates:
            yield (
                label,
                min(
                    candidates,
                    key=lambda f: min(
                        abs(f.start - mention.end()), abs(f.start + len(f.raw) - mention.start())
                    ),
                ),
            )
    if sentence.kind != "table_row" or not sentence.head:
        return
    heads = [_head_words(cell) for cell in sentence.head.strip().strip("|").split("|")]
    bounds = [i for i, ch in enumerate(sentence.body) if ch == "|"]
    lead = 1 if sentence.body.lstrip().startswith("|") else 0
    for figure in numbers:
        cell = sum(1 for b in bounds if b < figure.start) - lead
        if not 0 <= cell < len(heads) or not _names_a_head(heads[cell]):
            continue
        mine = heads[cell]
        # a head of six letters or more, or a Korean one of two syllables (`특별회계`, `합계`),
        # as `_names_a_head` takes a head the sentence names
        fits = [
            i
            for i, w in enumerate(words)
            if (min(len(w), len(mine)) >= 6 or (_hangul(w) >= 2 and _hangul(mine) >= 2))
            and (mine in w or w in mine)
        ]
        if len(fits) == 1:
            yield fits[0], figure


# A month named in words (`in February`, `im Juli`): read only to find the column a sentence
# names under a header of months; alone it is no figure of the draft to support.
_MONTH_WORDS = {
    name: i % 12 + 1
    for i, name in enumerate(
        (
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December", "Januar", "Februar", "März",
            "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
            "Dezember",
        )
    )
}  # fmt: skip
_MONTH_WORD = re.compile(r"\b(" + "|".join(sorted(_MONTH_WORDS, key=len, reverse=True)) + r")\b")


def _months_named(body: str, head_figures: list[tuple[Figure, int]]) -> set[int]:
    """The columns of a header of months that the sentence names by a month word."""
    months = {_MONTH_WORDS[m] for m in _MONTH_WORD.findall(body)} if body else set()
    if not months:
        return set()
    # a head of a month (`Jul`), or in a header of three dates or more (`September 30, 2014 |
    # June 30, 2014 | ...`) a head of a date in it: `in the June quarter`
    dated = {c for f, c in head_figures if f.kind == "date" and f.key[2] is not None}
    return {
        c
        for f, c in head_figures
        if f.kind == "date"
        and f.key[1] in months
        and ((f.key[0] is None and f.key[2] is None) or len(dated) >= 3)
    }


def _names_period(figure: Figure) -> bool:
    """Whether the figure names a period: a date, quarter or half, or a number that may be a
    year."""
    return figure.kind in {"date", "quarter", "half"} or _year_like(figure)


def _year_like(figure: Figure) -> bool:
    """A plain number that may be a year (`in the first half of 2024`)."""
    return (
        figure.kind == "number"
        and figure.unit is None
        and not figure.signed
        and 1900 <= figure.value <= 2100
        and figure.value == figure.value.to_integral()
    )


def _units_for(present: tuple[str, ...], source: _Source) -> dict[str, tuple[Unit, ...]]:
    """The declared units each cited block's bare figures are read in.

    A block's own declaration or, for a table row, its table's; then any unit another cited
    block declares (a sentence citing a caption and a row takes the caption's unit).
    """
    context: list[tuple[str, Unit]] = []
    for anchor in present:
        if not source.blocks[anchor].hidden:  # hidden text declares nothing for visible text
            context.extend((anchor, u) for u in source.declared(anchor))
    out: dict[str, tuple[Unit, ...]] = {}
    for anchor in present:
        primary = source.declared(anchor)
        if primary and len(source.blocks[anchor].text) > _NOTE_CHARS:
            # a long note declares the unit of the table and goes on with counts of its own,
            # as written (`[In thousands ... by 12,910 agencies with a total population of
            # 247,526,916]`): its own figures are also read as written
            primary = tuple(u._replace(partial=True) for u in primary)
        primary = primary or source.inherited(anchor)
        extra: list[Unit] = []
        for declarer, unit in context:
            if unit in primary or unit in extra or _other_table(source, declarer, anchor):
                continue
            extra.append(unit)
        units = primary + tuple(extra)
        if units:
            out[anchor] = units
    return out


_NOTE_CHARS = 200
_CAPTION_CHARS = 80
"""A table's caption is short: a longer block before the table is a paragraph of its own."""
# What fa-extract's `meta` block writes before the document's title, at its end.
_META_TITLE = "Title: "
_SLASH_DATE = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(?:\d{4}|\d{2})(?![\d/])")
# The title of a table on a PDF page: `Table 325. Arrests by Race: 2009`, `TABLE 3-1`, `표 2.`,
# `<표 3> 연도별 현황`, `[표 1]`. A PDF has no tables, so the title is what tells where the next
# table on a page begins.
_TABLE_TITLE = re.compile(
    r"\s*(?:Table|TABLE|Exhibit|EXHIBIT|표|[<〈\[［]\s?표)\s?(?:\d{1,3}|[IVX]{1,5})(?:[.\-–]\d{1,3})?"
    r"(?:[.:>〉\]］)]|\s)"
)


def _is_title(source: _Source, anchor: str) -> bool:
    return _TABLE_TITLE.match(source.blocks[anchor].text) is not None


def _other_table(source: _Source, declarer: str, anchor: str) -> bool:
    """Whether two paragraphs of one PDF page lie in different tables (a title between them)."""
    if declarer == anchor or page_of(declarer) is None or page_of(declarer) != page_of(anchor):
        return False
    return source.section(declarer) != source.section(anchor)


def _supported(
    figure: Figure,
    anchors: tuple[str, ...],
    source: _Source,
    present: tuple[str, ...],
    units: dict[str, tuple[Unit, ...]],
) -> bool:
    """Whether one of `anchors` supports `figure`.

    A source date without a year may take it from the years of all cited blocks (`present`).
    Finding those years reads every cited block to its end, so they are looked up only when the
    figure has a year and is not supported without them (more years only ever add matches).
    """
    if any(source.supports(anchor, figure, _NO_YEARS, units) for anchor in anchors):
        return True
    if figure.kind not in {"date", "quarter", "half"} or (
        figure.key[0] is None and (figure.kind == "quarter" or figure.key[1] is None)
    ):
        return False
    years = source.years(present)
    return any(source.supports(anchor, figure, years, units) for anchor in anchors)


def _figure_finding(
    sentence: Sentence,
    source: _Source,
    present: tuple[str, ...],
    figure: Figure,
    units: dict[str, tuple[Unit, ...]],
) -> Finding:
    cited = ", ".join(present)
    detail = f"{figure.raw.strip()!r} ({figure.describe()}) is not in the cited block(s) {cited}"
    if units:
        applied = sorted({u.name for found in units.values() for u in found})
        read = ", ".join(a for a in present if a in units)
        detail += (
            f" (the bare figures of {read} were also read in the declared unit(s) "
            f"{', '.join(applied)})"
        )
    if figure.hedged:
        detail += f", not even within the ±{float(HEDGE_TOLERANCE) * 100:g}% a hedge allows"
    elsewhere = source.holders(figure, present)
    if elsewhere:
        shown = ", ".join(elsewhere[:3]) + (" and others" if len(elsewhere) > 3 else "")
        detail += f"; the same value appears in {shown}, which this sentence does not cite"
    else:
        near = _nearest(figure, present, source, units)
        derived = None
        if near is None or abs(abs(near.value) - abs(figure.value)) > abs(
            near.value * HEDGE_TOLERANCE
        ):
            # a figure close to one the block states is that figure, rounded or signed
            # otherwise (`8만 명` for `8만2,328명`, `△17.9` called an increase): no computation
            derived = _derivation(sentence.body, figure, present, source, units)
        if derived is not None:
            detail += (
                f"; it is {derived} there: a figure computed from the source, which this check "
                "cannot vouch for, since it compares the figures a block states; write the "
                "block's own figures (the change in words), or cite a block that states this one"
            )
        elif near is not None:
            detail += f"; the nearest figure there is {near.raw.strip()!r} ({near.describe()})"
    return _finding("GR-03", sentence, present, detail + ".")


# Words that make a figure a change, a total or a ratio of two others (`250억 원 늘었다`, `합계
# 1,500명`, `2.5배`): only then is a refused figure explained as one computed from the source.
_CHANGE_WORDS = re.compile(
    r"늘|줄|증가|감소|상승|하락|차이|많|적|높|낮|올랐|내렸|확대|축소|증감|"
    r"\b(?:up|down|more|less|fewer|higher|lower|rose|fell|increase|decrease|grew|gap|difference)",
    re.IGNORECASE,
)
_TOTAL_WORDS = re.compile(
    r"합계|합쳐|합치|합하|모두|총|전체|\b(?:total|combined|in all|together)", re.I
)
_TIMES_AFTER = re.compile(r"\s?(?:배|times\b|x\b|×)")
_DERIVED_CANDIDATES = 40
"""How many figures of the cited blocks the explanation pairs (a bounded 1,600 pairs)."""


def _derivation(
    body: str,
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> str | None:
    """How a refused figure follows from two figures of the cited blocks, when the sentence
    says it does (a change, a total, a ratio): `the difference of '1,250억 원' and '1,000억 원'`.

    It explains a finding; it never makes a figure pass. The figures must be correct roundings
    at the draft figure's last digit, so a wrong digit is not explained away.
    """
    if figure.kind != "number" or figure.key not in {(), (False,), (True,)}:
        return None
    after = body[figure.start + len(figure.raw) :]
    times = _TIMES_AFTER.match(after) is not None
    change = _CHANGE_WORDS.search(body) is not None
    total = _TOTAL_WORDS.search(body) is not None
    if not (times or change or total):
        return None
    seen: dict[tuple[Decimal, str | None], Figure] = {}
    for anchor in present:
        for theirs in source.readings(anchor, units.get(anchor)):
            if theirs.kind == "number" and not theirs.bare_only and theirs.value:
                seen.setdefault((abs(theirs.value), theirs.unit), theirs)
            if len(seen) >= _DERIVED_CANDIDATES:
                break
    found = list(seen.values())
    mine = abs(figure.value)

    def near(value: Decimal) -> bool:
        return abs(value - mine) * 2 <= figure.quantum

    for a in found:
        for b in found:
            if a is b:
                continue
            big, small = abs(a.value), abs(b.value)
            if times and a.unit == b.unit and big > small and near(big / small):
                return f"the ratio of {a.raw.strip()!r} to {b.raw.strip()!r}"
            if times or a.unit != b.unit:
                continue
            if (
                figure.unit == "%"
                and a.unit not in {"%", "%p"}
                and change
                and big > small
                # a rise from the smaller, or a fall from the larger, in per cent
                and (near((big - small) / small * 100) or near((big - small) / big * 100))
            ):
                return f"the change between {b.raw.strip()!r} and {a.raw.strip()!r} in per cent"
            if figure.unit != a.unit:
                continue
            if change and big > small and near(big - small):
                points = " in percentage points (%p, not %)" if a.unit == "%" else ""
                return f"the difference of {a.raw.strip()!r} and {b.raw.strip()!r}{points}"
            if total and near(big + small):
                return f"the sum of {a.raw.strip()!r} and {b.raw.strip()!r}"
    return None


def _nearest(
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
) -> Figure | None:
    if figure.kind != "number":
        candidates = [f for a in present for f in source.figures(a) if f.kind == figure.kind]
        return candidates[0] if candidates else None
    best: tuple[Decimal, Figure] | None = None
    for anchor in present:
        found = source.readings(anchor, units.get(anchor))
        for theirs in found:
            if theirs.kind != "number" or theirs.bare_only:
                continue
            if figure.unit and theirs.unit not in {None, figure.unit}:
                continue
            distance = abs(abs(theirs.value) - abs(figure.value))
            if best is None or distance < best[0]:
                best = (distance, theirs)
    return best[1] if best else None


def _check_quotes(
    sentence: Sentence,
    *,
    source: _Source,
    present: tuple[str, ...],
    visible: tuple[str, ...],
    hidden: tuple[str, ...],
    out: list[Finding],
) -> None:
    for quote in find_quotes(sentence.body):
        parts = quote_parts(quote)
        if sum(len(p) for p in parts) < 2:
            continue
        if _quoted_in(parts, visible, source):
            continue
        if (
            visible
            and _HANGUL.search(quote)
            and not any(_HANGUL.search(source.blocks[a].text) for a in visible)
        ):
            # Korean words in quotes over a source with no Korean (`‘도쿠시마’라는 지명` for
            # `「徳島 (Tokushima)」`) translate it: no quote of its text to compare, and the
            # report says so (`not_verifiable`)
            source.translated_quotes = True
            continue
        if _DOCUMENT_NAME.fullmatch(normalise(quote)) and any(
            contains_in_order(source.compact(a), parts)
            for a in source.blocks
            if not source.blocks[a].hidden
        ):
            # `「행정절차법 일부개정법률안」은 2010. 11. 15. 발의되었다 [L5]`: the name of a law or
            # plan the document names, written the Korean way in brackets, is no quote of the
            # cited block (a name the document never writes is still refused)
            continue
        if hidden and _quoted_in(parts, hidden, source):
            if visible:
                out.append(
                    _finding(
                        "GR-06",
                        sentence,
                        hidden,
                        f"the quote “{quote}” matches only hidden text ({', '.join(hidden)}).",
                    )
                )
            continue
        best_anchor, best_span = _closest(quote, present, source)
        detail = f"the quote “{quote}” does not match the text of the cited block(s) " + ", ".join(
            present
        )
        if best_span:
            detail += f"; closest passage in {best_anchor}: “{best_span}”"
        elsewhere = [
            a
            for a in source.blocks
            if a not in present and contains_in_order(source.compact(a), parts)
        ]
        if elsewhere:
            detail += f"; it does appear in {', '.join(elsewhere[:3])}, which is not cited"
        out.append(_finding("GR-04", sentence, present, detail + "."))


_HANGUL = re.compile("[가-힣]")
# The name of a law, bill, rule or plan (`행정절차법 일부개정법률안`, `2025년 업무계획`)
_DOCUMENT_NAME = re.compile(
    r"[가-힣A-Za-z0-9·ㆍ ]{0,40}(?:법|법률|법률안|법안|개정안|동의안|예산안|시행령|시행규칙|규칙"
    r"|규정|조례|협정|조약|지침|고시|훈령|예규|계획|요강|세칙)"
)
# the multipliers a PDF may carry to the next paragraph after the digits (`計13` / `万記事`)
_MULTIPLIERS = frozenset("万萬億亿만억")
_TRAILING_DIGITS = re.compile(r"(?<![\d.,])\d{1,4}(?:[.,]\d+)?\s*$")


def _quoted_in(parts: list[str], anchors: tuple[str, ...], source: _Source) -> bool:
    if not anchors:
        return False
    if any(contains_in_order(source.compact(a), parts) for a in anchors):
        return True
    # the mark a PDF leaves where it broke a word at a line end may stand for the word's own
    # hyphen (`Tick\ufffeTock` is `Tick-Tock`), not only for a hyphen it added (`sys\ufffetem`)
    if any(
        "\ufffe" in source.blocks[a].text
        and contains_in_order(compact(source.blocks[a].text.replace("\ufffe", "-")), parts)
        for a in anchors
    ):
        return True
    joined = "".join(source.compact(a) for a in anchors)
    return len(anchors) > 1 and contains_in_order(joined, parts)


def _closest(quote: str, present: tuple[str, ...], source: _Source) -> tuple[str, str]:
    best = ("", "", -1.0)
    for anchor in present:
        span = closest_span(quote, source.blocks[anchor].text)
        if not span:
            continue
        score = _similarity(quote, span)
        if score > best[2]:
            best = (anchor, span, score)
    return best[0], best[1]


def _similarity(a: str, b: str) -> float:
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def _check_overlap(
    sentence: Sentence,
    source: _Source,
    present: tuple[str, ...],
    out: list[Finding],
    *,
    figures: int,
    supported: int,
) -> None:
    # Figures found in the cited blocks count as shared words: a sentence that restates a table
    # row shares its numbers, not its wording.
    mine = source.sentence_tokens(sentence.body)
    total = len(mine) + figures
    if total < _MIN_TOKENS:
        return
    # no token holds a line break, so none can match across two blocks joined by one
    theirs = "\n".join(source.searchable(a) for a in present)
    shared = sum(1 for t in mine if t in theirs) + supported
    if shared / total < MIN_OVERLAP:
        out.append(
            _finding(
                "GR-05",
                sentence,
                present,
                f"only {shared} of {total} words, figures or Korean character pairs of this "
                f"sentence occur in {', '.join(present)}; check that these are the blocks it "
                "restates.",
            )
        )
