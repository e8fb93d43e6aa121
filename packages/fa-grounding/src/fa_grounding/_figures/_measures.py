"""Units of measure: one registry of dimension, scale and every spelling.

A figure's unit of measure decides what it can be compared with: `12톤` is no `12㎏`, and
`3.5㎞` is `3,500m`. Each entry of `MEASURES` names a dimension, its scale in that dimension's
base unit and the spellings writers use: symbols (`km`), the Unicode compatibility characters
Korean fonts carry (`㎞`, `㎡`, `℃`: read through NFKC, so one spelling covers both), full-width
letters (`ｋｍ`, also NFKC) and Korean words (`킬로미터`, `톤`, `평`). A unit the registry does
not know leaves the figure as it was read before: compared by value alone. A new unit is one row
here and its tests, never another branch in the reader.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure


class Measure(NamedTuple):
    """A unit of measure: its usual symbol, its dimension and its size in the dimension's base.

    `exact` is False when the size is a rounding of the definition (a 평 is 400/121 ㎡): such a
    conversion is compared as a rounding of the draft's last digit, never as an exact value.
    """

    symbol: str
    dimension: str
    scale: Decimal
    exact: bool = True
    per: Decimal | None = None
    """For a measure per a time, volume or mass (`nSv/h`, `Bq/L`): the size of that base, so
    the measure before the slash is `scale * per` of its own dimension's base."""


def per_base(measure: Measure) -> Measure | None:
    """The measure before the slash of a rate of measures (`mSv` of `mSv/년`), or None."""
    if measure.per is None:
        return None
    symbol = measure.symbol.split("/", 1)[0]
    dimension = measure.dimension.split(" per ", 1)[0]
    return Measure(symbol, dimension, measure.scale * measure.per, measure.exact)


def _entries() -> dict[str, Measure]:
    """Every spelling (after NFKC) -> its measure. Spellings are case-sensitive: `mW` is not
    `MW`, `g` is not `G` (5G is a network)."""
    rows: list[tuple[str, str, Decimal | str, tuple[str, ...], bool]] = [
        # length (base: metre)
        ("nm", "length", "1e-9", ("nm", "나노미터"), True),
        ("μm", "length", "1e-6", ("μm", "µm", "um", "마이크로미터", "마이크론"), True),
        (
            "mm",
            "length",
            "0.001",
            ("mm", "밀리미터", "millimetres", "millimetre", "millimeters", "millimeter"),
            True,
        ),
        (
            "cm",
            "length",
            "0.01",
            ("cm", "센티미터", "centimetres", "centimetre", "centimeters", "centimeter"),
            True,
        ),
        ("m", "length", "1", ("m", "미터", "metres", "metre", "meters", "meter"), True),
        (
            "km",
            "length",
            "1000",
            ("km", "킬로미터", "KM", "kilometres", "kilometre", "kilometers", "kilometer"),
            True,
        ),
        # area (base: square metre)
        ("mm2", "area", "1e-6", ("mm2", "제곱밀리미터"), True),
        ("cm2", "area", "1e-4", ("cm2", "제곱센티미터"), True),
        ("m2", "area", "1", ("m2", "제곱미터", "평방미터", "sqm"), True),
        ("ha", "area", "1e4", ("ha", "헥타르", "헥타아르", "hectares", "hectare"), True),
        ("km2", "area", "1e6", ("km2", "제곱킬로미터", "평방킬로미터"), True),
        ("평", "area", Decimal(400) / Decimal(121), ("평",), False),
        # volume (base: cubic metre)
        (
            "mL",
            "volume",
            "1e-6",
            (
                "mL",
                "ml",
                "cc",
                "밀리리터",
                "millilitres",
                "millilitre",
                "milliliters",
                "milliliter",
            ),
            True,
        ),
        ("L", "volume", "0.001", ("L", "l", "리터", "litres", "litre", "liters", "liter"), True),
        ("kL", "volume", "1", ("kL", "kl", "킬로리터"), True),
        ("m3", "volume", "1", ("m3", "세제곱미터", "입방미터", "루베"), True),
        ("km3", "volume", "1e9", ("km3",), True),
        ("bbl", "volume", "0.158987294928", ("bbl", "배럴", "barrel", "barrels"), True),
        # mass (base: kilogram)
        ("μg", "mass", "1e-9", ("μg", "µg", "ug", "마이크로그램"), True),
        ("mg", "mass", "1e-6", ("mg", "밀리그램"), True),
        ("g", "mass", "0.001", ("g", "그램", "grams", "gram"), True),
        ("kg", "mass", "1", ("kg", "킬로그램", "kilograms", "kilogram"), True),
        ("t", "mass", "1000", ("t", "톤", "tonnes", "tonne"), True),
        ("kt", "mass", "1e6", ("kt", "킬로톤"), True),
        # greenhouse gases are counted in tonnes of CO2 equivalent: tonnes, as a draft writes them
        ("tCO2eq", "mass", "1000", ("tCO2eq", "tCO2e", "tCO2-eq", "톤CO2eq", "톤CO2e"), True),
        ("MtCO2eq", "mass", "1e9", ("MtCO2eq", "MtCO2e"), True),
        # energy (base: joule; a watt-hour is 3,600 J)
        ("J", "energy", "1", ("J",), True),
        ("kJ", "energy", "1e3", ("kJ",), True),
        ("MJ", "energy", "1e6", ("MJ",), True),
        ("GJ", "energy", "1e9", ("GJ",), True),
        ("TJ", "energy", "1e12", ("TJ",), True),
        ("PJ", "energy", "1e15", ("PJ",), True),
        ("Wh", "energy", "3600", ("Wh",), True),
        ("kWh", "energy", "3.6e6", ("kWh", "킬로와트시"), True),
        ("MWh", "energy", "3.6e9", ("MWh", "메가와트시"), True),
        ("GWh", "energy", "3.6e12", ("GWh", "기가와트시"), True),
        ("TWh", "energy", "3.6e15", ("TWh", "테라와트시"), True),
        ("kcal", "energy", "4184", ("kcal", "킬로칼로리"), True),
        ("toe", "oil equivalent", "1", ("toe", "TOE", "석유환산톤"), True),
        # power (base: watt)
        ("mW", "power", "0.001", ("mW",), True),
        ("W", "power", "1", ("W", "와트"), True),
        ("kW", "power", "1e3", ("kW", "킬로와트"), True),
        ("MW", "power", "1e6", ("MW", "메가와트"), True),
        ("GW", "power", "1e9", ("GW", "기가와트"), True),
        ("TW", "power", "1e12", ("TW", "테라와트"), True),
        # voltage
        ("V", "voltage", "1", ("V", "볼트"), True),
        ("kV", "voltage", "1e3", ("kV", "킬로볼트"), True),
        # pressure (base: pascal)
        ("Pa", "pressure", "1", ("Pa", "파스칼"), True),
        ("hPa", "pressure", "100", ("hPa", "헥토파스칼"), True),
        ("kPa", "pressure", "1e3", ("kPa", "킬로파스칼"), True),
        ("MPa", "pressure", "1e6", ("MPa", "메가파스칼"), True),
        ("bar", "pressure", "1e5", ("bar",), True),
        # speed (base: metre per second)
        ("m/s", "speed", "1", ("m/s",), True),
        ("km/h", "speed", Decimal(1000) / Decimal(3600), ("km/h", "kph", "km/hr"), False),
        # temperature: scales with offsets are never converted, so each is its own dimension
        ("°C", "temperature (Celsius)", "1", ("°C", "℃"), True),
        ("°F", "temperature (Fahrenheit)", "1", ("°F", "℉"), True),
        # concentration
        ("ppm", "parts per million", "1", ("ppm", "피피엠"), True),
        ("ppb", "parts per million", "0.001", ("ppb", "피피비"), True),
        ("ppt", "parts per million", "1e-6", ("ppt",), True),
        # a mass in a mass (residues, contaminants): `1 mg/kg` is 1 ppm, `㎍/㎏` (NFKC `μg/kg`) ppb
        ("g/kg", "parts per million", "1000", ("g/kg", "mg/g"), True),
        ("mg/kg", "parts per million", "1", ("mg/kg", "μg/g", "µg/g", "ug/g"), True),
        ("μg/kg", "parts per million", "0.001", ("μg/kg", "µg/kg", "ug/kg", "ng/g"), True),
        ("ng/kg", "parts per million", "1e-6", ("ng/kg", "pg/g"), True),
        ("μg/m3", "mass concentration", "1", ("μg/m3", "µg/m3", "ug/m3"), True),
        ("mg/m3", "mass concentration", "1000", ("mg/m3",), True),
        ("mg/L", "mass concentration", "1e6", ("mg/L", "mg/l"), True),
        ("μg/L", "mass concentration", "1e3", ("μg/L", "µg/L", "ug/L", "μg/l", "ng/mL"), True),
        # colonies of bacteria counted in a volume of water (base: per litre); a
        # Korean notice counts them in `개` (`대장균 200개/100mL 미만`)
        ("CFU/L", "colonies per volume", "1", ("CFU/L", "CFU/l", "cfu/L", "개/L"), True),
        (
            "CFU/100mL",
            "colonies per volume",
            "10",
            ("CFU/100mL", "CFU/100ml", "개/100mL", "개/100ml", "MPN/100mL", "MPN/100ml"),
            True,
        ),
        (
            "CFU/mL",
            "colonies per volume",
            "1000",
            ("CFU/mL", "CFU/ml", "cfu/mL", "개/mL", "개/ml"),
            True,
        ),
        # freight
        ("TEU", "containers (TEU)", "1", ("TEU", "teu"), True),
        ("FEU", "containers (TEU)", "2", ("FEU",), True),
        # picture elements (`200만 화소`, `2-megapixel`)
        ("px", "picture elements", "1", ("화소", "픽셀", "pixel", "pixels", "px"), True),
        ("MP", "picture elements", "1e6", ("MP", "megapixel", "megapixels", "메가픽셀"), True),
        # sound, radiation
        ("dB", "sound level", "1", ("dB", "데시벨"), True),
        ("mBq", "radioactivity", "0.001", ("mBq", "밀리베크렐"), True),
        ("Bq", "radioactivity", "1", ("Bq", "베크렐"), True),
        ("kBq", "radioactivity", "1e3", ("kBq", "킬로베크렐"), True),
        ("MBq", "radioactivity", "1e6", ("MBq", "메가베크렐"), True),
        ("GBq", "radioactivity", "1e9", ("GBq", "기가베크렐"), True),
        ("TBq", "radioactivity", "1e12", ("TBq", "테라베크렐"), True),
        ("Sv", "dose", "1", ("Sv", "시버트"), True),
        ("mSv", "dose", "0.001", ("mSv", "밀리시버트"), True),
        ("μSv", "dose", "1e-6", ("μSv", "µSv", "uSv", "마이크로시버트"), True),
        ("nSv", "dose", "1e-9", ("nSv", "나노시버트"), True),
        ("Gy", "absorbed dose", "1", ("Gy", "그레이"), True),
        ("mGy", "absorbed dose", "0.001", ("mGy", "밀리그레이"), True),
        ("μGy", "absorbed dose", "1e-6", ("μGy", "µGy", "uGy", "마이크로그레이"), True),
        ("nGy", "absorbed dose", "1e-9", ("nGy", "나노그레이"), True),
        # per mille and basis points: rates, read as a percentage (`5‰` is 0.5%) and as
        # percentage points (`7bp` is 0.07%p) by the figure reader
        ("‰", "per mille", "1", ("‰", "퍼밀", "천분비", "천분율"), True),
        ("bp", "basis points", "1", ("bp", "basis points", "basis point", "베이시스포인트"), True),
    ]
    table: dict[str, Measure] = {}
    for symbol, dimension, scale, spellings, exact in rows:
        measure = Measure(symbol, dimension, Decimal(scale), exact)
        for spelling in spellings:
            key = normal_spelling(spelling)
            if table.get(key, measure) != measure:
                msg = f"the spelling {spelling!r} names two units"
                raise ValueError(msg)
            table[key] = measure
    return table


# The base of a rate written after a slash (`nSv/h`, `mSv/년`, `Bq/L`, `Bq/㎏-fresh`): a time,
# or a volume or mass of the registry. Years are of 365.25 days.
_TIMES: dict[str, tuple[str, Decimal]] = {
    **dict.fromkeys(("h", "hr", "시간"), ("h", Decimal(3600))),
    **dict.fromkeys(("min", "분"), ("min", Decimal(60))),
    **dict.fromkeys(("s", "sec", "초"), ("s", Decimal(1))),
    **dict.fromkeys(("d", "day", "일"), ("d", Decimal(86400))),
    **dict.fromkeys(("y", "yr", "year", "년", "연"), ("y", Decimal(31557600))),
}
_BASE_DIMENSIONS = frozenset({"volume", "mass", "area"})


def per_measure(measure: Measure, text: str, start: int) -> tuple[Measure, int] | None:
    """`measure` per the base written at `start` of `text` (after its slash), and where the base
    ends: a time (`h`, `시간`, `년`) or a volume, mass or area of the registry (`L`, `㎏`);
    None for any other base."""
    window = normal_spelling(text[start : start + 6])
    for size in range(min(len(window), 4), 0, -1):
        spelling = window[:size]
        rest = window[size:]
        if (
            spelling[-1].isascii()
            and spelling[-1].isalpha()
            and rest[:1].isascii()
            and rest[:1].isalpha()
        ):
            continue  # `h` of `hours` is no hour
        if spelling in _TIMES:
            symbol, scale = _TIMES[spelling]
            dimension = "time"
        elif (base := MEASURES.get(spelling)) is not None and base.dimension in _BASE_DIMENSIONS:
            symbol, scale, dimension = base.symbol, base.scale, base.dimension
        else:
            continue
        rate = Measure(
            f"{measure.symbol}/{symbol}",
            f"{measure.dimension} per {dimension}",
            measure.scale / scale,
            measure.exact,
            scale,
        )
        return rate, start + _original_length(text, start, spelling)
    return None


def normal_spelling(text: str) -> str:
    """NFKC (`㎞` -> `km`, `ｋｍ` -> `km`, `m²` -> `m2`), with the division slash and the
    degree sign's compatibility forms made plain."""
    return unicodedata.normalize("NFKC", text).replace("∕", "/").replace("º", "°")


MEASURES: dict[str, Measure] = _entries()
"""Every spelling of every unit of measure (after NFKC) -> its `Measure`."""

_LONGEST = max(len(s) for s in MEASURES)
# After a spelling: a Latin symbol must not run on into a word (`m` of `million`, `g` of `go`),
# a Korean word may take its particle (`톤을`, `미터로`) but not run on into a longer noun that
# is no unit; a slash or `당` after it makes a rate (`㎏당 2,000원`, `㎍/㎥`) that is read whole
# or not at all.
_LATIN_AFTER = re.compile(r"[A-Za-z0-9²³/]")
_PER_AFTER = re.compile(r"\s?(?:/|당|per\b)")
_SPACE = frozenset(" \u00a0")
_NEVER_FIRST = frozenset("0123456789 ,.()|[]{}~-–+%:;/\n\t\"'·")


def read_measure(text: str, end: int) -> tuple[Measure, int] | None:
    """The unit of measure written right after a number ending at `end`, and where it ends.

    One space may stand between (`12 km`). The longest spelling wins (`m2` before `m`, `km/h`
    before `km`). None when no known unit follows, or when the unit is the base of a rate the
    registry does not know (`㎏당`, `km/L`): such a figure is read by value alone, as before.
    """
    start = end
    if start < len(text) and text[start] in _SPACE:
        start += 1
    elif text[start : start + 1] == "-" and text[start + 1 : start + 2].isalpha():
        start += 1  # an English compound (`2-megapixel`, `5-km`)
    if start >= len(text) or text[start] in _NEVER_FIRST:
        return None  # the common case, cheaply: no unit starts with a digit or a mark
    window = normal_spelling(text[start : start + _LONGEST + 4])
    # NFKC can make one character several (`㎞` -> `km`): map lengths back to the original
    for size in range(min(len(window), _LONGEST), 0, -1):
        spelling = window[:size]
        measure = MEASURES.get(spelling)
        if measure is None:
            continue
        rest = window[size:]
        unit_end = start + _original_length(text, start, spelling)
        if rest[:1] == "/" and measure.per is None and measure.dimension != "speed":
            # a rate of measures (`nSv/h`, `Bq/L`), or of a base the registry does not know
            # (`km/L`): read whole or not at all
            return per_measure(measure, text, unit_end + 1)
        if (
            spelling[-1].isascii()
            and spelling[-1].isalnum()
            and _LATIN_AFTER.match(rest[:1] or " ")
        ):
            continue
        if _PER_AFTER.match(rest):
            return None
        return measure, unit_end
    return None


def _original_length(text: str, start: int, spelling: str) -> int:
    """How many characters of `text` from `start` make `spelling` after NFKC."""
    for size in range(1, len(spelling) + 1):
        if normal_spelling(text[start : start + size]) == spelling:
            return size
    return len(spelling)


def end_past_unit(text: str, figure: Figure) -> int:
    """Where `figure` ends in `text`, past the unit of measure it was read with (`23.0㎏` of
    `23.0㎏에서`): the words after a figure start there."""
    end = figure.start + len(figure.raw.rstrip())
    if figure.measure is not None and (found := read_measure(text, end)) is not None:
        return found[1]
    return end


__all__ = (
    "MEASURES",
    "Measure",
    "end_past_unit",
    "normal_spelling",
    "per_base",
    "per_measure",
    "read_measure",
)
