"""The two reads build their results as JSON directly (no model per block): they must be
exactly what their models dump, key order included, since the text copy is that JSON."""

from __future__ import annotations

import itertools
import json

from fa_extract import Block
from fa_mcp_server._models import BlockOut, PromptResult, ReadResult
from fa_mcp_server._tools import Toolbox


def _text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def test_every_combination_of_optional_block_fields_dumps_as_block_out() -> None:
    for level, page, slide, flags in itertools.product(
        (None, 2), (None, 7), (None, 3), ((), ("hidden",), ("table", "heading"))
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
        model = BlockOut.model_validate(block.to_dict()).model_dump(mode="json")
        assert _text(block.to_dict()) == _text(model), (level, page, slide, flags)


def test_read_and_prompt_payloads_are_their_models_dump(toolbox: Toolbox) -> None:
    for name in ("report.pdf", "보고서.docx", "long.docx", "sub/흐름도.svg"):
        path = f"docs/{name}"
        read, _ = toolbox.read_document(
            path, start=1, end=None, max_chars=48_000, client_roots=None
        )
        assert read["blocks"]
        assert _text(read) == _text(ReadResult.model_validate(read).model_dump(mode="json"))
        prompt, _ = toolbox.build_analysis_prompt(path, language="ko", start=1, client_roots=None)
        assert _text(prompt) == _text(PromptResult.model_validate(prompt).model_dump(mode="json"))
