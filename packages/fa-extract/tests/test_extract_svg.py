"""SVG: text elements in document order, hidden labels, and hostile XML refused."""

from __future__ import annotations

import io

import pytest
from fa_extract import ExtractError, Extractor, Limits
from fa_extract._readers.svg import parse

SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'


def _svg(body: str, head: str = "") -> bytes:
    return f'{head}<svg {SVG_NS} width="400" height="200">{body}</svg>'.encode()


def test_text_tspan_and_textpath_in_document_order(extractor: Extractor) -> None:
    data = _svg(
        '<defs><path id="curve" d="M10 80 Q 95 10 180 80"/></defs>'
        '<g><text x="10" y="20">접수 <tspan font-weight="bold">1단계</tspan></text></g>'
        '<rect width="10" height="10"/>'
        '<text x="10" y="60"><tspan x="10" y="60">검토</tspan><tspan x="10" y="80">'
        "담당: 김민수</tspan></text>"
        '<text><textPath xlink:href="#curve">곡선 위의 글자</textPath></text>'
        "<text>   </text>"
    )
    info = extractor.inspect(io.BytesIO(data), "흐름도.svg")
    assert (info.grade, info.unit, info.block_count) == ("B", "text element", 3)
    blocks = extractor.read(io.BytesIO(data), "흐름도.svg").blocks
    assert [(b.anchor, b.text) for b in blocks] == [
        ("t1", "접수 1단계"),
        ("t2", "검토\n담당: 김민수"),
        ("t3", "곡선 위의 글자"),
    ]


def test_shapes_only_is_grade_c(extractor: Extractor) -> None:
    data = _svg('<title>로고</title><circle r="5"/><path d="M0 0 L5 5"/>')
    info = extractor.inspect(io.BytesIO(data), "도형만.svg")
    assert (info.grade, info.block_count, info.estimated_read_calls) == ("C", 0, 0)
    assert info.title == "로고"


def test_hidden_text_is_flagged() -> None:
    data = _svg(
        '<text>보이는 글</text><g style="display:none"><text>숨은 지시문</text></g>'
        '<text opacity="0">투명한 글</text><text visibility="hidden">감춘 글</text>'
    )
    parsed = parse(data, Limits())
    assert [b.flags for b in parsed.blocks] == [(), ("hidden",), ("hidden",), ("hidden",)]


def test_public_doctype_without_subset_is_accepted() -> None:
    head = (
        '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
        '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
    )
    assert [b.text for b in parse(_svg("<text>가</text>", head), Limits()).blocks] == ["가"]


@pytest.mark.parametrize(
    "head",
    [
        # billion laughs
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>',
        # XXE: a local file through an external entity
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    ],
)
def test_entity_declarations_are_refused(extractor: Extractor, head: str) -> None:
    data = _svg("<text>&c;</text>" if "laughs" in head else "<text>&x;</text>", head)
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(data), "bomb.svg")
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"
    assert "passwd" not in caught.value.message


def test_deep_nesting_is_capped(extractor: Extractor) -> None:
    depth = 200_000
    data = _svg("<g>" * depth + "<text>깊다</text>" + "</g>" * depth)
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(data), "deep.svg")
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_element_count_is_capped() -> None:
    data = _svg("<rect/>" * 1000)
    with pytest.raises(ExtractError) as caught:
        parse(data, Limits(max_svg_elements=500))
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_malformed_xml_is_corrupt(extractor: Extractor) -> None:
    with pytest.raises(ExtractError) as caught:
        extractor.inspect(io.BytesIO(_svg("<text>열린 태그")[:-6]), "broken.svg")
    assert caught.value.code == "DOCUMENT_CORRUPT"
