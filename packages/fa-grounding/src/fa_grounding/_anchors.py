"""Citation anchors and how a draft cites them.

A citation is a bracket group holding one or more anchors: `[L14]`, `[s7.2]`, `[p3.2]`,
`[x2.14]`, `[r14]`, `[L3, L5]`; repeated groups `[L3][L5]` are two citations of the same sentence.
`[p3]` cites the whole of page 3: every block `p3.1`, `p3.2`, ... (see `page_of`). A row, record
or slide's notes too long for one block is read in parts, `x2.14.1`, `x2.14.2` (`r14.1`,
`s7n.1`): a part is cited alone, and `[x2.14]` cites every part of the row, as `[p3]` a page.
Markdown links `[text](url)`, checkboxes `[ ]`/`[x]` and footnote marks `[^1]` are not
citations. A bracket that looks like an attempt at a citation but is not well formed (`[L 14]`,
`[L014]`, `[l14]`, `[L3-L5]`, an unclosed `[L3`, `(L14)` in round brackets, `[x2]` without a
row, `[r 14]`, `[p3.0]`, full-width `【L12】` or `［L12］`) is reported, never silently
ignored. An interval (`in the range of [50, 1000]`, `[0, 1]`) is mathematics, not a citation
attempt.

A report drawn from several documents cites **qualified anchors**: the document's key, one
capital letter given by the order the sources are named in (`A` the first, `B` the second),
a colon, then the anchor as that document's read gives it: `[A:L14]`, `[B:p3.2]`, `[A:L3, B:L3]`.
In one bracket group an unqualified anchor after a qualified one belongs to the same document
(`[B:L3, L5]` cites `B:L3` and `B:L5`). Blocks of several documents carry their qualified
anchors, so a block's document is its key (`document_of`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ANCHOR = (
    r"(?:L[1-9]\d*|s[1-9]\d*\.[1-9]\d*|s[1-9]\d*n(?:\.[1-9]\d*)?|p[1-9]\d*(?:\.[1-9]\d*)?"
    r"|t[1-9]\d*|x[1-9]\d*\.[1-9]\d*(?:\.[1-9]\d*)?|r[1-9]\d*(?:\.[1-9]\d*)?|meta)"
)

_KEY = r"(?:[A-Z]:)"
"""A document's key before an anchor of a report over several documents (`B:` of `B:L14`)."""
_QUALIFIED = rf"(?:{_KEY}?{_ANCHOR})"

ANCHOR_PATTERN: re.Pattern[str] = re.compile(_QUALIFIED)
"""Compiled anchor grammar, an anchor with or without its document's key (`L14`, `B:L14`); use
`ANCHOR_PATTERN.fullmatch(text)` to test one anchor."""

_GROUP = re.compile(
    rf"\[\s*({_QUALIFIED}(?:\s*[,;]\s*{_QUALIFIED})*)\s*\](?!\()",
)
_SPLIT = re.compile(r"\s*[,;]\s*")
# Any square-bracket span on one line that is not a Markdown link target.
_BRACKET = re.compile(r"\[([^\[\]\n]{0,80})\](?!\()")
_LINK = re.compile(r"!?\[[^\[\]\n]*\]\([^()\n]*\)")
_ANCHORISH_ITEM = (
    r"(?:(?:[A-Za-z]{1,3}\s*[:：]\s*)?(?:[LlSsPpTtXxRr]\s*[.\-:]?\s*\d[\w.:]*|(?i:meta)\w*)|\d+)"
)
_ANCHORISH = re.compile(
    rf"^\s*{_ANCHORISH_ITEM}(?:\s*(?:[,;/&+~\u2013\u2014-]|and|및)?\s*{_ANCHORISH_ITEM})*\s*$"
)
_CONTAINS_ANCHOR = re.compile(rf"(?<![A-Za-z0-9]){_ANCHOR}(?![A-Za-z0-9])")
_PAREN = re.compile(rf"\(\s*{_QUALIFIED}(?:\s*[,;]\s*{_QUALIFIED})*\s*\)")
# Full-width and lenticular brackets models write for a citation (`【L12】`, `［L12］`, `〔L3〕`,
# `（L14）`): not the grammar, so a malformed citation with the fix, not only "cites nothing".
_WIDE_BRACKET = re.compile(
    rf"[【［〔〖（\[]\s*[^\[\]【】［］〔〕〖〗（）\n]{{0,40}}?(?<![A-Za-z0-9]){_ANCHOR}(?![A-Za-z0-9])"
    r"[^\[\]【】［］〔〕〖〗（）\n]{0,40}?[】］〕〗）\]]"
)
_WIDE_CHARS = frozenset("【】［］〔〕〖〗（）")
_UNCLOSED = re.compile(r"\[(?=\s*(?:[A-Z]:)?(?:[LSPTXRlsptxr]\d|meta))[^\[\]\n]{0,40}(?=\[|\n|$)")
_CHECKBOXES = frozenset({" ", "x", "X", ""})
_PART = re.compile(r"((?:[A-Z]:)?(?:p[1-9]\d*|x[1-9]\d*\.[1-9]\d*|r[1-9]\d*|s[1-9]\d*n))\.[1-9]\d*")


def document_of(anchor: str) -> str:
    """The key of the document an anchor belongs to (`B` of `B:L14`), `""` when unqualified."""
    return anchor[0] if len(anchor) > 2 and anchor[1] == ":" else ""


def local_anchor(anchor: str) -> str:
    """The anchor within its document (`L14` of `B:L14`)."""
    return anchor[2:] if document_of(anchor) else anchor


def page_of(anchor: str) -> str | None:
    """The whole an anchor is part of, else None: a PDF paragraph's page (`p3.2` -> `p3`), a
    part of a row or record (`x2.14.3` -> `x2.14`, `r14.2` -> `r14`), a part of a slide's notes
    (`s7n.2` -> `s7n`). Citing the whole cites every part; the parts of one whole are read
    together as a page's paragraphs are (a unit declared in an earlier part applies)."""
    if "." not in anchor or local_anchor(anchor)[:1] not in "pxrs":
        return None
    match = _PART.fullmatch(anchor)
    return match.group(1) if match else None


@dataclass(frozen=True, slots=True)
class Citations:
    """What one piece of Markdown cites."""

    anchors: tuple[str, ...]
    """Well-formed anchors in order of first appearance, without repeats."""
    malformed: tuple[str, ...]
    """Bracket texts that look like a citation but are not well formed."""
    spans: tuple[tuple[int, int], ...]
    """Where the well-formed citation groups are, so they can be removed before other checks."""


def find_citations(text: str) -> Citations:
    """Find the citation groups and the malformed citation attempts in `text`."""
    anchors: dict[str, None] = {}
    spans: list[tuple[int, int]] = []
    for match in _GROUP.finditer(text):
        spans.append(match.span())
        key = ""
        for written in _SPLIT.split(match.group(1).strip()):
            key = document_of(written) or key
            # `[B:L3, L5]`: L5 of the same document
            anchors.setdefault(written if document_of(written) or not key else f"{key}:{written}")
    malformed: list[str] = []
    if "[" in text or "(" in text:
        links = [m.span() for m in _LINK.finditer(text)]

        def taken(start: int) -> bool:
            return any(a <= start < b for a, b in spans) or any(a <= start < b for a, b in links)

        for match in _BRACKET.finditer(text):
            inner = match.group(1)
            if taken(match.start()) or inner.strip() in _CHECKBOXES or inner.startswith("^"):
                continue
            if _interval(text, match.start(), inner):
                continue
            if _ANCHORISH.match(inner) or _CONTAINS_ANCHOR.search(inner):
                malformed.append(match.group(0))
        for match in _UNCLOSED.finditer(text):
            if not taken(match.start()):
                malformed.append(match.group(0).rstrip())
        malformed.extend(m.group(0) for m in _PAREN.finditer(text) if not taken(m.start()))
    if not _WIDE_CHARS.isdisjoint(text):
        for match in _WIDE_BRACKET.finditer(text):
            if not _WIDE_CHARS.isdisjoint(match.group(0)) and match.group(0) not in malformed:
                malformed.append(match.group(0))
    return Citations(tuple(anchors), tuple(malformed), tuple(spans))


# An interval in square brackets (`in the range of [0, 1]`, `[50, 1000]`) is mathematics, not
# a citation: two numbers, the first 0, either with a decimal point, or a range word before it.
# Other bracketed numbers (`[1, 2]`) stay malformed citations.
_INTERVAL = re.compile(r"^\s*(?P<a>-?\d+(?:\.\d+)?)\s*,\s*(?P<b>-?\d+(?:\.\d+)?)\s*$")
_RANGE_BEFORE = re.compile(
    r"(?:\brange|\binterval|\bbetween|\bwithin|\bin|\bfrom|범위|구간)(?:\s+of)?\s*$", re.IGNORECASE
)


def _interval(text: str, start: int, inner: str) -> bool:
    match = _INTERVAL.match(inner)
    if match is None or float(match.group("a")) >= float(match.group("b")):
        return False
    if float(match.group("a")) == 0 or "." in inner:
        return True
    return _RANGE_BEFORE.search(text, max(0, start - 24), start) is not None


def citation_spans(text: str) -> list[tuple[int, int]]:
    """Where the well-formed citation groups of `text` are."""
    return [m.span() for m in _GROUP.finditer(text)] if "[" in text else []


def remove_citations(text: str, citations: Citations) -> str:
    """`text` without its citation groups (each replaced by one space)."""
    if not citations.spans:
        return text
    parts: list[str] = []
    last = 0
    for start, end in citations.spans:
        parts.append(text[last:start])
        parts.append(" ")
        last = end
    parts.append(text[last:])
    return "".join(parts)
