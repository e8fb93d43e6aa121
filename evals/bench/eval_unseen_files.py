"""Held-out robustness evaluation: fa's extraction on a folder of real files it has never seen.

Run: `uv run --group bench python evals/bench/eval_unseen_files.py FOLDER [--damaged] [--out JSON]`

Every docx, pptx, xlsx/xlsm, csv/tsv, html/htm, txt and pdf under FOLDER (recursively) goes through
fa as the server calls it: one warm `Extractor` (worker process, limits, preflight, self-checks),
`inspect` then `evidence`. Recorded per file: the catalogue error code, or grade, blocks and
characters; the wall clock of `inspect` (a cache miss, so the parse); the worker's peak RSS
during that file (its `VmHWM`, reset before each file through `/proc/PID/clear_refs` where the
kernel allows it); whether the worker had to be restarted (`Extractor.worker_starts`).

Comparisons run in another child process, each file under a 30 s alarm: pypdfium2's and
pypdf's page text (pdf), python-docx's paragraphs and table cells (docx), python-pptx's text
frames, tables and notes (pptx), openpyxl's cached values (xlsx), markitdown for every format
but pdf (its pdfminer path is slow, and fa reads PDFs with PDFium and pypdf), and for docx, pptx
and xlsx `raw-xml`: every `w:t` and `a:t` element of the parts a reader sees (body, notes,
comments, headers, footers, slides, charts, SmartArt data, sheet drawings and cell comments):
it knows no layout.

Flags (a file can have several):
- `crash`: an exception that is not an `ExtractError` reached the caller;
- `uncatalogued`: an `ExtractError` whose code is not in fa's catalogue; `invariant_broken`:
  `SERVER_INVARIANT_BROKEN` (a defect of fa's own, by its own checks);
- `worker_death`: the worker died (restarted) while reading the file;
- `refused_readable`: fa answered an error, or grade C, while a comparison found words;
- `lost_text`: words a comparison has that fa's text lacks, over 5% of that comparison's words
  and at least 5 of them. Words are NFKC, case-folded runs of letters, each CJK character on its
  own, numbers left out (fa writes them as the sheet displays them, the others do not);
- `stderr_leak`: the server-side process wrote anything to stderr while reading the file
  (named `path` when it holds the file's name or folder, `words:` when it holds the file's own
  words of six letters or more, from the comparison's text);
- `slow`: inspect took more than 1 s;
- `read_mismatch`: paging through the document with default `read` calls did not give the
  blocks `evidence` gives, or took another number of calls than `estimated_read_calls` said.

`--damaged` also runs fa alone on two broken copies of every file (cut at half its length, 16
bytes flipped at seeded places): each must be read or refused with a catalogue code, with no
crash, dead worker, stderr output or slow answer.

The folder may hold a `manifest.tsv` (first column the file's path relative to FOLDER, a
`package` column): results are then also counted per package. Prints a table per format and the
flagged files, and writes the JSON report (default `evals/reports/eval-unseen-<date>.json`).
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import datetime as dt
import io
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "evals" / "reports"
FORMATS = {
    "docx": "docx",
    "pptx": "pptx",
    "xlsx": "xlsx",
    "xlsm": "xlsx",
    "csv": "csv",
    "tsv": "csv",
    "html": "html",
    "htm": "html",
    "pdf": "pdf",
    "txt": "txt",
}
SLOW_MS = 1000.0
LOST_SHARE = 0.05
LOST_MIN = 5
COMPARE_SECONDS = 30
# A CJK character (Hangul syllables and jamo, CJK ideographs, kana) counts as a word of its own;
# other words are runs of letters (digits and underscores left out).
CJK = "\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
WORD = re.compile(rf"[{CJK}]|[^\W\d_{CJK}]+")
MARKER = "@@ file {} @@"


def words(text: str) -> set[str]:
    """The set of words of `text` as the loss check compares them."""
    return {w.casefold() for w in WORD.findall(unicodedata.normalize("NFKC", text))}


# --- fa, as the server calls it (child process) --------------------------------------------------


def _children() -> list[int]:
    pids: list[int] = []
    for task in Path("/proc/self/task").iterdir():
        with contextlib.suppress(OSError):
            pids.extend(int(p) for p in (task / "children").read_text().split())
    return pids


def _reset_peak(pid: int) -> bool:
    try:
        Path(f"/proc/{pid}/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def _peak_mb(pid: int) -> float | None:
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return None


def _read_through(extractor: Any, data: bytes, name: str) -> tuple[int, list[Any]]:
    """Every block through default `read` calls, as a host pages through a document."""
    blocks: list[Any] = []
    calls = 0
    start: int | None = 1
    while start is not None:
        part = extractor.read(io.BytesIO(data), name, start=start)
        blocks.extend(part.blocks)
        start = part.next_start
        calls += 1
    return calls, blocks


def child_fa(paths: list[str]) -> list[dict[str, Any]]:
    from fa_extract import ExtractError, Extractor, _errors

    # The catalogue (AGENTS.md section 6) as fa-extract spells it: its upper-case constants.
    codes = {v for k, v in vars(_errors).items() if k.isupper() and isinstance(v, str)}

    results: list[dict[str, Any]] = []
    with Extractor() as extractor:
        extractor.inspect(io.BytesIO(b"a,b\n1,2\n"), "warm.csv")
        for number, path in enumerate(paths):
            print(MARKER.format(number), file=sys.stderr, flush=True)
            name = Path(path).name
            data = Path(path).read_bytes()
            starts = extractor.worker_starts
            pids = _children()
            reset = all(_reset_peak(pid) for pid in pids) and bool(pids)
            row: dict[str, Any] = {"path": path}
            start = time.perf_counter()
            try:
                info = extractor.inspect(io.BytesIO(data), name)
                row["ms"] = (time.perf_counter() - start) * 1000
                row.update(
                    grade=info.grade,
                    blocks=info.block_count,
                    chars=info.char_count,
                    warnings=[w.code for w in info.warnings],
                )
                evidence = extractor.evidence(io.BytesIO(data), name)
                row["words"] = sorted(words("\n".join(b.text for b in evidence)))
                if info.grade != "C":
                    calls, blocks = _read_through(extractor, data, name)
                    row["read_calls"] = calls
                    row["read_matches"] = blocks == [b for b in evidence if b.anchor != "meta"]
                    row["read_calls_estimated"] = info.estimated_read_calls
            except ExtractError as exc:
                row["ms"] = (time.perf_counter() - start) * 1000
                row["error"] = exc.code
                row["uncatalogued"] = exc.code not in codes
            except Exception as exc:
                row["ms"] = (time.perf_counter() - start) * 1000
                row["crash"] = type(exc).__name__
            row["worker_death"] = extractor.worker_starts != starts
            if reset and not row["worker_death"]:
                peaks = [p for p in map(_peak_mb, pids) if p is not None]
                row["worker_peak_mb"] = max(peaks) if peaks else None
            results.append(row)
    print(MARKER.format(len(paths)), file=sys.stderr, flush=True)
    return results


# --- the comparisons (child process) -------------------------------------------------------------


def _pdfium(data: bytes) -> str:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    try:
        return "\n".join(
            page.get_textpage().get_text_bounded()
            for page in (document[i] for i in range(len(document)))
        )
    finally:
        document.close()


def _pypdf(data: bytes) -> str:
    import pypdf

    reader = pypdf.PdfReader(io.BytesIO(data))
    if reader.is_encrypted:
        reader.decrypt("")
    return "\n".join(page.extract_text() or "" for page in reader.pages)


def _python_docx(data: bytes) -> str:
    import docx

    document = docx.Document(io.BytesIO(data))
    out = [p.text for p in document.paragraphs]
    for table in document.tables:
        out.extend(cell.text for row in table.rows for cell in row.cells)
    return "\n".join(out)


def _python_pptx(data: bytes) -> str:
    from pptx import Presentation

    out: list[str] = []
    for slide in Presentation(io.BytesIO(data)).slides:
        for shape in slide.shapes:
            if shape.has_text_frame:
                out.append(shape.text_frame.text)
            if getattr(shape, "has_table", False):
                out.extend(cell.text for row in shape.table.rows for cell in row.cells)
        if slide.has_notes_slide:
            out.append(slide.notes_slide.notes_text_frame.text)
    return "\n".join(out)


def _openpyxl(data: bytes) -> str:
    import openpyxl

    book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    try:
        return "\n".join(
            " ".join(str(v) for v in row if v is not None)
            for sheet in book.worksheets
            for row in sheet.iter_rows(values_only=True)
        )
    finally:
        book.close()


# The parts whose text a reader of the file sees: body, notes, comments, headers and footers,
# slides and their notes, charts, SmartArt data, a sheet's drawings (text boxes) and cell
# comments. Cells are left to openpyxl: shared strings no cell uses and sheets no workbook lists
# are not text to lose.
_RAW_PARTS = re.compile(
    r"(word/(document|footnotes|endnotes|comments|header\d*|footer\d*)\.xml"
    r"|ppt/(slides/slide|notesSlides/notesSlide|comments/comment)\d+\.xml"
    r"|(word|ppt|xl)/(charts/chart|diagrams/data)\d+\.xml"
    r"|xl/drawings/drawing\d+\.xml|xl/comments\d+\.xml)",
    re.IGNORECASE,
)
_TEXT_TAGS = {
    "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}t",
    "{http://schemas.openxmlformats.org/drawingml/2006/main}t",
    "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}t",  # cell comments (notes)
}


def _raw_xml(data: bytes) -> str:
    """Every text element of the parts a reader sees, straight from the zip: the comparison
    that knows no layout, so a word only it has is a word some walk skipped."""
    import zipfile

    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    out: list[str] = []
    with zipfile.ZipFile(io.BytesIO(data)) as package:
        for name in package.namelist():
            if _RAW_PARTS.fullmatch(name):
                root = etree.fromstring(package.read(name), parser)
                out.extend(el.text or "" for el in root.iter() if el.tag in _TEXT_TAGS)
    return "\n".join(out)


_MARKITDOWN: Any = None


def _markitdown(data: bytes, ext: str) -> str:
    global _MARKITDOWN  # noqa: PLW0603 - one converter for the child, as an application keeps one
    from markitdown import MarkItDown, StreamInfo

    if _MARKITDOWN is None:
        _MARKITDOWN = MarkItDown(enable_plugins=False)
    text = _MARKITDOWN.convert_stream(
        io.BytesIO(data), stream_info=StreamInfo(extension="." + ext)
    ).text_content
    # Markdown's link and image targets are markitdown's addition, not text the document shows
    # (fa reads a link's text, not its URL), and pandas writes NaN, NaT and `Unnamed: 3` for
    # empty cells: neither is text fa could lose.
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"\bNa[NT]\b|\bUnnamed: \d+", " ", text)


COMPARISONS = {
    "pdf": {"pypdfium2": lambda d, e: _pdfium(d), "pypdf": lambda d, e: _pypdf(d)},
    "docx": {
        "python-docx": lambda d, e: _python_docx(d),
        "markitdown": _markitdown,
        "raw-xml": lambda d, e: _raw_xml(d),
    },
    "pptx": {
        "python-pptx": lambda d, e: _python_pptx(d),
        "markitdown": _markitdown,
        "raw-xml": lambda d, e: _raw_xml(d),
    },
    "xlsx": {
        "openpyxl": lambda d, e: _openpyxl(d),
        "markitdown": _markitdown,
        "raw-xml": lambda d, e: _raw_xml(d),
    },
    "csv": {"markitdown": _markitdown},
    "html": {"markitdown": _markitdown},
    "txt": {"markitdown": _markitdown},
}


def _alarm(signum: int, frame: object) -> None:
    raise TimeoutError


def child_compare(paths: list[str]) -> list[dict[str, Any]]:
    import logging
    import warnings

    warnings.simplefilter("ignore")
    logging.disable(logging.CRITICAL)
    signal.signal(signal.SIGALRM, _alarm)
    results: list[dict[str, Any]] = []
    for path in paths:
        ext = path.rsplit(".", 1)[1].lower()
        data = Path(path).read_bytes()
        row: dict[str, Any] = {"path": path}
        for tool, extract in COMPARISONS[FORMATS[ext]].items():
            signal.alarm(COMPARE_SECONDS)
            try:
                text = extract(data, ext)
                row[tool] = sorted(words(text))
            except BaseException as exc:
                row[tool] = None
                row[tool + "_error"] = type(exc).__name__
            finally:
                signal.alarm(0)
        results.append(row)
    return results


# --- the parent ----------------------------------------------------------------------------------


def _run_child(kind: str, paths: list[str]) -> tuple[list[dict[str, Any]], str]:
    listing = json.dumps(paths)
    proc = subprocess.run(
        [sys.executable, __file__, "--child", kind],
        input=listing,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(proc.stdout), proc.stderr


def _stderr_by_file(stderr: str, count: int) -> list[str]:
    parts = [""] * count
    current = None
    for line in stderr.splitlines():
        match = re.fullmatch(r"@@ file (\d+) @@", line)
        if match:
            current = int(match.group(1))
        elif current is not None and current < count:
            parts[current] += line + "\n"
    return parts


def _leaks(stderr: str, path: str, source_words: set[str]) -> list[str]:
    if not stderr.strip():
        return []
    found: list[str] = []
    name = Path(path).name
    if name in stderr or str(Path(path).parent) in stderr:
        found.append("path")
    said = words(stderr)
    hits = sorted(w for w in source_words & said if len(w) >= 6)
    if hits:
        found.append("words:" + ",".join(hits[:3]))
    if not found:
        found.append("other output")
    return found


def evaluate(folder: Path) -> dict[str, Any]:
    paths = sorted(
        str(p)
        for p in folder.rglob("*")
        if p.is_file() and p.suffix[1:].lower() in FORMATS and not p.name.startswith(".")
    )
    packages: dict[str, str] = {}
    manifest = folder / "manifest.tsv"
    if manifest.is_file():
        with manifest.open(encoding="utf-8") as handle:
            for record in csv.DictReader(handle, delimiter="\t"):
                first = next(iter(record.values()))
                packages[str(folder / first)] = record.get("package") or ""
    print(f"{len(paths)} files; fa ...", file=sys.stderr)
    fa_rows, fa_stderr = _run_child("fa", paths)
    print("comparisons ...", file=sys.stderr)
    compare_rows, _ = _run_child("compare", paths)
    stderr_parts = _stderr_by_file(fa_stderr, len(paths))
    rows: list[dict[str, Any]] = []
    for fa, comparison, stderr in zip(fa_rows, compare_rows, stderr_parts, strict=True):
        path = fa["path"]
        fmt = FORMATS[path.rsplit(".", 1)[1].lower()]
        fa_words = set(fa.pop("words", []))
        row: dict[str, Any] = {
            "file": str(Path(path).relative_to(folder)),
            "format": fmt,
            "package": packages.get(path, ""),
            **fa,
        }
        row.pop("path")
        flags: list[str] = []
        if "crash" in fa:
            flags.append("crash")
        if fa.get("uncatalogued"):
            flags.append("uncatalogued")
        if fa.get("error") == "SERVER_INVARIANT_BROKEN":
            flags.append("invariant_broken")
        if fa.get("read_matches") is False or fa.get("read_calls") != fa.get(
            "read_calls_estimated"
        ):
            flags.append("read_mismatch")
        if fa["worker_death"]:
            flags.append("worker_death")
        lost: dict[str, Any] = {}
        best = 0
        source_words: set[str] = set()
        for tool in COMPARISONS[fmt]:
            theirs = comparison.get(tool)
            if theirs is None:
                lost[tool] = comparison.get(tool + "_error", "failed")
                continue
            theirs_set = set(theirs)
            source_words |= theirs_set
            best = max(best, len(theirs_set))
            missing = theirs_set - fa_words
            lost[tool] = {
                "words": len(theirs_set),
                "missing": len(missing),
                "sample": sorted(missing)[:12],
            }
            if (
                "error" not in fa
                and "crash" not in fa
                and len(missing) >= LOST_MIN
                and len(missing) > LOST_SHARE * len(theirs_set)
            ):
                flags.append(f"lost_text:{tool}")
        row["comparison"] = lost
        row["comparison_words"] = best
        if best >= LOST_MIN and ("error" in fa or fa.get("grade") == "C"):
            flags.append("refused_readable")
        leak = _leaks(stderr, path, source_words)
        if leak:
            row["stderr"] = leak
            flags.append("stderr_leak")
        if fa.get("ms", 0) > SLOW_MS:
            flags.append("slow")
        row["flags"] = flags
        rows.append(row)
    return {"created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "files": rows}


def summarise(report: dict[str, Any]) -> None:
    by_format: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in report["files"]:
        by_format[row["format"]].append(row)
    print(
        f"{'format':<7}{'files':>6}{'read':>6}{'C':>4}{'refused':>9}{'lost':>6}{'crash':>7}"
        f"{'ms med':>8}{'ms max':>8}{'MB max':>8}  codes"
    )
    for fmt, rows in sorted(by_format.items()):
        read = [r for r in rows if "grade" in r]
        codes = Counter(r["error"] for r in rows if "error" in r)
        lost = sum(any(f.startswith("lost_text") for f in r["flags"]) for r in rows)
        ms = [r["ms"] for r in rows if "ms" in r]
        peaks = [r["worker_peak_mb"] for r in rows if r.get("worker_peak_mb")]
        print(
            f"{fmt:<7}{len(rows):>6}{len(read):>6}{sum(r['grade'] == 'C' for r in read):>4}"
            f"{sum(codes.values()):>9}{lost:>6}{sum('crash' in r for r in rows):>7}"
            f"{statistics.median(ms):>8.1f}{max(ms):>8.0f}{max(peaks) if peaks else 0:>8.0f}  "
            + ", ".join(f"{c} {n}" for c, n in codes.most_common())
        )
    packages = Counter(r["package"] for r in report["files"] if r["package"])
    if packages:
        print("packages: " + ", ".join(f"{p} {n}" for p, n in packages.most_common()))
    print("\nflagged:")
    for row in report["files"]:
        if row["flags"]:
            detail = row.get("error") or row.get("crash") or row.get("grade")
            print(
                f"  {row['file']}: {' '.join(row['flags'])} [{detail}, {row.get('ms', 0):.0f} ms]"
            )
            for tool, info in row["comparison"].items():
                if isinstance(info, dict) and any(f == f"lost_text:{tool}" for f in row["flags"]):
                    print(
                        f"      {tool}: {info['missing']}/{info['words']} missing, "
                        f"e.g. {' '.join(info['sample'])}"
                    )


def _damaged(data: bytes, seed: str) -> dict[str, bytes]:
    """Two broken copies of a file: cut at half its length, and 16 bytes flipped at places
    drawn from a generator seeded by the file's name (the same copies on every run)."""
    rng = random.Random(seed)
    flipped = bytearray(data)
    for _ in range(16 if data else 0):
        flipped[rng.randrange(len(data))] ^= 0xFF
    return {"cut": data[: len(data) // 2], "flipped": bytes(flipped)}


def evaluate_damaged(folder: Path, paths: list[str]) -> dict[str, Any]:
    """fa alone on broken copies of every file: each must end in a reading or a catalogue
    code, never a crash, an uncatalogued code, a dead worker, a leak or a slow answer."""
    with tempfile.TemporaryDirectory(prefix="fa-unseen-") as tmp:
        copies: list[str] = []
        for number, path in enumerate(paths):
            original = Path(path)
            for kind, data in _damaged(original.read_bytes(), original.name).items():
                copy = Path(tmp) / f"{number:04d}-{kind}{original.suffix.lower()}"
                copy.write_bytes(data)
                copies.append(str(copy))
        rows, stderr = _run_child("fa", copies)
        parts = _stderr_by_file(stderr, len(copies))
    out: list[dict[str, Any]] = []
    for row, err in zip(rows, parts, strict=True):
        number, kind = Path(row.pop("path")).stem.split("-")
        row.pop("words", None)
        original = paths[int(number)]
        flags = [
            name
            for name, hit in (
                ("crash", "crash" in row),
                ("uncatalogued", row.get("uncatalogued")),
                ("invariant_broken", row.get("error") == "SERVER_INVARIANT_BROKEN"),
                ("worker_death", row["worker_death"]),
                ("stderr_leak", bool(err.strip())),
                ("slow", row.get("ms", 0) > SLOW_MS),
            )
            if hit
        ]
        out.append(
            {
                "file": str(Path(original).relative_to(folder)),
                "damage": kind,
                "format": FORMATS[original.rsplit(".", 1)[1].lower()],
                **row,
                "flags": flags,
            }
        )
    return {"files": out}


def summarise_damaged(report: dict[str, Any]) -> None:
    print("\ndamaged copies (cut at half, 16 bytes flipped): outcome per format")
    by_format: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in report["files"]:
        by_format[row["format"]].append(row)
    for fmt, rows in sorted(by_format.items()):
        outcome = Counter(row.get("error") or f"read {row.get('grade')}" for row in rows)
        ms = [row["ms"] for row in rows]
        print(
            f"  {fmt:<6}{len(rows):>5} copies, ms median {statistics.median(ms):.1f} max "
            f"{max(ms):.0f}: " + ", ".join(f"{k} {n}" for k, n in outcome.most_common())
        )
    for row in report["files"]:
        if row["flags"]:
            detail = row.get("error") or row.get("crash") or row.get("grade")
            print(f"  {row['file']} ({row['damage']}): {' '.join(row['flags'])} [{detail}]")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", type=Path)
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--damaged", action="store_true", help="also run fa on two broken copies of every file"
    )
    parser.add_argument("--child", choices=("fa", "compare"))
    args = parser.parse_args()
    if args.child:
        paths = json.loads(sys.stdin.read())
        run = child_fa if args.child == "fa" else child_compare
        result = run(paths)
        sys.stdout.write(json.dumps(result, ensure_ascii=False))
        return 0
    if args.folder is None or not args.folder.is_dir():
        parser.error("give a folder of files")
    report = evaluate(args.folder.resolve())
    if args.damaged:
        folder = args.folder.resolve()
        paths = [str(folder / row["file"]) for row in report["files"]]
        report["damaged"] = evaluate_damaged(folder, paths)
    out = args.out or REPORTS / f"eval-unseen-{dt.date.today():%Y-%m-%d}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    summarise(report)
    if "damaged" in report:
        summarise_damaged(report["damaged"])
    print(f"written: {out}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    sys.exit(main())
