"""Round 6: Korean office drafts the checker had not seen (batch `r6-a-*`): a 국정감사 답변 table
whose header gives each column its own unit (`발생건수(건) | 피해액(억원) | 환급액(억원)`), and
an upper or lower bound said in words (`500명에 조금 못 미친다`, `1만 명을 웃돌았다`).

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
