"""Every cap fa-extract enforces, in one frozen value so tests and servers can tighten them."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ("Limits",)

_MIB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class Limits:
    """Caps on one document and on the worker that parses it.

    File: `max_file_bytes` (larger files are refused before parsing).
    Worker: `worker_memory_bytes` (RLIMIT_AS of the worker process), `worker_cpu_seconds`
    (RLIMIT_CPU, cumulative for one worker; a fresh worker is started when it is spent) and
    `wall_seconds` (one parse, enforced by the parent, which kills the worker's process group),
    `page_fallback_seconds` (one page read by the pypdf fallback, whose text extraction can be
    quadratic in the number of text operators), `recovery_seconds` (pypdf rebuilding the index
    of a damaged PDF that nothing else could open).
    Output: `max_blocks`, `max_chars` (past them the document is DOCUMENT_LIMIT_EXCEEDED),
    `max_block_chars` (a longer block is split at sentence or line boundaries into consecutive
    blocks, for every format, so that one read returns at least one whole block within the
    read budget; kept well under `DEFAULT_MAX_CHARS` of `_reads`, and apart from it, since the
    budget may change unit).
    OOXML (zip) preflight: `max_zip_entries`, `max_uncompressed_bytes` (sum of all parts),
    `max_part_bytes` (one part), `max_ratio` (uncompressed/compressed of one part, for parts of
    at least `ratio_floor_bytes`: small parts of repeated markup compress extremely well and cost
    nothing), `max_xml_elements` (the `<` of one XML part: a flood of empty elements would build
    a tree of gigabytes, while real documents stay far below the cap).
    Spreadsheets (xlsx, csv): `max_cells` (cells with a value in one workbook or file),
    `max_shared_strings` (entries of an xlsx shared-strings table), `max_sheet_rows` (non-empty
    rows of one sheet; empty formatted rows are skipped and cost nothing).
    Text (txt, md, html): `max_html_elements` (start tags of one web page).
    SVG: `max_svg_depth` (element nesting), `max_svg_elements`.
    HWP/HWPX: `max_hwp_section_bytes` (one HWP section after inflation: a section declares no
    size, so the inflater stops there; all sections together stop at `max_uncompressed_bytes`),
    `max_hwp_records` (records of a whole HWP document: a flood of empty records costs time and
    memory per record), `max_nesting_depth` (tables, text boxes and notes inside each other;
    real documents nest a few levels). HWPX parts are zip parts and share the OOXML zip caps.
    Images: `max_image_pixels` (decoded size of one image), `image_max_edge` (longest edge of
    a returned PNG), `render_dpi` (rendering of a vector-only PDF page).
    Cache: `cache_max_bytes` (memory of the parsed documents and page images kept in the
    parent, as `document_bytes` estimates it: 256 MiB; the 40 million characters it was cost
    about 430 MB).
    """

    max_file_bytes: int = 100 * _MIB
    worker_memory_bytes: int = 1536 * _MIB
    worker_cpu_seconds: int = 120
    wall_seconds: float = 60.0
    page_fallback_seconds: float = 5.0
    recovery_seconds: float = 20.0
    max_blocks: int = 50_000
    max_chars: int = 20_000_000
    max_block_chars: int = 4_000
    max_zip_entries: int = 10_000
    max_uncompressed_bytes: int = 500 * _MIB
    max_part_bytes: int = 200 * _MIB
    max_ratio: float = 200.0
    ratio_floor_bytes: int = _MIB
    max_xml_elements: int = 3_000_000
    max_cells: int = 2_000_000
    max_shared_strings: int = 1_000_000
    max_sheet_rows: int = 50_000
    max_html_elements: int = 500_000
    max_svg_depth: int = 200
    max_svg_elements: int = 200_000
    max_hwp_section_bytes: int = 64 * _MIB
    max_hwp_records: int = 500_000
    max_nesting_depth: int = 64
    max_image_pixels: int = 50_000_000
    image_max_edge: int = 1568
    render_dpi: int = 110
    cache_max_bytes: int = 256 * _MIB
