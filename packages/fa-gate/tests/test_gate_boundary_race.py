"""Check-then-swap races: a folder or file replaced by a symlink at every step of the walk.

The swaps are made deterministic by wrapping `os.open`/`os.stat` so the attacker moves exactly
between two of the boundary's own system calls; a last test flips a folder from a thread while
opening in a loop. In every case no open may ever return the outside file.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from fa_gate import Boundary, PathError, Root

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX symlink races")

SECRET = b"SECRET outside the root"


def _setup(tmp_path: Path) -> tuple[Boundary, Path, Path]:
    base = tmp_path / "base"
    root = base / "R"
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "deep.txt").write_bytes(b"deep")
    (base / "outside").mkdir()
    (base / "outside" / "deep.txt").write_bytes(SECRET)
    return Boundary([Root("R", root.resolve())]), base.resolve(), root.resolve()


def _swap_dir_for_link(root: Path, base: Path) -> None:
    (root / "sub").rename(root / "sub-old")
    (root / "sub").symlink_to(base / "outside", target_is_directory=True)


def _wrap_open(
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    *,
    before: Callable[[], object] | None = None,
    after: Callable[[], object] | None = None,
) -> list[int]:
    """Run `before`/`after` around the boundary's open of component `name` (once)."""
    real_open = os.open
    calls: list[int] = []

    def wrapped(path: object, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
        hit = path == name and dir_fd is not None and not calls
        if hit:
            calls.append(1)
            if before:
                before()
        fd = real_open(path, flags, mode, dir_fd=dir_fd)  # type: ignore[arg-type]
        if hit and after:
            after()
        return fd

    monkeypatch.setattr(os, "open", wrapped)
    return calls


def test_folder_swapped_for_a_link_just_before_it_is_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boundary, base, root = _setup(tmp_path)
    calls = _wrap_open(monkeypatch, "sub", before=lambda: _swap_dir_for_link(root, base))
    with pytest.raises(PathError) as caught:
        boundary.open_file("sub/deep.txt")
    assert calls == [1]  # the swap really happened between resolution and open
    assert caught.value.code == "PATH_OUTSIDE_ROOTS"


def test_folder_swapped_for_a_link_just_after_it_is_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boundary, base, root = _setup(tmp_path)
    calls = _wrap_open(monkeypatch, "sub", after=lambda: _swap_dir_for_link(root, base))
    with boundary.open_file("sub/deep.txt") as opened:
        content = opened.file.read()
    assert calls == [1]
    assert (root / "sub").is_symlink()  # the swap happened before the file was opened
    assert content == b"deep"  # the folder already held open, never the link's target


def test_file_swapped_for_a_link_after_the_type_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boundary, base, root = _setup(tmp_path)
    real_stat = os.stat
    swapped: list[int] = []

    def stat_then_swap(path: object, *args: object, **kwargs: object) -> os.stat_result:
        result = real_stat(path, *args, **kwargs)  # type: ignore[arg-type]
        if path == "deep.txt" and not swapped:
            swapped.append(1)
            (root / "sub" / "deep.txt").unlink()
            (root / "sub" / "deep.txt").symlink_to(base / "outside" / "deep.txt")
        return result

    monkeypatch.setattr(os, "stat", stat_then_swap)
    with pytest.raises(PathError) as caught:
        boundary.open_file("sub/deep.txt")
    assert swapped == [1]
    assert caught.value.code == "PATH_OUTSIDE_ROOTS"


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="the re-check uses /proc")
def test_folder_moved_out_of_the_root_mid_walk_is_caught(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boundary, base, root = _setup(tmp_path)
    calls = _wrap_open(monkeypatch, "sub", after=lambda: (root / "sub").rename(base / "moved-out"))
    with pytest.raises(PathError) as caught:
        boundary.open_file("sub/deep.txt")
    assert calls == [1]
    assert caught.value.code == "PATH_OUTSIDE_ROOTS"


def test_resolve_dir_with_a_folder_swapped_before_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boundary, base, root = _setup(tmp_path)
    _wrap_open(monkeypatch, "sub", before=lambda: _swap_dir_for_link(root, base))
    with pytest.raises(PathError) as caught:
        boundary.resolve_dir("sub")
    assert caught.value.code == "PATH_OUTSIDE_ROOTS"


def test_a_thread_flipping_folder_and_link_never_lets_the_outside_file_through(
    tmp_path: Path,
) -> None:
    boundary, base, root = _setup(tmp_path)
    (root / "sub").rename(root / "real")
    (root / "evil").symlink_to(base / "outside", target_is_directory=True)
    stop = threading.Event()

    def flip() -> None:
        # `sub` is in turn the real folder, missing, and a link to the outside folder.
        while not stop.is_set():
            (root / "real").rename(root / "sub")
            (root / "sub").rename(root / "real")
            (root / "evil").rename(root / "sub")
            (root / "sub").rename(root / "evil")

    flipper = threading.Thread(target=flip, daemon=True)
    flipper.start()
    seen: dict[str, int] = {}
    try:
        for _ in range(1500):
            try:
                with boundary.open_file("sub/deep.txt") as opened:
                    content = opened.file.read()
            except PathError as error:
                seen[error.code] = seen.get(error.code, 0) + 1
                continue
            assert content == b"deep", "an open returned the outside file"
            seen["opened"] = seen.get("opened", 0) + 1
    finally:
        stop.set()
        flipper.join(timeout=30)
    assert not flipper.is_alive()
    assert set(seen) <= {"opened", "PATH_NOT_FOUND", "PATH_OUTSIDE_ROOTS"}
    assert sum(seen.values()) == 1500
