"""A paragraph written right after its article (`제17조제2항`) is that article's: a draft's must
be one a cited block writes right after the same article, not another article's paragraph of
the same number. A paragraph a block writes alone (`제5항에 따라` inside an article) may be any
article's, so it refuses nothing."""

from __future__ import annotations

import pytest
from fa_grounding import check
from grounding_drafts import para

FINES = [
    para("L1", "위생교육 미이수: 「공중위생관리법」 제17조제1항, 제22조제2항 / 1차 20만 원"),
    para("L2", "도로교통법 제53조제6항: 운전하는 사람은 제5항에 따라 하차 여부를 확인한다."),
]


@pytest.mark.parametrize(
    "draft",
    [
        "위생교육 미이수는 공중위생관리법 제17조제1항 위반이다 [L1].",
        "근거는 제17조 제1항과 제22조제2항이다 [L1].",
        "운전자는 제53조제6항에 따라 하차 여부를 확인한다 [L2].",
        # a paragraph the block writes alone: not told apart (left to the value check)
        "제53조제5항에 따라 하차 여부를 확인한다 [L2].",
    ],
)
def test_a_paragraph_a_cited_block_gives_its_article_passes(draft: str) -> None:
    assert check(draft, FINES).ok, check(draft, FINES).format_text()


@pytest.mark.parametrize(
    "draft",
    [
        "위생교육 미이수는 공중위생관리법 제17조제2항 위반이다 [L1].",
        "근거는 제22조 제1항이다 [L1].",
    ],
)
def test_another_articles_paragraph_given_to_an_article_fails(draft: str) -> None:
    report = check(draft, FINES)
    assert any("restate the paragraph" in f.detail for f in report.errors), report.format_text()


_TWO_LAWS = [
    para(
        "L5",
        "「식품 등 기부 활성화에 관한 법률」 제3조제1항 및 「한빛시 공유냉장고 설치 및 운영 조례」 "
        "제6조에 따라 운영 기준을 안내합니다.",
    )
]


@pytest.mark.parametrize(
    ("draft", "passes"),
    [
        ("근거는 법률 제3조제1항과 조례 제6조다 [L5].", True),
        ("조례 제6조에 따라 운영한다 [L5].", True),
        # planted: the paragraph of one article given to another the block writes alone
        ("근거는 법률 제6조제1항이다 [L5].", False),
    ],
)
def test_a_paragraph_written_only_after_another_article_is_not_this_ones(
    draft: str, passes: bool
) -> None:
    report = check(draft, _TWO_LAWS)
    assert report.ok is passes, report.format_text()
