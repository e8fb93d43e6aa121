"""Round 8: drafts against blocks fa extracted from unseen files (batch `r8-a-*`).

Four classes of spelling the checker misread:

1. Korean native numerals before a counter (`세 곳`, `두 차례`, `다섯 명`, `일곱 개`) are figures,
   in a draft as in a source; `한` (one) is not, being also the verb form `한` (did).
2. An English multiplier glued to a Korean particle (`KRW 12.975 billion에`, `$1.2 billion을`)
   keeps its scale.
3. English headnotes in square brackets (`[In thousands (11,062.6 represents 11,062,600) ...]`)
   and the Indian scales lakh and crore (`(in Lakh)`, `10,021 lakh`) declare a unit.
4. On a PDF page, a table title (`Table 325.`) ends the reach of the unit declared for the table
   above it: the next table's counts are read as written, cited alone or with the whole page.

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from grounding_drafts import row as _row

# 1. Native numerals
PRESS = {
    "L1": "공단은 3월 중 현장점검을 2회 실시하고, 점검 대상은 수도권 물류센터 5곳이다.",
    "L2": "점검반은 7명으로 구성되며 위반 사업장 12개소에 과태료를 부과했다.",
    "L3": "참석 기관은 세 곳, 발표자는 다섯 명이다.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "공단은 두 차례 현장점검을 한다 [L1].",
        "점검 대상은 물류센터 다섯 곳이다 [L1].",
        "점검반은 일곱 명이고 위반 사업장은 열두 곳이다 [L2].",
        "참석 기관은 3곳, 발표자는 5명이다 [L3].",  # a source's native numerals support digits
        "한 곳도 빠짐없이 점검한다 [L1].",  # 한 is not read
        "점검 대상 일곱 곳 중 한 곳꼴로 위반이 나왔다 [L1].",  # a share, no count
    ],
)
def test_native_numerals_restated(draft: str) -> None:
    assert ok(draft, PRESS), check(draft, PRESS).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "공단은 세 차례 현장점검을 한다 [L1].",
        "점검 대상은 물류센터 여섯 곳이다 [L1].",
        "점검반은 여덟 명으로 구성된다 [L2].",
        "참석 기관은 4곳이다 [L3].",
        "위반 사업장 스무 곳에 과태료를 부과했다 [L2].",
    ],
)
def test_native_numerals_are_checked(draft: str) -> None:
    assert rules(draft, PRESS) == {"GR-03"}


def test_native_numeral_ordinal_is_not_a_count() -> None:
    # `두 번째` names an item, like `2번째`; it never counts two of them
    assert ok("여섯 번째 점검은 3월 중이다 [L1].", PRESS)
    assert ok("공단은 두 번 점검한다 [L1].", PRESS)
    assert rules("공단은 네 번 점검한다 [L1].", PRESS) == {"GR-03"}


# 2. A multiplier glued to a particle
DEAL = {"L1": "신주 15,000주를 129.75억 원(주당 8.65백만 원)에 매입했다. 매출은 $1.2 billion이다."}


@pytest.mark.parametrize(
    "draft",
    [
        "지분은 KRW 12.975 billion에 샀다 [L1].",
        "매출은 $1.2 billion으로 집계됐다 [L1].",
        "주당 KRW 8.65 million이다 [L1].",
    ],
)
def test_multiplier_before_a_particle(draft: str) -> None:
    assert ok(draft, DEAL), check(draft, DEAL).format_text()


@pytest.mark.parametrize(
    "draft",
    ["지분은 KRW 12.795 billion에 샀다 [L1].", "매출은 $2.1 billion으로 집계됐다 [L1]."],
)
def test_multiplier_before_a_particle_checked(draft: str) -> None:
    assert rules(draft, DEAL) == {"GR-03"}


# 3. Bracketed headnotes; lakh and crore
ABSTRACT = [
    {"anchor": "p1.1", "text": "Table 12. Visitors by Region: 2019"},
    {
        "anchor": "p1.2",
        "text": "[In thousands (2,345.6 represents 2,345,600). For year ending December 31]",
    },
    {"anchor": "p1.3", "text": "Total . . . . . 2,345.6 1,204.1\nNorth . . . . . 812.3 401.9"},
]
LAKH = [
    {"anchor": "p1.1", "text": "Year Population"},
    {"anchor": "p1.2", "text": "(in Lakh)"},
    {"anchor": "p1.3", "text": "1. 2001 10270 271019\n2. 2002 10506 260122"},
]


@pytest.mark.parametrize(
    "draft, blocks",
    [
        ("North 방문객은 약 81만 명이다 [p1.2, p1.3].", ABSTRACT),
        ("Total 방문객은 234만 5,600명이다 [p1.2, p1.3].", ABSTRACT),
        ("North had 812.3 thousand visitors [p1.3].", ABSTRACT),
        ("2002년 인구는 약 10억 5천만 명이다 [p1.2, p1.3].", LAKH),
        ("2001 population was 10,270 lakh [p1.3].", LAKH),
        # `(in Lakh)` uncited heads one column of the page: the others are read as written too
        ("2001년 사고사는 27만 1,019건이다 [p1.3].", LAKH),
        ("2001 population was about 102.7 crore [p1.2, p1.3].", LAKH),
    ],
)
def test_headnote_and_lakh_units(draft: str, blocks: object) -> None:
    assert ok(draft, blocks), check(draft, blocks).format_text()


@pytest.mark.parametrize(
    "draft, blocks",
    [
        ("North 방문객은 약 91만 명이다 [p1.2, p1.3].", ABSTRACT),
        ("2002년 인구는 약 12억 명이다 [p1.2, p1.3].", LAKH),
        ("2001 population was about 112.7 crore [p1.2, p1.3].", LAKH),
    ],
)
def test_headnote_and_lakh_units_checked(draft: str, blocks: object) -> None:
    assert rules(draft, blocks) == {"GR-03"}


# 4. A table title on a PDF page ends the unit of the table above it
TWO_TABLES = [
    {"anchor": "p1.1", "text": "Table 7. Claims by Age: 2020"},
    {"anchor": "p1.2", "text": "[In thousands. Based on 1,204 offices]"},
    {"anchor": "p1.3", "text": "Total . . . . 4,512.8 1,022.4\nUnder 30 . . . 611.0 140.2"},
    {"anchor": "p1.4", "text": "Table 8. Claims by Region: 2020"},
    {"anchor": "p1.5", "text": "[Based on 1,187 offices. See headnote, Table 7]"},
    {"anchor": "p1.6", "text": "Total . . . . 4,398,115 2,011,006\nNorth . . . 802,311 366,004"},
]


@pytest.mark.parametrize(
    "draft",
    [
        "지역별 표의 North 청구는 약 80만 건이다 [p1.4, p1.6].",
        "지역별 청구 합계는 약 440만 건이다 [p1].",  # the whole page: p1.2's unit stops at p1.4
        "연령별 청구 합계는 약 451만 건이다 [p1].",  # and still holds above it
        "연령별 청구 합계는 약 451만 건이다 [p1.1, p1.3].",  # inherited on the page
    ],
)
def test_unit_stops_at_the_next_table_title(draft: str) -> None:
    assert ok(draft, TWO_TABLES), check(draft, TWO_TABLES).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "지역별 표의 North 청구는 약 8억 건이다 [p1.4, p1.6].",
        "지역별 청구 합계는 약 44억 건이다 [p1].",
        "연령별 청구 합계는 약 461만 건이다 [p1.1, p1.3].",
    ],
)
def test_unit_stops_at_the_next_table_title_checked(draft: str) -> None:
    assert rules(draft, TWO_TABLES) == {"GR-03"}


# Held-out batch `r8-b-*`: five more classes.
#
# 5. Slash dates written day first: `29/01/2020` is a date (the day cannot be a month), and an
#    ambiguous `12/06/2021` is read day first in a document whose dates are day first.
# 6. Continental notation in any language: `$ 10.000,00` is 10,000 and `27.083.460` 27,083,460.
# 7. An abbreviated date with its closing dot (`’21.6.12. 기준`) does not end a sentence.
# 8. A bound holds short of a whole step: `4시간 가까이` is no 3 hours, `3건 넘게` no 4.
# 9. A fraction of an inch (`1/4인치`, `1⁄4 inch`, split over a line by a PDF) is a length.
ITALY = [
    _row("x1.1", "iss_date | DATA | CASI"),
    _row("x1.2", "12/06/2021 | 29/01/2020 | 36"),
    _row("x1.3", "12/06/2021 | 03/02/2020 | 57"),
]
US = [
    _row("x1.1", "Ship Date | Item | Quantity"),
    _row("x1.2", "10/5/2006 | RIFLE | 12"),
    _row("x1.3", "8/31/2007 | TRUCK | 1"),
]


@pytest.mark.parametrize(
    "draft, blocks",
    [
        ("2020년 1월 29일 진단 건수는 36건이다 [x1.2].", ITALY),
        ("2021년 6월 12일 기준 2020년 2월 3일 진단 건수는 57건이다 [x1.3].", ITALY),
        ("Rifles shipped on October 5, 2006 [x1.2].", US),
    ],
)
def test_day_first_dates(draft: str, blocks: object) -> None:
    assert ok(draft, blocks), check(draft, blocks).format_text()


@pytest.mark.parametrize(
    "draft, blocks",
    [
        ("2021년 12월 6일 기준 진단 건수는 57건이다 [x1.3].", ITALY),  # day first here
        ("Rifles shipped on May 10, 2006 [x1.2].", US),  # month first here
        ("2020년 1월 28일 진단 건수는 36건이다 [x1.2].", ITALY),
    ],
)
def test_day_first_dates_checked(draft: str, blocks: object) -> None:
    assert rules(draft, blocks) == {"GR-03"}


DONORS = {
    "p1.2": "MENA JUAN MARTÍN 27.083.460 20-27083460-5 09/10/2013 EFECTIVO $ 10.000,00",
    "p1.3": "SARRA CARMEN 11.812.381 27-11812381-1 09/10/2013 EFECTIVO $ 20.000,50",
}


@pytest.mark.parametrize(
    "draft",
    [
        "MENA의 기부액은 1만 달러다 [p1.2].",
        "SARRA gave $20,000.50 [p1.3].",
        "MENA의 등록번호는 27,083,460이다 [p1.2].",
    ],
)
def test_continental_notation(draft: str) -> None:
    assert ok(draft, DONORS), check(draft, DONORS).format_text()


@pytest.mark.parametrize(
    "draft", ["MENA의 기부액은 10달러다 [p1.2].", "SARRA gave $20,500 [p1.3]."]
)
def test_continental_notation_checked(draft: str) -> None:
    assert rules(draft, DONORS) == {"GR-03"}


def test_abbreviated_date_does_not_end_a_sentence() -> None:
    blocks = {"L1": "2021. 6. 12. 기준 누적 확진 385,452명"}
    assert ok("’21.6.12. 기준 누적 확진은 약 38.5만 명이다 [L1].", blocks)
    assert rules("’21.6.12. 기준 누적 확진은 약 48.5만 명이다 [L1].", blocks) == {"GR-03"}


def test_bound_short_of_a_whole_step() -> None:
    blocks = {"L1": "출발편은 평균 3시간 지연됐고 결항은 5건이었다."}
    assert ok("출발편은 3시간 가까이 늦었다 [L1].", blocks)
    assert ok("결항은 5건 이상이다 [L1].", blocks)
    assert rules("출발편은 4시간 가까이 늦었다 [L1].", blocks) == {"GR-03"}
    assert rules("결항은 4건 넘게 나왔다 [L1].", blocks) == {"GR-03"}


INCHES = [
    {"anchor": "p1.1", "text": "The wing type ranges in size for No. 6 up to 1\n⁄4 inch."},
    {"anchor": "p1.2", "text": "The bellows type ranges up to 3⁄8 inch."},
]


@pytest.mark.parametrize(
    "draft", ["Wing형은 1/4인치까지다 [p1.1].", "Bellows형은 3/8인치까지다 [p1.2]."]
)
def test_inch_fractions(draft: str) -> None:
    assert ok(draft, INCHES), check(draft, INCHES).format_text()


@pytest.mark.parametrize(
    "draft", ["Wing형은 3/4인치까지다 [p1.1].", "Bellows형은 1/8인치까지다 [p1.2]."]
)
def test_inch_fractions_checked(draft: str) -> None:
    assert rules(draft, INCHES) == {"GR-03"}


# Held-out batch `r8-c-*`: four more classes.
#
# 10. Korean outline enumerators (`가.`, `나.`, `(다)`, `라)`) open an item, like `1.`: the
#     enumerator is no sentence of its own.
# 11. A Korean amount's last group before `시간` (`43만 8,218시간`) is one figure of hours.
# 12. Marks a PDF leaves inside a hyphenated word (`sys\ufffetem`, a soft hyphen) do not break
#     a quote of the word.
# 13. A number group with a leading zero before a dash (`0704-0004`) is an identifier, compared as
#     a code, as the source's `OMB No. 0704-0004` is.
MEMO = {
    "p1.1": "The Act was signed into law on October 28, 1998. It implements two 1996 treaties.",
    "p1.2": "65% English Speech Recognition\n(438,218 hours)",
    "p1.3": "they concluded: “there is little room for a generic speech sys\ufffetem to improve on "
    "clean read spee\u00adch”",
    "p1.4": "OMB No. 0704-0004\nOMB approval expires:",
}


@pytest.mark.parametrize(
    "draft",
    [
        "가. 법은 1998. 10. 28. 서명으로 성립함 [p1.1]\n나. 1996년 조약 두 건을 이행함 [p1.1]",
        "(가) 법은 1998년 10월 28일 성립함 [p1.1]",
        "영어 음성인식 데이터는 43만 8,218시간으로 65%다 [p1.2].",
        "“there is little room for a generic speech system to improve on clean read speech”라는 "
        "결론이다 [p1.3].",
        "OMB 번호는 0704-0004다 [p1.4].",
    ],
)
def test_memo_forms_restated(draft: str) -> None:
    assert ok(draft, MEMO), check(draft, MEMO).format_text()


@pytest.mark.parametrize(
    "draft, rule",
    [
        ("가. 법은 1998. 10. 18. 서명으로 성립함 [p1.1]", "GR-03"),
        ("나. 1996년 조약 두 건을 이행함 [p1.1]\n다. 부칙은 세 개 조항임", "GR-01"),
        ("영어 음성인식 데이터는 43만 2,818시간이다 [p1.2].", "GR-03"),
        ("“there is no room for a generic speech system”라는 결론이다 [p1.3].", "GR-04"),
        ("OMB 번호는 0704-0040이다 [p1.4].", "GR-03"),
    ],
)
def test_memo_forms_checked(draft: str, rule: str) -> None:
    assert rule in rules(draft, MEMO), check(draft, MEMO).format_text()
