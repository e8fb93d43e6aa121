"""`fa-mcp demo`: one document through the whole cycle, DISCOVER to SAVED, over real stdio.

The demo plays the host. It spawns the server the way Claude Code or Codex would, reads one
sample, writes the short analysis a model would write of it (`DEMO_DRAFT`: the report template
filled in, every sentence citing the blocks it restates), plants one wrong number to show the
check catching it, fixes it, previews, approves in the client's confirmation, and saves. It
prints a short transcript, the saved report, and where the report and its audit line landed.

The scripted draft is written for the bundled sample `보고서.docx` (its facts come from the
sample generator, `_samples/_office.py`). When the first root holds another `보고서.docx` (a
`--config` of the person's own), the demo falls back to a draft copied sentence by sentence from
the blocks it read (`write_draft`), which fits any document.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

import anyio
from fa_gate import CONFIG_ENV
from mcp.types import ElicitRequestFormParams, ElicitRequestParams, ElicitResult, ErrorData

from fa_mcp_server._console import say, warn
from fa_mcp_server._samples._office import (
    REPORT_INTRO,
    REPORT_OVERSEAS,
    REPORT_PLAN,
    REPORT_SALES,
    REPORT_TEXTBOX,
)
from fa_mcp_server._shape import blocks_of
from fa_mcp_server._stdio import (
    Cited,
    HostDraft,
    Workspace,
    call,
    data_of,
    error_of,
    find_saved_audit,
    make_workspace,
    missing_samples,
    open_session,
    workspace_from_config,
    write_draft,
)

__all__ = ("DEMO_DRAFT", "demo_draft", "run_demo")

DOCUMENT = "보고서.docx"
REPO_CONFIG = Path("config") / "roots.toml"

DEMO_DRAFT = """\
# 2024년 1분기 경영 실적 보고서 분석 / Analysis of the 2024 Q1 business results report

## 요약 / Summary

이 문서는 2024년 3월 5일 기준으로 집계한 한빛전자의 1분기 경영 실적 보고서다 [L1, L3, L18]. \
1분기 매출은 1,234억 원으로 전년 동기 대비 12.5% 증가했다 [L4]. \
영업이익은 128억 원이며 영업이익률은 10.4%로 개선되었다 [L11]. \
해외 매출 비중은 63.4%로 전 분기보다 2.1%p 높아졌다 [L13]. \
보고서는 2분기 매출 목표를 1,350억 원으로 잡고, 신규 설비 투자 450억 원을 2024년 6월 30일까지 \
집행한다고 밝힌다 [L14, L16].

## 주요 내용 / Key points

- 사업부별 매출(억 원)은 반도체 620, 디스플레이 410, 기타 204이고, 영업이익(억 원)은 각각 85, \
32, 11이다 [L6, L7, L8, L9].
- 사업부별 증감률은 반도체 15.2%, 디스플레이 8.7%, 기타 3.1%다 [L6, L7, L8, L9].
- 매출은 연결 재무제표 기준이며 사업부 간 내부 거래 56억 원을 제외한 금액이다 [L4, L17].
- 핵심 요약으로 2분기 매출 목표 1,350억 원을 따로 강조한다 [L14].

## 구조 / Structure

- 개요, 사업부별 실적, 향후 계획의 세 장으로 되어 있고, 사업부별 실적 아래에 해외 매출 절이 \
있다 [L2, L5, L12, L15].
- 사업부별 실적은 사업부마다 매출, 영업이익, 증감률을 적은 표로 정리되어 있다 [L6].
- 매출의 기준은 각주로 밝히고, 머리글에는 대외비 표시가 있다 [L17, L18].

## 수치와 날짜 / Figures and dates

- 매출 1,234억 원, 전년 동기 대비 12.5% 증가 [L4]
- 영업이익 128억 원, 영업이익률 10.4% [L11]
- 해외 매출 비중 63.4%, 전 분기보다 2.1%p 상승 [L13]
- 집계 기준일 2024년 3월 5일 [L3]
- 신규 설비 투자 450억 원, 집행 기한 2024년 6월 30일 [L16]

## 확인하지 못한 것 / Not verified

- 숫자는 원문에 적힌 그대로 옮겼으며, 합계나 비율이 맞게 계산되었는지는 따져 보지 않았다 [meta].
- 실적이 좋아진 이유나 목표를 이룰 수 있는지는 문서에 없어 판단하지 않았다 [meta].
- 문서에 아직 처리되지 않은 변경 추적이 있어, 변경을 모두 받아들인 상태로 읽었다 [meta].
"""
"""The analysis a host model would write of the sample `보고서.docx`, in the report template.

Its lines are wrapped with backslashes only to keep this file narrow: each paragraph and list
item is one line of Markdown."""

# The figure line where the demo plants a wrong number, exactly as DEMO_DRAFT writes it.
_PLANTED = Cited("L11", "영업이익 128억 원, 영업이익률 10.4%")
# Blocks of the sample the draft relies on, as the generator wrote them.
_SAMPLE_FACTS = {
    "L3": REPORT_INTRO,
    "L4": REPORT_SALES,
    "L13": REPORT_OVERSEAS,
    "L14": REPORT_TEXTBOX,
    "L16": REPORT_PLAN,
}


def demo_draft(blocks: Sequence[Mapping[str, Any]]) -> HostDraft | None:
    """`DEMO_DRAFT` when `blocks` are the bundled sample's (the facts it states are there),
    else None."""
    texts = {str(b.get("anchor")): str(b.get("text", "")) for b in blocks}
    if all(fact in texts.get(anchor, "") for anchor, fact in _SAMPLE_FACTS.items()):
        return HostDraft(DEMO_DRAFT, _PLANTED)
    return None


def run_demo(config: str | None) -> int:
    """Walk one sample document from DISCOVER to SAVED over stdio and print the transcript.

    Which config: `config` when given, else the file named by `FA_MCP_CONFIG`; else
    `config/roots.toml` under the current folder (a clone), whose first root is `data/samples`:
    the samples are generated there when missing; else a throwaway workspace in a temp folder,
    kept so the report can be opened.
    Returns 0 when the report was saved, 1 otherwise.
    """
    started = time.perf_counter()
    say("fa demo: one document, DISCOVER -> SAVED, over real MCP stdio")
    try:
        space, label = _workspace(config)
    except Exception as error:  # a person reads this: say what is wrong, not a traceback
        warn(f"demo: cannot set up ({type(error).__name__}: {error})")
        return 1
    say(f"config: {label}")
    with tempfile.TemporaryFile("w+", encoding="utf-8") as errlog:
        try:
            saved = anyio.run(_walk, space, errlog)
        except Exception as error:
            errlog.seek(0)
            tail = errlog.read()[-2000:]
            warn(f"demo: the walk stopped ({_why(error)})")
            if tail:
                warn(f"server stderr (last lines):\n{tail}")
            return 1
    if saved is None:
        return 1
    report, audit = saved
    say("")
    for line in report.read_text(encoding="utf-8").splitlines():
        say(f"    {line}".rstrip())
    say("")
    say(f"report: {_shown(report)}")
    say(f"audit:  {audit}")
    say(f"done in {time.perf_counter() - started:.1f} s")
    return 0


def _why(error: BaseException) -> str:
    while isinstance(error, BaseExceptionGroup):
        error = error.exceptions[0]
    return f"{type(error).__name__}: {error}"


def _workspace(config: str | None) -> tuple[Workspace, str]:
    config = config or os.environ.get(CONFIG_ENV) or None
    if config is not None:
        path = Path(config).resolve()
        return workspace_from_config(path, make_missing=False), _shown(path)
    repo_config = Path.cwd() / REPO_CONFIG
    if repo_config.is_file():
        samples = Path.cwd() / "data" / "samples"
        if missing_samples(samples):
            from fa_mcp_server._samples import make_samples

            samples.mkdir(parents=True, exist_ok=True)
            made = make_samples(samples)
            say(f"samples: made {len(made)} files in {_shown(samples)}")
        return workspace_from_config(repo_config, make_missing=False), str(REPO_CONFIG)
    base = Path(tempfile.mkdtemp(prefix="fa-demo-"))
    return make_workspace(base), f"a throwaway workspace ({base}); no {REPO_CONFIG} here"


def _shown(path: Path) -> str:
    """A path relative to the current folder when it lies inside it, else as it is."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


async def _approve(context: Any, params: ElicitRequestParams) -> ElicitResult | ErrorData:
    """The person's answer in the client's confirmation dialog: yes to every yes/no question."""
    if not isinstance(params, ElicitRequestFormParams):
        return ErrorData(code=-32602, message="the demo answers only form confirmations")
    fields = params.requested_schema.get("properties") or {}
    answers: dict[str, str | int | float | bool | list[str] | None] = {
        name: True
        for name, spec in fields.items()
        if isinstance(spec, Mapping) and spec.get("type") == "boolean"
    }
    say("[APPROVE]  the client asks the person to confirm the save; the person says yes")
    return ElicitResult(action="accept", content=answers)


async def _walk(space: Workspace, errlog: TextIO) -> tuple[Path, str] | None:
    async with open_session(space.config, errlog=errlog, elicitation_callback=_approve) as s:
        root = space.root_name

        async def tool(name: str, **arguments: Any) -> dict[str, Any]:
            result = await call(s, name, arguments)
            error = error_of(result)
            if error is not None:
                say(f"  {name} failed: {error.get('code')}: {error.get('message')}")
                raise RuntimeError(f"{name} returned {error.get('code')}")
            return data_of(result)

        roots = await tool("list_allowed_roots")
        names = ", ".join(str(r.get("name")) for r in roots.get("roots") or ())
        say(f"[DISCOVER] list_allowed_roots -> roots: {names}")
        scan = await tool("scan_folder", path=root)
        files = scan.get("files") or []
        listing = ", ".join(
            f"{str(f.get('path')).rsplit('/', 1)[-1]} "
            f"{f.get('estimated_grade') or 'unsupported (' + str(f.get('format')) + ')'}"
            for f in files
        )
        say(f"[DISCOVER] scan_folder {root} -> {len(files)} files: {listing}")

        path = f"{root}/{DOCUMENT}"
        facts = await tool("inspect_document", path=path)
        say(
            f"[INSPECT]  inspect_document {path} -> grade {facts.get('grade')}, "
            f"{facts.get('block_count')} blocks, {facts.get('char_count')} characters, "
            f"{facts.get('estimated_read_calls')} read call(s)"
        )
        blocks: list[Mapping[str, Any]] = []
        prompt: dict[str, Any] = {"next_start": 1}
        while isinstance(prompt.get("next_start"), int):
            prompt = await tool("build_analysis_prompt", path=path, start=prompt["next_start"])
            blocks += blocks_of(prompt)
        say(
            f"[READ]     build_analysis_prompt -> {len(blocks)} anchored blocks, "
            "the writing rules and the report template"
        )

        title = str(facts.get("title") or "") or next(
            (str(b["text"]) for b in blocks if b.get("kind") == "heading"), DOCUMENT
        )
        draft = demo_draft(blocks)
        if draft is not None:
            cited = draft.text.count("[")
            say(
                f"[DRAFT]    the host writes a short analysis in the report template: "
                f"{cited} citations, every sentence citing the blocks it restates"
            )
        else:
            draft = write_draft(title, blocks)
            say(
                f"[DRAFT]    the host copies {draft.text.count('[')} sentences from the blocks "
                "into the template, each citing its anchor"
            )
        planted = draft.with_wrong_figure("\n".join(str(b.get("text", "")) for b in blocks))
        if planted is not None:
            wrong_draft, right, wrong = planted
            say(f"           and, on purpose, writes {wrong} where the source says {right}")
            checked = await tool("check_summary_grounding", path=path, draft=wrong_draft)
            for finding in checked.get("findings") or ():
                if finding.get("severity") == "error":
                    say(
                        f"[CHECK]    {finding.get('rule')} on sentence "
                        f"{finding.get('sentence_index')}: {finding.get('detail')}"
                    )
            say(f"           the host puts {right} back")
        checked = await tool("check_summary_grounding", path=path, draft=draft.text)
        counts = checked.get("counts") or {}
        say(
            f"[CHECK]    check_summary_grounding -> ok={checked.get('ok')}, "
            f"errors {counts.get('errors', 0)}, warnings {counts.get('warnings', 0)}; "
            f"not verifiable: {len(checked.get('not_verifiable') or ())} things a person judges"
        )
        preview = await tool("preview_save_report", path=path, draft=draft.text)
        token = preview.get("approval_token")
        if not isinstance(token, str):
            say("[PREVIEW]  no approval token: the draft is not clean")
            return None
        say(
            f"[PREVIEW]  preview_save_report -> clean; approval token issued for "
            f"{preview.get('output_name')} (expires {preview.get('expires_at')})"
        )
        result = await tool(
            "save_approved_report", path=path, draft=draft.text, approval_token=token
        )
        saved = result.get("saved") or {}
        say(
            f"[SAVED]    save_approved_report -> {saved.get('output_name')}, "
            f"sha256 {str(saved.get('sha256'))[:12]}..., audit line #{saved.get('audit_seq')}"
        )
    report = space.output_root / str(saved.get("output_name"))
    digest = hashlib.sha256(report.read_bytes()).hexdigest() if report.is_file() else ""
    if digest != saved.get("sha256"):
        say("the saved report is not where the server said, or its hash differs")
        return None
    return report, _audit_place(space, digest, saved.get("audit_seq"))


def _audit_place(space: Workspace, digest: str, seq: object) -> str:
    """`<file>, line N` of the audit record of the save that wrote the report."""
    found = find_saved_audit(space, digest, seq)
    if found is None:
        return "no audit line records this save (run `fa-mcp audit verify`)"
    path, number, record = found
    return f"{_shown(path)}, line {number} (event {record.get('event')}, seq {record.get('seq')})"
