"""Round 7: drafts against blocks as fa extracts them from real documents (batch `r7-a-*`).

Four classes of phrasing the checker misread:

1. A Q&A answer: the question (`Q. 목표 TRL은?`) and a bare `Q.`/`A.` label claim nothing.
2. An ordinal counter (`3~5차년도`, `2번째`) names which year or item, so its number never
   supports a duration (`최근 5년 내`).
3. A cap restated as a cap: `up to 58 months` for `56개월 이내` is a different cap, not a bound
   that 56 satisfies; the cap correctly rounded (`최대 3조` for `최대 2조 9천억`) still is.
4. A figure the sentence gives an ordinal (`2차년도는 12개월`) must be the one the block gives
   that ordinal (`2차년도 : 11개월`), not another figure of the block (`3~5차년도 : 각 12개월`).

Each class has faithful restatements that must pass and restatements off in one figure that
must fail.
"""

import pytest
from fa_grounding import check


def ok(draft: str, blocks: object) -> bool:
    return check(draft, blocks).ok


def rules(draft: str, blocks: object) -> set[str]:
    return {f.rule for f in check(draft, blocks).errors}


def _row(anchor: str, text: str) -> dict[str, object]:
    return {"anchor": anchor, "text": text, "kind": "table_row", "flags": ["table"]}


# A 품목 공고 form as HWPX gives it: each 개조식 box is one table row.
NOTICE = [
    _row("L1", "품목번호 | 2027-2차-소재부품-일반-07 | 산업기술분류"),
    _row("L2", "| (TRL : [시작] 3단계 〜 [종료] 6단계)"),
    _row(
        "L3",
        "ㅇ 연구개발기간 : 45개월 이내(1차년도 : 6개월, 2차년도 : 10개월, 3~4차년도 : 각 12개월, "
        "5차년도 : 5개월) ㅇ 정부지원연구개발비 : ’27년 6.5억원 이내(총 정부지원연구개발비 "
        "38억원 이내) ㅇ 기타 : 최근 4년내 주관기관 수행 실적 보유 기업",
    ),
]


# 1. Q&A: the question and the bare labels are not claims
@pytest.mark.parametrize(
    "draft",
    [
        "Q. 목표 TRL은? A. 시작 3단계에서 종료 6단계까지다 [L2].",
        "Q: 연구개발기간은 얼마인가요?\nA: 45개월 이내다 [L3].",
        "문. 주관기관 요건은? 답. 최근 4년 내 수행 실적이 있어야 한다 [L3].",
        "Q: What is the project length? A: Up to 45 months [L3].",
    ],
)
def test_qa_questions_and_labels_are_not_claims(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "Q. 목표 TRL은? A. 시작 3단계에서 종료 7단계까지다 [L2].",
        "Q. 2027년 지원액은? A. 6.5억원 이내다 [L3].",  # a question with a figure needs a citation
        "Q. 목표 TRL은? A. 시작 3단계에서 종료 6단계까지다.",
    ],
)
def test_qa_answers_are_still_checked(draft: str) -> None:
    assert not ok(draft, NOTICE)


# 2. An ordinal counter names a year of the plan, not a number of years
@pytest.mark.parametrize(
    "draft",
    [
        "3~4차년도는 각 12개월이다 [L3].",
        "최근 4년 내 주관기관 실적이 있어야 한다 [L3].",
        "5차년도는 5개월이다 [L3].",
    ],
)
def test_ordinal_years_restated(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "최근 3년 내 주관기관 실적이 있어야 한다 [L3].",  # 3 only in `3~4차년도`
        "연구는 2년에 걸쳐 진행된다 [L3].",  # 2 only in `2차년도`
    ],
)
def test_ordinal_number_is_no_duration(draft: str) -> None:
    assert rules(draft, NOTICE) == {"GR-03"}


# 3. A cap restates the source's cap by value
@pytest.mark.parametrize(
    "draft",
    [
        "The project runs up to 45 months [L3].",
        "2027년 지원액은 최대 6.5억 원이다 [L3].",
        "Total government funding is capped at up to KRW 3.8 billion [L3].",
        "2027년 지원액은 최대 7억 원이다 [L3].",  # the cap correctly rounded
        "Total government funding is up to KRW 4 billion [L3].",
    ],
)
def test_cap_restated(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "The project runs up to 46 months [L3].",
        "2027년 지원액은 최대 8억 원이다 [L3].",
        "Total government funding is up to KRW 3.9 billion [L3].",
    ],
)
def test_cap_is_not_a_looser_cap(draft: str) -> None:
    assert rules(draft, NOTICE) == {"GR-03"}


def test_bound_over_a_plain_figure_still_holds() -> None:
    blocks = [{"anchor": "L1", "text": "사업기간은 44개월이다."}]
    assert ok("The project runs up to 45 months [L1].", blocks)


# 4. The figure an ordinal labels
@pytest.mark.parametrize(
    "draft",
    [
        "1차년도는 6개월, 2차년도는 10개월이다 [L3].",
        "3차년도에는 12개월, 5차년도에는 5개월을 수행한다 [L3].",
        "2차년도 : 10개월 [L3].",
    ],
)
def test_ordinal_pairs_restated(draft: str) -> None:
    assert ok(draft, NOTICE), check(draft, NOTICE).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "1차년도는 6개월, 2차년도는 12개월이다 [L3].",  # 12개월 belongs to 3~4차년도
        "5차년도는 6개월이다 [L3].",  # 6개월 belongs to 1차년도
    ],
)
def test_ordinal_pair_given_another_figure(draft: str) -> None:
    assert rules(draft, NOTICE) == {"GR-03"}
