"""Held-out check of fa's Excel 97-2003 (.xls) reader on a folder of real files, beside calamine.

Run: `uv run --group bench python evals/bench/eval_xls_unseen.py FOLDER [--damage [--records N]]
[--only-damage] [--json OUT]`

Every `.xls` file under FOLDER (recursively) is classified by its bytes (`biff8`, `biff5`: a
compound file's `Workbook`/`Book` stream; `biff2`..`biff4`: a raw stream without a container;
`cfb`: a compound file without a workbook; `html`, `xml`, `text`, `other`), then read by fa twice:
through the real worker (`fa_extract.Extractor.read`, as the server reads it) and in this
process (preflight, parse, finalize), where anything written to stderr, a warning or a log
record is caught. python-calamine (Rust, MIT) reads the same bytes, and the two are compared
cell by cell: fa's cells are the (column, displayed text) pairs its reader hands to
`cells.SheetRows` (recorded here), calamine's its stored values at their sheet positions
(`skip_empty_area=False`, so row and column indexes are the sheet's). Sheets are paired by
their place in the tab order, which fa's anchors number (`x2.14`).

Cell classes, counted per file and overall:
- `agree`: the same text (strings, after folding whitespace as fa's row text does), the same
  boolean, a number fa shows within its displayed rounding (`1,234,000`, `12.5%`, `(1,000)`,
  `1.2E+03`), a date whose year, month and day fa's text shows, or a time whose hour, minute
  and second it shows.
- `shown`: a number fa shows through a format this script cannot parse back (an elapsed time,
  a fraction, text around it); its digits are not compared.
- `differ`: both have the cell and the values disagree (a string, boolean or error text, a
  number past its rounding, a date whose parts are missing).
- `dropped`: calamine has a non-blank value where fa has none.
- `extra`: fa has a value where calamine has none.
- `error`: fa shows an error value (`#DIV/0!`, `#N/A`) where calamine gives none (it reads
  error cells as empty).

Flags, one line each: `crash` (an exception other than `ExtractError`, in the worker or here),
`worker` (the worker's result differs from the in-process one), `stderr` (output, a warning or a
log record while fa read), `code` (fa refused a file calamine reads), `control` (a control
character or U+FFFD in fa's text), `sheet` (a sheet's name or its being hidden differs at the
same tab number), `rows` (the sets of non-empty rows of a sheet differ), `cells` (a cell
dropped, extra or differing), `slow` (over a second).

`--damage` then reads damaged copies of every workbook in this process (cut short at six
points, random bytes overwritten in twelve copies, the same copies every run): each must be
read or refused with a catalogue code, in under a second, and never called encrypted when the
original is not; a read past ten seconds is stopped and flagged `hang`. `--records N` adds, for
each workbook, N copies per record kind of `RECORDS` (SST, CONTINUE, XF, NAME, DIMENSIONS, ...)
with that one record damaged and the stream rewrapped (the test suite's compound-file writer).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import io
import json
import logging
import math
import os
import random
import re
import signal
import struct
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from eval_hwp_unseen import damaged_variants  # the same damage as the HWP set's

CFB = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
RAW_BOF = {0x0009: "biff2", 0x0209: "biff3", 0x0409: "biff4", 0x0809: "biff5"}
SLOW_S = 1.0
HANG_S = 10


def kind_of(data: bytes) -> str:
    """What the bytes are, whatever the name says."""
    if data.startswith(CFB):
        try:
            import olefile

            with olefile.OleFileIO(data) as ole:
                name = next((n for n in ("Workbook", "Book") if ole.exists(n)), None)
                if name is None:
                    return "cfb"
                head = ole.openstream(name).read(8)
        except Exception:
            return "cfb-damaged"
        if len(head) >= 6 and struct.unpack_from("<H", head)[0] == 0x0809:
            version = struct.unpack_from("<H", head, 4)[0]
            return "biff8" if version == 0x0600 else "biff5"
        return "cfb-odd"
    if len(data) >= 4 and struct.unpack_from("<H", data)[0] in RAW_BOF:
        return RAW_BOF[struct.unpack_from("<H", data)[0]] + "-raw"
    head = data[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith(b"<?xml") or b"urn:schemas-microsoft-com:office:spreadsheet" in head:
        return "xml"
    if head.startswith((b"<html", b"<!doctype", b"<table", b"<meta")) or b"<table" in head:
        return "html"
    try:
        data[:4096].decode("utf-8")
        return "text"
    except UnicodeDecodeError:
        return "other"


class Recorder:
    """fa's cells as its xls reader hands them to `SheetRows`: {(sheet, row): {column: text}}."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], dict[int, str]] = {}
        self.sheets: dict[int, tuple[str, bool]] = {}  # tab number: (name, hidden)

    @contextlib.contextmanager
    def installed(self):
        from fa_extract._readers import xls

        base = xls.SheetRows
        recorder = self

        class Recording(base):  # type: ignore[misc,valid-type]
            def add(self, number, cells, *, hidden=False):  # type: ignore[no-untyped-def]
                recorder.sheets[self.number] = (self.name, self.hidden)
                row = recorder.cells.setdefault((self.number, number), {})
                row.update(dict(cells))
                return super().add(number, cells, hidden=hidden)

        xls.SheetRows = Recording
        try:
            yield self
        finally:
            xls.SheetRows = base


@contextlib.contextmanager
def caught_stderr():
    """Whatever is written to fd 2 or sys.stderr, warned or logged meanwhile, as one string."""
    with tempfile.TemporaryFile() as spool:
        saved = os.dup(2)
        os.dup2(spool.fileno(), 2)
        text = io.StringIO()
        old_stderr, sys.stderr = sys.stderr, text
        handler = logging.StreamHandler(text)
        root = logging.getLogger()
        root.addHandler(handler)
        out: list[str] = []
        try:
            with warnings.catch_warnings(record=True) as seen:
                warnings.simplefilter("always")
                yield out
        finally:
            root.removeHandler(handler)
            sys.stderr = old_stderr
            os.dup2(saved, 2)
            os.close(saved)
            spool.seek(0)
            raw = spool.read().decode("utf-8", "replace")
            out.append(raw + text.getvalue() + "".join(str(w.message) for w in seen))


def read_fa(data: bytes, name: str) -> tuple[list[str] | None, str | None]:
    """fa's block anchors and texts in this process, or its refusal code; a crash raises."""
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
            return None, f"no reader for {fmt}"
        doc = finalize(reader.load().parse(data, limits))
    except ExtractError as exc:
        return None, exc.code
    return [f"{b.anchor}\t{b.text}" for b in doc.blocks], None


def read_worker(extractor: Any, data: bytes, name: str) -> tuple[list[str] | None, str | None]:
    """fa's blocks through the worker, as the server reads them, or its refusal code."""
    from fa_extract import ExtractError

    try:
        first = extractor.read(io.BytesIO(data), name, max_chars=10**9, max_tokens=10**9)
        blocks = list(first.blocks)
        while first.next_start is not None:
            first = extractor.read(
                io.BytesIO(data), name, start=first.next_start, max_chars=10**9, max_tokens=10**9
            )
            blocks.extend(first.blocks)
    except ExtractError as exc:
        return None, exc.code
    return [f"{b.anchor}\t{b.text}" for b in blocks], None


def read_calamine(
    path: Path,
) -> tuple[dict[int, dict[tuple[int, int], Any]], dict[int, tuple[str, bool]]] | None:
    """calamine's non-blank values per tab number (1-based), keyed by 1-based (row, column),
    and each sheet's (name, hidden); None when it refuses the file. Read in a child process
    held to 2 GB and 60 s: calamine took all 24 GB of the machine on one of xls2xlsx's test
    files (`workbook_corruption.xls`, 7 KB)."""
    import pickle
    import subprocess

    try:
        done = subprocess.run(
            [sys.executable, __file__, "--calamine-child", str(path)],
            capture_output=True,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        return None
    return pickle.loads(done.stdout)


def _calamine_child(path: Path) -> int:
    import pickle
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
    from python_calamine import CalamineWorkbook

    book = CalamineWorkbook.from_path(str(path))
    out: dict[int, dict[tuple[int, int], Any]] = {}
    sheets: dict[int, tuple[str, bool]] = {}
    for number, meta in enumerate(book.sheets_metadata, start=1):
        sheets[number] = (meta.name, str(meta.visible).rsplit(".", 1)[-1] != "Visible")
    for number in range(1, len(book.sheets_metadata) + 1):
        sheet = book.get_sheet_by_index(number - 1)
        values: dict[tuple[int, int], Any] = {}
        for r, row in enumerate(sheet.to_python(skip_empty_area=False), start=1):
            for c, value in enumerate(row, start=1):
                if value is None or (isinstance(value, str) and not value.strip()):
                    continue
                values[(r, c)] = value
        out[number] = values
    sys.stdout.buffer.write(pickle.dumps((out, sheets)))
    return 0


_ERRORS = frozenset({"#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"})
_NUMBER = re.compile(r"^[-+]?\(?[-+]?[\d,]*\.?\d+(?:[eE][-+]?\d+)?\)?%?$")


def _as_number(text: str) -> tuple[float, float] | None:
    """A displayed number parsed back, with half its last shown digit (the rounding)."""
    shown = re.sub(r"[\s\u00a0₩$€£¥원]", "", text)
    if not _NUMBER.match(shown):
        return None
    negative = shown.startswith("(") and shown.endswith(")")
    percent = shown.endswith("%")
    core = shown.strip("()%").replace(",", "")
    try:
        value = float(core)
    except ValueError:
        return None
    mantissa = core.split("e")[0].split("E")[0]
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    exponent = int(re.split("[eE]", core)[1]) if re.search("[eE]", core) else 0
    half = 0.5 * 10.0 ** (exponent - decimals)
    if percent:
        value, half = value / 100, half / 100
    return (-value if negative else value), half


def classify(fa_text: str | None, value: Any) -> str:
    """The class of one cell (see the module docstring)."""
    if fa_text is None:
        return "dropped"
    if value is None:
        # calamine gives no value for an error cell; fa shows Excel's text
        return "error" if fa_text.strip() in _ERRORS else "extra"
    fa = " ".join(fa_text.split())
    if isinstance(value, bool):
        return "agree" if fa == ("TRUE" if value else "FALSE") else "differ"
    if isinstance(value, str):
        return "agree" if fa == " ".join(value.split()) else "differ"
    if isinstance(value, (int, float)):
        parsed = _as_number(fa)
        if parsed is None:
            return "shown"
        number, half = parsed
        slack = max(half, abs(float(value)) * 1e-12) * 1.0001
        return "agree" if math.isclose(number, float(value), abs_tol=slack) else "differ"
    if isinstance(value, (dt.datetime, dt.date)):
        # The day and the month (a number or its English name) must show; the year when the
        # format shows one (a number of four digits, or of two beside the others).
        digits = {int(d) for d in re.findall(r"\d+", fa)}
        month = value.month in digits or value.strftime("%b").lower() in fa.lower()
        years = {value.year, value.year % 100}
        year = bool(years & digits) or not re.search(r"\d{4}", fa)
        return "agree" if value.day in digits and month and year else "differ"
    if isinstance(value, dt.time):  # the minute and second shown, the hour on a 12 or 24 clock
        digits = {int(d) for d in re.findall(r"\d+", fa)}
        hours = {value.hour, value.hour % 12 or 12}
        seconds = {value.second, round(value.second + value.microsecond / 1e6) % 60}
        fields = value.minute in digits and bool(hours & digits)
        return "agree" if fields and (seconds & digits or value.second == 0) else "shown"
    if isinstance(value, dt.timedelta):
        return "shown"
    return "differ"


def compare(
    fa_cells: dict[tuple[int, int], dict[int, str]],
    calamine: dict[int, dict[tuple[int, int], Any]],
) -> tuple[dict[str, int], list[str]]:
    """Cell classes and the sheets whose non-empty rows differ (`x2: rows fa 10, calamine 12`)."""
    counts: dict[str, int] = {}
    notes: list[str] = []
    sheets = set(calamine) | {s for s, _ in fa_cells}
    for number in sorted(sheets):
        theirs = calamine.get(number, {})
        ours = {
            (r, c): t for (s, r), row in fa_cells.items() if s == number for c, t in row.items()
        }
        ours = {k: t for k, t in ours.items() if t.strip()}
        rows_fa = {r for (r, c), t in ours.items() if t.strip() not in _ERRORS}
        rows_cal = {r for r, _ in theirs}
        if rows_fa != rows_cal:
            notes.append(
                f"x{number}: rows fa {len(rows_fa)}, calamine {len(rows_cal)}, "
                f"only fa {sorted(rows_fa - rows_cal)[:5]}, only calamine "
                f"{sorted(rows_cal - rows_fa)[:5]}"
            )
        for key in sorted(set(ours) | set(theirs)):
            label = classify(ours.get(key), theirs.get(key))
            counts[label] = counts.get(label, 0) + 1
            if label in ("differ", "dropped", "extra") and len(notes) < 12:
                notes.append(
                    f"x{number}.{key[0]} col {key[1]}: {label}: fa {ours.get(key)!r} "
                    f"calamine {theirs.get(key)!r}"[:200]
                )
    return counts, notes


def evaluate(path: Path, extractor: Any) -> dict:
    """One file: its kind, fa's results (worker, in-process), calamine's and the flags."""
    data = path.read_bytes()
    name = path.name if path.suffix.lower() == ".xls" else path.stem + ".xls"
    entry: dict[str, Any] = {"file": path.name, "kind": kind_of(data), "flags": [], "notes": []}
    recorder = Recorder()
    start = time.perf_counter()
    try:
        with caught_stderr() as err, recorder.installed():
            blocks, code = read_fa(data, name)
    except Exception as exc:
        entry["flags"].append(f"crash: {type(exc).__name__}: {exc}"[:200])
        blocks, code, err = None, "crash", [""]
    entry["ms"] = round((time.perf_counter() - start) * 1000, 1)
    entry["fa"] = code or f"{len(blocks or [])} blocks"
    if err and err[0].strip():
        entry["flags"].append(f"stderr: {err[0].strip()[:160]!r}")
    for block in blocks or []:
        text = block.split("\t", 1)[1]
        if any(ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 or ord(c) == 0xFFFD for c in text):
            entry["flags"].append(f"control: {block[:80]!r}")
            break
    try:
        w_blocks, w_code = read_worker(extractor, data, name)
    except Exception as exc:
        entry["flags"].append(f"crash (worker): {type(exc).__name__}")
        w_blocks, w_code = None, "crash"
    if w_code == "DOCUMENT_NO_TEXT" and blocks == []:  # a read of no rows is grade C there
        w_blocks, w_code = [], None
    if (w_blocks, w_code) != (blocks, code):
        entry["flags"].append(
            f"worker: {w_code or len(w_blocks or [])} vs {code or len(blocks or [])}"
        )
    theirs = read_calamine(path)
    entry["calamine"] = "read" if theirs is not None else "refused"
    if theirs is not None and code is not None:
        entry["flags"].append(f"code: fa {code}, calamine reads it")
    if theirs is not None and code is None:
        theirs, their_sheets = theirs
        for number, (name, hidden) in recorder.sheets.items():
            other = their_sheets.get(number)
            if other is None or " ".join(other[0].split()) != name or other[1] != hidden:
                entry["flags"].append(f"sheet: x{number} fa {(name, hidden)} calamine {other}")
        counts, notes = compare(recorder.cells, theirs)
        entry["cells"] = counts
        entry["notes"] = notes
        if any(n.split(": ", 1)[1].startswith("rows") for n in notes if ": rows" in n):
            entry["flags"].append("rows")
        if any(counts.get(k) for k in ("differ", "dropped", "extra")):
            entry["flags"].append("cells")
    if entry["ms"] > SLOW_S * 1000:
        entry["flags"].append(f"slow: {entry['ms']:.0f} ms")
    return entry


class _HangError(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise _HangError


# Records whose damage the census or xlrd must survive, by kind (`--records`).
RECORDS = {
    0x0809: "BOF", 0x0042: "CODEPAGE", 0x0022: "DATEMODE", 0x0085: "BOUNDSHEET", 0x00FC: "SST",
    0x003C: "CONTINUE", 0x041E: "FORMAT", 0x00E0: "XF", 0x0031: "FONT", 0x0293: "STYLE",
    0x0092: "PALETTE", 0x0018: "NAME", 0x0200: "DIMENSIONS", 0x0208: "ROW", 0x007D: "COLINFO",
    0x00E5: "MERGEDCELLS", 0x00FD: "LABELSST", 0x0204: "LABEL", 0x0203: "NUMBER", 0x027E: "RK",
    0x00BD: "MULRK", 0x0006: "FORMULA", 0x0207: "STRING",
}  # fmt: skip


def _compound_file():
    """The test suite's compound-file writer (`hwp_build.compound_file`), to rewrap a stream."""
    import importlib.util

    tests = Path(__file__).resolve().parents[2] / "packages" / "fa-extract" / "tests"
    spec = importlib.util.spec_from_file_location("hwp_build", tests / "hwp_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.compound_file


def record_variants(data: bytes, trials: int, rng: random.Random) -> list[tuple[str, bytes]]:
    """The workbook rewrapped with one record of each kind in `RECORDS` damaged, `trials`
    times a kind: bytes of its body set at random, to 0xFF or to 0, or its length changed."""
    import olefile

    try:
        with olefile.OleFileIO(data) as ole:
            name = "Workbook" if ole.exists("Workbook") else "Book"
            stream = ole.openstream(name).read()
    except Exception:
        return []
    if len(stream) > 3_000_000:  # the test writer keeps the FAT in the header
        return []
    found: dict[int, list[tuple[int, int]]] = {}
    pos = 0
    while pos + 4 <= len(stream):
        kind, size = struct.unpack_from("<HH", stream, pos)
        if kind in RECORDS and size:
            found.setdefault(kind, []).append((pos, size))
        pos += 4 + size
    wrap = _compound_file()
    out = []
    for kind, places in found.items():
        for trial in range(trials):
            pos, size = rng.choice(places)
            body = bytearray(stream)
            mode = rng.choice(("byte", "ff", "zero", "length"))
            if mode == "length":
                new = rng.choice((0, 1, 2, size + 1, 0xFFFF, size // 2))
                struct.pack_into("<H", body, pos + 2, new)
            else:
                for _ in range(rng.choice((1, 2, 4))):
                    at = pos + 4 + rng.randrange(size)
                    body[at] = {"byte": rng.randrange(256), "ff": 0xFF, "zero": 0}[mode]
            out.append((f"{RECORDS[kind]} {mode} #{trial + 1}", wrap({name: bytes(body)})))
    return out


def damage(paths: list[Path], records: int = 0) -> int:
    """fa on damaged copies of every file (see the module docstring); returns the flags."""
    rng = random.Random(11)  # the same copies every run
    codes: dict[str, int] = {}
    bad, worst, worst_label = 0, 0.0, ""
    signal.signal(signal.SIGALRM, _alarm)
    for path in paths:
        original = path.read_bytes()
        _, was = read_fa(original, "damaged.xls")
        variants = damaged_variants(original, rng)
        if records:
            variants += record_variants(original, records, rng)
        for label, data in variants:
            start = time.perf_counter()
            signal.alarm(HANG_S)
            try:
                with caught_stderr() as err:
                    _, code = read_fa(data, "damaged.xls")
            except _HangError:
                bad += 1
                print(f"FLAG {path.name} ({label}): hang: stopped after {HANG_S} s")
                continue
            except Exception as exc:  # a crash on a damaged file is a defect
                bad += 1
                print(f"FLAG {path.name} ({label}): crash: {type(exc).__name__}: {exc}"[:240])
                continue
            finally:
                signal.alarm(0)
            seconds = time.perf_counter() - start
            if seconds > worst:
                worst, worst_label = seconds, f"{path.name} ({label})"
            codes[code or "read"] = codes.get(code or "read", 0) + 1
            if code == "DOCUMENT_ENCRYPTED" and was != code:
                bad += 1
                print(f"FLAG {path.name} ({label}): code: DOCUMENT_ENCRYPTED, the file is not")
            if err and err[0].strip():
                bad += 1
                print(f"FLAG {path.name} ({label}): stderr: {err[0].strip()[:120]!r}")
            if seconds > SLOW_S:
                bad += 1
                print(f"FLAG {path.name} ({label}): slow: {seconds * 1000:.0f} ms")
    summary = ", ".join(f"{code} {n}" for code, n in sorted(codes.items()))
    print(f"damaged copies of {len(paths)} files: {summary}; {bad} flags")
    print(f"slowest damaged read: {worst * 1000:.0f} ms, {worst_label}")
    return bad


def main() -> int:
    if sys.argv[1:2] == ["--calamine-child"]:
        return _calamine_child(Path(sys.argv[2]))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--damage", action="store_true", help="also read damaged copies")
    parser.add_argument("--json", type=Path, help="write every file's entry here")
    parser.add_argument("--only-damage", action="store_true", help="skip the comparison")
    parser.add_argument(
        "--records", type=int, default=0, help="with --damage: N copies per record kind"
    )
    args = parser.parse_args()
    from fa_extract import Extractor

    paths = sorted(p for p in args.folder.rglob("*") if p.is_file() and p.suffix.lower() == ".xls")
    entries = []
    totals: dict[str, int] = {}
    kinds: dict[str, int] = {}
    if args.only_damage:
        return 1 if damage(paths, args.records) else 0
    with Extractor() as extractor:
        for path in paths:
            entry = evaluate(path, extractor)
            entries.append(entry)
            kinds[entry["kind"]] = kinds.get(entry["kind"], 0) + 1
            for label, n in entry.get("cells", {}).items():
                totals[label] = totals.get(label, 0) + n
            cells = " ".join(f"{k} {v}" for k, v in sorted(entry.get("cells", {}).items()))
            print(
                f"{entry['file'][:44]:44} {entry['kind']:11} fa {entry['fa']:24} "
                f"calamine {entry['calamine']:8} {entry['ms']:7.1f} ms  {cells}"
            )
    print()
    flagged = 0
    for entry in entries:
        for flag in entry["flags"]:
            flagged += 1
            print(f"FLAG {entry['file']}: {flag}")
        if entry["flags"]:
            for note in entry["notes"]:
                print(f"     {note}")
    print()
    print("files by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    codes: dict[str, int] = {}
    for entry in entries:
        key = entry["fa"] if not entry["fa"].endswith("blocks") else "read"
        codes[key] = codes.get(key, 0) + 1
    print("fa: " + ", ".join(f"{k} {n}" for k, n in sorted(codes.items())))
    print("cells: " + ", ".join(f"{k} {n}" for k, n in sorted(totals.items())))
    print(f"{flagged} flags")
    if args.json:
        args.json.write_text(json.dumps(entries, ensure_ascii=False, indent=1))
    if args.damage:
        damage([p for p, e in zip(paths, entries, strict=True) if e["fa"] != "crash"], args.records)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
