"""The words that may name an owner of a figure, on both sides of the which-figure-is-whose
check (`_owners`): Korean words with their particles taken off (`울진은` -> `울진`), bands of
ages, sizes and amounts (`35~44세`, `2억 원 초과~3억 원 이하`), lines and months (`1호선`,
`5월`), capitalised acronyms; never a base of comparison (`부산보다`) nor the whole a share is of
(`전체 입장객의`). Also how a draft may write a block's name otherwise: siblings without the
head noun they share (`short_names`), a name of two words (`compound_name`)."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from fa_grounding._claims import PER_WORDS

if TYPE_CHECKING:
    from collections.abc import Iterable

    from fa_grounding._figures._figure import Figure

__all__ = (
    "INCLUDING",
    "Owner",
    "band_spans",
    "compound_name",
    "named_after_subject",
    "second_term",
    "short_names",
    "stem",
    "words",
)

# The particles a Korean noun takes before a figure or a verb, longest first.
_PARTICLES = (
    "에서는", "에게서", "으로는", "에서", "에는", "으로", "까지", "부터", "이며", "이고", "에게",
    "께서", "보다", "대비", "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과", "도",
    "만", "랑",
)  # fmt: skip
# Words that name a comparison base, a period or a quantity, or join clauses (`반면`, `한편`):
# never the owner of a figure.
_NOT_NAMES_TEXT = """
따라 의해 대해 위해 통해 관해 비해 걸쳐 거쳐 이어 함께 모두
전년 전월 전주 전분기 전기 동기 대비 평년 예년 작년 지난해 올해 금년 이번 지난 전체 합계 소계
총계 평균 기준 증감 증가 감소 상승 하락 비중 비율 구분 단위 약 총 각각 각 순 및 또는 이상
이하 미만 초과 이내 가량 정도 수준 분기 반기 상반기 하반기 연간 누계 누적 올여름 올겨울 올봄
올가을 내년 당해 익년 전년도 금년도 올해도 이번주 지난주 동안 사이 이후 이전 당시 현재 기간
최종 당초 잠정 대해 있다 없다 했다 됐다 였다 이다 한다 것으로 나타났다 기록했다 집계됐다
가운데 중에서 중 만점 수 같은 같
말 초 연말 연초 초순 중순 하순 상순
이며 이고 이나 이면 이었으며 였으며
전망이다 반면 한편 그러나 하지만 다만 또한 특히
가장 제일 뒤를 뒤이어 다음으로 그다음
the and of in on at to for from by with was were is are a an its their than vs
respectively each total average year month week day
"""
# Words of how often or per what, never whose (`월 200만 원`, `시간당 5만 원`), which may also
# stand between a name and its figure (`서울은 월 50만 원`, `고급반은 시간당 55,000원`).
_PERIOD_WORDS = (
    "월",
    "주",
    "연",
    "매월",
    "매년",
    "매일",
    "매주",
    "월간",
    "연간",
    "하루",
    *PER_WORDS,
)
_NOT_NAMES = frozenset(_NOT_NAMES_TEXT.split()) | frozenset(_PERIOD_WORDS)
# An era or a span of time, which dates what it precedes and owns no figure (`조선시대 건물지`,
# `삼국시대`, `1990년대`, `통일신라기`).
_ERA = re.compile(r"(?:시대|년대|세기|연대|시기|왕조)$")
# A name is Korean: a word of Hangul (an English draft of a Korean block shares no names with
# it, and English names of a Korean block are too often parts of codes: `gpt-4`), an age band,
# a line or a stage (`60대`, `2호선`), or a capitalised acronym standing alone or before Hangul,
# as Korean writes companies, services and lots (`KT`, `SK텔레콤`, `IPTV`, `A블록`; not
# `GPT-4`). A word glued to a digit before it is that figure's counter.
_AMOUNT_BOUND = (
    r"\d[\d,.]*\s?(?:[천백십]?[만억조])?(?:\s?\d[\d,.]*\s?[천백십]?만?)?\s?(?:원|달러)\s?"
    r"(?:초과|이하|미만|이상)"
)
_WORD = re.compile(
    # a band of sizes or ages (`300인 이상`, `30인 미만`, `65세 이상`): one name
    r"(?<![\d.,])(?P<band>\d{1,4}(?:인|세|명)\s?(?:이상|이하|미만|초과))"
    # a band of amounts, one bound or two (`2천억 원 이하분`, `2억 원 초과~3억 원 이하`, `2천억 원
    # 초과 1조 원 이하분`) before its figure: one name
    r"|(?<![\d.,])(?P<money>" + _AMOUNT_BOUND + r"(?:\s?[~∼～]?\s?" + _AMOUNT_BOUND + r")?분?)"
    # (only as a subject before its own figure: `6,300만 원 이하(종합소득 ...)` is a threshold)
    r"(?=\s?(?:에는|에서|에선|이|가|은|는|의|에|[:：|])?\s?[(（]?\s?[\d△▲+\-])"
    # a band written as a range (`35~44세`, `20∼29세`, `5-9인`, `4~6구간`) or a span of hours
    # (`23시~02시`, `22~23시`): one name
    r"|(?<![\d.,])(?P<range>\d{1,3}시?\s?[~∼～\-–]\s?\d{1,3}(?:세|대|인|명|시|구간|분위|등급|단계|학년|급))"
    r"(?=(?:에는|에서|에선|까지|부터|[은는이가의도와과로에])?(?![가-힣]))"
    # (a band of decades, `60대`, `100대`; never a count of vehicles or machines, `660대`)
    r"|(?<![\d.,])(?:(?:[1-9]0|100)대|\d{1,3}(?:세|호선|호기|단계|등급|구역|권역|급|학년|호봉|층|종"
    r"|인(?=\s?가구)))"
    r"(?=(?:에는|에서|까지|부터|[은는이가의도와과로에])?(?![가-힣]))"
    # a month or a quarter standing alone (`5월이 51만 3천 명`, `10월(42만 7천 명)`), not a
    # date's month (`5월 3일`)
    r"|(?<![\d.,])(?:1[0-2]|[1-9])월(?=(?:에는|에서|까지|부터|[은는이가의도와과로에])?(?![가-힣\d]))"
    r"(?!\s?\d)"
    # a size or grade of one or two capitals right before its figure (`L과 28.5%`, `2L at
    # 20.8%`, `S 10.5%`), its particle or `at` between
    r"|(?<![A-Za-z\d\-.,])\d?[A-Z]{1,2}(?=(?:[과와]\s?|\sat\s|\s)[\d△▲+\-])"
    r"|(?<![A-Za-z\d\-])(?:[A-Z]{1,5}[가-힣][가-힣·ㆍ]*|[A-Z]{2,5}(?![A-Za-z\d\-]))"
    r"|(?<![\d가-힣A-Z])[가-힣][가-힣·ㆍ]*"
)
_RANGE_MARK = re.compile(r"\s?[~∼～\-–]\s?")
_HOUR_BEFORE_MARK = re.compile(r"시(?=\s?[~∼～\-–])")
# Words of a part a figure includes (`지방교육세 포함`, `지방교육세를 더한`)
INCLUDING = "포함|합산|합친|합한|더한|더해|더하면"
_BASE_AFTER = re.compile(
    r"\s?(?:보다|대비|에 비해|에 비하면|과 비교|와 비교|than\b|compared)"
    # what a figure is set apart from (`수수료와 별도로 3,600원`, `서울과 달리`)
    r"|(?<=[와과])\s?(?:는\s?)?(?:별도로|별개로|달리)"
    # a part the figure includes (`지방교육세 포함 62,500원`, `지방교육세를 포함해`): the whole's
    rf"|\s?(?:을|를)?\s?(?:{INCLUDING})"
)
_MIN_HANGUL = 2
_SHORT_PARTICLES = frozenset("은는의")
# One-syllable particles that also end many nouns (`화장로`, `속도`, `효과`, `평가`, `경우`)
_NOUN_ENDING_PARTICLES = frozenset("로도과와가이")
_FIGURE_NEXT = re.compile(r"(?:\s?[(（]?|(?<=[A-Z])(?:[과와]\s?|\sat\s))[\d△▲▼+\-]")


class Owner(NamedTuple):
    """A name and the span of text it was read from."""

    name: str
    start: int
    end: int


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A word without its particle (`울진은` -> `울진`, `인천항이` -> `인천항`); the word itself
    when taking the particle off would leave fewer than two syllables (`평가`), but a word of
    two syllables ending in `은`, `는` or `의` is a one-syllable name with its particle (`무는`).
    A syllable that may be a particle or the name's own last one (`화장로`, `발표평가`, `경기도`)
    is cut whether a particle follows it or not, so a name reads the same in a draft and a
    block (`화장로 384기`, `화장로는 384기`: both `화장`)."""
    found = _PARTICLE_END.search(word)
    if found is not None and found.start() >= _MIN_HANGUL:
        name = word[: found.start()]
        if len(name) > _MIN_HANGUL and name[-1] in _NOUN_ENDING_PARTICLES:
            return name[:-1]
        return name
    if len(word) == _MIN_HANGUL and word[-1] in _SHORT_PARTICLES:
        return word[0]
    return word


_PARTICLE_END = re.compile("(?:" + "|".join(_PARTICLES) + ")$")


def words(text: str) -> list[Owner]:
    """The words of `text` that may name an owner (a copy of the cached reading)."""
    return list(_words(text))


@lru_cache(maxsize=4096)
def _words(text: str) -> tuple[Owner, ...]:
    """The words of `text` that may name an owner, stemmed, with their spans. A word marked as
    the base of a comparison (`평년보다`, `전년 대비`) names none."""
    found = []
    for match in _WORD.finditer(text):
        word = match.group(0)
        if match.group("range"):
            # (`23시~02시` as `23~02시`, the way `22~23시` is written)
            name = _RANGE_MARK.sub("~", _HOUR_BEFORE_MARK.sub("", word))
            found.append(Owner(name, match.start(), match.end()))
            continue
        if match.group("band") or match.group("money"):
            # (as written but for its space: `미만` ends in no particle)
            found.append(Owner(word.replace(" ", ""), match.start(), match.end()))
            continue
        if word.endswith("보다") or _BASE_AFTER.match(text, match.end()):
            continue
        name = stem(word)
        if (
            name in _NOT_NAMES
            or _ERA.search(name) is not None
            # (a word of what the figures are given by, `권역별`, `월별`: a heading, no owner)
            or (len(name) >= 3 and name.endswith("별"))
            or (
                name == word
                and len(name) < _MIN_HANGUL
                and _FIGURE_NEXT.match(text, match.end()) is None
            )
        ):
            continue  # a syllable alone names only with its particle or its figure (`배 8천 원`)
        found.append(Owner(name, match.start(), match.end()))
    return tuple(found)


def band_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` writes a band as a name: a range (`65~74세`) or a bound (`75세 이상`),
    whose numbers are its ends, no level of a comparison or a change."""
    return [
        match.span()
        for match in _WORD.finditer(text)
        if match.group("range") or match.group("band")
    ]


def _is_base(text: str, owner: Owner) -> bool:
    """Whether the name is a base of comparison (`부산보다`, `전년 대비`) or the whole a share
    is of (`전체 입장객의 72.1%`), which owns no figure."""
    if _BASE_AFTER.match(text, owner.end) is not None:
        return True
    if text[owner.end : owner.end + 2] in {"보다", "대비"}:
        return True
    return (
        text[owner.start : owner.end + 1].rstrip().endswith("의")
        and _WHOLE_BEFORE.search(text, 0, owner.start) is not None
    )


# The word of a whole right before a name (`전체 입장객의`, `총 매출의`)
_WHOLE_BEFORE = re.compile(r"(?<![가-힣])(?:전체|총)\s?$")


# A count closing as the subject of what follows (`597건이 `, `15곳이 `)
_SUBJECT_AFTER = re.compile(r"\s?[가-힣]{0,3}?[이가]\s")


def named_after_subject(text: str, figure: Figure, listed: list[Owner]) -> Owner | None:
    """The name a block writes right after a count and its subject particle, the class the
    count falls in (`597건이 적합, 15건이 부적합으로 판정`): a word closing with a comma or
    `으로`/`로`, no verb (`94개소가 되었다`); None otherwise."""
    if not figure.counter:
        return None
    after = _SUBJECT_AFTER.match(text, figure.start + len(figure.raw.rstrip()))
    if after is None:
        return None
    word = next((w for w in listed if w.start == after.end()), None)
    if word is None:
        return None
    closed = text[word.end : word.end + 1] in {",", "，"}
    return word if closed or text[word.start : word.end].endswith("로") else None


_HANGUL_WORD = re.compile(r"[가-힣]+")


def short_names(mine: set[str], theirs: set[str]) -> dict[str, str]:
    """block word -> the draft's name for it, where the draft writes sibling words of the
    blocks without the head noun they share (`필기` and `실기` of `필기시험`, `실기시험`): each
    draft word, of two syllables or more, opens exactly one block word, no other draft word
    opens that one, and two of them or more leave the same syllables off. One word written
    short alone (`예산` of `예산안`, `노년` of `노년층`) may be another thing: it names none."""
    opened: dict[str, list[str]] = {}
    for name in mine:
        if len(name) < _MIN_HANGUL or _HANGUL_WORD.fullmatch(name) is None:
            continue
        longer = [
            w for w in theirs if w.startswith(name) and _HANGUL_WORD.fullmatch(w[len(name) :])
        ]
        if len(longer) == 1:
            opened.setdefault(longer[0], []).append(name)
    single = {word: names[0] for word, names in opened.items() if len(names) == 1}
    heads = Counter(word[len(name) :] for word, name in single.items())
    return {word: name for word, name in single.items() if heads[word[len(name) :]] >= 2}


def compound_name(body: str, name: str, holders: Iterable[str], texts: list[str]) -> bool:
    """Whether the sentence writes `name` and a space before a word of two syllables or more a
    block gives the figure to (`지급 보험금`, `고장 신고`), the sentence writes that word after
    no other name (`외상 환자 ..., 교통사고 환자` share it) and a cited block writes the two words
    together too: one name of two words, whose figure is the second word's, not a figure given
    to the first."""
    for holder in holders:
        if len(holder) < 2 or body.count(holder) != 1:
            continue
        pair = re.compile(re.escape(name) + r"\s" + re.escape(holder))
        if not pair.search(body) or not any(pair.search(text) for text in texts):
            continue
        # (the word after another name in a block, `김민수 후보`, `이영희 후보`, is a title they
        # share, not one name's second word)
        after_other = re.compile(r"([가-힣]+)\s" + re.escape(holder))
        if all(m.group(1) == name for text in texts for m in after_other.finditer(text)):
            return True
    return False


# The term of a ratio before its `1` (`21.8대 1`, `3 : 1`, `21.8 to 1`)
_RATIO_BEFORE = re.compile(r"\d\s?(?:대|:|to)\s?$")


def second_term(text: str, figure: Figure) -> bool:
    """Whether `figure` is the `1` a competition ratio is of (`21.8대 1`): its second term,
    owned by the ratio, never a figure of its own."""
    return (
        figure.value == 1
        and _RATIO_BEFORE.search(text, max(0, figure.start - 5), figure.start) is not None
    )
