"""Pictures in Word and PowerPoint: a described picture is a block, and can be looked at.

The documents are built here with python-docx and python-pptx around pictures made with Pillow,
so the alt text, the order and the pixel sizes asserted are the ones written into the file.
"""

from __future__ import annotations

import io

import docx
import pytest
from fa_extract import ExtractError, Extractor, Limits
from PIL import Image
from pptx import Presentation
from pptx.util import Emu

ALT = "2024년 분기별 매출 막대그래프: 1분기가 가장 높다"
TITLE = "매출 그래프"


def picture(fmt: str = "PNG", size: tuple[int, int] = (40, 30)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(out, format=fmt)
    return out.getvalue()


def word(*parts: tuple[str, object]) -> bytes:
    """A docx of paragraphs ("p", text) and pictures ("pic", (bytes, descr, title))."""
    document = docx.Document()
    for kind, value in parts:
        if kind == "p":
            document.add_paragraph(str(value))
        else:
            data, descr, title = value  # type: ignore[misc]
            document.add_picture(io.BytesIO(data))
            doc_pr = document.inline_shapes[-1]._inline.docPr
            if descr:
                doc_pr.set("descr", descr)
            if title:
                doc_pr.set("title", title)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def slides(*pictures: tuple[bytes, str]) -> bytes:
    """A deck of one slide: a title, then each picture with its descr (empty: none)."""
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "그림 슬라이드"
    for data, descr in pictures:
        pic = slide.shapes.add_picture(io.BytesIO(data), Emu(0), Emu(0))
        pic._element.nvPicPr.cNvPr.set("descr", descr)
    out = io.BytesIO()
    prs.save(out)
    return out.getvalue()


@pytest.fixture(scope="module")
def extractor():
    with Extractor() as ex:
        yield ex


def test_a_described_picture_in_word_is_a_block_in_document_order(extractor: Extractor) -> None:
    data = word(
        ("p", "그림 앞 문단"),
        ("pic", (picture(), ALT, "")),
        ("pic", (picture(), "", "")),  # no alt text, no title: no block
        ("p", "그림 뒤 문단"),
        ("pic", (picture(), "", TITLE)),
    )
    read = extractor.read(io.BytesIO(data), "그림.docx")
    assert [(b.anchor, b.kind, b.text) for b in read.blocks] == [
        ("L1", "paragraph", "그림 앞 문단"),
        ("L2", "image", ALT),
        ("L3", "paragraph", "그림 뒤 문단"),
        ("L4", "image", TITLE),
    ]
    assert read.blocks[1].flags == ("alt_text",)
    assert read.grade == "A"


def test_title_and_description_both_are_kept(extractor: Extractor) -> None:
    data = word(("pic", (picture(), ALT, TITLE)))
    (block,) = extractor.read(io.BytesIO(data), "그림.docx").blocks
    assert block.text == f"{TITLE}: {ALT}"


def test_read_document_image_returns_a_word_picture_by_its_anchor(extractor: Extractor) -> None:
    data = word(("p", "앞"), ("pic", (picture("JPEG", (64, 48)), ALT, "")))
    image = extractor.image(io.BytesIO(data), "그림.docx", anchor="L2")
    assert image.png.startswith(b"\x89PNG\r\n\x1a\n")
    assert (image.width, image.height) == (64, 48)
    assert (image.anchor, image.page, image.source) == ("L2", None, "embedded")


def test_a_slide_of_pictures_can_be_looked_at(extractor: Extractor) -> None:
    data = slides((picture(size=(50, 20)), "첫 그림"), (picture(), ""), (picture(), "둘째 그림"))
    read = extractor.read(io.BytesIO(data), "그림.pptx")
    assert [(b.anchor, b.kind, b.text) for b in read.blocks] == [
        ("s1.1", "title", "그림 슬라이드"),
        ("s1.2", "image", "첫 그림"),
        ("s1.3", "image", "둘째 그림"),
    ]
    image = extractor.image(io.BytesIO(data), "그림.pptx", anchor="s1.2")
    assert (image.width, image.height, image.anchor) == (50, 20, "s1.2")


@pytest.mark.parametrize(
    ("descr", "kept"),
    [
        # Word 2007 and 2010 wrote the inserted file's path, Word for Mac its HFS path.
        ("S:\\Logos (SRMC)\\SRMC HCAVA Large E-Mail.jpg", "SRMC HCAVA Large E-Mail.jpg"),
        ("Macintosh HD:Users:jhubert:tmp:up.png", "up.png"),
        ("/home/kim/사진/조직도.PNG", "조직도.PNG"),
        ("chart1.emf", "chart1.emf"),
    ],
)
def test_a_file_name_written_as_the_description_is_no_alt_text(
    extractor: Extractor, descr: str, kept: str
) -> None:
    # Found by evals/bench on real files: 19 of the 33 picture descriptions of 203 docx and
    # pptx were the picture's file name or path, written by the program, not by an author
    # (with a user's folder in it), and each was an `image` block flagged `alt_text`.
    data = word(("p", "앞"), ("pic", (picture(), descr, "")))
    read = extractor.read(io.BytesIO(data), "그림.docx")
    assert [(b.anchor, b.kind, b.text, b.flags) for b in read.blocks] == [
        ("L1", "paragraph", "앞", ()),
        ("L2", "image", kept, ()),
    ]
    image = extractor.image(io.BytesIO(data), "그림.docx", anchor="L2")
    assert image.anchor == "L2"  # the picture can still be shown


def test_a_title_beside_a_file_name_is_the_alt_text(extractor: Extractor) -> None:
    data = word(("pic", (picture(), "C:\\img\\logo.png", TITLE)))
    (block,) = extractor.read(io.BytesIO(data), "그림.docx").blocks
    assert (block.text, block.flags) == (TITLE, ("alt_text",))


def test_the_file_name_python_pptx_writes_is_no_alt_text(extractor: Extractor) -> None:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    pic = slide.shapes.add_picture(io.BytesIO(picture()), Emu(0), Emu(0))
    written = pic._element.nvPicPr.cNvPr.get("descr")
    assert written == "image.png"  # what python-pptx puts there by itself
    out = io.BytesIO()
    prs.save(out)
    (block,) = extractor.read(io.BytesIO(out.getvalue()), "그림.pptx").blocks
    assert (block.kind, block.text, block.flags) == ("image", written, ())


def test_an_authors_description_naming_a_file_is_kept(extractor: Extractor) -> None:
    descr = "조직도: 본부 아래 세 팀 (원본은 조직도.png)"
    data = word(("pic", (picture(), descr, "")))
    (block,) = extractor.read(io.BytesIO(data), "그림.docx").blocks
    assert (block.text, block.flags) == (descr, ("alt_text",))


def test_a_big_picture_is_downscaled_to_the_edge_cap() -> None:
    data = word(("pic", (picture(size=(400, 100)), ALT, "")))
    with Extractor(Limits(image_max_edge=100)) as ex:
        image = ex.image(io.BytesIO(data), "그림.docx", anchor="L1")
    assert (image.width, image.height) == (100, 25)
    assert (image.original_width, image.original_height) == (400, 100)


def test_a_picture_over_the_pixel_cap_is_refused() -> None:
    data = word(("pic", (picture(size=(300, 300)), ALT, "")))
    with Extractor(Limits(max_image_pixels=10_000)) as ex, pytest.raises(ExtractError) as caught:
        ex.image(io.BytesIO(data), "그림.docx", anchor="L1")
    assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_a_gif_picture_has_its_block_but_a_clear_code_for_its_image(
    extractor: Extractor,
) -> None:
    data = word(("pic", (picture("GIF"), ALT, "")))
    (block,) = extractor.read(io.BytesIO(data), "그림.docx").blocks
    assert block.kind == "image"
    with pytest.raises(ExtractError) as caught:
        extractor.image(io.BytesIO(data), "그림.docx", anchor="L1")
    assert caught.value.code == "NO_IMAGE_FOR_FORMAT"
    assert "GIF" in caught.value.message


@pytest.mark.parametrize(("anchor", "page"), [("L1", None), ("L9", None), (None, None), ("L2", 1)])
def test_an_anchor_that_is_not_a_picture_lists_the_pictures(
    extractor: Extractor, anchor: str | None, page: int | None
) -> None:
    data = word(("p", "문단"), ("pic", (picture(), ALT, "")))
    with pytest.raises(ExtractError) as caught:
        extractor.image(io.BytesIO(data), "그림.docx", anchor=anchor, page=page)
    assert caught.value.code == "BLOCK_RANGE_INVALID"
    assert "L2" in caught.value.message


def test_a_document_without_described_pictures_has_no_image(extractor: Extractor) -> None:
    data = word(("p", "문단"), ("pic", (picture(), "", "")))
    with pytest.raises(ExtractError) as caught:
        extractor.image(io.BytesIO(data), "그림.docx", anchor="L1")
    assert caught.value.code == "NO_IMAGE_FOR_FORMAT"


def test_an_anchor_is_refused_for_a_pdf(extractor: Extractor) -> None:
    with pytest.raises(ExtractError) as caught:
        extractor.image(io.BytesIO(b"%PDF-1.4\n%%EOF\n"), "a.pdf", anchor="L1")
    assert caught.value.code == "BLOCK_RANGE_INVALID"
    assert "page=N" in caught.value.message


def test_a_picture_after_a_split_paragraph_is_shown_by_its_final_anchor(
    extractor: Extractor,
) -> None:
    """A paragraph longer than `max_block_chars` becomes two blocks, and every later anchor
    moves by one: the picture is asked for by the anchor read_document gave it, and that
    anchor must reach the picture, not the block that had the number before the split."""
    long_text = "가나다라마바사아자차. " * 800  # about 9,600 characters: three pieces
    data = word(
        ("p", long_text),
        ("pic", (picture("JPEG", (64, 48)), ALT, "")),
        ("p", "그림 뒤 문단"),
        ("pic", (picture("PNG", (30, 20)), "둘째 그림", "")),
    )
    read = extractor.read(io.BytesIO(data), "긴 문단.docx", end=100)
    kinds = [(b.anchor, b.kind) for b in read.blocks]
    pictures = [anchor for anchor, kind in kinds if kind == "image"]
    assert len(pictures) == 2 and pictures[0] != "L2"  # the split moved it
    first = extractor.image(io.BytesIO(data), "긴 문단.docx", anchor=pictures[0])
    second = extractor.image(io.BytesIO(data), "긴 문단.docx", anchor=pictures[1])
    assert (first.width, first.height, first.anchor) == (64, 48, pictures[0])
    assert (second.width, second.height, second.anchor) == (30, 20, pictures[1])
