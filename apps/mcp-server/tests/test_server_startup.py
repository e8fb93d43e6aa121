"""Start-up cost: what the server imports before it can answer `tools/list`.

A host starts the server and lists its tools before the first call, so every module imported by
then is paid on every start. The draft checker (fa_grounding) and the file lock (filelock, for
the audit log; traces use flock directly) are needed only by later calls and are imported there.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

DEFERRED = ("fa_grounding", "filelock")


def test_listing_tools_imports_neither_the_checker_nor_the_file_lock(space: Any) -> None:
    script = textwrap.dedent(
        f"""
        import sys, anyio
        from fa_gate import load_config
        from fa_mcp_server import Toolbox, build_server
        from fa_mcp_server._stdio import EXPECTED_TOOLS
        from fa_mcp_server._shape import blocks_of
        from mcp import Client

        deferred = {DEFERRED!r}

        def loaded():
            return sorted(m for m in deferred if m in sys.modules)

        async def main():
            config = load_config({str(space.config_path)!r})
            with Toolbox(config) as toolbox:
                async with Client(build_server(config, toolbox=toolbox)) as client:
                    tools = await client.list_tools()
                    assert {{t.name for t in tools.tools}} == EXPECTED_TOOLS
                    print("after list:", ",".join(loaded()))
                    prompt = await client.call_tool(
                        "build_analysis_prompt", {{"path": "docs/report.pdf"}}
                    )
                    assert not prompt.is_error
                    blocks = blocks_of(prompt.structured_content)
                    draft = f"# 제목\\n\\n{{blocks[0]['text'][:20]}} [{{blocks[0]['anchor']}}].\\n"
                    checked = await client.call_tool(
                        "check_summary_grounding", {{"path": "docs/report.pdf", "draft": draft}}
                    )
                    assert not checked.is_error, checked.structured_content
                    print("after check:", ",".join(loaded()))

        anyio.run(main)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = dict(line.split(":", 1) for line in done.stdout.strip().splitlines())
    assert lines["after list"].strip() == ""
    # The check loads the checker: the deferral moved the cost, it did not drop a feature. (The
    # file lock follows with the first audited preview or save.)
    assert "fa_grounding" in lines["after check"].strip().split(",")
