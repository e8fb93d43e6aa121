"""Word (.docx) to blocks: one block per paragraph or table row, anchors `L1..Ln`.

The parts are read straight from the zip with the hardened lxml parser of `_ooxml`, not through
python-docx's object model: its paragraph walk skips content controls, text boxes, notes and
tracked insertions, and reading the XML once is also faster.

Block order (anchors follow it):
1. the body in document order. A paragraph is one block; a table row is one block (cells joined
   with ` | `, a vertically merged cell once, nested tables as their own rows right after the
   row that holds them). Text boxes (DrawingML and VML, read once even when Word stores both)
   and chart text follow the paragraph or row that anchors them, flagged `textbox`. SmartArt
   text follows it too, a `diagram` block per node paragraph (`ooxml.diagram_lines`). A picture
   with alt text or a title follows it too, as a block of kind `image` flagged `alt_text`
   (`pictures.py`); `image(data, None, limits, anchor=...)` returns the picture itself.
2. footnotes, then endnotes, in the order they are referenced, each marked like its reference in
   the body (`[^1]` for footnotes, `[^i]` for endnotes, Word's default numbering).
3. comments, in the order of the comments part, flagged `comment`.
4. headers, then footers, once each (not per page), in the order the sections name them.

Text is the accepted view of tracked changes (insertions in, deletions and moved-away text out)
with a `TRACKED_CHANGES` warning. Hidden runs (`w:vanish`) of a paragraph or row go into their
own block right after it, flagged `hidden`, so hidden text never lends its support to a visible
sentence. List items carry the number Word would show (`1.`, `가.`, `•`). `page` is the page of
the last rendering Word saved (its rendered page breaks), else counted from explicit page breaks,
else unset.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from lxml import etree  # pyright: ignore[reportAttributeAccessIssue] (lxml ships no stubs)

from .. import _progress as progress
from .._errors import DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._images import ImageOut
from .._limits import Limits
from .._model import DocWarning, Parsed
from .flow import TableStarts, block_number, numbered_blocks, roman, tracked_changes
from .ooxml import DGM, MC, Package, R, W, chart_lines, diagram_lines, first_choice
from .pictures import ALT_TEXT_FLAG, IMAGE_KIND, blip_target, description, picture_image

__all__ = ("image", "parse")

_M = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
_C = "{http://schemas.openxmlformats.org/drawingml/2006/chart}"
_WP = "{http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing}"
_PIC = "{http://schemas.openxmlformats.org/drawingml/2006/picture}"
_DRAWN = frozenset({f"{_WP}inline", f"{_WP}anchor"})
_DIAGRAM = f"{DGM}relIds"
_CHART_OR_DIAGRAM = frozenset({f"{_C}chart", _DIAGRAM})

# Tags, spelled once.
_P, _R, _T, _TBL, _TR, _TC = (f"{W}{n}" for n in ("p", "r", "t", "tbl", "tr", "tc"))
_SDT, _SDT_CONTENT, _CUSTOM_XML = f"{W}sdt", f"{W}sdtContent", f"{W}customXml"
_INS, _DEL, _MOVE_TO, _MOVE_FROM = f"{W}ins", f"{W}del", f"{W}moveTo", f"{W}moveFrom"
_TXBX = f"{W}txbxContent"
_ALT = f"{MC}AlternateContent"
_INLINE_CONTAINERS = frozenset(
    f"{W}{n}" for n in ("hyperlink", "smartTag", "customXml", "fldSimple", "dir", "bdo")
) | {_INS, _MOVE_TO}
_BLOCK_CONTAINERS = frozenset({_CUSTOM_XML, _INS, _MOVE_TO})
_OBJECTS = frozenset({f"{W}drawing", f"{W}pict", f"{W}object"})
_RPR, _VANISH, _RSTYLE = f"{W}rPr", f"{W}vanish", f"{W}rStyle"
_PPR, _PSTYLE, _NUMPR, _OUTLINE = f"{W}pPr", f"{W}pStyle", f"{W}numPr", f"{W}outlineLvl"
_NUM_ID, _ILVL, _BREAK_BEFORE = f"{W}numId", f"{W}ilvl", f"{W}pageBreakBefore"
_SECT_PR, _SECT_TYPE = f"{W}sectPr", f"{W}type"
_NAME, _BASED_ON, _DEFAULT = f"{W}name", f"{W}basedOn", f"{W}default"
_STYLE, _STYLE_ID = f"{W}style", f"{W}styleId"
_BR, _TYPE, _SYM, _CHAR, _ID = f"{W}br", f"{W}type", f"{W}sym", f"{W}char", f"{W}id"
_RENDERED_BREAK = f"{W}lastRenderedPageBreak"
_CUSTOM_MARK = f"{W}customMarkFollows"
_SIMPLE_TEXT = {f"{W}tab": "\t", f"{W}ptab": "\t", f"{W}cr": "\n", f"{W}noBreakHyphen": "-"}
_NOTE_REFERENCES = {f"{W}footnoteReference": "footnote", f"{W}endnoteReference": "endnote"}
_MATH = frozenset({f"{_M}oMathPara", f"{_M}oMath"})
_NOTE_REFS = frozenset({f"{W}footnoteRef", f"{W}endnoteRef"})
# What `gather` can read with one C-level pass (no proxy for run properties), and what sends a
# paragraph down the full walk instead: anything that changes which text counts or where it goes.
_PLAIN = (_T, _BR, _RENDERED_BREAK, _SYM, *_SIMPLE_TEXT, *_NOTE_REFERENCES, *_NOTE_REFS)
_SPECIAL = (
    _INS, _DEL, _MOVE_TO, _MOVE_FROM, _SDT, _ALT, _VANISH, *_OBJECTS, *_MATH,
    f"{W}ruby", f"{W}delText",
)  # fmt: skip

_HEADING_NAME = re.compile(r"heading\s*([1-9])$")
_PUA = re.compile("[\ue000-\uf8ff]")


def _small_int(raw: str | None) -> int | None:
    """A small non-negative attribute number; anything else (huge, signed, junk) is None.

    Why small: a hostile list start of a billion would make a letter label a billion letters.
    """
    if raw is None or not raw.isascii() or not raw.isdigit() or len(raw) > 4:
        return None
    return int(raw)


def _symbol(code: str | None) -> str:
    """The character of a `w:sym` (hex code), or "" when it is not a printable character."""
    if code is None or len(code) > 6:
        return ""
    try:
        value = int(code, 16)
    except ValueError:
        return ""
    if value < 0x20 or 0xD800 <= value <= 0xDFFF or value > 0x10FFFF:
        return ""
    return chr(value)


def _on_attr(value: str | None) -> bool:
    """An on/off attribute (`w:default="1"`)."""
    return value is not None and value.lower() not in ("0", "false", "off")


def _on(el: etree._Element | None) -> bool:
    """A WordprocessingML on/off property: present and not switched off."""
    return el is not None and (el.get(f"{W}val") or "true").lower() not in ("0", "false", "off")


def _val(el: etree._Element | None) -> str | None:
    return None if el is None else el.get(f"{W}val")


@dataclass(slots=True)
class _Style:
    name: str = ""
    based_on: str | None = None
    outline: int | None = None
    vanish: bool | None = None
    num_id: str | None = None
    num_ilvl: int = 0


class _Styles:
    """Paragraph and character styles: heading level, hidden, numbering, through `basedOn`."""

    def __init__(self, root: etree._Element | None) -> None:
        self._styles: dict[str, _Style] = {}
        self.default_paragraph: str | None = None
        self._levels: dict[str | None, int | None] = {}
        self._vanish: dict[str | None, bool] = {}
        self._numbering: dict[str | None, tuple[str | None, int]] = {}
        self.hides_text = False  # whether any style sets w:vanish (then rStyle matters)
        if root is None:
            return
        # C-level passes over just the properties read here: a style sheet can hold hundreds of
        # styles, and a find() per property would cost more than parsing the sheet.
        for el in root.iterchildren(_STYLE):
            sid = el.get(_STYLE_ID) or ""
            style = _Style()
            for child in el.iterchildren(_NAME, _BASED_ON, _PPR, _RPR):
                tag = child.tag
                if tag == _NAME:
                    style.name = (_val(child) or "").strip().lower()
                elif tag == _BASED_ON:
                    style.based_on = _val(child)
                elif tag == _PPR:
                    for prop in child.iterchildren(_OUTLINE, _NUMPR):
                        if prop.tag == _OUTLINE:
                            style.outline = _small_int(_val(prop))
                            continue
                        for num in prop.iterchildren(_NUM_ID, _ILVL):
                            if num.tag == _NUM_ID:
                                style.num_id = _val(num)
                            else:
                                style.num_ilvl = _small_int(_val(num)) or 0
                else:
                    for prop in child.iterchildren(_VANISH):
                        style.vanish = _on(prop)
                        self.hides_text = self.hides_text or style.vanish
            self._styles[sid] = style
            if el.get(_TYPE) == "paragraph" and _on_attr(el.get(_DEFAULT)):
                self.default_paragraph = sid

    def _chain(self, sid: str | None) -> Iterator[_Style]:
        seen: set[str] = set()
        while sid and sid not in seen and sid in self._styles:
            seen.add(sid)
            style = self._styles[sid]
            yield style
            sid = style.based_on

    def heading_level(self, sid: str | None) -> int | None:
        """1-9 for a heading style, 1 for Title, None otherwise."""
        if sid in self._levels:
            return self._levels[sid]
        level = None
        for style in self._chain(sid):
            match = _HEADING_NAME.match(style.name)
            if match:
                level = int(match.group(1))
            elif style.name == "title":
                level = 1
            elif style.outline is not None:
                level = style.outline + 1 if style.outline < 9 else None
            else:
                continue
            break
        self._levels[sid] = level
        return level

    def is_title(self, sid: str | None) -> bool:
        """Whether the paragraph style is (based on) Word's Title style."""
        return any(style.name == "title" for style in self._chain(sid))

    def vanish(self, sid: str | None) -> bool:
        """Whether text in this style is hidden."""
        if sid not in self._vanish:
            found = next((st.vanish for st in self._chain(sid) if st.vanish is not None), False)
            self._vanish[sid] = found
        return self._vanish[sid]

    def numbering(self, sid: str | None) -> tuple[str | None, int]:
        """The list a paragraph style puts its paragraphs in, and the level."""
        if sid not in self._numbering:
            found = next(
                ((st.num_id, st.num_ilvl) for st in self._chain(sid) if st.num_id is not None),
                (None, 0),
            )
            self._numbering[sid] = found
        return self._numbering[sid]


# Past this, letter and roman labels would grow long (a, ..., z, aa, ...): decimal instead.
_MAX_LETTER_NUMBER = 780
_GANADA = "가나다라마바사아자차카타파하"
_CHOSUNG = "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"


def _letters(n: int, alphabet: str) -> str:
    """Word's letter numbering: a..z, then aa..zz (the letter repeated)."""
    size = len(alphabet)
    return alphabet[(n - 1) % size] * ((n - 1) // size + 1)


def _format_number(n: int, fmt: str) -> str:
    if n < 1 or n > _MAX_LETTER_NUMBER:
        return str(n)
    if fmt == "decimalZero":
        return f"{n:02d}"
    if fmt == "lowerRoman":
        return roman(n)
    if fmt == "upperRoman":
        return roman(n).upper()
    if fmt == "lowerLetter":
        return _letters(n, "abcdefghijklmnopqrstuvwxyz")
    if fmt == "upperLetter":
        return _letters(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    if fmt in ("ganada", "koreanLegal"):
        return _letters(n, _GANADA)
    if fmt == "chosung":
        return _letters(n, _CHOSUNG)
    if fmt == "decimalEnclosedCircle" and n <= 20:
        return chr(0x2460 + n - 1)
    if fmt == "decimalFullWidth":
        return "".join(chr(ord(d) - 0x30 + 0xFF10) for d in str(n))
    return str(n)


@dataclass(slots=True)
class _Level:
    fmt: str = "decimal"
    text: str = "%1."
    start: int = 1


class _Numbering:
    """List numbers as Word shows them: counters per abstract list, restarts, level texts."""

    def __init__(self, root: etree._Element | None) -> None:
        self._abstract: dict[str, dict[int, _Level]] = {}
        self._nums: dict[str, tuple[str, dict[int, int]]] = {}
        self._counters: dict[str, dict[int, int]] = {}
        self._restarted: set[str] = set()
        if root is None:
            return
        for el in root.iter(f"{W}abstractNum"):
            levels: dict[int, _Level] = {}
            for lvl in el.iter(f"{W}lvl"):
                ilvl = lvl.get(f"{W}ilvl") or "0"
                start = _small_int(_val(lvl.find(f"{W}start")))
                levels[_small_int(ilvl) or 0] = _Level(
                    fmt=_val(lvl.find(f"{W}numFmt")) or "decimal",
                    text=_val(lvl.find(f"{W}lvlText")) or "",
                    start=1 if start is None else start,
                )
            self._abstract[el.get(f"{W}abstractNumId") or ""] = levels
        for el in root.iter(f"{W}num"):
            overrides: dict[int, int] = {}
            for over in el.iter(f"{W}lvlOverride"):
                start = _val(over.find(f"{W}startOverride"))
                ilvl = over.get(f"{W}ilvl") or "0"
                level, value = _small_int(ilvl), _small_int(start)
                if level is not None and value is not None:
                    overrides[level] = value
            abstract = _val(el.find(f"{W}abstractNumId")) or ""
            self._nums[el.get(f"{W}numId") or ""] = (abstract, overrides)

    def label(self, num_id: str, ilvl: int) -> str:
        """Advance the list and return the label of this item ("" when it shows none)."""
        if num_id not in self._nums:
            return ""
        abstract, overrides = self._nums[num_id]
        levels = self._abstract.get(abstract)
        if not levels or ilvl not in levels:
            return ""
        counters = self._counters.setdefault(abstract, {})
        if overrides and num_id not in self._restarted:
            self._restarted.add(num_id)
            for lvl, start in overrides.items():
                counters[lvl] = start - 1
        level = levels[ilvl]
        counters[ilvl] = counters.get(ilvl, level.start - 1) + 1
        for deeper in [k for k in counters if k > ilvl]:
            del counters[deeper]
        if level.fmt == "none":
            return ""
        if level.fmt == "bullet":
            glyph = level.text.strip()
            return "•" if not glyph or _PUA.search(glyph) else glyph

        def number(match: re.Match[str]) -> str:
            k = int(match.group(1)) - 1
            lvl = levels.get(k, _Level())
            value = counters.get(k, lvl.start)
            fmt = "decimal" if k != ilvl and lvl.fmt == "bullet" else lvl.fmt
            return _format_number(value, fmt)

        return re.sub(r"%([1-9])", number, level.text).strip()


def _note_mark(kind: str, n: int) -> str:
    """Word's default marks: 1, 2, 3 for footnotes; i, ii, iii for endnotes."""
    if kind == "footnote" or n > _MAX_LETTER_NUMBER:
        return f"[^{n}]"
    return f"[^{roman(n)}]"


@dataclass(slots=True)
class _Text:
    """Text of one paragraph (or one table cell) as it is gathered run by run."""

    visible: list[str] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)
    objects: list[etree._Element] = field(default_factory=list)
    page: int | None = None

    def joined(self) -> tuple[str, str]:
        return "".join(self.visible).strip(), "".join(self.hidden).strip()


@dataclass(slots=True)
class _Pending:
    kind: str
    text: str
    flags: tuple[str, ...]
    level: int | None
    page: int | None
    media: str | None = None
    """The part holding a picture's bytes (blocks of kind `image` only)."""


class _Walker(TableStarts):
    """One pass over a document's parts, producing blocks in the documented order."""

    def __init__(self, pkg: Package, main: str) -> None:
        self.pkg = pkg
        self.main = main
        self.styles = _Styles(self._related_xml(main, "styles"))
        self.numbering = _Numbering(self._related_xml(main, "numbering"))
        self.out: list[_Pending] = []
        self.tracked = 0
        self.skipped_chunks = 0
        # note id -> its number, in the order the body first references each note
        self.notes: dict[str, dict[str, int]] = {"footnote": {}, "endnote": {}}
        self.part = main
        self.in_body = True
        self.page = 1
        self.page_info = False
        self.rendered_breaks = False
        self.title: str | None = None
        self.current_mark = ""
        self.special = (*_SPECIAL, _RSTYLE) if self.styles.hides_text else _SPECIAL

    def _related_xml(self, source: str, rel_type: str) -> etree._Element | None:
        targets = self.pkg.targets(source, rel_type)
        return self.pkg.xml(targets[0]) if targets else None

    # --- output -----------------------------------------------------------------------------

    def emit(
        self,
        kind: str,
        text: str,
        flags: tuple[str, ...],
        level: int | None,
        page: int | None,
        *,
        media: str | None = None,
    ) -> None:
        if text:
            page = page if self.in_body else None
            self.out.append(_Pending(kind, text, flags, level, page, media))

    def emit_split(
        self,
        kind: str,
        gathered: _Text,
        flags: tuple[str, ...],
        level: int | None = None,
        prefix: str = "",
    ) -> None:
        visible, hidden = gathered.joined()
        page = gathered.page if gathered.page is not None else self.page
        if visible:
            self.emit(kind, f"{prefix} {visible}" if prefix else visible, flags, level, page)
        if hidden:
            self.emit(kind, hidden, (*flags, "hidden"), None, page)
        self.objects(gathered.objects, flags)

    # --- runs -------------------------------------------------------------------------------

    def gather(self, p: etree._Element, into: _Text, hidden: bool) -> None:
        """A paragraph's text into `into`: one fast pass when nothing special is inside it.

        The fast pass visits only text-bearing elements; it gives the same text as `inline`
        (the test suite checks both on the corpus) and skips the per-run property walk.
        """
        if next(p.iter(*self.special), None) is not None:
            self.inline(p, into, hidden)
            return
        sink = into.hidden if hidden else into.visible
        for el in p.iter(*_PLAIN):
            self.piece(el, el.tag, into, sink)

    def inline(self, el: etree._Element, into: _Text, hidden: bool) -> None:
        """Gather the runs under a paragraph (or an inline container) into `into`."""
        for child in el:
            tag = child.tag
            if tag == _R:
                self.run(child, into, hidden)
            elif tag in _INLINE_CONTAINERS:
                if tag in (_INS, _MOVE_TO):
                    self.tracked += 1
                self.inline(child, into, hidden)
            elif tag == _SDT:
                content = child.find(_SDT_CONTENT)
                if content is not None:
                    self.inline(content, into, hidden)
            elif tag in (_DEL, _MOVE_FROM):
                self.tracked += 1
            elif tag == _ALT:
                choice = first_choice(child)
                if choice is not None:
                    self.inline(choice, into, hidden)
            elif tag in _MATH:
                (into.hidden if hidden else into.visible).append(
                    "".join(t.text or "" for t in child.iter(f"{_M}t"))
                )
            elif tag == f"{W}ruby":
                base = child.find(f"{W}rubyBase")
                if base is not None:
                    self.inline(base, into, hidden)

    def run(self, r: etree._Element, into: _Text, para_hidden: bool) -> None:
        hidden = para_hidden
        sink = into.hidden if hidden else into.visible
        for child in r:
            tag = child.tag
            if tag == _RPR:
                # Direct w:vanish wins over the character style's (one C-level pass over rPr).
                styled = direct = None
                for prop in child.iterchildren(_VANISH, _RSTYLE):
                    if prop.tag == _VANISH:
                        direct = _on(prop)
                    else:
                        styled = self.styles.vanish(_val(prop))
                if direct is not None:
                    hidden = direct
                elif styled:
                    hidden = True
                sink = into.hidden if hidden else into.visible
            elif tag in _OBJECTS:
                self.find_objects(child, into.objects)
            elif tag == _ALT:
                choice = first_choice(child)
                if choice is not None:
                    self.find_objects(choice, into.objects)
            else:
                self.piece(child, tag, into, sink)

    def piece(self, child: etree._Element, tag: str, into: _Text, sink: list[str]) -> None:
        """One text-bearing element of a run (text, tab, break, symbol, note mark)."""
        if tag == _T:
            if child.text:
                if into.page is None and self.in_body:
                    into.page = self.page
                sink.append(child.text)
        elif tag in _SIMPLE_TEXT:
            sink.append(_SIMPLE_TEXT[tag])
        elif tag == _BR:
            if child.get(_TYPE) == "page":
                if not self.rendered_breaks:
                    self.page += 1
                sink.append(" ")
            else:
                sink.append("\n")
        elif tag == _RENDERED_BREAK:
            if self.rendered_breaks:
                self.page += 1
        elif tag == _SYM:
            sink.append(_symbol(child.get(_CHAR)))
        elif tag in _NOTE_REFERENCES:
            if (child.get(_CUSTOM_MARK) or "0").lower() not in ("1", "true", "on"):
                sink.append(self.note_mark(_NOTE_REFERENCES[tag], child.get(_ID) or ""))
        elif tag in _NOTE_REFS:
            sink.append(self.current_mark)

    def note_mark(self, kind: str, note_id: str) -> str:
        numbers = self.notes[kind]
        n = numbers.setdefault(note_id, len(numbers) + 1)
        return _note_mark(kind, n)

    def find_objects(self, el: etree._Element, found: list[etree._Element]) -> None:
        """Text boxes, charts and pictures inside a drawing, outermost text box only, one of
        each alternative."""
        for child in el:
            tag = child.tag
            if tag == _TXBX:
                found.append(child)
            elif tag in _DRAWN:
                found.append(child)  # its pictures; text boxes inside are found below
                self.find_objects(child, found)
            elif tag == _ALT:
                choice = first_choice(child)
                if choice is not None:
                    self.find_objects(choice, found)
            elif tag in _CHART_OR_DIAGRAM:
                found.append(child)
            else:
                self.find_objects(child, found)

    def pictures(self, drawn: etree._Element, flags: tuple[str, ...]) -> None:
        """One `image` block per described picture of a drawing (`wp:inline`/`wp:anchor`).

        A picture's own `pic:cNvPr` description wins; the drawing's `wp:docPr` (where Word's
        alt text box writes) describes it when the drawing holds that one picture only.
        """
        pics = list(drawn.iter(f"{_PIC}pic"))
        doc_pr = drawn.find(f"{_WP}docPr")
        hidden = doc_pr is not None and (doc_pr.get("hidden") or "").lower() in ("1", "true")
        hidden_flag = ("hidden",) if hidden else ()
        for pic in pics:
            text, authored = description(pic.find(f"{_PIC}nvPicPr/{_PIC}cNvPr"))
            if len(pics) == 1 and not authored:
                # Word's alt text box writes the drawing's docPr: an author's text there wins
                # over a file name the picture's own cNvPr holds.
                drawn_text, drawn_authored = description(doc_pr)
                if drawn_authored or not text:
                    text, authored = drawn_text, drawn_authored
            picture_flags = (*flags, *((ALT_TEXT_FLAG,) if authored else ()), *hidden_flag)
            media = blip_target(self.pkg, self.part, pic)
            self.emit(IMAGE_KIND, text, picture_flags, None, self.page, media=media)

    def objects(self, found: list[etree._Element], flags: tuple[str, ...]) -> None:
        for el in found:
            if el.tag in _DRAWN:
                self.pictures(el, flags)
            elif el.tag == _TXBX:
                box_flags = flags if "textbox" in flags else (*flags, "textbox")
                self.blocks(el, box_flags)
            elif el.tag == _DIAGRAM:  # SmartArt: its data part's text, node by node
                target = self.pkg.rel_target(self.part, el.get(f"{R}dm") or "")
                root = self.pkg.xml(target) if target else None
                if root is not None:
                    for text in diagram_lines(root):
                        self.emit("diagram", text, flags, None, self.page)
            else:
                target = self.pkg.rel_target(self.part, el.get(f"{R}id") or "")
                root = self.pkg.xml(target) if target else None
                if root is not None:
                    for kind, text in chart_lines(root):
                        self.emit(kind, text, flags, None, self.page)

    # --- blocks -----------------------------------------------------------------------------

    def paragraph(self, p: etree._Element, flags: tuple[str, ...]) -> None:
        style = self.styles.default_paragraph
        level = None
        num: etree._Element | None = None
        section_break = False
        ppr = p[0] if len(p) and p[0].tag == _PPR else None
        for prop in ppr if ppr is not None else ():
            tag = prop.tag
            if tag == _PSTYLE:
                style = _val(prop) or style
            elif tag == _NUMPR:
                num = prop
            elif tag == _OUTLINE:
                outline = _small_int(_val(prop))
                if outline is not None and outline < 9:
                    level = outline + 1
            elif tag == _BREAK_BEFORE:
                if not self.rendered_breaks and _on(prop):
                    self.page += 1
            elif tag == _SECT_PR:
                section_break = _val(prop.find(_SECT_TYPE)) != "continuous"
        if level is None:
            level = self.styles.heading_level(style)
        num_id, ilvl = self.styles.numbering(style)
        if num is not None:
            num_id = _val(num.find(_NUM_ID)) or num_id
            ilvl = _small_int(_val(num.find(_ILVL))) or 0
        prefix = self.numbering.label(num_id, ilvl) if num_id and num_id != "0" else ""
        gathered = _Text()
        self.gather(p, gathered, self.styles.vanish(style))
        if self.part != self.main or flags:
            level = None
        if level is not None:
            kind = "title" if self.styles.is_title(style) else "heading"
            if kind == "title" and self.title is None:
                self.title = gathered.joined()[0] or None
            self.emit_split(kind, gathered, ("heading",), level, prefix)
        else:
            self.emit_split("list_item" if prefix else "paragraph", gathered, flags, None, prefix)
        if section_break and not self.rendered_breaks:
            self.page += 1
            self.page_info = True

    def table(self, tbl: etree._Element, flags: tuple[str, ...]) -> None:
        frame = self._frame(tbl)
        if frame is not None:
            # a table of one cell holding two paragraphs or more is a frame around a passage:
            # read as a text box is (`hwp_blocks.Sink.frame` does the same for Hancom files)
            self.blocks(frame, flags if "textbox" in flags else (*flags, "textbox"))
            return
        row_flags = flags if "table" in flags else (*flags, "table")
        outermost = not self.in_cell
        if outermost:
            self.table_starts = True
        for row in self._children(tbl, _TR):
            trpr = row.find(f"{W}trPr")
            if trpr is not None and trpr.find(_DEL) is not None:
                self.tracked += 1
                continue
            if trpr is not None and trpr.find(_INS) is not None:
                self.tracked += 1
            cells: list[str] = []
            hidden: list[str] = []
            nested: list[etree._Element] = []
            objects: list[etree._Element] = []
            page = self.page
            for tc in self._children(row, _TC):
                tcpr = tc.find(f"{W}tcPr")
                merge = tcpr.find(f"{W}vMerge") if tcpr is not None else None
                if merge is not None and _val(merge) != "restart":
                    cells.append("")
                    continue
                gathered = _Text()
                self.cell(tc, gathered, nested)
                visible, hid = gathered.joined()
                cells.append(" ".join(visible.split()))
                if hid:
                    hidden.append(" ".join(hid.split()))
                objects.extend(gathered.objects)
            if any(cells):
                self.emit(
                    "table_row", " | ".join(cells).strip(), self.row_flags(row_flags), None, page
                )
            if hidden:
                hidden_flags = (*self.row_flags(row_flags), "hidden")
                self.emit("table_row", " | ".join(hidden), hidden_flags, None, page)
            self.in_cell += 1
            try:
                self.objects(objects, flags)
                for inner in nested:
                    self.table(inner, flags)
            finally:
                self.in_cell -= 1
        if outermost:
            self.table_starts = False

    def _frame(self, tbl: etree._Element) -> etree._Element | None:
        """The one cell of a table of one row and one cell whose own paragraphs hold text in
        two or more (a frame around a passage), else None."""
        rows = list(itertools.islice(self._children(tbl, _TR), 2))
        if len(rows) != 1:
            return None
        cells = list(itertools.islice(self._children(rows[0], _TC), 2))
        if len(cells) != 1:
            return None
        filled = sum(1 for p in cells[0] if p.tag == _P and "".join(p.itertext()).strip())
        return cells[0] if filled >= 2 else None

    def _children(self, el: etree._Element, tag: str) -> Iterator[etree._Element]:
        """The `tag` children of a table or row, looking through content controls and the other
        containers Word may wrap them in (rows in a table, cells in a row)."""
        for child in el:
            if child.tag == tag:
                yield child
            elif child.tag == _SDT:
                content = child.find(_SDT_CONTENT)
                if content is not None:
                    yield from self._children(content, tag)
            elif child.tag in _BLOCK_CONTAINERS:
                yield from self._children(child, tag)

    def cell(self, el: etree._Element, into: _Text, nested: list[etree._Element]) -> None:
        """A table cell's paragraphs into one line; nested tables are kept for later."""
        for child in el:
            tag = child.tag
            if tag == _P:
                ppr = child.find(f"{W}pPr")
                style = _val(ppr.find(f"{W}pStyle")) if ppr is not None else None
                num = ppr.find(f"{W}numPr") if ppr is not None else None
                label = ""
                if num is not None:
                    num_id = _val(num.find(f"{W}numId"))
                    raw = _val(num.find(f"{W}ilvl"))
                    ilvl = _small_int(raw) or 0
                    if num_id and num_id != "0":
                        label = self.numbering.label(num_id, ilvl)
                if into.visible:
                    into.visible.append(" ")
                if label:
                    into.visible.append(label + " ")
                if into.hidden:
                    into.hidden.append(" ")
                self.gather(child, into, self.styles.vanish(style))
            elif tag == _TBL:
                nested.append(child)
            elif tag == _SDT:
                content = child.find(_SDT_CONTENT)
                if content is not None:
                    self.cell(content, into, nested)
            elif tag in _BLOCK_CONTAINERS:
                self.cell(child, into, nested)
            elif tag in (_DEL, _MOVE_FROM):
                self.tracked += 1

    def blocks(self, el: etree._Element, flags: tuple[str, ...], *, report: bool = False) -> None:
        """Every block-level element under `el`, in document order (`report`: tell the caller
        how many of `el`'s elements are read, for the body)."""
        total = len(el) if report else 0
        for done, child in enumerate(el, start=1):
            if report:
                progress.report(done, total, "part")
            tag = child.tag
            if tag == _P:
                self.paragraph(child, flags)
            elif tag == _TBL:
                self.table(child, flags)
            elif tag == _SDT:
                content = child.find(_SDT_CONTENT)
                if content is not None:
                    self.blocks(content, flags)
            elif tag in _BLOCK_CONTAINERS:
                if tag != _CUSTOM_XML:
                    self.tracked += 1
                self.blocks(child, flags)
            elif tag in (_DEL, _MOVE_FROM):
                self.tracked += 1
            elif tag == _ALT:
                choice = first_choice(child)
                if choice is not None:
                    self.blocks(choice, flags)
            elif tag == f"{W}altChunk":
                self.skipped_chunks += 1

    # --- parts ------------------------------------------------------------------------------

    def body(self, root: etree._Element) -> None:
        body = root.find(f"{W}body")
        if body is None:
            return
        self.rendered_breaks = next(body.iter(f"{W}lastRenderedPageBreak"), None) is not None
        if self.rendered_breaks:
            self.page_info = True
        else:
            self.page_info = (
                next(
                    (
                        el
                        for el in body.iter(f"{W}br", f"{W}pageBreakBefore")
                        if el.tag != f"{W}br" or el.get(f"{W}type") == "page"
                    ),
                    None,
                )
                is not None
            )
        self.blocks(body, (), report=True)

    def notes_part(self, kind: str) -> None:
        root = self._related_xml(self.main, kind + "s")
        if root is None or not self.notes[kind]:
            return
        by_id = {el.get(f"{W}id"): el for el in root.iter(f"{W}{kind}")}
        self.part = self.pkg.targets(self.main, kind + "s")[0]
        for note_id, n in self.notes[kind].items():
            note = by_id.get(note_id)
            if note is None or note.get(f"{W}type") not in (None, "normal"):
                continue
            self.current_mark = _note_mark(kind, n)
            start = len(self.out)
            self.blocks(note, (kind,))
            for item in self.out[start:]:
                if item.kind in ("paragraph", "list_item"):
                    item.kind = kind
        self.current_mark = ""

    def comments(self) -> None:
        targets = self.pkg.targets(self.main, "comments")
        root = self.pkg.xml(targets[0]) if targets else None
        if root is None:
            return
        self.part = targets[0]
        for comment in root.iter(f"{W}comment"):
            start = len(self.out)
            self.blocks(comment, ("comment",))
            for item in self.out[start:]:
                if item.kind in ("paragraph", "list_item"):
                    item.kind = "comment"

    def headers_footers(self, root: etree._Element) -> None:
        rids: dict[str, list[str]] = {"header": [], "footer": []}
        for sect in root.iter(f"{W}sectPr"):
            for kind in ("header", "footer"):
                for ref in sect.iter(f"{W}{kind}Reference"):
                    rid = ref.get(f"{R}id") or ""
                    if rid not in rids[kind]:
                        rids[kind].append(rid)
        for kind in ("header", "footer"):
            seen: set[str] = set()
            for rid in rids[kind]:
                target = self.pkg.rel_target(self.main, rid)
                part = self.pkg.xml(target) if target else None
                if part is None or target is None:
                    continue
                self.part = target
                start = len(self.out)
                self.blocks(part, (kind,))
                kept = []
                for item in self.out[start:]:
                    if item.text in seen:
                        continue
                    seen.add(item.text)
                    if item.kind in ("paragraph", "list_item"):
                        item.kind = kind
                    kept.append(item)
                del self.out[start:]
                self.out.extend(kept)


def _walk(data: bytes, limits: Limits) -> tuple[Package, _Walker]:
    """Every block of the document, in order, with the package it came from."""
    pkg = Package(data, limits)
    main, root = pkg.main_root(
        lambda root: root.tag == f"{W}document",
        "The file is an Office document but not a Word document. Check its extension "
        "(.pptx for PowerPoint).",
    )
    walker = _Walker(pkg, main)
    try:
        walker.body(root)
        walker.in_body = False
        walker.notes_part("footnote")
        walker.notes_part("endnote")
        walker.comments()
        walker.headers_footers(root)
    except RecursionError as exc:
        raise ExtractError(
            DOCUMENT_LIMIT_EXCEEDED,
            "The document nests tables or text boxes deeper than fa reads. Save a simpler copy.",
        ) from exc
    return pkg, walker


def image(data: bytes, page: int | None, limits: Limits, *, anchor: str = "") -> ImageOut:
    """The picture of the `image` block `anchor` (`L5`), as a PNG. `page` is not used.

    Raises:
        ExtractError: the codes of `parse` and `pictures.picture_image`.
    """
    del page
    pkg, walker = _walk(data, limits)
    number = block_number(anchor)
    item = walker.out[number - 1] if 0 < number <= len(walker.out) else None
    return picture_image(pkg.read, item, limits, "document")


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse a .docx into blocks `L1..Ln` (see the module docstring for the order and flags).

    Runs inside the extraction worker after `preflight_ooxml`; returns raw text (invisible
    characters are removed later, centrally).

    Raises:
        ExtractError: `FORMAT_MISMATCH` (an Office zip that is not a Word document),
            `DOCUMENT_CORRUPT` (broken zip or XML), `DOCUMENT_LIMIT_EXCEEDED` (too deep or
            too many elements).
    """
    pkg, walker = _walk(data, limits)
    blocks, toc = numbered_blocks(walker.out, pages=walker.page_info)
    warnings = pkg.warnings()
    if walker.tracked:
        warnings.append(tracked_changes(walker.tracked))
    if walker.skipped_chunks:
        warnings.append(
            DocWarning(
                "EMBEDDED_DOCUMENT_SKIPPED",
                "The document embeds other documents (altChunk) whose text fa does not read. "
                "Open it in Word and save a copy to merge them in.",
                walker.skipped_chunks,
            )
        )
    pages = max((b.page for b in blocks if b.page is not None), default=None)
    return Parsed(
        format="docx",
        blocks=blocks,
        title=pkg.core_title() or walker.title or (toc[0].title if toc else None),
        pages=pages,
        toc=toc,
        warnings=warnings,
    )
