"""Direct quotes in a sentence and whether a cited block says exactly that."""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher

_QUOTE = re.compile(
    r"“(?P<a>[^”\n]+)”"
    r"|\"(?P<b>[^\"\n]+)\""
    r"|‘(?P<c>[^’\n]+)’"
    r"|「(?P<d>[^」\n]+)」"
    r"|『(?P<e>[^』\n]+)』"
    r"|｢(?P<f>[^｣\n]+)｣"
    r"|«(?P<g>[^»\n]+)»"
    # '...' only when the marks are not apostrophes (don't, Korea's, students')
    r"|(?<![A-Za-z0-9])'(?P<h>[^'\s](?:[^'\n]*[^'\s])?)'(?![A-Za-z0-9])"
)
_QUOTE_CHARS = str.maketrans(
    {
        "“": '"',
        "”": '"',
        "„": '"',
        "‟": '"',
        "″": '"',
        "‘": "'",
        "’": "'",
        "‚": "'",
        "‛": "'",
        "′": "'",
        "「": "",
        "」": "",
        "『": "",
        "』": "",
        "«": "",
        "»": "",
        # marks a PDF leaves inside a word it hyphenated (`sys\ufffetem`, a soft hyphen) and
        # zero-width spaces: no reader sees them, so a quote of the word matches without them
        "\ufffe": "",
        "\u00ad": "",
        "\u200b": "",
    }
)
_SPACE = re.compile(r"\s+")
_ELLIPSIS = re.compile(r"\s*(?:\.{3}|…|\(\s*(?:\.{3}|…|중략)\s*\)|\[\s*(?:\.{3}|…)\s*\])\s*")
_EDGE = ".,;:!?。·…'\" "


def find_quotes(text: str) -> list[str]:
    """The outermost quoted passages of `text`, without their quote marks."""
    quotes: list[str] = []
    end = -1
    for match in _QUOTE.finditer(text):
        if match.start() < end:
            continue
        end = match.end()
        inner = next(group for group in match.groups() if group is not None)
        quotes.append(inner)
    return quotes


def normalise(text: str) -> str:
    """Unicode form, quote characters and whitespace made uniform, for comparing quotes."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTE_CHARS)
    return _SPACE.sub(" ", text).strip()


def compact(text: str) -> str:
    """`normalise(text)` without any whitespace: Korean spacing and PDF line breaks vary."""
    return _SPACE.sub("", normalise(text))


def quote_parts(quote: str) -> list[str]:
    """The pieces of a quote between ellipses, each compacted; empty pieces dropped."""
    parts = [compact(part).strip(_EDGE) for part in _ELLIPSIS.split(quote)]
    return [part for part in parts if part]


def contains_in_order(haystack: str, parts: list[str]) -> bool:
    """Whether every part occurs in `haystack`, in this order."""
    position = 0
    for part in parts:
        found = haystack.find(part, position)
        if found < 0:
            return False
        position = found + len(part)
    return True


def closest_span(quote: str, source: str, width: int = 80) -> str:
    """The passage of `source` most like `quote`, for a person to compare."""
    needle = normalise(quote)
    hay = normalise(source)
    if not hay:
        return ""
    matcher = SequenceMatcher(None, hay, needle, autojunk=False)
    block = matcher.find_longest_match(0, len(hay), 0, len(needle))
    start = max(0, block.a - block.b)
    length = min(max(len(needle), 12), width)
    span = hay[start : start + length]
    prefix = "…" if start > 0 else ""
    suffix = "…" if start + length < len(hay) else ""
    return f"{prefix}{span}{suffix}"
