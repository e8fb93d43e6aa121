"""The Inspector check is pinned and skips, with its reason, where it cannot run."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest
from fa_mcp_server import _inspector_check as ic

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fake node is a shell script")


def _fake_node(folder: Path, version: str) -> str:
    """A folder with an `npx` and a `node` that prints `version`; returns the npx path."""
    folder.mkdir()
    for name, body in (("node", f"#!/bin/sh\necho {version}\n"), ("npx", "#!/bin/sh\nexit 0\n")):
        path = folder / name
        path.write_text(body, encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return os.fspath(folder / "npx")


def test_the_inspector_is_pinned_to_one_version() -> None:
    assert ic.INSPECTOR_VERSION == "2.12.0"
    assert ic.INSPECTOR.endswith("@2.12.0")


def test_an_old_node_is_a_reason_to_skip_that_names_both_versions(tmp_path: Path) -> None:
    npx = _fake_node(tmp_path / "bin", "v20.20.2")
    reason = ic.why_not_runnable(npx)
    assert reason is not None
    assert "22.19.0" in reason
    assert "20.20.2" in reason


def test_a_new_enough_node_can_run(tmp_path: Path) -> None:
    npx = _fake_node(tmp_path / "bin", "v22.19.0")
    assert ic.why_not_runnable(npx) is None


def test_no_npx_is_a_reason_to_skip() -> None:
    assert ic.why_not_runnable(None) == "Node's npx is not installed here"


def test_can_run_answers_2_with_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(ic.NPX_ENV, _fake_node(tmp_path / "bin", "v18.0.0"))
    assert ic.main(["--can-run"]) == 2
    assert "needs Node 22.19.0" in capsys.readouterr().out
