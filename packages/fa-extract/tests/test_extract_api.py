"""The public surface: exports, data model, and the promise that importing loads no parser."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import fa_extract
import pytest
from fa_extract import (
    DEFAULT_MAX_CHARS,
    DEFAULT_MAX_TOKENS,
    SUPPORTED_FORMATS,
    Block,
    ExtractError,
    InvariantError,
    Limits,
    estimate_grade,
)


def test_all_lists_the_contract_names() -> None:
    expected = {
        "Block",
        "TocEntry",
        "DocWarning",
        "Grade",
        "Inspection",
        "ReadResult",
        "PageImage",
        "ScanResult",
        "ScannedFile",
        "Extractor",
        "Limits",
        "ExtractError",
        "InvariantError",
        "scan_folder",
        "estimate_grade",
        "image_access",
        "SUPPORTED_FORMATS",
        "DEFAULT_MAX_CHARS",
        "DEFAULT_MAX_TOKENS",
        "TOC_MAX_TOKENS",
        "estimate_tokens",
        "SEARCH_CANDIDATES",
        "BlockTerms",
        "SearchHit",
        "SearchHits",
        "SearchIndex",
        "query_words",
        "compact_blocks",
        "expand_blocks",
        "render_block_lines",
        "parse_block_lines",
    }
    assert isinstance(fa_extract.__all__, tuple)
    assert set(fa_extract.__all__) == expected
    for name in fa_extract.__all__:
        assert hasattr(fa_extract, name)


def test_import_loads_no_parser() -> None:
    code = (
        "import sys, fa_extract\n"
        "heavy = [m for m in ('pypdfium2', 'pypdf', 'PIL', 'docx', 'pptx', 'lxml', "
        "'defusedxml', 'reportlab') if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_block_round_trips_and_omits_unset_fields() -> None:
    block = Block("p3", "page", "본문 1,234원", page=3, flags=("hidden",))
    data = block.to_dict()
    assert data == {
        "anchor": "p3",
        "kind": "page",
        "text": "본문 1,234원",
        "page": 3,
        "flags": ["hidden"],
    }
    assert Block.from_dict(data) == block
    assert "level" not in Block("t1", "text", "x").to_dict()


def test_estimate_grade_by_suffix() -> None:
    assert estimate_grade(".PDF") == "B?"
    assert estimate_grade("svg") == "B?"
    assert estimate_grade("docx") == "A"
    assert estimate_grade(".pptx") == "A"
    assert estimate_grade("png") == "C"
    assert estimate_grade(".hwp") == "A"
    assert estimate_grade(".HWPX") == "A"
    assert estimate_grade(".hwt") is None
    assert estimate_grade(".XLSM") == "A"
    assert estimate_grade("tsv") == "A"
    assert estimate_grade(".md") == "A"
    assert estimate_grade(".htm") == "A"
    assert estimate_grade("txt") == "B?"
    assert estimate_grade(".xls") == "A"
    assert estimate_grade(".ods") is None
    assert {
        "pdf",
        "docx",
        "pptx",
        "hwp",
        "hwpx",
        "xlsx",
        "csv",
        "txt",
        "md",
        "html",
        "svg",
        "png",
    } <= set(SUPPORTED_FORMATS)


def test_default_budget_keeps_a_response_under_the_host_cap() -> None:
    # The host cap is about 25k tokens; a result travels twice (structured and as JSON text),
    # and the envelope needs some room: the token budget binds, the character cap backs it.
    assert 2 * DEFAULT_MAX_TOKENS + 1_000 <= 25_000
    assert DEFAULT_MAX_TOKENS <= DEFAULT_MAX_CHARS <= 4 * DEFAULT_MAX_TOKENS


def test_errors_carry_code_and_message_and_pickle() -> None:
    import pickle

    err = ExtractError("DOCUMENT_CORRUPT", "The file is damaged.")
    assert (err.code, err.message) == ("DOCUMENT_CORRUPT", "The file is damaged.")
    again = pickle.loads(pickle.dumps(err))
    assert (again.code, again.message) == (err.code, err.message)
    inv = InvariantError("broken")
    assert inv.code == "SERVER_INVARIANT_BROKEN"
    assert isinstance(inv, ExtractError)
    assert isinstance(inv, AssertionError)


def test_limits_are_frozen() -> None:
    limits = Limits(wall_seconds=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        limits.wall_seconds = 5  # type: ignore[misc]


def test_image_access_says_how_each_format_is_shown() -> None:
    assert fa_extract.image_access("pdf") == "page"
    assert fa_extract.image_access("png") == "file"
    assert fa_extract.image_access("docx") == "anchor"
    assert fa_extract.image_access("pptx") == "anchor"
    assert fa_extract.image_access("svg") is None
    assert fa_extract.image_access("hwp-not-a-format") is None
