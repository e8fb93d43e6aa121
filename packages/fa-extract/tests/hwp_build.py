"""Builders of HWP and HWPX files for the tests: a small compound-file writer, HWP records, and
HWPX zips, so hostile files are made here from their definitions (olefile cannot write).

The compound file is version 3 (512-byte sectors) with every stream in regular sectors: streams
shorter than the 4096-byte mini-stream cutoff are padded to it, which HWP allows (FileHeader is
read by its first 256 bytes, and a deflate stream ends where it says).
"""

from __future__ import annotations

import struct
import zipfile
import zlib
from io import BytesIO

_SECTOR = 512
_END, _FREE, _FATSECT = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD
_NOSTREAM = 0xFFFFFFFF
_CUTOFF = 4096

# Tags and control ids used by the builders.
PARA_HEADER, PARA_TEXT, CTRL_HEADER, LIST_HEADER, TABLE = 66, 67, 71, 72, 77


def compound_file(streams: dict[str, bytes]) -> bytes:
    """A compound (OLE) file holding `streams`, named "Storage/Stream" or "Stream".

    One level of storages is enough for HWP (BodyText/Section0, ViewText/Section0).
    """
    storages: dict[str, list[str]] = {}
    top: list[str] = []
    for name in streams:
        if "/" in name:
            storage, _ = name.split("/", 1)
            if storage not in storages:
                storages[storage] = []
                top.append(storage)
            storages[storage].append(name)
        else:
            top.append(name)
    data_sectors: list[bytes] = []
    starts: dict[str, int] = {}
    sizes: dict[str, int] = {}
    fat: list[int] = []
    for name, given in streams.items():
        raw = given.ljust(_CUTOFF, b"\x00")
        count = -(-len(raw) // _SECTOR)
        starts[name] = len(data_sectors)
        sizes[name] = len(raw)
        for i in range(count):
            data_sectors.append(raw[i * _SECTOR : (i + 1) * _SECTOR].ljust(_SECTOR, b"\x00"))
            fat.append(len(fat) + 1 if i < count - 1 else _END)

    # Directory: root, then the top level as a chain of right siblings, each storage's streams
    # as a chain under it. Every node is black; a degenerate tree is still a valid one.
    entries: list[tuple[str, int, int, int, int, int]] = []  # name, type, right, child, start, size
    index: dict[str, int] = {}
    order = ["Root Entry", *top]
    for name in top:
        order.extend(storages.get(name, []))
    for i, name in enumerate(order):
        index[name] = i
    for name in order:
        if name == "Root Entry":
            entries.append((name, 5, _NOSTREAM, index[top[0]], _END, 0))
            continue
        siblings = top if name in top else storages[name.split("/", 1)[0]]
        pos = siblings.index(name)
        right = index[siblings[pos + 1]] if pos + 1 < len(siblings) else _NOSTREAM
        if name in storages:
            entries.append((name, 1, right, index[storages[name][0]], 0, 0))
        else:
            entries.append((name, 2, right, _NOSTREAM, starts[name], sizes[name]))
    directory = b""
    for name, kind, right, child, start, size in entries:
        label = name.rsplit("/", 1)[-1].encode("utf-16-le") + b"\x00\x00"
        directory += (
            label.ljust(64, b"\x00")
            + struct.pack("<HBB", len(label), kind, 1)
            + struct.pack("<III", _NOSTREAM, right, child)
            + b"\x00" * 16
            + b"\x00" * 4
            + b"\x00" * 16
            + struct.pack("<IQ", start, size)
        )
    directory = directory.ljust(-(-len(directory) // _SECTOR) * _SECTOR, b"\x00")
    dir_start = len(data_sectors)
    dir_count = len(directory) // _SECTOR
    for i in range(dir_count):
        data_sectors.append(directory[i * _SECTOR : (i + 1) * _SECTOR])
        fat.append(dir_start + i + 1 if i < dir_count - 1 else _END)
    # FAT sectors cover every sector including themselves.
    fat_count = 1
    while (len(fat) + fat_count) > fat_count * (_SECTOR // 4):
        fat_count += 1
    if fat_count > 109:
        raise ValueError("the test writer keeps the FAT in the header's 109 slots")
    fat_start = len(data_sectors)
    fat.extend([_FATSECT] * fat_count)
    fat.extend([_FREE] * (fat_count * (_SECTOR // 4) - len(fat)))
    fat_bytes = struct.pack(f"<{len(fat)}I", *fat)
    difat = [fat_start + i for i in range(fat_count)] + [_FREE] * (109 - fat_count)
    header = (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
        + b"\x00" * 16
        + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6)
        + b"\x00" * 6
        + struct.pack("<IIIIIIIII", 0, fat_count, dir_start, 0, _CUTOFF, _END, 0, _END, 0)
        + struct.pack("<109I", *difat)
    )
    assert len(header) == _SECTOR
    return header + b"".join(data_sectors) + fat_bytes


def record(tag: int, level: int, payload: bytes = b"") -> bytes:
    """One HWP record: the 32-bit header (a 32-bit size after it when the size is 0xFFF+)."""
    if len(payload) >= 0xFFF:
        return struct.pack("<II", tag | level << 10 | 0xFFF << 20, len(payload)) + payload
    return struct.pack("<I", tag | level << 10 | len(payload) << 20) + payload


TAB = "\t" + "\x00" * 6 + "\t"
"""A tab in PARA_TEXT: an inline control of eight units, not one character."""


def ctrl(cid: str, level: int) -> bytes:
    """A CTRL_HEADER record whose id is `cid` (stored reversed, as Hancom does)."""
    return record(CTRL_HEADER, level, cid[::-1].encode("latin-1") + b"\x00" * 4)


def extended(code: int, cid: str) -> str:
    """The eight UTF-16 units of an extended control character in PARA_TEXT."""
    return chr(code) + cid[::-1].encode("latin-1").decode("utf-16-le") + "\x00" * 4 + chr(code)


def paragraph(
    text: str,
    level: int,
    *,
    shape: int = 0,
    style: int = 0,
    page_break: bool = False,
    column_break: bool = False,
) -> bytes:
    """PARA_HEADER and PARA_TEXT of one paragraph (the text may hold control characters)."""
    breaks = (0x04 if page_break else 0) | (0x08 if column_break else 0)
    header = struct.pack("<IIHBB", len(text) + 1, 0, shape, style, breaks)
    header += b"\x00" * 10
    return record(PARA_HEADER, level, header) + record(
        PARA_TEXT, level + 1, (text + "\r").encode("utf-16-le")
    )


def line_seg(level: int, *tops: int, height: int = 1000) -> bytes:
    """PARA_LINE_SEG: one 36-byte line segment per vertical position in `tops` (where Hancom's
    last layout put each line on its page), each `height` tall."""
    lines = b"".join(
        struct.pack("<IiiiiiiiI", 0, top, height, height, 850, 600, 0, 42520, 0x60000)
        for top in tops
    )
    return record(16 + 53, level, lines)


def columns(count: int, level: int) -> bytes:
    """A column definition control (`cold`) of `count` columns (bits 2-9 of its property)."""
    return record(CTRL_HEADER, level, b"dloc" + struct.pack("<HH", count << 2, 0))


def cell(
    col: int, row: int, level: int, colspan: int = 1, rowspan: int = 1, height: int = 0
) -> bytes:
    """A table cell's LIST_HEADER: column, row, spans at byte offset 8, as real files have,
    then its width and height."""
    return record(
        LIST_HEADER,
        level,
        struct.pack("<hIHHHHHII", 1, 0, 0, col, row, colspan, rowspan, 10000, height),
    )


def table_ctrl(level: int, height: int, *, as_char: bool = True) -> bytes:
    """A table's CTRL_HEADER (`tbl `) with its object attributes: placed like a character (bit
    0) or floating from its paragraph with text above and below, and `height`, its height on
    the page where it starts."""
    attr = 1 if as_char else (2 << 3) | (1 << 21)
    return record(CTRL_HEADER, level, b" lbt" + struct.pack("<IiiII", attr, 0, 0, 40000, height))


MEMO_LIST = 16 + 77


def field(cid: str, level: int, *, number: int | None = None) -> bytes:
    """A field's CTRL_HEADER (`%%me`, a memo's): its id, attributes, a byte of more
    attributes, an empty command (a WORD length of 0) and its instance id; then, when given,
    the memo `number` (an INT32) that the memo's MEMO_LIST record repeats."""
    payload = cid[::-1].encode("latin-1") + struct.pack("<IBHI", 0, 0, 0, 7)
    if number is not None:
        payload += struct.pack("<i", number)
    return record(CTRL_HEADER, level, payload)


def memo_list(number: int, level: int = 1) -> bytes:
    """A memo at the end of the last section: MEMO_LIST (the memo's number, a UINT32), then
    its LIST_HEADER (paragraph count, attributes, width, height); its paragraphs follow."""
    return record(MEMO_LIST, level, struct.pack("<I", number)) + record(
        LIST_HEADER, level, struct.pack("<iIII", 1, 0, 0, 0)
    )


def master_list(level: int) -> bytes:
    """A master page's (바탕쪽) LIST_HEADER: paragraph count, attributes, text width and
    height; its paragraphs follow at the same level."""
    return record(LIST_HEADER, level, struct.pack("<iIII", 1, 0, 42520, 60000))


def section_def(
    level: int, *, height: int, top: int, bottom: int, header: int, footer: int
) -> bytes:
    """A section definition (`secd`) with its page definition (PAGE_DEF): an A4-wide paper of
    `height` and its margins."""
    page = struct.pack("<10I", 59528, height, 4252, 4252, top, bottom, header, footer, 0, 0)
    return record(CTRL_HEADER, level, b"dces" + b"\x00" * 4) + record(16 + 57, level + 1, page)


def style(name: str, english: str) -> bytes:
    """A DocInfo STYLE record: the two names (WORD length, UTF-16), then the rest zeroed."""
    data = b""
    for text in (name, english):
        data += struct.pack("<H", len(text)) + text.encode("utf-16-le")
    return record(16 + 10, 0, data + b"\x00" * 8)


def picture(description: str, bin_id: int, level: int) -> bytes:
    """A picture object: the `gso ` control header (its shape comment, a WORD length and UTF-16
    text, at byte 44), a shape component and the picture record naming BinData `bin_id` (a WORD
    at byte 71), at the levels Hancom writes them."""
    head = b" osg" + bytes(40) + struct.pack("<H", len(description))
    head += description.encode("utf-16-le")
    component = record(16 + 60, level + 1, b"$cip$cip" + bytes(188))
    pic = record(16 + 69, level + 2, bytes(71) + struct.pack("<H", bin_id) + bytes(17))
    return record(CTRL_HEADER, level, head) + component + pic


def group(description: str, level: int) -> bytes:
    """A drawing object that is not a picture (a group), with a shape comment of its own."""
    head = b" osg" + bytes(40) + struct.pack("<H", len(description))
    head += description.encode("utf-16-le")
    return record(CTRL_HEADER, level, head) + record(16 + 60, level + 1, b"$con$con" + bytes(188))


def bin_data(storage_id: int, ext: str, *, mode: int = 0, kind: int = 1) -> bytes:
    """A DocInfo BIN_DATA record: `kind` 1 an embedded item (0 a link), `mode` 0 compressed as
    the file is, 1 compressed, 2 stored; the stream is `BinData/BIN{storage_id:04X}.{ext}`."""
    prop = kind | mode << 4
    payload = struct.pack("<HHH", prop, storage_id, len(ext)) + ext.encode("utf-16-le")
    return record(16 + 2, 0, payload)


def para_shape(outline_level: int | None, *, head: int = 1) -> bytes:
    """A DocInfo PARA_SHAPE record, of that level when given: an outline (개요) shape, or with
    `head` 2 a numbered and 3 a bulleted one (the paragraph head type, bits 23-24)."""
    prop = 0 if outline_level is None else (head << 23) | ((outline_level - 1) << 25)
    return record(16 + 9, 0, struct.pack("<I", prop) + b"\x00" * 50)


def file_header(flags: int = 1, version: tuple[int, int, int, int] = (5, 0, 3, 0)) -> bytes:
    """The FileHeader stream: signature, version (major first), property flags."""
    major, minor, build, revision = version
    return (
        b"HWP Document File".ljust(32, b"\x00")
        + bytes((revision, build, minor, major))
        + struct.pack("<I", flags)
    ).ljust(256, b"\x00")


def deflate(data: bytes) -> bytes:
    """Raw deflate, as HWP stores compressed streams."""
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


def zeros_deflate(gib: int = 1) -> bytes:
    """Raw deflate of `gib` GiB of zero bytes, built without compressing a gigabyte: a full
    flush resets the compressor, so the compressed 16 MiB chunk repeats byte for byte."""
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = c.compress(bytes(16 << 20)) + c.flush(zlib.Z_FULL_FLUSH)
    return chunk * (64 * gib) + c.flush()


def hwp_file(section: bytes, *, flags: int = 1, extra: dict[str, bytes] | None = None) -> bytes:
    """An HWP 5.0 file with one body section (already compressed when `flags` says so)."""
    streams = {"FileHeader": file_header(flags), "BodyText/Section0": section}
    streams.update(extra or {})
    return compound_file(streams)


_HWPX_NS = (
    'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section" '
    'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"'
)


def hwpx_file(
    section_body: str,
    *,
    prolog: str = "",
    manifest: str = "",
    header: str = "",
    header_xml: str = "",
    binaries: dict[str, tuple[str, bytes]] | None = None,
    parts: dict[str, tuple[str, str]] | None = None,
) -> bytes:
    """An HWPX zip with one section whose `hs:sec` holds `section_body` (and a header.xml
    whose `hh:head` holds `header`, or that is `header_xml` whole, when given); `binaries` maps
    a manifest id to a part name and its bytes (pictures), `parts` a manifest id to an XML part
    name and its text (master pages)."""
    items = "".join(
        f'<opf:item id="{key}" href="{name}" media-type="image/png"/>'
        for key, (name, _) in (binaries or {}).items()
    )
    items += "".join(
        f'<opf:item id="{key}" href="{name}" media-type="application/xml"/>'
        for key, (name, _) in (parts or {}).items()
    )
    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("mimetype", "application/hwp+zip", compress_type=zipfile.ZIP_STORED)
        zf.writestr(
            "Contents/content.hpf",
            '<?xml version="1.0" encoding="UTF-8"?><opf:package '
            'xmlns:opf="http://www.idpf.org/2007/opf/"><opf:manifest>'
            '<opf:item id="section0" href="Contents/section0.xml" media-type="application/xml"/>'
            f'{items}</opf:manifest><opf:spine><opf:itemref idref="section0"/></opf:spine>'
            "</opf:package>",
        )
        for name, data in (binaries or {}).values():
            zf.writestr(name, data)
        for name, text in (parts or {}).values():
            zf.writestr(name, text)
        zf.writestr(
            "META-INF/manifest.xml",
            '<?xml version="1.0" encoding="UTF-8"?><odf:manifest '
            'xmlns:odf="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
            f"{manifest}</odf:manifest>",
        )
        if header_xml:
            zf.writestr("Contents/header.xml", header_xml)
        elif header:
            zf.writestr(
                "Contents/header.xml",
                '<?xml version="1.0" encoding="UTF-8"?><hh:head '
                f'xmlns:hh="http://www.hancom.co.kr/hwpml/2011/head">{header}</hh:head>',
            )
        zf.writestr(
            "Contents/section0.xml",
            f'<?xml version="1.0" encoding="UTF-8"?>{prolog}<hs:sec {_HWPX_NS}>'
            f"{section_body}</hs:sec>",
        )
    return out.getvalue()


def hwpx_paragraph(inner: str) -> str:
    """One `hp:p` with one run holding `inner`."""
    return f'<hp:p paraPrIDRef="0"><hp:run charPrIDRef="0">{inner}</hp:run></hp:p>'


def _wmf_record(function: int, *params: int) -> bytes:
    """One WMF record: its size in 16-bit words (a DWORD), its function, its WORD parameters."""
    words = struct.pack(f"<{len(params)}H", *(p & 0xFFFF for p in params))
    return struct.pack("<IH", 3 + len(params), function) + words


def wmf(*, placeable: bool = True, width: int = 400, height: int = 200) -> bytes:
    """A Windows metafile (MS-WMF) drawing one red rectangle on a `width` by `height` window:
    the placeable header (key 0x9AC6CDD7, bounds, 1440 units an inch, checksum) when
    `placeable`, the standard header (type 1, 9 words, version 0x0300, size, one object, the
    largest record), then SETWINDOWORG, SETWINDOWEXT, CREATEBRUSHINDIRECT (solid, red),
    SELECTOBJECT, RECTANGLE and EOF."""
    body = _wmf_record(0x020B, 0, 0) + _wmf_record(0x020C, height, width)
    body += _wmf_record(0x02FC, 0, 0x00FF, 0x0000, 0)
    body += _wmf_record(0x012D, 0)
    body += _wmf_record(0x041B, height * 3 // 4, width * 3 // 4, height // 4, width // 4)
    body += _wmf_record(0x0000)
    standard = struct.pack("<HHHIHIH", 1, 9, 0x0300, (18 + len(body)) // 2, 1, 7, 0) + body
    if not placeable:
        return standard
    head = struct.pack("<IHhhhhHI", 0x9AC6CDD7, 0, 0, 0, width, height, 1440, 0)
    checksum = 0
    for (word,) in struct.iter_unpack("<H", head):
        checksum ^= word
    return head + struct.pack("<H", checksum) + standard


def emf() -> bytes:
    """An enhanced metafile (MS-EMF) of nothing but its header record (type 1, 88 bytes, the
    ` EMF` signature at byte 40) and its EOF record (type 14)."""
    eof = struct.pack("<IIIII", 14, 20, 0, 16, 20)
    header = struct.pack(
        "<II4i4iIIIIHHIIIiiii",
        1, 88, 0, 0, 100, 50, 0, 0, 2646, 1323,
        0x464D4520, 0x10000, 88 + len(eof), 2, 1, 0, 0, 0, 0,
        1920, 1080, 508, 286,
    )  # fmt: skip
    return header + eof


def id_mappings(fonts: tuple[int, int, int, int, int, int, int]) -> bytes:
    """DocInfo's ID_MAPPINGS: the counts of what DocInfo lists, the pictures first (0 here), then
    the fonts of each of the seven languages (Hangul, Latin, Hanja, Japanese, other, symbol,
    user), then the rest (0)."""
    return record(16 + 1, 0, struct.pack("<18i", 0, *fonts, *([0] * 10)))


def face_name(name: str) -> bytes:
    """A DocInfo FACE_NAME record: its attributes (a BYTE), then the name (WORD length, UTF-16)."""
    return record(16 + 3, 0, struct.pack("<BH", 0, len(name)) + name.encode("utf-16-le"))


def char_shape(faces: tuple[int, int, int, int, int, int, int]) -> bytes:
    """A DocInfo CHAR_SHAPE record whose fonts are `faces`: one font id (a WORD) per language,
    in ID_MAPPINGS' order, then the rest of the record zeroed."""
    return record(16 + 5, 0, struct.pack("<7H", *faces) + bytes(58))


def para_char_shape(level: int, *runs: tuple[int, int]) -> bytes:
    """PARA_CHAR_SHAPE: where each run of one character shape starts (in PARA_TEXT's units) and
    that shape's id."""
    return record(16 + 52, level, b"".join(struct.pack("<II", at, shape) for at, shape in runs))
