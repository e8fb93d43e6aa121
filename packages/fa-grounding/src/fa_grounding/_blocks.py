"""Turning the accepted shapes of `blocks` into one index."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from fa_grounding._anchors import ANCHOR_PATTERN, document_of
from fa_grounding._errors import InputTypeError, InvalidBlocksError

HIDDEN_FLAG = "hidden"
TABLE_FLAG = "table"
TABLE_START_FLAG = "table_start"
TABLE_CONTINUED_FLAG = "table_continued"
FURNITURE_FLAGS = frozenset({"header", "footer"})
TABLE_ROW_KIND = "table_row"


@dataclass(frozen=True, slots=True)
class SourceBlock:
    """One anchored block of the source, as the checks see it."""

    anchor: str
    text: str
    hidden: bool
    table_row: bool = False
    """Whether the block is a row of a table (kind `table_row` or flag `table`)."""
    table_start: bool = False
    """Whether the row is its table's first (flag `table_start`): the rows above it belong to
    another table, even when no other block stands between them."""
    table_continued: bool = False
    """Whether the row opens a PDF table's part on a later page (flag `table_continued`): the
    rows above the page's furniture between are its table's."""
    furniture: bool = False
    """Whether the block is a page's running head or foot or printed number (flag `header`
    or `footer`)."""
    title: bool = False
    """Whether the block is the document's title: kind `title`, or a `heading` that opens the
    document (its first block), or the heading right after that one (the opening line of a
    notice or a release may number or label it: `환경부 공고 제2025-412호`), or a subtitle line
    right under the title, between dashes (`- 2024-2025절기 ... 결과 발표 -`)."""
    heading: bool = False
    """Whether the block is a heading (kind `heading` or `title`): it names the subject of the
    blocks under it (`3. 제30회 한빛 국화축제 결과`)."""
    pictured: bool = False
    """Whether the block stands for an image: a picture (kind `image`) or a page without text
    (kind `page`, a scan). Its figures are read through the host model's vision, which fa
    cannot check, so a figure cited to it and not in its text is unconfirmed, not refused."""
    document: str = ""
    """The key of the block's document in a report over several (`B` of `B:L14`), else `""`.
    Nothing is carried across documents: a table, a caption, a heading and a title belong to
    their own document's blocks."""


_STATE_KEYS = frozenset({"page", "slide", "kind", "level", "flags"})
"""The fields of a state in read_document's compact blocks."""

_KIND_FLAGS: dict[str, tuple[str, ...]] = {
    "table_row": ("table",),
    **{kind: (kind,) for kind in ("header", "footer", "footnote", "endnote", "comment", "notes")},
    "title": ("heading",),
}
"""The flags a state that leaves out `flags` gives the entries of its kind (fa-extract's
`KIND_FLAGS`: a table row is in a table, a footer paragraph in the footer, a title is a
heading)."""


def index_blocks(blocks: object) -> dict[str, SourceBlock]:
    """Index `blocks` by anchor.

    Accepts a mapping anchor -> text; the compact `blocks` a read_document result sends (states,
    dicts of `page`, `slide`, `kind`, `level` and `flags` said once for the entries after them,
    kind `paragraph` when left out, flags the kind's own when left out (`table` for a
    `table_row`; `header`, `footer`, `footnote`, `endnote`, `comment`, `notes` for those
    kinds; `heading` for a `title`; none for any other; an entry flagged `table_start` first
    under a plain paragraph's state opens a table, as if a state of kind `table_row` stood
    before it), and entries, strings `"L14 text"`,
    `"L15+table_start text"` (the anchor, each flag the block has beside its state's after a
    `+`, a space, the text; `"L16"` alone for no text), or, as an older server sent them,
    `[anchor, text]` and
    `[anchor, text, flags]`); or an iterable of dicts or objects that have `anchor` and
    `text` (and optionally `flags`, a sequence of strings; `"hidden"` marks hidden text, and
    `kind`; kind `table_row` or flag `table` marks a table row, flag `table_start` the first
    row of a table, `table_continued` the first row of a table's part on a later page, `header`
    and `footer` a page's furniture). The index keeps the order given,
    which for a `read_document` result is document order.

    Raises:
        InputTypeError: `blocks` is not one of the accepted shapes.
        InvalidBlocksError: a block lacks an anchor or text, an anchor is outside the grammar,
            or two blocks share an anchor.
    """
    if isinstance(blocks, str | bytes) or blocks is None:
        raise InputTypeError(
            f"blocks must be a mapping anchor -> text or a list of blocks, not "
            f"{type(blocks).__name__}; pass the `blocks` of a read_document result."
        )
    index: dict[str, SourceBlock] = {}
    if isinstance(blocks, Mapping):
        for anchor, text in blocks.items():
            _add(index, anchor, text, (), None)
        return index
    if not isinstance(blocks, Iterable):
        raise InputTypeError(
            f"blocks must be a mapping anchor -> text or a list of blocks, not "
            f"{type(blocks).__name__}."
        )
    state: Mapping[str, Any] = {}
    for position, item in enumerate(blocks):
        if isinstance(item, Mapping) and _STATE_KEYS.issuperset(item):
            state = item  # the compact shape: fields of the entries after it
            continue
        if isinstance(item, str | list | tuple):
            anchor, text, extra = _entry(item, position)
            if _opens_table(state, extra):
                # `L42+table_start` under a plain paragraph's state: a table's first row, and
                # the rows after it are the table's (fa-extract writes no state before it)
                state = {**{k: v for k, v in state.items() if k != "flags"}, "kind": "table_row"}
            kind = state.get("kind", "paragraph")
            run = state.get("flags")
            if run is None:
                run = _KIND_FLAGS.get(kind, ()) if isinstance(kind, str) else ()
            flags = (*run, *(extra or ()))
            _add(index, anchor, text, flags, kind)
            continue
        if isinstance(item, Mapping):
            if "anchor" not in item or "text" not in item:
                raise InvalidBlocksError(
                    f"block {position} has no 'anchor' or no 'text'; every block needs both."
                )
            _add(index, item["anchor"], item["text"], item.get("flags") or (), item.get("kind"))
        elif hasattr(item, "anchor") and hasattr(item, "text"):
            _add(
                index,
                item.anchor,
                item.text,
                getattr(item, "flags", None) or (),
                getattr(item, "kind", None),
            )
        else:
            raise InvalidBlocksError(
                f"block {position} is a {type(item).__name__} without 'anchor' and 'text'; "
                "pass dicts or objects that have both."
            )
    return index


def _opens_table(state: Mapping[str, Any], extra: Any) -> bool:
    """Whether an entry opens a table: its first extra flag is `table_start` and the state in
    force is a plain paragraph's (kind `paragraph`, no level, no flags)."""
    plain = (
        state.get("kind", "paragraph") == "paragraph"
        and state.get("level") is None
        and not state.get("flags")
    )
    return plain and bool(extra) and extra[0] == TABLE_START_FLAG


def _entry(item: str | list[Any] | tuple[Any, ...], position: int) -> tuple[Any, Any, Any]:
    """(anchor, text, extra flags) of a compact entry: a string read at its first space and
    the `+`s before it (no anchor holds either, `ANCHOR_PATTERN`), or an older array.

    Raises:
        InvalidBlocksError: an array entry of other than two or three items.
    """
    if isinstance(item, str):
        head, _, text = item.partition(" ")
        anchor, *extra = head.split("+")
        return anchor, text, extra
    if len(item) not in (2, 3):
        raise InvalidBlocksError(
            f"block {position} is a list of {len(item)} items; an entry is a string "
            '"anchor text" ("L14 text", "L15+table_start text"), or [anchor, text] or '
            "[anchor, text, flags]."
        )
    return item[0], item[1], item[2] if len(item) == 3 else ()


# A subtitle line of a release: opened and closed by a dash (`- 65세 이상이 절반 이상 -`), or
# opened by one with no item's colon in it (`- 「2024년 산후조리 실태조사」 결과 발표`; not `-
# 신청기간: 3. 1.~3. 15.`)
_SUBTITLE = re.compile(r"\s*[-–―]\s.*\s[-–―]\s*$|\s*[-–―]\s[^:：]*$")


def _add(index: dict[str, SourceBlock], anchor: Any, text: Any, flags: Any, kind: Any) -> None:
    if not isinstance(anchor, str) or not isinstance(text, str):
        raise InputTypeError(
            "every block's anchor and text must be strings; found "
            f"{type(anchor).__name__} and {type(text).__name__}."
        )
    if not ANCHOR_PATTERN.fullmatch(anchor):
        shown = anchor if len(anchor) <= 20 else anchor[:20] + "..."
        raise InvalidBlocksError(
            f"anchor {shown!r} is not in the anchor grammar (L14, s7.2, s7n, p3, p3.2, t2, "
            "x2.14, r14, meta, or one of them after a document's key: B:L14); use the "
            "anchors read_document returned.",
            code="INVALID_ANCHOR",
        )
    document = document_of(anchor)
    tail = reversed(index.values())
    last = next(tail, None)
    before = next(tail, None)
    if last is not None and bool(last.document) != bool(document):
        raise InvalidBlocksError(
            f"anchor {anchor!r} mixes blocks with and without a document's key; give every "
            "block of a report over several documents its key (A:L14, B:L14), or none.",
            code="INVALID_ANCHOR",
        )
    opens = last is None or last.document != document  # the first block of its document
    # a heading right after the opening one is the title too: the opening line of a notice or
    # a release often numbers or labels it (`환경부 공고 제2025-412호`, `보도자료`)
    second = (
        last is not None
        and last.document == document
        and last.title
        and last.heading
        and (before is None or before.document != document)
    )
    # a release's subtitle lines right under its title (`- 2024-2025절기 ... 결과 발표 -`, `-
    # 「2024년 산후조리 실태조사」 결과 발표`)
    subtitle = (
        last is not None
        and last.document == document
        and last.title
        and kind in {"paragraph", "heading"}
        and _SUBTITLE.match(text) is not None
    )
    if anchor in index:
        raise InvalidBlocksError(
            f"anchor {anchor!r} appears twice; anchors must be unique within a document.",
            code="DUPLICATE_ANCHOR",
        )
    if isinstance(flags, str):
        flags = (flags,)
    flags = tuple(flags)
    # a block with a kind whose text joins cells with " | " is a row, whatever its kind says
    table_row = (
        kind == TABLE_ROW_KIND
        or TABLE_FLAG in flags
        or (isinstance(kind, str) and kind != "meta" and " | " in text)
    )
    index[anchor] = SourceBlock(
        anchor,
        text,
        HIDDEN_FLAG in flags,
        table_row,
        table_row and (TABLE_START_FLAG in flags or opens),
        table_row and TABLE_CONTINUED_FLAG in flags and TABLE_START_FLAG not in flags and not opens,
        not FURNITURE_FLAGS.isdisjoint(flags),
        kind == "title" or (kind == "heading" and (opens or second)) or subtitle,
        kind in {"heading", "title"},
        kind in {"image", "page"},
        document,
    )
