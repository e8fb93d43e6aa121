"""`fa-mcp smoke`: spawn the server over real stdio and check the harness rules.

The harness plays a host from DISCOVER to SAVED against a server process started the way a host
starts it, and judges every rule from what came back over the wire and what was left on disk.
Each rule prints `PASS  <rule>` or `FAIL  <rule>: <why>`; any FAIL makes the exit code 1.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import anyio
from mcp import ClientSession
from mcp.client.client import Client
from mcp.client.stdio import stdio_client
from mcp.types import CallToolResult, ElicitRequestParams, ElicitResult, ErrorData, TextContent

from fa_mcp_server._console import say
from fa_mcp_server._samples._hwpx import NAME as HWPX_NAME
from fa_mcp_server._samples._hwpx import NOTE_REF
from fa_mcp_server._shape import blocks_of, parse_text_copy
from fa_mcp_server._smoke_several import plant_budgets, several_documents
from fa_mcp_server._stdio import (
    EXPECTED_TOOLS,
    MALFORMED_LINES,
    NOT_VERIFIED_LINE,
    PNG_MAGIC,
    SAMPLE_NAMES,
    RawSession,
    Workspace,
    call,
    data_of,
    error_code,
    error_of,
    find_saved_audit,
    images_of,
    make_workspace,
    open_session,
    saved_records,
    server_params,
    workspace_from_config,
    write_draft,
)

__all__ = ("run_smoke",)

WRITE_TOOL = "save_approved_report"
SCAN_GRADES = {
    "pdf": "B?", "svg": "B?", "docx": "A", "pptx": "A", "hwpx": "A", "xlsx": "A", "csv": "A",
    "png": "C",
}  # fmt: skip
# What the sample generator put in each file decides its grade: a text layer (B), a scan or an
# image (C), text nodes (B) or shapes only (C), structured Office text (A).
INSPECT_GRADES = {
    "보고서.pdf": {"B"},
    "스캔.pdf": {"C"},
    "도면.pdf": {"B", "C"},
    "흐름도.svg": {"B"},
    "도형만.svg": {"C"},
    "사진.png": {"C"},
    "보고서.docx": {"A"},
    "발표.pptx": {"A"},
    "계획.hwpx": {"A"},
    "예산.xlsx": {"A"},
    "명단.csv": {"A"},
}
DOCUMENT = "보고서.docx"
"""The document walked through the whole cycle (structured Korean text with figures)."""

SMALL_BUDGET = 300
"""The `max_chars` used to force pagination when the tool's schema allows it."""


@dataclass
class Board:
    """The rules decided so far, printed as they are decided."""

    passed: int = 0
    failed: int = 0

    def rule(self, name: str, ok: bool, why: str = "") -> bool:
        """Record one rule and print its line."""
        if ok:
            self.passed += 1
            say(f"PASS  {name}")
        else:
            self.failed += 1
            say(f"FAIL  {name}: {why or 'not met'}")
        return ok


@dataclass
class Walk:
    """Everything the walk saw: every call and its result, and the texts it must not leak."""

    space: Workspace
    session: ClientSession
    calls: list[tuple[str, dict[str, Any], CallToolResult]] = field(default_factory=list)
    texts: set[str] = field(default_factory=set)
    approved: tuple[str, str, str] | None = None
    """(path, draft, approval token) of the saved draft, for the declined-confirmation rule."""

    async def call(self, tool: str, **arguments: Any) -> CallToolResult:
        result = await call(self.session, tool, arguments)
        self.calls.append((tool, arguments, result))
        for block in blocks_of(data_of(result)):
            text = " ".join(str(block.get("text", "")).split())
            if len(text) >= 12:
                self.texts.add(text[:60])
        return result

    def path(self, name: str) -> str:
        return f"{self.space.root_name}/{name}"


def run_smoke(config: str | None) -> int:
    """Run every harness rule against a freshly spawned server; 0 when all pass, else 1.

    Without `config` the run uses a throwaway workspace in a temp dir (samples, config, output,
    trace and state folders), removed afterwards. With `config`, the samples must be in its
    first root (they are generated there when missing) and the report is written to its output
    root.
    """
    board = Board()
    with tempfile.TemporaryDirectory(prefix="fa-smoke-") as tmp:
        scratch = Path(tmp)
        try:
            if config is None:
                space = make_workspace(scratch / "workspace")
                _plant_unsupported(space)
                plant_budgets(space.samples)
            else:
                space = workspace_from_config(Path(config).resolve(), make_missing=True)
        except Exception as error:  # the harness reports every failure as a rule, never a trace
            board.rule("a workspace with the samples and a config", False, _why(error))
            return _summary(board)
        errlog_path = scratch / "server-stderr.log"
        try:
            anyio.run(_run, space, errlog_path, board)
        except Exception as error:
            board.rule("the walk ran to the end", False, _why(error))
            _server_tail(errlog_path)
        return _summary(board)


def _server_tail(errlog_path: Path, lines: int = 15) -> None:
    """The last lines the server wrote to stderr, to show why it stopped."""
    if errlog_path.is_file():
        tail = errlog_path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]
        for line in tail:
            say(f"      server: {line}")


def _summary(board: Board) -> int:
    say(f"{board.passed} passed, {board.failed} failed")
    return 0 if board.failed == 0 and board.passed > 0 else 1


def _why(error: BaseException) -> str:
    if isinstance(error, BaseExceptionGroup):
        inner = error.exceptions[0]
        return _why(inner)
    return f"{type(error).__name__}: {error}"


async def _run(space: Workspace, errlog_path: Path, board: Board) -> None:
    started = _trace_files(space)
    with errlog_path.open("w", encoding="utf-8") as errlog:
        async with open_session(space.config, errlog=errlog) as session:
            board.rule("the server answers initialize over stdio", True)
            walk = Walk(space, session)
            await _tools(walk, board)
            await _discover(walk, board)
            inspected = await _inspect(walk, board)
            await _errors(walk, board)
            await _pagination(walk, board, inspected)
            await _images(walk, board)
            await _unsupported_listed(walk, board)
            await _template_exact(walk, board)
            await _search(walk, board)
            await _cycle(walk, board)
            await several_documents(walk, board.rule)
            await _every_call(walk, board)
        await _auto_client(space, errlog, board)
        await _declined(space, errlog, board, walk.approved)
        await anyio.to_thread.run_sync(_raw_lines, space, errlog, board)
    _privacy(walk, board, started, errlog_path.read_text(encoding="utf-8", errors="replace"))


async def _tools(walk: Walk, board: Board) -> None:
    with anyio.fail_after(30):
        listed = (await walk.session.list_tools()).tools
    names = sorted(tool.name for tool in listed)
    board.rule(
        "every tool, by its fixed name",
        names == sorted(EXPECTED_TOOLS),
        f"got {names}",
    )
    writers = [t.name for t in listed if not (t.annotations and t.annotations.read_only_hint)]
    board.rule(
        "exactly one write tool (save_approved_report); the other nine are readOnlyHint",
        writers == [WRITE_TOOL],
        f"tools without readOnlyHint: {writers}",
    )
    incomplete = [
        t.name
        for t in listed
        if t.annotations is None
        or not t.description
        or t.input_schema.get("type") != "object"
        or not isinstance(t.output_schema, Mapping)
        or "next_actions" not in (t.output_schema.get("properties") or {})
    ]
    board.rule(
        "every tool has annotations, a description, an input schema and an output schema "
        "with next_actions",
        not incomplete,
        f"incomplete: {incomplete}",
    )


async def _discover(walk: Walk, board: Board) -> None:
    roots = data_of(await walk.call("list_allowed_roots"))
    names = [root.get("name") for root in roots.get("roots") or ()]
    board.rule(
        "list_allowed_roots names the roots and the output root, no absolute path",
        walk.space.root_name in names
        and isinstance(roots.get("output_root"), Mapping)
        and not _absolute_in(roots, walk.space),
        f"roots {names}, absolute path shown: {_absolute_in(roots, walk.space)}",
    )
    scanned = data_of(await walk.call("scan_folder", path=walk.space.root_name))
    by_name = {
        unicodedata.normalize("NFC", str(f.get("path", "")).rsplit("/", 1)[-1]): f
        for f in scanned.get("files") or ()
    }
    wrong = [
        f"{name}: {by_name[name].get('estimated_grade') if name in by_name else 'missing'}"
        for name in SAMPLE_NAMES
        if name not in by_name
        or by_name[name].get("estimated_grade") != SCAN_GRADES[name.rsplit(".", 1)[1]]
    ]
    board.rule(
        "scan_folder: pdf and svg B? (unconfirmed), docx, pptx, hwpx, xlsx and csv A, png C",
        not wrong,
        "; ".join(wrong),
    )
    paged = data_of(await walk.call("scan_folder", path=walk.space.root_name, limit=3))
    board.rule(
        "scan_folder pages a folder: limit=3 gives 3 files and a next_offset",
        len(paged.get("files") or ()) == 3 and paged.get("next_offset") == 3,
        f"files {len(paged.get('files') or ())}, next_offset {paged.get('next_offset')}",
    )


async def _inspect(walk: Walk, board: Board) -> dict[str, dict[str, Any]]:
    inspected: dict[str, dict[str, Any]] = {}
    for name in SAMPLE_NAMES:
        result = await walk.call("inspect_document", path=walk.path(name))
        inspected[name] = data_of(result)
    wrong = [
        f"{name}: {data.get('grade') or error_code_of(data)}"
        for name, data in inspected.items()
        if data.get("grade") not in INSPECT_GRADES[name]
    ]
    board.rule(
        "inspect_document confirms grades: 흐름도.svg B, 도형만.svg C, 스캔.pdf C, 보고서.pdf B, "
        "docx, pptx, hwpx, xlsx and csv A, png C",
        not wrong,
        "; ".join(wrong),
    )
    shapes = {
        name: sorted(
            key for key in ("sha256", "block_count", "estimated_read_calls") if key not in data
        )
        for name, data in inspected.items()
    }
    board.rule(
        "inspect_document gives sha256, block_count and estimated_read_calls for every sample",
        not any(shapes.values()),
        str({k: v for k, v in shapes.items() if v}),
    )
    return inspected


def error_code_of(data: Mapping[str, Any]) -> str:
    error = data.get("error")
    return str(error.get("code")) if isinstance(error, Mapping) else "no grade"


async def _errors(walk: Walk, board: Board) -> None:
    root = walk.space.root_name
    cases: list[tuple[str, dict[str, Any], set[str]]] = [
        ("inspect_document", {"path": "../../etc/passwd"}, {"PATH_OUTSIDE_ROOTS", "PATH_INVALID"}),
        ("inspect_document", {"path": "/etc/passwd"}, {"PATH_OUTSIDE_ROOTS", "PATH_INVALID"}),
        ("inspect_document", {"path": f"{root}/../outside.pdf"}, {"PATH_OUTSIDE_ROOTS"}),
        ("inspect_document", {"path": f"{root}/없는파일.pdf"}, {"PATH_NOT_FOUND"}),
        ("inspect_document", {"path": root}, {"NOT_A_FILE"}),
        ("inspect_document", {"path": f"{root}/a\x00b.pdf"}, {"PATH_INVALID"}),
        (
            "read_document",
            {"path": f"{root}/../{root}/{DOCUMENT}"},
            {"PATH_INVALID", "PATH_OUTSIDE_ROOTS"},
        ),
        ("scan_folder", {"path": f"{root}/.."}, {"PATH_OUTSIDE_ROOTS"}),
        ("read_document", {"path": f"{root}/{DOCUMENT}", "start": 100000}, {"BLOCK_RANGE_INVALID"}),
        ("read_document_image", {"path": f"{root}/{DOCUMENT}"}, {"NO_IMAGE_FOR_FORMAT"}),
    ]
    wrong: list[str] = []
    for tool, arguments, expected in cases:
        result = await walk.call(tool, **arguments)
        code = error_code(result)
        if code not in expected:
            wrong.append(f"{tool}({arguments!r}) -> {code or 'success'}, want {sorted(expected)}")
    board.rule(
        "bad paths and ranges fail with their catalogue codes (outside, not found, not a file, "
        "invalid, range, no image)",
        not wrong,
        "; ".join(wrong),
    )
    # Kept out of `walk.calls` so one defect shows as one FAIL: an argument the SDK's schema
    # validation refuses never reaches the server's error mapping.
    empty = await call(walk.session, "inspect_document", {"path": ""})
    board.rule(
        "an empty path is PATH_INVALID with a structured error (not a bare validation message)",
        error_code(empty) == "PATH_INVALID",
        f"got {error_code(empty) or 'success'}"
        + (": structured content is missing" if empty.is_error and not data_of(empty) else ""),
    )


async def _pagination(walk: Walk, board: Board, inspected: Mapping[str, Any]) -> None:
    path = walk.path(DOCUMENT)
    tool = await _tool_schema(walk, "read_document")
    budget_spec = (tool.get("properties") or {}).get("max_chars") or {}
    budget = max(SMALL_BUDGET, int(budget_spec.get("minimum", 0) or 0))
    largest = min(200_000, int(budget_spec.get("maximum", 200_000) or 200_000))
    whole_result = await walk.call("read_document", path=path, max_chars=largest)
    whole = data_of(whole_result)
    pages: list[dict[str, Any]] = []
    start: int | None = 1
    total = int(whole.get("total_blocks") or 0)
    # The sample's blocks may fit the smallest budget whole (a read costs little more than its
    # text): `end` makes pages of at most a third of them, so paging is always walked.
    step = max(1, total // 3)
    while start is not None and len(pages) <= total + 1:
        page = data_of(
            await walk.call(
                "read_document", path=path, start=start, end=start + step - 1, max_chars=budget
            )
        )
        if not page:
            break
        pages.append(page)
        start = page.get("next_start")
    paged = [(b.get("anchor"), b.get("text")) for page in pages for b in blocks_of(page)]
    once = [(b.get("anchor"), b.get("text")) for b in blocks_of(whole)]
    count = inspected.get(DOCUMENT, {}).get("block_count")
    facts = json.dumps(inspected.get(DOCUMENT, {}), ensure_ascii=False)
    body = [str(b.get("text")) for b in blocks_of(whole) if b.get("kind") == "paragraph"]
    board.rule(
        "inspect_document returns no body text (no paragraph of the document is in it)",
        bool(body) and not any(text in facts for text in body),
        f"{sum(text in facts for text in body)} of {len(body)} paragraphs appear in it",
    )
    copy = "".join(c.text for c in whole_result.content if isinstance(c, TextContent))
    try:
        from_copy = [b.to_dict() for b in parse_text_copy(copy)[1]]
    except ValueError:
        from_copy = []
    board.rule(
        "read_document's text copy carries the same blocks as its structured copy",
        bool(from_copy) and from_copy == blocks_of(whole),
        f"{len(from_copy)} blocks from the text copy, {len(blocks_of(whole))} structured",
    )
    board.rule(
        f"read_document pages (max_chars={budget}, end=) concatenate to the whole document",
        len(pages) > 1
        and whole.get("next_start") is None
        and paged == once
        and len(once) == count == whole.get("total_blocks")
        and len({anchor for anchor, _ in paged}) == len(paged),
        f"{len(pages)} pages, {len(paged)} blocks paged, {len(once)} in one read, "
        f"block_count {count}",
    )


async def _tool_schema(walk: Walk, name: str) -> dict[str, Any]:
    with anyio.fail_after(30):
        tools = (await walk.session.list_tools()).tools
    return next((dict(t.input_schema) for t in tools if t.name == name), {})


async def _images(walk: Walk, board: Board) -> None:
    wrong: list[str] = []
    for name, page in (("사진.png", None), ("스캔.pdf", 1)):
        arguments: dict[str, Any] = {"path": walk.path(name)}
        if page is not None:
            arguments["page"] = page
        result = await walk.call("read_document_image", **arguments)
        images = images_of(result)
        data = data_of(result)
        if result.is_error or not images:
            wrong.append(f"{name}: {error_code(result) or 'no image content'}")
        elif images[0][0] != "image/png" or not images[0][1].startswith(PNG_MAGIC):
            wrong.append(f"{name}: {images[0][0]} without PNG bytes")
        elif not (int(data.get("width") or 0) > 0 and int(data.get("height") or 0) > 0):
            wrong.append(f"{name}: no width/height in structured content")
    board.rule(
        "read_document_image returns a PNG for grade C (사진.png, 스캔.pdf page 1)",
        not wrong,
        "; ".join(wrong),
    )


async def _cycle(walk: Walk, board: Board) -> None:
    path = walk.path(DOCUMENT)
    prompt = data_of(await walk.call("build_analysis_prompt", path=path, language="ko"))
    blocks = blocks_of(prompt)
    start = prompt.get("next_start")
    while isinstance(start, int) and len(blocks) < 5000:
        more = data_of(await walk.call("build_analysis_prompt", path=path, start=start))
        blocks += blocks_of(more)
        start = more.get("next_start")
    board.rule(
        "build_analysis_prompt gives the writing rules, the report template and anchored blocks",
        bool(prompt.get("writing_rules"))
        and "##" in str(prompt.get("report_template"))
        and bool(blocks),
        f"keys {sorted(prompt)}",
    )
    title = next((str(b["text"]) for b in blocks if b.get("kind") in ("title", "heading")), "")
    draft = write_draft(title, blocks)
    source_text = "\n".join(str(b.get("text", "")) for b in blocks)

    # Bound to the sha256 the text was read under, as a host should send it.
    checked = data_of(
        await walk.call(
            "check_summary_grounding", path=path, draft=draft.text, sha256=prompt.get("sha256")
        )
    )
    board.rule(
        "a draft copied from the blocks passes check_summary_grounding (bound to its sha256)",
        checked.get("ok") is True
        and bool(checked.get("not_verifiable"))
        and checked.get("sha256") == prompt.get("sha256"),
        _findings(checked.get("findings")) + f"; sha256 {checked.get('sha256')}",
    )
    planted = draft.with_wrong_figure(source_text)
    if planted is None:
        board.rule("a fabricated number is caught by GR-03", False, "no figure in the document")
        return
    wrong_draft, right, wrong = planted
    caught = data_of(await walk.call("check_summary_grounding", path=path, draft=wrong_draft))
    rules = {f.get("rule") for f in caught.get("findings") or () if f.get("severity") == "error"}
    board.rule(
        f"a fabricated number ({right} -> {wrong}) is caught by GR-03",
        caught.get("ok") is False and "GR-03" in rules,
        f"ok={caught.get('ok')}, error rules {sorted(map(str, rules))}",
    )
    unclean = data_of(await walk.call("preview_save_report", path=path, draft=wrong_draft))
    board.rule(
        "preview_save_report gives no approval token for an unclean draft",
        unclean.get("ok") is False and not unclean.get("approval_token"),
        f"ok={unclean.get('ok')}, token given: {bool(unclean.get('approval_token'))}",
    )
    preview = data_of(await walk.call("preview_save_report", path=path, draft=draft.text))
    token = preview.get("approval_token")
    board.rule(
        "preview_save_report gives an approval token for the clean draft",
        preview.get("ok") is True and isinstance(token, str) and bool(token),
        f"ok={preview.get('ok')}: {_findings(preview.get('structure_findings'))} "
        f"{_findings(preview.get('grounding_findings'))}",
    )
    if not isinstance(token, str):
        return
    changed = _one_character_changed(draft.text)
    refused = await walk.call(
        "save_approved_report", path=path, draft=changed, approval_token=token, approve=True
    )
    board.rule(
        "a one-character change to the approved draft is refused at save",
        error_code(refused) == "APPROVAL_TOKEN_MISMATCH",
        f"got {error_code(refused) or 'a save'}",
    )
    # This client has no confirmation form, so the default approval path (elicit) falls back
    # to the chat: the person said yes in the conversation, and the model says so.
    saved_result = await walk.call(
        "save_approved_report", path=path, draft=draft.text, approval_token=token, approve=True
    )
    saved = data_of(saved_result).get("saved") or {}
    _check_saved(walk, board, saved, draft.text, error_code(saved_result))
    walk.approved = (path, draft.text, token)


def _one_character_changed(draft: str) -> str:
    """The draft with one character of its last sentence changed (not a figure, not a
    citation): what a person or a model might slip in after the preview."""
    changed = draft.replace(NOT_VERIFIED_LINE, NOT_VERIFIED_LINE[:-1] + "음", 1)
    assert changed != draft and len(changed) == len(draft)
    return changed


def _check_saved(
    walk: Walk, board: Board, saved: Mapping[str, Any], draft: str, code: str | None
) -> None:
    name = saved.get("output_name")
    report = walk.space.output_root / str(name) if isinstance(name, str) else None
    ok_file = report is not None and report.is_file()
    digest = hashlib.sha256(report.read_bytes()).hexdigest() if ok_file and report else ""
    outside = (
        ok_file
        and report is not None
        and not report.resolve().is_relative_to(walk.space.samples.resolve())
    )
    board.rule(
        "save_approved_report writes the report in the output root, outside the roots",
        ok_file and outside and digest == saved.get("sha256"),
        f"{code or 'saved'}: output_name {name!r}, file there: {ok_file}, sha256 matches: "
        f"{digest == saved.get('sha256')}",
    )
    found = find_saved_audit(walk.space, str(saved.get("sha256") or "-"), saved.get("audit_seq"))
    line = json.dumps(found[2], ensure_ascii=False) if found else ""
    board.rule(
        "the save left an audit record (event saved, the report's sha256, its seq) without "
        "draft text",
        found is not None and not any(t in line for t in _draft_lines(draft)),
        "no saved record holds the report's sha256"
        if found is None
        else "the record holds draft text",
    )


def _draft_lines(draft: str) -> list[str]:
    return [
        line.strip("-# ").split(" [", 1)[0][:40]
        for line in draft.splitlines()
        if len(line.strip("-# ")) >= 12
    ]


def _findings(findings: object) -> str:
    if not isinstance(findings, list) or not findings:
        return "no findings"
    return "; ".join(
        f"{f.get('rule')} {f.get('severity')} #{f.get('sentence_index')}: {f.get('detail')}"
        for f in findings[:4]
        if isinstance(f, Mapping)
    )


async def _every_call(walk: Walk, board: Board) -> None:
    no_structure = [tool for tool, _, r in walk.calls if not data_of(r)]
    board.rule(
        f"structured content on every result ({len(walk.calls)} calls)",
        not no_structure,
        f"without: {sorted(set(no_structure))}",
    )
    no_next = [
        tool
        for tool, _, r in walk.calls
        if not r.is_error
        and not (isinstance(data_of(r).get("next_actions"), list) and data_of(r)["next_actions"])
    ]
    board.rule(
        "next_actions on every success",
        not no_next,
        f"missing in: {sorted(set(no_next))}",
    )
    bad_errors: list[str] = []
    for tool, _, result in walk.calls:
        error = error_of(result)
        if error is None:
            continue
        fields = [error.get(key) for key in ("code", "message", "next_step", "person")]
        if not all(isinstance(v, str) and v for v in fields):
            bad_errors.append(f"{tool}: fields {sorted(error)}")
        elif _absolute_in(error, walk.space) or "Traceback" in str(error):
            bad_errors.append(f"{tool}: {error.get('code')} leaks a path or a traceback")
    board.rule(
        "every error is {code, message, next_step, person} without a path or traceback",
        not bad_errors,
        "; ".join(bad_errors[:4]),
    )
    # The TypeScript SDK (the MCP Inspector, Node-based hosts) validates structured content
    # against the output schema on error results too, and fails the call when it does not fit.
    misfits: list[str] = []
    for tool, _, result in walk.calls:
        try:
            with anyio.fail_after(30):
                await walk.session.validate_tool_result(tool, result)
        except RuntimeError:
            misfits.append(f"{tool} ({error_code(result) or 'success'})")
    board.rule(
        "every result's structured content, errors included, fits the tool's output schema",
        not misfits,
        f"{len(misfits)} results do not, e.g. {', '.join(sorted(set(misfits))[:3])}; "
        "TypeScript clients such as the MCP Inspector reject those calls",
    )


async def _auto_client(space: Workspace, errlog: TextIO, board: Board) -> None:
    """Once with the SDK's high-level `Client` in auto mode (2026-07-28 when offered)."""
    transport = stdio_client(server_params(space.config), errlog=errlog)
    async with Client(transport, mode="auto") as client:
        with anyio.fail_after(30):
            names = sorted(t.name for t in (await client.list_tools()).tools)
            roots = await client.call_tool("list_allowed_roots", {})
        board.rule(
            f"mcp.Client in auto mode ({client.session.protocol_version}) sees every tool "
            "and calls one",
            names == sorted(EXPECTED_TOOLS) and not roots.is_error,
            f"tools {names}, list_allowed_roots error: {error_code(roots)}",
        )


async def _declined(
    space: Workspace, errlog: TextIO, board: Board, approved: tuple[str, str, str] | None
) -> None:
    """A client that asks the person: a person's no, and a client that says no on its own
    (faster than anyone could read), both write nothing and are told apart."""
    cases = (
        ("a declined confirmation in the client writes nothing (APPROVAL_DECLINED)", 1.2),
        (
            "a confirmation declined faster than a person could read is APPROVAL_UNAVAILABLE",
            0.0,
        ),
    )
    for name, delay in cases:
        if approved is None:
            board.rule(name, False, "no approved draft to try (an earlier rule failed)")
            continue
        asked: list[str] = []

        async def decline(
            context: Any,
            params: ElicitRequestParams,
            delay: float = delay,
            asked: list[str] = asked,
        ) -> ElicitResult | ErrorData:
            asked.append(params.message)
            await anyio.sleep(delay)  # a person reading the question, or none at all
            return ElicitResult(action="decline")

        path, draft, token = approved
        before = len(saved_records(space))
        reports = sorted(p.name for p in space.output_root.iterdir() if p.suffix == ".md")
        async with open_session(
            space.config, errlog=errlog, elicitation_callback=decline
        ) as session:
            result = await call(
                session,
                "save_approved_report",
                {"path": path, "draft": draft, "approval_token": token},
            )
        after = sorted(p.name for p in space.output_root.iterdir() if p.suffix == ".md")
        expected = "APPROVAL_DECLINED" if delay else "APPROVAL_UNAVAILABLE"
        board.rule(
            name,
            bool(asked)
            and error_code(result) == expected
            and len(saved_records(space)) == before
            and after == reports,
            f"asked: {bool(asked)}, got {error_code(result) or 'a save'}",
        )


# (arguments of a tools/call, the argument the refusal must name); the values are refused by
# the published schemas, and the answer must not repeat them.
_REFUSED_ARGUMENTS: tuple[tuple[str, dict[str, Any], str], ...] = (
    ("read_document", {"start": 0}, "start"),
    ("read_document", {"max_chars": 10}, "max_chars"),
    ("read_document", {"start": "third"}, "start"),
    ("check_summary_grounding", {"draft": ""}, "draft"),
    ("inspect_document", {"path": "samples/" + "가" * 4100}, "path"),
    ("build_analysis_prompt", {"language": "fr"}, "language"),
    ("scan_folder", {"recursive": "sometimes"}, "recursive"),
    ("read_document", {"unknown_option": True}, "unknown_option"),
    ("check_summary_grounding", {"draft": "x", "blocks": []}, "blocks"),
)


def _raw_lines(space: Workspace, errlog: TextIO, board: Board) -> None:
    """Raw JSON-RPC lines over real stdio: malformed requests and refused arguments."""
    path = f"{space.root_name}/{DOCUMENT}"
    with RawSession(space.config, errlog=errlog) as raw:
        if raw.initialize() is None:
            board.rule("a raw JSON-RPC session initializes", False, "no answer to initialize")
            return
        wrong: list[str] = []
        for name, line, code, request_id in MALFORMED_LINES:
            raw.send(line)
            answer = raw.receive(timeout=30)
            error = (answer or {}).get("error") or {}
            if answer is None:
                wrong.append(f"{name}: no answer")
            elif error.get("code") != code or answer.get("id") != request_id:
                wrong.append(f"{name}: {error.get('code')} id {answer.get('id')!r}")
        listed = raw.request(900, "tools/list")
        tools = ((listed or {}).get("result") or {}).get("tools") or []
        board.rule(
            "malformed lines (lone surrogates, raw non-UTF-8, a truncated line, params not an "
            "object) get the JSON-RPC error the spec names (-32700, -32600, -32602) with the "
            "request's id, and the server goes on serving",
            not wrong and len(tools) == len(EXPECTED_TOOLS),
            "; ".join(wrong) or f"tools/list after them gave {len(tools)} tools",
        )
        open_schemas = [
            str(t.get("name"))
            for t in tools
            if t.get("inputSchema", {}).get("additionalProperties") is not False
        ]
        board.rule(
            "every input schema is closed (additionalProperties: false)",
            bool(tools) and not open_schemas,
            f"open: {open_schemas}",
        )
        refused: list[str] = []
        for number, (tool, extra, name) in enumerate(_REFUSED_ARGUMENTS, start=901):
            arguments = {"path": path, "draft": "요약 [L1].", **extra}
            if tool not in ("check_summary_grounding",):
                arguments.pop("draft")
            answer = raw.request(number, "tools/call", {"name": tool, "arguments": arguments})
            result = (answer or {}).get("result") or {}
            error = (result.get("structuredContent") or {}).get("error") or {}
            wire = json.dumps(answer, ensure_ascii=False)
            values = [str(v) for v in extra.values() if str(v) and str(v) not in ("0", "10")]
            if error.get("code") != "INVALID_ARGUMENT" or not error.get("next_step"):
                refused.append(f"{tool} {name}: {error.get('code') or 'no error'}")
            elif f"`{name}`" not in str(error.get("message")):
                refused.append(f"{tool} {name}: the message does not name it")
            elif any(v in wire for v in values if len(v) > 2) or "pydantic" in wire:
                refused.append(f"{tool} {name}: the answer repeats the value or pydantic's text")
        board.rule(
            "refused arguments (start=0, max_chars, a wrong type, an empty draft, a 4,108-char "
            "path, language=fr) and unknown ones are INVALID_ARGUMENT naming the argument, "
            "never repeating the value",
            not refused,
            "; ".join(refused),
        )
        answer = raw.request(
            950,
            "tools/call",
            {
                "name": "check_summary_grounding",
                "arguments": {"path": path, "draft": "요약 [L1].", "sha256": "0" * 64},
            },
        )
        result = (answer or {}).get("result") or {}
        code = ((result.get("structuredContent") or {}).get("error") or {}).get("code")
        board.rule(
            "check_summary_grounding with a sha256 the file no longer has is SOURCE_CHANGED",
            code == "SOURCE_CHANGED",
            f"got {code or 'a check'}",
        )


UNSUPPORTED_SAMPLE = "옛 양식.doc"
"""A legacy Word file the harness adds to its throwaway workspace (never to a person's root)."""


def _plant_unsupported(space: Workspace) -> None:
    (space.samples / UNSUPPORTED_SAMPLE).write_bytes(
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)
    )


async def _unsupported_listed(walk: Walk, board: Board) -> None:
    """Item: a file fa cannot read is listed with its format and what to do, not counted."""
    scanned = data_of(await walk.call("scan_folder", path=walk.space.root_name))
    unsupported = [f for f in scanned.get("files") or () if f.get("unsupported")]
    planted = (walk.space.samples / UNSUPPORTED_SAMPLE).is_file()
    named = [
        f
        for f in unsupported
        if unicodedata.normalize("NFC", str(f.get("path", ""))).endswith(UNSUPPORTED_SAMPLE)
    ]
    listed_right = all(
        f.get("estimated_grade") is None and f.get("format") and "save it as" in f["unsupported"]
        for f in unsupported
    ) and scanned.get("unsupported_files") == len(unsupported) <= (scanned.get("total_files") or 0)
    refused: Mapping[str, Any] = {}
    if planted:
        result = await walk.call("inspect_document", path=walk.path(UNSUPPORTED_SAMPLE))
        refused = error_of(result) or {}
    board.rule(
        "scan_folder lists a file fa cannot read, with its format and what to do; "
        "FORMAT_UNSUPPORTED names the format",
        listed_right
        and (
            not planted
            or (
                len(named) == 1
                and named[0].get("format") == "doc"
                and "Word 97-2003" in str(named[0].get("unsupported"))
                and refused.get("code") == "FORMAT_UNSUPPORTED"
                and "(.doc)" in str(refused.get("message"))
                and "DOCX" in str(refused.get("message"))
            )
        ),
        f"unsupported listed: {unsupported}, inspect: {refused}",
    )


async def _search(walk: Walk, board: Board) -> None:
    """search_documents over the samples: a word typed with a particle, and an amount written
    another way, both found in the sentence the HWPX sample was written with (`NOTE_REF`)."""
    amount = "320억"  # what NOTE_REF says, written as the sample generator wrote it
    where = walk.path(HWPX_NAME)

    def found(result: CallToolResult) -> bool:
        hits = data_of(result).get("hits") or []
        return not result.is_error and any(
            h.get("path") == where
            and amount in str(h.get("snippet"))
            and isinstance(h.get("block"), int)
            for h in hits
        )

    worded = await walk.call("search_documents", query="투자 예산을", path=walk.space.root_name)
    board.rule(
        "search_documents finds a word typed with a particle (예산을) and names the block to "
        "read from",
        amount in NOTE_REF and found(worded),
        json.dumps(data_of(worded), ensure_ascii=False)[:300],
    )
    valued = await walk.call("search_documents", query="32,000,000,000원", path="")
    board.rule(
        "search_documents finds 320억 by its value (asked as 32,000,000,000원)",
        found(valued),
        json.dumps(data_of(valued), ensure_ascii=False)[:300],
    )


async def _template_exact(walk: Walk, board: Board) -> None:
    """Item: a draft that follows the report template exactly earns no finding at all."""
    from fa_mcp_server._demo import DEMO_DRAFT

    path = walk.path(DOCUMENT)
    checked = data_of(await walk.call("check_summary_grounding", path=path, draft=DEMO_DRAFT))
    preview = data_of(await walk.call("preview_save_report", path=path, draft=DEMO_DRAFT))
    findings = [
        *(checked.get("findings") or ()),
        *(preview.get("structure_findings") or ()),
        *(preview.get("grounding_findings") or ()),
    ]
    board.rule(
        "a draft that follows the report template exactly (the demo's) has no finding at all, "
        "not even on its Not verified lines",
        checked.get("ok") is True and preview.get("ok") is True and not findings,
        _findings(findings),
    )


def _trace_files(space: Workspace) -> dict[Path, int]:
    """Trace files and their sizes now, so the walk's own lines can be told apart."""
    if space.trace_dir is None or not space.trace_dir.is_dir():
        return {}
    return {p: p.stat().st_size for p in space.trace_dir.rglob("*") if p.is_file()}


def _privacy(walk: Walk, board: Board, before: Mapping[Path, int], stderr: str) -> None:
    trace_dir = walk.space.trace_dir
    if trace_dir is None:
        board.rule("traces hold no document text", False, "tracing is off in this config")
        return
    written = b""
    for path in sorted(trace_dir.rglob("*")) if trace_dir.is_dir() else ():
        if path.is_file():
            written += path.read_bytes()[before.get(path, 0) :]
    secrets = _secrets(walk)
    leaked = [s for s in secrets if s.encode("utf-8") in written]
    board.rule(
        "traces hold no document text, draft, file name or absolute path",
        bool(written) and not leaked,
        "no trace line was written" if not written else f"found {len(leaked)}: {leaked[:2]}",
    )
    in_stderr = [s for s in secrets if s in stderr]
    board.rule(
        "the server's stderr (its log) holds no document text, draft, file name or absolute path",
        not in_stderr,
        f"found {len(in_stderr)}: {in_stderr[:2]}",
    )


def _secrets(walk: Walk) -> list[str]:
    found = set(walk.texts)
    for _, arguments, _ in walk.calls:
        draft = arguments.get("draft")
        if isinstance(draft, str):
            found.update(_draft_lines(draft))
    found.update(name.rsplit(".", 1)[0] for name in SAMPLE_NAMES)
    found.update(_absolute_forms(walk.space))
    return sorted(s for s in found if s)


def _absolute_forms(space: Workspace) -> set[str]:
    """The workspace's absolute folders as written and as resolved."""
    folders = [space.samples, space.output_root, space.state_dir, space.trace_dir]
    forms: set[str] = set()
    for folder in folders:
        if folder is not None:
            forms.update({str(folder), str(folder.resolve())})
    return {f for f in forms if len(f) > 1}


def _absolute_in(value: object, space: Workspace) -> bool:
    text = str(value)
    return any(form in text for form in _absolute_forms(space))
