"""What the round tests share: whether a draft passes, the rules it breaks, and the blocks of a
table row or a paragraph as a reader of fa-extract gives them."""

from __future__ import annotations

from fa_grounding import check

__all__ = ("ok", "para", "row", "rules")


def ok(draft: str, blocks: object) -> bool:
    """Whether the check passes `draft` over `blocks`."""
    return check(draft, blocks).ok


def rules(draft: str, blocks: object) -> set[str]:
    """The rules of the errors the check finds in `draft` over `blocks`."""
    return {f.rule for f in check(draft, blocks).errors}


def row(anchor: str, text: str, *, start: bool = False) -> dict[str, object]:
    """A table row block (`start`: the first row of its table, flagged `table_start`)."""
    flags = ["table", "table_start"] if start else ["table"]
    return {"anchor": anchor, "text": text, "kind": "table_row", "flags": flags}


def para(anchor: str, text: str) -> dict[str, object]:
    """A paragraph block."""
    return {"anchor": anchor, "kind": "paragraph", "text": text}
