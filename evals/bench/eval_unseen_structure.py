"""Held-out structure check: fa's blocks against what other parsers see in the same real files.

Run: `uv run --group bench python evals/bench/eval_unseen_structure.py FOLDER [--json OUT]`

`eval_unseen_files.py` counts words; this script looks at what the words are: for every file
under FOLDER (recursively) that fa reads, it compares the kinds, rows and flags of fa's blocks
(one warm `Extractor`, `evidence`) with an independent reading, and counts per check:

- `docx headings`: paragraphs in a Heading or Title style (python-docx) against fa's headings
  and titles; `docx tables`: body tables with text against fa's `table_start` blocks outside
  headers and footers.
- `html headings`, `html list items`: `h1`-`h6` and `li` with text outside tables (lxml)
  against fa's headings and list items; `html rowspan`: rows under a cell spanning rows, whose
  fa block must keep the empty place (`| Item 2`, as docx does); `html nested order`: a row with
  text of its own and a table in a cell, whose block must come before the nested rows.
- `xlsx rows`: rows with a value per sheet (openpyxl) against fa's `x<sheet>.<row>` blocks, and
  a sheet with rows has one `table_start` or more.
- `picture file names`: docx/pptx picture descriptions that are only a file name or path (what
  Word 2007/2010, Word for Mac and python-pptx write by themselves), which fa must not flag
  `alt_text`.
- `cp949`: text files fa decoded as CP949 whose Hangul syllables are more than a tenth rare
  ones (not among EUC-KR's 2,350): another encoding's bytes taken for Korean.

Prints one line per check (files looked at, items, mismatches) and the first mismatches; the
JSON report (default `evals/reports/eval-structure-<date>.json`) lists every one.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys
import unicodedata
import warnings
import zipfile
from collections import defaultdict
from pathlib import Path
from typing import Any

from fa_extract import Block, ExtractError, Extractor

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "evals" / "reports"
PICTURE_FILE = re.compile(
    r"(?:.*[\\/:])?\s*[^\\/:]{1,255}\.(?:jpe?g|jfif|png|gif|bmp|dib|tiff?|emf|wmf|svg|webp|heic)",
    re.IGNORECASE,
)
HANGUL = re.compile("[\uac00-\ud7a3]")


def norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def key(text: str) -> str:
    """Text to match a heading by: no white space, zero-width characters (fa removes them) or
    Sphinx's `¶` permalink."""
    return re.sub(r"[\s\u200b-\u200f\u2060\ufeff¶]", "", unicodedata.normalize("NFKC", text))


def found(heading: str, mine: list[str]) -> bool:
    """Whether fa has `heading` among its headings (a numbering fa writes before it is fine)."""
    wanted = key(heading)
    return any(wanted in key(m) for m in mine)


class Tally:
    """Per check: files looked at, items compared, and the mismatches found."""

    def __init__(self) -> None:
        self.files: dict[str, int] = defaultdict(int)
        self.items: dict[str, int] = defaultdict(int)
        self.misses: dict[str, list[str]] = defaultdict(list)

    def add(self, check: str, items: int, misses: list[str], where: str) -> None:
        self.files[check] += 1
        self.items[check] += items
        self.misses[check] += [f"{where}: {m}" for m in misses]


def docx_checks(path: Path, blocks: tuple[Block, ...], tally: Tally) -> None:
    import docx
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    document = docx.Document(str(path))
    heads, tables = [], 0
    for el in document.element.body.iterchildren():
        tag = el.tag.rsplit("}", 1)[-1]
        if tag == "p":
            para = Paragraph(el, document)
            style = (para.style.name if para.style is not None else "") or ""
            if norm(para.text) and (style.lower().startswith("heading") or style == "Title"):
                heads.append(norm(para.text))
        elif tag == "tbl" and any(norm(c.text) for r in Table(el, document).rows for c in r.cells):
            tables += 1
    mine = [norm(b.text) for b in blocks if b.kind in ("heading", "title")]
    misses = [f"heading {h!r} not a heading" for h in heads if not found(h, mine)]
    tally.add("docx headings", len(heads), misses, path.name)
    body = [b for b in blocks if not {"header", "footer"} & set(b.flags)]
    starts = sum(1 for b in body if "table_start" in b.flags)
    tally.add(
        "docx tables",
        tables,
        [f"{tables} tables, {starts} table_start"] * (starts != tables),
        path.name,
    )


def _outside_tables(el: Any) -> bool:
    return not el.xpath("ancestor::table")


def html_checks(path: Path, blocks: tuple[Block, ...], tally: Tally) -> None:
    import lxml.html

    data = path.read_bytes()
    text = data.decode("latin-1")
    for codec in ("utf-8-sig", "cp949", "latin-1"):  # lxml alone takes bytes without a label
        try:  # for Latin-1
            text = data.decode(codec)
            break
        except UnicodeDecodeError:
            continue
    tree = lxml.html.fromstring(re.sub(r"\A\s*<\?xml[^>]*\?>", "", text))
    for bad in tree.xpath("//script|//style|//template|//noscript"):
        bad.drop_tree()
    texts = [norm(b.text) for b in blocks]
    kinds = [b.kind for b in blocks]
    heads = [norm(h.text_content()) for h in tree.xpath("//h1|//h2|//h3|//h4|//h5|//h6")]
    heads = [h for h in heads if h]
    mine = [t for t, k in zip(texts, kinds, strict=True) if k == "heading"]
    tally.add(
        "html headings",
        len(heads),
        [f"{h!r} not a heading" for h in heads if not found(h, mine)],
        path.name,
    )
    items = [li for li in tree.iter("li") if _outside_tables(li) and norm(li.text_content())]
    listed = sum(1 for k in kinds if k == "list_item")
    misses = [f"{len(items)} li, {listed} list_item blocks"] if listed < len(items) else []
    tally.add("html list items", len(items), misses, path.name)
    rows = [norm(b.text) for b in blocks if b.kind == "table_row"]
    spanned, span_misses = 0, []
    for table in tree.iter("table"):
        # Rows whose first column a cell from a row above covers (HTML's own table model):
        # their block must start with that column's empty place.
        active: list[int] = []  # rows still covered at column 1, one entry per spanning cell
        for tr in (t for t in table.iter("tr") if _own_table(t) is table):
            cells = [c for c in tr if isinstance(c.tag, str) and c.tag in ("td", "th")]
            covered = bool(active)
            active = [n - 1 for n in active if n > 1]
            if not covered and cells and _int(cells[0].get("rowspan")) > 1:
                active.append(_int(cells[0].get("rowspan")) - 1)
            first = next((norm(c.text_content()) for c in cells if norm(c.text_content())), "")
            if covered and first and cells and norm(cells[0].text_content()) == first:
                spanned += 1
                if not any(r.startswith("|") and first in r for r in rows):
                    span_misses.append(f"row {first[:30]!r} lost the place of column 1")
    tally.add("html rowspan", spanned, span_misses, path.name)
    nested, order_misses = 0, []
    for tr in tree.iter("tr"):
        cells = [c for c in tr if isinstance(c.tag, str) and c.tag in ("td", "th")]
        inner = [c for c in cells if c.find(".//table") is not None]
        own = [norm(c.text_content()) for c in cells if c.find(".//table") is None]
        if not inner or not any(own):
            continue
        first_inner = next(
            (norm(r.text_content()) for r in inner[0].iter("tr") if norm(r.text_content())), None
        )
        mine_row = next((i for i, t in enumerate(texts) if own[0] and t.startswith(own[0])), None)
        cells_inner = first_inner.split()[0] if first_inner else None
        mine_inner = next(
            (i for i, t in enumerate(texts) if cells_inner and t.startswith(cells_inner)), None
        )
        nested += 1
        if mine_row is not None and mine_inner is not None and mine_row > mine_inner:
            order_misses.append(f"row {own[0][:30]!r} after its nested table")
    tally.add("html nested order", nested, order_misses, path.name)


def _own_table(tr: Any) -> Any:
    parent = tr.getparent()
    while parent is not None and parent.tag != "table":
        parent = parent.getparent()
    return parent


def _int(value: str | None) -> int:
    match = re.match(r"\s*(\d+)", value or "")
    return max(1, int(match.group(1))) if match else 1


def xlsx_checks(path: Path, blocks: tuple[Block, ...], tally: Tally) -> None:
    import openpyxl

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        book = openpyxl.load_workbook(path, data_only=True, read_only=False)
    misses, items = [], 0
    for number, sheet in enumerate(book.worksheets, start=1):
        rows = sum(
            1
            for r in sheet.iter_rows(values_only=True)
            if any(v is not None and str(v).strip() for v in r)
        )
        mine = [b for b in blocks if b.anchor.startswith(f"x{number}.")]
        items += rows
        if len(mine) != rows:
            misses.append(f"sheet {number}: {rows} rows, {len(mine)} blocks")
        if rows and not any("table_start" in b.flags for b in mine):
            misses.append(f"sheet {number}: no table_start")
    tally.add("xlsx rows", items, misses, path.name)


def picture_checks(path: Path, blocks: tuple[Block, ...], tally: Tally) -> None:
    names = []
    with zipfile.ZipFile(path) as package:
        for part in package.namelist():
            if not part.endswith(".xml") or not part.startswith(("word/", "ppt/slides/")):
                continue
            for descr in re.findall(
                rb'<(?:\w+:)?(?:docPr|cNvPr)\b[^>]*\bdescr="([^"]*)"', package.read(part)
            ):
                text = norm(descr.decode("utf-8", "replace"))
                if PICTURE_FILE.fullmatch(text):
                    names.append(text)
    flagged = [b for b in blocks if "alt_text" in b.flags and PICTURE_FILE.fullmatch(norm(b.text))]
    tally.add(
        "picture file names",
        len(names),
        [f"{b.anchor} {b.text!r} is alt_text" for b in flagged],
        path.name,
    )


def cp949_checks(path: Path, blocks: tuple[Block, ...], warnings_: list[str], tally: Tally) -> None:
    if "ENCODING_CP949" not in warnings_ and "ENCODING_MISLABELLED" not in warnings_:
        return
    syllables = HANGUL.findall("".join(b.text for b in blocks))
    rare = sum(1 for s in syllables if len(s.encode("euc_kr")) != 2)
    bad = not syllables or rare * 10 > len(syllables)
    tally.add("cp949", 1, [f"{rare} of {len(syllables)} syllables rare"] * bad, path.name)


CHECKS = {
    ".docx": (docx_checks, picture_checks),
    ".pptx": (picture_checks,),
    ".html": (html_checks,),
    ".htm": (html_checks,),
    ".xlsx": (xlsx_checks,),
    ".xlsm": (xlsx_checks,),
}
TEXT = (".txt", ".csv", ".tsv", ".html", ".htm", ".md")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    tally = Tally()
    errors: list[str] = []
    files = sorted(
        p for p in args.folder.rglob("*") if p.is_file() and p.suffix.lower() in {*CHECKS, *TEXT}
    )
    with Extractor() as extractor:
        for path in files:
            try:
                with path.open("rb") as handle:
                    info = extractor.inspect(handle, path.name)
                    handle.seek(0)
                    blocks = extractor.evidence(handle, path.name)
            except ExtractError:
                continue
            codes = [w.code for w in info.warnings]
            suffix = path.suffix.lower()
            for check in CHECKS.get(suffix, ()):
                try:
                    check(path, blocks, tally)
                except Exception as exc:  # the comparison's own failure is no finding of fa's
                    errors.append(f"{path.name}: {check.__name__}: {type(exc).__name__}")
            if suffix in TEXT:
                cp949_checks(path, blocks, codes, tally)
    print(f"{len(files)} files; {len(errors)} comparisons failed")
    print(f"{'check':20} {'files':>6} {'items':>7} {'mismatches':>10}")
    for check in sorted(tally.files):
        print(
            f"{check:20} {tally.files[check]:6} {tally.items[check]:7} "
            f"{len(tally.misses[check]):10}"
        )
    for check in sorted(tally.misses):
        for miss in tally.misses[check][:5]:
            print(f"  {check}: {miss}")
    out = args.json or REPORTS / f"eval-structure-{dt.date.today().isoformat()}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    report = {
        "files": len(files),
        "checks": {
            c: {"files": tally.files[c], "items": tally.items[c], "mismatches": tally.misses[c]}
            for c in tally.files
        },
        "comparison_errors": errors,
    }
    out.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"written: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
