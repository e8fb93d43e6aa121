"""Findings and the report that `check` returns."""

from __future__ import annotations

from dataclasses import dataclass, field

RULES: dict[str, str] = {
    "GR-01": "every content sentence cites at least one anchor",
    "GR-02": "every cited anchor exists in this document and every citation is well formed",
    "GR-03": "every number, date, percentage and amount appears in a cited block",
    "GR-04": "every direct quote matches the text of a cited block",
    "GR-05": "the sentence shares enough words with its cited blocks (a hint only)",
    "GR-06": "a sentence's support is not only text the source marks as hidden",
    "GR-07": "a figure (or a quote or a sentence of words only) the check can neither confirm "
    "nor contradict is shown as unconfirmed",
}
"""Rule id -> what it checks. GR-06 and GR-07 are fa-grounding's additions to the SPEC's
GR-01..GR-05."""

UNCONFIRMED = "GR-07"
"""The rule of an unconfirmed figure: neither found by value nor contradicted (a figure computed
from the cited figures, a rank no block writes, a figure whose side the check cannot read). A
warning: it never fails a draft, and a person approving a report sees every one."""

SEVERITY: dict[str, str] = {
    "GR-01": "error",
    "GR-02": "error",
    "GR-03": "error",
    "GR-04": "error",
    "GR-05": "warning",
    "GR-06": "error",
    "GR-07": "warning",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem in one sentence of the draft.

    `sentence_index` counts content sentences from 0 in draft order; `anchors` are the anchors the
    finding is about (the sentence's citations, or the missing ones for GR-02).
    """

    rule: str
    severity: str
    sentence_index: int
    sentence: str
    anchors: tuple[str, ...]
    detail: str

    def to_dict(self) -> dict[str, object]:
        """The finding as JSON-safe data."""
        return {
            "rule": self.rule,
            "severity": self.severity,
            "sentence_index": self.sentence_index,
            "sentence": self.sentence,
            "anchors": list(self.anchors),
            "detail": self.detail,
        }


@dataclass(frozen=True, slots=True)
class Report:
    """What `check` found. `bool(report)` is `report.ok`.

    Passing means only that the mechanical checks found nothing: `not_verifiable` lists what they
    cannot see, and it is never empty.
    """

    findings: tuple[Finding, ...]
    not_verifiable: tuple[str, ...]
    sentences_checked: int = 0
    citations: int = 0
    tolerance: dict[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """True when no finding is an error (warnings do not fail a draft)."""
        return not any(f.severity == "error" for f in self.findings)

    @property
    def errors(self) -> tuple[Finding, ...]:
        """The findings that fail the draft."""
        return tuple(f for f in self.findings if f.severity == "error")

    @property
    def warnings(self) -> tuple[Finding, ...]:
        """The findings that are hints only (unconfirmed figures among them)."""
        return tuple(f for f in self.findings if f.severity == "warning")

    @property
    def unconfirmed(self) -> tuple[Finding, ...]:
        """The figures (quotes, sentences of words only) the check could neither confirm nor
        contradict (GR-07): a person must see each before approving a report."""
        return tuple(f for f in self.findings if f.rule == UNCONFIRMED)

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        rules = sorted({f.rule for f in self.findings})
        shown = f" rules={','.join(rules)}" if rules else ""
        return (
            f"<Report ok={self.ok} errors={len(self.errors)} warnings={len(self.warnings)} "
            f"sentences={self.sentences_checked} citations={self.citations}{shown}>"
        )

    def to_dict(self) -> dict[str, object]:
        """The report as JSON-safe data (what the MCP tool and `--json` return)."""
        return {
            "ok": self.ok,
            "sentences_checked": self.sentences_checked,
            "citations": self.citations,
            "errors": len(self.errors),
            "warnings": len(self.warnings),
            "unconfirmed": len(self.unconfirmed),
            "findings": [f.to_dict() for f in self.findings],
            "not_verifiable": list(self.not_verifiable),
            "tolerance": dict(self.tolerance),
        }

    def format_text(self) -> str:
        """A plain-text rendering for people: one paragraph per finding, then the limits."""
        verdict = "PASS" if self.ok else "FAIL"
        lines = [
            f"{verdict}: {len(self.errors)} error(s), {len(self.warnings)} warning(s) in "
            f"{self.sentences_checked} sentence(s) with {self.citations} citation(s)."
        ]
        if self.unconfirmed:
            lines.append(
                f"{len(self.unconfirmed)} item(s) unconfirmed: neither found nor contradicted; "
                "a person must check them against the document."
            )
        for f in self.findings:
            lines.append("")
            lines.append(f"{f.rule} {f.severity} - sentence {f.sentence_index + 1}: {f.sentence}")
            lines.append(f"  {f.detail}")
        lines.append("")
        lines.append("Not verifiable by these checks:")
        lines.extend(f"  - {item}" for item in self.not_verifiable)
        return "\n".join(lines)
