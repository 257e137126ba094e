"""Queries for the batch extraction queue and its batches. Keyword-only, never commit.

Every state change is a conditional update (`WHERE state IN (...)`), so two processes doing the
same step at once (two beat instances, a redelivered task) change each row once.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from db.queries import insert_ignoring_conflicts, rowcount
from db.tables import ExtractionBatch, ExtractionItem

WAITING = ("queued", "submitting", "submitted")
"""Items still waiting for their batch."""


def enqueue(
    session: Session,
    *,
    user_id: str,
    session_id: str,
    content_hash: str,
    payload: dict[str, Any],
    now: datetime,
    deadline_at: datetime,
) -> bool:
    """Queue a session for batch extraction; False when the same session is queued already."""
    stmt = insert_ignoring_conflicts(
        session, ExtractionItem, ["user_id", "session_id", "content_hash"]
    ).values(
        user_id=user_id,
        session_id=session_id,
        content_hash=content_hash,
        payload=payload,
        state="queued",
        queued_at=now,
        deadline_at=deadline_at,
        updated_at=now,
    )
    return rowcount(session.execute(stmt)) == 1


def queue_summary(session: Session) -> tuple[int, datetime | None]:
    """(how many items are queued, when the oldest was queued)."""
    row = session.execute(
        select(func.count(), func.min(ExtractionItem.queued_at)).where(
            ExtractionItem.state == "queued"
        )
    ).one()
    return int(row[0]), row[1]


def claim_queued(session: Session, *, limit: int) -> list[ExtractionItem]:
    """Lock up to `limit` queued items, oldest first, skipping rows another process holds."""
    stmt = (
        select(ExtractionItem)
        .where(ExtractionItem.state == "queued")
        .order_by(ExtractionItem.queued_at, ExtractionItem.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    return list(session.scalars(stmt))


def add_batch(
    session: Session,
    *,
    batch_id: uuid.UUID,
    model: str,
    items: Sequence[ExtractionItem],
    now: datetime,
) -> None:
    """Record a batch about to be sent, and move its items to it (state `submitting`)."""
    session.add(
        ExtractionBatch(
            id=batch_id,
            state="submitting",
            model=model,
            requests=len(items),
            created_at=now,
            updated_at=now,
        )
    )
    for item in items:
        item.state, item.batch_id, item.updated_at = "submitting", batch_id, now
    session.flush()


def mark_sent(session: Session, *, batch_id: uuid.UUID, api_id: str, now: datetime) -> None:
    """The API accepted the batch: note its id; its waiting items are now `submitted`."""
    session.execute(
        update(ExtractionBatch)
        .where(ExtractionBatch.id == batch_id, ExtractionBatch.state == "submitting")
        .values(api_id=api_id, state="in_progress", updated_at=now)
    )
    session.execute(
        update(ExtractionItem)
        .where(ExtractionItem.batch_id == batch_id, ExtractionItem.state == "submitting")
        .values(state="submitted", updated_at=now)
    )


def release(
    session: Session, *, batch_id: uuid.UUID, now: datetime, to_state: str = "queued"
) -> int:
    """The batch never reached the API (or refused it): its items go back to the queue, or
    `direct`; returns how many."""
    session.execute(
        update(ExtractionBatch)
        .where(ExtractionBatch.id == batch_id, ExtractionBatch.state == "submitting")
        .values(state="abandoned", updated_at=now)
    )
    stmt = (
        update(ExtractionItem)
        .where(ExtractionItem.batch_id == batch_id, ExtractionItem.state == "submitting")
        .values(state=to_state, batch_id=None, updated_at=now)
    )
    return rowcount(session.execute(stmt))


def batches_in(
    session: Session, *, state: str, before: datetime | None = None
) -> list[ExtractionBatch]:
    """Batches in one state (created before `before`, when given), oldest first."""
    stmt = select(ExtractionBatch).where(ExtractionBatch.state == state)
    if before is not None:
        stmt = stmt.where(ExtractionBatch.created_at < before)
    return list(session.scalars(stmt.order_by(ExtractionBatch.created_at)))


def known_api_ids(session: Session) -> set[str]:
    """The API ids of every batch we recorded."""
    stmt = select(ExtractionBatch.api_id).where(ExtractionBatch.api_id.is_not(None))
    return {str(i) for i in session.scalars(stmt)}


def set_batch_state(session: Session, *, batch_id: uuid.UUID, state: str, now: datetime) -> None:
    """Move a batch to `state`."""
    session.execute(
        update(ExtractionBatch)
        .where(ExtractionBatch.id == batch_id)
        .values(state=state, updated_at=now)
    )


def item(session: Session, *, item_id: int) -> ExtractionItem | None:
    """One item by id."""
    return session.get(ExtractionItem, item_id)


def take_result(
    session: Session, *, item_id: int, batch_id: uuid.UUID, result: str, state: str, now: datetime
) -> bool:
    """Record the batch's answer for an item still waiting on that batch; False otherwise."""
    stmt = (
        update(ExtractionItem)
        .where(
            ExtractionItem.id == item_id,
            ExtractionItem.batch_id == batch_id,
            ExtractionItem.state.in_(WAITING),
        )
        .values(state=state, batch_result=result, updated_at=now)
    )
    return rowcount(session.execute(stmt)) == 1


def note_late(session: Session, *, item_id: int, batch_id: uuid.UUID, now: datetime) -> bool:
    """Note that the batch answered after the item stopped waiting; False when noted before."""
    stmt = (
        update(ExtractionItem)
        .where(
            ExtractionItem.id == item_id,
            ExtractionItem.batch_id == batch_id,
            ExtractionItem.batch_result.is_(None),
        )
        .values(batch_result="late", updated_at=now)
    )
    return rowcount(session.execute(stmt)) == 1


def expire_overdue(session: Session, *, now: datetime) -> int:
    """Items still waiting at their deadline go direct; returns how many."""
    stmt = (
        update(ExtractionItem)
        .where(ExtractionItem.state.in_(WAITING), ExtractionItem.deadline_at <= now)
        .values(state="direct", updated_at=now)
    )
    return rowcount(session.execute(stmt))


def claim_direct(
    session: Session, *, resend_before: datetime, now: datetime, limit: int
) -> list[tuple[int, str, str]]:
    """Items to extract directly whose task was never sent or sent before `resend_before`.

    Marks them sent now; returns (item id, user id, session id).
    """
    stmt = (
        select(ExtractionItem)
        .where(
            ExtractionItem.state == "direct",
            (ExtractionItem.direct_sent_at.is_(None))
            | (ExtractionItem.direct_sent_at < resend_before),
        )
        .order_by(ExtractionItem.deadline_at)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    rows = list(session.scalars(stmt))
    for row in rows:
        row.direct_sent_at = now
    return [(r.id, r.user_id, r.session_id) for r in rows]


def mark_done(session: Session, *, item_id: int, now: datetime) -> None:
    """The item's signal is applied (or failed for good): it waits for nothing more."""
    session.execute(
        update(ExtractionItem)
        .where(ExtractionItem.id == item_id)
        .values(state="done", updated_at=now)
    )


def waiting_in(session: Session, *, batch_id: uuid.UUID) -> int:
    """How many of a batch's items still wait for it."""
    stmt = select(func.count()).where(
        ExtractionItem.batch_id == batch_id, ExtractionItem.state.in_(WAITING)
    )
    return int(session.execute(stmt).scalar_one())


def counts_by_state(session: Session) -> dict[str, int]:
    """Items per state."""
    stmt = select(ExtractionItem.state, func.count()).group_by(ExtractionItem.state)
    return {str(state): int(n) for state, n in session.execute(stmt)}


def purge_done(session: Session, *, before: datetime) -> int:
    """Delete finished items last touched before `before` (retention)."""
    stmt = delete(ExtractionItem).where(
        ExtractionItem.state == "done", ExtractionItem.updated_at < before
    )
    return rowcount(session.execute(stmt))
