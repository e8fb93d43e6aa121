"""The client side of a real stdio session, shared by the smoke harness, the demo, the inspector
check, the tests and the benchmarks.

Everything here talks to a server process spawned exactly as a host would spawn it
(`python -m fa_mcp_server serve --config PATH`), over its stdin and stdout, through the SDK's
own `stdio_client` and `ClientSession`. Every wait is bounded with `anyio.fail_after`, so a
server that hangs fails the caller instead of freezing it.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import queue
import re
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TextIO

import anyio
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.types import CallToolResult, ImageContent

SERVER_MODULE = "fa_mcp_server"
CALL_TIMEOUT_S = 60.0
EXPECTED_TOOLS = frozenset(
    {
        "list_allowed_roots",
        "scan_folder",
        "search_documents",
        "inspect_document",
        "read_document",
        "read_document_image",
        "compare_documents",
        "build_analysis_prompt",
        "check_summary_grounding",
        "preview_save_report",
        "save_approved_report",
    }
)
"""The tool names fixed by the product brief and its issues, as a client expects them (not
read from the server, so a renamed or missing tool fails the checks that use this)."""
"""The longest any one request may take before the caller gives up (a cold extraction of a
large document stays far below this; a hang does not)."""

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def server_command(config: Path) -> list[str]:
    """The command line a host runs: this interpreter, the server module, `serve --config`."""
    return [sys.executable, "-m", SERVER_MODULE, "serve", "--config", str(config)]


def server_params(config: Path) -> StdioServerParameters:
    """Spawn parameters for the server with `config`, unbuffered like a host would run it."""
    command = server_command(config)
    return StdioServerParameters(
        command=command[0], args=command[1:], env={"PYTHONUNBUFFERED": "1"}
    )


@dataclass(frozen=True)
class Workspace:
    """A throwaway set-up: one analysis root of samples and, outside it, the output root and
    the trace and state folders, tied together by one config file."""

    base: Path
    samples: Path
    output_root: Path
    trace_dir: Path | None
    """None when the config turns tracing off."""
    state_dir: Path
    config: Path
    root_name: str
    """The name the server gives the samples root: what paths sent to tools start with."""


def _toml_string(value: str) -> str:
    """A TOML basic string (json's escaping is a subset TOML accepts)."""
    return json.dumps(value, ensure_ascii=False)


def write_config(
    path: Path,
    *,
    roots: Mapping[str, Path],
    output_root: Path,
    trace_dir: Path,
    state_dir: Path,
) -> Path:
    """Write a config TOML with absolute paths, in the format `fa_gate.load_config` reads."""
    lines = ["# written by fa-mcp for one throwaway run", "allowed_roots = ["]
    lines += [
        f"  {{ name = {_toml_string(name)}, path = {_toml_string(str(root))} }},"
        for name, root in roots.items()
    ]
    lines += [
        "]",
        f"output_root = {_toml_string(str(output_root))}",
        f"trace_dir = {_toml_string(str(trace_dir))}",
        f"state_dir = {_toml_string(str(state_dir))}",
        "",
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def make_workspace(base: Path) -> Workspace:
    """Create a workspace under `base`: `samples/` (the generated samples), `outputs/`,
    `traces/`, `state/` and `fa.toml`."""
    from fa_mcp_server._samples import make_samples

    space = Workspace(
        base=base,
        samples=base / "samples",
        output_root=base / "outputs",
        trace_dir=base / "traces",
        state_dir=base / "state",
        config=base / "fa.toml",
        root_name="samples",
    )
    for folder in (space.samples, space.output_root, base / "traces", space.state_dir):
        folder.mkdir(parents=True, exist_ok=True)
    make_samples(space.samples)
    write_config(
        space.config,
        roots={space.root_name: space.samples},
        output_root=space.output_root,
        trace_dir=base / "traces",
        state_dir=space.state_dir,
    )
    return space


SAMPLE_NAMES = (
    "보고서.pdf",
    "스캔.pdf",
    "도면.pdf",
    "흐름도.svg",
    "도형만.svg",
    "사진.png",
    "보고서.docx",
    "발표.pptx",
    "계획.hwpx",
    "예산.xlsx",
    "명단.csv",
)
"""The generated samples every run relies on (`fa_mcp_server._samples.make_samples`)."""


def missing_samples(folder: Path) -> list[str]:
    """The sample names not present in `folder`."""
    return [name for name in SAMPLE_NAMES if not (folder / name).is_file()]


def workspace_from_config(config: Path, *, make_missing: bool) -> Workspace:
    """A workspace read from an existing config: its first root holds the samples.

    When samples are missing from that root they are generated there if `make_missing` is
    true (the repository's own `data/samples`), else the caller is told which are missing.

    Raises:
        fa_gate.ConfigError: the config is missing or refused.
        FileNotFoundError: samples are missing and `make_missing` is false.
    """
    from fa_gate import load_config

    from fa_mcp_server._samples import make_samples

    loaded = load_config(config)
    root = loaded.roots[0]
    missing = missing_samples(root.path)
    if missing and make_missing:
        make_samples(root.path)
    elif missing:
        msg = (
            f"the first allowed root {root.name!r} lacks the samples ({', '.join(missing)}); "
            "run `fa-mcp samples` or drop --config"
        )
        raise FileNotFoundError(msg)
    return Workspace(
        base=config.parent,
        samples=root.path,
        output_root=loaded.output_root,
        trace_dir=loaded.trace_dir,
        state_dir=loaded.state_dir,
        config=config,
        root_name=root.name,
    )


@asynccontextmanager
async def open_session(
    config: Path,
    *,
    errlog: TextIO,
    elicitation_callback: Any = None,
    timeout: float = CALL_TIMEOUT_S,
) -> AsyncIterator[ClientSession]:
    """Spawn the server over stdio and yield an initialized `ClientSession`.

    The server's stderr goes to `errlog` (a real file: the child writes to its descriptor).

    Raises:
        TimeoutError: the server did not answer `initialize` within `timeout` seconds.
        ExceptionGroup: the server died before or during the handshake.
    """
    params = server_params(config)
    async with (
        stdio_client(params, errlog=errlog) as (read, write),
        ClientSession(read, write, elicitation_callback=elicitation_callback) as session,
    ):
        with anyio.fail_after(timeout):
            await session.initialize()
        yield session


HANDSHAKE_VERSION = "2025-11-25"
"""The protocol revision a raw session asks for in `initialize` (the newest handshake one)."""


class RawSession:
    """The server over stdio, driven by raw JSON-RPC lines.

    For what an SDK client cannot send (a truncated line, a lone surrogate, `params` that is not
    an object): the bytes written are exactly the bytes given. Every wait is bounded; a missing
    answer is None, never a hang. Use as a context manager.
    """

    def __init__(self, config: Path, *, errlog: IO[str]) -> None:
        env = dict(os.environ)
        env["PYTHONUNBUFFERED"] = "1"
        self._proc = subprocess.Popen(
            server_command(config),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errlog,
            env=env,
        )
        self._lines: queue.Queue[bytes] = queue.Queue()
        self._reader = threading.Thread(target=self._read, name="raw-session", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        stdout = self._proc.stdout
        assert stdout is not None
        for line in stdout:
            self._lines.put(line)

    def __enter__(self) -> RawSession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def alive(self) -> bool:
        """True while the server process runs."""
        return self._proc.poll() is None

    @property
    def pid(self) -> int:
        """The server process's id (to read its memory)."""
        return self._proc.pid

    def send(self, line: bytes) -> None:
        """Write one line (a newline is added) to the server's stdin."""
        stdin = self._proc.stdin
        assert stdin is not None
        stdin.write(line + b"\n")
        stdin.flush()

    def receive(self, timeout: float = CALL_TIMEOUT_S) -> dict[str, Any] | None:
        """The next message the server wrote, or None when none came within `timeout`."""
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            return None
        value = json.loads(line)
        return value if isinstance(value, dict) else {"not_an_object": True}

    def answer(self, request_id: object, timeout: float = CALL_TIMEOUT_S) -> dict[str, Any] | None:
        """The response whose id is `request_id` (skipping notifications), or None."""
        while True:
            message = self.receive(timeout)
            if message is None or ("method" not in message and message.get("id") == request_id):
                return message

    def request(
        self, request_id: int, method: str, params: dict[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """Send one well-formed request and return its response (None when none came)."""
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(json.dumps(message, ensure_ascii=False).encode("utf-8"))
        return self.answer(request_id)

    def initialize(self) -> dict[str, Any] | None:
        """The handshake: `initialize`, then `notifications/initialized`; the server's answer."""
        answer = self.request(
            0,
            "initialize",
            {
                "protocolVersion": HANDSHAKE_VERSION,
                "capabilities": {},
                "clientInfo": {"name": "fa-raw", "version": "0"},
            },
        )
        self.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        return answer

    def close(self) -> None:
        """Close stdin (the server ends) and wait; kill it if it does not end."""
        if self._proc.stdin is not None:
            with contextlib.suppress(OSError):
                self._proc.stdin.close()
        try:
            self._proc.wait(15)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait(15)
        if self._proc.stdout is not None:
            self._proc.stdout.close()


MALFORMED_LINES: tuple[tuple[str, bytes, int, object], ...] = (
    (
        "a lone high surrogate escape in an argument",
        b'{"jsonrpc":"2.0","id":101,"method":"tools/call","params":{"name":"inspect_document",'
        b'"arguments":{"path":"samples/\\ud800.pdf"}}}',
        -32602,
        101,
    ),
    (
        "a lone low surrogate escape in an argument",
        b'{"jsonrpc":"2.0","id":102,"method":"tools/call","params":{"name":"read_document",'
        b'"arguments":{"path":"samples/a\\udc00b.pdf"}}}',
        -32602,
        102,
    ),
    (
        "a high surrogate escape followed by a non-surrogate",
        b'{"jsonrpc":"2.0","id":103,"method":"tools/call","params":{"name":"read_document",'
        b'"arguments":{"path":"samples/\\ud83d\\u0041.pdf"}}}',
        -32602,
        103,
    ),
    (
        "an encoded surrogate in raw bytes (not UTF-8)",
        b'{"jsonrpc":"2.0","id":104,"method":"tools/call","params":{"name":"read_document",'
        b'"arguments":{"path":"samples/\xed\xa0\x80.pdf"}}}',
        -32602,
        104,
    ),
    (
        "a truncated JSON line",
        b'{"jsonrpc":"2.0","id":105,"method":"tools/call","params":{"name":"read_docu',
        -32700,
        None,
    ),
    (
        "params that is a list, not an object",
        b'{"jsonrpc":"2.0","id":106,"method":"tools/call","params":["read_document"]}',
        -32602,
        106,
    ),
    (
        "params that is a string",
        b'{"jsonrpc":"2.0","id":107,"method":"tools/list","params":"all"}',
        -32602,
        107,
    ),
    ("a JSON value that is not an object", b"[1, 2, 3]", -32600, None),
    (
        "a request without a method name",
        b'{"jsonrpc":"2.0","id":108,"method":7}',
        -32600,
        108,
    ),
)
"""Malformed lines, each with the JSON-RPC error code and the id its answer must carry."""


async def call(
    session: ClientSession,
    tool: str,
    arguments: Mapping[str, Any] | None = None,
    *,
    timeout: float = CALL_TIMEOUT_S,
) -> CallToolResult:
    """Call one tool, failing with `TimeoutError` after `timeout` seconds.

    Raises:
        TimeoutError: no answer in time.
        RuntimeError: the SDK found structured content that breaks the tool's output schema.
    """
    with anyio.fail_after(timeout):
        return await session.call_tool(tool, dict(arguments or {}))


def data_of(result: CallToolResult) -> dict[str, Any]:
    """A result's structured content, or an empty dict when it has none."""
    content = result.structured_content
    return dict(content) if isinstance(content, Mapping) else {}


def error_of(result: CallToolResult) -> dict[str, Any] | None:
    """The `{"code", "message", "next_step", "person"}` of an error result, None for a success."""
    if not result.is_error:
        return None
    error = data_of(result).get("error")
    return dict(error) if isinstance(error, Mapping) else {}


def error_code(result: CallToolResult) -> str | None:
    """The error code of an error result (`"?"` when it carries none), None for a success."""
    error = error_of(result)
    if error is None:
        return None
    code = error.get("code")
    return code if isinstance(code, str) else "?"


def images_of(result: CallToolResult) -> list[tuple[str, bytes]]:
    """Every image content item as (MIME type, decoded bytes)."""
    return [
        (item.mime_type, base64.b64decode(item.data))
        for item in result.content
        if isinstance(item, ImageContent)
    ]


def result_bytes(result: CallToolResult) -> bytes:
    """The whole result as wire JSON, for searching it the way a host would receive it."""
    return result.model_dump_json(by_alias=True, exclude_none=True).encode("utf-8")


# --- the host's side: writing a draft the way a model would, from the anchored text it read ---

_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+")
# Characters that Markdown or the citation grammar would read as markup, or that open a quote
# the grounding check would compare: a sentence holding one is not picked.
_MARKUP = re.compile(r"[\[\]<>|#*_`\"“”‘’'「」『』()\\~]")
_SKIP_FLAGS = frozenset(
    {
        "hidden",
        "heading",
        "table",
        "notes",
        "footnote",
        "endnote",
        "garbled",
        "private_use",
        "header",
        "footer",
        "comment",
    }
)
_HEADING_KINDS = frozenset({"title", "heading"})
_NUMBERING = re.compile(r"^\s*(?:\d+[.)]?)+(?:\d+)?\s+")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_YEAR = re.compile(r"(?:19|20)\d\d")


@dataclass(frozen=True)
class Cited:
    """One sentence taken from a block, with the anchor it came from."""

    anchor: str
    text: str

    @property
    def has_figure(self) -> bool:
        """True when the sentence carries a number (a figure, a date, an amount)."""
        return _NUMBER.search(self.text) is not None

    def line(self, *, bullet: bool) -> str:
        """The sentence as the draft writes it: the citation before the final full stop."""
        body = self.text.rstrip(".!?。 ")
        return f"- {body} [{self.anchor}]" if bullet else f"{body} [{self.anchor}]."


def cited_sentences(blocks: Sequence[Mapping[str, Any]]) -> list[Cited]:
    """Sentences a host could copy from the blocks: visible body text, no markup, 8 to 160
    characters, each with its block's anchor, in document order."""
    found: list[Cited] = []
    for block in blocks:
        anchor, text = block.get("anchor"), block.get("text")
        flags = set(block.get("flags") or ())
        if not isinstance(anchor, str) or not isinstance(text, str) or anchor == "meta":
            continue
        if flags & _SKIP_FLAGS or block.get("kind") in _HEADING_KINDS:
            continue
        for raw in _SENTENCE_END.split(" ".join(text.split())):
            piece = raw.strip()
            if 8 <= len(piece) <= 160 and not _MARKUP.search(piece):
                found.append(Cited(anchor, piece))
    return found


@dataclass(frozen=True)
class HostDraft:
    """A report draft in the template's shape, built only from cited sentences."""

    text: str
    figure: Cited | None
    """The sentence that carries a figure (where a wrong number can be planted), if any."""

    def with_wrong_figure(self, source_text: str) -> tuple[str, str, str] | None:
        """The draft with the figure sentence's first number replaced by one the cited block
        does not contain; returns (draft, right number, wrong number), or None without a
        figure."""
        if self.figure is None:
            return None
        match = _NUMBER.search(self.figure.text)
        if match is None:
            return None
        right = match.group(0)
        wrong = _other_number(right, source_text)
        planted = self.figure.text[: match.start()] + wrong + self.figure.text[match.end() :]
        wrong_line = Cited(self.figure.anchor, planted).line(bullet=True)
        right_line = self.figure.line(bullet=True)
        return self.text.replace(right_line, wrong_line, 1), right, wrong


def _other_number(right: str, source_text: str) -> str:
    """`right` with its first digit changed so the new value appears nowhere in the source."""
    flat = source_text.replace(",", "")
    wrong = right
    for bump in range(1, 10):
        lead = (int(right[0]) + bump) % 10
        if lead == 0 and len(right.replace(",", "")) > 1:
            continue
        wrong = f"{lead}{right[1:]}"
        if wrong.replace(",", "") not in flat:
            break
    return wrong


NOT_VERIFIED_LINE = "이 초안은 원문 문장을 옮긴 것이며 중요한 내용이 빠졌는지는 판단하지 않았다"
"""The draft's own sentence under Not verified (where the smoke changes one character)."""


def write_draft(title: str, blocks: Sequence[Mapping[str, Any]]) -> HostDraft:
    """Fill the report template with sentences copied from `blocks`, each citing its anchor.

    This is the host model's job; the demo and the smoke harness play it deterministically so
    the gate has a real draft to check: every sentence is source text under its own anchor.
    """
    sentences = cited_sentences(blocks)
    figures = [s for s in sentences if s.has_figure]
    plain = [s for s in sentences if not s.has_figure]
    used: set[Cited] = set()

    # With no sentence to copy (a scan, a picture), a section says so and cites the facts.
    nothing = [Cited("meta", "본문 블록에서 옮길 문장이 없다")]

    def take(pool: list[Cited], count: int) -> list[Cited]:
        picked = [s for s in pool if s not in used][:count]
        used.update(picked)
        return picked

    figure_lines = take(figures, 2)
    summary = take(plain, 2) or take(figures, 1) or sentences[:1] or nothing
    points = take(plain, 2) or take(figures, 1) or sentences[-1:] or nothing
    # Section headings name the document's parts; their numbering ("2.1") is dropped so the
    # list reads as names, not as figures to check.
    heading_blocks = [
        Cited(str(b["anchor"]), _NUMBERING.sub("", " ".join(str(b["text"]).split())))
        for b in blocks
        if b.get("kind") == "heading"
        and "hidden" not in (b.get("flags") or ())
        and not _MARKUP.search(str(b.get("text", "")))
    ][:4]
    heading_blocks = [h for h in heading_blocks if len(h.text) >= 2]
    structure = heading_blocks or sentences[:1] or nothing
    clean_title = " ".join(_MARKUP.sub(" ", title).split()) or "문서"
    none_line = "- 없음 / None [meta]"
    parts = [
        f"# {clean_title} 분석 / Analysis of {clean_title}",
        "",
        "## 요약 / Summary",
        "",
        " ".join(s.line(bullet=False) for s in summary),
        "",
        "## 주요 내용 / Key points",
        "",
        *(s.line(bullet=True) for s in points),
        "",
        "## 구조 / Structure",
        "",
        *(s.line(bullet=True) for s in structure),
        "",
        "## 수치와 날짜 / Figures and dates",
        "",
        *([s.line(bullet=True) for s in figure_lines] or [none_line]),
        "",
        "## 확인하지 못한 것 / Not verified",
        "",
        f"- {NOT_VERIFIED_LINE} [meta].",
        "",
    ]
    # A wrong amount reads more plainly than a wrong year: plant in an amount when there is one.
    plantable = sorted(
        figure_lines, key=lambda s: _YEAR.fullmatch(_first_number(s.text)) is not None
    )
    return HostDraft("\n".join(parts), plantable[0] if plantable else None)


def _first_number(text: str) -> str:
    match = _NUMBER.search(text)
    return match.group(0) if match else ""


def audit_files(space: Workspace) -> list[Path]:
    """The audit log files (`*.jsonl`) under the output root and the state folder."""
    found: list[Path] = []
    for folder in (space.output_root, space.state_dir):
        if folder.is_dir():
            found += sorted(folder.rglob("*.jsonl"))
    return found


def saved_records(space: Workspace) -> list[tuple[Path, int, dict[str, Any]]]:
    """Every audit record of a save: (file, line number, record), in file order."""
    found: list[tuple[Path, int, dict[str, Any]]] = []
    for path in audit_files(space):
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        for number, line in enumerate(lines, start=1):
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict) and record.get("event") == "saved":
                found.append((path, number, record))
    return found


def find_saved_audit(
    space: Workspace, digest: str, seq: object = None
) -> tuple[Path, int, dict[str, Any]] | None:
    """The audit record of the save that wrote a report with sha256 `digest` (and sequence
    number `seq` when given): (file, line number, record), or None."""
    matches = [
        found
        for found in saved_records(space)
        if found[2].get("sha256") == digest and (seq is None or found[2].get("seq") == seq)
    ]
    return matches[-1] if matches else None
