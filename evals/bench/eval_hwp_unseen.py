"""Held-out robustness check of fa's HWP 5.0 and HWPX readers on a folder of real files.

Run: `uv run --group bench python evals/bench/eval_hwp_unseen.py FOLDER [--rounds N] [--json OUT]`

Every `.hwp`/`.hwpx` file under FOLDER (recursively) is read from memory in this process by fa
(preflight + parse + finalize, as the worker does), python-hwpx (HWPX only) and hwp-hwpx-parser,
and printed side by side: fa's result (its block count, or the error code it refused with), the
median milliseconds over `--rounds` reads (after one warm-up), and the Hangul syllables each
tool recovers, overall and per category. The truth and the recovery measure are those of
`bench_extract_hwp.py` (each file's own paragraphs, by where they sit; a paragraph counts when
its Hangul syllables occur in order in a tool's output).

Flags, one line each, printed after the tables:
- `crash`: fa raised something other than an `ExtractError` (a defect whatever the file).
- `code`: fa refused a file a comparison reads, or whose own structure holds text and no
  encryption; or fa read a file whose header or manifest says it is encrypted.
- `fewer`: fa recovered fewer syllables than the best comparison, overall or in a category.
- `placeholder`: a distribution document's placeholder page (`BodyText`, shown by readers that
  cannot decrypt `ViewText`) appears in fa's text.
- `order`: paragraphs (body, cells, text boxes) that fa returns in a different order from
  the file's.
- `slow`: fa's median over 10 ms.

`--damage` then reads damaged copies of every file with fa (cut short at six points, random
bytes overwritten in twelve copies, the same copies every run): each must be read or refused
with a catalogue code, in under a second, and never called encrypted when the file is not.

Nothing of the repository is needed besides fa itself: the folder is given on the command line.
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import random
import statistics
import struct
import sys
import time
import warnings
import zipfile
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_extract_hwp import (  # the folder is put on the path just above
    CATEGORIES,
    extract_hwp_hwpx_parser,
    extract_python_hwpx,
    hangul,
    recovered,
    truth,
)

COMPARISONS = {"python-hwpx": extract_python_hwpx, "hwp-hwpx-parser": extract_hwp_hwpx_parser}
SLOW_MS = 10.0


def read_fa(data: bytes, name: str) -> tuple[str, list[str], str | None]:
    """fa's blocks' texts and its refusal code (None when it read the file); a crash raises."""
    from fa_extract import ExtractError
    from fa_extract._document import finalize
    from fa_extract._limits import Limits
    from fa_extract._preflight import preflight
    from fa_extract._readers import reader_for

    limits = Limits()
    try:
        fmt = preflight(data, name, limits)
        reader = reader_for(fmt)
        if reader is None:
            return "", [], f"no reader for {fmt}"
        doc = finalize(reader.load().parse(data, limits))
    except ExtractError as exc:
        return "", [], exc.code
    texts = [b.text for b in doc.blocks]
    return "\n".join(texts), texts, None


def encrypted_by_structure(data: bytes) -> bool | None:
    """Whether the file says it is encrypted (HWP FileHeader password/DRM bits, an HWPX
    manifest with encryption data); None when its structure cannot be read."""
    try:
        if data.startswith(b"PK"):
            with zipfile.ZipFile(io.BytesIO(data)) as zf:
                if "META-INF/manifest.xml" not in zf.namelist():
                    return False
                return b"encryption-data" in zf.read("META-INF/manifest.xml")
        import olefile

        ole = olefile.OleFileIO(data)
        flags = struct.unpack_from("<I", ole.openstream("FileHeader").read(), 36)[0]
        return bool(flags & (0x2 | 0x10 | 0x100 | 0x400))
    except Exception:
        return None


def placeholder_text(data: bytes) -> str:
    """A distribution document's placeholder page: the Hangul of its `BodyText` paragraphs
    (empty for any other file)."""
    if not data.startswith(b"\xd0\xcf\x11\xe0"):
        return ""
    try:
        import olefile

        ole = olefile.OleFileIO(data)
        flags = struct.unpack_from("<I", ole.openstream("FileHeader").read(), 36)[0]
        if not flags & 0x4:
            return ""
        out: list[str] = []
        for entry in ole.listdir():
            if entry[0] != "BodyText":
                continue
            raw = ole.openstream(entry).read()
            body = zlib.decompressobj(-15).decompress(raw) if flags & 1 else raw
            pos = 0
            while pos + 4 <= len(body):
                (head,) = struct.unpack_from("<I", body, pos)
                size = head >> 20
                pos += 4
                if size == 0xFFF:
                    (size,) = struct.unpack_from("<I", body, pos)
                    pos += 4
                if head & 0x3FF == 67:  # PARA_TEXT
                    out.append(body[pos : pos + size].decode("utf-16-le", "replace"))
                pos += size
        return hangul("".join(out))
    except Exception:
        return ""


IN_FLOW = ("body", "cells", "text boxes")  # notes, memos and headers move by design


def order_problems(paragraphs: list[tuple[str, str]], output: str) -> int:
    """Paragraphs of the body, its tables' cells and text boxes (of 4 or more syllables, each
    found once in fa's text) that come before the one preceding them in the file."""
    haystack = hangul(output)
    last = -1
    wrong = 0
    for category, text in paragraphs:
        needle = hangul(text)
        if category not in IN_FLOW or len(needle) < 4 or haystack.count(needle) != 1:
            continue
        at = haystack.find(needle)
        if at < last:
            wrong += 1
        last = max(last, at)
    return wrong


def timed(fn, data: bytes, name: str, rounds: int) -> float:
    fn(data, name)  # the warm-up
    runs = []
    for _ in range(rounds):
        start = time.perf_counter()
        fn(data, name)
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs)


def evaluate(path: Path, rounds: int) -> dict:
    data = path.read_bytes()
    name = path.name
    paragraphs = truth(path)
    total = dict.fromkeys(CATEGORIES, 0)
    for category, text in paragraphs:
        if category in total:
            total[category] += len(hangul(text))
    row: dict = {"file": name, "bytes": len(data), "truth": total, "tools": {}, "flags": []}
    try:
        output, texts, code = read_fa(data, name)
    except Exception as exc:  # a crash: recorded, never fatal to the run
        row["flags"].append(f"crash: {type(exc).__name__}: {str(exc)[:80]}")
        output, texts, code = "", [], "CRASH"
    fa: dict = {"code": code, "blocks": len(texts), "recovered": recovered(paragraphs, output)}
    fa["ms"] = timed(read_fa, data, name, rounds) if code != "CRASH" else None
    row["tools"]["fa"] = fa
    for tool, fn in COMPARISONS.items():
        entry: dict = {"error": None, "ms": None}
        try:
            found = fn(data, name)
            entry["ms"] = timed(fn, data, name, rounds)
        except Exception as exc:  # a comparison's refusal is a result here
            found = None
            entry["error"] = f"{type(exc).__name__}: {str(exc)[:60]}"
        entry["recovered"] = recovered(paragraphs, found)
        row["tools"][tool] = entry

    others = [row["tools"][t] for t in COMPARISONS]
    readable = [t for t in COMPARISONS if sum(row["tools"][t]["recovered"].values()) > 0]
    locked = encrypted_by_structure(data)
    if code is None and locked:
        row["flags"].append("code: read although its header says it is encrypted")
    elif code is not None and code != "CRASH":
        locked_codes = ("DOCUMENT_ENCRYPTED", "DOCUMENT_DRM_PROTECTED")
        if code not in locked_codes and (readable or sum(total.values()) > 0):
            row["flags"].append(f"code: refused with {code}, readable ({', '.join(readable)})")
        elif code == "DOCUMENT_ENCRYPTED" and locked is False:
            row["flags"].append("code: DOCUMENT_ENCRYPTED but nothing in it says so")
    mine = fa["recovered"]
    for category in CATEGORIES:
        best = max(o["recovered"][category] for o in others)
        if mine[category] < best:
            row["flags"].append(f"fewer: {category} {mine[category]} < {best}")
    best_total = max(sum(o["recovered"].values()) for o in others)
    if sum(mine.values()) < best_total:
        row["flags"].append(f"fewer: overall {sum(mine.values())} < {best_total}")
    placeholder = placeholder_text(data)
    if placeholder and len(placeholder) >= 8 and placeholder in hangul(output):
        row["flags"].append("placeholder: the distribution placeholder page is in the text")
    wrong = order_problems(paragraphs, output) if code is None else 0
    if wrong:
        row["flags"].append(f"order: {wrong} paragraphs out of order")
    if fa["ms"] is not None and fa["ms"] > SLOW_MS:
        row["flags"].append(f"slow: {fa['ms']:.1f} ms")
    return row


def damaged_variants(data: bytes, rng: random.Random) -> list[tuple[str, bytes]]:
    """The file cut at six points and with 12 sets of 1, 4 or 16 random bytes overwritten."""
    out = [(f"cut at {f:.0%}", data[: int(len(data) * f)]) for f in (0.1, 0.3, 0.5, 0.7, 0.9, 0.99)]
    for i in range(12):
        flipped = bytearray(data)
        for _ in range(rng.choice((1, 4, 16))):
            flipped[rng.randrange(len(flipped))] = rng.randrange(256)
        out.append((f"bytes changed #{i + 1}", bytes(flipped)))
    return out


def damage(paths: list[Path]) -> int:
    """fa on damaged copies of every file: every outcome is a read or a catalogue code, in
    bounded time. Prints the codes met, and each crash or read over a second; returns how many
    there were."""
    rng = random.Random(7)  # the same copies every run
    codes: dict[str, int] = {}
    bad = 0
    for path in paths:
        original = path.read_bytes()
        locked = encrypted_by_structure(original)
        for label, data in damaged_variants(original, rng):
            start = time.perf_counter()
            try:
                _, _, code = read_fa(data, path.name)
            except Exception as exc:  # a crash on a damaged file is a defect
                bad += 1
                print(f"FLAG {path.name} ({label}): crash: {type(exc).__name__}")
                continue
            ms = (time.perf_counter() - start) * 1000
            codes[code or "read"] = codes.get(code or "read", 0) + 1
            if code in ("DOCUMENT_ENCRYPTED", "DOCUMENT_DRM_PROTECTED") and locked is False:
                bad += 1
                print(f"FLAG {path.name} ({label}): code: {code}, the file is not")
            if ms > 1000:
                bad += 1
                print(f"FLAG {path.name} ({label}): slow: {ms:.0f} ms")
    summary = ", ".join(f"{code} {n}" for code, n in sorted(codes.items()))
    print(f"damaged copies of {len(paths)} files: {summary}; {bad} flags")
    return bad


def _cell(entry: dict) -> str:
    return f"{entry['ms']:8.2f}" if entry.get("ms") is not None else f"{'-':>8}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", type=Path, help="write every row here as JSON")
    parser.add_argument(
        "--damage", action="store_true", help="also read damaged copies of every file with fa"
    )
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    logging.disable(logging.CRITICAL)  # python-hwpx logs a traceback for every refusal
    paths = sorted(
        p for p in args.folder.rglob("*") if p.is_file() and p.suffix.lower() in (".hwp", ".hwpx")
    )
    if not paths:
        print(f"no .hwp/.hwpx files under {args.folder}", file=sys.stderr)
        return 1
    rows = [evaluate(p, args.rounds) for p in paths]

    tools = ("fa", *COMPARISONS)
    print(
        f"{len(rows)} files, medians of {args.rounds} reads (ms); syllables truth/"
        + "/".join(tools)
    )
    print(f"{'file':52} {'fa result':>24} " + " ".join(f"{t[:8]:>8}" for t in tools) + "  all")
    for row in rows:
        fa = row["tools"]["fa"]
        result = fa["code"] or f"{fa['blocks']} blocks"
        sums = [sum(row["truth"].values())] + [
            sum(row["tools"][t]["recovered"].values()) for t in tools
        ]
        times = " ".join(_cell(row["tools"][t]) for t in tools)
        print(f"{row['file'][:52]:52} {result[:24]:>24} {times}  {'/'.join(map(str, sums))}")
    print()
    print("by category (truth/" + "/".join(tools) + "), categories with text only")
    for row in rows:
        parts = []
        for c in CATEGORIES:
            if row["truth"][c] or any(row["tools"][t]["recovered"][c] for t in tools):
                vals = [row["truth"][c]] + [row["tools"][t]["recovered"][c] for t in tools]
                parts.append(f"{c}={'/'.join(map(str, vals))}")
        if parts:
            print(f"  {row['file'][:52]:52} " + "  ".join(parts))
    print()
    print(f"{'tool':16} {'readable':>8} {'syllables':>10} {'ms mean':>8} {'ms median':>9}")
    for tool in tools:
        entries = [r["tools"][tool] for r in rows]
        ok = [e for e in entries if (e.get("code") is None if tool == "fa" else e["error"] is None)]
        ms = [e["ms"] for e in ok if e["ms"] is not None]
        syl = sum(sum(e["recovered"].values()) for e in entries)
        mean = f"{statistics.mean(ms):8.2f}" if ms else f"{'-':>8}"
        median = f"{statistics.median(ms):9.2f}" if ms else f"{'-':>9}"
        print(f"{tool:16} {len(ok):>8} {syl:>10} {mean} {median}")
    print(f"{'truth':16} {'':>8} {sum(sum(r['truth'].values()) for r in rows):>10}")
    print()
    flagged = [(r["file"], f) for r in rows for f in r["flags"]]
    for file, flag in flagged:
        print(f"FLAG {file}: {flag}")
    print(f"{len(flagged)} flags" if flagged else "no flags")
    for row in rows:
        for tool in COMPARISONS:
            if row["tools"][tool]["error"]:
                print(f"note {row['file']}: {tool} refused ({row['tools'][tool]['error']})")
    if args.json:
        args.json.write_text(json.dumps(rows, ensure_ascii=False, indent=1))
    if args.damage:
        print()
        damage(paths)
    return 0


if __name__ == "__main__":
    sys.exit(main())
