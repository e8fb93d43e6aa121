"""What fa says to the person, in Korean or English: one catalogue.

The model reads codes, messages and next steps in English (AGENTS.md section 6); the person
reads this: the approval screen of `fa-mcp approve`, `fa-mcp doctor`, the client's confirmation
form, and beside every error the sentence `person` the model can show as it is. Which language:
the config's `language` key, else the system's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, then
the locale Python reads, which on Windows is the user's), else English.

Every code of the catalogue and every screen text exists in both languages (a test holds it);
placeholders (`{code}`) are the same in both.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping

__all__ = ("ERROR_TEXT", "SCREEN_TEXT", "error_text", "person_language", "text")

ERROR_TEXT: dict[str, dict[str, str]] = {
    "CONFIG_INVALID": {
        "en": "fa's settings file has a problem, so fa cannot work until it is fixed.",
        "ko": "fa 설정 파일에 문제가 있어 고칠 때까지 fa가 동작하지 않습니다.",
    },
    "PATH_OUTSIDE_ROOTS": {
        "en": "That file is outside the folders you allowed fa to read.",
        "ko": "그 파일은 fa가 읽도록 허용한 폴더 밖에 있습니다.",
    },
    "PATH_NOT_FOUND": {
        "en": "No file by that name is in the allowed folders.",
        "ko": "허용한 폴더에 그 이름의 파일이 없습니다.",
    },
    "NOT_A_FILE": {
        "en": "That name is a folder or a special file, not a document.",
        "ko": "그 이름은 문서가 아니라 폴더나 특수 파일입니다.",
    },
    "PATH_INVALID": {
        "en": "That path is not written in a form fa accepts.",
        "ko": "경로가 fa가 받는 형식이 아닙니다.",
    },
    "PATH_HARDLINK": {
        "en": "The file has a second name elsewhere on the disk; "
        "copy it into the folder to read it.",
        "ko": "이 파일은 디스크의 다른 곳에도 이름이 있습니다. "
        "폴더 안에 복사하면 읽을 수 있습니다.",
    },
    "FORMAT_UNSUPPORTED": {
        "en": "fa does not read this kind of file; save it as PDF or DOCX.",
        "ko": "fa가 읽지 않는 종류의 파일입니다. PDF나 DOCX로 저장해 주세요.",
    },
    "FORMAT_MISMATCH": {
        "en": "The file's contents are not what its extension says (renamed, or protected by DRM).",
        "ko": "파일 내용이 확장자와 다릅니다(이름을 바꿨거나 문서보안(DRM)이 걸린 파일).",
    },
    "FORMAT_VERSION_UNSUPPORTED": {
        "en": "This is an old version of the format; save it as HWPX, XLSX or PDF.",
        "ko": "오래된 형식의 파일입니다. HWPX, XLSX 또는 PDF로 저장해 주세요.",
    },
    "DOCUMENT_EMPTY": {"en": "The file is empty.", "ko": "빈 파일입니다."},
    "DOCUMENT_TOO_LARGE": {
        "en": "The file is larger than fa reads.",
        "ko": "fa가 읽을 수 있는 크기보다 큰 파일입니다.",
    },
    "DOCUMENT_CORRUPT": {
        "en": "The file is damaged and cannot be read.",
        "ko": "파일이 손상되어 읽을 수 없습니다.",
    },
    "DOCUMENT_ENCRYPTED": {
        "en": "The file is protected by a password; remove it before fa can read it.",
        "ko": "암호가 걸린 파일입니다. 암호를 해제해야 fa가 읽을 수 있습니다.",
    },
    "DOCUMENT_DRM_PROTECTED": {
        "en": "The file is under document security (DRM): only the program that holds its "
        "licence can open it. Save or export an unprotected copy from there for fa to read.",
        "ko": "문서 보안(DRM)이 걸린 파일입니다. 권한이 있는 프로그램에서만 열 수 있으니, 그 "
        "프로그램에서 보안을 해제한 사본을 저장해 fa에 주세요.",
    },
    "DOCUMENT_LIMIT_EXCEEDED": {
        "en": "The file is too complex (or hostile) to read within fa's limits.",
        "ko": "파일이 너무 복잡하거나 위험해서 fa의 제한 안에서 읽을 수 없습니다.",
    },
    "DOCUMENT_TIMEOUT": {
        "en": "Reading the file took too long and was stopped.",
        "ko": "파일을 읽는 데 너무 오래 걸려 중단했습니다.",
    },
    "DOCUMENT_ENCODING_UNKNOWN": {
        "en": "The text file's encoding is unknown; save it as UTF-8.",
        "ko": "텍스트 파일의 인코딩을 알 수 없습니다. UTF-8로 저장해 주세요.",
    },
    "BLOCK_RANGE_INVALID": {
        "en": "The part of the document asked for does not exist.",
        "ko": "요청한 문서 부분이 없습니다.",
    },
    "DOCUMENT_NO_TEXT": {
        "en": "The document has no text (a scan or a picture); it is read from its image.",
        "ko": "글자가 없는 문서(스캔본이나 그림)입니다. 이미지로 읽어야 합니다.",
    },
    "NO_IMAGE_FOR_FORMAT": {
        "en": "fa cannot show a picture of this file; read its text or send a PDF or PNG copy.",
        "ko": "이 파일은 그림으로 보여 줄 수 없습니다. 글자로 읽거나 PDF·PNG 사본을 주세요.",
    },
    "PDF_PAGE_HAS_NO_IMAGE": {
        "en": "Nothing could be drawn for that page; a screen capture would help.",
        "ko": "그 쪽은 그림으로 만들 수 없었습니다. 화면 캡처가 도움이 됩니다.",
    },
    "DRAFT_NOT_CLEAN": {
        "en": "The draft still has errors the check found; it is fixed and checked again first.",
        "ko": "초안에 검사에서 찾은 오류가 남아 있습니다. 고친 뒤 다시 검사합니다.",
    },
    "APPROVAL_TOKEN_MISMATCH": {
        "en": "The approval does not match this draft; a new preview is needed.",
        "ko": "승인이 이 초안과 맞지 않습니다. 미리보기를 다시 해야 합니다.",
    },
    "APPROVAL_TOKEN_EXPIRED": {
        "en": "The approval expired; a new preview is needed.",
        "ko": "승인 기한이 지났습니다. 미리보기를 다시 해야 합니다.",
    },
    "APPROVAL_TOKEN_USED": {
        "en": "This approval already saved a report; each approval saves once.",
        "ko": "이 승인으로 이미 보고서를 저장했습니다. 승인 한 번에 저장 한 번입니다.",
    },
    "SOURCES_INVALID": {
        "en": "A report is checked and saved against one document (path) or 2 to 10 different "
        "documents (paths), never both.",
        "ko": "보고서는 문서 하나(path)나 서로 다른 문서 2~10개(paths)로 검사하고 저장합니다. "
        "둘을 함께 줄 수는 없습니다.",
    },
    "SOURCE_CHANGED": {
        "en": "The document changed since it was read; it is read and checked again.",
        "ko": "읽은 뒤 문서가 바뀌었습니다. 다시 읽고 다시 검사합니다.",
    },
    "OUTPUT_INSIDE_ANALYSIS_ROOT": {
        "en": "The report folder lies inside a folder fa reads; move output_root in the settings.",
        "ko": "보고서 폴더가 fa가 읽는 폴더 안에 있습니다. 설정의 output_root를 옮겨 주세요.",
    },
    "OUTPUT_WRITE_FAILED": {
        "en": "The report could not be written; nothing was saved.",
        "ko": "보고서를 쓸 수 없어 아무것도 저장하지 않았습니다.",
    },
    "APPROVAL_DECLINED": {
        "en": "You said no, so nothing was saved.",
        "ko": "저장하지 않기로 하셔서 아무것도 저장하지 않았습니다.",
    },
    "APPROVAL_UNAVAILABLE": {
        "en": "This app cannot ask you to confirm; "
        "set approval to chat or terminal in the settings.",
        "ko": "이 앱은 확인 창을 띄울 수 없습니다. "
        "설정의 approval을 chat이나 terminal로 바꿔 주세요.",
    },
    "APPROVAL_REQUIRED": {
        "en": "Your approval is needed before the report is saved.",
        "ko": "보고서를 저장하려면 승인이 필요합니다.",
    },
    "APPROVAL_TIMEOUT": {
        "en": "No approval came in time, so nothing was saved; "
        "run the approval command, then ask again.",
        "ko": "제때 승인이 없어 저장하지 않았습니다. 승인 명령을 실행한 뒤 다시 요청해 주세요.",
    },
    "INVALID_ARGUMENT": {
        "en": "The request to fa was malformed; the assistant corrects it.",
        "ko": "fa에 보낸 요청 형식이 잘못되어 어시스턴트가 고쳐 다시 보냅니다.",
    },
    "SEARCH_QUERY_EMPTY": {
        "en": "The search has no word or figure to look for; say what to find.",
        "ko": "검색할 낱말이나 수치가 없습니다. 무엇을 찾을지 알려 주세요.",
    },
    "SEARCH_INDEX_UNAVAILABLE": {
        "en": "fa's search index cannot be used right now (its state folder may be full or "
        "locked); the files can still be read one by one.",
        "ko": "지금은 fa의 검색 색인을 쓸 수 없습니다(상태 폴더가 가득 찼거나 잠겼을 수 있음). "
        "파일은 하나씩 읽을 수 있습니다.",
    },
    "SERVER_INVARIANT_BROKEN": {
        "en": "fa found a fault in itself; your file is not at fault. Please report it.",
        "ko": "fa 내부 결함이 발견되었습니다. 파일 문제는 아니니 알려 주세요.",
    },
    "INTERNAL_ERROR": {
        "en": "fa failed unexpectedly; the server log has the details.",
        "ko": "fa가 예기치 않게 실패했습니다. 자세한 내용은 서버 로그에 있습니다.",
    },
    "INVALID_BLOCKS": {
        "en": "The document's parts could not be checked (a fault in the evidence).",
        "ko": "문서 부분을 검사할 수 없었습니다(근거 자료 결함).",
    },
    "INVALID_ANCHOR": {
        "en": "A citation label in the evidence is malformed.",
        "ko": "근거 자료의 인용 표시 형식이 잘못되었습니다.",
    },
    "DUPLICATE_ANCHOR": {
        "en": "Two parts of the evidence carry the same citation label.",
        "ko": "근거 자료의 두 부분이 같은 인용 표시를 씁니다.",
    },
    "WRONG_INPUT_TYPE": {
        "en": "The draft or the evidence was not text where text was expected.",
        "ko": "글자가 와야 할 곳에 초안이나 근거 자료가 글자가 아닌 값으로 왔습니다.",
    },
}
"""For every error code: one sentence for the person, in each language."""

SCREEN_TEXT: dict[str, dict[str, str]] = {
    "approve.not_interactive": {
        "en": "fa-mcp approve: run this yourself, in an interactive terminal; it reads your "
        "answer from the keyboard, so it cannot be run from a script or by a model.",
        "ko": "fa-mcp approve: 직접, 대화형 터미널에서 실행해 주세요. 키보드로 답을 받으므로 "
        "스크립트나 모델이 실행할 수 없습니다.",
    },
    "approve.inside_host": {
        "en": "fa-mcp approve: this runs inside the assistant's own session (under the program "
        "that started fa), so fa does not take it as your answer. Open a terminal window of "
        "your own and run the command there.",
        "ko": "fa-mcp approve: 이 명령이 어시스턴트의 세션 안(fa를 시작한 프로그램 아래)에서 "
        "실행되어 사람의 답으로 받지 않습니다. 따로 연 터미널 창에서 실행해 주세요.",
    },
    "approve.none_waiting": {
        "en": "fa-mcp approve: no save waits under that code in {state} (config {config}): a "
        "typo, it expired, it was answered or saved already, or the server uses another config "
        "(type the whole command the preview printed, with its --config). Else ask for a new "
        "preview to get a new code.",
        "ko": "fa-mcp approve: {state}(설정 {config})에 그 코드로 기다리는 저장이 없습니다. "
        "오타이거나, 기한이 지났거나, 이미 답했거나 저장됐거나, 서버가 다른 설정을 씁니다"
        "(미리보기가 보여 준 명령을 --config까지 그대로 입력하세요). 아니면 미리보기를 다시 "
        "요청해 새 코드를 받으세요.",
    },
    "approve.header": {
        "en": "Save this report? (code {code}, valid until {expires})",
        "ko": "이 보고서를 저장할까요? (코드 {code}, {expires}까지 유효)",
    },
    "approve.source": {"en": "  source: {source}", "ko": "  원본 문서: {source}"},
    "approve.source_key": {
        "en": "  source {letter}: {source}",
        "ko": "  원본 문서 {letter}: {source}",
    },
    "approve.report": {"en": "  report: {report}", "ko": "  저장할 곳: {report}"},
    "approve.draft_start": {
        "en": "----- draft, as it will be written -----",
        "ko": "----- 저장될 초안 -----",
    },
    "approve.draft_end": {"en": "----- end of draft -----", "ko": "----- 초안 끝 -----"},
    "finding.GR-01": {
        "en": "Sentence {sentence} cites no source block.",
        "ko": "{sentence}번 문장은 근거 블록을 인용하지 않았습니다.",
    },
    "finding.GR-02": {
        "en": "Sentence {sentence} cites a block the document does not have.",
        "ko": "{sentence}번 문장이 문서에 없는 블록을 인용했습니다.",
    },
    "finding.GR-03": {
        "en": "A figure of sentence {sentence} is not what the cited block says.",
        "ko": "{sentence}번 문장의 수치가 인용한 블록의 내용과 다릅니다.",
    },
    "finding.GR-04": {
        "en": "A quote in sentence {sentence} does not match the document.",
        "ko": "{sentence}번 문장의 인용문이 원문과 다릅니다.",
    },
    "finding.GR-05": {
        "en": "Sentence {sentence} shares few words with the block it cites; check the citation.",
        "ko": "{sentence}번 문장은 인용한 블록과 겹치는 말이 적습니다. 인용이 맞는지 확인하세요.",
    },
    "finding.GR-06": {
        "en": "Sentence {sentence} rests only on text hidden in the document.",
        "ko": "{sentence}번 문장은 문서에 숨겨진 글자에만 근거합니다.",
    },
    "finding.GR-07": {
        "en": "A figure or claim of sentence {sentence} could be neither confirmed nor "
        "contradicted; check it against the document.",
        "ko": "{sentence}번 문장의 수치나 내용이 확인도 반박도 되지 않았습니다. 원문과 직접 "
        "대조하세요.",
    },
    "approve.unconfirmed": {
        "en": "{count} item(s) unconfirmed: fa could neither find nor contradict them. "
        "Check each against the document before you approve:",
        "ko": "확인되지 않은 항목 {count}개: fa가 원문에서 찾지도 반박하지도 못했습니다. "
        "승인하기 전에 하나씩 원문과 대조해 주세요:",
    },
    "form.unconfirmed": {
        "en": "{count} item(s) unconfirmed (fa could neither find nor contradict them); "
        "check each against the document first:",
        "ko": "확인되지 않은 항목 {count}개(fa가 원문에서 찾지도 반박하지도 못함). 먼저 원문과 "
        "대조해 주세요:",
    },
    "approve.question": {
        "en": "Type yes to approve, anything else to refuse: ",
        "ko": "승인하려면 예(yes)를, 거절하려면 다른 것을 입력하세요: ",
    },
    "approve.declined": {
        "en": "Not approved: nothing was written, and the waiting save is told so now.",
        "ko": "승인하지 않았습니다. 아무것도 저장하지 않았고, 기다리던 저장에도 바로 알렸습니다.",
    },
    "approve.decline_failed": {
        "en": "Not approved: nothing was written. The no could not be recorded, so the "
        "waiting save stops when its time runs out.",
        "ko": "승인하지 않았습니다. 아무것도 저장하지 않았습니다. 거절을 기록하지 못해 "
        "기다리던 저장은 시간이 다 되면 멈춥니다.",
    },
    "approve.approved": {
        "en": "Approved. The waiting save writes the report now (it checks everything once more).",
        "ko": "승인했습니다. 기다리던 저장이 지금 보고서를 씁니다(쓰기 전에 모두 한 번 더 "
        "검사합니다).",
    },
    "approve.record_failed": {
        "en": "fa-mcp approve: the approval could not be recorded ({error}).",
        "ko": "fa-mcp approve: 승인을 기록하지 못했습니다({error}).",
    },
    "form.question": {
        "en": "fa is about to save the checked report for {path} into its output folder. "
        "fa checks the draft and the approval once more before writing. Save it?",
        "ko": "fa가 검사를 마친 {path}의 보고서를 보고서 폴더에 저장하려 합니다. 쓰기 전에 "
        "초안과 승인을 한 번 더 검사합니다. 저장할까요?",
    },
    "doctor.not_a_folder": {
        "en": "{label} {folder} is not a folder; point the config elsewhere",
        "ko": "{label} {folder}는 폴더가 아닙니다. 설정에서 다른 곳을 가리키세요",
    },
    "doctor.not_writable": {
        "en": "{label} {folder} is not writable; fix its permissions",
        "ko": "{label} {folder}에 쓸 수 없습니다. 권한을 고치세요",
    },
    "doctor.created_later": {
        "en": "{label} {folder} (created on first use)",
        "ko": "{label} {folder} (처음 쓸 때 만들어짐)",
    },
    "doctor.cannot_create": {
        "en": "{label} {folder} cannot be created; {parent} is not writable",
        "ko": "{label} {folder}를 만들 수 없습니다. {parent}에 쓸 수 없습니다",
    },
    "doctor.key_open": {
        "en": "key file {path} is readable by others; run chmod 600 on it",
        "ko": "키 파일 {path}를 다른 사용자도 읽을 수 있습니다. chmod 600을 실행하세요",
    },
    "doctor.key_private": {
        "en": "key file {name} is private (0600)",
        "ko": "키 파일 {name}은 본인만 읽을 수 있습니다(0600)",
    },
    "doctor.approval_set": {
        "en": "approval: {path} (set in the config; it wins over the host's default)",
        "ko": "승인 방식: {path} (설정 파일에 지정됨. 호스트 기본값보다 우선)",
    },
    "doctor.approval_elicit": {
        "en": "; hosts that decline confirmations on their own (Codex, the Claude Code VS "
        "Code extension) cannot save with it: use terminal or chat there",
        "ko": "; 확인 창을 스스로 거절하는 호스트(Codex, Claude Code VS Code 확장)에서는 "
        "저장할 수 없으니 terminal이나 chat을 쓰세요",
    },
    "doctor.approval_unset": {
        "en": "approval: not set in the config; each host's entry sets it (`fa-mcp install` "
        "writes {defaults}), else elicit",
        "ko": "승인 방식: 설정 파일에 없음. 호스트 등록 항목이 정합니다(`fa-mcp install`이 "
        "{defaults}로 씀). 없으면 elicit",
    },
    "doctor.command_ok": {
        "en": "approval command (terminal): {line} (runs here: {said})",
        "ko": "승인 명령(terminal): {line} (여기서 실행됨: {said})",
    },
    "doctor.command_fails": {
        "en": "approval command (terminal): {line} does not run in a new terminal ({said}); "
        "install uv so that `uv` is on PATH, or run the server from its clone",
        "ko": "승인 명령(terminal): {line}가 새 터미널에서 실행되지 않습니다({said}). "
        "`uv`가 PATH에 있도록 uv를 설치하거나 클론에서 서버를 실행하세요",
    },
    "doctor.root_missing": {
        "en": "root {name}: {path} is missing; create it",
        "ko": "허용 폴더 {name}: {path}가 없습니다. 만드세요",
    },
    "doctor.root_unreadable": {
        "en": "root {name}: {path} is not readable",
        "ko": "허용 폴더 {name}: {path}를 읽을 수 없습니다",
    },
    "doctor.tried": {
        "en": " (config file tried: {tried})",
        "ko": " (읽으려 한 설정 파일: {tried})",
    },
    "doctor.folders": {
        "en": " (folders looked for: {folders})",
        "ko": " (찾아본 폴더: {folders})",
    },
    "doctor.config_local": {
        "en": "config {source}, with {local} applied over it (its keys win)",
        "ko": "설정 {source}, 그 위에 {local} 적용됨(이 파일의 키가 우선)",
    },
    "doctor.trace_off": {
        "en": "trace_dir not set: tracing is off",
        "ko": "trace_dir 없음: 실행 기록(trace)을 남기지 않습니다",
    },
    "doctor.trace_inside": {
        "en": "trace_dir {path} lies inside an allowed root, so tracing turns itself off; "
        "move it outside every root",
        "ko": "trace_dir {path}가 허용 폴더 안에 있어 실행 기록이 꺼집니다. 모든 허용 폴더 "
        "밖으로 옮기세요",
    },
    "doctor.package_missing": {
        "en": "{package} is not installed; run `uv sync`",
        "ko": "{package}가 설치되지 않았습니다. `uv sync`를 실행하세요",
    },
    "doctor.all_passed": {"en": "All checks passed.", "ko": "모든 점검을 통과했습니다."},
    "doctor.one_problem": {"en": "1 problem to fix.", "ko": "고칠 문제가 1개 있습니다."},
    "doctor.problems": {
        "en": "{count} problems to fix.",
        "ko": "고칠 문제가 {count}개 있습니다.",
    },
    "doctor.legend": {
        "en": "OK: fine. FIX: what to change, and how.",
        "ko": "OK: 문제 없음. FIX: 고칠 것과 고치는 방법.",
    },
}
"""The screens a person reads, in each language."""


def person_language(setting: str | None, environ: Mapping[str, str] | None = None) -> str:
    """`ko` or `en`: the config's `language` when set, else the locale, else English."""
    if setting in ("ko", "en"):
        return setting
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            return "ko" if value.lower().startswith("ko") else "en"
    if environ is None:
        try:
            current = locale.getlocale()[0] or ""
        except ValueError:
            current = ""
        if current.lower().startswith(("ko", "korean")):
            return "ko"
    return "en"


def text(key: str, language: str, **values: object) -> str:
    """The screen text `key` in `language` (English when the language is unknown)."""
    entry = SCREEN_TEXT[key]
    return entry.get(language, entry["en"]).format(**values)


def error_text(code: str, language: str) -> str:
    """The person's sentence for error `code` in `language`."""
    entry = ERROR_TEXT.get(code)
    if entry is None:
        return "fa could not do that." if language != "ko" else "fa가 그 일을 하지 못했습니다."
    return entry.get(language, entry["en"])
