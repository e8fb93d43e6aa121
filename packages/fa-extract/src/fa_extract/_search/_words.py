"""Words as search terms: Korean as people type it, English by its stem.

Korean (and Chinese and Japanese, which write no spaces) is indexed as overlapping two-character
pieces (bigrams) of each run of such characters, the runs joined across plain spaces, so
`사업 계획` and `사업계획` give the same pieces (사업, 업계, 계획) and a two-syllable word is one
piece. A query word keeps its form and also loses one particle it ends with (`예산을` looks for
`예산을` or `예산`), never below two syllables. Latin words are lowercased (NFKC first) and
lose a plural ending (`budgets`, `Budget` -> `budget`; `policies` -> `policy`). Bare numbers are
no word terms: figures are found by value, from the terms the caller supplies.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ("PARTICLES", "query_words", "text_terms")

_DENSE = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3"
"""Scripts written without spaces between words: kana, CJK ideographs, Hangul syllables."""

_TOKEN = re.compile(rf"[{_DENSE}]+(?:[ \t\u00a0]+[{_DENSE}]+)*|[a-z0-9]+")
_DENSE_RUN = re.compile(rf"[{_DENSE}]+")
_HAS_LETTER = re.compile(r"[a-z]")

_PARTICLE_LIST = (
    "에서는 으로는 에게서 까지는 부터는 이라는 이라고 에서도 으로도 에서 에게 한테 으로 "
    "까지 부터 이나 이며 이고 하고 처럼 보다 마다 만큼 라는 라고 과는 와는 에는 에도 "
    "께서 이다 은 는 이 가 을 를 의 에 로 와 과 도 만 나 께"
)
PARTICLES = tuple(sorted(_PARTICLE_LIST.split(), key=len, reverse=True))
"""Korean particles a query word may end with, longest first."""

_MIN_STEM = 2


def _stem(word: str) -> str:
    """An English word without its plural ending (a crude, predictable rule)."""
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "ches", "shes", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def _normal(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def text_terms(text: str) -> list[str]:
    """The word terms of a block's text, in order, repeated as often as they occur.

    A dense run of one character alone (`도`) is indexed as itself, so a one-syllable query
    can find it.
    """
    terms: list[str] = []
    for match in _TOKEN.finditer(_normal(text)):
        token = match.group()
        if _DENSE_RUN.match(token):
            terms.extend(_bigrams("".join(token.split())))
        elif _HAS_LETTER.search(token):
            terms.append(_stem(token))
    return terms


def _dense_forms(word: str) -> list[str]:
    """The forms a query word may take in a document: as typed, and without one particle."""
    forms = [word]
    for particle in PARTICLES:
        if word.endswith(particle) and len(word) - len(particle) >= _MIN_STEM:
            forms.append(word[: -len(particle)])
            break
    return forms


def query_words(text: str) -> list[list[list[str]]]:
    """A query's words: each a list of alternatives (its forms), each form the terms that must
    all be in a block. Spaces inside a dense run are dropped (`사업 계획` is `사업계획`'s
    pieces), but a run's words each may lose a particle."""
    words: list[list[list[str]]] = []
    for match in _TOKEN.finditer(_normal(text)):
        token = match.group()
        if _DENSE_RUN.match(token):
            for part in token.split():
                words.append([_bigrams(form) for form in _dense_forms(part)])
        elif _HAS_LETTER.search(token):
            words.append([[_stem(token)]])
    return words
