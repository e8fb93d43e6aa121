"""Search across documents: an index of blocks by words and by figures (`SearchIndex`)."""

from ._index import CANDIDATES as SEARCH_CANDIDATES
from ._index import BlockTerms, SearchHit, SearchHits, SearchIndex
from ._words import PARTICLES, query_words, text_terms

__all__ = (
    "PARTICLES",
    "SEARCH_CANDIDATES",
    "BlockTerms",
    "SearchHit",
    "SearchHits",
    "SearchIndex",
    "query_words",
    "text_terms",
)
