"""Ruled PDF tables, before and after: nothing lost, what changed, and the cost.

Run: `uv run python evals/bench/ab_pdf_tables.py [--rounds 5] [--ref main] [--show N]
[DIR ...]` (default folders: `evals/corpus/pdf`, `../shared/corpus/pdf`).

The code of `--ref` (`git show REF:path` of each file of `fa_extract`, into a temporary
folder) is the old reading, the worktree's the new. Each round runs one child process per side,
in an order rotated from round to round; a child reads every PDF with the worker's PDF path
(`fa_extract._readers.pdf.parse`, in-process, after one warm-up file) and reports each file's
blocks and time. Checked: per page, the multiset of non-space characters of all blocks is the
same on both sides (the new reading only regroups text). Reported: pages, grids
(`table_start` rows) and rows that changed; the median over rounds of the new side's time over
the old, for all files, for the files where the new side found no grid, and for the files
whose pages draw no path object, forms' included (text only); `--show N` tables before and
after.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "packages" / "fa-extract" / "src"


def _child(src: str, files: list[str]) -> None:
    sys.path.insert(0, src)
    from fa_extract import Limits
    from fa_extract._readers.pdf import parse

    def read(path: str) -> tuple[float, list[list[object]] | str]:
        data = Path(path).read_bytes()
        start = time.perf_counter()
        try:
            parsed = parse(data, Limits())
        except Exception as error:  # a file either side refuses is reported, not compared
            return time.perf_counter() - start, type(error).__name__
        took = time.perf_counter() - start
        return took, [[b.page, b.kind, list(b.flags), b.text] for b in parsed.blocks]

    def paths(path: str) -> int:
        """Path objects the file's pages draw, forms' contents included, after the clock."""
        import pypdfium2 as pdfium
        from pypdfium2 import raw

        try:
            pdf = pdfium.PdfDocument(path)
        except Exception:
            return 0
        total = 0
        for index in range(len(pdf)):
            try:
                page = pdf[index]
            except Exception:
                continue
            pending = [
                raw.FPDFPage_GetObject(page.raw, k)
                for k in range(raw.FPDFPage_CountObjects(page.raw))
            ]
            while pending and len(pending) < 100_000:
                obj = pending.pop()
                kind = raw.FPDFPageObj_GetType(obj)
                total += kind == raw.FPDF_PAGEOBJ_PATH
                if kind == raw.FPDF_PAGEOBJ_FORM:
                    count = raw.FPDFFormObj_CountObjects(obj)
                    pending += [raw.FPDFFormObj_GetObject(obj, k) for k in range(count)]
            page.close()
        pdf.close()
        return total

    read(files[0])
    out = {}
    for path in files:
        took, blocks = read(path)
        out[path] = {"time": took, "blocks": blocks}
    for path in files:
        out[path]["paths"] = paths(path)
    json.dump(out, sys.stdout)


def _old_tree(ref: str, into: Path) -> str:
    """The package's source at `ref` (each tracked file from `git show`)."""
    listing = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", ref, "packages/fa-extract/src/fa_extract"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    for name in listing:
        target = into / Path(name).relative_to("packages/fa-extract/src")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(
            subprocess.run(
                ["git", "show", f"{ref}:{name}"], cwd=ROOT, check=True, capture_output=True
            ).stdout
        )
    return str(into)


def _pages(blocks: list[list[object]]) -> dict[object, collections.Counter[str]]:
    """Per page, its blocks' non-space characters; a table row's cell separators (` | `, and
    `| ` or ` |` at an end, where an end cell is empty) are not the document's."""
    pages: dict[object, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for page, kind, _, raw in blocks:
        text = str(raw)
        if kind == "table_row":
            text = text.removeprefix("| ").removesuffix(" |").replace(" | ", " ")
        pages[page].update(ch for ch in text if not ch.isspace())
    return pages


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("dirs", nargs="*")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ref", default="main")
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--child", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if args.child:
        _child(args.child[0], args.child[1:])
        return
    dirs = args.dirs or [str(ROOT / "evals/corpus/pdf"), str(ROOT / "../shared/corpus/pdf")]
    files = sorted(str(p) for d in dirs for p in Path(d).glob("*.pdf") if p.stat().st_size)
    with tempfile.TemporaryDirectory() as temp:
        sides = {"old": _old_tree(args.ref, Path(temp)), "new": str(SRC)}
        results: dict[str, list[dict[str, dict[str, object]]]] = {"old": [], "new": []}
        for round_ in range(args.rounds):
            order = ["old", "new"] if round_ % 2 == 0 else ["new", "old"]
            for side in order:
                done = subprocess.run(
                    [sys.executable, __file__, "--child", sides[side], *files],
                    check=True,
                    capture_output=True,
                    text=True,
                )
                results[side].append(json.loads(done.stdout))
    old, new = results["old"][0], results["new"][0]
    lost = changed_pages = grids = rows = 0
    shown = 0
    text_only: list[str] = []
    for path in files:
        before, after = old[path]["blocks"], new[path]["blocks"]
        if isinstance(before, str) or isinstance(after, str):
            if before != after:
                print(f"ERROR differs {Path(path).name}: {before!r} / {after!r}")
            continue
        assert isinstance(before, list) and isinstance(after, list)
        a, b = _pages(before), _pages(after)
        if a != b:
            lost += 1
            print(f"CHARACTERS DIFFER {Path(path).name}")
        starts = sum(1 for block in after if "table_start" in block[2])  # type: ignore[operator]
        if not starts:
            text_only.append(path)
        grids += starts
        for page in {block[0] for block in after}:
            x = [blk for blk in before if blk[0] == page]
            y = [blk for blk in after if blk[0] == page]
            if x != y:
                changed_pages += 1
                rows += sum(1 for blk in y if blk not in x and blk[1] == "table_row")
                if shown < args.show and starts:
                    shown += 1
                    print(f"--- {Path(path).name} page {page} before")
                    for blk in x:
                        print(f"  {blk[1]:9} {blk[2]} {str(blk[3])[:150]!r}")
                    print("+++ after")
                    for blk in y:
                        print(f"  {blk[1]:9} {blk[2]} {str(blk[3])[:150]!r}")

    def ratio(chosen: list[str]) -> float:
        per_round = [
            sum(n[p]["time"] for p in chosen) / sum(o[p]["time"] for p in chosen)  # type: ignore[misc]
            for o, n in zip(results["old"], results["new"], strict=True)
        ]
        return statistics.median(per_round)

    print(
        f"files {len(files)}; files whose characters differ on some page: {lost}; pages "
        f"changed {changed_pages}; grids read {grids}; new table rows {rows}"
    )
    no_paths = [p for p in files if not new[p]["paths"]]
    print(
        f"time new/old, median of {args.rounds} rounds: all files {ratio(files):.3f}; "
        f"{len(text_only)} files without a grid {ratio(text_only):.3f}; "
        f"{len(no_paths)} files without path objects (text only) {ratio(no_paths):.3f}"
    )


if __name__ == "__main__":
    main()
