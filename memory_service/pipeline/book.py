"""The user's active memories as the write rules look them up: by key, by normalised wording,
by content words and, with an embedder, by vector (`Book`); and the stored words that let the
database hand the rules only the rows a signal can match.

A book holds the rows a signal's candidates can touch, not every active memory: the same key,
the same words, or, for a near-duplicate, enough shared content words for its size
(`near_shapes`). Every row the rules would pick is among them, because `similarity` stays below
the threshold for any other.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Iterable, Sequence
from itertools import combinations
from math import comb
from typing import Any

from sqlalchemy import event, inspect

from db.tables import UserContext
from memory_service.language.text import content_terms, normalise, similarity
from memory_service.pipeline.vector_index import VectorIndex

CONTAINED_SHARE = 0.4
"""`similarity` counts a wording wholly contained in another as the same statement when it
covers at least this share of the other's words."""
SIZE_MARK = "#"
"""Stored words end with the count of the wording's words (`#4`): a near-duplicate lookup asks
the index for rows holding some of the candidate's words and of a size that can match."""
MAX_SHAPES = 64
"""Above this many word sets per candidate the lookup asks for single words instead."""


def stored_terms(user_id: str, content: str) -> list[str]:
    """What `user_context.terms` keeps: the sorted content terms, then their count, each under
    the user's scope (`scope:word`), so one index probe reads only the user's own rows."""
    terms = content_terms(content)
    scope = user_scope(user_id)
    return [f"{scope}:{word}" for word in [*sorted(terms), f"{SIZE_MARK}{len(terms)}"]]


def user_scope(user_id: str) -> str:
    """A short, stable tag of the user (two users sharing one only read more rows, and the
    query still keeps to its own user)."""
    return hashlib.blake2b(user_id.encode("utf-8"), digest_size=6).hexdigest()


def may_match(size: int, n: int, shared: int, threshold: float) -> bool:
    """Whether a row of `n` words sharing `shared` of a candidate's `size` can reach `threshold`.

    `similarity` needs Jaccard `shared / (size + n - shared) >= threshold`, or one set held whole
    by the other (`shared == min(size, n) >= 2`, covering `CONTAINED_SHARE` of the larger).
    """
    jaccard = shared >= threshold * (size + n - shared) - 1e-9
    small, large = min(size, n), max(size, n)
    whole = shared == small and shared >= 2 and small >= CONTAINED_SHARE * large - 1e-9
    return jaccard or whole


def near_shapes(terms: frozenset[str], threshold: float) -> list[tuple[list[str], list[str]]]:
    """What a near-duplicate of `terms` looks like in the index: (words it holds, size marks).

    A row reaching `threshold` shares some number `s` of the candidate's words, so it holds one
    of the `s`-word subsets, and its own size `n` is one `may_match` allows for `s`. A candidate
    with many words asks for each single word (with every size any `s` allows) instead.
    """
    words, size = sorted(terms), len(terms)
    most = int(size / min(threshold, CONTAINED_SHARE)) + 1
    plan: list[tuple[int, list[str]]] = []
    every: set[int] = set()
    for shared in range(1, size + 1):
        sizes = [n for n in range(shared, most + 1) if may_match(size, n, shared, threshold)]
        every.update(sizes)
        if sizes:
            plan.append((shared, [f"{SIZE_MARK}{n}" for n in sizes]))
    # Counted before any is made: the subsets of a long wording run to millions (24 words: 25 s).
    if sum(comb(size, shared) for shared, _ in plan) > MAX_SHAPES:
        marks = [f"{SIZE_MARK}{n}" for n in sorted(every)]
        return [([word], marks) for word in words]
    return [([*subset], marks) for shared, marks in plan for subset in combinations(words, shared)]


def lookup_shapes(
    user_id: str, contents: Iterable[str], near: Iterable[str], threshold: float
) -> list[list[str]]:
    """The stored word sets a signal's rows can hold (each with its size mark): worded like one
    of `contents` (the same words and count), or a near-duplicate of one of `near`."""
    shapes = {tuple(stored_terms(user_id, content)) for content in contents}
    scope = user_scope(user_id)
    for content in near:
        for words, marks in near_shapes(content_terms(content), threshold):
            shapes.update(tuple(f"{scope}:{w}" for w in (*words, mark)) for mark in marks)
    return [list(shape) for shape in sorted(shapes)]


@event.listens_for(UserContext, "before_insert")
def _words_of_new_row(_mapper: Any, _connection: Any, target: UserContext) -> None:
    """Whoever writes a memory (the rules, the user on the Context page), its words are stored."""
    target.terms = stored_terms(target.user_id, target.content)


@event.listens_for(UserContext, "before_update")
def _words_follow_wording(_mapper: Any, _connection: Any, target: UserContext) -> None:
    """A changed wording (a reword, the user's own edit) stores its new words."""
    if target.terms is None or inspect(target).attrs.content.history.has_changes():
        target.terms = stored_terms(target.user_id, target.content)


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
        *,
        key: str = "",
        critical: bool = False,
    ) -> UserContext | None:
        """The near-duplicate of the same type: by vector where rows have one, else by words.

        A safety fact is never the near-duplicate of one about someone else: with `key`, a
        critical candidate or a critical row matches only within its own namespace ("Allergic
        to tree nuts", `diet.allergy.tree_nuts`, is not "Son is allergic to tree nuts",
        `family.child.allergy.tree_nuts`, however alike the words)."""
        rows: Iterable[UserContext] = [
            row for row in self.rows.values() if _same_subject(key, critical, row)
        ]
        if self.index is not None and content is not None:
            index = self.index
            for _score, row_id in index.closest(entry_type, content):
                row = self.rows[row_id]
                if not _same_subject(key, critical, row):
                    continue
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


def _same_subject(key: str, critical: bool, row: UserContext) -> bool:
    """Whether a candidate under `key` may be a near-duplicate of `row`: always, unless one of
    them is a safety fact and their namespaces differ (the user's allergy and a son's)."""
    if not key or not (critical or row.critical):
        return True
    return key.split(".", 1)[0] == row.key.split(".", 1)[0]
