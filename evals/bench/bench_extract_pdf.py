"""PDF extraction side by side, in one run: fa-extract against markitdown, pypdf, pdfminer.six
and raw pypdfium2; then a generated 300-page Korean PDF read in budgeted calls.

Run: `uv run --group bench python evals/bench/bench_extract_pdf.py`

Corpus part: every PDF of `../shared/corpus/pdf`. Each tool runs in its own child process (so
its peak RSS is its own) over every file, from the path. The run is `--repeat` rounds (default
3); each round starts one child per tool, in an order rotated from round to round, so that
load from other work on a shared machine falls on every tool alike; the fastest pass of each
tool counts, since outside load only ever adds time. Every child first reads a one-page PDF
before the clock (imports, library start-up, and for fa-extract its warm worker, as a
server's would be). fa-extract goes through its public path (`Extractor.evidence`: preflight,
the isolated worker, hygiene, anchors, invariants) with a fresh cache. Pages/s is the corpus's
page count (counted once with PDFium) over the tool's time; failures are files that raised;
Hangul counts the syllables the tool extracted. Next to the ratio of fastest passes, the
report gives the median of the per-round ratios of fa-extract to raw pypdfium2.

300-page part: a reportlab PDF of 300 Korean pages, in a fresh child with one warm extractor:
a full extraction (`evidence`, cache missed) against the budgeted read (`inspect` plus `read`
calls following `next_start`, cache missed at the start), alternating, fastest of 5 each; and
the parent's peak RSS (the server side; the worker's is reported apart).

Writes `evals/reports/bench-extract-pdf-<date>.json` and prints a table with the ratios the
issue sets as targets.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import io
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus" / "pdf"
REPORTS = ROOT / "evals" / "reports"
TOOLS = ("fa-extract", "pypdfium2", "pypdf", "pdfminer.six", "markitdown")
LONG_PAGES = 300


def _hangul(text: str) -> int:
    return sum(1 for ch in text if "\uac00" <= ch <= "\ud7a3")


def _peak_mb(who: int) -> float:
    return resource.getrusage(who).ru_maxrss / 1024


def tool_text(tool: str) -> object:
    """A function path -> extracted text for one tool (imports happen here, in the child).

    The pypdfium2 one also takes the file's bytes (the damage benchmark uses it so).
    """
    if tool == "pypdfium2":
        import pypdfium2 as pdfium

        def run(source: Path | bytes) -> str:
            pdf = pdfium.PdfDocument(source)
            parts = []
            for index in range(len(pdf)):
                page = pdf[index]
                textpage = page.get_textpage()
                parts.append(textpage.get_text_range())
                textpage.close()
                page.close()
            pdf.close()
            return "\n".join(parts)

        return run
    if tool == "pypdf":
        import pypdf

        return lambda path: "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)
    if tool == "pdfminer.six":
        from pdfminer.high_level import extract_text

        return lambda path: extract_text(str(path))
    if tool == "markitdown":
        from markitdown import MarkItDown

        converter = MarkItDown()
        return lambda path: converter.convert(str(path)).text_content
    raise ValueError(tool)


def child_corpus(tool: str, warm: Path) -> dict[str, object]:
    """Run one tool over the corpus once, after one untimed read of `warm`."""
    import logging
    import warnings

    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    files = sorted(CORPUS.glob("*.pdf"))
    failures: list[str] = []
    hangul = 0
    if tool == "fa-extract":
        from fa_extract import ExtractError, Extractor

        extractor = Extractor()
        with warm.open("rb") as handle:
            extractor.inspect(handle, warm.name)
        start = time.perf_counter()
        for path in files:
            try:
                with path.open("rb") as handle:
                    blocks = extractor.evidence(handle, path.name)
                hangul += sum(_hangul(b.text) for b in blocks if b.anchor != "meta")
            except ExtractError as exc:
                failures.append(f"{path.name}: {exc.code}")
        seconds = time.perf_counter() - start
        extractor.close()
    else:
        run = tool_text(tool)
        run(warm)  # type: ignore[operator]
        start = time.perf_counter()
        for path in files:
            try:
                hangul += _hangul(run(path))  # type: ignore[operator]
            except Exception as exc:
                failures.append(f"{path.name}: {type(exc).__name__}")
        seconds = time.perf_counter() - start
    return {
        "tool": tool,
        "seconds": seconds,
        "failures": failures,
        "hangul": hangul,
        "peak_rss_mb": _peak_mb(resource.RUSAGE_SELF),
        "worker_peak_rss_mb": _peak_mb(resource.RUSAGE_CHILDREN),
    }


def korean_pdf(pages: int) -> bytes:
    """A text PDF of `pages` Korean pages (36 lines each) in reportlab's CID font."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if "HYSMyeongJo-Medium" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont("HYSMyeongJo-Medium"))
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, invariant=1)
    for number in range(1, pages + 1):
        pdf.setFont("HYSMyeongJo-Medium", 10)
        y = 800
        for line in range(36):
            pdf.drawString(
                40,
                y,
                f"{number}쪽 {line + 1}행: 2024년 {number % 12 + 1}월 매출은 "
                f"{number * 37 + line:,}만 원이며 전년 대비 {line % 9}.{number % 10}% 늘었다.",
            )
            y -= 21
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def child_long(path: Path, repeat: int) -> dict[str, object]:
    """Full extraction vs budgeted reads of the 300-page PDF, and the server-side peak RSS.

    One warm extractor; each pass reads bytes that differ only by a trailing comment after
    `%%EOF`, so every pass misses the cache and parses, and both measures share the worker.
    Full and budgeted passes alternate; the fastest of `repeat` each counts.
    """
    from fa_extract import Extractor

    data = path.read_bytes()
    full_runs: list[float] = []
    inspect_runs: list[float] = []
    read_runs: list[float] = []
    block_count = calls = returned = 0
    info = None
    with Extractor() as extractor:
        extractor.inspect(io.BytesIO(korean_pdf(1)), "warm.pdf")
        for number in range(repeat):
            variant = data + b"\n%% full pass %d\n" % number
            start = time.perf_counter()
            block_count = len(extractor.evidence(io.BytesIO(variant), path.name)) - 1
            full_runs.append(time.perf_counter() - start)
            variant = data + b"\n%% read pass %d\n" % number
            start = time.perf_counter()
            info = extractor.inspect(io.BytesIO(variant), path.name)
            inspect_runs.append(time.perf_counter() - start)
            calls = returned = 0
            next_start: int | None = 1
            while next_start is not None:
                result = extractor.read(io.BytesIO(variant), path.name, start=next_start)
                returned += len(result.blocks)
                next_start = result.next_start
                calls += 1
            read_runs.append(time.perf_counter() - start)
    assert info is not None
    return {
        "pages": info.pages,
        "chars": info.char_count,
        "blocks": block_count,
        "full_extraction_seconds": min(full_runs),
        "inspect_seconds": min(inspect_runs),
        "budgeted_read_seconds": min(read_runs),
        "full_extraction_passes": full_runs,
        "budgeted_read_passes": read_runs,
        "read_calls": calls,
        "estimated_read_calls": info.estimated_read_calls,
        "blocks_returned": returned,
        "server_peak_rss_mb": _peak_mb(resource.RUSAGE_SELF),
        "worker_peak_rss_mb": _peak_mb(resource.RUSAGE_CHILDREN),
    }


def _child(args: list[str]) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, __file__, *args], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--child-corpus")
    parser.add_argument("--warm", type=Path)
    parser.add_argument("--child-long", type=Path)
    parser.add_argument("--repeat", type=int, default=3, help="rounds; each tool's fastest counts")
    args = parser.parse_args()
    if args.child_corpus:
        print(json.dumps(child_corpus(args.child_corpus, args.warm)))
        return 0
    if args.child_long:
        print(json.dumps(child_long(args.child_long, args.repeat)))
        return 0

    import pypdfium2 as pdfium

    pages = 0
    for path in sorted(CORPUS.glob("*.pdf")):
        with contextlib.suppress(pdfium.PdfiumError):
            pages += len(pdfium.PdfDocument(path))
    rounds: list[dict[str, dict[str, Any]]] = []
    with tempfile.TemporaryDirectory() as tmp:
        warm = Path(tmp) / "warm.pdf"
        warm.write_bytes(korean_pdf(1))
        for number in range(args.repeat):
            order = TOOLS[number % len(TOOLS) :] + TOOLS[: number % len(TOOLS)]
            print(f"round {number + 1}/{args.repeat}: {', '.join(order)}", file=sys.stderr)
            rounds.append(
                {tool: _child(["--child-corpus", tool, "--warm", str(warm)]) for tool in order}
            )
        long_path = Path(tmp) / "긴보고서.pdf"
        long_path.write_bytes(korean_pdf(LONG_PAGES))
        print("running the 300-page read ...", file=sys.stderr)
        long = _child(["--child-long", str(long_path), "--repeat", str(max(args.repeat, 5))])
    results: dict[str, dict[str, Any]] = {}
    for tool in TOOLS:
        runs = [one[tool] for one in rounds]
        result = dict(min(runs, key=lambda run: run["seconds"]))
        result["passes"] = [run["seconds"] for run in runs]
        result["peak_rss_mb"] = max(run["peak_rss_mb"] for run in runs)
        result["worker_peak_rss_mb"] = max(run["worker_peak_rss_mb"] for run in runs)
        result["pages_per_second"] = pages / result["seconds"]
        results[tool] = result
    paired = statistics.median(
        one["pypdfium2"]["seconds"] / one["fa-extract"]["seconds"] for one in rounds
    )
    fa = results["fa-extract"]["pages_per_second"]
    ratios = {
        "fa_vs_markitdown": fa / results["markitdown"]["pages_per_second"],  # type: ignore[operator]
        "fa_vs_raw_pypdfium2": fa / results["pypdfium2"]["pages_per_second"],  # type: ignore[operator]
        "budgeted_read_vs_full_extraction": float(long["budgeted_read_seconds"])  # type: ignore[arg-type]
        / float(long["full_extraction_seconds"]),  # type: ignore[arg-type]
        "fa_vs_raw_pypdfium2_median_of_rounds": paired,
    }
    targets = {
        "fa_vs_markitdown >= 20": ratios["fa_vs_markitdown"] >= 20,
        "fa_vs_raw_pypdfium2 >= 0.5": ratios["fa_vs_raw_pypdfium2"] >= 0.5,
        "budgeted_read_vs_full_extraction <= 1.3": ratios["budgeted_read_vs_full_extraction"]
        <= 1.3,
        "server_peak_rss_mb < 150": float(long["server_peak_rss_mb"]) < 150,  # type: ignore[arg-type]
    }
    report = {
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "corpus_files": len(list(CORPUS.glob("*.pdf"))),
        "corpus_pages": pages,
        "tools": results,
        "long_document": long,
        "ratios": ratios,
        "targets": targets,
    }
    REPORTS.mkdir(parents=True, exist_ok=True)
    out = REPORTS / f"bench-extract-pdf-{dt.date.today():%Y-%m-%d}.json"
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")

    print(
        f"corpus: {report['corpus_files']} PDFs, {pages} pages "
        f"(one run, {args.repeat} rounds, fastest pass per tool)"
    )
    print(f"{'tool':<14}{'pages/s':>10}{'seconds':>10}{'failures':>10}{'Hangul':>10}{'RSS MB':>9}")
    for tool, r in results.items():
        print(
            f"{tool:<14}{r['pages_per_second']:>10.1f}{r['seconds']:>10.2f}"
            f"{len(r['failures']):>10}{r['hangul']:>10}{r['peak_rss_mb']:>9.0f}"
        )
    print(f"fa-extract worker peak RSS: {results['fa-extract']['worker_peak_rss_mb']:.0f} MB")
    print(
        f"300 pages: inspect {long['inspect_seconds']:.2f} s, full extraction "
        f"{long['full_extraction_seconds']:.2f} s, budgeted read "
        f"{long['budgeted_read_seconds']:.2f} s in {long['read_calls']} calls "
        f"(estimated {long['estimated_read_calls']}), server RSS "
        f"{long['server_peak_rss_mb']:.0f} MB, worker RSS {long['worker_peak_rss_mb']:.0f} MB"
    )
    for name, value in ratios.items():
        print(f"ratio {name}: {value:.2f}")
    for name, ok in targets.items():
        print(f"target {name}: {'met' if ok else 'MISSED'}")
    print(f"written: {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
