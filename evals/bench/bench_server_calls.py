"""In-process: what the server's own per-call path costs, with the extraction already cached.

    uv run --group bench python evals/bench/bench_server_calls.py [--passes 5] [--profile N]
        [--stdio]

Builds the fa server over a throwaway config whose one root holds copies of the PDF, DOCX and
PPTX corpus (`../shared/corpus`), connects the SDK's in-memory `Client` to it, and reads every
file once (inspect, then read from `start=1` following `next_start`), so the extractor's cache
holds every document. Then it times `--passes` passes of the same calls: what is left is the
server's work per call (argument validation, the boundary opening the file, the cache lookup,
building the result, the harness, the JSON text copy, the SDK's checks of the result, the
tracer) plus the in-memory client, never the worker's parse. The client's check of each result
against the output schema (jsonschema, the host's cost) is timed apart and left out of ms/call.
It also times, apart, encoding one JSON-RPC response as the SDK's stdio writer does
(`model_dump_json`) for every read result.

IN-PROCESS figures: no pipe, no second process. Medians over the passes, ms per call and
microseconds per block returned. `--profile N` prints cProfile's top N functions, every thread
profiled (Python 3.11's cProfile sees only the thread that enables it, so each thread starts
its own profiler through `threading.setprofile`, and the profiles are merged).

`--stdio` also times single calls over real stdio (`fa-mcp serve` and the bare one-tool server
of `bench_server_bare.py`, CPU of the server's process tree from /proc): the SDK's own floor
per call beside fa's cheapest calls on a cached document.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO.parent / "shared" / "corpus"
ROOT = "bench"

_PROFILES: list[cProfile.Profile] = []
_PROFILES_LOCK = threading.Lock()


def _start_thread_profile(*_: Any) -> None:
    """Set by `threading.setprofile`: the first event of a new thread gives it a profiler."""
    profile = cProfile.Profile()
    with _PROFILES_LOCK:
        _PROFILES.append(profile)
    profile.enable()  # replaces this hook for the thread


class _Snapshot:
    """A profile's statistics so far, for `pstats` (a thread's profiler may still be on)."""

    def __init__(self, profile: cProfile.Profile) -> None:
        profile.snapshot_stats()  # type: ignore[attr-defined]
        self.stats = profile.stats  # type: ignore[attr-defined]

    def create_stats(self) -> None:
        return None


def lay_out(work: Path) -> tuple[Path, dict[str, list[str]]]:
    root = work / "root"
    sets: dict[str, list[str]] = {}
    for kind in ("pdf", "docx", "pptx"):
        (root / kind).mkdir(parents=True)
        sets[kind] = []
        for path in sorted((CORPUS / kind).glob(f"*.{kind}")):
            shutil.copyfile(path, root / kind / path.name)
            sets[kind].append(f"{kind}/{path.name}")
    for folder in ("out", "traces", "state"):
        (work / folder).mkdir()
    from fa_mcp_server._stdio import write_config

    config = write_config(
        work / "fa.toml",
        roots={ROOT: root},
        output_root=work / "out",
        trace_dir=work / "traces",
        state_dir=work / "state",
    )
    return config, sets


async def one_pass(client: Any, files: list[str], encode: list[Any] | None) -> dict[str, int]:
    """Inspect and read every file; counts of calls and blocks (results kept in `encode`)."""
    calls = blocks = 0
    for name in files:
        path = f"{ROOT}/{name}"
        inspected = await client.call_tool("inspect_document", {"path": path})
        calls += 1
        data = inspected.structured_content or {}
        if inspected.is_error or data.get("grade") == "C":
            continue
        start = 1
        while start is not None:
            result = await client.call_tool("read_document", {"path": path, "start": start})
            calls += 1
            body = result.structured_content or {}
            if result.is_error:
                break
            blocks += len(body.get("blocks") or ())
            if encode is not None:
                encode.append(result)
            start = body.get("next_start")
    return {"calls": calls, "blocks": blocks}


def encode_seconds(results: list[Any]) -> float:
    """Encode every result as the JSON-RPC response line the stdio writer sends."""
    from mcp.types import JSONRPCResponse

    messages = [
        JSONRPCResponse(
            jsonrpc="2.0", id=n, result=r.model_dump(by_alias=True, mode="json", exclude_none=True)
        )
        for n, r in enumerate(results)
    ]
    began = time.perf_counter()
    for message in messages:
        message.model_dump_json(by_alias=True, exclude_unset=True)
    return time.perf_counter() - began


_CLIENT_CHECK = [0.0]
"""Seconds spent in the client's check of results against the output schemas (jsonschema)."""


def time_client_check() -> None:
    """Time the SDK client's schema check apart: it is the host's cost, not the server's."""
    from mcp.client.session import ClientSession

    original = ClientSession.validate_tool_result

    async def timed(self: Any, name: str, result: Any) -> None:
        began = time.perf_counter()
        try:
            await original(self, name, result)
        finally:
            _CLIENT_CHECK[0] += time.perf_counter() - began

    ClientSession.validate_tool_result = timed  # type: ignore[method-assign]


async def run(passes: int, profile: bool) -> dict[str, Any]:
    from fa_gate import load_config
    from fa_mcp_server._server import build_server
    from fa_mcp_server._tools import Toolbox
    from mcp import Client

    with tempfile.TemporaryDirectory(prefix="fa-bench-calls-") as tmp:
        config_path, sets = lay_out(Path(tmp))
        config = load_config(config_path)
        with Toolbox(config) as toolbox:
            server = build_server(config, toolbox=toolbox)
            if profile:  # every thread the server starts from now on gets a profiler
                threading.setprofile(_start_thread_profile)
            async with Client(server) as client:
                for files in sets.values():  # every document parsed and cached
                    await one_pass(client, files, None)
                if profile:  # one pass of every kind, profiled in every thread
                    main = cProfile.Profile()
                    with _PROFILES_LOCK:
                        for started in _PROFILES:
                            started.clear()
                        _PROFILES.append(main)
                    main.enable()
                    for files in sets.values():
                        await one_pass(client, files, None)
                    main.disable()
                    threading.setprofile(None)  # type: ignore[arg-type]
                    return {}
                figures: dict[str, Any] = {}
                for kind, files in sets.items():
                    per_call, per_block, cpu_per_call, checks = [], [], [], []
                    encoded: list[Any] = []
                    counts: dict[str, int] = {}
                    for number in range(passes):
                        began, cpu = time.perf_counter(), time.process_time()
                        _CLIENT_CHECK[0] = 0.0
                        counts = await one_pass(client, files, encoded if number == 0 else None)
                        seconds = time.perf_counter() - began - _CLIENT_CHECK[0]
                        cpu = time.process_time() - cpu - _CLIENT_CHECK[0]
                        checks.append(_CLIENT_CHECK[0] * 1000 / counts["calls"])
                        per_call.append(seconds * 1000 / counts["calls"])
                        cpu_per_call.append(cpu * 1000 / counts["calls"])
                        per_block.append(seconds * 1e6 / max(1, counts["blocks"]))
                    figures[kind] = {
                        **counts,
                        "ms_per_call": round(statistics.median(per_call), 3),
                        "cpu_ms_per_call": round(statistics.median(cpu_per_call), 3),
                        "us_per_block": round(statistics.median(per_block), 2),
                        "client_check_ms_per_call": round(statistics.median(checks), 3),
                        "encode_ms_per_read": round(
                            encode_seconds(encoded) * 1000 / max(1, len(encoded)), 3
                        ),
                    }
    return figures


STDIO_CALLS = 300


async def stdio_per_call(params: Any, tool: str, args: dict[str, Any]) -> dict[str, float]:
    """Over real stdio: wall time and server CPU (every thread of the server and its worker,
    from /proc) per call of one tool, repeated on the same arguments after a warm-up."""
    from mcp import ClientSession, stdio_client
    from run_e2e import _children, _cpu_ns

    with open(os.devnull, "w", encoding="utf-8") as sink:
        async with (
            stdio_client(params, errlog=sink) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            await session.list_tools()
            for _ in range(20):
                await session.call_tool(tool, args)
            server = _children(os.getpid())
            tree = server + [pid for pid in server for pid in _children(pid)]
            cpu = sum(_cpu_ns(pid) for pid in tree)
            began = time.perf_counter()
            for _ in range(STDIO_CALLS):
                result = await session.call_tool(tool, args)
                if result.is_error:
                    raise RuntimeError(f"{tool} failed")
            wall = time.perf_counter() - began
            cpu = sum(_cpu_ns(pid) for pid in tree) - cpu
    return {"wall_ms": wall * 1000 / STDIO_CALLS, "server_cpu_ms": cpu / 1e6 / STDIO_CALLS}


def stdio_figures() -> None:
    """The SDK's own floor per call (a bare one-tool server) beside fa's cheapest calls."""
    import anyio
    from mcp import StdioServerParameters

    sys.path.insert(0, str(HERE))
    with tempfile.TemporaryDirectory(prefix="fa-bench-calls-") as tmp:
        config, _ = lay_out(Path(tmp))
        small = Path(tmp) / "root" / "pptx"
        name = sorted(small.glob("*.pptx"))[0].name
        time.sleep(2.1)  # past the identity cache's settling time: cached calls stay cached
        env = {"PYTHONUNBUFFERED": "1"}
        fa = StdioServerParameters(
            command=sys.executable,
            args=["-m", "fa_mcp_server", "serve", "--config", str(config)],
            env=env,
        )
        bare = StdioServerParameters(
            command=sys.executable, args=[str(HERE / "bench_server_bare.py")], env=env
        )
        print(f"OVER STDIO, {STDIO_CALLS} calls each (server CPU: server and worker processes):")
        for label, params, tool, args in (
            ("bare one-tool server, echo", bare, "echo", {"text": "x"}),
            ("fa list_allowed_roots", fa, "list_allowed_roots", {}),
            (
                "fa inspect_document (cached pptx)",
                fa,
                "inspect_document",
                {"path": f"{ROOT}/pptx/{name}"},
            ),
            (
                "fa read_document (cached pptx)",
                fa,
                "read_document",
                {"path": f"{ROOT}/pptx/{name}"},
            ),
        ):
            row = anyio.run(stdio_per_call, params, tool, args)
            print(
                f"  {label:36s} {row['wall_ms']:.3f} ms/call wall, "
                f"{row['server_cpu_ms']:.3f} ms/call server CPU"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--profile", type=int, default=0, help="print the top N functions")
    parser.add_argument("--sort", default="tottime", help="pstats sort key (tottime, cumtime)")
    parser.add_argument(
        "--stdio", action="store_true", help="also time single calls over real stdio"
    )
    args = parser.parse_args()
    import anyio

    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    time_client_check()
    figures = anyio.run(run, args.passes, args.profile > 0)
    if figures:
        print(
            "IN-PROCESS (in-memory client, extraction cached), medians of passes; the client's "
            "schema check is timed apart (not in ms/call):"
        )
    for kind, row in figures.items():
        print(
            f"  {kind:5s} {row['calls']:4d} calls {row['blocks']:5d} blocks: "
            f"{row['ms_per_call']:.3f} ms/call (CPU {row['cpu_ms_per_call']:.3f}), "
            f"{row['us_per_block']:.1f} us/block; client check "
            f"{row['client_check_ms_per_call']:.3f} ms/call; stdio encoding "
            f"{row['encode_ms_per_read']:.3f} ms per read result"
        )
    if args.stdio:
        stdio_figures()
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.profile:
        with _PROFILES_LOCK:
            stats = pstats.Stats(_Snapshot(_PROFILES[0]), stream=(out := io.StringIO()))
            for extra in _PROFILES[1:]:
                snapshot = _Snapshot(extra)
                if snapshot.stats:  # a thread that did nothing since the warm-up
                    stats.add(snapshot)
        stats.sort_stats(args.sort).print_stats(args.profile)
        sys.stdout.write(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
