"""What the user reads of their memories: pages in prompt order, episodes, explain, rate, export.

Adding, editing and deleting are in `user_edits`."""

from __future__ import annotations

import base64
import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy.orm import Session

from db import context as context_queries
from db import queries
from db.tables import USER_TABLES, UserContext
from db.types import MAX_ROW_ID
from memory_service import ordering
from memory_service.errors import InvalidInputError, MemoryNotFoundError, UnknownUserError
from memory_service.limits import check_page_size
from memory_service.pages import EpisodePage, EpisodePublic, MemoryPage
from memory_service.recall.decay import strength
from memory_service.recall.relevance import bm25_scores
from memory_service.schemas import (
    CONFIDENCE_RANK,
    MemoryPublic,
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
        require_user(session, user_id=user_id)
        raise MemoryNotFoundError(f"memory_id: no memory {memory_id} for this user")
    return row


# -- retrieval ---------------------------------------------------------------------------------


def list_memories(
    session: Session, *, user_id: str, include_archived: bool, now: datetime
) -> list[MemoryPublic]:
    """All of a user's memories: the active ones in prompt order, then the archived ones."""
    active = [row for _, row in ordering.in_prompt_order(session, user_id=user_id, now=now)]
    if not include_archived:
        return _public(active)
    return _public(active + ordering.archived(session, user_id=user_id))


def page_memories(
    session: Session,
    *,
    user_id: str,
    status: str,
    limit: int,
    cursor: str | None,
    now: datetime,
) -> MemoryPage:
    """One page of a user's memories: active ones in prompt order, or archived ones newest first."""
    if status not in ("active", "archived"):
        raise InvalidInputError("status: must be 'active' or 'archived'")
    check_page_size(limit)
    require_user(session, user_id=user_id)
    after = ordering.read_cursor(cursor, status=status)
    if status == "active":
        ranked = ordering.in_prompt_order(session, user_id=user_id, now=now)
    else:
        ranked = ordering.ranked_archive(session, user_id=user_id)
    rest = [(rank, row) for rank, row in ranked if after is None or rank > after]
    page = rest[:limit]
    next_cursor = (
        ordering.make_cursor(page[-1][0], status=status) if len(rest) > limit and page else None
    )
    return MemoryPage(items=_public([row for _, row in page]), next_cursor=next_cursor)


def require_user(session: Session, *, user_id: str) -> None:
    """Raise UnknownUserError when nothing at all is stored about the user."""
    if not queries.user_exists(session, user_id=user_id):
        raise UnknownUserError(f"user_id: nothing is stored about user {user_id!r}")


def page_episodes(session: Session, *, user_id: str, limit: int, cursor: str | None) -> EpisodePage:
    """One page of the user's episodes (their dated statements), newest first."""
    check_page_size(limit)
    require_user(session, user_id=user_id)
    after = ordering.read_episode_cursor(cursor)
    rows = context_queries.episode_page(session, user_id=user_id, limit=limit + 1, after=after)
    items = [EpisodePublic.model_validate(row) for row in rows[:limit]]
    last = items[-1] if len(rows) > limit else None
    return EpisodePage(
        items=items,
        next_cursor=ordering.episode_cursor(last.said_at, last.id) if last else None,
    )


def delete_episode(session: Session, *, user_id: str, episode_id: int) -> None:
    """Delete one of the user's episodes."""
    if not isinstance(episode_id, int) or isinstance(episode_id, bool):
        raise InvalidInputError("episode_id: must be an integer")
    # An id no row can have is simply not there (and too large to bind).
    found = 0 < episode_id <= MAX_ROW_ID and context_queries.delete_episodes(
        session, user_id=user_id, episode_ids=[episode_id]
    )
    if not found:
        raise MemoryNotFoundError(f"episode_id: no episode {episode_id} for this user")


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


# -- user feedback ------------------------------------------------------------------------------


def rate(
    session: Session, *, user_id: str, memory_id: uuid.UUID, helpful: bool, now: datetime
) -> MemoryPublic:
    """Feedback on usefulness moves importance up (helpful) or down (not helpful)."""
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
