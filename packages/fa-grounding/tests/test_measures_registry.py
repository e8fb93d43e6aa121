"""The registry of units of measure: every spelling reads as its unit, and only there."""

from __future__ import annotations

import unicodedata

import pytest
from fa_grounding import check
from fa_grounding._figures._measures import MEASURES, Measure, read_measure

SPELLINGS = sorted(MEASURES.items())


@pytest.mark.parametrize(("spelling", "measure"), SPELLINGS, ids=[s for s, _ in SPELLINGS])
def test_every_spelling_after_a_number_reads_as_its_unit(spelling: str, measure: Measure) -> None:
    for text in (f"12.5{spelling}", f"12.5 {spelling}", f"12.5{spelling}이다", f"12.5{spelling})"):
        found = read_measure(text, 4)
        assert found is not None, text
        assert found[0] == measure, text
        assert text[found[1] :] in {"", "이다", ")"}, text


@pytest.mark.parametrize(
    ("written", "symbol"),
    [
        ("㎞", "km"),
        ("ｋｍ", "km"),
        ("㎏", "kg"),
        ("㎡", "m2"),
        ("m²", "m2"),
        ("㎥", "m3"),
        ("m³", "m3"),
        ("℃", "°C"),
        ("㎜", "mm"),
        ("㎖", "mL"),
        ("㎾", "kW"),
        ("㏊", "ha"),
        ("㎍/㎥", "μg/m3"),
        ("µg/m³", "μg/m3"),
        ("㎘", "kL"),
        ("㎿", "MW"),
        ("㎢", "km2"),
        ("ℓ", "L"),
        ("㎎/ℓ", "mg/L"),
        ("㎪", "kPa"),
        ("㏈", "dB"),
        ("㎧", "m/s"),
    ],
)
def test_compatibility_and_full_width_forms_read_as_the_plain_unit(
    written: str, symbol: str
) -> None:
    found = read_measure(f"3{written}", 1)
    assert found is not None
    assert found[0].symbol == symbol
    assert found[1] == 1 + len(written)


@pytest.mark.parametrize(
    "text",
    [
        "5G망",  # a network, not grams
        "3 million",  # a scale word, not metres
        "12 ㎏당 2,000원",  # the base of a price
        "15 km/인",  # a rate of a base the registry does not hold
        "4 furlongs",  # not a spelling the registry holds: read by value alone
        "2 mg per dose",
        "7 mm2x",
    ],
)
def test_no_unit_where_none_is_written_or_where_a_unit_only_starts_a_rate(text: str) -> None:
    assert read_measure(text, 1) is None


def test_the_longest_spelling_wins() -> None:
    assert read_measure("84m2", 2)[0].symbol == "m2"  # type: ignore[index]
    assert read_measure("80km/h", 2)[0].symbol == "km/h"  # type: ignore[index]
    assert read_measure("3kWh", 1)[0].symbol == "kWh"  # type: ignore[index]


def test_case_tells_milli_from_mega() -> None:
    assert read_measure("5mW", 1)[0].symbol == "mW"  # type: ignore[index]
    assert read_measure("5MW", 1)[0].symbol == "MW"  # type: ignore[index]


def test_every_dimension_has_one_base_and_every_spelling_is_written_in_nfkc() -> None:
    for spelling, measure in MEASURES.items():
        assert unicodedata.normalize("NFKC", spelling) == spelling
        assert measure.scale > 0
    bases = {m.dimension for m in MEASURES.values() if m.scale == 1}
    assert bases == {m.dimension for m in MEASURES.values()}


@pytest.mark.parametrize(
    ("text", "symbol", "dimension"),
    [
        ("0.184μSv/h", "μSv/h", "dose per time"),
        ("184nSv/h", "nSv/h", "dose per time"),
        ("1mSv/년", "mSv/y", "dose per time"),
        ("11.4Bq/L", "Bq/L", "radioactivity per volume"),
        ("0.086Bq/㎏-fresh", "Bq/kg", "radioactivity per mass"),
        ("15 km/L", "km/L", "length per volume"),
    ],
)
def test_a_unit_per_a_time_volume_or_mass_reads_as_a_rate_of_measures(
    text: str, symbol: str, dimension: str
) -> None:
    end = len(text) - len(text.lstrip("0123456789.,"))
    end = next(i for i, ch in enumerate(text) if not (ch.isdigit() or ch in ".,"))
    found = read_measure(text, end)
    assert found is not None
    assert (found[0].symbol, found[0].dimension) == (symbol, dimension)
    assert found[1] == len(text) - len("-fresh") if text.endswith("-fresh") else len(text)


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("Residents get two 5-litre bags for every 10 lamps [L1].", True),
        ("Residents get two bags of 5 litres for every 10 lamps [L1].", True),
        # planted: a bag of another size than the row's
        ("Residents get two 10-litre bags for every 10 lamps [L1].", False),
    ],
)
def test_english_words_of_units_are_their_measures(draft: str, passes: bool) -> None:
    blocks = [{"anchor": "L1", "kind": "table_row", "text": "폐형광등 | 10개 | 5리터 2매"}]
    assert check(draft, blocks).ok is passes
