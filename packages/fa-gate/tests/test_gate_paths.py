"""Lexical path checks: Windows forms, control characters and long input, refused on every OS."""

from __future__ import annotations

from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest
from fa_gate import Boundary, PathError, Root
from fa_gate._paths import is_within, lexical_problem

WINDOWS_FORMS = [
    "C:\\data\\R_evil\\a.pdf",
    "C:/data/R/a.pdf",
    "C:x",
    "c:",
    "\\\\server\\share-evil\\a.pdf",
    "//server/share-evil\\a.pdf",
    "\\\\?\\C:\\data\\a.pdf",
    "\\\\.\\COM1",
    "\\\\.\\pipe\\x",
    "a.pdf:stream",
    "a.pdf::$DATA",
    "sub/a.pdf:Zone.Identifier",
    "a.pdf.",
    "a.pdf ",
    "sub./a.pdf",
    "sub /a.pdf",
    "...",
    "CON",
    "con",
    "Con.pdf",
    "NUL",
    "nul.txt",
    "PRN",
    "AUX.tar.gz",
    "COM1.pdf",
    "com9",
    "LPT1",
    "lpt9.docx",
    "COM\u00b9.pdf",
    "CONIN$",
    "CON .txt",
    "sub/NUL/a.pdf",
    "sub\\a.pdf",
]

BAD_CHARACTERS = [
    "a\x00b.pdf",
    "\x00",
    "a\x01.pdf",
    "a\nb.pdf",
    "a\tb.pdf",
    "\x1b[31mred.pdf",
    "a\x7f.pdf",
    "a\x85.pdf",
    "evil\u202efdp.exe",
    "a\u2066b.pdf",
    "a\u200fb.pdf",
    "a\ud800b.pdf",
]

ACCEPTED = [
    "ok.txt",
    "sub/deep.txt",
    "..test",
    "te..st",
    ".hidden",
    "%2e%2e",
    "%2e%2e/%2e%2e/etc/passwd",
    "CONTRACT.pdf",
    "console.pdf",
    "COM10.pdf",
    "nullable.pdf",
    "LPT.pdf",
    "a b.pdf",
    " leading.pdf",
    "보고서 2024.pdf",
    "sub//a.pdf",
    "../x",
]


@pytest.mark.parametrize("text", WINDOWS_FORMS)
def test_windows_forms_are_refused_lexically(text: str) -> None:
    assert lexical_problem(text) is not None


@pytest.mark.parametrize("text", BAD_CHARACTERS)
def test_control_and_bidi_characters_are_refused(text: str) -> None:
    assert lexical_problem(text) is not None


@pytest.mark.parametrize("text", ACCEPTED)
def test_ordinary_names_pass_the_lexical_check(text: str) -> None:
    # `..` passes here: whether it leaves the root is decided by the walk, not by the text.
    assert lexical_problem(text) is None


def test_long_input_is_refused_by_length() -> None:
    assert lexical_problem("a" * 4097) is not None
    assert lexical_problem("a" * 256) is not None  # one component over 255 bytes
    assert lexical_problem("가" * 86) is not None  # 258 UTF-8 bytes in 86 characters
    assert lexical_problem("가" * 85) is None
    assert lexical_problem("a/" * 300) is not None  # too many levels
    assert lexical_problem("") is not None


def test_single_name_mode_refuses_separators_and_dots() -> None:
    for name in ("a/b", ".", "..", "", "x:y", "CON", "name."):
        assert lexical_problem(name, single=True) is not None
    assert lexical_problem("samples", single=True) is None


def test_is_within_compares_components_not_strings() -> None:
    root = PurePosixPath("/data/R")
    assert is_within(PurePosixPath("/data/R"), root)
    assert is_within(PurePosixPath("/data/R/a/b.pdf"), root)
    for sibling in ("/data/R_evil/x", "/data/R2/x", "/data/R-old", "/data/R.bak", "/data"):
        assert not is_within(PurePosixPath(sibling), root)
    # Windows paths compare case-insensitively, as the filesystem does.
    assert is_within(PureWindowsPath("c:/Data/r/x.pdf"), PureWindowsPath("C:/data/R"))
    assert not is_within(PureWindowsPath("C:/data/R_evil/x.pdf"), PureWindowsPath("C:/data/R"))


@pytest.mark.parametrize("text", WINDOWS_FORMS + BAD_CHARACTERS)
def test_boundary_refuses_lexical_forms_with_path_invalid(tmp_path: Path, text: str) -> None:
    root = tmp_path / "R"
    root.mkdir()
    boundary = Boundary([Root("R", root)])
    with pytest.raises(PathError) as caught:
        boundary.open_file(text)
    assert caught.value.code == "PATH_INVALID"
    with pytest.raises(PathError) as caught_dir:
        boundary.resolve_dir(text)
    assert caught_dir.value.code == "PATH_INVALID"
    # The message never quotes the input (it may hold control characters) or the root. (Short
    # inputs such as "NUL" appear in the message's own list of reserved names.)
    if len(text) > 5:
        assert text not in caught.value.message
    assert str(tmp_path) not in caught.value.message


def test_boundary_refuses_very_long_input_with_path_invalid(tmp_path: Path) -> None:
    root = tmp_path / "R"
    root.mkdir()
    boundary = Boundary([Root("R", root)])
    for text in ("a" * 100_000, "a/" * 5000 + "x", "x" * 300, "../" * 2000 + "etc/passwd"):
        with pytest.raises(PathError) as caught:
            boundary.open_file(text)
        assert caught.value.code == "PATH_INVALID"


@pytest.mark.parametrize("value", [None, b"ok.txt", 3, Path("ok.txt")])
def test_boundary_refuses_non_strings(tmp_path: Path, value: object) -> None:
    root = tmp_path / "R"
    root.mkdir()
    (root / "ok.txt").write_bytes(b"ok")
    boundary = Boundary([Root("R", root)])
    with pytest.raises(PathError) as caught:
        boundary.open_file(value)  # type: ignore[arg-type]
    assert caught.value.code == "PATH_INVALID"
