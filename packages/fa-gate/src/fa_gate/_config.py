"""Loading `config/roots.toml`: the folders fa may read, and where it may write.

Everything that could widen the boundary is refused here, at start-up, with a `ConfigError`
naming the key at fault: a missing or malformed file, an unknown key, a root that is missing, a
filesystem root or a home folder, and any overlap between the analysis roots, the output root and
the state folder (after resolving symlinks, so a link from one into the other counts as overlap).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fa_gate._errors import ConfigError
from fa_gate._paths import is_within, lexical_problem

__all__ = ("CONFIG_ENV", "Config", "Root", "load_config")

CONFIG_ENV = "FA_MCP_CONFIG"
"""Environment variable naming a config file to use instead of `config/roots.toml`."""

DEFAULT_APPROVAL_TTL = 900
MAX_APPROVAL_TTL = 24 * 60 * 60

_KNOWN_KEYS = (
    "allowed_roots",
    "output_root",
    "trace_dir",
    "state_dir",
    "approval_ttl_seconds",
    "base_dir",
)
_ROOT_TABLE_KEYS = frozenset({"name", "path"})


@dataclass(frozen=True)
class Root:
    """One allowed root: the name the model uses, and the folder (absolute, fully resolved)."""

    name: str
    path: Path


@dataclass(frozen=True)
class Config:
    """The loaded configuration. Every path is absolute and resolved.

    `trace_dir` is None when tracing is off. `output_root`, `trace_dir` and `state_dir` need not
    exist yet: their owners create them on first use. `source` is the file that was read (None
    when the config was built in code).
    """

    roots: tuple[Root, ...]
    output_root: Path
    trace_dir: Path | None
    state_dir: Path
    approval_ttl_seconds: int = DEFAULT_APPROVAL_TTL
    source: Path | None = None


def load_config(
    path: str | os.PathLike[str] | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    cwd: Path | None = None,
) -> Config:
    """Load and check the configuration, refusing anything that would weaken the boundary.

    Which file: `path` when given (a `--config PATH` option), else the file named by the
    environment variable `FA_MCP_CONFIG`, else `<cwd>/config/roots.toml`. Only in that last case
    does `<cwd>/config/roots.local.toml`, when present, replace the keys it sets: a file chosen
    explicitly is used alone, so what you name is exactly what runs.

    Relative paths resolve against `base_dir`, which is itself relative to the folder holding the
    config file (default: that folder). A leading `~` means the home folder.

    Args:
        path: an explicit config file, or None to look it up as above.
        environ: the environment to read `FA_MCP_CONFIG` and the home folder from (default:
            `os.environ`).
        cwd: the folder to look for `config/roots.toml` in (default: the current directory).

    Raises:
        ConfigError: code `CONFIG_INVALID`; `.key` names the key at fault (`"file"` when the
            file is missing or is not TOML).
    """
    env = os.environ if environ is None else environ
    here = Path.cwd() if cwd is None else Path(cwd)
    if path is not None:
        source = _absolute(Path(path), here)
        data = _read_toml(source, "the file given with --config")
    elif env.get(CONFIG_ENV):
        source = _absolute(Path(env[CONFIG_ENV]), here)
        data = _read_toml(source, f"the file named by {CONFIG_ENV}")
    else:
        source = here / "config" / "roots.toml"
        data = _read_toml(source, "config/roots.toml")
        local = source.with_name("roots.local.toml")
        if local.exists():
            data = {**data, **_read_toml(local, "config/roots.local.toml")}
    return _build(data, source, env)


def _absolute(path: Path, cwd: Path) -> Path:
    return path if path.is_absolute() else cwd / path


def _read_toml(path: Path, label: str) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ConfigError(
            "file", f"No config file was found ({label}). Create it from config/roots.toml."
        ) from None
    except tomllib.TOMLDecodeError as error:
        # The decoder's message holds a line and column, never a path or a value.
        raise ConfigError(
            "file", f"The config file ({label}) is not valid TOML: {error}. Fix its syntax."
        ) from None
    except (OSError, UnicodeDecodeError):
        raise ConfigError(
            "file", f"The config file ({label}) cannot be read. Check that it is a readable file."
        ) from None


def _build(data: dict[str, Any], source: Path, env: Mapping[str, str]) -> Config:
    for key in data:
        if key not in _KNOWN_KEYS:
            raise ConfigError(
                key,
                f"Unknown config key {_quote(key)} (a typo?). "
                f"Known keys: {', '.join(_KNOWN_KEYS)}.",
            )
    homes = _home_folders(env)
    home = homes[0] if homes else None

    base = source.parent
    if "base_dir" in data:
        base = _path_value(data, "base_dir", base, home)
    base = _resolve_loose(base, "base_dir")

    roots = _load_roots(data, base, home, homes)

    output_root = _resolve_loose(_path_value(data, "output_root", base, home), "output_root")
    _refuse_overlap("output_root", output_root, roots)

    state_dir = _resolve_loose(_path_value(data, "state_dir", base, home), "state_dir")
    _refuse_overlap("state_dir", state_dir, roots)
    if is_within(state_dir, output_root) or is_within(output_root, state_dir):
        raise ConfigError(
            "state_dir",
            "state_dir overlaps output_root: the approval and audit keys must live apart from "
            "the reports. Choose separate folders.",
        )

    trace_dir: Path | None = None
    if data.get("trace_dir", "") != "":
        # A trace folder inside a root is allowed here: fa-trace refuses to write there and
        # turns itself off, so a mistake costs the traces, never the boundary.
        trace_dir = _resolve_loose(_path_value(data, "trace_dir", base, home), "trace_dir")

    ttl = data.get("approval_ttl_seconds", DEFAULT_APPROVAL_TTL)
    if isinstance(ttl, bool) or not isinstance(ttl, int) or not 1 <= ttl <= MAX_APPROVAL_TTL:
        raise ConfigError(
            "approval_ttl_seconds",
            f"approval_ttl_seconds must be a whole number of seconds from 1 to "
            f"{MAX_APPROVAL_TTL}. Fix it in the config.",
        )
    return Config(
        roots=roots,
        output_root=output_root,
        trace_dir=trace_dir,
        state_dir=state_dir,
        approval_ttl_seconds=ttl,
        source=source,
    )


def _load_roots(
    data: dict[str, Any], base: Path, home: Path | None, homes: list[Path]
) -> tuple[Root, ...]:
    key = "allowed_roots"
    entries = data.get(key)
    if entries is None:
        raise ConfigError(key, "allowed_roots is missing. List the folders fa may read.")
    if not isinstance(entries, list) or not entries:
        raise ConfigError(
            key, "allowed_roots must be a non-empty list of folders (strings or tables)."
        )
    found: list[tuple[str | None, Path]] = []
    for index, entry in enumerate(entries, start=1):
        where = f"allowed_roots entry {index}"
        name: str | None = None
        if isinstance(entry, dict):
            extra = set(entry) - _ROOT_TABLE_KEYS
            if extra or "path" not in entry:
                raise ConfigError(
                    key,
                    f"{where} must be a table with `path` and an optional `name`, nothing else.",
                )
            raw_name = entry.get("name")
            if raw_name is not None:
                if not isinstance(raw_name, str) or lexical_problem(raw_name, single=True):
                    raise ConfigError(
                        key,
                        f"{where} has a bad `name`: use one plain folder-like name (no slash, "
                        "colon, control character, trailing dot or space, or device name).",
                    )
                name = raw_name
            raw = entry["path"]
        else:
            raw = entry
        resolved = _resolve_root(_path_text(raw, key, where, base, home), where)
        _refuse_broad_root(resolved, where, homes)
        found.append((name, resolved))

    for i, (_, path) in enumerate(found):
        for j, (_, other) in enumerate(found):
            if i != j and is_within(path, other):
                same = path == other
                raise ConfigError(
                    key,
                    f"allowed_roots entry {i + 1} "
                    + ("is the same folder as" if same else "lies inside")
                    + f" entry {j + 1}. List each folder once, and only the outer one.",
                )
    return _name_roots(found)


def _name_roots(found: list[tuple[str | None, Path]]) -> tuple[Root, ...]:
    explicit = [name for name, _ in found if name is not None]
    if len(set(explicit)) != len(explicit):
        raise ConfigError("allowed_roots", "Two allowed_roots have the same `name`. Rename one.")
    taken = set(explicit)
    roots: list[Root] = []
    for index, (given, path) in enumerate(found, start=1):
        name = given
        if name is None:
            stem = path.name
            if lexical_problem(stem, single=True):
                raise ConfigError(
                    "allowed_roots",
                    f"allowed_roots entry {index}: the folder's name cannot be used as a root "
                    "name. Give the entry a table form with a plain `name`.",
                )
            name, n = stem, 1
            while name in taken:
                n += 1
                name = f"{stem}-{n}"
        taken.add(name)
        roots.append(Root(name=name, path=path))
    return tuple(roots)


def _path_value(data: dict[str, Any], key: str, base: Path, home: Path | None) -> Path:
    if key not in data:
        raise ConfigError(key, f"{key} is missing. Set it in the config.")
    return _path_text(data[key], key, key, base, home)


def _path_text(raw: object, key: str, where: str, base: Path, home: Path | None) -> Path:
    if not isinstance(raw, str) or not raw:
        raise ConfigError(key, f"{where} must be a non-empty string path.")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in raw):
        raise ConfigError(key, f"{where} contains a control character. Fix the path.")
    if raw == "~" or raw.startswith(("~/", "~\\")):
        if home is None:
            raise ConfigError(key, f"{where} starts with ~ but no home folder is known.")
        return home / raw[2:] if len(raw) > 1 else home
    path = Path(raw)
    return path if path.is_absolute() else base / path


def _resolve_root(path: Path, where: str) -> Path:
    key = "allowed_roots"
    try:
        resolved = path.resolve(strict=True)
        mode = resolved.stat().st_mode
    except FileNotFoundError:
        raise ConfigError(
            key, f"{where} does not exist. Create the folder or fix the path."
        ) from None
    except (OSError, RuntimeError):
        raise ConfigError(
            key, f"{where} cannot be resolved (a symlink loop or no permission). Fix the path."
        ) from None
    if not stat.S_ISDIR(mode):
        raise ConfigError(key, f"{where} is not a folder. Name a folder.")
    return resolved


def _refuse_broad_root(path: Path, where: str, homes: list[Path]) -> None:
    if path.parent == path:
        raise ConfigError(
            "allowed_roots",
            f"{where} is a filesystem root: that would expose the whole disk. Name a folder.",
        )
    for home in homes:
        if is_within(home, path):
            raise ConfigError(
                "allowed_roots",
                f"{where} is a home folder or contains one: that would expose every private "
                "file. Name the folder that holds the documents.",
            )


def _refuse_overlap(key: str, path: Path, roots: tuple[Root, ...]) -> None:
    for root in roots:
        if is_within(path, root.path):
            raise ConfigError(
                key, f"{key} lies inside the allowed root {_quote(root.name)}. Move it outside."
            )
        if is_within(root.path, path):
            raise ConfigError(
                key,
                f"The allowed root {_quote(root.name)} lies inside {key}. Keep them apart.",
            )


def _resolve_loose(path: Path, key: str) -> Path:
    """Resolve symlinks as far as the path exists; the missing rest is appended as written."""
    try:
        try:
            resolved = path.resolve(strict=True)
        except FileNotFoundError:
            resolved = path.resolve(strict=False)
        mode = resolved.stat().st_mode if resolved.exists() else None
    except (OSError, RuntimeError):
        raise ConfigError(
            key, f"{key} cannot be resolved (a symlink loop or no permission). Fix the path."
        ) from None
    if mode is not None and not stat.S_ISDIR(mode):
        raise ConfigError(key, f"{key} exists but is not a folder. Name a folder.")
    return resolved


def _home_folders(env: Mapping[str, str]) -> list[Path]:
    """Every folder that counts as "the home folder": the environment's and the account's."""
    candidates: list[str] = [env.get("HOME", ""), env.get("USERPROFILE", "")]
    if env is os.environ or not candidates[0]:
        with contextlib.suppress(RuntimeError):
            candidates.append(str(Path("~").expanduser()))
    if sys.platform != "win32":
        import pwd

        with contextlib.suppress(KeyError):
            candidates.append(pwd.getpwuid(os.getuid()).pw_dir)
    homes: list[Path] = []
    for text in candidates:
        if not text or not Path(text).is_absolute():
            continue
        try:
            home = Path(text).resolve(strict=False)
        except (OSError, RuntimeError):
            continue
        if home.parent != home and home not in homes:
            homes.append(home)
    return homes


def _quote(text: str) -> str:
    """A config-supplied name, shortened and with control characters escaped, for a message."""
    shown = text if len(text) <= 40 else text[:40] + "..."
    return repr(shown)
