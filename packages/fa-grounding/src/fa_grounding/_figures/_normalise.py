"""One spelling of the digits before a text is scanned: full-width forms (`１２％`), CJK
characters and eras (`令和5年`, `三千万`), German and continental decimal marks (`1.234,5`),
spaced thousands (`1 234 567`)."""

from __future__ import annotations

import re

_WIDE = "０１２３４５６７８９．，％－～＄￦＋：／\u2212\u301c\u223c\ufe6a"
_FULL_WIDTH = str.maketrans(_WIDE, "0123456789.,%-~$₩+:/-~~%")
_HAS_WIDE = re.compile(f"[{re.escape(_WIDE)}]")


# Chinese and Japanese dates, times and big units read as the Korean ones, one character for
# one, so positions are unchanged: `2021年8月10日14时00分` is `2021년8월10일14시00분`, `下午17时`
# is `오후17시`, `35万元` is `35만元` (元 is no unit fa knows: the figure is bare, never 원).
# Japanese reads the same way: `112兆5,717億円` is `112조5,717억엔` (yen, never 원), `約` is `약`,
# `年度` is `년도`.
_CJK = str.maketrans("年月日时時分万萬亿億兆円約度", "년월일시시분만만억억조엔약도")
_HAS_CJK = re.compile(r"[年月日时時分万萬亿億兆円約第]|[上下]午")
# Japanese era years, rewritten in as many characters: `令和6年` is `’24년` (4 characters),
# `平成29年` is `2017년` (5), `令和元年` is `’19년`.
_ERA = re.compile(r"(?P<era>令和|平成|昭和)\s?(?P<n>元|\d{1,2})\s?年")
_ERA_START = {"令和": 2018, "平成": 1988, "昭和": 1925}


# A place character glued to a big unit after digits: `408,592百万円` is `408,592백만엔` (millions
# of yen), `3千万元` is `3천만元`; other 百, 千, 十 stay for the reading of numerals in words.
_CJK_PLACE = re.compile(r"(?<=\d)[十百千](?=[万萬億亿])")
_CJK_PLACE_KO = {"十": "십", "百": "백", "千": "천"}
# Numbered labels: `第124期` is `제124기`, `第3条` is `제3조` (one character for one).
_CJK_LABEL = re.compile(r"第(\s?\d+\s?)([期条條項项号號章節节回])")
_CJK_LABEL_KO = dict(zip("期条條項项号號章節节回", "기조조항항호호장절절회", strict=True))


def _korean_label(match: re.Match[str]) -> str:
    return f"제{match.group(1)}{_CJK_LABEL_KO[match.group(2)]}"


def _era_year(match: re.Match[str]) -> str:
    n = match.group("n")
    year = _ERA_START[match.group("era")] + (1 if n == "元" else int(n))
    width = len(match.group(0))
    if width == 4:
        return f"’{year % 100:02d}년"
    return f"{year}년".rjust(width)


# Thousands grouped by a space, as French and SI write them: by a no-break or thin space always
# (`50\u202f000`), by a plain space only before the currency (`50 000 $`, `1 200 €`), since
# elsewhere a space may part two numbers (`en 2019 120 cas`).
_SPACED_THOUSANDS = re.compile(
    r"(?<![\d,.])\d{1,3}(?:[\u00a0\u202f]\d{3})+(?![\d,])"
    r"|(?<![\d,.])\d{1,3}(?: \d{3})+(?=\s?[$€])"
)
_SPACE_IN_DIGITS = re.compile(r"(?<=\d)[ \u00a0\u202f](?=\d)")


def _comma_grouped(match: re.Match[str]) -> str:
    return _SPACE_IN_DIGITS.sub(",", match.group(0))


# German writes `328,4 Millionen Euro`, `1.234,5 Mio. EUR`: in a text with German amount words,
# a comma before one or two final digits is the decimal mark and dots group thousands. The two
# marks are swapped, one character for one. `Euro` alone (English writes it too: `EUR 1.234
# trillion`) lets only the comma be a decimal mark (`4,50 Euro`), which English never writes.
_GERMAN = re.compile(r"Prozent|Millionen|Milliarden|Mio\.|Mrd\.|\bEuro\b")
_GERMAN_STRONG = re.compile(r"Prozent|Millionen|Milliarden|Mio\.|Mrd\.")
_GERMAN_NUMBER = re.compile(
    r"(?<![\d,])(?<!\d\.)(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d{1,2})(?![\d.,]?\d)"
)
_DECIMAL_COMMA = re.compile(r"(?<![\d,])(?<!\d\.)\d+,\d{1,2}(?![\d.,]?\d)")
# A table cell that is one number with a comma before one or two final digits (`| 24,9 |`,
# `| −2,6 |`, `| 104,6`) has a decimal comma, whatever the language: a thousands group has three
# digits. Only whole cells, so `1,5 | 2` in running text and `1,25` in prose are left alone.
_DECIMAL_COMMA_CELL = re.compile(
    r"(?:^|(?<=\| ))(?:[−\-△▲]\s?)?\d{1,3},\d{1,2}(?=\s?%?\s?\||\s*%?\s*$)", re.M
)
_SWAP_MARKS = str.maketrans(".,", ",.")
# Numbers only continental notation writes, in any language: dots grouping thousands before a
# decimal comma (`$ 10.000,00`, `1.234,5`), or two dot groups and more (`27.083.460`). English
# never writes either, so the marks are swapped wherever they occur.
_CONTINENTAL_HINT = re.compile(r"\.\d{3}[.,]\d")  # a literal first: cheap on long text
_CONTINENTAL = re.compile(
    r"(?<![\d.,])\d{1,3}(?:(?:\.\d{3})+,\d{1,2}|(?:\.\d{3}){2,})(?![\d.,]?\d)"
)

_CONTINENTAL_DECIMAL = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{1,2}(?![\d.,]?\d)")


def _german_marks(match: re.Match[str]) -> str:
    return match.group(0).translate(_SWAP_MARKS)


def normalise_digits(text: str) -> str:
    """Full-width digits and signs to ASCII, so `１２％` reads as `12%`, Chinese and Japanese date
    and unit characters to Korean ones, so `8月10日` reads as `8월10일`, Japanese era years to
    years, and thousands grouped by spaces to commas (positions unchanged)."""
    if ("$" in text or "€" in text or "\u00a0" in text or "\u202f" in text) and (
        _SPACED_THOUSANDS.search(text) is not None
    ):
        text = _SPACED_THOUSANDS.sub(_comma_grouped, text)
    if ("Pro" in text or "Mi" in text or "Mrd." in text) and _GERMAN_STRONG.search(text):
        text = _GERMAN_NUMBER.sub(_german_marks, text)
    elif "," in text and "Euro" in text and _GERMAN.search(text) is not None:
        text = _DECIMAL_COMMA.sub(_german_marks, text)
    if "|" in text and "," in text:
        text = _DECIMAL_COMMA_CELL.sub(_german_marks, text)
    if "." in text and _CONTINENTAL_HINT.search(text) is not None:
        if "," in text and _CONTINENTAL_DECIMAL.search(text) is not None:
            # a block that writes `1.234,5` writes its other decimals with a comma too (`8,2%`,
            # `EUR 0,85`): swapped first, before the dot groups turn into commas
            text = _DECIMAL_COMMA.sub(_german_marks, text)
        text = _CONTINENTAL.sub(_german_marks, text)
    if "∆" in text and HANGUL.search(text) is not None:
        # a Korean table's `∆155` (U+2206, drawn like `△`) is a decrease, as `△155` is; in
        # English text `∆` is a change of either sign and stays a letter
        text = text.replace("∆", "△")
    # translate() looks up every character; most text has none of these, and a search is cheap
    if _HAS_WIDE.search(text):
        text = text.translate(_FULL_WIDTH)
    if _HAS_CJK.search(text):
        if "和" in text or "成" in text:
            text = _ERA.sub(_era_year, text)
        if "百" in text or "千" in text or "十" in text:
            text = _CJK_PLACE.sub(lambda m: _CJK_PLACE_KO[m.group(0)], text)
        if "第" in text:
            text = _CJK_LABEL.sub(_korean_label, text)
        text = text.translate(_CJK).replace("下午", "오후").replace("上午", "오전")
    return text


HANGUL = re.compile(r"[가-힣]")
"""A Hangul syllable: the one pattern the package reads Korean text by."""
