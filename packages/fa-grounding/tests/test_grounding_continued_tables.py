"""A PDF table that runs on over a page break (flag `table_continued` on its second part).

fa-extract reads a PDF page by page: between the two parts of a table stand the page's number
and the next page's running head (flagged `footer` and `header`). A row of the second part
reads the table's header row and the unit declared above the table across those blocks, and
only from a row flagged `table_continued`; a table on the next page with its own `table_start`
stays a table of its own.
"""

from __future__ import annotations

import fa_grounding

HEAD = "2025년도 예산안 설명자료"


def _budget(second: tuple[str, ...] = ("table", "table_continued")) -> list[dict[str, object]]:
    """The blocks fa-extract gives a budget table from the bottom of page 1 to page 2."""

    def row(anchor: str, text: str, *flags: str) -> dict[str, object]:
        return {"anchor": anchor, "kind": "table_row", "text": text, "flags": list(flags)}

    def para(anchor: str, text: str, *flags: str) -> dict[str, object]:
        return {"anchor": anchor, "kind": "paragraph", "text": text, "flags": list(flags)}

    return [
        para("p1.1", HEAD, "header"),
        para("p1.2", "1. 세출예산 현황"),
        para("p1.3", "표 1. 성질별 세출예산"),
        para("p1.4", "(단위: 백만원)"),
        row("p1.5", "구분 | 2024년 | 2025년", "table", "table_start"),
        row("p1.6", "인건비 | 1,200 | 1,350", "table"),
        row("p1.7", "운영비 | 830 | 910", "table"),
        para("p1.8", "- 1 -", "footer"),
        para("p2.1", HEAD, "header"),
        row("p2.2", "사업비 | 4,560 | 5,020", *second),
        row("p2.3", "합계 | 6,590 | 7,280", "table"),
        para("p2.4", "사업비가 가장 많이 늘었다."),
        para("p2.5", "- 2 -", "footer"),
    ]


def _errors(draft: str, blocks: list[dict[str, object]]) -> set[str]:
    return {f.rule for f in fa_grounding.check(draft, blocks).errors}


def test_a_row_on_the_next_page_reads_the_unit_declared_above_its_table() -> None:
    blocks = _budget()
    # 5,020 in 백만원 is 50억 2천만원: the sentence restates the row in the table's unit
    assert _errors("2025년 사업비는 50억 2천만원이다 [p2.2].", blocks) == set()
    assert _errors("2025년 세출 합계는 72.8억원이다 [p2.3].", blocks) == set()
    # a wrong amount is still refused
    assert _errors("2025년 사업비는 60억 2천만원이다 [p2.2].", blocks) == {"GR-03"}


def test_a_row_on_the_next_page_reads_the_header_row_of_its_table() -> None:
    blocks = _budget()
    assert _errors("2024년 사업비는 45억 6천만원이다 [p2.2].", blocks) == set()
    # the header row names the column: 5,020 is 2025년's, not 2024년's
    assert _errors("2024년 사업비는 50억 2천만원이다 [p2.2].", blocks) == {"GR-03"}


def test_a_table_on_the_next_page_with_its_own_start_stays_apart() -> None:
    # a second table (table_start): the first table's unit and heads are not its own
    blocks = _budget(("table", "table_start"))
    assert _errors("2025년 사업비는 50억 2천만원이다 [p2.2].", blocks) == {"GR-03"}
    assert _errors("사업비는 5,020이다 [p2.2].", blocks) == set()


def test_only_the_pages_furniture_stands_between_the_parts() -> None:
    # a paragraph between the parts ends the first table, whatever the flag says
    blocks = _budget()
    blocks.insert(9, {"anchor": "p2.9", "kind": "paragraph", "text": "다음은 사업비이다."})
    assert _errors("2025년 사업비는 50억 2천만원이다 [p2.2].", blocks) == {"GR-03"}
    # and without the flag, a row after the furniture starts nothing it could continue
    plain = _budget(("table",))
    assert _errors("2025년 사업비는 50억 2천만원이다 [p2.2].", plain) == {"GR-03"}


def test_a_unit_on_the_title_line_reaches_the_next_page() -> None:
    # The title and the unit on one line far apart read as a line of cells (a row of no table)
    blocks = _budget()
    blocks[2:4] = [
        {
            "anchor": "p1.3",
            "kind": "table_row",
            "text": "표 1. 성질별 세출예산 | (단위: 백만원)",
            "flags": ["table"],
        }
    ]
    assert _errors("2025년 인건비는 13억 5천만원이다 [p1.6].", blocks) == set()
    assert _errors("2025년 사업비는 50억 2천만원이다 [p2.2].", blocks) == set()
