"""Pictures in HWP and HWPX: a described picture is an `image` block, and can be looked at.

The files are built here (`hwp_build`) around pictures made with Pillow, so the description,
the order and the pixel sizes asserted are the ones written into the file. The same picture in
both formats gives the same blocks. The corpus's `noori` document, saved by Hancom Office in
both formats, checks the offsets against real files.
"""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path

import pytest
from fa_extract import ExtractError, Extractor, Limits
from PIL import Image

_spec = importlib.util.spec_from_file_location(
    "hwp_build", Path(__file__).with_name("hwp_build.py")
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)

CORPUS = Path(__file__).resolve().parents[3] / "evals" / "corpus"
DESCRIBED = "2024년 분기별 매출 그래프: 3분기 최고"


def picture(fmt: str = "JPEG", size: tuple[int, int] = (64, 48)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (30, 120, 200)).save(out, format=fmt)
    return out.getvalue()


def hwp_with_pictures(jpeg: bytes, bmp: bytes, *, linked: bool = False) -> bytes:
    """A paragraph, a described JPEG picture, an undescribed one, a described group (not a
    picture), a paragraph, a described BMP picture (stored, not deflated)."""
    gso = hb.extended(11, "gso ")
    section = (
        hb.paragraph("그림 앞 문단" + gso, 0)
        + hb.picture(DESCRIBED, 1, 1)
        + hb.paragraph(gso, 0)
        + hb.picture("", 1, 1)
        + hb.paragraph(gso, 0)
        + hb.group("묶음 개체입니다.", 1)
        + hb.paragraph("그림 뒤 문단" + gso, 0)
        + hb.picture("조직도", 2, 1)
    )
    doc_info = hb.bin_data(1, "jpg", kind=0 if linked else 1) + hb.bin_data(2, "bmp", mode=2)
    return hb.hwp_file(
        hb.deflate(section),
        extra={
            "DocInfo": hb.deflate(doc_info),
            "BinData/BIN0001.jpg": hb.deflate(jpeg),
            "BinData/BIN0002.bmp": bmp,
        },
    )


def hwpx_with_pictures(jpeg: bytes, bmp: bytes) -> bytes:
    def pic(ref: str, comment: str | None) -> str:
        shape = f"<hp:shapeComment>{comment}</hp:shapeComment>" if comment is not None else ""
        return (
            f'<hp:pic id="1"><hc:img xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core" '
            f'binaryItemIDRef="{ref}"/>{shape}</hp:pic>'
        )

    body = (
        hb.hwpx_paragraph("<hp:t>그림 앞 문단</hp:t>" + pic("image1", DESCRIBED))
        + hb.hwpx_paragraph(pic("image1", None))
        + hb.hwpx_paragraph(
            '<hp:rect id="2"><hp:shapeComment>사각형입니다.</hp:shapeComment></hp:rect>'
        )
        + hb.hwpx_paragraph("<hp:t>그림 뒤 문단</hp:t>" + pic("image2", "조직도"))
    )
    return hb.hwpx_file(
        body,
        binaries={"image1": ("BinData/image1.jpg", jpeg), "image2": ("BinData/image2.bmp", bmp)},
    )


@pytest.fixture(scope="module")
def extractor():
    with Extractor() as ex:
        yield ex


BUILT = {"합성.hwp": hwp_with_pictures, "합성.hwpx": hwpx_with_pictures}


@pytest.mark.parametrize("name", sorted(BUILT))
def test_described_pictures_are_image_blocks_in_document_order(
    extractor: Extractor, name: str
) -> None:
    data = BUILT[name](picture(), picture("BMP", (30, 20)))
    read = extractor.read(io.BytesIO(data), name)
    assert [(b.anchor, b.kind, b.text, b.flags) for b in read.blocks] == [
        ("L1", "paragraph", "그림 앞 문단", ()),
        ("L2", "image", DESCRIBED, ("alt_text",)),
        ("L3", "paragraph", "그림 뒤 문단", ()),
        ("L4", "image", "조직도", ("alt_text",)),
    ]
    assert read.grade == "A"


@pytest.mark.parametrize("name", sorted(BUILT))
def test_read_document_image_shows_a_jpeg_and_a_bmp_picture(
    extractor: Extractor, name: str
) -> None:
    data = BUILT[name](picture("JPEG", (64, 48)), picture("BMP", (30, 20)))
    jpeg = extractor.image(io.BytesIO(data), name, anchor="L2")
    bmp = extractor.image(io.BytesIO(data), name, anchor="L4")
    assert jpeg.png.startswith(b"\x89PNG\r\n\x1a\n") and bmp.png.startswith(b"\x89PNG")
    assert (jpeg.width, jpeg.height, jpeg.source, jpeg.anchor) == (64, 48, "embedded", "L2")
    assert (bmp.width, bmp.height) == (30, 20)
    with pytest.raises(ExtractError) as info:
        extractor.image(io.BytesIO(data), name, anchor="L3")
    assert info.value.code == "BLOCK_RANGE_INVALID"


def test_a_linked_hwp_picture_is_never_fetched(extractor: Extractor) -> None:
    data = hwp_with_pictures(picture(), picture("BMP"), linked=True)
    with pytest.raises(ExtractError) as info:
        extractor.image(io.BytesIO(data), "링크.hwp", anchor="L2")
    assert info.value.code == "NO_IMAGE_FOR_FORMAT"
    assert "not stored inside the file" in info.value.message


def test_a_picture_inflating_past_the_part_cap_is_refused() -> None:
    big = picture("BMP", (600, 600))  # about 1 MB stored, a few KB deflated
    section = hb.paragraph("앞" + hb.extended(11, "gso "), 0) + hb.picture("큰 그림", 1, 1)
    data = hb.hwp_file(
        hb.deflate(section),
        extra={
            "DocInfo": hb.deflate(hb.bin_data(1, "bmp")),
            "BinData/BIN0001.bmp": hb.deflate(big),
        },
    )
    with Extractor(Limits(max_part_bytes=100_000)) as ex, pytest.raises(ExtractError) as info:
        ex.image(io.BytesIO(data), "큰 그림.hwp", anchor="L2")
    assert info.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def _stored_sizes(path: Path) -> list[tuple[int, int]]:
    """The pixel sizes of the pictures the file stores, in storage order, read here with
    olefile/zipfile and Pillow (the BMP captures' shape comments state other sizes)."""
    import zipfile
    import zlib

    import olefile

    if path.suffix == ".hwpx":
        with zipfile.ZipFile(path) as zf:
            names = sorted(n for n in zf.namelist() if n.startswith("BinData/"))
            blobs = [zf.read(n) for n in names]
    else:
        ole = olefile.OleFileIO(str(path))
        names = sorted("/".join(e) for e in ole.listdir() if e[0] == "BinData")
        blobs = [zlib.decompressobj(-15).decompress(ole.openstream(n).read()) for n in names]
    return [Image.open(io.BytesIO(blob)).size for blob in blobs]


@pytest.mark.parametrize("name", ["KO_hwpjs_noori.hwp", "KO_hwpjs_noori.hwpx"])
def test_hancom_pictures_in_both_formats(extractor: Extractor, name: str) -> None:
    """The same document saved as HWP and as HWPX: three pictures with the comment Hancom
    wrote (a JPEG, two BMP captures) are blocks, not flagged `alt_text`, and can be shown at
    the sizes stored; the picture without a comment and the other drawing objects make no
    block."""
    path = CORPUS / ("hwp" if name.endswith(".hwp") else "hwpx") / name
    data = path.read_bytes()
    read = extractor.read(io.BytesIO(data), name, end=1000)
    images = [b for b in read.blocks if b.kind == "image"]
    assert [b.text for b in images] == [
        "보도_생태계.jpg",
        "CLP00000ac016bf.bmp",
        "CLP00000ac016bf.bmp",
    ]
    assert all(not b.flags for b in images)
    # Four pictures are stored; the one without a shape comment is the 127 x 45 JPEG
    # (BIN0004.jpg, image2.jpg: its `hp:pic` has no `hp:shapeComment`).
    stored = _stored_sizes(path)
    stored.remove((127, 45))
    shown = [extractor.image(io.BytesIO(data), name, anchor=b.anchor) for b in images]
    assert sorted((s.original_width, s.original_height) for s in shown) == sorted(stored)
    assert (shown[0].original_width, shown[0].original_height) == (1200, 153)


def test_a_picture_inside_a_group_keeps_its_caption(extractor: Extractor) -> None:
    """A picture in a group (`hp:container`) is a block, and the caption under it is still
    read, as it was before pictures had blocks."""
    pic = (
        '<hp:pic id="1"><hc:img xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core" '
        f'binaryItemIDRef="image1"/><hp:shapeComment>{DESCRIBED}</hp:shapeComment>'
        "<hp:caption><hp:subList><hp:p><hp:run><hp:t>그림 1. 분기별 매출</hp:t></hp:run></hp:p>"
        "</hp:subList></hp:caption></hp:pic>"
    )
    body = hb.hwpx_paragraph(f'<hp:t>앞</hp:t><hp:container id="9">{pic}</hp:container>')
    data = hb.hwpx_file(body, binaries={"image1": ("BinData/image1.jpg", picture())})
    texts = [(b.kind, b.text) for b in extractor.read(io.BytesIO(data), "묶음.hwpx").blocks]
    assert texts == [
        ("paragraph", "앞"),
        ("image", DESCRIBED),
        ("paragraph", "그림 1. 분기별 매출"),
    ]


# What Hancom Office writes into a picture's shape comment by itself when the picture is
# inserted: a first line saying it is a picture, then the file's name, its pixel size and the
# camera's data, one `label: value` per line (the Korean and the English program).
GENERATED_KO = (
    "그림입니다.\r\n원본 그림의 이름: 2024 조직도.png\r\n"
    "원본 그림의 크기: 가로 1200pixel, 세로 153pixel\r\n사진 찍은 날짜: 2018년 03월 15일 오후 11:22"
)
GENERATED_EN = (
    "This is Picture.\r\nOriginal Picture Name: human.png\r\n"
    "Original Picture Size: 542 (W) by 546 (H) pixels\r\nSoftware : www.inkscape.org"
)
# An author who wrote after Hancom's lines: a sentence, not a `label: value` line
EDITED = "그림입니다.\r\n원본 그림의 이름: a.png\r\n3분기 매출이 가장 높다."


def test_the_comment_hancom_writes_itself_is_no_description(extractor: Extractor) -> None:
    """A generated comment keeps its block (the picture can still be shown by its anchor) with
    only the picture's file name (its first line when it names none): the pixel size, the date
    and the camera say nothing of what the picture shows, and an author wrote none of it (no
    `alt_text`)."""
    jpeg = picture()
    gso = hb.extended(11, "gso ")
    comments = [GENERATED_KO, GENERATED_EN, "그림입니다.", EDITED, DESCRIBED]
    section = b"".join(hb.paragraph(gso, 0) + hb.picture(comment, 1, 1) for comment in comments)
    hwp = hb.hwp_file(
        hb.deflate(section),
        extra={
            "DocInfo": hb.deflate(hb.bin_data(1, "jpg")),
            "BinData/BIN0001.jpg": hb.deflate(jpeg),
        },
    )
    pics = "".join(
        hb.hwpx_paragraph(
            '<hp:pic id="1"><hc:img xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core" '
            f'binaryItemIDRef="image1"/><hp:shapeComment>{comment}</hp:shapeComment></hp:pic>'
        )
        for comment in comments
    )
    hwpx = hb.hwpx_file(pics, binaries={"image1": ("BinData/image1.jpg", jpeg)})
    for data, name in ((hwp, "그림.hwp"), (hwpx, "그림.hwpx")):
        read = extractor.read(io.BytesIO(data), name, end=100)
        images = [(b.kind, b.text, b.flags) for b in read.blocks if b.anchor != "meta"]
        assert images == [
            ("image", "2024 조직도.png", ()),
            ("image", "human.png", ()),
            ("image", "그림입니다.", ()),
            ("image", "그림입니다. 원본 그림의 이름: a.png 3분기 매출이 가장 높다.", ("alt_text",)),
            ("image", DESCRIBED, ("alt_text",)),
        ], name
        shown = extractor.image(io.BytesIO(data), name, anchor=read.blocks[0].anchor)
        assert (shown.original_width, shown.original_height) == (64, 48)
