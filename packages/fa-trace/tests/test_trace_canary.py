"""The canary harness finds a planted token in every form it claims, and nothing else."""

from __future__ import annotations

import base64
import binascii
import json
import re
import unicodedata
import urllib.parse
from pathlib import Path

import pytest
from fa_trace import CanaryFoundError, CanaryPathNotFoundError, TraceArgumentError
from fa_trace.canary import (
    Canary,
    Hit,
    assert_no_canary,
    encoded_forms,
    find_canary,
)
from hypothesis import given
from hypothesis import strategies as st


def test_trace_canary_is_fresh_and_has_a_korean_variant() -> None:
    first, second = Canary.new(), Canary.new()
    assert first != second
    assert first.ascii.startswith("facanary") and first.ascii.isascii()
    assert len(first.ascii) == len("facanary") + 20
    assert first.korean.startswith("카나리") and not first.korean.isascii()
    assert unicodedata.normalize("NFD", first.korean) != first.korean
    assert first.values == (first.ascii, first.korean)
    assert Canary.new("zz").ascii.startswith("zz")
    with pytest.raises(TraceArgumentError):
        Canary.new("not ok")


def _encodings(text: str) -> dict[str, bytes]:
    """Each form built independently with the standard library, as a writer would."""
    raw = text.encode("utf-8")
    nfd = unicodedata.normalize("NFD", text)
    return {
        "utf-8": b"before " + raw + b" after",
        "json-escape": json.dumps({"k": f"x{text}y"}).encode("ascii"),
        "utf-16-le": f"<{text}>".encode("utf-16-le"),
        "utf-16-be": f"<{text}>".encode("utf-16-be"),
        "base64+0": base64.b64encode(raw + b"tail"),
        "base64+1": base64.b64encode(b"a" + raw),
        "base64+2": base64.b64encode(b"ab" + raw + b"z"),
        "hex-lower": b"0x" + binascii.hexlify(raw),
        "hex-upper": binascii.hexlify(b"\x00" + raw).upper(),
        "percent": urllib.parse.quote(f"/docs/{text}.pdf").encode("ascii"),
        "nfd-utf-8": nfd.encode("utf-8"),
        "nfd-json-escape": json.dumps(nfd).encode("ascii"),
    }


def test_trace_canary_positive_control_every_form_in_files(tmp_path: Path) -> None:
    canary = Canary.new()
    for variant, value in (("ascii", canary.ascii), ("korean", canary.korean)):
        known = encoded_forms(value)
        for form, data in _encodings(value).items():
            # An ASCII token's JSON escape, percent form and NFD are its raw UTF-8 spelling.
            expected = form if form in known else "utf-8"
            folder = tmp_path / variant / form
            folder.mkdir(parents=True)
            (folder / "sample.bin").write_bytes(data)
            hits = find_canary(canary, paths=[folder])
            assert any(h.variant == variant and h.form == expected for h in hits), (variant, form)


def test_trace_canary_json_escape_upper_and_wrapped_base64_and_case() -> None:
    canary = Canary.new()
    escaped = json.dumps(canary.korean)
    upper = re.sub(r"\\u([0-9a-f]{4})", lambda m: "\\u" + m.group(1).upper(), escaped)
    assert upper != escaped
    # 50 bytes in, the token's base64 crosses the 76-character line break of MIME base64.
    wrapped = base64.encodebytes(b"p" * 50 + canary.korean.encode("utf-8"))
    hits = find_canary(canary, streams=[upper, wrapped, canary.ascii.upper()])
    forms = {(h.source, h.form) for h in hits}
    assert ("stream[0]", "json-escape-upper") in forms
    assert any(src == "stream[1]" and form.endswith("-unwrapped") for src, form in forms)
    assert ("stream[2]", "utf-8-anycase") in forms


def test_trace_canary_search_covers_names_in_a_folder(tmp_path: Path) -> None:
    canary = Canary.new()
    (tmp_path / f"{canary.korean}.jsonl").write_text("{}", encoding="utf-8")
    [hit] = [h for h in find_canary(canary, paths=[tmp_path]) if h.variant == "korean"]
    assert hit.source.startswith("name:")


def test_trace_canary_negative_control_finds_nothing(tmp_path: Path) -> None:
    canary, other = Canary.new(), Canary.new()
    for form, data in _encodings(other.korean).items():
        (tmp_path / f"{form}.bin").write_bytes(data)
    (tmp_path / "ascii.bin").write_bytes(b"\n".join(_encodings(other.ascii).values()))
    assert find_canary(canary, paths=[tmp_path]) == []
    assert_no_canary(canary, paths=[tmp_path], streams=["", b""])


def test_trace_canary_assert_raises_with_names_only(tmp_path: Path) -> None:
    canary = Canary.new()
    (tmp_path / "trace.jsonl").write_text(canary.ascii, encoding="utf-8")
    with pytest.raises(CanaryFoundError) as raised:
        assert_no_canary(canary, paths=[tmp_path])
    assert "trace.jsonl" in raised.value.message
    assert str(tmp_path) not in raised.value.message
    assert isinstance(raised.value, AssertionError)


def test_trace_canary_missing_path_is_an_error_not_a_pass(tmp_path: Path) -> None:
    with pytest.raises(CanaryPathNotFoundError) as raised:
        find_canary(Canary.new(), paths=[tmp_path / "never-written"])
    assert raised.value.code == "CANARY_PATH_NOT_FOUND"
    assert str(tmp_path) not in raised.value.message


def test_trace_canary_forms_have_no_duplicates() -> None:
    canary = Canary.new()
    for value in canary.values:
        forms = encoded_forms(value)
        assert len(set(forms.values())) == len(forms)
    assert "nfd-utf-8" not in encoded_forms(canary.ascii)
    assert "nfd-utf-8" in encoded_forms(canary.korean)


_CANARY = Canary.new()


@given(prefix=st.binary(max_size=7), suffix=st.binary(max_size=7), korean=st.booleans())
def test_trace_canary_base64_found_at_any_alignment(
    prefix: bytes, suffix: bytes, korean: bool
) -> None:
    value = _CANARY.korean if korean else _CANARY.ascii
    for encode in (base64.b64encode, base64.urlsafe_b64encode):
        data = encode(prefix + value.encode("utf-8") + suffix)
        hits = find_canary(_CANARY, streams=[data])
        assert any(isinstance(h, Hit) and "base64" in h.form for h in hits)
