"""The user's active memories as the write rules look them up: by key, by normalised wording,
by content words and, with an embedder, by vector (`Book`)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence

from db.tables import UserContext
from memory_service.language.text import content_terms, normalise, similarity
from memory_service.pipeline.vector_index import VectorIndex


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
