"""HWP and HWPX extraction side by side: fa, python-hwpx and hwp-hwpx-parser, in one run.

Run: `uv run --group bench python evals/bench/bench_extract_hwp.py [--rounds N]`

Files: every .hwp/.hwpx of `../shared/corpus`. Each tool reads every file from memory in this
process, one warm-up first. Then `--rounds` rounds: in each, every file is read once by every
tool, the tools in an order rotated from round to round, so load from other sessions on the
machine falls on all of them alike. A file's time is the median over the rounds (milliseconds),
and `fa / best` is the median over the rounds of fa's time over the fastest comparison's in that
round (never a best-of-N). fa's time is preflight + parse + finalize (what the worker does).

"floor" is what no reader of the file can skip, timed the same way: for HWP, opening the
compound file (olefile), reading and inflating the sections the header selects (decrypted for
a distribution document) and one pass over their record headers; for HWPX, inflating the XML
parts fa reads (manifest, content.hpf, header.xml, the sections) and parsing them with lxml.
What fa spends beyond it is the structure: records into paragraphs, tables, notes, blocks.

"fa (worker)" is the same file through `Extractor.inspect` with no cache, i.e. across the
worker pipe, as the server calls it; "fa server" is `fa-mcp serve` over stdio (the first
`inspect_document` of a file, a cold parse, and the median `read_document` after it); both are
medians of `--worker-repeat` runs.

Recovery: the truth is read here from each file's own structure, by category: for HWPX the
`hp:t` text of every `hp:p` (deleted tracked changes left out, as Hancom shows the accepted
text), for HWP the PARA_TEXT of every paragraph (a distribution document's view text is
decrypted with fa's `hwp_crypto`, the one piece shared). A paragraph's category is where it
sits: body, cells, nested cells (a table inside a table), text boxes, notes, memos (HWP: the
list after a MEMO_LIST record), headers/footers, master pages (HWP: a list one level below a
paragraph with no MEMO_LIST before it, as a section's last master page is kept). A tool
recovers a paragraph when the paragraph's Hangul syllables, in order, occur in the tool's
output (Hangul only, so separators, numbers and note marks do not matter); the table counts
the Hangul syllables of recovered paragraphs. A tool that refuses a file recovers nothing from
it; a refusal is printed with its error.
Prints tables and writes `evals/reports/bench-extract-hwp-<date>.json`.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import io
import json
import re
import statistics
import struct
import sys
import tempfile
import time
import warnings
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree as ET

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
REPORTS = ROOT / "evals" / "reports"
CATEGORIES = (
    "body",
    "cells",
    "nested cells",
    "text boxes",
    "notes",
    "memos",
    "headers/footers",
    "master pages",
)
TOOLS = ("fa", "python-hwpx", "hwp-hwpx-parser")
_HANGUL = re.compile("[\uac00-\ud7a3]")


def hangul(text: str) -> str:
    return "".join(_HANGUL.findall(text))


# --- the tools ---------------------------------------------------------------------------------


def extract_fa(data: bytes, name: str) -> str:
    from fa_extract._document import finalize
    from fa_extract._limits import Limits
    from fa_extract._preflight import preflight
    from fa_extract._readers import reader_for

    limits = Limits()
    fmt = preflight(data, name, limits)
    reader = reader_for(fmt)
    assert reader is not None
    doc = finalize(reader.load().parse(data, limits))
    return "\n".join(b.text for b in doc.blocks)


def extract_python_hwpx(data: bytes, name: str) -> str:
    from hwpx import HwpxDocument
    from hwpx.tools.exporter import export_text

    doc = HwpxDocument.open(io.BytesIO(data))
    return export_text(doc, notes=True)


def extract_hwp_hwpx_parser(data: bytes, name: str) -> str:
    from hwp_hwpx_parser import Reader

    suffix = "." + name.rsplit(".", 1)[-1]
    with tempfile.NamedTemporaryFile(suffix=suffix) as fh:  # it reads from a path only
        fh.write(data)
        fh.flush()
        with Reader(fh.name) as reader:
            parts = [reader.text]
            parts += [str(getattr(m, "text", m)) for m in reader.get_memos()]
            return "\n".join(parts)


def floor(data: bytes, name: str) -> str:
    """The reading no HWP/HWPX reader can skip (see the module docstring); returns "" so it
    times like a tool. A file a reader must refuse raises, as in the tools."""
    if data.startswith(b"PK"):
        from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

        parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            names = [
                n
                for n in zf.namelist()
                if n in ("META-INF/manifest.xml", "Contents/content.hpf", "Contents/header.xml")
                or re.fullmatch(r"Contents/section\d+\.xml", n)
            ]
            for part in names:
                etree.fromstring(zf.read(part), parser)
        return ""
    import olefile

    ole = olefile.OleFileIO(data)
    flags = struct.unpack_from("<I", ole.openstream("FileHeader").read(), 36)[0]  # pyright: ignore[reportArgumentType]
    if flags & 2:
        raise ValueError("password")
    storage = "ViewText" if flags & 4 else "BodyText"
    unpack = struct.Struct("<I").unpack_from
    for entry in ole.listdir():
        if entry[0] != storage:
            continue
        raw = ole.openstream(entry).read()
        if flags & 4:
            from fa_extract._readers.hwp_crypto import decrypt_view_text

            raw = decrypt_view_text(raw)
        body = zlib.decompressobj(-15).decompress(raw) if flags & 1 else raw
        pos, end = 0, len(body)
        while pos + 4 <= end:  # every record header once, nothing built
            (head,) = unpack(body, pos)
            size = head >> 20
            if size == 0xFFF:
                (size,) = unpack(body, pos + 4)
                pos += 4
            pos += 4 + size
    return ""


EXTRACTORS: dict[str, Callable[[bytes, str], str]] = {
    "fa": extract_fa,
    "python-hwpx": extract_python_hwpx,
    "hwp-hwpx-parser": extract_hwp_hwpx_parser,
}


# --- the truth, by category ---------------------------------------------------------------------


def _local(tag: object) -> str:
    return tag.rpartition("}")[2] if isinstance(tag, str) else ""


def truth_hwpx(data: bytes) -> list[tuple[str, str]]:
    """(category, paragraph text) for every `hp:p` of every section."""
    out: list[tuple[str, str]] = []
    deleting = False

    def paragraph(p: ET.Element, category: str, in_cell: bool) -> None:
        nonlocal deleting
        text: list[str] = []
        for run in p:
            for child in run:
                if _local(child.tag) == "t":
                    if child.text and not deleting:
                        text.append(child.text)
                    for inner in child:
                        name = _local(inner.tag)
                        if name == "deleteBegin":
                            deleting = True
                        elif name == "deleteEnd":
                            deleting = False
                        if inner.tail and not deleting:
                            text.append(inner.tail)
                else:
                    visit(child, category, in_cell)
        out.append((category, "".join(text)))

    def visit(el: ET.Element, category: str, in_cell: bool) -> None:
        name = _local(el.tag)
        if name == "p":
            paragraph(el, category, in_cell)
            return
        if name == "tc":
            category, in_cell = ("nested cells" if in_cell else "cells"), True
        elif name == "drawText":
            category = "text boxes"
        elif name in ("footNote", "endNote"):
            category = "notes"
        elif name == "memo" or (name == "fieldBegin" and el.get("type") == "MEMO"):
            category = "memos"  # a memo group's memo, or a memo saved as a field
        elif name in ("header", "footer"):
            category = "headers/footers"
        elif name == "hiddenComment":
            return  # hidden text is not a category a reader sees
        for child in el:
            visit(child, category, in_cell)

    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        names = sorted(n for n in zf.namelist() if re.fullmatch(r"Contents/section\d+\.xml", n))
        for name in names:
            visit(ET.fromstring(zf.read(name)), "body", False)
    return out


_ONE = {0, 10, 13, *range(24, 32)}


def _para_text(payload: bytes) -> str:
    units = struct.unpack(f"<{len(payload) // 2}H", payload[: len(payload) // 2 * 2])
    out: list[str] = []
    i = 0
    while i < len(units):
        u = units[i]
        if u >= 32:
            out.append(chr(u))
            i += 1
        else:
            i += 1 if u in _ONE else 8
    return "".join(out)


def _category(stack: list[tuple[int, str]]) -> str:
    """Where a paragraph sits, from the controls and paragraphs above it."""
    category, in_cell, previous = "body", False, ""
    for _, kind in stack:
        if kind == "tbl ":
            category, in_cell = ("nested cells" if in_cell else "cells"), True
        elif kind == "gso " and category in ("body", "cells", "nested cells"):
            category = "text boxes"
        elif kind in ("fn  ", "en  "):
            category = "notes"
        elif kind in ("head", "foot"):
            category = "headers/footers"
        elif kind == "tcmt":
            category = "hidden"
        elif kind == "para" and previous == "para memo":
            category = "memos"  # a list one level below a paragraph, after a MEMO_LIST record
        elif kind == "para" and previous == "para list":
            category = "master pages"  # such a list with no MEMO_LIST: a section's master page
        previous = kind
    return category


def truth_hwp(data: bytes) -> list[tuple[str, str]]:
    """(category, paragraph text) for every PARA_TEXT of the sections, by its ancestry."""
    import olefile

    ole = olefile.OleFileIO(data)
    flags = struct.unpack_from("<I", ole.openstream("FileHeader").read(), 36)[0]
    if flags & 2:
        return []
    storage = "ViewText" if flags & 4 else "BodyText"
    out: list[tuple[str, str]] = []
    sections = sorted(
        (e for e in ole.listdir() if e[0] == storage), key=lambda e: int(e[1][len("Section") :])
    )
    for entry in sections:
        raw = ole.openstream(entry).read()
        if flags & 4:
            from fa_extract._readers.hwp_crypto import decrypt_view_text

            raw = decrypt_view_text(raw)
        body = zlib.decompressobj(-15).decompress(raw) if flags & 1 else raw
        stack: list[tuple[int, str]] = []  # (level, "para" or a control id) above the record
        pos = 0
        while pos + 4 <= len(body):
            (head,) = struct.unpack_from("<I", body, pos)
            pos += 4
            tag, level, size = head & 0x3FF, (head >> 10) & 0x3FF, head >> 20
            if size == 0xFFF:
                (size,) = struct.unpack_from("<I", body, pos)
                pos += 4
            payload = body[pos : pos + size]
            pos += size
            while stack and stack[-1][0] >= level:
                stack.pop()
            if tag == 71:  # CTRL_HEADER
                stack.append((level, payload[:4][::-1].decode("latin-1")))
            elif tag == 66:  # PARA_HEADER
                stack.append((level, "para"))
            elif tag in (72, 93) and stack and stack[-1] == (level - 1, "para"):
                # LIST_HEADER or MEMO_LIST right below a paragraph: what its lists are
                stack[-1] = (level - 1, "para memo" if tag == 93 else "para list")
            elif tag == 93 and stack and stack[-1] == (level - 1, "para list"):
                stack[-1] = (level - 1, "para memo")
            elif tag == 67:  # PARA_TEXT
                category = _category(stack)
                if category != "hidden":
                    out.append((category, _para_text(payload)))
    return out


def truth(path: Path) -> list[tuple[str, str]]:
    data = path.read_bytes()
    if data.startswith(b"PK"):
        try:
            return truth_hwpx(data)
        except ET.ParseError:  # encrypted parts: nothing a reader may recover
            return []
    if data.startswith(b"\xd0\xcf\x11\xe0"):
        try:
            return truth_hwp(data)
        except Exception:  # a file a tool must refuse: nothing to recover
            return []
    return []


# --- running -----------------------------------------------------------------------------------


TIMED = (*TOOLS, "floor")


def timed_rounds(
    files: list[tuple[str, bytes]], rounds: int
) -> tuple[dict[str, dict[str, str | None]], dict[str, dict[str, list[float]]]]:
    """Each tool's output (None when it refuses, with the refusal) and its times per round.

    One warm-up read by every tool; then `rounds` rounds, each reading every file once with
    every tool that did not refuse it, the tools in an order rotated by the round's number.
    """
    timed = {**EXTRACTORS, "floor": floor}
    outputs: dict[str, dict[str, str | None]] = {}
    errors: dict[str, dict[str, str]] = {}
    times: dict[str, dict[str, list[float]]] = {}
    for name, data in files:
        outputs[name], errors[name], times[name] = {}, {}, {}
        for tool, fn in timed.items():
            try:
                outputs[name][tool] = fn(data, name)
                times[name][tool] = []
            except Exception as exc:  # a refusal is a result here
                outputs[name][tool] = None
                errors[name][tool] = (
                    f"{type(exc).__name__}: {getattr(exc, 'code', '') or str(exc)[:50]}"
                )
    for r in range(rounds):
        order = [*TIMED[r % len(TIMED) :], *TIMED[: r % len(TIMED)]]
        for name, data in files:
            for tool in order:
                if tool not in times[name]:
                    continue
                start = time.perf_counter()
                timed[tool](data, name)
                times[name][tool].append((time.perf_counter() - start) * 1000)
    for name, found in outputs.items():
        for tool, error in errors[name].items():
            found[tool + ":error"] = error
    return outputs, times


def median_ratio(mine: list[float], others: list[list[float]]) -> float | None:
    """The median over the rounds of `mine` over the fastest of `others` in the same round."""
    if not mine or not others:
        return None
    return statistics.median(m / min(o[i] for o in others) for i, m in enumerate(mine))


def fa_worker_ms(paths: list[Path], repeat: int) -> dict[str, float]:
    from fa_extract import ExtractError, Extractor, Limits

    out: dict[str, float] = {}
    # A one-character cache keeps nothing, so every call parses again in the warm worker.
    with Extractor(Limits(cache_max_bytes=1)) as ex:
        for path in paths:
            data = path.read_bytes()
            runs = []
            for _ in range(repeat + 1):
                start = time.perf_counter()
                with contextlib.suppress(ExtractError):  # a refusal is timed too
                    assert not ex.inspect(io.BytesIO(data), path.name).cache_hit
                runs.append((time.perf_counter() - start) * 1000)
            out[path.name] = statistics.median(runs[1:])  # the first one warms the format
    return out


def fa_server_ms(paths: list[Path], repeat: int) -> dict[str, dict[str, float | str | None]]:
    """Through `fa-mcp serve` over stdio: the first `inspect_document` of each file (a cold
    parse in the server's worker) and the median of `repeat` `read_document` calls (cached)."""
    import os
    import shutil

    import anyio
    from fa_mcp_server._stdio import call, error_code, open_session, write_config

    out: dict[str, dict[str, float | str | None]] = {}

    async def session(config: Path) -> None:
        with open(os.devnull, "w", encoding="utf-8") as sink:
            async with open_session(config, errlog=sink) as client:
                for path in paths:
                    start = time.perf_counter()
                    result = await call(client, "inspect_document", {"path": f"docs/{path.name}"})
                    inspect_ms = (time.perf_counter() - start) * 1000
                    code = error_code(result)
                    runs = []
                    if code is None:
                        for _ in range(repeat):
                            start = time.perf_counter()
                            await call(client, "read_document", {"path": f"docs/{path.name}"})
                            runs.append((time.perf_counter() - start) * 1000)
                    out[path.name] = {
                        "inspect_ms": inspect_ms,
                        "read_ms": statistics.median(runs) if runs else None,
                        "code": code,
                    }

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        docs = base / "docs"
        for folder in (docs, base / "out", base / "traces", base / "state"):
            folder.mkdir()
        for path in paths:
            shutil.copyfile(path, docs / path.name)
        config = write_config(
            base / "fa.toml",
            roots={"docs": docs},
            output_root=base / "out",
            trace_dir=base / "traces",
            state_dir=base / "state",
        )
        anyio.run(session, config)
    return out


def recovered(paragraphs: list[tuple[str, str]], output: str | None) -> dict[str, int]:
    got = dict.fromkeys(CATEGORIES, 0)
    if output is None:
        return got
    haystack = hangul(output)
    for category, text in paragraphs:
        needle = hangul(text)
        if needle and category in got and needle in haystack:
            got[category] += len(needle)
    return got


def _ms(values: list[float] | None) -> float | None:
    return statistics.median(values) if values else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--worker-repeat", type=int, default=5)
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    paths = sorted([*CORPUS.glob("hwp/*.hwp"), *CORPUS.glob("hwpx/*.hwpx")])
    if not paths:
        print(f"no HWP/HWPX files under {CORPUS}", file=sys.stderr)
        return 1
    import os

    load_before = os.getloadavg()
    outputs, times = timed_rounds([(p.name, p.read_bytes()) for p in paths], args.rounds)
    load_after = os.getloadavg()
    rows = []
    for path in paths:
        paragraphs = truth(path)
        total = dict.fromkeys(CATEGORIES, 0)
        for category, text in paragraphs:
            if category in total:
                total[category] += len(hangul(text))
        row: dict = {"file": path.name, "truth": total, "tools": {}}
        for tool in TIMED:
            row["tools"][tool] = {
                "ms": _ms(times[path.name].get(tool)),
                "error": outputs[path.name].get(tool + ":error", ""),
                "recovered": recovered(paragraphs, outputs[path.name][tool]),
            }
        others = [times[path.name][t] for t in TOOLS[1:] if t in times[path.name]]
        row["fa_vs_best"] = median_ratio(times[path.name].get("fa", []), others)
        row["fa_vs_floor"] = median_ratio(
            times[path.name].get("fa", []),
            [times[path.name]["floor"]] if "floor" in times[path.name] else [],
        )
        rows.append(row)
    worker = fa_worker_ms(paths, args.worker_repeat)
    server = fa_server_ms(paths, args.worker_repeat)
    for row in rows:
        row["fa_worker_ms"] = worker[row["file"]]
        row["fa_server"] = server[row["file"]]

    print(
        f"in-process, medians of {args.rounds} rotated rounds; load average "
        f"{load_before[0]:.2f} before, {load_after[0]:.2f} after"
    )
    heads = [*TOOLS, "floor", "fa / best", "fa (worker)", "fa server insp.", "fa server read"]
    print(f"{'file':44} " + " ".join(f"{t:>16}" for t in heads))
    for row in rows:
        cells = []
        for tool in TIMED:
            ms = row["tools"][tool]["ms"]
            cells.append(f"{ms:13.2f} ms" if ms is not None else f"{'refused':>16}")
        ratio = row["fa_vs_best"]
        cells.append(f"{ratio:15.3f}x" if ratio is not None else f"{'-':>16}")
        cells.append(f"{row['fa_worker_ms']:13.2f} ms")
        srv = row["fa_server"]
        cells.append(f"{srv['inspect_ms']:13.2f} ms")
        read = srv["read_ms"]
        cells.append(f"{read:13.2f} ms" if read is not None else f"{srv['code'][:16]:>16}")
        print(f"{row['file'][:44]:44} " + " ".join(cells))
    print()
    print("Hangul syllables recovered (truth / fa / python-hwpx / hwp-hwpx-parser)")
    print(f"{'file':44} " + " ".join(f"{c[:14]:>22}" for c in CATEGORIES))
    shortfalls = []
    for row in rows:
        parts = []
        for c in CATEGORIES:
            vals = [row["truth"][c]] + [row["tools"][t]["recovered"][c] for t in TOOLS]
            parts.append(f"{'/'.join(str(v) for v in vals):>22}")
            best_other = max(row["tools"][t]["recovered"][c] for t in TOOLS[1:])
            if row["tools"]["fa"]["recovered"][c] < best_other:
                shortfalls.append(f"{row['file']} {c}")
        print(f"{row['file'][:44]:44} " + " ".join(parts))
    print()
    for row in rows:
        for tool in TOOLS:
            if row["tools"][tool]["error"]:
                print(f"{row['file']}: {tool} refused ({row['tools'][tool]['error']})")
    read = [r for r in rows if r["tools"]["fa"]["ms"] is not None]
    fa_ms = sorted(r["tools"]["fa"]["ms"] for r in read)
    floor_ms = [r["tools"]["floor"]["ms"] for r in read if r["tools"]["floor"]["ms"] is not None]
    print(
        f"\nfa in-process over the {len(fa_ms)} files it reads: mean {statistics.mean(fa_ms):.2f} "
        f"ms, median {statistics.median(fa_ms):.2f} ms, "
        f"{sum(1 for m in fa_ms if m < 2.0)} under 2 ms; the floor's mean "
        f"{statistics.mean(floor_ms):.2f} ms"
    )
    print(
        "fa recovers at least the best comparison everywhere"
        if not shortfalls
        else "fa below a comparison: " + "; ".join(shortfalls)
    )
    REPORTS.mkdir(parents=True, exist_ok=True)
    out = REPORTS / f"bench-extract-hwp-{dt.date.today().isoformat()}.json"
    report = {
        "rounds": args.rounds,
        "load_average": [load_before[0], load_after[0]],
        "rows": rows,
        "shortfalls": shortfalls,
    }
    out.write_text(json.dumps(report, ensure_ascii=False, indent=1))
    print(f"report: {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
