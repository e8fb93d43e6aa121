"""A report drawn from several documents: every source bound, audited and named in the header."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from fa_gate import (
    MAX_SOURCES,
    Config,
    Root,
    SaveError,
    SaveGate,
    list_reports,
    output_name_for,
    read_report,
    report_sources,
    verify_audit,
)

OLD = "docs/예산 2023.hwp"
NEW = "docs/예산 2024.hwpx"
OLD_SHA = hashlib.sha256(b"budget 2023").hexdigest()
NEW_SHA = hashlib.sha256(b"budget 2024").hexdigest()
BLOCKS = [
    {"anchor": "A:L1", "text": "2023년 예산은 1,250억 원이다."},
    {"anchor": "A:meta", "text": "hwp, 1 block"},
    {"anchor": "B:L1", "text": "2024년 예산은 1,320억 원이다."},
    {"anchor": "B:meta", "text": "hwpx, 1 block"},
]
DRAFT = """\
# 예산 비교

## 요약 / Summary

예산은 1,250억 원에서 1,320억 원으로 늘었다 [A:L1, B:L1].

## 주요 내용 / Key points

- 2024년 예산은 1,320억 원이다 [B:L1].

## 구조 / Structure

- 두 문서는 한 문단씩이다 [A:meta, B:meta].

## 수치와 날짜 / Figures and dates

- 2023년 1,250억 원 [A:L1].

## 확인하지 못한 것 / Not verified

- 없음 / None [A:meta].
"""


def make_config(tmp_path: Path) -> Config:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    return Config(
        roots=(Root("docs", docs.resolve()),),
        output_root=(tmp_path / "out").resolve(),
        trace_dir=None,
        state_dir=(tmp_path / "state").resolve(),
    )


def audit_lines(config: Config) -> list[dict[str, object]]:
    text = (config.output_root / "_audit.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


def approve(gate: SaveGate) -> str:
    preview = gate.preview(
        DRAFT, source=(OLD, NEW), source_sha256=(OLD_SHA, NEW_SHA), blocks=BLOCKS
    )
    assert preview.ok, preview.to_dict()
    assert preview.approval_token is not None
    return preview.approval_token


def test_a_report_of_two_sources_is_saved_and_names_both_in_header_and_audit(
    tmp_path: Path,
) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    token = approve(gate)
    saved = gate.save(
        DRAFT,
        source=(OLD, NEW),
        current_sha256=(OLD_SHA, NEW_SHA),
        blocks=BLOCKS,
        approval_token=token,
    )
    text = (config.output_root / saved.output_name).read_text(encoding="utf-8")
    header, body = read_report(text)
    assert body == DRAFT
    assert report_sources(header) == (("A", OLD, OLD_SHA), ("B", NEW, NEW_SHA))
    assert header["sources"] == "2"
    assert f'source_B: "{NEW}"\n' in text  # readable as it stands, Korean kept
    intent, done = audit_lines(config)[-2:]
    for line in (intent, done):
        assert line["sources"] == 2
        assert (line["source"], line["source_sha256"]) == (OLD, OLD_SHA)
        assert (line["source_B"], line["source_B_sha256"]) == (NEW, NEW_SHA)
    assert verify_audit(config).ok
    (listed,), total = list_reports(config)
    assert total == 1
    assert listed.to_dict()["sources"] == [
        {"key": "A", "source": OLD, "sha256": OLD_SHA},
        {"key": "B", "source": NEW, "sha256": NEW_SHA},
    ]


@pytest.mark.parametrize(("changed", "key", "path"), [(0, "A", OLD), (1, "B", NEW)])
def test_a_change_to_either_source_refuses_the_save_naming_it(
    tmp_path: Path, changed: int, key: str, path: str
) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    token = approve(gate)
    current = [OLD_SHA, NEW_SHA]
    current[changed] = hashlib.sha256(b"edited").hexdigest()
    with pytest.raises(SaveError) as caught:
        gate.save(
            DRAFT, source=(OLD, NEW), current_sha256=current, blocks=BLOCKS, approval_token=token
        )
    assert caught.value.code == "SOURCE_CHANGED"
    assert f"{key} ({path})" in caught.value.message
    other = "B" if key == "A" else "A"
    assert f"{other} (" not in caught.value.message
    refused = audit_lines(config)[-1]
    assert refused["event"] == "save_refused" and refused["code"] == "SOURCE_CHANGED"
    assert not any(p.suffix == ".md" for p in config.output_root.iterdir())


def test_a_token_for_two_sources_does_not_save_them_in_another_order_or_one_alone(
    tmp_path: Path,
) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    token = approve(gate)
    for source, digests in (((NEW, OLD), (NEW_SHA, OLD_SHA)), ((OLD,), (OLD_SHA,))):
        with pytest.raises(SaveError) as caught:
            gate.save(
                DRAFT, source=source, current_sha256=digests, blocks=BLOCKS, approval_token=token
            )
        assert caught.value.code == "APPROVAL_TOKEN_MISMATCH"


def test_a_bare_anchor_over_two_sources_is_not_approved(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    draft = DRAFT.replace("[B:L1].", "[L1].", 1)
    preview = gate.preview(
        draft, source=(OLD, NEW), source_sha256=(OLD_SHA, NEW_SHA), blocks=BLOCKS
    )
    assert not preview.ok and preview.approval_token is None
    assert any(f.rule == "GR-02" for f in preview.grounding.errors)


def test_the_output_name_of_several_sources_differs_from_each_ones_own() -> None:
    both = output_name_for((OLD, NEW))
    assert both.startswith("예산_2023_hwp_plus1_") and both.endswith(".md")
    assert both not in {output_name_for(OLD), output_name_for(NEW), output_name_for((NEW, OLD))}
    assert output_name_for((OLD,)) == output_name_for(OLD)


def test_sources_are_bounded_and_each_named_once(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    too_many = tuple(f"docs/{i}.hwp" for i in range(MAX_SOURCES + 1))
    for sources in (too_many, (OLD, OLD), ()):
        with pytest.raises(ValueError, match="source"):
            gate.preview(
                DRAFT, source=sources, source_sha256=(OLD_SHA,) * len(sources), blocks=BLOCKS
            )
    with pytest.raises(ValueError, match="sha256"):
        gate.preview(DRAFT, source=(OLD, NEW), source_sha256=(OLD_SHA,), blocks=BLOCKS)


def test_a_declined_save_of_two_sources_is_audited_with_both(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    draft_sha = hashlib.sha256(DRAFT.encode()).hexdigest()
    gate.record_declined(
        source=(OLD, NEW), draft_sha256=draft_sha, source_sha256=(OLD_SHA, NEW_SHA)
    )
    line = audit_lines(config)[-1]
    assert line["code"] == "APPROVAL_DECLINED"
    assert (line["source"], line["source_B"], line["source_B_sha256"]) == (OLD, NEW, NEW_SHA)
