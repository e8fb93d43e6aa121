"""How a sentence names a column head: a head's words as the sentence writes them (whole, without
its opening year, word by word with particles between, `여성` for `여자`), where it mentions
them (past the head's own bracket when the sentence writes it too), the words in brackets that
tell two heads of one name apart, the cited rows a row of the draft's own table names, the
block head a draft's ordinal head opens (`2차` of `2차 위반`), and heads named in turn, each
followed by its figure."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from fa_grounding._findings import _TOTAL_LABELS
from fa_grounding._tables import _cells

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source

# A year opening a head of words (`2026년 의결액`, `’25년 실적`).
_HEAD_YEAR = re.compile(r"^\s*[’']?(?:19|20)?\d{2}\s?년(?:도)?\s+(?=[가-힣]{2})")


_PERIOD_WORDS = re.compile(r"반기|분기|월|주|누계|연간|년")


def _named_words(head: str, body: str) -> str:
    """A head's words as a sentence names them: whole (`2025년상반기`), or without the year that
    opens them when the sentence writes only the rest and the rest is no period (`2026년 의결액`
    named by `의결액`; never `2025년 상반기` by `상반기`)."""
    whole = _plain_ratio(_head_words(head))
    if whole in body:
        return whole
    rest = _HEAD_YEAR.sub("", head)
    if rest == head or _PERIOD_WORDS.search(rest):
        return whole
    return _plain_ratio(_head_words(rest))


def _head_words(text: str) -> str:
    """A column head or a sentence reduced to its letters and digits, lower case, with `여성`
    and `남성` as the heads' `여자` and `남자` (and so are heads of one syllable, `남 | 여`), and
    an ordinal of a step (`두 번째`, `2번째`) as the head of that step (`2차`)."""
    words = "".join(ch for ch in text.lower() if ch.isalnum())
    words = _ONE_SYLLABLE_SEX.get(words, words)
    words = _ORDINAL_STEP.sub(lambda m: f"{_STEPS.get(m.group(1), m.group(1))}차", words)
    return words.replace("여성", "여자").replace("남성", "남자")


# A slash between two words of a head (`일반/우선`; not `Post-9/11`, `1/4분기`)
_HEAD_SLASH = re.compile(r"(?<=[가-힣A-Za-z])\s?/\s?(?=[가-힣A-Za-z])")
_HEAD_BRACKET = re.compile(r"[(（][^()（）]*[)）]")


def joined_heads(text: str) -> list[str]:
    """The heads a draft table's head joins with a slash, each as `_head_words` gives it, the
    word they share added to those written without it (`일반/우선 분양` is `일반 분양` and
    `우선 분양`): the cell under it gives each a figure in turn (`280 / 40`). One head for a
    head without a slash."""
    # (not a slash of its unit's bracket, `(만 원/ha)`)
    parts = [p.strip() for p in _HEAD_SLASH.split(_HEAD_BRACKET.sub("", text))]
    if len(parts) < 2 or not all(parts):
        return [_head_words(text)]
    shared = parts[-1].split()[-1] if len(parts[-1].split()) > 1 else ""
    return [_head_words(p if " " in p or not shared else f"{p} {shared}") for p in parts]


# Heads of one syllable for men and women (`분과 | 남 | 여 | 계`), named by their two-syllable
# words; no other one-syllable head is a word of its own
_ONE_SYLLABLE_SEX = {"남": "남자", "여": "여자"}
_STEPS = {"첫": "1", "두": "2", "세": "3", "네": "4", "다섯": "5"}
_STEP_HEAD = re.compile(r"(\d)차")
_ORDINAL_STEP = re.compile(r"(첫|두|세|네|다섯|\d)번째")


# What may stand between two words of a head a sentence names word by word: a particle and a
# short word (`여자의 치매 유병률` for `여자 유병률`, `직장가입자의 건강보험료 기준`), no figure.
_WORD_GAP = r"\D{0,3}?"


# The period before as the base of a comparison (`전년(9,600원)보다`, `전년 대비`)
_BASE_OF_COMPARISON = re.compile(
    r"(?:전년|작년|지난해|전월|전분기|평년)\s?(?:동기|같은\s?기간)?\s?(?:[(（][^()（）]*[)）])?\s?"
    r"(?:보다|대비|에\s?비해)"
)


def told_words(body: str) -> str:
    """The sentence's words (`_head_words`) that may tell two heads of one name apart: not the
    period before written only as the base of a comparison (`평균가격은 ... 1만 1천 원으로
    전년(9,600원)보다`), which tells no head of the sentence's own figure."""
    return _head_words(_BASE_OF_COMPARISON.sub(" ", body))


def _told_in(told: str, body: str) -> bool:
    """Whether the sentence writes the words that tell a head apart; digits alone (`24` of
    `비중('24)`) not inside a longer number (`22.4만`)."""
    if told.isdigit():
        return re.search(rf"(?<!\d){told}(?!\d)", body) is not None
    return told in body


def _heads_as_named(head_text: str, head_cells: list[tuple[int, int]], body: str) -> list[str]:
    """Each head's words as the sentence would name them (`_named_words`); a head not written
    whole may be named word by word (`여자의 치매 유병률`), its words then the sentence's own."""
    cells = [_UNIT_IN_HEAD.sub("", head_text[a:b]) for a, b in head_cells]
    words = [_named_words(cell, body) for cell in cells]
    firsts = [cell.split()[0] if len(cell.split()) > 1 else "" for cell in cells]
    return [
        w
        if _in_body(w, body)
        else (_word_by_word(cell, body) or _by_its_rest(cell, firsts, body) or w)
        for w, cell in zip(words, cells, strict=True)
    ]


def _by_its_rest(cell: str, firsts: list[str], body: str) -> str | None:
    """The code after the word a head shares with another head of its row, when the sentence
    names the head by it alone (`B구역` of `낚시터 A구역 | 낚시터 B구역`, the shared word said
    once or not at all), or None. A period (`2025학년도`) is the period checks', and a rest of
    words alone (`금리` of `대출 한도 | 대출 금리`) is no code: it names no head apart from the
    word it shares."""
    parts = cell.split()
    if len(parts) < 2 or firsts.count(parts[0]) < 2:
        return None
    rest = _plain_ratio(_head_words(" ".join(parts[1:])))
    if not re.search(r"[a-z\d]", rest) or _PERIOD_WORDS.search(rest) or not _names_a_head(rest):
        return None  # (a period's head, `충원율 2025학년도`, is the period checks')
    return rest if _in_body(rest, body) else None


def _word_by_word(cell: str, body: str) -> str | None:
    """The sentence's own words (as `_head_words` gives them) for a head of two words or more,
    each of two characters or more (`학교 수` is no head named by `학교 급식 학생 수`), that it
    names word by word, each in turn with at most a particle and a short word between, or
    None."""
    parts = [_plain_ratio(_head_words(p)) for p in cell.split()]
    if len(parts) < 2 or any(len(p) < 2 for p in parts):
        return None
    found = re.search(_WORD_GAP.join(re.escape(p) for p in parts), body)
    return None if found is None else found.group(0)


def _hangul(words: str) -> int:
    return sum("가" <= ch <= "힣" for ch in words)


def _names_a_head(words: str) -> bool:
    # a Korean head of two syllables or more (`면적`, `2분기`) is a word of its own, and so is
    # an age band or a grade of two digits or more (`60대`, `10등급`), a step (`2차`, which
    # `두 번째` names too) or a grade of capitals (`R석`); Latin heads need six
    # characters, as short ones (`age`, `Q1`) are also parts of other words
    return (
        (len(words) >= 6 and sum(ch.isalpha() for ch in words) >= 4)
        or sum("가" <= ch <= "힣" for ch in words) >= 2
        or _BAND_HEAD.fullmatch(words) is not None
        or _CODE_HEAD.fullmatch(words) is not None
    )


_BAND_HEAD = re.compile(r"\d{2,3}(?:대|세|등급)|\d{1,2}차")
# A grade of capitals and its Korean word (`R석`, `A형`, `VIP석`), lower-cased as heads are read
_CODE_HEAD = re.compile(r"[a-z]{1,3}[가-힣]{1,2}")


def _in_body(words: str, body: str) -> bool:
    """Whether the sentence writes a head's words; a head opening with digits (`60대`) not as
    the end of a longer number (`160대`)."""
    if not words[:1].isdigit():
        return words in body
    return re.search(rf"(?<![\d.,]){re.escape(words)}", body) is not None


# the unit a head writes after its name (`면적(㎢)`, `인구(명)`): the name alone is what a
# sentence writes
_UNIT_IN_HEAD = re.compile(r"\s?[(（][^()（）]{1,12}[)）]\s*$")


def _mention(words: str, body: str) -> re.Match[str] | None:
    """Where the sentence first names a head of `words` (of `_mentions`)."""
    found = _mentions(words, body)
    return found[0] if found else None


def _mentions(words: str, body: str) -> list[re.Match[str]]:
    """Each place the sentence names a head of `words` (marks and spaces between its letters
    ignored; `전년동월비` also as `전년동월대비`); a grade's letter only in brackets or before
    `등급` (`우수(A)`, `B등급`); a step (`2차`) also as its ordinal in words (`두 번째`), or as
    `2번째` when the sentence writes it no other way."""
    if _GRADE_HEAD.fullmatch(words):
        letter = re.escape(words)
        # (not one of several grades at once: `C·D등급` names no one column)
        ways = [rf"(?<=[(（]){letter}(?=[)）])|(?<![A-Za-z·ㆍ,/~]){letter}(?=\s?등급)"]
    elif (step := _STEP_HEAD.fullmatch(words)) is not None:
        word = next((k for k, v in _STEPS.items() if v == step.group(1)), step.group(1))
        ways = [rf"(?<!\d){step.group(1)}\s?차|(?<![가-힣\d]){word}\s?번째"]
        if word != step.group(1):
            ways.append(rf"(?<!\d){step.group(1)}\s?번째")
    else:
        pattern = r"[\W_]*".join(re.escape(ch) for ch in words)
        # (`여자` and `남자` as `_head_words` gives `여성` and `남성` too)
        pattern = re.sub(r"([여남])\[\\W_\]\*자", r"\1[\\W_]*[자성]", pattern)
        if "비" in words[1:]:
            pattern = pattern.replace("비", "(?:대[\\W_]*)?비")
        # (never as the base of a rate: `개소당 12만 원` names no column `개소`)
        ways = [pattern + r"(?!\s?당)"]
    for way in ways:
        found = list(re.finditer(way, body, re.IGNORECASE))
        if found:
            return found
    return []


# A head that is a grade's letter (`S`, `A`, `B+`, as a table of grades heads its columns),
# lower case as `_head_words` gives it.
_GRADE_HEAD = re.compile(r"[a-e]|s")


def _plain_ratio(words: str) -> str:
    """Head words with `대비` as `비` (`전년동월대비` is the head `전년동월비`)."""
    return words.replace("대비", "비")


def rows_it_names(sentence: Sentence, visible: tuple[str, ...], source: _Source) -> tuple[str, ...]:
    """The cited rows a row of the draft's own table names by its label (`| 3성 | 700점 |`),
    or by a part of theirs: its figures are theirs, not the other cited rows' columns; all of
    `visible` when it names none."""
    label = _head_words(sentence.body.strip().strip("|").split("|")[0])
    if not label:
        return visible
    labels = {a: _head_words(_cells(source.blocks[a].text)[0]) for a in visible}
    named = tuple(a for a in visible if labels[a] == label)
    # (or, when none is named whole, the rows whose label holds it: `기본공제` of `국가전략기술
    # 기본공제`)
    within = tuple(a for a in visible if label in labels[a])
    # (or the rows whose whole label the draft's holds, with its detail: `1구간(중앙로 외)` of
    # `1구간`, the longest such label)
    holding = [a for a in visible if len(labels[a]) >= 2 and labels[a] in label]
    longest = max((len(labels[a]) for a in holding), default=0)
    held = tuple(a for a in holding if len(labels[a]) == longest)
    # (a total row in another word for it: `| 전체 |` of the row `합계`)
    totals = tuple(a for a in visible if label in _TOTALS and labels[a] in _TOTALS)
    return named or within or held or totals or visible


_TOTALS = frozenset(_head_words(w) for w in _TOTAL_LABELS)


# A bracket right after a head's name in a sentence (`고위직(4급 이상)`), and its words.
_BRACKET_AFTER = re.compile(r"\s?[(（]([^()（）]{1,30})[)）]")


def past_own_bracket(body: str, mention: re.Match[str] | None, bracket: str) -> int:
    """Where the sentence's mention of a head ends, past the head's own bracket when the
    sentence writes it too (`고위직(4급 이상)` of the head `고위직(4급 이상)`): a detail of the
    head, whose figures are no cell's. A bracket of other words (`고위직(0.8점)`) stays out."""
    if mention is None:
        return 0
    written = _BRACKET_AFTER.match(body, mention.end()) if bracket else None
    if written is not None and _head_words(written.group(1)) == bracket:
        return written.end()
    return mention.end()


# An object particle or a word of comparison after a named head: the head is the base a
# figure is measured against (`벤치마크를 27bp 밑돌았다`, `목표보다 2%p 높다`), not its column;
# nor is it the column of a figure when the sentence gives it a zero or nothing.
_BASE_AFTER_HEAD = re.compile(
    r"\s?(?:을|를|보다|대비|에\s?비해|와\s?비교|과\s?비교)(?![가-힣])"
    # or the base of a rate (`충전기 1기당 1.4대`): the head counts what the rate is per
    r"|\s?\d[\d,.]*\s?[가-힣]{0,2}\s?당(?![가-힣])"
    # or the whole a share is of (`지적 건수의 약 43%`): the rate stands in another column
    r"|\s?의\s?(?:약\s?)?\d[\d,.]*\s?%"
    # or a zero, or none at all (`(증감 0)`, `증감이 없음`): no figure of the sentence is its
    r"|\s?(?:이|가|은|는)?\s?(?:0(?![\d.,])|없)"
)


# A draft head of an ordinal and its counter (`1차`, `2단계`, `3등급`)
_ORDINAL_HEAD = re.compile(r"\d{1,2}(?:차|단계|등급|급|회|년차|순위|위)")


def _opens(ordinal: str, head: str) -> bool:
    """Whether a block head's words start a word with `ordinal` (`2차위반`, not `12차위반`)."""
    return re.search(rf"(?<!\d){re.escape(ordinal)}(?!\d)", head) is not None


def _pairs_in_turn(
    sentence: Sentence,
    numbers: list[Figure],
    words: list[str],
    named: list[int],
    brackets: list[str] | None = None,
) -> Iterator[tuple[int, Figure]]:
    """(head cell, draft figure) when the sentence names several heads each followed by its
    figure (`급속충전기는 4,900기, 완속충전기는 68,200기`): each head takes the first figure after
    it and before the next head. Nothing when a head has no figure of its own there (`급속과
    완속은 각각 ...`), is the base of a comparison or a rate, or a figure comes before the
    first head."""
    mentions: list[tuple[int, int, int]] = []
    for label in named:
        found = _mention(words[label], sentence.body)
        if found is None or _BASE_AFTER_HEAD.match(sentence.body, found.end()):
            return  # a head a figure is measured against or per (`충전기 1기당`) names none
        bracket = brackets[label] if brackets else ""
        mentions.append((found.start(), past_own_bracket(sentence.body, found, bracket), label))
    mentions.sort()
    # a figure before the first head leaves the heads theirs only when each head writes its
    # figure right after it (`6,480개소로 현원 247,300명, 이용률 86.5%`)
    close = any(f.start < mentions[0][0] for f in numbers)
    pairs = []
    for k, (_, end, label) in enumerate(mentions):
        stop = mentions[k + 1][0] if k + 1 < len(mentions) else len(sentence.body)
        own = [f for f in numbers if end <= f.start < stop]
        if not own or (
            close and _HEAD_THEN_FIGURE.fullmatch(sentence.body, end, own[0].start) is None
        ):
            return
        pairs.append((label, own[0]))
    yield from pairs


# What may stand between a head and the figure it writes right after it (`현원 247,300명`,
# `이용률은 86.5%`, `정원: 1,046,900명`).
_HEAD_THEN_FIGURE = re.compile(r"\s?(?:은|는|이|가)?\s?[:：]?\s?")


_APART_REACH = 12
"""How many characters before a figure the words of a longer head may stand."""


def named_apart(
    figure: Figure,
    columns: set[int],
    named: str,
    body: str,
    *,
    head: tuple[str, list[tuple[int, int]], list[int]],
) -> bool:
    """Whether a head of several words over a column holding the figure is named apart: its
    words beside the named head's stand right before the figure (`현원은 전년 말 93명` names
    `전년 말 현원`, the column of 93, beside `현원`). `head` is the header row's text, its
    cells and the column each cell heads."""
    text, cells, heads = head
    near = body[max(0, figure.start - _APART_REACH) : figure.start]
    before = _head_words(re.split(r"\d", near)[-1])  # (no other figure between)
    for (a, b), column in zip(cells, heads, strict=False):
        if column not in columns:
            continue
        parts = [w for w in (_head_words(p) for p in text[a:b].split()) if w]
        extra = [w for w in parts if w not in named]
        whole = len(parts) > 1 and named in "".join(parts)
        if whole and extra and all(w in before for w in extra):
            return True
    return False
