"""Terminal approvals: a save that waits for the person to run `fa-mcp approve <code>`.

The one approval path a model cannot fake through fa's tools. `preview_save_report` (in
`approval = "terminal"`) files a *request* in `state_dir/approvals/` and shows its short code;
only the person's command, in a terminal, turns a request into an *approval*; the save waits for
it, and the gate checks it again before writing.

- The code is 8 characters of base32 (`K7Q2-M9XD`) from an HMAC of the token under the approval
  key: it names one token (one draft, source and report), and cannot be computed without the
  key. It is shown to the person through the preview's result; knowing it is not approving.
- A request (`<code>.request`) holds what the person is asked to approve: the source's display
  path, the report's name, the draft as it will be written, the token's sha256 and the token's
  expiry. It is written by the server, 0600, in a 0700 folder outside every root and the output.
- An approval (`<code>.approved`) is written only by `TerminalApprovals.approve`, which only the
  CLI calls, after the person typed their answer in an interactive terminal. It holds the
  token's sha256 and an HMAC over it (domain-separated from tokens), so a file planted by hand
  without the key is not an approval. No tool of the server calls `approve`: a read tool
  cannot approve, and neither can the save tool.
- A person's no (`<code>.declined`, written by `TerminalApprovals.decline`, again only from the
  CLI) removes the request, so the code cannot be approved later, and stops the waiting save at
  once (`APPROVAL_DECLINED`). It carries no HMAC: a planted no can only stop a save.
- A save consumes its approval (and request); a token saves once anyway (the audit log knows).
  Requests and declines past their token's expiry are swept whenever a new request is filed.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from fa_gate._config import Config
from fa_gate._token import APPROVAL_KEY_NAME, check_state_dir, load_key

__all__ = ("PendingApproval", "TerminalApprovals", "approval_code")

APPROVALS_DIR = "approvals"
_CODE_DOMAIN = b"fa-gate terminal code v1\0"
_APPROVED_DOMAIN = b"fa-gate terminal approval v1\0"
_CODE = re.compile(r"[A-Z2-7]{4}-[A-Z2-7]{4}")
_MAX_REQUEST_BYTES = 1 << 20
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


def approval_code(key: bytes, token: str) -> str:
    """The short code for `token`: `XXXX-XXXX` in base32 letters and digits (no 0, 1, 8, 9)."""
    digest = hmac.new(key, _CODE_DOMAIN + token.encode("utf-8"), hashlib.sha256).digest()
    text = base64.b32encode(digest[:5]).decode("ascii")
    return f"{text[:4]}-{text[4:8]}"


def normalise_code(text: str) -> str | None:
    """A code as a person may type it (`k7q2m9xd`, `K7Q2 M9XD`) in canonical form, or None."""
    letters = re.sub(r"[\s-]", "", text).upper()
    code = f"{letters[:4]}-{letters[4:]}"
    return code if _CODE.fullmatch(code) else None


@dataclass(frozen=True, slots=True)
class PendingApproval:
    """A save waiting for the person: what they are asked to approve."""

    code: str
    source: str
    output_name: str
    draft: str
    expires_at: str
    token_sha256: str
    host_pid: int | None = None
    """The process that started the server (the host), as the server saw it; `fa-mcp approve`
    refuses to run as its descendant (the model's shell tool). None when not known."""
    unconfirmed: tuple[str, ...] = ()
    """The draft's unconfirmed figures (GR-07), one line each: the approval screen shows them,
    so the person checks each against the document before approving."""
    sources: tuple[str, ...] = ()
    """Every source of a report drawn from several documents, in key order (`source` is the
    first); empty for a one-source report."""


class TerminalApprovals:
    """The requests and approvals of `config`'s state folder (`state_dir/approvals/`)."""

    def __init__(self, config: Config, *, clock: Callable[[], float] = time.time) -> None:
        self._config = config
        self._now = clock

    # -- the server's side ------------------------------------------------------------------

    def request(
        self,
        token: str,
        *,
        source: str | Sequence[str],
        output_name: str,
        draft: str,
        expires_at: str,
        host_pid: int | None = None,
        unconfirmed: Sequence[str] = (),
    ) -> str:
        """File a request for `token` (what the person will see) and return its code.

        `source` is the display path, or every source's in key order for a report drawn from
        several documents (the screen names each with its key).

        Raises:
            ConfigError: the state folder overlaps a root or the output, or the approval key
                cannot be read or made.
            OSError: the request cannot be written.
        """
        folder = self._folder()
        self._sweep(folder)
        code = approval_code(self._key(), token)
        sources = [source] if isinstance(source, str) else list(source)
        body = {
            "code": code,
            "source": sources[0],
            "sources": sources if len(sources) > 1 else [],
            "output_name": output_name,
            "expires_at": expires_at,
            "token_sha256": _sha256(token),
            "draft": draft,
            "host_pid": host_pid,
            "unconfirmed": list(unconfirmed),
        }
        _write_private(folder / f"{code}.request", json.dumps(body, ensure_ascii=False).encode())
        return code

    def code_for(self, token: str) -> str:
        """The code of `token` (whether or not a request was filed)."""
        return approval_code(self._key(), token)

    def requested(self, token: str) -> bool:
        """Whether a request (or an approval) exists for `token`."""
        folder = self._folder()
        code = self.code_for(token)
        return (folder / f"{code}.request").is_file() or (folder / f"{code}.approved").is_file()

    def approved(self, token: str) -> bool:
        """Whether the person approved `token` in a terminal (a genuine approval record)."""
        folder = self._folder()
        key = self._key()
        data = _read_private(folder / f"{approval_code(key, token)}.approved")
        if data is None:
            return False
        try:
            body = json.loads(data)
            token_sha256, mac = str(body["token_sha256"]), str(body["hmac"])
        except (ValueError, KeyError, TypeError):
            return False
        return token_sha256 == _sha256(token) and hmac.compare_digest(
            mac, _approved_mac(key, token_sha256)
        )

    def consume(self, token: str) -> None:
        """Remove the request and approval of `token` (after its save)."""
        folder = self._folder()
        code = self.code_for(token)
        for suffix in (".request", ".approved"):
            with contextlib.suppress(OSError):
                (folder / f"{code}{suffix}").unlink()

    # -- the person's side (the CLI only) ---------------------------------------------------

    def pending(self, code: str) -> PendingApproval | None:
        """The request behind `code` (as typed), or None when there is none or it expired."""
        canonical = normalise_code(code)
        if canonical is None:
            return None
        data = _read_private(self._folder() / f"{canonical}.request")
        if data is None:
            return None
        try:
            body = json.loads(data)
            pending = PendingApproval(
                code=canonical,
                source=str(body["source"]),
                output_name=str(body["output_name"]),
                draft=str(body["draft"]),
                expires_at=str(body["expires_at"]),
                token_sha256=str(body["token_sha256"]),
                host_pid=_pid(body.get("host_pid")),
                unconfirmed=tuple(str(line) for line in body.get("unconfirmed") or ()),
                sources=tuple(str(path) for path in body.get("sources") or ()),
            )
        except (ValueError, KeyError, TypeError):
            return None
        if _expired(pending.expires_at, self._now()):
            return None
        return pending

    def approve(self, pending: PendingApproval) -> None:
        """Record the person's approval of `pending`. Called only by `fa-mcp approve`, after
        the person answered in an interactive terminal; no server tool calls it.

        Raises:
            OSError: the approval cannot be written.
        """
        body = {
            "token_sha256": pending.token_sha256,
            "hmac": _approved_mac(self._key(), pending.token_sha256),
            "approved_at": datetime.fromtimestamp(self._now(), UTC).isoformat(timespec="seconds"),
        }
        _write_private(self._folder() / f"{pending.code}.approved", json.dumps(body).encode())

    def decline(self, pending: PendingApproval) -> None:
        """Record the person's no to `pending`, so the waiting save stops at once
        (`APPROVAL_DECLINED`), and remove the request, so the code cannot be approved later.
        Called only by `fa-mcp approve`. A no needs no key: a planted one only stops a save.

        Raises:
            OSError: the decline cannot be written.
        """
        folder = self._folder()
        body = {
            "token_sha256": pending.token_sha256,
            "expires_at": pending.expires_at,
            "declined_at": datetime.fromtimestamp(self._now(), UTC).isoformat(timespec="seconds"),
        }
        _write_private(folder / f"{pending.code}.declined", json.dumps(body).encode())
        for suffix in (".request", ".approved"):  # a no after a yes: the last answer stands
            with contextlib.suppress(OSError):
                (folder / f"{pending.code}{suffix}").unlink()

    def declined(self, token: str) -> bool:
        """Whether the person said no to `token` in a terminal."""
        data = _read_private(self._folder() / f"{self.code_for(token)}.declined")
        if data is None:
            return False
        try:
            return str(json.loads(data)["token_sha256"]) == _sha256(token)
        except (ValueError, KeyError, TypeError):
            return False

    # -- internals --------------------------------------------------------------------------

    def _folder(self) -> Path:
        folder = check_state_dir(self._config) / APPROVALS_DIR
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        return folder

    def _key(self) -> bytes:
        key = load_key(check_state_dir(self._config) / APPROVAL_KEY_NAME)
        assert key is not None  # create=True never returns None
        return key

    def _sweep(self, folder: Path) -> None:
        """Remove requests and approvals whose token has expired."""
        now = self._now()
        for path in [*folder.glob("*.request"), *folder.glob("*.declined")]:
            data = _read_private(path)
            try:
                expires_at = str(json.loads(data or b"")["expires_at"])
            except (ValueError, KeyError, TypeError):
                expires_at = ""
            if not expires_at or _expired(expires_at, now):
                for stale in (path, path.with_suffix(".approved")):
                    with contextlib.suppress(OSError):
                        stale.unlink()


def _pid(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 1 else None


def _approved_mac(key: bytes, token_sha256: str) -> str:
    return hmac.new(key, _APPROVED_DOMAIN + token_sha256.encode(), hashlib.sha256).hexdigest()


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _expired(expires_at: str, now: float) -> bool:
    try:
        when = datetime.fromisoformat(expires_at.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return True
    return now > when


def _write_private(path: Path, data: bytes) -> None:
    """Write `data` to `path` (0600) through a new file renamed over it; no link followed."""
    temp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.new")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY, 0o600)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        temp.replace(path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def _read_private(path: Path) -> bytes | None:
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _CLOEXEC | _BINARY)
    except OSError:
        return None
    try:
        return os.read(fd, _MAX_REQUEST_BYTES)
    except OSError:
        return None
    finally:
        os.close(fd)
