"""A server start settles what a killed save left, as `audit verify` promises: an open intent
becomes `saved` or `save_abandoned` before the first request is answered."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import anyio
from fa_gate import AuditLog, load_config, verify_audit
from fa_mcp_server._stdio import make_workspace, open_session

REPORT = "# 보고서\n\n내용 [L1].\n".encode()


def _plant_intent(config: Any, landed: bool) -> None:
    log = AuditLog(
        config.output_root / "_audit.jsonl",
        config.state_dir / "audit.key",
        config.state_dir / "audit.head",
    )
    log.append(
        "save_intent",
        source="samples/a.pdf",
        output_name="a_pdf_12345678.md",
        sha256=hashlib.sha256(REPORT).hexdigest(),
        previous_sha256=None,
        bytes_written=len(REPORT),
        approved_via="token",
        token_sha256="a" * 64,
    )
    if landed:  # killed after the rename, before the saved line
        (config.output_root / "a_pdf_12345678.md").write_bytes(REPORT)


async def _start(config: Path, errlog: Any) -> None:
    async with open_session(config, errlog=errlog) as session:
        await session.list_tools()


def _events(config: Any) -> list[str]:
    lines = (config.output_root / "_audit.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["event"] for line in lines]


def test_a_server_start_settles_an_interrupted_save(tmp_path: Path) -> None:
    for landed, event in ((False, "save_abandoned"), (True, "saved")):
        space = make_workspace(tmp_path / f"space-{landed}")
        config = load_config(space.config)
        _plant_intent(config, landed)
        before = verify_audit(config)
        assert not before.ok and before.interrupted == 1
        with (tmp_path / f"stderr-{landed}.log").open("w", encoding="utf-8") as errlog:
            anyio.run(_start, space.config, errlog)
        after = verify_audit(config)
        assert after.ok, after
        assert _events(config) == ["save_intent", event]


def test_a_server_start_without_a_log_creates_none(tmp_path: Path) -> None:
    space = make_workspace(tmp_path / "space")
    config = load_config(space.config)
    with (tmp_path / "stderr.log").open("w", encoding="utf-8") as errlog:
        anyio.run(_start, space.config, errlog)
    assert not (config.output_root / "_audit.jsonl").exists()
    assert not (config.state_dir / "audit.head").exists()


def test_a_server_start_on_a_tampered_log_serves_and_says_so(tmp_path: Path) -> None:
    space = make_workspace(tmp_path / "space")
    config = load_config(space.config)
    _plant_intent(config, False)
    (config.state_dir / "audit.seal").unlink()
    log = tmp_path / "stderr.log"
    with log.open("w", encoding="utf-8") as errlog:
        anyio.run(_start, space.config, errlog)
    assert "audit verify" in log.read_text(encoding="utf-8")
    assert _events(config) == ["save_intent"]  # nothing appended to a log that fails
