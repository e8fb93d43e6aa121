"""A document's own contents page (목차, 차례, Contents) read as a toc.

Why: Korean reports, plans and RFPs rarely set heading styles (or set them on a few paragraphs of
one chapter), yet they print a contents page; a PDF made from them has no outline either. Without
a toc a host reads a 78-page RFP from its first block on. The contents page is the outline the
author gave the reader, so each of its entries that the body holds again becomes a toc entry
pointing to that block.

Found, never guessed:
- the page starts at a block reading only `목차`, `차례`, `순서`, `Contents` or `Table of
  Contents` (spaced out or boxed in a table row as such titles are: `목 차`, `| 목 차 |`) among
  the first blocks of the document;
- an entry is a line of the page ending in its page number after white space or a leader
  (`1. 추진 배경 ····· 3`, `Preface . . . xi`); the page ends at a list of tables or figures
  (`표 차례`), a long block, or after some blocks without an entry;
- an entry points to the first block after the page, and after the block of the entry before
  it, whose text (or first line) is the entry's title but for spaces, punctuation and case
  (`Ⅰ. 개 요` and the boxed row `Ⅰ | | 개요` are `Ⅰ. 개요`), or that title with a gloss in
  brackets after it (`가. 장비구성 요구사항(Equipment Composition)`); hidden blocks, headers and
  footers are never one;
- a numbered line without a page number (`Ⅰ. 사업개요` over its sections) is an entry too when
  an entry with one follows it;
- the page counts only when three of its entries or more are found, and half of those that
  print a page number.

An entry's level comes from its numbering, the kinds in the order the page first uses them
(`Ⅰ.` 1, `1.` 2, `가.` 3; `Chapter 1` 1, `1.1` 2, `1.1.1` 3); an entry without a number (`[붙임]`,
`Preface`) is at level 1. Block kinds do not change. The work is bounded: the title is looked for
in the first `_MOST_BEFORE` blocks, the page read over at most `_MOST_PAGE` blocks and
`_MOST_ENTRIES` entries, and the body indexed once (only its short blocks that begin as a title
does are keyed).
"""

from __future__ import annotations

import re
import string
from bisect import bisect_right
from collections.abc import Sequence

from ._model import Block, TocEntry

__all__ = ("contents_toc",)

_TITLES = frozenset({"목차", "차례", "순서", "contents", "tableofcontents"})
# Lists after the contents that are not its entries (표 차례, 그림 목차, List of Tables).
_OTHER_LISTS = re.compile(r"(?:표|그림|도표|사진|서식|부록)(?:목차|차례)|listof\w+")
_MOST_BEFORE = 300
_MOST_PAGE = 400
_MOST_ENTRIES = 500
_MOST_MISSES = 8  # blocks in a row without an entry before the page is taken to have ended
_LONG_BLOCK = 150  # characters: a block this long without an entry is body text
_MOST_LINE = 200  # characters of a line read as an entry
_MOST_UNPAGED = 80  # characters of a numbered line without a page number read as an entry
_MOST_TARGET = 300  # characters of a block (or its first line) an entry can point to
_OPENING = 16  # characters read of a block to tell whether it begins as a title does
_MIN_FOUND = 3

# What a title's key leaves out besides white space: punctuation, brackets, bullets and table bars,
# ASCII and CJK (one translation, no regular expression: every short block of the body is keyed).
_KEY_DROP = dict.fromkeys(
    map(
        ord,
        string.punctuation
        + "·‥…ㆍ・「」『』〈〉《》【】〔〕（）［］｛｝、。，：；！？“”‘’•◦▪□■○●◎◇◆▶▷※–—",
    ),
    None,
)
_UNKEYED = string.whitespace + "".join(map(chr, _KEY_DROP))  # what a key leaves out
_GLOSS_OPENS = ("(", "（", "[")
_LEADERS = ".·‥…ㆍ・_-–—"  # what runs from an entry's title to its page number, with spaces
_PAGE_AT_END = re.compile(r"(?:\d{1,4}|[ivxlc]{1,7})$")
_NUMBERING = (
    ("roman", re.compile(r"[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ]+\s*[.)]?|[IVX]{1,5}\s*[.)]\s")),
    ("chapter", re.compile(r"제\s*\d{1,3}\s*[장편부]|(?:chapter|part)\s+\d{1,3}\b", re.IGNORECASE)),
    ("clause", re.compile(r"제\s*\d{1,3}\s*절")),
    ("number", re.compile(r"\d{1,3}(?:\s*\.\s*\d{1,3})*(?P<mark>\s*[.)]|\s)")),
    ("hangul", re.compile(r"[가나다라마바사아자차카타파하]\s*(?P<mark>[.)])")),
    ("bracket", re.compile(r"\(\s*(?:\d{1,3}|[가나다라마바사아자차카타파하])\s*\)")),
    ("circled", re.compile(r"[①-⑳㉮-㉻]")),
)
_NEVER_TARGETS = frozenset({"hidden", "header", "footer"})


def _key(text: str) -> str:
    """A title as it is compared: no spaces, punctuation or table bars, case folded."""
    return "".join(text.split()).translate(_KEY_DROP).casefold()


def _entry(line: str) -> tuple[str, str] | None:
    """The title and page number of a contents line ending in its page number after spaces or
    a leader, else None. Linear in the line: the number is cut from its end, then the leader."""
    line = line.strip()
    if len(line) > _MOST_LINE:
        return None
    match = _PAGE_AT_END.search(line)
    if match is None or match.start() == 0:
        return None
    head = line[: match.start()]
    if not (head[-1].isspace() or head[-1] in _LEADERS):
        return None  # `계획3`, `Public`: the number is part of the title
    title = " ".join(head.rstrip().rstrip(_LEADERS + " \t").split())
    return (title, match.group(0)) if len(_key(title)) >= 2 else None


def _numbering(title: str) -> tuple[str, ...] | None:
    """The kind of number an entry's title starts with (`("number", "1", ".")` for `1.1.`,
    its depth in the count of numbers), None for a title without one."""
    for name, pattern in _NUMBERING:
        match = pattern.match(title)
        if match is None:
            continue
        if name == "number":
            depth = len(re.findall(r"\d+", match.group(0)))
            mark = match.group("mark").strip()
            return (name, str(depth), mark if depth == 1 else "")
        if name == "hangul":
            return (name, match.group("mark"))
        return (name,)
    return None


def _page(blocks: Sequence[Block], start: int, first_lines: int) -> tuple[list[str], int, int]:
    """The entries' titles of the contents page whose title is block `start` (its text from
    line `first_lines` on), how many of them print a page number, and the index of the last
    block holding one that does (-1 without one).

    A numbered line without a page number (`Ⅰ. 사업개요` over its sections) is an entry too when
    an entry with one follows it. The page ends where the body begins again: at a block that is
    the title of an entry already read (`Ⅰ. 개 요` after `Ⅰ. 개요 ···· 1`). A line whose number
    runs back from the page before is not an entry (a table's `합계 | 120` after `3. 계획 ···· 7`);
    lowercase Roman numbers (`Preface ... xi`) come before the first Arabic one.
    """
    titles: list[str] = []
    keys: set[str] = set()
    kept = 0  # titles up to the last with a page number
    paged = 0
    last = -1
    misses = 0
    page = 0  # the last Arabic page number read
    end = min(len(blocks), start + _MOST_PAGE)
    for index in range(start, end):
        block = blocks[index]
        lines = block.text.split("\n")
        if index == start:
            lines = lines[first_lines:]
        else:
            whole = _key(block.text)
            if whole in _TITLES or _OTHER_LISTS.fullmatch(whole) or _key(lines[0]) in keys:
                break
        found = False
        for raw in lines:
            line = " ".join(raw.replace(" | ", "  ").split())
            entry = _entry(line)
            if entry is None:
                if len(line) <= _MOST_UNPAGED and _numbering(line) is not None:
                    titles.append(line)  # kept only if an entry with a page follows
                    keys.add(_key(line))
                continue
            title, number = entry
            if number.isdigit():
                if int(number) < page:
                    continue
                page = int(number)
            elif page:
                continue
            titles.append(title)
            keys.add(_key(title))
            kept = len(titles)
            paged += 1
            found = True
            if len(titles) >= _MOST_ENTRIES:
                return titles, paged, index
        if found:
            last = index
            misses = 0
        elif index > start:
            misses += 1
            if misses > _MOST_MISSES or len(block.text) > _LONG_BLOCK:
                break
    return titles[:kept], paged, last


def _start(blocks: Sequence[Block]) -> tuple[int, int] | None:
    """Where the contents page's title stands: its block, and the lines of that block the title
    takes (1 when entries follow in the same block, else all of it)."""
    for index, block in enumerate(blocks[:_MOST_BEFORE]):
        head = block.text[:41]
        cut = head.find("\n")
        first = head if cut < 0 else head[:cut]
        if len(first) > 40 or not ("차" in first or "순" in first or "ONTENTS" in first.upper()):
            continue  # most blocks: no title's words, and no regular expression run on them
        if _key(first) in _TITLES:
            text = block.text
            return index, (1 if cut >= 0 and len(text) > len(first) else len(text.split("\n")))
    return None


def contents_toc(blocks: Sequence[Block]) -> list[TocEntry]:
    """The toc a document's contents page gives (see the module's rules); empty when it has no
    such page or the body holds too few of its entries."""
    start = _start(blocks)
    if start is None:
        return []
    titles, paged, last = _page(blocks, *start)
    if paged < _MIN_FOUND:
        return []
    # A block's key (and its first line's): where, in order. Only blocks about as short as a
    # title are keyed: a heading is a title, perhaps with a gloss, never a paragraph.
    longest = min(2 * max(len(title) for title in titles) + 20, _MOST_TARGET)
    # And only blocks that begin as some title begins (its key's first two characters, read off
    # the block's first characters): most short blocks of a body are passed over at that cost.
    openings = {_key(title)[:2] for title in titles}
    leads = {opening[:1] for opening in openings}
    targets: dict[str, list[int]] = {}
    for index in range(last + 1, len(blocks)):
        block = blocks[index]
        text = block.text
        if text.lstrip(_UNKEYED)[:1].casefold() not in leads:
            continue
        if _key(text[:_OPENING])[:2] not in openings:
            continue
        first = text[: _MOST_TARGET + 1].split("\n", 1)[0]
        pieces = [first] if len(first) <= longest else []
        if len(text) <= longest and len(text) > len(first):
            pieces.append(text)
        # A heading may add a gloss in brackets to the entry's words: `가. 장비구성 요구사항(ECR)`.
        cut = min((at for at in map(first.find, _GLOSS_OPENS) if at > 0), default=-1)
        if 0 < cut <= longest:
            pieces.append(first[:cut])
        if not pieces or _NEVER_TARGETS.intersection(block.flags):
            continue
        for key in {_key(piece) for piece in pieces}:
            if key:
                targets.setdefault(key, []).append(index)
    kinds: dict[tuple[str, ...], int] = {}
    found: list[TocEntry] = []
    after = last
    for title in titles:
        kind = _numbering(title)
        if kind is not None and kind not in kinds:
            kinds[kind] = len(kinds) + 1
        where = targets.get(_key(title))
        if not where:
            continue
        at = bisect_right(where, after)
        if at == len(where):
            continue
        after = where[at]
        level = min(kinds[kind], 9) if kind is not None else 1
        found.append(TocEntry(blocks[after].anchor, level, title))
    if len(found) < _MIN_FOUND or 2 * len(found) < paged:
        return []
    return found
