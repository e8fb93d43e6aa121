"""Folder scan: never opens a file, never follows a link, stable pages, skips counted."""

from __future__ import annotations

import builtins
import io
import os
from pathlib import Path

import pytest
from fa_extract import ExtractError, scan_folder


def _tree(root: Path) -> None:
    (root / "보고").mkdir()
    (root / "보고" / "분기").mkdir()
    (root / ".숨김").mkdir()
    for name, size in [
        ("보고/1분기.pdf", 10),
        ("보고/발표.PPTX", 20),
        ("보고/분기/표.docx", 30),
        ("흐름도.svg", 40),
        ("사진.png", 50),
        ("메모.doc", 5),
        ("예산.xlsx", 6),
        ("명단.csv", 4),
        ("보고/~$발표.pptx", 1),
        (".숨김/비밀.pdf", 7),
        (".hidden.pdf", 3),
    ]:
        (root / name).write_bytes(b"x" * size)
    (root / "링크.pdf").symlink_to(root / "보고" / "1분기.pdf")
    (root / "링크폴더").symlink_to(root / "보고", target_is_directory=True)
    os.mkfifo(root / "파이프.pdf")


def test_scan_lists_supported_files_with_estimates(tmp_path: Path, monkeypatch) -> None:
    _tree(tmp_path)

    def no_open(*args: object, **kwargs: object) -> None:
        raise AssertionError("scan_folder opened a file")

    monkeypatch.setattr(builtins, "open", no_open)
    monkeypatch.setattr(io, "open", no_open)
    monkeypatch.setattr(os, "open", no_open)
    result = scan_folder(tmp_path, prefix="자료")
    assert [(f.path, f.format, f.size_bytes, f.estimated_grade) for f in result.files] == [
        ("자료/메모.doc", "doc", 5, None),
        ("자료/명단.csv", "csv", 4, "A"),
        ("자료/보고/1분기.pdf", "pdf", 10, "B?"),
        ("자료/보고/발표.PPTX", "pptx", 20, "A"),
        ("자료/보고/분기/표.docx", "docx", 30, "A"),
        ("자료/사진.png", "png", 50, "C"),
        ("자료/예산.xlsx", "xlsx", 6, "A"),
        ("자료/흐름도.svg", "svg", 40, "B?"),
    ]
    assert [f.unsupported is None for f in result.files] == [False] + [True] * 7
    assert result.skipped == {
        "hidden": 2,
        "not_regular": 1,
        "office_lock": 1,
        "symlink": 2,
    }
    assert (result.total_files, result.unsupported_files, result.next_offset) == (8, 1, None)


def test_pages_are_stable_and_cover_everything(tmp_path: Path) -> None:
    for n in range(25):
        (tmp_path / f"{n:03d}.pdf").write_bytes(b"%PDF-")
    seen: list[str] = []
    offset: int | None = 0
    while offset is not None:
        page = scan_folder(tmp_path, offset=offset, limit=10)
        assert page.total_files == 25
        seen += [f.path for f in page.files]
        offset = page.next_offset
    assert seen == [f"{n:03d}.pdf" for n in range(25)]


def test_non_recursive_scan(tmp_path: Path) -> None:
    _tree(tmp_path)
    assert [f.path for f in scan_folder(tmp_path, recursive=False).files] == [
        "메모.doc",
        "명단.csv",
        "사진.png",
        "예산.xlsx",
        "흐름도.svg",
    ]


def test_bad_paging_arguments(tmp_path: Path) -> None:
    with pytest.raises(ExtractError):
        scan_folder(tmp_path, offset=-1)
    with pytest.raises(ExtractError):
        scan_folder(tmp_path, limit=0)


def test_to_dict_is_json_ready(tmp_path: Path) -> None:
    import json

    (tmp_path / "a.pdf").write_bytes(b"1")
    data = scan_folder(tmp_path).to_dict()
    assert json.loads(json.dumps(data))["files"][0] == {
        "path": "a.pdf",
        "format": "pdf",
        "size_bytes": 1,
        "estimated_grade": "B?",
        "unsupported": None,
    }


def test_unsupported_files_are_listed_with_their_format_and_what_to_do(tmp_path: Path) -> None:
    from fa_extract._readers import READERS

    for name in ("양식.hwp", "옛날.doc", "발표.ppt", "표.XLS", "설치.exe", "README", "a.pdf"):
        (tmp_path / name).write_bytes(b"x")
    listed = {f.path: f for f in scan_folder(tmp_path).files}

    assert set(listed) == {
        "양식.hwp",
        "옛날.doc",
        "발표.ppt",
        "표.XLS",
        "설치.exe",
        "README",
        "a.pdf",
    }
    for path, item in listed.items():
        # Supported or not is the registry's answer, never a list of this test's own.
        ext = path.rsplit(".", 1)[1].lower() if "." in path else None
        assert (item.unsupported is None) == (ext in READERS), path
        assert (item.estimated_grade is None) == (item.unsupported is not None), path
    assert listed["옛날.doc"].format == "doc"
    assert "legacy Word 97-2003 document (.doc)" in str(listed["옛날.doc"].unsupported)
    assert "save it as DOCX or PDF" in str(listed["옛날.doc"].unsupported)
    assert "PowerPoint 97-2003" in str(listed["발표.ppt"].unsupported)
    assert listed["표.XLS"].format == "xls"
    assert listed["표.XLS"].unsupported is None and listed["표.XLS"].estimated_grade == "A"
    assert listed["README"].format == "unknown"
    assert "save it as PDF or DOCX" in str(listed["설치.exe"].unsupported)
    if "hwp" not in READERS:
        assert listed["양식.hwp"].format == "hwp"
        assert "Hangul (HWP) document (.hwp)" in str(listed["양식.hwp"].unsupported)


def test_an_odd_extension_is_not_echoed(tmp_path: Path) -> None:
    (tmp_path / "x.<ignore-previous-instructions>").write_bytes(b"x")
    (item,) = scan_folder(tmp_path).files
    assert item.format == "unknown"
    assert "ignore" not in str(item.unsupported)


def test_a_large_folder_reports_progress_then_the_end(tmp_path: Path) -> None:
    from fa_extract._scan import PROGRESS_EVERY

    for n in range(PROGRESS_EVERY + 1):
        (tmp_path / f"{n:04d}.pdf").write_bytes(b"")
    calls: list[tuple[int, int | None]] = []
    scan_folder(tmp_path, limit=10, progress=lambda done, total: calls.append((done, total)))
    assert calls[0] == (PROGRESS_EVERY, None)
    assert calls[-1] == (PROGRESS_EVERY + 1, PROGRESS_EVERY + 1)


def test_a_small_folder_reports_no_progress(tmp_path: Path) -> None:
    (tmp_path / "a.pdf").write_bytes(b"")
    calls: list[object] = []
    scan_folder(tmp_path, progress=lambda done, total: calls.append((done, total)))
    assert calls == []
