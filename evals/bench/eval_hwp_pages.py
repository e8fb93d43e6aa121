"""How well fa's HWP/HWPX `page` numbers agree with what a document's own table of contents says.

Run: `uv run python evals/bench/eval_hwp_pages.py FILE_OR_FOLDER [...]`

The truth is written by the document's author (Hancom computed it when the contents were
made): a table of contents near the start whose entries end in a page number (`Ⅲ. 추진체계 및
일정 ··· 4`, `가. 기능 요구사항 11`). For each entry the first later block whose text begins
with the entry's title is its heading; its `page` from fa minus the contents' number is the
offset, which is the same for every entry when fa is right (the pages before the one numbered
1: a cover, the contents). The most common offset is taken as the front matter, and an entry
agrees when its offset is that one.

Printed per file: the entries found, how many agree, the front matter, and each disagreeing
entry (its page in the contents and from fa). Files without such a table of contents are
listed as having none. Nothing of the repository is needed besides fa itself.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections import Counter
from pathlib import Path

from fa_extract import Block, ExtractError, Extractor

# One entry: an enumerator (Ⅲ., 2., 가., 붙임), its title, then its page number.
_ENTRY = re.compile(
    r"(?P<title>(?:[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ]|\d{1,2}(?:\.\d{1,2})?|[가나다라마바사아자차카타파하]|\[?붙임)"
    r"[.)\]]\s*[^\d\t]{2,60}?)[\s·.…\t-]+(?P<page>\d{1,3})(?=\s|$)"
)
_FIRST_BLOCKS = 60  # where a table of contents is looked for
_MOST_ENTRIES = 3  # fewer entries: not a table of contents
_GAP = 8


_ENUMERATOR = re.compile(r"^(?:[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ]|\d{1,2}(?:\.\d{1,2})?|[가-하])[.)]\s*")


def _key(text: str) -> str:
    return re.sub(r"[\s|·.…\[\]]+", "", text)


def contents(blocks: list[Block]) -> tuple[int, list[tuple[str, int]]]:
    """The index after the table of contents and its entries, in order: the first run of
    blocks holding entries (one block of many, or one entry a block, with up to `_GAP` blocks
    between them that hold none: sub-entries without a page), `_MOST_ENTRIES` in all."""
    run: list[tuple[str, int]] = []
    end = 0
    for index, block in enumerate(blocks[:_FIRST_BLOCKS]):
        found = [(m["title"].strip(), int(m["page"])) for m in _ENTRY.finditer(block.text)]
        if found:
            run.extend(found)
            end = index + 1
        elif run and index - end >= _GAP:
            if len(run) >= _MOST_ENTRIES:
                break
            run = []
    return (end, run) if len(run) >= _MOST_ENTRIES else (0, [])


def check(blocks: list[Block]) -> tuple[list[tuple[str, int, int]], int | None]:
    """Per entry found again: its title, its page in the contents, its page from fa; and the
    front matter (the most common offset)."""
    start, entries = contents(blocks)
    rows: list[tuple[str, int, int]] = []
    for title, page in entries:
        # the heading as the contents spell it, else without its enumerator (a heading whose
        # number sits in a cell of its own)
        for key in (_key(title), _key(_ENUMERATOR.sub("", title))):
            found = next(
                (b for b in blocks[start:] if b.page is not None and _key(b.text).startswith(key)),
                None,
            )
            if found is not None and len(key) >= 4:
                rows.append((title, page, found.page))
                break
    offsets = Counter(ours - page for _, page, ours in rows)
    return rows, (offsets.most_common(1)[0][0] if offsets else None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    args = parser.parse_args(argv)
    files: list[Path] = []
    for path in args.paths:
        files.extend(sorted(path.rglob("*.hwp*")) if path.is_dir() else [path])
    extractor = Extractor()
    total = agreed = 0
    for path in files:
        try:
            blocks = list(extractor.evidence(io.BytesIO(path.read_bytes()), path.name))
        except ExtractError as exc:
            print(f"{path.name}: {exc.code}")
            continue
        rows, front = check([b for b in blocks if b.anchor != "meta"])
        if not rows:
            print(f"{path.name}: no table of contents with page numbers")
            continue
        good = sum(1 for _, page, ours in rows if ours - page == front)
        total += len(rows)
        agreed += good
        print(f"{path.name}: {good} of {len(rows)} entries agree (front matter {front} pages)")
        for title, page, ours in rows:
            if ours - page != front:
                print(f"    {title[:40]}: contents {page}, fa {ours} (expected {page + front})")
    if total:
        print(f"all: {agreed} of {total} entries agree ({agreed / total:.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
