"""Korean names an English sentence writes in Latin letters: `Dong-gu` for `동구`, `Busan` (or
`Pusan`) for `부산`, `Dong District` for `동구`, `Daon` (or `Daon-dong`) for `다온동`. A name of
a cited block, or of a province or a metropolitan city, is romanized syllable by syllable (the
Revised Romanization), and both spellings are reduced to one skeleton that leaves out what the
systems and writers vary (`k`/`g`, `t`/`d`, `p`/`b`, `ch`/`j`, `eo`/`o`, doubled letters, hyphens
and spaces); a capitalised English word whose skeleton is a name's is that name, so which figure
is whose can be read there too; and a quote in Latin letters (`'Garam Jangteo'`) is compared
with the block's Korean words by the same skeleton (`romanizes`)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._category_words import with_category_words
from fa_grounding._crosschecks._english_names import with_budget_names
from fa_grounding._crosschecks._names import stem as without_particle

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ("romanizes", "spellings", "with_cited_names", "with_korean_names", "with_spellings")

# The Revised Romanization of each initial, vowel and final of a syllable
_INITIALS = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k",
             "t", "p", "h")  # fmt: skip
_VOWELS = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo",
           "we", "wi", "yu", "eu", "ui", "i")  # fmt: skip
_FINALS = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p",
           "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t")  # fmt: skip
_SYLLABLES = 11172
# What the skeleton of a spelling leaves out, in this order
_FOLDS = (
    # (the sound change romanization writes: `솔내` as `Sollae`, `신라` as `Silla`)
    ("ln", "ll"), ("nl", "ll"),
    ("ch", "j"), ("k", "g"), ("t", "d"), ("p", "b"), ("l", "r"), ("eo", "o"), ("eu", "u"),
    ("oo", "u"), ("oi", "oe"), ("ei", "ui"),
)  # fmt: skip
_DOUBLED = re.compile(r"([a-z])\1+")
# An administrative unit after a name, and its English word (`동구` as `Dong District`)
_UNITS = {"구": "district", "시": "city", "군": "county", "도": "province", "권": "region"}
# A unit English writes the name without as often as with it (`Honam` for `호남권`); the units
# of a town's parts have no English word and are also written in romanization (`Daon-dong`)
_DROPPED = frozenset({"권"})
_BARE_UNITS = frozenset("동읍면리")
_NAME = re.compile(r"[가-힣]{2,5}")
# The provinces and metropolitan cities, which an English sentence names though no cited block
# does (`Seoul` given the first place a block gives `경기`)
_PROVINCES = ("서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종", "경기", "강원",
              "충북", "충남", "전북", "전남", "경북", "경남", "제주")  # fmt: skip
# A capitalised word, its hyphened parts (`Dong-gu`), and an English unit after it
_CANDIDATE = re.compile(
    r"(?<![A-Za-z])(?P<word>[A-Z][a-z]+(?:[-'][a-z]+)*)"
    r"(?:\s(?P<unit>district|city|county|province|region)\b)?(?![A-Za-z])",
    re.IGNORECASE,
)
_CAPITALISED = re.compile(r"[A-Z][a-z]{2,}")
_MIN_LETTERS = 4
_MIN_SYLLABLES = 2


def _skeleton(spelling: str) -> str:
    """A Latin spelling without what romanizations vary: `Dong-gu`, `donggu` -> `dongu`."""
    out = re.sub(r"[-' ]", "", spelling.lower())
    for old, new in _FOLDS:
        out = out.replace(old, new)
    return _DOUBLED.sub(r"\1", out)


@lru_cache(maxsize=8192)
def _romanized(name: str) -> str | None:
    """The skeleton of a Korean name's romanization, or None for a name not all in syllables."""
    letters = []
    for ch in name:
        code = ord(ch) - 0xAC00
        if not 0 <= code < _SYLLABLES:
            return None
        letters.append(_INITIALS[code // 588] + _VOWELS[(code % 588) // 28] + _FINALS[code % 28])
    return _skeleton("".join(letters))


def with_korean_names(body: str, texts: list[str], heads: tuple[str, ...] = ()) -> str:
    """`body` with each Latin spelling of a Korean name `texts` write (`Dong-gu`), each English
    name of a budget's source (`the national government` for `국비`) and each English word of a
    category `texts` or their tables' `heads` write (`women` for `여성`) replaced by the name,
    spaces before it to the spelling's length, so every figure keeps its place; the body as it
    is when it writes none."""
    body = with_budget_names(body, texts)  # (`the national government` for `국비`)
    body = with_category_words(body, [*texts, *heads])  # (`the Central plant` for `중앙`)
    if not _CAPITALISED.search(body):
        return body  # (a name in Latin letters starts with a capital)
    # (each word also without its particle: `가람동이` names `가람동`)
    return with_spellings(
        body,
        spellings(
            {m for text in texts for n in _NAME.findall(text) for m in (n, without_particle(n))}
        ),
    )


def with_cited_names(body: str, visible: tuple[str, ...], source: _Source) -> str:
    """`with_korean_names` of the cited blocks, their category words also of the heads of the
    cited rows' tables (`the Central plant` for a head `중앙`)."""
    heads = {h for a in visible if (h := source.header(a)) is not None} - set(visible)
    texts = [source.blocks[a].text for a in visible]
    return with_korean_names(body, texts, tuple(source.blocks[h].text for h in sorted(heads)))


def spellings(names: Iterable[str]) -> dict[str, str]:
    """The skeleton of each Latin spelling of `names` (and of the provinces) -> the name: a
    map built once for many sentences (`with_spellings`)."""
    found: dict[str, str] = {}
    for name in names:
        whole = _romanized(name)
        if whole is None:
            continue
        found.setdefault(whole, name)
        if name[-1] in _BARE_UNITS and len(name) > _MIN_SYLLABLES:
            # (`Daon` for `다온동`)
            found.setdefault(_romanized(name[:-1]) or name, name)
        unit = _UNITS.get(name[-1])
        if unit is not None and (stem := _romanized(name[:-1])):
            found.setdefault(f"{stem} {unit}", name)
            if name[-1] in _DROPPED and len(name) > _MIN_SYLLABLES:
                found.setdefault(stem, name)
    for name in _PROVINCES:
        found.setdefault(_romanized(name) or name, name)
    return found


def with_spellings(body: str, names: dict[str, str]) -> str:
    """`body` with each capitalised Latin spelling whose skeleton `names` holds replaced by
    its Korean name, spaced to the spelling's length."""
    out = body
    for found in _CANDIDATE.finditer(body):
        word, unit = found.group("word"), found.group("unit")
        if not word[0].isupper() or len(found.group(0)) < _MIN_LETTERS:
            continue
        key = f"{_skeleton(word)} {unit.lower()}" if unit else _skeleton(word)
        name = names.get(key) or (names.get(_skeleton(word)) if unit else None)
        if name is None:
            continue
        start, end = found.span() if key in names else found.span("word")
        # (spaces before the name: it stays right before what follows it, `동구: 250`)
        out = out[:start] + " " * (end - start - len(name)) + name + out[end:]
    return out


_HANGUL_WORD = re.compile(r"[가-힣]+")
# How many words of a block one Latin spelling may stand for (`Garam Jangteo` for `가람 장터`)
_WORDS_SPELLED = 3


def romanizes(latin: str, texts: Iterable[str]) -> bool:
    """Whether a Latin spelling (`Garam Jangteo`) is the romanization of one to three Korean
    words the texts write in a row (`'가람장터'`, `가람 장터`), a word's particle left off."""
    mine = _skeleton(latin)
    if len(mine) < _MIN_LETTERS or not re.fullmatch(r"[A-Za-z][A-Za-z' -]*", latin.strip()):
        return False
    for text in texts:
        words = _HANGUL_WORD.findall(text)
        for i in range(len(words)):
            for k in range(1, _WORDS_SPELLED + 1):
                run = words[i : i + k]
                if len(run) < k:
                    break
                joined = "".join(run)
                if mine in {_romanized(joined), _romanized(without_particle(joined))}:
                    return True
    return False
