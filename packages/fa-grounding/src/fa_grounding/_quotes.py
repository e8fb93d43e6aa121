"""Direct quotes in a sentence and whether a cited block says exactly that (GR-04:
`_check_quotes`)."""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._romanized import romanizes
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._findings import _finding
from fa_grounding._report import UNCONFIRMED, Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._source import _Source


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


def _check_quotes(
    sentence: Sentence,
    *,
    source: _Source,
    present: tuple[str, ...],
    visible: tuple[str, ...],
    hidden: tuple[str, ...],
    out: list[Finding],
) -> None:
    for quote in find_quotes(sentence.body):
        parts = quote_parts(quote)
        if sum(len(p) for p in parts) < 2:
            continue
        if _quoted_in(parts, visible, source):
            continue
        heads = tuple(
            dict.fromkeys(
                h for a in visible if source.blocks[a].table_row for h in source.head_rows(a)
            )
        )
        if heads and _quoted_in(parts, heads, source):
            continue  # `'매우미흡' 2개소` of a cited row under the head `매우미흡`: its column
        if (
            visible
            and HANGUL.search(quote)
            and not any(HANGUL.search(source.blocks[a].text) for a in visible)
        ):
            # Korean words in quotes over a source with no Korean (`‘도쿠시마’라는 지명` for
            # `「徳島 (Tokushima)」`) translate it: no quote of its text to compare, and the
            # report says so (`not_verifiable`)
            source.translated_quotes = True
            continue
        if visible and romanizes(quote, [source.blocks[a].text for a in visible]):
            continue  # `'Garam Jangteo'` of `'가람장터'`: the block's words in Latin letters
        if visible and _translates(quote, visible, source):
            # `the 'caution' stage` for `'주의' 단계`: English words in quotes over Korean
            # blocks that write none of them translate the source; fa cannot compare a
            # translation, so the person is shown it (unconfirmed), neither refused nor passed
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"the quote “{quote}” is in English and the cited block(s) "
                    f"{', '.join(present)} are in Korean: a translation fa cannot compare with "
                    "the text; check it against the block, or quote the block's own words.",
                )
            )
            continue
        if _DOCUMENT_NAME.fullmatch(normalise(quote)) and any(
            contains_in_order(source.compact(a), parts)
            for a in source.blocks
            if not source.blocks[a].hidden
        ):
            # `「행정절차법 일부개정법률안」은 2010. 11. 15. 발의되었다 [L5]`: the name of a law or
            # plan the document names, written the Korean way in brackets, is no quote of the
            # cited block (a name the document never writes is still refused)
            continue
        if any(
            source.blocks[a].title
            and not source.blocks[a].hidden
            and contains_in_order(source.compact(a), parts)
            for a in source.blocks
        ):
            # `'2024년 출생 통계(확정)' 배포`: the document's own title, named as the reader
            # sees it at the top, is no quote of the cited block (words the title does not
            # hold are still refused)
            continue
        if hidden and _quoted_in(parts, hidden, source):
            if visible:
                out.append(
                    _finding(
                        "GR-06",
                        sentence,
                        hidden,
                        f"the quote “{quote}” matches only hidden text ({', '.join(hidden)}).",
                    )
                )
            continue
        best_anchor, best_span = _closest(quote, present, source)
        detail = f"the quote “{quote}” does not match the text of the cited block(s) " + ", ".join(
            present
        )
        if best_span:
            detail += f"; closest passage in {best_anchor}: “{best_span}”"
        elsewhere = [
            a
            for a in source.blocks
            if a not in present and contains_in_order(source.compact(a), parts)
        ]
        if elsewhere:
            detail += f"; it does appear in {', '.join(elsewhere[:3])}, which is not cited"
        out.append(_finding("GR-04", sentence, present, detail + "."))


_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _translates(quote: str, visible: tuple[str, ...], source: _Source) -> bool:
    """Whether an English quote stands for Korean blocks' words: the quote has English words
    and no Korean, the blocks are Korean, and none of the quote's words is in them."""
    words = {w.lower() for w in _LATIN_WORD.findall(quote)}
    if not words or HANGUL.search(quote):
        return False
    texts = [source.blocks[a].text for a in visible]
    if not any(HANGUL.search(text) for text in texts):
        return False
    written = {w.lower() for text in texts for w in _LATIN_WORD.findall(text)}
    return not words & written


# The name of a law, bill, rule or plan (`행정절차법 일부개정법률안`, `2025년 업무계획`)
_DOCUMENT_NAME = re.compile(
    r"[가-힣A-Za-z0-9·ㆍ ]{0,40}(?:법|법률|법률안|법안|개정안|동의안|예산안|시행령|시행규칙|규칙"
    r"|규정|조례|협정|조약|지침|고시|훈령|예규|계획|요강|세칙)"
)


def _quoted_in(parts: list[str], anchors: tuple[str, ...], source: _Source) -> bool:
    if not anchors:
        return False
    if any(contains_in_order(source.compact(a), parts) for a in anchors):
        return True
    # the mark a PDF leaves where it broke a word at a line end may stand for the word's own
    # hyphen (`Tick\ufffeTock` is `Tick-Tock`), not only for a hyphen it added (`sys\ufffetem`)
    if any(
        "\ufffe" in source.blocks[a].text
        and contains_in_order(compact(source.blocks[a].text.replace("\ufffe", "-")), parts)
        for a in anchors
    ):
        return True
    joined = "".join(source.compact(a) for a in anchors)
    return len(anchors) > 1 and contains_in_order(joined, parts)


def _closest(quote: str, present: tuple[str, ...], source: _Source) -> tuple[str, str]:
    best = ("", "", -1.0)
    for anchor in present:
        span = closest_span(quote, source.blocks[anchor].text)
        if not span:
            continue
        score = _similarity(quote, span)
        if score > best[2]:
            best = (anchor, span, score)
    return best[0], best[1]


def _similarity(a: str, b: str) -> float:
    return SequenceMatcher(None, a, b, autojunk=False).ratio()
