"""Cross-checks: after each figure of a sentence is found (or not) in a cited block, whether the
figures sit where the sentence puts them: in the right column or row of a table, beside the
right label, paired with the right year, period, base or rank, on the right weekday.

`CROSS_CHECKS` is the one ordered table of them; `run_cross_checks` runs each whose condition
holds, in that order, and each adds its GR-03 findings to the sentence's. One module a family:

- `_columns`: a table's columns (a change column, a column the sentence names, the last
  column head, the labels of columns).
- `_grade_columns`: the figures after a grade a sentence names (`D등급은 ... 36대, ... 12개`),
  under that grade's head of a table of grades.
- `_point_columns`: a change in points (`1.20%p`) is never the figure of a rate's column
  (`2024년 변동률`) beside a column of the change (`전년 대비`).
- `_stem_columns`: an amount given the word of an amount head (`2,000만 원을 집행해` of `예산액 |
  집행액`), under that head.
- `_label_turns`: several numbered steps a table heads (`1차 위반 | 2차 위반`), each given its
  own figure (`1차 10만 원, 2차 30만 원`, `KRW 300,000 for a second`).
- `_rows`: the rows a sentence names by their labels (one, or several in turn), and the row a
  bracketed detail shares with the figure before it.
- `_column_words`: a word of a column of words (`무대 | 우면당`) given the cited row from another
  row.
- `_periods`: the column a year, quarter, half or month heads, and a row whose label names a
  year (`_move_spans`: the spans a move runs over, from a year on or over a count of years).
- `_year_words`: the words that date a sentence by the document's own year (`올해`, `this
  year`, `지난해` opening a sentence or in the question it answers).
- `_english_years`: the years an English sentence writes (`KRW 4.25 billion in 2024`), which
  `_periods` reads as a Korean `2024년`.
- `_pairs`: figures the sentence pairs with each other (`각각`/respectively lists, years and
  periods with their figures, ordinals, bases, ranks).
- `_labels`: the label before a figure, the name before a bracket, and the paragraph written
  after an article (`제17조제2항`).
- `_ladders`: a named step of a ladder (`풍랑주의보`, `경계 단계`, `우수 등급`) is the one a
  cited block writes.
- `_weekdays`: a date and the weekday written beside it, the time of day after it, and a
  weekday given to a named row (`_weekday_owners`: a weekday a block's prose gives one name,
  `가람동은 화요일`, never given to another; run beside the row weekdays, as a weekday in words
  is no figure).
- `_ranges`: the two ends of a range of dates, kept together.
- `_owners`: which figure is whose, when a block gives two names their figures (`_lists`:
  the names that stand in a list before a `각각`; `_listed_names`: the names a block lists
  with their figures, each the others' rival; `_told_apart`: the names that tell the blocks'
  figures apart; `_english_names`: an English numbered class, `Grade 1`, as the block's `1급`;
  `_named_before`: a rival subject's bracketed base, `아파트(23.5%)보다`, and a row's name
  before a column's head, `바다동 비중은`).
- `_english_order`: two figures an English sentence gives in the other order than a cited
  block lists their entries, or than two cited rows of a table hold them, naming them in words
  fa does not read: unconfirmed (GR-07).
- `_absent_entries`: a figure a cited block of prose gives one entry, given to a sibling entry
  of the document (a row of one of its tables, a name listed beside it, another item of a list
  whose items are each one entry's record, `_records`) no cited block names.
- `_bracketed_shares`: a count and its share in brackets (`9건(23.3%)`) are of one column of a
  cited row, by the arithmetic of the column's total.
- `_base_columns`: a change and the base a sentence sets it against (`전년(77.9%) 대비 4.5%p`)
  in one line of a cited table, never a row of changes' other column.
- `_crossed`: two clauses that each take one figure from each of two cited blocks, crossed
  (each subject given the other's figure), or of many figures each one odd figure from the
  other's block, read without names.
- `_bracket_pairs`: a figure a block writes with another in brackets after it (`3%(1상자
  33,950원)`), never joined by a sentence to another pair's partner.
- `_labelled_items`: a figure a clause gives one item's label (`차상위계층: 50% 감면`) that
  only a sibling item holds, the labels read whole or shortened (`기초생활수급자`).
- `_parts_of_wholes`: a part a sentence gives larger than its whole (`30 ..., 63 of them`).
- `_copied`: a figure after words the sentence copies from a block, in the block's place.
- `_respective_levels`: a change a block's `각각` list pairs with one level, never another's.
- `_ranked`: a rank or superlative a sentence gives a figure of a table, ranked by fa among
  the table's like figures.
- `_superlatives`: a first place a block gives in words (`A가 14.9%로 가장 높았다`) is not given
  another figure of its measure, nor a sibling name.
- `_orders`: a list in order a block gives (`A, B, C 순`) told in another order.
- `_moves`: a move from one figure to another (its direction word, its order in a table) and
  the direction of a change between two values a block gives.
- `_per_period`: the period an amount or a count is given per (`월 30만 원`, `a year`).
- `_per_quantity` (beside the verdicts, which it also serves): the mass or volume a price is
  given per (`kg당 431원` is not `톤당 431원`).
- `_category_words`: the English words of the categories Korean documents count by (`the
  Central plant` for `중앙`, `women` for `여성`), read as the block's Korean names.
- `_romanized`: the Korean names an English sentence writes in Latin letters (`Dong-gu` for
  `동구`), read as the block's names before the checks run; with `_english_names`, the English
  words of a budget's sources (`the national government` for `국비`).
- `_shares`: a per cent of a base (`평년의 20.5%`) is no change from it, nor a change a share.
- `_earlier_figures`: a figure a block gives the period before (`전년 동기(1,130식)`) is not
  the level of the period itself.
- `_reached_levels`: the level a clause of change reaches (`9,000원으로 5.9% 인상`) is the
  later year's column of a cited row, not the one the change starts from.
- `_clause_moves`: the direction of a change a block gives two subjects both ways, taken from
  the clause that holds the sentence's other figures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fa_grounding._claims import _year_of
from fa_grounding._crosschecks._absent_entries import check_absent_entries
from fa_grounding._crosschecks._base_columns import check_base_columns
from fa_grounding._crosschecks._bracket_pairs import check_bracket_pairs
from fa_grounding._crosschecks._bracketed_shares import check_bracketed_shares
from fa_grounding._crosschecks._clause_moves import check_clause_directions
from fa_grounding._crosschecks._column_words import check_column_words
from fa_grounding._crosschecks._columns import (
    _check_change_columns,
    _check_labels,
    _check_last_head,
    _check_named_columns,
)
from fa_grounding._crosschecks._copied import check_copied_places
from fa_grounding._crosschecks._crossed import check_crossed_clauses
from fa_grounding._crosschecks._earlier_figures import check_earlier_figures
from fa_grounding._crosschecks._english_order import check_english_order
from fa_grounding._crosschecks._grade_columns import check_grade_columns, names_a_grade
from fa_grounding._crosschecks._label_turns import check_steps_in_turn, check_written_steps
from fa_grounding._crosschecks._labelled_items import check_labelled_items
from fa_grounding._crosschecks._labels import (
    _check_bracketed,
    _check_label_pairs,
    _check_named_brackets,
    check_article_paragraphs,
)
from fa_grounding._crosschecks._ladders import check_grades_of_names, check_ladder_steps
from fa_grounding._crosschecks._list_places import check_list_places
from fa_grounding._crosschecks._moves import (
    check_change_directions,
    check_change_sizes,
    check_comparisons,
    check_levels_over_the_year_before,
    check_moves,
    check_subjects_after_a_comparison,
)
from fa_grounding._crosschecks._orders import check_orders, gives_an_order
from fa_grounding._crosschecks._owners import check_owners
from fa_grounding._crosschecks._pairs import (
    _check_bases,
    _check_ordinal_pairs,
    _check_period_pairs,
    _check_ranks,
    _check_respective_dates,
    _check_year_pairs,
)
from fa_grounding._crosschecks._parts_of_wholes import check_parts_of_wholes
from fa_grounding._crosschecks._per_period import check_periods_of_amounts
from fa_grounding._crosschecks._periods import _check_columns, _check_row_years
from fa_grounding._crosschecks._point_columns import check_point_columns
from fa_grounding._crosschecks._ranges import _check_date_ranges
from fa_grounding._crosschecks._ranked import check_ranked_figures, names_a_rank
from fa_grounding._crosschecks._rate_gaps import check_rate_gaps
from fa_grounding._crosschecks._reached_levels import check_reached_levels
from fa_grounding._crosschecks._respective_levels import check_respective_levels
from fa_grounding._crosschecks._rows import (
    _check_bracket_rows,
    _check_row_names,
    _check_row_words,
    _check_rows_in_turn,
    _check_uncited_rows,
)
from fa_grounding._crosschecks._shares import check_shares_and_changes
from fa_grounding._crosschecks._stem_columns import check_stem_columns
from fa_grounding._crosschecks._superlatives import check_first_places
from fa_grounding._crosschecks._table_moves import check_table_moves
from fa_grounding._crosschecks._weekdays import (
    _WEEKDAY_NAMED,
    _check_date_times,
    _check_weekdays,
)
from fa_grounding._per_quantity import check_per_quantity

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._report import Finding
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source
    from fa_grounding._units import Unit


@dataclass(frozen=True)
class Context:
    """What a cross-check reads: the sentence and its figures (those checked one by one, the
    names of a cited slide or page left out), the visible cited blocks, the source, the units
    declared for the cited blocks, the ranks the sentence names (by a figure's start), whether
    a cited block is a table row or shows column heads, and the findings to add to."""

    sentence: Sentence
    figures: list[Figure]
    visible: tuple[str, ...]
    source: _Source
    units: dict[str, tuple[Unit, ...]]
    ranks: dict[int, tuple[int, bool, str]]
    in_table: bool
    out: list[Finding]


@dataclass(frozen=True)
class CrossCheck:
    """One cross-check: its name, when it applies, and what it runs."""

    name: str
    applies: Callable[[Context], bool]
    run: Callable[[Context], None]


def _with_units(check: Callable[..., None]) -> Callable[[Context], None]:
    """A cross-check of a table's columns or rows: it also reads the declared units."""

    def run(c: Context) -> None:
        check(c.sentence, c.figures, c.visible, source=c.source, units=c.units, out=c.out)

    return run


def _plain(check: Callable[..., None]) -> Callable[[Context], None]:
    def run(c: Context) -> None:
        check(c.sentence, c.figures, c.visible, source=c.source, out=c.out)

    return run


def _run_ranks(c: Context) -> None:
    _check_ranks(c.sentence, c.ranks, c.visible, source=c.source, out=c.out)


def _ranked_in_table(c: Context) -> bool:
    return c.in_table and names_a_rank(c.sentence.body, c.sentence.context)


def _first_place_named(c: Context) -> bool:
    return names_a_rank(c.sentence.body, c.sentence.context)


def _an_order(c: Context) -> bool:
    return gives_an_order(c.sentence.body)


def _always(_c: Context) -> bool:
    return True


def _in_table(c: Context) -> bool:
    return c.in_table


def _unsigned_change_in_table(c: Context) -> bool:
    return c.in_table and any((f.falls or f.rises) and not f.signed for f in c.figures)


def _date_and_time(c: Context) -> bool:
    kinds = {f.kind for f in c.figures}
    return "date" in kinds and "time" in kinds


def _date_and_weekday(c: Context) -> bool:
    return any(f.kind == "date" for f in c.figures) and bool(_WEEKDAY_NAMED.search(c.sentence.body))


def _an_ordinal(c: Context) -> bool:
    return any(f.period == "ordinal" for f in c.figures)


def _a_year(c: Context) -> bool:
    return any(_year_of(f) is not None for f in c.figures)


def _a_quarter_or_half(c: Context) -> bool:
    return any(f.kind in {"quarter", "half"} for f in c.figures)


def _a_label(c: Context) -> bool:
    return any(f.kind == "label" for f in c.figures)


def _a_rank(c: Context) -> bool:
    return bool(c.ranks)


def _in_table_or_two_numbers(c: Context) -> bool:
    # (named items of a list, `청년창업기업: 30% 감면`, are rows outside a table)
    return c.in_table or sum(f.kind == "number" for f in c.figures) >= 2


def _two_numbers(c: Context) -> bool:
    return sum(f.kind == "number" for f in c.figures) >= 1


def _a_number_date_or_time(c: Context) -> bool:
    return any(f.kind in {"number", "date", "time"} for f in c.figures)


def _three_numbers(c: Context) -> bool:
    return sum(f.kind == "number" or bool(f.others) for f in c.figures) >= 3


def _a_direction(c: Context) -> bool:
    return any((f.falls or f.rises) and not f.signed for f in c.figures)


def _grade_in_table(c: Context) -> bool:
    return c.in_table and names_a_grade(c.sentence.body)


def _a_date(c: Context) -> bool:
    return any(f.kind == "date" for f in c.figures)


def _a_date_or_time(c: Context) -> bool:
    return any(f.kind in {"date", "time"} for f in c.figures)


CROSS_CHECKS: tuple[CrossCheck, ...] = (
    CrossCheck("last column head", _in_table, _with_units(_check_last_head)),
    CrossCheck("columns", _in_table, _with_units(_check_columns)),
    CrossCheck("column labels", _in_table, _with_units(_check_labels)),
    CrossCheck("steps in turn", _in_table, _with_units(check_steps_in_turn)),
    CrossCheck("steps written in turn", _two_numbers, _plain(check_written_steps)),
    CrossCheck("named columns", _in_table, _with_units(_check_named_columns)),
    CrossCheck("grade columns", _grade_in_table, _with_units(check_grade_columns)),
    CrossCheck("amount heads by their words", _in_table, _with_units(check_stem_columns)),
    CrossCheck("changes in points", _in_table, _with_units(check_point_columns)),
    CrossCheck("row names", _in_table, _with_units(_check_row_names)),
    CrossCheck("row words", _in_table, _with_units(_check_row_words)),
    CrossCheck("rows in turn", _in_table_or_two_numbers, _with_units(_check_rows_in_turn)),
    CrossCheck("uncited rows", _in_table, _with_units(_check_uncited_rows)),
    CrossCheck("column words", _in_table, _plain(check_column_words)),
    CrossCheck("bracketed details of rows", _in_table, _with_units(_check_bracket_rows)),
    CrossCheck("row years", _in_table, _with_units(_check_row_years)),
    CrossCheck("change columns", _unsigned_change_in_table, _with_units(_check_change_columns)),
    CrossCheck("reached levels", _in_table, _with_units(check_reached_levels)),
    CrossCheck("weekdays", _date_and_weekday, _plain(_check_weekdays)),
    CrossCheck("date times", _date_and_time, _plain(_check_date_times)),
    CrossCheck("ordinal pairs", _an_ordinal, _plain(_check_ordinal_pairs)),
    CrossCheck("year pairs", _a_year, _plain(_check_year_pairs)),
    CrossCheck("period pairs", _a_quarter_or_half, _plain(_check_period_pairs)),
    CrossCheck("label pairs", _always, _plain(_check_label_pairs)),
    CrossCheck("steps of a ladder", _always, _plain(check_ladder_steps)),
    CrossCheck("grades of names", _always, _plain(check_grades_of_names)),
    CrossCheck("article paragraphs", _a_label, _plain(check_article_paragraphs)),
    CrossCheck("ranks", _a_rank, _run_ranks),
    CrossCheck("ranked figures", _ranked_in_table, _with_units(check_ranked_figures)),
    CrossCheck("first places", _first_place_named, _plain(check_first_places)),
    CrossCheck("lists in order", _an_order, _plain(check_orders)),
    CrossCheck("places in a list", _first_place_named, _plain(check_list_places)),
    CrossCheck("bases", _always, _plain(_check_bases)),
    CrossCheck("bracketed averages and targets", _always, _plain(_check_bracketed)),
    CrossCheck("named brackets", _always, _plain(_check_named_brackets)),
    CrossCheck("respective dates", _a_date, _plain(_check_respective_dates)),
    CrossCheck("date and time ranges", _a_date_or_time, _plain(_check_date_ranges)),
    CrossCheck("periods of amounts", _two_numbers, _plain(check_periods_of_amounts)),
    CrossCheck("prices per a quantity", _two_numbers, _plain(check_per_quantity)),
    CrossCheck("figures of the period before", _two_numbers, _plain(check_earlier_figures)),
    CrossCheck("shares and changes", _two_numbers, _plain(check_shares_and_changes)),
    CrossCheck("whose figure", _two_numbers, _with_units(check_owners)),
    CrossCheck("English order", _two_numbers, _plain(check_english_order)),
    CrossCheck(
        "entries no cited block names", _a_number_date_or_time, _plain(check_absent_entries)
    ),
    CrossCheck("counts and their bracketed shares", _in_table, _plain(check_bracketed_shares)),
    CrossCheck("changes and their bases' columns", _in_table, _plain(check_base_columns)),
    CrossCheck("crossed clauses", _two_numbers, _with_units(check_crossed_clauses)),
    CrossCheck("bracketed pairs", _two_numbers, _plain(check_bracket_pairs)),
    CrossCheck("labelled items", _two_numbers, _plain(check_labelled_items)),
    CrossCheck("parts larger than their wholes", _two_numbers, _plain(check_parts_of_wholes)),
    CrossCheck("respective levels", _two_numbers, _plain(check_respective_levels)),
    CrossCheck("copied places", _two_numbers, _plain(check_copied_places)),
    CrossCheck("moves", _two_numbers, _plain(check_moves)),
    CrossCheck("comparisons", _two_numbers, _plain(check_comparisons)),
    CrossCheck(
        "subjects after a comparison", _two_numbers, _plain(check_subjects_after_a_comparison)
    ),
    CrossCheck("moves in a table", _in_table, _with_units(check_table_moves)),
    CrossCheck("change directions", _a_direction, _plain(check_change_directions)),
    CrossCheck("clause directions", _a_direction, _plain(check_clause_directions)),
    CrossCheck("change sizes", _three_numbers, _plain(check_change_sizes)),
    CrossCheck("rates against a base", _three_numbers, _plain(check_rate_gaps)),
    CrossCheck(
        "levels over the year before",
        _two_numbers,
        _with_units(check_levels_over_the_year_before),
    ),
)
"""Every cross-check, in the order they run (a finding's place in the report follows it)."""


def run_cross_checks(context: Context) -> None:
    """Run every cross-check of `CROSS_CHECKS` whose condition holds, in order."""
    for cross in CROSS_CHECKS:
        if cross.applies(context):
            cross.run(context)
