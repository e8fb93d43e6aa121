"""Loading `config/roots.toml`: the folders fa may read, and where it may write.

Everything that could widen the boundary is refused here, at start-up, with a `ConfigError`
naming the key at fault: a missing or malformed file, an unknown key, a root that is missing, a
filesystem root or a home folder, and any overlap between the analysis roots, the output root and
the state folder (after resolving symlinks, so a link from one into the other counts as overlap).
Every problem of a file is found in one pass and reported together in one `ConfigError`, so a
person fixes the file once, not once per run.

Only `allowed_roots` is required. `output_root` defaults to a per-user data folder and
`state_dir` to a per-user state folder (`platformdirs`: XDG on Linux, `~/Library/Application
Support` on macOS, `%LOCALAPPDATA%` on Windows), each checked like a configured one.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
import tomllib
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

import platformdirs

from fa_gate._errors import ConfigError
from fa_gate._paths import is_within, lexical_problem

__all__ = (
    "APPROVAL_PATHS",
    "CONFIG_ENV",
    "LANGUAGES",
    "Config",
    "Root",
    "default_output_root",
    "default_state_dir",
    "load_config",
)

CONFIG_ENV = "FA_MCP_CONFIG"
"""Environment variable naming a config file to use instead of `config/roots.toml`."""

DEFAULT_APPROVAL_TTL = 900
MAX_APPROVAL_TTL = 24 * 60 * 60
DEFAULT_APPROVAL_WAIT = 120
MIN_APPROVAL_WAIT, MAX_APPROVAL_WAIT = 5, 1800

ApprovalPath = Literal["elicit", "chat", "terminal"]
APPROVAL_PATHS: tuple[ApprovalPath, ...] = ("elicit", "chat", "terminal")
"""How a person approves a save: the client's form (`elicit`), in the conversation (`chat`), or
by running `fa-mcp approve <code>` in a terminal (`terminal`)."""

Language = Literal["ko", "en"]
LANGUAGES: tuple[Language, ...] = ("ko", "en")
"""The languages fa speaks to a person in (the approval screen, `doctor`, error texts)."""

_APP = "fa"
_KNOWN_KEYS = (
    "allowed_roots",
    "output_root",
    "trace_dir",
    "state_dir",
    "approval",
    "approval_ttl_seconds",
    "approval_wait_seconds",
    "base_dir",
    "language",
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
    exist yet: their owners create them on first use. `approval` is the approval path the
    config sets, or None when it sets none (the server then uses the host's default, written
    by `fa-mcp install`, else `elicit`); `approval_wait_seconds` bounds how long a save waits
    for a terminal approval. `source` is the file that was read (None when the config was built
    in code); `local` is `config/roots.local.toml` when the default lookup applied it over
    `source` (its keys win), else None. `language` is the person's language the config sets
    (`ko`, `en`), or None when the system's locale decides.
    """

    roots: tuple[Root, ...]
    output_root: Path
    trace_dir: Path | None
    state_dir: Path
    approval_ttl_seconds: int = DEFAULT_APPROVAL_TTL
    source: Path | None = None
    approval: ApprovalPath | None = None
    approval_wait_seconds: int = DEFAULT_APPROVAL_WAIT
    local: Path | None = None
    language: Language | None = None


def default_output_root() -> Path:
    """Where reports go when the config sets no `output_root`: the per-user data folder."""
    return platformdirs.user_data_path(_APP, appauthor=False) / "reports"


def default_state_dir() -> Path:
    """Where keys and the head live when the config sets no `state_dir`: the per-user state
    folder. (On macOS and Windows it shares its parent with the data folder; the `state` and
    `reports` sub folders keep the two apart.)"""
    return platformdirs.user_state_path(_APP, appauthor=False) / "state"


class _Problems:
    """Every problem found in one config, in the order found; raised together at the end."""

    def __init__(self) -> None:
        self.found: list[ConfigError] = []

    @contextmanager
    def collect(self) -> Iterator[None]:
        """Run a check; a ConfigError it raises is noted, not raised."""
        try:
            yield
        except ConfigError as error:
            self.found.append(error)

    def add(self, error: ConfigError) -> None:
        self.found.append(error)

    def raise_if_any(self) -> None:
        if not self.found:
            return
        # One problem per (key, message): a key with three bad entries is three problems.
        problems = tuple(pair for error in self.found for pair in error.problems)
        if len(problems) == 1:
            raise self.found[0]
        listed = " ".join(f"({n}) [{key}] {text}" for n, (key, text) in enumerate(problems, 1))
        error = ConfigError(
            self.found[0].key,
            f"The config has {len(problems)} problems; fix them all: {listed}",
            problems=problems,
        )
        error.folders = tuple(folder for found in self.found for folder in found.folders)
        raise error


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
    applied: Path | None = None
    if path is not None:
        source = _absolute(Path(path), here)
        tried: tuple[Path, ...] = (source,)
    elif env.get(CONFIG_ENV):
        source = _absolute(Path(env[CONFIG_ENV]), here)
        tried = (source,)
    else:
        source = here / "config" / "roots.toml"
        tried = (source, source.with_name("roots.local.toml"))
    try:
        if path is not None:
            data = _read_toml(source, "the file given with --config")
        elif env.get(CONFIG_ENV):
            data = _read_toml(source, f"the file named by {CONFIG_ENV}")
        else:
            data = _read_toml(source, "config/roots.toml")
            local = source.with_name("roots.local.toml")
            if local.exists():
                data = {**data, **_read_toml(local, "config/roots.local.toml")}
                applied = local
        return replace(_build(data, source, env), local=applied)
    except ConfigError as error:
        error.tried = tried
        raise


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
            "file",
            f"The config file ({label}) is not valid TOML: {error}. Fix its syntax."
            + _backslash_hint(path, str(error)),
        ) from None
    except (OSError, UnicodeDecodeError):
        raise ConfigError(
            "file", f"The config file ({label}) cannot be read. Check that it is a readable file."
        ) from None


_AT_LINE = re.compile(r"line (\d+), column (\d+)")


def _backslash_hint(path: Path, message: str) -> str:
    """How to write a Windows path, when the TOML error points into a double-quoted string
    holding a backslash (`"C:\\Users\\me"`: `\\U` starts an escape, "Invalid hex value")."""
    found = _AT_LINE.search(message)
    if found is None:
        return ""
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        line = lines[int(found.group(1)) - 1]
    except (OSError, IndexError):
        return ""
    if "\\" not in line:
        return ""
    return (
        " In TOML a backslash inside double quotes starts an escape: write a Windows path in "
        "single quotes, where a backslash is itself "
        "(allowed_roots = ['C:\\Users\\me\\Documents']), or with forward slashes "
        '("C:/Users/me/Documents").'
    )


def _build(data: dict[str, Any], source: Path, env: Mapping[str, str]) -> Config:
    problems = _Problems()
    for key in data:
        if key not in _KNOWN_KEYS:
            problems.add(
                ConfigError(
                    key,
                    f"Unknown config key {_quote(key)} (a typo?). "
                    f"Known keys: {', '.join(_KNOWN_KEYS)}.",
                )
            )
    homes = _home_folders(env)
    home = homes[0] if homes else None

    base: Path | None = source.parent
    if "base_dir" in data:
        base = None
        with problems.collect():
            base = _resolve_loose(_path_value(data, "base_dir", source.parent, home), "base_dir")
    else:
        with problems.collect():
            base = _resolve_loose(source.parent, "base_dir")

    roots: tuple[Root, ...] = ()
    with problems.collect():
        roots = _load_roots(data, base or source.parent, home, homes)

    output_root, state_dir = (
        _folder(data, key, base=base, home=home, default=default, roots=roots, problems=problems)
        for key, default in (
            ("output_root", default_output_root),
            ("state_dir", default_state_dir),
        )
    )
    if (
        output_root is not None
        and state_dir is not None
        and (is_within(state_dir, output_root) or is_within(output_root, state_dir))
    ):
        problems.add(
            ConfigError(
                "state_dir",
                "state_dir overlaps output_root: the approval and audit keys must live apart "
                "from the reports. Choose separate folders.",
            )
        )

    trace_dir: Path | None = None
    if data.get("trace_dir", "") != "" and base is not None:
        # A trace folder inside a root is allowed here: fa-trace refuses to write there and
        # turns itself off, so a mistake costs the traces, never the boundary.
        with problems.collect():
            trace_dir = _resolve_loose(_path_value(data, "trace_dir", base, home), "trace_dir")

    ttl = _whole_seconds(
        data,
        "approval_ttl_seconds",
        default=DEFAULT_APPROVAL_TTL,
        low=1,
        high=MAX_APPROVAL_TTL,
        problems=problems,
    )
    wait = _whole_seconds(
        data,
        "approval_wait_seconds",
        default=DEFAULT_APPROVAL_WAIT,
        low=MIN_APPROVAL_WAIT,
        high=MAX_APPROVAL_WAIT,
        problems=problems,
    )
    approval = data.get("approval")
    if approval is not None and approval not in APPROVAL_PATHS:
        problems.add(
            ConfigError(
                "approval",
                'approval must be "elicit" (the client asks the person), "chat" (the model asks '
                'in the conversation) or "terminal" (the person runs `fa-mcp approve <code>`).',
            )
        )
        approval = None
    language = data.get("language")
    if language is not None and language not in LANGUAGES:
        problems.add(
            ConfigError(
                "language",
                'language must be "ko" (한국어) or "en" (English): the language fa speaks to the '
                "person in (left out: the system's locale decides).",
            )
        )
        language = None
    problems.raise_if_any()
    assert output_root is not None and state_dir is not None  # else a problem was raised
    return Config(
        roots=roots,
        output_root=output_root,
        trace_dir=trace_dir,
        state_dir=state_dir,
        approval_ttl_seconds=ttl,
        source=source,
        approval=approval,
        approval_wait_seconds=wait,
        language=language,
    )


def _folder(
    data: dict[str, Any],
    key: str,
    *,
    base: Path | None,
    home: Path | None,
    default: Callable[[], Path],
    roots: tuple[Root, ...],
    problems: _Problems,
) -> Path | None:
    """`output_root` or `state_dir`: as configured, or the per-user default; outside the roots."""
    if key in data and base is None:
        return None  # relative to a base_dir that failed: already reported
    with problems.collect():
        if key in data:
            assert base is not None
            folder = _resolve_loose(_path_value(data, key, base, home), key)
            _refuse_overlap(key, folder, roots)
        else:
            folder = _resolve_loose(default(), key)
            try:
                _refuse_overlap(key, folder, roots)
            except ConfigError as error:
                raise ConfigError(
                    key,
                    f"{key} is not set, and its default (a per-user folder) is refused: "
                    f"{error.message} Set {key} in the config to a folder outside every root.",
                ) from None
        return folder
    return None


def _whole_seconds(
    data: dict[str, Any], key: str, *, default: int, low: int, high: int, problems: _Problems
) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        problems.add(
            ConfigError(
                key,
                f"{key} must be a whole number of seconds from {low} to {high}. "
                "Fix it in the config.",
            )
        )
        return default
    return value


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
    problems = _Problems()
    for index, entry in enumerate(entries, start=1):
        with problems.collect():
            found.append(_load_root(entry, index, base, home, homes))
    if problems.found:
        # One problem per bad entry, all under this key; the caller lists them with the rest.
        merged = ConfigError(
            key,
            " ".join(error.message for error in problems.found),
            problems=tuple((key, error.message) for error in problems.found),
        )
        merged.folders = tuple(folder for error in problems.found for folder in error.folders)
        raise merged

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


def _load_root(
    entry: object, index: int, base: Path, home: Path | None, homes: list[Path]
) -> tuple[str | None, Path]:
    key = "allowed_roots"
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
            name = unicodedata.normalize("NFC", raw_name)
        raw = entry["path"]
    else:
        raw = entry
    resolved = _resolve_root(_path_text(raw, key, where, base, home), where)
    _refuse_broad_root(resolved, where, homes)
    return name, resolved


def _name_roots(found: list[tuple[str | None, Path]]) -> tuple[Root, ...]:
    explicit = [name for name, _ in found if name is not None]
    if len(set(explicit)) != len(explicit):
        raise ConfigError("allowed_roots", "Two allowed_roots have the same `name`. Rename one.")
    taken = set(explicit)
    roots: list[Root] = []
    for index, (given, path) in enumerate(found, start=1):
        name = given
        if name is None:
            # NFC, as a model types it (a folder made on a Mac is NFD on disk).
            stem = unicodedata.normalize("NFC", path.name)
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
        error = ConfigError(key, f"{where} does not exist. Create the folder or fix the path.")
        error.folders = (path,)
        raise error from None
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
