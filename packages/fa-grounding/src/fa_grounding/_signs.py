"""Which unsigned figures of a draft sentence state values above zero: those whose clause (or
the clause after it, when that one gives no figure) says no word of a decrease, a loss or a
value below zero. `순이익은 120억 원이었고 수출은 5.2% 줄었다` gives 120억 no leave to restate
-120억: the fall is the other clause's."""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING

from fa_grounding._claims import in_brackets

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

__all__ = ("rise_beside_signed_falls", "told_by_head", "unsigned_clauses")

# Words that tell of a decrease, a loss or a value below zero: then an unsigned figure of their
# clause may restate a negative one (`관리재정수지는 73.9조 원 적자`, `수출은 5.2%
# 줄었다`, `영하 3도`).
_NEGATIVE_WORDS = re.compile(
    r"감소|감축|감액|줄|하락|떨어(?!진\s?(?:곳|지점|거리|위치|장소)|져\s?있)|내려|내렸|내린|낮아|낮춰|낮췄|낮추|낮출|낮춘|축소|적자|손실|마이너스|순유출|"
    # (a level told as lower or cheaper than another: `12.8%p 낮음`, `200원 저렴하다`)
    r"낮[다고은음습으게았]|저렴|(?<!비)(?:싸[다고게]|쌉|싼)|"
    # (a time told as shortened or earlier: `0.3분 빨라졌다`, `1시간 일찍 마감`, `0.3 minutes
    # faster`)
    r"빨라|빨랐|단축|앞당|일찍|"
    # (a use or a cost told as saved: `87,500kWh 절감`, `절약량`, `아꼈다`)
    r"절감|절약|절수|절전|아껴|아낀|아꼈|"
    r"순매도|net\s(?:sell|sale|outflow)\w*|"
    r"영하|역성장|악화|하회|밑돌|빠졌|빠진|빠져|후퇴|둔화|반납|되돌|차감|손해|부족|미달|하향|뒷걸음|"
    r"\b(?:down|fell|fall|falls|falling|drop|dropped|declin\w*|decreas\w*|lower|loss\w*|"
    r"deficit\w*|negative|minus|below|shr[aiu]nk\w*|contract\w*|cut|reduc\w*|less|fewer|faster"
    # (a use or a cost told as saved: `saves about 261 MWh`)
    r"|sav(?:e|es|ed|ing)"
    r"|shorter|earlier)\b",
    re.IGNORECASE,
)


# Where a clause of a draft sentence ends: a semicolon, a verb's connective ending (`120억
# 원이었고 `, `줄었으며 `, `늘었지만 `, `반면`), an English conjunction of contrast; not a comma
# nor `and`, which list figures one word goes on to tell of (`9건, 22.0% 줄었다`)
_CLAUSE_BREAK = re.compile(
    r"[;；]\s|(?:었|았|였|했|하|되|졌|났|이)고\s|며\s|지만\s|반면,?\s?"
    r"|,?\s(?:while|but|whereas)\s",
    re.IGNORECASE,
)


def unsigned_clauses(body: str, figures: list[Figure]) -> set[int]:
    """The starts of the figures of `body` whose clause, and the clause after it when that one
    gives no figure, say no word of a decrease, a loss or a value below zero."""
    cuts = [0, *(m.end() for m in _CLAUSE_BREAK.finditer(body)), len(body) + 1]
    spans = [(a, b) for a, b in itertools.pairwise(cuts) if a < b]
    numbers = {f.start for f in figures if f.kind == "number"}
    told = [_NEGATIVE_WORDS.search(body, a, b) is not None for a, b in spans]
    holds = [any(a <= n < b for n in numbers) for a, b in spans]
    out: set[int] = set()
    for k, (a, b) in enumerate(spans):
        said = told[k]
        nxt = k + 1
        while not said and nxt < len(spans) and not holds[nxt]:
            said = told[nxt]
            nxt += 1
        if not said:
            out.update(n for n in numbers if a <= n < b)
    return out


def told_by_head(head: str, body: str, figures: list[Figure]) -> list[Figure]:
    """A draft table row's figures, each under a column head that names a decrease, a saving
    or a loss (`| 청사 | 절감량 |` over `| 본청 | 87,500kWh |`) no longer read as above zero:
    the head says what the cell leaves out. The figures as they are for any other sentence."""
    if not head:
        return figures
    heads = head.split("|")
    told = {
        f.start
        for f in figures
        if f.positive
        and 0 <= (cell := body.count("|", 0, f.start)) < len(heads)
        and _NEGATIVE_WORDS.search(heads[cell]) is not None
    }
    return [f._replace(positive=False) if f.start in told else f for f in figures]


# The marks Korean documents write a fall with (`△1.3%`); a hyphen is left out, being also a dash
_FALL_MARKS = ("△", "▽", "▼")


def rise_beside_signed_falls(text: str, found: list[Figure], theirs: Figure) -> bool:
    """Whether a block's unsigned figure in brackets (`2조 5,880억 원(1.8%)`) stands beside a
    bracketed figure of its unit the block writes as a fall with `△` (`831천 kL(△1.3%)`): the
    block signs its falls, so the unsigned one is a rise."""
    if theirs.signed or theirs.falls or theirs.rises or not in_brackets(text, theirs.start):
        return False
    return any(
        f is not theirs
        and f.signed
        and f.value < 0
        and f.unit == theirs.unit
        and f.raw.lstrip().startswith(_FALL_MARKS)
        and in_brackets(text, f.start)
        for f in found
    )
