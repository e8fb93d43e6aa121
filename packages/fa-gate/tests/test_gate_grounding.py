"""A draft that follows the report template exactly passes with no finding at all.

The template asks the Not verified section to cite `[meta]` (the block of document facts); a
sentence saying what was *not* read shares no words with it, so plain fa-grounding always warns
there (GR-05). `check_grounding` reads the draft through the template and drops only that hint.
The blocks are the sample report as its generator writes it (`_samples/_office.py`).
"""

from __future__ import annotations

import re

import fa_grounding
from fa_gate import REPORT_TEMPLATE, check_grounding, check_structure

BLOCKS = {
    "L1": "2024년 1분기 경영 실적 보고서",
    "L2": "1. 개요",
    "L3": "본 보고서는 2024년 3월 5일 기준으로 집계한 1분기 경영 실적을 정리한 것이다.",
    "L4": "1분기 매출은 1,234억 원으로 전년 동기 대비 12.5% 증가했다.[^1]",
    "L5": "2. 사업부별 실적",
    "L11": "영업이익은 128억 원이며 영업이익률은 10.4%로 개선되었다.",
    "L15": "3. 향후 계획",
    "L16": "신규 설비 투자 450억 원은 2024년 6월 30일까지 집행한다.",
    "meta": "Format: DOCX. Grade: A. Blocks: 18 (one block is one paragraph or table row). "
    "Title: 2024년 1분기 경영 실적 보고서",
}

# What a model writes for each `<...>` guide of the template, in order.
FILLED = (
    "2024년 1분기 경영 실적 보고서",
    "1분기 매출은 1,234억 원으로 전년 동기 대비 12.5% 증가했다 [L4]. "
    "영업이익은 128억 원이며 영업이익률은 10.4%로 개선되었다 [L11].",
    "신규 설비 투자 450억 원은 2024년 6월 30일까지 집행한다 [L16].",
    "보고서는 개요, 사업부별 실적, 향후 계획 순서로 되어 있다 [L2, L5, L15].",
    "집계 기준일은 2024년 3월 5일이다 [L3].",
    "그림, 스캔 페이지, 숨은 텍스트는 없었고, 실적의 원인과 목표의 타당성은 판단하지 않았다 "
    "[meta].",
)
_GUIDE = re.compile(r"<[^<>\n]*>")


def template_filled(*lines: str) -> str:
    """REPORT_TEMPLATE with its guides replaced, one by one, by `lines`."""
    guides = iter(lines)
    # The title line has two guides (Korean and English title): both get the title.
    title = lines[0]
    text = REPORT_TEMPLATE.replace("<문서 제목>", title).replace("<document title>", title)
    next(guides)
    return _GUIDE.sub(lambda _: next(guides), text)


def test_a_draft_that_follows_the_template_exactly_has_no_finding() -> None:
    draft = template_filled(*FILLED)

    assert check_structure(draft) == ()
    report = check_grounding(draft, BLOCKS)
    assert report.ok
    assert report.findings == ()
    # Plain fa-grounding, which knows no template, finds nothing either: a line citing only
    # [meta] speaks of the document itself and gets no overlap hint.
    assert fa_grounding.check(draft, BLOCKS).findings == ()


def test_the_templates_own_none_line_has_no_finding() -> None:
    # The template's Figures guide: if there is none, write "- 없음 / None [meta]".
    draft = template_filled(*FILLED[:4], "없음 / None [meta]", FILLED[5])

    assert check_structure(draft) == ()
    assert check_grounding(draft, BLOCKS).findings == ()


def test_low_overlap_outside_the_not_verified_section_is_still_reported() -> None:
    off_topic = "이 문단은 인용한 블록과 전혀 다른 주제의 이야기를 길게 늘어놓는다 [L3]."
    draft = template_filled(FILLED[0], off_topic, *FILLED[2:])

    findings = check_grounding(draft, BLOCKS).findings
    assert [(f.rule, f.sentence) for f in findings] == [("GR-05", off_topic)]


def test_errors_in_the_not_verified_section_are_kept() -> None:
    wrong = "4쪽은 스캔이라 읽지 못했다 [meta]."
    draft = template_filled(*FILLED[:5], wrong)

    report = check_grounding(draft, BLOCKS)
    assert not report.ok
    assert [f.rule for f in report.errors] == ["GR-03"]
    assert all(f.rule != "GR-05" for f in report.findings)
