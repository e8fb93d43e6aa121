"""Every finding of every golden case, kept as a reviewed snapshot.

Run: `uv run python evals/grounding_snapshot.py` compares the checker's findings on each case of
`evals/golden/grounding.jsonl` with `evals/golden/grounding_findings.jsonl` and exits 1 on any
difference, printing the cases that moved. `--update` rewrites the snapshot from the checker.

Why: the checker is a rule set, and a new rule can move a finding of a case nobody is looking at.
A change that alters any finding (its rule, severity, sentence, anchors or detail) fails here until
the snapshot is rewritten in the same commit, so the review sees every behaviour change as a diff
of this file. A case the checker refuses as input (`GroundingError`) is kept with the error's
class and message instead of findings.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import fa_grounding

ROOT = Path(__file__).resolve().parent
GOLDEN = ROOT / "golden" / "grounding.jsonl"
SNAPSHOT = ROOT / "golden" / "grounding_findings.jsonl"
SHOWN = 20
"""How many moved cases a failing comparison prints in full."""


def findings_of(case: dict) -> dict:
    """The snapshot entry of one case: its id and every finding, or the refusal."""
    try:
        report = fa_grounding.check(case["draft"], case["blocks"])
    except fa_grounding.GroundingError as exc:
        return {"id": case["id"], "refused": f"{type(exc).__name__}: {exc}"}
    return {
        "id": case["id"],
        "findings": [
            [f.rule, f.severity, f.sentence_index, list(f.anchors), f.detail]
            for f in report.findings
        ],
    }


def snapshot(cases: list[dict]) -> list[dict]:
    """The snapshot entries of every case, in the golden file's order."""
    return [findings_of(case) for case in cases]


def _load(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _write(path: Path, entries: list[dict]) -> None:
    lines = [json.dumps(entry, ensure_ascii=False) for entry in entries]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def compare(current: list[dict], recorded: list[dict]) -> list[str]:
    """One line per case whose findings differ, appeared or disappeared."""
    old = {entry["id"]: entry for entry in recorded}
    new = {entry["id"]: entry for entry in current}
    moved: list[str] = []
    for case_id, entry in new.items():
        before = old.get(case_id)
        if before is None:
            moved.append(f"{case_id}: new case, not in the snapshot")
        elif before != entry:
            moved.append(
                f"{case_id}: findings changed\n  was: {_show(before)}\n  now: {_show(entry)}"
            )
    moved.extend(
        f"{case_id}: in the snapshot, not in the golden set" for case_id in old.keys() - new.keys()
    )
    return moved


def _show(entry: dict) -> str:
    if "refused" in entry:
        return f"refused ({entry['refused']})"
    shown = [
        f"{rule} {severity} s{index} {anchors}: {detail}"
        for rule, severity, index, anchors, detail in entry["findings"]
    ]
    return " | ".join(shown) if shown else "no finding"


def main(argv: list[str] | None = None) -> int:
    """Compare with the snapshot (exit 1 on a difference), or rewrite it with `--update`."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite the snapshot")
    args = parser.parse_args(argv)
    current = snapshot(_load(GOLDEN))
    if args.update:
        _write(SNAPSHOT, current)
        print(f"snapshot: {len(current)} cases written to {SNAPSHOT.relative_to(ROOT.parent)}")
        return 0
    if not SNAPSHOT.is_file():
        print(f"no snapshot at {SNAPSHOT.relative_to(ROOT.parent)}: run with --update")
        return 1
    moved = compare(current, _load(SNAPSHOT))
    if not moved:
        print(f"snapshot: all {len(current)} cases have the recorded findings")
        return 0
    print(f"snapshot: {len(moved)} of {len(current)} cases moved (first {min(SHOWN, len(moved))}):")
    for line in moved[:SHOWN]:
        print(line)
    print("If every change is intended, run `uv run python evals/grounding_snapshot.py --update`")
    print("and commit the snapshot with the change, so the review sees each moved finding.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
