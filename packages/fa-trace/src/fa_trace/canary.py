"""Canary harness: plant a fresh random token, then prove it appears nowhere it must not.

Other packages and the server reuse this in their tests::

    canary = Canary.new()
    ...plant canary.ascii and canary.korean in file names, bodies, metadata, arguments...
    ...run tool calls...
    assert find_canary(canary, streams=[tool_result_json])     # positive control
    assert_no_canary(canary, paths=[trace_dir], streams=[captured_stderr])

The search covers the forms a token takes on its way through code: raw UTF-8, JSON ``\\u``
escapes (lower- and upper-case hex), UTF-16 LE and BE, base64 at all three byte alignments
(standard and URL-safe, also across line breaks), hex (lower and upper case), percent-encoding,
each for both the NFC and the NFD spelling; the ASCII token also case-insensitively.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import secrets
import unicodedata
import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from fa_trace._errors import CanaryFoundError, CanaryPathNotFoundError, TraceArgumentError

__all__ = ("Canary", "Hit", "assert_no_canary", "encoded_forms", "find_canary")

_PREFIX = re.compile(r"[A-Za-z][A-Za-z0-9]{0,15}")
_HANGUL_FIRST = 0xAC00
_HANGUL_COUNT = 11172
_JSON_ESCAPE = re.compile(rb"\\u([0-9a-f]{4})")


@dataclass(frozen=True)
class Canary:
    """A fresh random token in two spellings: ASCII and Korean (non-ASCII).

    ``ascii`` is ``<prefix>`` plus 20 random hex digits; ``korean`` is ``카나리`` plus eight
    random precomposed Hangul syllables, whose NFD spelling differs from the NFC one.
    """

    ascii: str
    korean: str

    @classmethod
    def new(cls, prefix: str = "facanary") -> Canary:
        """Make a new canary with fresh randomness; never reuse one across test runs.

        Raises:
            TraceArgumentError: ``prefix`` is not 1-16 ASCII letters and digits starting
                with a letter.
        """
        if not _PREFIX.fullmatch(prefix):
            raise TraceArgumentError(
                "A canary prefix must be 1 to 16 ASCII letters and digits, starting with a letter."
            )
        syllables = "".join(chr(_HANGUL_FIRST + secrets.randbelow(_HANGUL_COUNT)) for _ in range(8))
        return cls(ascii=f"{prefix}{secrets.token_hex(10)}", korean=f"카나리{syllables}")

    @property
    def values(self) -> tuple[str, str]:
        """Both spellings, ASCII first."""
        return (self.ascii, self.korean)


@dataclass(frozen=True)
class Hit:
    """One place a canary was found: where, which spelling, in which form, at which offset.

    ``offset`` counts bytes in the source; for the ``*-unwrapped`` base64 forms it counts
    bytes after line breaks were removed.
    """

    source: str
    variant: str
    form: str
    offset: int


def encoded_forms(value: str) -> dict[str, bytes]:
    """Every byte string under which ``value`` is searched, by form name.

    Forms whose bytes equal an earlier form's are left out (for an ASCII token, the JSON
    escape is the raw text), so one occurrence is reported once per distinct spelling.
    """
    forms: dict[str, bytes] = {}
    for norm in ("NFC", "NFD"):
        text = unicodedata.normalize(norm, value)
        tag = "" if norm == "NFC" else "nfd-"
        raw = text.encode("utf-8")
        escaped = json.dumps(text, ensure_ascii=True)[1:-1].encode("ascii")
        candidates = {
            "utf-8": raw,
            "json-escape": escaped,
            "json-escape-upper": _JSON_ESCAPE.sub(lambda m: b"\\u" + m.group(1).upper(), escaped),
            "utf-16-le": text.encode("utf-16-le"),
            "utf-16-be": text.encode("utf-16-be"),
            "hex-lower": binascii.hexlify(raw),
            "hex-upper": binascii.hexlify(raw).upper(),
            "percent": urllib.parse.quote(text, safe="").encode("ascii"),
        }
        for shift in range(3):
            core = _base64_core(raw, shift)
            candidates[f"base64+{shift}"] = core
            candidates[f"base64url+{shift}"] = core.replace(b"+", b"-").replace(b"/", b"_")
        for name, needle in candidates.items():
            if needle not in forms.values():
                forms[tag + name] = needle
    return forms


def _base64_core(data: bytes, shift: int) -> bytes:
    """The base64 characters that depend only on ``data`` when it starts ``shift`` bytes into
    a 3-byte group: whatever surrounds it, these characters appear in the encoding."""
    encoded = base64.b64encode(b"\0" * shift + data)
    start = -(-8 * shift // 6)
    end = 8 * (shift + len(data)) // 6
    return encoded[start:end]


def find_canary(
    canary: Canary,
    paths: Iterable[Path | str] = (),
    streams: Iterable[bytes | str] = (),
) -> list[Hit]:
    """Search files (folders recursively, symlinks not followed, entry names included) and
    captured streams for the canary in every form of ``encoded_forms``; return every hit, or
    an empty list.

    Raises:
        CanaryPathNotFoundError: a path does not exist (a silent skip would prove nothing).
    """
    sources: list[tuple[str, bytes]] = []
    for given in paths:
        path = Path(given)
        if not path.exists() and not path.is_symlink():
            raise CanaryPathNotFoundError(
                f"The canary search was given a path that does not exist ({path.name!r}); "
                "pass the folder the traces, logs or outputs are actually written to."
            )
        sources.extend(_sources(path))
    for index, stream in enumerate(streams):
        data = stream.encode("utf-8", "surrogatepass") if isinstance(stream, str) else stream
        sources.append((f"stream[{index}]", bytes(data)))
    needles = [
        (variant, encoded_forms(value))
        for variant, value in (("ascii", canary.ascii), ("korean", canary.korean))
    ]
    hits: list[Hit] = []
    for source, data in sources:
        unwrapped = data.replace(b"\r", b"").replace(b"\n", b"")
        for variant, forms in needles:
            for form, needle in forms.items():
                at = data.find(needle)
                if at >= 0:
                    hits.append(Hit(source, variant, form, at))
                elif "base64" in form and (at := unwrapped.find(needle)) >= 0:
                    hits.append(Hit(source, variant, f"{form}-unwrapped", at))
            token = forms["utf-8"]
            if token.isascii() and data.find(token) < 0:
                at = data.lower().find(token.lower())
                if at >= 0:
                    hits.append(Hit(source, variant, "utf-8-anycase", at))
    return hits


def assert_no_canary(
    canary: Canary,
    paths: Iterable[Path | str] = (),
    streams: Iterable[bytes | str] = (),
) -> None:
    """Fail a test when the canary appears anywhere in ``paths`` or ``streams``.

    Raises:
        CanaryFoundError: the canary was found; the message lists each source's file name, the
            spelling and the form.
        CanaryPathNotFoundError: a path does not exist.
    """
    hits = find_canary(canary, paths, streams)
    if hits:
        listed = ", ".join(f"{_shown(hit.source)} ({hit.variant}, {hit.form})" for hit in hits[:10])
        raise CanaryFoundError(f"The canary was found {len(hits)} time(s): {listed}.")


def _shown(source: str) -> str:
    """A hit's source for a message: a file's name, never its absolute path."""
    return Path(source).name if Path(source).is_absolute() else source


def _sources(path: Path) -> list[tuple[str, bytes]]:
    """A file's bytes; for a folder, every file's bytes and every entry's relative name (a
    writer that named a file after a document leaks as surely as one that copied it)."""
    if not path.is_dir() or path.is_symlink():
        return [(str(path), path.read_bytes())] if path.is_file() else []
    found: list[tuple[str, bytes]] = []
    for folder, dirs, names in os.walk(path, followlinks=False):
        for name in sorted([*dirs, *names]):
            entry = Path(folder, name)
            relative = str(entry.relative_to(path))
            found.append((f"name:{relative}", relative.encode("utf-8", "surrogateescape")))
            if name in names and entry.is_file() and not entry.is_symlink():
                found.append((str(entry), entry.read_bytes()))
    return found
