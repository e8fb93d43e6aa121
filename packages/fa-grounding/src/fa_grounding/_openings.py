"""Sentences of a message that claim nothing: a greeting or a closing (`안녕하세요`,
`감사합니다`, `Best regards,`), an opening that only announces what follows (`점검 결과
공유드려요.`, `요청하신 부진국 현황입니다.`), that says what the writer did with the request or
the document (`일정만 표로 정리했습니다.`, `말씀하신 수치 확인했습니다.`), and a request to the
reader (`결재 부탁드립니다.`). Words that say something of what is announced (`_CLAIM_WORDS`)
make a claim of any of them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

# The greeting and closing of a mail or a message, without a figure: no claim to cite
# (`안녕하세요, 문의하신 기준을 알려드립니다.`, `감사합니다.`, `Hi Minji,`, `Best regards,`).
# Who a message is for (`팀장님`, `김 주무관님께`, `팀원 여러분께`, `○○초등학교 행정실
# 담당자님께`): up to three words, the last ending in `님` or `여러분`
_ADDRESSED = r"(?:[^\s\d,，.]{1,12}\s){0,3}[가-힣]{0,6}(?:님|여러분)(?:들)?(?:께|에게)?"
_PLEASANTRY = re.compile(
    r"^\s*(?:(?:안녕하세요|안녕하십니까|Hi|Hello|Dear|Hey)\b[^\d]*"
    r"|(?:감사합니다|고맙습니다|수고하세요|수고하십시오|수고 많으십니다|잘 부탁드립니다"
    # (`이상입니다.`: that is all)
    r"|이상입니다|이상(?:으로)?\s?(?:보고|공유)(?:를)?\s?(?:드립니다|마칩니다)"
    # a bare yes or no answering a question, its reasons in the cited sentence after it
    # (or that there is or is not, or that it can or cannot: `없습니다.`, `가능합니다.`)
    r"|네|예|아니요|아뇨|아닙니다|맞습니다|그렇습니다|Yes|No"
    r"|있습니다|없습니다|있어요|없어요|가능합니다|불가능합니다|됩니다|안\s?됩니다"
    # the writer's name, or an office's, signing a Korean message (`교육활동보호센터 드림`)
    r"|[가-힣]{2,12}(?:\s[가-힣]{2,12})?\s?(?:드림|올림)"
    # a form of address alone opening a message (`팀장님,`, `김 주무관님께`, `팀원 여러분께`)
    rf"|{_ADDRESSED}"
    # a request to the reader (`검토 부탁드립니다.`, `확인 후 회신 부탁드립니다.`, `참고 바랍니다.`)
    r"|(?:(?:확인|검토|참고|내용|자료)\s?(?:후|하시고|및)?\s)?"
    r"(?:참고|검토|확인|회신|양해|협조|의견|공유)\s?"
    r"(?:부탁(?:드립니다|드려요|합니다|드리겠습니다)|바랍니다|해\s?주세요|해\s?주시기\s?바랍니다)"
    r"|Thanks|Thank you|Best regards|Kind regards|Regards|Best|Cheers)[\s,.!~]*"
    # a sign-off with the writer's name after it (`Best, Jiyoung`, `감사합니다. 김민지 드림`)
    # (or a team's, up to four words: `Best regards, Reading Culture Team`)
    r"(?:(?<=[\s,.!~])(?:[A-Z][a-z]{1,15}(?:\s[A-Z][a-z]{1,15}){0,3}|[가-힣]{2,4}(?:\s?드림)?)"
    r"[.!]?)?)$",
    re.IGNORECASE,
)
# The opening of a message that only announces what follows, without a figure (`점검 결과
# 공유드려요.`, `회의 내용 전달드립니다.`, `문의하신 건 답변드립니다.`): the sentences after it
# carry the claims.
# So does `아래와 같이 알려드립니다.` or `점검 결과를 다음과 같이 안내합니다.`: what is announced
# follows the words `아래와 같이` (as below), so nothing but what is announced (`결과를`) may
# stand before them and nothing between them and the verb.
# The verb that announces (`공유드립니다`, `정리해 드려요`, `알려드림`; `안내합니다` where no
# form of address stands before it)
_ANNOUNCING_STEM = (
    r"(?:공유|안내|보고|전달|알려|말씀|공지|답변|회신|정리|요약|설명|첨부|송부)\s?(?:해\s?)?"
)
_OFFERED = r"(?:드립니다|드려요|드림|드릴게요|드리겠습니다)"
_ANNOUNCING = re.compile(
    # what is announced, in any words without a figure (`문의하신 지급 방식`, `신규 지정 병원
    # 명단을`); `_CLAIM_WORDS` keeps out words that say something of it
    # (a name masked with circles is a word too: `○○구 안전점검 공고 건`)
    r"(?:(?:[가-힣A-Za-z·○◯]+\s){0,7}(?:[가-힣A-Za-z·○◯]+?\s?)?"
    r"|(?:(?:[가-힣A-Za-z○◯]+\s){0,4}(?:결과|내용|사항|현황|소식|일정|자료|요약)[을를]\s)?"
    r"(?:아래|다음|하기)[와과]\s?같이\s?)"
    rf"{_ANNOUNCING_STEM}(?:{_OFFERED}|합니다|함|해요)[.!~\s]*"
)
# An answer's opening naming in nouns what was asked for (`요청하신 부진국 현황입니다.`, `문의하신
# 검사 결과예요.`): what follows carries the claims. A word with a particle or an ending that
# says something of it (`수출은 줄어든 현황`) makes it a claim.
_ANSWERED = re.compile(
    r"(?:요청|문의|질문|말씀)(?:하신|한|주신)\s(?:[가-힣A-Za-z·]*[가-힣A-Za-z·](?<![은는을를든던된])\s?){0,4}"
    r"(?:현황|자료|내용|결과|사항|수치|일정|목록|명단|요약|답변|정보|통계|실적)"
    r"(?:입니다|이에요|예요|임)[.!~\s]*"
)
# An opening naming in nouns the summary it opens, or its topic, with a copula (`하반기 할인 요금
# 정리입니다.`, `부적합 현황 요약이에요.`, `심야 호출 건수 관련입니다.`): what follows carries the
# claims; a word that says something of what it names (`_CLAIM_WORDS`) makes it a claim.
_SUMMARY_NAMED = re.compile(
    r"(?:[가-힣A-Za-z·○◯]+\s){0,6}[가-힣A-Za-z·○◯]*?\s?(?:정리|요약|안내|공유|관련(?:\s?건)?)"
    r"(?:입니다|이에요|예요|임)[.!~\s]*"
)
# A request to the reader in any words without a figure (`결재 부탁드립니다.`, `회의 참석 여부
# 회신 바랍니다.`): it asks, it claims nothing (`_CLAIM_WORDS` keeps out one that gives a reason).
_REQUEST = re.compile(
    r"(?:[가-힣A-Za-z·]+\s){0,7}(?:[가-힣A-Za-z·]+?\s?)?"
    r"(?:부탁(?:드립니다|드려요|합니다|드리겠습니다)|바랍니다|주세요|주시기\s?바랍니다|주십시오)[.!~\s]*"
)
# A host model's opening that only says what it did with the request, without a figure
# (`요청하신 일정과 예산만 뽑았습니다.`, `일정만 표로 정리했습니다.`, `Here is the schedule.`): the
# lines after it carry the claims. A claim about the source (`설치가 늦어진다는 점을 정리했습니다`)
# stays one (`_CLAIM_WORDS`).
_DONE = re.compile(
    r"(?:[가-힣A-Za-z·,]+\s){0,10}[가-힣A-Za-z·]*\s?"
    r"(?:뽑았|뽑아\s?봤|정리했|정리해\s?봤|정리하였|요약했|요약해\s?봤|추렸|추려\s?봤|간추렸|모았"
    r"|표로\s?만들었)(?:습니다|어요|음|다)[.!~:\s]*"
    r"|(?:Here(?:'s|\sis|\sare)|Below\s(?:is|are))\s[^\d]{0,60}?[.:]?"
    # that the writer read the document (`공단 보도자료 확인했습니다.`, `자료 검토했습니다.`)
    r"|(?:[가-힣A-Za-z·]+\s){0,3}(?:보도자료|자료|공문|공고문?|문서|파일|메일|첨부)(?:\s?내용)?[을를]?\s?"
    r"(?:확인|검토|열람)\s?(?:했|하였)(?:습니다|어요|음|다)[.!~:\s]*"
    # that the writer checked what the reader asked about (`말씀하신 수치 확인했습니다.`, `요청하신
    # 예산 내역을 검토했습니다.`, `Checked the figures you asked about.`), in nouns: not a
    # subject or a clause of what was found (`수치가 틀린 것을 확인했습니다`)
    r"|(?:(?:말씀|문의|요청|질문|언급)\s?(?:하신|주신)|보내\s?주신)\s"
    r"(?:(?!(?:것|점|사실)[을를]?\s)[가-힣A-Za-z·]+(?<![이가은는])\s){0,2}"
    r"(?!(?:것|점|사실))[가-힣A-Za-z·]+?[을를]?\s?"
    r"(?:확인|검토|점검|대조)\s?(?:했|하였|해\s?봤)(?:습니다|어요|음|다)[.!~:\s]*"
    r"|(?:I(?:'ve|\shave)?\s)?(?:checked|reviewed|double-checked|verified)\s(?:the\s)?"
    r"(?:[A-Za-z-]+\s){0,3}(?:that\s)?you\s(?:asked\s(?:about|for)|mentioned|sent|flagged)[.!]?",
    re.IGNORECASE,
)
# Words that make an opening or a request a claim of its own: what is or is not there
# (`링크가 없다는 점검 결과 공유드려요.`), a clause that says or explains something (`요금이
# 인상되어 안내드립니다`, `인상되었음을 알려드립니다`, `원인은 과열로 보고드립니다`: a topic, a
# nominalised or connected predicate). An announcement names what follows in nouns only.
_CLAIM_WORDS = re.compile(
    r"다는|라는|다고|라고|없|있|않|못"
    r"|때문|인해|인하여|관계로"
    r"|(?:[임음됨함]을|었다|았다|했다|됐다|되어|돼서|해서|하여|[으하되이]니|니까|므로|지만|는데|면서"
    r"|었고|았고|했고|되고)(?=[\s,.!~]|$)"
    # a topic said to be something (`원인은 과열로`), not a topic alone (`자세한 표는`), nor an
    # order (`많은 순으로`)
    r"|[가-힣][은는]\s(?:[가-힣]+\s)*(?!순으?로)[가-힣]+(?:으로|로)(?=\s)"
    # a subject and what it did, as a reason (`경매가 늘어`, `문의가 많아`, `요금이 올라`)
    r"|[가-힣][이가]\s(?:[가-힣]+\s)*[가-힣]+[어아여져워라](?=\s)"
    # a clause made a noun (`점검이 늦어진 것 관련입니다`, `줄었다는 사실`)
    r"|\s(?:것|사실)(?=\s|[을를이가은는]\s)"
)


# An announcing verb alone, after a form of address (`팀장님, 공유드립니다.`)
_BARE_ANNOUNCING = re.compile(rf"{_ANNOUNCING_STEM}{_OFFERED}[.!~\s]*")
# A short label and its colon opening a line (`**검토 의견**:`, `요청:`)
_LINE_LABEL = re.compile(
    r"(?:\*\*|__)?[가-힣A-Za-z·]+(?:\s[가-힣A-Za-z·]+){0,2}(?:\*\*|__)?\s?[:：]\s*"
)
# A form of address opening a message (`팀장님,`, `김 주무관님`): who it is for, no claim.
_ADDRESS = re.compile(rf"{_ADDRESSED}\s?[,，]?\s+")


def _is_announcement(body: str) -> bool:
    """An opening that only announces what follows (`점검 결과 공유드려요.`, `일정만 뽑았습니다.`),
    after a form of address or not (`팀장님, 결과 정리드립니다.`), not a claim; so is a greeting
    after one (`팀장님, 안녕하세요.`), and a request to the reader (`결재 부탁드립니다.`).
    What is announced or asked for may be any words without a figure; a word that says
    something of it (`_CLAIM_WORDS`) makes it a claim."""
    if (label := _LINE_LABEL.match(body)) is not None:
        body = body[label.end() :]  # `**검토 의견**: 참고 바랍니다.`: the request after its label
    if (address := _ADDRESS.match(body)) is not None:
        body = body[address.end() :]
        if _BARE_ANNOUNCING.fullmatch(body) is not None or _PLEASANTRY.match(body) is not None:
            return True  # `팀장님, 공유드립니다.`, `팀장님, 안녕하세요.`
    return (
        _ANNOUNCING.fullmatch(body) is not None
        or _ANSWERED.fullmatch(body) is not None
        or _SUMMARY_NAMED.fullmatch(body) is not None
        or _DONE.fullmatch(body) is not None
        or _REQUEST.fullmatch(body) is not None
    ) and _CLAIM_WORDS.search(body) is None


# A cohort or a round a number names (`12기`, `3차`, `2회차`), no count
_COHORT = re.compile(r"\d{1,3}\s?(?:기|차|회차)(?![가-힣])")


def names_what_it_announces(body: str, figures: list[Figure]) -> bool:
    """Whether a sentence with figures is an opening that only announces what follows, its
    figures periods or labels that name what it announces (`팀장님, 2024년 경매 통계
    요약드립니다.`, `제2회 검정고시 관련 요약드립니다.`, `12기 일정 공유드려요`; not an amount,
    `본문 길이 23만 자 결과 공유드립니다.`): read as `_is_announcement` with each of them as a
    word."""
    if not figures or any(
        f.kind not in {"date", "quarter", "half", "label"} and not _COHORT.match(body, f.start)
        for f in figures
    ):
        return False
    if any(f.kind == "label" and f.others for f in figures):
        return False  # `3단계 점검 결과`: a phase, or a count of steps
    words = body
    for figure in sorted(figures, key=lambda f: -f.start):
        end = figure.start + len(figure.raw)
        words = words[: figure.start] + "X" + words[end:]
    return _is_announcement(words)


__all__ = ("names_what_it_announces",)
