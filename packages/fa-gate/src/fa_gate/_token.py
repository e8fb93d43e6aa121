"""Approval tokens and the secret keys behind them.

A token is `fa1.` followed by base64url (no padding) of 88 bytes: the issue time (8 bytes,
big-endian Unix seconds), the source's sha256 (32 bytes), a random nonce (16 bytes) and an
HMAC-SHA256 (32 bytes) over

    b"fa-gate approval v1\\0" + source + b"\\0" + source_sha256 + draft_sha256
    + output_name + b"\\0" + issue time + nonce

with `source` the display path (`<root name>/<relative>`) and `output_name` the server-chosen
report name, both UTF-8. The source's sha256 travels inside the token so that a save can tell
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
from dataclasses import dataclass
from pathlib import Path

from fa_gate._config import Config
from fa_gate._errors import APPROVAL_TOKEN_MISMATCH, ConfigError, SaveError
from fa_gate._paths import is_within

__all__ = (
    "APPROVAL_KEY_NAME",
    "KEY_BYTES",
    "TokenClaims",
    "check_state_dir",
    "issue_token",
    "load_key",
    "read_token",
)

KEY_BYTES = 32
APPROVAL_KEY_NAME = "approval.key"
_PREFIX = "fa1."
_DOMAIN = b"fa-gate approval v1\0"
_TIME = struct.Struct(">Q")
NONCE_BYTES = 16
_PAYLOAD_BYTES = _TIME.size + 32 + NONCE_BYTES + 32
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


@dataclass(frozen=True, slots=True)
class TokenClaims:
    """What a genuine token says: when it was issued and for which version of the source."""

    issued_at: int
    source_sha256: str


def _mac(key: bytes, claims: bytes, source: str, draft_sha256: str, output_name: str) -> bytes:
    """The HMAC-SHA256 a token carries; `claims` is the payload before it (issue time, source
    sha256, nonce), and the message is the one the module docstring spells out."""
    issued, nonce = claims[: _TIME.size], claims[-NONCE_BYTES:]
    source_sha256 = claims[_TIME.size : -NONCE_BYTES]
    message = b"".join(
        (
            _DOMAIN,
            source.encode("utf-8"),
            b"\0",
            source_sha256,
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
    source: str,
    source_sha256: str,
    draft_sha256: str,
    output_name: str,
    issued_at: int,
    nonce: bytes | None = None,
) -> str:
    """Mint a token binding the source (path and sha256), the draft's sha256 and the output name.

    `nonce` (16 bytes, random when None) makes each token distinct.

    Raises:
        ValueError: a sha256 is not 64 hex digits, the issue time is negative, or the nonce is
            not 16 bytes.
    """
    nonce = secrets.token_bytes(NONCE_BYTES) if nonce is None else nonce
    if len(nonce) != NONCE_BYTES:
        msg = f"the nonce must be {NONCE_BYTES} bytes"
        raise ValueError(msg)
    source_digest = bytes.fromhex(source_sha256)
    if len(source_digest) != 32 or len(bytes.fromhex(draft_sha256)) != 32 or issued_at < 0:
        msg = "sha256 values must be 64 hex digits and the issue time non-negative"
        raise ValueError(msg)
    claims = _TIME.pack(issued_at) + source_digest + nonce
    payload = claims + _mac(key, claims, source, draft_sha256, output_name)
    return _PREFIX + base64.urlsafe_b64encode(payload).rstrip(b"=").decode("ascii")


def read_token(
    key: bytes, token: str, *, source: str, draft_sha256: str, output_name: str
) -> TokenClaims:
    """Check a token against this source path, draft and output name; return what it claims.

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
    if not isinstance(token, str) or not token.startswith(_PREFIX) or len(token) > 200:
        raise mismatch
    body = token[len(_PREFIX) :]
    try:
        payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise mismatch from None
    if len(payload) != _PAYLOAD_BYTES:
        raise mismatch
    claims, mac = payload[:-32], payload[-32:]
    if not hmac.compare_digest(mac, _mac(key, claims, source, draft_sha256, output_name)):
        raise mismatch
    (issued,) = _TIME.unpack_from(claims)
    return TokenClaims(issued_at=issued, source_sha256=claims[_TIME.size : -NONCE_BYTES].hex())


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
