"""What may enter a trace line: allow-listed names, allow-listed forms, nothing else."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

from fa_trace import DEFAULT_ARG_ALLOWLIST, Tracer, fold_path
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

KEY = b"k" * 16
SAFE = re.compile(r"[A-Za-z0-9_.:?()/#+-]{0,40}")


def test_trace_fold_path_keeps_only_kind_pseudonym_and_known_extension() -> None:
    cases = {
        "/home/kim/문서/2024 예산.pdf": r"\(abs\)/[0-9a-f]{8}\.pdf",
        "C:\\Users\\kim\\보고서.DOCX": r"\(abs\)/[0-9a-f]{8}\.docx",
        "C:보고서.pptx": r"\(abs\)/[0-9a-f]{8}\.pptx",
        "\\\\server\\share\\a.svg": r"\(abs\)/[0-9a-f]{8}\.svg",
        "~/notes/a.png": r"\(abs\)/[0-9a-f]{8}\.png",
        "file:///tmp/a.pdf": r"\(abs\)/[0-9a-f]{8}\.pdf",
        "sub/deep/report.pdf": r"\(rel\)/[0-9a-f]{8}\.pdf",
        "report.exe": r"\(rel\)/[0-9a-f]{8}",
        "file.txt:stream": r"\(rel\)/[0-9a-f]{8}",
        ".pdf": r"\(rel\)/[0-9a-f]{8}",
        "folder/": r"\(rel\)/[0-9a-f]{8}",
        "": r"\(rel\)/\.",
        ".": r"\(rel\)/\.",
    }
    for given_path, pattern in cases.items():
        folded = fold_path(given_path, key=KEY)
        assert folded is not None and re.fullmatch(pattern, folded), (given_path, folded)


def test_trace_fold_path_pseudonym_is_stable_per_key_and_differs_across_keys() -> None:
    a = fold_path("/docs/a.pdf", key=KEY)
    assert a == fold_path("/docs/a.pdf", key=KEY)
    assert a != fold_path("/docs/b.pdf", key=KEY)
    assert a != fold_path("/docs/a.pdf", key=b"other key value!")
    # NFC and NFD spellings of one Korean name are one file.
    nfd = unicodedata.normalize("NFD", "/문서/가.pdf")
    assert nfd != "/문서/가.pdf"
    assert fold_path(nfd, key=KEY) == fold_path("/문서/가.pdf", key=KEY)
    assert fold_path(Path("/docs/a.pdf"), key=KEY) == fold_path("/docs/a.pdf", key=KEY)
    assert fold_path(b"/docs/a.pdf", key=KEY) is None
    assert fold_path(12, key=KEY) is None


def _only_line(folder: Path) -> dict[str, object]:
    [day_file] = folder.glob("*.jsonl")
    [line] = day_file.read_text(encoding="ascii").splitlines()
    return json.loads(line)


def test_trace_arguments_keep_only_allowlisted_names_and_forms(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path)
    tracer.record(
        "build_analysis_prompt",
        duration_ms=1,
        outcome="ok",
        args={
            "start": 5,
            "end": True,  # a bool is not an int here
            "max_chars": 10**12,  # out of range
            "page": "3",  # a string is not an int
            "recursive": 1,  # an int is not a bool
            "format": "pdf",
            "language": "klingon",
            "report_type": "summary",
            "draft": "초안 본문",
            "approval_token": "abc",
            "options": ["/root/a"],
            "unknown": 1,
        },
    )
    line = _only_line(tmp_path)
    assert line["args"] == {
        "start": 5,
        "format": "pdf",
        "language": "(other)",
        "report_type": "summary",
    }
    assert line["dropped_args"] == 8


def test_trace_counters_keep_numbers_and_closed_strings_only(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path, counter_enums={"grade": {"A", "B", "C"}})
    tracer.record(
        "inspect_document",
        duration_ms=1,
        outcome="ok",
        counters={
            "blocks": 12,
            "ratio": 0.12345,
            "cache_hit": False,
            "grade": "B",
            "unit": "page",  # not in this tracer's enums
            "title": "제목",
            "Blocks": 1,
            "toc": ["a"],
            "huge": 10**16,
        },
    )
    assert _only_line(tmp_path)["counters"] == {
        "blocks": 12,
        "ratio": 0.123,
        "cache_hit": False,
        "grade": "B",
    }


def test_trace_custom_allowlist_replaces_the_default(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path, arg_allowlist={"mode": frozenset({"fast", "full"})})
    tracer.record("x", duration_ms=1, outcome="ok", args={"mode": "fast", "start": 1})
    assert _only_line(tmp_path)["args"] == {"mode": "fast"}


def test_trace_tool_outcome_and_class_names_are_checked(tmp_path: Path) -> None:
    tracer = Tracer(tmp_path)
    tracer.record(
        "Read Document!",
        duration_ms=-1,
        outcome="not a code",
        error_class="ValueError: /home/kim/secret.pdf",
    )
    line = _only_line(tmp_path)
    assert line["tool"] == "(other)"
    assert line["outcome"] == "(other)"
    assert line["error_class"] == "(other)"
    assert line["duration_ms"] is None


def test_trace_default_allowlist_has_no_free_text_argument() -> None:
    for banned in ("draft", "approval_token", "options", "text", "query", "title", "output"):
        assert banned not in DEFAULT_ARG_ALLOWLIST


_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text() | st.binary(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=6,
)


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    tool=st.text(max_size=50),
    outcome=st.text(max_size=50),
    args=st.dictionaries(
        st.sampled_from(sorted(DEFAULT_ARG_ALLOWLIST)) | st.text(max_size=50), _values
    ),
    counters=st.dictionaries(st.text(max_size=50), _values),
    error_class=st.none() | st.text(max_size=60),
)
def test_trace_any_input_gives_one_line_of_short_safe_ascii(
    tmp_path: Path,
    tool: str,
    outcome: str,
    args: dict[str, object],
    counters: dict[str, object],
    error_class: str | None,
) -> None:
    tracer = Tracer(tmp_path / "t")
    tracer.record(
        tool,
        duration_ms=1.0,
        outcome=outcome,
        args=args,
        counters=counters,
        error_class=error_class,
    )
    assert tracer.enabled
    last = (tmp_path / "t").glob("*.jsonl").__next__().read_bytes().splitlines()[-1]
    assert last.isascii()
    record = json.loads(last)

    def walk(value: object) -> None:
        if isinstance(value, str):
            assert SAFE.fullmatch(value), value
        elif isinstance(value, dict):
            for name, item in value.items():
                walk(name)
                walk(item)
        else:
            assert value is None or isinstance(value, bool | int | float), value

    walk(record)
