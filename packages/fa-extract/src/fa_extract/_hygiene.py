"""Untrusted-text hygiene: remove what a reader cannot see, map or flag private-use characters.

Applied once, centrally, to every block of every format (SECURITY.md section 3): invisible
Unicode can carry instructions or numbers a person never sees on screen, so it is removed and
counted, never passed through silently.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ("CleanText", "clean_text", "has_content", "non_ws_len")

# Characters removed from document text:
# - tag characters U+E0000..U+E007F (invisible "ASCII smuggling");
# - zero-width and invisible format characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM, invisible
#   math operators, Mongolian vowel separator, soft hyphen);
# - bidi controls (LRM, RLM, ALM, embeddings, overrides, isolates), which reorder what is shown;
# - C0/C1 control characters other than tab and newline (PDF text carries stray ones).
_INVISIBLE = re.compile(
    "[\U000e0000-\U000e007f"
    "\u200b-\u200f\u2060-\u2064\ufeff\u180e\u00ad"
    "\u061c\u202a-\u202e\u2066-\u2069"
    "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]"
)

# Private-use code points that PDF and Office producers emit for common symbol-font glyphs
# (Symbol and Wingdings bullets, arrows, check marks mapped into U+F0xx by Korean and Western
# word processors). Mapped to the standard character a reader sees; any other private-use
# character stays in the text and flags its block `private_use`.
_PUA_MAP = {
    "\uf0a7": "\u25aa",  # Wingdings small square bullet
    "\uf0b7": "\u2022",  # Symbol bullet
    "\uf06c": "\u25cf",  # Wingdings black circle
    "\uf06e": "\u25a0",  # Wingdings black square
    "\uf075": "\u25c6",  # Wingdings black diamond
    "\uf0d8": "\u27a2",  # Wingdings arrowhead
    "\uf0e0": "\u2192",  # Wingdings right arrow
    "\uf0e8": "\u2794",  # Wingdings heavy right arrow
    "\uf0fc": "\u2713",  # Wingdings check mark
    "\uf0fb": "\u2717",  # Wingdings ballot x
    "\uf0fd": "\u2612",  # Wingdings ballot box with x (Korean forms: 해당 없음)
    "\uf0fe": "\u2611",  # Wingdings ballot box with check (Korean forms' check boxes)
    "\uf0a0": " ",  # Symbol non-breaking space
    "\uf02d": "-",  # Symbol minus
    # Hancom writes the old-Hangul syllable of its own name (ᄒᆞᆫ, as in ᄒᆞᆫ글) as this
    # private-use character in HWP/HWPX metadata; the body spells it in jamo.
    "\uf53a": "\u1112\u119e\u11ab",
}
_PUA_TABLE = str.maketrans(_PUA_MAP)
_PUA = re.compile("[\ue000-\uf8ff\U000f0000-\U000ffffd\U00100000-\U0010fffd]")
# Anything `clean_text` would change but NFC: a carriage return, an invisible character, a
# private-use character. Most blocks hold none, and one search then replaces four passes.
_TOUCHED = re.compile(f"[\r{_INVISIBLE.pattern[1:-1]}{_PUA.pattern[1:-1]}]")


class CleanText:
    """The result of cleaning one text: the text, what was removed, what could not be mapped."""

    __slots__ = ("mapped", "removed", "text", "unmapped_private_use")

    def __init__(self, text: str, removed: int, mapped: int, unmapped_private_use: int) -> None:
        self.text = text
        self.removed = removed
        self.mapped = mapped
        self.unmapped_private_use = unmapped_private_use


def clean_text(text: str) -> CleanText:
    """Normalise line ends, remove invisible characters, map known private-use symbols."""
    if _TOUCHED.search(text) is None:
        return CleanText(unicodedata.normalize("NFC", text), 0, 0, 0)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    stripped, removed = _INVISIBLE.subn("", text)
    mapped = 0
    unmapped = 0
    if _PUA.search(stripped):
        before = len(_PUA.findall(stripped))
        stripped = stripped.translate(_PUA_TABLE)
        unmapped = len(_PUA.findall(stripped))
        mapped = before - unmapped
    # NFC so that a Hangul syllable typed as jamo and one typed precomposed compare equal.
    stripped = unicodedata.normalize("NFC", stripped)
    return CleanText(stripped, removed, mapped, unmapped)


def non_ws_len(text: str) -> int:
    """Number of non-whitespace characters (the unit of the 8-character grade rule)."""
    return len("".join(text.split()))


def has_content(text: str) -> bool:
    """True when the text has a visible, non-whitespace character after cleaning."""
    return bool(_INVISIBLE.sub("", text).strip())
