"""The server's resources (`doc://roots`, `doc://{+path}`, `fa://reports`) and its prompt
(`analyse_document`), registered on a built server; and the JSON-RPC error they answer with."""

from __future__ import annotations

import json
import time

import fa_extract
from mcp import MCPError
from mcp.server.mcpserver import MCPServer, UserMessage
from mcp.types import INTERNAL_ERROR as JSONRPC_INTERNAL_ERROR
from mcp.types import INVALID_PARAMS

from fa_mcp_server._errors import (
    CONFIG_INVALID,
    INTERNAL_ERROR,
    SERVER_INVARIANT_BROKEN,
    error_payload,
    exception_to_error,
)
from fa_mcp_server._harness import check_response
from fa_mcp_server._models import CONTENT_TRUST, PromptResult, ReadResult
from fa_mcp_server._params import REPORTS_URI
from fa_mcp_server._shape import text_copy
from fa_mcp_server._tools import Toolbox

__all__ = ("protocol_error", "register_resources")


def protocol_error(code: str, message: str, language: str = "en") -> MCPError:
    """A JSON-RPC error for resources and prompts, which have no error result.

    MCPError passes through the SDK unchanged and unlogged; any other exception would lose the
    code, and the SDK would log the request's URI (a file name the document's author chose).
    """
    internal = code in (SERVER_INVARIANT_BROKEN, INTERNAL_ERROR)
    error = error_payload(code, message, language)["error"]
    return MCPError(
        code=JSONRPC_INTERNAL_ERROR if internal else INVALID_PARAMS,
        message=f"{code}: {message} Next: {error['next_step']}",
        data=error,
    )


def register_resources(server: MCPServer, toolbox: Toolbox) -> None:
    """Add the resources and the prompt to `server` (whose `config_error`, when set, every one
    of them answers)."""

    def _refuse_if_unconfigured() -> None:
        config_error = getattr(server, "config_error", None)
        if config_error is not None:
            raise protocol_error(CONFIG_INVALID, config_error, toolbox.language)

    @server.resource(
        "doc://roots",
        name="roots",
        mime_type="application/json",
        description="The allowed roots (by name) and the output folder.",
    )
    def roots_resource() -> str:
        _refuse_if_unconfigured()
        result, _ = toolbox.list_allowed_roots(None)
        return result.model_dump_json()

    @server.resource(
        REPORTS_URI,
        name="reports",
        mime_type="application/json",
        description="The saved reports, newest first: full path, source, its sha256, when and "
        "how approved (read-only; the output folder is the person's own).",
    )
    def reports_resource() -> str:
        _refuse_if_unconfigured()
        started = time.perf_counter()
        outcome, error_class = "ok", None
        try:
            return json.dumps(toolbox.saved_reports(), ensure_ascii=False)
        except Exception as exc:
            code, message = exception_to_error(exc, tool="reports_resource")
            outcome, error_class = code, type(exc).__name__
            raise protocol_error(code, message, toolbox.language) from None
        finally:
            toolbox.tracer.record(
                "reports_resource",
                duration_ms=(time.perf_counter() - started) * 1000.0,
                outcome=outcome,
                args={},
                error_class=error_class,
            )

    @server.resource(
        "doc://{+path}",
        name="document",
        mime_type="application/json",
        description="The first budget page of a document's anchored blocks (untrusted data).",
    )
    def document_resource(path: str) -> str:
        _refuse_if_unconfigured()
        started = time.perf_counter()
        outcome, error_class = "ok", None
        try:
            payload, _ = toolbox.read_document(
                path, start=1, end=None, max_chars=fa_extract.DEFAULT_MAX_CHARS, client_roots=None
            )
            ReadResult.model_validate(payload)  # no SDK check on this path: the full model here
            check_response("read_document", payload)
            return json.dumps(payload, ensure_ascii=False)
        except Exception as exc:
            code, message = exception_to_error(exc, tool="doc_resource")
            outcome, error_class = code, type(exc).__name__
            raise protocol_error(code, message, toolbox.language) from None
        finally:
            toolbox.tracer.record(
                "doc_resource",
                duration_ms=(time.perf_counter() - started) * 1000.0,
                outcome=outcome,
                args={"path": path},
                error_class=error_class,
            )

    @server.prompt(title="Analyse a document")
    def analyse_document(path: str, language: str = "ko") -> list[UserMessage]:
        """Write an analysis report of one document, citing its anchors (same content as
        build_analysis_prompt)."""
        _refuse_if_unconfigured()
        lang = language if language in ("ko", "en") else "ko"
        started = time.perf_counter()
        outcome, error_class = "ok", None
        try:
            payload, _ = toolbox.build_analysis_prompt(
                path, language=lang, start=1, client_roots=None
            )
            PromptResult.model_validate(payload)  # as the resource: validated here
            check_response("build_analysis_prompt", payload)
        except Exception as exc:
            code, message = exception_to_error(exc, tool="analyse_prompt")
            outcome, error_class = code, type(exc).__name__
            raise protocol_error(code, message, toolbox.language) from None
        finally:
            toolbox.tracer.record(
                "analyse_prompt",
                duration_ms=(time.perf_counter() - started) * 1000.0,
                outcome=outcome,
                args={"path": path, "language": lang},
                error_class=error_class,
            )
        instructions = "\n\n".join(
            [
                *payload["next_actions"],
                "Writing rules:\n" + payload["writing_rules"],
                "Report template:\n" + payload["report_template"],
            ]
        )
        evidence = {
            key: payload[key]
            for key in ("path", "sha256", "start", "end", "next_start", "total_blocks")
            if key in payload
        }
        evidence["content_trust"] = CONTENT_TRUST
        evidence["blocks"] = payload["blocks"]
        return [
            UserMessage(instructions),
            UserMessage(
                "The document's blocks follow. " + CONTENT_TRUST + "\n\n" + text_copy(evidence)
            ),
        ]
