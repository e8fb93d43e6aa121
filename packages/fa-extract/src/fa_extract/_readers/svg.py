"""SVG to one block per `text` element (with its tspan/textPath content), in document order.

Parsed with defusedxml: entity declarations and external references are refused, and a DOCTYPE
with an internal subset is refused before parsing. A bare `<!DOCTYPE svg PUBLIC ...>` line, which
editors still write and which expat never fetches, is accepted. Depth and element count are
capped while parsing, so a flood of nested groups stops early.
"""

from __future__ import annotations

import io
import re
from typing import Any

from .. import _errors as e
from .._errors import ExtractError
from .._hygiene import has_content
from .._limits import Limits
from .._model import Block, DocWarning, Parsed

__all__ = ("parse",)

_INTERNAL_SUBSET = re.compile(rb"<!DOCTYPE[^>\[]*\[", re.IGNORECASE)
_WS = re.compile(r"\s+")
_HIDDEN_STYLE = re.compile(
    r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$))"
)


def _local(tag: Any) -> str:
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1]


def _hides(elem: Any) -> bool:
    """True when the element's own attributes make it and its children invisible."""
    get = elem.attrib.get
    if get("display", "").strip() == "none" or get("visibility", "").strip() == "hidden":
        return True
    if get("opacity", "").strip() in ("0", "0.0", "0%"):
        return True
    return bool(_HIDDEN_STYLE.search(get("style", "")))


def _text_of(elem: Any) -> str:
    """The element's text with whitespace collapsed as SVG renders it; a tspan placed with its own
    x or y starts a new line."""
    parts: list[str] = []

    def walk(node: Any) -> None:
        if node.text:
            parts.append(node.text)
        for child in node:
            name = _local(child.tag)
            if name not in ("title", "desc", "metadata"):
                if name == "tspan" and ("x" in child.attrib or "y" in child.attrib):
                    parts.append("\n")
                walk(child)
            if child.tail:
                parts.append(child.tail)

    walk(elem)
    lines = (_WS.sub(" ", line).strip() for line in "".join(parts).split("\n"))
    return "\n".join(line for line in lines if line)


def _limit(message: str) -> ExtractError:
    return ExtractError(e.DOCUMENT_LIMIT_EXCEEDED, message)


def parse(data: bytes, limits: Limits) -> Parsed:
    """Extract `t1`..`tn` from the SVG's text elements that have visible characters.

    Raises:
        ExtractError: DOCUMENT_LIMIT_EXCEEDED (entity or DTD subset, too deep, too many
            elements), DOCUMENT_CORRUPT (not well-formed XML, or not an SVG).
    """
    import defusedxml
    from defusedxml.ElementTree import iterparse

    if _INTERNAL_SUBSET.search(data[: 64 * 1024]):
        raise _limit(
            "The SVG declares its own DTD subset (entities), which fa refuses for safety; "
            "export the drawing again without a DOCTYPE."
        )
    parsed = Parsed(format="svg")
    depth = 0
    elements = 0
    hidden_depth: list[bool] = []
    text_depth = 0
    root_seen = False
    try:
        for event, elem in iterparse(
            io.BytesIO(data), events=("start", "end"), forbid_entities=True, forbid_external=True
        ):
            if event == "start":
                depth += 1
                elements += 1
                if not root_seen:
                    root_seen = True
                    if _local(elem.tag) != "svg":
                        raise ExtractError(
                            e.FORMAT_MISMATCH,
                            "The file is XML but not an SVG drawing; check the file.",
                        )
                if depth > limits.max_svg_depth:
                    raise _limit(
                        f"The SVG nests elements deeper than {limits.max_svg_depth} levels; "
                        "it is hostile or too complex to read."
                    )
                if elements > limits.max_svg_elements:
                    raise _limit(
                        f"The SVG has more than {limits.max_svg_elements} elements; it is "
                        "hostile or too complex to read."
                    )
                hidden_depth.append(bool(hidden_depth and hidden_depth[-1]) or _hides(elem))
                if _local(elem.tag) == "text":
                    text_depth += 1
                continue
            depth -= 1
            hidden = hidden_depth.pop()
            name = _local(elem.tag)
            if name == "title" and depth == 1 and parsed.title is None:
                parsed.title = _WS.sub(" ", "".join(elem.itertext())).strip()[:300] or None
            if name == "text":
                text_depth -= 1
                if text_depth == 0:
                    text = _text_of(elem)
                    if has_content(text):
                        number = len(parsed.blocks) + 1
                        flags = ("hidden",) if hidden else ()
                        parsed.blocks.append(Block(f"t{number}", "text", text, flags=flags))
                        if len(parsed.blocks) > limits.max_blocks:
                            raise _limit(
                                f"The SVG has more than {limits.max_blocks} text elements."
                            )
                    elem.clear()
            elif text_depth == 0 and depth > 0:
                # Nothing outside a text element is needed once it has ended.
                elem.clear()
    except ExtractError:
        raise
    except defusedxml.DefusedXmlException:
        raise _limit(
            "The SVG declares entities or external references, which fa refuses for safety; "
            "export the drawing again."
        ) from None
    except MemoryError:
        raise
    except Exception:
        raise ExtractError(
            e.DOCUMENT_CORRUPT,
            "The SVG is not well-formed XML and could not be read; open it in an editor and "
            "save it again.",
        ) from None
    hidden = sum(1 for b in parsed.blocks if "hidden" in b.flags)
    if hidden:
        parsed.warnings.append(
            DocWarning(
                "HIDDEN_TEXT",
                "Some text elements are not displayed (display:none, hidden or transparent); "
                "they are flagged hidden and cannot be the only support of a claim.",
                hidden,
            )
        )
    return parsed
