"""The parsed-document cache is bounded in bytes of memory, not characters.

It was bounded by 40 million characters, which cost about 430 MB at its cap: a character of
Hangul takes two bytes in a Python string, and each block adds its object, anchor, flags and
the running read costs. A cached document is now charged an estimate of the bytes it holds
(`_extractor.document_bytes`), and the cache keeps at most `Limits.cache_max_bytes`.
"""

from __future__ import annotations

import io
import json
import tracemalloc

import pytest
from fa_extract import Extractor, Limits
from fa_extract._document import Document
from fa_extract._extractor import document_bytes
from fa_extract._model import Block


def _wire(text: str, blocks: int, per_block: int) -> dict[str, object]:
    built = tuple(
        Block(f"L{n}", "paragraph", (text * per_block)[:per_block] + str(n), flags=("table",))
        for n in range(1, blocks + 1)
    )
    doc = Document(
        format="docx",
        grade="A",
        blocks=built,
        title=None,
        pages=None,
        slides=None,
        toc=(),
        image_only_pages=(),
        warnings=(),
        flags=(),
        removed_invisible_chars=0,
    )
    return doc.to_wire()


@pytest.mark.parametrize(
    ("text", "blocks", "per_block"),
    [("가나다라 ", 2_000, 400), ("budget line ", 5_000, 80), ("表", 300, 3_900)],
)
def test_a_cached_document_is_charged_about_the_memory_it_holds(
    text: str, blocks: int, per_block: int
) -> None:
    sent = json.dumps(_wire(text, blocks, per_block))  # what the worker pipe carries
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        wire = json.loads(sent)
        doc = Document.from_wire(wire)
        del wire
        doc.costs  # noqa: B018 (priced on first read, and kept with the cached document)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    charged = document_bytes(doc)
    assert 0.8 * held <= charged <= 1.5 * held, (held, charged)


def test_the_cache_keeps_at_most_its_bytes(extractor: Extractor) -> None:
    del extractor  # the shared one has the default cap; this one a small one
    cap = 3_000_000
    with Extractor(Limits(cache_max_bytes=cap)) as small:
        for n in range(6):
            text = "".join(f"{n}번 문단은 {k}번째 문장이다.\n\n" for k in range(2_000))
            small.inspect(io.BytesIO(text.encode()), f"doc{n}.md")
            assert 0 < small._cache.size <= cap  # pyright: ignore[reportPrivateUsage]
        first = small.inspect(io.BytesIO(b"0\n"), "tiny.md")
        assert not first.cache_hit


def test_the_default_bound_is_256_mib() -> None:
    assert Limits().cache_max_bytes == 256 * 1024 * 1024
