"""The audit log: every tamper is found by verify, a torn tail is recovered, appends fail closed."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from pathlib import Path

import pytest
from fa_gate import AuditLog, SaveError

SHA = hashlib.sha256(b"x").hexdigest()


def make_log(tmp_path: Path, records: int = 5) -> AuditLog:
    log = AuditLog(
        tmp_path / "out" / "_audit.jsonl",
        tmp_path / "state" / "audit.key",
        tmp_path / "state" / "audit.head",
    )
    for number in range(records):
        log.append(
            "saved",
            source=f"docs/보고서 {number}.pdf",
            output_name=f"report_{number}.md",
            sha256=SHA,
            previous_sha256=None,
            bytes_written=number,
        )
    return log


def raw_lines(log: AuditLog) -> list[bytes]:
    return log.path.read_bytes().split(b"\n")[:-1]


def write_lines(log: AuditLog, lines: list[bytes]) -> None:
    log.path.write_bytes(b"".join(line + b"\n" for line in lines))


def test_a_fresh_log_verifies_and_records_its_fields(tmp_path: Path) -> None:
    log = make_log(tmp_path, 3)
    result = log.verify()
    assert result.ok
    assert result.records == 3
    assert result.to_dict() == {
        "ok": True,
        "records": 3,
        "broken_at": None,
        "reason": None,
        "interrupted": None,
        "unaudited": [],
    }
    first, second, _ = (json.loads(line) for line in raw_lines(log))
    assert list(first)[:3] == ["seq", "time", "event"]
    assert list(first)[-2:] == ["prev", "hmac"]
    assert first["seq"] == 1
    assert first["prev"] == "0" * 64
    assert second["prev"] == hashlib.sha256(raw_lines(log)[0]).hexdigest()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", first["time"])
    assert first["source"] == "docs/보고서 0.pdf"  # Korean kept as text, not escaped


def test_an_empty_or_absent_log_verifies(tmp_path: Path) -> None:
    log = make_log(tmp_path, 0)
    assert log.verify().ok
    assert log.verify().records == 0
    assert not log.path.exists()
    assert not log.recover()


def test_an_edited_field_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    lines = raw_lines(log)
    lines[2] = lines[2].replace(b'"bytes_written":2', b'"bytes_written":3')
    write_lines(log, lines)
    result = log.verify()
    assert (result.ok, result.broken_at, result.records) == (False, 3, 2)


def test_a_deleted_line_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    lines = raw_lines(log)
    del lines[1]
    write_lines(log, lines)
    result = log.verify()
    assert (result.ok, result.broken_at) == (False, 2)
    assert result.reason is not None


def test_reordered_lines_are_found(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    lines = raw_lines(log)
    lines[1], lines[3] = lines[3], lines[1]
    write_lines(log, lines)
    result = log.verify()
    assert (result.ok, result.broken_at) == (False, 2)


def test_a_torn_tail_is_found_then_recovered(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    whole = log.path.read_bytes()
    extra = b'{"seq":6,"time":"2026-11-30T00:00:00.000Z","event":"sav'
    log.path.write_bytes(whole + extra)
    result = log.verify()
    assert (result.ok, result.broken_at, result.records) == (False, 6, 5)
    assert "torn" in (result.reason or "")

    assert log.recover() is True
    assert log.verify().ok
    lines = [json.loads(line) for line in raw_lines(log)]
    assert len(lines) == 6
    assert lines[-1]["event"] == "recovered_torn_tail"
    assert lines[-1]["torn_bytes"] == len(extra)
    aside = log.path.parent / lines[-1]["moved_to"]
    assert aside.read_bytes() == extra
    assert log.path.read_bytes().startswith(whole)
    assert log.recover() is False  # nothing left to repair


def test_an_append_recovers_a_torn_tail_on_its_own(tmp_path: Path) -> None:
    log = make_log(tmp_path, 2)
    log.path.write_bytes(log.path.read_bytes() + b"\x00\x00\x00")
    seq = log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    assert seq == 4
    events = [json.loads(line)["event"] for line in raw_lines(log)]
    assert events == ["saved", "saved", "recovered_torn_tail", "save_refused"]
    assert log.verify().ok


def test_a_full_rewrite_without_the_key_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    forged_key = b"k" * 32
    prev = "0" * 64
    forged: list[bytes] = []
    for line in raw_lines(log):
        record = json.loads(line)
        record.pop("hmac")
        record["prev"] = prev
        record["bytes_written"] = 999
        body = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()
        mac = hmac.new(forged_key, body, hashlib.sha256).hexdigest()
        new_line = body[:-1] + f',"hmac":"{mac}"}}'.encode()
        forged.append(new_line)
        prev = hashlib.sha256(new_line).hexdigest()
    write_lines(log, forged)
    result = log.verify()
    assert (result.ok, result.broken_at, result.records) == (False, 1, 0)


def test_a_removed_last_line_is_found_through_the_head(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    write_lines(log, raw_lines(log)[:-1])
    result = log.verify()
    assert (result.ok, result.broken_at, result.records) == (False, 5, 4)
    assert "head" in (result.reason or "")
    with pytest.raises(SaveError) as caught:
        log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    assert caught.value.code == "OUTPUT_WRITE_FAILED"
    assert len(raw_lines(log)) == 4  # fails closed: nothing appended to a broken log


def test_a_removed_or_forged_head_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    head = log.head_path.read_bytes()
    log.head_path.unlink()
    assert not log.verify().ok
    forged = b"\n".join(
        json.dumps({**json.loads(slot), "seq": 9}).encode() for slot in head.split(b"\n") if slot
    )
    log.head_path.write_bytes(forged)
    assert not log.verify().ok
    log.head_path.write_bytes(head)
    assert log.verify().ok


def test_an_emptied_or_deleted_log_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path)
    log.path.write_bytes(b"")
    assert not log.verify().ok
    log.path.unlink()
    result = log.verify()
    assert (result.ok, result.broken_at) == (False, 1)
    with pytest.raises(SaveError):
        log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")


def test_a_lost_key_is_reported_and_not_silently_replaced(tmp_path: Path) -> None:
    log = make_log(tmp_path, 2)
    log.key_path.unlink()
    result = log.verify()
    assert (result.ok, result.broken_at) == (False, 1)
    with pytest.raises(SaveError):
        log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    assert not log.key_path.exists()


def test_a_head_behind_the_log_is_a_crash_not_a_tamper(tmp_path: Path) -> None:
    log = make_log(tmp_path, 3)
    old_head = log.head_path.read_bytes()
    log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    log.head_path.write_bytes(old_head)  # as if killed between the line and the head
    assert log.verify().ok
    assert log.recover() is False
    assert log.head_path.read_bytes() != old_head  # moved forward
    log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    log.head_path.write_bytes(old_head)  # two behind: a power loss can undo two renames
    assert log.verify().ok
    assert log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED") == 6
    assert head_seq(log) == 6
    forged = b"\n".join(
        json.dumps({**json.loads(slot), "hash": "0" * 64}).encode()
        for slot in old_head.split(b"\n")
        if slot.strip()
    )
    log.head_path.write_bytes(forged)  # a lagging head must still name its line's hash
    assert not log.verify().ok


def head_seq(log: AuditLog) -> int:
    slots = [json.loads(s) for s in log.head_path.read_bytes().split(b"\n") if s.strip()]
    return max(slot["seq"] for slot in slots)


def test_a_spoiled_newest_head_slot_reads_as_a_lag(tmp_path: Path) -> None:
    log = make_log(tmp_path, 4)
    data = bytearray(log.head_path.read_bytes())
    newest = 4 % 2 * 256
    data[newest + 10 : newest + 20] = b"\x00" * 10  # a write cut short by a power loss
    log.head_path.write_bytes(bytes(data))
    assert log.verify().ok
    assert log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED") == 5
    assert head_seq(log) == 5
    assert log.verify().ok


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("source", "/home/user/docs/a.pdf"),
        ("source", "C:\\Users\\a.pdf"),
        ("source", "docs/../../etc/passwd"),
        ("source", "docs/a\nb.pdf"),
        ("output_name", "../x.md"),
        ("draft_sha256", "매출은 1,200억 원이다"),
        ("code", "not a code"),
        ("bytes_written", -1),
        ("draft", "the whole draft"),
        ("text", "document text"),
    ],
)
def test_paths_and_text_are_never_recorded(tmp_path: Path, field: str, value: object) -> None:
    log = make_log(tmp_path, 1)
    with pytest.raises(ValueError, match="audit"):
        log.append("saved", **{field: value})  # type: ignore[arg-type]
    assert len(raw_lines(log)) == 1


def test_unknown_events_are_refused(tmp_path: Path) -> None:
    log = make_log(tmp_path, 0)
    with pytest.raises(ValueError, match="event"):
        log.append("deleted_everything")
    assert not log.path.exists()


def test_a_symlinked_log_is_refused(tmp_path: Path) -> None:
    log = make_log(tmp_path, 1)
    elsewhere = tmp_path / "elsewhere.jsonl"
    log.path.rename(elsewhere)
    log.path.symlink_to(elsewhere)
    with pytest.raises(SaveError):
        log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    assert len(elsewhere.read_bytes().split(b"\n")) == 2


# -- appends verify the chain incrementally, and fail closed on anything verify calls broken ---


def refused_append(log: AuditLog) -> str:
    with pytest.raises(SaveError) as caught:
        log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    return caught.value.code


def resign(log: AuditLog, lines: list[bytes], number: int, **changes: object) -> list[bytes]:
    """Line `number` (1-based) changed and signed again, the rest left as they were."""
    key = log.key_path.read_bytes()
    record = json.loads(lines[number - 1])
    record.pop("hmac")
    record.update(changes)
    body = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()
    mac = hmac.new(key, body, hashlib.sha256).hexdigest()
    out = list(lines)
    out[number - 1] = body[:-1] + f',"hmac":"{mac}"}}'.encode()
    return out


def test_a_line_edited_in_the_middle_stops_the_next_process_appending(tmp_path: Path) -> None:
    log = make_log(tmp_path, 5)
    lines = raw_lines(log)
    write_lines(log, [*lines[:2], lines[2].replace(b"report_2", b"report_X"), *lines[3:]])
    assert log.verify().broken_at == 3
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"
    assert len(raw_lines(log)) == 5


def test_a_log_replaced_by_an_edited_copy_stops_this_process_appending(tmp_path: Path) -> None:
    log = make_log(tmp_path, 5)
    lines = raw_lines(log)
    edited = tmp_path / "edited.jsonl"
    edited.write_bytes(
        b"".join(line + b"\n" for line in [*lines[:2], lines[2].replace(b"_2", b"_X"), *lines[3:]])
    )
    edited.replace(log.path)  # how an editor saves: a new file renamed over the old one
    assert refused_append(log) == "OUTPUT_WRITE_FAILED"
    assert len(raw_lines(log)) == 5


def test_an_edit_made_after_the_last_append_is_found_by_the_next(tmp_path: Path) -> None:
    log = make_log(tmp_path, 3)
    other = make_log(tmp_path, 0)
    other.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")  # seq 4
    other.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")  # seq 5
    lines = raw_lines(log)
    # Line 4 re-signed with the key but moved off the chain: only a check of new lines sees it.
    write_lines(log, resign(log, lines, 4, prev="1" * 64))
    assert log.verify().broken_at == 4
    assert refused_append(log) == "OUTPUT_WRITE_FAILED"


def test_appends_from_several_instances_each_check_only_what_is_new(tmp_path: Path) -> None:
    first = make_log(tmp_path, 2)
    second = make_log(tmp_path, 0)
    for _ in range(3):
        first.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
        second.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    assert first.verify().ok
    assert first.verify().records == 8
    assert first._verified is not None and first._verified.seq == 7
    assert second._verified is not None and second._verified.seq == 8


def test_the_last_line_removed_with_the_newest_head_slot_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path, 4)
    write_lines(log, raw_lines(log)[:-1])
    data = bytearray(log.head_path.read_bytes())
    newest = 4 % 2 * 256
    data[newest : newest + 256] = b" " * 255 + b"\n"  # the slot naming line 4, blanked
    log.head_path.write_bytes(bytes(data))
    result = log.verify()
    assert (result.ok, result.broken_at, result.records) == (False, 4, 3)
    assert "seal" in (result.reason or "")
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"
    assert len(raw_lines(log)) == 3


def test_the_log_and_head_rolled_back_together_are_found(tmp_path: Path) -> None:
    log = make_log(tmp_path, 3)
    old_log, old_head = log.path.read_bytes(), log.head_path.read_bytes()
    log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    log.path.write_bytes(old_log)
    log.head_path.write_bytes(old_head)
    result = log.verify()
    assert (result.ok, result.records) == (False, 3)
    assert "older copy" in (result.reason or "")
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"
    assert refused_append(log) == "OUTPUT_WRITE_FAILED"


def test_a_seal_behind_the_log_is_a_crash_and_moves_forward(tmp_path: Path) -> None:
    log = make_log(tmp_path, 2)
    old_seal = log.seal_path.read_bytes()
    log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    log.seal_path.write_bytes(old_seal)  # as if killed between the head and the seal
    assert log.verify().ok
    assert make_log(tmp_path, 0).append("save_refused", source="docs/a.pdf", code="X_Y") == 4
    assert json.loads(log.seal_path.read_bytes())["seq"] == 4
    forged = {**json.loads(old_seal), "seq": 9}
    log.seal_path.write_bytes(json.dumps(forged).encode())
    assert not log.verify().ok
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"


def _blank_newest_head_slot(log: AuditLog, seq: int) -> None:
    data = bytearray(log.head_path.read_bytes())
    newest = seq % 2 * 256
    data[newest : newest + 256] = b" " * 255 + b"\n"
    log.head_path.write_bytes(bytes(data))


@pytest.mark.parametrize("records", [1, 4])
def test_the_last_line_removed_with_its_head_slot_and_the_seal_is_found(
    tmp_path: Path, records: int
) -> None:
    """The three-step tamper: remove the last line, blank the newest head slot, delete the
    seal. The head's slots say the log has been sealed, so a missing seal is not taken for a
    log from before seals."""
    log = make_log(tmp_path, records)
    write_lines(log, raw_lines(log)[:-1])
    _blank_newest_head_slot(log, records)
    log.seal_path.unlink()
    result = log.verify()
    assert (result.ok, result.records) == (False, records - 1)
    assert "seal is missing" in (result.reason or "")
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"
    assert refused_append(log) == "OUTPUT_WRITE_FAILED"
    assert len(raw_lines(log)) == records - 1 and not log.seal_path.exists()


def test_a_deleted_seal_alone_is_found(tmp_path: Path) -> None:
    log = make_log(tmp_path, 2)
    log.seal_path.unlink()
    result = log.verify()
    assert not result.ok and "seal is missing" in (result.reason or "")
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"
    assert not log.seal_path.exists()


@pytest.mark.parametrize("remove_last", [False, True])
def test_the_head_and_the_seal_deleted_together_are_found(
    tmp_path: Path, remove_last: bool
) -> None:
    log = make_log(tmp_path, 3)
    if remove_last:
        write_lines(log, raw_lines(log)[:-1])
    log.head_path.unlink()
    log.seal_path.unlink()
    result = log.verify()
    assert not result.ok and "head anchor is missing" in (result.reason or "")
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"
    assert not log.head_path.exists() and not log.seal_path.exists()


def _head_before_seals(log: AuditLog) -> None:
    """The head as fa-gate wrote it before seals existed (slots signed under the v1 domain,
    naming the last two lines), and no seal."""
    key = log.key_path.read_bytes()
    lines = raw_lines(log)
    slots = [b" " * 255 + b"\n"] * 2
    for seq in (len(lines) - 1, len(lines)):
        digest = hashlib.sha256(lines[seq - 1]).hexdigest() if seq else "0" * 64
        mac = hmac.new(
            key, b"fa-gate audit head v1\0" + f"{seq}:{digest}".encode(), hashlib.sha256
        ).hexdigest()
        body = json.dumps({"seq": seq, "hash": digest, "hmac": mac}, separators=(",", ":"))
        slots[seq % 2] = body.encode().ljust(255) + b"\n"
    log.head_path.write_bytes(b"".join(slots))
    log.seal_path.unlink()


def test_a_log_from_before_seals_is_sealed_by_the_next_append(tmp_path: Path) -> None:
    log = make_log(tmp_path, 2)
    _head_before_seals(log)
    assert log.verify().ok
    make_log(tmp_path, 0).append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED")
    assert json.loads(log.seal_path.read_bytes())["seq"] == 3
    assert log.verify().ok
    # From that append on, both head slots say the log is sealed: the three-step tamper right
    # after the upgrade is found too.
    write_lines(log, raw_lines(log)[:-1])
    _blank_newest_head_slot(log, 3)
    log.seal_path.unlink()
    assert "seal is missing" in (log.verify().reason or "")
    assert refused_append(make_log(tmp_path, 0)) == "OUTPUT_WRITE_FAILED"


# -- intents: a save cut short between its rename and its line is finished or abandoned -------


def intent(log: AuditLog, name: str, data: bytes) -> int:
    return log.append(
        "save_intent",
        source="docs/a.pdf",
        output_name=name,
        sha256=hashlib.sha256(data).hexdigest(),
        previous_sha256=None,
        bytes_written=len(data),
        approved_via="token",
        token_sha256=SHA,
    )


def test_an_interrupted_save_whose_report_landed_is_recorded_as_saved(tmp_path: Path) -> None:
    log = make_log(tmp_path, 1)
    seq = intent(log, "a_pdf.md", b"report")
    (log.path.parent / "a_pdf.md").write_bytes(b"report")  # the rename happened, then a kill
    result = log.verify()
    assert (result.ok, result.interrupted) == (False, seq)
    assert "in place" in (result.reason or "") and "not in place" not in (result.reason or "")
    assert make_log(tmp_path, 0).recover() is True
    assert log.verify().ok
    last = json.loads(raw_lines(log)[-1])
    assert (last["event"], last["intent_seq"], last["sha256"]) == (
        "saved",
        seq,
        hashlib.sha256(b"report").hexdigest(),
    )
    assert last["token_sha256"] == SHA


def test_an_interrupted_save_whose_report_did_not_land_is_abandoned(tmp_path: Path) -> None:
    log = make_log(tmp_path, 1)
    seq = intent(log, "a_pdf.md", b"report")
    assert "not in place" in (log.verify().reason or "")
    assert log.append("save_refused", source="docs/a.pdf", code="SOURCE_CHANGED") == seq + 2
    events = [json.loads(line)["event"] for line in raw_lines(log)]
    assert events[-3:] == ["save_intent", "save_abandoned", "save_refused"]
    assert log.verify().ok


def test_a_line_that_skips_an_open_intent_breaks_the_chain(tmp_path: Path) -> None:
    log = make_log(tmp_path, 1)
    intent(log, "a_pdf.md", b"report")
    lines = raw_lines(log)
    key = log.key_path.read_bytes()
    record = {"seq": 3, "time": "2026-01-01T00:00:00.000Z", "event": "preview_issued"}
    record["prev"] = hashlib.sha256(lines[-1]).hexdigest()
    body = json.dumps(record, separators=(",", ":")).encode()
    mac = hmac.new(key, body, hashlib.sha256).hexdigest()
    write_lines(log, [*lines, body[:-1] + f',"hmac":"{mac}"}}'.encode()])
    assert log.verify().broken_at == 3


def test_a_report_no_saved_line_accounts_for_is_flagged(tmp_path: Path) -> None:
    log = make_log(tmp_path, 1)
    (log.path.parent / "planted.md").write_bytes(b"# not written by fa\n")
    result = log.verify()
    assert (result.ok, result.unaudited) == (False, ("planted.md",))
    assert result.broken_at is None
