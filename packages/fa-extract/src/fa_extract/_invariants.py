"""Self-verification (SPEC section 8): checked on every result right before it leaves.

A failure here is a defect in fa, never in the user's file, so it raises InvariantError
(SERVER_INVARIANT_BROKEN) with a message that says so.
"""

from __future__ import annotations

from ._document import Document, grade_of
from ._errors import InvariantError
from ._readers import READERS
from ._results import Inspection, ReadResult

__all__ = ("check_document", "check_inspection", "check_read")


def _fail(what: str) -> InvariantError:
    return InvariantError(
        f"Self-check failed: {what}. This is a defect in fa, not in the file: stop the work "
        "and report it."
    )


def check_document(doc: Document) -> None:
    """Anchors unique, non-empty and of the format's form; grade agrees with the blocks.

    Raises:
        InvariantError: a check failed.
    """
    reader = READERS.get(doc.format)
    if reader is None:
        raise _fail("unknown format")
    pattern = reader.anchor_pattern
    anchors = [b.anchor for b in doc.blocks]
    if any(not a or a == "meta" or not pattern.fullmatch(a) for a in anchors):
        raise _fail("an anchor is empty or malformed")
    known = set(anchors)  # built once: every check below is linear in blocks and toc entries
    if len(known) != len(anchors):
        raise _fail("anchors are not unique")
    grade, image_only = grade_of(doc.format, doc.blocks)
    if grade != doc.grade:
        raise _fail("the grade disagrees with the blocks")
    if reader.grading == "pages":
        # Every page has at least one block (a page without text is one empty block), in
        # page order.
        pages = [b.page for b in doc.blocks]
        if any(p is None for p in pages) or pages != sorted(pages, key=lambda p: p or 0):
            raise _fail("a page block has no page number or is out of page order")
        if doc.pages != len(set(pages)) or (pages and (pages[0] != 1 or pages[-1] != doc.pages)):
            raise _fail("the page count disagrees with the page blocks")
        if tuple(doc.image_only_pages) != image_only:
            raise _fail("the image-only pages disagree with the page blocks")
    elif doc.image_only_pages:
        raise _fail("image-only pages listed for a format without pages")
    if any(entry.anchor not in known for entry in doc.toc):
        raise _fail("a toc entry points at no block")


def check_inspection(result: Inspection, doc: Document, calls: int) -> None:
    """Counts in an inspection equal what they count; its toc is the document's page from
    `toc_start`.

    Raises:
        InvariantError: a check failed.
    """
    total = len(doc.toc)
    first = result.toc_start - 1
    if (
        result.toc_total != total
        or (total and not 0 <= first < total)
        or result.toc != doc.toc[first : first + len(result.toc)]
        or (total and not result.toc)
        or result.toc_next_start
        != (first + len(result.toc) + 1 if first + len(result.toc) < total else None)
    ):
        raise _fail("the toc page disagrees with the document's toc")
    if (
        result.block_count != len(doc.blocks)
        or result.char_count != doc.char_count
        or result.hidden_blocks != sum(1 for b in doc.blocks if "hidden" in b.flags)
        or result.grade != doc.grade
        or result.estimated_read_calls != calls
        or len(result.image_only_pages) > max(result.block_count, 0)
    ):
        raise _fail("an inspection count disagrees with the document")


def check_read(result: ReadResult, doc: Document) -> None:
    """A read returns exactly blocks start..end, whole, with counts that match.

    Raises:
        InvariantError: a check failed.
    """
    total = len(doc.blocks)
    if result.total_blocks != total or not 1 <= result.start <= result.end <= total:
        raise _fail("the read range is outside the document")
    if len(result.blocks) != result.end - result.start + 1:
        raise _fail("the returned blocks do not match the returned range")
    if result.blocks != doc.blocks[result.start - 1 : result.end]:
        raise _fail("the returned blocks are not the document's blocks")
    anchors = [b.anchor for b in result.blocks]
    if len(set(anchors)) != len(anchors) or any(not a for a in anchors):
        raise _fail("returned anchors are empty or repeated")
    if result.char_count != sum(len(b.text) for b in result.blocks):
        raise _fail("the character count disagrees with the returned text")
    expected_next = result.end + 1 if result.end < total else None
    if result.next_start != expected_next:
        raise _fail("next_start does not continue after the returned blocks")
    if result.grade != doc.grade:
        raise _fail("the grade disagrees with the document")
