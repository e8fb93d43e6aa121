"""Excel number formats: a cell's stored number written the way the sheet displays it.

A sheet stores 1234000, 0.125 and 45721; a person sees `1,234,000`, `12.5%` and `2025-03-05`.
The grounding check compares a draft's figures with what the person sees, so the xlsx reader
renders every number through its cell's format code: sections (`pos;neg;zero;text`), quoted and
escaped literals, `_` spacing, `*` fills (dropped), colours and conditions (dropped), currency
blocks (`[$₩-412]` gives `₩`), digit placeholders `0 # ?`, thousands separators and scaling
commas, percent, scientific and fraction forms, and dates and times (`yyyy mm dd hh mm ss`,
`AM/PM`, elapsed `[h]`, Korean weekdays `aaa`; under the Korean locale `[$-412]` Korean month,
weekday and AM/PM names, `3월`, `수요일`, `오후`). Dates come from serials with the workbook's 1900
or 1904 base (1900 with Lotus's phantom 29 February). The built-in locale-dependent date formats
(id 14 and the East Asian ids 27-36 and 50-58) are written as ISO dates, `2025-03-05`, which is
how a Korean Excel shows them; so are the system long date and time (`[$-F800]`, `[$-F400]`,
Excel's "long date"): `2025년 3월 5일 수요일`, `오후 2:30:05`. A number under a text format (`@`)
is shown as General shows it. Serial 0 of the 1900 system is Excel's "January 0, 1900"
(`1900-01-00`), as exports write a missing date. A code fa cannot read (a `[` never closed,
which Excel itself refuses to enter: `is_unreadable`) is not guessed at: the reader shows the
raw value as General does and flags its row `unformatted`.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from fractions import Fraction
from functools import lru_cache

__all__ = ("BUILTIN_FORMATS", "format_number", "general", "is_invisible", "is_unreadable")

BUILTIN_FORMATS: dict[int, str] = {
    0: "General", 1: "0", 2: "0.00", 3: "#,##0", 4: "#,##0.00",
    5: '"$"#,##0_);("$"#,##0)', 6: '"$"#,##0_);[Red]("$"#,##0)',
    7: '"$"#,##0.00_);("$"#,##0.00)', 8: '"$"#,##0.00_);[Red]("$"#,##0.00)',
    9: "0%", 10: "0.00%", 11: "0.00E+00", 12: "# ?/?", 13: "# ??/??",
    14: "yyyy-mm-dd", 15: "d-mmm-yy", 16: "d-mmm", 17: "mmm-yy", 18: "h:mm AM/PM",
    19: "h:mm:ss AM/PM", 20: "h:mm", 21: "h:mm:ss", 22: "yyyy-mm-dd h:mm",
    37: "#,##0_);(#,##0)", 38: "#,##0_);[Red](#,##0)", 39: "#,##0.00_);(#,##0.00)",
    40: "#,##0.00_);[Red](#,##0.00)", 45: "mm:ss", 46: "[h]:mm:ss", 47: "mm:ss.0",
    48: "##0.0E+0", 49: "@",
}  # fmt: skip
# East Asian built-ins whose code depends on the locale: Korean Excel shows them as dates/times.
for _id in (*range(27, 32), 34, 35, 36, *range(50, 59)):
    BUILTIN_FORMATS[_id] = "yyyy-mm-dd"
BUILTIN_FORMATS[32] = "h:mm"
BUILTIN_FORMATS[33] = "h:mm:ss"

_MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]  # fmt: skip
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_KO_DAYS = "월화수목금토일"
# A locale block `[$-412]` (also `[$₩-412]`, `[$-ko-KR]`, with a calendar prefix `[$-10412]`)
# whose language is Korean; `F800` and `F400` are the system's long date and time.
_LOCALE = re.compile(r"\[\$[^\]-]*-([0-9A-Za-z-]+)\]")
_KOREAN_SYSTEM = {"f800": 'yyyy"년" m"월" d"일" aaaa', "f400": "AM/PM h:mm:ss"}
_DATE_CHARS = frozenset("ymdhsaYMDHSA")
_DATE_TOKEN = re.compile(
    r"(yyyy|yy|y|mmmmm|mmmm|mmm|mm|m|dddd|ddd|dd|d|aaaa|aaa|hh|h|ss|s|am/pm|a/p|\.0+|"
    r"\[h+\]|\[m+\]|\[s+\])",
    re.IGNORECASE,
)
_MAX_SERIAL = 2958465  # 9999-12-31
_DIGITS = frozenset("0#?")


def general(value: float) -> str:
    """Excel's General format: integers whole, others to 15 significant digits."""
    if math.isnan(value) or math.isinf(value):
        return "#NUM!"
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    text = f"{value:.15g}"
    return text.replace("e+", "E+").replace("e-", "E-")


def _sections(code: str) -> list[str]:
    """The `;`-separated sections of a format code (quotes and escapes respected)."""
    sections: list[str] = []
    current: list[str] = []
    i = 0
    while i < len(code):
        char = code[i]
        if char == '"':
            end = code.find('"', i + 1)
            end = len(code) if end < 0 else end
            current.append(code[i : end + 1])
            i = end + 1
            continue
        if char in "\\_*" and i + 1 < len(code):
            current.append(code[i : i + 2])
            i += 2
            continue
        if char == ";":
            sections.append("".join(current))
            current = []
        else:
            current.append(char)
        i += 1
    sections.append("".join(current))
    return sections


def _tokens(section: str) -> list[tuple[str, str]]:
    """("lit", text) and ("code", chars) pieces of one section; colours, fills dropped."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(section):
        char = section[i]
        if char == '"':
            end = section.find('"', i + 1)
            end = len(section) if end < 0 else end
            out.append(("lit", section[i + 1 : end]))
            i = end + 1
        elif char == "\\" and i + 1 < len(section):
            out.append(("lit", section[i + 1]))
            i += 2
        elif char == "_" and i + 1 < len(section):
            out.append(("lit", " "))
            i += 2
        elif char == "*" and i + 1 < len(section):
            i += 2
        elif char == "[":
            end = section.find("]", i)
            end = len(section) if end < 0 else end
            inner = section[i + 1 : end]
            if inner.startswith("$"):
                symbol = inner[1:].split("-", 1)[0]
                if symbol:
                    out.append(("lit", symbol))
            elif re.fullmatch(r"[hHmMsS]+", inner):
                out.append(("code", section[i : end + 1]))
            i = end + 1
        else:
            out.append(("code", char))
            i += 1
    return out


def _code_chars(tokens: list[tuple[str, str]]) -> str:
    return "".join(text for kind, text in tokens if kind == "code")


def is_invisible(code: str) -> bool:
    """Whether the format shows nothing at all (`;;;`, a common way to hide cell values)."""
    sections = _sections(code)
    return len(sections) >= 3 and all(not s.strip() for s in sections)


def _serial_to_datetime(serial: float, date1904: bool) -> dt.datetime | None:
    if not 0 <= serial <= _MAX_SERIAL:
        return None
    if date1904:
        base = dt.datetime(1904, 1, 1)
    elif serial < 60:
        base = dt.datetime(1899, 12, 31)
    else:
        base = dt.datetime(1899, 12, 30)  # serial 60 is Lotus's 1900-02-29, shown as 02-28 here
    days = math.floor(serial)
    seconds = round((serial - days) * 86400, 3)
    return base + dt.timedelta(days=days, seconds=seconds)


def _date_parts(tokens: list[tuple[str, str]]) -> tuple[tuple[str, str, str, str], ...]:
    """A date section as (kind, text, previous token, next token) pieces, compiled once.

    Only the code between literals is searched for date tokens: a quoted or escaped letter
    (`[h]\\hmm\\m`, `h" hours"`) is text, never an hour or a minute.
    """
    raw: list[tuple[str, str]] = []  # ("tok", lower-case token) or ("lit", text)

    def search(code: str) -> None:
        pos = 0
        for match in _DATE_TOKEN.finditer(code):
            if match.start() > pos:
                raw.append(("lit", code[pos : match.start()]))
            raw.append(("tok", match.group(0).lower()))
            pos = match.end()
        if code[pos:]:
            raw.append(("lit", code[pos:]))

    code = ""
    for kind, text in tokens:
        if kind == "code":
            code += text
            continue
        search(code)
        code = ""
        raw.append(("lit", text))
    search(code)
    toks = [text for kind, text in raw if kind == "tok"]
    out: list[tuple[str, str, str, str]] = []
    seen = 0
    for kind, text in raw:
        if kind == "lit":
            out.append(("lit", text, "", ""))
            continue
        prev = toks[seen - 1] if seen > 0 else ""
        nxt = toks[seen + 1] if seen + 1 < len(toks) else ""
        out.append(("tok", text, prev, nxt))
        seen += 1
    return tuple(out)


def _format_date(
    value: float, parts: tuple[tuple[str, str, str, str], ...], date1904: bool, korean: bool
) -> str | None:
    # Serial 0 of the 1900 system is Excel's day 0, "January 0, 1900" (an export's missing
    # date): shown with day 0 of January 1900, its time kept.
    day_zero = not date1904 and 0 <= value < 1
    moment = _serial_to_datetime(value + 1 if day_zero else value, date1904)
    if moment is None:
        return None
    has_ampm = any(kind == "tok" and text in ("am/pm", "a/p") for kind, text, _, _ in parts)
    out: list[str] = []
    for kind, text, prev, nxt in parts:
        if kind == "lit":
            out.append(text)
        else:
            piece = _korean_piece(text, moment) if korean else None
            if day_zero and text in ("d", "dd"):
                piece = "0" if text == "d" else "00"
            out.append(piece or _date_piece(text, moment, value, (prev, nxt), has_ampm))
    return "".join(out)


def _korean_piece(low: str, moment: dt.datetime) -> str | None:
    """A name under the Korean locale (`3월`, `수요일`, `오후`), or None for any other token."""
    if low in ("mmm", "mmmm"):
        return f"{moment.month}월"
    if low == "ddd":
        return _KO_DAYS[moment.weekday()]
    if low == "dddd":
        return _KO_DAYS[moment.weekday()] + "요일"
    if low == "am/pm":
        return "오전" if moment.hour < 12 else "오후"
    return None


def _date_piece(
    low: str, moment: dt.datetime, value: float, around: tuple[str, str], has_ampm: bool
) -> str:
    """One date token; `around` is the previous and next token (m after h is minutes)."""
    prev, nxt = around
    minute_context = prev.startswith(("h", "[h")) or nxt.startswith("s")
    if low.startswith("["):  # elapsed time, to the millisecond as the clock fields are
        total = round(value * 86400, 3)
        unit = low[1]
        amount = total / {"h": 3600, "m": 60, "s": 1}[unit]
        return str(math.floor(amount + 1e-9)).zfill(len(low) - 2)
    if low in ("yyyy", "y", "yyy"):
        return f"{moment.year:04d}"
    if low == "yy":
        return f"{moment.year % 100:02d}"
    if low in ("m", "mm") and minute_context:
        return f"{moment.minute:02d}" if low == "mm" else str(moment.minute)
    if low == "m":
        return str(moment.month)
    if low == "mm":
        return f"{moment.month:02d}"
    if low == "mmm":
        return _MONTHS[moment.month - 1][:3]
    if low == "mmmm":
        return _MONTHS[moment.month - 1]
    if low == "mmmmm":
        return _MONTHS[moment.month - 1][0]
    if low == "d":
        return str(moment.day)
    if low == "dd":
        return f"{moment.day:02d}"
    if low == "ddd":
        return _DAYS[moment.weekday()][:3]
    if low == "dddd":
        return _DAYS[moment.weekday()]
    if low == "aaa":
        return _KO_DAYS[moment.weekday()]
    if low == "aaaa":
        return _KO_DAYS[moment.weekday()] + "요일"
    if low in ("h", "hh"):
        hour = moment.hour
        if has_ampm:
            hour = hour % 12 or 12
        return f"{hour:02d}" if low == "hh" else str(hour)
    if low in ("s", "ss"):
        return f"{moment.second:02d}" if low == "ss" else str(moment.second)
    if low == "am/pm":
        return "AM" if moment.hour < 12 else "PM"
    if low == "a/p":
        return "A" if moment.hour < 12 else "P"
    if low.startswith("."):
        digits = len(low) - 1
        fraction = moment.microsecond / 1_000_000
        return f"{fraction:.{digits}f}"[1:]
    return low


def _group(integer: str) -> str:
    return f"{int(integer):,}" if integer else integer


def _format_fraction(value: float, pattern: str) -> str:
    """`# ?/?` (whole part, then the closest fraction with one-digit denominator), `?/4`, ..."""
    head, _, denominator = pattern.partition("/")
    with_whole = " " in head.strip()
    whole = math.floor(value) if with_whole else 0
    rest = value - whole
    denominator = denominator.strip()
    if denominator.isdigit() and int(denominator) > 0:
        den = int(denominator)
        num = round(rest * den)  # a fixed denominator is shown as written, not reduced
    else:
        frac = Fraction(rest).limit_denominator(10 ** max(1, denominator.count("?")) - 1)
        num, den = frac.numerator, frac.denominator
    if num == den:
        whole, num = whole + 1, 0
    if num == 0:
        return str(whole)
    return f"{whole} {num}/{den}" if whole else f"{num}/{den}"


def _round(value: float, decimals: int) -> str:
    """`value` to `decimals` places as Excel rounds: half away from zero, on 15 digits."""
    exact = Decimal(f"{value:.15g}")
    return f"{exact.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP):f}"


def _format_digits(value: float, pattern: str) -> str:
    """`value` (non-negative) through a digit pattern such as `#,##0.00`, `0.0E+00`, `# ?/?`."""
    if "/" in pattern:
        return _format_fraction(value, pattern)
    scientific = re.search(r"[eE][+-]", pattern)
    if scientific:
        mantissa, exponent = pattern[: scientific.start()], pattern[scientific.end() :]
        decimals = sum(1 for c in mantissa.partition(".")[2] if c in _DIGITS)
        base, _, power = f"{value:.{decimals}E}".partition("E")
        power_value = int(power)
        digits = max(1, sum(1 for c in exponent if c in _DIGITS))
        plus = "+" if scientific.group(0).endswith("+") else ""
        power_sign = "-" if power_value < 0 else plus
        return f"{base}E{power_sign}{abs(power_value):0{digits}d}"
    integer_part, dot, decimal_part = pattern.partition(".")
    stripped = integer_part.rstrip(",")
    value /= 1000 ** (len(integer_part) - len(stripped))  # each trailing comma divides by 1000
    required = decimal_part.count("0")
    decimals = sum(1 for c in decimal_part if c in _DIGITS)
    whole, _, fraction = _round(value, decimals).partition(".")
    if decimals > required:
        fraction = fraction.rstrip("0").ljust(required, "0")
    min_int = stripped.count("0")
    if whole == "0" and min_int == 0:
        whole = ""
    elif min_int:
        whole = whole.zfill(min_int)
    if "," in stripped and whole:
        whole = f"{int(whole):,}"
    if fraction:
        return f"{whole}.{fraction}"
    if dot and not whole:
        return "0"
    return whole or "0"


def _digit_span(tokens: list[tuple[str, str]]) -> tuple[int, int] | None:
    """Token indexes [start, end) of the digit pattern: first placeholder to last digit."""
    codes = [i for i, (kind, _) in enumerate(tokens) if kind == "code"]
    starts = [i for i in codes if tokens[i][1] in "0#?."]
    if not starts:
        return None
    start = starts[0]
    end = max(i for i in codes if tokens[i][1] in "0#?" or tokens[i][1].isdigit()) + 1
    while end < len(tokens) and tokens[end] == ("code", ","):
        end += 1  # scaling commas
    return start, max(end, start + 1)


def is_unreadable(code: str) -> bool:
    """True when `code` opens a `[` block (a colour, condition, locale or elapsed time) that it
    never closes, outside quotes and escapes: everything after it would be swallowed, and a
    value under it would show nothing (`[Red0.00`, `#,##0[`)."""
    i = 0
    while i < len(code):
        char = code[i]
        if char == '"':
            end = code.find('"', i + 1)
            i = len(code) if end < 0 else end + 1
        elif char in "\\_*" and i + 1 < len(code):
            i += 2
        elif char == "[":
            end = code.find("]", i + 1)
            if end < 0:
                return True
            i = end + 1
        else:
            i += 1
    return False


def format_number(value: float, code: str, date1904: bool = False) -> str:
    """`value` as a cell with format `code` displays it; General when the code is unusable."""
    try:
        return _format(value, code, date1904)
    except (InvalidOperation, ValueError, OverflowError, ZeroDivisionError, IndexError):
        return general(value)


@dataclass(frozen=True, slots=True)
class _Section:
    """One section of a format code, compiled: how to write a number through it."""

    kind: str  # "general", "date", "number" or "text" (no digit placeholder: literal text)
    text: str = ""  # "general": the code around `General`; "text": the literal output
    before: str = ""
    pattern: str = ""
    after: str = ""
    percent: int = 0
    parts: tuple[tuple[str, str, str, str], ...] = ()
    korean: bool = False  # month, weekday and AM/PM names in Korean (`[$-412]`)


def _korean(section: str) -> tuple[str, bool]:
    """The section, the system date or time written out as a Korean system shows it (the
    built-in locale formats are read so too), and whether its names are Korean."""
    locale = _LOCALE.search(section)
    if locale is None:
        return section, False
    tag = locale.group(1).lower()
    if tag in _KOREAN_SYSTEM:
        return _KOREAN_SYSTEM[tag], True
    if tag.startswith("ko"):
        return section, True
    try:
        return section, int(tag, 16) & 0xFFFF == 0x0412
    except ValueError:
        return section, False


def _compile_section(section: str) -> _Section:
    section, korean = _korean(section)
    tokens = _tokens(section)
    chars = _code_chars(tokens)
    if re.search(r"(?i)general", chars):
        written = "".join(text for _, text in tokens)
        return _Section("general", text=re.sub(r"(?i)general", "\x00", written, count=1))
    if any(c in _DATE_CHARS for c in chars) and not re.search(r"[eE][+-]", chars):
        return _Section("date", parts=_date_parts(tokens), korean=korean)
    span = _digit_span(tokens)
    if span is None:
        return _Section("text", text="".join(text for _, text in tokens))
    start, end = span
    return _Section(
        "number",
        before="".join(text for _, text in tokens[:start]),
        pattern="".join(text for _, text in tokens[start:end]),
        after="".join(text for _, text in tokens[end:]),
        percent=chars.count("%"),
    )


@lru_cache(maxsize=1024)
def _compile(code: str) -> tuple[_Section, ...]:
    """The sections of a format code, compiled once per distinct code (a sheet has few)."""
    if not code or code.strip().lower() == "general":
        return (_Section("general", text="\x00"),)
    if is_invisible(code):
        return (_Section("text"),)
    sections = _sections(code)
    if len(sections) == 1 and "@" in _code_chars(_tokens(sections[0])):
        # A text format (`@`, `"코드: "@`) applies to text only: a number in such a cell is
        # shown as typed, as General shows it.
        return (_Section("general", text="\x00"),)
    return tuple(_compile_section(section) for section in sections)


def _format(value: float, code: str, date1904: bool) -> str:
    sections = _compile(code)
    first = sections[0]
    negative = value < 0
    if negative and len(sections) >= 2:  # an empty negative section shows nothing
        section, value, sign = sections[1], -value, ""
    elif value == 0 and len(sections) >= 3:
        section, sign = sections[2], ""
    else:
        section = first
        sign = "-" if negative and section.kind != "date" else ""
        value = value if section.kind == "date" else abs(value)
    if section.kind == "general":
        return sign + section.text.replace("\x00", general(value))
    if section.kind == "date":
        text = _format_date(value, section.parts, date1904, section.korean)
        return text if text is not None else general(value)
    if section.kind == "text":
        return section.text
    value *= 100**section.percent
    digits = _format_digits(value, section.pattern)
    if sign and not any(c != "0" for c in digits if c.isdigit()):
        sign = ""  # -0.001 shown with no decimals is 0, not -0
    return f"{sign}{section.before}{digits}{section.after}"
