"""fa-extract: documents to anchored blocks, parsed in a worker process.

Formats: pdf, docx, pptx, hwp, hwpx, xlsx/xlsm, csv/tsv, txt, md, html, svg, png (`READERS`).
Importing this package loads no parser: PDFium, pypdf, Pillow, lxml, defusedxml, olefile and
cryptography are imported only inside the worker process that `Extractor` starts.
"""

from ._compact import compact as compact_blocks
from ._compact import expand as expand_blocks
from ._compact import parse_lines as parse_block_lines
from ._compact import render_lines as render_block_lines
from ._errors import ExtractError, InvariantError
from ._extractor import Extractor
from ._limits import Limits
from ._model import Block, DocWarning, Grade, TocEntry
from ._readers import SUPPORTED_FORMATS, estimate_grade, image_access
from ._reads import DEFAULT_MAX_CHARS, DEFAULT_MAX_TOKENS, TOC_MAX_TOKENS, estimate_tokens
from ._results import Inspection, PageImage, ReadResult
from ._scan import ScannedFile, ScanResult, scan_folder
from ._search import (
    SEARCH_CANDIDATES,
    BlockTerms,
    SearchHit,
    SearchHits,
    SearchIndex,
    query_words,
)

__all__ = (  # noqa: RUF022 (grouped by topic, as STYLE.md asks)
    # data model
    "Block",
    "DocWarning",
    "Grade",
    "TocEntry",
    # the shape a read's blocks travel in
    "compact_blocks",
    "expand_blocks",
    "parse_block_lines",
    "render_block_lines",
    # reading documents
    "DEFAULT_MAX_CHARS",
    "DEFAULT_MAX_TOKENS",
    "TOC_MAX_TOKENS",
    "estimate_tokens",
    "SUPPORTED_FORMATS",
    "Extractor",
    "Inspection",
    "image_access",
    "Limits",
    "PageImage",
    "ReadResult",
    # folders
    "ScanResult",
    "ScannedFile",
    "estimate_grade",
    "scan_folder",
    # search
    "SEARCH_CANDIDATES",
    "BlockTerms",
    "SearchHit",
    "SearchHits",
    "SearchIndex",
    "query_words",
    # errors
    "ExtractError",
    "InvariantError",
)
