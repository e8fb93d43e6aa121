"""fa_mcp_server: the fa MCP server (command `fa-mcp`).

It composes fa-extract (documents to anchored blocks), fa-grounding (checks of a draft),
fa-gate (allowed roots, the save gate, the audit log) and fa-trace (privacy-safe traces) into
the MCP tools, three resources and one prompt. `build_server(config)` gives the server object for
in-process clients and tests; `fa-mcp serve` runs it over stdio.
"""

from fa_mcp_server._errors import NEXT_STEPS
from fa_mcp_server._harness import ResponseInvariantError, check_response
from fa_mcp_server._models import CONTENT_TRUST
from fa_mcp_server._server import INSTRUCTIONS, READ_ONLY, WRITE, build_server, server_version
from fa_mcp_server._tools import Toolbox

__all__ = (  # noqa: RUF022 - grouped by topic (STYLE.md), not alphabetically
    # the server
    "build_server",
    "Toolbox",
    "server_version",
    "INSTRUCTIONS",
    "READ_ONLY",
    "WRITE",
    # what every response promises
    "CONTENT_TRUST",
    "NEXT_STEPS",
    "check_response",
    "ResponseInvariantError",
)
