"""The two reads build their results as JSON directly (no model per block): they must be
exactly what their models dump, key order included, since the text copy is that JSON."""

from __future__ import annotations

import itertools
import json

from fa_extract import Block, compact_blocks
from fa_mcp_server._models import CONTENT_TRUST, PromptResult, ReadResult
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._tools import Toolbox


def _text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def test_every_combination_of_optional_block_fields_dumps_as_its_model() -> None:
    for level, page, slide, flags in itertools.product(
        (None, 2), (None, 7), (None, 3), ((), ("hidden",), ("table", "table_start"))
    ):
        block = Block(
            anchor="L4",
            kind="heading",
            text="제목 text",
            level=level,
            page=page,
            slide=slide,
            flags=flags,
        )
        blocks = compact_blocks([block])
        model = ReadResult.model_validate(
            {
                "next_actions": [],
                "path": "p",
                "sha256": "0" * 64,
                "unit": "block",
                "grade": "A",
                "start": 1,
                "end": 1,
                "total_blocks": 1,
                "content_trust": CONTENT_TRUST,
                "blocks": blocks,
            }
        ).model_dump(mode="json")
        assert _text(blocks) == _text(model["blocks"]), (level, page, slide, flags)


def test_a_page_that_ends_dumps_as_null_in_its_model() -> None:
    # After a block on page 5 of slide 9, a block with neither: its state says both are gone
    # (null), which the model keeps though a left-out field dumps as nothing.
    blocks = compact_blocks(
        [
            Block(anchor="L1", kind="paragraph", text="a", page=5, slide=9),
            Block(anchor="L2", kind="paragraph", text="b"),
        ]
    )
    assert blocks[2] == {"page": None, "slide": None}
    model = ReadResult.model_validate(
        {
            "next_actions": [],
            "path": "p",
            "sha256": "0" * 64,
            "unit": "block",
            "grade": "A",
            "start": 1,
            "end": 2,
            "total_blocks": 2,
            "content_trust": CONTENT_TRUST,
            "blocks": blocks,
        }
    ).model_dump(mode="json")
    assert _text(blocks) == _text(model["blocks"])


def test_read_and_prompt_payloads_are_their_models_dump(toolbox: Toolbox) -> None:
    for name in ("report.pdf", "보고서.docx", "long.docx", "sub/흐름도.svg"):
        path = f"docs/{name}"
        read, _ = toolbox.read_document(
            path, start=1, end=None, max_chars=48_000, client_roots=None
        )
        assert blocks_of(read)
        assert _text(read) == _text(ReadResult.model_validate(read).model_dump(mode="json"))
        prompt, _ = toolbox.build_analysis_prompt(path, language="ko", start=1, client_roots=None)
        assert _text(prompt) == _text(PromptResult.model_validate(prompt).model_dump(mode="json"))


def _dump(**window: int) -> dict[str, object]:
    blocks = compact_blocks([Block(anchor=f"L{n}", kind="paragraph", text="a") for n in (1, 2)])
    return ReadResult.model_validate(
        {
            "next_actions": [],
            "path": "p",
            "sha256": "0" * 64,
            "unit": "block",
            "grade": "A",
            **window,
            "content_trust": CONTENT_TRUST,
            "blocks": blocks,
        }
    ).model_dump(mode="json")


def test_end_is_left_out_where_next_start_or_total_blocks_says_it() -> None:
    # A read that returned blocks ends just before next_start, or at the last block.
    assert "end" not in _dump(start=3, end=4, next_start=5, total_blocks=9)
    assert "end" not in _dump(start=8, end=9, total_blocks=9)
    # Where it says something else, it stays.
    assert _dump(start=3, end=4, total_blocks=9)["end"] == 4
    assert _dump(start=3, end=4, next_start=7, total_blocks=9)["end"] == 4
