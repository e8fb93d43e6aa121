"""Records of a list: a run of items that each give one entry its own figures, the entries
told apart by the words before a name they share the end of.

```
- 1차: 8. 5.(화) 동산보건진료소 관할 3개 마을
- 2차: 8. 7.(목) 서강보건진료소 관할 도서 지역(배편 07:40 출항)
- 3차: 8. 12.(화) 남포보건진료소 관할 2개 마을
```

Each item is a record of one entry (`서강`, of `서강보건진료소`): every figure of the item is
that entry's, wherever the name stands in it, and the entries of one run are siblings, each a
subject of its own. A run is two items or more in a row that open with the same mark (`-`,
`○`, `·`); an item names its entry by the one name in it that ends in the words the run's
names share (two syllables or more, `보건진료소`), the entry being the words before them (two
syllables or more; names that differ only in one syllable are too easily another word's
part), each word read without its particle (`stem`), and no word ending as a verb or a clause
does (`늘었으며`)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from fa_grounding._crosschecks._names import stem

__all__ = ("Record", "records")

_NAME = re.compile(r"[가-힣][가-힣·ㆍ]*[가-힣]")
# The last syllables of a verb's or a clause's ending (`늘었으며`, `증가함`): no name ends so
_VERB_ENDINGS = tuple("며다고서나면음함됨임요었였했")
_MIN_SHARED = 2
_MIN_HEAD = 2
_MIN_RECORDS = 2


class Record(NamedTuple):
    """One item of a run: the entry it is a record of (`서강`) and the name it writes
    (`서강보건진료소`)."""

    entry: str
    name: str


def _mark(text: str) -> str | None:
    """The mark an item opens with (`-`, `○`), or None for a block that opens with a word."""
    stripped = text.lstrip()
    if not stripped or stripped[0].isalnum() or stripped[0] in "([（「'\"":
        return None
    return stripped[0]


def records(blocks: Iterable[tuple[str, str]]) -> list[dict[str, Record]]:
    """The records of each run of items (anchor -> record), for `blocks` given in the
    document's order as (anchor, text); a table's rows break a run, so the caller passes them
    as blocks with no mark."""
    found: list[dict[str, Record]] = []
    run: list[tuple[str, str]] = []
    mark: str | None = None
    for anchor, text in (*blocks, ("", "")):
        opens = _mark(text)
        if opens is not None and opens == mark:
            run.append((anchor, text))
            continue
        if len(run) >= _MIN_RECORDS and (mine := _run_records(run)):
            found.append(mine)
        run, mark = ([(anchor, text)], opens) if opens is not None else ([], None)
    return found


def _run_records(run: list[tuple[str, str]]) -> dict[str, Record]:
    """The records of one run of items: the longest end of names that the most items write in
    exactly one name each, with two entries or more."""
    names = {
        anchor: {n for m in _NAME.findall(text) if not (n := stem(m)).endswith(_VERB_ENDINGS)}
        for anchor, text in run
    }
    ends: Counter[str] = Counter()
    for found in names.values():
        mine = {
            name[i:]
            for name in found
            for i in range(_MIN_HEAD, len(name) - _MIN_SHARED + 1)
            if "·" not in name[i:] and "ㆍ" not in name[i:]
        }
        ends.update(mine)
    best: dict[str, Record] = {}
    for end, _count in sorted(ends.items(), key=lambda e: (-e[1], -len(e[0]))):
        if _count < _MIN_RECORDS:
            break
        heads: dict[str, Record] = {}
        for anchor, found in names.items():
            ending = [n for n in found if n.endswith(end) and len(n) - len(end) >= _MIN_HEAD]
            if len(ending) == 1:
                heads[anchor] = Record(ending[0][: -len(end)], ending[0])
        if len(heads) >= _MIN_RECORDS and len({r.entry for r in heads.values()}) == len(heads):
            best = heads
            break
    return best
