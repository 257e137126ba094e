"""What the user does with their memories: list, explain, edit, delete, rate, export."""

from __future__ import annotations

import base64
import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy.orm import Session

from db import queries
from db.tables import USER_TABLES, UserContext
from memory_service.errors import InvalidInputError, MemoryNotFoundError
from memory_service.recall.decay import strength
from memory_service.recall.relevance import bm25_scores
from memory_service.schemas import (
    CONFIDENCE_RANK,
    MAX_CONTENT_CHARS,
    MemoryCandidate,
    MemoryPublic,
    parse,
)

HELPFUL_STEP = 0.15
UNHELPFUL_STEP = 0.25


def memory_id(value: uuid.UUID | str) -> uuid.UUID:
    """A memory id as given (a UUID or its text), or InvalidInputError naming `memory_id`."""
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value))
    except ValueError:
        raise InvalidInputError(f"memory_id: not a memory id: {value!r}") from None


def _public(rows: list[UserContext]) -> list[MemoryPublic]:
    return [MemoryPublic.model_validate(row) for row in rows]


def _get(session: Session, *, user_id: str, memory_id: uuid.UUID) -> UserContext:
    row = queries.memory_by_id(session, user_id=user_id, memory_id=memory_id)
    if row is None:
        raise MemoryNotFoundError(f"no memory {memory_id} for user {user_id!r}")
    return row


# -- retrieval ---------------------------------------------------------------------------------


def list_memories(session: Session, *, user_id: str, include_archived: bool) -> list[MemoryPublic]:
    """All of a user's memories, active first."""
    return _public(
        queries.user_memories(session, user_id=user_id, include_archived=include_archived)
    )


def by_type(session: Session, *, user_id: str, entry_type: str) -> list[MemoryPublic]:
    """Active memories of one type, highest confidence then most recently updated first."""
    rows = [
        r for r in queries.active_memories(session, user_id=user_id) if r.entry_type == entry_type
    ]
    rows.sort(key=lambda r: (-CONFIDENCE_RANK[r.confidence], -r.updated_at.timestamp(), str(r.id)))
    return _public(rows)


def with_tag(session: Session, *, user_id: str, tag: str) -> list[MemoryPublic]:
    """Active memories carrying `tag` (case-insensitive)."""
    wanted = tag.strip().lower()
    rows = [r for r in queries.active_memories(session, user_id=user_id) if wanted in r.tags]
    rows.sort(key=lambda r: (-CONFIDENCE_RANK[r.confidence], -r.updated_at.timestamp(), str(r.id)))
    return _public(rows)


def relevant(
    session: Session, *, user_id: str, context: str, limit: int, now: datetime
) -> list[MemoryPublic]:
    """Memories sharing terms with `context`, by BM25 over content and tags, then by strength."""
    rows = queries.active_memories(session, user_id=user_id)
    scores = bm25_scores(context, [f"{r.content} {' '.join(r.tags)}" for r in rows])
    ranked = sorted(
        (
            (
                score,
                strength(
                    confidence=r.confidence,
                    importance=r.importance,
                    stability_days=r.stability_days,
                    last_observed_at=r.last_observed_at,
                    now=now,
                ),
                r,
            )
            for score, r in zip(scores, rows, strict=True)
            if score > 0
        ),
        key=lambda t: (-t[0], -t[1], str(t[2].id)),
    )
    return _public([r for _, _, r in ranked[: max(limit, 0)]])


def explain(session: Session, *, user_id: str, memory_id: uuid.UUID) -> dict[str, Any]:
    """A memory with its evidence and history: "why do you remember this?"."""
    row = _get(session, user_id=user_id, memory_id=memory_id)
    history = queries.history_for(session, user_id=user_id, memory_id=memory_id)
    return {
        "memory": MemoryPublic.model_validate(row).model_dump(mode="json"),
        "evidence": [
            {
                "signal_kind": e.signal_kind,
                "signal_ref": e.signal_ref,
                "excerpt": e.excerpt,
                "observed_at": e.observed_at.isoformat(),
            }
            for e in queries.evidence_for(session, user_id=user_id, memory_id=memory_id)
        ],
        "history": [
            {
                "action": h.action,
                "old_content": h.old_content,
                "new_content": h.new_content,
                "reason": h.reason,
                "at": h.created_at.isoformat(),
            }
            for h in history
        ],
    }


# -- user edits --------------------------------------------------------------------------------


def edit(
    session: Session, *, user_id: str, memory_id: uuid.UUID, content: str, now: datetime
) -> MemoryPublic:
    """The user's own wording replaces the memory's; it is user-authored from now on."""
    row = _get(session, user_id=user_id, memory_id=memory_id)
    if row.status != "active":
        raise InvalidInputError("memory_id: archived memories cannot be edited")
    checked = parse(
        MemoryCandidate,
        {"key": row.key, "content": content, "entry_type": row.entry_type},
        what=f"edit (content of at most {MAX_CONTENT_CHARS} characters)",
    )
    old = row.content
    row.content = checked.content
    row.source = "user"
    row.confidence = "high"
    row.updated_at = now
    row.last_observed_at = now
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=row.id,
        action="edited",
        at=now,
        old_content=old,
        new_content=row.content,
        reason="edited by the user on the Context page",
    )
    session.flush()
    return MemoryPublic.model_validate(row)


def delete_memory(session: Session, *, user_id: str, memory_id: uuid.UUID, now: datetime) -> None:
    """Remove the memory and its evidence; the audit keeps that it was deleted, not what it said."""
    row = _get(session, user_id=user_id, memory_id=memory_id)
    queries.scrub_history(session, user_id=user_id, memory_id=memory_id)
    queries.delete_memory(session, row=row)
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=memory_id,
        action="deleted",
        at=now,
        reason="deleted by the user",
    )


def rate(
    session: Session, *, user_id: str, memory_id: uuid.UUID, helpful: bool, now: datetime
) -> MemoryPublic:
    """Seed 004's memory evolution: feedback on usefulness moves importance up or down."""
    row = _get(session, user_id=user_id, memory_id=memory_id)
    before = row.importance
    step = HELPFUL_STEP if helpful else -UNHELPFUL_STEP
    row.importance = round(min(1.0, max(0.0, before + step)), 4)
    row.updated_at = now
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=row.id,
        action="edited",
        at=now,
        reason=f"rated {'helpful' if helpful else 'not helpful'}: importance {before:.2f} -> "
        f"{row.importance:.2f}",
    )
    session.flush()
    return MemoryPublic.model_validate(row)


# -- export ------------------------------------------------------------------------------------


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")  # embeddings, as stored
    return value


def _row_dict(row: Any) -> dict[str, Any]:
    mapper = row.__mapper__
    return {attr.columns[0].name: _jsonable(getattr(row, attr.key)) for attr in mapper.column_attrs}


def export(session: Session, *, user_id: str, now: datetime) -> dict[str, Any]:
    """Every row held about the user, table by table, plus the memories in public form."""
    tables = {
        table.__tablename__: [
            _row_dict(r) for r in queries.user_rows(session, table=table, user_id=user_id)
        ]
        for table in USER_TABLES
    }
    memories = queries.user_memories(session, user_id=user_id)
    return {
        "user_id": user_id,
        "exported_at": now.isoformat(),
        "memories": [MemoryPublic.model_validate(m).model_dump(mode="json") for m in memories],
        "tables": tables,
    }
