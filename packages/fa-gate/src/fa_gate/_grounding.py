"""Grounding of a report draft: fa-grounding's checks, read through the report template.

fa-grounding checks any Markdown against blocks and knows nothing of the template. The template's
last section, "확인하지 못한 것 / Not verified", is about the reading itself (which pages were
scans, what was not judged), not a restatement of the document; the template still asks its
sentences to cite `[meta]`, the block of document facts, so GR-01..GR-04 and GR-06 apply there as
everywhere. Only GR-05 (low word overlap with the cited blocks, a hint that a sentence restates
the wrong block) is meaningless there: a sentence saying what was *not* read cannot share words
with what was read, so a draft that follows the template exactly would always earn a warning.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from fa_gate._structure import _FENCE, _HEADING
from fa_gate._template import match_section

if TYPE_CHECKING:
    import fa_grounding

__all__ = ("ABOUT_THE_READING", "check_grounding")

ABOUT_THE_READING = "not_verified"
"""The key of the template section whose sentences are about the reading, not the document."""

_OVERLAP_RULE = "GR-05"


def check_grounding(draft: str, blocks: object) -> fa_grounding.Report:
    """`fa_grounding.check(draft, blocks)`, without GR-05 on the Not verified section's sentences.

    Every other finding is kept as fa-grounding reports it, so errors are never dropped: a
    figure in a Not verified sentence must still be in the block it cites.

    Raises:
        fa_grounding.GroundingError: `blocks` is not a shape `fa_grounding.check` accepts.
        fa_grounding.InputTypeError: `draft` is not a string.
    """
    # fa_grounding is imported on the first check, not when the server starts and lists tools.
    import fa_grounding

    report = fa_grounding.check(draft, blocks)
    if not any(f.rule == _OVERLAP_RULE for f in report.findings):
        return report
    about_reading = _flat(_section_text(draft, ABOUT_THE_READING))
    if not about_reading:
        return report
    kept = tuple(
        f
        for f in report.findings
        if not (f.rule == _OVERLAP_RULE and _flat(f.sentence) in about_reading)
    )
    return dataclasses.replace(report, findings=kept)


def _section_text(draft: str, key: str) -> str:
    """The lines under the `##` heading of section `key`, up to the next `#` or `##` heading."""
    lines = draft.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    inside = False
    in_fence = False
    taken: list[str] = []
    for line in lines:
        if _FENCE.match(line):
            in_fence = not in_fence
        heading = None if in_fence else _HEADING.match(line)
        if heading is not None and len(heading.group(1)) <= 2:
            inside = len(heading.group(1)) == 2 and match_section(heading.group(2) or "") == key
            continue
        if inside:
            taken.append(line)
    return "\n".join(taken)


def _flat(text: str) -> str:
    # fa-grounding joins a list item's or paragraph's lines with single spaces: compare the same.
    return " ".join(text.split())
