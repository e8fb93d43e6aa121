"""A figure a cited block gives one entry, given by the draft to another entry of the document
that no cited block names: `나래동이 11.2%로 가장 낮았다` citing only `솔빛동이 11.2%로 가장
낮았다`, where 나래동 and 솔빛동 are rows of one table elsewhere in the document.

The owners check compares only names both sides write, and the uncited-rows check only figures
of cited table rows; this one reads a cited block of prose. The entries of a document are the
labels of each table's rows, the names a block lists with their figures (`listed_names`), and
the entries of a list's items that are each one entry's record (`records`: every number, date
and time of such an item is its entry's): entries of one table or one list are siblings, each a
subject of its own, and so are siblings a block of clauses sets against each other, each the
topic of its own (`A는 ... 6개소가 늘고, B는 ... 2개소가 줄었다`). A sentence that gives
a figure to an entry (the name right before it, as `prose_owners` reads a draft) that no cited
block writes, where every cited block holding that figure gives it to a sibling of the entry
the sentence does not name, restates another entry's figure as this one's. Nothing is reported
when a cited block gives the figure to nobody, to a name that is no sibling, or in a table row,
nor when the sentence also names the block's owner (`솔빛동과 나래동은 ...`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple
from weakref import WeakKeyDictionary

from fa_grounding._claims import _ranks
from fa_grounding._crosschecks._category_words import with_category_words
from fa_grounding._crosschecks._listed_names import listed_names
from fa_grounding._crosschecks._names import stem, words
from fa_grounding._crosschecks._owners import prose_owners
from fa_grounding._crosschecks._records import Record, records
from fa_grounding._crosschecks._romanized import spellings, with_spellings
from fa_grounding._crosschecks._rows import _name as label_name
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _TOTAL_LABELS, _finding
from fa_grounding._tables import _cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

__all__ = ("check_absent_entries",)

_SPACES = re.compile(r"\s+")
# An entry's name: two Hangul syllables or more, no digit (not a year's row, `2026(안)`)
_ENTRY = re.compile(r"[가-힣][가-힣·ㆍ]*[가-힣]")
_MIN_SIBLINGS = 2
_BLOCKS_PER_NAME = 4
_DIGIT = re.compile(r"\d")
_REACH = 60
_HANGUL_RUN = re.compile(r"[가-힣][가-힣·ㆍ]*[가-힣]")
_CAPITALISED = re.compile(r"[A-Z][a-z]{2,}")
# The kinds of figure an item that is a record gives its entry beside its numbers
_RECORDED = frozenset({"date", "time"})


class _Entries(NamedTuple):
    """A document's entries, read once per check: the row labels of each table (a group
    each), where the blocks of prose write each name, the names read for English sentences,
    and the names each block of prose lists with its figures (read when a sentence asks)."""

    tables: tuple[frozenset[str], ...]
    writers: dict[str, tuple[str, ...]]
    spelled: dict[str, str]
    listed: dict[str, frozenset[str]]
    records: dict[str, Record]
    """The items of a list that are records of one entry each (`_records`), by anchor."""
    names: str
    """Every entry's name, one a line (for the English words of a category)."""


_CACHE: WeakKeyDictionary[_Source, _Entries] = WeakKeyDictionary()


def _entry(label: str) -> str | None:
    """A row label or a listed name as an entry (`솔빛동`, `반찬·조리식품`), or None for a
    total, a label with digits or one of fewer than two syllables."""
    name = stem(label_name(label))
    if name in _TOTAL_LABELS or _ENTRY.fullmatch(name) is None:
        return None
    return name


def _entries(source: _Source) -> _Entries:
    """The document's `_Entries` (no block's figures are read here: a long document's are
    read only for the blocks a sentence's names lead to)."""
    if source in _CACHE:
        return _CACHE[source]
    by_head: dict[str, set[str]] = {}
    index: dict[str, list[str]] = {}
    for anchor, block in source.blocks.items():
        if block.table_row:
            head = source.header(anchor)
            cells = _cells(block.text)
            name = _entry(cells[0]) if cells else None
            if head is not None and head != anchor and name is not None:
                by_head.setdefault(head, set()).add(name)
            continue
        for run in set(_HANGUL_RUN.findall(block.text)):
            if (name := _entry(run)) is not None:
                index.setdefault(name, []).append(anchor)
    tables = tuple(frozenset(v) for v in by_head.values() if len(v) >= _MIN_SIBLINGS)
    # (the items of a list each a record of one entry: their entries are siblings too)
    runs = records((a, "" if b.table_row else b.text) for a, b in source.blocks.items())
    tables += tuple(frozenset(r.entry for r in run.values()) for run in runs)
    spelled = spellings(set(index) | {n for g in tables for n in g})
    mine = {a: r for run in runs for a, r in run.items()}
    names = "\n".join([*index, *(n for g in tables for n in g)])
    found = _Entries(tables, {k: tuple(v) for k, v in index.items()}, spelled, {}, mine, names)
    _CACHE[source] = found
    return found


def _groups(source: _Source, candidates: set[str]) -> list[frozenset[str]]:
    """The groups of entries a sentence's names may belong to: each table's row labels, and
    the names a block of prose lists with their figures, for the blocks that write one of
    `candidates`; a group of two entries or more."""
    known = _entries(source)
    groups = list(known.tables)
    for name in candidates:
        # (the first blocks that write the name: a list of siblings names each early on, and
        # a long document's every mention is not read)
        for anchor in known.writers.get(name, ())[:_BLOCKS_PER_NAME]:
            if anchor not in known.listed:
                text = source.blocks[anchor].text
                known.listed[anchor] = frozenset(
                    e for n in listed_names(text, source.figures(anchor)) if (e := _entry(n))
                )
            listed = known.listed[anchor]
            if name in listed and len(listed) >= _MIN_SIBLINGS and listed not in groups:
                groups.append(listed)
    return groups


def check_absent_entries(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives an entry no cited block names, where each cited block of
    prose holding it gives it to a sibling entry the sentence does not name (module doc)."""
    if sentence.kind == "table_row" or any(f.rule == "GR-03" for f in out):
        return
    prose = [a for a in visible if not source.blocks[a].table_row]
    if not prose:
        return
    cited = "".join(_SPACES.sub("", source.blocks[a].text) for a in visible)
    body = sentence.body
    if _CAPITALISED.search(body):
        # (an English sentence's Latin spelling of an entry, `Narae` for `나래동`)
        body = with_spellings(body, _entries(source).spelled)
    known = _entries(source)
    # (and its English word of a category, `subway stations` for `지하철역`)
    body = with_category_words(body, (known.names,))
    plain = _SPACES.sub("", body)
    # (a name a figure follows closely: only such a name can be given the figure)
    candidates = {
        e
        for run in _HANGUL_RUN.finditer(body)
        if _DIGIT.search(body, run.end(), run.end() + _REACH)
        and (e := _entry(run.group(0)))
        and e not in cited
    }
    if not candidates:
        return
    groups = _groups(source, candidates)
    entries = {e for g in groups for e in g}
    absent = {e for e in entries if e in plain and e not in cited}
    if not absent:
        return
    siblings = {e: frozenset().union(*(g for g in groups if e in g)) - {e} for e in absent}
    names = frozenset(absent | {s for e in absent for s in siblings[e]})
    ranked = _ranks(sentence.body)
    numbers = [
        f for f in figures if f.kind == "number" and not _year_like(f) and f.start not in ranked
    ]
    mine = prose_owners(body, numbers, names, strict=True)
    # (a record's dates and times are its entry's too: `2차: 8. 7.(목) 서강보건진료소`)
    if any(a in known.records for a in visible):
        numbers += [f for f in figures if f.kind in _RECORDED]
    full = {r.name: r.entry for r in known.records.values()}
    previous = 0
    for figure in sorted(numbers, key=lambda f: f.start):
        gap, previous = (previous, figure.start), figure.start + len(figure.raw)
        owners = (mine.get(figure.start) or _subject(body, gap, names, full)) & absent
        if len(owners) != 1:
            continue
        (entry,) = owners
        holders = _holders(figure, visible, source, siblings[entry], known.records)
        if holders is None:
            continue
        anchor, owner = holders
        if any(name in plain for name in owner.split(", ")):
            continue  # (the block's own entry named too: `솔빛동과 나래동은 ...`)
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor,),
                f"{figure.raw.strip()!r} is given to {entry!r} here, but {anchor} gives it to "
                f"{owner} and does not name {entry!r}; restate the figure the document gives "
                f"{entry!r} and cite its block.",
            )
        )
        return


def _subject(
    body: str, gap: tuple[int, int], names: frozenset[str], full: dict[str, str]
) -> set[str]:
    """The one entry written between the figure before and this one, as the subject of its
    clause (`while 나래동 had the lowest at 11.2%`, `나래동이 가장 낮은 11.2%`, a record's
    entry by its `full` name, `남포보건진료소`); none when two are, or when the entry is a
    comparison's base (`나래동보다`, which `words` leaves out)."""
    found = {full.get(w.name, w.name) for w in words(body[gap[0] : gap[1]])} & names
    return found if len(found) == 1 else set()


def _holders(
    figure: Figure,
    visible: tuple[str, ...],
    source: _Source,
    siblings: frozenset[str],
    recorded: dict[str, Record],
) -> tuple[str, str] | None:
    """The cited block of prose that holds `figure` and the sibling it gives it to, when every
    cited block holding it is prose listing it as one of `siblings`' figure, or an item that is
    a record of one of them (`recorded`); else None."""
    found: tuple[str, str] | None = None
    for anchor in visible:
        block = source.blocks[anchor]
        theirs = [f for f in source.figures(anchor) if f.kind == figure.kind]
        held = [f for f in theirs if matches(figure, f, _NO_YEARS)]
        if not held:
            continue
        if block.table_row:
            return None
        if anchor in recorded:
            if recorded[anchor].entry not in siblings:
                return None
            found = found or (anchor, recorded[anchor].entry)
            continue
        if figure.kind != "number":
            return None
        # (the entries the block lists with their figures, each the others' rival: not a
        # place written before a count of all, `다온동 주민센터에서 ... 모두 3,400명`)
        names = frozenset(n for n in listed_names(block.text, theirs) if _entry(n)) & siblings
        if not names:
            # (or the siblings a block of clauses sets against each other, each the topic of
            # its own: `A는 ... 6개소가 늘고, B는 ... 2개소가 줄었다`; not one place alone)
            written = frozenset(n for n in siblings if n in block.text)
            names = written if len(written) >= _MIN_SIBLINGS else names
        owned = prose_owners(block.text, theirs, names, strict=False)
        for f in held:
            owners = owned.get(f.start, set())
            if not owners or not owners <= siblings:
                return None
            found = found or (anchor, ", ".join(sorted(owners)))
    return found
