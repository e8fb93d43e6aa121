"""Word and PowerPoint extraction side by side: fa, markitdown, and a plain python-docx/pptx walk.

Run: `uv run --group bench python evals/bench/bench_extract_office.py [--repeat N]`

Files: every .docx/.pptx of `../shared/corpus`, plus a few extras made here for what the corpus
lacks (the Korean samples with a tracked insertion, and a document with content controls).
Each tool runs in its own child process (so peak RSS is its own; markitdown's helper threads
cannot steal time from the others) and reads every file from memory: one warm-up, then N timed
runs. The tools take turns for several rounds, and a file's time is its best run over all rounds
(wall clock, milliseconds), which keeps a busy shared machine from favouring whichever tool ran
in a quiet moment. fa's time includes the OOXML preflight, as in the server.

Coverage probe: for each file the source XML parts are split by feature (text boxes, footnotes,
content-control tables, tracked insertions, groups, charts, notes, ...). A feature's words are the
distinct words of its text that occur nowhere else in the file, so a word reaching the output
proves that feature was read. Coverage is the share of those words found in a tool's output;
for tracked deletions it is the share kept OUT of the output. Prints a table and writes
`evals/reports/bench-extract-office-<date>.json`.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
import math
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
REPORTS = ROOT / "evals" / "reports"
TOOLS = ("fa", "markitdown", "plain")
WORD = re.compile(r"\w+")

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
C = "{http://schemas.openxmlformats.org/drawingml/2006/chart}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"


# --- the three extractors (run inside a worker process) ------------------------------------------


def extract_fa(data: bytes, fmt: str) -> str:
    from fa_extract._limits import Limits
    from fa_extract._readers import docx as _docx
    from fa_extract._readers import pptx as _pptx
    from fa_extract._readers.ooxml import preflight_ooxml

    limits = Limits()
    preflight_ooxml(data, limits)
    parsed = (_docx.parse if fmt == "docx" else _pptx.parse)(data, limits)
    return "\n".join(block.text for block in parsed.blocks)


_MARKITDOWN = None


def extract_markitdown(data: bytes, fmt: str) -> str:
    global _MARKITDOWN  # noqa: PLW0603 - one converter per worker, as an application would keep
    from markitdown import MarkItDown, StreamInfo

    if _MARKITDOWN is None:
        _MARKITDOWN = MarkItDown(enable_plugins=False)
    result = _MARKITDOWN.convert_stream(
        io.BytesIO(data), stream_info=StreamInfo(extension="." + fmt)
    )
    return result.text_content


def extract_plain(data: bytes, fmt: str) -> str:
    """The walk most code does: paragraphs and tables (docx); shapes, tables, notes (pptx)."""
    out: list[str] = []
    if fmt == "docx":
        import docx

        document = docx.Document(io.BytesIO(data))
        out.extend(p.text for p in document.paragraphs)
        for table in document.tables:
            out.extend(" | ".join(c.text for c in row.cells) for row in table.rows)
        return "\n".join(out)
    from pptx import Presentation

    for slide in Presentation(io.BytesIO(data)).slides:
        for shape in slide.shapes:
            if shape.has_text_frame:
                out.append(shape.text_frame.text)
            if getattr(shape, "has_table", False):
                for row in shape.table.rows:
                    out.append(" | ".join(c.text for c in row.cells))
        if slide.has_notes_slide:
            out.append(slide.notes_slide.notes_text_frame.text)
    return "\n".join(out)


EXTRACTORS = {"fa": extract_fa, "markitdown": extract_markitdown, "plain": extract_plain}


def worker(tool: str, repeat: int, paths: list[str]) -> None:
    extract = EXTRACTORS[tool]
    results = {}
    for path in paths:
        data = Path(path).read_bytes()
        fmt = path.rsplit(".", 1)[1]
        try:
            text = extract(data, fmt)  # warm-up (and the text we score)
            timings = []
            for _ in range(repeat):
                start = time.perf_counter()
                extract(data, fmt)
                timings.append((time.perf_counter() - start) * 1000)
            results[path] = {"ms": min(timings), "text": text}
        except Exception as exc:
            results[path] = {"ms": None, "text": "", "error": type(exc).__name__}
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    json.dump({"rss_kb": rss_kb, "files": results}, sys.stdout, ensure_ascii=False)


# --- the coverage probe ---------------------------------------------------------------------------


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


_DOCX_PARTS = r"word/(document|footnotes|endnotes|comments|header\d*|footer\d*)\.xml"


def _feature_texts_docx(zf: zipfile.ZipFile) -> list[tuple[frozenset[str], str]]:
    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

    out: list[tuple[frozenset[str], str]] = []
    index: dict[tuple[object, frozenset[str]], int] = {}
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    for name in zf.namelist():
        match = re.fullmatch(
            r"word/(document|footnotes|endnotes|comments|header\d*|footer\d*)\.xml", name
        )
        chart = re.fullmatch(r"word/charts/chart\d+\.xml", name)
        if not (match or chart):
            continue
        root = etree.fromstring(zf.read(name), parser)
        if chart:
            out.extend((frozenset({"charts"}), t) for t in _chart_strings(root))
            continue
        part = re.sub(r"\d+$", "", match.group(1)) if match else ""
        base = {"document": "body", "header": "headers", "footer": "footers"}.get(part, part)
        for el in root.iter(f"{W}t", f"{W}delText", f"{W}tab", f"{W}br", f"{W}cr"):
            tags = {a.tag for a in el.iterancestors()}
            if f"{MC}Fallback" in tags:
                continue
            features = set()
            if el.tag == f"{W}delText" or f"{W}del" in tags or f"{W}moveFrom" in tags:
                features.add("tracked deletions")
            if f"{W}ins" in tags:
                features.add("tracked insertions")
            if f"{W}txbxContent" in tags:
                features.add("text boxes")
            if f"{W}tbl" in tags:
                features.add("tables")
                if f"{W}sdt" in tags:
                    features.add("sdt tables")
            if f"{W}sdt" in tags:
                features.add("content controls")
            if not features or base != "body":
                features.add(base)
            _add(out, index, el, f"{W}p", frozenset(features))
    return out


def _add(
    out: list[tuple[frozenset[str], str]],
    index: dict[tuple[object, frozenset[str]], int],
    el,
    para_tag: str,
    features: frozenset[str],
) -> None:
    """Join the text of one paragraph's runs (a word may be split across runs) per feature set.

    The paragraph element itself is the key (kept alive by the dict, so lxml hands back the same
    proxy object for it); an id() of a temporary proxy could be reused by another paragraph.
    """
    para = next(el.iterancestors(para_tag), None)
    key = (para if para is not None else el, features)
    text = el.text or "" if el.tag in (f"{W}t", f"{W}delText", f"{A}t") else " "
    if key in index:
        position = index[key]
        out[position] = (features, out[position][1] + text)
    else:
        index[key] = len(out)
        out.append((features, text))


def _chart_strings(root) -> list[str]:
    strings = [t.text or "" for t in root.iter(f"{A}t")]
    for cache in root.iter(f"{C}strCache"):
        strings.extend(v.text or "" for v in cache.iter(f"{C}v"))
    return strings


def _feature_texts_pptx(zf: zipfile.ZipFile) -> list[tuple[frozenset[str], str]]:
    from lxml import etree  # pyright: ignore[reportAttributeAccessIssue]

    out: list[tuple[frozenset[str], str]] = []
    index: dict[tuple[object, frozenset[str]], int] = {}
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    for name in zf.namelist():
        if not name.endswith(".xml"):
            continue
        root = None
        if re.fullmatch(r"ppt/slides/slide\d+\.xml", name):
            root = etree.fromstring(zf.read(name), parser)
            for el in root.iter(f"{A}t"):
                ancestors = list(el.iterancestors())
                tags = {a.tag for a in ancestors}
                if f"{MC}Fallback" in tags:
                    continue
                features = set()
                if f"{P}grpSp" in tags:
                    features.add("groups")
                if f"{A}tbl" in tags:
                    features.add("tables")
                shape = next((a for a in ancestors if a.tag == f"{P}sp"), None)
                ph = shape.find(f".//{P}nvPr/{P}ph") if shape is not None else None
                if ph is not None and ph.get("type") in ("title", "ctrTitle"):
                    features.add("titles")
                if not features:
                    features.add("text frames")
                _add(out, index, el, f"{A}p", frozenset(features))
        elif re.fullmatch(r"ppt/notesSlides/notesSlide\d+\.xml", name):
            root = etree.fromstring(zf.read(name), parser)
            for shape in root.iter(f"{P}sp"):
                ph = shape.find(f".//{P}nvPr/{P}ph")
                if ph is not None and ph.get("type") == "body":
                    out.extend((frozenset({"notes"}), t.text or "") for t in shape.iter(f"{A}t"))
        elif re.fullmatch(r"ppt/charts/chart\d+\.xml", name):
            root = etree.fromstring(zf.read(name), parser)
            out.extend((frozenset({"charts"}), t) for t in _chart_strings(root))
        elif re.fullmatch(r"ppt/comments/\w+\.xml", name):
            root = etree.fromstring(zf.read(name), parser)
            out.extend(
                (frozenset({"comments"}), el.text or "")
                for el in root.iter()
                if isinstance(el.tag, str) and etree.QName(el).localname in ("text", "t")
            )
        elif re.fullmatch(r"ppt/diagrams/data\d+\.xml", name):
            root = etree.fromstring(zf.read(name), parser)
            out.extend((frozenset({"diagrams"}), t.text or "") for t in root.iter(f"{A}t"))
    return out


def feature_words(path: Path) -> dict[str, set[str]]:
    """Per feature, the words of its text that occur in no other feature of the file."""
    with zipfile.ZipFile(path) as zf:
        pieces = (_feature_texts_docx if path.suffix == ".docx" else _feature_texts_pptx)(zf)
    by_feature: dict[str, set[str]] = defaultdict(set)
    for features, text in pieces:
        for feature in features:
            by_feature[feature] |= _words(text)
    exclusive: dict[str, set[str]] = {}
    for feature, words in by_feature.items():
        others: set[str] = set()
        for features, text in pieces:
            if feature not in features:
                others |= _words(text)
        kept = words - others
        if kept:
            exclusive[feature] = kept
    return exclusive


# --- extras the corpus lacks ----------------------------------------------------------------------


def _sdt_docx() -> bytes:
    """Content controls around a table, a row and a paragraph, plus a tracked insertion."""
    ns = (
        'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    )

    def p(text: str) -> str:
        return f"<w:p><w:r><w:t>{text}</w:t></w:r></w:p>"

    def sdt(inner: str) -> str:
        return f"<w:sdt><w:sdtPr/><w:sdtContent>{inner}</w:sdtContent></w:sdt>"

    row = "<w:tr><w:tc>{}</w:tc><w:tc>{}</w:tc></w:tr>"
    body = (
        p("양식 문서 본문")
        + sdt("<w:tbl>" + row.format(p("품목 alpha"), p("수량 bravo")) + "</w:tbl>")
        + "<w:tbl>"
        + sdt(row.format(p("charlie 단가"), p("delta 합계")))
        + "</w:tbl>"
        + sdt(p("echo 서명란"))
        + '<w:p><w:r><w:t xml:space="preserve">기한은 </w:t></w:r><w:ins w:id="1" w:author="x">'
        + '<w:r><w:t>foxtrot 6월</w:t></w:r></w:ins><w:del w:id="2" w:author="x"><w:r>'
        + "<w:delText>golf 5월</w:delText></w:r></w:del></w:p>"
    )
    ct = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(
            "[Content_Types].xml",
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
            'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
            f'<Override PartName="/word/document.xml" ContentType="{ct}"/></Types>',
        )
        zf.writestr(
            "_rels/.rels",
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
            'relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        )
        zf.writestr(
            "word/document.xml",
            f"<w:document {ns}><w:body>{body}<w:sectPr/></w:body></w:document>",
        )
    return out.getvalue()


def extras(folder: Path) -> list[Path]:
    made = []
    path = folder / "content-controls.docx"
    path.write_bytes(_sdt_docx())
    made.append(path)
    try:
        sys.path.insert(0, str(ROOT / "apps" / "mcp-server" / "src" / "fa_mcp_server" / "_samples"))
        from _office import make_office  # pyright: ignore[reportMissingImports]

        made.extend(make_office(folder))
    except ImportError:
        pass
    finally:
        sys.path.pop(0)
    return made


# --- the run --------------------------------------------------------------------------------------


def run_tool(tool: str, repeat: int, paths: list[Path]) -> dict:
    cmd = [sys.executable, __file__, "--worker", tool, "--repeat", str(repeat), *map(str, paths)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(done.stdout)


def run_rounds(rounds: int, repeat: int, paths: list[Path]) -> dict[str, dict]:
    """Every tool, `rounds` times in turn; per file the best time, the peak RSS over rounds."""
    runs: dict[str, dict] = {}
    for _ in range(rounds):
        for tool in TOOLS:
            result = run_tool(tool, repeat, paths)
            if tool not in runs:
                runs[tool] = result
                continue
            runs[tool]["rss_kb"] = max(runs[tool]["rss_kb"], result["rss_kb"])
            for path, row in result["files"].items():
                best = runs[tool]["files"][path]
                if row["ms"] is not None and (best["ms"] is None or row["ms"] < best["ms"]):
                    best["ms"] = row["ms"]
    return runs


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def summarise(paths: list[Path], runs: dict[str, dict]) -> dict:
    fmt_rows: dict[str, dict] = {}
    for fmt in ("docx", "pptx"):
        files = [str(p) for p in paths if p.suffix == "." + fmt]
        row: dict = {"files": len(files)}
        for tool in TOOLS:
            ms = [runs[tool]["files"][f]["ms"] for f in files]
            ok = [m for m in ms if m is not None]
            row[tool] = {
                "mean_ms": statistics.fmean(ok) if ok else None,
                "total_ms": sum(ok),
                "failed": len(ms) - len(ok),
                "peak_rss_mb": runs[tool]["rss_kb"] / 1024,
            }
        ratios = [
            runs["markitdown"]["files"][f]["ms"] / runs["fa"]["files"][f]["ms"]
            for f in files
            if runs["markitdown"]["files"][f]["ms"] and runs["fa"]["files"][f]["ms"]
        ]
        row["speedup_vs_markitdown"] = {
            "total": row["markitdown"]["total_ms"] / row["fa"]["total_ms"],
            "geomean_per_file": geomean(ratios),
            "min_per_file": min(ratios) if ratios else None,
        }
        plain = [
            runs["plain"]["files"][f]["ms"] / runs["fa"]["files"][f]["ms"]
            for f in files
            if runs["plain"]["files"][f]["ms"] and runs["fa"]["files"][f]["ms"]
        ]
        row["speedup_vs_plain"] = {"geomean_per_file": geomean(plain)}
        fmt_rows[fmt] = row
    return fmt_rows


def coverage(paths: list[Path], runs: dict[str, dict]) -> dict[str, dict]:
    table: dict[str, dict] = defaultdict(
        lambda: {"files": 0, "words": 0, **dict.fromkeys(TOOLS, 0)}
    )
    for path in paths:
        fmt = path.suffix[1:]
        for feature, words in feature_words(path).items():
            key = f"{fmt}: {feature}"
            table[key]["files"] += 1
            table[key]["words"] += len(words)
            for tool in TOOLS:
                out = _words(runs[tool]["files"][str(path)]["text"])
                hit = len(words - out) if feature == "tracked deletions" else len(words & out)
                table[key][tool] += hit
    result = {}
    for key in sorted(table):
        row = table[key]
        result[key] = {
            "files": row["files"],
            "words": row["words"],
            **{tool: round(row[tool] / row["words"], 3) for tool in TOOLS},
        }
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per file per round")
    parser.add_argument("--rounds", type=int, default=3, help="turns each tool takes")
    parser.add_argument("--worker", choices=TOOLS)
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.repeat, args.paths)
        return 0
    if not CORPUS.is_dir():
        print(f"the corpus is missing: expected {CORPUS}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="fa-bench-office-") as tmp:
        corpus = sorted([*CORPUS.glob("docx/*.docx"), *CORPUS.glob("pptx/*.pptx")])
        extra = extras(Path(tmp))
        paths = corpus + extra
        runs = run_rounds(args.rounds, args.repeat, paths)
        speed = summarise(corpus, runs)
        cover_corpus = coverage(corpus, runs)
        cover_extra = coverage(extra, runs)
        failures = {
            tool: sorted(Path(f).name for f, r in runs[tool]["files"].items() if "error" in r)
            for tool in TOOLS
        }

    runs_per_file = args.rounds * args.repeat
    print(f"\nSpeed on the corpus (ms per file, best of {runs_per_file} runs; mean over files)")
    print(
        f"{'format':6} {'files':>5} "
        + " ".join(f"{t:>12}" for t in TOOLS)
        + "   x markitdown (total / geomean / min)   x plain"
    )
    for fmt, row in speed.items():
        s = row["speedup_vs_markitdown"]
        print(
            f"{fmt:6} {row['files']:>5} "
            + " ".join(f"{row[t]['mean_ms']:>12.1f}" for t in TOOLS)
            + f"   {s['total']:>6.1f} / {s['geomean_per_file']:>6.1f} / {s['min_per_file']:>6.1f}"
            + f"   {row['speedup_vs_plain']['geomean_per_file']:>6.2f}"
        )
    print(
        "\nPeak RSS of each tool's process (MB): "
        + ", ".join(f"{t} {speed['docx'][t]['peak_rss_mb']:.0f}" for t in TOOLS)
    )
    for title, cover in (("corpus", cover_corpus), ("extras made here", cover_extra)):
        print(f"\nCoverage probe, {title}: share of feature-only words reaching the output")
        print(f"{'feature':32} {'files':>5} {'words':>6} " + " ".join(f"{t:>10}" for t in TOOLS))
        for key, row in cover.items():
            print(
                f"{key:32} {row['files']:>5} {row['words']:>6} "
                + " ".join(f"{row[t]:>10.3f}" for t in TOOLS)
            )
    print("\n(tracked deletions: share kept OUT of the output)")
    if any(failures.values()):
        print("failures: " + json.dumps(failures, ensure_ascii=False))

    REPORTS.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d")
    report = {
        "date": stamp,
        "repeat": args.repeat,
        "rounds": args.rounds,
        "python": sys.version.split()[0],
        "speed": speed,
        "coverage_corpus": cover_corpus,
        "coverage_extras": cover_extra,
        "failures": failures,
        "per_file_ms": {
            p.name: {tool: runs[tool]["files"][str(p)]["ms"] for tool in TOOLS} for p in paths
        },
    }
    out = REPORTS / f"bench-extract-office-{stamp}.json"
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
