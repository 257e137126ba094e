"""The writer's vector index over one user's active memories, per entry type.

Near-duplicate detection by vector: the candidate's vector against the matrix of the user's
memories of the same type (one product, not a scan in Python). The embedding proposes, the
words confirm: only rows at or above `COSINE_FLOOR` are considered, best first, and the writer
still requires the lexical rule to agree (same negation, same numbers, no word replaced by
another), because "likes X" / "dislikes X" and "allergic to peanuts" / "allergic to walnuts"
sit close together in embedding space.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence

import numpy as np

from db.embeddings import from_blob, to_blob
from db.tables import UserContext
from memory_service.recall.embeddings import Embedder, Vectors

COSINE_FLOOR = 0.6
"""Below this cosine two memories are never the same (bench/near_dup.py)."""


class VectorIndex:
    """Vectors of the user's active memories, with the candidates' vectors of this signal."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.fresh: dict[str, Vectors] = {}
        """Vectors computed for this signal's candidate wordings, by content."""
        self._vectors: dict[uuid.UUID, tuple[str, Vectors]] = {}
        self._matrices: dict[str, tuple[list[uuid.UUID], Vectors]] = {}

    def prepare(self, contents: Sequence[str]) -> None:
        """Embed the signal's candidate wordings in one batch."""
        todo = sorted({c for c in contents if c not in self.fresh})
        if todo:
            self.fresh.update(zip(todo, self.embedder.embed(todo), strict=True))

    def add(self, row: UserContext) -> None:
        """Index a row: its stored vector, or this signal's vector for its wording (then stored)."""
        vector = self.fresh.get(row.content)
        if vector is not None:
            if row.embedding_model != self.embedder.name or row.embedding is None:
                row.embedding = to_blob(vector)
                row.embedding_model = self.embedder.name
        elif row.embedding is not None and row.embedding_model == self.embedder.name:
            vector = from_blob(row.embedding)
        if vector is not None:
            self._vectors[row.id] = (row.entry_type, vector)
            self._matrices.pop(row.entry_type, None)

    def remove(self, row: UserContext) -> None:
        if self._vectors.pop(row.id, None) is not None:
            self._matrices.pop(row.entry_type, None)

    def covers(self, row_id: uuid.UUID) -> bool:
        return row_id in self._vectors

    def closest(self, entry_type: str, content: str) -> Iterator[tuple[float, uuid.UUID]]:
        """Rows of `entry_type` at or above the floor, most similar to `content` first."""
        vector = self.fresh.get(content)
        if vector is None:
            return
        ids, matrix = self._matrix(entry_type)
        if not ids:
            return
        scores = matrix @ vector
        for i in np.argsort(-scores, kind="stable"):
            if scores[i] < COSINE_FLOOR:
                return
            yield float(scores[i]), ids[i]

    def _matrix(self, entry_type: str) -> tuple[list[uuid.UUID], Vectors]:
        if entry_type not in self._matrices:
            ids = [i for i, (kind, _) in self._vectors.items() if kind == entry_type]
            matrix = (
                np.stack([self._vectors[i][1] for i in ids])
                if ids
                else np.zeros((0, self.embedder.dim), dtype=np.float32)
            )
            self._matrices[entry_type] = (ids, matrix)
        return self._matrices[entry_type]
