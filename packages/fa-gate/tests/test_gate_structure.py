"""Structure checks ST-*: the draft must be the report template, filled in and nothing else."""

from __future__ import annotations

from fa_gate import (
    MAX_DRAFT_CHARS,
    MAX_TITLE_CHARS,
    REPORT_SECTIONS,
    REPORT_TEMPLATE,
    StructureFinding,
    check_structure,
)
from hypothesis import given, settings
from hypothesis import strategies as st

GOOD = """\
# 매출 보고서 분석 / Analysis of the sales report

## 요약 / Summary

2024년 매출은 1,200억 원이다 [L1].

## 주요 내용 / Key points

- 영업이익은 35% 증가했다 [L2].

## 구조 / Structure

- 보고서는 세 장으로 나뉜다 [L3].

## 수치와 날짜 / Figures and dates

- 매출 1,200억 원 [L1].

## 확인하지 못한 것 / Not verified

- 없음 / None [meta].
"""


def rules(draft: str, severity: str | None = None) -> list[str]:
    return [f.rule for f in check_structure(draft) if severity in (None, f.severity)]


def lines_of(draft: str, rule: str) -> list[int]:
    return [f.line for f in check_structure(draft) if f.rule == rule]


def test_a_filled_template_has_no_finding() -> None:
    assert check_structure(GOOD) == ()


def test_the_unfilled_template_is_refused_on_every_guide_line() -> None:
    findings = check_structure(REPORT_TEMPLATE)
    template_lines = REPORT_TEMPLATE.split("\n")
    guide_lines = [n for n, line in enumerate(template_lines, start=1) if "<" in line]
    assert sorted({f.line for f in findings if f.rule == "ST-06"}) == guide_lines
    # The template and the checks agree on the section names: none is missing or unknown.
    assert not {"ST-01", "ST-02", "ST-10"} & {f.rule for f in findings}


def test_section_names_in_korean_english_or_both_are_accepted() -> None:
    english = GOOD
    korean = GOOD
    numbered = GOOD
    for section in REPORT_SECTIONS:
        english = english.replace(f"## {section.heading}\n", f"## {section.english}\n")
        korean = korean.replace(f"## {section.heading}\n", f"## {section.korean}:\n")
    for index, section in enumerate(REPORT_SECTIONS, start=1):
        numbered = numbered.replace(
            f"## {section.heading}\n", f"## {index}. {section.korean} ({section.english})\n"
        )
    for draft in (english, korean, numbered, english.upper().replace("[L", "[L")):
        assert rules(draft, "error") == [], draft


def test_two_different_section_names_in_one_heading_match_nothing() -> None:
    draft = GOOD.replace("## 요약 / Summary", "## 요약 / Key points")
    assert "ST-02" in rules(draft)
    assert "ST-10" in rules(draft)


def test_the_title_must_come_first() -> None:
    assert lines_of(GOOD.replace("# 매출", "매출", 1), "ST-01") == [1]
    assert lines_of("\n\n" + GOOD.replace("# 매출", "## 매출", 1), "ST-01") == [3]
    assert lines_of("# \n" + GOOD.split("\n", 1)[1], "ST-01") == [1]
    no_title = GOOD.split("\n", 2)[2]  # starts at the first section
    assert lines_of(no_title, "ST-01") == [1]
    assert "ST-02" not in rules(no_title)  # the section on the first line still counts


def test_a_missing_section_is_reported_where_it_belongs() -> None:
    draft = GOOD.replace("## 구조 / Structure\n\n- 보고서는 세 장으로 나뉜다 [L3].\n\n", "")
    findings = [f for f in check_structure(draft) if f.rule == "ST-02"]
    assert len(findings) == 1
    assert "Structure" in findings[0].detail
    assert draft.split("\n")[findings[0].line - 1].startswith("## 수치와 날짜")


def test_a_duplicated_section_is_an_error() -> None:
    draft = GOOD + "\n## Summary\n\n매출은 1,200억 원이다 [L1].\n"
    assert lines_of(draft, "ST-03") == [len(GOOD.split("\n")) + 1]


def test_sections_out_of_order_are_a_warning_only() -> None:
    summary = "## 요약 / Summary\n\n2024년 매출은 1,200억 원이다 [L1].\n\n"
    draft = GOOD.replace(summary, "") + "\n" + summary
    assert rules(draft) == ["ST-04"]
    assert check_structure(draft)[0].severity == "warning"


def test_an_empty_section_is_an_error_even_with_a_sub_heading() -> None:
    empty = GOOD.replace("- 보고서는 세 장으로 나뉜다 [L3].\n", "   \n")
    only_sub = GOOD.replace("- 보고서는 세 장으로 나뉜다 [L3].\n", "### 세부\n")
    for draft in (empty, only_sub):
        line = lines_of(draft, "ST-05")
        assert len(line) == 1
        assert draft.split("\n")[line[0] - 1] == "## 구조 / Structure"
    filled_sub = GOOD.replace("- 보고서는", "### 세부\n\n- 보고서는")
    assert rules(filled_sub) == []


def test_leftover_placeholders_are_errors() -> None:
    for leftover in (
        "TODO: 채우기",
        "FIXME",
        "TBD [L1].",
        "매출은 ... 이다 [L1].",
        "매출은… [L1].",
        "매출은⋯ [L1].",
        "<요약을 쓰세요>",
        "<summary here>",
        "Lorem  Ipsum dolor [L1].",
        "<b>굵게</b> [L1].",
        "<!-- 주석 --> [L1].",
    ):
        draft = GOOD.replace("- 영업이익은 35% 증가했다 [L2].", leftover)
        assert lines_of(draft, "ST-06") == [9], leftover


def test_text_that_only_looks_like_a_placeholder_passes() -> None:
    for fine in (
        "- 영업이익은 35% 증가했다 (a < b, c > d) [L2].",
        "- 자세한 내용은 <https://example.org/r> 참고 [L2].",
        "- 문의 <someone@example.org> [L2].",
        "- todo는 스페인어로 '모두'다 [L2].",
        "- 2.5배로 늘었다 [L2].",
    ):
        assert rules(GOOD.replace("- 영업이익은 35% 증가했다 [L2].", fine)) == [], fine


def test_length_limits() -> None:
    long_draft = GOOD + "\n" + ("- 매출은 1,200억 원이다 [L1].\n" * (MAX_DRAFT_CHARS // 20))
    assert len(long_draft) > MAX_DRAFT_CHARS
    assert lines_of(long_draft, "ST-07") == [1]
    long_title = GOOD.replace("# 매출 보고서 분석", "# " + "가" * (MAX_TITLE_CHARS + 1), 1)
    assert lines_of(long_title, "ST-07") == [1]
    just_fits = GOOD.replace("# 매출 보고서 분석 / Analysis of the sales report", "# " + "가" * 200)
    assert "ST-07" not in rules(just_fits)


def test_at_least_one_well_formed_citation() -> None:
    uncited = GOOD
    for anchor in ("[L1]", "[L2]", "[L3]", "[meta]"):
        uncited = uncited.replace(anchor, "")
    assert lines_of(uncited, "ST-08") == [1]
    malformed = uncited.replace("1,200억 원이다 .", "1,200억 원이다 [L 1].", 1)
    assert "ST-08" in rules(malformed)
    link_only = uncited.replace("원이다 .", "원이다 [L1](https://x.org).", 1)
    assert "ST-08" in rules(link_only)
    one = uncited.replace("원이다 .", "원이다 [L1, s2.1].", 1)
    assert "ST-08" not in rules(one)


def test_control_bidi_and_tag_characters_are_refused() -> None:
    for bad in ("\x00", "\x1b[31m", "\u202e", "\u2066", "\U000e0041", "\x85"):
        draft = GOOD.replace("세 장으로", f"세{bad}장으로")
        assert lines_of(draft, "ST-09") == [13], repr(bad)
    assert lines_of(GOOD.replace("세 장으로", "세\ud800장으로"), "ST-09") == [13]
    assert "ST-09" not in rules(GOOD.replace("세 장으로", "세\t장으로"))


def test_unknown_headings_and_images_are_warnings() -> None:
    draft = GOOD + "\n## 부록 / Appendix\n\n- 표 1 [L3].\n"
    assert rules(draft) == ["ST-10"]
    with_image = GOOD.replace("- 영업이익은", "![그래프](https://example.org/a.png) - 영업이익은")
    assert rules(with_image) == ["ST-11"]
    assert check_structure(with_image)[0].severity == "warning"


def test_headings_inside_a_fenced_block_are_not_headings() -> None:
    fenced = GOOD.replace(
        "- 보고서는 세 장으로 나뉜다 [L3].",
        "```\n## Summary\n# not a title\n```\n- 보고서는 세 장으로 나뉜다 [L3].",
    )
    assert rules(fenced) == []


def test_windows_line_ends_give_the_same_findings() -> None:
    broken = GOOD.replace("## 구조 / Structure", "## 구조")
    broken = broken.replace("- 영업이익은 35% 증가했다 [L2].", "TODO")
    assert check_structure(broken.replace("\n", "\r\n")) == check_structure(broken)
    assert rules(broken) == ["ST-06"]


def test_findings_serialise_and_are_sorted_by_line() -> None:
    draft = "TODO\n" + GOOD.replace("## 구조 / Structure", "## 구조 / Structure\n\n## Extra")
    findings = check_structure(draft)
    assert [f.line for f in findings] == sorted(f.line for f in findings)
    assert isinstance(findings[0], StructureFinding)
    assert findings[0].to_dict() == {
        "rule": findings[0].rule,
        "severity": findings[0].severity,
        "line": findings[0].line,
        "detail": findings[0].detail,
    }


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400))
def test_any_text_gets_findings_on_real_lines(text: str) -> None:
    findings = check_structure(text)
    line_count = len(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    assert all(1 <= f.line <= line_count for f in findings)
    assert all(f.severity in ("error", "warning") for f in findings)
    assert any(f.severity == "error" for f in findings)  # random text is never a report


def test_the_template_of_several_sources_has_the_same_sections_and_guides_only() -> None:
    from fa_gate import SEVERAL_SOURCES_TEMPLATE

    findings = check_structure(SEVERAL_SOURCES_TEMPLATE)
    # Only its guides are refused: the sections, and the per-document and across-documents
    # subsections under Key points, are what a filled draft keeps.
    assert not {"ST-01", "ST-02", "ST-10"} & {f.rule for f in findings}
    assert "ST-06" in {f.rule for f in findings}
    filled = GOOD.replace(
        "- 영업이익은 35% 증가했다 [L2].\n",
        "### 문서별 / Per document\n\n- 영업이익은 35% 증가했다 [A:L2].\n\n"
        "### 문서 간 / Across documents\n\n- 두 해의 매출이 다르다 [A:L1, B:L1].\n",
    )
    assert rules(filled, "error") == []
    assert "### 문서별 / Per document" in SEVERAL_SOURCES_TEMPLATE
    assert "### 문서 간 / Across documents" in SEVERAL_SOURCES_TEMPLATE
