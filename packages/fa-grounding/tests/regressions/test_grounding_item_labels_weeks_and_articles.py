"""Round 11: the held-out batch `r11-a-*` (blocks fa extracted from Korean bills, a case-law
tool's log, two HWPX files and a Yonhap page; 주간 업무 보고, 정책 브리핑, 감사 지적사항,
카드뉴스, 회의록 and English partner notes).

Classes of spelling the checker misread:

1. A numbered item label opening a line (`카드 3.`, `지적 1.`, `확인 4.`, `지적사항 2.`,
   `Card 2.`) names the item: its full stop ends no sentence and its number is no figure.
2. Weeks are a period (`6주`, `6주간`, `2주일`, `6 weeks`): `6주` is no `6개월`, and a week
   compares with days (`2주` for `14일간`) but not with months.
3. English abbreviations of durations (`0.008s`, `30 min`, `2 hrs`, `10 sec`) are periods: `0.008
   분` is no `0.008s`; `0.008초` restates it. A decade (`1990s`) stays a number.
4. An English reference to an article (`Article 7`, `Art. 35`, `Article 71(2)4`) restates the
   Korean label (`제7조`, `제35조`, `제71조제2항제4호`) and is compared as a label, not as bare
   numbers; `Article 50-3` is `제50조의3`.

Held-out batch `r11-b-*` (a deployment bill with its cost tables, a labour bill, two case-law
tool logs):

5. A block's series of years, each with its figure (`´08년 43척, ´09년 49척`, `2022: 19 건` /
   `2025: 13 건`), tells which figure is whose: a sentence that gives a year another year's figure
   (`’08년 ... 49척`) is refused; its own figure, or one the series does not hold, is judged as
   before.

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules

# 1. numbered item labels
PROB = {
    "L1": "위의 표에 따라 대체 고용할 확률 p의 값은 5.6%라고 가정한다.",
    "L2": "예상되는 비용이 연평균 10억원 미만이거나 총 30억원 미만인 경우에 해당함.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "카드 3. 대체인력을 뽑을 확률은 5.6%로 가정했어요 [L1]",
        "지적 1. 연평균 10억원 미만이거나 총 30억원 미만인 경우에 해당함 [L2]",
        "- 확인 4. 확률 p는 5.6%로 가정함 [L1]",
        "지적사항 12. 비용은 연평균 10억원 미만 [L2]",
        "**카드 2.** 대체 고용 확률은 5.6%예요 [L1]",
        "Card 7. The rate assumed is 5.6% [L1].",
    ],
)
def test_an_item_label_ends_no_sentence_and_is_no_figure(draft: str) -> None:
    assert ok(draft, PROB), check(draft, PROB).format_text()


@pytest.mark.parametrize(
    "draft",
    ["카드 3. 대체인력을 뽑을 확률은 6.5%로 가정했어요 [L1]", "지적 1. 연평균 1,000만원 미만 [L2]"],
)
def test_an_item_label_still_checks_the_figures_after_it(draft: str) -> None:
    assert rules(draft, PROB) == {"GR-03"}


def test_only_item_nouns_are_labels() -> None:
    # `배포는 9.` opens a claim, not an item: `9. 3.(월)` stays the date it is
    blocks = {"L1": "보도자료 배포: 9. 3.(월) 09:00"}
    assert ok("배포는 9. 3.(월) 오전 9시다 [L1].", blocks)
    assert rules("배포는 9. 4.(화) 오전 9시다 [L1].", blocks) == {"GR-03"}


# 2. weeks
LAW = {"L1": "① 이 법은 공포 후 6개월이 경과한 날부터 시행한다.",
       "L2": "교육은 6주 과정으로 운영하며, 실습은 14일간 진행한다."}  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "공포 후 6개월이 지나면 시행됩니다 [L1].",
        "교육은 6주간 진행됩니다 [L2].",
        "실습은 2주 동안 합니다 [L2].",
        "The course runs for 6 weeks [L2].",
    ],
)
def test_weeks_are_a_period(draft: str) -> None:
    assert ok(draft, LAW), check(draft, LAW).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "공포 후 6주가 지난 날부터 시행됩니다 [L1].",
        "교육은 6개월 과정입니다 [L2].",
        "실습은 3주간 합니다 [L2].",
    ],
)
def test_a_week_is_no_month(draft: str) -> None:
    assert rules(draft, LAW) == {"GR-03"}


def test_weeks_of_shares_and_anniversaries_are_no_period() -> None:
    blocks = {"L1": "창립 6주년 기념으로 주주에게 1주당 500원을 배당한다."}
    assert ok("창립 6주년을 맞아 1주당 500원을 배당합니다 [L1].", blocks)


# 3. English abbreviations of durations
LOG = {"L1": "second call elapsed: 0.008s (CACHE HIT)",
       "L2": "build took 30 min; deploy 2 hrs; warm-up 10 sec. Popular in the 1990s."}  # fmt: skip


@pytest.mark.parametrize(
    "draft",
    [
        "재호출은 0.008초 만에 끝났다 [L1].",
        "빌드는 30분 걸렸다 [L2].",
        "배포에 2시간이 들었다 [L2].",
        "예열은 10초다 [L2].",
        "1990년대에 유행했다 [L2].",
    ],
)
def test_abbreviated_durations_restate(draft: str) -> None:
    assert ok(draft, LOG), check(draft, LOG).format_text()


@pytest.mark.parametrize(
    "draft",
    ["재호출은 0.008분 걸렸다 [L1].", "빌드는 30초 걸렸다 [L2].", "배포에 2분이 들었다 [L2]."],
)
def test_abbreviated_durations_keep_their_unit(draft: str) -> None:
    assert rules(draft, LOG) == {"GR-03"}


# 4. English article references
BILL = {
    "L1": "육아휴직이 가능한 자녀의 연령을 만 8세 이하로 하려는 것임(안 제71조제2항제4호).",
    "L2": "형의 실효 등에 관한 법률 제7조 제1항, 형법 제35조",
    "L3": "제50조의3(간호과의 수업연한 및 학위에 관한 특례) ① 간호과의 수업연한은 4년으로 한다.",
}


@pytest.mark.parametrize(
    "draft",
    [
        "The bill raises the age limit to 8 (Article 71(2)4) [L1].",
        "The sentence lapses under Article 7 of that act [L2].",
        "Art. 35 of the Criminal Act applies [L2].",
        "A new Article 50-3 sets a four-year course [L3].",
        "Article 7(1) governs the lapse [L2].",
    ],
)
def test_an_english_article_restates_the_korean_label(draft: str) -> None:
    assert ok(draft, BILL), check(draft, BILL).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "The sentence lapses under Article 8 of that act [L2].",
        "The bill amends Article 72(2)4 [L1].",
        "Art. 36 of the Criminal Act applies [L2].",
    ],
)
def test_an_english_article_must_be_the_cited_one(draft: str) -> None:
    assert rules(draft, BILL) == {"GR-03"}


# 5. a year's figure in a block's series
PIRACY = {"L1": "* 선박피랍 : ´05년 15척, ´06년 5척, ´07년 12척, ´08년 43척, ´09년 49척"}
TREND = {"L1": "total_analyzed=50\n  2022: 19 건\n  2025: 13 건\n  2023: 10 건\n  2024: 7 건"}


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("’08년 선박 피랍은 43척이었습니다 [L1].", PIRACY),
        ("선박 피랍은 ’08년 43척, ’09년 49척으로 늘었다 [L1].", PIRACY),
        ("2009년에는 49척이 피랍됐다 [L1].", PIRACY),
        ("2023년 판례는 10건이었습니다 [L1].", TREND),
        ("2022년이 19건으로 가장 많았고 2025년이 13건이었다 [L1].", TREND),
        ("50건 중 2024년 판례는 7건이다 [L1].", TREND),
        ("Cases rose from 10 in 2023 to 13 in 2025 [L1].", TREND),
    ],
)
def test_a_year_keeps_its_own_figure(draft: str, blocks: dict[str, str]) -> None:
    assert ok(draft, blocks), check(draft, blocks).format_text()


@pytest.mark.parametrize(
    ("draft", "blocks"),
    [
        ("’08년 선박 피랍은 49척이었습니다 [L1].", PIRACY),
        ("2006년 피랍은 12척 [L1].", PIRACY),
        ("2023년 판례는 13건이었습니다 [L1].", TREND),
        ("2024년에는 19건이었다 [L1].", TREND),
    ],
)
def test_a_year_given_another_years_figure_is_refused(draft: str, blocks: dict[str, str]) -> None:
    assert rules(draft, blocks) == {"GR-03"}


def test_years_listed_together_take_their_figures_in_turn() -> None:
    # `2023년과 2024년 … 각각 100억, 120억`: 100억 goes to 2023, not to the year next to it
    blocks = {"L1": "연도별 매출: 2023년 100억 원, 2024년 120억 원"}
    assert ok("2023년과 2024년 매출은 각각 100억 원, 120억 원이다 [L1].", blocks)
    assert ok("2023년, 2024년 매출은 100억 원과 120억 원이다 [L1].", blocks)
    assert ok("Sales were 100억 원 and 120억 원 in 2023 and 2024 respectively [L1].", blocks)
    # a year with its own figure next to it is still held to it
    assert rules("2024년 매출은 100억 원이다 [L1].", blocks) == {"GR-03"}


@pytest.mark.parametrize(
    "draft",
    [
        "2023년 대비 매출은 120억 원으로 늘었다 [L1].",
        "2023년보다 늘어난 매출은 120억 원이다 [L1].",
        "2023년에 비해 매출이 120억 원으로 증가했다 [L1].",
        "2023년 이후 매출은 120억 원까지 늘었다 [L1].",
    ],
)
def test_a_year_named_as_the_base_gives_no_figure(draft: str) -> None:
    # `2023년 대비`, `2023년보다`: the year the figure is compared with, not the figure's year
    blocks = {"L1": "연도별 매출: 2023년 100억 원, 2024년 120억 원"}
    assert ok(draft, blocks), check(draft, blocks).format_text()
