"""The year a document is dated to, lent to what its body says without one.

A press release or a notice opens with its date line (`보도일시: 2025. 7. 14.(월)`) and its body
then speaks of `올해 상반기` (this year's first half), `지난해` (the year before) or `9월 1일(월)`
without a year. A draft that
writes `the first half of 2025` or `2025-09-01` restates it faithfully. The date line lends its
year only where the body says so itself: a block that names this year in words, or a date whose
written weekday falls on that day in the lent year (the weekday pins the year, so `2024-09-01`
for `9월 1일(월)` of a 2025 release still fails). A block that names a year of its own takes none.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._weekdays import _weekday_written
from fa_grounding._crosschecks._year_words import _THIS_YEAR
from fa_grounding._figures._figure import _year_like
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._figures._normalise import HANGUL
from fa_grounding._tables import HALVES_IN_WORDS

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit

__all__ = ("dated_by_document", "lead_year", "release_date", "release_year")

# A date line naming when the document was released, announced or written
_DATE_LINE = re.compile(
    r"(?:보도|배포|엠바고)\s?(?:일시|일자|시점|일)|(?:공고|작성|보고|발행|발표|게시)\s?(?:일자|일)"
    # (or `배포` right before its date: `소상공인지원과 | 배포 2025. 10. 14.(화)`)
    r"|(?:배포|보도)(?=\s?[:：]?\s?(?:19|20)\d\d\s?[.년])"
    r"|\b(?:Date|Released|Published|Issued)\b",
    re.IGNORECASE,
)
# A whole date with its weekday or not (`2025. 8. 18.(월)`, `2025년 8월 18일`): year and month
_WHOLE_DATE = (
    r"((?:19|20)\d{2})\s?(?:\.|년)\s?(\d{1,2})\s?(?:\.|월)\s?\d{1,2}\s?(?:\.|일)?"
    r"\s?(?:[(（][월화수목금토일][)）])?"
)
# A date that is a whole line (and the office that wrote it after it: `2025. 12. 12.(금)
# 보건위생과 공중위생팀`)
_DATE_ALONE = re.compile(
    _WHOLE_DATE + r"(?:\s+[가-힣·]{1,16}(?:과|팀|실|국|처|청|부|센터|담당관|사업단))*"
)
# A line opening with a date and the word of its release after it (`2025. 7. 14.(월) 배포 / 보도
# 시점: 즉시`)
_DATE_RELEASED = re.compile(r"\s*" + _WHOLE_DATE + r"\s?(?:배포|발표|보도|공고|작성|발행)")
# How far into a document its date line may stand (blocks), and from the line's words to the date
_DATE_LINE_BLOCKS = 6
_DATE_LINE_REACH = 24
# How far into a document its lead may name the year it reports (blocks)
_LEAD_BLOCKS = 12
# The year before the date line's, in words (`지난해`, `작년`; not `전년`, which a block also
# writes for the year before the one it reports)
_LAST_YEAR = re.compile(r"지난해|작년|\blast year\b", re.IGNORECASE)
# The same half of the year before, in words (`지난해 상반기`, `last year's first half`)
_LAST_YEARS_HALF = re.compile(
    r"(?:지난해|작년|\blast year(?:'s)?)\s?(?:의\s)?(?P<half>상반기|하반기|first half|second half)",
    re.IGNORECASE,
)
# The same period a year earlier, in words (`전년 동기`, `지난해 같은 기간`)
_SAME_PERIOD_BEFORE = re.compile(
    r"(?:전년|지난해|작년)\s?(?:동기|같은 기간|동 기간)"
    r"|\bsame period (?:of )?(?:a year earlier|last year)",
    re.IGNORECASE,
)


def dated_by_document(
    figure: Figure,
    present: tuple[str, ...],
    source: _Source,
    units: dict[str, tuple[Unit, ...]],
    body: str,
) -> bool:
    """Whether the year of a draft's date, half or year is the year of the cited blocks' date
    line, which a cited block lends it: by naming this year in words (`올해 상반기` for `2025년
    상반기`) or the year before (`지난해` for `2024년` or `in 2024`), or by a date whose weekday
    falls on that day only in a year next to it (`9월 1일(월)` for `2025-09-01` of a release
    dated 2025). `body` is the sentence's: a half it names the block must name too."""
    if figure.kind == "number" and _year_like(figure):
        # `in 2024`: a year written as a plain number
        figure = figure._replace(kind="date", key=(int(figure.value), None, None))
    year = figure.key[0] if figure.key else None
    if _compared_with(body, figure) and any(
        _a_year_before_the_blocks(figure, anchor, source) for anchor in present
    ):
        return True  # `up 3.2% on H1 2024` of `2025년 상반기 ... 전년 동기(1조 890억 원)보다`
    if figure.kind not in {"date", "half"} or not isinstance(year, int):
        return False
    if figure.kind == "half" and any(_half_of_its_document(figure, a, source) for a in present):
        return True
    for anchor in present:
        document = source.blocks[anchor].document
        text = source.blocks[anchor].text
        if any(y > 0 for y in source.years((anchor,))):
            # (a block dated by a year of its own lends that one; beside `올해`, a year it
            # compares with leaves `올해` the date line's: `올해 상반기 612곳 ... 2023년 상반기
            # 298곳과 비교하면`)
            if _this_years_own(figure, year, anchor, source, body) or _last_years_own(
                figure, year, anchor, source, body
            ):
                return True
            continue
        # (a block under a heading naming a period is that heading's: `6. 2025년 계획`; one
        # naming a year in words that one's)
        lead = _lead(source, anchor)
        led = (
            not _THIS_YEAR.search(text)
            and not _LAST_YEAR.search(text)
            and not _heading_names_a_year(source, anchor)
            and lead is not None
            and year == lead[0]
        )
        # (the half the sentence names with the lead's year, the block's or the lead's: `H1
        # 2025` of a block under the lead `2025년 상반기 ... 수입량은`)
        halves_led = led and lead is not None and _names_halves_of(body, lead[1])
        date = release_date(source, document)
        if date is None:
            if led and figure.key[1] is None and (_names_halves_of(body, text) or halves_led):
                return True
            continue
        dated = date[0]
        base = _base_of_last_year(text)
        if base is None:
            this, last = _THIS_YEAR.search(text) is not None, _LAST_YEAR.search(text) is not None
        else:
            # `612,400명으로 지난해 548,300명보다`: last year only the base; the block's own
            # figures are the date line's year, its base's the year before
            this, last = _years_of_figures(body, anchor, base, source)
            # (and the year the sentence compares with is the base's: `than in 2024`)
            last = last or _compared_with(body, figure)
        named_year = (
            (year == dated and this)
            # (a half alone in a release of its year once it has begun: `상반기` of July 2025)
            or (figure.kind == "half" and year == dated and _begun(figure.key[1], date[1]))
            or (year == dated - 1 and last)
            or year == _titled_year(source, document, dated)
            # (a lead's year lends no day: `2024년 헌혈 건수는 ...` dates no `1월 20일(월)`)
            or (led and (figure.kind == "half" or figure.key[2] is None))
        )
        if _set_against_the_year_before(figure, body, text, date):
            return True  # `2025년 상반기` of `... 5,660원으로, 지난해 상반기 5,321원보다`
        if named_year:
            if figure.kind == "half" or figure.key[1] is None:
                # `2025년 상반기` of `올해 상반기`: the half the sentence names, the block's too
                if _names_halves_of(body, text) or halves_led:
                    return True
            elif source.supports(anchor, figure, frozenset({year}), units):
                return True
        near = abs(year - dated) <= 1  # (a release of December may date next January's)
        if figure.kind == "date" and near and _weekday_pins(figure, anchor, source):
            return True
    return False


def _half_of_its_document(figure: Figure, anchor: str, source: _Source) -> bool:
    """Whether a half the sentence gives a year (`2025년 하반기`) is the half the cited block or
    its document's title names without one (`하반기 청년 행정인턴 120명 모집`) where the
    document writes that half with that year and no other (`「2025년 하반기 청년 행정인턴」`)."""
    year, half = figure.key[0], figure.key[1]
    words = HALVES_IN_WORDS.get(half) if isinstance(half, int) else None
    if words is None:
        return False
    document = source.blocks[anchor].document
    title = "\n".join(b.text for b in source.blocks.values() if b.title and b.document == document)
    if not (words.search(source.blocks[anchor].text) or words.search(title)):
        return False
    years = {
        f.key[0]
        for a, b in source.blocks.items()
        if b.document == document and words.search(b.text)
        for f in source.figures(a)
        if f.kind == "half" and f.key[1] == half
    }
    return years == {year}


def _begun(half: object, month: int) -> bool:
    """Whether a release of `month` names its own year's `half` when it names the half alone:
    the first half in any month, the second from July (before it, `하반기` may be the year
    before's results or the year's plan)."""
    return half == 1 or (half == 2 and month >= 7)


# `지난해` as the base of a comparison (`지난해 548,300명보다`, `지난해(29,700명, 5.4%)보다`,
# `지난해 대비`), with the figures it gives
_LAST_YEAR_BASE = re.compile(
    r"(?:지난해|작년)\s?(?:[(（][^()（）]{0,40}[)）]|[\d.,]+\s?[가-힣%]{0,3})?\s?"
    r"(?:보다|대비|에\s?비해)"
)


def _base_of_last_year(text: str) -> list[tuple[int, int]] | None:
    """The spans of a block where `지난해` is the base of a comparison, when every `지난해` of
    the block is one; else None."""
    spans = [m.span() for m in _LAST_YEAR_BASE.finditer(text)]
    words = [m.start() for m in _LAST_YEAR.finditer(text)]
    if not spans or not all(any(a <= w < b for a, b in spans) for w in words):
        return None
    return spans


def _years_of_figures(
    body: str, anchor: str, base: list[tuple[int, int]], source: _Source
) -> tuple[bool, bool]:
    """(this year, last year): whether the sentence's figures are figures of the block outside
    the base of its comparison with last year (the date line's year's), or inside it (the year
    before's); both when the sentence gives no figure of the block."""
    inside = outside = False
    theirs = [f for f in source.figures(anchor) if f.kind == "number"]
    for mine in source.sentence_figures(body):
        if mine.kind != "number" or _year_like(mine):
            continue
        for f in theirs:
            if matches(mine, f, _NO_YEARS):
                if any(a <= f.start < b for a, b in base):
                    inside = True
                else:
                    outside = True
    if not inside and not outside:
        return True, True
    return outside, inside


def _this_years_own(figure: Figure, year: int, anchor: str, source: _Source, body: str) -> bool:
    """Whether a block naming other years too names this year in words (`올해 상반기`), the
    year of its date line being the figure's, and the half the sentence names with it."""
    date = release_date(source, source.blocks[anchor].document)
    text = source.blocks[anchor].text
    if date is None or date[0] != year or not _THIS_YEAR.search(text):
        return False
    if year in {y for y in source.years((anchor,)) if y > 0}:
        return False  # (the block writes the year in digits: the value check's to read)
    if not (figure.kind == "half" or figure.key[1] is None) or not _names_halves_of(body, text):
        return False
    # (nor when a figure of the sentence is one the block gives another year: `2023년 상반기
    # 298곳` is no figure of this year's)
    theirs = source.figures(anchor)
    for mine in source.sentence_figures(body):
        if mine.kind != "number":
            continue
        same = [t for t in theirs if t.kind == "number" and matches(mine, t, _NO_YEARS)]
        if same and all(
            _OTHER_YEAR_BEFORE.search(text, max(0, t.start - 14), t.start) for t in same
        ):
            return False
    return True


# A year in digits right before a block's figure, dating it (`2023년 상반기 298곳`)
_OTHER_YEAR_BEFORE = re.compile(r"(?:19|20)\d{2}\s?년[^\d.,;]{0,10}$")
# a span a block ends with `지난해` (`2021년부터 지난해까지`), and a draft's year that ends a span
# (`2021-2024`, `2021 to 2024`)
_TO_LAST_YEAR = re.compile(r"(?:부터|[~∼])\s?(?:지난해|작년)\s?(?:까지|말까지)?")
_SPAN_END = re.compile(r"(?:19|20)\d{2}\s?(?:년\s?)?(?:[-–~∼]|to\s|through\s|부터\s)\s?$")
# `지난해` a few words before a block's figure, dating it (`지난해 접수된 민원이 298건`)
_LAST_YEAR_BEFORE = re.compile(r"(?:지난해|작년)[^\d.,;]{0,20}$")


def _last_years_own(figure: Figure, year: int, anchor: str, source: _Source, body: str) -> bool:
    """Whether a block naming other years in digits dates by `지난해` the figure a draft's year
    alone dates (`2024년 ... 298건` of `지난해 ... 298건으로 2023년 341건보다` in a release of
    2025), or ends a span with it (`Over 2021-2024` of `2021년부터 지난해까지`): the year being
    the one before the date line's, and the block writing it nowhere in digits (which the value
    check reads)."""
    date = release_date(source, source.blocks[anchor].document)
    if date is None or year != date[0] - 1 or figure.kind != "date" or figure.key[1] is not None:
        return False
    if year in source.years((anchor,)):
        return False
    text = source.blocks[anchor].text
    if _TO_LAST_YEAR.search(text) and _SPAN_END.search(body, 0, figure.start):
        return True  # `Over 2021-2024` of `2021년부터 지난해까지`: the span's end
    # the figure the draft's year dates: its first number after the year, in English its last
    # number before it (`298 in 2024`)
    numbers = [f for f in source.sentence_figures(body) if f.kind == "number" and not _year_like(f)]
    if HANGUL.search(body) is None:
        before = [f for f in numbers if f.start < figure.start]
        dated = before[-1] if before else None
    else:
        dated = next((f for f in numbers if f.start > figure.start), None)
    if dated is None:
        return False
    return any(
        t.kind == "number"
        and matches(dated, t, _NO_YEARS)
        and _LAST_YEAR_BEFORE.search(text, max(0, t.start - 24), t.start) is not None
        for t in source.figures(anchor)
    )


def _names_halves_of(body: str, text: str) -> bool:
    """Whether every half the sentence names in words the block names too."""
    named = {h for h, words in HALVES_IN_WORDS.items() if words.search(body)}
    return named <= {h for h, words in HALVES_IN_WORDS.items() if words.search(text)}


def _heading_names_a_year(source: _Source, anchor: str) -> bool:
    """Whether the nearest heading over the block naming a period names a year (`6. 2025년 추진
    계획`); a half without its year (`상반기 커피 생두 수입량`) names none."""
    heading = source.period_heading(anchor)
    return heading is not None and any(y > 0 for y in source.years((heading,)))


def _lead(source: _Source, anchor: str) -> tuple[int, str] | None:
    """The year a block's document reports, as its lead names it, when the block stands after
    the lead, with the lead's text: the one year, written alone or with its half, of the
    document's first block naming any (past its date line, not a table's row: `2024년 차 산업
    실태조사 결과를 발표했다` of a release dated 2025). None when that block names several
    or a month (`조사기간: 2024년 6월~8월`), when none does, or when the block is under an item
    naming a year of its own."""
    document = source.blocks[anchor].document
    parent = source.parent_item(anchor)
    if parent is not None and any(y > 0 for y in source.years((parent,))):
        return None
    for seen, block in enumerate(b for b in source.blocks.values() if b.document == document):
        if seen >= _LEAD_BLOCKS or block.anchor == anchor:
            return None
        if block.table_row:
            continue  # (a date line set out with bars, `관세청 | 보도일시: 2025. 8. 12.`)
        periods = [
            f
            for f in source.figures(block.anchor)
            if f.kind in {"date", "quarter", "half"} and isinstance(f.key[0], int)
        ]
        # (a day's date, `2025. 4. 17.(목) 배포`, names when, not which year is reported)
        periods = [f for f in periods if f.kind != "date" or len(f.key) < 3 or f.key[2] is None]
        if not periods:
            continue
        years = {y for f in periods if isinstance(y := f.key[0], int)}
        alone = all(f.kind != "date" or f.key[1] is None for f in periods)
        return (next(iter(years)), block.text) if len(years) == 1 and alone else None
    return None


def lead_year(source: _Source, anchor: str) -> int | None:
    """The year a block that names none, in digits or in words, reports, as its document's lead
    names it (`... 186명으로 전년(204명)보다` under the lead `2024년 한 해 동안 출동한 건수가`);
    else None."""
    if any(y > 0 for y in source.years((anchor,))):
        return None
    text = source.blocks[anchor].text
    if _THIS_YEAR.search(text) or _LAST_YEAR.search(text) or _heading_names_a_year(source, anchor):
        return None
    lead = _lead(source, anchor)
    return lead[0] if lead is not None else None


def _titled_year(source: _Source, document: str, dated: int) -> int | None:
    """The year a document's title names in words, by its date line's year (`지난해 누에고치
    생산량 54.9톤` of a release dated 2025: 2024), when it names no year in digits; else None."""
    if source.title_periods(document)[1]:
        return None
    title = " ".join(b.text for b in source.blocks.values() if b.title and b.document == document)
    last, this = _LAST_YEAR.search(title), _THIS_YEAR.search(title)
    if last and this:
        return None  # (`지난해보다 올해 ...`: which year the document reports is not told)
    if last:
        return dated - 1
    return dated if this else None


def _set_against_the_year_before(
    figure: Figure, body: str, text: str, date: tuple[int, int]
) -> bool:
    """Whether the block sets its half against the same half of the year before in words
    (`지난해 상반기 5,321원보다`, `상반기 ... 전년 동기(84일)보다`), so that the half it reports is
    that of its date line (of the year before for a second half a release of January to June
    reports), and the sentence's half (its figure's, or the only one it names) is that half."""
    if figure.kind == "half":
        mine = {h for h in HALVES_IN_WORDS if figure.key[1] == h}
    elif figure.key[1] is None:
        mine = {h for h, words in HALVES_IN_WORDS.items() if words.search(body)}
    else:
        return False
    if len(mine) != 1:
        return False
    half = next(iter(mine))
    year, month = date
    if figure.key[0] != (year - 1 if half == 2 and month < 7 else year):
        return False
    return any(
        HALVES_IN_WORDS[half].fullmatch(last["half"]) is not None
        for last in _LAST_YEARS_HALF.finditer(text)
    ) or (
        HALVES_IN_WORDS[half].search(text) is not None
        and _SAME_PERIOD_BEFORE.search(text) is not None
    )


def _compared_with(body: str, figure: Figure) -> bool:
    """Whether the sentence writes the period as the base of a comparison (`up 3.2% on H1
    2024`, `2024년 상반기보다`, `2024년 상반기(1조 890억 원) 대비`), not as the period of its
    figures."""
    end = figure.start + len(figure.raw)
    return (
        _BASE_BEFORE.search(body, 0, figure.start) is not None
        or _BASE_AFTER.match(body, end) is not None
    )


_BASE_BEFORE = re.compile(
    r"\b(?:on|from|than|over|against|versus|vs\.?|compared (?:with|to))\s(?:in\s)?(?:the\s)?"
    # (or the figure compared with, dated after it: `than the KRW 268 million recorded in`)
    r"(?:(?:KRW|US\$|\$|₩)?\s?\d[\d.,]*[^\d.;,()]{0,30}?\s(?:in|for|during)\s(?:the\s)?)?$",
    re.IGNORECASE,
)
_BASE_AFTER = re.compile(
    r"\s?(?:[(（][^()（）]{0,30}[)）])?\s?(?:보다|대비|에\s?비해|와\s?비교|과\s?비교)"
)


def _a_year_before_the_blocks(figure: Figure, anchor: str, source: _Source) -> bool:
    """Whether a half or quarter of the sentence is the one a year before a half or quarter
    the block writes, where the block sets its figures against the same period a year earlier
    (`2025년 상반기 ... 전년 동기(1조 890억 원)보다`: `H1 2024`)."""
    named = [h for h, words in HALVES_IN_WORDS.items() if words.search(figure.raw)]
    if figure.kind == "date" and figure.key[1:] == (None, None) and len(named) == 1:
        # (the year of a half, checked as a year: `H1 2024`)
        figure = figure._replace(kind="half", key=(figure.key[0], named[0]))
    if figure.kind not in {"half", "quarter"} or not isinstance(figure.key[0], int):
        return False
    if _SAME_PERIOD_BEFORE.search(source.blocks[anchor].text) is None:
        return False
    year, part = figure.key[0], figure.key[1]
    # (a half the block writes without its year is of its date line's: `상반기 ... 전년 동기`)
    date = release_date(source, source.blocks[anchor].document)
    dated = date[0] if date is not None else None
    text = source.blocks[anchor].text
    words = HALVES_IN_WORDS.get(part) if isinstance(part, int) else None
    if figure.kind == "half" and dated == year + 1 and words is not None and words.search(text):
        return True
    return any(
        theirs.kind == figure.kind
        and (theirs.key == (year + 1, part) or (theirs.key == (None, part) and dated == year + 1))
        for theirs in source.figures(anchor)
    )


def _weekday_pins(figure: Figure, anchor: str, source: _Source) -> bool:
    """Whether the block writes the draft date's month and day without a year, with a weekday
    that day has in the draft date's year (`9월 1일(월)`, a Monday in 2025)."""
    year, month, day = figure.key
    if not isinstance(month, int) or not isinstance(day, int):
        return False
    try:
        weekday = dt.date(int(year), month, day).weekday()  # type: ignore[arg-type]
    except ValueError:
        return False
    text = source.blocks[anchor].text
    return any(
        theirs.kind == "date"
        and theirs.key == (None, month, day)
        and _weekday_written(text, theirs) == weekday
        for theirs in source.figures(anchor)
    )


def release_year(source: _Source, document: str) -> int | None:
    """The year of the date line among a document's first blocks (`보도일시: 2025. 7. 14.`, or
    a line that is a date alone), or None when it has none."""
    date = release_date(source, document)
    return date[0] if date is not None else None


def release_date(source: _Source, document: str) -> tuple[int, int] | None:
    """The year and month of a document's date line, or None when it has none."""
    seen = 0
    for block in source.blocks.values():
        if block.document != document:
            continue
        seen += 1
        if seen > _DATE_LINE_BLOCKS:
            return None
        released = _DATE_RELEASED.match(block.text)
        if released is not None:
            return int(released.group(1)), int(released.group(2))
        line = _DATE_LINE.search(block.text)
        if line is None:
            # a line that is a date alone (`2025. 8. 18.(월)` under a notice's title) is the
            # document's date line too
            alone = _DATE_ALONE.fullmatch(block.text.strip())
            if alone is not None:
                return int(alone.group(1)), int(alone.group(2))
            continue
        for theirs in source.figures(block.anchor):
            near = line.end() <= theirs.start <= line.end() + _DATE_LINE_REACH
            year, month = theirs.key[0], theirs.key[1] if len(theirs.key) > 1 else None
            if theirs.kind == "date" and near and isinstance(year, int):
                return year, month if isinstance(month, int) else 1
    return None
