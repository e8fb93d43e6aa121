"""The trace's closed sets name every format fa reads.

A trace keeps a document's format (an `inspect_document` counter) and the extension of a folded
path only when they are in fa-trace's closed sets; those are fa's own words, never an author's.
fa-trace depends on nothing, so it keeps its own lists: these tests hold them to fa-extract's
registry, so a format added there is not silently dropped from every trace.
"""

from __future__ import annotations

from fa_extract import SUPPORTED_FORMATS
from fa_extract._readers import READERS
from fa_trace import DEFAULT_COUNTER_ENUMS, fold_path


def test_every_format_fa_reads_is_kept_as_a_counter() -> None:
    missing = set(SUPPORTED_FORMATS) - set(DEFAULT_COUNTER_ENUMS["format"])
    assert not missing


def test_every_extension_fa_reads_survives_path_folding() -> None:
    extensions = {ext for r in READERS.values() for ext in (r.format, *r.extensions)}
    dropped = set()
    for ext in sorted(extensions):
        folded = fold_path(f"/home/kim/report.{ext}", key=bytes(32))
        if folded is None or not folded.endswith(f".{ext}"):
            dropped.add(ext)
    assert not dropped
