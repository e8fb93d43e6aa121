"""Spreadsheets and web pages side by side: fa, markitdown, and openpyxl's own cell values.

Run: `uv run --group bench python evals/bench/bench_extract_sheets.py [--repeat N] [--big-rows N]`

Files: every .xlsx/.xlsm/.csv/.html of `../shared/corpus`, the Korean samples (`예산.xlsx`,
CP949 `명단.csv`) and one large generated workbook (`--big-rows` rows of eight formatted columns,
about 350 bytes of sheet XML a row: 150,000 rows is a 50 MB sheet). Each tool runs in its own
child process (peak RSS is its own) and reads each file from memory: one warm-up, then N timed
runs, best run in milliseconds. fa's time includes its preflight, as in the server. openpyxl
runs only on workbooks (read-only mode, cached values, the row's values joined as they come): it
is the library fa's xlsx reader was measured against.

Coverage, per file, is the share of the source's words found in a tool's output, where the
source's words come from the file by another route: for workbooks the shared and inline strings
of the sheet XML and the numbers as the sheet displays them (the samples' golden texts), for csv
the raw cells, for html the text outside script and style. `displayed` counts, for the Korean
sample workbook, how many of its displayed values (`1,234,000`, `12.5%`, `2025-03-05`, from the
golden file) appear verbatim in the output. Prints a table and writes
`evals/reports/bench-extract-sheets-<date>.json`.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import io
import json
import re
import resource
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
GOLDEN = ROOT / "evals" / "golden" / "samples_sheets.json"
REPORTS = ROOT / "evals" / "reports"
TOOLS = ("fa", "markitdown", "openpyxl")
WORD = re.compile(r"[^\W_]+(?:[.,:%/-][^\W_]+)*%?")


def extract_fa(data: bytes, name: str) -> str:
    from fa_extract._document import finalize
    from fa_extract._limits import Limits
    from fa_extract._preflight import preflight
    from fa_extract._worker import parse_document

    limits = Limits(max_sheet_rows=10**7, max_blocks=10**7, max_cells=10**9, max_chars=10**10)
    fmt = preflight(data, name, limits)
    return "\n".join(b.text for b in finalize(parse_document(fmt, data, limits)).blocks)


_MARKITDOWN = None


def extract_markitdown(data: bytes, name: str) -> str:
    global _MARKITDOWN  # noqa: PLW0603 - one converter per worker, as an application would keep
    from markitdown import MarkItDown, StreamInfo

    if _MARKITDOWN is None:
        _MARKITDOWN = MarkItDown(enable_plugins=False)
    info = StreamInfo(extension="." + name.rsplit(".", 1)[1].lower())
    return _MARKITDOWN.convert_stream(io.BytesIO(data), stream_info=info).text_content


def extract_openpyxl(data: bytes, name: str) -> str:
    if not name.lower().endswith((".xlsx", ".xlsm")):
        raise ValueError("openpyxl reads workbooks only")
    import openpyxl

    book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    out = []
    for sheet in book.worksheets:
        for row in sheet.iter_rows(values_only=True):
            cells = [str(v) for v in row if v is not None]
            if cells:
                out.append(" | ".join(cells))
    book.close()
    return "\n".join(out)


EXTRACTORS = {"fa": extract_fa, "markitdown": extract_markitdown, "openpyxl": extract_openpyxl}


def worker(tool: str, repeat: int, paths: list[str]) -> None:
    extract = EXTRACTORS[tool]
    results = {}
    for path in paths:
        data = Path(path).read_bytes()
        name = Path(path).name
        try:
            text = extract(data, name)
            timings = []
            for _ in range(repeat):
                start = time.perf_counter()
                extract(data, name)
                timings.append((time.perf_counter() - start) * 1000)
            results[path] = {"ms": min(timings), "text": text}
        except Exception as exc:
            results[path] = {"ms": None, "text": "", "error": type(exc).__name__}
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    json.dump({"rss_kb": rss_kb, "files": results}, sys.stdout, ensure_ascii=False)


# --- what each file holds, read by another route ----------------------------------------------


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def source_words(path: Path) -> set[str]:
    data = path.read_bytes()
    suffix = path.suffix.lower()
    if suffix in (".xlsx", ".xlsm"):
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            texts = []
            for part in zf.namelist():
                if part == "xl/sharedStrings.xml" or part.startswith("xl/worksheets/sheet"):
                    xml = zf.read(part).decode("utf-8", "replace")
                    texts += re.findall(r"<t(?: [^>]*)?>([^<]*)</t>", xml)
        return _words(" ".join(texts))
    if suffix == ".csv":
        for codec in ("utf-8-sig", "cp949"):
            try:
                text = data.decode(codec)
            except UnicodeDecodeError:
                continue
            head = text.split("\n", 1)[0]
            delimiter = max((",", ";", "\t"), key=head.count)
            cells = [
                cell for row in csv.reader(io.StringIO(text), delimiter=delimiter) for cell in row
            ]
            return _words(" ".join(cells))
        return set()
    html = data.decode("utf-8", "replace")
    html = re.sub(r"(?is)<(script|style|head)\b.*?</\1>", " ", html)
    html = re.sub(r"(?s)<!--.*?-->", " ", html)
    html = re.sub(r"<[^>]+>", " ", html)
    html = html.replace("&amp;", "&").replace("&nbsp;", " ")
    return _words(html)


def golden_displayed() -> dict[str, list[str]]:
    """Displayed cell values of the sample workbook, from the hand-written golden file."""
    documents = json.loads(GOLDEN.read_text(encoding="utf-8"))["documents"]
    out: dict[str, list[str]] = {}
    for doc in documents:
        cells = [c for text in doc.get("texts", {}).values() for c in text.split(" | ")]
        out[doc["file"]] = [c for c in cells if re.search(r"\d", c)]
    return out


def build_big(path: Path, rows: int) -> None:
    import xlsxwriter

    book = xlsxwriter.Workbook(str(path), {"constant_memory": True})
    money = book.add_format({"num_format": "#,##0"})
    share = book.add_format({"num_format": "0.0%"})
    day = book.add_format({"num_format": "yyyy-mm-dd"})
    sheet = book.add_worksheet("큰 표")
    sheet.write_row(0, 0, ["번호", "부서", "예산", "비율", "일자", "값", "메모", "합"])
    for r in range(1, rows):
        sheet.write_number(r, 0, r)
        sheet.write_string(r, 1, f"부서{r % 50}")
        sheet.write_number(r, 2, r * 1234.5, money)
        sheet.write_number(r, 3, (r % 1000) / 1000, share)
        sheet.write_datetime(r, 4, dt.datetime(2020, 1, 1) + dt.timedelta(days=r % 3000), day)
        sheet.write_number(r, 5, r / 7)
        sheet.write_string(r, 6, f"메모 {r}")
        sheet.write_number(r, 7, r * 3)
    book.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--big-rows", type=int, default=150_000)
    parser.add_argument("--worker", nargs=3, metavar=("TOOL", "REPEAT", "PATHS_JSON"))
    args = parser.parse_args()
    if args.worker:
        tool, repeat, paths = args.worker
        worker(tool, int(repeat), json.loads(Path(paths).read_text(encoding="utf-8")))
        return 0

    from fa_mcp_server._samples._sheets import make_sheets

    tmp = Path(tempfile.mkdtemp(prefix="bench-sheets-"))
    files = sorted(
        p for kind in ("xlsx", "csv", "html") for p in (CORPUS / kind).glob("*") if p.is_file()
    )
    files += make_sheets(tmp)
    big = tmp / "큰표.xlsx"
    build_big(big, max(args.big_rows, 2))  # --big-rows 0: a two-row stand-in, for a quick run
    with zipfile.ZipFile(big) as zf:
        big_sheet_mb = zf.getinfo("xl/worksheets/sheet1.xml").file_size / 1e6
    small = [str(p) for p in files]
    runs: dict[str, dict] = {}
    for tool in TOOLS:
        for label, paths, repeat in (("files", small, args.repeat), ("big", [str(big)], 1)):
            listing = tmp / f"{tool}-{label}.json"
            listing.write_text(json.dumps(paths), encoding="utf-8")
            out = subprocess.run(
                [sys.executable, __file__, "--worker", tool, str(repeat), str(listing)],
                capture_output=True,
                text=True,
                check=True,
            )
            runs[f"{tool}-{label}"] = json.loads(out.stdout)

    displayed = golden_displayed()
    rows = []
    for path in [*files, big]:
        label = "big" if path == big else "files"
        words = source_words(path) if path != big else set()
        row: dict = {"file": path.name}
        for tool in TOOLS:
            got = runs[f"{tool}-{label}"]["files"][str(path)]
            text = got["text"]
            found = _words(text)
            row[tool] = {
                "ms": None if got["ms"] is None else round(got["ms"], 1),
                "coverage": round(len(words & found) / len(words), 3) if words else None,
                "error": got.get("error"),
            }
            if path.name in displayed:
                values = displayed[path.name]
                row[tool]["displayed"] = f"{sum(1 for v in values if v in text)}/{len(values)}"
        rows.append(row)
    rss = {tool: runs[f"{tool}-big"]["rss_kb"] // 1024 for tool in TOOLS}

    print(f"{'file':44} " + " ".join(f"{t:>24}" for t in TOOLS))
    for row in rows:
        cells = []
        for tool in TOOLS:
            cell = row[tool]
            if cell["error"]:
                cells.append(f"{cell['error'][:24]:>24}")
                continue
            cov = "-" if cell["coverage"] is None else f"{cell['coverage']:.0%}"
            extra = f" {cell['displayed']}" if "displayed" in cell else ""
            cells.append(f"{cell['ms']:>9.1f} ms {cov:>5}{extra:>7}")
        print(f"{row['file'][:44]:44} " + " ".join(cells))
    print(f"big sheet: {big_sheet_mb:.0f} MB of sheet XML, {args.big_rows} rows; peak RSS MB {rss}")
    REPORTS.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S")
    report = REPORTS / f"bench-extract-sheets-{stamp}.json"
    report.write_text(
        json.dumps({"rows": rows, "big_sheet_mb": big_sheet_mb, "peak_rss_mb": rss}, indent=1),
        encoding="utf-8",
    )
    print(f"report: {report.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
