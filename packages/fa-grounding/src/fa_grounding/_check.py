"""`check`: a cited Markdown draft against its anchored blocks.

The pipeline, one step a module:

1. sentences (`_sentences`): the draft split into sentences, each with its citations;
   GR-01 and GR-02 for a sentence that cites nothing or an anchor that does not exist.
2. claims (`_claims`): what the words around a sentence's figures say they are: the cited
   row, page or slide, a rank, a label, a span of months that fills a period.
3. figure readings (`_figures`): every figure of the sentence and of each cited block, read
   by value, with its second readings.
4. structural context (`_source`, `_units`, `_cited_units`): the cited blocks indexed once:
   tables and their column heads, merged cells, declared units (and the units each cited block
   is read in), headings, captions, the document's title.
5. matching (`_verdicts`, over `_figures._match` and `_support`): each figure of
   the sentence looked up in the cited blocks, then in the heads, headings and title that give
   it context, then as arithmetic fa checks itself (`_arithmetic`, `_calendar`, `_row_gaps`,
   `_summed_rows`, `_named_sums`; a change said against the block's own, `_opposed`, first
   refused); then the cross-checks
   (`_crosschecks.CROSS_CHECKS`, one ordered table): whether the figures sit in the right
   column, row, label or pair.
6. findings (`_findings`, `_quotes`, `_overlap`): GR-03 for a figure not found (with where it
   is found instead), GR-04 for a quote, GR-05 for low overlap, GR-06 for hidden support.
"""

from __future__ import annotations

from dataclasses import replace

from fa_grounding._anchors import Citations, document_of
from fa_grounding._before import Before
from fa_grounding._blocks import index_blocks
from fa_grounding._crosschecks._weekday_owners import check_weekday_owners
from fa_grounding._crosschecks._weekdays import check_row_weekdays
from fa_grounding._errors import InputTypeError
from fa_grounding._figures._match import _NO_YEARS, HEDGE_TOLERANCE, ROUNDING_TOLERANCE, matches
from fa_grounding._findings import (
    _finding,
)
from fa_grounding._lent import in_no_block
from fa_grounding._openings import names_what_it_announces
from fa_grounding._overlap import _check_overlap, shares_words
from fa_grounding._quotes import _check_quotes
from fa_grounding._report import SEVERITY, UNCONFIRMED, Finding, Report
from fa_grounding._sentences import NAMED_ANSWER, Sentence, split_sentences
from fa_grounding._source import (
    _Source,
)
from fa_grounding._verdicts import check_figures

_NOT_VERIFIABLE = (
    "Whether the summary conveys the meaning of the cited blocks: the checks compare citations, "
    "figures and quotes, not meaning.",
    "Whether the summary omits something important: blocks that no sentence cites are not read "
    "for omissions.",
    "Whether each cited anchor is the right one: a figure found in a cited block may still "
    "support a different claim than the sentence makes.",
    "Whether a direction of change (증가/감소, rose/fell) is right: a figure written without a "
    "sign is compared by size; its direction is judged only when a direction word right after "
    "it (or, in English, right before it) meets a source figure with a sign or direction word.",
)
_TOLERANCE = {
    "rounding": "a figure written with fewer digits matches only when it is the source figure "
    "correctly rounded (half up) at its last written digit, and either keeps two significant "
    "digits or more or lies within "
    f"{float(ROUNDING_TOLERANCE) * 100:g}% of it (31.2조 or 31조 for 31조1880억, 1.2조 for "
    "1조 2,345억, 12억 for 12억 3,400만, 12.3% for 12.34%, 6,300 for 6,312; not 1조 for 1조 "
    "2,345억, not 1천억 for 1,260억, not 2조 for 2조 5천억, not 1.3조 for 1조 2,345억); a rate "
    "(%, %p) correctly rounded to one decimal always counts (2.6% for 2.55%); trailing zeros "
    "count as rounding only with thousands separators or a unit word (만, 억, million)",
    "hedged": f"beyond that a hedge (약, 여, 가량, about, approximately) is needed, and a hedged "
    f"figure matches within ±{float(HEDGE_TOLERANCE) * 100:g}% of the source figure (one of three "
    "significant digits or more also within the step of its last digit: 약 1,013만 for "
    "10,132,875, not 약 1,031만); a bound "
    "(이상, 넘게, over, more than; 미만, 이하, under, up to; 6천억 원대) holds when the source "
    "lies on its side, within the figure's next step or 5% (a lower bound with trailing zeros, "
    "the next step of its last digit that is not one: 20원 넘게 holds up to 30원)",
    "units": "% and %p (percentage points) never match each other; 원, 달러 and € never match "
    "each other; a figure without a unit matches any unit",
    "declared_units": "a unit declared for a table ((단위: 백만원), (단위 : 억원, %), (in "
    "millions)) applies to the bare figures of the cited blocks and of the rows of the table it "
    "heads, so the cell 614,820 under (단위: 백만원) is 6,148.2억 원; several units map to the "
    "columns when the counts agree, else any of them may apply",
}


def check(draft: str, blocks: object) -> Report:
    """Check a Markdown draft that cites anchors against the anchored blocks of its source.

    Every content sentence must cite (GR-01) anchors that exist (GR-02); its numbers, dates and
    amounts must appear, by value, in a cited block (GR-03); its direct quotes must match a cited
    block (GR-04); low word overlap with the cited blocks is a warning (GR-05); support that is
    only hidden text is an error (GR-06). Passing does not mean the summary is correct: see
    `Report.not_verifiable`.

    A citation `[p3]` stands for every block `p3.N` of page 3. A unit declared for a table
    (`(단위: 백만원)`) applies to the bare figures of the cited blocks and, when `blocks` come in
    document order with kinds, to the rows of the table it heads. A draft without a content
    sentence is an error: there is nothing to check.

    Args:
        draft: the Markdown summary.
        blocks: a mapping anchor -> text, or an iterable of dicts or objects with `anchor`,
            `text` and optionally `flags` (a block flagged `"hidden"` is hidden text, one
            flagged `"table"` a table row, `"table_start"` the first row of its table,
            `"table_continued"` the first row of its part on a later page, `"header"` and
            `"footer"` a page's furniture) and `kind` (`"table_row"`).

    Raises:
        InputTypeError: `draft` is not a string or `blocks` is not an accepted shape.
        InvalidBlocksError: a block has no anchor or text, an anchor is outside the grammar, or
            an anchor repeats.
    """
    if not isinstance(draft, str):
        raise InputTypeError(f"draft must be a string of Markdown, not {type(draft).__name__}.")
    source = _Source(index_blocks(blocks))
    findings: list[Finding] = []
    checked = 0
    citations = 0
    hedged_used = False
    sentences = split_sentences(draft)
    before = Before()
    for at, sentence in enumerate(sentences):
        checked += 1
        citations += len(sentence.citations.anchors)
        if sentence.kind != "table_row":
            before = before.with_rows_ahead(sentences, at, source)
        found, hedged, before = _check_sentence(sentence, source, before)
        findings.extend(found)
        hedged_used = hedged_used or hedged
    if not any(_has_words(s.body) for s in sentences):
        findings.append(
            Finding(
                "GR-01",
                SEVERITY["GR-01"],
                0,
                "",
                (),
                "the draft has no content sentence (only a title, headings, citations or "
                "whitespace), so there is nothing to check; write the summary's sentences, each "
                "citing the anchor of the block it restates, e.g. [L14].",
            )
        )
    not_verifiable = _NOT_VERIFIABLE
    if source.translated_quotes:
        not_verifiable += (
            "Whether a quote in Korean of a source with no Korean translates it faithfully: "
            "a translation was not compared with the source's words.",
        )
    if hedged_used:
        not_verifiable += (
            f"Whether a hedged figure (약, about) is a fair approximation: it was accepted "
            f"within ±{float(HEDGE_TOLERANCE) * 100:g}% of the source figure.",
        )
    return Report(tuple(findings), not_verifiable, checked, citations, dict(_TOLERANCE))


def _missing(sentence: Sentence, missing: tuple[str, ...], source: _Source) -> Finding:
    """GR-02 for anchors no block has; over several documents, how to cite one of them."""
    listed = ", ".join(missing)
    keys = source.documents()
    if not keys:
        detail = (
            f"cited anchor(s) {listed} do not exist in this document; cite only anchors "
            "that read_document returned for this file."
        )
    elif any(not document_of(a) for a in missing):
        detail = (
            f"cited anchor(s) {listed} name no document: this report draws on "
            f"{len(keys)} documents ({', '.join(keys)}), so write each anchor after its "
            f"document's key, e.g. [{keys[0]}:L14] or [{keys[-1]}:p3.2]."
        )
    else:
        detail = (
            f"cited anchor(s) {listed} do not exist in the document(s) they name; the "
            f"documents are {', '.join(keys)}: cite only anchors that document's read returned."
        )
    return _finding("GR-02", sentence, missing, detail)


def _has_words(body: str) -> bool:
    """Whether a sentence says anything besides its citations (a letter or a digit)."""
    return any(ch.isalnum() for ch in body)


def _check_sentence(
    sentence: Sentence, source: _Source, before: Before
) -> tuple[list[Finding], bool, Before]:
    """The findings of one sentence, whether a hedge was used, and what the next sentence
    takes from it (`before` is the sentence before's)."""
    if sentence.borrowed:
        # the citation of the next sentence, which goes on from this one: kept when it holds
        # a figure of the sentence (a wrong one beside it is refused there), else the sentence
        # is uncited
        plain = replace(sentence, borrowed=False)
        found = _check_sentence(plain, source, before)
        if not any(f.severity == "error" for f in found[0]) or _holds_one(plain, source):
            return found
        sentence = replace(plain, citations=Citations((), (), ()))
    out: list[Finding] = []
    cited = sentence.citations.anchors
    for bad in sentence.citations.malformed:
        out.append(
            _finding(
                "GR-02",
                sentence,
                cited,
                f"malformed citation {bad}: write anchors in square brackets exactly as "
                "read_document gives them, e.g. [L14], [s7.2], [p3.2], [x2.14], [r14] or "
                "[L3, L5].",
            )
        )
    if not cited:
        if (lent := _with_lent_citation(sentence, source, before)) is not None:
            return lent
        out.append(
            _finding(
                "GR-01",
                sentence,
                (),
                "this content sentence cites no anchor; add the anchor of the block it "
                "restates, e.g. [L14], or remove the sentence.",
            )
        )
        if not sentence.citations.malformed:
            out.extend(in_no_block(sentence, source))
        return out, False, Before()
    resolved = {a: source.resolve(a) for a in cited}
    missing = tuple(a for a in cited if not resolved[a])
    if missing:
        out.append(_missing(sentence, missing, source))
    # a page anchor (`p3`) stands for all of its paragraph blocks (`p3.1`, `p3.2`, ...)
    present = tuple(dict.fromkeys(b for a in cited for b in resolved[a]))
    if not present:
        return out, False, Before()
    visible = tuple(a for a in present if not source.blocks[a].hidden)
    hidden = tuple(a for a in present if source.blocks[a].hidden)
    if not visible:
        out.append(
            _finding(
                "GR-06",
                sentence,
                hidden,
                f"the only cited block(s) {', '.join(hidden)} are hidden text in the source (a "
                "reader of the document cannot see them); cite visible text or drop the claim.",
            )
        )
    hedged_used, figures, supported = check_figures(
        sentence,
        source=source,
        present=present,
        visible=visible,
        hidden=hidden,
        out=out,
        before=before,
    )
    _check_quotes(sentence, source=source, present=present, visible=visible, hidden=hidden, out=out)
    # (a weekday in words is no figure, so a sentence without one is checked for it too: here,
    # not in `CROSS_CHECKS`, which run on a sentence's figures)
    check_row_weekdays(sentence, source=source, visible=visible, out=out)
    check_weekday_owners(sentence, source=source, visible=visible, out=out)
    _check_overlap(sentence, source, present, out, figures=figures, supported=supported)
    return out, hedged_used, before.then(sentence, source.sentence_figures(sentence.body), visible)


def _holds_one(sentence: Sentence, source: _Source) -> bool:
    """Whether a block the sentence cites holds one of its figures, by value."""
    held = [
        t for a in sentence.citations.anchors for b in source.resolve(a) for t in source.figures(b)
    ]
    return any(
        matches(f, t, _NO_YEARS) for f in source.sentence_figures(sentence.body) for t in held
    )


def _names_it(body: str, anchors: tuple[str, ...], source: _Source) -> bool:
    """Whether an uncited short answer names one thing the lent blocks write (`A. 태백시입니다.`
    before `2014년 48,020명에서 ... [L19]` of the row `태백시 | ...`)."""
    found = NAMED_ANSWER.match(body)
    return found is not None and any(found.group(1) in source.blocks[a].text for a in anchors)


def _with_lent_citation(
    sentence: Sentence, source: _Source, before: Before
) -> tuple[list[Finding], bool, Before] | None:
    """An uncited sentence checked against the citation a later sentence of its paragraph
    lends it (`Sentence.lent`): when none of its figures is refused there, its findings under
    that citation after one unconfirmed finding (GR-07) that says so; None when it has no
    figure, nothing is lent, or a figure is refused there (it stays uncited, GR-01); nothing at
    all for an opening that only announces what follows, its figures all found there."""
    if not sentence.lent:
        return None
    if not (figures := source.sentence_figures(sentence.body)):
        # a sentence of words only that opens what the next one cites (`격차는 줄어드는
        # 추세다. 격차는 22.1%p로 1.3%p 줄었다 [L13].`): unconfirmed when its words are found
        # in the lent blocks as a cited sentence's must be (GR-05), else uncited
        # (or in the title and headings over them: `○○시가 ... 참여 약국을 모집합니다` of the
        # notice `... 지킴이약국 운영 및 참여 약국 모집 공고`)
        real = tuple(a for b in sentence.lent for a in source.resolve(b))  # (not a missing one)
        over = tuple(sorted(source.headings_over(real)))
        counted = before.counts_ahead_in_words(sentence.body)  # `세 가지` over three items
        if (
            not counted
            and not shares_words(sentence, source, sentence.lent + over)
            and not _names_it(sentence.body, real, source)
        ):
            return None
        anchors = ", ".join(sentence.lent)
        found_as = "its count is that of the items after it" if counted else "its words are found"
        note = _finding(
            UNCONFIRMED,
            sentence,
            sentence.lent,
            f"this sentence cites no anchor of its own and gives no figure; {found_as} "
            f"in {anchors}, cited by a later sentence of its paragraph, the last item of its "
            "list or the items under it, but whether that block says what this sentence says "
            "cannot be told: cite "
            f"[{sentence.lent[0]}] here to confirm it, or the block that says it.",
        )
        return [note], False, Before()
    trial = replace(sentence, citations=Citations(sentence.lent, (), ()), lent=())
    found, hedged, after = _check_sentence(trial, source, before)
    if any(f.severity == "error" for f in found):
        return None
    if all(f.rule == "GR-05" for f in found) and names_what_it_announces(sentence.body, figures):
        # `팀장님, 2024년 경매 통계 요약드립니다.`: an opening that only announces what follows,
        # its periods naming it and all found where the next sentence cites: no claim to cite
        return [], hedged, after
    shown = ", ".join(dict.fromkeys(f.raw.strip() for f in figures))
    anchors = ", ".join(sentence.lent)
    note = _finding(
        UNCONFIRMED,
        sentence,
        sentence.lent,
        f"this sentence cites no anchor of its own; its figures ({shown}) were checked "
        f"against {anchors}, cited by a later sentence of its paragraph, the last item of its "
        "list or the items under it, and whether that citation is meant for this sentence too "
        "cannot be told: cite "
        f"[{sentence.lent[0]}] here to confirm them, or the block that holds them.",
    )
    return [note, *found], hedged, after
