"""The verdict on each figure of a sentence: confirmed (found by value in a cited block, or in
the heads, headings and title that give it context, or arithmetic fa checks itself),
contradicted (GR-03) or unconfirmed (GR-07), and the cross-checks on the figures found.

`check_figures` walks each figure down one ordered chain of ways it may be supported; the
first that holds ends its turn. `Before` carries what the sentence before lends the next.
"""

from __future__ import annotations

import dataclasses
import re
from decimal import Decimal

from fa_grounding import _support
from fa_grounding._anchors import document_of
from fa_grounding._arithmetic import computed_by_sentence, ends_a_block_move, part_of_before
from fa_grounding._before import Before, _counts_cited_rows
from fa_grounding._calendar import (
    apart_in_days,
    between_dates,
    between_times,
    counted_from_date,
    written_otherwise,
)
from fa_grounding._cited_units import _units_for
from fa_grounding._claims import (
    _cited_places,
    _cited_rows,
    _compared_with_the_whole,
    _counts_a_gaps_sides,
    _counts_its_dates,
    _counts_its_list,
    _counts_its_months,
    _counts_its_rows,
    _names_cited_place,
    _names_cited_row,
    _names_period,
    _ranks,
    _restates_measure,
    _spans_its_dates,
    _thread_counter,
    _year_of,
    counts_days,
    ranks_in_words,
)
from fa_grounding._clauses import clause_anchors, clauses
from fa_grounding._crosschecks import Context, run_cross_checks
from fa_grounding._crosschecks._counted_years import (
    _with_heads,
    counts_cited_years,
    counts_table_years,
    covers_cited_years,
    spans_cited_years,
)
from fa_grounding._crosschecks._list_places import counts_list_entries
from fa_grounding._crosschecks._moves import changed_between_years
from fa_grounding._crosschecks._orders import check_orders, gives_an_order
from fa_grounding._crosschecks._pairs import (
    _check_ranks,
)
from fa_grounding._crosschecks._per_period import base_of_a_period
from fa_grounding._crosschecks._romanized import with_cited_names
from fa_grounding._crosschecks._rows import rows_of_figures
from fa_grounding._crosschecks._shares import row_rate_against
from fa_grounding._document_year import dated_by_document, lead_year
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _NO_YEARS, ROUNDING_TOLERANCE, matches
from fa_grounding._figures._measures import per_base
from fa_grounding._findings import (
    _figure_finding,
    _finding,
    computed_from_own,
    head_condition_finding,
    left_of,
)
from fa_grounding._lent import in_lent_tail, lent_to_tail
from fa_grounding._named_figures import names_a_household, names_a_table, per_one
from fa_grounding._named_sums import sums_listed_names
from fa_grounding._opposed import opposed_in_cited
from fa_grounding._per_quantity import per_quantity_supported
from fa_grounding._report import UNCONFIRMED, Finding
from fa_grounding._restated_tables import dated_by_restated_table
from fa_grounding._row_gaps import gap_to_named_row
from fa_grounding._row_units import days_of_a_months_row
from fa_grounding._scales import scale_of_a_score
from fa_grounding._section_labels import names_another, section_names
from fa_grounding._sentences import Sentence
from fa_grounding._signs import told_by_head
from fa_grounding._source import LENT_COUNTERS, _Source
from fa_grounding._statutes import statute_labels
from fa_grounding._summed_rows import (
    counts_all_years,
    counts_summed_rows,
    counts_table_rows,
    periods_a_total_sums,
    years_a_total_sums,
)
from fa_grounding._suppositions import supposed, supposed_amount
from fa_grounding._tables import (
    _names_by_figures,
    conditions_a_head,
    head_condition,
    names_a_head,
    names_a_head_label,
    split_over_heads,
)
from fa_grounding._units import Unit


def _other_clause(sentence: Sentence, figure: Figure, own: tuple[str, ...]) -> Finding:
    return _finding(
        "GR-03",
        sentence,
        own,
        f"{figure.raw.strip()!r} is not in {', '.join(own)}, which its clause cites; it is in "
        "a block the sentence cites for another clause. Cite the block that holds it where the "
        "figure stands, or restate it.",
    )


def _not_the_rows_rate(
    sentence: Sentence, figure: Figure, written: tuple[str, str, str]
) -> Finding:
    anchor, head, cell = written
    return _finding(
        "GR-03",
        sentence,
        (anchor,),
        f"{figure.raw.strip()!r} follows from the sentence's own figures, but the cited row "
        f"{anchor} writes its {head} as {cell}; restate the row's rate.",
    )


def _half_unstated(sentence: Sentence, figure: Figure, present: tuple[str, ...]) -> Finding:
    return _finding(
        UNCONFIRMED,
        sentence,
        present,
        f"{figure.raw.strip()!r}: the cited block(s) give its year but no half-year and no month "
        "of that year, so which half it was is unconfirmed; check the half before approving.",
    )


# The head of a column of ranks (`순위`, `Rank`) or of row numbers (`연번`, `No.`) in the
# draft's own table.
_RANK_COLUMN = re.compile(r"순\s?위|등\s?수|rank(?:ing)?", re.IGNORECASE)
_SERIAL_COLUMN = re.compile(r"연\s?번|순\s?번|번\s?호|no\.?|#", re.IGNORECASE)


def _rank_cells(
    sentence: Sentence, figures: list[Figure], ranks: dict[int, tuple[int, bool, str]]
) -> list[Figure]:
    """A row of the draft's own table under a head of ranks or of row numbers: a whole cell's
    whole number under `순위` is the row's rank, added to `ranks` (so a cited block must write
    it, as `2위`); under `연번` it numbers the row and is returned, to be left out. Every other
    cell's figures are checked as any."""
    if sentence.kind != "table_row" or not sentence.head:
        return []
    heads = [c.strip() for c in sentence.head.strip().strip("|").split("|")]
    cells = sentence.body.strip().strip("|").split("|")
    serial = []
    for figure in figures:
        column = sentence.body.count("|", 0, figure.start) - sentence.body.lstrip().startswith("|")
        if not 0 <= column < min(len(heads), len(cells)):
            continue
        if (
            figure.kind != "number"
            or figure.unit is not None
            or figure.value != int(figure.value)
            or cells[column].strip() != figure.raw.strip()
        ):
            continue
        if _RANK_COLUMN.fullmatch(heads[column]):
            ranks[figure.start] = (int(figure.value), False, figure.raw.strip())
        elif _SERIAL_COLUMN.fullmatch(heads[column]):
            serial.append(figure)
    return serial


def check_figures(
    sentence: Sentence,
    *,
    source: _Source,
    present: tuple[str, ...],
    visible: tuple[str, ...],
    hidden: tuple[str, ...],
    out: list[Finding],
    before: Before,
) -> tuple[bool, int, int]:
    """Check the sentence's figures; returns (a hedge was used, figures, figures supported).

    Longer than a function should be, on purpose: each figure goes down one ordered chain of
    ways it may be supported (found in its cited blocks, then in the heads, headings and title
    that give it context, then as a rank, a count of the sentence's own rows or list, a day
    count, arithmetic of its own figures, ...), a few lines each, and the first that holds
    ends its turn. Kept in one place, the order reads top to bottom; split, it would be a chain
    of helpers each passing the same dozen values on."""
    figures = told_by_head(sentence.head, sentence.body, source.sentence_figures(sentence.body))
    shares = source.sentence_shares(sentence.body)
    units = _units_for(present, source) if figures else {}
    if shares and any(f.unit == "%" for a in visible for f in source.figures(a)):
        figures = _with_shares(
            figures, shares, source=source, visible=visible, present=present, units=units
        )
    ranks = _ranks(sentence.body) | ranks_in_words(sentence.body)
    serial = _rank_cells(sentence, figures, ranks)
    if serial:
        supported_serial = len(serial)  # `| 3 | 세종 |` under `연번`: the row's number
        figures = [f for f in figures if f not in serial]
    else:
        supported_serial = 0
    if not figures:
        if ranks:  # `두 번째로 높았다`: a rank in words and no figure
            _check_ranks(sentence, ranks, visible, source=source, out=out)
        if gives_an_order(sentence.body):  # `누리시가 가장 많았고, 가람시, 다온군 순`
            named = with_cited_names(sentence.body, visible, source)
            check_orders(
                dataclasses.replace(sentence, body=named), [], visible, source=source, out=out
            )
        return False, 0, 0
    heads = _column_heads(source, visible, present)
    by_clause = clauses(sentence)
    hedged_used = False
    supported = supported_serial
    halves: bool | None = None
    headings: tuple[str, ...] | None = None
    rows = _cited_rows(present)
    places = _cited_places(present)
    if places:
        # `Slide 3: ...` of `[s3.5]`: the anchor's slide or page, not a figure of the text
        named = [f for f in figures if _names_cited_place(sentence.body, f, places)]
        supported += len(named)
        figures = [f for f in figures if f not in named]
    for written in figures:
        figure, unstated = written, False
        if figure.others and names_another(source, figure, present):
            figure = figure._replace(others=())  # `3단계` where the blocks name `2단계`: no count
        if rows and _names_cited_row(sentence.body, figure, rows):
            supported += 1  # `row 18` of `[x1.18]`: the anchor's row, not a figure of the text
            continue
        if figure.start in ranks:
            supported += 1  # `2위`, `3번째로`: a rank, checked by `_check_ranks`
            if (
                ranks[figure.start][2].endswith("위")
                and "위" in source.counters()
                and _support.supported_by_any(figure, visible, source, present, units)
            ):
                del ranks[figure.start]  # `안장 38위` under `(단위: 위)`: a count, found
            continue
        hedged_used = hedged_used or figure.hedged
        searched, context = visible, present
        period = _names_period(figure)
        if period and headings is None:
            # a 개조식 item's `□` heading and its `○` parent item, and a table row's caption, name
            # the period they head; the rows a row of change compares (`2024년 상반기 계` over
            # `증감`), the periods it runs between
            headings = tuple(
                dict.fromkeys(
                    h
                    for a in visible
                    for h in (
                        source.heading(a) or source.caption(a),
                        source.parent_item(a),
                        *_support.compared_rows(a, source),
                    )
                    if h is not None and h not in present
                )
            )
        if figure.kind == "half":
            around = visible + heads + (headings or ())
            if figure.key[0] is None and _support.half_in_words(figure, visible, source):
                supported += 1  # `the second half` of `하반기에`, beside `2025년 상반기`
                continue
            if halves is None:
                halves = _support.names_a_half(around, visible, source)
            if not halves:
                # the cited blocks name no half-year: the months they give in its year must fall
                # in it (`Jun. 30, 2024` of `6 Months Ended`); with none, its year is checked and
                # the half is unconfirmed
                if figure.key[0] is None:
                    supported += 1  # `the first half` without a year: words, as before
                    continue
                if split_over_heads(figure, figures, visible, source, units) or dated_by_document(
                    figure, present, source, units, sentence.body
                ):
                    # `H1 2025`: `(상반기 기준)` over the table, 2025 over its column; or
                    # `상반기` alone in a release of July 2025
                    supported += 1
                    continue
                held = _support.half_held(figure, around, source, present)
                if held == "months":
                    supported += 1
                    continue
                if held != "neither":
                    figure = figure._replace(kind="date", key=(figure.key[0], None, None))
                    unstated = held == "year"
        if period and (heads or headings):
            # the header row's years count too: `First Quarter` under `Year ended ... 2022`;
            # and a 개조식 item's `□` heading names the period of its items; a year alone also
            # from a row of years under merged heads (`센터 수` over `2023 | 2024`)
            # (a count of days, `3일 이상 남은`, is no day a heading names)
            lent = heads + (() if counts_days(sentence.body, figure) else headings or ())
            if figure.kind == "date" and figure.key[1:] == (None, None):
                lent += _year_rows(source, visible, present)
            searched, context = visible + lent, present + lent
        elif heads:
            # and its figures that name columns (`25~29세 | 30~34세`) or the table (its first
            # cell, `여자인구 1천 명당`), never a total in a head (`수량(179종)`): a figure given
            # to a row is then checked against the column by `_crosschecks._columns._check_labels`
            naming = tuple(
                h
                for h in heads
                if _names_by_figures(h, figure, source)
                or names_a_head_label(h, figure, (sentence.body, figures), visible, source)
            )
            searched, context = visible + naming, present + naming
        if searched != visible and _support.bound_elsewhere(sentence.body, figure, visible, source):
            searched, context = visible, present  # `2025년부터` of `□ 2025년` over `2026년부터`
        if _support.supported_by_any(figure, searched, source, context, units):
            supported += 1  # one of its readings: `10.7일` is the 7th of October or 10.7 days
            if unstated:
                out.append(_half_unstated(sentence, written, present))
            own = clause_anchors(sentence, by_clause, figure, visible)
            # (the heads and headings that lent context stay: they are no clause's citation)
            lent = tuple(a for a in searched if a not in visible)
            if (
                own
                and not _support.supported_by_any(figure, own + lent, source, context, units)
                and not days_of_a_months_row(figure, own, source, units)
                # (the one a price is for, `1박 요금`, that its clause's table writes)
                and not _support.rate_base_of_tables(
                    sentence.body, figure, own, present=present, source=source, units=units
                )
                # (a whole its clause adds up from its own parts: `10건은 ... 6건과 ... 4건이며`;
                # parts of another clause are another subject's: `성인 3,000원, 청소년 1,000원
                # [L26]; ... 성인 2,000원 [L27]` gives 1,000 no clause of its own)
                and not computed_by_sentence(
                    sentence.body,
                    figure,
                    [f for f in figures if clause_anchors(sentence, by_clause, f, visible) == own],
                )
            ):
                out.append(_other_clause(sentence, figure, own))
                supported -= 1
            continue
        # (a hedged figure is not also let off its sign: `약 48%` for `△46` is two
        # approximations of another figure, refused as any figure not found; `약 1,037달러`
        # for `-$1,037.03` is the figure correctly rounded, unconfirmed for its sign alone)
        if figure.positive and _support.supported(
            figure._replace(positive=False, hedged=False), searched, source, context, units
        ):
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"{figure.raw.strip()!r}: the cited block(s) write this figure as a "
                    "negative or a decrease, and the sentence gives it no sign and names no "
                    "decrease, so whether it keeps the block's meaning is unconfirmed; write "
                    "its sign (△, -) or say that it fell, or the person approving checks it.",
                )
            )
            continue
        if opposed_in_cited(
            figure,
            present,
            source,
            units,
            body=sentence.body,
            own=figures,
            before=before.figures,
        ):
            # `1.2%p 높아진` where the cited block writes `1.2%p 낮아진`: the block's own change
            # said the other way, refused before any arithmetic could explain its size
            out.append(
                _figure_finding(sentence, source, present, figure, units, own=figures, opposed=True)
            )
            continue
        coded = _code_written(figure, present, source) if figure.key[:1] == ("code",) else False
        if coded is None and "가" <= str(figure.key[1])[:1] <= "힣":
            # a place numbered in a name the document never writes (`가온3지구`): unconfirmed
            supported += 1
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"{figure.raw.strip()!r}: the document writes no place of this name, so "
                    "whether the sentence speaks of the place the cited blocks do is "
                    "unconfirmed; check the name before approving.",
                )
            )
            continue
        if coded is not False:
            # the code as the blocks write it, or a name they never write (`CO2` where they
            # write `이산화탄소`): only a code of the same letters and other digits contradicts
            supported += 1
            continue
        # (or its reading as a label: `7급` of the title `국가공무원 7급 공개경쟁채용시험`)
        label = next((o for o in (figure, *figure.others) if o.kind == "label"), figure)
        if (label.kind == "label" or figure.period in LENT_COUNTERS) and source.lends_label(
            label, present
        ):
            supported += 1  # `제30회` of the heading over the cited blocks
            continue
        if section_names(source, label, present):
            supported += 1  # `2단계` of `- 공사명: ... 개선공사(2단계)` over the cited item
            continue
        if figure.kind == "label" and figure.key in statute_labels(source, present):
            supported += 1  # `제2조 제10호` of the item `10.` under `제2조(정의)`
            continue
        if figure.kind == "number" and source.heading_phrase(figure, sentence.body, present):
            supported += 1  # `상위 4개 분야` of the heading `분야별 지원 규모(상위 4개 분야)`
            continue
        if figure.kind == "number" and names_a_head(figure, sentence.body, visible, source):
            supported += 1  # `70대가 667,500명`: the head `70대` over the cited row
            continue
        if conditions_a_head(figure, sentence.body, visible, source):
            supported += 1  # `20명 이상 단체는` of the head `단체(20명 이상)` over the cited row
            continue
        if _year_before(sentence.body, figure, figures, present, source):
            supported += 1  # `'24년` for `전년(10만 8,940건)` in blocks of 2025
            continue
        if period and split_over_heads(figure, figures, visible, source, units):
            supported += 1  # `2024년 3분기`: 2024 over the column, 3분기 under it
            continue
        if dated_by_restated_table(figure, figures, visible, source, units):
            supported += 1  # `in 2024` of a paragraph the table after it holds under `2024년`
            continue
        if base_of_a_period(sentence.body, figure, figures, visible, source):
            supported += 1  # `1일 2,000원` under `(단위: 원/일)`: the base the amount is per
            continue
        if _support.rate_base_of_tables(
            sentence.body, figure, visible, present=present, source=source, units=units
        ):
            supported += 1  # `1,000명당` that the table's unit line or heads give every row
            continue
        if names_a_household(sentence.body, figure, source):
            supported += 1  # `1인 가구` of a report on `1인 가구`: a kind of household
            continue
        if names_a_table(sentence.body, figure, source):
            supported += 1  # `참고 표 2에 따르면`: the number of a table the document titles
            continue
        if scale_of_a_score(sentence.body, figure, visible, source):
            supported += 1  # `86.2 out of 100` under a caption `(단위: 점, 100점 만점)`
            continue
        if per_one(sentence.body, figure, visible, source):
            supported += 1  # `1박 19,000원`: the one night a price is per
            continue
        if before.counts_rows(figure) or _counts_cited_rows(sentence.body, figure, visible, source):
            # `세 곳의 이의신청은` after a draft table of three rows; `4개 시군은 모두` citing
            # four rows of a table
            supported += 1
            continue
        if between_times(figure, figures) or between_times(figure, before.figures):
            # `15분 앞당겨진다` of `05:30 → 05:15`: minutes between two times, unless a cited
            # block writes its own count of them (`09:00 ~ 16:00(..., 1일 6시간)`)
            other = written_otherwise(figure, [*figures, *before.figures], present, source)
            if other:
                out.append(_finding(UNCONFIRMED, sentence, present, other))
            else:
                supported += 1
            continue
        if counted_from_date(sentence.body, figure, [*figures, *before.figures]):
            supported += 1  # `교육일 7일 전인 3월 11일` of `3월 18일`: calendar arithmetic
            continue
        if any(
            between_dates(sentence.body, reading, figures, list(before.figures))
            for reading in (figure, *figure.others)
        ):
            supported += 1  # `3월 14일 ... 기한(3월 31일)보다 17일 앞선다`: days between them
            continue
        # (a count of days between two dates, `17일 앞선다`, is their distance or a figure)
        spans = (
            None
            if apart_in_days(sentence.body, figure)
            else _spans_its_dates(figure, figures, sentence.body)
        )
        if spans:
            supported += 1  # `7월에서 10월로 석 달 연속`: the steps between its own dates
            continue
        if spans is not None:
            # `2021년부터 2025년까지 4년 동안`: the span counted the other way
            out.append(_counted_the_other_way(sentence, present, figure))
            continue
        if _restates_measure(sentence.body, figure, figures):
            supported += 1  # `3.3㎡(1평)`: the sentence's own figure in another unit
            continue
        if years_a_total_sums(sentence.body, figure, visible, source) or periods_a_total_sums(
            sentence.body, figure, figures, visible, source
        ):
            # `2020~2024년`, `5년간` or `Q1–Q3 2025` of a total row over rows of those periods
            supported += 1
            continue
        if counts_summed_rows(sentence.body, figure, visible, source):
            supported += 1  # `관할 5개 시·군의 평균`: the rows the cited average row sums up
            continue
        if counts_table_rows(sentence.body, figure, visible, source) or counts_table_years(
            sentence.body, figure, visible, source
        ):
            # `10개 구단 중 유일하게` of a cited row of a table of ten clubs; `최근 5년 중` of a
            # table of five years' rows
            supported += 1
            continue
        if _counts_its_rows(sentence.body, figure, len(rows_of_figures(visible, source))):
            supported += 1  # `4개 부처 중`: the four cited rows the sentence compares
            continue
        if counts_all_years(sentence.body, figure, source.years(_with_heads(present, source))):
            supported += 1  # `두 해 모두 15.0%` over a row of 2023 and 2024 columns
            continue
        if counts_cited_years(sentence.body, figure, present, source):
            supported += 1  # `3년 연속` over the cited rows of 2022, 2023 and 2024
            continue
        if spans_cited_years(sentence.body, figure, present, source) or covers_cited_years(
            sentence.body, figure, present, source
        ):
            # `4년 사이` between the cited rows of 2020 and 2024; `3년간` over a series of 2022,
            # 2023 and 2024
            supported += 1
            continue
        if spans_cited_years(sentence.body, figure, present, source, both_ends=True):
            out.append(_counted_the_other_way(sentence, present, figure))
            continue
        if changed_between_years(
            figure, visible, source=source, units=units, body=sentence.body, figures=figures
        ):
            supported += 1  # `1년 새 3곳 늘었다` of the row's `'23년 248 | '24년 251`
            continue
        if _compared_with_the_whole(sentence.body, figure, figures):
            supported += 1  # `84.9%로 100%를 밑돌았다`: the whole, on the side its word says
            continue
        if (
            _counts_its_list(sentence.body, figure)
            or _counts_a_gaps_sides(sentence.body, figure, figures)
            or _counts_its_dates(sentence.body, figure, figures)
            or _counts_its_months(sentence.body, figure, figures)
            or counts_list_entries(sentence.body, figure, present, source)
        ):
            # `순천과 고흥 두 곳`, `두 곳의 차이`, `... 두 차례`, `May and July`'s `two months`,
            # `세 곳 중`: its own count
            supported += 1
            continue
        if _thread_counter(sentence.body, figure):
            supported += 1  # `1/3 사회복지 ...`: the post's place in a thread, not a date
            continue
        if per_quantity_supported(sentence.body, figure, present, source):
            supported += 1  # `톤당 43만 1천 원` of `kg당 431원`: the price per another quantity
            continue
        if days_of_a_months_row(figure, present, source, units):
            supported += 1  # `7월 9일` of the row `7월 | 6 | 9` in days: July's nine days
            continue
        if (
            period
            and (
                source.title_supports(figure, present, units)
                or dated_by_document(figure, present, source, units, sentence.body)
            )
            and not _dated_otherwise(sentence.body, figure, present, source)
        ):
            # a release's title names the period its body restates without it; its date line
            # the year of `올해` and of `9월 1일(월)`
            supported += 1
            continue
        if hidden and _support.supported(figure, hidden, source, present, units):
            if visible:
                out.append(
                    _finding(
                        "GR-06",
                        sentence,
                        hidden,
                        f"{figure.raw.strip()!r} appears only in hidden text ({', '.join(hidden)}),"
                        " not in any visible cited block; a reader of the document cannot see it.",
                    )
                )
            continue
        # a picture or a scanned page with no figure in its text (`조직도.png`, an empty page):
        # its figures are the image's; a description that states figures is checked as text
        pictured = tuple(a for a in visible if source.blocks[a].pictured and not source.figures(a))
        if pictured:
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    pictured,
                    f"{figure.raw.strip()!r} is cited to {', '.join(pictured)}, a picture or a "
                    "page without text: fa cannot read figures in an image, so this one is "
                    "unconfirmed, from an image; the person checks it against the image.",
                )
            )
            continue
        if sums_listed_names(sentence.body, figure, present, source):
            supported += 1  # `호랑이·레서판다·삵이 모두 9마리`: the listed names' figures summed
            continue
        if computed_from_own(
            sentence, figure, figures, present=present, source=source, units=units
        ):
            supported += 1  # `41건에서 36건으로 5건`: the difference of its own cited figures
            continue
        # (the operands of a figure computed from the sentence before: its cited blocks)
        joined = tuple(dict.fromkeys(present + before.visible))
        lent = {**_units_for(before.visible, source), **units} if before.visible else units
        if before.figures and computed_from_own(
            sentence,
            figure,
            [*figures, *before.figures],
            present=joined,
            source=source,
            units=lent,
        ):
            if (
                before.table
                or not computed_from_own(
                    sentence, figure, before.figures, present=joined, source=source, units=lent
                )
                or left_of(
                    sentence.body, figure, before.figures, present=joined, source=source, units=lent
                )
            ):
                # `저축은행은 23.5%로 은행보다 9.0%p 낮았음` after `은행이 32.5%`, `아직 준공되지
                # 않은 사업은 56개소` after `88개소 중 준공은 32개소`, or `대중형이 16.2%p
                # 높다` under the draft table's rows
                supported += 1
            else:
                # a change or a total of the sentence before's figures alone, which nothing
                # of this sentence states: maybe its own subject's, maybe a coincidence
                out.append(_of_the_sentence_before(sentence, present, figure))
            continue
        if computed_by_sentence(sentence.body, figure, figures):
            rate = row_rate_against(sentence.body, figure, visible, source)
            if rate is not None:
                # `3,000원(25%) 감면`: 25% of 12,000, but the cited row's `감면율` is 20
                out.append(_not_the_rows_rate(sentence, figure, rate))
                continue
            supported += 1  # `220호로, 전체 430호의 약 51%`: arithmetic on its own figures
            continue
        if ends_a_block_move(figure, visible, source, units):
            supported += 1  # `4,000억원` of a block's `3,000억 원에서 1,000억 원 증액`
            continue
        if gap_to_named_row(sentence.body, figure, figures, visible, source=source, units=units):
            supported += 1  # `충북이 전북(103개소)보다 18개소 많았다`: 충북's cell less 103
            continue
        whole = part_of_before(sentence.body, figure, figures, before.figures)
        if whole is not None:
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"{figure.raw.strip()!r} is the part the sentence's rate gives of "
                    f"{whole.raw.strip()!r}, which the sentence before states; whether the rate "
                    "is of that amount the cited block(s) do not say, so the person approving "
                    "checks it.",
                )
            )
            continue
        if supposed(sentence.body, figure, present, source):
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"{figure.raw.strip()!r} is a count this sentence supposes (an example it "
                    "sets, 'if ...'), which the cited block(s) do not state: fa can neither "
                    "confirm nor contradict it, so the person approving checks it.",
                )
            )
            continue
        premises = [f for f in figures if supposed(sentence.body, f, present, source)]
        premise = supposed_amount(figure, premises, present, source, units)
        if premise is not None:
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"{figure.raw.strip()!r} is the supposed count {premise.raw.strip()!r} times "
                    "an amount of the cited block(s): arithmetic on an example the sentence "
                    "sets, which fa does not vouch for, so the person approving checks it.",
                )
            )
            continue
        other = _in_another_dimension(figure, visible, source)
        if other is not None:
            # `초당 2500톤` for `초당 2,500㎥`: a mass for a volume of the same size at the
            # density of water, which only the domain relates
            mine, theirs = other
            out.append(
                _finding(
                    UNCONFIRMED,
                    sentence,
                    present,
                    f"{figure.raw.strip()!r} is written in {mine} here and {theirs} in the "
                    "cited block(s): fa does not convert between units of different kinds, so "
                    "it is unconfirmed; the person approving checks it, or restate the block's "
                    "unit.",
                )
            )
            continue
        if in_lent_tail(sentence, figure, source):
            out.append(lent_to_tail(sentence, figure))
            continue
        if (head := head_condition(figure, sentence.body, visible, source)) is not None:
            # `the 20% voluntary-payment reduction` of `자진 납부 시(20% 감경)`, in other words
            out.append(head_condition_finding(sentence, head, figure))
            continue
        out.append(_figure_finding(sentence, source, present, figure, units, own=figures))
    in_table = bool(heads) or any(source.blocks[a].table_row for a in visible)
    crossed = [_as_found(f, visible, source, units) for f in figures]
    # (an English sentence's `Dong-gu` read as the block's `동구`, every figure in its place)
    named = with_cited_names(sentence.body, visible, source)
    if named != sentence.body:
        sentence = dataclasses.replace(sentence, body=named)
    run_cross_checks(Context(sentence, crossed, visible, source, units, ranks, in_table, out))
    return hedged_used, len(figures), supported


def _as_found(
    figure: Figure, visible: tuple[str, ...], source: _Source, units: dict[str, tuple[Unit, ...]]
) -> Figure:
    """The reading of a draft's day of the month that its words also make a count of days
    (`발령일수는 ... 금강 14일`) that the cross-checks judge: the count, when the cited blocks
    hold it (a cell under `(단위: 일)` reads both ways); else the figure as read."""
    days = next((o for o in figure.others if o.kind == "number" and o.period == "day"), None)
    if figure.kind != "date" or days is None:
        return figure
    if not _support.supported_by_any(days, visible, source, visible, units):
        return figure
    return days._replace(others=(figure,))


def _counted_the_other_way(sentence: Sentence, present: tuple[str, ...], figure: Figure) -> Finding:
    """The unconfirmed finding for a span of the sentence's or the cited blocks' first and last
    date counted the other way (`2021년부터 2025년까지 4년 동안`, `5년 사이` for 2020 to 2024)."""
    return _finding(
        UNCONFIRMED,
        sentence,
        present,
        f"{figure.raw.strip()!r} is not in the cited block(s); it is the span between the "
        "first and last date of this sentence or of the cited blocks counted the other way (a "
        "move from one date to another counts the steps between them, a range counts both "
        "ends), so it is unconfirmed; the person approving checks it, or restate a span the "
        "blocks write.",
    )


def _of_the_sentence_before(
    sentence: Sentence, present: tuple[str, ...], figure: Figure
) -> Finding:
    """The unconfirmed finding for a figure that is the sum or difference of figures the
    sentence before states (`80명에서 94명으로 14명 늘었다 [L35]. 청소 인력은 58명에서 66명으로`
    gives 80 - 14): arithmetic across sentences may be what the draft means, or a coincidence
    that hides a wrong figure, so the person approving checks it."""
    return _finding(
        UNCONFIRMED,
        sentence,
        present,
        f"{figure.raw.strip()!r} is not in the cited block(s); it is the sum or difference of "
        "figures the sentence before states, which may be what the draft computes or a "
        "coincidence, so it is unconfirmed; the person approving checks it, or restate a "
        "figure the blocks write.",
    )


def _in_another_dimension(
    figure: Figure, visible: tuple[str, ...], source: _Source
) -> tuple[str, str] | None:
    """When a cited block writes `figure` as a volume where the sentence writes a mass, or the
    other way, of the same size at the density of water (`초당 2,500㎥` for `초당 2500톤`, as
    Korean releases on dams write it): the two units as written (`t`, `'2,500' in m3`); else
    None. Any other pair of dimensions is no reading fa can vouch for either way, and stays
    an error."""
    mine = _as_water(figure)
    if mine is None:
        return None
    for anchor in visible:
        for theirs in source.figures(anchor):
            other = _as_water(theirs)
            if (
                other is not None
                and other[0] != mine[0]
                and abs(other[1] - mine[1]) <= abs(mine[1]) * ROUNDING_TOLERANCE
            ):
                measure = theirs.measure.symbol if theirs.measure else ""
                return figure.measure.symbol if figure.measure else "", (
                    f"{theirs.raw.strip()!r} in {measure}"
                )
    return None


def _as_water(figure: Figure) -> tuple[str, Decimal] | None:
    """(mass or volume, size in cubic metres at the density of water) of a figure in a unit of
    mass or volume, per a time or not (the time left out: a release may drop it); else None."""
    if figure.kind != "number" or figure.measure is None:
        return None
    base = per_base(figure.measure) or figure.measure
    if base.dimension == "volume":
        return "volume", figure.value * base.scale
    if base.dimension == "mass":
        return "mass", figure.value * base.scale / _KG_PER_CUBIC_METRE
    return None


_KG_PER_CUBIC_METRE = Decimal(1000)
"""A cubic metre of water weighs a tonne: the only relation of a mass and a volume fa reads."""


def _code_written(figure: Figure, present: tuple[str, ...], source: _Source) -> bool | None:
    """True when a cited block writes the code `figure` reads (`PM2.5`, `pm 2.5`, `PM-2.5`),
    False when one writes the same letters with other digits (`PM10`), None when none writes
    those letters before digits: then the code is a name the draft brings, not a figure. When
    no cited block writes the letters, the document's other blocks are read the same way: a
    name its heading gives (`화성동탄2 A-14블록`) is the document's, another number of it is
    not. A code of letters and digits in turn (`H5N1`) is matched whole."""
    letters, digits = str(figure.key[1]), str(figure.key[2])
    pattern = re.compile(rf"(?<![A-Za-z]){re.escape(letters)}[\s-]?(\d+(?:\.\d+)?)", re.I)
    if not digits:
        # a code of letters and digits in turn (`H5N1`), whole: another of its first letter
        # (`H5N6`) contradicts it
        letters, digits = letters[:1], letters
        pattern = re.compile(rf"(?<![A-Za-z0-9])({re.escape(letters)}\d{{1,2}}[A-Z]\d{{1,2}})")
    for anchors in (present, tuple(a for a in source.blocks if a not in present)):
        seen = False
        for anchor in anchors:
            for found in pattern.finditer(source.blocks[anchor].text):
                if found.group(1) == digits:
                    return True
                seen = True
        if seen:
            return False
    return None


def _with_shares(
    figures: list[Figure],
    shares: list[tuple[Figure, range]],
    *,
    source: _Source,
    visible: tuple[str, ...],
    present: tuple[str, ...],
    units: dict[str, tuple[Unit, ...]],
) -> list[Figure]:
    """The sentence's figures with its shares in words, when a cited block gives a rate.

    A share in words (`10명 중 7명꼴`, `절반을 넘는다`) glosses a cited rate: it is that rate,
    unless its two counts are the cited block's own (`120곳 가운데 36곳`); with no rate cited,
    its digits stay counts and a share of words alone is words.
    """
    for share, span in shares:
        inside = [f for f in figures if f.start in span]
        if inside and all(_support.supported(f, visible, source, present, units) for f in inside):
            continue
        figures = sorted(
            [*(f for f in figures if f.start not in span), share], key=lambda f: f.start
        )
    return figures


def _year_rows(
    source: _Source, visible: tuple[str, ...], present: tuple[str, ...]
) -> tuple[str, ...]:
    """The rows of heads under a cited row's first one (`| 2023 | 2024 | 2023 | 2024` under
    `시·도 | 센터 수 | 운영 예산`), visible and not cited themselves: they name its years."""
    return tuple(
        dict.fromkeys(
            h
            for a in visible
            for h in source.head_rows(a)[1:]
            if h not in present and not source.blocks[h].hidden
        )
    )


def _column_heads(
    source: _Source, visible: tuple[str, ...], present: tuple[str, ...]
) -> tuple[str, ...]:
    """The column heads a cited table row shows (`2024년 합계는 ... [L4]` with 2024 above),
    visible and not cited themselves."""
    return tuple(
        dict.fromkeys(
            h
            for a in visible
            if (h := source.header(a)) is not None
            and h not in present
            and not source.blocks[h].hidden
        )
    )


# The year before the one a text is about, in words: `전년(10만 8,940건)`, `작년`, `지난해`.
# (and the same span of it, its figures in a bracket after: `전년 같은 기간(각각 615건, 42건)`)
_YEAR_BEFORE = re.compile(
    r"(?:전년|작년|지난해)\s?같은\s?기간\s?[(（]?(?:각각\s?)?|전년(?!\s?동[월기분])|작년|지난해|前年"
)
# A block comparing with the year before (`전년(385억 원)보다`, `전년 대비`, `지난해보다`)
_YEAR_BEFORE_BASE = re.compile(
    r"(?:전년|작년|지난해)(?!\s?동[월기분])\s?(?:[(（][^()（）]{0,20}[)）])?\s?(?:보다|대비|에\s?비해)"
)
# A year a sentence compares with: `2024년보다`, `2024년 대비`, `than in 2024`, `from 2024`
_BASE_AFTER = re.compile(r"\s?(?:년|년도)?\s?(?:보다|대비|에\s?비해)")
# (`up 7.0% on 2024`, `against 2024`: the British base of a change)
_BASE_BEFORE = re.compile(
    r"\b(?:than(?:\s(?:in|that of))?|from|over|compared with|since|on|against|versus|vs\.?)\s$"
)


def _names_base_year(body: str, figure: Figure) -> bool:
    """Whether the sentence compares with the year `figure` names."""
    end = figure.start + len(figure.raw.rstrip())
    return (
        _BASE_AFTER.match(body, end) is not None
        or _BASE_BEFORE.search(body, max(0, figure.start - 20), figure.start) is not None
    )


_YEAR_BEFORE_REACH = 4
"""How far after `전년` its figure may begin (`전년(10만`, `전년 8건`)."""


_WORD_AFTER = re.compile(r"\s*([가-힣]{2,})")


def _dated_otherwise(body: str, figure: Figure, present: tuple[str, ...], source: _Source) -> bool:
    """Whether a cited block writes the words after the draft's year (`'24년 인삼류 수출 목표`)
    after another year (`'25년 인삼류 수출 목표`): the block dates that thing, and the title's
    year is not lent to it."""
    year = _year_of(figure)
    word = _WORD_AFTER.match(body, figure.start + len(figure.raw)) if year is not None else None
    if word is None:
        return False
    for anchor in present:
        text = source.blocks[anchor].text
        for f in source.figures(anchor):
            theirs = _year_of(f)
            after = _WORD_AFTER.match(text, f.start + len(f.raw))
            if theirs is not None and theirs != year and after and after[1] == word[1]:
                return True
    return False


def _year_before(
    body: str, figure: Figure, figures: list[Figure], present: tuple[str, ...], source: _Source
) -> bool:
    """Whether a draft's year (`'24년`) is the year a cited block calls `전년`: the cited blocks
    name the year after it (`2025년 ... 전년(10만 8,940건)`) and not the year itself, and the
    figure the sentence writes next after the year is one a cited block writes right after its
    `전년` (`'24년 10만 8,940건`, never `'24년 12만 4,315건`, the year after's); the year after
    may be the one the document's title names. A year with no figure after it (`2015년 이후`)
    is checked as written."""
    year = _year_of(figure)  # (`'24년`, or a bare `2023` in English)
    if year is None:
        return False
    years = source.years(present)
    if year + 1 not in years:
        # (or the year the document's title names, the blocks' own: `2025년 ... 현황`)
        for document in {document_of(a) for a in present}:
            years = years | source.title_periods(document)[1]
        # (or the year its document's lead names, for a block naming none: `전년(204명)` under
        # `2024년 한 해 동안 ...`)
        years = years | {y for a in present if (y := lead_year(source, a)) is not None}
    if year + 1 not in years or year in years:
        return False
    if _names_base_year(body, figure) and any(
        _YEAR_BEFORE_BASE.search(source.blocks[a].text) for a in present
    ):
        # `2.7 billion more than in 2024`, `2024년보다 27억 원 늘었다`: the year the sentence
        # compares with is the year before a block compares with (`전년(385억 원)보다`)
        return True
    before = [
        f
        for a in present
        for m in _YEAR_BEFORE.finditer(source.blocks[a].text)
        for f in source.figures(a)
        if f.kind == "number" and m.end() <= f.start <= _year_before_ends(source.blocks[a].text, m)
    ]
    following = next((f for f in figures if f.start > figure.start), None)
    if _ENGLISH_YEAR.search(body, max(0, figure.start - 4), figure.start):
        # English writes the year after its figure (`from 62.7% in 2023`)
        following = next((f for f in reversed(figures) if f.start < figure.start), None)
    if following is None or following.kind != "number":
        return False  # a year alone (`2015년 이후`) is checked as written
    return any(matches(following, f, _NO_YEARS) for f in before)


_ENGLISH_YEAR = re.compile(r"\b(?:in|of)\s$")


def _year_before_ends(text: str, match: re.Match[str]) -> int:
    """How far the figures of the year before run after its words: to the end of the bracket
    they open (`전년 같은 기간(각각 615건, 42건)`), else a few characters on."""
    if match.group(0).rstrip().endswith(("(", "（", "각각")):
        close = min(
            (i for i in (text.find(")", match.end()), text.find("）", match.end())) if i >= 0),
            default=-1,
        )
        if close >= 0:
            return close
    return match.end() + _YEAR_BEFORE_REACH
