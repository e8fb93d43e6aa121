"""The English words of the names Korean public documents give the sources of a budget: `the
national government` for `국비`, `the city` paying for `시비`, `the residents' own share` for
`자부담`. A row labelled `국비 | 90 | 30` owns its figures as a named place does, and an English
sentence that gives the national share the city's figure swaps them as a Korean one would.

Each entry is the Korean names a cited block may write and the English words that name them.
A word of government (`the city`, `the county`) names its share only where money follows it as
its own (`the city 0.9 million won`, `the city pays`, `the city's share`), or where it follows
its money after `by` or `from` (`KRW 84 million (70%) by the province`), its name then written
before the money: `the city opened 5 centres` names the city, no budget. The words are replaced
only when a cited block writes the Korean name, spaced to the same length, so every figure keeps
its place."""

from __future__ import annotations

import re

from fa_grounding._crosschecks._category_words import moved_before

__all__ = ("with_budget_names", "with_class_names")

# (the Korean names, the English words naming them whatever follows, the English words of a
# government naming its share only before money of its own)
_SOURCES = (
    (("국비", "국고"), r"(?:the\s)?(?:national|central)\s(?:government|treasury|funds?|budget)"
     r"|(?:the\s)?state\s(?:funds?|budget|subsid(?:y|ies))|national\sfunds?",
     r"(?:the\s)?(?:national|central)\sgovernment"),
    (("도비",), r"(?:the\s)?provincial\s(?:funds?|budget|subsid(?:y|ies))",
     r"(?:the\s)?province|(?:the\s)?provincial\sgovernment"),
    (("시비",), r"(?:the\s)?(?:city|municipal)\s(?:funds?|budget|subsid(?:y|ies))",
     r"(?:the\s)?city(?:\sgovernment)?|(?:the\s)?municipality"),
    (("군비",), r"(?:the\s)?county\s(?:funds?|budget|subsid(?:y|ies))",
     r"(?:the\s)?county(?:\sgovernment|\soffice)?"),
    (("구비",), r"(?:the\s)?district\s(?:funds?|budget|subsid(?:y|ies))",
     r"(?:the\s)?district(?:\sgovernment|\soffice)?"),
    (("자부담", "자담", "본인부담"), r"(?:their|its|the)\s(?:own\s)?(?:contribution|co-?payment)"
     r"|self-(?:funded|paid|payment|pay|borne|burden)|own\scontribution|co-?payment", None),
    (("민자", "민간"), r"private\s(?:funds?|capital|investment)", None),
)  # fmt: skip
# What makes a government's word name its share: money or a share right after it, or a verb
# of paying, or its possessive share
_SHARE_AFTER = re.compile(
    r"(?:'s?\s(?:share|portion|part|contribution)\b"
    r"|\s(?:pays?|paid|covers?|covered|contributes?|contributed|bears?|bore|funds?|funded"
    r"|provides?|provided|shoulders?|puts? in|adds?|takes?\s(?:on|up))\b"
    r"|\s(?:KRW\s|₩\s?|about\s|some\s)?\d)",
    re.IGNORECASE,
)


# Money right before a government's word with `by` or `from` (`KRW 84 million (70%) by `)
_BY_AFTER_FIGURE = re.compile(
    r"\d(?:[\d.,]*\d)?\s?(?:%|million|billion|won)?(?:\s?\([^()]{1,16}\))?\s(?:by|from)\s$",
    re.IGNORECASE,
)


def _compiled() -> tuple[tuple[tuple[str, ...], re.Pattern[str], re.Pattern[str] | None], ...]:
    bound = r"(?<![A-Za-z]){}(?![A-Za-z])"
    return tuple(
        (
            names,
            re.compile(bound.format(f"(?:{always})"), re.IGNORECASE),
            re.compile(bound.format(f"(?:{government})"), re.IGNORECASE) if government else None,
        )
        for names, always, government in _SOURCES
    )


_PATTERNS = _compiled()
_LATIN_WORD = re.compile(r"[A-Za-z]{4}")


def with_budget_names(body: str, texts: list[str]) -> str:
    """`body` with each English name of a budget's source whose Korean name `texts` write
    (`the national government` for `국비`) replaced by that name, spaced before it to the
    English words' length; the body as it is when it writes none."""
    if _LATIN_WORD.search(body) is None:
        return body
    written = "\n".join(texts)
    out = body
    for names, always, government in _PATTERNS:
        name = next((n for n in names if n in written), None)
        if name is None:
            continue
        found = list(always.finditer(out))
        if government is not None:
            for m in government.finditer(out):
                if _SHARE_AFTER.match(out, m.end()) is not None:
                    found.append(m)
                elif (after := _BY_AFTER_FIGURE.search(out, 0, m.start())) is not None:
                    # (`KRW 84 million (70%) by the province`: the share after its money, whose
                    # name is written before the figure, as a Korean sentence gives it)
                    out = moved_before(out, after.start(), name)
        for m in sorted(found, key=lambda m: m.start(), reverse=True):
            start, end = m.span()
            if out[start:end].strip() == "" or not out[start:end].isascii():
                continue  # (already replaced by a longer match)
            width = end - start
            if width < len(name):
                continue
            out = out[:start] + " " * (width - len(name)) + name + out[end:]
    return out


# The English words of a numbered class (`Grade 1`, `Zone 2`), each with the Korean words a
# block numbers such a class with (`1급`, `2구역`), in the order tried
_CLASSES = {
    "grade": ("급", "등급"), "level": ("급", "단계", "등급"), "class": ("급", "종", "등급"),
    "type": ("종", "형"), "zone": ("구역", "권역", "지구"), "area": ("구역", "지구"),
    "stage": ("단계", "차"), "phase": ("단계", "차"), "step": ("단계",), "round": ("차", "회"),
    "line": ("호선",), "tier": ("등급", "단계"), "group": ("군", "조"), "team": ("조", "팀"),
}  # fmt: skip
_CLASS_EN = re.compile(
    r"(?<![A-Za-z])(?P<word>" + "|".join(_CLASSES) + r")\s(?P<n>\d{1,2})(?![\d.,])", re.IGNORECASE
)


def with_class_names(body: str, texts: list[str]) -> str:
    """`body` with each English numbered class (`Grade 1`, `Zone 2`) replaced by the Korean
    class `texts` number alike (`1급`, `2구역`), spaced before it to the English words' length,
    so which figure is whose is read there too; the body as it is when none is written."""
    if _CLASS_EN.search(body) is None:
        return body
    written = "\n".join(texts)
    out = body
    for m in reversed(list(_CLASS_EN.finditer(body))):
        number = m.group("n")
        name = next(
            (
                f"{number}{word}"
                for word in _CLASSES[m.group("word").lower()]
                if re.search(rf"(?<![\d.,]){number}\s?{word}(?![가-힣])", written)
            ),
            None,
        )
        if name is None:
            continue
        start, end = m.span()
        out = out[:start] + " " * (end - start - len(name)) + name + out[end:]
    return out
