"""Structure checks ST-*: is the draft a filled-in report template, and nothing else?

Grounding (GR-*, fa-grounding) checks what the sentences say against the blocks they cite; these
checks look only at the shape of the Markdown. Both run at preview and again at save.

| rule  | severity | checks |
|-------|----------|--------|
| ST-01 | error    | the first non-blank line is a `#` title with text |
| ST-02 | error    | every section of the template is present as a `##` heading |
| ST-03 | error    | no template section appears twice |
| ST-04 | warning  | the sections follow the template's order |
| ST-05 | error    | no `##` section is empty |
| ST-06 | error    | no leftover TODO, `...`, `<...>` (guide or raw HTML), lorem ipsum |
| ST-07 | error    | length limits: the draft, the title |
| ST-08 | error    | at least one well-formed citation (`[p3]`, `[L14]`, ...) |
| ST-09 | error    | no control, bidi-override, tag or unpaired surrogate character |
| ST-10 | warning  | a `##` heading that is not a template section |
| ST-11 | warning  | an image: it is reduced to its alt text when the report is saved |

Headings are ATX (`#`, `##`) outside fenced code blocks; lines are numbered from 1 after `\\r\\n`
and `\\r` become `\\n`.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from fa_gate._template import REPORT_SECTIONS, match_section

__all__ = (
    "MAX_DRAFT_CHARS",
    "MAX_TITLE_CHARS",
    "StructureFinding",
    "check_structure",
)

MAX_DRAFT_CHARS = 20_000
"""Longest draft accepted, in characters. A summary longer than this is no longer a summary."""
MAX_TITLE_CHARS = 200
"""Longest title accepted, in characters."""

Severity = Literal["error", "warning"]
_Add = Callable[[str, Severity, int, str], None]


@dataclass(frozen=True, slots=True)
class StructureFinding:
    """One structure problem: the rule, how serious it is, the 1-based line, and what to fix."""

    rule: str
    severity: Severity
    line: int
    detail: str

    def to_dict(self) -> dict[str, str | int]:
        """A JSON-ready dict with the same four fields."""
        return {
            "rule": self.rule,
            "severity": self.severity,
            "line": self.line,
            "detail": self.detail,
        }


_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*(?:#+[ \t]*)?$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_WORD_PLACEHOLDER = re.compile(r"(?<![A-Za-z])(TODO|TBD|FIXME)(?![A-Za-z])")
_ELLIPSIS = re.compile(r"\.{3,}|[…⋯]")
_LOREM = re.compile(r"lorem\s+ipsum", re.IGNORECASE)
# `<` then something that is not space, `=`, `-` or another `<` (so `a < b` and `<->` pass).
_ANGLE = re.compile(r"<(?![\s=<-])[^<>\n]{0,200}>")
_AUTOLINK = re.compile(r"<(?:(?:https?|ftp|mailto):[^<>\s]*|[^<>\s@]+@[^<>\s@]+)>", re.IGNORECASE)
_HTML_LIKE = re.compile(r"<(?:/?[A-Za-z][A-Za-z0-9-]*(?:[\s/>])|!|\?)")
_IMAGE = re.compile(r"!\[")
_BAD_CHARACTER = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff"
    "\U000e0000-\U000e007f]"
)


@functools.cache
def _citation() -> re.Pattern[str]:
    # Built on first use: fa_grounding (the anchor grammar) is imported by the first check, not
    # by starting the server, which imports this module to list its tools.
    from fa_grounding import ANCHOR_PATTERN

    anchor = ANCHOR_PATTERN.pattern
    return re.compile(rf"\[\s*(?:{anchor})(?:\s*[,;]\s*(?:{anchor}))*\s*\](?!\()")


@dataclass(slots=True)
class _Section:
    line: int
    title: str
    key: str | None
    content_lines: int = 0


def check_structure(draft: str) -> tuple[StructureFinding, ...]:
    """Check that `draft` is a complete report in the shape of `REPORT_TEMPLATE`.

    Returns the findings sorted by line (empty when the draft is well formed); any finding with
    severity "error" keeps the draft from being approved or saved (`DRAFT_NOT_CLEAN`).
    """
    text = draft.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    findings: list[StructureFinding] = []

    def add(rule: str, severity: Severity, line: int, detail: str) -> None:
        findings.append(StructureFinding(rule, severity, line, detail))

    if len(draft) > MAX_DRAFT_CHARS:
        add(
            "ST-07",
            "error",
            1,
            f"The draft has {len(draft):,} characters; the limit is {MAX_DRAFT_CHARS:,}. "
            "Shorten it.",
        )

    sections: list[_Section] = []
    title_seen = False
    in_fence = False
    for number, line in enumerate(lines, start=1):
        if _FENCE.match(line):
            in_fence = not in_fence
            if sections:
                sections[-1].content_lines += 1
            continue
        _check_line(line, number, in_fence=in_fence, add=add)
        heading = None if in_fence else _HEADING.match(line)
        if not title_seen and line.strip():
            title_seen = True
            if heading is not None and len(heading.group(1)) == 1 and heading.group(2):
                if len(heading.group(2)) > MAX_TITLE_CHARS:
                    add(
                        "ST-07",
                        "error",
                        number,
                        f"The title is longer than {MAX_TITLE_CHARS} characters; shorten it.",
                    )
                continue
            add(
                "ST-01",
                "error",
                number,
                "The report must start with a title line such as '# 분석 / Analysis of ...'.",
            )
        if heading is not None and len(heading.group(1)) <= 2:
            if len(heading.group(1)) == 2:
                name = heading.group(2) or ""
                sections.append(_Section(number, name, match_section(name)))
            elif sections:
                # A second `#` heading ends the current section like a `##` would.
                sections.append(_Section(number, heading.group(2) or "", None))
            continue
        if sections and line.strip() and heading is None:
            # A `###` sub-heading alone does not fill a section; any other line does.
            sections[-1].content_lines += 1

    _check_sections(sections, len(lines), add)
    if not _citation().search(text):
        add(
            "ST-08",
            "error",
            1,
            "The draft cites no anchor; every sentence needs one, like [p3], [L14] or [s2.1].",
        )
    return tuple(sorted(findings, key=lambda f: (f.line, f.rule)))


def _check_line(line: str, number: int, *, in_fence: bool, add: _Add) -> None:
    bad = _BAD_CHARACTER.search(line)
    if bad is not None:
        add(
            "ST-09",
            "error",
            number,
            f"The line holds an invisible or control character (U+{ord(bad.group()):04X}); "
            "remove it.",
        )
    word = _WORD_PLACEHOLDER.search(line)
    if word is not None:
        add("ST-06", "error", number, f"A leftover placeholder '{word.group()}'; finish the line.")
    if _ELLIPSIS.search(line):
        add(
            "ST-06",
            "error",
            number,
            "An ellipsis ('...' or '…') reads as an unfinished line or a shortened quote; "
            "write the sentence out or quote in full.",
        )
    if _LOREM.search(line):
        add("ST-06", "error", number, "Leftover 'lorem ipsum' filler text; replace it.")
    for match in _ANGLE.finditer(line):
        if _AUTOLINK.fullmatch(match.group()):
            continue
        if _HTML_LIKE.match(match.group()):
            detail = "Raw HTML is not allowed in a report; write plain Markdown instead."
        else:
            detail = "A template guide in <...> is left in the draft; replace it with content."
        add("ST-06", "error", number, detail)
        break
    if not in_fence and _IMAGE.search(line):
        add(
            "ST-11",
            "warning",
            number,
            "An image in the report is reduced to its alt text when saved, so opening the "
            "report never loads anything.",
        )


def _check_sections(sections: list[_Section], last_line: int, add: _Add) -> None:
    first: dict[str, _Section] = {}
    for section in sections:
        if section.key is None:
            if section.title:
                add(
                    "ST-10",
                    "warning",
                    section.line,
                    "This heading is not a section of the report template.",
                )
        elif section.key in first:
            add(
                "ST-03",
                "error",
                section.line,
                f"The section '{_heading_of(section.key)}' appears twice; merge them.",
            )
        else:
            first[section.key] = section
        if section.content_lines == 0:
            add(
                "ST-05",
                "error",
                section.line,
                "This section is empty; write its content or, where nothing applies, "
                "say so with a citation (for example '- 없음 / None [meta]').",
            )
    order = [s.key for s in REPORT_SECTIONS]
    for position, section in enumerate(REPORT_SECTIONS):
        if section.key not in first:
            later = [first[k].line for k in order[position + 1 :] if k in first]
            add(
                "ST-02",
                "error",
                min(later) if later else last_line,
                f"The section '{section.heading}' is missing; add it as a '##' heading.",
            )
    found = sorted(first.values(), key=lambda s: s.line)
    rank = {key: index for index, key in enumerate(order)}
    for previous, current in itertools.pairwise(found):
        if rank[current.key or ""] < rank[previous.key or ""]:
            add(
                "ST-04",
                "warning",
                current.line,
                "The sections are not in the template's order.",
            )
            break


def _heading_of(key: str) -> str:
    return next(s.heading for s in REPORT_SECTIONS if s.key == key)
