"""search_documents: cold index, warm query, and a plain scan over extracted text beside it.

    uv run python evals/bench/bench_search.py [--rounds 5] [--docs 1000] [--skip-corpus]
        [--engines]

In-process (`Toolbox.search_documents`, the tool's whole path: the folder walk, the freshness
check of every file, the query and the snippets cut from the documents). Two folders:
`evals/corpus` and a generated one of `--docs` documents (DOCX by python-docx, Markdown and
text: Korean sentences with amounts, dates and English words, seeded, in a temp folder).

- cold index: a fresh state folder and a fresh extractor; calls repeated until nothing is
  left to index (each call is bounded by `INDEX_SECONDS`); wall seconds and files per second.
- warm query: `--rounds` rounds of every query, the order rotated each round; p50 and p95 of
  the per-call wall time and of the calling thread's CPU time (the machine may be shared).
- plain scan: the same queries answered by reading every file's blocks from the extractor's
  cache (already parsed: the cheapest a scan can be) and testing each block's text for the
  query's words without spaces, lowercased; the ratio scan / index per round, and the median of
  those ratios.

`--engines` also compares, on the generated folder's blocks, an FTS5 trigram table over the raw
text with fa's hashed bigram terms: build time, size, query time, and hits for two-syllable
words (trigram needs three characters).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO / "evals" / "corpus"

QUERIES = (
    "예산을",
    "사업 계획",
    "사업계획은",
    "계약",
    "budgets",
    "Policy",
    "320억",
    "32,000,000,000원",
    "2025년 3월",
    "인력 충원",
)

WORDS = [
    "예산",
    "사업",
    "계획",
    "계약",
    "인력",
    "충원",
    "교육",
    "안전",
    "보건",
    "조달",
    "입찰",
    "공고",
    "평가",
    "결과",
    "운영",
    "개선",
    "지원",
    "시설",
    "투자",
    "매출",
    "성과",
    "점검",
    "관리",
    "조사",
    "통계",
    "정책",
    "협력",
    "지역",
    "기관",
    "센터",
]
PARTICLES = ("은", "는", "을", "를", "의", "에", "으로", "과", "이", "가", "")
ENGLISH = [
    "budget",
    "policy",
    "report",
    "review",
    "plan",
    "contract",
    "audit",
    "schedule",
    "target",
    "survey",
]


def _sentence(rng: random.Random) -> str:
    words = [rng.choice(WORDS) + rng.choice(PARTICLES) for _ in range(rng.randint(4, 9))]
    if rng.random() < 0.4:
        words.insert(rng.randint(0, len(words)), f"{rng.randint(1, 999):,}억 원")
    if rng.random() < 0.2:
        words.insert(
            rng.randint(0, len(words)), f"{rng.randint(2020, 2026)}년 {rng.randint(1, 12)}월"
        )
    if rng.random() < 0.2:
        words.append(rng.choice(ENGLISH) + rng.choice(("", "s")))
    return " ".join(words) + "."


def generate(folder: Path, count: int, seed: int = 28) -> None:
    """`count` documents: a third DOCX, a third Markdown, a third text, 20-40 paragraphs."""
    import docx

    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        paragraphs = [_sentence(rng) for _ in range(rng.randint(20, 40))]
        sub = folder / f"부서{n % 10:02d}"
        sub.mkdir(exist_ok=True)
        kind = n % 3
        if kind == 0:
            document = docx.Document()
            document.add_heading(f"보고서 {n}", level=1)
            for text in paragraphs:
                document.add_paragraph(text)
            document.save(str(sub / f"문서{n:04d}.docx"))
        elif kind == 1:
            body = f"# 회의록 {n}\n\n" + "\n\n".join(paragraphs) + "\n"
            (sub / f"문서{n:04d}.md").write_text(body, encoding="utf-8")
        else:
            (sub / f"문서{n:04d}.txt").write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")


def _toolbox(base: Path, root: Path) -> Any:
    from fa_gate import load_config
    from fa_mcp_server import Toolbox

    config = base / "fa.toml"
    config.write_text(
        f'allowed_roots = [{{ name = "bench", path = {json.dumps(str(root))} }}]\n'
        f"output_root = {json.dumps(str(base / 'out'))}\n"
        f"state_dir = {json.dumps(str(base / 'state'))}\n",
        encoding="utf-8",
    )
    return Toolbox(load_config(config))


def _search(toolbox: Any, query: str) -> Any:
    result, _ = toolbox.search_documents(query, path="bench", limit=20, offset=0, client_roots=None)
    return result


_SPACE = re.compile(r"\s+")


def _plain_scan(toolbox: Any, files: list[str], query: str) -> int:
    """Blocks holding the query without spaces (lowercased), every file read from the cache."""
    needle = _SPACE.sub("", query).lower()
    boundary = toolbox.boundary(None)
    found = 0
    for path in files:
        try:
            with boundary.open_file(path) as opened:
                blocks = toolbox.extractor.evidence(opened.file, opened.name)
        except Exception:  # an unreadable file: the index names it, a scan skips it
            continue
        found += sum(1 for b in blocks if needle in _SPACE.sub("", b.text).lower())
    return found


def measure(label: str, root: Path, rounds: int) -> dict[str, Any]:
    import fa_extract

    with tempfile.TemporaryDirectory(prefix="fa-bench-search-") as tmp:
        base = Path(tmp)
        with _toolbox(base, root) as toolbox:
            started = time.perf_counter()
            calls = 0
            while True:
                calls += 1
                result = _search(toolbox, QUERIES[0])
                if not result.not_indexed:
                    break
            cold = time.perf_counter() - started
            indexed, unreadable = result.indexed_files, result.unreadable_files
            scan = fa_extract.scan_folder(root, prefix="bench", limit=100_000)
            files = [f.path for f in scan.files if f.unsupported is None]
            _plain_scan(toolbox, files, "예산")  # every readable document in the cache
            times: list[float] = []
            cpu: list[float] = []
            ratios: list[float] = []
            hits: dict[str, int] = {}
            for r in range(rounds):
                order = QUERIES[r % len(QUERIES) :] + QUERIES[: r % len(QUERIES)]
                index_round = scan_round = 0.0
                for query in order:
                    c0 = time.thread_time()
                    t0 = time.perf_counter()
                    found = _search(toolbox, query)
                    t1 = time.perf_counter()
                    cpu.append(time.thread_time() - c0)
                    _plain_scan(toolbox, files, query)
                    t2 = time.perf_counter()
                    times.append(t1 - t0)
                    index_round += t1 - t0
                    scan_round += t2 - t1
                    hits[query] = found.total_hits
                ratios.append(scan_round / index_round)
            size = sum(p.stat().st_size for p in (base / "state" / "search").iterdir())
    times.sort()
    cpu.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    cpu95 = cpu[min(len(cpu) - 1, round(0.95 * (len(cpu) - 1)))]
    out = {
        "folder": label,
        "files": len(files),
        "indexed": indexed,
        "unreadable": unreadable,
        "cold_index_s": round(cold, 2),
        "cold_calls": calls,
        "files_per_s": round(len(files) / cold, 1),
        "warm_p50_ms": round(statistics.median(times) * 1000, 1),
        "warm_p95_ms": round(p95 * 1000, 1),
        "warm_cpu_p50_ms": round(statistics.median(cpu) * 1000, 1),
        "warm_cpu_p95_ms": round(cpu95 * 1000, 1),
        "scan_over_index": round(statistics.median(ratios), 1),
        "index_bytes": size,
        "hits": hits,
    }
    print(json.dumps(out, ensure_ascii=False))
    return out


def engines(root: Path) -> None:
    """FTS5 trigram over raw text beside fa's hashed bigrams, on the same blocks."""
    from fa_extract import Block, Extractor, SearchIndex

    blocks: list[tuple[str, list[Block]]] = []
    with Extractor() as extractor:
        for path in sorted(root.rglob("*.*")):
            with path.open("rb") as handle:
                found = extractor.evidence(handle, path.name)
            blocks.append((str(path), [b for b in found if b.kind != "meta"]))
    texts = [b.text for _, bs in blocks for b in bs]
    with tempfile.TemporaryDirectory() as tmp:
        db = sqlite3.connect(Path(tmp) / "tri.sqlite3")
        t0 = time.perf_counter()
        db.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='trigram')")
        with db:
            db.executemany("INSERT INTO t(x) VALUES (?)", [(x,) for x in texts])
        tri_build = time.perf_counter() - t0
        db.close()
        tri_size = sum(p.stat().st_size for p in Path(tmp).iterdir())
        t0 = time.perf_counter()
        index = SearchIndex(Path(tmp) / "bi" / "index.sqlite3")
        for n, (path, bs) in enumerate(blocks):
            index.add(path, size=1, mtime_ns=1, sha256=f"{n:064x}", blocks=bs)
        bi_build = time.perf_counter() - t0
        bi_size = sum(p.stat().st_size for p in (Path(tmp) / "bi").iterdir())
        db = sqlite3.connect(Path(tmp) / "tri.sqlite3")
        for word in ("예산", "사업계획", "사업 계획"):
            t0 = time.perf_counter()
            tri = db.execute("SELECT count(*) FROM t WHERE t MATCH ?", (f'"{word}"',)).fetchone()
            t1 = time.perf_counter()
            like = db.execute("SELECT count(*) FROM t WHERE x LIKE ?", (f"%{word}%",)).fetchone()
            t2 = time.perf_counter()
            prefixes = sorted({p.rsplit("/", 1)[0] for p, _ in blocks})
            bi = index.search(word, prefixes=prefixes, limit=1).total
            t3 = time.perf_counter()
            print(
                f"  {word}: trigram MATCH {tri[0]} hits {1000 * (t1 - t0):.1f} ms; "
                f"LIKE scan {like[0]} hits {1000 * (t2 - t1):.1f} ms; "
                f"fa bigrams {bi} hits {1000 * (t3 - t2):.1f} ms"
            )
        index.close()
    print(
        f"  build: trigram {tri_build:.2f} s {tri_size / 1e6:.1f} MB; "
        f"fa bigrams {bi_build:.2f} s {bi_size / 1e6:.1f} MB ({len(texts)} blocks)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--skip-corpus", action="store_true")
    parser.add_argument("--engines", action="store_true")
    parser.add_argument("--folder", type=Path, help="reuse documents generated there before")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    if not args.skip_corpus:
        measure("evals/corpus", CORPUS, args.rounds)
    with tempfile.TemporaryDirectory(prefix="fa-bench-docs-") as tmp:
        folder = args.folder or Path(tmp) / "docs"
        if not folder.exists():
            t0 = time.perf_counter()
            generate(folder, args.docs)
            print(f"generated {args.docs} documents in {time.perf_counter() - t0:.1f} s")
        result = measure(f"generated {args.docs}", folder, args.rounds)
        if args.engines:
            engines(folder)
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0 if result["warm_p95_ms"] < 100 else 1


if __name__ == "__main__":
    sys.exit(main())
