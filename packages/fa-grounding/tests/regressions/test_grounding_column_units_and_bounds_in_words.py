"""Round 6: Korean office drafts the checker had not seen (batch `r6-a-*`): a 국정감사 답변 table
whose header gives each column its own unit (`발생건수(건) | 피해액(억원) | 환급액(억원)`), and
an upper or lower bound said in words (`500명에 조금 못 미친다`, `1만 명을 웃돌았다`).

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check
from grounding_drafts import ok, rules
from grounding_drafts import row as _row

AUDIT = [
    {"anchor": "L1", "text": "【답변】 최근 5년간 피해 현황은 아래와 같음", "kind": "paragraph"},
    _row("L2", "연 도 | 발생건수(건) | 피해액(억원) | 환급액(억원)"),
    _row("L3", "’22년 | 21,832 | 5,438 | 1,182"),
    _row("L4", "’24년 | 20,839 | 3,534 | 681"),
]


# 1. A unit in each column head applies to its own column
@pytest.mark.parametrize(
    "draft",
    [
        "’22년 피해액은 5,438억 원이다 [L3].",
        "2024년에는 20,839건, 3,534억 원의 피해가 났고 681억 원이 환급됐다 [L4].",
        "’24년 환급액은 약 680억 원이다 [L4].",
        "’22년 발생 건수는 2만 1,832건이다 [L3].",
    ],
)
def test_a_unit_in_a_column_head_applies_to_that_column(draft: str) -> None:
    assert ok(draft, AUDIT), check(draft, AUDIT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "’22년 피해액은 5,483억 원이다 [L3].",
        # the count column is in 건, not 억원: 2조 839억 원 is no cell of the row
        "’24년 피해액은 2조 839억 원이다 [L4].",
    ],
)
def test_a_column_head_unit_does_not_leak_to_other_columns(draft: str) -> None:
    assert "GR-03" in rules(draft, AUDIT)


def test_a_column_head_unit_under_a_caption_unit_keeps_the_caption_for_other_columns() -> None:
    blocks = [
        {"anchor": "L1", "text": "(단위: 억원)", "kind": "paragraph"},
        _row("L2", "구분 | 건수(건) | 인원(명) | 금액"),
        _row("L3", "’24년 | 1,250 | 830 | 3,410"),
    ]
    assert ok("’24년 금액은 3,410억 원, 건수는 1,250건이다 [L3].", blocks)
    assert "GR-03" in rules("’24년 건수는 1,250억 원이다 [L3].", blocks)


# 2. Bounds said in words: `에 (조금) 못 미친다`, `를 밑돌았다` below; `을 웃돌았다` above
MAIL = {"L3": "대상: 전 직원 1,324명 중 올해 미수검자 487명", "L4": "참가자는 10,423명이었다."}


@pytest.mark.parametrize(
    "draft",
    [
        "미수검자는 500명에 조금 못 미칩니다 [L3].",
        "미수검자는 500명에 못 미쳤다 [L3].",
        "미수검자는 500명을 밑돈다 [L3].",
        "참가자는 1만 명을 웃돌았다 [L4].",
        "참가자는 1만 명을 상회했다 [L4].",
    ],
)
def test_a_bound_in_words_holds_on_its_side(draft: str) -> None:
    assert ok(draft, MAIL), check(draft, MAIL).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # the source is above the figure, not below it
        "미수검자는 480명에 조금 못 미칩니다 [L3].",
        # below, but far more than a step or 5% below
        "미수검자는 600명에 못 미쳤다 [L3].",
        # the source is below, not above
        "참가자는 1만 1천 명을 웃돌았다 [L4].",
        "미수검자는 500명을 웃돌았다 [L3].",
    ],
)
def test_a_bound_in_words_fails_on_the_wrong_side(draft: str) -> None:
    assert "GR-03" in rules(draft, MAIL)


# Held-out batch r6-b: 3. a single place word as the base of a rate (`인구 천 명당`)
BIRTH = {"L2": "ㅇ 인구 천 명당 출생아 수를 나타내는 조출생률은 4.7명으로 전년보다 0.1명 증가"}


@pytest.mark.parametrize(
    "draft",
    ["조출생률은 인구 1,000명당 4.7명이다 [L2].", "조출생률은 인구 1천 명당 4.7명이다 [L2]."],
)
def test_a_place_word_alone_before_per_is_the_base_of_a_rate(draft: str) -> None:
    assert ok(draft, BIRTH), check(draft, BIRTH).format_text()


@pytest.mark.parametrize(
    "draft",
    ["조출생률은 인구 100명당 4.7명이다 [L2].", "조출생률은 인구 1만 명당 4.7명이다 [L2]."],
)
def test_another_base_of_a_rate_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, BIRTH)


def test_a_place_word_alone_is_still_no_figure_without_per() -> None:
    # `천 명` without 당 stays words (as `백 명` always was): the draft's 1,000 is unsupported
    assert "GR-03" in rules("참석자는 1,000명이다 [L1].", {"L1": "참석자는 천 명 남짓이었다."})


# 4. A row's header names its columns by figures: `25~29세 | 30~34세 | 35~39세`
AGES = [
    {"anchor": "L4", "text": "□ 연령별 출산율", "kind": "paragraph"},
    _row("L5", "연령별 출산율(해당 연령 여자인구 1천 명당) | 25~29세 | 30~34세 | 35~39세"),
    _row("L6", "’24년 | 20.7 | 70.4 | 46.0"),
]


@pytest.mark.parametrize(
    "draft",
    [
        "’24년 30~34세 여성 1천 명당 출산율은 70.4명으로 가장 높다 [L6].",
        "’24년 35~39세 출산율은 46.0명이다 [L6].",
        "’24년 출산율은 25~29세 20.7명, 30~34세 70.4명이다 [L6].",
    ],
)
def test_a_column_head_figure_supports_a_draft_citing_the_row(draft: str) -> None:
    assert ok(draft, AGES), check(draft, AGES).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        # the figure of 35~39세 given to 30~34세
        "’24년 30~34세 출산율은 46.0명이다 [L6].",
        "’24년 25~29세 출산율은 70.4명이다 [L6].",
        # an age band the header does not hold
        "’24년 40~44세 출산율은 46.0명이다 [L6].",
    ],
)
def test_a_figure_under_another_column_head_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, AGES)


def test_a_head_that_is_a_total_names_no_column_and_supports_no_row() -> None:
    # `수량(179종)` beside `주요 자료` is a total, not a label
    blocks = [
        _row("L73", "구 분 | 주 요 자 료 | 수량(179종) | Page(4,961p)"),
        _row("L75", "원자력(해외포함) | • 정비전 회의 및 정비후 평가 절차서 등 | 56종 | 1,570P"),
    ]
    # the total of a column head supports no row: the row of 원자력 holds 56종, not 179종
    assert "GR-03" in rules("원자력 분야 절차서는 179종이다 [L75].", blocks)
    # nor beside the head's own word: a total in a bracket is no condition of the column
    assert "GR-03" in rules("원자력 분야 절차서 수량은 179종이다 [L75].", blocks)
    # cited itself, the header supports its total
    assert ok("기술행정 절차서는 179종, 4,961쪽이다 [L73].", blocks)


# Held-out batch r6-c: 5. `1년에`, `1달에`, `1주일에` mean "per year, month, week" (the
# source's `연`, `월`, `주`): their 1 is not a figure, as that of `1인당` is not
INCOME = {"L3": "○ 청년 기본소득은 분기별 25만원씩 연 100만원을 지급하며, 우유는 주 3회 제공"}


@pytest.mark.parametrize(
    "draft",
    [
        "청년 기본소득은 분기마다 25만 원, 1년에 100만 원이다 [L3].",
        "우유는 1주일에 3회 나온다 [L3].",
        "우유는 1주에 3회 나온다 [L3].",
    ],
)
def test_one_period_before_e_means_per(draft: str) -> None:
    assert ok(draft, INCOME), check(draft, INCOME).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "청년 기본소득은 1년에 120만 원이다 [L3].",
        "우유는 1주일에 2회 나온다 [L3].",
        # a count of periods beyond one, or a span (`1년에 걸쳐`), stays a figure
        "청년 기본소득은 2년에 100만 원이다 [L3].",
        "지급은 1년에 걸쳐 이뤄진다 [L3].",
    ],
)
def test_the_rest_of_a_per_period_sentence_is_still_checked(draft: str) -> None:
    assert "GR-03" in rules(draft, INCOME)


# 6. A short date with a closing dot before a time: `(7.15. 18:00 현재)`
ALERT = {"L2": "□ 상황보고(7.15. 18:00 현재): 누적강수량 최대 236.5mm, 이재민 14세대 23명"}


@pytest.mark.parametrize(
    "draft",
    [
        "7월 15일 오후 6시 현재 14세대가 대피했다 [L2].",
        "7월 15일 18시 기준 누적강수량은 236.5mm다 [L2].",
    ],
)
def test_a_short_date_before_a_time_is_a_date(draft: str) -> None:
    assert ok(draft, ALERT), check(draft, ALERT).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "7월 16일 오후 6시 현재 14세대가 대피했다 [L2].",
        "7월 15일 오후 5시 현재 14세대가 대피했다 [L2].",
        # the decimal 236.5 is no date
        "2월 36일 누적강수량이 많았다 [L2].",
    ],
)
def test_another_date_or_time_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, ALERT)


# Held-out batch r6-d: 7. `10만 대` with a space is a hundred thousand vehicles (the counter 대),
# not the band `10만대` (from 10만 up to 20만); `원대`, `%대`, `30대` glued stay bands; and
# `가까이` (close to) bounds the figure from below
RECALL = {
    "L2": "SUV 2종 9만 8,210대는 2월 27일부터 무상 수리를 받을 수 있다.",
    "L3": "평균 9만 8,210원",
}


@pytest.mark.parametrize(
    "draft",
    ["SUV 약 10만 대가 수리를 받는다 [L2].", "평균 9만 원대다 [L3].", "SUV 10만 대 가까이다 [L2]."],
)
def test_a_spaced_dae_after_a_figure_is_the_counter(draft: str) -> None:
    assert ok(draft, RECALL), check(draft, RECALL).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "SUV 9만 대가 수리를 받는다 [L2].",
        "평균 10만 원대다 [L3].",
        "SUV 8만 대가 대상이다 [L2].",
        # close to a figure is just below it
        "SUV 9만 5천 대 가까이다 [L2].",
    ],
)
def test_a_counted_figure_off_by_more_than_its_hedge_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, RECALL)


# 8. Durations of hours, minutes and seconds compare as one duration: `2분 30초` = `2.5분`,
# `1시간 30분` = `90분`; `2시간` is not `2분`
TRAIN = {
    "L2": "배차간격 2.5분 → 2분으로 단축, 소요시간 90분, 점검 2시간",
}


@pytest.mark.parametrize(
    "draft",
    [
        "배차간격이 2분 30초에서 2분으로 줄어요 [L2].",
        "소요시간은 1시간 30분이다 [L2].",
        "소요시간은 1.5시간이다 [L2].",
        "점검은 120분 걸린다 [L2].",
    ],
)
def test_compound_durations_of_time_compare_by_value(draft: str) -> None:
    assert ok(draft, TRAIN), check(draft, TRAIN).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "배차간격이 2분 20초에서 2분으로 줄어요 [L2].",
        "소요시간은 1시간 20분이다 [L2].",
        "소요시간은 90시간이다 [L2].",
        "배차간격은 2.5시간이다 [L2].",
    ],
)
def test_a_duration_in_another_unit_of_time_fails(draft: str) -> None:
    assert "GR-03" in rules(draft, TRAIN)


def test_words_after_a_time_counter_that_are_no_duration_keep_older_readings() -> None:
    # `2년의` stays two years (24개월); `1분위`, `5분의 1` and `1분기` are no minutes
    assert ok("유예기간은 2년의 기간이다 [L1].", {"L1": "유예기간 24개월"})
    assert ok("소득 1분위 가구가 대상이다 [L1].", {"L1": "대상: 소득 1분위 가구"})
    assert "GR-03" in rules("소득 2분위 가구가 대상이다 [L1].", {"L1": "대상: 소득 1분위 가구"})
