"""Citations a draft writes apart from the sentences they cite for: footnotes (`증가¹` over
`¹ [L4]`, `[^1]: [L22]`) and a source note closing a paragraph (`(출처: [L44], [L43])`)."""

from __future__ import annotations

import re

from fa_grounding._anchors import Citations, find_citations, remove_citations

# Footnote-style citations: a mark after a sentence (`증가¹`, `입니다.²`, `[L4]¹⁾`, `[^1]`) and
# its footnote line at the end (`¹ [L2]`, `²⁾ 출처: [L3]`, `[^1]: [L22]`). A mark right after a
# Latin letter is an exponent (`30m²`, `km²`), no footnote.
_SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹⁰"
_HAS_SUPERSCRIPT = re.compile(f"[{_SUPERSCRIPTS}]")
_FOOTNOTE_LINE = re.compile(
    rf"^[ \t]*(?:\[\^(?P<k>[^\]\s]{{1,8}})\]:|(?P<s>[{_SUPERSCRIPTS}]{{1,3}})[ \t]?[⁾)]?)"
    r"[ \t]*(?P<rest>.*)$",
    re.M,
)
_FOOTNOTE_MARK = re.compile(
    rf"(?<![A-Za-z{_SUPERSCRIPTS}])(?P<s>[{_SUPERSCRIPTS}]{{1,3}})[⁾)]?|\[\^(?P<k>[^\]\s]{{1,8}})\]"
)
_TO_DIGITS = str.maketrans(_SUPERSCRIPTS, "1234567890")
# a footnote line that only names where its sentence comes from (`¹⁾ 사업개요`, `² 출처: [L3]`)
_NOTE_NAME = re.compile(r"[^\d.!?。]{0,24}")


def _footnotes(text: str) -> tuple[str, dict[str, Citations]]:
    """`text` without the footnote lines that only cite or name a source, and the citations of
    every footnote line by its key (`1` for `¹`, `¹⁾` and `[^1]`). A footnote line with a claim of
    its own (a figure, a sentence) stays in the text, checked as any line is."""
    notes: dict[str, Citations] = {}

    def take(match: re.Match[str]) -> str:
        key = match.group("k") or (match.group("s") or "").translate(_TO_DIGITS)
        rest = match.group("rest")
        citations = find_citations(rest)
        if citations.anchors and not citations.malformed:
            notes[key] = citations
        left = _SOURCE_NOTE.sub("", remove_citations(rest, citations)).strip()
        if citations.malformed or _NOTE_NAME.fullmatch(left) is None:
            return match.group(0)
        return ""  # it names or cites a source: no claim of its own

    return _FOOTNOTE_LINE.sub(take, text), notes


def _marked_citations(piece: str, notes: dict[str, Citations]) -> Citations | None:
    """The citations of the footnote lines of the marks in `piece`, together, or None."""
    anchors: list[str] = []
    for match in _FOOTNOTE_MARK.finditer(piece):
        key = match.group("k") or match.group("s").translate(_TO_DIGITS)
        found = notes.get(key)
        if found is not None:
            anchors.extend(a for a in found.anchors if a not in anchors)
    return Citations(tuple(anchors), (), ()) if anchors else None


# The sources of a paragraph written after its last sentence: `(출처: [L44], [L43])`, `근거: [L3]`,
# `(Source: [L2])`, `(자료: [L7])`; only the word, its colon and the citations.
_SOURCE_NOTE = re.compile(
    r"[(（]?\s*(?:출처|근거|자료|source|sources|ref|refs|reference|references)\s*[:：]?"
    r"[\s,;·]*[)）]?\s*[.。]?",
    re.IGNORECASE,
)


def _closing_note(pieces: list[str]) -> Citations | None:
    """The citations of a source note closing a paragraph of two pieces or more, or None."""
    last = len(pieces) - 1
    while last > 0 and not pieces[last].strip():
        last -= 1
    if last < 1:
        return None
    piece = pieces[last].strip()
    citations = find_citations(piece)
    if not citations.anchors or citations.malformed:
        return None
    if _SOURCE_NOTE.fullmatch(remove_citations(piece, citations).strip()) is None:
        return None
    del pieces[last + 1 :]
    return citations
