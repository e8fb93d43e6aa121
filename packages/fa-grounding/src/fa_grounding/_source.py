"""The cited blocks as the check reads them (structural context): `_Source` indexes the
blocks once and caches, by text, each block's figures, units, labels and years; it knows which
table a row belongs to, its column heads, a 개조식 item's heading, a table's caption and the
document's title. A table row's empty leading cells take the cells merged from above."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import chain

from fa_grounding._anchors import page_of
from fa_grounding._around import (
    band_of,
    counted_before,
    measured_over,
    named_after,
    phrase_around,
)
from fa_grounding._blocks import SourceBlock
from fa_grounding._claims import (
    _ENTRY_GAP,
    _TOPIC_PARTICLES,
    GLOSS,
    _bracket_list,
    _label_pairs,
    _names_period,
    _spans_as_periods,
)
from fa_grounding._figures._amounts import undirected
from fa_grounding._figures._dates import (
    draft_day_counts,
    draft_day_spans,
    draft_month_span_ends,
    draft_period_ends,
    draft_short_years,
    reference_points,
)
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import (
    _NO_YEARS,
    figure_years,
    lookup_key,
    matches,
    significant_digits,
    written_digits,
)
from fa_grounding._figures._normalise import normalise_digits
from fa_grounding._figures._parts import (
    draft_bracket_parts,
    draft_parts,
    draft_shares,
    draft_tenths,
)
from fa_grounding._figures._read import extract_figures, iter_figures
from fa_grounding._figures._words import spelled_durations
from fa_grounding._overlap import searchable, tokens
from fa_grounding._quotes import compact
from fa_grounding._signs import unsigned_clauses
from fa_grounding._tables import (
    _captions_in_tables,
    _fill_covered_cells,
    _spread_lettered_rows,
    ends_heads,
)
from fa_grounding._units import (
    Unit,
    apply_units,
    cell_spans,
    declared_counters,
    declared_units,
    rate_heads,
)

_DIMENSIONS = re.compile(r"[1-4]D(?![A-Za-z0-9])")
_DIGIT_LOOKUPS = 8
"""How many numbers `_Source.holders` looks up by their digits before it indexes every block."""


# A 개조식 report's heading line and the items under it (`□ ...` over `ㅇ ...`, `○ ...`, `- ...`,
# `※ ...`), and how many blocks above an item are read to find its heading.
_HEADING_MARK = re.compile(r"\s*[□■]")
_ITEM_MARK = re.compile(r"\s*(?:[ㅇ○◦•※▸▶]|-(?!\d)|–(?!\d))")
_HEADING_REACH = 12
# The levels of a 개조식 outline: `□` over `○` (`ㅇ`, `◦`, `•`) over `-` (`–`, `·`), with `※`
# notes at any level. A Markdown list may write a mark after its own (`- ○ ...`, `- - ...`).
_HEADING_LEVEL, _ITEM, _SUB_ITEM, _NOTE = 1, 2, 3, 0
_OUTLINE_MARK = re.compile(
    r"\s*(?:[-*]\s+(?=[□■ㅇ○◦•※\-–·]))?(?:(?P<h>[□■])|(?P<i>[ㅇ○◦•])|(?P<s>-(?!\d)|–(?!\d)|·)"
    r"|(?P<n>※))"
)


def _item_level(text: str) -> int | None:
    """The outline level of a block by its mark, or None for a block without one."""
    found = _OUTLINE_MARK.match(text)
    if found is None:
        return None
    return {"h": _HEADING_LEVEL, "i": _ITEM, "s": _SUB_ITEM, "n": _NOTE}[found.lastgroup or "n"]


def _unmarked(text: str) -> bool:
    """Whether a block opens with no outline mark (a lead-in paragraph, not an item)."""
    return _item_level(text) is None


_UNIT_AT_END = re.compile(r"[(（][^()（）]{1,20}[)）]\s*$")
"""A head cell ending in its unit (`전년대비 증감(%p·건)`)."""

LENT_COUNTERS = frozenset({"ordinal", "term"})
"""The counters of a number a heading or title lends the blocks under it (`1차`, `2학기`)."""

_HEADING_LABEL_REACH = 40
"""How many blocks above a cited one its heading is looked for."""


class _Source:
    """The blocks, indexed once; per-block work is done lazily and cached.

    The caches are keyed by a block's text, not its anchor: what is read from a block depends
    only on its text, and documents repeat text (table cells, headers and footers on every page),
    so each distinct text is read once per check.
    """

    def __init__(self, blocks: dict[str, SourceBlock]) -> None:
        self.blocks = _fill_covered_cells(_captions_in_tables(_spread_lettered_rows(blocks)))
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
        self._readings: dict[tuple[str, tuple[Unit, ...], bool, str], list[Figure]] = {}
        self._period_headings: dict[str, str | None] = {}
        self._carried: dict[str, Figure | None] = {}
        self._labels: dict[str, list[tuple[tuple[str, ...], Figure]]] = {}
        self._bracket_lists: dict[str, list[tuple[str, Figure]]] = {}
        self._sentence_labels: dict[str, list[tuple[tuple[str, ...], Figure]]] = {}
        self._lowered: dict[str, str] = {}
        self._titles: dict[str, tuple[list[Figure], frozenset[int]]] = {}
        self._title_figures: dict[str, list[Figure]] = {}
        self._documents: tuple[str, ...] | None = None
        self._headers: dict[str, str | None] = {}
        self._spans: dict[str, list[tuple[int, int]]] = {}
        self._title_anchors: frozenset[str] | None = None
        self._counters: frozenset[str] | None = None

    def documents(self) -> tuple[str, ...]:
        """The keys of the documents of a report over several (`A`, `B`), else none."""
        if self._documents is None:
            self._documents = tuple(
                dict.fromkeys(b.document for b in self.blocks.values() if b.document)
            )
        return self._documents

    def counters(self) -> frozenset[str]:
        """The counters any block of the document declares as its unit (`(단위: 위, %)`)."""
        if self._counters is None:
            self._counters = frozenset(
                chain.from_iterable(declared_counters(b.text) for b in self.blocks.values())
            )
        return self._counters

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
                units = tuple(u for u in self.declared(order[i]) if not u.row)
                if units:
                    break
            if units and self._row_above(order, i) is None:
                units = self._lone_head_unit(order, i, units)
            if not units or all(u.column >= 0 for u in units):
                # units bound to column heads leave the other columns to the caption's unit
                while (above := self._row_above(order, i)) is not None:
                    i = above
                caption: tuple[Unit, ...] = ()
                for k in (i - 1, i - 2):
                    if k < 0 or self.blocks[order[k]].table_row or self._apart(order, k, i):
                        break  # a table right above this one: its caption is not this one's
                    caption = self.declared(order[k])
                    if caption:
                        break
                if not caption:
                    caption = self._caption_below(order, i)
                if caption:
                    if not units:
                        # a head declaring its rate (`증감(%p)`) keeps its column in it
                        units = rate_heads(self.blocks[order[i]].text)
                    units += caption
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

    def _lone_head_unit(
        self, order: list[str], i: int, units: tuple[Unit, ...]
    ) -> tuple[Unit, ...]:
        """The units a table's head row declares, bound to the one head that writes them
        (`전년대비 증감(%p·건)`) when the table's caption declares units of its own
        (`(단위: %; 건; 억원)`): that head's column, not the whole table."""
        spans = self._cell_spans(order[i])
        text = self.blocks[order[i]].text
        # (a bracket naming no unit, `부모급여(가정양육)`, is part of the head's name)
        heads = [
            k
            for k, (a, b) in enumerate(spans)
            if _UNIT_AT_END.search(text[a:b]) and declared_units(text[a:b])
        ]
        if len(heads) != 1 or any(u.column >= 0 for u in units) or len(spans) < 2:
            return units
        has_caption = any(
            k >= 0
            and not self.blocks[order[k]].table_row
            and not self._apart(order, k, i)
            and self.declared(order[k])
            for k in (i - 1, i - 2)
        ) or bool(self._caption_below(order, i))
        if not has_caption:
            return units
        return tuple(u._replace(column=heads[0], columns=len(spans)) for u in units)

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
        if anchor in self._headers:
            return self._headers[anchor]
        found = self._headers[anchor] = self._header(anchor)
        return found

    def _header(self, anchor: str) -> str | None:
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

    def head_rows(self, anchor: str) -> tuple[str, ...]:
        """The rows of heads above a table row: its table's first row and the rows under it
        that hold no figure but periods (`구분 | 2024 | 2024` over ` | 2분기 | 3분기`), down to
        the first row of figures. A period split between them (a quarter under a year) is read
        across them."""
        first = self.header(anchor)
        if first is None:
            return ()
        order, position = self._order_index()
        rows = [first]
        for k in range(position[first] + 1, position[anchor]):
            if not self.blocks[order[k]].table_row:
                break
            found = self.figures(order[k])
            if any(ends_heads(f) for f in found):
                break
            rows.append(order[k])
        return tuple(rows)

    def heading(self, anchor: str) -> str | None:
        """The `□` line a 개조식 item (`ㅇ`, `○`, `-`) stands under, if the blocks above it up to
        that line are items too: `□ 2025년 3/4분기 가구당 월평균 소득은 ...` over `ㅇ 근로소득은
        ...` names the period the item restates. None for any other block."""
        if _ITEM_MARK.match(self.blocks[anchor].text) is None:
            return None
        return self._outline_above(
            anchor,
            lambda text: _HEADING_MARK.match(text) is not None,
            lambda text: _ITEM_MARK.match(text) is not None,
        )

    def parent_item(self, anchor: str) -> str | None:
        """The `○` item a `-` item stands under (`○ 2024년 ... 장학금은` over `- 전체 장학금
        총액은 ...`): it names the period its sub-items restate, as a `□` heading does its
        items. Only sub-items and notes (`※`) may stand between; None for any other block."""
        if _item_level(self.blocks[anchor].text) != _SUB_ITEM:
            return None
        return self._outline_above(
            anchor,
            lambda text: _item_level(text) == _ITEM,
            lambda text: _item_level(text) in {_SUB_ITEM, _NOTE},
        )

    def _outline_above(
        self, anchor: str, wanted: Callable[[str], bool], passed: Callable[[str], bool]
    ) -> str | None:
        """The nearest block above `anchor` (within `_HEADING_REACH`, on its page) whose text
        is `wanted`, with only `passed` blocks between; None if another comes first."""
        order, position = self._order_index()
        i = position[anchor]
        for k in range(i - 1, max(-1, i - 1 - _HEADING_REACH), -1):
            if self._apart(order, k, i):
                return None
            text = self.blocks[order[k]].text
            if wanted(text):
                return order[k]
            if not passed(text):
                return None
        return None

    def lends_label(self, figure: Figure, present: tuple[str, ...]) -> bool:
        """Whether the heading over a cited block, or the document's title, names the label a
        draft gives it (`제30회` of `3. 제30회 한빛 국화축제 결과` over `- 기간: ...`): a heading
        names the subject its blocks speak of, as it names their period; so does a head over a
        cited row (`제1회` of `과목 | 제1회 평균 | 제2회 평균`)."""
        documents = {self.blocks[anchor].document for anchor in present}
        lenders = self.headings_over(present)
        lenders.update(h for a in present if self.blocks[a].table_row for h in self.head_rows(a))
        # the paragraph that leads in a cited item's list (`... 3차 공모를 실시한다.` over `-
        # 공모 기간: ...`), which names its subject as a heading would
        for anchor in present:
            if _item_level(self.blocks[anchor].text) is not None:
                lead = self._outline_above(anchor, _unmarked, lambda text: not _unmarked(text))
                if lead is not None and not self.blocks[lead].table_row:
                    lenders.add(lead)
        return any(
            (
                f.kind == "label"
                and (
                    f.key == figure.key
                    # `the 30th` (`2순위` names no phase: `2-6단계` lends it nothing)
                    or (
                        figure.period == "ordinal"
                        and f.key[0] != "단계"
                        and f.key[1] == figure.value
                    )
                )
            )
            # `1차` of `(1차 위반 기준)`, `2학기` of `2025학년도 2학기 ... 안내`
            or (f.period == figure.period in LENT_COUNTERS and f.value == figure.value)
            for f in chain(
                (f for lender in lenders for f in self.figures(lender)),
                self.title_figures(next(iter(documents), "")) if len(documents) == 1 else (),
            )
        )

    def headings_over(self, present: tuple[str, ...]) -> set[str]:
        """The titles of the cited blocks' documents, the nearest heading over each (with the
        headings right above it), and for a
        cited table row the title and unit line just above its table (`<표 3> 대상별 1순위 이용
        콘텐츠 비중`)."""
        order, position = self._order_index()
        if self._title_anchors is None:
            self._title_anchors = frozenset(a for a, b in self.blocks.items() if b.title)
        documents = {self.blocks[anchor].document for anchor in present}
        lenders = {a for a in self._title_anchors if self.blocks[a].document in documents}
        for anchor in present:
            for k in range(
                position[anchor] - 1, max(-1, position[anchor] - _HEADING_LABEL_REACH), -1
            ):
                if self._apart(order, k, position[anchor]):
                    break
                if self.blocks[order[k]].heading:
                    # (with the headings right above it: a headline over its subtitle)
                    above = k
                    while above >= 0 and self.blocks[order[above]].heading:
                        lenders.add(order[above])
                        above -= 1
                    break
            lenders.update(a for a in self.table_context(anchor) if not self.blocks[a].table_row)
        return lenders

    def heading_phrase(self, figure: Figure, body: str, present: tuple[str, ...]) -> bool:
        """Whether the heading over a cited block writes the figure in the sentence's own words
        around it (`상위 4개 분야` of `2026년 분야별 지원 규모(상위 4개 분야)` over its note): the
        word before it and the counter and word after it, as the sentence writes them; or as a
        band with the same end (`상위 50%` of a caption's `(상위 50% 기준)`)."""
        mine = phrase_around(body, figure)
        named = named_after(body, figure)
        band = band_of(body, figure)
        counted = counted_before(body, figure)
        if (mine, named, band, counted, figure.period) == (None, None, None, None, None):
            return False
        for heading in self.headings_over(present):
            text = self.blocks[heading].text
            for f in self.figures(heading):
                if (
                    f.kind == figure.kind
                    and matches(figure, f, _NO_YEARS)
                    and (
                        (mine is not None and phrase_around(text, f) == mine)
                        or (named is not None and named_after(text, f) == named)
                        # a band (`상위 50%` of `본인부담금(상위 50% 기준)`): the same end
                        or (band is not None and band_of(text, f) == band)
                        # what a count counts, written before it (`공실 점포 6곳`)
                        or (counted is not None and counted_before(text, f) == counted)
                    )
                ):
                    return True
                if measured_over(body, figure, text, f):
                    return True  # `2주 평균 요금` of the caption `시도별 2주 이용요금`
        return False

    def title_figures(self, document: str = "") -> list[Figure]:
        """Every figure of a document's title (a block flagged `title`, and the title the
        `meta` block names when it is another); `document` is the key of one of several
        documents."""
        found = self._title_figures.get(document)
        if found is None:
            text = "\n".join(
                b.text for b in self.blocks.values() if b.title and b.document == document
            )
            meta = self.blocks.get(f"{document}:meta" if document else "meta")
            if meta is not None and _META_TITLE in meta.text:
                named = meta.text.rsplit(_META_TITLE, 1)[1]
                if named.strip() != text.strip():
                    text = f"{text}\n{named}" if text else named
            found = self._title_figures[document] = list(iter_figures(text)) if text else []
        return found

    def title_periods(self, document: str = "") -> tuple[list[Figure], frozenset[int]]:
        """The period figures (dates, quarters, halves, years) of a document's title (a block
        flagged `title`, else the title the `meta` block names), and its years; `document` is
        the key of one of several documents."""
        found = self._titles.get(document)
        if found is None:
            figures = [f for f in self.title_figures(document) if _names_period(f)]
            found = self._titles[document] = (figures, frozenset(figure_years(figures)))
        return found

    def title_supports(
        self, figure: Figure, present: tuple[str, ...], units: dict[str, tuple[Unit, ...]]
    ) -> bool:
        """Whether the document's title names the period a draft's figure gives the cited
        blocks: `8월 취업자는 2,880만 명 [L6]` of a release titled `2025년 8월 고용동향`, whose
        body names no month, or `2025년 2분기` for a row `2분기` under that title's year; never
        another year than the one the cited blocks say they are dated to (`2023년 기준`). Of
        several documents, each title speaks for its own document's blocks only."""
        documents = dict.fromkeys(self.blocks[anchor].document for anchor in present)
        return any(
            self._title_supports(
                figure, tuple(a for a in present if self.blocks[a].document == d), d, units
            )
            for d in documents
        ) or any(self._heading_supports(figure, anchor) for anchor in present)

    def _heading_supports(self, figure: Figure, anchor: str) -> bool:
        """Whether the nearest heading over the block that names a period names the period
        of `figure` (`사업비: 92억 원` under `6. 2025년 추진 계획`), when the block names no year
        of its own, nor does its table's row of heads (`'23년 | 53.8` is dated by its label)."""
        heading = self.period_heading(anchor)
        if heading is None:
            return False
        head = self.header(anchor)
        dated = [anchor] if head is None else [anchor, head]
        if any(figure_years(self.figures(a)) for a in dated):
            return False
        periods = [f for f in self.figures(heading) if _names_period(f)]
        return any(self._matches(figure, theirs, _NO_YEARS) for theirs in periods)

    def period_heading(self, anchor: str) -> str | None:
        """The nearest heading above the block, in its document, whose figures name a period
        (a year, a date, a quarter); None when the block is a heading or none is."""
        if anchor in self._period_headings:
            return self._period_headings[anchor]
        found = None
        order, position = self._order_index()
        if not self.blocks[anchor].heading:
            for k in range(position[anchor] - 1, -1, -1):
                if self._apart(order, k, position[anchor]):
                    break
                block = self.blocks[order[k]]
                if block.heading and any(map(_names_period, self.figures(order[k]))):
                    found = order[k]
                    break
        self._period_headings[anchor] = found
        return found

    def _title_supports(
        self,
        figure: Figure,
        present: tuple[str, ...],
        document: str,
        units: dict[str, tuple[Unit, ...]],
    ) -> bool:
        figures, years = self.title_periods(document)
        if not figures:
            return False
        own = {int(m.group(1)) for a in present for m in _DATED.finditer(self.blocks[a].text)}
        if own and isinstance(figure.key[0], int) and figure.key[0] not in own:
            return False  # the cited blocks date themselves (`2023년 기준`): not the title's year
        opening = {int(m[1]) for a in present if (m := _OPENING_YEAR.match(self.blocks[a].text))}
        if figure.kind == "date" and opening and figure.key[0] not in opening:
            return False  # the cited blocks open with their own year (`○ 2026년 체험 부스를`)
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
            if k < 0 or self.blocks[order[k]].table_row or self._apart(order, k, i):
                return None
            text = self.blocks[order[k]].text
            if len(text) <= _CAPTION_CHARS and any(map(_names_period, self.figures(order[k]))):
                return order[k]
        return None

    def table_context(self, anchor: str) -> tuple[str, ...]:
        """A table row's heads and the short blocks just above its table (its title and unit
        line): where a table says once what every row's figures are (`외래환자 1,000명당`)."""
        if not self.blocks[anchor].table_row:
            return ()
        order, position = self._order_index()
        i = position[anchor]
        while (above := self._row_above(order, i)) is not None:
            i = above
        found = [order[i]] if order[i] != anchor else []
        for k in (i - 1, i - 2):
            if k < 0 or self.blocks[order[k]].table_row or self._apart(order, k, i):
                break
            if len(self.blocks[order[k]].text) <= 2 * _CAPTION_CHARS:
                found.append(order[k])
        return tuple(found)

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

    def _caption_below(self, order: list[str], first: int) -> tuple[Unit, ...]:
        """The units of a caption written under the table whose first row is at `first`
        (`<표 3> 법률별 과징금 (단위: 억 원)` after its last row), when it is no caption over a
        table right under it: a block declaring units between two tables belongs to the one it
        stands over, as a caption is read above first."""
        j = first + 1
        while j < len(order) and self.blocks[order[j]].table_row:
            if self.blocks[order[j]].table_start:
                return ()  # a table right under this one: no caption between
            j += 1
        if j >= len(order) or self._apart(order, j, first):
            return ()
        after = j + 1
        if after < len(order) and self.blocks[order[after]].table_row:
            return ()
        return self.declared(order[j])

    def _apart(self, order: list[str], k: int, i: int) -> bool:
        """Whether the blocks at `k` and `i` belong to two documents of a report over several."""
        return self.blocks[order[k]].document != self.blocks[order[i]].document

    def _order_index(self) -> tuple[list[str], dict[str, int]]:
        if self._order is None:
            self._order = list(self.blocks)
            self._position = {name: i for i, name in enumerate(self._order)}
        return self._order, self._position

    def readings(self, anchor: str, units: tuple[Unit, ...] | None) -> list[Figure]:
        """Every figure of the block, bare numbers also read in `units` (none: as written)."""
        if not units:
            return self.figures(anchor)
        by_column = not self._under_years(anchor)
        head = self.header(anchor)
        heads = self.blocks[head].text if head is not None and head != anchor else ""
        key = (self.blocks[anchor].text, units, by_column, heads)
        found = self._readings.get(key)
        if found is None:
            found = self._readings[key] = apply_units(
                self.figures(anchor),
                units,
                self.blocks[anchor].text,
                by_column=by_column,
                head_row=heads,
            )
        return found

    def _under_years(self, anchor: str) -> bool:
        """Whether a table row stands under heads of two years or more (`'22년 | '23년`):
        columns of one measure over time, never one unit each."""
        head = self.header(anchor) if self.blocks[anchor].table_row else None
        return head is not None and len({y for y in figure_years(self.figures(head)) if y > 0}) > 1

    def sentence_figures(self, body: str) -> list[Figure]:
        """The figures of a draft sentence (without its citations); do not change the list."""
        found = self._sentence_figures.get(body)
        if found is None:
            found = _spans_as_periods(undirected(body, extract_figures(body, skip_anchors=True)))
            # a number word of a draft (`one of the three`) is not checked, as words never were;
            # a second reading (`395k` as 395,000) is a source's, never a draft's
            # (but a number word that counts a span of time is one: `four hours`)
            found = [f for f in found if not (f.spelled or f.alternative)] + spelled_durations(
                body, found
            )
            found.sort(key=lambda f: f.start)
            if "D" in body:  # `3D 프린팅`, `2D barcode`: a technique's name, not a count
                found = [f for f in found if not _DIMENSIONS.match(body, f.start)]
            read = normalise_digits(body)
            found = draft_period_ends(read, draft_tenths(read, draft_parts(read, found)))
            found = draft_day_counts(
                read, draft_day_spans(read, draft_month_span_ends(read, found))
            )
            found = draft_short_years(read, draft_bracket_parts(read, found))
            points = reference_points(body)
            if points:  # `1년 전보다` names the comparison base, not a figure
                found = [
                    f
                    for f in found
                    # (and `1일 평균`'s 1, read as a day: a day's average, no date)
                    if f.start not in points or (f.kind != "number" and f.key[1:] != (None, 1))
                ]
            # no word of a figure's clause tells of a decrease, a loss or a value below zero
            # (nor of the clause after it, when that one gives no figure: `120억 원으로, 적자를
            # 기록했다`): its unsigned figures state values above zero (`순이익은 120억 원` is no
            # -120억, whatever `수출은 5.2% 줄었다` says beside it)
            unsigned = unsigned_clauses(body, found)
            found = [
                f._replace(positive=True)
                if f.kind == "number" and not f.signed and not f.falls and f.start in unsigned
                else f
                for f in found
            ]
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
        return head, self._cell_spans(anchor), self._cell_spans(head)

    def _cell_spans(self, anchor: str) -> list[tuple[int, int]]:
        """`cell_spans` of a block's text, found once per text (do not change the list)."""
        text = self.blocks[anchor].text
        found = self._spans.get(text)
        if found is None:
            found = self._spans[text] = cell_spans(text)
        return found

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
            if (gloss := GLOSS.match(lowered, end)) is not None:
                end = gloss.end()  # `청소년(13~18세) 10%`
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
                    key = lookup_key(found)
                    # (a date with its year holds the same day written without one: `6. 30.`)
                    keys = [key]
                    if key[:1] == ("date",) and key[1] is not None:
                        keys.append(("date", None, *key[2:]))
                    for k in keys:
                        bucket = everywhere.setdefault(k, [])
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


# A block opening with the year it speaks of, after its bullet (`○ 2026년 체험 부스를 ...`)
_OPENING_YEAR = re.compile(r"\s*[^\w\s]?\s*((?:19|20)\d{2})\s?년도?\s(?![~∼-]|\d|이래|대비|보다)")
# A block's own reference year: `2023년 기준`, `2024년 말 기준`, `2025년도 기준`
_DATED = re.compile(r"(?<!\d)((?:19|20)\d{2})\s?년(?:도)?\s?(?:말\s?|현재\s?)?기준")
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


# the multipliers a PDF may carry to the next paragraph after the digits (`計13` / `万記事`)
_MULTIPLIERS = frozenset("万萬億亿만억")
_TRAILING_DIGITS = re.compile(r"(?<![\d.,])\d{1,4}(?:[.,]\d+)?\s*$")
