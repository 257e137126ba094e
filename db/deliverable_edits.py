"""Queries for approved deliverables' edit features. Keyword-only, never commit."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import NamedTuple

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.tables import DeliverableEdit


class StoredApproval(NamedTuple):
    """One approval as stored: the deliverable, when it was approved, its feature codes."""

    deliverable_id: str
    approved_at: datetime
    features: list[str]


def store(
    session: Session, *, user_id: str, deliverable_id: str, features: list[str], at: datetime
) -> None:
    """Upsert an approval's feature codes (a re-approved deliverable keeps its latest edit)."""
    row = session.scalars(
        select(DeliverableEdit).where(
            DeliverableEdit.user_id == user_id,
            DeliverableEdit.deliverable_id == deliverable_id,
        )
    ).one_or_none()
    if row is None:
        session.add(
            DeliverableEdit(
                user_id=user_id, deliverable_id=deliverable_id, features=features, created_at=at
            )
        )
    else:
        row.features = features
    session.flush()


def recent(session: Session, *, user_id: str, but: str, limit: int) -> list[StoredApproval]:
    """The user's most recent approvals other than `but`, newest first."""
    rows = session.scalars(
        select(DeliverableEdit)
        .where(DeliverableEdit.user_id == user_id, DeliverableEdit.deliverable_id != but)
        .order_by(DeliverableEdit.created_at.desc(), DeliverableEdit.id.desc())
        .limit(limit)
    )
    return [StoredApproval(row.deliverable_id, row.created_at, list(row.features)) for row in rows]


def approvals_of(
    session: Session, *, user_id: str, deliverable_ids: Iterable[str]
) -> list[DeliverableEdit]:
    """The user's stored approvals of these deliverables (rows the caller may change)."""
    wanted = sorted(set(deliverable_ids))
    if not wanted:
        return []
    stmt = select(DeliverableEdit).where(
        DeliverableEdit.user_id == user_id, DeliverableEdit.deliverable_id.in_(wanted)
    )
    return list(session.scalars(stmt))
