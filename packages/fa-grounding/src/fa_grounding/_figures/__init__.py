"""Reading figures: numbers, amounts, dates, quarters and times, read by value.

Both the draft and the source are read by the same scanner, so `1,200`, `1200` and `1.2천` are
one value; `12억 원` is `1,200,000,000원`; `2024년 3월 5일`, `2024-03-05` and `2024. 3. 5.` are
one date. A figure in the draft matches a source figure when it is the source figure written
with fewer digits (it rounds to it), or, when the draft hedges (`약`, `about`, `여`, `가량`), when
it lies within `HEDGE_TOLERANCE` of it.

A text is read in this order, one module a step (each imports only the steps above it):

- `_figure`: the `Figure` a reading gives (value, unit, kind, key, hedge, bound, direction).
- `_normalise`: one spelling of the digits: full-width forms, CJK characters and eras, German
  and continental decimal marks, spaced thousands.
- `_pieces`: the pieces of the scanner's patterns (a number, a Korean multiplier, month names).
- `_hedges`: the hedge words (`약`, `about`) and bounds (`이상`, `over`) around a figure.
- `_amounts`: one number of the scanner read as a figure: its multiplier, unit, hedge, bound,
  direction word and period (`3년`, `2분기`).
- `_scanner`: the main scanner (`_SCAN`) over a text: numbers, dates, quarters, halves, times,
  lists of years; a count of years followed by one of months is one duration.
- `_ranges`: two figures joined into a range (`3~5%`, `2023-2024년`).
- `_words`: numbers written in words: Korean (`칠천이백만`), native Korean (`두 배`), Chinese
  (`二年`), English (`twenty-five`), German (`drei`), and spelled decimals.
- `_dates`: second readings of dates and periods: short dates, month spans and lists (`1·2월`),
  quarter ends, day spans, period ends (`분기 말`), reference points.
- `_parts`: parts and shares of a whole (`3분의 1`, `10명 중 7명`, `25/1000`), tenths (`3할`)
  and other second readings (`395k`, `1.2E+06`, compact dates).
- `_read`: `iter_figures`: every step above over one text, in order.
- `_match`: whether a draft figure matches a source figure (rounding, hedges, bounds, units,
  periods), and the keys figures are looked up by.
"""
