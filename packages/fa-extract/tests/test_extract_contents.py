"""A document's own contents page (목차, 차례, Contents) as its toc when its headings say less.

Korean reports and RFPs rarely set heading styles, or set them on a few paragraphs, while they
print a contents page; each entry found again in the body, after the page and in its order,
points to that block (AGENTS.md section 3).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fa_extract._document import Document, finalize
from fa_extract._limits import Limits
from fa_extract._model import Block, Parsed, TocEntry
from fa_extract._preflight import preflight
from fa_extract._readers import reader_for

CORPUS = Path(__file__).resolve().parents[3] / "evals" / "corpus"


def _doc(
    texts: Sequence[str | tuple[str, str]], *, fmt: str = "hwp", toc: list[TocEntry] | None = None
) -> Document:
    blocks = []
    for n, item in enumerate(texts, start=1):
        kind, text = item if isinstance(item, tuple) else ("paragraph", item)
        blocks.append(Block(anchor=f"L{n}", kind=kind, text=text))
    return finalize(Parsed(format=fmt, blocks=blocks, toc=toc or []))


def _toc(doc: Document) -> list[tuple[str, int, str]]:
    return [(t.anchor, t.level, t.title) for t in doc.toc]


REPORT = [
    "2025년 업무계획",  # L1
    ("table_row", "|  | 목 차 |  |"),  # L2
    "Ⅰ. 개요 ·························· 1",  # L3
    "1. 추진 배경\t 2",  # L4
    "2. 현황 및 문제점 3",  # L5
    "Ⅱ. 추진 계획 ··········· 5",  # L6
    "가. 세부 과제 6",  # L7
    "[붙임] 추진 일정 9",  # L8
    ("table_row", "Ⅰ. 개 요"),  # L9
    "1. 추진 배경",  # L10
    "○ 2024년 성과를 바탕으로 과제를 정비함",  # L11
    "2. 현황 및 문제점",  # L12
    "○ 과제 간 연계가 부족함",  # L13
    ("table_row", "Ⅱ |  | 추진 계획"),  # L14
    "가. 세부 과제",  # L15
    "○ 3개 분야 12개 과제를 추진함",  # L16
    "[붙임] 추진 일정",  # L17
]


def test_a_contents_page_gives_the_toc_of_a_document_without_headings() -> None:
    doc = _doc(REPORT)
    assert _toc(doc) == [
        ("L9", 1, "Ⅰ. 개요"),
        ("L10", 2, "1. 추진 배경"),
        ("L12", 2, "2. 현황 및 문제점"),
        ("L14", 1, "Ⅱ. 추진 계획"),
        ("L15", 3, "가. 세부 과제"),
        ("L17", 1, "[붙임] 추진 일정"),
    ]


def test_an_entry_never_points_into_the_contents_page_itself() -> None:
    doc = _doc(REPORT)
    assert all(int(t.anchor[1:]) > 8 for t in doc.toc)


def test_headings_that_say_more_than_the_contents_page_are_kept() -> None:
    styled = [TocEntry(f"L{n}", 2, f"heading {n}") for n in range(9, 18)]
    doc = _doc(REPORT, toc=styled)
    assert len(doc.toc) == 9 and doc.toc[0].title == "heading 9"


def test_headings_that_say_less_give_way_to_the_contents_page() -> None:
    doc = _doc(REPORT, toc=[TocEntry("L16", 1, "○ 3개 분야 12개 과제를 추진함")])
    assert [t.anchor for t in doc.toc] == ["L9", "L10", "L12", "L14", "L15", "L17"]


def test_a_contents_page_found_too_little_in_the_body_gives_no_toc() -> None:
    texts = [
        "목차",
        "Ⅰ. 개요 1",
        "Ⅱ. 배경 2",
        "Ⅲ. 계획 3",
        "Ⅳ. 예산 4",
        "Ⅰ. 개요",  # only one entry of four is in the body
        "본문입니다.",
    ]
    assert _doc(texts).toc == ()


def test_no_contents_title_no_toc_even_with_lines_that_end_in_numbers() -> None:
    texts = ["참석 인원 32", "회의실 3", "배정 예산 5", "참석 인원", "회의실", "배정 예산"]
    assert _doc(texts).toc == ()


def test_entries_in_one_block_with_dot_leaders_and_roman_page_numbers() -> None:
    texts = [
        "Front cover",
        "Contents\nNotices . . . . . . . . . . . vii\nPreface . . . . . . . . . xi",
        "Chapter 1. Securing data . . . . . . . . 1\n1.1 Security fundamentals. . . . 2\n"
        "1.1.1 Roles . . . . . 3\nChapter 2. Roles . . . . . 7",
        "Notices",
        "Legal text of some length that is not a heading at all.",
        "Preface",
        "Chapter 1. Securing data",
        "1.1 Security fundamentals\nThe body of the section follows on the next line.",
        "1.1.1 Roles",
        "Chapter 2. Roles",
    ]
    doc = _doc(texts, fmt="docx")
    assert _toc(doc) == [
        ("L4", 1, "Notices"),
        ("L6", 1, "Preface"),
        ("L7", 1, "Chapter 1. Securing data"),
        ("L8", 2, "1.1 Security fundamentals"),
        ("L9", 3, "1.1.1 Roles"),
        ("L10", 1, "Chapter 2. Roles"),
    ]


def test_a_list_of_tables_after_the_contents_is_not_read_as_entries() -> None:
    texts = [
        "차례",
        "1. 개요 1",
        "2. 현황 2",
        "3. 계획 3",
        "표 차례",
        "<표 1> 현황 2",
        "1. 개요",
        "2. 현황",
        "<표 1> 현황",
        "3. 계획",
    ]
    assert [t.title for t in _doc(texts).toc] == ["1. 개요", "2. 현황", "3. 계획"]


def test_entries_follow_the_body_in_order() -> None:
    # "2. 배경" is named in the body before the heading "1. 개요" too: each entry is found after
    # the one before it, so the second does not jump back to that earlier line.
    texts = [
        "목차",
        "1. 개요 1",
        "2. 배경 2",
        "3. 계획 3",
        "2. 배경",
        "1. 개요",
        "2. 배경",
        "3. 계획",
    ]
    assert [t.anchor for t in _doc(texts).toc] == ["L6", "L7", "L8"]


def test_header_and_hidden_blocks_are_never_targets() -> None:
    blocks = [
        Block("L1", "paragraph", "목차"),
        Block("L2", "paragraph", "1. 개요 1"),
        Block("L3", "paragraph", "2. 배경 2"),
        Block("L4", "paragraph", "3. 계획 3"),
        Block("L5", "paragraph", "1. 개요", flags=("hidden",)),
        Block("L6", "paragraph", "1. 개요"),
        Block("L7", "paragraph", "2. 배경"),
        Block("L8", "paragraph", "3. 계획"),
    ]
    doc = finalize(Parsed(format="hwp", blocks=blocks))
    assert [t.anchor for t in doc.toc] == ["L6", "L7", "L8"]


def test_the_kps_rfp_takes_its_toc_from_its_contents_page() -> None:
    """The 78-page RFP sets outline levels on five paragraphs of one chapter; its contents page
    lists 41 entries (read off the page: `Ⅰ. 사업개요`, `1. 사업일반 1`, ..., `붙임. 별지서식
    48`)."""
    path = CORPUS / "hwp" / "KO_rhwp_kps-ai-rfp.hwp"
    data = path.read_bytes()
    limits = Limits()
    reader = reader_for(preflight(data, path.name, limits))
    assert reader is not None
    doc = finalize(reader.load().parse(data, limits))
    titles = [t.title for t in doc.toc]
    assert titles[:4] == ["Ⅰ. 사업개요", "1. 사업일반", "2. 추진배경 및 필요성", "3. 사업범위"]
    assert "Ⅴ. 사업자 선정 방안" in titles and "가. 시스템 장비구성 요구사항" in titles
    assert len(titles) >= 40  # all 41 but `붙임. 별지서식`, whose forms are titled `<붙임2>`...
    levels = {t.title: t.level for t in doc.toc}
    assert levels["Ⅰ. 사업개요"] == 1
    assert levels["1. 사업일반"] == 2
    assert levels["가. 시스템 장비구성 요구사항"] == 3
    by_anchor = {b.anchor: b for b in doc.blocks}

    def bare(text: str) -> str:
        return "".join(ch for ch in text if ch.isalnum())

    for entry in doc.toc:  # each points to its heading, spaced, boxed or glossed as it is
        text = by_anchor[entry.anchor].text
        assert bare(text) == bare(entry.title) or (
            bare(text).startswith(bare(entry.title)) and "(" in text
        )
    assert by_anchor[doc.toc[0].anchor].kind == "table_row"  # the boxed chapter title
    numbers = [int(t.anchor[1:]) for t in doc.toc]
    assert numbers == sorted(numbers) and numbers[0] > 46


def test_a_flood_of_entries_is_bounded() -> None:
    # 5,000 contents lines (split into blocks of the size cap, a line or two cut at each cut)
    # and 5,000 headings after them: at most 500 entries are read, and each is looked up once
    # in an index of the body (no entry scans the body).
    page = "\n".join(f"{n}. 항목 {n} ····· {n}" for n in range(1, 5001))
    body = [f"{n}. 항목 {n}" for n in range(1, 5001)]
    doc = _doc(["목차", page, *body])
    assert 450 < len(doc.toc) <= 500
    assert int(doc.toc[-1].title.split(".")[0]) <= 500
