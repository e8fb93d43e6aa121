"""Is pdfminer.six worth a third PDF engine for the vertical CJK text PDFium and pypdf miss?

Run: `uv run --package fa-extract --group test --with pdfminer.six python
evals/bench/eval_pdf_vertical_cjk.py`

Three pages fa flags `garbled` with `PDF_TEXT_UNDECODED` (a CJK font with a vertical CMap that
PDFium drops and pypdf would decode wrongly): pdfminer's own `simple3.pdf` (the bare `V`
CMap, `evals/corpus/pdf/pdfminer_simple3-japanese.pdf`) and reportlab pages in `KSC-EUC-V`
(Korean) and `B5pc-V` (traditional Chinese) as `tests/test_extract_pdf_cjk.py` makes them. For
each: the characters written, what pdfminer.six's `extract_text` gives and how long it takes,
and what fa gives. Then how often the case occurs: the PDFs of `evals/corpus` and (when
present) the shared corpus beside the repository that fa flags so.

Measured 2026-12-02, pdfminer.six 20260107 (numbers in fa-extract's README and CHANGELOG).
"""

from __future__ import annotations

import importlib.util
import io
import sys
import time
from pathlib import Path

from fa_extract import ExtractError, Extractor

ROOT = Path(__file__).resolve().parents[2]
CORPORA = [ROOT / "evals" / "corpus" / "pdf", ROOT.parent / "shared" / "corpus" / "pdf"]


def _cjk_builders():  # the test module's reportlab builder and texts, loaded by path
    path = ROOT / "packages" / "fa-extract" / "tests" / "test_extract_pdf_cjk.py"
    spec = importlib.util.spec_from_file_location("pdf_cjk_tests", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> int:
    started = time.perf_counter()
    from pdfminer.high_level import extract_text

    print(f"pdfminer.six import: {time.perf_counter() - started:.2f} s")
    cjk = _cjk_builders()
    simple3 = ROOT / "evals" / "corpus" / "pdf" / "pdfminer_simple3-japanese.pdf"
    pages = {
        "simple3 (V)": (simple3.read_bytes(), "あいうえお"),
        "KSC-EUC-V": (
            cjk._reportlab("HYSMyeongJo-Medium", "KSC-EUC-V", cjk.KOREAN, "euc_kr"),
            cjk.KOREAN,
        ),
        "B5pc-V": (
            cjk._reportlab("MSung-Light", "B5pc-V", cjk.TRADITIONAL, "big5"),
            cjk.TRADITIONAL,
        ),
    }
    with Extractor() as extractor:
        for name, (data, written) in pages.items():
            began = time.perf_counter()
            text = extract_text(io.BytesIO(data))
            took = time.perf_counter() - began
            chars = "".join(text.split())
            wanted = "".join(written.split())
            found = sum(chars.count(c) > 0 for c in set(wanted))
            in_order = wanted in chars
            fa = [b for b in extractor.evidence(io.BytesIO(data), "p.pdf") if b.anchor != "meta"]
            print(
                f"{name}: pdfminer {took:.3f} s, {found} of {len(set(wanted))} characters, "
                f"in order: {in_order}; its text {text[:60]!r}; fa: "
                f"{[(b.text, b.flags) for b in fa]}"
            )
        flagged: list[str] = []
        seen: set[str] = set()
        for folder in CORPORA:
            for path in sorted(folder.glob("*.pdf")) if folder.is_dir() else []:
                if path.name in seen:
                    continue
                seen.add(path.name)
                try:
                    with path.open("rb") as handle:
                        info = extractor.inspect(handle, path.name)
                except ExtractError:
                    continue
                if any(w.code == "PDF_TEXT_UNDECODED" for w in info.warnings):
                    flagged.append(path.name)
        print(f"{len(flagged)} of {len(seen)} distinct PDFs flagged PDF_TEXT_UNDECODED: {flagged}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
