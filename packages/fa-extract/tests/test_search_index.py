"""The search index: Korean as people type it, English plurals, and keeping it current."""

from __future__ import annotations

from pathlib import Path

from fa_extract import Block, SearchIndex


def _blocks(*texts: str) -> list[Block]:
    return [Block(anchor=f"L{i}", kind="paragraph", text=t) for i, t in enumerate(texts, 1)]


def _index(tmp_path: Path, **files: tuple[str, ...]) -> SearchIndex:
    index = SearchIndex(tmp_path / "state" / "search.sqlite3")
    for n, (name, texts) in enumerate(files.items()):
        index.add(
            f"docs/{name}.txt", size=10, mtime_ns=n, sha256=f"{n:064x}", blocks=_blocks(*texts)
        )
    return index


def _found(index: SearchIndex, query: str) -> set[tuple[str, str]]:
    hits = index.search(query, prefixes=["docs"], limit=50)
    return {(h.path, h.anchor) for h in hits.hits}


def test_a_word_with_a_particle_finds_the_word_with_another(tmp_path: Path) -> None:
    with _index(tmp_path, a=("올해 예산은 늘었다.", "인력 계획"), b=("예산을 줄였다.",)) as index:
        assert _found(index, "예산을") == {("docs/a.txt", "L1"), ("docs/b.txt", "L1")}
        assert _found(index, "예산이") == {("docs/a.txt", "L1"), ("docs/b.txt", "L1")}


def test_spacing_variants_find_each_other(tmp_path: Path) -> None:
    with _index(
        tmp_path, a=("사업 계획을 세웠다.",), b=("사업계획서 제출",), c=("계획 없는 사업",)
    ) as index:
        joined = _found(index, "사업계획")
        spaced = _found(index, "사업 계획")
        assert {("docs/a.txt", "L1"), ("docs/b.txt", "L1")} <= joined
        assert ("docs/c.txt", "L1") not in joined
        assert {("docs/a.txt", "L1"), ("docs/b.txt", "L1")} <= spaced


def test_a_two_syllable_word_is_found_and_a_word_sharing_one_syllable_is_not(
    tmp_path: Path,
) -> None:
    with _index(tmp_path, a=("국가 통계",), b=("국민 연금",)) as index:
        assert _found(index, "국가") == {("docs/a.txt", "L1")}


def test_english_is_found_whatever_its_case_and_number(tmp_path: Path) -> None:
    with _index(
        tmp_path, a=("The Budget was cut.",), b=("Two budgets and three policies",)
    ) as index:
        assert _found(index, "budgets") == {("docs/a.txt", "L1"), ("docs/b.txt", "L1")}
        assert _found(index, "POLICY") == {("docs/b.txt", "L1")}


def test_hits_carry_the_block_number_to_read_from_and_counts_per_file(tmp_path: Path) -> None:
    with _index(tmp_path, a=("서론", "예산 현황", "예산 전망")) as index:
        hits = index.search("예산", prefixes=["docs"])
        assert sorted((h.anchor, h.block) for h in hits.hits) == [("L2", 2), ("L3", 3)]
        assert hits.files == {"docs/a.txt": 2}
        assert hits.total == 2


def test_figures_are_found_by_the_terms_the_caller_gives(tmp_path: Path) -> None:
    def figures(blocks: object) -> dict[str, tuple[str, ...]]:
        return {"L1": ("n:32000000000",)}

    index = SearchIndex(tmp_path / "s.sqlite3", block_terms=figures)
    index.add(
        "docs/a.txt", size=1, mtime_ns=1, sha256="a" * 64, blocks=_blocks("총 32,000,000,000원")
    )
    hits = index.search("", prefixes=["docs"], figures=[("320억", ("n:32000000000",))])
    assert [(h.path, h.anchor) for h in hits.hits] == [("docs/a.txt", "L1")]
    assert not index.search("", prefixes=["docs"], figures=[("321억", ("n:32100000000",))]).hits


def test_no_hit_holding_every_word_falls_back_to_any(tmp_path: Path) -> None:
    with _index(tmp_path, a=("예산 현황",), b=("인력 현황",)) as index:
        hits = index.search("예산 인력", prefixes=["docs"])
        assert hits.matched == "any"
        assert {h.path for h in hits.hits} == {"docs/a.txt", "docs/b.txt"}


def test_a_changed_or_new_file_is_stale_and_a_removed_one_is_dropped(tmp_path: Path) -> None:
    with _index(tmp_path, a=("예산",), b=("예산",)) as index:
        # a.txt indexed with mtime 0, b.txt with mtime 1
        listing = [("docs/a.txt", 10, 0), ("docs/b.txt", 10, 99), ("docs/c.txt", 5, 5)]
        assert index.stale("docs", listing) == listing[1:]
        index.stale("docs", [("docs/b.txt", 10, 1)])  # a.txt is gone
        assert _found(index, "예산") == {("docs/b.txt", "L1")}
        index.stale("docs", [])  # b.txt too: its document leaves the index
        assert not index.has_document(f"{1:064x}")


def test_a_changed_file_is_searched_by_its_new_text(tmp_path: Path) -> None:
    with _index(tmp_path, a=("예산 현황",)) as index:
        index.add("docs/a.txt", size=11, mtime_ns=7, sha256="b" * 64, blocks=_blocks("인력 현황"))
        assert not _found(index, "예산")
        assert _found(index, "인력") == {("docs/a.txt", "L1")}


def test_an_unreadable_file_is_named_with_its_code(tmp_path: Path) -> None:
    with _index(tmp_path, a=("예산",)) as index:
        index.add_unreadable("docs/x.hwp", size=3, mtime_ns=3, code="DOCUMENT_ENCRYPTED")
        assert index.unreadable(["docs"]) == [("docs/x.hwp", "DOCUMENT_ENCRYPTED")]
        assert index.stale("docs", [("docs/a.txt", 10, 0), ("docs/x.hwp", 3, 3)]) == []
        assert index.indexed_files(["docs"]) == 1


def test_the_index_holds_no_document_text_and_no_file_name(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with SearchIndex(path) as index:
        index.add(
            "docs/비밀이름.txt",
            size=1,
            mtime_ns=1,
            sha256="a" * 64,
            blocks=_blocks("기밀문장내용 Confidentialword"),
        )
        assert _found(index, "기밀문장") == {("docs/비밀이름.txt", "L1")}
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    for secret in ("비밀이름", "기밀", "밀문", "confidentialword", "Confidential"):
        assert secret.encode() not in stored, secret


def test_a_search_stays_inside_the_folder_asked(tmp_path: Path) -> None:
    index = SearchIndex(tmp_path / "s.sqlite3")
    index.add("docs/a.txt", size=1, mtime_ns=1, sha256="a" * 64, blocks=_blocks("예산"))
    index.add("docs_old/a.txt", size=1, mtime_ns=1, sha256="a" * 64, blocks=None)
    index.add("other/a.txt", size=1, mtime_ns=1, sha256="a" * 64, blocks=None)
    assert {h.path for h in index.search("예산", prefixes=["docs"]).hits} == {"docs/a.txt"}
    assert index.search("예산", prefixes=["docs", "other"]).files == {
        "docs/a.txt": 1,
        "other/a.txt": 1,
    }


def test_a_second_index_on_the_same_file_sees_the_first_ones_documents(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    first, second = SearchIndex(path), SearchIndex(path)
    first.add("docs/a.txt", size=1, mtime_ns=1, sha256="a" * 64, blocks=_blocks("예산"))
    second.add("docs/a.txt", size=1, mtime_ns=1, sha256="a" * 64, blocks=_blocks("예산"))
    assert second.has_document("a" * 64)
    assert len(second.search("예산", prefixes=["docs"]).hits) == 1
    first.close()
    second.close()


def test_a_damaged_index_file_is_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    with SearchIndex(path) as index:
        assert index.indexed_files(["docs"]) == 0


def test_two_indexes_writing_the_same_file_at_once_agree(tmp_path: Path) -> None:
    import threading

    path = tmp_path / "s.sqlite3"
    indexes = [SearchIndex(path), SearchIndex(path)]
    failures: list[BaseException] = []

    def fill(index: SearchIndex) -> None:
        try:
            for n in range(40):
                index.add(
                    f"docs/{n}.txt",
                    size=n,
                    mtime_ns=n,
                    sha256=f"{n:064x}",
                    blocks=_blocks(f"예산 항목 {n}", "인력 계획"),
                )
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=fill, args=(index,)) for index in indexes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    for index in indexes:
        found = index.search("인력 계획", prefixes=["docs"], limit=50)
        assert found.total == 40 and len(found.files) == 40
        index.close()
