"""The user's active memories as the write rules look them up: by key, by normalised wording,
by content words and, with an embedder, by vector (`Book`); and the stored words that let the
database hand the rules only the rows a signal can match.

A book holds the rows a signal's candidates can touch, not every active memory: the same key,
the same words, or, for a near-duplicate, enough shared content words (`match_bound`). Every
row the rules would pick is among them, because `similarity` stays below the threshold for two
wordings that share fewer words than that.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import event

from db.tables import UserContext
from memory_service.language.text import content_terms, normalise, similarity
from memory_service.pipeline.vector_index import VectorIndex

CONTAINED_SHARE = 0.4
"""`similarity` counts a wording wholly contained in another as the same statement when it
covers at least this share of the other's words (the lower of this and the threshold bounds
how many words a match shares)."""
NO_WORDS = ""
"""What a wording without content words stores, so the same wording still finds it."""


def stored_terms(content: str) -> list[str]:
    """The words kept in `user_context.terms` for a wording: its sorted content terms."""
    return sorted(content_terms(content)) or [NO_WORDS]


def match_bound(size: int, threshold: float) -> tuple[float, float, float]:
    """How many of a candidate's `size` words a row of `n` words shares when it can match.

    `similarity >= threshold` needs Jaccard `s / (size + n - s) >= threshold`, that is
    `s >= threshold * (size + n) / (1 + threshold)`, or one set held whole by the other
    (`s == min(size, n) >= 2`, covering at least `CONTAINED_SHARE` of the larger). Returns
    `(a, b, c)` with `s >= a + b * n` for the first (less a hair for rounding), `c` the share.
    """
    per_word = threshold / (1 + threshold)
    return per_word * size - 1e-9, per_word, CONTAINED_SHARE


def may_match(size: int, n: int, shared: int, threshold: float) -> bool:
    """The bound of `match_bound` in Python (what the database checks per row)."""
    a, b, c = match_bound(size, threshold)
    whole = shared == min(size, n) and shared >= 2 and min(size, n) >= c * max(size, n)
    return shared >= a + b * n or whole


@event.listens_for(UserContext.content, "set")
def _words_follow_wording(target: UserContext, value: Any, _old: Any, _initiator: Any) -> None:
    """Whoever sets a memory's wording (the rules, the user's own edits), its words follow."""
    target.terms = stored_terms(value) if isinstance(value, str) else None


class Book:
    """The user's active memories, indexed the ways the rules look them up."""

    def __init__(self, rows: list[UserContext]) -> None:
        self.index: VectorIndex | None = None
        self.by_key: dict[str, UserContext] = {}
        self.by_norm: dict[str, UserContext] = {}
        self.terms: dict[uuid.UUID, frozenset[str]] = {}
        self.rows: dict[uuid.UUID, UserContext] = {}
        for row in rows:
            self.add(row)

    def add(self, row: UserContext) -> None:
        self.rows[row.id] = row
        self.by_key[row.key] = row
        self.by_norm.setdefault(normalise(row.content), row)
        self.terms[row.id] = content_terms(row.content)
        if self.index is not None:
            self.index.add(row)

    def attach(self, index: VectorIndex, contents: Sequence[str]) -> None:
        """Use vectors: embed the signal's wordings in one batch, index the rows."""
        index.prepare(contents)
        self.index = index
        for row in self.rows.values():
            index.add(row)

    def remove(self, row: UserContext) -> None:
        self.rows.pop(row.id, None)
        if self.by_key.get(row.key) is row:
            del self.by_key[row.key]
        norm = normalise(row.content)
        if self.by_norm.get(norm) is row:
            del self.by_norm[norm]
        self.terms.pop(row.id, None)
        if self.index is not None:
            self.index.remove(row)

    def reword(self, row: UserContext, content: str) -> None:
        self.remove(row)
        row.content = content
        row.embedding = row.embedding_model = None  # made from the old wording
        self.add(row)

    def nearest(
        self,
        entry_type: str,
        terms: frozenset[str],
        threshold: float,
        polarity: int | None = None,
        content: str | None = None,
    ) -> UserContext | None:
        """The near-duplicate of the same type: by vector where rows have one, else by words."""
        rows: Iterable[UserContext] = self.rows.values()
        if self.index is not None and content is not None:
            index = self.index
            for _score, row_id in index.closest(entry_type, content):
                row = self.rows[row_id]
                # The embedding proposes, the words confirm (a replaced word, a negation or a
                # number is a different fact however close the vectors are).
                if not opposed(row.polarity, polarity) and (
                    similarity(terms, self.terms[row_id]) >= threshold
                ):
                    return row
            rows = [row for row in rows if not index.covers(row.id)]
        return self._nearest_by_words(rows, entry_type, terms, threshold, polarity)

    def _nearest_by_words(
        self,
        rows: Iterable[UserContext],
        entry_type: str,
        terms: frozenset[str],
        threshold: float,
        polarity: int | None,
    ) -> UserContext | None:
        best: tuple[float, str, UserContext] | None = None
        for row in rows:
            if row.entry_type != entry_type or opposed(row.polarity, polarity):
                continue
            score = similarity(terms, self.terms[row.id])
            # Ties go to the smallest key, so the choice does not depend on load order.
            if score >= threshold and (best is None or (score, row.key) > (best[0], best[1])):
                best = (score, row.key, row)
        return best[2] if best else None


def opposed(a: int | None, b: int | None) -> bool:
    """True when two preferences take opposite stances (a liking and an aversion)."""
    return a is not None and b is not None and a != b
