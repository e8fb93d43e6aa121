"""The title in a compound file's summary information (Hancom's `HwpSummaryInformation`, Office's
`SummaryInformation`), read with bounded work.

The property sets are built here from MS-OLEPS (a header, one section, the properties); a
damaged one must cost nothing. olefile's own reader parses every property and loops over a
vector's declared count, a step that reads nothing for a type it does not know, so one damaged
property (a vector of 300,000,000 values of type 0x440) held the worker for its whole wall-clock
limit. Found by damaging .xls files; HWP files read their summary the same way.
"""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

import pytest
from fa_extract._limits import Limits
from fa_extract._readers import hwp, xls
from fa_extract._readers.summary import summary_title

_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)

VT_I2, VT_LPSTR, VT_LPWSTR, VT_VECTOR = 0x02, 0x1E, 0x1F, 0x1000
# What the damaged .xls held: property 10 a vector of 300,000,000 values of an unknown type.
STUCK = (10, struct.pack("<II", VT_VECTOR | 0x0440, 300_000_000) + b"\x00" * 8)


def property_set(properties: list[tuple[int, bytes]]) -> bytes:
    """One section of (property id, typed value) pairs, offsets as MS-OLEPS lays them out."""
    table = b""
    values = b""
    start = 8 + 8 * len(properties)
    for pid, value in properties:
        table += struct.pack("<II", pid, start + len(values))
        values += value + b"\x00" * (-len(value) % 4)
    section = table + values
    section = struct.pack("<II", 8 + len(section), len(properties)) + section
    header = struct.pack("<HHI", 0xFFFE, 0, 0) + b"\x00" * 16 + struct.pack("<I", 1)
    return header + b"\x11" * 16 + struct.pack("<I", 48) + section


def wide(text: str) -> bytes:
    raw = (text + "\x00").encode("utf-16-le")
    return struct.pack("<II", VT_LPWSTR, len(raw) // 2) + raw


def narrow(text: str, codepage: int) -> bytes:
    raw = text.encode({949: "cp949", 1252: "cp1252", 65001: "utf-8"}[codepage]) + b"\x00"
    return struct.pack("<II", VT_LPSTR, len(raw)) + raw


def codepage(number: int) -> bytes:
    return struct.pack("<IhH", VT_I2, number if number < 32768 else number - 65536, 0)


@pytest.mark.parametrize(
    ("properties", "title"),
    [
        ([(2, wide("2025년 업무계획"))], "2025년 업무계획"),
        ([(1, codepage(949)), (2, narrow("예산 집행 현황", 949))], "예산 집행 현황"),
        ([(1, codepage(1252)), (2, narrow("Budget  2025", 1252))], "Budget 2025"),
        ([(1, codepage(65001)), (2, narrow("연간 보고", 65001))], "연간 보고"),
        ([(4, wide("작성자"))], None),  # an author, no title
        ([(2, wide("   "))], None),
    ],
)
def test_the_title_is_read_in_its_own_encoding(
    properties: list[tuple[int, bytes]], title: str | None
) -> None:
    assert summary_title(property_set(properties)) == title


def test_a_vector_title_of_two_billion_strings_costs_nothing() -> None:
    vector = struct.pack("<II", VT_VECTOR | VT_LPWSTR, 0x7FFFFFFF) + b"\x00" * 16
    assert summary_title(property_set([(2, vector)])) is None


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"\xfe\xff" + b"\x00" * 10,
        property_set([(2, wide("제목"))])[:60],  # cut inside the property table
        property_set([(2, struct.pack("<II", VT_LPWSTR, 0x7FFFFFFF) + b"\x00" * 8)]),
        property_set([(2, wide("제목"))]).replace(struct.pack("<I", 48), struct.pack("<I", 10**9)),
    ],
)
def test_damaged_summary_information_gives_no_title(damage: bytes) -> None:
    assert summary_title(damage) is None


def test_an_hwp_file_with_a_damaged_summary_property_reads_with_its_title() -> None:
    section = hb.deflate(hb.paragraph("본문 문단", level=0))
    summary = property_set([(2, wide("계획")), STUCK])
    data = hb.hwp_file(section, extra={"\x05HwpSummaryInformation": summary})
    parsed = hwp.parse(data, Limits())
    assert [b.text for b in parsed.blocks] == ["본문 문단"] and parsed.title == "계획"


def test_an_hwp_files_summary_title_is_its_title() -> None:
    section = hb.deflate(hb.paragraph("본문 문단", level=0))
    summary = property_set([(2, wide("디지털 정부혁신 추진계획"))])
    data = hb.hwp_file(section, extra={"\x05HwpSummaryInformation": summary})
    assert hwp.parse(data, Limits()).title == "디지털 정부혁신 추진계획"


def test_an_xls_with_a_damaged_summary_still_reads() -> None:
    bof = struct.pack("<HHHHHHII", 0x0809, 16, 0x0600, 0x0005, 0, 0, 0, 0)  # workbook globals
    data = hb.compound_file(
        {
            "Workbook": bof + struct.pack("<HH", 0x000A, 0),
            "\x05SummaryInformation": property_set([(1, codepage(949)), STUCK]),
        }
    )
    parsed = xls.parse(data, Limits())
    assert parsed.title is None and parsed.blocks == []
