"""Excel 97-2003 workbooks (.xls): fa (xlrd under it) beside python-calamine, in one run.

Run: `uv run --group bench python evals/bench/bench_extract_xls.py [--rounds N] [--big-rows N]
[FOLDER ...]`

Files: `evals/corpus/xls`, every .xls under the FOLDERs given (xlrd's and xlwt's sample files,
say), a Korean budget sheet written here with xlwt (its displayed values are what this script
put in it) and one large generated sheet (`--big-rows` rows of eight formatted columns). Each
file is read from memory by each tool in rotated order, round after round; the table gives the
median milliseconds (in-process, labelled so: the server adds its own transport) and, for the
generated sheets, how many of their displayed values (`1,234,000`, `12.5%`, `2025-03-05`) each
tool's text holds verbatim. Peak RSS of reading the large sheet is measured in a child process
per tool.

python-calamine is the other reader a user would pick (Rust, MIT): it returns stored values
(`1234000.0`, `0.125`, a `datetime`), not what the sheet shows, so a draft citing `12.5%` finds
nothing to match in its text.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("fa", "calamine")


def extract_fa(data: bytes) -> str:
    from fa_extract._document import finalize
    from fa_extract._limits import Limits
    from fa_extract._preflight import preflight
    from fa_extract._readers import reader_for

    limits = Limits(max_sheet_rows=10**7, max_blocks=10**7, max_cells=10**9, max_chars=10**10)
    reader = reader_for(preflight(data, "book.xls", limits))
    assert reader is not None
    return "\n".join(b.text for b in finalize(reader.load().parse(data, limits)).blocks)


def extract_calamine(data: bytes) -> str:
    from python_calamine import CalamineWorkbook

    book = CalamineWorkbook.from_filelike(io.BytesIO(data))
    lines = []
    for name in book.sheet_names:
        for row in book.get_sheet_by_name(name).to_python(skip_empty_area=True):
            cells = [str(v) for v in row if v not in ("", None)]
            if cells:
                lines.append(" | ".join(cells))
    return "\n".join(lines)


EXTRACT = {"fa": extract_fa, "calamine": extract_calamine}


def budget_sheet(rows: int) -> tuple[bytes, list[str]]:
    """A Korean budget sheet of `rows` rows and the displayed values this script put in it."""
    import xlwt  # pyright: ignore[reportMissingTypeStubs]

    book = xlwt.Workbook(encoding="utf-8")
    sheet = book.add_sheet("예산")
    money = xlwt.easyxf(num_format_str="#,##0")
    share = xlwt.easyxf(num_format_str="0.0%")
    day = xlwt.easyxf(num_format_str="yyyy-mm-dd")
    heads = ("구분", "예산", "집행액", "집행률", "기준일", "담당", "비고", "순번")
    for col, head in enumerate(heads):
        sheet.write(0, col, head)
    shown: list[str] = []
    start = dt.date(2025, 1, 1)
    for r in range(1, rows + 1):
        amount = 1000 * r + 234
        spent = amount // 2
        when = start + dt.timedelta(days=r % 365)
        sheet.write(r, 0, f"사업 {r}")
        sheet.write(r, 1, amount, money)
        sheet.write(r, 2, spent, money)
        sheet.write(r, 3, spent / amount, share)
        sheet.write(r, 4, when, day)
        sheet.write(r, 5, f"담당자{r % 17}")
        sheet.write(r, 6, "확정" if r % 3 else "검토")
        sheet.write(r, 7, r)
        if r <= 200:
            shown += [f"{amount:,}", f"{spent / amount:.1%}", when.isoformat()]
    out = io.BytesIO()
    book.save(out)
    return out.getvalue(), shown


def _child(tool: str, path: str) -> None:
    data = Path(path).read_bytes()
    EXTRACT[tool](data)
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--big-rows", type=int, default=30_000)
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--make", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(*args.child)
        return
    if args.make:
        Path(args.make[0]).write_bytes(budget_sheet(int(args.make[1]))[0])
        return
    # Peak RSS first, each in a fresh child, while this process is still small: a child starts
    # with the peak of the process it was forked from.
    big_path = Path(tempfile.mkdtemp(prefix="fa-bench-xls-")) / "big.xls"
    run = [sys.executable, __file__]
    subprocess.run([*run, "--make", str(big_path), str(args.big_rows)], check=True)
    peaks = {}
    for tool in TOOLS:
        out = subprocess.run(
            [*run, "--child", tool, str(big_path)], capture_output=True, text=True, check=True
        )
        peaks[tool] = out.stdout.strip()
    files: dict[str, bytes] = {
        p.name: p.read_bytes() for p in sorted((ROOT / "evals/corpus/xls").glob("*.xls"))
    }
    for folder in args.folders:
        files.update({p.name: p.read_bytes() for p in sorted(folder.rglob("*.xls"))})
    small, small_shown = budget_sheet(40)
    big, big_shown = budget_sheet(args.big_rows)
    files["예산 (40 rows)"] = small
    files[f"예산 ({args.big_rows} rows)"] = big
    shown = {"예산 (40 rows)": small_shown, f"예산 ({args.big_rows} rows)": big_shown}
    print(f"{'file':36} {'fa ms':>9} {'calamine ms':>12} {'ratio':>7}  displayed fa / calamine")
    ratios = []
    for name, data in files.items():
        times: dict[str, list[float]] = {tool: [] for tool in TOOLS}
        texts: dict[str, str] = {}
        failed = set()
        for tool in TOOLS:  # warm-up, and the text compared
            try:
                texts[tool] = EXTRACT[tool](data)
            except Exception as exc:  # a tool that refuses a file is reported, not fatal
                failed.add(tool)
                texts[tool] = f"<{type(exc).__name__}: {getattr(exc, 'code', '')}>"
        per_round = []
        rounds = 3 if len(data) > 1_000_000 else args.rounds
        for i in range(rounds):
            order = TOOLS if i % 2 == 0 else TOOLS[::-1]
            for tool in order:
                if tool in failed:
                    continue
                t = time.perf_counter()
                EXTRACT[tool](data)
                times[tool].append((time.perf_counter() - t) * 1000)
            if not failed:
                per_round.append(times["fa"][-1] / times["calamine"][-1])
        med = {t: statistics.median(v) if v else float("nan") for t, v in times.items()}
        ratio = statistics.median(per_round) if per_round else float("nan")
        if per_round:
            ratios.append(ratio)
        found = ""
        if name in shown:
            want = shown[name]
            found = " / ".join(
                f"{sum(1 for s in want if s in texts[t])}/{len(want)}" for t in TOOLS
            )
        note = " ".join(f"{t} {texts[t]}" for t in failed)
        print(
            f"{name[:36]:36} {med['fa']:9.2f} {med['calamine']:12.2f} {ratio:7.2f}  {found} {note}"
        )
    print(f"median per-file ratio fa/calamine {statistics.median(ratios):.2f}, {len(ratios)} files")
    for tool in TOOLS:
        print(f"peak RSS reading the {args.big_rows}-row sheet: {tool} {peaks[tool]} MB")


if __name__ == "__main__":
    main()
