"""Queries behind the user's own operations on their memory: provenance of a statement, episodes
one by one, the activity text that names a memory. Keyword-only, never commit."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import delete, or_, select
from sqlalchemy.orm import Session

from db.queries import rowcount
from db.tables import ActivityLog, Episode, MemoryEvidence, SessionTurn

MEMORY_WRITTEN = "memory_written"


def evidence_sources(
    session: Session, *, user_id: str, memory_id: uuid.UUID
) -> list[tuple[str, str, str | None]]:
    """(signal kind, signal ref, excerpt) of each observation of the memory."""
    stmt = select(
        MemoryEvidence.signal_kind, MemoryEvidence.signal_ref, MemoryEvidence.excerpt
    ).where(MemoryEvidence.user_id == user_id, MemoryEvidence.memory_id == memory_id)
    return [(kind, ref, excerpt) for kind, ref, excerpt in session.execute(stmt)]


def session_episodes(
    session: Session, *, user_id: str, session_ids: Sequence[str]
) -> list[tuple[int, str]]:
    """(id, content) of the episodes kept from these sessions."""
    if not session_ids:
        return []
    stmt = select(Episode.id, Episode.content).where(
        Episode.user_id == user_id, Episode.session_id.in_(list(session_ids))
    )
    return [(id_, content) for id_, content in session.execute(stmt)]


def user_turns(session: Session, *, user_id: str) -> list[tuple[int, str]]:
    """(id, content) of the buffered turns of every open session of the user."""
    stmt = select(SessionTurn.id, SessionTurn.content).where(SessionTurn.user_id == user_id)
    return [(id_, content) for id_, content in session.execute(stmt)]


def delete_episodes(session: Session, *, user_id: str, episode_ids: Sequence[int]) -> int:
    """Delete the user's episodes with these ids; returns how many went."""
    if not episode_ids:
        return 0
    stmt = delete(Episode).where(Episode.user_id == user_id, Episode.id.in_(list(episode_ids)))
    return rowcount(session.execute(stmt))


def delete_turns(session: Session, *, user_id: str, turn_ids: Sequence[int]) -> int:
    """Delete the user's buffered turns with these ids."""
    if not turn_ids:
        return 0
    stmt = delete(SessionTurn).where(
        SessionTurn.user_id == user_id, SessionTurn.id.in_(list(turn_ids))
    )
    return rowcount(session.execute(stmt))


def episode_page(
    session: Session, *, user_id: str, limit: int, after: tuple[datetime, int] | None
) -> list[Episode]:
    """The user's episodes, newest said first (ties by id, newest first), after the cursor
    `after` (the said_at and id of the last one shown). Served by ix_episode_user_id_said_at."""
    stmt = select(Episode).where(Episode.user_id == user_id)
    if after is not None:
        said_at, id_ = after
        # `said_at <=` first: a range the index scans, newest first, without a sort.
        stmt = stmt.where(
            Episode.said_at <= said_at, or_(Episode.said_at < said_at, Episode.id < id_)
        )
    stmt = stmt.order_by(Episode.said_at.desc(), Episode.id.desc()).limit(limit)
    return list(session.scalars(stmt))


def written_events(session: Session, *, user_id: str) -> list[ActivityLog]:
    """The user's `memory_written` activity events (they name what was noted)."""
    stmt = select(ActivityLog).where(
        ActivityLog.user_id == user_id, ActivityLog.event_type == MEMORY_WRITTEN
    )
    return list(session.scalars(stmt))


def scrub_event(row: ActivityLog, *, summary: str, details: dict[str, Any] | None) -> None:
    """Replace an event's summary and metadata (the ORM row is flushed by the caller)."""
    row.summary = summary
    row.details = details


def user_episodes(session: Session, *, user_id: str) -> list[tuple[int, str]]:
    """(id, content) of every episode of the user."""
    stmt = select(Episode.id, Episode.content).where(Episode.user_id == user_id)
    return [(id_, content) for id_, content in session.execute(stmt)]
