"""The response invariants (SPEC section 8): each rule is broken once on purpose."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from fa_mcp_server import CONTENT_TRUST, ResponseInvariantError, check_response


def _read_payload() -> dict[str, Any]:
    return {
        "path": "docs/report.pdf",
        "sha256": "0" * 64,
        "unit": "page",
        "grade": "B",
        "start": 1,
        "end": 2,
        "next_start": 3,
        "total_blocks": 3,
        "content_trust": CONTENT_TRUST,
        "blocks": [  # the compact shape: a state, then "anchor text" entries
            {"kind": "page"},
            "p1 Revenue was 1,200 million won.",
            "p2 The board approved the plan.",
        ],
        "next_actions": ["Call read_document with start=3 to continue."],
    }


def _whole_read() -> dict[str, Any]:
    """A read from the first block to the last: start (1) and next_start (none) left out."""
    payload = _read_payload()
    del payload["start"], payload["next_start"]
    payload.update(total_blocks=2)
    return payload


def _lean_read() -> dict[str, Any]:
    """A read with more to come as the server sends it: end (next_start - 1) left out."""
    payload = _read_payload()
    del payload["end"]
    return payload


def _lean_whole_read() -> dict[str, Any]:
    """A whole read as the server sends it: end (total_blocks) left out too."""
    payload = _whole_read()
    del payload["end"]
    return payload


def _empty_read(grade: str) -> dict[str, Any]:
    payload = _read_payload()
    payload.update(grade=grade, blocks=[], end=None, next_start=None, total_blocks=1)
    return payload


def _inspect_payload() -> dict[str, Any]:
    return {
        "path": "docs/보고서.docx",
        "format": "docx",
        "grade": "A",
        "unit": "block",
        "sha256": "0" * 64,
        "size_bytes": 100,
        "block_count": 4,
        "char_count": 50,
        "toc": [{"anchor": "L1", "level": 1, "title": "연간 보고서"}],
        "content_trust": CONTENT_TRUST,
        "image_only_pages": [],
        "warnings": [],
        "estimated_read_calls": 1,
        "next_actions": ["Call read_document with start=1."],
    }


def _scan_payload() -> dict[str, Any]:
    return {
        "folder": "docs",
        "files": [
            {"path": "docs/a.pdf", "format": "pdf", "size_bytes": 10, "estimated_grade": "B?"},
            {"path": "docs/b.docx", "format": "docx", "size_bytes": 10, "estimated_grade": "A"},
        ],
        "skipped": 0,
        "total_files": 3,
        "offset": 0,
        "next_offset": 2,
        "next_actions": ["Call inspect_document."],
    }


def _grounding_payload() -> dict[str, Any]:
    return {
        "ok": False,
        "content_trust": CONTENT_TRUST,
        "findings": [
            {"rule": "GR-03", "severity": "error"},
            {"rule": "GR-05", "severity": "warning"},
        ],
        "not_verifiable": ["whether the summary conveys the meaning"],
        "counts": {"errors": 1, "warnings": 1},
        "next_actions": ["Fix the findings."],
    }


def test_valid_payloads_pass() -> None:
    valid = (_read_payload(), _inspect_payload(), _scan_payload(), _grounding_payload())
    reads = (_whole_read(), _lean_read(), _lean_whole_read(), _empty_read("B"), _empty_read("C"))
    for payload in (*valid, *reads):
        check_response("tool", payload)


def _broken(payload: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    broken = copy.deepcopy(payload)
    target: Any = broken
    for key in path[:-1]:
        target = target[key]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return broken


_DELETE = object()

BROKEN = [
    ("empty anchor", _read_payload, ("blocks", 1), " Revenue was 1,200 million won."),
    ("duplicate anchor", _read_payload, ("blocks", 2), "p1 The board approved the plan."),
    ("count vs end-start+1", _read_payload, ("end",), 3),
    ("next_start not end+1", _read_payload, ("next_start",), 5),
    ("blocks remain, no next_start", _read_payload, ("next_start",), None),
    ("blocks remain, next_start left out", _read_payload, ("next_start",), _DELETE),
    ("a whole read's end past its blocks", _whole_read, ("end",), 3),
    ("count vs a left-out end (next_start - 1)", _lean_read, ("blocks", 2), _DELETE),
    ("count vs a left-out end (total_blocks)", _lean_whole_read, ("total_blocks",), 3),
    ("grade B with zero blocks", lambda: _empty_read("B"), ("total_blocks",), 0),
    ("grade C with readable blocks", _read_payload, ("grade",), "C"),
    ("missing untrusted label", _read_payload, ("content_trust",), "trusted"),
    ("no next_actions", _read_payload, ("next_actions",), []),
    ("grade A without text", _inspect_payload, ("char_count",), 0),
    ("toc anchor past the end", _inspect_payload, ("toc", 0, "anchor"), "L9"),
    ("toc without label", _inspect_payload, ("content_trust",), _DELETE),
    ("image-only page of a docx", _inspect_payload, ("image_only_pages",), [1]),
    ("no read calls for grade A", _inspect_payload, ("estimated_read_calls",), 0),
    ("more files than total", _scan_payload, ("total_files",), 1),
    ("next_offset off the page", _scan_payload, ("next_offset",), 3),
    ("files remain, no next_offset", _scan_payload, ("next_offset",), None),
    ("confirmed grade in a scan", _scan_payload, ("files", 0, "estimated_grade"), "B"),
    ("repeated file", _scan_payload, ("files", 1, "path"), "docs/a.pdf"),
    ("counts differ from findings", _grounding_payload, ("counts", "errors"), 0),
    ("ok with an error finding", _grounding_payload, ("ok",), True),
    ("no not_verifiable", _grounding_payload, ("not_verifiable",), []),
    ("findings without label", _grounding_payload, ("content_trust",), _DELETE),
]


@pytest.mark.parametrize(("label", "make", "path", "value"), BROKEN, ids=[b[0] for b in BROKEN])
def test_each_broken_invariant_is_caught(label: str, make: Any, path: Any, value: Any) -> None:
    with pytest.raises(ResponseInvariantError) as caught:
        check_response("read_document", _broken(make(), path, value))
    error = caught.value
    assert error.code == "SERVER_INVARIANT_BROKEN"
    assert "defect in the server" in error.message
    assert "not in the file" in error.message


def test_violation_message_never_quotes_document_text() -> None:
    payload = _broken(_read_payload(), ("blocks", 2), "p1 Revenue again.")
    with pytest.raises(ResponseInvariantError) as caught:
        check_response("read_document", payload)
    assert "Revenue" not in caught.value.message
    assert "docs/report.pdf" not in caught.value.message


def test_preview_token_must_match_ok() -> None:
    payload = {
        "ok": False,
        "content_trust": CONTENT_TRUST,
        "structure_findings": [{"rule": "ST-01", "severity": "error"}],
        "grounding_findings": [],
        "not_verifiable": ["meaning"],
        "approval_token": "fa1.abc",
        "next_actions": ["Fix it."],
    }
    with pytest.raises(ResponseInvariantError):
        check_response("preview_save_report", payload)
    payload["approval_token"] = None
    check_response("preview_save_report", payload)
