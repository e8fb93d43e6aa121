"""How fast fa-grounding checks a long draft against many blocks, and how that grows.

Run: `uv run python evals/bench/bench_grounding.py` (`--profile`: where one check spends its time,
for the clean draft and for the same draft with one unsupported figure, GR-03).

The draft and blocks are built from the hand-written clean cases of
`evals/golden/grounding.jsonl` (real text from the corpus and public pages): each case's blocks
get fresh anchors and its sentences cite them, until the draft has N sentences; unrelated blocks
from other cases fill the document up to 4 x N blocks. Every block text is distinct (each copy
of a case's block and each filler block ends with its own item number, `— 항목 523번`, a table
row's first cell ends with it, `(항목 523번)`, so the unit of a column head stays whole), because
the checker caches its work by block text and a document of repeated texts would flatter those
caches. Blocks keep their kinds and flags, and the first row of each case's table is flagged
`table_start`, as fa flags the first row of a table: the cases come from different documents, so
rows of two cases that end up next to each other are two tables. Sizes 250 x 1,000, 500 x 2,000
(the reference size) and 1,000 x 4,000; the median wall time and the best CPU time of several
runs are reported, with the CPU ratio to the previous size (2.0 is linear). The machine is
shared: compare CPU times.
"""

from __future__ import annotations

import cProfile
import json
import os
import pstats
import re
import statistics
import sys
import time
from pathlib import Path

import fa_grounding

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "grounding.jsonl"
_ANCHOR = re.compile(r"\[(L[1-9]\d*)((?:,\s*L[1-9]\d*)*)\]")


def build(sentences: int, blocks: int) -> tuple[str, list[dict[str, object]]]:
    """A clean draft of about `sentences` sentences and a document of `blocks` blocks.

    Blocks keep their `kind` and `flags`, in document order, as `read_document` gives them (a
    table row takes the unit declared above its table).
    """
    cases = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines()]
    clean = [
        c
        for c in cases
        if c["label"] == "clean"
        and "\n" not in c["draft"]
        and all(b["anchor"].startswith("L") for b in c["blocks"])
    ]
    texts = sorted({b["text"] for c in cases for b in c["blocks"]})
    document: list[dict[str, object]] = []
    lines: list[str] = []
    count = 0
    while count < sentences:
        for case in clean:
            if count >= sentences:
                break
            renamed = {}
            row_above = False  # whether the case's block before was a table row
            for block in case["blocks"]:
                anchor = f"L{len(document) + 1}"
                renamed[block["anchor"]] = anchor
                # cases of one source share blocks: each copy gets its own item number (in a
                # row's first cell, so that its last cell, a column head's unit, stays whole)
                row = _is_row(block)
                number = f"항목 {len(document) + 1}번"
                if row:
                    first, bar, rest = block["text"].partition(" | ")
                    text = f"{first} ({number}){bar}{rest}"
                else:
                    text = f"{block['text']} — {number}"
                copied = {**block, "anchor": anchor, "text": text}
                if row and not row_above:
                    # a case's table is a table of its own, as fa marks one (`table_start`),
                    # not a run on of the rows another case put just above it
                    copied["flags"] = [*block.get("flags", ()), "table_start"]
                row_above = row
                document.append(copied)

            def repoint(match: re.Match[str], renamed: dict[str, str] = renamed) -> str:
                parts = [p.strip() for p in match.group(0)[1:-1].split(",")]
                return "[" + ", ".join(renamed.get(p, p) for p in parts) + "]"

            draft = _ANCHOR.sub(repoint, case["draft"])
            lines.append(draft)
            count += draft.count("[")
    while len(document) < blocks:
        number = len(document) + 1
        text = f"{texts[number % len(texts)]} — 항목 {number}번"
        document.append({"anchor": f"L{number}", "kind": "paragraph", "text": text})
    assert len({b["text"] for b in document}) == len(document), "block texts must be distinct"
    return "\n\n".join(lines), document


def _is_row(block: dict[str, object]) -> bool:
    flags = block.get("flags") or ()
    return block.get("kind") == "table_row" or "table" in flags  # type: ignore[operator]


def measure(sentences: int, blocks: int, runs: int = 7) -> tuple[float, float, int, int, bool]:
    """Median wall and best CPU milliseconds of `check`, with the real sentence and block counts.

    CPU time (`time.process_time`, best of the runs) is reported beside wall time because the
    machine is shared: other jobs stretch wall time far more than the CPU time this process spends.
    """
    draft, document = build(sentences, blocks)
    wall: list[float] = []
    cpu: list[float] = []
    report = fa_grounding.check(draft, document)
    for _ in range(runs):
        wall_start, cpu_start = time.perf_counter(), time.process_time()
        report = fa_grounding.check(draft, document)
        cpu.append((time.process_time() - cpu_start) * 1000)
        wall.append((time.perf_counter() - wall_start) * 1000)
    return (
        statistics.median(wall),
        min(cpu),
        report.sentences_checked,
        len(document),
        report.ok,
    )


def profile(sentences: int = 500, blocks: int = 2000) -> None:
    """Print the 25 costliest calls (cumulative) of one check, clean and with one GR-03 error.

    A GR-03 error makes the check look for the value in the blocks the sentence does not cite.
    """
    draft, document = build(sentences, blocks)
    for name, text in (("clean", draft), ("one GR-03", draft + "\n\n그 값은 98,765명이다 [L1].")):
        print(f"--- {name}: {sentences} sentences, {blocks} blocks")
        profiler = cProfile.Profile()
        profiler.runcall(fa_grounding.check, text, document)
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(25)


def main() -> None:
    """Print the timing table (or, with `--profile`, where the time goes)."""
    if "--profile" in sys.argv[1:]:
        profile()
        return
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.1f} on {os.cpu_count()} cpus; wall = median, cpu = best of 7")
    print(f"{'sentences':>10}{'blocks':>8}{'wall ms':>10}{'cpu ms':>9}{'cpu x previous':>16}  ok")
    previous = None
    for scale in (0.5, 1, 2):
        wall, cpu, checked, blocks, ok = measure(int(500 * scale), int(2000 * scale))
        ratio = f"{cpu / previous:.2f}" if previous else "-"
        print(f"{checked:>10}{blocks:>8}{wall:>10.1f}{cpu:>9.1f}{ratio:>16}  {ok}")
        previous = cpu


if __name__ == "__main__":
    main()
