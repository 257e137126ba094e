"""BM25 lexical relevance over a small corpus (one user's memories or episodes).

Per-user corpora are hundreds to a few thousand short texts, scored in-process at request
time; Okapi BM25 over stemmed terms is a few dozen lines and needs no numeric library.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

from memory_service.language.text import search_terms

K1 = 1.2
B = 0.75


def bm25_scores(query: str, documents: Sequence[str]) -> list[float]:
    """BM25 score of each document for `query` (0 for documents sharing no term)."""
    return bm25_for_terms(set(search_terms(query)), documents)


def bm25_for_terms(query_terms: set[str], documents: Sequence[str]) -> list[float]:
    """BM25 score of each document for these stemmed terms (0 for documents sharing none)."""
    if not query_terms or not documents:
        return [0.0] * len(documents)
    docs = [Counter(search_terms(doc)) for doc in documents]
    return bm25_from_counts(query_terms, docs)


def bm25_from_counts(query_terms: set[str], docs: Sequence[Counter[str]]) -> list[float]:
    """BM25 over pre-tokenised documents (term counts)."""
    n = len(docs)
    if n == 0:
        return []
    return bm25_in_corpus(query_terms, docs, corpus_size=n, corpus_terms=doc_lengths(docs))


def doc_lengths(docs: Sequence[Counter[str]]) -> int:
    """The corpus length BM25 averages over: every term of every document, repeats counted."""
    return sum(sum(d.values()) for d in docs)


def bm25_in_corpus(
    query_terms: set[str],
    docs: Sequence[Counter[str]],
    *,
    corpus_size: int,
    corpus_terms: int,
    known_freq: Mapping[str, int] | None = None,
) -> list[float]:
    """BM25 of `docs` as members of a larger corpus of `corpus_size` documents holding
    `corpus_terms` terms in all, `docs` being every document that holds a query term (so the
    document frequencies counted in them are the corpus's): the same scores as
    `bm25_from_counts` over the whole corpus, without reading the documents that score 0.
    `known_freq` gives the corpus frequency of terms not every holder of which is in `docs`."""
    if not docs:
        return []
    lengths = [sum(d.values()) for d in docs]
    avg_len = (corpus_terms / max(corpus_size, 1)) or 1.0
    known = known_freq or {}
    doc_freq = {t: known.get(t) or sum(1 for d in docs if t in d) for t in query_terms}
    idf = {
        t: math.log(1 + (corpus_size - df + 0.5) / (df + 0.5)) for t, df in doc_freq.items() if df
    }
    scores = []
    for doc, length in zip(docs, lengths, strict=True):
        score = 0.0
        for term, weight in idf.items():
            tf = doc.get(term, 0)
            if tf:
                score += weight * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / avg_len))
        scores.append(score)
    return scores
