"""fa-grounding: check a summary that cites anchors against the anchored source blocks.

    >>> import fa_grounding
    >>> report = fa_grounding.check("매출은 12억 원이다 [L1].", {"L1": "매출 1,200,000,000원"})
    >>> report.ok
    True

Passing means the mechanical checks found nothing; it does not mean the summary is correct
(see `Report.not_verifiable`).
"""

from importlib.metadata import PackageNotFoundError, version

from fa_grounding._anchors import ANCHOR_PATTERN
from fa_grounding._check import check
from fa_grounding._errors import GroundingError, InputTypeError, InvalidBlocksError
from fa_grounding._figures._match import HEDGE_TOLERANCE, ROUNDING_TOLERANCE
from fa_grounding._overlap import MIN_OVERLAP
from fa_grounding._report import RULES, Finding, Report
from fa_grounding._terms import FigureTerms, block_figure_terms, figure_terms

try:
    __version__ = version("fa-grounding")
except PackageNotFoundError:  # pragma: no cover - running from a source tree without install
    __version__ = "0+unknown"

__all__ = (  # noqa: RUF022 - grouped by topic (STYLE.md), not alphabetically
    # checking
    "check",
    "Report",
    "Finding",
    # figures as search terms
    "figure_terms",
    "block_figure_terms",
    "FigureTerms",
    # rules and tolerances
    "RULES",
    "ANCHOR_PATTERN",
    "HEDGE_TOLERANCE",
    "ROUNDING_TOLERANCE",
    "MIN_OVERLAP",
    # errors
    "GroundingError",
    "InvalidBlocksError",
    "InputTypeError",
)
