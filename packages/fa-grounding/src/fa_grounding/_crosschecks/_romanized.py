"""Korean names an English sentence writes in Latin letters: `Dong-gu` for `동구`, `Busan` (or
`Pusan`) for `부산`, `Dong District` for `동구`. A name of a cited block is matched by its
romanization, syllable by syllable, each letter allowed the spellings the Revised and the
McCune-Reischauer systems give it; so the English sentence's names are the block's, and which
figure is whose can be read there too."""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ("with_korean_names",)

# The letters of each initial, vowel and final of a syllable (`ㄱ` as g or k, `ㅓ` as eo or o)
_INITIALS = (
    "g|k", "kk|gg", "n", "d|t", "tt", "r|l|n", "m", "b|p", "pp", "s", "ss", "", "j|ch", "jj",
    "ch", "k", "t", "p", "h",
)  # fmt: skip
_VOWELS = (
    "a", "ae", "ya", "yae", "eo|o|u", "e", "yeo|yo", "ye", "o", "wa", "wae", "oe|oi", "yo",
    "u|oo", "wo", "we", "wi", "yu", "eu|u", "ui|ei", "i",
)  # fmt: skip
_FINALS = (
    "", "k|g", "k|g", "k|g", "n", "n", "n", "t|d", "l|r", "k|g", "m", "l", "l", "l", "p", "l",
    "m", "p|b", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t|h",
)  # fmt: skip
_SYLLABLES = 11172
# An administrative unit after a name, and its English words (`동구` as `Dong District`)
_UNITS = {"구": "district", "시": "city", "군": "county", "도": "province"}
_NAME = re.compile(r"[가-힣]{2,5}")
_MIN_LETTERS = 4
_CAPITALISED = re.compile(r"[A-Z][a-z]{2,}")
_LATIN_WORD = re.compile(r"(?<![A-Za-z])[A-Za-z]{2,}")


def _syllable(ch: str) -> str | None:
    code = ord(ch) - 0xAC00
    if not 0 <= code < _SYLLABLES:
        return None
    first, vowel, last = code // 588, (code % 588) // 28, code % 28
    tail = f"(?:{_FINALS[last]})" if _FINALS[last] else ""
    return f"(?:{_INITIALS[first]})(?:{_VOWELS[vowel]}){tail}"


@lru_cache(maxsize=4096)
def _compiled(name: str) -> tuple[re.Pattern[str], frozenset[str]] | None:
    """The pattern of a name's Latin spellings and the letters any of them may start with."""
    pattern = _pattern(name)
    if pattern is None:
        return None
    code = ord(name[0]) - 0xAC00
    first, vowel = code // 588, (code % 588) // 28
    starts = _INITIALS[first] or _VOWELS[vowel]
    return re.compile(pattern, re.IGNORECASE), frozenset(w[0] for w in starts.split("|"))


def _pattern(name: str) -> str | None:
    """A regular expression of the Latin spellings of a Korean name, or None."""
    parts = [_syllable(ch) for ch in name]
    if any(p is None for p in parts):
        return None
    whole = r"[-' ]?".join(p for p in parts if p)
    unit = _UNITS.get(name[-1])
    if unit is not None:
        stem = r"[-' ]?".join(p for p in parts[:-1] if p)
        whole = f"{whole}|{stem}\\s{unit}"
    return f"(?<![A-Za-z])(?:{whole})(?![A-Za-z])"


def with_korean_names(body: str, texts: list[str]) -> str:
    """`body` with each Latin spelling of a Korean name `texts` write (`Dong-gu`) replaced by
    the name, spaces before it to the spelling's length, so every figure keeps its place; the
    body as it is when it writes none."""
    if not _CAPITALISED.search(body):
        return body  # (a name in Latin letters starts with a capital)
    initials = {w[0].lower() for w in _LATIN_WORD.findall(body)}
    names = {n for text in texts for n in _NAME.findall(text)}
    for name in sorted(names, key=len, reverse=True):
        compiled = _compiled(name)
        if compiled is None or not compiled[1] & initials:
            continue
        body = compiled[0].sub(
            # (spaces before the name: it stays right before what follows it, `동구: 250`)
            lambda m, n=name: (
                " " * (len(m.group(0)) - len(n)) + n if len(m.group(0)) >= _MIN_LETTERS else m[0]
            ),
            body,
        )
    return body
