"""Hancom HWP 5.0 (.hwp, an OLE compound file) to blocks, anchors `L1..Ln` as for docx.

Read with olefile and our own record reader (`hwp_records`): `FileHeader` says whether the
sections are compressed, password-protected or a distribution document. The body is
`BodyText/SectionN`; a distribution document keeps the real body encrypted in
`ViewText/SectionN` (decrypted by `hwp_crypto`) and a placeholder page in `BodyText`, which is
never returned. Only the storage the flags select is read: some ordinary files carry a leftover
`ViewText`.

Structure of a section: a paragraph (PARA_HEADER) holds its text (PARA_TEXT), line layout and
one CTRL_HEADER per control (tables `tbl `, drawing objects `gso `, notes `fn  `/`en  `,
headers/footers `head`/`foot`, hidden comments `tcmt`, equations `eqed`); a control's lists
(table cells, text box text, note text) are LIST_HEADER records followed by their paragraphs.
A master page (바탕쪽) is a list under the section definition's control (`secd`), and the
section's last one may follow its last paragraph, one level below it, as a LIST_HEADER and its
paragraphs: both are read once, flagged `master_page`. Memos are announced by their own record:
after the last section's paragraphs, each MEMO_LIST (the memo's number) is followed by its
LIST_HEADER and paragraphs; the memo's field (`%%me`) in the body stores the same number after
its instance id, which places the memo on the block holding the field. A picture is a `gso `
control whose shape component holds a picture record; its shape comment (개체 설명) makes its
`image` block and its bytes are the `BinData` stream DocInfo's BIN_DATA record names. Block
order and flags are those of `hwp_blocks`. A file that is really HWPX (a zip named .hwp) is
read as HWPX.
"""

from __future__ import annotations

import re
import struct
import zlib
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from .._errors import (
    DOCUMENT_CORRUPT,
    FORMAT_MISMATCH,
    FORMAT_VERSION_UNSUPPORTED,
    ExtractError,
)
from .._images import ImageOut
from .._limits import Limits
from .._model import DocWarning, Parsed
from .flow import block_number
from .hwp_blocks import (
    LIST_ITEM,
    MASTER_PAGE,
    Assembler,
    Cell,
    Gathered,
    Layout,
    MemoTarget,
    Sink,
    certificate_encrypted,
    drm_protected,
    encrypted,
    outline_style_level,
    renamed_warning,
    too_complex,
)
from .hwp_fonts import symbol_shapes
from .hwp_heads import BULLET as BULLET_HEAD
from .hwp_heads import NUMBER, OUTLINE, Head, Heads, Level, labelled
from .hwp_records import (
    BIN_DATA,
    BULLET,
    CHAR_SHAPE,
    CTRL_HEADER,
    EQEDIT,
    FACE_NAME,
    ID_MAPPINGS,
    LIST_HEADER,
    MEMO_LIST,
    NUMBERING,
    PAGE_DEF,
    PARA_CHAR_SHAPE,
    PARA_HEADER,
    PARA_SHAPE,
    PARA_TEXT,
    SHAPE_COMPONENT,
    SHAPE_COMPONENT_OLE,
    SHAPE_COMPONENT_PICTURE,
    STYLE,
    TABLE,
    Rec,
    ctrl_id,
    damaged,
    inflate,
    line_positions,
    para_text,
    payloads,
    records,
    symbol_units,
    utf16,
)
from .pictures import picture_image
from .summary import MOST_SUMMARY_BYTES, summary_title

if TYPE_CHECKING:
    from olefile import OleFileIO

_T = TypeVar("_T")

__all__ = ("check_signature", "image", "parse", "parse_ole", "preflight_hwp")

_CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ZIP = b"PK\x03\x04"
_SIGNATURE = b"HWP Document File"
_OLD_VERSION = re.compile(rb"HWP Document File V(\d{1,2})\.(\d{1,2})")

# FileHeader property bits.
_COMPRESSED, _PASSWORD, _DISTRIBUTION, _DRM, _CERT_ENCRYPTED, _CERT_DRM = (
    0x1, 0x2, 0x4, 0x10, 0x100, 0x400,
)  # fmt: skip
# A cell's LIST_HEADER: column, row, column span, row span, at byte 8 (where real files have
# them, not where the specification's table puts them).
_CELL_ADDRESS = struct.Struct("<HHHH")
_CELL = struct.Struct("<HHHHII")  # and then the cell's width and height
# PAGE_DEF: paper width and height, margins left, right, top, bottom, header, footer, gutter,
# attributes.
_PAGE = struct.Struct("<10I")
_PAGE_BREAK = 0x04  # PARA_HEADER break type: a page break before the paragraph
_COLUMN_BREAK = 0x08  # and a column break
_NO_LINES: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
# Control ids as a control header stores them (reversed): a column definition (`cold`) and a
# section definition (`secd`).
_COLUMNS, _SECTION_DEF = b"dloc", b"dces"
_NOTE_KINDS = {"fn  ": "footnote", "en  ": "endnote"}
_MEMO_FIELD = "%%me"
_HEADER_KINDS = {"head": "header", "foot": "footer"}


def check_signature(data: bytes) -> None:
    """Refuse a pre-5.0 HWP file (HWP 3.x and older) with a code that names its version.

    Raises:
        ExtractError: FORMAT_VERSION_UNSUPPORTED.
    """
    if not data.startswith(_SIGNATURE):
        return
    match = _OLD_VERSION.match(data)
    version = f"{int(match.group(1))}.{int(match.group(2))}" if match else "before 5.0"
    raise ExtractError(
        FORMAT_VERSION_UNSUPPORTED,
        f"The file is an HWP {version} document (a format from before HWP 5.0), which fa does "
        "not read. Open it in Hancom Office and save it as HWPX or PDF, then try that copy.",
    )


def preflight_hwp(data: bytes, limits: Limits) -> None:
    """Byte-level checks before any parser: an old HWP version, and the zip budget of an HWPX
    file that carries an .hwp name (it is read as what it is).

    Raises:
        ExtractError: FORMAT_VERSION_UNSUPPORTED, or what `preflight_hwpx` raises.
    """
    check_signature(data)
    if data.startswith(_ZIP):
        from .hwpx import preflight_hwpx

        preflight_hwpx(data, limits)


def _u16(data: bytes, offset: int) -> int:
    return struct.unpack_from("<H", data, offset)[0] if len(data) >= offset + 2 else 0


def _u32(data: bytes, offset: int) -> int:
    return struct.unpack_from("<I", data, offset)[0] if len(data) >= offset + 4 else 0


# PARA_SHAPE's head type (attribute bits 23-24) as `hwp_heads` names it: 1 outline, 2 number,
# 3 bullet.
_HEAD_TYPES = {1: OUTLINE, 2: NUMBER, 3: BULLET_HEAD}
# A paragraph head's number format (its attribute's bits 5-9), by code, in HWPX's names.
_NUMBER_FORMATS = (
    "DIGIT", "CIRCLED_DIGIT", "ROMAN_CAPITAL", "ROMAN_SMALL", "LATIN_CAPITAL", "LATIN_SMALL",
    "CIRCLED_LATIN_CAPITAL", "CIRCLED_LATIN_SMALL", "HANGUL_SYLLABLE", "CIRCLED_HANGUL_SYLLABLE",
    "HANGUL_JAMO", "CIRCLED_HANGUL_JAMO", "HANGUL_PHONETIC", "IDEOGRAPH", "CIRCLED_IDEOGRAPH",
)  # fmt: skip
_PARA_HEAD = 12  # a paragraph head's attribute, width adjustment, text offset, char shape
_SHAPE_LEVEL = 54  # a PARA_SHAPE of 58 bytes or more: the level (0-9) as a UINT32 here
_SHAPE_NUMBERING = 30  # PARA_SHAPE: the numbering's or bullet's id (1-based), a WORD


def _outline_levels(
    shapes: list[bytes], numberings: list[bytes], bullets: list[bytes]
) -> tuple[list[int | None], Heads]:
    """Per paragraph shape id, its heading level: its outline level (1-7) when it is an
    outline (개요) paragraph, `LIST_ITEM` when its head is a number or a bullet, else None; and
    the paragraph heads (`hwp_heads`): what each shape heads its paragraphs with, each
    NUMBERING's levels and each BULLET's character, read when a paragraph first needs them.
    Numberings and bullets are named by their 1-based index, as paragraph shapes and section
    definitions refer to them. One pass over the shapes."""
    levels: list[int | None] = []
    heads: dict[str, Head] = {}
    for index, data in enumerate(shapes):
        prop = _u32(data, 0)
        kind = _HEAD_TYPES.get((prop >> 23) & 0x3)
        level = (prop >> 25) & 0x7
        levels.append(None if kind is None else level + 1 if kind == OUTLINE else LIST_ITEM)
        if kind is None:
            continue
        if len(data) >= _SHAPE_LEVEL + 4 and _u32(data, _SHAPE_LEVEL) < 10:
            level = _u32(data, _SHAPE_LEVEL)  # up to level 10, where the bits stop at 7
        heads[str(index)] = Head(kind, str(_u16(data, _SHAPE_NUMBERING)), level + 1)

    def load() -> tuple[dict[str, dict[int, Level]], dict[str, str]]:
        levels = {str(i + 1): _numbering_levels(data) for i, data in enumerate(numberings)}
        # one UTF-16 unit, decoded as text is (a lone surrogate would be no character)
        marks = {
            str(i + 1): utf16(data[_PARA_HEAD : _PARA_HEAD + 2]) for i, data in enumerate(bullets)
        }
        return levels, marks  # a mark that is no character (an image bullet's 0) shows none

    return levels, Heads(heads, load=load)


def _numbering_levels(data: bytes) -> dict[int, Level]:
    """A NUMBERING record's levels: seven heads (a paragraph head, then a WORD-length format
    text), the start number, seven level starts (newer files), then levels 8-10 and their
    starts (newest files). Whatever the record lacks or gets wrong is left out."""
    found, offset = _level_heads(data, 0, 7)
    if len(found) < 7:
        return {}
    offset += 2  # the numbering's own start number: each level has its own (below)
    starts = [1] * 7
    if offset + 28 <= len(data):
        starts = [_u32(data, offset + 4 * k) for k in range(7)]
        offset += 28
    more, offset = _level_heads(data, offset, 3)
    if len(more) == 3:
        found += more
        starts += [_u32(data, offset + 4 * k) if offset + 12 <= len(data) else 1 for k in range(3)]
    return {k + 1: Level(text, name, starts[k]) for k, (text, name) in enumerate(found)}


def _level_heads(data: bytes, offset: int, count: int) -> tuple[list[tuple[str, str]], int]:
    """Up to `count` numbering levels from `offset`, each its format text and number format,
    and the offset after the last one read whole."""
    found: list[tuple[str, str]] = []
    for _ in range(count):
        length = _u16(data, offset + _PARA_HEAD)
        end = offset + _PARA_HEAD + 2 + 2 * length
        if end > len(data):
            break
        code = (_u32(data, offset) >> 5) & 0x1F
        name = _NUMBER_FORMATS[code] if code < len(_NUMBER_FORMATS) else "?"
        found.append((utf16(data[offset + _PARA_HEAD + 2 : end]), name))
        offset = end
    return found, offset


def _prefixed_texts(data: bytes, count: int) -> list[str]:
    """Up to `count` strings after a control header's id, each a WORD length then UTF-16 text
    (how 덧말 and 글자 겹침 keep their text in the header itself)."""
    texts: list[str] = []
    offset = 4
    for _ in range(count):
        length = _u16(data, offset)
        end = offset + 2 + 2 * length
        if end > len(data):
            break
        texts.append(utf16(data[offset + 2 : end]))
        offset = end
    return texts


def _style_levels(styles: list[bytes]) -> list[int | None]:
    """Per style id: the heading level of an outline style (개요 N), from its two names."""
    levels: list[int | None] = []
    for data in styles:
        names: list[str] = []
        offset = 0
        for _ in range(2):  # the local name, then the English name, each WORD-length-prefixed
            length = _u16(data, offset)
            names.append(utf16(data[offset + 2 : offset + 2 + 2 * length]))
            offset += 2 + 2 * length
        levels.append(outline_style_level(*names))
    return levels


def _auto_number(header: bytes) -> str:
    """An automatic number (`atno`) as shown: the number Hancom saved (the WORD after the
    attributes) of a picture, table or equation (kind, bits 0-3: 3 to 5) in digits (shape, bits
    4-11: 0). A page number differs from page to page and a note's mark is read with the note:
    those, and numbers in other shapes (Ⅲ, 다), read as nothing."""
    attr = _u32(header, 4)
    if attr & 0xF not in (3, 4, 5) or (attr >> 4) & 0xFF or len(header) < 10:
        return ""
    return str(_u16(header, 8))


def _stands_above(header: bytes) -> bool:
    """Whether a table (its CTRL_HEADER) before its paragraph's text is shown above that text:
    placed like a character (bit 0 of the object's attributes), or floating at the top of the
    paragraph (vertical reference bits 3-4: 2, the paragraph; vertical offset, the INT32 after
    the attributes: 0) with text only above and below it (wrap bits 21-23: 1)."""
    attr = _u32(header, 4)
    if attr & 1:
        return True
    offset = struct.unpack_from("<i", header, 8)[0] if len(header) >= 12 else 1
    return (attr >> 3) & 0x3 == 2 and (attr >> 21) & 0x7 == 1 and offset == 0


def _memo_number(header: bytes) -> int | None:
    """The number a memo field's CTRL_HEADER stores after its id, attributes (a UINT32 and a
    BYTE), command (a WORD length, then UTF-16) and instance id (a UINT32): the number of the
    memo's MEMO_LIST record; None when the header stops before it."""
    offset = 11 + 2 * _u16(header, 9) + 4
    return struct.unpack_from("<i", header, offset)[0] if len(header) >= offset + 4 else None


def _marker(index: int) -> str:
    return f"\x00{index}\x00"  # no text of PARA_TEXT holds U+0000: code 0 is read as nothing


def _leading(data: bytes, children: list[Rec]) -> int:
    """How many of a paragraph's objects stand before its text (`Gathered.leading`): tables,
    headers and footers whose controls come before any visible character. The text is decoded
    again with each extended control marked, so the controls are found as `para_text` finds
    them; only a paragraph that anchors objects pays for it."""
    ctrls = [c for c in children if c.tag == CTRL_HEADER]
    leading = 0
    for n, piece in enumerate(para_text(data, _marker).split("\x00")):
        if n % 2 == 0:
            if piece.strip():
                break
            continue
        if not piece.isdigit():
            break
        index = int(piece)
        cid = ctrl_id(ctrls[index]) if index < len(ctrls) else ""
        if cid in ("head", "foot") or (cid == "tbl " and _stands_above(ctrls[index].data)):
            leading += 1
        elif cid in _NOTE_KINDS or cid in ("eqed", "tdut", "tcps", "gso ", "tbl "):
            break  # text inline (a note mark, an equation), or an object that does not lead
        elif cid != "tcmt" and _Walker.has_lists(ctrls[index]):
            break  # another object with lists
    return leading


def _page_body(section_def: Rec) -> int:
    """The height of a page's body from a section definition's PAGE_DEF: the paper's height
    (its width when it is turned, bit 0 of the attributes) less the top and bottom margins,
    the header and the footer; 0 without one."""
    for child in section_def.children:
        if child.tag == PAGE_DEF and len(child.data) >= 40:
            width, height, _, _, top, bottom, header, footer, _, prop = _PAGE.unpack_from(
                child.data
            )
            return max((width if prop & 1 else height) - top - bottom - header - footer, 0)
    return 0


def _no_control(_index: int) -> str:
    """`on_control` of a paragraph without control headers: an extended code reads as nothing."""
    return ""


class _Walker(Sink):
    """One pass over the sections, feeding the assembler in document order."""

    def __init__(
        self,
        asm: Assembler,
        levels: list[int | None],
        style_levels: list[int | None],
        limits: Limits,
        pictures: dict[int, str] | None = None,
        *,
        heads: Heads | None = None,
        symbols: dict[int, dict[int, str]] | None = None,
    ) -> None:
        super().__init__(asm, limits)
        self.levels = levels
        self.style_levels = style_levels
        self.heads = heads or Heads({})
        # the paragraph shapes that head their paragraphs, by id: most paragraphs have none
        self.headed = frozenset(int(shape) for shape in self.heads.shapes)
        self.pictures = pictures or {}  # a BinData id: the stream holding the picture
        # per character shape id set in a symbol font, its private-use translation
        self.symbols = symbols or {}
        self.layout = Layout()
        self.beyond = 0  # how far a body paragraph's tables run past the part shown on its page

    # --- paragraphs -------------------------------------------------------------------------

    def controls(self, ctrls: list[Rec], into: Gathered) -> Callable[[int], str]:
        """`on_control` for `para_text`: the text the i-th extended control puts inline (a note
        mark, an equation, 덧말); objects and hidden comments go to `into` for later."""

        def control(i: int) -> str:
            if i >= len(ctrls):
                return ""
            ctrl = ctrls[i]
            cid = ctrl_id(ctrl)
            if cid in _NOTE_KINDS:
                return self.note(ctrl, _NOTE_KINDS[cid])
            if cid == "eqed":
                return self.equation(ctrl)
            if cid == "tdut":
                return self.dutmal(ctrl)
            if cid == "atno":
                return _auto_number(ctrl.data)
            if cid == "tcps":  # 글자 겹침: the characters drawn on top of each other
                return "".join(_prefixed_texts(ctrl.data, 1))
            if cid == _MEMO_FIELD:
                number = _memo_number(ctrl.data)
                if number is not None:
                    target = self.asm.memo_targets.setdefault(number, MemoTarget())
                    into.memos.append(target)
                return ""
            if cid == "tcmt":
                into.hidden.append(self.list_text(ctrl))
            elif cid in ("tbl ", "gso ", "head", "foot") or self.has_lists(ctrl):
                into.objects.append(ctrl)
            return ""

        return control

    def gather(self, para: Rec, into: Gathered) -> None:
        """The text of one paragraph; its objects and hidden comments are kept for later. What
        follows a section's last paragraph one level below it is read where it belongs: a
        master page (a LIST_HEADER alone) or memos (MEMO_LIST, then its list)."""
        children = para.children
        control: Callable[[int], str] | None = None
        after: int | None = None  # LIST_HEADER: a master page; MEMO_LIST: a memo's list
        memo: MemoTarget | None = None
        for child in children:
            tag = child.tag
            if tag == PARA_TEXT:
                if control is None:  # made once, and only for a paragraph with text
                    ctrls = [c for c in children if c.tag == CTRL_HEADER]
                    control = self.controls(ctrls, into) if ctrls else _no_control
                data = child.data
                if self.symbols:  # a document with text in Symbol or Wingdings
                    shapes = next((c.data for c in children if c.tag == PARA_CHAR_SHAPE), b"")
                    data = symbol_units(data, shapes, self.symbols)
                text = para_text(data, control)
                into.text.append(text)
                # Objects can stand before the text only when a control or a space comes first.
                if into.objects and _u16(child.data, 0) <= 32 and text.strip():
                    into.leading = _leading(child.data, children)
            elif tag == MEMO_LIST:
                after = MEMO_LIST
                memo = self.asm.memo_targets.get(_u32(child.data, 0)) if child.data else None
            elif tag == LIST_HEADER:
                if after != MEMO_LIST:
                    after = LIST_HEADER
            elif tag == PARA_HEADER:
                if after is None:  # no list announced it: body text, read after the paragraph
                    into.objects.append(child)
                else:
                    self.trailing(child, after, memo)
                    memo = None  # the place leads the memo's first block only

    def section(self, paras: list[Rec], lines: dict[int, bytes]) -> None:
        """A section's body paragraphs (with their line layouts, `records`), each on the page
        the saved layout puts it (`Layout`)."""
        layout = self.layout
        layout.section()
        self.heads.outline = ""  # until the section's definition names its outline numbering
        for index, para in enumerate(paras):
            if para.tag != PARA_HEADER:
                continue
            seg = lines.get(index)
            data = para.data
            breaks = data[11] if len(data) > 11 else 0
            columns = None
            if len(para.children) > 1:  # controls: a column or a section definition?
                for child in para.children:
                    if child.tag == CTRL_HEADER:
                        cid = child.data[:4]
                        if cid == _COLUMNS:
                            columns = (_u16(child.data, 4) >> 2) & 0xFF
                        elif cid == _SECTION_DEF:
                            layout.body = _page_body(child)
                            # its outline numbering (a 1-based NUMBERING index) at byte 18
                            self.heads.outline = str(_u16(child.data, 18))
            tops, heights = line_positions(seg) if seg else _NO_LINES
            self.page = layout.paragraph(
                tops,
                heights,
                breaks & _PAGE_BREAK,
                breaks & _COLUMN_BREAK,
                columns,
            )
            self.beyond = 0
            self.paragraph(para, ())
            if self.beyond > 0:
                layout.overflow(self.beyond)
        if layout.page > 1 or lines:
            self.asm.page_info = True

    def paragraph(self, para: Rec, flags: tuple[str, ...]) -> None:
        data = para.data
        at_top = self.depth == 0 and self.into is None and self.header_kind is None
        children = para.children
        label = self.label(data)  # every paragraph counts, an empty one too
        if not children:  # no text, no controls: nothing to read
            return
        if len(children) == 1 and children[0].tag == PARA_TEXT:
            # Most paragraphs: text and no control, so nothing to gather after it.
            text = para_text(children[0].data, _no_control).strip()
            if text:
                text = labelled(label, text)
                self.text_block(text, self.level(data), flags, self.page, top=at_top)
            return
        page = self.page  # the page it starts on, whatever its controls read
        gathered = Gathered()
        self.gather(para, gathered)
        _label_gathered(label, gathered)
        level = self.level(data) if gathered.text else None  # only text can be a heading
        self.paragraph_blocks(gathered, level, flags, page, top=at_top)

    def label(self, header: bytes) -> str:
        """The label Hancom shows before a headed paragraph (`가.`, `1.`, `-`), counting it;
        "" for any other. Notes, headers, footers and memos are neither labelled nor counted."""
        shape = header[8] | header[9] << 8 if len(header) >= 10 else -1
        if shape not in self.headed or self.into is not None or self.header_kind is not None:
            return ""
        return self.heads.label(str(shape))

    def level(self, header: bytes) -> int | None:
        """A paragraph's heading level: its shape's outline level, else its style's, unless
        its shape makes it a list item (`LIST_ITEM`)."""
        shape = header[8] | header[9] << 8 if len(header) >= 10 else 0
        level = self.levels[shape] if shape < len(self.levels) else None
        if level is None and len(header) > 10 and header[10] < len(self.style_levels):
            level = self.style_levels[header[10]]
        return level or None

    def paragraphs(self, paras: list[Rec], flags: tuple[str, ...]) -> None:
        for para in paras:
            if para.tag == PARA_HEADER:
                self.paragraph(para, flags)

    # --- controls ---------------------------------------------------------------------------

    @staticmethod
    def has_lists(ctrl: Rec) -> bool:
        return any(c.tag == LIST_HEADER for c in ctrl.children)

    @staticmethod
    def lists(node: Rec) -> list[list[Rec]]:
        """The paragraph lists directly under `node` (each LIST_HEADER and the paragraphs after
        it at its level)."""
        out: list[list[Rec]] = []
        for child in node.children:
            if child.tag == LIST_HEADER:
                out.append([])
            elif child.tag == PARA_HEADER:
                if not out:
                    out.append([])
                out[-1].append(child)
        return out

    def list_text(self, ctrl: Rec) -> str:
        """All text of a control's lists on one line (a hidden comment)."""
        parts: list[str] = []
        for paras in self.lists(ctrl):
            for para in paras:
                gathered = Gathered()
                self.gather(para, gathered)
                parts.append(" ".join(gathered.joined().split()))
        return " ".join(p for p in parts if p)

    def note(self, ctrl: Rec, kind: str) -> str:
        """Read a footnote or endnote into the notes, in reference order; return its mark."""
        mark = self.asm.next_mark(kind)
        first = len(self.asm.notes[kind])
        with self.nested(into=self.asm.notes[kind], rename=kind, redirect=True):
            for paras in self.lists(ctrl):
                self.paragraphs(paras, (kind,))
        self.note_into(kind, first, mark)
        return mark

    def trailing(self, para: Rec, after: int, memo: MemoTarget | None) -> None:
        """A paragraph one level below a body paragraph, after a list announced it: a memo's
        (after MEMO_LIST, `memo` its place when its field named it), else a master page's (after
        a LIST_HEADER alone)."""
        if after == MEMO_LIST:
            first = len(self.asm.comments)
            with self.nested(into=self.asm.comments, rename="comment", redirect=True):
                self.paragraph(para, ("comment",))
            if memo is not None and len(self.asm.comments) > first:
                self.asm.comments[first].about = memo
        else:
            with self.nested(header_kind=MASTER_PAGE, redirect=True):
                self.paragraph(para, (MASTER_PAGE,))

    @staticmethod
    def equation(ctrl: Rec) -> str:
        """An equation's script (Hancom's equation language), inline where it stands."""
        for child in ctrl.children:
            if child.tag == EQEDIT and len(child.data) >= 6:
                length = _u16(child.data, 4)
                script = utf16(child.data[6 : 6 + 2 * length])
                return f" {script.strip()} " if script.strip() else ""
        return ""

    @staticmethod
    def dutmal(ctrl: Rec) -> str:
        """덧말: the main text, then its small annotation in brackets."""
        texts = _prefixed_texts(ctrl.data, 2)
        if not texts:
            return ""
        sub = texts[1].strip() if len(texts) > 1 else ""
        return f"{texts[0]}({sub})" if sub else texts[0]

    def objects(self, found: list[Rec], flags: tuple[str, ...]) -> None:
        for ctrl in found:
            if ctrl.tag == PARA_HEADER:  # a paragraph one level below another, unannounced
                self.paragraph(ctrl, flags)
                continue
            cid = ctrl_id(ctrl)
            if cid in _HEADER_KINDS:
                kind = _HEADER_KINDS[cid]
                with self.nested(rename=kind, header_kind=kind, redirect=True):
                    for paras in self.lists(ctrl):
                        self.paragraphs(paras, (kind,))
                continue
            if cid == "secd":  # the lists of a section definition are its master pages
                with self.nested(header_kind=MASTER_PAGE, redirect=True):
                    for paras in self.lists(ctrl):
                        self.paragraphs(paras, (MASTER_PAGE,))
                continue
            with self.nested():
                if cid == "tbl ":
                    self.table(ctrl, flags)
                elif cid == "gso ":
                    self.shape(ctrl, flags)
                else:
                    for paras in self.lists(ctrl):
                        self.paragraphs(paras, flags)

    def shape(self, ctrl: Rec, flags: tuple[str, ...]) -> None:
        """A drawing object: a picture's block (see `read_picture`), the text of its text boxes
        (flagged `textbox`), then its caption."""
        self.read_picture(ctrl, flags)
        box_flags = flags if "textbox" in flags else (*flags, "textbox")
        stack = [c for c in ctrl.children if c.tag not in (LIST_HEADER, PARA_HEADER)]
        while stack:
            node = stack.pop(0)
            for paras in self.lists(node):
                self.paragraphs(paras, box_flags)
            stack[:0] = [c for c in node.children if c.tag not in (LIST_HEADER, PARA_HEADER)]
        for paras in self.lists(ctrl):  # the caption
            self.paragraphs(paras, flags)

    def read_picture(self, ctrl: Rec, flags: tuple[str, ...]) -> None:
        """A picture object (a shape component holding SHAPE_COMPONENT_PICTURE): its shape
        comment (개체 설명, a WORD length and UTF-16 text at byte 44 of the control header) as an
        `image` block, its bytes the BinData stream its picture record names (a WORD at byte
        71). Other drawing objects have shape comments too (`묶음 개체입니다.`): not pictures.
        An OLE object (a chart or sheet from another program) is counted as content fa does
        not read, so a document of such objects is not taken for a blank one."""
        for component in ctrl.children:
            if component.tag != SHAPE_COMPONENT:
                continue
            for child in component.children:
                if child.tag == SHAPE_COMPONENT_OLE:
                    self.asm.pictures += 1
                    return
                if child.tag == SHAPE_COMPONENT_PICTURE:
                    length = _u16(ctrl.data, 44)
                    description = utf16(ctrl.data[46 : 46 + 2 * length])
                    media = self.pictures.get(_u16(child.data, 71))
                    self.picture(description, media, flags)
                    return

    def table(self, ctrl: Rec, flags: tuple[str, ...]) -> None:
        rows = 0
        cells: list[Cell] = []
        caption: list[Rec] = []
        # Per cell: its paragraphs' texts and hidden comments, closed into the cell at the next
        # cell and at the end.
        current: Cell | None = None
        pieces: list[str] = []
        hidden: list[str] = []
        seen_table = False
        tallest: dict[int, int] = {}  # per row, its tallest cell of one row
        for child in ctrl.children:
            tag = child.tag
            if tag == PARA_HEADER:
                if current is None:
                    caption.append(child)
                    continue
                kids = child.children
                label = self.label(child.data)
                if len(kids) == 1 and kids[0].tag == PARA_TEXT:
                    # Most cell paragraphs: text and no control, so nothing to gather after it.
                    text = para_text(kids[0].data, _no_control).strip()
                    pieces.append(labelled(label, text) if text else text)
                elif kids:
                    gathered = Gathered()
                    self.gather(child, gathered)
                    _label_gathered(label, gathered)
                    pieces.append(gathered.joined())
                    if gathered.hidden:
                        hidden.extend(gathered.hidden)
                    if gathered.objects:
                        current.objects.extend(gathered.objects)
                    current.memos.extend(gathered.memos)
                else:
                    pieces.append("")
            elif tag == LIST_HEADER:
                if not seen_table:
                    continue
                if current is not None:
                    _close_cell(current, pieces, hidden)
                data = child.data
                if len(data) >= 24:
                    col, row, col_span, row_span, _, height = _CELL.unpack_from(data, 8)
                    if row_span == 1 and height > tallest.get(row, 0):
                        tallest[row] = height
                elif len(data) >= 16:
                    col, row, col_span, row_span = _CELL_ADDRESS.unpack_from(data, 8)
                else:
                    col = row = col_span = row_span = 0
                current = Cell(row=row, col=col, row_span=row_span, col_span=col_span, text="")
                cells.append(current)
                pieces, hidden = [], []
            elif tag == TABLE:
                seen_table = True
                rows = _u16(child.data, 4)
        if current is not None:
            _close_cell(current, pieces, hidden)
        if self.depth == 1 and self.into is None and self.header_kind is None:
            # A body paragraph's table: its rows, one after another, against the part shown
            # where it starts (its control's height, the UINT32 at byte 20); `section` turns
            # the pages of what runs past.
            self.beyond = max(self.beyond, sum(tallest.values()) - _u32(ctrl.data, 20))
        self.table_rows(cells, max(rows, 1), flags, self.page)
        if caption:
            self.paragraphs(caption, flags)


def _label_gathered(label: str, gathered: Gathered) -> None:
    """Put a paragraph's label before its gathered text, when it has text."""
    text = gathered.joined() if label else ""
    if text:
        gathered.text = [labelled(label, text)]


def _close_cell(cell: Cell, pieces: list[str], hidden: list[str]) -> None:
    """A cell's text on one line from its paragraphs' texts (and its hidden comments')."""
    cell.text = " ".join(" ".join(pieces).split())
    cell.paragraphs = pieces
    if hidden:
        cell.hidden = " ".join(" ".join(hidden).split())


def _section_names(names: list[list[str]], storage: str) -> list[str]:
    found: list[tuple[int, str]] = []
    for parts in names:
        if len(parts) == 2 and parts[0] == storage and parts[1].startswith("Section"):
            number = parts[1][len("Section") :]
            if number.isdigit() and len(number) < 6:
                found.append((int(number), "/".join(parts)))
    return [name for _, name in sorted(found)]


def _title(ole: OleFileIO) -> str | None:
    """The title Hancom keeps in `HwpSummaryInformation` (`summary.summary_title`: bounded,
    where olefile's property reader follows a damaged vector's count for minutes)."""
    name = "\x05HwpSummaryInformation"
    if not ole.exists(name) or ole.get_size(name) > MOST_SUMMARY_BYTES:
        return None
    try:
        return summary_title(ole.openstream(name).read())
    except Exception:  # olefile raises OSError, ValueError and its own types on damage
        return None


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse an HWP 5.0 file into blocks `L1..Ln` (see the module docstring).

    Raises:
        ExtractError: FORMAT_VERSION_UNSUPPORTED (HWP 3.x and older), DOCUMENT_ENCRYPTED
            (a password or certificate-encrypted document), DOCUMENT_DRM_PROTECTED (document
            security), DOCUMENT_EMPTY (no text and no picture: a blank document),
            FORMAT_MISMATCH (an OLE file that is not HWP), DOCUMENT_CORRUPT,
            DOCUMENT_LIMIT_EXCEEDED.
    """
    check_signature(data)
    if data.startswith(_ZIP):
        from .hwpx import parse_package

        return parse_package(data, limits, "hwp", renamed=True)
    return parse_ole(data, limits, "hwp")


def parse_ole(data: bytes, limits: Limits, fmt: str, *, renamed: bool = False) -> Parsed:
    """Read an HWP 5.0 compound file as format `fmt` (`hwpx` when one carries that name).

    Raises:
        ExtractError: as `parse`.
    """
    parsed = _with_ole(data, lambda ole: _read(ole, limits, fmt))
    if renamed:
        parsed.warnings.append(renamed_warning("HWP", fmt))
    return parsed


def image(data: bytes, page: int | None, limits: Limits, *, anchor: str = "") -> ImageOut:
    """The picture of the `image` block `anchor` (`L5`), as a PNG (an HWPX zip named .hwp goes
    to the HWPX reader). `page` is not used.

    Raises:
        ExtractError: the codes of `parse` and `pictures.picture_image`.
    """
    del page
    check_signature(data)
    if data.startswith(_ZIP):
        from .hwpx import package_image

        return package_image(data, limits, anchor)
    return _with_ole(data, lambda ole: _picture(ole, limits, anchor))


def _with_ole(data: bytes, work: Callable[[OleFileIO], _T]) -> _T:
    """Run `work` on the opened compound file; what olefile raises is DOCUMENT_CORRUPT."""
    if not data.startswith(_CFB):
        raise ExtractError(
            FORMAT_MISMATCH,
            "The file's contents are not an HWP document although its name ends in .hwp.",
        )
    import olefile

    try:
        ole = olefile.OleFileIO(data)
    except Exception as exc:  # olefile raises OSError, ValueError and its own types
        raise damaged("its compound-file structure cannot be read") from exc
    with ole:
        try:
            return work(ole)
        except ExtractError:
            raise
        except (RecursionError, MemoryError):
            raise
        except Exception as exc:
            raise damaged("a stream cannot be read") from exc


def _bin_streams(records: list[bytes], compressed: bool) -> dict[int, tuple[str, bool]]:
    """DocInfo's BIN_DATA records: per BinData id (1-based, as pictures name them) the stream
    of an embedded item (`BinData/BIN0001.jpg`) and whether it is deflated. Linked items
    (a path on the author's machine) have no stream and are left out: never fetched."""
    out: dict[int, tuple[str, bool]] = {}
    for index, data in enumerate(records, start=1):
        prop = _u16(data, 0)
        if prop & 0xF != 1:  # 0: a link, 2: an OLE storage; 1: an embedded picture
            continue
        mode = (prop >> 4) & 0x3  # 0: as the file, 1: deflated, 2: stored
        length = _u16(data, 4)
        ext = utf16(data[6 : 6 + 2 * length])
        if not (ext.isascii() and ext.isalnum() and 0 < len(ext) <= 8):
            continue
        out[index] = (
            f"BinData/BIN{_u16(data, 2):04X}.{ext}",
            mode == 1 or (mode == 0 and compressed),
        )
    return out


def _walk_ole(
    ole: OleFileIO, limits: Limits
) -> tuple[Assembler, bool, dict[int, tuple[str, bool]]]:
    """Every section walked into an assembler; whether the file is a distribution document;
    its embedded pictures' streams (`_bin_streams`)."""
    from .hwp_crypto import decrypt_view_text

    if not ole.exists("FileHeader"):
        raise ExtractError(
            FORMAT_MISMATCH,
            "The file is a compound document but not an HWP document (it has no FileHeader). "
            "Check its extension.",
        )
    header = ole.openstream("FileHeader").read(256)
    if not header.startswith(_SIGNATURE) or len(header) < 40:
        raise damaged("its file header is not an HWP header")
    major = header[35]
    if major != 5:
        raise ExtractError(
            FORMAT_VERSION_UNSUPPORTED,
            f"The file is an HWP {major}.{header[34]} document, which fa does not read. Open it "
            "in Hancom Office and save it as HWPX or PDF, then try that copy.",
        )
    prop = _u32(header, 36)
    if prop & (_DRM | _CERT_DRM):
        raise drm_protected("HWP")
    if prop & _CERT_ENCRYPTED:
        raise certificate_encrypted("HWP")
    if prop & _PASSWORD:
        raise encrypted("HWP")
    compressed = bool(prop & _COMPRESSED)
    distribution = bool(prop & _DISTRIBUTION)
    names = ole.listdir()
    sections = _section_names(names, "ViewText" if distribution else "BodyText")
    if not sections:
        raise damaged("it has no body sections")

    shapes: list[bytes] = []
    styles: list[bytes] = []
    bins: list[bytes] = []
    numberings: list[bytes] = []
    bullets: list[bytes] = []
    symbols: dict[int, dict[int, str]] = {}
    if ole.exists("DocInfo"):
        raw = _stream(ole, "DocInfo", limits)
        try:
            info = inflate(raw, limits) if compressed else raw
            tags = (PARA_SHAPE, STYLE, BIN_DATA, NUMBERING, BULLET, ID_MAPPINGS, FACE_NAME)
            found = payloads(info, (*tags, CHAR_SHAPE), limits)
            shapes, styles, bins = found[PARA_SHAPE], found[STYLE], found[BIN_DATA]
            numberings, bullets = found[NUMBERING], found[BULLET]
            symbols = symbol_shapes(found[ID_MAPPINGS], found[FACE_NAME], found[CHAR_SHAPE])
        except ExtractError as exc:
            # DocInfo only lends headings their levels and pictures their streams: a damaged
            # one costs those, not the text.
            if exc.code != DOCUMENT_CORRUPT:
                raise
    streams = _bin_streams(bins, compressed)
    asm = Assembler(limits)
    levels, heads = _outline_levels(shapes, numberings, bullets)
    walker = _Walker(
        asm,
        levels,
        _style_levels(styles),
        limits,
        {index: name for index, (name, _) in streams.items()},
        heads=heads,
        symbols=symbols,
    )
    # The caps hold for the whole document: inflated bytes and records over all its sections.
    bytes_left = limits.max_uncompressed_bytes
    records_left = limits.max_hwp_records
    for name in sections:
        raw = _stream(ole, name, limits)
        if distribution:
            raw = decrypt_view_text(raw)
        body = inflate(raw, limits, bytes_left) if compressed else raw
        bytes_left -= len(body)
        tree, count, lines = records(body, limits, records_left, char_shapes=bool(symbols))
        records_left -= count
        walker.section(tree, lines)
    return asm, distribution, streams


def _stream(ole: OleFileIO, name: str, limits: Limits) -> bytes:
    if ole.get_size(name) > limits.max_file_bytes:
        raise damaged("a stream declares more bytes than the file holds")
    return ole.openstream(name).read()


def _read(ole: OleFileIO, limits: Limits, fmt: str) -> Parsed:
    asm, distribution, _ = _walk_ole(ole, limits)
    warnings: list[DocWarning] = []
    flags: set[str] = set()
    if distribution:
        flags.add("distribution")
        warnings.append(
            DocWarning(
                "DISTRIBUTION_DOCUMENT",
                "The document is a Hancom distribution document (배포용 문서): meant to be "
                "viewed, not edited or copied. fa read its view-only text; respect the author's "
                "restrictions when quoting it.",
            )
        )
    return asm.finish(fmt, warnings=warnings, flags=flags, title=_title(ole))


def _picture(ole: OleFileIO, limits: Limits, anchor: str) -> ImageOut:
    asm, _, streams = _walk_ole(ole, limits)
    compressed = dict(streams.values())

    def read(name: str) -> bytes | None:
        if name not in compressed or not ole.exists(name):
            return None
        raw = _stream(ole, name, limits)
        if not compressed[name]:
            return raw
        inflater = zlib.decompressobj(-15)
        try:
            out = inflater.decompress(raw, limits.max_part_bytes + 1)
        except zlib.error as exc:
            raise damaged("a picture cannot be inflated") from exc
        if len(out) > limits.max_part_bytes:
            raise too_complex(f"a picture inflates past {limits.max_part_bytes} bytes")
        return out

    number = block_number(anchor)
    found = asm.ordered()
    item = found[number - 1] if 0 < number <= len(found) else None
    return picture_image(read, item, limits, "document")
