"""fa_mcp_server."""

__all__ = ()
