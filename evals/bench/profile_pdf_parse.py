"""The worker's PDF path in-process: dump its results, compare them, time it and profile it.

    uv run --group bench python evals/bench/profile_pdf_parse.py --dump before.json
    uv run --group bench python evals/bench/profile_pdf_parse.py --compare before.json
    uv run --group bench python evals/bench/profile_pdf_parse.py --profile [--top 30]

Runs `fa_extract._readers.pdf.parse` (what the worker runs for a PDF, without the process
around it) on every PDF of `../shared/corpus/pdf` and `evals/corpus/pdf`. `--dump` writes every
file's result (each block's anchor, kind, text and flags; the document's flags, warnings, title
and toc); `--compare` exits 1 when any file's result differs from such a dump, which is how a
speed change proves it changed no result. Every run prints the parse time over the corpus
(fastest of `--repeat` passes) beside raw pypdfium2's text extraction of the same files in the
same process, and their ratio; `--profile` prints cProfile's top functions by own time.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SOURCES = (ROOT.parent / "shared" / "corpus" / "pdf", ROOT / "evals" / "corpus" / "pdf")


def corpus() -> list[tuple[str, bytes]]:
    files: list[tuple[str, bytes]] = []
    for folder in SOURCES:
        for path in sorted(folder.glob("*.pdf")):
            files.append((f"{folder.parent.parent.name}/{path.name}", path.read_bytes()))
    return files


def result(data: bytes) -> dict[str, Any]:
    from fa_extract import ExtractError
    from fa_extract._limits import Limits
    from fa_extract._readers import pdf

    try:
        parsed = pdf.parse(data, Limits())
    except ExtractError as exc:
        return {"error": exc.code}
    return {
        "blocks": [[b.anchor, b.kind, b.text, list(b.flags)] for b in parsed.blocks],
        "flags": sorted(parsed.flags),
        "warnings": [[w.code, w.message, w.count] for w in parsed.warnings],
        "title": parsed.title,
        "toc": [[t.anchor, t.level, t.title] for t in parsed.toc],
    }


def parse_all(files: list[tuple[str, bytes]]) -> None:
    for _, data in files:
        result(data)


def raw_all(files: list[tuple[str, bytes]]) -> None:
    import pypdfium2 as pdfium

    for _, data in files:
        try:
            document = pdfium.PdfDocument(data)
        except pdfium.PdfiumError:
            continue
        for index in range(len(document)):
            try:
                page = document[index]
            except pdfium.PdfiumError:
                continue
            textpage = page.get_textpage()
            textpage.get_text_range()
            textpage.close()
            page.close()
        document.close()


def fastest(run: Any, files: list[tuple[str, bytes]], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run(files)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--dump", type=Path, help="write every file's result here")
    parser.add_argument("--compare", type=Path, help="a dump to compare every result with")
    parser.add_argument("--profile", action="store_true", help="print cProfile's top functions")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    import logging
    import warnings

    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    files = corpus()
    results = {name: result(data) for name, data in files}  # also warms imports and caches
    status = 0
    if args.dump:
        args.dump.write_text(json.dumps(results, ensure_ascii=False, indent=0), encoding="utf-8")
    if args.compare:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        differ = sorted(n for n in set(before) | set(results) if before.get(n) != results.get(n))
        for name in differ:
            print(f"DIFFERS: {name}")
        print(f"compared {len(results)} files with {args.compare.name}: {len(differ)} differ")
        status = 1 if differ else 0
    fa = fastest(parse_all, files, args.repeat)
    raw = fastest(raw_all, files, args.repeat)
    print(
        f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}  files {len(files)}  "
        f"parse {fa:.3f}s  raw pypdfium2 {raw:.3f}s  speed vs raw {raw / fa:.2f}x"
    )
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        parse_all(files)
        profiler.disable()
        stats = pstats.Stats(profiler, stream=sys.stdout)
        stats.sort_stats("tottime").print_stats(args.top)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
