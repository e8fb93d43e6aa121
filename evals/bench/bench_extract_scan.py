"""Folder scan speed: `fa_extract.scan_folder` against `find` on a generated tree of 10,000 files.

Run: `uv run python evals/bench/bench_extract_scan.py [--files N]`

The tree has 100 folders of 100 files, a mix of supported and unsupported extensions. Both sides
list every file without opening one; `find` prints names only, the scan also sorts, classifies,
counts skips and stats the files of its first page. Median of 5 runs each; prints the ratio.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fa_extract import scan_folder

SUFFIXES = (".pdf", ".docx", ".pptx", ".svg", ".png", ".txt", ".hwp", ".xlsx")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=10_000)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="fa-scan-"))
    try:
        per_folder = 100
        for n in range(args.files):
            folder = root / f"폴더{n // per_folder:03d}"
            folder.mkdir(exist_ok=True)
            (folder / f"문서{n:05d}{SUFFIXES[n % len(SUFFIXES)]}").write_bytes(b"x")
        find = shutil.which("find")
        fa_times, find_times = [], []
        total = 0
        for _ in range(5):
            start = time.perf_counter()
            total = scan_folder(root, limit=200).total_files
            fa_times.append(time.perf_counter() - start)
            if find:
                start = time.perf_counter()
                subprocess.run([find, str(root), "-type", "f"], capture_output=True, check=True)
                find_times.append(time.perf_counter() - start)
        fa = statistics.median(fa_times)
        print(f"{args.files} files, {total} supported: scan_folder {fa * 1000:.1f} ms", end="")
        if find_times:
            ref = statistics.median(find_times)
            print(f", find {ref * 1000:.1f} ms, ratio {fa / ref:.2f}x find")
        else:
            print()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
