"""The words that say a sentence computes a figure from others: a change, a total, a ratio,
a quotient, a half, what is left, a share, a year of a month, a rate of an amount
(`250억 원 늘었다`, `합계 1,500명`, `2.5배`, `절반인`). Only where they stand is a refused
figure explained as one computed from the source (`_findings._derivation`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure

# Words that make a figure a change, a total or a ratio of two others (`250억 원 늘었다`, `합계
# 1,500명`, `2.5배`): only then is a refused figure explained as one computed from the source.
_CHANGE_WORDS = re.compile(
    r"늘|줄|증가|감소|상승|하락|차이|격차|많|적|높|낮|올랐|오르|오릅|내렸|내려|내리|내립|인상|인하|확대|축소|증감"
    r"|저렴|비싸|비쌌|짧|길었|길어|길다|길게|남았|남은|남아"
    r"|(?<![가-힣])더(?=\s)|"
    r"\b(?:up|down|more|less|fewer|higher|lower|rose|fell|increase|decrease|grew|gap|difference|shorter|longer)",
    re.IGNORECASE,
)
_TOTAL_WORDS = re.compile(
    r"합계|합쳐|합치|합친|합하|합한|합산|더한|더하|더해|모두|총|전체"
    # the items a sentence names together (`두 항목이 54.2%`)
    r"|(?:두|세)\s?(?:항목|가지|곳|개\s?[가-힣]{1,4})[이가을를의에]"
    # the top so many the sentence names together (`상위 세 품목이`, `상위 3개 시도의`)
    r"|(?:상위|하위)\s?(?:두|세|네|다섯|\d)\s?(?:개\s?)?[가-힣]{1,4}[이가을를의은는]"
    r"|\b(?:total|combined|in all|together)",
    re.I,
)
# Words that say a figure is computed, without saying how (`... 약 36만 2천 명으로 계산된다`,
# `나머지 ...`): a difference or a sum is looked for.
_COMPUTED_WORDS = re.compile(
    r"계산|산출|나머지|빼면|뺀|차감|\b(?:calculated|computed|remaining|remainder)\b", re.I
)
# Words that say a figure is a quotient (`회수액을 지급액으로 나누면 약 33%`)
# A sum of named parts (`사용료+관리비`, `국비 + 도비`): the figure is their total
_NAMED_SUM = re.compile(r"[가-힣A-Za-z)]\s?\+\s?[가-힣A-Za-z(]")
_DIVIDED_WORDS = re.compile(r"나누|나눈|나눠|\bdivid", re.IGNORECASE)
# Words of a period or an amount extended by another (`연장 시 최대 120일`): a sum
_EXTENDED_WORDS = re.compile(r"연장|\bextend", re.IGNORECASE)
# An average per one of what a count counts (`1건당 평균`, `on average per case`): `당` alone
# (`업체당 최대 2억 원`) is a limit a block states, never a quotient
_PER_ONE_WORDS = re.compile(
    r"[가-힣]{1,3}당\s?평균|평균\s?[가-힣]{1,3}당|\b(?:average|on average)\b", re.IGNORECASE
)
# Half in words (`절반만 내면`, `반값`, `half`)
_HALF_WORDS = re.compile(r"(?<![가-힣])절반|반값|반액|\bhalf\b", re.IGNORECASE)


def _half_of(body: str, figure: Figure) -> bool:
    """Whether a word of half stands before the figure (`절반인 1억 5천만 원`, `절반만 내면 ...
    11,000원`) or right after it (`KRW 6 million, half of it`): `신규 설치비는 3천만 원이며,
    국비가 절반인 ...` halves a figure after the word, not the one before its clause."""
    end = figure.start + len(figure.raw)
    for word in _HALF_WORDS.finditer(body):
        if word.end() <= figure.start:
            return True  # (`절반만 내면 ... 500만 원 이하라면 ... 11,000원`)
        if word.start() >= end and _HALF_GAP.fullmatch(body, end, word.start()) is not None:
            return True
    return False


# Between a figure and a word of half right after it that says what it is (`600만 원으로 절반`,
# `6 million, half of it`, `600만 원(절반)`)
_HALF_GAP = re.compile(r"\s?(?:[가-힣]{0,2}|[(,])\s?(?:즉\s?|or\s|about\s|roughly\s)?")


# What stands between a threshold the sentence states and the part of an amount over it
# (`40억 원을 넘는 10억 8,500만 원`, `10개를 초과하는 3개`)
_OVER_BETWEEN = re.compile(
    r"[\d,.]+\s?(?:[만억조천]\s?[\d,.]*\s?)*(?:원|[가-힣]{1,2})?\s?[을를이가]?\s?"
    r"(?:넘는|넘은|넘어선|초과하는|초과한|웃도는)\s?(?:금액|부분|분)?\s?(?:인|은|는)?\s?"
)
# Words of what is left of a whole (`미지정`, `남은`, `잔여`, `지정되지 않은`, `remaining`):
# the figure may be one cell of a cited row less another (`41 | 36` leaves 5)
_REMAINDER_WORDS = re.compile(
    r"(?<![가-힣])미(?:지정|가입|납|이행|달성|충원|참여|집행|신청|접종|등록|설치|완료|처리|착공"
    r"|개통|확보|도입|배정|시행|선정|응답|제출|인증|지급|회수|상환|분양|입주|사용|소진|수령|판매)"
    r"|남은|남아|남겨|잔여|잔량|잔존|잔액|지\s?(?:않|못)"
    r"|\b(?:left|remain|remains|remaining|rest|not yet|yet to|outstanding|unfilled|unsold)\b",
    re.IGNORECASE,
)
_SHARE_WORDS = re.compile(
    r"중|가운데|비중|차지|비율|률|율|전체|\b(?:of|share|rate)\b", re.IGNORECASE
)
# A year's amount of a monthly one: `연 504,000원` beside `월 42,000원`.
_YEARLY_BEFORE = re.compile(r"(?:연|연간|1년|매년|annual(?:ly)?|a year|per year)\s?(?:최대\s?)?$")
_MONTHLY = re.compile(r"월\s?(?:최대\s?)?\d|매월|월간|monthly|a month|per month")
# An amount less or more by a rate (`45,000원의 50%를 감면받아 22,500원`), or a rate of a named
# amount the sentence applies, pays or bears (`상한의 90%를 적용`, `사업비의 70%를 지원`)
_PERCENT_OF = re.compile(
    r"감면|할인|감액|경감|할증|가산|\bdiscount|\boff\b"
    r"|[가-힣]의\s?\d+(?:\.\d+)?\s?%\s?[을를]?\s?(?:적용|지원|지급|부담|보조|환급|인정)"
    # or the part a rate is, said so (`50%인 3,500원`)
    r"|\d%\s?(?:인|에\s?해당하는)\s?[\d약]"
    # or words that say the figure follows from what the draft said (`따라서 실제 부담액은`,
    # `... 이어야 하므로 최소 48명`, `... 내는 셈입니다`)
    r"|따라서|그러므로|그래서|[으하]므로|셈(?:이|입|으로|이다)|\b(?:so|thus|therefore)\b",
    re.IGNORECASE,
)
# A yearly amount restated by the month (`월로 환산하면 약 145만 원`)
_PER_MONTH = re.compile(
    r"월\s?(?:로|으로)?\s?환산|월\s?평균으로|한\s?달\s?(?:에|로)|\bper month\b|\bmonthly\b", re.I
)
_TIMES_AFTER = re.compile(r"\s?(?:배|times\b|x\b|×)")
_TIMES_SIGN = re.compile(r"\s?[×xX*＊]\s?")
