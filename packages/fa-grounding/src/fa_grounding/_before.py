"""What the sentence checked before lends the next (its figures and cited blocks, the operands
of a figure computed across sentences, and the rows of a draft's table), and the counts of
table rows a sentence states (`세 곳의 이의신청은`, `4개 시군`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._rows import _SPACES, table_rows
from fa_grounding._figures._words import _NATIVE_ONES
from fa_grounding._findings import _TOTAL_LABELS

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._sentences import Sentence
    from fa_grounding._source import _Source


# A count in native Korean words and its counter where fa reads no figure (`세 가지입니다`: the
# figure reader takes no counter before `입니다`, since `두 곳입니다` answers a question as words)
_COUNT_IN_WORDS = re.compile(
    rf"(?<![가-힣])({'|'.join(_NATIVE_ONES)})\s?(?:가지|개|건|곳|차례|번|명|항목|단계|종류|개소)"
)


@dataclass(frozen=True)
class Before:
    """The sentence checked before: its figures and its cited visible blocks, the operands a
    figure of the next sentence may be computed from (`100일이다 [L9]. 20일이 감경돼 80일`); after
    the rows of a draft's table, every row's (`| 회원제 | 15.9% |`, `| 대중형 | 32.1% |`, then
    `대중형이 16.2%p 높다`). `table` says the sentence before was such a row."""

    figures: list[Figure] = field(default_factory=list)
    visible: tuple[str, ...] = ()
    table: bool = False
    rows: int = 0
    """How many rows of figures the draft's table has, its total row aside."""
    ahead: int = 0
    """How many rows of figures the draft's table right after the sentence has, its total row
    aside (`공개 목록 가운데 3건을 정리했습니다` over three rows), or how many items the list
    right under it has, set by `with_rows_ahead`."""

    def then(self, sentence: Sentence, figures: list[Figure], visible: tuple[str, ...]) -> Before:
        """What the next sentence has before it once `sentence` is checked."""
        if sentence.kind != "table_row":
            return Before(figures, visible)
        first = next((c.strip() for c in sentence.body.split("|") if c.strip()), "")
        counted = int(bool(figures) and _SPACES.sub("", first) not in _TOTAL_ROWS)
        if not self.table:
            return Before(figures, visible, table=True, rows=counted)
        joined = tuple(dict.fromkeys(self.visible + visible))
        return Before([*self.figures, *figures], joined, table=True, rows=self.rows + counted)

    def with_rows_ahead(self, sentences: list[Sentence], at: int, source: _Source) -> Before:
        """This, knowing the rows of the draft table that starts right after sentence `at`, or
        the items of the list under it (`자격 요건은 세 가지입니다.` over three items)."""
        ahead = 0
        # (the items under a line that cites nothing, which is then only unconfirmed: a cited
        # line's count is the blocks' to confirm, whatever the list's length)
        following = sentences[at + 1 : at + 2]
        uncited = sentences[at].kind == "sentence" and not sentences[at].citations.anchors
        if uncited and following and following[0].kind == "list_item":
            for sentence in sentences[at + 1 :]:
                if sentence.kind != "list_item":
                    break
                ahead += 1
            return replace(self, ahead=ahead)
        for sentence in sentences[at + 1 :]:
            if sentence.kind != "table_row":
                break
            first = next((c.strip() for c in sentence.body.split("|") if c.strip()), "")
            if source.sentence_figures(sentence.body):
                ahead += _SPACES.sub("", first) not in _TOTAL_ROWS
        return replace(self, ahead=ahead) if ahead else self

    def counts_ahead_in_words(self, body: str) -> bool:
        """Whether a sentence counts in words, no figure fa reads, the rows or items right
        after it (`자격 요건은 세 가지입니다.` over three items)."""
        said = {_NATIVE_ONES[m.group(1)] for m in _COUNT_IN_WORDS.finditer(body)}
        return bool(self.ahead) and said == {self.ahead}

    def counts_rows(self, figure: Figure) -> bool:
        """Whether `figure` is the number of the rows of the draft's table, said right after it
        (`세 곳의 이의신청은` after three rows of provinces) or right before it (`주요 3개 공항
        현황입니다` over three rows)."""
        counts = {self.rows if self.table else 0, self.ahead} - {0}
        return (
            figure.kind == "number"
            and figure.unit is None
            and figure.measure is None
            and figure.period is None
            and not figure.signed
            and figure.value >= _FEWEST_ROWS
            and figure.value in counts
        )


def _counts_cited_rows(
    body: str, figure: Figure, visible: tuple[str, ...], source: _Source
) -> bool:
    """Whether a count the sentence states (`4개 시군`, `세 곳`) is the number of the rows of one
    table it cites, two or more, neither a row of heads nor a total row; never a multiple (`두
    배`)."""
    after = body[figure.start + len(figure.raw) :]
    if (
        "배" in figure.raw
        or figure.counter == "배"
        # the noun it counts right after its counter (`4개 시군은`), not a name's figure
        # (`호남권은 5곳,`)
        or _COUNTED_NOUN.match(after.removeprefix(figure.counter)) is None
        or figure.kind != "number"
        or figure.unit is not None
        or figure.measure is not None
        or figure.period is not None
        or figure.signed
        or not (figure.counter or not any(ch.isdigit() for ch in figure.raw))
    ):
        return False
    # (`4개 시·군 중 가장 높았다`: the peers a superlative ranks among are the whole table's
    # rows, cited or not)
    among = _AMONG.match(after.removeprefix(figure.counter)) is not None
    rows: dict[str | None, int] = {}
    for anchor in visible:
        block = source.blocks[anchor]
        head = source.header(anchor)
        if not block.table_row or head is None or head == anchor:
            continue
        if among:
            rows[head] = sum(
                _SPACES.sub("", source.blocks[a].text.split("|", 1)[0]) not in _TOTAL_ROWS
                for a in table_rows(source, head)
            )
            continue
        first = _SPACES.sub("", block.text.split("|", 1)[0])
        if first not in _TOTAL_ROWS:
            rows[head] = rows.get(head, 0) + 1
    return len(rows) == 1 and _FEWEST_ROWS <= figure.value == next(iter(rows.values()))


_COUNTED_NOUN = re.compile(
    # (not a predicate of change or of a level, `2명 늘었음`, `3곳 증가함`, `4개 많음`)
    r"\s(?!(?:늘|줄|증가|감소|상승|하락|올라|올랐|오른|내려|내렸|떨어|많|적었|적은|적다|높|낮"
    r"|확대|축소|증원|감원|추가|감축)[가-힣]*)[가-힣]{2,}|\s[가-힣]·[가-힣]"
)
# the peers a count names before a superlative's `중` (`4개 시·군 중`, `5개 권역 가운데`)
_AMONG = re.compile(r"\s[가-힣·]{2,8}\s?(?:중|가운데)(?![가-힣])")
# The first cells of a draft table's total row, which is no row of its own
_TOTAL_ROWS = _TOTAL_LABELS | {"전국", "합계(전국)"}
_FEWEST_ROWS = 2
