"""Korean for the person: one catalogue, every code and screen in both languages, chosen by
the config's `language` key or the locale."""

from __future__ import annotations

import re
import string
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fa_gate import TerminalApprovals, load_config
from fa_mcp_server import Toolbox, build_server
from fa_mcp_server._catalogue import ERROR_TEXT, SCREEN_TEXT, person_language
from fa_mcp_server._cli import approve_command, main
from mcp import Client
from mcp.types import ElicitRequestParams, ElicitResult

CLONE = Path(__file__).resolve().parents[3]
DRAFT = """\
# report.pdf 분석 / Analysis

## 요약 / Summary

Revenue in 2024 was 1,200 million won [p1]. The board approved the plan on 2024-03-05 [p2].

## 주요 내용 / Key points

- Revenue grew 15% from 2023 [p1].

## 구조 / Structure

- The first page covers revenue and the second page covers the board [p1, p2].

## 수치와 날짜 / Figures and dates

- The plan was approved with 7 votes [p2].

## 확인하지 못한 것 / Not verified

- Whether the plan was carried out is not stated in the document [p2].
"""
HANGUL = re.compile("[가-힣]")


def _catalogue_codes() -> set[str]:
    """The codes of AGENTS.md section 6 (the one catalogue)."""
    agents = (CLONE / "AGENTS.md").read_text(encoding="utf-8")
    section = agents[agents.index("## 6. Error codes") : agents.index("## 7. Guard rails")]
    return set(re.findall(r"^\| `([A-Z_]+)` \|", section, flags=re.MULTILINE))


def test_every_code_of_the_catalogue_speaks_both_languages() -> None:
    codes = _catalogue_codes()
    assert len(codes) >= 30
    assert codes <= set(ERROR_TEXT)
    for code, entry in ERROR_TEXT.items():
        assert set(entry) == {"en", "ko"}, code
        assert HANGUL.search(entry["ko"]), code
        assert not HANGUL.search(entry["en"]), code


def test_every_screen_text_speaks_both_languages_with_the_same_blanks() -> None:
    for key, entry in SCREEN_TEXT.items():
        assert set(entry) == {"en", "ko"}, key
        blanks = [
            {name for _, name, _, _ in string.Formatter().parse(t) if name} for t in entry.values()
        ]
        assert blanks[0] == blanks[1], key
        assert HANGUL.search(entry["ko"]), key


def test_the_config_key_wins_then_the_locale_then_english() -> None:
    assert person_language("ko", {"LANG": "en_US.UTF-8"}) == "ko"
    assert person_language("en", {"LANG": "ko_KR.UTF-8"}) == "en"
    assert person_language(None, {"LANG": "ko_KR.UTF-8"}) == "ko"
    assert person_language(None, {"LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"}) == "en"
    assert person_language(None, {"LC_MESSAGES": "ko_KR.eucKR"}) == "ko"
    assert person_language(None, {}) == "en"


def _korean_config(space: Any, tmp_path: Path, *extra: str) -> Path:
    path = tmp_path / "ko.toml"
    path.write_text(
        space.config_path.read_text(encoding="utf-8")
        + 'language = "ko"\n'
        + "".join(line + "\n" for line in extra),
        encoding="utf-8",
    )
    return path


def test_the_approval_screen_is_korean_and_takes_a_korean_yes(
    space: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _korean_config(space, tmp_path, 'approval = "terminal"')
    config = load_config(path)
    with Toolbox(config) as box:
        box.host_pid = None  # the screen is tested here, not where it runs
        preview, _ = box.preview_save_report("docs/report.pdf", draft=DRAFT, client_roots=None)
    assert preview.approval_code and preview.approval_token
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return "예"

    assert approve_command(str(path), preview.approval_code, ask=ask, interactive=True) == 0
    out = capsys.readouterr().out
    assert "이 보고서를 저장할까요?" in out and "원본 문서: docs/report.pdf" in out
    assert "승인했습니다" in out
    assert "예(yes)" in asked[0]
    assert TerminalApprovals(config).approved(preview.approval_token)


def test_doctor_counts_in_korean(
    space: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _korean_config(space, tmp_path)
    main(["doctor", "--config", str(path)])
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "OK: 문제 없음. FIX: 고칠 것과 고치는 방법."
    assert out.rstrip().endswith(("모든 점검을 통과했습니다.", "개 있습니다."))
    assert "OK   승인 방식: 설정 파일에 없음" in out
    assert "승인 명령(terminal): " in out


@pytest.mark.anyio
async def test_errors_carry_a_korean_sentence_for_the_person(space: Any, toolbox: Toolbox) -> None:
    korean = Toolbox(replace(space.config, language="ko"), extractor=toolbox.extractor)
    async with Client(build_server(space.config, toolbox=korean)) as client:
        missing = await client.call_tool("read_document", {"path": "docs/없는 파일.pdf"})
    error = missing.structured_content["error"]
    assert error["code"] == "PATH_NOT_FOUND"
    assert error["person"] == ERROR_TEXT["PATH_NOT_FOUND"]["ko"]
    assert not HANGUL.search(error["next_step"])  # the model's next step stays as it was
    english = Toolbox(replace(space.config, language="en"), extractor=toolbox.extractor)
    async with Client(build_server(space.config, toolbox=english)) as client:
        missing = await client.call_tool("read_document", {"path": "docs/none.pdf"})
    assert missing.structured_content["error"]["person"] == ERROR_TEXT["PATH_NOT_FOUND"]["en"]


@pytest.mark.anyio
async def test_the_confirmation_form_asks_in_korean(space: Any, toolbox: Toolbox) -> None:
    korean = Toolbox(
        replace(space.config, language="ko", approval="elicit"), extractor=toolbox.extractor
    )
    asked: list[str] = []

    async def answer(context: Any, params: ElicitRequestParams) -> ElicitResult:
        asked.append(params.message)
        return ElicitResult(action="decline")

    async with Client(build_server(space.config, toolbox=korean), elicitation_callback=answer) as c:
        preview = await c.call_tool(
            "preview_save_report", {"path": "docs/report.pdf", "draft": DRAFT}
        )
        token = preview.structured_content["approval_token"]
        await c.call_tool(
            "save_approved_report",
            {"path": "docs/report.pdf", "draft": DRAFT, "approval_token": token},
        )
    assert asked and "저장할까요?" in asked[0] and "docs/report.pdf" in asked[0]


def test_the_approval_screen_lists_the_unconfirmed_figures_in_korean(
    space: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _korean_config(space, tmp_path, 'approval = "terminal"')
    config = load_config(path)
    draft = DRAFT.replace(
        "- Revenue grew 15% from 2023 [p1].", "- Revenue grew 15% from 2023, the 2위 [p1]."
    )
    with Toolbox(config) as box:
        box.host_pid = None
        preview, _ = box.preview_save_report("docs/report.pdf", draft=draft, client_roots=None)
    assert preview.approval_code and len(preview.unconfirmed) == 1
    assert approve_command(str(path), preview.approval_code, ask=lambda _: "아니요",
                           interactive=True) == 1  # fmt: skip
    out = capsys.readouterr().out
    assert "확인되지 않은 항목 1개" in out
    assert preview.unconfirmed[0] in out


def test_findings_carry_a_sentence_for_the_person_in_korean(space: Any, toolbox: Toolbox) -> None:
    box = Toolbox(replace(space.config, language="ko"), extractor=toolbox.extractor)
    bad = DRAFT.replace("1,200 million", "1,300 million")
    result, _ = box.check_summary_grounding("docs/report.pdf", draft=bad, client_roots=None)
    refused = [f for f in result.findings if f["rule"] == "GR-03"]
    assert refused and refused[0]["person"].endswith("인용한 블록의 내용과 다릅니다.")
    english, _ = toolbox.check_summary_grounding("docs/report.pdf", draft=bad, client_roots=None)
    assert "is not what the cited block says" in english.findings[0]["person"]
