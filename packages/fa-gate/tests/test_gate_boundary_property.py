"""Property: for any path string, open_file returns a file inside the root or raises PathError."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from fa_gate import Boundary, PathError, Root
from fa_gate._paths import is_within
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="builds POSIX links and a FIFO")

SECRET = b"SECRET outside the root"
CODES = {"PATH_OUTSIDE_ROOTS", "PATH_NOT_FOUND", "NOT_A_FILE", "PATH_INVALID", "PATH_HARDLINK"}


def _build(tmp_path: Path) -> tuple[Path, Path, set[tuple[int, int]]]:
    base = tmp_path / "base"
    root = base / "R"
    (root / "sub" / "inner").mkdir(parents=True)
    (base / "R_evil").mkdir()
    (base / "outside").mkdir()
    for path in (base / "outside" / "x", base / "R_evil" / "x", base / "outside" / "ok.txt"):
        path.write_bytes(SECRET)
    inside = [root / "ok.txt", root / "sub" / "deep.txt", root / "sub" / "inner" / "x"]
    for path in inside:
        path.write_bytes(b"inside " + path.name.encode())
    (root / "link-in").symlink_to("sub/deep.txt")
    (root / "link-out").symlink_to("../outside/x")
    (root / "dir-in").symlink_to("sub", target_is_directory=True)
    (root / "dir-out").symlink_to(base / "outside", target_is_directory=True)
    (root / "sub" / "up").symlink_to("..", target_is_directory=True)
    (root / "sub" / "up2").symlink_to("../..", target_is_directory=True)
    (root / "loop").symlink_to("loop")
    os.mkfifo(root / "fifo")
    os.link(base / "outside" / "ok.txt", root / "hard")
    ids = {(path.stat().st_dev, path.stat().st_ino) for path in inside}
    return base.resolve(), root.resolve(), ids


NAMES = [
    "R", "sub", "inner", "ok.txt", "deep.txt", "x", "..", ".", "", "link-in", "link-out",
    "dir-in", "dir-out", "up", "up2", "loop", "fifo", "hard", "outside", "R_evil", "base",
]  # fmt: skip


def test_any_path_is_a_file_inside_the_root_or_a_path_error(tmp_path: Path) -> None:
    base, root, inside_ids = _build(tmp_path)
    boundary = Boundary([Root("R", root)])
    prefixes = st.sampled_from(["", "/", f"{root}/", f"{base}/", "R/", "../"])
    names = st.lists(st.sampled_from(NAMES), min_size=1, max_size=8)
    mixed = st.lists(st.one_of(st.sampled_from(NAMES), st.text(max_size=6)), max_size=8)
    paths = st.one_of(
        st.builds(lambda prefix, parts: prefix + "/".join(parts), prefixes, names),
        st.builds(lambda prefix, parts: prefix + "/".join(parts), prefixes, mixed),
        st.text(max_size=40),
    )
    outcomes: set[str] = set()

    @settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(paths)
    @example("R/ok.txt")
    @example("dir-in/inner/../deep.txt")
    @example(f"{root}/sub/up/link-in")
    def check(path: str) -> None:
        try:
            opened = boundary.open_file(path)
        except PathError as error:
            assert error.code in CODES
            assert str(base) not in error.message
            outcomes.add(error.code)
            return
        outcomes.add("opened")
        with opened:
            info = os.fstat(opened.file.fileno())
            assert (info.st_dev, info.st_ino) in inside_ids
            assert opened.file.read().startswith(b"inside ")
            assert is_within(root / opened.relative, root)
            assert opened.display == f"R/{opened.relative}"

    check()
    assert "opened" in outcomes  # the positive side of the property was exercised
