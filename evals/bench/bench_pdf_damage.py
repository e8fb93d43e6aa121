"""Damaged PDFs side by side: how much text each tool still gets out of a broken file.

Run: `uv run --group bench python evals/bench/bench_pdf_damage.py [--skip-slow]`

Every PDF of `../shared/corpus/pdf` that PDFium opens is damaged five ways, each a failure seen
in practice:

- `cut_half`, `cut_90`: the first 50% / 90% of the bytes (an interrupted download or copy);
- `no_root`: the trailer's `/Root` key renamed (a broken trailer);
- `no_page_tree`: the first `/Pages` name renamed (the page tree lost);
- `zeroed_block`: 4 KiB of zero bytes written over the middle third (a bad sector).

Only the damaged files PDFium itself refuses count (the others need no repair). Each tool reads
each of them: fa-extract through its public path (`Extractor.evidence`), raw pypdfium2, pypdf
(`strict=False`), and, unless `--skip-slow`, pdfminer.six (what markitdown uses for PDFs). For
each damage kind the table gives the files a tool got any text from, and the share of the intact
file's text (as the same tool reads the intact file, in non-whitespace characters) it got back.

Writes `evals/reports/bench-pdf-damage-<date>.json` and prints the table.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
import logging
import sys
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus" / "pdf"
REPORTS = ROOT / "evals" / "reports"
KINDS = ("cut_half", "cut_90", "no_root", "no_page_tree", "zeroed_block")


def damaged(data: bytes) -> Iterator[tuple[str, bytes]]:
    """The five damaged copies of one file."""
    size = len(data)
    yield "cut_half", data[: size // 2]
    yield "cut_90", data[: size * 9 // 10]
    yield "no_root", data.replace(b"/Root", b"/Rxxx")
    yield "no_page_tree", data.replace(b"/Pages", b"/Paxes", 1)
    third = size // 3
    yield "zeroed_block", data[:third] + bytes(4096) + data[third + 4096 :]


def _visible(text: str) -> int:
    return len("".join(text.split()))


def readers(skip_slow: bool) -> dict[str, Callable[[bytes], str]]:
    """Tool name -> a function from bytes to the text the tool extracts (raises on failure)."""
    import pypdf
    from bench_extract_pdf import tool_text
    from fa_extract import Extractor

    extractor = Extractor()

    def fa(data: bytes) -> str:
        blocks = extractor.evidence(io.BytesIO(data), "damaged.pdf")
        return "\n".join(b.text for b in blocks if b.anchor != "meta")

    def plain_pypdf(data: bytes) -> str:
        reader = pypdf.PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            reader.decrypt("")
        return "\n".join(page.extract_text() for page in reader.pages)

    tools: dict[str, Callable[[bytes], str]] = {
        "fa-extract": fa,
        "pypdfium2": tool_text("pypdfium2"),  # type: ignore[dict-item]
        "pypdf": plain_pypdf,
    }
    if not skip_slow:
        from pdfminer.high_level import extract_text

        tools["pdfminer.six"] = lambda data: extract_text(io.BytesIO(data))
    return tools


def _read(tool: Callable[[bytes], str], data: bytes) -> int | None:
    try:
        return _visible(tool(data))
    except Exception:
        return None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--skip-slow", action="store_true", help="leave out pdfminer.six")
    args = parser.parse_args()
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    import pypdfium2 as pdfium

    tools = readers(args.skip_slow)
    rows: dict[str, dict[str, dict[str, float]]] = {
        kind: {name: {"files": 0, "recovered": 0, "share_sum": 0.0} for name in tools}
        for kind in KINDS
    }
    cases = 0
    for path in sorted(CORPUS.glob("*.pdf")):
        data = path.read_bytes()
        try:
            pdfium.PdfDocument(data).close()
        except pdfium.PdfiumError:
            continue  # already broken: nothing to compare with
        intact = {name: _read(tool, data) for name, tool in tools.items()}
        for kind, broken in damaged(data):
            try:
                pdfium.PdfDocument(broken).close()
                continue  # PDFium copes on its own
            except pdfium.PdfiumError:
                pass
            cases += 1
            print(f"{kind:<13} {path.name}", file=sys.stderr)
            for name, tool in tools.items():
                row = rows[kind][name]
                row["files"] += 1
                got = _read(tool, broken)
                if got:
                    row["recovered"] += 1
                    whole = intact[name] or 0
                    row["share_sum"] += min(1.0, got / whole) if whole else 0.0
    report = {
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "damaged_files_pdfium_refuses": cases,
        "rows": rows,
    }
    REPORTS.mkdir(parents=True, exist_ok=True)
    out = REPORTS / f"bench-pdf-damage-{dt.date.today():%Y-%m-%d}.json"
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    names = list(tools)
    print(f"{cases} damaged copies that PDFium refuses; per tool: files with text / mean share")
    print(f"{'damage':<14}{'files':>6}" + "".join(f"{name:>22}" for name in names))
    for kind in KINDS:
        files = int(rows[kind][names[0]]["files"])
        cells = []
        for name in names:
            row = rows[kind][name]
            share = row["share_sum"] / files if files else 0.0
            cells.append(f"{int(row['recovered']):>12} / {share:>6.0%}")
        print(f"{kind:<14}{files:>6}" + "".join(f"{cell:>22}" for cell in cells))
    print(f"written: {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
