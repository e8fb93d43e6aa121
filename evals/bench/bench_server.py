"""Server benchmarks over real stdio, side by side in one run (ratios, never timed assertions).

    uv run python evals/bench/bench_server.py [--calls 2000] [--repeats 5] [--no-markitdown]

1. Cold start: spawn to the first `tools/list` answer (initialize included), for `fa-mcp serve`,
   for a bare MCP server with one tool (`bench_server_bare.py`, same SDK and Python), and for
   markitdown-mcp when it installs into a temp venv (never into the lock). Runs are interleaved
   and the median is reported, so a noisy neighbour hits every server alike.
2. One session, `--calls` mixed tool calls over the samples (every read tool, the grounding check
   and the preview): latency p50/p95 per tool and overall, errors, and memory growth of the
   server's process tree (server plus extraction worker) from after a warm-up to the end.
3. The demo's wall time: `fa-mcp demo` on a fresh clone-like folder (samples made first) and on
   an existing workspace.

Results go to `evals/reports/bench-server-<date>.json`.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import anyio
from fa_mcp_server._stdio import (
    call,
    data_of,
    error_code,
    make_workspace,
    server_params,
    write_draft,
)
from mcp import ClientSession, StdioServerParameters, stdio_client

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
REPORTS = REPO / "evals" / "reports"
WARMUP = 200
"""Calls before the memory baseline is taken: caches and the worker are warm by then."""


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


# --- cold start ------------------------------------------------------------------------------


async def cold_start(params: StdioServerParameters) -> float:
    """Seconds from spawning the server to its first tools/list answer."""
    with open(os.devnull, "w", encoding="utf-8") as sink:
        began = time.perf_counter()
        async with (
            stdio_client(params, errlog=sink) as (read, write),
            ClientSession(read, write) as session,
        ):
            with anyio.fail_after(120):
                await session.initialize()
                tools = await session.list_tools()
            elapsed = time.perf_counter() - began
    if not tools.tools:
        raise RuntimeError("the server listed no tools")
    return elapsed


def _markitdown(work: Path) -> tuple[StdioServerParameters | None, str]:
    """markitdown-mcp in its own temp venv, or None and why it is not available."""
    uv = shutil.which("uv")
    if uv is None:
        return None, "not available: uv is not on PATH"
    venv = work / "markitdown-venv"
    try:
        subprocess.run([uv, "venv", "--quiet", str(venv)], check=True, timeout=120)
        python = venv / "bin" / "python"
        subprocess.run(
            [uv, "pip", "install", "--quiet", "--python", str(python), "markitdown-mcp"],
            check=True,
            timeout=600,
            capture_output=True,
        )
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        return None, f"not available: install failed ({type(error).__name__})"
    command = venv / "bin" / "markitdown-mcp"
    if not command.exists():
        return None, "not available: the package installed no markitdown-mcp command"
    return StdioServerParameters(command=str(command), args=[]), "installed in a temp venv"


def cold_starts(config: Path, work: Path, repeats: int, markitdown: bool) -> dict[str, Any]:
    """Median cold start of each server, interleaved."""
    targets: dict[str, StdioServerParameters] = {
        "fa_mcp": server_params(config),
        "bare_one_tool": StdioServerParameters(
            command=sys.executable, args=[str(HERE / "bench_server_bare.py")]
        ),
    }
    notes: dict[str, str] = {}
    if markitdown:
        params, note = _markitdown(work)
        notes["markitdown_mcp"] = note
        if params is not None:
            targets["markitdown_mcp"] = params
    else:
        notes["markitdown_mcp"] = "not measured (--no-markitdown)"
    samples: dict[str, list[float]] = {name: [] for name in targets}
    for name, params in targets.items():  # one unmeasured start each: disk caches warm
        try:
            anyio.run(cold_start, params)
        except Exception as error:
            notes[name] = f"not available: failed to start ({type(error).__name__})"
            samples.pop(name)
    for _ in range(repeats):
        for name in list(samples):
            samples[name].append(anyio.run(cold_start, targets[name]))
    medians = {name: statistics.median(values) for name, values in samples.items()}
    result: dict[str, Any] = {
        "repeats": repeats,
        "median_s": {k: round(v, 4) for k, v in medians.items()},
        "all_s": {k: [round(x, 4) for x in v] for k, v in samples.items()},
        "notes": notes,
    }
    if "fa_mcp" in medians and "bare_one_tool" in medians:
        result["ratio_fa_to_bare"] = round(medians["fa_mcp"] / medians["bare_one_tool"], 3)
    if "fa_mcp" in medians and "markitdown_mcp" in medians:
        result["ratio_fa_to_markitdown"] = round(medians["fa_mcp"] / medians["markitdown_mcp"], 3)
    return result


# --- many calls in one session -----------------------------------------------------------------


def _children(pid: int) -> list[int]:
    """Direct children of `pid`, from /proc (Linux)."""
    found: list[int] = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # The command name may hold spaces and parentheses: the ppid follows the last ')'.
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def _rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _memory() -> dict[str, int]:
    """RSS in KiB of the server (our child running fa_mcp_server) and of its whole tree."""
    servers = [
        pid
        for pid in _children(os.getpid())
        if b"fa_mcp_server" in Path(f"/proc/{pid}/cmdline").read_bytes()
    ]
    if not servers:
        return {"server_kib": 0, "tree_kib": 0, "processes": 0}
    tree, todo = [], [servers[0]]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        todo += _children(pid)
    return {
        "server_kib": _rss_kib(servers[0]),
        "tree_kib": sum(_rss_kib(pid) for pid in tree),
        "processes": len(tree),
    }


def _mix(root: str, draft: str) -> list[tuple[str, dict[str, Any]]]:
    """One round of the call mix: discovery, every sample inspected, reads of every text format,
    both image kinds, the prompt, the grounding check and the preview."""
    docs = ["보고서.pdf", "스캔.pdf", "도면.pdf", "흐름도.svg", "도형만.svg", "사진.png"]
    docs += ["보고서.docx", "발표.pptx"]
    doc = f"{root}/보고서.docx"
    return [
        ("list_allowed_roots", {}),
        ("scan_folder", {"path": root}),
        *(("inspect_document", {"path": f"{root}/{name}"}) for name in docs),
        ("read_document", {"path": doc}),
        ("read_document", {"path": f"{root}/발표.pptx"}),
        ("read_document", {"path": f"{root}/보고서.pdf"}),
        ("read_document", {"path": f"{root}/흐름도.svg"}),
        ("read_document_image", {"path": f"{root}/사진.png"}),
        ("read_document_image", {"path": f"{root}/스캔.pdf", "page": 1}),
        ("build_analysis_prompt", {"path": doc}),
        ("check_summary_grounding", {"path": doc, "draft": draft}),
        ("preview_save_report", {"path": doc, "draft": draft}),
    ]


async def _session(config: Path, root: str, calls: int) -> dict[str, Any]:
    latencies: dict[str, list[float]] = {}
    errors: dict[str, int] = {}
    with open(os.devnull, "w", encoding="utf-8") as sink:
        async with (
            stdio_client(server_params(config), errlog=sink) as (read, write),
            ClientSession(read, write) as session,
        ):
            with anyio.fail_after(60):
                await session.initialize()
            doc = f"{root}/보고서.docx"
            prompt = data_of(await call(session, "build_analysis_prompt", {"path": doc}))
            draft = write_draft("보고서", list(prompt.get("blocks") or ())).text
            mix = _mix(root, draft)
            start_memory: dict[str, int] = {}
            peak = 0
            began = time.perf_counter()
            for index in range(calls):
                tool, arguments = mix[index % len(mix)]
                t0 = time.perf_counter()
                result = await call(session, tool, arguments)
                latencies.setdefault(tool, []).append(time.perf_counter() - t0)
                if result.is_error:
                    code = error_code(result) or "?"
                    errors[code] = errors.get(code, 0) + 1
                if index + 1 == WARMUP:
                    start_memory = _memory()
                if (index + 1) % 100 == 0:
                    peak = max(peak, _memory()["tree_kib"])
            wall = time.perf_counter() - began
            end_memory = _memory()
    every = [x for values in latencies.values() for x in values]

    def growth(key: str) -> float | None:
        first = start_memory.get(key, 0)
        return round(end_memory[key] / first - 1, 4) if first else None

    return {
        "calls": calls,
        "wall_s": round(wall, 3),
        "calls_per_s": round(calls / wall, 1),
        "errors": errors,
        "error_count": sum(errors.values()),
        "latency_ms": {
            "p50": round(1000 * _percentile(every, 0.5), 2),
            "p95": round(1000 * _percentile(every, 0.95), 2),
            "max": round(1000 * max(every), 2),
        },
        "per_tool_ms": {
            tool: {
                "n": len(values),
                "p50": round(1000 * _percentile(values, 0.5), 2),
                "p95": round(1000 * _percentile(values, 0.95), 2),
            }
            for tool, values in sorted(latencies.items())
        },
        "memory": {
            "after_warmup": start_memory,
            "end": end_memory,
            "peak_tree_kib": peak,
            "growth_server": growth("server_kib"),
            "growth_tree": growth("tree_kib"),
            "warmup_calls": WARMUP,
        },
    }


# --- the demo ------------------------------------------------------------------------------------


def _demo(work: Path, config: Path) -> dict[str, Any]:
    """Wall time of `fa-mcp demo`, fresh (samples made first) and on an existing workspace."""
    fresh = work / "fresh-clone"
    (fresh / "config").mkdir(parents=True)
    shutil.copy(REPO / "config" / "roots.toml", fresh / "config" / "roots.toml")
    env = {k: v for k, v in os.environ.items() if k != "FA_MCP_CONFIG"}
    runs: dict[str, Any] = {}
    for label, cwd, extra in (
        ("fresh_clone", fresh, []),
        ("existing_workspace", work, ["--config", str(config)]),
    ):
        began = time.perf_counter()
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(
            [sys.executable, "-m", "fa_mcp_server", "demo", *extra],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
        runs[label] = {
            "wall_s": round(time.perf_counter() - began, 3),
            # CPU seconds of the demo and everything it spawned: what the run costs on an idle
            # machine, whatever else shares the cores.
            "cpu_s": round(
                cpu_after.ru_utime - cpu_before.ru_utime + cpu_after.ru_stime - cpu_before.ru_stime,
                3,
            ),
            "exit": done.returncode,
            "transcript_lines": len(done.stdout.splitlines()),
        }
        if done.returncode != 0:
            runs[label]["stderr_tail"] = done.stderr[-500:]
    return runs


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--no-markitdown", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="fa-bench-server-") as tmp:
        work = Path(tmp)
        space = make_workspace(work / "workspace")
        print("cold start ...", flush=True)
        cold = cold_starts(space.config, work, args.repeats, not args.no_markitdown)
        print(json.dumps(cold["median_s"]), cold.get("ratio_fa_to_bare"), flush=True)
        print(f"{args.calls} calls in one session ...", flush=True)
        session = anyio.run(_session, space.config, space.root_name, args.calls)
        print(session["latency_ms"], session["errors"], session["memory"]["growth_tree"])
        print("demo ...", flush=True)
        demo = _demo(work, space.config)
        print(json.dumps(demo), flush=True)
    today = dt.datetime.now(dt.UTC).date().isoformat()
    result = {
        "date": today,
        "machine": {
            "python": platform.python_version(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
            "load_average_at_end": os.getloadavg(),
        },
        "cold_start": cold,
        "session": session,
        "demo": demo,
    }
    REPORTS.mkdir(parents=True, exist_ok=True)
    out = REPORTS / f"bench-server-{today}.json"
    out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"written: {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
