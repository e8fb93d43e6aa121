"""The English words of the categories Korean public documents count by: parts of a region
(`the Central plant` for `중앙`, `the eastern zone` for `동부`), groups of people (`women` for
`여성`, `newlyweds` for `신혼부부`), kinds of facility (`subway stations` for `지하철역`) and
fields of work (`planning` for `기획`), times of the year and of the week (`peak season` for
`성수기`, `weekends` for `주말`).

A table's head or row label, or a name a block lists with its figure, owns its figures; an
English sentence naming the category in English gives them to it as a Korean sentence naming
it would, so a swap of two categories' figures is read there too. Each entry is the Korean
names a document may write (tried in order) and the English words naming them. The words are
replaced only where the given texts write one of the Korean names, by that name spaced before
it to the English words' length, so every figure keeps its place; an English word of a name
no text writes stays English and names nothing."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ("moved_before", "with_category_words")

_CATEGORIES: tuple[tuple[tuple[str, ...], str], ...] = (
    # parts of a region (before the people's: `central` is no group)
    (("동부권", "동부"), r"east(?:ern)?"),
    (("서부권", "서부"), r"west(?:ern)?"),
    (("남부권", "남부"), r"south(?:ern)?"),
    (("북부권", "북부"), r"north(?:ern)?"),
    (("중앙", "중부권", "중부"), r"central"),
    (("도시", "도시지역", "동지역"), r"urban"),
    (("농촌", "농촌지역", "읍면지역", "읍·면"), r"rural"),
    (("수도권",), r"(?:the\s)?capital\s(?:area|region)"),
    # groups of people
    (("여성", "여자"), r"wom[ae]n|females?|girls"),
    (("남성", "남자"), r"m[ae]n|males?|boys"),
    (("예비신혼부부",), r"engaged\scouples?|prospective\s(?:newlyweds?|couples?)"
     r"|soon-to-be(?:-|\s)?(?:weds?|married(?:\scouples?)?)"),
    (("신혼부부",), r"newly-?weds?(?:\scouples?)?|newly\smarried(?:\scouples?)?"),
    (("청소년",), r"teen(?:ager)?s|adolescents?"),
    (("청년",), r"young\s(?:people|adults?|persons?)|youths?|young"),
    (("어르신", "노인", "고령자"), r"(?:the\s)?elderly|seniors?|older\s(?:people|adults?|persons?"
     r"|residents?)"),
    (("영유아", "유아"), r"infants?|toddlers?|pre-?school(?:ers|\schildren)"),
    (("아동", "어린이"), r"child(?:ren)?|kids?"),
    (("성인",), r"adults?"),
    (("개인",), r"individuals?|solo"),
    (("단체",), r"groups?"),
    (("장애인",), r"(?:people|persons?|those|residents?)\swith\sdisabilit(?:y|ies)"
     r"|disabled(?:\s(?:people|persons?|residents?))?"),
    (("외국인",), r"foreign(?:ers?|\s(?:residents?|nationals?|visitors?|tourists?|workers?))"),
    (("내국인",), r"domestic\s(?:residents?|visitors?|tourists?|nationals?)"),
    (("차상위", "차상위계층"), r"near-?poor|near-?poverty|second-lowest\sincome"),
    # kinds of facility and fields of work
    (("지하철역", "지하철"), r"subway(?:\sstations?)?|metro(?:\sstations?)?"),
    (("도서관",), r"librar(?:y|ies)"),
    (("문화시설",), r"cultural\sfacilit(?:y|ies)"),
    (("체육시설",), r"sports?\sfacilit(?:y|ies)"),
    (("공원",), r"parks?"),
    (("기획",), r"planning"),
    (("행정",), r"administration|administrative"),
    (("복지",), r"welfare"),
    (("환경",), r"environment(?:al)?"),
    (("관광",), r"tourism"),
    (("교통",), r"transport(?:ation)?|traffic"),
    # (not `gas`: a kind of gas, `city gas`, names no category of its own)
    (("전기",), r"electricity"),
    (("휠체어",), r"wheel-?chairs?"),
    (("유모차",), r"strollers?|pushchairs?|prams?|baby\scarriages?"),
    # times of the year and of the week
    (("성수기",), r"peak\sseason|high\sseason"),
    (("비수기",), r"off-?(?:peak\s)?season|low\sseason"),
    (("주말",), r"weekends?"),
    (("평일",), r"weekdays?"),
    (("공휴일",), r"(?:public\s)?holidays?"),
    (("온라인",), r"online"),
    (("오프라인",), r"offline"),
)  # fmt: skip
_PATTERNS = tuple(
    (names, re.compile(rf"(?<![A-Za-z-])(?:{words})(?![A-Za-z])", re.IGNORECASE))
    for names, words in _CATEGORIES
)
# Any of the words, to pass over a sentence that writes none at once
_ANY = re.compile(
    r"(?<![A-Za-z-])(?:" + "|".join(words for _, words in _CATEGORIES) + r")(?![A-Za-z])",
    re.IGNORECASE,
)
# A figure right before the words, with its unit and a preposition (`120 children's bicycles`,
# `KRW 8,000 for youth`, `20.1% among women`): English gives the figure before what it is of,
# and the Korean checks would read the name as the owner of the figure after it
_FIGURE_BEFORE = re.compile(
    r"\d(?:[\d.,]*\d)?\s?(?:%p?|(?!(?:and|or|but|while|whereas)\b)[A-Za-z]{1,12})?"
    r"(?:\s?\([^()]{1,16}\))?\s"
    r"(?:(?:for|among|to|in|of|at|by|from)\s(?:the\s|its\s|their\s)?)?$",
)
_REACH = 40
# The English word right before such a figure, and the currency sign between (`was `, `and KRW
# `): a name written after its figure is moved there, so it stands before the figure as a
# Korean name does; not a word that joins or parts clauses, which other checks read
_WORD_BEFORE = re.compile(r"(?<![A-Za-z])([A-Za-z]+)\s(?:KRW\s?|USD\s?|US\$\s?|\$|₩\s?)?$")
# What follows a name that qualifies the noun after it (`children's bicycles`, `child centres`)
_QUALIFIES = re.compile(
    r"['’]s\b|\s(?!(?:and|or|but|while|whereas|with|at|in|on|of|to|by|for)\b)[a-z]"
)
_KEPT = frozenset(
    {"and", "or", "but", "while", "whereas", "than", "from", "to", "by", "of", "in", "for", "at"}
    | {"krw", "usd", "us", "won"}  # (the figure's currency)
)


def with_category_words(body: str, texts: Iterable[str]) -> str:
    """`body` with each English word of a category whose Korean name `texts` write (`women`
    for `여성`) replaced by that name, spaced before it to the English words' length; the body
    as it is when it writes none."""
    if _ANY.search(body) is None:
        return body
    written: str | None = None
    out = body
    for names, pattern in _PATTERNS:
        found = list(pattern.finditer(out))
        if not found:
            continue
        written = "\n".join(texts) if written is None else written
        name = next((n for n in names if n in written), None)
        if name is None:
            continue
        for m in reversed(found):
            start, end = m.span()
            if end - start < len(name) or not out[start:end].isascii():
                continue
            after = _FIGURE_BEFORE.search(out, max(0, start - _REACH), start)
            if after is not None:
                # (an English name after its figure, `KRW 8,000 for youth`: moved before it;
                # not one that qualifies the noun after it, `120 children's bicycles`)
                if _QUALIFIES.match(out, end) is None:
                    out = moved_before(out, after.start(), name)
                continue
            out = out[:start] + " " * (end - start - len(name)) + name + out[end:]
    return out


def moved_before(out: str, figure: int, name: str) -> str:
    """`out` with a category's `name`, which English writes after the figure starting at
    `figure`, written over the word right before the figure (`the rate was 20.1% for
    women` -> `the rate 여성 20.1% for women`), spaced to its length; as it is when that word
    is too short or joins clauses."""
    word = _WORD_BEFORE.search(out, max(0, figure - _REACH), figure)
    if word is None or len(word.group(1)) < len(name) or word.group(1).lower() in _KEPT:
        return out
    start, end = word.span(1)  # (the English words after the figure stay: they name nothing)
    return out[:start] + " " * (end - start - len(name)) + name + out[end:]
