"""The allowed-roots boundary: SECURITY.md section 1, every case that runs on Linux."""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import sys
import threading
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
from fa_gate import AllowedDir, Boundary, ConfigError, OpenedFile, PathError, Root

SECRET = b"SECRET outside the root"
SIBLINGS = ("R_evil", "R2", "R_backup", "R-old", "R.bak")

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types and links")


def _tree(tmp_path: Path) -> tuple[Path, Path]:
    """base/R (the root) with a few files; siblings and base/outside hold the secret."""
    base = tmp_path / "base"
    root = base / "R"
    (root / "sub" / "inner").mkdir(parents=True)
    (root / "ok.txt").write_bytes(b"ok")
    (root / "sub" / "deep.txt").write_bytes(b"deep")
    (root / "sub" / "inner" / "x.txt").write_bytes(b"inner")
    (root / "..test").write_bytes(b"dotdot-test")
    (root / "te..st").write_bytes(b"te-dotdot-st")
    (root / "%2e%2e").write_bytes(b"literally percent")
    for sibling in SIBLINGS:
        (base / sibling).mkdir()
        (base / sibling / "x.txt").write_bytes(SECRET)
    (base / "outside").mkdir()
    (base / "outside" / "x").write_bytes(SECRET)
    (base / "outside" / "deep.txt").write_bytes(SECRET)
    return base, root


def _make(tmp_path: Path) -> tuple[Boundary, Path, Path]:
    base, root = _tree(tmp_path)
    return Boundary([Root("R", root.resolve())]), base.resolve(), root.resolve()


def _read(boundary: Boundary, path: str) -> tuple[str, bytes]:
    with boundary.open_file(path) as opened:
        return opened.display, opened.file.read()


def _code(call: Callable[[], object]) -> str:
    with pytest.raises(PathError) as caught:
        call()
    return caught.value.code


def _refusal(boundary: Boundary, path: str) -> PathError:
    with pytest.raises(PathError) as caught:
        boundary.open_file(path)
    return caught.value


def _assert_clean(error: PathError, *secrets: Path) -> None:
    """The message never holds a resolved path or a root's absolute path."""
    for secret in secrets:
        assert str(secret) not in error.message
    assert "/tmp" not in error.message
    assert isinstance(error, PermissionError)


# -- allowed ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "display", "content"),
    [
        ("ok.txt", "R/ok.txt", b"ok"),
        ("R/ok.txt", "R/ok.txt", b"ok"),
        ("sub/deep.txt", "R/sub/deep.txt", b"deep"),
        ("R/sub/inner/x.txt", "R/sub/inner/x.txt", b"inner"),
        ("..test", "R/..test", b"dotdot-test"),
        ("te..st", "R/te..st", b"te-dotdot-st"),
        ("%2e%2e", "R/%2e%2e", b"literally percent"),
        ("./sub/./deep.txt", "R/sub/deep.txt", b"deep"),
        ("sub//deep.txt", "R/sub/deep.txt", b"deep"),
        # Policy: `..` that stays inside the root is followed.
        ("sub/../ok.txt", "R/ok.txt", b"ok"),
        ("R/sub/inner/../../ok.txt", "R/ok.txt", b"ok"),
    ],
)
def test_files_inside_the_root_open(
    tmp_path: Path, path: str, display: str, content: bytes
) -> None:
    boundary, _, _ = _make(tmp_path)
    with boundary.open_file(path) as opened:
        assert isinstance(opened, OpenedFile)
        assert opened.display == display
        assert opened.relative == display.removeprefix("R/")
        assert opened.name == display.rsplit("/", 1)[-1]
        assert opened.root.name == "R"
        assert opened.size == len(content)
        assert opened.file.tell() == 0
        assert opened.file.read() == content
    assert opened.file.closed


def test_absolute_path_inside_the_root_opens(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    assert _read(boundary, str(root / "sub" / "deep.txt")) == ("R/sub/deep.txt", b"deep")


def test_absolute_path_through_a_symlinked_ancestor_opens(tmp_path: Path) -> None:
    boundary, base, _ = _make(tmp_path)
    (tmp_path / "alias").symlink_to(base, target_is_directory=True)
    assert _read(boundary, str(tmp_path / "alias" / "R" / "ok.txt")) == ("R/ok.txt", b"ok")
    alias_outside = str(tmp_path / "alias" / "outside" / "x")
    assert _code(lambda: boundary.open_file(alias_outside)) == "PATH_OUTSIDE_ROOTS"


def test_korean_names_match_in_either_normal_form(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    nfd = unicodedata.normalize("NFD", "보고서.pdf")
    (root / nfd).write_bytes(b"korean")
    display, content = _read(boundary, unicodedata.normalize("NFC", "보고서.pdf"))
    assert content == b"korean"
    assert display == f"R/{nfd}"  # named as it is on disk


# -- outside ------------------------------------------------------------------------------------


@pytest.mark.parametrize("sibling", SIBLINGS)
def test_sibling_folders_sharing_the_prefix_are_outside(tmp_path: Path, sibling: str) -> None:
    boundary, base, root = _make(tmp_path)
    for path in (
        str(base / sibling / "x.txt"),
        f"{root}{sibling[1:]}/x.txt",
        f"../{sibling}/x.txt",
    ):
        error = _refusal(boundary, path)
        assert error.code == "PATH_OUTSIDE_ROOTS"
        _assert_clean(error, base, root)
    # Relative, with one root, the sibling's name is just a missing folder inside R.
    assert _code(lambda: boundary.open_file(f"{sibling}/x.txt")) == "PATH_NOT_FOUND"


@pytest.mark.parametrize(
    "path",
    [
        "../outside/x",
        "sub/../../outside/x",
        "R/../outside/x",
        "R/sub/inner/../../../outside/x",
        "..",
        "../R/ok.txt",  # leaves the root before coming back: refused, not normalised
        "/etc/passwd",
        "/",
        "//etc/passwd",
        "/../../etc/passwd",
    ],
)
def test_traversal_and_absolute_paths_outside_are_refused(tmp_path: Path, path: str) -> None:
    boundary, base, root = _make(tmp_path)
    error = _refusal(boundary, path)
    assert error.code == "PATH_OUTSIDE_ROOTS"
    assert "list_allowed_roots" in error.message
    _assert_clean(error, base, root)


def test_absolute_path_with_dotdot_leaving_the_root_is_refused(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    assert _code(lambda: boundary.open_file(f"{root}/../outside/x")) == "PATH_OUTSIDE_ROOTS"
    assert _code(lambda: boundary.open_file(f"{root}/../R_evil/x.txt")) == "PATH_OUTSIDE_ROOTS"


def test_with_several_roots_a_path_must_name_one(tmp_path: Path) -> None:
    base, root = _tree(tmp_path)
    other = base / "other"
    other.mkdir()
    (other / "o.txt").write_bytes(b"other")
    boundary = Boundary([Root("R", root.resolve()), Root("other", other.resolve())])
    assert _read(boundary, "other/o.txt") == ("other/o.txt", b"other")
    assert _read(boundary, "R/ok.txt") == ("R/ok.txt", b"ok")
    assert _code(lambda: boundary.open_file("ok.txt")) == "PATH_OUTSIDE_ROOTS"
    assert _code(lambda: boundary.open_file("R_evil/x.txt")) == "PATH_OUTSIDE_ROOTS"
    assert _code(lambda: boundary.open_file(".")) == "PATH_INVALID"
    # Crossing from one root into another with `..` is refused too.
    assert _code(lambda: boundary.open_file("R/../other/o.txt")) == "PATH_OUTSIDE_ROOTS"


# -- symlinks (policy: followed only while they stay inside the same root) ---------------------


@posix_only
def test_symlinks_inside_the_root_are_followed_and_named_by_their_target(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "rel-link").symlink_to("sub/deep.txt")
    (root / "abs-link").symlink_to(root / "sub" / "inner" / "x.txt")
    (root / "chain1").symlink_to("chain2")
    (root / "chain2").symlink_to("sub/chain3")
    (root / "sub" / "chain3").symlink_to("../ok.txt")
    (root / "dir-link").symlink_to("sub", target_is_directory=True)
    (root / "sub" / "up").symlink_to("..", target_is_directory=True)
    assert _read(boundary, "rel-link") == ("R/sub/deep.txt", b"deep")
    assert _read(boundary, "abs-link") == ("R/sub/inner/x.txt", b"inner")
    assert _read(boundary, "chain1") == ("R/ok.txt", b"ok")
    assert _read(boundary, "dir-link/deep.txt") == ("R/sub/deep.txt", b"deep")
    assert _read(boundary, "sub/up/ok.txt") == ("R/ok.txt", b"ok")
    # `..` after a symlinked folder is the target's parent, as the kernel would resolve it.
    assert _read(boundary, "dir-link/inner/../deep.txt") == ("R/sub/deep.txt", b"deep")


@posix_only
def test_symlinks_leading_outside_are_refused(tmp_path: Path) -> None:
    boundary, base, root = _make(tmp_path)
    (root / "to-file").symlink_to("../outside/x")
    (root / "to-file-abs").symlink_to(base / "outside" / "x")
    (root / "to-dir").symlink_to(base / "outside", target_is_directory=True)
    (root / "to-evil").symlink_to(base / "R_evil", target_is_directory=True)
    (root / "c1").symlink_to("sub/c2")
    (root / "sub" / "c2").symlink_to("../c3")
    (root / "c3").symlink_to("sub/../../outside/x")
    (root / "sub" / "up-up").symlink_to("../..", target_is_directory=True)
    (root / "to-etc").symlink_to("/etc/passwd")
    (root / "to-root").symlink_to("/", target_is_directory=True)
    (root / "to-dev-null").symlink_to("/dev/null")
    for path in (
        "to-file",
        "to-file-abs",
        "to-dir/x",
        "to-evil/x.txt",
        "c1",
        "sub/up-up/outside/x",
        "sub/up-up/R/ok.txt",  # out and back in: refused, the walk left the root
        "to-etc",
        "to-root/etc/passwd",
        "to-dev-null",
    ):
        error = _refusal(boundary, path)
        assert error.code == "PATH_OUTSIDE_ROOTS", path
        _assert_clean(error, base, root)


@posix_only
def test_symlink_into_another_allowed_root_is_refused(tmp_path: Path) -> None:
    base, root = _tree(tmp_path)
    other = base / "other"
    other.mkdir()
    (other / "o.txt").write_bytes(b"other")
    (root / "to-other").symlink_to(other / "o.txt")
    boundary = Boundary([Root("R", root.resolve()), Root("other", other.resolve())])
    assert _code(lambda: boundary.open_file("R/to-other")) == "PATH_OUTSIDE_ROOTS"


@posix_only
def test_dangling_symlinks_are_not_found_inside_and_denied_outside(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "dangling-in").symlink_to("sub/missing.txt")
    (root / "dangling-out").symlink_to("../outside/missing.txt")
    assert _code(lambda: boundary.open_file("dangling-in")) == "PATH_NOT_FOUND"
    # Outside, existence is never revealed: the answer is the same as for an existing file.
    assert _code(lambda: boundary.open_file("dangling-out")) == "PATH_OUTSIDE_ROOTS"


@posix_only
def test_symlink_loops_end_with_path_invalid(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "loop-a").symlink_to("loop-b")
    (root / "loop-b").symlink_to("loop-a")
    (root / "self").symlink_to("self/x", target_is_directory=True)
    assert _code(lambda: boundary.open_file("loop-a")) == "PATH_INVALID"
    assert _code(lambda: boundary.open_file("self")) == "PATH_INVALID"


# -- hard links (policy: a file with more than one link is refused) -----------------------------


@posix_only
def test_hard_link_to_an_outside_file_is_refused(tmp_path: Path) -> None:
    boundary, base, root = _make(tmp_path)
    os.link(base / "outside" / "x", root / "hard")
    error = _refusal(boundary, "hard")
    assert error.code == "PATH_HARDLINK"
    assert "hard link" in error.message
    assert "copy" in error.message  # what a person can do: a copy has a single link
    _assert_clean(error, base, root)


@posix_only
def test_hard_link_policy_refuses_any_second_name_and_allows_single_files(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "twice.txt").write_bytes(b"twice")
    os.link(root / "twice.txt", root / "sub" / "twice-again.txt")
    assert _code(lambda: boundary.open_file("twice.txt")) == "PATH_HARDLINK"
    (root / "sub" / "twice-again.txt").unlink()
    assert _read(boundary, "twice.txt") == ("R/twice.txt", b"twice")


# -- a trailing slash names a folder, never the file before it ---------------------------------


@pytest.mark.parametrize("path", ["ok.txt/", "sub/deep.txt/", "R/ok.txt/", "ok.txt//", "rel-link/"])
def test_a_file_path_with_a_trailing_slash_is_invalid(tmp_path: Path, path: str) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "rel-link").symlink_to("sub/deep.txt")
    error = _refusal(boundary, path)
    assert error.code == "PATH_INVALID"
    assert "slash" in error.message


def test_a_folder_path_may_end_with_a_slash(tmp_path: Path) -> None:
    boundary, _, _ = _make(tmp_path)
    assert boundary.resolve_dir("R/sub/").display == "R/sub"


# -- not a file -------------------------------------------------------------------------------


def _in_thread(call: Callable[[], object]) -> BaseException | None:
    """Run `call` in a thread; fail (instead of hanging the suite) if it does not return."""
    result: list[BaseException | None] = []

    def run() -> None:
        try:
            call()
        except BaseException as error:
            result.append(error)
        else:
            result.append(None)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive(), "the boundary blocked"
    return result[0]


@posix_only
def test_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    os.mkfifo(root / "pipe.pdf")
    error = _in_thread(lambda: boundary.open_file("pipe.pdf"))
    assert isinstance(error, PathError)
    assert error.code == "NOT_A_FILE"
    assert "FIFO" in error.message


@posix_only
def test_fifo_swapped_in_after_the_type_screen_still_cannot_block(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "doc.pdf").write_bytes(b"%PDF-")
    real_stat = os.stat

    def stat_then_swap(path: object, *args: object, **kwargs: object) -> os.stat_result:
        result = real_stat(path, *args, **kwargs)  # type: ignore[arg-type]
        if path == "doc.pdf":
            (root / "doc.pdf").unlink()
            os.mkfifo(root / "doc.pdf")
        return result

    monkeypatch.setattr(os, "stat", stat_then_swap)
    error = _in_thread(lambda: boundary.open_file("doc.pdf"))
    assert isinstance(error, PathError)
    assert error.code == "NOT_A_FILE"


@posix_only
def test_socket_is_refused(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(root / "s.sock"))
        error = _in_thread(lambda: boundary.open_file("s.sock"))
        assert isinstance(error, PathError)
        assert error.code == "NOT_A_FILE"
    finally:
        server.close()


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="needs /dev")
def test_device_node_is_refused_without_opening_it() -> None:
    boundary = Boundary([Root("dev", Path("/dev"))])
    for name in ("null", "zero", "dev/null"):
        error = _in_thread(lambda name=name: boundary.open_file(name))
        assert isinstance(error, PathError)
        assert error.code == "NOT_A_FILE"


@posix_only
def test_device_node_inside_a_root_is_refused(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    try:
        os.mknod(root / "null", stat.S_IFCHR | 0o600, os.makedev(1, 3))
    except PermissionError:
        pytest.skip(reason="creating a device node needs privileges")
    error = _in_thread(lambda: boundary.open_file("null"))
    assert isinstance(error, PathError)
    assert error.code == "NOT_A_FILE"


@pytest.mark.parametrize("path", ["sub", "sub/", "R", "R/", ".", "sub/inner/..", "R/sub/.."])
def test_folders_and_the_root_itself_are_not_files(tmp_path: Path, path: str) -> None:
    boundary, _, _ = _make(tmp_path)
    error = _refusal(boundary, path)
    assert error.code == "NOT_A_FILE"
    assert "folder" in error.message


def test_the_root_by_absolute_path_is_not_a_file(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    for path in (str(root), f"{root}/", f"{root}/sub/.."):
        error = _refusal(boundary, path)
        assert error.code == "NOT_A_FILE"
        assert str(root) not in error.message


def test_empty_path_is_invalid(tmp_path: Path) -> None:
    boundary, _, _ = _make(tmp_path)
    assert _code(lambda: boundary.open_file("")) == "PATH_INVALID"


@pytest.mark.parametrize("path", ["missing.txt", "sub/missing/x", "ok.txt/x", "R/nope"])
def test_missing_paths_are_not_found(tmp_path: Path, path: str) -> None:
    boundary, base, root = _make(tmp_path)
    error = _refusal(boundary, path)
    assert error.code == "PATH_NOT_FOUND"
    assert "scan_folder" in error.message
    _assert_clean(error, base, root)


def test_trailing_whitespace_is_never_trimmed(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    assert _code(lambda: boundary.open_file("ok.txt ")) == "PATH_INVALID"
    assert _code(lambda: boundary.open_file(" ok.txt")) == "PATH_NOT_FOUND"
    assert (root / "ok.txt").exists()


# -- the root folder itself changing ------------------------------------------------------------


@posix_only
def test_root_replaced_after_start_is_refused(tmp_path: Path) -> None:
    boundary, base, root = _make(tmp_path)
    root.rename(base / "R-moved")
    (base / "outside").rename(root)  # the outside folder now sits where the root was
    assert _code(lambda: boundary.open_file("x")) == "PATH_OUTSIDE_ROOTS"


def test_root_removed_after_start_is_not_found(tmp_path: Path) -> None:
    boundary, base, root = _make(tmp_path)
    root.rename(base / "R-moved")
    assert _code(lambda: boundary.open_file("ok.txt")) == "PATH_NOT_FOUND"


def test_boundary_refuses_bad_root_lists(tmp_path: Path) -> None:
    with pytest.raises(ConfigError):
        Boundary([])
    with pytest.raises(ConfigError):
        Boundary([Root("a", tmp_path), Root("a", tmp_path)])
    with pytest.raises(ConfigError):
        Boundary([Root("gone", tmp_path / "gone")])


# -- resolve_dir (scan_folder goes through the same boundary) -----------------------------------


def test_resolve_dir_forms(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    assert boundary.resolve_dir() == AllowedDir(boundary.roots[0], "", root, "R")
    assert boundary.resolve_dir(".") == AllowedDir(boundary.roots[0], "", root, "R")
    assert boundary.resolve_dir("R") == AllowedDir(boundary.roots[0], "", root, "R")
    found = boundary.resolve_dir("R/sub/inner")
    assert (found.relative, found.path, found.display) == (
        "sub/inner",
        root / "sub" / "inner",
        "R/sub/inner",
    )
    assert boundary.resolve_dir(str(root / "sub")).display == "R/sub"


@posix_only
def test_resolve_dir_follows_inside_links_and_refuses_outside_ones(tmp_path: Path) -> None:
    boundary, base, root = _make(tmp_path)
    (root / "dir-link").symlink_to("sub", target_is_directory=True)
    (root / "out-link").symlink_to(base / "outside", target_is_directory=True)
    assert boundary.resolve_dir("dir-link").path == root / "sub"
    for path in ("out-link", "..", "../R_evil", str(base / "R_evil"), "sub/../.."):
        assert _code(lambda path=path: boundary.resolve_dir(path)) == "PATH_OUTSIDE_ROOTS"
    assert _code(lambda: boundary.resolve_dir("ok.txt")) == "PATH_NOT_FOUND"
    assert _code(lambda: boundary.resolve_dir("missing")) == "PATH_NOT_FOUND"


def test_resolve_dir_with_several_roots_needs_a_name(tmp_path: Path) -> None:
    base, root = _tree(tmp_path)
    boundary = Boundary([Root("R", root.resolve()), Root("out", (base / "outside").resolve())])
    assert _code(lambda: boundary.resolve_dir("")) == "PATH_INVALID"
    assert _code(lambda: boundary.resolve_dir("sub")) == "PATH_OUTSIDE_ROOTS"
    assert boundary.resolve_dir("out").display == "out"


def test_display_names_an_absolute_path_without_touching_it(tmp_path: Path) -> None:
    boundary, base, root = _make(tmp_path)
    assert boundary.display(root / "sub" / "not-yet.md") == "R/sub/not-yet.md"
    assert boundary.display(root) == "R"
    with pytest.raises(PathError):
        boundary.display(base / "R_evil" / "x.txt")
    with pytest.raises(PathError):
        boundary.display("relative/x")
    with pytest.raises(PathError):
        boundary.display(f"{root}/../outside/x")


# -- resources ----------------------------------------------------------------------------------


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="counts fds through /proc")
def test_no_file_descriptor_leaks(tmp_path: Path) -> None:
    boundary, _, root = _make(tmp_path)
    (root / "out").symlink_to("../outside/x")
    os.mkfifo(root / "pipe")
    paths = ["ok.txt", "sub/deep.txt", "../outside/x", "out", "pipe", "sub", "missing", "a:b"]
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(20):
        for path in paths:
            with contextlib.suppress(PathError):
                boundary.open_file(path).close()
        boundary.resolve_dir("sub")
    assert len(os.listdir("/proc/self/fd")) == before


# -- the fallback used where openat is missing (Windows), exercised here on purpose -----------


@posix_only
def test_realpath_fallback_keeps_the_same_outcomes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fa_gate import _boundary

    monkeypatch.setattr(_boundary, "_HAS_DIR_FD", False)
    boundary, base, root = _make(tmp_path)
    (root / "rel-link").symlink_to("sub/deep.txt")
    (root / "to-file").symlink_to("../outside/x")
    (root / "to-dir").symlink_to(base / "outside", target_is_directory=True)
    os.mkfifo(root / "pipe")
    os.link(base / "outside" / "x", root / "hard")
    assert _read(boundary, "sub/deep.txt") == ("R/sub/deep.txt", b"deep")
    assert _read(boundary, "rel-link") == ("R/sub/deep.txt", b"deep")
    assert _read(boundary, "sub/../ok.txt") == ("R/ok.txt", b"ok")
    expected = {
        "../outside/x": "PATH_OUTSIDE_ROOTS",
        "../R/ok.txt": "PATH_OUTSIDE_ROOTS",
        "sub/../../outside/x": "PATH_OUTSIDE_ROOTS",
        "to-file": "PATH_OUTSIDE_ROOTS",
        "to-dir/x": "PATH_OUTSIDE_ROOTS",
        "hard": "PATH_HARDLINK",
        "/etc/passwd": "PATH_OUTSIDE_ROOTS",
        "pipe": "NOT_A_FILE",
        "sub": "NOT_A_FILE",
        "missing": "PATH_NOT_FOUND",
        "a.pdf:stream": "PATH_INVALID",
    }
    for path, code in expected.items():
        error = _in_thread(lambda path=path: boundary.open_file(path))
        assert isinstance(error, PathError), path
        assert error.code == code, path
    assert boundary.resolve_dir("sub").path == root / "sub"
    assert _code(lambda: boundary.resolve_dir("to-dir")) == "PATH_OUTSIDE_ROOTS"
    assert _code(lambda: boundary.resolve_dir("ok.txt")) == "PATH_NOT_FOUND"


def test_a_root_named_in_nfd_on_disk_is_found_by_its_nfc_name(tmp_path: Path) -> None:
    # A Korean folder made on a Mac is NFD on disk; a model types NFC.
    folder = tmp_path / unicodedata.normalize("NFD", "보고서함")
    folder.mkdir()
    (folder / "a.txt").write_text("x", encoding="utf-8")
    config_file = tmp_path / "fa.toml"
    config_file.write_text(
        f'allowed_roots = ["{folder.name}"]\noutput_root = "out"\nstate_dir = "st"\n',
        encoding="utf-8",
    )
    from fa_gate import load_config

    config = load_config(config_file)
    assert config.roots[0].name == "보고서함"  # named in NFC, as the model will type it
    boundary = Boundary(config.roots)
    for spelling in ("NFC", "NFD"):
        with boundary.open_file(unicodedata.normalize(spelling, "보고서함/a.txt")) as opened:
            assert opened.display == "보고서함/a.txt"
    assert boundary.resolve_dir(unicodedata.normalize("NFD", "보고서함")).display == "보고서함"


def test_a_file_not_found_gets_the_closest_names_in_its_folder(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    (root / "sub").mkdir(parents=True)
    for name in ("2025년 예산안.hwp", "2025년 결산.hwp", "회의록.docx"):
        (root / "sub" / name).write_text("x", encoding="utf-8")
    (tmp_path / "2025년 예산.hwp").write_text("outside", encoding="utf-8")
    boundary = Boundary([Root("docs", root.resolve())])
    with pytest.raises(PathError) as missing:
        boundary.open_file("docs/sub/2025년 예산.hwp")
    assert missing.value.code == "PATH_NOT_FOUND"
    assert "2025년 예산안.hwp" in missing.value.message  # the closest name, inside the root
    assert str(tmp_path) not in missing.value.message
    with pytest.raises(PathError) as far:
        boundary.open_file("docs/sub/zzzz.pdf")
    assert "예산" not in far.value.message  # nothing close: no guess
    (tmp_path / "drafts").mkdir()
    two = Boundary([Root("docs", root.resolve()), Root("drafts", (tmp_path / "drafts").resolve())])
    with pytest.raises(PathError) as root_typo:
        two.open_file("doc/sub/회의록.docx")
    assert root_typo.value.code == "PATH_OUTSIDE_ROOTS"
    assert "'docs'" in root_typo.value.message
