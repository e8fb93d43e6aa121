"""Round 5: spellings of sources and writers the checker had not seen (batch `r5-a-*`): Japanese
budget text (`令和6年`, `112兆5,717億円`, `約112兆円`), a leading-zero-less decimal (`.8x`), month
names in capitals and in French (`JUNE 11TH`, `du 10 septembre au 2 octobre 2020`), spelled
numbers with a scale word (`fifty thousand men`), thousands grouped by spaces (`50 000 $`),
compound durations (`2년 2개월` for `26개월`) and `1년 새` as a reference point.

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules

JP = {
    "L1": "政府は、令和6年1月16日の臨時閣議で、「令和6年度予算案」の変更を決定しました。",
    "L2": "一般予備費を5,000億円から1兆円に倍増しました。"
    "一般会計総額は112兆5,717億円に増加します。",
    "L3": "一般会計総額は約112兆円に上り、令和5年度当初の約114兆円に次ぐ過去2番目の規模です。",
    "L4": "平成29年度の決算です。",
}


# 1. Japanese era years, 兆 and 円
@pytest.mark.parametrize(
    "draft",
    [
        "정부는 2024년 1월 16일 임시 각의에서 예산안 변경을 결정했다 [L1].",
        "2024년도 예산안이 바뀌었다 [L1].",
        "일반예비비는 5,000억 엔에서 1조 엔으로 늘었다 [L2].",
        "총액은 112조 5,717억 엔이다 [L2].",
        "The general account totals ¥112.57 trillion [L2].",
        "총액은 약 112조 엔으로 2023년도 당초 약 114조 엔에 이어 두 번째다 [L3].",
        "2017년도 결산이다 [L4].",
    ],
)
def test_japanese_era_years_and_yen_pass(draft: str) -> None:
    assert ok(draft, JP), check(draft, JP).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "정부는 2025년 1월 16일 예산안 변경을 결정했다 [L1].",
        "총액은 112조 7,517억 엔이다 [L2].",
        "총액은 112조 5,717억 원이다 [L2].",  # yen is never 원
        "일반예비비는 5,000억 위안에서 늘었다 [L2].",
        "2018년도 결산이다 [L4].",
    ],
)
def test_japanese_era_years_and_yen_wrong_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, JP)


# 2. A decimal written without its leading zero
LEVERAGE = {"L5": "Ratio of net debt to TTM Adjusted EBITDA of .8x. See p.8 and 2.8 below."}


def test_decimal_without_leading_zero_passes() -> None:
    assert ok("Net leverage stood at 0.8x TTM adjusted EBITDA [L5].", LEVERAGE)


def test_decimal_without_leading_zero_is_not_eight() -> None:
    assert "GR-03" in rules("Net leverage stood at 0.9x [L5].", LEVERAGE)
    # `.8` is 0.8: it does not support 8 by itself (the `p.8` and `2.8` digits stay as they were)
    assert ok("See page 8 [L5].", LEVERAGE)


# 3. Month names in capitals and in French
DIARY = {"p1.6": "JUNE 11TH.—Stayed in camp to-day. The rebs have succeeded in planting a mortar."}
FRENCH = {
    "p15.12": "Le questionnaire est demeuré en ligne du 10 septembre au 2 octobre 2020.",
    "p7.9": "Les premières rencontres ont eu lieu en mai 2020 : "
    "SAFE Chelsea le 27 mai; le 1er juin.",
}


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("On June 11 the rebels planted a mortar [p1.6].", DIARY),
        ("The questionnaire ran from September 10 to October 2, 2020 [p15.12].", FRENCH),
        ("Meetings began in May 2020; SAFE Chelsea met on May 27 and the last on June 1 [p7.9].",
         FRENCH),
    ],
)  # fmt: skip
def test_month_names_in_capitals_and_french_pass(draft: str, blocks: object) -> None:
    assert ok(draft, blocks), check(draft, blocks).format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("On June 12 the rebels planted a mortar [p1.6].", DIARY),
        ("The questionnaire closed on October 2, 2021 [p15.12].", FRENCH),
        ("SAFE Chelsea met on May 28 [p7.9].", FRENCH),
    ],
)
def test_month_names_in_capitals_and_french_wrong_day_fails(draft: str, blocks: object) -> None:
    assert "GR-03" in rules(draft, blocks)


# 4. Spelled numbers with a scale word
SIEGE = {"p1.2": "Johnston is coming with fifty thousand men to raise the siege."}


def test_spelled_number_with_scale_word_passes() -> None:
    assert ok("Johnston was said to be coming with 50,000 men [p1.2].", SIEGE)


def test_spelled_number_with_scale_word_wrong_figure_fails() -> None:
    assert "GR-03" in rules("Johnston was said to be coming with 15,000 men [p1.2].", SIEGE)
    assert "GR-03" in rules("Johnston was said to be coming with 50 men [p1.2].", SIEGE)


# 5. Thousands grouped by spaces
COSTS = {"p25.8": "$ < 50 000 $ $$ 50 000 $ à 100 000 $ $$$ 100 000 $ et plus"}


def test_thousands_grouped_by_spaces_pass() -> None:
    draft = "Costs run from under $50,000 to $100,000 and more [p25.8]."
    assert ok(draft, COSTS), check(draft, COSTS).format_text()
    assert ok(
        "The town has 50,000 residents [L1].", {"L1": "La ville compte 50\u202f000 habitants."}
    )


def test_thousands_grouped_by_spaces_wrong_figure_fails() -> None:
    assert "GR-03" in rules("Costs run from under $5,000 [p25.8].", COSTS)
    # a plain space between two numbers without a currency after them does not join them
    assert "GR-03" in rules("There were 2,019,120 cases [L1].", {"L1": "en 2019 120 cas"})


# 6. Compound durations
WORKERS = {"L5": "제조업은 26개월, 건설업은 18개월 연속 종사자가 줄면서 부진이 지속됐다."}


@pytest.mark.parametrize(
    "draft", ["제조업 종사자는 2년 2개월째 감소세다 [L5].", "건설업은 1년 6개월 연속 줄었다 [L5]."]
)
def test_compound_duration_passes(draft: str) -> None:
    assert ok(draft, WORKERS), check(draft, WORKERS).format_text()


@pytest.mark.parametrize(
    "draft",
    ["제조업 종사자는 2년 4개월째 감소세다 [L5].", "건설업은 1년 연속 줄었다 [L5].",
     "건설업은 1년 8개월 연속 줄었다 [L5]."],
)  # fmt: skip
def test_compound_duration_wrong_length_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, WORKERS)


def test_compound_duration_in_a_source_supports_months() -> None:
    blocks = {"L1": "공사 기간은 1년 6개월이다."}
    assert ok("공사는 18개월 걸린다 [L1].", blocks)
    assert "GR-03" in rules("공사는 16개월 걸린다 [L1].", blocks)


# 7. `1년 새`: over the past year, the source's 전년 동월 대비
JOBS = {"L4": "지난달 전체 취업자 수는 2909만명으로, 전년 동월 대비 18만3000명 증가했다."}


def test_one_year_span_as_reference_point_passes() -> None:
    assert ok("취업자는 1년 새 18.3만 명 늘었다 [L4].", JOBS)
    assert ok("취업자는 1년 사이에 18만 3천 명 늘었다 [L4].", JOBS)


def test_longer_span_stays_a_figure() -> None:
    assert "GR-03" in rules("취업자는 2년 새 18.3만 명 늘었다 [L4].", JOBS)
    assert "GR-03" in rules("취업자는 1년 새 13.8만 명 늘었다 [L4].", JOBS)


# Batch r5-b (held out from the fixes above): German sources, an en dash as a minus, `$83.6mm`,
# `23.8 pct`.
TAKKT = {
    "L1": "Im ersten Quartal kletterte der Umsatz im Jahresvergleich um 23,3 Prozent auf "
    "328,4 Millionen Euro. Aus eigener Kraft war das ein Wachstum von 18,9 Prozent.",
    "L2": "Der Konzernumsatz stieg um 0,6 Prozent auf 2,39 Milliarden Euro (Vorjahr: 2,37 Mrd.).",
    "L3": "Die Gesamtkosten beliefen sich auf 266,1 (273,8) Mio. EUR; die Umsatzerlöse lagen bei "
    "464,7(Vj.399,4)Mio. EUR, ein Umsatz von 1.234,5 Mio. EUR im Jahr.",
}


# 8. German decimal comma, scale words and the prior year in brackets
@pytest.mark.parametrize(
    "draft",
    [
        "TAKKT's Q1 revenue rose 23.3% to €328.4 million [L1].",
        "Organic growth was 18.9 pct [L1].",
        "매출은 3억 2,840만 유로로 23.3% 늘었다 [L1].",
        "Group revenue rose 0.6% to €2.39bn (prior year €2.37bn) [L2].",
        "Total costs were €266.1m, down from €273.8m [L3].",
        "Revenue was €464.7 million against €399.4 million [L3].",
        "Annual revenue was €1.2345 billion [L3].",
    ],
)
def test_german_numbers_pass(draft: str) -> None:
    assert ok(draft, TAKKT), check(draft, TAKKT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "TAKKT's Q2 revenue rose 23.3% [L1].",
        "Revenue rose 32.3% to €328.4 million [L1].",
        "Revenue rose to €328.4 billion [L1].",
        "매출은 3억 2,840만 원이었다 [L1].",  # euros are not won
        "Group revenue rose to €2.93bn [L2].",
        "Total costs were €266.1 billion [L3].",
        "Revenue was €464.7 million against €394.9 million [L3].",
    ],
)
def test_german_numbers_wrong_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, TAKKT)


def test_euro_alone_reads_only_a_decimal_comma() -> None:
    # English writes `Euro` too: its dots stay decimals; `4,50 Euro` is 4.50
    blocks = {"L1": "Euro area debt was EUR 1.234 trillion; a ticket costs 4,50 Euro."}
    assert ok("Debt was €1.234 trillion and a ticket €4.50 [L1].", blocks)
    assert "GR-03" in rules("Debt was €1,234 trillion [L1].", blocks)


def test_decimal_comma_is_read_only_in_german_text() -> None:
    # without German amount words a comma still groups thousands or parts two numbers
    blocks = {"L1": "Rounds 1,5 and 7 were held; 1,500 people came."}
    assert "GR-03" in rules("Round 1.5 was held [L1].", blocks)
    assert ok("1,500 people came [L1].", blocks)


# 9. An en dash glued to a figure is a minus; `$83.6mm` is millions
EDUC = {"L4": "Net Income: –$835,700, a net profit margin of –7.56%. Total Assets: $83.6 million. "
        "Pages 12 – 14 list them."}  # fmt: skip


def test_en_dash_minus_and_mm_pass() -> None:
    assert ok("Net margin was -7.56% and net income -$835,700 [L4].", EDUC)
    assert ok("Total assets were $83.6mm [L4].", EDUC)


def test_en_dash_minus_and_mm_wrong_figure_fails() -> None:
    assert "GR-03" in rules("Net margin was +7.56% [L4].", EDUC)
    assert "GR-03" in rules("Total assets were $83.6bn [L4].", EDUC)
    # a spaced dash between two numbers is no minus
    assert "GR-03" in rules("See pages 12 to -14 [L4].", EDUC)


# 10. German month names and number words in a source (after r5-b)
HEID = {
    "L1": "Von Januar bis März schmolz der Umsatz um gut acht Prozent auf knapp 4,5 Milliarden "
    "Euro. Die Hauptversammlung findet am 27. Mai 2025 statt."
}


@pytest.mark.parametrize(
    "draft",
    [
        "1~3월 매출은 약 45억 유로로 8% 남짓 줄었다 [L1].",
        "Revenue fell by a little over 8% to just under €4.5 billion [L1].",
        "주총은 2025년 5월 27일이다 [L1].",
        # a span of months that fills a quarter names it
        "Q1 revenue fell by a little over 8% to just under €4.5 billion [L1].",
        "1분기 매출은 8% 줄었다 [L1].",
    ],
)
def test_german_months_and_number_words_pass(draft: str) -> None:
    assert ok(draft, HEID), check(draft, HEID).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "4~6월 매출은 8% 줄었다 [L1].",
        "1~3월 매출은 9% 줄었다 [L1].",
        "주총은 2025년 5월 28일이다 [L1].",
        # a span of January to March is the first quarter, no other
        "Q2 revenue fell 8% [L1].",
        "4분기 매출은 8% 줄었다 [L1].",
    ],
)
def test_german_months_and_number_words_wrong_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, HEID)


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("2024년 1분기 수출은 5% 늘었다 [L1].", True),
        ("2024년 하반기 수입은 2% 줄었다 [L1].", True),
        ("2023년 1분기 수출은 5% 늘었다 [L1].", False),
        ("2024년 2분기 수출은 5% 늘었다 [L1].", False),
        ("2024년 상반기 수입은 2% 줄었다 [L1].", False),
    ],
)
def test_a_span_of_months_names_its_quarter_or_half(draft: str, passes: bool) -> None:
    blocks = {"L1": "2024년 1~3월 수출은 5% 늘었고, 7~12월 수입은 2% 줄었다."}
    assert ok(draft, blocks) is passes, check(draft, blocks).format_text()


# Batch r5-c (held out from the fixes above): UK releases, a German report on a UK firm, a
# Japanese annual report, Korean broker notes.
JP_REPORT = {
    "L1": "有価証券報告書-第124期(令和2年4月1日-令和3年3月31日)",
    "L2": "売上高は、前連結会計年度に比べ6,142百万円(1.5%)増加の408,592百万円となった。",
}


# 11. `百万円` is millions of yen; `第124期` is `제124기`
@pytest.mark.parametrize(
    "draft",
    [
        "제124기 매출은 4,085억 9,200만 엔으로 61억 4,200만 엔(1.5%) 늘었다 [L1, L2].",
        "Revenue rose ¥6,142 million to ¥408,592 million [L2].",
    ],
)
def test_japanese_millions_and_labels_pass(draft: str) -> None:
    assert ok(draft, JP_REPORT), check(draft, JP_REPORT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "제125기 매출은 4,085억 9,200만 엔이다 [L1, L2].",
        "매출은 4,085억 9,200만 원이다 [L2].",
        "Revenue rose to ¥408,592 [L2].",
    ],
)
def test_japanese_millions_and_labels_wrong_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, JP_REPORT)


def test_chinese_numerals_in_words_stay_numerals() -> None:
    # 百 is a place word in `二百人`; only a 百 glued between digits and 万 is `백`
    assert ok("참가자는 200명이다 [L1].", {"L1": "参加者二百人。"})


# 12. A half without its year; `between X and Y billion`; a fall told by `slump`
UK = {
    "L1": "Profit before tax up 21% to £2,161m.",
    "L2": "Die Analystenprognosen bewegten sich zwischen 1,29 und 1,35 Milliarden Pfund.",
    "L3": "The bank's interim dividend rose after a 14 per cent slump in pre-tax profit to £3.3bn.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "H1 PBT +21% to £2.16bn [L1].",
        "Analysts had expected £1.29bn to £1.35bn [L2].",
        "Pre-tax profit fell 14% to £3.3 billion [L3].",
    ],
)
def test_uk_release_forms_pass(draft: str) -> None:
    assert ok(draft, UK), check(draft, UK).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "H1 PBT +12% to £2.16bn [L1].",
        "Analysts had expected £1.92bn to £1.35bn [L2].",
        "Pre-tax profit rose 14% to £3.3 billion [L3].",
    ],
)
def test_uk_release_forms_wrong_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, UK)


# Batch r5-d (held out from the fixes above): weather releases and a US health study.
STUDY = {
    "L1": "Staffed beds declined 16% (802,000 to 674,000). Ultra HD 4K screens were counted.",
    "L2": "Hospitalizations will increase from 36.2 million in 2025 to 40.2 million in 2035.",
}


# 13. `802K`: a K glued to three digits or more is thousands; a year before `to` is no range end
@pytest.mark.parametrize(
    "draft",
    [
        "Staffed beds fell 16%, from 802K to 674K [L1].",
        "Hospitalizations rise from 36.2M in 2025 to 40.2M in 2035 [L2].",
        "They were counted on 4K screens [L1].",
    ],
)
def test_thousands_k_and_year_before_to_pass(draft: str) -> None:
    assert ok(draft, STUDY), check(draft, STUDY).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Staffed beds fell from 820K to 674K [L1].",
        "Hospitalizations rise from 36.2M in 2026 [L2].",
        "They were counted on 8K screens [L1].",
        "Hospitalizations reach 2,025 million [L2].",
    ],
)
def test_thousands_k_and_year_before_to_wrong_figure_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, STUDY)


# 14. Chinese and Japanese unit declarations: `中标金额（万元）` and `(単位:百万円)`
def _table(head: str, row: str) -> list[dict[str, object]]:
    return [
        {"anchor": "L1", "kind": "table_row", "flags": ["table"], "text": head},
        {"anchor": "L2", "kind": "table_row", "flags": ["table"], "text": row},
    ]


def test_chinese_and_japanese_unit_declarations_pass() -> None:
    fee = _table("中标金额（万元） | 服务招标", "100以下 | 1.5%")
    assert ok("낙찰금액 100만 위안 이하의 수수료율은 1.5%다 [L2].", fee)
    sales = _table("(単位:百万円)", "売上高 | 15,803 | 13,978")
    assert ok("매출은 158억 300만 엔이다 [L2].", sales)
    assert ok("Sales were ¥15,803 million [L2].", sales)


def test_chinese_and_japanese_unit_declarations_wrong_figure_fails() -> None:
    fee = _table("中标金额（万元） | 服务招标", "100以下 | 1.5%")
    assert "GR-03" in rules("낙찰금액 1,000만 위안 이하의 수수료율은 1.5%다 [L2].", fee)
    sales = _table("(単位:百万円)", "売上高 | 15,803 | 13,978")
    assert "GR-03" in rules("매출은 158억 300만 원이다 [L2].", sales)
    assert "GR-03" in rules("매출은 15,803엔이다 [L2].", sales)
