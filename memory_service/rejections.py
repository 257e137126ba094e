"""Payloads the worker refused: recorded with their reason and ids only, listed for operators."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict
from sqlalchemy.orm import Session

from db import rejected as rejected_queries
from db.locks import lock_user
from memory_service import erasure
from memory_service.errors import InvalidInputError
from memory_service.schemas import check_identifier

REF_FIELDS = ("session_id", "deliverable_id")


class RejectedPublic(BaseModel):
    """A refused payload as `memory-worker rejected` lists it."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    task_name: str
    task_id: str | None
    user_id: str | None
    ref: str | None
    reason: str
    created_at: datetime


def _valid_id(value: Any) -> str | None:
    try:
        return check_identifier(value, "id") if value is not None else None
    except InvalidInputError:
        return None


def record(
    session: Session,
    *,
    task_name: str,
    task_id: str | None,
    kwargs: Mapping[str, Any],
    reason: str,
    now: datetime,
) -> None:
    """Record a refused payload: its task, its valid ids (no other field) and the reason.

    A payload sent before its user's erasure (`erasure.signal_sent_at`) is recorded without
    the user's ids: the record is made under the user's write lock, so it either lands before
    the erasure (which then deletes it) or sees the erasure's tombstone."""
    user_id = _valid_id(kwargs.get("user_id"))
    ref = next((_valid_id(kwargs.get(f)) for f in REF_FIELDS if kwargs.get(f) is not None), None)
    if user_id is not None:
        lock_user(session, user_id=user_id)
        if erasure.erased_since_sent(session, user_id=user_id) is not None:
            user_id, ref = None, None
            reason = f"sent before its user's erasure, recorded without ids: {reason}"
    rejected_queries.add_rejected(
        session,
        task_name=task_name,
        task_id=_valid_id(task_id),
        user_id=user_id,
        ref=ref,
        reason=reason,
        at=now,
    )


def latest(session: Session, *, limit: int, user_id: str | None) -> list[RejectedPublic]:
    """The newest refused payloads, newest first."""
    rows = rejected_queries.latest(session, limit=limit, user_id=user_id)
    return [RejectedPublic.model_validate(row) for row in rows]
