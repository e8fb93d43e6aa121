"""Splitting a Markdown draft into content sentences.

Headings (the title among them), empty lines, rules, code fences, table header and separator rows
are not content sentences, nor is an uncited lead-in line that ends with a colon and holds no
figure. A table row is one sentence; a list item is split like a paragraph.
Korean endings (`다.` `요.` `음.`), abbreviations (`e.g.`, `Dr.`), decimals, dotted dates
(`2024. 3. 5.`) and punctuation inside quotes do not end a sentence. A citation written after the
period (`...했다. [L3]`) belongs to the sentence before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fa_grounding._anchors import (
    Citations,
    citation_spans,
    find_citations,
    remove_citations,
)
from fa_grounding._draft_tables import citation_cell, with_head_units
from fa_grounding._notes import _HAS_SUPERSCRIPT, _closing_note, _footnotes, _marked_citations
from fa_grounding._openings import (
    _ANNOUNCING,
    _CLAIM_WORDS,
    _DONE,
    _PLEASANTRY,
    _is_announcement,
)

if TYPE_CHECKING:
    pass

_FENCE = re.compile(r"^\s{0,3}(```|~~~)")
# a line that ends with a citation group (`... [L4]`, `... [L4].`): its claim ends there, so the
# next line, in a message's style of one claim a line, is a sentence of its own
_ENDS_CITED = re.compile(r".*\[[A-Za-z0-9., ]{1,60}\][.。]?\s*$").fullmatch
_HEADING = re.compile(r"^\s{0,3}#{1,6}(\s|$)")
_SETEXT = re.compile(r"^\s{0,3}(=+|-+)\s*$")
_RULE = re.compile(r"^\s{0,3}([-*_])(\s*\1){2,}\s*$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# Markdown list markers, and the bullets of Korean 개조식 (`○`, `□`, `ㅇ`, `※`, `▶`, `•`): each
# starts an item of its own, so an uncited second bullet is not read as the first one's tail.
# Korean outlines number their items `가.`, `나.`, `(다)`, `라)` too, and a checklist its boxes
# (`☐`, `☑`, `✔`, `✓`, `✅`).
_LIST = re.compile(
    # (a number with its full stop, not a date's month and day opening the line: `6. 30. 기준`)
    r"^(\s*)(?:[-*+]|(?!(?:1[0-2]|0?[1-9])\.\s*(?:3[01]|[12]\d|0?[1-9])\.(?:\s|\(|$))\d{1,3}[.)]"
    r"|[○□■◦•▪▶►◎●※ㅇ]|[☐☑☒✔✓✅⬜▢]\ufe0f?"
    r"|\(?[가나다라마바사아자차카타파하][.)])\s+"
    r"(?:\[[ xX]\]\s+)?"
)
_QUOTE_MARK = re.compile(r"^\s{0,3}(?:>\s?)+")
# A numbered item label opening an item or paragraph (`카드 3.`, `지적 1.`, `확인 4.`, `지적사항
# 12.`, `**카드 2.**`, `Card 7.`): it names the item, so its full stop ends no sentence and its
# number is no figure. Only the nouns that name items are labels: a sentence may start with
# any other word before a figure (`배포는 9. 3.(월)`, `총 3.`).
_ITEM_LABEL = re.compile(
    r"\s*(?:\*\*|__)?"
    r"(?:카드|지적|지적사항|확인|확인사항|항목|안건|과제|사례|결정|결정사항|이슈|쟁점|논점|단계|조치"
    r"|권고|요청|건의|문항|포인트|요점|슬라이드|장면|컷|Card|Item|Step|Slide|Finding|Issue|Point"
    r"|Note|Task)\s?\d{1,3}(?:-\d{1,2})?"
    r"(?:\*\*|__)?\.(?:\*\*|__)?(?=\s)"
)
# The number of a question opening its line, with the word that says so (`Q3 요지:`, `질문 2
# 내용:`), or before a question (`Q3: 언제 신청하나요?`): it numbers the question, no quarter.
_QUESTION_LABEL = re.compile(
    r"\s*(?:\*\*|__)?(?:Q|질문|문)\s?\d{1,2}(?P<word>\s?(?:요지|내용|요약))?"
)
_LABEL_END = re.compile(r"(?:\*\*|__)?\s?[:：)](?=\s)")


def _question_label(body: str) -> re.Match[str] | None:
    """The question number opening `body` (`Q3 요지:`; `Q3:` when `body` asks), or None."""
    found = _QUESTION_LABEL.match(body)
    if found is None:
        return None
    end = _LABEL_END.match(body, found.end())
    if end is None or not (found.group("word") or _ends_question(body)):
        return None
    return end


# a bold label alone, maybe with a remark in brackets without figures (`**시장 비교** (회의 준비)`)
_BOLD_LINE = re.compile(r"^\s*(\*\*|__)[^*_]+\1\s*(?:[(（][^()（）\d\n]{1,40}[)）])?\s*:?\s*$")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
# A line opening with a short label and a colon (`**지원 한도**: 가구당 200만 원`,
# `규모: 3,000가구`, `Cap: KRW 2 million`): in a summary of one label a line, the line is an
# item of its own, so an uncited one is not read as the start of the cited line after it. A
# bold label always opens an item; a plain one only where the line before opened with a label
# too, as a wrapped sentence may put words and a colon at the start of its next line.
_LABEL_OPENING = re.compile(
    r"\s*(?P<bold>\*\*|__)?[^\s\d:：*_|.!?。\[][^:：*_|.!?。\[\n]{0,24}?"
    r"(?(bold)(?:[:：]\s?(?:\*\*|__)|(?:\*\*|__)\s?[:：])|[:：])(?=\s)"
)

# The subject line of a memo or a summary (`**건명**: 상반기 정비 보도자료 요약`, `Subject: the
# notice`): it names the draft, so without a figure it is no claim; with one it is checked.
_SUBJECT_LINE = re.compile(
    r"\s*(?:\*\*|__)?(?:건명|제목|문서명|보고명|Title|Subject|Re)\s?"
    r"(?:(?:\*\*|__)\s?[:：]|[:：]\s?(?:\*\*|__)?)\s",
    re.IGNORECASE,
)


def _opens_with_label(line: str) -> bool:
    """Whether `line` opens with a label of at most four words and a colon (`**규모**:`)."""
    found = _LABEL_OPENING.match(line)
    return found is not None and len(found.group().split()) <= 4


def _new_labelled_item(line: str, buffer: list[str]) -> bool:
    """Whether `line` opens a labelled item of its own rather than going on `buffer`'s sentence."""
    if not buffer or not _opens_with_label(line) or _ends_question(buffer[-1]):
        return False  # `A: 3,482건 [L2]` under `Q: ...?` answers it: the two are read together
    return line.lstrip()[:2] in {"**", "__"} or _opens_with_label(buffer[0])


# A line starting with none of these, without "|", and not followed by an underline, is a plain
# paragraph line; the regular expressions below are needed only for the others.
_MARKUP_STARTS = frozenset(
    " \t#>|-*+_=`~0123456789○□■◦•▪▶►◎●※ㅇ(가나다라마바사아자차카타파하☐☑☒✔✓✅⬜▢"
)
_UNDERLINE_STARTS = frozenset("=-| \t")

# Spans where a full stop does not end a sentence.
_NO_BREAK = re.compile(
    # an abbreviated year with its month and day: `’21.6.12. 기준`, `’25.3. 중`
    r"[’‘'`]\d{2}\.\s?(?:1[0-2]|0?[1-9])\.(?:\s?(?:3[01]|[12]\d|0?[1-9])\.)?"
    # a compact month and day before a closing bracket or a span mark: `(6.11.~6.12.)`
    r"|(?<![\d.])(?:1[0-2]|0?[1-9])\.(?:3[01]|[12]\d|0?[1-9])\.(?=[)）\]~∼])"
    r"|\d\.\d"  # decimals
    r"|(?<![\d.])(?:19|20)\d\d\.\s*\d{1,2}\.(?:\s*\d{1,2}\.)?"  # 2024. 3. 5.
    r"|(?<![\d.])\d{1,2}\.\s\d{1,2}\.(?=\s*[(\d])"  # 9. 3.(월)
    # a month and day in running Korean text: `9. 3. 낮 12시부터`
    # (or a particle, a span mark, a citation or a footnote mark right after it, or the end:
    # `3. 21.까지`, `4. 1.부터`, `3. 4.~3. 21.`, `설치 완료 6. 30. [L11]`, `6. 30.²`; a comma
    # or a closing bracket: `0.187ppm(7. 28., 서울)`)
    r"|(?<![\d.])(?:1[0-2]|0?[1-9])\.\s(?:3[01]|[12]\d|0?[1-9])\.(?=\s?[가-힣~∼\[¹²³,，)）]|\s*$)"
    # the end of a span after a dotted date: `’25.7.~12. 매월`, `2025. 3. 4. ~ 3. 21. 공고`
    r"|(?<=[.\s])[~∼]\s?(?:1[0-2]|0?[1-9])\.(?:\s?(?:3[01]|[12]\d|0?[1-9])\.)?"
    # (a time's `a.m.`, `p.m.` and `etc.` end a sentence before a capitalised word, but for
    # a day, a month or a time zone: `7 a.m. Monday`, `9 a.m. KST`)
    r"|\b(?:a\.m|p\.m|etc)\.(?!\s+(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul"
    r"|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)[A-Z][a-z])(?:\s*\d)?"
    r"|\b(?:e\.g|i\.e|vs|v|cf|approx|incl|Mr|Mrs|Ms|Dr|Prof|St|No|Nos|Fig|Figs|Vol|pp|Inc"
    r"|Ltd|Co|Corp|Jr|Sr|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|U\.S|U\.K"
    r"|ca|p\.p|al|Id|id|Ibid|Sec|Secs|p|pg|no|fig|vol|sec|art|ch|para|eq|Art|Arts|Ch|Cl|Para|para|Ex|Eq|Assn|Ass'n|Bd|Dept|Dep't|Govt|Cir|Ct|App"
    r"|Supp|Stat|Reg|Regs|Rev|Ed|Eds|Pub|Cong|Sess|Res|Amend|Intl|Natl|Mfg|Bros|Cos|Comm'n|Commn"
    r"|EL|El|Elev|elev|Tel|tel|TEL|Fax|fax|FAX|Ext|ext"
    r"|U\.S\.C|C\.F\.R|F\.\dd|L\.P|L\.L\.C|N\.A|S\.A|P\.C)\.(?:\s*\d)?"
    r"|§+\s?\d+(?:\.\d+)*\.?"
    r"|\b[A-Z]\.(?=\s?[A-Z][a-z]*\.?\s)"  # initials: J. R. Smith
    r"|\.{3}|…"
    r"|https?://\S+|\b[\w.+-]+@[\w-]+\.[\w.]+",
)
# Every match of _NO_BREAK but a web address or e-mail address holds a "." or "…" at most this
# many characters after its start (`approx.`), so the search may start that far before the next
# one: trying every other position of a long paragraph is most of the regex's cost. Keep this
# at least the longest word before a "." in _NO_BREAK when adding to it.
_NO_BREAK_REACH = 10
_STOP_OR_ELLIPSIS = re.compile(r"[.…]")
_HAS_QUOTE = re.compile(r"[\"“‘「『｢]")
_QUOTED = re.compile(r"“[^”\n]*”|\"[^\"\n]*\"|‘[^’\n]*’|「[^」\n]*」|『[^』\n]*』|｢[^｣\n]*｣")
_BREAK = re.compile(r"[.!?。！？]+[\"'”’」』｣)\]]*")
_NEXT = re.compile(r"\s*")


@dataclass(frozen=True, slots=True)
class Sentence:
    """One content sentence of the draft."""

    index: int
    text: str
    """The sentence as written (trimmed), citations included."""
    body: str
    """The sentence without citations and Markdown markup: what the value checks read."""
    citations: Citations
    kind: str
    """`sentence`, `list_item` or `table_row`."""
    head: str = ""
    """For a row of a Markdown table of the draft: the table's header row (`| 주 | 합계 |`)."""
    context: str = ""
    """What frames the sentence without being part of it: the heading item over a list item
    (`○ 2024년 재원 구성` over `- 정부지원금 11.1조 원`), the question before an answer (`Q. 1분기
    수소차 신규 등록은?`), the sentence before one that opens on its period (`같은 기간 ...`).
    Its periods are the sentence's when the sentence names none (a year it only compares with,
    `2023년 대비`, is no period of it)."""
    lent: tuple[str, ...] = ()
    """For a sentence that cites nothing: the anchors a later sentence of its paragraph cites
    (`접수는 3월 20일까지입니다. 기한 후엔 받지 않아요 [L13].`). Whether that citation is meant
    for this sentence too cannot be told, so its figures are looked for there and, when all
    are found, shown as unconfirmed instead of refused (GR-01). For a sentence whose words go
    on after its last citation (`tail`), the anchors lent to those words."""
    tail: str = ""
    """The words after the sentence's last citation when they hold a figure (`... 이내이며[L7],
    평일 오전 9시부터 오후 4시까지 가능합니다.`), as the body ends with them: a figure there that
    its citations do not hold but `lent` does is unconfirmed instead of refused."""
    borrowed: bool = False
    """Whether the sentence cites nothing itself and takes the citation of the next, which goes
    on from it (`... 19개사입니다. 이 중 청년창업기업이 11개사로 ... [L29].`): a figure that
    citation does not hold leaves the sentence uncited (GR-01), not refused there."""


def split_sentences(draft: str) -> list[Sentence]:
    """Split a Markdown draft into its content sentences, in order."""
    text = _COMMENT.sub("", draft.replace("\r\n", "\n").replace("\r", "\n"))
    notes: dict[str, Citations] = {}
    if "[^" in text or _HAS_SUPERSCRIPT.search(text) is not None:
        text, notes = _footnotes(text)
    units = list(_units(text))
    table_notes = _table_notes(units)
    list_lenders = _list_lenders(units)
    lead_lenders = _lead_lenders(units)
    titled = _titles_citations(units)
    sentences: list[Sentence] = []
    frame = ""  # the heading item over the list items that follow it
    for u, (unit_kind, text, head) in enumerate(units):
        if unit_kind == "lead_in":
            frame = _markup_free(text)
        elif unit_kind not in {"list_item", "table_row"}:
            frame = ""
        pieces = [text] if unit_kind == "table_row" else _split_paragraph(text)
        # `... 이다. (출처: [L44], [L43])`: the sources closing a paragraph cite each of its
        # sentences that cites nothing of its own; a table's note after it cites its rows
        if unit_kind == "table_row":
            note = table_notes.get(u)
        elif (note := _closing_note(pieces)) is not None:
            pieces = pieces[:-1]
        elif u in titled:
            note = titled[u]  # `위반 유형별 적발 현황[L7]` over `- ... 784건`: the title's
        lead_in = unit_kind == "lead_in"
        kind = "sentence" if lead_in else unit_kind
        if lead_in:
            # `2026년 본예산 핵심:` or `□ 2026년 본예산 총괄` over items: its figure is checked
            # against the citations of the items under it, as a question against its answer's
            note = _items_citations(units, u, table_notes)
        for k, raw in enumerate(pieces):
            piece = raw.strip()
            if not piece:
                continue
            citations = find_citations(piece)
            borrowed = False
            if unit_kind == "table_row" and head and not _cites(citations):
                # `| 보드용 | 198 | L16 |` under `| 용도 | 공급량 | 근거 |`: a citation column
                # may write its anchors without brackets
                bare = citation_cell(piece, head)
                if bare is not None:
                    citations, piece = bare
            if note is not None and not citations.anchors and not citations.malformed:
                citations = _borrowed(note)
            if not citations.anchors and not citations.malformed and k + 1 < len(pieces):
                # `제3조는 ... 정의합니다. 다만 ... 규정하고 있습니다 [L30].`: a sentence that
                # goes on with `다만` or `또한` shares its citation with the one before it
                after = pieces[k + 1].strip()
                if _GOES_ON.match(after) and (given := find_citations(after)).anchors:
                    citations = _borrowed(given)
                    borrowed = True

            if notes and not citations.anchors and not citations.malformed:
                # `- 대상은 총 48곳¹` over `¹ [L4]`: the footnote line cites its marked sentence
                marked = _marked_citations(piece, notes)
                if marked is not None:
                    citations = marked
            if not citations.anchors and not citations.malformed and _ends_question(piece):
                # `Q: How much is the 2026 budget? A: Up to KRW 950 million [L83].`: the
                # question is checked against the citations of its answer
                # (the first answer piece that cites: after a bare `아닙니다.` or `네.`)
                answer = next(
                    (
                        p
                        for p in pieces[k + 1 :]
                        if p.strip()
                        and not _QA_MARK.fullmatch(p.strip())
                        and (
                            find_citations(p).anchors
                            or not (_BARE_ANSWER.match(p.strip()) or NAMED_ANSWER.match(p))
                        )
                    ),
                    "",
                )
                given = find_citations(answer) if answer else citations
                if given.anchors and not given.malformed:
                    citations = _borrowed(given)
            body = _markup_free(remove_citations(piece, citations))
            if unit_kind == "table_row" and head:
                body = with_head_units(body, head)
            if lead_in:
                body = _OWN_LINES.sub(" ", body)
            if k == 0 and (label := _ITEM_LABEL.match(body) or _question_label(body)) is not None:
                body = body[label.end() :].strip()  # `카드 3.`, `Q3 요지:` name the item: no figure
            if (
                not citations.anchors
                and not citations.malformed
                and (
                    not _has_content(body)
                    or _is_lead_in(body)
                    or _is_question(body)
                    or _QA_MARK.fullmatch(body) is not None
                    or _PLEASANTRY.match(body) is not None
                    or _is_announcement(body)
                )
            ):
                continue
            lent: tuple[str, ...] = ()
            tail = ""
            if citations.anchors and citations.spans:
                tail = _markup_free(piece[citations.spans[-1][1] :]).strip(" \t,;:.。")
                tail = tail if any(ch.isdigit() for ch in tail) else ""
            if (tail or not citations.anchors) and not citations.malformed:
                later = next((c for p in pieces[k + 1 :] if _cites(c := find_citations(p))), None)
                if later is not None and not later.malformed:
                    lent = later.anchors
                elif not citations.anchors and u in list_lenders:
                    lent = list_lenders[u]
                elif not citations.anchors and u in lead_lenders and _COUNTS.search(piece):
                    last = not "".join(pieces[k + 1 :]).strip()
                    lent = lead_lenders[u] if last else ()
            context = frame if unit_kind in {"list_item", "table_row"} else ""
            if sentences and (_SAME_PERIOD.match(body) or NEXT_PLACE_OPENING.match(body)):
                # `같은 기간 전승교육사는 312명에서 326명으로`: the period of the sentence before;
                # `그다음은 서부(2,980톤)`: the place after the one it gives
                context = sentences[-1].body
            asked = next((p for p in reversed(pieces[:k]) if _ends_question(p.strip())), None)
            if asked is not None:
                context = _markup_free(remove_citations(asked, find_citations(asked)))
            sentences.append(
                Sentence(
                    len(sentences), piece, body, citations, kind, head, context, lent, tail,
                    borrowed,
                )
            )  # fmt: skip
    return sentences


def _titles_citations(units: list[tuple[str, str, str]]) -> dict[int, Citations]:
    """The citations a title line that cites gives the list items right under it (`위반 유형별
    적발 현황[L7]` over `- 교습비 등 게시 위반: 784건`), by the unit index of each item: a line
    that ends neither as a sentence nor as a 개조식 item, its citation at its end. The items'
    figures are checked against it, so a wrong one still fails."""
    titled: dict[int, Citations] = {}
    for u, (kind, text, _) in enumerate(units[:-1]):
        if kind != "sentence" or units[u + 1][0] != "list_item":
            continue
        cited = find_citations(text)
        rest = remove_citations(text, cited).strip()
        if not cited.anchors or cited.malformed or not rest:
            continue
        announces = _ANNOUNCES.search(rest) is not None and len(rest) <= _ANNOUNCING_CHARS
        if not announces and (
            rest[-1] in ".。!?？:："
            or _PREDICATE_END.search(rest) is not None
            or len(rest) > _TITLE_CHARS
        ):
            continue
        for v in range(u + 1, len(units)):
            if units[v][0] != "list_item":
                break
            titled[v] = cited
    return titled


_TITLE_CHARS = 40
"""How long a title line over items may be; a longer line is a sentence."""
# A sentence that only announces the items under it (`유형별 현황은 다음과 같습니다 [L9].`,
# `as follows:`): its citation is theirs as a title's is
_ANNOUNCES = re.compile(
    r"(?:다음과|아래와)\s?같(?:습니다|다|음|이|은)[\s.。:：]*$"
    r"|\bas follows\b[\s.:]*$|\bbelow[\s.:]*$",
    re.IGNORECASE,
)
_ANNOUNCING_CHARS = 60


def _items_citations(
    units: list[tuple[str, str, str]], at: int, table_notes: dict[int, Citations]
) -> Citations | None:
    """The citations of the list items (or table rows) right after a lead-in, together; a
    table row that cites nothing gives those its table's note lends it."""
    anchors: list[str] = []
    for u, (kind, text, head) in enumerate(units[at + 1 :], start=at + 1):
        if kind not in {"list_item", "table_row"}:
            break
        found = table_notes.get(u) or find_citations(text)
        if kind == "table_row" and head and not found.anchors:
            # (a row's citation column, its anchors without brackets: `| 인천 | 14,820 | L15 |`)
            found = bare[0] if (bare := citation_cell(text, head)) is not None else found
        if found.malformed:
            return None
        anchors.extend(a for a in found.anchors if a not in anchors)
    return Citations(tuple(anchors), (), ()) if anchors else None


# The words that open a sentence going on with the one before it, as its exception, addition
# or detail (`다만`, `단,`, `또한`, `아울러`, `특히`, `이 중`, `However`, `In addition`).
# A sentence that opens on the period of the one before it (`같은 기간`, `Over the same period`)
# (or on a breakdown of what the one before states, `항목별로는`, `세부적으로는`: its period too)
_SAME_PERIOD = re.compile(
    r"(?:(?:또한|한편|반면)\s?)?(?:같은|동일한?|동)\s?기간(?:\s?동안)?(?:에|에는)?\s"
    r"|(?:over|in|during) the same period\b"
    r"|(?:세부\s?)?(?:항목|내역|세목|용도)별로(?:는|\s?보면)?\s|세부적으로(?:는|\s?보면)?\s",
    re.IGNORECASE,
)
# A sentence opening on the place after the one the sentence before gives (`그다음은 서부`,
# `다음으로 서부가`)
NEXT_PLACE_OPENING = re.compile(r"\s*(?:그\s?다음(?:으로|은|는|이|가)?|다음으로)\s")
_GOES_ON = re.compile(
    r"(?:다만|단,|또한|아울러|특히|이\s?중|이 가운데|However|In addition|Of these)[\s,]", re.I
)


def _table_notes(units: list[tuple[str, str, str]]) -> dict[int, Citations]:
    """The citations a draft's table takes from the line right after it, by the unit index of
    each of its rows: only when none of its rows cites and that line does (`출처: <표 1> [L8]`,
    `※ ... [L13]`, or a closing sentence, `판매액 기준 상위 3개 장르는 뮤지컬, 클래식, 연극
    순이다 [L12][L13][L11]`), else from the line right before it, when that line cites (`결과는
    다음과 같습니다 [L20, L26].`). The rows' figures are checked against those citations, so a wrong
    one still fails. (A list's items confirm nothing by a line after them: only its last item
    lends the others its citation, as unconfirmed, `_list_lenders`.)"""
    notes: dict[int, Citations] = {}
    for rows in _runs(units, "table_row"):
        if any(find_citations(units[r][1]).anchors for r in rows):
            continue
        # (a note may be a bulleted line of its own: `※ 출처: [L11][L14]`); without one, the
        # line right before the table that cites introduces it (`... 다음과 같습니다 [L20,
        # L26].`, `구간별 일정을 표로 정리했습니다 [L11, L12].`)
        order = (rows.stop, rows.start - 1)
        if _announces_table(units, rows.start - 1) and not _is_source_note(units, rows.stop):
            # a line that announces the table (`... 정리하면 다음과 같습니다 [L20, L23].`) cites
            # it; a sentence after it, not a source note, says something else (`합계는 ... [L26]`)
            order = (rows.start - 1, rows.stop)
        for u in order:
            if not 0 <= u < len(units) or units[u][0] not in {"sentence", "list_item"}:
                continue
            citations = find_citations(_last_line(units[u][1]) if u < rows.start else units[u][1])
            if citations.anchors and not citations.malformed:
                notes.update(dict.fromkeys(rows, _borrowed(citations)))
                break
    return notes


# A line that names where a table comes from (`출처: <표 1> [L8]`, `(자료: ...)`, `※ ...`)
_NOTE_OPENS = re.compile(
    r"^\W{0,3}(?:출처|근거|자료|※|주\s?[:：)]|sources?|refs?|references?|notes?)", re.IGNORECASE
)


def _announces_table(units: list[tuple[str, str, str]], u: int) -> bool:
    """Whether the unit right before a table ends in a line that announces it (`다음과 같습니다
    [L20].`, `표로 정리했습니다 [L8]`)."""
    if not 0 <= u < len(units) or units[u][0] not in {"sentence", "list_item"}:
        return False
    line = _last_line(units[u][1])
    body = _markup_free(remove_citations(line, find_citations(line)))
    body = re.sub(r"\s+(?=[.:。]?\s*$)", "", body)  # (`같습니다 [L20].` less its citation)
    return bool(
        _LEADS_IN.search(body)
        or _DONE.fullmatch(body)
        or _ANNOUNCING.fullmatch(body)
        or _named_by_copula(body) is not None
    )


def _is_source_note(units: list[tuple[str, str, str]], u: int) -> bool:
    """Whether the unit right after a table is a note of where it comes from (`출처: [L8]`, or
    its citations alone: `[L26, L27]`)."""
    if not 0 <= u < len(units):
        return False
    text = units[u][1].strip()
    cited = find_citations(text)
    alone = bool(cited.anchors) and not _has_content(remove_citations(text, cited))
    return alone or _NOTE_OPENS.match(text) is not None


def _last_line(text: str) -> str:
    """The last non-empty line of a unit's text (a paragraph before a table: its line over
    the table)."""
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


# A bare yes or no opening an answer (`A. 아닙니다.`, `네.`, `No.`).
# A short answer naming one thing, its reasons in the cited sentence after it (`A. 태백시입니다.`,
# `답: 태백시예요.`): the name is its group 1
NAMED_ANSWER = re.compile(
    r"^\s*(?:[AaＡ]\s?[.:：)]|답\s?[.:：)])?\s*([가-힣A-Za-z·]{2,20})\s?(?:입니다|이에요|예요)[.!]?\s*$"
)
_BARE_ANSWER = re.compile(
    r"(?:[AaＡ]\s?[.:：)]\s?)?(?:아닙니다|아니요|아뇨|아니에요|네|예|맞습니다|그렇습니다|yes|no"
    r"|있습니다|없습니다|있어요|없어요|가능합니다|불가능합니다|됩니다|안\s?됩니다)"
    r"[.!,]?$",
    re.IGNORECASE,
)


def _runs(units: list[tuple[str, str, str]], kind: str) -> Iterator[range]:
    """The runs of consecutive units of `kind` (a draft table's rows, a list's items)."""
    u = 0
    while u < len(units):
        if units[u][0] != kind:
            u += 1
            continue
        first = u
        while u < len(units) and units[u][0] == kind:
            u += 1
        yield range(first, u)


def _list_lenders(units: list[tuple[str, str, str]]) -> dict[int, tuple[str, ...]]:
    """For the items of a list that only its last item cites (`1. 서울 3,214원` ... `3. 인천
    2,851원 (상위 3개 시도) [L12]`): each earlier item's index -> the last item's anchors. A list
    whose other items cite on their own lends nothing: an item left uncited there is uncited."""
    lenders: dict[int, tuple[str, ...]] = {}
    for items in _runs(units, "list_item"):
        cites = [find_citations(units[k][1]) for k in items]
        last = cites[-1]
        alone = not any(map(_cites, cites[:-1]))  # no other item cites on its own
        if len(items) > 1 and last.anchors and not last.malformed and alone:
            lenders.update(dict.fromkeys(items[:-1], last.anchors))
    return lenders


# A figure in digits or a count in words (`세 차례`, `three sessions`): what a line over a list
# may say of the list
_COUNTS = re.compile(
    r"\d|(?<![가-힣])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?[가-힣]"
    r"|\b(?:two|three|four|five|six|seven|eight|nine|ten)\b",
    re.IGNORECASE,
)


def _lead_lenders(units: list[tuple[str, str, str]]) -> dict[int, tuple[str, ...]]:
    """For a paragraph right over a list or a table each of whose items or rows cites (`주민설명회는
    세 차례 열립니다.` over `- 1차: 10월 14일(화) ... [L18]`, ...): its index -> the anchors they
    cite, lent to its last sentence when that sentence cites nothing and gives a figure. Its
    figures say what follows, so they are checked there, and shown unconfirmed, not taken as
    cited (`_with_lent_citation`); a line of words alone stays uncited (GR-01)."""
    lenders: dict[int, tuple[str, ...]] = {}
    for kind in ("list_item", "table_row"):
        for run in _runs(units, kind):
            over = run.start - 1
            if over < 0 or units[over][0] != "sentence":
                continue
            cites = [find_citations(units[k][1]) for k in run]
            if all(c.anchors and not c.malformed for c in cites):
                lenders[over] = tuple(dict.fromkeys(a for c in cites for a in c.anchors))
    return lenders


def _cites(citations: Citations) -> bool:
    """Whether a piece cites at all (an anchor, or a malformed citation)."""
    return bool(citations.anchors or citations.malformed)


def _borrowed(citations: Citations) -> Citations:
    """Another piece's citations lent to an uncited one: its anchors, none of its spans (they are
    places in the other piece, not in this one)."""
    return Citations(citations.anchors, (), ())


# The count of the draft's own lines a lead-in announces (`핵심만 3줄로`, `세 줄 요약`, `in 3
# lines`): the draft's form, no figure of the source.
_OWN_LINES = re.compile(
    r"(?:\d|한|두|세|네|다섯)\s?(?:줄|문장|문단)|\b\d\s(?:lines|bullets|points|sentences)\b"
)


def _units(draft: str) -> list[tuple[str, str, str]]:
    """Paragraphs, list items and table rows, as (kind, text, the header row of a table row)."""
    lines = draft.split("\n")
    units: list[tuple[str, str, str]] = []
    head = ""
    buffer: list[str] = []
    buffer_kind = "sentence"
    in_fence = False

    def flush() -> None:
        nonlocal buffer, buffer_kind
        if buffer:
            text = " ".join(part.strip() for part in buffer)
            if buffer_kind == "sentence" and _is_lead_in_with_figure(text):
                buffer_kind = "lead_in"
            units.append((buffer_kind, text, ""))
        buffer = []
        buffer_kind = "sentence"

    start = 0
    if lines and lines[0].strip() == "---":  # YAML front matter
        for i in range(1, len(lines)):
            if lines[i].strip() in {"---", "..."}:
                start = i + 1
                break
    i = start
    while i < len(lines):
        line = lines[i]
        following = lines[i + 1] if i + 1 < len(lines) else ""
        i += 1
        after = following if following.strip() or i + 1 >= len(lines) else lines[i + 1]
        if not buffer and not in_fence and _is_title_over_items(line, following, after):
            flush()
            if any(ch.isdigit() for ch in line):
                units.append(("lead_in", line.strip(), ""))  # checked against the items'
            continue  # `용도별 승강기 현황` over its items names them: no claim
        if not in_fence and _SUBJECT_LINE.match(line) and not any(c.isdigit() for c in line):
            flush()  # `**건명**: 정비 결과 요약` names the draft: no claim
            continue
        if (
            not in_fence
            and line[:1] not in _MARKUP_STARTS
            and "|" not in line
            and following[:1] not in _UNDERLINE_STARTS
            and line.strip()
        ):
            if _new_labelled_item(line, buffer):
                flush()  # `지원 한도: 가구당 200만 원` under `규모: 3,000가구`: an item of its own
            buffer.append(line)  # the common case: a plain line of a paragraph
            if line.rstrip().endswith(":") or _ENDS_CITED(line):
                flush()  # a lead-in, or a line its citation closes (`별축제 6/11(토) [L4]`)
            continue
        if _FENCE.match(line):
            flush()
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        line = _QUOTE_MARK.sub("", line)
        stripped = line.strip()
        if not stripped or _RULE.match(line) or _HEADING.match(line) or _BOLD_LINE.match(line):
            flush()
            head = ""
            continue
        if "|" in stripped and (stripped.startswith("|") or _TABLE_SEP.match(following)):
            flush()
            if _TABLE_SEP.match(line):
                continue
            if _TABLE_SEP.match(following):  # header row
                head = stripped
                continue
            units.append(("table_row", stripped, head))
            continue
        if following.strip() and _SETEXT.match(following) and not buffer:
            i += 1  # setext heading: this line and its underline
            continue
        item = _LIST.match(line)
        if item and _is_box_heading(line, item.end(), following):
            flush()  # `□ 개정안 동향` over its `○` items names them: no claim
            continue
        if item and _is_box_heading(line, item.end(), following, figures=True):
            flush()  # `□ 2026년 본예산 총괄` over its items: checked against their citations
            units.append(("lead_in", line[item.end() :].strip(), ""))
            continue
        if item:
            flush()
            buffer_kind = "list_item"
            buffer = [line[item.end() :]]
            continue
        if buffer_kind == "sentence" and _new_labelled_item(line, buffer):
            flush()  # `**지원 한도**: 가구당 200만 원` after `**규모**: 3,000가구`
        buffer.append(line)
        if stripped.endswith(":") or (buffer_kind == "sentence" and _ENDS_CITED(line)):
            # a lead-in line ends where its list begins; a line its citation closes ends its
            # sentence however it begins (`10월 신규신청 8만 명 [L8]` over an uncited line)
            flush()
    flush()
    return units


# The last word of a line that says something: a predicate's ending, in a sentence's style or
# in a 개조식 item's (`늘었다`, `줄었어요`, `양호함`, `예정임`, `완료됨`, `했음`).
_PREDICATE_END = re.compile(r"(?:다|요|함|임|됨|음|까)\s*$")


def _is_title_over_items(line: str, following: str, after: str) -> bool:
    """A line on its own, neither an item nor a sentence, right over list items or a table
    (`following` is the next line, `after` the next one not empty): their title (`용도별 승강기
    현황`, `위반 시 과태료 정리` over `-` or `○` items, `연도별 도난 추이(발췌)` over a table). It
    names them and claims nothing; a figure in it is checked against their citations. A line that
    ends as a sentence or a 개조식 item does (`크게 늘었다`, `양호함`), a citation, a colon or a
    table cell is no title."""
    stripped = line.strip()
    tag = _TAG.match(stripped)
    if tag is not None and not find_citations(tag.group(0)).anchors:
        # a tag before it, no citation (`[결재용 요약] 향후 일정`, `【보고】`): the title's label
        stripped = stripped[tag.end() :].strip() or tag.group(1)
    if (named := _named_by_copula(stripped)) is not None:
        stripped = named  # `주요 시군의 신고 민박 증감입니다.`: a title said as a sentence
    return (
        bool(stripped)
        and (_LIST.match(following) is not None or after.lstrip().startswith("|"))
        and _LIST.match(line) is None
        and "|" not in stripped
        and "[" not in stripped
        and stripped[0] not in "*_#"  # a bold label or a heading: their own rules
        and _HEADING.match(line) is None
        and stripped[-1] not in ".。!?？:："
        and _PREDICATE_END.search(stripped) is None
    )


# A tag in brackets opening a line (`[결재용 요약]`, `【보고】`, `[Summary]`)
_TAG = re.compile(r"[\[【［]([^\[\]【】［］]{1,20})[\]】］]\s*")
# A name said to be what follows (`주요 시군의 신고 민박 증감입니다.`, `관내·관외 요금입니다(15년
# 기준)`): the copula closing a noun, a bracket after it, a stop
_COPULA_END = re.compile(
    r"(?<=[가-힣A-Za-z)])\s?(?:입니다|이에요|예요|이다|임)\s?(?:[(（][^()（）]{0,30}[)）])?\s?[.。:：]?$"
)
# A word closing in the syllable of a topic or a subject particle (`민박은 `, `평창군이 `)
_PARTICLE_WORD = re.compile(r"([가-힣])([은는이가])(?=\s)")


def _says_of_a_topic(words: str) -> bool:
    """Whether a word of `words` ends in a topic or a subject particle that fits the syllable
    before it (`민박은`, `평창군이`, `도난이`, `해는`), not a noun that ends in such a syllable
    (`추이`, `차이`): `은`/`이` follow a closing consonant, `는`/`가` a vowel."""
    for match in _PARTICLE_WORD.finditer(words + " "):
        closed = (ord(match.group(1)) - 0xAC00) % 28 != 0
        if closed == (match.group(2) in "은이"):
            return True
    return False


def _named_by_copula(line: str) -> str | None:
    """A line that names what follows with a copula, less it (`주요 시군의 신고 민박
    증감입니다.` -> `주요 시군의 신고 민박 증감`); None for a line that says something of a
    topic or a subject (`가장 많은 곳은 평창군입니다.`, `평창군이 1위입니다.`) or with other
    words of a claim."""
    end = _COPULA_END.search(line)
    if end is None or end.start() == 0:
        return None
    named = line[: end.start()].strip()
    if _says_of_a_topic(named) or _CLAIM_WORDS.search(named):
        return None
    return named


# The box bullets of a 개조식 report, and the bullets of the items under them.
_BOX_MARKS = frozenset("□■❑")
_SUB_MARKS = frozenset("○ㅇ◦-·•▪❍")


def _is_box_heading(line: str, end: int, following: str, *, figures: bool = False) -> bool:
    """An item without a citation whose next line is an item under it: the heading of those
    items, as a 개조식 report writes it (`□ 행정절차법 개정안 동향` over `○` or
    numbered items, `○ 2026년 업종별 도입 규모` over `-` items). With `figures`, a
    heading holding a figure (`□ 2026년 본예산 총괄`), which is checked against the
    citations of its items. An item is under another when it is indented deeper or its
    bullet ranks lower (□, then ○ or a 공문's `가.`, then -, then ·); a lettered item
    ending as a sentence or a 개조식 item says something."""
    rest = line[end:]
    if "[" in rest or any(ch.isdigit() for ch in rest) != figures:
        return False
    mark, under = line.strip()[:1], following.strip()[:1]
    if mark in _LETTERS and _PREDICATE_END.search(rest.rstrip(" .。")) is not None:
        return False  # `라. 점검 결과 모두 적합했다`: a lettered item that says something
    below = _LIST.match(following)
    if below is None:
        return mark in _BOX_MARKS and under in _SUB_MARKS
    deeper = len(below.group(1)) > len(line) - len(line.lstrip())
    # (a box line over numbered items, `■ ... 요약` over `1.`, `2.`, is their title too)
    numbered = mark in _BOX_MARKS and under.isdigit()
    return deeper or numbered or _BULLET_RANK.get(under, -1) > _BULLET_RANK.get(mark, 9)


# The letters of a 공문's items (`가.`, `나.`, `라.`)
_LETTERS = frozenset("가나다라마바사아자차카타파하")
# The rank of each bullet in a 개조식 outline, from the top: an item under another is written
# with a bullet of a lower rank (a higher number) or indented deeper.
_BULLET_RANK = {
    **dict.fromkeys("□■❑", 0),
    **dict.fromkeys("○ㅇ◦❍●◎", 1),
    # a 공문's lettered items (`가.`, `나.`) over its `-` items
    **dict.fromkeys("가나다라마바사아자차카타파하", 1),
    **dict.fromkeys("-*+", 2),
    **dict.fromkeys("·•▪", 3),
}


# The end of a sentence that introduces a list, with a colon or in words: `다음과 같다.`, `아래와
# 같습니다.`, `as follows.`
_LEADS_IN = re.compile(
    r"(?::|(?:다음|아래|하기)[와과]\s?같(?:다|습니다|음|아요)\.?|\bas follows[.:]?)\s*$"
)


def _is_lead_in_with_figure(text: str) -> bool:
    """One uncited sentence that introduces a list and holds a figure (`2026년 본예산 핵심:`,
    `2025년 8월 고용동향은 다음과 같다.`); a claim before it (`매출은 100억 원이다. 주요 항목:`)
    stays a sentence of its own."""
    return (
        _LEADS_IN.search(text) is not None
        and "[" not in text
        and any(ch.isdigit() for ch in text)
        and sum(1 for piece in _split_paragraph(text) if piece.strip()) == 1
    )


def _split_paragraph(text: str) -> list[str]:
    masked = _mask(text)
    pieces: list[str] = []
    last = 0
    for match in _BREAK.finditer(masked):
        end = match.end()
        after = _NEXT.match(masked, end)
        gap_end = after.end() if after else end
        if gap_end < len(masked) and gap_end == end and masked[end] != "\x00":
            continue  # no space after the stop: 3.5, e-mail, "좋다."라고
        nxt = masked[gap_end] if gap_end < len(masked) else ""
        if nxt and "a" <= nxt <= "z":
            continue  # English sentences start with a capital
        # citations after the stop belong to this sentence
        while gap_end < len(masked) and masked[gap_end] == "\x00":
            while gap_end < len(masked) and masked[gap_end] == "\x00":
                gap_end += 1
            stop = _BREAK.match(masked, gap_end)
            if stop:
                gap_end = stop.end()
            after = _NEXT.match(masked, gap_end)
            gap_end = after.end() if after else gap_end
        pieces.append(text[last:gap_end])
        last = gap_end
    pieces.append(text[last:])
    return pieces


def _mask(text: str) -> str:
    """`text` with citations as NUL runs and no-break full stops hidden (same length)."""
    chars = list(text)
    for start, end in citation_spans(text):
        chars[start:end] = "\x00" * (end - start)
    for start, end in _no_break_spans(text):
        for k in range(start, end):
            if chars[k] in ".!?…":
                chars[k] = "_"
    label = _ITEM_LABEL.match(text)
    if label is not None:
        chars[text.rindex(".", 0, label.end())] = "_"
    for match in _QUOTED.finditer(text) if _HAS_QUOTE.search(text) else ():
        inner_end = match.end() - 1
        # a stop right before the closing quote may still end the sentence ("좋다." [L3] 다음)
        keep = inner_end - 1 if text[inner_end - 1 : inner_end] in {".", "!", "?"} else -1
        for k in range(match.start() + 1, inner_end):
            if k != keep and chars[k] in ".!?。":
                chars[k] = "_"
    return "".join(chars)


def _no_break_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `_NO_BREAK.finditer(text)`, found without trying every position.

    A search from `pos` sees the text before `pos` (look-behinds and word boundaries), so
    starting it `_NO_BREAK_REACH` before the next stop finds the same match as a scan from `pos`.
    """
    if "@" in text or "http" in text:  # an address can start any distance before its first stop
        return [m.span() for m in _NO_BREAK.finditer(text)]
    spans: list[tuple[int, int]] = []
    pos = 0
    while True:
        stop = _STOP_OR_ELLIPSIS.search(text, pos)
        if stop is None:
            return spans
        match = _NO_BREAK.search(text, max(pos, stop.start() - _NO_BREAK_REACH))
        if match is None:
            return spans
        spans.append(match.span())
        pos = match.end()  # every alternative matches at least one character


_LINK = re.compile(r"!?\[([^\[\]\n]*)\]\([^()\n]*\)")
_MARKUP = re.compile(r"\*\*|__|`|~~|\[\^[^\]]*\]|<[^<>\n]{1,40}>")
_CONTENT = re.compile(r"[^\W_]", re.UNICODE)


def _markup_free(text: str) -> str:
    text = _LINK.sub(r"\1", text)
    return _MARKUP.sub("", text).strip()


def _has_content(text: str) -> bool:
    return bool(_CONTENT.search(text))


# The label of a question or its answer standing alone (`Q.` `A.` `Q1:` `문.` `답:`): after a
# split at its full stop it is no claim.
_QA_MARK = re.compile(r"(?:[QA]\d{0,2}|문|답|질문|답변)\s?[.:：)]?")


def _ends_question(text: str) -> bool:
    return text.rstrip().endswith(("?", "？"))


def _is_question(body: str) -> bool:
    """An uncited question without a figure (`Q. 목표 TRL은?`): it asks, it claims nothing."""
    return _ends_question(body) and not any(ch.isdigit() for ch in body)


def _is_lead_in(body: str) -> bool:
    """A line that only introduces a list (`주요 수치는 다음과 같다:`, `주요 내용은 다음과
    같다.`), not a claim."""
    return _LEADS_IN.search(body) is not None and not any(ch.isdigit() for ch in body)
