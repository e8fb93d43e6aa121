"""The save gate: preview (check, then approve with a token) and save (check again, then write).

`save` trusts nothing it is told. In order it checks that the output root lies outside every
analysis root (`OUTPUT_INSIDE_ANALYSIS_ROOT`), the structure (ST-*) and the grounding (GR-*) of
the draft (`DRAFT_NOT_CLEAN`), the token (`APPROVAL_TOKEN_MISMATCH`, `APPROVAL_TOKEN_EXPIRED`)
and that the source still has the sha256 the token was issued for (`SOURCE_CHANGED`). Every
refusal is audited as `save_refused` with its code, except an unsafe output root: the log lives
there, so writing it would write inside an analysis root.

The report's name is chosen here from the source's display path, never by the caller. The write
is atomic and follows no link: a temp file created exclusively (O_EXCL|O_NOFOLLOW) with a random
name in the output folder, written, fsynced, renamed over the target (a rename replaces a
symlink planted at the target; it never writes through it), then the folder is fsynced. Only
then is `saved` appended to the audit log. The temp file is staged before the log's lock is
taken; reading the previous report, the rename and the record happen under it, so reports and
records keep one order. A crash leaves the old report or the new one, never a torn file and
never a `saved` line for a write that did not happen. If the audit line cannot be written, the
write is undone. Temp files of killed saves are swept once older than `STALE_TEMP_SECONDS`.

The token binds the draft exactly as the model sent it. What is written is that draft made
inert (`neutralise`): images become their alt text and every raw HTML `<` becomes `&lt;`, so
opening the report never loads anything. The transformation is deterministic, so the token binds
the written bytes as well; both hashes are audited (`draft_sha256`, `sha256`).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
import re
import secrets
import stat
import sys
import time
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fa_gate._approval import TerminalApprovals
from fa_gate._audit import AUDIT_FILE_NAME, AuditLog, AuditVerification
from fa_gate._audit_fields import APPROVED_VIA
from fa_gate._config import Config
from fa_gate._errors import (
    APPROVAL_DECLINED,
    APPROVAL_REQUIRED,
    APPROVAL_TIMEOUT,
    APPROVAL_TOKEN_EXPIRED,
    APPROVAL_TOKEN_MISMATCH,
    APPROVAL_TOKEN_USED,
    APPROVAL_UNAVAILABLE,
    DRAFT_NOT_CLEAN,
    OUTPUT_INSIDE_ANALYSIS_ROOT,
    OUTPUT_WRITE_FAILED,
    PATH_INVALID,
    SOURCE_CHANGED,
    PathError,
    SaveError,
)
from fa_gate._grounding import check_grounding
from fa_gate._paths import is_within, lexical_problem
from fa_gate._reports import report_header
from fa_gate._structure import StructureFinding, check_structure
from fa_gate._token import (
    APPROVAL_KEY_NAME,
    MAX_SOURCES,
    TokenClaims,
    check_state_dir,
    issue_token,
    load_key,
    read_token,
)

if TYPE_CHECKING:  # imported where a draft is checked: not needed to start the server
    import fa_grounding

__all__ = (
    "CLOCK_SKEW_SECONDS",
    "Preview",
    "SaveGate",
    "Saved",
    "neutralise",
    "output_name_for",
    "source_fields",
    "verify_audit",
)

_log = logging.getLogger("fa_gate")

CLOCK_SKEW_SECONDS = 60
"""A token issued up to this far in the future (a clock stepped back) is still accepted."""

STALE_TEMP_SECONDS = 600
"""A temp file older than this in the output folder was left by a killed save: it is swept."""

ORPHAN_TEMP_SECONDS = 60
"""A temp file older than this whose process is gone is swept (a save stages in well under a
second; the margin covers a slow disk and a clock that steps)."""

AUDIT_KEY_NAME = "audit.key"
AUDIT_HEAD_NAME = "audit.head"

_NOT_APPROVED = (APPROVAL_DECLINED, APPROVAL_UNAVAILABLE, APPROVAL_REQUIRED, APPROVAL_TIMEOUT)
_MAX_STEM_BYTES = 150
_SHA = re.compile(r"[0-9a-f]{64}")
_UNSAFE_RUN = re.compile(r"_{2,}")
_INLINE_IMAGE = re.compile(r"!\[([^\[\]\n]*)\]\([^()\n]*\)")
_TAG_START = re.compile(r"<(?=[A-Za-z/!?])")
# `.<report>.<pid>.<16 hex>.tmp`; the pid says which process staged it (older names had none).
_TEMP = re.compile(r"\..+?\.(?:(\d{1,10})\.)?[0-9a-f]{16}\.tmp")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
# Without dir_fd (Windows) the write falls back to paths in the (checked) output folder.
# `os.supports_dir_fd` does not list `os.replace` (its parameters are src_dir_fd/dst_dir_fd);
# every POSIX platform that has O_DIRECTORY and openat supports them.
_DIR_FD = (
    sys.platform != "win32"
    and bool(_DIRECTORY)
    and {os.open, os.unlink} <= os.supports_dir_fd
    and os.listdir in os.supports_fd
)


@dataclass(frozen=True, slots=True)
class Preview:
    """What `SaveGate.preview` found, and the approval when nothing failed.

    `approval_token` and `expires_at` are set only when `ok`. `output_name` is the report's file
    name in the output root, chosen from the source path; `would_overwrite` says a report of that
    name exists already.
    """

    ok: bool
    structure: tuple[StructureFinding, ...]
    grounding: fa_grounding.Report
    approval_token: str | None
    output_name: str
    would_overwrite: bool
    expires_at: str | None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: the same fields, findings as dicts."""
        return {
            "ok": self.ok,
            "structure": [finding.to_dict() for finding in self.structure],
            "grounding": self.grounding.to_dict(),
            "approval_token": self.approval_token,
            "output_name": self.output_name,
            "would_overwrite": self.would_overwrite,
            "expires_at": self.expires_at,
        }


@dataclass(frozen=True, slots=True)
class Saved:
    """A written report: its name, the sha256 and size of what was written, the sha256 of the
    report it replaced (None if new), and the audit record's sequence number."""

    output_name: str
    sha256: str
    previous_sha256: str | None
    bytes_written: int
    audit_seq: int

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict with the same five fields."""
        return {
            "output_name": self.output_name,
            "sha256": self.sha256,
            "previous_sha256": self.previous_sha256,
            "bytes_written": self.bytes_written,
            "audit_seq": self.audit_seq,
        }


def output_name_for(source: str | Sequence[str]) -> str:
    """The report's file name for a source display path (`<root name>/<relative>`).

    The file's stem and extension in safe characters (letters of any script, Korean included,
    digits, `-`, `_`), then 8 hex digits of the sha256 of the whole display path, so two sources
    with the same name in different folders never share a report: `결산 2024.pdf` ->
    `결산_2024_pdf_1a2b3c4d.md`. No separator, no dot but the `.md`, never a device name.

    For several sources (a sequence, in key order) the name is the first one's, then `plus`
    and how many others, then 8 hex digits of the sha256 of every display path, each followed
    by a NUL: `결산 2023.hwp` and `결산 2024.hwp` -> `결산_2023_hwp_plus1_5e6f7a8b.md`. One
    source given as a sequence of one is named as the string.

    Raises:
        PathError: `PATH_INVALID` when a source is not a relative display path.
        ValueError: no source, more than `MAX_SOURCES`, or one named twice.
    """
    sources = _check_sources(source)
    text = sources[0]
    if len(sources) == 1:
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]
    else:
        joined = b"".join(item.encode("utf-8") + b"\0" for item in sources)
        digest = f"plus{len(sources) - 1}_" + hashlib.sha256(joined).hexdigest()[:8]
    last = text.rsplit("/", 1)[-1]
    stem, dot, extension = last.rpartition(".")
    if not dot:
        stem, extension = last, ""
    parts = [_safe(stem, _MAX_STEM_BYTES) or "report"]
    if _safe(extension, 16):
        parts.append(_safe(extension, 16))
    parts.append(digest)
    return "_".join(parts) + ".md"


def neutralise(markdown: str) -> str:
    """The report made inert: opening it never loads anything.

    Inline images become their alt text; any other image syntax is escaped (`!\\[`); every `<`
    that could open an HTML tag, comment or declaration becomes `&lt;`. Line ends become `\\n`
    and the text ends with one.
    """
    text = markdown.replace("\r\n", "\n").replace("\r", "\n")
    text = _INLINE_IMAGE.sub(lambda match: match.group(1), text)
    text = text.replace("![", "!\\[")
    text = _TAG_START.sub("&lt;", text)
    return text if text.endswith("\n") else text + "\n"


def verify_audit(config: Config) -> AuditVerification:
    """Check the audit log of `config` (in its output root, keyed from its state folder).

    Proves the chain without changing anything: every line's seq, previous-line hash and HMAC,
    and the head anchor. The same check as `fa-gate audit verify`.
    """
    return _audit_log(config).verify()


def _audit_log(config: Config, clock: Callable[[], float] = time.time) -> AuditLog:
    return AuditLog(
        config.output_root / AUDIT_FILE_NAME,
        config.state_dir / AUDIT_KEY_NAME,
        config.state_dir / AUDIT_HEAD_NAME,
        clock=clock,
    )


class SaveGate:
    """The only way fa writes a report: preview to approve, save to write, both audited.

    `config` gives the roots, the output root, the state folder (keys, head anchor) and the
    token lifetime; `clock` returns Unix seconds (tests move it). One instance is safe to use
    from several threads; several processes may save into the same output root at once.
    """

    def __init__(self, config: Config, *, clock: Callable[[], float] = time.time) -> None:
        self._config = config
        self._clock = clock
        self._audit = _audit_log(config, clock)

    @property
    def audit(self) -> AuditLog:
        """The audit log this gate appends to."""
        return self._audit

    def preview(
        self,
        draft: str,
        *,
        source: str | Sequence[str],
        source_sha256: str | Sequence[str],
        blocks: object,
    ) -> Preview:
        """Check `draft` (ST-* and GR-*) and, when no error is found, issue an approval token.

        `source` is the display path the boundary gave (`<root name>/<relative>`),
        `source_sha256` the sha256 of the file the blocks came from, `blocks` whatever
        `fa_grounding.check` accepts. The token binds the draft, the source (path and sha256)
        and the output name, and expires after `approval_ttl_seconds`. An issued token is
        audited as `preview_issued`.

        A report drawn from several documents gives `source` and `source_sha256` as sequences
        in key order (`A` first, at most `MAX_SOURCES`) and the blocks of every document with
        qualified anchors (`A:L1`, `B:L1`); every path and sha256 is bound into the token.

        Raises:
            PathError: `PATH_INVALID` when `source` is not a relative display path.
            SaveError: `OUTPUT_INSIDE_ANALYSIS_ROOT` when the output root lies in or over an
                analysis root; `OUTPUT_WRITE_FAILED` when the audit log cannot be written (no
                token is issued then).
            ConfigError: the state folder overlaps a root, or a key cannot be made or read.
            ValueError: a sha256 is not 64 lowercase hex digits, or not one for each source;
                no source, more than `MAX_SOURCES`, or one named twice.
            TypeError: `draft` is not a string.
            fa_grounding.GroundingError: `blocks` is not a shape `fa_grounding.check` accepts.
        """
        _check_draft(draft)
        sources = _check_sources(source)
        name = output_name_for(sources)
        digests = _check_shas(source_sha256, len(sources))
        self._check_output_root()
        state = check_state_dir(self._config)
        structure = check_structure(draft)
        grounding = check_grounding(draft, blocks)
        ok = grounding.ok and not any(f.severity == "error" for f in structure)
        token: str | None = None
        expires_at: str | None = None
        if ok:
            key = load_key(state / APPROVAL_KEY_NAME)
            assert key is not None  # create=True never returns None
            issued = int(self._clock())
            draft_sha256 = _sha256(draft)
            token = issue_token(
                key,
                source=sources,
                source_sha256=digests,
                draft_sha256=draft_sha256,
                output_name=name,
                issued_at=issued,
            )
            expires_at = _iso_seconds(issued + self._config.approval_ttl_seconds)
            self._audit.append(
                "preview_issued",
                **source_fields(sources, digests),
                output_name=name,
                draft_sha256=draft_sha256,
                expires_at=expires_at,
            )
        return Preview(
            ok=ok,
            structure=structure,
            grounding=grounding,
            approval_token=token,
            output_name=name,
            would_overwrite=os.path.lexists(self._config.output_root / name),
            expires_at=expires_at,
        )

    def save(
        self,
        draft: str,
        *,
        source: str | Sequence[str],
        current_sha256: str | Sequence[str],
        blocks: object,
        approval_token: str,
        approved_via: str = "token",
    ) -> Saved:
        """Check everything again, in order, then write the report atomically and audit it.

        `current_sha256` is the sha256 of the source as it is now (the caller hashes the file
        again); `approved_via` records how a person approved (`"token"`, or `"elicitation"`
        when the client asked them to confirm). An existing report of the same name is
        replaced and its sha256 recorded. Several sources are given as in `preview`, with the
        sha256 of each as it is now; `SOURCE_CHANGED` names the first that changed.

        Raises:
            PathError: `PATH_INVALID` when `source` is not a relative display path.
            SaveError: in the order checked, `OUTPUT_INSIDE_ANALYSIS_ROOT`, `DRAFT_NOT_CLEAN`
                (ST-* errors, then GR-* errors), `APPROVAL_TOKEN_MISMATCH`,
                `APPROVAL_TOKEN_EXPIRED`, `SOURCE_CHANGED`, then `OUTPUT_WRITE_FAILED`. Each is
                audited as `save_refused` with its code (except `OUTPUT_INSIDE_ANALYSIS_ROOT`:
                the log lives in the output root, which is then unsafe); nothing is written.
            ConfigError: the state folder overlaps a root, or a key cannot be made or read.
            ValueError: `current_sha256` is not 64 lowercase hex digits (one for each source),
                `approved_via` is not one of its values, or the sources are not 1 to
                `MAX_SOURCES` distinct paths.
            TypeError: `draft` is not a string.
            fa_grounding.GroundingError: `blocks` is not a shape `fa_grounding.check` accepts.
        """
        _check_draft(draft)
        sources = _check_sources(source)
        name = output_name_for(sources)
        digests = _check_shas(current_sha256, len(sources))
        named = source_fields(sources, digests)
        if approved_via not in APPROVED_VIA:
            msg = f"approved_via must be one of {', '.join(APPROVED_VIA)}"
            raise ValueError(msg)
        draft_sha256 = _sha256(draft)
        token_sha256 = _sha256(approval_token) if isinstance(approval_token, str) else None

        def refuse(code: str, message: str) -> SaveError:
            error = SaveError(code, message)
            if code == OUTPUT_INSIDE_ANALYSIS_ROOT:
                # The log lives in the output root: writing it there would write inside a root.
                _log.warning("save refused (%s); not audited: the output root is unsafe", code)
                return error
            # The refusal stands even when the log cannot take it; the next verify shows why.
            with contextlib.suppress(SaveError):
                self._audit.append(
                    "save_refused",
                    **named,
                    output_name=name,
                    draft_sha256=draft_sha256,
                    code=code,
                )
            return error

        try:
            self._check_output_root()
        except SaveError as error:
            raise refuse(error.code, error.message) from None
        state = check_state_dir(self._config)  # the audit key is there too: checked before a record
        structure_errors = [f for f in check_structure(draft) if f.severity == "error"]
        if structure_errors:
            first = structure_errors[0]
            raise refuse(
                DRAFT_NOT_CLEAN,
                f"The draft has {len(structure_errors)} structure error(s), the first {first.rule} "
                f"on line {first.line}. Fix the draft, check it again, and preview it again.",
            )
        import fa_grounding

        grounding = fa_grounding.check(draft, blocks)
        if not grounding.ok:
            errors = grounding.errors
            raise refuse(
                DRAFT_NOT_CLEAN,
                f"The draft has {len(errors)} grounding error(s), the first {errors[0].rule} in "
                f"sentence {errors[0].sentence_index + 1}. Fix the draft, run "
                "check_summary_grounding, and preview it again.",
            )
        try:
            claims = self._claims(state, approval_token, sources, draft_sha256, name)
        except SaveError as error:
            raise refuse(error.code, error.message) from None
        changed = [i for i, d in enumerate(digests) if claims.sources_sha256[i] != d]
        if changed and len(sources) == 1:
            raise refuse(
                SOURCE_CHANGED,
                "The source document changed since the preview, so the draft may not match it. "
                "Read the document again, update the draft, and preview again.",
            )
        if changed:
            which = ", ".join(f"{_KEYS[i]} ({sources[i]})" for i in changed)
            raise refuse(
                SOURCE_CHANGED,
                f"Source {which} changed since the preview, so the draft may not match it. "
                "Read that document again, update the draft, and preview again.",
            )
        terminal = TerminalApprovals(self._config, clock=self._clock)
        if approved_via == "terminal" and not terminal.approved(approval_token):
            raise refuse(
                APPROVAL_REQUIRED,
                "The person has not approved this save in a terminal. Ask them to run "
                f"`fa-mcp approve {terminal.code_for(approval_token)}`, then save again.",
            )
        from_images = _from_images(grounding, blocks)
        header = report_header(
            source=_one_or_all(sources),
            source_sha256=_one_or_all(digests),
            saved_at=_iso_seconds(self._clock()),
            approved_via=approved_via,
            unconfirmed=len(grounding.unconfirmed),
            from_images=from_images,
        )
        data = (header + neutralise(draft)).encode("utf-8")
        sha256 = hashlib.sha256(data).hexdigest()
        previous: bytes | None = None
        try:
            with self._output_dir() as folder:
                folder.sweep(time.time())  # every save: file times are wall-clock times
                # Staged before the lock (the slow part: a new file and its fsync); renamed,
                # and recorded (intent, rename, saved), under it, so reports and their records
                # keep one order and a kill at any instant leaves a state the log can settle.
                temp = folder.stage(name, data)
                try:

                    def intent_fields() -> dict[str, str | int | None]:
                        nonlocal previous
                        previous = folder.read(name)
                        return {
                            **named,
                            "output_name": name,
                            "draft_sha256": draft_sha256,
                            "sha256": sha256,
                            "previous_sha256": _sha256_bytes(previous),
                            "bytes_written": len(data),
                            "approved_via": approved_via,
                            "token_sha256": token_sha256,
                            "unconfirmed": len(grounding.unconfirmed),
                            "from_images": len(from_images),
                        }

                    seq = self._audit._record_save(
                        intent_fields,
                        lambda: folder.commit(temp, name),
                        lambda: folder.undo(name, previous),
                    )
                except BaseException:
                    folder.discard(temp)  # gone already when the rename happened
                    raise
        except SaveError as error:
            raise refuse(error.code, error.message) from None
        except OSError:
            raise refuse(
                OUTPUT_WRITE_FAILED,
                "The report could not be written (is the disk full, or the output folder "
                "not writable?). Nothing was written; fix the folder and save again.",
            ) from None
        if approved_via == "terminal":
            terminal.consume(approval_token)
        return Saved(
            output_name=name,
            sha256=sha256,
            previous_sha256=_sha256_bytes(previous),
            bytes_written=len(data),
            audit_seq=seq,
        )

    def check_token(self, draft: str, *, source: str | Sequence[str], approval_token: str) -> None:
        """The token checks `save` makes, alone, before a save waits for a person.

        A terminal save waits up to `approval_wait_seconds` for `fa-mcp approve`; a token that
        can never save (forged, for another draft, expired, or spent already) is refused here
        at once, with the code `save` would give, and audited as `save_refused` like it.

        Raises:
            SaveError: `APPROVAL_TOKEN_MISMATCH`, `APPROVAL_TOKEN_EXPIRED` or
                `APPROVAL_TOKEN_USED` (or `OUTPUT_WRITE_FAILED` when the log cannot be read).
            ConfigError: the state folder overlaps a root, or a key cannot be made or read.
            PathError: `PATH_INVALID` when `source` is not a relative display path.
            ValueError: the sources are not 1 to `MAX_SOURCES` distinct paths.
            TypeError: `draft` is not a string.
        """
        _check_draft(draft)
        sources = _check_sources(source)
        name = output_name_for(sources)
        draft_sha256 = _sha256(draft)
        state = check_state_dir(self._config)
        try:
            self._claims(state, approval_token, sources, draft_sha256, name)
            if self._audit.spent(_sha256(approval_token)):
                raise SaveError(
                    APPROVAL_TOKEN_USED,
                    "This approval token was already used for a save; a token approves one "
                    "save only. To save again, call preview_save_report and ask the person "
                    "again.",
                )
        except SaveError as error:
            with contextlib.suppress(SaveError):
                self._audit.append(
                    "save_refused",
                    **source_fields(sources, None),
                    output_name=name,
                    draft_sha256=draft_sha256,
                    code=error.code,
                )
            raise

    def _claims(
        self,
        state: Path,
        approval_token: str,
        sources: tuple[str, ...],
        draft_sha256: str,
        name: str,
    ) -> TokenClaims:
        """The token's claims once it is genuine, for this draft and report, and not expired.

        Raises:
            SaveError: `APPROVAL_TOKEN_MISMATCH` or `APPROVAL_TOKEN_EXPIRED`.
        """
        key = load_key(state / APPROVAL_KEY_NAME)
        assert key is not None
        claims = read_token(
            key, approval_token, source=sources, draft_sha256=draft_sha256, output_name=name
        )
        now = self._clock()
        if claims.issued_at > now + CLOCK_SKEW_SECONDS:
            raise SaveError(
                APPROVAL_TOKEN_MISMATCH,
                "The approval token was issued in the future (was the clock changed?). "
                "Call preview_save_report again.",
            )
        if now - claims.issued_at > self._config.approval_ttl_seconds:
            raise SaveError(
                APPROVAL_TOKEN_EXPIRED,
                "The approval token has expired. Call preview_save_report again and save with "
                "the new token.",
            )
        return claims

    def record_declined(
        self,
        *,
        source: str | Sequence[str],
        draft_sha256: str,
        source_sha256: str | Sequence[str] | None = None,
        code: str = APPROVAL_DECLINED,
    ) -> int:
        """Audit a save that was not approved; write nothing.

        `code` says how: `APPROVAL_DECLINED` (the person said no), `APPROVAL_UNAVAILABLE` (the
        client declined faster than a person could read), `APPROVAL_REQUIRED` (no approval was
        given) or `APPROVAL_TIMEOUT` (no terminal approval in time). Returns the audit record's
        sequence number (event `save_refused` with that code).

        Raises:
            PathError: `PATH_INVALID` when `source` is not a relative display path.
            SaveError: `OUTPUT_INSIDE_ANALYSIS_ROOT` (not audited: the log would be inside a
                root), or `OUTPUT_WRITE_FAILED` when the audit log cannot be written.
            ValueError: a sha256 is not 64 lowercase hex digits.
            ConfigError: the state folder overlaps a root, or the audit key cannot be read.
        """
        sources = _check_sources(source)
        name = output_name_for(sources)
        _check_sha(draft_sha256)
        digests = None if source_sha256 is None else _check_shas(source_sha256, len(sources))
        if code not in _NOT_APPROVED:
            msg = f"code must be one of {', '.join(_NOT_APPROVED)}"
            raise ValueError(msg)
        self._check_output_root()
        check_state_dir(self._config)
        return self._audit.append(
            "save_refused",
            **source_fields(sources, digests),
            output_name=name,
            draft_sha256=draft_sha256,
            code=code,
        )

    # -- the output folder ------------------------------------------------------------------

    def _check_output_root(self) -> Path:
        try:
            output = self._config.output_root.resolve()
        except (OSError, RuntimeError):
            output = None
        if output is None or _overlaps_a_root(output, self._config):
            raise SaveError(
                OUTPUT_INSIDE_ANALYSIS_ROOT,
                "The output root lies inside an analysis root (or holds one), so a report could "
                "be read back as a source. Fix output_root in config/roots.toml.",
            )
        return output

    @contextmanager
    def _output_dir(self) -> Iterator[_Folder]:
        output = self._check_output_root()
        output.mkdir(parents=True, exist_ok=True)
        if not _DIR_FD:
            yield _Folder(output, None)
            return
        fd = os.open(output, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC)
        try:
            opened = _opened_path(fd)
            if opened is not None and _overlaps_a_root(opened, self._config):
                raise SaveError(
                    OUTPUT_INSIDE_ANALYSIS_ROOT,
                    "The output folder was moved inside an analysis root. Nothing was written; "
                    "fix output_root in config/roots.toml.",
                )
            yield _Folder(output, fd)
        finally:
            os.close(fd)


class _Folder:
    """The output folder, held open (`fd`) where the platform allows, so every name is looked
    up in the folder that was checked, whatever happens to its path meanwhile."""

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        self.fd = fd

    def _open(self, name: str, flags: int, mode: int = 0o644) -> int:
        if self.fd is None:
            return os.open(self.path / name, flags | _BINARY, mode)
        return os.open(name, flags, mode, dir_fd=self.fd)

    def read(self, name: str) -> bytes | None:
        """The bytes of the report now at `name`; None when there is none or it is a symlink."""
        if self.fd is None and (self.path / name).is_symlink():
            return None
        try:
            fd = self._open(name, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC)
        except FileNotFoundError:
            return None
        except OSError as error:
            if error.errno in (errno.ELOOP, errno.EMLINK):
                return None  # a planted symlink: replaced by the rename, never read or followed
            raise
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(errno.EISDIR, "not a regular file")
            parts: list[bytes] = []
            while chunk := os.read(fd, 1 << 20):
                parts.append(chunk)
            return b"".join(parts)
        finally:
            os.close(fd)

    def stage(self, name: str, data: bytes) -> str:
        """Write `data` to a new temp file beside `name` (exclusive, no link followed), fsynced.

        Needs no lock: the name is random and created with O_EXCL, so nothing else can own it.
        """
        for _ in range(8):
            temp = f".{name}.{os.getpid()}.{secrets.token_hex(8)}.tmp"
            try:
                fd = self._open(
                    temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o644
                )
                break
            except FileExistsError:
                continue
        else:
            raise OSError(errno.EEXIST, "no free temporary name")
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
        except BaseException:
            self.discard(temp)
            raise
        return temp

    def commit(self, temp: str, name: str) -> None:
        """Rename the staged `temp` over `name` (replacing a link there), then fsync the folder."""
        if self.fd is None:
            (self.path / temp).replace(self.path / name)
        else:
            os.replace(temp, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        self._sync()

    def write(self, name: str, data: bytes) -> None:
        """Atomically put `data` at `name`: stage, then commit."""
        temp = self.stage(name, data)
        try:
            self.commit(temp, name)
        except BaseException:
            self.discard(temp)
            raise

    def undo(self, name: str, previous: bytes | None) -> None:
        """Put back what was at `name` before `write` (or remove it if nothing was)."""
        try:
            if previous is None:
                self._unlink(name)
                self._sync()
            else:
                self.write(name, previous)
        except OSError:
            pass  # best effort: the caller reports OUTPUT_WRITE_FAILED either way

    def sweep(self, now: float) -> None:
        """Remove temp files killed saves left behind (run before every save).

        Saves stage their temp file before taking the lock, so a fresh one may belong to a
        save in progress. A temp file is removed when it is older than `ORPHAN_TEMP_SECONDS`
        and the process named in it is gone, or older than `STALE_TEMP_SECONDS` whoever made
        it (a pid can be reused, and another machine's pid means nothing here).
        """
        try:
            names = os.listdir(self.fd if self.fd is not None else self.path)  # noqa: PTH208
        except OSError:
            return
        for name in names:
            match = _TEMP.fullmatch(name)
            if match is None:
                continue
            try:
                if self.fd is None:
                    modified = (self.path / name).lstat().st_mtime
                else:
                    modified = os.stat(name, dir_fd=self.fd, follow_symlinks=False).st_mtime
            except OSError:
                continue
            age = now - modified
            owner = int(match.group(1)) if match.group(1) else None
            if age > STALE_TEMP_SECONDS or (
                age > ORPHAN_TEMP_SECONDS and owner is not None and not _process_alive(owner)
            ):
                self.discard(name)

    def discard(self, name: str) -> None:
        """Remove `name` from the folder if it is there (never following a link)."""
        self._unlink(name)

    def _unlink(self, name: str) -> None:
        try:
            if self.fd is None:
                (self.path / name).unlink()
            else:
                os.unlink(name, dir_fd=self.fd)
        except OSError:
            pass

    def _sync(self) -> None:
        if self.fd is not None:
            os.fsync(self.fd)


def _process_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine (True when it cannot be told)."""
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return True  # os.kill would terminate it there; the age rule alone applies
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process, or a number no process can have
    return True


def _opened_path(fd: int) -> Path | None:
    """Where an open folder really is (Linux /proc), to catch a parent swapped for a symlink."""
    try:
        return Path(f"/proc/self/fd/{fd}").readlink()
    except OSError:
        return None


def _overlaps_a_root(output: Path, config: Config) -> bool:
    for root in config.roots:
        try:
            root_path = root.path.resolve()
        except (OSError, RuntimeError):
            root_path = root.path
        if is_within(output, root_path) or is_within(root_path, output):
            return True
    return False


def source_fields(
    sources: str | Sequence[str], sources_sha256: str | Sequence[str | None] | None
) -> dict[str, str | int | None]:
    """The fields that name a report's sources in its audit lines and its header.

    The first source (key `A`) is `source` and `source_sha256`, as for a one-source report;
    each other is `source_<key>` and `source_<key>_sha256` (`source_B`, `source_B_sha256`),
    and `sources` counts them when there are several. `sources_sha256` None (or a None in it)
    leaves that sha256 out.
    """
    paths = (sources,) if isinstance(sources, str) else tuple(sources)
    if sources_sha256 is None or isinstance(sources_sha256, str):
        digests: tuple[str | None, ...] = (sources_sha256,) + (None,) * (len(paths) - 1)
    else:
        digests = tuple(sources_sha256)
    fields: dict[str, str | int | None] = {}
    if len(paths) > 1:
        fields["sources"] = len(paths)
    for index, (path, digest) in enumerate(zip(paths, digests, strict=True)):
        name = "source" if index == 0 else f"source_{_KEYS[index]}"
        fields[name] = path
        if digest is not None:
            fields[f"{name}_sha256"] = digest
    return fields


_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _check_sources(source: object) -> tuple[str, ...]:
    """The display paths of a report's sources, checked, in key order."""
    if isinstance(source, str):
        return (_check_source(source),)
    if not isinstance(source, Sequence) or not 0 < len(source) <= MAX_SOURCES:
        msg = f"a report names 1 to {MAX_SOURCES} sources"
        raise ValueError(msg)
    checked = tuple(_check_source(item) for item in source)
    if len(set(checked)) != len(checked):
        msg = "a report names each source once"
        raise ValueError(msg)
    return checked


def _check_shas(value: object, count: int) -> tuple[str, ...]:
    """One sha256 for each of `count` sources (a string stands for a one-source report)."""
    digests = (value,) if isinstance(value, str) else value
    if not isinstance(digests, Sequence) or len(digests) != count:
        msg = "give one sha256 for each source"
        raise ValueError(msg)
    for digest in digests:
        _check_sha(digest)
    return tuple(str(digest) for digest in digests)


def _one_or_all(values: tuple[str, ...]) -> str | tuple[str, ...]:
    """A one-source report keeps the string form everywhere (token, audit, header)."""
    return values[0] if len(values) == 1 else values


def _check_source(source: object) -> str:
    if not isinstance(source, str):
        source = ""
    parts = source.split("/")
    if (
        lexical_problem(source) is not None
        or len(parts) < 2
        or any(part in ("", ".", "..") for part in parts)
    ):
        raise PathError(
            PATH_INVALID,
            "The source must be the display path '<root name>/<relative path>' that "
            "scan_folder or inspect_document gave. Use that path as it is.",
        )
    return unicodedata.normalize("NFC", source)


def _safe(text: str, max_bytes: int) -> str:
    text = unicodedata.normalize("NFC", text)
    cleaned = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in text)
    cleaned = _UNSAFE_RUN.sub("_", cleaned).strip("_-")
    while len(cleaned.encode("utf-8")) > max_bytes:
        cleaned = cleaned[:-1]
    return cleaned.rstrip("_-")


def _check_draft(draft: object) -> None:
    if not isinstance(draft, str):
        msg = f"draft must be a string of Markdown, not {type(draft).__name__}"
        raise TypeError(msg)


def _check_sha(value: object) -> None:
    if not isinstance(value, str) or _SHA.fullmatch(value) is None:
        msg = "a sha256 must be 64 lowercase hex digits"
        raise ValueError(msg)


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _sha256_bytes(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()


def _iso_seconds(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")[:-6] + "Z"


_QUOTED_FIGURE = re.compile(r"^'((?:[^'\\]|\\.)*)'")


def _from_images(grounding: Any, blocks: Any) -> list[str]:
    """The unconfirmed figures read from a picture or a scanned page (kind `image` or `page`),
    one short line each for the report's header: `sentence 3: '1,234억 원'`."""
    pictured: set[str] = set()
    if not isinstance(blocks, dict):  # a mapping anchor -> text has no kinds
        for block in blocks:
            kind = block.get("kind") if isinstance(block, dict) else getattr(block, "kind", None)
            anchor = (
                block.get("anchor") if isinstance(block, dict) else getattr(block, "anchor", "")
            )
            if kind in {"image", "page"}:
                pictured.add(str(anchor))
    lines = []
    for finding in grounding.unconfirmed:
        if finding.anchors and all(anchor in pictured for anchor in finding.anchors):
            figure = _QUOTED_FIGURE.match(finding.detail)
            shown = f" {figure.group(0)}" if figure else ""
            lines.append(f"sentence {finding.sentence_index + 1}:{shown}")
    return lines
