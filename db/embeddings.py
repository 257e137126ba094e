"""Stored sentence vectors: per-user loading, pending rows, updates, nearest neighbours.

Keyword-only, never commit. Every read is scoped to one user: no query here returns another
user's vectors. Vectors are stored as float16 bytes in the `embedding` column (LargeBinary)
tagged with the model that made them; the search is done in the process, per user.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from typing import Any, Literal, NamedTuple

import numpy as np
import numpy.typing as npt
from sqlalchemy import or_, select, text, update
from sqlalchemy.orm import Session

from db.queries import rowcount
from db.tables import Episode, UserContext

Kind = Literal["memory", "episode"]
KINDS: tuple[Kind, ...] = ("memory", "episode")
_STORED = np.dtype("<f2")
Matrix = npt.NDArray[np.float32]


class Pending(NamedTuple):
    """A row whose vector is missing or made by another model."""

    kind: Kind
    id: Any  # uuid.UUID for a memory, int for an episode
    content: str


class Hit(NamedTuple):
    """One nearest neighbour: which row, and its cosine similarity to the query."""

    kind: Kind
    id: Any
    score: float


def to_blob(vector: npt.NDArray[np.float32]) -> bytes:
    """The stored form of one vector (float16, little-endian)."""
    return np.asarray(vector, dtype=_STORED).tobytes()


def from_blob(blob: bytes) -> Matrix:
    """One stored vector back as float32."""
    return np.frombuffer(blob, dtype=_STORED).astype(np.float32)


def _table(kind: Kind) -> type[UserContext] | type[Episode]:
    return UserContext if kind == "memory" else Episode


def _stale(table: type[UserContext] | type[Episode], model: str) -> Any:
    return or_(table.embedding_model.is_(None), table.embedding_model != model)


def _scope(table: type[UserContext] | type[Episode], user_id: str) -> list[Any]:
    clauses: list[Any] = [table.user_id == user_id]
    if table is UserContext:
        clauses.append(UserContext.status == "active")
    return clauses


def pending(session: Session, *, user_id: str, model: str, limit: int) -> list[Pending]:
    """Up to `limit` of the user's active memories and episodes lacking a `model` vector."""
    found: list[Pending] = []
    for kind in KINDS:
        table = _table(kind)
        stmt = (
            select(table.id, table.content)
            .where(*_scope(table, user_id), _stale(table, model))
            .order_by(table.id)
            .limit(limit - len(found))
        )
        found.extend(Pending(kind, row_id, content) for row_id, content in session.execute(stmt))
        if len(found) >= limit:
            break
    return found


def users_pending(session: Session, *, model: str, limit: int) -> list[str]:
    """Users with at least one active memory or episode lacking a `model` vector."""
    users: set[str] = set()
    for kind in KINDS:
        table = _table(kind)
        where = [_stale(table, model)]
        if table is UserContext:
            where.append(UserContext.status == "active")
        stmt = select(table.user_id).where(*where).distinct().order_by(table.user_id).limit(limit)
        users.update(session.scalars(stmt))
    return sorted(users)[:limit]


def store(
    session: Session,
    *,
    user_id: str,
    model: str,
    items: Iterable[tuple[Pending, npt.NDArray[np.float32]]],
) -> int:
    """Store each vector if its row still holds the text it was computed from; returns stored."""
    stored = 0
    for item, vector in items:
        table = _table(item.kind)
        stmt = (
            update(table)
            .where(table.id == item.id, table.user_id == user_id, table.content == item.content)
            .values(embedding=to_blob(vector), embedding_model=model)
        )
        stored += rowcount(session.execute(stmt))
    return stored


class Turn(NamedTuple):
    """Where an episode was said: its session, its message's time, and whether the assistant
    said it (a reply) or the user."""

    session_id: str
    said_at: Any
    """As the driver returns it (comparable within one database)."""
    reply: bool


def user_vectors(
    session: Session, *, user_id: str, kind: Kind, model: str
) -> tuple[list[Any], Matrix]:
    """One user's (ids, vectors) of one kind made by `model` (active memories only).

    Plain SQL without result processing: converting ten thousand ids to UUID objects costs more
    than the search; `nearest` converts only the ids it returns.
    """
    ids, matrix, _ = _vectors(session, user_id, kind, model, "")
    return ids, matrix


def episode_vectors(
    session: Session, *, user_id: str, model: str
) -> tuple[list[Any], Matrix, list[Turn]]:
    """`user_vectors` of the user's episodes, with the `Turn` each was said in."""
    ids, matrix, rows = _vectors(session, user_id, "episode", model, ", session_id, said_at, kind")
    return ids, matrix, [Turn(sid, at, kind == "reply") for sid, at, kind in rows]


def _vectors(
    session: Session, user_id: str, kind: Kind, model: str, extra: str
) -> tuple[list[Any], Matrix, list[Any]]:
    table = _table(kind).__tablename__
    active = " AND status = 'active'" if kind == "memory" else ""
    sql = text(
        f"SELECT id, embedding{extra} FROM {table} WHERE user_id = :user_id{active} "  # noqa: S608
        "AND embedding_model = :model AND embedding IS NOT NULL"
    )
    row_ids: list[Any] = []
    blobs: list[bytes] = []
    rest: list[Any] = []
    for row_id, blob, *more in session.execute(sql, {"user_id": user_id, "model": model}):
        if blob:
            row_ids.append(row_id)
            blobs.append(bytes(blob))
            rest.append(more)
    if not blobs:
        return [], np.zeros((0, 0), dtype=np.float32), []
    matrix = np.frombuffer(b"".join(blobs), dtype=_STORED).reshape(len(blobs), -1)
    return row_ids, matrix.astype(np.float32), rest


def _row_id(kind: Kind, raw: Any) -> Any:
    if kind == "episode" or isinstance(raw, uuid.UUID):
        return raw
    return uuid.UUID(str(raw))


def nearest(
    session: Session,
    user_id: str,
    query_vec: npt.NDArray[np.float32],
    kinds: Sequence[Kind] = KINDS,
    limit: int = 20,
    *,
    model: str,
) -> list[Hit]:
    """The user's `limit` rows most similar to `query_vec` (cosine), best first.

    Only rows embedded by `model` (the query's model) take part; ties go to the smaller id.
    """
    hits: list[Hit] = []
    query = np.asarray(query_vec, dtype=np.float32).reshape(-1)
    for kind in kinds:
        ids, matrix = user_vectors(session, user_id=user_id, kind=kind, model=model)
        if not ids:
            continue
        scores = matrix @ query
        top = np.argpartition(-scores, limit)[:limit] if len(ids) > limit else np.arange(len(ids))
        hits.extend(Hit(kind, _row_id(kind, ids[i]), float(scores[i])) for i in top)
    hits.sort(key=lambda hit: (-hit.score, str(hit.id)))
    return hits[:limit]


def clear(session: Session, *, kind: Kind, ids: Sequence[uuid.UUID | int]) -> None:
    """Forget the vectors of rows whose text changed."""
    if ids:
        table = _table(kind)
        session.execute(
            update(table)
            .where(table.id.in_(list(ids)))
            .values(embedding=None, embedding_model=None)
        )
