"""Activity events from the chat app: appended to the log that pattern detection reads."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from db import activity
from memory_service.schemas import ActivityPayload

MAX_DEDUP_KEY_CHARS = 255
RECENT_ACTIVITY_DAYS = 42


def record(
    session: Session, payload: ActivityPayload, *, dedup_key: str | None, now: datetime
) -> int:
    """Append the event (once per `dedup_key`, the task id); returns its id."""
    key = dedup_key[:MAX_DEDUP_KEY_CHARS] if dedup_key else None
    if key:
        prior = activity.activity_by_dedup_key(session, user_id=payload.user_id, dedup_key=key)
        if prior is not None:
            return prior.id
    event = activity.add_activity(
        session,
        user_id=payload.user_id,
        event_type=payload.event_type,
        occurred_at=payload.occurred_at or now,
        created_at=now,
        summary=payload.summary,
        details=payload.metadata,
        dedup_key=key,
    )
    session.flush()
    return event.id


def recently_active(
    session: Session, *, now: datetime, days: int, internal: tuple[str, ...]
) -> list[str]:
    """Users with activity of their own (not `internal` events) in the last `days` days."""
    return activity.users_active_since(
        session, since=now - timedelta(days=days), exclude_types=internal
    )
