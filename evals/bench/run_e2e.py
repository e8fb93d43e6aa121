"""End-to-end benchmarks: what a host sees, through `fa-mcp serve` over stdio.

    uv run --group bench python evals/bench/run_e2e.py [--rounds 5] [--baseline REPORT.json]

An MCP client (the SDK's `ClientSession` over `stdio_client`) drives `fa-mcp serve` with a
throwaway config whose one allowed root holds copies of the files. Every fa measure starts a
FRESH server, initialises it and warms it on one small file of the same format (the worker
started, the format's parser imported, as a host's server is after its first call), then times
what a host does for each file: `inspect_document`, then `read_document` from `start=1`
following `next_start` to the end. Each comparison runs in its own child process, warmed the
same way (imports and one read of the warm file before the clock).

Every round runs every task once, in an order rotated from round to round, so load from the
other sessions on this shared machine falls on every task alike. Ratios are taken within a
round and the report gives their median over the rounds (never a best-of-N). The load average
is printed at every round. Every ratio is also given in CPU seconds (client, server and worker
together for fa, from /proc/<pid>/task/*/schedstat), which load from other sessions moves less.

Tasks: the PDF corpus (`../shared/corpus/pdf`) through fa, raw pypdfium2 (every page's text) and
markitdown; the DOCX and PPTX corpus through fa, markitdown and a plain python-docx/-pptx walk;
a 300-page Korean PDF (reportlab, HYSMyeongJo-Medium) read in budgeted calls against one raw
pypdfium2 extraction, with the peak RSS (VmHWM) of the server and its worker; cold start to
`tools/list` of `fa-mcp serve` against a bare one-tool server (`bench_server_bare.py`).

The evidence's size (`bench_shape.py`, `--no-shape` skips it): over real stdio, every file
of `evals/corpus` and the hwp files of the shared corpus read whole, per format and per file,
the model-visible characters of each copy (structured as compact JSON, and the text copy) and
their estimated tokens per character of block text, the calls to read each file whole and the
300-page PDF's, beside the size of markitdown's output for the same file.

Extraction results are digested per file (every inspect field but the call estimate and the
`next_actions`, and every block returned): `--baseline` compares them with an earlier report
and exits 1 when any file differs, which is how a speed fix proves it changed no result.

The older in-process benchmarks (`bench_extract_pdf.py`, `bench_extract_office.py`) run after,
once each, and their figures are kept and printed beside, labelled in-process
(`--no-in-process` skips them).

Writes `evals/reports/bench-e2e-<UTC date and time>.json` (git-ignored) and prints a table.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import hashlib
import io
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO.parent / "shared" / "corpus"
REPORTS = REPO / "evals" / "reports"
ROOT_NAME = "bench"
LONG_PAGES = 300
COLD_STARTS_PER_ROUND = 3
# Fields of an inspect result that depend on the read budget, not on the extraction.
_BUDGET_FIELDS = ("estimated_read_calls", "next_actions")
# Goals from issue 15: (key, comparison, goal, what it says).
GOALS = (
    ("pdf_vs_pypdfium2", ">=", 0.7, "PDF corpus pages/s vs raw pypdfium2"),
    ("pdf_vs_markitdown", ">=", 40.0, "PDF corpus vs markitdown (x faster)"),
    ("long_vs_raw", "<=", 1.2, "300-page PDF in budgeted calls vs one raw extraction (time)"),
    ("docx_vs_markitdown", ">=", 20.0, "DOCX vs markitdown (x faster)"),
    ("pptx_vs_markitdown", ">=", 5.0, "PPTX vs markitdown (x faster)"),
    ("docx_vs_walk", ">=", 1.0, "DOCX vs a plain python-docx walk (x faster)"),
    ("pptx_vs_walk", ">=", 1.0, "PPTX vs a plain python-pptx walk (x faster)"),
    ("cold_vs_bare", "<=", 1.1, "cold start to tools/list vs a bare one-tool server"),
    ("peak_rss_mb", "<=", 110.0, "peak RSS, server + worker, 300-page PDF (MB)"),
)


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


# --- files -------------------------------------------------------------------------------------


def warm_docx() -> bytes:
    import docx

    document = docx.Document()
    document.add_paragraph("준비 문단입니다. A warm-up paragraph.")
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def warm_pptx() -> bytes:
    from pptx import Presentation

    deck = Presentation()
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "준비 슬라이드"
    buffer = io.BytesIO()
    deck.save(buffer)
    return buffer.getvalue()


def lay_out(work: Path) -> dict[str, Any]:
    """Copy the corpus into one allowed root, add the warm and long files, write the config."""
    root = work / "root"
    sets: dict[str, list[str]] = {}
    for kind in ("pdf", "docx", "pptx"):
        (root / kind).mkdir(parents=True)
        names = []
        for path in sorted((CORPUS / kind).glob(f"*.{kind}")):
            shutil.copyfile(path, root / kind / path.name)  # a copy: one link, inside the root
            names.append(path.name)
        sets[kind] = names
    from bench_extract_pdf import korean_pdf  # the same generated PDF as the in-process bench

    (root / "warm").mkdir()
    (root / "warm" / "warm.pdf").write_bytes(korean_pdf(1))
    (root / "warm" / "warm.docx").write_bytes(warm_docx())
    (root / "warm" / "warm.pptx").write_bytes(warm_pptx())
    (root / "long").mkdir()
    (root / "long" / "korean-300.pdf").write_bytes(korean_pdf(LONG_PAGES))
    for folder in ("out", "traces", "state"):
        (work / folder).mkdir()
    config = work / "fa.toml"

    def toml(value: Path) -> str:
        return json.dumps(str(value), ensure_ascii=False)

    config.write_text(
        "\n".join(
            [
                f'allowed_roots = [{{ name = "{ROOT_NAME}", path = {toml(root)} }}]',
                f"output_root = {toml(work / 'out')}",
                f"trace_dir = {toml(work / 'traces')}",
                f"state_dir = {toml(work / 'state')}",
                "",
            ]
        ),
        encoding="utf-8",
    )
    return {"root": root, "config": config, "sets": sets}


def pdf_pages(folder: Path) -> int:
    """Pages of every PDF PDFium opens (the denominator of pages/s, the same for every tool)."""
    import pypdfium2 as pdfium

    total = 0
    for path in sorted(folder.glob("*.pdf")):
        try:
            pdf = pdfium.PdfDocument(path)
        except Exception:  # an unreadable file has no pages to count
            continue
        total += len(pdf)
        pdf.close()
    return total


# --- fa through MCP ------------------------------------------------------------------------------


def _server_params(config: Path) -> Any:
    from mcp import StdioServerParameters

    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "fa_mcp_server", "serve", "--config", str(config)],
        env={"PYTHONUNBUFFERED": "1"},
    )


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def _status_kib(pid: int, field: str) -> int:
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def server_memory() -> dict[str, float]:
    """Peak RSS (VmHWM) in MB of the fa server this process spawned and of its worker."""
    servers = [
        pid
        for pid in _children(os.getpid())
        if b"fa_mcp_server" in Path(f"/proc/{pid}/cmdline").read_bytes()
    ]
    if not servers:
        return {}
    workers = _children(servers[0])
    server = _status_kib(servers[0], "VmHWM") / 1024
    worker = sum(_status_kib(pid, "VmHWM") for pid in workers) / 1024
    return {"server_mb": round(server, 1), "worker_mb": round(worker, 1)}


def _cpu_ns(pid: int) -> int:
    """CPU time (ns) of every live thread of `pid`, from /proc/<pid>/task/*/schedstat."""
    total = 0
    with contextlib.suppress(OSError):
        for task in os.listdir(f"/proc/{pid}/task"):
            with contextlib.suppress(OSError, ValueError, IndexError):
                total += int(Path(f"/proc/{pid}/task/{task}/schedstat").read_text().split()[0])
    return total


def cpu_parts_ns() -> tuple[int, int, int]:
    """CPU time so far of this client, of the fa server it spawned and of the server's worker
    (what each side costs: the split the report gives next to the total)."""
    servers = [
        pid
        for pid in _children(os.getpid())
        if b"fa_mcp_server" in Path(f"/proc/{pid}/cmdline").read_bytes()
    ]
    server = sum(_cpu_ns(pid) for pid in servers)
    worker = sum(_cpu_ns(pid) for pid in servers for pid in _children(pid))
    return time.process_time_ns(), server, worker


def estimate_tokens_bound(text: str) -> int:
    """A deliberately high token count for a text (for the report only): every character
    outside ASCII as one token, ASCII at one per three characters."""
    wide = sum(1 for ch in text if ord(ch) > 127)
    return wide + (len(text) - wide + 2) // 3


def _digest_inspect(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in _BUDGET_FIELDS}


async def fa_session(
    config: Path, files: list[str], warm: str, measure_memory: bool = False
) -> dict[str, Any]:
    """A fresh server: initialise, warm on `warm`, then inspect and read every file."""
    import anyio
    import fa_extract
    from mcp import ClientSession, stdio_client

    digests: dict[str, str] = {}
    errors: dict[str, str] = {}
    calls = reads = 0
    largest: dict[str, int] = {"text_chars": 0, "structured_chars": 0, "tokens_bound": 0}
    with open(os.devnull, "w", encoding="utf-8") as sink:
        async with (
            stdio_client(_server_params(config), errlog=sink) as (read, write),
            ClientSession(read, write) as session,
        ):
            with anyio.fail_after(120):
                await session.initialize()
            warm_path = f"{ROOT_NAME}/{warm}"
            await session.call_tool("inspect_document", {"path": warm_path})
            await session.call_tool("read_document", {"path": warm_path})
            began = time.perf_counter()
            parts_began = cpu_parts_ns()
            for name in files:
                path = f"{ROOT_NAME}/{name}"
                inspected = await session.call_tool("inspect_document", {"path": path})
                calls += 1
                data = inspected.structured_content or {}
                if inspected.is_error:
                    errors[name] = str((data.get("error") or {}).get("code"))
                    digests[name] = "error:" + errors[name]
                    continue
                digest = hashlib.sha256()
                digest.update(json.dumps(_digest_inspect(data), sort_keys=True).encode())
                start: int | None = 1 if data.get("grade") != "C" else None
                while start is not None:
                    result = await session.call_tool(
                        "read_document", {"path": path, "start": start}
                    )
                    calls += 1
                    reads += 1
                    body = result.structured_content or {}
                    if result.is_error:
                        errors[name] = str((body.get("error") or {}).get("code"))
                        digest.update(b"error:" + errors[name].encode())
                        break
                    # The full blocks, whatever shape they travelled in, so a report digests
                    # the same as one made before the compact shape (issue 29).
                    for block in fa_extract.expand_blocks(body.get("blocks") or ()):
                        digest.update(json.dumps(block.to_dict(), sort_keys=True).encode())
                    text = "".join(c.text for c in result.content if hasattr(c, "text"))
                    structured = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
                    if len(structured) > largest["structured_chars"]:
                        largest = {
                            "text_chars": len(text),
                            "structured_chars": len(structured),
                            "tokens_bound": estimate_tokens_bound(structured),
                        }
                    start = body.get("next_start")
                digests[name] = digest.hexdigest()
            seconds = time.perf_counter() - began
            # Client, server and worker together: what the work costs whatever else runs.
            parts = [(b - a) / 1e9 for a, b in zip(parts_began, cpu_parts_ns(), strict=True)]
            cpu = sum(parts)
            memory = server_memory() if measure_memory else {}
    return {
        "seconds": seconds,
        "cpu_seconds": cpu,
        "cpu_split": dict(zip(("client", "server", "worker"), parts, strict=True)),
        "calls": calls,
        "reads": reads,
        "errors": errors,
        "digests": digests,
        "largest_read": largest,
        "memory": memory,
    }


def run_async(make: Callable[[], Awaitable[Any]]) -> Any:
    import anyio

    async def main() -> Any:
        return await make()

    return anyio.run(main)


# --- comparisons in child processes ------------------------------------------------------------


def child_main(tool: str, folder: str, warm: str) -> None:
    """In a child: import the tool, read `warm` once, time every file in `folder`."""
    import logging
    import warnings

    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    sys.path.insert(0, str(HERE))
    kind = Path(warm).suffix[1:]
    files = sorted(Path(folder).glob(f"*.{kind}"))
    if tool == "pypdfium2":
        from bench_extract_pdf import tool_text

        pdf_text = tool_text("pypdfium2")

        def run(path: Path) -> str:
            return pdf_text(path)  # type: ignore[operator]

    elif tool == "markitdown" and kind == "pdf":
        from bench_extract_pdf import tool_text

        pdf_text = tool_text("markitdown")

        def run(path: Path) -> str:
            return pdf_text(path)  # type: ignore[operator]

    elif tool == "markitdown":
        from bench_extract_office import extract_markitdown

        def run(path: Path) -> str:
            return extract_markitdown(path.read_bytes(), kind)

    elif tool == "walk":
        from bench_extract_office import extract_plain

        def run(path: Path) -> str:
            return extract_plain(path.read_bytes(), kind)

    else:
        raise SystemExit(f"unknown tool {tool}")
    run(Path(warm))
    failures = []
    chars = 0
    began = time.perf_counter()
    cpu_began = time.process_time()
    for path in files:
        try:
            chars += len(run(path))
        except Exception as exc:
            failures.append(f"{path.name}: {type(exc).__name__}")
    seconds = time.perf_counter() - began
    cpu = time.process_time() - cpu_began
    print(
        json.dumps({"seconds": seconds, "cpu_seconds": cpu, "failures": failures, "chars": chars})
    )


def child(tool: str, folder: Path, warm: Path) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, __file__, "--child", tool, str(folder), str(warm)],
        capture_output=True,
        text=True,
        timeout=900,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


# --- rounds ------------------------------------------------------------------------------------


def make_tasks(layout: dict[str, Any]) -> dict[str, Callable[[], dict[str, Any]]]:
    root: Path = layout["root"]
    config: Path = layout["config"]
    sets: dict[str, list[str]] = layout["sets"]
    bare = _bare_params()
    tasks: dict[str, Callable[[], dict[str, Any]]] = {}
    for kind in ("pdf", "docx", "pptx"):
        files = [f"{kind}/{name}" for name in sets[kind]]
        warm = f"warm/warm.{kind}"
        tasks[f"fa_{kind}"] = lambda files=files, warm=warm: run_async(
            lambda: fa_session(config, files, warm)
        )
        tasks[f"markitdown_{kind}"] = lambda kind=kind: child(
            "markitdown", root / kind, root / "warm" / f"warm.{kind}"
        )
    tasks["pypdfium2_pdf"] = lambda: child("pypdfium2", root / "pdf", root / "warm" / "warm.pdf")
    for kind in ("docx", "pptx"):
        tasks[f"walk_{kind}"] = lambda kind=kind: child(
            "walk", root / kind, root / "warm" / f"warm.{kind}"
        )
    tasks["fa_long"] = lambda: run_async(
        lambda: fa_session(config, ["long/korean-300.pdf"], "warm/warm.pdf", measure_memory=True)
    )
    tasks["pypdfium2_long"] = lambda: child("pypdfium2", root / "long", root / "warm" / "warm.pdf")

    from bench_server import cold_start

    def colds() -> dict[str, Any]:
        fa, plain = [], []
        for _ in range(COLD_STARTS_PER_ROUND):  # interleaved pairs
            fa.append(run_async(lambda: cold_start(_server_params(config))))
            plain.append(run_async(lambda: cold_start(bare)))
        return {"fa": statistics.median(fa), "bare": statistics.median(plain)}

    tasks["cold_start"] = colds
    return tasks


def _bare_params() -> Any:
    from mcp import StdioServerParameters

    return StdioServerParameters(
        command=sys.executable,
        args=[str(HERE / "bench_server_bare.py")],
        env={"PYTHONUNBUFFERED": "1"},
    )


def round_ratios(r: dict[str, dict[str, Any]]) -> dict[str, float]:
    """The issue's ratios within one round (those whose tasks ran)."""
    s = {name: value.get("seconds") for name, value in r.items()}
    pairs = {
        "pdf_vs_pypdfium2": ("pypdfium2_pdf", "fa_pdf"),
        "pdf_vs_markitdown": ("markitdown_pdf", "fa_pdf"),
        "long_vs_raw": ("fa_long", "pypdfium2_long"),
        "docx_vs_markitdown": ("markitdown_docx", "fa_docx"),
        "pptx_vs_markitdown": ("markitdown_pptx", "fa_pptx"),
        "docx_vs_walk": ("walk_docx", "fa_docx"),
        "pptx_vs_walk": ("walk_pptx", "fa_pptx"),
    }
    ratios = {key: s[a] / s[b] for key, (a, b) in pairs.items() if a in s and b in s}
    # The same ratios in CPU seconds (client + server + worker for fa): far less sensitive to
    # the other sessions on the machine, which only ever add waiting to wall time.
    c = {name: value.get("cpu_seconds") for name, value in r.items()}
    for key, (a, b) in pairs.items():
        if c.get(a) and c.get(b):
            ratios[f"cpu:{key}"] = c[a] / c[b]
    if "cold_start" in r:
        ratios["cold_vs_bare"] = r["cold_start"]["fa"] / r["cold_start"]["bare"]
    memory = (r.get("fa_long") or {}).get("memory") or {}
    if memory:
        ratios["peak_rss_mb"] = memory["server_mb"] + memory["worker_mb"]
    return {k: round(v, 3) for k, v in ratios.items()}


def compare_digests(rounds: list[dict[str, Any]], baseline: dict[str, Any] | None) -> list[str]:
    """Files whose extraction differs between rounds or from the baseline report."""
    current: dict[str, str] = {}
    problems = []
    for results in rounds:
        for task, value in results.items():
            for name, digest in (value.get("digests") or {}).items():
                key = f"{task}:{name}"
                if current.setdefault(key, digest) != digest:
                    problems.append(f"{key}: differs between rounds")
    if baseline is not None:
        before = baseline.get("digests") or {}
        for key, digest in current.items():
            if key in before and before[key] != digest:
                problems.append(f"{key}: differs from the baseline")
        missing = sorted(set(before) - set(current))
        problems += [f"{key}: missing against the baseline" for key in missing]
    return sorted(set(problems))


def in_process() -> dict[str, Any]:
    """The older in-process benchmarks, run once each; their JSON kept, labelled in-process."""
    found: dict[str, Any] = {}
    for script, pattern, extra in (
        ("bench_extract_pdf.py", "bench-extract-pdf-*.json", ["--repeat", "1"]),
        (
            "bench_extract_office.py",
            "bench-extract-office-*.json",
            ["--rounds", "1", "--repeat", "1"],
        ),
    ):
        before = set(REPORTS.glob(pattern))
        done = subprocess.run(
            [sys.executable, str(HERE / script), *extra],
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        after = sorted(set(REPORTS.glob(pattern)) - before) or sorted(REPORTS.glob(pattern))
        found[script] = {
            "exit": done.returncode,
            "stdout_tail": done.stdout[-3000:],
            "report": json.loads(after[-1].read_text(encoding="utf-8")) if after else None,
        }
    return found


def in_process_lines(found: dict[str, Any]) -> list[str]:
    """The in-process figures worth printing beside the end-to-end ones."""
    lines = []
    pdf = (found.get("bench_extract_pdf.py") or {}).get("report") or {}
    for key, value in (pdf.get("ratios") or {}).items():
        if isinstance(value, int | float):
            lines.append(f"  in-process pdf {key:55s} {value:8.3f}")
    office = (found.get("bench_extract_office.py") or {}).get("report") or {}
    for fmt, row in (office.get("speed") or {}).items():
        markitdown = (row.get("speedup_vs_markitdown") or {}).get("total")
        plain = (row.get("speedup_vs_plain") or {}).get("geomean_per_file")
        if isinstance(markitdown, int | float) and isinstance(plain, int | float):
            lines.append(
                f"  in-process {fmt}: vs markitdown (total) {markitdown:.2f}x, "
                f"vs plain walk (geomean per file) {plain:.2f}x"
            )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--baseline", type=Path, help="an earlier report to compare results with")
    parser.add_argument("--label", default="", help="a word for the report name (before, after)")
    parser.add_argument("--only", nargs="*", help="run only these tasks")
    parser.add_argument(
        "--no-in-process", action="store_true", help="skip the in-process benchmarks"
    )
    parser.add_argument(
        "--no-shape", action="store_true", help="skip the model-visible size per format"
    )
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child_main(*args.child)
        return 0
    baseline = None
    if args.baseline is not None:
        baseline = json.loads(args.baseline.read_text(encoding="utf-8"))
    print(f"load average at start: {load_average()}  (cpus: {os.cpu_count()})", flush=True)
    rounds: list[dict[str, Any]] = []
    loads: list[str] = []
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fa-bench-e2e-") as tmp:
        layout = lay_out(Path(tmp))
        pages = pdf_pages(layout["root"] / "pdf")
        tasks = make_tasks(layout)
        names = [n for n in tasks if not args.only or n in args.only]
        for number in range(args.rounds):
            shift = number % len(names)
            order = names[shift:] + names[:shift]
            results: dict[str, dict[str, Any]] = {}
            for name in order:
                results[name] = tasks[name]()
            rounds.append(results)
            loads.append(load_average())
            line = "  ".join(
                f"{n}={results[n]['seconds']:.2f}s" for n in names if "seconds" in results[n]
            )
            print(f"round {number + 1}: load {loads[-1]}  {line}", flush=True)
            if "cold_start" in results:
                cold = results["cold_start"]
                print(f"  cold start fa {cold['fa']:.3f}s bare {cold['bare']:.3f}s", flush=True)
    per_round = [round_ratios(r) for r in rounds]
    medians = {
        key: round(statistics.median(r[key] for r in per_round), 3)
        for key in (per_round[0] if per_round else {})
    }
    problems = compare_digests(rounds, baseline)
    digests = {
        f"{task}:{name}": digest
        for task, value in rounds[0].items()
        for name, digest in (value.get("digests") or {}).items()
    }
    now = dt.datetime.now(dt.UTC)
    report: dict[str, Any] = {
        "date": now.isoformat(timespec="seconds"),
        "label": args.label,
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
        },
        "load_average_per_round": loads,
        "pdf_corpus_pages": pages,
        "rounds": args.rounds,
        "medians_of_round_ratios": medians,
        "per_round_ratios": per_round,
        "tasks": [
            {
                name: {k: v for k, v in value.items() if k != "digests"}
                for name, value in results.items()
            }
            for results in rounds
        ],
        "digests": digests,
        "result_problems": problems,
        "wall_seconds": round(time.perf_counter() - began, 1),
    }
    if not args.no_shape and not args.only:
        # Sizes, not times: one pass (bench_shape.py), beside markitdown's output size.
        print("model-visible size of the evidence (bench_shape.py) ...", flush=True)
        sys.path.insert(0, str(HERE))
        from bench_shape import DEFAULT_FOLDERS, measure
        from bench_shape import table as shape_table

        report["shape"] = measure([f for f in DEFAULT_FOLDERS if f.is_dir()])
        print(shape_table(report["shape"]).split("\n\n")[0])
    if not args.no_in_process and not args.only:
        print("in-process benchmarks (older figures, kept for comparison) ...", flush=True)
        report["in_process"] = in_process()
    print(f"\nend to end, median of {args.rounds} per-round ratios (PDF corpus {pages} pages):")
    for key, sign, goal, what in GOALS:
        if key in medians:
            value = medians[key]
            met = value >= goal if sign == ">=" else value <= goal
            cpu = medians.get(f"cpu:{key}")
            also = f"  (CPU time: {cpu:.3f})" if cpu is not None else ""
            print(
                f"  {what:64s} {value:8.3f}  goal {sign} {goal:<5} "
                f"{'met' if met else 'NOT met':8s}{also}"
            )
    if rounds and "fa_long" in rounds[0]:
        long = rounds[-1]["fa_long"]
        largest = long["largest_read"]
        print(f"  300-page PDF: {long['reads']} read_document calls; largest read {largest}")
    for task in ("fa_pdf", "fa_long"):
        splits = [r[task]["cpu_split"] for r in rounds if "cpu_split" in r.get(task, {})]
        if splits:
            shown = "  ".join(
                f"{side} {statistics.median(split[side] for split in splits):.3f}s"
                for side in ("client", "server", "worker")
            )
            print(f"  {task} CPU seconds by process (medians): {shown}")
    for line in in_process_lines(report.get("in_process") or {}):
        print(line)
    print(f"load average at end: {load_average()}")
    REPORTS.mkdir(parents=True, exist_ok=True)
    stamp = now.strftime("%Y-%m-%dT%H%M%SZ")
    out = REPORTS / f"bench-e2e-{stamp}{'-' + args.label if args.label else ''}.json"
    out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"written: {out.relative_to(REPO)}")
    if problems:
        print("EXTRACTION RESULTS DIFFER:", *problems, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
