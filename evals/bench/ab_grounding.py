"""fa-grounding against an earlier version of itself, on one draft: CPU time of a check.

Run: `uv run python evals/bench/ab_grounding.py [--baseline REF] [--rounds N]`

The draft and blocks are built once (as `bench_grounding.py` builds them, at the reference size
500 sentences x 2,000 blocks) and written to a temporary file; each round then checks them once
with the current source and once with the source of fa-grounding at git REF (extracted with
`git archive`), each in a fresh process, the order alternating between rounds. Reported: the
median of the per-round ratios (current / baseline) of CPU seconds, with each side's median, and
whether the two give the same report. The machine is shared: rounds, not the best of N.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "packages" / "fa-grounding" / "src"
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_grounding import build  # noqa: E402 - the sibling script, found through sys.path

_CHILD = """
import json, sys, time
import fa_grounding
data = json.load(open(sys.argv[1], encoding="utf-8"))
start = time.process_time()
report = fa_grounding.check(data["draft"], data["blocks"])
spent = time.process_time() - start
print(json.dumps({"cpu": spent, "rules": sorted(f.rule for f in report.findings)}))
"""


def _extract(ref: str, into: Path) -> Path:
    archive = into / "baseline.tar"
    with archive.open("wb") as handle:
        subprocess.run(
            ["git", "archive", ref, "packages/fa-grounding/src"],
            cwd=ROOT,
            stdout=handle,
            check=True,
        )
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    return into / "packages" / "fa-grounding" / "src"


def _run(src: Path, case: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(case)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def main() -> int:
    """Alternate the two versions over the rounds and print the median ratio."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--baseline", default="a342b0d", help="the git ref to compare with")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    draft, blocks = build(500, 2000)
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        case = folder / "case.json"
        case.write_text(json.dumps({"draft": draft, "blocks": blocks}), encoding="utf-8")
        baseline = _extract(args.baseline, folder)
        ratios, mine, theirs, same = [], [], [], True
        for round_ in range(args.rounds):
            order = [(SRC, mine), (baseline, theirs)]
            if round_ % 2:
                order.reverse()
            results = {}
            for src, times in order:
                result = _run(src, case)
                times.append(result["cpu"])
                results[src] = result
            ratios.append(results[SRC]["cpu"] / results[baseline]["cpu"])
            same = same and results[SRC]["rules"] == results[baseline]["rules"]
    print(f"500 sentences x 2,000 blocks, {args.rounds} rounds, baseline {args.baseline}")
    print(f"CPU s: current median {statistics.median(mine):.3f}, "
          f"baseline median {statistics.median(theirs):.3f}")  # fmt: skip
    print(f"median ratio current / baseline: {statistics.median(ratios):.2f}")
    print(f"same rules found: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
