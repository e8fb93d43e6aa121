"""An unknown tool, resource or prompt is answered in fa's error envelope, like every other
refusal: `INVALID_ARGUMENT`, a message that names the rule and never repeats what was sent, and
a next step. The SDK answered in its own words (`Unknown tool: x`, the URI echoed back in
`data`) and, for a prompt, with an internal error."""

from __future__ import annotations

import pytest
from mcp import Client, MCPError
from mcp.types import INVALID_PARAMS

pytestmark = pytest.mark.anyio

SENT = "비밀_계획서"


async def test_an_unknown_tool_is_an_invalid_argument_result(client: Client) -> None:
    result = await client.call_tool(f"read_{SENT}", {})
    assert result.is_error
    error = (result.structured_content or {})["error"]
    assert error["code"] == "INVALID_ARGUMENT"
    assert "read_document" in error["message"] and error["next_step"]
    assert SENT not in result.model_dump_json()


@pytest.mark.parametrize("uri", [f"file:///{SENT}.pdf", f"nope://{SENT}"])
async def test_an_unknown_resource_is_an_invalid_argument_error(client: Client, uri: str) -> None:
    with pytest.raises(MCPError) as caught:
        await client.read_resource(uri)
    assert caught.value.error.code == INVALID_PARAMS
    assert caught.value.data["code"] == "INVALID_ARGUMENT"
    assert "doc://roots" in caught.value.message and caught.value.data["next_step"]
    assert SENT not in caught.value.message and SENT not in str(caught.value.data)


async def test_an_unknown_prompt_is_an_invalid_argument_error(client: Client) -> None:
    with pytest.raises(MCPError) as caught:
        await client.get_prompt(SENT, {})
    assert caught.value.error.code == INVALID_PARAMS
    assert caught.value.data["code"] == "INVALID_ARGUMENT"
    assert "analyse_document" in caught.value.message
    assert SENT not in caught.value.message
