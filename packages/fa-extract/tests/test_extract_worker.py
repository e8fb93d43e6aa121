"""Isolation: limits kill the worker, the caller keeps working; the cache parses once."""

from __future__ import annotations

import hashlib
import io
import threading
from collections.abc import Callable

import pytest
from fa_extract import ExtractError, Extractor, Limits

Builders = dict[str, Callable[..., bytes]]


def test_wall_clock_kills_the_worker_and_the_next_call_works(pdfs: Builders) -> None:
    flood = pdfs["text_flood"](200_000)
    good = pdfs["korean_pdf"]([["다음 문서는 정상적으로 읽혀야 합니다."]])
    with Extractor(Limits(wall_seconds=2, page_fallback_seconds=600)) as ex:
        with pytest.raises(ExtractError) as caught:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert caught.value.code == "DOCUMENT_TIMEOUT"
        assert ex.inspect(io.BytesIO(good), "good.pdf").grade == "B"
        assert ex.worker_starts == 2
        # The timeout is remembered for these bytes: no second wait.
        with pytest.raises(ExtractError) as again:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert again.value.code == "DOCUMENT_TIMEOUT"
        assert ex.worker_starts == 2


def test_cpu_limit_ends_the_worker(pdfs: Builders) -> None:
    flood = pdfs["text_flood"](200_000)
    limits = Limits(worker_cpu_seconds=1, wall_seconds=60, page_fallback_seconds=600)
    with Extractor(limits) as ex:
        with pytest.raises(ExtractError) as caught:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert caught.value.code == "DOCUMENT_LIMIT_EXCEEDED"


def test_flate_bomb_hits_the_memory_limit(pdfs: Builders) -> None:
    import zlib

    # 1 GiB of spaces in about 1 MB: after a full flush, compressing the same MiB again gives
    # the same bytes, so the block is repeated instead of compressing a gigabyte here.
    packer = zlib.compressobj(9)
    chunk = b" " * (1 << 20)
    first = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    body = first + block * 1023 + packer.flush()
    bomb = pdfs["raw_pdf"](
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(body) + body + b"\nendstream",
        ]
    )
    with Extractor(Limits(worker_memory_bytes=300 * 1024 * 1024, wall_seconds=30)) as ex:
        with pytest.raises(ExtractError) as caught:
            ex.inspect(io.BytesIO(bomb), "bomb.pdf")
        assert caught.value.code in {"DOCUMENT_LIMIT_EXCEEDED", "DOCUMENT_TIMEOUT"}


def test_cache_parses_once_and_sha256_is_of_the_bytes(extractor: Extractor, pdfs: Builders) -> None:
    data = pdfs["korean_pdf"]([[f"캐시 시험 {n}쪽 본문입니다."] for n in range(30)])
    first = extractor.inspect(io.BytesIO(data), "캐시.pdf")
    starts = extractor.worker_starts
    assert first.sha256 == hashlib.sha256(data).hexdigest()
    assert first.size_bytes == len(data)
    assert first.cache_hit is False
    again = extractor.inspect(io.BytesIO(data), "다른이름.pdf")
    assert again.cache_hit is True
    read = extractor.read(io.BytesIO(data), "캐시.pdf", start=10, end=12)
    assert read.cache_hit is True
    assert [b.anchor for b in read.blocks] == ["p10.1", "p11.1", "p12.1"]
    assert extractor.worker_starts == starts


def test_threads_share_one_extractor(extractor: Extractor, pdfs: Builders) -> None:
    docs = [pdfs["korean_pdf"]([[f"스레드 {n}번 문서의 본문입니다."]]) for n in range(6)]
    results: dict[int, str] = {}
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            results[n] = extractor.read(io.BytesIO(docs[n]), f"{n}.pdf").blocks[0].text
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert all(f"스레드 {n}번" in results[n] for n in range(6))


def test_closed_extractor_refuses_work(pdfs: Builders) -> None:
    ex = Extractor()
    ex.close()
    with pytest.raises(ExtractError) as caught:
        ex.inspect(io.BytesIO(pdfs["korean_pdf"]([["닫힌 추출기"]])), "a.pdf")
    assert caught.value.code == "SERVER_INVARIANT_BROKEN"


def test_nothing_is_returned_empty_in_silence(extractor: Extractor) -> None:
    svg = b'<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>'
    with pytest.raises(ExtractError) as caught:
        extractor.read(io.BytesIO(svg), "도형만.svg")
    assert caught.value.code == "DOCUMENT_NO_TEXT"
    with pytest.raises(ExtractError) as image:
        extractor.image(io.BytesIO(svg), "도형만.svg")
    assert image.value.code == "NO_IMAGE_FOR_FORMAT"


@pytest.mark.parametrize("polled", [True, False], ids=["polled", "threaded"])
def test_both_pipe_paths_read_alike_and_keep_the_wall_clock(
    polled: bool, pdfs: Builders, monkeypatch: pytest.MonkeyPatch
) -> None:
    # POSIX polls the pipes on the calling thread; Windows, whose pipes cannot be polled, does
    # the I/O on a thread per request. Both must answer the same and stop at the wall clock.
    import fa_extract._client as client

    monkeypatch.setattr(client, "_POLLED", polled and client._POLLED)
    good = pdfs["korean_pdf"]([["다음 문서는 정상적으로 읽혀야 합니다."]])
    with Extractor() as plain:
        expected = plain.read(io.BytesIO(good), "good.pdf").blocks
    big = b"x" * (1 << 17) + b"\n\n" + "끝 문단".encode()  # over a pipe's buffer, split writes
    flood = pdfs["text_flood"](200_000)
    with Extractor(Limits(wall_seconds=2, page_fallback_seconds=600)) as ex:
        assert ex.read(io.BytesIO(good), "good.pdf").blocks == expected
        texts = [b.text for b in ex.evidence(io.BytesIO(big), "big.txt")]
        assert "".join(texts).count("x") == 1 << 17 and "끝 문단" in texts
        with pytest.raises(ExtractError) as caught:
            ex.inspect(io.BytesIO(flood), "flood.pdf")
        assert caught.value.code == "DOCUMENT_TIMEOUT"
        assert ex.read(io.BytesIO(good), "good.pdf").cache_hit
        assert ex.read(io.BytesIO(good + b"\n"), "good.pdf").blocks == expected
        assert ex.worker_starts == 2


def test_a_frame_arriving_in_pieces_is_read_whole_and_a_broken_one_refused() -> None:
    from fa_extract._wire import WireError, frame_head, take_frame

    frames = frame_head({"ok": True, "text": "본문"}, 3) + b"png" + frame_head({"next": 1}, 0)
    for cut in range(len(frames) + 1):  # the pipe may hand over the bytes cut anywhere
        inbox = bytearray(frames[:cut])
        got = []
        while (frame := take_frame(inbox)) is not None:
            got.append(frame)
        inbox += frames[cut:]
        while (frame := take_frame(inbox)) is not None:
            got.append(frame)
        assert got == [({"ok": True, "text": "본문"}, b"png"), ({"next": 1}, b"")]
        assert not inbox
    not_an_object = b"FA1\n" + (2).to_bytes(4, "big") + b"[]" + (0).to_bytes(8, "big")
    for broken in (b"FA2\n" + frames[4:], not_an_object):
        with pytest.raises(WireError):
            take_frame(bytearray(broken))
