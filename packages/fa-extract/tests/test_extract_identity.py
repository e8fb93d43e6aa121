"""The identity cache: an unchanged open file is neither read nor hashed again; any change is."""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import pytest
from fa_extract import Extractor
from fa_extract._identity import IdentityCache


class CountingFile(io.RawIOBase):
    """A real open file that counts the bytes read through it (fstat still works)."""

    def __init__(self, path: Path) -> None:
        self._file = path.open("rb")
        self.bytes_read = 0

    def readable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._file.fileno()

    def read(self, size: int = -1) -> bytes:
        data = self._file.read(size)
        self.bytes_read += len(data)
        return data

    def seek(self, offset: int, whence: int = 0) -> int:
        return self._file.seek(offset, whence)

    def close(self) -> None:
        self._file.close()
        super().close()


@pytest.fixture
def trusting(monkeypatch: pytest.MonkeyPatch) -> None:
    """Trust identities at once (a file written by the test is younger than the margin)."""
    monkeypatch.setattr(IdentityCache, "settle_ns", 0)


def _inspect(extractor: Extractor, path: Path) -> tuple[Any, int]:
    handle = CountingFile(path)
    try:
        info = extractor.inspect(handle, path.name)  # type: ignore[arg-type]
    finally:
        handle.close()
    return info, handle.bytes_read


def test_an_unchanged_file_is_not_read_again(
    extractor: Extractor, pdfs: Any, tmp_path: Path, trusting: None
) -> None:
    path = tmp_path / "a.pdf"
    path.write_bytes(pdfs["korean_pdf"]([["첫 쪽의 본문입니다"], ["둘째 쪽의 본문입니다"]]))
    first, read_first = _inspect(extractor, path)
    second, read_second = _inspect(extractor, path)
    assert read_first == path.stat().st_size
    assert read_second == 0
    assert second.sha256 == first.sha256
    assert second.cache_hit


def test_a_rewrite_of_the_same_size_is_hashed_again(
    extractor: Extractor, pdfs: Any, tmp_path: Path, trusting: None
) -> None:
    path = tmp_path / "b.pdf"
    base = pdfs["korean_pdf"]([["가나다라마바사 아자차카"]])
    old, new = base + b"\n% aaaa\n", base + b"\n% bbbb\n"  # same size, other bytes
    path.write_bytes(old)
    first, _ = _inspect(extractor, path)
    stat = path.stat()
    path.write_bytes(new)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # the mtime put back, as cp -p does
    assert path.stat().st_size == stat.st_size
    second, read_second = _inspect(extractor, path)
    assert read_second == stat.st_size  # ctime moved: read and hashed again
    assert second.sha256 != first.sha256


def test_a_freshly_written_file_is_not_trusted(
    extractor: Extractor, pdfs: Any, tmp_path: Path
) -> None:
    # Timestamps tick coarsely: a file changed within the same tick would keep its identity, so
    # an identity is trusted only once the file has been still for `settle_ns`.
    path = tmp_path / "c.pdf"
    path.write_bytes(pdfs["korean_pdf"]([["방금 쓴 파일"]]))
    _inspect(extractor, path)
    _, read_second = _inspect(extractor, path)
    assert read_second == path.stat().st_size


def test_a_file_object_without_a_descriptor_is_hashed_every_time(
    extractor: Extractor, pdfs: Any
) -> None:
    data = pdfs["korean_pdf"]([["메모리 속 파일"]])
    first = extractor.inspect(io.BytesIO(data), "m.pdf")
    second = extractor.inspect(io.BytesIO(data), "m.pdf")
    assert first.sha256 == second.sha256
    assert second.cache_hit  # found by its sha256, as before


def test_the_identity_includes_the_name(tmp_path: Path, trusting: None) -> None:
    # The format comes from the name: the same bytes under another extension are checked anew.
    cache = IdentityCache(max_entries=2)
    path = tmp_path / "d.pdf"
    path.write_bytes(b"%PDF-1.4\n")
    with path.open("rb") as handle:
        seen = cache.identify(handle)
        assert seen is not None
        cache.remember(seen, "d.pdf", "f" * 64, "pdf", 9)
        assert cache.lookup(seen, "d.pdf") == ("f" * 64, "pdf", 9)
        assert cache.lookup(seen, "d.svg") is None


def test_the_cache_is_bounded(tmp_path: Path, trusting: None) -> None:
    cache = IdentityCache(max_entries=2)
    seen = []
    for index in range(3):
        path = tmp_path / f"e{index}.pdf"
        path.write_bytes(b"%PDF-1.4\n" * (index + 1))
        with path.open("rb") as handle:
            identity = cache.identify(handle)
        assert identity is not None
        cache.remember(identity, path.name, str(index) * 64, "pdf", index)
        seen.append((identity, path.name))
    assert cache.lookup(*seen[0]) is None
    assert cache.lookup(*seen[2]) is not None
