"""A label the blocks of a cited block's section name alone (`공사명: ... 개선공사(2단계)` over
`- 공사 금액: 23억 원`): a list under a heading speaks of one phase, or one round or term of a
series, named once in one of its items, as a heading names its blocks' subject.

A label is lent only when the section, from its heading down to the cited block, writes labels
of that kind with one number only: a list of phases (`- 1단계: ...`, `- 2단계: ...`) lends none
of them to its items, and a cited block writing another phase of its own lends nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fa_grounding._figures._figure import Figure
    from fa_grounding._source import _Source

__all__ = ("names_another", "section_names")

# how many blocks above a cited one its section may reach
_REACH = 12
# the labels that name a section's subject: a phase, a round or term of a series (an article of
# a statute, `제5조`, names a provision the section may quote among others)
_SUBJECTS = frozenset({"단계", "회", "차", "기", "대"})


def section_names(source: _Source, figure: Figure, present: tuple[str, ...]) -> bool:
    """Whether the section of a cited block names the label `figure` and no other of its kind."""
    return (
        figure.kind == "label"
        and figure.key[0] in _SUBJECTS
        and any(keys == {figure.key} for keys in _labels_over(source, figure, present))
    )


def names_another(source: _Source, figure: Figure, present: tuple[str, ...]) -> bool:
    """Whether a cited block or its section names a label of the figure's kind with another
    number (`2단계` over a sentence's `3단계`): then the figure is that label and no count."""
    return figure.kind == "label" and any(
        keys - {figure.key} for keys in _labels_over(source, figure, present)
    )


def _labels_over(
    source: _Source, figure: Figure, present: tuple[str, ...]
) -> list[set[tuple[object, ...]]]:
    """For each cited block, the labels of the figure's kind its section writes down to it."""
    order, position = source._order_index()
    found: list[set[tuple[object, ...]]] = []
    for anchor in present:
        i = position[anchor]
        keys: set[tuple[object, ...]] = set()
        for k in range(i, max(-1, i - _REACH), -1):
            block = source.blocks[order[k]]
            if block.document != source.blocks[anchor].document or block.table_row:
                break
            keys.update(
                f.key
                for f in source.figures(order[k])
                if f.kind == "label" and f.key[:1] == figure.key[:1]
            )
            if block.heading:
                break
        keys.update(
            f.key
            for f in source.figures(anchor)
            if f.kind == "label" and f.key[:1] == figure.key[:1]
        )
        found.append(keys)
    return found
