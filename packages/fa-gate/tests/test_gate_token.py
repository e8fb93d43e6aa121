"""Approval tokens: bound to the exact draft, source and name; unforgeable; expiring."""

from __future__ import annotations

import base64
import hashlib
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fa_gate import Config, ConfigError, Root, SaveError, SaveGate
from fa_gate._token import TokenClaims, check_state_dir, issue_token, load_key, read_token

SOURCE = "docs/보고서.docx"
SOURCE_SHA = hashlib.sha256(b"source v1").hexdigest()
DRAFT_SHA = hashlib.sha256(b"draft").hexdigest()
NAME = "보고서_docx_0123abcd.md"
KEY = bytes(range(32))

BLOCKS = {"L1": "2024년 매출은 1,200억 원이다.", "L2": "영업이익은 35% 증가했다.", "meta": "docx"}
DRAFT = """\
# 매출 보고서 분석

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


def token(**changes: object) -> str:
    values: dict[str, Any] = {
        "source": SOURCE,
        "source_sha256": SOURCE_SHA,
        "draft_sha256": DRAFT_SHA,
        "output_name": NAME,
        "issued_at": 1_800_000_000,
    }
    values.update(changes)
    return issue_token(KEY, **values)


def read(value: str, **changes: str) -> TokenClaims:
    values: dict[str, Any] = {"source": SOURCE, "draft_sha256": DRAFT_SHA, "output_name": NAME}
    values.update(changes)
    return read_token(KEY, value, **values)


def test_a_token_round_trips_with_its_claims() -> None:
    value = token()
    assert value.startswith("fa1.")
    claims = read(value)
    assert claims == TokenClaims(issued_at=1_800_000_000, sources_sha256=(SOURCE_SHA,))
    assert claims.source_sha256 == SOURCE_SHA


def test_two_tokens_for_the_same_draft_and_second_differ() -> None:
    # A token approves one save; a second preview must give a token that is not the spent one.
    first, second = token(), token()
    assert first != second
    assert read(first) == read(second)


@pytest.mark.parametrize(
    "changes",
    [
        {"draft_sha256": hashlib.sha256(b"drafu").hexdigest()},
        {"source": "docs/보고서2.docx"},
        {"source": "other/보고서.docx"},
        {"output_name": "x_docx_0123abcd.md"},
    ],
)
def test_a_token_for_anything_else_is_a_mismatch(changes: dict[str, str]) -> None:
    with pytest.raises(SaveError) as caught:
        read(token(), **changes)
    assert caught.value.code == "APPROVAL_TOKEN_MISMATCH"


def test_forged_and_malformed_tokens_are_mismatches() -> None:
    genuine = token()
    payload = bytearray(base64.urlsafe_b64decode(genuine[4:] + "=" * (-len(genuine[4:]) % 4)))
    later = bytearray(payload)
    later[7] ^= 1  # move the issue time by one second
    other_source = bytearray(payload)
    other_source[8] ^= 1  # claim another source sha256
    other_nonce = bytearray(payload)
    other_nonce[40] ^= 1  # the nonce is signed too
    for forged in (
        "",
        "fa1.",
        "fa2." + genuine[4:],
        genuine[:-2],
        genuine + "AA",
        genuine[:10] + "!" + genuine[11:],
        "fa1." + base64.urlsafe_b64encode(bytes(later)).decode().rstrip("="),
        "fa1." + base64.urlsafe_b64encode(bytes(other_source)).decode().rstrip("="),
        "fa1." + base64.urlsafe_b64encode(bytes(other_nonce)).decode().rstrip("="),
        issue_token(
            bytes(32),
            source=SOURCE,
            source_sha256=SOURCE_SHA,
            draft_sha256=DRAFT_SHA,
            output_name=NAME,
            issued_at=1_800_000_000,
        ),
    ):
        with pytest.raises(SaveError) as caught:
            read(forged)
        assert caught.value.code == "APPROVAL_TOKEN_MISMATCH", forged


def test_the_key_is_created_once_with_mode_0600(tmp_path: Path) -> None:
    path = tmp_path / "state" / "approval.key"
    first = load_key(path)
    assert first is not None
    assert len(first) == 32
    assert load_key(path) == first
    if sys.platform != "win32":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert load_key(tmp_path / "state" / "absent.key", create=False) is None
    assert [p.name for p in path.parent.iterdir()] == ["approval.key"]  # no temp file left


def test_processes_racing_to_create_the_key_all_get_the_same_one(tmp_path: Path) -> None:
    path = tmp_path / "approval.key"
    code = (
        "import sys; from pathlib import Path; from fa_gate._token import load_key; "
        "print(load_key(Path(sys.argv[1])).hex())"
    )
    runs = [
        subprocess.Popen([sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE)
        for _ in range(4)
    ]
    keys = {run.communicate(timeout=60)[0].strip() for run in runs}
    assert keys == {path.read_bytes().hex().encode()}


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes and symlinks")
def test_a_key_others_can_read_or_a_symlinked_key_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "approval.key"
    load_key(path)
    path.chmod(0o644)
    with pytest.raises(ConfigError) as caught:
        load_key(path)
    assert caught.value.key == "state_dir"
    assert str(tmp_path) not in caught.value.message
    real = tmp_path / "real.key"
    real.write_bytes(bytes(32))
    real.chmod(0o600)
    link = tmp_path / "link.key"
    link.symlink_to(real)
    with pytest.raises(ConfigError):
        load_key(link)
    short = tmp_path / "short.key"
    short.write_bytes(b"x" * 5)
    short.chmod(0o600)
    with pytest.raises(ConfigError):
        load_key(short)


def make_config(tmp_path: Path, ttl: int = 900) -> Config:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    return Config(
        roots=(Root("docs", docs.resolve()),),
        output_root=(tmp_path / "out").resolve(),
        trace_dir=None,
        state_dir=(tmp_path / "state").resolve(),
        approval_ttl_seconds=ttl,
    )


def test_the_state_folder_is_rechecked_at_use(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    assert check_state_dir(config) == config.state_dir
    inside = Config(
        roots=config.roots,
        output_root=config.output_root,
        trace_dir=None,
        state_dir=config.roots[0].path / ".fa",
    )
    with pytest.raises(ConfigError) as caught:
        check_state_dir(inside)
    assert caught.value.key == "state_dir"
    gate = SaveGate(inside)
    with pytest.raises(ConfigError):
        gate.preview(DRAFT, source="docs/a.docx", source_sha256=SOURCE_SHA, blocks=BLOCKS)
    with pytest.raises(ConfigError):  # a refusal would be audited: checked before that too
        gate.save(
            "TODO",
            source="docs/a.docx",
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token="",
        )
    with pytest.raises(ConfigError):
        gate.record_declined(source="docs/a.docx", draft_sha256=DRAFT_SHA)
    assert not (config.roots[0].path / ".fa").exists()  # no key was written inside the root
    assert not config.output_root.exists()


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_a_token_expires_after_the_configured_time(tmp_path: Path) -> None:
    clock = Clock()
    gate = SaveGate(make_config(tmp_path, ttl=60), clock=clock)
    preview = gate.preview(DRAFT, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.ok
    assert preview.expires_at == "2027-01-15T08:01:00Z"
    assert preview.approval_token is not None
    clock.now += 61
    with pytest.raises(SaveError) as caught:
        gate.save(
            DRAFT,
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=preview.approval_token,
        )
    assert caught.value.code == "APPROVAL_TOKEN_EXPIRED"
    clock.now -= 1  # exactly at the limit it is still good
    saved = gate.save(
        DRAFT,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=preview.approval_token,
    )
    assert saved.output_name == preview.output_name


def test_a_token_from_the_future_is_refused(tmp_path: Path) -> None:
    clock = Clock()
    gate = SaveGate(make_config(tmp_path), clock=clock)
    preview = gate.preview(DRAFT, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.approval_token is not None
    clock.now -= 3600
    with pytest.raises(SaveError) as caught:
        gate.save(
            DRAFT,
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=preview.approval_token,
        )
    assert caught.value.code == "APPROVAL_TOKEN_MISMATCH"


def test_one_character_of_the_draft_or_the_source_invalidates_the_token(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    preview = gate.preview(DRAFT, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.approval_token is not None
    one_char = DRAFT.replace("두 문단이다", "두 문단이다!")
    with pytest.raises(SaveError) as caught:
        gate.save(
            one_char,
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=preview.approval_token,
        )
    assert caught.value.code == "APPROVAL_TOKEN_MISMATCH"
    changed = hashlib.sha256(b"source v2").hexdigest()
    with pytest.raises(SaveError) as caught:
        gate.save(
            DRAFT,
            source=SOURCE,
            current_sha256=changed,
            blocks=BLOCKS,
            approval_token=preview.approval_token,
        )
    assert caught.value.code == "SOURCE_CHANGED"
    with pytest.raises(SaveError) as caught:
        gate.save(
            DRAFT,
            source="docs/다른.docx",
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=preview.approval_token,
        )
    assert caught.value.code == "APPROVAL_TOKEN_MISMATCH"
    assert not any(p.suffix == ".md" for p in (tmp_path / "out").iterdir())


def test_no_token_without_a_clean_preview(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    ungrounded = DRAFT.replace("1,200억 원이다 [L1]", "1,300억 원이다 [L1]")
    preview = gate.preview(ungrounded, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert not preview.ok
    assert preview.approval_token is None
    assert preview.expires_at is None
    assert not (tmp_path / "state" / "approval.key").exists()
    unstructured = DRAFT.replace("## 구조 / Structure", "## 구조 / Structure\n\nTODO")
    preview = gate.preview(unstructured, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert not preview.ok
    assert preview.approval_token is None


def test_the_key_file_never_lands_in_a_readable_place(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    preview = gate.preview(DRAFT, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.ok
    key = (tmp_path / "state" / "approval.key").read_bytes()
    for folder in (tmp_path / "docs", tmp_path / "out"):
        for path in folder.rglob("*"):
            assert key not in path.read_bytes()
    assert os.listdir(tmp_path / "docs") == []


# -- several sources ------------------------------------------------------------------------

OTHER = "docs/보고서 2023.hwpx"
OTHER_SHA = hashlib.sha256(b"other v1").hexdigest()


def test_a_one_source_token_is_the_format_it_always_was() -> None:
    # Tokens issued before several sources existed must still verify: the message for one
    # source is spelled out here from the v1 format, independently of the code.
    import hmac
    import struct

    nonce = bytes(16)
    claims = struct.pack(">Q", 1_800_000_000) + bytes.fromhex(SOURCE_SHA) + nonce
    message = (
        b"fa-gate approval v1\0"
        + SOURCE.encode()
        + b"\0"
        + bytes.fromhex(SOURCE_SHA)
        + bytes.fromhex(DRAFT_SHA)
        + NAME.encode()
        + b"\0"
        + claims[:8]
        + nonce
    )
    mac = hmac.new(KEY, message, hashlib.sha256).digest()
    expected = "fa1." + base64.urlsafe_b64encode(claims + mac).rstrip(b"=").decode()
    assert token(nonce=nonce) == expected


def test_a_token_for_two_sources_carries_each_sha256_in_key_order() -> None:
    value = token(source=(SOURCE, OTHER), source_sha256=(SOURCE_SHA, OTHER_SHA))
    claims = read_token(
        KEY, value, source=(SOURCE, OTHER), draft_sha256=DRAFT_SHA, output_name=NAME
    )
    assert claims.sources_sha256 == (SOURCE_SHA, OTHER_SHA)


@pytest.mark.parametrize(
    "sources",
    [("docs/보고서.docx",), ("docs/보고서 2023.hwpx", "docs/보고서.docx"), (SOURCE, OTHER, OTHER)],
)
def test_a_token_for_two_sources_binds_both_paths_and_their_order(
    sources: tuple[str, ...],
) -> None:
    value = token(source=(SOURCE, OTHER), source_sha256=(SOURCE_SHA, OTHER_SHA))
    with pytest.raises(SaveError) as caught:
        read_token(KEY, value, source=sources, draft_sha256=DRAFT_SHA, output_name=NAME)
    assert caught.value.code == "APPROVAL_TOKEN_MISMATCH"


def test_a_token_takes_no_more_sources_than_the_bound() -> None:
    from fa_gate._token import MAX_SOURCES

    sources = tuple(f"docs/{i}.pdf" for i in range(MAX_SOURCES + 1))
    with pytest.raises(ValueError, match="sources"):
        token(source=sources, source_sha256=(SOURCE_SHA,) * len(sources))
    with pytest.raises(ValueError, match="sources"):
        token(source=(SOURCE, OTHER), source_sha256=(SOURCE_SHA,))
    most = sources[:MAX_SOURCES]
    value = token(source=most, source_sha256=(SOURCE_SHA,) * MAX_SOURCES)
    assert len(value) <= 1024  # the server's bound on the token argument
    claims = read_token(KEY, value, source=most, draft_sha256=DRAFT_SHA, output_name=NAME)
    assert len(claims.sources_sha256) == MAX_SOURCES
