"""What a sentence's figures claim, read from the words around them: a figure that names
the cited row, page, slide or sheet (the anchor's, not a value), a rank (`2위`, `두 번째로`), a
post's place in a thread (`1/3`), the label before a figure (`매출 120억`), the name before a
bracketed figure (`서울(12%)`), and a span of months that fills a quarter or half."""

from __future__ import annotations

import re
from datetime import date
from itertools import pairwise

from fa_grounding._clauses import CLAUSE_BREAK
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._figure import _year_like as _whole_year_like
from fa_grounding._figures._normalise import normalise_digits


def _spans_as_periods(figures: list[Figure]) -> list[Figure]:
    """A draft's span of months that fills a quarter or half (`2025년 1~6월`) read as that
    period, not as two bare months: a block's `2025년 상반기` supports it, and a block's own
    `1~6월` reads as the same period. The span's months give way to the period."""
    periods = [f for f in figures if f.alternative and f.kind in _PERIOD_KINDS]
    if not periods:
        return figures
    # (a span of whole dates stays its dates, each checked with its weekday: `2025. 7. 1.(화)
    # ~ 9. 30.(화)` is no `3분기` of the draft's)
    whole = {
        p.start
        for p in periods
        if any(
            d.kind == "date" and d.key[2] is not None and p.start <= d.start < p.start + len(p.raw)
            for d in figures
        )
    }
    if whole:
        figures = [f for f in figures if f.start not in whole or f.kind not in _PERIOD_KINDS]
        periods = [p for p in periods if p.start not in whole]
    covered = {
        d.start
        for p in periods
        for d in figures
        if d.kind == "date" and p.start <= d.start < p.start + len(p.raw)
    }
    kept = [f for f in figures if f.start not in covered or f.kind != "date"]
    return [f._replace(alternative=False) if f in periods else f for f in kept]


_PERIOD_KINDS = frozenset({"quarter", "half"})


# A draft may name the sheet or csv row it cites (`row 18`, `12행`, `12번째 행` for `[x1.18]`,
# `[r12]`): that number is the anchor's, which no cell holds. Only the row of a cited anchor is
# let through; any other row number is still a figure to find.
_ROW_BEFORE = re.compile(r"(?:\b[Rr]ows?|행)\s?$")
_ROW_AFTER = re.compile(r"\s?(?:번째\s?)?행(?![가-힣])|\s?(?:번째\s?)?행(?=[은는이의에을과도])")


def _cited_rows(anchors: tuple[str, ...]) -> frozenset[int]:
    rows: set[int] = set()
    for anchor in anchors:
        if anchor[:1] == "x" and "." in anchor:  # x2.14, and a part of its row x2.14.3
            rows.add(int(anchor.split(".")[1]))
        elif anchor[:1] == "r" and anchor[1:].partition(".")[0].isdigit():
            rows.add(int(anchor[1:].partition(".")[0]))
    return frozenset(rows)


_SLIDE_BEFORE = re.compile(r"(?:\b[Ss]lides?|슬라이드)\s?$")
_SLIDE_AFTER = re.compile(r"\s?(?:번째\s?)?(?:번\s?)?슬라이드")
_SHEET_BEFORE = re.compile(r"(?:\b[Ss]heets?|시트)\s?$")
_SHEET_AFTER = re.compile(r"\s?(?:번째\s?)?(?:번\s?)?시트")
_PAGE_BEFORE = re.compile(r"(?:\b[Pp]ages?|\bp\.|페이지)\s?$")
_PAGE_AFTER = re.compile(
    r"\s?(?:쪽|페이지|면)(?![가-힣])|\s?(?:쪽|페이지|면)(?=[은는이의에을과도])"
)


# a page of a PDF may be a slide of a deck saved as PDF: `4번 슬라이드` citing `[p4.4]` names it
_PAGE_OR_SLIDE_BEFORE = re.compile(f"(?:{_PAGE_BEFORE.pattern})|(?:{_SLIDE_BEFORE.pattern})")
_PAGE_OR_SLIDE_AFTER = re.compile(f"(?:{_PAGE_AFTER.pattern})|(?:{_SLIDE_AFTER.pattern})")


_PLACE_WORDS = {
    "s": (_SLIDE_BEFORE, _SLIDE_AFTER),
    "p": (_PAGE_OR_SLIDE_BEFORE, _PAGE_OR_SLIDE_AFTER),
    "x": (_SHEET_BEFORE, _SHEET_AFTER),
}


def _cited_places(anchors: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """The slides (`s7.2`, `s7n`), pages (`p3.2`, `[p3]`) and sheets (`x2.14`) the cited
    anchors lie on, by the anchor's letter."""
    places: dict[str, set[int]] = {}
    for anchor in anchors:
        number = re.match(r"([spx])(\d+)(?:[.n]|$)", anchor)
        if number is not None:
            places.setdefault(number.group(1), set()).add(int(number.group(2)))
    return {letter: frozenset(numbers) for letter, numbers in places.items()}


def _names_cited_place(body: str, figure: Figure, places: dict[str, frozenset[int]]) -> bool:
    """`Slide 3: ...` citing `[s3.5]`, `5쪽` citing `[p5.2]`, `3번 시트` citing `[x3.2]`: the
    anchor's slide, page or sheet."""
    if figure.kind != "number" or figure.unit:
        return False
    end = figure.start + len(figure.raw)
    head = body[max(0, figure.start - 10) : figure.start]
    for letter, numbers in places.items():
        before, after = _PLACE_WORDS[letter]
        if figure.value in numbers and (
            before.search(head) is not None or after.match(body, end) is not None
        ):
            return True
    return False


def _names_cited_row(body: str, figure: Figure, rows: frozenset[int]) -> bool:
    if figure.kind != "number" or figure.unit or figure.value not in rows:
        return False
    end = figure.start + len(figure.raw)
    return (
        _ROW_BEFORE.search(body, max(0, figure.start - 5), figure.start) is not None
        or _ROW_AFTER.match(body, end) is not None
    )


# A list of names each with its figure in brackets: `전문·과학 및 기술서비스업(10만7천명),
# 교육서비스업(6만6천명), 정보통신업(5만2천명)`, `세종(1.03명), 전남(0.97명)`.
# (a word may open the bracket before its figure: `마쓰에시(중학생 24명)`)
_NAMED_BRACKET = re.compile(
    r"(?P<name>[가-힣A-Za-z][가-힣A-Za-z·]{1,20})\s?[(（](?:[가-힣]{1,6}\s)?(?=[-−△▲+]?\d)"
)


# (an entry's name may follow a word of its own: `일본 마쓰에시(...), 중국 웨이하이시(...)`)
_BRACKETS_GAP = re.compile(r"\s*(?:[,·ㆍ]|와|과|및)\s*(?:[가-힣]{1,4}\s)?")
_CLOSE = re.compile(r"[)）]")
_LIST_AFTER_BRACKET = re.compile(r"[)）]\s*(?:[,·ㆍ]|와|과|및)")


def _bracket_list(text: str, at: dict[int, Figure]) -> list[tuple[str, Figure]]:
    """The entries of `text`'s lists of names with bracketed figures, each list of two entries
    or more that only a comma, a middle dot or `와`/`과`/`및` separate (`A(1명), B(2명)`); a name
    compared with a base (`6월 거래량(13만9318건)은 전년 동월(132,486건) 대비`) is no list."""
    if not _LIST_AFTER_BRACKET.search(text):
        return []  # no bracket followed by a list's separator: no list of two entries
    found = [m for m in _NAMED_BRACKET.finditer(text) if m.end() in at]
    entries: list[tuple[str, Figure]] = []
    run: list[re.Match[str]] = []
    for match in found:
        close = _CLOSE.search(text, run[-1].end()) if run else None
        joined = (
            close is not None
            and _BRACKETS_GAP.fullmatch(text, close.end(), match.start("name")) is not None
        )
        if not joined:
            if len(run) >= 2:
                entries.extend((m.group("name"), at[m.end()]) for m in run)
            run = []
        run.append(match)
    if len(run) >= 2:
        entries.extend((m.group("name"), at[m.end()]) for m in run)
    return entries


# A rank: `2위`, `3번째로`, or a native ordinal `두 번째` (not `열두 번째`, `2번째 행`).
_RANK = re.compile(
    r"(?<![\d.,])(?P<d>\d{1,3})\s?(?:위|번째)(?![\s]?행)"
    r"(?=[^가-힣]|$|[는를로에의이와과다였지권입임인도고며예라까요서만])"
    r"|(?<![가-힣])(?P<n>첫|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?번째(?![\s]?행)"
)


# Ranks listed before one `위` (`각각 1, 2위`, `1·2·3위`): each number of the run a rank
_RANK_RUN = re.compile(r"(?<![\d.,])((?:\d{1,2}\s?(?:[,·ㆍ]|와\s|과\s|및\s)\s?)+)(?=\d{1,2}\s?위)")
_RUN_NUMBER = re.compile(r"\d{1,2}")


_RANK_NATIVE = {"첫": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8,
                "아홉": 9, "열": 10}  # fmt: skip


# An English rank in words, where the words make it a place (`came third`, `ranked second`,
# `in third place`, `the second-largest`), not an ordinal of a thing (`the third quarter`)
_RANK_EN = re.compile(
    r"\b(?:(?:came|ranked|ranking|placed|finished|stood|was|were|is|are)\s(?:in\s)?"
    r"(?P<a>first|second|third|fourth|fifth|sixth)\b(?!\s(?:quarter|half|time|round|phase|year))"
    r"|in\s(?P<b>first|second|third|fourth|fifth|sixth)\splace"
    r"|(?P<c>second|third|fourth|fifth|sixth)[-\s](?:largest|highest|most|biggest|lowest"
    r"|smallest|fewest|least|greatest))\b",
    re.IGNORECASE,
)
_RANK_EN_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _ranks(text: str) -> dict[int, tuple[int, bool, str]]:
    """The ranks a text writes, by start: (rank, written in words, as written)."""
    found = {}
    for match in _RANK_EN.finditer(text):
        word = match.group("a") or match.group("b") or match.group("c")
        at = match.start("a") if match.group("a") else match.start(0)
        found[at] = (_RANK_EN_WORDS[word.lower()], True, word)
    if "위" not in text and "번째" not in text:
        return found
    digits = normalise_digits(text)
    for match in _RANK.finditer(digits):
        if match.group("d"):
            found[match.start()] = (int(match.group("d")), False, match.group(0))
        else:
            found[match.start()] = (_RANK_NATIVE[match.group("n")], True, match.group(0))
    for run in _RANK_RUN.finditer(digits):
        for number in _RUN_NUMBER.finditer(digits, run.start(1), run.end(1)):
            found[number.start()] = (int(number.group(0)), False, number.group(0))
    return found


# A first place in words (`가장 높았고`, `최다`), and the second place given after the end of its
# clause in words (`그다음으로`, `뒤를 이었다`)
_FIRST_IN_WORDS = re.compile(
    r"가장|(?:최다|최고|최대)(?:치|로|를|였|이|인|의|는|다)?(?![가-힣])"
    r"|\bthe\s(?:most|highest|largest|biggest|greatest)\b"
    # (or a place in English words: `came first`, `ranked first`, `in first place`)
    r"|\b(?:came|ranked|placed|finished|stood)\s(?:in\s)?first\b|\bin\sfirst\splace\b",
    re.IGNORECASE,
)
_SECOND_IN_WORDS = re.compile(
    r"그\s?다음(?:으로|이|가|을)?|뒤를\s?이(?:었|어|은|음|으며|며)|\bfollowed\sby\b|\bnext\scame\b",
    re.IGNORECASE,
)


def ranks_in_words(text: str) -> dict[int, tuple[int, bool, str]]:
    """The second place a text gives in words after a first (`A가 가장 높았고, B가 그다음으로
    높았음`, `B가 뒤를 이었다`), by start, as `_ranks` gives ranks: only where one entry stands
    between the first place's clause and the words (no comma: `B, C가 뒤를 이었다` ranks B and C
    in turn, neither second alone)."""
    first = _FIRST_IN_WORDS.search(text)
    if first is None:
        return {}
    end = CLAUSE_BREAK.search(text, first.end())
    if end is None:
        return {}
    second = _SECOND_IN_WORDS.search(text, end.end())
    if second is None or "," in text[end.end() : second.start()]:
        return {}
    return {second.start(): (2, True, second.group(0))}


def _year_of(figure: Figure) -> int | None:
    """The year a figure names on its own (`’08년`, `2023년`, a bare `2022`), else None."""
    if figure.kind == "date" and len(figure.key) == 3 and figure.key[1:] == (None, None):
        year = figure.key[0]
        return year if isinstance(year, int) else None
    return int(figure.value) if _year_like(figure) else None


# A label right before its figure, as a list of pairs writes it: `negative precision: 65%`,
# `positive recall 81%`, `2012도10269: 1 건`; in a draft a particle or a linking word may follow
# the label (`negative recall은 81%`, `The negative precision was 69%`). Prose with other words
# between a label and its figure (`총수입은 전년보다 39.6조원 늘어`) pairs nothing.
# English words between a label and its figure (`Dong-gu accounts for 250`): no label
_LINKS = (
    r"was|were|is|are|of|at|stood at|reached|had|has|have|with|for|accounts? for"
    r"|accounted for|recorded|totall?ed|numbered"
)
_LABEL = (
    r"(?:(?<![\w.])(?P<first>[A-Za-z]{2,}|[가-힣]{2,})\s+)?(?<![\w.+])"
    rf"(?P<last>(?!(?i:{_LINKS})\b)[A-Za-z]{{2,}}|[가-힣]{{2,}}?|\d+[가-힣]{{1,3}}\d+)"
)
_BLOCK_LABEL = re.compile(_LABEL + r"(?:\s*[:：=]\s*|\s+)$")
_DRAFT_LABEL = re.compile(
    _LABEL + r"(?:은|는|이|가|의)?(?:\s*[:：=]\s*|\s+)"
    rf"(?:(?i:{_LINKS})\s+)?$"
)
# Words of what an amount is per (`시간당 55,000원`, `1인당`), never a label or a name
PER_WORDS = ("시간당", "회당", "인당", "1인당", "가구당", "건당", "명당", "1회당", "1일당")
# labels that name nothing (`총 25개`, `약 30%`)
_EMPTY_LABELS = frozenset(PER_WORDS) | frozenset(
    {"전체", "합계", "소계", "모두", "각각", "total", "about", "and", "or", "the", "was", "were",
     "is", "are", "of", "at", "than", "up", "to", "by", "from", "over", "under", "nearly"}
)  # fmt: skip
_LABEL_LOOKBACK = 28
_GLOSS_REACH = 16
# a draft figure followed by another in a list (`69%, 65%`, `69%와 65%`, `69% and 65%`)
_LIST_AFTER = re.compile(r"\s*(?:,|와|과|및|and|&)\s*[△▲+\-−–$€£¥₩]?\d")
_ENTRY_GAP = re.compile(r"(?:\s*[:：=]\s*|\s+)[△▲+\-−–]?\d")
_PARTICLE_END = re.compile(r"(?:에서|에는|으로|에|은|는|이|가|의|을|를|로|과|와)$")
# where a list's entry starts: a line, a comma, a bracket, a bullet, a spaced dash, or the colon
# after the list's own name (`참여 기관: 대학 12곳, 연구소 8곳`)
_ENTRY_START = re.compile(r"(?:^|[,;:：(\[•·|\n]|\s[-–])[\s*•·-]*$")


# A bracket right after a name that says what the name covers, a range or a bound (`청소년
# (13~18세)`, `노인(65세 이상)`): its figures define the name and are nobody's figures, and the
# name labels the figure after the bracket; while `서울(1,234명)` gives the name its figure.
GLOSS = re.compile(
    r"(?<=[가-힣A-Za-z])[(（]"
    # (not a bracket that names another entry with its figure: `(종합소득 6,300만 원 이하)`)
    r"(?![가-힣]{2,}\s?(?:은|는|이|가)?\s\d)"
    r"[^()（）]*?(?:\d\s?[~∼-]\s?\d|이상|이하|미만|초과)[^()（）]*[)）]"
)
# A bracket after a figure (and its counter) saying what it takes in or leaves out (`개소(중복
# 지정 포함)`, `(잠정)`, `(본점 제외)`, `(6월 말 기준)`): its words qualify the figure, they
# name nothing.
QUALIFIER = re.compile(
    r"[가-힣]{0,3}\s?[(（][^()（）\d]{0,16}?(?:포함|제외|미포함|별도|기준|잠정|추정|누계|중복)[)）]"
)
_GLOSS_AT_END = re.compile(GLOSS.pattern + r"(?=\s+$)")


def _label_before(text: str, figure: Figure, *, listed: bool) -> tuple[str, ...]:
    """The one or two words right before `figure` that label it, lowercased; () if none. A
    `listed` label starts an entry of a list: after a comma, a bracket, a bullet, a spaced dash
    or a line start, never right after another figure (`1018.5 mm 5위`); a gloss between the
    label and its figure is passed over (`청소년(13~18세) 10%`)."""
    window = text[max(0, figure.start - _LABEL_LOOKBACK - _GLOSS_REACH) : figure.start]
    window = _GLOSS_AT_END.sub("", window)[-_LABEL_LOOKBACK:]
    if not window or not (window[-1].isspace() or window[-1] in ":：="):
        return ()  # a figure glued to the word before it (`총29건`) has no label
    words = (_BLOCK_LABEL if listed else _DRAFT_LABEL).search(window)
    if words is None:
        return ()
    last = words.group("last")
    topic = _TOPIC.search(last) if listed else None
    if (
        topic is not None
        and topic.group(0) in "이가"
        and _SERIES_NEXT.match(text, figure.start + len(figure.raw)) is not None
    ):
        # a subject's `이`/`가` also names a series (`계약금액이 104억 → 1조 7,421억원`): an entry
        # only when no arrow or span mark follows its figure
        return ()
    if topic is not None:
        # Korean prose names its topics with a particle (`고용원 있는 자영업자는 5만 9천명,
        # ..., 무급가족종사자는 5만 5천명 감소`): each is an entry, wherever it starts; a place
        # or a time (`독일에서는`, `3월에는`) is no topic of a figure
        last = last[: topic.start()]
        if _PARTICLE_END.search(last):
            return ()
    elif listed and _ENTRY_START.search(window, 0, words.start()) is None:
        return ()
    first = words.group("first")
    if first is not None and _PARTICLE_END.search(first):
        first = None  # `테스트에서 2012도10269는`: a phrase of its own, not part of the label
    label = tuple(w.lower() for w in (first, last) if w)
    if label[-1].endswith(("보다", "대비")):
        return ()  # `전년보다 419명`: the base of a change, whose figure it is not
    return () if label[-1] in _EMPTY_LABELS else label


# the topic or subject particle after a noun of two syllables or more (`자영업자는`, `일반회계가`)
_TOPIC = re.compile(r"(?<=[가-힣]{2})[은는이가]$")
_TOPIC_PARTICLES = frozenset("은는이가")
_SERIES_NEXT = re.compile(r"[^\s,]{0,3}\s?[→⇒~∼]")


def _label_pairs(
    text: str, figures: list[Figure], *, listed: bool
) -> list[tuple[tuple[str, ...], Figure]]:
    """(label, figure) for each number of `text` with a label right before it: a block's list
    entries (`listed`), or a draft's label with its particle (`negative recall은 81%`)."""
    pairs = []
    for figure in figures:
        if figure.kind != "number" or _year_like(figure):
            continue
        if _RANK.match(text, figure.start):
            continue  # `보고 건수 1위는`: a rank, no figure of the label
        if _STEP_NAMED.match(text, figure.start + len(figure.raw)):
            continue  # `31곳(1등급 9곳`: the number of a grade's name, no figure of the label
        if not listed and _LIST_AFTER.match(text, figure.start + len(figure.raw)):
            continue  # `positive와 negative precision은 69%, 65%`: the figures go in turn
        label = _label_before(text, figure, listed=listed)
        if label:
            pairs.append((label, figure))
        elif pairs and _SECOND_IN_BRACKETS.fullmatch(
            text, pairs[-1][1].start + len(pairs[-1][1].raw), figure.start
        ):
            # `대통령표창 2,951점(27.5%)`: the share in brackets after a labelled count is the
            # label's too
            pairs.append((pairs[-1][0], figure))
    return pairs


# The word of a grade, stage or line right after its number (`1등급`, `3단계`, `2호선`)
_STEP_NAMED = re.compile(r"(?:등급|단계|호선|호기|권역|구역|학년)(?![가-힣])")
# Between a labelled figure and a second figure in brackets right after it (`2,951점(`,
# `360,636표(득표율 `)
_SECOND_IN_BRACKETS = re.compile(r"\s?[가-힣]{0,2}\s?[(（]\s?(?:[가-힣]{1,6}\s)?")


# A thread's counter opening a post (`1/3 사회복지 6,677억 원 ...`, `(2/5) ...`).
_THREAD_COUNTER = re.compile(r"\(?(?P<n>\d{1,2})/(?P<m>\d{1,2})\)?\s")


def _thread_counter(body: str, figure: Figure) -> bool:
    """Whether `figure` is the `N/M` (1 <= N <= M <= 10) that opens the sentence, as the posts
    of a thread number themselves; checked only when no cited block holds it as a date."""
    if figure.kind != "date" or figure.start > 1:
        return False
    match = _THREAD_COUNTER.match(body)
    return (
        match is not None
        and match.start("n") == figure.start
        and 1 <= int(match.group("n")) <= int(match.group("m")) <= 10
    )


def _names_period(figure: Figure) -> bool:
    """Whether the figure names a period: a date, quarter or half, or a number that may be a
    year or has a date as its other reading (the `1` of `1~20일`, `1-20 December`); or a round
    of a series (`1차 접수`), which a heading names as it names a period (`□ 1차 접수 결과`)."""
    return (
        figure.kind in {"date", "quarter", "half"}
        or figure.period == "ordinal"
        or _year_like(figure)
        or any(o.kind == "date" for o in figure.others)
    )


# A bound or a word of time left or spent right after a day (`3일 이상 남은`, `7일 이내`,
# `3일간`): a count of days, no day of a month a heading could name
_DAYS_COUNTED = re.compile(r"\s?(?:이상|이하|이내|미만|초과|남|전|후|간|동안|넘|째)")


def counts_days(body: str, figure: Figure) -> bool:
    """Whether a day the sentence writes alone (`3일`) is a count of days by the words after
    it (`3일 이상 남아야`), not a day of a month."""
    if figure.kind != "date" or figure.key[:2] != (None, None):
        return False
    return _DAYS_COUNTED.match(body, figure.start + len(figure.raw.rstrip())) is not None


def _year_like(figure: Figure) -> bool:
    """A plain number that may be a year (`in the first half of 2024`)."""
    return figure.kind == "number" and _whole_year_like(figure)


# The base of a rate right after its figure: `1,000명당`, `10만 명당`, `가구당`; or `per` before it
# (`per 100,000 people`).
# (`1,000명당`, `10a당`, and a base in any short counter: `충전기 1기당`, `1척당`)
_PER_AFTER = re.compile(
    r"\s?(?:[가-힣]{1,2}|[A-Za-z㎡㎢]{1,3})?\s?당(?![가-힣])"
    # an English fee for so much of a quantity (`the 10-minute fee`, `a 1-hour rate`)
    r"|-(?:minute|hour|day|night|km|kilometre|kilometer|kg)\s(?:fee|rate|charge|fare|price)s?\b"
)
_PER_BEFORE = re.compile(r"(?:\bper\s|[A-Za-z㎏㎞원]/)$", re.IGNORECASE)  # also `kg/10a`


# Two bases of one in a row, a price's per person and per night (`1인 1박 16,000원`, `1인 1회`).
_PAIRED_BASES = re.compile(r"(?<![\d.,])1\s?[가-힣]{1,2}\s1\s?[가-힣]{1,2}(?![가-힣])")
# One of what a price is for, before the word of the price (`1박 요금`, `1회 이용료`, `1인 참가비`)
_ONE_PRICED = re.compile(
    r"\s?(?P<per>박|회|일|인|시간|개월|명|대|가구|상자|박스|개|병|포기|봉지|팩|세트|장|㎏|kg)\s?"
    r"(?:기본\s?)?"
    r"(?:요금|이용료|사용료|대여료|입장료|참가비|수강료|체험료|비용|단가|가격)"
)


# A direction word right after a figure and its counter (`2건 감소`, `40병상 늘고`, `2.2%p
# 상승`); and what makes the figure before it a level, not the change: the destination of a move
# or a comparison's base (`8,900명으로 줄었다`, `3건보다 늘었다`).
_CHANGE_AFTER = re.compile(
    r"\s?[가-힣%p]{0,3}?\s?(?:감소|증가|줄|늘|상승|하락|올라|올랐|내려|내렸|높아|낮아|떨어"
    r"|많았|많은|많다|많아|많게|적었|적은|적다|적어|적게|짧|길었|길어|길다|길게)"
)
_LEVEL_BEFORE_CHANGE = re.compile(r"로|까지|보다|에서")


def states_a_change(body: str, figure: Figure) -> bool:
    """Whether `figure` is a change the sentence states (`2건 감소`, `7% 늘었습니다`), not a
    level moved to or compared (`8,900명으로 줄었다`, `전년 3건보다 늘었다`)."""
    found = _CHANGE_AFTER.match(body, figure.start + len(figure.raw.rstrip()))
    return found is not None and _LEVEL_BEFORE_CHANGE.search(found.group(0)) is None


def in_brackets(body: str, at: int) -> bool:
    """Whether position `at` of `body` lies inside round brackets: a detail of the figure
    before them (`642,843TEU(+9.2%)`, `6건(등급외 1건)`)."""
    before = body[:at]
    return before.count("(") + before.count("（") > before.count(")") + before.count("）")


def priced_one(body: str, figure: Figure) -> str | None:
    """The word of what a price is for after a draft's 1 (`박` of `1박 요금`), or None."""
    if figure.value != 1:
        return None
    found = _ONE_PRICED.match(body, figure.start + len(figure.raw.rstrip()))
    return found.group("per") if found is not None else None


def _rate_base(body: str, figure: Figure) -> bool:
    """Whether a draft figure is the base a rate is given per (`외래환자 1,000명당 8.8명`,
    `1인 1박 16,000원`, `1박 요금`)."""
    end = figure.start + len(figure.raw.rstrip())
    return (
        _PER_AFTER.match(body, end) is not None
        or _PER_BEFORE.search(body, max(0, figure.start - 4), figure.start) is not None
        or priced_one(body, figure) is not None
        or (
            figure.value == 1
            and any(
                m.start() <= figure.start < m.end()
                for m in _PAIRED_BASES.finditer(body, max(0, figure.start - 6), end + 6)
            )
        )
    )


# A count right after the names it counts: `순천(…)과 고흥(…) 두 곳`, `서울, 부산, 대구 3개 시`.
_BRACKETED = re.compile(r"[(（][^()（）]*[)）]")
_LIST_JOIN = re.compile(r"\s*(?:,|、|·|및|과|와|그리고)\s*")
_COUNTED_AFTER = re.compile(
    r"\s?(?:곳|개|명|건|개소|개국|개사|가지|종|군데|개 시|개 군|개 구|단계|등급|분야|유형)"
)
_LIST_START = re.compile(r"[:：]|(?:은|는|이|가|에서|에는)\s")


def _counts_its_list(body: str, figure: Figure) -> bool:
    """Whether a small count (`두 곳`, `3개`) counts the names the sentence lists right before
    it, so the sentence states it itself: `순천(14:31~16:15)과 고흥(16:18~17:05) 두 곳`.
    Only a whole number from 2 to 10, followed by a counter, after exactly that many names of
    up to three words each, a closing `등` left out (`구축(62억 원), 고도화(48억 원), 정비(71억
    원) 등 세 가지`)."""
    if figure.kind == "label":
        # (a stage or a grade read as a label counts too: `관심, 주의, 경계, 심각의 4단계`)
        figure = next((o for o in figure.others if o.kind == "number"), figure)
    if figure.kind != "number" or figure.value != figure.value.to_integral():
        return False
    if figure.bound or in_brackets(body, figure.start):
        return False  # (`다자녀 가정(자녀 2명 이상)`: a name's own bound, no count of a list)
    raw = figure.raw.rstrip()
    counted = _COUNTED_AFTER.search(raw) is not None or (
        _COUNTED_AFTER.match(body, figure.start + len(raw)) is not None
    )
    if not counted or not 2 <= figure.value <= _MAX_LISTED:
        return False
    before = _ETC.sub("", _BRACKETED.sub("", body[: figure.start]).rstrip())
    starts = [m.end() for m in _LIST_START.finditer(before)]
    listed = before[starts[-1] :] if starts else before
    names = [n for n in _LIST_JOIN.split(listed.strip()) if n.strip()]
    # (a name holds no figure: `행정지원은 4명, 골목상권 활성화는 2명` lists no names)
    return len(names) == int(figure.value) and all(
        len(n.split()) <= _NAME_WORDS and not any(ch.isdigit() for ch in n) for n in names
    )


# The word of a count of times right after it (`두 차례`, `2회`, `세 번`)
_TIMES_COUNTED = re.compile(r"\s?(?:차례|회|번)(?![가-힣]*째)")


def _counts_its_dates(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether a small count of times (`두 차례`, `2회`) counts the days the sentence writes
    before it, so it states the count itself: `10. 24.(금) 19:30, 10. 25.(토) 17:00 두 차례`."""
    if figure.kind != "number" or not 2 <= figure.value <= _MAX_LISTED:
        return False
    raw = figure.raw.rstrip()
    if not _TIMES_COUNTED.search(raw) and not _TIMES_COUNTED.match(body, figure.start + len(raw)):
        return False
    days = {
        f.key
        for f in figures
        if f.kind == "date" and f.key[2] is not None and f.start < figure.start
    }
    return len(days) == figure.value


# The word of a count of months right after it (`두 달`, `2개월`, `two months`)
_MONTHS_COUNTED = re.compile(r"\s?(?:달|개월|months?\b)", re.IGNORECASE)
# A month named in English, capitalised (`May`, `Sept.`): a month the sentence names
_ENGLISH_MONTH = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.)"
)
# A span after a count of months (`두 달 연속`, `두 달간`, `two months in a row`)
_SPAN_AFTER = re.compile(r"\s?(?:연속|째|간|동안|만에|사이|in\sa\srow|running|straight)")
# A month as an end of a span (`7월에서`, `7월부터`, `7월~`, `from May`, `between May`)
_MOVE_AFTER = re.compile(r"[가-힣]{0,2}?(?:에서|부터|까지)|\s?[~∼〜\-–]")
_MOVE_BEFORE = re.compile(r"\b(?:from|between|since|until|to)\s$", re.IGNORECASE)
_MONTH_NUMBERS = {
    name: k
    for k, names in enumerate(
        (
            ("January", "Jan."),
            ("February", "Feb."),
            ("March", "Mar."),
            ("April", "Apr."),
            ("May",),
            ("June", "Jun."),
            ("July", "Jul."),
            ("August", "Aug."),
            ("September", "Sep.", "Sept."),
            ("October", "Oct."),
            ("November", "Nov."),
            ("December", "Dec."),
        ),
        start=1,
    )
    for name in names
}


def _counts_its_months(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether a small count of months (`두 달`, `two months`) is the number of months the
    sentence names (`in only two months: May ... and July`, `5월과 7월 두 달`), so that it
    states the count itself. Months with a day (`5월 3일`) are dates, not months named."""
    if figure.kind != "number" or not 2 <= figure.value <= _MAX_LISTED:
        return False
    if figure.value != figure.value.to_integral():
        return False
    raw = figure.raw.rstrip()
    end = figure.start + len(raw)
    counted = _MONTHS_COUNTED.search(raw) or _MONTHS_COUNTED.match(body, end)
    if counted is None:
        return False
    if _SPAN_AFTER.match(body, end if counted.string is raw else counted.end()):
        return False  # (`두 달 연속`, `두 달간`: a span, which `_spans_its_dates` holds)
    named = [
        (f.start, f.start + len(f.raw.rstrip()), f.key[1])
        for f in figures
        if f.kind == "date" and f.key[2:] == (None,) and isinstance(f.key[1], int)
    ]
    named += [
        (m.start(), m.end(), _MONTH_NUMBERS[m.group()]) for m in _ENGLISH_MONTH.finditer(body)
    ]
    if any(
        _MOVE_AFTER.match(body, b) or _MOVE_BEFORE.search(body, max(0, a - 8), a)
        for a, b, _ in named
    ):
        return False  # (`7월에서 10월로`, `from May to July`: the ends of a span, no list)
    return len({month for _, _, month in named}) == figure.value


# `두 곳의 차이`, `두 사람의 나이 차이`, `두 지역 간 격차`: the two sides of a gap
_GAPS_SIDES = re.compile(
    r"두\s?[가-힣]{1,4}\s?(?:의|간|사이의?)\s?(?:[가-힣]{1,6}\s)?(?:차이|격차|간격)"
)


def _counts_a_gaps_sides(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether `figure` is the two of a gap (`두 사람의 나이 차이는 68세`) after two figures of
    one kind the sentence states (`82세 ... 14세`): a gap has two sides, so the count is the
    sentence's own; any other count of a gap's sides (`세 곳의 차이`) is checked as a figure."""
    if figure.kind != "number" or figure.value != 2 or not figure.raw.startswith("두"):
        return False
    if _GAPS_SIDES.match(body, figure.start) is None:
        return False
    kinds = [
        (f.unit, f.counter, f.measure)
        for f in figures
        if f.kind == "number" and f.start < figure.start and f is not figure
    ]
    return any(kinds.count(k) >= 2 for k in kinds)


# `..., 노후 주소정보시설 정비 등 세 가지`: the list's closing `등`
_ETC = re.compile(r"\s등$")
_NAME_WORDS = 3
"""How many words a listed name may have (`주소정보 기본도 고도화`)."""


_MAX_LISTED = 10

# A whole a rate is compared with (`100%를 밑돌았다`, `100%를 넘었다`): the direction after it
_HUNDRED = re.compile(r"100\s?[%％]")
# Words that place a figure above or below the one before them (`100%를 넘었다`, `목표를 4.8%
# 웃돌았다`, `100%를 밑돌았다`, `4.0% 적었다`)
ABOVE_AFTER = re.compile(r"\s?[을를이가]?\s?(?:넘|웃돌|초과|상회|많|높|더\s)")
BELOW_AFTER = re.compile(
    r"\s?[을를이가에]?\s?(?:밑돌|미만|하회|못\s?미|미달|모자라|부족|적|낮|덜\s)"
)


def _compared_with_the_whole(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether `figure` is 100%, the whole the rate right before it is compared with
    (`84.9%로 유일하게 100%를 밑돌았다`): no figure of the source, but the comparison must hold,
    the rate on the side its word says (`84.9%로 100%를 넘었다` is checked as any figure)."""
    if figure.kind != "number" or figure.unit != "%" or figure.value != 100:
        return False
    whole = _HUNDRED.match(body, figure.start)  # (the figure's text may hold its bound word)
    if whole is None:
        return False
    end = whole.end()
    above = ABOVE_AFTER.match(body, end) is not None
    below = BELOW_AFTER.match(body, end) is not None
    if above == below:
        return False
    rate = next((f for f in reversed(figures) if f.start < figure.start and f.unit == "%"), None)
    if rate is None or rate.value == 100:
        return False
    return (rate.value > 100) == above


# A count followed by what it counts and `중` or `가운데`: the whole a comparison is made among
# (`4개 부처 중 증가율이 가장 높다`).
# A comparison's base word right after a figure or a name, past a bracket after it (`88.1%보다`,
# `2023년(80.2%)보다`, `충북(121개소)보다`, `3월 31일 대비`)
THAN_AFTER = re.compile(r"\s?(?:[(（][^)）]{0,12}[)）]|[)）])?\s?(?:보다|대비|에\s?비해)")
_AMONG_AFTER = re.compile(r"\s?[가-힣]{1,3}(?:\s[가-힣]{1,4})?\s?(?:중|가운데)(?![가-힣])")


def _counts_its_rows(body: str, figure: Figure, rows: int) -> bool:
    """Whether a small count is the number of cited table rows a sentence compares among
    (`4개 부처 중 ... 가장 높다` citing the rows of four ministries): a whole number from 2 to
    10, followed by its counter and `중` or `가운데`, or the top or bottom so many (`상위 3개
    시도는 서울, 경기, 인천`), equal to the number of rows `rows`."""
    if figure.kind != "number" or figure.value != figure.value.to_integral():
        return False
    if not 2 <= figure.value <= _MAX_LISTED or figure.value != rows:
        return False
    end = figure.start + len(figure.raw.rstrip())
    if figure.period == "year":
        # years the cited rows are each of (`최근 5년 중 ... 가장 많았던 절기`)
        return _AMONG_AFTER.match(body, end) is not None
    return _COUNTED_AFTER.match(body, end) is not None and (
        _AMONG_AFTER.match(body, end) is not None
        or _TOP_BEFORE.search(body, max(0, figure.start - 4), figure.start) is not None
    )


_TOP_BEFORE = re.compile(r"(?:상위|하위|top|bottom)\s?$", re.IGNORECASE)


# What parts a measure (its unit written after it) from its restatement in another unit: a
# bracket (`3.3㎡(1평)`, `12㎞ (약 7.5마일)`).
_RESTATED_GAP = re.compile(
    r"[^\d\s()（）]{0,10}\s?[(（]\s?(?:약|about|approx\.?)?\s?", re.IGNORECASE
)


def _restates_measure(body: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether `figure` restates the measure right before it in another unit of the same
    dimension, in brackets (`3.3㎡(1평)`, `12㎞(7.5mi)`): the sentence converts its own figure,
    which is checked itself. Only when the two agree to the coarser one's last written digit
    (`3.3㎡(2평)` restates nothing and is checked as any figure)."""
    if figure.kind != "number" or figure.measure is None:
        return False
    before = [f for f in figures if f.start < figure.start and f.kind == "number"]
    if not before:
        return False
    prior = before[-1]
    if (
        prior.measure is None
        or prior.measure.dimension != figure.measure.dimension
        or prior.measure.symbol == figure.measure.symbol
    ):
        return False
    gap = body[prior.start + len(prior.raw.rstrip()) : figure.start]
    if _RESTATED_GAP.fullmatch(gap) is None:
        return False
    mine = figure.value * figure.measure.scale
    theirs = prior.value * prior.measure.scale
    slack = max(figure.quantum * figure.measure.scale, prior.quantum * prior.measure.scale) / 2
    return abs(mine - theirs) <= slack


# what joins the two ends of a range of dates: a weekday in brackets, then `~`, a dash or
# `부터` (`10. 6.(월) ~ 10. 8.(수)`, `3월 24일(월)부터 28일`, `3. 2.~3. 6.`)
_RANGE_GAP = re.compile(r"\s*(?:[(（][^)）]{1,4}[)）])?\s*(?:[~∼–-]|부터|에서부터)\s*")
_RANGE_WORDS = re.compile(r"[~∼–]|부터|까지|\bthrough\b")
_MOVE_WORDS = re.compile(r"에서|→|->|\bfrom\b")


def _spans_its_dates(figure: Figure, figures: list[Figure], body: str) -> bool | None:
    """Whether a duration (`석 달`, `5년간`, `26일간`) is the span between the first and last
    date of its own sentence as the sentence counts it (True), counted the other way (False),
    or no span of them (None). A move (`7월에서 10월로 석 달 연속`, `→`) counts the steps
    between its dates; a range (`7~10월 4개월간`, `2021년부터 2025년까지 5년간`) counts both
    ends: arithmetic fa checks itself. The other count, or a sentence that names neither, is
    unconfirmed, as any computed figure is. Any other length (`두 달`) is checked as any
    figure."""
    if figure.kind != "number" or figure.period not in {"year", "month", "day", "week"}:
        return None
    if figure.value != figure.value.to_integral() or figure.signed:
        return None
    dates = [f for f in figures if f.kind == "date" and not f.alternative]
    if figure.period == "week":
        return _weeks_of_its_range(figure, dates, body)
    # the range right before the duration, if one is (`3월 24일부터 28일까지 5일간 ..., 발표는
    # 6월 20일`): what the duration spans
    before = [f for f in dates if f.start < figure.start]
    for first, last in reversed(list(pairwise(before))):
        if _RANGE_GAP.fullmatch(body, first.start + len(first.raw), last.start) is not None:
            dates = [first, last]
            break
    span = _span([f.key for f in dates], figure.period)
    if span is None or figure.value not in {span, span + 1}:
        return None
    between = body[dates[0].start : dates[-1].start + len(dates[-1].raw) + 3]
    ranged = _RANGE_WORDS.search(between) is not None
    moved = _MOVE_WORDS.search(between) is not None
    # the dates of the duration's own unit (`9월`, `10월` for `두 달`; not the year before them)
    items = [f for f in dates if len(f.key) == 3 and _ITEM_KEY[figure.period](f.key)]
    listed = len(items) > 1 and all(
        _LIST_GAP.fullmatch(body, first.start + len(first.raw), last.start) is not None
        for first, last in pairwise(items)
    )
    if listed and not ranged and not moved and figure.value == len(items) == span + 1:
        return True  # `8월과 9월 ... 두 달 합계`: the dates listed one by one, counted as items
    if not ranged and not moved and _APART_AFTER.match(body, figure.start + len(figure.raw)):
        moved = True  # `'22년 ... '24년 ... 2년 새`: the distance, counted in steps
    if ranged == moved:
        return False
    return figure.value == (span + 1 if ranged else span)


# The days a span of whole weeks counts at the least: its last week's working days
_LAST_WEEK_DAYS = 3


def _weeks_of_its_range(figure: Figure, dates: list[Figure], body: str) -> bool | None:
    """Whether a count of weeks (`2주간`) is the weeks a range of days right before it runs
    through (`9. 15.(월)부터 9. 26.(금)까지`, 12 days: two weeks, the last to its Friday); None
    for any other count, checked as any figure."""
    before = [f for f in dates if f.start < figure.start and isinstance(f.key[2], int)]
    if len(before) < 2:
        return None
    first, last = before[-2], before[-1]
    if _RANGE_WORDS.search(body, first.start, last.start + len(last.raw) + 3) is None:
        return None
    span = _span([first.key, last.key], "day")
    if span is None:
        return None
    days, weeks = span + 1, int(figure.value)
    return True if 7 * weeks - _LAST_WEEK_DAYS - 1 <= days <= 7 * weeks else None


# Whether a date's key is of a duration's unit: a year alone, a month without its day, a day
_ITEM_KEY = {
    "year": lambda key: key[1:] == (None, None),
    "month": lambda key: isinstance(key[1], int) and key[2] is None,
    "day": lambda key: isinstance(key[2], int),
}
# What joins dates listed one by one (`8월과 9월`, `8월·9월·10월`, `8월, 9월`)
_LIST_GAP = re.compile(r"\s?(?:과|와|및|·|,|、)\s?")
# The words after a duration that make it a distance between two dates (`2년 새`, `3개월 사이`,
# `5년 만에`), after its counter when the figure's text does not hold it
_APART_AFTER = re.compile(r"\s?(?:년|개월|달|일)?\s?(?:새|사이|만에)(?:에|에는)?(?![가-힣])")


def _span(keys: list[tuple[object, ...]], period: str) -> int | None:
    """The span from the first to the last of the dates `keys` (year, month, day), in `period`
    units; None when they do not give it."""
    years = [k[0] for k in keys if isinstance(k[0], int)]
    if period != "year":
        keys = [k for k in keys if isinstance(k[1], int)]  # `'26년 7월 ... 10월`: the months
    if len(keys) < 2:
        return None
    first, last = keys[0], keys[-1]
    if period == "year":
        if isinstance(first[0], int) and isinstance(last[0], int) and last[0] > first[0]:
            return last[0] - first[0]
        return None
    if not isinstance(first[1], int) or not isinstance(last[1], int):
        return None
    year = years[0] if years else 2001  # a year without 29 February when none is named
    end_year = last[0] if isinstance(last[0], int) else year
    start_year = first[0] if isinstance(first[0], int) else year
    if period == "month":
        months = (end_year - start_year) * 12 + last[1] - first[1]
        return months if months > 0 else None
    if not isinstance(first[2], int) or not isinstance(last[2], int):
        return None
    try:
        days = (date(end_year, last[1], last[2]) - date(start_year, first[1], first[2])).days
    except ValueError:
        return None
    return days if days > 0 else None


def comma_between(
    body: str, start: int, end: int, figures: list[Figure], *, marks: str = ",，"
) -> bool:
    """Whether a comma outside every figure (`2,171`'s ends no clause) is in `body[start:end]`;
    `marks` may add other marks that close an item (`3천 원·월 정기권`)."""
    inside = [(f.start, f.start + len(f.raw)) for f in figures]
    return any(
        body[p] in marks and not any(a <= p < b for a, b in inside) for p in range(start, end)
    )
