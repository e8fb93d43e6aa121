"""Markdown (.md) to blocks `L1..Ln` in reading order, headings into the toc.

A small line-based reader of the CommonMark/GFM blocks that carry text, not a renderer: ATX
(`## x`) and setext (underlined) headings with their level (the toc), paragraphs, list items
(one block each, continuation lines included, marker kept as written), table rows (one block
each, cells joined with ` | `, the `---` separator row left out), fenced code blocks (one
block, flagged `code`), block quotes (the `>` removed), and YAML front matter (one block).
Inline markup (`**bold**`, links) is kept as written.

An HTML comment is invisible when the file is rendered, so it never stays inside a visible
block: a comment on its own lines becomes a block flagged `hidden`, and a comment inside a
line is cut out of it and follows it as a hidden block.
"""

from __future__ import annotations

import re

from .._limits import Limits
from .._model import TABLE_START, DocWarning, Parsed, TocEntry
from .encoding import decode_text
from .text import Blocks, split_long

__all__ = ("parse",)

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT_1 = re.compile(r"^ {0,3}=+[ \t]*$")
_SETEXT_2 = re.compile(r"^ {0,3}-+[ \t]*$")
_BREAK = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_LIST = re.compile(r"^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\S")
_TABLE_SEPARATOR = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_QUOTE = re.compile(r"^ {0,3}>[ ]?")
_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
_CELL_SPLIT = re.compile(r"(?<!\\)\|")


def _cells(line: str) -> str:
    inner = line.strip()
    inner = inner.removeprefix("|")
    if inner.endswith("|") and not inner.endswith("\\|"):
        inner = inner[:-1]
    # An escaped `\|` is a pipe inside a cell, shown without its backslash.
    return " | ".join(cell.strip().replace("\\|", "|") for cell in _CELL_SPLIT.split(inner))


class _Reader:
    def __init__(self, parsed: Parsed, limits: Limits) -> None:
        self.blocks = Blocks(parsed, limits)
        self.parsed = parsed
        self.paragraph: list[str] = []
        self.item: list[str] = []

    def emit(
        self, kind: str, text: str, *, level: int | None = None, flags: tuple[str, ...] = ()
    ) -> None:
        """Add a block (cut when long), its inline comments after it as hidden blocks."""
        hidden = [m.group(1) for m in _COMMENT.finditer(text)]
        visible = _COMMENT.sub("", text) if hidden else text
        for piece in split_long(visible.strip()):
            anchor = self.blocks.add(kind, piece, level=level, flags=flags)
            if anchor and level is not None:
                self.parsed.toc.append(TocEntry(anchor, level, " ".join(piece.split())))
                if level == 1 and self.parsed.title is None:
                    self.parsed.title = " ".join(piece.split())
        for comment in hidden:
            self.blocks.add("comment", comment, flags=("hidden",))

    def flush(self) -> None:
        if self.paragraph:
            self.emit("paragraph", "\n".join(self.paragraph))
            self.paragraph = []
        if self.item:
            self.emit("list_item", "\n".join(self.item))
            self.item = []

    def read(self, lines: list[str]) -> None:
        i = 0
        n = len(lines)
        if lines and lines[0].strip() == "---":
            end = next((k for k in range(1, n) if lines[k].strip() in ("---", "...")), None)
            if end is not None:
                self.emit("front_matter", "\n".join(lines[1:end]))
                i = end + 1
        while i < n:
            line = lines[i]
            stripped = line.strip()
            fence = _FENCE.match(line)
            if fence:
                self.flush()
                mark = fence.group(1)
                body: list[str] = []
                i += 1
                while i < n and not lines[i].strip().startswith(mark[0] * len(mark)):
                    body.append(lines[i])
                    i += 1
                self.blocks.add("code", "\n".join(body), flags=("code",))
                i += 1
                continue
            if stripped.startswith("<!--") and "-->" not in stripped[4:]:
                self.flush()
                body = [line]
                i += 1
                while i < n and "-->" not in lines[i]:
                    body.append(lines[i])
                    i += 1
                if i < n:
                    body.append(lines[i])
                    i += 1
                text = "\n".join(body).strip().removeprefix("<!--")
                self.blocks.add("comment", text.split("-->", 1)[0], flags=("hidden",))
                continue
            if not stripped:
                self.flush()
                i += 1
                continue
            heading = _ATX.match(line)
            if heading:
                self.flush()
                self.emit("heading", heading.group(2) or "", level=len(heading.group(1)))
                i += 1
                continue
            if self.paragraph and not self.item:
                setext = 1 if _SETEXT_1.match(line) else 2 if _SETEXT_2.match(line) else 0
                if setext:
                    text = "\n".join(self.paragraph)
                    self.paragraph = []
                    self.emit("heading", text, level=setext)
                    i += 1
                    continue
            if _BREAK.match(line):
                self.flush()
                i += 1
                continue
            if "|" in line and i + 1 < n and _TABLE_SEPARATOR.match(lines[i + 1]):
                self.flush()
                self.emit("table_row", _cells(line), flags=("table", TABLE_START))
                i += 2
                while i < n and "|" in lines[i] and lines[i].strip():
                    self.emit("table_row", _cells(lines[i]), flags=("table",))
                    i += 1
                continue
            if _LIST.match(line):
                self.flush()
                self.item = [stripped]
                i += 1
                continue
            quote = _QUOTE.match(line)
            if quote:
                line = line[quote.end() :]
                stripped = line.strip()
            if self.item and (line[:1] in (" ", "\t") or not self.paragraph):
                self.item.append(stripped)
            else:
                self.paragraph.append(stripped)
            i += 1
        self.flush()


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse a .md into blocks `L<n>` (see the module docstring).

    Raises:
        ExtractError: DOCUMENT_ENCODING_UNKNOWN, DOCUMENT_LIMIT_EXCEEDED (too many blocks).
    """
    decoded = decode_text(data)
    parsed = Parsed(format="md", warnings=list(decoded.warnings))
    text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
    _Reader(parsed, limits).read(text.split("\n"))
    hidden = sum(1 for b in parsed.blocks if "hidden" in b.flags)
    if hidden:
        parsed.warnings.append(
            DocWarning(
                "HIDDEN_TEXT",
                "The file has HTML comments, which are not shown when it is rendered; they are "
                "flagged hidden and cannot be the only support of a claim.",
                hidden,
            )
        )
    return parsed
