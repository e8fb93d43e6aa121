"""Approval tokens and the secret keys behind them.

A token is `fa1.` followed by base64url (no padding) of 88 bytes: the issue time (8 bytes,
big-endian Unix seconds), the source's sha256 (32 bytes), a random nonce (16 bytes) and an
HMAC-SHA256 (32 bytes) over

    b"fa-gate approval v1\\0" + source + b"\\0" + source_sha256 + draft_sha256
    + output_name + b"\\0" + issue time + nonce

with `source` the display path (`<root name>/<relative>`) and `output_name` the server-chosen
report name, both UTF-8. A report drawn from several sources (at most `MAX_SOURCES`, in key
order `A`, `B`, ...) carries every source's sha256 in turn where the one goes (so the token is
`8 + 32 * n + 16 + 32` bytes), and its HMAC covers every display path, each followed by `\0`,
then every sha256:

    b"fa-gate approval v1\0" + source_A + b"\0" + source_B + b"\0" + ...
    + sha256_A + sha256_B + ... + draft_sha256 + output_name + b"\0" + issue time + nonce

which for one source is exactly the message above, so a one-source token is what it always
was. A display path never holds `\0`, and the number of digests is the number of paths, so no
two lists of sources give one message.

The source's sha256 travels inside the token so that a save can tell
"this draft or name is not what was approved" (`APPROVAL_TOKEN_MISMATCH`) from "the document
changed since" (`SOURCE_CHANGED`); the HMAC covers it, so it cannot be swapped. The nonce makes
every preview's token distinct (two previews of one draft in the same second too), because a
token approves one save only and the audit log records which were spent. Only the key
holder can mint a token, and only `SaveGate.preview` uses the key to mint one.

Keys are 32 random bytes in a file of their own inside `state_dir` (outside every root and the
output root), created on first use with mode 0600 and published with a hard link, so a process
that loses the race to create it reads the winner's complete key and never a half-written one.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import secrets
import stat
import struct
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fa_gate._config import Config
from fa_gate._errors import APPROVAL_TOKEN_MISMATCH, ConfigError, SaveError
from fa_gate._paths import is_within

__all__ = (
    "APPROVAL_KEY_NAME",
    "KEY_BYTES",
    "MAX_SOURCES",
    "TokenClaims",
    "check_state_dir",
    "issue_token",
    "load_key",
    "read_token",
)

KEY_BYTES = 32
MAX_SOURCES = 10
"""A report names at most this many sources. Each one adds its sha256 to the token (ten make
a token of 655 characters, under the server's 1,024), its path to the audit line and the
header, and a share of the read budget to the analysis prompt."""
APPROVAL_KEY_NAME = "approval.key"
_PREFIX = "fa1."
_DOMAIN = b"fa-gate approval v1\0"
_TIME = struct.Struct(">Q")
NONCE_BYTES = 16
_MAX_TOKEN_CHARS = len(_PREFIX) + -(-(_TIME.size + 32 * MAX_SOURCES + NONCE_BYTES + 32) * 4 // 3)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


@dataclass(frozen=True, slots=True)
class TokenClaims:
    """What a genuine token says: when it was issued and for which version of each source
    (`sources_sha256`, in key order; `source_sha256` is the first)."""

    issued_at: int
    sources_sha256: tuple[str, ...]

    @property
    def source_sha256(self) -> str:
        """The sha256 of the first source (key `A`), the only one of a one-source report."""
        return self.sources_sha256[0]


def _as_tuple(value: str | Sequence[str]) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value)


def _mac(
    key: bytes, claims: bytes, sources: tuple[str, ...], draft_sha256: str, output_name: str
) -> bytes:
    """The HMAC-SHA256 a token carries; `claims` is the payload before it (issue time, every
    source's sha256, nonce), and the message is the one the module docstring spells out."""
    issued, nonce = claims[: _TIME.size], claims[-NONCE_BYTES:]
    digests = claims[_TIME.size : -NONCE_BYTES]
    message = b"".join(
        (
            _DOMAIN,
            b"".join(source.encode("utf-8") + b"\0" for source in sources),
            digests,
            bytes.fromhex(draft_sha256),
            output_name.encode("utf-8"),
            b"\0",
            issued,
            nonce,
        )
    )
    return hmac.new(key, message, hashlib.sha256).digest()


def issue_token(
    key: bytes,
    *,
    source: str | Sequence[str],
    source_sha256: str | Sequence[str],
    draft_sha256: str,
    output_name: str,
    issued_at: int,
    nonce: bytes | None = None,
) -> str:
    """Mint a token binding the source (path and sha256), the draft's sha256 and the output name.

    Several sources are given as sequences in key order, paths and sha256s alike. `nonce` (16
    bytes, random when None) makes each token distinct.

    Raises:
        ValueError: a sha256 is not 64 hex digits, the issue time is negative, the nonce is
            not 16 bytes, or there are no sources, more than `MAX_SOURCES`, or not one sha256
            for each.
    """
    nonce = secrets.token_bytes(NONCE_BYTES) if nonce is None else nonce
    if len(nonce) != NONCE_BYTES:
        msg = f"the nonce must be {NONCE_BYTES} bytes"
        raise ValueError(msg)
    sources, digests = _as_tuple(source), _as_tuple(source_sha256)
    if not 0 < len(sources) <= MAX_SOURCES or len(digests) != len(sources):
        msg = f"give 1 to {MAX_SOURCES} sources, each with one sha256"
        raise ValueError(msg)
    source_digest = b"".join(bytes.fromhex(digest) for digest in digests)
    if (
        len(source_digest) != 32 * len(sources)
        or len(bytes.fromhex(draft_sha256)) != 32
        or issued_at < 0
    ):
        msg = "sha256 values must be 64 hex digits and the issue time non-negative"
        raise ValueError(msg)
    claims = _TIME.pack(issued_at) + source_digest + nonce
    payload = claims + _mac(key, claims, sources, draft_sha256, output_name)
    return _PREFIX + base64.urlsafe_b64encode(payload).rstrip(b"=").decode("ascii")


def read_token(
    key: bytes, token: str, *, source: str | Sequence[str], draft_sha256: str, output_name: str
) -> TokenClaims:
    """Check a token against these source paths (in key order), draft and output name; return
    what it claims.

    The caller still checks the issue time (expiry) and that the source's sha256 is unchanged.

    Raises:
        SaveError: `APPROVAL_TOKEN_MISMATCH` when the token is malformed, was made with another
            key, or belongs to another draft, source or output name.
    """
    mismatch = SaveError(
        APPROVAL_TOKEN_MISMATCH,
        "The approval token does not belong to this draft, source and report name. "
        "Call preview_save_report again with the final draft and use the token it returns.",
    )
    sources = _as_tuple(source)
    if not isinstance(token, str) or not token.startswith(_PREFIX) or len(token) > _MAX_TOKEN_CHARS:
        raise mismatch
    body = token[len(_PREFIX) :]
    try:
        payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise mismatch from None
    if len(payload) != _TIME.size + 32 * len(sources) + NONCE_BYTES + 32:
        raise mismatch
    claims, mac = payload[:-32], payload[-32:]
    if not hmac.compare_digest(mac, _mac(key, claims, sources, draft_sha256, output_name)):
        raise mismatch
    (issued,) = _TIME.unpack_from(claims)
    digests = claims[_TIME.size : -NONCE_BYTES]
    return TokenClaims(
        issued_at=issued,
        sources_sha256=tuple(digests[i : i + 32].hex() for i in range(0, len(digests), 32)),
    )


def check_state_dir(config: Config) -> Path:
    """The resolved state folder, after checking it is still outside every root and the output.

    Checked at every use, not only at load: a folder swapped for a symlink after start-up must
    not move the keys inside a folder the model can read.

    Raises:
        ConfigError: `CONFIG_INVALID` (key `state_dir`) when it overlaps a root or the output.
    """
    try:
        state = config.state_dir.resolve()
        output = config.output_root.resolve()
    except (OSError, RuntimeError):
        raise ConfigError(
            "state_dir", "state_dir cannot be resolved (a symlink loop?). Fix the folder."
        ) from None
    for folder in (*(root.path for root in config.roots), output):
        if is_within(state, folder) or is_within(folder, state):
            raise ConfigError(
                "state_dir",
                "state_dir overlaps an allowed root or the output root, so the keys would be "
                "readable there. Choose a separate folder for state_dir.",
            )
    return state


def load_key(path: Path, *, create: bool = True) -> bytes | None:
    """Read the secret key at `path`; create it (0600, exclusively) when missing and `create`.

    Returns None only when the key is missing and `create` is false.

    Raises:
        ConfigError: `CONFIG_INVALID` (key `state_dir`) when the key cannot be created or read,
            is not a plain file of the right size, or others may read it.
    """
    try:
        return _read_key(path)
    except FileNotFoundError:
        if not create:
            return None
    except OSError:
        raise _key_error("cannot be read") from None
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        temp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.new")
        fd = os.open(
            temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY, 0o600
        )
        try:
            os.write(fd, secrets.token_bytes(KEY_BYTES))
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(temp, path)  # fails if another process published a key first: use theirs
        except FileExistsError:
            pass
        finally:
            temp.unlink()
        return _read_key(path)
    except OSError:
        raise _key_error("cannot be created") from None


def _read_key(path: Path) -> bytes:
    fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC | _BINARY)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size != KEY_BYTES:
            raise _key_error("is not a key file this program wrote")
        if sys.platform != "win32" and (
            info.st_mode & 0o077 or info.st_uid != os.getuid()  # pyright: ignore[reportAttributeAccessIssue]
        ):
            raise _key_error("may be read or changed by other accounts (it must be mode 0600)")
        data = os.read(fd, KEY_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) != KEY_BYTES:
        raise _key_error("is not a key file this program wrote")
    return data


def _key_error(problem: str) -> ConfigError:
    return ConfigError(
        "state_dir",
        f"A secret key in state_dir {problem}. Check the folder's permissions; if the key was "
        "lost, move the audit log aside before a new key is made.",
    )
