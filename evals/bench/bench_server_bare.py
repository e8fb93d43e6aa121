"""The baseline for cold start: a bare MCP server with one tool, on the same SDK and Python.

`bench_server.py` spawns it beside `fa-mcp serve`; the ratio of the two cold starts shows what
fa's own start-up (config, boundary, extractor, tracer) adds over the SDK itself.
"""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("bare-one-tool", version="0")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def echo(text: str) -> dict[str, str]:
    """Return the text it was given."""
    return {"text": text}


if __name__ == "__main__":
    server.run()
