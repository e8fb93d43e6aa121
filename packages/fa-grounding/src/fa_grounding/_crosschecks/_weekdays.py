"""Cross-check of a date and the weekday written beside it (`3월 5일(수)`, `Wednesday,
March 5`): the weekday of the cited date, or of the block's own date (beside it, or in a cell
of its row); and of a weekday given to a table row by its name (`종묘 | 월요일`)."""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import Figure
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence
from fa_grounding._tables import heads_over_cells

if TYPE_CHECKING:
    from fa_grounding._source import _Source


# A weekday written with a date: `12월 3일(수)`, `12. 3.(수)`, `12월 3일 수요일` after it,
# `Wednesday, December 3, 2025` or `Wed, Dec. 3` before it.
_WEEKDAYS_KO = "월화수목금토일"
_WEEKDAYS_EN = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY_NAMED = re.compile(
    r"[(（][월화수목금토일][)）]|[월화수목금토일]요일"
    r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\b",
    re.IGNORECASE,
)
_WEEKDAY_AFTER = re.compile(
    r"\.?\s?(?:[(（](?P<p>[월화수목금토일])(?:요일)?[)）]|(?:[은는이가도]\s)?(?P<w>[월화수목금토일])요일"
    r"|(?:,?\s(?:was|is|falls on)\s(?:a\s)?)(?P<e>Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b"
    # (an English weekday in brackets: `October 15 (Thu)`, `15 October 2025 (Wednesday)`)
    r"|\s?[(（](?P<e2>Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?[)）])",
    re.IGNORECASE,
)
_WEEKDAY_INSIDE = re.compile(r"[(（]([월화수목금토일])[)）]\s*$")
_WEEKDAY_BEFORE = re.compile(
    r"\b(?P<e>Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+(?:the\s+)?$", re.IGNORECASE
)


def _weekday_written(body: str, figure: Figure) -> int | None:
    """The weekday (0 = Monday) written right after or before a draft's date, or None."""
    inside = _WEEKDAY_INSIDE.search(figure.raw)  # `9.4.(토)`, read with its date
    if inside is not None:
        return _WEEKDAYS_KO.index(inside.group(1))
    after = _WEEKDAY_AFTER.match(body, figure.start + len(figure.raw.rstrip()))
    if after is not None:
        if after.group("e") or after.group("e2"):
            return _WEEKDAYS_EN.index((after.group("e") or after.group("e2"))[:3].lower())
        return _WEEKDAYS_KO.index(after.group("p") or after.group("w"))
    before = _WEEKDAY_BEFORE.search(body, max(0, figure.start - 14), figure.start)
    if before is not None:
        return _WEEKDAYS_EN.index(before.group("e").lower())
    return None


def _check_weekdays(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A weekday written with a date must be that date's: `2025년 12월 3일 목요일` is wrong, 3
    December 2025 being a Wednesday. The year is the date's own, else the one year the cited
    blocks name; without a year the calendar cannot say. A cited block that writes the same day
    with the same weekday is followed (the source's word, right or wrong, is checked elsewhere).
    """
    for read in figures:
        # (a day a span's end makes a date, `Thu 3 to Thu 9 October`: its reading as that date)
        figure = read if read.kind == "date" else _day_reading(read)
        if figure is None or figure.key[1] is None or not isinstance(figure.key[2], int):
            continue
        written = _weekday_written(sentence.body, figure)
        if written is None:
            continue
        year, month, day = figure.key
        if not isinstance(month, int) or not isinstance(day, int):
            continue
        if not isinstance(year, int):
            years = {y for y in source.years(visible) if y > 0}  # (-m: a month named alone)
            before = len(out)
            _check_block_weekday(sentence, figure, written, visible, source=source, out=out)
            if len(years) != 1 or len(out) > before:
                # (a cited block's own weekday for the day goes before the calendar of a year
                # the blocks name: `2026년 사업 ... 12. 1.(월)` dated 2025)
                continue
            year = next(iter(years))
        try:
            date = dt.date(year, month, day)
        except ValueError:
            continue
        if date.weekday() == written:
            continue
        mark = _WEEKDAYS_KO[written]
        same = re.compile(rf"(?<!\d){day}\s?[.일]?\s?(?:[(（]{mark}[)）]|{mark}요일)")
        if any(same.search(source.blocks[a].text) for a in visible):
            continue
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"{figure.raw.strip()!r} is given the weekday {_WEEKDAYS_KO[written]}요일, but "
                f"{date.isoformat()} is a {_WEEKDAYS_KO[date.weekday()]}요일 ({date:%A}); "
                "restate the date's weekday.",
            )
        )


def _day_reading(figure: Figure) -> Figure | None:
    """The reading of a bare number as a day of a month, when it has one (`3` of `3 to 9
    October`), else None."""
    return next((o for o in figure.others if o.kind == "date" and o.start == figure.start), None)


_LONE_WEEKDAY = re.compile(r"([월화수목금토일])(?:요일)?")


def _check_block_weekday(
    sentence: Sentence,
    figure: Figure,
    written: int,
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """Without a year the calendar cannot judge a weekday, but a cited block that writes the
    same month and day with a weekday (`9.4(금)`, `9월 4일(금)`) has: another one (`9.4.(토)`) is
    refused, unless a cited block also writes the draft's."""
    month, day = figure.key[1], figure.key[2]
    same_day = re.compile(
        rf"(?<![\d.]){month}\s?(?:[./]|월)\s?{day}\s?[.일]?\s?"
        r"(?:[(（](?P<p>[월화수목금토일])[)）]|(?P<w>[월화수목금토일])요일)"
    )
    told: set[int] = set()
    # (or a table row whose cell holds the day and another its weekday alone: `9. 22. | 월`)
    day_cell = re.compile(rf"(?<![\d.]){month}\s?(?:[./]|월)\s?{day}\s?[.일]?")
    for anchor in visible:
        text = source.blocks[anchor].text
        if str(day) not in text:
            continue
        for match in same_day.finditer(text):
            told.add(_WEEKDAYS_KO.index(match.group("p") or match.group("w")))
        # (a span's end that writes its day alone, `10월 13일(월)부터 17일(금)까지`, read with
        # the start's month)
        told.update(
            w
            for f in source.figures(anchor)
            if f.kind == "date"
            and f.key[1:] == (month, day)
            and (w := _weekday_written(text, f)) is not None
        )
        cells = [c.strip() for c in text.split("|")] if source.blocks[anchor].table_row else []
        if any(day_cell.fullmatch(c) for c in cells):
            told.update(
                _WEEKDAYS_KO.index(m.group(1)) for c in cells if (m := _LONE_WEEKDAY.fullmatch(c))
            )
    if not told or written in told:
        return
    shown = "·".join(_WEEKDAYS_KO[w] for w in sorted(told))
    out.append(
        _finding(
            "GR-03",
            sentence,
            visible,
            f"{figure.raw.strip()!r} is given the weekday {_WEEKDAYS_KO[written]}요일, but the "
            f"cited block(s) write {month}월 {day}일 as {shown}요일; restate the block's weekday.",
        )
    )


# What may stand between a date and the time of day written right after it: its weekday, a
# comma (`2025. 5. 23.(금) 14:00`, `5월 23일 오후 2시`, `23 May, 14:00`)
_DATE_TIME_GAP = re.compile(r"\s?(?:[(（][월화수목금토일][)）])?\s?,?\s?")
_PER_DAY = "1일"


def _date_before(text: str, time: Figure, dates: list[Figure]) -> Figure | None:
    """The date written right before a time of day in `text`, else None. A bare `1일` with no
    weekday before a time is per day (`1일 08:00 ~ 17:00`), no date."""
    for date in dates:
        end = date.start + len(date.raw)
        if (
            date.raw.strip() == _PER_DAY
            and _DATE_TIME_GAP.fullmatch(text, end, time.start)
            and ("(" not in text[end : time.start] and "（" not in text[end : time.start])
        ):
            continue
        if end <= time.start and _DATE_TIME_GAP.fullmatch(text, end, time.start):
            return date
    return None


def _check_date_times(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A date and the time of day right after it are one moment: `5. 25.(일) 14:00` citing a
    block that writes `14:00` only right after `2025. 5. 23.(금)` gives the time to another
    day. Checked only when every place a cited block writes that time stands right after a
    date and the date is one of the block's (a time a block writes alone may be any day's)."""
    body = sentence.body
    dates = [f for f in figures if f.kind == "date"]
    for time in (f for f in figures if f.kind == "time"):
        date = _date_before(body, time, dates)
        if date is None:
            continue
        paired: list[tuple[str, Figure]] = []
        alone = False
        for anchor in visible:
            theirs = source.figures(anchor)
            their_dates = [f for f in theirs if f.kind == "date"]
            for t in theirs:
                if t.kind == "time" and t.key[:2] == time.key[:2]:
                    d = _date_before(source.blocks[anchor].text, t, their_dates)
                    alone = alone or d is None
                    if d is not None:
                        paired.append((anchor, d))
        if alone or not paired or any(_same_day(date, d) for _, d in paired):
            continue
        anchor, other = paired[0]
        out.append(
            _finding(
                "GR-03",
                sentence,
                (anchor,),
                f"{time.raw.strip()!r} is given to {date.raw.strip()!r} here, but {anchor} "
                f"writes it with {other.raw.strip()!r}; restate the day or the time.",
            )
        )


def _same_day(a: Figure, b: Figure) -> bool:
    """Whether two dates may name one day: every part both write (year, month, day) the same
    (`17일(월)` is `2025. 2. 17.(월)`)."""
    if len(a.key) < 3 or len(b.key) < 3:
        return True  # (not a day: nothing to tell apart)
    return all(x is None or y is None or x == y for x, y in zip(a.key[:3], b.key[:3], strict=True))


# A table cell that is weekdays and nothing else (`화요일`, `매주 월요일`, `토·일요일`), and a
# weekday a sentence writes in words (`월요일`, `Mondays`)
_WEEKDAY_CELL = re.compile(
    r"(?:매주\s?)?((?:[월화수목금토일]\s?[·,]\s?)*[월화수목금토일])(?:요일)?"
)
_WEEKDAY_WORD = re.compile(
    r"(?<![가-힣])(?:(?P<k>(?:[월화수목금토일]\s?[·,]\s?)*[월화수목금토일])요일"
    # (or two or more weekdays a middle dot joins without `요일`, `월·목 13:00~17:00`; not a
    # part of `연·월·일`)
    r"|(?<![가-힣·ㆍ])(?P<k2>[월화수목금토일](?:\s?[·ㆍ]\s?[월화수목금토일])+)(?![가-힣·ㆍ])"
    r"|(?P<e>Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b)",
    re.IGNORECASE,
)
_DATE_BEFORE = re.compile(r"[\d)）]\s?[.일]?\s?[(（]?$")


def _row_weekdays(text: str) -> set[int]:
    """The weekdays a table row's weekday cells write (none when no cell is only weekdays)."""
    days: set[int] = set()
    cells = text.split("|")
    for cell in cells[1:] if len(cells) > 1 else ():  # (a row's label is no weekday: `일 | …`)
        whole = _WEEKDAY_CELL.fullmatch(cell.strip())
        if whole is not None:
            days.update(_WEEKDAYS_KO.index(ch) for ch in whole.group(1) if ch in _WEEKDAYS_KO)
    return days


def _undated_weekdays(body: str) -> list[tuple[int, str, int]]:
    """The weekdays a sentence writes in words and not as a date's (`9월 2일(화)`, `2일 화요일`
    are the calendar's), each of a run too (`월·목요일`): (weekday, as written, where)."""
    found = []
    for match in _WEEKDAY_WORD.finditer(body):
        if _DATE_BEFORE.search(body, max(0, match.start() - 5), match.start()):
            continue
        if match.group("k") or match.group("k2"):
            days = [ch for ch in match.group("k") or match.group("k2") if ch in _WEEKDAYS_KO]
            found.extend((_WEEKDAYS_KO.index(ch), match.group(), match.start()) for ch in days)
        else:
            day = _WEEKDAYS_EN.index(match.group("e")[:3].lower())
            found.append((day, match.group(), match.start()))
    return found


# A row label that is a date or a month (`9. 22.`, `9/22`, `9월 22일`, `9월`)
_DATE_LABEL = re.compile(r"\d{1,2}\s?(?:[./]\s?\d|월|일)")


def _first_cell(rows: dict[str, set[int]], source: _Source) -> str:
    """The label of the first of `rows`."""
    return source.blocks[next(iter(rows))].text.split("|")[0]


def _heads_its_cell(day: int, anchor: str, body: str, source: _Source) -> bool:
    """Whether a head of the row's table names the weekday (`대여소 | 평일 | 토요일 | 휴무 요일`)
    and the sentence gives the row's cell under it (`토요일에는 09:00~18:00`): the weekday is
    that column's, not the row's."""
    row = source.blocks[anchor].text
    plain = re.sub(r"\s+", "", body)
    return any(
        f"{_WEEKDAYS_KO[day]}요일" in head
        and (cell := re.sub(r"\s+", "", row[slice(*span)]))
        and any(ch.isdigit() for ch in cell)
        and cell in plain
        for head, span in heads_over_cells(anchor, source)
    )


def check_row_weekdays(
    sentence: Sentence, *, source: _Source, visible: tuple[str, ...], out: list[Finding]
) -> None:
    """A weekday a sentence gives a table row (a closing day, a collection day) must be one of
    the row's weekday cells: `종묘 | 월요일` citing the row `종묘 | 1,000 | 1,000 | 화요일` is
    refused. The rows are the cited rows with weekday cells whose label the sentence names, or
    the one such row cited; a weekday another cited block writes is left to that block, and one
    written with a date to the calendar (`_check_weekdays`)."""
    written = _undated_weekdays(sentence.body)
    if not written:
        return
    rows = {
        a: days
        for a in visible
        if source.blocks[a].table_row and (days := _row_weekdays(source.blocks[a].text))
    }
    if not rows:
        _check_schedule_weekdays(sentence, written, source=source, visible=visible, out=out)
        return
    # where the sentence names each row (its label, spaces aside)
    places: dict[str, list[int]] = {}
    for a in rows:
        label = re.sub(r"\s+", "", source.blocks[a].text.split("|")[0])
        if len(label) >= 2:
            pattern = r"\s?".join(map(re.escape, label))
            places[a] = [m.end() for m in re.finditer(pattern, sentence.body)]
    named = {a: rows[a] for a in rows if places.get(a)}
    if not named and len(rows) == 1 and not _DATE_LABEL.search(_first_cell(rows, source)):
        # (one row of a name, `2호차` too; a row of a date, `9. 22. | 월`, is the calendar's)
        named = rows
    if not named:
        return
    others = [source.blocks[a].text for a in visible if a not in named]
    in_turn = re.search(r"각각|respectively", sentence.body) is not None
    for day, word, at in written:
        # the row named last before the weekday (names listed before `각각` stand apart from
        # their weekdays: any of them), else any named row
        owners = [
            (max(p for p in places.get(a, []) if p <= at), a)
            for a in named
            if any(p <= at for p in places.get(a, []))
        ]
        anchors = (max(owners)[1],) if owners and not in_turn else tuple(named)
        allowed = set().union(*(named[a] for a in anchors))
        if day in allowed:
            continue
        if any(f"{_WEEKDAYS_KO[day]}요일" in text or word in text for text in others):
            continue
        if any(_heads_its_cell(day, a, sentence.body, source) for a in anchors):
            continue  # `토요일에는 09:00~18:00` of the column `토요일` over `09:00~18:00`
        shown = "·".join(f"{_WEEKDAYS_KO[d]}요일" for d in sorted(allowed))
        out.append(
            _finding(
                "GR-03",
                sentence,
                anchors,
                f"{word!r} is given to a row of {', '.join(anchors)}, whose weekday is {shown}; "
                "restate the row's weekday.",
            )
        )
        return


# A span of weekdays (`월~금`, `화~금요일`) and a weekday written alone in any form: with `요일`,
# in brackets, joined by a middle dot, or as a cell of its own
_WEEKDAY_SPAN = re.compile(
    r"(?<![가-힣])([월화수목금토일])\s?[~∼-]\s?([월화수목금토일])(?=요일|[^가-힣]|$)"
)
_WEEKDAY_ANYWHERE = re.compile(
    r"(?<![가-힣])[월화수목금토일](?=요일|[)）·ㆍ,]|\s?\|)|(?<=[(（·ㆍ|])\s?[월화수목금토일](?![가-힣])"
)
# An English weekday a date follows (`Monday 21 July`, `Friday, 31 October`): the calendar's
_DATE_AFTER = re.compile(
    r",?\s(?:the\s)?(?:\d{1,2}(?![\d:.])|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)",
    re.IGNORECASE,
)


def _check_schedule_weekdays(
    sentence: Sentence,
    written: list[tuple[int, str, int]],
    *,
    source: _Source,
    visible: tuple[str, ...],
    out: list[Finding],
) -> None:
    """A weekday a sentence gives a schedule (`twice a week on Tuesdays and Thursdays`) must be
    one of those the cited prose writes undated (`주 2회(화·금)`, `매주 화요일`), when it writes
    any: a day no cited block writes in any form is refused. A weekday written with a date is
    the calendar's (`_check_weekdays`)."""
    # (the cited blocks and the heads over cited rows: `대여소 | 평일 | 토요일 | 휴무 요일`)
    heads = {h for a in visible if (h := source.header(a)) is not None}
    texts = [source.blocks[a].text for a in (*visible, *sorted(heads - set(visible)))]
    allowed = {day for text in texts for day, _word, _at in _undated_weekdays(text)}
    if not allowed:
        return
    # (and every weekday a cited block writes in any form: a span, `월~금`, `화~금요일`; a cell,
    # `목 | 한빛초등학교`; a date's, `(목)`)
    for text in texts:
        for first, last in _WEEKDAY_SPAN.findall(text):
            a, b = _WEEKDAYS_KO.index(first), _WEEKDAYS_KO.index(last)
            allowed.update(range(a, b + 1) if a <= b else (*range(a, 7), *range(b + 1)))
        allowed.update(_WEEKDAYS_KO.index(m.strip()) for m in _WEEKDAY_ANYWHERE.findall(text))
    for day, word, at in written:
        if day in allowed or _DATE_AFTER.match(sentence.body, at + len(word)):
            continue
        if word in "\n".join(texts):
            continue
        shown = "·".join(f"{_WEEKDAYS_KO[d]}요일" for d in sorted(allowed))
        out.append(
            _finding(
                "GR-03",
                sentence,
                tuple(visible),
                f"{word!r} is no weekday of the schedule the cited blocks write ({shown}); "
                "restate the schedule's weekdays.",
            )
        )
        return
