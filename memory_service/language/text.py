"""Text normalisation and similarity for the dedup rules and lexical relevance."""

from __future__ import annotations

import re
from functools import lru_cache

import snowballstemmer

from memory_service.language.sentences import HEDGE_WORDS, NEGATION_WORDS

WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
"""A word: letters and digits, with at most one inner apostrophe ("don't", "o'clock")."""
LETTER_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
"""A word of letters only."""
_STOPWORDS = frozenset(
    """a an the and or of to in on at for with by from as is are was were be been being am
    i i'm im my me mine user user's users they their them he she his her it its this that these
    those has have had do does did will would should could can may might must shall
    about into over under than then so very really just also too quite some any all each
    prefers prefer likes like wants want named called""".split()
)
_stemmer = snowballstemmer.stemmer("english")


def fold(text: str) -> str:
    """Lowercased, with typographic apostrophes made plain."""
    return text.lower().replace("’", "'")


def normalise(content: str) -> str:
    """The comparison form: lowercase, punctuation stripped, whitespace collapsed."""
    return " ".join(words(content))


@lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    """The Snowball (Porter 2) stem of a lowercased word."""
    return str(_stemmer.stemWord(word))


def words(text: str) -> list[str]:
    """Lowercased word tokens, contractions folded ("don't" -> "dont")."""
    return [w.replace("'", "") for w in WORD.findall(fold(text))]


def count_words(text: str) -> int:
    """How many words `text` holds."""
    return len(WORD.findall(text))


def content_terms(text: str) -> frozenset[str]:
    """Stemmed content words; negations are kept because they flip meaning."""
    terms = set()
    for word in words(text):
        if word in NEGATION_WORDS:
            terms.add("not")
        elif word not in _STOPWORDS and word not in HEDGE_WORDS:
            terms.add(stem(word))
    return frozenset(terms)


def search_terms(text: str) -> list[str]:
    """Stemmed terms with repeats, for BM25-style relevance."""
    return [stem(w) for w in words(text) if w not in _STOPWORDS]


def _numbers(terms: frozenset[str]) -> frozenset[str]:
    return frozenset(t for t in terms if any(ch.isdigit() for ch in t))


def similarity(a: frozenset[str], b: frozenset[str]) -> float:
    """How far two term sets say the same thing, 0 to 1.

    Jaccard overlap, except that a set of two or more terms wholly contained in the other counts
    as the same statement made more specific (scored by how much of the larger it covers, at
    least 0.75 when it covers 40%). Zero when they disagree on negation or on stated numbers.
    """
    if not a or not b:
        return 0.0
    if ("not" in a) != ("not" in b):
        return 0.0
    numbers_a, numbers_b = _numbers(a), _numbers(b)
    if numbers_a and numbers_b and numbers_a != numbers_b:
        return 0.0
    jaccard = len(a & b) / len(a | b)
    small, large = (a, b) if len(a) <= len(b) else (b, a)
    if len(small) >= 2 and small <= large and len(small) / len(large) >= 0.4:
        return max(jaccard, 0.75)
    return jaccard


def hedged(text: str) -> bool:
    """True when the statement is hedged ("possibly", "I think", "maybe")."""
    return not HEDGE_WORDS.isdisjoint(words(text))


def more_specific(candidate: str, existing: str) -> bool:
    """True when `candidate` says more than `existing`, or confirms what it only hedged."""
    new, old = content_terms(candidate), content_terms(existing)
    if hedged(existing) and not hedged(candidate) and old <= new:
        return True
    return len(new) > len(old) and old <= new
