"""The allowed-roots boundary: a path from the model becomes an open, verified file, or a refusal.

How a path is walked (POSIX): the root folder is opened first and checked to be the folder seen
at start-up; then every component is opened relative to the folder opened before it
(`openat`), with `O_NOFOLLOW`, so the kernel never follows a symlink and never resolves `..` for
us. A symlink is read (`readlinkat`) and its target walked the same way, from the same held
folders, so a link whose target leaves the root is refused. `..` steps back to the folder held
one level up, and stepping above the root is refused. The last component is opened with
`O_NONBLOCK` (a FIFO cannot hang the open), then `fstat` decides on the object actually opened:
only a regular file with a single hard link passes. On Linux, `/proc/self/fd` then confirms
the opened file still lies inside the root (a folder renamed out of the root mid-walk is caught).

Why this defeats the check-then-swap race: nothing is checked by name and then opened by name.
Each decision is taken on an object already held open (or refused by `O_NOFOLLOW` at the
moment of opening), so swapping a folder for a symlink at any instant either is seen (the open
fails with ELOOP and the link is examined) or comes too late (we already hold the real folder).

Policies:
- Symlinks and `..` are followed when they stay inside the same root; anything that leaves
  it, even into another allowed root, is PATH_OUTSIDE_ROOTS. The file is then named by where it
  really lies (`OpenedFile.display`), never by the link.
- Hard links: a file whose link count is above 1 is refused (PATH_HARDLINK, its own code so the
  model does not look for another root). fa cannot see where the other names live, so it cannot
  prove the file is only inside a root; a person can copy the file (a copy has a single link).
- A file path ending in `/` is PATH_INVALID: it names a folder, and the kernel would
  otherwise open the file before it.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath, PurePosixPath
from typing import BinaryIO

from fa_gate._config import Root
from fa_gate._errors import (
    NOT_A_FILE,
    PATH_HARDLINK,
    PATH_INVALID,
    PATH_NOT_FOUND,
    PATH_OUTSIDE_ROOTS,
    ConfigError,
    PathError,
)
from fa_gate._paths import MAX_COMPONENTS, is_within, lexical_problem, split_components

__all__ = ("AllowedDir", "Boundary", "OpenedFile")

MAX_LINK_HOPS = 40
"""Symlinks followed for one path before giving up (the Linux kernel's own limit)."""

_MAX_STEPS = 4096
"""Components walked for one path, links included; bounds the work a link maze can cause."""

_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_NOCTTY = getattr(os, "O_NOCTTY", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)
_O_NOINHERIT = getattr(os, "O_NOINHERIT", 0)

_DIR_FLAGS = os.O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
_FILE_FLAGS = os.O_RDONLY | _O_NOFOLLOW | _O_NONBLOCK | _O_NOCTTY | _O_CLOEXEC

_HAS_DIR_FD = {os.open, os.stat, os.readlink} <= os.supports_dir_fd and bool(_O_NOFOLLOW)
_PROC_FD = Path("/proc/self/fd")
_HAS_PROC_FD = sys.platform.startswith("linux") and _PROC_FD.is_dir()

# Errors a refused O_NOFOLLOW open reports for a symlink: ELOOP (Linux, macOS), EMLINK (FreeBSD),
# ENOTDIR (a link opened with O_DIRECTORY on some systems).
_LINK_ERRNOS = frozenset({errno.ELOOP, errno.EMLINK, errno.ENOTDIR})

_NEXT_ROOTS = "Call list_allowed_roots, then scan_folder, and use a path like <root name>/<file>."


def _outside(detail: str = "the path leads outside the allowed roots") -> PathError:
    return PathError(PATH_OUTSIDE_ROOTS, f"Access denied: {detail}. {_NEXT_ROOTS}")


def _not_found(detail: str = "nothing exists at that path inside the allowed roots") -> PathError:
    return PathError(PATH_NOT_FOUND, f"Not found: {detail}. Call scan_folder to see the files.")


def _invalid(detail: str) -> PathError:
    return PathError(PATH_INVALID, f"Invalid path: the path {detail}. {_NEXT_ROOTS}")


def _not_a_file(kind: str) -> PathError:
    return PathError(
        NOT_A_FILE,
        f"Not a file: the path names {kind}, not a regular file. "
        "Pick a document listed by scan_folder.",
    )


class OpenedFile:
    """A verified regular file inside an allowed root, open for binary reading at offset 0.

    Use it as a context manager (it closes the file). Pass `.file` to a parser, never a path.
    """

    __slots__ = ("file", "relative", "root", "size")

    def __init__(self, file: BinaryIO, root: Root, relative: str, size: int) -> None:
        self.file = file
        self.root = root
        self.relative = relative
        self.size = size

    @property
    def display(self) -> str:
        """`<root name>/<relative>`: the name the model should use for this file everywhere."""
        return f"{self.root.name}/{self.relative}"

    @property
    def name(self) -> str:
        """The file's own name (last component)."""
        return self.relative.rsplit("/", 1)[-1]

    def close(self) -> None:
        """Close the file (closing twice is harmless)."""
        self.file.close()

    def __enter__(self) -> OpenedFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"OpenedFile({self.display!r}, size={self.size})"


@dataclass(frozen=True)
class AllowedDir:
    """A folder inside an allowed root, for listing (`scan_folder`).

    `path` is absolute; walk it with `os.scandir` without following symlinks, and open every
    file through `Boundary.open_file`, never by joining names onto `path`.
    """

    root: Root
    relative: str
    path: Path
    display: str


class Boundary:
    """The allowed roots, and the only way fa turns a path from the model into an open file.

    Thread-safe: it keeps no state between calls beyond the roots and their identities.
    """

    def __init__(self, roots: Sequence[Root]) -> None:
        """Remember the roots and the identity of each root folder as it is now.

        Raises:
            ConfigError: no roots, two roots with one name, or a root folder that cannot be
                opened.
        """
        if not roots:
            raise ConfigError("allowed_roots", "No allowed roots are configured.")
        self._roots = tuple(roots)
        # Root names match in NFC and NFD alike: a folder made on a Mac is NFD on disk, and a
        # model types NFC.
        self._by_name = {unicodedata.normalize("NFC", root.name): root for root in self._roots}
        if len(self._by_name) != len(self._roots):
            raise ConfigError("allowed_roots", "Two allowed roots share one name. Rename one.")
        self._identity: dict[str, tuple[int, int]] = {}
        for root in self._roots:
            try:
                if not root.path.is_absolute() or root.path.resolve(strict=True) != root.path:
                    raise ConfigError(
                        "allowed_roots",
                        f"The allowed root {root.name!r} must be given as an absolute, resolved "
                        "path (load_config does this).",
                    )
                info = root.path.stat()
            except (OSError, RuntimeError):
                raise ConfigError(
                    "allowed_roots",
                    f"The allowed root {root.name!r} cannot be opened. Check that it exists.",
                ) from None
            if not stat.S_ISDIR(info.st_mode):
                raise ConfigError(
                    "allowed_roots", f"The allowed root {root.name!r} is not a folder."
                )
            self._identity[root.name] = (info.st_dev, info.st_ino)

    @property
    def roots(self) -> tuple[Root, ...]:
        """The allowed roots, in configuration order."""
        return self._roots

    def open_file(self, path: str) -> OpenedFile:
        """Open the regular file the model named, after proving it lies inside an allowed root.

        `path` may be `<root name>/<relative>` (the canonical form), an absolute path inside a
        root, or, when exactly one root is configured, a path relative to that root.

        Raises:
            PathError: PATH_INVALID (empty, control characters, too long, Windows forms, a
                file named with a trailing slash), PATH_OUTSIDE_ROOTS (outside every root, a
                link leading out), PATH_HARDLINK (a file with more than one hard link),
                PATH_NOT_FOUND (nothing there), NOT_A_FILE (folder, FIFO, socket, device).
        """
        root, parts = self._locate(path, want_dir=False)
        if _HAS_DIR_FD:
            fd, names = self._walk(root, parts, want_dir=False)
        else:
            fd, names = self._open_by_realpath(root, parts)
        try:
            info = os.fstat(fd)
            if stat.S_ISREG(info.st_mode) and path.endswith("/"):
                # `docs/report.svg/` names a folder; the walk drops the empty last component
                # and would open the file, so a file named like a folder is refused as written.
                raise _invalid("ends with a slash, so it names a folder, not a file")
            _verify_file(info)
            _verify_inside(fd, root)
            os.set_blocking(fd, True)
            file = os.fdopen(fd, "rb")
        except BaseException:
            os.close(fd)
            raise
        return OpenedFile(file, root, "/".join(names), info.st_size)

    def resolve_dir(self, path: str = "") -> AllowedDir:
        """Resolve a folder inside an allowed root, for listing.

        `""` or `"."` is the root itself when exactly one root is configured; with several, name
        one (`<root name>` or `<root name>/<folder>`).

        Raises:
            PathError: the same codes as `open_file`; PATH_NOT_FOUND when the path is a file.
        """
        root, parts = self._locate(path, want_dir=True)
        if _HAS_DIR_FD:
            fd, names = self._walk(root, parts, want_dir=True)
            try:
                _verify_inside(fd, root)
            finally:
                os.close(fd)
        else:
            # Windows cannot open a folder as a file; the real-path check is the whole check.
            names = self._realpath_parts(root, parts, want_dir=True)[1]
        relative = "/".join(names)
        display = f"{root.name}/{relative}" if relative else root.name
        return AllowedDir(root, relative, root.path.joinpath(*names), display)

    def display(self, path: str | os.PathLike[str]) -> str:
        """Name an absolute path inside a root as `<root name>/<relative>`, without touching it.

        For messages, previews and the audit log, which must never hold an absolute path.

        Raises:
            PathError: PATH_OUTSIDE_ROOTS when the path is not lexically inside a root.
        """
        target = Path(path)
        if ".." in target.parts:
            raise _outside()
        for root in self._roots:
            if target.is_absolute() and is_within(target, root.path):
                relative = target.relative_to(root.path).as_posix()
                return root.name if relative == "." else f"{root.name}/{relative}"
        raise _outside()

    # -- locating: which root, which components ------------------------------------------------

    def _locate(self, path: object, *, want_dir: bool) -> tuple[Root, list[str]]:
        if not isinstance(path, str):
            raise _invalid("is not a string")
        if path == "" and not want_dir:
            raise _invalid("is empty")
        if path in ("", "."):
            if len(self._roots) == 1:
                return self._roots[0], []
            raise _invalid("does not name a root, and several roots are configured")
        problem = lexical_problem(path)
        if problem:
            raise _invalid(problem)
        parts = split_components(path)
        if path.startswith("/"):
            return self._locate_absolute(path, parts)
        first = unicodedata.normalize("NFC", parts[0]) if parts else ""
        if first in self._by_name:
            return self._by_name[first], parts[1:]
        if len(self._roots) == 1:
            return self._roots[0], parts
        if not [part for part in parts if part != "."]:
            raise _invalid("does not name a root, and several roots are configured")
        raise _outside(
            "the path does not start with the name of an allowed root"
            + _closest(first, self._by_name)
        )

    def _locate_absolute(self, path: str, parts: list[str]) -> tuple[Root, list[str]]:
        best: tuple[Root, list[str]] | None = None
        for root in self._roots:
            prefix = list(root.path.parts[1:])
            if parts[: len(prefix)] == prefix and (best is None or len(prefix) > len(best[1])):
                best = (root, prefix)
        if best is not None:
            return best[0], parts[len(best[1]) :]
        # The path may reach a root through a symlinked ancestor (/tmp -> /private/tmp). The
        # real path is only a hint for which root and which components; the walk below checks
        # every component again from the root folder itself.
        try:
            real = PurePath(os.path.realpath(path))
        except (OSError, ValueError):
            raise _outside() from None
        for root in self._roots:
            if is_within(real, root.path):
                return root, list(real.relative_to(root.path).parts)
        raise _outside()

    # -- walking (POSIX, openat) ---------------------------------------------------------------

    def _open_root(self, root: Root) -> int:
        try:
            fd = os.open(root.path, _DIR_FLAGS)
        except FileNotFoundError:
            raise _not_found(f"the allowed root {root.name!r} no longer exists") from None
        except OSError:
            raise _outside(f"the allowed root {root.name!r} cannot be opened") from None
        info = os.fstat(fd)
        if (info.st_dev, info.st_ino) != self._identity[root.name]:
            os.close(fd)
            raise _outside(
                f"the allowed root {root.name!r} is no longer the folder configured at start-up; "
                "restart the server"
            )
        return fd

    def _walk(self, root: Root, parts: list[str], *, want_dir: bool) -> tuple[int, list[str]]:
        """Walk `parts` from the root; return an open fd and the real components inside it."""
        stack = [self._open_root(root)]  # held folder fds; stack[0] is the root
        names: list[str] = []  # real component names matching stack[1:]
        pending = list(parts)
        pending.reverse()  # pop() takes the next component
        hops = steps = 0
        leaf: int | None = None
        try:
            while pending:
                steps += 1
                if steps > _MAX_STEPS or len(stack) > MAX_COMPONENTS:
                    raise _invalid("is nested too deeply")
                part = pending.pop()
                if part == ".":
                    continue
                if part == "..":
                    if not names:
                        raise _outside()
                    os.close(stack.pop())
                    names.pop()
                    continue
                final_file = not want_dir and not pending
                opened, name, target = _step(stack[-1], part, final_file=final_file)
                if target is not None:
                    hops += 1
                    if hops > MAX_LINK_HOPS:
                        raise _invalid("goes through too many symbolic links")
                    more = split_components(target)
                    if target.startswith("/"):
                        rest = _inside_parts(PurePosixPath(target), root.path)
                        if rest is None:
                            raise _outside("a symbolic link leads outside its root")
                        while len(stack) > 1:
                            os.close(stack.pop())
                        names.clear()
                        more = rest
                    if not more:
                        raise _not_found("a symbolic link in the path is empty")
                    pending.extend(reversed(more))
                    continue
                assert opened is not None
                if final_file:
                    leaf = opened
                    names.append(name)
                    break
                stack.append(opened)
                names.append(name)
            if want_dir:
                leaf = stack.pop()
            elif leaf is None:
                raise _not_a_file("a folder")
            return leaf, names
        finally:
            for fd in stack:
                os.close(fd)

    # -- fallback where openat is missing (Windows) --------------------------------------------

    def _realpath_parts(
        self, root: Root, parts: list[str], *, want_dir: bool
    ) -> tuple[Path, list[str], os.stat_result]:
        """Resolve by real path (all links followed) and require the result inside the root."""
        depth = 0
        for part in parts:
            depth += -1 if part == ".." else 0 if part == "." else 1
            if depth < 0:
                raise _outside()
        candidate = root.path.joinpath(*parts)
        try:
            real = Path(os.path.realpath(candidate, strict=True))
            info = real.stat()
        except FileNotFoundError:
            raise _not_found() from None
        except (OSError, ValueError):
            raise _not_found("the path cannot be resolved") from None
        rest = _inside_parts(real, root.path)
        if rest is None:
            raise _outside()
        if want_dir and not stat.S_ISDIR(info.st_mode):
            raise _not_found("the path is a file, not a folder")
        if not want_dir and not stat.S_ISREG(info.st_mode):
            raise _not_a_file(_kind(info.st_mode))
        return real, rest, info

    def _open_by_realpath(self, root: Root, parts: list[str]) -> tuple[int, list[str]]:
        """Where openat is missing: resolve, open, then prove the opened file is the one checked."""
        real, rest, before = self._realpath_parts(root, parts, want_dir=False)
        try:
            fd = os.open(real, os.O_RDONLY | _O_BINARY | _O_NOINHERIT | _O_NONBLOCK)
        except OSError:
            raise _not_found("the file cannot be opened") from None
        after = os.fstat(fd)
        again = Path(os.path.realpath(root.path.joinpath(*parts)))
        if (after.st_dev, after.st_ino) != (before.st_dev, before.st_ino) or again != real:
            os.close(fd)
            raise _outside("the path changed while it was being opened")
        return fd, rest


def _step(dir_fd: int, part: str, *, final_file: bool) -> tuple[int | None, str, str | None]:
    """Open one component under `dir_fd` without following links.

    Returns `(fd, real name, None)`, or `(None, name, link target)` for a symlink.
    """
    for name in _spellings(part):
        try:
            if final_file:
                # Screen the type first so a device node is never opened at all; the fstat on
                # the opened file (in open_file) remains the check that counts.
                info = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
                if stat.S_ISLNK(info.st_mode):
                    return None, name, os.readlink(name, dir_fd=dir_fd)
                if not stat.S_ISREG(info.st_mode):
                    raise _not_a_file(_kind(info.st_mode))
            return (
                os.open(name, _FILE_FLAGS if final_file else _DIR_FLAGS, dir_fd=dir_fd),
                name,
                None,
            )
        except FileNotFoundError:
            continue
        except PathError:
            raise
        except OSError as error:
            if error.errno in _LINK_ERRNOS:
                try:
                    return None, name, os.readlink(name, dir_fd=dir_fd)
                except OSError:
                    pass
                if final_file:
                    raise _not_a_file("something other than a file") from None
                raise _not_found(
                    "the path, or a folder in it, is a file and not a folder"
                ) from None
            if error.errno == errno.ENXIO:
                raise _not_a_file("a socket or device") from None
            if error.errno in (errno.EACCES, errno.EPERM):
                raise _not_found("the file or folder cannot be read (no permission)") from None
            if error.errno == errno.ENAMETOOLONG:
                raise _invalid("is too long") from None
            raise _not_found("the path cannot be opened") from None
    raise _not_found("nothing exists at that path inside the allowed roots" + _nearby(dir_fd, part))


_NEARBY_SCAN = 10_000
"""At most this many names of a folder are compared with a name not found (a bounded cost)."""


def _closest(name: str, names: Iterable[str]) -> str:
    """` (did you mean 'x' or 'y'?)` for the names closest to `name`, or "" when none is."""
    import difflib

    key = unicodedata.normalize("NFC", name)
    found = difflib.get_close_matches(key, list(names), n=3, cutoff=0.6)
    if not found:
        return ""
    return " (did you mean " + " or ".join(repr(n) for n in found) + "?)"


def _nearby(dir_fd: int, part: str) -> str:
    """The closest names to `part` in the folder held by `dir_fd` (its own entries only: a
    name inside the root, never a path outside it), as `_closest` words them."""
    names: list[str] = []
    try:
        with os.scandir(dir_fd) as entries:
            for entry in entries:
                if len(names) >= _NEARBY_SCAN:
                    break
                if not entry.name.startswith("."):
                    names.append(unicodedata.normalize("NFC", entry.name))
    except (OSError, TypeError):  # TypeError: a platform without scandir on a descriptor
        return ""
    return _closest(part, names)


def _spellings(part: str) -> list[str]:
    """The name as sent, then its NFC and NFD forms (Korean names from macOS are NFD on disk).

    Only tried when the previous spelling was not found, so fail-closed is kept: a refusal never
    falls back to another spelling.
    """
    names = [part]
    for form in ("NFC", "NFD"):
        other = unicodedata.normalize(form, part)
        if other not in names and lexical_problem(other, single=True) is None:
            names.append(other)
    return names


def _inside_parts(path: PurePath, root: Path) -> list[str] | None:
    """The components of absolute `path` below `root`, or None when it is not under it."""
    if not is_within(path, root):
        return None
    return list(path.relative_to(root).parts)


def _verify_file(info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise _not_a_file(_kind(info.st_mode))
    if info.st_nlink > 1:
        raise PathError(
            PATH_HARDLINK,
            "Refused: the file has more than one hard link, and fa cannot see where its other "
            "names are, so it cannot prove the file lies only inside the allowed roots. A person "
            "can copy the file inside the root (a copy has a single link) and use the copy.",
        )


def _verify_inside(fd: int, root: Root) -> None:
    """On Linux, ask the kernel where the opened object is now; refuse if not inside the root."""
    if not _HAS_PROC_FD:
        return
    try:
        where = str((_PROC_FD / str(fd)).readlink())
    except OSError:
        raise _outside("the opened file could not be verified") from None
    where = where.removesuffix(" (deleted)")
    if not where.startswith("/") or not is_within(PurePosixPath(where), root.path):
        raise _outside()


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "something other than a file"
