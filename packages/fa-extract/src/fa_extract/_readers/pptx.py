"""PowerPoint (.pptx) to blocks: `s7.2` is slide 7's 2nd line, `s7n` its speaker notes.

The slide parts are read straight from the zip with the hardened parser of `_ooxml`. A line is
one paragraph of a text frame, one table row (cells joined with ` | `, merged cells once), or one
line of chart text (title, categories, then one line per series: name and values). Per slide:
the title first (flagged `heading`; it is the toc entry), then every other shape in the slide's
own order (PowerPoint's reading order), groups entered recursively, SmartArt text included,
then the slide's comments (flagged `comment`). A picture with alt text or a title is a line of
kind `image` flagged `alt_text` (`pictures.py`) in the slide's order; `image(data, None,
limits, anchor=...)` returns the picture itself. Footer, date and slide-number placeholders on the
slide are flagged `footer`. Only the slide itself is read: layout and master placeholders ("Click
to add title") are left out. A hidden slide, and a hidden shape, is flagged `hidden` on every
line, notes included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lxml import etree  # pyright: ignore[reportAttributeAccessIssue] (lxml ships no stubs)

from .. import _progress as progress
from .._errors import DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._images import ImageOut
from .._limits import Limits
from .._model import TABLE_START, Block, DocWarning, Parsed, TocEntry
from .ooxml import (
    DGM,
    MC,
    A,
    C,
    P,
    Package,
    R,
    chart_lines,
    diagram_lines,
    drawing_text,
    first_choice,
)
from .pictures import ALT_TEXT_FLAG, IMAGE_KIND, blip_target, description, picture_image

__all__ = ("image", "parse")

_TITLE_TYPES = frozenset({"title", "ctrTitle"})
_FOOTER_TYPES = frozenset({"ftr", "dt", "sldNum", "hdr"})
_SP, _GRP, _FRAME, _ALT = f"{P}sp", f"{P}grpSp", f"{P}graphicFrame", f"{MC}AlternateContent"
_PIC = f"{P}pic"
_AP = f"{A}p"


@dataclass(slots=True)
class _Line:
    kind: str
    text: str
    flags: tuple[str, ...]
    media: str | None = None
    """The part holding a picture's bytes (lines of kind `image` only)."""


def _frame_lines(body: etree._Element | None) -> list[str]:
    if body is None:
        return []
    return [text for p in body.iter(_AP) if (text := drawing_text(p))]


def _shape_info(shape: etree._Element) -> tuple[str | None, bool]:
    """(placeholder type or None, hidden) from a shape's non-visual properties."""
    nv = shape[0] if len(shape) else None
    if nv is None:
        return None, False
    hidden = False
    ph_type = None
    for child in nv:
        if not isinstance(child.tag, str):
            continue
        local = etree.QName(child).localname
        if local == "cNvPr":
            hidden = (child.get("hidden") or "").lower() in ("1", "true")
        elif local == "nvPr":
            ph = child.find(f"{P}ph")
            if ph is not None:
                ph_type = ph.get("type") or "body"
    return ph_type, hidden


class _Slide:
    """The lines of one slide, title lines kept apart so they come first."""

    def __init__(self, pkg: Package, part: str, hidden: bool) -> None:
        self.pkg = pkg
        self.part = part
        self.base: tuple[str, ...] = ("hidden",) if hidden else ()
        self.titles: list[_Line] = []
        self.lines: list[_Line] = []

    def flags(self, *extra: str, hidden: bool = False) -> tuple[str, ...]:
        out = list(extra)
        if hidden or self.base:
            out.append("hidden")
        return tuple(out)

    def tree(self, el: etree._Element, hidden: bool) -> None:
        for child in el:
            tag = child.tag
            if tag == _SP:
                self.shape(child, hidden)
            elif tag == _GRP:
                _, group_hidden = _shape_info(child)
                self.tree(child, hidden or group_hidden)
            elif tag == _FRAME:
                self.frame(child, hidden)
            elif tag == _PIC:
                self.picture(child, hidden)
            elif tag == _ALT:
                choice = first_choice(child)
                if choice is not None:
                    self.tree(choice, hidden)

    def shape(self, sp: etree._Element, hidden: bool) -> None:
        ph_type, shape_hidden = _shape_info(sp)
        hidden = hidden or shape_hidden
        texts = _frame_lines(sp.find(f"{P}txBody"))
        if ph_type in _TITLE_TYPES:
            flags = self.flags("heading", hidden=hidden)
            self.titles.extend(_Line("title", t, flags) for t in texts)
        elif ph_type in _FOOTER_TYPES:
            flags = self.flags("footer", hidden=hidden)
            self.lines.extend(_Line("footer", t, flags) for t in texts)
        else:
            kind = "subtitle" if ph_type == "subTitle" else "text"
            self.lines.extend(_Line(kind, t, self.flags(hidden=hidden)) for t in texts)

    def picture(self, pic: etree._Element, hidden: bool) -> None:
        _, pic_hidden = _shape_info(pic)
        text, authored = description(pic.find(f"{P}nvPicPr/{P}cNvPr"))
        if text:
            extra = (ALT_TEXT_FLAG,) if authored else ()
            flags = self.flags(*extra, hidden=hidden or pic_hidden)
            media = blip_target(self.pkg, self.part, pic)
            self.lines.append(_Line(IMAGE_KIND, text, flags, media))

    def frame(self, frame: etree._Element, hidden: bool) -> None:
        _, frame_hidden = _shape_info(frame)
        hidden = hidden or frame_hidden
        data = frame.find(f"{A}graphic/{A}graphicData")
        if data is None:
            return
        table = data.find(f"{A}tbl")
        if table is not None:
            self.table(table, hidden)
            return
        chart = data.find(f"{C}chart")
        if chart is not None:
            target = self.pkg.rel_target(self.part, chart.get(f"{R}id") or "")
            root = self.pkg.xml(target) if target else None
            if root is not None:
                self.lines.extend(
                    _Line(kind, text, self.flags(hidden=hidden)) for kind, text in chart_lines(root)
                )
            return
        diagram = data.find(f"{DGM}relIds")
        if diagram is not None:
            target = self.pkg.rel_target(self.part, diagram.get(f"{R}dm") or "")
            root = self.pkg.xml(target) if target else None
            if root is not None:
                self.lines.extend(
                    _Line("diagram", t, self.flags(hidden=hidden)) for t in diagram_lines(root)
                )

    def table(self, tbl: etree._Element, hidden: bool) -> None:
        start: tuple[str, ...] = (TABLE_START,)
        for row in tbl.iter(f"{A}tr"):
            cells: list[str] = []
            for tc in row.iter(f"{A}tc"):
                if (tc.get("hMerge") or tc.get("vMerge") or "0") in ("1", "true"):
                    cells.append("")
                    continue
                cells.append(" ".join(" ".join(_frame_lines(tc.find(f"{A}txBody"))).split()))
            if any(cells):
                flags = self.flags("table", *start, hidden=hidden)
                self.lines.append(_Line("table_row", " | ".join(cells).strip(), flags))
                start = ()

    def comments(self) -> None:
        for target in self.pkg.targets(self.part, "comments"):
            root = self.pkg.xml(target)
            if root is None:
                continue
            for cm in root:
                texts: list[str] = []
                for el in cm.iter():
                    local = etree.QName(el).localname if isinstance(el.tag, str) else ""
                    if local == "text" and el.text and el.text.strip():
                        texts.append(el.text.strip())
                    elif el.tag == _AP and (text := drawing_text(el)):
                        texts.append(text)
                self.lines.extend(_Line("comment", t, self.flags("comment")) for t in texts)

    def notes(self) -> str:
        texts: list[str] = []
        for target in self.pkg.targets(self.part, "notesSlide"):
            root = self.pkg.xml(target)
            if root is None:
                continue
            for sp in root.iter(_SP):
                ph_type, _ = _shape_info(sp)
                if ph_type == "body":
                    texts.extend(_frame_lines(sp.find(f"{P}txBody")))
        return "\n".join(texts)


def _slide_parts(pkg: Package) -> list[str]:
    """The slide parts in presentation order."""
    main, root = pkg.main_root(
        lambda root: root.tag == f"{P}presentation",
        "The file is an Office document but not a PowerPoint presentation. Check its "
        "extension (.docx for Word).",
    )
    slide_parts: list[str] = []
    id_list = root.find(f"{P}sldIdLst")
    for sld in id_list if id_list is not None else ():
        target = pkg.rel_target(main, sld.get(f"{R}id") or "")
        if target is not None:
            slide_parts.append(target)
    return slide_parts


def _read_slide(pkg: Package, part: str) -> _Slide | None:
    sroot = pkg.xml(part)
    if sroot is None:
        return None
    hidden = (sroot.get("show") or "1").lower() in ("0", "false")
    slide = _Slide(pkg, part, hidden)
    tree = sroot.find(f"{P}cSld/{P}spTree")
    if tree is not None:
        slide.tree(tree, False)
    slide.comments()
    return slide


_LINE_ANCHOR = re.compile(r"s([1-9][0-9]{0,5})\.([1-9][0-9]{0,5})")


def image(data: bytes, page: int | None, limits: Limits, *, anchor: str = "") -> ImageOut:
    """The picture of the `image` line `anchor` (`s3.2`), as a PNG. `page` is not used.

    Only the slide the anchor names is read.

    Raises:
        ExtractError: the codes of `parse` and `pictures.picture_image`.
    """
    del page
    pkg = Package(data, limits)
    slide_parts = _slide_parts(pkg)
    match = _LINE_ANCHOR.fullmatch(anchor)
    line: _Line | None = None
    if match is not None and int(match[1]) <= len(slide_parts):
        try:
            slide = _read_slide(pkg, slide_parts[int(match[1]) - 1])
        except RecursionError as exc:
            raise ExtractError(
                DOCUMENT_LIMIT_EXCEEDED,
                "The presentation nests groups deeper than fa reads. Save a simpler copy.",
            ) from exc
        lines = [*slide.titles, *slide.lines] if slide is not None else []
        line = lines[int(match[2]) - 1] if int(match[2]) <= len(lines) else None
    return picture_image(pkg.read, line, limits, "presentation")


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse a .pptx into blocks `s<slide>.<line>` and `s<slide>n` (see the module docstring).

    Runs inside the extraction worker after `preflight_ooxml`; returns raw text.

    Raises:
        ExtractError: `FORMAT_MISMATCH` (an Office zip that is not a presentation),
            `DOCUMENT_CORRUPT` (broken zip or XML), `DOCUMENT_LIMIT_EXCEEDED` (too deep or
            too many elements).
    """
    pkg = Package(data, limits)
    slide_parts = _slide_parts(pkg)
    blocks: list[Block] = []
    toc: list[TocEntry] = []
    hidden_slides = 0
    try:
        for number, part in enumerate(slide_parts, start=1):
            progress.report(number, len(slide_parts), "slide")
            slide = _read_slide(pkg, part)
            if slide is None:
                continue
            hidden = bool(slide.base)
            hidden_slides += hidden
            for k, line in enumerate([*slide.titles, *slide.lines], start=1):
                level = 1 if line.kind == "title" else None
                blocks.append(
                    Block(
                        f"s{number}.{k}",
                        line.kind,
                        line.text,
                        level=level,
                        slide=number,
                        flags=line.flags,
                    )
                )
            if slide.titles and not hidden:
                title = " ".join(" ".join(line.text for line in slide.titles).split())
                toc.append(TocEntry(f"s{number}.1", 1, title))
            notes = slide.notes()
            if notes:
                blocks.append(
                    Block(f"s{number}n", "notes", notes, slide=number, flags=slide.flags("notes"))
                )
    except RecursionError as exc:
        raise ExtractError(
            DOCUMENT_LIMIT_EXCEEDED,
            "The presentation nests groups deeper than fa reads. Save a simpler copy.",
        ) from exc

    warnings = pkg.warnings()
    if hidden_slides:
        warnings.append(
            DocWarning(
                "HIDDEN_SLIDES",
                "Some slides are hidden in the slide show; their lines are flagged hidden and "
                "cannot support a citation alone.",
                hidden_slides,
            )
        )
    return Parsed(
        format="pptx",
        blocks=blocks,
        title=pkg.core_title() or (toc[0].title if toc else None),
        slides=len(slide_parts),
        toc=toc,
        warnings=warnings,
    )
