"""The demo samples (SPEC section 9): Korean-named, Korean-content files of every format.

`fa-mcp samples` and `fa-mcp demo` call `make_samples`; the generators are deterministic, so the
golden files under `evals/golden/` can be written by hand from their constants.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

__all__ = ("make_samples", "write_files")


def write_files(dest: Path, files: Mapping[str, bytes]) -> list[Path]:
    """Write each named file into `dest` (created if missing); return their paths in order.

    Raises:
        OSError: `dest` cannot be created or written.
    """
    dest.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, data in files.items():
        path = dest / name
        path.write_bytes(data)
        written.append(path)
    return written


def make_samples(dest: Path) -> list[Path]:
    """Write every sample (pdf, svg, png, docx, pptx, hwpx, xlsx, csv) into `dest`; return the
    written paths.

    Raises:
        OSError: `dest` cannot be created or written.
    """
    from fa_mcp_server._samples._hwpx import make_hwpx
    from fa_mcp_server._samples._office import make_office
    from fa_mcp_server._samples._pdf_svg_png import make_pdf_svg_png
    from fa_mcp_server._samples._sheets import make_sheets

    return [*make_pdf_svg_png(dest), *make_office(dest), *make_hwpx(dest), *make_sheets(dest)]
