"""A total the sentence gives to names it lists (`시베리아호랑이·레서판다·삵·두루미가 모두
15마리`): the sum of the figure each listed name owns in the cited blocks, each name written
right before its one figure there (`시베리아호랑이 3마리, 레서판다 2마리, ...`). The names pick
the operands, so nothing is guessed among the cited figures, and the sum is exact."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from fa_grounding._figures._figure import Figure

if TYPE_CHECKING:
    from fa_grounding._source import _Source

__all__ = ("sums_listed_names",)


# The word of a total right before the figure (`모두`, `합쳐`, `합계`, `총`), the list's particle
# before it (`두루미가 모두`, `두루미는 합쳐`), or what the list adds up to (`두루미를 합한
# 개체가`, `두루미를 합친 수는`)
_TOTAL_BEFORE = re.compile(
    r"(?:(?:[이가은는의을를]|을\s?합하면|를\s?합하면)?\s(?:모두|합쳐|합계|합해|합하면|총|전부)\s?"
    r"(?:합쳐\s)?|[을를]\s?(?:합한|합친|더한)\s(?:[가-힣]{1,8}[이가은는]\s)?)$"
)
# What parts the listed names: a middle dot, a comma, `와`/`과` or `및` between names
_LIST_SEPARATOR = re.compile(r"\s?[·ㆍ,，]\s?|(?<=[가-힣])(?:와|과)\s|\s및\s")
_NAME = re.compile(r"[가-힣A-Za-z][가-힣A-Za-z0-9]*")
# How far back from the total's word the list may begin
_LIST_REACH = 60
_MIN_NAMES = 2
_MAX_NAMES = 8
# Between a block's name and its figure: spaces, a particle, a colon or a bracket
_TIGHT = r"\s?(?:[은는이가]|[:：])?\s?[(（]?\s?"


def _listed_names(body: str, end: int) -> list[str] | None:
    """The names listed right before `end` (`시베리아호랑이·레서판다·삵·두루미`), or None: read
    back from `end`, one word between each two separators, the list opening with the last word
    of the first piece of several words (`이 가운데 시베리아호랑이`)."""
    pieces = _LIST_SEPARATOR.split(body[max(0, end - _LIST_REACH) : end])
    names: list[str] = []
    for piece in reversed(pieces):
        words = piece.split()
        if not words:
            return None
        names.append(words[-1])
        if len(words) > 1 or len(names) == _MAX_NAMES:
            break
    if len(names) < _MIN_NAMES or not all(_NAME.fullmatch(n) for n in names):
        return None  # one name, or a figure among them: no list
    return names[::-1]


def sums_listed_names(body: str, figure: Figure, present: tuple[str, ...], source: _Source) -> bool:
    """Whether `figure`, after a word of a total (`모두`, `합쳐`), is the sum of the figures the
    cited blocks give each name the sentence lists right before that word, each name owning
    exactly one figure of the figure's unit and counter there. A hedged total is the sum
    rounded at its last digit; a plain one, the sum exactly."""
    if figure.kind != "number" or figure.signed or figure.rises or figure.falls:
        return False
    if figure.capped or figure.bound:
        return False  # a cap on each (`10분 이내`) is no total's figure
    total = _TOTAL_BEFORE.search(body, 0, figure.start)
    if total is None:
        return False
    end = total.start()
    names = _listed_names(body, end)  # (the last name's particle is the total's match)
    if names is None:
        return False
    after = body[figure.start + len(figure.raw) :].lstrip()
    values: list[Decimal] = []
    for name in names:
        owned = _owned(name, figure, after, present, source)
        if owned is None:
            return False
        values.append(owned)
    summed = sum(values, Decimal(0))
    if figure.approximate:
        return abs(summed - abs(figure.value)) * 2 <= figure.quantum
    return summed == abs(figure.value)


def _owned(
    name: str, figure: Figure, after: str, present: tuple[str, ...], source: _Source
) -> Decimal | None:
    """The one figure of `figure`'s unit and counter the cited blocks write right after `name`,
    or None for none or for several of different values. `after` is the draft's text after
    its figure, which writes the counter when a verb is glued to it (`15마리다`)."""
    found: set[Decimal] = set()
    written = re.compile(rf"(?<![가-힣A-Za-z]){re.escape(name)}{_TIGHT}$")
    for anchor in present:
        text = source.blocks[anchor].text
        for f in source.figures(anchor):
            if (
                f.kind == "number"
                and f.unit == figure.unit
                and (f.counter == figure.counter or (f.counter and after.startswith(f.counter)))
                and written.search(text, 0, f.start)
            ):
                found.add(abs(f.value))
    return next(iter(found)) if len(found) == 1 else None
