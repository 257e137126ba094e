"""Queries for the activity log (chat app events, the worker's own). Keyword-only, never commit."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from db.queries import rowcount
from db.tables import ActivityLog


def add_activity(
    session: Session,
    *,
    user_id: str,
    event_type: str,
    occurred_at: datetime,
    created_at: datetime,
    summary: str | None = None,
    details: dict[str, Any] | None = None,
    dedup_key: str | None = None,
) -> ActivityLog:
    """Append one activity event."""
    event = ActivityLog(
        user_id=user_id,
        event_type=event_type,
        summary=summary,
        details=details,
        occurred_at=occurred_at,
        created_at=created_at,
        dedup_key=dedup_key,
    )
    session.add(event)
    return event


def activity_by_dedup_key(session: Session, *, user_id: str, dedup_key: str) -> ActivityLog | None:
    """An event recorded earlier under the same idempotency key."""
    stmt = select(ActivityLog).where(
        ActivityLog.user_id == user_id, ActivityLog.dedup_key == dedup_key
    )
    return session.scalars(stmt).one_or_none()


def activity_since(
    session: Session, *, user_id: str, since: datetime, exclude_types: Iterable[str] = ()
) -> list[ActivityLog]:
    """The user's events since `since`, oldest first."""
    stmt = (
        select(ActivityLog)
        .where(ActivityLog.user_id == user_id, ActivityLog.occurred_at >= since)
        .order_by(ActivityLog.occurred_at, ActivityLog.id)
    )
    excluded = list(exclude_types)
    if excluded:
        stmt = stmt.where(ActivityLog.event_type.not_in(excluded))
    return list(session.scalars(stmt))


def user_events(
    session: Session, *, user_id: str, exclude_types: Iterable[str]
) -> list[ActivityLog]:
    """Every event of the user but `exclude_types`."""
    stmt = select(ActivityLog).where(
        ActivityLog.user_id == user_id, ActivityLog.event_type.not_in(list(exclude_types))
    )
    return list(session.scalars(stmt))


def delete_events(session: Session, *, user_id: str, event_ids: Iterable[int]) -> int:
    """Delete the user's events with these ids; returns how many went."""
    ids = sorted(set(event_ids))
    if not ids:
        return 0
    stmt = delete(ActivityLog).where(ActivityLog.user_id == user_id, ActivityLog.id.in_(ids))
    return rowcount(session.execute(stmt))


def users_active_since(
    session: Session, *, since: datetime, exclude_types: Iterable[str] = ()
) -> list[str]:
    """Distinct users with activity since `since`, in a stable order."""
    stmt = select(ActivityLog.user_id).where(ActivityLog.occurred_at >= since).distinct()
    excluded = list(exclude_types)
    if excluded:
        stmt = stmt.where(ActivityLog.event_type.not_in(excluded))
    return sorted(session.scalars(stmt))
