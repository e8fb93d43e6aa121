"""The server a bad config still starts: the same tools, each answering `CONFIG_INVALID`.

A host shows only "disconnected" for a server that exits before the handshake, and the reason
then sits in a log nobody opens. So `fa-mcp serve` with a config that cannot be used serves
anyway: every tool, the resources and the prompt are published as always, and each call
answers `CONFIG_INVALID` with every problem, the config files tried and the folders looked for
(the person's own settings, which the host shows them), and what to do.
"""

from __future__ import annotations

from fa_gate import Config, ConfigError
from mcp.server.mcpserver import MCPServer

from fa_mcp_server._server import _FaServer, build_server
from fa_mcp_server._tools import Toolbox

__all__ = ("build_config_error_server", "config_error_message", "config_error_places")


def config_error_message(error: ConfigError, *, doctor: str) -> str:
    """What every tool answers when the config cannot be used: the problems, the config files
    tried (absolute: the person's own settings, which the host shows them) and what to do."""
    return (
        f"fa's config cannot be used, so no tool works until it is fixed. {error.message} "
        f"{config_error_places(error)} Fix it (`{doctor}` in a terminal checks it), then "
        "restart the server (reconnect it in the host)."
    )


def config_error_places(error: ConfigError) -> str:
    """The config files tried and the folders looked for, as one sentence for the person."""
    text = f"Config file tried: {' and '.join(str(p) for p in error.tried) or 'none'}."
    if error.folders:
        text += f" Folders looked for: {', '.join(str(p) for p in error.folders)}."
    return text


def build_config_error_server(error: ConfigError, *, doctor: str) -> tuple[MCPServer, Toolbox]:
    """The server a bad config still starts: the same tools, resources and prompt,
    published as always, each answering `CONFIG_INVALID` with `config_error_message`.

    Its Toolbox holds a config with no root (nothing can be read) and the per-user folders; no
    tool reaches it, and its extractor never starts a worker. The caller closes the Toolbox.
    """
    from fa_gate import default_output_root, default_state_dir

    inert = Config(
        roots=(),
        output_root=default_output_root(),
        trace_dir=None,
        state_dir=default_state_dir(),
    )
    toolbox = Toolbox(inert)
    server = build_server(inert, toolbox=toolbox)
    assert isinstance(server, _FaServer)
    server.config_error = config_error_message(error, doctor=doctor)
    return server, toolbox
