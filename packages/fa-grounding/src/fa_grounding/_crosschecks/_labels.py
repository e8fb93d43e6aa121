"""Cross-checks of a figure against the name it is given: the label before it in the
sentence and in the block (`매출 120억`), a name before a bracket (`서울(12%)`), and a bracketed
average or target (`평균(3.2%)`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fa_grounding._crosschecks._pairs import _RESPECTIVELY
from fa_grounding._figures._figure import Figure
from fa_grounding._figures._match import _NO_YEARS, matches
from fa_grounding._findings import _finding
from fa_grounding._report import Finding
from fa_grounding._sentences import Sentence

if TYPE_CHECKING:
    from fa_grounding._source import _Source


def _check_named_brackets(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure a cited block gives one name in brackets must not be given to another name of
    the same list: `교육서비스업 취업자는 5만 2천 명` over `교육서비스업(6만6천명),
    정보통신업(5만2천명)` names 교육서비스업 and states 정보통신업's figure. Where the sentence
    writes no name whose figure it states, the figure is given to a name it writes; where it
    writes both, to the name written right before the figure (unless `각각` lists them apart)."""
    numbers = [f for f in figures if f.kind == "number"]
    if not numbers:
        return
    for anchor in visible:
        text = source.blocks[anchor].text
        if ")" not in text and "）" not in text:
            continue
        entries = source.bracket_list(anchor)
        if len({name for name, _ in entries}) < 2:
            continue
        theirs = source.figures(anchor)
        bracketed = {id(f) for _, f in entries}
        written = {name for name, _ in entries if name in sentence.body}
        if not written:
            continue
        for figure in numbers:
            owners = {name for name, f in entries if matches(figure, f, _NO_YEARS)}
            if not owners:
                continue
            if not owners & written:
                named = sorted(written)[0]
            else:
                # (both named: the name written right before the figure must own it, `마쓰에시
                # 고등학생 16명` over `마쓰에시(중학생 24명), 웨이하이시(고등학생 16명)`)
                near = _name_right_before(sentence.body, figure, written, numbers)
                if near is None or near in owners or _RESPECTIVELY.search(sentence.body):
                    continue
                named = near
            if any(id(f) not in bracketed and matches(figure, f, _NO_YEARS) for f in theirs):
                continue  # the block gives the value outside its list too
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{figure.raw.strip()!r} is {sorted(owners)[0]}'s figure in {anchor}, but the "
                    f"sentence gives it to {named}; restate {named}'s figure.",
                )
            )
            break


# how far before a figure the name it is given to may stand (`마쓰에시 고등학생 16명`)
_NAME_REACH = 16


def _name_right_before(
    body: str, figure: Figure, names: set[str], numbers: list[Figure]
) -> str | None:
    """The list's name written last before `figure`, a few words before it with no other
    figure or name of the list between; None when there is none."""
    start = max(
        [figure.start - _NAME_REACH]
        + [f.start + len(f.raw) for f in numbers if f.start < figure.start]
    )
    window = body[max(0, start) : figure.start]
    placed = [(window.rfind(name), name) for name in names if name in window]
    return max(placed)[1] if placed else None


# A figure a block gives an average or a target in brackets: `도 평균(1.9명)`, `연간 목표(3조 원)`.
_BRACKETED = re.compile(r"(?P<label>평균|목표)\s?[(（]")
_NAMES_BRACKETED = {"평균": re.compile(r"평균|average", re.IGNORECASE),
                    "목표": re.compile(r"목표|target", re.IGNORECASE)}  # fmt: skip
_COMPARED_AFTER = re.compile(r"[^\s\d]{0,4}\s?(?:보다|에\s?비해|대비|과\s?비교|와\s?비교)")
# or, in English, set after a word of comparison and its article (`1.4 points under the national
# 12.6%`, `than the county's 1.9`; not a bound, `over 12.6%`)
_COMPARED_BEFORE = re.compile(
    r"\b(?:than|under|below|above|against|versus|vs\.?|compared\s(?:with|to))\s(?:the|a|an)\s"
    r"(?:[A-Za-z'’-]+\s){0,3}$",
    re.IGNORECASE,
)


def _check_bracketed(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure a cited block gives only an average or a target (`2.4명으로 도 평균(1.9명)보다`)
    is not the subject's: a sentence that states it (`1.9명이다`) and names no average or target
    is refused; one that compares with it (`1.9명보다 많다`, `under the national 1.9`) is not
    judged."""
    for anchor in visible:
        text = source.blocks[anchor].text
        if "평균" not in text and "목표" not in text:
            continue
        theirs = source.figures(anchor)
        at = {f.start: f for f in theirs if f.kind == "number"}
        for match in _BRACKETED.finditer(text):
            given = at.get(match.end())
            label = match.group("label")
            if given is None or _NAMES_BRACKETED[label].search(sentence.body):
                continue
            for figure in figures:
                if figure.kind != "number" or not matches(figure, given, _NO_YEARS):
                    continue
                if _COMPARED_AFTER.match(sentence.body, figure.start + len(figure.raw)):
                    continue
                if _COMPARED_BEFORE.search(sentence.body, max(0, figure.start - 40), figure.start):
                    continue
                if any(
                    f is not given and f.kind == "number" and matches(figure, f, _NO_YEARS)
                    for f in theirs
                ):
                    continue  # the block gives the value to something else too
                out.append(
                    _finding(
                        "GR-03",
                        sentence,
                        (anchor,),
                        f"{figure.raw.strip()!r} is the {label}'s figure in {anchor} "
                        f"({match.group('label')}({given.raw.strip()})), not the subject's; name "
                        f"the {label} or restate the subject's figure.",
                    )
                )


def _topic_before(body: str, name: str, figure: Figure, figures: list[Figure]) -> bool:
    """Whether the sentence makes `name` the topic of `figure`: `name` with its particle (`광업은
    상시근로자 10인`) before the figure, no other figure between."""
    at = body.rfind(name, 0, figure.start)
    if at < 0 or not re.match(r"(?:은|는|이|가)\s", body[at + len(name) : at + len(name) + 2]):
        return False
    return not any(
        f.kind == "number" and at < f.start < figure.start for f in figures if f is not figure
    )


_LABEL_REACH = 12
"""How far before a draft's figure a word of a block's label still names it (`허가 농가 138곳`)."""


def _same_label(ours: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Whether a draft's label is a block's: the same words, or the block label's last word."""
    return ours == theirs or (len(ours) == 1 and ours[-1] == theirs[-1])


def _check_label_pairs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A figure the sentence gives a label (`negative precision은 69%`) must not be the one a
    cited block gives another label (`positive precision: 69%, negative precision: 65%`): the
    block's labels, each right before its figure, tell which figure is whose."""
    if _RESPECTIVELY.search(sentence.body):
        return  # `각각`, `respectively`: the figures go to the labels in turn
    for label, labelled in source.sentence_labels(sentence.body):
        if labelled not in figures:
            continue  # `Slide 3` of `[s3.5]` names the anchor's slide: no figure
        for anchor in visible:
            if not source.gives_a_figure(anchor, label[-1]):
                continue  # the block gives the label no figure: nothing to compare
            pairs = source.label_pairs(anchor)
            if len({name for name, _ in pairs}) < 2:
                continue  # a list of two labels or more tells which figure is whose
            own = [f for name, f in pairs if _same_label(label, name)]
            if not own or any(matches(labelled, f, _NO_YEARS) for f in own):
                continue
            # a label owning a figure of another kind (`김민수 후보가 360,636표(득표율 51.98%)`)
            # may own this one too: only a figure of the same unit is its rival
            own = [f for f in own if f.unit == labelled.unit and f.measure == labelled.measure]
            if not own:
                continue
            rivals = [
                name
                for name, f in pairs
                if not _same_label(label, name) and matches(labelled, f, _NO_YEARS)
            ]
            if not rivals:
                continue  # not another label's figure: checked by the other rules
            if any(
                _topic_before(sentence.body, " ".join(name), labelled, figures) for name in rivals
            ):
                continue  # `광업은 상시근로자 10인`: the topic owns it, the label describes it
            # (from the figure before it on: `전파 220동, 반파 227동` gives 반파 no 전파)
            since = max(
                (f.start + len(f.raw) for f in figures if f.start < labelled.start), default=0
            )
            near = sentence.body[max(since, labelled.start - _LABEL_REACH) : labelled.start]
            if any(" ".join(name) in near for name in rivals):
                continue  # `허가 농가 138곳` of `농가 412곳(허가 138곳, ...)`: the rival named too
            out.append(
                _finding(
                    "GR-03",
                    sentence,
                    (anchor,),
                    f"{labelled.raw.strip()!r} is given to {' '.join(label)!r} here, but "
                    f"{anchor} gives it {own[0].raw.strip()!r}; restate that figure.",
                )
            )
            break


# A paragraph, item or sub-item written right after its article (`제17조제2항`, `제17조 제2항`)
_PART_KINDS = ("항", "호", "목")


def _article_parts(text: str, figures: list[Figure]) -> tuple[set[tuple[int, int]], set[int]]:
    """The (article, paragraph) pairs a text writes together (`제17조제1항`), and the paragraphs
    it writes without an article right before them (`제5항에 따라`, another of the same article)."""
    labels = sorted(
        (
            f
            for f in figures
            if f.kind == "label" and f.key[:1] in {("조",), *((k,) for k in _PART_KINDS)}
        ),
        key=lambda f: f.start,
    )
    pairs: set[tuple[int, int]] = set()
    alone: set[int] = set()
    for k, figure in enumerate(labels):
        if figure.key[0] != "항":
            continue
        before = labels[k - 1] if k else None
        joined = (
            before is not None
            and before.key[0] == "조"
            and not text[before.start + len(before.raw) : figure.start].strip()
        )
        number = figure.key[1]
        if not isinstance(number, int):
            continue  # (a paragraph fa reads no number of)
        if joined and before is not None and isinstance(article := before.key[1], int):
            pairs.add((article, number))
        else:
            alone.add(number)
    return pairs, alone


def check_article_paragraphs(
    sentence: Sentence,
    figures: list[Figure],
    visible: tuple[str, ...],
    *,
    source: _Source,
    out: list[Finding],
) -> None:
    """A paragraph the sentence writes right after its article (`제17조제2항`) must be one a cited
    block writes right after that article: `제17조제2항` citing `제17조제1항, 제22조제2항` takes
    the 2 of another article. Checked only when a cited block writes the article with another
    paragraph, or the sentence's paragraph only after another article (`제3조제1항 ... 제6조`),
    and writes the sentence's paragraph with no article either (`제5항에 따라` inside an article
    may be that article's own)."""
    mine, _ = _article_parts(sentence.body, figures)
    if not mine:
        return
    theirs: set[tuple[int, int]] = set()
    alone: set[int] = set()
    for anchor in visible:
        pairs, single = _article_parts(source.blocks[anchor].text, source.figures(anchor))
        theirs |= pairs
        alone |= single
    for article, paragraph in sorted(mine):
        others = sorted(p for a, p in theirs if a == article)
        if paragraph in others or paragraph in alone:
            continue
        # (a block writing the article alone, `조례 제6조`, and the paragraph only after another,
        # `법률 제3조제1항`, gives this article no such paragraph)
        after = sorted(a for a, p in theirs if p == paragraph)
        if not others and not after:
            continue
        written = (
            f"제{article}조 with 제{'·'.join(map(str, others))}항"
            if others
            else f"제{paragraph}항 only after 제{'·'.join(map(str, after))}조"
        )
        out.append(
            _finding(
                "GR-03",
                sentence,
                visible,
                f"'제{article}조제{paragraph}항' is not in the cited block(s), which write "
                f"{written}; restate the paragraph.",
            )
        )
