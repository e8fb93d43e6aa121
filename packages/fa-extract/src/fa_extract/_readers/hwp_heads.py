"""The heads Hancom shows before numbered, outline and bulleted paragraphs (HWP and HWPX).

A Hancom paragraph shape may head its paragraphs with a number (문단 번호), an outline number
(개요 번호) or a bullet (글머리표). The file stores no label, only the shape: Hancom counts the
paragraphs as it lays them out and draws `1.`, `가.`, `①` or `-` before the text. fa writes the
label into the paragraph's block, as it writes Word's list numbers, so a block reads what the
page shows (`마. 한컴타자연습`, not `한컴타자연습`).

How Hancom counts, as the HWPX format and its readers describe it: each numbering keeps one
counter per level; a paragraph at level L counts level L up (from the level's start) and resets
the deeper levels, and a level skipped on the way down counts at its start. A level's label is
its format text with `^k` the counter of level k in level k's number format and `^N` the
counters of levels 1 to L in digits, each followed by a dot (`1.2.`); a numbering the file does
not define numbers every level in that `^N` way. Outline paragraphs take the numbering their
section names. A bullet's label is its character (`●` when the bullet is not defined, none when
the character is invisible). An id of 0 names no numbering and no bullet. Paragraphs are
counted in reading order, table cells and text boxes included; notes, headers, footers and
memos are neither counted nor labelled.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from .flow import roman

__all__ = ("BULLET", "NUMBER", "OUTLINE", "Head", "Heads", "Level", "labelled")

OUTLINE, NUMBER, BULLET = "outline", "number", "bullet"

_MAX_LEVELS = 10
"""Hancom's levels of a numbering (HWPX writes 10, HWP 5 files 7)."""
_MAX_FORMAT = 32
"""Characters of a level's format text fa writes at most: a real one is a few (`^1.`, `(^3)`);
a longer one is hostile or broken and gives no label."""
_MAX_COUNT = 100_000
"""A counter past this (a hostile start value) gives no label."""

_GANADA = "가나다라마바사아자차카타파하"
_JAMO = "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"


def _cycle(alphabet: str) -> Callable[[int], str]:
    return lambda n: alphabet[(n - 1) % len(alphabet)]


# A number in each format Hancom labels with; a label in any other format is not written (its
# level still counts). The Korean and Latin letters start over after the last one.
_FORMATS: dict[str, Callable[[int], str]] = {
    "DIGIT": str,
    "HANGUL_SYLLABLE": _cycle(_GANADA),
    "HANGUL_JAMO": _cycle(_JAMO),
    "LATIN_CAPITAL": _cycle("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    "LATIN_SMALL": _cycle("abcdefghijklmnopqrstuvwxyz"),
    "ROMAN_CAPITAL": lambda n: roman(n).upper(),
    "ROMAN_SMALL": roman,
    "CIRCLED_DIGIT": lambda n: chr(0x2460 + n - 1) if n <= 20 else str(n),
    "CIRCLED_HANGUL_SYLLABLE": lambda n: chr(0x326E + (n - 1) % 14),
    "CIRCLED_HANGUL_JAMO": lambda n: chr(0x3260 + (n - 1) % 14),
}


class Level(NamedTuple):
    """One level of a numbering: its format text (`^1.`), number format and start value."""

    text: str
    number_format: str = "DIGIT"
    start: int = 1


class Head(NamedTuple):
    """What a paragraph shape heads its paragraphs with: `kind` is `outline`, `number` or
    `bullet`, `ref` the numbering's or bullet's id (unused for an outline: the section's
    numbering), `level` 1-based."""

    kind: str
    ref: str
    level: int


_UNDEFINED = {k: Level("^N") for k in range(1, _MAX_LEVELS + 1)}


class Heads:
    """The labels of one document's headed paragraphs, counted as they are read."""

    def __init__(
        self,
        shapes: dict[str, Head],
        numberings: dict[str, dict[int, Level]] | None = None,
        bullets: dict[str, str] | None = None,
        *,
        load: Callable[[], tuple[dict[str, dict[int, Level]], dict[str, str]]] | None = None,
    ) -> None:
        """`load`, when given, reads the numberings and bullets the first time a paragraph
        needs them: most documents define a few and use none (Hancom's default outline
        shapes), and then they are never read."""
        self.shapes = shapes
        self.numberings = numberings or {}
        self.bullets = bullets or {}
        self.outline = ""
        """The numbering the current section's outline paragraphs take (its id)."""
        self._load = load
        self._counters: dict[str, dict[int, int]] = {}

    def label(self, shape: str) -> str:
        """The label of the next paragraph of paragraph shape `shape` ("" when it has none);
        counts it."""
        head = self.shapes.get(shape)
        if head is None or (head.kind != OUTLINE and head.ref in ("", "0")):
            return ""  # ids count from 1: 0 names no numbering and no bullet
        if self._load is not None:
            self.numberings, self.bullets = self._load()
            self._load = None
        if head.kind == BULLET:
            mark = self.bullets.get(head.ref, "●")
            shown = mark.isprintable() and not mark.isspace() and mark != "\ufffd"
            return mark if shown else ""
        ref = self.outline if head.kind == OUTLINE else head.ref
        if ref in ("", "0"):
            return ""
        return self._number(ref, head.level)

    def _number(self, ref: str, level: int) -> str:
        levels = self.numberings.get(ref, _UNDEFINED)
        if level not in levels:
            return ""
        counters = self._counters.setdefault(ref, {})
        for upper in range(1, level):
            if upper not in counters and upper in levels:
                counters[upper] = levels[upper].start
        counters[level] = counters[level] + 1 if level in counters else levels[level].start
        for deeper in [k for k in counters if k > level]:
            del counters[deeper]
        text = levels[level].text
        if not text or len(text) > _MAX_FORMAT:
            return ""
        shown: list[str | None] = []

        def fill(match: re.Match[str]) -> str:
            code = match.group(1)
            if code == "N":
                return "".join(f"{counters.get(k, 1)}." for k in range(1, level + 1))
            k = int(code)
            at = levels.get(k)
            shown.append(_shown(counters.get(k, at.start if at is not None else 1), at))
            return shown[-1] or ""

        label = _CODE.sub(fill, text)
        return "" if None in shown else label


_CODE = re.compile(r"\^(10|[1-9]|N)")
"""A level's code in a format text: `^1` to `^10` (that level's number), `^N` (all of them)."""


def _shown(value: int, level: Level | None) -> str | None:
    """`value` in the level's number format; None when fa does not write that format."""
    number_format = level.number_format if level is not None else "DIGIT"
    render = _FORMATS.get(number_format)
    if render is None or value > _MAX_COUNT:
        return None
    if value < 1:
        return str(value)
    return render(value)


def labelled(label: str, text: str) -> str:
    """The paragraph's text with its label before it, as Hancom shows it (`가. 개요`)."""
    if not label:
        return text
    return label + ("" if text[:1].isspace() else " ") + text
