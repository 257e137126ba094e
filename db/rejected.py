"""Queries for payloads the worker refused. Keyword-only, never commit."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.tables import RejectedPayload

MAX_REASON_CHARS = 2_000


def add_rejected(
    session: Session,
    *,
    task_name: str,
    task_id: str | None,
    user_id: str | None,
    ref: str | None,
    reason: str,
    at: datetime,
) -> None:
    """Record one refused payload."""
    session.add(
        RejectedPayload(
            task_name=task_name[:100],
            task_id=task_id,
            user_id=user_id,
            ref=ref,
            reason=reason[:MAX_REASON_CHARS],
            created_at=at,
        )
    )


def latest(session: Session, *, limit: int, user_id: str | None = None) -> list[RejectedPayload]:
    """The most recently refused payloads, newest first (one user's, when given)."""
    stmt = select(RejectedPayload)
    if user_id is not None:
        stmt = stmt.where(RejectedPayload.user_id == user_id)
    stmt = stmt.order_by(RejectedPayload.created_at.desc(), RejectedPayload.id.desc()).limit(limit)
    return list(session.scalars(stmt))


def count(session: Session) -> int:
    """How many refused payloads are on record."""
    return int(session.scalar(select(func.count()).select_from(RejectedPayload)) or 0)
