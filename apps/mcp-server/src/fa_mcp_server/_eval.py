"""`fa-mcp eval`: compare extraction of the samples with the hand-written golden files.

Every `evals/golden/samples*.json` is read; each lists documents with what the sample
generator put into them. Extraction goes through fa_extract's public API only (`Extractor`:
inspect, read, evidence, image), so the eval checks what the server hands out.

Golden file format (UTF-8 JSON; every key except `file` is optional and checked only when
present):

    {
      "description": "where the expectations come from",
      "documents": [
        {
          "file": "보고서.pdf",              # sample name inside the samples folder
          "error": "FORMAT_MISMATCH",        # inspect must fail with this code (nothing more)
          "format": "pdf", "grade": "B", "unit": "page",
          "block_count": 4, "pages": 4, "slides": null, "title": "...",
          "estimated_read_calls": 1,
          "anchors": ["p1.1", "p2.1"],       # exact anchors of all blocks, in order
          "image_only_pages": [1],           # exact
          "hidden_anchors": ["t5"],          # exactly these blocks carry the `hidden` flag
          "flagged": {"L7": ["footnote"]},   # each block carries at least these flags
          "kinds": {"L1": "heading"},        # the block's kind
          "levels": {"L1": 1},               # the block's heading level
          "removed_invisible_chars": 1,      # exact count
          "warning_codes": ["HIDDEN_TEXT"],  # each code is among the warnings
          "flags": ["encrypted"],            # each is among the document flags
          "toc": [{"anchor": "p1.1", "level": 1, "title": "1. 개요"}], # exact toc
          "texts": {"t1": "exact block text"},
          "contains": {"p1.1": ["a substring of that block's text"]},
          "not_contains": {"p1.1": ["a substring that must not be there"]},
          "meta_contains": ["a substring of the meta block"],
          "read_error": "DOCUMENT_NO_TEXT",  # read(start=1) must fail with this code
          "image": {"page": 1, "source": "embedded", "width": 1568, "max_edge": 1568,
                    "original_width": 1240, "original_height": 1754},
          "image_error": "NO_IMAGE_FOR_FORMAT"   # image() must fail with this code
        }
      ]
    }

Without `read_error`, the whole document is read with the default budget following
`next_start`; the reads must return every block once, in order, in exactly
`estimated_read_calls` calls. The report goes to `reports_dir/eval-YYYYMMDD-HHMMSS.json`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

__all__ = ("EvalResult", "run_eval")


@dataclass
class EvalResult:
    """The outcome of one eval run; `int(result)` is the process exit status (0 when ok)."""

    ok: bool
    checks: int
    failures: list[str]
    report_path: Path
    summary: str
    documents: list[dict[str, Any]] = field(default_factory=list)

    def __int__(self) -> int:
        return 0 if self.ok else 1


class _Doc:
    """Collects the checks of one golden document."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.checks = 0
        self.failures: list[str] = []

    def check(self, ok: bool, what: str) -> None:
        self.checks += 1
        if not ok:
            self.failures.append(f"{self.name}: {what}")

    def equal(self, key: str, got: Any, want: Any) -> None:
        self.check(got == want, f"{key} is {got!r}, expected {want!r}")


def _code(exc: BaseException) -> str:
    return str(getattr(exc, "code", type(exc).__name__))


def _check_document(extractor: Any, path: Path, spec: dict[str, Any], doc: _Doc) -> None:
    from fa_extract import ExtractError

    name = path.name
    try:
        with path.open("rb") as handle:
            info = extractor.inspect(handle, name)
    except ExtractError as exc:
        doc.equal("inspect error", exc.code, spec.get("error"))
        return
    if "error" in spec:
        doc.check(False, f"inspect succeeded, expected {spec['error']}")
        return
    for key in (
        "format",
        "grade",
        "unit",
        "block_count",
        "pages",
        "slides",
        "title",
        "estimated_read_calls",
        "removed_invisible_chars",
    ):
        if key in spec:
            doc.equal(key, getattr(info, key), spec[key])
    if "image_only_pages" in spec:
        doc.equal("image_only_pages", list(info.image_only_pages), spec["image_only_pages"])
    if "toc" in spec:
        doc.equal("toc", [t.to_dict() for t in info.toc], spec["toc"])
    codes = {w.code for w in info.warnings}
    for code in spec.get("warning_codes", []):
        doc.check(code in codes, f"warning {code} missing (got {sorted(codes)})")
    for flag in spec.get("flags", []):
        doc.check(flag in info.flags, f"document flag {flag} missing")

    with path.open("rb") as handle:
        evidence = extractor.evidence(handle, name)
    blocks = {b.anchor: b for b in evidence if b.anchor != "meta"}
    meta = next((b for b in evidence if b.anchor == "meta"), None)
    doc.check(meta is not None, "no meta block in the evidence")
    if "anchors" in spec:
        doc.equal("anchors", [b.anchor for b in evidence if b.anchor != "meta"], spec["anchors"])
    if "hidden_anchors" in spec:
        hidden = sorted(a for a, b in blocks.items() if "hidden" in b.flags)
        doc.equal("hidden anchors", hidden, sorted(spec["hidden_anchors"]))
    for anchor, flags in spec.get("flagged", {}).items():
        got = blocks[anchor].flags if anchor in blocks else None
        doc.check(got is not None and all(f in got for f in flags), f"{anchor} flags {got}")
    for anchor, kind in spec.get("kinds", {}).items():
        doc.equal(f"{anchor} kind", blocks[anchor].kind if anchor in blocks else None, kind)
    for anchor, level in spec.get("levels", {}).items():
        doc.equal(f"{anchor} level", blocks[anchor].level if anchor in blocks else None, level)
    for anchor, text in spec.get("texts", {}).items():
        doc.equal(f"{anchor} text", blocks[anchor].text if anchor in blocks else None, text)
    for anchor, parts in spec.get("contains", {}).items():
        text = blocks[anchor].text if anchor in blocks else ""
        for part in parts:
            doc.check(part in text, f"{anchor} lacks {part!r}")
    for anchor, parts in spec.get("not_contains", {}).items():
        text = blocks[anchor].text if anchor in blocks else ""
        for part in parts:
            doc.check(part not in text, f"{anchor} unexpectedly holds {part!r}")
    for part in spec.get("meta_contains", []):
        doc.check(meta is not None and part in meta.text, f"meta lacks {part!r}")

    _check_reads(
        extractor,
        path,
        spec,
        info=info,
        blocks=[b for b in evidence if b.anchor != "meta"],
        doc=doc,
    )
    _check_image(extractor, path, spec, doc)


def _check_reads(
    extractor: Any, path: Path, spec: dict[str, Any], *, info: Any, blocks: list[Any], doc: _Doc
) -> None:
    from fa_extract import ExtractError

    if "read_error" in spec:
        try:
            with path.open("rb") as handle:
                extractor.read(handle, path.name)
        except ExtractError as exc:
            doc.equal("read error", exc.code, spec["read_error"])
        else:
            doc.check(False, f"read succeeded, expected {spec['read_error']}")
        return
    seen: list[str] = []
    calls = 0
    start: int | None = 1
    while start is not None and calls <= len(blocks) + 1:
        with path.open("rb") as handle:
            result = extractor.read(handle, path.name, start=start)
        calls += 1
        seen.extend(b.anchor for b in result.blocks)
        start = result.next_start
    doc.equal("anchors read in order", seen, [b.anchor for b in blocks])
    doc.equal("read calls", calls, info.estimated_read_calls)


def _check_image(extractor: Any, path: Path, spec: dict[str, Any], doc: _Doc) -> None:
    from fa_extract import ExtractError

    want = spec.get("image")
    expected_error = spec.get("image_error")
    if want is None and expected_error is None:
        return
    try:
        with path.open("rb") as handle:
            image = extractor.image(handle, path.name, page=(want or {}).get("page"))
    except ExtractError as exc:
        doc.equal("image error", exc.code, expected_error)
        return
    if expected_error is not None:
        doc.check(False, f"image succeeded, expected {expected_error}")
        return
    assert want is not None
    doc.check(image.png.startswith(b"\x89PNG\r\n\x1a\n"), "image is not a PNG")
    for key in ("source", "width", "height", "page", "original_width", "original_height"):
        if key in want:
            doc.equal(f"image {key}", getattr(image, key), want[key])
    if "max_edge" in want:
        edge = max(image.width, image.height)
        doc.check(edge <= want["max_edge"], f"image edge {edge} over {want['max_edge']}")


def run_eval(samples_dir: Path, golden_dir: Path, reports_dir: Path) -> EvalResult:
    """Compare extraction of the samples with every `samples*.json` golden file; write a report.

    Samples missing from `samples_dir` are generated there first (the generators are
    deterministic). Returns the result; `int(result)` is 0 when every check passed.

    Raises:
        OSError: the golden files cannot be read or the report cannot be written.
        ValueError: a golden file is not valid JSON of the documented form.
    """
    from fa_extract import Extractor

    goldens = sorted(golden_dir.glob("samples*.json"))
    specs: list[tuple[str, dict[str, Any]]] = []
    for golden in goldens:
        data = json.loads(golden.read_text(encoding="utf-8"))
        documents = data.get("documents") if isinstance(data, dict) else None
        if not isinstance(documents, list):
            raise ValueError(f"{golden.name}: expected an object with a 'documents' list")
        specs.extend((golden.name, spec) for spec in documents)
    if any(not (samples_dir / spec["file"]).is_file() for _, spec in specs):
        from fa_mcp_server._samples import make_samples

        make_samples(samples_dir)

    results: list[_Doc] = []
    with Extractor() as extractor:
        for golden_name, spec in specs:
            doc = _Doc(spec["file"])
            path = samples_dir / spec["file"]
            if not path.is_file():
                doc.check(False, f"sample missing (named in {golden_name})")
            else:
                try:
                    _check_document(extractor, path, spec, doc)
                except Exception as exc:  # a crash is a failed check, reported by its code
                    doc.check(False, f"raised {_code(exc)}")
            results.append(doc)

    checks = sum(d.checks for d in results)
    failures = [f for d in results for f in d.failures]
    ok = bool(goldens) and not failures
    now = datetime.now(UTC)
    reports_dir.mkdir(parents=True, exist_ok=True)
    report_path = reports_dir / f"eval-{now:%Y%m%d-%H%M%S}.json"
    documents = [
        {"file": d.name, "ok": not d.failures, "checks": d.checks, "failures": d.failures}
        for d in results
    ]
    report = {
        "created": now.isoformat(timespec="seconds"),
        "golden_files": [g.name for g in goldens],
        "ok": ok,
        "checks": checks,
        "failed": len(failures),
        "documents": documents,
    }
    report_path.write_text(
        json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    lines = [
        f"eval: {'PASS' if ok else 'FAIL'}: {checks - len(failures)}/{checks} checks over "
        f"{len(results)} documents from {len(goldens)} golden files"
    ]
    lines += [
        f"  {'ok  ' if not d.failures else 'FAIL'} {d.name} ({d.checks} checks)" for d in results
    ]
    lines += [f"  - {f}" for f in failures]
    lines.append(f"report: {report_path.name}")
    return EvalResult(ok, checks, failures, report_path, "\n".join(lines), documents)
