"""The two copies of a read's result: the structured one, and the text copy in `content`.

A read (`read_document`, `build_analysis_prompt`) sends its blocks in `fa_extract`'s compact
shape: in `structuredContent` as a list of states (objects) and entries (strings, `L14 text`,
`L15+table_start text`), in the text copy as one line per block (`[L14] text`) under `#`
lines that give the page, kind and flags of the lines after them, below one line of JSON
holding every other field. Every other tool's text copy is its
result as JSON. Either copy rebuilds the full blocks (`blocks_of`, `parse_text_copy`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import fa_extract

__all__ = ("LINES_NOTE", "blocks_of", "parse_text_copy", "text_copy")

LINES_NOTE = "[anchor]+flags text; # sets page (else kept), kind, flags"
"""What the text copy says about its block lines, once per result."""


def _has_blocks(payload: Mapping[str, Any]) -> bool:
    return isinstance(payload.get("blocks"), list) and "content_trust" in payload


def text_copy(payload: Mapping[str, Any]) -> str:
    """The text a result's `content` carries: a read's envelope as one JSON line and its
    blocks as lines; any other result as JSON."""
    if not _has_blocks(payload):
        return json.dumps(payload, ensure_ascii=False)
    head = {k: v for k, v in payload.items() if k != "blocks"}
    head["blocks"] = LINES_NOTE
    lines = fa_extract.render_block_lines(fa_extract.expand_blocks(payload["blocks"]))
    return json.dumps(head, ensure_ascii=False, separators=(",", ":")) + "\n" + lines


def parse_text_copy(text: str) -> tuple[dict[str, Any], list[fa_extract.Block]]:
    """A read's text copy back into its envelope and its full blocks."""
    head, _, lines = text.partition("\n")
    envelope = json.loads(head)
    envelope.pop("blocks", None)
    return envelope, fa_extract.parse_block_lines(lines)


def blocks_of(payload: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A read result's full blocks (`Block.to_dict` each), rebuilt from its compact list."""
    return [b.to_dict() for b in fa_extract.expand_blocks(payload.get("blocks", []))]
