"""What each of the tools does, as plain synchronous methods (no MCP types here).

`Toolbox` composes the four packages: `fa_gate.Boundary` opens every path, the open file goes to
`fa_extract.Extractor`, drafts are checked by `fa_grounding` and saved only by `fa_gate.SaveGate`.
Each method returns `(result model, trace counters)` (the two reads: their result already in its
JSON form, a `Payload`) or raises a library error; the MCP layer (`_server.py`) turns errors into
error results, runs the harness and records the trace.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import fa_extract
from fa_extract import Block, Extractor
from fa_gate import (
    REPORT_TEMPLATE,
    SEVERAL_SOURCES_RULES,
    SEVERAL_SOURCES_TEMPLATE,
    WRITING_RULES,
    Boundary,
    Config,
    PathError,
    Root,
    SaveGate,
    TerminalApprovals,
    check_grounding,
    list_reports,
)
from fa_trace import Tracer

from fa_mcp_server._catalogue import SCREEN_TEXT, person_language, text
from fa_mcp_server._compare import compare_documents
from fa_mcp_server._host import host_pid
from fa_mcp_server._launch import Launch
from fa_mcp_server._models import (
    CONTENT_TRUST,
    CompareResult,
    Counts,
    GroundingResult,
    ImageResult,
    InspectResult,
    OutputInfo,
    PreviewResult,
    RootInfo,
    RootsResult,
    SavedInfo,
    SaveResult,
    ScanFile,
    ScanResult,
    SearchResult,
    TocItem,
    drop_left_out,
)
from fa_mcp_server._search_tool import SearchTool
from fa_mcp_server._sources import (
    Sources,
    check_sent_sha256,
    first,
    several_evidence,
    several_prompt,
    source_infos,
)

if TYPE_CHECKING:  # imported by the first check: not needed to start the server
    from fa_grounding import Report

__all__ = ("Counters", "Payload", "Toolbox")

PATH_OUTSIDE_ROOTS = "PATH_OUTSIDE_ROOTS"

Counters = dict[str, object]
Payload = dict[str, Any]
"""A result already in its JSON form (what `model_dump(mode="json")` of its model gives)."""
Progress = Callable[[int, int | None, str], None]
"""(done, total or None, unit) of a long call, forwarded to the client by the server."""

PROMPT_FLOOR_CHARS = 4_000
"""build_analysis_prompt never shrinks its text budget below this, whatever the rules cost."""

HIDDEN_NOTE = "Blocks flagged hidden are invisible to readers: never cite one alone."

LANGUAGE_NAMES = {"ko": "Korean (한국어)", "en": "English"}

_CONFIRMED_BY: dict[str, Literal["client_confirmation", "chat", "terminal", "approval_token"]] = {
    "elicitation": "client_confirmation",
    "chat": "chat",
    "terminal": "terminal",
    "token": "approval_token",
}


def _window(read: fa_extract.ReadResult, blocks: list[Any]) -> Payload:
    """The fields both reads end with, in their models' order: which blocks, and the blocks.

    `start`, `end` and `next_start` are left out at their defaults (1, none, none), and `end`
    where `next_start` or `total_blocks` says it (`_models.drop_left_out`): each character of
    a read's envelope is paid on every call, in both copies, and a read that starts at the
    first block or reads to the last one says nothing with them. A read with more to come
    always names `next_start`.
    """
    window: Payload = drop_left_out(
        {
            "start": read.start,
            "end": read.end,
            "next_start": read.next_start,
            "total_blocks": read.total_blocks,
        }
    )
    window["content_trust"] = CONTENT_TRUST
    window["blocks"] = blocks
    return window


PICTURE_KIND = "image"
"""The block kind of a described picture (docx, pptx, hwp, hwpx; `read_document_image` anchor=)."""


def _no_text_action(fmt: str, image_only_pages: Sequence[int]) -> str:
    """The one next step for a grade C document, by what fa can show of its format.

    A format shown by page (pdf) or as a whole (png) goes to read_document_image; a grade C
    docx, pptx or svg has no text and no described picture, so neither read tool can help and
    the only step that works is a copy fa can show.
    """
    shown = fa_extract.image_access(fmt)
    if shown == "page":
        first = image_only_pages[0] if image_only_pages else 1
        return f"No text layer: call read_document_image with page={first} to read it by vision."
    if shown == "file":
        return "No text layer: call read_document_image to read it by vision."
    return (
        f"No text and no picture fa can show in this {fmt}: read_document and "
        "read_document_image cannot help. Ask the person for a PDF or PNG copy (an export or a "
        "screenshot) inside an allowed folder, then inspect that copy."
    )


def _findings(report: Report, language: str = "en") -> list[dict[str, Any]]:
    """The findings as data, each with `person`: one sentence for the person in their language
    (the `detail` is for the model, in English)."""
    return [_with_person(finding.to_dict(), language) for finding in report.findings]


def _with_person(finding: dict[str, Any], language: str) -> dict[str, Any]:
    key = f"finding.{finding.get('rule')}"
    if key in SCREEN_TEXT:
        sentence = int(finding.get("sentence_index", 0)) + 1
        finding = {**finding, "person": text(key, language, sentence=sentence)}
    return dict(finding)


def unconfirmed_lines(report: Report) -> list[str]:
    """One line per unconfirmed figure (GR-07) of a checked draft: the sentence's number and
    what the check says of the figure, as the person will read it before approving."""
    return [f"{f.sentence_index + 1}. {f.detail}" for f in report.unconfirmed]


_REMEMBERED_PREVIEWS = 64
_SHOW_UNCONFIRMED = (
    "{count} item(s) are unconfirmed (listed in unconfirmed): the check could neither find "
    "nor contradict them. Show each to the person and ask them to check it against the "
    "document before they approve; fa shows them on the approval screen and form too."
)


class Toolbox:
    """The server's state: config, boundary, one Extractor, the save gate and the tracer.

    Thread-safe: tools run in worker threads and share it. `close()` stops the extractor's
    worker process; use the Toolbox as a context manager in tests.
    """

    def __init__(
        self,
        config: Config,
        *,
        extractor: Extractor | None = None,
        host_approval: str | None = None,
        launch: Launch | None = None,
    ) -> None:
        self.config = config
        # How the person types `fa-mcp ...` for this server (the approval command).
        self.launch = launch if launch is not None else Launch.current(config.source)
        # The person's language (the config's `language`, else the locale): error texts.
        self.language = person_language(config.language)
        # The host that started this server: `fa-mcp approve` refuses to run under it.
        self.host_pid = host_pid()
        # The config's setting wins; else the host entry's default (`fa-mcp install` writes
        # `serve --approval ...`); else the client's own confirmation form.
        self.approval: str = config.approval or host_approval or "elicit"
        if self.approval not in ("elicit", "chat", "terminal"):
            msg = f"unknown approval path {self.approval!r}"
            raise ValueError(msg)
        self.extractor = extractor if extractor is not None else Extractor()
        self.gate = SaveGate(config)
        self.terminal = TerminalApprovals(config)
        self.tracer = Tracer(config.trace_dir, allowed_roots=[r.path for r in config.roots])
        self._boundaries: dict[tuple[str, ...], Boundary] = {}
        self._lock = threading.Lock()
        self._closed = False
        # the unconfirmed figures of each previewed draft, by approval token, for the client's
        # confirmation form (the most recent previews only)
        self._unconfirmed: dict[str, tuple[str, ...]] = {}
        # the search index, in the state folder (opened by the first search)
        self.search = SearchTool(config.state_dir)

    def remember_unconfirmed(self, token: str, lines: Sequence[str]) -> None:
        """Keep a previewed draft's unconfirmed figures for the confirmation form."""
        with self._lock:
            self._unconfirmed[token] = tuple(lines)
            while len(self._unconfirmed) > _REMEMBERED_PREVIEWS:
                del self._unconfirmed[next(iter(self._unconfirmed))]

    def unconfirmed_for(self, token: str) -> tuple[str, ...]:
        """The unconfirmed figures of the draft `token` approves (none when unknown)."""
        with self._lock:
            return self._unconfirmed.get(token, ())

    # lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Stop the extractor's worker; safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self.search.close()
        self.extractor.close()

    def __enter__(self) -> Toolbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # roots -------------------------------------------------------------------------------

    def usable_roots(self, client_roots: Sequence[Path] | None) -> tuple[Root, ...]:
        """The configured roots the client allows: all of them when the client declares none.

        Client roots only narrow: a configured root stays usable when it lies inside (or is)
        some client root. A client root can never add a folder.
        """
        if client_roots is None:
            return self.config.roots
        kept: list[Root] = []
        for root in self.config.roots:
            for client_root in client_roots:
                try:
                    if root.path.is_relative_to(client_root.resolve()):
                        kept.append(root)
                        break
                except (OSError, RuntimeError):
                    continue
        return tuple(kept)

    def boundary(self, client_roots: Sequence[Path] | None) -> Boundary:
        """A Boundary over the usable roots (cached per set of roots)."""
        roots = self.usable_roots(client_roots)
        if not roots:
            raise PathError(
                PATH_OUTSIDE_ROOTS,
                "The client's workspace roots exclude every folder fa may read. Ask the person "
                "to open a workspace that contains an allowed root.",
            )
        key = tuple(root.name for root in roots)
        with self._lock:
            found = self._boundaries.get(key)
            if found is None:
                found = Boundary(roots)
                self._boundaries[key] = found
            return found

    # DISCOVER ----------------------------------------------------------------------------

    def list_allowed_roots(
        self, client_roots: Sequence[Path] | None
    ) -> tuple[RootsResult, Counters]:
        """The usable roots by name, and the output folder."""
        roots = self.usable_roots(client_roots)
        infos = [RootInfo(name=r.name, available=r.path.is_dir()) for r in roots]
        output = self.config.output_root
        reports = sum(1 for p in output.glob("*.md") if p.is_file()) if output.is_dir() else 0
        actions = (
            [f"Call scan_folder with path={infos[0].name!r} to list its files."]
            if infos
            else ["No root is usable: ask the person to allow a folder in config/roots.toml."]
        )
        result = RootsResult(
            roots=infos,
            output_root=OutputInfo(
                name=output.name, reports=reports, written_by="save_approved_report"
            ),
            narrowed_by_client=len(roots) < len(self.config.roots),
            next_actions=actions,
        )
        return result, {"roots": len(infos)}

    def scan_folder(
        self,
        path: str,
        *,
        recursive: bool,
        offset: int,
        limit: int,
        client_roots: Sequence[Path] | None,
        progress: Progress | None = None,
    ) -> tuple[ScanResult, Counters]:
        """One page of the files under a folder; never opens a file."""
        boundary = self.boundary(client_roots)
        folder = boundary.resolve_dir(path)
        prefix = folder.display

        def walked(done: int, total: int | None) -> None:
            if progress is not None:
                progress(done, total, "folder entry")

        scan = fa_extract.scan_folder(
            folder.path,
            prefix=prefix,
            offset=offset,
            limit=limit,
            recursive=recursive,
            progress=walked if progress is not None else None,
        )
        files = [
            ScanFile(
                path=item.path,
                format=item.format,
                size_bytes=item.size_bytes,
                estimated_grade=item.estimated_grade,
                unsupported=item.unsupported,
            )
            for item in scan.files
        ]
        actions = []
        if any(f.unsupported is None for f in files):
            actions.append("Call inspect_document with one of these paths to confirm its grade.")
        elif not files:
            actions.append("No files here: call scan_folder on another folder.")
        else:
            actions.append("No file on this page can be read: call scan_folder on another folder.")
        if any(f.unsupported is not None for f in files):
            actions.append(
                "Files with `unsupported` set cannot be read: tell the person why (it says), "
                "and that a copy saved in a format it names can be."
            )
        if scan.next_offset is not None:
            actions.append(f"Call scan_folder with offset={scan.next_offset} for the next page.")
        result = ScanResult(
            folder=prefix,
            files=files,
            skipped=dict(scan.skipped),
            total_files=scan.total_files,
            unsupported_files=scan.unsupported_files,
            offset=offset,
            next_offset=scan.next_offset,
            next_actions=actions,
        )
        counters: Counters = {
            "files": len(files),
            "total_files": scan.total_files,
            "unsupported_files": scan.unsupported_files,
        }
        return result, counters

    # INSPECT -----------------------------------------------------------------------------

    def inspect_document(
        self,
        path: str,
        *,
        toc_start: int = 1,
        client_roots: Sequence[Path] | None,
        progress: Progress | None = None,
    ) -> tuple[InspectResult, Counters]:
        """Facts about a document without its body text; the toc one page at a time."""
        with self.boundary(client_roots).open_file(path) as opened:
            info = self.extractor.inspect(
                opened.file, opened.name, toc_start=toc_start, progress=progress
            )
            display = opened.display
        actions: list[str] = []
        if info.grade == "C":
            actions.append(_no_text_action(info.format, info.image_only_pages))
        else:
            actions.append(
                f"Call read_document with start=1; about {info.estimated_read_calls} call(s) "
                "cover it, or call build_analysis_prompt to get it with the writing rules."
            )
        if info.toc_next_start is not None:
            actions.append(
                f"The toc has {info.toc_total} entries: call inspect_document with "
                f"toc_start={info.toc_next_start} for the next page of it."
            )
        if info.hidden_blocks:
            actions.append(HIDDEN_NOTE)
        if info.image_only_pages and info.grade != "C":
            pages = ", ".join(str(p) for p in info.image_only_pages[:10])
            actions.append(f"Pages without text ({pages}): call read_document_image with page=N.")
        result = InspectResult(
            path=display,
            format=info.format,
            grade=info.grade,
            unit=info.unit,
            sha256=info.sha256,
            size_bytes=info.size_bytes,
            block_count=info.block_count,
            char_count=info.char_count,
            pages=info.pages,
            slides=info.slides,
            title=info.title,
            toc=[TocItem(anchor=t.anchor, level=t.level, title=t.title) for t in info.toc],
            toc_start=info.toc_start,
            toc_total=info.toc_total,
            toc_next_start=info.toc_next_start,
            content_trust=CONTENT_TRUST,
            image_only_pages=list(info.image_only_pages),
            hidden_blocks=info.hidden_blocks,
            removed_invisible_chars=info.removed_invisible_chars,
            flags=list(info.flags),
            warnings=[w.to_dict() for w in info.warnings],
            estimated_read_calls=info.estimated_read_calls,
            next_actions=actions,
        )
        counters: Counters = {
            "blocks": info.block_count,
            "bytes": info.size_bytes,
            "grade": info.grade,
            "format": info.format,
            "cache_hit": info.cache_hit,
        }
        if info.pages is not None:
            counters["pages"] = info.pages
        return result, counters

    # READ --------------------------------------------------------------------------------

    def _read(
        self,
        path: str,
        start: int,
        end: int | None,
        max_chars: int,
        client_roots: Sequence[Path] | None,
        *,
        progress: Progress | None = None,
        max_tokens: int = fa_extract.DEFAULT_MAX_TOKENS,
    ) -> tuple[str, fa_extract.ReadResult]:
        with self.boundary(client_roots).open_file(path) as opened:
            read = self.extractor.read(
                opened.file,
                opened.name,
                start=start,
                end=end,
                max_chars=max_chars,
                progress=progress,
                max_tokens=max_tokens,
            )
            return opened.display, read

    def read_document(
        self,
        path: str,
        *,
        start: int,
        end: int | None,
        max_chars: int,
        client_roots: Sequence[Path] | None,
        progress: Progress | None = None,
    ) -> tuple[Payload, Counters]:
        """Anchored blocks start..end within the size budget, as `ReadResult`'s JSON form."""
        display, read = self._read(path, start, end, max_chars, client_roots, progress=progress)
        blocks = fa_extract.compact_blocks(read.blocks)
        # The fixed wording of a read's next steps travels with every call, in both copies:
        # each says its one thing in as few words as stay clear (issue 29).
        if read.next_start is not None:
            actions = [f"Next: read_document(start={read.next_start})."]
        else:
            example = read.blocks[0].anchor if read.blocks else "L1"
            actions = [
                f"All read: cite as [{example}], then check_summary_grounding(path, draft, sha256)."
            ]
        if read.grade == "C":
            actions.insert(0, "No text layer: call read_document_image to read it by vision.")
        if any("hidden" in b.flags for b in read.blocks):
            actions.append(HIDDEN_NOTE)
        pictures = [b.anchor for b in read.blocks if b.kind == PICTURE_KIND]
        if pictures:
            actions.append(
                f"Blocks of kind image are pictures (text: alt text); "
                f"read_document_image(anchor={pictures[0]!r}) shows one."
            )
        # ReadResult's fields in its order (model_dump's): `_Result.next_actions` first.
        result: Payload = {
            "next_actions": actions,
            "path": display,
            "sha256": read.sha256,
            "unit": read.unit,
            "grade": read.grade,
            **_window(read, blocks),
        }
        counters: Counters = {
            "blocks": len(read.blocks),
            "total_blocks": read.total_blocks,
            "chars": read.char_count,
            "grade": read.grade,
            "cache_hit": read.cache_hit,
        }
        return result, counters

    def read_document_image(
        self,
        path: str,
        *,
        page: int | None,
        client_roots: Sequence[Path] | None,
        anchor: str | None = None,
    ) -> tuple[ImageResult, bytes, Counters]:
        """A PNG of the file (png), of one PDF page, or of a document's picture, downscaled."""
        with self.boundary(client_roots).open_file(path) as opened:
            image = self.extractor.image(opened.file, opened.name, page=page, anchor=anchor)
            display = opened.display
        result = ImageResult(
            path=display,
            page=image.page,
            anchor=image.anchor,
            width=image.width,
            height=image.height,
            source=image.source,
            next_actions=[
                "Describe only what the image shows; claims from an image cannot be checked "
                "mechanically, so list them under Not verified in the report."
            ],
        )
        counters: Counters = {"bytes": len(image.png), "width": image.width, "height": image.height}
        return result, image.png, counters

    # DRAFT -------------------------------------------------------------------------------

    def build_analysis_prompt(
        self,
        path: Sources,
        *,
        language: str,
        start: int,
        client_roots: Sequence[Path] | None,
        progress: Progress | None = None,
    ) -> tuple[Payload, Counters]:
        """The writing rules, the report template and anchored text within the budget, as
        `PromptResult`'s JSON form. Several documents (a tuple of paths) share the budget, with
        the rules and the template for a report drawn from several (`several_prompt`)."""
        if not isinstance(path, str):
            return self._several_prompt(path, language, client_roots)
        budget = max(
            PROMPT_FLOOR_CHARS,
            fa_extract.DEFAULT_MAX_CHARS - len(WRITING_RULES) - len(REPORT_TEMPLATE),
        )
        # The rules and the template travel in the same result: they spend its tokens too.
        tokens = max(
            PROMPT_FLOOR_CHARS,
            fa_extract.DEFAULT_MAX_TOKENS
            - fa_extract.estimate_tokens(WRITING_RULES + REPORT_TEMPLATE),
        )
        display, read = self._read(
            path, start, None, budget, client_roots, progress=progress, max_tokens=tokens
        )
        blocks = fa_extract.compact_blocks(read.blocks)
        actions = [
            f"Write the report in {LANGUAGE_NAMES[language]} following writing_rules and "
            "report_template, citing the blocks' anchors.",
        ]
        if read.next_start is not None:
            actions.insert(
                0,
                f"More text remains: call build_analysis_prompt or read_document with "
                f"start={read.next_start} before writing about the rest.",
            )
        actions.append(
            "Then call check_summary_grounding with the path, the draft and this sha256."
        )
        # PromptResult's fields in its order (model_dump's), as for read_document.
        result: Payload = {
            "next_actions": actions,
            "path": display,
            "sha256": read.sha256,  # `sources` left out: one document (see `_several_prompt`)
            "language": language,
            "writing_rules": WRITING_RULES,
            "report_template": REPORT_TEMPLATE,
            **_window(read, blocks),
        }
        return result, {"blocks": len(read.blocks), "total_blocks": read.total_blocks}

    # SEARCH ------------------------------------------------------------------------------

    def search_documents(
        self,
        query: str,
        *,
        path: str,
        limit: int,
        offset: int,
        client_roots: Sequence[Path] | None,
        progress: Progress | None = None,
    ) -> tuple[SearchResult, Counters]:
        """The blocks under a folder that hold the query's words and figures (`_search_tool`)."""
        return self.search.run(
            self,
            query,
            path=path,
            limit=limit,
            offset=offset,
            client_roots=client_roots,
            progress=progress,
        )

    def _several_prompt(
        self, paths: Sequence[str], language: str, client_roots: Sequence[Path] | None
    ) -> tuple[Payload, Counters]:
        rules = WRITING_RULES + SEVERAL_SOURCES_RULES
        budget = max(
            PROMPT_FLOOR_CHARS,
            fa_extract.DEFAULT_MAX_CHARS - len(rules) - len(SEVERAL_SOURCES_TEMPLATE),
        )
        tokens = max(
            PROMPT_FLOOR_CHARS,
            fa_extract.DEFAULT_MAX_TOKENS
            - fa_extract.estimate_tokens(rules + SEVERAL_SOURCES_TEMPLATE),
        ) // len(paths)

        def read(one: str, share: int) -> tuple[str, fa_extract.ReadResult]:
            return self._read(one, 1, None, share, client_roots, max_tokens=tokens)

        result, counters = several_prompt(
            read, tuple(paths), budget=budget, language_name=LANGUAGE_NAMES[language]
        )
        result = {
            "next_actions": result.pop("next_actions"),
            **{k: result.pop(k) for k in ("path", "sha256")},
            "language": language,
            "writing_rules": rules,
            "report_template": SEVERAL_SOURCES_TEMPLATE,
            **result,
            "content_trust": CONTENT_TRUST,
        }
        return result, counters

    # CHECK -------------------------------------------------------------------------------

    def _evidence(
        self, path: Sources, client_roots: Sequence[Path] | None
    ) -> tuple[Sources, Sources, tuple[Block, ...]]:
        """(display path, sha256, every citable block) of one document, read now; of several
        (a tuple of paths), the display paths and sha256s in key order and every document's
        blocks with qualified anchors (`A:L1`, `B:L1`).

        The display path (`<root name>/<relative>`) is also the `source` the save gate binds
        the approval token to.
        """
        if not isinstance(path, str):
            return several_evidence(self._one_evidence, tuple(path), client_roots)
        return self._one_evidence(path, client_roots)

    def _one_evidence(
        self, path: str, client_roots: Sequence[Path] | None
    ) -> tuple[str, str, tuple[Block, ...]]:
        with self.boundary(client_roots).open_file(path) as opened:
            info = self.extractor.inspect(opened.file, opened.name)
            opened.file.seek(0)  # the same open file, read again: no second path lookup
            blocks = self.extractor.evidence(opened.file, opened.name)
            return opened.display, info.sha256, tuple(blocks)

    def compare_documents(
        self,
        path_a: str,
        path_b: str,
        *,
        start: int,
        client_roots: Sequence[Path] | None,
    ) -> tuple[CompareResult, Counters]:
        """Two documents aligned block by block (`_compare.compare_documents`), paged."""
        return compare_documents(
            self._one_evidence, path_a, path_b, start=start, client_roots=client_roots
        )

    def check_summary_grounding(
        self,
        path: Sources,
        *,
        draft: str,
        client_roots: Sequence[Path] | None,
        sha256: str | Sequence[str] | None = None,
    ) -> tuple[GroundingResult, Counters]:
        """GR-01..GR-07 against the blocks the server extracts itself, read through the report
        template as the save gate reads them (`fa_gate.check_grounding`).

        With `sha256` (what read_document returned when the draft's text was read), a file
        that changed since is refused as SOURCE_CHANGED: checking the new text in silence
        would judge a draft against blocks its writer never saw. Several documents (a tuple
        of paths) are checked together, with qualified anchors and one sha256 each.
        """
        display, current, blocks = self._evidence(path, client_roots)
        check_sent_sha256(sha256, display, current)
        report = check_grounding(draft, blocks)
        findings = _findings(report, self.language)
        unconfirmed = unconfirmed_lines(report)
        errors = sum(1 for f in findings if f.get("severity") == "error")
        warnings = sum(1 for f in findings if f.get("severity") == "warning")
        if report.ok:
            actions = [
                "Call preview_save_report with the same path (or paths) and draft.",
                "Passing is not correctness: re-read not_verifiable before presenting the draft.",
            ]
            if unconfirmed:
                actions.insert(0, _SHOW_UNCONFIRMED.format(count=len(unconfirmed)))
        else:
            actions = [
                "Fix each error finding (cite a real anchor, copy numbers and quotes exactly), "
                "then call check_summary_grounding again."
            ]
        result = GroundingResult(
            path=first(display),
            sha256=first(current),
            sources=source_infos(display, current),
            ok=report.ok,
            content_trust=CONTENT_TRUST,
            findings=findings,
            unconfirmed=unconfirmed,
            not_verifiable=list(report.not_verifiable),
            counts=Counts(
                errors=errors,
                warnings=warnings,
                sentences_checked=report.sentences_checked,
                citations=report.citations,
            ),
            next_actions=actions,
        )
        return result, {"errors": errors, "warnings": warnings, "blocks": len(blocks)}

    # PREVIEW -----------------------------------------------------------------------------

    def preview_save_report(
        self,
        path: Sources,
        *,
        draft: str,
        client_roots: Sequence[Path] | None,
        client_form: bool = False,
    ) -> tuple[PreviewResult, Counters]:
        """Structure and grounding together; an approval token only when nothing fails.

        `client_form`: the save will ask the client's confirmation form (elicit mode, and the
        client declared it), so the next actions say so instead of `approve=true`."""
        display, sha256, blocks = self._evidence(path, client_roots)
        preview = self.gate.preview(draft, source=display, source_sha256=sha256, blocks=blocks)
        structure = [dict(f.to_dict()) for f in preview.structure]
        grounding = _findings(preview.grounding, self.language)
        unconfirmed = unconfirmed_lines(preview.grounding)
        if preview.approval_token is not None:
            self.remember_unconfirmed(preview.approval_token, unconfirmed)
        code: str | None = None
        command: str | None = None
        if preview.ok and self.approval == "terminal":
            assert preview.approval_token is not None and preview.expires_at is not None
            code = self.terminal.request(
                preview.approval_token,
                source=display,
                output_name=preview.output_name,
                draft=draft,
                expires_at=preview.expires_at,
                host_pid=self.host_pid,
                unconfirmed=unconfirmed,
            )
            command = self.launch.approve_line(code)
            actions = [
                "Show the whole draft to the person. To approve it, they run this in a "
                f"terminal (it shows them the draft as well, and takes their yes or no): "
                f"{command}",
                "Then call save_approved_report with the same path, the same draft and "
                "approval_token: it waits up to "
                f"{self.config.approval_wait_seconds} seconds for their approval.",
            ]
        elif preview.ok and client_form:
            actions = [
                "Show the whole draft to the person.",
                "Then call save_approved_report with the same path, the same draft and "
                "approval_token (no approve argument): the client asks the person to confirm "
                "in its own form before anything is written.",
            ]
        elif preview.ok:
            actions = [
                "Show the whole draft to the person and ask whether to save it.",
                "Only after they say yes, call save_approved_report with the same path, the "
                "same draft, approval_token and approve=true.",
            ]
        else:
            actions = ["Fix the error findings in the draft, then call preview_save_report again."]
        if preview.ok and unconfirmed:
            actions.insert(0, _SHOW_UNCONFIRMED.format(count=len(unconfirmed)))
        result = PreviewResult(
            path=first(display),
            sha256=first(sha256),
            sources=source_infos(display, sha256),
            ok=preview.ok,
            unconfirmed=unconfirmed,
            content_trust=CONTENT_TRUST,
            structure_findings=structure,
            grounding_findings=grounding,
            not_verifiable=list(preview.grounding.not_verifiable),
            approval_token=preview.approval_token,
            output_name=preview.output_name,
            would_overwrite=preview.would_overwrite,
            expires_at=preview.expires_at,
            approval_code=code,
            approval_command=command,
            next_actions=actions,
        )
        return result, {"ok": preview.ok, "findings": len(structure) + len(grounding)}

    # SAVED -------------------------------------------------------------------------------

    def save_approved_report(
        self,
        path: Sources,
        *,
        draft: str,
        approval_token: str,
        approved_via: str,
        client_roots: Sequence[Path] | None,
    ) -> tuple[SaveResult, Counters]:
        """Re-extract the source, let the gate re-check everything, then write.

        `approved_via` is how the person approved: `elicitation` (the client's form), `chat`
        (the model says they did, with approve=true) or `terminal` (`fa-mcp approve`, which
        the gate checks again).
        """
        display, sha256, blocks = self._evidence(path, client_roots)
        saved = self.gate.save(
            draft,
            source=display,
            current_sha256=sha256,
            blocks=blocks,
            approval_token=approval_token,
            approved_via=approved_via,
        )
        report_path = str(self.config.output_root / saved.output_name)
        result = SaveResult(
            path=first(display),
            sources=source_infos(display, sha256),
            saved=SavedInfo(
                output_name=saved.output_name,
                path=report_path,
                sha256=saved.sha256,
                previous_sha256=saved.previous_sha256,
                bytes_written=saved.bytes_written,
                audit_seq=saved.audit_seq,
            ),
            confirmed_by=_CONFIRMED_BY.get(approved_via, "approval_token"),
            next_actions=[
                f"Tell the person the report was saved as {report_path}.",
                "Run `fa-mcp audit verify` to prove the audit chain, if asked.",
            ],
        )
        return result, {"audit_seq": saved.audit_seq, "bytes": saved.bytes_written}

    def check_token(
        self,
        path: Sources,
        *,
        draft: str,
        approval_token: str,
        client_roots: Sequence[Path] | None,
    ) -> None:
        """Refuse at once a token that can never save (forged, for another draft, expired,
        spent), with the save's own code, before a terminal save waits for the person."""
        paths = (path,) if isinstance(path, str) else tuple(path)
        boundary = self.boundary(client_roots)
        displays = []
        for one in paths:
            with boundary.open_file(one) as opened:
                displays.append(opened.display)
        source = displays[0] if isinstance(path, str) else tuple(displays)
        self.gate.check_token(draft, source=source, approval_token=approval_token)

    def saved_reports(self) -> dict[str, Any]:
        """The saved reports with their full paths, newest first (read-only): what
        `fa://reports` and `fa-mcp reports` show. The output folder is the person's own, so
        its absolute path is shown, unlike the roots'."""
        reports, total = list_reports(self.config)
        return {
            "output_root": str(self.config.output_root),
            "total": total,
            "reports": [report.to_dict() for report in reports],
        }

    def record_declined(
        self,
        path: Sources,
        *,
        draft: str,
        client_roots: Sequence[Path] | None,
        code: str = "APPROVAL_DECLINED",
    ) -> None:
        """Audit a save that was not approved (`code` says how); nothing is written."""
        source, sha256, _ = self._evidence(path, client_roots)
        draft_sha256 = hashlib.sha256(draft.encode("utf-8", "surrogatepass")).hexdigest()
        self.gate.record_declined(
            source=source, draft_sha256=draft_sha256, source_sha256=sha256, code=code
        )
