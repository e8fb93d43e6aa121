"""Terminal approvals: only the person's command approves; the gate checks it before writing."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

import pytest
from fa_gate import (
    Config,
    Root,
    Saved,
    SaveError,
    SaveGate,
    TerminalApprovals,
    approval_code,
    read_report,
)
from fa_gate._approval import normalise_code

SOURCE = "docs/report.pdf"
SHA = hashlib.sha256(b"source").hexdigest()
BLOCKS = {"L1": "2024년 매출은 1,200억 원이다.", "L2": "영업이익은 35% 증가했다.", "meta": "pdf"}
DRAFT = """\
# 보고서

## 요약 / Summary

2024년 매출은 1,200억 원이다 [L1].

## 주요 내용 / Key points

- 영업이익은 35% 증가했다 [L2].

## 구조 / Structure

- 문서는 두 문단이다 [meta].

## 수치와 날짜 / Figures and dates

- 매출 1,200억 원 [L1].

## 확인하지 못한 것 / Not verified

- 없음 / None [meta].
"""


def make(tmp_path: Path) -> tuple[Config, SaveGate, TerminalApprovals]:
    (tmp_path / "docs").mkdir()
    config = Config(
        roots=(Root("docs", (tmp_path / "docs").resolve()),),
        output_root=(tmp_path / "out").resolve(),
        trace_dir=None,
        state_dir=(tmp_path / "state").resolve(),
        approval="terminal",
    )
    return config, SaveGate(config), TerminalApprovals(config)


def preview(gate: SaveGate, approvals: TerminalApprovals) -> tuple[str, str]:
    result = gate.preview(DRAFT, source=SOURCE, source_sha256=SHA, blocks=BLOCKS)
    assert result.approval_token is not None and result.expires_at is not None
    code = approvals.request(
        result.approval_token,
        source=SOURCE,
        output_name=result.output_name,
        draft=DRAFT,
        expires_at=result.expires_at,
    )
    return result.approval_token, code


def save(gate: SaveGate, token: str) -> Saved:
    return gate.save(
        DRAFT,
        source=SOURCE,
        current_sha256=SHA,
        blocks=BLOCKS,
        approval_token=token,
        approved_via="terminal",
    )


def test_only_the_persons_approval_lets_a_terminal_save_write(tmp_path: Path) -> None:
    config, gate, approvals = make(tmp_path)
    token, code = preview(gate, approvals)
    assert approvals.requested(token)
    assert not approvals.approved(token)
    with pytest.raises(SaveError) as caught:
        save(gate, token)
    assert caught.value.code == "APPROVAL_REQUIRED"
    assert f"fa-mcp approve {code}" in caught.value.message
    assert not list(config.output_root.glob("*.md"))

    pending = approvals.pending(code.lower().replace("-", ""))  # as a person may type it
    assert pending is not None
    assert (pending.source, pending.draft) == (SOURCE, DRAFT)
    approvals.approve(pending)
    assert approvals.approved(token)
    saved = save(gate, token)
    header, body = read_report((config.output_root / saved.output_name).read_text("utf-8"))
    assert body == DRAFT
    assert (header["source"], header["source_sha256"], header["approved_via"]) == (
        SOURCE,
        SHA,
        "terminal",
    )
    assert not approvals.approved(token)  # consumed with the save
    assert approvals.pending(code) is None
    lines = [json.loads(x) for x in (config.output_root / "_audit.jsonl").read_text().splitlines()]
    assert [line.get("code") for line in lines if line["event"] == "save_refused"] == [
        "APPROVAL_REQUIRED"
    ]
    assert lines[-1]["approved_via"] == "terminal"


def test_a_planted_or_copied_approval_is_not_one(tmp_path: Path) -> None:
    _, gate, approvals = make(tmp_path)
    token, code = preview(gate, approvals)
    folder = tmp_path / "state" / "approvals"
    token_sha = hashlib.sha256(token.encode()).hexdigest()
    (folder / f"{code}.approved").write_text(
        json.dumps({"token_sha256": token_sha, "hmac": "0" * 64})
    )
    assert not approvals.approved(token)
    # A genuine approval of another token, copied under this code, does not count either.
    other, other_code = preview(gate, approvals)
    pending = approvals.pending(other_code)
    assert pending is not None
    approvals.approve(pending)
    (folder / f"{code}.approved").write_bytes((folder / f"{other_code}.approved").read_bytes())
    assert not approvals.approved(token)
    assert approvals.approved(other)


def test_requests_are_private_and_expire(tmp_path: Path) -> None:
    config, gate, approvals = make(tmp_path)
    _, code = preview(gate, approvals)
    request = tmp_path / "state" / "approvals" / f"{code}.request"
    assert stat.S_IMODE(request.stat().st_mode) == 0o600
    assert stat.S_IMODE(request.parent.stat().st_mode) == 0o700
    later = TerminalApprovals(config, clock=lambda: 4_000_000_000.0)
    assert later.pending(code) is None  # past the token's expiry
    token, _ = preview(gate, later)  # filing a new request sweeps the expired ones
    assert not request.exists()
    assert later.requested(token)


def test_codes_name_one_token_and_are_typed_forgivingly() -> None:
    key = bytes(range(32))
    first, second = approval_code(key, "fa1.a"), approval_code(key, "fa1.b")
    assert first != second
    assert approval_code(bytes(32), "fa1.a") != first  # not computable without the key
    assert normalise_code(f" {first.lower()} ") == first
    assert normalise_code(first.replace("-", " ")) == first
    for bad in ("", "ABC", "ABCD-EFG1", "../../etc/passwd", "ABCD-EFGH-IJKL"):
        assert normalise_code(bad) is None


@pytest.mark.parametrize(
    "code", ["APPROVAL_DECLINED", "APPROVAL_UNAVAILABLE", "APPROVAL_REQUIRED", "APPROVAL_TIMEOUT"]
)
def test_each_way_a_save_goes_unapproved_is_audited(tmp_path: Path, code: str) -> None:
    config, gate, _ = make(tmp_path)
    draft_sha = hashlib.sha256(DRAFT.encode()).hexdigest()
    gate.record_declined(source=SOURCE, draft_sha256=draft_sha, code=code)
    line = json.loads((config.output_root / "_audit.jsonl").read_text().splitlines()[-1])
    assert (line["event"], line["code"]) == ("save_refused", code)
    with pytest.raises(ValueError, match="code must be"):
        gate.record_declined(source=SOURCE, draft_sha256=draft_sha, code="SAVED")
    assert not [name for name in os.listdir(config.output_root) if name.endswith(".md")]


def _codes_in_audit(config: Config) -> list[str]:
    lines = (config.output_root / "_audit.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line).get("code", "") for line in lines]


def test_a_spent_forged_or_expired_token_is_refused_before_any_wait(tmp_path: Path) -> None:
    config, gate, approvals = make(tmp_path)
    token, code = preview(gate, approvals)
    gate.check_token(DRAFT, source=SOURCE, approval_token=token)  # genuine and fresh: no error
    pending = approvals.pending(code)
    assert pending is not None
    approvals.approve(pending)
    save(gate, token)
    with pytest.raises(SaveError) as spent:
        gate.check_token(DRAFT, source=SOURCE, approval_token=token)
    assert spent.value.code == "APPROVAL_TOKEN_USED"
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    with pytest.raises(SaveError) as mismatch:
        gate.check_token(DRAFT, source=SOURCE, approval_token=forged)
    assert mismatch.value.code == "APPROVAL_TOKEN_MISMATCH"
    with pytest.raises(SaveError) as other_draft:
        gate.check_token(DRAFT + "\n", source=SOURCE, approval_token=token)
    assert other_draft.value.code == "APPROVAL_TOKEN_MISMATCH"
    fresh, _ = preview(gate, approvals)
    later = SaveGate(config, clock=lambda: 10**10)  # long after the token's lifetime
    with pytest.raises(SaveError) as expired:
        later.check_token(DRAFT, source=SOURCE, approval_token=fresh)
    assert expired.value.code == "APPROVAL_TOKEN_EXPIRED"
    # Each refusal is audited as the save's own refusal would be.
    assert [c for c in _codes_in_audit(config) if c] == [
        "APPROVAL_TOKEN_USED",
        "APPROVAL_TOKEN_MISMATCH",
        "APPROVAL_TOKEN_MISMATCH",
        "APPROVAL_TOKEN_EXPIRED",
    ]


def test_a_persons_no_is_recorded_and_the_code_cannot_be_approved_after(tmp_path: Path) -> None:
    _config, gate, approvals = make(tmp_path)
    token, code = preview(gate, approvals)
    assert not approvals.declined(token)
    pending = approvals.pending(code)
    assert pending is not None
    approvals.decline(pending)
    assert approvals.declined(token)
    assert not approvals.approved(token)
    assert approvals.pending(code) is None  # the request is gone: no later yes for this code
    with pytest.raises(SaveError) as refused:
        save(gate, token)
    assert refused.value.code == "APPROVAL_REQUIRED"


def test_a_request_for_several_sources_names_each_in_key_order(tmp_path: Path) -> None:
    config, _, approvals = make(tmp_path)
    sources = ("docs/예산 2023.hwp", "docs/예산 2024.hwpx")
    code = approvals.request(
        "fa1.several",
        source=sources,
        output_name="예산_2023_hwp_plus1_00000000.md",
        draft="# 비교\n",
        expires_at="2099-01-01T00:00:00Z",
    )
    pending = approvals.pending(code)
    assert pending is not None
    assert pending.source == sources[0]
    assert pending.sources == sources
    one = approvals.request(
        "fa1.one",
        source=sources[0],
        output_name="예산_2023_hwp_00000000.md",
        draft="# 하나\n",
        expires_at="2099-01-01T00:00:00Z",
    )
    single = approvals.pending(one)
    assert single is not None and single.sources == ()
    del config
