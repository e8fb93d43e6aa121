"""The worker process: parsers run here, behind memory, CPU and wall-clock limits.

Started by the caller as `python -m fa_extract._worker LIMITS_JSON` (its `Limits`, the same for
every request it serves, so no request carries them) in its own session. It sets its own
address-space limit before reading any request, raises its CPU limit per request to
"used so far + the request's allowance", answers frames on stdout and never prints anything else
there (stdout is moved to a private descriptor and fd 1 points at stderr, which the caller
discards). Any exception that is not an ExtractError is mapped to a generic code: library
messages carry paths and document-chosen names.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
import os
import sys
import time
from functools import partial
from typing import IO, Any

from . import _errors as e
from . import _progress as progress
from ._document import finalize
from ._errors import ExtractError
from ._limits import Limits
from ._model import Parsed
from ._readers import reader_for
from ._wire import WireError, read_frame, write_frame

__all__ = ("main",)


def _set_memory_limit(memory_bytes: int) -> None:
    try:
        import resource
    except ImportError:  # Windows: no rlimits; the wall clock remains the bound.
        return
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = memory_bytes if hard == resource.RLIM_INFINITY else min(memory_bytes, hard)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    # A worker ended by SIGXCPU or an abort must not leave a core file holding document bytes.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _set_cpu_allowance(seconds: int) -> None:
    try:
        import resource
    except ImportError:
        return
    # The process's CPU time (user + system, as RLIMIT_CPU counts it) from
    # CLOCK_PROCESS_CPUTIME_ID: about 2 us a call, where getrusage(RUSAGE_SELF) took 1.4 to
    # 10 ms once a document had been parsed (measured on the bench machine's kernel), which
    # was most of the worker's fixed cost on a small file.
    used = int(time.process_time()) + 1
    current, hard = resource.getrlimit(resource.RLIMIT_CPU)
    soft = used + seconds
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    if soft != current:  # set already when the last request began within the same second
        resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))


def parse_document(fmt: str, data: bytes, limits: Limits) -> Parsed:
    """Dispatch to the format reader's `parse(data, limits) -> Parsed` (imported on first use).

    Raises:
        ExtractError: whatever the reader raises, or FORMAT_UNSUPPORTED.
    """
    reader = reader_for(fmt)
    if reader is None:
        raise ExtractError(e.FORMAT_UNSUPPORTED, "This file type is not supported.")
    parsed = reader.load().parse(data, limits)
    if not isinstance(parsed, Parsed) or parsed.format != fmt:
        raise ExtractError(
            e.SERVER_INVARIANT_BROKEN,
            "A parser returned a result of the wrong kind. This is a defect in fa, not in the "
            "file: stop and report it.",
        )
    return parsed


def handle(
    request: dict[str, Any],
    payload: bytes,
    on_progress: progress.Sink | None = None,
    limits: Limits | None = None,
) -> tuple[dict[str, Any], bytes]:
    """Answer one request; never raises for document problems (they become error frames).

    `limits` are the worker's own (from its command line); a request's `limits` field, when
    it has one, replaces them. `on_progress` receives the parse's progress
    (`_progress.report`) before the answer."""
    try:
        if "limits" in request or limits is None:
            limits = Limits(**request["limits"])
        _set_cpu_allowance(limits.worker_cpu_seconds)
        op = request["op"]
        fmt = request["format"]
        if op == "parse":
            if on_progress is not None and request.get("progress") is True:
                with progress.installed(on_progress):
                    parsed = parse_document(fmt, payload, limits)
            else:
                parsed = parse_document(fmt, payload, limits)
            document = finalize(parsed, limits)
            return {"ok": True, "document": document.to_wire()}, b""
        if op == "image":
            reader = reader_for(fmt)
            if reader is None or not reader.has_images:
                raise ExtractError(
                    e.NO_IMAGE_FOR_FORMAT,
                    f"A {fmt} file has no page image; read its text with read_document.",
                )
            anchor = request.get("anchor")
            if isinstance(anchor, str):  # a picture, named by its block's final anchor
                if request.get("split") is True:
                    # A split moved the anchors: the reader knows the block by its own number,
                    # found by parsing once more (only for such a document).
                    origins: dict[str, str] = {}
                    finalize(parse_document(fmt, payload, limits), limits, origins=origins)
                    anchor = origins.get(anchor, "")
                out = reader.load().image(payload, None, limits, anchor=anchor)
            else:
                out = reader.load().image(payload, request.get("page"), limits)
            return {"ok": True, "image": out.header()}, out.png
        raise ExtractError(e.SERVER_INVARIANT_BROKEN, "Unknown worker operation.")
    except ExtractError as exc:
        return {"ok": False, "code": exc.code, "message": exc.message}, b""
    except MemoryError:
        return {
            "ok": False,
            "code": e.DOCUMENT_LIMIT_EXCEEDED,
            "message": "Reading the document needed more memory than allowed; the file is "
            "hostile or too complex.",
            "restart": True,
        }, b""
    except RecursionError:
        return {
            "ok": False,
            "code": e.DOCUMENT_LIMIT_EXCEEDED,
            "message": "The document nests structures too deeply to read; it is hostile or "
            "too complex.",
            "restart": True,
        }, b""
    except Exception:
        return {
            "ok": False,
            "code": e.DOCUMENT_CORRUPT,
            "message": "The document could not be parsed; it may be damaged. Open it in the "
            "program that made it and save it again.",
        }, b""


def _progress_frame(out: IO[bytes], done: int, total: int, unit: str) -> None:
    # A frame before the answer; the caller passes it to its progress callback.
    write_frame(out, {"progress": [done, total], "unit": unit})


def main(argv: list[str] | None = None) -> int:
    """Serve requests on stdin/stdout until stdin closes."""
    args = sys.argv[1:] if argv is None else argv
    protocol_out: IO[bytes] = os.fdopen(os.dup(1), "wb", buffering=1 << 20)
    os.dup2(2, 1)
    protocol_in: IO[bytes] = sys.stdin.buffer
    logging.disable(logging.CRITICAL)
    limits = Limits(**json.loads(args[0])) if args else Limits()
    _set_memory_limit(limits.worker_memory_bytes)
    sys.setrecursionlimit(5000)
    # Warm up before saying ready: PDFium's and olefile's import time belongs to the worker's
    # start, not to the first document's wall clock. pypdf (the fallback and repair path, which
    # pulls in the cryptography bindings: about 40 MB), cryptography itself (HWP distribution
    # documents) and Pillow (images) load when a document needs them.
    for module in ("pypdfium2", "olefile"):
        with contextlib.suppress(ImportError):
            importlib.import_module(module)
    write_frame(protocol_out, {"ready": True})
    while True:
        try:
            request, payload = read_frame(protocol_in)
        except WireError:
            return 0
        response, out = handle(request, payload, partial(_progress_frame, protocol_out), limits)
        del payload
        write_frame(protocol_out, response, out)
        if response.get("restart"):
            return 0


if __name__ == "__main__":
    sys.exit(main())
