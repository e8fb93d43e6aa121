"""The save gate: checks in order, server-chosen names, atomic writes, inert reports."""

from __future__ import annotations

import hashlib
import inspect
import json
import os
import secrets
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from fa_gate import (
    Config,
    ConfigError,
    PathError,
    Root,
    SaveError,
    SaveGate,
    list_reports,
    load_config,
    neutralise,
    output_name_for,
    read_report,
    report_header,
    verify_audit,
)

SOURCE = "docs/분기 보고서.docx"
SOURCE_SHA = hashlib.sha256(b"source v1").hexdigest()
BLOCKS = [
    {"anchor": "L1", "text": "2024년 매출은 1,200억 원이다."},
    {"anchor": "L2", "text": "영업이익은 35% 증가했다."},
    {"anchor": "meta", "text": "docx, 2 blocks"},
]
DRAFT = """\
# 분기 보고서 분석

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


def make_config(tmp_path: Path, *, output: Path | None = None) -> Config:
    docs = tmp_path / "docs"
    docs.mkdir(exist_ok=True)
    return Config(
        roots=(Root("docs", docs.resolve()),),
        output_root=output if output is not None else (tmp_path / "out").resolve(),
        trace_dir=None,
        state_dir=(tmp_path / "state").resolve(),
    )


def audit_lines(config: Config) -> list[dict[str, object]]:
    path = config.output_root / "_audit.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def reports(config: Config) -> list[str]:
    if not config.output_root.exists():
        return []
    return sorted(p.name for p in config.output_root.iterdir() if p.suffix == ".md")


def approve(gate: SaveGate, draft: str = DRAFT, source: str = SOURCE) -> str:
    preview = gate.preview(draft, source=source, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.ok, preview.to_dict()
    assert preview.approval_token is not None
    return preview.approval_token


def test_preview_then_save_writes_the_report_and_audits_both(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    preview = gate.preview(DRAFT, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.ok
    assert preview.would_overwrite is False
    assert preview.output_name == output_name_for(SOURCE)
    as_dict = preview.to_dict()
    assert as_dict["grounding"]["ok"] is True
    assert as_dict["structure"] == []
    json.dumps(as_dict)
    assert preview.approval_token is not None

    saved = gate.save(
        DRAFT,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=preview.approval_token,
    )
    written = (config.output_root / saved.output_name).read_bytes()
    header, body = read_report(written.decode("utf-8"))
    assert body == DRAFT  # after the header, the draft exactly as approved
    assert header["source"] == SOURCE and header["source_sha256"] == SOURCE_SHA
    assert header["approved_via"] == "token" and header["saved_at"].endswith("Z")
    assert saved.sha256 == hashlib.sha256(written).hexdigest()
    assert saved.bytes_written == len(written)
    assert saved.previous_sha256 is None
    assert saved.to_dict()["audit_seq"] == 3
    preview_line, intent_line, saved_line = audit_lines(config)
    assert preview_line["event"] == "preview_issued"
    # The intent is fsynced before the rename; the saved line after it names the intent.
    assert intent_line["event"] == "save_intent"
    assert saved_line["intent_seq"] == intent_line["seq"] == 2
    assert intent_line["sha256"] == saved.sha256
    token_sha = hashlib.sha256(preview.approval_token.encode()).hexdigest()
    assert intent_line["token_sha256"] == saved_line["token_sha256"] == token_sha
    assert preview_line["expires_at"] == preview.expires_at
    assert saved_line["event"] == "saved"
    assert saved_line["sha256"] == saved.sha256
    assert saved_line["draft_sha256"] == hashlib.sha256(DRAFT.encode()).hexdigest()
    assert saved_line["source"] == SOURCE
    assert saved_line["approved_via"] == "token"
    assert gate.audit.verify().ok


def test_an_existing_report_is_overwritten_and_its_hash_recorded(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    first = gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    second_draft = DRAFT.replace("두 문단이다", "짧은 문서다")
    preview = gate.preview(second_draft, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.would_overwrite is True
    assert preview.approval_token is not None
    second = gate.save(
        second_draft,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=preview.approval_token,
    )
    assert second.output_name == first.output_name
    assert second.previous_sha256 == first.sha256
    assert (
        read_report((config.output_root / second.output_name).read_text(encoding="utf-8"))[1]
        == second_draft
    )
    assert audit_lines(config)[-1]["previous_sha256"] == first.sha256


def refusal(gate: SaveGate, draft: str, token: str, sha: str = SOURCE_SHA) -> str:
    with pytest.raises(SaveError) as caught:
        gate.save(draft, source=SOURCE, current_sha256=sha, blocks=BLOCKS, approval_token=token)
    assert str(gate.audit.path.parent.parent) not in caught.value.message  # no absolute path
    return caught.value.code


def test_save_checks_in_the_stated_order_and_audits_every_refusal(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    token = approve(gate)
    changed = hashlib.sha256(b"source v2").hexdigest()
    bad_token = "fa1.AAAA"
    unstructured = DRAFT.replace("## 구조 / Structure", "## 구조 / Structure\n\nTODO")
    ungrounded = DRAFT.replace("35% 증가", "45% 증가")

    # Each step wins over every later one.
    assert refusal(gate, unstructured, bad_token, changed) == "DRAFT_NOT_CLEAN"
    assert refusal(gate, ungrounded, bad_token, changed) == "DRAFT_NOT_CLEAN"
    assert refusal(gate, DRAFT, bad_token, changed) == "APPROVAL_TOKEN_MISMATCH"
    assert refusal(gate, DRAFT, token, changed) == "SOURCE_CHANGED"
    inside = SaveGate(make_config(tmp_path, output=config.roots[0].path / "reports"))
    assert refusal(inside, unstructured, bad_token, changed) == "OUTPUT_INSIDE_ANALYSIS_ROOT"

    refused = [line for line in audit_lines(config) if line["event"] == "save_refused"]
    assert [line["code"] for line in refused] == [
        "DRAFT_NOT_CLEAN",
        "DRAFT_NOT_CLEAN",
        "APPROVAL_TOKEN_MISMATCH",
        "SOURCE_CHANGED",
    ]
    assert refused[-1]["source_sha256"] == changed
    assert reports(config) == []
    assert not (config.roots[0].path / "reports").exists()  # nothing made inside the root
    assert gate.audit.verify().ok


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_output_roots_that_overlap_a_root_are_refused_at_preview_and_save(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    link = tmp_path / "out-link"
    link.symlink_to(docs / "sub", target_is_directory=True)
    (docs / "sub").mkdir()
    cases = [
        docs / "reports",  # output inside a root
        tmp_path,  # a root inside the output
        link,  # a symlink into a root, made after the config was loaded
    ]
    for output in cases:
        gate = SaveGate(make_config(tmp_path, output=output))
        with pytest.raises(SaveError) as caught:
            gate.preview(DRAFT, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
        assert caught.value.code == "OUTPUT_INSIDE_ANALYSIS_ROOT"
        assert str(tmp_path) not in caught.value.message
    assert list((docs / "sub").iterdir()) == []


def test_overlapping_output_is_refused_at_load(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (tmp_path / "roots.toml").write_text(
        'allowed_roots = ["docs"]\noutput_root = "docs/out"\nstate_dir = "state"\n',
        encoding="utf-8",
    )
    with pytest.raises(ConfigError) as caught:
        load_config(tmp_path / "roots.toml", environ={"HOME": "/nonexistent-home"})
    assert caught.value.key == "output_root"


@pytest.mark.parametrize(
    "source",
    [
        "../../x.docx",
        "/etc/passwd",
        "docs/../../x.docx",
        "docs/./a.docx",
        "docs//a.docx",
        "a.docx",
        "C:\\docs\\a.docx",
        "docs/a.docx:stream",
        "docs/CON",
        "docs/a\x00.docx",
        "",
    ],
)
def test_sources_that_are_not_display_paths_are_refused(tmp_path: Path, source: str) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    with pytest.raises(PathError) as caught:
        gate.preview(DRAFT, source=source, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert caught.value.code == "PATH_INVALID"
    with pytest.raises(PathError):
        gate.save(DRAFT, source=source, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token="")
    with pytest.raises(PathError):
        gate.record_declined(source=source, draft_sha256=SOURCE_SHA)
    assert audit_lines(config) == []
    assert reports(config) == []


def test_the_model_cannot_choose_the_report_name() -> None:
    for method in (SaveGate.preview, SaveGate.save):
        parameters = inspect.signature(method).parameters
        assert not {"output_name", "name", "path", "output", "target"} & set(parameters)


def test_report_names_are_safe_korean_keeping_and_collision_free() -> None:
    name = output_name_for("docs/분기 보고서.docx")
    assert name.startswith("분기_보고서_docx_")
    assert name.endswith(".md")
    assert output_name_for("docs/a/report.pdf") != output_name_for("docs/b/report.pdf")
    assert output_name_for("docs/report.pdf") != output_name_for("docs/report.docx")
    nfd = unicodedata.normalize("NFD", "docs/분기 보고서.docx")
    assert output_name_for(nfd) == name  # macOS file names arrive decomposed
    for source in (
        "docs/con_x.pdf",
        "docs/..test.pdf",
        "docs/$(rm -rf).pdf",
        "docs/<script>.pdf",
        "docs/" + "긴" * 80 + ".pdf",
        "docs/.pdf",
        "docs/%2e%2e.pdf",
    ):
        generated = output_name_for(source)
        stem = generated.removesuffix(".md")
        assert all(ch.isalnum() or ch in "-_" for ch in stem), generated
        assert len(generated.encode("utf-8")) <= 200
        assert not generated.startswith(("-", "_", "."))


def test_remote_images_and_raw_html_are_neutralised() -> None:
    assert neutralise("a ![차트](https://evil.example/p.png) b") == "a 차트 b\n"
    assert neutralise('![x](//evil.example/p.png "t")') == "x\n"
    assert neutralise("![ref][r]\n\n[r]: https://evil.example/p.png") == (
        "!\\[ref][r]\n\n[r]: https://evil.example/p.png\n"
    )
    assert neutralise('<img\nsrc="https://evil.example/p.png">') == (
        '&lt;img\nsrc="https://evil.example/p.png">\n'
    )
    for tag in ("<script>", "</script>", "<iframe src=x>", "<!-- c -->", "<?xml?>", "<IMG>"):
        assert "<" not in neutralise(tag), tag
    kept = "a < b, 3<5, <- arrow, [p3], <https://x.org> stays text"
    assert neutralise(kept) == kept.replace("<https", "&lt;https") + "\n"
    assert neutralise("line\r\nline") == "line\nline\n"


def test_a_saved_report_loads_nothing_when_opened(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    draft = DRAFT.replace(
        "- 문서는 두 문단이다 [meta].",
        "- 문서는 두 문단이다 ![그림](https://evil.example/t.png) "
        '<img\nsrc="https://evil.example/u.png"> [meta].',
    )
    preview = gate.preview(draft, source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.ok, preview.to_dict()
    assert [f.rule for f in preview.structure] == ["ST-11"]
    assert preview.approval_token is not None
    saved = gate.save(
        draft,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=preview.approval_token,
    )
    text = (config.output_root / saved.output_name).read_text(encoding="utf-8")
    assert "https://evil.example/t.png" not in text
    assert "그림" in text
    assert "<img" not in text
    assert "&lt;img" in text
    line = audit_lines(config)[-1]
    assert line["sha256"] == hashlib.sha256(text.encode()).hexdigest()
    assert line["draft_sha256"] == hashlib.sha256(draft.encode()).hexdigest()


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_a_symlink_planted_at_the_target_is_replaced_not_followed(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    config.output_root.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    target = config.output_root / output_name_for(SOURCE)
    target.symlink_to(outside)
    gate = SaveGate(config)
    saved = gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    assert outside.read_text(encoding="utf-8") == "precious"
    assert not target.is_symlink()
    assert read_report(target.read_text(encoding="utf-8"))[1] == DRAFT
    assert saved.previous_sha256 is None  # the link was never read through
    dangling = config.output_root / output_name_for("docs/other.docx")
    dangling.symlink_to(tmp_path / "created-through-link.md")
    gate.save(
        DRAFT,
        source="docs/other.docx",
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=approve(gate, source="docs/other.docx"),
    )
    assert not (tmp_path / "created-through-link.md").exists()
    assert not dangling.is_symlink()


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_a_symlink_planted_at_the_temp_name_is_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = make_config(tmp_path)
    config.output_root.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    name = output_name_for(SOURCE)
    planted = config.output_root / f".{name}.{os.getpid()}.{'a' * 16}.tmp"
    planted.symlink_to(outside)
    names = iter(["a" * 16, "b" * 16])
    real_token_hex = secrets.token_hex
    gate = SaveGate(config)
    token = approve(gate)
    # The planted link is fresh and names this (live) process, so the sweep leaves it alone.
    monkeypatch.setattr(secrets, "token_hex", lambda n: next(names, None) or real_token_hex(n))
    gate.save(DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=token)
    assert outside.read_text(encoding="utf-8") == "precious"
    assert planted.is_symlink()
    assert read_report((config.output_root / name).read_text(encoding="utf-8"))[1] == DRAFT


def test_temp_files_left_by_a_killed_save_are_swept(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    config.output_root.mkdir()
    stale = config.output_root / f".x_docx_00000000.md.{'c' * 16}.tmp"
    stale.write_text("half a rep", encoding="utf-8")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    in_progress = config.output_root / f".y_docx_00000000.md.{'d' * 16}.tmp"
    in_progress.write_text("another process is writing this", encoding="utf-8")
    unrelated = config.output_root / "notes.tmp"
    unrelated.write_text("mine", encoding="utf-8")
    os.utime(unrelated, (an_hour_ago, an_hour_ago))
    gate = SaveGate(config)
    gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    assert not stale.exists()
    assert in_progress.exists()  # staged by a save still running: never swept
    assert unrelated.exists()
    assert not [p for p in config.output_root.iterdir() if p.name.startswith(".분기")]


def dead_pid() -> int:
    """The id of a process that has exited (and been reaped)."""
    import subprocess

    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_every_save_sweeps_stale_temp_files_not_only_the_first(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    # Left by saves killed while this long-running gate kept serving.
    an_hour_ago = time.time() - 3600
    two_minutes_ago = time.time() - 120
    stale = config.output_root / f".x_docx_00000000.md.{'c' * 16}.tmp"
    orphan = config.output_root / f".x_docx_00000000.md.{dead_pid()}.{'e' * 16}.tmp"
    live = config.output_root / f".x_docx_00000000.md.{os.getpid()}.{'f' * 16}.tmp"
    for path, when in ((stale, an_hour_ago), (orphan, two_minutes_ago), (live, two_minutes_ago)):
        path.write_text("half a rep", encoding="utf-8")
        os.utime(path, (when, when))
    draft = DRAFT.replace("두 문단이다", "짧은 문서다")
    gate.save(
        draft,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=approve(gate, draft),
    )
    assert not stale.exists()
    assert not orphan.exists()  # its process is gone: nobody will rename it
    assert live.exists()  # its process still runs and may be saving slowly


def test_an_approval_token_saves_once(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    token = approve(gate)
    gate.save(DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=token)
    target = config.output_root / output_name_for(SOURCE)
    target.write_bytes(b"a person edited the report")
    for again in (gate, SaveGate(config)):  # this process, and a restarted server
        with pytest.raises(SaveError) as caught:
            again.save(
                DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=token
            )
        assert caught.value.code == "APPROVAL_TOKEN_USED"
        assert "preview_save_report" in caught.value.message
    assert target.read_bytes() == b"a person edited the report"
    events = [(line["event"], line.get("code")) for line in audit_lines(config)]
    assert events[-2:] == [("save_refused", "APPROVAL_TOKEN_USED")] * 2
    assert [event for event, _ in events].count("saved") == 1
    # A new preview of the same draft gives a new token, which saves.
    gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    assert read_report(target.read_text("utf-8"))[1] == neutralise(DRAFT)


def test_a_folder_in_the_way_fails_the_write_and_writes_nothing(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    (config.output_root / output_name_for(SOURCE)).mkdir(parents=True)
    gate = SaveGate(config)
    with pytest.raises(SaveError) as caught:
        gate.save(
            DRAFT,
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=approve(gate),
        )
    assert caught.value.code == "OUTPUT_WRITE_FAILED"
    assert [p.name for p in config.output_root.iterdir() if p.name.endswith(".tmp")] == []
    events = [(line["event"], line.get("code")) for line in audit_lines(config)]
    assert events == [("preview_issued", None), ("save_refused", "OUTPUT_WRITE_FAILED")]


def test_a_write_whose_audit_record_fails_is_undone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    first = gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    target = config.output_root / first.output_name
    before = target.read_bytes()
    second_draft = DRAFT.replace("두 문단이다", "짧은 문서다")
    token = approve(gate, second_draft)
    original = gate.audit._write_line

    def failing(key: bytes, tail: object, event: str, fields: dict[str, str | int | None]) -> None:
        if event == "saved":
            raise SaveError("OUTPUT_WRITE_FAILED", "the audit log cannot be written")
        original(key, tail, event, fields)  # type: ignore[arg-type]

    monkeypatch.setattr(gate.audit, "_write_line", failing)
    with pytest.raises(SaveError) as caught:
        gate.save(
            second_draft,
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=token,
        )
    assert caught.value.code == "OUTPUT_WRITE_FAILED"
    assert target.read_bytes() == before
    new_source = "docs/새 문서.docx"
    token = approve(gate, DRAFT, new_source)
    with pytest.raises(SaveError):
        gate.save(
            DRAFT, source=new_source, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=token
        )
    assert not (config.output_root / output_name_for(new_source)).exists()
    events = [line["event"] for line in audit_lines(config)]
    assert events.count("saved") == 1
    assert events.count("save_abandoned") == 2  # each undone write closes its intent
    assert gate.audit.verify().ok


def test_a_declined_confirmation_is_audited_and_writes_nothing(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    draft_sha = hashlib.sha256(DRAFT.encode()).hexdigest()
    seq = gate.record_declined(source=SOURCE, draft_sha256=draft_sha, source_sha256=SOURCE_SHA)
    assert seq == 1
    (line,) = audit_lines(config)
    assert line["event"] == "save_refused"
    assert line["code"] == "APPROVAL_DECLINED"
    assert line["draft_sha256"] == draft_sha
    assert reports(config) == []


def test_approval_through_elicitation_is_recorded(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    gate.save(
        DRAFT,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=approve(gate),
        approved_via="elicitation",
    )
    assert audit_lines(config)[-1]["approved_via"] == "elicitation"
    with pytest.raises(ValueError, match="approved_via"):
        gate.save(
            DRAFT,
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=approve(gate),
            approved_via="model said so",
        )


def test_the_audit_log_holds_no_document_text_and_no_absolute_path(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    token = approve(gate)
    gate.save(DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=token)
    with pytest.raises(SaveError):
        gate.save(
            DRAFT + "TODO",
            source=SOURCE,
            current_sha256=SOURCE_SHA,
            blocks=BLOCKS,
            approval_token=token,
        )
    log = (config.output_root / "_audit.jsonl").read_text(encoding="utf-8")
    for block in BLOCKS:
        assert block["text"] not in log
    for line in DRAFT.splitlines():
        if len(line) > 8:
            assert line not in log
    assert str(tmp_path) not in log
    assert os.sep + "docs" not in log.replace(SOURCE, "")


def test_the_source_hash_must_be_a_sha256(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    with pytest.raises(ValueError, match="sha256"):
        gate.preview(DRAFT, source=SOURCE, source_sha256="abc", blocks=BLOCKS)
    with pytest.raises(ValueError, match="sha256"):
        gate.save(
            DRAFT,
            source=SOURCE,
            current_sha256=SOURCE_SHA.upper(),
            blocks=BLOCKS,
            approval_token="",
        )


def test_a_draft_must_be_text(tmp_path: Path) -> None:
    gate = SaveGate(make_config(tmp_path))
    with pytest.raises(TypeError, match="draft"):
        gate.preview(b"# bytes", source=SOURCE, source_sha256=SOURCE_SHA, blocks=BLOCKS)  # type: ignore[arg-type]


@pytest.mark.skipif(sys.platform != "linux", reason="the Linux path is the one CI runs")
def test_on_linux_every_name_is_looked_up_in_the_held_folder() -> None:
    # A silent fall-back to path-based writes would keep the other tests green.
    from fa_gate import _save

    assert _save._DIR_FD


def test_the_path_based_fallback_writes_the_same_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Where the platform has no dir_fd (Windows), names are used inside the checked folder.
    from fa_gate import _save

    monkeypatch.setattr(_save, "_DIR_FD", False)
    config = make_config(tmp_path)
    gate = SaveGate(config)
    first = gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    second_draft = DRAFT.replace("두 문단이다", "짧은 문서다")
    second = gate.save(
        second_draft,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=approve(gate, second_draft),
    )
    assert second.previous_sha256 == first.sha256
    assert (
        read_report((config.output_root / second.output_name).read_text(encoding="utf-8"))[1]
        == second_draft
    )
    assert not [p for p in config.output_root.iterdir() if p.name.endswith(".tmp")]
    assert gate.audit.verify().ok


# -- saved reports: their header and the list of them ---------------------------------------


def _save_as(gate: SaveGate, source: str) -> str:
    preview = gate.preview(DRAFT, source=source, source_sha256=SOURCE_SHA, blocks=BLOCKS)
    assert preview.approval_token is not None
    return gate.save(
        DRAFT,
        source=source,
        current_sha256=SOURCE_SHA,
        blocks=BLOCKS,
        approval_token=preview.approval_token,
        approved_via="chat",
    ).output_name


def test_reports_are_listed_newest_first_with_their_header_and_full_path(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    first = _save_as(SaveGate(config, clock=lambda: 1_800_000_000.0), SOURCE)
    second = _save_as(SaveGate(config, clock=lambda: 1_800_000_600.0), "docs/다른 보고서.docx")
    (config.output_root / "notes.txt").write_text("not a report", encoding="utf-8")
    (config.output_root / "by hand.md").write_text("# written by a person\n", encoding="utf-8")
    reports, total = list_reports(config)
    assert total == 3
    assert [r.name for r in reports] == [second, first, "by hand.md"]
    newest = reports[0]
    assert newest.path == config.output_root / second and newest.path.is_absolute()
    assert newest.source == "docs/다른 보고서.docx"
    assert newest.source_sha256 == SOURCE_SHA
    assert newest.saved_at == "2027-01-15T08:10:00Z"
    assert newest.approved_via == "chat"
    assert reports[2].source is None  # a file without fa's header is listed, not trusted
    assert newest.to_dict()["path"] == str(newest.path)


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_a_symlink_in_the_output_folder_is_not_followed(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    config.output_root.mkdir(parents=True, exist_ok=True)
    secret = tmp_path / "secret.md"
    secret.write_text(report_header(source="x", source_sha256="0", saved_at="t", approved_via="v"))
    os.symlink(secret, config.output_root / "link.md")
    assert list_reports(config) == ((), 0)


def test_the_header_reads_back_and_a_plain_file_has_none() -> None:
    header = report_header(
        source='docs/"따옴표" 보고서.docx', source_sha256="ab" * 32, saved_at="t", approved_via="v"
    )
    fields, body = read_report(header + "# 제목\n")
    assert fields["source"] == 'docs/"따옴표" 보고서.docx'
    assert body == "# 제목\n"
    assert read_report("---\nkey: value\n---\n# x\n") == ({}, "---\nkey: value\n---\n# x\n")


def test_the_report_and_the_audit_say_which_figures_came_from_images(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    blocks = [*BLOCKS, {"anchor": "p2.1", "kind": "page", "text": ""}]
    draft = DRAFT.replace(
        "- 매출 1,200억 원 [L1].",
        "- 매출 1,200억 원 [L1].\n- 스캔 쪽의 순이익은 87억 원이다 [p2.1].",
    )
    preview = gate.preview(draft, source=SOURCE, source_sha256=SOURCE_SHA, blocks=blocks)
    assert preview.ok, preview.to_dict()
    assert [f.rule for f in preview.grounding.unconfirmed] == ["GR-07"]
    assert preview.approval_token is not None
    saved = gate.save(
        draft,
        source=SOURCE,
        current_sha256=SOURCE_SHA,
        blocks=blocks,
        approval_token=preview.approval_token,
    )
    header, body = read_report((config.output_root / saved.output_name).read_text("utf-8"))
    assert body == draft
    assert header["unconfirmed_figures"] == "1"
    assert json.loads(header["figures_from_images"]) == ["sentence 5: '87억 원'"]
    intent_line = audit_lines(config)[1]
    assert intent_line["event"] == "save_intent"
    assert intent_line["unconfirmed"] == 1 and intent_line["from_images"] == 1
    assert verify_audit(config).ok


def test_a_report_without_unconfirmed_figures_says_none(tmp_path: Path) -> None:
    config = make_config(tmp_path)
    gate = SaveGate(config)
    saved = gate.save(
        DRAFT, source=SOURCE, current_sha256=SOURCE_SHA, blocks=BLOCKS, approval_token=approve(gate)
    )
    header, _ = read_report((config.output_root / saved.output_name).read_text("utf-8"))
    assert header["unconfirmed_figures"] == "0" and "figures_from_images" not in header
