"""The shape a read's blocks travel in: each copy rebuilds the full blocks, and it is smaller."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fa_extract import (
    Block,
    ExtractError,
    Extractor,
    compact_blocks,
    expand_blocks,
    parse_block_lines,
    render_block_lines,
)
from fa_extract._compact import NEEDS_ESCAPE, frames
from fa_extract._readers import READERS
from fa_extract._reads import BlockCosts, block_costs
from hypothesis import given
from hypothesis import strategies as st


def _both_forms_rebuild(blocks: list[Block]) -> None:
    wire = json.dumps(compact_blocks(blocks), ensure_ascii=False, separators=(",", ":"))
    assert expand_blocks(json.loads(wire)) == blocks
    assert parse_block_lines(render_block_lines(blocks)) == blocks
    _priced_as_sent(blocks)


def _priced_as_sent(blocks: list[Block]) -> None:
    """What `frames` says each block costs, summed, is what each form writes: the read budgets
    (`_reads`) are spent on what is sent."""
    if not blocks:
        return
    structured = 2 - 1  # the list's brackets; the last item has no comma after it
    lines = -1  # the last line has no line break after it
    costs = BlockCosts(blocks)
    for i, block in enumerate(blocks):
        previous = blocks[i - 1] if i else None
        frame, line_frame, escaped, continued = frames(block, previous)
        structured += len(frame) + len(block.text) + escaped
        lines += len(line_frame) + len(block.text) + continued
        # The running totals (priced the quick way where the state holds) agree.
        running = (costs.chars[i + 1] - costs.chars[i], costs.tokens[i + 1] - costs.tokens[i])
        assert running == block_costs(block, previous)
    wire = json.dumps(compact_blocks(blocks), ensure_ascii=False, separators=(",", ":"))
    assert structured == len(wire)
    assert lines == len(render_block_lines(blocks))


def test_every_corpus_file_rebuilds_from_each_copy(corpus: Path, extractor: Extractor) -> None:
    read = 0
    for path in sorted(p for p in corpus.rglob("*") if p.is_file() and p.parent != corpus):
        with path.open("rb") as file:
            try:
                blocks = [b for b in extractor.evidence(file, path.name) if b.kind != "meta"]
            except ExtractError:
                continue
        _both_forms_rebuild(blocks)
        read += 1
    assert read >= 80


def test_what_blocks_share_is_said_once() -> None:
    blocks = [
        Block("L1", "paragraph", "본문", page=3),
        Block("L2", "paragraph", "이어서", page=3),
        Block("L3", "table_row", "항목 | 금액", page=3, flags=("table", "table_start")),
        Block("L4", "table_row", "사업비 | 1,000", page=3, flags=("table",)),
        Block("L5", "paragraph", "숨은 글", page=4, flags=("hidden",)),
    ]
    assert compact_blocks(blocks) == [
        {"page": 3},
        "L1 본문",
        "L2 이어서",
        "L3+table_start 항목 | 금액",
        "L4 사업비 | 1,000",
        {"page": 4},
        "L5+hidden 숨은 글",
    ]
    assert render_block_lines(blocks) == (
        "# page=3\n[L1] 본문\n[L2] 이어서\n"
        "[L3]+table_start 항목 | 금액\n[L4] 사업비 | 1,000\n# page=4\n[L5]+hidden 숨은 글"
    )


def test_a_tables_first_row_opens_its_table_without_a_state() -> None:
    # `+table_start` under a plain paragraph's state is a table row in a table: after a plain
    # paragraph no state is written, after any other block only the plain one (`{}`), and the
    # rows after it stay in the table
    blocks = [
        Block("L1", "heading", "1. 현황", level=1, flags=("heading",)),
        Block("L2", "table_row", "구분 | 금액", flags=("table", "table_start")),
        Block("L3", "table_row", "사업비 | 1,000", flags=("table",)),
        Block("L4", "paragraph", "본문"),
        Block("L5", "table_row", "구분 | 인원", page=2, flags=("table", "table_start")),
        Block("L6", "table_row", "새 표 | 3", page=2, flags=("table", "table_start")),
    ]
    assert compact_blocks(blocks) == [
        {"kind": "heading", "level": 1},
        "L1+heading 1. 현황",
        {},
        "L2+table_start 구분 | 금액",
        "L3 사업비 | 1,000",
        {},
        "L4 본문",
        {"page": 2},
        "L5+table_start 구분 | 인원",
        "L6+table_start 새 표 | 3",
    ]
    assert render_block_lines(blocks) == (
        "# kind=heading level=1\n[L1]+heading 1. 현황\n#\n[L2]+table_start 구분 | 금액\n"
        "[L3] 사업비 | 1,000\n#\n[L4] 본문\n# page=2\n[L5]+table_start 구분 | 인원\n"
        "[L6]+table_start 새 표 | 3"
    )
    _both_forms_rebuild(blocks)


def test_a_row_that_only_looks_like_a_tables_first_says_its_state() -> None:
    # a paragraph flagged `table_start` outside a table, and a table row continuing a table
    # after a paragraph, write their states in full: neither opens a table
    blocks = [
        Block("L1", "paragraph", "표 제목처럼 보이는 문단", flags=("table_start",)),
        Block("L2", "paragraph", "본문"),
        Block("L3", "table_row", "이어지는 행 | 2", flags=("table",)),
    ]
    assert compact_blocks(blocks) == [
        {"flags": ["table_start"]},
        "L1 표 제목처럼 보이는 문단",
        {},
        "L2 본문",
        {"kind": "table_row"},
        "L3 이어지는 행 | 2",
    ]
    _both_forms_rebuild(blocks)


def test_a_kind_brings_its_own_run_flags_unless_a_state_says_otherwise() -> None:
    # A table row is in a table and a footer paragraph in the footer: the state leaves those
    # flags out, and says so when a block of that kind has other run flags, or none.
    blocks = [
        Block("L1", "footer", "- 1 -", page=1, flags=("footer",)),
        Block("L2", "table_row", "a | b", page=1, flags=("table", "header")),
        Block("L3", "table_row", "c | d", page=2),
        Block("L4", "comment", "확인 바람", page=2, flags=("comment",)),
    ]
    assert compact_blocks(blocks) == [
        {"page": 1, "kind": "footer"},
        "L1 - 1 -",
        {"kind": "table_row", "flags": ["table", "header"]},
        "L2 a | b",
        {"page": 2, "kind": "table_row", "flags": []},
        "L3 c | d",
        {"kind": "comment"},
        "L4 확인 바람",
    ]
    assert render_block_lines(blocks) == (
        "# page=1 kind=footer\n[L1] - 1 -\n# kind=table_row flags=table,header\n"
        "[L2] a | b\n# page=2 kind=table_row flags=\n[L3] c | d\n# kind=comment\n"
        "[L4] 확인 바람"
    )
    _both_forms_rebuild(blocks)


def test_a_state_gives_the_page_only_where_it_changes() -> None:
    # The page and the slide hold until a state names another; a block without one after a
    # block with one says so (`null`, `none`), and the other fields are said in full.
    blocks = [
        Block("L1", "heading", "1. 개요", page=2, level=1, flags=("heading",)),
        Block("L2", "paragraph", "본문", page=2),
        Block("L3", "paragraph", "머리말", flags=("header",)),
        Block("L4", "title", "제목", slide=4),
    ]
    assert compact_blocks(blocks) == [
        {"page": 2, "kind": "heading", "level": 1},
        "L1+heading 1. 개요",
        {},
        "L2 본문",
        {"page": None, "flags": ["header"]},
        "L3 머리말",
        {"slide": 4, "kind": "title", "level": None, "flags": []},
        "L4 제목",
    ]
    assert render_block_lines(blocks) == (
        "# page=2 kind=heading level=1\n[L1]+heading 1. 개요\n#\n[L2] 본문\n"
        "# page=none flags=header\n[L3] 머리말\n# slide=4 kind=title level=none flags=\n"
        "[L4] 제목"
    )
    _both_forms_rebuild(blocks)


def test_an_anchor_that_names_its_page_or_slide_says_it_for_the_state() -> None:
    # A PDF's paragraphs and a deck's lines change page and slide with no state: the anchor
    # (p2.1, s4.1, A:p3.1) says it. Only a kind or flags change writes a state.
    pdf = [
        Block("p1.1", "paragraph", "가", page=1),
        Block("p1.2", "table_row", "a | b", page=1, flags=("table",)),
        Block("p2.1", "table_row", "c | d", page=2, flags=("table",)),
        Block("p2.2", "paragraph", "나", page=2),
        Block("p3.1", "paragraph", "다", page=3),
    ]
    assert compact_blocks(pdf) == [
        "p1.1 가",
        {"kind": "table_row"},
        "p1.2 a | b",
        "p2.1 c | d",
        {},
        "p2.2 나",
        "p3.1 다",
    ]
    assert render_block_lines(pdf) == (
        "[p1.1] 가\n# kind=table_row\n[p1.2] a | b\n[p2.1] c | d\n#\n[p2.2] 나\n[p3.1] 다"
    )
    _both_forms_rebuild(pdf)
    deck = [
        Block("s1.1", "title", "제목", slide=1, level=1, flags=("heading",)),
        Block("s1.2", "text", "본문", slide=1),
        Block("s2.1", "text", "다음", slide=2),
        Block("s2n", "notes", "메모", slide=2, flags=("notes",)),
    ]
    assert compact_blocks(deck)[:4] == [
        {"kind": "title"},
        "s1.1 제목",
        {"kind": "text"},
        "s1.2 본문",
    ]
    _both_forms_rebuild(deck)


def test_a_title_brings_its_own_level_and_heading_flag() -> None:
    # A slide's title (and a Word Title) is a level 1 heading: a state of kind title leaves
    # out level 1 and the heading flag, and says so when a title has another level, or none.
    deck = [
        Block("s1.1", "title", "제목", slide=1, level=1, flags=("heading",)),
        Block("s1.2", "text", "본문", slide=1),
        Block("s2.1", "title", "숨은 제목", slide=2, level=1, flags=("heading", "hidden")),
        Block("s2.2", "title", "부제", slide=2, level=2, flags=("heading",)),
        Block("s2.3", "title", "맨 제목", slide=2),
        Block("s2.4", "title", "글상자 제목", slide=2, level=1, flags=("textbox", "heading")),
    ]
    assert compact_blocks(deck) == [
        {"kind": "title"},
        "s1.1 제목",
        {"kind": "text"},
        "s1.2 본문",
        {"kind": "title"},
        "s2.1+hidden 숨은 제목",
        {"kind": "title", "level": 2},
        "s2.2 부제",
        {"kind": "title", "level": None, "flags": []},
        "s2.3 맨 제목",
        {"kind": "title", "flags": ["textbox", "heading"]},
        "s2.4 글상자 제목",
    ]
    assert render_block_lines(deck) == (
        "# kind=title\n[s1.1] 제목\n# kind=text\n[s1.2] 본문\n# kind=title\n"
        "[s2.1]+hidden 숨은 제목\n# kind=title level=2\n[s2.2] 부제\n"
        "# kind=title level=none flags=\n[s2.3] 맨 제목\n"
        "# kind=title flags=textbox,heading\n[s2.4] 글상자 제목"
    )
    _both_forms_rebuild(deck)


def test_a_title_an_older_fa_sent_with_its_level_and_flag_expands_the_same() -> None:
    # Before a title implied them, its state named level 1 and its entry the heading flag.
    older = [{"kind": "title", "level": 1}, "s1.1+heading 제목", {"kind": "text"}, "s1.2 본문"]
    assert expand_blocks(older) == [
        Block("s1.1", "title", "제목", slide=1, level=1, flags=("heading",)),
        Block("s1.2", "text", "본문", slide=1),
    ]
    lines = "# kind=title level=1\n[s1.1]+heading 제목\n# kind=text\n[s1.2] 본문"
    assert parse_block_lines(lines) == expand_blocks(older)


def test_a_state_overrides_an_anchor_that_names_another_page() -> None:
    # Blocks whose page is not the one their anchor names (none, or another) say theirs.
    blocks = [
        Block("p1.1", "paragraph", "가", page=1),
        Block("p1.2", "paragraph", "나", page=7),
        Block("p1.3", "paragraph", "다"),
        Block("L4", "paragraph", "라"),
        Block("A:p2.1", "paragraph", "마", page=2),
        Block("s3.1", "text", "바", page=2, slide=4),
    ]
    assert compact_blocks(blocks) == [
        "p1.1 가",
        {"page": 7},
        "p1.2 나",
        {"page": None},
        "p1.3 다",
        "L4 라",
        "A:p2.1 마",
        {"slide": 4, "kind": "text"},
        "s3.1 바",
    ]
    assert render_block_lines(blocks).split("\n")[:4] == [
        "[p1.1] 가",
        "# page=7",
        "[p1.2] 나",
        "# page=none",
    ]
    _both_forms_rebuild(blocks)


def test_an_entry_is_one_string_cut_at_its_first_space() -> None:
    # The anchor, each extra flag after a `+`, then a space and the text as it is: its line
    # breaks, a leading space and a `+` of its own stay text.
    blocks = [
        Block("L1", "paragraph", "첫 줄\n둘째 줄"),
        Block("L2", "paragraph", ""),
        Block("L3", "paragraph", " 앞 공백 + 더하기", flags=("hidden", "private_use")),
        Block("L4", "paragraph", "", flags=("hidden",)),
    ]
    assert compact_blocks(blocks) == [
        "L1 첫 줄\n둘째 줄",
        "L2",
        "L3+hidden+private_use  앞 공백 + 더하기",
        "L4+hidden",
    ]
    _both_forms_rebuild(blocks)


def test_entries_an_older_fa_sent_as_arrays_still_expand() -> None:
    # A result a host saved before entries were strings: arrays, with extra flags in a list.
    blocks = [
        Block("L1", "paragraph", "본문", page=3),
        Block("L2", "table_row", "항목 | 금액", page=3, flags=("table", "table_start")),
        Block("L3", "table_row", "사업비 | 1,000", page=3, flags=("table",)),
        Block("L4", "paragraph", "", page=3, flags=("hidden",)),
    ]
    older = [
        {"page": 3},
        ["L1", "본문"],
        {"kind": "table_row"},
        ["L2", "항목 | 금액", ["table_start"]],
        ["L3", "사업비 | 1,000"],
        {},
        ["L4", "", ["hidden"]],
    ]
    assert expand_blocks(older) == blocks
    # Strings and arrays in one list (a host that mixed the two) read alike.
    mixed = [*compact_blocks(blocks)[:3], *older[4:]]
    assert expand_blocks(mixed) == blocks


_ANCHORS = st.sampled_from(
    sorted({reader.anchor for reader in READERS.values() if reader.grading != "image"})
).flatmap(lambda anchor: st.from_regex(rf"(?:[A-Z]:)?(?:{anchor})", fullmatch=True))
"""Any anchor a reader may give a block, alone or qualified by a document's key (`B:p3.2`)."""


@given(_ANCHORS)
def test_no_anchor_holds_what_ends_it_in_an_entry(anchor: str) -> None:
    # An entry is cut at its first space and its `+`s before it, and JSON escaping is priced
    # on the text alone: no anchor of any reader holds a space, a `+` or an escaped character.
    assert " " not in anchor and "+" not in anchor and NEEDS_ESCAPE.search(anchor) is None
    blocks = [Block(anchor, "table_row", "+ 1 | 2", flags=("table", "table_start"))]
    _both_forms_rebuild(blocks)


def test_text_that_looks_like_the_layout_stays_text() -> None:
    blocks = [
        Block("L1", "code", "# not a state\n[L9] not a block\n  indented\n", level=None),
        Block("L2", "paragraph", ""),
        Block("L3", "paragraph", " leading space", flags=("private_use",)),
        Block("L4", "heading", "+plus", level=2, flags=("heading",)),
        Block("s7n.1", "notes", "", slide=7, flags=("notes", "hidden")),
    ]
    _both_forms_rebuild(blocks)


_FLAGS = st.sampled_from(
    ["table", "table_start", "hidden", "heading", "textbox", "alt_text", "notes", "footer"]
)


@given(
    st.lists(
        st.builds(
            lambda n, kind, text, page, level, flags: (kind, text, page, level, tuple(flags)),
            st.integers(),
            st.sampled_from(
                ["paragraph", "table_row", "heading", "title", "page", "notes", "footer"]
            ),
            st.text(st.sampled_from('가a #[]+\n\r\t"\\,=|'), max_size=30),
            st.one_of(st.none(), st.integers(1, 400)),
            st.one_of(st.none(), st.integers(1, 9)),
            st.lists(_FLAGS, unique=True, max_size=3),
        ),
        max_size=25,
    )
)
def test_any_run_of_blocks_rebuilds_from_each_copy(
    fields: list[tuple[str, str, int | None, int | None, tuple[str, ...]]],
) -> None:
    blocks = [
        Block(f"L{n}", kind, text, level=level, page=page, flags=flags)
        for n, (kind, text, page, level, flags) in enumerate(fields, 1)
    ]
    _both_forms_rebuild(blocks)


_PLACED = st.sampled_from(["L1", "p1.1", "p2.3", "p2", "s3.1", "s3n", "s4n.2", "A:p2.1", "B:s1.1"])


@given(
    st.lists(
        st.tuples(
            _PLACED,
            st.sampled_from(["paragraph", "table_row", "text", "title"]),
            st.sampled_from([None, 1, 2, 3]),
            st.sampled_from([None, 1, 3, 4]),
        ),
        max_size=25,
    )
)
def test_any_run_of_placed_blocks_rebuilds_from_each_copy(
    fields: list[tuple[str, str, int | None, int | None]],
) -> None:
    # Anchors that name a page or a slide, on that page or slide or on another.
    blocks = [
        Block(anchor, kind, "글", page=page, slide=slide) for anchor, kind, page, slide in fields
    ]
    _both_forms_rebuild(blocks)


@pytest.mark.parametrize("start", [1, 2, 3])
def test_a_read_opening_anywhere_states_its_first_block(start: int) -> None:
    blocks = [
        Block("p1.1", "paragraph", "a", page=1),
        Block("p1.2", "table_row", "b | c", page=1, flags=("table",)),
        Block("p1.3", "table_row", "d | e", page=1, flags=("table",)),
    ]
    assert expand_blocks(compact_blocks(blocks[start - 1 :])) == blocks[start - 1 :]


def test_full_blocks_read_as_they_are() -> None:
    blocks = [
        Block("L1", "heading", "제목", level=1, flags=("heading",)),
        Block("L2", "paragraph", "본문", page=2),
    ]
    assert expand_blocks([b.to_dict() for b in blocks]) == blocks
