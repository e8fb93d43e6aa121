"""CSV and TSV to one block per row: `r14` is the file's 14th record (row 14 in Excel).

The encoding is decided by `encoding.decode_text` (UTF-8 with or without a byte order mark, or
Korean CP949, said in a warning). The delimiter is sniffed from the first rows: of comma, tab,
semicolon and pipe, the one that splits the most rows into the same number of fields (more than
one) wins, comma on a tie (a `.tsv` file is read the same way). Quoted fields may hold
delimiters and line breaks, so a record can span several lines; rows keep the record number,
empty rows are skipped. Cells are joined as in the xlsx reader (`cells.row_text`). The first
non-empty row is the header: flagged `heading` and listed in the toc.
"""

from __future__ import annotations

import csv
import io
from collections import Counter

from .._errors import DOCUMENT_CORRUPT, DOCUMENT_LIMIT_EXCEEDED, ExtractError
from .._limits import Limits
from .._model import TABLE_START, Block, DocWarning, Parsed, TocEntry
from .cells import row_text
from .encoding import decode_text

__all__ = ("parse", "sniff_delimiter")

_CANDIDATES = (",", "\t", ";", "|")
_SNIFF_ROWS = 50
_SNIFF_CHARS = 64 * 1024
# One field larger than this is not a table cell but a hostile or broken file.
_FIELD_CHARS = 1_000_000
_TOC_CHARS = 200


def _score(sample: str, delimiter: str) -> tuple[int, int]:
    """(rows agreeing on the most common field count, that count), for fields > 1."""
    reader = csv.reader(io.StringIO(sample), delimiter=delimiter)
    counts: Counter[int] = Counter()
    try:
        for number, row in enumerate(reader):
            if number >= _SNIFF_ROWS:
                break
            if len(row) > 1:
                counts[len(row)] += 1
    except csv.Error:
        pass  # a sample cut inside a quoted field: the rows before it still count
    if not counts:
        return 0, 0
    fields, rows = counts.most_common(1)[0]
    return rows, fields


def sniff_delimiter(text: str, default: str = ",") -> str:
    """The delimiter the first rows agree on; `default` when none splits them."""
    sample = text[:_SNIFF_CHARS]
    best = max(_CANDIDATES, key=lambda d: (*_score(sample, d), d == default))
    return best if _score(sample, best)[0] else default


def parse(data: bytes, limits: Limits) -> Parsed:
    """Parse a .csv or .tsv into blocks `r<record>` (see the module docstring).

    Raises:
        ExtractError: DOCUMENT_ENCODING_UNKNOWN, DOCUMENT_CORRUPT (a field past the cap),
            DOCUMENT_LIMIT_EXCEEDED (too many rows or cells).
    """
    decoded = decode_text(data)
    text = decoded.text
    delimiter = sniff_delimiter(text)
    parsed = Parsed(format="csv", warnings=list(decoded.warnings))
    old_limit = csv.field_size_limit()
    csv.field_size_limit(_FIELD_CHARS)
    cells = 0
    chars = 0
    try:
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False)
        for number, row in enumerate(reader, start=1):
            line = row_text(list(enumerate(row, start=1)))
            if not line:
                continue
            cells += len(row)
            chars += len(line)
            if chars > limits.max_chars:
                raise ExtractError(
                    DOCUMENT_LIMIT_EXCEEDED,
                    f"The file holds more than {limits.max_chars} characters; split it or "
                    "export the rows you need.",
                )
            if cells > limits.max_cells:
                raise ExtractError(
                    DOCUMENT_LIMIT_EXCEEDED,
                    f"The file has more than {limits.max_cells} cells; split it or export the "
                    "rows you need.",
                )
            header = not parsed.blocks
            flags = ("table", "heading", TABLE_START) if header else ("table",)
            parsed.blocks.append(Block(f"r{number}", "table_row", line, flags=flags))
            if header:
                parsed.toc.append(TocEntry(f"r{number}", 1, line[:_TOC_CHARS]))
            if len(parsed.blocks) > limits.max_blocks:
                raise ExtractError(
                    DOCUMENT_LIMIT_EXCEEDED,
                    f"The file has more than {limits.max_blocks} rows; split it or export the "
                    "rows you need.",
                )
    except csv.Error:
        raise ExtractError(
            DOCUMENT_CORRUPT,
            "A field of the file is larger than any table cell (an unclosed quote, or a hostile "
            "file); open it in Excel or an editor and save it again.",
        ) from None
    finally:
        csv.field_size_limit(old_limit)
    if delimiter != ",":
        names = {"\t": "tabs", ";": "semicolons", "|": "vertical bars"}
        parsed.warnings.append(
            DocWarning(
                "DELIMITER_SNIFFED",
                f"The columns are separated by {names[delimiter]}, not commas; fa split the "
                "rows there.",
            )
        )
    return parsed
