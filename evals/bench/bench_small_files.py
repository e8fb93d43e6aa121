"""The fixed cost of one small file: what fa adds to the reader itself (issue 29).

    uv run --group bench python evals/bench/bench_small_files.py [--rounds 7] [--inner 5]
        [--max-bytes 20000] [--stdio] [--json OUT]

Files: every file of `evals/corpus` and `../shared/corpus` (licences left out) of at most
`--max-bytes` bytes in a format fa reads, that its reader reads without an error (a refused
file is listed and left out). For each file, in this process:

- reader: the format's reader alone, `reader.parse(bytes, limits)`, as the worker calls it;
- worker part: the worker's whole answer to the request, `_worker.handle` run in this process
  (the limits set per request, the parse, `finalize`: hygiene, splitting, grading, the wire
  form), without the pipe;
- full: `Extractor.read` of the bytes as a host's first read of the file sees it: preflight,
  sha256, the request to a warm worker over its pipe, the answer decoded and checked
  (`Document.from_wire`, `check_document`), the read packed and checked. The extractor's
  cache is emptied before each read (a new `_Cache`), so every read parses again; the worker
  stays warm, as a server's does. The file is passed as `BytesIO`, which has no identity on
  disk, so the identity cache plays no part either.

fixed = full - reader: the time a host waits for fa's own work on the file. Each round times
every file, the files in an order rotated round by round and the three measures in an order
rotated too; a file's time in a round is the mean of `--inner` calls. Figures are medians over
the rounds: per file the median of the round's times and of the round's ratio full / reader
(never the fastest round); per format the median over its files.

`--stdio` also drives `fa-mcp serve` over stdio with the SDK's client, a fresh server for each
round (the worker started, each format's reader imported and the server's call path warmed by
reading one larger file of each format five times first, not timed): per file the first
`read_document` (the file is parsed) and a second one (cached), wall time as the host sees it.
first - cached is what the parse and its fixed cost add to a call.

IN-PROCESS figures but for `--stdio`. The load average is printed at the start and the end;
on a shared machine compare runs made in the same minutes.
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPORA = (REPO / "evals" / "corpus", REPO.parent / "shared" / "corpus")
ROOT = "bench"


def small_files(max_bytes: int) -> list[Path]:
    """Corpus files of at most `max_bytes` in a format fa reads (one copy of each content)."""
    from fa_extract._readers import format_of

    seen: set[bytes] = set()
    found: list[Path] = []
    for corpus in CORPORA:
        if not corpus.is_dir():
            continue
        for path in sorted(corpus.rglob("*")):
            if "LICENSES" in path.parts or not path.is_file():
                continue
            if format_of(path.name) is None or not 0 < path.stat().st_size <= max_bytes:
                continue
            data = path.read_bytes()
            if data in seen:
                continue
            seen.add(data)
            found.append(path)
    return found


def warm_files(max_bytes: int, timed: list[Path]) -> list[Path]:
    """For `--stdio`: one more file of each timed format (the smallest over `max_bytes`), read
    first by each server so that importing the format's reader is not timed."""
    from fa_extract._readers import format_of

    formats = {format_of(path.name) for path in timed}
    chosen: dict[str, Path] = {}
    for corpus in CORPORA:
        if not corpus.is_dir():
            continue
        for path in sorted(corpus.rglob("*"), key=lambda p: p.stat().st_size):
            fmt = format_of(path.name)
            if "LICENSES" in path.parts or not path.is_file() or fmt not in formats:
                continue
            if path.stat().st_size > max_bytes and fmt is not None and fmt not in chosen:
                chosen[fmt] = path
    return sorted(chosen.values())


def _mean_ns(fn: Callable[[], object], inner: int) -> float:
    began = time.perf_counter_ns()
    for _ in range(inner):
        fn()
    return (time.perf_counter_ns() - began) / inner


def measure(files: list[Path], rounds: int, inner: int) -> dict[str, Any]:
    """Per file: medians over the rounds of the reader, the worker part and the full read."""
    from fa_extract import ExtractError, Extractor
    from fa_extract._extractor import _Cache
    from fa_extract._limits import Limits
    from fa_extract._readers import format_of, reader_for
    from fa_extract._worker import handle

    limits = Limits()
    wire_limits = dataclasses.asdict(limits)
    cases: list[dict[str, Any]] = []
    refused: list[str] = []
    extractor = Extractor(limits)
    for path in files:
        data = path.read_bytes()
        fmt = format_of(path.name)
        reader = reader_for(fmt) if fmt else None
        if fmt is None or reader is None:
            continue
        parse = reader.load().parse
        try:
            parse(data, limits)
            extractor.read(io.BytesIO(data), path.name)
        except ExtractError as exc:
            refused.append(f"{path.name}: {exc.code}")
            continue
        request = {"op": "parse", "format": fmt, "limits": wire_limits}

        def reader_call(data: bytes = data, parse: Any = parse) -> object:
            return parse(data, limits)

        def worker_call(data: bytes = data, request: dict[str, Any] = request) -> object:
            return handle(request, data)

        def full_call(data: bytes = data, name: str = path.name) -> object:
            extractor._cache = _Cache(limits.cache_max_bytes)  # emptied: a cold parse
            return extractor.read(io.BytesIO(data), name)

        cases.append(
            {
                "file": path.name,
                "format": fmt,
                "bytes": len(data),
                "calls": {"reader": reader_call, "worker": worker_call, "full": full_call},
                "times": {"reader": [], "worker": [], "full": []},
            }
        )
    measures = ("reader", "worker", "full")
    try:
        for round_no in range(rounds):
            shift = round_no % len(cases)
            order = cases[shift:] + cases[:shift]
            kinds = measures[round_no % 3 :] + measures[: round_no % 3]
            for case in order:
                for kind in kinds:
                    case["times"][kind].append(_mean_ns(case["calls"][kind], inner))
    finally:
        extractor.close()
    rows: list[dict[str, Any]] = []
    for case in cases:
        times = case["times"]
        ratios = [f / r for f, r in zip(times["full"], times["reader"], strict=True)]
        fixed = [f - r for f, r in zip(times["full"], times["reader"], strict=True)]
        rows.append(
            {
                "file": case["file"],
                "format": case["format"],
                "bytes": case["bytes"],
                "reader_ms": statistics.median(times["reader"]) / 1e6,
                "worker_ms": statistics.median(times["worker"]) / 1e6,
                "full_ms": statistics.median(times["full"]) / 1e6,
                "fixed_ms": statistics.median(fixed) / 1e6,
                "ratio": statistics.median(ratios),
            }
        )
    return {"files": rows, "refused": refused}


def by_format(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per format: the median over its files of each figure."""
    out: dict[str, dict[str, float]] = {}
    for fmt in sorted({row["format"] for row in rows}):
        mine = [row for row in rows if row["format"] == fmt]
        out[fmt] = {"files": len(mine)} | {
            key: statistics.median(row[key] for row in mine)
            for key in ("reader_ms", "worker_ms", "full_ms", "fixed_ms", "ratio")
        }
    return out


async def _stdio_round(
    config: Path, names: list[str], warm: list[str]
) -> dict[str, tuple[float, float]]:
    """One fresh server: per file the first read (parsed) and the second (cached), wall ms."""
    from mcp import ClientSession, StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "fa_mcp_server", "serve", "--config", str(config)],
        env={"PYTHONUNBUFFERED": "1"},
    )
    out: dict[str, tuple[float, float]] = {}
    with open(os.devnull, "w", encoding="utf-8") as sink:
        async with (
            stdio_client(params, errlog=sink) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            for _ in range(5):  # then cached: the server's own call path warms up too
                for name in warm:  # errors too: a refused file still imports its reader
                    await session.call_tool("read_document", {"path": f"{ROOT}/{name}"})
            for name in names:
                times: list[float] = []
                for _ in range(2):
                    began = time.perf_counter()
                    result = await session.call_tool("read_document", {"path": f"{ROOT}/{name}"})
                    times.append((time.perf_counter() - began) * 1000)
                    if result.is_error:
                        raise RuntimeError(f"read_document failed on {name}")
                out[name] = (times[0], times[1])
    return out


def stdio(files: list[Path], warm_up: list[Path], rounds: int) -> list[dict[str, Any]]:
    """`--stdio`: first and cached `read_document` of each file, a fresh server per round."""
    import anyio
    from fa_mcp_server._stdio import write_config

    with tempfile.TemporaryDirectory(prefix="fa-bench-small-") as tmp:
        work = Path(tmp)
        root = work / "root"
        root.mkdir()
        for folder in ("out", "traces", "state"):
            (work / folder).mkdir()
        names: list[str] = []
        for n, path in enumerate(files):
            name = f"{n:02d}_{path.name}"
            shutil.copyfile(path, root / name)
            names.append(name)
        warm: list[str] = []
        for n, path in enumerate(warm_up):
            warm.append(f"w{n:02d}_{path.name}")
            shutil.copyfile(path, root / warm[-1])
        config = write_config(
            work / "fa.toml",
            roots={ROOT: root},
            output_root=work / "out",
            trace_dir=work / "traces",
            state_dir=work / "state",
        )
        time.sleep(2.1)  # past the identity cache's settling time, as a host's files are
        per_file: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
        for round_no in range(rounds):
            shift = round_no % len(names)
            order = names[shift:] + names[:shift]
            for name, pair in anyio.run(_stdio_round, config, order, warm).items():
                per_file[name].append(pair)
    rows: list[dict[str, Any]] = []
    for name, pairs in per_file.items():
        rows.append(
            {
                "file": name[3:],
                "first_ms": statistics.median(p[0] for p in pairs),
                "cached_ms": statistics.median(p[1] for p in pairs),
                "parse_part_ms": statistics.median(p[0] - p[1] for p in pairs),
            }
        )
    return rows


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--inner", type=int, default=5, help="calls per file per round")
    parser.add_argument("--max-bytes", type=int, default=20_000)
    parser.add_argument("--stdio", action="store_true", help="also read over stdio")
    parser.add_argument("--json", type=Path, help="write every figure to this file")
    args = parser.parse_args()
    print(f"load average at start: {_load()}")
    files = small_files(args.max_bytes)
    found = measure(files, args.rounds, args.inner)
    print(
        f"IN-PROCESS, {len(found['files'])} files of at most {args.max_bytes} bytes, "
        f"{args.rounds} rounds of {args.inner} calls (ms, medians):"
    )
    print(
        f"  {'file':48s} {'bytes':>6s} {'reader':>7s} {'worker':>7s} {'full':>7s} "
        f"{'fixed':>7s} {'ratio':>6s}"
    )
    for row in found["files"]:
        print(
            f"  {row['file'][:48]:48s} {row['bytes']:6d} {row['reader_ms']:7.3f} "
            f"{row['worker_ms']:7.3f} {row['full_ms']:7.3f} {row['fixed_ms']:7.3f} "
            f"{row['ratio']:6.2f}"
        )
    for line in found["refused"]:
        print(f"  refused by its reader, left out: {line}")
    formats = by_format(found["files"])
    print("  per format (median over its files):")
    for fmt, row in formats.items():
        print(
            f"    {fmt:5s} {int(row['files']):3d} files  reader {row['reader_ms']:.3f}  "
            f"worker {row['worker_ms']:.3f}  full {row['full_ms']:.3f}  "
            f"fixed {row['fixed_ms']:.3f}  full/reader {row['ratio']:.2f}"
        )
    report: dict[str, Any] = {"in_process": found, "by_format": formats}
    if args.stdio:
        chosen = [p for p in files if p.name in {r["file"] for r in found["files"]}]
        rows = stdio(chosen, warm_files(args.max_bytes, chosen), args.rounds)
        report["stdio"] = rows
        print(f"OVER STDIO, a fresh server per round, {args.rounds} rounds (wall ms, medians):")
        for row in rows:
            print(
                f"  {row['file'][:48]:48s} first {row['first_ms']:7.3f}  cached "
                f"{row['cached_ms']:7.3f}  first - cached {row['parse_part_ms']:7.3f}"
            )
    print(f"load average at end: {_load()}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
