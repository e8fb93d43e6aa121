"""What a host model pays for a document's evidence: model-visible size per character of text.

    uv run --group bench python evals/bench/bench_shape.py [--json OUT.json] [FOLDER ...]

A fresh `fa-mcp serve` over real stdio (the SDK's `stdio_client`) reads every file of the
folders (default: `evals/corpus`, every format, and the hwp files of `../shared/corpus`) whole,
following `next_start`, and counts for each file:

- `text`: the characters of block text returned (the evidence itself);
- `structured`: the characters of every `structuredContent` as compact JSON (what a host that
  forwards the structured copy shows its model: JSON.stringify writes no spaces);
- `text_copy`: the characters of every `content` text (what a host that forwards it shows);
- each also in estimated tokens (`fa_extract.estimate_tokens`, which errs high per script);
- `calls`: the read_document calls that read the file whole;
- `floor`: what any anchored form of the same reads must send: the text, each block's anchor
  and one separator, and per call the document's sha256 (64 characters: the check binds to
  it); for the 300-page PDF also `floor_calls`, the calls its text alone needs at the read's
  token budget (`fa_extract.DEFAULT_MAX_TOKENS`), anchors and envelope left out;
- `markitdown`: the characters markitdown's Markdown has for the same file (no anchors), when
  markitdown is installed and reads the format (it reads no hwp or hwpx).

It reads blocks in every shape fa has sent (full objects before issue 29, then compact states
with entries as arrays, then as strings), so the same script measures an older checkout: run
it from that checkout's environment. The 300-page Korean PDF
(`bench_extract_pdf.korean_pdf`) is read too, for its call count. Sizes are deterministic:
one pass, no timing.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
DEFAULT_FOLDERS = (REPO / "evals" / "corpus", REPO.parent / "shared" / "corpus" / "hwp")
FORMATS = ("hwp", "hwpx", "pdf", "docx", "pptx", "xlsx", "xls", "csv", "html", "md", "svg")
LONG_PAGES = 300
SHA256_HEX = 64


def _block_anchor(item: Any) -> str:
    """The anchor of one item of `blocks` ("" for a state), in any shape `_block_text` reads."""
    if isinstance(item, dict):
        return str(item.get("anchor", ""))
    if isinstance(item, str):
        return item.partition(" ")[0].partition("+")[0]
    return str(item[0])


def _block_text(item: Any) -> str:
    """The text of one item of `blocks`, in any shape fa has sent: a full block's object, a
    state (no text), an entry as an array (`["L41", "text"]`) or as a string (`"L41 text"`,
    `"L42+table_start text"`, `"L43"` for no text: the text after the first space)."""
    if isinstance(item, dict):
        return str(item.get("text", ""))
    if isinstance(item, str):
        return item.partition(" ")[2]
    return str(item[1])


def markitdown_chars(path: Path) -> int | None:
    """Characters of markitdown's output for `path`, None when it is missing or refuses."""
    try:
        from markitdown import MarkItDown
    except ImportError:
        return None
    try:
        return len(MarkItDown().convert(str(path)).text_content)
    except Exception:  # a format markitdown does not read, or a file it fails on
        return None


async def read_whole(session: Any, path: str) -> dict[str, Any] | None:
    """Read `path` whole over the session; None when fa refuses it (grade C, encrypted, ...)."""
    from fa_extract import estimate_tokens

    sizes = {"text": 0, "structured": 0, "text_copy": 0, "calls": 0, "floor": 0}
    tokens = {"structured_tokens": 0, "text_copy_tokens": 0, "text_tokens": 0}
    start: int | None = 1
    while start is not None:
        result = await session.call_tool("read_document", {"path": path, "start": start})
        if result.is_error:
            return None
        body = result.structured_content or {}
        structured = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
        copy = "".join(c.text for c in result.content if hasattr(c, "text"))
        sizes["calls"] += 1
        items = body.get("blocks") or ()
        text = sum(len(_block_text(item)) for item in items)
        anchors = [a for a in map(_block_anchor, items) if a]
        sizes["text"] += text
        tokens["text_tokens"] += sum(estimate_tokens(_block_text(item)) for item in items)
        sizes["floor"] += text + sum(len(a) + 1 for a in anchors) + SHA256_HEX
        sizes["structured"] += len(structured)
        sizes["text_copy"] += len(copy)
        tokens["structured_tokens"] += estimate_tokens(structured)
        tokens["text_copy_tokens"] += estimate_tokens(copy)
        start = body.get("next_start")
    return sizes | tokens


def _config(work: Path, root: Path) -> Path:
    for folder in ("out", "traces", "state"):
        (work / folder).mkdir()
    config = work / "fa.toml"
    config.write_text(
        f'allowed_roots = [{{ name = "bench", path = {json.dumps(str(root))} }}]\n'
        + "".join(
            f"{key} = {json.dumps(str(work / folder))}\n"
            for key, folder in (
                ("output_root", "out"),
                ("trace_dir", "traces"),
                ("state_dir", "state"),
            )
        ),
        encoding="utf-8",
    )
    return config


def measure(folders: list[Path]) -> dict[str, Any]:
    """Per file and per format: the sizes above, and the 300-page PDF's calls."""
    import anyio
    from mcp import ClientSession, StdioServerParameters, stdio_client

    sys.path.insert(0, str(HERE))
    from bench_extract_pdf import korean_pdf
    from fa_extract import DEFAULT_MAX_TOKENS

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        root = work / "root"
        files: list[tuple[str, Path]] = []
        for folder in folders:
            for path in sorted(p for p in folder.rglob("*") if p.is_file()):
                fmt = path.suffix[1:].lower()
                if fmt not in FORMATS:
                    continue
                name = f"{folder.name}/{path.parent.name}/{path.name}"
                (root / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, root / name)
                files.append((name, path))
        (root / "long").mkdir(parents=True)
        (root / "long" / "korean-300.pdf").write_bytes(korean_pdf(LONG_PAGES))
        params = StdioServerParameters(
            command=sys.executable,
            args=["-m", "fa_mcp_server", "serve", "--config", str(_config(work, root))],
            env={"PYTHONUNBUFFERED": "1"},
        )

        async def run() -> dict[str, Any]:
            per_file: dict[str, Any] = {}
            with open(Path(tmp) / "stderr.log", "w", encoding="utf-8") as sink:
                async with (
                    stdio_client(params, errlog=sink) as (read, write),
                    ClientSession(read, write) as session,
                ):
                    await session.initialize()
                    for name, source in files:
                        got = await read_whole(session, f"bench/{name}")
                        if got is None or not got["text"]:
                            continue
                        got["format"] = source.suffix[1:].lower()
                        got["markitdown"] = markitdown_chars(source)
                        per_file[name] = got
                    long = await read_whole(session, "bench/long/korean-300.pdf")
            return {
                "files": per_file,
                "long_calls": (long or {}).get("calls"),
                "long_floor_calls": -(-(long or {}).get("text_tokens", 0) // DEFAULT_MAX_TOKENS),
            }

        found = anyio.run(run)
    found["formats"] = by_format(found["files"])
    return found


def by_format(files: dict[str, Any]) -> dict[str, Any]:
    """Sums per format and their ratios to the text (markitdown's over the files it read)."""
    out: dict[str, Any] = {}
    for fmt in FORMATS:
        rows = [f for f in files.values() if f["format"] == fmt]
        if not rows:
            continue
        text = sum(f["text"] for f in rows)
        read_by_md = [f for f in rows if f["markitdown"] is not None]
        md_text = sum(f["text"] for f in read_by_md)
        out[fmt] = {
            "files": len(rows),
            "text": text,
            "calls": sum(f["calls"] for f in rows),
            "structured_per_char": sum(f["structured"] for f in rows) / text,
            "text_copy_per_char": sum(f["text_copy"] for f in rows) / text,
            "floor_per_char": sum(f["floor"] for f in rows) / text,
            "structured_tokens_per_char": sum(f["structured_tokens"] for f in rows) / text,
            "text_copy_tokens_per_char": sum(f["text_copy_tokens"] for f in rows) / text,
            "markitdown_per_char": (
                sum(f["markitdown"] for f in read_by_md) / md_text if md_text else None
            ),
        }
    return out


def table(found: dict[str, Any]) -> str:
    """The per-format figures, then every file, as plain text."""
    lines = [
        "model-visible characters (and estimated tokens) per character of block text",
        f"{'format':8} {'files':>5} {'calls':>5} {'struct':>7} {'text':>7} "
        f"{'tok/s':>6} {'tok/t':>6} {'floor':>6} {'markitdown':>10}",
    ]
    for fmt, row in found["formats"].items():
        md = row["markitdown_per_char"]
        lines.append(
            f"{fmt:8} {row['files']:5d} {row['calls']:5d} {row['structured_per_char']:7.2f} "
            f"{row['text_copy_per_char']:7.2f} {row['structured_tokens_per_char']:6.2f} "
            f"{row['text_copy_tokens_per_char']:6.2f} {row['floor_per_char']:6.2f} "
            f"{'-' if md is None else f'{md:.2f}':>10}"
        )
    lines.append(
        f"300-page Korean PDF read whole in {found['long_calls']} calls; its text alone needs "
        f"{found['long_floor_calls']} at the token budget"
    )
    lines.append("")
    for name, f in sorted(found["files"].items()):
        md = "-" if f["markitdown"] is None else f"{f['markitdown'] / f['text']:.2f}"
        lines.append(
            f"{name[:60]:60} calls={f['calls']} text={f['text']} "
            f"struct={f['structured'] / f['text']:.2f} text_copy={f['text_copy'] / f['text']:.2f} "
            f"markitdown={md}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("folders", nargs="*", type=Path)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    found = measure(args.folders or [f for f in DEFAULT_FOLDERS if f.is_dir()])
    print(table(found))
    if args.json:
        args.json.write_text(json.dumps(found, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
