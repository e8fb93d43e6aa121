"""The shape a read's blocks travel in: close to their text, with nothing a host needs lost.

A block as a full object (`{"anchor": "L41", "kind": "paragraph", "text": ..., "page": 3}`)
costs about 45 characters besides its text, and short Korean paragraphs and table rows are most
of a report's blocks, so the envelope cost as much as the evidence. Here what blocks share is
said once:

- A **state** gives `page`, `slide`, `kind`, `level` and `flags` for the blocks after it, until
  the next state. The page and the slide hold from the state before when left out (a state
  names them only where they change; `null` says none); any other field left out has its
  default: kind `paragraph`, the kind's own level (`KIND_LEVELS`: 1 for a `title`; none for
  any other kind) and the kind's own flags (`KIND_FLAGS`: `table` for a `table_row`, `footer`
  for a `footer`, `heading` for a `title`, ...; none for any other kind). Before the first
  state everything is default: no page, no slide.
- An **entry** gives one block's anchor and text, and the flags it has beside the state's (a
  table's first row: `table_start`; a hidden paragraph: `hidden`). An anchor that names a page
  (`p3.2`, `A:p3.2`) or a slide (`s7.2`, `s7n`) sets it, as a state would, unless the state
  just before the entry names the page (the slide) itself: a PDF's paragraphs and a deck's
  lines change page and slide without a state. An entry whose first extra flag is
  `table_start` under a plain paragraph's state opens a table (`_opened`): it and the entries
  after it are a table's rows, as if `{"kind": "table_row"}` stood before it, so a table
  entered from a paragraph costs no state, and from any other block only the plain one
  (`_written_state`).

A new state is written exactly when a block's page, slide, kind, level or run flags
(`RUN_FLAGS`: those that mark runs of blocks) differ from the block before it (its page and
slide as its anchor sets them: `placed`), but for a table opened by its first row, so how a
block is written depends only on that
block and the one before: a read that starts anywhere
writes its blocks as a read of the whole document would, but for the first one, which always
states its own fields. That is what lets `_reads` price a block once, on what is actually
sent.

The same blocks have two forms, one per copy of a result:

- **structured** (`structuredContent`): a list whose items are states (objects:
  `{"page": 3, "kind": "table_row"}`, or `{"kind": "table_row", "flags": []}` for a row
  outside a table on the same page) and entries (strings: the anchor, each extra flag after a
  `+`, a space and the text: `"L41 text"`, `"L42+table_start text"`, `"L43"` alone for no
  text; the text's own line breaks stay inside the string). An entry as an array
  (`["L41", "text"]`, `["L41", "text", ["table_start"]]`), as fa sent it before, four
  characters more a block, still expands.
- **lines** (the text copy in `content`): one line per block, `[L41] text`, with its extra
  flags after the bracket (`[L41]+table_start text`); a state is a line of its own starting with
  `#` (`# page=3 kind=table_row`; `# kind=table_row flags=` for no flags, `# page=none` for
  no page); a text's own line breaks continue on lines that start with two spaces.

An entry string is read by its first space and the `+`s before it: no anchor holds either
(the anchor grammar, `fa_grounding.ANCHOR_PATTERN`, and every reader's `anchor`), nor does a
flag. `expand` and `parse_lines` rebuild the full blocks from either form.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ._model import Block

__all__ = (
    "DEFAULT_KIND",
    "INITIAL",
    "KIND_FLAGS",
    "KIND_LEVELS",
    "NEEDS_ESCAPE",
    "RUN_FLAGS",
    "State",
    "block_state",
    "compact",
    "expand",
    "frames",
    "parse_lines",
    "placed",
    "render_lines",
    "render_state",
    "sent_size",
    "state_object",
)

DEFAULT_KIND = "paragraph"
RUN_FLAGS = frozenset(
    {"table", "textbox", "header", "footer", "footnote", "endnote", "comment", "notes"}
    | {"master_page", "code", "garbled"}
)
"""Flags that mark runs of blocks (a table's rows, a text box's paragraphs, a garbled page):
said by a state. Every other flag (`table_start`, `heading`, `hidden`, `private_use`,
`alt_text`, ...) marks one block and is written on that block's entry."""

KIND_FLAGS: dict[str, tuple[str, ...]] = {
    "table_row": ("table",),
    **{kind: (kind,) for kind in ("header", "footer", "footnote", "endnote", "comment", "notes")},
    "title": ("heading",),
}
"""The flags a block of a kind nearly always has (a table row is in a table, a title is a
heading): a state gives them to its entries, leaves them out, and writes `flags` only when
they differ (`[]` when there are none). A kind's own flags count as run flags for its blocks:
a title's `heading` is said by its state, not by its entry."""

KIND_LEVELS: dict[str, int] = {"title": 1}
"""The level a block of a kind nearly always has (a slide's title, a Word Title: 1): a state
leaves it out, and writes `level` only when it differs (null when there is none)."""

State = tuple[int | None, int | None, str, int | None, tuple[str, ...]]
"""(page, slide, kind, level, run flags) of a block."""

INITIAL: State = (None, None, DEFAULT_KIND, None, ())
"""What holds before the first state."""

_CONTINUATION = "  "
_STATE_MARK = "#"
_NONE = "none"
"""A state line's word for no page or no slide (the structured form's null)."""


def block_state(block: Block) -> State:
    """The state a block is written under: its fields and its run flags, with its kind's own
    (`KIND_FLAGS`: a title's `heading`); all of its flags when those do not all come first, so
    the entry's extra flags are always the tail of the block's flags and their order survives,
    and when the block would read as opening a table (`_opens_table`) without being one."""
    if not block.flags:
        return (block.page, block.slide, block.kind, block.level, ())
    own = KIND_FLAGS.get(block.kind, ())
    run = tuple(f for f in block.flags if f in RUN_FLAGS or f in own)
    if block.flags[: len(run)] != run or (
        not run and (block.kind, block.level) == (DEFAULT_KIND, None) and _opens_table(block.flags)
    ):
        run = block.flags
    return (block.page, block.slide, block.kind, block.level, run)


_TABLE_START = "table_start"
_PLAIN = (DEFAULT_KIND, None, ())
"""The kind, level and run flags of a plain paragraph."""
_TABLE = ("table_row", None, KIND_FLAGS["table_row"])
"""The kind, level and run flags of a table's row."""


def _opens_table(extra: Sequence[str]) -> bool:
    """Whether an entry's extra flags open a table (`L42+table_start`)."""
    return bool(extra) and extra[0] == _TABLE_START


def _opened(state: State, extra: Sequence[str]) -> State:
    """What holds for an entry under `state`: a table's first row (`L42+table_start`) under a
    plain paragraph's state is a table row in a table, as if a state said `kind: table_row`;
    the rows after it stay under that state."""
    if state[2:] == _PLAIN and _opens_table(extra):
        return (state[0], state[1], *_TABLE)
    return state


def _written_state(block: Block, before: State) -> State | None:
    """The state written before `block`, where `before` holds (as its anchor places it), or
    None when none is: the block's own state where it differs, or, for a table's first row
    coming from outside a table, the plain paragraph's state the row opens its table from
    (none at all after a plain paragraph on the same page)."""
    state = block_state(block)
    if state == before:
        return None
    if state[2:] == _TABLE and before[2:] != _TABLE and _opens_table(block.flags[len(state[4]) :]):
        plain = (state[0], state[1], *_PLAIN)
        return None if plain == before else plain
    return state


_PAGE_ANCHOR = re.compile(r"(?:[A-Z]:)?p([1-9]\d*)(?:\.[1-9]\d*)?")
_SLIDE_ANCHOR = re.compile(r"(?:[A-Z]:)?s([1-9]\d*)n?(?:\.[1-9]\d*)?")


def placed(anchor: str, before: State) -> State:
    """`before` with the page or slide `anchor` names (`p3.2`: page 3; `s7.2`, `s7n`: slide 7):
    what holds for an entry with that anchor when no state stands before it."""
    found = _PAGE_ANCHOR.fullmatch(anchor)
    if found is not None:
        return (int(found[1]), *before[1:])
    found = _SLIDE_ANCHOR.fullmatch(anchor)
    if found is not None:
        return (before[0], int(found[1]), *before[2:])
    return before


def state_object(state: State, before: State = INITIAL) -> dict[str, Any]:
    """A state in the structured form, written after `before`: the page and the slide where
    they differ from it (None as null), the other fields where they are not default (the
    level where it is not the kind's, `KIND_LEVELS`, None as null)."""
    page, slide, kind, level, flags = state
    out: dict[str, Any] = {}
    if page != before[0]:
        out["page"] = page
    if slide != before[1]:
        out["slide"] = slide
    if kind != DEFAULT_KIND:
        out["kind"] = kind
    if level != KIND_LEVELS.get(kind):
        out["level"] = level
    if flags != KIND_FLAGS.get(kind, ()):
        out["flags"] = list(flags)
    return out


def render_state(state: State, before: State = INITIAL) -> str:
    """A state as a line of the text copy, written after `before`
    (`# page=3 kind=table_row flags=table,header`; `page=none` for no page)."""
    parts = [_STATE_MARK]
    for key, value in state_object(state, before).items():
        if key == "flags":
            parts.append(f"flags={','.join(value)}")
        else:
            parts.append(f"{key}={_NONE if value is None else value}")
    return " ".join(parts)


_FLAG_MARK = "+"
"""What stands before each extra flag of an entry (`L42+table_start`, `[L42]+table_start`)."""


def _flags_after(block: Block, state: State) -> str:
    """The flags `block` has beside its state's, each after a `+`."""
    return "".join(_FLAG_MARK + flag for flag in block.flags[len(state[4]) :])


def entry(block: Block, state: State) -> str:
    """One block's entry in the structured form, under its state: `L41 text`,
    `L42+table_start text`, `L43` for no text."""
    head = block.anchor + _flags_after(block, state)
    return f"{head} {block.text}" if block.text else head


def render_entry(block: Block, state: State) -> str:
    """One block's line(s) in the text copy, under its state."""
    head = f"[{block.anchor}]" + _flags_after(block, state)
    if not block.text:
        return head
    return head + " " + block.text.replace("\n", "\n" + _CONTINUATION)


def _steps(blocks: Iterable[Block]) -> Iterator[tuple[State | None, Block, State, State]]:
    """(the state written before it or None, block, the block's state, what holds before it
    as its anchor places it) for each block in order."""
    current = INITIAL
    for block in blocks:
        before = placed(block.anchor, current)
        yield _written_state(block, before), block, (current := block_state(block)), before


def compact(blocks: Iterable[Block]) -> list[Any]:
    """The structured form of consecutive blocks."""
    out: list[Any] = []
    for written, block, state, before in _steps(blocks):
        if written is not None:
            out.append(state_object(written, before))
        out.append(entry(block, state))
    return out


def render_lines(blocks: Iterable[Block]) -> str:
    """The text-copy form of consecutive blocks (no trailing newline)."""
    lines: list[str] = []
    for written, block, state, before in _steps(blocks):
        if written is not None:
            lines.append(render_state(written, before))
        lines.append(render_entry(block, state))
    return "\n".join(lines)


def _from_object(data: dict[str, Any], before: State) -> State:
    kind = str(data.get("kind", DEFAULT_KIND))
    flags = data.get("flags")
    return (
        data["page"] if "page" in data else before[0],
        data["slide"] if "slide" in data else before[1],
        kind,
        data["level"] if "level" in data else KIND_LEVELS.get(kind),
        KIND_FLAGS.get(kind, ()) if flags is None else tuple(str(f) for f in flags),
    )


def _block(anchor: str, text: str, extra: Sequence[str], state: State) -> Block:
    """A block under its state. An extra flag the state already gives is left out: a block
    holds each flag once, and an older fa wrote a title's `heading` on its entry."""
    page, slide, kind, level, flags = state
    if any(flag in flags for flag in extra):
        extra = [flag for flag in extra if flag not in flags]
    return Block(
        anchor=anchor,
        kind=kind,
        text=text,
        level=level,
        page=page,
        slide=slide,
        flags=(*flags, *extra),
    )


def expand(items: Iterable[Any]) -> list[Block]:
    """The full blocks of a structured form (`compact`'s inverse). A full block's dict
    (`Block.to_dict`) among the items stands for itself, so a list of full blocks (a result
    that does not use the compact shape) reads as it is, and so does an entry as an array
    (`["L41", "text"]`, the form before entries were strings): a result a host saved from an
    older fa expands too."""
    state = INITIAL
    named: dict[str, Any] = {}  # the state just before an entry, if one stands there
    out: list[Block] = []
    for item in items:
        if isinstance(item, dict) and "anchor" in item and "text" in item:
            out.append(Block.from_dict(item))  # a full block (`Block.to_dict`), as it stands
            named = {}
            continue
        if isinstance(item, dict):
            state = _from_object(item, state)
            named = item
            continue
        anchor, text, extra = _read_entry(item)
        state = _opened(_keep_named(placed(anchor, state), state, named), extra)
        named = {}
        out.append(_block(anchor, text, extra, state))
    return out


def _read_entry(item: Any) -> tuple[str, str, Sequence[str]]:
    """(anchor, text, extra flags) of an entry: a string (`L42+table_start text`), or an
    array as fa sent it before (`["L42", "text", ["table_start"]]`)."""
    if isinstance(item, str):
        head, _, text = item.partition(" ")
        anchor, *extra = head.split(_FLAG_MARK)
        return anchor, text, extra
    anchor, text, *rest = item
    return str(anchor), str(text), rest[0] if rest else ()


def _keep_named(at_anchor: State, state: State, named: dict[str, Any]) -> State:
    """What holds for an entry: the page and slide its anchor sets, but those the state just
    before it names."""
    page = state[0] if "page" in named else at_anchor[0]
    slide = state[1] if "slide" in named else at_anchor[1]
    return (page, slide, *state[2:])


def _state_fields(line: str) -> dict[str, Any]:
    """The fields a state line gives, as the structured form's object."""
    data: dict[str, Any] = {}
    for part in line[len(_STATE_MARK) :].split():
        key, _, value = part.partition("=")
        if key == "flags":
            data[key] = value.split(",") if value else []
        elif key == "kind":
            data[key] = value
        else:
            data[key] = None if value == _NONE else int(value)
    return data


def parse_lines(text: str) -> list[Block]:
    """The full blocks of a text-copy form (`render_lines`'s inverse)."""
    state = INITIAL
    named: dict[str, Any] = {}  # the state line just before a block, if one stands there
    out: list[Block] = []
    pending: tuple[str, list[str], tuple[str, ...]] | None = None

    def close() -> None:
        if pending is not None:
            anchor, parts, extra = pending
            out.append(_block(anchor, "\n".join(parts), extra, state))

    for line in text.split("\n") if text else ():
        if line.startswith(_CONTINUATION) and pending is not None:
            pending[1].append(line[len(_CONTINUATION) :])
            continue
        close()
        pending = None
        if line.startswith(_STATE_MARK):
            named = _state_fields(line)
            state = _from_object(named, state)
            continue
        if not line.startswith("["):
            raise ValueError("a line that is neither a state nor a block")
        anchor, _, rest = line[1:].partition("]")
        head, space, body = rest.partition(" ")
        extra = tuple(f for f in head.split(_FLAG_MARK) if f)
        state = _opened(_keep_named(placed(anchor, state), state, named), extra)
        named = {}
        pending = (anchor, [body] if space else [""], extra)
    close()
    return out


NEEDS_ESCAPE = re.compile(r'[\x00-\x1f"\\]')
"""A character JSON writes as an escape (a line break also continues the text copy's line)."""


def frames(block: Block, previous: Block | None) -> tuple[str, str, int, int]:
    """What each form writes for `block` after `previous` (None: the block opens a read)
    beside the block's text: (structured frame, text-copy frame, characters JSON escaping adds
    to the text, characters the text copy's continuation lines add). Each frame holds the
    entry's anchor and flags, the state before it when one is written, and the separator (a
    comma after each item, a newline after each line): with the text, exactly what is sent."""
    state = block_state(block)
    before = placed(block.anchor, INITIAL if previous is None else block_state(previous))
    written = _written_state(block, before)
    flags = _flags_after(block, state)
    text = block.text
    # Anchors and flags hold no character JSON escapes (`fa_grounding.ANCHOR_PATTERN`): only
    # the text's are counted.
    structured = f'"{block.anchor}{flags}' + (' ",' if text else '",')
    lines = f"[{block.anchor}]{flags}" + (" \n" if text else "\n")
    if written is not None:
        structured += _json(state_object(written, before)) + ","
        lines += render_state(written, before) + "\n"
    escaped = len(_json(text)) - 2 - len(text) if NEEDS_ESCAPE.search(text) else 0
    return structured, lines, escaped, len(_CONTINUATION) * text.count("\n")


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def sent_size(blocks: Sequence[Block]) -> tuple[int, int]:
    """(characters, estimated tokens) of the larger copy of these blocks as sent: the
    structured list as compact JSON, or the text copy's lines. What the read budgets bound."""
    from ._reads import estimate_tokens

    structured = json.dumps(compact(blocks), ensure_ascii=False, separators=(",", ":"))
    lines = render_lines(blocks)
    return (
        max(len(structured), len(lines)),
        max(estimate_tokens(structured), estimate_tokens(lines)),
    )
