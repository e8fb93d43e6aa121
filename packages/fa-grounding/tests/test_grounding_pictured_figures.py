"""A figure read from a picture or a scanned page cannot be checked against text: it is
unconfirmed (shown to the person), never refused and never confirmed in silence."""

from __future__ import annotations

from fa_grounding import check

SCAN = [
    {"anchor": "p1.1", "kind": "paragraph", "text": "2024년 사업 실적 보고"},
    {"anchor": "p2.1", "kind": "page", "text": ""},
    {"anchor": "L3", "kind": "image", "text": "조직도.png"},
]


def test_a_figure_cited_to_a_scanned_page_is_unconfirmed_from_an_image() -> None:
    report = check("2024년 매출은 1,234억 원이었다 [p2.1].", SCAN)
    assert report.ok, report.format_text()
    assert {f.rule for f in report.findings} == {"GR-07"}
    assert all("from an image" in f.detail for f in report.unconfirmed)


def test_a_figure_cited_to_a_picture_is_unconfirmed() -> None:
    report = check("조직은 3개 본부 12개 팀이다 [L3].", SCAN)
    assert report.ok and len(report.unconfirmed) == 2


def test_a_figure_cited_to_text_and_a_picture_is_still_found_in_the_text() -> None:
    report = check("2024년 실적은 1,234억 원이다 [p1.1][p2.1].", SCAN)
    assert report.ok
    assert [f.anchors for f in report.unconfirmed] == [("p2.1",)]  # 2024 is in p1.1


def test_a_figure_cited_to_text_alone_is_still_refused() -> None:
    assert not check("2023년 사업 실적 보고다 [p1.1].", SCAN).ok


def test_a_picture_whose_description_states_figures_is_checked_as_text() -> None:
    pictured = [{"anchor": "L8", "kind": "image", "text": "사진 크기 2,048 × 1,361픽셀"}]
    assert check("사진은 2,048 × 1,361픽셀이다 [L8].", pictured).ok
    assert not check("사진은 2,048 × 1,316픽셀이다 [L8].", pictured).ok
