"""HWP refusals reach the host with the step that fits them: a document under document security
(DRM) is never answered with "unlock the password", and a blank document is empty, not a scan.

The files are built with fa-extract's HWP builder (its tests' `hwp_build.py`) from the
FileHeader flags and records the HWP 5.0 specification defines.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import fa_gate
import pytest
from fa_mcp_server import build_server
from mcp import Client

pytestmark = pytest.mark.anyio

_spec = importlib.util.spec_from_file_location(
    "hwp_build",
    Path(__file__).resolve().parents[3] / "packages" / "fa-extract" / "tests" / "hwp_build.py",
)
assert _spec is not None and _spec.loader is not None
hb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hb)


async def _error(tmp_path: Path, name: str, data: bytes) -> dict[str, Any]:
    """The error `inspect_document` answers for `data` saved as `docs/<name>`."""
    root = tmp_path / "docs"
    root.mkdir()
    (root / name).write_bytes(data)
    config = tmp_path / "fa.toml"
    lines = [f'allowed_roots = [{{ name = "docs", path = {json.dumps(str(root))} }}]']
    for key in ("output_root", "trace_dir", "state_dir"):
        lines.append(f"{key} = {json.dumps(str(tmp_path / key))}")
    config.write_text("\n".join(lines) + "\n", encoding="utf-8")
    async with Client(build_server(fa_gate.load_config(config))) as client:
        result = await client.call_tool("inspect_document", {"path": f"docs/{name}"})
    assert result.is_error and result.structured_content is not None
    return result.structured_content["error"]


async def test_a_drm_hwp_gets_its_own_code_and_a_step_without_a_password(tmp_path: Path) -> None:
    data = hb.hwp_file(hb.deflate(hb.paragraph("보안 문서", 0)), flags=0x11)
    error = await _error(tmp_path, "보안.hwp", data)
    assert error["code"] == "DOCUMENT_DRM_PROTECTED"
    assert "DRM" in error["next_step"] and "no password" in error["next_step"]
    assert "password-protected" not in error["next_step"]


async def test_a_blank_hwp_is_empty_and_the_host_asks_about_the_file(tmp_path: Path) -> None:
    data = hb.hwp_file(hb.deflate(hb.paragraph("", 0)))
    error = await _error(tmp_path, "빈 문서.hwp", data)
    assert error["code"] == "DOCUMENT_EMPTY"
    assert "PDF or PNG copy" not in error["next_step"]
